package horrified

import (
	"slices"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Answer meanings.
const (
	opNone = iota
	opMove
	opGuide
	opPickup
	opShare
	opAdvance
	opDefeat
	opSpecial
	opPerk
	opInterrupt
	opEnd
	opBring
	opGo
	opTake
	opTakeAll
	opDone
	opGive
	opUse
	opCancel
	opSlide
	opFlip
	opStep
	opStop
	opPlace
	opMoveFig
	opHero
	opSpace
	opGather
	opDefeated
	opDiscard
	opPay
)

func (g *game) itemsAt(sp int8) int {
	n := 0
	for i := range g.w.toks {
		if g.tok(i) == int16(sp) {
			n++
		}
	}
	return n
}

func (g *game) heldBy(s int8) int {
	n := 0
	for i := range g.w.toks {
		if g.tok(i) == locHero+int16(s) {
			n++
		}
	}
	return n
}

// heroStep asks seat's hero what to do with its actions.
func heroStep(seat int8) engine.Step { return engine.Step{Kind: kHero, Seat: seat} }

var heroRule = engine.Rule[*game]{Name: "hero", Text: (*game).heroText, Ask: (*game).heroAsk, Answer: (*game).heroAnswer, Touch: (*game).heroTouch}

// heroTouch is what an action touches: the space moved or guided to, the
// space of an action taken here (with the items a pick-up or an advance
// names), the hero a special moves, the seat a perk is handed to.
func (g *game) heroTouch(f engine.Step, c engine.Choice) rules.Touch {
	o := answerOf(c)
	switch o.op {
	case opMove:
		return g.at(int8(o.a))
	case opGuide:
		return g.at(int8(o.b))
	case opPickup, opShare:
		return g.at(g.heroes[by(f)].space)
	case opTake:
		t := g.at(g.heroes[by(f)].space)
		t.Cards = g.itemTouch(o.a).Cards
		return t
	case opTakeAll:
		sp := g.heroes[by(f)].space
		t := g.at(sp)
		for i := range g.w.toks {
			if g.tok(i) == int16(sp) {
				t.Cards = append(t.Cards, g.w.toks[i].item.ID)
			}
		}
		return t
	case opAdvance, opDefeat:
		// every task is advanced, and every monster defeated, where the
		// hero stands
		t := g.at(g.heroes[by(f)].space)
		if o.b > 0 {
			t.Cards = g.itemTouch(o.b - 1).Cards
		}
		return t
	case opSpecial:
		if o.b >= 0 {
			return g.atSeat(int8(o.a), int8(o.b))
		}
		return g.at(int8(o.a))
	case opInterrupt:
		return rules.Touch{Seats: []rules.Seat{rules.Seat(o.a)}}
	}
	return rules.Touch{}
}

// heroText asks the hero whose turn it is for an action.
func (g *game) heroText(f engine.Step) string {
	s := by(f)
	return g.player(s) + ", " + g.hero(s).name + " at " + spaceOr(g, g.heroes[s].space) + ": " + plural(int(g.heroes[s].left), "action") + " left."
}

func (g *game) heroAsk(f engine.Step, a *engine.Ask) {
	w := g.w
	s := by(f)
	asks(a, f)
	h := &g.heroes[s]
	sp := h.space
	if h.left > 0 && sp >= 0 {
		for _, n := range w.lit[sp] {
			add(a, w.moveID[n], w.moveLbl[n], answer{op: opMove, a: int16(n)})
		}
		for v := range w.vils {
			loc := g.vil(v)
			if loc < 0 {
				continue
			}
			if loc == sp {
				for _, n := range w.lit[sp] {
					k := v*w.n + int(n)
					add(a, w.guideID[k], w.guideLbl[k], answer{op: opGuide, a: int16(v), b: int16(n)})
				}
			} else if w.d(0, loc, sp) == 1 {
				k := v*w.n + int(sp)
				add(a, w.guideID[k], w.guideLbl[k], answer{op: opGuide, a: int16(v), b: int16(sp)})
			}
		}
		if g.pickAt != sp+1 {
			g.pickupOptions(s, false, a)
		}
		if g.canShare(s) {
			add(a, "share", "Share items with the heroes here", answer{op: opShare})
		}
		for fi := range w.figs {
			fg := int8(fi)
			if !g.figOn(fg) {
				continue
			}
			if g.canAdvance(s, fg) {
				g.advanceOptions(s, fg, a)
			}
			if g.canDefeat(s, fg) {
				add(a, w.defID[fg], w.defLbl[fg], answer{op: opDefeat, a: int16(fg)})
			}
		}
		g.specialOptions(s, a)
	}
	if sp >= 0 && g.pickAt == sp+1 {
		g.pickupOptions(s, true, a)
	}
	g.perkOptions(s, a)
	for t := int8(0); t < g.nSeats; t++ {
		if t != s && g.holdsPerk(t) {
			add(a, interruptIDs[t], g.perkLbl[t], answer{op: opInterrupt, a: int16(t)})
		}
	}
	add(a, "end", "End the hero phase", answer{op: opEnd})
}

// dealt gives seat the hero h, at its start.
func (g *game) dealt(seat, h int8) {
	g.heroes[seat] = heroSt{typ: h, space: g.w.heroes[h].start}
	g.perkLbl[seat] = g.person(seat).String() + " (" + g.hero(seat).name + ") " + g.person(seat).Verb("plays") + " a perk"
}

var interruptIDs = [5]string{"interrupt 0", "interrupt 1", "interrupt 2", "interrupt 3", "interrupt 4"}

func (g *game) canShare(s int8) bool {
	sp := g.heroes[s].space
	others, items := false, false
	for t := int8(0); t < g.nSeats; t++ {
		if g.heroes[t].space != sp {
			continue
		}
		if t != s {
			others = true
		}
		if g.heldBy(t) > 0 || g.cure == t {
			items = true
		}
	}
	return others && items
}

func (g *game) specialOptions(s int8, a *engine.Ask) {
	w := g.w
	sp := g.heroes[s].space
	var seen uint128
	offer := func(n int8, label string) {
		if n == sp || n < 0 || w.spaces[n].water || seen.has(n) {
			return
		}
		seen.set(n)
		add(a, w.specialID[n], label, answer{op: opSpecial, a: int16(n), b: -1})
	}
	switch g.hero(s).special {
	case spPickupAdj:
		for _, n := range w.lit[sp] {
			if g.itemsAt(n) > 0 {
				offer(n, w.pickupLbl[n])
			}
		}
	case spJumpHero:
		if !g.solo {
			for t := int8(0); t < g.nSeats; t++ {
				if t != s && g.heroes[t].space >= 0 {
					offer(g.heroes[t].space, w.jumpHeroLbl[int(g.heroes[t].typ)*w.n+int(g.heroes[t].space)])
				}
			}
		}
	case spAnywhere:
		for n := range w.spaces {
			offer(int8(n), w.travelLbl[n])
		}
	case spJumpMonster:
		for f := range w.figs {
			if g.figOn(int8(f)) {
				offer(g.fig[f], w.jumpFigLbl[f*w.n+int(g.fig[f])])
			}
		}
	case spMoveOther:
		for t := int8(0); t < g.nSeats; t++ {
			if t == s || g.heroes[t].space < 0 {
				continue
			}
			for _, n := range w.lit[g.heroes[t].space] {
				k := int(g.heroes[t].typ)*w.n + int(n)
				add(a, w.moveOtherID[k], w.moveOtherLbl[k], answer{op: opSpecial, a: int16(n), b: int16(t)})
			}
		}
	}
}

// uint128 is a small set of spaces.
type uint128 [2]uint64

func (u *uint128) has(n int8) bool { return u[n>>6]&(1<<(n&63)) != 0 }
func (u *uint128) set(n int8)      { u[n>>6] |= 1 << (n & 63) }

func (g *game) holdsPerk(s int8) bool {
	for i := range g.w.pcards {
		if g.perk(i) == int16(s) {
			return true
		}
	}
	return false
}

// perkOptions offers the perks seat s holds, one per kind.
func (g *game) perkOptions(s int8, a *engine.Ask) {
	var seen [128]bool
	for i, t := range g.w.pcards {
		if g.perk(i) == int16(s) && !seen[t] {
			seen[t] = true
			p := &g.w.perks[t]
			add(a, p.playID, p.playLbl, answer{op: opPerk, a: int16(t)})
		}
	}
}

// interruptStep lets seat, not the one whose turn it is, play a perk. It
// is an ordinary rule, not an engine.Window: the hero whose turn it is
// hands the prompt over ("interrupt 2") and gets it back after one perk or
// "back"; nobody is asked in turn and there is no "pass".
func interruptStep(seat int8) engine.Step { return engine.Step{Kind: kInterrupt, Seat: seat} }

var interruptRule = engine.Rule[*game]{Name: "interrupt",
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		s := by(f)
		asks(a, f)
		if g.person(s).IsYou() {
			a.Text = "Which perk do you play?"
		} else {
			a.Text = g.player(s) + ": which perk do you play?"
		}
		g.perkOptions(s, a)
		add(a, "back", "Play no perk now", answer{})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		if o := answerOf(c); o.op == opPerk {
			g.playPerk(by(f), int(o.a))
		}
	}}

