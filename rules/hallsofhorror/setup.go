package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The set-up, in order: the starting rooms turned up in the corners (which
// card and which face lies in each is chance), a participant dealt to each
// seat, each seat's participant put on a free starting room, the Killer
// placed, then the first turn. The other rooms lie face down: they are the
// room deck (deck.go), so nothing about them is known until one is entered.
// Seat 0 holds the First Player card.

// pushSetup pushes the set-up steps of a new game: the last pushed runs
// first.
func (g *game) pushSetup() {
	g.Push(turnStep(), killerStep())
	for s := g.n - 1; s >= 0; s-- {
		g.Push(placeStep(s))
	}
	for s := g.n - 1; s >= 0; s-- {
		g.Push(dealStep(s))
	}
	for k := len(g.corners) - 1; k >= 0; k-- {
		g.Push(startRoomStep(k))
	}
}

// startNumbers is the numbers of the double-sided starting room cards.
func (st *static) startNumbers() []int {
	var out []int
	for _, i := range st.starts {
		if n := st.c.Rooms[i].Number; !containsInt(out, n) {
			out = append(out, n)
		}
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// startRoomRule: which starting room card lies in a corner, and on which
// face. Both are random in the rulebook; a card already on the board is
// not offered.
var startRoomRule = engine.Rule[*game]{
	Name: "starting room",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		cell := g.corners[cornerOf(s)]
		a.Text = "Which starting room lies in the corner " + g.cellID(cell) + ", and on which face?"
		for _, i := range g.starts {
			r := &g.c.Rooms[i]
			if !g.onBoard(r.Number, hh.DeckStart) {
				a.Outcome("room "+r.ID, r.Name+" (starting room "+itoa(r.Number)+", face "+r.Variant+")", 1, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		cell := g.corners[cornerOf(s)]
		g.room[cell] = int16(c.Arg)
		g.log("starting room", "The "+g.c.Rooms[c.Arg].Name+" lies in the corner "+g.cellID(cell)+".", g.places(cell))
	},
}

// onBoard reports whether a card of deck with that number is turned up on
// the grid.
func (g *game) onBoard(number int, deck string) bool {
	for cell := range g.rows * g.cols {
		if r := g.roomOf(cell); r != nil && r.Deck == deck && r.Number == number {
			return true
		}
	}
	return false
}

// dealRule deals a seat a participant at random (the rulebook also lets
// players choose: at the table, name the one chosen).
var dealRule = engine.Rule[*game]{
	Name: "deal participant",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Text = "Deal " + g.person(who).Object() + " a participant."
		for p, x := range g.c.Participants {
			if !g.dealt(p) {
				a.Outcome("deal "+x.ID, x.Name, 1, p)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		side := g.sideOf(c.Arg)
		g.part[who] = int8(c.Arg)
		g.health[who], g.resolve[who] = int8(side.Health), int8(side.Resolve)
		g.log("deal", g.person(who).Does("plays")+" "+g.c.Participants[c.Arg].Name+", on the "+g.side+" side.", nil, who)
	},
}

func (g *game) dealt(p int) bool {
	for s := range g.n {
		if int(g.part[s]) == p {
			return true
		}
	}
	return false
}

// placeRule: a seat puts its participant on a starting room no other
// participant stands on.
var placeRule = engine.Rule[*game]{
	Name: "place participant",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Which starting room does " + g.person(who).Mid().Possessive() + " participant start in?"
		for _, cell := range g.corners {
			if !g.taken(cell) {
				a.Add("start "+g.cellID(cell), "The "+g.roomOf(cell).Name+" ("+g.cellID(cell)+")", cell)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.at[who] = int8(c.Arg)
		g.log("place", g.person(who).Possessive()+" participant starts in the "+g.roomOf(c.Arg).Name+".", g.places(c.Arg), who)
	}, Touch: cellTouch,
}

// taken reports whether a participant stands on cell.
func (g *game) taken(cell int) bool {
	for s := range g.n {
		if int(g.at[s]) == cell {
			return true
		}
	}
	return false
}

// killerRule places the Killer where the set-up puts him, or asks the seat
// the set-up names (the first player; with two players, the second) to
// choose among the middle rooms. He starts active.
var killerRule = engine.Rule[*game]{
	Name: "killer",
	Do: func(g *game, _ engine.Step) {
		if len(g.killerAt) > 1 {
			g.Push(killerAtStep())
			return
		}
		g.placeKiller(g.killerAt[0])
	},
}

var killerAtRule = engine.Rule[*game]{
	Name: "killer at",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		who := (g.first + g.killerBy) % g.n
		a.Seat = seat(who)
		a.Text = "Where does the Killer start? " + g.person(who).Does("chooses") + " a room in the middle of the house."
		for _, cell := range g.killerAt {
			a.Add("killer "+g.cellID(cell), "Room "+g.cellID(cell), cell)
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.placeKiller(c.Arg) },
	Touch:  cellTouch,
}

func (g *game) placeKiller(cell int) {
	g.killer, g.active = int8(cell), true
	g.log("killer", "The Killer waits in room "+g.cellID(cell)+".", g.places(cell))
}

// seatsInPlay is the seats whose participants are on the board.
func (g *game) seatsInPlay() engine.Seats {
	var p engine.Seats
	for s := range g.n {
		if g.inPlay(s) {
			p = p.With(rules.Seat(s))
		}
	}
	return p
}
