package hallsofhorror

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// A turn: every participant in play picks an action card in secret and
// they are revealed together; then, from the first player clockwise, each
// action is resolved in full; then the First Player card passes to the
// next seat clockwise whose participant is still in play. The Master of
// the Ceremony phase between the two is not in these rules yet.

var turnRule = engine.Rule[*game]{
	Name: "turn",
	Do: func(g *game, _ engine.Step) {
		if g.turn >= maxTurns {
			g.over, g.phase = true, PhaseOver
			g.result = rules.Result{Outcome: "draw", Reason: "out of time",
				Text: "After " + itoa(maxTurns) + " turns the house closes its doors: nobody escapes and nobody wins (a safety end of these rules, not of the rulebook)."}
			g.log("end", g.result.Text, nil)
			return
		}
		g.turn++
		g.phase = PhaseActions
		g.revealed, g.moved = false, 0
		for s := range maxSeats {
			g.action[s], g.from[s] = -1, g.at[s]
		}
		g.log("turn", "Turn "+itoa(g.turn)+": "+g.person(g.first).Does("holds")+" the First Player card.", nil, g.first)
		g.Push(endTurnStep(), resolveStep(0), actionsStep(g.seatsInPlay()))
	},
}

// options is the action cards seat s may play this turn, by the rulebook
// 5.1 and 5.2.1: alone in a room, a move that leads to a room of the grid
// or Search; with another participant or an active Killer, Attack or
// Escape. A move off the grid is never offered (the rulebook has the
// player pick again).
func (g *game) options(s int, a *engine.Ask) {
	if !g.alone(s) {
		a.Add(actIDs[actAttack], "Attack", actAttack)
		a.Add(actIDs[actEscape], "Escape", actEscape)
		return
	}
	from := int(g.at[s])
	for act := actUp; act <= actRight; act++ {
		if to := g.neighbour(from, act); to != noCell {
			a.Add(actIDs[act], "Move "+actIDs[act]+" to "+g.where(to)+" ("+g.cellID(to)+")", act)
		}
	}
	a.Add(actIDs[actSearch], "Search "+g.where(from), actSearch)
}

var actionsRule = engine.SecretRound("actions",
	func(g *game, s rules.Seat, a *engine.Ask) {
		who := int(s)
		a.Text = g.person(who).Possessive() + " action card for turn " + itoa(g.turn) + ", chosen in secret: "
		if g.alone(who) {
			a.Text += "move or search?"
		} else {
			a.Text += g.person(who).Mid().Does("is") + " not alone, so attack or escape?"
		}
		g.options(who, a)
	},
	func(g *game, s rules.Seat, c engine.Choice) { g.action[s] = int8(c.Arg) },
	func(g *game) rules.Event {
		g.revealed, g.phase = true, PhaseResolve
		var shown []string
		for i := range g.n {
			s := (g.first + i) % g.n
			if g.action[s] >= 0 {
				shown = append(shown, g.person(s).Mid().Does("plays")+" "+actNames[g.action[s]])
			}
		}
		return rules.Event{Kind: "actions", Text: "Action cards: " + strings.Join(shown, ", ") + "."}
	})

// resolveRule resolves the action of the seat at place idx of the
// initiative order, then the next place. A participant who died earlier
// in the turn does nothing.
var resolveRule = engine.Rule[*game]{
	Name: "resolve",
	Do: func(g *game, s engine.Step) {
		idx := idxOf(s)
		if idx >= g.n {
			return
		}
		g.Push(resolveStep(idx + 1))
		who := (g.first + idx) % g.n
		act := int(g.action[who])
		if act < 0 || !g.inPlay(who) {
			return
		}
		switch {
		case act <= actRight:
			g.Push(moveStep(who, act))
		case act == actSearch:
			g.Push(searchStep(who))
		default:
			g.Push(combatStep(who, act))
		}
	},
}

