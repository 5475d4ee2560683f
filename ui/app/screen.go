package app

import (
	"errors"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/helpbar"
	"github.com/hauntgames/haunt/ui/games"
)

// screen is the one shape of everything the root shows: the title menu, the
// game picker, the saves, a game's rules, the setup form and the game. The
// root holds the current one and forwards to it; a screen never reaches into
// the root, it returns commands whose messages the root acts on (opening
// another screen, the status line, leaving).
type screen interface {
	// Update takes a key, or a message a command of the screen returned.
	Update(msg tea.Msg) tea.Cmd
	// View draws exactly the size last set.
	View() string
	// SetSize is the room the root leaves it: the terminal less the status
	// line and the help bar.
	SetSize(width, height int)
	// Help is the screen's key help, from env.keys.
	Help() []help.KeyMap
}

// What some screens are, besides a screen; the root asks with a type
// assertion.
type (
	// typist is a screen that may be taking text: while it is, ? and q are
	// letters.
	typist interface{ typing() bool }
	// minSizer is a screen that needs more than minWidth x minHeight.
	minSizer interface{ MinSize() (int, int) }
	// player is a screen with a game open: leaving says where it was saved.
	player interface{ session() *saves.Session }
)

// env is what every screen shares with the root: the terminal's Common (one
// key map, the styles), the options of the run, and the help bar, whose full
// help some screens draw differently.
type env struct {
	c   *common.Common
	o   *Options
	bar *helpbar.Bar
	// noHints turns the strong player's suggestions off (the title menu).
	noHints bool
}

// keys is the key map as the help shows it: with the full help open, ?
// says it shows fewer keys.
func (e *env) keys() common.KeyMap {
	k := e.c.Keys
	if e.bar.Full() {
		k.Help = common.WithHelp(k.Help, "fewer keys")
	}
	return k
}

func (e *env) lookup(name string) (rules.Definition, bool) {
	return games.Lookup(e.o.Games, name)
}

// The messages screens send the root.
type (
	// openScreenMsg shows screen. Opening a screen clears the status line;
	// err, when set, is what went wrong while making it (a listing of the
	// saves, a log that did not replay) and shows there instead.
	openScreenMsg struct {
		screen screen
		err    error
	}
	// statusMsg is the line under every screen: news, or an error with a "!".
	statusMsg struct {
		text string
		err  bool
	}
	// quitMsg leaves the program.
	quitMsg struct{}
)

func msgCmd(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// open shows s (see openScreenMsg); it takes a constructor's two results.
func open(s screen, err error) tea.Cmd { return msgCmd(openScreenMsg{screen: s, err: err}) }

func status(text string, isErr bool) tea.Cmd { return msgCmd(statusMsg{text: text, err: isErr}) }

func clearStatus() tea.Cmd { return status("", false) }

// showError puts err on the status line. An illegal answer says why alone:
// the one line is too short for the answer echoed back as well (a card
// typed at the table runs long), and the player sees what they chose.
func showError(err error) tea.Cmd {
	if ie := (*rules.IllegalError)(nil); errors.As(err, &ie) && ie.Why != "" {
		return status("! "+ie.Why, true)
	}
	return status("! "+err.Error(), true)
}

func quit() tea.Cmd { return msgCmd(quitMsg{}) }
