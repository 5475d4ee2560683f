package terrorixico

import (
	"slices"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

// ended is a finished 2-player game of A and B after prep.
func ended(t *testing.T, prep func(g *game)) (*game, rules.Result) {
	g, err := newState(testContent, rules.Setup{Seats: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	prep(g)
	g.finish("test", "The end.")
	_, r := g.Result()
	return g, r
}

func keep(t *testing.T, g *game, s int, ids ...string) {
	for _, id := range ids {
		g.kept[s] |= 1 << indexOf(t, len(g.c.Monsters), func(i int) bool { return g.c.Monsters[i].ID == id })
	}
}

func TestMonsterTypeSetsScore2_5_9(t *testing.T) {
	g, _ := ended(t, func(g *game) {
		keep(t, g, 0, "aluxe", "nahual")                                // magical: 2
		keep(t, g, 0, "chupacabras", "cadejo", "ahuizotl")              // creature: 5
		keep(t, g, 1, "llorona", "planchada", "charro-negro", "xtabay") // spirit: 9
		keep(t, g, 1, "momia")                                          // undead: 1 alone, nothing
	})
	if a, b := g.setPoints(0), g.setPoints(1); a != 7 || b != 9 {
		t.Fatalf("sets score %d and %d, want 7 and 9", a, b)
	}
	if g.final(0) != 7 {
		t.Fatalf("final %d", g.final(0))
	}
}

func TestFinalScoreSubtractsTraumaButNotTheWasteZone(t *testing.T) {
	g, _ := ended(t, func(g *game) {
		g.vp[0] = 20
		g.pile[0][pHand][g.kindID(t, "trauma3")] = 1
		g.pile[0][pDraw][g.kindID(t, "trauma2")] = 1
		g.pile[0][pDisc][g.kindID(t, "trauma1")] = 1
		g.pile[0][pWaste][g.kindID(t, "trauma3")] = 1
	})
	if g.final(0) != 14 || g.level(0) != "Cleric" {
		t.Fatalf("final %d (%s), want 14 (Cleric)", g.final(0), g.level(0))
	}
}

func TestTiebreakMostMonstersReturned(t *testing.T) {
	_, r := ended(t, func(g *game) { g.vp = [maxSeats]int16{10, 10}; g.track = [maxSeats]int16{1, 2} })
	if !slices.Equal(r.Winners, []rules.Seat{1}) {
		t.Fatalf("winners %v", r.Winners)
	}
}

func TestTiebreakLeastTrauma(t *testing.T) {
	_, r := ended(t, func(g *game) {
		g.vp = [maxSeats]int16{11, 12}
		g.pile[0][pDisc][g.kindID(t, "trauma1")] = 1
		g.pile[1][pDisc][g.kindID(t, "trauma2")] = 1
	})
	if !slices.Equal(r.Winners, []rules.Seat{0}) {
		t.Fatalf("winners %v", r.Winners)
	}
}

func TestTiebreakFewestEliminatedCards(t *testing.T) {
	_, r := ended(t, func(g *game) {
		g.vp = [maxSeats]int16{10, 10}
		g.pile[0][pWaste][g.kindID(t, "range1")] = 2
		g.pile[1][pWaste][g.kindID(t, "range1")] = 1
	})
	if !slices.Equal(r.Winners, []rules.Seat{1}) {
		t.Fatalf("winners %v", r.Winners)
	}
}

func TestFullTieSharesTheWin(t *testing.T) {
	_, r := ended(t, func(g *game) { g.vp = [maxSeats]int16{10, 10} })
	if !slices.Equal(r.Winners, []rules.Seat{0, 1}) || !strings.Contains(r.Text, "share the win") {
		t.Fatalf("%+v", r)
	}
}

func TestResultShowsAdventureLevels(t *testing.T) {
	_, r := ended(t, func(g *game) { g.vp = [maxSeats]int16{36, 3} })
	if !strings.Contains(r.Text, "Ann's score: 36 (Sacred Hunter)") || !strings.Contains(r.Text, "Bob's score: 3 (Baby)") {
		t.Fatalf("%q", r.Text)
	}
}

// A hunt nobody can win (a deck whittled to trauma cards knocking out every
// relic played) stops after maxTurns turns, and the scores count.
func TestStalledHuntEndsAfterTheTurnLimit(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		g.turns = maxTurns - 1
		g.vp[1] = 3
		hand(t, g, 0, "range1", "range2", "melee1", "melee2", "shield1")
	})
	if over, _ := p.Over(); over || st(p).turns != maxTurns {
		t.Fatalf("turn %d: the game ended before the turn limit", st(p).turns)
	}
	p.Do("play range1", "play range2") // the last turn
	auto(p)
	over, r := p.Over()
	if !over || r.Reason != "stalled" || !slices.Equal(r.Winners, []rules.Seat{1}) || !strings.Contains(r.Text, "stalled") {
		t.Fatalf("over %v, result %+v", over, r)
	}
}
