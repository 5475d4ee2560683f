package cityofhorror

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Spots: what At finds under the mouse. A spot is an empty run whose look
// names a location. It draws nothing and takes no room, so the runs after
// it, up to the next spot or the end of the row, show that location: the
// drawing carries its own map, whatever the layout did with the lines, and
// At reads it off the same layout Render draws.
const (
	mEnd cls = 200 // ends the location before it
	mLoc cls = 201 // mLoc+i is location i of the view
)

// spot is the empty run that starts (or with mEnd ends) a place.
func spot(m cls) seg { return seg{"", m} }

// locSpot starts location i; no spot (mEnd) when the index cannot be
// named.
func locSpot(i int) seg {
	if i < 0 || i >= 255-int(mLoc) {
		return spot(mEnd)
	}
	return spot(mLoc + cls(i))
}

// isSpot reports whether s is a spot rather than drawn text.
func isSpot(s seg) bool { return s.Text == "" && s.Look >= mEnd }

// At is the location drawn at column x, row y of page of the same Render:
// anywhere in its frame on the town, or its name in the text; "" elsewhere.
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
			if i := int(s.Look - mLoc); s.Look >= mLoc && i < len(v.Locations) {
				cur = v.Locations[i].ID
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
