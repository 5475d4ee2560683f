package terrorixico

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/rules/sim"
)

var smartDef = Definition(testContent)

// smartSeats is n seats, the first smart of them played by the smart
// player and the rest at random.
func smartSeats(n, smart int) []rules.Player {
	ps := make([]rules.Player, n)
	for i := range smart {
		ps[i] = smartDef.Smart()
	}
	return ps
}

// playSmart plays a game of setup to its end, the smart player answering
// every player's question and chance drawn by weight from a PCG seeded
// seed; check sees each answer with the game it answered and its reason.
func playSmart(t *testing.T, setup rules.Setup, seed uint64, check func(g rules.Game, id, why string)) rules.Result {
	t.Helper()
	g, err := smartDef.Start(setup)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	p := smartDef.Smart()
	for range 100000 {
		if over, res := g.Result(); over {
			return res
		}
		pr := g.Prompt()
		var id string
		if pr.IsChance() {
			c, _ := rules.Pick(pr.Choices, r)
			id = c.ID
		} else {
			var why string
			id, why = p.Choose(g, r)
			check(g, id, why)
		}
		if g, _, err = g.Apply(pr.Seat, id); err != nil {
			t.Fatalf("%q to %q: %v", id, pr.Text, err)
		}
	}
	t.Fatal("the game does not end")
	return rules.Result{}
}

// listed fails the test unless id is one of the prompt's choices and why
// is one line of words.
func listed(t *testing.T, g rules.Game, id, why string) {
	t.Helper()
	pr := g.Prompt()
	found := false
	for _, c := range pr.Choices {
		found = found || c.ID == id
	}
	if !found {
		t.Fatalf("%q is not offered at %q: %v", id, pr.Text, pr.Choices)
	}
	if strings.TrimSpace(why) == "" || strings.Contains(why, "\n") {
		t.Fatalf("%q at %q: reason %q", id, pr.Text, why)
	}
}

func TestSmartPlaysOnlyListedAnswers(t *testing.T) {
	t.Parallel()
	for n := 2; n <= 4; n++ {
		rep := sim.Run(smartDef, sim.Config{Games: rulestest.Size(10, 40), Seed: 3, Seats: n, Players: smartSeats(n, n)})
		if len(rep.Errors) > 0 {
			t.Fatalf("%d smart seats: %v", n, rep.Errors[0])
		}
		for _, o := range rep.Outcomes {
			if o.Reason == "stalled" {
				t.Errorf("%d smart seats: %d games stalled", n, o.Count)
			}
		}
	}
	// Unlike the simulator, the app plays loud games, and at the table
	// the hands are unknown: every answer is listed, every reason a line.
	for i, mode := range []rules.Mode{rules.Digital, rules.Table, rules.Digital, rules.Table} {
		setup := rules.Setup{Seats: rulestest.Seats(2 + i%3), Seed: uint64(i), Mode: mode}
		playSmart(t, setup, uint64(i), func(g rules.Game, id, why string) { listed(t, g, id, why) })
	}
}

// TestSmartBeatsRandom: over 2000 games (seed 1) the smart player in the
// first seat wins 99% of two-player games against a random player and
// 90% of four-player games against three, and scores 20 and 12 points
// more. 200 games fall below the thresholds here only by a run of luck
// rarer than one in a million; a player that plays the first card
// offered (but refills and discards well) wins 94% and 77%.
//
// The short suite plays 50 games and checks only the scores: a game's
// lead over a random seat varies by 7 to 9 points, so 50 games miss the 5
// points asked by as rare a run of luck (the lead is 21 and 12 points
// there), but the shares need the long suite's 200 games.
func TestSmartBeatsRandom(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		seats int
		least float64
	}{{2, 0.93}, {4, 0.8}} {
		rep := sim.Run(smartDef, sim.Config{Games: rulestest.Size(50, 200), Seed: 5, Seats: c.seats, Players: smartSeats(c.seats, 1)})
		if len(rep.Errors) > 0 {
			t.Fatal(rep.Errors[0])
		}
		t.Logf("%d seats: smart wins %.1f%%", c.seats, 100*rep.SeatWins[0])
		if rulestest.Long && rep.SeatWins[0] < c.least {
			t.Errorf("%d seats: smart won %.0f%%, want %.0f%% at least", c.seats, 100*rep.SeatWins[0], 100*c.least)
		}
		for s := 1; s < c.seats; s++ {
			if rep.MeanScores[0] < rep.MeanScores[s]+5 {
				t.Errorf("%d seats: smart scores %.1f on average, random seat %d %.1f", c.seats, rep.MeanScores[0], s+1, rep.MeanScores[s])
			}
		}
	}
}

