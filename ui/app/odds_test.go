package app

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Horrified's Odds pane shows the forecast of the next monster phase during
// a hero phase, worked out off the screen's goroutine (it says so
// meanwhile), and works it out again once an answer changes the game.
func TestTheOddsPaneForecastsTheMonsterPhase(t *testing.T) {
	// Work that has not come back yet: the pane says it is coming.
	waiting := horrifiedHarness(t, 120, 40)
	waiting.pane("Odds")
	contains(t, waiting.view(), "Working out the odds…")

	// The harness does the work before the next key.
	h := horrifiedHarnessWith(t, 120, 40, runWork)
	g := h.game()
	h.pane("Odds")
	v := h.view()
	for _, want := range []string{"If the hero phase ended now", "played out 2000 times", "Terror rises", "Mayor"} {
		if !strings.Contains(v, want) {
			t.Fatalf("the Odds pane lacks %q:\n%s", want, v)
		}
	}
	first := g.odds.text
	if first == "" {
		t.Fatal("the pane kept no forecast")
	}
	// The same game: the same forecast, kept, and nothing asked again.
	h.keys("j")
	if g.odds.text != first || g.foresee() != nil {
		t.Fatal("a cursor key changed the forecast or asked for another")
	}
	// An answer makes it stale: the pane asks for and shows those of the
	// new game.
	h.keys("enter")
	h.view()
	if !g.odds.have || len(g.odds.log) != g.s.Match.Len() {
		t.Fatalf("after an answer the pane has the forecast of %d answers, the game has %d", len(g.odds.log), g.s.Match.Len())
	}
}

// A forecast that comes back after the game moved on is not shown: the
// pane asks for the game as it is now, and shows that one when it comes.
func TestAStaleForecastIsNotShown(t *testing.T) {
	var held []tea.Cmd // the work asked for, not yet done
	h := horrifiedHarnessWith(t, 120, 40, func(work tea.Cmd) tea.Cmd { held = append(held, work); return nil })
	g := h.game()
	h.pane("Odds")
	h.keys("enter")
	if len(held) != 2 {
		t.Fatalf("%d forecasts asked for, want one for the game before the answer and one after", len(held))
	}
	h.send(held[0]()) // the forecast of the game before the answer comes back late
	if g.odds.have {
		t.Fatal("the forecast of the game before the answer is kept")
	}
	contains(t, h.view(), "Working out the odds…")
	if len(held) != 2 {
		t.Fatal("the late forecast asked again for one already coming")
	}
	h.send(held[1]())
	if !g.odds.have || len(g.odds.log) != g.s.Match.Len() {
		t.Fatalf("the pane has the forecast of %d answers, the game has %d", len(g.odds.log), g.s.Match.Len())
	}
	lacks(t, h.view(), "Working out the odds…")
}
