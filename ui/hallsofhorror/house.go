package hallsofhorror

import (
	"slices"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The house: the grid of rooms as the table lays it out, row 1 on top, so
// that Up on an action card is up on the screen. The rooms share their
// walls; each room's name runs in its top wall (and on under it when
// long), then its search value and reward row, then who and what is in
// it:
//
//	┌Foyer─────────┬░ face down ░─┬Dusty Library─┐
//	│⌕3 M U D      │░░░░░░░░░░░░░░│⌕4 K U P      │
//	│B ⌂           │☠!            │▣1            │
//	├Cage of Keys──┼──────────────┼──────────────┤
//
// A room comes in two forms: rich, with words (its cell, "start", the
// participants' names), and compact, in glyphs and letters the key
// explains. The house takes the richest that fits its room.
const (
	formRich = iota
	formCompact
	forms
)

// cTag marks the cell ID in a room's wall line: never drawn in it.
const cTag cls = 189

const (
	cellMax = 22 // the widest a room's inside grows
	cellMin = 12 // the narrowest it may be
)

// inner is the width of a room's inside in a house drawn w cells wide.
func (f *frame) inner(w int) int {
	if f.cols <= 0 {
		return 0
	}
	return max(min(cellMax, (w-(f.cols+1))/f.cols), 1)
}

// MapWidth is the width the house takes in w cells.
func (f *frame) MapWidth(w int) int {
	if f.cols <= 0 {
		return 0
	}
	return f.cols*f.inner(w) + f.cols + 1
}

// allRows is every row of the grid.
func (f *frame) allRows() []int {
	out := make([]int, f.rows)
	for i := range out {
		out[i] = i
	}
	return out
}

// Map draws the house: the rows of the grid that rows names (nil: all;
// they must follow one another) in form, MapWidth(w) cells wide, each
// room's inside at most limit lines (0: no limit; a room cut ends in "…").
func (f *frame) Map(w, form int, rows []int, limit int) []line {
	if len(f.v.Grid) == 0 || f.cols <= 0 {
		return nil
	}
	if rows == nil {
		rows = f.allRows()
	}
	iw := f.inner(w)
	var out []line
	for k, r := range rows {
		if r < 0 || r >= f.rows {
			continue
		}
		heads := make([]line, f.cols)
		bodies := make([][]line, f.cols)
		hgt := 1
		for c := range f.cols {
			i := r*f.cols + c
			heads[c], bodies[c] = f.roomParts(i, iw, form)
			if limit > 0 && len(bodies[c]) > limit {
				bodies[c] = append(bodies[c][:limit-1:limit-1], line{{"…", cSubtle}})
			}
			hgt = max(hgt, len(bodies[c]))
		}
		out = append(out, f.wall(rows, k, iw, heads))
		for y := range hgt {
			var l line
			for c := range f.cols {
				i := r*f.cols + c
				l = append(l, f.side(r, c))
				var in line
				if y < len(bodies[c]) {
					in = bodies[c][y]
				}
				l = append(l, cellSpot(i))
				l = append(l, in.Pad(iw)...)
				l = append(l, canvas.Spot(mEnd))
			}
			l = append(l, f.side(r, f.cols))
			out = append(out, l)
		}
	}
	return append(out, f.wall(rows, len(rows), iw, nil))
}

// selAt reports whether the room at row r, column c is touched by the
// choice under the cursor.
func (f *frame) selAt(r, c int) bool {
	if r < 0 || r >= f.rows || c < 0 || c >= f.cols {
		return false
	}
	return f.sel.Place(f.v.Grid[r*f.cols+c].Cell)
}

// side is the wall left of column c in row r: doubled beside a touched
// room.
func (f *frame) side(r, c int) seg {
	if f.selAt(r, c-1) || f.selAt(r, c) {
		return seg{"║", cCur}
	}
	return seg{"│", cSubtle}
}

// Junctions of the walls by the walls that meet there: light, doubled up
// and down, doubled across, doubled both ways; by which of up, down, left
// and right meet.
var junctions = map[[4]bool][4]string{
	{true, true, true, true}:     {"┼", "╫", "╪", "╬"},
	{false, true, true, true}:    {"┬", "╥", "╤", "╦"},
	{true, false, true, true}:    {"┴", "╨", "╧", "╩"},
	{true, true, false, true}:    {"├", "╟", "╞", "╠"},
	{true, true, true, false}:    {"┤", "╢", "╡", "╣"},
	{false, true, false, true}:   {"┌", "╓", "╒", "╔"},
	{false, true, true, false}:   {"┐", "╖", "╕", "╗"},
	{true, false, false, true}:   {"└", "╙", "╘", "╚"},
	{true, false, true, false}:   {"┘", "╜", "╛", "╝"},
	{true, true, false, false}:   {"│", "║", "│", "║"},
	{false, false, true, true}:   {"─", "─", "═", "═"},
	{false, false, false, false}: {" ", " ", " ", " "},
}

// wall is the k-th wall across the drawn rows (k from 0, the top, to
// len(rows), the bottom), with each room's name in the wall over it
// (heads; nil for the bottom wall).
func (f *frame) wall(rows []int, k, iw int, heads []line) line {
	above, below := -1, -1
	if k > 0 {
		above = rows[k-1]
	}
	if k < len(rows) {
		below = rows[k]
	}
	across := func(c int) bool { return f.selAt(above, c) || f.selAt(below, c) }
	var l line
	for c := 0; c <= f.cols; c++ {
		up, down := above >= 0, below >= 0
		vd := up && (f.selAt(above, c-1) || f.selAt(above, c)) || down && (f.selAt(below, c-1) || f.selAt(below, c))
		hd := c > 0 && across(c-1) || c < f.cols && across(c)
		style := 0
		if vd {
			style++
		}
		if hd {
			style += 2
		}
		g := junctions[[4]bool{up, down, c > 0, c < f.cols}][style]
		look := cSubtle
		if style > 0 {
			look = cCur
		}
		l = append(l, seg{g, look})
		if c == f.cols {
			break
		}
		fill, look := "─", cSubtle
		if across(c) {
			fill, look = "═", cCur
		}
		var head, tag line
		if heads != nil {
			head = heads[c]
			if n := len(head); n > 0 && head[n-1].Look == cTag {
				tag, head = line{{head[n-1].Text, look}}, head[:n-1]
			}
		}
		if below >= 0 {
			l = append(l, cellSpot(below*f.cols+c))
		}
		l = append(l, head.Fit(iw)...)
		if n := iw - head.Width() - tag.Width(); n > 0 {
			l = append(l, seg{strings.Repeat(fill, n), look})
		}
		l = append(l, tag...)
		if below >= 0 {
			l = append(l, canvas.Spot(mEnd))
		}
	}
	return l
}

// roomParts is room i's name line for its top wall and the lines inside
// it, iw cells wide, in form.
func (f *frame) roomParts(i, iw, form int) (line, []line) {
	r := &f.v.Grid[i]
	rich := form == formRich
	sel := f.sel.Place(r.Cell)
	var names []line
	switch {
	case r.Locked:
		look := cLocked
		if sel {
			look = cSel
		}
		names = []line{{{gLocked + " LOCKED", look}}}
	case r.FaceDown || r.Name == "":
		look := cSubtle
		if sel {
			look = cSel
		}
		names = []line{{{gFaceDown + " face down " + gFaceDown, look}}}
	default:
		look := cRoom
		if sel {
			look = cSel
		}
		names = flow(canvas.Words(r.Name, look), "", "", " ", iw)
	}
	head := names[0]
	if rich && head.Width()+1+len(r.Cell) <= iw {
		// The cell's ID at the right of the wall; wall fills between.
		head = append(head[:len(head):len(head)], seg{r.Cell, cTag})
	}
	body := names[1:]
	switch {
	case r.Locked:
		body = append(body, line{{strings.Repeat(gLocked, iw), cLocked}})
	case r.FaceDown || r.Name == "":
		body = append(body, line{{strings.Repeat(gFaceDown, iw), cSubtle}})
	default:
		body = append(body, flow(f.roomInfo(i, rich), "", "", " ", iw)...)
	}
	body = append(body, flow(f.occupants(i, rich), "", "", " ", iw)...)
	return head, body
}

// roomInfo is what a turned-up room offers, as groups: its search value
// (⌕) or puzzle symbol (◈), or ✦ for a room with a rule of its own; its
// reward row left to right, covered rewards ■; and its state: exhausted,
// shut, an exit's keys, a starting room.
func (f *frame) roomInfo(i int, rich bool) []line {
	r := &f.v.Grid[i]
	card := f.b.roomCard(r.ID)
	var g []line
	if r.Exhausted {
		g = append(g, line{{gExhaust + " exhausted", cBad}})
	} else {
		switch {
		case r.Puzzle:
			g = append(g, line{{gPuzzle + itoa(r.Search), cNone}})
		case r.Search > 0:
			g = append(g, line{{gSearch + itoa(r.Search), cNone}})
		default:
			g = append(g, line{{gSpecial, cNone}})
		}
		if r.Exit {
			keys := 2
			if card != nil && card.Keys > 0 {
				keys = card.Keys
			}
			if rich {
				g = append(g, line{{"exit: " + itoa(keys) + gKey, cKey}})
			} else {
				g = append(g, line{{itoa(keys) + gKey, cKey}})
			}
		}
		for k, s := range r.Rewards {
			g = append(g, slot(card, slices.Contains(r.Covered, k), k, s))
		}
	}
	if r.Shut {
		g = append(g, line{{gShut + " shut", cBad}})
	}
	if r.Start {
		if rich {
			g = append(g, line{{gStart + " start", cSubtle}})
		} else {
			g = append(g, line{{gStart, cSubtle}})
		}
	}
	return g
}

// slot is reward k of a room's row: its letter, with how many when more
// than one ("D2"); ■ when covered.
func slot(card *hh.Room, covered bool, k int, s string) line {
	if covered {
		return line{{gCovered, cSubtle}}
	}
	t := symbolLetter(s)
	if card != nil && k < len(card.Rewards) && card.Rewards[k].N > 1 {
		t += itoa(card.Rewards[k].N)
	}
	return line{{t, symbolLook(s)}}
}

// occupants is who and what is in room i, as groups: the combat under way
// (⚔), the participants by letter, the Killer (☠! active, ☠z stunned),
// the bodies (✝ and the letter), the gift tokens (▣ and how many).
func (f *frame) occupants(i int, rich bool) []line {
	r := &f.v.Grid[i]
	var g []line
	if f.combatAt() == i {
		if rich {
			g = append(g, line{{gCombat + " combat", cCur}})
		} else {
			g = append(g, line{{gCombat, cCur}})
		}
	}
	for _, s := range f.at[i] {
		l := line{f.whoQuiet(s)}
		if rich {
			l = append(l, seg{" " + f.figure(s), seatLookOf(s)})
		}
		if f.v.Seats[s].ShutIn {
			l = append(l, seg{gShut, cBad})
		}
		g = append(g, l)
	}
	if f.killerAt() == i {
		k := f.v.Killer
		mark := gKiller + gStunned
		if k.Active {
			mark = gKiller + gActive
		}
		if rich {
			if k.Active {
				mark += " Killer"
			} else {
				mark += " stunned"
			}
		}
		g = append(g, line{{mark, cKiller}})
	}
	for _, s := range r.Bodies {
		g = append(g, line{{gBody, cBad}, f.whoQuiet(s)})
	}
	if r.Gifts > 0 {
		t := gGift + itoa(r.Gifts)
		if rich {
			t = gGift + " " + plural(r.Gifts, "gift")
		}
		g = append(g, line{{t, cGift}})
	}
	return g
}

// SeatKey is the seats' letters with their participants and players:
// "B Ben (Ann) ⚑ · M Mia (Bob) ♛".
func (f *frame) SeatKey(w int) []line {
	var g []line
	for s := range f.v.Seats {
		k := line{f.who(s), {" " + f.figure(s), seatLookOf(s)}}
		if f.v.Seats[s].Name != "" {
			k = append(k, seg{" (" + f.name(s) + ")", cSubtle})
		}
		if s == f.v.First {
			k = append(k, seg{" " + gFirst, cCur})
		}
		if s == f.v.MC {
			k = append(k, seg{" " + gMC, cKiller})
		}
		switch sv := &f.v.Seats[s]; {
		case sv.Dead:
			k = append(k, seg{" " + gBody, cBad})
		case sv.Escaped:
			k = append(k, seg{" " + gEscaped, cGood})
		}
		g = append(g, k)
	}
	return flow(g, "", "", " · ", w)
}
