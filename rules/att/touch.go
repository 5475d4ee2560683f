package att

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// What a choice touches on the board (rules.Toucher): each rule whose
// answers concern something a board draws has a Touch, built from the
// answer's Arg, never from its ID, and only for the choice under the
// cursor, so random games pay nothing for it.
//
// Places are the locations by their content ID ("chasm"), and the other
// places below. Their IDs hold a space, so they never clash with a
// location's (content IDs may not hold spaces). Seats are seat numbers;
// Dice the dice of the tray by index from 0; Cards the content IDs of the
// cards a choice names (Feat, Swag, encounter, Achievement and character
// cards), never resources.
const (
	// PlaceOldStock is the Old Stock's top card, for sale at the Trading
	// Post ("buy old").
	PlaceOldStock = "old stock"
	// PlaceRumours is the Rumours pile ("chasm rumours").
	PlaceRumours = "rumours pile"
	// PlaceMap is the Map token ("keep", "give 2", "spend map").
	PlaceMap = "map token"
)

// PostPlace is the place ID of Trading Post slot i, from 0, numbered from 1
// as on the board and in the choices: "post 1" for the first slot.
func PostPlace(slot int) string { return "post " + itoa(slot+1) }

func places(ps ...string) rules.Touch { return rules.Touch{Places: ps} }

// locPlace is the touch of location l.
func (g *game) locPlace(l int) rules.Touch { return places(g.w.c.Locations[l].ID) }

func seatsTouch(ss ...int) rules.Touch {
	t := rules.Touch{Seats: make([]rules.Seat, len(ss))}
	for i, s := range ss {
		t.Seats[i] = seat(s)
	}
	return t
}

func diceTouch(ds ...int) rules.Touch { return rules.Touch{Dice: ds} }

func cardsTouch(ids ...string) rules.Touch { return rules.Touch{Cards: ids} }

func (g *game) featCard(f int) string { return g.w.c.Feats[f].ID }
func (g *game) swagCard(s int) string { return g.w.c.Swag[s].ID }
func (g *game) encCard(e int) string  { return g.w.c.Encounters[e].ID }

// diceWhere is the touch of the dice of the tray that ok picks.
func (g *game) diceWhere(ok func(d die) bool) rules.Touch {
	var t rules.Touch
	for i, d := range g.tray {
		if ok(d) {
			t.Dice = append(t.Dice, i)
		}
	}
	return t
}

// diceSet is the touch of a set of dice of the tray, a bit each.
func diceSet(set uint64) rules.Touch {
	var t rules.Touch
	for i := 0; set != 0; i++ {
		if set&1 != 0 {
			t.Dice = append(t.Dice, i)
		}
		set >>= 1
	}
	return t
}

// dieTouch is the touch of an answer whose Arg is a die of the tray.
func dieTouch(_ *game, _ engine.Step, c engine.Choice) rules.Touch { return diceTouch(c.Arg) }

// featArgTouch is the touch of an answer whose Arg is a Feat card
// (argNone for none).
func featArgTouch(g *game, _ engine.Step, c engine.Choice) rules.Touch {
	if c.Arg < 0 {
		return rules.Touch{}
	}
	return cardsTouch(g.featCard(c.Arg))
}

// cardTouch is the touch of a Feat (opFeat) or Swag (opEquip) card played
// from the pool or the tray.
func (g *game) cardTouch(arg int) rules.Touch {
	if argVal(arg) < 0 {
		return rules.Touch{} // a card typed by its values (table mode)
	}
	switch argOp(arg) {
	case opFeat:
		return cardsTouch(g.featCard(argVal(arg)))
	case opEquip:
		return cardsTouch(g.swagCard(argVal(arg)))
	}
	return rules.Touch{}
}
