// Package horrified draws a Horrified game: the village map with everyone on
// it, the terror track, the monster deck, the monsters' tasks, the heroes'
// hands and the villagers, in whatever room the game screen gives it. It also
// says the same state in plain words for the line mode and screen readers.
//
// Color is never the only signal: brackets say what a space is and means
// (»reachable«, ▶selected◀, ≈water≈), letters say item colors (R4 Torch),
// glyphs mark monsters (☠D), frenzy (!), the current hero (▸) and coffins (⚰).
package horrified

import (
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

	mu   sync.Mutex
	maps map[[2]int]*mapLayer // static map layers by map width and height
}

var _ common.Board = (*Board)(nil)

// NewBoard makes the drawing for the village in c.
func NewBoard(c *bh.Content) *Board {
	if c == nil {
		c = &bh.Content{}
	}
	b := &Board{c: c, names: make(map[string]string, len(c.Spaces)),
		maps: map[[2]int]*mapLayer{}, looks: canvas.NewPalettes(looks)}
	for _, s := range c.Spaces {
		b.names[s.ID] = s.Name
	}
	return b
}

// MinSize is the smallest room the board is drawn in with all its parts.
// Smaller rooms still get a cut-down drawing that never overflows.
func (b *Board) MinSize() (int, int) { return 100, 30 }

// layer returns the static map for a size, building it once.
func (b *Board) layer(w, h int) *mapLayer {
	b.mu.Lock()
	defer b.mu.Unlock()
	k := [2]int{w, h}
	if m, ok := b.maps[k]; ok {
		return m
	}
	if len(b.maps) >= 8 { // a window being dragged: keep the cache small
		clear(b.maps)
	}
	m := buildMap(b.c, w, h)
	b.maps[k] = m
	return m
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

// Render draws view in w x h cells: a turn line on top, the map with the
// monsters and villagers under it, and the tracks and heroes on the right.
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

	if w < 60 || h < 16 {
		// Too small for a map: the words, cut to the room.
		return canvas.Draw(canvas.AppendText([]line{f.banner()}, b.Describe(v), h), w, lk)
	}

	var sb strings.Builder
	sb.Grow(w * h * 2)

	sw := min(max(w/3, 28), 44)
	if w >= 140 {
		sw = 46
	}
	mw := w - sw - 1
	body := h - 1

	// Under the map: the monsters, villagers, the defeated heroes, a legend.
	// Short screens get one line per monster and no legend.
	// The villagers and the items lying about go to the side column when
	// the heroes leave room there.
	side := f.side(sw, body)
	vill := f.villagerLines(sw)
	villSide := len(side)+len(vill) <= body
	if villSide {
		side = append(side, vill...)
	}
	if items := f.itemLines(sw); len(side)+len(items) <= body {
		side = append(side, items...)
	}
	under := f.under(mw, false, true, !villSide)
	if body-len(under) < 22 {
		under = f.under(mw, true, body-len(under) >= 26, !villSide)
	}
	if maxUnder := body - 12; len(under) > maxUnder {
		under = under[:max(maxUnder, 0)]
	}
	mh := body - len(under)

	m := b.layer(mw, mh)
	cells := f.overlay(m)

	f.banner().Write(&sb, w, lk)
	for r := 0; r < body; r++ {
		sb.WriteByte('\n')
		if r < mh {
			writeCells(&sb, cells[r*mw:(r+1)*mw], lk)
		} else {
			under[r-mh].Write(&sb, mw, lk)
		}
		sb.WriteByte(' ')
		if r < len(side) {
			side[r].Write(&sb, sw, lk)
		} else {
			line(nil).Write(&sb, sw, lk)
		}
	}
	return sb.String()
}

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
