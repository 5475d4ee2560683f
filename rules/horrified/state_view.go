package horrified

import (
	"strconv"

	"github.com/hauntgames/haunt/rules"
)

var phaseNames = [...]string{phSetup: "setup", phHero: "hero", phMonster: "monster", phFinal: "final hero phase"}

// View is the whole table: Horrified keeps nothing secret.
func (g *game) View(seat rules.Seat) any {
	w := g.w
	v := View{
		Phase:     phaseNames[g.phase],
		Current:   rules.Seat(g.cur),
		Turn:      int(g.turn) + 1,
		Solo:      g.solo,
		Terror:    int(g.terror),
		TerrorMax: w.c.Terror.Max,
		DeckLeft:  g.deckCount(),
		DeckSize:  w.deck,
		SkipNext:  g.skipNext,
		PerkDeck:  g.perkDeckCount(),
		Items:     map[string][]Item{},
		Heroes:    []HeroView{},
		Monsters:  []MonsterView{},
		Villagers: []VillagerView{},
	}
	if g.phase == phSetup {
		v.Turn = 0
	}
	if over, r := g.Result(); over {
		v.Over, v.Result, v.Phase = true, r.Text, "over"
	}
	if g.lastCard >= 0 {
		v.LastCard = w.cards[g.lastCard].name
	}
	v.Card = g.cardView()
	if g.frenzy >= 0 && g.matOn(g.frenzy) {
		v.Frenzied = w.mats[g.frenzy].m.ID
	}
	v.Bag, v.Discard = g.bagCount()
	for i := range w.toks {
		if l := g.tok(i); l >= 0 && int(l) < w.n {
			id := w.sid(int8(l))
			v.Items[id] = append(v.Items[id], w.toks[i].item)
		}
	}
	for s := int8(0); s < g.nSeats; s++ {
		h := g.heroes[s]
		hv := HeroView{Seat: rules.Seat(s), Player: g.names[s], Items: []Item{}, Perks: []PerkView{}}
		if h.typ >= 0 {
			hi := g.hero(s)
			hv.ID, hv.Name, hv.Actions, hv.Special = hi.id, hi.name, int(hi.actions), hi.text
			if s == g.cur && (g.phase == phHero || g.phase == phFinal) {
				// this turn's actions: a perk may have added some
				hv.Actions, hv.ActionsLeft = int(g.turnActs), int(h.left)
			}
		}
		if h.space >= 0 {
			hv.Space = w.sid(h.space)
		}
		for i := range w.toks {
			if g.tok(i) == locHero+int16(s) {
				hv.Items = append(hv.Items, w.toks[i].item)
			}
		}
		for i, t := range w.pcards {
			if g.perk(i) == int16(s) {
				p := &w.perks[t]
				hv.Perks = append(hv.Perks, PerkView{ID: p.id, Name: p.name, Text: p.text})
			}
		}
		if g.hunted == s {
			hv.Tokens = append(hv.Tokens, "Hunted")
		}
		if g.soul == s {
			hv.Tokens = append(hv.Tokens, "Soul")
		}
		if g.cure == s {
			hv.Tokens = append(hv.Tokens, "Cure")
		}
		v.Heroes = append(v.Heroes, hv)
	}
	for _, m := range w.order {
		if g.matIn&(1<<m) == 0 {
			continue
		}
		mi := &w.mats[m]
		for _, f := range mi.figs {
			mv := MonsterView{ID: w.figs[f].id, Name: w.figs[f].title, Defeated: g.matDead&(1<<m) != 0,
				Frenzied: g.frenzy == m && w.figs[f].primary && g.matOn(m), Items: []Item{}}
			if g.fig[f] >= 0 {
				mv.Space = w.sid(g.fig[f])
			}
			mv.Task, mv.Progress, mv.Goal = g.taskWords(f)
			mv.TaskDone = g.taskDone(m)
			mv.Defeat = mi.m.DefeatText
			for i := range w.toks {
				l := g.tok(i)
				if (mi.kind == mkInvisible && l >= locEvidence && l < locEvidence+100) || (mi.kind == mkWolf && l >= locCure && l < locCure+100) {
					mv.Items = append(mv.Items, w.toks[i].item)
				}
			}
			if mi.kind == mkMummy {
				mv.Scarabs = make([]int, 7)
				for i, x := range g.scarab {
					mv.Scarabs[i] = int(x)
					if x > 0 && g.scarabDown&(1<<(x-1)) != 0 {
						mv.Scarabs[i] = -int(x)
					}
				}
			}
			v.Monsters = append(v.Monsters, mv)
		}
		if mi.kind == mkDracula && g.matOn(m) {
			for i, c := range mi.coffins {
				if g.coffins&(1<<i) == 0 {
					v.Coffins = append(v.Coffins, w.sid(c))
				}
			}
		}
	}
	for i := range w.vils {
		if sp := g.vil(i); sp >= 0 {
			vi := &w.vils[i]
			v.Villagers = append(v.Villagers, VillagerView{ID: vi.id, Name: vi.name, Space: w.sid(sp), Safe: w.sid(vi.safe)})
		}
	}
	if g.phase == phHero || g.phase == phFinal {
		if sp := g.heroes[g.cur].space; sp >= 0 {
			for _, n := range w.lit[sp] {
				v.Reach = append(v.Reach, w.sid(n))
			}
		}
	}
	for i := int8(0); i < g.pathN; i++ {
		if g.path[i] >= 0 {
			v.LastPath = append(v.LastPath, w.sid(g.path[i]))
		}
	}
	return v
}

// taskWords says how far the task against figure f has come.
func (g *game) taskWords(f int8) (string, int, int) {
	mi := g.mat(f)
	it := strconv.Itoa
	switch mi.kind {
	case mkDracula:
		n := 0
		for i := range mi.coffins {
			n += b2i(g.coffins&(1<<i) != 0)
		}
		return it(n) + " of " + it(len(mi.coffins)) + " coffins smashed", n, len(mi.coffins)
	case mkInvisible:
		n := 0
		full := g.evidenceFilled()
		for i := range mi.evidence {
			n += b2i(full&(1<<i) != 0)
		}
		return it(n) + " of " + it(len(mi.evidence)) + " pieces of evidence", n, len(mi.evidence)
	case mkCreature:
		s := "the boat is at mark " + it(int(g.boat)) + " of " + it(len(mi.boat))
		if int(g.boat) == len(mi.boat) {
			s = "the boat is at the lair"
		}
		return s, int(g.boat), len(mi.boat)
	case mkWolf:
		n := 0
		full := g.cureFilled()
		for i := range mi.cure {
			n += b2i(full&(1<<i) != 0)
		}
		s := it(n) + " of " + it(len(mi.cure)) + " cure ingredients"
		if g.cure >= 0 {
			s += "; " + g.heroName(g.cure) + " holds the Cure"
		}
		return s, n, len(mi.cure)
	case mkMummy:
		n := 0
		for i := 0; i < 6; i++ {
			x := g.scarab[i]
			if x == int8(i+1) && g.scarabDown&(1<<(x-1)) == 0 {
				n++
			}
		}
		return it(n) + " of 6 scarabs home and face up", n, 6
	case mkFrank:
		k := b2i(!g.w.figs[f].primary)
		max := mi.m.HumanityMax
		if k == 1 {
			max = mi.m.BrideHumanityMax
		}
		return "humanity " + it(int(g.hum[k])) + " of " + it(max), int(g.hum[k]), max
	}
	return "", 0, 0
}
