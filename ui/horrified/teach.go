package horrified

import (
	"strconv"
	"strings"

	bh "github.com/hauntgames/haunt/boards/horrified"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// What the reference pane and the explanations share: a page of wrapped
// paragraphs, and the content behind what the view names (a monster's mat,
// a hero's badge, a perk, a card, the paths of a space). Everything said
// comes from the content files or the rules seeds; nothing is made up to
// fill a gap.

// text is lines being written for a pane w cells wide.
type text struct {
	w     int
	lines []line
}

// head starts a section: a blank line (but at the top) and a title.
func (t *text) head(s string) {
	if len(t.lines) > 0 {
		t.lines = append(t.lines, nil)
	}
	t.lines = append(t.lines, line{{s, cTitle}})
}

// para adds a paragraph: a label in the subtle look, then the words,
// wrapped under an indent (hanging under a label) so nothing is cut.
func (t *text) para(indent, label, words string) {
	var g []line
	rest := indent
	if label != "" {
		g, rest = append(g, line{{label, cSubtle}}), indent+"  "
	}
	t.lines = append(t.lines, wrapWords(g, words, cNone, indent, rest, t.w)...)
}

// groups adds groups of runs flowed under an indent.
func (t *text) groups(indent string, g ...line) {
	t.lines = append(t.lines, wrapSegs(g, indent, indent+"  ", t.w)...)
}

// String is the lines in the palette's escape codes, without padding.
func (t *text) String(lk *canvas.Palette) string {
	var sb strings.Builder
	for i, l := range t.lines {
		if i > 0 {
			sb.WriteByte('\n')
		}
		for _, s := range l {
			pre, suf := lk.Wrap(s.Look)
			sb.WriteString(pre)
			sb.WriteString(s.Text)
			sb.WriteString(suf)
		}
	}
	return sb.String()
}

// mat is the monster mat of a monster on the board: its own, or
// Frankenstein's for the Bride.
func (b *Board) mat(id string) *bh.Monster {
	for i := range b.c.Monsters {
		m := &b.c.Monsters[i]
		if m.ID == id || (id == bh.Bride && m.BrideStart != "") {
			return m
		}
	}
	return nil
}

// figure is a monster figure's name for a sentence: as the view names it
// when it is in play, else from its mat; the Bride and the frenzy symbol
// by name.
func (b *Board) figure(v *rh.View, id string) string {
	for _, m := range v.Monsters {
		if m.ID == id {
			return m.Name
		}
	}
	switch id {
	case bh.Bride:
		return "the Bride"
	case bh.Frenzy:
		return "the frenzied monster"
	}
	if mm := b.mat(id); mm != nil {
		return mm.Name
	}
	return id
}

func (b *Board) heroType(id string) *bh.Hero {
	for i := range b.c.Heroes {
		if b.c.Heroes[i].ID == id {
			return &b.c.Heroes[i]
		}
	}
	return nil
}

func (b *Board) perk(id string) *bh.Perk {
	for i := range b.c.Perks {
		if b.c.Perks[i].ID == id {
			return &b.c.Perks[i]
		}
	}
	return nil
}

func (b *Board) card(id string) *bh.MonsterCard {
	for i := range b.c.MonsterCards {
		if b.c.MonsterCards[i].ID == id {
			return &b.c.MonsterCards[i]
		}
	}
	return nil
}

func (b *Board) itemType(id string) *bh.ItemType {
	for i := range b.c.Items {
		if b.c.Items[i].ID == id {
			return &b.c.Items[i]
		}
	}
	return nil
}

// unsure says when content is not confirmed, so a player checks their box.
func unsure(c bh.Confidence) string {
	if c == "C" || c == "?" {
		return "not confirmed by a second source (" + string(c) + "): check it against your box"
	}
	return ""
}

// neighbours lists the spaces a space's paths lead to: lit paths (anyone)
// and water paths (the Creature only).
func (b *Board) neighbours(id string) (lit, water []string) {
	for _, p := range b.c.LitPaths {
		if o, ok := other(p, id); ok {
			lit = append(lit, b.name(o))
		}
	}
	for _, p := range b.c.WaterPaths {
		if o, ok := other(p, id); ok {
			water = append(water, b.name(o))
		}
	}
	return lit, water
}

func other(p [2]string, id string) (string, bool) {
	switch id {
	case p[0]:
		return p[1], true
	case p[1]:
		return p[0], true
	}
	return "", false
}

// steps is how many lit paths lead from one space to another, -1 when
// none does: how far a villager is from safety.
func (b *Board) steps(from, to string) int {
	dist := map[string]int{from: 0}
	queue := []string{from}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == to {
			return dist[s]
		}
		for _, p := range b.c.LitPaths {
			if o, ok := other(p, s); ok {
				if _, seen := dist[o]; !seen {
					dist[o] = dist[s] + 1
					queue = append(queue, o)
				}
			}
		}
	}
	return -1
}

// colorWord is an item colour with the letter the board shows for it:
// "red (R)".
func colorWord(c string) string { return c + " (" + itemLetter(c) + ")" }

// joinWords is "a", "a and b", "a, b and c".
func joinWords(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// itemWords is an item for a sentence: "Torch (red 5, from the Barn)".
func (b *Board) itemWords(it rh.Item) string {
	s := it.Name + " (" + it.Color + " " + strconv.Itoa(it.Strength)
	if it.Space != "" {
		s += ", printed " + b.name(it.Space)
	}
	return s + ")"
}
