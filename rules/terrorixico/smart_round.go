package terrorixico

import (
	"math"
	"strings"
)

// The smart player's picture of the fight, read from its seat's View: the
// relics each frontline needs, the cards in them (another player's
// face-down card is a back, nothing more), its own hand, and what the
// round pays. It weighs a play by playing it on this picture, never on
// the game.

// guessDown is what another player's face-down card is taken to count
// when it is turned up: most are relics (1 to 3), some are trauma or
// specials that count nothing.
const guessDown = 1.5

// meanTrauma is what a trauma card of the supply costs on average (0 to
// -3, five of each).
const meanTrauma = 1.5

// seen is a card in a frontline as the seat sees it.
type seen struct {
	owner, line int
	kind        int // unnamed: a face-down card the seat cannot see
	as          int // a Mimic's copy, noCopy none
	down        bool
}

// fight is the round as one seat sees it. A play changes a copy (see
// play), its board copied first.
type fight struct {
	*smart
	me, n      int
	need       [nLines]int
	board      []seen
	hand       [maxKinds]int8
	handN      int
	hidden     int // face-down cards the seat played in the turn being planned
	passed     [maxSeats]bool
	vp         [maxSeats]int
	passTrauma int     // trauma cards a pass or an invalid special costs
	gap        float64 // what first place is worth over the rest, in V.P. against the average rival
	supply     int     // trauma cards left on the scoreboard
	dumpGain   float64 // what a trauma point moved off the seat is worth
}

// missing is the relics each frontline still lacks now (face-up cards
// only), and all of them added up.
func (f *fight) missing() (short [nLines]int, all int) {
	lines, _ := f.tally(false)
	for l := range nLines {
		short[l] = max(f.need[l]-int(lines[l]), 0)
		all += short[l]
	}
	return short, all
}

// open reports whether line l still lacks relics.
func (f *fight) open(l int) bool {
	short, _ := f.missing()
	return short[l] > 0
}

// slain reports whether every frontline holds its relics.
func (f *fight) slain() bool {
	_, all := f.missing()
	return all == 0
}

// counts reports whether card c counts: face up, or at the end (final)
// when every card is turned up.
func counts(c seen, final bool) bool { return final || !c.down }

// tally is the relics each line holds and each seat placed: now, face-up
// cards only, or at the end (final) once every card is turned up (the
// seat's own face-down Strength multiplying its line then). As the game
// counts, a line's cards are added up, then multiplied by its Strength.
func (f *fight) tally(final bool) (lines [nLines]float64, seats [maxSeats]float64) {
	mul := [nLines]float64{1, 1, 1, 1}
	for _, c := range f.board {
		if k := f.kindOf(c); counts(c, final) && k >= 0 && f.kinds[k].sp == spStrength {
			mul[c.line] *= float64(max(f.kinds[k].n, 1))
		}
	}
	for i, c := range f.board {
		b := f.base(i, final) * mul[c.line]
		lines[c.line] += b
		seats[c.owner] += b
	}
	return lines, seats
}

// kindOf is what card c counts as: its kind, or its Mimic's copy.
func (f *fight) kindOf(c seen) int {
	if c.kind >= 0 && f.kinds[c.kind].sp == spMimic && c.as != noCopy {
		return c.as
	}
	return c.kind
}

// base is what card i counts before Strength, as the game's base does;
// final, once every card is turned up (another player's unseen card
// guessed).
func (f *fight) base(i int, final bool) float64 {
	c := f.board[i]
	if !counts(c, final) {
		return 0
	}
	if c.kind == unnamed {
		return guessDown
	}
	k := f.kindOf(c)
	ki := &f.kinds[k]
	switch {
	case ki.relic:
		if ki.line != c.line {
			return 0
		}
		return float64(ki.value)
	case ki.sp == spTrickery:
		return float64(ki.relics)
	case ki.sp == spLastChance:
		if c.down {
			return 0
		}
		return float64(ki.relics)
	case ki.sp == spEquality:
		n := 0.0
		for j, q := range f.board {
			if j == i || q.line != c.line || !counts(q, final) {
				continue
			}
			if c.down || q.kind == unnamed || f.kinds[q.kind].relic {
				n++
			}
		}
		return n
	case ki.sp == spMimic && c.down:
		// Turned up, it copies the best card of its line.
		best := 0.0
		for j, q := range f.board {
			if j != i && q.line == c.line && !q.down && q.kind >= 0 && f.kinds[q.kind].relic {
				best = max(best, float64(f.kinds[q.kind].value))
			}
		}
		return best
	}
	return 0
}

