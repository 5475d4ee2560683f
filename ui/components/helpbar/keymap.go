package helpbar

import "github.com/charmbracelet/bubbles/key"

// KeyMap is haunt's one key map. Every screen takes its keys from here so a
// key means the same thing everywhere, and the help bar can say so.
type KeyMap struct {
	Up     key.Binding
	Down   key.Binding
	Left   key.Binding
	Right  key.Binding
	Next   key.Binding // next field in a form
	Prev   key.Binding // previous field in a form
	Choose key.Binding
	Undo   key.Binding
	// Adjust opens the corrections by hand, in table mode only.
	Adjust key.Binding
	Back   key.Binding
	Help   key.Binding
	Quit   key.Binding
	// Leave quits from anywhere, even while typing.
	Leave key.Binding
}

// DefaultKeyMap is the key map of the design: arrows and hjkl move, enter
// chooses, u undoes, ? shows all keys, q leaves.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous")),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next")),
		Next:   key.NewBinding(key.WithKeys("tab", "down"), key.WithHelp("tab/↓", "next field")),
		Prev:   key.NewBinding(key.WithKeys("shift+tab", "up"), key.WithHelp("shift+tab/↑", "previous field")),
		Choose: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose")),
		Undo:   key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		Adjust: key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "adjust")),
		Back:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "more keys")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Leave:  key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
	}
}

// Keys is a fixed help.KeyMap: a short line and full columns, for screens
// whose keys do not change with state.
type Keys struct {
	Short []key.Binding
	Full  [][]key.Binding
}

// ShortHelp implements help.KeyMap.
func (k Keys) ShortHelp() []key.Binding { return k.Short }

// FullHelp implements help.KeyMap; without Full it shows Short as one column.
func (k Keys) FullHelp() [][]key.Binding {
	if k.Full == nil {
		return [][]key.Binding{k.Short}
	}
	return k.Full
}
