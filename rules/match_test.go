package rules_test

import (
	"errors"
	"fmt"
	"github.com/hauntgames/haunt/rules/rulestest"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

func seats(n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = fmt.Sprintf("p%d", i+1)
	}
	return s
}

func newMatch(t *testing.T, n int, mode rules.Mode, seed uint64) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(rulestest.Race, rules.Setup{Game: "race", Seats: seats(n), Seed: seed, Mode: mode})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// step gives one legal answer: the match's own draw for chance in digital
// play, a table answer picked by r in table mode, a random choice for a seat.
func step(t *testing.T, m *rules.Match, r *rand.Rand) []rules.Event {
	t.Helper()
	p := m.Prompt()
	if len(p.Choices) == 0 {
		t.Fatal("step: the game is over")
	}
	if p.IsChance() && m.Setup().Mode == rules.Digital {
		ev, err := m.Draw()
		if err != nil {
			t.Fatal(err)
		}
		return ev
	}
	c, err := rules.Pick(p.Choices, r)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := m.Answer(p.Seat, c.ID)
	if err != nil {
		t.Fatalf("legal answer %q by seat %d rejected: %v", c.ID, p.Seat, err)
	}
	return ev
}

// answer gives one answer that must be accepted.
func answer(t *testing.T, m *rules.Match, seat rules.Seat, choice string) []rules.Event {
	t.Helper()
	ev, err := m.Answer(seat, choice)
	if err != nil {
		t.Fatalf("answer %q by seat %d: %v", choice, seat, err)
	}
	return ev
}

// snapshot is everything observable about a match, for comparisons.
type snapshot struct {
	Views  []any
	Prompt rules.Prompt
	Log    []rules.Answer
	Over   bool
	Result rules.Result
}

func snap(m *rules.Match) snapshot {
	s := snapshot{Prompt: m.Prompt(), Log: m.Log()}
	s.Views = append(s.Views, m.Game().View(rules.Chance))
	for i := range m.Setup().Seats {
		s.Views = append(s.Views, m.Game().View(rules.Seat(i)))
	}
	s.Over, s.Result = m.Over()
	return s
}

func sameState(t *testing.T, what string, got, want snapshot) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s:\n got  %+v\n want %+v", what, got, want)
	}
}

func TestReplayRebuildsIdenticalState(t *testing.T) {
	for _, mode := range []rules.Mode{rules.Digital, rules.Table} {
		for n := 1; n <= 3; n++ {
			for seed := uint64(1); seed <= 5; seed++ {
				t.Run(fmt.Sprintf("%s/%dseats/seed%d", mode, n, seed), func(t *testing.T) {
					m := newMatch(t, n, mode, seed)
					r := rand.New(rand.NewPCG(seed, 99))
					for i := 0; i < 400; i++ {
						if over, _ := m.Over(); over {
							break
						}
						step(t, m, r)
						re, err := rules.Replay(rulestest.Race, m.Setup(), m.Log())
						if err != nil {
							t.Fatalf("replay after %d answers: %v", m.Len(), err)
						}
						sameState(t, fmt.Sprintf("replay after %d answers", m.Len()), snap(re), snap(m))
					}
					if over, _ := m.Over(); !over {
						t.Fatalf("the race did not end in 400 answers")
					}
				})
			}
		}
	}
}

func TestReplayNamesTheBrokenAnswer(t *testing.T) {
	m := newMatch(t, 2, rules.Digital, 7)
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	answer(t, m, 0, "rest")
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	log := m.Log()
	log[1].Choice = "fly" // the second answer
	_, err := rules.Replay(rulestest.Race, m.Setup(), log)
	if err == nil || !strings.Contains(err.Error(), "answer 2") || !strings.Contains(err.Error(), `"fly"`) {
		t.Fatalf("Replay of a broken log: %v; want it to name answer 2 and its choice", err)
	}
	var ill *rules.IllegalError
	if !errors.As(err, &ill) {
		t.Fatalf("Replay error %v does not wrap the IllegalError", err)
	}
}

