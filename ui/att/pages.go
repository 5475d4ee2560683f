package att

import (
	"strings"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// A part is one share of the table. A page holds some parts whole: each
// part is whole on some page of every plan, so nothing of the game is out
// of reach, whatever the room.
type part uint8

const (
	// partRiver is the six locations with what lies at each, the
	// Riverboat and the pawns at the Trading Post.
	partRiver part = 1 << iota
	// partDice is what is being decided: the dice of the encounter and
	// the Scenario card that pays for them, a trade offer waiting for its
	// answer, and at the end the final scores.
	partDice
	// partPlayers is every seat's stash and the hand the view holds.
	partPlayers
	// partCards is the Trading Post's cards, the Expedition track with the
	// decks and piles, the Achievements and the solo goal.
	partCards
)

// A page is one page of a plan: the parts it holds whole, the richest form
// of the river it draws (its boxes' inner lines; 0 when it has no river),
// and whether the rest of the table fills what room is left.
type page struct {
	name  string
	parts part
	river int
	fill  bool
}

// The plans, for rooms from the biggest down. The river on its own page
// shows every location's action; beside the dice it gives them the room.
var (
	onePage    = []page{{name: "Table", parts: partRiver | partDice | partPlayers | partCards, river: 5}}
	twoPages   = []page{{name: "Table", parts: partRiver | partDice, river: 4, fill: true}, {name: "Players", parts: partPlayers | partCards}}
	threePages = []page{{name: "Table", parts: partRiver | partDice, river: 4, fill: true}, {name: "Players", parts: partPlayers}, {name: "Cards", parts: partCards}}
	fourPages  = []page{{name: "River", parts: partRiver, river: 5, fill: true}, {name: "Dice", parts: partDice}, {name: "Players", parts: partPlayers}, {name: "Cards", parts: partCards}}
)

// pagesFor is the plan for a room of w x h cells. The thresholds hold the
// busiest table (five players, an encounter under way, a trade offer) whole
// on each page: the tests check it at every size from 76x16 to 200x60.
// Below 56x14 every page draws the table in words, so there is one.
func pagesFor(w, h int) []page {
	switch {
	case w < 56 || h < 14, w >= 150 && h >= 44:
		return onePage
	case w >= 96 && h >= 30:
		return twoPages
	case h >= 24:
		return threePages
	}
	return fourPages
}

// pageOf is page i of the plan for w x h, the nearest one when i is out of
// range.
func pageOf(i, w, h int) page {
	ps := pagesFor(w, h)
	return ps[min(max(i, 0), len(ps)-1)]
}

// Pages names the pages for a room of w x h cells: one ("Table") when the
// whole table fits, up to four ("River", "Dice", "Players", "Cards") in the
// smallest room.
func (b *Board) Pages(w, h int) []string {
	ps := pagesFor(w, h)
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.name
	}
	return names
}

// A panel is one part of the room under the river. build lays it out in w
// cells and at most rows lines (nil when it does not fit at all).
type panel struct {
	build func(w, rows int) []line
	min   int  // fewest rows worth drawing
	most  int  // most rows it may take; 0 for no limit
	must  bool // the page holds it whole: a layout without it fails
	cut   bool // its first lines are worth drawing alone, cut to the room
	last  bool // it looks for room in the last column first
	// flow takes the first column with room rather than the shortest, so
	// that a run of such panels (the seats) reads down the columns in
	// order.
	flow bool
}

// Forms of the river, richest first: boxes with every location's action,
// boxes, a heading and three lines, a heading and one line.
var riverForms = []int{5, 4, 3, 1}

// layout lays the page out in w x h cells, at most h lines. It takes the
// richest river and seat forms that hold the page's parts whole; when even
// the poorest do not, the parts that do not fit are cut, never dropped.
func (f *frame) layout(pg page, w, h int) []line {
	out := make([]line, 0, h)
	out = append(out, f.banner(w))
	if h == 1 {
		return out
	}
	if w < 56 || h < 14 {
		// Too small for the river: the words, cut to the room.
		return canvas.AppendText(out, describe(f.v), h)
	}
	rivers := []int{0}
	if pg.river > 0 {
		for i, r := range riverForms {
			if r <= pg.river {
				rivers = riverForms[i:]
				break
			}
		}
	}
	seats := []int{formFull}
	if pg.parts&partPlayers != 0 {
		seats = []int{formFull, formMedium, formCompact}
	}
	for i, r := range rivers {
		for j, s := range seats {
			last := i == len(rivers)-1 && j == len(seats)-1
			if rows, ok := f.lay(pg, r, s, w, h-1, last); ok {
				return append(out, rows...)
			}
		}
	}
	return out // not reached: the last try always lays the page out
}

// lay lays out the room under the turn line, body rows, with the river in
// form river (0 for none) and the seats in form seat. It fails when a part
// of the page does not fit, unless last: then what does not fit is cut.
func (f *frame) lay(pg page, river, seat, w, body int, last bool) ([]line, bool) {
	var out []line
	if river > 0 {
		out = f.river(w, river)
		if len(out) > body {
			if !last {
				return nil, false
			}
			out = out[:body]
		}
	}
	k := newPacker(w, body-len(out))
	k.keepLast = pg.fill && pg.parts&partPlayers == 0
	for _, p := range f.panels(pg, seat, k.room) {
		p.cut = p.cut || (p.must && last)
		if !k.put(p) && p.must && !last {
			return nil, false
		}
	}
	return append(out, k.rows()...), true
}

