package horrified

import "math/bits"

// The smart player's judgement of a position: what the heroes have done
// (monsters defeated, tasks advanced), what they hold toward what is left
// (items by colour and strength against each task and defeat, items still
// lying on the board and how far), where they stand (a hero holding what a
// task or a defeat takes is worth more the closer they are to where it is
// paid), and what threatens them (terror, villagers near monsters or far
// from safety, heroes with nothing to discard beside a monster). One
// number, bigger is better for the heroes; it reads the state and builds
// nothing.

// Weights, in points; an ordinary useful action is worth about 10-30.
const (
	wWin      = 20000.0 // the game won
	wLoss     = -8000.0 // the game lost
	wTask     = 600.0   // a monster's whole task
	wDefeat   = 800.0   // a monster defeated, beyond its task
	wUnit     = 5.0     // a point of strength of a colour still needed
	wSpare    = 1.0     // a point of strength nobody needs yet
	wSlot     = 22.0    // an item that fills a slot of a task (evidence, cure, boat)
	wGuard    = 4.0     // an item a hero can discard against a hit (up to three)
	wPerk     = 25.0    // a perk card in hand
	wDawn     = 90.0    // the next monster phase skipped
	wTerror   = 160.0   // a step of terror
	wBrink    = 700.0   // terror one step from the skull
	wNearEnd  = 220.0   // terror two steps from the skull
	wVillager = 45.0    // a villager still out in the village
	wVilStep  = 5.0     // a step between a villager and safety
	wEscort   = 25.0    // a hero beside a villager to lead
	wOffBoard = 20.0    // a defeated hero, back only next turn
	// curseMoves is about the scarab moves a fresh curse of the Mummy
	// takes: each move is that share of the task.
	curseMoves = 20.0
	reach      = 10.0 // a goal's worth falls linearly to nothing this far away
	// What is only within reach is worth a share of what it gains once
	// done, so that doing it always pays: items in hand toward the boat
	// (wHeld) and a hero's goal, items in hand and where to spend them
	// (wGoal), of what spending them gains; an item lying on the board
	// (wLying), of what it would add in hand.
	wHeld  = 0.3
	wGoal  = 0.35
	wLying = 0.7
)

// evaluator holds what the judgement needs of the content.
type evaluator struct {
	w *world
	// boat is the Creature's boatPlan; nil without the Creature.
	boat []int8
	// near is what a goal is worth at a distance, as a share.
	near [unreachable + 1]float64
}

func newEvaluator(w *world) *evaluator {
	e := &evaluator{w: w}
	if w.kindMat[mkCreature] >= 0 {
		e.boat = w.boatPlan()
	}
	for d := range e.near {
		e.near[d] = max(0, 1-float64(d)/reach)
	}
	return e
}

// holdings sums up the items of each hero and of the team.
type holdings struct {
	str  [5][3]int // strength by colour, the Scientist's bonus counted
	cnt  [5][3]int // items by colour
	n    [5]int    // items held
	team [3]int    // the team's strength by colour
	tcnt [3]int    // the team's items by colour
	// evidence: bit per evidence spot some hero's item fits; cure: blue
	// items held by strength
	evidence [5]uint32
	cure     [5][4]int
}

func (e *evaluator) holdings(g *game) *holdings {
	var h holdings
	w := e.w
	for t := range w.toks {
		l := g.tok(t)
		if l < locHero || l >= locHero+5 {
			continue
		}
		s := int8(l - locHero)
		ti := &w.itypes[w.toks[t].typ]
		str := int(ti.str) + g.bonus(s)
		h.str[s][ti.color] += str
		h.team[ti.color] += str
		h.n[s]++
		h.cnt[s][ti.color]++
		h.tcnt[ti.color]++
		if ti.color == blue && ti.str >= 1 && ti.str <= 3 {
			h.cure[s][ti.str]++
		}
		if m := w.kindMat[mkInvisible]; m >= 0 {
			for i, sp := range w.mats[m].evidence {
				if sp == ti.space {
					h.evidence[s] |= 1 << i
				}
			}
		}
	}
	return &h
}

// needs is what the monsters still in the game ask of the items.
type needs struct {
	unit     [3]int  // strength still to spend, by colour
	evidence uint32  // empty evidence spots
	cure     [4]int  // empty cure slots by strength
	boat     int     // items the boat still needs, none in hand
	mark     int     // the boat's mark
	lair     bool    // the Creature's defeat takes one item of each colour
	progress float64 // tasks and defeats done, in points
}

