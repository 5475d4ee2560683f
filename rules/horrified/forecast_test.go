package horrified

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// smallPosition is a table-mode game against Dracula alone, the Mayor's
// first hero phase, made small and dangerous by the referee's corrections:
// the monster deck cut to 3 cards, the item bag to 2 tokens (the rest laid
// on their spaces), and the Mayor and Maria moved onto Dracula's space. Its
// chance tree is small enough to enumerate by hand.
func smallPosition(t *testing.T) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(Definition(bh.Default()), rules.Setup{Game: "horrified", Seats: []string{"Ann"}, Mode: rules.Table,
		Options: map[string]string{"monsters": "dracula", "heroes": "mayor"}})
	if err != nil {
		t.Fatal(err)
	}
	for p := m.Prompt(); p.IsChance(); p = m.Prompt() {
		if _, err := m.Answer(rules.Chance, p.Choices[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	cut := func(prefix string, left func(View) int, want int) {
		for left(m.Game().View(rules.Chance).(View)) > want {
			i := slices.IndexFunc(m.Adjustments(), func(a rules.Choice) bool { return strings.HasPrefix(a.ID, prefix) })
			if i < 0 {
				t.Fatalf("no %q adjustment left", prefix)
			}
			if _, err := m.Adjust(m.Adjustments()[i].ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	cut("adjust draw ", func(v View) int { return v.DeckLeft }, 3)
	cut("adjust place ", func(v View) int { return v.Bag }, 2)
	lair := m.Game().View(rules.Chance).(View).Monsters[0].Space
	for _, id := range []string{"adjust move mayor " + lair, "adjust move maria " + lair} {
		if _, err := m.Adjust(id); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// bruteForce weighs every way the monster phase can go from g (just after
// the hero phase ended) by plain recursion, judging each end by its view
// alone: who has left their space, who is gone, the terror, the result. It
// shares nothing with the forecaster but the rules.
type bruteEnd struct {
	defeated map[string]float64 // hero name -> probability
	killed   map[string]float64 // villager ID -> probability
	terror   float64
	lost     float64
	total    float64
}

func bruteForce(t *testing.T, g rules.Game, before View, p float64, out *bruteEnd) {
	if over, res := g.Result(); over || g.View(rules.Chance).(View).Phase != "monster" {
		v := g.View(rules.Chance).(View)
		out.total += p
		for i, h := range v.Heroes {
			// A defeated hero is back at the Hospital when the next hero
			// phase begins; in the small position nothing else moves the
			// Mayor off Dracula's space.
			if h.Space != before.Heroes[i].Space {
				out.defeated[h.Name] += p
			}
		}
		for _, vl := range before.Villagers {
			found := false
			for _, o := range v.Villagers {
				found = found || o.ID == vl.ID
			}
			if !found {
				out.killed[vl.ID] += p
			}
		}
		if v.Terror > before.Terror {
			out.terror += p
		}
		if over && res.Outcome == "loss" {
			out.lost += p
		}
		return
	}
	pr := g.Prompt()
	if !pr.IsChance() {
		next, _, err := g.Apply(pr.Seat, pr.Choices[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		bruteForce(t, next, before, p, out)
		return
	}
	total := 0
	for _, c := range pr.Choices {
		total += max(c.Weight, 1)
	}
	for _, c := range pr.Choices {
		next, _, err := g.Apply(rules.Chance, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		bruteForce(t, next, before, p*float64(max(c.Weight, 1))/float64(total), out)
	}
}

// On a small position the forecast weighs every outcome, and its figures
// are those of a plain enumeration of the chance tree.
func TestForecastMatchesABruteForceEnumeration(t *testing.T) {
	m := smallPosition(t)
	g := m.Game()
	f, err := ForecastMonsterPhase(g, 1_000_000, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Exact || f.Leaves < 2 {
		t.Fatalf("a 3-card deck and 2 items in the bag: want an exact forecast over several outcomes, got %+v", f)
	}
	before := g.View(rules.Chance).(View)
	after, _, err := g.Apply(g.Prompt().Seat, "end")
	if err != nil {
		t.Fatal(err)
	}
	want := bruteEnd{defeated: map[string]float64{}, killed: map[string]float64{}}
	bruteForce(t, after, before, 1, &want)
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s: forecast %.6f, enumeration %.6f", what, got, want)
		}
	}
	near("total probability", want.total, 1)
	near("terror rises", f.TerrorRises, want.terror)
	near("lost", f.Lost, want.lost)
	for _, h := range f.Heroes {
		near(h.Name+" defeated", h.Defeated, want.defeated[h.Name])
		if h.Attacked < h.Defeated-1e-9 {
			t.Errorf("%s: attacked %.3f, yet defeated %.3f", h.Name, h.Attacked, h.Defeated)
		}
	}
	for _, v := range f.Villagers {
		near(v.Name+" killed", v.Killed, want.killed[v.ID])
	}
	if f.TerrorRises == 0 || f.Heroes[0].Attacked == 0 {
		t.Errorf("the Mayor stands with Dracula, yet no danger: %+v", f)
	}
	t.Logf("%d outcomes: %+v", f.Leaves, f)
}

// midGame is a digital game of three heroes against the "first" monsters,
// played at random to a hero phase of turn turn: a real position.
func midGame(t *testing.T, seed uint64, turn int) rules.Game {
	t.Helper()
	m, err := rules.NewMatch(Definition(bh.Default()), rules.Setup{Game: "horrified", Seats: []string{"A", "B", "C"}, Seed: seed, Mode: rules.Digital})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 9))
	for {
		if _, err := m.Settle(); err != nil {
			t.Fatal(err)
		}
		if over, _ := m.Over(); over {
			t.Fatalf("seed %d: the game ended before turn %d", seed, turn)
		}
		p := m.Prompt()
		v := m.Game().View(rules.Chance).(View)
		if offersEnd(p) && v.Turn >= turn && v.Phase == "hero" {
			return m.Game()
		}
		// Random play, but the hero phase ends after a few actions.
		id := p.Choices[r.IntN(len(p.Choices))].ID
		if offersEnd(p) && r.IntN(3) == 0 {
			id = "end"
		}
		if _, err := m.Answer(p.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
}

// On a real position the forecast's samples agree with 100,000 monster
// phases played out, within the sampling error, and the same generator
// gives the same forecast.
func TestForecastAgreesWithManySampledPhases(t *testing.T) {
	rulestest.SkipShort(t) // 100,000 monster phases; the brute-force test above is the short suite's
	t.Parallel()           // beside the smart games
	g := midGame(t, 3, 4)
	const n = 2000
	got, err := ForecastMonsterPhase(g, 0, n, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if got.Exact || got.Samples != n {
		t.Fatalf("a budget of 0 answers must sample: %+v", got)
	}
	again, _ := ForecastMonsterPhase(g, 0, n, rand.New(rand.NewPCG(1, 2)))
	if got.TerrorRises != again.TerrorRises || got.Lost != again.Lost {
		t.Fatalf("the same generator gave different forecasts: %+v and %+v", got, again)
	}
	ref, err := ForecastMonsterPhase(g, 0, 100_000, rand.New(rand.NewPCG(7, 8)))
	if err != nil {
		t.Fatal(err)
	}
	// Within 4.5 standard errors of the sample of n (the reference's own
	// error is a seventh of it): a wrong forecast shows, chance alone
	// fails this about once in 150,000 figures.
	close := func(what string, a, b float64) {
		t.Helper()
		se := math.Sqrt(max(b*(1-b), 1e-4) / n)
		if math.Abs(a-b) > 4.5*se {
			t.Errorf("%s: %.4f from %d phases, %.4f from 100,000 (more than 4.5 standard errors of %.4f)", what, a, n, b, se)
		}
	}
	close("terror rises", got.TerrorRises, ref.TerrorRises)
	close("lost", got.Lost, ref.Lost)
	for i, h := range got.Heroes {
		close(h.Name+" attacked", h.Attacked, ref.Heroes[i].Attacked)
		close(h.Name+" defeated", h.Defeated, ref.Heroes[i].Defeated)
	}
	for i, v := range got.Villagers {
		close(v.Name+" killed", v.Killed, ref.Villagers[i].Killed)
	}
	t.Logf("forecast from %d phases: terror rises %.3f, lost %.3f, heroes %+v, villagers %+v", n, got.TerrorRises, got.Lost, got.Heroes, got.Villagers)
	if ref.TerrorRises == 0 {
		t.Error("the position was meant to hold some danger: pick another turn or seed")
	}
}

// A forecast is made in a hero phase only.
func TestForecastNeedsAHeroPhase(t *testing.T) {
	m, err := rules.NewMatch(Definition(bh.Default()), rules.Setup{Game: "horrified", Seats: []string{"Ann"}, Mode: rules.Table})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ForecastMonsterPhase(m.Game(), 10, 10, rand.New(rand.NewPCG(1, 1))); err != ErrNoHeroPhase {
		t.Fatalf("during the set-up draws: %v, want ErrNoHeroPhase", err)
	}
}

func BenchmarkForecast(b *testing.B) {
	g := midGame(&testing.T{}, 3, 4)
	for b.Loop() {
		if _, err := ForecastMonsterPhase(g, 0, 1000, rand.New(rand.NewPCG(1, 2))); err != nil {
			b.Fatal(err)
		}
	}
}
