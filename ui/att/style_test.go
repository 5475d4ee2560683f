package att

import (
	"testing"

	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The screen standard: every look of the board holds 4.5:1 contrast on a
// dark and a light terminal, in colours from the palette (adaptive), none
// faint; reversed looks are measured as drawn.
func TestLooksHoldContrastOnDarkAndLight(t *testing.T) {
	ls := looks(canvastest.Color())
	if len(ls) < 10 {
		t.Fatalf("only %d looks", len(ls))
	}
	for i, s := range ls {
		if err := common.CheckContrast(s); err != nil {
			t.Errorf("look %d: %v", i, err)
		}
	}
}
