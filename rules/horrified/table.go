package horrified

import (
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Table mode: the referee beside the real board. Chance prompts are answered
// with what the table showed, so an answer that cannot be true (a card whose
// copies are all drawn) gets a reason; and when the table and the app drift
// apart, the referee corrects the app by hand through rules.Adjuster.

// The Explain of each chance rule says why an answer cannot be true, when
// the game knows better than "not one of the choices": mostly a draw of
// something already drawn. "" leaves the generic reason.

// askedFor checks that choice answers the kind of draw asked ("card …"),
// returning the rest of it, or why not.
func askedFor(want, text, choice string) (id, why string) {
	kind, id, _ := strings.Cut(choice, " ")
	if kind != want {
		return "", "the table is asked: " + text + " Answer with \"" + want + " …\""
	}
	return id, ""
}

// explainDrawn says why the table's answer to a draw of kind ("card …")
// cannot be true: askedFor's reason when it answers another kind, "no what
// is called …" when no entry of list has the ID it names (id gives an
// entry's), else why the entry it names cannot be drawn, as why says ("":
// it can).
func explainDrawn[T any](kind, text, choice, what string, list []T, id func(*T) string, why func(i int, t *T) string) string {
	want, bad := askedFor(kind, text, choice)
	if bad != "" {
		return bad
	}
	for i := range list {
		if t := &list[i]; id(t) == want {
			return why(i, t)
		}
	}
	return "no " + what + " is called " + strconv.Quote(want)
}

func explainCard(g *game, s engine.Step, choice string) string {
	return explainDrawn("card", cardPromptText(g, s), choice, "monster card", g.w.cards,
		func(cd *cardInfo) string { return cd.id },
		func(i int, cd *cardInfo) string {
			switch {
			case g.left(i) > 0:
				return ""
			case cd.copies == 1:
				return cd.name + " has already been drawn (the deck has only 1 copy)"
			}
			return cd.name + ": all " + strconv.Itoa(cd.copies) + " copies have been drawn"
		})
}

func explainItem(g *game, s engine.Step, choice string) string {
	return explainDrawn("item", itemText(g, s), choice, "item", g.w.itypes,
		func(t *itypeInfo) string { return t.id },
		func(_ int, t *itypeInfo) string {
			out := 0
			for k := t.first; k < t.first+t.copies; k++ {
				out += b2i(g.tok(int(k)) != locBag)
			}
			if out < int(t.copies) {
				return ""
			}
			if bag, _ := g.bagCount(); bag == 0 {
				return "the bag is empty"
			}
			if t.copies == 1 {
				return "the only " + t.name + " is out of the bag (" + g.tokWhere(int(t.first)) + ")"
			}
			return "all " + strconv.Itoa(int(t.copies)) + " " + t.name + " tokens are out of the bag"
		})
}

func explainPerk(g *game, s engine.Step, choice string) string {
	return explainDrawn("perk", perkCardText(g, s), choice, "perk card", g.w.perks,
		func(p *perkInfo) string { return p.id },
		func(_ int, p *perkInfo) string {
			if p.copies == 1 {
				return p.name + " is no longer in the perk deck (it has only 1 copy)"
			}
			return p.name + ": all " + strconv.Itoa(p.copies) + " copies are out of the perk deck"
		})
}

func explainHero(g *game, s engine.Step, choice string) string {
	return explainDrawn("hero", heroDealText(g, s), choice, "hero", g.w.heroes,
		func(h *heroInfo) string { return h.id },
		func(i int, h *heroInfo) string {
			if g.solo && h.notSolo {
				return "the " + h.name + " does not play solo"
			}
			for t := int8(0); t < g.nSeats; t++ {
				if g.heroes[t].typ == int8(i) {
					return "the " + h.name + " was already dealt to " + g.person(t).Object()
				}
			}
			return ""
		})
}

func explainDie(g *game, s engine.Step, choice string) string {
	id, why := askedFor("die", dieText(g, s), choice)
	if why != "" {
		return why
	}
	return "a die shows hit, power or blank, not " + strconv.Quote(id)
}

func explainMonster(g *game, s engine.Step, choice string) string {
	_, why := askedFor("monster", monsterPickText(g, s), choice)
	return why
}

func explainScarab(g *game, s engine.Step, choice string) string {
	_, why := askedFor("scarab", scarabText(g, s), choice)
	return why
}

// tokWhere says where an item token is, in words.
func (g *game) tokWhere(t int) string {
	l := g.tok(t)
	switch {
	case l == locBag:
		return "in the bag"
	case l == locDiscard:
		return "on the discard pile"
	case l >= 0 && int(l) < g.w.n:
		return "at " + g.w.sname(int8(l))
	case l >= locHero && l < locHero+5:
		return "held by " + g.heroName(int8(l-locHero))
	}
	return "on a monster mat"
}

func (g *game) nowAt(sp int8) string {
	if sp < 0 {
		return "now off the board"
	}
	return "now at " + g.w.sname(sp)
}

func (g *game) wasAt(sp int8) string {
	if sp < 0 {
		return "off the board"
	}
	return "at " + g.w.sname(sp)
}

// Adjustments.
const (
	adMoveHero = iota
	adMoveFig
	adMoveVil
	adOffHero
	adOffVil
	adTerror
	adBag
	adDiscard
	adPlace
	adDeck
	adDraw
	adFrenzy
)

// adjOpts lists the corrections possible now. They are the referee's
// tools, never the rules': they place things without triggering anything
// (no attack, no villager reaching safety, no meeting of Frankenstein and
// the Bride), and every item token stays exactly once somewhere.
func (g *game) adjOpts() []adjustment {
	w := g.w
	var o []adjustment
	land := func(sp int, water bool) bool { return water || !w.spaces[sp].water }
	for s := int8(0); s < g.nSeats; s++ {
		if g.heroes[s].typ < 0 {
			continue
		}
		h := g.hero(s)
		cur := g.heroes[s].space
		for sp := range w.spaces {
			if int8(sp) != cur && land(sp, false) {
				o = append(o, adjustment{id: "adjust move " + h.id + " " + w.sid(int8(sp)), label: "Put " + g.heroName(s) + " at " + w.sname(int8(sp)) + " (" + g.nowAt(cur) + ")", op: adMoveHero, a: int16(s), b: int16(sp)})
			}
		}
		if cur >= 0 {
			o = append(o, adjustment{id: "adjust remove " + h.id, label: "Take " + g.heroName(s) + " off the board (" + g.nowAt(cur) + ")", op: adOffHero, a: int16(s)})
		}
	}
	for f := range w.figs {
		if !g.figOn(int8(f)) {
			continue
		}
		for sp := range w.spaces {
			if int8(sp) != g.fig[f] && land(sp, w.figs[f].water) {
				o = append(o, adjustment{id: "adjust move " + w.figs[f].id + " " + w.sid(int8(sp)), label: "Put " + w.figs[f].name + " at " + w.sname(int8(sp)) + " (" + g.nowAt(g.fig[f]) + ")", op: adMoveFig, a: int16(f), b: int16(sp)})
			}
		}
	}
	for v := range w.vils {
		cur := g.vil(v)
		for sp := range w.spaces {
			if int8(sp) != cur && int8(sp) != w.vils[v].safe && land(sp, false) {
				o = append(o, adjustment{id: "adjust move " + w.vils[v].id + " " + w.sid(int8(sp)), label: "Put " + w.vils[v].name + " at " + w.sname(int8(sp)) + " (" + g.nowAt(cur) + ")", op: adMoveVil, a: int16(v), b: int16(sp)})
			}
		}
		if cur >= 0 {
			o = append(o, adjustment{id: "adjust remove " + w.vils[v].id, label: "Take " + w.vils[v].name + " off the board (" + g.nowAt(cur) + ")", op: adOffVil, a: int16(v)})
		}
	}
	for t := 0; t < w.c.Terror.Max; t++ {
		if t != int(g.terror) {
			o = append(o, adjustment{id: "adjust terror " + strconv.Itoa(t), label: "Set the terror level to " + strconv.Itoa(t) + " (now " + strconv.Itoa(int(g.terror)) + ")", op: adTerror, a: int16(t)})
		}
	}
	var placed [256]bool
	for i := range w.toks {
		l := g.tok(i)
		tk := &w.toks[i]
		loose := l == locDiscard || (l >= 0 && int(l) < w.n) || (l >= locHero && l < locHero+5)
		if loose {
			o = append(o, adjustment{id: "adjust bag " + tk.item.ID, label: "Return the " + tk.label + " " + g.tokWhere(i) + " to the bag", op: adBag, a: int16(i)})
			if l != locDiscard {
				o = append(o, adjustment{id: "adjust discard " + tk.item.ID, label: "Discard the " + tk.label + " " + g.tokWhere(i), op: adDiscard, a: int16(i)})
			}
		}
		if l == locBag && !placed[tk.typ] {
			placed[tk.typ] = true
			ty := &w.itypes[tk.typ]
			o = append(o, adjustment{id: "adjust place " + ty.id, label: "Take a " + tk.label + " from the bag and put it at " + w.sname(ty.space), op: adPlace, a: int16(i)})
		}
	}
	for c := range w.cards {
		cd := &w.cards[c]
		left := int(g.left(c))
		if left < cd.copies {
			o = append(o, adjustment{id: "adjust deck " + cd.id, label: "Put a " + cd.name + " card back into the monster deck (" + strconv.Itoa(left) + " of " + strconv.Itoa(cd.copies) + " left)", op: adDeck, a: int16(c)})
		}
		if left > 0 {
			o = append(o, adjustment{id: "adjust draw " + cd.id, label: "Take a " + cd.name + " card out of the monster deck unresolved (" + strconv.Itoa(left) + " of " + strconv.Itoa(cd.copies) + " left)", op: adDraw, a: int16(c)})
		}
	}
	for _, m := range w.order {
		if g.matOn(m) && m != g.frenzy {
			o = append(o, adjustment{id: "adjust frenzy " + w.mats[m].m.ID, label: "Give the frenzy marker to " + w.mats[m].m.Name, op: adFrenzy, a: int16(m)})
		}
	}
	return o
}

// adjustment is one correction offered: its ID and label, and what it does.
type adjustment struct {
	id, label string
	op        uint8
	a, b      int16
}

// Adjustments lists the corrections possible now (engine.Adjustable).
func (g *game) Adjustments() []rules.Choice {
	if g.over != goOn {
		return nil
	}
	return engine.Corrections(g.adjOpts())
}

// Choice is the correction as the referee is offered it (engine.Correction).
func (a adjustment) Choice() rules.Choice { return rules.Choice{ID: a.id, Label: a.label} }

// Adjust makes one correction by hand, logged as "Adjusted: …"
// (engine.Adjustable: the engine has already cloned g). It refuses a
// correction that would leave the question on the table without a legal
// answer (moving the figure a path question is about, say): finish that
// question first.
func (g *game) Adjust(id string) error {
	if g.over != goOn || !g.Waiting() {
		return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "the game is over"}
	}
	o, err := engine.FindCorrection(g.adjOpts(), id, "move, remove, terror, bag, discard, place, deck, draw, frenzy", "adjust terror 4")
	if err != nil {
		return err
	}
	g.adjust(o)
	return nil
}

