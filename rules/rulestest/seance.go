package rulestest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Seance is a small game written on the engine, the way a new game starts:
// it has a secret round and an interrupt window, and it passes Conform.
//
// Each round every seat lights one to three candles in secret; once all
// are lit they are shown, and the one seat alone with the most candles moves
// that many steps toward the veil. Then the ghost die is rolled: on a 1 or
// a 2 the ghost scares the leaders two steps back, unless someone burns a
// ward first (everyone starts with one). Reach the veil (6) to win; after
// six rounds the night is over and nobody has.
var Seance = rules.Definition{
	Name: "seance", Title: "Seance", Summary: "Secret candles, a ghost die and wards that cancel it.",
	MinSeats: 1, MaxSeats: 4,
	New: newSeance,
}

const (
	veil   = 6
	nights = 6
)

// The kinds of step; each has its rule in seanceRules and its constructor.
const (
	kRound uint8 = iota // start a round
	kPick               // the secret round of candles
	kGhost              // roll the ghost die
	kWard               // the window to burn a ward
	kScare              // the ghost scares the leaders
	kNext               // after the round
)

func roundStep() engine.Step       { return engine.Step{Kind: kRound} }
func ghostStep() engine.Step       { return engine.Step{Kind: kGhost} }
func scareStep(by int) engine.Step { return engine.Step{Kind: kScare, A: int16(by)} }
func nextStep() engine.Step        { return engine.Step{Kind: kNext} }

// scareBy is how many steps a scare step moves the leaders back.
func scareBy(s engine.Step) int { return int(s.A) }

type seance struct {
	engine.Core
	names    []string
	pos      []int
	wards    []int
	candles  []int // 0: not lit yet this round
	revealed bool
	scare    bool // the ghost is about to scare
	round    int
	winner   rules.Seat
}

func newSeance(s rules.Setup) (rules.Game, error) {
	n := len(s.Seats)
	g := &seance{names: slices.Clone(s.Seats), pos: make([]int, n), wards: make([]int, n), candles: make([]int, n), round: 1, winner: -1}
	for i := range g.wards {
		g.wards[i] = 1
	}
	g.Push(roundStep())
	game, _, err := engine.Start(g, seanceRules)
	return game, err
}

func (g *seance) Clone() *seance {
	n := *g
	n.Core = g.CloneCore()
	n.pos, n.wards, n.candles = slices.Clone(g.pos), slices.Clone(g.wards), slices.Clone(g.candles)
	return &n
}

var seanceRules = []engine.Rule[*seance]{
	kRound: {Name: "round", Do: func(g *seance, _ engine.Step) {
		clear(g.candles)
		g.revealed = false
		g.Push(nextStep(), ghostStep(), engine.RoundStep(kPick, engine.AllSeats(len(g.names))))
	}},
	kPick: engine.SecretRound("candles",
		func(g *seance, seat rules.Seat, a *engine.Ask) {
			a.Text = g.names[seat] + ": light how many candles, in secret?"
			for n := 1; n <= 3; n++ {
				a.Add("light "+strconv.Itoa(n), strconv.Itoa(n)+" candles", n)
			}
		},
		func(g *seance, seat rules.Seat, c engine.Choice) { g.candles[seat] = c.Arg },
		func(g *seance) rules.Event {
			g.revealed = true
			var lit []string
			for s, n := range g.candles {
				lit = append(lit, fmt.Sprintf("%s %d", g.names[s], n))
			}
			text := "Candles: " + strings.Join(lit, ", ") + "."
			if s := g.alone(); s >= 0 {
				g.pos[s] = min(g.pos[s]+g.candles[s], veil)
				text += fmt.Sprintf(" %s moves to %d.", g.names[s], g.pos[s])
				if g.pos[s] == veil {
					g.winner = s
				}
			}
			return rules.Event{Kind: "candles", Text: text}
		}),
	kGhost: {Name: "ghost", Text: func(*seance, engine.Step) string { return "Roll the ghost die." }, Ask: func(g *seance, _ engine.Step, a *engine.Ask) {
		for f := 1; f <= 6; f++ {
			a.Outcome("ghost "+strconv.Itoa(f), strconv.Itoa(f), 1, f)
		}
	}, Answer: func(g *seance, _ engine.Step, c engine.Choice) {
		g.Emit(rules.Event{Kind: "ghost", Text: "The ghost die shows " + c.Label + "."})
		if c.Arg <= 2 {
			g.scare = true
			g.Push(scareStep(2), engine.WindowStep(kWard, 0))
		}
	}},
	kWard: engine.Window("ward", func(g *seance) int { return len(g.names) },
		func(g *seance, seat rules.Seat, a *engine.Ask) {
			if g.scare && g.wards[seat] > 0 {
				a.Text = g.names[seat] + ": the ghost is about to scare the leaders. Burn your ward?"
				a.Add("ward", "Burn your ward: the ghost fades", 0)
			}
		},
		func(g *seance, seat rules.Seat, _ engine.Choice) {
			g.wards[seat]--
			g.scare = false
			g.Emit(rules.Event{Kind: "ward", Text: g.names[seat] + " burns a ward; the ghost fades.", Seats: []rules.Seat{seat}})
		}),
	kScare: {Name: "scare", Do: func(g *seance, s engine.Step) {
		if !g.scare {
			return
		}
		g.scare = false
		best := slices.Max(g.pos)
		for i, p := range g.pos {
			if p == best {
				g.pos[i] = max(p-scareBy(s), 0)
				g.Emit(rules.Event{Kind: "scare", Text: fmt.Sprintf("The ghost scares %s back to %d.", g.names[i], g.pos[i])})
			}
		}
	}},
	kNext: {Name: "next", Do: func(g *seance, _ engine.Step) {
		if g.round++; g.round <= nights {
			g.Push(roundStep())
		}
	}},
}

// alone is the one seat with the most candles, or -1 on a tie.
func (g *seance) alone() rules.Seat {
	best, who := 0, rules.Seat(-1)
	for s, n := range g.candles {
		switch {
		case n > best:
			best, who = n, rules.Seat(s)
		case n == best:
			who = -1
		}
	}
	return who
}

// SeanceView is what one seat sees: its own candles before the reveal,
// the others' only after (Secret: lit, but how many is not shown).
type SeanceView struct {
	Round   int    `json:"round"`
	Pos     []int  `json:"pos"`
	Wards   []int  `json:"wards"`
	Candles []int  `json:"candles"` // 0 while unlit or secret
	Secret  []bool `json:"secret"`
	Scare   bool   `json:"scare"`
}

func (g *seance) View(seat rules.Seat) any {
	v := SeanceView{Round: g.round, Pos: slices.Clone(g.pos), Wards: slices.Clone(g.wards), Scare: g.scare,
		Candles: slices.Clone(g.candles), Secret: make([]bool, len(g.candles))}
	for s, n := range g.candles {
		if n > 0 && !g.revealed && seat != rules.Chance && rules.Seat(s) != seat {
			v.Candles[s], v.Secret[s] = 0, true
		}
	}
	return v
}

func (g *seance) Result() (bool, rules.Result) {
	switch {
	case g.winner >= 0:
		return true, rules.Result{Outcome: "winner", Reason: "veil", Winners: []rules.Seat{g.winner}, Text: g.names[g.winner] + " reaches the veil."}
	case g.round > nights:
		return true, rules.Result{Outcome: "draw", Reason: "dawn", Text: "Dawn comes; nobody reached the veil."}
	}
	return false, rules.Result{}
}
