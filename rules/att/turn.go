package att

import (
	"slices"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// A turn: the Riverboat, Explore (a location, its tokens, its event or
// action), Desperation, the Encounter, the Terrible Thing, the Trading
// Post, the Refresh. Then the round's end, and alone the forgetting.

// kNextTurn: the next seat's turn, or the round's end once every seat has
// played.
var nextTurnRule = engine.Rule[*game]{
	Name: "next turn",
	Do: func(g *game, _ engine.Step) {
		if !g.solo {
			if g.turnNo == g.n {
				g.Push(roundEndStep())
				return
			}
			g.cur = (g.first + g.turnNo) % g.n
			g.turnNo++
		}
		g.at, g.took, g.overcome, g.rescued = -1, [nRes]int16{}, false, false
		g.tray, g.rolled, g.spending, g.swapped, g.bought, g.picked = g.tray[:0], false, false, false, false, 0
		g.log("turn", g.person(g.cur).Possessive()+" turn.", g.cur)
		g.Push(endTurnStep(), refreshStep(), postPhaseStep(), terribleStep(), encounterStep(), desperationStep(), explorePhaseStep(), riverboatStep())
	},
}

// kRiverboat: when no location has an encounter, the Riverboat deals one
// to each, in slot order; an empty deck ends the game.
var riverboatRule = engine.Rule[*game]{
	Name: "riverboat",
	Do: func(g *game, _ engine.Step) {
		g.phase = "riverboat"
		if g.anyActive() {
			return
		}
		if g.deckTotal() == 0 {
			g.endGame(g.deckEndReason())
			return
		}
		g.log("riverboat", "The Riverboat brings new encounters.")
		g.Push(afterDealStep())
		for i := len(g.w.dealOrd) - 1; i >= 0; i-- {
			g.Push(dealStep(g.w.dealOrd[i]))
		}
	},
}

// kDeal: the encounter dealt to a location; an event covers the location
// and another card is dealt on it.
var dealRule = engine.Rule[*game]{
	Name: "deal",
	Text: func(g *game, s engine.Step) string {
		return "Deal an encounter (" + tierIDs[g.topTier()] + ") to " + g.w.c.Locations[locOf(s)].Name + "."
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		if g.deckTotal() == 0 {
			return
		}
		tier := g.topTier()
		for i, e := range g.w.c.Encounters {
			if g.encAt[i] == eUnseen && int(g.w.encTier[i]) == tier {
				a.Outcome(g.w.drawID(drawEncounter, i, e.ID), e.Name, 1, i)
			}
		}
		if g.table {
			a.Free = &rules.Free{Prefix: "encounter", Hint: encHint}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		e := int16(g.typedCard(c, (*game).deckEncounterIdx))
		l := locOf(s)
		g.deckLeft[g.w.encTier[e]]--
		if g.enc(e).Kind == ba.EventKind {
			if old := g.locEvent[l]; old >= 0 {
				g.encAt[old] = eGone
			}
			g.locEvent[l] = e
			g.encAt[e] = eEvent + int16(l)
			g.log("event", "The event "+g.enc(e).Name+" covers "+g.w.c.Locations[l].Name+".")
			g.Push(dealStep(l))
			return
		}
		g.locEnc[l] = e
		g.encAt[e] = eLoc + int16(l)
		g.placeTokens(l, e)
		g.log("deal", g.enc(e).Name+" appears at "+g.w.c.Locations[l].Name+".")
	},
	// The location dealt to and the encounter dealt.
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		t := g.locPlace(locOf(s))
		t.Cards = []string{g.encCard(c.Arg)}
		return t
	},
	Free: freeCard((*game).deckEncounterIdx),
}

// kAfterDeal: a deal that left the river empty ends the game.
var afterDealRule = engine.Rule[*game]{
	Name: "after deal",
	Do: func(g *game, _ engine.Step) {
		if !g.anyActive() {
			g.endGame(g.deckEndReason())
		}
	},
}

// deckEndReason: the encounters ran out.
func (g *game) deckEndReason() string {
	if g.solo {
		return "survived"
	}
	return "deck"
}

// kExplorePhase: a foreshadowed pawn faces its encounter; otherwise the
// player explores a location.
var explorePhaseRule = engine.Rule[*game]{
	Name: "explore phase",
	Do: func(g *game, _ engine.Step) {
		g.phase = "explore"
		if p := g.pawn[g.cur]; g.fore[g.cur] && g.active(int(p)) {
			g.log("foreshadow", g.person(g.cur).Does("must face")+" the foreshadowed encounter at "+g.w.c.Locations[p].Name+".", g.cur)
			g.arrive(int(p))
			return
		}
		if g.anyActive() {
			g.Push(exploreStep())
		}
	},
}

// kExplore: the location explored.
var exploreRule = engine.Rule[*game]{
	Name: "explore",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": explore which location?"
		for l, loc := range g.w.c.Locations {
			if g.active(l) {
				e := g.enc(g.locEnc[l])
				lab := loc.Name + ": " + e.Name + " (" + comboWords(*e.Combo) + ", " + plural(e.Secrets, "secret") + ")"
				if f := g.foreOf(l); f >= 0 {
					lab += ", foreshadowed for " + g.person(f).Object()
				}
				a.Add("go "+loc.ID, lab, l)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.arrive(c.Arg) },
	// The location explored.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.locPlace(c.Arg) },
}

// arrive moves the current seat's pawn to location l: the tokens there, a
// foreshadowed opponent sent back, then the event or the location action.
func (g *game) arrive(l int) {
	c := g.w.c
	s := g.cur
	g.at = l
	f := g.foreOf(l)
	g.setPawn(s, int8(l))
	g.log("explore", g.person(s).Does("goes to")+" "+c.Locations[l].Name+".", s)
	g.took = g.locTok[l]
	for r := range nRes {
		g.res[s][r] += g.locTok[l][r]
		g.locTok[l][r] = 0
	}
	if o := g.obs[s]; o >= 0 {
		if e := c.Obsessions[o].Effect; e.Kind == ba.EffVisitGain && g.w.locIdx[e.Location] == l {
			g.gain(s, resIndex(e.Resource), e.N)
		}
	}
	if ev := g.locEvent[l]; ev >= 0 {
		g.locEvent[l] = -1
		g.encAt[ev] = eGone
		g.resolveEvent(ev)
	} else if st, ok := g.actionAt(l); ok {
		g.Push(st)
	}
	if f >= 0 && f != s {
		g.setPawn(f, atBoat)
		g.log("foreshadow", g.person(s).Does("takes")+" the encounter foreshadowed for "+g.person(f).Object()+", who "+g.person(f).Verb("returns")+" to the Riverboat and "+g.person(f).Verb("hands")+" over a Terrible Thing.", s, f)
		g.Push(ttGiveStep(f, s))
	}
}

// resolveEvent applies an event card's effect for the current seat, and
// pushes what it asks.
func (g *game) resolveEvent(ev int16) {
	e := g.enc(ev)
	s := g.cur
	g.log("event", g.person(s).Does("resolves")+" the event "+e.Name+".", s)
	f := e.Effect
	switch f.Kind {
	case ba.EffGain:
		g.gain(s, resIndex(f.Resource), f.N)
	case ba.EffLose:
		g.pay(s, resIndex(f.Resource), f.N)
	case ba.EffDrawFeats:
		g.Push(featDrawStep(s, f.N))
	case ba.EffTrade:
		if g.canUse(*f) {
			g.Push(offerToStep())
		}
	}
}

// locAction is location l's action, as the game is played (solo or not).
func (g *game) locAction(l int) string {
	loc := g.w.c.Locations[l]
	if g.solo && loc.SoloAction != "" {
		return loc.SoloAction
	}
	return loc.Action
}

// actionAt is the step of location l's action, if it offers anything; the
// Map is taken at once.
func (g *game) actionAt(l int) (engine.Step, bool) {
	switch g.locAction(l) {
	case ba.ActTakeMap:
		if g.mapH != g.cur {
			g.mapH = g.cur
			g.log("map", g.person(g.cur).Does("takes")+" the Map.", g.cur)
		}
		return engine.Step{}, false
	case ba.ActRedrawFeats:
		if g.handSize(g.cur) == 0 {
			return engine.Step{}, false
		}
		return gorgeStep(0), true
	}
	var a engine.Ask
	g.actionChoices(l, &a)
	return actionStep(l), len(a.Choices) > 1
}

// What a location's action answer does (kAction's Arg: opArg(op, value)).
const (
	actSkip    = iota
	actGain    // gain resource value
	actGive    // Sinister Chateau: give resource value
	actTake    // solo Chateau: take resource value
	actChasm   // Yawning Chasm: overcome at location value
	actRumours // solo Chasm: remove the top Rumour
)

// kAction: the location's action.
var actionRule = engine.Rule[*game]{
	Name: "action",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		a.Seat = seat(g.cur)
		a.Text = g.person(g.cur).String() + ": take the action of " + g.w.c.Locations[locOf(s)].Name + "?"
		g.actionChoices(locOf(s), a)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		me := g.cur
		g.phase = "location"
		x := argVal(c.Arg)
		switch argOp(c.Arg) {
		case actGain:
			g.gain(me, x, 1)
			g.log("action", g.person(me).Does("gains")+" a "+resName(x)+" token.", me)
		case actGive:
			g.chGive = x
			g.Push(chateauTakeStep())
		case actTake:
			g.gain(me, x, 1)
			g.Push(bankReturnStep(x))
		case actRumours:
			n := len(g.rumours)
			e := g.rumours[n-1]
			g.pay(me, rCourage, g.enc(e).Secrets)
			g.rumours = g.rumours[:n-1]
			g.encAt[e] = eGone
			g.log("chasm", g.person(me).Does("pays")+" Courage to remove "+g.enc(e).Name+" from the Rumours.", me)
		case actChasm:
			g.pay(me, rCourage, g.desperateCost(g.locEnc[x]))
			g.clearTokens(x)
			g.overcomeAt(x, me, "from the Yawning Chasm with a desperate act")
		}
	},
	// The Yawning Chasm: the location whose encounter is overcome, or the
	// Rumours pile (PlaceRumours) alone. Tokens gained or swapped touch
	// nothing on the board.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		switch argOp(c.Arg) {
		case actChasm:
			return g.locPlace(argVal(c.Arg))
		case actRumours:
			return places(PlaceRumours)
		}
		return rules.Touch{}
	},
}

