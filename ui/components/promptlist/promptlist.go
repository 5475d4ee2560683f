// Package promptlist shows a prompt's legal answers as a list to move
// through and filter. Filtering matters because some prompts are long (every
// space on the map, every card left in a deck): typing "thi" is faster than
// scrolling to the Thief. The list wraps bubbles/list and reports its own key
// help, so the help bar always matches the keys it really handles.
package promptlist

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/paginator"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/textfield"
)

// KeyMap is what the list handles itself. Page keys are arrows and hjkl
// only: pgup and pgdn scroll the log, and letters start a filter.
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
// move, left and right by page, / (or just typing) to filter.
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
	Keys   KeyMap
}

// item is one choice in the list. It filters on its label, what the player
// reads: matching the ID as well would let "thi" find "Witch" through
// "card witch", and the underlined letters would point at nothing.
type item struct{ rules.Choice }

func (i item) FilterValue() string { return i.Label }

// New makes an empty list for one terminal.
func New(c *common.Common) Model {
	k := keyMap(c.Keys)
	l := list.New(nil, delegate{c: c}, 0, 0)
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
	// Dots tell the page apart by color alone; "2/3" says it in digits.
	l.Paginator.Type = paginator.Arabic
	l.KeyMap = list.KeyMap{
		CursorUp:             k.Up,
		CursorDown:           k.Down,
		PrevPage:             k.PrevPage,
		NextPage:             k.NextPage,
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
// cursor on the first choice.
func (m *Model) SetPrompt(p rules.Prompt) {
	m.prompt = p
	m.list.ResetFilter()
	items := make([]list.Item, len(p.Choices))
	for i, c := range p.Choices {
		items[i] = item{c}
	}
	m.list.SetItems(items) // unfiltered: no command to run
	m.list.Select(0)
}

// Prompt is the prompt on show.
func (m Model) Prompt() rules.Prompt { return m.prompt }

// SetSize fits the list in width x height cells, the filter line included.
func (m *Model) SetSize(width, height int) {
	m.list.SetSize(max(width, 1), max(height-1, 1))
}

// Selected is the choice under the cursor; false when the filter matches
// nothing or there are no choices.
func (m Model) Selected() (rules.Choice, bool) {
	it, ok := m.list.SelectedItem().(item)
	if !ok {
		return rules.Choice{}, false
	}
	return it.Choice, true
}

// SelectedID is the ID under the cursor, "" when none: the board highlights
// what that choice would touch.
func (m Model) SelectedID() string {
	c, _ := m.Selected()
	return c.ID
}

// Filtering reports whether a filter is being typed: every printable key then
// belongs to the filter, not to the app's shortcuts.
func (m Model) Filtering() bool { return m.list.SettingFilter() }

// Filtered reports whether a filter is typed or applied: esc clears it
// before it means anything else.
func (m Model) Filtered() bool { return m.list.SettingFilter() || m.list.IsFiltered() }

// FreeText is the answer the filter stands for when it matches no choice
// and the prompt takes free answers (rules.Prompt.Free): a card the app has
// never seen, typed by name.
func (m Model) FreeText() (string, bool) {
	if m.Visible() > 0 || !m.Filtered() {
		return "", false
	}
	return m.prompt.FreeAnswer(m.list.FilterValue())
}

// FilterValue is the filter typed so far.
func (m Model) FilterValue() string { return m.list.FilterValue() }

// Visible is the number of choices the filter lets through.
func (m Model) Visible() int { return len(m.list.VisibleItems()) }

// Update moves the cursor and edits the filter. A printable key that is no
// binding of the list starts a filter with itself, so typing "thi" finds the
// Thief without pressing "/" first.
func (m Model) Update(msg tea.Msg) (Model, tea.Cmd) {
	k, isKey := msg.(tea.KeyMsg)
	if !isKey {
		var cmd tea.Cmd
		m.list, cmd = m.list.Update(msg)
		return m, cmd
	}
	if m.list.SettingFilter() {
		// Up and down move among the matches while typing.
		switch k.Type {
		case tea.KeyUp:
			m.list.CursorUp()
			return m, nil
		case tea.KeyDown:
			m.list.CursorDown()
			return m, nil
		}
		var cmd tea.Cmd
		m.list, cmd = m.list.Update(msg)
		return m, cmd
	}
	if k.Type == tea.KeyRunes && !k.Alt && len(m.prompt.Choices) > 0 &&
		!key.Matches(k, m.Keys.Up, m.Keys.Down, m.Keys.PrevPage, m.Keys.NextPage, m.Keys.Filter) {
		var c1, c2 tea.Cmd
		m.list, c1 = m.list.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'/'}})
		m.list, c2 = m.list.Update(msg)
		return m, tea.Batch(c1, c2)
	}
	var cmd tea.Cmd
	m.list, cmd = m.list.Update(msg)
	return m, cmd
}

// View draws the filter line and the choices.
func (m Model) View() string {
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
		if len(m.prompt.Choices) > m.list.Paginator.PerPage {
			top = m.c.Styles.Subtle.Render(fmt.Sprintf("%d choices · type to filter", len(m.prompt.Choices)))
		}
	}
	top = ansi.Truncate(top, m.list.Width(), "…")
	return lipgloss.JoinVertical(lipgloss.Left, top, m.list.View())
}

// ShortHelp implements help.KeyMap. Typing a letter filters too; the
// full help says so.
func (m Model) ShortHelp() []key.Binding {
	if m.list.SettingFilter() {
		return []key.Binding{m.list.KeyMap.CancelWhileFiltering, m.list.KeyMap.AcceptWhileFiltering}
	}
	b := []key.Binding{m.Keys.Up, m.Keys.Down, m.Keys.Filter}
	if m.list.IsFiltered() {
		b = append(b, m.Keys.ClearFilter)
	}
	return b
}

// FullHelp implements help.KeyMap.
func (m Model) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{m.Keys.Up, m.Keys.Down, m.Keys.PrevPage, m.Keys.NextPage, m.Keys.Home, m.Keys.End},
		{m.Keys.Filter, typeToFilter, m.Keys.ClearFilter},
	}
}

// typeToFilter is help only: any letter that is no other key starts a filter.
var typeToFilter = key.NewBinding(key.WithKeys("a-z"), key.WithHelp("a-z", "type to filter"))

// delegate draws one choice per line. The cursor's line gets a "›" as well as
// a color, so it shows on a terminal without colors.
type delegate struct{ c *common.Common }

func (d delegate) Height() int                         { return 1 }
func (d delegate) Spacing() int                        { return 0 }
func (d delegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }
func (d delegate) Render(w io.Writer, m list.Model, index int, li list.Item) {
	it, ok := li.(item)
	if !ok {
		return
	}
	width := m.Width()
	// A chance label says itself how many are left ("Thief (2 of 3 left)"):
	// the weight is for the generator, not for people.
	label := ansi.Truncate(it.Label, max(width-2, 1), "…")

	selected := index == m.Index()
	base := d.c.R.NewStyle()
	if selected {
		base = d.c.Styles.Selected
	}
	// Underline the letters the filter matched (they index the label).
	if m.IsFiltered() {
		n := len([]rune(label))
		var in []int
		for _, i := range m.MatchesForItem(index) {
			if i < n {
				in = append(in, i)
			}
		}
		label = lipgloss.StyleRunes(label, in, base.Underline(true), base)
	} else {
		label = base.Render(label)
	}
	glyph := "  "
	if selected {
		glyph = d.c.Styles.Selected.Render("›") + " "
	}
	io.WriteString(w, glyph+label)
}
