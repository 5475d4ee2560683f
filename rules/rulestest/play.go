package rulestest

// What every game's tests need beside the game itself: a player that
// answers prompts by ID, random legal players, and the checks of the rules
// contract that hold for any game. They live here, once, so that a new game
// gets the same checks by calling them, and so that a fix to a check (or a
// clearer failure message) reaches every game.
//
// Everything here goes through the rules contract alone (Prompt, Apply,
// View, Result, and rules.Match for the log) and stays pure: randomness
// comes from the caller's seeded generator, so a failing game can be played
// again.

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

// TB is the part of testing.TB the helpers use. *testing.T, *testing.B and
// rapid's *T all have it, so one check serves example tests, benchmarks and
// property tests (rapid's *T is not a testing.TB).
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Seats returns n seat names, "Ann", "Bob", ...: short and distinct, so a
// failure message says whose turn it was. n is at most 5.
func Seats(n int) []string { return []string{"Ann", "Bob", "Cat", "Dan", "Eve"}[:n] }

// Player drives a game the way a script or the line mode does: by choice
// IDs, whoever the prompt belongs to, chance included, so a scenario test
// names the card dealt or the face rolled. A game's tests embed it and add
// their own steps and views. Each failure stops the test with the prompt's
// text and the choices it offered, which is most of what it takes to see
// why an answer was not legal.
type Player struct {
	T      TB
	Game   rules.Game
	Events []rules.Event // every event so far, oldest first
}

// NewPlayer starts a game of def from setup.
func NewPlayer(t TB, def rules.Definition, setup rules.Setup) *Player {
	t.Helper()
	g, err := def.Start(setup)
	if err != nil {
		t.Fatalf("new game: %v", err)
	}
	return &Player{T: t, Game: g}
}

// Prompt is what the game waits for.
func (p *Player) Prompt() rules.Prompt { return p.Game.Prompt() }

// IDs lists the IDs of the choices offered now.
func (p *Player) IDs() []string {
	var ids []string
	for _, c := range p.Prompt().Choices {
		ids = append(ids, c.ID)
	}
	return ids
}

// Can reports whether id is offered now: listed among the choices, not
// merely legal (rules.Prompt.Unlisted).
func (p *Player) Can(id string) bool {
	return slices.ContainsFunc(p.Prompt().Choices, func(c rules.Choice) bool { return c.ID == id })
}

// Do answers the current prompt with each id in turn, as whichever seat
// (or chance) it belongs to, and keeps the events.
func (p *Player) Do(ids ...string) {
	p.T.Helper()
	for _, id := range ids {
		pr := p.Prompt()
		next, ev, err := p.Game.Apply(pr.Seat, id)
		if err != nil {
			p.T.Fatalf("answer %q to %q (seat %d): %v\nchoices: %v", id, pr.Text, pr.Seat, err, p.IDs())
		}
		p.Game = next
		p.Events = append(p.Events, ev...)
	}
}

// Must fails the test unless id is offered now.
func (p *Player) Must(id string) {
	p.T.Helper()
	if !p.Can(id) {
		p.T.Fatalf("%q is not offered; prompt %q choices: %v", id, p.Prompt().Text, p.IDs())
	}
}

// MustNot fails the test if id is offered now.
func (p *Player) MustNot(id string) {
	p.T.Helper()
	if p.Can(id) {
		p.T.Fatalf("%q is offered but should not be; choices: %v", id, p.IDs())
	}
}

// Over reports whether the game is over and how it ended.
func (p *Player) Over() (bool, rules.Result) { return p.Game.Result() }

// Saw reports whether the text of an event so far holds part.
func (p *Player) Saw(part string) bool {
	for _, e := range p.Events {
		if strings.Contains(e.Text, part) {
			return true
		}
	}
	return false
}

// Answerer picks one of the choices of a prompt that has some.
type Answerer func(rules.Prompt, *rand.Rand) rules.Choice

// RandomAnswer is a random legal answer: a chance prompt's by weight, the
// way rules.Match draws in digital mode, so random games meet cards and
// faces as often as the real ones; a seat's uniformly. It is an Answerer.
func RandomAnswer(p rules.Prompt, r *rand.Rand) rules.Choice {
	if p.IsChance() {
		c, _ := rules.Pick(p.Choices, r)
		return c
	}
	return p.Choices[r.IntN(len(p.Choices))]
}

