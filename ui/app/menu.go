package app

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/games"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
)

// cursorList is the plain list of the menus: a few lines and a cursor. The
// menus are short and fixed, so they need no filtering, unlike a prompt.
type cursorList struct {
	items  []listItem
	cursor int
}

type listItem struct {
	text string
	bad  bool // drawn in red with a "!": shown, never opened
}

func (l *cursorList) move(d int) {
	if len(l.items) == 0 {
		return
	}
	l.cursor = min(max(l.cursor+d, 0), len(l.items)-1)
}

// update moves the cursor; it reports whether it used the key.
func (l *cursorList) update(msg tea.KeyMsg, k common.KeyMap) bool {
	switch {
	case key.Matches(msg, k.Up):
		l.move(-1)
	case key.Matches(msg, k.Down):
		l.move(1)
	default:
		return false
	}
	return true
}

// view draws at most height lines, scrolled so the cursor shows. The cursor's
// line starts with "›" and a damaged line with "!", so neither needs color.
func (l cursorList) view(c *common.Common, width, height int) string {
	if len(l.items) == 0 || height <= 0 {
		return ""
	}
	first := 0
	if l.cursor >= height {
		first = l.cursor - height + 1
	}
	var lines []string
	for i := first; i < len(l.items) && i < first+height; i++ {
		it := l.items[i]
		prefix := "  "
		if i == l.cursor {
			prefix = "› "
		}
		text := it.text
		if it.bad {
			text = "! " + text
		}
		text = ansi.Truncate(prefix+text, width, "…")
		switch {
		case it.bad:
			text = c.Styles.Error.Render(text)
		case i == l.cursor:
			text = c.Styles.Selected.Render(text)
		}
		lines = append(lines, text)
	}
	return strings.Join(lines, "\n")
}

// menuAction is what a title menu line does.
type menuAction int

const (
	actContinue menuAction = iota
	actNew
	actResume
	actRules
	actQuit
)

// saveInfo is one save as the menus list it: readable or not, finished or not.
type saveInfo struct {
	entry saves.Entry
	title string // the game's title, or its name when not offered here
	over  bool
	err   error // from the listing, loading or replaying; such a save is shown, never opened
}

func (m *Model) lookup(name string) (rules.Definition, bool) {
	return games.Lookup(m.o.Games, name)
}

// loadSaves lists the store and replays each save to learn whether it is
// over. Replay is pure and writes nothing: a damaged save stays untouched.
func (m *Model) loadSaves() {
	m.saves = nil
	if m.o.Store == nil {
		return
	}
	entries, err := m.o.Store.List()
	if err != nil {
		m.setError(fmt.Errorf("cannot list saves: %w", err))
	}
	for _, e := range entries {
		si := saveInfo{entry: e, title: e.Header.Setup.Game, err: e.Err}
		if si.err == nil {
			si.over, si.err = m.inspect(&si)
		}
		m.saves = append(m.saves, si)
	}
}

func (m *Model) inspect(si *saveInfo) (bool, error) {
	s, err := m.o.Store.Load(si.entry.Name)
	if err != nil {
		return false, err
	}
	si.entry.Header = s.Header
	si.title = s.Header.Setup.Game
	def, ok := m.lookup(s.Header.Setup.Game)
	if !ok {
		return false, fmt.Errorf("the game %q is not offered here", s.Header.Setup.Game)
	}
	si.title = def.Title
	match, err := rules.Replay(def, s.Header.Setup, s.Log)
	if err != nil {
		return false, err
	}
	over, _ := match.Over()
	return over, nil
}

// openMenu shows the title menu, listing the saves afresh.
func (m *Model) openMenu() {
	m.screen = screenMenu
	m.game = nil
	m.form = nil
	m.loadSaves()
	m.menu = cursorList{}
	m.actions = nil
	for _, si := range m.saves {
		if si.err == nil && !si.over {
			m.menu.items = append(m.menu.items, listItem{text: fmt.Sprintf("Continue %s (%s)", si.entry.Name, si.title)})
			m.actions = append(m.actions, actContinue)
			break
		}
	}
	for _, it := range []struct {
		text string
		act  menuAction
	}{{"New game", actNew}, {"Resume", actResume}, {"Rules", actRules}, {"Quit", actQuit}} {
		m.menu.items = append(m.menu.items, listItem{text: it.text})
		m.actions = append(m.actions, it.act)
	}
}

func (m *Model) updateMenu(msg tea.KeyMsg) tea.Cmd {
	if m.menu.update(msg, m.c.Keys) {
		return nil
	}
	switch {
	case key.Matches(msg, m.c.Keys.Quit):
		return m.quit()
	case key.Matches(msg, m.c.Keys.Choose):
		m.setStatus("", false)
		switch m.actions[m.menu.cursor] {
		case actContinue:
			for _, si := range m.saves {
				if si.err == nil && !si.over {
					m.resumeSave(si.entry.Name)
					break
				}
			}
		case actNew:
			m.openPick(screenSetup)
		case actResume:
			m.openResume()
		case actRules:
			m.openPick(screenRules)
		case actQuit:
			return m.quit()
		}
	}
	return nil
}

