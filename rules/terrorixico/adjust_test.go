package terrorixico

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// adjust makes correction id on the game p plays, failing the test if it
// is refused, and checks every card is still somewhere exactly once.
func adjust(t *testing.T, p *rulestest.Player, id string) {
	t.Helper()
	next, ev, err := p.Game.(rules.Adjuster).Adjust(id)
	if err != nil {
		t.Fatalf("%q: %v", id, err)
	}
	if len(ev) == 0 || ev[0].Kind != "adjust" || !strings.HasPrefix(ev[0].Text, "Adjusted: ") {
		t.Fatalf("%q is logged as %+v", id, ev)
	}
	p.Game = next
	p.Events = append(p.Events, ev...)
	checkCards(t, st(p))
	checkReshuffle(t, st(p))
}

// refuseAdjust checks correction id is refused as an illegal answer and
// changes nothing.
func refuseAdjust(t *testing.T, p *rulestest.Player, id string) {
	t.Helper()
	before := rulestest.Snap(p.Game)
	_, _, err := p.Game.(rules.Adjuster).Adjust(id)
	var ill *rules.IllegalError
	if !errors.As(err, &ill) {
		t.Fatalf("%q: %v, want an illegal answer", id, err)
	}
	before.CheckUnchanged(t, p.Game)
}

// tableRound is a table game of two in a round against the Aluxe and
// #002, Bob's Range 3 face up and Ann to play.
func tableRound(t *testing.T) *rulestest.Player {
	return fixture(t, 2, rules.Table, []string{"aluxe"}, []string{"002"}, func(g *game) {
		put(t, g, 1, "range3", "range", false)
	})
}

func TestAdjustTheCardsInAFrontline(t *testing.T) {
	p := tableRound(t)
	adjust(t, p, "adjust return p2 range3 range")
	if g := st(p); len(g.board) != 0 || g.handN[1] != 6 || !p.Saw("Adjusted: Bob's Range 3 goes back from the Range line to the hand.") {
		t.Fatalf("board %v, Bob's hand %d", g.board, g.handN[1])
	}
	adjust(t, p, "adjust place p1 melee2 melee")
	g := st(p)
	if len(g.board) != 1 || g.board[0].owner != 0 || g.kinds[g.board[0].kind].id != "melee2" || g.handN[0] != 4 || g.lineValue(1) != 2 {
		t.Fatalf("board %+v, Ann's hand %d", g.board, g.handN[0])
	}
	refuseAdjust(t, p, "adjust place p1 melee2 range") // a relic goes in its own line
	adjust(t, p, "adjust discard p1 melee2 melee")
	if g := st(p); len(g.board) != 0 || pileOf(g, 0, pDisc, "melee2") != 1 {
		t.Fatalf("board %+v, Ann's discard %d", g.board, pileOf(g, 0, pDisc, "melee2"))
	}
	// A face-down card, unnamed at the table, goes back to the hand only.
	p.Do("hide shield")
	refuseAdjust(t, p, "adjust discard p1 down shield")
	adjust(t, p, "adjust return p1 down shield")
	if g := st(p); len(g.board) != 0 || g.handN[0] != 4 {
		t.Fatalf("board %+v, Ann's hand %d", g.board, g.handN[0])
	}
}

