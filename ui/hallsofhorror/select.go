package hallsofhorror

import (
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// selection is what the choice under the cursor touches (canvas.Touched):
// Places are cell IDs ("r2c3"), Seats seat numbers, Cards item, card or
// participant IDs.
type selection = canvas.Touched

var selectionNone = common.Selection{}
