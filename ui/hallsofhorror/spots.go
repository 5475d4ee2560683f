package hallsofhorror

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots (canvas.Spot): what At finds under the mouse, a room of the grid.
const (
	mEnd  cls = 190 // ends the room before it
	mCell cls = 191 // mCell+i is room i of the view's grid
)

// cellSpot starts room i of the grid; no spot (mEnd) when the index cannot
// be named.
func cellSpot(i int) seg { return canvas.IndexSpot(mCell, i, mEnd) }

// At is the room drawn at column x, row y of page of the same Render: its
// cell ID ("r2c3") anywhere inside its frame in the house, or on its name
// in the text; "" elsewhere.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := layout.Page(b.frame(v, common.Selection{}), b.plan(w, h), page, w, h)
	return canvas.SpotAt(rows, w, x, y, mEnd, func(m cls) string {
		if i := int(m - mCell); i < len(v.Grid) {
			return v.Grid[i].Cell
		}
		return ""
	})
}
