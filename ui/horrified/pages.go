package horrified

import (
	"slices"
	"strconv"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
)

// The board splits a small room into pages, one key apart, and draws the
// whole table on one page when the room holds it. Which pages a size gets
// depends on the size alone (the game screen lists them before it draws):
// the first plan, fewest pages first, whose columns hold a crowded table
// made from the content (busiest: four heroes with full hands, four
// monsters with Frankenstein and the Bride, villagers and items everywhere,
// a card in play). What a page cannot hold flows on to the next; only a
// table busier than that can end in a "… more" line on the last page, and
// Describe says everything.
//
//	room (board pane)        pages                                   e.g.
//	big enough for it all    Board: the map, the hands beside it     200x60
//	                         (when wide), the rest under it
//	wide                     Map & heroes · Monsters & village       108x34
//	narrow, tall             Map · Heroes & monsters                 80x40
//	mid                      Map · Heroes · Monsters & village       100x25, 80x27
//	the smallest             Map · Heroes · Monsters · Village       80x19, 76x16
//
// The map's rows and columns come from the plan alone, never from the
// game's text, so a space stays on its cells from one turn to the next.

// rect is a part of the room, in cells from the top left.
type rect struct{ x, y, w, h int }

func (r rect) has(x, y int) bool { return x >= r.x && y >= r.y && x < r.x+r.w && y < r.y+r.h }

// block is one part of the table as text.
type block int

const (
	bCard      block = iota // the monster card in play, as a card
	bStatus                 // terror, deck, frenzy, bag
	bHeroes                 // every hero with their hand
	bMonKey                 // one line per monster: where, frenzy, progress; only on its own page
	bMonsters               // every monster with its task and defeat
	bVillagers              // villagers and their safe spaces
	bItems                  // items lying on the board
	bLegend                 // what the map's glyphs mean
)

// page is what one page draws under the banner: a map, a strip of words
// under it, and text columns filled with its blocks in order.
type page struct {
	name   string
	mapR   rect    // zero width: no map
	strip  rect    // the map page's key and status, zero height: none
	cols   []rect  // text columns, filled in order
	blocks []block // the blocks that begin on this page
}

// plan is the pages of one size; words when the room is too small to draw
// anything but the description.
type plan struct {
	pages []page
	words bool
}

const (
	colMin  = 34 // the narrowest text column
	sideMin = 36 // the narrowest column beside a map
	mapMinH = 14 // the fewest rows the village is drawn in
)

// Pages names the pages of the board at w x h.
func (b *Board) Pages(w, h int) []string {
	p := b.plan(w, h)
	if p.words {
		return []string{"Board"}
	}
	out := make([]string, len(p.pages))
	for i, pg := range p.pages {
		out[i] = pg.name
	}
	return out
}

// plan is the pages for w x h: the first candidate that holds the busiest
// table, chosen once per size.
func (b *Board) plan(w, h int) plan {
	return b.plans.Get(w, h, func() plan {
		cs := candidates(w, h)
		for _, c := range cs {
			if _, left := b.busiest.flowAt(c.shorter(slack), detailNoDefeat); left == 0 {
				return c
			}
		}
		return cs[len(cs)-1]
	})
}

// candidates are the plans for w x h, fewest pages first; the last always
// serves.
func candidates(w, h int) []plan {
	body := h - 1 // under the banner
	if w < 60 || body < mapMinH {
		return []plan{{words: true}}
	}
	all := []block{bCard, bStatus, bHeroes, bMonsters, bVillagers, bItems, bLegend}
	var out []plan

	// One page: the map top left, the hands in a column beside it when
	// the room is wide, the rest under the map; the map as tall as the
	// rest leaves room for (and no taller than the village's shape needs),
	// so the tallest that holds the busiest table is tried first.
	mw, side := w, []rect(nil)
	if w >= 100 {
		sw := min(max(w*3/10, sideMin), 48)
		mw = w - sw - 1
		side = []rect{{mw + 1, 1, sw, body}}
	}
	for mh := min(body-8, max(mw*3/8, mapMinH+2)); mh >= mapMinH+2; mh-- {
		out = append(out, plan{pages: []page{{name: "Board", mapR: rect{0, 1, mw, mh}, blocks: all,
			cols: append(side[:len(side):len(side)], columns(rect{0, 1 + mh, mw, body - mh})...)}}})
	}
	if w >= 100 {
		first := page{name: "Map & heroes", mapR: rect{0, 1, mw, body}, cols: side,
			blocks: []block{bCard, bStatus, bHeroes, bMonKey}}
		second := page{name: "Monsters & village", cols: columns(rect{0, 1, w, body}),
			blocks: []block{bMonsters, bVillagers, bItems, bLegend}}
		out = append(out, plan{pages: []page{first, second}})
	}
	strip := 1
	if body >= 18 {
		strip = 2
	}
	mapPage := page{name: "Map", mapR: rect{0, 1, w, body - strip}, strip: rect{0, 1 + body - strip, w, strip}}
	text := columns(rect{0, 1, w, body})
	return append(out,
		plan{pages: []page{mapPage, {name: "Heroes & monsters", cols: text, blocks: all}}},
		plan{pages: []page{mapPage,
			{name: "Heroes", cols: text, blocks: []block{bCard, bStatus, bHeroes}},
			{name: "Monsters & village", cols: text, blocks: []block{bMonsters, bVillagers, bItems, bLegend}}}},
		plan{pages: []page{mapPage,
			{name: "Heroes", cols: text, blocks: []block{bCard, bStatus, bHeroes}},
			{name: "Monsters", cols: text, blocks: []block{bMonsters}},
			{name: "Village", cols: text, blocks: []block{bVillagers, bItems, bLegend}}}})
}

