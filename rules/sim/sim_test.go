package sim_test

import (
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/sim"
	"github.com/hauntgames/haunt/rules/sim/toy"
)

// wrapped lets a test bend the toy game's rules to break it on purpose.
type wrapped struct {
	rules.Game
	apply  func(g rules.Game, seat rules.Seat, choice string) (rules.Game, []rules.Event, error)
	prompt func(g rules.Game) rules.Prompt
}

func (w wrapped) Prompt() rules.Prompt {
	if w.prompt != nil {
		return w.prompt(w.Game)
	}
	return w.Game.Prompt()
}

func (w wrapped) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	if w.apply != nil {
		return w.apply(w.Game, seat, choice)
	}
	next, ev, err := w.Game.Apply(seat, choice)
	w.Game = next
	return w, ev, err
}

func broken(w wrapped) rules.Definition {
	def := toy.Definition()
	def.New = func(s rules.Setup) (rules.Game, error) {
		g, err := toy.New(s)
		w.Game = g
		return w, err
	}
	return def
}

func TestRunIsDeterministic(t *testing.T) {
	a := sim.Run(toy.Definition(), sim.Config{Games: 50, Seed: 7, Seats: 2})
	b := sim.Run(toy.Definition(), sim.Config{Games: 50, Seed: 7, Seats: 2})
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("same seed, different reports:\n%+v\n%+v", a, b)
	}
	c := sim.Run(toy.Definition(), sim.Config{Games: 50, Seed: 8, Seats: 2})
	if reflect.DeepEqual(a.Outcomes, c.Outcomes) && a.Answers == c.Answers {
		t.Errorf("seeds 7 and 8 gave the very same run: %+v", a)
	}
}

func TestRunCountsEveryGame(t *testing.T) {
	r := sim.Run(toy.Definition(), sim.Config{Games: 200, Seed: 1, Seats: 1})
	if len(r.Errors) != 0 {
		t.Fatalf("toy games broke: %v", r.Errors)
	}
	total := 0
	seen := map[string]bool{}
	for _, o := range r.Outcomes {
		total += o.Count
		seen[o.Outcome+"/"+o.Reason] = true
	}
	if total != 200 {
		t.Errorf("outcomes add up to %d games, want 200: %+v", total, r.Outcomes)
	}
	if !seen["win/escaped"] || !seen["loss/ghost"] || len(seen) != 2 {
		t.Errorf("outcomes %+v, want both win/escaped and loss/ghost and nothing else", r.Outcomes)
	}
	for i := 1; i < len(r.Outcomes); i++ {
		if r.Outcomes[i].Count > r.Outcomes[i-1].Count {
			t.Errorf("outcomes not most frequent first: %+v", r.Outcomes)
		}
	}
	if r.MeanAnswers < 2 || r.MeanAnswers != float64(r.Answers)/200 {
		t.Errorf("mean %v answers over %d answers in all", r.MeanAnswers, r.Answers)
	}
}

func TestPanicsAreReportedAndReproduce(t *testing.T) {
	var w wrapped
	w.apply = func(g rules.Game, seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
		if v := g.View(rules.Chance).(toy.View); v.Positions[0] == 3 && choice == "rest" {
			panic("resting on space 3")
		}
		next, ev, err := g.Apply(seat, choice)
		w2 := w
		w2.Game = next
		return w2, ev, err
	}
	def := broken(w)
	r := sim.Run(def, sim.Config{Games: 300, Seed: 3, Seats: 1})
	if len(r.Errors) == 0 || len(r.Errors) == 300 {
		t.Fatalf("%d of 300 games broke; want some but not all", len(r.Errors))
	}
	total := len(r.Errors)
	for _, o := range r.Outcomes {
		total += o.Count
	}
	if total != 300 {
		t.Errorf("outcomes and errors add up to %d, want 300", total)
	}
	e := r.Errors[0]
	if !strings.Contains(e.Err, "panic") || !strings.Contains(e.Err, "resting on space 3") || e.Seed != 3 {
		t.Errorf("error %+v: want the panic's message and the run's seed", e)
	}
	_, _, err := sim.Play(def, sim.Config{Seed: e.Seed, Seats: 1}, e.GameIndex)
	if err == nil || err.Error() != e.Err {
		t.Errorf("Play(seed %d, game %d) = %v, want the same error again: %s", e.Seed, e.GameIndex, err, e.Err)
	}
}

func TestEndlessGameIsReported(t *testing.T) {
	endless := toy.Definition()
	endless.New = func(rules.Setup) (rules.Game, error) { return waiter{}, nil }
	r := sim.Run(endless, sim.Config{Games: 2, Seed: 1, Seats: 1})
	if len(r.Errors) != 2 || !strings.Contains(r.Errors[0].Err, "did not end after 100000 answers") {
		t.Fatalf("errors %+v, want both games reported as not ending", r.Errors)
	}
	if r.MeanAnswers != 0 || len(r.Outcomes) != 0 {
		t.Errorf("broken games counted as finished: %+v", r)
	}
}

// waiter never ends.
type waiter struct{}

