package terrorixico

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// invalid reports whether special k, played face up by seat s now, would
// have nothing to act on: Take Advantage with no trauma card in the hand
// and none left on the scoreboard, Friendly Fire with no card of another
// player face up in the battle zone, Good Omens with fewer cards left in
// the hand than it eliminates. Such a card may still be played: it does
// nothing and costs its player the event's trauma cards (the rulebook's
// invalid special). The card k itself is still in the hand when asked.
func (g *game) invalid(s, k int) bool {
	switch g.kinds[k].sp {
	case spAdvantage:
		return !g.canGive(s)
	case spFriendly:
		return !g.fireTarget(s)
	case spOmens:
		return g.handCount(s)-1 < g.kinds[k].n
	}
	return false
}

func (g *game) canGive(s int) bool {
	if g.traumaLeft > 0 {
		return true
	}
	for k := range g.kinds {
		if g.kinds[k].trauma && g.holds(s, k) {
			return true
		}
	}
	return false
}

func (g *game) fireTarget(s int) bool {
	for _, p := range g.board {
		if !p.down && int(p.owner) != s && p.kind != unnamed {
			return true
		}
	}
	return false
}

// special applies special k of seat s, board card i, as it is placed face
// up (or as the card a Mimic copies, mimic true).
func (g *game) special(s, k, i int, mimic bool) {
	ki := &g.kinds[k]
	if g.invalidNow(s, k) {
		if mimic {
			return // a Mimic copying what has nothing to act on does nothing
		}
		t := g.eventTrauma()
		g.log("invalid", ki.name+" has nothing to act on: "+g.person(s).Mid().Does("takes")+" "+count(t, "trauma card")+".", s)
		if ki.sp == spFriendly {
			g.discardFromBoard(g.board[i].seq)
		}
		g.Push(traumaStep(s, t))
		return
	}
	switch ki.sp {
	case spFury:
		// Every player draws, then every player discards down to the
		// limit, in turn order from the player of the card.
		for j := g.n - 1; j >= 0; j-- {
			g.Push(trimStep((s + j) % g.n))
		}
		for j := g.n - 1; j >= 0; j-- {
			g.drawCards((s+j)%g.n, ki.n)
		}
	case spAdvantage:
		g.Push(advantStep(s))
	case spOmens:
		g.Push(omensStep(s), eliminateStep(s, ki.n, true))
	case spLastChance:
		g.Push(millStep(s, ki.n))
	case spFriendly:
		seq := g.board[i].seq
		if mimic {
			seq = -1
		}
		g.Push(fireStep(s, seq))
	case spBerserker:
		g.Push(discardStep(s, 1))
		g.drawCards(s, ki.n)
	case spMimic:
		if !mimic {
			g.Push(mimicStep(s, int(g.board[i].seq)))
		}
	}
}

// invalidNow is invalid once the card is out of the hand.
func (g *game) invalidNow(s, k int) bool {
	switch g.kinds[k].sp {
	case spAdvantage:
		return !g.canGive(s)
	case spFriendly:
		return !g.fireTarget(s)
	case spOmens:
		return g.handCount(s) < g.kinds[k].n
	}
	return false
}

// find is the board index of the card placed as seq, -1 if gone.
func (g *game) find(seq int16) int {
	for i, p := range g.board {
		if p.seq == seq {
			return i
		}
	}
	return -1
}

// discardFromBoard sends the card placed as seq to its owner's discard.
func (g *game) discardFromBoard(seq int16) {
	if i := g.find(seq); i >= 0 {
		p := g.board[i]
		g.remove(i)
		g.toDiscard(int(p.owner), int(p.kind))
	}
}

func seqOf(s engine.Step) int16 { return s.B } // the Friendly Fire card, -1 a Mimic's copy

// kAdvantage: Take Advantage gives one trauma card, from the hand or from
// the scoreboard (the rulebook's "trauma pile"), to another player: into
// their draw pile, shuffled, as trauma always goes.
var advantageRule = engine.Rule[*game]{
	Name: "take advantage",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		a.Seat = seat(p)
		a.Text = "Take Advantage: give a trauma card to another player."
		for q := range g.n {
			if q == p {
				continue
			}
			for k := range g.kinds {
				if g.kinds[k].trauma && g.holds(p, k) {
					a.Add("give "+g.kinds[k].id+" to "+g.seatID[q], "Give "+g.kinds[k].name+" to "+g.person(q).Object(), q<<8|k)
				}
			}
			if g.traumaLeft > 0 {
				a.Add("give supply to "+g.seatID[q], "Give "+g.person(q).Object()+" a trauma card of the supply", q<<8|255)
			}
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		t := g.cardTouch(c.Arg & 255)
		t.Seats = []rules.Seat{rules.Seat(c.Arg >> 8)}
		return t
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p, q, k := stepSeat(s), c.Arg>>8, c.Arg&255
		if k == 255 {
			g.log("advantage", g.person(p).Does("gives")+" "+g.person(q).Object()+" a trauma card of the supply.", p, q)
			g.Push(traumaStep(q, 1))
			return
		}
		g.fromHand(p, k)
		g.toDraw(q, k)
		g.log("advantage", g.person(p).Does("gives")+" "+g.person(q).Object()+" a trauma card from "+g.person(p).Mid().Possessive()+" hand.", p, q)
	},
}

