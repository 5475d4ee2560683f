package cityofhorror

import (
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
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

// locationID is the location At finds at a spot of location i (Board.At):
// anywhere in its frame on the town, or its name in the text; "" when v
// has no location i.
func locationID(v *rc.View, i int) string {
	if i < len(v.Locations) {
		return v.Locations[i].ID
	}
	return ""
}
