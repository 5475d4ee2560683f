package common

import (
	"strconv"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Palette is every colour haunt draws with, named by what it means. Each is
// an adaptive colour: lipgloss picks Light or Dark by the background the
// terminal reports, per renderer, so each SSH connection gets its own.
//
// Every colour holds at least 4.5:1 contrast (WCAG AA for text) against
// white for Light and against black and #1E1E1E for Dark
// (TestPaletteHoldsContrastOnDarkAndLight). A reversed look draws the
// terminal's background on the colour: the same pair, so the same ratio.
// Colour is never the only signal: whatever is coloured also carries a
// glyph, a letter or a word.
type Palette struct {
	// Text is words and names in the body: titles, labels, heroes.
	Text lipgloss.AdaptiveColor
	// Subtle is secondary words, borders, paths and spent things.
	Subtle lipgloss.AdaptiveColor
	// Accent marks the choice under the cursor and whose turn it is.
	Accent lipgloss.AdaptiveColor
	// Danger is errors, monsters, losses and penalties.
	Danger lipgloss.AdaptiveColor
	// Good is done, safe, won, and where one may go.
	Good lipgloss.AdaptiveColor

	// The colours of the games' pieces, by the colour the box gives them
	// (items, dice, tiers, resources), each paired with its letter.
	Red    lipgloss.AdaptiveColor
	Orange lipgloss.AdaptiveColor
	Yellow lipgloss.AdaptiveColor
	Green  lipgloss.AdaptiveColor
	Teal   lipgloss.AdaptiveColor
	Blue   lipgloss.AdaptiveColor
	Purple lipgloss.AdaptiveColor
	// Water is rivers, lakes and the paths over them.
	Water lipgloss.AdaptiveColor

	// Seats tells players apart, one colour per seat (seat i takes
	// Seats[i%len(Seats)]), always with the seat's letter.
	Seats [5]lipgloss.AdaptiveColor
}

// NewPalette is haunt's palette.
func NewPalette() Palette {
	return Palette{
		Text:   lipgloss.AdaptiveColor{Light: "#2E2A24", Dark: "#E8E3D3"},
		Subtle: lipgloss.AdaptiveColor{Light: "#666666", Dark: "#8C8C8C"},
		Accent: lipgloss.AdaptiveColor{Light: "#855F00", Dark: "#F2C14E"},
		Danger: lipgloss.AdaptiveColor{Light: "#C62828", Dark: "#EC5D62"},
		Good:   lipgloss.AdaptiveColor{Light: "#2E7D32", Dark: "#46A758"},

		Red:    lipgloss.AdaptiveColor{Light: "#C62828", Dark: "#EC5D62"},
		Orange: lipgloss.AdaptiveColor{Light: "#B34700", Dark: "#FF8A3D"},
		Yellow: lipgloss.AdaptiveColor{Light: "#855F00", Dark: "#F2C14E"},
		Green:  lipgloss.AdaptiveColor{Light: "#2E7D32", Dark: "#46A758"},
		Teal:   lipgloss.AdaptiveColor{Light: "#00796B", Dark: "#7FD1B9"},
		Blue:   lipgloss.AdaptiveColor{Light: "#1F5FBF", Dark: "#4E9DF2"},
		Purple: lipgloss.AdaptiveColor{Light: "#7B3FB5", Dark: "#B48EE0"},
		Water:  lipgloss.AdaptiveColor{Light: "#0A6F8A", Dark: "#45C2D1"},

		Seats: [5]lipgloss.AdaptiveColor{
			{Light: "#006B5E", Dark: "#7FD1B9"}, // sea green
			{Light: "#AD1457", Dark: "#F2A0C4"}, // rose
			{Light: "#3F51B5", Dark: "#9CC3F5"}, // indigo, sky
			{Light: "#8D5524", Dark: "#E6C07B"}, // umber, sand
			{Light: "#556B00", Dark: "#C3E88D"}, // olive, lime
		},
	}
}

// drawnBy is p with each colour as r draws it, on r's background and in
// its colour profile, Light and Dark alike. Lip Gloss converts a colour for
// the profile at every render, and for a 256- or 16-colour terminal that
// means searching for the nearest colour by perceived distance; the shared
// styles render on every frame of every player, so they take their
// colours converted once. The result only suits r: the contrast tests read
// the palette itself.
func (p Palette) drawnBy(r *lipgloss.Renderer) Palette {
	dark := r.HasDarkBackground()
	profile := r.ColorProfile()
	fix := func(c *lipgloss.AdaptiveColor) {
		hex := c.Light
		if dark {
			hex = c.Dark
		}
		var s string
		switch col := profile.Color(hex).(type) {
		case termenv.ANSI256Color:
			s = strconv.Itoa(int(col))
		case termenv.ANSIColor:
			s = strconv.Itoa(int(col))
		case termenv.RGBColor:
			s = string(col)
		}
		*c = lipgloss.AdaptiveColor{Light: s, Dark: s}
	}
	for _, c := range []*lipgloss.AdaptiveColor{&p.Text, &p.Subtle, &p.Accent, &p.Danger, &p.Good,
		&p.Red, &p.Orange, &p.Yellow, &p.Green, &p.Teal, &p.Blue, &p.Purple, &p.Water} {
		fix(c)
	}
	for i := range p.Seats {
		fix(&p.Seats[i])
	}
	return p
}
