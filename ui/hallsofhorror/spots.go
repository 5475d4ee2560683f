package hallsofhorror

import (
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
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

// cellID is the room At finds at a spot of room i of the grid (Board.At):
// its cell ID ("r2c3") anywhere inside its frame in the house, or on its
// name in the text; "" when v has no room i.
func cellID(v *rh.View, i int) string {
	if i < len(v.Grid) {
		return v.Grid[i].Cell
	}
	return ""
}
