package att

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
	cNone         = canvas.Plain
	cSubtle       = canvas.Subtle // secondary words
	cTitle    cls = iota          // panel titles
	cBanner                       // the turn line
	cCur                          // the seat whose turn it is
	cSel                          // what the choice under the cursor touches
	cGood                         // done, overcome
	cBad                          // terrible things, penalties
	cBadge                        // [house deck], [solo]
	cWater                        // the river
	cLoc                          // a location's name
	cSecret                       // Ancient Secrets (✦)
	cGreen                        // green tier
	cOrange                       // orange tier
	cRed                          // red tier
	cFocus                        // resources and the encounter types that bring them
	cTreasure                     //
	cCourage                      //
	cFeat                         //
	cDieB                         // basic die (green)
	cDieL                         // luck die (yellow)
	cDieF                         // feat die (blue)
	cDieP                         // panic die (red)
	cDieR                         // revelation die (purple)
	cUsed                         // a spent die
	cEvent                        // an event overlay
	cSeat0                        // seat letters, one look each
	cSeat1                        //
	cSeat2                        //
	cSeat3                        //
	cSeat4                        //
)

// seg is a run of text in one look; line is one row of a panel.
type (
	seg  = canvas.Seg
	line = canvas.Line
)

// looks builds the style of every look from the terminal's renderer and the
// palette. Each look also shows without color: a letter, glyph or word.
func looks(c *common.Common) []lipgloss.Style {
	r, st, p := c.R, c.Styles, &c.Palette
	color := func(col lipgloss.AdaptiveColor) lipgloss.Style { return r.NewStyle().Foreground(col) }
	secret := p.Yellow // Ancient Secrets and scores: gold, with ✦
	event := p.Purple  // events and foreshadowing, with ⚑ and ⌖
	return []lipgloss.Style{
		cTitle:    st.Title,
		cSubtle:   st.Subtle,
		cBanner:   color(p.Text).Bold(true).Reverse(true),
		cCur:      color(p.Accent).Bold(true),
		cSel:      color(p.Accent).Bold(true).Reverse(true),
		cGood:     st.Good,
		cBad:      st.Bad.Bold(true),
		cBadge:    st.Badge,
		cWater:    color(p.Water),
		cLoc:      color(p.Text).Bold(true),
		cSecret:   color(secret).Bold(true),
		cGreen:    color(p.Green).Bold(true),
		cOrange:   color(p.Orange).Bold(true),
		cRed:      color(p.Red).Bold(true),
		cFocus:    color(p.Green),
		cTreasure: color(p.Yellow),
		cCourage:  color(p.Purple),
		cFeat:     color(p.Blue),
		cDieB:     color(p.Green).Bold(true),
		cDieL:     color(p.Yellow).Bold(true),
		cDieF:     color(p.Blue).Bold(true),
		cDieP:     color(p.Red).Bold(true),
		cDieR:     color(p.Purple).Bold(true),
		cUsed:     st.Subtle, // with ✗; not faint, which no terminal dims alike
		cEvent:    color(event).Bold(true),
		cSeat0:    color(p.Seats[0]).Bold(true),
		cSeat1:    color(p.Seats[1]).Bold(true),
		cSeat2:    color(p.Seats[2]).Bold(true),
		cSeat3:    color(p.Seats[3]).Bold(true),
		cSeat4:    color(p.Seats[4]).Bold(true),
	}
}

// title is a panel heading: "── DICE ──────", with extra runs after the
// name.
func title(s string, w int, extra ...seg) line { return canvas.Heading(s, w, cTitle, extra...) }

// wrapSegs lays groups of runs into lines of width w, the first line
// starting after first and the others after rest, sep between groups.
func wrapSegs(groups []line, first, rest string, sep string, w int) []line {
	return canvas.Flow(groups, first, rest, seg{sep, cSubtle}, w)
}

// Resources, in the order the game lists them, with the two letters that
// name each without color (Focus and Feat share an initial).
var resOrder = [4]string{"focus", "treasure", "courage", "feat"}

func resAbbr(r string) string {
	switch r {
	case "focus":
		return "Fo"
	case "treasure":
		return "Tr"
	case "courage":
		return "Co"
	case "feat":
		return "Ft"
	}
	if r == "" {
		return "?"
	}
	return strings.ToUpper(r[:1]) + r[1:min(2, len(r))]
}

func resLook(r string) cls {
	switch r {
	case "focus":
		return cFocus
	case "treasure":
		return cTreasure
	case "courage":
		return cCourage
	case "feat":
		return cFeat
	}
	return cNone
}

// typeRes is the resource an encounter type brings to its location.
func typeRes(t string) string {
	switch t {
	case "pitfall":
		return "focus"
	case "artifact":
		return "treasure"
	case "horror":
		return "courage"
	case "villain":
		return "feat"
	}
	return ""
}

// tierLetter and tierLook say an encounter's tier by letter and color.
func tierLetter(t string) string {
	switch t {
	case "green":
		return "G"
	case "orange":
		return "O"
	case "red":
		return "R"
	}
	return "?"
}

func tierLook(t string) cls {
	switch t {
	case "green":
		return cGreen
	case "orange":
		return cOrange
	case "red":
		return cRed
	}
	return cNone
}

// dieLook is a die kind's colour; its letter is ba.DieLetter.
func dieLook(kind string) cls {
	switch kind {
	case "basic":
		return cDieB
	case "luck":
		return cDieL
	case "feat":
		return cDieF
	case "panic":
		return cDieP
	case "revelation":
		return cDieR
	}
	return cNone
}

// faceGlyph is a die face as a pip glyph; 0 (not rolled) is "·".
func faceGlyph(f int) string {
	if f >= 1 && f <= 6 {
		return [6]string{"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"}[f-1]
	}
	return "·"
}

func seatLook(i int) cls {
	if i < 0 {
		return cNone
	}
	return cSeat0 + cls(i%5)
}
