// Package app is haunt's terminal program: one root Bubble Tea model that
// goes from the title menu to a setup form to the game screen. The same
// model runs in a local terminal and, with a renderer per connection, over
// SSH; nothing in it reaches for the process's terminal, clock or random
// source except through Options.
package app

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/helpbar"
	"github.com/hauntgames/haunt/ui/components/toosmall"
)

// Options configure one run of the app.
type Options struct {
	Games    []rules.Definition // what the menu offers (the SSH server passes solo-capable games only)
	Store    saves.Store
	Version  string
	Start    *saves.Session // non-nil: open straight into this game (haunt play / haunt resume)
	SoloOnly bool           // SSH: only 1-seat games; no table mode option
	Table    bool           // default for the setup form's table-mode toggle
	Seed     func() uint64  // source of new seeds (injectable for tests)
	Now      func() time.Time
}

// The smallest terminal any screen is drawn in; a game's board may ask more.
const (
	minWidth  = 80
	minHeight = 24
)

type screen int

const (
	screenMenu screen = iota
	screenPickGame
	screenSetup
	screenResume
	screenRules
	screenGame
)

// Model is the root model. It is used through a pointer: its screens hold
// components that are updated in place.
type Model struct {
	c   *common.Common
	o   Options
	bar helpbar.Bar

	screen  screen
	menu    cursorList
	actions []menuAction
	saves   []saveInfo
	resume  cursorList
	pick    cursorList // game picker, for a new game or the rules
	pickFor screen     // what the picked game opens: screenSetup or screenRules
	form    *setupForm
	rules   rulesPage
	game    *gameScreen

	// status is one line under every screen: news, or an error with a "!".
	status    string
	statusErr bool

	farewell string
	quitting bool
}

// New makes the app for one terminal, drawing with r.
func New(r *lipgloss.Renderer, o Options) tea.Model {
	if o.Seed == nil {
		o.Seed = rand.Uint64
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	c := common.New(r)
	m := &Model{c: c, o: o, bar: helpbar.New(c)}
	m.openMenu()
	if o.Start != nil {
		m.openGame(o.Start)
	}
	m.layout()
	return m
}

// Farewell is what the app said on leaving a game ("Game saved as ...").
// A program run in the alternate screen loses its last frame, so the caller
// prints this after the program ends.
func Farewell(m tea.Model) string {
	if a, ok := m.(*Model); ok {
		return a.farewell
	}
	return ""
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if m.quitting {
		return m, nil
	}
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.c.Width, m.c.Height = msg.Width, msg.Height
	case tea.KeyMsg:
		cmd = m.updateKey(msg)
	default:
		// The choice list filters in a command; its result comes back here.
		if m.screen == screenGame && m.game != nil {
			if m.game.adjust != nil {
				*m.game.adjust, cmd = m.game.adjust.Update(msg)
			} else {
				m.game.list, cmd = m.game.list.Update(msg)
			}
		}
	}
	m.layout()
	return m, cmd
}

func (m *Model) updateKey(msg tea.KeyMsg) tea.Cmd {
	if key.Matches(msg, m.c.Keys.Leave) {
		return m.quit()
	}
	// Keys must not act on what cannot be seen: on the "too small" screen
	// only leaving works.
	w, h := m.size()
	if nw, nh := m.need(); !toosmall.Fits(nw, nh, w, h) {
		if key.Matches(msg, m.c.Keys.Quit) {
			return m.quit()
		}
		return nil
	}
	// While a filter or a name is being typed, ? and q are letters.
	typing := (m.screen == screenSetup && m.form.input() != nil) || (m.screen == screenGame && m.game.typing())
	if !typing && key.Matches(msg, m.c.Keys.Help) {
		m.bar.ToggleFull()
		return nil
	}
	switch m.screen {
	case screenMenu:
		return m.updateMenu(msg)
	case screenPickGame:
		return m.updatePick(msg)
	case screenResume:
		return m.updateResume(msg)
	case screenRules:
		return m.updateRules(msg)
	case screenSetup:
		return m.updateSetup(msg)
	case screenGame:
		return m.updateGame(msg)
	}
	return nil
}