func (m *Model) viewMenu(width, height int) string {
	title := m.c.Styles.Title.Render("haunt")
	if m.o.Version != "" {
		title += " " + m.c.Styles.Subtle.Render(m.o.Version)
	}
	// Joined, the lines share one width, so the block centers as a whole
	// and the menu lines stay aligned under each other.
	block := lipgloss.JoinVertical(lipgloss.Left,
		title,
		m.c.Styles.Subtle.Render("a companion for horror board games"),
		"",
		m.menu.view(m.c, width-4, height-4))
	return m.c.R.Place(width, height, lipgloss.Center, lipgloss.Center, block)
}

// openPick lists the games, for a new game or for their rules. With one game
// there is nothing to pick.
func (m *Model) openPick(next screen) {
	if len(m.o.Games) == 0 {
		m.setError(errors.New("no games are offered here"))
		return
	}
	if len(m.o.Games) == 1 {
		m.openGameScreen(next, m.o.Games[0])
		return
	}
	m.pickFor = next
	m.pick = cursorList{}
	for _, d := range m.o.Games {
		text := d.Title
		if d.Summary != "" {
			text += " — " + d.Summary
		}
		m.pick.items = append(m.pick.items, listItem{text: text})
	}
	m.screen = screenPickGame
}

func (m *Model) openGameScreen(next screen, def rules.Definition) {
	if next == screenRules {
		m.rules = newRulesPage(m.c, def, len(m.o.Games) > 1)
		m.screen = screenRules
		return
	}
	m.form = newSetupForm(m.c, def, &m.o)
	m.screen = screenSetup
}

func (m *Model) updatePick(msg tea.KeyMsg) tea.Cmd {
	if m.pick.update(msg, m.c.Keys) {
		return nil
	}
	switch {
	case key.Matches(msg, m.c.Keys.Quit):
		return m.quit()
	case key.Matches(msg, m.c.Keys.Back):
		m.openMenu()
	case key.Matches(msg, m.c.Keys.Choose):
		m.openGameScreen(m.pickFor, m.o.Games[m.pick.cursor])
	}
	return nil
}

func (m *Model) viewPick(width, height int) string {
	head := "New game"
	if m.pickFor == screenRules {
		head = "Rules"
	}
	return m.c.Styles.Title.Render(head) + "\n" +
		m.c.Styles.Subtle.Render("Which game?") + "\n\n" +
		m.pick.view(m.c, width, height-3)
}

// openResume lists every save; damaged ones show their error and stay put.
func (m *Model) openResume() {
	m.loadSaves()
	m.resume = cursorList{}
	for _, si := range m.saves {
		m.resume.items = append(m.resume.items, listItem{text: saveLine(si), bad: si.err != nil})
	}
	m.screen = screenResume
}

func saveLine(si saveInfo) string {
	if si.err != nil {
		return fmt.Sprintf("%s — %v", si.entry.Name, si.err)
	}
	h := si.entry.Header
	state := "in progress"
	if si.over {
		state = "over"
	}
	seats := strings.Join(h.Setup.Seats, ", ")
	if h.Setup.Mode == rules.Table {
		seats += " (table)"
	}
	updated := ""
	if !h.Updated.IsZero() {
		updated = h.Updated.Format("2006-01-02 15:04")
	}
	return fmt.Sprintf("%-28s %-16s %-24s %-16s %s", si.entry.Name, si.title, seats, updated, state)
}

func (m *Model) updateResume(msg tea.KeyMsg) tea.Cmd {
	if m.resume.update(msg, m.c.Keys) {
		return nil
	}
	switch {
	case key.Matches(msg, m.c.Keys.Quit):
		return m.quit()
	case key.Matches(msg, m.c.Keys.Back):
		m.setStatus("", false)
		m.openMenu()
	case key.Matches(msg, m.c.Keys.Choose):
		if len(m.saves) == 0 {
			return nil
		}
		si := m.saves[m.resume.cursor]
		if si.err != nil {
			m.setStatus(fmt.Sprintf("! %s cannot be opened: %v", si.entry.Name, si.err), true)
			return nil
		}
		m.setStatus("", false)
		m.resumeSave(si.entry.Name)
	}
	return nil
}

func (m *Model) resumeSave(name string) {
	s, err := saves.Resume(m.o.Store, name, m.o.Version, m.lookup, m.o.Now)
	if err != nil {
		m.setError(err)
		return
	}
	m.openGame(s)
}

func (m *Model) viewResume(width, height int) string {
	head := m.c.Styles.Title.Render("Resume") + "\n"
	if len(m.saves) == 0 {
		return head + "\n" + m.c.Styles.Subtle.Render("No saved games yet.")
	}
	cols := m.c.Styles.Subtle.Render(ansi.Truncate(fmt.Sprintf("  %-28s %-16s %-24s %-16s %s", "name", "game", "players", "updated", "state"), width, "…"))
	return head + "\n" + cols + "\n" + m.resume.view(m.c, width, height-3)
}
