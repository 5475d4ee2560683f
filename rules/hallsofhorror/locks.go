package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Locking rooms (rulebook 6.6). A player who found keys this turn locks a
// room for each, and a player whose participant died locks two, in the
// Master of the Ceremony phase before the card is drawn (a death by the
// card itself: after it, mc.go); some MC cards lock rooms too. A room that may be locked is turned up, not locked yet,
// not an exit and empty (no participant, Killer, body or gift in it); the
// empty exhausted rooms and empty starting rooms come first, and only when
// none of them may be locked does any other empty room without a key left
// to find qualify. No lock may cut a participant in play or the Killer off
// from an exit or a body; while an exit is still face down, every
// face-down room counts as one, so a lock is allowed only when it is
// certain not to cut one off. When no room qualifies, nothing is locked.

// open reports whether a participant or the Killer may enter cell: not
// locked, and not a puzzle room shut with someone inside.
func (g *game) open(cell int) bool { return (g.locked|g.shut)&(1<<cell) == 0 }

// empty reports whether cell holds no participant in play, no Killer, no
// body and no gift.
func (g *game) empty(cell int) bool {
	if int(g.killer) == cell || g.gifts[cell] > 0 {
		return false
	}
	for s := range g.n {
		if int(g.at[s]) == cell && (g.inPlay(s) || g.body.Has(seat(s))) {
			return false
		}
	}
	return true
}

// lockable lists the rooms that may be locked now, by the rules above.
func (g *game) lockable() []int {
	var first, second []int
	for cell := range g.rows * g.cols {
		r := g.roomOf(cell)
		if r == nil || r.Deck == hh.DeckExit || !g.open(cell) || !g.empty(cell) {
			continue
		}
		switch {
		case g.exhausted&(1<<cell) != 0 || r.Deck == hh.DeckStart:
			if g.safeLock(cell) {
				first = append(first, cell)
			}
		case !g.keyLeft(cell):
			second = append(second, cell)
		}
	}
	if len(first) > 0 {
		return first
	}
	out := second[:0]
	for _, cell := range second {
		if g.safeLock(cell) {
			out = append(out, cell)
		}
	}
	return out
}

// keyLeft reports whether the room on cell still has a key to find.
func (g *game) keyLeft(cell int) bool {
	if g.exhausted&(1<<cell) != 0 {
		return false
	}
	for j, sl := range g.roomOf(cell).Rewards {
		if sl.Symbol == hh.Key && g.covered[cell]&(1<<j) == 0 {
			return true
		}
	}
	return false
}

// safeLock reports whether locking cell leaves every participant in play
// and the Killer able to reach every exit (every face-down room while an
// exit is face down) and every body. Shut puzzle rooms count as open:
// they open again.
func (g *game) safeLock(cell int) bool {
	walls := g.locked | 1<<cell
	// The rooms reachable from the first of the rooms that must stay
	// connected; every other one must be among them.
	var must []int
	exitsDown := g.exitsFaceDown()
	for c := range g.rows * g.cols {
		r := g.roomOf(c)
		if (r == nil && exitsDown) || (r != nil && r.Deck == hh.DeckExit) {
			must = append(must, c)
		}
	}
	for s := range g.n {
		if g.inPlay(s) || g.body.Has(seat(s)) {
			must = append(must, int(g.at[s]))
		}
	}
	if g.killer != noCell {
		must = append(must, int(g.killer))
	}
	if len(must) == 0 {
		return true
	}
	seen := g.reach(must[0], walls)
	for _, c := range must {
		if seen&(1<<c) == 0 {
			return false
		}
	}
	return true
}

// exitsFaceDown reports whether an exit of the set-up is still face down.
func (g *game) exitsFaceDown() bool {
	up := 0
	for cell := range g.rows * g.cols {
		if r := g.roomOf(cell); r != nil && r.Deck == hh.DeckExit {
			up++
		}
	}
	return up < g.setup.Exits
}

// reach is the cells reachable from cell without crossing walls, a bit a
// cell.
func (g *game) reach(cell int, walls uint32) uint32 {
	seen := uint32(1) << cell
	queue := [maxCells]int8{int8(cell)}
	for head, tail := 0, 1; head < tail; head++ {
		c := int(queue[head])
		for act := actUp; act <= actRight; act++ {
			if to := g.neighbour(c, act); to != noCell && (walls|seen)&(1<<to) == 0 {
				seen |= 1 << to
				queue[tail] = int8(to)
				tail++
			}
		}
	}
	return seen
}

// locksRule has seat lock the rooms it owes, one question a room; when no
// room qualifies, the debt lapses.
var locksRule = engine.Rule[*game]{
	Name: "locks owed",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		if g.lockOwed[who] <= 0 {
			return
		}
		if len(g.lockable()) == 0 {
			g.log("lock", "No room may be locked now, so "+g.person(who).Mid().Does("locks")+" none.", nil, who)
			g.lockOwed[who] = 0
			return
		}
		g.Push(locksStep(who), lockAtStep(who))
	},
}

var lockAtRule = engine.Rule[*game]{
	Name: "lock a room",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Which room does " + g.person(who).Mid().String() + " lock (" + count(int(g.lockOwed[who]), "room") + " to lock)?"
		for _, cell := range g.lockable() {
			a.Add("lock "+g.cellID(cell), "Lock the "+g.roomOf(cell).Name+" ("+g.cellID(cell)+")", cell)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.lockOwed[who]--
		g.locked |= 1 << c.Arg
		g.log("lock", g.person(who).Does("locks")+" the "+g.roomOf(c.Arg).Name+": nobody enters it again.", g.places(c.Arg), who)
	},
	Touch: cellTouch,
}

// cellTouch is what an answer naming a cell touches.
func cellTouch(g *game, _ engine.Step, c engine.Choice) rules.Touch {
	if c.Arg < 0 || c.Arg >= g.rows*g.cols {
		return rules.Touch{}
	}
	return rules.Touch{Places: g.places(c.Arg)}
}
