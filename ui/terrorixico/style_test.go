package terrorixico

import (
	"testing"

	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The screen standard: every look of the board holds 4.5:1 contrast on a
// dark and a light terminal; reversed looks are measured as drawn.
func TestLooksHoldContrastOnDarkAndLight(t *testing.T) {
	canvastest.LooksHoldContrast(t, looks)
}

// Each seat has a deck colour and a letter of its own: the players'
// initials, red, green, blue and yellow in seat order.
func TestEverySeatHasItsLookAndLetter(t *testing.T) {
	f := NewBoard(nil).frame(ptr(busy()), selectionNone)
	seen := map[string]bool{}
	for s, l := range f.letter {
		if seen[l] {
			t.Errorf("two seats share the letter %s", l)
		}
		seen[l] = true
		if seatLookOf(s) != cSeat0+cls(s) {
			t.Errorf("seat %d has look %d", s, seatLookOf(s))
		}
	}
	if got := f.letter; got[0] != "A" || got[1] != "B" || got[2] != "C" || got[3] != "D" {
		t.Errorf("letters %v, want the players' initials A B C D", got)
	}
	for s, want := range []string{"red", "green", "blue", "yellow"} {
		if deckOf(s) != want {
			t.Errorf("seat %d's deck is %s, want %s", s, deckOf(s), want)
		}
	}
}
