package hallsofhorror

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
	cSubtle      = canvas.Subtle // secondary words, frames, face-down rooms
	cTitle   cls = iota          // panel titles
	cBanner                      // the banner
	cCur                         // what is under way: the combat's room, the first player
	cSel                         // what the choice under the cursor touches
	cGood                        // successes, accepted, escaped
	cBad                         // damage, deaths, panic
	cBadge                       // [house deck], the variant
	cRoom                        // a room's name
	cKiller                      // the Killer
	cKey                         // keys
	cItem                        // items, weapons
	cAmmo                        // bullets and shells
	cResolve                     // Resolve
	cGift                        // the MC's gift tokens
	cLocked                      // locked rooms
	cSeat0                       // the seats, each with its letter
	cSeat1                       //
	cSeat2                       //
	cSeat3                       //
	cSeat4                       //
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
		cRoom:    color(p.Text).Bold(true),
		cKiller:  color(p.Danger).Bold(true),
		cKey:     color(p.Yellow).Bold(true),
		cItem:    color(p.Blue),
		cAmmo:    color(p.Orange),
		cResolve: color(p.Purple),
		cGift:    color(p.Teal),
		cLocked:  color(p.Subtle).Bold(true),
		cSeat0:   color(p.Seats[0]).Bold(true),
		cSeat1:   color(p.Seats[1]).Bold(true),
		cSeat2:   color(p.Seats[2]).Bold(true),
		cSeat3:   color(p.Seats[3]).Bold(true),
		cSeat4:   color(p.Seats[4]).Bold(true),
	}
}

// seatLookOf is seat s's colour: the participants have none of their own
// in the box, so each seat takes one of the palette's seat colours, always
// beside its letter.
func seatLookOf(s int) cls {
	if s < 0 {
		return cNone
	}
	return cSeat0 + cls(s%5)
}

// title is a panel heading: "── KILLER ──────", with extra runs after the
// name.
func title(s string, w int, extra ...seg) line { return canvas.Heading(s, w, cTitle, extra...) }

// flow lays groups of runs into lines of width w, the first line starting
// after first and the others after rest, sep between groups.
func flow(groups []line, first, rest, sep string, w int) []line {
	return canvas.Flow(groups, first, rest, seg{sep, cSubtle}, w)
}

// Glyphs, each named in the key.
const (
	gSearch   = "⌕" // a room's search value: reward cards drawn
	gPuzzle   = "◈" // the puzzle symbol: a Search looks for a pair
	gSpecial  = "✦" // a room with no search value: its own rule
	gStart    = "⌂" // a starting room
	gExhaust  = "✗" // an exhausted room
	gCovered  = "■" // a reward covered by an exhausted reward token
	gLocked   = "▒" // a room locked for good
	gShut     = "⊠" // a puzzle room shut with its participant inside
	gFaceDown = "░" // a room not yet turned up
	gKiller   = "☠"
	gActive   = "!" // after ☠: the Killer stands, active
	gStunned  = "z" // after ☠: the Killer lies stunned
	gBody     = "✝" // a body not yet searched; a dead participant
	gGift     = "▣" // face-down MC gift tokens
	gCombat   = "⚔" // a combat under way
	gFirst    = "⚑" // the First Player card
	gMC       = "♛" // the Master of the Ceremony card
	gKey      = "⚷" // keys
	gHealth   = "♥"
	gResolve  = "◉"
	gPanic    = "‼" // Panicked!
	gEscaped  = "⇧" // got out through an exit
	gPicked   = "✓" // action card picked
	gWaiting  = "◌" // action card still to pick
	gHit      = "●" // a die that succeeded
	gMiss     = "○" // a die that failed
	gUnrolled = "□" // a die not rolled yet
)
