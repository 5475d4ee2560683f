package hallsofhorror

import (
	"sync"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
)

// odds are the chances of a Search's cards, worked out exactly over every
// hand of the reward deck and kept, since the same rooms come up all game.
// The smart player counts the full deck: the discard pile is not in the
// view, and with 21 cards the difference is small.
type odds struct {
	mu    sync.Mutex
	cards [][]int8 // each reward card's symbols, as indices of symbolList
	found map[foundKey][]float64
	pairs map[int]float64
}

// foundKey names a Search of an ordinary room: its row's symbols (4 bits a
// slot), the slots covered and the cards drawn. The slot found depends on
// nothing else.
type foundKey struct {
	row     uint32
	covered uint8
	n       int8
}

// newOdds is the odds of content c's reward deck, none worked out yet.
func newOdds(c *hh.Content) *odds {
	o := &odds{found: map[foundKey][]float64{}, pairs: map[int]float64{}}
	if c == nil {
		return o
	}
	for _, r := range c.Rewards {
		var syms []int8
		for _, x := range r.Symbols {
			if i := symbolIndex(x); i >= 0 {
				syms = append(syms, int8(i))
			}
		}
		o.cards = append(o.cards, syms)
	}
	return o
}

// symbolIndex is x's place in symbolList, -1 for blank or unknown.
func symbolIndex(x string) int {
	for i, y := range symbolList {
		if x == y {
			return i
		}
	}
	return -1
}

// hands calls leaf with the symbol counts of every hand of n cards.
func (o *odds) hands(n int, leaf func(counts *[8]int8)) {
	var counts [8]int8
	m := len(o.cards)
	var rec func(start, left int)
	rec = func(start, left int) {
		if left == 0 {
			leaf(&counts)
			return
		}
		for i := start; i <= m-left; i++ {
			for _, x := range o.cards[i] {
				counts[x]++
			}
			rec(i+1, left-1)
			for _, x := range o.cards[i] {
				counts[x]--
			}
		}
	}
	rec(0, min(n, m))
}

// slots is the chance that a Search of n cards finds each slot of row, with
// the chance of nothing last (the rule of choose).
func (o *odds) slots(row []hh.Slot, covered uint8, n int) []float64 {
	n = min(max(n, 1), len(o.cards))
	key := foundKey{covered: covered, n: int8(n)}
	// The candidates: the left-most available slot of each symbol.
	var cand []int
	var seen uint32
	for j, sl := range row {
		x := symbolIndex(sl.Symbol)
		key.row |= uint32(x+1) << (4 * j)
		if x < 0 || covered&(1<<j) != 0 || seen&(1<<x) != 0 {
			continue
		}
		seen |= 1 << x
		cand = append(cand, j)
	}
	keep := len(row) <= maxSlots // the key holds no more
	o.mu.Lock()
	defer o.mu.Unlock()
	if p, ok := o.found[key]; ok && keep {
		return p
	}
	tally := make([]float64, len(row)+1)
	total := 0.0
	o.hands(n, func(counts *[8]int8) {
		best, bestN := len(row), int8(0)
		for _, j := range cand {
			if k := counts[symbolIndex(row[j].Symbol)]; k > bestN {
				best, bestN = j, k
			}
		}
		tally[best]++
		total++
	})
	for j := range tally {
		tally[j] /= total
	}
	if keep {
		o.found[key] = tally
	}
	return tally
}

// pair is the chance that n cards hold two showing the same symbol.
func (o *odds) pair(n int) float64 {
	n = min(max(n, 1), len(o.cards))
	o.mu.Lock()
	defer o.mu.Unlock()
	if p, ok := o.pairs[n]; ok {
		return p
	}
	hit, total := 0.0, 0.0
	o.hands(n, func(counts *[8]int8) {
		for _, k := range counts {
			if k > 1 {
				hit++
				break
			}
		}
		total++
	})
	o.pairs[n] = hit / total
	return o.pairs[n]
}

// binomial is the chance of each number of successes among n dice that
// each succeed with chance p.
func binomial(n int, p float64) []float64 {
	out := make([]float64, n+1)
	for k := range out {
		q := float64(binom(n, k))
		for range k {
			q *= p
		}
		for range n - k {
			q *= 1 - p
		}
		out[k] = q
	}
	return out
}

// faceOdds is the chance one die shows low or more.
func faceOdds(low int) float64 { return float64(min(max(7-low, 0), 6)) / 6 }

// beats is the chance that a roll of a dice at chance pa shows more
// successes than one of b dice at chance pb; ties is the chance they are
// equal.
func beats(a int, pa float64, b int, pb float64) (win, tie float64) {
	x, y := binomial(a, pa), binomial(b, pb)
	for i, px := range x {
		for j, py := range y {
			switch {
			case i > j:
				win += px * py
			case i == j:
				tie += px * py
			}
		}
	}
	return win, tie
}
