package app

import (
	"strings"
	"testing"
)

// forecastNow brings the Odds pane the forecast its command is working on,
// without the harness's limit on how long a command may take: a forecast
// can take longer than that on a busy machine.
func forecastNow(h *harness) {
	h.t.Helper()
	g := h.game()
	cmd := g.foresee()
	if cmd == nil {
		// Asked already by the key that showed the pane: ask again.
		g.odds.asking = false
		if cmd = g.foresee(); cmd == nil {
			return // the pane has the forecast of the game on show
		}
	}
	h.send(cmd())
}

// Horrified's Odds pane shows the forecast of the next monster phase during
// a hero phase, worked out off the screen's goroutine (it says so
// meanwhile), and works it out again once an answer changes the game.
func TestTheOddsPaneForecastsTheMonsterPhase(t *testing.T) {
	h := horrifiedHarness(t, 120, 40)
	g := h.game()
	h.pane("Odds")
	if g.odds.have && len(g.odds.log) == g.s.Match.Len() {
		t.Log("the forecast came back within the harness's wait")
	} else if v := h.view(); !strings.Contains(v, "Working out the odds…") {
		t.Fatalf("the pane does not say the odds are coming:\n%s", v)
	}
	forecastNow(h)
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
	// An answer makes it stale: the pane says the odds are coming, then
	// shows those of the new game.
	h.keys("enter")
	if g.odds.have && len(g.odds.log) != g.s.Match.Len() && !strings.Contains(h.view(), "Working out the odds…") {
		t.Fatal("a stale forecast is on show")
	}
	forecastNow(h)
	h.view()
	if !g.odds.have || len(g.odds.log) != g.s.Match.Len() {
		t.Fatalf("after an answer the pane has the forecast of %d answers, the game has %d", len(g.odds.log), g.s.Match.Len())
	}
}

// A forecast that comes back after the game moved on is not shown: the
// pane asks for the game as it is now.
func TestAStaleForecastIsNotShown(t *testing.T) {
	h := horrifiedHarness(t, 120, 40)
	g := h.game()
	h.pane("Odds")
	g.odds.asking = false
	old := g.foresee() // asked for the game before the answer
	h.keys("enter")
	again := g.gotOdds(old().(oddsMsg))
	if g.odds.have && len(g.odds.log) != g.s.Match.Len() {
		t.Fatal("the forecast of the game before the answer is kept")
	}
	n := g.s.Match.Len()
	if again == nil && !(g.odds.asking && len(g.odds.asked) == n) && !(g.odds.have && len(g.odds.log) == n) {
		t.Fatal("the pane neither has nor asked for the new game's forecast")
	}
}
