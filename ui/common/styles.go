package common

import "github.com/charmbracelet/lipgloss"

// Styles are the shared looks of the app, made from one renderer. Color is
// never the only signal: anything colored also carries a glyph or a word.
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

// NewStyles builds the styles for one renderer. With NO_COLOR or a plain
// terminal the renderer drops the colors and the glyphs remain.
func NewStyles(r *lipgloss.Renderer) Styles {
	return Styles{
		Title:    r.NewStyle().Bold(true).Foreground(lipgloss.Color("#E8E3D3")),
		Subtle:   r.NewStyle().Foreground(lipgloss.Color("243")),
		Selected: r.NewStyle().Bold(true).Foreground(lipgloss.Color("#F2C14E")),
		Error:    r.NewStyle().Bold(true).Foreground(lipgloss.Color("#E5484D")),
		Border:   r.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(lipgloss.Color("240")),
		Good:     r.NewStyle().Foreground(lipgloss.Color("#46A758")),
		Bad:      r.NewStyle().Foreground(lipgloss.Color("#E5484D")),
		Turn:     r.NewStyle().Bold(true).Reverse(true).Padding(0, 1),
		Badge:    r.NewStyle().Foreground(lipgloss.Color("#F2C14E")),
	}
}