func (e *evaluator) needs(g *game) needs {
	var n needs
	w := e.w
	for m := range w.mats {
		mi := &w.mats[m]
		if g.matIn&(1<<m) == 0 {
			continue
		}
		if g.matDead&(1<<m) != 0 {
			n.progress += wTask + wDefeat
			continue
		}
		n.progress += wTask * e.taskShare(g, int8(m))
		done := g.taskDone(int8(m))
		switch mi.kind {
		case mkDracula:
			left := len(mi.coffins) - bits.OnesCount32(uint32(g.coffins))
			n.unit[orColor(mi.coffColor, red)] += left * mi.m.CoffinStrength
		case mkInvisible:
			n.evidence = uint32(1)<<len(mi.evidence) - 1&^g.evidenceFilled()
		case mkCreature:
			n.mark = int(g.boat)
			n.boat = e.boatNeed(n.mark, [3]int{})
			n.lair = true
		case mkWolf:
			full := g.cureFilled()
			for i, v := range mi.cure {
				if full&(1<<i) == 0 && v >= 1 && v <= 3 {
					n.cure[v]++
				}
			}
		case mkMummy:
			n.unit[orColor(mi.scarabColor, yellow)] += g.curseMoves()
		case mkFrank:
			n.unit[orColor(mi.humColor[0], yellow)] += max(0, mi.m.HumanityMax-int(g.hum[0]))
			n.unit[orColor(mi.humColor[1], blue)] += max(0, mi.m.BrideHumanityMax-int(g.hum[1]))
			if done {
				// both human: the closer they stand, the sooner they meet
				d := w.d(0, g.fig[mi.figs[0]], g.fig[mi.figs[1]])
				n.progress += 0.4 * wDefeat * e.near[min(d, unreachable)]
			}
		}
		if mi.kind != mkFrank && mi.kind != mkCreature {
			if len(mi.defColors) == 0 {
				n.unit[mi.defColor] += mi.m.DefeatStrength
			}
		}
	}
	return n
}

// taskShare is how much of mat m's task is done, 0 to 1.
func (e *evaluator) taskShare(g *game, m int8) float64 {
	mi := &e.w.mats[m]
	if g.taskDone(m) {
		return 1
	}
	switch mi.kind {
	case mkDracula:
		return float64(bits.OnesCount32(uint32(g.coffins))) / float64(len(mi.coffins))
	case mkInvisible:
		return float64(bits.OnesCount32(g.evidenceFilled())) / float64(len(mi.evidence))
	case mkCreature:
		return 1 - float64(e.boatNeed(int(g.boat), [3]int{}))/float64(e.boatNeed(0, [3]int{})+1)
	case mkWolf:
		return float64(bits.OnesCount32(g.cureFilled())) / float64(len(mi.cure)+1)
	case mkMummy:
		return 1 - min(1, float64(g.curseMoves())/curseMoves)
	case mkFrank:
		return float64(int(g.hum[0])+int(g.hum[1])) / float64(mi.m.HumanityMax+mi.m.BrideHumanityMax+1)
	}
	return 0
}

// boatNeed is how many items the boat needs from mark k once the best of
// cnt (items in hand by colour) are spent.
func (e *evaluator) boatNeed(k int, cnt [3]int) int {
	return int(e.boat[boatAt(k, cnt)])
}

// boatGain is what spending the best of cnt on the boat is worth.
func (e *evaluator) boatGain(n *needs, cnt [3]int) float64 {
	if n.boat == 0 {
		return 0
	}
	return wTask * float64(n.boat-e.boatNeed(n.mark, cnt)) / float64(e.boatNeed(0, [3]int{})+1)
}

// value judges the position for the heroes.
func (e *evaluator) value(g *game) float64 {
	n := e.needs(g)
	switch g.over {
	case goWin:
		return wWin - wTerror*float64(g.terror)
	case goTerror, goTime:
		return wLoss + 0.2*n.progress
	}
	h := e.holdings(g)
	v := n.progress + e.itemValue(g, h, &n) + e.standing(g, h, &n)
	v -= e.danger(g, h)
	for i := range e.w.pcards {
		if p := g.perk(i); p >= 0 && p < int16(g.nSeats) {
			v += wPerk
		}
	}
	if g.skipNext {
		v += wDawn
	}
	return v
}

