// Package eventlog shows a game's log: the plain sentences of its events,
// newest at the bottom like a chat, in a scrollable viewport so a long game
// keeps its whole history one pgup away.
package eventlog

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// KeyMap scrolls the log. Only page keys: arrows and letters belong to the
// prompt list beside it.
type KeyMap struct {
	PageUp   key.Binding
	PageDown key.Binding
}

// keyMap is the log's keys from the app's one key map: page up and down.
func keyMap(k common.KeyMap) KeyMap {
	return KeyMap{
		PageUp:   common.WithHelp(k.PageUp, "log back"),
		PageDown: common.WithHelp(k.PageDown, "log forward"),
	}
}

// Model is the event log.
type Model struct {
	c      *common.Common
	vp     viewport.Model
	events []rules.Event
	// lines holds each event wrapped to the width, so an answer wraps only
	// its own events: a long game's log is thousands of lines.
	lines []string
	Keys  KeyMap

	// shown is the view drawn last, of the state shownAt: the log changes
	// on an answer, not on the keys between answers, and the viewport
	// styles every visible line anew at each draw. content counts the
	// changes of content.
	shown   string
	shownAt viewState
	content int
}

// viewState is what the log's view depends on: the content (counted up
// at each change), where it is scrolled to, and its size.
type viewState struct{ content, y, w, h int }

// New makes an empty log.
func New(c *common.Common) Model {
	vp := viewport.New(0, 0)
	vp.Style = c.R.NewStyle()
	vp.KeyMap = viewport.KeyMap{} // keys arrive through Update, filtered by Keys
	vp.MouseWheelEnabled = false
	return Model{c: c, vp: vp, Keys: keyMap(c.Keys)}
}

// SetSize fits the log in width x height cells and re-wraps it.
func (m *Model) SetSize(width, height int) {
	if width == m.vp.Width && height == m.vp.Height {
		return
	}
	bottom := m.vp.AtBottom()
	rewrap := width != m.vp.Width
	m.vp.Width, m.vp.Height = max(width, 1), max(height, 1)
	if rewrap {
		m.lines = nil
	}
	m.render(bottom)
}

// Reset replaces the whole log, as after an undo or a resume.
func (m *Model) Reset(events []rules.Event) {
	m.events = append([]rules.Event(nil), events...)
	m.lines = nil
	m.render(true)
}

// Append adds events at the bottom. The view follows them unless the reader
// has scrolled back to read history.
func (m *Model) Append(events ...rules.Event) {
	if len(events) == 0 {
		return
	}
	bottom := m.vp.AtBottom()
	m.events = append(m.events, events...)
	m.render(bottom)
}

// Len is the number of events in the log.
func (m *Model) Len() int { return len(m.events) }

func (m *Model) render(follow bool) {
	w := max(m.vp.Width, 1)
	wrap := m.c.R.NewStyle().Width(w)
	for _, e := range m.events[len(m.lines):] {
		glyph := "· "
		if e.Reveal {
			glyph = "◆ " // reveals stand out without color
		}
		m.lines = append(m.lines, wrap.Render(glyph+e.Text))
	}
	m.vp.SetContent(strings.Join(m.lines, "\n"))
	m.content++
	if follow {
		m.vp.GotoBottom()
	}
}

// Update scrolls on pgup and pgdn and ignores everything else.
func (m *Model) Update(msg tea.Msg) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch {
		case key.Matches(k, m.Keys.PageUp):
			m.vp.PageUp()
		case key.Matches(k, m.Keys.PageDown):
			m.vp.PageDown()
		}
	}
}

// Handles reports whether msg is a key the log acts on.
func (m *Model) Handles(msg tea.KeyMsg) bool {
	return key.Matches(msg, m.Keys.PageUp, m.Keys.PageDown)
}

// View draws the visible part of the log.
func (m *Model) View() string {
	if len(m.events) == 0 {
		return m.c.Styles.Subtle.Render("Nothing has happened yet.")
	}
	now := viewState{m.content, m.vp.YOffset, m.vp.Width, m.vp.Height}
	if now != m.shownAt || m.shown == "" {
		m.shown, m.shownAt = m.vp.View(), now
	}
	return m.shown
}

// ShortHelp implements help.KeyMap: both page keys in one entry, since the
// bottom line has little room.
func (m *Model) ShortHelp() []key.Binding {
	keys := append(m.Keys.PageUp.Keys(), m.Keys.PageDown.Keys()...)
	return []key.Binding{key.NewBinding(key.WithKeys(keys...), key.WithHelp("pgup/pgdn", "scroll log"))}
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	return [][]key.Binding{{m.Keys.PageUp, m.Keys.PageDown}}
}

// Scroll moves the log by n lines, back when n is negative: the mouse
// wheel.
func (m *Model) Scroll(n int) {
	if n < 0 {
		m.vp.ScrollUp(-n)
	} else {
		m.vp.ScrollDown(n)
	}
}
