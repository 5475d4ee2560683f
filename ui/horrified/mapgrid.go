package horrified

import (
	"math"
	"slices"
	"sort"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The map is laid out once per size and kept (Board.layer): the name boxes,
// the paths between them and the cells kept free for what stands on each
// space. Three promises hold at every size, and the tests check them:
//
//   - A name box keeps its cells whatever the game shows: nothing a turn
//     changes (a longer monster line, a villager more) moves a space.
//   - A path touches only its two spaces' boxes, and another path only
//     within a step of a space both of them end at: no line can be read
//     as a path that is not on the board. A path that finds no such route
//     is not drawn but named in words under the map.
//   - The row under each name is kept for what stands there.

// cell is one character of the map and its look.
type cell struct {
	r rune
	c cls
}

// pt is a cell position.
type pt struct{ x, y int }

// node is one space as drawn: its name box sits on row y from column x,
// and what stands there goes on the row below.
type node struct {
	id    string
	water bool
	cy    int    // the row on the content's 100x30 grid
	ax    int    // the column the box is centred on
	x, y  int    // first column and row of the name box
	name  string // the name as it fits (shortened only in a very narrow room)
	lw    int    // width of the box, brackets included
}

// edge names an undirected path.
type edge struct{ a, b string }

func mkEdge(a, b string) edge {
	if b < a {
		a, b = b, a
	}
	return edge{a, b}
}

// mapLayer is the part of the map that only depends on the size: paths,
// name boxes and the notes under them. A frame copies it and lays the game
// on top.
type mapLayer struct {
	w, h  int
	base  []cell
	owner []int16 // per cell: 1 + the node whose name box covers it, 0 for none
	path  []int16 // per cell: 1 + the path drawn through it, 0 for none
	zone  []bool  // per cell: under a name (not its brackets), kept for the pieces
	// nearBox and nearPath mark the cells touching a box or a path (the
	// cell itself included): 1 + which, -1 when several, 0 when none; the
	// router reads them to skip the search around most cells.
	nearBox, nearPath []int16
	nodes             []node
	index             map[string]int
	edges             map[edge][]pt // the cells of each drawn path, first space to second
	paths             []edge        // drawn paths, by the index in path
	// missing are the paths no clean route was found for, named in the
	// last rows (notes of them) instead of drawn.
	missing [][2]string
	notes   int
}

// boxAt is the node whose name box covers x,y, or -1.
func (m *mapLayer) boxAt(x, y int) int {
	if x < 0 || y < 0 || x >= m.w || y >= m.h {
		return -1
	}
	return int(m.owner[y*m.w+x]) - 1
}

// buildMap lays the village out in w x h cells. When some path finds no
// clean route, the map gives up rows at the bottom to name it and is laid
// out again in the rows left.
func buildMap(c *bh.Content, w, h int) *mapLayer {
	var m *mapLayer
	notes := 0
	for try := 0; try < 3; try++ {
		m = layMap(c, w, h, notes)
		need := len(m.noteLines(w))
		if need <= notes {
			break
		}
		notes = need
	}
	for i, l := range m.noteLines(w) {
		if y := m.h - m.notes + i; y >= 0 && y < m.h {
			x := 0
			for _, s := range l {
				m.put(x, y, s.Text, s.Look)
				x += canvas.Width(s.Text)
			}
		}
	}
	return m
}

// noteLines name the paths not drawn, in words.
func (m *mapLayer) noteLines(w int) []line {
	if len(m.missing) == 0 {
		return nil
	}
	g := []line{{{"Also joined by a path:", cSubtle}}}
	for _, p := range m.missing {
		g = append(g, line{{m.nodes[m.index[p[0]]].name + "─" + m.nodes[m.index[p[1]]].name, cLit}})
	}
	return wrapSegs(g, "", "  ", w)
}

// layMap places the boxes in the top h-notes rows and routes the paths.
func layMap(c *bh.Content, w, h, notes int) *mapLayer {
	m := &mapLayer{
		w: w, h: h, notes: notes,
		base:     make([]cell, w*h),
		owner:    make([]int16, w*h),
		path:     make([]int16, w*h),
		zone:     make([]bool, w*h),
		nearBox:  make([]int16, w*h),
		nearPath: make([]int16, w*h),
		index:    make(map[string]int, len(c.Spaces)),
		edges:    make(map[edge][]pt, len(c.LitPaths)+len(c.WaterPaths)),
	}
	for i := range m.base {
		m.base[i] = cell{' ', cNone}
	}
	rows := h - notes
	if w <= 0 || rows <= 1 || len(c.Spaces) == 0 {
		return m
	}
	minX, maxX := c.Spaces[0].X, c.Spaces[0].X
	for _, s := range c.Spaces {
		minX, maxX = min(minX, s.X), max(maxX, s.X)
	}
	// Leave half of a typical box at each side so the edge spaces' names
	// keep their place.
	const pad = 4
	for _, s := range c.Spaces {
		n := node{id: s.ID, water: s.Water, name: s.Name, cy: s.Y}
		n.ax = scale(s.X, minX, maxX, min(pad, w/2), max(w-1-pad, w/2))
		n.lw = canvas.Width(n.name) + 2
		n.x = n.ax - n.lw/2
		m.index[s.ID] = len(m.nodes)
		m.nodes = append(m.nodes, n)
	}
	adj := map[[2]int]bool{}
	for _, ps := range [][][2]string{c.LitPaths, c.WaterPaths} {
		for _, p := range ps {
			a, oka := m.index[p[0]]
			b, okb := m.index[p[1]]
			if oka && okb {
				adj[[2]int{a, b}], adj[[2]int{b, a}] = true, true
			}
		}
	}
	// Rows depend on where the boxes stand and a row's boxes are pushed
	// apart once it is known; a few rounds settle both.
	for range 3 {
		m.assignRows(rows, adj)
		m.fitNames()
	}
	for i, n := range m.nodes {
		look := cLabel
		if n.water {
			look = cWaterLabel
		}
		open, shut := brackets(n.water, false, false)
		m.put(n.x, n.y, string(open)+n.name+string(shut), look)
		for k := range n.lw {
			if x := n.x + k; x >= 0 && x < w {
				m.owner[n.y*w+x] = int16(i + 1)
				m.mark(m.nearBox, pt{x, n.y}, int16(i+1))
				if n.y+1 < rows && k > 0 && k < n.lw-1 {
					m.zone[(n.y+1)*w+x] = true
				}
			}
		}
	}
	m.route(c, rows)
	return m
}

// scale maps v from lo..hi onto from..to, rounding.
func scale(v, lo, hi, from, to int) int {
	if hi == lo || to <= from {
		return from
	}
	return from + ((v-lo)*(to-from)*2+(hi-lo))/((hi-lo)*2)
}

// overlapX tells whether the boxes of i and j come within gap columns of
// each other.
func (m *mapLayer) overlapX(i, j, gap int) bool {
	a, b := &m.nodes[i], &m.nodes[j]
	return a.x < b.x+b.lw+gap && b.x < a.x+a.lw+gap
}

// assignRows gives every box a row in 0..rows-2 (the last row is for what
// stands on the lowest spaces), keeping the board's top-to-bottom order as
// far as the room allows:
//
//   - boxes that would overlap never share a row or stand on next rows,
//     so the row under each box stays free for its pieces;
//   - two spaces joined by a path, or whose boxes come close, never stand
//     on next rows: a path between them would have no room to show.
//
// Rows follow the board's proportions scaled by f; f shrinks until the map
// fits.
func (m *mapLayer) assignRows(rows int, adj map[[2]int]bool) {
	n := len(m.nodes)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		na, nb := &m.nodes[order[a]], &m.nodes[order[b]]
		if na.cy != nb.cy {
			return na.cy < nb.cy
		}
		return na.ax < nb.ax
	})
	minY, maxY := m.nodes[order[0]].cy, m.nodes[order[n-1]].cy
	last := max(rows-2, 0)
	r := make([]int, n)
	forward := func(f float64) int {
		low := 0
		for k, i := range order {
			lb := 0
			for _, j := range order[:k] {
				if m.overlapX(i, j, 0) {
					lb = max(lb, r[j]+2)
				}
			}
			t := 0
			if maxY > minY {
				t = int(math.Round(f * float64((m.nodes[i].cy-minY)*last) / float64(maxY-minY)))
			}
			// The target row, else the row above (to share it with a
			// neighbour), else the nearest below that clashes with no box
			// placed so far.
			ri := max(t, lb)
			for _, c := range append([]int{ri, ri - 1}, seq(ri+1, ri+2*n+2)...) {
				if c >= lb && m.rowFree(i, c, order[:k], r, adj) {
					ri = c
					break
				}
			}
			r[i] = ri
			low = max(low, ri)
		}
		return low
	}
	for f := 1.0; f > -0.01; f -= 0.05 {
		if forward(max(f, 0)) <= last {
			break
		}
	}
	for i := range m.nodes {
		m.nodes[i].y = min(r[i], last)
	}
}

