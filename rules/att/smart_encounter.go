package att

import (
	"fmt"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
)

// The smart player in the encounter: the cards played on the pool, the
// re-rolls, the cards and Feat tokens that turn a die, and what the dice
// are spent on.

// odds is the chance of overcoming encounter e with the dice, from the
// pool the seat would roll there and its resources res.
func (a *answer) odds(e *ba.Encounter, res [nRes]int) float64 {
	l := a.l
	var pool [nClasses]int8
	free := int8(0)
	out := make([]int, len(l.w.dice))
	add := func(k int) {
		if k < 0 || out[k] >= l.w.dice[k].Count {
			return
		}
		out[k]++
		pool[classOf(l.w.dice[k])]++
		if kd := l.w.dice[k]; kd.FocusReroll && kd.FocusCost == 0 {
			free++
		}
	}
	for range l.c.Setup.BasicDice {
		add(l.w.basic)
	}
	for _, x := range l.sv.Swag {
		if f := l.c.Swag[l.idx.swag[x.ID]].Effect; f.Kind == ba.EffPoolDie || f.Kind == ba.EffAddDie && !x.Exhausted {
			add(l.dieKind(f.Die))
		}
	}
	if ob := l.sv.Obsession; ob != nil {
		for _, o := range l.c.Obsessions {
			if o.ID == ob.ID && o.Effect.Kind == ba.EffEncounterDie {
				add(l.dieKind(o.Effect.Die))
			}
		}
	}
	if e.Kind == ba.Revelation {
		add(l.dieKind("revelation"))
	}
	rr := int8(l.sv.Rerolls)
	return a.p.odds.before(pool, rr, int8(res[rFocus])+freeFocus(free, rr), a.setReady(res), needOf(*e.Combo))
}

// dieKind is the index of die kind id, -1 when the content has none.
func (l *look) dieKind(id string) int {
	if k, ok := l.w.dieIdx[id]; ok {
		return k
	}
	return -1
}

// setReady reports whether a card that turns a die to any face is at
// hand and paid for: a Feat card, or Swag ready to use.
func (a *answer) setReady(res [nRes]int) bool {
	l := a.l
	for _, f := range l.sv.Hand {
		if x := l.c.Feats[l.idx.feat[f.ID]]; x.Effect.Kind == ba.EffSetDie && res[rFeat] >= x.Cost {
			return true
		}
	}
	for _, sv := range l.sv.Swag {
		if x := &l.c.Swag[l.idx.swag[sv.ID]]; x.Effect.Kind == ba.EffSetDie && !sv.Exhausted && affords(res, x.UseCost) {
			return true
		}
	}
	return false
}

func affords(res [nRes]int, cost map[string]int) bool {
	for r, n := range cost {
		if res[resIndex(r)] < n {
			return false
		}
	}
	return true
}

// facing is the encounter the seat's dice are for, nil once it is
// overcome; with what winning and losing it are worth.
func (a *answer) facing() (e *ba.Encounter, stake float64) {
	l := a.l
	if l.v.Tray == nil || l.v.Tray.Overcome {
		return nil, 0
	}
	i := l.myLocation()
	if e = l.encounterAt(i); e == nil {
		return nil, 0
	}
	return e, l.encWorth(e) + l.failCost(e, l.action(i) == ba.ActTakeMap)
}

// card is the effect and the cost of a card choice ("feat <id>", "equip
// <id>"); ok is false for any other choice, and for a Feat card the seat
// does not know it holds.
func (a *answer) card(id string) (e ba.Effect, cost float64, name string, ok bool) {
	l := a.l
	kind, x, _ := strings.Cut(id, " ")
	switch kind {
	case "feat":
		if !l.inHand(x) {
			return e, 0, "", false
		}
		f := &l.c.Feats[l.idx.feat[x]]
		return f.Effect, l.featCost(f), f.Name, true
	case "equip":
		s := &l.c.Swag[l.idx.swag[x]]
		return s.Effect, l.useCost(s), s.Name, true
	}
	return e, 0, "", false
}

