package horrified

import (
	"math/rand/v2"
	"sort"

	"github.com/hauntgames/haunt/rules"
)

// search is one Choose of the smart player: the judgement, and the
// generator every draw met while playing ahead comes from.
type search struct {
	ev *evaluator
	r  *rand.Rand
	// weighed counts the positions judged, for the reason.
	weighed int
	// future draws one sampled future: reseeded with each of seeds (all
	// drawn from r), so every answer weighed meets the same futures and
	// no randomness comes from anywhere but the generator Choose is given.
	future  rand.PCG
	futureR *rand.Rand
}

// copyOf is a quiet copy of g to play ahead on.
func copyOf(g rules.Game) rules.Game { return g.(rules.Quieter).Quiet() }

// playOn answers id on quiet game q, which it may change, and returns the
// next state. The answers come from q's own prompt, so none is refused.
func playOn(q rules.Game, seat rules.Seat, id string) rules.Game {
	n, _, err := q.Apply(seat, id)
	if err != nil {
		panic("horrified: the smart player answered " + id + ": " + err.Error())
	}
	return n
}

// value judges quiet game q.
func (s *search) value(q rules.Game) float64 {
	s.weighed++
	return s.ev.value(stateOf(q))
}

// draw answers a chance prompt by its weights.
func draw(pr rules.Prompt, r *rand.Rand) string {
	c, _ := rules.Pick(pr.Choices, r)
	return c.ID
}

// atHero reports whether q waits for a hero's action (a new turn included).
func atHero(q rules.Game) bool {
	st := stateOf(q)
	top, ok := st.Top()
	return ok && st.over == goOn && top.Kind == kHero
}

// finish plays the follow-ups of an action on quiet game q, greedily,
// until a hero acts again, the monster phase begins or the game ends.
func (s *search) finish(q rules.Game) rules.Game {
	for range 64 {
		pr := q.Prompt()
		st := stateOf(q)
		if len(pr.Choices) == 0 || st.phase == phMonster || atHero(q) {
			return q
		}
		id := ""
		if pr.IsChance() {
			id = draw(pr, s.r)
		} else {
			id = pr.Choices[s.greedy(q)].ID
		}
		q = playOn(q, pr.Seat, id)
	}
	return q
}

// closing are the answers that stop a run of follow-ups; they win ties, so
// a greedy run of them ends once nothing more helps.
var closing = map[string]bool{"done": true, "stop": true, "go": true, "back": true}

// greedy picks the answer to g's prompt that judges best one step ahead:
// two for a perk's choice of a hero or a monster, whose worth shows only
// once its space is picked. Payments follow pay's plan.
func (s *search) greedy(g rules.Game) int {
	pr := g.Prompt()
	if len(pr.Choices) == 1 {
		return 0
	}
	st := stateOf(g)
	top, _ := st.Top()
	if top.Kind == kUse {
		return s.pay(st, pr)
	}
	best, bestV := -1, 0.0
	try := func(i int) {
		v := s.ahead(playOn(copyOf(g), pr.Seat, pr.Choices[i].ID), 1)
		if best < 0 || v > bestV+1e-9 {
			best, bestV = i, v
		}
	}
	for i, c := range pr.Choices {
		if closing[c.ID] {
			try(i)
		}
	}
	for i, c := range pr.Choices {
		if !closing[c.ID] {
			try(i)
		}
	}
	return best
}

// ahead judges q, looking one more step ahead where a perk asks a space
// after a hero or a monster (depth more times).
func (s *search) ahead(q rules.Game, depth int) float64 {
	st := stateOf(q)
	top, ok := st.Top()
	pr := q.Prompt()
	if depth <= 0 || !ok || st.over != goOn || pr.IsChance() || len(pr.Choices) == 0 ||
		(top.Kind != kPickHero && top.Kind != kPickSpace && top.Kind != kPlaceOrMove) {
		return s.value(q)
	}
	best := 0.0
	for i, c := range pr.Choices {
		v := s.ahead(playOn(copyOf(q), pr.Seat, c.ID), depth-1)
		if i == 0 || v > best {
			best = v
		}
	}
	return best
}

// plan is a line of play being weighed: where it stands and the answer to
// the real prompt it began with.
type plan struct {
	g     rules.Game
	first int
	val   float64
}

