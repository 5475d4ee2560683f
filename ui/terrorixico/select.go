package terrorixico

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// selection is what the choice under the cursor touches, as the rules say
// (rules.Touch): Places are frontline IDs, Cards card kinds, Seats seats.
type selection = canvas.Touched

var selectionNone = common.Selection{}
