package horrified

import (
	"fmt"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// plain is a Common whose renderer draws no colors, so goldens are text.
var plain = canvastest.Plain

// render draws v with the choice sel under the cursor, touching what a
// real game says it touches (selection).
func render(t testing.TB, b *Board, v any, sel string, w, h int) string {
	t.Helper()
	return b.Render(plain(), v, selection(t, sel), 0, w, h)
}

// paneSizes are the board panes of the terminals the screen standard
// names: 80x24, 100x30, 120x40 (beside the prompt list) and 160x50.
var paneSizes = [][2]int{{80, 19}, {100, 25}, {80, 27}, {108, 34}}

// Every page of a busy monster phase at each pane size, and the hero phase
// of midGame with its reach and last movement; colors off.
func TestGolden(t *testing.T) {
	b := NewBoard(bh.Default())
	golden := func(fixture string, v rh.View, w, h int) {
		for p, name := range b.Pages(w, h) {
			file := fmt.Sprintf("%s_%dx%d_%d_%s.golden", fixture, w, h, p+1, strings.ToLower(strings.NewReplacer(" & ", "_", " ", "_").Replace(name)))
			t.Run(file, func(t *testing.T) {
				canvastest.Golden(t, file, b.Render(plain(), v, common.Selection{}, p, w, h)+"\n")
			})
		}
	}
	for _, sz := range paneSizes {
		golden("busy", busyGame(), sz[0], sz[1])
	}
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		golden("midgame", midGame(), sz[0], sz[1])
	}
}

// Every name is drawn whole on the map at every pane size: never
// "[Preci.]".
func TestEverySpaceNameShows(t *testing.T) {
	c := bh.Default()
	b := NewBoard(c)
	for _, sz := range append(paneSizes, [2]int{160, 50}, [2]int{200, 60}) {
		out := render(t, b, midGame(), "", sz[0], sz[1])
		for _, s := range c.Spaces {
			if !strings.Contains(out, s.Name) {
				t.Errorf("%dx%d: space %q (%s) is missing from the map:\n%s", sz[0], sz[1], s.Name, s.ID, out)
			}
		}
	}
}

// Every page of every view fits its room, the smallest ones included.
func TestFitsTheRoom(t *testing.T) {
	b := NewBoard(bh.Default())
	sel := selection(t, "move docks")
	sizes := append([][2]int{{76, 16}, {100, 30}, {120, 40}, {160, 50}, {200, 60}, {101, 31}, {80, 24}, {59, 15}, {30, 8}, {10, 3}}, paneSizes...)
	for _, sz := range sizes {
		for _, v := range []any{midGame(), busyGame(), rh.View{}, "not a view"} {
			for p := range b.Pages(sz[0], sz[1]) {
				out := b.Render(plain(), v, sel, p, sz[0], sz[1])
				canvastest.CheckRoom(t, fmt.Sprintf("%T page %d", v, p), out, sz[0], sz[1])
			}
		}
	}
}

// The same holds with colors on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	c := canvastest.Color()
	b := NewBoard(bh.Default())
	sel := selection(t, "move tower")
	for _, sz := range append(paneSizes, [2]int{160, 50}) {
		for p := range b.Pages(sz[0], sz[1]) {
			out := b.Render(c, busyGame(), sel, p, sz[0], sz[1])
			if !strings.Contains(out, "\x1b[") {
				t.Fatalf("%dx%d: no colors drawn", sz[0], sz[1])
			}
			canvastest.CheckRoom(t, "in color", out, sz[0], sz[1])
		}
	}
}

func TestSelectedSpaceStandsOut(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	for _, sz := range [][2]int{{100, 30}, {120, 40}, {160, 50}} {
		plainOut := render(t, b, v, "", sz[0], sz[1])
		sel := render(t, b, v, "move docks", sz[0], sz[1])
		if plainOut == sel {
			t.Fatalf("%dx%d: selecting \"move docks\" changed nothing", sz[0], sz[1])
		}
		if !strings.Contains(sel, "▶Docks◀") {
			t.Errorf("%dx%d: the Docks are not marked ▶Docks◀:\n%s", sz[0], sz[1], sel)
		}
		if strings.Contains(plainOut, "▶Docks◀") {
			t.Errorf("%dx%d: the Docks are marked with nothing selected", sz[0], sz[1])
		}
		// Only the Docks' row changes.
		a, s := strings.Split(plainOut, "\n"), strings.Split(sel, "\n")
		for i := range a {
			if a[i] != s[i] && !strings.Contains(s[i], "▶Docks◀") {
				t.Errorf("%dx%d: row %d changed but holds no Docks:\n%s\n%s", sz[0], sz[1], i, a[i], s[i])
			}
		}
	}
	// Every choice that touches a space marks it.
	for _, id := range []string{"guide maria docks", "space docks", "step docks", "special docks"} {
		if out := render(t, b, v, id, 120, 40); !strings.Contains(out, "▶Docks◀") {
			t.Errorf("%q does not mark the Docks", id)
		}
	}
	if out := render(t, b, v, "guide maria tower", 120, 40); strings.Contains(out, "▶Docks◀") || !strings.Contains(out, "▶Tower◀") {
		t.Errorf("\"guide maria tower\" marks the wrong space")
	}
}

