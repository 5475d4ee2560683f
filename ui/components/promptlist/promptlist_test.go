package promptlist

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

func plain() *common.Common {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return common.New(r)
}

var prompt = rules.Prompt{Seat: 0, Text: "Who?", Choices: []rules.Choice{
	{ID: "card ghost", Label: "Ghost"},
	{ID: "card witch", Label: "Witch"},
	{ID: "card thief", Label: "Thief"},
}}

// send feeds a key and runs the filter command the list returns, as a
// program would.
func send(m Model, msgs ...tea.Msg) Model {
	for _, msg := range msgs {
		for _, out := range run(m.Update(msg)) {
			m.Update(out)
		}
	}
	return m
}

func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		var all []tea.Msg
		for _, c := range b {
			all = append(all, run(c)...)
		}
		return all
	}
	if msg == nil {
		return nil
	}
	return []tea.Msg{msg}
}

func runes(s string) []tea.Msg {
	var out []tea.Msg
	for _, r := range s {
		out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	return out
}

func newList() Model {
	m := New(plain())
	m.SetSize(30, 10)
	m.SetPrompt(prompt)
	return m
}

// Letters are shortcuts of the screens around the list until "/" opens the
// filter; then every letter is filter text, the move keys too, so "julk"
// stays "julk".
func TestLettersFilterOnlyOnceSlashOpensTheFilter(t *testing.T) {
	m := send(newList(), runes("t")...)
	if m.Filtering() || m.FilterValue() != "" {
		t.Fatalf("a letter opened the filter: filtering %v, value %q", m.Filtering(), m.FilterValue())
	}
	m = send(newList(), runes("/julkq")...)
	if !m.Filtering() || m.FilterValue() != "julkq" {
		t.Fatalf("shortcut letters ate filter text: filtering %v, value %q", m.Filtering(), m.FilterValue())
	}
	m = send(newList(), runes("/thi")...)
	if !m.Filtering() || m.FilterValue() != "thi" {
		t.Fatalf("filtering %v, value %q", m.Filtering(), m.FilterValue())
	}
	if c, ok := m.Selected(); !ok || c.ID != "card thief" || m.Visible() != 1 {
		t.Fatalf("selected %v of %d", c, m.Visible())
	}
	if !strings.Contains(m.View(), "› Thief") {
		t.Fatalf("the cursor line needs its glyph:\n%s", m.View())
	}
}

func TestMoveKeysAreNotFilterLetters(t *testing.T) {
	m := send(newList(), runes("j")...)
	if m.Filtering() || m.SelectedID() != "card witch" {
		t.Fatalf("j should move down: filtering %v, on %q", m.Filtering(), m.SelectedID())
	}
	m = send(m, runes("k")...)
	if m.SelectedID() != "card ghost" {
		t.Fatalf("k should move up: on %q", m.SelectedID())
	}
}

func TestArrowsMoveWhileFiltering(t *testing.T) {
	m := send(newList(), runes("/")...)
	m = send(m, tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyDown})
	if !m.Filtering() || m.SelectedID() != "card thief" {
		t.Fatalf("filtering %v, on %q", m.Filtering(), m.SelectedID())
	}
}

func TestEscCancelsAndSetPromptClears(t *testing.T) {
	m := send(newList(), runes("/wi")...)
	m = send(m, tea.KeyMsg{Type: tea.KeyEscape})
	if m.Filtering() || m.Visible() != 3 {
		t.Fatalf("esc: filtering %v, %d visible", m.Filtering(), m.Visible())
	}
	m = send(m, runes("/wi")...)
	m.SetPrompt(prompt)
	if m.Filtering() || m.FilterValue() != "" || m.SelectedID() != "card ghost" {
		t.Fatal("a new prompt must start unfiltered on its first choice")
	}
}

