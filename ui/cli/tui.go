package cli

import (
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/app"
)

// runTUI runs the full-screen app: the injected runner in tests, else a
// Bubble Tea program on the terminal. The renderer reads the terminal's
// color profile, which honors NO_COLOR.
func (e Env) runTUI(o app.Options) error {
	if e.TUI != nil {
		return e.TUI(o)
	}
	p := tea.NewProgram(app.New(lipgloss.NewRenderer(os.Stdout), o), tea.WithAltScreen())
	m, err := p.Run()
	if err != nil {
		return err
	}
	if msg := app.Farewell(m); msg != "" {
		_, err = os.Stdout.WriteString(msg + "\n")
	}
	return err
}

// menu opens the title menu.
func (e Env) menu(data string) error {
	defs, err := e.games()
	if err != nil {
		return err
	}
	store, _, err := e.store(data)
	if err != nil {
		return err
	}
	return e.runTUI(app.Options{Games: defs, Store: store, Version: Version, Seed: e.Seed, Now: e.Now})
}
