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

// looks builds the style of every look from the terminal's renderer and the
// palette. Each look also shows without color: a letter, glyph or bracket.
func looks(c *common.Common) []lipgloss.Style {
	r, st, p := c.R, c.Styles, &c.Palette
	color := func(col lipgloss.AdaptiveColor) lipgloss.Style { return r.NewStyle().Foreground(col) }
	path := p.Subtle   // lit paths, drawn ─ and │
	last := p.Purple   // the latest movement, • and arrows
	villager := p.Teal // villagers, "3v"
	coffin := p.Subtle // coffins, ⚰
	return []lipgloss.Style{
		cLit:        color(path),
		cWater:      color(p.Water),
		cLabel:      color(p.Text),
		cWaterLabel: color(p.Water).Bold(true),
		cReach:      color(p.Good).Bold(true).Underline(true),
		cSel:        color(p.Accent).Bold(true).Reverse(true),
		cLast:       color(last).Bold(true),
		cHero:       color(p.Text).Bold(true),
		cCur:        color(p.Accent).Bold(true).Reverse(true),
		cMon:        color(p.Danger).Bold(true),
		cFrenzy:     color(p.Orange).Bold(true).Reverse(true),
		cVill:       color(villager),
		cItem:       color(p.Yellow),
		cCoffin:     color(coffin).Bold(true),
		cTitle:      st.Title,
		cSubtle:     st.Subtle,
		cRed:        color(p.Red),
		cYellow:     color(p.Yellow),
		cBlue:       color(p.Blue),
		cGood:       st.Good,
		cBad:        st.Bad.Bold(true),
		cBanner:     color(p.Text).Bold(true).Reverse(true),
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
