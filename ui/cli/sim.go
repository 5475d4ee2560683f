package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"runtime/debug"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/sim"
)

// simReport is what sim --json prints: the report and the speed.
type simReport struct {
	sim.Report
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
}

// simGC is the simulator's garbage collection target (GOGC), unless the
// environment sets one. A run's heap is small and nothing in it outlives a
// game, so collecting it a quarter as often costs little memory and saves
// about a quarter of the instructions (Horrified solo: 1.58M a game at the
// default of 100, 1.17M at 400).
const simGC = 400

func (e Env) sim(args []string) error {
	defs, err := e.games()
	if err != nil {
		return err
	}
	valued := []string{"games", "seed", "players", "option", "player"}
	name, rest := splitGame(args, valued, defs)
	fs := newFlagSet("sim")
	n := fs.Int("games", 100, "play `N` games")
	seed := fs.Uint64("seed", 0, "the seed `N` of the run (default: a random one, printed)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	who := fs.String("player", "random", "who plays: `random`, smart, or one of them per seat (smart,random,random)")
	seats := addSeatFlags(fs, false)
	usage := func(w io.Writer) {
		fmt.Fprintf(w, "Usage: haunt sim GAME [--games N] [--seed N] [--player WHO] [--json] [--solo | --players N] [options]\n\n"+
			"Plays games without a screen and counts how they end. Random players find rule\n"+
			"bugs and measure speed; smart players measure how hard a setup is (the win rate\n"+
			"with its 95%% interval, why games are lost, the mean terror or scores).\n"+
			"GAME is one of: %s. Game options are flags as for haunt play.\n"+
			"Exits 1 when a game breaks.\n\nFlags:\n", gameNames(defs))
		printFlags(w, fs, "games", "seed", "player", "json", "solo", "players")
	}
	if name == "" {
		if err := parse(fs, args, usage, e.Stdout); err != nil {
			return err
		}
		return usagef("which game? haunt sim GAME --games N; games: %s", gameNames(defs))
	}
	def, _, err := e.game(name)
	if err != nil {
		return err
	}
	opts := addGameOptions(fs, def)
	if err := parse(fs, rest, usage, e.Stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("sim takes one game, but also got %q", fs.Arg(0))
	}
	if *n < 1 {
		return usagef("--games must be 1 or more, not %d", *n)
	}
	names, err := seats.seats(def)
	if err != nil {
		return err
	}
	players, err := simPlayers(def, *who, len(names))
	if err != nil {
		return err
	}
	if !isSet(fs, "seed") {
		*seed = e.Seed()
	}
	// The chosen options replace the defaults sim uses.
	play := def.WithOptions(opts.options())
	if err := opts.check(def, names); err != nil {
		return err
	}

	if e.getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(simGC))
	}
	start := time.Now()
	rep := sim.Run(play, sim.Config{Games: *n, Seed: *seed, Seats: len(names), Players: players})
	secs := time.Since(start).Seconds()
	out := simReport{Report: rep, Seconds: secs}
	if secs > 0 {
		out.GamesPerSecond = float64(*n) / secs
	}
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		e.printSim(def, out)
	}
	if len(rep.Errors) > 0 {
		return fmt.Errorf("%d of %d games broke; the first: %v", len(rep.Errors), *n, rep.Errors[0])
	}
	return nil
}

// simPlayers reads --player: who plays each of n seats, nil for random.
func simPlayers(def rules.Definition, who string, n int) ([]rules.Player, error) {
	names := strings.Split(who, ",")
	if len(names) == 1 {
		names = slices.Repeat(names, n)
	}
	if len(names) != n {
		return nil, usagef("--player names %d players but the game has %d seats: give one, or one per seat", len(names), n)
	}
	players := make([]rules.Player, n)
	for i, name := range names {
		switch strings.TrimSpace(name) {
		case "random":
		case "smart":
			if def.Smart == nil {
				return nil, usagef("%s has no smart player yet: --player random plays at random", def.Title)
			}
			players[i] = def.Smart()
		default:
			return nil, usagef("--player %q: each player is random or smart", name)
		}
	}
	return players, nil
}

func (e Env) printSim(def rules.Definition, r simReport) {
	w := e.Stdout
	fmt.Fprintf(w, "%s: %s, %s, seed %d\n\n", def.Title, count(r.Games, "game"), count(r.Seats, "player"), r.Seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "OUTCOME\tREASON\tGAMES\tSHARE")
	for _, o := range r.Outcomes {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.1f%%\n", o.Outcome, o.Reason, o.Count, 100*float64(o.Count)/float64(r.Games))
	}
	if len(r.Errors) > 0 {
		fmt.Fprintf(tw, "broke\t\t%d\t%.1f%%\n", len(r.Errors), 100*float64(len(r.Errors))/float64(r.Games))
	}
	tw.Flush()
	fmt.Fprintf(w, "\nplayers: %s\n", strings.Join(r.Players, ", "))
	finished := r.Games - len(r.Errors)
	if cooperative(r.Outcomes) {
		fmt.Fprintf(w, "won: %d of %d, %.1f%% (95%% interval %.1f%% to %.1f%%)\n",
			r.Wins, finished, 100*r.WinRate, 100*r.WinLow, 100*r.WinHigh)
	}
	for i, share := range r.SeatWins {
		fmt.Fprintf(w, "seat %d (%s): wins %.1f%%", i+1, r.Players[i], 100*share)
		if i < len(r.MeanScores) {
			fmt.Fprintf(w, ", mean score %.1f", r.MeanScores[i])
		}
		fmt.Fprintln(w)
	}
	for _, k := range slices.Sorted(maps.Keys(r.Tallies)) {
		fmt.Fprintf(w, "mean %s at the end: %.2f\n", k, r.Tallies[k])
	}
	fmt.Fprintf(w, "mean length: %.1f answers\n", r.MeanAnswers)
	fmt.Fprintf(w, "time: %.2fs, %.0f games/s\n", r.Seconds, r.GamesPerSecond)
	for i, er := range r.Errors {
		if i == 10 {
			fmt.Fprintf(w, "... and %d more\n", len(r.Errors)-10)
			break
		}
		fmt.Fprintf(w, "error: %s\n", oneLine(er.Error()))
	}
}

// cooperative reports whether the games ended in wins and losses (the
// players against the game) rather than in winners.
func cooperative(outcomes []sim.Outcome) bool {
	for _, o := range outcomes {
		if o.Outcome == "win" || o.Outcome == "loss" {
			return true
		}
	}
	return false
}
