package terrorixico

import (
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules/engine"
)

// kSetup: each player's deck becomes their draw pile (shuffled: in
// digital play each draw is a chance over the cards left), the trauma
// supply is counted out by player count, and each player draws an opening
// hand. Seat 0 starts: the rulebook's ways of choosing the first player are
// for the table, which seats itself accordingly.
var setupRule = engine.Rule[*game]{
	Name: "setup",
	Do: func(g *game, s engine.Step) {
		for p := range g.n {
			for k := range g.kinds {
				if g.table {
					g.own(p)[pUnknown][k] = g.deck[k]
					g.drawN[p] += int16(g.deck[k])
				} else {
					g.own(p)[pDraw][k] = g.deck[k]
				}
			}
		}
		g.log("setup", itoa(g.traumaLeft)+" trauma cards lie face down on the scoreboard for "+itoa(g.n)+" players.")
		for p := g.n - 1; p >= 0; p-- {
			g.Push(openStep(p))
		}
	},
}

// kOpen: draw 8, keep 5, the other 3 to the discard pile.
var openRule = engine.Rule[*game]{
	Name: "open",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		g.Push(discardStep(p, g.c.Setup.Draw-g.c.Setup.Keep))
		g.drawCards(p, g.c.Setup.Draw)
	},
}

// kRound: a new round. Its first player is g.cur. The round needs a
// monster and an event: once either pile is empty, the game ends (the
// rulebook does not say; its three ends usually come first).
var roundRule = engine.Rule[*game]{
	Name: "round",
	Do: func(g *game, s engine.Step) {
		if g.monLeft == 0 || g.evLeft == 0 {
			g.finish("book", "No monster or Event/Boss card is left to reveal.")
			return
		}
		g.round++
		g.starter = g.cur
		g.board, g.boardOwned = nil, true
		g.passed, g.firstPass, g.streak, g.beaten = 0, noSeat, 0, false
		g.nMons, g.nEvs = 0, 0
		g.limit = int8(g.c.Turn.Hand)
		g.Push(beginStep(int(g.cur)), eventStep(), monsterStep())
	},
}

// revealCard offers each card of a pile still there, by chance.
func revealCards(a *engine.Ask, left uint32, id func(i int) (string, string), n int) {
	a.Grow(n)
	for i := range n {
		if left&(1<<i) != 0 {
			cid, label := id(i)
			a.Outcome(cid, label, 1, i)
		}
	}
}

// kMonster: the next monster card of the pile. At the table it may be
// typed by what it shows (table.go).
var monsterRule = engine.Rule[*game]{
	Name: "monster",
	Free: freeMonster,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		if g.nMons >= maxStack {
			return
		}
		a.Text = "Reveal the next monster card."
		g.offerFree(a, "monster", g.monsterHint)
		revealCards(a, g.monLeft, func(i int) (string, string) {
			m := g.monster(i)
			return "monster " + m.ID, m.Name + " (" + m.Type + ")"
		}, len(g.c.Monsters))
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := g.keepTyped(c, false)
		g.monLeft &^= 1 << i
		g.mons[g.nMons] = int8(i)
		g.nMons++
		m := g.monster(i)
		g.log("monster", m.Name+" joins the fight: "+relicsText(m.Relics)+".")
	},
}

func relicsText(r tx.Relics) string {
	var b strings.Builder
	for l, line := range lineIDs {
		if l > 0 {
			b.WriteString(", ")
		}
		b.WriteString(itoa(r.Get(line)) + " " + lineNames[l])
	}
	return b.String()
}