func (g *game) heroAnswer(f engine.Step, c engine.Choice) {
	o := answerOf(c)
	s := by(f)
	w := g.w
	if o.op == opEnd {
		g.emit("turn", g.who(s).Does("ends")+" the hero phase.")
		g.push(monsterPhaseStep())
		return
	}
	g.push(f)
	h := &g.heroes[s]
	// Anything but another item taken ends a pick-up action under way.
	pickAt := g.pickAt
	g.pickAt = 0
	switch o.op {
	case opTake, opTakeAll:
		if o.b == 0 || pickAt != h.space+1 {
			h.left--
		}
		g.pickUp(s, h.space, o)
		g.pickAt = h.space + 1
	case opMove:
		h.left--
		g.startHeroMove(s, s, int8(o.a))
	case opGuide:
		h.left--
		v := int(o.a)
		from := g.vil(v)
		g.setVil(v, int8(o.b))
		g.setPath(from, int8(o.b))
		g.emitAt("guide", g.heroCap(s)+" guides "+w.vils[v].name+" from "+w.sname(from)+" to "+w.sname(int8(o.b))+".", from, int8(o.b))
		g.arrive(v)
	case opPickup:
		h.left--
		g.pickAt = h.space + 1
		g.push(takeStep(s, h.space))
	case opShare:
		h.left--
		g.push(shareStep(s, h.space))
	case opAdvance, opDefeat:
		g.clearSel()
		if o.b > 0 {
			// the one item that pays for the task, named with the action
			g.setSel(int(o.b - 1))
			h.left--
			g.advanceBy(s, int8(o.a))
			g.clearSel()
			return
		}
		g.push(useStep(s, o.op == opDefeat, int8(o.a)))
	case opSpecial:
		h.left--
		switch g.hero(s).special {
		case spPickupAdj:
			g.push(takeStep(s, int8(o.a)))
		case spMoveOther:
			g.startHeroMove(s, int8(o.b), int8(o.a))
		default:
			g.startHeroMove(s, s, int8(o.a))
		}
	case opPerk:
		g.playPerk(s, int(o.a))
	case opInterrupt:
		g.push(interruptStep(int8(o.a)))
	}
}

