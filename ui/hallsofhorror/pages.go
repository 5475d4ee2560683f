package hallsofhorror

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The board splits a small room into pages, one key apart, and draws the
// whole table on one page when the room holds it. Which pages a size gets
// depends on the size alone (the game screen lists them before it draws):
// the first plan, fewest pages first, that holds a crowded table made from
// the content (busiest: four players on a 4x5 house of the longest room
// names, a combat of everyone and the Killer, a Search under way, the MC's
// hand and card, bodies and gifts). What a page cannot hold flows on to
// the next; only a table busier than that can end in a "… more" line on
// the last page, and Describe says everything.
//
//	room (board pane)         pages                              e.g.
//	big enough for it all     Board: the house, the rest beside    160x50
//	                          and under it
//	tall                      House & killer · Players            120x40
//	the smallest              House · Players · Killer & tray      80x19
//	shorter still             the house over two pages, the rest   80x16
//	                          a block or two a page
//
// The house takes the richest form that leaves room for the rest
// (house.go): a quiet table gets the rich one where the plan counts on a
// poorer one.

// block is one part of the table as text.
type block int

const (
	bNow    block = iota // the turn: who picked an action card, locks owed, the result
	bTray                // the combat under way and the Search under way
	bMC                  // the MC card played and the MC's hand
	bKiller              // the Killer's sheet
	bSeats               // every participant with all they carry
	bSupply              // the decks and the set-up
	bKey                 // what the glyphs mean
)

// page is what one page draws under the banner: the rows of the house it
// shows (none: no house), and the blocks that begin on it, in text
// columns beside and under the house.
type page struct {
	name   string
	rows   []int // grid rows of the house; nil: no house
	form   int   // the richest form of the house the plan counts on (house.go)
	blocks []block
}

// plan is the pages of one size; words when the room is too small to draw
// anything but the description.
type plan struct {
	pages []page
	words bool
}

const (
	colMin = 34 // the narrowest text column
	slack  = 2  // rows the last page keeps spare when a plan is tried
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
		f := b.frame(b.busiest, selectionNone)
		cs := f.candidates(w, h)
		for _, c := range cs {
			if f.holds(c, w, h) {
				return c
			}
		}
		return cs[len(cs)-1]
	})
}

// candidates are the plans for w x h, fewest pages first; the last always
// serves.
func (f *frame) candidates(w, h int) []plan {
	body := h - 1
	if w < 60 || body < 9 || f.rows == 0 {
		return []plan{{words: true}}
	}
	all := []block{bNow, bTray, bMC, bKiller, bSeats, bSupply, bKey}
	fight := []block{bNow, bKiller, bTray, bMC}
	players := []block{bSeats, bSupply, bKey}
	rows := f.allRows()
	rest := []page{{name: "Players", blocks: []block{bNow, bSeats}}, {name: "Killer & tray", blocks: []block{bKiller, bTray, bMC, bSupply, bKey}}}
	rest4 := []page{{name: "Players", blocks: []block{bNow, bSeats}}, {name: "Killer & tray", blocks: []block{bKiller, bTray, bMC}},
		{name: "Supply & key", blocks: []block{bSupply, bKey}}}
	out := []plan{
		{pages: []page{{name: "Board", rows: rows, blocks: all}}},
		{pages: []page{{name: "Board", rows: rows, form: formCompact, blocks: all}}},
		{pages: []page{{name: "House & killer", rows: rows, blocks: fight}, {name: "Players", blocks: players}}},
		{pages: []page{{name: "House & killer", rows: rows, form: formCompact, blocks: fight}, {name: "Players", blocks: players}}},
		{pages: append([]page{{name: "House", rows: rows, form: formCompact}}, rest...)},
		{pages: append([]page{{name: "House", rows: rows, form: formCompact}}, rest4...)},
	}
	// The house over two pages, top and bottom.
	half := (f.rows + 1) / 2
	split := []page{
		{name: "House " + rowsName(0, half), rows: rows[:half:half], form: formCompact},
		{name: "House " + rowsName(half, f.rows), rows: rows[half:], form: formCompact},
	}
	out = append(out, plan{pages: append(split[:2:2], rest4...)})
	// The last resorts, for the shortest rooms: a block or two a page.
	short := []page{{name: "Now", blocks: []block{bNow}}, {name: "Players", blocks: []block{bSeats}}, {name: "Killer", blocks: []block{bKiller}},
		{name: "Tray", blocks: []block{bTray, bMC}}, {name: "Supply & key", blocks: []block{bSupply, bKey}}}
	out = append(out, plan{pages: append([]page{{name: "House", rows: rows, form: formCompact}}, short...)})
	return append(out, plan{pages: append(split[:2:2], short...)})
}

// rowsName names rows from..to-1 of the grid for people: "rows 1-2",
// "row 3".
func rowsName(from, to int) string {
	if to-from <= 1 {
		return "row " + strconv.Itoa(from+1)
	}
	return "rows " + strconv.Itoa(from+1) + "-" + strconv.Itoa(to)
}

