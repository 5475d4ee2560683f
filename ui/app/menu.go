package app

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/helpbar"
	"github.com/hauntgames/haunt/ui/games"
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
	actHints
	actQuit
)

// saveInfo is one save as the menus list it: readable or not, finished or not.
type saveInfo struct {
	entry saves.Entry
	title string // the game's title, or its name when not offered here
	over  bool
	// summary is the game's state in one line ("turn 3, terror 2 of 7"),
	// as its board says it; "" when it says nothing.
	summary string
	err     error // from the listing, loading or replaying; such a save is shown, never opened
}

// loadSaves lists the store and replays each save to learn whether it is
// over. Replay is pure and writes nothing: a damaged save stays untouched.
// The error is the listing's; each save carries its own.
func loadSaves(e *env) ([]saveInfo, error) {
	if e.o.Store == nil {
		return nil, nil
	}
	var all []saveInfo
	entries, err := e.o.Store.List()
	if err != nil {
		err = fmt.Errorf("cannot list saves: %w", err)
	}
	for _, en := range entries {
		si := saveInfo{entry: en, title: en.Header.Setup.Game, err: en.Err}
		if si.err == nil {
			si.over, si.err = inspect(e, &si)
		}
		all = append(all, si)
	}
	return all, err
}

func inspect(e *env, si *saveInfo) (bool, error) {
	s, err := e.o.Store.Load(si.entry.Name)
	if err != nil {
		return false, err
	}
	si.entry.Header = s.Header
	si.title = s.Header.Setup.Game
	def, ok := e.lookup(s.Header.Setup.Game)
	if !ok {
		return false, fmt.Errorf("the game %q is not offered here", s.Header.Setup.Game)
	}
	si.title = def.Title
	match, err := rules.Replay(def, s.Header.Setup, s.Log)
	if err != nil {
		return false, err
	}
	si.summary = games.For(def).Summary(match.Game().View(rules.Chance))
	over, _ := match.Over()
	return over, nil
}

// menuScreen is the title menu.
type menuScreen struct {
	e             *env
	list          cursorList
	actions       []menuAction
	saves         []saveInfo
	width, height int
}

// newMenu makes the title menu, listing the saves afresh.
func newMenu(e *env) (*menuScreen, error) {
	saves, err := loadSaves(e)
	m := &menuScreen{e: e, saves: saves}
	for _, si := range m.saves {
		if si.err == nil && !si.over {
			m.list.items = append(m.list.items, listItem{text: fmt.Sprintf("Continue %s (%s)", si.entry.Name, si.title)})
			m.actions = append(m.actions, actContinue)
			break
		}
	}
	for _, it := range []struct {
		text string
		act  menuAction
	}{{"New game", actNew}, {"Resume", actResume}, {"Rules", actRules}, {hintsItem(e), actHints}, {"Quit", actQuit}} {
		m.list.items = append(m.list.items, listItem{text: it.text})
		m.actions = append(m.actions, it.act)
	}
	return m, err
}

// hintsItem is the menu line that turns the strong player's suggestions
// (s in a game) on and off, saying which they are.
func hintsItem(e *env) string {
	if e.noHints {
		return "Suggestions: off"
	}
	return "Suggestions: on"
}

// openMenu shows the title menu.
func openMenu(e *env) tea.Cmd { return open(newMenu(e)) }

func (m *menuScreen) SetSize(width, height int) { m.width, m.height = width, height }

func (m *menuScreen) Update(msg tea.Msg) tea.Cmd {
	k := m.e.c.Keys
	km, ok := msg.(tea.KeyMsg)
	if !ok || m.list.update(km, k) {
		return nil
	}
	switch {
	case key.Matches(km, k.Quit):
		return quit()
	case key.Matches(km, k.Choose):
		switch m.actions[m.list.cursor] {
		case actContinue:
			for _, si := range m.saves {
				if si.err == nil && !si.over {
					return resumeSave(m.e, si.entry.Name)
				}
			}
		case actNew:
			return openPick(m.e, false)
		case actResume:
			return open(newResume(m.e))
		case actRules:
			return openPick(m.e, true)
		case actHints:
			m.e.noHints = !m.e.noHints
			m.list.items[m.list.cursor].text = hintsItem(m.e)
			return clearStatus()
		case actQuit:
			return quit()
		}
		return clearStatus()
	}
	return nil
}

