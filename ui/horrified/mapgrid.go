package horrified

import (
	"sort"

	bh "github.com/hauntgames/haunt/boards/horrified"
)

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
	ax    int    // the column paths aim at (the middle of the box)
	x, y  int    // first column and row of the name box
	name  string // the name as it fits (maybe shortened)
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

// mapLayer is the part of the map that only depends on the size: paths and
// name boxes. Board keeps one per size so a frame only copies it and lays
// the game on top.
type mapLayer struct {
	w, h     int
	base     []cell
	reserved []bool // cells of name boxes: pieces never cover them
	nodes    []node
	index    map[string]int
	edges    map[edge][]pt // the visible cells of each path, first space to second
}

// buildMap lays the village out in w x h cells.
func buildMap(c *bh.Content, w, h int) *mapLayer {
	m := &mapLayer{
		w: w, h: h,
		base:     make([]cell, w*h),
		reserved: make([]bool, w*h),
		index:    make(map[string]int, len(c.Spaces)),
		edges:    make(map[edge][]pt, len(c.LitPaths)+len(c.WaterPaths)),
	}
	for i := range m.base {
		m.base[i] = cell{' ', cNone}
	}
	if w <= 0 || h <= 0 || len(c.Spaces) == 0 {
		return m
	}
	minX, maxX, minY, maxY := c.Spaces[0].X, c.Spaces[0].X, c.Spaces[0].Y, c.Spaces[0].Y
	for _, s := range c.Spaces {
		minX, maxX = min(minX, s.X), max(maxX, s.X)
		minY, maxY = min(minY, s.Y), max(maxY, s.Y)
	}
	// Leave half of a typical box at each side so the edge spaces' names
	// keep their place, and the last row for what stands on the lowest ones.
	const pad = 4
	scale := func(v, lo, hi, from, to int) int {
		if hi == lo || to <= from {
			return from
		}
		return from + ((v-lo)*(to-from)*2+(hi-lo))/((hi-lo)*2)
	}
	for _, s := range c.Spaces {
		n := node{id: s.ID, water: s.Water, name: s.Name}
		n.ax = scale(s.X, minX, maxX, min(pad, w/2), max(w-1-pad, w/2))
		n.y = scale(s.Y, minY, maxY, 0, max(h-2, 0))
		m.index[s.ID] = len(m.nodes)
		m.nodes = append(m.nodes, n)
	}
	m.fitNames()

	// Paths first, names over them.
	draw := func(paths [][2]string, water bool) {
		for _, p := range paths {
			ia, oka := m.index[p[0]]
			ib, okb := m.index[p[1]]
			if !oka || !okb {
				continue
			}
			a, b := m.nodes[ia], m.nodes[ib]
			pts := linePts(a.end(b), b.end(a))
			var vis []pt
			for i, q := range pts {
				if q.x < 0 || q.y < 0 || q.x >= w || q.y >= h {
					continue
				}
				r := '~'
				look := cWater
				if !water {
					r, look = stroke(pts, i), cLit
				}
				m.base[q.y*w+q.x] = cell{r, look}
				vis = append(vis, q)
			}
			if mkEdge(p[0], p[1]).a != p[0] {
				for i, j := 0, len(vis)-1; i < j; i, j = i+1, j-1 {
					vis[i], vis[j] = vis[j], vis[i]
				}
			}
			m.edges[mkEdge(p[0], p[1])] = vis
		}
	}
	draw(c.WaterPaths, true)
	draw(c.LitPaths, false)

	for _, n := range m.nodes {
		look := cLabel
		if n.water {
			look = cWaterLabel
		}
		open, shut := brackets(n.water, false, false)
		m.put(n.x, n.y, string(open)+n.name+string(shut), look)
		for i := 0; i < n.lw; i++ {
			if x := n.x + i; x < w {
				m.reserved[n.y*w+x] = true
			}
		}
	}
	// A path's visible cells are the ones no name box covers.
	for k, pts := range m.edges {
		vis := pts[:0]
		for _, q := range pts {
			if !m.reserved[q.y*w+q.x] {
				vis = append(vis, q)
			}
		}
		m.edges[k] = vis
	}
	return m
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
			names[k] = []rune(m.nodes[i].name)
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
	for i := range m.nodes {
		n := &m.nodes[i]
		n.ax = min(max(n.ax, n.x), n.x+n.lw-1)
	}
}

// linePts are the cells from a to b (Bresenham).
func linePts(a, b pt) []pt {
	dx, dy := abs(b.x-a.x), -abs(b.y-a.y)
	sx, sy := 1, 1
	if a.x > b.x {
		sx = -1
	}
	if a.y > b.y {
		sy = -1
	}
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

// end is where a path toward o leaves n's name box: from its side when the
// path runs flat, else from the row above or below, under the box's corner
// on o's side. Paths to different neighbours so start apart instead of
// piling on one cell, and the middle under the name stays for the pieces.
func (n node) end(o node) pt {
	dx, dy := o.ax-n.ax, o.y-n.y
	right, left := n.x+n.lw-1, n.x
	if abs(dx) >= 3*abs(dy) || dy == 0 {
		switch {
		case o.ax > right:
			return pt{right + 1, n.y}
		case o.ax < left:
			return pt{left - 1, n.y}
		}
	}
	step := 1
	if dy < 0 {
		step = -1
	}
	return pt{min(max(o.ax, left), right), n.y + step}
}

// stroke is the line glyph for the i-th cell of a path: the way the path
// runs through it, from the cell before to the cell after.
func stroke(pts []pt, i int) rune {
	if len(pts) < 2 {
		return '─'
	}
	// The step into this cell, or out of it for the first one.
	var d pt
	if i > 0 {
		d = pt{pts[i].x - pts[i-1].x, pts[i].y - pts[i-1].y}
	} else {
		d = pt{pts[1].x - pts[0].x, pts[1].y - pts[0].y}
	}
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

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// free tells whether n cells fit at x,y without covering a name box or a
// piece already laid this frame.
func (m *mapLayer) free(taken []bool, x, y, n int) bool {
	if x < 0 || x+n > m.w || y < 0 || y >= m.h {
		return false
	}
	for i := x; i < x+n; i++ {
		if m.reserved[y*m.w+i] || taken[y*m.w+i] {
			return false
		}
	}
	return true
}