// actionChoices offers location l's action; "skip" always.
func (g *game) actionChoices(l int, a *engine.Ask) {
	c := g.w.c
	me := g.cur
	gainOf := func(rs ...int) {
		for _, r := range rs {
			if g.bank(r) > 0 {
				a.Add("gain "+resName(r), "Gain a "+resName(r)+" token", opArg(actGain, r))
			}
		}
	}
	switch g.locAction(l) {
	case ba.ActGainFocusOrFeat:
		gainOf(rFocus, rFeat)
	case ba.ActGainCourageOrTreasure:
		gainOf(rCourage, rTreasure)
	case ba.ActExchangeWithPlayer:
		for r := range nRes {
			if g.res[me][r] == 0 {
				continue
			}
			ok := false
			for s := range g.n {
				for r2 := range nRes {
					ok = ok || (s != me && r2 != r && g.res[s][r2] > 0)
				}
			}
			if ok {
				a.Add("give "+resName(r), "Give a "+resName(r)+" token in exchange", opArg(actGive, r))
			}
		}
	case ba.ActExchangeWithBank:
		for r := range nRes {
			other := false
			for r2 := range nRes {
				other = other || (r2 != r && g.res[me][r2] > 0)
			}
			if g.bank(r) > 0 && other {
				a.Add("take "+resName(r), "Take a "+resName(r)+" token from the bank", opArg(actTake, r))
			}
		}
	case ba.ActDesperateElsewhere:
		for l2, loc := range c.Locations {
			if l2 != l && g.active(l2) && int(g.res[me][rCourage]) >= g.desperateCost(g.locEnc[l2]) {
				e := g.enc(g.locEnc[l2])
				a.Add("chasm "+loc.ID, "Pay "+plural(g.desperateCost(g.locEnc[l2]), "Courage")+": overcome "+e.Name+" at "+loc.Name, opArg(actChasm, l2))
			}
		}
	case ba.ActDiscardRumour:
		if n := len(g.rumours); n > 0 {
			e := g.enc(g.rumours[n-1])
			if int(g.res[me][rCourage]) >= e.Secrets {
				a.Add("chasm rumours", "Pay "+plural(e.Secrets, "Courage")+": remove "+e.Name+" from the Rumours", opArg(actRumours, 0))
			}
		}
	}
	a.Add("skip", "Skip the action", opArg(actSkip, 0))
}

