package terrorixico

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

func seat(s int) rules.Seat { return rules.Seat(s) }

// How a card is played: the mode of a play's argument.
const (
	mUp     = iota // face up into a line
	mDown          // face down into a line
	mShow          // a trauma 0 shown and wasted
	mStrike        // a trauma played face up on another player's relic
	mPass          // at the table: the player cannot play
	mStop          // at the table: no second card
)

// play packs a play into a choice's argument.
func play(mode, kind, line, target int) int {
	return mode | (kind+1)<<4 | line<<10 | (target+1)<<13
}

func unpack(arg int) (mode, kind, line, target int) {
	return arg & 15, (arg>>4)&63 - 1, (arg >> 10) & 7, arg>>13 - 1
}

// copyTarget reports whether line l holds a card a Mimic of seat s may
// copy: a face-up card of another player (of anyone, for a Mimic turned
// up), which is no Mimic itself.
func (g *game) copyTarget(s, l int, anyone bool) bool {
	for _, p := range g.board {
		if int(p.line) == l && !p.down && p.kind != unnamed && (anyone || int(p.owner) != s) && g.kinds[p.kind].sp != spMimic {
			return true
		}
	}
	return false
}

// upAllowed reports whether special k may go face up into line l:
// Equality, Strength and Mimic need a line with a face-up card, and Mimic
// something to copy.
func (g *game) upAllowed(s, k, l int) bool {
	ki := &g.kinds[k]
	if ki.notEmpty && g.faceUpIn(l) == 0 {
		return false
	}
	return ki.sp != spMimic || g.copyTarget(s, l, false)
}

// downAllowed reports whether special k may go face down into line l: the
// cards that cannot be played in an empty frontline (Equality, Strength,
// Mimic) cannot be played there face down either. A line is empty when no
// card lies in it face up, as for a card played face up: face-down cards
// count for nothing until they are turned up. A Mimic also needs a card
// its owner could copy when it is turned up (any face-up card but a
// Mimic, their own included).
func (g *game) downAllowed(s, k, l int) bool {
	switch ki := &g.kinds[k]; {
	case g.ed1 || !ki.notEmpty:
		return true
	case ki.sp == spMimic:
		return g.copyTarget(s, l, true)
	}
	return g.faceUpIn(l) > 0
}

// plays offers every card seat s may play now; with a nil Ask it only
// reports whether there is one.
func (g *game) plays(s int, a *engine.Ask) bool {
	var open, hide [nLines]bool
	values := g.lineValues()
	for l := range nLines {
		open[l] = values[l] < int(g.need[l])
		hide[l] = open[l] && int(g.hidden) < g.c.Turn.FaceDown && g.downIn(l) < g.c.Turn.FaceDownPerLine
	}
	add := func(id, label string, arg int) bool {
		if a == nil {
			return true
		}
		a.Add(id, label, arg)
		return false
	}
	for k := range g.kinds {
		if !g.holds(s, k) {
			continue
		}
		ki := &g.kinds[k]
		switch {
		case ki.relic:
			if open[ki.line] && add(g.playIDs[k][0], g.playLabels[k][0], play(mUp, k, ki.line, -1)) {
				return true
			}
			if !g.table && hide[ki.line] && add(g.hideIDs[k][0], g.hideLabels[k][0], play(mDown, k, ki.line, -1)) {
				return true
			}
		case ki.trauma:
			if ki.value == 0 && add("show "+ki.id, "Show "+ki.name+" and put it in the waste zone", play(mShow, k, 0, -1)) {
				return true
			}
			if g.strikes(s, k, a) {
				return true
			}
			if !g.table {
				for l := range nLines {
					if hide[l] && add(g.hideIDs[k][l], g.hideLabels[k][l], play(mDown, k, l, -1)) {
						return true
					}
				}
			}
		default:
			for l := range nLines {
				if open[l] && g.upAllowed(s, k, l) {
					label := g.playLabels[k][l]
					if a != nil && g.invalid(s, k) {
						label += " (it has nothing to act on: take " + count(g.eventTrauma(), "trauma card") + ")"
					}
					if add(g.playIDs[k][l], label, play(mUp, k, l, -1)) {
						return true
					}
				}
				if !g.table && hide[l] && g.downAllowed(s, k, l) && add(g.hideIDs[k][l], g.hideLabels[k][l], play(mDown, k, l, -1)) {
					return true
				}
			}
		}
	}
	if g.table && g.handN[s] > 0 {
		for l := range nLines {
			if hide[l] && add("hide "+lineIDs[l], "Play a card face down in the "+lineNames[l]+" line", play(mDown, unnamed, l, -1)) {
				return true
			}
		}
	}
	return false
}

