package att

import (
	"slices"
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The Trading Post and the Refresh that end a turn, and the Lost Charter's
// steals and trade offers between players.

// kPostPhase: the pawn goes to the Trading Post; empty slots are dealt
// once the player leaves.
var postPhaseRule = engine.Rule[*game]{
	Name: "post phase",
	Do: func(g *game, _ engine.Step) {
		g.phase = "trading post"
		g.setPawn(g.cur, atPost)
		g.Push(refillStep(), postStep())
	},
}

// What a Trading Post answer does (kPost's Arg: opArg(op, slot)).
const (
	postDone = iota
	postDiscard
	postBuy
	postBuyOld
	postRefresh
)

// kPost: swap a card to the Old Stock (once, before buying), buy, pay to
// refresh, or leave.
var postRule = engine.Rule[*game]{
	Name: "post",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		c := g.w.c
		me := g.cur
		tr := int(g.res[me][rTreasure])
		a.Seat = seat(me)
		a.Text = g.person(me).String() + " at the Trading Post (" + plural(tr, "Treasure") + ")."
		for i, s := range g.slots {
			if s >= 0 && !g.swapped && !g.bought && g.swagLeft()+len(g.old) > 0 {
				a.Add("discard "+itoa(i+1), "Move "+c.Swag[s].Name+" to the Old Stock and deal a new card", opArg(postDiscard, i))
			}
		}
		for i, s := range g.slots {
			if s >= 0 && tr >= c.Swag[s].Cost {
				a.Add("buy "+itoa(i+1), "Buy "+c.Swag[s].Name+" for "+plural(c.Swag[s].Cost, "Treasure")+": "+c.Swag[s].Text, opArg(postBuy, i))
			}
		}
		if n := len(g.old); n > 0 {
			if s := c.Swag[g.old[n-1]]; tr >= s.Cost {
				a.Add("buy old", "Buy "+s.Name+" from the Old Stock for "+plural(s.Cost, "Treasure")+": "+s.Text, opArg(postBuyOld, 0))
			}
		}
		filled := false
		for _, s := range g.slots {
			filled = filled || s >= 0
		}
		if filled && tr >= c.TradingPost.RefreshCost && g.swagLeft()+len(g.old) > 0 {
			a.Add("refresh", "Pay "+plural(c.TradingPost.RefreshCost, "Treasure")+" to refresh up to "+itoa(c.TradingPost.RefreshCards)+" cards", opArg(postRefresh, 0))
		}
		a.Add("done", "Leave the Trading Post", opArg(postDone, 0))
	},
	Answer: func(g *game, s engine.Step, ch engine.Choice) {
		c := g.w.c
		me := g.cur
		i := argVal(ch.Arg)
		switch argOp(ch.Arg) {
		case postDone:
			return
		case postDiscard:
			g.Push(s)
			g.old = append(g.old, g.slots[i])
			g.slots[i] = -1
			g.swapped = true
			g.Push(swagSlotStep(i))
		case postBuy, postBuyOld:
			g.Push(s)
			var x int16
			if argOp(ch.Arg) == postBuyOld {
				x = g.old[len(g.old)-1]
				g.old = g.old[:len(g.old)-1]
			} else {
				x = g.slots[i]
				g.slots[i] = -1
			}
			g.pay(me, rTreasure, c.Swag[x].Cost)
			g.own[me] = append(g.own[me], owned{swag: x})
			g.bought = true
			g.log("buy", g.person(me).Does("buys")+" "+c.Swag[x].Name+".", me)
			g.checkAchievements()
		case postRefresh:
			g.picked = 0
			g.Push(s, refreshPickStep())
		}
	},
	// The slot swapped or bought (PostPlace), or the Old Stock
	// (PlaceOldStock).
	Touch: func(_ *game, _ engine.Step, ch engine.Choice) rules.Touch {
		switch argOp(ch.Arg) {
		case postDiscard, postBuy:
			return places(PostPlace(argVal(ch.Arg)))
		case postBuyOld:
			return places(PlaceOldStock)
		}
		return rules.Touch{}
	},
}

