package canvastest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// PaneSizes are the board panes of the terminals the screen standard
// names: 80x24 (compact: the board gets 80x19, 80x18 when the line under
// it takes two), 100x30 (compact), 120x40 and 160x50 (beside the prompt).
var PaneSizes = [][2]int{{80, 19}, {80, 18}, {100, 25}, {80, 34}, {108, 44}}

// NotAView is the key of the odd value in a board's views that is not a
// view at all: it draws one line, in no colour, and says nothing to cut.
const NotAView = "not a view"

// Pages draws every page of v at w x h in c with s under the cursor.
func Pages(b common.Board, c *common.Common, v any, s common.Selection, w, h int) []string {
	var out []string
	for i := range b.Pages(w, h) {
		out = append(out, b.Render(c, v, s, i, w, h))
	}
	return out
}

// RenderAll is every page of v at w x h, colours off, one after the other:
// what the player can see by turning the pages.
func RenderAll(b common.Board, v any, s common.Selection, w, h int) string {
	return strings.Join(Pages(b, Plain(), v, s, w, h), "\n")
}

// Select is a selection touching what the rules would say: places and
// cards by their IDs, seats by number.
func Select(id string, places []string, seats []int, cards []string) common.Selection {
	t := rules.Touch{Places: places, Cards: cards}
	for _, s := range seats {
		t.Seats = append(t.Seats, rules.Seat(s))
	}
	return common.Selection{ID: id, Touch: t}
}

// GoldenPages checks every page of v at w x h, colours off, against
// testdata/<fixture>_<w>x<h>_<page>_<page name>.golden (Golden).
func GoldenPages(t *testing.T, b common.Board, fixture string, v any, w, h int) {
	t.Helper()
	for p, name := range b.Pages(w, h) {
		file := fmt.Sprintf("%s_%dx%d_%d_%s.golden", fixture, w, h, p+1,
			strings.ToLower(strings.NewReplacer(" & ", "_", " ", "_", "-", "_").Replace(name)))
		t.Run(file, func(t *testing.T) {
			Golden(t, file, b.Render(Plain(), v, common.Selection{}, p, w, h)+"\n")
		})
	}
}

// FitsTheRoom checks that every page of every view fits its room with
// each of sels under the cursor, at the sizes the screen standard names
// and at the smallest ones, and that a board no cells wide draws nothing
// of v.
func FitsTheRoom(t *testing.T, b common.Board, views map[string]any, sels []common.Selection, v any) {
	t.Helper()
	sizes := append([][2]int{{76, 16}, {80, 24}, {100, 30}, {120, 40}, {160, 50}, {200, 60}, {101, 31}, {79, 17},
		{61, 12}, {59, 15}, {30, 8}, {10, 3}, {1, 1}}, PaneSizes...)
	for name, v := range views {
		for _, sz := range sizes {
			for _, s := range sels {
				for i, out := range Pages(b, Plain(), v, s, sz[0], sz[1]) {
					CheckRoom(t, fmt.Sprintf("%s / %s / page %d", name, s.ID, i), out, sz[0], sz[1])
				}
			}
		}
	}
	if out := b.Render(Plain(), v, common.Selection{}, 0, 0, 10); out != "" {
		t.Errorf("zero width drew %q", out)
	}
}

// FitsTheRoomInColor checks the same with colours on, s under the cursor:
// escape codes must not count as room.
func FitsTheRoomInColor(t *testing.T, b common.Board, views map[string]any, s common.Selection) {
	t.Helper()
	c := Color()
	for _, sz := range append([][2]int{{160, 50}, {120, 40}}, PaneSizes...) {
		for name, v := range views {
			for i, out := range Pages(b, c, v, s, sz[0], sz[1]) {
				if name != NotAView && !strings.Contains(out, "\x1b[") {
					t.Fatalf("%s %dx%d page %d: no colours drawn", name, sz[0], sz[1], i)
				}
				CheckRoom(t, name, out, sz[0], sz[1])
			}
		}
	}
}

// RendersConcurrently checks that one board serves every connection of a
// server at once: v at 120x40 draws the same while other sizes' plans are
// on the way.
func RendersConcurrently(t *testing.T, b common.Board, v any) {
	t.Helper()
	want := b.Render(Plain(), v, common.Selection{}, 0, 120, 40)
	Concurrently(t, 8, want, func(i int) string {
		b.Pages(80+i, 19) // new plans on the way
		return b.Render(Plain(), v, common.Selection{}, 0, 120, 40)
	})
}

