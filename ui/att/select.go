package att

import (
	"slices"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
)

// selection is what the choice under the cursor touches, as the game says
// (rules.Toucher), never read from its ID: locations by their ID, the
// Trading Post slots, the Old Stock, the Rumours pile and the Map by the
// place IDs rules/att names (ra.PostPlace, ra.PlaceOldStock,
// ra.PlaceRumours, ra.PlaceMap), dice by index, seats, and cards by ID. The
// ID only picks out the combination of the tray it spends, by equality
// with a ComboView.ID.
type selection struct {
	touch   rules.Touch
	dice    []bool // by die index
	combo   int    // index in Tray.Combos, -1 none
	slots   []bool // Trading Post slots, by index from 0
	old     bool   // the Old Stock's top card
	post    bool   // a slot or the Old Stock
	rumours bool
	mapTok  bool
}

func newSelection(v *ra.View, sel common.Selection) selection {
	s := selection{touch: sel.Touch, combo: -1}
	if t := v.Tray; t != nil {
		if sel.ID != "" {
			s.combo = slices.IndexFunc(t.Combos, func(c ra.ComboView) bool { return c.ID == sel.ID })
		}
		for _, d := range sel.Touch.Dice {
			if d >= 0 && d < len(t.Dice) {
				if s.dice == nil {
					s.dice = make([]bool, len(t.Dice))
				}
				s.dice[d] = true
			}
		}
	}
	if len(sel.Touch.Places) == 0 {
		return s
	}
	for i := range v.TradingPost.Slots {
		if s.place(ra.PostPlace(i)) {
			if s.slots == nil {
				s.slots = make([]bool, len(v.TradingPost.Slots))
			}
			s.slots[i], s.post = true, true
		}
	}
	s.old = s.place(ra.PlaceOldStock)
	s.post = s.post || s.old
	s.rumours = s.place(ra.PlaceRumours)
	s.mapTok = s.place(ra.PlaceMap)
	return s
}

// place reports whether the choice touches the place with this ID.
func (s selection) place(id string) bool { return slices.Contains(s.touch.Places, id) }

// seat reports whether the choice touches seat x.
func (s selection) seat(x rules.Seat) bool { return slices.Contains(s.touch.Seats, x) }

// card reports whether the choice touches the card with this ID.
func (s selection) card(id string) bool { return id != "" && slices.Contains(s.touch.Cards, id) }

func (s selection) die(i int) bool  { return i < len(s.dice) && s.dice[i] }
func (s selection) slot(i int) bool { return i < len(s.slots) && s.slots[i] }