// columns splits r into as many text columns of one width as fit, one
// blank between (a block split over two columns keeps its wrapping).
func columns(r rect) []rect {
	if r.w <= 0 || r.h <= 0 {
		return nil
	}
	n := max(1, (r.w+1)/(colMin+1))
	cw := (r.w - (n - 1)) / n
	out := make([]rect, n)
	for i := range out {
		out[i] = rect{r.x + i*(cw+1), r.y, cw, r.h}
	}
	return out
}

// slack is the rows each text column of a plan's last page keeps spare
// when the plan is tried on the busiest table: a real table breaks its
// columns in other places, and what the last page cannot hold is lost
// (what an earlier page cannot hold flows on).
const slack = 2

// shorter is the plan with every text column of its last page n rows
// shorter.
func (p plan) shorter(n int) plan {
	if len(p.pages) == 0 {
		return p
	}
	out := plan{words: p.words, pages: slices.Clone(p.pages)}
	last := &out.pages[len(out.pages)-1]
	last.cols = slices.Clone(last.cols)
	for k := range last.cols {
		last.cols[k].h = max(last.cols[k].h-n, 0)
	}
	return out
}

// index is page i of the plan, the first when i is out of range (the game
// screen may ask for a page the room no longer has).
func (p plan) index(i int) int {
	if i < 0 || i >= len(p.pages) {
		return 0
	}
	return i
}

func (p plan) pageOf(i int) page { return p.pages[p.index(i)] }

// unit is lines kept in one column when they fit in one.
type unit []line

// placedCol is the lines a text column shows.
type placedCol struct {
	r     rect
	lines []line
}

// flow fills the text columns of every page with their blocks in order, at
// the most detail that fits: a block that overflows a page goes on in the
// next page's columns. It returns each page's columns; only the last page
// can end in a note of what did not fit.
func (f *frame) flow(p plan) [][]placedCol {
	var out [][]placedCol
	for detail := range detailLevels {
		var left int
		out, left = f.flowAt(p, detail)
		if left == 0 {
			return out
		}
		if detail == detailLevels-1 {
			f.noteMore(out, left)
		}
	}
	return out
}

// noteMore replaces the last line of the last filled column with a count
// of the lines that did not fit.
func (f *frame) noteMore(pages [][]placedCol, left int) {
	for pi := len(pages) - 1; pi >= 0; pi-- {
		cols := pages[pi]
		for ci := len(cols) - 1; ci >= 0; ci-- {
			c := &cols[ci]
			if len(c.lines) == 0 {
				continue
			}
			c.lines[len(c.lines)-1] = line{{"… " + strconv.Itoa(left+1) + " more lines (the line mode shows all)", cSubtle}}
			return
		}
	}
}

// unitsAt is units(b, w, detail), built once per frame for all the
// detail levels that do not change block b.
func (f *frame) unitsAt(b block, w, detail int) []unit {
	switch {
	case b == bLegend && detail >= detailNoLegend, (b == bHeroes || b == bMonsters || b == bMonKey) && detail >= detailNoDefeat:
		detail = detailNoDefeat
	default:
		detail = detailAll
	}
	k := [3]int{int(b), w, detail}
	if u, ok := f.built[k]; ok {
		return u
	}
	if f.built == nil {
		f.built = map[[3]int][]unit{}
	}
	u := f.units(b, w, detail)
	f.built[k] = u
	return u
}

// flowAt is one try of flow at a detail level; it returns the lines left
// over.
func (f *frame) flowAt(p plan, detail int) ([][]placedCol, int) {
	type pending struct {
		b     block
		unit  int // next unit
		line  int // next line in it, when a unit was split
		width int // the width it was split at
	}
	var queue []pending
	units := func(b block, w int) []unit { return f.unitsAt(b, w, detail) }
	out := make([][]placedCol, len(p.pages))
	for pi, pg := range p.pages {
		for _, b := range pg.blocks {
			queue = append(queue, pending{b: b})
		}
		for _, r := range pg.cols {
			col := placedCol{r: r}
			for len(queue) > 0 {
				q := &queue[0]
				us := units(q.b, r.w)
				if q.unit >= len(us) {
					queue = queue[1:]
					continue
				}
				// A unit split over columns of another width starts
				// again whole in the new wrapping: a line shown twice
				// rather than one lost.
				if q.line > 0 && q.width != r.w {
					q.line = 0
				}
				u := us[q.unit][q.line:]
				room := r.h - len(col.lines)
				if len(u) <= room {
					col.lines = append(col.lines, u...)
					q.unit, q.line = q.unit+1, 0
					continue
				}
				if len(col.lines) > 0 && len(us[q.unit]) <= r.h {
					break // the whole unit fits in the next column
				}
				col.lines = append(col.lines, u[:room]...)
				q.line, q.width = q.line+room, r.w
				break
			}
			out[pi] = append(out[pi], col)
		}
		// The monster key only stands in for the monsters page; on the
		// monsters page itself it would repeat it.
		queue = slices.DeleteFunc(queue, func(q pending) bool { return q.b == bMonKey })
	}
	left := 0
	for _, q := range queue {
		for k, u := range units(q.b, colMin)[q.unit:] {
			if k == 0 {
				u = u[min(q.line, len(u)):]
			}
			left += len(u)
		}
	}
	return out, left
}