func TestNewMatchChecksTheSetup(t *testing.T) {
	for _, tc := range []struct {
		setup rules.Setup
		want  string
	}{
		{rules.Setup{Seats: seats(4)}, "1 to 3 players, not 4"},
		{rules.Setup{Seats: nil}, "not 0"},
		{rules.Setup{Seats: seats(1), Mode: "online"}, `unknown mode "online"`},
		{rules.Setup{Seats: seats(1), Options: map[string]string{"goal": "0"}}, `goal "0"`},
		{rules.Setup{Seats: seats(1), Options: map[string]string{"gaol": "5"}}, `unknown option "gaol": Dice Race has the option goal`},
	} {
		_, err := rules.NewMatch(rulestest.Race, tc.setup)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewMatch(%+v) = %v, want an error containing %q", tc.setup, err, tc.want)
		}
	}
	m := newMatch(t, 1, "", 1)
	if m.Setup().Mode != rules.Digital {
		t.Errorf("an empty mode becomes %q, want digital", m.Setup().Mode)
	}
}

func TestSettleAnswersChanceInDigitalMode(t *testing.T) {
	m := newMatch(t, 2, rules.Digital, 1)
	if !m.Prompt().IsChance() {
		t.Fatal("the race should open with a card draw")
	}
	ev, err := m.Settle()
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 1 || ev[0].Kind != "draw" {
		t.Errorf("Settle events = %+v, want one draw", ev)
	}
	if p := m.Prompt(); p.IsChance() || p.Seat != 0 {
		t.Errorf("after Settle the prompt is %+v, want seat 0", p)
	}
	log := m.Log()
	if len(log) != 1 || log[0].Seat != rules.Chance || log[0].Source != rules.FromRNG {
		t.Errorf("log = %+v, want one chance answer from the generator", log)
	}
	// Waiting for a player: Settle does nothing.
	before := snap(m)
	if ev, err := m.Settle(); err != nil || len(ev) != 0 {
		t.Errorf("Settle while a player must answer = %v, %v", ev, err)
	}
	sameState(t, "Settle while a player must answer", snap(m), before)
	// A roll is settled too.
	answer(t, m, 0, "roll")
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	if p := m.Prompt(); p.IsChance() || p.Seat != 1 {
		t.Errorf("after the roll and the next draw the prompt is %+v, want seat 1", p)
	}
	if got := m.Log()[1:]; got[1].Source != rules.FromRNG || got[2].Source != rules.FromRNG || got[0].Source != rules.FromPlayer {
		t.Errorf("sources = %+v", got)
	}
}

func TestSettleDoesNothingInTableMode(t *testing.T) {
	m := newMatch(t, 2, rules.Table, 1)
	before := snap(m)
	ev, err := m.Settle()
	if err != nil || len(ev) != 0 {
		t.Errorf("Settle in table mode = %v, %v; want nothing", ev, err)
	}
	sameState(t, "Settle in table mode", snap(m), before)
	if _, err := m.Draw(); err == nil {
		t.Error("Draw in table mode succeeded; the table enters draws")
	}
}

func TestDrawNeedsAChancePrompt(t *testing.T) {
	m := newMatch(t, 1, rules.Digital, 1)
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	before := snap(m)
	if _, err := m.Draw(); err == nil {
		t.Error("Draw while a player must answer succeeded")
	}
	sameState(t, "a refused Draw", snap(m), before)
}

func TestAnswerRejectsChanceInDigitalMode(t *testing.T) {
	m := newMatch(t, 2, rules.Digital, 1)
	before := snap(m)
	_, err := m.Answer(rules.Chance, "card gust")
	if err == nil {
		t.Fatal("a hand-entered draw was accepted in digital play")
	}
	if !strings.Contains(err.Error(), "table mode") {
		t.Errorf("error %q should say only table mode enters draws", err)
	}
	sameState(t, "a refused chance answer", snap(m), before)
}

