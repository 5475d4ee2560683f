package att

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/rules/sim"
)

// warm are smart players the tests share: the odds they remember are a
// pure function of the position, so sharing them changes no answer and
// saves working the same odds out again in every test.
var warm []rules.Player

// smartSeats is one smart player for each of the first n seats.
func smartSeats(def rules.Definition, n int) []rules.Player {
	for len(warm) < n {
		warm = append(warm, def.Smart())
	}
	return warm[:n:n]
}

// checked wraps a player: every answer must come with a reason.
type checked struct {
	t *testing.T
	p rules.Player
}

func (c checked) Choose(g rules.Game, r *rand.Rand) (string, string) {
	id, why := c.p.Choose(g, r)
	if strings.TrimSpace(why) == "" {
		c.t.Errorf("no reason for %q at %q", id, g.Prompt().Text)
	}
	return id, why
}

func TestSmartNeverAnswersIllegally(t *testing.T) {
	def := Definition(ba.Default())
	for _, tc := range []struct {
		seats, games int
		opts         map[string]string
	}{
		{1, rulestest.Size(5, 15), nil},
		{1, rulestest.Size(3, 10), map[string]string{"side": "difficult"}},
		{2, rulestest.Size(5, 15), map[string]string{"length": "long"}},
		{3, rulestest.Size(6, 20), map[string]string{"obsessions": "on"}},
		{3, rulestest.Size(5, 15), map[string]string{"lost_charter": "off", "side": "difficult"}},
		{4, rulestest.Size(3, 10), nil},
		{5, rulestest.Size(2, 6), map[string]string{"obsessions": "on", "length": "long"}},
	} {
		d := def.WithOptions(tc.opts)
		var players []rules.Player
		for _, p := range smartSeats(d, tc.seats) {
			players = append(players, checked{t, p})
		}
		rep := sim.Run(d, sim.Config{Games: tc.games, Seed: 3, Seats: tc.seats, Players: players})
		if len(rep.Errors) > 0 {
			t.Errorf("%d seats %v: %d games broke, the first: %v", tc.seats, tc.opts, len(rep.Errors), rep.Errors[0])
		}
	}
}

// The smart seat wins 98% of 3-player games against two random seats
// (2,000 games, seed 1); 80% over 200 games leaves room for any seed, and
// over the short suite's 60 too (below it about once in five billion
// seeds; seed 11 wins 98% of them, its mean score 16 ahead).
func TestSmartBeatsRandom(t *testing.T) {
	def := Definition(ba.Default())
	rep := sim.Run(def, sim.Config{Games: rulestest.Size(60, 200), Seed: 11, Seats: 3, Players: smartSeats(def, 1)})
	if len(rep.Errors) > 0 {
		t.Fatalf("games broke: %v", rep.Errors[0])
	}
	if rep.SeatWins[0] < 0.8 {
		t.Errorf("the smart seat won %.1f%% of the games, want 80%% or more", 100*rep.SeatWins[0])
	}
	for s := 1; s < 3; s++ {
		if rep.MeanScores[0] <= rep.MeanScores[s]+5 {
			t.Errorf("mean scores %v: the smart seat should lead each random seat by more than 5", rep.MeanScores)
		}
	}
}

// Forgotten Secrets is calibrated (issue 17, boards/att/README.md): the
// strong player wins about half of its solo games on the easy side (49.4%
// of 2,000, seed 1), where random play never does. The band is wide enough
// for 200 games whatever the seed, and for the short suite's 60 but about
// once in 20,000 seeds (seed 1 wins 48% of them), and narrow enough that a
// change to the rules, the smart player or the house deck that makes the
// solo game trivial or hopeless fails here.
func TestSmartWinsAboutHalfOfForgottenSecrets(t *testing.T) {
	def := Definition(ba.Default())
	games := rulestest.Size(60, 200)
	rep := sim.Run(def, sim.Config{Games: games, Seed: 1, Seats: 1, Players: smartSeats(def, 1)})
	if len(rep.Errors) > 0 {
		t.Fatalf("games broke: %v", rep.Errors[0])
	}
	if rep.WinRate < 0.25 || rep.WinRate > 0.75 {
		t.Errorf("won %.1f%% of %d solo games (outcomes %v), want 25%% to 75%%", 100*rep.WinRate, games, rep.Outcomes)
	}
	if rep.Tallies["score"] <= 0 || rep.Tallies["track"] <= 0 {
		t.Errorf("tallies %v: want the mean score and the track left", rep.Tallies)
	}
}

// The same seed gives the same games, whether the players are new or
// remember odds from games before.
func TestSmartIsDeterministic(t *testing.T) {
	def := Definition(ba.Default())
	fresh := func() []rules.Player { return []rules.Player{def.Smart(), def.Smart(), def.Smart()} }
	cfg := sim.Config{Games: rulestest.Size(5, 15), Seed: 9, Seats: 3, Players: fresh()}
	a := sim.Run(def, cfg)
	b := sim.Run(def, cfg) // the same players, their odds remembered
	cfg.Players = fresh()
	c := sim.Run(def, cfg)
	if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(a, c) {
		t.Errorf("the same seed gave different runs:\n%+v\n%+v\n%+v", a, b, c)
	}
}

// swapHands gives every seat but me other Feat cards from the deck, as
// many as it held: the same game, as far as seat me can tell.
func swapHands(g *game, me int, r *rand.Rand) *game {
	h := g.Clone()
	nf := len(h.w.c.Feats)
	for s := range h.n {
		if s == me {
			continue
		}
		held := 0
		for f := range nf {
			n := h.fc(2+s, f)
			h.addFc(2+s, f, -n)
			h.addFc(0, f, n)
			held += int(n)
		}
		for range held {
			for {
				if x := r.IntN(nf); h.fc(0, x) > 0 {
					h.addFc(0, x, -1)
					h.addFc(2+s, x, 1)
					break
				}
			}
		}
	}
	return h
}

