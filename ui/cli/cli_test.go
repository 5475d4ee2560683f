package cli_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/sim/toy"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/app"
	"github.com/hauntgames/haunt/ui/cli"
	"github.com/hauntgames/haunt/ui/games"
)

// env is a test environment: the toy game, a fresh saves folder, a clock
// that ticks a minute per reading and a fixed seed. The TUI is recorded,
// never run.
type env struct {
	cli.Env
	stdout, stderr bytes.Buffer
	tui            []app.Options
	vars           map[string]string // the environment: a terminal that can do everything
}

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{vars: map[string]string{"TERM": "xterm-256color"}}
	clock := time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC)
	e.Env = cli.Env{
		Games:     []rules.Definition{toy.Definition()},
		Stdout:    &e.stdout,
		Stderr:    &e.stderr,
		DataDir:   t.TempDir(),
		ConfigDir: t.TempDir(),
		Now: func() time.Time {
			clock = clock.Add(time.Minute)
			return clock
		},
		Seed: func() uint64 { return 42 },
		TUI: func(o app.Options) error {
			e.tui = append(e.tui, o)
			return nil
		},
	}
	e.Getenv = func(k string) string { return e.vars[k] }
	return e
}

func (e *env) run(stdin string, args ...string) int {
	e.stdout.Reset()
	e.stderr.Reset()
	e.Stdin = strings.NewReader(stdin)
	return e.Run(args)
}

// usageMistake checks a command fails with status 2 and exactly one line on
// stderr that contains each of want.
func usageMistake(t *testing.T, e *env, args []string, want ...string) {
	t.Helper()
	if code := e.run("", args...); code != 2 {
		t.Errorf("haunt %s: exit %d, want 2", strings.Join(args, " "), code)
	}
	msg := e.stderr.String()
	if strings.Count(msg, "\n") != 1 || !strings.HasSuffix(msg, "\n") || !strings.HasPrefix(msg, "haunt") {
		t.Errorf("haunt %s: stderr %q, want one line", strings.Join(args, " "), msg)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("haunt %s: stderr %q lacks %q", strings.Join(args, " "), msg, w)
		}
	}
	if e.stdout.Len() != 0 {
		t.Errorf("haunt %s: stdout %q, want nothing", strings.Join(args, " "), e.stdout.String())
	}
}

func TestUnknownCommandGameAndFlag(t *testing.T) {
	e := newEnv(t)
	usageMistake(t, e, []string{"nosuchgame"})
	if got := e.stderr.String(); got != `haunt: unknown command "nosuchgame"; commands: play, resume, saves, serve, sim, version (haunt --help for more)`+"\n" {
		t.Errorf("unknown command: %q", got)
	}
	usageMistake(t, e, []string{"play", "nosuchgame"})
	if got := e.stderr.String(); got != `haunt: unknown game "nosuchgame"; games: toy`+"\n" {
		t.Errorf("unknown game: %q", got)
	}
	usageMistake(t, e, []string{"sim", "nosuchgame", "--games", "3"}, `unknown game "nosuchgame"; games: toy`)
	usageMistake(t, e, []string{"play"}, "which game?", "games: toy")
	usageMistake(t, e, []string{"play", "toy", "--bogus"}, "unknown flag --bogus for haunt play", "--solo", "--length", "haunt play --help")
	usageMistake(t, e, []string{"version", "-x"}, "unknown flag --x")
	usageMistake(t, e, []string{"saves", "--bogus"}, "unknown flag --bogus")
	usageMistake(t, e, []string{"resume", "--bogus"}, "unknown flag --bogus")
	usageMistake(t, e, []string{"sim", "toy", "--bogus"}, "unknown flag --bogus")
	usageMistake(t, e, []string{"--bogus"}, "unknown flag --bogus")
}

