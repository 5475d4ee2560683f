package horrified

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	bh "github.com/hauntgames/haunt/boards/horrified"
)

// world is the content indexed for play: everything a game needs that never
// changes during a match. It is built once per Definition and shared by every
// state, so a state only carries small numbers.

// Item colors as small numbers.
const (
	red = iota
	yellow
	blue
)

var colorNames = [3]string{bh.Red, bh.Yellow, bh.Blue}

// Monster kinds the rules switch on (a mat's ID).
const (
	mkDracula = iota
	mkInvisible
	mkCreature
	mkWolf
	mkMummy
	mkFrank
	nKinds
)

var kindByID = map[string]int{
	"dracula":       mkDracula,
	"invisible_man": mkInvisible,
	"creature":      mkCreature,
	"wolf_man":      mkWolf,
	"mummy":         mkMummy,
	"frankenstein":  mkFrank,
}

// Hero specials.
const (
	spNone = iota
	spPickupAdj
	spJumpHero
	spBonus
	spAnywhere
	spJumpMonster
	spMoveOther
)

var specialByName = map[string]int{
	"":                spNone,
	"pickup_adjacent": spPickupAdj,
	"jump_to_hero":    spJumpHero,
	"item_bonus":      spBonus,
	"move_anywhere":   spAnywhere,
	"jump_to_monster": spJumpMonster,
	"move_other_hero": spMoveOther,
}

// Monster card events.
const (
	evPlaceVillager = iota
	evPlaceMonster
	evGaze
	evThief
	evOnTheMove
	evHunt
	evSoul
	evMeeting
)

var eventByName = map[string]int{
	"place_villager":    evPlaceVillager,
	"place_monster":     evPlaceMonster,
	"hypnotic_gaze":     evGaze,
	"thief":             evThief,
	"on_the_move":       evOnTheMove,
	"hunt":              evHunt,
	"reincarnated_soul": evSoul,
	"meeting":           evMeeting,
}

// Perk effects.
const (
	peHurry = iota
	peRush
	peLateNight
	peRepel
	peBreakOfDawn
	peOverstock
	pePlaceOrMove
	peTaxi
	peInvestigation
	peDelivery
)

var perkByName = map[string]int{
	"hurry":                 peHurry,
	"rush":                  peRush,
	"late_night":            peLateNight,
	"repel":                 peRepel,
	"break_of_dawn":         peBreakOfDawn,
	"overstock":             peOverstock,
	"place_or_move_monster": pePlaceOrMove,
	"taxi":                  peTaxi,
	"investigation":         peInvestigation,
	"special_delivery":      peDelivery,
}

const (
	unreachable      = 120
	spaceCurrentHero = -2 // a card's Space "current_hero"
)

type spaceInfo struct {
	id, name string
	water    bool
}

type heroInfo struct {
	id, name, text string
	actions        int8
	start          int8
	special        int
	notSolo        bool
	the, The       string // "the Mayor", "The Mayor"
}

type vilInfo struct {
	id, name string
	safe     int8
}

type itypeInfo struct {
	id, name string
	color    int8
	str      int8
	space    int8
	first    int16 // first token of this type
	copies   int16
	drawID   string
	drawLbl  []string // by copies still in the bag
}

type tokInfo struct {
	typ                      int16
	item                     Item
	takeID, useID, discardID string
	label                    string // "Garlic (yellow 2)"
}

type cardInfo struct {
	id, name, text string
	copies, items  int
	event          int
	evMat          int8 // -1 villager event
	vil            int8
	space          int8
	steps          int
	strikes        []int8 // figure index, or -1 for the frenzy symbol
	move, dice     int
	drawID         string
	drawLbl        []string // by copies left in the deck
}

type perkInfo struct {
	id, name, text string
	copies         int
	effect         int
	steps          int
	actions        int
	items          int
	figs           []int8 // figures the perk may place
	notSolo        bool
	playID         string
	playLbl        string
	drawID         string
	drawLbl        []string // by copies left in the deck
}

