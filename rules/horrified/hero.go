package horrified

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

func (g *game) heroOptions(f *frame) []opt {
	w := g.w
	s := f.s
	h := &g.heroes[s]
	sp := h.space
	o := make([]opt, 0, 32)
	if h.left > 0 && sp >= 0 {
		for _, n := range w.lit[sp] {
			o = append(o, opt{id: w.moveID[n], label: w.moveLbl[n], op: opMove, a: int16(n)})
		}
		for v := range w.vils {
			loc := g.vil(v)
			if loc < 0 {
				continue
			}
			if loc == sp {
				for _, n := range w.lit[sp] {
					k := v*w.n + int(n)
					o = append(o, opt{id: w.guideID[k], label: w.guideLbl[k], op: opGuide, a: int16(v), b: int16(n)})
				}
			} else if w.d(0, loc, sp) == 1 {
				k := v*w.n + int(sp)
				o = append(o, opt{id: w.guideID[k], label: w.guideLbl[k], op: opGuide, a: int16(v), b: int16(sp)})
			}
		}
		if g.itemsAt(sp) > 0 {
			o = append(o, opt{id: "pickup", label: "Pick up items here", op: opPickup})
		}
		if g.canShare(s) {
			o = append(o, opt{id: "share", label: "Share items with the heroes here", op: opShare})
		}
		for fi := range w.figs {
			fg := int8(fi)
			if !g.figOn(fg) {
				continue
			}
			if g.canAdvance(s, fg) {
				o = append(o, opt{id: w.advID[fg], label: w.advLbl[fg], op: opAdvance, a: int16(fg)})
			}
			if g.canDefeat(s, fg) {
				o = append(o, opt{id: w.defID[fg], label: w.defLbl[fg], op: opDefeat, a: int16(fg)})
			}
		}
		o = g.specialOptions(s, o)
	}
	o = append(o, g.perkOptions(s)...)
	for t := int8(0); t < g.nSeats; t++ {
		if t != s && g.holdsPerk(t) {
			o = append(o, opt{id: interruptIDs[t], label: g.person(t).String() + " (" + g.hero(t).name + ") " + g.person(t).Verb("plays") + " a perk", op: opInterrupt, a: int16(t)})
		}
	}
	o = append(o, opt{id: "end", label: "End the hero phase", op: opEnd})
	return o
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

func (g *game) specialOptions(s int8, o []opt) []opt {
	w := g.w
	sp := g.heroes[s].space
	var seen uint128
	add := func(n int8, label string) {
		if n == sp || n < 0 || w.spaces[n].water || seen.has(n) {
			return
		}
		seen.set(n)
		o = append(o, opt{id: w.specialID[n], label: label, op: opSpecial, a: int16(n), b: -1})
	}
	switch g.hero(s).special {
	case spPickupAdj:
		for _, n := range w.lit[sp] {
			if g.itemsAt(n) > 0 {
				add(n, "Special: pick up items at "+w.sname(n))
			}
		}
	case spJumpHero:
		if !g.solo {
			for t := int8(0); t < g.nSeats; t++ {
				if t != s && g.heroes[t].space >= 0 {
					add(g.heroes[t].space, "Special: go straight to "+g.heroName(t)+" at "+w.sname(g.heroes[t].space))
				}
			}
		}
	case spAnywhere:
		for n := range w.spaces {
			add(int8(n), "Special: travel to "+w.sname(int8(n)))
		}
	case spJumpMonster:
		for f := range w.figs {
			if g.figOn(int8(f)) {
				add(g.fig[f], "Special: go straight to "+w.figs[f].name+" at "+w.sname(g.fig[f]))
			}
		}
	case spMoveOther:
		for t := int8(0); t < g.nSeats; t++ {
			if t == s || g.heroes[t].space < 0 {
				continue
			}
			for _, n := range w.lit[g.heroes[t].space] {
				o = append(o, opt{id: "special " + g.hero(t).id + " " + w.sid(n), label: "Special: move " + g.heroName(t) + " to " + w.sname(n), op: opSpecial, a: int16(n), b: int16(t)})
			}
		}
	}
	return o
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

func (g *game) perkOptions(s int8) []opt {
	var o []opt
	var seen [128]bool
	for i, t := range g.w.pcards {
		if g.perk(i) == int16(s) && !seen[t] {
			seen[t] = true
			p := &g.w.perks[t]
			o = append(o, opt{id: p.playID, label: p.playLbl, op: opPerk, a: int16(t)})
		}
	}
	return o
}

func (g *game) answerHero(f frame, o opt) {
	s := f.s
	w := g.w
	if o.op == opEnd {
		g.emit("turn", g.who(s).Does("ends")+" the hero phase.")
		g.push(frame{k: xMonsterPhase})
		return
	}
	g.push(f)
	h := &g.heroes[s]
	switch o.op {
	case opMove:
		h.left--
		g.startHeroMove(s, s, int8(o.a))
	case opGuide:
		h.left--
		v := int(o.a)
		from := g.vil(v)
		g.setVil(v, int8(o.b))
		g.setPath(from, int8(o.b))
		g.emitAt("guide", upper(g.heroName(s))+" guides "+w.vils[v].name+" from "+w.sname(from)+" to "+w.sname(int8(o.b))+".", from, int8(o.b))
		g.arrive(v)
	case opPickup:
		h.left--
		g.push(frame{k: wTake, s: s, a: int16(h.space)})
	case opShare:
		h.left--
		g.push(frame{k: wShare, s: s, a: int16(h.space)})
	case opAdvance, opDefeat:
		g.clearSel()
		p := int16(0)
		if o.op == opDefeat {
			p = 1
		}
		g.push(frame{k: wUse, s: s, a: p, b: o.a})
	case opSpecial:
		h.left--
		switch g.hero(s).special {
		case spPickupAdj:
			g.push(frame{k: wTake, s: s, a: o.a})
		case spMoveOther:
			g.startHeroMove(s, int8(o.b), int8(o.a))
		default:
			g.startHeroMove(s, s, int8(o.a))
		}
	case opPerk:
		g.playPerk(s, int(o.a))
	case opInterrupt:
		g.push(frame{k: wInterrupt, s: int8(o.a)})
	}
}

// startHeroMove moves hero hs to dest, first asking seat asker which
// villagers come along when there are any.
func (g *game) startHeroMove(asker, hs, dest int8) {
	sp := g.heroes[hs].space
	for v := range g.w.vils {
		if g.vil(v) == sp {
			g.push(frame{k: wBring, s: asker, a: int16(hs), b: int16(dest)})
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
			with = append(with, w.vils[v].name)
		}
	}
	text := g.heroName(hs) + " moves " + w.sname(from) + " → " + w.sname(dest)
	if len(with) > 0 {
		text += " with " + joinNames(with)
	}
	g.setPath(from, dest)
	g.emitAt("move", upper(text)+".", from, dest)
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
	g.emitAt("safe", vi.name+" reaches "+g.w.sname(vi.safe)+" and is safe; "+g.heroName(g.cur)+" draws a perk.", vi.safe)
	g.push(frame{k: xPerkDraw, a: int16(g.cur)})
}

func (g *game) bringOptions(f *frame) []opt {
	w := g.w
	sp := g.heroes[f.a].space
	var o []opt
	for v := range w.vils {
		if g.vil(v) == sp && f.m&(1<<v) == 0 {
			o = append(o, opt{id: "bring " + w.vils[v].id, label: "Bring " + w.vils[v].name + " along", op: opBring, a: int16(v)})
		}
	}
	return append(o, opt{id: "go", label: "Go to " + w.sname(int8(f.b)), op: opGo})
}

func (g *game) answerBring(f frame, o opt) {
	if o.op == opBring {
		f.m |= 1 << o.a
		sp := g.heroes[f.a].space
		for v := range g.w.vils {
			if g.vil(v) == sp && f.m&(1<<v) == 0 {
				g.push(f)
				return
			}
		}
	}
	g.doHeroMove(int8(f.a), int8(f.b), f.m)
}

func (g *game) takeOptions(f *frame) []opt {
	w := g.w
	var o []opt
	for i := range w.toks {
		if g.tok(i) == f.a {
			o = append(o, opt{id: w.toks[i].takeID, label: "Take the " + w.toks[i].label, op: opTake, a: int16(i)})
		}
	}
	if len(o) > 1 {
		o = append(o, opt{id: "take all", label: "Take everything here", op: opTakeAll})
	}
	return append(o, opt{id: "done", label: "Take nothing more", op: opDone})
}

func (g *game) answerTake(f frame, o opt) {
	w := g.w
	var got []string
	switch o.op {
	case opTake:
		g.setTok(int(o.a), locHero+int16(f.s))
		got = append(got, w.toks[o.a].item.Name)
	case opTakeAll:
		for i := range w.toks {
			if g.tok(i) == f.a {
				g.setTok(i, locHero+int16(f.s))
				got = append(got, w.toks[i].item.Name)
			}
		}
	default:
		return
	}
	g.emitAt("pickup", upper(g.heroName(f.s))+" picks up "+joinNames(got)+" at "+w.sname(int8(f.a))+".", int8(f.a))
	if g.itemsAt(int8(f.a)) > 0 {
		g.push(f)
	}
}

func (g *game) shareOptions(f *frame) []opt {
	w := g.w
	var o []opt
	for a := int8(0); a < g.nSeats; a++ {
		if g.heroes[a].space != int8(f.a) {
			continue
		}
		for b := int8(0); b < g.nSeats; b++ {
			if b == a || g.heroes[b].space != int8(f.a) {
				continue
			}
			hb := g.hero(b).id
			for i := range w.toks {
				if g.tok(i) == locHero+int16(a) {
					o = append(o, opt{id: "give " + w.toks[i].item.ID + " " + hb, label: "Give the " + w.toks[i].label + " from " + g.heroName(a) + " to " + g.heroName(b), op: opGive, a: int16(i), b: int16(b)})
				}
			}
			if g.cure == a {
				o = append(o, opt{id: "give cure " + hb, label: "Give the Cure from " + g.heroName(a) + " to " + g.heroName(b), op: opGive, a: -1, b: int16(b)})
			}
		}
	}
	return append(o, opt{id: "done", label: "Stop sharing", op: opDone})
}

func (g *game) answerShare(f frame, o opt) {
	if o.op != opGive {
		return
	}
	b := int8(o.b)
	if o.a < 0 {
		g.emit("share", upper(g.heroName(g.cure))+" gives the Cure to "+g.heroName(b)+".")
		g.cure = b
	} else {
		from := int8(g.tok(int(o.a)) - locHero)
		g.setTok(int(o.a), locHero+int16(b))
		g.emit("share", upper(g.heroName(from))+" gives the "+g.w.toks[o.a].item.Name+" to "+g.heroName(b)+".")
	}
	g.push(f)
}

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