// pool plays the cards worth playing before the roll: more or better
// dice for a hard encounter, tokens that pay more than they cost.
func (a *answer) pool() (string, string) {
	l := a.l
	e, stake := a.facing()
	var base [nClasses]int8
	free := int8(0)
	for _, d := range l.v.Tray.Dice {
		k := l.w.dice[l.w.dieIdx[d.Kind]]
		base[classOf(k)]++
		if k.FocusReroll && k.FocusCost == 0 {
			free++
		}
	}
	rr := int8(l.v.Tray.RerollsLeft)
	chance := func(pool [nClasses]int8, free int8) float64 {
		return a.p.odds.before(pool, rr, int8(l.res[rFocus])+freeFocus(free, rr), a.setReady(l.res), needOf(*e.Combo))
	}
	p0 := 0.0
	if e != nil {
		p0 = chance(base, free)
	}
	best, bestV, why := "roll", 0.05, "roll the dice"
	for _, c := range a.pr.Choices {
		f, cost, name, ok := a.card(c.ID)
		if !ok {
			continue
		}
		v, w := -cost, ""
		switch f.Kind {
		case ba.EffAddDie, ba.EffSwapDie:
			if e == nil {
				continue
			}
			k := l.dieKind(f.Die)
			if k < 0 {
				continue
			}
			pool, fr := base, free
			if f.Kind == ba.EffSwapDie {
				pool[classOf(l.w.dice[l.w.basic])]--
			}
			pool[classOf(l.w.dice[k])]++
			if kd := l.w.dice[k]; kd.FocusReroll && kd.FocusCost == 0 {
				fr++
			}
			p := chance(pool, fr)
			v += (p - p0) * stake
			w = fmt.Sprintf("play %s: %s goes from %.0f%% to %.0f%%", name, comboWords(*e.Combo), 100*p0, 100*p)
		case ba.EffGain:
			r := resIndex(f.Resource)
			v += float64(min(f.N, l.v.Bank[f.Resource])) * l.val[r]
			w = fmt.Sprintf("play %s: %d %s are worth more than the card", name, f.N, f.Resource)
		case ba.EffSteal:
			v += a.bestTake(-1) + 0.2
			w = "play " + name + ": a rival's token is ours"
		default:
			continue
		}
		if v > bestV {
			best, bestV, why = c.ID, v, w
		}
	}
	return best, why
}

// trayDice is the unused dice of the tray by class and face, with how
// many of them re-roll for free.
func (a *answer) trayDice() (d dice, free int8) {
	for _, dv := range a.l.v.Tray.Dice {
		if dv.Used {
			continue
		}
		k := a.l.w.dice[a.l.w.dieIdx[dv.Kind]]
		d[classOf(k)][dv.Face]++
		if k.FocusReroll && k.FocusCost == 0 {
			free++
		}
	}
	return d, free
}

// faceCounts is the unused dice by face: all of them, and those that
// count toward resources.
func (a *answer) faceCounts() (all, res [7]int) {
	for _, dv := range a.l.v.Tray.Dice {
		if !dv.Used {
			all[dv.Face]++
			if !dv.EncounterOnly {
				res[dv.Face]++
			}
		}
	}
	return all, res
}

func small(n [7]int) (m [7]int8) {
	for f, x := range n {
		m[f] = int8(x)
	}
	return m
}

// tray decides what to do with the rolled dice: overcome the encounter
// when they make it, else turn a die with a card or a Feat token, re-roll
// when the odds pay for the Focus, and spend what is left on resources.
func (a *answer) tray() (string, string) {
	l := a.l
	tv := l.v.Tray
	e, stake := a.facing()
	if e != nil {
		q := needOf(*e.Combo)
		all, _ := a.faceCounts()
		n := small(all)
		if q.met(&n) {
			return a.spend("overcome", "overcome "+e.Name)
		}
		if !tv.Spending {
			if id, why := a.fixNow(q, stake); id != "" {
				return id, why
			}
			if id, why := a.rerollFor(e, q, stake); id != "" {
				return id, why
			}
		}
	}
	return a.spendResources()
}

