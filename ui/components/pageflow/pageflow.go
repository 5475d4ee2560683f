// Package pageflow lays a board's table out over pages, one key apart: on
// each page under the banner the rows of the map it shows, then the text
// blocks that begin on it in columns beside and under the map. What a
// page cannot hold flows on to the next page's columns; only a table
// busier than the plans were made for can end in a "… more" line on the
// last page.
//
// Which pages a size gets depends on the size alone (the game screen lists
// them before it draws): a game offers candidate plans, fewest pages
// first, and Choose keeps the first that holds its busiest table. The map
// then takes the richest form that leaves room for the rest: a quiet table
// gets the rich one where the plan counts on a poorer one.
//
// What the pages hold is the game's: its blocks (B, any comparable name),
// its map and its text, handed over as a Table. Board is the rest of a
// game's board that is the same for every game: a game's Board embeds it.
package pageflow

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

const (
	// ColMin is the narrowest text column.
	ColMin = 34
	slack  = 2 // rows the last page keeps spare when a plan is tried
)

// Page is what one page draws under the banner: the rows of the map's grid
// it shows (none: no map), and the blocks that begin on it, in text
// columns beside and under the map.
type Page[B comparable] struct {
	Name   string
	Rows   []int // grid rows of the map; nil: no map
	Form   int   // the richest form of the map the plan counts on
	Blocks []B
}

// Plan is the pages of one size; Words when the room is too small to draw
// anything but the description.
type Plan[B comparable] struct {
	Pages []Page[B]
	Words bool
}

// Names names the pages of p, "Board" for the words alone.
func (p Plan[B]) Names() []string {
	if p.Words {
		return []string{"Board"}
	}
	out := make([]string, len(p.Pages))
	for i, pg := range p.Pages {
		out[i] = pg.Name
	}
	return out
}

// Unit is lines kept in one column when they fit in one.
type Unit []canvas.Line

// Table is one view of a game being laid out: the parts the game draws,
// which pageflow places.
type Table[B comparable] interface {
	// Candidates are the plans for w x h, fewest pages first; the last
	// should always serve.
	Candidates(w, h int) []Plan[B]
	// Banner is the top line of every page, w cells wide.
	Banner(w int) canvas.Line
	// Describe is the table in words, drawn when the room is too small
	// for pages.
	Describe() string
	// MapWidth is the cells the map takes across in a board w cells wide.
	MapWidth(w int) int
	// Map draws the rows of the map's grid that rows names in form (see
	// Layout.Forms), in a board w cells wide, each of its boxes at most
	// limit lines (0: no limit; a box cut ends in "…").
	Map(w, form int, rows []int, limit int) []canvas.Line
	// SeatKey says who each letter is: a map page without text shows it
	// under the map when it has the room.
	SeatKey(w int) []canvas.Line
	// Units is block b's units at width w.
	Units(b B, w int) []Unit
	// RunsOn reports whether block b's units may run on from the foot of
	// one column to the next: lists and prose, whose lines read on.
	RunsOn(b B) bool
}

// Layout is how one game lays its tables out, the same for every view.
type Layout[B comparable] struct {
	// Forms is how many forms the map comes in: 0 is the richest,
	// Forms-1 the barest.
	Forms int
	// End ends every row of a text column: the game's spot that ends the
	// place before it, so that At does not read a column as the box of
	// the map beside it.
	End canvas.Seg
}

// laying is one table being laid out. It builds each block's units at a
// width once.
type laying[B comparable] struct {
	Layout[B]
	table Table[B]
	built map[unitKey[B]][]Unit
}

type unitKey[B comparable] struct {
	b B
	w int
}

// units is block b's units at width w.
func (l *laying[B]) units(b B, w int) []Unit {
	k := unitKey[B]{b, w}
	if u, ok := l.built[k]; ok {
		return u
	}
	if l.built == nil {
		l.built = map[unitKey[B]][]Unit{}
	}
	u := l.table.Units(b, w)
	l.built[k] = u
	return u
}