// rowFree tells whether node i may stand on row c beside the nodes placed
// at rows r: overlapping boxes stand two rows apart at least, and boxes
// that are near or joined by a path never on next rows.
func (m *mapLayer) rowFree(i, c int, placed []int, r []int, adj map[[2]int]bool) bool {
	for _, j := range placed {
		d := abs(c - r[j])
		if m.overlapX(i, j, 0) && d < 2 {
			return false
		}
		if d == 1 && (adj[[2]int{i, j}] || m.overlapX(i, j, 2)) {
			return false
		}
	}
	return true
}

// seq is from, from+1 … to-1.
func seq(from, to int) []int {
	out := make([]int, 0, max(to-from, 0))
	for v := from; v < to; v++ {
		out = append(out, v)
	}
	return out
}

// brackets are the glyphs around a space name: they, not color, say what
// the space is (water) and what it means now (reachable, selected).
func brackets(water, reach, sel bool) (rune, rune) {
	switch {
	case sel:
		return '▶', '◀'
	case reach:
		return '»', '«'
	case water:
		return '≈', '≈'
	}
	return '[', ']'
}

// fitNames places the name boxes of every row side by side without overlap,
// shortening the longest names of a row only when the row is too narrow.
func (m *mapLayer) fitNames() {
	rows := map[int][]int{}
	for i, n := range m.nodes {
		rows[n.y] = append(rows[n.y], i)
	}
	for _, idx := range rows {
		sort.Slice(idx, func(a, b int) bool { return m.nodes[idx[a]].ax < m.nodes[idx[b]].ax })
		names := make([][]rune, len(idx))
		total := len(idx) - 1
		for k, i := range idx {
			n := &m.nodes[i]
			names[k] = []rune(n.name)
			total += len(names[k]) + 2
		}
		for total > m.w {
			long := 0
			for k := range names {
				if len(names[k]) > len(names[long]) {
					long = k
				}
			}
			if len(names[long]) <= 3 {
				break
			}
			names[long] = names[long][:len(names[long])-1]
			total--
		}
		for k, i := range idx {
			n := &m.nodes[i]
			if len(names[k]) < len([]rune(n.name)) {
				names[k] = append(names[k][:len(names[k])-1], '.')
			}
			n.name = string(names[k])
			n.lw = len(names[k]) + 2
			n.x = n.ax - n.lw/2
		}
		// Push right past the left neighbour, then back left from the edge.
		end := -1
		for _, i := range idx {
			n := &m.nodes[i]
			n.x = max(n.x, end+1, 0)
			end = n.x + n.lw
		}
		limit := m.w
		for k := len(idx) - 1; k >= 0; k-- {
			n := &m.nodes[idx[k]]
			if n.x+n.lw > limit {
				n.x = max(limit-n.lw, 0)
			}
			limit = n.x - 1
		}
	}
}

