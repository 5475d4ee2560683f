package pageflow

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Board is the part of a game's board (common.Board) that is the same for
// every game laid out by pageflow: it takes the view as a value or a
// pointer, chooses the pages of each size once for the busiest table, and
// draws, describes and finds the places on one view's pages. A game's
// Board embeds it, fills it in when it is made, and draws the rest. It is
// safe for use by several screens at once (an SSH server shares it between
// connections).
type Board[V any, B comparable] struct {
	// Game names the board in what it says of a value that is not its
	// view ("cityofhorror"), and Want the view it wants ("a City of
	// Horror View"); Bad is the look it says it in.
	Game, Want string
	Bad        canvas.Look
	// Looks are the game's looks for each terminal, Title the look of the
	// headings of what it teaches (Teach).
	Looks *canvas.Palettes
	Title canvas.Look
	// Busiest is the table the page plans are chosen to hold.
	Busiest *V
	// Table is the table view v draws with sel under the cursor: the
	// game's frame.
	Table func(v *V, sel common.Selection) Table[B]
	// Forms is how many forms the map comes in (Layout.Forms). End is the
	// game's spot look that ends a place: every row of a text column ends
	// with it (Layout.End), and At finds no place after it. Spots is the
	// spot look of place 0 of the map (canvas.IndexSpot); Place is the ID
	// of place i of v, "" when v has no such place.
	Forms      int
	End, Spots canvas.Look
	Place      func(v *V, i int) string

	plans canvas.SizeCache[Plan[B]] // page plans by board width and height
}

// layout lays the tables out.
func (b *Board[V, B]) layout() Layout[B] { return Layout[B]{Forms: b.Forms, End: canvas.Spot(b.End)} }

// MinSize is the smallest terminal the game plays in with every part of
// the table on some page: 80x24, whose board pane is 80x19 or a little
// less.
func (b *Board[V, B]) MinSize() (int, int) { return 80, 24 }

// ViewOf accepts the view as a value or a pointer.
func (b *Board[V, B]) ViewOf(view any) (*V, bool) { return canvas.ViewOf[V](view) }

// NotAView says that view is not the game's view.
func (b *Board[V, B]) NotAView(view any) string { return canvas.CannotDraw(b.Game, b.Want, view) }

// Pages names the pages of the board at w x h.
func (b *Board[V, B]) Pages(w, h int) []string { return b.plan(w, h).Names() }

// plan is the pages for w x h: the first candidate that holds the busiest
// table, chosen once per size.
func (b *Board[V, B]) plan(w, h int) Plan[B] {
	return b.plans.Get(w, h, func() Plan[B] { return b.layout().Choose(b.Table(b.Busiest, common.Selection{}), w, h) })
}

// Render draws one page of view in w x h cells: the banner on top, then
// what the page holds.
func (b *Board[V, B]) Render(c *common.Common, view any, sel common.Selection, page, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	p := b.Looks.For(c)
	v, ok := b.ViewOf(view)
	if !ok {
		return canvas.Message(b.NotAView(view), b.Bad, w, p)
	}
	return canvas.Draw(b.layout().Page(b.Table(v, sel), b.plan(w, h), page, w, h), w, p)
}

// Describe says the view in plain sentences, one subject per line, for the
// line mode and screen readers (the table's Describe): no escape codes, no
// glyphs that need seeing.
func (b *Board[V, B]) Describe(view any) string {
	v, ok := b.ViewOf(view)
	if !ok {
		return b.NotAView(view)
	}
	return b.Table(v, common.Selection{}).Describe()
}

// At is the place drawn at column x, row y of page of the same Render, as
// Place names it: the spots of the drawing say which (canvas.SpotAt); ""
// elsewhere.
func (b *Board[V, B]) At(view any, page, w, h, x, y int) string {
	v, ok := b.ViewOf(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := b.layout().Page(b.Table(v, common.Selection{}), b.plan(w, h), page, w, h)
	return canvas.SpotAt(rows, w, x, y, b.End, func(m canvas.Look) string {
		return b.Place(v, int(m-b.Spots))
	})
}

// Teach is what the game's Reference and Explain say of view, as write
// writes it for them: prose at most width cells wide, wrapped, never cut,
// drawn in c's looks; "" when write says nothing.
func (b *Board[V, B]) Teach(c *common.Common, view any, width int, write func(v *V, t *canvas.Prose)) string {
	v, ok := b.ViewOf(view)
	if !ok {
		return b.NotAView(view)
	}
	t := canvas.NewProse(width, b.Title)
	write(v, t)
	return t.Draw(b.Looks.For(c))
}

// Untitled appends a block's units to t without the block's title (the
// first line of its first unit): the reference says what a block of the
// pages says, under a heading of its own.
func Untitled(t *canvas.Prose, units []Unit) {
	for k, u := range units {
		if k == 0 {
			u = u[1:] // its title
		}
		t.Lines = append(t.Lines, u...)
	}
}
