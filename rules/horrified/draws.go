package horrified

import (
	"strconv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Chance: the monster deck, the item bag, the perk deck, the dice and the
// draws of the setup. In table mode the table answers them (table.go says
// why an answer cannot be true).

func monsterPhaseStep() engine.Step { return engine.Step{Kind: kMonsterPhase} }

var monsterPhaseRule = engine.Rule[*game]{Name: "monster phase", Do: func(g *game, _ engine.Step) {
	g.phase = phMonster
	if g.skipNext {
		g.skipNext = false
		g.emit("dawn", "Break of Dawn: the monster phase is skipped.")
		g.push(nextTurnStep())
		return
	}
	if g.deckCount() == 0 {
		g.end(goTime)
		g.emit("over", "A monster card must be drawn but the deck is empty. The heroes are out of time.")
		return
	}
	g.push(cardStep())
}}

// itemsStep draws left items from the bag, one at a time; total is how many
// this draw takes in all, for "item 3 of 12" (0: left).
func itemsStep(left, total int) engine.Step {
	return engine.Step{Kind: kItems, A: int16(left), B: int16(total)}
}

func itemsLeft(s engine.Step) int  { return int(s.A) }
func itemsTotal(s engine.Step) int { return int(s.B) }

var itemsRule = engine.Rule[*game]{Name: "items", Do: func(g *game, s engine.Step) {
	left, total := itemsLeft(s), itemsTotal(s)
	if left <= 0 {
		return
	}
	bag, discard := g.bagCount()
	if bag == 0 {
		if discard == 0 {
			g.emit("items", "No item is left in the bag or the discard pile.")
			return
		}
		for i := range g.w.toks {
			if g.tok(i) == locDiscard {
				g.setTok(i, locBag)
			}
		}
		g.emit("items", "The item bag is empty: the "+strconv.Itoa(discard)+" discarded items go back in.")
	}
	if total == 0 {
		total = left
	}
	g.push(itemsStep(left-1, total))
	g.push(itemStep(total-left+1, total))
}}

// itemStep asks which item comes out of the bag: the nth of total.
func itemStep(nth, total int) engine.Step {
	return engine.Step{Kind: kItem, Seat: chance, A: int16(nth), B: int16(total)}
}

func itemNth(s engine.Step) int   { return int(s.A) }
func itemTotal(s engine.Step) int { return int(s.B) }

// itemTexts are item prompts: [total][nth].
var itemTexts [33][33]string

func init() {
	for t := 2; t < len(itemTexts); t++ {
		for n := 0; n <= t; n++ {
			itemTexts[t][n] = "Which item comes out of the bag? (item " + strconv.Itoa(n) + " of " + strconv.Itoa(t) + ")"
		}
	}
}

func itemText(g *game, s engine.Step) string {
	if nth, total := itemNth(s), itemTotal(s); total > 1 {
		if total < len(itemTexts) && nth >= 0 && nth <= total {
			return itemTexts[total][nth]
		}
		return "Which item comes out of the bag? (item " + strconv.Itoa(nth) + " of " + strconv.Itoa(total) + ")"
	}
	return "Which item comes out of the bag?"
}

var itemRule = engine.Rule[*game]{Name: "item", Text: itemText, Explain: explainItem,
	// The item drawn lands on the space printed on it.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.at(g.w.itypes[c.Arg].space) },
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		w := g.w
		var count [256]uint16
		kinds := 0
		for i := range w.toks {
			if g.tok(i) == locBag {
				if count[w.toks[i].typ] == 0 {
					kinds++
				}
				count[w.toks[i].typ]++
			}
		}
		a.Grow(kinds)
		for i := range w.itypes {
			if c := count[i]; c > 0 {
				t := &w.itypes[i]
				a.Outcome(t.drawID, t.drawLbl[min(int(c), len(t.drawLbl)-1)], int(c), i)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		w := g.w
		t := &w.itypes[c.Arg]
		for k := t.first; k < t.first+t.copies; k++ {
			if g.tok(int(k)) == locBag {
				g.setTok(int(k), int16(t.space))
				break
			}
		}
		if g.table {
			g.emitAt("item", "Item drawn: "+t.name+" ("+colorNames[t.color]+" "+strconv.Itoa(int(t.str))+"): place it at "+w.sname(t.space)+".", t.space)
		} else {
			g.emitAt("item", "Item drawn: "+t.name+", placed at "+w.sname(t.space)+".", t.space)
		}
	}}

// cardStep asks which monster card is drawn.
func cardStep() engine.Step { return engine.Step{Kind: kCard, Seat: chance} }

func cardPromptText(g *game, _ engine.Step) string {
	return "Which monster card is drawn? (" + strconv.Itoa(g.deckCount()) + " in the deck)"
}

var cardRule = engine.Rule[*game]{Name: "card", Text: cardPromptText, Explain: explainCard,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		w := g.w
		kinds := 0
		for i := range w.cards {
			if g.left(i) > 0 {
				kinds++
			}
		}
		a.Grow(kinds)
		for i := range w.cards {
			if c := g.left(i); c > 0 {
				cd := &w.cards[i]
				a.Outcome(cd.drawID, cd.drawLbl[min(int(c), len(cd.drawLbl)-1)], int(c), i)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		card := c.Arg
		g.v[g.w.offCard+card]--
		g.lastCard = int16(card)
		g.pathN = 0 // the map shows this card's movements, not older ones
		g.beginCard(card)
		// a beat: a screen playing the phase out may pause before it
		if g.Telling() {
			g.emitEv(rules.Event{Kind: "monster-card", Text: g.cardText(card), Beat: true})
		}
		g.push(resolveCardStep(card))
	}}

// resolveCardStep resolves card: its items, its event, its strikes, then
// the next turn.
func resolveCardStep(card int) engine.Step { return engine.Step{Kind: kResolveCard, A: int16(card)} }
func resolvedCard(s engine.Step) int       { return int(s.A) }

var resolveCardRule = engine.Rule[*game]{Name: "resolve card", Do: func(g *game, s engine.Step) {
	card := resolvedCard(s)
	g.push(nextTurnStep())
	g.push(strikeStep(card, 0))
	g.push(eventStep(card))
	g.push(itemsStep(g.w.cards[card].items, 0))
}}

var dieIDs = [3]string{"die hit", "die power", "die blank"}
var dieLabels = [3]string{"Hit", "Power", "Blank"}

// Die faces.
const (
	faceHit = iota
	facePower
)

// roll is an attack being rolled, one die at a time.
type roll struct {
	fig                int8
	target             int16 // a person
	hits, powers, left int16
	total              int
}

// dieStep asks what the next die of roll r shows.
func dieStep(r roll) engine.Step {
	return engine.Step{Kind: kDie, Seat: chance, A: int16(r.fig), B: r.target, C: r.hits, D: r.powers, E: r.left, Set: uint32(r.total)}
}

func rollOf(s engine.Step) roll {
	return roll{fig: int8(s.A), target: s.B, hits: s.C, powers: s.D, left: s.E, total: int(s.Set)}
}

func dieText(g *game, s engine.Step) string {
	r := rollOf(s)
	name := upper(g.w.figs[r.fig].name)
	total := max(r.total, int(r.left))
	if total <= 1 {
		return name + " attacks " + g.personName(r.target) + ": what does the die show?"
	}
	return name + " attacks " + g.personName(r.target) + " with " + diceWord(total) + ": what does die " + strconv.Itoa(total-int(r.left)+1) + " show?"
}

var dieRule = engine.Rule[*game]{Name: "die", Text: dieText, Explain: explainDie,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		a.Dice = int(rollOf(s).left)
		for k, c := range g.w.faces {
			a.Outcome(dieIDs[k], dieLabels[k], c, k)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		r := rollOf(s)
		r.left--
		switch c.Arg {
		case faceHit:
			r.hits++
		case facePower:
			r.powers++
		}
		if r.left > 0 {
			g.push(dieStep(r))
		} else {
			g.push(resolveStep(r.fig, r.target, int(r.hits), int(r.powers)))
		}
	}}

// perkDrawStep draws a perk for seat, if the perk deck has any.
func perkDrawStep(seat int8) engine.Step { return engine.Step{Kind: kPerkDraw, A: int16(seat)} }
func perkDrawSeat(s engine.Step) int8    { return int8(s.A) }

var perkDrawRule = engine.Rule[*game]{Name: "perk draw", Do: func(g *game, s engine.Step) {
	seat := perkDrawSeat(s)
	if g.perkDeckCount() == 0 {
		g.emit("perk", "The perk deck is empty: "+g.heroName(seat)+" draws nothing.")
		return
	}
	g.push(perkCardStep(seat))
}}

// perkCardStep asks which perk card seat draws.
func perkCardStep(seat int8) engine.Step {
	return engine.Step{Kind: kPerkCard, Seat: chance, A: int16(seat)}
}

func perkCardSeat(s engine.Step) int8 { return int8(s.A) }

func perkCardText(g *game, s engine.Step) string {
	return "Which perk card is drawn for " + g.person(perkCardSeat(s)).Object() + "?"
}

var perkCardRule = engine.Rule[*game]{Name: "perk card", Text: perkCardText, Explain: explainPerk,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		w := g.w
		var count [128]uint8
		for k, t := range w.pcards {
			if g.perk(k) == pkDeck {
				count[t]++
			}
		}
		for i := range w.perks {
			if c := count[i]; c > 0 {
				p := &w.perks[i]
				a.Outcome(p.drawID, p.drawLbl[min(int(c), len(p.drawLbl)-1)], int(c), i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		seat := perkCardSeat(s)
		p := &g.w.perks[c.Arg]
		for k, t := range g.w.pcards {
			if int(t) == c.Arg && g.perk(k) == pkDeck {
				if g.solo && p.notSolo {
					g.setPerk(k, pkAside)
					g.emit("perk", p.name+" cannot be used solo: it is set aside, drawing again.")
					g.push(perkDrawStep(seat))
				} else {
					g.setPerk(k, int16(seat))
					g.emit("perk", g.who(seat).Does("gets")+" the perk "+p.name+".")
				}
				break
			}
		}
	}}

// monsterPickStep asks which monster joins the game.
func monsterPickStep() engine.Step { return engine.Step{Kind: kMonsterPick, Seat: chance} }

func monsterPickText(*game, engine.Step) string { return "Which monster joins the game?" }

var monsterPickRule = engine.Rule[*game]{Name: "monster pick", Text: monsterPickText, Explain: explainMonster,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		for i, m := range g.w.mats {
			if g.matIn&(1<<i) == 0 {
				a.Outcome("monster "+m.m.ID, m.m.Name, 1, i)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		g.matIn |= 1 << c.Arg
		g.monstersLeft--
		g.emit("setup", g.w.mats[c.Arg].m.Name+" is drawn for this game.")
		if g.monstersLeft > 0 {
			g.push(monsterPickStep())
		}
	}}

// heroDealStep asks which hero badge is dealt to seat.
func heroDealStep(seat int8) engine.Step {
	return engine.Step{Kind: kHeroDeal, Seat: chance, A: int16(seat)}
}

func heroDealSeat(s engine.Step) int8 { return int8(s.A) }

func heroDealText(g *game, s engine.Step) string {
	return "Which hero badge is dealt to " + g.person(heroDealSeat(s)).Object() + "?"
}

var heroDealRule = engine.Rule[*game]{Name: "hero deal", Text: heroDealText, Explain: explainHero,
	// The badge dealt puts the seat's hero on its start.
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		return g.atSeat(g.w.heroes[c.Arg].start, heroDealSeat(s))
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		w := g.w
		for i, h := range w.heroes {
			if g.solo && h.notSolo {
				continue
			}
			taken := false
			for t := int8(0); t < g.nSeats; t++ {
				taken = taken || g.heroes[t].typ == int8(i)
			}
			if !taken {
				a.Outcome("hero "+h.id, h.name+" ("+plural(int(h.actions), "action")+", starts at "+w.sname(h.start)+")", 1, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		w := g.w
		seat := heroDealSeat(s)
		h := &w.heroes[c.Arg]
		g.dealt(seat, int8(c.Arg))
		g.emitAt("setup", g.player(seat)+": the "+h.name+", starting at "+w.sname(h.start)+".", h.start)
	}}

// scarabStep asks which scarab lies on spot (0-based).
func scarabStep(spot int) engine.Step {
	return engine.Step{Kind: kScarab, Seat: chance, A: int16(spot)}
}

func scarabSpot(s engine.Step) int16 { return s.A }

func scarabText(_ *game, s engine.Step) string {
	return "Which scarab lies on spot " + strconv.Itoa(int(scarabSpot(s))+1) + "?"
}

var scarabRule = engine.Rule[*game]{Name: "scarab", Text: scarabText, Explain: explainScarab,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		for _, n := range g.scarabGroup(scarabSpot(s)) {
			if !g.scarabPlaced(n) {
				a.Outcome("scarab "+strconv.Itoa(int(n)), "Scarab "+strconv.Itoa(int(n)), 1, int(n))
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		spot := scarabSpot(s)
		g.scarab[spot] = int8(c.Arg)
		text := "Scarab " + strconv.Itoa(c.Arg) + " lies on spot " + strconv.Itoa(int(spot)+1) + "."
		if spot == 1 || spot == 4 {
			for _, n := range g.scarabGroup(spot) {
				if !g.scarabPlaced(n) {
					g.scarab[spot+1] = n
					text += " Scarab " + strconv.Itoa(int(n)) + " lies on spot " + strconv.Itoa(int(spot)+2) + "."
				}
			}
		}
		g.emit("setup", text)
	}}
