package terrorixico

import (
	"slices"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// selection is what the choice under the cursor touches. The rules say
// nothing of it (they give no rules.Touch), so it is read off the choice's
// ID, matched against what the view itself holds: a card kind ("play
// range2", "discard trauma1"), a frontline ("hide melee", "play trickery
// codex"; a relic's own line) and a seat ("give trauma1 to p2"). Its
// Places are frontline IDs, its Cards card kinds (canvas.Touched).
type selection = canvas.Touched

var selectionNone = common.Selection{}

func newSelection(sel common.Selection, b *Board) selection {
	s := canvas.TouchedBy(sel)
	for _, w := range strings.Fields(sel.ID) {
		if k, ok := b.kind(w); ok {
			s.Cards = append(s.Cards, w)
			if k.relic {
				s.Places = append(s.Places, k.line)
			}
			continue
		}
		if slices.Contains(tx.Frontlines(), w) {
			s.Places = append(s.Places, w)
			continue
		}
		if n, ok := strings.CutPrefix(w, "p"); ok && len(n) == 1 && n[0] >= '1' && n[0] <= '9' {
			s.Seats = append(s.Seats, int(n[0]-'1'))
		}
	}
	return s
}
