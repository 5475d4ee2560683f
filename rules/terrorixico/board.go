package terrorixico

import tx "github.com/hauntgames/haunt/boards/terrorixico"

// strength is the relics each frontline needs against monsters mons and
// events evs, read through monster and event (a game's accessors, so a
// card typed at the table counts as typed): the monsters' relics and the
// events' additions added up first, then multiplied by every event's
// multiplier of that line. A line an event prints nothing on adds 0.
func strength(monster func(int) *tx.Monster, event func(int) *tx.Event, mons, evs []int8) [nLines]int16 {
	var out [nLines]int16
	for l, line := range lineIDs {
		sum, mul := 0, 1
		for _, m := range mons {
			sum += monster(int(m)).Relics.Get(line)
		}
		for _, e := range evs {
			switch mod := event(int(e)).Mods.Get(line); {
			case mod == nil:
			case mod.Op == tx.OpTimes:
				mul *= mod.N
			default:
				sum += mod.N
			}
		}
		out[l] = int16(sum * mul)
	}
	return out
}

// computeNeed sets what each frontline needs now.
func (g *game) computeNeed() {
	g.need = strength(g.monster, g.event, g.mons[:g.nMons], g.evs[:g.nEvs])
}

// kindOf is the kind a placed card counts as: its own, or a Mimic's copy.
func (g *game) countsAs(p placed) int {
	if p.kind == unnamed {
		return unnamed
	}
	if g.kinds[p.kind].sp == spMimic && p.as != noCopy {
		return int(p.as)
	}
	return int(p.kind)
}

// base is what card i counts before its line's Strength: a relic's value,
// Trickery and Last Chance their relics, Equality one for each other relic
// card in the line (played face down: every other card of the line), a
// Mimic what it copies. A card face down counts nothing yet, and neither
// does a card that was played face down and has no face-down effect (Last
// Chance).
func (g *game) base(i int) int {
	p := g.board[i]
	if p.down {
		return 0
	}
	k := g.countsAs(p)
	if k < 0 {
		return 0
	}
	ki := &g.kinds[k]
	switch {
	case ki.relic:
		if int(p.line) != ki.line {
			return 0 // a relic turned up in another kind's line
		}
		return ki.value
	case ki.sp == spTrickery:
		return ki.relics
	case ki.sp == spLastChance:
		if p.hidden && p.as == noCopy {
			return 0
		}
		return ki.relics
	case ki.sp == spEquality:
		n := 0
		for j, q := range g.board {
			if j == i || q.line != p.line || q.down {
				continue
			}
			if p.hidden && p.as == noCopy || g.kinds[q.kind].relic {
				n++
			}
		}
		return n
	}
	return 0
}

// times is what line l's Strength cards multiply its cards by.
func (g *game) times(l int) int {
	t := 1
	for _, p := range g.board {
		if int(p.line) != l || p.down {
			continue
		}
		if k := g.countsAs(p); k >= 0 && g.kinds[k].sp == spStrength {
			t *= max(g.kinds[k].n, 1)
		}
	}
	return t
}

// lineValues is the relics each line holds, face-up cards only: its
// cards' values added up, times its Strength.
func (g *game) lineValues() (v [nLines]int) {
	mul := [nLines]int{1, 1, 1, 1}
	for i, p := range g.board {
		if p.down {
			continue
		}
		if k := g.countsAs(p); k >= 0 && g.kinds[k].sp == spStrength {
			mul[p.line] *= max(g.kinds[k].n, 1)
		}
		v[p.line] += g.base(i)
	}
	for l := range nLines {
		v[l] *= mul[l]
	}
	return v
}

// lineValue is the relics line l holds.
func (g *game) lineValue(l int) int { return g.lineValues()[l] }

// complete reports whether line l holds the relics it needs.
func (g *game) complete(l int) bool { return g.lineValue(l) >= int(g.need[l]) }

func (g *game) allComplete() bool {
	v := g.lineValues()
	for l := range nLines {
		if v[l] < int(g.need[l]) {
			return false
		}
	}
	return true
}

// downIn counts the face-down cards in line l.
func (g *game) downIn(l int) int {
	n := 0
	for _, p := range g.board {
		if int(p.line) == l && p.down {
			n++
		}
	}
	return n
}

// faceUpIn counts the face-up cards in line l: an empty line has none.
func (g *game) faceUpIn(l int) int {
	n := 0
	for _, p := range g.board {
		if int(p.line) == l && !p.down {
			n++
		}
	}
	return n
}

// contribution is the relics seat s placed this round: each of its cards'
// value, doubled by its line's Strength as the line is.
func (g *game) contribution(s int) int {
	v := 0
	for i, p := range g.board {
		if int(p.owner) == s {
			v += g.base(i) * g.times(int(p.line))
		}
	}
	return v
}

// place puts a card of seat s in line l.
func (g *game) place(s, k, l int, down bool) int {
	c := placed{kind: int8(k), owner: int8(s), line: int8(l), down: down, hidden: down, as: noCopy, seq: g.seq + 1}
	if k == unnamed {
		// At the table a face-down card is named when it is turned up:
		// it cannot turn out to be a card that could not go where it went.
		for j := range g.kinds {
			if !g.downAllowed(s, j, l) {
				c.barred |= 1 << j
			}
		}
	}
	g.ownBoard()
	g.seq++
	g.board = append(g.board, c)
	return len(g.board) - 1
}

// remove takes card i off the board (the caller puts it in a pile), then
// sends away what no longer stands: Equality in a line left without a
// relic card, Strength in a line left with no other card.
func (g *game) remove(i int) {
	g.ownBoard()
	l := g.board[i].line
	g.board = append(g.board[:i], g.board[i+1:]...)
	relics, others := 0, 0
	for _, p := range g.board {
		if p.line != l || p.down {
			continue
		}
		k := g.countsAs(p)
		if k >= 0 && g.kinds[k].relic {
			relics++
		}
		if k < 0 || g.kinds[k].sp != spStrength {
			others++
		}
	}
	for j := len(g.board) - 1; j >= 0; j-- {
		p := g.board[j]
		if p.line != l || p.down || p.kind == unnamed {
			continue
		}
		sp := g.kinds[p.kind].sp
		if sp == spEquality && relics == 0 || sp == spStrength && others == 0 {
			g.board = append(g.board[:j], g.board[j+1:]...)
			g.log("discard", g.kinds[p.kind].name+" no longer stands in the "+lineNames[l]+" line and goes to "+
				g.person(int(p.owner)).Mid().Possessive()+" discard pile.", int(p.owner))
			g.toDiscard(int(p.owner), int(p.kind))
		}
	}
}
