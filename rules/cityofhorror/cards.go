package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Action cards: where each card is, drawing one into a hand, playing one,
// and cancelling one. A card played goes face up on the discard pile at
// once and waits on the stack of plays; the table may cancel it (Pepper
// Spray, the Punk) before it resolves, and only then does it act.

// play is a card, a power or a location's effect played and not resolved
// yet.
type play struct {
	seat      int8
	card      int8  // the title, -1 for a power or a location
	ch        int8  // the character whose power, -1 for a card or a location
	loc       int8  // the location whose effect, -1 for a card or a power
	a, b      int16 // its targets, as its effect reads them
	cancelled bool
}

// effect is what play p does.
func (g *game) effect(p play) coh.Effect {
	switch {
	case p.card >= 0:
		return g.c.Actions[p.card].Effect
	case p.ch >= 0:
		return g.c.Characters[p.ch].Power
	case p.loc == locGive:
		return coh.Effect{Kind: effGive}
	}
	return g.sideOf(int(p.loc)).Effect
}

// A gift from one player to another: an action card or an antidote.
// Trades are free in City of Horror; a trade is a gift each way.
const (
	locGive = -2 // play.loc of a gift
	effGive = "give"
)

// what names play p: "Ann's Shotgun", "Ann's Geek", "Ann's use of the
// Bank".
func (g *game) what(p play) string {
	return g.person(int(p.seat)).Mid().Possessive() + " " + g.titled(p)
}

// handSize is how many action cards seat s holds (in a draft: the packet
// in front of it and the cards it kept).
func (g *game) handSize(s int) int {
	k := g.unseen[s]
	for t := range g.c.Actions {
		k += int(g.known[handPile(s)][t] + g.known[keptPile(s)][t])
	}
	return k
}

// unseenCopies is how many cards of title t the app has not been told of:
// in the deck, face down on a location, or in a hand at the table.
func (g *game) unseenCopies(t int) int {
	k := g.c.Actions[t].Copies
	for p := range g.known {
		k -= int(g.known[p][t])
	}
	return k
}

// holds reports whether seat s may hold a card of title t: it has one, or
// at the table it has cards nobody has named and a copy is unaccounted for.
func (g *game) holds(s, t int) bool {
	if g.known[handPile(s)][t] > 0 {
		return true
	}
	return g.unseen[s] > 0 && g.unseenCopies(t) > 0
}

// fromHand takes a card of title t out of seat s's hand (holds must be
// true); the caller puts it where it goes.
func (g *game) fromHand(s, t int) {
	if g.known[handPile(s)][t] > 0 {
		g.ownCards()
		g.known[handPile(s)][t]--
	} else {
		g.unseen[s]--
	}
}

// toHand puts a card of title t everyone has seen into seat s's hand. At
// the table the app forgets it: a hand there is never known.
func (g *game) toHand(s, t int) {
	if g.table {
		g.unseen[s]++
	} else {
		g.ownCards()
		g.known[handPile(s)][t]++
	}
}

// discard puts a card of title t from seat s's hand face up on the discard
// pile.
func (g *game) discard(s, t int) {
	g.fromHand(s, t)
	g.ownCards()
	g.known[pileDiscard][t]++
}

// draw deals seat s up to n cards from the deck: at the table they stay
// unseen; in digital play each one's title is drawn (kDraw).
func (g *game) draw(s, n int) {
	n = min(n, g.deck)
	if n <= 0 {
		return
	}
	if g.table {
		g.deck -= n
		g.unseen[s] += n
		return
	}
	g.Push(drawStep(s, n))
}

// cardOutcomes offers the title of a card nobody has seen, by the copies
// unaccounted for.
func (g *game) cardOutcomes(a *engine.Ask) {
	a.Grow(len(g.c.Actions))
	for t, c := range g.c.Actions {
		a.Outcome(g.cardIDs[t], c.Title, g.unseenCopies(t), t)
	}
}