// Progress is a random player that gets games to their end. A uniformly
// random player takes "back" or "cancel" as often as anything else and
// spends its games opening and closing menus; Progress answers like
// RandomAnswer, but keeps a Back choice only one time in Keep and otherwise
// draws again, once, so stepping back still happens and is still tested.
type Progress struct {
	Back []string // IDs of the choices that undo a step: "back", "cancel"
	Keep int      // a Back choice drawn stands one time in Keep; 0 or 1, always
}

// Answer is an Answerer.
func (f Progress) Answer(p rules.Prompt, r *rand.Rand) rules.Choice {
	c := RandomAnswer(p, r)
	if !p.IsChance() && f.Keep > 1 && slices.Contains(f.Back, c.ID) && r.IntN(f.Keep) > 0 {
		c = p.Choices[r.IntN(len(p.Choices))]
	}
	return c
}

// PlayRandom plays one whole game of def from setup, answering every
// prompt, chance included, with answer and r: the state machine alone, no
// Match, so a benchmark times the rules and nothing else. It returns how
// the game ended and how many answers it took. The error says what broke:
// the setup, a game not over that offers no choices, an answer it offered
// and then refused, or a game still going after maxAnswers answers (every
// haunt game ends long before; one that does not has a loop in its rules).
func PlayRandom(def rules.Definition, setup rules.Setup, answer Answerer, r *rand.Rand, maxAnswers int) (rules.Result, int, error) {
	g, err := def.Start(setup)
	if err != nil {
		return rules.Result{}, 0, fmt.Errorf("setup: %w", err)
	}
	for n := 0; ; n++ {
		if over, res := g.Result(); over {
			return res, n, nil
		}
		if n >= maxAnswers {
			return rules.Result{}, n, fmt.Errorf("the game does not end after %d answers", n)
		}
		p := g.Prompt()
		if len(p.Choices) == 0 {
			return rules.Result{}, n, fmt.Errorf("after %d answers: no choices at %q", n, p.Text)
		}
		id := answer(p, r).ID
		if g, _, err = g.Apply(p.Seat, id); err != nil {
			return rules.Result{}, n, fmt.Errorf("after %d answers: %q to %q: %w", n, id, p.Text, err)
		}
	}
}

// BenchRandomGames is the loop of a game's BenchmarkRandomGame: game i is
// setup(i) played to its end by PlayRandom with answer and a PCG seeded
// (i, 1), quietly (rules.Quieter) as the simulator plays. Every run plays the same games, so the answers/game it reports
// changes only when the rules do, and ns/op compares across commits.
func BenchRandomGames(b *testing.B, def rules.Definition, setup func(i int) rules.Setup, answer Answerer, maxAnswers int) {
	b.Helper()
	answers := 0
	b.ReportAllocs()
	def = def.Quiet()
	for i := 0; b.Loop(); i++ {
		r := rand.New(rand.NewPCG(uint64(i), 1))
		_, n, err := PlayRandom(def, setup(i), answer, r, maxAnswers)
		if err != nil {
			b.Fatalf("game %d: %v", i, err)
		}
		answers += n
	}
	b.ReportMetric(float64(answers)/float64(b.N), "answers/game")
}

// RunMatch plays a match of def from setup to its end, the way a front-end
// does: check sees every state, the last one included, and move makes the
// next move on the match (a draw, an answer, a refused answer and another
// try). Going through a Match, not the bare game, puts every answer in the
// log, so at the end RunMatch checks that the log replays to the same game
// (CheckReplay). It fails if setup is refused or the match still goes on
// after maxSteps moves, and returns the finished match.
func RunMatch(t TB, def rules.Definition, setup rules.Setup, maxSteps int, check func(rules.Game), move func(m *rules.Match, step int)) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatalf("setup %+v: %v", setup, err)
	}
	for step := 0; ; step++ {
		g := m.Game()
		check(g)
		if over, _ := g.Result(); over {
			break
		}
		if step > maxSteps {
			t.Fatalf("the game does not end after %d moves", step)
		}
		move(m, step)
	}
	CheckReplay(t, def, m)
	return m
}