// panels are the page's panels under the river: those of its own parts
// first, the most pressing first (what the phase is about before the
// rest), then the rest of the table when the page fills its room, then the
// key when there is room for it.
func (f *frame) panels(pg page, seat, room int) []panel {
	v := f.v
	var own, rest []panel
	add := func(pt part, p panel) {
		switch {
		case pg.parts&pt != 0:
			p.must = true
			own = append(own, p)
		case pg.fill:
			rest = append(rest, p)
		}
	}
	if v.Over && len(v.Scores) > 0 {
		add(partDice, panel{build: f.scoresPanel, min: 2})
	}
	if v.Offer != nil {
		add(partDice, panel{build: f.offerPanel, min: 3})
	}
	if pg.parts&partPlayers != 0 {
		// Seat by seat, so the seats share the columns; beside the river
		// they start in the last one, under a heading.
		beside := pg.parts&partRiver != 0
		for i := range v.Seats {
			own = append(own, panel{build: f.seatPanel(i, seat, beside && i == 0), min: 1, must: true, last: beside, flow: true})
		}
	} else if pg.fill {
		rest = append(rest, panel{build: f.seatsPanel, min: 2, last: true})
	}
	if v.Tray != nil {
		// Beside the river the dice take half the room when it is short:
		// the choices list every combination too.
		alone := pg.river == 0
		tray := panel{build: func(w, rows int) []line { return f.trayPanel(w, rows, alone) }, min: 4}
		if !alone {
			tray.most = max(8, (room+1)/2)
		}
		add(partDice, tray)
	}
	if v.Solo {
		// At the round's end the forgetting is what is being decided.
		pt := partCards
		if v.Phase == "forget" {
			pt = partDice
		}
		add(pt, panel{build: f.soloPanel, min: 2})
	}
	post := panel{build: f.postPanel, min: 5}
	postFirst := v.Phase == "trading post" || f.sel.post
	if postFirst {
		add(partCards, post)
	}
	add(partCards, panel{build: f.trackPanel, min: 2, cut: true})
	if !postFirst {
		add(partCards, post)
	}
	add(partDice, panel{build: f.scenarioPanel, min: 2})
	add(partCards, panel{build: f.achievementsPanel, min: 2})
	rest = append(rest, panel{build: f.legendPanel, min: 2})
	return append(own, rest...)
}

// A packer lays panels into columns (at most three) under the river.
type packer struct {
	room   int   // rows under the river
	widths []int // of each column
	cols   [][]line
	// keepLast keeps the last column for the panels that look there
	// first (the seats filling a page), as long as others fit elsewhere.
	keepLast bool
}

const colGap = 1

func newPacker(w, room int) *packer {
	ncol := 2
	if w >= 150 {
		ncol = 3
	}
	if w < 64 {
		ncol = 1
	}
	widths := make([]int, ncol)
	for i := range widths {
		widths[i] = (w - colGap*(ncol-1)) / ncol
	}
	widths[0] += w - colGap*(ncol-1) - widths[0]*ncol
	return &packer{room: room, widths: widths, cols: make([][]line, ncol)}
}

// put lays p in the shortest column with room for it whole (on a tie the
// first, or the last when p.last; see also flow and keepLast), so the
// columns fill evenly; failing
// that, when p may be cut, cut to the column with the most room. It
// reports whether p was laid.
func (k *packer) put(p panel) bool {
	n := len(k.cols)
	left := func(i int) int {
		r := k.room - len(k.cols[i])
		if p.most > 0 {
			r = min(r, p.most)
		}
		return r
	}
	var order [3]int
	sorted := n
	if k.keepLast && !p.last {
		sorted, order[n-1] = n-1, n-1
	}
	for j := range sorted {
		i := j
		if p.last {
			i = (j + n - 1) % n
		}
		// Insertion by height keeps the tie order.
		at := j
		for at > 0 && !p.flow && len(k.cols[order[at-1]]) > len(k.cols[i]) {
			order[at] = order[at-1]
			at--
		}
		order[at] = i
	}
	for _, i := range order[:n] {
		rows := left(i)
		if rows < max(p.min, 1) {
			continue
		}
		if ls := p.build(k.widths[i], rows); len(ls) > 0 && len(ls) <= rows {
			k.cols[i] = append(k.cols[i], ls...)
			return true
		}
	}
	if !p.cut {
		return false
	}
	best := 0
	for i := range n {
		if left(i) > left(best) {
			best = i
		}
	}
	rows := left(best)
	if rows < max(p.min, 1) {
		return false
	}
	ls := p.build(k.widths[best], rows)
	if len(ls) == 0 {
		return false
	}
	if len(ls) > rows {
		// A part of the page says it goes on; the rest of the table is
		// whole on its own page.
		ls = ls[:rows]
		if p.must {
			ls = append(ls[:rows-1:rows-1], line{{"…", cSubtle}})
		}
	}
	k.cols[best] = append(k.cols[best], ls...)
	return true
}

// rows joins the columns side by side, without trailing empty rows. Each
// column's cell ends its spot (see spot), so a place never runs into the
// next column.
func (k *packer) rows() []line {
	n := 0
	for _, c := range k.cols {
		n = max(n, len(c))
	}
	out := make([]line, 0, n)
	for r := range n {
		var l line
		for i, c := range k.cols {
			if i > 0 {
				l = append(l, seg{canvas.Spaces(colGap), cNone})
			}
			var cell line
			if r < len(c) {
				cell = c[r]
			}
			if i == len(k.cols)-1 {
				l = append(l, cell.Fit(k.widths[i])...)
			} else {
				l = append(l, cell.Pad(k.widths[i])...)
			}
			l = append(l, canvas.Spot(mEnd))
		}
		out = append(out, l)
	}
	for len(out) > 0 && strings.TrimSpace(out[len(out)-1].Text()) == "" {
		out = out[:len(out)-1]
	}
	return out
}
