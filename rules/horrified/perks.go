package horrified

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

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
		g.push(hurryStep(s, p.steps, 0))
	case peRush:
		g.push(pickHeroStep(s, puRush, -1, t))
	case peLateNight:
		g.heroes[g.cur].left += int8(p.actions)
		g.turnActs += int8(p.actions)
		g.emit("perk", g.heroCap(g.cur)+" gains "+plural(p.actions, "action")+".")
	case peRepel:
		for f := len(w.figs) - 1; f >= 0; f-- {
			if g.figOn(int8(f)) {
				g.push(monStepsStep(s, int8(f), p.steps))
			}
		}
	case peBreakOfDawn:
		g.skipNext = true
		g.emit("perk", "The next monster phase will be skipped.")
		g.push(itemsStep(p.items, 0))
	case peOverstock:
		g.push(itemsStep(max(p.items, 1)*int(g.nSeats), 0))
	case pePlaceOrMove:
		g.push(placeOrMoveStep(s, t))
	case peTaxi:
		g.push(pickHeroStep(s, puTaxi, -1, t))
	case peInvestigation:
		g.push(pickSpaceStep(s, puInvestigate, -1, t))
	case peDelivery:
		for h := int8(0); h < g.nSeats; h++ {
			if g.heldBy(h) > 0 {
				g.push(pickHeroStep(s, puFrom, -1, t))
				return
			}
		}
		g.emit("perk", "No hero has an item to deliver.")
	}
}

// hurryStep (Hurry, played by seat by) lets every hero on the board from
// seat next on, in seat order, walk up to steps spaces.
func hurryStep(by int8, steps int, next int8) engine.Step {
	return engine.Step{Kind: kHurry, Seat: by, A: int16(steps), B: int16(next)}
}

func hurrySteps(s engine.Step) int { return int(s.A) }
func hurryNext(s engine.Step) int8 { return int8(s.B) }

var hurryRule = engine.Rule[*game]{Name: "hurry", Do: func(g *game, f engine.Step) {
	steps := hurrySteps(f)
	for s := hurryNext(f); s < g.nSeats; s++ {
		if g.heroes[s].space >= 0 {
			g.push(hurryStep(by(f), steps, s+1))
			g.push(heroStepsStep(by(f), s, steps))
			return
		}
	}
}}

// heroStepsStep asks seat by whether hero walks on: steps left.
func heroStepsStep(by, hero int8, steps int) engine.Step {
	return engine.Step{Kind: kHeroSteps, Seat: by, A: int16(hero), B: int16(steps)}
}

func heroStepsHero(s engine.Step) int8 { return int8(s.A) }
func heroStepsLeft(s engine.Step) int  { return int(s.B) }

var heroStepsRule = engine.Rule[*game]{Name: "hero steps",
	Touch: func(g *game, f engine.Step, c engine.Choice) rules.Touch {
		if o := answerOf(c); o.op == opStep {
			return g.atSeat(int8(o.a), heroStepsHero(f))
		}
		return rules.Touch{}
	},
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		h, steps := heroStepsHero(f), heroStepsLeft(f)
		asks(a, f)
		a.Text = "Move " + g.heroName(h) + "? " + plural(steps, "space") + " left."
		sp := g.heroes[h].space
		if sp >= 0 {
			for _, n := range w.lit[sp] {
				add(a, w.stepID[n], "Move "+g.heroName(h)+" to "+w.sname(n)+" ("+plural(steps, "step")+" left)", answer{op: opStep, a: int16(n)})
			}
		}
		add(a, "stop", g.heroCap(h)+" stays at "+spaceOr(g, sp), answer{op: opStop})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		if o.op != opStep {
			return
		}
		h, steps := heroStepsHero(f), heroStepsLeft(f)
		if steps > 1 {
			g.push(heroStepsStep(by(f), h, steps-1))
		}
		g.startHeroMove(by(f), h, int8(o.a))
	}}

// monStepsStep asks seat by whether monster figure fig is driven on:
// steps left.
func monStepsStep(by, fig int8, steps int) engine.Step {
	return engine.Step{Kind: kMonSteps, Seat: by, A: int16(fig), B: int16(steps)}
}

func monStepsFig(s engine.Step) int8 { return int8(s.A) }
func monStepsLeft(s engine.Step) int { return int(s.B) }