// kDraw: the title of a card drawn into a hand, in digital play.
var drawRule = engine.Rule[*game]{
	Name: "draw",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		if g.deck == 0 {
			return
		}
		a.Text = "Deal " + g.person(stepSeat(s)).Object() + " an action card from the deck."
		g.cardOutcomes(a)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.deck--
		g.ownCards()
		g.known[handPile(who)][c.Arg]++
		if leftOf(s) > 1 {
			g.Push(drawStep(who, leftOf(s)-1))
		}
	},
}

// kLook: in digital play the sharer looks at the face-down cards lying
// on a location: each one's title is drawn.
var lookRule = engine.Rule[*game]{
	Name: "look",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		loc := locOf(s)
		if g.dropCards[loc] == 0 {
			return
		}
		a.Text = "Turn up a card lying at the " + g.locName(loc) + " for " + g.person(stepSeat(s)).Object() + " to see."
		g.cardOutcomes(a)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		loc := locOf(s)
		g.dropCards[loc]--
		g.ownCards()
		g.known[dropPile(loc)][c.Arg]++
		g.Push(lookStep(stepSeat(s), loc))
	},
}

// kSteal: the card a seat takes at random from another's hand, in digital
// play (at the table an unseen card changes hands, and nobody says which).
var stealRule = engine.Rule[*game]{
	Name: "steal",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		thief, from := stepSeat(s), victimOf(s)
		a.Text = "Which card does " + g.person(thief).Mid().String() + " take from " + g.person(from).Object() + "?"
		for t, c := range g.c.Actions {
			a.Outcome(g.cardIDs[t], c.Title, int(g.known[handPile(from)][t]), t)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.ownCards()
		g.known[handPile(victimOf(s))][c.Arg]--
		g.known[handPile(stepSeat(s))][c.Arg]++
	},
}

// steal moves one card at random from seat from's hand to thief's.
func (g *game) steal(thief, from int) {
	if g.handSize(from) == 0 {
		return
	}
	g.log("steal", g.person(thief).Does("takes")+" an action card at random from "+g.person(from).Object()+".", nil, thief, from)
	if g.table {
		g.unseen[from]--
		g.unseen[thief]++
		return
	}
	g.Push(stealStep(thief, from))
}

// playCard plays card t from seat s's hand with its targets: face up on
// the discard pile, then a chance for the table to cancel it, then its
// effect (kResolvePlay).
func (g *game) playCard(s, t, a, b int) {
	g.discard(s, t)
	p := play{seat: int8(s), card: int8(t), ch: -1, loc: -1, a: int16(a), b: int16(b)}
	g.plays[g.nplays] = p
	g.nplays++
	g.log("play", g.person(s).Does("plays")+" "+g.c.Actions[t].Title+g.targetText(p)+".", g.targetPlaces(p), s)
	g.Push(resolvePlayStep(), cancelStep())
}

// usePower exhausts character ch for its power on targets a, b: a power
// is never cancelled, so it acts at once.
func (g *game) usePower(ch, a, b int) {
	s := int(g.owner[ch])
	g.tired.set(ch, true)
	p := play{seat: int8(s), card: -1, ch: int8(ch), loc: -1, a: int16(a), b: int16(b)}
	g.log("power", g.person(s).Does("exhausts")+" the "+g.charName(ch)+g.targetText(p)+".", g.targetPlaces(p), s)
	g.resolve(p)
}

// power is seat s's rested living character whose power is kind, or -1.
func (g *game) power(s int, kind string) int {
	for ch, c := range g.c.Characters {
		if int(g.owner[ch]) == s && g.at[ch] >= 0 && !g.tired.has(ch) && c.Power.Kind == kind {
			return ch
		}
	}
	return -1
}

// mayCancel reports whether the table may think seat s could cancel a
// card: it holds cards or has a rested Punk. Only what everyone sees
// counts, so naming the seats that might cancel gives no hand away.
func (g *game) mayCancel(s int) bool {
	return g.living(s) > 0 && (g.handSize(s) > 0 && g.cancelsHidden() || g.power(s, coh.EffCancelAction) >= 0)
}