// kFire: Friendly Fire eliminates a face-up card another player has in
// the battle zone (a face-down card is not a target: nobody knows what it
// is), then goes to its player's discard pile.
var fireRule = engine.Rule[*game]{
	Name: "friendly fire",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		a.Seat = seat(p)
		a.Text = "Friendly Fire: eliminate a card another player has in the battle zone."
		var seen [maxSeats][nLines]uint32
		for i, c := range g.board {
			if c.down || int(c.owner) == p || c.kind == unnamed || seen[c.owner][c.line]&(1<<c.kind) != 0 {
				continue
			}
			seen[c.owner][c.line] |= 1 << c.kind
			a.Add("eliminate "+g.seatID[c.owner]+" "+g.kinds[c.kind].id+" "+lineIDs[c.line],
				"Eliminate "+g.person(int(c.owner)).Mid().Possessive()+" "+g.kinds[c.kind].name+" in the "+lineNames[c.line]+" line", i)
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.boardTouch(c.Arg) },
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		t := g.board[c.Arg]
		g.own(int(t.owner))[pWaste][t.kind]++
		g.log("fire", g.person(p).Does("eliminates")+" "+g.person(int(t.owner)).Mid().Possessive()+" "+g.kinds[t.kind].name+
			" with Friendly Fire.", p, int(t.owner))
		g.remove(c.Arg)
		if seqOf(s) >= 0 {
			g.discardFromBoard(seqOf(s))
		}
	},
}

// boardTouch is what a choice of card i of the battle zone touches: its
// line, its owner and the card.
func (g *game) boardTouch(i int) rules.Touch {
	if i < 0 || i >= len(g.board) {
		return rules.Touch{}
	}
	c := g.board[i]
	t := rules.Touch{Places: []string{lineIDs[c.line]}, Seats: []rules.Seat{rules.Seat(c.owner)}}
	if c.kind != unnamed {
		t.Cards = []string{g.kinds[c.kind].id}
	}
	return t
}

// kMimic: the card a Mimic copies. Played face up, it copies a face-up
// card of another player in its line and does what that card does at once
// (a relic's value, Trickery's relics, Equality's count, Strength's
// doubling, or the effect of the others). Turned up from face down, its
// owner picks any face-up card of its line, their own too, and the Mimic
// counts as that card (the relics it is worth) without acting again.
var mimicRule = engine.Rule[*game]{
	Name: "mimic",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		i := g.find(int16(cardOf(s)))
		if i < 0 {
			return
		}
		m := g.board[i]
		a.Seat = seat(p)
		a.Text = "Mimic: pick the card it copies in the " + lineNames[m.line] + " line."
		var seen uint32
		for _, c := range g.board {
			if c.line != m.line || c.down || c.kind == unnamed || c.seq == m.seq || g.kinds[c.kind].sp == spMimic ||
				!m.hidden && int(c.owner) == p || seen&(1<<c.kind) != 0 {
				continue
			}
			seen |= 1 << c.kind
			a.Add("copy "+g.kinds[c.kind].id, "Copy "+g.kinds[c.kind].name, int(c.kind))
		}
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		t := g.cardTouch(c.Arg)
		if i := g.find(int16(cardOf(s))); i >= 0 {
			t.Places = []string{lineIDs[g.board[i].line]}
		}
		return t
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		i := g.find(int16(cardOf(s)))
		g.ownBoard()
		g.board[i].as = int8(c.Arg)
		g.log("mimic", g.person(p).Possessive()+" Mimic copies "+g.kinds[c.Arg].name+".", p)
		if !g.board[i].hidden && g.kinds[c.Arg].sp != spNone {
			g.special(p, c.Arg, i, true)
		}
	},
}

// kMill: Last Chance discards cards of its player's draw pile: each one a
// chance over the cards left in it.
var millRule = engine.Rule[*game]{
	Name: "last chance",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if nOf(s) <= 0 || g.drawCount(p) == 0 {
			return
		}
		a.Text = "Which card of " + g.person(p).Mid().Possessive() + " draw pile does Last Chance discard?"
		from := pDraw
		if g.table {
			from = pUnknown
		}
		for k := range g.kinds {
			a.Outcome(g.cardIDs[k], g.kinds[k].name, int(g.pile[p][from][k]), k)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		if g.table {
			g.own(p)[pUnknown][c.Arg]--
			g.drawN[p]--
		} else {
			g.own(p)[pDraw][c.Arg]--
		}
		g.own(p)[pDisc][c.Arg]++
		g.log("discard", g.person(p).Does("discards")+" "+g.kinds[c.Arg].name+" from "+g.person(p).Mid().Possessive()+" draw pile.", p)
		g.settle(p)
		g.Push(millStep(p, nOf(s)-1))
	},
}

// kOmens: Good Omens, after its eliminations: the rest of the hand to the
// discard pile, then a new hand up to the limit.
var omensRule = engine.Rule[*game]{
	Name: "good omens",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		if g.table {
			g.Push(omensDraw(p), discardStep(p, g.handCount(p)))
			return
		}
		n := 0
		for k := range g.kinds {
			n += int(g.pile[p][pHand][k])
			g.own(p)[pDisc][k] += g.pile[p][pHand][k]
			g.own(p)[pHand][k] = 0
		}
		if n > 0 {
			g.log("discard", g.person(p).Does("discards")+" the "+count(n, "card")+" left in "+g.person(p).Mid().Possessive()+" hand.", p)
		}
		g.settle(p)
		g.drawCards(p, int(g.limit))
	},
}

var omensDrawRule = engine.Rule[*game]{
	Name: "good omens draw",
	Do:   func(g *game, s engine.Step) { g.drawCards(stepSeat(s), int(g.limit)) },
}
