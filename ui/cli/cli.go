// Package cli is haunt's command line: it parses the arguments, loads the
// games (with the player's content overrides), opens the saves and hands
// the game to one of the front-ends: the TUI, the line mode (--plain) or
// JSON lines (--script). main only calls Main.
package cli

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/adrg/xdg"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/app"
	"github.com/hauntgames/haunt/ui/games"
)

// Version is haunt's version, printed by "haunt version" and written into
// saves. Release builds set it with
// -ldflags "-X github.com/hauntgames/haunt/ui/cli.Version=v1.2.3".
var Version = "dev"

// Env is everything a command reaches outside itself. Main fills it from
// the process; tests fill it with buffers, temporary folders and their own
// games.
type Env struct {
	// Games are the playable games. Nil: games.Load with the content
	// overrides under ConfigDir/boards when that folder exists.
	Games  []rules.Definition
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// DataDir holds the saves unless --data says otherwise.
	// Empty: saves.DefaultDir() ($XDG_DATA_HOME/haunt/saves).
	DataDir string
	// ConfigDir is haunt's config folder. Empty: $XDG_CONFIG_HOME/haunt.
	ConfigDir string
	// Now is the clock for saves. Nil: time.Now.
	Now func() time.Time
	// Seed makes a seed when --seed is not given. Nil: crypto/rand.
	Seed func() uint64
	// TUI runs the full-screen app. Nil: a Bubble Tea program on the
	// terminal, which Stdin and Stdout must then be.
	TUI func(app.Options) error
	// Getenv reads the environment: TERM (dumb gets the line mode) and
	// COLUMNS (the line mode's width). Nil: os.Getenv.
	Getenv func(string) string
}

// Main runs haunt with the command-line arguments (without the program
// name) and returns the exit status: 0 done, 1 failed, 2 a usage mistake.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return Env{Stdin: stdin, Stdout: stdout, Stderr: stderr}.Run(args)
}

// usageError is a mistake on the command line: one line on stderr, exit 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// errHelp means the usage was printed on request.
var errHelp = errors.New("help printed")

var commands = []string{"play", "resume", "saves", "serve", "sim", "version"}

// Run runs one command line in e and returns the exit status.
func (e Env) Run(args []string) int {
	if e.Stdin == nil {
		e.Stdin = strings.NewReader("")
	}
	if e.Stdout == nil {
		e.Stdout = io.Discard
	}
	if e.Stderr == nil {
		e.Stderr = io.Discard
	}
	if e.Now == nil {
		e.Now = time.Now
	}
	if e.Seed == nil {
		e.Seed = randomSeed
	}
	err := e.dispatch(args)
	var ue *usageError
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(e.Stderr, "haunt: "+oneLine(ue.msg))
		return 2
	default:
		fmt.Fprintln(e.Stderr, "haunt: "+oneLine(err.Error()))
		return 1
	}
}

// oneLine puts a message on one line: the lines of a joined error become
// parts separated by semicolons.
func oneLine(s string) string {
	var parts []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, "; ")
}

func (e Env) dispatch(args []string) error {
	if len(args) == 0 {
		return e.menu("")
	}
	switch args[0] {
	case "play":
		return e.play(args[1:])
	case "resume":
		return e.resume(args[1:])
	case "saves":
		return e.listSaves(args[1:])
	case "serve":
		return e.serve(args[1:])
	case "sim":
		return e.sim(args[1:])
	case "version":
		return e.version(args[1:])
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && args[0] == "help" && isCommand(args[1]) {
			return e.dispatch([]string{args[1], "--help"})
		}
		e.rootUsage(e.Stdout)
		return errHelp
	}
	if strings.HasPrefix(args[0], "-") {
		fs := newFlagSet("haunt")
		data := fs.String("data", "", "keep saves in `DIR`")
		if err := parse(fs, args, e.rootUsage, e.Stdout); err != nil {
			return err
		}
		if fs.NArg() > 0 {
			return usagef("flags go after the command, as in: haunt %s --data DIR", fs.Arg(0))
		}
		return e.menu(*data)
	}
	return usagef("unknown command %q; commands: %s (haunt --help for more)", args[0], strings.Join(commands, ", "))
}

func isCommand(s string) bool {
	for _, c := range commands {
		if c == s {
			return true
		}
	}
	return false
}

func (e Env) rootUsage(w io.Writer) {
	names := "(none)"
	if defs, err := e.games(); err == nil && len(defs) > 0 {
		names = strings.Join(games.Names(defs), ", ")
	}
	fmt.Fprintf(w, `haunt is a companion for horror board games, in the terminal.

Usage:
  haunt [--data DIR]             the title menu
  haunt play GAME [flags]        start a game (haunt play --help for the flags)
  haunt resume [NAME] [flags]    go on with a save (no NAME: the newest unfinished one)
  haunt saves [--data DIR]       list the saves
  haunt serve [flags]            host solo games over SSH (haunt serve --help for the flags)
  haunt sim GAME --games N       play random legal games headless; count the outcomes
  haunt version                  print the version

Games: %s
Every command takes --help.
`, names)
}

