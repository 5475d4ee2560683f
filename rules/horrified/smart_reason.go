package horrified

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/rules"
)

// The smart player's reasons: one line naming what decided an answer,
// built only for the answer given.

// planWhy says what the turn planned from position a to position b
// achieves, and why its first action (id) was chosen.
func (e *evaluator) planWhy(a, b *game, id string, weighed int) string {
	var did []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			did = append(did, one)
		case n > 1:
			did = append(did, strconv.Itoa(n)+" "+many)
		}
	}
	add(bits.OnesCount32(uint32(b.matDead&^a.matDead)), "defeats a monster", "monsters defeated")
	add(bits.OnesCount32(uint32(b.coffins&^a.coffins)), "smashes a coffin", "coffins smashed")
	add(bits.OnesCount32(b.evidenceFilled()&^a.evidenceFilled()), "files evidence", "pieces of evidence filed")
	add(bits.OnesCount32(b.cureFilled()&^a.cureFilled()), "tests a cure ingredient", "cure ingredients tested")
	add(int(b.boat-a.boat), "sails the boat a mark", "boat marks sailed")
	if e.w.kindMat[mkMummy] >= 0 && b.matOn(e.w.kindMat[mkMummy]) {
		add(a.curseMoves()-b.curseMoves(), "makes a scarab move", "scarab moves made")
	}
	add(int(b.hum[0]-a.hum[0]+b.hum[1]-a.hum[1]), "adds a point of humanity", "points of humanity added")
	add(b.pickedUp(a), "picks up an item", "items picked up")
	add(a.villagersOut()-b.villagersOut()-int(b.terror-a.terror), "leads a villager to safety", "villagers led to safety")
	why := e.actionWhy(a, id)
	// What the turn achieves first, then how it was found: a status line
	// of 80 columns keeps the beginning.
	plan := "the turn gains ground without finishing anything yet"
	if len(did) > 0 {
		plan = "this turn: " + joinNames(did)
	}
	plan += " (the best of " + strconv.Itoa(weighed) + " positions weighed)"
	if why == "" {
		return plan
	}
	return why + "; " + plan
}

// pickedUp is how many items heroes hold in g that lay on the board in a.
func (g *game) pickedUp(a *game) int {
	n := 0
	for t := range g.w.toks {
		if l := g.tok(t); l >= locHero && l < locHero+5 && a.tok(t) >= 0 && int(a.tok(t)) < g.w.n {
			n++
		}
	}
	return n
}

func (g *game) villagersOut() int {
	n := 0
	for v := range g.w.vils {
		if g.vil(v) >= 0 {
			n++
		}
	}
	return n
}

// actionWhy says what makes hero action id worth taking in position g:
// the need an item meets, the villager a guide helps, the defeat at hand.
func (e *evaluator) actionWhy(g *game, id string) string {
	w := e.w
	verb, rest, _ := strings.Cut(id, " ")
	switch verb {
	case "pickup":
		t := g.tokenNamed(rest)
		if t < 0 {
			return "more items for the tasks and defeats ahead"
		}
		c := w.itypes[w.toks[t].typ].color
		n := e.needs(g)
		h := e.holdings(g)
		if n.unit[c] > 0 {
			return "the monsters left need " + strconv.Itoa(n.unit[c]) + " " + colorWord(c) + " and the heroes hold " + strconv.Itoa(h.team[c])
		}
		return "an item to spend on a task or to discard against a hit"
	case "guide":
		v, _, _ := strings.Cut(rest, " ")
		if i, ok := w.vilIdx[v]; ok && g.vil(int(i)) >= 0 {
			vi := &w.vils[i]
			return vi.name + " " + verbFor(vi.plural, "is") + " " + plural(w.d(0, g.vil(int(i)), vi.safe), "space") + " from " + w.sname(vi.safe)
		}
	case "defeat":
		return "the task is done and the items pay"
	case "advance":
		return "it advances the task"
	case "end":
		return "no action left improves the position"
	case "perk":
		return "the perk is worth more played now than kept"
	}
	return ""
}

// weighWhy says why answer best of a monster phase question won over the
// sampled futures (vals by answer).
func (e *evaluator) weighWhy(g *game, pr rules.Prompt, best int, vals []float64) string {
	top, _ := g.Top()
	runner := -1
	for i := range vals {
		if i != best && (runner < 0 || vals[i] > vals[runner]) {
			runner = i
		}
	}
	gap := ""
	if runner >= 0 {
		gap = " (" + strconv.Itoa(int(vals[best]-vals[runner])) + " points better than " + pr.Choices[runner].ID + ")"
	}
	if top.Kind == kHit {
		terror := "terror would rise to " + strconv.Itoa(int(g.terror)+1) + " of " + strconv.Itoa(e.w.c.Terror.Max)
		if pr.Choices[best].ID == "defeated" {
			return "keeping the items is worth more, though " + terror + gap
		}
		return "being defeated would cost a hero's place and " + terror + gap
	}
	return "the best mean over " + strconv.Itoa(askDraws) + " sampled monster phases" + gap
}

// followUpWhy says why follow-up id of an action or a perk was chosen.
func (e *evaluator) followUpWhy(g *game, id string) string {
	verb, _, _ := strings.Cut(id, " ")
	switch verb {
	case "use", "pay":
		return "the items that pay with the least to spare"
	case "slide", "flip":
		return "the curse needs " + strconv.Itoa(g.curseMoves()) + " more scarab moves"
	case "done", "stop", "go", "back":
		return "nothing more helps"
	}
	return "the best position one step ahead"
}