// startHeroMove moves hero hs to dest, first asking seat asker which
// villagers come along when there are any.
func (g *game) startHeroMove(asker, hs, dest int8) {
	sp := g.heroes[hs].space
	for v := range g.w.vils {
		if g.vil(v) == sp {
			g.push(bringStep(asker, hs, dest, 0))
			return
		}
	}
	g.doHeroMove(hs, dest, 0)
}

func (g *game) doHeroMove(hs, dest int8, mask uint32) {
	w := g.w
	from := g.heroes[hs].space
	g.heroes[hs].space = dest
	var with []string
	for v := range w.vils {
		if mask&(1<<v) != 0 {
			g.setVil(v, dest)
			if g.Telling() {
				with = append(with, w.vils[v].name)
			}
		}
	}
	g.setPath(from, dest)
	if g.Telling() {
		text := g.heroName(hs) + " moves " + w.sname(from) + " → " + w.sname(dest)
		if len(with) > 0 {
			text += " with " + joinNames(with)
		}
		g.emitAt("move", upper(text)+".", from, dest)
	}
	for v := range w.vils {
		if mask&(1<<v) != 0 {
			g.arrive(v)
		}
	}
}

func upper(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

func (g *game) setPath(a, b int8) {
	g.path[0], g.path[1] = a, b
	g.pathN = 2
}

// arrive removes a villager who stands on their safe space; the current
// player draws a perk as the reward.
func (g *game) arrive(v int) {
	vi := &g.w.vils[v]
	if g.vil(v) != vi.safe {
		return
	}
	g.setVil(v, -1)
	g.emitAt("safe", g.w.vilDoes(v, "reaches")+" "+g.w.sname(vi.safe)+" and "+verbFor(vi.plural, "is")+" safe; "+g.heroName(g.cur)+" draws a perk.", vi.safe)
	g.push(perkDrawStep(g.cur))
}

// bringStep asks seat asker which villagers come along with hero on its
// way to dest; with is the set of those who already do.
func bringStep(asker, hero, dest int8, with uint32) engine.Step {
	return engine.Step{Kind: kBring, Seat: asker, A: int16(hero), B: int16(dest), Set: with}
}

func bringHero(s engine.Step) int8   { return int8(s.A) }
func bringDest(s engine.Step) int8   { return int8(s.B) }
func bringWith(s engine.Step) uint32 { return s.Set }

var bringRule = engine.Rule[*game]{Name: "bring",
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		asks(a, f)
		a.Text = "Which villagers come along to " + w.sname(bringDest(f)) + "?"
		sp := g.heroes[bringHero(f)].space
		for v := range w.vils {
			if g.vil(v) == sp && bringWith(f)&(1<<v) == 0 {
				add(a, "bring "+w.vils[v].id, "Bring "+w.vils[v].name+" along", answer{op: opBring, a: int16(v)})
			}
		}
		add(a, "go", "Go to "+w.sname(bringDest(f)), answer{op: opGo})
	},
	// Both the villagers and the hero go to the same place.
	Touch: func(g *game, f engine.Step, _ engine.Choice) rules.Touch { return g.at(bringDest(f)) },
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		with := bringWith(f)
		if o := answerOf(c); o.op == opBring {
			with |= 1 << o.a
			sp := g.heroes[bringHero(f)].space
			for v := range g.w.vils {
				if g.vil(v) == sp && with&(1<<v) == 0 {
					g.push(bringStep(by(f), bringHero(f), bringDest(f), with))
					return
				}
			}
		}
		g.doHeroMove(bringHero(f), bringDest(f), with)
	}}

