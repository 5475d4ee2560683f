package horrified

// Perk cards: played by any seat during the hero phase, without an action.

// Purposes of the perk pick prompts.
const (
	puRush = iota
	puTaxi
	puFrom
	puTo
	puInvestigate
	puPlace
)

// playPerk plays one perk card of type t from seat s's hand.
func (g *game) playPerk(s int8, t int) {
	w := g.w
	for i, pt := range w.pcards {
		if int(pt) == t && g.perk(i) == int16(s) {
			g.setPerk(i, pkDiscard)
			break
		}
	}
	p := &w.perks[t]
	g.emit("perk", g.who(s).Does("plays")+" "+p.name+".")
	switch p.effect {
	case peHurry:
		g.push(frame{k: xHurry, s: s, a: int16(p.steps)})
	case peRush:
		g.push(frame{k: wPickHero, s: s, a: puRush, c: int16(t)})
	case peLateNight:
		g.heroes[g.cur].left += int8(p.actions)
		g.emit("perk", upper(g.heroName(g.cur))+" gains "+plural(p.actions, "action")+".")
	case peRepel:
		for f := len(w.figs) - 1; f >= 0; f-- {
			if g.figOn(int8(f)) {
				g.push(frame{k: wMonSteps, s: s, a: int16(f), b: int16(p.steps)})
			}
		}
	case peBreakOfDawn:
		g.skipNext = true
		g.emit("perk", "The next monster phase will be skipped.")
		g.push(frame{k: xItems, a: int16(p.items)})
	case peOverstock:
		g.push(frame{k: xItems, a: int16(max(p.items, 1) * int(g.nSeats))})
	case pePlaceOrMove:
		g.push(frame{k: wPlaceOrMove, s: s, a: int16(t)})
	case peTaxi:
		g.push(frame{k: wPickHero, s: s, a: puTaxi, c: int16(t)})
	case peInvestigation:
		g.push(frame{k: wPickSpace, s: s, a: puInvestigate, c: int16(t)})
	case peDelivery:
		for h := int8(0); h < g.nSeats; h++ {
			if g.heldBy(h) > 0 {
				g.push(frame{k: wPickHero, s: s, a: puFrom, c: int16(t)})
				return
			}
		}
		g.emit("perk", "No hero has an item to deliver.")
	}
}

func (g *game) perkStepOptions(f *frame) []opt {
	w := g.w
	var o []opt
	switch f.k {
	case wHeroSteps:
		sp := g.heroes[f.a].space
		if sp >= 0 {
			for _, n := range w.lit[sp] {
				o = append(o, opt{id: w.stepID[n], label: "Move " + g.heroName(int8(f.a)) + " to " + w.sname(n) + " (" + plural(int(f.b), "step") + " left)", op: opStep, a: int16(n)})
			}
		}
		o = append(o, opt{id: "stop", label: upper(g.heroName(int8(f.a))) + " stays at " + spaceOr(g, sp), op: opStop})
	case wMonSteps:
		sp := g.fig[f.a]
		if sp >= 0 {
			for _, n := range w.graph(g.figGraph(int8(f.a)))[sp] {
				o = append(o, opt{id: w.stepID[n], label: "Move " + w.figs[f.a].name + " to " + w.sname(n) + " (" + plural(int(f.b), "step") + " left)", op: opStep, a: int16(n)})
			}
		}
		o = append(o, opt{id: "stop", label: upper(w.figs[f.a].name) + " stays at " + spaceOr(g, sp), op: opStop})
	case wPickHero:
		for h := int8(0); h < g.nSeats; h++ {
			hi := g.hero(h)
			switch f.a {
			case puRush, puTaxi:
				if g.heroes[h].space >= 0 {
					o = append(o, opt{id: "hero " + hi.id, label: "Choose " + g.heroName(h), op: opHero, a: int16(h)})
				}
			case puFrom:
				if g.heldBy(h) > 0 {
					o = append(o, opt{id: "from " + hi.id, label: "Items come from " + g.heroName(h), op: opHero, a: int16(h)})
				}
			case puTo:
				if h != int8(f.b) {
					o = append(o, opt{id: "to " + hi.id, label: "Items go to " + g.heroName(h), op: opHero, a: int16(h)})
				}
			}
		}
	case wPickSpace:
		switch f.a {
		case puTaxi:
			for s := range w.spaces {
				if !w.spaces[s].water && int8(s) != g.heroes[f.b].space {
					o = append(o, opt{id: w.spcID[s], label: "Take " + g.heroName(int8(f.b)) + " to " + w.sname(int8(s)), op: opSpace, a: int16(s)})
				}
			}
		case puInvestigate:
			var seen uint128
			for h := int8(0); h < g.nSeats; h++ {
				if sp := g.heroes[h].space; sp >= 0 && !seen.has(sp) {
					seen.set(sp)
					o = append(o, opt{id: w.spcID[sp], label: "Gather heroes at " + w.sname(sp), op: opSpace, a: int16(sp)})
				}
			}
		case puPlace:
			fg := int8(f.b)
			for s := range w.spaces {
				if (!w.spaces[s].water || w.figs[fg].water) && int8(s) != g.fig[fg] {
					o = append(o, opt{id: w.spcID[s], label: "Put " + w.figs[fg].name + " at " + w.sname(int8(s)), op: opSpace, a: int16(s)})
				}
			}
		}
	case wPlaceOrMove:
		p := &w.perks[f.a]
		for _, fg := range p.figs {
			if g.figOn(fg) {
				o = append(o, opt{id: "place " + w.figs[fg].id, label: "Put " + w.figs[fg].name + " in any space", op: opPlace, a: int16(fg)})
			}
		}
		for fg := range w.figs {
			if g.figOn(int8(fg)) {
				o = append(o, opt{id: "move " + w.figs[fg].id, label: "Move " + w.figs[fg].name + " up to " + plural(p.steps, "space"), op: opMoveFig, a: int16(fg)})
			}
		}
	case wGather:
		for h := int8(0); h < g.nSeats; h++ {
			if sp := g.heroes[h].space; sp >= 0 && sp != int8(f.a) {
				o = append(o, opt{id: "gather " + g.hero(h).id, label: "Bring " + g.heroName(h) + " to " + w.sname(int8(f.a)), op: opGather, a: int16(h)})
			}
		}
		o = append(o, opt{id: "done", label: "Gather no more heroes", op: opDone})
	case wDeliver:
		loc := locHero + f.a
		for i := range w.toks {
			if g.tok(i) == loc {
				o = append(o, opt{id: "give " + w.toks[i].item.ID, label: "Deliver the " + w.toks[i].label + " to " + g.heroName(int8(f.b)), op: opGive, a: int16(i)})
			}
		}
		o = append(o, opt{id: "done", label: "Deliver no more items", op: opDone})
	}
	return o
}

