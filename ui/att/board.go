// Package att draws an Ancient Terrible Things game: the river with its six
// fateful locations and the encounters lying there, the Riverboat and the
// Trading Post, the Expedition track, the decks, the Scenario card and the
// achievements, every seat's stash, the hand the viewer may see, and the
// dice tray of the encounter in progress, in whatever room the game screen
// gives it: on one page when the table fits, else split over pages one key
// apart (pages.go), each part of the table whole on one of them. The
// drawing carries the places a mouse can pick (spots.go). It also says the
// same state in plain words for the line mode and screen readers, teaches
// the game from the screen (a reference, and what the choice under the
// cursor means), and sums it up in a line for lists of saves.
//
// Color is never the only signal: tiers carry a letter ([G] [O] [R]),
// resources two ("Fo2 Tr3 Co1 Ft1"), dice their kind (B basic, L luck, F
// feat, P panic, R revelation) and marks (↻ marked for a re-roll, ✗ spent),
// the current seat a "▸", Ancient Secrets a "✦", and what the choice under
// the cursor touches a double frame or "▶ ◀".
package att

import (
	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Board draws Ancient Terrible Things views. The drawing comes from the
// View alone; the reference and the explanations also teach what the
// content says of the characters, the dice and the resources, which the
// View does not carry. It is safe for use by several screens at once (an
// SSH server shares it between connections).
type Board struct {
	c     *ba.Content
	looks *canvas.Palettes
}

var _ common.Board = (*Board)(nil)

// NewBoard makes the drawing for the embedded content.
func NewBoard() *Board { return NewBoardFor(ba.Default()) }

// NewBoardFor makes the drawing for the content the game was loaded with,
// so that the reference teaches a player's own cards.
func NewBoardFor(c *ba.Content) *Board {
	if c == nil {
		c = &ba.Content{}
	}
	return &Board{c: c, looks: canvas.NewPalettes(looks)}
}

// MinSize is the smallest terminal the game plays in with every part of
// the table on some page: 80x24 gives the board 80x19.
func (b *Board) MinSize() (int, int) { return 80, 24 }

// asView accepts the view as a value or a pointer.
func asView(view any) (*ra.View, bool) { return canvas.ViewOf[ra.View](view) }

func notAView(view any) string {
	return canvas.CannotDraw("att", "an Ancient Terrible Things View", view)
}

// Render draws one page of view in w x h cells: the turn line on top, then
// what the page holds (see pagesFor).
func (b *Board) Render(c *common.Common, view any, sel common.Selection, page, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	p := b.looks.For(c)
	v, ok := asView(view)
	if !ok {
		return canvas.Message(notAView(view), cBad, w, p)
	}
	return canvas.Draw(newFrame(v, sel).layout(pageOf(page, w, h), w, h), w, p)
}

// frame is one view being drawn: the lookups every part of the drawing
// shares, made once per Render.
type frame struct {
	v       *ra.View
	sel     selection
	letter  []string          // a letter per seat index
	locName map[string]string // location ID -> name
}

func newFrame(v *ra.View, selected common.Selection) *frame {
	f := &frame{v: v}
	names := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		names[i] = s.Player
	}
	f.letter = canvas.Letters(names)
	f.locName = make(map[string]string, len(v.Locations))
	for _, l := range v.Locations {
		f.locName[l.ID] = l.Name
	}
	f.sel = newSelection(v, selected)
	return f
}

// seatIndex finds a seat in v.Seats; -1 when it is not there.
func (f *frame) seatIndex(s rules.Seat) int {
	if int(s) >= 0 && int(s) < len(f.v.Seats) && f.v.Seats[s].Seat == s {
		return int(s)
	}
	for i, sv := range f.v.Seats {
		if sv.Seat == s {
			return i
		}
	}
	return -1
}

// who is a seat's letter in its look, "▸" before it when it is the
// current seat.
func (f *frame) who(s rules.Seat) seg {
	i := f.seatIndex(s)
	if i < 0 {
		return seg{"?", cSubtle}
	}
	if s == f.v.Current && !f.v.Over {
		return seg{"▸" + f.letter[i], cCur}
	}
	return seg{f.letter[i], seatLook(i)}
}

// name is a seat's player name.
func (f *frame) name(s rules.Seat) string {
	if i := f.seatIndex(s); i >= 0 {
		if n := f.v.Seats[i].Player; n != "" {
			return n
		}
		return "player " + f.letter[i]
	}
	return "nobody"
}

// pawns is a list of seat letters: "▸B A".
func (f *frame) pawns(ss []rules.Seat) line {
	var l line
	for i, s := range ss {
		if i > 0 {
			l = append(l, seg{" ", cNone})
		}
		l = append(l, f.who(s))
	}
	return l
}

func (f *frame) place(id string) string {
	switch id {
	case "", "riverboat":
		return "the Riverboat"
	case "trading post":
		return "the Trading Post"
	}
	if n, ok := f.locName[id]; ok {
		return n
	}
	return id
}