func TestBadSetupsAreUsageMistakes(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "toy", "--length", "huge"}, `option length: "huge" is not one of short, long`},
		{[]string{"sim", "toy", "--option", "secret=maybe"}, `option secret: "maybe" is not one of no, yes`},
		{[]string{"play", "toy", "--option", "colour=red"}, `Toy has no option "colour"; options: length, secret`},
		{[]string{"play", "toy", "--option", "length"}, "NAME=VALUE"},
		{[]string{"play", "toy", "--players", "9"}, "Toy is played by 1 to 3 players, not 9"},
		{[]string{"play", "toy", "--players", "two"}, `invalid value "two" for flag --players`},
		{[]string{"play", "toy", "--seed"}, "flag needs an argument: --seed"},
		{[]string{"play", "toy", "--solo", "--players", "2"}, "--solo is one player"},
		{[]string{"play", "toy", "--names", "A,B", "--players", "3"}, "--names gives 2 names for 3 players"},
		{[]string{"play", "toy", "--names", "A", "--players", "2"}, "--names gives 1 name for 2 players"},
		{[]string{"play", "toy", "--names", "A,B", "--solo"}, "--names gives 2 names for 1 player"},
		{[]string{"play", "toy", "--names", "A,,B"}, "empty name"},
		{[]string{"play", "toy", "--plain", "--script"}, "pick one"},
		{[]string{"play", "toy", "extra"}, `also got "extra"`},
		{[]string{"play", "toy", "--name", "No Spaces"}, ""},
		{[]string{"sim", "toy", "--games", "0"}, "--games must be 1 or more"},
		{[]string{"sim", "toy", "--player", "smart"}, "Toy has no smart player yet: --player random plays at random"},
		{[]string{"sim", "toy", "--players", "2", "--player", "random,random,random"}, "--player names 3 players but the game has 2 seats"},
		{[]string{"sim", "toy", "--player", "clever"}, `--player "clever": each player is random or smart`},
		{[]string{"version", "now"}, "no arguments"},
		{[]string{"resume", "a", "b"}, "one save name"},
	} {
		if c.args[len(c.args)-1] == "No Spaces" {
			// A bad save name is the store's to refuse: exit 1, one line.
			if code := e.run("", c.args...); code != 1 || strings.Count(e.stderr.String(), "\n") != 1 {
				t.Errorf("bad save name: exit %d, stderr %q", code, e.stderr.String())
			}
			continue
		}
		usageMistake(t, e, c.args, c.want)
	}
	if len(e.tui) != 0 {
		t.Errorf("a failed command started the TUI: %v", e.tui)
	}
}

func TestHelpGoesToStdout(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--help"}, []string{"haunt play GAME", "Games: toy"}},
		{[]string{"help"}, []string{"haunt sim GAME"}},
		{[]string{"help", "play"}, []string{"Usage: haunt play GAME", "GAME is one of: toy"}},
		{[]string{"play", "--help"}, []string{"Usage: haunt play GAME", "--solo", "--names A,B,C"}},
		{[]string{"play", "toy", "--help"}, []string{"Usage: haunt play toy", "Options of Toy:", "--length short|long", "how far away the exit is (default short)", "--option NAME=VALUE"}},
		{[]string{"play", "toy", "-h"}, []string{"Usage: haunt play toy"}},
		{[]string{"resume", "--help"}, []string{"Usage: haunt resume [NAME]", "--plain", "--data DIR"}},
		{[]string{"saves", "--help"}, []string{"Usage: haunt saves"}},
		{[]string{"sim", "--help"}, []string{"Usage: haunt sim GAME", "--games N"}},
		{[]string{"sim", "toy", "--help"}, []string{"Usage: haunt sim GAME"}},
		{[]string{"version", "--help"}, []string{"Usage: haunt version"}},
	} {
		if code := e.run("", c.args...); code != 0 || e.stderr.Len() != 0 {
			t.Errorf("haunt %s: exit %d, stderr %q", strings.Join(c.args, " "), code, e.stderr.String())
		}
		for _, w := range c.want {
			if !strings.Contains(e.stdout.String(), w) {
				t.Errorf("haunt %s: stdout lacks %q:\n%s", strings.Join(c.args, " "), w, e.stdout.String())
			}
		}
	}
}

