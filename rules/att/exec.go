package att

import (
	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
)

func seat(s int) rules.Seat { return rules.Seat(s) }

// skip reports whether a wait task has nothing to wait for and is dropped.
func (g *game) skip(t task) bool {
	switch t.k {
	case wTT:
		return len(g.track) >= g.ttSize
	case wDeal:
		return g.deckTotal() == 0
	case wFeatDraw:
		if t.b <= 0 {
			return true
		}
		if !g.refillFeats() {
			return true
		}
		if g.table {
			// Table mode: the card goes into the hand unseen.
			g.drawHidden(int(t.a), int(t.b))
			return true
		}
		return false
	case wFeatTop:
		return g.featDeck() == 0
	case wSwagSlot:
		if g.slots[t.a] >= 0 {
			return true
		}
		if g.swagLeft() == 0 {
			if len(g.old) == 0 {
				return true
			}
			for _, c := range g.old {
				g.swagCnt[c]++
			}
			g.old = g.old[:0]
			g.log("reshuffle", "The Old Stock is shuffled into a new Swag deck.")
		}
		return false
	case wRoll:
		return g.pendingDie() < 0
	case wTray:
		offered, _ := g.combos()
		return g.spending && len(offered) == 0
	case wRescue:
		return g.rescued
	case wForget:
		return g.forgot >= g.forgetNeed
	case wAchTie:
		cs := g.achCandidates(int(t.a))
		if len(cs) == 1 {
			g.award(int(t.a), cs[0])
		}
		return len(cs) < 2
	case wTTGive:
		_, n := g.ttValue(int(t.a))
		return n == 0
	}
	return false
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

func (g *game) pendingDie() int {
	for i, d := range g.tray {
		if d.pending {
			return i
		}
	}
	return -1
}

// exec does the work of a task that waits for nobody.
func (g *game) exec(t task) {
	c := g.w.c
	switch t.k {
	case xStartGame:
		// Tokens, the Map and obsessions once every character is chosen.
		last := g.n - 1
		g.mapH = last
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

	case xRoundStart:
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
			g.push(xNextTurn, 0, 0)
			return
		}
		g.push(xTurnsStart, 0, 0)
		g.push(wMap, 0, 0)

	case xTurnsStart:
		g.first, g.turnNo = g.mapH, 0
		g.push(xNextTurn, 0, 0)

	case xNextTurn:
		if !g.solo {
			if g.turnNo == g.n {
				g.push(xRoundEnd, 0, 0)
				return
			}
			g.cur = (g.first + g.turnNo) % g.n
			g.turnNo++
		}
		g.at, g.took, g.overcome, g.rescued = -1, [nRes]int16{}, false, false
		g.tray, g.rolled, g.spending, g.swapped, g.bought, g.picked = g.tray[:0], false, false, false, false, 0
		g.log("turn", g.person(g.cur).Possessive()+" turn.", g.cur)
		for _, k := range []uint8{xEndTurn, xRefresh, xPost, xTerrible, xEncounter, xDesperation, xExplore, xRiverboat} {
			g.push(k, 0, 0)
		}

	case xRiverboat:
		g.phase = "riverboat"
		if g.anyActive() {
			return
		}
		if g.deckTotal() == 0 {
			g.endGame(g.deckEndReason())
			return
		}
		g.log("riverboat", "The Riverboat brings new encounters.")
		g.push(xAfterDeal, 0, 0)
		for i := len(g.w.dealOrd) - 1; i >= 0; i-- {
			g.push(wDeal, g.w.dealOrd[i], 0)
		}

	case xAfterDeal:
		if !g.anyActive() {
			g.endGame(g.deckEndReason())
		}

	case xExplore:
		g.phase = "explore"
		if p := g.pawn[g.cur]; g.fore[g.cur] && g.active(int(p)) {
			g.log("foreshadow", g.person(g.cur).Does("must face")+" the foreshadowed encounter at "+c.Locations[p].Name+".", g.cur)
			g.arrive(int(p))
			return
		}
		if g.anyActive() {
			g.push(wExplore, 0, 0)
		}

	case xDesperation:
		g.phase = "desperation"
		if g.at < 0 || !g.active(g.at) {
			return
		}
		if int(g.res[g.cur][rCourage]) >= g.desperateCost(g.locEnc[g.at]) {
			g.push(wDesperate, 0, 0)
		}

	case xEncounter:
		if g.at < 0 || (!g.active(g.at) && !g.overcome) {
			return
		}
		g.phase = "encounter"
		g.tray = g.tray[:0]
		g.rolled, g.spending = false, false
		for range c.Setup.BasicDice {
			g.addDie(g.w.basic)
		}
		for _, o := range g.own[g.cur] {
			if e := c.Swag[o.swag].Effect; e.Kind == ba.EffPoolDie {
				if k := g.w.dieIdx[e.Die]; g.diceFree(k) {
					g.addDie(k)
				}
			}
		}
		if o := g.obs[g.cur]; o >= 0 {
			if e := c.Obsessions[o].Effect; e.Kind == ba.EffEncounterDie {
				if k := g.w.dieIdx[e.Die]; g.diceFree(k) {
					g.addDie(k)
				}
			}
		}
		if !g.overcome && g.enc(g.locEnc[g.at]).Kind == ba.Revelation {
			if k, ok := g.w.dieIdx["revelation"]; ok && g.diceFree(k) {
				g.addDie(k)
			}
		}
		g.push(xEncounterEnd, 0, 0)
		g.push(wPool, 0, 0)

	case xEncounterEnd:
		g.spending = false
		g.tray = g.tray[:0]
		g.rolled = false

	case xTerrible:
		g.phase = "terrible thing"
		if g.at < 0 || g.overcome || !g.active(g.at) {
			return
		}
		g.push(xFail, 0, 0)
		if g.solo {
			if g.mapH == g.cur && c.Locations[g.at].Action != ba.ActTakeMap {
				g.push(wMapSave, 0, 0)
			}
			return
		}
		if g.lc {
			for k := g.n - 1; k >= 1; k-- {
				s := (g.cur + k) % g.n
				if g.canRescue(s) {
					g.push(wRescue, s, 0)
				}
			}
		}

	case xFail:
		if g.rescued || g.overcome || !g.active(g.at) {
			return
		}
		e := g.locEnc[g.at]
		g.locEnc[g.at] = -1
		g.encAt[e] = eRumours
		g.rumours = append(g.rumours, e)
		v := g.track[0]
		g.track = g.track[1:]
		if g.enc(e).Kind == ba.Warning {
			g.ttBox[v]++
			g.log("warning", g.person(g.cur).Does("fails")+" the warning "+g.enc(e).Name+": it goes to the Rumours and a Terrible Thing ("+itoa(int(v))+") leaves the track.", g.cur)
		} else {
			g.ttHeld[g.cur][v]++
			g.log("terrible", g.person(g.cur).Does("fails")+" "+g.enc(e).Name+": it goes to the Rumours and "+g.person(g.cur).Mid().Does("unleashes")+" a Terrible Thing worth "+itoa(int(v))+".", g.cur)
		}
		if len(g.track) == 0 {
			g.endGame("expedition")
		}

	case xPost:
		g.phase = "trading post"
		g.setPawn(g.cur, atPost)
		g.push(xRefill, 0, 0)
		g.push(wPost, 0, 0)

	case xRefill:
		for i := len(g.slots) - 1; i >= 0; i-- {
			if g.slots[i] < 0 {
				g.push(wSwagSlot, i, 0)
			}
		}

	case xRefresh:
		g.phase = "refresh"
		g.push(xRefreshEnd, 0, 0)
		g.push(wFeatDraw, g.cur, c.Setup.HandSize-g.handSize(g.cur))

	case xRefreshEnd:
		for i := range g.own[g.cur] {
			g.own[g.cur][i].exh = false
		}
		g.rerolls[g.cur] = int8(c.Setup.Rerolls)
		if o := g.obs[g.cur]; o >= 0 {
			if d := c.Obsessions[o].Discard; d.Kind == "hold" && int(g.res[g.cur][resIndex(d.Resource)]) >= d.N {
				g.obs[g.cur] = -1
				g.log("obsession", g.person(g.cur).Does("is free of")+" "+c.Obsessions[o].Name+".", g.cur)
			}
		}

	case xEndTurn:
		if g.solo {
			if !g.anyActive() {
				g.push(xRoundEnd, 0, 0)
			} else {
				g.push(xNextTurn, 0, 0)
			}
			return
		}
		g.push(xNextTurn, 0, 0)

	case xRoundEnd:
		if !g.solo {
			if g.deckTotal() == 0 {
				g.endGame("deck")
				return
			}
			g.push(xRoundStart, 0, 0)
			return
		}
		// Forgotten Secrets: forget at least twice the Rumours' value.
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
		g.push(xSoloRoundCheck, 0, 0)
		if need > 0 {
			g.log("forget", "The Rumours are worth "+itoa(need/2)+": forget at least "+itoa(need)+" in Ancient Secrets.", 0)
			g.push(wForget, 0, 0)
		}

	case xSoloRoundCheck:
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
		g.push(xRoundStart, 0, 0)
	}
}

