package cityofhorror

import (
	"math/rand/v2"
	"slices"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"pgregory.net/rapid"
)

// Property tests over random legal games.

var propContent = coh.Default()
var propDef = Definition(propContent)

var bothModes = []rules.Mode{rules.Digital, rules.Table}

func randomSetup(t *rapid.T) rules.Setup {
	n := rapid.IntRange(3, 6).Draw(t, "seats")
	opts := map[string]string{"side": rapid.SampledFrom([]string{coh.SideA, coh.SideB}).Draw(t, "side"),
		"actions":  rapid.SampledFrom([]string{dealt, drafted}).Draw(t, "actions"),
		optEdition: rapid.SampledFrom([]string{edition2, edition1}).Draw(t, "edition")}
	mode := rapid.SampledFrom([]rules.Mode{rules.Digital, rules.Table}).Draw(t, "mode")
	return rules.Setup{Game: "cityofhorror", Seats: seatNames(n), Options: opts, Seed: rapid.Uint64().Draw(t, "seed"), Mode: mode}
}

// checkState asserts the invariants every state keeps.
func checkState(t *rapid.T, g rules.Game) {
	v := g.View(rules.Chance).(View)
	c := propContent
	// every character is somewhere exactly once: each dealt character has
	// one owner and one place (a location, dead, or not yet placed), and
	// the seats' living counts add up to the characters on the board
	if len(v.Characters) > len(c.Characters) {
		t.Fatalf("%d characters dealt of %d", len(v.Characters), len(c.Characters))
	}
	seen := map[string]bool{}
	onBoard := 0
	for _, ch := range v.Characters {
		if seen[ch.ID] {
			t.Fatalf("character %s dealt twice", ch.ID)
		}
		seen[ch.ID] = true
		if ch.Dead && ch.Location != "" {
			t.Fatalf("dead %s is at %s", ch.ID, ch.Location)
		}
		if ch.Location != "" {
			onBoard++
		}
	}
	living := 0
	for _, s := range v.Seats {
		living += s.Living
	}
	if living != onBoard {
		t.Fatalf("seats count %d living characters, the board %d", living, onBoard)
	}
	// every zombie is somewhere exactly once, and never above the cap
	z := v.Horde
	spaces := map[string]int{}
	for _, l := range v.Locations {
		if l.Zombies < 0 || l.Zombies > c.ZombieCap {
			t.Fatalf("%d zombies at %s (cap %d)", l.Zombies, l.ID, c.ZombieCap)
		}
		z += l.Zombies
		spaces[l.ID] = l.Spaces
	}
	if z != c.Box.Zombies || v.Horde < 0 {
		t.Fatalf("%d zombies counted of %d", z, c.Box.Zombies)
	}
	// no location holds more characters than its spaces, the temporary
	// spaces of the Back Door and Mama aside
	at := map[string]int{}
	for _, ch := range v.Characters {
		if ch.Location != "" && !ch.Extra {
			at[ch.Location]++
		}
	}
	for id, k := range at {
		if spaces[id] > 0 && k > spaces[id] {
			t.Fatalf("%d characters at %s with %d spaces", k, id, spaces[id])
		}
	}
	// action cards: the deck, the hands, the airdrops, the discard pile
	// and the Canned Food played hold the box;
	// antidotes: never more than the reserve held, and all of it until the
	// helicopter takes its share
	cards, anti := v.Deck, v.Reserve
	for _, s := range v.Seats {
		cards += s.Hand + s.Canned
		anti += s.Antidotes
	}
	for _, d := range v.Discard {
		cards += d.N
	}
	for _, l := range v.Locations {
		cards += l.Cards
		anti += l.Antidotes
		if (l.Cards > 0 || l.Antidotes > 0) && !c.Location(l.ID).Airdrops {
			t.Fatalf("airdrop at %s", l.ID)
		}
	}
	if cards != c.Box.ActionCards {
		t.Fatalf("%d action cards counted of %d", cards, c.Box.ActionCards)
	}
	if anti > c.Antidotes.Count || !v.Over && anti != c.Antidotes.Count && v.Hour != "" && !helicopter(g) {
		t.Fatalf("%d antidotes counted of %d", anti, c.Antidotes.Count)
	}
	// views never leak: no seat sees another's hand, food, movement card
	// or vote before the reveal, nor an invasion card it did not look at,
	// and the public view sees none
	for viewer := -1; viewer < len(v.Seats); viewer++ {
		who := rules.Seat(viewer)
		if viewer < 0 {
			who = rules.Nobody
		}
		sv := g.View(who).(View)
		for s, x := range sv.Seats {
			mine := s == viewer
			if x.Picked != v.Seats[s].Picked {
				t.Fatalf("seat %d is told seat %d picked %v", viewer, s, x.Picked)
			}
			if !v.Revealed && !v.Over && !mine && x.Pick != "" {
				t.Fatalf("seat %d sees seat %d's movement card before the reveal", viewer, s)
			}
			if mine && x.Pick != v.Seats[s].Pick {
				t.Fatalf("seat %d does not see its own movement card", viewer)
			}
			if !mine && !v.Over && (len(x.Cards) > 0 || len(x.Kept) > 0 || x.Food > 0) {
				t.Fatalf("seat %d sees seat %d's hand or food: %v %v %d", viewer, s, x.Cards, x.Kept, x.Food)
			}
		}
		// a peek at the coming invasion card is for those who looked
		if sv.Peek != nil && !v.Over && (viewer < 0 || !slices.Contains(v.Peeked, viewer)) {
			t.Fatalf("seat %d sees the coming invasion card without looking", viewer)
		}
		if sv.Vote != nil && !sv.Vote.Revealed {
			for s, target := range sv.Vote.Votes {
				if s != viewer && target != -1 {
					t.Fatalf("seat %d sees seat %d's vote before the reveal", viewer, s)
				}
			}
		}
	}
	rulestest.CheckPrompt(t, g)
	// every answer says what it touches without failing (the board asks
	// for the one under the cursor)
	for _, c := range g.Prompt().Choices {
		g.(rules.Toucher).Touch(c.ID)
	}
}

// helicopter reports whether the helicopter has come: antidotes leave the
// game then.
func helicopter(g rules.Game) bool {
	return g.(interface{ State() *game }).State().ending
}

func TestPropertiesOfRandomGames(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{3, 6}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		r := rand.New(rand.NewPCG(setup.Seed, 1))
		// the match's log replays to the same game (RunMatch checks it)
		rulestest.RunMatch(t, propDef, setup, maxAnswers, func(g rules.Game) { checkState(t, g) }, func(m *rules.Match, _ int) {
			p := m.Game().Prompt()
			// At the table the referee now and then corrects the state by
			// hand: every correction offered keeps the invariants (a
			// refused one changes nothing), and the log still replays.
			if adj := m.Adjustments(); len(adj) > 0 && r.IntN(30) == 0 {
				_, _ = m.Adjust(adj[r.IntN(len(adj))].ID)
				return
			}
			if p.IsChance() && setup.Mode != rules.Table {
				if _, err := m.Draw(); err != nil {
					t.Fatal(err)
				}
				return
			}
			if _, err := m.Answer(p.Seat, rulestest.RandomAnswer(p, r).ID); err != nil {
				t.Fatal(err)
			}
		})
	})
}

// Every promise of the rules contract, over random setups (rulestest.Conform).
func TestConformsToTheContract(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{3, 6}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		rulestest.Conform(t, propDef, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(setup.Seed, 2)), maxAnswers, nil)
	})
}
