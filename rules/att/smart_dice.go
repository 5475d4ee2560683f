package att

import (
	"math"
	"sync"

	ba "github.com/hauntgames/haunt/boards/att"
)

// The smart player's dice odds: how likely the dice are to make an
// encounter's combination with the re-rolls and Focus left, when each
// re-roll keeps the dice of the most promising way to make it and takes
// the rest. The odds are exact for that way of re-rolling (every outcome
// counted with its weight, none sampled), so they are a pure function of
// the position and are remembered from one game to the next.
//
// Positions are counted in a short form: a die that cannot help (below
// the combination's lowest face, or a second die of a face a run already
// has) is "junk", face 0, since any junk die is as good as another.

// A die's class says how a re-roll may take it. A die a focused re-roll
// takes for nothing (a Luck die) counts as one taken for Focus, with the
// Focus it saves added to the budget (see freeFocus): the odds stay close
// and the positions to count stay few.
const (
	dFixed   = iota // never re-rolled (a Panic die)
	dPaid           // a focused re-roll takes it (basic, Luck, Revelation)
	dWild           // only an unfocused re-roll takes it (a Feat die)
	nClasses        // how many classes there are
)

// keepOrder is the order dice are kept in: those a focused re-roll could
// not take first.
var keepOrder = [nClasses]int{dFixed, dWild, dPaid}

// maxRerolls bounds the re-rolls the odds look ahead: a third comes only
// from cards, and counting it costs more than it tells.
const maxRerolls = 2

// dice counts dice by class and face; face 0 counts the junk.
type dice [nClasses][7]int8

// faces counts the dice by face, whatever their class.
func (d *dice) faces() (n [7]int8) {
	for c := range nClasses {
		for f := range 7 {
			n[f] += d[c][f]
		}
	}
	return n
}

// classOf is the class of a kind of die.
func classOf(k ba.DieKind) int {
	switch {
	case !k.Rerollable:
		return dFixed
	case k.FocusReroll:
		return dPaid
	}
	return dWild
}

// freeFocus is the Focus that free focused re-rolls of n such dice stand
// for over the re-rolls left.
func freeFocus(n, rerolls int8) int8 { return n * min(rerolls, maxRerolls) }

// need is a combination to make: a run or not, the lowest face and the
// fewest dice (1 for a high die, 2 for a pair).
type need struct {
	run       bool
	min, size int8
}

func needOf(c ba.Combo) need {
	q := need{run: c.Kind == ba.Run, min: int8(max(c.Min, 1)), size: int8(max(c.Size, 3))}
	switch c.Kind {
	case ba.High:
		q.size = 1
	case ba.Pair:
		q.size = 2
	}
	return q
}

// face is what face f counts as for q: itself, or junk.
func (q need) face(f int8) int8 {
	if f < q.min {
		return 0
	}
	return f
}

// junk puts d in short form for q: faces below the lowest are junk, and
// for a run so is every die of a face but one (the one kept is of the
// class keepOrder keeps first).
func (q need) junk(d *dice) {
	for c := range nClasses {
		for f := int8(1); f < q.min; f++ {
			d[c][0] += d[c][f]
			d[c][f] = 0
		}
	}
	if !q.run {
		return
	}
	for f := q.min; f <= 6; f++ {
		seen := false
		for _, c := range keepOrder {
			if d[c][f] == 0 {
				continue
			}
			extra := d[c][f]
			if !seen {
				extra--
				seen = true
			}
			d[c][f] -= extra
			d[c][0] += extra
		}
	}
}

// canon is junk, and for a high die, a pair or a block the faces that
// count sorted by their dice, most on the highest face: those faces are
// alike for such a combination, so positions that differ only in which
// of them shows what have the same odds.
func (q need) canon(d *dice) {
	q.junk(d)
	if q.run {
		return
	}
	type col struct{ c [nClasses]int8 }
	var cols [7]col
	k := 0
	for f := q.min; f <= 6; f++ {
		for c := range nClasses {
			cols[k].c[c] = d[c][f]
		}
		k++
	}
	// Most dice first, then by class: an insertion sort of a few columns.
	heavier := func(a, b col) bool {
		ta, tb := a.c[0]+a.c[1]+a.c[2], b.c[0]+b.c[1]+b.c[2]
		if ta != tb {
			return ta > tb
		}
		return a.c[dFixed] > b.c[dFixed] || a.c[dFixed] == b.c[dFixed] && a.c[dWild] > b.c[dWild]
	}
	for i := 1; i < k; i++ {
		for j := i; j > 0 && heavier(cols[j], cols[j-1]); j-- {
			cols[j], cols[j-1] = cols[j-1], cols[j]
		}
	}
	for i := range k {
		for c := range nClasses {
			d[c][6-i] = cols[i].c[c]
		}
	}
}

