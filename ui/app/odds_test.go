package app

import (
	"strings"
	"testing"
)

// Horrified's Odds pane shows the forecast of the next monster phase during
// a hero phase, and works it out again once an answer changes the game.
func TestTheOddsPaneForecastsTheMonsterPhase(t *testing.T) {
	h := horrifiedHarness(t, 120, 40)
	h.pane("Odds")
	v := h.view()
	for _, want := range []string{"If the hero phase ended now", "played out 2000 times", "Terror rises", "Mayor"} {
		if !strings.Contains(v, want) {
			t.Fatalf("the Odds pane lacks %q:\n%s", want, v)
		}
	}
	g := h.game()
	first := g.odds.text
	if first == "" {
		t.Fatal("the pane kept no forecast")
	}
	// The same game: the same forecast, kept.
	h.keys("j")
	if g.odds.text != first {
		t.Fatal("a cursor key changed the forecast")
	}
	h.keys("enter")
	h.view()
	if len(g.odds.log) != g.s.Match.Len() {
		t.Fatalf("after an answer the pane kept the forecast of %d answers, the game has %d", len(g.odds.log), g.s.Match.Len())
	}
}
