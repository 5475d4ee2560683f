// Package promptlist shows a prompt's legal answers as a list to move
// through and filter. Filtering matters because some prompts are long (every
// space on the map, every card left in a deck): "/thi" is faster than
// scrolling to the Thief. The filter opens only on "/": the screens around
// the list give letters to shortcuts (u undoes, q leaves), and a filter
// that a letter could open would lose that letter, or undo a move, the
// moment someone typed "undertaker". Once open, every letter is filter text.
//
// A label is never cut: one too long for its line wraps under itself, so
// the words that tell two choices apart are always on screen. bubbles/list
// keeps the cursor and the filter; the list draws its own pages, since
// bubbles/list draws every item at one height. It reports its own key help,
// so the help bar always matches the keys it really handles.
package promptlist

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/textfield"
)

// KeyMap is what the list handles itself. Page keys are arrows and hjkl
// only: pgup and pgdn scroll the log.
type KeyMap struct {
	Up          key.Binding
	Down        key.Binding
	PrevPage    key.Binding
	NextPage    key.Binding
	Home        key.Binding
	End         key.Binding
	Filter      key.Binding
	ClearFilter key.Binding
}

// keyMap is the list's keys from the app's one key map: arrows and hjkl to
// move, left and right by page, / to filter.
func keyMap(k common.KeyMap) KeyMap {
	return KeyMap{
		Up:          k.Up,
		Down:        k.Down,
		PrevPage:    common.WithHelp(k.Left, "prev page"),
		NextPage:    common.WithHelp(k.Right, "next page"),
		Home:        k.Home,
		End:         k.End,
		Filter:      k.Filter,
		ClearFilter: common.WithHelp(k.Back, "clear filter"),
	}
}

// Model is the choice list of one prompt.
type Model struct {
	c      *common.Common
	list   list.Model
	prompt rules.Prompt
	// width and height are the list's room, the filter line included.
	width, height int
	// last is the ID of the answer given before this prompt: the cursor
	// starts on the same choice, or the first of the same kind, so doing
	// the same kind of thing again costs one key.
	last string
	Keys KeyMap
}

// item is one choice in the list. It filters on its label, what the player
// reads: matching the ID as well would let "thi" find "Witch" through
// "card witch", and the underlined letters would point at nothing.
type item struct{ rules.Choice }

func (i item) FilterValue() string { return i.Label }

// New makes an empty list for one terminal.
func New(c *common.Common) Model {
	k := keyMap(c.Keys)
	// One bubbles page as tall as any prompt: its cursor then indexes
	// every visible choice, and View pages them itself.
	l := list.New(nil, delegate{}, 1, 1<<20)
	l.SetShowTitle(false)
	l.SetShowFilter(false) // the filter line is drawn by View, always in the same place
	l.SetShowStatusBar(false)
	l.SetShowHelp(false)
	l.Filter = Filter
	l.DisableQuitKeybindings()
	l.InfiniteScrolling = false
	l.Styles = styles(c)
	textfield.Restyle(c, &l.FilterInput)
	l.FilterInput.Prompt = "/"
	// The filter is also where a card the app has never seen is typed at
	// the table ("room Wine Cellar: search 3; rewards …"), longer than the
	// 64 characters bubbles allows a filter.
	l.FilterInput.CharLimit = 0
	l.KeyMap = list.KeyMap{
		CursorUp:             k.Up,
		CursorDown:           k.Down,
		GoToStart:            k.Home,
		GoToEnd:              k.End,
		Filter:               k.Filter,
		ClearFilter:          k.ClearFilter,
		CancelWhileFiltering: common.WithHelp(c.Keys.Back, "cancel filter"),
		AcceptWhileFiltering: c.Keys.Keep,
		// The app owns ?, q and ctrl+c: it must save and say so before leaving.
	}
	return Model{c: c, list: l, Keys: k}
}

// Filter ranks the choices for a typed filter. Each word typed must appear
// in the label ("dracula abbey" finds "Put Dracula at Abbey"); labels that
// start with the first word come first ("thi" finds the Thief before The
// Hunt Is On), then those where every word starts a word, then the rest
// that hold every word. Within each group the list keeps its order. There is
// no fuzzy fallback: a referee who types "rifle" when the Rifle is gone must
// see an empty list, not "Cosmic Ray Diffuser" (r…i…f…l…e) under the cursor.
func Filter(term string, targets []string) []list.Rank {
	words := strings.Fields(strings.ToLower(term))
	if len(words) == 0 {
		return list.DefaultFilter(term, targets)
	}
	var groups [3][]list.Rank
	for i, target := range targets {
		low := strings.ToLower(target)
		var idx []int
		starts, first := true, false
		for k, w := range words {
			at := wordAt(low, w)
			if at < 0 {
				starts = false
				at = strings.Index(low, w)
			}
			if at < 0 {
				idx = nil
				break
			}
			first = first || (k == 0 && at == 0)
			r := utf8.RuneCountInString(low[:at])
			for n := range utf8.RuneCountInString(w) {
				idx = append(idx, r+n)
			}
		}
		if idx == nil {
			continue
		}
		g := 2
		switch {
		case first && starts:
			g = 0
		case starts:
			g = 1
		}
		groups[g] = append(groups[g], list.Rank{Index: i, MatchedIndexes: idx})
	}
	return append(append(groups[0], groups[1]...), groups[2]...)
}

