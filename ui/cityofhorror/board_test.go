package cityofhorror

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// paneSizes are the board panes of the terminals the screen standard
// names: 80x24 (compact: the board gets 80x19, 80x18 when the line under
// it takes two), 100x30 (compact), 120x40 and 160x50 (beside the prompt).
var paneSizes = [][2]int{{80, 19}, {80, 18}, {100, 25}, {80, 34}, {108, 44}}

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

// The goldens: the busy mid-game seen by Ann, every page, at the sizes the
// brief names (80x24, 120x40, 160x50, drawn in that room) and in the board
// panes those terminals give (80x19, 80x34, 108x44); the late game on side
// B at 80x19 and 160x50; colours off.
func TestGolden(t *testing.T) {
	b := NewBoard(coh.Default())
	golden := func(fixture string, v rc.View, w, h int) {
		for p, name := range b.Pages(w, h) {
			file := fmt.Sprintf("%s_%dx%d_%d_%s.golden", fixture, w, h, p+1,
				strings.ToLower(strings.NewReplacer(" & ", "_", " ", "_", "-", "_").Replace(name)))
			t.Run(file, func(t *testing.T) {
				canvastest.Golden(t, file, b.Render(plain(), v, common.Selection{}, p, w, h)+"\n")
			})
		}
	}
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}, {80, 19}, {80, 34}, {108, 44}} {
		golden("midgame", midGame(), sz[0], sz[1])
	}
	for _, sz := range [][2]int{{80, 19}, {160, 50}} {
		golden("late", lateGame(), sz[0], sz[1])
	}
}

// Every page of every view fits its room, the smallest ones included.
func TestFitsTheRoom(t *testing.T) {
	b := NewBoard(coh.Default())
	sizes := append([][2]int{{76, 16}, {80, 24}, {100, 30}, {120, 40}, {160, 50}, {200, 60}, {101, 31}, {79, 17},
		{61, 12}, {59, 15}, {30, 8}, {10, 3}, {1, 1}}, paneSizes...)
	sels := []common.Selection{{}, sel("move geek", []string{"bank", "crossroads"}, nil, []string{"geek"}),
		sel("vote green", nil, []int{2}, nil), sel("card hospital", []string{"hospital"}, nil, nil)}
	for name, v := range allViews() {
		for _, sz := range sizes {
			for _, s := range sels {
				for i, out := range pages(b, plain(), v, s, sz[0], sz[1]) {
					canvastest.CheckRoom(t, fmt.Sprintf("%s / %s / page %d", name, s.ID, i), out, sz[0], sz[1])
				}
			}
		}
	}
	if out := b.Render(plain(), midGame(), common.Selection{}, 0, 0, 10); out != "" {
		t.Errorf("zero width drew %q", out)
	}
}

// The same holds with colours on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	b := NewBoard(coh.Default())
	c := color()
	for _, sz := range append([][2]int{{160, 50}, {120, 40}}, paneSizes...) {
		for name, v := range allViews() {
			for i, out := range pages(b, c, v, sel("move geek", []string{"bank"}, []int{1}, []string{"geek"}), sz[0], sz[1]) {
				if name != "not a view" && !strings.Contains(out, "\x1b[") {
					t.Fatalf("%s %dx%d page %d: no colours drawn", name, sz[0], sz[1], i)
				}
				canvastest.CheckRoom(t, name, out, sz[0], sz[1])
			}
		}
	}
}

func TestViewForms(t *testing.T) {
	canvastest.ViewForms(t, NewBoard(coh.Default()), midGame(), 80, 19)
}

// One board serves every connection of a server at once.
func TestConcurrentRenders(t *testing.T) {
	b := NewBoard(coh.Default())
	v := midGame()
	want := b.Render(plain(), v, common.Selection{}, 0, 120, 40)
	canvastest.Concurrently(t, 8, want, func(i int) string {
		b.Pages(80+i, 19) // new plans on the way
		return b.Render(plain(), v, common.Selection{}, 0, 120, 40)
	})
}

// No word is cut on any page of any fixture, at any size from the board
// pane of an 80x24 terminal up.
func TestNothingIsCut(t *testing.T) {
	b := NewBoard(coh.Default())
	sels := []common.Selection{{}, sel("move geek", []string{"bank", "crossroads"}, []int{0}, []string{"geek", "pregnant-woman"})}
	for name, v := range allViews() {
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

// Every location's number and name is drawn whole, at every pane size and
// on the town page of each.
func TestEveryLocationNameShows(t *testing.T) {
	b := NewBoard(coh.Default())
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}, {200, 60}, {76, 16}}, paneSizes...) {
		out := renderAll(b, midGame(), common.Selection{}, sz[0], sz[1])
		for _, l := range midGame().Locations {
			if !strings.Contains(out, itoa(l.Number)+" "+l.Name) {
				t.Errorf("%dx%d: %d %s is missing:\n%s", sz[0], sz[1], l.Number, l.Name, out)
			}
		}
	}
}