// quit leaves the program. A game in progress is already saved (every
// answer is written as it happens), so leaving only has to say where.
func (m *Model) quit() tea.Cmd {
	if m.screen == screenGame && m.game != nil {
		name := m.game.s.Name
		m.farewell = fmt.Sprintf("Game saved as %s. Resume with: haunt resume %s", name, name)
	}
	m.quitting = true
	return tea.Quit
}

func (m *Model) setStatus(s string, isErr bool) {
	m.status, m.statusErr = s, isErr
}

func (m *Model) setError(err error) {
	m.setStatus("! "+err.Error(), true)
}

func (m *Model) size() (int, int) {
	w, h := m.c.Width, m.c.Height
	if w <= 0 || h <= 0 {
		return minWidth, minHeight // no size yet: draw for the smallest terminal
	}
	return w, h
}

// need is the terminal size the current screen needs.
func (m *Model) need() (int, int) {
	w, h := minWidth, minHeight
	if m.screen == screenGame && m.game != nil {
		bw, bh := m.game.board.MinSize()
		w, h = max(w, bw), max(h, bh)
	}
	return w, h
}

// helpKeys is the key help of the current screen.
func (m *Model) helpKeys() []help.KeyMap {
	k := m.c.Keys
	if m.bar.Full() {
		k.Help = common.WithHelp(k.Help, "fewer keys")
	}
	switch m.screen {
	case screenMenu:
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Up, k.Down, common.WithHelp(k.Choose, "open"), k.Quit, k.Help}}}
	case screenPickGame, screenResume:
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Up, k.Down, common.WithHelp(k.Choose, "open"), k.Back, k.Quit, k.Help}}}
	case screenRules:
		return []help.KeyMap{m.rules, helpbar.Keys{Short: []key.Binding{k.Back, k.Quit, k.Help}}}
	case screenSetup:
		return []help.KeyMap{m.form.help(k)}
	case screenGame:
		return m.game.helpKeys(k)
	}
	return nil
}

// layout sizes the components for the terminal. It runs after every update,
// because the help bar and the prompt change the room left for the rest.
func (m *Model) layout() {
	w, h := m.size()
	hh := lipgloss.Height(m.bar.View(w, m.helpKeys()...))
	body := h - hh - 1
	switch m.screen {
	case screenRules:
		m.rules.setSize(w, body)
	case screenGame:
		m.game.layout(w, body)
	}
}

// View implements tea.Model.
func (m *Model) View() string {
	if m.quitting {
		if m.farewell != "" {
			return m.farewell + "\n"
		}
		return ""
	}
	w, h := m.size()
	if nw, nh := m.need(); !toosmall.Fits(nw, nh, w, h) {
		return toosmall.View(m.c, nw, nh, w, h)
	}
	helpView := m.bar.View(w, m.helpKeys()...)
	body := h - lipgloss.Height(helpView) - 1
	var main string
	switch m.screen {
	case screenMenu:
		main = m.viewMenu(w, body)
	case screenPickGame:
		main = m.viewPick(w, body)
	case screenResume:
		main = m.viewResume(w, body)
	case screenRules:
		main = m.rules.view(m.c, w, body)
	case screenSetup:
		main = m.form.view(w, body)
	case screenGame:
		main = m.game.view(w, body, m.bar.Full())
	}
	if m.screen != screenGame { // the game screen fits itself exactly
		main = fit(main, w, body)
	}
	status := m.status
	if m.statusErr {
		status = m.c.Styles.Error.Render(status)
	} else {
		status = m.c.Styles.Subtle.Render(status)
	}
	status = ansi.Truncate(status, w, "…")
	return main + "\n" + status + "\n" + helpView
}