// route draws every path along the cheapest clean route it can find, the
// paths along a row first, then the shortest, so they take the direct
// ways. A route is clean when it crosses no box and no kept cell, touches
// no box but its two, and touches another path only within a step of a
// space both end at.
func (m *mapLayer) route(c *bh.Content, rows int) {
	type job struct {
		p     [2]string
		water bool
		d     int
	}
	var jobs []job
	for _, ps := range []struct {
		paths [][2]string
		water bool
	}{{c.WaterPaths, true}, {c.LitPaths, false}} {
		for _, p := range ps.paths {
			a, oka := m.index[p[0]]
			b, okb := m.index[p[1]]
			if !oka || !okb {
				continue
			}
			na, nb := &m.nodes[a], &m.nodes[b]
			// Paths along a row have one good way (straight across) and
			// go first; then the shortest.
			d := abs(na.ax-nb.ax) + 3*abs(na.y-nb.y)
			if na.y != nb.y {
				d += m.w
			}
			jobs = append(jobs, job{p, ps.water, d})
		}
	}
	sort.SliceStable(jobs, func(i, j int) bool { return jobs[i].d < jobs[j].d })
	for _, jb := range jobs {
		a, b := m.index[jb.p[0]], m.index[jb.p[1]]
		pts := m.bestRoute(a, b, rows)
		if pts == nil {
			m.missing = append(m.missing, jb.p)
			continue
		}
		m.paths = append(m.paths, mkEdge(jb.p[0], jb.p[1]))
		id := int16(len(m.paths))
		for i, q := range pts {
			r, look := '~', cWater
			if !jb.water {
				r, look = stroke(pts, i), cLit
				if len(pts) == 1 {
					// One cell between two boxes: it leans from one to
					// the other.
					na, nb := m.nodes[a], m.nodes[b]
					r = stroke([]pt{{na.ax, na.y}, {na.ax + sign(nb.ax-na.ax), na.y + sign(nb.y-na.y)}}, 1)
				}
			}
			m.base[q.y*m.w+q.x] = cell{r, look}
			m.path[q.y*m.w+q.x] = id
			m.mark(m.nearPath, q, id)
		}
		if mkEdge(jb.p[0], jb.p[1]).a != jb.p[0] {
			slices.Reverse(pts)
		}
		m.edges[mkEdge(jb.p[0], jb.p[1])] = pts
	}
}