// wordAt is where t starts a word of s, or -1.
func wordAt(s, t string) int {
	for at := 0; at < len(s); {
		k := strings.Index(s[at:], t)
		if k < 0 {
			return -1
		}
		k += at
		if k == 0 || !isLetter(s[k-1]) {
			return k
		}
		at = k + 1
	}
	return -1
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80 }

// styles rebuilds the list's styles from the terminal's renderer (the
// defaults come from the process-wide one).
func styles(c *common.Common) list.Styles {
	n := c.R.NewStyle
	return list.Styles{
		TitleBar:                    n(),
		Title:                       c.Styles.Title,
		Spinner:                     n(),
		FilterPrompt:                n(),
		FilterCursor:                n(),
		DefaultFilterCharacterMatch: n().Underline(true),
		StatusBar:                   c.Styles.Subtle,
		StatusEmpty:                 c.Styles.Subtle,
		StatusBarActiveFilter:       n(),
		StatusBarFilterCount:        c.Styles.Subtle,
		NoItems:                     c.Styles.Subtle,
		PaginationStyle:             c.Styles.Subtle,
		HelpStyle:                   n(),
		ActivePaginationDot:         n().SetString("•"),
		InactivePaginationDot:       c.Styles.Subtle.SetString("◦"),
		ArabicPagination:            c.Styles.Subtle,
		DividerDot:                  c.Styles.Subtle.SetString(" • "),
	}
}

// SetPrompt shows a new prompt's choices, with the filter cleared and the
// cursor on the choice answered last time if it is offered again, else on
// the first of the same kind (the first word of its ID: "move", "pickup"),
// else on the first choice; a prompt for another seat starts on its first.
func (m *Model) SetPrompt(p rules.Prompt) {
	if p.Seat != m.prompt.Seat {
		m.last = "" // another player's answer is no hint for this one
	}
	m.prompt = p
	m.list.ResetFilter()
	items := make([]list.Item, len(p.Choices))
	for i, c := range p.Choices {
		items[i] = item{c}
	}
	m.list.SetItems(items) // unfiltered: no command to run
	m.list.Select(m.start())
}

// Answered tells the list which answer was given, before the next prompt
// is set.
func (m *Model) Answered(id string) { m.last = id }

// start is where the cursor begins (see SetPrompt).
func (m *Model) start() int {
	if m.last == "" {
		return 0
	}
	kind, _, _ := strings.Cut(m.last, " ")
	same := -1
	for i, c := range m.prompt.Choices {
		if c.ID == m.last {
			return i
		}
		if k, _, _ := strings.Cut(c.ID, " "); same < 0 && k == kind {
			same = i
		}
	}
	return max(same, 0)
}

// maxRows is the most lines a choice may take; a label longer than that at
// the list's width is cut on its last line, which only a terminal narrower
// than any layout gives.
const maxRows = 4

// labelWidth is the room for a label beside the cursor glyph.
func (m *Model) labelWidth() int { return max(m.width-2, 1) }

// wrapLabel breaks a label into lines of at most w cells at spaces.
func wrapLabel(label string, w int) []string {
	return strings.Split(ansi.Wrap(label, w, ""), "\n")
}

// Prompt is the prompt on show.
func (m *Model) Prompt() rules.Prompt { return m.prompt }

// SetSize fits the list in width x height cells, the filter line included.
func (m *Model) SetSize(width, height int) {
	if w := max(width, 1); w != m.width {
		m.width = w
		// The filter input's width. The screen sizes the list after every
		// message, and bubbles repaginates on every call.
		m.list.SetWidth(w)
	}
	m.height = max(height, 2)
}

// lines is the lines a choice's label takes at the list's width.
func (m *Model) lines(label string) int {
	if ansi.StringWidth(label) <= m.labelWidth() {
		return 1
	}
	return min(len(wrapLabel(label, m.labelWidth())), maxRows)
}

// Height is the lines View needs to show every choice of the prompt on one
// page, the filter line included: a panel sized to it wastes no row.
func (m *Model) Height() int {
	n := 1
	for _, c := range m.prompt.Choices {
		n += m.lines(c.Label)
	}
	return n
}