func (e Env) version(args []string) error {
	fs := newFlagSet("version")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "Usage: haunt version\n\nPrints the version of haunt.")
	}
	if err := parse(fs, args, usage, e.Stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("version takes no arguments, not %q", fs.Arg(0))
	}
	fmt.Fprintln(e.Stdout, "haunt "+Version)
	return nil
}

// games returns the definitions: the injected ones, or the built-in games
// read over the player's content overrides.
func (e Env) games() ([]rules.Definition, error) {
	if e.Games != nil {
		return e.Games, nil
	}
	dir := e.ConfigDir
	if dir == "" {
		dir = filepath.Join(xdg.ConfigHome, "haunt")
	}
	boards := filepath.Join(dir, "boards")
	var cfg = os.DirFS(boards)
	if st, err := os.Stat(boards); err != nil || !st.IsDir() {
		cfg = nil
	}
	defs, err := games.Load(cfg)
	if err != nil {
		return nil, usagef("the content overrides in %s are wrong: %v", boards, err)
	}
	return defs, nil
}

// game looks up a game by name; the error lists the games there are.
func (e Env) game(name string) (rules.Definition, []rules.Definition, error) {
	defs, err := e.games()
	if err != nil {
		return rules.Definition{}, nil, err
	}
	def, ok := games.Lookup(defs, name)
	if !ok {
		return def, defs, usagef("unknown game %q; games: %s", name, gameNames(defs))
	}
	return def, defs, nil
}

func gameNames(defs []rules.Definition) string {
	if len(defs) == 0 {
		return "(none yet)"
	}
	return strings.Join(games.Names(defs), ", ")
}

// store opens the saves in --data DIR, or the environment's folder. The
// store makes the folder on its first write.
func (e Env) store(data string) (*saves.FileStore, string, error) {
	dir := data
	if dir == "" {
		dir = e.DataDir
	}
	if dir == "" {
		d, err := saves.DefaultDir()
		if err != nil {
			return nil, "", fmt.Errorf("no folder for saves (use --data DIR): %w", err)
		}
		dir = d
	}
	return saves.NewFileStore(dir), dir, nil
}

func randomSeed() uint64 {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(b[:])
}

// newFlagSet makes a FlagSet that reports nothing itself: parse turns its
// errors into one line and prints usage on --help.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parse parses args with fs, allowing positional arguments between flags
// (they are left in fs.Args()). --help prints usage to stdout.
func parse(fs *flag.FlagSet, args []string, usage func(io.Writer), stdout io.Writer) error {
	var pos []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout)
			return errHelp
		}
		if err != nil {
			cmd := fs.Name()
			if cmd != "haunt" {
				cmd = "haunt " + cmd
			}
			msg := err.Error()
			if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
				return usagef("unknown flag %s for %s; flags: %s (%s --help for more)", dashes(name), cmd, flagNames(fs), cmd)
			}
			msg = strings.Replace(msg, "flag -", "flag --", 1)
			msg = strings.Replace(msg, "argument: -", "argument: --", 1)
			return usagef("%s (%s --help for more)", msg, cmd)
		}
		if fs.NArg() == 0 {
			break
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
		if pos[len(pos)-1] == "--" {
			pos = append(pos[:len(pos)-1], args...)
			break
		}
	}
	return fs.Parse(append([]string{"--"}, pos...))
}

func dashes(name string) string {
	return "--" + strings.TrimLeft(name, "-")
}

func flagNames(fs *flag.FlagSet) string {
	var n []string
	fs.VisitAll(func(f *flag.Flag) { n = append(n, "--"+f.Name) })
	return strings.Join(n, ", ")
}

// printFlags writes the flags of fs, one per line, in the order given.
func printFlags(w io.Writer, fs *flag.FlagSet, names ...string) {
	for _, name := range names {
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		arg, help := flag.UnquoteUsage(f)
		if o, ok := f.Value.(optionFlag); ok {
			arg = "VALUE"
			if len(o.o.Values) > 0 {
				arg = strings.Join(o.o.Values, "|")
			}
		}
		if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); isBool {
			arg = ""
		}
		left := "  --" + f.Name
		if arg != "" {
			left += " " + arg
		}
		if len(left) < 22 {
			left += strings.Repeat(" ", 22-len(left))
		} else {
			left += "\n" + strings.Repeat(" ", 22)
		}
		fmt.Fprintln(w, left+help)
	}
}
