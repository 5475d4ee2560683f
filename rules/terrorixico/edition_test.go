package terrorixico

import (
	"strings"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/rules/sim"
)

// The rules' second edition (edition.go), rule by rule. Each test also
// plays its case under the first edition (first), the rules as they were
// before, and checks it went wrong there: the test fails on the old rules.

// emptyDraw leaves seat s's draw pile empty: its cards go to the waste
// zone, out of the game.
func emptyDraw(g *game, s int) {
	for k := range g.kinds {
		g.pile[s][pWaste][k] += g.pile[s][pDraw][k]
		g.pile[s][pDraw][k] = 0
	}
}

// unshuffled reports whether a draw pile of too few cards still has its
// owner's discard pile beside it: the Reshuffle not applied.
func unshuffled(g *game) (int, bool) {
	for s := range g.n {
		if g.drawCount(s) <= g.c.Turn.ReshuffleAt && g.sum(s, pDisc) > 0 {
			return s, true
		}
	}
	return -1, false
}

// A Friendly Fire goes to the discard pile in the middle of a round; a
// draw pile of 5 or fewer takes it back at once, so the refill draws it.
func TestReshuffleTakesBackFriendlyFireDiscardedMidRound(t *testing.T) {
	for _, ed1 := range []bool{false, true} {
		p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
			g.ed1 = ed1
			put(t, g, 1, "range3", "range", false)
			hand(t, g, 0, "friendlyfire", "melee1", "melee2", "shield1", "shield2")
			emptyDraw(g, 0)
		})
		p.Do("play friendlyfire melee", "eliminate p2 range3 range")
		g := st(p)
		if ed1 {
			if g.drawCount(0) != 0 || pileOf(g, 0, pDisc, "friendlyfire") != 1 {
				t.Fatal("the first edition reshuffled: the test does not test the change")
			}
			continue
		}
		if g.drawCount(0) != 1 || g.sum(0, pDisc) != 0 || !p.Saw("shuffles 1 discarded card") {
			t.Fatalf("draw pile %d, discard pile %d: Friendly Fire was not shuffled back in", g.drawCount(0), g.sum(0, pDisc))
		}
		p.Do("play melee1", "draw")
		if pr := p.Prompt(); !pr.IsChance() || len(pr.Choices) != 1 || pr.Choices[0].ID != "card friendlyfire" {
			t.Fatalf("the refill draws %v", p.IDs())
		}
	}
}

// An Equality left without a relic in its line goes to its owner's
// discard pile in the middle of a round (another player's Friendly Fire):
// its owner's low draw pile takes it back.
func TestReshuffleTakesBackAnEqualityThatNoLongerStands(t *testing.T) {
	for _, ed1 := range []bool{false, true} {
		p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
			g.ed1 = ed1
			put(t, g, 1, "melee1", "melee", false)
			put(t, g, 1, "equality", "melee", false)
			hand(t, g, 1, "codex1", "codex2", "codex3", "shield1", "shield2")
			emptyDraw(g, 1)
			hand(t, g, 0, "friendlyfire", "range1", "range2", "shield1", "shield2")
		})
		p.Do("play friendlyfire range", "eliminate p2 melee1 melee")
		g := st(p)
		if got := pileOf(g, 1, pDraw, "equality"); ed1 != (got == 0) {
			t.Fatalf("edition 1 %v: Bob's draw pile holds %d Equality, discard pile %d", ed1, got, g.sum(1, pDisc))
		}
	}
}

