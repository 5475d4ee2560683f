package hallsofhorror

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots: what At finds under the mouse. A spot is an empty run whose look
// names a room of the grid. It draws nothing and takes no room, so the
// runs after it, up to the next spot or the end of the row, show that
// room: the drawing carries its own map, whatever the layout did with the
// lines, and At reads it off the same layout Render draws.
const (
	mEnd  cls = 190 // ends the room before it
	mCell cls = 191 // mCell+i is room i of the view's grid
)

// spot is the empty run that starts (or with mEnd ends) a place.
func spot(m cls) seg { return seg{"", m} }

// cellSpot starts room i of the grid; no spot (mEnd) when the index cannot
// be named.
func cellSpot(i int) seg {
	if i < 0 || i >= 255-int(mCell) {
		return spot(mEnd)
	}
	return spot(mCell + cls(i))
}

// isSpot reports whether s is a spot rather than drawn text.
func isSpot(s seg) bool { return s.Text == "" && s.Look >= mEnd }

// At is the room drawn at column x, row y of page of the same Render: its
// cell ID ("r2c3") anywhere inside its frame in the house, or on its name
// in the text; "" elsewhere.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := b.frame(v, common.Selection{}).page(b.plan(w, h), page, w, h)
	if y >= len(rows) {
		return ""
	}
	at, cur := 0, ""
	for _, s := range rows[y].Fit(w) {
		if isSpot(s) {
			cur = ""
			if i := int(s.Look - mCell); s.Look >= mCell && i < len(v.Grid) {
				cur = v.Grid[i].Cell
			}
			continue
		}
		n := canvas.Width(s.Text)
		if x < at+n {
			return cur
		}
		at += n
	}
	return ""
}