var monStepsRule = engine.Rule[*game]{Name: "monster steps", Touch: touchAt,
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		fg, steps := monStepsFig(f), monStepsLeft(f)
		asks(a, f)
		a.Text = "Move " + w.figs[fg].name + "? " + plural(steps, "space") + " left."
		sp := g.fig[fg]
		if sp >= 0 {
			for _, n := range w.graph(g.figGraph(fg))[sp] {
				add(a, w.stepID[n], "Move "+w.figs[fg].name+" to "+w.sname(n)+" ("+plural(steps, "step")+" left)", answer{op: opStep, a: int16(n)})
			}
		}
		add(a, "stop", upper(w.figs[fg].name)+" stays at "+spaceOr(g, sp), answer{op: opStop})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		w := g.w
		o := answerOf(c)
		if o.op != opStep {
			return
		}
		fg, steps := monStepsFig(f), monStepsLeft(f)
		from := g.fig[fg]
		g.fig[fg] = int8(o.a)
		g.setPath(from, int8(o.a))
		g.emitAt("move", upper(w.figs[fg].name)+" is driven "+w.sname(from)+" → "+w.sname(int8(o.a))+".", from, int8(o.a))
		if g.mat(fg).kind == mkFrank && g.meet() {
			return
		}
		if steps > 1 {
			g.push(monStepsStep(by(f), fg, steps-1))
		}
	}}

// pickHeroStep asks seat by to pick a hero for a perk (perk, a card type)
// and purpose; from is the hero items come from (puTo), else -1.
func pickHeroStep(by int8, purpose int, from int8, perk int) engine.Step {
	return engine.Step{Kind: kPickHero, Seat: by, A: int16(purpose), B: int16(from), C: int16(perk)}
}

func pickPurpose(s engine.Step) int { return int(s.A) }
func pickWho(s engine.Step) int8    { return int8(s.B) }
func pickPerk(s engine.Step) int    { return int(s.C) }

var pickHeroRule = engine.Rule[*game]{Name: "pick hero", Touch: touchPerson,
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		asks(a, f)
		switch pickPurpose(f) {
		case puFrom:
			a.Text = "Which hero sends items?"
		case puTo:
			a.Text = "Which hero receives them?"
		default:
			a.Text = "Which hero?"
		}
		for h := int8(0); h < g.nSeats; h++ {
			hi := g.hero(h)
			switch pickPurpose(f) {
			case puRush, puTaxi:
				if g.heroes[h].space >= 0 {
					add(a, "hero "+hi.id, "Choose "+g.heroName(h), on(int16(h)))
				}
			case puFrom:
				if g.heldBy(h) > 0 {
					add(a, "from "+hi.id, "Items come from "+g.heroName(h), on(int16(h)))
				}
			case puTo:
				if h != pickWho(f) {
					add(a, "to "+hi.id, "Items go to "+g.heroName(h), on(int16(h)))
				}
			}
		}
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		h := int8(answerOf(c).a)
		switch pickPurpose(f) {
		case puRush:
			g.push(heroStepsStep(by(f), h, g.w.perks[pickPerk(f)].steps))
		case puTaxi:
			g.push(pickSpaceStep(by(f), puTaxi, h, pickPerk(f)))
		case puFrom:
			g.push(pickHeroStep(by(f), puTo, h, pickPerk(f)))
		case puTo:
			g.push(deliverStep(by(f), pickWho(f), h))
		}
	}}

// pickSpaceStep asks seat by to pick a space for a perk and purpose; who
// is the hero (puTaxi) or monster figure (puPlace) concerned, else -1.
func pickSpaceStep(by int8, purpose int, who int8, perk int) engine.Step {
	return engine.Step{Kind: kPickSpace, Seat: by, A: int16(purpose), B: int16(who), C: int16(perk)}
}

var pickSpaceRule = engine.Rule[*game]{Name: "pick space",
	Touch: func(g *game, f engine.Step, c engine.Choice) rules.Touch {
		sp := int8(answerOf(c).a)
		if pickPurpose(f) == puTaxi {
			return g.atSeat(sp, pickWho(f))
		}
		return g.at(sp)
	},
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		asks(a, f)
		a.Text = "Which space?"
		switch pickPurpose(f) {
		case puTaxi:
			h := pickWho(f)
			for s := range w.spaces {
				if !w.spaces[s].water && int8(s) != g.heroes[h].space {
					add(a, w.spcID[s], "Take "+g.heroName(h)+" to "+w.sname(int8(s)), on(int16(s)))
				}
			}
		case puInvestigate:
			var seen uint128
			for h := int8(0); h < g.nSeats; h++ {
				if sp := g.heroes[h].space; sp >= 0 && !seen.has(sp) {
					seen.set(sp)
					add(a, w.spcID[sp], "Gather heroes at "+w.sname(sp), on(int16(sp)))
				}
			}
		case puPlace:
			fg := pickWho(f)
			for s := range w.spaces {
				if (!w.spaces[s].water || w.figs[fg].water) && int8(s) != g.fig[fg] {
					add(a, w.spcID[s], "Put "+w.figs[fg].name+" at "+w.sname(int8(s)), on(int16(s)))
				}
			}
		}
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		w := g.w
		sp := int8(answerOf(c).a)
		switch pickPurpose(f) {
		case puTaxi:
			h := pickWho(f)
			from := g.heroes[h].space
			g.heroes[h].space = sp
			g.setPath(from, sp)
			g.emitAt("place", g.heroCap(h)+" rides from "+w.sname(from)+" to "+w.sname(sp)+".", from, sp)
		case puInvestigate:
			g.push(gatherStep(by(f), sp))
		case puPlace:
			g.placeFig(pickWho(f), sp)
		}
	}}