func TestAnswerAcceptsChanceInTableMode(t *testing.T) {
	m := newMatch(t, 2, rules.Table, 1)
	ev := answer(t, m, rules.Chance, "card mud")
	if len(ev) != 1 || !strings.Contains(ev[0].Text, "mud") {
		t.Errorf("events = %+v", ev)
	}
	if got := m.Log(); len(got) != 1 || got[0] != (rules.Answer{Seat: rules.Chance, Choice: "card mud", Source: rules.FromTable}) {
		t.Errorf("log = %+v, want the table's draw", got)
	}
	answer(t, m, 0, "roll")
	answer(t, m, rules.Chance, "die 6")
	v := m.Game().View(rules.Chance).(rulestest.RaceView)
	if v.Pos[0] != 6 || v.LastCard != "mud" { // mud at 0 stays 0, then 6
		t.Errorf("view after mud and a 6 = %+v", v)
	}
	// Only what is still possible: the table cannot draw a card the deck lacks.
	answer(t, m, rules.Chance, "card mud")
	answer(t, m, 1, "rest")
	before := snap(m) // seat 0 and 1 bid now, no chance prompt
	if _, err := m.Answer(rules.Chance, "die 3"); err == nil {
		t.Error("a chance answer to a player's prompt was accepted")
	}
	sameState(t, "a chance answer to a player's prompt", snap(m), before)
}

func TestAnswerErrorsChangeNothing(t *testing.T) {
	for _, mode := range []rules.Mode{rules.Digital, rules.Table} {
		m := newMatch(t, 2, mode, 3)
		r := rand.New(rand.NewPCG(3, 3))
		for i := 0; ; i++ {
			over, _ := m.Over()
			p := m.Prompt()
			before := snap(m)
			bad := []struct {
				seat   rules.Seat
				choice string
			}{
				{p.Seat, "no such choice"},
				{p.Seat + 1, "rest"},
				{5, "roll"},
				{p.Seat, ""},
			}
			if !p.IsChance() {
				bad = append(bad, struct {
					seat   rules.Seat
					choice string
				}{rules.Chance, "die 1"})
			}
			for _, b := range bad {
				_, err := m.Answer(b.seat, b.choice)
				if err == nil {
					t.Fatalf("%s: illegal answer %q by seat %d accepted at %+v", mode, b.choice, b.seat, p)
				}
				var ill *rules.IllegalError
				if !p.IsChance() && b.seat != rules.Chance && !errors.As(err, &ill) {
					t.Errorf("%s: error %v is not an IllegalError", mode, err)
				}
				sameState(t, fmt.Sprintf("%s: after illegal %q by seat %d", mode, b.choice, b.seat), snap(m), before)
			}
			if over {
				if len(p.Choices) != 0 {
					t.Errorf("a finished game offers %d choices", len(p.Choices))
				}
				break
			}
			step(t, m, r)
		}
	}
}

func TestApplyIsPure(t *testing.T) {
	m := newMatch(t, 3, rules.Table, 1)
	r := rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 200; i++ {
		if over, _ := m.Over(); over {
			break
		}
		g := m.Game()
		before := snap(m)
		// Every legal answer, applied to the same old state, leaves it alone.
		p := g.Prompt()
		for _, c := range p.Choices {
			if _, _, err := g.Apply(p.Seat, c.ID); err != nil {
				t.Fatalf("legal %q rejected: %v", c.ID, err)
			}
		}
		sameState(t, "state after Apply on it", snap(m), before)
		step(t, m, r)
	}
}

