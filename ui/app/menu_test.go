package app

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// The Resume list at 80x24, with the real games and names as long as haunt
// makes them: each name whole, each game's one-line summary (or "in
// progress" while its board says none) beside it, every line within 80.
func TestResumeFitsAt80x24(t *testing.T) {
	defs := append(games.All(), toyDef)
	store := saves.NewMemStore()
	type save struct {
		game, name string
		seats      []string
		mode       rules.Mode
	}
	list := []save{
		{"horrified", "horrified-20251031-2345", []string{"You"}, rules.Digital},
		{"att", "att-20251031-2345", []string{"Ann", "Bob", "Cleo"}, rules.Table},
		{"toy", "a-rather-long-name-for-the-haunted-crypt-game", []string{"Ann", "Bob"}, rules.Digital},
	}
	states := map[string]string{}
	for _, sv := range list {
		def, ok := games.Lookup(defs, sv.game)
		if !ok {
			t.Fatalf("%s is not registered", sv.game)
		}
		s, _, err := saves.Start(store, def, rules.Setup{Game: sv.game, Seats: sv.seats, Seed: 3, Mode: sv.mode}, sv.name, "test", fixedNow)
		if err != nil {
			t.Fatal(err)
		}
		states[sv.name] = games.For(def).Summary(s.Match.Game().View(rules.Chance))
		if states[sv.name] == "" {
			states[sv.name] = "in progress"
		}
	}
	o := testOptions(brokenStore{store})
	o.Games = defs
	h := newHarness(t, o, 80, 24)
	h.keys("down", "down", "enter") // past Continue and New game: Resume
	if !on[*resumeScreen](h.m) {
		t.Fatalf("not on the Resume screen:\n%s", h.view())
	}
	v := h.view()
	lines := strings.Split(v, "\n")
	if len(lines) > 24 {
		t.Errorf("%d lines, more than 24:\n%s", len(lines), v)
	}
	for _, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("a line is %d wide:\n%s", w, l)
		}
	}
	for name, state := range states {
		var line string
		for _, l := range lines {
			if strings.Contains(l, " "+name+" ") {
				line = l
			}
		}
		if line == "" {
			t.Errorf("%s is not listed whole:\n%s", name, v)
			continue
		}
		// The state is the last column: only its end may be cut.
		if first := strings.Fields(state)[0]; !strings.Contains(line, "  "+first) {
			t.Errorf("%s shows no state %q:\n%s", name, state, line)
		}
	}
	contains(t, v, "! broken — broken.json ends early")
}

// The columns give way one by one, the players first; the name is never cut.
func TestSaveTableDropsColumnsToFit(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC)
	list := []saveInfo{
		{entry: saves.Entry{Name: "horrified-20260102-0304", Header: saves.Header{Setup: rules.Setup{Seats: []string{"Ann", "Bob", "Cleo"}}, Updated: at}},
			title: "Horrified", summary: "turn 3, terror 2 of 7"},
		{entry: saves.Entry{Name: "att-20260102-0304", Header: saves.Header{Setup: rules.Setup{Seats: []string{"You"}, Mode: rules.Table}, Updated: at}},
			title: "Ancient Terrible Things", over: true},
		{entry: saves.Entry{Name: "toy"}, title: "Toy Duel"},
		{entry: saves.Entry{Name: "broken"}, err: errors.New("the file is incomplete")},
	}
	for _, c := range []struct {
		width int
		head  string
	}{
		{120, "name                     game                     players         updated           state"},
		{100, "name                     game                     updated           state"},
		{80, "name                     game                     state"},
		{60, "name                     state"},
		{20, "name                     state"},
	} {
		head, rows := saveTable(list, c.width)
		if head != c.head {
			t.Errorf("width %d: heading\n%q, want\n%q", c.width, head, c.head)
		}
		for i, si := range list {
			if !strings.HasPrefix(rows[i], si.entry.Name+" ") {
				t.Errorf("width %d: row %q does not start with the whole name %q", c.width, rows[i], si.entry.Name)
			}
			if c.width >= 60 && 2+ansi.StringWidth(rows[i]) > c.width && si.err == nil {
				t.Errorf("width %d: row %q is too wide", c.width, rows[i])
			}
		}
		if !strings.HasSuffix(rows[0], "turn 3, terror 2 of 7") || !strings.HasSuffix(rows[1], "over") || !strings.HasSuffix(rows[2], "in progress") {
			t.Errorf("width %d: states wrong:\n%s", c.width, strings.Join(rows, "\n"))
		}
		if rows[3] != "broken — the file is incomplete" {
			t.Errorf("width %d: damaged row %q", c.width, rows[3])
		}
	}
}

// "Which game?" names the games and tells the one under the cursor whole,
// its note on the cards included, at 80x24.
func TestTheGamePickerTellsEachGameWhole(t *testing.T) {
	o := testOptions(saves.NewMemStore())
	o.Games = games.All()
	h := newHarness(t, o, 80, 24)
	for h.menuAction() != actNew {
		h.keys("down")
	}
	h.keys("enter")
	for i, def := range o.Games {
		if i > 0 {
			h.keys("down")
		}
		v := h.view()
		if !strings.Contains(squash(v), squash(def.Summary)) {
			t.Errorf("%s under the cursor: its summary is not whole:\n%s", def.Title, v)
		}
	}
}
