package hallsofhorror

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// paneSizes are the board panes of the terminals the screen standard
// names: 80x24 (compact: the board gets 80x19, 80x18 when the line under
// it takes two), 100x30 (compact), 120x40 and 160x50 (beside the prompt).
var paneSizes = [][2]int{{80, 19}, {80, 18}, {100, 25}, {80, 34}, {108, 44}}

func ptr[T any](x T) *T { return &x }

// pages draws every page of v at w x h with s under the cursor.
func pages(b *Board, c *common.Common, v any, s common.Selection, w, h int) []string {
	var out []string
	for i := range b.Pages(w, h) {
		out = append(out, b.Render(c, v, s, i, w, h))
	}
	return out
}

// renderAll is every page of v at w x h, one after the other: what the
// player can see by turning the pages.
func renderAll(b *Board, v any, s common.Selection, w, h int) string {
	return strings.Join(pages(b, plain(), v, s, w, h), "\n")
}

// The goldens, colours off: the hand-built busy table seen by Ann (it does
// not move with the rules) at the sizes the brief names (80x24, 120x40,
// 160x50, drawn in that room) and in the board pane of an 80x24 terminal
// (80x19); the MC's turn at 80x19; and a real game of the rules at its
// tenth turn at 80x24, 120x40 and 160x50. When the rules change, the
// played goldens change with them: go test -update rewrites them.
func TestGolden(t *testing.T) {
	b := NewBoard(hh.Default())
	golden := func(fixture string, v rh.View, w, h int) {
		for p, name := range b.Pages(w, h) {
			file := fmt.Sprintf("%s_%dx%d_%d_%s.golden", fixture, w, h, p+1,
				strings.ToLower(strings.NewReplacer(" & ", "_", " ", "_", "-", "_").Replace(name)))
			t.Run(file, func(t *testing.T) {
				canvastest.Golden(t, file, b.Render(plain(), v, common.Selection{}, p, w, h)+"\n")
			})
		}
	}
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}, {80, 19}} {
		golden("busy", busy(), sz[0], sz[1])
	}
	golden("mc", mcTurn(), 80, 19)
	golden("two", twoPlayer(), 80, 24)
	p := played(t)
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}} {
		golden("played", p, sz[0], sz[1])
	}
}

// Every page of every view fits its room, the smallest ones included.
func TestFitsTheRoom(t *testing.T) {
	b := NewBoard(hh.Default())
	sizes := append([][2]int{{76, 16}, {80, 24}, {100, 30}, {120, 40}, {160, 50}, {200, 60}, {101, 31}, {79, 17},
		{61, 12}, {59, 15}, {30, 8}, {10, 3}, {1, 1}}, paneSizes...)
	sels := []common.Selection{{}, sel("up", []string{"r1c2"}, []int{0}, nil), sel("attack", []string{"r2c2", "r3c2"}, []int{1}, []string{"pistol"})}
	for name, v := range allViews(t) {
		for _, sz := range sizes {
			for _, s := range sels {
				for i, out := range pages(b, plain(), v, s, sz[0], sz[1]) {
					canvastest.CheckRoom(t, fmt.Sprintf("%s / %s / page %d", name, s.ID, i), out, sz[0], sz[1])
				}
			}
		}
	}
	if out := b.Render(plain(), busy(), common.Selection{}, 0, 0, 10); out != "" {
		t.Errorf("zero width drew %q", out)
	}
}

// The same holds with colours on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	b := NewBoard(hh.Default())
	c := color()
	for _, sz := range append([][2]int{{160, 50}, {120, 40}}, paneSizes...) {
		for name, v := range allViews(t) {
			for i, out := range pages(b, c, v, sel("up", []string{"r2c2"}, []int{1}, nil), sz[0], sz[1]) {
				if name != "not a view" && !strings.Contains(out, "\x1b[") {
					t.Fatalf("%s %dx%d page %d: no colours drawn", name, sz[0], sz[1], i)
				}
				canvastest.CheckRoom(t, name, out, sz[0], sz[1])
			}
		}
	}
}

func TestViewForms(t *testing.T) {
	canvastest.ViewForms(t, NewBoard(hh.Default()), busy(), 80, 19)
}

// One board serves every connection of a server at once.
func TestConcurrentRenders(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	want := b.Render(plain(), v, common.Selection{}, 0, 120, 40)
	canvastest.Concurrently(t, 8, want, func(i int) string {
		b.Pages(80+i, 19) // new plans on the way
		return b.Render(plain(), v, common.Selection{}, 0, 120, 40)
	})
}

// No word is cut on any page of any fixture, at any size from the board
// pane of an 80x24 terminal up.
func TestNothingIsCut(t *testing.T) {
	b := NewBoard(hh.Default())
	sels := []common.Selection{{}, sel("attack", []string{"r2c2", "r3c2"}, []int{0, 3}, []string{"pistol"})}
	for name, v := range allViews(t) {
		if name == "not a view" {
			continue
		}
		for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}, {200, 60}, {90, 30}}, paneSizes...) {
			for _, s := range sels {
				if out := renderAll(b, v, s, sz[0], sz[1]); strings.Contains(out, "…") {
					t.Errorf("%s at %dx%d with %q: a run is cut:\n%s", name, sz[0], sz[1], s.ID, out)
				}
			}
		}
	}
}

