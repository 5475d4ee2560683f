package terrorixico

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// The rulebook's three strength examples, exactly.
func TestStrengthAddsFirstThenMultipliesRulebookExamples(t *testing.T) {
	g, _ := newState(testContent, rules.Setup{Seats: []string{"A", "B"}})
	mon := func(id string) int8 {
		return int8(indexOf(t, len(g.c.Monsters), func(i int) bool { return g.c.Monsters[i].ID == id }))
	}
	ev := func(id string) int8 {
		return int8(indexOf(t, len(g.c.Events), func(i int) bool { return g.c.Events[i].ID == id }))
	}
	for _, c := range []struct {
		name string
		mons []int8
		evs  []int8
		want [nLines]int16
	}{
		{"Aluxe with Event #002", []int8{mon("aluxe")}, []int8{ev("002")}, [nLines]int16{6, 4, 3, 0}},
		{"Nahual put left of the Aluxe", []int8{mon("nahual"), mon("aluxe")}, []int8{ev("007")}, [nLines]int16{5, 6, 5, 3}},
		{"a second event put right", []int8{mon("aluxe")}, []int8{ev("007"), ev("013")}, [nLines]int16{6, 10, 2, 2}},
	} {
		if got := strength(g.monster, g.event, c.mons, c.evs); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestStrengthShownForTheRound(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {})
	v := p.Game.View(rules.Nobody).(View)
	for l, want := range []int{6, 4, 3, 0} {
		if v.Lines[l].Need != want {
			t.Fatalf("line %s needs %d, want %d", v.Lines[l].Line, v.Lines[l].Need, want)
		}
	}
	if !v.Lines[3].Complete {
		t.Fatal("a line that needs nothing is not complete")
	}
}

func TestAtMostTwoFaceDownCardsPerFrontline(t *testing.T) {
	p := fixture(t, 3, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "fury", "range", true)
		put(t, g, 2, "berserker", "range", true)
		hand(t, g, 0, "range1", "melee1", "trauma1", "shield1", "shield2")
	})
	p.Must("play range1")
	p.MustNot("hide range1")
	p.MustNot("hide trauma1 range")
	p.Must("hide trauma1 melee")
	p.Must("hide melee1")
}

func TestOneFaceDownCardATurn(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		hand(t, g, 0, "range1", "melee1", "shield1", "shield2", "range2")
	})
	p.Do("hide melee1")
	p.MustNot("hide range1")
	p.Must("play range1")
}

func TestTwoCardsATurn(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		hand(t, g, 0, "range1", "melee1", "shield1", "shield2", "range2")
	})
	p.Do("play range1", "play range2")
	if pr := p.Prompt(); pr.Seat != 0 || pr.Choices[0].ID != "draw" {
		t.Fatalf("after two cards: %q %v", pr.Text, p.IDs())
	}
}

func TestCompletedFrontlineClosedUntilReopened(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "range3", "range", false)
		put(t, g, 1, "range3", "range", false)
		hand(t, g, 0, "range2", "trauma3", "melee1", "shield1", "shield2")
	})
	p.MustNot("play range2")
	p.Do("play trauma3 on p2 range3")
	p.Must("play range2")
	g := st(p)
	if pileOf(g, 0, pDisc, "trauma3") != 1 || pileOf(g, 1, pDisc, "range3") != 1 {
		t.Fatal("the trauma and the relic did not go to their owners' discard piles")
	}
	if g.lineValue(0) != 3 {
		t.Fatalf("range holds %d", g.lineValue(0))
	}
}

func TestTraumaOnlyOnAnotherPlayersRelicOfItsValue(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "range2", "range", false)
		put(t, g, 0, "melee2", "melee", false)
		hand(t, g, 0, "trauma2", "trauma1", "shield1", "shield2", "range1")
	})
	p.Must("play trauma2 on p2 range2")
	for _, id := range p.IDs() {
		if id == "play trauma2 on p1 melee2" || id == "play trauma1 on p2 range2" {
			t.Fatalf("%q offered", id)
		}
	}
}

