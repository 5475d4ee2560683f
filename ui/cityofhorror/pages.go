package cityofhorror

import (
	"slices"
	"strconv"

	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// The board splits a small room into pages, one key apart, and draws the
// whole table on one page when the room holds it. Which pages a size gets
// depends on the size alone (the game screen lists them before it draws):
// the first plan, fewest pages first, that holds a crowded table made from
// the content (busiest: six players, eighteen characters, a vote, cards
// played, an invasion card and a peek, a full hand and discard pile). What
// a page cannot hold flows on to the next; only a table busier than that
// can end in a "… more" line on the last page, and Describe says
// everything.
//
//	room (board pane)         pages                              e.g.
//	big enough for it all     Board: the town, the rest beside    160x50
//	                          and under it
//	tall                      Town & round · Players              80x34, 108x44
//	mid                       Town · Round · Players              100x25
//	the smallest              Town · Round · Players · Supply     80x19, 80x17
//	shorter still             Town · Now · Vote & cards ·         76x16
//	                          Players · Supply · Key (the town
//	                          on two pages when it must)
//
// The town takes the richest form that leaves room for the rest (town.go):
// a quiet table gets the rich one where the plan counts on a poorer one.

// block is one part of the table as text.
type block int

const (
	bNow      block = iota // the phase, the window, the cards played
	bVote                  // the vote
	bInvasion              // the invasion card, the peek, the set-up card
	bSeats                 // every player with their characters
	bHand                  // the hand the view may see
	bSupply                // the wheel, the decks, the reserves, the discard pile
	bKey                   // what the glyphs mean
)

// The pages' parts, laid out by pageflow: a page shows rows of the town's
// grid and the blocks that begin on it.
type (
	page = pageflow.Page[block]
	plan = pageflow.Plan[block]
	unit = pageflow.Unit
)

// Candidates are the plans for w x h, fewest pages first; the last always
// serves.
func (f *frame) Candidates(w, h int) []plan {
	body := h - 1
	if w < 60 || body < 9 {
		return []plan{{Words: true}}
	}
	// The viewer's hand goes with what is being decided: the cards in it
	// are what they can do about it.
	all := []block{bNow, bVote, bInvasion, bHand, bSeats, bSupply, bKey}
	round := []block{bNow, bVote, bInvasion, bHand}
	players := []block{bSeats, bSupply, bKey}
	grid := f.grid()
	allRows := make([]int, len(grid))
	for i := range allRows {
		allRows[i] = i
	}
	rest := []page{{Name: "Round", Blocks: round}, {Name: "Players", Blocks: []block{bSeats}}, {Name: "Supply", Blocks: []block{bSupply, bKey}}}
	out := []plan{
		{Pages: []page{{Name: "Board", Rows: allRows, Blocks: all}}},
		{Pages: []page{{Name: "Board", Rows: allRows, Form: formCompact, Blocks: all}}},
		{Pages: []page{{Name: "Board", Rows: allRows, Form: formBare, Blocks: all}}},
		{Pages: []page{{Name: "Town & round", Rows: allRows, Blocks: round}, {Name: "Players", Blocks: players}}},
		{Pages: []page{{Name: "Town & round", Rows: allRows, Form: formCompact, Blocks: round}, {Name: "Players", Blocks: players}}},
		{Pages: []page{{Name: "Town", Rows: allRows}, {Name: "Round", Blocks: append(round, bSupply)}, {Name: "Players", Blocks: []block{bSeats, bKey}}}},
		{Pages: append([]page{{Name: "Town", Rows: allRows}}, rest...)},
	}
	var split []page
	for r, row := range grid {
		split = append(split, page{Name: "Town " + f.rowName(row), Rows: []int{r}})
	}
	out = append(out, plan{Pages: append(split[:len(split):len(split)], rest...)})
	// The last resorts, for the shortest rooms: a block or two a page.
	short := []page{{Name: "Now", Blocks: []block{bNow}}, {Name: "Vote & cards", Blocks: []block{bVote, bInvasion, bHand}},
		{Name: "Players", Blocks: []block{bSeats}}, {Name: "Supply", Blocks: []block{bSupply}}, {Name: "Key", Blocks: []block{bKey}}}
	out = append(out, plan{Pages: append([]page{{Name: "Town", Rows: allRows}}, short...)})
	return append(out, plan{Pages: append(split, short...)})
}

// rowName names a row of the grid by its locations' numbers: "1-3".
func (f *frame) rowName(row []int) string {
	var ns []int
	for _, i := range row {
		ns = append(ns, f.v.Locations[i].Number)
	}
	slices.Sort(ns)
	if len(ns) == 0 {
		return ""
	}
	if len(ns) == 1 {
		return strconv.Itoa(ns[0])
	}
	return strconv.Itoa(ns[0]) + "-" + strconv.Itoa(ns[len(ns)-1])
}

// RunsOn reports whether block b's units may run on from the foot of one
// column to the next: lists and prose, whose lines read on; a player or
// the vote stays whole.
func (f *frame) RunsOn(b block) bool {
	return b == bNow || b == bInvasion || b == bHand || b == bSupply || b == bKey
}

// Units is block b's units at width w.
func (f *frame) Units(b block, w int) []unit {
	switch b {
	case bNow:
		return f.nowUnits(w)
	case bVote:
		return f.voteUnits(w)
	case bInvasion:
		return f.invasionUnits(w)
	case bSeats:
		return f.seatUnits(w)
	case bHand:
		return f.handUnits(w)
	case bSupply:
		return f.supplyUnits(w)
	case bKey:
		return f.keyUnits(w)
	}
	return nil
}
