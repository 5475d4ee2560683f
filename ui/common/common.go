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
	return &Common{R: r, Palette: p, Styles: NewStyles(r, p.drawnBy(r)), Keys: DefaultKeyMap()}
}

// Board draws one game's table for the game screen, teaches the game, and
// describes it in words for the line mode. Each game's ui package provides
// one. Every method takes the view as the game's View value (or a pointer to
// it) and must never panic on another value: it says it cannot draw it.
//
// The screen standard (DESIGN.md) is met here: every page draws fully and
// correctly at every size from 76x16 up (the board pane of an 80x24
// terminal), a bigger room shows more at once, and nothing of the game is
// only in colour.
type Board interface {
	// Pages names the board's pages at width x height: one page when the
	// whole table fits; a small room splits it ("Map", "Heroes"), each page
	// one key away on the game screen. Never empty.
	Pages(width, height int) []string
	// Render draws page (an index into Pages(width, height)) of view in
	// exactly width x height cells at most. selected is the choice under
	// the cursor in the prompt list (zero when none) and touch what it
	// concerns on the board, as the game says (rules.Toucher), so the board
	// highlights it without reading its ID.
	Render(c *Common, view any, selected Selection, page, width, height int) string
	// At is the place drawn at column x, row y (from 0) of the same Render:
	// an ID as rules.Touch.Places names it, "" when there is none. A mouse
	// click on the map chooses the move there.
	At(view any, page, width, height, x, y int) string
	// Reference teaches the game in view from the screen: every figure,
	// card and place in play, with what it does (a monster's task, defeat,
	// power and weakness; a hero's ability and actions; a card's text), in
	// lines at most width cells wide. The reference pane scrolls it.
	Reference(c *Common, view any, width int) string
	// Explain says what the choice under the cursor means, and what it
	// touches (the card's text, the monster's mat, who stands on the
	// space), in lines at most width cells wide; "" when there is nothing
	// more to say than its label.
	Explain(c *Common, view any, selected Selection, width int) string
	// Describe says the state in plain words, no escape codes: the line
	// mode prints it and screen readers read it.
	Describe(view any) string
	// Summary is the state in one short line for lists of saves ("turn 3,
	// terror 2 of 7"), no escape codes.
	Summary(view any) string
	// MinSize is the smallest terminal the game plays in, fully.
	MinSize() (width, height int)
}

// Forecaster is a board that foresees the game's next run of chance (for
// Horrified, the monster phase after the hero phase) from the game itself:
// the game screen gives it a pane of its own, Odds.
type Forecaster interface {
	// Foresee works out the odds of what comes next in g. It can take a
	// tenth of a second, so the screen runs it off its own goroutine; it
	// only reads g. The forecast is the board's own; nil when there is
	// nothing to foresee now.
	Foresee(g rules.Game) (forecast any)
	// DrawForecast draws a forecast Foresee made (nil: says when there
	// will be one) in lines at most width cells wide. It is quick.
	DrawForecast(c *Common, forecast any, width int) string
}

// Selection is the choice under the cursor, for the board to highlight: its
// ID (to match a list the view itself holds, such as the dice combinations
// on offer) and what the game says it touches.
type Selection struct {
	ID    string
	Touch rules.Touch
}