// kGorge: the Ghastly Gorge, a secret prompt: discard Feat cards, then draw
// as many.
var gorgeRule = engine.Rule[*game]{
	Name: "gorge",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat, a.Secret = seat(me), true
		a.Text = g.person(me).String() + ": discard Feat cards to draw as many new ones (" + itoa(discarded(s)) + " so far)."
		for i, f := range g.w.c.Feats {
			if g.mayHold(me, i) {
				a.Add("discard "+f.ID, "Discard "+f.Name, i)
			}
		}
		if g.hidden[me] > 0 {
			a.Free = &rules.Free{Prefix: "discard", Hint: featHint}
		}
		a.Add("done", "Done", argNone)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		me := g.cur
		n := discarded(s)
		if c.Arg != argNone {
			f := g.typedCard(c, handFeatOf)
			g.fromHand(me, f)
			g.addFc(1, f, 1)
			g.featTop = int16(f)
			n++
			if g.handSize(me) > 0 {
				g.Push(gorgeStep(n))
				return
			}
		}
		if n > 0 {
			g.log("action", g.person(me).Does("discards")+" "+plural(n, "Feat card")+" and "+g.person(me).Verb("draws")+" as many.", me)
			g.Push(featDrawStep(me, n))
		}
	},
	Touch: featArgTouch, // the Feat card discarded
	Free:  freeCard(handFeatOf),
}

