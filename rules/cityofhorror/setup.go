package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The set-up, in order: the character cards dealt at random, the hands of
// action cards, the first placement (each seat from the one right of the
// first player, the first player last, draws a movement card for each of
// its characters and puts one character on each location drawn), the
// 00:00 invasion card, then the first round.

// pushSetup pushes the set-up steps of a new game. Seat 0 holds the first
// player token and the zombie leader starts on its colour.
func (g *game) pushSetup() {
	g.Push(roundStep(), setupInvasionStep())
	// The Crossroads' side B keeps three food tokens face up.
	if g.sideOf(g.cross).Effect.Kind == coh.EffDrawFoodChoice {
		for range g.foodUp {
			g.Push(foodStep(-1, 0))
		}
	}
	// Placement runs counter-clockwise from the seat right of the first
	// player: the last pushed runs first.
	for i := range g.n {
		g.Push(setupDrawStep((g.first+i)%g.n, g.deal.Characters))
	}
	g.Push(dealActionsStep())
	for s := g.n - 1; s >= 0; s-- {
		g.Push(dealCharStep(s, g.deal.Characters))
	}
}

// undealt is how many character cards are still in the pile.
func (g *game) undealt() int {
	k := 0
	for ch := range g.c.Characters {
		if g.owner[ch] == noSeat {
			k++
		}
	}
	return k
}