// ports are the cells a path toward o may leave n's box from: beside it,
// at its corners, under its brackets, and above it at the corners, the
// middle and facing o (the rest of the row under it is kept for the
// pieces).
func (n node) ports(o node) []pt {
	l, r := n.x-1, n.x+n.lw
	out := []pt{{l, n.y}, {r, n.y}, {l, n.y + 1}, {r, n.y + 1}, {n.x, n.y + 1}, {r - 1, n.y + 1},
		{l, n.y - 1}, {r, n.y - 1}, {n.x + 1, n.y - 1}, {n.ax, n.y - 1}, {r - 2, n.y - 1}}
	if f := min(max(o.ax, n.x), r-1); f != n.ax {
		out = append(out, pt{f, n.y - 1})
	}
	return out
}

// bestRoute is the cheapest clean route from a's box to b's: a straight
// line, an elbow or a diagonal run then a straight one, between any two of
// their ports. Ports facing the other space cost least, so the paths into
// a space come in from the side their other end lies on and leave room for
// each other; a route that hugs its own boxes costs more, as a path should
// leave a space, not run along it. nil when there is none.
func (m *mapLayer) bestRoute(a, b, rows int) []pt {
	type cand struct {
		p, q pt
		kind int
		cost int // before hugging, which only adds
	}
	na, nb := m.nodes[a], m.nodes[b]
	aim := func(p pt, n, o node) int { return abs(p.x - min(max(o.ax, n.x-1), n.x+n.lw)) }
	pa, pb := na.ports(nb), nb.ports(na)
	cands := make([]cand, 0, 5*len(pa)*len(pb))
	for _, p := range pa {
		for _, q := range pb {
			// Cost is about the cells drawn; a bend costs a little more
			// than a straight line, an elbow more than a diagonal run.
			base := aim(p, na, nb) + aim(q, nb, na)
			d := max(abs(p.x-q.x), abs(p.y-q.y))
			add := func(kind, cost int) { cands = append(cands, cand{p, q, kind, base + cost}) }
			add(0, d)
			if p.x != q.x && p.y != q.y {
				man := abs(p.x-q.x) + abs(p.y-q.y)
				add(1, man+2)
				add(2, man+2)
				add(3, d+1)
				add(4, d+1)
			}
		}
	}
	// Costs are small numbers: a counting sort orders thousands of
	// candidates in one pass, keeping the order they were made in on ties.
	top := 0
	for _, c := range cands {
		top = max(top, c.cost)
	}
	start := make([]int, top+2)
	for _, c := range cands {
		start[c.cost+1]++
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	order := make([]int32, len(cands))
	for i, c := range cands {
		order[start[c.cost]] = int32(i)
		start[c.cost]++
	}
	var best []pt
	bestCost := math.MaxInt
	for _, k := range order {
		c := cands[k]
		if c.cost >= bestCost {
			break
		}
		pts := routePts(c.p, c.q, c.kind)
		if !m.clean(pts, a, b, rows) {
			continue
		}
		cost := c.cost
		for _, q := range pts[1:] {
			if m.beside(q, a) || m.beside(q, b) {
				cost += 3
			}
		}
		if cost < bestCost {
			best, bestCost = pts, cost
		}
	}
	return best
}

// routePts are the cells of one route shape from p to q: 0 straight
// (Bresenham), 1 and 2 elbows (across first, or down first), 3 and 4 a
// diagonal run then a straight one, or the other way round.
func routePts(p, q pt, kind int) []pt {
	switch kind {
	case 1:
		return joinPts(linePts(p, pt{q.x, p.y}), linePts(pt{q.x, p.y}, q))
	case 2:
		return joinPts(linePts(p, pt{p.x, q.y}), linePts(pt{p.x, q.y}, q))
	case 3, 4:
		dx, dy := q.x-p.x, q.y-p.y
		k := min(abs(dx), abs(dy))
		var mid pt
		if kind == 3 {
			mid = pt{p.x + sign(dx)*k, p.y + sign(dy)*k}
		} else {
			mid = pt{q.x - sign(dx)*k, q.y - sign(dy)*k}
		}
		return joinPts(linePts(p, mid), linePts(mid, q))
	}
	return linePts(p, q)
}

func joinPts(a, b []pt) []pt { return append(a, b[1:]...) }

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// clean tells whether pts may be drawn as the path from a to b (see route).
// Two paths may even share a cell when it stands beside a space both end
// at: they leave that space together and part.
func (m *mapLayer) clean(pts []pt, a, b, rows int) bool {
	for _, q := range pts {
		if q.x < 0 || q.y < 0 || q.x >= m.w || q.y >= rows {
			return false
		}
		i := q.y*m.w + q.x
		if m.owner[i] != 0 || m.zone[i] {
			return false
		}
		// The common case, nothing near, is settled by the marks alone.
		if nb := m.nearBox[i]; nb != 0 && (nb < 0 || (int(nb)-1 != a && int(nb)-1 != b)) && !m.boxesOK(q, a, b, rows) {
			return false
		}
		if m.nearPath[i] != 0 && !m.pathsOK(q, a, b, rows) {
			return false
		}
	}
	return true
}

// boxesOK tells whether q touches no box but a's and b's.
func (m *mapLayer) boxesOK(q pt, a, b, rows int) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if o := m.boxAt(q.x+dx, q.y+dy); o >= 0 && o != a && o != b && q.y+dy < rows {
				return false
			}
		}
	}
	return true
}