// kChateauTake: the Sinister Chateau, the token taken for the one given.
var chateauTakeRule = engine.Rule[*game]{
	Name: "chateau",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": take which token in exchange for your " + resName(g.chGive) + "?"
		for s := range g.n {
			for r := range nRes {
				if s != me && r != g.chGive && g.res[s][r] > 0 {
					a.Add("take "+itoa(s)+" "+resName(r), "Take "+g.person(s).Mid().Possessive()+" "+resName(r), seatRes(s, r))
				}
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		me := g.cur
		s, r := argSeatRes(c.Arg)
		g.res[me][g.chGive]--
		g.res[s][g.chGive]++
		g.res[s][r]--
		g.res[me][r]++
		g.log("action", g.person(me).Does("swaps")+" a "+resName(g.chGive)+" for "+g.person(s).Mid().Possessive()+" "+resName(r)+".", me, s)
	},
	// The seat the token is taken from.
	Touch: func(_ *game, _ engine.Step, c engine.Choice) rules.Touch {
		s, _ := argSeatRes(c.Arg)
		return seatsTouch(s)
	},
}

// kBankReturn: the solo Chateau, the token given back for the one taken.
var bankReturnRule = engine.Rule[*game]{
	Name: "bank return",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": give the bank which token?"
		for r := range nRes {
			if r != tookRes(s) && g.res[me][r] > 0 {
				a.Add("return "+resName(r), "Return a "+resName(r)+" token", r)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		me := g.cur
		g.pay(me, c.Arg, 1)
		g.log("action", g.person(me).Does("takes")+" a "+resName(tookRes(s))+" from the bank and returns a "+resName(c.Arg)+".", me)
	},
}

// kEndTurn: the next turn; alone, the round ends once the river is empty.
var endTurnRule = engine.Rule[*game]{
	Name: "end turn",
	Do: func(g *game, _ engine.Step) {
		if g.solo && !g.anyActive() {
			g.Push(roundEndStep())
			return
		}
		g.Push(nextTurnStep())
	},
}

// kRoundEnd: an empty deck ends the game, or the next round begins; alone,
// the Forgotten Secrets: forget at least twice the Rumours' value.
var roundEndRule = engine.Rule[*game]{
	Name: "round end",
	Do: func(g *game, _ engine.Step) {
		if !g.solo {
			if g.deckTotal() == 0 {
				g.endGame("deck")
				return
			}
			g.Push(roundStartStep())
			return
		}
		g.phase = "forget"
		need := 0
		for _, e := range g.rumours {
			need += 2 * g.enc(e).Secrets
		}
		g.forgetNeed, g.forgot = need, 0
		if need > 0 && g.forgettable() < need {
			g.endGame("forgetting")
			return
		}
		g.Push(soloRoundEndStep())
		if need > 0 {
			g.log("forget", "The Rumours are worth "+itoa(need/2)+": forget at least "+itoa(need)+" in Ancient Secrets.", 0)
			g.Push(forgetStep())
		}
	},
}

// forgettable is the value the solo player could forget.
func (g *game) forgettable() int {
	v := g.scoreOf(0)
	return v.Encounters + v.Swag + v.Achievements
}

// What a forget answer forgets (kForget's Arg: opArg(op, index)).
const (
	forgetCard = iota
	forgetSwag
	forgetAchievement
)

// kForget: the solo player forgets cards until the Rumours are silenced.
var forgetRule = engine.Rule[*game]{
	Name: "forget",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		if g.forgot >= g.forgetNeed {
			return
		}
		c := g.w.c
		a.Seat = seat(g.cur)
		a.Text = g.person(g.cur).String() + ": forget cards worth at least " + itoa(g.forgetNeed) + " (" + itoa(g.forgot) + " so far)."
		for i, e := range c.Encounters {
			if g.encAt[i] == eScore {
				a.Add("forget card "+e.ID, "Forget "+e.Name+" ("+itoa(e.Secrets)+")", opArg(forgetCard, i))
			}
		}
		var seen []int16
		for _, o := range g.own[0] {
			if s := c.Swag[o.swag]; s.Secrets > 0 && !slices.Contains(seen, o.swag) {
				seen = append(seen, o.swag)
				a.Add("forget swag "+s.ID, "Forget "+s.Name+" ("+itoa(s.Secrets)+")", opArg(forgetSwag, int(o.swag)))
			}
		}
		for x, h := range g.ach {
			if h == 0 {
				ach := c.Achievements[x]
				a.Add("forget achievement "+ach.ID, "Forget "+ach.Name+" ("+itoa(ach.Secrets)+")", opArg(forgetAchievement, x))
			}
		}
	},
	Answer: func(g *game, s engine.Step, ch engine.Choice) {
		c := g.w.c
		g.Push(s)
		x := argVal(ch.Arg)
		switch argOp(ch.Arg) {
		case forgetCard:
			g.encAt[x] = eGone
			g.forgot += c.Encounters[x].Secrets
			g.log("forget", "You forget "+c.Encounters[x].Name+".", 0)
		case forgetSwag:
			i := slices.IndexFunc(g.own[0], func(o owned) bool { return int(o.swag) == x })
			g.own[0] = slices.Delete(g.own[0], i, i+1)
			g.forgot += c.Swag[x].Secrets
			g.log("forget", "You forget "+c.Swag[x].Name+".", 0)
		case forgetAchievement:
			g.ach[x] = achGone
			g.forgot += c.Achievements[x].Secrets
			g.log("forget", "You forget "+c.Achievements[x].Name+"; it is gone for good.", 0)
		}
	},
	// The card forgotten: an encounter, a Swag or an Achievement.
	Touch: func(g *game, _ engine.Step, ch engine.Choice) rules.Touch {
		x := argVal(ch.Arg)
		switch argOp(ch.Arg) {
		case forgetCard:
			return cardsTouch(g.encCard(x))
		case forgetSwag:
			return cardsTouch(g.swagCard(x))
		}
		return cardsTouch(g.w.c.Achievements[x].ID)
	},
}

// kSoloRoundEnd: the Rumours leave the game; a score not positive loses,
// an empty deck wins.
var soloRoundEndRule = engine.Rule[*game]{
	Name: "solo round end",
	Do: func(g *game, _ engine.Step) {
		for _, e := range g.rumours {
			g.encAt[e] = eGone
		}
		if len(g.rumours) > 0 {
			g.log("forget", "The Rumours pile leaves the game.")
		}
		g.rumours = g.rumours[:0]
		g.forgetNeed, g.forgot = 0, 0
		if g.scoreOf(0).Total <= 0 {
			g.endGame("score")
			return
		}
		if g.deckTotal() == 0 {
			g.endGame("survived")
			return
		}
		g.Push(roundStartStep())
	},
}