// Choose is the first of t's candidate plans for w x h that holds t whole
// (each page's map uncut, every block on some page, with slack rows to
// spare on the last); the last candidate when none does. A board chooses
// for its busiest table, once per size, and draws every table it is
// given in that plan.
func (lay Layout[B]) Choose(t Table[B], w, h int) Plan[B] {
	lt := &laying[B]{Layout: lay, table: t}
	candidates := t.Candidates(w, h)
	for _, c := range candidates {
		if lt.holds(c, w, h) {
			return c
		}
	}
	return candidates[len(candidates)-1]
}

// holds reports whether plan p draws this table whole at w x h.
func (l *laying[B]) holds(p Plan[B], w, h int) bool {
	if p.Words {
		return true
	}
	for _, pg := range p.Pages {
		if pg.Rows != nil {
			if _, _, cut := l.mapFor(pg, w, h-1, pg.Form); cut {
				return false
			}
		}
	}
	_, left := l.flow(p, w, h, slack, -1)
	return left == 0
}

// rect is a part of the room, in cells from the top left.
type rect struct{ x, y, w, h int }

// mapFor is the map page pg draws in w x body cells, in the richest form
// from first on that fits: its lines, its width, and whether even the
// barest form had to be cut. A page with text under the map keeps a third
// of the room for it.
func (l *laying[B]) mapFor(pg Page[B], w, body, first int) ([]canvas.Line, int, bool) {
	mw := l.table.MapWidth(w)
	room := body
	if len(pg.Blocks) > 0 && w-mw-1 < ColMin {
		room = body - max(body/3, 6)
	}
	var m []canvas.Line
	for form := first; form < l.Forms; form++ {
		m = l.table.Map(w, form, pg.Rows, 0)
		if len(m) <= room {
			return m, mw, false
		}
	}
	if len(m) <= body {
		return m, mw, false // the text under it gets less room
	}
	// Too much in one box for the room: cut the boxes, each ending in
	// "…"; Describe and the players' list say the rest.
	for limit := body; limit > 1; limit-- {
		if m = l.table.Map(w, l.Forms-1, pg.Rows, limit); len(m) <= body {
			return m, mw, true
		}
	}
	return m[:min(len(m), body)], mw, true
}

// columns are the text columns of page pg at w x h under and beside a map
// of mw x mh cells (mw 0: none).
func columns[B comparable](pg Page[B], w, h, mw, mh int) []rect {
	body := h - 1
	if len(pg.Blocks) == 0 {
		return nil
	}
	if mw == 0 {
		return split(rect{0, 1, w, body})
	}
	var out []rect
	if side := w - mw - 1; side >= ColMin {
		out = append(out, split(rect{mw + 1, 1, side, body})...)
		w = mw
	}
	if under := body - mh - 1; under > 0 {
		out = append(out, split(rect{0, 1 + mh + 1, w, under})...)
	}
	return out
}

// split cuts r into as many text columns of one width as fit, one blank
// between.
func split(r rect) []rect {
	if r.w <= 0 || r.h <= 0 {
		return nil
	}
	n := max(1, (r.w+1)/(ColMin+1))
	cw := (r.w - (n - 1)) / n
	out := make([]rect, n)
	for i := range out {
		out[i] = rect{r.x + i*(cw+1), r.y, cw, r.h}
	}
	return out
}

// placedCol is the lines a text column shows.
type placedCol struct {
	r     rect
	lines []canvas.Line
}

// laidPage is one page laid out: its map and its columns.
type laidPage struct {
	mapLines []canvas.Line
	mw       int
	cols     []placedCol
}

// pending is a block on its way into the columns.
type pending[B comparable] struct {
	b    B
	unit int // next unit
	line int // next line in it, when a unit was split
	wid  int // the width it was split at
}