func (m *menuScreen) Help() []help.KeyMap {
	k := m.e.keys()
	return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Up, k.Down, common.WithHelp(k.Choose, "open"), k.Quit, k.Help}}}
}

func (m *menuScreen) View() string {
	c, width, height := m.e.c, m.width, m.height
	title := c.Styles.Title.Render("haunt")
	if m.e.o.Version != "" {
		title += " " + c.Styles.Subtle.Render(m.e.o.Version)
	}
	// Joined, the lines share one width, so the block centers as a whole
	// and the menu lines stay aligned under each other.
	block := lipgloss.JoinVertical(lipgloss.Left,
		title,
		c.Styles.Subtle.Render("a companion for horror board games"),
		"",
		m.list.view(c, width-4, height-4))
	return fit(c.R.Place(width, height, lipgloss.Center, lipgloss.Center, block), width, height)
}

// pickScreen lists the games, for a new game or for their rules.
type pickScreen struct {
	e             *env
	list          cursorList
	rules         bool // the picked game's rules, not a new game
	width, height int
}

// openPick lists the games. With one game there is nothing to pick.
func openPick(e *env, forRules bool) tea.Cmd {
	if len(e.o.Games) == 0 {
		return showError(errors.New("no games are offered here"))
	}
	if len(e.o.Games) == 1 {
		return openFor(e, forRules, e.o.Games[0], nil)
	}
	p := &pickScreen{e: e, rules: forRules}
	for _, d := range e.o.Games {
		p.list.items = append(p.list.items, listItem{text: d.Title})
	}
	return open(p, nil)
}

// openFor opens the rules or the setup form of def; from is the picker it
// was chosen in, where the rules go back to (nil: the menu).
func openFor(e *env, forRules bool, def rules.Definition, from *pickScreen) tea.Cmd {
	if forRules {
		return open(newRulesPage(e, def, from), nil)
	}
	return open(newSetupForm(e, def), nil)
}

func (p *pickScreen) SetSize(width, height int) { p.width, p.height = width, height }

func (p *pickScreen) Update(msg tea.Msg) tea.Cmd {
	k := p.e.c.Keys
	km, ok := msg.(tea.KeyMsg)
	if !ok || p.list.update(km, k) {
		return nil
	}
	switch {
	case key.Matches(km, k.Quit):
		return quit()
	case key.Matches(km, k.Back):
		return openMenu(p.e)
	case key.Matches(km, k.Choose):
		return openFor(p.e, p.rules, p.e.o.Games[p.list.cursor], p)
	}
	return nil
}

func (p *pickScreen) Help() []help.KeyMap { return listHelp(p.e.keys()) }

// listHelp is the key help of the lists one goes back from.
func listHelp(k common.KeyMap) []help.KeyMap {
	return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Up, k.Down, common.WithHelp(k.Choose, "open"), k.Back, k.Quit, k.Help}}}
}

func (p *pickScreen) View() string {
	c := p.e.c
	head := "New game"
	if p.rules {
		head = "Rules"
	}
	// The games by title, and the one under the cursor told whole
	// underneath: a line each would cut every summary at 80 columns.
	about := wrapText(p.e.o.Games[p.list.cursor].Summary, max(p.width-2, 1))
	list := p.list.view(c, p.width, max(p.height-4-lipgloss.Height(about), 1))
	return fit(c.Styles.Title.Render(head)+"\n"+
		c.Styles.Subtle.Render("Which game?")+"\n\n"+
		list+"\n\n"+indent(about, 2), p.width, p.height)
}

// resumeScreen lists every save; damaged ones show their error and stay put.
type resumeScreen struct {
	e             *env
	saves         []saveInfo
	list          cursorList
	heading       string // the columns' names, laid out as the list is
	width, height int
}

func newResume(e *env) (*resumeScreen, error) {
	saves, err := loadSaves(e)
	r := &resumeScreen{e: e, saves: saves}
	for _, si := range r.saves {
		r.list.items = append(r.list.items, listItem{bad: si.err != nil})
	}
	return r, err
}

// saveColumn is a column of the Resume list.
type saveColumn struct {
	head string
	cell func(saveInfo) string
	// drop is the order in which columns give way to a narrow terminal
	// (1 first); 0: never. The name is never cut, and the state is last, so
	// only its end can run out of room.
	drop int
}

