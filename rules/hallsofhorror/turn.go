package hallsofhorror

import (
	"math/bits"
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// A turn (rulebook 5): every participant in play picks an action card in
// secret and they are revealed together; then, from the first player
// clockwise, each action is resolved in full (a room's combat all at once,
// when its first participant comes up); then the Master of the Ceremony
// phase (mc.go); then the First Player card passes to the next seat
// clockwise whose participant is still in play, and with it the MC card
// among the dead.

var turnRule = engine.Rule[*game]{
	Name: "turn",
	Do: func(g *game, _ engine.Step) {
		g.turn++
		g.phase = PhaseActions
		g.revealed, g.moved, g.fought = false, 0, 0
		for s := range maxSeats {
			g.action[s], g.from[s], g.lockIn[s] = -1, g.at[s], noCell
		}
		g.log("turn", "Turn "+itoa(g.turn)+": "+g.person(g.first).Does("holds")+" the First Player card.", nil, g.first)
		g.Push(endTurnStep(), mcPhaseStep(), resolvedStep(), resolveStep(0), actionsStep(g.seatsInPlay()))
	},
}

// options is the action cards seat s may play this turn, by the rulebook
// 5.1 and 5.2.1: shut in a puzzle room, Search alone; alone in a room, a
// move that leads to an open room of the grid, or Search; with another
// participant or an active Killer, Attack or Escape. A move off the grid
// or into a locked room is never offered (the rulebook has the player pick
// again).
func (g *game) options(s int, a *engine.Ask) {
	from := int(g.at[s])
	if g.shut&(1<<from) != 0 {
		a.Add(actIDs[actSearch], "Search: work on the puzzle that holds you", actSearch)
		return
	}
	if !g.alone(s) {
		a.Add(actIDs[actAttack], "Attack", actAttack)
		a.Add(actIDs[actEscape], "Escape", actEscape)
		return
	}
	for act := actUp; act <= actRight; act++ {
		to := g.neighbour(from, act)
		switch {
		case to == noCell || !g.open(to):
		case g.room[to] < 0:
			a.Add(actIDs[act], g.moveDown[from][act], act)
		default:
			a.Add(actIDs[act], "Move "+actIDs[act]+" to "+g.where(to)+" ("+g.cellID(to)+")", act)
		}
	}
	a.Add(actIDs[actSearch], "Search "+g.where(from), actSearch)
}

// The three questions of the action round: shut in a puzzle, alone, or in
// company (static.actionTexts).
const (
	askShut = iota
	askAlone
	askFight
)

// actionTexts are a seat's three questions of the action round, made
// once: every seat is asked one every turn.
func actionTexts(p grammar.Person) [3]string {
	start := p.Possessive() + " action card, chosen in secret: "
	return [3]string{
		start + p.Mid().Does("is") + " locked in a puzzle, so Search.",
		start + "move or search?",
		start + p.Mid().Does("is") + " not alone, so attack or escape?",
	}
}

var actionsRule = withTouch(engine.SecretRound("actions",
	func(g *game, s rules.Seat, a *engine.Ask) {
		who := int(s)
		switch {
		case g.shut&(1<<g.at[who]) != 0:
			a.Text = g.actionTexts[who][askShut]
		case g.alone(who):
			a.Text = g.actionTexts[who][askAlone]
		default:
			a.Text = g.actionTexts[who][askFight]
		}
		g.options(who, a)
	},
	func(g *game, s rules.Seat, c engine.Choice) { g.action[s] = int8(c.Arg) },
	func(g *game) rules.Event {
		g.revealed, g.phase = true, PhaseResolve
		if !g.Telling() {
			return rules.Event{Kind: "actions"} // nobody reads it
		}
		var shown []string
		for i := range g.n {
			s := (g.first + i) % g.n
			if g.action[s] >= 0 {
				shown = append(shown, g.person(s).Mid().Does("plays")+" "+actNames[g.action[s]])
			}
		}
		return rules.Event{Kind: "actions", Text: "Action cards: " + strings.Join(shown, ", ") + "."}
	}), actionTouch)

// withTouch is rule r with its Touch set.
func withTouch(r engine.Rule[*game], t func(g *game, s engine.Step, c engine.Choice) rules.Touch) engine.Rule[*game] {
	r.Touch = t
	return r
}

// actionTouch: a move card touches the room it leads to, a Search the
// room searched.
func actionTouch(g *game, _ engine.Step, c engine.Choice) rules.Touch {
	if c.Seat < 0 || int(c.Seat) >= g.n || g.at[c.Seat] == noCell {
		return rules.Touch{}
	}
	cell := int(g.at[c.Seat])
	if c.Arg <= actRight {
		cell = g.neighbour(cell, c.Arg)
	}
	return cellTouch(g, engine.Step{}, engine.Choice{Arg: cell})
}

// resolveRule resolves the action of the seat at place idx of the
// initiative order, then the next place. A participant who died earlier
// in the turn does nothing; a combat card resolves its room's combat.
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
			g.Push(fightStep(int(g.from[who])))
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
		if to == noCell || !g.open(to) {
			g.log("move", g.person(who).Does("stays")+" in "+g.where(from)+": the way "+actIDs[act]+" is shut.", g.places(from), who)
			return
		}
		for t := range g.n {
			if t != who && g.moved.Has(seat(t)) && int(g.from[t]) == to && int(g.at[t]) == from {
				g.log("doorway", g.person(who).Does("stays")+" in "+g.where(from)+": "+g.person(t).Mid().String()+" came through the same doorway first.",
					g.places(from), who, t)
				return
			}
		}
		g.enter(who, to, "moves", moveTo[act])
	},
}

