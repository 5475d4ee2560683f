package att

import (
	"strconv"
	"strings"

	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

var itoa = strconv.Itoa

// banks splits the locations into the two rows of the river: the left bank
// above, the right bank below (by slot order when the banks are uneven).
func (f *frame) banks() (top, bottom []int) {
	for i, l := range f.v.Locations {
		if l.Bank == "left" {
			top = append(top, i)
		} else {
			bottom = append(bottom, i)
		}
	}
	if len(top) == 0 || len(bottom) == 0 || len(top) > 4 || len(bottom) > 4 {
		top, bottom = top[:0], bottom[:0]
		n := len(f.v.Locations)
		for i := range n {
			if i < (n+1)/2 {
				top = append(top, i)
			} else {
				bottom = append(bottom, i)
			}
		}
	}
	return top, bottom
}

// river draws the six locations in two rows with the river between them:
// boxes of inner lines when inner >= 4, a heading and inner lines otherwise.
func (f *frame) river(w, inner int) []line {
	top, bottom := f.banks()
	var out []line
	out = append(out, f.locRow(top, w, inner)...)
	out = append(out, f.riverLine(w))
	out = append(out, f.locRow(bottom, w, inner)...)
	return out
}

func (f *frame) riverLine(w int) line {
	v := f.v
	l := line{{"≈≈ ", cWater}, {"RIVERBOAT ", cLoc}}
	if len(v.Riverboat) > 0 {
		l = append(l, f.pawns(v.Riverboat)...)
	} else {
		l = append(l, seg{"—", cSubtle})
	}
	l = append(l, seg{" ", cNone})
	r := line{{" ", cNone}, {"TRADING POST ", cLoc}}
	if len(v.TradingPost.Pawns) > 0 {
		r = append(r, f.pawns(v.TradingPost.Pawns)...)
	} else {
		r = append(r, seg{"—", cSubtle})
	}
	r = append(r, seg{" ≈≈", cWater})
	fill := w - l.Width() - r.Width()
	if fill < 3 {
		return l.Fit(w)
	}
	mid := strings.Repeat("≈", fill/2-1) + "»" + strings.Repeat("≈", fill-fill/2)
	return append(append(l, seg{mid, cWater}), r...)
}

// locRow draws one bank's locations side by side, each a spot (At).
func (f *frame) locRow(idx []int, w, inner int) []line {
	n := len(idx)
	if n == 0 {
		return nil
	}
	gap := 1
	bw := (w - gap*(n-1)) / n
	boxed := inner >= 4
	h := inner + 1
	if boxed {
		h = inner + 2
	}
	rows := make([]line, h)
	for k, li := range idx {
		var cell []line
		if boxed {
			cell = f.locBox(li, bw, inner)
		} else {
			cell = f.locFlat(li, bw, inner)
		}
		for r := range h {
			if k > 0 {
				rows[r] = append(rows[r], seg{canvas.Spaces(gap), cNone})
			}
			var c line
			if r < len(cell) {
				c = cell[r]
			}
			if !boxed {
				c = c.Pad(bw) // a box's rows are bw wide already
			}
			rows[r] = append(rows[r], locSpot(li))
			rows[r] = append(rows[r], c...)
			rows[r] = append(rows[r], canvas.Spot(mEnd))
		}
	}
	return rows
}

func (f *frame) locSelected(l ra.LocationView) bool { return f.sel.place(l.ID) }

// locHead is a location's name with its slot: "1 Accursed Shrine", with
// "▶ ◀" round it when the choice under the cursor goes there and "⚑" when
// an event lies over its action.
func (f *frame) locHead(l ra.LocationView) line {
	name := itoa(l.Slot) + " " + l.Name
	var h line
	if f.locSelected(l) {
		h = line{{"▶" + name + "◀", cSel}}
	} else {
		h = line{{itoa(l.Slot) + " ", cSubtle}, {l.Name, cLoc}}
	}
	if l.Event != nil {
		h = append(h, seg{" ⚑", cEvent})
	}
	return h
}

// locBody is what lies at a location in w cells. With an encounter: its
// name and secrets, its types, its combination, the tokens and pawns, then
// what the location does (its action, or the event lying over it). Without
// one, what it does comes second, in up to room lines, the last cut with
// "…" when it goes on.
func (f *frame) locBody(l ra.LocationView, w, room int) []line {
	does := line{{"↳ " + l.Action, cSubtle}}
	if ev := l.Event; ev != nil {
		does = line{{"⚑ " + ev.Name, cEvent}}
		if ev.Text != "" {
			does = append(does, seg{": " + ev.Text, cSubtle})
		}
	}
	tok := f.tokensPawns(l, w)
	e := l.Encounter
	if e == nil {
		out := []line{{{"— no encounter —", cSubtle}}}
		var groups []line
		for _, s := range does {
			groups = append(groups, canvas.Words(s.Text, s.Look)...)
		}
		ls := wrapSegs(groups, "", "  ", " ", w)
		if room = max(room, 1); len(ls) > room {
			last := ls[room-1]
			for _, l := range ls[room:] {
				last = append(append(last, seg{" ", cNone}), l[1:]...)
			}
			ls = append(ls[:room-1], last.Fit(w))
		}
		for len(ls) < room {
			ls = append(ls, nil)
		}
		return append(append(out, ls...), tok)
	}
	// The secrets go on the right of the name, or of the types when the
	// name needs the whole line.
	head := line{{"[" + tierLetter(e.Tier) + "] ", tierLook(e.Tier)}, {e.Name, cNone}}
	sec := seg{" ✦" + itoa(e.Secrets), cSecret}
	secOnTypes := head.Width()+canvas.Width(sec.Text) > w && head.Width() <= w
	if !secOnTypes {
		head = rightAlign(head, line{sec}, w)
	}
	var types line
	for i, t := range e.Types {
		if i > 0 {
			types = append(types, seg{" ", cNone})
		}
		types = append(types, seg{t, resLook(typeRes(t))})
	}
	switch e.Kind {
	case "revelation":
		types = append(types, seg{" ✧revelation", cDieR})
	case "warning":
		types = append(types, seg{" ⚠warning", cOrange})
	}
	if len(types) == 0 {
		types = line{{"no type", cSubtle}}
	}
	if secOnTypes {
		types = rightAlign(types, line{sec}, w)
	}
	combo := line{{e.Combo, cNone}}
	if w >= 30 {
		combo = line{{"need ", cSubtle}, {e.Combo, cNone}}
	}
	return []line{head, types, combo, tok, does}
}

// tokensPawns is the tokens lying at a location on the left and its pawns
// (and who it is foreshadowed for) on the right.
func (f *frame) tokensPawns(l ra.LocationView, w int) line {
	var left line
	for _, r := range resOrder {
		if n := l.Tokens[r]; n > 0 {
			if len(left) == 0 {
				left = append(left, seg{"◆", cSubtle})
			} else {
				left = append(left, seg{" ", cNone})
			}
			left = append(left, seg{resAbbr(r) + itoa(n), resLook(r)})
		}
	}
	var right line
	if l.Foreshadowed >= 0 && f.seatIndex(l.Foreshadowed) >= 0 {
		right = append(right, seg{"⌖", cEvent}, f.who(l.Foreshadowed))
	}
	if len(l.Pawns) > 0 {
		if len(right) > 0 {
			right = append(right, seg{" ", cNone})
		}
		right = append(right, f.pawns(l.Pawns)...)
	}
	if len(right) == 0 {
		return left
	}
	return rightAlign(left, right, w)
}

// rightAlign is left then right in w cells, right against the right edge,
// left cut to leave it room.
func rightAlign(left, right line, w int) line {
	left = left.Fit(max(w-right.Width()-1, 0))
	if pad := w - left.Width() - right.Width(); pad > 0 {
		left = append(left, seg{canvas.Spaces(pad), cNone})
	}
	return append(left, right...)
}

// locBox draws one location as a box bw wide with inner lines inside; a
// double frame marks the one the choice under the cursor goes to.
func (f *frame) locBox(li, bw, inner int) []line {
	l := f.v.Locations[li]
	tl, tr, bl, br, hz, vt := "╭", "╮", "╰", "╯", "─", "│"
	look := cSubtle
	if f.locSelected(l) {
		tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
		look = cCur
	}
	iw := max(bw-2, 1)
	head := f.locHead(l).Fit(max(iw-2, 1))
	top := line{{tl + hz, look}}
	top = append(top, head...)
	if fill := bw - 1 - top.Width(); fill > 0 {
		top = append(top, seg{strings.Repeat(hz, fill), look})
	}
	top = append(top, seg{tr, look})
	out := []line{top}
	body := f.locBody(l, iw, inner-2)
	for r := range inner {
		var c line
		if r < len(body) {
			c = body[r]
		}
		row := line{{vt, look}}
		row = append(row, c.Pad(iw)...)
		out = append(out, append(row, seg{vt, look}))
	}
	return append(out, line{{bl + strings.Repeat(hz, max(bw-2, 0)) + br, look}})
}

// locFlat draws one location as a heading and inner lines: three lines
// (the encounter, its combination and types, tokens and pawns; or what the
// location does) or one.
func (f *frame) locFlat(li, bw, inner int) []line {
	l := f.v.Locations[li]
	head := f.locHead(l)
	if inner <= 1 {
		if len(l.Pawns) > 0 {
			head = append(head, seg{" ", cNone})
			head = append(head, f.pawns(l.Pawns)...)
		}
	}
	if fill := bw - head.Width() - 1; fill > 0 {
		look := cSubtle
		if f.locSelected(l) {
			look = cCur
		}
		head = append(head, seg{" " + strings.Repeat("─", fill), look})
	}
	out := []line{head}
	e := l.Encounter
	if inner <= 1 {
		if e == nil {
			return append(out, line{{"— no encounter —", cSubtle}})
		}
		name := line{{"[" + tierLetter(e.Tier) + "] ", tierLook(e.Tier)}, {e.Name, cNone}, {" ✦" + itoa(e.Secrets), cSecret}}
		return append(out, append(name, seg{" · " + e.Combo, cSubtle}))
	}
	body := f.locBody(l, bw, 1)
	if e == nil {
		return append(out, body...)
	}
	// The combination, then the types.
	c2 := line{{e.Combo, cNone}, {" · ", cSubtle}}
	return append(out, body[0], append(c2, body[1]...), body[3])
}
