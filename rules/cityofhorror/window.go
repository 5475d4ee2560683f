package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Windows. Action cards and powers may be played at any moment but right
// after a vote. The game opens a window at each moment where one matters:
// a new hour before the movement cards, before the moves, before each
// zombie attack and each sharing vote, and at dawn before the helicopter;
// and after the moves while a rested Blonde is about to draw a zombie.
// A window is a public question (asked of rules.Nobody, anyone at the
// table): "go on", or someone plays. Then the table says who (a player
// with nothing they could play is not listed, so the game never waits on
// them), and the keyboard goes to that player, behind the hand-over
// screen, to say what they play; then the window opens again, since the
// others may want to answer. It closes when the table says go on.

// Moments a window opens at.
const (
	wStart  = iota // a new hour, before the movement cards
	wMoves         // the invasion is over, before the moves
	wAttack        // before the zombies attack a location
	wShare         // before the vote on who shares a location's items
	wEnd           // dawn, before the helicopter
	wBlonde        // after the moves, before a rested Blonde draws a zombie
)

// momentText says when window m at loc is open, for people.
func (g *game) momentText(m, loc int) string {
	switch m {
	case wStart:
		return g.hourName() + ", before the movement cards"
	case wMoves:
		return g.hourName() + ", before the moves"
	case wAttack:
		return "Before the zombies at the " + g.locName(loc) + " attack"
	case wShare:
		return "Before the vote on who shares out the items at the " + g.locName(loc)
	case wBlonde:
		return g.hourName() + ", after the moves, before the Blonde draws a zombie"
	}
	return "Dawn, before the helicopter"
}

// Items a seat may act with: a card (its title), a power (the character,
// from itemPower on) or a location's effect (from itemLoc on).
const (
	itemPower = maxTitles
	itemLoc   = itemPower + maxChars
	itemGive  = itemLoc + maxLocs // a gift to another player
)

// offer gathers the answers of a prompt, or, with no Ask, only finds
// whether there is one: a window asks of every seat whether it could act,
// and that must not build every label.
type offer struct {
	a     *engine.Ask
	found bool
}

// want notes an answer; it reports whether to build it.
func (o *offer) want() bool {
	o.found = true
	return o.a != nil
}

// enough reports whether a search for any answer is over.
func (o *offer) enough() bool { return o.a == nil && o.found }

// inWindow reports whether an effect of kind k is played in a window; the
// others have a moment of their own (a move, a cancellation).
func inWindow(k string) bool {
	switch k {
	case coh.EffEnterFull, coh.EffChangeMovement, coh.EffCancelAction, coh.EffCancelMovement, coh.EffNone:
		return false
	}
	return true
}

// trading reports whether window m is one where players trade: the
// start of an hour, before a sharing vote and at dawn. Trades are free at
// any time in the rules; haunt offers them at the moments where they
// matter (deals for the hour, for the share, for the helicopter), so the
// windows before each move and attack stay short.
func trading(m int) bool { return m == wStart || m == wShare || m == wEnd }

// acts offers what seat s may play in window m.
func (g *game) acts(s, m int, o *offer) {
	if g.living(s) == 0 {
		return
	}
	for t, c := range g.c.Actions {
		if inWindow(c.Effect.Kind) && g.holds(s, t) && g.hasTargets(s, g.item(s, t)) {
			if o.want() {
				o.a.Add(g.playIDs[t], g.playLabels[t], t)
			}
			if o.enough() {
				return
			}
		}
	}
	if trading(m) && g.hasTargets(s, g.item(s, itemGive)) {
		if o.want() {
			o.a.Add("give", "Give an action card or an antidote to another player (a trade is a gift each way)", itemGive)
		}
		if o.enough() {
			return
		}
	}
	for ch, c := range g.c.Characters {
		if int(g.owner[ch]) != s || g.at[ch] < 0 || g.tired.has(ch) || !inWindow(c.Power.Kind) || c.Power.Kind == coh.EffMoveThisRound && g.lifted.has(ch) {
			continue
		}
		if g.hasTargets(s, g.item(s, itemPower+ch)) {
			if o.want() {
				o.a.Add(g.powerIDs[ch], g.powerLabels[ch], itemPower+ch)
			}
			if o.enough() {
				return
			}
		}
	}
}

// canAct reports whether seat s could play anything in a window now.
func (g *game) canAct(s, m int) bool {
	o := offer{}
	g.acts(s, m, &o)
	return o.found
}

var windowRule = engine.Rule[*game]{
	Name: "window",
	Text: func(g *game, s engine.Step) string {
		return g.momentText(momentOf(s), locOf(s)) + ": does anyone play an action card or a power?"
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		m, loc := momentOf(s), locOf(s)
		if !g.windowOpen(m, loc) || g.claimants(m) == 0 {
			return
		}
		a.Seat = rules.Nobody
		// "go on" first: the answer given most, so enter gives it.
		a.Add(goOn, "Nobody: go on", -1)
		a.Add("act", "Someone plays a card or a power", 0)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		if c.Arg < 0 {
			g.window = ""
			return
		}
		g.Push(s, claimStep(momentOf(s), locOf(s)))
	},
}