// itemValue is what the items held are worth against what is needed,
// and what the useful items on the board are worth, less the farther
// the nearest hero stands from them.
func (e *evaluator) itemValue(g *game, h *holdings, n *needs) float64 {
	v := 0.0
	var short [3]int
	for c := range 3 {
		got := min(h.team[c], n.unit[c])
		v += wUnit*float64(got) + wSpare*float64(h.team[c]-got)
		short[c] = n.unit[c] - got
	}
	var ev uint32
	var cure [4]int
	for s := int8(0); s < g.nSeats; s++ {
		ev |= h.evidence[s]
		for k := 1; k <= 3; k++ {
			cure[k] += h.cure[s][k]
		}
		v += wGuard * float64(min(h.n[s], 3))
	}
	ev &= n.evidence
	v += wSlot * float64(bits.OnesCount32(ev))
	for k := 1; k <= 3; k++ {
		v += wSlot * float64(min(cure[k], n.cure[k]))
		cure[k] = n.cure[k] - min(cure[k], n.cure[k])
	}
	// the boat: what the items in hand would sail, and what one more of
	// each colour would add
	held := wHeld * e.boatGain(n, h.tcnt)
	v += held
	var boatMore [3]float64
	for c := range 3 {
		more := h.tcnt
		more[c]++
		boatMore[c] = wHeld*e.boatGain(n, more) - held
	}
	if n.lair && n.boat == 0 {
		for c := range 3 {
			if h.team[c] > 0 {
				v += wSlot
			}
		}
	}
	// items lying on the board, worth what they would add if picked up:
	// the nearest first, each meeting what those before it left unmet
	w := e.w
	evShort := n.evidence &^ ev
	var lying [64]int8 // token -> distance to the nearest hero, -1 none
	for t := range lying {
		lying[t] = -1
		if t >= len(w.toks) {
			continue
		}
		if sp := g.tok(t); sp >= 0 && int(sp) < w.n {
			lying[t] = int8(min(e.heroDist(g, int8(sp)), int(reach)))
		}
	}
	for d := int8(0); d < int8(reach); d++ {
		for t, td := range lying {
			if td != d {
				continue
			}
			ti := &w.itypes[w.toks[t].typ]
			c := ti.color
			got := min(int(ti.str), short[c])
			short[c] -= got
			worth := wUnit*float64(got) + boatMore[c]
			boatMore[c] = 0
			if c == blue && ti.str >= 1 && ti.str <= 3 && cure[ti.str] > 0 {
				cure[ti.str]--
				worth += wSlot
			}
			if m := w.kindMat[mkInvisible]; m >= 0 && evShort != 0 {
				for i, es := range w.mats[m].evidence {
					if es == ti.space && evShort&(1<<i) != 0 {
						evShort &^= 1 << i
						worth += wSlot
					}
				}
			}
			v += wLying * worth * e.near[d]
		}
	}
	return v
}

// heroDist is how far the nearest hero on the board stands from space sp.
func (e *evaluator) heroDist(g *game, sp int8) int {
	best := unreachable
	for s := int8(0); s < g.nSeats; s++ {
		if hs := g.heroes[s].space; hs >= 0 {
			best = min(best, e.w.d(0, hs, sp))
		}
	}
	return best
}

// standing is what the heroes' places are worth: each hero's best goal,
// the more the closer. A goal is a place where the hero can spend what
// they hold on a task or a defeat, or a villager to lead to safety.
func (e *evaluator) standing(g *game, h *holdings, n *needs) float64 {
	w := e.w
	v := 0.0
	for s := int8(0); s < g.nSeats; s++ {
		hs := g.heroes[s].space
		if hs < 0 {
			v -= wOffBoard
			continue
		}
		best := 0.0
		goal := func(sp int8, worth float64) {
			if sp < 0 {
				return
			}
			d := w.d(0, hs, sp)
			if w.spaces[sp].water {
				// the Creature in the water: wait beside it
				d = unreachable
				for _, nb := range w.all[sp] {
					if !w.spaces[nb].water {
						d = min(d, w.d(0, hs, nb)+1)
					}
				}
			}
			best = max(best, worth*e.near[min(d, unreachable)])
		}
		for m := range w.mats {
			if !g.matOn(int8(m)) {
				continue
			}
			e.goals(g, h, n, s, int8(m), goal)
		}
		for vl := range w.vils {
			if sp := g.vil(vl); sp >= 0 {
				goal(sp, wEscort)
			}
		}
		v += best
	}
	return v
}