// met reports whether dice showing n make q.
func (q need) met(n *[7]int8) bool {
	if q.run {
		run := int8(0)
		for f := q.min; f <= 6; f++ {
			if n[f] > 0 {
				run++
				if run >= q.size {
					return true
				}
			} else {
				run = 0
			}
		}
		return false
	}
	for f := q.min; f <= 6; f++ {
		if n[f] >= q.size {
			return true
		}
	}
	return false
}

// short reports whether q lacks a single die that another die of n,
// turned to any face, would give.
func (q need) short(n *[7]int8) bool {
	total := int8(0)
	for _, x := range n {
		total += x
	}
	if q.run {
		for s := q.min; s+q.size-1 <= 6; s++ {
			missing := int8(0)
			for f := s; f < s+q.size; f++ {
				if n[f] == 0 {
					missing++
				}
			}
			if missing == 1 && total >= q.size {
				return true
			}
		}
		return false
	}
	for f := q.min; f <= 6; f++ {
		if n[f] == q.size-1 && total >= q.size {
			return true
		}
	}
	return false
}

// targets lists the most promising ways of making q with dice showing n,
// each as the faces it needs: the runs that have the most of their faces
// already, or the face (the highest of those) that has the most dice for
// a high die, a pair or a block.
func (q need) targets(n *[7]int8) [][7]int8 {
	var out [][7]int8
	if q.run {
		most := int8(-1)
		for s := q.min; s+q.size-1 <= 6; s++ {
			var t [7]int8
			have := int8(0)
			for f := s; f < s+q.size; f++ {
				t[f] = 1
				have += min(n[f], 1)
			}
			if have > most {
				out, most = out[:0], have
			}
			if have == most {
				out = append(out, t)
			}
		}
		return out
	}
	best := q.min
	for f := q.min; f <= 6; f++ {
		if n[f] >= n[best] {
			best = f
		}
	}
	var t [7]int8
	t[best] = q.size
	return append(out, t)
}

// outcome is one way fresh dice may fall, in short form, and its
// probability.
type outcome struct {
	n [7]int8
	p float64
}

// maxDice bounds a roll of one class: more than the box holds.
const maxDice = 10

// rollTable lists every way m dice may fall, as counts by face, made
// once when first asked.
var rollTable = sync.OnceValue(func() (out [maxDice + 1][]outcome) {
	fact := [maxDice + 1]float64{1}
	for i := 1; i <= maxDice; i++ {
		fact[i] = fact[i-1] * float64(i)
	}
	for m := range maxDice + 1 {
		all := math.Pow(6, float64(m))
		var walk func(f, left int, n [7]int8, w float64)
		walk = func(f, left int, n [7]int8, w float64) {
			if f == 6 {
				n[6] = int8(left)
				out[m] = append(out[m], outcome{n, fact[m] / (w * fact[left]) / all})
				return
			}
			for k := 0; k <= left; k++ {
				n[f] = int8(k)
				walk(f+1, left-k, n, w*fact[k])
			}
		}
		walk(1, m, [7]int8{}, 1)
	}
	return out
})

// rollKey names a table of rolls in short form.
type rollKey struct {
	m int8
	q need
}

// oddsKey is a rolled position the odds remember.
type oddsKey struct {
	d       dice
	rerolls int8
	focus   int8
	set     bool
	q       need
}

// startKey is a pool about to be rolled.
type startKey struct {
	pool    [nClasses]int8
	rerolls int8
	focus   int8
	set     bool
	q       need
}

// odds remembers the chance of making a combination from each position,
// rolled (memo) or not yet (start), and the rolls in short form.
type odds struct {
	memo  map[oddsKey]float64
	start map[startKey]float64
	short map[rollKey][]outcome
}

// memoCap bounds what odds remembers; past it, it starts again.
const memoCap = 1 << 19

// rolls lists how m dice may fall in short form for q.
func (o *odds) rolls(m int8, q need) []outcome {
	m = min(m, maxDice)
	k := rollKey{m, q}
	if r, ok := o.short[k]; ok {
		return r
	}
	if o.short == nil {
		o.short = map[rollKey][]outcome{}
	}
	at := map[[7]int8]int{}
	var out []outcome
	for _, x := range rollTable()[m] {
		d := dice{dPaid: x.n}
		q.junk(&d)
		if i, ok := at[d[dPaid]]; ok {
			out[i].p += x.p
			continue
		}
		at[d[dPaid]] = len(out)
		out = append(out, outcome{d[dPaid], x.p})
	}
	o.short[k] = out
	return out
}

// reroll is one re-roll: the dice it takes (short form), the Focus it
// costs, and whether it is the unfocused one.
type reroll struct {
	take  dice
	focus int8
	all   bool
}

// done reports whether d makes q now, or with the set card at hand.
func (q need) done(d *dice, set bool) bool {
	n := d.faces()
	return q.met(&n) || set && q.short(&n)
}

