package horrified

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
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
				Help: "which monsters to face: a difficulty (" + strings.Join(presets, ", ") + ") or a comma list of " + strings.Join(mats, ", ")},
			{Name: "heroes", Default: "random",
				Help: "\"random\" to deal heroes, or a comma list with one hero per seat from " + strings.Join(heroes, ", ")},
		},
		New: func(s rules.Setup) (rules.Game, error) {
			if werr != nil {
				return nil, fmt.Errorf("the Horrified content is broken: %w", werr)
			}
			return newGame(w, s)
		},
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

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func newGame(w *world, s rules.Setup) (*game, error) {
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
	g.v = make([]int16, w.arena)
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
		ids := splitList(mopt)
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
		ids := splitList(hopt)
		allowedH := func() error {
			var ok []string
			for _, h := range w.heroes {
				if !(g.solo && h.notSolo) {
					ok = append(ok, h.id)
				}
			}
			return fmt.Errorf("heroes %q: use \"random\" or a comma list of %d hero IDs, one per seat, from %s", hopt, n, strings.Join(ok, ", "))
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
			g.heroes[i] = heroSt{typ: h, space: w.heroes[h].start}
		}
	}

	// The setup runs as frames: monsters, their mats, heroes, perks, items,
	// then the first turn.
	g.push(frame{k: xStartTurn})
	g.push(frame{k: xItems, a: int16(c.Setup.Items)})
	g.push(frame{k: xDealPerks})
	if random {
		g.push(frame{k: xDealHeroes})
	}
	g.push(frame{k: xSetupMonsters})
	if g.monstersLeft > 0 {
		g.push(frame{k: wMonsterPick, s: int8(rules.Chance)})
	}
	g.run()
	g.ev = nil
	return g, nil
}

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
		g.push(frame{k: wScarab, s: int8(rules.Chance), a: 1})
		g.push(frame{k: wScarab, s: int8(rules.Chance), a: 0})
		g.push(frame{k: wScarab, s: int8(rules.Chance), a: 4})
		g.push(frame{k: wScarab, s: int8(rules.Chance), a: 3})
	}
}

// dealHeroes deals a hero badge to seat a, then to the seats after it.
func (g *game) dealHeroes(f frame) {
	if f.a < int16(g.nSeats) {
		g.push(frame{k: xDealHeroes, a: f.a + 1})
		g.push(frame{k: wHeroDeal, s: int8(rules.Chance), a: f.a})
	}
}

// dealPerks gives seat a its starting perks (b dealt so far), then the
// seats after it.
func (g *game) dealPerks(f frame) {
	if f.a >= int16(g.nSeats) {
		return
	}
	if int(f.b) < g.w.c.Setup.Perks {
		g.push(frame{k: xDealPerks, a: f.a, b: f.b + 1})
		g.push(frame{k: xPerkDraw, a: f.a})
		return
	}
	g.push(frame{k: xDealPerks, a: f.a + 1})
}

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

func (g *game) startTurn() {
	s := g.cur
	h := &g.heroes[s]
	if h.space < 0 {
		h.space = g.w.hospital
		g.emitAt("hero", g.who(s).Does("returns")+" at "+g.w.sname(g.w.hospital)+".", g.w.hospital)
	}
	h.left = g.hero(s).actions
	g.phase = phHero
	word := "Hero phase"
	if g.deckCount() == 0 {
		g.phase = phFinal
		word = "Final hero phase (the monster deck is empty)"
	}
	g.emit("turn", word+": "+g.person(s).Mid().String()+" with the "+g.hero(s).name+".")
	g.push(frame{k: wHero, s: s})
}

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

func (g *game) monsterPhase() {
	g.phase = phMonster
	if g.skipNext {
		g.skipNext = false
		g.emit("dawn", "Break of Dawn: the monster phase is skipped.")
		g.push(frame{k: xNextTurn})
		return
	}
	if g.deckCount() == 0 {
		g.over = goTime
		g.emit("over", "A monster card must be drawn but the deck is empty. The heroes are out of time.")
		return
	}
	g.push(frame{k: wCard, s: int8(rules.Chance)})
}

