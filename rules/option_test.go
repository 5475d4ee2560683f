package rules_test

import (
	"slices"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

var monsters = rules.Option{Name: "monsters", Min: 1, Parts: []rules.Part{
	{ID: "dracula", Label: "Dracula"}, {ID: "creature", Label: "Creature"}, {ID: "wolf_man", Label: "The Wolf Man"},
}}

var heroes = rules.Option{Name: "heroes", PerSeat: true, Parts: []rules.Part{
	{ID: "mayor", Label: "Mayor"}, {ID: "courier", Label: "Courier", Note: "not in solo"}, {ID: "inspector", Label: "Inspector"},
}}

func TestOptionBoundsCountAllPartsWhenMaxIsZeroAndOnePerSeat(t *testing.T) {
	if lo, hi := monsters.Bounds(2); lo != 1 || hi != 3 {
		t.Fatalf("monsters bounds %d..%d, want 1..3", lo, hi)
	}
	if lo, hi := heroes.Bounds(2); lo != 2 || hi != 2 {
		t.Fatalf("heroes bounds %d..%d, want 2..2", lo, hi)
	}
	capped := monsters
	capped.Max = 2
	if _, hi := capped.Bounds(1); hi != 2 {
		t.Fatalf("Max 2 gives %d", hi)
	}
}

func TestCheckPicksSaysWhatIsWrongWithAList(t *testing.T) {
	capped := monsters
	capped.Min, capped.Max = 2, 2
	for _, tc := range []struct {
		o     rules.Option
		ids   []string
		seats int
		want  string // "" is fine
	}{
		{monsters, []string{"dracula", "wolf_man"}, 1, ""},
		{monsters, []string{"dracula", "creature", "wolf_man"}, 1, ""},
		{monsters, nil, 1, "monsters: pick at least 1, not 0"},
		{monsters, []string{"dracula", "dracula"}, 1, "monsters: Dracula is picked twice"},
		{monsters, []string{"zombie"}, 1, `monsters: "zombie" is not one of dracula, creature, wolf_man`},
		{capped, []string{"dracula"}, 1, "monsters: pick 2, not 1"},
		{capped, []string{"dracula", "creature", "wolf_man"}, 1, "monsters: pick 2, not 3"},
		{heroes, []string{"mayor", "inspector"}, 2, ""},
		{heroes, []string{"mayor", "mayor"}, 2, "heroes: Mayor is picked twice"},
		{heroes, []string{"mayor"}, 2, "heroes: pick one for each of the 2 players, not 1"},
		{heroes, []string{"mayor", "courier"}, 1, "heroes: pick one, not 2"},
	} {
		err := tc.o.CheckPicks(tc.ids, tc.seats)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s %v: %v", tc.o.Name, tc.ids, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("%s %v: %v, want %q", tc.o.Name, tc.ids, err, tc.want)
		}
	}
}

func TestListOptionsStillTakeWhatTheyTookBefore(t *testing.T) {
	// Parts describe a list for forms; CheckSetup leaves judging it to the
	// game, so the command line takes the same values as before.
	o := monsters
	o.Default, o.Values, o.Open = "first", []string{"first"}, true
	o.Presets = map[string]rules.Preset{"first": {Parts: []string{"creature", "dracula"}}}
	def := rules.Definition{Title: "Monsters", MinSeats: 1, MaxSeats: 2, Options: []rules.Option{o}}
	for _, v := range []string{"first", "dracula,wolf_man", "bride", "dracula,dracula"} {
		s, err := def.CheckSetup(rules.Setup{Seats: []string{"Ann"}, Options: map[string]string{"monsters": v}})
		if err != nil || s.Options["monsters"] != v {
			t.Errorf("%q: %v %v", v, s.Options, err)
		}
	}
	if p, ok := o.Part("wolf_man"); !ok || p.Label != "The Wolf Man" {
		t.Fatalf("Part: %+v %v", p, ok)
	}
	if _, ok := o.Part("bride"); ok {
		t.Fatal("Part found an ID that is not a part")
	}
}

func TestSplitListDropsSpacesAndEmptyItems(t *testing.T) {
	if got := rules.SplitList(" dracula, ,wolf_man ,"); !slices.Equal(got, []string{"dracula", "wolf_man"}) {
		t.Fatalf("SplitList: %q", got)
	}
	if got := rules.SplitList(""); got != nil {
		t.Fatalf("SplitList of nothing: %q", got)
	}
}

// WithOptions sets its options over the setup's on every game it starts,
// keeps the others, and leaves the caller's setup as it was.
func TestWithOptionsSetsOptionsOverTheSetups(t *testing.T) {
	var got rules.Setup
	def := rules.Definition{New: func(s rules.Setup) (rules.Game, error) { got = s; return nil, nil }}
	setup := rules.Setup{Options: map[string]string{"length": "short", "mood": "calm"}}
	if _, err := def.WithOptions(map[string]string{"length": "long"}).New(setup); err != nil {
		t.Fatal(err)
	}
	if got.Options["length"] != "long" || got.Options["mood"] != "calm" {
		t.Errorf("the game started with options %v", got.Options)
	}
	if setup.Options["length"] != "short" {
		t.Errorf("the caller's setup changed: %v", setup.Options)
	}
}
