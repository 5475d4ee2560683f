package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/app"
	"github.com/hauntgames/haunt/ui/plain"
	"github.com/hauntgames/haunt/ui/script"
)

// gameOptions turns a definition's options into flags: --<name> for each
// (unless a command's own flag has that name) and --option NAME=VALUE for
// all of them. Values are checked as they are parsed.
type gameOptions struct {
	def  rules.Definition
	set  map[string]string
	flag []string // the options that got a flag of their own
}

func addGameOptions(fs *flag.FlagSet, def rules.Definition) *gameOptions {
	g := &gameOptions{def: def, set: map[string]string{}}
	for _, o := range def.Options {
		if fs.Lookup(o.Name) != nil || o.Name == "option" || o.Name == "help" || o.Name == "h" {
			continue
		}
		help := o.Help
		if o.Default != "" {
			help += " (default " + o.Default + ")"
		}
		fs.Var(optionFlag{g, o}, o.Name, help)
		g.flag = append(g.flag, o.Name)
	}
	fs.Var(optionPair{g}, "option", "set a game option as `NAME=VALUE` (again for more)")
	return g
}

// put sets an option. A value outside the option's Values is not refused
// here: some games take more than their listed values (Horrified's
// --monsters takes a comma list of monsters as well as a difficulty), so
// check asks the game itself.
func (g *gameOptions) put(o rules.Option, v string) error {
	g.set[o.Name] = v
	return nil
}

// check asks the game whether it can start with these seats and options,
// and turns its refusal into a usage mistake that names the listed values
// of any option set outside them.
func (g *gameOptions) check(def rules.Definition, seats []string) error {
	// The definition's own check names the option and the values it takes.
	if err := checkSetup(def, rules.Setup{Game: def.Name, Seats: seats, Options: g.options(), Mode: rules.Digital}); err != nil {
		return usagef("%v", err)
	}
	return nil
}

// checkSetup reports what the game says is wrong with a setup. A game that
// panics is left for whatever runs it next to report.
func checkSetup(def rules.Definition, s rules.Setup) (err error) {
	defer func() {
		if recover() != nil {
			err = nil
		}
	}()
	_, err = rules.NewMatch(def, s)
	return err
}

// options is every option with a value: the defaults, then what was set.
func (g *gameOptions) options() map[string]string {
	m := map[string]string{}
	for _, o := range g.def.Options {
		if o.Default != "" {
			m[o.Name] = o.Default
		}
	}
	for k, v := range g.set {
		m[k] = v
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

type optionFlag struct {
	g *gameOptions
	o rules.Option
}

func (f optionFlag) String() string {
	if f.g == nil {
		return ""
	}
	return f.g.set[f.o.Name]
}

func (f optionFlag) Set(v string) error { return f.g.put(f.o, v) }

type optionPair struct{ g *gameOptions }

func (f optionPair) String() string { return "" }

func (f optionPair) Set(v string) error {
	name, val, ok := strings.Cut(v, "=")
	if !ok {
		return fmt.Errorf("write it as NAME=VALUE")
	}
	for _, o := range f.g.def.Options {
		if o.Name == name {
			return f.g.put(o, val)
		}
	}
	var names []string
	for _, o := range f.g.def.Options {
		names = append(names, o.Name)
	}
	if len(names) == 0 {
		return fmt.Errorf("%s has no options", f.g.def.Title)
	}
	return fmt.Errorf("%s has no option %q; options: %s", f.g.def.Title, name, strings.Join(names, ", "))
}

// splitGame finds the game named among the arguments of play or sim: the
// first argument that is not a flag or a flag's value. It returns the game
// and the arguments without it; "" when there is none.
func splitGame(args []string, valued []string, defs []rules.Definition) (string, []string) {
	first := -1
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			if i+1 < len(args) && first < 0 {
				first = i + 1
			}
			break
		}
		if strings.HasPrefix(a, "-") && a != "-" {
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && slices.Contains(valued, name) {
				i++
			}
			continue
		}
		for _, d := range defs {
			if d.Name == a {
				return a, slices.Delete(slices.Clone(args), i, i+1)
			}
		}
		if first < 0 {
			first = i
		}
	}
	if first < 0 {
		return "", args
	}
	return args[first], slices.Delete(slices.Clone(args), first, first+1)
}

// seatFlags are --solo, --players and --names, shared by play and sim.
type seatFlags struct {
	solo    *bool
	players *int
	names   *string
}

func addSeatFlags(fs *flag.FlagSet, names bool) *seatFlags {
	s := &seatFlags{
		solo:    fs.Bool("solo", false, "play alone (one seat)"),
		players: fs.Int("players", 0, "play with `N` seats, taking turns at one keyboard"),
	}
	if names {
		s.names = fs.String("names", "", "name the players `A,B,C` (default Player 1, Player 2.., or You alone)")
	}
	return s
}

// seats works out the seat names. Without --solo, --players or --names a
// game gets its smallest number of seats.
func (s *seatFlags) seats(def rules.Definition) ([]string, error) {
	var names []string
	if s.names != nil && *s.names != "" {
		for _, n := range strings.Split(*s.names, ",") {
			n = strings.TrimSpace(n)
			if n == "" {
				return nil, usagef("--names has an empty name in %q", *s.names)
			}
			names = append(names, n)
		}
	}
	n := def.MinSeats
	switch {
	case *s.solo && *s.players != 0 && *s.players != 1:
		return nil, usagef("--solo is one player, but --players says %d", *s.players)
	case *s.solo:
		n = 1
	case *s.players != 0:
		n = *s.players
	case names != nil:
		n = len(names)
	}
	if names != nil && len(names) != n {
		return nil, usagef("--names gives %s for %s", count(len(names), "name"), count(n, "player"))
	}
	if err := def.CheckSeats(n); err != nil {
		return nil, usagef("%v", err)
	}
	if names == nil {
		if n == 1 {
			return []string{"You"}, nil
		}
		for i := range n {
			names = append(names, fmt.Sprintf("Player %d", i+1))
		}
	}
	return names, nil
}