func (waiter) Prompt() rules.Prompt {
	return rules.Prompt{Seat: 0, Text: "Wait", Choices: []rules.Choice{{ID: "wait", Label: "Wait"}}}
}
func (w waiter) Apply(seat rules.Seat, c string) (rules.Game, []rules.Event, error) {
	_, err := rules.Check(w.Prompt(), seat, c)
	return w, nil, err
}
func (waiter) View(rules.Seat) any          { return nil }
func (waiter) Result() (bool, rules.Result) { return false, rules.Result{} }

func TestStuckAndRefusingGamesAreReported(t *testing.T) {
	stuck := broken(wrapped{prompt: func(rules.Game) rules.Prompt { return rules.Prompt{Seat: 0, Text: "Nothing to do"} }})
	r := sim.Run(stuck, sim.Config{Games: 1, Seed: 1, Seats: 1})
	if len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Err, "offers no choices") {
		t.Errorf("stuck game: errors %+v", r.Errors)
	}
	refusing := broken(wrapped{apply: func(g rules.Game, seat rules.Seat, c string) (rules.Game, []rules.Event, error) {
		return g, nil, &rules.IllegalError{Seat: seat, Choice: c, Why: "never"}
	}})
	r = sim.Run(refusing, sim.Config{Games: 1, Seed: 1, Seats: 1})
	if len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Err, "which was offered") {
		t.Errorf("refusing game: errors %+v", r.Errors)
	}
	badSetup := sim.Run(toy.Definition(), sim.Config{Games: 1, Seed: 1, Seats: 9})
	if len(badSetup.Errors) != 1 || !strings.Contains(badSetup.Errors[0].Err, "1 to 3 players, not 9") {
		t.Errorf("nine seats: errors %+v", badSetup.Errors)
	}
}

func TestSetupUsesDefaultsAndNamesSeats(t *testing.T) {
	s, _ := sim.Setup(toy.Definition(), 5, 2, 3)
	m, err := rules.NewMatch(toy.Definition(), s)
	if err != nil {
		t.Fatal(err)
	}
	if o := m.Setup().Options; o["length"] != "short" || o["secret"] != "no" {
		t.Errorf("options %v, want the defaults", o)
	}
	if !reflect.DeepEqual(s.Seats, []string{"Player 1", "Player 2", "Player 3"}) || s.Mode != rules.Digital {
		t.Errorf("setup %+v", s)
	}
	t2, _ := sim.Setup(toy.Definition(), 5, 3, 3)
	if s.Seed == t2.Seed {
		t.Errorf("games 2 and 3 share match seed %d", s.Seed)
	}
}

func BenchmarkToy(b *testing.B) {
	def := toy.Definition()
	for i := 0; b.Loop(); i++ {
		if _, _, err := sim.Play(def, sim.Config{Seed: 1, Seats: 2}, i); err != nil {
			b.Fatal(err)
		}
	}
}

// runner always runs two steps: the toy's best play.
type runner struct{ asked *int }

func (p runner) Choose(g rules.Game, _ *rand.Rand) (string, string) {
	*p.asked++
	return "step 2", "run: the ghost rolls after every step"
}

// A seat given a player answers through it, and only that seat: the
// player's games differ from random ones and are won more often, the run
// names who played, and the same seed plays the same games.
func TestRunLetsPlayersPlayTheirSeats(t *testing.T) {
	asked := 0
	cfg := sim.Config{Games: 300, Seed: 4, Seats: 2, Players: []rules.Player{runner{&asked}, nil}}
	smart := sim.Run(toy.Definition(), cfg)
	random := sim.Run(toy.Definition(), sim.Config{Games: 300, Seed: 4, Seats: 2})
	if len(smart.Errors) > 0 {
		t.Fatal(smart.Errors[0])
	}
	if asked == 0 || asked >= smart.Answers {
		t.Fatalf("the player answered %d of %d answers: it plays one seat of two", asked, smart.Answers)
	}
	if smart.WinRate <= random.WinRate {
		t.Errorf("a seat that always runs wins %.2f, random seats %.2f", smart.WinRate, random.WinRate)
	}
	if want := []string{"smart", "random"}; !reflect.DeepEqual(smart.Players, want) {
		t.Errorf("players %v, want %v", smart.Players, want)
	}
	if again := sim.Run(toy.Definition(), cfg); !reflect.DeepEqual(again, smart) {
		t.Errorf("the same run twice differs:\n%+v\n%+v", smart, again)
	}
}

// The win rate's interval is Wilson's: known values, and inside 0..1 at
// either end.
func TestWilsonInterval(t *testing.T) {
	for _, c := range []struct {
		wins, n       int
		share, lo, hi float64
	}{
		{50, 100, 0.5, 0.4038, 0.5962},
		{0, 200, 0, 0, 0.0188},
		{10, 10, 1, 0.7225, 1},
		{1, 20, 0.05, 0.0089, 0.2361},
	} {
		share, lo, hi := sim.Wilson(c.wins, c.n)
		if math.Abs(share-c.share) > 1e-9 || math.Abs(lo-c.lo) > 5e-4 || math.Abs(hi-c.hi) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f [%.4f, %.4f], want %.4f [%.4f, %.4f]", c.wins, c.n, share, lo, hi, c.share, c.lo, c.hi)
		}
	}
}
