package cityofhorror

import (
	"strings"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// sweep is board sizes from 76x16 to 200x60, denser in the long suite,
// with the pane sizes always among them.
func sweep(t *testing.T) [][2]int {
	step := rulestest.Size(7, 3)
	out := append([][2]int{}, canvastest.PaneSizes...)
	for w := 76; w <= 200; w += 2 * step {
		for h := 16; h <= 60; h += step {
			out = append(out, [2]int{w, h})
		}
	}
	return out
}

// Pages follow the size alone: one page for a big room, more for the
// small ones.
func TestPages(t *testing.T) {
	b := NewBoard(coh.Default())
	for sz, want := range map[[2]int]string{
		{80, 19}:  "Town|Round|Players|Supply",
		{80, 18}:  "Town|Round|Players|Supply",
		{80, 34}:  "Town & round|Players",
		{108, 44}: "Town & round|Players",
		{160, 50}: "Board",
		{200, 60}: "Board",
		{40, 10}:  "Board",
		{80, 17}:  "Town|Round|Players|Supply",
		{76, 16}:  "Town|Now|Vote & cards|Players|Supply|Key",
	} {
		if got := strings.Join(b.Pages(sz[0], sz[1]), "|"); got != want {
			t.Errorf("%dx%d: pages %q, want %q", sz[0], sz[1], got, want)
		}
	}
	for _, sz := range sweep(t) {
		if n := len(b.Pages(sz[0], sz[1])); n == 0 || n > 7 || sz[0] >= 80 && sz[1] >= 18 && n > 4 {
			t.Errorf("%dx%d: %d pages", sz[0], sz[1], n)
		}
	}
}

// The screen standard: at every size from the pane of an 80x24 terminal
// up, the pages together show the whole busiest table, and no word is
// cut: every location, character, player, card in the hand and the
// discard pile, every line of the vote, the invasion card and the peek.
func TestBusiestTableFitsEveryPlan(t *testing.T) {
	b := NewBoard(coh.Default())
	v := b.Busiest
	var want []string
	for _, l := range v.Locations {
		want = append(want, itoa(l.Number)+" "+l.Name)
	}
	for _, ch := range v.Characters {
		want = append(want, ch.Name)
	}
	for _, s := range v.Seats {
		want = append(want, s.Player+" ("+s.Color+")")
	}
	for _, c := range append(v.Seats[0].Cards, v.Discard...) {
		want = append(want, cardCount(c))
	}
	want = append(want, "VOTE", "tie:", "INVASION "+v.Invasion.Hour, "NEXT CARD "+v.Peek.Hour, "SUPPLY", "KEY", "YOUR HAND",
		"wheel R Y [G] B P W", "face up 3 2 1", "may be cancelled", "✗ cancelled")
	for _, sz := range sweep(t) {
		out := canvastest.RenderAll(b, v, common.Selection{}, sz[0], sz[1])
		if strings.Contains(out, "more lines") {
			t.Errorf("%dx%d %v: the pages do not hold the busiest table:\n%s", sz[0], sz[1], b.Pages(sz[0], sz[1]), out)
			continue
		}
		if n := strings.Count(out, "…"); n > 0 {
			t.Errorf("%dx%d %v: %d runs cut:\n%s", sz[0], sz[1], b.Pages(sz[0], sz[1]), n, out)
		}
		text := strings.Join(strings.Fields(out), " ")
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%dx%d %v: %q is on no page:\n%s", sz[0], sz[1], b.Pages(sz[0], sz[1]), w, out)
			}
		}
	}
}

// A table busier than the plans were made for (every character of a
// six-player game crowding the Crossroads) still fits its room: the frame
// is cut with "…" rather than the page overflowing.
func TestCrowdedCrossroadsIsCutNotSpilled(t *testing.T) {
	b := NewBoard(coh.Default())
	v := *b.Busiest
	chars := append(v.Characters[:0:0], v.Characters...)
	for i := range chars {
		chars[i].Location, chars[i].Dead = "crossroads", false
	}
	v.Characters = chars
	for _, sz := range [][2]int{{80, 19}, {80, 16}, {80, 34}, {160, 50}} {
		for i, out := range canvastest.Pages(b, plain(), v, common.Selection{}, sz[0], sz[1]) {
			if err := fitsErr(out, sz[0], sz[1]); err != "" {
				t.Errorf("%dx%d page %d: %s", sz[0], sz[1], i, err)
			}
		}
		if out := canvastest.RenderAll(b, v, common.Selection{}, sz[0], sz[1]); !strings.Contains(out, "6 Crossroads") {
			t.Errorf("%dx%d: the Crossroads is gone:\n%s", sz[0], sz[1], out)
		}
	}
}

func fitsErr(out string, w, h int) string {
	lines := strings.Split(out, "\n")
	if len(lines) > h {
		return itoa(len(lines)) + " rows"
	}
	for _, l := range lines {
		if len([]rune(l)) > w {
			return "a row of " + itoa(len([]rune(l)))
		}
	}
	return ""
}