// unseen counts the face-down cards the seat cannot see.
func (f *fight) unseen() int {
	n := 0
	for _, c := range f.board {
		if c.kind == unnamed {
			n++
		}
	}
	return n
}

// outlook is the seat's standing in the fight: its relics at the end,
// its best and its lowest rival's, how likely it is to take first place
// and how likely not to have the fewest relics. The chances weigh the
// lead against the spread still possible: the backs to be turned up, and
// in an open fight the relics still missing. In a fight the seat's play
// slays, a tie goes to the seat, which placed the last card.
type outlook struct{ mine, best, low, first, notLast float64 }

func (f *fight) outlook() outlook {
	_, c := f.tally(true)
	o := outlook{mine: c[f.me], best: math.Inf(-1), low: math.Inf(1)}
	for s := range f.n {
		if s != f.me {
			o.best, o.low = max(o.best, c[s]), min(o.low, c[s])
		}
	}
	_, missing := f.missing()
	lead, spread := o.mine-o.best, 0.5+0.8*math.Sqrt(float64(f.unseen()))
	if missing == 0 {
		lead += 0.5
	}
	o.first = logistic(lead / (spread + 0.35*float64(missing)))
	o.notLast = logistic((o.mine - o.low + 0.5) / (spread + 0.2*float64(missing)))
	return o
}

// value is what the fight is worth to the seat as it stands, in V.P.
// against the average rival: first place's chance times its worth, and
// each face-down trauma of the seat, which goes to the fewest relics.
func (f *fight) value() float64 {
	o := f.outlook()
	v := o.first * f.gap
	for _, c := range f.board {
		if c.owner == f.me && c.down && c.kind >= 0 && f.kinds[c.kind].trauma {
			v += float64(-f.kinds[c.kind].value) * o.notLast * f.dumpGain
		}
	}
	return v
}

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// move is a play read from its choice ID.
type move struct {
	mode, kind, line int
	owner, target    int // a strike's victim and the kind of their relic
}

// readMove reads a play's choice ID: "play range3", "hide trickery melee",
// "show trauma0", "play trauma2 on p2 shield2", "hide codex" (a card not
// named, at the table), "pass", "stop". ok is false for another prompt's.
func (f *fight) readMove(id string) (move, bool) {
	w := strings.Fields(id)
	m := move{kind: unnamed, owner: -1, target: -1}
	switch {
	case len(w) == 1 && w[0] == "pass":
		m.mode = mPass
		return m, true
	case len(w) == 1 && w[0] == "stop":
		m.mode = mStop
		return m, true
	case len(w) < 2:
		return m, false
	}
	switch w[0] {
	case "play":
		m.mode = mUp
	case "hide":
		m.mode = mDown
	case "show":
		m.mode = mShow
	default:
		return m, false
	}
	k, known := f.byID[w[1]]
	if !known {
		if l := lineOf(w[1]); m.mode == mDown && lineIDs[l] == w[1] {
			m.line = l // a card played unnamed at the table
			return m, true
		}
		return m, false
	}
	m.kind = k
	switch {
	case len(w) == 2:
		m.line = max(f.kinds[k].line, 0)
	case len(w) == 3:
		m.line = lineOf(w[2])
	case len(w) == 5 && w[2] == "on":
		m.mode = mStrike
		var ok bool
		if m.target, ok = f.byID[w[4]]; !ok || len(w[3]) < 2 {
			return m, false
		}
		m.owner = int(w[3][1] - '1')
		m.line = max(f.kinds[m.target].line, 0)
	default:
		return m, false
	}
	return m, true
}

