package att

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// render draws page 0 of v with choice sel under the cursor, touching what
// the game would say it touches in the fixtures (fixtureTouch).
func render(t testing.TB, b *Board, v any, sel string, w, h int) string {
	t.Helper()
	return b.Render(plain(), v, selOf(sel), 0, w, h)
}

// pages draws every page of v at w x h with sel under the cursor.
func pages(b *Board, c *common.Common, v any, sel common.Selection, w, h int) []string {
	var out []string
	for i := range b.Pages(w, h) {
		out = append(out, b.Render(c, v, sel, i, w, h))
	}
	return out
}

// renderAll is every page of v at w x h, one after the other: what the
// player can see by turning the pages.
func renderAll(t testing.TB, b *Board, v any, sel string, w, h int) string {
	t.Helper()
	return strings.Join(pages(b, plain(), v, selOf(sel), w, h), "\n")
}

// checkRoom fails when out has more than h rows or a row wider than w.
var checkRoom = canvastest.CheckRoom

// The goldens: a busy mid-game (Bea's own screen in hot-seat: her hand
// shows, the others' do not) and the solo game, every page, in the board
// panes of 80x24, 100x30, 120x40 and 160x50 terminals.
func TestGolden(t *testing.T) {
	b := NewBoard()
	views := map[string]ra.View{
		"midgame": seenBy(midGame(), 1),
		"solo":    solo(),
	}
	for _, name := range []string{"midgame", "solo"} {
		for _, sz := range [][2]int{{80, 19}, {100, 25}, {80, 27}, {108, 34}} {
			for i, pg := range b.Pages(sz[0], sz[1]) {
				file := fmt.Sprintf("%s_%dx%d_%d_%s.golden", name, sz[0], sz[1], i+1, strings.ToLower(pg))
				t.Run(file, func(t *testing.T) {
					canvastest.Golden(t, file, b.Render(plain(), views[name], common.Selection{}, i, sz[0], sz[1])+"\n")
				})
			}
		}
	}
}

// over is the mid-game fixture ended, with final scores.
func over() ra.View {
	v := midGame()
	v.Over, v.Phase, v.Tray = true, "over", nil
	v.Result = "Cy wins with 8 secrets"
	v.Scores = []ra.ScoreView{
		{Seat: 2, Player: "Cy", Encounters: 4, Swag: 2, Achievements: 3, Penalties: 1, Total: 8, TTCount: 2, Courage: 1, Winner: true},
		{Seat: 0, Player: "Ann", Encounters: 3, Swag: 1, Achievements: 3, Map: 1, Penalties: 4, Total: 4, TTCount: 1, Courage: 3},
		{Seat: 1, Player: "Bea", Encounters: 2, Total: 2, Courage: 0},
	}
	return v
}

func allViews() map[string]any {
	offer := seenBy(midGame(), 0)
	offer.Tray, offer.Phase = nil, "location"
	offer.Offer = &ra.OfferView{From: 0, To: 2, Give: []string{"2 focus", "Eel King"}, Take: []string{"Oilskin Map"}}
	return map[string]any{
		"seen by Bea": seenBy(midGame(), 1),
		"full":        midGame(),
		"solo":        solo(),
		"over":        over(),
		"offer":       &offer,
		"empty":       ra.View{},
		"setup":       ra.View{Current: -1, MapHolder: -1, Phase: "setup"},
		"not a view":  "not a view",
	}
}

func TestFitsTheRoom(t *testing.T) {
	b := NewBoard()
	sizes := [][2]int{{110, 34}, {82, 28}, {66, 21}, {100, 30}, {120, 40}, {156, 46}, {200, 60},
		{111, 35}, {81, 27}, {64, 18}, {63, 20}, {56, 14}, {55, 13}, {40, 10}, {20, 5}, {10, 3}, {1, 1}}
	for name, v := range allViews() {
		for _, sz := range sizes {
			for _, sel := range []string{"", "overcome run 3-5", "mark 2", "go ruin", "buy 1", "feat steady-hand"} {
				for i, out := range pages(b, plain(), v, selOf(sel), sz[0], sz[1]) {
					checkRoom(t, fmt.Sprintf("%s / %s / page %d", name, sel, i), out, sz[0], sz[1])
				}
			}
		}
	}
	if out := b.Render(plain(), midGame(), common.Selection{}, 0, 0, 10); out != "" {
		t.Errorf("zero width drew %q", out)
	}
}