func TestAdjustAHandThePilesAndTheDiscards(t *testing.T) {
	p := tableRound(t)
	g := st(p)
	hand, draw := g.handN[0], g.drawN[0]
	adjust(t, p, "adjust hand p1 3")
	if g := st(p); g.handN[0] != 3 || g.drawN[0] != draw+hand-3 {
		t.Fatalf("hand %d, draw pile %d", g.handN[0], g.drawN[0])
	}
	adjust(t, p, "adjust todiscard p1 codex2")
	if g := st(p); pileOf(g, 0, pDisc, "codex2") != 1 || g.drawN[0] != draw+hand-4 {
		t.Fatalf("discard %d, draw pile %d", pileOf(g, 0, pDisc, "codex2"), g.drawN[0])
	}
	adjust(t, p, "adjust todraw p1 codex2")
	if g := st(p); pileOf(g, 0, pDisc, "codex2") != 0 || g.drawN[0] != draw+hand-3 {
		t.Fatalf("discard %d, draw pile %d", pileOf(g, 0, pDisc, "codex2"), g.drawN[0])
	}
	refuseAdjust(t, p, "adjust todraw p1 codex2") // none left on the discard pile
	refuseAdjust(t, p, "adjust hand p1 99")
	// A hand that takes the draw pile down to 5 takes the discard pile back.
	adjust(t, p, "adjust todiscard p1 codex2")
	adjust(t, p, "adjust hand p1 "+itoa(int(st(p).handN[0]+st(p).drawN[0])-5))
	if g := st(p); g.drawN[0] != 6 || g.sum(0, pDisc) != 0 || !p.Saw("shuffles 1 discarded card") {
		t.Fatalf("draw pile %d, discard %d", g.drawN[0], g.sum(0, pDisc))
	}
}

func TestAdjustTheTraumaSupplyPointsAndTrack(t *testing.T) {
	p := tableRound(t)
	adjust(t, p, "adjust supply 3")
	adjust(t, p, "adjust vp p2 17")
	adjust(t, p, "adjust track p1 2")
	g := st(p)
	if g.traumaLeft != 3 || g.vp[1] != 17 || g.track[0] != 2 {
		t.Fatalf("supply %d, Bob's V.P. %d, Ann's track %d", g.traumaLeft, g.vp[1], g.track[0])
	}
	for _, want := range []string{"Adjusted: 3 trauma cards left on the scoreboard (was 12).", "Adjusted: Bob has 17 V.P. (was 0).",
		"Adjusted: Ann's cube is on space 2 of the monster track (was 0)."} {
		if !p.Saw(want) {
			t.Errorf("the log lacks %q: %v", want, p.Events)
		}
	}
	refuseAdjust(t, p, "adjust vp p2 17") // already so
	refuseAdjust(t, p, "adjust vp p2 -1")
	refuseAdjust(t, p, "adjust track p1 9")
	refuseAdjust(t, p, "adjust supply 30")
	refuseAdjust(t, p, "vp p2 3")
	// The last trauma card gone from the scoreboard ends the game with the
	// turn, as when the last one is drawn.
	adjust(t, p, "adjust supply 0")
	p.Do("pass")
	until(t, p, func(pr rules.Prompt) bool { return len(pr.Choices) == 0 })
	if over, r := p.Over(); !over || r.Reason != "trauma" {
		t.Fatalf("over %v %+v", over, r)
	}
}

// Random corrections in random table games keep every card somewhere
// exactly once, the Reshuffle, and an answerable game.
func TestRandomAdjustmentsKeepTheCards(t *testing.T) {
	def := Definition(testContent)
	for game := range rulestest.Size(6, 60) {
		r := rand.New(rand.NewPCG(uint64(game), 29))
		m, err := rules.NewMatch(def, rules.Setup{Game: "terrorixico", Seats: rulestest.Seats(2 + game%3), Seed: uint64(game), Mode: rules.Table})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 3000; step++ {
			if over, _ := m.Over(); over {
				break
			}
			if step%5 == 0 {
				if list := m.Adjustments(); len(list) > 0 {
					id := list[r.IntN(len(list))].ID
					if _, err := m.Adjust(id); err != nil && !strings.Contains(err.Error(), "without an answer") {
						t.Fatalf("%q: %v", id, err)
					}
					checkCards(t, stateOf(m.Game()))
					checkReshuffle(t, stateOf(m.Game()))
					rulestest.CheckPrompt(t, m.Game())
				}
			}
			p := m.Prompt()
			if _, err := m.Answer(p.Seat, rulestest.RandomAnswer(p, r).ID); err != nil {
				t.Fatal(err)
			}
		}
		rulestest.CheckReplay(t, def, m)
	}
}
