package app

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// TestRandomKeysThroughRealGames plays the shipped games through the whole
// screen with random keys, the way a careless player would: no key may
// panic, and every frame must fit the terminal it is drawn for, in digital
// and table mode, solo and hot-seat, at the two sizes the screen is designed
// for.
func TestRandomKeysThroughRealGames(t *testing.T) {
	// Weighted toward progress; never q or ctrl+c, which would end the run.
	pool := []string{"enter", "enter", "enter", "enter", "enter", "down", "down", "down",
		"up", "u", "a", "?", "esc", "pgup", "pgdown", "tab", "backspace", "h", "p", "b", "x", "2"}
	cases := []struct {
		game  string
		seats int
		mode  rules.Mode
		w, h  int
	}{
		{"horrified", 1, rules.Digital, 120, 40},
		{"horrified", 3, rules.Table, 160, 50},
		{"att", 1, rules.Digital, 160, 50},
		{"att", 2, rules.Table, 120, 40},
	}
	defs := games.All()
	keys := rulestest.Size(600, 1500)
	for _, tc := range cases {
		t.Run(tc.game+"-"+string(tc.mode), func(t *testing.T) {
			def, ok := games.Lookup(defs, tc.game)
			if !ok {
				t.Fatalf("%s is not registered", tc.game)
			}
			seats := []string{"Ann", "Bob", "Cy"}[:tc.seats]
			store := saves.NewMemStore()
			s, _, err := saves.Start(store, def, rules.Setup{Game: tc.game, Seats: seats, Seed: 7, Mode: tc.mode}, "", "test", fixedNow)
			if err != nil {
				t.Fatal(err)
			}
			o := testOptions(store)
			o.Games = defs
			o.Start = s
			h := newHarness(t, o, tc.w, tc.h)
			r := rand.New(rand.NewPCG(7, uint64(tc.seats)))
			for step := range keys {
				k := pool[r.IntN(len(pool))]
				h.keys(k)
				frame := h.view()
				if n := strings.Count(frame, "\n") + 1; n > tc.h {
					t.Fatalf("step %d (%s): %d rows on a %d-row terminal:\n%s", step, k, n, tc.h, frame)
				}
				for i, line := range strings.Split(frame, "\n") {
					if w := lipgloss.Width(line); w > tc.w {
						t.Fatalf("step %d (%s): row %d is %d wide on a %d-column terminal:\n%s", step, k, i, w, tc.w, frame)
					}
				}
				if !on[*gameScreen](h.m) {
					break // the game ended and enter went back to the menu
				}
			}
			over, _ := s.Match.Over()
			t.Logf("%d answers, over %v", s.Match.Len(), over)
			if s.Match.Len() < 20 {
				t.Fatalf("%d keys and only %d answers reached the game", keys, s.Match.Len())
			}
			if _, err := saves.Resume(store, s.Name, "test", func(n string) (rules.Definition, bool) { return games.Lookup(defs, n) }, nil); err != nil {
				t.Fatalf("the save does not resume: %v", err)
			}
		})
	}
}