func TestUndoDigital(t *testing.T) {
	m := newMatch(t, 2, rules.Digital, 1)
	if _, err := m.Undo(); !errors.Is(err, rules.ErrNothingToUndo) {
		t.Fatalf("Undo at the start = %v, want ErrNothingToUndo", err)
	}
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	// The opening draw is a barrier.
	before := snap(m)
	if _, err := m.Undo(); !errors.Is(err, rules.ErrUndoBarrier) {
		t.Fatalf("Undo of a draw in digital play = %v, want ErrUndoBarrier", err)
	}
	if err := m.CanUndo(); !errors.Is(err, rules.ErrUndoBarrier) {
		t.Errorf("CanUndo = %v", err)
	}
	sameState(t, "after a refused undo", snap(m), before)

	// A player answer can be taken back.
	answer(t, m, 0, "roll")
	if err := m.CanUndo(); err != nil {
		t.Fatalf("CanUndo after a player answer = %v", err)
	}
	a, err := m.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if a != (rules.Answer{Seat: 0, Choice: "roll", Source: rules.FromPlayer}) {
		t.Errorf("Undo returned %+v", a)
	}
	sameState(t, "after undoing a player answer", snap(m), before)

	// The die roll is a barrier.
	answer(t, m, 0, "roll")
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Undo(); !errors.Is(err, rules.ErrUndoBarrier) {
		t.Fatalf("Undo of a roll = %v, want ErrUndoBarrier", err)
	}

	// Secret bids: the first can be taken back, the one that reveals cannot.
	answer(t, m, 1, "rest")
	if p := m.Prompt(); !p.Secret || p.Seat != 0 {
		t.Fatalf("want seat 0's secret bid, got %+v", p)
	}
	answer(t, m, 0, "bid 2")
	beforeBid := m.Len()
	if _, err := m.Undo(); err != nil {
		t.Fatalf("undo of an unrevealed bid: %v", err)
	}
	if m.Len() != beforeBid-1 {
		t.Fatal("undo did not shorten the log")
	}
	answer(t, m, 0, "bid 1")
	ev := answer(t, m, 1, "bid 0")
	if !slices.ContainsFunc(ev, func(e rules.Event) bool { return e.Reveal }) {
		t.Fatalf("the last bid should reveal: %+v", ev)
	}
	before = snap(m)
	if _, err := m.Undo(); !errors.Is(err, rules.ErrUndoBarrier) {
		t.Fatalf("Undo of a reveal in digital play = %v, want ErrUndoBarrier", err)
	}
	sameState(t, "after a refused undo of a reveal", snap(m), before)
}

func TestUndoTableModeUndoesAnything(t *testing.T) {
	m := newMatch(t, 2, rules.Table, 1)
	if _, err := m.Undo(); !errors.Is(err, rules.ErrNothingToUndo) {
		t.Fatalf("Undo at the start = %v, want ErrNothingToUndo", err)
	}
	start := snap(m)
	answer(t, m, rules.Chance, "card gust")
	a, err := m.Undo()
	if err != nil {
		t.Fatalf("table mode cannot undo a draw: %v", err)
	}
	if a.Source != rules.FromTable || a.Choice != "card gust" {
		t.Errorf("Undo returned %+v", a)
	}
	sameState(t, "after undoing the table's draw", snap(m), start)

	// Play through a reveal, then take the whole match back to the start,
	// checking each state against the live one recorded on the way.
	var states []snapshot
	for _, a := range []rules.Answer{
		{Seat: rules.Chance, Choice: "card blank"}, {Seat: 0, Choice: "roll"}, {Seat: rules.Chance, Choice: "die 4"},
		{Seat: rules.Chance, Choice: "card gust"}, {Seat: 1, Choice: "rest"},
		{Seat: 0, Choice: "bid 2"}, {Seat: 1, Choice: "bid 1"},
	} {
		states = append(states, snap(m))
		answer(t, m, a.Seat, a.Choice)
	}
	if v := m.Game().View(0).(rulestest.RaceView); v.Pos[0] != 6 || v.Pos[1] != 3 || !slices.Equal(v.Bids, []int{2, 1}) {
		t.Fatalf("after the reveal: %+v", v)
	}
	for i := len(states) - 1; i >= 0; i-- {
		if _, err := m.Undo(); err != nil {
			t.Fatalf("table undo %d: %v", i, err)
		}
		sameState(t, fmt.Sprintf("table undo back to %d answers", i), snap(m), states[i])
	}
	if _, err := m.Undo(); !errors.Is(err, rules.ErrNothingToUndo) {
		t.Fatalf("Undo at the start again = %v", err)
	}
}