// moveRule moves a participant one room. The moves of a turn count as
// made at once, so two participants swapping rooms would pass through the
// same doorway: the one earlier in the initiative order moves, the other
// stays (5.2.1). Entering a face-down room turns it up first (deck.go).
var moveRule = engine.Rule[*game]{
	Name: "move",
	Do: func(g *game, s engine.Step) {
		who, act := stepSeat(s), actOf(s)
		from := int(g.at[who])
		to := g.neighbour(from, act)
		if to == noCell {
			return // never offered
		}
		for t := range g.n {
			if t != who && g.moved.Has(seat(t)) && int(g.from[t]) == to && int(g.at[t]) == from {
				g.log("doorway", g.person(who).Does("stays")+" in "+g.where(from)+": "+g.person(t).Mid().String()+" came through the same doorway first.",
					[]string{g.cellID(from)}, who, t)
				return
			}
		}
		if g.room[to] < 0 {
			g.Push(revealStep(who, to))
			return
		}
		g.at[who] = int8(to)
		g.moved = g.moved.With(seat(who))
		g.log("move", g.person(who).Does("moves")+" "+actIDs[act]+" to "+g.where(to)+".", []string{g.cellID(to)}, who)
	},
}

// combatRule stands for combat, which is not in these rules yet: the card
// was chosen and revealed, and nothing happens.
var combatRule = engine.Rule[*game]{
	Name: "combat",
	Do: func(g *game, s engine.Step) {
		who, act := stepSeat(s), actOf(s)
		g.log("combat", g.person(who).Possessive()+" "+actNames[act]+": combat is not in these rules yet, so nothing happens.",
			[]string{g.cellID(int(g.at[who]))}, who)
	},
}

// endTurnRule ends the action resolution phase: whoever escaped through an
// exit this turn wins, sharing the win with any other who did; otherwise
// the First Player card passes clockwise to the next participant in play,
// and the next turn begins.
var endTurnRule = engine.Rule[*game]{
	Name: "end turn",
	Do: func(g *game, _ engine.Step) {
		if g.escaped != 0 {
			var winners []rules.Seat
			for s := range g.n {
				if g.escaped.Has(seat(s)) {
					winners = append(winners, seat(s))
				}
			}
			g.over, g.phase = true, PhaseOver
			text := g.joinNames(winners) + " escaped the Halls of Horror and share the win."
			if len(winners) == 1 {
				text = g.person(int(winners[0])).Does("escapes") + " the Halls of Horror and wins."
			}
			g.result = rules.Result{Outcome: "winner", Reason: "escaped", Winners: winners, Text: text}
			g.log("end", text, nil)
			return
		}
		for i := 1; i <= g.n; i++ {
			if s := (g.first + i) % g.n; g.inPlay(s) {
				g.first = s
				break
			}
		}
		g.Push(turnStep())
	},
}

// die kills seat s's participant; once none is left in play, the players
// who lost theirs in an earlier turn (the Masters of the Ceremony) share
// the win.
func (g *game) die(s int) {
	g.dead = g.dead.With(seat(s))
	g.died[s] = int16(g.turn)
	g.health[s] = 0
	g.log("death", g.person(s).Possessive()+" participant dies in "+g.where(int(g.at[s]))+".", []string{g.cellID(int(g.at[s]))}, s)
	if g.seatsInPlay() != 0 || g.escaped != 0 {
		return
	}
	var winners []rules.Seat
	for t := range g.n {
		if g.dead.Has(seat(t)) && int(g.died[t]) < g.turn {
			winners = append(winners, seat(t))
		}
	}
	g.over, g.phase = true, PhaseOver
	if len(winners) == 0 {
		g.result = rules.Result{Outcome: "draw", Reason: "all dead",
			Text: "Every participant died in the same turn, before anyone became the Master of the Ceremony: nobody wins."}
	} else {
		g.result = rules.Result{Outcome: "winner", Reason: "all dead", Winners: winners,
			Text: "Every participant is dead: the Masters of the Ceremony win (" + g.joinNames(winners) + ")."}
	}
	g.log("end", g.result.Text, nil)
}

// joinNames says "Ann", "Ann and Bob", "Ann, you and Cat": the first as a
// sentence starts, the others as inside one.
func (g *game) joinNames(seats []rules.Seat) string {
	var names []string
	for i, s := range seats {
		p := g.person(int(s))
		if i > 0 {
			p = p.Mid()
		}
		names = append(names, p.String())
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
