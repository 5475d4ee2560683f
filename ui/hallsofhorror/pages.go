package hallsofhorror

import (
	"strconv"

	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// The board splits a small room into pages, one key apart, and draws the
// whole table on one page when the room holds it. Which pages a size gets
// depends on the size alone (the game screen lists them before it draws):
// the first plan, fewest pages first, that holds a crowded table made from
// the content (busiest: four players on a 4x5 house of the longest room
// names, a combat of everyone and the Killer, a Search under way, the MC's
// hand and card, bodies and gifts). What a page cannot hold flows on to
// the next; only a table busier than that can end in a "… more" line on
// the last page, and Describe says everything.
//
//	room (board pane)         pages                              e.g.
//	big enough for it all     Board: the house, the rest beside    160x50
//	                          and under it
//	tall                      House & killer · Players            120x40
//	the smallest              House · Players · Killer & tray      80x19
//	shorter still             the house over two pages, the rest   80x16
//	                          a block or two a page
//
// The house takes the richest form that leaves room for the rest
// (house.go): a quiet table gets the rich one where the plan counts on a
// poorer one.

// block is one part of the table as text.
type block int

const (
	bNow    block = iota // the turn: who picked an action card, locks owed, the result
	bTray                // the combat under way and the Search under way
	bMC                  // the MC card played and the MC's hand
	bKiller              // the Killer's sheet
	bSeats               // every participant with all they carry
	bSupply              // the decks and the set-up
	bKey                 // what the glyphs mean
)

// The pages' parts, laid out by pageflow: a page shows rows of the house
// and the blocks that begin on it.
type (
	page = pageflow.Page[block]
	plan = pageflow.Plan[block]
	unit = pageflow.Unit
)

// Candidates are the plans for w x h, fewest pages first; the last always
// serves.
func (f *frame) Candidates(w, h int) []plan {
	body := h - 1
	if w < 60 || body < 9 || f.rows == 0 {
		return []plan{{Words: true}}
	}
	all := []block{bNow, bTray, bMC, bKiller, bSeats, bSupply, bKey}
	fight := []block{bNow, bKiller, bTray, bMC}
	players := []block{bSeats, bSupply, bKey}
	rows := f.allRows()
	rest := []page{{Name: "Players", Blocks: []block{bNow, bSeats}}, {Name: "Killer & tray", Blocks: []block{bKiller, bTray, bMC, bSupply, bKey}}}
	rest4 := []page{{Name: "Players", Blocks: []block{bNow, bSeats}}, {Name: "Killer & tray", Blocks: []block{bKiller, bTray, bMC}},
		{Name: "Supply & key", Blocks: []block{bSupply, bKey}}}
	out := []plan{
		{Pages: []page{{Name: "Board", Rows: rows, Blocks: all}}},
		{Pages: []page{{Name: "Board", Rows: rows, Form: formCompact, Blocks: all}}},
		{Pages: []page{{Name: "House & killer", Rows: rows, Blocks: fight}, {Name: "Players", Blocks: players}}},
		{Pages: []page{{Name: "House & killer", Rows: rows, Form: formCompact, Blocks: fight}, {Name: "Players", Blocks: players}}},
		{Pages: append([]page{{Name: "House", Rows: rows, Form: formCompact}}, rest...)},
		{Pages: append([]page{{Name: "House", Rows: rows, Form: formCompact}}, rest4...)},
	}
	// The house over two pages, top and bottom.
	half := (f.rows + 1) / 2
	split := []page{
		{Name: "House " + rowsName(0, half), Rows: rows[:half:half], Form: formCompact},
		{Name: "House " + rowsName(half, f.rows), Rows: rows[half:], Form: formCompact},
	}
	out = append(out, plan{Pages: append(split[:2:2], rest4...)})
	// The last resorts, for the shortest rooms: a block or two a page.
	short := []page{{Name: "Now", Blocks: []block{bNow}}, {Name: "Players", Blocks: []block{bSeats}}, {Name: "Killer", Blocks: []block{bKiller}},
		{Name: "Tray", Blocks: []block{bTray, bMC}}, {Name: "Supply & key", Blocks: []block{bSupply, bKey}}}
	out = append(out, plan{Pages: append([]page{{Name: "House", Rows: rows, Form: formCompact}}, short...)})
	return append(out, plan{Pages: append(split[:2:2], short...)})
}

// rowsName names rows from..to-1 of the grid for people: "rows 1-2",
// "row 3".
func rowsName(from, to int) string {
	if to-from <= 1 {
		return "row " + strconv.Itoa(from+1)
	}
	return "rows " + strconv.Itoa(from+1) + "-" + strconv.Itoa(to)
}

// RunsOn reports whether block b's units may run on from the foot of one
// column to the next: lists and prose, whose lines read on; a participant
// or the Killer's sheet stays whole.
func (f *frame) RunsOn(b block) bool {
	return b == bNow || b == bMC || b == bSupply || b == bKey
}

// Units is block b's units at width w.
func (f *frame) Units(b block, w int) []unit {
	switch b {
	case bNow:
		return f.nowUnits(w)
	case bTray:
		return f.trayUnits(w)
	case bMC:
		return f.mcUnits(w)
	case bKiller:
		return f.killerUnits(w)
	case bSeats:
		return f.seatUnits(w)
	case bSupply:
		return f.supplyUnits(w)
	case bKey:
		return f.keyUnits(w)
	}
	return nil
}
