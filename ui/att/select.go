package att

import (
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
)

// selection is what the choice under the cursor touches, read from its ID
// (rules/att's choice grammar): a location ("go chasm", "chasm gorge"),
// dice ("mark 2", "unmark 2", "bump 3", "die 4", "keep 1", "reroll all"),
// a combination (the ComboView ID, "overcome run 3-5"), a Trading Post slot
// ("buy 2", "discard 1", "pick 3", "buy old"), a seat ("give 1",
// "take 2 focus", "to 1"), or a card by ID ("feat lucky-break", "equip
// compass", "forget card sucking-mire").
type selection struct {
	loc     string
	rumours bool
	dice    []bool // by die index
	combo   int    // index in Tray.Combos, -1 none
	slot    int    // Trading Post slot, 0-based, -1 none
	old     bool   // the Old Stock's top card
	seat    rules.Seat
	card    string // a Feat, Swag, encounter or achievement ID
	mapTok  bool
}

func parseSelection(v *ra.View, id string) selection {
	s := selection{combo: -1, slot: -1, seat: -2}
	id = strings.TrimSpace(id)
	if id == "" {
		return s
	}
	t := v.Tray
	if t != nil {
		for i, c := range t.Combos {
			if c.ID == id {
				s.combo = i
				s.dice = comboDice(t, c)
				return s
			}
		}
	}
	fs := strings.Fields(id)
	verb := fs[0]
	num := -1
	if len(fs) > 1 {
		if n, err := strconv.Atoi(fs[1]); err == nil {
			num = n
		}
	}
	isLoc := func(x string) bool {
		for _, l := range v.Locations {
			if l.ID == x {
				return true
			}
		}
		return false
	}
	switch verb {
	case "mark", "unmark", "bump", "die", "keep", "reroll":
		if t != nil && num >= 1 && num <= len(t.Dice) {
			s.dice = make([]bool, len(t.Dice))
			s.dice[num-1] = true
			return s
		}
		if verb == "keep" && len(fs) == 1 {
			s.mapTok = true // keep the Map
			return s
		}
		if t != nil && verb == "reroll" && len(fs) > 1 && fs[1] == "all" {
			s.dice = make([]bool, len(t.Dice))
			for i, d := range t.Dice {
				s.dice[i] = !d.Used && d.Rerollable
			}
			return s
		}
	case "roll":
		// The marked dice of a focused re-roll.
		if t != nil && t.Rolled {
			for i, d := range t.Dice {
				if d.Marked {
					if s.dice == nil {
						s.dice = make([]bool, len(t.Dice))
					}
					s.dice[i] = true
				}
			}
		}
		return s
	case "buy", "discard", "pick":
		if num >= 1 {
			s.slot = num - 1
			return s
		}
		if len(fs) > 1 && fs[1] == "old" {
			s.old = true
			return s
		}
	case "give", "take", "to":
		if num >= 0 && num < len(v.Seats) && (len(fs) == 2 || verb == "take") {
			s.seat = rules.Seat(num)
			return s
		}
	case "chasm":
		if len(fs) > 1 && fs[1] == "rumours" {
			s.rumours = true
			return s
		}
	case "spend":
		if len(fs) > 1 && fs[1] == "map" {
			s.mapTok = true
			return s
		}
	case "forget":
		if len(fs) > 2 {
			s.card = fs[2]
			return s
		}
	}
	// Any other word: a location, or a card named by ID.
	for _, w := range fs[1:] {
		if isLoc(w) {
			s.loc = w
			return s
		}
	}
	if len(fs) > 1 {
		s.card = fs[len(fs)-1]
	}
	return s
}

// comboDice picks the dice a combination would spend, the way the rules
// do: for each face the first unused die showing it, leaving out dice that
// count only toward encounters when gaining resources, and taking those
// first when overcoming.
func comboDice(t *ra.TrayView, c ra.ComboView) []bool {
	out := make([]bool, len(t.Dice))
	gain := c.For != "encounter"
	for k := 0; k < c.Size; k++ {
		face := c.Face
		if c.Kind == "run" {
			face = c.Face + k
		}
		best := -1
		for i, d := range t.Dice {
			if d.Used || out[i] || d.Face != face {
				continue
			}
			only := d.EncounterOnly
			if gain && only {
				continue
			}
			if best < 0 || (only && !gain) {
				best = i
			}
		}
		if best >= 0 {
			out[best] = true
		}
	}
	return out
}

func (s selection) die(i int) bool { return i < len(s.dice) && s.dice[i] }
