// Package toy is a tiny game for testing what drives games: the simulator,
// the line mode, scripts and the command line. It uses every part of the
// rules contract (seats, options, chance with weights, secret prompts,
// win and loss) while staying small enough to reason about in a test.
//
// The players race to the exit; after every step the ghost die is rolled and
// the ghost may draw closer. Reach the exit first and everyone wins; let the
// ghost arrive and everyone loses.
package toy

import (
	"fmt"

	"github.com/hauntgames/haunt/rules"
)

// GhostMax is where the ghost catches the players.
const GhostMax = 3

// Definition describes the toy game, named "toy".
func Definition() rules.Definition {
	return rules.Definition{
		Name:     "toy",
		Title:    "Toy",
		Summary:  "Race a ghost to the exit: a small game for tests.",
		MinSeats: 1,
		MaxSeats: 3,
		Options: []rules.Option{
			{Name: "length", Help: "how far away the exit is", Default: "short", Values: []string{"short", "long"}},
			{Name: "secret", Help: "whether players choose their steps in secret", Default: "no", Values: []string{"no", "yes"}},
		},
		New: New,
	}
}

// View is what a seat sees: everything (the toy keeps no secrets on the
// board) plus which seat is looking.
type View struct {
	Viewer    rules.Seat `json:"viewer"`
	Seats     []string   `json:"seats"`
	Positions []int      `json:"positions"`
	Target    int        `json:"target"`
	Ghost     int        `json:"ghost"`
	GhostMax  int        `json:"ghost_max"`
	Turn      rules.Seat `json:"turn"`
	Over      bool       `json:"over"`
}

type game struct {
	seats   []string
	pos     []int
	target  int
	ghost   int
	turn    int
	rolling bool
	secret  bool
	over    bool
	res     rules.Result
}

// New starts a toy game.
func New(s rules.Setup) (rules.Game, error) {
	g := game{seats: append([]string(nil), s.Seats...), pos: make([]int, len(s.Seats)), target: 5}
	switch s.Options["length"] {
	case "", "short":
	case "long":
		g.target = 10
	default:
		return nil, fmt.Errorf("length %q: use short or long", s.Options["length"])
	}
	switch s.Options["secret"] {
	case "", "no":
	case "yes":
		g.secret = true
	default:
		return nil, fmt.Errorf("secret %q: use yes or no", s.Options["secret"])
	}
	for k := range s.Options {
		if k != "length" && k != "secret" {
			return nil, fmt.Errorf("unknown option %q", k)
		}
	}
	return g, nil
}

func (g game) Prompt() rules.Prompt {
	switch {
	case g.over:
		// Not Chance: a match settles chance prompts, and a finished game
		// has nothing left to draw.
		return rules.Prompt{Seat: rules.Seat(g.turn), Text: "The game is over."}
	case g.rolling:
		return rules.Prompt{Seat: rules.Chance, Text: "Roll the ghost die.", Choices: []rules.Choice{
			{ID: "ghost stays", Label: "The ghost stays put", Weight: 2},
			{ID: "ghost moves", Label: "The ghost moves one closer", Weight: 3},
		}}
	}
	return rules.Prompt{Seat: rules.Seat(g.turn), Text: g.seats[g.turn] + ", how far do you go?", Secret: g.secret, Choices: []rules.Choice{
		{ID: "step 1", Label: "Walk one step"},
		{ID: "step 2", Label: "Run two steps"},
		{ID: "rest", Label: "Rest (the ghost does not roll)"},
	}}
}

func (g game) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	if _, err := rules.Check(g.Prompt(), seat, choice); err != nil {
		return g, nil, err
	}
	g.pos = append([]int(nil), g.pos...)
	var ev []rules.Event
	who := g.seats[g.turn]
	switch choice {
	case "step 1", "step 2":
		n := 1
		if choice == "step 2" {
			n = 2
		}
		g.pos[g.turn] += n
		ev = append(ev, rules.Event{Kind: "move", Text: fmt.Sprintf("%s moves %d to space %d.", who, n, g.pos[g.turn]), Seats: []rules.Seat{seat}, Reveal: g.secret})
		if g.pos[g.turn] >= g.target {
			g.over = true
			g.res = rules.Result{Outcome: "win", Reason: "escaped", Text: who + " reaches the exit: everyone escapes."}
			ev = append(ev, rules.Event{Kind: "over", Text: g.res.Text})
		} else {
			g.rolling = true
		}
	case "rest":
		ev = append(ev, rules.Event{Kind: "rest", Text: who + " rests.", Seats: []rules.Seat{seat}})
		g.turn = (g.turn + 1) % len(g.seats)
	case "ghost stays", "ghost moves":
		g.rolling = false
		if choice == "ghost moves" {
			g.ghost++
			ev = append(ev, rules.Event{Kind: "ghost", Text: fmt.Sprintf("The ghost draws closer (%d of %d).", g.ghost, GhostMax)})
		} else {
			ev = append(ev, rules.Event{Kind: "ghost", Text: "The ghost stays put."})
		}
		if g.ghost >= GhostMax {
			g.over = true
			g.res = rules.Result{Outcome: "loss", Reason: "ghost", Text: "The ghost catches everyone."}
			ev = append(ev, rules.Event{Kind: "over", Text: g.res.Text})
		} else {
			g.turn = (g.turn + 1) % len(g.seats)
		}
	}
	return g, ev, nil
}

func (g game) View(seat rules.Seat) any {
	return View{
		Viewer: seat, Seats: append([]string(nil), g.seats...), Positions: append([]int(nil), g.pos...),
		Target: g.target, Ghost: g.ghost, GhostMax: GhostMax, Turn: rules.Seat(g.turn), Over: g.over,
	}
}

func (g game) Result() (bool, rules.Result) { return g.over, g.res }
