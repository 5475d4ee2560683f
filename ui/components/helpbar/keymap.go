package helpbar

import "github.com/charmbracelet/bubbles/key"

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