// The smart player answers from what its seat sees: other hands dealt
// otherwise never change its answer.
func TestSmartPlaysFair(t *testing.T) {
	def := Definition(ba.Default())
	r := rand.New(rand.NewPCG(1, 2))
	compared := 0
	for game := range 4 {
		setup, _ := sim.Setup(def, 21, game, 3)
		m, err := rules.NewMatch(def, setup)
		if err != nil {
			t.Fatal(err)
		}
		players := smartSeats(def, 3)
		judge := def.Smart()
		for {
			if _, err := m.Settle(); err != nil {
				t.Fatal(err)
			}
			p := m.Prompt()
			if len(p.Choices) == 0 {
				break
			}
			me := int(p.Seat)
			if len(p.Choices) > 1 {
				g := m.Game()
				want, _ := judge.Choose(g, r)
				other := resume(swapHands(stateOf(g), me, r))
				if got, _ := judge.Choose(other, r); got != want {
					t.Fatalf("game %d, %q: seat %d answers %q, but %q when the other hands differ", game, p.Text, me, want, got)
				}
				compared++
			}
			id, _ := players[me].Choose(m.Game(), r)
			if _, err := m.Answer(p.Seat, id); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 200 {
		t.Errorf("only %d answers compared", compared)
	}
}

// answerAt is the smart player's answer to the prompt p stands at.
func answerAt(p *play) (string, string) {
	return newSmart().Choose(p.Game, rand.New(rand.NewPCG(1, 1)))
}

func TestSmartOvercomesWhenTheDiceMakeIt(t *testing.T) {
	p := soloToRiver(t, quiet(), "heiress", []int{0, 1, 1, 2, 3})
	p.dealRiver(greens...)
	p.toTray("gorge", nil, 5, 5, 1, 2, 3) // whispering-fog: a high 5
	if id, why := answerAt(p); !strings.HasPrefix(id, "overcome high 5") {
		t.Errorf("answered %q (%s), want to overcome with a 5", id, why)
	}
}

func TestSmartRerollsTheDiceTheCombinationDoesNotNeed(t *testing.T) {
	p := soloToRiver(t, quiet(), "journalist", []int{0, 1, 1, 2, 3})
	p.dealRiver(greens...)
	p.toTray("chateau", nil, 3, 1, 1, 2, 6) // rotten-rope-bridge: a pair of 3+
	id, why := answerAt(p)
	if id != "reroll" && id != "reroll all" {
		t.Fatalf("answered %q (%s), want a re-roll", id, why)
	}
	if id == "reroll all" {
		return
	}
	p.Do("reroll")
	for range 6 {
		id, why = answerAt(p)
		if id == "mark 1" || id == "mark 5" {
			t.Fatalf("answered %q (%s): the 3 and the 6 may make the pair", id, why)
		}
		if !strings.HasPrefix(id, "mark") {
			break
		}
		p.Do(id)
	}
	if id != "roll" {
		t.Errorf("answered %q (%s), want to roll the marked dice", id, why)
	}
}

func TestSmartPaysCourageWhenTheDiceAreUnlikely(t *testing.T) {
	p := soloToRiver(t, quiet(), "heiress", []int{0, 1, 1, 2, 3})
	st := stateOf(p.Game)
	st.res[0][rCourage] = 3
	st.mapH = -1 // no Map to take a failure back
	p.Game = resume(st)
	p.dealRiver("hidden-snare") // a block of three 2+, 3 secrets
	p.Do("go shrine", "skip")   // no Feat token for the Steady Hands in hand
	if id, why := answerAt(p); id != "desperate" {
		t.Errorf("answered %q (%s), want the desperate act", id, why)
	}
}

func TestSmartSpendsTheMapOnAFailure(t *testing.T) {
	p := soloToRiver(t, quiet(), "heiress", []int{0, 1, 1, 2, 3})
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 1, 1, 2, 2, 3)
	p.Do("done")
	if id, why := answerAt(p); id != "spend map" {
		t.Errorf("answered %q (%s), want to spend the Map", id, why)
	}
}

// positions are prompts from a few seeded games that seats answer, for
// the benchmark: solo and 3-player.
func positions(b *testing.B) []rules.Game {
	def := Definition(ba.Default())
	var out []rules.Game
	for _, seats := range []int{1, 3} {
		setup, r := sim.Setup(def, 4, seats, seats)
		m, err := rules.NewMatch(def, setup)
		if err != nil {
			b.Fatal(err)
		}
		players := smartSeats(def, seats)
		for {
			if _, err := m.Settle(); err != nil {
				b.Fatal(err)
			}
			p := m.Prompt()
			if len(p.Choices) == 0 {
				break
			}
			if len(p.Choices) > 1 {
				out = append(out, m.Game())
			}
			id, _ := players[p.Seat].Choose(m.Game(), r)
			if _, err := m.Answer(p.Seat, id); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkSmartChoose times one answer over the positions of a few
// games: warm, with the odds remembered as the simulator's players have
// them, and cold, a new player for each answer (the worst case, a hint
// asked once).
func BenchmarkSmartChoose(b *testing.B) {
	gs := positions(b)
	r := rand.New(rand.NewPCG(1, 1))
	b.Run("warm", func(b *testing.B) {
		p := newSmart()
		for b.Loop() {
			for _, g := range gs {
				p.Choose(g, r)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(gs)), "ns/answer")
	})
	b.Run("cold", func(b *testing.B) {
		for b.Loop() {
			for _, g := range gs {
				newSmart().Choose(g, r)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(gs)), "ns/answer")
	})
}
