package app

import (
	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/saves"
)

// Playing returns the session of the game open on m's screen (m made by
// New), or nil when no game is open. A host that runs the app for someone
// else (the SSH server) uses it to say where a game was saved when it ends
// the program from outside, and to log the seed of a game that failed. Call
// it from the program's own goroutine or after the program has stopped.
func Playing(m tea.Model) *saves.Session {
	a, ok := m.(*Model)
	if !ok {
		return nil
	}
	return a.session()
}
