package cli

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/term"

	"github.com/hauntgames/haunt/ui/app"
	"github.com/hauntgames/haunt/ui/plain"
)

// frontEnd is the front-end a game is played in.
type frontEnd int

const (
	useTUI    frontEnd = iota // the full screen
	usePlain                  // the line mode, --plain
	useScript                 // JSON lines, --script
)

// frontEnd picks the front-end before anything is started: the one asked
// for, else the full screen when the terminal can show it. A dumb terminal
// (TERM=dumb) gets the line mode, with one line on stderr to say so. With
// no terminal at all the error says what to type instead; again is the
// command that would play in the line mode, without its --plain.
func (e Env) frontEnd(plainMode, scriptMode bool, again string) (frontEnd, error) {
	switch {
	case plainMode:
		return usePlain, nil
	case scriptMode:
		return useScript, nil
	case e.dumb():
		fmt.Fprintln(e.Stderr, "haunt: TERM=dumb cannot show the full screen, so this is the line mode (as with --plain).")
		return usePlain, nil
	}
	if err := e.needTerminal(again + " --plain"); err != nil {
		return 0, err
	}
	return useTUI, nil
}

// needTerminal fails, saying what to do instead (use), when the full screen
// has no terminal to draw on: stdin or stdout is a file or a pipe. An
// injected TUI needs none.
func (e Env) needTerminal(use string) error {
	if e.TUI != nil || isTerminal(e.Stdin) && isTerminal(e.Stdout) {
		return nil
	}
	return fmt.Errorf("no terminal: use %s, or --script for programs", use)
}

// dumb reports whether the terminal says it cannot move the cursor.
func (e Env) dumb() bool { return strings.TrimSpace(e.getenv("TERM")) == "dumb" }

func (e Env) getenv(key string) string {
	if e.Getenv != nil {
		return e.Getenv(key)
	}
	return os.Getenv(key)
}

func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && term.IsTerminal(file.Fd())
}

// lineSize is the terminal's width and height for the line mode: $COLUMNS
// and $LINES when set (someone set them on purpose: they are not exported
// by default), else the terminal's own, else plain's defaults.
func (e Env) lineSize() (width, height int) {
	width, height = plain.DefaultWidth, plain.DefaultHeight
	if file, ok := e.Stdout.(*os.File); ok && term.IsTerminal(file.Fd()) {
		if w, h, err := term.GetSize(file.Fd()); err == nil && w > 0 && h > 0 {
			width, height = w, h
		}
	}
	if n, err := strconv.Atoi(strings.TrimSpace(e.getenv("COLUMNS"))); err == nil && n > 0 {
		width = n
	}
	if n, err := strconv.Atoi(strings.TrimSpace(e.getenv("LINES"))); err == nil && n > 0 {
		height = n
	}
	return width, height
}

// runTUI runs the full-screen app: the injected runner in tests, else a
// Bubble Tea program on the terminal, which reports the mouse's clicks and
// wheel. The renderer reads the terminal's color profile, which honors
// NO_COLOR.
func (e Env) runTUI(o app.Options) error {
	if e.TUI != nil {
		return e.TUI(o)
	}
	p := tea.NewProgram(app.New(lipgloss.NewRenderer(os.Stdout), o), tea.WithAltScreen(), tea.WithMouseCellMotion())
	m, err := p.Run()
	if err != nil {
		return err
	}
	if msg := app.Farewell(m); msg != "" {
		_, err = os.Stdout.WriteString(msg + "\n")
	}
	return err
}

// menu opens the title menu. The line mode has no menu, so a terminal that
// cannot show it is told which commands play without one.
func (e Env) menu(data string) error {
	defs, err := e.games()
	if err != nil {
		return err
	}
	store, _, err := e.store(data)
	if err != nil {
		return err
	}
	lineMode := "haunt play GAME --plain" + dataFlag(data) + " or haunt resume --plain" + dataFlag(data)
	if e.dumb() {
		return fmt.Errorf("TERM=dumb cannot show the title menu: use %s (games: %s)", lineMode, gameNames(defs))
	}
	if err := e.needTerminal(lineMode); err != nil {
		return err
	}
	return e.runTUI(app.Options{Games: defs, Store: store, Version: Version, Seed: e.Seed, Now: e.Now})
}
