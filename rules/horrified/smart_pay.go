package horrified

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
)

// pay answers a payment (the use prompt of an advance or a defeat) by a
// plan: the items of the colour asked whose strengths cover the cost with
// the least to spare, or the weakest item of each colour asked.
func (s *search) pay(g *game, pr rules.Prompt) int {
	top, _ := g.Top()
	seat, p, fig := by(top), usePurpose(top), useFig(top)
	want := g.payment(seat, p, fig)
	undo := 0
	for pass := range 3 {
		for i, c := range pr.Choices {
			verb, item, _ := strings.Cut(c.ID, " ")
			t := g.tokenNamed(item)
			switch {
			case verb == "cancel":
				undo = i
			case pass == 0 && verb == "pay" && t >= 0 && want&(1<<t) != 0:
				return i
			case pass == 1 && verb == "use" && t >= 0 && want&(1<<t) != 0:
				return i
			case pass == 2 && verb == "done":
				return i
			}
		}
	}
	return undo
}

// tokenNamed is the item token with ID id, -1 for none.
func (g *game) tokenNamed(id string) int {
	for t := range g.w.toks {
		if g.w.toks[t].item.ID == id {
			return t
		}
	}
	return -1
}

// payment is the set of seat's items (a bit per token, those chosen so
// far included) that pays for an advance (p=0) or a defeat (p=1) against
// figure f with the least waste; 0 when none does.
func (g *game) payment(seat int8, p int16, f int8) uint64 {
	kind, _, need := g.cost(p, f)
	loc := locHero + int16(seat)
	var mine []int
	var chosen uint64
	for t := range g.w.toks {
		if g.tok(t) != loc {
			continue
		}
		if g.isSel(t) {
			chosen |= 1 << t
		} else if len(mine) < 12 && t < 64 && g.usable(p, f, t) {
			mine = append(mine, t)
		}
	}
	switch kind {
	case costSum:
		have := g.selSum(seat)
		best, bestOver := uint64(0), unreachable
		for sub := 1; sub < 1<<len(mine); sub++ {
			sum, set := have, chosen
			for k, t := range mine {
				if sub&(1<<k) != 0 {
					sum += g.tokStr(t, seat)
					set |= 1 << t
				}
			}
			if over := sum - need; over >= 0 && over < bestOver {
				best, bestOver = set, over
			}
		}
		return best
	case costColors:
		set := chosen
		for _, c := range g.mat(f).defColors {
			if g.colorCovered(c) {
				continue
			}
			weakest := -1
			for _, t := range mine {
				if g.w.itypes[g.w.toks[t].typ].color == c && (weakest < 0 || g.tokStr(t, seat) < g.tokStr(weakest, seat)) {
					weakest = t
				}
			}
			if weakest >= 0 {
				set |= 1 << weakest
			}
		}
		return set
	}
	if len(mine) > 0 {
		return 1 << mine[0]
	}
	return 0
}