// fixNow is the cheapest card or Feat token that turns a die so the dice
// make q now, if it costs less than the stake.
func (a *answer) fixNow(q need, stake float64) (string, string) {
	l := a.l
	all, _ := a.faceCounts()
	n := small(all)
	turns := func(from, to int) bool {
		m := n
		m[from]--
		m[to]++
		return q.met(&m)
	}
	best, bestC, why := "", stake, ""
	for _, c := range a.pr.Choices {
		kind, x, _ := strings.Cut(c.ID, " ")
		if kind == "bump" {
			d := l.v.Tray.Dice[atoiOr(x)-1]
			for k := 1; k <= l.res[rFeat] && d.Face+k <= 6; k++ {
				if cost := float64(k) * l.val[rFeat]; turns(d.Face, d.Face+k) && cost < bestC {
					best, bestC = c.ID, cost
					why = fmt.Sprintf("raise die %s from %d to %d with %d Feat token(s): it makes the combination", x, d.Face, d.Face+k, k)
				}
			}
			continue
		}
		f, cost, name, ok := a.card(c.ID)
		if !ok || cost >= bestC {
			continue
		}
		works := false
		switch f.Kind {
		case ba.EffSetDie:
			works = q.short(&n)
		case ba.EffBumpDie:
			for from := 1; from < 6; from++ {
				works = works || n[from] > 0 && turns(from, min(6, from+f.N))
			}
		}
		if works {
			best, bestC, why = c.ID, cost, "play "+name+": one die turned makes the combination"
		}
	}
	return best, why
}

// rerollFor re-rolls when it pays, or plays a card that gives a re-roll
// or a die when none is left: "" when nothing is worth it.
func (a *answer) rerollFor(e *ba.Encounter, q need, stake float64) (string, string) {
	l := a.l
	tv := l.v.Tray
	d, free := a.trayDice()
	rr := int8(tv.RerollsLeft)
	focus := int8(l.res[rFocus]) + freeFocus(free, rr)
	set := a.setReady(l.res)
	if rr > 0 && (a.has("reroll") || a.has("reroll all")) {
		p, plan := a.p.odds.plan(d, rr, focus, set, q)
		if plan == nil {
			return "", ""
		}
		if plan.all && a.has("reroll all") {
			return "reroll all", fmt.Sprintf("re-roll every die: %s is then made %.0f%% of the time", comboWords(*e.Combo), 100*p)
		}
		marks, cost := a.marks(plan, q)
		if len(marks) > 0 && a.has("reroll") && p*stake-float64(cost)*l.val[rFocus] > 0.02 {
			return "reroll", fmt.Sprintf("re-roll %d dice for %d Focus: %s is then made %.0f%% of the time", len(marks), cost, comboWords(*e.Combo), 100*p)
		}
		return "", ""
	}
	// No re-roll left: a card may give one, or a die more.
	best, bestV, why := "", 0.1, ""
	for _, c := range a.pr.Choices {
		f, cost, name, ok := a.card(c.ID)
		if !ok {
			continue
		}
		p := 0.0
		switch f.Kind {
		case ba.EffExtraReroll:
			p, _ = a.p.odds.plan(d, 1, int8(l.res[rFocus])+freeFocus(free, 1), set, q)
		case ba.EffAddDie:
			k := l.dieKind(f.Die)
			if k < 0 {
				continue
			}
			for face := 1; face <= 6; face++ {
				m := d
				m[classOf(l.w.dice[k])][face]++
				x, _ := a.p.odds.plan(m, 0, 0, set, q)
				p += x / 6
			}
		default:
			continue
		}
		if v := p*stake - cost; v > bestV {
			best, bestV = c.ID, v
			why = fmt.Sprintf("play %s: %s is then made %.0f%% of the time", name, comboWords(*e.Combo), 100*p)
		}
	}
	return best, why
}

