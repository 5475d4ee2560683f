package rules_test

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

// hand is a toy game of the kind table mode meets later: the player holds
// real cards the app has never seen, and says which one is played when it
// is played. The app knows the catalogue (what cards exist), not the hand.
// It is also an Adjuster, so the referee can set its score by hand.
type hand struct {
	played []string
	score  int
	over   bool
}

var catalogue = []string{"Garlic Soup", "Silver Bullet"}

var handDef = rules.Definition{Name: "hand", Title: "Hand", MinSeats: 1, MaxSeats: 1,
	New: func(rules.Setup) (rules.Game, error) { return hand{}, nil }}

func (h hand) Prompt() rules.Prompt {
	if h.over {
		return rules.Prompt{Seat: 0, Text: "Over."}
	}
	return rules.Prompt{Seat: 0, Text: "Play a card from your hand, or pass.",
		Choices: []rules.Choice{{ID: "pass", Label: "Pass"}},
		Free:    &rules.Free{Prefix: "play", Hint: "the name of the card played"}}
}

func (h hand) Apply(seat rules.Seat, id string) (rules.Game, []rules.Event, error) {
	c, err := rules.Check(h.Prompt(), seat, id)
	if err != nil {
		return h, nil, err
	}
	if c.ID == "pass" {
		h.over = true
		return h, []rules.Event{{Kind: "pass", Text: "Passed."}}, nil
	}
	for _, name := range catalogue {
		if strings.EqualFold(name, c.Label) {
			h.played = append(append([]string(nil), h.played...), name)
			h.score++
			return h, []rules.Event{{Kind: "play", Text: "Played " + name + ".", Reveal: true}}, nil
		}
	}
	return h, nil, &rules.IllegalError{Seat: seat, Choice: id, Why: "the game has no card called " + strconv.Quote(c.Label)}
}

func (h hand) View(rules.Seat) any { return h }

func (h hand) Result() (bool, rules.Result) {
	return h.over, rules.Result{Outcome: "win", Reason: "passed"}
}

func (h hand) Adjustments() []rules.Choice {
	var c []rules.Choice
	for n := range 4 {
		if n != h.score {
			c = append(c, rules.Choice{ID: "adjust score " + strconv.Itoa(n), Label: "Set the score to " + strconv.Itoa(n)})
		}
	}
	return c
}

func (h hand) Adjust(id string) (rules.Game, []rules.Event, error) {
	for _, c := range h.Adjustments() {
		if c.ID == id {
			h.score, _ = strconv.Atoi(strings.TrimPrefix(id, "adjust score "))
			return h, []rules.Event{{Kind: "adjust", Text: "Adjusted: " + c.Label + "."}}, nil
		}
	}
	return h, nil, &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "no such adjustment"}
}

func handMatch(t *testing.T, mode rules.Mode) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(handDef, rules.Setup{Game: "hand", Seats: []string{"Ann"}, Mode: mode})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFreeAnswerPlaysACardTheAppHasNeverSeen(t *testing.T) {
	m := handMatch(t, rules.Table)
	if _, err := m.Answer(0, "play Silver Bullet"); err != nil {
		t.Fatalf("a card from the catalogue, never offered as a choice: %v", err)
	}
	_, err := m.Answer(0, "play Wooden Stake")
	var ill *rules.IllegalError
	if !errors.As(err, &ill) || !strings.Contains(err.Error(), `no card called "Wooden Stake"`) {
		t.Fatalf("an unknown card: %v", err)
	}
	for _, bad := range []string{"play ", "play", "playSilver Bullet", "play  Silver Bullet", "draw Silver Bullet"} {
		if _, err := m.Answer(0, bad); err == nil || !strings.Contains(err.Error(), "not one of the 1 choices") {
			t.Errorf("%q: %v, want it refused as no choice", bad, err)
		}
	}
	if _, err := m.Answer(1, "play Garlic Soup"); err == nil {
		t.Error("another seat played from the hand")
	}
	if m.Len() != 1 || m.Game().(hand).played[0] != "Silver Bullet" {
		t.Fatalf("log %v, game %+v", m.Log(), m.Game())
	}
	r, err := rules.Replay(handDef, m.Setup(), m.Log())
	if err != nil || !reflect.DeepEqual(r.Game(), m.Game()) {
		t.Fatalf("replay: %v %+v", err, r.Game())
	}
}

func TestFreeAnswerSpellsTheAnswerToSend(t *testing.T) {
	p := hand{}.Prompt()
	for text, want := range map[string]string{"Silver Bullet": "play Silver Bullet", " play Garlic Soup ": "play Garlic Soup"} {
		if got, ok := p.FreeAnswer(text); !ok || got != want {
			t.Errorf("FreeAnswer(%q) = %q, %v; want %q", text, got, ok, want)
		}
	}
	if _, ok := p.FreeAnswer("  "); ok {
		t.Error("empty text became an answer")
	}
	if _, ok := (rules.Prompt{}).FreeAnswer("x"); ok {
		t.Error("a prompt without Free took free text")
	}
}

func TestAdjustIsForTableModeAndIsLoggedReplayedAndUndone(t *testing.T) {
	d := handMatch(t, rules.Digital)
	if _, err := d.Adjust("adjust score 3"); !errors.Is(err, rules.ErrNoAdjust) {
		t.Fatalf("digital adjust: %v", err)
	}
	if len(d.Adjustments()) != 0 {
		t.Fatal("digital play lists adjustments")
	}
	m := handMatch(t, rules.Table)
	if len(m.Adjustments()) != 3 {
		t.Fatalf("adjustments %v", m.Adjustments())
	}
	ev, err := m.Adjust("adjust score 3")
	if err != nil || len(ev) != 1 || ev[0].Text != "Adjusted: Set the score to 3." {
		t.Fatalf("adjust: %v %v", ev, err)
	}
	if _, err := m.Adjust("adjust score 3"); err == nil {
		t.Fatal("an adjustment not offered was made")
	}
	if _, err := m.Answer(rules.Referee, "adjust score 1"); err == nil {
		t.Fatal("an adjustment came in as an answer")
	}
	want := rules.Answer{Seat: rules.Referee, Choice: "adjust score 3", Source: rules.FromAdjust}
	if l := m.Log(); len(l) != 1 || l[0] != want {
		t.Fatalf("log %v", l)
	}
	r, err := rules.Replay(handDef, m.Setup(), m.Log())
	if err != nil || r.Game().(hand).score != 3 {
		t.Fatalf("replay: %v %+v", err, r.Game())
	}
	if _, err := rules.Replay(handDef, d.Setup(), m.Log()); err == nil {
		t.Fatal("a digital match replayed an adjustment")
	}
	a, err := m.Undo()
	if err != nil || a != want || m.Game().(hand).score != 0 {
		t.Fatalf("undo: %v %v %+v", a, err, m.Game())
	}
}