// deckEndReason: the encounters ran out.
func (g *game) deckEndReason() string {
	if g.solo {
		return "survived"
	}
	return "deck"
}

// forgettable is the value the solo player could forget.
func (g *game) forgettable() int {
	v := g.scoreOf(0)
	return v.Encounters + v.Swag + v.Achievements
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
	var after []task
	if ev := g.locEvent[l]; ev >= 0 {
		g.locEvent[l] = -1
		g.encAt[ev] = eGone
		after = g.resolveEvent(ev)
	} else if t, ok := g.actionTask(l); ok {
		after = append(after, t)
	}
	for i := len(after) - 1; i >= 0; i-- {
		g.stk = append(g.stk, after[i])
	}
	if f >= 0 && f != s {
		g.setPawn(f, atBoat)
		g.log("foreshadow", g.person(s).Does("takes")+" the encounter foreshadowed for "+g.person(f).Object()+", who "+g.person(f).Verb("returns")+" to the Riverboat and "+g.person(f).Verb("hands")+" over a Terrible Thing.", s, f)
		g.push(wTTGive, f, s)
	}
}

// resolveEvent applies an event card's effect for the current seat.
func (g *game) resolveEvent(ev int16) []task {
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
		return []task{{k: wFeatDraw, a: int16(s), b: int16(f.N)}}
	case ba.EffTrade:
		if g.canUse(*f) {
			return []task{{k: wOfferTo}}
		}
	}
	return nil
}

// actionTask is the prompt for location l's action, if it offers anything.
func (g *game) actionTask(l int) (task, bool) {
	c := g.w.c
	act := c.Locations[l].Action
	if g.solo && c.Locations[l].SoloAction != "" {
		act = c.Locations[l].SoloAction
	}
	switch act {
	case ba.ActTakeMap:
		if g.mapH != g.cur {
			g.mapH = g.cur
			g.log("map", g.person(g.cur).Does("takes")+" the Map.", g.cur)
		}
		return task{}, false
	case ba.ActRedrawFeats:
		if g.handSize(g.cur) == 0 {
			return task{}, false
		}
		return task{k: wGorge}, true
	}
	t := task{k: wAction, a: int16(l)}
	return t, len(g.actionChoices(l)) > 1
}