func TestZeroTraumaShownAndWastedAsAPlay(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		hand(t, g, 0, "trauma0", "melee1", "shield1", "shield2", "range1")
	})
	p.Do("show trauma0")
	g := st(p)
	if pileOf(g, 0, pWaste, "trauma0") != 1 || g.played != 1 {
		t.Fatal("trauma 0 not wasted as a play")
	}
}

// scenarioA is a round against the Aluxe and event #001 (3 Range, 4
// Melee, 2 Shield, 1 Codex) where only Range lacks relics: Bob has placed
// 6 relics, Cat 3, Ann none.
func scenarioA(t *testing.T, annHand []string, prep func(g *game)) *rulestest.Player {
	return fixture(t, 3, rules.Digital, []string{"aluxe"}, []string{"001"}, func(g *game) {
		put(t, g, 1, "range2", "range", false)
		put(t, g, 1, "melee3", "melee", false)
		put(t, g, 1, "codex1", "codex", false)
		put(t, g, 2, "melee1", "melee", false)
		put(t, g, 2, "shield2", "shield", false)
		hand(t, g, 0, annHand...)
		if prep != nil {
			prep(g)
		}
	})
}

func TestFaceDownTraumaGoesToTheFewestRelics(t *testing.T) {
	p := scenarioA(t, []string{"trauma1", "range1", "range3", "shield1", "melee1"}, nil)
	p.Do("hide trauma1 range", "play range1")
	auto(p)
	g := st(p)
	if pileOf(g, 0, pDisc, "trauma1") != 1 || pileOf(g, 0, pWaste, "trauma1") != 0 {
		t.Fatalf("the face-down trauma is not in Ann's discard pile (Ann placed the fewest relics)")
	}
}

func TestFaceDownTraumaEliminatedOnATieForLast(t *testing.T) {
	p := scenarioA(t, []string{"trauma1", "range1", "range3", "shield1", "melee1"}, nil)
	p.Do("hide trauma1 range", "play range3")
	auto(p)
	g := st(p)
	if pileOf(g, 0, pWaste, "trauma1") != 1 || pileOf(g, 0, pDisc, "trauma1") != 0 || pileOf(g, 2, pDisc, "trauma1") != 0 {
		t.Fatal("the face-down trauma is not eliminated on a tie for last (Ann and Cat, 3 relics each)")
	}
}

func TestMonsterSlainScoresFirstAndSecondPlace(t *testing.T) {
	p := scenarioA(t, []string{"range1", "range3", "shield1", "melee1", "shield2"}, nil)
	p.Do("play range1")
	auto(p)
	g := st(p)
	// Bob first: the Aluxe's 4 and the event's 1; the others second: 2+1.
	if g.vp != [maxSeats]int16{3, 5, 3, 0} || g.track[1] != 1 || g.kept[1] == 0 {
		t.Fatalf("vp %v track %v kept %v", g.vp, g.track, g.kept)
	}
	if g.cur != 2 {
		t.Fatalf("the next round starts with seat %d, not Cat, left of Bob", g.cur)
	}
	if len(g.board) != 0 || pileOf(g, 1, pDisc, "melee3") != 1 {
		t.Fatal("the frontlines' cards are not back in their owners' discard piles")
	}
}

func TestPlayersWhoPassedScoreNoSecondPlace(t *testing.T) {
	p := scenarioA(t, []string{"range1", "range3", "shield1", "melee1", "shield2"}, func(g *game) {
		g.passed = g.passed.With(2)
	})
	p.Do("play range1")
	auto(p)
	if g := st(p); g.vp[2] != 0 || g.vp[0] != 3 {
		t.Fatalf("vp %v", g.vp)
	}
}

