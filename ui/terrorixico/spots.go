package terrorixico

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots (canvas.Spot): what At finds under the mouse, a frontline.
const (
	mEnd  cls = 190 // ends the line before it
	mLine cls = 191 // mLine+i is frontline i of the view
)

// lineSpot starts frontline i; no spot (mEnd) when the index cannot be
// named.
func lineSpot(i int) seg { return canvas.IndexSpot(mLine, i, mEnd) }

// At is the frontline drawn at column x, row y of page of the same Render:
// its ID ("range") on its wall or inside its box; "" elsewhere.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := layout.Page(b.frame(v, common.Selection{}), b.plan(w, h), page, w, h)
	return canvas.SpotAt(rows, w, x, y, mEnd, func(m cls) string {
		if i := int(m - mLine); i < len(v.Lines) {
			return v.Lines[i].Line
		}
		return ""
	})
}