type matInfo struct {
	m      *bh.Monster
	kind   int
	figs   []int8
	frenzy int
	task   int8 // task space, -1 none
	// colors as numbers (-1 when the data leaves them out)
	defColor, coffColor, cureColor, scarabColor int8
	humColor                                    [2]int8
	defColors                                   []int8
	// kind-specific
	coffins  []int8
	evidence []int8
	boat     []int8
	cure     []int8
	scarabLo []int8 // scarabs shuffled onto spots 1-3
	scarabHi []int8 // scarabs shuffled onto spots 4-6
}

type figInfo struct {
	id, name string
	mat      int8
	start    int8
	water    bool
	primary  bool // the figure the frenzy symbol moves
}

type world struct {
	c        *bh.Content
	spaces   []spaceInfo
	spaceIdx map[string]int8
	lit, all [][]int8
	n        int
	dist     [2][]int8
	hospital int8

	heroes  []heroInfo
	heroIdx map[string]int8
	vils    []vilInfo
	vilIdx  map[string]int8
	itypes  []itypeInfo
	toks    []tokInfo
	cards   []cardInfo
	deck    int
	perks   []perkInfo
	pcards  []int8 // perk type of each perk card
	mats    []matInfo
	matIdx  map[string]int8
	kindMat [nKinds]int8
	order   []int8 // mats by frenzy order
	figs    []figInfo
	figIdx  map[string]int8
	faces   [3]int // hit, power, blank

	offPerk, offCard, offVil, arena int

	// precomputed choice IDs and labels per space
	moveID, stepID, pathID, spcID, specialID []string
	moveLbl                                  []string
	targetHeroID, targetVilID                []string
	guideID, guideLbl                        []string // villager*n + space
	advID, advLbl, defID, defLbl             []string // per figure
	// labels of the hero specials, per space (travel, pickup), per figure
	// and space (jumpFig), per hero and space (jumpHero, moveOther)
	travelLbl, pickupLbl, jumpFigLbl, jumpHeroLbl []string
	moveOtherID, moveOtherLbl                     []string
}

func (w *world) sid(s int8) string   { return w.spaces[s].id }
func (w *world) sname(s int8) string { return w.spaces[s].name }

// distance between two spaces: g is 0 for lit paths, 1 for lit and water.
func (w *world) d(g int, a, b int8) int {
	return int(w.dist[g][int(a)*w.n+int(b)])
}

func (w *world) graph(g int) [][]int8 {
	if g == 1 {
		return w.all
	}
	return w.lit
}

