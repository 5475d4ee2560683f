package cityofhorror

import (
	"slices"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
)

// The smart player's picture of the table, read from one seat's View and
// nothing else: the locations in resolution order, the characters, and a
// scene (where everyone stands, the zombies, the zombie leader) that the
// policy changes in copies to weigh an answer.

// board is what the seat answering sees.
type board struct {
	p     *smart
	v     *View
	me    int // the seat answering; -1 for the table (rules.Nobody)
	n     int
	hour  int // 1 to 4 in a round, 0 during set-up
	locs  []bLoc
	chars []bChar
	cross int // the Crossroads, by index into locs; -1 none
	sc    scene
}

// bLoc is a location as the policy reads it.
type bLoc struct {
	id       string
	side     coh.Side
	atk      coh.Attack
	wheel    bool
	airdrops bool
	blocked  bool // full, burnt down or sealed: a character sent here ends at the Crossroads
	sealed   bool
	resolved bool // resolved this round already
	cards    int
	anti     int
	replicas [maxSeats]int // extra votes of Weapon Replicas played here this round
}

// bChar is a dealt character.
type bChar struct {
	c      *coh.Character
	seat   int
	trait  string
	extra  bool
	safe   bool // out of every vote and meal this round
	hidden bool
}

// scene is what a choice may change: where each character stands, the
// zombies, the leader's wedge, the antidotes, who is exhausted.
type scene struct {
	at     [maxChars]int8 // index into locs, -1 off the board
	z      [maxLocs]int
	leader int
	anti   [maxSeats]int
	horde  int
	drops  [maxLocs]int // items lying there to share
	dropA  [maxLocs]int // of which antidotes
	tired  uint32       // a bit per character index (of chars)
	gone   uint32       // hidden or safe: not eaten and no vote this round
	votes  [maxLocs]int
}

// newBoard reads v for seat me (-1: the table).
func (p *smart) newBoard(v *View, me int) *board {
	b := &board{p: p, v: v, me: me, n: len(v.Seats), cross: -1}
	b.hour = slices.Index(coh.Hours(), v.Hour)
	if b.hour < 0 {
		b.hour = 0
	}
	for i, lv := range v.Locations {
		l := p.c.Location(lv.ID)
		pr := p.c.Printed(lv.ID).Side(v.Side)
		side := l.Side(v.Side)
		if lv.State == "exploded" && l.Exploded != nil {
			side = *l.Exploded
		}
		bl := bLoc{id: lv.ID, side: side, atk: pr.Attack, wheel: l.LeaderWheel, airdrops: l.Airdrops,
			blocked: lv.Full, sealed: lv.State == "sealed", resolved: lv.Resolved, cards: lv.Cards, anti: lv.Antidotes}
		for _, s := range lv.Replicas {
			bl.replicas[s] += 2
		}
		if l.Overflow {
			b.cross = i
		}
		b.locs = append(b.locs, bl)
		b.sc.z[i] = lv.Zombies
		b.sc.drops[i], b.sc.dropA[i] = lv.Cards+lv.Antidotes, lv.Antidotes
	}
	b.sc.leader = v.Leader
	b.sc.horde = v.Horde
	for s, sv := range v.Seats {
		b.sc.anti[s] = sv.Antidotes
	}
	for i, cv := range v.Characters {
		c := &p.c.Characters[p.charIdx[cv.ID]]
		b.chars = append(b.chars, bChar{c: c, seat: cv.Seat, trait: c.Trait, extra: cv.Extra, safe: cv.Safe, hidden: cv.Hidden})
		b.sc.at[i] = int8(b.locIndex(cv.Location))
		if !cv.Rested {
			b.sc.tired |= 1 << i
		}
		if cv.Hidden || cv.Safe {
			b.sc.gone |= 1 << i
		}
	}
	return b
}

// locIndex is the index of the location with ID id, -1 for none.
func (b *board) locIndex(id string) int {
	for i := range b.locs {
		if b.locs[i].id == id {
			return i
		}
	}
	return -1
}

// seatOf is the seat whose colour is color, -1 for none.
func (b *board) seatOf(color string) int {
	for s, sv := range b.v.Seats {
		if sv.Color == color {
			return s
		}
	}
	return -1
}

// charOf is the index into chars of the character with ID id, -1 none.
func (b *board) charOf(id string) int {
	for i, cv := range b.v.Characters {
		if cv.ID == id {
			return i
		}
	}
	return -1
}

// resolving is the location being resolved, -1 outside the resolution.
func (b *board) resolving() int {
	if b.v.Phase != PhaseResolution {
		return -1
	}
	return b.locIndex(b.v.Resolving)
}

// value is what character i is worth in scene sc: its rested or
// exhausted side.
func (b *board) value(sc *scene, i int) int {
	if sc.tired&(1<<i) != 0 {
		return b.chars[i].c.Exhausted
	}
	return b.chars[i].c.Rested
}

// hope is the share of a character's value still counted when no antidote
// covers it yet: the rounds left may bring one.
func (b *board) hope() float64 { return 0.12 * float64(4-min(b.hour, 4)) }

// food is what seat s's food tokens and Canned Food are worth, as far as
// the board shows: another seat's tokens count at the mean of the truck.
func (b *board) food(s int) float64 {
	sv := &b.v.Seats[s]
	f := float64(sv.Canned)
	if sv.FoodHidden {
		return f + float64(sv.FoodTokens)*b.p.meanFood
	}
	return f + float64(sv.Food)
}

