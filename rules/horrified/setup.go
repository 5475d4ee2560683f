package horrified

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Definition describes Horrified played with content c.
func Definition(c *bh.Content) rules.Definition {
	w, werr := newWorld(c)
	presets := presetNames(c)
	var mats, heroes []string
	if c != nil {
		for _, m := range c.Monsters {
			mats = append(mats, m.ID)
		}
		for _, h := range c.Heroes {
			heroes = append(heroes, h.ID)
		}
	}
	return rules.Definition{
		Name:     "horrified",
		Title:    "Horrified",
		Summary:  "Cooperative: heroes save a village from the Universal Monsters. 1 to 5 players.",
		Reminder: bh.Reminder,
		MinSeats: 1,
		MaxSeats: 5,
		Content:  c,
		Options: []rules.Option{
			{Name: "monsters", Default: "first", Values: presets, Open: true,
				Help: "which monsters to face: a difficulty (" + strings.Join(presets, ", ") + ") or a comma list of " + strings.Join(mats, ", "),
				// Any number of monsters from one to all of them; a
				// difficulty draws its number at random, the first game
				// names its two.
				Min: 1,
				Parts: func() (ps []rules.Part) {
					if c != nil {
						for _, m := range c.Monsters {
							ps = append(ps, rules.Part{ID: m.ID, Label: m.Name})
						}
					}
					return ps
				}(),
				Presets: func() map[string]rules.Preset {
					ps := map[string]rules.Preset{}
					if c != nil {
						for k, n := range c.Setup.Monsters {
							ps[k] = rules.Preset{Random: n}
						}
						for k, ids := range c.Setup.Presets {
							ps[k] = rules.Preset{Parts: ids}
						}
					}
					return ps
				}()},
			{Name: "heroes", Default: "random", Values: []string{"random"}, Open: true, PerSeat: true,
				Help: "\"random\" to deal heroes, or a comma list with one hero per seat from " + strings.Join(heroes, ", "),
				Parts: func() (ps []rules.Part) {
					if c != nil {
						for _, h := range c.Heroes {
							p := rules.Part{ID: h.ID, Label: h.Name}
							if h.NotInSolo {
								p.Note = "not in solo"
							}
							ps = append(ps, p)
						}
					}
					return ps
				}(),
				Presets: map[string]rules.Preset{"random": {Random: 1}}},
		},
		New: func(s rules.Setup) (rules.Game, error) {
			if werr != nil {
				return nil, fmt.Errorf("the Horrified content is broken: %w", werr)
			}
			return newGame(w, s)
		},
		Smart: Smart,
	}
}

// presetNames lists the difficulty presets, fixed lists first, then by size.
func presetNames(c *bh.Content) []string {
	if c == nil {
		return nil
	}
	var fixed, counted []string
	for k := range c.Setup.Presets {
		fixed = append(fixed, k)
	}
	sort.Strings(fixed)
	for k := range c.Setup.Monsters {
		if _, dup := c.Setup.Presets[k]; !dup {
			counted = append(counted, k)
		}
	}
	sort.Slice(counted, func(i, j int) bool {
		a, b := c.Setup.Monsters[counted[i]], c.Setup.Monsters[counted[j]]
		if a != b {
			return a < b
		}
		return counted[i] < counted[j]
	})
	return append(fixed, counted...)
}

