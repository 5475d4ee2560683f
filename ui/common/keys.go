package common

import "github.com/charmbracelet/bubbles/key"

// KeyMap is haunt's one key map: which keys do what, everywhere. Every
// screen and component takes its keys from here (Common.Keys), so a key
// means the same thing on every screen and the help bar can say so; a
// component may word its help for its own use (WithHelp) but never binds
// other keys.
type KeyMap struct {
	Up       key.Binding
	Down     key.Binding
	Left     key.Binding // previous page, previous value
	Right    key.Binding // next page, next value
	Home     key.Binding
	End      key.Binding
	PageUp   key.Binding
	PageDown key.Binding
	Next     key.Binding // next field in a form
	Prev     key.Binding // previous field in a form
	Choose   key.Binding
	Undo     key.Binding
	// Adjust opens the corrections by hand, in table mode only.
	Adjust key.Binding
	Back   key.Binding
	Help   key.Binding
	Quit   key.Binding
	// Leave quits from anywhere, even while typing.
	Leave  key.Binding
	Filter key.Binding // start typing a filter
	Keep   key.Binding // keep the filter typed and go back to the list
	More   key.Binding // one more (a die face counted)
	Fewer  key.Binding // one fewer
	// Pane and PanePrev go round the game screen's panes (board pages, log,
	// reference); Jump goes to one by its number.
	Pane     key.Binding
	PanePrev key.Binding
	Jump     key.Binding
	// Explain says what the choice under the cursor means.
	Explain key.Binding
	// Suggest asks what a strong player would answer, and why.
	Suggest key.Binding
}

// DefaultKeyMap is the key map of the design: arrows and hjkl move, enter
// chooses, u undoes, ? shows all keys, q leaves.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:     key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous")),
		Right:    key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next")),
		Home:     key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "first")),
		End:      key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "last")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "page up")),
		PageDown: key.NewBinding(key.WithKeys("pgdown", " "), key.WithHelp("pgdn", "page down")),
		Next:     key.NewBinding(key.WithKeys("tab", "down"), key.WithHelp("tab/↓", "next field")),
		Prev:     key.NewBinding(key.WithKeys("shift+tab", "up"), key.WithHelp("shift+tab/↑", "previous field")),
		Choose:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose")),
		Undo:     key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		Adjust:   key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "adjust")),
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "more keys")),
		Quit:     key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Leave:    key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		Filter:   key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "filter")),
		Keep:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "keep filter")),
		More:     key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "count it")),
		Fewer:    key.NewBinding(key.WithKeys("-"), key.WithHelp("-", "one fewer")),
		Pane:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next pane")),
		PanePrev: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous pane")),
		Jump:     key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-9", "pane by number")),
		Explain:  key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "explain")),
		Suggest:  key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "suggest")),
	}
}

// WithHelp is b with its help worded for one use ("prev page", "I am Ann"):
// the same keys, another description.
func WithHelp(b key.Binding, desc string) key.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}

// Unlettered is b without its letter keys (k, j), for where letters are
// typed (a roll of dice, a filter): the arrows alone.
func Unlettered(b key.Binding, help string) key.Binding {
	var keys []string
	for _, k := range b.Keys() {
		if len([]rune(k)) > 1 {
			keys = append(keys, k)
		}
	}
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, b.Help().Desc))
}
