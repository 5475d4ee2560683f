package cityofhorror

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots (canvas.Spot): what At finds under the mouse, a location.
const (
	mEnd cls = 200 // ends the location before it
	mLoc cls = 201 // mLoc+i is location i of the view
)

// locSpot starts location i; no spot (mEnd) when the index cannot be
// named.
func locSpot(i int) seg { return canvas.IndexSpot(mLoc, i, mEnd) }

// At is the location drawn at column x, row y of page of the same Render:
// anywhere in its frame on the town, or its name in the text; "" elsewhere.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := layout.Page(b.frame(v, common.Selection{}), b.plan(w, h), page, w, h)
	return canvas.SpotAt(rows, w, x, y, mEnd, func(m cls) string {
		if i := int(m - mLoc); i < len(v.Locations) {
			return v.Locations[i].ID
		}
		return ""
	})
}