// pathsOK tells whether q, on the path a-b, touches (or takes) another
// path's cell only where the two meet at a space both end at.
func (m *mapLayer) pathsOK(q pt, a, b, rows int) bool {
	if p := m.path[q.y*m.w+q.x]; p != 0 && !m.besideShared(q, q, m.paths[p-1], a, b) {
		return false
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			x, y := q.x+dx, q.y+dy
			if x < 0 || y < 0 || x >= m.w || y >= rows {
				continue
			}
			if p := m.path[y*m.w+x]; p != 0 && !m.besideShared(q, pt{x, y}, m.paths[p-1], a, b) {
				return false
			}
		}
	}
	return true
}

// mark notes on the cells around p that id stands there: nearBox for a
// box, nearPath for a path; -1 when several do.
func (m *mapLayer) mark(near []int16, p pt, id int16) {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			x, y := p.x+dx, p.y+dy
			if x < 0 || y < 0 || x >= m.w || y >= m.h {
				continue
			}
			switch j := y*m.w + x; near[j] {
			case 0:
				near[j] = id
			case id, -1:
			default:
				near[j] = -1
			}
		}
	}
}

// besideShared tells whether two touching cells, one on the path a-b being
// routed and one on path e, meet at a space the two paths share: one of
// them stands beside its box (and so both within a step of it). Paths
// meet only where they both end.
func (m *mapLayer) besideShared(p, q pt, e edge, a, b int) bool {
	for _, s := range []int{a, b} {
		id := m.nodes[s].id
		if (e.a == id || e.b == id) && (m.beside(p, s) || m.beside(q, s)) {
			return true
		}
	}
	return false
}