// pickupOptions offers seat s's hero the pick-up action where it stands:
// every item there one by one, and all of them at once when there are
// several. One action takes any number of items, so while the action is
// under way (more) the hero may take the rest without spending another.
// "pickup" (asking which items in a prompt of its own) stays a legal
// answer, for saves that used it.
func (g *game) pickupOptions(s int8, more bool, a *engine.Ask) {
	w := g.w
	sp := g.heroes[s].space
	n := 0
	for i := range w.toks {
		if g.tok(i) == int16(sp) {
			n++
		}
	}
	if n == 0 {
		return
	}
	b := int16(b2i(more))
	if n > 1 {
		label := w.pickAllLbl[n]
		if more {
			label = w.pickRestLbl[n]
		}
		add(a, "pickup all", label, answer{op: opTakeAll, b: b})
	}
	// Two tokens of one item are the same choice: the list offers the
	// first, and the other stays a legal answer (older saves may name it).
	var offered []int16 // item types listed
	for i := range w.toks {
		if g.tok(i) == int16(sp) {
			t := &w.toks[i]
			label := t.pickLbl
			if more {
				label = t.pickMoreLbl
			}
			arg := answer{op: opTake, a: int16(i), b: b}
			if slices.Contains(offered, t.typ) {
				a.Beaten(t.pickID, label, arg.arg())
				continue
			}
			offered = append(offered, t.typ)
			add(a, t.pickID, label, arg)
		}
	}
	if g.heroes[s].left > 0 {
		a.Beaten("pickup", "Pick up items here, choosing them one by one", answer{op: opPickup}.arg())
	}
}

// pickUp gives seat's hero the item of answer o (opTake) or every item
// (opTakeAll) at space sp.
func (g *game) pickUp(s, sp int8, o answer) {
	w := g.w
	var got []string
	for i := range w.toks {
		if g.tok(i) == int16(sp) && (o.op == opTakeAll || int16(i) == o.a) {
			g.setTok(i, locHero+int16(s))
			got = append(got, w.toks[i].item.Name)
		}
	}
	g.emitAt("pickup", g.heroCap(s)+" picks up "+joinNames(itemNames(got))+" at "+w.sname(sp)+".", sp)
}

// advanceOptions offers the advance action against figure fg. A task paid
// with one item names the item in the answer ("advance creature torch-1"):
// one answer, where "advance creature" (still taken, for old saves) asks
// for the item after.
func (g *game) advanceOptions(s, fg int8, a *engine.Ask) {
	w := g.w
	if kind, _, _ := g.cost(0, fg); kind != costOne {
		add(a, w.advID[fg], w.advLbl[fg], answer{op: opAdvance, a: int16(fg)})
		return
	}
	loc := locHero + int16(s)
	k := int(fg) * len(w.toks)
	for i := range w.toks {
		if g.tok(i) == loc && g.usable(0, fg, i) {
			add(a, w.advTokID[k+i], w.advTokLbl[k+i], answer{op: opAdvance, a: int16(fg), b: int16(i + 1)})
		}
	}
	a.Beaten(w.advID[fg], w.advLbl[fg], answer{op: opAdvance, a: int16(fg)}.arg())
}