// project is seat s's score if the helicopter came now, the rounds left
// counted as hope: the most valuable characters take the antidotes, the
// others count at hope, antidotes left over a point each.
func (b *board) project(sc *scene, s int) float64 {
	var vals [maxChars]int
	k := 0
	for i := range b.chars {
		if b.chars[i].seat == s && sc.at[i] >= 0 {
			vals[k] = b.value(sc, i)
			k++
		}
	}
	if k == 0 {
		return 0
	}
	slices.SortFunc(vals[:k], func(x, y int) int { return y - x })
	covered := min(k, sc.anti[s])
	p := float64(sc.anti[s]-covered) + b.food(s)
	for j, v := range vals[:k] {
		if j < covered {
			p += float64(v)
		} else {
			p += float64(v) * b.hope()
		}
	}
	return p
}

// loss is what seat s's score loses when character i dies or is exhausted.
func (b *board) loss(sc *scene, s, i int, exhaust bool) float64 {
	before := b.project(sc, s)
	t := *sc
	if exhaust {
		t.tired |= 1 << i
	} else {
		t.at[i] = -1
	}
	return before - b.project(&t, s)
}

// votes is seat s's votes at l in scene sc.
func (b *board) votes(sc *scene, s, l int) int {
	k, here := 0, false
	for i := range b.chars {
		c := &b.chars[i]
		if c.seat != s || int(sc.at[i]) != l {
			continue
		}
		here = true
		if sc.gone&(1<<i) != 0 {
			continue
		}
		if c.trait == coh.TraitCannotVote {
			k += b.v.Characters[i].Votes // 0, or 1 once his power lifted it
			continue
		}
		k += max(b.v.Characters[i].Votes, 1)
	}
	if !here {
		return 0
	}
	k += b.locs[l].replicas[s]
	if s == b.me {
		k += sc.votes[l]
	}
	return k
}

// counts is how many characters stand at l, and which seats have one
// there the zombies may take.
func (b *board) counts(sc *scene, l int) (chars int, prey uint32) {
	for i := range b.chars {
		if int(sc.at[i]) == l {
			chars++
			if sc.gone&(1<<i) == 0 {
				prey |= 1 << b.chars[i].seat
			}
		}
	}
	return chars, prey
}

// attacks reports whether the zombies at l attack in scene sc.
func (b *board) attacks(sc *scene, l int) bool {
	chars, _ := b.counts(sc, l)
	z := sc.z[l]
	if z == 0 || chars == 0 {
		return false
	}
	a := b.locs[l].atk
	if a.Kind == coh.AtLeast {
		return z >= a.N
	}
	return z >= chars+a.N
}

// pVictim is the chance that seat s loses a character when the zombies
// attack l: the zombie leader's wheel at the Crossroads; elsewhere a vote,
// where a seat is safe with more votes than all the others together and
// doomed alone, and otherwise each other voter is taken to vote for some
// seat but their own.
func (b *board) pVictim(sc *scene, s, l int) float64 {
	_, prey := b.counts(sc, l)
	if prey&(1<<s) == 0 {
		return 0
	}
	if b.locs[l].wheel {
		for k := range b.n {
			if t := (sc.leader + k) % b.n; prey&(1<<t) != 0 {
				if t == s {
					return 1
				}
				return 0
			}
		}
		return 0
	}
	seats := 0
	mine, others := b.votes(sc, s, l), 0
	for t := range b.n {
		if prey&(1<<t) != 0 {
			seats++
		}
		if t != s {
			others += b.votes(sc, t, l)
		}
	}
	switch {
	case seats == 1:
		return 1
	case mine > others:
		return 0
	case mine+others == 0:
		if b.v.First == s {
			return 0
		}
		return 1 / float64(seats)
	case seats == 2 && mine < others:
		return 1
	case seats == 2 && mine == others:
		// A tie: the first player splits it.
		switch f := b.v.First; {
		case f == s:
			return 0
		case prey&(1<<f) != 0:
			return 1
		}
		return 0.5
	}
	return float64(others) / float64((seats-1)*(mine+others))
}

// danger is what seat s stands to lose at l in scene sc: the chance of an
// attack there taking one of its characters, times the cheapest loss.
func (b *board) danger(sc *scene, s, l int) float64 {
	if !b.attacks(sc, l) {
		return 0
	}
	pv := b.pVictim(sc, s, l)
	if pv == 0 {
		return 0
	}
	best := -1.0
	for i := range b.chars {
		if b.chars[i].seat == s && int(sc.at[i]) == l && sc.gone&(1<<i) == 0 {
			if x := b.loss(sc, s, i, false); best < 0 || x < best {
				best = x
			}
		}
	}
	return pv * max(best, 0)
}

// oppWeight is how much an opponent's loss is worth to the seat
// answering: a share of a point each, since any one of them may be the
// one to beat.
const oppWeight = 0.3

// threat is the seat's expected loss at the locations still to resolve,
// each weighed by w (its own losses, less a share of its opponents').
func (b *board) threat(sc *scene, w func(l int) float64) float64 {
	t := 0.0
	for l := range b.locs {
		k := w(l)
		if k == 0 {
			continue
		}
		for s := range b.n {
			d := b.danger(sc, s, l)
			if s == b.me {
				t += k * d
			} else {
				t -= k * oppWeight * d
			}
		}
	}
	return t
}

// cheapestCard is the card of the hand the seat misses least, and what
// giving it up costs.
func (b *board) cheapestCard() (id string, cost float64) {
	cost = -1
	if b.me < 0 {
		return "", cost
	}
	for _, cc := range b.v.Seats[b.me].Cards {
		if x := b.p.cardCost(cc.ID); cost < 0 || x < cost {
			id, cost = cc.ID, x
		}
	}
	return id, cost
}
