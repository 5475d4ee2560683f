package common

import "github.com/charmbracelet/lipgloss"

// Styles are the shared looks of the app, made from one renderer and the
// palette. Color is never the only signal: anything colored also carries a
// glyph or a word.
type Styles struct {
	Title    lipgloss.Style
	Subtle   lipgloss.Style
	Selected lipgloss.Style
	Error    lipgloss.Style
	Border   lipgloss.Style
	Good     lipgloss.Style
	Bad      lipgloss.Style
	// Turn makes the name of the player to answer stand out; it always goes
	// with a "▶" glyph, so it shows without color or bold too.
	Turn lipgloss.Style
	// Badge marks a mode ("table mode") in the header, always in brackets.
	Badge lipgloss.Style
}

// NewStyles builds the styles for one renderer from p. With NO_COLOR or a
// plain terminal the renderer drops the colors and the glyphs remain.
func NewStyles(r *lipgloss.Renderer, p Palette) Styles {
	return Styles{
		Title:    r.NewStyle().Bold(true).Foreground(p.Text),
		Subtle:   r.NewStyle().Foreground(p.Subtle),
		Selected: r.NewStyle().Bold(true).Foreground(p.Accent),
		Error:    r.NewStyle().Bold(true).Foreground(p.Danger),
		Border:   r.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(p.Subtle),
		Good:     r.NewStyle().Foreground(p.Good),
		Bad:      r.NewStyle().Foreground(p.Danger),
		Turn:     r.NewStyle().Bold(true).Reverse(true).Padding(0, 1),
		Badge:    r.NewStyle().Foreground(p.Accent),
	}
}
