// Package app is haunt's terminal program: one root Bubble Tea model that
// goes from the title menu to a setup form to the game screen. The same
// model runs in a local terminal and, with a renderer per connection, over
// SSH; nothing in it reaches for the process's terminal, clock or random
// source except through Options.
package app

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

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

	// Background is how the slow work a screen asks for runs: the Odds
	// pane's forecast and the strong player's suggestion. Nil runs the work
	// as the command it is, off the screen's goroutine. Tests that check
	// neither drop it, so nothing runs that no test looks at.
	Background func(work tea.Cmd) tea.Cmd
	// Tick is tea.Tick unless set: the beat of a running playout. Tests
	// give one that never fires, so they wait for no clock.
	Tick func(d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd
}

// The smallest terminal any screen is drawn in; a game's board may ask more.
const (
	minWidth  = 80
	minHeight = 24
)

// Model is the root model. It is used through a pointer: its screens hold
// components that are updated in place.
type Model struct {
	c   *common.Common
	o   Options
	bar helpbar.Bar
	env *env

	screen screen

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
	if o.Background == nil {
		o.Background = func(work tea.Cmd) tea.Cmd { return work }
	}
	if o.Tick == nil {
		o.Tick = tea.Tick
	}
	c := common.New(r)
	m := &Model{c: c, o: o, bar: helpbar.New(c)}
	m.env = &env{c: c, o: &m.o, bar: &m.bar}
	// The saves are listed even for a game opened straight away: a store
	// that cannot list them says so, unless the game has worse to say.
	var first screen
	first, err := newMenu(m.env)
	if o.Start != nil {
		g, gerr := newGameScreen(m.env, o.Start)
		first = g
		if gerr != nil {
			err = gerr
		}
	}
	m.open(openScreenMsg{screen: first, err: err})
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
	case openScreenMsg:
		m.open(msg)
	case statusMsg:
		m.status, m.statusErr = msg.text, msg.err
	case quitMsg:
		cmd = m.quit()
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste {
			return m, m.typed(msg)
		}
		cmd = m.updateKey(msg)
	default:
		// What a screen's own commands bring back (a filter's result).
		cmd = m.screen.Update(msg)
	}
	m.layout()
	return m, cmd
}

// typed takes letters that came in one read (fast typing, a slow link, an
// SSH client's batching) one key press at a time, as if typed slowly:
// "end" read at once is three letters, never the End key, whose name its
// KeyMsg would otherwise match.
func (m *Model) typed(msg tea.KeyMsg) tea.Cmd {
	var cmds []tea.Cmd
	for _, r := range msg.Runes {
		one := msg
		one.Runes = []rune{r}
		_, cmd := m.Update(one)
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

func (m *Model) open(msg openScreenMsg) {
	m.screen = msg.screen
	m.status, m.statusErr = "", false
	if msg.err != nil {
		m.status, m.statusErr = "! "+msg.err.Error(), true
	}
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
	t, ok := m.screen.(typist)
	if !(ok && t.typing()) && key.Matches(msg, m.c.Keys.Help) {
		m.bar.ToggleFull()
		return nil
	}
	return m.screen.Update(msg)
}

// quit leaves the program. A game in progress is already saved (every
// answer is written as it happens), so leaving only has to say where.
func (m *Model) quit() tea.Cmd {
	if s := m.session(); s != nil {
		m.farewell = fmt.Sprintf("Game saved as %s. Resume with: haunt resume %s", s.Name, s.Name)
	}
	m.quitting = true
	return tea.Quit
}

// session is the game open on the screen, if any.
func (m *Model) session() *saves.Session {
	if p, ok := m.screen.(player); ok {
		return p.session()
	}
	return nil
}

// smallHint says how to play on at this size: the line mode, which the
// command line has (an SSH session has only this screen); with a game open,
// that nothing is lost and how to resume it there.
func (m *Model) smallHint() string {
	if m.o.SoloOnly {
		return ""
	}
	s := m.session()
	if s == nil {
		return "the line mode plays at any size: haunt play GAME --plain"
	}
	return fmt.Sprintf("game saved as %s; to play at this size: haunt resume %s --plain", s.Name, s.Name)
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
	if s, ok := m.screen.(minSizer); ok {
		sw, sh := s.MinSize()
		w, h = max(w, sw), max(h, sh)
	}
	return w, h
}

// layout sizes the screen for the terminal. It runs after every update,
// because the help bar and the prompt change the room left for the rest.
func (m *Model) layout() {
	w, h := m.size()
	help := m.screen.Help()
	hh := lipgloss.Height(m.bar.View(w, help...))
	st := len(m.statusLines(w))
	if g, ok := m.screen.(*gameScreen); ok {
		// The game keeps the panes of its one-line help while the full
		// help shows: it draws helpRows fewer rows instead.
		sh := lipgloss.Height(m.bar.Short().View(w, help...))
		g.helpRows = max(hh-sh, 0)
		g.SetSize(w, h-sh-st)
		return
	}
	m.screen.SetSize(w, h-hh-st)
}

// statusMaxLines is how many lines a long status message wraps to: an
// error that explains a typed card reads whole at 80 columns.
const statusMaxLines = 3

// statusLines is the status message wrapped to w, one line at least.
func (m *Model) statusLines(w int) []string {
	style := m.c.Styles.Subtle
	if m.statusErr {
		style = m.c.Styles.Error
	}
	lines := wrapLines(m.status, w, statusMaxLines)
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
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
		return toosmall.View(m.c, nw, nh, w, h, m.smallHint())
	}
	// The screen was sized for this help bar and status by the last layout.
	helpView := m.bar.View(w, m.screen.Help()...)
	return m.screen.View() + "\n" + strings.Join(m.statusLines(w), "\n") + "\n" + helpView
}
