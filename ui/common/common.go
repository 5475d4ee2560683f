// Package common is what every haunt screen shares: the renderer that styles
// are made from (one per terminal, so each SSH connection keeps its own color
// profile), the window size, and the contract a game's board drawing meets.
package common

import (
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/rules"
)

// Common is handed to every component. Styles are built from R and Palette,
// never held in package variables.
type Common struct {
	R       *lipgloss.Renderer
	Width   int
	Height  int
	Palette Palette
	Styles  Styles
	Keys    KeyMap
}

// New makes a Common for one terminal.
//
// The palette's colours are adaptive, so R must know whether the terminal's
// background is dark. New asks now, while nothing else reads the terminal:
// asked at the first render, the answer could be eaten by the program's key
// reader and stall the screen. A terminal drawing no colour is not asked.
func New(r *lipgloss.Renderer) *Common {
	if r.ColorProfile() != termenv.Ascii {
		r.HasDarkBackground()
	}
	p := NewPalette()
	return &Common{R: r, Palette: p, Styles: NewStyles(r, p), Keys: DefaultKeyMap()}
}

// Board draws one game's table for the game screen and describes it in words
// for the line mode. Each game's ui package provides one.
type Board interface {
	// Render draws view (the game's View value) in width x height cells.
	// selected is the choice under the cursor in the prompt list (zero when
	// none) and touch what it concerns on the board, as the game says
	// (rules.Toucher), so the board highlights it without reading its ID.
	Render(c *Common, view any, selected Selection, width, height int) string
	// Describe says the state in plain words, no escape codes: the line
	// mode prints it and screen readers read it.
	Describe(view any) string
	// MinSize is the smallest terminal the board fits.
	MinSize() (width, height int)
}

// Selection is the choice under the cursor, for the board to highlight: its
// ID (to match a list the view itself holds, such as the dice combinations
// on offer) and what the game says it touches.
type Selection struct {
	ID    string
	Touch rules.Touch
}