func TestReachAndLastPathShow(t *testing.T) {
	b := NewBoard(bh.Default())
	out := render(t, b, midGame(), "", 120, 40)
	for _, s := range []string{"»Barn«", "»Tower«", "»East Bridge«", "•"} {
		if !strings.Contains(out, s) {
			t.Errorf("missing %q", s)
		}
	}
	v := midGame()
	v.Reach, v.LastPath = nil, nil
	out = render(t, b, v, "", 120, 40)
	for _, s := range []string{"»Barn«", "»Tower«", "»East Bridge«", "»Fountain Square«"} {
		if strings.Contains(out, s) {
			t.Errorf("%q drawn with no reach", s)
		}
	}
	// Only the legend's dot is left, where the page has the legend.
	if n := strings.Count(out, "•") - strings.Count(out, "• last move"); n != 0 {
		t.Errorf("%d dots drawn with no last path", n)
	}
}

// A jump (a taxi ride, a monster placed) is drawn straight across, and an
// unknown space in it is skipped, not a crash.
func TestLastPathOffThePaths(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	v.LastPath = []string{"cave", "graveyard", "nowhere", "docks"}
	for _, sz := range [][2]int{{100, 30}, {160, 50}} {
		if out := render(t, b, v, "", sz[0], sz[1]); strings.Count(out, "•") < 10 {
			t.Errorf("%dx%d: the jump from the Cave to the Graveyard is not drawn", sz[0], sz[1])
		}
	}
}

func TestPointerAndValueDrawAlike(t *testing.T) {
	canvastest.ViewForms(t, NewBoard(bh.Default()), midGame(), 120, 40)
}

func TestDescribe(t *testing.T) {
	c := bh.Default()
	b := NewBoard(c)
	v := midGame()
	d := b.Describe(v)
	if strings.Contains(d, "\x1b") {
		t.Error("escape codes in Describe")
	}
	for _, want := range []string{
		"Terror 3 of 7", "Turn 3", "The Mayor (Ann) is to play", "22 of 30",
		"Mayor (Ann), whose turn it is, is at Theatre", "3 of 5 actions left", "Torch (red 5)", "perks: Hurry",
		"Archaeologist (Bob) is at Docks", "tokens: Hunted",
		"Explorer (Cy) is defeated",
		"Dracula is at Church, frenzied", "2 of 4 coffins smashed", "The Wolf Man is at Mansion",
		"Maria is at Docks, safe at Camp",
		"Laboratory: Centrifuge (blue 1), Experiment (blue 2)",
		"Coffins at: Cave, Dungeon", "Last movement: Lagoon to West Bridge to River",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe lacks %q:\n%s", want, d)
		}
	}
	names := map[string]string{}
	for _, s := range c.Spaces {
		names[s.ID] = s.Name
	}
	// Every hero's line says where the hero is.
	for _, h := range v.Heroes {
		where := "is defeated"
		if h.Space != "" {
			where = "is at " + names[h.Space]
		}
		found := false
		for _, l := range strings.Split(d, "\n") {
			if strings.HasPrefix(l, "- "+h.Name+" ("+h.Player+")") {
				found = true
				if !strings.Contains(l, where) {
					t.Errorf("Describe's line for %s lacks %q: %s", h.Name, where, l)
				}
			}
		}
		if !found {
			t.Errorf("Describe has no line for %s", h.Name)
		}
	}
	v.Terror = 6
	if !strings.Contains(b.Describe(&v), "Terror 6 of 7") {
		t.Error("Describe does not follow the terror level")
	}
}

func TestTerrorMarkerIsAGlyph(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	for terror, want := range map[int]string{0: "[0]1 2", 3: "2[3]4", 7: "6[☠]"} {
		v.Terror = terror
		if out := render(t, b, v, "", 120, 40); !strings.Contains(out, want) {
			t.Errorf("terror %d: track lacks %q", terror, want)
		}
	}
}

func TestEmptyViewDraws(t *testing.T) {
	b := NewBoard(bh.Default())
	out := render(t, b, rh.View{Current: rules.Seat(0)}, "", 120, 40)
	if !strings.Contains(out, "TERROR") {
		t.Errorf("empty view: %q", out)
	}
}

// BenchmarkRender draws a table with colors at the pane of an 80x24 and
// of a 160x50 terminal, every page in turn: the busy monster phase, and
// the quieter hero phase of midGame. The whole game screen has 1 ms. The
// map layers and page plans are cached, as in play.
func BenchmarkRender(b *testing.B) {
	bd := NewBoard(bh.Default())
	c := canvastest.Color()
	sel := selection(b, "move tower")
	for _, fx := range []struct {
		name string
		v    rh.View
	}{{"busy", busyGame()}, {"midgame", midGame()}} {
		for _, sz := range [][2]int{{80, 19}, {108, 34}} {
			b.Run(fmt.Sprintf("%s/%dx%d", fx.name, sz[0], sz[1]), func(b *testing.B) {
				pages := len(bd.Pages(sz[0], sz[1]))
				for p := range pages {
					bd.Render(c, fx.v, sel, p, sz[0], sz[1])
				}
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					bd.Render(c, fx.v, sel, i%pages, sz[0], sz[1])
				}
			})
		}
	}
}

// One Board serves many connections at once (the SSH server).
func TestConcurrentRender(t *testing.T) {
	b := NewBoard(bh.Default())
	want := render(t, b, midGame(), "", 120, 40)
	sel := selection(t, "move docks")
	canvastest.Concurrently(t, 8, want, func(i int) string {
		b.Render(plain(), midGame(), sel, 0, 100+i*10, 30+i*3)
		return b.Render(plain(), midGame(), common.Selection{}, 0, 120, 40)
	})
}