// strikes offers trauma k of seat s against each relic of its value that
// another player has face up: one choice for each owner and kind. With a
// nil Ask it only reports whether there is one.
func (g *game) strikes(s, k int, a *engine.Ask) bool {
	v := -g.kinds[k].value
	var seen [maxSeats]uint32
	for i, p := range g.board {
		if p.down || int(p.owner) == s || p.kind == unnamed {
			continue
		}
		q := &g.kinds[p.kind]
		if !q.relic || q.value != v {
			continue
		}
		if seen[p.owner]&(1<<p.kind) != 0 {
			continue
		}
		seen[p.owner] |= 1 << p.kind
		if a == nil {
			return true
		}
		a.Add("play "+g.kinds[k].id+" on "+g.seatID[p.owner]+" "+q.id,
			"Play "+g.kinds[k].name+" on "+g.person(int(p.owner)).Mid().Possessive()+" "+q.name, play(mStrike, k, int(p.line), i))
	}
	return false
}

// playable reports whether seat s has a card it may play.
func (g *game) playable(s int) bool { return g.plays(s, nil) }

// kTurn: a player's turn begins.
var turnRule = engine.Rule[*game]{
	Name: "turn",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		g.cur, g.played, g.hidden = int8(p), 0, 0
		g.turns++
		if g.turns > maxTurns {
			g.finish("stalled", "The hunt has stalled: after "+itoa(maxTurns)+" turns the game stops and the scores count.")
			return
		}
		switch {
		case g.allComplete():
			g.Push(slayStep())
		case g.ed1:
			readyRule.Do(g, s)
		default:
			g.Push(readyStep(p))
			g.handSize(p)
		}
	},
}

// handSize is the Hand Size at the start of a turn: a player must start
// each turn with the round's hand limit (5, unless an event says
// otherwise), so a hand short of it draws up to it and a hand over it
// discards down to it, the player choosing the cards. A hand is short
// after an event let its player eliminate trauma, or after a face-down
// Take Advantage gave a trauma card from it; it is over the limit in a
// round whose event lowers it. A draw pile and discard pile that hold too
// few cards leave the hand short.
func (g *game) handSize(p int) {
	n := g.handCount(p) - int(g.limit)
	switch {
	case n > 0:
		g.log("hand", g.person(p).Does("starts")+" the turn with "+count(g.handCount(p), "card")+" and the hand limit is "+
			itoa(int(g.limit))+": "+g.person(p).Mid().Does("discards")+" "+itoa(n)+".", p)
		g.Push(discardStep(p, n))
	case n < 0 && g.drawCount(p)+g.sum(p, pDisc) > 0:
		g.log("hand", g.person(p).Does("starts")+" the turn with "+count(g.handCount(p), "card")+" and the hand limit is "+
			itoa(int(g.limit))+": "+g.person(p).Mid().Does("draws")+" up to it.", p)
		g.drawCards(p, -n)
	}
}

// kReady: the hand set, the turn's first card, or a pass when the player
// has nothing to play.
var readyRule = engine.Rule[*game]{
	Name: "ready",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		if g.table || g.playable(p) {
			g.Push(playStep(p))
		} else {
			g.Push(passStep(p))
		}
	},
}

