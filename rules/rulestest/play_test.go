package rulestest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

// fakeT records the first failure and stops the check, as t.Fatalf does.
type fakeT struct{ msg string }

func (f *fakeT) Helper() {}

func (f *fakeT) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	panic(f)
}

// failure runs check with a fake test and returns the message it failed
// with, "" if it passed.
func failure(check func(t TB)) (msg string) {
	f := &fakeT{}
	defer func() {
		if r := recover(); r != nil && r != f {
			panic(r)
		}
		msg = f.msg
	}()
	check(f)
	return ""
}

func raceSetup(seats int, seed uint64) rules.Setup {
	return rules.Setup{Game: "race", Seats: Seats(seats), Seed: seed, Mode: rules.Digital}
}

// The checks pass on a game that keeps the contract, all the way through
// random matches.
func TestChecksPassOnRace(t *testing.T) {
	for seed := range uint64(30) {
		r := rand.New(rand.NewPCG(seed, 1))
		moves := 0
		m := RunMatch(t, Race, raceSetup(1+int(seed%3), seed), 10000, func(g rules.Game) { CheckPrompt(t, g) }, func(m *rules.Match, _ int) {
			g := m.Game()
			before := Snap(g)
			CheckApplyRejects(t, g)
			if p := g.Prompt(); p.IsChance() {
				if _, err := m.Draw(); err != nil {
					t.Fatal(err)
				}
			} else if _, err := m.Answer(p.Seat, RandomAnswer(p, r).ID); err != nil {
				t.Fatal(err)
			}
			before.CheckUnchanged(t, g)
			moves++
		})
		if over, res := m.Over(); !over || len(res.Winners) != 1 || moves != m.Len() {
			t.Fatalf("seed %d: over %v %+v after %d moves, log %d", seed, over, res, moves, m.Len())
		}
	}
}

func TestPlayRandomPlaysWholeGames(t *testing.T) {
	for seed := range uint64(20) {
		res, n, err := PlayRandom(Race, raceSetup(2, seed), RandomAnswer, rand.New(rand.NewPCG(seed, 1)), 10000)
		if err != nil || n == 0 || res.Outcome != "winner" {
			t.Fatalf("seed %d: %+v after %d answers, %v", seed, res, n, err)
		}
		// the same seed plays the same game
		again, m, _ := PlayRandom(Race, raceSetup(2, seed), RandomAnswer, rand.New(rand.NewPCG(seed, 1)), 10000)
		if m != n || again.Text != res.Text {
			t.Fatalf("seed %d played twice: %d then %d answers", seed, n, m)
		}
	}
	if _, n, err := PlayRandom(Race, raceSetup(2, 1), RandomAnswer, rand.New(rand.NewPCG(1, 1)), 3); err == nil || n != 3 || !strings.Contains(err.Error(), "does not end") {
		t.Fatalf("a game longer than the limit: %d answers, %v", n, err)
	}
	badGoal := raceSetup(2, 1)
	badGoal.Options = map[string]string{"goal": "0"}
	if _, _, err := PlayRandom(Race, badGoal, RandomAnswer, rand.New(rand.NewPCG(1, 1)), 10); err == nil || !strings.HasPrefix(err.Error(), "setup: ") {
		t.Fatalf("a refused setup: %v", err)
	}
}

func TestProgressRarelyStepsBack(t *testing.T) {
	p := rules.Prompt{Seat: 0, Choices: []rules.Choice{{ID: "back"}, {ID: "go"}}}
	r := rand.New(rand.NewPCG(1, 2))
	count := func(a Answerer) (backs int) {
		for range 4000 {
			if a(p, r).ID == "back" {
				backs++
			}
		}
		return backs
	}
	// uniform: about 2000; leaning one in 8: about 2000 * (1/8 + 7/8 * 1/2)
	if n := count(RandomAnswer); n < 1800 || n > 2200 {
		t.Errorf("RandomAnswer took back %d times in 4000", n)
	}
	if n := count(Progress{Back: []string{"back"}, Keep: 8}.Answer); n < 1000 || n > 1250 {
		t.Errorf("Progress took back %d times in 4000", n)
	}
	// chance is drawn by weight, never leaned
	chance := rules.Prompt{Seat: rules.Chance, Choices: []rules.Choice{{ID: "back", Weight: 1}, {ID: "go", Weight: 3}}}
	backs := 0
	for range 4000 {
		if (Progress{Back: []string{"back"}, Keep: 8}).Answer(chance, r).ID == "back" {
			backs++
		}
	}
	if backs < 850 || backs > 1150 {
		t.Errorf("a chance outcome of weight 1 in 4 came up %d times in 4000", backs)
	}
}

// mutating is a race whose Apply writes into the old state's positions.
type mutating struct{ race }

func (g mutating) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	next, ev, err := g.race.Apply(seat, choice)
	if err == nil {
		g.pos[0] += 100
	}
	return next, ev, err
}

// lenient is a race that takes any answer from anyone.
type lenient struct{ race }

func (g lenient) Apply(rules.Seat, string) (rules.Game, []rules.Event, error) { return g, nil, nil }

