package att

import (
	"slices"
	"strconv"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
)

func (g *game) featIdx(id string) int {
	return slices.IndexFunc(g.w.c.Feats, func(f ba.FeatCard) bool { return f.ID == id })
}
func (g *game) swagIdx(id string) int {
	return slices.IndexFunc(g.w.c.Swag, func(s ba.Swag) bool { return s.ID == id })
}
func (g *game) encIdx(id string) int {
	return slices.IndexFunc(g.w.c.Encounters, func(e ba.Encounter) bool { return e.ID == id })
}
func (g *game) locByID(id string) int { return g.w.locIdx[id] }

func num(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// answer handles a listed choice for wait task t (on top of the stack).
func (g *game) answer(t task, id string) {
	c := g.w.c
	me := g.cur
	verb, rest, _ := strings.Cut(id, " ")
	switch t.k {
	case wChar:
		g.pop()
		i := g.w.charIdx[rest]
		g.char[t.a] = int8(i)
		g.log("character", g.person(int(t.a)).Does("plays")+" the "+c.Characters[i].Name+".", int(t.a))

	case wTT:
		v := num(rest)
		g.ttBox[v]--
		i, _ := slices.BinarySearch(g.track, int8(v))
		g.track = slices.Insert(g.track, i, int8(v))
		if len(g.track) == g.ttSize {
			g.log("expedition", "The Expedition track holds "+plural(g.ttSize, "Terrible Thing")+".")
		}

	case wFeatTop:
		g.pop()
		f := g.featIdx(rest)
		g.fromUnseen(f)
		g.addFc(1, f, 1)
		g.featTop = int16(f)
		g.log("feat", c.Feats[f].Name+" is turned face up on the Feat discard pile.")

	case wFeatDraw:
		g.pop()
		f := g.featIdx(rest)
		g.addFc(0, f, -1)
		g.addFc(2+int(t.a), f, 1)
		g.push(wFeatDraw, int(t.a), int(t.b)-1)
		if g.round > 0 {
			g.log("draw", g.person(int(t.a)).Does("draws")+" a Feat card.", int(t.a))
		}

	case wSwagSlot:
		g.pop()
		s := g.swagIdx(rest)
		if g.swagCnt[s] > 0 {
			g.swagCnt[s]--
		} else {
			g.swagGhost++ // a typed card in place of one of the content
		}
		g.slots[t.a] = int16(s)
		g.log("swag", c.Swag[s].Name+" is laid out at the Trading Post.")

	case wMap:
		g.pop()
		if verb == "give" {
			to := num(rest)
			g.log("map", g.person(g.mapH).Does("gives")+" the Map to "+g.person(to).Object()+".", g.mapH, to)
			g.mapH = to
		}

	case wDeal:
		g.pop()
		e := int16(g.encIdx(rest))
		l := int(t.a)
		g.deckLeft[g.w.encTier[e]]--
		if g.enc(e).Kind == ba.EventKind {
			if old := g.locEvent[l]; old >= 0 {
				g.encAt[old] = eGone
			}
			g.locEvent[l] = e
			g.encAt[e] = eEvent + int16(l)
			g.log("event", "The event "+g.enc(e).Name+" covers "+c.Locations[l].Name+".")
			g.push(wDeal, l, 0)
			return
		}
		g.locEnc[l] = e
		g.encAt[e] = eLoc + int16(l)
		g.placeTokens(l, e)
		g.log("deal", g.enc(e).Name+" appears at "+c.Locations[l].Name+".")

	case wExplore:
		g.pop()
		g.arrive(g.locByID(rest))

	case wAction:
		g.pop()
		g.phase = "location"
		switch verb {
		case "gain":
			r := resIndex(rest)
			g.gain(me, r, 1)
			g.log("action", g.person(me).Does("gains")+" a "+rest+" token.", me)
		case "give":
			g.chGive = resIndex(rest)
			g.push(wChateauTake, 0, 0)
		case "take":
			r := resIndex(rest)
			g.gain(me, r, 1)
			g.push(wBankReturn, r, 0)
		case "chasm":
			if rest == "rumours" {
				n := len(g.rumours)
				e := g.rumours[n-1]
				g.pay(me, rCourage, g.enc(e).Secrets)
				g.rumours = g.rumours[:n-1]
				g.encAt[e] = eGone
				g.log("chasm", g.person(me).Does("pays")+" Courage to remove "+g.enc(e).Name+" from the Rumours.", me)
				return
			}
			l := g.locByID(rest)
			g.pay(me, rCourage, g.desperateCost(g.locEnc[l]))
			g.clearTokens(l)
			g.overcomeAt(l, me, "from the Yawning Chasm with a desperate act")
		}

	case wGorge:
		if verb == "done" {
			g.pop()
			if t.b > 0 {
				g.log("action", g.person(me).Does("discards")+" "+plural(int(t.b), "Feat card")+" and "+g.person(me).Verb("draws")+" as many.", me)
				g.push(wFeatDraw, me, int(t.b))
			}
			return
		}
		f := g.featIdx(rest)
		g.fromHand(me, f)
		g.addFc(1, f, 1)
		g.featTop = int16(f)
		g.stk[len(g.stk)-1].b++
		if g.handSize(me) == 0 {
			g.answer(g.top(), "done")
		}

	case wChateauTake:
		g.pop()
		ss, rs, _ := strings.Cut(rest, " ")
		s, r := num(ss), resIndex(rs)
		g.res[me][g.chGive]--
		g.res[s][g.chGive]++
		g.res[s][r]--
		g.res[me][r]++
		g.log("action", g.person(me).Does("swaps")+" a "+resName(g.chGive)+" for "+g.person(s).Mid().Possessive()+" "+rs+".", me, s)

	case wBankReturn:
		g.pop()
		g.pay(me, resIndex(rest), 1)
		g.log("action", g.person(me).Does("takes")+" a "+resName(int(t.a))+" from the bank and returns a "+rest+".", me)

	case wDesperate:
		g.pop()
		if id == "desperate" {
			g.pay(me, rCourage, g.desperateCost(g.locEnc[g.at]))
			g.overcome = true
			g.overcomeAt(g.at, me, "with a desperate act")
		}

	case wPool:
		if id == "roll" {
			g.pop()
			g.push(wTray, 0, 0)
			g.rolled = true
			for i := range g.tray {
				g.tray[i].pending = true
			}
			g.push(wRoll, 0, 0)
			return
		}
		g.useCard(verb, rest)

	case wRoll:
		i := g.pendingDie()
		g.tray[i].face = int8(num(rest))
		g.tray[i].pending = false
		if g.pendingDie() < 0 {
			g.log("roll", g.person(me).Does("rolls")+" "+g.trayWords()+".", me)
		}

	case wTray:
		switch {
		case id == "done":
			g.pop()
		case id == "reroll":
			g.push(wMark, 0, 0)
		case id == "reroll all":
			g.rerolls[me]--
			for i, d := range g.tray {
				if !d.used && g.w.dice[d.kind].Rerollable {
					g.tray[i].pending = true
				}
			}
			g.push(wRoll, 0, 0)
		case verb == "bump":
			i := num(rest) - 1
			g.pay(me, rFeat, 1)
			g.tray[i].face++
		case verb == "overcome" || verb == "gain":
			g.spend(verb, rest)
		default:
			g.useCard(verb, rest)
		}

	case wMark:
		switch verb {
		case "mark", "unmark":
			g.tray[num(rest)-1].marked = verb == "mark"
		case "back":
			g.pop()
			for i := range g.tray {
				g.tray[i].marked = false
			}
		case "roll":
			g.pop()
			g.pay(me, rFocus, g.markCost())
			g.rerolls[me]--
			for i, d := range g.tray {
				if d.marked {
					g.tray[i].marked = false
					g.tray[i].pending = true
				}
			}
			g.push(wRoll, 0, 0)
		}

	case wPickDie:
		g.pop()
		i := num(rest) - 1
		if t.a == 0 {
			g.push(wPickFace, i, 0)
			return
		}
		g.tray[i].face = int8(min(6, int(g.tray[i].face)+int(t.b)))

	case wPickFace:
		g.pop()
		g.tray[t.a].face = int8(num(rest))
		g.log("die", g.person(me).Does("turns")+" die "+itoa(int(t.a)+1)+" to "+rest+".", me)

	case wSteal:
		g.pop()
		ss, rs, _ := strings.Cut(rest, " ")
		s, r := num(ss), resIndex(rs)
		g.res[s][r]--
		g.res[me][r]++
		g.log("steal", g.person(me).Does("takes")+" a "+rs+" token from "+g.person(s).Object()+".", me, s)

	case wOfferTo:
		g.pop()
		if verb == "to" {
			g.offer = &offer{from: int8(me), to: int8(num(rest))}
			g.push(wOffer, 0, 0)
		}

	case wOffer:
		o := g.offer
		kind, what, _ := strings.Cut(rest, " ")
		switch verb {
		case "cancel":
			g.pop()
			g.offer = nil
		case "offer":
			g.pop()
			g.log("trade", g.person(me).Does("offers")+" "+g.person(int(o.to)).Object()+" "+g.offerWords()+".", me, int(o.to))
			g.push(wAnswer, 0, 0)
		case "give", "ask":
			give := verb == "give"
			switch kind {
			case "card":
				e := int16(g.encIdx(what))
				if give {
					o.giveCard = append(o.giveCard, e)
				} else {
					o.askCard = append(o.askCard, e)
				}
			case "swag":
				s := int16(g.swagIdx(what))
				if give {
					o.giveSwag = append(o.giveSwag, s)
				} else {
					o.askSwag = append(o.askSwag, s)
				}
			default:
				if give {
					o.give[resIndex(rest)]++
				} else {
					o.ask[resIndex(rest)]++
				}
			}
		}

	case wAnswer:
		g.pop()
		o := g.offer
		g.offer = nil
		if id == "refuse" {
			g.log("trade", g.person(int(o.to)).Does("refuses")+" the trade.", int(o.to))
			return
		}
		g.trade(o)

	case wRescue:
		g.pop()
		if id == "pass" {
			return
		}
		g.rescue(int(t.a), rest)

	case wTTGive:
		g.pop()
		v := num(rest)
		g.ttHeld[t.a][v]--
		g.ttHeld[t.b][v]++
		g.log("terrible", g.person(int(t.a)).Does("hands")+" "+g.person(int(t.b)).Object()+" a Terrible Thing worth "+rest+".", int(t.a), int(t.b))

	case wMapSave:
		g.pop()
		if id == "spend map" {
			g.mapH = -1
			g.rescued = true
			g.placeTokens(g.at, g.locEnc[g.at])
			g.log("map", g.person(me).Does("spends")+" the Map: "+g.enc(g.locEnc[g.at]).Name+" stays on the river and no Terrible Thing is unleashed.", me)
		}

	case wPost:
		switch verb {
		case "done":
			g.pop()
		case "discard":
			i := num(rest) - 1
			g.old = append(g.old, g.slots[i])
			g.slots[i] = -1
			g.swapped = true
			g.push(wSwagSlot, i, 0)
		case "buy":
			var s int16
			if rest == "old" {
				s = g.old[len(g.old)-1]
				g.old = g.old[:len(g.old)-1]
			} else {
				i := num(rest) - 1
				s = g.slots[i]
				g.slots[i] = -1
			}
			g.pay(me, rTreasure, c.Swag[s].Cost)
			g.own[me] = append(g.own[me], owned{swag: s})
			g.bought = true
			g.log("buy", g.person(me).Does("buys")+" "+c.Swag[s].Name+".", me)
			g.checkAchievements()
		case "refresh":
			g.picked = 0
			g.push(wRefreshPick, 0, 0)
		}

	case wRefreshPick:
		if verb == "pick" {
			g.picked |= 1 << (num(rest) - 1)
			return
		}
		g.pop()
		g.pay(me, rTreasure, c.TradingPost.RefreshCost)
		for i := range g.slots {
			if g.picked&(1<<i) != 0 {
				g.old = append(g.old, g.slots[i])
				g.slots[i] = -1
			}
		}
		for i := len(g.slots) - 1; i >= 0; i-- {
			if g.picked&(1<<i) != 0 {
				g.push(wSwagSlot, i, 0)
			}
		}
		g.picked = 0
		g.log("refresh", g.person(me).Does("pays")+" to refresh the Trading Post.", me)

	case wAchTie:
		g.pop()
		s := num(rest)
		g.award(int(t.a), s)

	case wForget:
		kind, what, _ := strings.Cut(rest, " ")
		switch kind {
		case "card":
			e := g.encIdx(what)
			g.encAt[e] = eGone
			g.forgot += c.Encounters[e].Secrets
			g.log("forget", "You forget "+c.Encounters[e].Name+".", 0)
		case "swag":
			s := int16(g.swagIdx(what))
			i := slices.IndexFunc(g.own[0], func(o owned) bool { return o.swag == s })
			g.own[0] = slices.Delete(g.own[0], i, i+1)
			g.forgot += c.Swag[s].Secrets
			g.log("forget", "You forget "+c.Swag[s].Name+".", 0)
		case "achievement":
			a := slices.IndexFunc(c.Achievements, func(x ba.Achievement) bool { return x.ID == what })
			g.ach[a] = achGone
			g.forgot += c.Achievements[a].Secrets
			g.log("forget", "You forget "+c.Achievements[a].Name+"; it is gone for good.", 0)
		}
	}
}

// useCard plays a Feat card ("feat <id>") or exhausts a Swag card
// ("equip <id>") for its effect; a Feat card whose action cannot be taken
// is spent for nothing.
func (g *game) useCard(verb, id string) {
	c := g.w.c
	me := g.cur
	var e ba.Effect
	var name string
	var works bool // as the label said, before the card is paid for
	if verb == "feat" {
		f := g.featIdx(id)
		e, name = c.Feats[f].Effect, c.Feats[f].Name
		works = g.canUse(e)
		g.pay(me, rFeat, c.Feats[f].Cost)
		g.fromHand(me, f)
		g.addFc(1, f, 1)
		g.featTop = int16(f)
		g.log("feat", g.person(me).Does("performs")+" a Feat: "+name+".", me)
	} else {
		s := int16(g.swagIdx(id))
		e, name = c.Swag[s].Effect, c.Swag[s].Name
		works = g.canUse(e)
		i := slices.IndexFunc(g.own[me], func(o owned) bool { return o.swag == s && !o.exh })
		g.own[me][i].exh = true
		for r, n := range c.Swag[s].UseCost {
			g.pay(me, resIndex(r), n)
		}
		g.log("equip", g.person(me).Does("uses")+" "+name+".", me)
	}
	if !works {
		g.log("feat", name+" has no effect now.", me)
		return
	}
	switch e.Kind {
	case ba.EffSwapDie:
		i := slices.IndexFunc(g.tray, func(d die) bool { return int(d.kind) == g.w.basic })
		g.tray[i].kind = int8(g.w.dieIdx[e.Die])
	case ba.EffAddDie:
		g.addDie(g.w.dieIdx[e.Die])
		if g.rolled {
			g.push(wRoll, 0, 0)
		}
	case ba.EffExtraReroll:
		g.rerolls[me] += int8(e.N)
	case ba.EffSetDie:
		g.push(wPickDie, 0, 0)
	case ba.EffBumpDie:
		g.push(wPickDie, 1, e.N)
	case ba.EffGain:
		g.gain(me, resIndex(e.Resource), e.N)
	case ba.EffSteal:
		g.push(wSteal, 0, 0)
	case ba.EffTrade:
		g.push(wOfferTo, 0, 0)
	}
}

// spend removes the dice of a combination: "overcome <combo>" takes the
// encounter, "gain <resource> <combo>" pays a token per die.
func (g *game) spend(verb, rest string) {
	me := g.cur
	g.spending = true
	res := -1
	if verb == "gain" {
		r, cs, _ := strings.Cut(rest, " ")
		res, rest = resIndex(r), cs
	}
	x, _ := parseCombo(rest)
	for _, f := range x.faces() {
		best := -1
		for i, d := range g.tray {
			if d.used || int(d.face) != f {
				continue
			}
			only := g.w.dice[d.kind].EncounterOnly
			if res >= 0 && only {
				continue
			}
			if best < 0 || (only && res < 0) {
				best = i
			}
		}
		g.tray[best].used = true
	}
	if res < 0 {
		g.overcome = true
		g.overcomeAt(g.at, me, "with "+x.words())
		return
	}
	n := g.gain(me, res, x.size)
	g.log("gain", g.person(me).Does("spends")+" "+x.words()+" for "+plural(n, resName(res))+".", me)
}

// rescueCards lists the rescue Feat cards seat s may play now (in table
// mode, those that may be among its unseen cards).
func (g *game) rescueCards(s int) []int {
	var out []int
	for i, f := range g.w.c.Feats {
		if f.Effect.Kind == ba.EffRescue && g.mayHold(s, i) && int(g.res[s][rFeat]) >= f.Cost {
			out = append(out, i)
		}
	}
	return out
}

func (g *game) canRescue(s int) bool { return len(g.rescueCards(s)) > 0 }

// rescue: seat s steps in for the current player, who takes no Terrible
// Thing; the encounter stays, foreshadowed for s, with the tokens the
// rescued player took back on it where possible. The rescuer's pawn moves
// onto it, so an encounter it foreshadowed before is free again.
func (g *game) rescue(s int, card string) {
	c := g.w.c
	me := g.cur
	i := g.rescueCards(s)[0]
	if card != "" {
		i = g.featIdx(card)
	}
	g.pay(s, rFeat, c.Feats[i].Cost)
	g.fromHand(s, i)
	g.addFc(1, i, 1)
	g.featTop = int16(i)
	g.rescued = true
	for r := range nRes {
		back := min(g.took[r], g.res[me][r])
		g.res[me][r] -= back
		g.locTok[g.at][r] += back
	}
	if p := g.pawn[s]; g.fore[s] {
		g.log("foreshadow", g.person(s).Possessive()+" pawn leaves "+c.Locations[p].Name+": "+g.enc(g.locEnc[p]).Name+" is no longer foreshadowed for "+g.person(s).Object()+".", s)
	}
	g.setPawn(s, int8(g.at))
	g.fore[s] = true
	g.log("rescue", g.person(s).Does("rescues")+" "+g.person(me).Object()+": "+g.enc(g.locEnc[g.at]).Name+" is foreshadowed for "+g.person(s).Object()+".", s, me)
}

// trade carries out an accepted offer. Swag that exhausts changes hands
// exhausted.
func (g *game) trade(o *offer) {
	from, to := int(o.from), int(o.to)
	for r := range nRes {
		g.res[from][r] += o.ask[r] - o.give[r]
		g.res[to][r] += o.give[r] - o.ask[r]
	}
	for _, e := range o.giveCard {
		g.encAt[e] = eScore + int16(to)
	}
	for _, e := range o.askCard {
		g.encAt[e] = eScore + int16(from)
	}
	move := func(a, b int, list []int16) {
		for _, s := range list {
			// The giver hands over an exhausted copy first: it arrives
			// exhausted either way.
			i := slices.IndexFunc(g.own[a], func(x owned) bool { return x.swag == s && x.exh })
			if i < 0 {
				i = slices.IndexFunc(g.own[a], func(x owned) bool { return x.swag == s })
			}
			g.own[a] = slices.Delete(g.own[a], i, i+1)
			g.own[b] = append(g.own[b], owned{swag: s, exh: g.w.c.Swag[s].Exhausts})
		}
	}
	move(from, to, o.giveSwag)
	move(to, from, o.askSwag)
	g.log("trade", g.person(to).Does("accepts")+" the trade.", to, from)
	g.checkAchievements()
}
