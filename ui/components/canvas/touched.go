package canvas

import (
	"slices"

	"github.com/hauntgames/haunt/ui/common"
)

// Touched is what the choice under the cursor touches, as the game says
// (rules.Toucher), never read from its ID: places and cards by the game's
// IDs, seats by number. A board draws what it touches so it stands out.
type Touched struct {
	Places []string
	Seats  []int
	Cards  []string
}

// TouchedBy is what sel touches.
func TouchedBy(sel common.Selection) Touched {
	s := Touched{Places: slices.Clone(sel.Touch.Places), Cards: slices.Clone(sel.Touch.Cards)}
	for _, x := range sel.Touch.Seats {
		s.Seats = append(s.Seats, int(x))
	}
	return s
}

// Place reports whether the choice touches the place with this ID.
func (s Touched) Place(id string) bool { return id != "" && slices.Contains(s.Places, id) }

// Seat reports whether the choice touches seat x.
func (s Touched) Seat(x int) bool { return slices.Contains(s.Seats, x) }

// Card reports whether the choice touches the card with this ID.
func (s Touched) Card(id string) bool { return id != "" && slices.Contains(s.Cards, id) }
