package att

import (
	"slices"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The set-up, in order: characters, the Expedition track, the Feat
// discard, the Trading Post, the hands; then each round begins with the
// Map holder deciding who goes first.

func seat(s int) rules.Seat { return rules.Seat(s) }

// kChar: each seat in turn picks a character.
var charRule = engine.Rule[*game]{
	Name: "character",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		me := stepSeat(s)
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": choose your character."
		for i, x := range g.w.c.Characters {
			if (x.LostCharter && !g.lc) || slices.Contains(g.char[:g.n], int8(i)) {
				continue
			}
			a.Add("character "+x.ID, x.Name+": "+x.Text, i)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		me := stepSeat(s)
		g.char[me] = int8(c.Arg)
		g.log("character", g.person(me).Does("plays")+" the "+g.w.c.Characters[c.Arg].Name+".", me)
	},
	// The character card.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		return cardsTouch(g.w.c.Characters[c.Arg].ID)
	},
}

// kTT: Terrible Thing tokens are drawn until the track is full.
var ttRule = engine.Rule[*game]{
	Name: "expedition",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		if len(g.track) >= g.ttSize && !g.adjusted {
			return
		}
		a.Text = "Draw a Terrible Thing token for the Expedition track (" + itoa(len(g.track)+1) + " of " + itoa(g.ttSize) + ")."
		a.Grow(len(g.w.ttVals))
		for _, v := range g.w.ttVals {
			a.Outcome("tt "+itoa(v), "a Terrible Thing worth "+itoa(v), int(g.ttBox[v]), v)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.Push(s)
		g.ttBox[c.Arg]--
		g.trackAdd(c.Arg)
		if len(g.track) == g.ttSize {
			g.log("expedition", "The Expedition track holds "+plural(g.ttSize, "Terrible Thing")+".")
		}
	},
}

// featOutcomes offers the Feat cards of the deck, by copies left.
func (g *game) featOutcomes(a *engine.Ask) {
	kinds := 0
	for i := range g.w.c.Feats {
		if g.fc(0, i) > 0 {
			kinds++
		}
	}
	a.Grow(kinds)
	for i, f := range g.w.c.Feats {
		a.Outcome(g.w.drawID(drawFeat, i, f.ID), f.Name, int(g.fc(0, i)), i)
	}
	if g.table {
		a.Free = &rules.Free{Prefix: "feat", Hint: featHint}
	}
}

// kFeatTop: the top Feat card is turned face up on the discard pile.
var featTopRule = engine.Rule[*game]{
	Name: "feat top",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		if g.featDeck() == 0 {
			return
		}
		a.Text = "Turn the top Feat card face up on the discard pile."
		g.featOutcomes(a)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		f := g.typedCard(c, (*game).deckFeat)
		g.fromUnseen(f)
		g.addFc(1, f, 1)
		g.featTop = int16(f)
		g.log("feat", g.w.c.Feats[f].Name+" is turned face up on the Feat discard pile.")
	},
	Touch: featArgTouch, // the card turned up
	Free:  freeCard((*game).deckFeat),
}

// kSwagSlot: an empty Trading Post slot is dealt a card, the Old Stock
// shuffled into a new deck first when the deck is out.
var swagSlotRule = engine.Rule[*game]{
	Name: "swag slot",
	Do: func(g *game, s engine.Step) {
		if g.slots[slotOf(s)] >= 0 {
			return
		}
		if g.swagLeft() == 0 {
			if len(g.old) == 0 {
				return
			}
			for _, c := range g.old {
				g.swagCnt[c]++
			}
			g.old = g.old[:0]
			g.log("reshuffle", "The Old Stock is shuffled into a new Swag deck.")
		}
		g.Push(dealSwagStep(slotOf(s)))
	},
}

// kDealSwag: the card dealt to the slot.
var dealSwagRule = engine.Rule[*game]{
	Name: "deal swag",
	Text: func(_ *game, s engine.Step) string {
		return "Deal a Swag card to Trading Post slot " + itoa(slotOf(s)+1) + "."
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		kinds := 0
		for _, n := range g.swagCnt {
			if n > 0 {
				kinds++
			}
		}
		a.Grow(kinds)
		for i, x := range g.w.c.Swag {
			a.Outcome(g.w.drawID(drawSwag, i, x.ID), x.Name, int(g.swagCnt[i]), i)
		}
		if g.table {
			a.Free = &rules.Free{Prefix: "swag", Hint: swagHint}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		x := g.typedCard(c, (*game).deckSwag)
		if g.swagCnt[x] > 0 {
			g.swagCnt[x]--
		} else {
			g.swagGhost++ // a typed card in place of one of the content
		}
		g.slots[slotOf(s)] = int16(x)
		g.log("swag", g.w.c.Swag[x].Name+" is laid out at the Trading Post.")
	},
	// The slot (PostPlace) and the card dealt to it.
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		return rules.Touch{Places: []string{PostPlace(slotOf(s))}, Cards: []string{g.swagCard(c.Arg)}}
	},
	Free: freeCard((*game).deckSwag),
}