// placeOrMoveStep asks seat by whether perk (a card type) puts a monster
// anywhere or moves one.
func placeOrMoveStep(by int8, perk int) engine.Step {
	return engine.Step{Kind: kPlaceOrMove, Seat: by, A: int16(perk)}
}

func placeOrMovePerk(s engine.Step) int { return int(s.A) }

var placeOrMoveRule = engine.Rule[*game]{Name: "place or move",
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.at(g.fig[answerOf(c).a]) },
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		asks(a, f)
		a.Text = "Put a monster anywhere, or move one?"
		p := &w.perks[placeOrMovePerk(f)]
		for _, fg := range p.figs {
			if g.figOn(fg) {
				add(a, "place "+w.figs[fg].id, "Put "+w.figs[fg].name+" in any space", answer{op: opPlace, a: int16(fg)})
			}
		}
		for fg := range w.figs {
			if g.figOn(int8(fg)) {
				add(a, "move "+w.figs[fg].id, "Move "+w.figs[fg].name+" up to "+plural(p.steps, "space"), answer{op: opMoveFig, a: int16(fg)})
			}
		}
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		if o.op == opPlace {
			g.push(pickSpaceStep(by(f), puPlace, int8(o.a), -1))
		} else {
			g.push(monStepsStep(by(f), int8(o.a), g.w.perks[placeOrMovePerk(f)].steps))
		}
	}}

// gatherStep asks seat by which heroes join the investigation at space.
func gatherStep(by, space int8) engine.Step {
	return engine.Step{Kind: kGather, Seat: by, A: int16(space)}
}

func gatherAt(s engine.Step) int8 { return int8(s.A) }

var gatherRule = engine.Rule[*game]{Name: "gather",
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if o := answerOf(c); o.op == opGather {
			return g.atSeat(g.heroes[o.a].space, int8(o.a))
		}
		return rules.Touch{}
	},
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		at := gatherAt(f)
		asks(a, f)
		a.Text = "Which heroes join the investigation at " + w.sname(at) + "?"
		for h := int8(0); h < g.nSeats; h++ {
			if sp := g.heroes[h].space; sp >= 0 && sp != at {
				add(a, "gather "+g.hero(h).id, "Bring "+g.heroName(h)+" to "+w.sname(at), answer{op: opGather, a: int16(h)})
			}
		}
		add(a, "done", "Gather no more heroes", answer{op: opDone})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		if o.op != opGather {
			return
		}
		at := gatherAt(f)
		h := int8(o.a)
		from := g.heroes[h].space
		g.heroes[h].space = at
		g.setPath(from, at)
		g.emitAt("place", g.heroCap(h)+" joins the investigation at "+g.w.sname(at)+".", at)
		for t := int8(0); t < g.nSeats; t++ {
			if sp := g.heroes[t].space; sp >= 0 && sp != at {
				g.push(f)
				return
			}
		}
	}}

// deliverStep asks seat by which items hero from delivers to hero to.
func deliverStep(by, from, to int8) engine.Step {
	return engine.Step{Kind: kDeliver, Seat: by, A: int16(from), B: int16(to)}
}

func deliverFrom(s engine.Step) int8 { return int8(s.A) }
func deliverTo(s engine.Step) int8   { return int8(s.B) }

var deliverRule = engine.Rule[*game]{Name: "deliver",
	Touch: func(g *game, f engine.Step, c engine.Choice) rules.Touch {
		if o := answerOf(c); o.op == opGive {
			return g.itemTouch(o.a, deliverFrom(f), deliverTo(f))
		}
		return rules.Touch{}
	},
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		from, to := deliverFrom(f), deliverTo(f)
		asks(a, f)
		a.Text = "Which items are delivered?"
		for i := range w.toks {
			if g.tok(i) == locHero+int16(from) {
				add(a, "give "+w.toks[i].item.ID, "Deliver the "+w.toks[i].label+" to "+g.heroName(to), answer{op: opGive, a: int16(i)})
			}
		}
		add(a, "done", "Deliver no more items", answer{op: opDone})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		if o.op != opGive {
			return
		}
		from, to := deliverFrom(f), deliverTo(f)
		g.setTok(int(o.a), locHero+int16(to))
		g.emit("deliver", "The "+g.w.toks[o.a].item.Name+" is delivered from "+g.heroName(from)+" to "+g.heroName(to)+".")
		if g.heldBy(from) > 0 {
			g.push(f)
		}
	}}

func spaceOr(g *game, sp int8) string {
	if sp < 0 {
		return "nowhere"
	}
	return g.w.sname(sp)
}