// moveTo says where each move card goes, after the verb.
var moveTo = [4]string{"up to", "down to", "left to", "right to"}

// enter puts seat who's participant in cell, turning it up first when it
// lies face down; verb and how say the move ("moves" "up to", "escapes"
// "to").
func (g *game) enter(who, cell int, verb, how string) {
	if g.room[cell] < 0 {
		g.Push(revealStep(who, cell))
		return
	}
	g.at[who] = int8(cell)
	g.moved = g.moved.With(seat(who))
	g.log("move", g.person(who).Does(verb)+" "+how+" "+g.where(cell)+".", g.places(cell), who)
}

// resolvedRule ends the action resolution phase: whoever escaped through
// an exit this turn wins, sharing the win with any other who did; and a
// participant alone at the end of the turn in a puzzle room that locks,
// turned up by their entry this turn, is locked in it.
var resolvedRule = engine.Rule[*game]{
	Name: "resolution ends",
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
			g.result = &rules.Result{Outcome: "winner", Reason: "escaped", Winners: winners, Text: text}
			g.log("end", text, nil)
			return
		}
		for s := range g.n {
			cell := int(g.lockIn[s])
			if cell == noCell || !g.inPlay(s) || int(g.at[s]) != cell || !g.alone(s) {
				continue
			}
			g.shut |= 1 << cell
			g.log("shut", "The door of the "+g.roomOf(cell).Name+" locks behind "+g.person(s).Mid().Object()+": only its puzzle opens it.", g.places(cell), s)
		}
	},
}

// endTurnRule passes the First Player card clockwise to the next
// participant in play, and with several dead the MC card clockwise to the
// next of them; then the next turn begins.
var endTurnRule = engine.Rule[*game]{
	Name: "end turn",
	Do: func(g *game, _ engine.Step) {
		for i := 1; i <= g.n; i++ {
			if s := (g.first + i) % g.n; g.inPlay(s) {
				g.first = s
				break
			}
		}
		if g.mc >= 0 && bits.OnesCount16(uint16(g.dead)) > 1 {
			for i := 1; i <= g.n; i++ {
				if s := (g.mc + i) % g.n; g.dead.Has(seat(s)) {
					if s != g.mc {
						g.mc = s
						g.log("mc", g.person(s).Does("takes")+" the Master of the Ceremony card.", nil, s)
					}
					break
				}
			}
		}
		g.Push(turnStep())
	},
}

// die kills seat s's participant: the body lies where they fell (a puzzle
// room shut on them opens), their
// player locks two rooms this turn and takes the Master of the Ceremony
// card at once. Once no participant is left in play, every player who
// held the MC card before the last death shares the win: all but the
// last to die (7.0).
func (g *game) die(s int) {
	g.dead = g.dead.With(seat(s))
	g.body = g.body.With(seat(s))
	g.health[s] = 0
	g.panic = g.panic.Without(seat(s))
	g.lockOwed[s] += 2
	cell := int(g.at[s])
	g.log("death", g.person(s).Possessive()+" participant dies in "+g.where(cell)+".", g.places(cell), s)
	if g.shut&(1<<cell) != 0 {
		// The puzzle held only its entrant: with them dead the door
		// opens, so the body can be searched (the rulebook is silent).
		g.shut &^= 1 << cell
		g.log("open", "The "+g.roomOf(cell).Name+" opens.", g.places(cell))
	}
	if g.seatsInPlay() != 0 || g.escaped != 0 {
		g.mc = s
		g.log("mc", g.person(s).Does("becomes")+" the Master of the Ceremony.", nil, s)
		return
	}
	var winners []rules.Seat
	for t := range g.n {
		if t != s && g.dead.Has(seat(t)) {
			winners = append(winners, seat(t))
		}
	}
	g.over, g.phase = true, PhaseOver
	g.result = &rules.Result{Outcome: "winner", Reason: "all dead", Winners: winners,
		Text: "Every participant is dead: the Masters of the Ceremony win (" + g.joinNames(winners) + ")."}
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
	return joinAnd(names)
}

// joinAnd says "a", "a and b", "a, b and c".
func joinAnd(xs []string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