// cancelsHidden reports whether a card that cancels may be in some hand:
// not every copy lies face up on the discard pile.
func (g *game) cancelsHidden() bool {
	for t, c := range g.c.Actions {
		if c.Effect.Kind == coh.EffCancelAction && int(g.known[pileDiscard][t]) < c.Copies {
			return true
		}
	}
	return false
}

// kCancel: right after a card is played, anyone may cancel it before it
// acts: the table says whether someone does.
var cancelRule = engine.Rule[*game]{
	Name: "cancel",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		p := g.plays[g.nplays-1]
		for s := range g.n {
			if g.mayCancel(s) {
				a.Seat = rules.Nobody
				a.Text = capital(g.what(p)) + " is played" + g.targetText(p) + ". Does anyone cancel it before it acts?"
				a.Add(goOn, "Nobody cancels it: it acts", -1)
				a.Add("cancel", "Someone cancels it", 0)
				return
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		if c.Arg >= 0 {
			g.Push(cancelWhoStep())
		}
	},
}

// kCancelWho: who cancels; the keyboard goes to them.
var cancelWhoRule = engine.Rule[*game]{
	Name: "cancel who",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		a.Seat = rules.Nobody
		a.Text = "Who cancels " + g.what(g.plays[g.nplays-1]) + "?"
		for s := range g.n {
			if g.mayCancel(s) {
				a.Add(g.cancelIDs[s], g.cancelLabels[s], s)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.Push(cancelByStep(c.Arg)) },
	Touch:  func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return seatsTouch(c.Arg) },
}

// kCancelBy: the seat that cancels says how, or that it cannot after all
// (then the table is asked again): at the table a player may have spoken
// too soon.
var cancelByRule = engine.Rule[*game]{
	Name: "cancel by",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = g.person(who).Does("cancels") + " " + g.what(g.plays[g.nplays-1]) + ": with what?"
		for t, c := range g.c.Actions {
			if c.Effect.Kind == coh.EffCancelAction && g.holds(who, t) {
				a.Add(g.playIDs[t], g.playLabels[t], t)
			}
		}
		if ch := g.power(who, coh.EffCancelAction); ch >= 0 {
			a.Add(g.powerIDs[ch], g.powerLabels[ch], itemPower+ch)
		}
		a.Add("nothing", "Nothing that cancels it, after all", -1)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		switch {
		case c.Arg < 0:
			g.Push(cancelStep())
		case c.Arg >= itemPower:
			g.usePower(c.Arg-itemPower, g.nplays-1, 0)
		default:
			g.playCard(stepSeat(s), c.Arg, g.nplays-1, 0)
		}
	},
}

// kResolvePlay: the card on top of the plays acts, unless it was
// cancelled.
var resolvePlayRule = engine.Rule[*game]{
	Name: "resolve play",
	Do: func(g *game, _ engine.Step) {
		g.nplays--
		p := g.plays[g.nplays]
		g.plays[g.nplays] = play{}
		if p.cancelled {
			g.log("cancelled", capital(g.what(p))+" is cancelled and does nothing.", nil, int(p.seat))
			g.afterCancelled(p)
			return
		}
		g.resolve(p)
	},
}

// goOn is the ID of the answer that lets the moment pass.
const goOn = "go on"

// titled says "Gun" for a card, "Geek" for a power and "use of the Bank"
// for a location.
func (g *game) titled(p play) string {
	switch {
	case p.card >= 0:
		return g.c.Actions[p.card].Title
	case p.ch >= 0:
		return g.charName(int(p.ch))
	case p.loc == locGive:
		return "gift"
	}
	return "use of the " + g.locName(int(p.loc))
}

// heldTitles lists the titles of seat s's known cards, for its view.
func (g *game) heldTitles(pile int) []CardCount {
	var out []CardCount
	for t, c := range g.c.Actions {
		if k := g.known[pile][t]; k > 0 {
			out = append(out, CardCount{ID: c.ID, Title: c.Title, N: int(k)})
		}
	}
	return out
}
