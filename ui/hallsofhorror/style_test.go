package hallsofhorror

import (
	"testing"

	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The screen standard: every look of the board holds 4.5:1 contrast on a
// dark and a light terminal; reversed looks are measured as drawn.
func TestLooksHoldContrastOnDarkAndLight(t *testing.T) {
	canvastest.LooksHoldContrast(t, looks)
}

// Each seat has a look and a letter of its own: the participants' initials.
func TestEverySeatHasItsLookAndLetter(t *testing.T) {
	f := NewBoard(nil).frame(ptr(busy()), selectionNone)
	seen := map[string]bool{}
	for s, l := range f.letter {
		if seen[l] {
			t.Errorf("two seats share the letter %s", l)
		}
		seen[l] = true
		if seatLookOf(s) < cSeat0 || seatLookOf(s) > cSeat4 {
			t.Errorf("seat %d has look %d", s, seatLookOf(s))
		}
	}
	if got := f.letter; got[0] != "B" || got[1] != "M" || got[2] != "I" || got[3] != "Z" {
		t.Errorf("letters %v, want the participants' initials B M I Z", got)
	}
}
