package terrorixico

import (
	rt "github.com/hauntgames/haunt/rules/terrorixico"
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

// lineID is the frontline At finds at a spot of frontline i (Board.At):
// its ID ("range") on its wall or inside its box; "" when v has no
// frontline i.
func lineID(v *rt.View, i int) string {
	if i < len(v.Lines) {
		return v.Lines[i].Line
	}
	return ""
}