// NothingIsCut checks that no word is cut on any page of any view, with
// each of sels under the cursor, at any size from the board pane of an
// 80x24 terminal up.
func NothingIsCut(t *testing.T, b common.Board, views map[string]any, sels []common.Selection) {
	t.Helper()
	for name, v := range views {
		if name == NotAView {
			continue
		}
		for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}, {200, 60}, {90, 30}}, PaneSizes...) {
			for _, s := range sels {
				if out := RenderAll(b, v, s, sz[0], sz[1]); strings.Contains(out, "…") {
					t.Errorf("%s at %dx%d with %q: a run is cut:\n%s", name, sz[0], sz[1], s.ID, out)
				}
			}
		}
	}
}

// DrawsTheTurn checks a board on the state of a real game before prompt p
// (Play), seen by the seat p asks (chance sees all): every page fits each
// of sizes whole, no run cut and no "… more lines" (a real table always
// fits its pages), with s under the cursor; Describe says something
// without escape codes, and Explain does not fail. what names the game in
// the errors.
func DrawsTheTurn(t testing.TB, b common.Board, what string, g rules.Game, p rules.Prompt, s common.Selection, sizes [][2]int) {
	t.Helper()
	viewer := p.Seat
	if viewer < 0 {
		viewer = rules.Chance
	}
	v := g.View(viewer)
	for _, sz := range sizes {
		for i, out := range Pages(b, Plain(), v, s, sz[0], sz[1]) {
			CheckRoom(t, fmt.Sprintf("%s page %d", what, i), out, sz[0], sz[1])
			if strings.Contains(out, "…") {
				t.Errorf("%s %dx%d: a run is cut:\n%s", what, sz[0], sz[1], out)
			}
		}
	}
	if d := b.Describe(v); d == "" || strings.Contains(d, "\x1b") {
		t.Errorf("%s: Describe %q", what, d)
	}
	b.Explain(Plain(), v, s, 60)
}

// BenchmarkRender times a frame of v, colours on, at each of sizes: the
// budget is well under a millisecond.
func BenchmarkRender(b *testing.B, board common.Board, v any, sizes [][2]int) {
	c := Color()
	for _, sz := range sizes {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			for range b.N {
				board.Render(c, v, common.Selection{}, 0, sz[0], sz[1])
			}
		})
	}
}

// AtInText checks that At finds want where page 0 of v at w x h names it
// in the text: on the second cell after prefix in every row holding
// phrase, which must be drawn.
func AtInText(t testing.TB, b common.Board, v any, w, h int, phrase, prefix, want string) {
	t.Helper()
	rows := strings.Split(b.Render(Plain(), v, common.Selection{}, 0, w, h), "\n")
	hit := false
	for y, row := range rows {
		if i := strings.Index(row, phrase); i >= 0 {
			x := len([]rune(row[:i+len(prefix)])) + 1
			if got := b.At(v, 0, w, h, x, y); got != want {
				t.Errorf("At on %q is %q, want %q", phrase, got, want)
			}
			hit = true
		}
	}
	if !hit {
		t.Errorf("%q is not drawn at %dx%d", phrase, w, h)
	}
}

// AtFindsNothingOff checks that At finds nothing off the room of v at
// w x h, nor on a value that is not a view.
func AtFindsNothingOff(t testing.TB, b common.Board, v any, w, h int) {
	t.Helper()
	for _, bad := range [][2]int{{-1, 3}, {3, -1}, {w, 3}, {3, h}} {
		if got := b.At(v, 0, w, h, bad[0], bad[1]); got != "" {
			t.Errorf("At%v = %q outside the room", bad, got)
		}
	}
	if got := b.At(NotAView, 0, w, h, 3, 3); got != "" {
		t.Errorf("At on a non-view = %q", got)
	}
}

// CheckWrapped fails when text (a Reference, an Explain) has a line wider
// than w or a cut one: prose wraps, it never cuts.
func CheckWrapped(t testing.TB, what, text string, w int) {
	t.Helper()
	if err := Fits(text, w, strings.Count(text, "\n")+1); err != nil {
		t.Errorf("%s at width %d: %v", what, w, err)
	}
	if strings.Contains(text, "…") {
		t.Errorf("%s at width %d cuts a line:\n%s", what, w, text)
	}
}

// Squash is s with every run of blanks one space: wrapped lines read as
// one.
func Squash(s string) string { return strings.Join(strings.Fields(s), " ") }