// kEvent: the next Event/Boss card, its instructions applied as it is
// read. An instruction that cannot be carried out (a monster or an event
// to add when none is left) gives every player one trauma card instead:
// the rulebook's "apply all effects, or otherwise give 1 Trauma Card to
// each player". At the table the card may be typed by what it shows
// (table.go).
var eventRule = engine.Rule[*game]{
	Name: "event",
	Free: freeEvent,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		if g.nEvs >= maxStack {
			return
		}
		a.Text = "Reveal the next Event/Boss card."
		g.offerFree(a, "event", g.eventHint)
		revealCards(a, g.evLeft, func(i int) (string, string) {
			e := g.event(i)
			return "event " + e.ID, "#" + e.ID + " " + e.Title
		}, len(g.c.Events))
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := g.keepTyped(c, true)
		g.evLeft &^= 1 << i
		g.evs[g.nEvs] = int8(i)
		g.nEvs++
		e := g.event(i)
		g.log("event", "Event/Boss "+g.eventName(i)+": "+e.Text)
		fallback := false
		for _, x := range e.Effects {
			switch x.Kind {
			case tx.EvAddMonster:
				for range x.N {
					if g.monLeft == 0 || int(g.nMons)+1 > maxStack {
						fallback = true
						break
					}
					g.Push(monsterStep())
				}
			case tx.EvAddEvent:
				for range x.N {
					if g.evLeft == 0 || int(g.nEvs)+1 > maxStack {
						fallback = true
						break
					}
					g.Push(eventStep())
				}
			case tx.EvHandLimit:
				g.limit = int8(x.N)
				g.log("limit", "The hand limit is "+itoa(x.N)+" this round.")
			case tx.EvTraumaAll:
				for p := g.n - 1; p >= 0; p-- {
					g.Push(traumaStep(p, x.N))
				}
			case tx.EvEliminateTrauma:
				for p := g.n - 1; p >= 0; p-- {
					g.Push(purgeStep(p, x.N))
				}
			}
		}
		if fallback {
			g.log("event", "The card cannot be carried out in full: every player takes 1 trauma card instead.")
			for p := g.n - 1; p >= 0; p-- {
				g.Push(traumaStep(p, 1))
			}
		}
	},
}

// trackMove is how far first place moves on the monster track: 1, or what
// an event in the fight says.
func (g *game) trackMove() int {
	m := 1
	for i := range g.nEvs {
		if x := g.event(int(g.evs[i])).Has(tx.EvMonsterTrack); x != nil {
			m = max(m, x.N)
		}
	}
	return m
}

// kBegin: the round's strength is known; the first player plays.
var beginRule = engine.Rule[*game]{
	Name: "begin",
	Do: func(g *game, s engine.Step) {
		g.computeNeed()
		var b strings.Builder
		b.WriteString("Round " + itoa(g.round) + ": the monsters need ")
		for l := range nLines {
			if l > 0 {
				b.WriteString(", ")
			}
			b.WriteString(itoa(int(g.need[l])) + " " + lineNames[l])
		}
		b.WriteString(".")
		g.log("round", b.String())
		g.Push(turnStep(stepSeat(s)))
	},
}

// kPurge: an event lets each player eliminate up to n trauma cards of
// their hand, one at a time.
var purgeRule = engine.Rule[*game]{
	Name: "purge",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if nOf(s) <= 0 || g.handCount(p) == 0 {
			return
		}
		a.Seat = seat(p)
		a.Text = g.person(p).Possessive() + " hand: eliminate a trauma card (up to " + itoa(nOf(s)) + ")?"
		for k := range g.kinds {
			if g.kinds[k].trauma && g.holds(p, k) {
				a.Add(g.eliminateIDs[k], g.eliminateLabels[k], k)
			}
		}
		if len(a.Choices) > 0 || g.table {
			a.Add("keep", "Eliminate no trauma card", -1)
		}
	},
	Touch: touchCard,
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		if c.Arg < 0 {
			return
		}
		g.fromHand(p, c.Arg)
		g.own(p)[pWaste][c.Arg]++
		g.log("eliminate", g.person(p).Does("eliminates")+" a "+g.kinds[c.Arg].name+" card for good.", p)
		g.Push(purgeStep(p, nOf(s)-1))
	},
}