// playFlags are the flags of play other than the game's options.
type playFlags struct {
	seats                *seatFlags
	table, plain, script *bool
	seed                 *uint64
	data, name           *string
}

func addPlayFlags(fs *flag.FlagSet) *playFlags {
	return &playFlags{
		seats:  addSeatFlags(fs, true),
		table:  fs.Bool("table", false, "table mode: you play with the real board, cards and dice, and enter what they show"),
		seed:   fs.Uint64("seed", 0, "use seed `N` for the game's dice and decks (default: a random one)"),
		plain:  fs.Bool("plain", false, "line mode: the board in words and numbered choices, no escape codes"),
		script: fs.Bool("script", false, "JSON lines in and out, for programs"),
		data:   fs.String("data", "", "keep saves in `DIR` (default $XDG_DATA_HOME/haunt/saves)"),
		name:   fs.String("name", "", "save the game as `NAME` (default: the game and the time)"),
	}
}

func (e Env) play(args []string) error {
	defs, err := e.games()
	if err != nil {
		return err
	}
	valued := []string{"players", "names", "seed", "data", "name", "option"}
	name, rest := splitGame(args, valued, defs)
	if name == "" {
		if slices.ContainsFunc(args, func(a string) bool { return a == "-h" || a == "-help" || a == "--help" }) {
			e.playUsage(e.Stdout, nil, defs)
			return errHelp
		}
		return usagef("which game? haunt play GAME; games: %s", gameNames(defs))
	}
	def, _, err := e.game(name)
	if err != nil {
		return err
	}

	fs := newFlagSet("play")
	f := addPlayFlags(fs)
	opts := addGameOptions(fs, def)
	if err := parse(fs, rest, func(w io.Writer) { e.playUsage(w, &def, defs) }, e.Stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("play takes one game, but also got %q", fs.Arg(0))
	}
	if *f.plain && *f.script {
		return usagef("--plain and --script are two different front-ends: pick one")
	}
	names, err := f.seats.seats(def)
	if err != nil {
		return err
	}
	setup := rules.Setup{Game: def.Name, Seats: names, Options: opts.options(), Seed: e.Seed(), Mode: rules.Digital}
	if isSet(fs, "seed") {
		setup.Seed = *f.seed
	}
	if *f.table {
		setup.Mode = rules.Table
	}
	// The game's own check of the setup is a usage mistake too.
	if err := opts.check(def, names); err != nil {
		return err
	}
	// The front-end is known before the game starts, so a terminal that
	// cannot show it leaves no save behind.
	fe, err := e.frontEnd(*f.plain, *f.script, "haunt play "+def.Name)
	if err != nil {
		return err
	}
	store, _, err := e.store(*f.data)
	if err != nil {
		return err
	}
	sess, opening, err := saves.Start(store, def, setup, *f.name, Version, e.Now())
	if err != nil {
		return err
	}
	sess.Now = e.Now
	return e.front(sess, opening, fe, defs, store)
}

// front hands a session to a front-end.
func (e Env) front(sess *saves.Session, opening []rules.Event, fe frontEnd, defs []rules.Definition, store saves.Store) error {
	switch fe {
	case usePlain:
		w, h := e.lineSize()
		return plain.Run(sess, opening, e.Stdin, e.Stdout, w, h)
	case useScript:
		return script.Run(sess, opening, e.Stdin, e.Stdout)
	}
	return e.runTUI(app.Options{
		Games:   defs,
		Store:   store,
		Version: Version,
		Start:   sess,
		Table:   sess.Match.Setup().Mode == rules.Table,
		Seed:    e.Seed,
		Now:     e.Now,
	})
}

func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func (e Env) playUsage(w io.Writer, def *rules.Definition, defs []rules.Definition) {
	game := "GAME"
	if def != nil {
		game = def.Name
	}
	fmt.Fprintf(w, "Usage: haunt play %s [flags]\n\n", game)
	if def == nil {
		fmt.Fprintf(w, "Starts a new game; GAME is one of: %s.\n", gameNames(defs))
		fmt.Fprintf(w, "haunt play GAME --help lists the game's own options too.\n\n")
	} else {
		fmt.Fprintf(w, "Starts a new game of %s (%d to %d players). %s\n\n", def.Title, def.MinSeats, def.MaxSeats, def.Summary)
	}
	fs := newFlagSet("play")
	addPlayFlags(fs)
	fmt.Fprintln(w, "Flags:")
	printFlags(w, fs, "solo", "players", "names", "table", "seed", "plain", "script", "data", "name")
	fmt.Fprintln(w, "\nWithout --solo, --players or --names the game gets its smallest number of players.")
	if def != nil {
		g := addGameOptions(fs, *def)
		fmt.Fprintf(w, "\nOptions of %s:\n", def.Title)
		printFlags(w, fs, append(g.flag, "option")...)
	}
}

// count says n things: "1 player", "3 players".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