func TestFirstPlaceTieAllScoreLastPlacerKeeps(t *testing.T) {
	p := scenarioA(t, []string{"range1", "range3", "shield1", "melee1", "shield2"}, func(g *game) {
		put(t, g, 0, "shield3", "shield", false)
	})
	p.Do("play range3") // Ann 6, Bob 6
	auto(p)
	g := st(p)
	if g.vp[0] != 5 || g.vp[1] != 5 || g.vp[2] != 3 {
		t.Fatalf("vp %v", g.vp)
	}
	if g.track[0] != 1 || g.track[1] != 0 || g.kept[0] == 0 || g.kept[1] != 0 {
		t.Fatalf("Ann placed the last card and keeps the monster: track %v kept %v", g.track, g.kept)
	}
	if g.cur != 1 {
		t.Fatalf("next round starts with %d, not Bob", g.cur)
	}
}

func TestMonsterTrackEndsTheGame(t *testing.T) {
	p := scenarioA(t, []string{"range1", "range3", "shield1", "melee1", "shield2"}, func(g *game) { g.track[1] = 3 })
	p.Do("play range1")
	auto(p)
	if over, r := p.Over(); !over || r.Reason != "track" || len(r.Winners) == 0 {
		t.Fatalf("over %v %+v", over, r)
	}
}

func TestTwoPlayersPlayToFiveOnTheTrack(t *testing.T) {
	g, _ := newState(testContent, rules.Setup{Seats: []string{"A", "B"}})
	if g.row.TrackEnd != 5 {
		t.Fatalf("2 players end at %d", g.row.TrackEnd)
	}
	g, _ = newState(testContent, rules.Setup{Seats: []string{"A", "B", "C"}})
	if g.row.TrackEnd != 4 || g.traumaLeft != 16 {
		t.Fatalf("3 players end at %d with %d trauma", g.row.TrackEnd, g.traumaLeft)
	}
}

func TestFortyPointsEndTheGame(t *testing.T) {
	p := scenarioA(t, []string{"range1", "range3", "shield1", "melee1", "shield2"}, func(g *game) { g.vp[2] = 38 })
	p.Do("play range1")
	auto(p)
	if over, r := p.Over(); !over || r.Reason != "points" {
		t.Fatalf("over %v %+v", over, r)
	}
}

// stuck is a round where seat 0 cannot play: five trauma -3 cards, no
// relic of 3 to play them on, and every open line holds two face-down
// cards.
func stuck(t *testing.T, n int, prep func(g *game)) *rulestest.Player {
	return fixture(t, n, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		for _, line := range []string{"range", "melee", "shield"} {
			put(t, g, 1, line+"1", line, true)
			put(t, g, 1, line+"2", line, true)
		}
		hand(t, g, 0, "trauma3", "trauma3", "trauma3", "trauma3", "trauma3")
		if prep != nil {
			prep(g)
		}
	})
}

func TestPassTakesTheEventsTraumaIntoTheDrawPile(t *testing.T) {
	p := stuck(t, 2, nil)
	pr := p.Prompt()
	if !pr.IsChance() {
		t.Fatalf("seat 0 is asked %q, not passing", pr.Text)
	}
	before := st(p).traumaLeft
	p.Do(pr.Choices[0].ID)
	g := st(p)
	if !g.passed.Has(0) || g.firstPass != 0 || g.traumaLeft != before-1 {
		t.Fatal("the pass is not recorded")
	}
	traumaInDraw := 0
	for k, ki := range g.kinds {
		if ki.trauma {
			traumaInDraw += int(g.pile[0][pDraw][k])
		}
	}
	if traumaInDraw != 1 {
		t.Fatalf("%d trauma cards in the draw pile", traumaInDraw)
	}
}

func TestNoTraumaLeftEndsTheGame(t *testing.T) {
	p := stuck(t, 2, func(g *game) { g.traumaLeft = 1 })
	auto(p)
	if over, r := p.Over(); !over || r.Reason != "trauma" {
		t.Fatalf("over %v %+v", over, r)
	}
}