// takeStep asks which items seat's hero picks up at space.
func takeStep(seat, space int8) engine.Step {
	return engine.Step{Kind: kTake, Seat: seat, A: int16(space)}
}

func takeAt(s engine.Step) int8 { return int8(s.A) }

var takeRule = engine.Rule[*game]{Name: "take",
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		asks(a, f)
		a.Text = "Which items does " + g.heroName(by(f)) + " take from " + w.sname(takeAt(f)) + "?"
		n := 0
		for i := range w.toks {
			if g.tok(i) == int16(takeAt(f)) {
				add(a, w.toks[i].takeID, "Take the "+w.toks[i].label, answer{op: opTake, a: int16(i)})
				n++
			}
		}
		if n > 1 {
			add(a, "take all", "Take everything here", answer{op: opTakeAll})
		}
		add(a, "done", "Take nothing more", answer{op: opDone})
	},
	Touch: func(g *game, f engine.Step, c engine.Choice) rules.Touch {
		o := answerOf(c)
		t := g.at(takeAt(f))
		switch o.op {
		case opTake:
			t.Cards = g.itemTouch(o.a).Cards
		case opTakeAll:
			for i := range g.w.toks {
				if g.tok(i) == int16(takeAt(f)) {
					t.Cards = append(t.Cards, g.w.toks[i].item.ID)
				}
			}
		default:
			return rules.Touch{}
		}
		return t
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		w := g.w
		o := answerOf(c)
		sp := takeAt(f)
		var got []string
		switch o.op {
		case opTake:
			g.setTok(int(o.a), locHero+int16(by(f)))
			got = append(got, w.toks[o.a].item.Name)
		case opTakeAll:
			for i := range w.toks {
				if g.tok(i) == int16(sp) {
					g.setTok(i, locHero+int16(by(f)))
					got = append(got, w.toks[i].item.Name)
				}
			}
		default:
			return
		}
		g.emitAt("pickup", g.heroCap(by(f))+" picks up "+joinNames(itemNames(got))+" at "+w.sname(sp)+".", sp)
		if g.itemsAt(sp) > 0 {
			g.push(f)
		}
	}}

// shareStep asks which items change hands among the heroes at space.
func shareStep(seat, space int8) engine.Step {
	return engine.Step{Kind: kShare, Seat: seat, A: int16(space)}
}

func shareAt(s engine.Step) int8 { return int8(s.A) }

var shareRule = engine.Rule[*game]{Name: "share",
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		asks(a, f)
		a.Text = "Which items change hands at " + w.sname(shareAt(f)) + "?"
		for x := int8(0); x < g.nSeats; x++ {
			if g.heroes[x].space != shareAt(f) {
				continue
			}
			for y := int8(0); y < g.nSeats; y++ {
				if y == x || g.heroes[y].space != shareAt(f) {
					continue
				}
				hb := g.hero(y).id
				for i := range w.toks {
					if g.tok(i) == locHero+int16(x) {
						add(a, "give "+w.toks[i].item.ID+" "+hb, "Give the "+w.toks[i].label+" from "+g.heroName(x)+" to "+g.heroName(y), answer{op: opGive, a: int16(i), b: int16(y)})
					}
				}
				if g.cure == x {
					add(a, "give cure "+hb, "Give the Cure from "+g.heroName(x)+" to "+g.heroName(y), answer{op: opGive, a: -1, b: int16(y)})
				}
			}
		}
		add(a, "done", "Stop sharing", answer{op: opDone})
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		o := answerOf(c)
		if o.op != opGive {
			return rules.Touch{}
		}
		if o.a < 0 {
			return g.itemTouch(-1, g.cure, int8(o.b))
		}
		return g.itemTouch(o.a, int8(g.tok(int(o.a))-locHero), int8(o.b))
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		if o.op != opGive {
			return
		}
		b := int8(o.b)
		if o.a < 0 {
			g.emit("share", g.heroCap(g.cure)+" gives the Cure to "+g.heroName(b)+".")
			g.cure = b
		} else {
			from := int8(g.tok(int(o.a)) - locHero)
			g.setTok(int(o.a), locHero+int16(b))
			g.emit("share", g.heroCap(from)+" gives the "+g.w.toks[o.a].item.Name+" to "+g.heroName(b)+".")
		}
		g.push(f)
	}}

// discardTok puts an item token on the discard pile.
func (g *game) discardTok(t int) { g.setTok(t, locDiscard) }

func (g *game) selNames() string {
	var n []string
	for i := range g.w.toks {
		if g.isSel(i) {
			n = append(n, g.w.toks[i].item.Name)
		}
	}
	return joinNames(n)
}