func TestNoChoicesNoFilter(t *testing.T) {
	m := New(plain())
	m.SetSize(30, 10)
	m.SetPrompt(rules.Prompt{})
	m = send(m, runes("/x")...)
	if m.Filtering() {
		t.Fatal("a finished game's empty prompt started a filter")
	}
	if _, ok := m.Selected(); ok {
		t.Fatal("nothing to select")
	}
}

func TestHelpFollowsState(t *testing.T) {
	m := newList()
	if h := m.ShortHelp(); len(h) != 2 || h[0].Help().Key != "↑/↓" || h[1].Help().Key != "/" {
		t.Fatalf("browsing help %v", h)
	}
	m = send(m, runes("/g")...)
	if h := m.ShortHelp(); h[0].Help().Desc != "cancel filter" {
		t.Fatalf("filtering help %v", h)
	}
}

func TestFilterPutsWhatStartsWithTheWordsFirst(t *testing.T) {
	labels := []string{
		"The Hunt Is On (3 of 3 left) · 2 items, move 1, 2 dice",
		"Thief (2 of 3 left) · 2 items, move 1, 3 dice",
		"Put the Mayor at Abbey (now at Crypt)",
		"Put Dracula at Abbey (now at Crypt)",
		"Put Dracula at Mansion (now at Crypt)",
	}
	first := func(term string) string {
		r := Filter(term, labels)
		if len(r) == 0 {
			return ""
		}
		return labels[r[0].Index]
	}
	if got := first("thi"); got != labels[1] {
		t.Errorf("thi finds %q first, want the Thief", got)
	}
	if got := first("dracula abbey"); got != labels[3] {
		t.Errorf("dracula abbey finds %q first", got)
	}
	if got := first("abbey dracula"); got != labels[3] {
		t.Errorf("the words in any order: %q", got)
	}
	r := Filter("thi", labels)
	if len(r[0].MatchedIndexes) != 3 || r[0].MatchedIndexes[0] != 0 {
		t.Errorf("matched letters %v", r[0].MatchedIndexes)
	}
}

// A referee's typed word must be in the label: a fuzzy match of the letters
// in order would put the wrong card or item under the cursor.
func TestFilterNeverMatchesLettersScatteredThroughALabel(t *testing.T) {
	targets := []string{"Cosmic Ray Diffuser (blue 3, Tower) · 1 of 1 in the bag", "Rifle (red 6, Barn) · 1 of 1 in the bag"}
	if got := Filter("rifle", targets[:1]); len(got) != 0 {
		t.Fatalf("rifle matched %v in %q", got, targets[0])
	}
	if got := Filter("rifle", targets); len(got) != 1 || got[0].Index != 1 {
		t.Fatalf("rifle should find the Rifle alone: %v", got)
	}
}

// The list takes its keys from the app's one key map: rebind a key there
// and the list follows.
func TestKeysComeFromTheOneKeyMap(t *testing.T) {
	c := plain()
	c.Keys.Down = key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "down"))
	l := New(c)
	l.SetSize(30, 10)
	l.SetPrompt(prompt)
	l = send(l, tea.KeyMsg{Type: tea.KeyPgDown})
	if got, _ := l.Selected(); got.ID != "card witch" {
		t.Errorf("after the rebound down key the cursor is on %q", got.ID)
	}
}