func TestUndoRebuildsTheSameState(t *testing.T) {
	// In table mode any answer can be undone: after each answer, undo and
	// redo it and the state is the one we had.
	m := newMatch(t, 3, rules.Table, 11)
	r := rand.New(rand.NewPCG(11, 11))
	for i := 0; i < 150; i++ {
		if over, _ := m.Over(); over {
			break
		}
		step(t, m, r)
		live := snap(m)
		a, err := m.Undo()
		if err != nil {
			t.Fatal(err)
		}
		answer(t, m, a.Seat, a.Choice)
		sameState(t, "undo and redo", snap(m), live)
	}
}

func TestPickIsWeighted(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	count := func(choices []rules.Choice, n int) map[string]int {
		got := map[string]int{}
		for range n {
			c, err := rules.Pick(choices, r)
			if err != nil {
				t.Fatal(err)
			}
			got[c.ID]++
		}
		return got
	}
	const n = 20000
	// Weight 0 (a player choice, or a weight left unset) counts once, like 1.
	got := count([]rules.Choice{{ID: "zero", Weight: 0}, {ID: "one", Weight: 1}}, n)
	if d := got["zero"] - got["one"]; d < -n/20 || d > n/20 {
		t.Errorf("weight 0 vs 1: %v, want about even", got)
	}
	// 1:3:6 in tenths.
	got = count([]rules.Choice{{ID: "a", Weight: 1}, {ID: "b", Weight: 3}, {ID: "c", Weight: 6}}, n)
	for id, w := range map[string]int{"a": 1, "b": 3, "c": 6} {
		want := n * w / 10
		if d := got[id] - want; d < -n/50 || d > n/50 {
			t.Errorf("weight %d: %d of %d picks, want about %d", w, got[id], n, want)
		}
	}
	if _, err := rules.Pick(nil, r); err == nil {
		t.Error("Pick from no choices succeeded")
	}
}

// chanceGame is a game of chance prompts only: a die that rolls forever, or a
// deck drawn without replacement until it is empty.
type chanceGame struct {
	choices []rules.Choice
	deck    bool // drawn cards leave the deck
	rolls   int  // a die stops after this many rolls
}

func (g chanceGame) Prompt() rules.Prompt {
	if len(g.choices) == 0 || (!g.deck && g.rolls == 0) {
		// Still the chance seat, but nothing to draw: the game is over.
		return rules.Prompt{Seat: rules.Chance, Text: "nothing left to draw"}
	}
	return rules.Prompt{Seat: rules.Chance, Text: "draw", Choices: g.choices}
}

func (g chanceGame) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	if _, err := rules.Check(g.Prompt(), seat, choice); err != nil {
		return nil, nil, err
	}
	if g.deck {
		g.choices = slices.DeleteFunc(slices.Clone(g.choices), func(c rules.Choice) bool { return c.ID == choice })
	} else {
		g.rolls--
	}
	return g, []rules.Event{{Kind: "draw", Text: choice}}, nil
}

func (g chanceGame) View(rules.Seat) any { return len(g.choices) }

func (g chanceGame) Result() (bool, rules.Result) {
	if len(g.Prompt().Choices) == 0 {
		return true, rules.Result{Outcome: "draw", Reason: "empty"}
	}
	return false, rules.Result{}
}

func chanceDef(g chanceGame) rules.Definition {
	return rules.Definition{Name: "chance", Title: "Chance", MinSeats: 1, MaxSeats: 1,
		New: func(rules.Setup) (rules.Game, error) { return g, nil }}
}

func d6(rolls int) chanceGame {
	g := chanceGame{rolls: rolls}
	for f := 1; f <= 6; f++ {
		g.choices = append(g.choices, rules.Choice{ID: fmt.Sprint(f), Weight: 1})
	}
	return g
}

