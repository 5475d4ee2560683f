package cityofhorror

import (
	"slices"
	"strings"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// tableAt is a table-mode game of 3 seats at hour h, asked for the hour's
// invasion card (the 00:00 card when h is 0).
func tableAt(t *testing.T, h int) *rulestest.Player {
	t.Helper()
	g := table(t, 3)
	g.table = true
	g.hour = h
	g.zombiesAt(t, "bank", 3)
	if h == 0 {
		return beginAt(t, g, setupInvasionStep())
	}
	return beginAt(t, g, invasionStep())
}

// refused answers the prompt of p with id and fails unless it is refused
// with every one of wants in the reason; nothing may change.
func refused(t *testing.T, p *rulestest.Player, id string, wants ...string) {
	t.Helper()
	before := p.Prompt()
	_, _, err := p.Game.Apply(before.Seat, id)
	if err == nil {
		t.Fatalf("%q was taken", id)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%q refused with %q, which does not say %q", id, err, w)
		}
	}
	if p.Prompt().Text != before.Text {
		t.Fatalf("a refused card changed the question: %q", p.Prompt().Text)
	}
}

// Zombies start moving at 2:00: a 1:00 invasion card has no moves, whether
// it comes from invasion.json or is typed at the table. Both are checked by
// one check (coh.CheckInvasion), so a typed card is refused for what the
// data file is refused for, never taken with its move dropped, and the
// refusal says what to type instead.
func TestZombiesStartMovingAt2AmTypedOrInTheDataFile(t *testing.T) {
	const why = "zombies start moving at 2:00: a 1:00 card has no moves"
	c := *testContent
	c.Invasion = slices.Clone(c.Invasion)
	i := slices.IndexFunc(c.Invasion, func(v coh.InvasionCard) bool { return v.Hour == coh.Hour1 })
	c.Invasion[i].Moves = []coh.Move{{From: "bank", To: "church", N: 2}}
	if err := coh.Validate(&c); err == nil || !strings.Contains(err.Error(), why) {
		t.Fatalf("invasion.json with a move on a 1:00 card: %v", err)
	}

	p := tableAt(t, 1)
	refused(t, p, "invasion church 2; move bank church 2; cards bank 1",
		`"move bank church 2": `+why, "type the card without it: invasion church 2; cards bank 1")
	refused(t, p, "invasion move bank church 2", `"move bank church 2": `+why, "type the card without it, as: invasion church 2;")
	if f := p.Prompt().Free; f == nil || strings.Contains(f.Hint, "move") {
		t.Errorf("the 1:00 prompt's hint offers a move: %+v", f)
	}
	p.Do("invasion church 2; cards bank 1")
	// The log says what the typed card was, not only that it was typed.
	if !p.Saw("The 1:00 invasion card, as typed at the table: 2 zombies to the Church; 1 action card airdropped on the Bank.") {
		t.Errorf("the log does not say what the typed card held: %v", p.Events[len(p.Events)-3:])
	}
	if zombies(p, "church") != 2 || zombies(p, "bank") != 3 || locView(p, "bank").Cards != 1 {
		t.Fatalf("after the 1:00 card: church %d, bank %d zombies and %d cards", zombies(p, "church"), zombies(p, "bank"), locView(p, "bank").Cards)
	}

	// Edition 1, for games saved before the fix, took the move and did
	// nothing with it.
	g := table(t, 3)
	g.table, g.hour, g.edition1 = true, 1, true
	g.zombiesAt(t, "bank", 3)
	p = beginAt(t, g, invasionStep())
	p.Do("invasion church 2; move bank church 2; cards bank 1")
	if zombies(p, "church") != 2 || zombies(p, "bank") != 3 {
		t.Fatalf("edition 1's 1:00 card with a move: church %d, bank %d zombies", zombies(p, "church"), zombies(p, "bank"))
	}

	// From 2:00 the same move is taken, and made.
	p = tableAt(t, 2)
	p.Do("invasion church 2; move bank church 2; cards bank 1")
	if zombies(p, "church") != 4 || zombies(p, "bank") != 1 {
		t.Fatalf("after the 2:00 card: church %d, bank %d zombies", zombies(p, "church"), zombies(p, "bank"))
	}
}

// A typed invasion card is checked as a card of invasion.json is: a 00:00
// card places zombies only, a location is named once in a list, airdrops
// never land where nothing is airdropped, and a location holds 8 zombies
// at most. Each refusal names the part and what to type.
func TestTypedInvasionCardCheckedAsTheDataFilesAre(t *testing.T) {
	p := tableAt(t, 0)
	if f := p.Prompt().Free; f == nil || strings.Contains(f.Hint, "cards") || strings.Contains(f.Hint, "move") {
		t.Errorf("the 00:00 prompt's hint offers more than zombies: %+v", f)
	}
	refused(t, p, "invasion church 2; cards bank 1; leader 1", "a 00:00 card only places the first zombies",
		`"cards bank 1", "leader 1"`, "type the card without them: invasion church 2")
	refused(t, p, "invasion cards bank 1", "a 00:00 card only places the first zombies", "as: invasion church 2; hospital 1; bank 3")
	p.Do("invasion church 2; hospital 1")
	if zombies(p, "church") != 2 || zombies(p, "hospital") != 1 {
		t.Fatal("the typed 00:00 card was not played")
	}

	p = tableAt(t, 3)
	refused(t, p, "invasion church 2; bank 1; church 3", `"church 3": zombies names "church" twice`, "as: invasion church 2;")
	refused(t, p, "invasion cards water tower 1", `"cards water tower 1": actions dropped on "water-tower", which never gets airdrops`)
	refused(t, p, "invasion church 9", `"church 9": puts 9 zombies on "church", but a location holds at most 8`)
	refused(t, p, "invasion leader 7", `"leader 7": leader is 7; the zombie leader steps 0 to 6 wedges`)
	refused(t, p, "invasion church two", `"church two": end each part with a number`)
	// Each is the data file's own words for the same mistake.
	card := coh.InvasionCard{ID: "x", Hour: coh.Hour3, Zombies: []coh.Count{{Location: "church", N: 9}}}
	if probs := coh.CheckInvasion(testContent, &card); len(probs) != 1 || probs[0].Why != `puts 9 zombies on "church", but a location holds at most 8` {
		t.Fatalf("CheckInvasion: %+v", probs)
	}
}
