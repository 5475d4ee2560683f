package horrified

import (
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/ui/common"
)

// mapSizes are the map rooms the plans make over the sweep of board sizes.
func mapSizes(t *testing.T, b *Board) map[[2]int][2]int {
	out := map[[2]int][2]int{} // map size -> a board size that draws it on page 0
	for _, sz := range sweep(t) {
		p := b.plan(sz[0], sz[1])
		if p.words {
			continue
		}
		if r := p.pages[0].mapR; r.w > 0 {
			if _, ok := out[[2]int{r.w, r.h}]; !ok {
				out[[2]int{r.w, r.h}] = sz
			}
		}
	}
	return out
}

// No line on the map reads as a path the board does not have. A path's
// cells touch only its two spaces' boxes, run unbroken from one to the
// other, and touch another path only beside a space both of them end at;
// every path of the content is drawn or named under the map; the drawing
// puts path glyphs on no other cell; and no name is shortened.
func TestNoInventedPath(t *testing.T) {
	c := bh.Default()
	b := NewBoard(c)
	for msz, bsz := range mapSizes(t, b) {
		m := buildMap(c, msz[0], msz[1])
		ends := func(e edge) []int { return []int{m.index[e.a], m.index[e.b]} }
		for _, n := range m.nodes {
			if n.name != b.name(n.id) {
				t.Errorf("map %v: %s is shortened to %q", msz, b.name(n.id), n.name)
			}
		}
		near := func(p pt, n int) bool {
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if m.boxAt(p.x+dx, p.y+dy) == n {
						return true
					}
				}
			}
			return false
		}
		notes := ""
		for y := m.h - m.notes; y < m.h; y++ {
			for x := range m.w {
				notes += string(m.base[y*m.w+x].r)
			}
		}
		for _, p := range append(append([][2]string{}, c.LitPaths...), c.WaterPaths...) {
			e := mkEdge(p[0], p[1])
			pts, drawn := m.edges[e]
			if !drawn {
				if !strings.Contains(notes, b.name(p[0])+"─"+b.name(p[1])) {
					t.Errorf("map %v: path %v is neither drawn nor named", msz, p)
				}
				continue
			}
			ab := ends(e)
			if !near(pts[0], ab[0]) || !near(pts[len(pts)-1], ab[1]) {
				t.Errorf("map %v: path %v does not run from box to box: %v", msz, p, pts)
			}
			for i, q := range pts {
				if m.boxAt(q.x, q.y) >= 0 {
					t.Errorf("map %v: path %v runs under a name at %v", msz, p, q)
				}
				if i > 0 && max(abs(q.x-pts[i-1].x), abs(q.y-pts[i-1].y)) != 1 {
					t.Errorf("map %v: path %v is broken at %v", msz, p, q)
				}
				for n := range m.nodes {
					if n != ab[0] && n != ab[1] && near(q, n) {
						t.Errorf("map %v: path %v touches %s at %v", msz, p, m.nodes[n].id, q)
					}
				}
			}
			for f, qts := range m.edges {
				if f == e {
					continue
				}
				shared := []int{}
				for _, s := range ends(f) {
					if s == ab[0] || s == ab[1] {
						shared = append(shared, s)
					}
				}
				for _, q := range pts {
					for _, r := range qts {
						if max(abs(q.x-r.x), abs(q.y-r.y)) > 1 {
							continue
						}
						ok := false
						for _, s := range shared {
							ok = ok || (q == r && near(q, s)) || (q != r && (near(q, s) || near(r, s)))
						}
						if !ok {
							t.Errorf("map %v: paths %v and %v meet at %v/%v away from a space they share", msz, e, f, q, r)
						}
					}
				}
			}
		}
		// The drawing: every path glyph of the map's page is a cell of a
		// drawn path.
		onPath := map[pt]bool{}
		for _, pts := range m.edges {
			for _, q := range pts {
				onPath[q] = true
			}
		}
		pg := b.plan(bsz[0], bsz[1]).pages[0]
		rows := strings.Split(b.Render(plain(), busyGame(), common.Selection{}, 0, bsz[0], bsz[1]), "\n")
		for y := 0; y < m.h-m.notes; y++ {
			r := []rune(rows[pg.mapR.y+y])
			for x := range m.w {
				if strings.ContainsRune("─│╱╲╭╮╰╯~", r[pg.mapR.x+x]) && !onPath[pt{x, y}] {
					t.Errorf("board %v: a path glyph %q off every path at %d,%d", bsz, r[pg.mapR.x+x], x, y)
				}
			}
		}
	}
}

// At the sizes the screen standard names, every path is drawn as a line.
func TestEveryPathDrawnAtPaneSizes(t *testing.T) {
	b := NewBoard(bh.Default())
	for _, sz := range append(paneSizes, [2]int{120, 30}, [2]int{160, 50}, [2]int{200, 60}) {
		for _, pg := range b.plan(sz[0], sz[1]).pages {
			if pg.mapR.w > 0 {
				if m := b.layer(pg.mapR.w, pg.mapR.h); len(m.missing) > 0 {
					t.Errorf("%dx%d: paths only named, not drawn: %v", sz[0], sz[1], m.missing)
				}
			}
		}
	}
}