func TestVersion(t *testing.T) {
	var out, errs bytes.Buffer
	if code := cli.Main([]string{"version"}, strings.NewReader(""), &out, &errs); code != 0 || out.String() != "haunt dev\n" || errs.Len() != 0 {
		t.Errorf("version: exit %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
}

func lastJSON(t *testing.T, out string) map[string]any {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var m map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &m); err != nil {
		t.Fatalf("last line %q: %v", lines[len(lines)-1], err)
	}
	return m
}

func TestPlayScriptSavesAndResumes(t *testing.T) {
	e := newEnv(t)
	if code := e.run("rest\n:quit\n", "play", "toy", "--script", "--name", "first", "--seed", "7"); code != 0 {
		t.Fatalf("play: exit %d, stderr %q", code, e.stderr.String())
	}
	if m := lastJSON(t, e.stdout.String()); m["type"] != "saved" || m["name"] != "first" {
		t.Errorf("last line %v", m)
	}
	sv, err := saves.NewFileStore(e.DataDir).Load("first")
	if err != nil {
		t.Fatal(err)
	}
	h := sv.Header
	if h.Setup.Seed != 7 || !slices.Equal(h.Setup.Seats, []string{"You"}) || h.Setup.Mode != rules.Digital || h.App != cli.Version ||
		h.Setup.Options["length"] != "short" || len(sv.Log) != 1 || sv.Log[0].Choice != "rest" {
		t.Errorf("save %+v", sv)
	}
	if _, err := os.Stat(filepath.Join(e.DataDir, "first"+saves.Ext)); err != nil {
		t.Errorf("no save file: %v", err)
	}

	if code := e.run("rest\n", "resume", "first", "--script"); code != 0 {
		t.Fatalf("resume: exit %d, stderr %q", code, e.stderr.String())
	}
	if !strings.HasPrefix(e.stdout.String(), `{"type":"prompt","seat":0`) {
		t.Errorf("resume output %q", e.stdout.String())
	}
	sv, _ = saves.NewFileStore(e.DataDir).Load("first")
	if len(sv.Log) != 2 {
		t.Errorf("after resuming and resting again the log is %v", sv.Log)
	}
	if code := e.run("", "resume", "nosuch", "--script"); code != 1 || strings.Count(e.stderr.String(), "\n") != 1 {
		t.Errorf("resume nosuch: exit %d, stderr %q", code, e.stderr.String())
	}
}

func TestPlayPlain(t *testing.T) {
	e := newEnv(t)
	// An empty line passes the hand-over to Ann, then she rests.
	if code := e.run("\n3\n", "play", "--plain", "toy", "--names", "Ann, Bob"); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, e.stderr.String())
	}
	out := e.stdout.String()
	if !strings.Contains(out, "\nAnn, how far do you go?\n  1. Walk one step  [step 1]") ||
		!strings.Contains(out, "Ann rests.\n") || !strings.Contains(out, "Game saved as toy-20260102-0305.\n") {
		t.Errorf("plain output:\n%s", out)
	}
	if strings.Contains(out, "\x1b") {
		t.Errorf("escape codes in plain output")
	}
}

func TestResumeWithoutNameTakesTheNewestUnfinished(t *testing.T) {
	e := newEnv(t)
	// "old" is unfinished; "done" ends (a solo run of two-steps always ends
	// within a few answers), and is newer.
	if code := e.run("rest\n", "play", "toy", "--script", "--name", "old"); code != 0 {
		t.Fatal(e.stderr.String())
	}
	if code := e.run(strings.Repeat("step 2\n", 10), "play", "toy", "--script", "--name", "done"); code != 0 {
		t.Fatal(e.stderr.String())
	}
	if !strings.Contains(e.stdout.String(), `"type":"over"`) {
		t.Fatalf("the second game did not end:\n%s", e.stdout.String())
	}
	if code := e.run(":quit\n", "resume", "--script"); code != 0 {
		t.Fatalf("resume: exit %d, %s", code, e.stderr.String())
	}
	if m := lastJSON(t, e.stdout.String()); m["name"] != "old" {
		t.Errorf("resumed %v, want old", m)
	}
	// Resuming in the TUI hands it the session.
	if code := e.run("", "resume", "old"); code != 0 || len(e.tui) != 1 || e.tui[0].Start == nil || e.tui[0].Start.Name != "old" {
		t.Errorf("resume old in the TUI: exit %d, %+v", code, e.tui)
	}
	empty := newEnv(t)
	if code := empty.run("", "resume"); code != 1 || !strings.Contains(empty.stderr.String(), "no game to resume") {
		t.Errorf("resume with no saves: exit %d, %q", code, empty.stderr.String())
	}
}

