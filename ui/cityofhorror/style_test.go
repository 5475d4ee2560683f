package cityofhorror

import (
	"testing"

	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The screen standard: every look of the board holds 4.5:1 contrast on a
// dark and a light terminal; reversed looks are measured as drawn.
func TestLooksHoldContrastOnDarkAndLight(t *testing.T) {
	canvastest.LooksHoldContrast(t, looks)
}

// Every player colour the wheel names has a look of its own, with its
// letter; a colour the palette does not name still gets one.
func TestEveryWheelColourHasALook(t *testing.T) {
	seen := map[cls]string{}
	for i, c := range []string{"red", "yellow", "green", "blue", "purple", "white"} {
		l := colorLook(c, i)
		if prev, ok := seen[l]; ok {
			t.Errorf("%s and %s share a look", prev, c)
		}
		seen[l] = c
	}
	if l := colorLook("mauve", 7); l < cSeat0 || l > cSeat4 {
		t.Errorf("an unknown colour gets look %d", l)
	}
	if got := canvas.Letters([]string{"red", "yellow", "green", "blue", "purple", "white"}); got[0] != "R" || got[5] != "W" {
		t.Errorf("letters %v", got)
	}
	if got := canvas.Letters([]string{"blue", "black", "brown"}); got[0] != "B" || got[1] != "L" || got[2] != "R" {
		t.Errorf("letters of clashing colours %v", got)
	}
}
