package att

import (
	"slices"
	"strconv"

	ba "github.com/hauntgames/haunt/boards/att"
)

// A combination the dice can make: kind, face (the lowest face of a run)
// and the number of dice.
type combo struct {
	kind string
	face int
	size int
}

// id is the typeable part of a spending choice: "high 5", "pair 4",
// "block 4x3" (three 4s), "run 2-5".
func (c combo) id() string {
	f := strconv.Itoa(c.face)
	switch c.kind {
	case ba.High, ba.Pair:
		return c.kind + " " + f
	case ba.Block:
		return "block " + f + "x" + strconv.Itoa(c.size)
	}
	return "run " + f + "-" + strconv.Itoa(c.face+c.size-1)
}

func (c combo) words() string {
	f := strconv.Itoa(c.face)
	switch c.kind {
	case ba.High:
		return "a " + f
	case ba.Pair:
		return "a pair of " + f + "s"
	case ba.Block:
		return "a block of " + strconv.Itoa(c.size) + " " + f + "s"
	}
	return "a run " + f + " to " + strconv.Itoa(c.face+c.size-1)
}

// faces lists the faces the combination uses.
func (c combo) faces() []int {
	out := make([]int, c.size)
	for i := range out {
		if c.kind == ba.Run {
			out[i] = c.face + i
		} else {
			out[i] = c.face
		}
	}
	return out
}

// combosFor lists every way the dice counted in cnt (cnt[f] dice show f)
// meet requirement req: each die at most once, runs and blocks of any length
// from the requirement's size up.
func combosFor(cnt [7]int, req ba.Combo) []combo {
	var out []combo
	lo := max(req.Min, 1)
	switch req.Kind {
	case ba.High:
		for f := lo; f <= 6; f++ {
			if cnt[f] >= 1 {
				out = append(out, combo{ba.High, f, 1})
			}
		}
	case ba.Pair:
		for f := lo; f <= 6; f++ {
			if cnt[f] >= 2 {
				out = append(out, combo{ba.Pair, f, 2})
			}
		}
	case ba.Block:
		for f := lo; f <= 6; f++ {
			for s := max(req.Size, 3); s <= cnt[f]; s++ {
				out = append(out, combo{ba.Block, f, s})
			}
		}
	case ba.Run:
		for f := lo; f <= 6; f++ {
			for l := 1; f+l-1 <= 6 && cnt[f+l-1] > 0; l++ {
				if l >= max(req.Size, 3) {
					out = append(out, combo{ba.Run, f, l})
				}
			}
		}
	}
	return out
}

// counts is how many dice of each face the combination uses.
func (c combo) counts() [7]int {
	var n [7]int
	for _, f := range c.faces() {
		n[f]++
	}
	return n
}

// within reports whether every die of a is also in b.
func within(a, b [7]int) bool {
	for f := range a {
		if a[f] > b[f] {
			return false
		}
	}
	return true
}

// spend is one way to spend dice: a combination for the encounter (res
// -1) or for resource res, and what it pays (tokens; 1, the card, for the
// encounter).
type spend struct {
	combo
	res, pay int
}

// spends lists every spend the dice allow: all[f] dice left show f, res[f]
// of them count toward resources; enc is the encounter's combination (nil
// when there is none to overcome), rows the Scenario card, bank what the
// bank can pay of each resource. A resource the bank is out of is left
// out: dice are never spent for nothing.
func spends(all, res [7]int, enc *ba.Combo, rows []ba.ScenarioRow, bank [nRes]int) []spend {
	var out []spend
	if enc != nil {
		for _, x := range combosFor(all, *enc) {
			out = append(out, spend{x, -1, 1})
		}
	}
	for _, row := range rows {
		r := resIndex(row.Resource)
		if bank[r] <= 0 {
			continue
		}
		for _, x := range combosFor(res, row.Combo) {
			if s := (spend{x, r, min(x.size, bank[r])}); !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// worthTaking drops the spends no player should take, each beaten by
// another of the same kind (the encounter, or one resource) in the list;
// res[f] of the dice left show f and count toward resources:
//
//   - one that uses only some of its dice and pays as much, so the other
//     dice would be wasted: a longer run than the encounter asks for, or a
//     block of three 4s for 2 Focus when the bank has 2 left;
//   - one that uses all its dice and more, each die more paying a token
//     more, when the dice it leaves could pay only in the same resource
//     and only among themselves: treasure for a run 1-3 beside a run 1-6,
//     when the 4, 5 and 6 could pay no other resource. A die never pays
//     more than one token, so the larger spend pays at least what the
//     smaller one and those dice would. The encounter is no reason to keep
//     the smaller one: spends can be made in any order, and the encounter
//     can be overcome first.
//
// The spends dropped stay legal (see rules.Prompt.Unlisted): beaten is
// what they are.
func worthTaking(all []spend, res [7]int) (keep, beaten []spend) {
	for _, x := range all {
		if slices.ContainsFunc(all, func(y spend) bool { return beats(y, x, all, res) }) {
			beaten = append(beaten, x)
		} else {
			keep = append(keep, x)
		}
	}
	return keep, beaten
}

// beats reports whether spend y makes x not worth taking (see worthTaking).
func beats(y, x spend, all []spend, res [7]int) bool {
	if y.res != x.res {
		return false
	}
	cx, cy := x.counts(), y.counts()
	switch {
	case cx == cy:
		return false
	case within(cy, cx):
		return y.pay >= x.pay
	case within(cx, cy) && y.pay-x.pay >= y.size-x.size:
		// The dice y uses more (extra), and what else x would leave (left).
		var extra, left [7]int
		for f := range cx {
			extra[f], left[f] = cy[f]-cx[f], res[f]-cx[f]
		}
		return !slices.ContainsFunc(all, func(z spend) bool {
			cz := z.counts()
			return z.res >= 0 && within(cz, left) && touches(cz, extra) && (z.res != x.res || !within(cz, extra))
		})
	}
	return false
}

// touches reports whether a and b share a face.
func touches(a, b [7]int) bool {
	for f := range a {
		if a[f] > 0 && b[f] > 0 {
			return true
		}
	}
	return false
}
