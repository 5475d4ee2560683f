package plain_test

import (
	"strings"
	"testing"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// refereeAt starts a Horrified table-mode game and plays a written record
// up to the dice of the second monster phase: the Creature attacks the
// Mayor with 3 dice.
func refereeAt(t *testing.T) *saves.Session {
	t.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Skip("no Horrified in this build")
	}
	setup := rules.Setup{Game: "horrified", Seats: []string{"Ann"}, Mode: rules.Table,
		Options: map[string]string{"monsters": "first", "heroes": "mayor"}}
	s, _, err := saves.Start(saves.NewMemStore(), def, setup, "referee", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range strings.Fields(`perk_hurry item_rapier item_rapier item_fossil item_kite item_garlic item_dart
		item_shovel item_torch item_stake item_stake item_flower item_flower
		pickup take_all move_fountain move_bridge_w move_camp advance_creature use_rapier-1 end
		card_thief item_knife item_knife path_cave pickup take_fossil-1 advance_creature use_fossil-1 end
		card_thief item_pistol item_rifle`) {
		id = strings.ReplaceAll(id, "_", " ")
		id = strings.Replace(id, "bridge w", "bridge_w", 1)
		if _, err := s.Answer(s.Match.Prompt().Seat, id); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	return s
}

func TestTableRollsAdjustmentsAndReasons(t *testing.T) {
	s := refereeAt(t)
	n := s.Match.Len()
	out := run(t, s, strings.Join([]string{
		"hp",               // two dice of three at once
		"b",                // the third
		"discard rapier-2", // the Mayor's player ignores the hit
		"adjust dracula abb",
		"adjust move dracula abbey",
		"end",
		"item knife", // not a card: the game says what is asked
		"card thief",
		"undo",
	}, "\n")+"\n")
	for _, want := range []string{
		"(3 dice to enter: one at a time, or all at once like \"hhh\")",
		"Roll entered: hit, power.",
		"rolls 1 hit and 1 power.", // the Creature, however the game names it
		"  Put Dracula at Abbey (now at Crypt)  [adjust move dracula abbey]\nType adjust and one of the names in brackets to make it.",
		"Adjusted: Dracula is put at Abbey (was at Crypt).",
		`"item knife" is not a legal answer: the table is asked: Which monster card is drawn? (28 in the deck) Answer with "card …". Pick one of the 21 choices.`,
		"Thief (1 of 3 left); 2 items, move 1, 3 dice [card thief]", // the dot said as a semicolon
		`Corrected: took back "card thief" (the table).`,
	} {
		// Long lines wrap at 80 columns: compare the words.
		if !strings.Contains(words(out), words(want)) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	log := s.Match.Log()[n:]
	var ids []string
	for _, a := range log {
		ids = append(ids, a.Choice)
	}
	want := "die hit,die power,die blank,discard rapier-2,adjust move dracula abbey,end"
	if strings.Join(ids, ",") != want {
		t.Fatalf("answers %v, want %s", ids, want)
	}
	if log[4].Source != rules.FromAdjust || log[4].Seat != rules.Referee {
		t.Fatalf("the adjustment is logged as %+v", log[4])
	}
}

func TestAdjustIsForTableModeOnly(t *testing.T) {
	out := run(t, start(t, rules.Digital, nil), "adjust\n")
	if !strings.Contains(out, "Adjustments by hand are for table mode") {
		t.Errorf("digital adjust:\n%s", out)
	}
}

// words is s with every run of spaces and line breaks made one space.
func words(s string) string { return strings.Join(strings.Fields(s), " ") }