// The same holds with colors on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	b := NewBoard()
	c := color()
	for _, sz := range [][2]int{{110, 34}, {82, 28}, {66, 21}, {156, 46}} {
		for name, v := range allViews() {
			for i, out := range pages(b, c, v, selOf("overcome run 3-5"), sz[0], sz[1]) {
				if name != "not a view" && !strings.Contains(out, "\x1b[") {
					t.Fatalf("%s %dx%d page %d: no colors drawn", name, sz[0], sz[1], i)
				}
				checkRoom(t, name, out, sz[0], sz[1])
			}
		}
	}
}

// A seat's hand shows only to that seat: the others see a count.
func TestHiddenHandNeverShows(t *testing.T) {
	b := NewBoard()
	full := midGame()
	for _, viewer := range []rules.Seat{0, 1, 2} {
		v := seenBy(full, viewer)
		var outs []string
		for _, sz := range [][2]int{{110, 34}, {82, 28}, {66, 21}, {156, 46}, {200, 60}, {50, 40}} {
			for _, sel := range []string{"", "feat zephyr", "feat velvet"} {
				outs = append(outs, renderAll(t, b, v, sel, sz[0], sz[1]), renderAll(t, b, &v, sel, sz[0], sz[1]))
				outs = append(outs, b.Explain(plain(), v, selOf(sel), sz[0]))
			}
		}
		outs = append(outs, b.Describe(v), b.Reference(plain(), v, 80), b.Summary(v))
		for _, s := range full.Seats {
			if s.Seat == viewer {
				continue
			}
			for _, c := range s.Hand {
				for i, out := range outs {
					if strings.Contains(out, c.Name) {
						t.Errorf("seen by seat %d: %s's card %q shows in output %d:\n%s", viewer, s.Player, c.Name, i, out)
					}
				}
			}
		}
		// The viewer's own hand does show.
		own := full.Seats[viewer].Hand[0].Name
		if !strings.Contains(b.Describe(v), own) || !strings.Contains(outs[0], own) {
			t.Errorf("seen by seat %d: the viewer's own card %q is missing", viewer, own)
		}
	}
	v := seenBy(full, 1)
	if out := b.Render(plain(), v, common.Selection{}, 1, 110, 34); strings.Count(out, "hand: 2 cards (hidden)") != 2 {
		t.Errorf("the two hidden hands are not counted on the Players page at 110x34:\n%s", out)
	}
	if d := b.Describe(v); !strings.Contains(d, "Ann (Prospector) is at the Trading Post") || !strings.Contains(d, "hand: 2 cards, hidden") {
		t.Errorf("Describe does not count the hidden hands:\n%s", d)
	}

	// Even a view that wrongly carries a hidden hand's cards draws the count.
	leaky := midGame()
	for i := range leaky.Seats {
		leaky.Seats[i].HandHidden = leaky.Seats[i].Seat != 1
	}
	for _, out := range []string{renderAll(t, b, leaky, "", 110, 34), renderAll(t, b, leaky, "", 82, 28), b.Describe(leaky),
		b.Reference(plain(), leaky, 80), b.Explain(plain(), leaky, selOf("feat zephyr"), 80)} {
		for _, n := range secretNames {
			if strings.Contains(out, n) {
				t.Errorf("a hand marked hidden shows %q", n)
			}
		}
	}
}