// goals offers hero s's goals against mat m: where the hero can pay for
// an advance or a defeat with what they hold, and what that is worth.
func (e *evaluator) goals(g *game, h *holdings, n *needs, s int8, m int8, goal func(sp int8, worth float64)) {
	w := e.w
	mi := &w.mats[m]
	str := &h.str[s]
	done := g.taskDone(m)
	fig := g.fig[mi.figs[0]]
	switch mi.kind {
	case mkDracula:
		if !done && str[orColor(mi.coffColor, red)] >= mi.m.CoffinStrength {
			for i, c := range mi.coffins {
				if g.coffins&(1<<i) == 0 {
					goal(c, wGoal*wTask/float64(len(mi.coffins)))
				}
			}
		}
	case mkInvisible:
		if k := bits.OnesCount32(h.evidence[s] &^ g.evidenceFilled()); !done && k > 0 {
			goal(mi.task, wGoal*wTask*float64(k)/float64(len(mi.evidence)))
		}
	case mkCreature:
		if gain := e.boatGain(n, h.cnt[s]); !done && gain > 0 {
			goal(mi.task, wGoal*gain)
		}
		if done && str[red] > 0 && str[yellow] > 0 && str[blue] > 0 {
			goal(fig, wGoal*wDefeat)
		}
	case mkWolf:
		if !done {
			full := g.cureFilled()
			k := 0
			for i, v := range mi.cure {
				if full&(1<<i) == 0 && v >= 1 && v <= 3 && h.cure[s][v] > 0 {
					k++
				}
			}
			goal(mi.task, wGoal*wTask*float64(k)/float64(len(mi.cure)+1))
		} else if g.cure == s && str[mi.defColor] >= mi.m.DefeatStrength {
			goal(fig, wGoal*wDefeat)
		}
	case mkMummy:
		if k := min(str[orColor(mi.scarabColor, yellow)], g.curseMoves()); !done && k > 0 {
			goal(mi.task, wGoal*wTask*float64(k)/curseMoves)
		}
	case mkFrank:
		perPoint := wGoal * wTask / float64(mi.m.HumanityMax+mi.m.BrideHumanityMax+1)
		if k := min(str[orColor(mi.humColor[0], yellow)], mi.m.HumanityMax-int(g.hum[0])); k > 0 {
			goal(fig, perPoint*float64(k))
		}
		if k := min(str[orColor(mi.humColor[1], blue)], mi.m.BrideHumanityMax-int(g.hum[1])); k > 0 {
			goal(g.fig[mi.figs[1]], perPoint*float64(k))
		}
	}
	if done && mi.kind != mkFrank && mi.kind != mkCreature && mi.kind != mkWolf && str[mi.defColor] >= mi.m.DefeatStrength {
		goal(fig, wGoal*wDefeat)
	}
}

// danger is what the coming monster phase threatens: terror, villagers
// near a monster or far from safety, heroes with nothing to discard next to
// a monster.
func (e *evaluator) danger(g *game, h *holdings) float64 {
	w := e.w
	t := int(g.terror)
	top := w.c.Terror.Max
	v := wTerror * float64(t)
	if t >= top-1 {
		v += wBrink
	} else if t >= top-2 {
		v += wNearEnd
	}
	near := func(sp int8) int {
		best := unreachable
		for f := range w.figs {
			if g.figOn(int8(f)) {
				best = min(best, w.d(g.figGraph(int8(f)), g.fig[f], sp))
			}
		}
		return best
	}
	for vl := range w.vils {
		sp := g.vil(vl)
		if sp < 0 {
			continue
		}
		v += wVillager + wVilStep*float64(w.d(0, sp, w.vils[vl].safe))
		switch near(sp) {
		case 0, 1:
			v += 60
		case 2:
			v += 25
		case 3:
			v += 8
		}
	}
	for s := int8(0); s < g.nSeats; s++ {
		sp := g.heroes[s].space
		if sp < 0 || h.n[s] > 1 {
			continue
		}
		if d := near(sp); d <= 1 {
			v += 45 - 30*float64(h.n[s])
		}
	}
	return v
}
