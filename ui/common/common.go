// Package common is what every haunt screen shares: the renderer that styles
// are made from (one per terminal, so each SSH connection keeps its own color
// profile), the window size, and the contract a game's board drawing meets.
package common

import "github.com/charmbracelet/lipgloss"

// Common is handed to every component. Styles are built from R, never held
// in package variables.
type Common struct {
	R      *lipgloss.Renderer
	Width  int
	Height int
	Styles Styles
}

// New makes a Common for one terminal.
func New(r *lipgloss.Renderer) *Common {
	return &Common{R: r, Styles: NewStyles(r)}
}

// Board draws one game's table for the game screen and describes it in words
// for the line mode. Each game's ui package provides one.
type Board interface {
	// Render draws view (the game's View value) in width x height cells.
	// selected is the ID of the choice under the cursor in the prompt list
	// ("" when none) so the board can highlight what that choice would touch.
	Render(c *Common, view any, selected string, width, height int) string
	// Describe says the state in plain words, no escape codes: the line
	// mode prints it and screen readers read it.
	Describe(view any) string
	// MinSize is the smallest terminal the board fits.
	MinSize() (width, height int)
}