// flow lays out every page of p at w x h, filling the text columns with
// their blocks in order: a block that overflows a page goes on in the next
// page's columns. The last page's columns are spare rows shorter. The map
// takes the richest form from first on (-1: each page's own form) that
// fits. It returns the pages and the lines left over.
func (l *laying[B]) flow(p Plan[B], w, h, spare, first int) ([]laidPage, int) {
	var queue []pending[B]
	out := make([]laidPage, len(p.Pages))
	for pi, pg := range p.Pages {
		lp := &out[pi]
		mh := 0
		if pg.Rows != nil {
			form := first
			if form < 0 {
				form = pg.Form
			}
			lp.mapLines, lp.mw, _ = l.mapFor(pg, w, h-1, form)
			mh = len(lp.mapLines)
			if key := l.table.SeatKey(w); len(pg.Blocks) == 0 && mh+1+len(key) <= h-1 {
				// A map page alone says who each letter is.
				lp.mapLines = append(append(lp.mapLines, nil), key...)
			}
		}
		for _, b := range pg.Blocks {
			queue = append(queue, pending[B]{b: b})
		}
		cols := columns(pg, w, h, lp.mw, mh)
		if pi == len(p.Pages)-1 {
			for k := range cols {
				cols[k].h = max(cols[k].h-spare, 0)
			}
		}
		var rest []pending[B]
		lp.cols, rest, _ = l.fill(queue, cols, 0, true)
		lp.cols = l.balance(lp.cols, queue, rest)
		queue = rest
	}
	left := 0
	for _, q := range queue {
		for k, u := range l.units(q.b, ColMin)[q.unit:] {
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
func (l *laying[B]) fill(queue []pending[B], cols []rect, most int, split bool) ([]placedCol, []pending[B], bool) {
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
			us := l.units(q.b, r.w)
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
			if len(col.lines) > 0 && len(us[q.unit]) <= hgt && (!l.table.RunsOn(q.b) || room < 2) {
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
func (l *laying[B]) balance(cols []placedCol, queue, rest []pending[B]) []placedCol {
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
		if got, left, ok := l.fill(queue, rectsOf(cols), most, false); ok && slices.Equal(left, rest) {
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

// Page draws page i of plan p for table t at w x h: the banner, then the
// map and the text columns; the description when the room is too small
// for them.
func (lay Layout[B]) Page(t Table[B], p Plan[B], i, w, h int) []canvas.Line {
	out := []canvas.Line{t.Banner(w)}
	if h == 1 {
		return out
	}
	if p.Words {
		return canvas.AppendText(out, t.Describe(), h)
	}
	pages, left := (&laying[B]{Layout: lay, table: t}).laid(p, w, h)
	if left > 0 {
		noteMore(pages, left)
	}
	if i < 0 || i >= len(pages) {
		i = 0
	}
	lp := pages[i]
	rows := make([]canvas.Line, h-1)
	for y, l := range lp.mapLines {
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
				rows[y] = append(rows[y], canvas.Seg{Text: canvas.Spaces(pad), Look: canvas.Plain})
			}
			var l canvas.Line
			if k < len(c.lines) {
				l = c.lines[k]
			}
			rows[y] = append(rows[y], l.Pad(c.r.w)...)
			rows[y] = append(rows[y], lay.End)
		}
	}
	for len(rows) > 0 && strings.TrimSpace(rows[len(rows)-1].Text()) == "" {
		rows = rows[:len(rows)-1]
	}
	return append(out, rows...)
}

// laid is the pages of p at w x h for this table: the map in the richest
// form that leaves room for all the text (a quiet table gets the rich map
// where the plan, made for the busiest one, counts on a poorer one).
func (l *laying[B]) laid(p Plan[B], w, h int) ([]laidPage, int) {
	for form := range l.Forms {
		if pages, left := l.flow(p, w, h, 0, form); left == 0 {
			return pages, 0
		}
	}
	return l.flow(p, w, h, 0, -1)
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
			c.lines[len(c.lines)-1] = canvas.Line{{Text: "… " + strconv.Itoa(left+1) + " more lines (the line mode shows all)", Look: canvas.Subtle}}
			return
		}
	}
}
