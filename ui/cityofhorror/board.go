// Package cityofhorror draws a City of Horror game: the town with its six
// locations in resolution order around the Crossroads (each with its
// zombies against the cap, its characters, its free spaces, its explosion
// markers and what lies there), the zombie leader's wheel and the first
// player token, the hour and the phase, the invasion card, the vote, the
// cards played and the open window, the players with their hands, tokens
// and characters, and the supply, in whatever room the game screen gives
// it: on one page when the table fits, else over pages one key apart
// (pages.go). It teaches the game from the screen (Reference, Explain),
// says the same state in plain words for the line mode and screen readers
// (Describe), and sums it up in a line for lists of saves (Summary).
//
// Colour is never the only signal: every seat has a letter, the initial of
// its colour (R red, Y yellow...), beside everything of theirs; a
// character's side is a glyph (◆ rested, ◇ exhausted), and so are zombies
// (☠), explosion markers (✸), airdropped cards (▣) and antidotes (✚), the
// first player (⚑), the zombie leader ([G] on the wheel), the location
// being resolved (▸) and what the choice under the cursor touches (a double
// frame, or ▶ ◀).
package cityofhorror

import (
	"strconv"
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// Board draws City of Horror views. The drawing comes from the View; the
// reference and the explanations also teach what the content says of the
// locations, the characters and the action cards. It is safe for use by
// several screens at once (an SSH server shares it between connections).
type Board struct {
	pageflow.Board[rc.View, block]
	c *coh.Content
}

var _ common.Board = (*Board)(nil)

// NewBoard makes the drawing for content c (the embedded content when nil).
func NewBoard(c *coh.Content) *Board {
	if c == nil {
		c = coh.Default()
	}
	b := &Board{c: c}
	b.Board = pageflow.Board[rc.View, block]{
		Game: "cityofhorror", Want: "a City of Horror View", Bad: cBad, Title: cTitle,
		Looks: canvas.NewPalettes(looks), Busiest: busiest(c),
		Table: func(v *rc.View, sel common.Selection) pageflow.Table[block] { return b.frame(v, sel) },
		// The town is the map; every row of a text column ends the place
		// before it (spots.go).
		Forms: forms, End: mEnd, Spots: mLoc, Place: locationID,
	}
	return b
}

// frame is one view being drawn: the lookups every part of the drawing
// shares, made once per Render.
type frame struct {
	b      *Board
	v      *rc.View
	sel    selection
	letter []string // each seat's letter: its colour's initial
	loc    map[string]int
	// at lists the living characters at each location (by index in
	// v.Locations), in the view's order.
	at [][]int
}

func (b *Board) frame(v *rc.View, sel common.Selection) *frame {
	f := &frame{b: b, v: v, loc: make(map[string]int, len(v.Locations))}
	colors := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		colors[i] = s.Color
		if colors[i] == "" {
			colors[i] = s.Player
		}
	}
	f.letter = canvas.Letters(colors)
	for i, l := range v.Locations {
		f.loc[l.ID] = i
	}
	f.at = make([][]int, len(v.Locations))
	for i, ch := range v.Characters {
		if ch.Dead || ch.Location == "" {
			continue
		}
		if l, ok := f.loc[ch.Location]; ok {
			f.at[l] = append(f.at[l], i)
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
	return seg{f.letter[s], f.seatLook(s)}
}

// whoQuiet is who without the ▶ ◀, for the letters on the town, where
// they would crowd the frames: a touched seat's letter is reversed there,
// and marked with ▶ ◀ in the key under the town and in the players' list.
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

// seatLook is the look of seat s's colour.
func (f *frame) seatLook(s int) cls {
	if !f.seatOK(s) {
		return cNone
	}
	return colorLook(f.v.Seats[s].Color, s)
}

// location returns the view's location with that ID, or nil.
func (f *frame) location(id string) *rc.LocationView {
	if i, ok := f.loc[id]; ok {
		return &f.v.Locations[i]
	}
	return nil
}

// place is a location's name for people ("Bank"), the ID when the view
// does not hold it.
func (f *frame) place(id string) string {
	if l := f.location(id); l != nil && l.Name != "" {
		return l.Name
	}
	if l := f.b.c.Location(id); l != nil {
		return l.Name
	}
	return id
}

// character returns the content's character with that ID, or nil.
func (b *Board) character(id string) *coh.Character {
	for i := range b.c.Characters {
		if b.c.Characters[i].ID == id {
			return &b.c.Characters[i]
		}
	}
	return nil
}

// action returns the content's action card with that ID or title, or nil.
func (b *Board) action(id string) *coh.ActionCard {
	for i := range b.c.Actions {
		if a := &b.c.Actions[i]; a.ID == id || a.Title == id {
			return a
		}
	}
	return nil
}

// overflow is the location characters turned away go to (the Crossroads),
// as the content says; -1 when the view does not hold it.
func (f *frame) overflow() int {
	for i, l := range f.v.Locations {
		if cl := f.b.c.Location(l.ID); cl != nil && cl.Overflow {
			return i
		}
	}
	return -1
}

// wheelAt reports whether location i holds the zombie leader's wheel.
func (f *frame) wheelAt(i int) bool {
	if i < 0 || i >= len(f.v.Locations) {
		return false
	}
	cl := f.b.c.Location(f.v.Locations[i].ID)
	return cl != nil && cl.LeaderWheel
}

// alive is how many characters are alive, and how many were dealt.
func (f *frame) alive() (living, dealt int) {
	for _, ch := range f.v.Characters {
		dealt++
		if !ch.Dead {
			living++
		}
	}
	return living, dealt
}

// cards is the action cards of seat s the view shows by title (in a
// draft, the packet in front of it); the rules leave out those it may not
// see.
func (f *frame) cards(s int) []rc.CardCount {
	if !f.seatOK(s) {
		return nil
	}
	return f.v.Seats[s].Cards
}

// unseen is how many of seat s's action cards the view holds no title
// for: a hand it may not see, or at the table the cards nobody has shown.
func (f *frame) unseen(s int) int {
	if !f.seatOK(s) || !f.v.Seats[s].HandHidden {
		return 0
	}
	sv := &f.v.Seats[s]
	return max(sv.Hand-count(sv.Cards)-count(sv.Kept), 0)
}

func count(cs []rc.CardCount) int {
	n := 0
	for _, c := range cs {
		n += max(c.N, 1)
	}
	return n
}

// handOwner is the seat whose hand the view shows as "your hand": the only
// seat whose cards it holds; -1 when none or several.
func (f *frame) handOwner() int {
	owner := -1
	for i := range f.v.Seats {
		if len(f.cards(i))+len(f.v.Seats[i].Kept) > 0 {
			if owner >= 0 {
				return -1
			}
			owner = i
		}
	}
	return owner
}

func itoa(i int) string { return strconv.Itoa(i) }

// plural says "1 card", "3 cards".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	switch {
	case strings.HasSuffix(what, "y") && !strings.HasSuffix(what, "ey"):
		return itoa(n) + " " + what[:len(what)-1] + "ies"
	}
	return itoa(n) + " " + what + "s"
}

// cardsWords is a pile of cards as "Gun ×2, Hideout".
func cardsWords(cs []rc.CardCount, sep string) string {
	parts := make([]string, 0, len(cs))
	for _, c := range cs {
		parts = append(parts, cardCount(c))
	}
	return strings.Join(parts, sep)
}

func cardCount(c rc.CardCount) string {
	t := c.Title
	if t == "" {
		t = c.ID
	}
	if c.N > 1 {
		t += " ×" + itoa(c.N)
	}
	return t
}