// chance is the probability of making q from the rolled dice d (short
// form) with the re-rolls and Focus left, re-rolling as best.
func (o *odds) chance(d dice, rerolls, focus int8, set bool, q need) float64 {
	if q.done(&d, set) {
		return 1
	}
	if rerolls <= 0 {
		return 0
	}
	key := oddsKey{d, min(rerolls, maxRerolls), min(focus, count(d[dPaid])), set, q}
	if p, ok := o.memo[key]; ok {
		return p
	}
	p, _ := o.plan(d, key.rerolls, key.focus, set, q)
	if o.memo == nil || len(o.memo) >= memoCap {
		o.memo = map[oddsKey]float64{}
	}
	o.memo[key] = p
	return p
}

// plan is the re-roll that best makes q from the rolled dice d (short
// form), and the chance it gives; nil when none beats stopping.
func (o *odds) plan(d dice, rerolls, focus int8, set bool, q need) (float64, *reroll) {
	q.junk(&d)
	if q.done(&d, set) {
		return 1, nil
	}
	if rerolls <= 0 {
		return 0, nil
	}
	focus = min(focus, count(d[dPaid]))
	bestP, bestR := 0.0, (*reroll)(nil)
	for _, r := range o.choices(&d, focus, q) {
		if p := o.after(&d, r, min(rerolls, maxRerolls), focus, set, q); p > bestP+1e-12 {
			bestP, bestR = p, &r
		}
	}
	return bestP, bestR
}

// after is the chance of making q once re-roll r is made.
func (o *odds) after(d *dice, r reroll, rerolls, focus int8, set bool, q need) float64 {
	var kept dice
	for c := range nClasses {
		for f := range 7 {
			kept[c][f] = d[c][f] - r.take[c][f]
		}
	}
	total := 0.0
	for _, b := range o.rolls(count(r.take[dPaid]), q) {
		for _, c := range o.rolls(count(r.take[dWild]), q) {
			n := kept
			for f := range 7 {
				n[dPaid][f] += b.n[f]
				n[dWild][f] += c.n[f]
			}
			if rerolls == 1 {
				// The last re-roll: the dice make it or not, no need to
				// put them in short form.
				if q.done(&n, set) {
					total += b.p * c.p
				}
				continue
			}
			q.canon(&n)
			total += b.p * c.p * o.chance(n, rerolls-1, focus-r.focus, set, q)
		}
	}
	return total
}

func count(n [7]int8) int8 {
	s := int8(0)
	for _, x := range n {
		s += x
	}
	return s
}

// choices lists the re-rolls worth weighing: for each promising way of
// making q, a focused re-roll of the dice it does not need (as many as the
// Focus pays for, junk first), and the unfocused re-roll of every die that
// may be re-rolled.
func (o *odds) choices(d *dice, focus int8, q need) []reroll {
	var out []reroll
	n := d.faces()
	for _, t := range q.targets(&n) {
		spare := *d
		for f := 1; f <= 6; f++ {
			want := t[f]
			for _, c := range keepOrder {
				k := min(want, spare[c][f])
				spare[c][f] -= k
				want -= k
			}
		}
		r := reroll{}
		left := focus
		for f := 0; f <= 6 && left > 0; f++ {
			k := min(left, spare[dPaid][f])
			r.take[dPaid][f] = k
			left -= k
		}
		r.focus = focus - left
		if count(r.take[dPaid]) == 0 || containsReroll(out, r) {
			continue
		}
		out = append(out, r)
	}
	all := reroll{all: true}
	all.take[dPaid], all.take[dWild] = d[dPaid], d[dWild]
	if count(all.take[dPaid])+count(all.take[dWild]) > 0 {
		out = append(out, all)
	}
	return out
}

func containsReroll(rs []reroll, r reroll) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// before is the chance of making q with a pool of dice (how many of each
// class) not rolled yet. A die only an unfocused re-roll takes counts as
// one a focused re-roll takes: pools then come in few shapes, whose odds
// are worked out once, and the difference is small beside the choices
// they weigh (which location, which card on the pool).
func (o *odds) before(pool [nClasses]int8, rerolls, focus int8, set bool, q need) float64 {
	pool[dPaid] += pool[dWild]
	pool[dWild] = 0
	key := startKey{pool, min(rerolls, maxRerolls), min(focus, pool[dPaid]), set, q}
	if p, ok := o.start[key]; ok {
		return p
	}
	total := 0.0
	for _, a := range o.rolls(pool[dFixed], q) {
		for _, b := range o.rolls(pool[dPaid], q) {
			for _, c := range o.rolls(pool[dWild], q) {
				d := dice{a.n, b.n, c.n}
				q.canon(&d)
				total += a.p * b.p * c.p * o.chance(d, key.rerolls, key.focus, set, q)
			}
		}
	}
	if o.start == nil || len(o.start) >= memoCap {
		o.start = map[startKey]float64{}
	}
	o.start[key] = total
	return total
}