func (g *game) itemsExec(f frame) {
	if f.a <= 0 {
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
	total := f.b // how many this draw takes in all, for "item 3 of 12"
	if total == 0 {
		total = f.a
	}
	g.push(frame{k: xItems, a: f.a - 1, b: total})
	g.push(frame{k: wItem, s: int8(rules.Chance), a: total - f.a + 1, b: total})
}

var dieIDs = [3]string{"die hit", "die power", "die blank"}
var dieLabels = [3]string{"Hit", "Power", "Blank"}

func (g *game) chanceOptions(f *frame) []opt {
	w := g.w
	var o []opt
	switch f.k {
	case wMonsterPick:
		for i, m := range w.mats {
			if g.matIn&(1<<i) == 0 {
				o = append(o, opt{id: "monster " + m.m.ID, label: m.m.Name, w: 1, a: int16(i)})
			}
		}
	case wHeroDeal:
		for i, h := range w.heroes {
			if g.solo && h.notSolo {
				continue
			}
			taken := false
			for s := int8(0); s < g.nSeats; s++ {
				taken = taken || g.heroes[s].typ == int8(i)
			}
			if !taken {
				o = append(o, opt{id: "hero " + h.id, label: h.name + " (" + plural(int(h.actions), "action") + ", starts at " + w.sname(h.start) + ")", w: 1, a: int16(i)})
			}
		}
	case wScarab:
		for _, n := range g.scarabGroup(f.a) {
			if !g.scarabPlaced(n) {
				o = append(o, opt{id: "scarab " + strconv.Itoa(int(n)), label: "Scarab " + strconv.Itoa(int(n)), w: 1, a: int16(n)})
			}
		}
	case wItem:
		var count [256]uint16
		for i := range w.toks {
			if g.tok(i) == locBag {
				count[w.toks[i].typ]++
			}
		}
		o = make([]opt, 0, len(w.itypes))
		for i := range w.itypes {
			if c := count[i]; c > 0 {
				t := &w.itypes[i]
				o = append(o, opt{id: t.drawID, label: t.drawLbl[min(int(c), len(t.drawLbl)-1)], w: int(c), a: int16(i)})
			}
		}
	case wCard:
		o = make([]opt, 0, len(w.cards))
		for i := range w.cards {
			if c := g.left(i); c > 0 {
				cd := &w.cards[i]
				o = append(o, opt{id: cd.drawID, label: cd.drawLbl[min(int(c), len(cd.drawLbl)-1)], w: int(c), a: int16(i)})
			}
		}
	case wDie:
		for k, c := range w.faces {
			if c > 0 {
				o = append(o, opt{id: dieIDs[k], label: dieLabels[k], w: c, a: int16(k)})
			}
		}
	case wPerkDraw:
		var count [128]uint8
		for k, t := range w.pcards {
			if g.perk(k) == pkDeck {
				count[t]++
			}
		}
		for i := range w.perks {
			if c := count[i]; c > 0 {
				p := &w.perks[i]
				o = append(o, opt{id: p.drawID, label: p.drawLbl[min(int(c), len(p.drawLbl)-1)], w: int(c), a: int16(i)})
			}
		}
	}
	return o
}

func (g *game) answerChance(f frame, o opt) {
	w := g.w
	switch f.k {
	case wMonsterPick:
		g.matIn |= 1 << o.a
		g.monstersLeft--
		g.emit("setup", w.mats[o.a].m.Name+" is drawn for this game.")
		if g.monstersLeft > 0 {
			g.push(frame{k: wMonsterPick, s: int8(rules.Chance)})
		}
	case wHeroDeal:
		s := int8(f.a)
		g.heroes[s] = heroSt{typ: int8(o.a), space: w.heroes[o.a].start}
		g.emitAt("setup", g.player(s)+": the "+w.heroes[o.a].name+", starting at "+w.sname(w.heroes[o.a].start)+".", w.heroes[o.a].start)
	case wScarab:
		g.scarab[f.a] = int8(o.a)
		text := "Scarab " + strconv.Itoa(int(o.a)) + " lies on spot " + strconv.Itoa(int(f.a)+1) + "."
		if f.a == 1 || f.a == 4 {
			for _, n := range g.scarabGroup(f.a) {
				if !g.scarabPlaced(n) {
					g.scarab[f.a+1] = n
					text += " Scarab " + strconv.Itoa(int(n)) + " lies on spot " + strconv.Itoa(int(f.a)+2) + "."
				}
			}
		}
		g.emit("setup", text)
	case wItem:
		t := &w.itypes[o.a]
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
	case wCard:
		g.v[w.offCard+int(o.a)]--
		g.lastCard = o.a
		g.pathN = 0 // the map shows this card's movements, not older ones
		g.emit("card", g.cardText(int(o.a)))
		g.push(frame{k: xResolveCard, a: o.a})
	case wDie:
		f.e--
		if o.a == 0 {
			f.c++
		} else if o.a == 1 {
			f.d++
		}
		if f.e > 0 {
			g.push(f)
		} else {
			f.k = xResolve
			g.push(f)
		}
	case wPerkDraw:
		s := int8(f.a)
		p := &w.perks[o.a]
		for k, t := range w.pcards {
			if int(t) == int(o.a) && g.perk(k) == pkDeck {
				if g.solo && p.notSolo {
					g.setPerk(k, pkAside)
					g.emit("perk", p.name+" cannot be used solo: it is set aside, drawing again.")
					g.push(frame{k: xPerkDraw, a: f.a})
				} else {
					g.setPerk(k, int16(s))
					g.emit("perk", g.who(s).Does("gets")+" the perk "+p.name+".")
				}
				break
			}
		}
	}
}
