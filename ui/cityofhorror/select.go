package cityofhorror

import "github.com/hauntgames/haunt/ui/components/canvas"

// selection is what the choice under the cursor touches (canvas.Touched):
// Places are location IDs, Seats seat numbers, Cards character IDs.
type selection = canvas.Touched