// play is the fight after the seat plays m (a copy: f is unchanged), and
// what the play is worth beyond the frontlines: the special's effect, or
// the trauma an invalid one costs.
func (f *fight) play(m move) (*fight, float64) {
	g := *f
	g.board = append(make([]seen, 0, len(f.board)+1), f.board...)
	if m.kind >= 0 && g.hand[m.kind] > 0 {
		g.hand[m.kind]--
		g.handN--
	}
	switch m.mode {
	case mPass:
		return &g, -float64(g.passTrauma)*meanTrauma - g.gap/2
	case mStop:
		return &g, 0
	case mShow:
		return &g, 0.3 // out of the deck for good
	case mStrike:
		for i, c := range g.board {
			if c.owner == m.owner && !c.down && c.kind == m.target {
				g.board = append(g.board[:i], g.board[i+1:]...)
				break
			}
		}
		return &g, 0
	case mDown:
		g.hidden++
		g.board = append(g.board, seen{owner: g.me, line: m.line, kind: m.kind, as: noCopy, down: true})
		if m.kind >= 0 && g.kinds[m.kind].onReveal {
			return &g, 0.8 * g.effect(m.kind, true)
		}
		return &g, 0
	}
	ki := &g.kinds[m.kind]
	switch {
	case ki.relic:
		g.board = append(g.board, seen{owner: g.me, line: m.line, kind: m.kind, as: noCopy})
		return &g, 0
	case ki.sp == spFriendly:
		if !g.fireTarget() {
			return &g, -float64(g.passTrauma) * meanTrauma
		}
		h := g.fire()
		return h, g.effect(m.kind, false)
	case ki.sp == spMimic:
		g.board = append(g.board, seen{owner: g.me, line: m.line, kind: m.kind, as: noCopy})
		return g.bestCopy(len(g.board) - 1)
	case g.invalid(m.kind):
		g.board = append(g.board, seen{owner: g.me, line: m.line, kind: m.kind, as: noCopy})
		return &g, -float64(g.passTrauma) * meanTrauma
	}
	g.board = append(g.board, seen{owner: g.me, line: m.line, kind: m.kind, as: noCopy})
	return &g, g.effect(m.kind, false)
}

// invalid reports whether special k played face up has nothing to act on
// (the game's invalid, from what the seat sees).
func (f *fight) invalid(k int) bool {
	switch f.kinds[k].sp {
	case spAdvantage:
		return f.supply == 0 && f.worstTrauma() < 0
	case spFriendly:
		return !f.fireTarget()
	case spOmens:
		return f.handN < f.kinds[k].n
	}
	return false
}

// worstTrauma is the kind of the costliest trauma card in the hand, -1
// none.
func (f *fight) worstTrauma() int {
	best := -1
	for k, ki := range f.kinds {
		if ki.trauma && f.hand[k] > 0 && (best < 0 || ki.value < f.kinds[best].value) {
			best = k
		}
	}
	return best
}

// effect is what special k's effect is worth beyond the frontlines, in
// V.P. (down: acting when turned up, on a board not known yet).
func (f *fight) effect(k int, down bool) float64 {
	switch f.kinds[k].sp {
	case spFury:
		return 0.2
	case spBerserker:
		return 0.4
	case spAdvantage:
		gain := meanTrauma / float64(f.n-1)
		if t := f.worstTrauma(); t >= 0 {
			gain = max(gain, float64(-f.kinds[t].value)*f.dumpGain)
		}
		return gain
	case spOmens:
		return f.omens(k)
	case spFriendly:
		if down {
			return 1
		}
		return 0.3 / float64(f.n-1) // the card is out of its owner's deck for good
	}
	return 0
}

// omens is what Good Omens, card k, is worth: the trauma of the hand out of the
// game for good, and the weakest cards after them.
func (f *fight) omens(k int) float64 {
	v, left := 0.0, f.kinds[k].n
	for t := 3; t >= 0 && left > 0; t-- {
		k := f.cards.trauma[t]
		for n := 0; k >= 0 && n < int(f.hand[k]) && left > 0; n++ {
			v += float64(t) + 0.3
			left--
		}
	}
	return v - 0.2*float64(left)
}

// fireTarget reports whether another player has a face-up card in the
// battle zone.
func (f *fight) fireTarget() bool {
	for _, c := range f.board {
		if c.owner != f.me && !c.down && c.kind >= 0 {
			return true
		}
	}
	return false
}

