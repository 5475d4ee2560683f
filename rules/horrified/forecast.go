package horrified

import (
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Forecast is the monster phase that would follow if the hero phase ended
// now: how likely each hero is to be attacked and defeated, each villager
// to be killed, the terror to rise and the game to be lost. It is worked
// out by playing the phase by the rules themselves from the cards still in
// the deck, the items in the bag and the dice: every outcome weighed
// (Exact) when the chance tree is small enough, otherwise Samples phases
// played at random by the same weights.
//
// A choice the phase asks of the players (a tie between paths or targets,
// a hit hero's discard) is settled by its first choice: a hit hero
// discards an item while holding one, as most players would.
type Forecast struct {
	Exact   bool `json:"exact"`
	Samples int  `json:"samples"` // phases played, when not Exact
	// Leaves is the number of different ways the phase can go, when Exact.
	Leaves      int            `json:"leaves,omitempty"`
	Heroes      []HeroRisk     `json:"heroes"`
	Villagers   []VillagerRisk `json:"villagers"`
	TerrorRises float64        `json:"terror_rises"`
	Lost        float64        `json:"lost"`
}

// HeroRisk is one hero's danger in the coming monster phase.
type HeroRisk struct {
	Seat     rules.Seat `json:"seat"`
	Name     string     `json:"name"`
	Attacked float64    `json:"attacked"` // attacked at least once
	Defeated float64    `json:"defeated"`
}

// VillagerRisk is one villager's danger in the coming monster phase.
type VillagerRisk struct {
	ID     string  `json:"id"`
	Name   string  `json:"name"`
	Killed float64 `json:"killed"`
}

// ErrNoHeroPhase is ForecastMonsterPhase's error when the game is not
// waiting on a hero phase that could end now.
var ErrNoHeroPhase = errors.New("no hero phase to end: the forecast is made during a hero's turn")

// ForecastMonsterPhase forecasts the monster phase after the hero phase of
// g, a game as a match plays it (its answers tell what happened: a quiet
// game tells nothing). It weighs every outcome while that takes at most
// budget answers, and otherwise plays samples phases drawn with r.
func ForecastMonsterPhase(g rules.Game, budget, samples int, r *rand.Rand) (Forecast, error) {
	v, ok := g.View(rules.Chance).(View)
	if !ok || !offersEnd(g.Prompt()) {
		return Forecast{}, ErrNoHeroPhase
	}
	f := newForecaster(g, v)
	start, _, err := g.Apply(g.Prompt().Seat, "end")
	if err != nil {
		return Forecast{}, err
	}
	f.budget = budget
	if f.walk(start, path{}, 1) {
		f.out.Exact = true
		return f.out, nil
	}
	f.reset()
	for range samples {
		if err := f.sample(start, r); err != nil {
			return Forecast{}, err
		}
	}
	f.scale(1 / float64(max(samples, 1)))
	f.out.Samples = samples
	return f.out, nil
}

// offersEnd reports whether p is a hero phase menu: it can end the phase.
func offersEnd(p rules.Prompt) bool {
	return slices.ContainsFunc(p.Choices, func(c rules.Choice) bool { return c.ID == "end" })
}

// forecaster adds up the outcomes of the phases it plays.
type forecaster struct {
	terror  int
	vils    []VillagerView // on the board when the phase begins
	out     Forecast
	budget  int // answers the exact walk may still give
	answers int
}

// path is what happened so far in one way the phase can go.
type path struct {
	attacked, defeated uint32 // by seat
	killed             uint64 // by index into forecaster.vils
}

func newForecaster(g rules.Game, v View) *forecaster {
	f := &forecaster{terror: v.Terror, vils: v.Villagers}
	for _, h := range v.Heroes {
		f.out.Heroes = append(f.out.Heroes, HeroRisk{Seat: h.Seat, Name: h.Name})
	}
	for _, vl := range v.Villagers {
		f.out.Villagers = append(f.out.Villagers, VillagerRisk{ID: vl.ID, Name: vl.Name})
	}
	return f
}

// reset forgets what an unfinished exact walk added.
func (f *forecaster) reset() {
	for i := range f.out.Heroes {
		f.out.Heroes[i].Attacked, f.out.Heroes[i].Defeated = 0, 0
	}
	for i := range f.out.Villagers {
		f.out.Villagers[i].Killed = 0
	}
	f.out.TerrorRises, f.out.Lost, f.out.Leaves = 0, 0, 0
}

// done reports whether the phase is over at g: the game ended, or the
// monster phase did.
func done(g rules.Game) bool {
	if over, _ := g.Result(); over {
		return true
	}
	eg, ok := g.(engine.Game[*game])
	return !ok || eg.State().phase != phMonster
}

// step answers id at g and notes what it did to the people on the board.
func (f *forecaster) step(g rules.Game, seat rules.Seat, id string, at path) (rules.Game, path, error) {
	next, events, err := g.Apply(seat, id)
	if err != nil {
		return nil, at, err
	}
	for _, e := range events {
		switch e.Kind {
		case "attack":
			for _, s := range e.Seats {
				at.attacked |= 1 << uint(s)
			}
		case "defeated":
			for _, s := range e.Seats {
				at.defeated |= 1 << uint(s)
			}
		case "killed":
			at.killed |= f.gone(next)
		}
	}
	return next, at, nil
}

// gone is the villagers of the phase's start no longer on the board at g.
func (f *forecaster) gone(g rules.Game) uint64 {
	v, _ := g.View(rules.Chance).(View)
	var bits uint64
	for i, vl := range f.vils {
		if !slices.ContainsFunc(v.Villagers, func(o VillagerView) bool { return o.ID == vl.ID }) {
			bits |= 1 << uint(i)
		}
	}
	return bits
}

// add counts one way the phase ended, at g, with probability p.
func (f *forecaster) add(g rules.Game, at path, p float64) {
	for i := range f.out.Heroes {
		s := uint(f.out.Heroes[i].Seat)
		if at.attacked&(1<<s) != 0 {
			f.out.Heroes[i].Attacked += p
		}
		if at.defeated&(1<<s) != 0 {
			f.out.Heroes[i].Defeated += p
		}
	}
	for i := range f.out.Villagers {
		if at.killed&(1<<uint(i)) != 0 {
			f.out.Villagers[i].Killed += p
		}
	}
	if v, ok := g.View(rules.Chance).(View); ok && v.Terror > f.terror {
		f.out.TerrorRises += p
	}
	if over, res := g.Result(); over && res.Outcome == "loss" {
		f.out.Lost += p
	}
	f.out.Leaves++
}

// walk weighs every way the phase can go from g, reached with probability
// p; it reports false once the budget is spent.
func (f *forecaster) walk(g rules.Game, at path, p float64) bool {
	if done(g) {
		f.add(g, at, p)
		return true
	}
	pr := g.Prompt()
	if !pr.IsChance() {
		f.answers++
		next, at, err := f.step(g, pr.Seat, pr.Choices[0].ID, at)
		return err == nil && f.answers <= f.budget && f.walk(next, at, p)
	}
	total := 0
	for _, c := range pr.Choices {
		total += max(c.Weight, 1)
	}
	for _, c := range pr.Choices {
		f.answers++
		if f.answers > f.budget {
			return false
		}
		next, at, err := f.step(g, rules.Chance, c.ID, at)
		if err != nil || !f.walk(next, at, p*float64(max(c.Weight, 1))/float64(total)) {
			return false
		}
	}
	return true
}

// sample plays the phase once from g, drawing with r.
func (f *forecaster) sample(g rules.Game, r *rand.Rand) error {
	var at path
	for !done(g) {
		pr := g.Prompt()
		id := pr.Choices[0].ID
		if pr.IsChance() {
			c, err := rules.Pick(pr.Choices, r)
			if err != nil {
				return err
			}
			id = c.ID
		}
		var err error
		if g, at, err = f.step(g, pr.Seat, id, at); err != nil {
			return err
		}
	}
	f.add(g, at, 1)
	return nil
}

// scale multiplies every figure by k: counts into shares.
func (f *forecaster) scale(k float64) {
	for i := range f.out.Heroes {
		f.out.Heroes[i].Attacked *= k
		f.out.Heroes[i].Defeated *= k
	}
	for i := range f.out.Villagers {
		f.out.Villagers[i].Killed *= k
	}
	f.out.TerrorRises *= k
	f.out.Lost *= k
	f.out.Leaves = 0
}