// busiest is the crowded table a plan is chosen to hold, from the content
// in its own order: the first four heroes, one defeated, with sixteen
// items and five perks between them and the three tokens; the first
// four monsters, Frankenstein and the Bride among them when the content has
// them, one mat holding evidence and one the Mummy's puzzle; seven
// villagers; items on twelve spaces; the wordiest monster card in play. A
// busier table flows on to the next page.
func busiest(c *bh.Content) *rh.View {
	at := func(k int) string { return c.Spaces[k%len(c.Spaces)].ID }
	k := 0
	item := func() rh.Item {
		it := c.Items[k%len(c.Items)]
		k++
		return rh.Item{ID: it.ID + "-" + strconv.Itoa(k), Name: it.Name, Color: it.Color, Strength: it.Strength, Space: it.Space}
	}
	v := &rh.View{Phase: "monster", Turn: 99, Terror: 6, TerrorMax: c.Terror.Max, DeckLeft: 99, DeckSize: 99,
		Bag: 60, Discard: 60, PerkDeck: 99, Items: map[string][]rh.Item{}}
	if len(c.Spaces) == 0 || len(c.Items) == 0 {
		return v
	}
	tokens := []string{"Hunted", "Soul", "Cure"}
	for n, h := range c.Heroes[:min(4, len(c.Heroes))] {
		hv := rh.HeroView{Seat: rules.Seat(n), Player: "Player " + strconv.Itoa(n+1), ID: h.ID, Name: h.Name, Space: at(n), Actions: h.Actions}
		if n == 2 {
			hv.Space = "" // defeated: the longest line a hero has
		}
		for range 5 - (n+1)/2 {
			hv.Items = append(hv.Items, item())
		}
		for j, p := range c.Perks[:min(5, len(c.Perks))] {
			if max(j-1, 0) == n { // the first hero holds two
				hv.Perks = append(hv.Perks, rh.PerkView{ID: p.ID, Name: p.Name, Text: p.Text})
			}
		}
		if n < len(tokens) {
			hv.Tokens = tokens[n : n+1]
		}
		v.Heroes = append(v.Heroes, hv)
	}
	mats := make([]int, 0, len(c.Monsters))
	for i, m := range c.Monsters {
		if m.BrideStart != "" {
			mats = append([]int{i}, mats...)
		} else {
			mats = append(mats, i)
		}
	}
	for i, m := range mats[:min(4, len(mats))] {
		mm := c.Monsters[m]
		mv := rh.MonsterView{ID: mm.ID, Name: mm.Name, Space: at(i + 4), Task: "2 of 6 scarabs home and face up", Progress: 2, Goal: 6, Defeat: mm.DefeatText}
		switch i {
		case 1:
			mv.Items = []rh.Item{item(), item()}
		case 2:
			mv.Scarabs = []int{1, 2, -6, 4, 0, 5, 3}
		}
		v.Monsters = append(v.Monsters, mv)
		if mm.BrideStart != "" {
			v.Monsters = append(v.Monsters, rh.MonsterView{ID: bh.Bride, Name: "the Bride", Space: mm.BrideStart, Task: "humanity 5 of 8", Progress: 5, Goal: 8, Defeat: mm.DefeatText})
		}
	}
	for i, vl := range c.Villagers[:min(7, len(c.Villagers))] {
		v.Villagers = append(v.Villagers, rh.VillagerView{ID: vl.ID, Name: vl.Name, Space: at(i), Safe: vl.Safe})
	}
	for i := range min(12, len(c.Spaces)) {
		v.Items[at(i)] = append(v.Items[at(i)], item())
		if i < 2 {
			v.Items[at(i)] = append(v.Items[at(i)], item())
		}
	}
	card := rh.CardView{Move: 3, Dice: 3, Items: 3, Step: "strike 3 of 3: the frenzied monster"}
	for _, mc := range c.MonsterCards {
		if e := mc.Name + ": " + mc.EventText; len(e) > len(card.Event) {
			card.Name, card.Event = mc.Name, e
		}
	}
	for _, m := range v.Monsters[:min(3, len(v.Monsters))] {
		card.Strikes = append(card.Strikes, m.Name)
		card.StrikeIDs = append(card.StrikeIDs, m.ID)
	}
	v.Card = &card
	return v
}