// holds reports whether plan p draws this frame's table whole at w x h:
// each page's house uncut, and every block on some page, with slack rows
// to spare on the last.
func (f *frame) holds(p plan, w, h int) bool {
	if p.words {
		return true
	}
	for _, pg := range p.pages {
		if pg.rows != nil {
			if _, _, cut := f.houseFor(pg, w, h-1, pg.form); cut {
				return false
			}
		}
	}
	_, left := f.flow(p, w, h, slack, -1)
	return left == 0
}

// rect is a part of the room, in cells from the top left.
type rect struct{ x, y, w, h int }

// houseFor is the house page pg draws in w x body cells, in the richest
// form from first on that fits: its lines, its width, and whether even the
// compact form had to be cut. A page with text under the house keeps a
// third of the room for it.
func (f *frame) houseFor(pg page, w, body, first int) ([]line, int, bool) {
	tw := f.houseWidth(w)
	room := body
	if len(pg.blocks) > 0 && w-tw-1 < colMin {
		room = body - max(body/3, 6)
	}
	var t []line
	for form := first; form < forms; form++ {
		t = f.house(w, form, pg.rows, 0)
		if len(t) <= room {
			return t, tw, false
		}
	}
	if len(t) <= body {
		return t, tw, false // the text under it gets less room
	}
	// Too much in one room for the room: cut the rooms, each ending in
	// "…"; Describe and the players' list say the rest.
	for limit := body; limit > 1; limit-- {
		if t = f.house(w, formCompact, pg.rows, limit); len(t) <= body {
			return t, tw, true
		}
	}
	return t[:min(len(t), body)], tw, true
}

// columns are the text columns of page pg at w x h under and beside a
// house of tw x th cells (tw 0: none).
func columns(pg page, w, h, tw, th int) []rect {
	body := h - 1
	if len(pg.blocks) == 0 {
		return nil
	}
	if tw == 0 {
		return split(rect{0, 1, w, body})
	}
	var out []rect
	if side := w - tw - 1; side >= colMin {
		out = append(out, split(rect{tw + 1, 1, side, body})...)
		w = tw
	}
	if under := body - th - 1; under > 0 {
		out = append(out, split(rect{0, 1 + th + 1, w, under})...)
	}
	return out
}