func TestSelectedChangesRender(t *testing.T) {
	b := NewBoard()
	v := seenBy(midGame(), 1)
	for _, sz := range [][2]int{{110, 34}, {82, 28}} {
		base := renderAll(t, b, v, "", sz[0], sz[1])
		if strings.ContainsAny(withoutKey(base), "▶◀╔") {
			t.Errorf("%dx%d: something is selected with nothing under the cursor:\n%s", sz[0], sz[1], base)
		}
		for sel, want := range map[string][]string{
			// The combination and the dice it would spend.
			"overcome run 3-5":      {"▶★run 3-5◀", "╔1══╗╔2══╗╔3══╗╭4──╮"},
			"gain courage pair 5":   {"▶Co+2 pair of 5s◀", "╭2──╮╔3══╗╔4══╗╭5──╮"},
			"gain treasure run 2-6": {"╔1══╗╔2══╗╔3══╗╭4──╮╭5──╮╔6══╗╔7══╗"},
			// One die.
			"mark 2":   {"╭1──╮╔2══╗╭3──╮"},
			"unmark 2": {"╭1──╮╔2══╗╭3──╮"},
			"bump 7":   {"╭6──╮╔7══╗"},
			// A location, a card in the hand, a seat.
			"go ruin":            {"▶6 Crumbling Ruin◀", "╔"},
			"feat steady-hand":   {"▶Steady Hand 1Ft◀"},
			"reroll all":         {"╔1══╗╔2══╗╔3══╗╔4══╗╭5──╮╔6══╗╭7──╮"},
			"roll":               {"╭1──╮╔2══╗╭3──╮"},
			"take 2 treasure":    {"▶C Cy"},
			"chasm gorge":        {"▶2 Ghastly Gorge◀"},
			"spend map":          {},
			"forget card nobody": {},
		} {
			out := renderAll(t, b, v, sel, sz[0], sz[1])
			if len(want) > 0 && out == base {
				t.Errorf("%dx%d: selecting %q changed nothing", sz[0], sz[1], sel)
			}
			for _, w := range want {
				if !strings.Contains(out, w) {
					t.Errorf("%dx%d: selecting %q: %q missing:\n%s", sz[0], sz[1], sel, w, out)
				}
			}
		}
	}
	// With room on the Dice page, the combinations go one a line.
	if out := renderAll(t, b, v, "overcome run 3-5", 80, 19); !strings.Contains(out, "▶ ★ run 3-5 → overcome ◀") || !strings.Contains(out, "╔1══╗╔2══╗╔3══╗╭4──╮") {
		t.Errorf("80x19: the combination and its dice are not marked:\n%s", out)
	}
	// The Trading Post marks the slot to buy.
	if out := renderAll(t, b, v, "buy 3", 110, 34); !strings.Contains(out, "▶3 Ship in a Bottle") {
		t.Errorf("\"buy 3\" does not mark the slot:\n%s", out)
	}
	// Every combination in the list can be selected and shows.
	for _, c := range v.Tray.Combos {
		for _, sz := range [][2]int{{110, 34}, {82, 28}, {80, 19}, {66, 21}} {
			if out := renderAll(t, b, v, c.ID, sz[0], sz[1]); !strings.Contains(withoutKey(out), "▶") {
				t.Errorf("%dx%d: selecting %q marks nothing", sz[0], sz[1], c.ID)
			}
		}
	}
}

// withoutKey is a drawing without the KEY panel's "▶◀ selected", which
// shows whatever is under the cursor.
func withoutKey(out string) string { return strings.ReplaceAll(out, "▶◀ selected", "") }