// kRefreshPick: the slots a paid refresh replaces, then go.
var refreshPickRule = engine.Rule[*game]{
	Name: "refresh pick",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		c := g.w.c
		a.Seat = seat(g.cur)
		a.Text = g.person(g.cur).String() + ": pick up to " + itoa(c.TradingPost.RefreshCards) + " cards to refresh."
		n := 0
		for i, s := range g.slots {
			if g.picked&(1<<i) != 0 {
				n++
			} else if s >= 0 {
				a.Add("pick "+itoa(i+1), "Refresh slot "+itoa(i+1)+" ("+c.Swag[s].Name+")", i)
			}
		}
		if n >= c.TradingPost.RefreshCards {
			a.Choices = a.Choices[:0]
		}
		if n > 0 {
			a.Add("go", "Pay "+plural(c.TradingPost.RefreshCost, "Treasure")+" and refresh them", argNone)
		}
	},
	Answer: func(g *game, s engine.Step, ch engine.Choice) {
		if ch.Arg != argNone {
			g.picked |= 1 << ch.Arg
			g.Push(s)
			return
		}
		g.pay(g.cur, rTreasure, g.w.c.TradingPost.RefreshCost)
		for i := range g.slots {
			if g.picked&(1<<i) != 0 {
				g.old = append(g.old, g.slots[i])
				g.slots[i] = -1
			}
		}
		for i := len(g.slots) - 1; i >= 0; i-- {
			if g.picked&(1<<i) != 0 {
				g.Push(swagSlotStep(i))
			}
		}
		g.picked = 0
		g.log("refresh", g.person(g.cur).Does("pays")+" to refresh the Trading Post.", g.cur)
	},
	// The slot picked (PostPlace).
	Touch: func(_ *game, _ engine.Step, ch engine.Choice) rules.Touch {
		if ch.Arg == argNone {
			return rules.Touch{}
		}
		return places(PostPlace(ch.Arg))
	},
}

// kRefill: the empty slots are dealt, lowest first.
var refillRule = engine.Rule[*game]{
	Name: "refill",
	Do: func(g *game, _ engine.Step) {
		for i := len(g.slots) - 1; i >= 0; i-- {
			if g.slots[i] < 0 {
				g.Push(swagSlotStep(i))
			}
		}
	},
}

// kRefresh: the player draws back up to a full hand.
var refreshRule = engine.Rule[*game]{
	Name: "refresh",
	Do: func(g *game, _ engine.Step) {
		g.phase = "refresh"
		g.Push(refreshEndStep(), featDrawStep(g.cur, g.w.c.Setup.HandSize-g.handSize(g.cur)))
	},
}

// kRefreshEnd: Swag is ready again, the re-rolls come back, and an
// obsession held long enough is gone.
var refreshEndRule = engine.Rule[*game]{
	Name: "refresh end",
	Do: func(g *game, _ engine.Step) {
		c := g.w.c
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
	},
}

// kSteal: a steal card takes a token from another player.
var stealRule = engine.Rule[*game]{
	Name: "steal",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": take which token from whom?"
		for s := range g.n {
			for r := range nRes {
				if s != me && g.res[s][r] > 0 {
					a.Add("take "+itoa(s)+" "+resName(r), "Take a "+resName(r)+" from "+g.person(s).Object(), seatRes(s, r))
				}
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		me := g.cur
		s, r := argSeatRes(c.Arg)
		g.res[s][r]--
		g.res[me][r]++
		g.log("steal", g.person(me).Does("takes")+" a "+resName(r)+" token from "+g.person(s).Object()+".", me, s)
	},
	// The seat stolen from.
	Touch: func(_ *game, _ engine.Step, c engine.Choice) rules.Touch {
		s, _ := argSeatRes(c.Arg)
		return seatsTouch(s)
	},
}

// kOfferTo: a trade card: the seat the offer goes to.
var offerToRule = engine.Rule[*game]{
	Name: "offer to",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": make a trade offer to whom?"
		for s := range g.n {
			if g.canOffer(s) {
				a.Add("to "+itoa(s), "Offer a trade to "+g.person(s).Object(), s)
			}
		}
		a.Add("cancel", "Make no offer", argNone)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		if c.Arg != argNone {
			g.offer = &offer{from: int8(g.cur), to: int8(c.Arg)}
			g.Push(offerStep())
		}
	},
	// The seat the offer goes to.
	Touch: func(_ *game, _ engine.Step, c engine.Choice) rules.Touch {
		if c.Arg == argNone {
			return rules.Touch{}
		}
		return seatsTouch(c.Arg)
	},
}

// canOffer reports whether the current seat could make seat s a trade
// offer: another seat, and something on either side to name.
func (g *game) canOffer(s int) bool {
	return s != g.cur && (g.tradable(g.cur) || g.tradable(s))
}

// tradable reports whether seat s has anything a trade offer may name:
// resource tokens, overcome encounters or Swag.
func (g *game) tradable(s int) bool {
	return g.res[s] != [nRes]int16{} || len(g.own[s]) > 0 || slices.Contains(g.encAt, eScore+int16(s))
}

// What an offer answer adds (kOffer's Arg: opArg(op, index)).
const (
	offerCancel = iota
	offerMake
	offerGive     // a resource token
	offerAsk      // a resource token
	offerGiveCard // an overcome encounter
	offerAskCard
	offerGiveSwag
	offerAskSwag
)

