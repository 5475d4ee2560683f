package horrified

import (
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// cls names one of the board's looks: an index into looks, drawn by the
// canvas package. The map is a grid of (rune, cls) cells and the panels are
// runs of (text, cls); both turn into text only at the end, so a frame costs
// one escape pair per run instead of one lipgloss render per cell.
type cls = canvas.Look

const (
	cNone           = canvas.Plain
	cSubtle         = canvas.Subtle // secondary words
	cLit        cls = iota          // lit path
	cWater                          // water path
	cLabel                          // land space name
	cWaterLabel                     // water space name
	cReach                          // a space the current hero can move to
	cSel                            // the space the selected choice names
	cLast                           // the latest movement
	cHero                           // a hero letter
	cCur                            // the current hero
	cMon                            // a monster
	cFrenzy                         // the frenzied monster
	cVill                           // villagers
	cItem                           // items lying on a space
	cCoffin                         // an unsmashed coffin
	cTitle                          // panel titles
	cRed                            // red items
	cYellow                         // yellow items
	cBlue                           // blue items
	cGood                           // done, safe
	cBad                            // defeated, terror
	cBanner                         // the turn line
)

// seg is a run of text in one look; line is one row of a panel.
type (
	seg  = canvas.Seg
	line = canvas.Line
)

// looks builds the style of every look from the terminal's renderer.
func looks(c *common.Common) []lipgloss.Style {
	r := c.R
	st := c.Styles
	color := func(s string) lipgloss.Style { return r.NewStyle().Foreground(lipgloss.Color(s)) }
	return []lipgloss.Style{
		cLit:        color("#8A7F5A"),
		cWater:      color("#4E9DF2"),
		cLabel:      color("#E8E3D3"),
		cWaterLabel: color("#4E9DF2").Bold(true),
		cReach:      color("#46A758").Bold(true).Underline(true),
		cSel:        color("#F2C14E").Bold(true).Reverse(true),
		cLast:       color("#C678DD").Bold(true),
		cHero:       color("#E8E3D3").Bold(true),
		cCur:        color("#F2C14E").Bold(true).Reverse(true),
		cMon:        color("#E5484D").Bold(true),
		cFrenzy:     color("#FF8A3D").Bold(true).Reverse(true),
		cVill:       color("#7FD1B9"),
		cItem:       color("#F2C14E"),
		cCoffin:     color("#A0A0A0").Bold(true),
		cTitle:      st.Title,
		cSubtle:     st.Subtle,
		cRed:        color("#E5484D"),
		cYellow:     color("#F2C14E"),
		cBlue:       color("#4E9DF2"),
		cGood:       st.Good,
		cBad:        st.Bad.Bold(true),
		cBanner:     color("#E8E3D3").Bold(true).Reverse(true),
	}
}

// itemLook is the look of an item color.
func itemLook(color string) cls {
	switch color {
	case "red":
		return cRed
	case "yellow":
		return cYellow
	case "blue":
		return cBlue
	}
	return cItem
}

// itemLetter is the letter that says an item's color without color.
func itemLetter(color string) string {
	switch color {
	case "red":
		return "R"
	case "yellow":
		return "Y"
	case "blue":
		return "B"
	}
	return "?"
}