// pages splits the visible choices into pages that fit the list's height:
// the index of each page's first choice, and a last entry past the end.
// A page is kept whole while the cursor moves through it, so choices stay
// put.
func (m *Model) pages() []int {
	vis := m.list.VisibleItems()
	room := m.height - 1 // the filter line
	total := 0
	for _, it := range vis {
		total += m.lines(it.FilterValue())
	}
	if total > room {
		room-- // the page line
	}
	room = max(room, 1)
	starts := []int{0}
	used := 0
	for i, it := range vis {
		n := m.lines(it.FilterValue())
		if used > 0 && used+n > room {
			starts = append(starts, i)
			used = 0
		}
		used += n
	}
	return append(starts, len(vis))
}

// page is the page the cursor is on: its first and past-last choice, its
// number from 0, and how many pages there are.
func (m *Model) page() (from, to, n, of int) {
	ps := m.pages()
	cur := m.list.Index()
	for i := 0; i+1 < len(ps); i++ {
		if cur < ps[i+1] || i+2 == len(ps) {
			return ps[i], ps[i+1], i, len(ps) - 1
		}
	}
	return 0, 0, 0, 1
}

// OnPage is the choices shown now, in order: the page of those the filter
// lets through that holds the cursor.
func (m *Model) OnPage() []rules.Choice {
	from, to, _, _ := m.page()
	vis := m.list.VisibleItems()
	out := make([]rules.Choice, 0, to-from)
	for _, it := range vis[from:to] {
		if c, ok := it.(item); ok {
			out = append(out, c.Choice)
		}
	}
	return out
}

// At is the choice drawn on line y of View (0 is the filter line), for a
// mouse click.
func (m *Model) At(y int) (rules.Choice, bool) {
	line := 1
	for _, c := range m.OnPage() {
		n := m.lines(c.Label)
		if y >= line && y < line+n {
			return c, true
		}
		line += n
	}
	return rules.Choice{}, false
}

// Select puts the cursor on the choice with this ID, if the filter shows it.
func (m *Model) Select(id string) bool {
	for i, it := range m.list.VisibleItems() {
		if c, ok := it.(item); ok && c.ID == id {
			m.list.Select(i)
			return true
		}
	}
	return false
}

// Selected is the choice under the cursor; false when the filter matches
// nothing or there are no choices.
func (m *Model) Selected() (rules.Choice, bool) {
	it, ok := m.list.SelectedItem().(item)
	if !ok {
		return rules.Choice{}, false
	}
	return it.Choice, true
}

// SelectedID is the ID under the cursor, "" when none: the board highlights
// what that choice would touch.
func (m *Model) SelectedID() string {
	c, _ := m.Selected()
	return c.ID
}

// Filtering reports whether a filter is being typed: every printable key then
// belongs to the filter, not to the app's shortcuts.
func (m *Model) Filtering() bool { return m.list.SettingFilter() }

// Filtered reports whether a filter is typed or applied: esc clears it
// before it means anything else.
func (m *Model) Filtered() bool { return m.list.SettingFilter() || m.list.IsFiltered() }

// FreeText is the answer the filter stands for when it matches no choice
// and the prompt takes free answers (rules.Prompt.Free): a card the app has
// never seen, typed by name.
func (m *Model) FreeText() (string, bool) {
	if m.Visible() > 0 || !m.Filtered() {
		return "", false
	}
	return m.prompt.FreeAnswer(m.list.FilterValue())
}

// FilterValue is the filter typed so far.
func (m *Model) FilterValue() string { return m.list.FilterValue() }

// Visible is the number of choices the filter lets through.
func (m *Model) Visible() int { return len(m.list.VisibleItems()) }

// Update moves the cursor and edits the filter.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	k, isKey := msg.(tea.KeyMsg)
	if !isKey {
		var cmd tea.Cmd
		m.list, cmd = m.list.Update(msg)
		return cmd
	}
	if m.list.SettingFilter() {
		// Up and down move among the matches while typing.
		switch k.Type {
		case tea.KeyUp:
			m.list.CursorUp()
			return nil
		case tea.KeyDown:
			m.list.CursorDown()
			return nil
		}
		var cmd tea.Cmd
		m.list, cmd = m.list.Update(msg)
		return cmd
	}
	// The cursor keys, the most pressed, move the cursor directly: bubbles'
	// Update does the same, but copies its whole list (about 20 KB) to the
	// heap on every call.
	switch {
	case key.Matches(k, m.Keys.Up):
		m.list.CursorUp()
		return nil
	case key.Matches(k, m.Keys.Down):
		m.list.CursorDown()
		return nil
	}
	if key.Matches(k, m.Keys.PrevPage, m.Keys.NextPage) {
		from, to, _, _ := m.page()
		if key.Matches(k, m.Keys.PrevPage) {
			if from > 0 {
				m.list.Select(from - 1)
				from, _, _, _ = m.page()
			}
			m.list.Select(from)
		} else if to < m.Visible() {
			m.list.Select(to)
		}
		return nil
	}
	var cmd tea.Cmd
	m.list, cmd = m.list.Update(msg)
	return cmd
}