func TestEveryonePassingTheMonsterWinsAndTheFirstToPassStarts(t *testing.T) {
	p := stuck(t, 2, func(g *game) {
		for s := range 2 {
			for k := range g.kinds {
				g.pile[s][pWaste][k] += g.pile[s][pDraw][k]
				g.pile[s][pDraw][k] = 0
			}
		}
		g.pile[1][pHand] = [maxKinds]uint8{}
		hand(t, g, 1, "trauma2", "trauma2", "trauma2", "trauma2", "trauma2")
		g.traumaLeft = 8
	})
	for range 100 {
		g := st(p)
		if g.round > 1 {
			break
		}
		pr := p.Prompt()
		if len(pr.Choices) == 0 {
			for _, e := range p.Events {
				t.Log(e.Text)
			}
			t.Fatalf("stuck at %q", pr.Text)
		}
		id := pr.Choices[0].ID
		for _, c := range pr.Choices {
			if c.ID != "card trauma0" {
				id = c.ID
				break
			}
		}
		if !pr.IsChance() && id != "draw" && pr.Text[len(pr.Text)-2] != ')' {
			t.Fatalf("a stuck player is asked %q %v", pr.Text, p.IDs())
		}
		p.Do(id)
	}
	g := st(p)
	if g.round != 2 || g.cur != 0 {
		t.Fatalf("round %d starts with seat %d, not Ann who passed first", g.round, g.cur)
	}
	if g.vp[0] != 0 || g.vp[1] != 0 || g.kept[0]|g.kept[1] != 0 || g.track[0]|g.track[1] != 0 {
		t.Fatalf("a beaten round scored: vp %v", g.vp)
	}
	if !p.Saw("beat every player") {
		t.Fatal("no word of the monsters winning")
	}
}

func TestRefreshEliminatesANonTraumaCardDrawsFourDiscardsOne(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		hand(t, g, 0, "range1", "range2", "trauma1", "melee1", "shield1")
	})
	p.Do("play range1", "play range2")
	p.Must("draw")
	p.MustNot("eliminate trauma1")
	p.Do("eliminate melee1")
	for range 4 {
		p.Do(p.Prompt().Choices[0].ID)
	}
	g := st(p)
	if g.handCount(0) != 6 || pileOf(g, 0, pWaste, "melee1") != 1 {
		t.Fatalf("hand %d", g.handCount(0))
	}
	p.Do(p.Prompt().Choices[0].ID)
	if g := st(p); g.handCount(0) != 5 || g.sum(0, pDisc) != 1 {
		t.Fatalf("hand %d, discard %d", g.handCount(0), g.sum(0, pDisc))
	}
}

// The refresh draws 4: a player whose draw and discard piles hold fewer
// may only draw 3, so nobody eliminates the last cards they could draw.
func TestRefreshOnlyWhileFourCardsAreLeftToDraw(t *testing.T) {
	for _, left := range []int{3, 4} {
		p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
			hand(t, g, 0, "range1", "range2", "trauma1", "melee1", "shield1")
			n := left
			for k := range g.kinds {
				keep := min(int(g.pile[0][pDraw][k]), n)
				n -= keep
				g.pile[0][pWaste][k] += g.pile[0][pDraw][k] - uint8(keep)
				g.pile[0][pDraw][k] = uint8(keep)
			}
		})
		p.Do("play range1", "play range2")
		p.Must("draw")
		if left < 4 {
			p.MustNot("eliminate melee1")
		} else {
			p.Must("eliminate melee1")
		}
	}
}

