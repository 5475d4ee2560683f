package horrified

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// In random games, what every offered choice touches (rules.Toucher) is
// made of spaces, seats and items the view shows; every space the choice's
// ID names is among its places (what the board highlighted before it read
// touches), and choices that name items touch those items.
func TestTouchNamesWhatTheViewShows(t *testing.T) {
	c := bh.Default()
	def := Definition(c)
	spaces := map[string]bool{}
	for _, s := range c.Spaces {
		spaces[s.ID] = true
	}
	games := 20               // a tenth of a second; fewer miss the paths
	seen := map[string]bool{} // first word of the IDs that touched something
	for i := 0; i < games; i++ {
		r := rand.New(rand.NewPCG(uint64(i), 11))
		setup := rules.Setup{Seats: rulestest.Seats(1 + i%5), Seed: uint64(i),
			Options: map[string]string{"monsters": []string{"first", "novice", "standard", "challenging"}[i%4]}}
		rulestest.RunMatch(t, def, setup, maxAnswers, func(g rules.Game) {
			toucher, ok := g.(rules.Toucher)
			if !ok {
				t.Fatalf("%T is not a rules.Toucher", g)
			}
			v := g.View(rules.Chance).(View)
			seats := map[rules.Seat]bool{}
			items := map[string]bool{}
			for _, h := range v.Heroes {
				seats[h.Seat] = true
				for _, it := range h.Items {
					items[it.ID] = true
				}
			}
			for _, l := range v.Items {
				for _, it := range l {
					items[it.ID] = true
				}
			}
			p := g.Prompt()
			for _, ch := range p.Choices {
				tc := toucher.Touch(ch.ID)
				for _, s := range tc.Places {
					if !spaces[s] {
						t.Fatalf("game %d: %q touches %q, not a space", i, ch.ID, s)
					}
				}
				for _, s := range tc.Seats {
					if !seats[s] {
						t.Fatalf("game %d: %q touches seat %d, not in the view", i, ch.ID, s)
					}
				}
				for _, it := range tc.Cards {
					if !items[it] {
						t.Fatalf("game %d: %q touches item %q, not in the view", i, ch.ID, it)
					}
				}
				if len(tc.Dice) > 0 {
					t.Fatalf("game %d: %q touches dice %v", i, ch.ID, tc.Dice)
				}
				words := strings.Fields(ch.ID)
				for _, w := range words {
					if spaces[w] && !slices.Contains(tc.Places, w) {
						t.Fatalf("game %d: %q names space %q but touches %+v", i, ch.ID, w, tc)
					}
				}
				switch words[0] {
				case "take", "use", "discard", "give", "pickup", "pay":
					if len(tc.Cards) == 0 && ch.ID != "take all" && !strings.HasPrefix(ch.ID, "give cure ") {
						t.Fatalf("game %d: %q touches no item: %+v", i, ch.ID, tc)
					}
				case "advance":
					if len(words) == 3 && len(tc.Cards) == 0 {
						t.Fatalf("game %d: %q touches no item: %+v", i, ch.ID, tc)
					}
				case "target":
					if len(tc.Places) != 1 {
						t.Fatalf("game %d: %q touches no space: %+v", i, ch.ID, tc)
					}
				}
				if len(tc.Places)+len(tc.Seats)+len(tc.Cards) > 0 {
					seen[words[0]] = true
				}
			}
		}, func(m *rules.Match, step int) {
			p := m.Game().Prompt()
			var err error
			if p.IsChance() {
				_, err = m.Draw()
			} else {
				_, err = m.Answer(p.Seat, randomAnswer(p, r).ID)
			}
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
		})
	}
	for _, w := range []string{"move", "guide", "path", "target", "hero", "item", "pickup", "advance"} {
		if !seen[w] {
			t.Errorf("no %q choice touched anything in %d games", w, games)
		}
	}
}

// A touch is built from the answer the prompt offered, not read from the
// choice's ID: an ID the prompt does not offer touches nothing.
func TestTouchOfAnUnofferedChoiceIsEmpty(t *testing.T) {
	p := start(t, quiet(), "dracula", "mayor")
	g := p.Game.(rules.Toucher)
	for _, id := range []string{"move nowhere", "move theatre", "end "} {
		if tc := g.Touch(id); len(tc.Places)+len(tc.Seats)+len(tc.Cards) > 0 && !p.Can(id) {
			t.Errorf("%q is not offered but touches %+v", id, tc)
		}
	}
	for _, id := range p.IDs() {
		if strings.HasPrefix(id, "move ") {
			if tc := g.Touch(id); len(tc.Places) != 1 || "move "+tc.Places[0] != id {
				t.Errorf("%q touches %+v", id, tc)
			}
		}
	}
}
