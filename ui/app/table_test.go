package app

import (
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/golden"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// Table mode with Horrified: a referee beside the real board. The game is
// opened straight from a session that already holds the written record of
// a game (the setup's draws, a turn, a monster phase), so the tests start
// where the referee is asked something.

// tableRecord reaches the dice of the second monster phase: the Creature
// has just come to the Camp and attacks the Mayor with 3 dice.
var tableRecord = []string{
	"perk hurry",
	"item rapier", "item rapier", "item fossil", "item kite", "item garlic", "item dart",
	"item shovel", "item torch", "item stake", "item stake", "item flower", "item flower",
	"pickup", "take all", "move fountain", "move bridge_w", "move camp", "advance creature", "use rapier-1", "end",
	"card thief", "item knife", "item knife", "path cave",
	"pickup", "take fossil-1", "advance creature", "use fossil-1", "end",
	"card thief", "item pistol", "item rifle",
}

// tableGame opens a Horrified table-mode game after the first n answers of
// tableRecord (all of them when n < 0).
func tableGame(t *testing.T, n int, w, h int) *harness {
	t.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Skip("no Horrified in this build")
	}
	setup := rules.Setup{Game: "horrified", Seats: []string{"Ann"}, Mode: rules.Table,
		Options: map[string]string{"monsters": "first", "heroes": "mayor"}}
	s, o := startMatch(t, def, setup, "referee")
	s.Now = func() time.Time { return fixedNow }
	if n < 0 {
		n = len(tableRecord)
	}
	for _, id := range tableRecord[:n] {
		if _, err := s.Answer(s.Match.Prompt().Seat, id); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	return newHarness(t, o, w, h)
}

func lastAnswers(h *harness, n int) []rules.Answer {
	l := h.session().Match.Log()
	return l[max(len(l)-n, 0):]
}

func TestTableMonsterPhaseGolden(t *testing.T) {
	h := tableGame(t, -1, 100, 40)
	v := h.view()
	contains(t, v, "The Creature moves Cave → Camp and stops at the Mayor.")
	contains(t, v, "The Creature attacks the Mayor (nobody else is there): roll 3 dice.")
	contains(t, v, "Type the 3 dice")
	golden.RequireEqual(t, []byte(v))
}

func TestTableDiceEntryTakesAWholeRollAtOnce(t *testing.T) {
	h := tableGame(t, -1, 100, 40)
	n := h.session().Match.Len()
	h.keys("hp")
	contains(t, h.view(), "! 2 of 3 dice")
	h.keys("enter")
	contains(t, h.view(), "! that is 2 dice; the roll has 3")
	if h.session().Match.Len() != n {
		t.Fatal("a roll of 2 dice for 3 was applied")
	}
	h.keys("b", "enter")
	v := h.view()
	contains(t, v, "Roll: hit, power, blank")
	contains(t, v, "enter applies it · esc changes it")
	if h.session().Match.Len() != n {
		t.Fatal("the roll was applied before it was shown back")
	}
	h.keys("enter")
	got := lastAnswers(h, 3)
	for i, want := range []string{"die hit", "die power", "die blank"} {
		if got[i] != (rules.Answer{Seat: rules.Chance, Choice: want, Source: rules.FromTable}) {
			t.Fatalf("answers %v, want the three dice as the table's", got)
		}
	}
	v = h.view()
	contains(t, v, "Roll entered: hit, power, blank.")
	contains(t, v, "The Creature rolls 1 hit and 1 power.")
	// The hit: the Mayor's player answers, with the list again.
	contains(t, v, "Discard the Rapier")
}

func TestTableDiceEntryKeysAndCounts(t *testing.T) {
	h := tableGame(t, -1, 100, 40)
	// With nothing typed, u and a are the app's keys; letters are the roll's.
	h.keys("+", "+", "down", "down", "+")
	contains(t, h.view(), "roll> 2 hit 1 blank")
	h.keys("esc")
	lacks(t, h.view(), "roll> 2 hit")
	h.keys("u") // takes back the last item drawn
	if a := lastAnswers(h, 1)[0]; a.Choice != "item pistol" {
		t.Fatalf("after u the last answer is %+v", a)
	}
	contains(t, h.view(), "(item 2 of 2)")
	h.pane("Log") // the whole log: the list of the bag's items fills the choices pane
	contains(t, h.view(), "Corrected: took back the table's “Rifle”.")
}

func TestTableUndoOfAMistypedCardIsNotedInTheLog(t *testing.T) {
	h := tableGame(t, 30, 100, 40) // the table is asked for the second card
	contains(t, h.view(), "Which monster card is drawn?")
	h.keys("/sunr", "enter")
	if a := lastAnswers(h, 1)[0]; a.Choice != "card sunrise" {
		t.Fatalf("answer %+v", a)
	}
	h.keys("u")
	v := h.view()
	contains(t, v, "Corrected: took back the table's “Sunrise”.")
	contains(t, v, "Which monster card is drawn?")
	if h.session().Match.Len() != 30 {
		t.Fatalf("%d answers after the undo", h.session().Match.Len())
	}
	// "thi" finds the Thief, not The Hunt Is On.
	h.keys("/thi")
	contains(t, h.view(), "› Thief (2 of 3 left)")
}

func TestTableAdjustKeyOpensTheCorrectionsByHand(t *testing.T) {
	h := tableGame(t, -1, 100, 40)
	n := h.session().Match.Len()
	h.keys("a")
	v := h.view()
	contains(t, v, "▶ Referee: adjust by hand")
	contains(t, v, "logged as an adjustment")
	h.keys("esc") // no adjustment after all
	lacks(t, h.view(), "Referee: adjust")
	h.keys("a", "/dracula abbey")
	contains(t, h.view(), "› Put Dracula at Abbey (now at Crypt)")
	h.keys("enter")
	a := lastAnswers(h, 1)[0]
	if a != (rules.Answer{Seat: rules.Referee, Choice: "adjust move dracula abbey", Source: rules.FromAdjust}) || h.session().Match.Len() != n+1 {
		t.Fatalf("last answer %+v", a)
	}
	v = h.view()
	contains(t, v, "Adjusted: Dracula is put at Abbey (was at Crypt).")
	contains(t, v, "Type the 3 dice") // back at the question asked
	// The save holds it; u takes it back and says so.
	sv, err := h.session().Store.Load("referee")
	if err != nil || sv.Log[len(sv.Log)-1] != a {
		t.Fatalf("saved log ends %+v (%v)", sv.Log[len(sv.Log)-1], err)
	}
	h.keys("u")
	contains(t, h.view(), "Corrected: took back the adjustment “move dracula abbey”.")
	if h.session().Match.Len() != n {
		t.Fatal("the adjustment was not taken back")
	}
}

// Outside table mode a is no key at all: it neither opens the adjustments
// nor starts a filter (only / does), and once the filter is open it is a
// letter like any other.
func TestAdjustKeyDoesNothingOutsideTableMode(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy()
	h.keys("a")
	lacks(t, h.view(), "Referee")
	if h.game().adjust != nil {
		t.Fatal("digital play opened the adjustments")
	}
	if v := h.game().list.FilterValue(); v != "" {
		t.Fatalf("a started a filter: %q", v)
	}
	h.keys("/a")
	if v := h.game().list.FilterValue(); v != "a" {
		t.Fatalf("a in the open filter: %q", v)
	}
}

// handGame is a toy of the later games: the player holds real cards the
// app has never seen, and names one when it is played.
type handGame struct{ played string }

func (h handGame) Prompt() rules.Prompt {
	if h.played != "" {
		return rules.Prompt{Seat: 0, Text: "Over."}
	}
	return rules.Prompt{Seat: 0, Text: "Play a card from your hand.",
		Choices: []rules.Choice{{ID: "pass", Label: "Pass"}},
		Free:    &rules.Free{Prefix: "play", Hint: "the name of the card played"}}
}

func (h handGame) Apply(seat rules.Seat, id string) (rules.Game, []rules.Event, error) {
	c, err := rules.Check(h.Prompt(), seat, id)
	if err != nil {
		return h, nil, err
	}
	if c.ID != "pass" && c.Label != "Silver Bullet" {
		return h, nil, &rules.IllegalError{Seat: seat, Choice: id, Why: "no card is called " + c.Label}
	}
	return handGame{played: c.Label}, []rules.Event{{Kind: "play", Text: "Played " + c.Label + "."}}, nil
}

func (h handGame) View(rules.Seat) any          { return h }
func (h handGame) Result() (bool, rules.Result) { return h.played != "", rules.Result{Outcome: "win"} }
func newHand(rules.Setup) (rules.Game, error)   { return handGame{}, nil }

func TestFreeAnswerNamesACardTheAppHasNeverSeen(t *testing.T) {
	def := rules.Definition{Name: "hand", Title: "Hand", MinSeats: 1, MaxSeats: 1, New: newHand}
	store := saves.NewMemStore()
	s, _, err := saves.Start(store, def, rules.Setup{Game: "hand", Seats: []string{"Ann"}, Mode: rules.Table}, "hand", "test", fixedNow)
	if err != nil {
		t.Fatal(err)
	}
	o := testOptions(store)
	o.Games, o.Start = []rules.Definition{def}, s
	h := newHarness(t, o, 120, 40)
	contains(t, h.view(), "Or press / and type the name of")
	h.keys("/Wooden Stake")
	contains(t, h.view(), "/Wooden Stake  enter: “")
	h.keys("enter")
	contains(t, h.view(), "no card is called Wooden Stake")
	h.keys("esc", "/Silver Bullet", "enter")
	if a := lastAnswers(h, 1)[0]; a.Choice != "play Silver Bullet" {
		t.Fatalf("answer %+v", a)
	}
	contains(t, h.view(), "Played Silver Bullet.")
}
