package terrorixico

import (
	"strings"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// A fixture is a game in the middle of a round, set up by hand: the
// monsters and events in the fight, what each player holds and what lies
// in the frontlines. From there the test drives it through the contract.

var testContent = tx.Default()

func (g *game) kindID(t *testing.T, id string) int {
	for k, ki := range g.kinds {
		if ki.id == id {
			return k
		}
	}
	t.Fatalf("no card kind %q", id)
	return -1
}

// hand puts cards in seat s's hand: a deck's card from its draw pile, a
// trauma card from the supply.
func hand(t *testing.T, g *game, s int, ids ...string) {
	for _, id := range ids {
		k := g.kindID(t, id)
		if g.kinds[k].trauma {
			g.supply[k]--
			g.traumaLeft--
		} else if g.table {
			g.pile[s][pUnknown][k]--
			g.drawN[s]--
		} else {
			g.pile[s][pDraw][k]--
		}
		if g.table {
			g.pile[s][pUnknown][k]++
			g.handN[s]++
		} else {
			g.pile[s][pHand][k]++
		}
	}
}

// put places a card of seat s's draw pile in a frontline.
func put(t *testing.T, g *game, s int, id, line string, down bool) {
	k := g.kindID(t, id)
	if g.table {
		g.pile[s][pUnknown][k]--
		g.drawN[s]--
	} else {
		g.pile[s][pDraw][k]--
	}
	g.place(s, k, lineOf(line), down)
}

// fixture starts a game of n seats in mode at the first turn of a round
// against mons and evs (content IDs), with prep setting the table; seat 0
// plays first. Every other seat holds five relics of little use.
func fixture(t *testing.T, n int, mode rules.Mode, mons, evs []string, prep func(g *game)) *rulestest.Player {
	t.Helper()
	g, err := newState(testContent, rules.Setup{Seats: rulestest.Seats(n), Mode: mode})
	if err != nil {
		t.Fatal(err)
	}
	for p := range n {
		for k := range g.kinds {
			if g.table {
				g.pile[p][pUnknown][k] = g.deck[k]
				g.drawN[p] += int16(g.deck[k])
			} else {
				g.pile[p][pDraw][k] = g.deck[k]
			}
		}
	}
	for _, id := range mons {
		i := indexOf(t, len(testContent.Monsters), func(i int) bool { return testContent.Monsters[i].ID == id })
		g.monLeft &^= 1 << i
		g.mons[g.nMons] = int8(i)
		g.nMons++
	}
	for _, id := range evs {
		i := indexOf(t, len(testContent.Events), func(i int) bool { return testContent.Events[i].ID == id })
		g.evLeft &^= 1 << i
		g.evs[g.nEvs] = int8(i)
		g.nEvs++
	}
	g.round = 1
	g.board, g.boardOwned = nil, true
	g.Push(beginStep(0))
	prep(g) // steps it pushes run first
	filler := []string{"codex1", "codex2", "codex3", "shield1", "shield2"}
	for p := range n {
		for i := 0; g.handCount(p) < 5; i++ {
			hand(t, g, p, filler[i])
		}
	}
	game, err := start(g)
	if err != nil {
		t.Fatal(err)
	}
	return &rulestest.Player{T: t, Game: game}
}

func indexOf(t *testing.T, n int, f func(int) bool) int {
	for i := range n {
		if f(i) {
			return i
		}
	}
	t.Fatal("no such card")
	return -1
}

func st(p *rulestest.Player) *game { return stateOf(p.Game) }

// auto answers what follows a play until the next play prompt or the end:
// chance by its first outcome, a refill by drawing, a discard by the first
// card offered.
func auto(p *rulestest.Player) {
	p.T.Helper()
	for range 500 {
		if over, _ := p.Over(); over {
			return
		}
		pr := p.Prompt()
		switch {
		case pr.IsChance():
			p.Do(pr.Choices[0].ID)
		case strings.Contains(pr.Text, "turn: play"):
			return
		case pr.Choices[0].ID == "draw" || strings.HasPrefix(pr.Choices[0].ID, "discard "):
			p.Do(pr.Choices[0].ID)
		default:
			return
		}
	}
	p.T.Fatalf("auto: no end")
}

func pileOf(g *game, s, pile int, id string) int {
	for k, ki := range g.kinds {
		if ki.id == id {
			return int(g.pile[s][pile][k])
		}
	}
	return -1
}
