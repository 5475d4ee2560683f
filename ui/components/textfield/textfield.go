// Package textfield makes text inputs whose looks come from one terminal's
// renderer. bubbles/textinput fills its styles from the process-wide default
// renderer, which is wrong over SSH, where each connection has its own color
// profile; every text input in haunt goes through here instead.
package textfield

import (
	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"

	"github.com/hauntgames/haunt/ui/common"
)

// New returns an empty, unfocused text input styled for c.
func New(c *common.Common) textinput.Model {
	t := textinput.New()
	Restyle(c, &t)
	return t
}

// Restyle replaces every style of t with one made from c's renderer, and
// stops the cursor blinking: a blinking cursor is a timer that repaints the
// screen twice a second, which costs bandwidth over SSH and makes screen
// output depend on the clock.
func Restyle(c *common.Common, t *textinput.Model) {
	t.PromptStyle = c.R.NewStyle()
	t.TextStyle = c.R.NewStyle()
	t.PlaceholderStyle = c.Styles.Subtle
	t.CompletionStyle = c.Styles.Subtle
	t.Cursor.Style = c.R.NewStyle()
	t.Cursor.TextStyle = c.R.NewStyle()
	t.Cursor.SetMode(cursor.CursorStatic)
}