func deck(n int) chanceGame {
	g := chanceGame{deck: true}
	for i := 0; i < n; i++ {
		g.choices = append(g.choices, rules.Choice{ID: string(rune('A' + i))})
	}
	return g
}

// drawAll draws with Match.Draw until the game ends and returns the IDs.
func drawAll(t *testing.T, g chanceGame, seed uint64) string {
	t.Helper()
	m, err := rules.NewMatch(chanceDef(g), rules.Setup{Game: "chance", Seats: seats(1), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for {
		if over, _ := m.Over(); over {
			break
		}
		ev, err := m.Draw()
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, ev[0].Text)
	}
	return strings.Join(ids, " ")
}

// TestGoldenChanceSequences pins what the generator draws for two seeds.
//
// This is the one test where a pinned random sequence is the point: a save is
// a setup and a log, and the log of a digital game only records the answers,
// so every saved game depends on Match.Draw producing the same outcomes from
// the same seed forever. If a Go upgrade (math/rand/v2's PCG or IntN) or a
// change to Pick or to how the match seeds its generator alters these
// sequences, old saves would still replay (their draws are logged) but
// seeded games (`haunt play --seed N`, bug reports, tests of other packages)
// would silently become different games. If this fails, do not just update
// the strings: make the old sequence come back, or bump the save format.
func TestGoldenChanceSequences(t *testing.T) {
	for _, tc := range []struct {
		seed        uint64
		die, deck26 string
	}{
		{1,
			"4 6 5 4 1 4 5 4 4 6 4 5 2 2 5 2 6 2 3 5",
			"P Z T N C M U L K X H R F G V D Y E W Q A J S B O I"},
		{42,
			"6 2 1 5 2 3 3 5 4 6 6 5 1 1 5 1 3 1 1 1",
			"W E C S H L J T Q Z Y R A B U F M D O G I P K V X N"},
	} {
		if got := drawAll(t, d6(20), tc.seed); got != tc.die {
			t.Errorf("seed %d: 20 rolls of a die = %q, want %q", tc.seed, got, tc.die)
		}
		if got := drawAll(t, deck(26), tc.seed); got != tc.deck26 {
			t.Errorf("seed %d: a 26-card deck drawn out = %q, want %q", tc.seed, got, tc.deck26)
		}
	}
}

func TestSettleStopsWhenTheGameEnds(t *testing.T) {
	// A game may end on a chance prompt with nothing left to draw; Settle
	// must stop there, not report an error.
	m, err := rules.NewMatch(chanceDef(deck(5)), rules.Setup{Game: "chance", Seats: seats(1), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	ev, err := m.Settle()
	if err != nil {
		t.Fatalf("Settle to the end of the game: %v", err)
	}
	if len(ev) != 5 || m.Len() != 5 {
		t.Errorf("Settle drew %d cards, logged %d; want 5", len(ev), m.Len())
	}
	if over, _ := m.Over(); !over {
		t.Error("the game is not over")
	}
	if _, err := m.Draw(); err == nil {
		t.Error("Draw after the end succeeded")
	}
}

// The match keeps its own setup: editing the seats or options handed in, or
// handed out by Setup, never changes the match.
func TestMatchSetupIsItsOwn(t *testing.T) {
	seats := []string{"Ann", "Bob"}
	opts := map[string]string{"goal": "5"}
	m, err := rules.NewMatch(rulestest.Race, rules.Setup{Game: "race", Seats: seats, Options: opts, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	seats[0], opts["goal"] = "Mallory", "999"
	got := m.Setup()
	got.Seats[1], got.Options["goal"] = "Eve", "1"
	if s := m.Setup(); s.Seats[0] != "Ann" || s.Seats[1] != "Bob" || s.Options["goal"] != "5" {
		t.Fatalf("the match's setup changed behind its back: %+v", s)
	}
}

// An unlisted answer is legal but never shown: Check takes it, so old saves
// replay, and tells an unknown answer from it.
func TestCheckTakesUnlistedAnswers(t *testing.T) {
	p := rules.Prompt{Seat: 0, Choices: []rules.Choice{{ID: "gain run 1-5"}}, Unlisted: []rules.Choice{{ID: "gain run 2-4"}}}
	if c, err := rules.Check(p, 0, "gain run 2-4"); err != nil || c.ID != "gain run 2-4" {
		t.Errorf("unlisted answer: %v, %v", c, err)
	}
	if _, err := rules.Check(p, 0, "gain run 1-3"); err == nil {
		t.Error("an answer neither listed nor unlisted was taken")
	}
	if _, err := rules.Check(p, 1, "gain run 2-4"); err == nil {
		t.Error("another seat's unlisted answer was taken")
	}
}

// The definition checks a setup once for every game: names and listed
// values, with the defaults filled in; the caller's map stays as it was.
func TestCheckSetupFillsDefaultsAndRefusesWhatIsNotListed(t *testing.T) {
	def := rules.Definition{Title: "Dice", MinSeats: 1, MaxSeats: 2, Options: []rules.Option{
		{Name: "side", Default: "easy", Values: []string{"easy", "hard"}},
		{Name: "name", Default: "the ruin"},
		{Name: "monsters", Default: "first", Values: []string{"first", "all"}, Open: true},
	}}
	mine := map[string]string{"side": " hard "}
	got, err := def.CheckSetup(rules.Setup{Seats: seats(1), Options: mine})
	if err != nil {
		t.Fatal(err)
	}
	if got.Options["side"] != "hard" || got.Options["name"] != "the ruin" || got.Options["monsters"] != "first" || len(got.Options) != 3 {
		t.Errorf("options %v, want side hard and the defaults", got.Options)
	}
	// An open list takes other text: the game judges it.
	if _, err := def.CheckSetup(rules.Setup{Seats: seats(1), Options: map[string]string{"monsters": "mummy,dracula"}}); err != nil {
		t.Errorf("open option: %v", err)
	}
	if len(mine) != 1 || mine["side"] != " hard " {
		t.Errorf("the caller's options changed: %v", mine)
	}
	for opts, want := range map[string]string{
		"side=medium": `option side: "medium" is not one of easy, hard`,
		"colour=red":  `unknown option "colour": Dice has the options side, name and monsters`,
	} {
		k, v, _ := strings.Cut(opts, "=")
		if _, err := def.CheckSetup(rules.Setup{Seats: seats(1), Options: map[string]string{k: v}}); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", opts, err, want)
		}
	}
	if _, err := def.CheckSetup(rules.Setup{Seats: seats(3)}); err == nil {
		t.Error("3 seats for a game of 1 to 2 were taken")
	}
}

// TestReplayGivesAnOldSaveTheOptionsValueFromBefore: an option added later
// with a Before value replays a save that lacks it with that value, while
// a new match, and a save that has it, get their own.
func TestReplayGivesAnOldSaveTheOptionsValueFromBefore(t *testing.T) {
	def := rulestest.Race
	def.Options = []rules.Option{{Name: "goal", Help: "spaces to the finish", Default: "12", Before: "5"}}
	old := rules.Setup{Game: "race", Seats: seats(1), Seed: 1, Mode: rules.Digital}
	m, err := rules.Replay(def, old, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Setup().Options["goal"]; got != "5" {
		t.Errorf("an old save replays with goal %q, want the Before value 5", got)
	}
	if old.Options != nil {
		t.Error("Replay changed the caller's setup")
	}
	fresh, err := rules.NewMatch(def, old)
	if err != nil {
		t.Fatal(err)
	}
	if got := fresh.Setup().Options["goal"]; got != "12" {
		t.Errorf("a new match has goal %q, want the default 12", got)
	}
	again, err := rules.Replay(def, fresh.Setup(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := again.Setup().Options["goal"]; got != "12" {
		t.Errorf("a new save replays with goal %q, want its own 12", got)
	}
}
