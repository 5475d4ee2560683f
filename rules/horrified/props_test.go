package horrified

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"pgregory.net/rapid"
)

// Property tests over random legal games.

var propContent = bh.Default()
var propDef = Definition(propContent)

func totalTokens(c *bh.Content) int {
	n := 0
	for _, it := range c.Items {
		n += it.Copies
	}
	return n
}

// randomSetup draws seats and options.
func randomSetup(t *rapid.T) rules.Setup {
	n := rulestest.DrawSeats(t, 1, 5) // solo and five seats even in the short suite
	seats := rulestest.Seats(n)
	opts := map[string]string{}
	switch rapid.IntRange(0, 2).Draw(t, "monster kind") {
	case 0:
		opts["monsters"] = rapid.SampledFrom([]string{"first", "novice", "standard", "challenging"}).Draw(t, "preset")
	case 1:
		var ids []string
		for _, m := range propContent.Monsters {
			if rapid.Bool().Draw(t, "with "+m.ID) {
				ids = append(ids, m.ID)
			}
		}
		if len(ids) == 0 {
			ids = []string{"mummy"}
		}
		opts["monsters"] = strings.Join(ids, ",")
	}
	if rapid.Bool().Draw(t, "chosen heroes") {
		var pool []string
		for _, h := range propContent.Heroes {
			if !(n == 1 && h.NotInSolo) {
				pool = append(pool, h.ID)
			}
		}
		perm := rapid.Permutation(pool).Draw(t, "heroes")
		opts["heroes"] = strings.Join(perm[:n], ",")
	}
	// The mode goes by the seed, not a draw of its own, so the saved
	// failure (seed 0, digital) replays as it was drawn.
	seed := rapid.Uint64().Draw(t, "seed")
	mode := []rules.Mode{rules.Digital, rules.Table}[seed%2]
	return rules.Setup{Game: "horrified", Seats: seats, Options: opts, Seed: seed, Mode: mode}
}

// checkState asserts the invariants every state keeps.
func checkState(t *rapid.T, g rules.Game) {
	v := g.View(rules.Chance).(View)
	// every item token is in exactly one place
	seen := map[string]bool{}
	add := func(items []Item, where string) {
		for _, it := range items {
			if seen[it.ID] {
				t.Fatalf("item %s twice (again %s)", it.ID, where)
			}
			seen[it.ID] = true
		}
	}
	for sp, items := range v.Items {
		add(items, sp)
	}
	for _, h := range v.Heroes {
		add(h.Items, h.ID)
	}
	for _, m := range v.Monsters {
		add(m.Items, m.ID)
	}
	if got, want := len(seen)+v.Bag+v.Discard, totalTokens(propContent); got != want {
		t.Fatalf("%d item tokens accounted for (%d placed, bag %d, discard %d), want %d", got, len(seen), v.Bag, v.Discard, want)
	}
	// the monster card lies on the table from its draw, played out ("done")
	// in the hero phases, until the next is drawn
	if c := v.Card; c != nil {
		hero := v.Phase == "hero" || v.Phase == "final hero phase"
		p := g.Prompt()
		drawing := len(p.Choices) > 0 && strings.HasPrefix(p.Choices[0].ID, "card ")
		done := c.Step == "done"
		if hero && !done || !hero && done && !drawing && !v.Over || c.Step == "" || len(c.StrikeIDs) != len(c.Strikes) {
			t.Fatalf("card %+v in phase %q", *c, v.Phase)
		}
	} else if p := g.Prompt(); v.Phase == "monster" && len(p.Choices) > 0 && !strings.HasPrefix(p.Choices[0].ID, "card ") {
		t.Fatalf("no card in the monster phase at %q", p.Text)
	}
	if v.Terror < 0 || v.Terror > v.TerrorMax {
		t.Fatalf("terror %d outside 0..%d", v.Terror, v.TerrorMax)
	}
	if over, _ := g.Result(); !over && g.Prompt().Text == "" {
		t.Fatal("prompt without text")
	}
}

// progressAnswer picks an answer at random, rarely taking one back, so
// random games move on.
func progressAnswer(p rules.Prompt, r *rand.Rand) string {
	if r.IntN(2) == 0 {
		// lean toward the actions that win games, to reach deep states
		var good []rules.Choice
		for _, c := range p.Choices {
			for _, pre := range []string{"advance ", "defeat ", "use ", "done", "pickup", "take ", "slide ", "flip ", "perk ", "guide ", "bring "} {
				if strings.HasPrefix(c.ID, pre) {
					good = append(good, c)
				}
			}
		}
		if len(good) > 0 {
			return good[r.IntN(len(good))].ID
		}
	}
	return randomAnswer(p, r).ID
}

func TestPropertiesOfRandomGames(t *testing.T) {
	// One seat is the solo game; in table mode the table answers the dice
	// and the cards.
	rulestest.CheckSetups(t, []rules.Mode{rules.Digital, rules.Table}, [2]int{1, 5}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		r := rand.New(rand.NewPCG(setup.Seed, 1))
		answer := func(p rules.Prompt, r *rand.Rand) rules.Choice { c, _ := p.Find(progressAnswer(p, r)); return c }
		rulestest.Conform(t, propDef, setup, answer, r, 20000, func(g rules.Game) { checkState(t, g) })
	})
}

// A player who never ends the turn by choice still gets through the game:
// the actions on the badge bound every hero phase.
func TestRandomGamesEndEvenIfPlayersNeverEndTheTurn(t *testing.T) {
	for i := 0; i < 200; i++ {
		r := rand.New(rand.NewPCG(uint64(i), 2))
		seats := []string{"A", "B", "C", "D", "E"}[:1+i%5]
		setup := rules.Setup{Seats: seats, Options: map[string]string{"monsters": []string{"first", "novice", "standard", "challenging"}[i%4]}}
		if _, _, err := rulestest.PlayRandom(propDef, setup, neverEnd, r, maxAnswers); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
}

// neverEnd answers at random but never ends the turn, cancels or goes back
// while it has anything else to do; chance by weight.
func neverEnd(p rules.Prompt, r *rand.Rand) rules.Choice {
	if p.IsChance() {
		return rulestest.RandomAnswer(p, r)
	}
	var keep []rules.Choice
	for _, c := range p.Choices {
		if c.ID != "end" && c.ID != "cancel" && c.ID != "back" {
			keep = append(keep, c)
		}
	}
	if len(keep) == 0 {
		keep = p.Choices
	}
	return keep[r.IntN(len(keep))]
}

// Every game the loader's content allows, with every seat count, starts.
func TestEverySeatCountAndPresetStarts(t *testing.T) {
	for n := 1; n <= 5; n++ {
		for _, preset := range []string{"first", "novice", "standard", "challenging", "dracula,invisible_man,creature,wolf_man,mummy,frankenstein"} {
			m, err := rules.NewMatch(propDef, rules.Setup{Seats: make([]string, n), Options: map[string]string{"monsters": preset}, Seed: 5})
			if err != nil {
				t.Fatalf("%d seats %s: %v", n, preset, err)
			}
			if _, err := m.Settle(); err != nil {
				t.Fatal(err)
			}
			v := m.Game().View(rules.Chance).(View)
			if v.Phase != "hero" || v.Turn != 1 || len(v.Heroes) != n {
				t.Fatalf("%d seats %s: %+v", n, preset, v)
			}
			for _, h := range v.Heroes {
				if h.ID == "" || h.Space == "" || len(h.Perks) != 1 || h.Player != fmt.Sprintf("Player %d", h.Seat+1) {
					t.Fatalf("hero %+v", h)
				}
			}
		}
	}
}