// CheckPrompt checks what the contract says of every prompt: the game is
// over exactly when there is nothing to answer, choice IDs are there and
// distinct (they are what scripts and saves type), and every chance
// outcome can happen (rules.Pick would treat a weight of 0 as 1).
func CheckPrompt(t TB, g rules.Game) {
	t.Helper()
	over, _ := g.Result()
	p := g.Prompt()
	if over != (len(p.Choices) == 0) {
		t.Fatalf("over %v but %d choices", over, len(p.Choices))
	}
	ids := map[string]bool{}
	for _, c := range p.Choices {
		if ids[c.ID] || c.ID == "" {
			t.Fatalf("choice %q repeated or empty in %q", c.ID, p.Text)
		}
		ids[c.ID] = true
		if p.IsChance() && c.Weight <= 0 {
			t.Fatalf("chance choice %q with weight %d", c.ID, c.Weight)
		}
	}
}

// CheckApplyRejects checks that g refuses an illegal answer and that the
// refusal changes nothing: a choice it does not list, and a listed choice
// from a seat it did not ask, are errors of the kind rules.Check returns,
// and g's full view is the same afterwards. g must not be over.
func CheckApplyRejects(t TB, g rules.Game) {
	t.Helper()
	before := Snap(g)
	p := g.Prompt()
	var ill *rules.IllegalError
	if _, _, err := g.Apply(p.Seat, "no such choice"); err == nil {
		t.Fatalf("an unlisted choice was accepted at %q", p.Text)
	} else if !errors.As(err, &ill) {
		t.Fatalf("an unlisted choice at %q: %v, want a rules.IllegalError", p.Text, err)
	}
	if _, _, err := g.Apply(p.Seat+7, p.Choices[0].ID); err == nil {
		t.Fatalf("a choice from the wrong seat was accepted at %q", p.Text)
	}
	if !before.Same(g) {
		t.Fatalf("a refused answer changed the state at %q", p.Text)
	}
}

// Snapshot is what a state shows: its full view and its prompt. States are
// values that Apply never mutates (callers keep old ones for undo and
// comparison), so a snapshot taken before an answer must still match the
// old state after it.
type Snapshot struct {
	View   any
	Prompt rules.Prompt
}

// Snap takes g's snapshot.
func Snap(g rules.Game) Snapshot { return Snapshot{View: g.View(rules.Chance), Prompt: g.Prompt()} }

// Same reports whether g still shows what it showed when s was taken.
func (s Snapshot) Same(g rules.Game) bool { return reflect.DeepEqual(s, Snap(g)) }

// CheckUnchanged fails the test if g changed since s was taken: an answer
// to g mutated it instead of returning a new state.
func (s Snapshot) CheckUnchanged(t TB, g rules.Game) {
	t.Helper()
	if !s.Same(g) {
		t.Fatalf("Apply changed its receiver at %q", s.Prompt.Text)
	}
}

// CheckReplay checks that the log of a live match rebuilds it: replaying
// live's setup and log with rules.Replay gives the same full view and the
// same result. Saves, undo and table-mode corrections rest on this.
func CheckReplay(t TB, def rules.Definition, live *rules.Match) {
	t.Helper()
	again, err := rules.Replay(def, live.Setup(), live.Log())
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if !reflect.DeepEqual(again.Game().View(rules.Chance), live.Game().View(rules.Chance)) {
		t.Fatalf("the replayed game differs from the live one")
	}
	o1, r1 := again.Over()
	o2, r2 := live.Over()
	if o1 != o2 || !reflect.DeepEqual(r1, r2) {
		t.Fatalf("replayed result %v %+v, live %v %+v", o1, r1, o2, r2)
	}
}

// PlaySmart plays a match of setup with the definition's strong player on
// every seat, for at most max answers, and calls at with each position a
// seat answers (the match and its prompt) before it answers. Every game's
// tests of its strong player walk matches this way.
func PlaySmart(t testing.TB, def rules.Definition, setup rules.Setup, r *rand.Rand, max int, at func(m *rules.Match, pr rules.Prompt)) {
	t.Helper()
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatal(err)
	}
	p := def.Smart()
	for m.Len() < max {
		if _, err := m.Settle(); err != nil {
			t.Fatal(err)
		}
		pr := m.Prompt()
		if len(pr.Choices) == 0 {
			return
		}
		at(m, pr)
		id, _ := p.Choose(m.Game(), r)
		if _, err := m.Answer(pr.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
}