// playSim plays the game the simulator plays for run seed (haunt sim
// terrorixico --games 1 --seed SEED --players 2) on edition ed, with the
// sim's own answers, and reports the first state that breaks the
// Reshuffle (-1 none) and how many turns began with a hand other than the
// round's limit (offLimit).
func playSim(t *testing.T, seed uint64, ed string) (broke, off int) {
	t.Helper()
	def := Definition(testContent)
	setup, r := sim.Setup(def, seed, 0, 2)
	setup.Options = map[string]string{optEdition: ed}
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatal(err)
	}
	broke = -1
	for range 20000 {
		if over, _ := m.Over(); over {
			return broke, off
		}
		g := stateOf(m.Game())
		if _, bad := unshuffled(g); bad && broke < 0 {
			broke = m.Len()
		}
		p := m.Prompt()
		if s := int(p.Seat); s >= 0 && p.Text == g.playTexts[s][0] && g.played == 0 && offLimit(g, s) {
			off++
		}
		if p.IsChance() {
			if _, err := m.Draw(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := m.Answer(p.Seat, p.Choices[r.IntN(len(p.Choices))].ID); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game did not end")
	return
}

// offLimit reports whether seat s's hand is not the round's limit: over
// it, or short of it while cards are left to draw.
func offLimit(g *game, s int) bool {
	n := g.handCount(s)
	return n > int(g.limit) || n < int(g.limit) && g.drawCount(s)+g.sum(s, pDisc) > 0
}

// Whole games of the simulator. The one the issue names (seed 9069) never
// brings a draw pile down to 5 on either edition, but on the first it
// starts turns with hands off the limit; seed 4's breaks the Reshuffle on
// the first edition. The second edition does neither, at any state.
func TestReshuffleAndHandSizeHoldInTheSimulatorsGames(t *testing.T) {
	if broke, off := playSim(t, 9069, "1"); off == 0 {
		t.Errorf("seed 9069, edition 1: no turn started off the hand limit (the Reshuffle broke at %d): the test tests nothing", broke)
	}
	if broke, _ := playSim(t, 4, "1"); broke < 0 {
		t.Error("seed 4, edition 1: the Reshuffle never broke: the test tests nothing")
	}
	for _, seed := range []uint64{9069, 4, 11, 35} {
		if broke, off := playSim(t, seed, "2"); broke >= 0 || off > 0 {
			t.Errorf("seed %d: the Reshuffle broke after %d answers; %d turns started off the hand limit", seed, broke, off)
		}
	}
}

// checkReshuffle asserts the Reshuffle holds in a state of a game not over.
func checkReshuffle(t rulestest.TB, g *game) {
	if g.result != nil || g.ed1 {
		return
	}
	if s, bad := unshuffled(g); bad {
		t.Fatalf("seat %d's draw pile holds %d cards beside %d discarded: no reshuffle", s, g.drawCount(s), g.sum(s, pDisc))
	}
}

// until answers with the first choice (chance by its first outcome, a
// discard by the first card) until the prompt is one done says.
func until(t *testing.T, p *rulestest.Player, done func(rules.Prompt) bool) {
	t.Helper()
	for range 100 {
		if done(p.Prompt()) {
			return
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
	t.Fatalf("never came to the prompt; now %q", p.Prompt().Text)
}

// toPlay answers until seat s is to play its turn's first card.
func toPlay(t *testing.T, p *rulestest.Player, s int) {
	t.Helper()
	until(t, p, func(pr rules.Prompt) bool { return pr.Seat == rules.Seat(s) && strings.Contains(pr.Text, "turn: play") })
}

// A round whose event lowers the hand limit to 4 (#004) starts with hands
// of 5: at the start of each turn its player discards down to 4, choosing
// the card.
func TestHandSizeDiscardsDownToTheEventsLimitAtTheStartOfATurn(t *testing.T) {
	for _, ed1 := range []bool{false, true} {
		p := fixture(t, 2, rules.Digital, nil, nil, func(g *game) {
			g.ed1 = ed1
			g.Push(eventStep(), monsterStep())
		})
		p.Do("monster aluxe", "event 004")
		pr := p.Prompt()
		if ed1 {
			if strings.HasPrefix(pr.Choices[0].ID, "discard ") || st(p).handCount(0) != 5 {
				t.Fatal("the first edition set the hand: the test does not test the change")
			}
			continue
		}
		if pr.Seat != 0 || !strings.HasPrefix(pr.Choices[0].ID, "discard ") || len(pr.Choices) < 2 || !p.Saw("hand limit is 4") {
			t.Fatalf("Ann's turn starts with %q %v", pr.Text, p.IDs())
		}
		p.Do("discard codex3")
		if g := st(p); g.handCount(0) != 4 || pileOf(g, 0, pDisc, "codex3") != 1 {
			t.Fatalf("Ann holds %d cards", g.handCount(0))
		}
		toPlay(t, p, 0)
		// Bob too, at the start of his turn.
		p.Do("play codex1", "play shield1", "draw")
		until(t, p, func(pr rules.Prompt) bool { return pr.Seat == 1 && strings.HasPrefix(pr.Text, "Bob discards") })
		p.Do(p.Prompt().Choices[0].ID)
		if st(p).handCount(1) != 4 || !p.Saw("Bob starts the turn with 5 cards and the hand limit is 4") {
			t.Fatalf("Bob holds %d cards", st(p).handCount(1))
		}
	}
}

// A round-start event lets a player eliminate a trauma card of the hand
// (#010): the hand is then short, and the turn starts by drawing up to 5.
func TestHandSizeDrawsUpAfterARoundStartTraumaElimination(t *testing.T) {
	for _, ed1 := range []bool{false, true} {
		p := fixture(t, 2, rules.Digital, nil, nil, func(g *game) {
			g.ed1 = ed1
			g.Push(eventStep(), monsterStep())
			hand(t, g, 0, "trauma1", "range1", "range2", "melee1", "shield1")
		})
		p.Do("monster aluxe", "event 010", "eliminate trauma1")
		if st(p).handCount(0) != 4 {
			t.Fatalf("Ann holds %d after the elimination", st(p).handCount(0))
		}
		pr := p.Prompt()
		if ed1 {
			if pr.IsChance() {
				t.Fatal("the first edition drew: the test does not test the change")
			}
			continue
		}
		if !pr.IsChance() || !strings.Contains(pr.Text, "Draw a card for Ann") {
			t.Fatalf("Ann's turn starts with %q", pr.Text)
		}
		p.Do(pr.Choices[0].ID)
		if pr := p.Prompt(); !strings.Contains(pr.Text, "Ann's turn: play") || st(p).handCount(0) != 5 {
			t.Fatalf("Ann holds %d: %q", st(p).handCount(0), pr.Text)
		}
	}
}

// A face-down Take Advantage turned up at the end of the round gives a
// trauma card from its player's hand: that player starts the next turn by
// drawing back up to 5.
func TestHandSizeDrawsUpAfterAFaceDownTakeAdvantageFromHand(t *testing.T) {
	for _, ed1 := range []bool{false, true} {
		p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
			g.ed1 = ed1
			put(t, g, 0, "range3", "range", false)
			put(t, g, 0, "range2", "range", false)
			put(t, g, 0, "range1", "range", false)
			put(t, g, 0, "melee3", "melee", false)
			put(t, g, 0, "melee1", "melee", false)
			put(t, g, 1, "takeadvantage", "shield", true)
			hand(t, g, 1, "trauma1", "codex1", "codex2", "codex3", "melee2")
			hand(t, g, 0, "shield3", "shield1", "shield2", "codex1", "codex2")
		})
		p.Do("play shield3") // every line full: Ann refills, then the monster is slain
		until(t, p, func(pr rules.Prompt) bool { return strings.HasPrefix(pr.Text, "Take Advantage") })
		p.Do("give trauma1 to p1") // Bob's Take Advantage, from his hand
		if st(p).handCount(1) != 4 {
			t.Fatalf("Bob holds %d after giving", st(p).handCount(1))
		}
		until(t, p, func(pr rules.Prompt) bool { return strings.HasPrefix(pr.Text, "Reveal the next monster") })
		// The next round: Bob, left of Ann who kept the cards, starts.
		p.Do("monster nahual", "event 001")
		pr := p.Prompt()
		if ed1 {
			if pr.IsChance() {
				t.Fatal("the first edition drew: the test does not test the change")
			}
			continue
		}
		if !pr.IsChance() || !strings.Contains(pr.Text, "Draw a card for Bob") {
			t.Fatalf("Bob's turn starts with %q %v", pr.Text, p.IDs())
		}
		p.Do(pr.Choices[0].ID)
		if pr := p.Prompt(); !strings.Contains(pr.Text, "Bob's turn: play") || st(p).handCount(1) != 5 {
			t.Fatalf("Bob holds %d: %q", st(p).handCount(1), pr.Text)
		}
	}
}

// At the table the hand is a count: a turn starts with the count set, the
// referee naming the card discarded.
func TestHandSizeAtTheTable(t *testing.T) {
	p := fixture(t, 2, rules.Table, nil, nil, func(g *game) { g.Push(eventStep(), monsterStep()) })
	p.Do("monster aluxe", "event 004")
	if pr := p.Prompt(); pr.Seat != 0 || !strings.HasPrefix(pr.Choices[0].ID, "discard ") {
		t.Fatalf("Ann's turn starts with %q %v", pr.Text, p.IDs())
	}
	p.Do(p.Prompt().Choices[0].ID)
	if g := st(p); g.handCount(0) != 4 || !strings.Contains(p.Prompt().Text, "Ann's turn: play") {
		t.Fatalf("Ann holds %d: %q", g.handCount(0), p.Prompt().Text)
	}
}

// Equality, Strength and Mimic cannot be played in an empty frontline,
// face down included; in a line with a face-up card they can.
func TestEqualityStrengthAndMimicCannotBePlayedInAnEmptyFrontline(t *testing.T) {
	for _, ed1 := range []bool{false, true} {
		p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
			g.ed1 = ed1
			put(t, g, 1, "range1", "range", false)
			put(t, g, 1, "shield1", "shield", true) // face down: the line is still empty
			hand(t, g, 0, "equality", "strength", "mimic", "melee1", "codex1")
		})
		for _, card := range []string{"equality", "strength", "mimic"} {
			for _, line := range []string{"melee", "shield"} {
				if p.Can("hide "+card+" "+line) != ed1 {
					t.Fatalf("edition 1 %v: hide %s %s offered %v", ed1, card, line, !ed1)
				}
				p.MustNot("play " + card + " " + line)
			}
			p.Must("hide " + card + " range")
		}
	}
}

