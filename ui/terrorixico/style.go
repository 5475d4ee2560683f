package terrorixico

import (
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// cls names one of the board's looks: an index into looks, drawn by the
// canvas package.
type cls = canvas.Look

const (
	cNone        = canvas.Plain
	cSubtle      = canvas.Subtle // secondary words, frames, card backs
	cTitle   cls = iota          // panel titles
	cBanner                      // the banner
	cCur                         // whose turn, what is under way
	cSel                         // what the choice under the cursor touches
	cGood                        // a full frontline, the winners
	cBad                         // trauma, what is still missing
	cBadge                       // [house deck]
	cMonster                     // a monster's name
	cEvent                       // an Event/Boss card's title
	cCard                        // a card's name
	cSpecial                     // a special card
	cPoints                      // V.P.
	cSeat0                       // the four decks: red, green, blue, yellow,
	cSeat1                       // each with its seat's letter
	cSeat2                       //
	cSeat3                       //
)

// seg is a run of text in one look; line is one row of a panel.
type (
	seg  = canvas.Seg
	line = canvas.Line
)

// looks builds the style of every look from the terminal's renderer and the
// palette. Each look also shows without colour: a letter, glyph or word.
func looks(c *common.Common) []lipgloss.Style {
	r, st, p := c.R, c.Styles, &c.Palette
	color := func(col lipgloss.AdaptiveColor) lipgloss.Style { return r.NewStyle().Foreground(col) }
	return []lipgloss.Style{
		cTitle:   st.Title,
		cSubtle:  st.Subtle,
		cBanner:  color(p.Text).Bold(true).Reverse(true),
		cCur:     color(p.Accent).Bold(true),
		cSel:     color(p.Accent).Bold(true).Reverse(true),
		cGood:    st.Good,
		cBad:     st.Bad.Bold(true),
		cBadge:   st.Badge,
		cMonster: color(p.Danger).Bold(true),
		cEvent:   color(p.Purple).Bold(true),
		cCard:    color(p.Text),
		cSpecial: color(p.Teal),
		cPoints:  color(p.Orange).Bold(true),
		cSeat0:   color(p.Red).Bold(true),
		cSeat1:   color(p.Green).Bold(true),
		cSeat2:   color(p.Blue).Bold(true),
		cSeat3:   color(p.Yellow).Bold(true),
	}
}

// deckColours are the decks of the box, a seat each in order.
var deckColours = [4]string{"red", "green", "blue", "yellow"}

// seatLookOf is seat s's deck colour, always beside its letter.
func seatLookOf(s int) cls {
	if s < 0 {
		return cNone
	}
	return cSeat0 + cls(s%4)
}

// deckOf is seat s's deck colour in words.
func deckOf(s int) string {
	if s < 0 {
		return ""
	}
	return deckColours[s%4]
}

// title is a panel heading: "── HAND ──────", with extra runs after the
// name.
func title(s string, w int, extra ...seg) line { return canvas.Heading(s, w, cTitle, extra...) }

// flow lays groups of runs into lines of width w, the first line starting
// after first and the others after rest, sep between groups.
func flow(groups []line, first, rest, sep string, w int) []line {
	return canvas.Flow(groups, first, rest, seg{sep, cSubtle}, w)
}

// Glyphs, each named in the key.
const (
	gBack    = "▒" // a face-down card: its back, or before a card only its owner sees
	gFull    = "✓" // a frontline holding what it needs
	gTurn    = "▶" // whose turn
	gPassed  = "⊘" // passed this round
	gTrack   = "▲" // the monster track
	gVP      = "★" // victory points
	gMonster = "◆" // a monster returned to the Book
	gTrauma  = "✚" // trauma
	gWinner  = "♛" // a winner
)