// claimants is the seats the table may think could play something in
// window m now: those that can, and those holding cards. A hand's size is
// public and its cards are not, so the list gives no hand away; a seat
// named that has nothing to play says so.
func (g *game) claimants(m int) engine.Seats {
	var can engine.Seats
	for t := range g.n {
		if g.living(t) > 0 && (g.handSize(t) > 0 || g.canAct(t, m)) {
			can = can.With(seat(t))
		}
	}
	return can
}

// kClaim: who plays, once the table said someone does. The keyboard goes
// to them next, behind the hand-over.
var claimRule = engine.Rule[*game]{
	Name: "claim",
	Text: func(g *game, s engine.Step) string {
		return g.momentText(momentOf(s), locOf(s)) + ": who plays a card or a power?"
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		can := g.claimants(momentOf(s))
		a.Seat = rules.Nobody
		a.Grow(g.n)
		for t := range g.n {
			if can.Has(seat(t)) {
				a.Add(g.actIDs[t], g.actLabels[t], t)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.Push(actStep(c.Arg, momentOf(s), locOf(s)))
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return seatsTouch(c.Arg) },
}

// windowOpen reports whether window m at loc has a reason to open, and
// notes it for the view: before an attack, only where zombies and
// characters meet; before a sharing, only where someone stands to share.
func (g *game) windowOpen(m, loc int) bool {
	switch m {
	case wAttack:
		if g.here(-1, loc) == 0 || g.zombies[loc] == 0 {
			return false
		}
	case wShare:
		if g.here(-1, loc) == 0 || g.dropCards[loc]+g.dropAnti[loc]+g.dropKnown(loc) == 0 {
			return false
		}
	case wBlonde:
		if !g.blondeDraws() {
			return false
		}
	}
	g.window = g.momentText(m, loc)
	return true
}

// kAct: the seat that claimed the window says what it plays.
var actRule = engine.Rule[*game]{
	Name: "act",
	Text: func(g *game, s engine.Step) string {
		return g.person(stepSeat(s)).Does("plays") + " a card or a power (" + lowerFirst(g.momentText(momentOf(s), locOf(s))) + "): which one?"
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		g.acts(who, momentOf(s), &offer{a: a})
		if len(a.Choices) == 0 {
			a.Add("nothing", "Nothing I can play now", -1)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		if c.Arg >= 0 {
			g.start(stepSeat(s), c.Arg)
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if c.Arg >= itemPower && c.Arg < itemLoc {
			return cardsTouch(g.c.Characters[c.Arg-itemPower].ID)
		}
		return rules.Touch{}
	},
}

// start plays item (a card's title, or itemPower plus a character) for
// seat s: it asks for targets first when the effect needs them.
func (g *game) start(s, item int) {
	p := g.item(s, item)
	if g.targetsNeeded(p) > 0 {
		g.Push(targetStep(s, item, 0, 0))
		return
	}
	g.commit(p)
}

// item is the play of item by seat s, targets not chosen yet.
func (g *game) item(s, item int) play {
	p := play{seat: int8(s), card: -1, ch: -1, loc: -1}
	switch {
	case item >= itemGive:
		p.loc = locGive
	case item >= itemLoc:
		p.loc = int8(item - itemLoc)
	case item >= itemPower:
		p.ch = int8(item - itemPower)
	default:
		p.card = int8(item)
	}
	return p
}

// commit plays p with its targets chosen.
func (g *game) commit(p play) {
	switch {
	case p.card >= 0:
		g.playCard(int(p.seat), int(p.card), int(p.a), int(p.b))
	case p.ch >= 0:
		g.usePower(int(p.ch), int(p.a), int(p.b))
	default:
		g.resolve(p)
	}
}

// kTarget: the targets of a card or power, one at a time.
var targetRule = engine.Rule[*game]{
	Name: "target",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		p := g.item(who, itemOf(s))
		p.a = int16(firstOf(s))
		a.Seat = seat(who)
		a.Text = capital(g.targetQuestion(p, stageOf(s)))
		g.targets(p, stageOf(s), &offer{a: a})
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who, stage := stepSeat(s), stageOf(s)
		p := g.item(who, itemOf(s))
		p.a = int16(firstOf(s))
		if stage == 0 {
			p.a = int16(c.Arg)
		} else {
			p.b = int16(c.Arg)
		}
		if stage+1 < g.targetsNeeded(p) {
			g.Push(targetStep(who, itemOf(s), stage+1, int(p.a)))
			return
		}
		g.commit(p)
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		return g.targetTouch(g.effect(g.item(stepSeat(s), itemOf(s))).Kind, stageOf(s), c.Arg)
	},
}

// lowerFirst starts text with a small letter, for a clause inside a
// sentence.
func lowerFirst(text string) string {
	if text != "" && text[0] >= 'A' && text[0] <= 'Z' {
		return string(text[0]-'A'+'a') + text[1:]
	}
	return text
}
