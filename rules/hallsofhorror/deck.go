package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The room deck. At the table the rooms are dealt face down from a
// shuffled stack (for four players 14 of the 24 rooms of one variant and
// the two exits). Nobody knows which card lies where, so the app does not
// decide it at set-up: the face-down rooms on the board are the deck, and
// a room is drawn the moment a participant enters one, as a chance prompt
// over the cards it can still be.
//
// Every face-down room is equally likely to hold any card still unseen:
// with k rooms face down, e of them exits still unseen, and m room numbers
// not seen yet (each in v variants: 1, or 2 for the mixed deck), the room
// entered is one exit with chance e/k and one given room card with chance
// (k-e)/(k*m*v). The weights below are those chances times k*m*v. A
// number already on the board is not offered again, in either variant: in
// the mixed deck of rulebook 8.1 each number is in the deck once, on the
// side drawn for it.

// mainNumbers is the room numbers the set-up can deal: those of the main
// deck not taken out for this player count.
func (st *static) mainNumbers() []int {
	var out []int
	for _, r := range st.c.Rooms {
		if r.Deck == hh.DeckMain && !st.removed[r.Number] && !containsInt(out, r.Number) {
			out = append(out, r.Number)
		}
	}
	return out
}

// candidate reports whether room card r can be in the face-down deck of
// this game, ignoring what the board shows.
func (st *static) candidate(r *hh.Room) bool {
	return r.Deck == hh.DeckMain && !st.removed[r.Number] && (st.variant == variantMix || r.Variant == st.variant)
}

// deckCounts is k, e and m of the chances above, and the main room
// numbers on the board, a bit each.
func (g *game) deckCounts() (faceDown, exits, numbers int, seen uint64) {
	exits = g.setup.Exits
	for cell := range g.rows * g.cols {
		r := g.roomOf(cell)
		switch {
		case r == nil:
			faceDown++
		case r.Deck == hh.DeckExit:
			exits--
		case r.Deck == hh.DeckMain:
			seen |= 1 << (r.Number & 63)
		}
	}
	for _, k := range g.numbers {
		if seen&(1<<(k&63)) == 0 {
			numbers++
		}
	}
	return faceDown, exits, numbers, seen
}

// revealRule turns up the face-down room a participant enters, then puts
// the participant in it. At the table: which card was under it?
var revealRule = engine.Rule[*game]{
	Name: "reveal room",
	Free: freeRoom,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		k, e, m, seen := g.deckCounts()
		v := 1
		if g.variant == variantMix {
			v = 2
		}
		a.Text = "Which room card lies face down in room " + g.cellID(cellOf(s)) + "?"
		g.offerFree(a, "room", roomHint)
		if e > 0 {
			exit := -1
			for _, i := range g.exits {
				if !g.revealedRoom(i) {
					exit = i
					break
				}
			}
			a.Outcome("room exit", "An Exit ("+itoa(e)+" still face down)", e*max(m*v, 1), exit)
		}
		if k-e <= 0 {
			return
		}
		a.Grow(m * v)
		for i := range g.c.Rooms {
			r := &g.c.Rooms[i]
			if g.candidate(r) && seen&(1<<(r.Number&63)) == 0 {
				a.Outcome(g.roomIDs[i], g.roomLabels[i], k-e, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who, cell := stepSeat(s), cellOf(s)
		g.room[cell] = int16(c.Arg)
		g.keepTyped(c, false)
		r := g.roomCard(c.Arg)
		if who < 0 {
			g.log("reveal", "Room "+g.cellID(cell)+" is turned up: it is the "+r.Name+".", g.places(cell))
			return
		}
		g.log("reveal", g.person(who).Does("enters")+" room "+g.cellID(cell)+" and "+g.person(who).Verb("turns")+" it up: it is the "+r.Name+".",
			g.places(cell), who)
		g.at[who] = int8(cell)
		g.moved = g.moved.With(rules.Seat(who))
		if r.Locks {
			g.lockIn[who] = int8(cell)
		}
	},
}

// revealedRoom reports whether room card i is turned up on the grid.
func (g *game) revealedRoom(i int) bool {
	for cell := range g.rows * g.cols {
		if int(g.room[cell]) == i {
			return true
		}
	}
	return false
}
