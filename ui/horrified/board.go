// Package horrified draws a Horrified game: the village map with everyone on
// it, the terror track, the monster deck and the card in play, the monsters'
// tasks, the heroes' hands and the villagers, in whatever room the game
// screen gives it, on as many pages as a small room needs (pages.go). It
// teaches the game from the screen (Reference, Explain) and says the same
// state in plain words for the line mode and screen readers (Describe).
//
// Color is never the only signal: brackets say what a space is and means
// (»reachable«, ▶selected◀, ≈water≈), letters say item colors (R4 Torch),
// glyphs mark monsters (☠D), frenzy (!), the current hero (▸) and coffins (⚰).
package horrified

import (
	"slices"
	"strings"
	"sync"

	bh "github.com/hauntgames/haunt/boards/horrified"
	rh "github.com/hauntgames/haunt/rules/horrified"

	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Board draws Horrified views. It is safe for use by several screens at
// once (an SSH server shares it between connections).
type Board struct {
	c     *bh.Content
	names map[string]string // space ID -> name
	looks *canvas.Palettes

	// busiest is the table the page plans are chosen to hold (see plan).
	busiest *frame

	maps  canvas.SizeCache[*mapLayer] // static map layers by map width and height
	plans canvas.SizeCache[plan]      // page plans by board width and height
}

var _ common.Board = (*Board)(nil)

// NewBoard makes the drawing for the village in c.
func NewBoard(c *bh.Content) *Board {
	if c == nil {
		c = &bh.Content{}
	}
	b := &Board{c: c, names: make(map[string]string, len(c.Spaces)),
		maps: canvas.SizeCache[*mapLayer]{Most: 8}, looks: canvas.NewPalettes(looks)}
	for _, s := range c.Spaces {
		b.names[s.ID] = s.Name
	}
	b.busiest = b.frame(busiest(c), common.Selection{})
	return b
}

// MinSize is the smallest terminal the game plays in fully: 80x24, whose
// board pane (80x19 or a little less) still draws every page whole.
func (b *Board) MinSize() (int, int) { return 80, 24 }

// layer returns the static map for a size, building it once.
func (b *Board) layer(w, h int) *mapLayer {
	return b.maps.Get(w, h, func() *mapLayer { return buildMap(b.c, w, h) })
}

// asView accepts the view as a value or a pointer.
func asView(view any) (*rh.View, bool) { return canvas.ViewOf[rh.View](view) }

func notAView(view any) string {
	return canvas.CannotDraw("horrified", "a horrified View", view)
}

// name is a space's name for people.
func (b *Board) name(id string) string {
	if n, ok := b.names[id]; ok {
		return n
	}
	return id
}

// Render draws page of view in w x h cells: the turn line on top, then the
// page's map, the words under the map and its text columns.
func (b *Board) Render(c *common.Common, view any, sel common.Selection, page, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	lk := b.looks.For(c)
	v, ok := asView(view)
	if !ok {
		return canvas.Message(notAView(view), cBad, w, lk)
	}
	f := b.frame(v, sel)
	p := b.plan(w, h)
	if p.words {
		// Too small for a map: the words, cut to the room.
		return canvas.Draw(canvas.AppendText([]line{f.banner(w)}, b.Describe(v), h), w, lk)
	}
	pg := p.pageOf(page)
	var cols []placedCol
	if len(pg.cols) > 0 { // a map page with no columns needs no text
		cols = f.flow(p)[p.index(page)]
	}

	var cells []cell
	var m *mapLayer
	if pg.mapR.w > 0 {
		m = b.layer(pg.mapR.w, pg.mapR.h)
		buf := cellBufs.Get().(*[]cell)
		defer cellBufs.Put(buf)
		cells = f.overlay(m, nil, *buf)
		*buf = cells
	}
	// The page's parts, left to right: each writes its row y.
	type area struct {
		r    rect
		draw func(y int)
	}
	var sb strings.Builder
	sb.Grow(w * h * 3)
	var areas []area
	if m != nil {
		areas = append(areas, area{pg.mapR, func(y int) {
			r := y - pg.mapR.y
			writeCells(&sb, cells[r*m.w:(r+1)*m.w], lk)
		}})
	}
	textArea := func(r rect, lines []line) area {
		return area{r, func(y int) {
			var l line
			if i := y - r.y; i < len(lines) {
				l = lines[i]
			}
			l.Write(&sb, r.w, lk)
		}}
	}
	if pg.strip.h > 0 {
		areas = append(areas, textArea(pg.strip, f.strip(pg.strip.w, pg.strip.h)))
	}
	for _, col := range cols {
		areas = append(areas, textArea(col.r, col.lines))
	}
	slices.SortFunc(areas, func(a, b area) int { return a.r.x - b.r.x })

	f.banner(w).Write(&sb, w, lk)
	for y := 1; y < h; y++ {
		sb.WriteByte('\n')
		x := 0
		for _, a := range areas {
			if y < a.r.y || y >= a.r.y+a.r.h {
				continue
			}
			sb.WriteString(canvas.Spaces(a.r.x - x))
			a.draw(y)
			x = a.r.x + a.r.w
		}
		sb.WriteString(canvas.Spaces(w - x))
	}
	return sb.String()
}

// At is the space drawn at column x, row y of the same Render: a space's
// name or what stands under it on the map.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok {
		return ""
	}
	p := b.plan(w, h)
	if p.words {
		return ""
	}
	pg := p.pageOf(page)
	if pg.mapR.w == 0 || !pg.mapR.has(x, y) {
		return ""
	}
	m := b.layer(pg.mapR.w, pg.mapR.h)
	mx, my := x-pg.mapR.x, y-pg.mapR.y
	if n := m.boxAt(mx, my); n >= 0 {
		return m.nodes[n].id
	}
	at := make([]int16, len(m.base))
	b.frame(v, common.Selection{}).overlay(m, at, nil)
	if n := at[my*m.w+mx]; n > 0 {
		return m.nodes[n-1].id
	}
	return ""
}

// cellBufs holds the map's cells between draws: one board draws for every
// player of a server, at every key, and the map alone is thousands of
// cells.
var cellBufs = sync.Pool{New: func() any { return new([]cell) }}

// writeCells writes one map row, one escape pair per run of a look.
func writeCells(sb *strings.Builder, row []cell, lk *canvas.Palette) {
	for i := 0; i < len(row); {
		j := i
		c := row[i].c
		pre, suf := lk.Wrap(c)
		sb.WriteString(pre)
		for ; j < len(row) && row[j].c == c; j++ {
			sb.WriteRune(row[j].r)
		}
		sb.WriteString(suf)
		i = j
	}
}