func newWorld(c *bh.Content) (*world, error) {
	if c == nil {
		return nil, fmt.Errorf("no Horrified content")
	}
	w := &world{c: c, spaceIdx: map[string]int8{}, heroIdx: map[string]int8{}, vilIdx: map[string]int8{}, matIdx: map[string]int8{}, figIdx: map[string]int8{}}
	if len(c.Spaces) == 0 || len(c.Spaces) > 100 {
		return nil, fmt.Errorf("spaces: need 1 to 100 spaces, have %d", len(c.Spaces))
	}
	for i, s := range c.Spaces {
		if _, dup := w.spaceIdx[s.ID]; dup || s.ID == "" {
			return nil, fmt.Errorf("spaces: space %q is empty or repeated", s.ID)
		}
		w.spaceIdx[s.ID] = int8(i)
		w.spaces = append(w.spaces, spaceInfo{s.ID, s.Name, s.Water})
	}
	w.n = len(w.spaces)
	sp := func(where, id string) (int8, error) {
		i, ok := w.spaceIdx[id]
		if !ok {
			return -1, fmt.Errorf("%s: unknown space %q", where, id)
		}
		return i, nil
	}
	land := func(where, id string) (int8, error) {
		i, err := sp(where, id)
		if err == nil && w.spaces[i].water {
			err = fmt.Errorf("%s: %q is a water space", where, id)
		}
		return i, err
	}
	w.lit = make([][]int8, w.n)
	w.all = make([][]int8, w.n)
	for _, p := range c.LitPaths {
		a, err := land("lit_paths", p[0])
		if err != nil {
			return nil, err
		}
		b, err := land("lit_paths", p[1])
		if err != nil {
			return nil, err
		}
		w.lit[a] = append(w.lit[a], b)
		w.lit[b] = append(w.lit[b], a)
		w.all[a] = append(w.all[a], b)
		w.all[b] = append(w.all[b], a)
	}
	for _, p := range c.WaterPaths {
		a, err := sp("water_paths", p[0])
		if err != nil {
			return nil, err
		}
		b, err := sp("water_paths", p[1])
		if err != nil {
			return nil, err
		}
		w.all[a] = append(w.all[a], b)
		w.all[b] = append(w.all[b], a)
	}
	for g, adj := range [][][]int8{w.lit, w.all} {
		w.dist[g] = bfsAll(adj, w.n)
	}
	var err error
	if w.hospital, err = land("hospital", c.Hospital); err != nil {
		return nil, err
	}
	for _, s := range w.spaces {
		w.moveID = append(w.moveID, "move "+s.id)
		w.moveLbl = append(w.moveLbl, "Move to "+s.name)
		w.stepID = append(w.stepID, "step "+s.id)
		w.pathID = append(w.pathID, "path "+s.id)
		w.spcID = append(w.spcID, "space "+s.id)
		w.specialID = append(w.specialID, "special "+s.id)
	}

	// Heroes.
	if len(c.Heroes) == 0 || len(c.Heroes) > 100 {
		return nil, fmt.Errorf("heroes: need 1 to 100 heroes")
	}
	for i, h := range c.Heroes {
		where := "heroes: " + h.ID
		if _, dup := w.heroIdx[h.ID]; dup || h.ID == "" {
			return nil, fmt.Errorf("%s: empty or repeated ID", where)
		}
		st, err := land(where, h.Start)
		if err != nil {
			return nil, err
		}
		spc, ok := specialByName[h.Special]
		if !ok {
			return nil, fmt.Errorf("%s: unknown special %q", where, h.Special)
		}
		if h.Actions < 0 || h.Actions > 20 {
			return nil, fmt.Errorf("%s: %d actions", where, h.Actions)
		}
		w.heroIdx[h.ID] = int8(i)
		w.heroes = append(w.heroes, heroInfo{h.ID, h.Name, h.SpecialText, int8(h.Actions), st, spc, h.NotInSolo, "the " + h.Name, upper("the " + h.Name)})
		w.targetHeroID = append(w.targetHeroID, "target "+h.ID)
	}
	// Villagers.
	if len(c.Villagers) > 30 {
		return nil, fmt.Errorf("villagers: at most 30")
	}
	for i, v := range c.Villagers {
		where := "villagers: " + v.ID
		if _, dup := w.vilIdx[v.ID]; dup || v.ID == "" {
			return nil, fmt.Errorf("%s: empty or repeated ID", where)
		}
		if _, clash := w.heroIdx[v.ID]; clash {
			return nil, fmt.Errorf("%s: the ID is also a hero's", where)
		}
		safe, err := land(where, v.Safe)
		if err != nil {
			return nil, err
		}
		w.vilIdx[v.ID] = int8(i)
		w.vils = append(w.vils, vilInfo{v.ID, v.Name, safe})
		w.targetVilID = append(w.targetVilID, "target "+v.ID)
	}
	// Items.
	seenItem := map[string]bool{}
	for _, it := range c.Items {
		where := "items: " + it.ID
		if seenItem[it.ID] || it.ID == "" || it.ID == "cure" || it.ID == "all" {
			return nil, fmt.Errorf("%s: empty, reserved or repeated ID", where)
		}
		seenItem[it.ID] = true
		col := -1
		for k, n := range colorNames {
			if n == it.Color {
				col = k
			}
		}
		if col < 0 {
			return nil, fmt.Errorf("%s: unknown color %q", where, it.Color)
		}
		s, err := land(where, it.Space)
		if err != nil {
			return nil, err
		}
		if it.Copies < 0 || it.Strength < 0 || it.Strength > 50 {
			return nil, fmt.Errorf("%s: bad copies or strength", where)
		}
		ti := itypeInfo{id: it.ID, name: it.Name, color: int8(col), str: int8(it.Strength), space: s,
			first: int16(len(w.toks)), copies: int16(it.Copies),
			drawID: "item " + it.ID}
		ti.drawLbl = countLabels(it.Name+" ("+it.Color+" "+strconv.Itoa(it.Strength)+", "+w.spaces[s].name+") · ", it.Copies, " in the bag", "")
		for k := 1; k <= it.Copies; k++ {
			id := it.ID + "-" + strconv.Itoa(k)
			w.toks = append(w.toks, tokInfo{
				typ:       int16(len(w.itypes)),
				item:      Item{ID: id, Name: it.Name, Color: it.Color, Strength: it.Strength, Space: it.Space},
				takeID:    "take " + id,
				useID:     "use " + id,
				discardID: "discard " + id,
				label:     it.Name + " (" + it.Color + " " + strconv.Itoa(it.Strength) + ")",
			})
		}
		w.itypes = append(w.itypes, ti)
	}
	if len(w.toks) > 256 || len(w.itypes) > 256 {
		return nil, fmt.Errorf("items: at most 256 item tokens, have %d", len(w.toks))
	}

	// Monsters and their figures.
	if len(c.Monsters) == 0 || len(c.Monsters) > 7 {
		return nil, fmt.Errorf("monsters: need 1 to 7 monster mats")
	}
	for k := range w.kindMat {
		w.kindMat[k] = -1
	}
	for i := range c.Monsters {
		m := &c.Monsters[i]
		where := "monsters: " + m.ID
		kind, ok := kindByID[m.ID]
		if !ok {
			return nil, fmt.Errorf("%s: unknown monster (the rules know dracula, invisible_man, creature, wolf_man, mummy, frankenstein)", where)
		}
		if w.kindMat[kind] >= 0 {
			return nil, fmt.Errorf("%s: repeated", where)
		}
		w.kindMat[kind] = int8(i)
		mi := matInfo{m: m, kind: kind, frenzy: m.Frenzy, task: -1}
		if m.TaskSpace != "" {
			if mi.task, err = land(where+" task_space", m.TaskSpace); err != nil {
				return nil, err
			}
		}
		cols := []struct {
			name string
			s    string
			to   *int8
		}{{"defeat_color", m.DefeatColor, &mi.defColor}, {"coffin_color", m.CoffinColor, &mi.coffColor},
			{"cure_color", m.CureColor, &mi.cureColor}, {"scarab_color", m.ScarabColor, &mi.scarabColor},
			{"humanity_color", m.HumanityColor, &mi.humColor[0]}, {"bride_color", m.BrideColor, &mi.humColor[1]}}
		for _, cl := range cols {
			*cl.to = -1
			if cl.s != "" {
				k := colorIdx(cl.s)
				if k < 0 {
					return nil, fmt.Errorf("%s: %s %q is not red, yellow or blue", where, cl.name, cl.s)
				}
				*cl.to = k
			}
		}
		for _, s := range m.DefeatColors {
			k := colorIdx(s)
			if k < 0 {
				return nil, fmt.Errorf("%s: defeat_colors %q is not red, yellow or blue", where, s)
			}
			mi.defColors = append(mi.defColors, k)
		}
		if kind != mkFrank && mi.defColor < 0 && len(mi.defColors) == 0 {
			return nil, fmt.Errorf("%s: no defeat cost (defeat_color or defeat_colors)", where)
		}
		w.matIdx[m.ID] = int8(i)
		start, err := sp(where+" start", m.Start)
		if err != nil {
			return nil, err
		}
		if w.spaces[start].water && kind != mkCreature {
			return nil, fmt.Errorf("%s: only the Creature may start on water", where)
		}
		name := m.Name
		if kind == mkFrank {
			name = "Frankenstein"
		}
		mi.figs = append(mi.figs, int8(len(w.figs)))
		w.figIdx[m.ID] = int8(len(w.figs))
		w.figs = append(w.figs, figInfo{id: m.ID, name: name, mat: int8(i), start: start, water: kind == mkCreature, primary: true})
		switch kind {
		case mkFrank:
			bs, err := land(where+" bride_start", m.BrideStart)
			if err != nil {
				return nil, err
			}
			if m.HumanityMax <= 0 || m.BrideHumanityMax <= 0 {
				return nil, fmt.Errorf("%s: humanity maxima must be positive", where)
			}
			mi.figs = append(mi.figs, int8(len(w.figs)))
			w.figIdx["bride"] = int8(len(w.figs))
			w.figs = append(w.figs, figInfo{id: "bride", name: "the Bride", mat: int8(i), start: bs})
		case mkDracula:
			for _, s := range m.Coffins {
				x, err := land(where+" coffins", s)
				if err != nil {
					return nil, err
				}
				mi.coffins = append(mi.coffins, x)
			}
			if len(mi.coffins) > 8 {
				return nil, fmt.Errorf("%s: at most 8 coffins", where)
			}
		case mkInvisible:
			for _, s := range m.Evidence {
				x, err := land(where+" evidence", s)
				if err != nil {
					return nil, err
				}
				mi.evidence = append(mi.evidence, x)
			}
			if len(mi.evidence) > 30 {
				return nil, fmt.Errorf("%s: at most 30 evidence spots", where)
			}
		case mkCreature:
			for _, col := range m.BoatTrack {
				k := -1
				for j, n := range colorNames {
					if n == col {
						k = j
					}
				}
				if k < 0 {
					return nil, fmt.Errorf("%s: boat track color %q", where, col)
				}
				mi.boat = append(mi.boat, int8(k))
			}
			if len(mi.boat) == 0 || len(mi.boat) > 100 {
				return nil, fmt.Errorf("%s: boat track needs 1 to 100 marks", where)
			}
		case mkWolf:
			for _, s := range m.CureSlots {
				mi.cure = append(mi.cure, int8(s))
			}
			if len(mi.cure) == 0 || len(mi.cure) > 30 {
				return nil, fmt.Errorf("%s: need 1 to 30 cure slots", where)
			}
		case mkMummy:
			lo, hi := []int8{4, 5, 6}, []int8{1, 2, 3}
			if len(m.ScarabStart) == 7 {
				// spots 1..6 then the centre; the setup card shuffles the
				// scarabs of spots 1-3 among themselves and those of 4-6.
				lo, hi = nil, nil
				for k := 0; k < 6; k++ {
					if m.ScarabStart[k] == 0 {
						continue
					}
					if k < 3 {
						lo = append(lo, int8(m.ScarabStart[k]))
					} else {
						hi = append(hi, int8(m.ScarabStart[k]))
					}
				}
				if len(lo) != 3 || len(hi) != 3 || m.ScarabStart[6] != 0 {
					return nil, fmt.Errorf("%s: scarab_start must fill spots 1-6 and leave the centre empty", where)
				}
			}
			mi.scarabLo, mi.scarabHi = lo, hi
		}
		w.mats = append(w.mats, mi)
	}
	if len(w.figs) > 8 {
		return nil, fmt.Errorf("monsters: too many figures")
	}
	for i := range w.mats {
		w.order = append(w.order, int8(i))
	}
	sort.SliceStable(w.order, func(a, b int) bool { return w.mats[w.order[a]].frenzy < w.mats[w.order[b]].frenzy })

	// Monster cards.
	for _, mc := range c.MonsterCards {
		where := "monster_cards: " + mc.ID
		ev, ok := eventByName[mc.Event]
		if !ok {
			return nil, fmt.Errorf("%s: unknown event %q", where, mc.Event)
		}
		ci := cardInfo{id: mc.ID, name: mc.Name, text: mc.EventText, copies: mc.Copies, items: mc.Items, event: ev,
			evMat: -1, vil: -1, space: -1, steps: mc.Steps, move: mc.Move, dice: mc.Dice, drawID: "card " + mc.ID}
		ci.drawLbl = countLabels(mc.Name+" (", mc.Copies, " left)",
			" · "+plural(mc.Items, "item")+", move "+strconv.Itoa(mc.Move)+", "+diceWord(mc.Dice))
		if mc.EventMonster != "" {
			if f, ok := w.figIdx[mc.EventMonster]; ok {
				ci.evMat = w.figs[f].mat
			} else if m, ok := w.matIdx[mc.EventMonster]; ok {
				ci.evMat = m
			} else {
				return nil, fmt.Errorf("%s: unknown event monster %q", where, mc.EventMonster)
			}
		}
		if mc.Villager != "" {
			v, ok := w.vilIdx[mc.Villager]
			if !ok {
				return nil, fmt.Errorf("%s: unknown villager %q", where, mc.Villager)
			}
			ci.vil = v
		}
		if mc.Space == "current_hero" {
			ci.space = spaceCurrentHero
		} else if mc.Space != "" {
			if ci.space, err = sp(where, mc.Space); err != nil {
				return nil, err
			}
		}
		switch ev {
		case evPlaceVillager:
			if ci.vil < 0 || ci.space < 0 || w.spaces[ci.space].water {
				return nil, fmt.Errorf("%s: place_villager needs a villager and a land space", where)
			}
		case evPlaceMonster:
			if ci.evMat < 0 || ci.space == -1 {
				return nil, fmt.Errorf("%s: place_monster needs an event monster and a space", where)
			}
		case evGaze, evThief, evHunt, evSoul, evMeeting:
			if ci.evMat < 0 {
				return nil, fmt.Errorf("%s: the event needs an event monster", where)
			}
		}
		for _, s := range mc.Strikes {
			if s == "frenzy" {
				ci.strikes = append(ci.strikes, -1)
				continue
			}
			f, ok := w.figIdx[s]
			if !ok {
				return nil, fmt.Errorf("%s: unknown strike monster %q", where, s)
			}
			ci.strikes = append(ci.strikes, f)
		}
		if mc.Copies < 0 || mc.Items < 0 || mc.Move < 0 || mc.Dice < 0 || mc.Dice > 20 {
			return nil, fmt.Errorf("%s: negative or huge numbers", where)
		}
		w.deck += mc.Copies
		w.cards = append(w.cards, ci)
	}
	if w.deck == 0 {
		return nil, fmt.Errorf("monster_cards: the deck is empty")
	}
	// Perks.
	for _, p := range c.Perks {
		where := "perks: " + p.ID
		e, ok := perkByName[p.Effect]
		if !ok {
			return nil, fmt.Errorf("%s: unknown effect %q", where, p.Effect)
		}
		pi := perkInfo{id: p.ID, name: p.Name, text: p.Text, copies: p.Copies, effect: e, steps: p.Steps, actions: p.Actions,
			items: p.Items, notSolo: p.NotInSolo, playID: "perk " + p.ID, playLbl: "Play " + p.Name + ": " + p.Text, drawID: "perk " + p.ID}
		pi.drawLbl = countLabels(p.Name+" (", p.Copies, " left)", "")
		var figs []int8
		for _, m := range p.Monsters {
			if f, ok := w.figIdx[m]; ok && m != "frankenstein" {
				figs = append(figs, f)
			} else if mi, ok := w.matIdx[m]; ok {
				figs = append(figs, w.mats[mi].figs...)
			} else {
				return nil, fmt.Errorf("%s: unknown monster %q", where, m)
			}
		}
		for _, f := range figs {
			if !slices.Contains(pi.figs, f) {
				pi.figs = append(pi.figs, f)
			}
		}
		for k := 0; k < p.Copies; k++ {
			w.pcards = append(w.pcards, int8(len(w.perks)))
		}
		w.perks = append(w.perks, pi)
	}
	if len(w.pcards) > 120 || len(w.perks) > 100 {
		return nil, fmt.Errorf("perks: too many perk cards")
	}
	// Dice.
	for _, f := range c.Die.Faces {
		switch f {
		case "hit":
			w.faces[0]++
		case "power":
			w.faces[1]++
		case "blank":
			w.faces[2]++
		default:
			return nil, fmt.Errorf("die: unknown face %q", f)
		}
	}
	if w.faces[0]+w.faces[1]+w.faces[2] == 0 {
		return nil, fmt.Errorf("die: no faces")
	}
	if c.Terror.Max <= 0 || c.Terror.Max > 100 || c.Terror.SoloStart < 0 || c.Terror.SoloStart >= c.Terror.Max {
		return nil, fmt.Errorf("terror: max %d, solo start %d", c.Terror.Max, c.Terror.SoloStart)
	}
	for _, v := range w.vils {
		for _, sp := range w.spaces {
			w.guideID = append(w.guideID, "guide "+v.id+" "+sp.id)
			w.guideLbl = append(w.guideLbl, "Guide "+v.name+" to "+sp.name)
		}
	}
	for _, f := range w.figs {
		w.advID = append(w.advID, "advance "+f.id)
		w.advLbl = append(w.advLbl, "Advance the task against "+f.name)
		w.defID = append(w.defID, "defeat "+f.id)
		w.defLbl = append(w.defLbl, "Defeat "+f.name)
	}
	for _, sp := range w.spaces {
		w.travelLbl = append(w.travelLbl, "Special: travel to "+sp.name)
		w.pickupLbl = append(w.pickupLbl, "Special: pick up items at "+sp.name)
	}
	for _, f := range w.figs {
		for _, sp := range w.spaces {
			w.jumpFigLbl = append(w.jumpFigLbl, "Special: go straight to "+f.name+" at "+sp.name)
		}
	}
	for _, h := range w.heroes {
		for _, sp := range w.spaces {
			w.jumpHeroLbl = append(w.jumpHeroLbl, "Special: go straight to the "+h.name+" at "+sp.name)
			w.moveOtherID = append(w.moveOtherID, "special "+h.id+" "+sp.id)
			w.moveOtherLbl = append(w.moveOtherLbl, "Special: move the "+h.name+" to "+sp.name)
		}
	}
	w.offPerk = len(w.toks)
	w.offCard = w.offPerk + len(w.pcards)
	w.offVil = w.offCard + len(w.cards)
	w.arena = w.offVil + len(w.vils)
	return w, nil
}

