package horrified

import (
	"strings"

	"github.com/hauntgames/haunt/rules/grammar"
)

// Words for sentences about the board's people and monsters, so that a
// sentence agrees with its subject ("Wilbur & Chick appear") and a monster
// reads right in the middle of one ("the Mummy moves", "the frenzied
// Mummy").

// inSentence is a monster's name as a sentence uses it: the mat's title
// with its article in lower case ("the Mummy"), and a long title cut to its
// head ("Creature from the Black Lagoon" is "the Creature").
func inSentence(title string) string {
	if head, _, long := strings.Cut(title, " from "); long {
		return "the " + bare(head)
	}
	if rest, ok := strings.CutPrefix(title, "The "); ok {
		return "the " + rest
	}
	return title
}

// bare is a monster's name without its article: "Mummy", "Dracula".
func bare(title string) string {
	if head, _, long := strings.Cut(title, " from "); long {
		title = head
	}
	for _, a := range []string{"The ", "the "} {
		if rest, ok := strings.CutPrefix(title, a); ok {
			return rest
		}
	}
	return title
}

// pluralName reports whether a name stands for more than one person
// ("Wilbur & Chick"), so a verb agrees with them.
func pluralName(name string) bool {
	return strings.Contains(name, " & ") || strings.Contains(name, " and ")
}

// agree is a subject and its verb, given in the third person singular
// ("appears", "is"), agreeing with a plural subject ("appear", "are").
func agree(subject string, plural bool, verb string) string {
	return subject + " " + verbFor(plural, verb)
}

// verbFor is verb, given in the third person singular ("is killed"), as a
// plural subject takes it ("are killed") when plural.
func verbFor(plural bool, verb string) string {
	if !plural {
		return verb
	}
	head, rest, _ := strings.Cut(verb, " ")
	if rest != "" {
		rest = " " + rest
	}
	return grammar.Base(head) + rest
}

// vilDoes is villager v doing verb: "Maria appears", "Wilbur & Chick appear".
func (w *world) vilDoes(v int, verb string) string {
	return agree(w.vils[v].name, w.vils[v].plural, verb)
}

// moverPlural reports whether a mover's name stands for more than one.
func (g *game) moverPlural(m *walk) bool {
	return m.kind == mvVil && g.w.vils[m.who].plural
}

// does is "does" or "do", agreeing with a subject that follows it.
func does(plural bool) string {
	if plural {
		return "do"
	}
	return "does"
}

// possessive is a name owning something: "the Mummy's", "Dracula's".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// colorWord is an item colour's name, "" for none.
func colorWord(c int8) string {
	if c < 0 || int(c) >= len(colorNames) {
		return ""
	}
	return colorNames[c]
}

// matName is monster mat m's name in a sentence: "the Mummy",
// "Frankenstein & the Bride".
func (w *world) matName(m int8) string { return inSentence(w.mats[m].m.Name) }
