package terrorixico

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
	"pgregory.net/rapid"
)

var propContent = tx.Default()
var propDef = Definition(propContent)

var bothModes = []rules.Mode{rules.Digital, rules.Table}

func randomSetup(t *rapid.T) rules.Setup {
	n := rapid.IntRange(2, 4).Draw(t, "seats")
	mode := rapid.SampledFrom([]rules.Mode{rules.Digital, rules.Table}).Draw(t, "mode")
	return rules.Setup{Game: "terrorixico", Seats: rulestest.Seats(n), Seed: rapid.Uint64().Draw(t, "seed"), Mode: mode}
}

func stateOf(g rules.Game) *game { return g.(engine.Game[*game]).State() }

// checkCards asserts that every card of every deck is somewhere exactly
// once: each player's relics and specials in their draw pile, hand,
// discard pile, waste zone or a frontline (at the table, the unknown cards
// stand for the draw pile, the hand and the unnamed face-down cards), and
// the trauma cards there or still in the supply.
func checkCards(t rulestest.TB, g *game) {
	var traumaHeld [maxKinds]int
	for s := range g.n {
		var held [maxKinds]int
		for p := range lastPiles {
			for k := range g.kinds {
				held[k] += int(g.pile[s][p][k])
			}
		}
		unnamedDown := 0
		for _, c := range g.board {
			if int(c.owner) != s {
				continue
			}
			if c.kind == unnamed {
				unnamedDown++
			} else {
				held[c.kind]++
			}
		}
		for k, ki := range g.kinds {
			if ki.trauma {
				traumaHeld[k] += held[k]
				continue
			}
			if held[k] != int(g.deck[k]) {
				t.Fatalf("seat %d has %d %s cards, its deck %d", s, held[k], ki.id, g.deck[k])
			}
		}
		if g.table {
			if int(g.handN[s])+int(g.drawN[s])+unnamedDown != g.sum(s, pUnknown) || g.handN[s] < 0 || g.drawN[s] < 0 {
				t.Fatalf("seat %d: hand %d + draw %d + face down %d != %d unknown cards", s, g.handN[s], g.drawN[s], unnamedDown, g.sum(s, pUnknown))
			}
		} else if g.sum(s, pUnknown) != 0 || unnamedDown != 0 {
			t.Fatalf("seat %d has unknown cards in digital play", s)
		}
	}
	left := 0
	for k, ki := range g.kinds {
		if !ki.trauma {
			continue
		}
		left += int(g.supply[k])
		box := 0
		for _, r := range g.c.Trauma {
			if "trauma"+itoa(-r.Value) == ki.id {
				box = r.Count
			}
		}
		if traumaHeld[k]+int(g.supply[k]) != box {
			t.Fatalf("%d %s held and %d in the supply, of %d", traumaHeld[k], ki.id, g.supply[k], box)
		}
	}
	if g.traumaLeft < 0 || g.traumaLeft > left {
		t.Fatalf("%d trauma cards left on the scoreboard, %d undrawn", g.traumaLeft, left)
	}
	for l := range nLines {
		if g.downIn(l) > g.c.Turn.FaceDownPerLine {
			t.Fatalf("line %d holds %d face-down cards", l, g.downIn(l))
		}
	}
}

// checkTraumaCount asserts that the trauma cards the public view counts
// for the players, with those in the waste zones, are every one taken from
// the scoreboard.
func checkTraumaCount(t rulestest.TB, g *game, v View) {
	n := 0
	for _, sv := range v.Seats {
		n += sv.TraumaCards
		for _, id := range sv.Waste {
			if strings.HasPrefix(id, "trauma") {
				n++
			}
		}
	}
	if taken := g.row.Trauma - g.traumaLeft; n != taken {
		t.Fatalf("the players hold and wasted %d trauma cards, %d were taken", n, taken)
	}
}

// checkViews asserts that no view shows another seat's hand or face-down
// card, and that the owner sees its own.
func checkViews(t rulestest.TB, g rules.Game, n int) {
	full := g.View(rules.Chance).(View)
	for viewer := -1; viewer < n; viewer++ {
		who := rules.Seat(viewer)
		if viewer < 0 {
			who = rules.Nobody
		}
		v := g.View(who).(View)
		for s, x := range v.Seats {
			if s != viewer && len(x.Hand) > 0 {
				t.Fatalf("seat %d sees seat %d's hand %v", viewer, s, x.Hand)
			}
			if s == viewer && len(x.Hand) != len(full.Seats[s].Hand) {
				t.Fatalf("seat %d does not see its own hand", viewer)
			}
			if x.HandCount != full.Seats[s].HandCount {
				t.Fatalf("seat %d is told seat %d holds %d cards", viewer, s, x.HandCount)
			}
		}
		for l, line := range v.Lines {
			for i, c := range line.Cards {
				if c.FaceDown && c.Owner != viewer && c.Card != "" {
					t.Fatalf("seat %d sees seat %d's face-down %s", viewer, c.Owner, c.Card)
				}
				if c.FaceDown && c.Owner == viewer && c.Card != full.Lines[l].Cards[i].Card {
					t.Fatalf("seat %d does not see its own face-down card", viewer)
				}
			}
		}
	}
}

// snapshot is what a state holds in its shared parts (the piles and the
// board, copied on write): an answer must leave them as they were.
func snapshot(g *game) string {
	return fmt.Sprint(*g.pile[0], *g.pile[1], *g.pile[2], *g.pile[3], g.board, g.supply, g.vp, g.track)
}

func TestPropertiesOfRandomGames(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{2, 4}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		r := rand.New(rand.NewPCG(setup.Seed, 1))
		var scored [maxSeats]int // V.P. the score events announced
		tally := func(m *rules.Match, ev []rules.Event) {
			for _, e := range ev {
				if e.Kind != "score" {
					continue
				}
				if before, _, ok := strings.Cut(e.Text, " V.P."); ok {
					words := strings.Fields(before)
					if n, err := strconv.Atoi(words[len(words)-1]); err == nil {
						scored[e.Seats[0]] += n
					}
				}
			}
			g := stateOf(m.Game())
			for s := range g.n {
				if int(g.vp[s]) != scored[s] {
					t.Fatalf("seat %d has %d V.P., the events announced %d", s, g.vp[s], scored[s])
				}
			}
		}
		rulestest.RunMatch(t, propDef, setup, maxAnswers, func(g rules.Game) {
			checkCards(t, stateOf(g))
			checkReshuffle(t, stateOf(g))
			checkTraumaCount(t, stateOf(g), g.View(rules.Nobody).(View))
			checkViews(t, g, len(setup.Seats))
			rulestest.CheckPrompt(t, g)
		}, func(m *rules.Match, _ int) {
			old := stateOf(m.Game())
			before := snapshot(old)
			defer func() {
				if snapshot(old) != before {
					t.Fatal("an answer changed the state it was given")
				}
			}()
			p := m.Game().Prompt()
			if p.IsChance() && setup.Mode != rules.Table {
				ev, err := m.Draw()
				if err != nil {
					t.Fatal(err)
				}
				tally(m, ev)
				return
			}
			ev, err := m.Answer(p.Seat, rulestest.RandomAnswer(p, r).ID)
			if err != nil {
				t.Fatal(err)
			}
			tally(m, ev)
		})
	})
}

func TestConformsToTheContract(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{2, 4}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		rulestest.Conform(t, propDef, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(setup.Seed, 2)), maxAnswers, nil)
	})
}