func TestSmartIsDeterministic(t *testing.T) {
	t.Parallel()
	cfg := sim.Config{Games: rulestest.Size(8, 20), Seed: 8, Seats: 3, Players: smartSeats(3, 3)}
	a, b := sim.Run(smartDef, cfg), sim.Run(smartDef, cfg)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("the same run gave\n%+v\nand\n%+v", a, b)
	}
}

// TestSmartPlaysFair: positions of smart games are played again with
// every other seat's hidden cards dealt anew: their hands swapped for
// cards of their draw piles, their face-down cards for others. The seat
// asked sees the same view, and the smart player gives the same answer
// for the same reason. A player that peeks at a rival's hand is caught.
func TestSmartPlaysFair(t *testing.T) {
	t.Parallel()
	var positions []rules.Game
	for i := range 6 {
		setup := rules.Setup{Seats: rulestest.Seats(2 + i%3), Seed: uint64(40 + i)}
		playSmart(t, setup, uint64(i), func(g rules.Game, _, _ string) {
			if len(g.Prompt().Choices) > 1 {
				positions = append(positions, g)
			}
		})
	}
	fair, peeker := smartDef.Smart(), peek{}
	differ, caught := 0, 0
	for i, g := range positions {
		me := g.Prompt().Seat
		h := redeal(t, g, int(me), rand.New(rand.NewPCG(uint64(i), 9)))
		if !reflect.DeepEqual(g.View(me), h.View(me)) || !reflect.DeepEqual(g.Prompt(), h.Prompt()) {
			t.Fatalf("position %d: the new deal changed what seat %d sees", i, me)
		}
		if !reflect.DeepEqual(g.View(rules.Chance), h.View(rules.Chance)) {
			differ++
		}
		a, whyA := fair.Choose(g, rand.New(rand.NewPCG(1, 1)))
		b, whyB := fair.Choose(h, rand.New(rand.NewPCG(1, 1)))
		if a != b || whyA != whyB {
			t.Fatalf("position %d, seat %d: %q (%s) but %q (%s) once the others' hidden cards change", i, me, a, whyA, b, whyB)
		}
		if x, _ := peeker.Choose(g, nil); x != func() string { y, _ := peeker.Choose(h, nil); return y }() {
			caught++
		}
	}
	t.Logf("of %d positions, %d dealt anew differ and the peeker was caught %d times", len(positions), differ, caught)
	if differ < len(positions)/2 || caught == 0 {
		t.Fatalf("of %d positions, %d dealt anew differ and the peeker was caught %d times", len(positions), differ, caught)
	}
}

// peek is a player that cheats: its answer depends on the next seat's
// hand.
type peek struct{}

func (peek) Choose(g rules.Game, _ *rand.Rand) (string, string) {
	pr := g.Prompt()
	st := stateOf(g)
	n := 0
	for k := range st.kinds {
		n += k * int(st.pile[(int(pr.Seat)+1)%st.n][pHand][k])
	}
	return pr.Choices[n%len(pr.Choices)].ID, "peeked"
}

// redeal is game g with every seat but me dealt anew what it hides: its
// hand drawn again from its hand and draw pile together, and each of its
// face-down cards swapped for a card of its draw pile.
func redeal(t *testing.T, g rules.Game, me int, r *rand.Rand) rules.Game {
	h := stateOf(g).Clone()
	h.ownBoard()
	pickFrom := func(pile *[maxKinds]uint8) int {
		n := 0
		for _, c := range pile {
			n += int(c)
		}
		x := r.IntN(max(n, 1))
		for k, c := range pile {
			if x -= int(c); x < 0 {
				return k
			}
		}
		return -1
	}
	for s := range h.n {
		if s == me {
			continue
		}
		p, n := h.own(s), h.handCount(s)
		for k := range h.kinds {
			p[pDraw][k] += p[pHand][k]
			p[pHand][k] = 0
		}
		for range n {
			d := pickFrom(&p[pDraw])
			p[pDraw][d]--
			p[pHand][d]++
		}
		for i := range h.board {
			c := &h.board[i]
			if int(c.owner) != s || !c.down {
				continue
			}
			if d := pickFrom(&p[pDraw]); d >= 0 {
				p[pDraw][d]--
				p[pDraw][c.kind]++
				c.kind = int8(d)
			}
		}
	}
	game, _, err := engine.Start(h, txRules)
	if err != nil {
		t.Fatal(err)
	}
	return game
}

