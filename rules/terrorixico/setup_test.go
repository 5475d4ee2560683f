package terrorixico

import (
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// opened plays the set-up of a digital game up to the first monster.
func opened(t *testing.T, n int) *rulestest.Player {
	p := rulestest.NewPlayer(t, Definition(testContent), rules.Setup{Seats: rulestest.Seats(n)})
	for range 200 {
		pr := p.Prompt()
		if pr.Text == "Reveal the next monster card." {
			return p
		}
		p.Do(pr.Choices[0].ID)
	}
	t.Fatal("no monster revealed")
	return nil
}

func TestSetupDrawEightKeepFive(t *testing.T) {
	p := opened(t, 3)
	g := st(p)
	for s := range 3 {
		if g.handCount(s) != 5 || g.sum(s, pDisc) != 3 || g.drawCount(s) != 42 {
			t.Fatalf("seat %d: hand %d discard %d draw %d", s, g.handCount(s), g.sum(s, pDisc), g.drawCount(s))
		}
	}
	if g.traumaLeft != 16 {
		t.Fatalf("%d trauma cards for 3 players", g.traumaLeft)
	}
	p.Do("monster aluxe", "event 002")
	if pr := p.Prompt(); pr.Seat != 0 || !strings.Contains(pr.Text, "Ann's turn") {
		t.Fatalf("seat 0 does not start: %q", pr.Text)
	}
}

func TestEventAddsAMonsterToTheLeft(t *testing.T) {
	p := opened(t, 2)
	p.Do("monster aluxe", "event 007")
	if p.Prompt().Text != "Reveal the next monster card." {
		t.Fatalf("no second monster: %q", p.Prompt().Text)
	}
	p.Do("monster nahual")
	// The rulebook's second example: 5 Range, 6 Melee, 5 Shield, 3 Codex.
	if g := st(p); g.need != [nLines]int16{5, 6, 5, 3} {
		t.Fatalf("need %v", g.need)
	}
}

func TestEventAddsAnEvent(t *testing.T) {
	p := opened(t, 2)
	p.Do("monster aluxe", "event 008")
	if p.Prompt().Text != "Reveal the next Event/Boss card." {
		t.Fatalf("no second event: %q", p.Prompt().Text)
	}
	p.Do("event 001")
	if g := st(p); g.nEvs != 2 || g.eventTrauma() != 2 {
		t.Fatalf("%d events, trauma %d", g.nEvs, g.eventTrauma())
	}
}

func TestEventGivesEveryPlayerTrauma(t *testing.T) {
	p := opened(t, 2)
	left := st(p).traumaLeft
	p.Do("monster aluxe", "event 005")
	for range 2 {
		if pr := p.Prompt(); !strings.HasPrefix(pr.Text, "Draw a trauma card") {
			t.Fatalf("no trauma: %q", pr.Text)
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
	if st(p).traumaLeft != left-2 {
		t.Fatal("trauma not handed out")
	}
}

// "Apply all effects or otherwise give 1 Trauma Card to each player": an
// event that adds a monster when none is left gives every player one
// trauma card instead.
func TestEventThatCannotBeCarriedOutGivesEveryPlayerOneTrauma(t *testing.T) {
	p := opened(t, 2)
	p.Do("monster aluxe")
	st(p).monLeft = 0 // every other monster has been fought
	left := st(p).traumaLeft
	p.Do("event 007")
	if !p.Saw("cannot be carried out in full") {
		t.Fatal("no word of the event failing")
	}
	for range 2 {
		if pr := p.Prompt(); !strings.HasPrefix(pr.Text, "Draw a trauma card") {
			t.Fatalf("no trauma: %q", pr.Text)
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
	if g := st(p); g.traumaLeft != left-2 || g.nMons != 1 {
		t.Fatalf("trauma left %d of %d, %d monsters", g.traumaLeft, left, g.nMons)
	}
}

func TestEventChangesTheHandLimit(t *testing.T) {
	p := opened(t, 2)
	p.Do("monster aluxe", "event 004")
	if st(p).limit != 4 {
		t.Fatalf("limit %d", st(p).limit)
	}
}

func TestEventMovesTheMonsterTrackTwo(t *testing.T) {
	p := opened(t, 2)
	p.Do("monster aluxe", "event 009")
	if st(p).trackMove() != 2 {
		t.Fatal("event 009 moves 1")
	}
}

func TestEventLetsPlayersEliminateTrauma(t *testing.T) {
	p := fixture(t, 2, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		hand(t, g, 0, "trauma2")
		g.Push(purgeStep(0, 1))
	})
	p.Do("eliminate trauma2")
	if pileOf(st(p), 0, pWaste, "trauma2") != 1 {
		t.Fatal("trauma not eliminated")
	}
}
