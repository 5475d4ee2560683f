package att

import (
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots (canvas.Spot): what At finds under the mouse, a place as
// rules.Touch.Places names it.
const (
	mEnd     cls = 200 + iota // ends the place before it
	mMap                      // the Map token (ra.PlaceMap)
	mOld                      // the Old Stock's top card (ra.PlaceOldStock)
	mRumours                  // the Rumours pile (ra.PlaceRumours)
	mPost                     // Trading Post slot i is mPost+i (ra.PostPlace)
)

// mLoc+i is location i of the view.
const mLoc = mPost + 16

// locSpot and postSpot start location i and Trading Post slot i; no spot
// (mEnd) when the index cannot be named.
func locSpot(i int) seg { return canvas.IndexSpot(mLoc, i, mEnd) }

func postSpot(i int) seg {
	if i < 0 || i >= int(mLoc-mPost) {
		return canvas.Spot(mEnd)
	}
	return canvas.Spot(mPost + cls(i))
}

// spotPlace is the place a spot's look names in v, "" for none.
func spotPlace(v *ra.View, m cls) string {
	switch {
	case m == mMap:
		return ra.PlaceMap
	case m == mOld:
		return ra.PlaceOldStock
	case m == mRumours:
		return ra.PlaceRumours
	case m >= mLoc:
		if i := int(m - mLoc); i < len(v.Locations) {
			return v.Locations[i].ID
		}
	case m >= mPost:
		return ra.PostPlace(int(m - mPost))
	}
	return ""
}

// At is the place drawn at column x, row y of page of the same Render: a
// location's box or heading, a Trading Post slot, the Old Stock, the
// Rumours pile or the Map token; "" elsewhere.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := newFrame(v, common.Selection{}).layout(pageOf(page, w, h), w, h)
	return canvas.SpotAt(rows, w, x, y, mEnd, func(m cls) string { return spotPlace(v, m) })
}
