package hallsofhorror

import (
	"slices"

	"github.com/hauntgames/haunt/ui/common"
)

// selection is what the choice under the cursor touches, as the game says
// (rules.Toucher), never read from its ID: Places are cell IDs ("r2c3"),
// Seats seat numbers, Cards item, card or participant IDs.
type selection struct {
	places []string
	seats  []int
	cards  []string
}

var selectionNone = common.Selection{}

func newSelection(sel common.Selection) selection {
	s := selection{places: sel.Touch.Places, cards: sel.Touch.Cards}
	for _, x := range sel.Touch.Seats {
		s.seats = append(s.seats, int(x))
	}
	return s
}

// place reports whether the choice touches the cell with this ID.
func (s selection) place(id string) bool { return id != "" && slices.Contains(s.places, id) }

// seat reports whether the choice touches seat x.
func (s selection) seat(x int) bool { return slices.Contains(s.seats, x) }

// card reports whether the choice touches the item or card with this ID.
func (s selection) card(id string) bool { return id != "" && slices.Contains(s.cards, id) }