// turnOf answers seat s's questions with the smart player, and chance by
// its first outcome, until another seat is asked or the game ends.
func turnOf(t *testing.T, p *rulestest.Player, s rules.Seat) {
	t.Helper()
	sm := smartDef.Smart()
	for range 100 {
		if over, _ := p.Over(); over {
			return
		}
		pr := p.Prompt()
		switch {
		case pr.IsChance():
			p.Do(pr.Choices[0].ID)
		case pr.Seat == s:
			id, why := sm.Choose(p.Game, nil)
			listed(t, p.Game, id, why)
			p.Do(id)
		default:
			return
		}
	}
}

// Against the Aluxe and event #001 (3 Range, 4 Melee, 2 Shield, 1 Codex),
// Ann has 8 relics in the frontlines and Bob 1, with 1 Melee missing: Ann
// slays the monsters and takes first place now.
func TestSmartSlaysWhenFirst(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"001"}, func(g *game) {
		put(t, g, 0, "range3", "range", false)
		put(t, g, 0, "melee3", "melee", false)
		put(t, g, 0, "shield2", "shield", false)
		put(t, g, 1, "codex1", "codex", false)
		hand(t, g, 0, "melee1", "melee2")
	})
	turnOf(t, p, 0)
	if g := st(p); g.kept[0] == 0 || g.vp[0] <= g.vp[1] {
		t.Fatalf("Ann keeps %b and scores %d, Bob %d", g.kept[0], g.vp[0], g.vp[1])
	}
}

// Far ahead early in the fight, Ann plays her Trauma -3 face down: it
// goes to the fewest relics at the end, which will not be hers.
func TestSmartSendsTraumaToTheFewestRelics(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"001"}, func(g *game) {
		put(t, g, 0, "range3", "range", false)
		put(t, g, 0, "melee3", "melee", false)
		hand(t, g, 0, "trauma3", "shield1", "codex1")
	})
	turnOf(t, p, 0)
	for _, c := range st(p).board {
		if c.owner == 0 && c.down && st(p).kinds[c.kind].id == "trauma3" {
			return
		}
	}
	t.Fatalf("Ann did not play her Trauma -3 face down: %v", p.Events)
}

// Ann eliminates the costliest trauma card when an event lets her, and
// hands it to the rival with the most V.P. with Take Advantage.
func TestSmartGetsRidOfTheCostliestTrauma(t *testing.T) {
	p := fixture(t, 3, rules.Digital, []string{"aluxe"}, []string{"001"}, func(g *game) {
		hand(t, g, 0, "trauma1", "trauma3")
		g.Push(purgeStep(0, 1))
	})
	if id, _ := smartDef.Smart().Choose(p.Game, nil); id != "eliminate trauma3" {
		t.Fatalf("purge: %q", id)
	}
	p = fixture(t, 3, rules.Digital, []string{"aluxe"}, []string{"001"}, func(g *game) {
		hand(t, g, 0, "trauma0", "trauma2")
		g.vp[2] = 20
		g.Push(advantStep(0))
	})
	if id, _ := smartDef.Smart().Choose(p.Game, nil); id != "give trauma2 to p3" {
		t.Fatalf("Take Advantage: %q", id)
	}
}

// BenchmarkSmartChoose times the smart player's answers to the busiest
// questions: the first card of a turn in four-player games, with the
// most choices.
func BenchmarkSmartChoose(b *testing.B) {
	var positions []rules.Game
	p := smartDef.Smart()
	for i := 0; len(positions) < 200; i++ {
		g, err := smartDef.Start(rules.Setup{Seats: rulestest.Seats(4), Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 1))
		for over, _ := g.Result(); !over; over, _ = g.Result() {
			pr := g.Prompt()
			var id string
			if pr.IsChance() {
				c, _ := rules.Pick(pr.Choices, r)
				id = c.ID
			} else {
				if len(pr.Choices) >= 12 && strings.Contains(pr.Text, "(1 of 2)") {
					positions = append(positions, g)
				}
				id, _ = p.Choose(g, r)
			}
			if g, _, err = g.Apply(pr.Seat, id); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.Choose(positions[i%len(positions)], nil)
	}
}
