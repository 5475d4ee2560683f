package diceentry

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/textfield"
)

// KeyMap is what the entry handles besides typing.
type KeyMap struct {
	Up    key.Binding // the face whose count + and - change
	Down  key.Binding
	More  key.Binding
	Fewer key.Binding
	Check key.Binding // enter: check the roll, then apply it
	Back  key.Binding // esc: change the roll, or clear it
}

// keyMap is the roll's keys from the app's one key map: arrows (not hjkl:
// letters are for typing faces) pick a face, + and - count it, enter checks
// and then applies, esc goes back.
func keyMap(k common.KeyMap) KeyMap {
	return KeyMap{
		Up:    common.Unlettered(common.WithHelp(k.Up, "pick a face"), "↑/↓"),
		Down:  common.Unlettered(common.WithHelp(k.Down, "next face"), "↓"),
		More:  k.More,
		Fewer: k.Fewer,
		Check: common.WithHelp(k.Choose, "check the roll"),
		Back:  common.WithHelp(k.Back, "clear"),
	}
}

// Model is the entry of one roll.
type Model struct {
	c       *common.Common
	prompt  rules.Prompt
	faces   []Face
	input   textinput.Model
	row     int  // the face + and - count
	confirm bool // the roll is shown back, waiting for enter
	roll    []rules.Choice
	width   int
	Keys    KeyMap
}

// New makes an entry for one terminal.
func New(c *common.Common) Model {
	in := textfield.New(c)
	in.Prompt = "roll> "
	in.Focus()
	return Model{c: c, input: in, Keys: keyMap(c.Keys)}
}

// SetPrompt starts a new roll for a die prompt (one with Dice set).
func (m *Model) SetPrompt(p rules.Prompt) {
	m.prompt = p
	m.faces = Faces(p)
	m.input.SetValue("")
	m.row = 0
	m.confirm = false
	m.roll = nil
}

// SetWidth fits the entry in width cells.
func (m *Model) SetWidth(w int) {
	m.width = max(w, 10)
	m.input.Width = max(w-7, 5)
}

// Prompt is the die prompt the entry answers.
func (m Model) Prompt() rules.Prompt { return m.prompt }

// Typing reports whether keys belong to the entry (something is typed or
// shown back): the app's one-letter keys wait until it is empty.
func (m Model) Typing() bool { return m.confirm || m.input.Value() != "" }

// Confirming reports whether the roll is shown back, waiting for enter.
func (m Model) Confirming() bool { return m.confirm }

// Value is the text typed so far.
func (m Model) Value() string { return m.input.Value() }

// Enter checks the roll typed; the second enter, on a roll shown back,
// returns it to be applied. err says what is wrong with the text.
func (m *Model) Enter() (roll []rules.Choice, apply bool, err error) {
	if m.confirm {
		return m.roll, true, nil
	}
	r, err := Parse(m.prompt, m.input.Value())
	if err != nil {
		return nil, false, err
	}
	m.roll, m.confirm = r, true
	return nil, false, nil
}

// counts is how many of each face the text holds, or nil when it does not
// parse at all.
func (m Model) counts() ([]int, int, error) {
	p := m.prompt
	p.Dice = 0 // count what is there, whatever the number
	r, err := Parse(p, m.input.Value())
	n := make([]int, len(m.faces))
	for _, c := range r {
		for i, f := range m.faces {
			if f.Choice.ID == c.ID {
				n[i]++
			}
		}
	}
	return n, len(r), err
}

// setCounts writes counts as text: "2 hit 1 blank".
func (m *Model) setCounts(n []int) {
	var parts []string
	for i, k := range n {
		if k > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", k, m.faces[i].Name))
		}
	}
	m.input.SetValue(strings.Join(parts, " "))
	m.input.CursorEnd()
}

