package att

import (
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