// The house is the grid of the table, row 1 on top, each room in its
// place: at 80x19 the rooms of the busy table stand where the view puts
// them, and every room turned up shows its name whole, at every size.
func TestTheHouseIsTheGrid(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}, {200, 60}, {76, 16}}, paneSizes...) {
		out := strings.Join(strings.Fields(renderAll(b, v, common.Selection{}, sz[0], sz[1])), " ")
		for _, r := range v.Grid {
			if r.Name != "" && !r.FaceDown {
				for _, w := range strings.Fields(r.Name) {
					if !strings.Contains(out, w) {
						t.Errorf("%dx%d: %s is missing:\n%s", sz[0], sz[1], r.Name, out)
					}
				}
			}
		}
	}
	house := strings.Split(b.Render(plain(), v, common.Selection{}, 0, 80, 19), "\n")
	col := func(row, name string) int {
		for _, l := range house {
			if i := strings.Index(l, name); i >= 0 && strings.HasPrefix(strings.TrimLeft(l, " "), row) {
				return len([]rune(l[:i]))
			}
		}
		return -1
	}
	// Row 1: Foyer, Dusty Library, face down, locked, Guest Bedroom.
	if a, b := col("┌", "Foyer"), col("┌", "Dusty Library"); a < 0 || b <= a {
		t.Errorf("Foyer and Dusty Library are not side by side on row 1 (%d, %d):\n%s", a, b, strings.Join(house, "\n"))
	}
	if a, b := col("├", "Nursery"), col("├", "Trophy Room"); a != col("┌", "Foyer") || b != col("┌", "Dusty Library") {
		t.Errorf("row 2 does not stand under row 1:\n%s", strings.Join(house, "\n"))
	}
	for _, w := range []string{"▒ LOCKED", "░ face down ░", "⚔ B M ☠! ▣1", "✝Z ▣2", "⌕4 ■ U P", "✗ exhausted", "◈4 2⚷", "⊠ shut", "I⊠", "⌂"} {
		if !strings.Contains(strings.Join(house, "\n"), w) {
			t.Errorf("the house at 80x19 lacks %q:\n%s", w, strings.Join(house, "\n"))
		}
	}
}

// At finds each room in its frame on the house, and under its name in the
// text; nothing on a blank or outside the room.
func TestAtFindsEveryRoom(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}}, paneSizes...) {
		w, h := sz[0], sz[1]
		found := map[string]bool{}
		for p := range b.Pages(w, h) {
			rows := strings.Split(b.Render(plain(), v, common.Selection{}, p, w, h), "\n")
			for _, r := range v.Grid {
				if r.Name == "" || r.FaceDown {
					continue
				}
				first := strings.Fields(r.Name)[0]
				for y, row := range rows {
					i := strings.Index(row, first)
					if i < 0 || !strings.ContainsAny(row, "┌├") {
						continue
					}
					x := len([]rune(row[:i])) + 1
					if got := b.At(v, p, w, h, x, y); got != r.Cell {
						t.Errorf("%dx%d page %d: At(%d,%d) on %q is %q, want %q", w, h, p, x, y, r.Name, got, r.Cell)
					}
					if got := b.At(v, p, w, h, x, y+1); got != r.Cell {
						t.Errorf("%dx%d page %d: At(%d,%d) under %q is %q, want %q", w, h, p, x, y+1, r.Name, got, r.Cell)
					}
					found[r.Cell] = true
				}
			}
		}
		for _, r := range v.Grid {
			if r.Name != "" && !r.FaceDown && !found[r.Cell] {
				t.Errorf("%dx%d: %s drawn on no page", w, h, r.Name)
			}
		}
	}
	// The text names the Trophy Room as the Killer's: At finds it there.
	w, h := 160, 50
	rows := strings.Split(b.Render(plain(), v, common.Selection{}, 0, w, h), "\n")
	hit := false
	for y, row := range rows {
		if i := strings.Index(row, "active in Trophy Room"); i >= 0 {
			x := len([]rune(row[:i+len("active in ")])) + 1
			if got := b.At(v, 0, w, h, x, y); got != "r2c2" {
				t.Errorf("At on the Killer's room is %q", got)
			}
			hit = true
		}
	}
	if !hit {
		t.Error("the Killer's sheet does not name his room at 160x50")
	}
	for _, bad := range [][2]int{{-1, 3}, {3, -1}, {w, 3}, {3, h}} {
		if got := b.At(v, 0, w, h, bad[0], bad[1]); got != "" {
			t.Errorf("At%v = %q outside the room", bad, got)
		}
	}
	if got := b.At("not a view", 0, w, h, 3, 3); got != "" {
		t.Errorf("At on a non-view = %q", got)
	}
}

