package terrorixico

import (
	"slices"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
)

// selection is what the choice under the cursor touches. The rules say
// nothing of it (they give no rules.Touch), so it is read off the choice's
// ID, matched against what the view itself holds: a card kind ("play
// range2", "discard trauma1"), a frontline ("hide melee", "play trickery
// codex"; a relic's own line) and a seat ("give trauma1 to p2").
type selection struct {
	id    string
	lines []string
	seats []int
	cards []string
}

var selectionNone = common.Selection{}

func newSelection(sel common.Selection, b *Board) selection {
	s := selection{id: sel.ID}
	for _, x := range sel.Touch.Seats {
		s.seats = append(s.seats, int(x))
	}
	s.lines = append(s.lines, sel.Touch.Places...)
	s.cards = append(s.cards, sel.Touch.Cards...)
	for _, w := range strings.Fields(sel.ID) {
		if k, ok := b.kind(w); ok {
			s.cards = append(s.cards, w)
			if k.relic {
				s.lines = append(s.lines, k.line)
			}
			continue
		}
		if slices.Contains(tx.Frontlines(), w) {
			s.lines = append(s.lines, w)
			continue
		}
		if n, ok := strings.CutPrefix(w, "p"); ok && len(n) == 1 && n[0] >= '1' && n[0] <= '9' {
			s.seats = append(s.seats, int(n[0]-'1'))
		}
	}
	return s
}

// line reports whether the choice touches the frontline with this ID.
func (s selection) line(id string) bool { return id != "" && slices.Contains(s.lines, id) }

// seat reports whether the choice touches seat x.
func (s selection) seat(x int) bool { return slices.Contains(s.seats, x) }

// card reports whether the choice touches a card of this kind.
func (s selection) card(id string) bool { return id != "" && slices.Contains(s.cards, id) }