// At finds each location under its name on the town, and under its name
// in the text (the vote, the invasion card); nothing on a blank or the
// banner's words.
func TestAtFindsEveryLocation(t *testing.T) {
	b := NewBoard(coh.Default())
	v := midGame()
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}}, paneSizes...) {
		w, h := sz[0], sz[1]
		found := map[string]bool{}
		for p := range b.Pages(w, h) {
			rows := strings.Split(b.Render(plain(), v, common.Selection{}, p, w, h), "\n")
			for _, l := range v.Locations {
				name := itoa(l.Number) + " " + l.Name
				for y, row := range rows {
					i := strings.Index(row, name)
					if i < 0 {
						continue
					}
					x := len([]rune(row[:i])) + len([]rune(name))/2
					if got := b.At(v, p, w, h, x, y); got != l.ID {
						t.Errorf("%dx%d page %d: At(%d,%d) on %q is %q, want %q", w, h, p, x, y, name, got, l.ID)
					}
					found[l.ID] = true
				}
			}
			if got := b.At(v, p, w, h, w-1, h-1); got != "" && p == 0 && w > 100 {
				t.Logf("%dx%d: the bottom right corner is %q", w, h, got)
			}
		}
		for _, l := range v.Locations {
			if !found[l.ID] {
				t.Errorf("%dx%d: %s drawn on no page", w, h, l.Name)
			}
		}
	}
	// The vote names the Bank in the text: At finds it there too.
	w, h := 160, 50
	rows := strings.Split(b.Render(plain(), v, common.Selection{}, 0, w, h), "\n")
	hit := false
	for y, row := range rows {
		if i := strings.Index(row, "at the Bank:"); i >= 0 {
			x := len([]rune(row[:i+len("at the ")])) + 1
			if got := b.At(v, 0, w, h, x, y); got != "bank" {
				t.Errorf("At on the vote's Bank is %q", got)
			}
			hit = true
		}
	}
	if !hit {
		t.Error("the vote does not name the Bank at 160x50")
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
// location in a double frame and ▶ ◀, a character and a seat in ▶ ◀.
func TestSelectedStandsOut(t *testing.T) {
	b := NewBoard(coh.Default())
	v := midGame()
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		w, h := sz[0], sz[1]
		base := strings.ReplaceAll(renderAll(b, v, common.Selection{}, w, h), "▶◀ selected", "")
		if strings.ContainsAny(base, "▶◀╔") {
			t.Errorf("%dx%d: something is selected with nothing under the cursor:\n%s", w, h, base)
		}
		for s, want := range map[*common.Selection][]string{
			ptr(sel("card hospital", []string{"hospital"}, nil, nil)):            {"╔═▶5 Hospital◀═", "╚═"},
			ptr(sel("move geek", []string{"crossroads"}, nil, []string{"geek"})): {"▶R Geek 3◇⌂◀", "▶6 Crossroads◀"},
			ptr(sel("vote green", nil, []int{2}, nil)):                           {"▶G Cy (green)◀", "▶G◀"},
		} {
			out := renderAll(b, v, *s, w, h)
			for _, x := range want {
				if !strings.Contains(out, x) {
					t.Errorf("%dx%d: %q does not show %q:\n%s", w, h, s.ID, x, out)
				}
			}
		}
	}
}

func ptr[T any](x T) *T { return &x }