func newGame(w *world, s rules.Setup) (rules.Game, error) {
	n := len(s.Seats)
	if n < 1 || n > 5 {
		return nil, fmt.Errorf("Horrified is played by 1 to 5 players, not %d", n)
	}
	for k := range s.Options {
		if k != "monsters" && k != "heroes" {
			return nil, fmt.Errorf("unknown option %q: Horrified has the options monsters and heroes", k)
		}
	}
	c := w.c
	g := &game{state: state{w: w, names: append([]string(nil), s.Seats...), nSeats: int8(n), solo: n == 1, table: s.Mode == rules.Table,
		frenzy: -1, lastCard: -1, evMat: -1, cure: tkNone, hunted: tkNone, soul: tkNone}}
	for i, name := range g.names {
		if strings.TrimSpace(name) == "" {
			g.names[i] = "Player " + strconv.Itoa(i+1)
		}
	}
	for i := range g.fig {
		g.fig[i] = -1
	}
	g.v = g.newV(w.arena)
	for i := 0; i < len(w.toks); i++ {
		g.v[i] = locBag
	}
	for i := range w.pcards {
		g.setPerk(i, pkDeck)
	}
	for i, cd := range w.cards {
		g.v[w.offCard+i] = int16(cd.copies)
	}
	for i := range w.vils {
		g.setVil(i, -1)
	}
	if g.solo {
		g.terror = int8(c.Terror.SoloStart)
	}

	// Monsters.
	mopt := strings.TrimSpace(s.Options["monsters"])
	if mopt == "" {
		mopt = "first"
	}
	allowedM := func() error {
		var ids []string
		for _, m := range c.Monsters {
			ids = append(ids, m.ID)
		}
		return fmt.Errorf("unknown monsters %q: use a difficulty (%s) or a comma list of monster IDs (%s)",
			mopt, strings.Join(presetNames(c), ", "), strings.Join(ids, ", "))
	}
	if list, ok := c.Setup.Presets[mopt]; ok {
		for _, id := range list {
			m, ok := w.matIdx[id]
			if !ok {
				return nil, fmt.Errorf("the preset %q names the unknown monster %q", mopt, id)
			}
			g.matIn |= 1 << m
		}
	} else if k, ok := c.Setup.Monsters[mopt]; ok {
		if k <= 0 {
			return nil, fmt.Errorf("the difficulty %q asks for %d monsters", mopt, k)
		}
		if k >= len(w.mats) {
			g.matIn = uint8(1<<len(w.mats) - 1)
		} else {
			g.monstersLeft = int8(k)
		}
	} else {
		ids := rules.SplitList(mopt)
		if len(ids) == 0 {
			return nil, allowedM()
		}
		for _, id := range ids {
			m, ok := w.matIdx[id]
			if !ok {
				if f, isFig := w.figIdx[id]; isFig {
					m, ok = w.figs[f].mat, true
				}
			}
			if !ok {
				return nil, allowedM()
			}
			if g.matIn&(1<<m) != 0 {
				return nil, fmt.Errorf("monsters: %q is listed twice", id)
			}
			g.matIn |= 1 << m
		}
	}

	// Heroes.
	hopt := strings.TrimSpace(s.Options["heroes"])
	random := hopt == "" || hopt == "random"
	var available int
	for _, h := range w.heroes {
		if !(g.solo && h.notSolo) {
			available++
		}
	}
	for i := range g.heroes {
		g.heroes[i] = heroSt{typ: -1, space: -1}
	}
	if random {
		if available < n {
			return nil, fmt.Errorf("only %d heroes can be dealt to %d players", available, n)
		}
	} else {
		ids := rules.SplitList(hopt)
		allowedH := func() error {
			var ok []string
			for _, h := range w.heroes {
				if !(g.solo && h.notSolo) {
					ok = append(ok, h.id)
				}
			}
			what := fmt.Sprintf("a comma list of %d hero IDs, one per seat,", n)
			if n == 1 {
				what = "one hero ID"
			}
			return fmt.Errorf("heroes %q: use \"random\" or %s from %s", hopt, what, strings.Join(ok, ", "))
		}
		if len(ids) != n {
			return nil, allowedH()
		}
		used := map[string]bool{}
		for i, id := range ids {
			h, ok := w.heroIdx[id]
			if !ok || used[id] {
				return nil, allowedH()
			}
			if g.solo && w.heroes[h].notSolo {
				return nil, fmt.Errorf("the %s does not play solo: %v", w.heroes[h].name, allowedH())
			}
			used[id] = true
			g.dealt(int8(i), h)
		}
	}

	// The setup runs as steps: monsters, their mats, heroes, perks, items,
	// then the first turn.
	g.push(startTurnStep())
	g.push(itemsStep(c.Setup.Items, 0))
	g.push(dealPerksStep(0, 0))
	if random {
		g.push(dealHeroesStep(0))
	}
	g.push(setupMonstersStep())
	if g.monstersLeft > 0 {
		g.push(monsterPickStep())
	}
	game, _, err := engine.Start(g, horrifiedRules)
	if err != nil {
		return nil, err
	}
	return game, nil
}

func setupMonstersStep() engine.Step { return engine.Step{Kind: kSetupMonsters} }

var setupMonstersRule = engine.Rule[*game]{Name: "setup monsters", Do: func(g *game, _ engine.Step) { g.setupMonsters() }}