// A Mimic face down needs a card its owner could copy: a line whose only
// face-up card is a Mimic is as good as empty.
func TestFaceDownMimicNeedsACardToCopy(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "mimic", "range", false)
		hand(t, g, 0, "mimic", "equality", "melee1", "codex1", "codex2")
	})
	p.MustNot("hide mimic range")
	p.Must("hide equality range")
}

// At the table a face-down card is named as it is turned up: one played
// into an empty line cannot turn out to be an Equality, a Strength or a
// Mimic.
func TestEqualityStrengthAndMimicCannotBePlayedInAnEmptyFrontlineAtTheTable(t *testing.T) {
	p := fixture(t, 2, rules.Table, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "range3", "range", false)
		put(t, g, 1, "range3", "range", false)
		put(t, g, 1, "melee3", "melee", false)
		put(t, g, 1, "melee1", "melee", false)
	})
	p.Do("hide shield", "play shield3") // the monster is slain
	until(t, p, func(pr rules.Prompt) bool { return strings.HasPrefix(pr.Text, "Which card does Ann turn up") })
	for _, card := range []string{"equality", "strength", "mimic"} {
		p.MustNot("card " + card)
	}
	p.Must("card fury")
}

// A save made before the edition option existed plays the first edition,
// so every answer it holds stays legal; a new match plays the second.
func TestEditionOneForSavesMadeBeforeTheOption(t *testing.T) {
	def := Definition(tx.Default())
	setup := rules.Setup{Game: "terrorixico", Seats: rulestest.Seats(2), Seed: 3}
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatal(err)
	}
	if stateOf(m.Game()).ed1 || m.Setup().Options[optEdition] != "2" {
		t.Fatalf("a new match plays edition %q", m.Setup().Options[optEdition])
	}
	old, err := rules.Replay(def, setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !stateOf(old.Game()).ed1 {
		t.Fatal("a save without the option plays the second edition")
	}
}