// The board highlights what the selection's Touch names, without reading
// its ID: the ID only picks out a combination of the tray.
func TestSelectionReadsTheTouch(t *testing.T) {
	b := NewBoard()
	v := seenBy(midGame(), 1)
	all := func(c *common.Common, sel common.Selection) string {
		return strings.Join(pages(b, c, v, sel, 110, 34), "\n")
	}
	base := all(plain(), common.Selection{})
	for _, c := range []struct {
		touch rules.Touch
		want  string
	}{
		{rules.Touch{Places: []string{"chasm"}}, "▶4 Yawning Chasm◀"},
		{rules.Touch{Dice: []int{3}}, "╭3──╮╔4══╗╭5──╮"},
		{rules.Touch{Places: []string{ra.PostPlace(0)}}, "▶1 Brass Sextant 3Tr ✦1 ↯◀"},
		{rules.Touch{Places: []string{ra.PlaceOldStock}}, "top: ▶Rusty Hook 2Tr ↯◀"},
		{rules.Touch{Places: []string{ra.PlaceRumours}}, "▶Rumours 2"},
		{rules.Touch{Seats: []rules.Seat{2}}, "▶C Cy"},
		{rules.Touch{Cards: []string{"eel-tamer"}}, "▶Eel Tamer"},
		{rules.Touch{Cards: []string{"steady-hand"}}, "▶Steady Hand 1Ft◀"},
	} {
		out := all(plain(), common.Selection{Touch: c.touch})
		if !strings.Contains(out, c.want) {
			t.Errorf("%+v: %q missing:\n%s", c.touch, c.want, out)
		}
	}
	// The Map token shows selected in "▶ ◀", not by its colour alone.
	if out := all(plain(), common.Selection{Touch: rules.Touch{Places: []string{ra.PlaceMap}}}); !strings.Contains(out, "▶⚐Map Ann◀") || !strings.Contains(out, "▶⚐Map◀") {
		t.Errorf("touching the Map does not mark it in the turn line and on its holder:\n%s", out)
	}
	// An ID alone is not read: only a combination of the tray matches it.
	for _, id := range []string{"go ruin", "buy 1", "mark 2", "take 2 treasure", "feat steady-hand", "chasm rumours"} {
		if out := all(plain(), common.Selection{ID: id}); out != base {
			t.Errorf("%q with no Touch highlights something:\n%s", id, out)
		}
	}
	if out := all(plain(), common.Selection{ID: "overcome run 3-5"}); !strings.Contains(out, "▶★run 3-5◀") || strings.Contains(out, "╔") {
		t.Errorf("a combination's ID marks the combination, and no die without a Touch:\n%s", out)
	}
}

func TestPointerAndValueDrawAlike(t *testing.T) {
	b := NewBoard()
	canvastest.ViewForms(t, b, seenBy(midGame(), 1), 110, 34)
	if w, h := b.MinSize(); w < 80 || h < 24 {
		t.Errorf("MinSize %dx%d is below the app's own minimum", w, h)
	}
}

func TestDescribe(t *testing.T) {
	b := NewBoard()
	d := b.Describe(seenBy(midGame(), 1))
	if strings.ContainsAny(d, "\x1b▶◀╔╭✦") {
		t.Errorf("escape codes or drawing glyphs in Describe:\n%s", d)
	}
	for _, want := range []string{
		"Ancient Terrible Things (house deck) with The Lost Charter; normal game; the easy side of the Scenario card.",
		"Round 2, encounter phase. It is Bea's turn (Journalist), at Ghastly Gorge. Ann holds the Map.",
		"Dice of Bea's encounter; 1 re-roll left:",
		"- die 2, basic, shows 4, marked for a re-roll.",
		"- die 5, basic, shows 1, spent.",
		"- die 7, panic, shows 2, cannot be re-rolled.",
		"The marked dice cost 1 Focus to re-roll.",
		"run 3-5 to overcome the encounter", "pair of 5s for 2 courage",
		"Expedition track: 5 of 7 Terrible Things left, the next taken first: 0, 1, 1, 2, 3.",
		"Encounter deck: 7 cards (green 0, orange 2, red 5, top first).",
		"Rumours: 2 cards worth 3 secrets, top first: Mad Hermit (1 secret), Weeping Idol (2 secrets).",
		"- 2 Ghastly Gorge (left bank): Moaning Lighthouse, an orange horror and villain encounter worth 4 secrets; needs a run of 3+ from 3+; here: Bea",
		"- 3 Sinister Chateau (left bank): Gilded Skull",
		"event Black Tide: Desperate acts cost 1 more Courage",
		"- 4 Yawning Chasm (right bank): no encounter",
		"foreshadowed for Cy",
		"On the Riverboat: Cy. At the Trading Post: Ann.",
		"slot 2 empty", "Old Stock: 2 cards, top: Rusty Hook (2 treasure, exhausts when used",
		"Eel Tamer (3 secrets, Most villains, at least 3) held by Ann",
		"focus 2, treasure 1, courage 3, feat 1", "Terrible Things 1, 0 (1 penalty)",
		"obsession Gold Fever (2 penalty if kept)", "Brass Sextant (1 secret) exhausted",
		"Bea (Journalist), whose turn it is, is at Ghastly Gorge",
		"hand: Steady Hand (1 feat: Set one die to the face you choose)",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe lacks %q:\n%s", want, d)
		}
	}
	s := b.Describe(solo())
	for _, want := range []string{"solo: Forgotten Secrets", "forget cards worth at least 6 this round end; 2 forgotten so far", "Goal:"} {
		if !strings.Contains(s, want) {
			t.Errorf("solo Describe lacks %q:\n%s", want, s)
		}
	}
	o := b.Describe(over())
	for _, want := range []string{"The game is over. Cy wins with 8 secrets.", "- 1. Cy, the winner: 8"} {
		if !strings.Contains(o, want) {
			t.Errorf("final Describe lacks %q:\n%s", want, o)
		}
	}
}