// setupMonsters puts the chosen monsters on the board and the frenzy marker
// on the lowest frenzy order.
func (g *game) setupMonsters() {
	w := g.w
	for _, m := range w.order {
		if g.matIn&(1<<m) == 0 {
			continue
		}
		if g.frenzy < 0 {
			g.frenzy = m
		}
		for _, f := range w.mats[m].figs {
			g.fig[f] = w.figs[f].start
		}
	}
	var names []string
	for _, m := range w.order {
		if g.matIn&(1<<m) != 0 {
			names = append(names, w.mats[m].m.Name)
		}
	}
	g.emit("setup", "The heroes face "+joinNames(names)+"; "+w.mats[g.frenzy].m.Name+" is frenzied.")
	if g.kindOn(mkMummy) {
		// spots 4 and 5 then 1 and 2 are drawn; the last of each three follows
		g.push(scarabStep(1))
		g.push(scarabStep(0))
		g.push(scarabStep(4))
		g.push(scarabStep(3))
	}
}

// dealHeroesStep deals a hero badge to seat, then to the seats after it.
func dealHeroesStep(seat int8) engine.Step { return engine.Step{Kind: kDealHeroes, A: int16(seat)} }
func dealHeroesSeat(s engine.Step) int8    { return int8(s.A) }

var dealHeroesRule = engine.Rule[*game]{Name: "deal heroes", Do: func(g *game, s engine.Step) {
	if seat := dealHeroesSeat(s); seat < g.nSeats {
		g.push(dealHeroesStep(seat + 1))
		g.push(heroDealStep(seat))
	}
}}

// dealPerksStep gives seat its starting perks (dealt so far), then the
// seats after it theirs.
func dealPerksStep(seat int8, dealt int) engine.Step {
	return engine.Step{Kind: kDealPerks, A: int16(seat), B: int16(dealt)}
}

func dealPerksSeat(s engine.Step) int8 { return int8(s.A) }
func dealPerksDealt(s engine.Step) int { return int(s.B) }

var dealPerksRule = engine.Rule[*game]{Name: "deal perks", Do: func(g *game, s engine.Step) {
	seat, dealt := dealPerksSeat(s), dealPerksDealt(s)
	if seat >= g.nSeats {
		return
	}
	if dealt < g.w.c.Setup.Perks {
		g.push(dealPerksStep(seat, dealt+1))
		g.push(perkDrawStep(seat))
		return
	}
	g.push(dealPerksStep(seat+1, 0))
}}

func (g *game) scarabGroup(spot int16) []int8 {
	mi := &g.w.mats[g.w.kindMat[mkMummy]]
	if spot < 3 {
		return mi.scarabLo
	}
	return mi.scarabHi
}

func (g *game) scarabPlaced(n int8) bool {
	for _, x := range g.scarab {
		if x == n {
			return true
		}
	}
	return false
}

func startTurnStep() engine.Step { return engine.Step{Kind: kStartTurn} }

var startTurnRule = engine.Rule[*game]{Name: "start turn", Do: func(g *game, _ engine.Step) {
	s := g.cur
	h := &g.heroes[s]
	if h.space < 0 {
		h.space = g.w.hospital
		g.emitAt("hero", g.who(s).Does("returns")+" to the board at "+g.w.sname(g.w.hospital)+".", g.w.hospital)
	}
	h.left = g.hero(s).actions
	g.turnActs, g.pickAt = h.left, 0
	// The card played stays face up, done, until the next is drawn: the
	// hero phase sees what the monster phase did.
	if g.play.stage != cpNone {
		g.play.stage = cpDone
	}
	g.phase = phHero
	word := "Hero phase"
	if g.deckCount() == 0 {
		g.phase = phFinal
		word = "Final hero phase (the monster deck is empty)"
	}
	g.emit("turn", word+": "+g.person(s).Mid().String()+" with the "+g.hero(s).name+".")
	g.push(heroStep(s))
}}

func nextTurnStep() engine.Step { return engine.Step{Kind: kNextTurn} }

var nextTurnRule = engine.Rule[*game]{Name: "next turn", Do: func(g *game, _ engine.Step) {
	g.cur = (g.cur + 1) % g.nSeats
	g.turn++
	g.push(startTurnStep())
}}

func (g *game) deckCount() int {
	n := 0
	for i := range g.w.cards {
		n += int(g.left(i))
	}
	return n
}

func (g *game) perkDeckCount() int {
	n := 0
	for i := range g.w.pcards {
		if g.perk(i) == pkDeck {
			n++
		}
	}
	return n
}

func (g *game) bagCount() (bag, discard int) {
	for i := range g.w.toks {
		switch g.tok(i) {
		case locBag:
			bag++
		case locDiscard:
			discard++
		}
	}
	return
}
