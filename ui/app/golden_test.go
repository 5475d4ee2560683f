package app

import (
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// TestGolden pins what each screen looks like with colors off, at the sizes
// the design names. Run `go test ./ui/app -run TestGolden -update` after a
// deliberate change and read the diff of testdata/ before committing it.
func TestGolden(t *testing.T) {
	hotSeat := []string{"enter", "right", "tab", "tab", "Ann", "tab", "Bob", "enter"}
	// Horrified's setup form, hot-seat for Ann and Bob: Dracula and the Wolf
	// Man picked one by one, the Mayor for Ann, the cursor on Bob's hero.
	horrifiedForm := func(o *Options) {
		d, ok := games.Lookup(games.All(), "horrified")
		if !ok {
			t.Fatal("horrified is not registered")
		}
		// Another name, so the form does not ask the real board for its
		// size: the size check has tests of its own.
		d.Name = "horrified-form"
		o.Games = []rules.Definition{d}
	}
	horrifiedPicks := []string{"enter", "right", "tab", "tab", "Ann", "tab", "Bob",
		"tab", "left", // monsters: choose
		"tab", "tab", "tab", "tab", " ", // the Creature off
		"tab", " ", // the Wolf Man on
		"tab", "tab", "left", // heroes: choose
		"tab", "right", "right", // Ann: the Mayor
		"tab"}
	cases := []struct {
		name  string
		w, h  int
		opts  func(*Options)
		store func() saves.Store
		keys  []string
	}{
		{name: "menu_120x40", w: 120, h: 40},
		{name: "setup_120x40", w: 120, h: 40, keys: []string{"enter", "right", "tab", "tab", "Ann", "tab", "Bob", "tab"}},
		{name: "setup_horrified_80x24", w: 80, h: 24, opts: horrifiedForm, keys: horrifiedPicks},
		{name: "setup_horrified_120x40", w: 120, h: 40, opts: horrifiedForm, keys: horrifiedPicks},
		{name: "setup_scroll_80x24", w: 80, h: 24, opts: horrifiedForm, keys: []string{"enter", "right", "tab", "right", "right", "right",
			"tab", "tab", "tab", "tab", "tab", "tab", "left", "tab", "tab", "tab", "tab", "tab", "tab", "tab", "left", "tab", "tab"}},
		{name: "setup_error_120x40", w: 120, h: 40, keys: []string{"enter", "tab", "tab", "tab", "backspace", "backspace", "backspace", "backspace", "angry", "enter"}},
		{name: "game_120x40", w: 120, h: 40, keys: []string{"enter", "enter", "down"}},
		{name: "game_160x50", w: 160, h: 50, keys: []string{"enter", "enter", "down"}},
		{name: "filter_120x40", w: 120, h: 40, keys: []string{"enter", "enter", "/thi"}},
		{name: "fullhelp_120x40", w: 120, h: 40, keys: []string{"enter", "enter", "?"}},
		{name: "walk_160x50", w: 160, h: 50, keys: []string{"enter", "enter", "enter", "u"}},
		{name: "handover_120x40", w: 120, h: 40, keys: append(append([]string{}, hotSeat...), "enter", "/thi", "enter")},
		{name: "hotseat_120x40", w: 120, h: 40, keys: append(append([]string{}, hotSeat...), "enter", "/thi", "enter", "enter")},
		{name: "table_120x40", w: 120, h: 40, opts: func(o *Options) { o.Table = true }, keys: []string{"enter", "enter", "enter"}},
		{name: "over_120x40", w: 120, h: 40, keys: []string{"enter", "enter", "enter", "enter"}},
		{name: "resume_120x40", w: 120, h: 40, store: func() saves.Store {
			s := saves.NewMemStore()
			if _, _, err := saves.Start(s, toyDef, rules.Setup{Game: "toy", Seats: []string{"Ann", "Bob"}, Seed: 1}, "midnight", "test", fixedNow); err != nil {
				t.Fatal(err)
			}
			return brokenStore{s}
		}, keys: []string{"down", "down", "enter"}},
		{name: "rules_120x40", w: 120, h: 40, opts: func(o *Options) {
			// Horrified's reminder, on a stand-in definition: the test
			// must not depend on the real game being built.
			d := toyDef
			d.Name, d.Title, d.MaxSeats, d.Options = "horrified", "Horrified", 5, nil
			d.Reminder = bh.Reminder
			o.Games = []rules.Definition{d}
		}, keys: []string{"down", "down", "enter"}},
		{name: "toosmall_79x24", w: 79, h: 24},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var store saves.Store = saves.NewMemStore()
			if tc.store != nil {
				store = tc.store()
			}
			o := testOptions(store)
			if tc.opts != nil {
				tc.opts(&o)
			}
			h := newHarness(t, o, tc.w, tc.h)
			h.keys(tc.keys...)
			golden.RequireEqual(t, []byte(h.view()))
		})
	}
}