// saveColumns are the columns of the Resume list, in the order drawn.
var saveColumns = []saveColumn{
	{"name", func(si saveInfo) string { return si.entry.Name }, 0},
	{"game", func(si saveInfo) string { return si.title }, 3},
	{"players", func(si saveInfo) string {
		h := si.entry.Header
		seats := strings.Join(h.Setup.Seats, ", ")
		if h.Setup.Mode == rules.Table {
			seats += " (table)"
		}
		return seats
	}, 1},
	{"updated", func(si saveInfo) string {
		if t := si.entry.Header.Updated; !t.IsZero() {
			return t.Format("2006-01-02 15:04")
		}
		return ""
	}, 2},
	{"state", func(si saveInfo) string {
		switch {
		case si.over:
			return "over"
		case si.summary != "":
			return si.summary
		}
		return "in progress"
	}, 0},
}

// saveTable lays the saves out in columns that fit width cells (the
// cursor's two cells included): each column as wide as its widest cell,
// the players, then the date, then the game left out while the line is too
// wide. It returns the heading and one line per save; a damaged save's line
// is its name and what is wrong.
func saveTable(list []saveInfo, width int) (string, []string) {
	widths := make([]int, len(saveColumns))
	shown := make([]bool, len(saveColumns))
	total := 0 // the cursor's two cells, less the gap the first column lacks
	for i, col := range saveColumns {
		widths[i] = ansi.StringWidth(col.head)
		for _, si := range list {
			if si.err == nil {
				widths[i] = max(widths[i], ansi.StringWidth(col.cell(si)))
			}
		}
		shown[i] = true
		total += 2 + widths[i]
	}
	for drop := 1; total > width; drop++ {
		i := slices.IndexFunc(saveColumns, func(c saveColumn) bool { return c.drop == drop })
		if i < 0 {
			break
		}
		shown[i] = false
		total -= 2 + widths[i]
	}
	line := func(cell func(int) string) string {
		var b strings.Builder
		for i := range saveColumns {
			if !shown[i] {
				continue
			}
			if b.Len() > 0 {
				b.WriteString("  ")
			}
			text := cell(i)
			b.WriteString(text + strings.Repeat(" ", max(0, widths[i]-ansi.StringWidth(text))))
		}
		return strings.TrimRight(b.String(), " ")
	}
	head := line(func(i int) string { return saveColumns[i].head })
	rows := make([]string, len(list))
	for j, si := range list {
		if si.err != nil {
			rows[j] = fmt.Sprintf("%s — %v", si.entry.Name, si.err)
			continue
		}
		rows[j] = line(func(i int) string { return saveColumns[i].cell(si) })
	}
	return head, rows
}

// SetSize lays the list out for the width.
func (r *resumeScreen) SetSize(width, height int) {
	r.width, r.height = width, height
	head, rows := saveTable(r.saves, width)
	r.heading = head
	for i, row := range rows {
		r.list.items[i].text = row
	}
}

func (r *resumeScreen) Update(msg tea.Msg) tea.Cmd {
	k := r.e.c.Keys
	km, ok := msg.(tea.KeyMsg)
	if !ok || r.list.update(km, k) {
		return nil
	}
	switch {
	case key.Matches(km, k.Quit):
		return quit()
	case key.Matches(km, k.Back):
		return openMenu(r.e)
	case key.Matches(km, k.Choose):
		if len(r.saves) == 0 {
			return nil
		}
		si := r.saves[r.list.cursor]
		if si.err != nil {
			return status(fmt.Sprintf("! %s cannot be opened: %v", si.entry.Name, si.err), true)
		}
		return resumeSave(r.e, si.entry.Name)
	}
	return nil
}

// resumeSave opens a saved game, or says why it cannot.
func resumeSave(e *env, name string) tea.Cmd {
	s, err := saves.Resume(e.o.Store, name, e.o.Version, e.lookup, e.o.Now)
	if err != nil {
		return showError(err)
	}
	return open(newGameScreen(e, s))
}

func (r *resumeScreen) Help() []help.KeyMap { return listHelp(r.e.keys()) }

func (r *resumeScreen) View() string {
	c, width, height := r.e.c, r.width, r.height
	head := c.Styles.Title.Render("Resume") + "\n"
	if len(r.saves) == 0 {
		return fit(head+"\n"+c.Styles.Subtle.Render("No saved games yet."), width, height)
	}
	cols := c.Styles.Subtle.Render(ansi.Truncate("  "+r.heading, width, "…"))
	return fit(head+"\n"+cols+"\n"+r.list.view(c, width, height-3), width, height)
}
