package app

import (
	"testing"

	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// horrifiedMidGame opens a Horrified table-mode game (the busiest screen:
// map, tracks, hands and a long log) about 200 answers in. Benchmarks
// only: the tests use the toy game, so they never wait on Horrified.
func horrifiedMidGame(b *testing.B, w, h int) *harness {
	b.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		b.Skip("no Horrified in this build")
	}
	o := testOptions(saves.NewMemStore())
	o.Games = append(o.Games[:0:0], def)
	o.Table = true
	hs := newHarness(&testing.T{}, o, w, h)
	hs.keys("enter", "right", "enter")
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

// BenchmarkGameView160x50 checks the design's budget: View() of the
// busiest game screen at 160x50 within 1 ms.
func BenchmarkGameView160x50(b *testing.B) {
	hs := horrifiedMidGame(b, 160, 50)
	b.ResetTimer()
	for b.Loop() {
		_ = hs.m.View()
	}
}

// BenchmarkCursorKey160x50 is one cursor move and the frame after it: the
// work behind a key press over SSH.
func BenchmarkCursorKey160x50(b *testing.B) {
	hs := horrifiedMidGame(b, 160, 50)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		hs.keys(string("jk"[i%2]))
		_ = hs.m.View()
	}
}