// kPlay: one of the turn's two cards. A relic goes face up into its own
// line, or face down into it; a special card goes into any line, face up
// where its text allows, or face down; a trauma 0 is shown and wasted; a
// trauma of -1 to -3 goes face up on another player's relic of that value
// (both to their owners' discard piles) or face down into a line. Every
// card goes only into a line that still lacks relics (counting face-up
// cards), at most one face down a turn and two face down a line. At the
// table the app does not know the hand: the card is named as it is played,
// from the kinds the player could hold, and a face-down card is not named
// until it is turned up.
var playRule = engine.Rule[*game]{
	Name: "play",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		a.Seat = seat(p)
		// The answer may name a card played face down: other seats must
		// not see it before it is turned up. At the table a face-down card
		// is played unnamed, so nothing is secret.
		a.Secret = !g.table
		a.Text = g.playTexts[p][min(int(g.played), 1)]
		g.plays(p, a)
		if g.table {
			if g.played == 0 {
				a.Add("pass", "Pass: no card can be played (take "+count(g.eventTrauma(), "trauma card")+")", play(mPass, 0, 0, -1))
			} else {
				a.Add("stop", "Play no second card", play(mStop, 0, 0, -1))
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		mode, k, l, target := unpack(c.Arg)
		switch mode {
		case mPass:
			g.Push(passStep(p))
			return
		case mStop:
			g.Push(nextStep(p), refillStep(p))
			return
		}
		g.played++
		g.streak = 0
		g.Push(afterStep(p))
		who := g.person(p)
		switch mode {
		case mUp:
			g.fromHand(p, k)
			i := g.place(p, k, l, false)
			ki := &g.kinds[k]
			if ki.relic {
				g.log("play", who.Does("plays")+" "+ki.name+" in the "+lineNames[l]+" line.", p)
				return
			}
			g.log("play", who.Does("plays")+" "+ki.name+" face up in the "+lineNames[l]+" line.", p)
			g.special(p, k, i, false)
		case mDown:
			g.hidden++
			if k == unnamed {
				g.handN[p]--
			} else {
				g.fromHand(p, k)
			}
			g.place(p, k, l, true)
			g.log("play", who.Does("plays")+" a card face down in the "+lineNames[l]+" line.", p)
		case mShow:
			g.fromHand(p, k)
			g.own(p)[pWaste][k]++
			g.log("play", who.Does("shows")+" "+g.kinds[k].name+" and "+who.Mid().Verb("puts")+" it in the waste zone.", p)
		case mStrike:
			g.fromHand(p, k)
			g.own(p)[pDisc][k]++
			t := g.board[target]
			g.own(int(t.owner))[pDisc][t.kind]++
			g.log("play", who.Does("plays")+" "+g.kinds[k].name+" on "+g.person(int(t.owner)).Mid().Possessive()+" "+
				g.kinds[t.kind].name+": both cards go to their owners' discard piles.", p, int(t.owner))
			g.remove(target)
			g.settle(int(t.owner))
		}
		g.settle(p)
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		mode, k, l, target := unpack(c.Arg)
		switch {
		case mode == mUp || mode == mDown:
			t := rules.Touch{Places: []string{lineIDs[l]}}
			if k != unnamed {
				t.Cards = []string{g.kinds[k].id}
			}
			return t
		case mode == mShow:
			return g.cardTouch(k)
		case mode == mStrike && target >= 0 && target < len(g.board):
			on := g.board[target]
			return rules.Touch{Places: []string{lineIDs[on.line]}, Seats: []rules.Seat{rules.Seat(on.owner)},
				Cards: []string{g.kinds[k].id, g.kinds[on.kind].id}}
		}
		return rules.Touch{}
	},
}

// cardTouch is what a choice of one card kind of the hand touches: that
// card, and nothing on the board (the hand is no place there).
func (g *game) cardTouch(k int) rules.Touch {
	if k < 0 || k >= len(g.kinds) {
		return rules.Touch{}
	}
	return rules.Touch{Cards: []string{g.kinds[k].id}}
}

// touchCard is the Touch of a rule whose choices' argument is a card kind.
func touchCard(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.cardTouch(c.Arg) }

// kAfter: the monster is slain once every line holds its relics, even
// with a card of the turn still to play; otherwise the second card, or
// the end of the turn. A player who can play one card but not a second
// ends the turn without passing.
var afterRule = engine.Rule[*game]{
	Name: "after",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		switch {
		case g.result != nil:
		case g.allComplete():
			g.Push(slayStep(), refillStep(p))
		case int(g.played) < g.c.Turn.Plays && (g.table || g.playable(p)):
			g.Push(playStep(p))
		default:
			g.Push(nextStep(p), refillStep(p))
		}
	},
}