// A seat's hand shows only to that seat: the others see a count. The
// rules leave another seat's cards out of a view; the board names the
// cards a view holds and counts the rest.
func TestHandsShowAsTheViewHoldsThem(t *testing.T) {
	b := NewBoard(coh.Default())
	// Ann's view: Bob's hand is counted.
	mid := midGame()
	var outs []string
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		outs = append(outs, renderAll(b, mid, common.Selection{}, sz[0], sz[1]))
	}
	outs = append(outs, b.Describe(mid), b.Reference(plain(), mid, 80), b.Summary(mid),
		b.Explain(plain(), mid, sel("vote yellow", nil, []int{1}, nil), 80))
	for i, out := range outs {
		for _, s := range secretTitles {
			if strings.Contains(out, s) {
				t.Errorf("output %d shows %q from Bob's hand:\n%s", i, s, out)
			}
		}
	}
	if !strings.Contains(outs[1], "▣ 4 (hidden)") || !strings.Contains(outs[1], "YOUR HAND · R Ann") {
		t.Errorf("Ann's view does not count Bob's hand, or lacks hers:\n%s", outs[1])
	}
	// Bob, seeing his own view, sees his cards as his hand, and his peek.
	p := peeking()
	out := renderAll(b, p, common.Selection{}, 120, 40)
	if !strings.Contains(out, "YOUR HAND · Y Bob") || !strings.Contains(out, secretTitles[0]) || strings.Contains(out, "Shotgun ×2") {
		t.Errorf("Bob's own hand:\n%s", out)
	}
	if !strings.Contains(out, "NEXT CARD 4:00") {
		t.Errorf("Bob's peek does not show to him:\n%s", out)
	}
	// Ann does not know the coming card: only that Bob does.
	if out := renderAll(b, mid, common.Selection{}, 120, 40); strings.Contains(out, "NEXT CARD") || !strings.Contains(out, "known to Y") {
		t.Errorf("Ann's view of the peek:\n%s", out)
	}
	// At the table the app knows only the cards shown: each hand is named
	// by its player, the rest counted.
	table := tableView()
	out = renderAll(b, table, common.Selection{}, 160, 50)
	for _, w := range []string{"ANN'S HAND · R Ann", "Shotgun ×2 · + 1 unseen", "BOB'S HAND · Y Bob", "Zephyr Flask · + 3 unseen", "▣ 4 cards (3 unseen)"} {
		if !strings.Contains(out, w) {
			t.Errorf("the table's view lacks %q:\n%s", w, out)
		}
	}
	if d := b.Describe(table); !strings.Contains(d, "Bob's hand: Zephyr Flask; and 3 unseen") || !strings.Contains(d, "4 action cards, 3 of them unseen") {
		t.Errorf("Describe at the table:\n%s", d)
	}
	// In a draft, the packet on offer and the cards kept.
	draft := draftView()
	out = renderAll(b, draft, common.Selection{}, 80, 19)
	for _, w := range []string{"YOUR DRAFT · R Ann", "packet: Gun · Flashlight", "kept: Shotgun"} {
		if !strings.Contains(out, w) {
			t.Errorf("the draft lacks %q:\n%s", w, out)
		}
	}
	if d := b.Describe(draft); !strings.Contains(d, "Your draft (Ann (red)): the packet holds Gun, Flashlight; kept so far: Shotgun.") {
		t.Errorf("Describe in a draft:\n%s", d)
	}
}

// Random legal games of the real rules draw and fit at the standard pane
// sizes, whatever the phase, with the choice under the cursor touched.
func TestRandomGamesDrawAndFit(t *testing.T) {
	b := NewBoard(coh.Default())
	panicked := map[string]bool{}
	def := rc.Definition(coh.Default())
	for _, n := range []int{3, 4, 6} {
		names := []string{"Ann", "Bob", "Cy", "Dee", "Eve", "Fay"}[:n]
		g, err := def.New(rules.Setup{Game: def.Name, Seats: names, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(n), 9))
		canvastest.Play(t, g, r, 600, func(step int, g rules.Game, p rules.Prompt) {
			if step%7 != 0 {
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
				s = common.Selection{ID: id, Touch: touch(t, tg, id, panicked)}
			}
			for _, sz := range [][2]int{{80, 19}, {80, 34}, {108, 44}} {
				for i, out := range pages(b, plain(), v, s, sz[0], sz[1]) {
					canvastest.CheckRoom(t, fmt.Sprintf("%d seats step %d page %d", n, step, i), out, sz[0], sz[1])
					if strings.Contains(out, "…") {
						t.Errorf("%d seats step %d %dx%d: a run is cut:\n%s", n, step, sz[0], sz[1], out)
					}
					if strings.Contains(out, "more lines") {
						t.Errorf("%d seats step %d %dx%d: a real table does not fit its pages:\n%s", n, step, sz[0], sz[1], out)
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

// touch is what the game says choice id touches; a Touch that panics is a
// fault of the rules, reported once for each choice rather than ending the
// test, and touches nothing.
func touch(t *testing.T, tg rules.Toucher, id string, panicked map[string]bool) (out rules.Touch) {
	t.Helper()
	defer func() {
		if e := recover(); e != nil {
			if !panicked[id] {
				t.Errorf("rules/cityofhorror: Touch(%q) panics: %v", id, e)
			}
			panicked[id] = true
			out = rules.Touch{}
		}
	}()
	return tg.Touch(id)
}

// The budget: a frame of the busiest table in well under a millisecond
// (go test -bench Render).
func BenchmarkRender(b *testing.B) {
	bd := NewBoard(coh.Default())
	c := color()
	for _, sz := range [][2]int{{80, 19}, {108, 44}, {160, 50}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			for range b.N {
				bd.Render(c, bd.busiest, common.Selection{}, 0, sz[0], sz[1])
			}
		})
	}
}