func TestDrawPileOfFiveOrFewerTakesTheDiscardPileBack(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		hand(t, g, 0, "range1", "range2", "melee1", "melee2", "shield1")
		// 7 cards left to draw, the rest in the discard pile.
		left := 7
		for k := range g.kinds {
			keep := min(int(g.pile[0][pDraw][k]), left)
			left -= keep
			g.pile[0][pDisc][k] += g.pile[0][pDraw][k] - uint8(keep)
			g.pile[0][pDraw][k] = uint8(keep)
		}
	})
	p.Do("play range1", "play range2", "draw")
	p.Do(p.Prompt().Choices[0].ID) // 6 left
	if st(p).drawCount(0) != 6 {
		t.Fatalf("draw pile %d", st(p).drawCount(0))
	}
	p.Do(p.Prompt().Choices[0].ID) // 5 left: the discard pile comes back
	if g := st(p); g.drawCount(0) <= 5 || g.sum(0, pDisc) != 0 || !p.Saw("into a draw pile of too few cards") {
		t.Fatalf("draw pile %d, discard %d", g.drawCount(0), g.sum(0, pDisc))
	}
}

// A choice touches what it names: a card played, its line; a trauma card
// played on a relic, that relic's line, owner and kind; a card discarded,
// that card alone (the hand is no place on the board); a trauma card
// given, the player who gets it. So the board highlights those, and a
// click on a line picks a card played there.
func TestAChoiceTouchesWhatItNames(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "melee1", "melee", false)
		hand(t, g, 0, "range1", "melee1", "shield1", "takeadvantage", "trauma1", "shield2")
	})
	check := func(id string, want rules.Touch) {
		t.Helper()
		p.Must(id)
		tc, ok := p.Game.(rules.Toucher)
		if !ok {
			t.Fatal("the game says nothing of what a choice touches")
		}
		if got := tc.Touch(id); !reflect.DeepEqual(got, want) {
			t.Errorf("%s touches %+v, want %+v", id, got, want)
		}
	}
	// Six cards: the turn starts by discarding down to five.
	check("discard shield2", rules.Touch{Cards: []string{"shield2"}})
	p.Do("discard shield2")
	check("play range1", rules.Touch{Places: []string{"range"}, Cards: []string{"range1"}})
	check("hide melee1", rules.Touch{Places: []string{"melee"}, Cards: []string{"melee1"}})
	check("play takeadvantage shield", rules.Touch{Places: []string{"shield"}, Cards: []string{"takeadvantage"}})
	check("play trauma1 on p2 melee1", rules.Touch{Places: []string{"melee"}, Seats: []rules.Seat{1}, Cards: []string{"trauma1", "melee1"}})
	p.Do("play takeadvantage shield")
	check("give trauma1 to p2", rules.Touch{Seats: []rules.Seat{1}, Cards: []string{"trauma1"}})
	p.Do("give trauma1 to p2", "play range1")
	check("draw", rules.Touch{})
	check("eliminate melee1", rules.Touch{Cards: []string{"melee1"}})
}

// The set-up (draw 8, keep 5) is taught where it is asked: the opening
// discards say why, a later discard does not say it again.
func TestTheOpeningHandIsTaughtWhereItIsAsked(t *testing.T) {
	p := rulestest.NewPlayer(t, Definition(testContent), rules.Setup{Game: "terrorixico", Seats: rulestest.Seats(2), Seed: 1})
	opening := 0
	for i := 0; i < 400; i++ {
		pr := p.Prompt()
		if over, _ := p.Over(); over {
			break
		}
		taught := strings.HasPrefix(pr.Text, "Set-up: each player draws 8 cards and keeps 5")
		if discards := strings.Contains(pr.Text, "discards a card"); discards && opening < 6 && !taught {
			t.Fatalf("opening discard %d does not teach the set-up: %q", opening+1, pr.Text)
		} else if taught && opening >= 6 {
			t.Fatalf("a discard after the opening hands teaches the set-up again: %q", pr.Text)
		}
		if taught {
			opening++
		}
		p.Do(pr.Choices[0].ID)
	}
	if opening != 6 {
		t.Fatalf("%d opening discards taught, want 3 for each of 2 players", opening)
	}
}
