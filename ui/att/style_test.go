package att

import (
	"testing"

	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The screen standard: every look of the board holds 4.5:1 contrast on a
// dark and a light terminal; reversed looks are measured as drawn.
func TestLooksHoldContrastOnDarkAndLight(t *testing.T) {
	canvastest.LooksHoldContrast(t, looks)
}
