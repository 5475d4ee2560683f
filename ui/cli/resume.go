package cli

import (
	"errors"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
	"github.com/hauntgames/haunt/ui/plain"
)

func (e Env) resume(args []string) error {
	fs := newFlagSet("resume")
	plainMode := fs.Bool("plain", false, "line mode: the board in words and numbered choices, no escape codes")
	scriptMode := fs.Bool("script", false, "JSON lines in and out, for programs")
	data := fs.String("data", "", "the saves are in `DIR` (default $XDG_DATA_HOME/haunt/saves)")
	usage := func(w io.Writer) {
		fmt.Fprint(w, "Usage: haunt resume [NAME] [flags]\n\nGoes on with the save NAME, or without NAME the newest game not yet over.\n\nFlags:\n")
		printFlags(w, fs, "plain", "script", "data")
	}
	if err := parse(fs, args, usage, e.Stdout); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return usagef("resume takes one save name, but got %d", fs.NArg())
	}
	if *plainMode && *scriptMode {
		return usagef("--plain and --script are two different front-ends: pick one")
	}
	defs, err := e.games()
	if err != nil {
		return err
	}
	again := "haunt resume"
	if fs.NArg() == 1 {
		again += " " + fs.Arg(0)
	}
	fe, err := e.frontEnd(*plainMode, *scriptMode, again+dataFlag(*data))
	if err != nil {
		return err
	}
	store, dir, err := e.store(*data)
	if err != nil {
		return err
	}
	lookup := func(n string) (rules.Definition, bool) { return games.Lookup(defs, n) }
	var sess *saves.Session
	if fs.NArg() == 1 {
		sess, err = saves.Resume(store, fs.Arg(0), Version, lookup, e.Now)
		if errors.Is(err, saves.ErrNotFound) {
			return fmt.Errorf("%w (haunt saves%s lists them)", err, dataFlag(*data))
		}
		if err != nil {
			return err
		}
	} else {
		list, err := store.List()
		if err != nil {
			return fmt.Errorf("cannot list the saves in %s: %w", dir, err)
		}
		for _, en := range list {
			if en.Err != nil {
				continue
			}
			s, err := saves.Resume(store, en.Name, Version, lookup, e.Now)
			if err != nil {
				continue
			}
			if over, _ := s.Match.Over(); !over {
				sess = s
				break
			}
		}
		if sess == nil {
			return fmt.Errorf("no game to resume in %s: start one with haunt play GAME", dir)
		}
	}
	return e.front(sess, nil, fe, defs, store)
}

func (e Env) listSaves(args []string) error {
	fs := newFlagSet("saves")
	data := fs.String("data", "", "the saves are in `DIR` (default $XDG_DATA_HOME/haunt/saves)")
	usage := func(w io.Writer) {
		fmt.Fprint(w, "Usage: haunt saves [--data DIR]\n\nLists the saves, newest first. Damaged saves are listed with what is wrong\nand left as they are.\n\nFlags:\n")
		printFlags(w, fs, "data")
	}
	if err := parse(fs, args, usage, e.Stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("saves takes no arguments, not %q", fs.Arg(0))
	}
	defs, err := e.games()
	if err != nil {
		return err
	}
	store, dir, err := e.store(*data)
	if err != nil {
		return err
	}
	list, err := store.List()
	if err != nil {
		return fmt.Errorf("cannot list the saves in %s: %w", dir, err)
	}
	if len(list) == 0 {
		fmt.Fprintf(e.Stdout, "No saves in %s yet.\n", dir)
		return nil
	}
	type bad struct{ name, err string }
	var damaged []bad
	tw := tabwriter.NewWriter(e.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tGAME\tPLAYERS\tMODE\tUPDATED\tSTATE")
	rows := 0
	for _, en := range list {
		if en.Err != nil {
			damaged = append(damaged, bad{en.Name, en.Err.Error()})
			continue
		}
		state, err := describeSave(store, en, defs)
		if err != nil {
			damaged = append(damaged, bad{en.Name, err.Error()})
			continue
		}
		h := en.Header
		title := h.Setup.Game
		if d, ok := games.Lookup(defs, h.Setup.Game); ok {
			title = d.Title
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", en.Name, title, len(h.Setup.Seats), h.Setup.Mode, h.Updated.Local().Format("2006-01-02 15:04"), state)
		rows++
	}
	if rows > 0 {
		tw.Flush()
	} else {
		fmt.Fprintf(e.Stdout, "No readable saves in %s.\n", dir)
	}
	if len(damaged) > 0 {
		fmt.Fprintf(e.Stdout, "\nDamaged saves (left untouched):\n")
		for _, d := range damaged {
			fmt.Fprintf(e.Stdout, "  %s: %s\n", d.name, oneLine(d.err))
		}
	}
	return nil
}

// describeSave replays a save to say how the game stands: over and how, or
// the board's one-line summary (turn and terror), or while a board says
// none, how many answers it holds. A save that does not replay is damaged.
func describeSave(store saves.Store, en saves.Entry, defs []rules.Definition) (string, error) {
	def, ok := games.Lookup(defs, en.Header.Setup.Game)
	if !ok {
		return "", fmt.Errorf("a game this haunt does not know: %q", en.Header.Setup.Game)
	}
	sv, err := store.Load(en.Name)
	if err != nil {
		return "", err
	}
	m, err := rules.Replay(def, sv.Header.Setup, sv.Log)
	if err != nil {
		return "", err
	}
	if over, res := m.Over(); over {
		return fmt.Sprintf("over: %s (%s)", res.Outcome, res.Reason), nil
	}
	if sum := oneLine(plain.Clean(games.For(def).Summary(m.Game().View(rules.Chance)))); sum != "" {
		return sum, nil
	}
	if m.Len() == 1 {
		return "in progress, 1 answer", nil
	}
	return fmt.Sprintf("in progress, %d answers", m.Len()), nil
}

// dataFlag repeats --data DIR for a command suggested in a message, so the
// suggestion looks in the same folder.
func dataFlag(dir string) string {
	if dir == "" {
		return ""
	}
	return " --data " + dir
}
