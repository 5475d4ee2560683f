package cityofhorror

import (
	"strings"

	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The town: a frame for each location, three to a row, in resolution order
// with the Crossroads (the location characters turned away go to, which
// holds the zombie leader's wheel) in the middle of the last row, where
// the other locations stand around it.
//
//	┌─1 Water Tower ───☠3/8┐ ┌─2 Armory ───────☠5/8┐ ┌─3 Bank ─────────☠0/8┐
//	│R Rocker 4◆ Y Geek 3◇⌂│ │G Mama 4◆+ B Punk 4◆ │ │nobody               │
//	│1 of 3 free ✸✸○       │ │full ▣2 ✚1 used R    │ │3 of 3 free          │
//	└──────────────────────┘ └─────────────────────┘ └─────────────────────┘
//
// A frame comes in three forms: rich, with a line for the zombies and one
// for each character; compact, with the zombies in the frame's top and the
// characters side by side; and bare, the compact one with only its top
// line, the name, for a frame. The town takes the richest that fits its
// room.
const (
	formRich = iota
	formCompact
	formBare
	forms
)

const (
	boxMax = 34 // the widest a location's frame grows
	boxGap = 1  // blanks between frames
)

// grid is the locations (indices into v.Locations) row by row.
func (f *frame) grid() [][]int {
	over := f.overflow()
	var rest []int
	for i := range f.v.Locations {
		if i != over {
			rest = append(rest, i)
		}
	}
	var rows [][]int
	for len(rest) > 0 {
		n := min(3, len(rest))
		rows = append(rows, rest[:n:n])
		rest = rest[n:]
	}
	if over >= 0 {
		switch last := len(rows) - 1; {
		case last < 0 || len(rows[last]) == 3:
			rows = append(rows, []int{over})
		default:
			at := min(1, len(rows[last]))
			r := append([]int{}, rows[last][:at]...)
			r = append(r, over)
			rows[last] = append(r, rows[last][at:]...)
		}
	}
	return rows
}

// MapWidth is the width the town takes in w cells.
func (f *frame) MapWidth(w int) int { return min(w, 3*boxMax+2*boxGap) }

// boxWidth is the width of one frame in a town of width tw.
func boxWidth(tw int) int { return (tw - 2*boxGap) / 3 }

// Map draws the town: the rows of the grid that rows names (nil: all) in
// form, MapWidth(w) cells wide, each frame's inside at most limit lines
// (0: no limit; a frame cut ends in "…").
func (f *frame) Map(w, form int, rows []int, limit int) []line {
	grid := f.grid()
	if rows == nil {
		rows = make([]int, len(grid))
		for i := range rows {
			rows[i] = i
		}
	}
	bw := boxWidth(f.MapWidth(w))
	bare := form == formBare
	iw := bw - 2
	if bare {
		iw = bw
	}
	var out []line
	for _, r := range rows {
		if r < 0 || r >= len(grid) {
			continue
		}
		row := grid[r]
		boxes := make([][]line, len(row))
		hgt := 1
		for k, i := range row {
			boxes[k] = f.boxBody(i, iw, form)
			if limit > 0 && len(boxes[k]) > limit {
				boxes[k] = append(boxes[k][:limit-1:limit-1], line{{"…", cSubtle}})
			}
			hgt = max(hgt, len(boxes[k]))
		}
		rowsOf := hgt + 2
		if bare {
			rowsOf = hgt + 1
		}
		for y := range rowsOf {
			var l line
			for k, i := range row {
				switch {
				case k > 0 && bare:
					l = append(l, seg{"│", cSubtle}) // boxGap wide
				case k > 0:
					l = append(l, seg{canvas.Spaces(boxGap), cNone})
				}
				l = append(l, locSpot(i))
				var in line
				if y >= 1 && y-1 < len(boxes[k]) {
					in = boxes[k][y-1]
				}
				switch {
				case y == 0:
					l = append(l, f.boxTop(i, bw, form)...)
				case bare:
					l = append(l, in.Pad(bw)...)
				case y == hgt+1:
					l = append(l, f.boxBottom(i, bw)...)
				default:
					side := f.frameSide(i)
					l = append(l, side)
					l = append(l, in.Pad(bw-2)...)
					l = append(l, side)
				}
				l = append(l, canvas.Spot(mEnd))
			}
			out = append(out, l)
		}
	}
	return out
}

// frame glyphs: top left, top right, bottom left, bottom right, across,
// down.
var (
	plainFrame = [6]string{"┌", "┐", "└", "┘", "─", "│"}
	selFrame   = [6]string{"╔", "╗", "╚", "╝", "═", "║"}
)

// frameOf is location i's frame glyphs and look: doubled when the choice
// under the cursor touches it, in the accent while it is being resolved.
func (f *frame) frameOf(i int) ([6]string, cls) {
	l := &f.v.Locations[i]
	switch {
	case f.sel.Place(l.ID):
		return selFrame, cCur
	case f.v.Resolving == l.ID:
		return plainFrame, cCur
	}
	return plainFrame, cSubtle
}

func (f *frame) frameSide(i int) seg {
	g, look := f.frameOf(i)
	return seg{g[5], look}
}

// boxTop is the top of location i's frame: its number and name, whether
// it is being resolved or is done this round, and in the compact form its
// zombies.
func (f *frame) boxTop(i, bw, form int) line {
	l := &f.v.Locations[i]
	g, look := f.frameOf(i)
	corner := [2]string{g[0] + g[4], g[1]}
	if form == formBare {
		corner = [2]string{"", ""}
	}
	out := line{{corner[0], look}}
	out = append(out, f.locTitle(i)...)
	var right line
	if form != formRich {
		right = f.zombieCount(l)
	}
	room := bw - canvas.Width(corner[1])
	fill := room - out.Width() - right.Width()
	if fill < 1 && right != nil {
		right, fill = nil, room-out.Width()
	}
	out = append(out, seg{strings.Repeat(g[4], max(fill, 0)), look})
	out = append(out, right...)
	out = append(out, seg{corner[1], look})
	return out.Fit(bw)
}

// locTitle is "▸1 Water Tower ✓": the number and the name, the mark of
// the location being resolved or done, ▶ ◀ when selected.
func (f *frame) locTitle(i int) line {
	l := &f.v.Locations[i]
	text := itoa(l.Number) + " " + l.Name
	if f.sel.Place(l.ID) {
		return line{{"▶" + text + "◀", cSel}}
	}
	var out line
	if f.v.Resolving == l.ID {
		out = append(out, seg{gResolving, cCur}, seg{text, cCur})
	} else {
		out = append(out, seg{text, cLoc})
	}
	if l.Resolved && f.v.Resolving != l.ID {
		out = append(out, seg{" " + gResolved, cSubtle})
	}
	return append(out, seg{" ", cNone})
}

func (f *frame) boxBottom(i, bw int) line {
	g, look := f.frameOf(i)
	return line{{g[2] + strings.Repeat(g[4], max(bw-2, 0)) + g[3], look}}
}

// zombieCount is "☠5/8", the zombies against the cap.
func (f *frame) zombieCount(l *rc.LocationView) line {
	t := gZombie + itoa(l.Zombies)
	if c := f.b.c.ZombieCap; c > 0 {
		t += "/" + itoa(c)
	}
	return line{{t, cZombie}}
}

// boxBody is the inside of location i's frame, iw cells wide, in form.
func (f *frame) boxBody(i, iw, form int) []line {
	l := &f.v.Locations[i]
	var out []line
	rich := form == formRich
	if rich {
		z := []line{f.zombieCount(l)}
		if c := f.b.c.ZombieCap; c > 0 && iw >= 20 {
			z = append(z, line{{canvas.Bar(l.Zombies, c), cZombie}})
		}
		if l.Attacks {
			z = append(z, line{{gAttack + " attack", cBad}})
		}
		out = append(out, flow(z, "", "", " ", iw)...)
	}
	var chars []line
	for _, ci := range f.at[i] {
		chars = append(chars, f.charGroup(ci))
	}
	switch {
	case len(chars) == 0:
		out = append(out, line{{"nobody", cSubtle}})
	case rich:
		out = append(out, chars...)
	default:
		out = append(out, flow(chars, "", "", " ", iw)...)
	}
	out = append(out, flow(f.locInfo(i, rich), "", "", " ", iw)...)
	if f.wheelAt(i) && len(f.v.Seats) > 0 {
		// The zombie leader's wheel: a line of its own.
		out = append(out, f.wheel(rich))
	}
	return out
}

// charGroup is a character on the town: its player's letter, its name,
// its value and side, and its marks: "R Blonde 5◆⌂".
func (f *frame) charGroup(ci int) line {
	ch := &f.v.Characters[ci]
	marks := f.charMarks(ch)
	if f.sel.Card(ch.ID) {
		return line{{"▶" + f.letter[max(min(ch.Seat, len(f.letter)-1), 0)] + " " + ch.Name + " " + itoa(ch.Value) + side(ch) + marks + "◀", cSel}}
	}
	l := line{f.whoQuiet(ch.Seat), {" " + ch.Name, f.seatLook(ch.Seat)}, {" " + itoa(ch.Value), cNone}}
	if ch.Rested {
		l = append(l, seg{gRested, cGood})
	} else {
		l = append(l, seg{gExhausted, cSubtle})
	}
	if marks != "" {
		l = append(l, seg{marks, cCur})
	}
	return l
}

// side is a character's side as a glyph.
func side(ch *rc.CharacterView) string {
	if ch.Rested {
		return gRested
	}
	return gExhausted
}

// charMarks are a character's marks: hidden, safe, on a temporary space.
func (f *frame) charMarks(ch *rc.CharacterView) string {
	m := ""
	if ch.Hidden {
		m += gHidden
	}
	if ch.Safe {
		m += gSafe
	}
	if ch.Extra {
		m += gExtra
	}
	return m
}

// locInfo is what else there is to know of location i, as groups: its
// free spaces or its state, its explosion markers, the items lying there,
// the weapon replicas, who used it, the zombie leader's wheel; in short
// words when not rich.
func (f *frame) locInfo(i int, rich bool) []line {
	l := &f.v.Locations[i]
	var g []line
	add := func(long, short line) {
		if rich {
			g = append(g, long)
		} else {
			g = append(g, short)
		}
	}
	if l.Attacks && !rich {
		g = append(g, line{{gAttack + "attack", cBad}})
	}
	switch l.State {
	case "exploded":
		g = append(g, line{{"exploded", cBad}})
	case "burnt":
		g = append(g, line{{"burnt", cBad}})
	case "sealed":
		add(line{{"sealed shut", cBad}}, line{{"sealed", cBad}})
	}
	if l.State != "exploded" && l.State != "burnt" {
		if l.Spaces > 0 {
			free := f.free(i)
			long := line{{itoa(free) + " of " + itoa(l.Spaces) + " spaces free", cNone}}
			short := line{{itoa(free) + "/" + itoa(l.Spaces) + " free", cNone}}
			if free == 0 {
				long, short = line{{"full (" + itoa(l.Spaces) + ")", cNone}}, line{{"full", cNone}}
			}
			add(long, short)
		} else if l.State == "" {
			add(line{{"no limit", cSubtle}}, line{{"no limit", cSubtle}})
		}
	}
	if l.MarkersAt > 0 || l.Markers > 0 {
		pips := strings.Repeat(gMarker, l.Markers) + strings.Repeat(gNoMarker, max(l.MarkersAt-l.Markers, 0))
		add(line{{pips, cBlast}, {" markers", cSubtle}}, line{{pips, cBlast}})
	}
	if l.Cards > 0 {
		add(line{{gCard + " " + plural(l.Cards, "card"), cItem}}, line{{gCard + itoa(l.Cards), cItem}})
	}
	if l.Antidotes > 0 {
		add(line{{gAntidote + " " + plural(l.Antidotes, "antidote"), cAnti}}, line{{gAntidote + itoa(l.Antidotes), cAnti}})
	}
	for _, s := range l.Replicas {
		add(line{{gReplica + " replica ", cNone}, f.whoQuiet(s)}, line{{gReplica, cNone}, f.whoQuiet(s)})
	}
	if len(l.Used) > 0 {
		u := line{{"used ", cSubtle}}
		for k, s := range l.Used {
			if k > 0 && rich {
				u = append(u, seg{" ", cNone})
			}
			u = append(u, f.whoQuiet(s))
		}
		g = append(g, u)
	}
	return g
}

// free is how many of location i's spaces are free: its spaces less the
// characters on them (one on a temporary space takes none).
func (f *frame) free(i int) int {
	l := &f.v.Locations[i]
	if l.Full || l.Spaces <= 0 {
		return 0
	}
	taken := 0
	for _, ci := range f.at[i] {
		if !f.v.Characters[ci].Extra {
			taken++
		}
	}
	return max(l.Spaces-taken, 0)
}

// wheel is the zombie leader's wheel: the seats' letters in its order,
// the one the leader points at in brackets: "wheel R Y [G] B".
func (f *frame) wheel(spaced bool) line {
	l := line{{"wheel", cSubtle}}
	for s := range f.v.Seats {
		if spaced || s == 0 {
			l = append(l, seg{" ", cNone})
		}
		if s == f.v.Leader {
			if f.sel.Seat(s) {
				l = append(l, seg{"[▶" + f.letter[s] + "◀]", cSel})
			} else {
				l = append(l, seg{"[", cCur}, f.who(s), seg{"]", cCur})
			}
			continue
		}
		l = append(l, f.who(s))
	}
	return l
}

// SeatKey is the seats' letters with their players: "R Ann ⚑ · Y Bob".
func (f *frame) SeatKey(w int) []line {
	var g []line
	for s := range f.v.Seats {
		k := line{f.who(s), {" " + f.name(s), f.seatLook(s)}}
		if s == f.v.First {
			k = append(k, seg{" " + gFirst, cCur})
		}
		if f.v.Seats[s].Eliminated {
			k = append(k, seg{" " + gDead, cBad})
		}
		g = append(g, k)
	}
	return flow(g, "", "", " · ", w)
}