// kPass: a player with nothing to play passes and shuffles the event's
// trauma cards into the draw pile. Passing marks the player for the
// round's score (no second-place points) but does not take them out of
// the round: they still refill and play their next turns. When every
// player has passed in a row, nobody can play: the monster beats them all
// and the round ends unscored (the rulebook's "everyone got defeated by
// the monster").
var passRule = engine.Rule[*game]{
	Name: "pass",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		g.passed = g.passed.With(seat(p))
		if g.firstPass == noSeat {
			g.firstPass = int8(p)
		}
		g.streak++
		t := g.eventTrauma()
		g.log("pass", g.person(p).Does("passes")+" and "+g.person(p).Mid().Verb("takes")+" "+count(t, "trauma card")+".", p)
		if int(g.streak) >= g.n {
			g.beaten = true
			g.Push(slayStep())
		} else {
			g.Push(nextStep(p))
		}
		g.Push(refillStep(p), traumaStep(p, t))
	},
}

// kRefill: the end of a turn: draw 3, or eliminate a card that is no
// trauma and draw 4; then discard down to the hand limit (one card after a
// turn of two plays: the rulebook's "discard 1 ... must have 5 cards").
var refillRule = engine.Rule[*game]{
	Name: "refill",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if g.result != nil {
			return
		}
		a.Seat = seat(p)
		a.Text = "End of " + g.person(p).Mid().Possessive() + " turn: draw " + itoa(g.c.Turn.Refill.Draw) + ", or eliminate a card and draw " + itoa(g.c.Turn.Refresh.Draw) + "."
		a.Add("draw", "Draw "+itoa(g.c.Turn.Refill.Draw)+" cards, then discard down to the hand limit", -1)
		if !g.canRefresh(p) {
			return
		}
		for k := range g.kinds {
			if !g.kinds[k].trauma && g.holds(p, k) {
				a.Add(g.eliminateIDs[k], g.refreshLabels[k], k)
			}
		}
	},
	Touch: touchCard, // an elimination names its card; drawing (-1) names none
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		g.Push(trimStep(p))
		if c.Arg < 0 {
			g.drawCards(p, g.c.Turn.Refill.Draw)
			return
		}
		g.fromHand(p, c.Arg)
		g.own(p)[pWaste][c.Arg]++
		g.log("eliminate", g.person(p).Does("eliminates")+" "+g.kinds[c.Arg].name+" for good.", p)
		g.drawCards(p, g.c.Turn.Refresh.Draw)
	},
}

// canRefresh reports whether seat s may eliminate a card at the end of its
// turn: only while its draw and discard piles hold the cards the refresh
// draws, since the player "must have 5 cards at the start of each turn".
func (g *game) canRefresh(s int) bool {
	return g.drawCount(s)+g.sum(s, pDisc) >= g.c.Turn.Refresh.Draw
}

// kTrim: discard down to the round's hand limit.
var trimRule = engine.Rule[*game]{
	Name: "trim",
	Do: func(g *game, s engine.Step) {
		p := stepSeat(s)
		if n := g.handCount(p) - int(g.limit); n > 0 {
			g.Push(discardStep(p, n))
		}
	},
}

// kDraw: in digital play, the kind of a card drawn is a chance over the
// cards left in the draw pile.
var drawRule = engine.Rule[*game]{
	Name: "draw",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if g.drawCount(p) == 0 || nOf(s) <= 0 {
			return
		}
		a.Text = g.drawTexts[p]
		n := 0
		for k := range g.kinds {
			if g.pile[p][pDraw][k] > 0 {
				n++
			}
		}
		a.Grow(n)
		for k := range g.kinds {
			a.Outcome(g.cardIDs[k], g.kinds[k].name, int(g.pile[p][pDraw][k]), k)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		g.own(p)[pDraw][c.Arg]--
		g.own(p)[pHand][c.Arg]++
		g.settle(p)
		if nOf(s) > 1 {
			g.Push(drawStep(p, nOf(s)-1))
		}
	},
}

