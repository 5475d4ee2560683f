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

func item(id, name, color string, strength int, space string) rh.Item {
	return rh.Item{ID: id, Name: name, Color: color, Strength: strength, Space: space}
}

// midGame is a hand-built game in its third turn: the Mayor is moving, the
// Archaeologist waits at the Docks, the Explorer is defeated; Dracula is
// frenzied with two coffins smashed, the Creature just swam to the River.
func midGame() rh.View {
	return rh.View{
		Phase: "hero", Current: 0, Turn: 3,
		Terror: 3, TerrorMax: 7,
		DeckLeft: 22, DeckSize: 30, LastCard: "Thief",
		Frenzied: "dracula",
		Bag:      41, Discard: 6, PerkDeck: 15,
		Heroes: []rh.HeroView{
			{Seat: 0, Player: "Ann", ID: "mayor", Name: "Mayor", Space: "theatre", Actions: 5, ActionsLeft: 3,
				Items: []rh.Item{item("torch-1", "Torch", "red", 5, "barn"), item("garlic-1", "Garlic", "yellow", 2, "inn"), item("kite-1", "Kite", "blue", 1, "tower")},
				Perks: []rh.PerkView{{ID: "hurry-1", Name: "Hurry", Text: "Move each hero up to 2 spaces."}}},
			{Seat: 1, Player: "Bob", ID: "archaeologist", Name: "Archaeologist", Space: "docks", Actions: 4, ActionsLeft: 4,
				Items:  []rh.Item{item("knife-1", "Knife", "red", 3, "docks"), item("stake-1", "Stake", "yellow", 3, "abbey")},
				Perks:  []rh.PerkView{{ID: "repel-1", Name: "Repel"}, {ID: "taxi_ride-1", Name: "Taxi Ride"}},
				Tokens: []string{"Hunted"}},
			{Seat: 2, Player: "Cy", ID: "explorer", Name: "Explorer", Space: "", Actions: 3, ActionsLeft: 0,
				Items: nil},
		},
		Monsters: []rh.MonsterView{
			{ID: "dracula", Name: "Dracula", Space: "church", Frenzied: true, Task: "2 of 4 coffins smashed", Progress: 2, Goal: 4,
				Defeat: "red items of strength 6 at Dracula's space, after all coffins"},
			{ID: "creature", Name: "Creature from the Black Lagoon", Space: "river", Task: "boat at 1 of 6 spaces", Progress: 1, Goal: 6,
				Defeat: "one red, one yellow and one blue item, boat at the Lair"},
			{ID: "wolf_man", Name: "The Wolf Man", Space: "mansion", Task: "cure 1 of 2 slots filled", Progress: 1, Goal: 2,
				Defeat: "yellow items of strength 6 at his space"},
		},
		Villagers: []rh.VillagerView{
			{ID: "maria", Name: "Maria", Space: "docks", Safe: "camp"},
			{ID: "fritz", Name: "Fritz", Space: "shop", Safe: "institute"},
			{ID: "lucy", Name: "Lucy", Space: "abbey", Safe: "mansion"},
			{ID: "renfield", Name: "Renfield", Space: "docks", Safe: "hospital"},
		},
		Items: map[string][]rh.Item{
			"barn":       {item("rifle-1", "Rifle", "red", 6, "barn"), item("pitchfork-1", "Pitchfork", "red", 4, "barn")},
			"camp":       {item("charm-1", "Charm", "yellow", 4, "camp")},
			"laboratory": {item("centrifuge-1", "Centrifuge", "blue", 1, "laboratory"), item("experiment-1", "Experiment", "blue", 2, "laboratory"), item("centrifuge-2", "Centrifuge", "blue", 1, "laboratory")},
			"museum":     {item("tablet-1", "Tablet", "yellow", 3, "museum")},
		},
		Coffins:  []string{"cave", "dungeon"},
		Reach:    []string{"fountain", "barn", "tower", "bridge_e"},
		LastPath: []string{"lagoon", "bridge_w", "river"},
	}
}

// render draws v with the choice sel under the cursor, touching what a
// real game says it touches (selection).
func render(t testing.TB, b *Board, v any, sel string, w, h int) string {
	t.Helper()
	return b.Render(plain(), v, selection(t, sel), 0, w, h)
}

func TestGolden(t *testing.T) {
	b := NewBoard(bh.Default())
	for _, sz := range [][2]int{{120, 40}, {160, 50}} {
		name := fmt.Sprintf("midgame_%dx%d.golden", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			canvastest.Golden(t, name, render(t, b, midGame(), "", sz[0], sz[1])+"\n")
		})
	}
}

func TestEverySpaceNameShows(t *testing.T) {
	c := bh.Default()
	out := render(t, NewBoard(c), midGame(), "", 160, 50)
	for _, s := range c.Spaces {
		if !strings.Contains(out, s.Name) {
			t.Errorf("space %q (%s) is missing from the 160x50 map", s.Name, s.ID)
		}
	}
}

func TestFitsTheRoom(t *testing.T) {
	b := NewBoard(bh.Default())
	sel := selection(t, "move docks")
	for _, sz := range [][2]int{{100, 30}, {120, 40}, {160, 50}, {200, 60}, {101, 31}, {80, 24}, {59, 15}, {30, 8}, {10, 3}} {
		for _, v := range []any{midGame(), rh.View{}, "not a view"} {
			out := b.Render(plain(), v, sel, 0, sz[0], sz[1])
			canvastest.CheckRoom(t, fmt.Sprintf("%T", v), out, sz[0], sz[1])
		}
	}
}

// The same holds with colors on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	c := canvastest.Color()
	b := NewBoard(bh.Default())
	sel := selection(t, "move tower")
	for _, sz := range [][2]int{{100, 30}, {120, 40}, {160, 50}} {
		out := b.Render(c, midGame(), sel, 0, sz[0], sz[1])
		if !strings.Contains(out, "\x1b[") {
			t.Fatalf("%dx%d: no colors drawn", sz[0], sz[1])
		}
		canvastest.CheckRoom(t, "in color", out, sz[0], sz[1])
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
	// Only the legend's dot is left.
	if n := strings.Count(out, "•"); n != 1 {
		t.Errorf("%d dots drawn with no last path, want the legend's 1", n)
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

func BenchmarkRender160x50(b *testing.B) {
	bd := NewBoard(bh.Default())
	c := canvastest.Color()
	v := midGame()
	sel := selection(b, "move tower")
	bd.Render(c, v, sel, 0, 160, 50)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		bd.Render(c, v, sel, 0, 160, 50)
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