func TestSavesListsGoodAndDamaged(t *testing.T) {
	e := newEnv(t)
	if code := e.run("", "saves"); code != 0 || !strings.Contains(e.stdout.String(), "No saves in") {
		t.Errorf("empty: exit %d, %q", code, e.stdout.String())
	}
	if code := e.run("rest\n", "play", "toy", "--script", "--name", "good", "--players", "2"); code != 0 {
		t.Fatal(e.stderr.String())
	}
	if err := os.WriteFile(filepath.Join(e.DataDir, "broken"+saves.Ext), []byte(`{"header": {"format": 1, "na`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code := e.run("", "saves", "--data", e.DataDir); code != 0 {
		t.Fatalf("saves: exit %d, %s", code, e.stderr.String())
	}
	out := e.stdout.String()
	good := regexpLine(out, "good")
	if !strings.Contains(good, "Toy") || !strings.Contains(good, "  2  ") || !strings.Contains(good, "digital") || !strings.Contains(good, "in progress, 1 answer") {
		t.Errorf("the good save's line %q in:\n%s", good, out)
	}
	if !strings.Contains(out, "Damaged saves (left untouched):\n  broken: ") || !strings.Contains(out, "broken"+saves.Ext) {
		t.Errorf("the damaged save is not listed with its error:\n%s", out)
	}
}

// regexpLine returns the first line of out that starts with prefix.
func regexpLine(out, prefix string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func TestTUIGetsTheSetup(t *testing.T) {
	e := newEnv(t)
	if code := e.run("", "play", "toy", "--table", "--players", "2", "--length", "long", "--option", "secret=yes"); code != 0 {
		t.Fatalf("exit %d, %s", code, e.stderr.String())
	}
	if len(e.tui) != 1 {
		t.Fatalf("TUI runs: %d", len(e.tui))
	}
	o := e.tui[0]
	s := o.Start.Match.Setup()
	if !o.Table || o.Version != cli.Version || o.Store == nil || len(o.Games) != 1 || o.Seed() != 42 || o.Now == nil {
		t.Errorf("options %+v", o)
	}
	if s.Mode != rules.Table || !slices.Equal(s.Seats, []string{"Player 1", "Player 2"}) || s.Seed != 42 ||
		s.Options["length"] != "long" || s.Options["secret"] != "yes" {
		t.Errorf("setup %+v", s)
	}

	dir := t.TempDir()
	if code := e.run("", "--data", dir); code != 0 {
		t.Fatalf("menu: exit %d, %s", code, e.stderr.String())
	}
	if m := e.tui[1]; m.Start != nil || m.Table || m.Store.(*saves.FileStore).Dir() != dir {
		t.Errorf("menu options %+v", m)
	}
	if code := e.run(""); code != 0 || len(e.tui) != 3 || e.tui[2].Store.(*saves.FileStore).Dir() != e.DataDir {
		t.Errorf("haunt alone: exit %d, %+v", code, e.tui)
	}
	usageMistake(t, e, []string{"--data", dir, "play"}, "flags go after the command")
}

func TestSim(t *testing.T) {
	e := newEnv(t)
	if code := e.run("", "sim", "toy", "--games", "50", "--seed", "1"); code != 0 {
		t.Fatalf("exit %d, %s", code, e.stderr.String())
	}
	out := e.stdout.String()
	for _, w := range []string{"Toy: 50 games, 1 player, seed 1\n", "OUTCOME", "win", "escaped", "players: random\n",
		"won: ", "(95% interval ", "mean length:", "games/s"} {
		if !strings.Contains(out, w) {
			t.Errorf("sim output lacks %q:\n%s", w, out)
		}
	}
	if code := e.run("", "sim", "--json", "toy", "--games", "30", "--players", "3", "--length", "long"); code != 0 {
		t.Fatalf("exit %d, %s", code, e.stderr.String())
	}
	var r struct {
		Games, Seats   int
		Seed           uint64
		Outcomes       []struct{ Count int }
		Errors         []any
		GamesPerSecond float64 `json:"games_per_second"`
	}
	if err := json.Unmarshal(e.stdout.Bytes(), &r); err != nil {
		t.Fatalf("%v:\n%s", err, e.stdout.String())
	}
	total := 0
	for _, o := range r.Outcomes {
		total += o.Count
	}
	if r.Games != 30 || r.Seats != 3 || r.Seed != 42 || total != 30 || len(r.Errors) != 0 || r.GamesPerSecond <= 0 {
		t.Errorf("report %+v", r)
	}
}

func TestSimBrokenGameExitsOne(t *testing.T) {
	e := newEnv(t)
	def := toy.Definition()
	def.Name = "boom"
	def.New = func(rules.Setup) (rules.Game, error) { panic("boom") }
	e.Games = []rules.Definition{def}
	if code := e.run("", "sim", "boom", "--games", "2", "--seed", "5"); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if !strings.Contains(e.stdout.String(), "error: game 0 (seed 5): panic") || !strings.Contains(e.stderr.String(), "2 of 2 games broke") {
		t.Errorf("stdout %q\nstderr %q", e.stdout.String(), e.stderr.String())
	}
}

func TestContentOverrides(t *testing.T) {
	defs := games.All()
	if _, ok := games.Lookup(defs, "horrified"); !ok {
		t.Skip("horrified is not registered yet")
	}
	e := newEnv(t)
	e.Games = nil
	bad := filepath.Join(e.ConfigDir, "boards", "horrified")
	if err := os.MkdirAll(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	if code := e.run("", "sim", "horrified", "--games", "1"); code != 0 {
		t.Fatalf("an empty override folder: exit %d, %s", code, e.stderr.String())
	}
	entries, err := os.ReadDir(filepath.Join("..", "..", "boards", "horrified", "data"))
	if err != nil || len(entries) == 0 {
		t.Skipf("no content files to break: %v", err)
	}
	name := entries[0].Name()
	if err := os.WriteFile(filepath.Join(bad, name), []byte("{ not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	usageMistake(t, e, []string{"play", "horrified", "--script"}, name)
}

func TestNoColorIsHonored(t *testing.T) {
	red := func() string {
		var b bytes.Buffer
		return lipgloss.NewRenderer(&b).NewStyle().Foreground(lipgloss.Color("1")).Render("x")
	}
	t.Setenv("CLICOLOR_FORCE", "1")
	t.Setenv("NO_COLOR", "")
	if !strings.Contains(red(), "\x1b[") {
		t.Fatalf("CLICOLOR_FORCE gave no color: %q", red())
	}
	t.Setenv("NO_COLOR", "1")
	if got := red(); got != "x" {
		t.Errorf("NO_COLOR=1 still colors: %q", got)
	}
}

// A save name that is not there says how to see the ones that are, in the
// same folder.
func TestResumeOfAMissingSaveSaysHowToListThem(t *testing.T) {
	e := newEnv(t)
	dir := t.TempDir()
	if code := e.run("", "resume", "nosave", "--data", dir); code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if msg := e.stderr.String(); !strings.Contains(msg, `no save named "nosave"`) || !strings.Contains(msg, "haunt saves --data "+dir) {
		t.Fatalf("message %q", msg)
	}
}

// TERM=dumb cannot show the full screen: play and resume go to the line
// mode, saying so in one line on stderr; the title menu, which the line
// mode lacks, says which commands play without it.
func TestDumbTerminalPlaysInTheLineMode(t *testing.T) {
	e := newEnv(t)
	e.vars["TERM"] = "dumb"
	if code := e.run("\n3\n", "play", "toy", "--names", "Ann,Bob", "--name", "dumb"); code != 0 {
		t.Fatalf("play: exit %d, stderr %q", code, e.stderr.String())
	}
	if len(e.tui) != 0 {
		t.Fatalf("TERM=dumb started the full screen")
	}
	if msg := e.stderr.String(); strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "TERM=dumb") || !strings.Contains(msg, "line mode") {
		t.Errorf("stderr %q, want one line saying why the line mode", msg)
	}
	if out := e.stdout.String(); !strings.Contains(out, "\nAnn, how far do you go?\n  1. Walk one step  [step 1]") || !strings.Contains(out, "Ann rests.\n") {
		t.Errorf("not the line mode:\n%s", out)
	}
	if code := e.run("", "resume", "dumb"); code != 0 || len(e.tui) != 0 || !strings.Contains(e.stdout.String(), "Game saved as dumb.") {
		t.Errorf("resume: exit %d, TUI runs %d, stdout:\n%s", code, len(e.tui), e.stdout.String())
	}
	// --script is what was asked for: no word about the terminal.
	if code := e.run(":quit\n", "resume", "dumb", "--script"); code != 0 || e.stderr.Len() != 0 {
		t.Errorf("resume --script: exit %d, stderr %q", code, e.stderr.String())
	}
	if code := e.run(""); code != 1 || len(e.tui) != 0 || !strings.Contains(e.stderr.String(), "TERM=dumb cannot show the title menu: use haunt play GAME --plain or haunt resume --plain") {
		t.Errorf("menu: exit %d, stderr %q", code, e.stderr.String())
	}
}

// With no terminal (stdin and stdout are pipes or files) and no --plain or
// --script, the error says what is wrong and what to type, and no game is
// started.
func TestNoTerminalSaysWhatToDo(t *testing.T) {
	e := newEnv(t)
	e.TUI = nil // the real full screen, which needs a terminal
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "toy", "--solo"}, "haunt: no terminal: use haunt play toy --plain, or --script for programs\n"},
		{[]string{"resume", "old"}, "haunt: no terminal: use haunt resume old --plain, or --script for programs\n"},
		{[]string{"resume", "--data", "DIR"}, "haunt: no terminal: use haunt resume --data DIR --plain, or --script for programs\n"},
		{nil, "haunt: no terminal: use haunt play GAME --plain or haunt resume --plain, or --script for programs\n"},
	} {
		if code := e.run("", c.args...); code != 1 || e.stderr.String() != c.want {
			t.Errorf("haunt %s: exit %d, stderr %q, want %q", strings.Join(c.args, " "), code, e.stderr.String(), c.want)
		}
	}
	if entries, _ := os.ReadDir(e.DataDir); len(entries) != 0 {
		t.Errorf("a game was saved with no terminal to play it on: %v", entries)
	}
	// The line mode needs no terminal.
	if code := e.run("rest\n", "play", "toy", "--plain"); code != 0 || !strings.Contains(e.stdout.String(), "You rests.") {
		t.Errorf("--plain: exit %d, stderr %q", code, e.stderr.String())
	}
}

// $COLUMNS sets how wide the line mode's lines may be.
func TestPlainWrapsToColumns(t *testing.T) {
	e := newEnv(t)
	e.vars["COLUMNS"] = "30"
	if code := e.run("rest\nhelp\n", "play", "toy", "--plain"); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, e.stderr.String())
	}
	for _, l := range strings.Split(e.stdout.String(), "\n") {
		if len([]rune(l)) > 30 {
			t.Errorf("line wider than 30: %q", l)
		}
	}
	if !strings.Contains(e.stdout.String(), "  3. Rest (the ghost does not\n     roll)  [rest]\n") {
		t.Errorf("the choice does not wrap under its text:\n%s", e.stdout.String())
	}
}