// beside tells whether p touches node n's box, corners included.
func (m *mapLayer) beside(p pt, n int) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if m.boxAt(p.x+dx, p.y+dy) == n {
				return true
			}
		}
	}
	return false
}

// put writes s at x,y on the base layer, cut at the edge.
func (m *mapLayer) put(x, y int, s string, c cls) {
	if y < 0 || y >= m.h {
		return
	}
	for _, r := range s {
		if x >= 0 && x < m.w {
			m.base[y*m.w+x] = cell{r, c}
		}
		x++
	}
}

// linePts are the cells from a to b (Bresenham).
func linePts(a, b pt) []pt {
	dx, dy := abs(b.x-a.x), -abs(b.y-a.y)
	sx, sy := sign(b.x-a.x), sign(b.y-a.y)
	e := dx + dy
	pts := make([]pt, 0, dx-dy+1)
	for {
		pts = append(pts, a)
		if a == b {
			return pts
		}
		e2 := 2 * e
		if e2 >= dy {
			e += dy
			a.x += sx
		}
		if e2 <= dx {
			e += dx
			a.y += sy
		}
	}
}

// stroke is the line glyph for the i-th cell of a path: the way the path
// runs through it, from the cell before to the cell after; a turn between
// across and down is a rounded corner.
func stroke(pts []pt, i int) rune {
	if len(pts) < 2 {
		return '─'
	}
	in, out := step(pts, i, i-1), step(pts, i+1, i)
	if i == 0 {
		in = out
	}
	if i == len(pts)-1 {
		out = in
	}
	if in != out && (in.x == 0) != (out.x == 0) && (in.y == 0) != (out.y == 0) {
		// A turn from one axis to the other: the corner's open sides are
		// where the path came from and where it goes.
		from, to := pt{-in.x, -in.y}, out
		up := from.y < 0 || to.y < 0
		left := from.x < 0 || to.x < 0
		switch {
		case up && left:
			return '╯'
		case up:
			return '╰'
		case left:
			return '╮'
		}
		return '╭'
	}
	d := in
	switch {
	case d.y == 0:
		return '─'
	case d.x == 0:
		return '│'
	case (d.x > 0) == (d.y > 0):
		return '╲'
	}
	return '╱'
}

// step is the move from pts[j] to pts[i], zero outside the path.
func step(pts []pt, i, j int) pt {
	if i < 0 || j < 0 || i >= len(pts) || j >= len(pts) {
		return pt{}
	}
	return pt{pts[i].x - pts[j].x, pts[i].y - pts[j].y}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// fits tells whether n cells fit at x,y without covering a name box, a
// piece already laid this frame or, unless overPaths, a path.
func (m *mapLayer) fits(taken []bool, x, y, n int, overPaths bool) bool {
	if x < 0 || x+n > m.w || y < 0 || y >= m.h-m.notes {
		return false
	}
	for i := x; i < x+n; i++ {
		j := y*m.w + i
		if m.owner[j] != 0 || taken[j] || (!overPaths && m.path[j] != 0) {
			return false
		}
	}
	return true
}
