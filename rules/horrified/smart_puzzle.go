package horrified

import (
	"math/bits"
	"slices"
	"sync"
)

// What the smart player knows of the two tasks that are puzzles: how many
// scarab moves the Mummy's curse still needs, and how few items can still
// sail the Creature's boat to the lair.

// scarabDist[rank(arrangement)] is the fewest slides that bring every
// scarab home, whatever their faces; built once, on first use.
var (
	scarabOnce sync.Once
	scarabDist []int8
)

// scarabRank numbers an arrangement of the seven spots (0 for the empty
// one) from 0 to 7!-1.
func scarabRank(a *[7]int8) int {
	r := 0
	for i := 0; i < 7; i++ {
		smaller := 0
		for j := i + 1; j < 7; j++ {
			if a[j] < a[i] {
				smaller++
			}
		}
		r = r*(7-i) + smaller
	}
	return r
}

// buildScarabDist walks every arrangement back from the solved one: a
// slide undone is a slide, so the distance either way is the same.
func buildScarabDist() {
	scarabDist = make([]int8, 5040)
	for i := range scarabDist {
		scarabDist[i] = -1
	}
	solved := [7]int8{1, 2, 3, 4, 5, 6, 0}
	scarabDist[scarabRank(&solved)] = 0
	queue := [][7]int8{solved}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		d := scarabDist[scarabRank(&a)]
		empty := 0
		for i, x := range a {
			if x == 0 {
				empty = i
			}
		}
		for i := range a {
			if i == empty || !scarabAdj(i, empty) {
				continue
			}
			b := a
			b[empty], b[i] = b[i], 0
			if k := scarabRank(&b); scarabDist[k] < 0 {
				scarabDist[k] = d + 1
				queue = append(queue, b)
			}
		}
	}
}

// curseMoves is how many scarab moves the Mummy's curse still needs: the
// slides home, and one flip for each scarab lying face down.
func (g *game) curseMoves() int {
	scarabOnce.Do(buildScarabDist)
	a := g.scarab
	for _, x := range a {
		if x < 0 || x > 6 {
			return 0 // not the Mummy's puzzle as this table knows it
		}
	}
	return int(scarabDist[scarabRank(&a)]) + bits.OnesCount8(g.scarabDown)
}

// boatCap is how many items of one colour boatPlan counts.
const boatCap = 3

// boatPlan is, for each mark of the Creature's boat track (0 the start) and
// each count of red, yellow and blue items in hand (up to boatCap), the
// fewest items still needed to sail on to the lair once the best of those
// in hand are spent. Index: boatAt(mark, counts).
func (w *world) boatPlan() []int8 {
	track := w.mats[w.kindMat[mkCreature]].boat
	n := len(track)
	next := func(k int, c int8) int {
		if j := slices.Index(track[k:], c); j >= 0 {
			return k + j + 1
		}
		return -1
	}
	// need[k]: the fewest items from mark k with none in hand
	need := make([]int, n+1)
	for k := n - 1; k >= 0; k-- {
		need[k] = unreachable
		for c := int8(0); c < 3; c++ {
			if j := next(k, c); j >= 0 {
				need[k] = min(need[k], 1+need[j])
			}
		}
	}
	plan := make([]int8, (n+1)*boatStride)
	for k := n; k >= 0; k-- {
		for r := range boatCap + 1 {
			for y := range boatCap + 1 {
				for b := range boatCap + 1 {
					cnt := [3]int{r, y, b}
					best := need[k]
					for c := int8(0); c < 3 && k < n; c++ {
						if j := next(k, c); j >= 0 && cnt[c] > 0 {
							less := cnt
							less[c]--
							best = min(best, int(plan[boatAt(j, less)]))
						}
					}
					plan[boatAt(k, cnt)] = int8(best)
				}
			}
		}
	}
	return plan
}

const boatStride = (boatCap + 1) * (boatCap + 1) * (boatCap + 1)

// boatAt indexes boatPlan: mark k with counts of items by colour in hand.
func boatAt(k int, cnt [3]int) int {
	return k*boatStride + (min(cnt[0], boatCap)*(boatCap+1)+min(cnt[1], boatCap))*(boatCap+1) + min(cnt[2], boatCap)
}
