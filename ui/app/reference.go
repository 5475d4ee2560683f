package app

import (
	"github.com/charmbracelet/bubbles/viewport"

	"github.com/hauntgames/haunt/rules"
)

// reference is the reference pane: the board's teaching text for the view
// on show, in a viewport the page keys and the wheel scroll. The text is
// made again only when the game or the width changed: a board may take a
// while to say everything it knows, and View runs on every key.
type reference struct {
	vp   viewport.Model
	made refKey
}

// refKey is what the reference's text depends on.
type refKey struct {
	answers, width int
	seat           rules.Seat
	ok             bool
}

// size fits the pane in w x h cells.
func (r *reference) size(w, h int) {
	if r.vp.Width == 0 && r.vp.Height == 0 {
		r.vp = viewport.New(w, h)
		r.vp.KeyMap = viewport.KeyMap{} // keys arrive through the screen
		r.vp.MouseWheelEnabled = false
	}
	r.vp.Width, r.vp.Height = max(w, 1), max(h, 1)
}

// fill makes the text for k unless it is made already.
func (r *reference) fill(k refKey, text func() string) {
	k.ok = true
	if r.made == k {
		return
	}
	r.made = k
	r.vp.SetContent(text())
	r.vp.GotoTop()
}

func (r *reference) view() string { return r.vp.View() }

// scroll moves the text by n lines, back when n is negative.
func (r *reference) scroll(n int) {
	if n < 0 {
		r.vp.ScrollUp(-n)
	} else {
		r.vp.ScrollDown(n)
	}
}
