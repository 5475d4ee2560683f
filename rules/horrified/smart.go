package horrified

import (
	"math/rand/v2"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Smart is a strong computer player for Horrified (rules.Player): the
// simulator's smart seats and the hint a person asks for.
//
// Horrified hides nothing but the draws to come, so it plays ahead on quiet
// copies of the game, drawing chance by the prompts' weights from the
// generator it is given. A hero's turn is planned whole: a small beam of
// action sequences judged by evaluator.value, the best few first actions
// then weighed over sampled monster phases. A question the monster phase
// leaves to the players is weighed over sampled phases too, and the
// follow-ups of an action (which villagers come along, which items pay)
// are answered greedily, one step ahead.
func Smart() rules.Player { return &smart{} }

// Search sizes: enough to plan a turn well, small enough for thousands of
// games.
const (
	beamWidth  = 4 // plans kept at each step of a turn
	finalists  = 3 // first actions weighed over sampled monster phases
	phaseDraws = 6 // monster phases sampled for each of them
	askDraws   = 8 // monster phases sampled for each answer of a question in one
)

type smart struct {
	ev *evaluator // for the content of the games it last played
}

// evaluator is the judgement for game g's content, made once per content.
func (p *smart) evaluator(g *game) *evaluator {
	if p.ev == nil || p.ev.w != g.w {
		p.ev = newEvaluator(g.w)
	}
	return p.ev
}

// stateOf is the state of a Horrified game, nil for any other game.
func stateOf(g rules.Game) *game {
	if eg, ok := g.(engine.Game[*game]); ok {
		return eg.State()
	}
	return nil
}

func (p *smart) Choose(g rules.Game, r *rand.Rand) (id, reason string) {
	pr := g.Prompt()
	st := stateOf(g)
	switch {
	case len(pr.Choices) == 0:
		return "", "the game is over"
	case len(pr.Choices) == 1 || st == nil || pr.IsChance():
		return pr.Choices[0].ID, "the only answer offered"
	}
	s := search{ev: p.evaluator(st), r: r}
	top, _ := st.Top()
	var pick int
	var why string
	switch {
	case top.Kind == kHero:
		pick, why = s.planTurn(g)
	case st.phase == phMonster:
		pick, why = s.weigh(g)
	default:
		pick = s.greedy(g)
		why = s.ev.followUpWhy(st, pr.Choices[pick].ID)
	}
	return pr.Choices[pick].ID, pr.Choices[pick].Label + ": " + why
}
