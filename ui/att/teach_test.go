package att

import (
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// checkWrapped fails when text has a line wider than w or a cut one.
func checkWrapped(t *testing.T, what, text string, w int) {
	t.Helper()
	if err := canvastest.Fits(text, w, strings.Count(text, "\n")+1); err != nil {
		t.Errorf("%s at width %d: %v", what, w, err)
	}
	if strings.Contains(text, "…") {
		t.Errorf("%s at width %d cuts a line:\n%s", what, w, text)
	}
}

// The reference teaches what is in play from the view and the content:
// the characters' abilities, every location's action and encounter, the
// dice and their combinations, the Scenario card, the cards on offer and
// in the hand the view may see, and never a hidden hand.
func TestReferenceTeachesWhatIsInPlay(t *testing.T) {
	b := NewBoard()
	v := busy()
	for _, w := range []int{24, 40, 60, 100} {
		checkWrapped(t, "Reference", b.Reference(plain(), v, w), w)
	}
	ref := strings.Join(strings.Fields(b.Reference(plain(), v, 100)), " ")
	want := []string{
		"HOW TO WIN", "plus 1 for the Map", "a tie goes to whoever holds fewer Terrible Things",
		"▸ now: Encounter: roll 5 basic dice", "re-roll up to 2 times",
		"Ann plays the Prospector: Starts with one extra Treasure token.",
		"Dov plays the Captain: Starts with the Map token and no extra token.",
		"obsession The White Whale (☠3 if still held at the end): Face every red encounter.",
		"⚑ Black Tide lies over the action: Desperate acts cost 1 more Courage.",
		"[O] Moaning Lighthouse, orange, horror and villain, worth ✦4; needs a run of 3+ from 3+; a desperate act costs 4 Courage",
		"⚠warning", "✧revelation", "⌖ foreshadowed for Cy",
		"L Luck die (yellow, 2 in the box): re-rolled free in a focused re-roll.",
		"P Panic die (red, 2 in the box): never re-rolled.",
		"F Feat die (blue, 2 in the box): a focused re-roll cannot take it, an unfocused one can; a Feat token raises it by 1.",
		"★ run 3-5: overcomes Moaning Lighthouse, worth ✦4", "Co pair of 5s: the Scenario card pays 2 Courage, one a die",
		"SCENARIO CARD, EASY SIDE", "Ft a block of 3+ of 1+: Feat",
		"Tr Treasure (from artifact encounters): Buy Swag at the Trading Post.",
		"1 Brass Sextant: 3 Treasure, ✦1, ↯exhausts: Exhaust: one more re-roll this turn.",
		"Old Stock (2 cards), on top: Rusty Hook",
		"FEAT CARDS IN BEA'S HAND", "Sharp Elbows (2 Feat tokens, ⚔): Take a token from another player.",
		"Outfitter ✦2: Most Swag cards, at least 3. Held by Dov.", "River Legend ✦5: Most sets of one encounter of each type, at least 2. Nobody holds it yet.",
		"holds 5 of its 7 tokens, lowest first: 0, 1, 1, 2, 3",
		"KEY TO THE BOARD",
	}
	for _, l := range v.Locations {
		want = append(want, itoa(l.Slot)+" "+l.Name+" ("+l.Bank+" bank): "+l.Action)
	}
	for _, w := range want {
		if !strings.Contains(ref, w) {
			t.Errorf("the reference lacks %q:\n%s", w, ref)
		}
	}
	for _, n := range secretNames {
		if strings.Contains(ref, n) {
			t.Errorf("the reference names %q from a hidden hand", n)
		}
	}

	s := strings.Join(strings.Fields(b.Reference(plain(), solo(), 100)), " ")
	for _, w := range []string{"ANCIENT TERRIBLE THINGS, SOLO: FORGOTTEN SECRETS", "forget cards worth at least twice",
		"▸ now: Round end", "discard the Map", "Dee plays the Captain"} {
		if !strings.Contains(s, w) {
			t.Errorf("the solo reference lacks %q:\n%s", w, s)
		}
	}
	if strings.Contains(s, "Map: the Map holder keeps") {
		t.Error("the solo reference teaches the Map phase")
	}
	// Before the characters are chosen, it lists those on offer.
	setup := ra.View{Current: -1, MapHolder: -1, Phase: "setup", Seats: []ra.SeatView{{Seat: 0, Player: "Ann"}}}
	if r := b.Reference(plain(), setup, 80); !strings.Contains(r, "Captain: Starts with the Map token") || strings.Contains(r, "Cartographer") {
		t.Errorf("the set-up reference does not list the base characters:\n%s", r)
	}
	if r := b.Reference(plain(), "not a view", 80); !strings.Contains(r, "cannot") {
		t.Errorf("Reference of another value: %q", r)
	}
	// With colours the glyphs keep theirs, inside the width.
	c := b.Reference(color(), v, 50)
	if !strings.Contains(c, "\x1b[") {
		t.Error("the reference draws no colour")
	}
	checkWrapped(t, "the coloured reference", c, 50)
}

// Its sentences read right for a seat named "You" (issue 10).
func TestReferenceReadsRightForYou(t *testing.T) {
	b := NewBoard()
	v := seenBy(midGame(), 1)
	seats := append([]ra.SeatView(nil), v.Seats...)
	seats[1].Player = "You"
	v.Seats = seats
	ref := b.Reference(plain(), v, 10000) // a sentence a line
	for _, w := range []string{"You play the Journalist", "FEAT CARDS IN YOUR HAND"} {
		if !strings.Contains(ref, w) {
			t.Errorf("the reference lacks %q:\n%s", w, ref)
		}
	}
	names := []string{"Ann", "You", "Cy"}
	for _, line := range strings.Split(ref, "\n") {
		if f := rulestest.GrammarFaults(line, names); f != nil {
			t.Errorf("%q reads wrong: %v", line, f)
		}
	}
}

// Explain says what a choice means: the combination with the dice it
// spends and what it brings, the location with its action and encounter,
// the card's text, the seat; never a card of a hidden hand.
func TestExplainSaysWhatAChoiceMeans(t *testing.T) {
	b := NewBoard()
	v := seenBy(midGame(), 1)
	nbsp := func(s string) string { return strings.ReplaceAll(s, "die ", "die\u00a0") }
	for id, want := range map[string][]string{
		"overcome run 3-5": {"meets Moaning Lighthouse's need, a run of 3+ from 3+", "worth ✦4",
			nbsp("spends die 1 (3), die 2 (4), die 3 (5)"), "no more re-rolls"},
		"gain courage pair 5": {"the Scenario card pays 2 Courage, one for each die", nbsp("spends die 3 (5), die 4 (5)")},
		"go ruin":             {"6 Crumbling Ruin (right bank): Take the Map token.", "[G] Sunken Bell", "⚠warning", "focus 1, treasure 1"},
		"chasm gorge":         {"The Yawning Chasm", "Moaning Lighthouse", "here: Bea"},
		"feat steady-hand":    {"Steady Hand (1 Feat token): Set one die to the face you choose."},
		"buy 3":               {"Bea has 2", "Ship in a Bottle: 5 Treasure, ✦3, counts as artifact: Worth 3 secrets."},
		"mark 2":              {"cost 1 Focus", "die 2, basic, shows 4, marked: costs 1 Focus to re-roll"},
		"bump 7":              {"Pay a Feat token", "die 7, panic, shows 2: never re-rolled"},
		"reroll all":          {"An unfocused re-roll", nbsp("takes die 1 (3), die 2 (4)")},
		"take 2 treasure":     {"Cy (Heiress) is at the Riverboat", "treasure 4"},
		"spend map":           {"the encounter stays on the river"},
		"gain focus":          {"Fo Focus: Pay one per die in a focused re-roll."},
	} {
		got := b.Explain(plain(), v, selOf(id), 60)
		checkWrapped(t, "Explain "+id, got, 60)
		flat := strings.Join(strings.Fields(got), " ")
		for _, w := range want {
			if !strings.Contains(flat, strings.Join(strings.Fields(w), " ")) {
				t.Errorf("%q: the explanation lacks %q:\n%s", id, w, got)
			}
		}
	}
	// A card in a hidden hand is never named; nothing selected, nothing to say.
	for _, id := range []string{"feat velvet", "feat zephyr", ""} {
		if got := b.Explain(plain(), v, selOf(id), 60); got != "" {
			t.Errorf("%q explained as %q", id, got)
		}
	}
	// A desperate act costs the encounter's secrets and what the events
	// lying face up add (from the content).
	d := seenBy(midGame(), 1)
	d.Tray, d.Phase = nil, "desperation"
	if got := b.Explain(plain(), d, common.Selection{ID: "desperate"}, 80); !strings.Contains(got, "pay 4 Courage and overcome Moaning Lighthouse") {
		t.Errorf("desperate: %q", got)
	}
	d.Locations = append([]ra.LocationView(nil), d.Locations...)
	d.Locations[2].Event = &ra.CardView{ID: "creeping-dread", Name: "Creeping Dread", Kind: "event"}
	if got := b.Explain(plain(), d, common.Selection{ID: "desperate"}, 80); !strings.Contains(got, "pay 5 Courage") {
		t.Errorf("desperate under Creeping Dread: %q", got)
	}
	// Finishing without overcoming costs the next Terrible Thing.
	if got := b.Explain(plain(), v, common.Selection{ID: "done"}, 200); !strings.Contains(got, "Bea takes the next Terrible Thing, worth ☠0") {
		t.Errorf("done: %q", got)
	}
	if got := b.Explain(plain(), 7, common.Selection{ID: "done"}, 80); !strings.Contains(got, "cannot") {
		t.Errorf("Explain of another value: %q", got)
	}
	// A character to choose, from the content.
	if got := b.Explain(plain(), ra.View{Current: -1, MapHolder: -1}, common.Selection{ID: "character captain", Touch: rules.Touch{Cards: []string{"captain"}}}, 80); !strings.Contains(got, "Captain: Starts with the Map token") {
		t.Errorf("character: %q", got)
	}
}

func TestSummary(t *testing.T) {
	b := NewBoard()
	you := seenBy(midGame(), 1)
	seats := append([]ra.SeatView(nil), you.Seats...)
	seats[2].Player = "You"
	you.Seats = seats
	tie := seenBy(midGame(), 1)
	tie.Seats = append([]ra.SeatView(nil), tie.Seats...)
	tie.Seats[0].Score = 8
	overYou := over()
	overYou.Scores = append([]ra.ScoreView(nil), overYou.Scores...)
	overYou.Scores[0].Player = "You"
	overYou.Seats = append([]ra.SeatView(nil), overYou.Seats...)
	overYou.Seats[2].Player = "You"
	soloOver := solo()
	soloOver.Over, soloOver.Scores = true, []ra.ScoreView{{Player: "Dee", Total: 12, Winner: true}}
	for _, c := range []struct {
		v    any
		want string
	}{
		{seenBy(midGame(), 1), "round 2 · Cy leads 8 to 5 · 5 of 7 Terrible Things left"},
		{you, "round 2 · You lead 8 to 5 · 5 of 7 Terrible Things left"},
		{tie, "round 2 · Ann and Cy tie at 8 · 5 of 7 Terrible Things left"},
		{solo(), "solo round 1 · score 7 · 3 of 5 Terrible Things left"},
		{over(), "Cy won with 8, Ann 4, Bea 2"},
		{overYou, "You won with 8, Ann 4, Bea 2"},
		{soloOver, "solo: won with 12"},
		{ra.View{Current: -1, MapHolder: -1, Phase: "setup", Seats: make([]ra.SeatView, 3)}, "setting up, 3 players"},
		{"not a view", "att board: cannot draw string, want an Ancient Terrible Things View"},
	} {
		if got := b.Summary(c.v); got != c.want {
			t.Errorf("Summary %q, want %q", got, c.want)
		}
	}
}
