// Package hallsofhorror draws a Halls of Horror game: the Killer's house as
// a grid of rooms (face down, turned up with their name, search value or
// puzzle symbol and reward row, exhausted, locked for good or shut on a
// participant solving its puzzle, the exits and the starting rooms), with
// the participants, the bodies, the Master of the Ceremony's gift tokens
// and the Killer in them; the participants with all they carry; the
// Killer's sheet; the dice tray of the combat under way, the Search under
// way and the MC card being played; in whatever room the game screen
// gives it: on one page when the table fits, else over pages one key apart
// (pages.go). It teaches the game from the screen (Reference, Explain),
// says the same state in plain words for the line mode and screen readers
// (Describe), and sums it up in a line for lists of saves (Summary).
//
// Colour is never the only signal: every seat has a letter, its
// participant's initial (B Ben, M Mia...), beside everything of theirs;
// the Killer is ☠ (☠! active, ☠z stunned), a body ✝, gift tokens ▣, a
// covered reward ■, a locked room ▒, a face-down room ░, a shut puzzle
// room ⊠, and a room the choice under the cursor touches has a double
// frame.
package hallsofhorror

import (
	"strconv"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// Board draws Halls of Horror views. The drawing comes from the View; the
// reference and the explanations also teach what the content says of the
// rooms, items, cards and participants. It is safe for use by several
// screens at once (an SSH server shares it between connections).
type Board struct {
	pageflow.Board[rh.View, block]
	c *hh.Content
}

var _ common.Board = (*Board)(nil)

// NewBoard makes the drawing for content c (the embedded content when nil).
func NewBoard(c *hh.Content) *Board {
	if c == nil {
		c = hh.Default()
	}
	b := &Board{c: c}
	b.Board = pageflow.Board[rh.View, block]{
		Game: "hallsofhorror", Want: "a Halls of Horror View", Bad: cBad, Title: cTitle,
		Looks: canvas.NewPalettes(looks), Busiest: busiest(c),
		Table: func(v *rh.View, sel common.Selection) pageflow.Table[block] { return b.frame(v, sel) },
		// The house is the map; every row of a text column ends the place
		// before it (spots.go).
		Forms: forms, End: mEnd, Spots: mCell, Place: cellID,
	}
	return b
}

// frame is one view being drawn: the lookups every part of the drawing
// shares, made once per Render.
type frame struct {
	b      *Board
	v      *rh.View
	sel    selection
	letter []string // each seat's letter: its participant's initial
	rows   int
	cols   int
	cell   map[string]int // grid index by cell ID
	// at lists the seats standing in each room (by grid index): alive,
	// not escaped.
	at [][]int
}

func (b *Board) frame(v *rh.View, sel common.Selection) *frame {
	f := &frame{b: b, v: v, cell: make(map[string]int, len(v.Grid))}
	names := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		names[i] = s.Name
		if names[i] == "" {
			names[i] = s.Player
		}
	}
	f.letter = canvas.Letters(names)
	f.rows, f.cols = v.RowsN, v.ColsN
	if f.rows <= 0 || f.cols <= 0 || f.rows*f.cols != len(v.Grid) {
		// A view without its size: a row of the grid for all.
		f.rows, f.cols = min(len(v.Grid), 1), len(v.Grid)
	}
	for i, r := range v.Grid {
		f.cell[r.Cell] = i
	}
	f.at = make([][]int, len(v.Grid))
	for s, sv := range v.Seats {
		if sv.Dead || sv.Escaped || sv.Cell == "" {
			continue
		}
		if i, ok := f.cell[sv.Cell]; ok {
			f.at[i] = append(f.at[i], s)
		}
	}
	f.sel = canvas.TouchedBy(sel)
	return f
}

// seatOK reports whether s is a seat of the view.
func (f *frame) seatOK(s int) bool { return s >= 0 && s < len(f.v.Seats) }

// who is seat s's letter in its colour ("?" for no seat), in ▶ ◀ when the
// choice under the cursor touches the seat.
func (f *frame) who(s int) seg {
	if !f.seatOK(s) {
		return seg{"?", cSubtle}
	}
	if f.sel.Seat(s) {
		return seg{"▶" + f.letter[s] + "◀", cSel}
	}
	return seg{f.letter[s], seatLookOf(s)}
}

// whoQuiet is who without the ▶ ◀, for the letters in the house, where
// they would crowd the rooms: a touched seat's letter is reversed there.
func (f *frame) whoQuiet(s int) seg {
	if f.seatOK(s) && f.sel.Seat(s) {
		return seg{f.letter[s], cSel}
	}
	return f.who(s)
}

// name is seat s's player name.
func (f *frame) name(s int) string {
	if !f.seatOK(s) {
		return "nobody"
	}
	if n := f.v.Seats[s].Player; n != "" {
		return n
	}
	return "player " + f.letter[s]
}

// figure is seat s's participant's name, the player's when none is dealt.
func (f *frame) figure(s int) string {
	if f.seatOK(s) && f.v.Seats[s].Name != "" {
		return f.v.Seats[s].Name
	}
	return f.name(s)
}