// A label too long for its line wraps under itself rather than losing its
// end: the words that tell "goes by Abbey" from "goes by Westminster" stay
// on screen, and a short label keeps one line.
func TestLongLabelsWrapWhole(t *testing.T) {
	m := New(plain())
	m.SetSize(24, 12)
	m.SetPrompt(rules.Prompt{Choices: []rules.Choice{
		{ID: "move a", Label: "Dracula goes by the Abbey"},
		{ID: "move b", Label: "Dracula goes by Westminster Bridge"},
		{ID: "end", Label: "End"},
	}})
	if m.Height() != 1+2+2+1 {
		t.Fatalf("height %d, want 6: two labels of two lines and one of one under the filter line", m.Height())
	}
	out := m.View()
	for _, w := range []string{"Abbey", "Westminster Bridge", "End"} {
		if !strings.Contains(out, w) {
			t.Errorf("%q cut from\n%s", w, out)
		}
	}
	for _, l := range strings.Split(out, "\n") {
		if lipgloss.Width(l) > 24 {
			t.Errorf("line wider than the list: %q", l)
		}
	}
	if c, ok := m.At(3); !ok || c.ID != "move b" {
		t.Fatalf("line 3 is the second choice's first line, got %v %v", c, ok)
	}
	if c, ok := m.At(5); !ok || c.ID != "end" {
		t.Fatalf("line 5 is the third choice, got %v %v", c, ok)
	}
	if _, ok := m.At(6); ok {
		t.Fatal("nothing is drawn on line 6")
	}
	if _, ok := m.At(0); ok {
		t.Fatal("line 0 is the filter line")
	}
}

// After an answer the cursor starts on the same choice when it is offered
// again, else on the first of the same kind (the first word of the ID), so a
// second move or a second pick-up is one key.
func TestTheCursorStartsOnTheLastKindOfAnswer(t *testing.T) {
	m := newList()
	p := rules.Prompt{Choices: []rules.Choice{
		{ID: "pickup all", Label: "Pick up"}, {ID: "move barn", Label: "Barn"},
		{ID: "move inn", Label: "Inn"}, {ID: "advance", Label: "Advance"},
	}}
	for _, c := range []struct{ last, want string }{
		{"", "pickup all"}, {"move docks", "move barn"}, {"advance", "advance"}, {"guide x", "pickup all"},
	} {
		m.Answered(c.last)
		m.SetPrompt(p)
		if got := m.SelectedID(); got != c.want {
			t.Errorf("after %q the cursor is on %q, want %q", c.last, got, c.want)
		}
	}
}

// Pages hold as many whole choices as fit, and left and right move by
// page: the cursor lands on the first choice of the page.
func TestPagesHoldWholeChoices(t *testing.T) {
	m := New(plain())
	m.SetSize(20, 5) // the filter line, three lines of choices, the page line
	var cs []rules.Choice
	for _, l := range []string{"one", "two two two two two", "three", "four", "five"} {
		cs = append(cs, rules.Choice{ID: l, Label: l})
	}
	m.SetPrompt(rules.Prompt{Choices: cs})
	if got := len(m.OnPage()); got != 2 {
		t.Fatalf("first page holds %d choices, want 2 (one, and two in two lines)", got)
	}
	m = send(m, tea.KeyMsg{Type: tea.KeyRight})
	if m.SelectedID() != "three" || !strings.Contains(m.View(), "page 2 of 2") {
		t.Fatalf("right: on %q\n%s", m.SelectedID(), m.View())
	}
	m = send(m, tea.KeyMsg{Type: tea.KeyLeft})
	if m.SelectedID() != "one" {
		t.Fatalf("left: on %q", m.SelectedID())
	}
	for _, l := range strings.Split(m.View(), "\n") {
		if lipgloss.Width(l) > 20 {
			t.Errorf("line wider than the list: %q", l)
		}
	}
}

// A card typed at the table whole: the filter takes more than the 64
// characters bubbles allows by default.
func TestFreeAnswerTakesALongTypedCard(t *testing.T) {
	p := prompt
	p.Free = &rules.Free{Prefix: "card", Hint: "what it shows"}
	m := New(plain())
	m.SetSize(30, 10)
	m.SetPrompt(p)
	typed := "Wine Cellar: search 3; rewards melee knife once, ammo bullet 1, damage 2, panic"
	m = send(m, runes("/"+typed)...)
	if id, ok := m.FreeText(); !ok || id != "card "+typed {
		t.Fatalf("free answer %q (%v), want the whole card", id, ok)
	}
}
