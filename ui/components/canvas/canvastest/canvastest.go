// Package canvastest holds what the board drawings' tests share: terminals
// with and without colors, golden files rewritten by -update, the check that
// a drawing stays inside its room, and the check that one board draws the
// same for many connections at once.
package canvastest

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current drawing")

// Plain is a Common whose renderer draws no colors, so goldens are text.
func Plain() *common.Common { return withProfile(termenv.Ascii) }

// Color is a Common drawing in true color.
func Color() *common.Common { return withProfile(termenv.TrueColor) }

func withProfile(p termenv.Profile) *common.Common {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	return common.New(r)
}

// Golden fails when got differs from testdata/name; with -update it writes
// got there first.
func Golden(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to make it)", err)
	}
	if got != string(want) {
		t.Errorf("the drawing differs from %s (go test -update rewrites it):\n%s", path, got)
	}
}

// Fits says how out overflows w x h cells (escape codes take no room), nil
// when it fits.
func Fits(out string, w, h int) error {
	lines := strings.Split(out, "\n")
	if len(lines) > h {
		return fmt.Errorf("%d rows at %dx%d", len(lines), w, h)
	}
	for i, l := range lines {
		if lw := lipgloss.Width(l); lw > w {
			return fmt.Errorf("row %d is %d wide at %dx%d: %q", i, lw, w, h, l)
		}
	}
	return nil
}

// CheckRoom fails when out has more than h rows or a row wider than w.
func CheckRoom(t testing.TB, what, out string, w, h int) {
	t.Helper()
	if err := Fits(out, w, h); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

// Concurrently runs draw in n goroutines at once and fails when one returns
// other than want: one board serves every connection of an SSH server.
func Concurrently(t testing.TB, n int, want string, draw func(i int) string) {
	t.Helper()
	done := make(chan string)
	for i := range n {
		go func() { done <- draw(i) }()
	}
	for range n {
		if got := <-done; got != want {
			t.Error("a render drawn alongside others differs")
		}
	}
}

// Play makes up to steps random legal moves in g with r (chance draws as the
// rules weigh them), calling look before each move and once more when the
// game is over, so a board is tried on the states real games reach.
func Play(t testing.TB, g rules.Game, r *rand.Rand, steps int, look func(step int, g rules.Game, p rules.Prompt)) {
	t.Helper()
	for step := 0; step < steps; step++ {
		p := g.Prompt()
		look(step, g, p)
		if over, _ := g.Result(); over {
			return
		}
		var ch rules.Choice
		if p.IsChance() {
			ch, _ = rules.Pick(p.Choices, r)
		} else {
			ch = p.Choices[r.IntN(len(p.Choices))]
		}
		var err error
		if g, _, err = g.Apply(p.Seat, ch.ID); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
}

// ViewForms checks that b takes its view v as a value or a pointer alike,
// draws anything else as one line naming its type, and says it cannot
// describe a nil pointer.
func ViewForms[V any](t testing.TB, b common.Board, v V, w, h int) {
	t.Helper()
	if b.Render(Plain(), v, common.Selection{}, 0, w, h) != b.Render(Plain(), &v, common.Selection{}, 0, w, h) {
		t.Error("a *View draws differently from a View")
	}
	out := b.Render(Plain(), 42, common.Selection{}, 0, w, h)
	if strings.Count(out, "\n") != 0 || !strings.Contains(out, "int") {
		t.Errorf("a non-view should get one line naming its type, got %q", out)
	}
	if d := b.Describe((*V)(nil)); !strings.Contains(d, "cannot") {
		t.Errorf("nil view described as %q", d)
	}
}

// LooksHoldContrast checks the screen standard on a board's looks (indexed
// by its look enum, as its looks function makes them for c): each holds
// 4.5:1 contrast on a dark and a light terminal, in adaptive colours from
// the palette, none faint (common.CheckContrast).
func LooksHoldContrast(t testing.TB, looks func(*common.Common) []lipgloss.Style) {
	t.Helper()
	// The shared styles as the palette gives them, both colours of each:
	// a terminal's Common holds them already picked for its background.
	c := Color()
	c.Styles = common.NewStyles(c.R, c.Palette)
	ls := looks(c)
	if len(ls) < 10 {
		t.Fatalf("only %d looks", len(ls))
	}
	for i, s := range ls {
		if err := common.CheckContrast(s); err != nil {
			t.Errorf("look %d: %v", i, err)
		}
	}
}