// room returns the view's room in that cell, or nil.
func (f *frame) room(id string) *rh.RoomView {
	if i, ok := f.cell[id]; ok {
		return &f.v.Grid[i]
	}
	return nil
}

// place is a cell for people: "Dusty Library (r1c2)", "a face-down room
// (r1c2)".
func (f *frame) place(id string) string {
	r := f.room(id)
	switch {
	case r == nil:
		return id
	case r.Locked:
		return "a locked room (" + id + ")"
	case r.FaceDown || r.Name == "":
		return "a face-down room (" + id + ")"
	}
	return r.Name + " (" + id + ")"
}

// content lookups

// roomCard returns the content's room card with that ID, or nil.
func (b *Board) roomCard(id string) *hh.Room {
	if id == "" {
		return nil
	}
	return b.c.Room(id)
}

// item returns the content's item with that ID, or nil.
func (b *Board) item(id string) *hh.Item { return b.c.Item(id) }

// itemName is an item's name, its ID when the content lacks it.
func (b *Board) itemName(id string) string {
	if it := b.item(id); it != nil {
		return it.Name
	}
	return id
}

// mcCard returns the content's MC card with that ID, or nil.
func (b *Board) mcCard(id string) *hh.MCCard {
	for i := range b.c.MC {
		if b.c.MC[i].ID == id {
			return &b.c.MC[i]
		}
	}
	return nil
}

// mcTitle is an MC card's title, its ID when the content lacks it.
func (b *Board) mcTitle(id string) string {
	if m := b.mcCard(id); m != nil {
		return m.Title
	}
	return id
}

// reward returns the content's reward card with that ID, or nil.
func (b *Board) reward(id string) *hh.RewardCard {
	for i := range b.c.Rewards {
		if b.c.Rewards[i].ID == id {
			return &b.c.Rewards[i]
		}
	}
	return nil
}

// participant returns the content's participant with that ID, or nil.
func (b *Board) participant(id string) *hh.Participant { return b.c.Participant(id) }

// killerAt is the grid index of the Killer's room, -1 before he is placed.
func (f *frame) killerAt() int {
	if i, ok := f.cell[f.v.Killer.Cell]; ok {
		return i
	}
	return -1
}

// combatAt is the grid index of the room of the combat under way, -1.
func (f *frame) combatAt() int {
	if f.v.Combat == nil {
		return -1
	}
	if i, ok := f.cell[f.v.Combat.Cell]; ok {
		return i
	}
	return -1
}

// inPlay reports whether seat s's participant is still in the house.
func (f *frame) inPlay(s int) bool {
	return f.seatOK(s) && !f.v.Seats[s].Dead && !f.v.Seats[s].Escaped
}

func itoa(i int) string { return strconv.Itoa(i) }

// plural says "1 card", "3 cards".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	switch {
	case what == "die":
		return itoa(n) + " dice"
	case strings.HasSuffix(what, "y") && !strings.HasSuffix(what, "ey"):
		return itoa(n) + " " + what[:len(what)-1] + "ies"
	case strings.HasSuffix(what, "s"):
		return itoa(n) + " " + what + "es"
	}
	return itoa(n) + " " + what + "s"
}

// symbolLetter is a reward symbol as the house draws it: a capital letter
// (M melee, F firearm, U utility, A ammo, K key, D damage, P panic), a dot
// for a blank space of a puzzle row.
func symbolLetter(s string) string {
	switch s {
	case hh.Melee:
		return "M"
	case hh.Firearm:
		return "F"
	case hh.Utility:
		return "U"
	case hh.Ammo:
		return "A"
	case hh.Key:
		return "K"
	case hh.Damage:
		return "D"
	case hh.Panic:
		return "P"
	case hh.Blank:
		return "·"
	}
	if s == "" {
		return "?"
	}
	return strings.ToUpper(s[:1])
}

// symbolLook is the look of a reward symbol.
func symbolLook(s string) cls {
	switch s {
	case hh.Melee, hh.Firearm, hh.Utility:
		return cItem
	case hh.Ammo:
		return cAmmo
	case hh.Key:
		return cKey
	case hh.Damage, hh.Panic:
		return cBad
	}
	return cSubtle
}

// symbolWord is a reward symbol in words.
func symbolWord(s string) string {
	switch s {
	case hh.Melee:
		return "melee weapon"
	case hh.Firearm:
		return "firearm"
	case hh.Utility:
		return "utility item"
	case hh.Ammo:
		return "ammunition"
	case hh.Key:
		return "key"
	case hh.Damage:
		return "damage"
	case hh.Panic:
		return "panic"
	case hh.Blank:
		return "nothing"
	}
	return s
}

// cardSymbols is a reward card's symbols as letters: "K U".
func (b *Board) cardSymbols(id string) []string {
	r := b.reward(id)
	if r == nil {
		return []string{id}
	}
	return r.Symbols
}
