// Package diceentry lets a referee enter a whole roll of real dice at once:
// "hit power blank", "h p b", "hpb" or "2h b", or counts of each face picked
// with + and -. The game asks for a roll one die at a time (rules.Prompt.Dice
// says how many are left); the entry checks the roll against that number,
// shows it back, and only then are the answers given, one per die.
//
// Parse is the part without a screen; the line mode uses it too.
package diceentry

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/hauntgames/haunt/rules"
)

// Face is one kind of face of the die: the choice that answers it and the
// word that names it ("hit" for "die hit").
type Face struct {
	Choice rules.Choice
	Name   string
}

// Faces reads the faces off a die prompt: each choice is one face, named by
// the last word of its ID.
func Faces(p rules.Prompt) []Face {
	f := make([]Face, len(p.Choices))
	for i, c := range p.Choices {
		name := c.ID
		if k := strings.LastIndexByte(name, ' '); k >= 0 {
			name = name[k+1:]
		}
		f[i] = Face{Choice: c, Name: strings.ToLower(name)}
	}
	return f
}

// Names lists the faces' names for a message: "hit, power or blank".
func Names(faces []Face) string {
	n := make([]string, len(faces))
	for i, f := range faces {
		n[i] = f.Name
	}
	switch len(n) {
	case 0:
		return ""
	case 1:
		return n[0]
	}
	return strings.Join(n[:len(n)-1], ", ") + " or " + n[len(n)-1]
}

// Parse reads a roll of p's die typed as words, in the order typed. A face
// is its name, its label or the start of one when no other face starts the
// same way ("h", "pow"); a number before it repeats it ("2h", "2 hit",
// "2xhit"); letters run together are one face each ("hpb"). Commas and plus
// signs separate like spaces. When the prompt says how many dice are left
// (p.Dice), the roll must have exactly that many.
func Parse(p rules.Prompt, text string) ([]rules.Choice, error) {
	faces := Faces(p)
	if len(faces) == 0 {
		return nil, fmt.Errorf("this is not a roll of dice")
	}
	repl := strings.NewReplacer(",", " ", "+", " ", ";", " ", "×", "x")
	toks := strings.Fields(strings.ToLower(repl.Replace(text)))
	// The word every face's ID starts with ("die") may be typed too.
	lead, _, _ := strings.Cut(strings.ToLower(p.Choices[0].ID), " ")
	for _, c := range p.Choices {
		if w, _, ok := strings.Cut(strings.ToLower(c.ID), " "); !ok || w != lead {
			lead = ""
		}
	}
	var roll []rules.Choice
	pending := 0 // a count typed on its own: "2 hit"
	for _, tok := range toks {
		if tok == lead {
			if _, isFace := face(faces, tok); !isFace {
				continue
			}
		}
		digits := len(tok) - len(strings.TrimLeftFunc(tok, unicode.IsDigit))
		n := 1
		counted := digits > 0
		if counted {
			v, err := strconv.Atoi(tok[:digits])
			if err != nil || v < 1 || v > 99 {
				return nil, fmt.Errorf("%q: a count is a number from 1 to 99", tok)
			}
			n = v
		}
		rest := tok[digits:]
		if rest == "" {
			if pending > 0 {
				return nil, fmt.Errorf("%d %d: say which face after a count", pending, n)
			}
			pending = n
			continue
		}
		if pending > 0 {
			if counted {
				return nil, fmt.Errorf("%d %s: one count per face", pending, tok)
			}
			n, counted = pending, true
			pending = 0
		}
		if counted && strings.HasPrefix(rest, "x") && len(rest) > 1 {
			if _, ok := face(faces, rest); !ok {
				rest = rest[1:] // "2xhit"
			}
		}
		if f, ok := face(faces, rest); ok {
			for range n {
				roll = append(roll, f.Choice)
			}
			continue
		}
		// "hpb": one face per letter, if every letter names one.
		var run []rules.Choice
		for _, r := range rest {
			f, ok := face(faces, string(r))
			if !ok {
				run = nil
				break
			}
			run = append(run, f.Choice)
		}
		if run == nil || counted {
			return nil, fmt.Errorf("%q is no face of the die: it shows %s", rest, Names(faces))
		}
		roll = append(roll, run...)
	}
	if pending > 0 {
		return nil, fmt.Errorf("%d of what? Say the face after the count", pending)
	}
	if len(roll) == 0 {
		return nil, fmt.Errorf("type the faces rolled: %s", Names(faces))
	}
	if p.Dice > 0 && len(roll) != p.Dice {
		return roll, fmt.Errorf("that is %s; the roll has %s", dice(len(roll)), dice(p.Dice))
	}
	return roll, nil
}

// face finds the face a word names: its name or label, or the start of
// exactly one face's name.
func face(faces []Face, w string) (Face, bool) {
	for _, f := range faces {
		if f.Name == w || strings.EqualFold(f.Choice.Label, w) || strings.EqualFold(f.Choice.ID, w) {
			return f, true
		}
	}
	var found Face
	n := 0
	for _, f := range faces {
		if strings.HasPrefix(f.Name, w) {
			found = f
			n++
		}
	}
	return found, n == 1
}

func dice(n int) string {
	if n == 1 {
		return "1 die"
	}
	return strconv.Itoa(n) + " dice"
}

// Words says a roll the way the entry shows it back: "hit, power, blank".
func Words(p rules.Prompt, roll []rules.Choice) string {
	faces := Faces(p)
	w := make([]string, len(roll))
	for i, c := range roll {
		w[i] = c.ID
		for _, f := range faces {
			if f.Choice.ID == c.ID {
				w[i] = f.Name
			}
		}
	}
	return strings.Join(w, ", ")
}