var dealCharRule = engine.Rule[*game]{
	Name: "deal character",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		left := itoa(g.undealt())
		a.Text = "Deal " + g.person(who).Object() + " a character card."
		a.Grow(len(g.c.Characters))
		for ch, c := range g.c.Characters {
			if g.owner[ch] == noSeat {
				a.Outcome("deal "+c.ID, c.Name+" (one of "+left+" left)", 1, ch)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.owner[c.Arg] = int8(who)
		g.log("deal", g.person(who).Does("takes")+" the "+g.charName(c.Arg)+".", nil, who)
		if leftOf(s) > 1 {
			g.Push(dealCharStep(who, leftOf(s)-1))
		}
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		return cardsTouch(g.c.Characters[c.Arg].ID)
	},
}

// dealActionsRule deals each hand of action cards face down: in digital
// play each card's title is drawn for its owner alone to see; at the table
// nobody tells the app a hidden hand.
var dealActionsRule = engine.Rule[*game]{
	Name: "deal actions",
	Do: func(g *game, _ engine.Step) {
		g.log("deal actions", "Each player is dealt "+count(g.deal.Actions, "action card")+", face down.", nil)
		if g.draft && !g.table && g.deal.Actions > 1 {
			g.log("draft", "The hands are drafted: each player keeps one card of the packet in front of them and passes the rest to the left.", nil)
			g.Push(engine.RoundStep(kDraft, engine.AllSeats(g.n)))
		}
		for s := g.n - 1; s >= 0; s-- {
			g.draw(s, g.deal.Actions)
		}
	},
}

var setupDrawRule = engine.Rule[*game]{
	Name: "setup draw",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Text = g.person(who).Does("draws") + " a movement card to place a character."
		for i, l := range g.cards {
			if g.drawn&(1<<i) == 0 {
				a.Outcome("draw "+g.locID(l), g.locName(l), 1, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.drawn |= 1 << c.Arg
		g.log("setup draw", g.person(who).Does("draws")+" the "+g.locName(g.cards[c.Arg])+".", []string{g.locID(g.cards[c.Arg])}, who)
		if leftOf(s) > 1 {
			g.Push(setupDrawStep(who, leftOf(s)-1))
		} else {
			g.Push(setupPlaceStep(who))
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.locTouch(g.cards[c.Arg]) },
}

// placing is the location the next set-up placement goes to: the first
// movement card drawn and not yet used.
func (g *game) placing() int {
	for i, l := range g.cards {
		if g.drawn&(1<<i) != 0 {
			return l
		}
	}
	return -1
}

var setupPlaceRule = engine.Rule[*game]{
	Name: "setup place",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who, loc := stepSeat(s), g.placing()
		if loc < 0 {
			return
		}
		a.Seat = seat(who)
		a.Text = g.person(who).Possessive() + " drawn card shows the " + g.locName(loc) + ": which character goes there?"
		if g.full(loc) {
			a.Text += " It is full, so that character goes to the " + g.locName(g.cross) + "."
		}
		for ch, c := range g.c.Characters {
			if int(g.owner[ch]) == who && g.at[ch] == atNone {
				a.Add("place "+c.ID, "The "+c.Name, ch)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who, loc := stepSeat(s), g.placing()
		for i, l := range g.cards {
			if l == loc {
				g.drawn &^= 1 << i
				break
			}
		}
		g.enter(c.Arg, loc, "setup place", g.person(who).Does("sends")+" the "+g.charName(c.Arg))
		if g.drawn != 0 {
			g.Push(setupPlaceStep(who))
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		t := g.locTouch(g.placing())
		t.Cards = []string{g.c.Characters[c.Arg].ID}
		return t
	},
}

// enter puts character ch on loc, or on the Crossroads when loc is full,
// and logs it: what says who does it ("Ann moves the Geek").
func (g *game) enter(ch, loc int, kind, what string) {
	to := loc
	text := what + " to the " + g.locName(loc) + "."
	if g.blocked(loc) {
		to = g.cross
		why := "it is full"
		switch {
		case g.sealed[loc]:
			why = "its door is blocked"
		case g.burnt[loc]:
			why = "it has burnt down"
		}
		text = what + " toward the " + g.locName(loc) + "; " + why + ", so the " + g.charName(ch) + " goes to the " + g.locName(g.cross) + "."
	}
	g.at[ch] = int8(to)
	g.log(kind, text, []string{g.locID(to)}, int(g.owner[ch]))
}

var setupInvasionRule = engine.Rule[*game]{
	Name: "setup invasion",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		a.Text = "Reveal an invasion card of the 00:00 pack."
		for _, i := range g.byHour[0] {
			a.Outcome("invasion "+g.c.Invasion[i].ID, "00:00 card "+g.c.Invasion[i].ID, 1, i)
		}
		g.invasionFree(a, 0)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		g.setupCard = g.typedInvasion(0, c)
		card := g.invasion(0, g.setupCard)
		g.log("invasion", "The 00:00 invasion card is "+card.ID+".", nil)
		g.invade(card)
	},
	Free: freeInvasion(func(*game, engine.Step) int { return 0 }),
}

// Options of the deal of action cards.
const (
	dealt   = "deal"
	drafted = "draft"
)

// draftRule is a turn of the draft, in digital play (at the table the
// cards are drafted by hand and the app never sees them): each seat keeps
// one card of the packet in front of it, in secret; then every packet
// goes to the left. The last card of a packet is kept without a choice.
var draftRule = engine.SecretRound("draft",
	func(g *game, s rules.Seat, a *engine.Ask) {
		a.Text = g.person(int(s)).Possessive() + " draft: which card of this packet do you keep? The rest go to " + g.person((int(s)+1)%g.n).Object() + "."
		for t, c := range g.c.Actions {
			if g.known[handPile(int(s))][t] > 0 {
				a.Add("keep "+c.ID, "Keep "+c.Title+": "+g.cardPhrase(t), t)
			}
		}
	},
	func(g *game, s rules.Seat, c engine.Choice) { g.kept[s] = int8(c.Arg) },
	func(g *game) rules.Event {
		g.ownCards()
		var packets [maxSeats][maxTitles]int8
		for s := range g.n {
			g.known[handPile(s)][g.kept[s]]--
			g.known[keptPile(s)][g.kept[s]]++
			packets[(s+1)%g.n] = g.known[handPile(s)]
		}
		left := 0
		for s := range g.n {
			g.known[handPile(s)] = packets[s]
			left = g.handSize(s) - g.keptSize(s)
		}
		text := "Everyone keeps a card and passes the rest of the packet to the left."
		if left > 1 {
			g.Push(engine.RoundStep(kDraft, engine.AllSeats(g.n)))
			return rules.Event{Kind: "draft", Text: text}
		}
		for s := range g.n {
			for t := range g.c.Actions {
				g.known[handPile(s)][t] += g.known[keptPile(s)][t]
				g.known[keptPile(s)][t] = 0
			}
		}
		return rules.Event{Kind: "draft", Text: text + " The last cards are kept: the hands are made."}
	})

// keptSize is how many cards seat s has kept in the draft.
func (g *game) keptSize(s int) int {
	k := 0
	for t := range g.c.Actions {
		k += int(g.known[keptPile(s)][t])
	}
	return k
}