// What the choice under the cursor touches stands out, without colour: a
// room in a double frame, a seat and an item in ▶ ◀ or reversed.
func TestSelectedStandsOut(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		w, h := sz[0], sz[1]
		base := strings.ReplaceAll(renderAll(b, v, common.Selection{}, w, h), "═ selected", "")
		if strings.ContainsAny(base, "▶◀═║╔╬") {
			t.Errorf("%dx%d: something is selected with nothing under the cursor:\n%s", w, h, base)
		}
		out := renderAll(b, v, sel("up", []string{"r1c2"}, []int{2}, nil), w, h)
		for _, x := range []string{"╦Dusty Library═", "║⌕4 ■ U P", "╬Trophy Room═", "▶I◀ Ian"} {
			if !strings.Contains(out, x) {
				t.Errorf("%dx%d: moving up to r1c2 does not show %q:\n%s", w, h, x, out)
			}
		}
	}
}

// A seat's action card shows only when the view holds it: before the
// reveal the others are picked or not, face down.
func TestActionCardsShowAsTheViewHoldsThem(t *testing.T) {
	b := NewBoard(hh.Default())
	v := twoPlayer()
	out := renderAll(b, v, common.Selection{}, 80, 19)
	if !strings.Contains(out, "Z Right") || !strings.Contains(out, "I◌") || !strings.Contains(out, "action: Right") {
		t.Errorf("your card and Bo's unpicked one:\n%s", out)
	}
	v.Seats[1].Picked = true
	out = renderAll(b, v, common.Selection{}, 80, 19)
	if !strings.Contains(out, "I✓") || !strings.Contains(out, "action ✓") {
		t.Errorf("Bo's card picked, face down:\n%s", out)
	}
	if d := b.Describe(v); !strings.Contains(d, "action card picked, face down") || !strings.Contains(d, "action card: Right") {
		t.Errorf("Describe of the cards:\n%s", d)
	}
	// The MC's hand is the MC's alone: another seat sees how many.
	mc := mcTurn()
	if out := renderAll(b, mc, common.Selection{}, 80, 19); !strings.Contains(out, "Footsteps Above") {
		t.Errorf("the MC's own view lacks the hand:\n%s", out)
	}
	mc.MCHand = nil
	out = renderAll(b, mc, common.Selection{}, 80, 19)
	if strings.Contains(out, "Footsteps Above") || !strings.Contains(strings.Join(strings.Fields(out), " "), "The MC drew 2 cards") {
		t.Errorf("another seat's view of the MC's hand:\n%s", out)
	}
}

// The labels show on the first line of every page: the house deck, and
// the 2-player variant the rulebook calls unfinished.
func TestBannerShowsTheLabels(t *testing.T) {
	b := NewBoard(hh.Default())
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}}, paneSizes...) {
		for i, out := range pages(b, plain(), twoPlayer(), common.Selection{}, sz[0], sz[1]) {
			first := strings.SplitN(out, "\n", 2)[0]
			if !strings.Contains(first, "[house deck]") || !strings.Contains(first, "[work in progress (rulebook v0.5)]") {
				t.Errorf("%dx%d page %d banner %q", sz[0], sz[1], i, first)
			}
		}
	}
}

// Random legal games of the real rules draw and fit at the standard pane
// sizes, whatever the phase, with the choice under the cursor touched.
func TestRandomGamesDrawAndFit(t *testing.T) {
	b := NewBoard(hh.Default())
	def := rh.Definition(hh.Default())
	for _, n := range []int{2, 3, 4} {
		g, err := def.Start(rules.Setup{Game: def.Name, Seats: []string{"Ann", "Bob", "Cy", "Dee"}[:n], Seed: uint64(n),
			Options: map[string]string{"side": []string{"basic", "advanced"}[n%2]}})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(n), 9))
		canvastest.Play(t, g, r, 800, func(step int, g rules.Game, p rules.Prompt) {
			if step%9 != 0 {
				return
			}
			viewer := p.Seat
			if viewer < 0 {
				viewer = rules.Chance
			}
			v := g.View(viewer)
			var s common.Selection
			if tg, ok := g.(rules.Toucher); ok && len(p.Choices) > 0 {
				id := p.Choices[step%len(p.Choices)].ID
				s = common.Selection{ID: id, Touch: tg.Touch(id)}
			}
			for _, sz := range [][2]int{{80, 19}, {120, 40}} {
				for i, out := range pages(b, plain(), v, s, sz[0], sz[1]) {
					canvastest.CheckRoom(t, fmt.Sprintf("%d seats step %d page %d", n, step, i), out, sz[0], sz[1])
					if strings.Contains(out, "…") {
						t.Errorf("%d seats step %d %dx%d: a run is cut:\n%s", n, step, sz[0], sz[1], out)
					}
				}
			}
			if d := b.Describe(v); d == "" || strings.Contains(d, "\x1b") {
				t.Errorf("step %d: Describe %q", step, d)
			}
			b.Explain(plain(), v, s, 60)
		})
	}
}

// The budget: a frame of the busiest table in well under a millisecond
// (go test -bench Render).
func BenchmarkRender(b *testing.B) {
	bd := NewBoard(hh.Default())
	c := color()
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			for range b.N {
				bd.Render(c, bd.busiest, common.Selection{}, 0, sz[0], sz[1])
			}
		})
	}
}