// Update edits the roll. Enter is the caller's (see Enter).
func (m Model) Update(msg tea.Msg) (Model, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return m, nil
	}
	if m.confirm {
		if key.Matches(k, m.Keys.Back) {
			m.confirm = false
		}
		return m, nil
	}
	switch {
	case key.Matches(k, m.Keys.Back):
		m.input.SetValue("")
		return m, nil
	case key.Matches(k, m.Keys.Up):
		m.row = (m.row + len(m.faces) - 1) % max(len(m.faces), 1)
		return m, nil
	case key.Matches(k, m.Keys.Down):
		m.row = (m.row + 1) % max(len(m.faces), 1)
		return m, nil
	case key.Matches(k, m.Keys.More, m.Keys.Fewer):
		n, _, err := m.counts()
		if err != nil && m.input.Value() != "" {
			n = make([]int, len(m.faces)) // start the counts over
		}
		if len(n) == 0 {
			return m, nil
		}
		if key.Matches(k, m.Keys.More) {
			n[m.row]++
		} else if n[m.row] > 0 {
			n[m.row]--
		}
		m.setCounts(n)
		return m, nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

// View draws the entry: what to type, the text, the count of each face and
// whether the roll is whole; or the roll shown back.
func (m Model) View() string {
	s := m.c.Styles
	w := max(m.width, 10)
	cut := func(t string) string { return ansi.Truncate(t, w, "…") }
	if m.confirm {
		return s.Selected.Render(cut("Roll: "+Words(m.prompt, m.roll))) + "\n" +
			s.Subtle.Render(cut("enter applies it · esc changes it"))
	}
	var b strings.Builder
	b.WriteString(s.Subtle.Render(cut(fmt.Sprintf("Type the %s: %s", dice(m.prompt.Dice), example(m.faces, m.prompt.Dice)))) + "\n")
	b.WriteString(m.input.View() + "\n")
	n, got, err := m.counts()
	for i, f := range m.faces {
		glyph := "  "
		if i == m.row {
			glyph = s.Selected.Render("›") + " "
		}
		label := f.Choice.Label
		if label == "" {
			label = f.Name
		}
		line := fmt.Sprintf("%-8s %d %s", ansi.Truncate(label, 8, ""), n[i], strings.Repeat("●", min(n[i], 12)))
		b.WriteString(glyph + cut(strings.TrimRight(line, " ")) + "\n")
	}
	switch {
	case m.input.Value() == "":
		b.WriteString(s.Subtle.Render(cut("or ↑/↓ and +/- to count each face")))
	case err != nil:
		b.WriteString(s.Error.Render(cut("! " + err.Error())))
	case m.prompt.Dice > 0 && got != m.prompt.Dice:
		b.WriteString(s.Error.Render(cut(fmt.Sprintf("! %d of %s", got, dice(m.prompt.Dice)))))
	default:
		b.WriteString(s.Subtle.Render(cut(fmt.Sprintf("%d of %s · enter to check", got, dice(max(m.prompt.Dice, got))))))
	}
	return b.String()
}

// example is a roll to copy: the faces in order, as many as the dice.
func example(f []Face, n int) string {
	if len(f) == 0 {
		return ""
	}
	n = max(n, 1)
	var long, short []string
	for i := range n {
		long = append(long, f[i%len(f)].Name)
		short = append(short, f[i%len(f)].Name[:1])
	}
	return "“" + strings.Join(long, " ") + "” or “" + strings.Join(short, "") + "”"
}

// ShortHelp implements help.KeyMap.
func (m Model) ShortHelp() []key.Binding {
	if m.confirm {
		return []key.Binding{withHelp(m.Keys.Check, "apply the roll"), withHelp(m.Keys.Back, "change it")}
	}
	return []key.Binding{m.Keys.Check, m.Keys.Up, m.Keys.More, m.Keys.Back}
}

// FullHelp implements help.KeyMap.
func (m Model) FullHelp() [][]key.Binding {
	return [][]key.Binding{{m.Keys.Check, m.Keys.Back}, {m.Keys.Up, m.Keys.Down, m.Keys.More, m.Keys.Fewer}}
}

func withHelp(b key.Binding, desc string) key.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}