// What the turn line, the river and the panels must always say.
func TestRenderShows(t *testing.T) {
	b := NewBoard()
	out := renderAll(t, b, seenBy(midGame(), 1), "", 110, 34)
	for _, want := range []string{
		"ROUND 2 · ENCOUNTER PHASE", "▸B Bea", "[house deck]", "⚐Map Ann",
		"1 Accursed Shrine", "6 Crumbling Ruin", "[O] Moaning Lighthouse", "✦4", "need a run of 3+ from 3+",
		"horror villain", "✧revelation", "⚠warning", "◆Fo1 Tr1", "⌖C", "⚑",
		"RIVERBOAT C", "TRADING POST A",
		"│⚃4↻│", "⚀1✗", "─L─", "─P─", "re-rolls ●○ 1 left", "cost Fo1",
		"TT [0] 1 1 2 3", "G0 O2 R5", "Rumours 2",
		"Fo2 Tr1 Co3 Ft1", "☠TT 1+0=1", "score 8", "Gold Fever",
		"1 Brass Sextant 3Tr ✦1 ↯", "2 — empty —", "Old Stock 2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("110x34 lacks %q:\n%s", want, out)
		}
	}
	s := renderAll(t, b, solo(), "", 110, 34)
	for _, want := range []string{"[solo: Forgotten Secrets]", "FORGOTTEN SECRETS", "2 of 6 forgotten", "FORGET PHASE", "ACHIEVEMENTS", "SCENARIO"} {
		if !strings.Contains(s, want) {
			t.Errorf("solo 110x34 lacks %q:\n%s", want, s)
		}
	}
	o := renderAll(t, b, over(), "", 110, 34)
	for _, want := range []string{"GAME OVER · Cy wins", "FINAL SCORES", "★ 1. Cy 8"} {
		if !strings.Contains(o, want) {
			t.Errorf("final 110x34 lacks %q:\n%s", want, o)
		}
	}
}

func TestEmptyViewDraws(t *testing.T) {
	b := NewBoard()
	out := render(t, b, ra.View{Current: -1, MapHolder: -1}, "", 110, 34)
	if !strings.Contains(out, "SETUP") {
		t.Errorf("empty view: %q", out)
	}
}

// One Board serves many connections at once (the SSH server).
func TestConcurrentRender(t *testing.T) {
	b := NewBoard()
	v := seenBy(midGame(), 1)
	want := render(t, b, v, "", 110, 34)
	canvastest.Concurrently(t, 8, want, func(i int) string {
		b.Render(color(), v, selOf("mark 2"), 0, 80+i*10, 24+i*3)
		return b.Render(plain(), v, common.Selection{}, 0, 110, 34)
	})
}

