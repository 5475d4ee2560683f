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
	plural   bool // "Wilbur & Chick": the verb agrees with two
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
	// a pick-up action taking this item ("pickup garlic-1"), a spend that
	// completes a payment ("pay garlic-1")
	pickID, pickLbl, pickMoreLbl, payID string
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
	// name is the figure in a sentence ("Dracula", "the Mummy", "the
	// Creature"), title as the mat prints it ("The Mummy", "Creature from
	// the Black Lagoon"), bare without an article ("Mummy").
	id, name, title, bare string
	mat                   int8
	start                 int8
	water                 bool
	primary               bool // the figure the frenzy symbol moves
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
	// advance with one item, per figure*tokens + token: for the tasks paid
	// with a single item, the hero's action names the item
	advTokID, advTokLbl []string
	// "pickup all" labels by the number of items on the space: the first
	// item of an action, or more of the same action
	pickAllLbl, pickRestLbl []string
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

// newWorld indexes content c. What c must be is checked in boards/horrified
// (bh.Sound, which bh.Load's Validate includes), once, before anything is
// indexed: here every reference resolves and every number fits.
func newWorld(c *bh.Content) (*world, error) {
	if c == nil {
		return nil, fmt.Errorf("no Horrified content")
	}
	if err := bh.Sound(c); err != nil {
		return nil, err
	}
	w := &world{c: c, spaceIdx: map[string]int8{}, heroIdx: map[string]int8{}, vilIdx: map[string]int8{}, matIdx: map[string]int8{}, figIdx: map[string]int8{}}
	for i, s := range c.Spaces {
		w.spaceIdx[s.ID] = int8(i)
		w.spaces = append(w.spaces, spaceInfo{s.ID, s.Name, s.Water})
	}
	w.n = len(w.spaces)
	w.lit = make([][]int8, w.n)
	w.all = make([][]int8, w.n)
	for _, p := range c.LitPaths {
		a, b := w.spaceIdx[p[0]], w.spaceIdx[p[1]]
		w.lit[a] = append(w.lit[a], b)
		w.lit[b] = append(w.lit[b], a)
		w.all[a] = append(w.all[a], b)
		w.all[b] = append(w.all[b], a)
	}
	for _, p := range c.WaterPaths {
		a, b := w.spaceIdx[p[0]], w.spaceIdx[p[1]]
		w.all[a] = append(w.all[a], b)
		w.all[b] = append(w.all[b], a)
	}
	for g, adj := range [][][]int8{w.lit, w.all} {
		w.dist[g] = bfsAll(adj, w.n)
	}
	w.hospital = w.spaceIdx[c.Hospital]
	for _, s := range w.spaces {
		w.moveID = append(w.moveID, "move "+s.id)
		w.moveLbl = append(w.moveLbl, "Move to "+s.name)
		w.stepID = append(w.stepID, "step "+s.id)
		w.pathID = append(w.pathID, "path "+s.id)
		w.spcID = append(w.spcID, "space "+s.id)
		w.specialID = append(w.specialID, "special "+s.id)
	}

	for i, h := range c.Heroes {
		w.heroIdx[h.ID] = int8(i)
		w.heroes = append(w.heroes, heroInfo{h.ID, h.Name, h.SpecialText, int8(h.Actions), w.spaceIdx[h.Start],
			specialByName[h.Special], h.NotInSolo, "the " + h.Name, upper("the " + h.Name)})
		w.targetHeroID = append(w.targetHeroID, "target "+h.ID)
	}
	for i, v := range c.Villagers {
		w.vilIdx[v.ID] = int8(i)
		w.vils = append(w.vils, vilInfo{v.ID, v.Name, w.spaceIdx[v.Safe], pluralName(v.Name)})
		w.targetVilID = append(w.targetVilID, "target "+v.ID)
	}
	for _, it := range c.Items {
		s := w.spaceIdx[it.Space]
		ti := itypeInfo{id: it.ID, name: it.Name, color: colorIdx(it.Color), str: int8(it.Strength), space: s,
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
				pickID:    "pickup " + id,
				payID:     "pay " + id,
			})
			t := &w.toks[len(w.toks)-1]
			t.pickLbl = "Pick up the " + t.label
			t.pickMoreLbl = "Pick up the " + t.label + " too (the same action)"
		}
		w.itypes = append(w.itypes, ti)
	}

	// Monsters and their figures.
	for k := range w.kindMat {
		w.kindMat[k] = -1
	}
	for i := range c.Monsters {
		w.indexMat(i)
	}
	for i := range w.mats {
		w.order = append(w.order, int8(i))
	}
	sort.SliceStable(w.order, func(a, b int) bool { return w.mats[w.order[a]].frenzy < w.mats[w.order[b]].frenzy })

	for _, mc := range c.MonsterCards {
		ci := cardInfo{id: mc.ID, name: mc.Name, text: mc.EventText, copies: mc.Copies, items: mc.Items, event: eventByName[mc.Event],
			evMat: -1, vil: -1, space: -1, steps: mc.Steps, move: mc.Move, dice: mc.Dice, drawID: "card " + mc.ID}
		ci.drawLbl = countLabels(mc.Name+" (", mc.Copies, " left)",
			" · "+plural(mc.Items, "item")+", move "+strconv.Itoa(mc.Move)+", "+diceWord(mc.Dice))
		if mc.EventMonster != "" {
			ci.evMat = w.matOf(mc.EventMonster)
		}
		if mc.Villager != "" {
			ci.vil = w.vilIdx[mc.Villager]
		}
		if mc.Space == bh.CurrentHero {
			ci.space = spaceCurrentHero
		} else if mc.Space != "" {
			ci.space = w.spaceIdx[mc.Space]
		}
		for _, s := range mc.Strikes {
			f := int8(-1) // the frenzy symbol
			if s != bh.Frenzy {
				f = w.figIdx[s]
			}
			ci.strikes = append(ci.strikes, f)
		}
		w.deck += mc.Copies
		w.cards = append(w.cards, ci)
	}
	for _, p := range c.Perks {
		pi := perkInfo{id: p.ID, name: p.Name, text: p.Text, copies: p.Copies, effect: perkByName[p.Effect], steps: p.Steps, actions: p.Actions,
			items: p.Items, notSolo: p.NotInSolo, playID: "perk " + p.ID, playLbl: "Play " + p.Name + ": " + p.Text, drawID: "perk " + p.ID}
		pi.drawLbl = countLabels(p.Name+" (", p.Copies, " left)", "")
		for _, m := range p.Monsters {
			// "frankenstein" names the mat: both its figures.
			figs := w.mats[w.matOf(m)].figs
			if f, ok := w.figIdx[m]; ok && m != "frankenstein" {
				figs = []int8{f}
			}
			for _, f := range figs {
				if !slices.Contains(pi.figs, f) {
					pi.figs = append(pi.figs, f)
				}
			}
		}
		for k := 0; k < p.Copies; k++ {
			w.pcards = append(w.pcards, int8(len(w.perks)))
		}
		w.perks = append(w.perks, pi)
	}
	for _, f := range c.Die.Faces {
		w.faces[slices.Index([]string{"hit", "power", "blank"}, f)]++
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
	for _, f := range w.figs {
		verb := "Advance the task against " + f.name + " with the "
		switch w.mats[f.mat].kind {
		case mkInvisible:
			verb = "Supply evidence against " + f.name + ": the "
		case mkCreature:
			verb = "Search the lagoon for " + f.name + " with the "
		case mkWolf:
			verb = "Test an ingredient of the cure for " + f.name + ": the "
		case mkMummy:
			verb = "Break " + possessive(f.name) + " curse with the "
		case mkFrank:
			verb = "Teach " + f.name + " with the "
		}
		for _, t := range w.toks {
			w.advTokID = append(w.advTokID, "advance "+f.id+" "+t.item.ID)
			w.advTokLbl = append(w.advTokLbl, verb+t.label)
		}
	}
	for n := 0; n <= len(w.toks); n++ {
		w.pickAllLbl = append(w.pickAllLbl, "Pick up all "+plural(n, "item")+" here")
		w.pickRestLbl = append(w.pickRestLbl, "Pick up the other "+plural(n, "item")+" here too (the same action)")
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

// matOf is the mat a card or perk names: a mat's ID, or a figure's ("bride").
func (w *world) matOf(id string) int8 {
	if f, ok := w.figIdx[id]; ok {
		return w.figs[f].mat
	}
	return w.matIdx[id]
}

// indexMat indexes monster mat i and its figures.
func (w *world) indexMat(i int) {
	m := &w.c.Monsters[i]
	kind := kindByID[m.ID]
	w.kindMat[kind] = int8(i)
	mi := matInfo{m: m, kind: kind, frenzy: m.Frenzy, task: -1,
		defColor: colorIdx(m.DefeatColor), coffColor: colorIdx(m.CoffinColor), cureColor: colorIdx(m.CureColor),
		scarabColor: colorIdx(m.ScarabColor), humColor: [2]int8{colorIdx(m.HumanityColor), colorIdx(m.BrideColor)}}
	if m.TaskSpace != "" {
		mi.task = w.spaceIdx[m.TaskSpace]
	}
	for _, s := range m.DefeatColors {
		mi.defColors = append(mi.defColors, colorIdx(s))
	}
	w.matIdx[m.ID] = int8(i)
	name := m.Name
	if kind == mkFrank {
		name = "Frankenstein"
	}
	mi.figs = append(mi.figs, int8(len(w.figs)))
	w.figIdx[m.ID] = int8(len(w.figs))
	w.figs = append(w.figs, figInfo{id: m.ID, name: inSentence(name), title: name, bare: bare(name), mat: int8(i), start: w.spaceIdx[m.Start], water: kind == mkCreature, primary: true})
	switch kind {
	case mkFrank:
		mi.figs = append(mi.figs, int8(len(w.figs)))
		w.figIdx[bh.Bride] = int8(len(w.figs))
		w.figs = append(w.figs, figInfo{id: bh.Bride, name: "the Bride", title: "the Bride", bare: "Bride", mat: int8(i), start: w.spaceIdx[m.BrideStart]})
	case mkDracula:
		for _, s := range m.Coffins {
			mi.coffins = append(mi.coffins, w.spaceIdx[s])
		}
	case mkInvisible:
		for _, s := range m.Evidence {
			mi.evidence = append(mi.evidence, w.spaceIdx[s])
		}
	case mkCreature:
		for _, col := range m.BoatTrack {
			mi.boat = append(mi.boat, colorIdx(col))
		}
	case mkWolf:
		for _, s := range m.CureSlots {
			mi.cure = append(mi.cure, int8(s))
		}
	case mkMummy:
		// Spots 1..6 then the centre; the setup card shuffles the scarabs
		// of spots 1-3 among themselves and those of 4-6.
		for k, n := range m.ScarabStart[:6] {
			if n == 0 {
				continue
			}
			if k < 3 {
				mi.scarabLo = append(mi.scarabLo, int8(n))
			} else {
				mi.scarabHi = append(mi.scarabHi, int8(n))
			}
		}
	}
	w.mats = append(w.mats, mi)
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
// itemNames names picked-up items for a sentence: "the Rapier", and
// tokens of one kind counted ("2 Rapier tokens", not "the Rapier and the
// Rapier"), in the order first met.
func itemNames(names []string) []string {
	count := map[string]int{}
	var order []string
	for _, n := range names {
		if count[n] == 0 {
			order = append(order, n)
		}
		count[n]++
	}
	out := make([]string, len(order))
	for i, n := range order {
		out[i] = "the " + n
		if count[n] > 1 {
			out[i] = strconv.Itoa(count[n]) + " " + n + " tokens"
		}
	}
	return out
}

func joinNames(n []string) string {
	switch len(n) {
	case 0:
		return ""
	case 1:
		return n[0]
	}
	return strings.Join(n[:len(n)-1], ", ") + " and " + n[len(n)-1]
}
