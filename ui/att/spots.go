package att

import (
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots: what At finds under the mouse. A spot is an empty run whose look
// names a place (as rules.Touch.Places names it). It draws nothing and
// takes no room, so the runs after it, up to the next spot or the end of
// the row, show that place: the drawing carries its own map, whatever the
// layout did with the lines, and At reads it off the same layout Render
// draws.
const (
	mEnd     cls = 200 + iota // ends the place before it
	mMap                      // the Map token (ra.PlaceMap)
	mOld                      // the Old Stock's top card (ra.PlaceOldStock)
	mRumours                  // the Rumours pile (ra.PlaceRumours)
	mPost                     // Trading Post slot i is mPost+i (ra.PostPlace)
)

// mLoc+i is location i of the view.
const mLoc = mPost + 16

// spot is the empty run that starts (or with mEnd ends) a place.
func spot(m cls) seg { return seg{"", m} }

// locSpot and postSpot start location i and Trading Post slot i; no spot
// (mEnd) when the index cannot be named.
func locSpot(i int) seg {
	if i < 0 || i >= 255-int(mLoc) {
		return spot(mEnd)
	}
	return spot(mLoc + cls(i))
}

func postSpot(i int) seg {
	if i < 0 || i >= int(mLoc-mPost) {
		return spot(mEnd)
	}
	return spot(mPost + cls(i))
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

// isSpot reports whether s is a spot rather than drawn text.
func isSpot(s seg) bool { return s.Text == "" && s.Look >= mEnd }

// At is the place drawn at column x, row y of page of the same Render: a
// location's box or heading, a Trading Post slot, the Old Stock, the
// Rumours pile or the Map token; "" elsewhere.
func (b *Board) At(view any, page, w, h, x, y int) string {
	v, ok := asView(view)
	if !ok || x < 0 || y < 0 || y >= h || w <= 0 {
		return ""
	}
	rows := newFrame(v, common.Selection{}).layout(pageOf(page, w, h), w, h)
	if y >= len(rows) {
		return ""
	}
	at, cur := 0, ""
	for _, s := range rows[y].Fit(w) {
		if isSpot(s) {
			cur = spotPlace(v, s.Look)
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