// Render draws the busiest page of the mid-game in the board panes of
// 80x24 and 160x50 terminals; the whole game screen must draw in under a
// millisecond.
func BenchmarkRender(b *testing.B) {
	for _, sz := range [][2]int{{80, 19}, {108, 34}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			bd := NewBoard()
			c := color()
			v := seenBy(midGame(), 1)
			sel := selOf("overcome run 3-5")
			b.ReportAllocs()
			for b.Loop() {
				bd.Render(c, v, sel, 0, sz[0], sz[1])
			}
		})
	}
}

var _ common.Board = NewBoard()

// During the Map phase the seat that answers is the Map holder: the turn
// line says they decide who goes first, not whose turn it is.
func TestMapPhaseTurnLineMarksTheMapHolder(t *testing.T) {
	b := NewBoard()
	v := midGame()
	v.Tray, v.Phase, v.Current, v.MapHolder = nil, "map", 0, 0
	d := b.Describe(v)
	if !strings.Contains(d, "Ann decides who goes first.") || strings.Contains(d, "It is Ann's turn") {
		t.Errorf("Describe in the Map phase:\n%s", d)
	}
	if out := render(t, b, v, "", 110, 34); !strings.Contains(out, "▸A Ann decides who goes first") {
		t.Errorf("the header in the Map phase:\n%s", out)
	}
}

// Table mode: a hand the app never saw shows as a count, to its owner too.
func TestTableHandUnseenShowsAsACount(t *testing.T) {
	b := NewBoard()
	v := seenBy(midGame(), 1)
	v.Table = true
	v.Seats[1].Hand, v.Seats[1].HandCount, v.Seats[1].HandUnseen = []ra.FeatView{}, 3, 3
	if d := b.Describe(v); !strings.Contains(d, "hand: 3 cards, held at the table and not entered") || strings.Contains(d, "hand: empty") {
		t.Errorf("Describe of an unseen hand:\n%s", d)
	}
	if out := renderAll(t, b, v, "", 110, 34); strings.Contains(out, "hand: empty") {
		t.Errorf("an unseen hand drawn as empty:\n%s", out)
	}
}

func TestEncounterWordsTakeTheRightArticle(t *testing.T) {
	for tier, want := range map[string]string{"orange": "Idol, an orange", "green": "Idol, a green", "red": "Idol, a red"} {
		if got := cardWords(ra.CardView{Name: "Idol", Tier: tier, Secrets: 2}); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want it to start %q", tier, got, want)
		}
	}
}

// Describe's sentences agree with a seat named "You" as with a name: "It is
// your turn", "You hold the Map", "foreshadowed for you" (issue 10).
func TestDescribeReadsRightForYou(t *testing.T) {
	b := NewBoard()
	for _, tc := range []struct {
		you  rules.Seat
		want []string
	}{
		{1, []string{"It is your turn (Journalist), at Ghastly Gorge. Ann holds the Map.",
			"Dice of your encounter;", "here: you", "- You (Journalist), whose turn it is, are at Ghastly Gorge"}},
		{0, []string{"It is Bea's turn (Journalist), at Ghastly Gorge. You hold the Map.",
			"At the Trading Post: you.", "held by you", "- You (Prospector) are at the Trading Post", "; hold the Map;"}},
		{2, []string{"foreshadowed for you", "On the Riverboat: you."}},
	} {
		v := seenBy(midGame(), 1)
		seats := make([]ra.SeatView, len(v.Seats))
		copy(seats, v.Seats)
		seats[tc.you].Player = "You"
		v.Seats = seats
		names := make([]string, len(seats))
		for i, s := range seats {
			names[i] = s.Player
		}
		d := b.Describe(v)
		for _, line := range strings.Split(d, "\n") {
			if f := rulestest.GrammarFaults(line, names); f != nil {
				t.Errorf("seat %d named You: %q reads wrong: %v", tc.you, line, f)
			}
		}
		for _, want := range tc.want {
			if !strings.Contains(d, want) {
				t.Errorf("seat %d named You: Describe lacks %q:\n%s", tc.you, want, d)
			}
		}
	}
}
