package att

import (
	"math/rand/v2"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"pgregory.net/rapid"
)

// Property tests over random legal games.

var propContent = ba.Default()
var propDef = Definition(propContent)

var bothModes = []rules.Mode{rules.Digital, rules.Table}

func randomSetup(t *rapid.T) rules.Setup {
	n := rulestest.DrawSeats(t, 1, 5) // solo and five seats even in the short suite
	opts := map[string]string{
		"length":     rapid.SampledFrom([]string{"normal", "long"}).Draw(t, "length"),
		"side":       rapid.SampledFrom([]string{"easy", "difficult"}).Draw(t, "side"),
		"obsessions": rapid.SampledFrom([]string{"on", "off"}).Draw(t, "obsessions"),
	}
	if n > 1 && n < 5 && rapid.Bool().Draw(t, "base game only") {
		opts["lost_charter"] = "off"
	}
	mode := rapid.SampledFrom([]rules.Mode{rules.Digital, rules.Table}).Draw(t, "mode")
	return rules.Setup{Game: "att", Seats: rulestest.Seats(n), Options: opts, Seed: rapid.Uint64().Draw(t, "seed"), Mode: mode}
}

// typedAnswer is a free answer of a card not in the content, as a referee
// types it (table mode), for the prompt's prefix.
func typedAnswer(p rules.Prompt, r *rand.Rand) string {
	var texts []string
	switch p.Free.Prefix {
	case "feat":
		texts = []string{"0 gain focus 1", "1 extra_reroll 1", "0 add_die luck", "Second Wind"}
	case "discard":
		texts = []string{"0 none", "2 set_die"}
	case "swag":
		texts = []string{"2 1 none as horror", "3 0 gain courage 1 pay focus 1", "4 2 pool_die luck"}
	case "encounter":
		_, tier, _ := strings.Cut(p.Text, "(")
		tier, _, _ = strings.Cut(tier, ")")
		texts = []string{tier + " 1 high4 horror", tier + " 3 run2x4 pitfall+villain", tier + " 2 pair5 artifact warning"}
	}
	id, _ := p.FreeAnswer(texts[r.IntN(len(texts))])
	return id
}

// featCopies is how many Feat cards a game with these options uses.
func featCopies(v View) int {
	n := 0
	for _, f := range propContent.Feats {
		if (f.LostCharter && !v.LostCharter) || (f.PvP && v.Solo) {
			continue
		}
		n += f.Copies
	}
	return n
}

// checkState asserts the invariants every state keeps.
func checkState(t *rapid.T, g rules.Game) {
	v := g.View(rules.Chance).(View)
	// resource tokens: the stashes and the river hold what the bank does
	// not; the grey 5x tokens make up what a resource has out beyond its
	// single tokens, and the bank pays its singles left and the greys no
	// other resource uses
	m := propContent.Multipliers
	out, greys, used := map[string]int{}, map[string]int{}, 0
	for _, r := range propContent.Resources {
		for _, s := range v.Seats {
			out[r.ID] += s.Resources[r.ID]
			if s.Resources[r.ID] < 0 {
				t.Fatalf("%s holds %d %s", s.Player, s.Resources[r.ID], r.ID)
			}
		}
		for _, l := range v.Locations {
			out[r.ID] += l.Tokens[r.ID]
		}
		greys[r.ID] = (max(0, out[r.ID]-r.Supply) + m.Worth - 1) / m.Worth
		used += greys[r.ID]
	}
	if used > m.Count {
		t.Fatalf("%v out of the bank needs %d grey tokens, the box holds %d", out, used, m.Count)
	}
	for _, r := range propContent.Resources {
		if want := r.Supply + m.Worth*(m.Count-used+greys[r.ID]) - out[r.ID]; v.Bank[r.ID] != want {
			t.Fatalf("the bank pays %d %s, want %d (%v out, %v greys)", v.Bank[r.ID], r.ID, want, out, greys)
		}
	}
	// Terrible Things: the track, the stashes and the box
	tt := len(v.Expedition) + v.TTBox
	for _, s := range v.Seats {
		tt += len(s.TT)
	}
	if tt != 16 {
		t.Fatalf("%d Terrible Things accounted for, want 16", tt)
	}
	// Feat cards: the deck, the discard pile and the hands
	feats := v.FeatDeck + v.FeatDiscard
	for _, s := range v.Seats {
		feats += s.HandCount
		if s.HandCount > 3+3 {
			t.Fatalf("%s holds %d Feat cards", s.Player, s.HandCount)
		}
	}
	if feats != featCopies(v) {
		t.Fatalf("%d Feat cards accounted for, want %d", feats, featCopies(v))
	}
	// a die shows 1 to 6 once rolled; re-rolls never go negative
	if v.Tray != nil {
		for _, d := range v.Tray.Dice {
			if d.Face < 0 || d.Face > 6 {
				t.Fatalf("a die shows %d", d.Face)
			}
		}
		if v.Tray.RerollsLeft < 0 {
			t.Fatalf("re-rolls left %d", v.Tray.RerollsLeft)
		}
	}
	// views never show another seat's hand; a hand lists every card but
	// those the app has not seen (table mode), and only those are unseen
	for viewer := range v.Seats {
		sv := g.View(rules.Seat(viewer)).(View)
		for _, s := range sv.Seats {
			if int(s.Seat) != viewer && (s.Hand != nil || !s.HandHidden) {
				t.Fatalf("seat %d sees seat %d's hand", viewer, s.Seat)
			}
			if int(s.Seat) == viewer && (s.HandHidden || len(s.Hand) != s.HandCount-s.HandUnseen) {
				t.Fatalf("seat %d sees %d of its %d cards (%d unseen)", viewer, len(s.Hand), s.HandCount, s.HandUnseen)
			}
			if s.HandUnseen != 0 && !v.Table || s.HandUnseen > s.HandCount {
				t.Fatalf("seat %d: %d unseen cards of %d (table %v)", s.Seat, s.HandUnseen, s.HandCount, v.Table)
			}
		}
	}
	if v.FeatDeck < 0 || v.SwagDeck < 0 {
		t.Fatalf("Feat deck %d, Swag deck %d", v.FeatDeck, v.SwagDeck)
	}
	rulestest.CheckPrompt(t, g)
}

func TestPropertiesOfRandomGames(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{1, 5}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		r := rand.New(rand.NewPCG(setup.Seed, 1))
		// the match's log replays to the same game (RunMatch checks it)
		rulestest.RunMatch(t, propDef, setup, 20000, func(g rules.Game) { checkState(t, g) }, func(m *rules.Match, _ int) {
			g := m.Game()
			p := g.Prompt()
			if p.Free != nil && r.IntN(6) == 0 {
				// The referee types a card the content does not have; a
				// refusal changes nothing.
				if _, err := m.Answer(p.Seat, typedAnswer(p, r)); err == nil {
					return
				} else if m.Game() != g {
					t.Fatal("a refused free answer changed the game")
				}
			}
			if p.IsChance() && setup.Mode != rules.Table {
				if _, err := m.Draw(); err != nil {
					t.Fatal(err)
				}
				return
			}
			if _, err := m.Answer(p.Seat, randomAnswer(p, r).ID); err != nil {
				t.Fatal(err)
			}
		})
	})
}

// Every promise of the rules contract, over random setups (rulestest.Conform).
func TestConformsToTheContract(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{1, 5}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		rulestest.Conform(t, propDef, setup, randomAnswer, rand.New(rand.NewPCG(setup.Seed, 2)), 20000, nil)
	})
}