// split cuts r into as many text columns of one width as fit, one blank
// between.
func split(r rect) []rect {
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

// runOn reports whether block b's units may run on from the foot of one
// column to the next: lists and prose, whose lines read on; a participant
// or the Killer's sheet stays whole.
func runOn(b block) bool {
	return b == bNow || b == bMC || b == bSupply || b == bKey
}

// unit is lines kept in one column when they fit in one.
type unit []line

// units is block b's units at width w, built once per frame.
func (f *frame) units(b block, w int) []unit {
	k := [2]int{int(b), w}
	if u, ok := f.built[k]; ok {
		return u
	}
	if f.built == nil {
		f.built = map[[2]int][]unit{}
	}
	var u []unit
	switch b {
	case bNow:
		u = f.nowUnits(w)
	case bTray:
		u = f.trayUnits(w)
	case bMC:
		u = f.mcUnits(w)
	case bKiller:
		u = f.killerUnits(w)
	case bSeats:
		u = f.seatUnits(w)
	case bSupply:
		u = f.supplyUnits(w)
	case bKey:
		u = f.keyUnits(w)
	}
	f.built[k] = u
	return u
}

// placedCol is the lines a text column shows.
type placedCol struct {
	r     rect
	lines []line
}

// laidPage is one page laid out: its house and its columns.
type laidPage struct {
	house []line
	tw    int
	cols  []placedCol
}

// pending is a block on its way into the columns.
type pending struct {
	b    block
	unit int // next unit
	line int // next line in it, when a unit was split
	wid  int // the width it was split at
}

// flow lays out every page of p at w x h, filling the text columns with
// their blocks in order: a block that overflows a page goes on in the next
// page's columns. The last page's columns are spare rows shorter. The house
// takes the richest form from first on (-1: each page's own form) that
// fits. It returns the pages and the lines left over.
func (f *frame) flow(p plan, w, h, spare, first int) ([]laidPage, int) {
	var queue []pending
	out := make([]laidPage, len(p.pages))
	for pi, pg := range p.pages {
		lp := &out[pi]
		th := 0
		if pg.rows != nil {
			form := first
			if form < 0 {
				form = pg.form
			}
			lp.house, lp.tw, _ = f.houseFor(pg, w, h-1, form)
			th = len(lp.house)
			if key := f.seatKey(w); len(pg.blocks) == 0 && th+1+len(key) <= h-1 {
				// A house page alone says who each letter is.
				lp.house = append(append(lp.house, nil), key...)
			}
		}
		for _, b := range pg.blocks {
			queue = append(queue, pending{b: b})
		}
		cols := columns(pg, w, h, lp.tw, th)
		if pi == len(p.pages)-1 {
			for k := range cols {
				cols[k].h = max(cols[k].h-spare, 0)
			}
		}
		var rest []pending
		lp.cols, rest, _ = f.fill(queue, cols, 0, true)
		lp.cols = f.balance(lp.cols, queue, rest)
		queue = rest
	}
	left := 0
	for _, q := range queue {
		for k, u := range f.units(q.b, colMin)[q.unit:] {
			if k == 0 {
				u = u[min(q.line, len(u)):]
			}
			left += len(u)
		}
	}
	return out, left
}

// fill lays the queue's units into cols in order, each column at most
// most rows (0: its own height), and returns the columns and what is left
// of the queue. A unit goes whole into a column with room for it; one
// taller than a whole column is split, unless split is false: then fill
// fails.
func (f *frame) fill(queue []pending, cols []rect, most int, split bool) ([]placedCol, []pending, bool) {
	queue = slices.Clone(queue)
	out := make([]placedCol, 0, len(cols))
	for _, r := range cols {
		hgt := r.h
		if most > 0 {
			hgt = min(hgt, most)
		}
		col := placedCol{r: r}
		for len(queue) > 0 {
			q := &queue[0]
			us := f.units(q.b, r.w)
			if q.unit >= len(us) {
				queue = queue[1:]
				continue
			}
			if q.line > 0 && q.wid != r.w {
				q.line = 0 // split at another width: start it again whole
			}
			u := us[q.unit][q.line:]
			room := hgt - len(col.lines)
			if len(u) <= room {
				col.lines = append(col.lines, u...)
				q.unit, q.line = q.unit+1, 0
				continue
			}
			if len(col.lines) > 0 && len(us[q.unit]) <= hgt && (!runOn(q.b) || room < 2) {
				break // the whole unit fits in the next column
			}
			if !split {
				return nil, nil, false
			}
			col.lines = append(col.lines, u[:room]...)
			q.line, q.wid = q.line+room, r.w
			break
		}
		out = append(out, col)
	}
	return out, queue, true
}

// balance evens out the columns of one region (side by side, of one
// height): the shortest columns that take the same units as cols did,
// so that a page that is not full does not leave its last columns empty.
func (f *frame) balance(cols []placedCol, queue, rest []pending) []placedCol {
	if len(cols) < 2 {
		return cols
	}
	total := 0
	for _, c := range cols {
		if c.r.y != cols[0].r.y || c.r.h != cols[0].r.h {
			return cols
		}
		total += len(c.lines)
	}
	for most := (total + len(cols) - 1) / len(cols); most < cols[0].r.h; most++ {
		if got, left, ok := f.fill(queue, rectsOf(cols), most, false); ok && slices.Equal(left, rest) {
			return got
		}
	}
	return cols
}

func rectsOf(cols []placedCol) []rect {
	out := make([]rect, len(cols))
	for i, c := range cols {
		out[i] = c.r
	}
	return out
}

// page draws page i of plan p at w x h: the banner, then the house and the
// text columns; the description when the room is too small for them.
func (f *frame) page(p plan, i, w, h int) []line {
	out := []line{f.banner(w)}
	if h == 1 {
		return out
	}
	if p.words {
		return canvas.AppendText(out, describe(f), h)
	}
	pages, left := f.laid(p, w, h)
	if left > 0 {
		noteMore(pages, left)
	}
	if i < 0 || i >= len(pages) {
		i = 0
	}
	lp := pages[i]
	rows := make([]line, h-1)
	for y, l := range lp.house {
		rows[y] = append(rows[y], l...)
	}
	// Columns, left to right, each padded to its width and ending its
	// spot.
	slices.SortStableFunc(lp.cols, func(a, b placedCol) int { return a.r.x - b.r.x })
	for _, c := range lp.cols {
		for k := range c.r.h {
			y := c.r.y - 1 + k
			if y < 0 || y >= len(rows) {
				continue
			}
			if pad := c.r.x - rows[y].Width(); pad > 0 {
				rows[y] = append(rows[y], seg{canvas.Spaces(pad), cNone})
			}
			var l line
			if k < len(c.lines) {
				l = c.lines[k]
			}
			rows[y] = append(rows[y], l.Pad(c.r.w)...)
			rows[y] = append(rows[y], spot(mEnd))
		}
	}
	for len(rows) > 0 && strings.TrimSpace(rows[len(rows)-1].Text()) == "" {
		rows = rows[:len(rows)-1]
	}
	return append(out, rows...)
}

// laid is the pages of p at w x h for this table: the house in the richest
// form that leaves room for all the text (a quiet table gets the rich
// house where the plan, made for the busiest one, counts on a poorer one).
func (f *frame) laid(p plan, w, h int) ([]laidPage, int) {
	for form := formRich; form < forms; form++ {
		if pages, left := f.flow(p, w, h, 0, form); left == 0 {
			return pages, 0
		}
	}
	return f.flow(p, w, h, 0, -1)
}

// noteMore replaces the last line of the last filled column with a count
// of the lines that did not fit.
func noteMore(pages []laidPage, left int) {
	for pi := len(pages) - 1; pi >= 0; pi-- {
		cols := pages[pi].cols
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
