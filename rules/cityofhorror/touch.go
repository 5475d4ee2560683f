package cityofhorror

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// What a choice touches on the board (rules.Toucher): each rule whose
// answers concern something a board draws has a Touch, built from the
// answer's Arg, never from its ID. Places are location IDs ("church");
// Seats are seat numbers; Cards are character IDs.

// touching is rule r that says what its answers touch.
func touching(r engine.Rule[*game], t func(g *game, s engine.Step, c engine.Choice) rules.Touch) engine.Rule[*game] {
	r.Touch = t
	return r
}

// locTouch is the touch of location l (nothing for a place off the board).
func (g *game) locTouch(l int) rules.Touch {
	if l < 0 {
		return rules.Touch{}
	}
	return rules.Touch{Places: []string{g.locID(l)}}
}

func seatsTouch(ss ...int) rules.Touch {
	t := rules.Touch{Seats: make([]rules.Seat, len(ss))}
	for i, s := range ss {
		t.Seats[i] = seat(s)
	}
	return t
}

func cardsTouch(ids ...string) rules.Touch { return rules.Touch{Cards: ids} }
