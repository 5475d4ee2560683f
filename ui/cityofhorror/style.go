package cityofhorror

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// cls names one of the board's looks: an index into looks, drawn by the
// canvas package.
type cls = canvas.Look

const (
	cNone       = canvas.Plain
	cSubtle     = canvas.Subtle // secondary words, frames
	cTitle  cls = iota          // panel titles
	cBanner                     // the banner
	cCur                        // what is under way: the location resolved, the leader
	cSel                        // what the choice under the cursor touches
	cGood                       // rested, safe, done
	cBad                        // attacks, deaths
	cBadge                      // [house set]
	cLoc                        // a location's name
	cZombie                     // zombies
	cBlast                      // explosion markers
	cItem                       // airdropped action cards, hands
	cAnti                       // antidotes
	cFood                       // food tokens
	cRed                        // the players' colours, each with its letter
	cYellow                     //
	cGreen                      //
	cBlue                       //
	cPurple                     //
	cWhite                      //
	cOrange                     //
	cTeal                       //
	cSeat0                      // seats of a colour the palette does not name
	cSeat1                      //
	cSeat2                      //
	cSeat3                      //
	cSeat4                      //
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
		cTitle:  st.Title,
		cSubtle: st.Subtle,
		cBanner: color(p.Text).Bold(true).Reverse(true),
		cCur:    color(p.Accent).Bold(true),
		cSel:    color(p.Accent).Bold(true).Reverse(true),
		cGood:   st.Good,
		cBad:    st.Bad.Bold(true),
		cBadge:  st.Badge,
		cLoc:    color(p.Text).Bold(true),
		cZombie: color(p.Danger),
		cBlast:  color(p.Orange).Bold(true),
		cItem:   color(p.Blue),
		cAnti:   color(p.Green),
		cFood:   color(p.Yellow),
		cRed:    color(p.Red).Bold(true),
		cYellow: color(p.Yellow).Bold(true),
		cGreen:  color(p.Green).Bold(true),
		cBlue:   color(p.Blue).Bold(true),
		cPurple: color(p.Purple).Bold(true),
		// A white stand draws in the text colour: white on a light
		// terminal would not show. Its letter W says the colour.
		cWhite:  color(p.Text).Bold(true),
		cOrange: color(p.Orange).Bold(true),
		cTeal:   color(p.Teal).Bold(true),
		cSeat0:  color(p.Seats[0]).Bold(true),
		cSeat1:  color(p.Seats[1]).Bold(true),
		cSeat2:  color(p.Seats[2]).Bold(true),
		cSeat3:  color(p.Seats[3]).Bold(true),
		cSeat4:  color(p.Seats[4]).Bold(true),
	}
}

// colorLook is the look of a player colour by its name; a colour the
// palette does not name gets one of the seat colours, by seat.
func colorLook(color string, seat int) cls {
	switch strings.ToLower(color) {
	case "red":
		return cRed
	case "yellow":
		return cYellow
	case "green":
		return cGreen
	case "blue":
		return cBlue
	case "purple", "violet":
		return cPurple
	case "white", "black", "grey", "gray":
		return cWhite
	case "orange":
		return cOrange
	case "teal", "cyan":
		return cTeal
	}
	return cSeat0 + cls(max(seat, 0)%5)
}

// title is a panel heading: "── VOTE ──────", with extra runs after the
// name.
func title(s string, w int, extra ...seg) line { return canvas.Heading(s, w, cTitle, extra...) }

// flow lays groups of runs into lines of width w, the first line starting
// after first and the others after rest, sep between groups.
func flow(groups []line, first, rest, sep string, w int) []line {
	return canvas.Flow(groups, first, rest, seg{sep, cSubtle}, w)
}

// Glyphs, each named in the key.
const (
	gRested    = "◆"
	gExhausted = "◇"
	gHidden    = "⌂" // Hideout: lying low
	gSafe      = "☂" // Little Boy or Girl: nothing can pick them
	gExtra     = "+" // on a temporary space
	gZombie    = "☠"
	gMarker    = "✸"
	gNoMarker  = "○"
	gCard      = "▣"
	gAntidote  = "✚"
	gFood      = "●"
	gReplica   = "⚔"
	gFirst     = "⚑"
	gResolving = "▸"
	gResolved  = "✓"
	gAttack    = "⚠"
	gDead      = "✝"
	gWaiting   = "◌" // a movement card or a vote still to come
)
