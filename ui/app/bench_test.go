package app

import (
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// horrifiedMidGame opens a Horrified table-mode game (the busiest screen:
// map, tracks, hands and a long log) about 200 answers in, straight on the
// game screen. Benchmarks only: the tests use the toy game, so they never
// wait on Horrified.
func horrifiedMidGame(b *testing.B, w, h int) *harness {
	b.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		b.Skip("no Horrified in this build")
	}
	store := saves.NewMemStore()
	s, _, err := saves.Start(store, def, rules.Setup{Game: "horrified", Seats: []string{"You"}, Seed: 7, Mode: rules.Table}, "bench", "test", fixedNow)
	if err != nil {
		b.Fatal(err)
	}
	o := testOptions(store)
	o.Games = []rules.Definition{def}
	o.Start = s
	hs := newHarness(&testing.T{}, o, w, h)
	for i := 0; i < 200 && on[*gameScreen](hs.m); i++ {
		if over, _ := hs.session().Match.Over(); over {
			break
		}
		hs.keys(string("jjjk"[i%4]), "enter")
	}
	if !on[*gameScreen](hs.m) {
		b.Fatal("the game did not open")
	}
	return hs
}

// BenchmarkGameView checks the design's budget: View() of the busiest game
// screen within 1 ms at every standard size.
func BenchmarkGameView(b *testing.B) {
	for _, sz := range standardSizes {
		b.Run(sizeName(sz), func(b *testing.B) {
			hs := horrifiedMidGame(b, sz[0], sz[1])
			for b.Loop() {
				_ = hs.m.View()
			}
		})
	}
}

// BenchmarkCursorKey is one cursor move and the frame after it: the work
// behind a key press over SSH.
func BenchmarkCursorKey(b *testing.B) {
	for _, sz := range standardSizes {
		b.Run(sizeName(sz), func(b *testing.B) {
			hs := horrifiedMidGame(b, sz[0], sz[1])
			for i := 0; b.Loop(); i++ {
				hs.keys(string("jk"[i%2]))
				_ = hs.m.View()
			}
		})
	}
}