// marks is the dice (tray indexes) a focused re-roll plan takes and the
// Focus they cost: the plan counts dice by class and face, free dice
// first taken and last kept, and the Focus held bounds the rest (the plan
// counts free dice as paid for with Focus they save, which may not be
// there).
func (a *answer) marks(plan *reroll, q need) (out []int, cost int) {
	l := a.l
	dv := l.v.Tray.Dice
	kind := func(i int) ba.DieKind { return l.w.dice[l.w.dieIdx[dv[i].Kind]] }
	isFree := func(i int) bool { k := kind(i); return k.FocusReroll && k.FocusCost == 0 }
	// Which dice the plan's short form counts as junk: of the dice of a
	// face a run holds twice, all but one (not a free one, if it can).
	var d dice
	for i := range dv {
		if !dv[i].Used {
			d[classOf(kind(i))][dv[i].Face]++
		}
	}
	q.junk(&d)
	face := make([]int8, len(dv))
	for _, wantFree := range []bool{false, true} {
		for i := range dv {
			if dv[i].Used || isFree(i) != wantFree {
				continue
			}
			c, f := classOf(kind(i)), int8(dv[i].Face)
			if q.face(f) > 0 && d[c][f] > 0 {
				d[c][f]--
				face[i] = f
			}
		}
	}
	take := plan.take
	for _, wantFree := range []bool{true, false} {
		for i := range dv {
			if dv[i].Used || isFree(i) != wantFree {
				continue
			}
			c := classOf(kind(i))
			if take[c][face[i]] > 0 && cost+kind(i).FocusCost <= l.res[rFocus] {
				take[c][face[i]]--
				out = append(out, i)
				cost += kind(i).FocusCost
			}
		}
	}
	return out, cost
}

// mark marks the dice of the re-roll plan, then rolls them.
func (a *answer) mark() (string, string) {
	l := a.l
	e, _ := a.facing()
	if e == nil {
		return "back", "nothing to re-roll for"
	}
	q := needOf(*e.Combo)
	d, free := a.trayDice()
	rr := int8(l.v.Tray.RerollsLeft)
	_, plan := a.p.odds.plan(d, rr, int8(l.res[rFocus])+freeFocus(free, rr), a.setReady(l.res), q)
	if plan == nil || plan.all {
		return "back", "no focused re-roll helps"
	}
	marks, _ := a.marks(plan, q)
	want := make([]bool, len(l.v.Tray.Dice))
	for _, i := range marks {
		want[i] = true
	}
	for i, dv := range l.v.Tray.Dice {
		id := itoa(i + 1)
		switch {
		case want[i] && !dv.Marked && a.has("mark "+id):
			return "mark " + id, fmt.Sprintf("re-roll die %s (%d): %s does not need it", id, dv.Face, comboWords(*e.Combo))
		case !want[i] && dv.Marked:
			return "unmark " + id, "keep die " + id
		}
	}
	if a.has("roll") {
		return "roll", "re-roll the marked dice"
	}
	return "back", "no die to re-roll"
}

// pickDie picks the die a card turns or raises: one that makes the
// combination, else the lowest.
func (a *answer) pickDie() (string, string) {
	l := a.l
	e, _ := a.facing()
	all, _ := a.faceCounts()
	n := small(all)
	low, lowF := a.pr.Choices[0].ID, 7
	for _, id := range a.withPrefix("die") {
		f := l.v.Tray.Dice[atoiOr(id)-1].Face
		if f < lowF {
			low, lowF = "die "+id, f
		}
		if e == nil {
			continue
		}
		q := needOf(*e.Combo)
		for to := 1; to <= 6; to++ {
			if a.step.Kind == kBumpDie && to != min(6, f+bumpBy(a.step)) {
				continue
			}
			m := n
			m[f]--
			m[to]++
			if to != f && q.met(&m) {
				return "die " + id, fmt.Sprintf("die %s from %d to %d makes %s", id, f, to, comboWords(*e.Combo))
			}
		}
	}
	return low, "the lowest die"
}