// kOffer: the offer is built a token, a card or a Swag at a time, then made
// or cancelled.
var offerRule = engine.Rule[*game]{
	Name: "offer",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		c := g.w.c
		o := g.offer
		from, to := int(o.from), int(o.to)
		a.Seat = seat(g.cur)
		a.Text = g.person(g.cur).String() + ": build your offer to " + g.person(to).Object() + ": " + g.offerWords() + "."
		for r := range nRes {
			if g.res[from][r] > o.give[r] {
				a.Add("give "+resName(r), "Offer a "+resName(r)+" token", opArg(offerGive, r))
			}
		}
		for r := range nRes {
			if g.res[to][r] > o.ask[r] {
				a.Add("ask "+resName(r), "Ask for a "+resName(r)+" token", opArg(offerAsk, r))
			}
		}
		for i, e := range c.Encounters {
			if g.encAt[i] == eScore+int16(from) && !slices.Contains(o.giveCard, int16(i)) {
				a.Add("give card "+e.ID, "Offer "+e.Name, opArg(offerGiveCard, i))
			}
			if g.encAt[i] == eScore+int16(to) && !slices.Contains(o.askCard, int16(i)) {
				a.Add("ask card "+e.ID, "Ask for "+e.Name, opArg(offerAskCard, i))
			}
		}
		swagLeft := func(s int, list []int16) map[int16]int {
			m := map[int16]int{}
			for _, x := range g.own[s] {
				m[x.swag]++
			}
			for _, x := range list {
				m[x]--
			}
			return m
		}
		gm, am := swagLeft(from, o.giveSwag), swagLeft(to, o.askSwag)
		for i, s := range c.Swag {
			if gm[int16(i)] > 0 {
				a.Add("give swag "+s.ID, "Offer "+s.Name, opArg(offerGiveSwag, i))
			}
			if am[int16(i)] > 0 {
				a.Add("ask swag "+s.ID, "Ask for "+s.Name, opArg(offerAskSwag, i))
			}
		}
		if g.offerWords() != "nothing" {
			a.Add("offer", "Make the offer (it cannot be taken back)", opArg(offerMake, 0))
		}
		a.Add("cancel", "Make no offer", opArg(offerCancel, 0))
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		o := g.offer
		x := argVal(c.Arg)
		switch argOp(c.Arg) {
		case offerCancel:
			g.offer = nil
			return
		case offerMake:
			g.log("trade", g.person(g.cur).Does("offers")+" "+g.person(int(o.to)).Object()+" "+g.offerWords()+".", g.cur, int(o.to))
			g.Push(answerOfferStep())
			return
		case offerGive:
			o.give[x]++
		case offerAsk:
			o.ask[x]++
		case offerGiveCard:
			o.giveCard = append(o.giveCard, int16(x))
		case offerAskCard:
			o.askCard = append(o.askCard, int16(x))
		case offerGiveSwag:
			o.giveSwag = append(o.giveSwag, int16(x))
		case offerAskSwag:
			o.askSwag = append(o.askSwag, int16(x))
		}
		g.Push(s)
	},
	// The encounter or Swag card offered or asked for.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		x := argVal(c.Arg)
		switch argOp(c.Arg) {
		case offerGiveCard, offerAskCard:
			return cardsTouch(g.encCard(x))
		case offerGiveSwag, offerAskSwag:
			return cardsTouch(g.swagCard(x))
		}
		return rules.Touch{}
	},
}

func (g *game) offerWords() string {
	c := g.w.c
	o := g.offer
	side := func(res [nRes]int16, cards, swag []int16) []string {
		var out []string
		for r := range nRes {
			if res[r] > 0 {
				out = append(out, itoa(int(res[r]))+" "+resName(r))
			}
		}
		for _, e := range cards {
			out = append(out, c.Encounters[e].Name)
		}
		for _, s := range swag {
			out = append(out, c.Swag[s].Name)
		}
		return out
	}
	give, ask := side(o.give, o.giveCard, o.giveSwag), side(o.ask, o.askCard, o.askSwag)
	if len(give)+len(ask) == 0 {
		return "nothing"
	}
	return "to give " + orNothing(give) + " for " + orNothing(ask)
}

func orNothing(parts []string) string {
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// kAnswerOffer: the other seat accepts or refuses the offer.
var answerOfferRule = engine.Rule[*game]{
	Name: "answer offer",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		o := g.offer
		a.Seat = seat(int(o.to))
		a.Text = g.person(int(o.to)).String() + ": " + g.person(int(o.from)).Mid().Does("offers") + " " + g.offerWords() + ". Accept?"
		a.Add("accept", "Accept the trade", 1)
		a.Add("refuse", "Refuse it", 0)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		o := g.offer
		g.offer = nil
		if c.Arg == 0 {
			g.log("trade", g.person(int(o.to)).Does("refuses")+" the trade.", int(o.to))
			return
		}
		g.trade(o)
	},
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