// The checks catch games that break the contract, and say how.
func TestChecksCatchBrokenGames(t *testing.T) {
	g, err := Race.New(raceSetup(2, 1))
	if err != nil {
		t.Fatal(err)
	}
	rg := g.(race)
	if msg := failure(func(t TB) { CheckApplyRejects(t, lenient{rg}) }); !strings.Contains(msg, "unlisted choice was accepted") {
		t.Errorf("a game taking any answer: %q", msg)
	}
	if msg := failure(func(t TB) {
		bad := mutating{rg.clone()}
		s := Snap(bad)
		p := bad.Prompt()
		if _, _, err := bad.Apply(p.Seat, p.Choices[0].ID); err != nil {
			t.Fatalf("%v", err)
		}
		s.CheckUnchanged(t, bad)
	}); !strings.Contains(msg, "Apply changed its receiver at \"Draw a card\"") {
		t.Errorf("a game mutating its receiver: %q", msg)
	}
	empty := rg.clone()
	empty.phase = "draw"
	empty.deck = [3]int{1, 0, 0}
	if msg := failure(func(t TB) { CheckPrompt(t, empty) }); msg != "" {
		t.Errorf("a prompt with one outcome left: %q", msg)
	}
	if msg := failure(func(t TB) { CheckPrompt(t, overless{rg}) }); !strings.Contains(msg, "over false but 0 choices") {
		t.Errorf("a game with nothing to answer that is not over: %q", msg)
	}
}

// views is a race whose views are whatever the test says.
type views struct {
	race
	public, seat, full any
}

func (g views) View(s rules.Seat) any {
	switch s {
	case rules.Nobody:
		return g.public
	case rules.Chance:
		return g.full
	}
	return g.seat
}

func TestViewsMustNest(t *testing.T) {
	g, err := Race.New(raceSetup(2, 1))
	if err != nil {
		t.Fatal(err)
	}
	rg := g.(race)
	ok := views{rg, []string{"board"}, []string{"board", "my hand"}, []string{"board", "my hand", "your hand"}}
	if msg := failure(func(t TB) { CheckViewsNest(t, ok, 2) }); msg != "" {
		t.Errorf("nested views: %q", msg)
	}
	forgot := views{rg, []string{"board"}, []string{"my hand"}, []string{"board", "my hand"}}
	if msg := failure(func(t TB) { CheckViewsNest(t, forgot, 2) }); !strings.Contains(msg, `does not see "board"`) {
		t.Errorf("a seat that misses the public board: %q", msg)
	}
	invented := views{rg, []string{"board"}, []string{"board", "a ghost"}, []string{"board"}}
	if msg := failure(func(t TB) { CheckViewsNest(t, invented, 2) }); !strings.Contains(msg, `sees "a ghost", which the full view lacks`) {
		t.Errorf("a seat shown what the full view lacks: %q", msg)
	}
}

// overless is a race that offers nothing yet is not over.
type overless struct{ race }

func (overless) Prompt() rules.Prompt { return rules.Prompt{Text: "stuck"} }

// The player names the prompt and its choices when an answer is refused.
func TestPlayerFailsWithThePrompt(t *testing.T) {
	msg := failure(func(t TB) {
		p := NewPlayer(t, Race, raceSetup(1, 1))
		p.Do("card gust", "roll")
		p.Must("die 6")
		p.MustNot("roll")
		p.Do("die 9")
	})
	if !strings.Contains(msg, `answer "die 9" to "Roll the die" (seat -1)`) || !strings.Contains(msg, "choices: [die 1 die 2") {
		t.Fatalf("message %q", msg)
	}
	p := NewPlayer(t, Race, raceSetup(1, 1))
	p.Do("card mud", "rest")
	if !p.Saw("drew mud") || !p.Saw("rested") || p.Saw("rolled") || len(p.Events) != 2 {
		t.Fatalf("events %+v", p.Events)
	}
	badGoal := raceSetup(1, 1)
	badGoal.Options = map[string]string{"goal": "0"}
	if msg := failure(func(t TB) { NewPlayer(t, Race, badGoal) }); !strings.HasPrefix(msg, "new game: ") {
		t.Fatalf("a refused setup: %q", msg)
	}
}

// The race, with its secret bids and a reveal, keeps every promise of the
// contract, in digital play and at the table.
func TestRaceConforms(t *testing.T) {
	for i, mode := range []rules.Mode{rules.Digital, rules.Table, rules.Digital} {
		setup := rules.Setup{Seats: Seats(1 + i), Seed: uint64(i), Mode: mode}
		Conform(t, Race, setup, RandomAnswer, rand.New(rand.NewPCG(uint64(i), 3)), 5000, nil)
	}
}

// A recorded save replays when the rules still play it the same way, and
// fails the check when the game would now end elsewhere or show other
// prompts and events on the way.
func TestRecordedSavesCatchAChangedGame(t *testing.T) {
	m := RunMatch(t, Race, raceSetup(2, 3), 500, func(rules.Game) {}, func(m *rules.Match, _ int) {
		p := m.Prompt()
		if p.IsChance() {
			if _, err := m.Draw(); err != nil {
				t.Fatal(err)
			}
			return
		}
		if _, err := m.Answer(p.Seat, p.Choices[0].ID); err != nil {
			t.Fatal(err)
		}
	})
	s := Record(t, m, true)
	data := func(s RecordedSave) []byte {
		b, err := json.Marshal([]RecordedSave{s})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if msg := failure(func(t TB) { CheckRecordedSaves(t, Race, data(s), 1) }); msg != "" {
		t.Fatalf("an unchanged game: %q", msg)
	}
	moved := s
	moved.View = "not " + s.View
	if msg := failure(func(t TB) { CheckRecordedSaves(t, Race, data(moved), 1) }); !strings.Contains(msg, "ends in another state") {
		t.Errorf("a game ending elsewhere: %q", msg)
	}
	retold := s
	retold.Trace = "not " + s.Trace
	if msg := failure(func(t TB) { CheckRecordedSaves(t, Race, data(retold), 1) }); !strings.Contains(msg, "prompts and events on the way differ") {
		t.Errorf("a game told differently: %q", msg)
	}
}