// pickFace turns the die to the face that makes the combination, else 6.
func (a *answer) pickFace() (string, string) {
	l := a.l
	e, _ := a.facing()
	if e != nil {
		all, _ := a.faceCounts()
		n := small(all)
		from := l.v.Tray.Dice[dieOf(a.step)].Face
		q := needOf(*e.Combo)
		for _, c := range a.pr.Choices {
			to := atoiOr(strings.TrimPrefix(c.ID, "face "))
			m := n
			m[from]--
			m[to]++
			if q.met(&m) {
				return c.ID, fmt.Sprintf("show %d: it makes %s", to, comboWords(*e.Combo))
			}
		}
	}
	return a.pr.Choices[len(a.pr.Choices)-1].ID, "the highest face"
}

// spend spends the dice on the choice starting with prefix whose
// leftovers are worth most in resources.
func (a *answer) spend(prefix, what string) (string, string) {
	all, res := a.faceCounts()
	best, bestV := "", -1.0
	memo := map[[7]int]float64{}
	for _, c := range a.pr.Choices {
		rest, ok := strings.CutPrefix(c.ID, prefix+" ")
		if !ok {
			continue
		}
		x := parseCombo(rest)
		left, rest2 := res, all
		for _, f := range x.faces() {
			if rest2[f] > left[f] {
				rest2[f]-- // a die that counts only toward the encounter goes first
			} else {
				left[f]--
				rest2[f]--
			}
		}
		if v := a.resWorth(left, memo); v > bestV {
			best, bestV = c.ID, v
		}
	}
	return best, fmt.Sprintf("%s with %s, keeping dice worth %.1f in resources", what, parseCombo(strings.TrimPrefix(best, prefix+" ")).words(), bestV)
}

// spendResources spends the dice on the resource worth most, or
// re-rolls them all when nothing is worth spending and a re-roll is
// free; or finishes.
func (a *answer) spendResources() (string, string) {
	l := a.l
	_, res := a.faceCounts()
	memo := map[[7]int]float64{}
	best, bestV, why := "done", 0.01, "finish: the dice left pay nothing worth having"
	for _, c := range a.pr.Choices {
		f := strings.Fields(c.ID)
		if f[0] != "gain" || len(f) < 3 {
			continue
		}
		r := resIndex(f[1])
		x := parseCombo(strings.Join(f[2:], " "))
		left := res
		for _, face := range x.faces() {
			left[face]--
		}
		pay := min(x.size, l.v.Bank[f[1]])
		if v := float64(pay)*l.val[r] + a.resWorth(left, memo); v > bestV {
			best, bestV = c.ID, v
			why = fmt.Sprintf("spend %s for %d %s", x.words(), pay, f[1])
		}
	}
	if best == "done" && a.has("reroll all") && !l.v.Tray.Spending {
		return "reroll all", "re-roll every die: nothing here is worth spending"
	}
	return best, why
}

// resWorth is the most the dice res (by face) can bring in resources on
// the Scenario card.
func (a *answer) resWorth(res [7]int, memo map[[7]int]float64) float64 {
	if v, ok := memo[res]; ok {
		return v
	}
	l := a.l
	rows := l.c.Scenario.Easy
	if l.v.Side == "difficult" {
		rows = l.c.Scenario.Difficult
	}
	var bank [nRes]int
	for r := range nRes {
		bank[r] = l.v.Bank[resIDs[r]]
	}
	best := 0.0
	for _, x := range spends(res, res, nil, rows, bank) {
		left := res
		for _, f := range x.faces() {
			left[f]--
		}
		best = max(best, float64(x.pay)*l.val[x.res]+a.resWorth(left, memo))
	}
	memo[res] = best
	return best
}

// parseCombo reads the combination of a spending choice: "high 5", "pair
// 4", "block 4x3", "run 2-5".
func parseCombo(s string) combo {
	kind, rest, _ := strings.Cut(s, " ")
	c := combo{kind: kind}
	switch kind {
	case ba.High:
		c.face, c.size = atoiOr(rest), 1
	case ba.Pair:
		c.face, c.size = atoiOr(rest), 2
	case ba.Block:
		f, n, _ := strings.Cut(rest, "x")
		c.face, c.size = atoiOr(f), atoiOr(n)
	case ba.Run:
		lo, hi, _ := strings.Cut(rest, "-")
		c.face = atoiOr(lo)
		c.size = atoiOr(hi) - c.face + 1
	}
	return c
}
