// Package toosmall is the screen shown instead of a layout that would not
// fit: a clipped board is worse than none, because it silently hides spaces,
// tracks or choices a player needs.
package toosmall

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
)

// Fits reports whether a have-sized terminal holds a need-sized screen.
func Fits(needW, needH, haveW, haveH int) bool {
	return haveW >= needW && haveH >= needH
}

// Message is the sentence the screen shows, kept apart so the line mode and
// tests can use the same words.
func Message(needW, needH, haveW, haveH int) string {
	return fmt.Sprintf("terminal too small (need %dx%d, have %dx%d)", needW, needH, haveW, haveH)
}

// View draws the message centered in the terminal. The "!" keeps the warning
// readable without color. hint, when not empty, is one more way out ("your
// game is saved; the line mode plays it at any size").
func View(c *common.Common, needW, needH, haveW, haveH int, hint string) string {
	msg := c.Styles.Error.Render("! "+Message(needW, needH, haveW, haveH)) + "\n" +
		c.Styles.Subtle.Render("enlarge the window, or press q to leave")
	if hint != "" {
		msg += "\n" + c.Styles.Subtle.Render(hint)
	}
	if haveW <= 0 || haveH <= 0 {
		return msg
	}
	// Wrapped, not cut: the hint is the way on, so its end must show.
	return c.R.Place(haveW, haveH, lipgloss.Center, lipgloss.Center,
		c.R.NewStyle().Width(min(haveW, lipgloss.Width(msg))).MaxHeight(haveH).Render(msg))
}