func (g *game) adjust(o adjustment) {
	w := g.w
	say := func(text string, places ...int8) { g.emitAt("adjust", "Adjusted: "+text+".", places...) }
	switch o.op {
	case adMoveHero:
		s, to := int8(o.a), int8(o.b)
		from := g.heroes[s].space
		g.heroes[s].space = to
		g.setPath(from, to)
		say(g.heroName(s)+" is put at "+w.sname(to)+" (was "+g.wasAt(from)+")", to)
	case adMoveFig:
		f, to := int8(o.a), int8(o.b)
		from := g.fig[f]
		g.fig[f] = to
		g.setPath(from, to)
		say(w.figs[f].name+" is put at "+w.sname(to)+" (was "+g.wasAt(from)+")", to)
	case adMoveVil:
		v, to := int(o.a), int8(o.b)
		from := g.vil(v)
		g.setVil(v, to)
		g.setPath(from, to)
		say(w.vilDoes(v, "is put at")+" "+w.sname(to)+" (was "+g.wasAt(from)+")", to)
	case adOffHero:
		s := int8(o.a)
		from := g.heroes[s].space
		g.heroes[s].space = -1
		say(g.heroName(s)+" is taken off the board at "+w.sname(from), from)
	case adOffVil:
		v := int(o.a)
		from := g.vil(v)
		g.setVil(v, -1)
		say(w.vilDoes(v, "is taken off the board at")+" "+w.sname(from), from)
	case adTerror:
		was := g.terror
		g.terror = int8(o.a)
		say("the terror level is set to " + strconv.Itoa(int(o.a)) + " (was " + strconv.Itoa(int(was)) + ")")
	case adBag:
		where := g.tokWhere(int(o.a))
		g.setTok(int(o.a), locBag)
		say("the " + w.toks[o.a].label + " " + where + " goes back into the bag")
	case adDiscard:
		where := g.tokWhere(int(o.a))
		g.discardTok(int(o.a))
		say("the " + w.toks[o.a].label + " " + where + " is discarded")
	case adPlace:
		t := &w.toks[o.a]
		sp := w.itypes[t.typ].space
		g.setTok(int(o.a), int16(sp))
		say("a "+t.label+" comes out of the bag onto "+w.sname(sp), sp)
	case adDeck:
		g.v[w.offCard+int(o.a)]++
		say("a " + w.cards[o.a].name + " card goes back into the monster deck (" + strconv.Itoa(g.deckCount()) + " cards in it)")
	case adDraw:
		g.v[w.offCard+int(o.a)]--
		say("a " + w.cards[o.a].name + " card is taken out of the monster deck unresolved (" + strconv.Itoa(g.deckCount()) + " cards left)")
	case adFrenzy:
		g.frenzy = int8(o.a)
		say("the frenzy marker goes to " + w.mats[o.a].m.Name)
	}
}