func colorIdx(s string) int8 {
	for k, n := range colorNames {
		if n == s {
			return int8(k)
		}
	}
	return -1
}

// bfsAll returns the all-pairs distances of an unweighted graph.
func bfsAll(adj [][]int8, n int) []int8 {
	d := make([]int8, n*n)
	for i := range d {
		d[i] = unreachable
	}
	q := make([]int8, 0, n)
	for s := 0; s < n; s++ {
		row := d[s*n : s*n+n]
		row[s] = 0
		q = append(q[:0], int8(s))
		for len(q) > 0 {
			x := q[0]
			q = q[1:]
			for _, y := range adj[x] {
				if row[y] == unreachable {
					row[y] = row[x] + 1
					q = append(q, y)
				}
			}
		}
	}
	return d
}

// countLabels makes the label of a chance outcome for every number of copies
// left, 0 to copies: head + "2 of 3" + word + tail. Table mode shows them,
// so the referee sees at once how many of a card are still to come.
func countLabels(head string, copies int, word, tail string) []string {
	l := make([]string, copies+1)
	for k := range l {
		l[k] = head + strconv.Itoa(k) + " of " + strconv.Itoa(copies) + word + tail
	}
	return l
}

// joinNames lists names for a sentence: "A", "A and B", "A, B and C".
func joinNames(n []string) string {
	switch len(n) {
	case 0:
		return ""
	case 1:
		return n[0]
	}
	return strings.Join(n[:len(n)-1], ", ") + " and " + n[len(n)-1]
}