func spaceOr(g *game, sp int8) string {
	if sp < 0 {
		return "nowhere"
	}
	return g.w.sname(sp)
}

func (g *game) answerPerk(f frame, o opt) {
	w := g.w
	switch f.k {
	case wHeroSteps:
		if o.op != opStep {
			return
		}
		if f.b > 1 {
			g.push(frame{k: wHeroSteps, s: f.s, a: f.a, b: f.b - 1})
		}
		g.startHeroMove(f.s, int8(f.a), int8(o.a))
	case wMonSteps:
		if o.op != opStep {
			return
		}
		fg := int8(f.a)
		from := g.fig[fg]
		g.fig[fg] = int8(o.a)
		g.setPath(from, int8(o.a))
		g.emitAt("move", upper(w.figs[fg].name)+" is driven "+w.sname(from)+" → "+w.sname(int8(o.a))+".", from, int8(o.a))
		if g.mat(fg).kind == mkFrank && g.meet() {
			return
		}
		if f.b > 1 {
			g.push(frame{k: wMonSteps, s: f.s, a: f.a, b: f.b - 1})
		}
	case wPickHero:
		h := o.a
		switch f.a {
		case puRush:
			g.push(frame{k: wHeroSteps, s: f.s, a: h, b: int16(w.perks[f.c].steps)})
		case puTaxi:
			g.push(frame{k: wPickSpace, s: f.s, a: puTaxi, b: h, c: f.c})
		case puFrom:
			g.push(frame{k: wPickHero, s: f.s, a: puTo, b: h, c: f.c})
		case puTo:
			g.push(frame{k: wDeliver, s: f.s, a: f.b, b: h})
		}
	case wPickSpace:
		sp := int8(o.a)
		switch f.a {
		case puTaxi:
			h := int8(f.b)
			from := g.heroes[h].space
			g.heroes[h].space = sp
			g.setPath(from, sp)
			g.emitAt("place", upper(g.heroName(h))+" rides from "+w.sname(from)+" to "+w.sname(sp)+".", from, sp)
		case puInvestigate:
			g.push(frame{k: wGather, s: f.s, a: int16(sp)})
		case puPlace:
			g.placeFig(int8(f.b), sp)
		}
	case wPlaceOrMove:
		if o.op == opPlace {
			g.push(frame{k: wPickSpace, s: f.s, a: puPlace, b: o.a})
		} else {
			g.push(frame{k: wMonSteps, s: f.s, a: o.a, b: int16(w.perks[f.a].steps)})
		}
	case wGather:
		if o.op != opGather {
			return
		}
		h := int8(o.a)
		from := g.heroes[h].space
		g.heroes[h].space = int8(f.a)
		g.setPath(from, int8(f.a))
		g.emitAt("place", upper(g.heroName(h))+" joins the investigation at "+w.sname(int8(f.a))+".", int8(f.a))
		for t := int8(0); t < g.nSeats; t++ {
			if sp := g.heroes[t].space; sp >= 0 && sp != int8(f.a) {
				g.push(f)
				return
			}
		}
	case wDeliver:
		if o.op != opGive {
			return
		}
		g.setTok(int(o.a), locHero+f.b)
		g.emit("deliver", "The "+w.toks[o.a].item.Name+" is delivered from "+g.heroName(int8(f.a))+" to "+g.heroName(int8(f.b))+".")
		if g.heldBy(int8(f.a)) > 0 {
			g.push(f)
		}
	}
}