// View draws the filter line and the choices.
func (m *Model) View() string {
	var top string
	switch m.list.FilterState() {
	case list.Filtering:
		// The input pads itself to the list's width; trimmed, the
		// warning fits beside it.
		top = strings.TrimRight(m.list.FilterInput.View(), " ")
		if id, ok := m.FreeText(); ok {
			top += "  " + m.c.Styles.Subtle.Render("enter: “"+id+"”")
		} else if m.Visible() == 0 {
			top += "  " + m.c.Styles.Error.Render("! nothing matches")
		}
	case list.FilterApplied:
		top = m.c.Styles.Subtle.Render(fmt.Sprintf("filter “%s” · %d of %d · esc clears",
			m.list.FilterValue(), m.Visible(), len(m.prompt.Choices)))
	default:
		if len(m.prompt.Choices) > 1 {
			top = m.c.Styles.Subtle.Render(fmt.Sprintf("%d choices · / filters", len(m.prompt.Choices)))
		}
	}
	var sb strings.Builder
	sb.WriteString(ansi.Truncate(top, m.width, "…"))
	from, to, n, of := m.page()
	vis := m.list.VisibleItems()
	for i := from; i < to; i++ {
		if it, ok := vis[i].(item); ok {
			m.render(&sb, i, it)
		}
	}
	if of > 1 {
		sb.WriteString("\n" + m.c.Styles.Subtle.Render(fmt.Sprintf("page %d of %d · ←/→", n+1, of)))
	}
	return sb.String()
}

// ShortHelp implements help.KeyMap.
func (m *Model) ShortHelp() []key.Binding {
	if m.list.SettingFilter() {
		return []key.Binding{m.list.KeyMap.CancelWhileFiltering, m.list.KeyMap.AcceptWhileFiltering}
	}
	// One entry for both cursor keys: the bottom line has little room.
	move := key.NewBinding(key.WithKeys(append(m.Keys.Up.Keys(), m.Keys.Down.Keys()...)...), key.WithHelp("↑/↓", "move"))
	b := []key.Binding{move, m.Keys.Filter}
	if m.list.IsFiltered() {
		b = append(b, m.Keys.ClearFilter)
	}
	return b
}

// FullHelp implements help.KeyMap.
func (m *Model) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{m.Keys.Up, m.Keys.Down, m.Keys.PrevPage, m.Keys.NextPage, m.Keys.Home, m.Keys.End},
		{m.Keys.Filter, m.Keys.ClearFilter},
	}
}

// delegate satisfies bubbles/list, which never draws: View does.
type delegate struct{}

func (delegate) Height() int                                  { return 1 }
func (delegate) Spacing() int                                 { return 0 }
func (delegate) Update(tea.Msg, *list.Model) tea.Cmd          { return nil }
func (delegate) Render(io.Writer, list.Model, int, list.Item) {}

// render writes one choice, its label wrapped under itself. The cursor's
// choice gets a "›" as well as a color, so it shows on a terminal without
// colors; the letters a filter matched are underlined.
func (m *Model) render(sb *strings.Builder, index int, it item) {
	lw := m.labelWidth()
	lines := wrapLabel(it.Label, lw)
	if len(lines) > maxRows {
		// Only a terminal narrower than any layout gets here.
		lines = lines[:maxRows]
		lines[maxRows-1] = ansi.Truncate(lines[maxRows-1]+" …", lw, "…")
	}
	selected := index == m.list.Index()
	base := m.c.R.NewStyle()
	if selected {
		base = m.c.Styles.Selected
	}
	// The letters the filter matched index the whole label; each line
	// underlines those that fall in it.
	var matched map[int]bool
	if m.list.IsFiltered() {
		matched = map[int]bool{}
		for _, i := range m.list.MatchesForItem(index) {
			matched[i] = true
		}
	}
	runes := []rune(it.Label)
	at := 0 // rune offset of the line in the label
	for n, l := range lines {
		for at < len(runes) && runes[at] == ' ' {
			at++
		}
		glyph := "  "
		if n == 0 && selected {
			glyph = m.c.Styles.Selected.Render("›") + " "
		}
		text := base.Render(l)
		if matched != nil {
			var in []int
			for i := range utf8.RuneCountInString(l) {
				if matched[at+i] {
					in = append(in, i)
				}
			}
			text = lipgloss.StyleRunes(l, in, base.Underline(true), base)
		}
		sb.WriteString("\n" + glyph + text)
		at += utf8.RuneCountInString(l)
	}
}

// Index is the cursor's place among the choices the filter lets through.
func (m *Model) Index() int { return m.list.Index() }
