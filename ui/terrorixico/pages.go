package terrorixico

import (
	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// The board splits a small room into pages, one key apart, and draws the
// whole table on one page when the room holds it. Which pages a size gets
// depends on the size alone (the game screen lists them before it draws):
// the first plan, fewest pages first, that holds a crowded table made from
// the content (busiest: four players, three monsters and three events with
// the longest names, every frontline full of cards, long hands). What a
// page cannot hold flows on to the next; only a table busier than that can
// end in a "… more" line on the last page, and Describe says everything.
//
//	room (board pane)       pages                                   e.g.
//	big enough for it all   Board: the frontlines, the rest beside   160x50
//	                        and under them
//	tall                    Fight · Players                         120x40
//	the smallest            Frontlines · Hand & players ·            80x19
//	                        Supply & key
//	shorter still           a block or two a page                    80x16

// block is one part of the table as text.
type block int

const (
	bNow    block = iota // the round: whose turn, who passed; at the end the scores
	bFight               // the monsters and events in the fight and what they need
	bHand                // the hand this view shows
	bSeats               // every player's piles, trauma, track and points
	bSupply              // the trauma supply, the hand limit and the end
	bKey                 // what the letters and glyphs mean
)

// The pages' parts, laid out by pageflow: a page shows frontlines and the
// blocks that begin on it.
type (
	page = pageflow.Page[block]
	plan = pageflow.Plan[block]
	unit = pageflow.Unit
)

// Candidates are the plans for w x h, fewest pages first; the last always
// serves.
func (f *frame) Candidates(w, h int) []plan {
	body := h - 1
	if w < 60 || body < 9 || len(f.v.Lines) == 0 {
		return []plan{{Words: true}}
	}
	rows := f.allRows()
	all := []block{bNow, bFight, bHand, bSeats, bSupply, bKey}
	fight := []block{bNow, bFight, bHand}
	players := []block{bSeats, bSupply, bKey}
	out := []plan{
		{Pages: []page{{Name: "Board", Rows: rows, Blocks: all}}},
		{Pages: []page{{Name: "Board", Rows: rows, Form: formCompact, Blocks: all}}},
		{Pages: []page{{Name: "Fight", Rows: rows, Blocks: fight}, {Name: "Players", Blocks: players}}},
		{Pages: []page{{Name: "Fight", Rows: rows, Form: formCompact, Blocks: fight}, {Name: "Players", Blocks: players}}},
		{Pages: []page{{Name: "Frontlines", Rows: rows, Form: formCompact, Blocks: []block{bNow, bFight}},
			{Name: "Hand & players", Blocks: []block{bHand, bSeats}}, {Name: "Supply & key", Blocks: []block{bSupply, bKey}}}},
		{Pages: []page{{Name: "Frontlines", Rows: rows, Form: formCompact, Blocks: []block{bNow}},
			{Name: "Fight & hand", Blocks: []block{bFight, bHand}}, {Name: "Players", Blocks: []block{bSeats}},
			{Name: "Supply & key", Blocks: []block{bSupply, bKey}}}},
	}
	// The last resort, for the shortest rooms: the frontlines over two
	// pages, then a block a page.
	half := (len(rows) + 1) / 2
	return append(out, plan{Pages: []page{
		{Name: "Lines 1-" + itoa(half), Rows: rows[:half:half], Form: formCompact},
		{Name: "Lines " + itoa(half+1) + "-" + itoa(len(rows)), Rows: rows[half:], Form: formCompact},
		{Name: "Now", Blocks: []block{bNow}}, {Name: "Fight", Blocks: []block{bFight}}, {Name: "Hand", Blocks: []block{bHand}},
		{Name: "Players", Blocks: []block{bSeats}}, {Name: "Supply & key", Blocks: []block{bSupply, bKey}},
	}})
}

// RunsOn reports whether block b's units may run on from the foot of one
// column to the next: lists and prose, whose lines read on; a player or a
// card of the fight stays whole.
func (f *frame) RunsOn(b block) bool {
	return b == bNow || b == bHand || b == bSupply || b == bKey
}

// Units is block b's units at width w.
func (f *frame) Units(b block, w int) []unit {
	switch b {
	case bNow:
		return f.nowUnits(w)
	case bFight:
		return f.fightUnits(w)
	case bHand:
		return f.handUnits(w)
	case bSeats:
		return f.seatUnits(w)
	case bSupply:
		return f.supplyUnits(w)
	case bKey:
		return f.keyUnits(w)
	}
	return nil
}
