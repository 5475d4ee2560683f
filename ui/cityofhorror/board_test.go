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

// The goldens: the busy mid-game seen by Ann, every page, at the sizes the
// brief names (80x24, 120x40, 160x50, drawn in that room) and in the board
// panes those terminals give (80x19, 80x34, 108x44); the late game on side
// B at 80x19 and 160x50; colours off.
func TestGolden(t *testing.T) {
	b := NewBoard(coh.Default())
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}, {80, 19}, {80, 34}, {108, 44}} {
		canvastest.GoldenPages(t, b, "midgame", midGame(), sz[0], sz[1])
	}
	for _, sz := range [][2]int{{80, 19}, {160, 50}} {
		canvastest.GoldenPages(t, b, "late", lateGame(), sz[0], sz[1])
	}
}

// Every page of every view fits its room, the smallest ones included.
func TestFitsTheRoom(t *testing.T) {
	sels := []common.Selection{{}, sel("move geek", []string{"bank", "crossroads"}, nil, []string{"geek"}),
		sel("vote green", nil, []int{2}, nil), sel("card hospital", []string{"hospital"}, nil, nil)}
	canvastest.FitsTheRoom(t, NewBoard(coh.Default()), allViews(), sels, midGame())
}

// The same holds with colours on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	canvastest.FitsTheRoomInColor(t, NewBoard(coh.Default()), allViews(), sel("move geek", []string{"bank"}, []int{1}, []string{"geek"}))
}

func TestViewForms(t *testing.T) {
	canvastest.ViewForms(t, NewBoard(coh.Default()), midGame(), 80, 19)
}

// One board serves every connection of a server at once.
func TestConcurrentRenders(t *testing.T) {
	canvastest.RendersConcurrently(t, NewBoard(coh.Default()), midGame())
}

// No word is cut on any page of any fixture, at any size from the board
// pane of an 80x24 terminal up.
func TestNothingIsCut(t *testing.T) {
	sels := []common.Selection{{}, sel("move geek", []string{"bank", "crossroads"}, []int{0}, []string{"geek", "pregnant-woman"})}
	canvastest.NothingIsCut(t, NewBoard(coh.Default()), allViews(), sels)
}

// Every location's number and name is drawn whole, at every pane size and
// on the town page of each.
func TestEveryLocationNameShows(t *testing.T) {
	b := NewBoard(coh.Default())
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}, {200, 60}, {76, 16}}, canvastest.PaneSizes...) {
		out := canvastest.RenderAll(b, midGame(), common.Selection{}, sz[0], sz[1])
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
	for _, sz := range append([][2]int{{80, 24}, {120, 40}, {160, 50}}, canvastest.PaneSizes...) {
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
	canvastest.AtInText(t, b, v, 160, 50, "at the Bank:", "at the ", "bank")
	canvastest.AtFindsNothingOff(t, b, v, 160, 50)
}

// What the choice under the cursor touches stands out, without colour: a
// location in a double frame and ▶ ◀, a character and a seat in ▶ ◀.
func TestSelectedStandsOut(t *testing.T) {
	b := NewBoard(coh.Default())
	v := midGame()
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		w, h := sz[0], sz[1]
		base := strings.ReplaceAll(canvastest.RenderAll(b, v, common.Selection{}, w, h), "▶◀ selected", "")
		if strings.ContainsAny(base, "▶◀╔") {
			t.Errorf("%dx%d: something is selected with nothing under the cursor:\n%s", w, h, base)
		}
		for s, want := range map[*common.Selection][]string{
			ptr(sel("card hospital", []string{"hospital"}, nil, nil)):            {"╔═▶5 Hospital◀═", "╚═"},
			ptr(sel("move geek", []string{"crossroads"}, nil, []string{"geek"})): {"▶R Geek 3◇⌂◀", "▶6 Crossroads◀"},
			ptr(sel("vote green", nil, []int{2}, nil)):                           {"▶G Cy (green)◀", "▶G◀"},
		} {
			out := canvastest.RenderAll(b, v, *s, w, h)
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
		outs = append(outs, canvastest.RenderAll(b, mid, common.Selection{}, sz[0], sz[1]))
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
	out := canvastest.RenderAll(b, p, common.Selection{}, 120, 40)
	if !strings.Contains(out, "YOUR HAND · Y Bob") || !strings.Contains(out, secretTitles[0]) || strings.Contains(out, "Shotgun ×2") {
		t.Errorf("Bob's own hand:\n%s", out)
	}
	if !strings.Contains(out, "NEXT CARD 4:00") {
		t.Errorf("Bob's peek does not show to him:\n%s", out)
	}
	// Ann does not know the coming card: only that Bob does.
	if out := canvastest.RenderAll(b, mid, common.Selection{}, 120, 40); strings.Contains(out, "NEXT CARD") || !strings.Contains(out, "known to Y") {
		t.Errorf("Ann's view of the peek:\n%s", out)
	}
	// At the table the app knows only the cards shown: each hand is named
	// by its player, the rest counted.
	table := tableView()
	out = canvastest.RenderAll(b, table, common.Selection{}, 160, 50)
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
	out = canvastest.RenderAll(b, draft, common.Selection{}, 80, 19)
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
			var s common.Selection
			if tg, ok := g.(rules.Toucher); ok && len(p.Choices) > 0 {
				id := p.Choices[step%len(p.Choices)].ID
				s = common.Selection{ID: id, Touch: touch(t, tg, id, panicked)}
			}
			canvastest.DrawsTheTurn(t, b, fmt.Sprintf("%d seats step %d", n, step), g, p, s, [][2]int{{80, 19}, {80, 34}, {108, 44}})
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
	canvastest.BenchmarkRender(b, bd, bd.Busiest, [][2]int{{80, 19}, {108, 44}, {160, 50}})
}