// planTurn picks the current hero's action: a beam of action sequences to
// the end of the turn, then the best few first actions weighed over
// sampled monster phases.
func (s *search) planTurn(g rules.Game) (int, string) {
	st := stateOf(g)
	steps := int(st.heroes[st.cur].left) + 2
	beam := []plan{{g: g, first: -1}}
	var ends []plan // lines whose turn is over
	for range steps {
		var next []plan
		seen := map[uint64]bool{}
		for _, b := range beam {
			pr := b.g.Prompt()
			// an answer that comes back to where it began (a perk offered
			// to another seat and not played) is no step
			seen[stateOf(b.g).key()] = true
			for i, c := range pr.Choices {
				q := s.finish(playOn(copyOf(b.g), pr.Seat, c.ID))
				n := plan{g: q, first: b.first, val: s.value(q)}
				if n.first < 0 {
					n.first = i
				}
				if !atHero(q) || stateOf(q).turn != st.turn {
					ends = append(ends, n)
					continue
				}
				if k := stateOf(q).key(); !seen[k] {
					seen[k] = true
					next = append(next, n)
				}
			}
		}
		sortPlans(next)
		beam = next[:min(beamWidth, len(next))]
		if len(beam) == 0 {
			break
		}
	}
	ends = append(ends, beam...)
	sortPlans(ends)
	// the best line of each first action, best first
	var best []plan
	for _, e := range ends {
		dup := false
		for _, b := range best {
			dup = dup || b.first == e.first
		}
		if !dup {
			best = append(best, e)
		}
	}
	best = best[:min(finalists, len(best))]
	if len(best) > 1 {
		seeds := s.seeds(phaseDraws)
		for i := range best {
			best[i].val = s.sampled(best[i].g, seeds)
		}
		sortPlans(best)
	}
	first := best[0].first
	return first, s.ev.planWhy(st, stateOf(best[0].g), g.Prompt().Choices[first].ID, s.weighed)
}

func sortPlans(ps []plan) {
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].val > ps[j].val })
}

// seeds are the seeds of n sampled futures: every answer weighed meets
// the same n futures, so chance favours none of them.
func (s *search) seeds(n int) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = s.r.Uint64()
	}
	return out
}

// sampled is the mean judgement of the position after the monster phase
// that follows g (ended first if a hero still acts), over the sampled
// futures.
func (s *search) sampled(g rules.Game, seeds []uint64) float64 {
	total := 0.0
	for _, seed := range seeds {
		q := copyOf(g)
		if atHero(q) {
			q = playOn(q, q.Prompt().Seat, "end")
		}
		if s.futureR == nil {
			s.futureR = rand.New(&s.future)
		}
		s.future.Seed(seed, 0x4f0)
		total += s.value(s.rollout(q, s.futureR))
	}
	return total / float64(len(seeds))
}

// rollout plays quiet game q to the next hero phase (or the end), chance
// drawn by weight from r, the players' questions answered greedily.
func (s *search) rollout(q rules.Game, r *rand.Rand) rules.Game {
	keep := s.r
	s.r = r
	defer func() { s.r = keep }()
	for range 400 {
		pr := q.Prompt()
		if len(pr.Choices) == 0 || atHero(q) {
			break
		}
		id := ""
		if pr.IsChance() {
			id = draw(pr, r)
		} else {
			id = pr.Choices[s.greedy(q)].ID
		}
		q = playOn(q, pr.Seat, id)
	}
	return q
}

// weigh answers a question of the monster phase: each answer is played on
// through the same sampled futures to the next hero phase.
func (s *search) weigh(g rules.Game) (int, string) {
	pr := g.Prompt()
	seeds := s.seeds(askDraws)
	best, bestV := 0, 0.0
	var vals []float64
	for i, c := range pr.Choices {
		v := s.sampled(playOn(copyOf(g), pr.Seat, c.ID), seeds)
		vals = append(vals, v)
		if i == 0 || v > bestV {
			best, bestV = i, v
		}
	}
	return best, s.ev.weighWhy(stateOf(g), pr, best, vals)
}

// key identifies a position of the hero phase, so that a beam keeps one
// line of several that lead to the same place.
func (g *game) key() uint64 {
	h := uint64(14695981039346656037)
	mix := func(x int64) {
		h ^= uint64(x)
		h *= 1099511628211
	}
	for _, x := range g.v {
		mix(int64(x))
	}
	for _, hs := range g.heroes {
		mix(int64(hs.space)<<8 | int64(hs.left))
	}
	for _, f := range g.fig {
		mix(int64(f))
	}
	for _, x := range g.scarab {
		mix(int64(x))
	}
	mix(int64(g.coffins) | int64(g.boat)<<8 | int64(g.hum[0])<<16 | int64(g.hum[1])<<24 | int64(g.scarabDown)<<32)
	mix(int64(g.cure) | int64(g.terror)<<8 | int64(b2i(g.skipNext))<<16 | int64(g.matDead)<<24 | int64(g.pickAt)<<32 | int64(g.turnActs)<<40)
	return h
}