// kFeatDraw: a seat draws Feat cards one by one, the discard pile shuffled
// into a new deck when the deck runs out. In table mode they go into the
// hand unseen.
var featDrawRule = engine.Rule[*game]{
	Name: "feat draw",
	Do: func(g *game, s engine.Step) {
		if cardsLeft(s) <= 0 || !g.refillFeats() {
			return
		}
		if g.table {
			g.drawHidden(stepSeat(s), cardsLeft(s))
			return
		}
		g.Push(drawFeatStep(stepSeat(s), cardsLeft(s)))
	},
}

// kDrawFeat: the Feat card drawn.
var drawFeatRule = engine.Rule[*game]{
	Name: "draw feat",
	Text: func(g *game, s engine.Step) string {
		return "Draw a Feat card for " + g.person(stepSeat(s)).Object() + "."
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		g.featOutcomes(a)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		me := stepSeat(s)
		g.addFc(0, c.Arg, -1)
		g.addFc(2+me, c.Arg, 1)
		g.Push(featDrawStep(me, cardsLeft(s)-1))
		if g.round > 0 {
			g.log("draw", g.person(me).Does("draws")+" a Feat card.", me)
		}
	},
	// The seat drawing and the card drawn.
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		return rules.Touch{Seats: []rules.Seat{seat(stepSeat(s))}, Cards: []string{g.featCard(c.Arg)}}
	},
}

// refillFeats shuffles the discard pile into a new deck when the deck is
// empty; false when there is no card to draw at all.
func (g *game) refillFeats() bool {
	if g.featDeck() > 0 {
		return true
	}
	if g.blockSize(1) == 0 {
		return false
	}
	for i := range g.w.c.Feats {
		g.addFc(0, i, g.fc(1, i))
		g.addFc(1, i, -g.fc(1, i))
	}
	g.featTop = -1
	g.log("reshuffle", "The Feat discard pile is shuffled into a new deck.")
	return true
}

// drawHidden draws n Feat cards unseen into seat s's hand (table mode),
// reshuffling the discard pile when the deck runs out.
func (g *game) drawHidden(s, n int) {
	got := 0
	for range n {
		if !g.refillFeats() {
			break
		}
		g.hidden[s]++
		got++
	}
	if got > 0 {
		g.log("draw", g.person(s).Does("draws")+" "+plural(got, "Feat card")+" (unseen by the app).", s)
	}
}

// swagLeft is how many Swag cards are in the deck on the table.
func (g *game) swagLeft() int {
	n := -int(g.swagGhost)
	for _, c := range g.swagCnt {
		n += int(c)
	}
	return n
}

// kStartGame: tokens, the Map and obsessions once every character is
// chosen.
var startGameRule = engine.Rule[*game]{
	Name: "start",
	Do: func(g *game, _ engine.Step) {
		c := g.w.c
		g.mapH = g.n - 1
		for s := range g.n {
			ch := c.Characters[g.char[s]]
			for r := range nRes {
				g.gain(s, r, c.Setup.StartTokens)
			}
			if ch.Extra != "" {
				g.gain(s, resIndex(ch.Extra), 1)
			}
			if ch.StartsWithMap {
				g.mapH = s
			}
			if g.obsOn {
				g.obs[s] = int16(g.w.obsOf[g.char[s]])
			}
			g.rerolls[s] = int8(c.Setup.Rerolls)
		}
		g.log("map", g.person(g.mapH).Does("takes")+" the Map.", g.mapH)
	},
}

// kRoundStart: the pawns return to the Riverboat; the Map holder decides
// who goes first (alone, the solo player always does).
var roundStartRule = engine.Rule[*game]{
	Name: "round",
	Do: func(g *game, _ engine.Step) {
		g.round++
		g.phase = "map"
		for s := range g.n {
			if !g.fore[s] { // a foreshadowed pawn waits on its encounter
				g.setPawn(s, atBoat)
			}
		}
		g.log("round", "Round "+itoa(g.round)+" begins; the pawns return to the Riverboat.")
		if g.solo {
			g.cur, g.first = 0, 0
			g.Push(nextTurnStep())
			return
		}
		g.Push(turnsStartStep(), mapStep())
	},
}

// kMap: the Map holder keeps the Map and goes first, or gives it away.
var mapRule = engine.Rule[*game]{
	Name: "map",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		a.Seat = seat(g.mapH)
		a.Text = g.person(g.mapH).String() + ": keep the Map and go first, or give it to another player?"
		a.Add("keep", "Keep the Map", argNone)
		for s := range g.n {
			if s != g.mapH {
				a.Add("give "+itoa(s), "Give the Map to "+g.person(s).Object(), s)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		if to := c.Arg; to != argNone {
			g.log("map", g.person(g.mapH).Does("gives")+" the Map to "+g.person(to).Object()+".", g.mapH, to)
			g.mapH = to
		}
	},
	// The Map token (PlaceMap), and the seat it is given to.
	Touch: func(_ *game, _ engine.Step, c engine.Choice) rules.Touch {
		t := places(PlaceMap)
		if c.Arg != argNone {
			t.Seats = []rules.Seat{seat(c.Arg)}
		}
		return t
	},
}

// kTurnsStart: the Map holder takes the first turn.
var turnsStartRule = engine.Rule[*game]{
	Name: "turns",
	Do: func(g *game, _ engine.Step) {
		g.first, g.turnNo = g.mapH, 0
		g.Push(nextTurnStep())
	},
}