// fire is the fight after Friendly Fire takes the other player's face-up
// card whose loss helps the seat most.
func (f *fight) fire() *fight {
	var best *fight
	bv := math.Inf(-1)
	for i, c := range f.board {
		if c.owner == f.me || c.down || c.kind < 0 {
			continue
		}
		if g := f.without(i); g.value() > bv {
			best, bv = g, g.value()
		}
	}
	return best
}

// without is the fight with card i gone.
func (f *fight) without(i int) *fight {
	g := *f
	g.board = append(append(make([]seen, 0, len(f.board)), f.board[:i]...), f.board[i+1:]...)
	return &g
}

// bestCopy is the fight after the seat's Mimic, card i played face up,
// copies the best card it may (another player's face-up card of its line
// that is no Mimic), and what the copy's effect is worth.
func (f *fight) bestCopy(i int) (*fight, float64) {
	best, extra, bv := f, 0.0, math.Inf(-1)
	for j, c := range f.board {
		if j == i || c.line != f.board[i].line || c.down || c.kind < 0 || c.owner == f.me || f.kinds[c.kind].sp == spMimic {
			continue
		}
		if g, x := f.copying(i, c.kind); g.value()+x > bv {
			best, extra, bv = g, x, g.value()+x
		}
	}
	return best, extra
}

// copying is the fight after the seat's Mimic, card i, copies kind k,
// and what the copy's effect is worth. (A Mimic turned up from face down
// copies without acting; the view does not tell it apart, and a copy's
// effect seldom decides which card it copies.)
func (f *fight) copying(i, k int) (*fight, float64) {
	g := *f
	g.board = append(make([]seen, 0, len(f.board)), f.board...)
	g.board[i].as = k
	if f.kinds[k].sp == spNone {
		return &g, 0
	}
	if f.kinds[k].sp == spFriendly {
		if !g.fireTarget() {
			return &g, 0
		}
		h := g.fire()
		return h, g.effect(k, false)
	}
	if g.invalid(k) {
		return &g, 0 // a copy with nothing to act on does nothing
	}
	return &g, g.effect(k, false)
}

// moves lists the plays the seat could make next in the planned turn,
// from its hand: the game's own conditions on the picture.
func (f *fight) moves(faceDown, perLine int) []move {
	var out []move
	var open, hide [nLines]bool
	short, _ := f.missing()
	for l := range nLines {
		open[l] = short[l] > 0
		down := 0
		for _, c := range f.board {
			if c.line == l && c.down {
				down++
			}
		}
		hide[l] = open[l] && f.hidden < faceDown && down < perLine
	}
	for k, ki := range f.kinds {
		if f.hand[k] == 0 {
			continue
		}
		switch {
		case ki.relic:
			if open[ki.line] {
				out = append(out, move{mode: mUp, kind: k, line: ki.line})
			}
			if hide[ki.line] {
				out = append(out, move{mode: mDown, kind: k, line: ki.line})
			}
			continue
		case ki.trauma && ki.value == 0:
			out = append(out, move{mode: mShow, kind: k})
		case ki.trauma:
			for _, c := range f.board {
				if c.owner != f.me && !c.down && c.kind >= 0 && f.kinds[c.kind].relic && f.kinds[c.kind].value == -ki.value {
					out = append(out, move{mode: mStrike, kind: k, line: c.line, owner: c.owner, target: c.kind})
				}
			}
		}
		for l := range nLines {
			if !ki.trauma && open[l] && f.upAllowed(k, l) {
				out = append(out, move{mode: mUp, kind: k, line: l})
			}
			if hide[l] {
				out = append(out, move{mode: mDown, kind: k, line: l})
			}
		}
	}
	return out
}

// upAllowed is the game's upAllowed on the picture.
func (f *fight) upAllowed(k, l int) bool {
	ki := &f.kinds[k]
	up, other := false, false
	for _, c := range f.board {
		if c.line == l && !c.down {
			up = true
			other = other || c.owner != f.me && c.kind >= 0 && f.kinds[c.kind].sp != spMimic
		}
	}
	if ki.notEmpty && !up {
		return false
	}
	return ki.sp != spMimic || other
}