// handChoices offers each kind of card seat s may hold in hand.
func (g *game) handChoices(s int, a *engine.Ask, ids, labels []string, traumaToo bool) {
	for k := range g.kinds {
		if g.holds(s, k) && (traumaToo || !g.kinds[k].trauma) {
			a.Add(ids[k], labels[k], k)
		}
	}
}

// kDiscard: a card of the hand to the discard pile, face up.
var discardRule = engine.Rule[*game]{
	Name: "discard",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if nOf(s) <= 0 || g.handCount(p) == 0 {
			return
		}
		a.Seat = seat(p)
		a.Text = g.person(p).Does("discards") + " a card (" + itoa(nOf(s)) + " to go)."
		if g.round == 0 {
			// The opening hand: teach it where it is asked.
			a.Text = "Set-up: each player draws " + itoa(g.c.Setup.Draw) + " cards and keeps " + itoa(g.c.Setup.Keep) +
				", the rest to the discard pile. " + a.Text
		}
		g.handChoices(p, a, g.discardIDs, g.discardLabels, true)
	},
	Touch: touchCard,
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		g.fromHand(p, c.Arg)
		g.own(p)[pDisc][c.Arg]++
		g.log("discard", g.person(p).Does("discards")+" "+g.kinds[c.Arg].name+".", p)
		g.settle(p)
		g.Push(discardStep(p, nOf(s)-1))
	},
}

// kEliminate: a card of the hand to the waste zone, for good.
var eliminateRule = engine.Rule[*game]{
	Name: "eliminate",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if nOf(s) <= 0 || g.handCount(p) == 0 {
			return
		}
		a.Seat = seat(p)
		a.Text = g.person(p).Does("eliminates") + " a card of the hand (" + itoa(nOf(s)) + " to go)."
		g.handChoices(p, a, g.eliminateIDs, g.eliminateLabels, anyOf(s))
	},
	Touch: touchCard,
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		g.fromHand(p, c.Arg)
		g.own(p)[pWaste][c.Arg]++
		g.log("eliminate", g.person(p).Does("eliminates")+" "+g.kinds[c.Arg].name+" for good.", p)
		n := nOf(s) - 1
		g.Push(eliminateStep(p, n, anyOf(s)))
	},
}

// kTrauma: a trauma card from the supply, shuffled into a draw pile. Its
// value is a chance over the trauma cards not drawn yet (the cards left in
// the box are as unknown as those on the scoreboard). The last one drawn
// ends the game at the end of the turn or the round under way.
var traumaRule = engine.Rule[*game]{
	Name: "trauma",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		p := stepSeat(s)
		if nOf(s) <= 0 || g.traumaLeft == 0 {
			return
		}
		a.Text = "Draw a trauma card of the supply for " + g.person(p).Object() + "."
		for k := range g.kinds {
			if g.kinds[k].trauma {
				a.Outcome(g.cardIDs[k], g.kinds[k].name, int(g.supply[k]), k)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		p := stepSeat(s)
		g.supply[c.Arg]--
		g.traumaLeft--
		g.toDraw(p, c.Arg)
		g.log("trauma", g.person(p).Does("shuffles")+" a trauma card into "+g.person(p).Mid().Possessive()+" draw pile ("+itoa(g.traumaLeft)+" left on the scoreboard).", p)
		if g.traumaLeft == 0 && !g.dry {
			g.dry = true
			g.log("trauma", "No trauma card is left to draw: the game ends with this turn.")
		}
		g.Push(traumaStep(p, nOf(s)-1))
	},
}

// kNext: the next player clockwise, unless the game ends here.
var nextRule = engine.Rule[*game]{
	Name: "next",
	Do: func(g *game, s engine.Step) {
		if g.dry {
			g.finish("trauma", "No trauma card is left to draw.")
			return
		}
		g.Push(turnStep((stepSeat(s) + 1) % g.n))
	},
}
