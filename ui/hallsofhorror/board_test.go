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

func ptr[T any](x T) *T { return &x }

// The goldens, colours off: the hand-built busy table seen by Ann (it does
// not move with the rules) at the sizes the brief names (80x24, 120x40,
// 160x50, drawn in that room) and in the board pane of an 80x24 terminal
// (80x19); the MC's turn at 80x19; and a real game of the rules at its
// tenth turn at 80x24, 120x40 and 160x50. When the rules change, the
// played goldens change with them: go test -update rewrites them.
func TestGolden(t *testing.T) {
	b := NewBoard(hh.Default())
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}, {80, 19}} {
		canvastest.GoldenPages(t, b, "busy", busy(), sz[0], sz[1])
	}
	canvastest.GoldenPages(t, b, "mc", mcTurn(), 80, 19)
	canvastest.GoldenPages(t, b, "two", twoPlayer(), 80, 24)
	p := played(t)
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}} {
		canvastest.GoldenPages(t, b, "played", p, sz[0], sz[1])
	}
}

// Every page of every view fits its room, the smallest ones included.
func TestFitsTheRoom(t *testing.T) {
	sels := []common.Selection{{}, sel("up", []string{"r1c2"}, []int{0}, nil), sel("attack", []string{"r2c2", "r3c2"}, []int{1}, []string{"pistol"})}
	canvastest.FitsTheRoom(t, NewBoard(hh.Default()), allViews(t), sels, busy())
}

// The same holds with colours on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	canvastest.FitsTheRoomInColor(t, NewBoard(hh.Default()), allViews(t), sel("up", []string{"r2c2"}, []int{1}, nil))
}

func TestViewForms(t *testing.T) {
	canvastest.ViewForms(t, NewBoard(hh.Default()), busy(), 80, 19)
}

// One board serves every connection of a server at once.
func TestConcurrentRenders(t *testing.T) {
	canvastest.RendersConcurrently(t, NewBoard(hh.Default()), busy())
}

// No word is cut on any page of any fixture, at any size from the board
// pane of an 80x24 terminal up.
func TestNothingIsCut(t *testing.T) {
	sels := []common.Selection{{}, sel("attack", []string{"r2c2", "r3c2"}, []int{0, 3}, []string{"pistol"})}
	canvastest.NothingIsCut(t, NewBoard(hh.Default()), allViews(t), sels)
}

// The house is the grid of the table, row 1 on top, each room in its
// place: at 80x19 the rooms of the busy table stand where the view puts
// them, and every room turned up shows its name whole, at every size.
func TestTheHouseIsTheGrid(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}, {200, 60}, {76, 16}}, canvastest.PaneSizes...) {
		out := strings.Join(strings.Fields(canvastest.RenderAll(b, v, common.Selection{}, sz[0], sz[1])), " ")
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
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}}, canvastest.PaneSizes...) {
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
	canvastest.AtInText(t, b, v, 160, 50, "active in Trophy Room", "active in ", "r2c2")
	canvastest.AtFindsNothingOff(t, b, v, 160, 50)
}

// What the choice under the cursor touches stands out, without colour: a
// room in a double frame, a seat and an item in ▶ ◀ or reversed.
func TestSelectedStandsOut(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		w, h := sz[0], sz[1]
		base := strings.ReplaceAll(canvastest.RenderAll(b, v, common.Selection{}, w, h), "═ selected", "")
		if strings.ContainsAny(base, "▶◀═║╔╬") {
			t.Errorf("%dx%d: something is selected with nothing under the cursor:\n%s", w, h, base)
		}
		out := canvastest.RenderAll(b, v, sel("up", []string{"r1c2"}, []int{2}, nil), w, h)
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
	out := canvastest.RenderAll(b, v, common.Selection{}, 80, 19)
	if !strings.Contains(out, "Z Right") || !strings.Contains(out, "I◌") || !strings.Contains(out, "action: Right") {
		t.Errorf("your card and Bo's unpicked one:\n%s", out)
	}
	v.Seats[1].Picked = true
	out = canvastest.RenderAll(b, v, common.Selection{}, 80, 19)
	if !strings.Contains(out, "I✓") || !strings.Contains(out, "action ✓") {
		t.Errorf("Bo's card picked, face down:\n%s", out)
	}
	if d := b.Describe(v); !strings.Contains(d, "action card picked, face down") || !strings.Contains(d, "action card: Right") {
		t.Errorf("Describe of the cards:\n%s", d)
	}
	// The MC's hand is the MC's alone: another seat sees how many.
	mc := mcTurn()
	if out := canvastest.RenderAll(b, mc, common.Selection{}, 80, 19); !strings.Contains(out, "Footsteps Above") {
		t.Errorf("the MC's own view lacks the hand:\n%s", out)
	}
	mc.MCHand = nil
	out = canvastest.RenderAll(b, mc, common.Selection{}, 80, 19)
	if strings.Contains(out, "Footsteps Above") || !strings.Contains(strings.Join(strings.Fields(out), " "), "The MC drew 2 cards") {
		t.Errorf("another seat's view of the MC's hand:\n%s", out)
	}
}

// The labels show on the first line of every page: the house deck, and
// the 2-player variant the rulebook calls unfinished.
func TestBannerShowsTheLabels(t *testing.T) {
	b := NewBoard(hh.Default())
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}}, canvastest.PaneSizes...) {
		for i, out := range canvastest.Pages(b, plain(), twoPlayer(), common.Selection{}, sz[0], sz[1]) {
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
			var s common.Selection
			if tg, ok := g.(rules.Toucher); ok && len(p.Choices) > 0 {
				id := p.Choices[step%len(p.Choices)].ID
				s = common.Selection{ID: id, Touch: tg.Touch(id)}
			}
			canvastest.DrawsTheTurn(t, b, fmt.Sprintf("%d seats step %d", n, step), g, p, s, [][2]int{{80, 19}, {120, 40}})
		})
	}
}

// The budget: a frame of the busiest table in well under a millisecond
// (go test -bench Render).
func BenchmarkRender(b *testing.B) {
	bd := NewBoard(hh.Default())
	canvastest.BenchmarkRender(b, bd, bd.Busiest, [][2]int{{80, 19}, {120, 40}, {160, 50}})
}
