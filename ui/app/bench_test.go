package app

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/games"
)

// midGame opens a table-mode game of name (the busiest screen: every hand
// and track on show, the draws and rolls asked) about n answers in, on a
// player's question, straight on the game screen. The answers are picked
// by a fixed pattern, so the screen is the same on every run.
// It draws with r.
func midGame(tb testing.TB, r *lipgloss.Renderer, name string, seats []string, seed uint64, n, w, h int) *harness {
	tb.Helper()
	def, ok := games.Lookup(games.All(), name)
	if !ok {
		tb.Skip("no " + name + " in this build")
	}
	s, o := startMatch(tb, def, rules.Setup{Game: name, Seats: seats, Seed: seed, Mode: rules.Table}, "busy")
	for i := 0; ; i++ {
		p := s.Match.Prompt()
		if over, _ := s.Match.Over(); over || len(p.Choices) == 0 || i >= n && !p.IsChance() {
			break
		}
		if _, err := s.Answer(p.Seat, p.Choices[(i*7)%len(p.Choices)].ID); err != nil {
			tb.Fatal(err)
		}
	}
	return newHarnessIn(asT(tb), r, o, w, h)
}

// horrifiedMidGame is Horrified for one, 80 answers in: a monster phase,
// drawn in 256 colours like an SSH player's xterm.
func horrifiedMidGame(tb testing.TB, w, h int) *harness {
	tb.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	r.SetHasDarkBackground(true)
	return midGame(tb, r, "horrified", []string{"You"}, 7, 80, w, h)
}

// busyGame is one game's busiest screen: a table-mode game some answers
// in, with every hand and track on show.
type busyGame struct {
	name    string
	seats   []string
	seed    uint64
	answers int
}

// open opens the game at size w x h.
func (g busyGame) open(tb testing.TB, w, h int) *harness {
	tb.Helper()
	return midGame(tb, plainRenderer(), g.name, g.seats, g.seed, g.answers, w, h)
}

// busiest are the games' busiest screens, pinned by the goldens and timed
// by BenchmarkGameView: Horrified in a monster phase, ATT for three, City
// of Horror in the middle of an hour's resolution, Halls of Horror and
// TerroriXico for four some turns in (a play, with a card face down).
var busiest = []busyGame{
	{"horrified", []string{"You"}, 7, 80},
	{"att", []string{"Ann", "Bob", "Cy"}, 11, 142},
	{"cityofhorror", []string{"Ann", "Bob", "Cy", "Dee"}, 5, 160},
	{"hallsofhorror", []string{"Ann", "Bob", "Cy", "Dee"}, 5, 220},
	{"terrorixico", []string{"Ann", "Bob", "Cy", "Dee"}, 5, 60},
}

// BenchmarkGameView checks the design's budget: View() of the busiest game
// screens within 1 ms at every standard size.
func BenchmarkGameView(b *testing.B) {
	for _, g := range busiest {
		for _, sz := range standardSizes {
			b.Run(g.name+"/"+sizeName(sz), func(b *testing.B) {
				hs := g.open(b, sz[0], sz[1])
				for b.Loop() {
					_ = hs.m.View()
				}
			})
		}
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
