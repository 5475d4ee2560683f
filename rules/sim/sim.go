// Package sim plays games headless: random legal games, to find rule bugs
// and to measure how fast the rules run, and games of strong players
// (rules.Player), to measure how hard a setup is. It is pure: no clock, no
// files, no global random source. The caller times a run.
package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/hauntgames/haunt/rules"
)

// MaxAnswers caps one game: a game still going after this many answers is
// reported as an error, since every haunt game ends long before.
const MaxAnswers = 100000

// Config is a run: how many games, of how many seats, from which seed, and
// who plays each seat.
type Config struct {
	Games int
	Seed  uint64
	Seats int
	// Players plays each seat, by seat; a seat without one (or nil) plays
	// at random. A question anyone at the table answers (rules.Nobody)
	// goes to the first seat's.
	Players []rules.Player
}

// player is who answers p: nil for a random pick.
func (c Config) player(p rules.Prompt) rules.Player {
	seat := int(p.Seat)
	if p.Seat == rules.Nobody {
		seat = 0
	}
	if seat >= 0 && seat < len(c.Players) {
		return c.Players[seat]
	}
	return nil
}

// Report sums up a run.
type Report struct {
	Game  string `json:"game"`
	Games int    `json:"games"`
	Seed  uint64 `json:"seed"`
	Seats int    `json:"seats"`
	// Players names who played each seat: "random" or "smart".
	Players []string `json:"players"`
	// Outcomes counts the finished games by outcome and reason, most
	// frequent first.
	Outcomes []Outcome `json:"outcomes"`
	// Answers is the number of answers (players' and chance's) over the
	// finished games; MeanAnswers is its mean.
	Answers     int     `json:"answers"`
	MeanAnswers float64 `json:"mean_answers"`
	// Wins counts the finished games won (outcome "win": the cooperative
	// games), and WinRate is their share with its 95% Wilson interval,
	// WinLow to WinHigh.
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	WinLow  float64 `json:"win_low"`
	WinHigh float64 `json:"win_high"`
	// SeatWins is each seat's share of the finished games' wins, a tie
	// shared among the winners; MeanScores each seat's mean final score
	// (games that score).
	SeatWins   []float64 `json:"seat_wins,omitempty"`
	MeanScores []float64 `json:"mean_scores,omitempty"`
	// Tallies is the mean of each tally the games reported at their end
	// (rules.Result.Tallies) over the finished games.
	Tallies map[string]float64 `json:"tallies,omitempty"`
	// Errors lists the games that broke: Play(def, Seed, GameIndex, Seats)
	// plays the same game again.
	Errors []GameError `json:"errors"`
}

// Outcome is how many games ended one way.
type Outcome struct {
	Outcome string `json:"outcome"`
	Reason  string `json:"reason"`
	Count   int    `json:"count"`
}

// GameError is one game that broke: a panic, a prompt without choices, an
// answer the game listed and then refused, or a game that did not end.
type GameError struct {
	GameIndex int    `json:"game_index"`
	Seed      uint64 `json:"seed"`
	Err       string `json:"error"`
}

func (e GameError) Error() string {
	return fmt.Sprintf("game %d (seed %d): %s", e.GameIndex, e.Seed, e.Err)
}

// Run plays cfg.Games games of def. Game i picks its random answers from a
// PCG seeded (cfg.Seed, i), which the players use too, and chance is drawn
// by the match in digital mode, so any game of the run can be played again
// alone with Play.
func Run(def rules.Definition, cfg Config) Report {
	rep := Report{Game: def.Name, Games: cfg.Games, Seed: cfg.Seed, Seats: cfg.Seats, Outcomes: []Outcome{}, Errors: []GameError{}}
	for i := range cfg.Seats {
		name := "random"
		if i < len(cfg.Players) && cfg.Players[i] != nil {
			name = "smart"
		}
		rep.Players = append(rep.Players, name)
	}
	counts := map[[2]string]int{}
	tallies := map[string]int{}
	var seatWins, scores []float64
	scored := 0
	finished := 0
	for i := range cfg.Games {
		res, n, err := Play(def, cfg, i)
		if err != nil {
			rep.Errors = append(rep.Errors, GameError{GameIndex: i, Seed: cfg.Seed, Err: err.Error()})
			continue
		}
		finished++
		rep.Answers += n
		counts[[2]string{res.Outcome, res.Reason}]++
		if res.Outcome == "win" {
			rep.Wins++
		}
		if len(res.Winners) > 0 {
			seatWins = grow(seatWins, cfg.Seats)
			for _, w := range res.Winners {
				if int(w) >= 0 && int(w) < len(seatWins) {
					seatWins[w] += 1 / float64(len(res.Winners))
				}
			}
		}
		if len(res.Scores) > 0 {
			scored++
			scores = grow(scores, len(res.Scores))
			for s, v := range res.Scores {
				scores[s] += float64(v)
			}
		}
		for k, v := range res.Tallies {
			tallies[k] += v
		}
	}
	for k, c := range counts {
		rep.Outcomes = append(rep.Outcomes, Outcome{Outcome: k[0], Reason: k[1], Count: c})
	}
	sort.Slice(rep.Outcomes, func(i, j int) bool {
		a, b := rep.Outcomes[i], rep.Outcomes[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		if a.Outcome != b.Outcome {
			return a.Outcome < b.Outcome
		}
		return a.Reason < b.Reason
	})
	if finished > 0 {
		rep.MeanAnswers = float64(rep.Answers) / float64(finished)
		rep.WinRate, rep.WinLow, rep.WinHigh = Wilson(rep.Wins, finished)
		for i := range seatWins {
			seatWins[i] /= float64(finished)
		}
		rep.SeatWins = seatWins
		if len(tallies) > 0 {
			rep.Tallies = map[string]float64{}
			for k, v := range tallies {
				rep.Tallies[k] = float64(v) / float64(finished)
			}
		}
	}
	if scored > 0 {
		for i := range scores {
			scores[i] /= float64(scored)
		}
		rep.MeanScores = scores
	}
	return rep
}

// grow is s with at least n entries.
func grow(s []float64, n int) []float64 {
	for len(s) < n {
		s = append(s, 0)
	}
	return s
}

// Wilson is the share of wins in n games with its 95% Wilson score
// interval, which stays inside 0..1 and holds up for shares near either end
// and for few games, where the normal approximation does not.
func Wilson(wins, n int) (share, low, high float64) {
	if n <= 0 {
		return 0, 0, 1
	}
	const z = 1.959963984540054 // the normal's 97.5th percentile
	p := float64(wins) / float64(n)
	nf := float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return p, max(centre-half, 0), min(centre+half, 1)
}

// Setup is the setup Play uses for game index of a run: seats named
// "Player 1".., no options (the match fills in the defaults), digital mode,
// and a match seed drawn from the game's generator.
func Setup(def rules.Definition, seed uint64, index, seats int) (rules.Setup, *rand.Rand) {
	r := rand.New(rand.NewPCG(seed, uint64(index)))
	s := rules.Setup{Game: def.Name, Seed: r.Uint64(), Mode: rules.Digital}
	for i := range seats {
		s.Seats = append(s.Seats, fmt.Sprintf("Player %d", i+1))
	}
	return s, r
}

// Play plays game index of the run cfg and returns how it ended and how
// many answers it took. A panic in the rules or a player comes back as an
// error.
func Play(def rules.Definition, cfg Config, index int) (res rules.Result, answers int, err error) {
	var m *rules.Match
	defer func() {
		if p := recover(); p != nil {
			if m != nil {
				answers = m.Len()
			}
			err = fmt.Errorf("panic after %d answers: %v", answers, p)
		}
	}()
	setup, r := Setup(def, cfg.Seed, index, cfg.Seats)
	m, err = rules.NewMatch(def.Quiet(), setup) // nobody reads a simulated game's texts
	if err != nil {
		return res, 0, fmt.Errorf("setup: %w", err)
	}
	for {
		if _, err := m.Settle(); err != nil {
			return res, m.Len(), fmt.Errorf("after %d answers: draw: %w", m.Len(), err)
		}
		p := m.Prompt() // the one prompt of this state the driver reads
		if len(p.Choices) == 0 {
			if over, res := m.Over(); over {
				return res, m.Len(), nil
			}
		}
		if m.Len() >= MaxAnswers {
			return res, m.Len(), fmt.Errorf("did not end after %d answers", MaxAnswers)
		}
		if len(p.Choices) == 0 {
			return res, m.Len(), fmt.Errorf("after %d answers: the game is not over but offers no choices (%q)", m.Len(), p.Text)
		}
		if pl := cfg.player(p); pl != nil {
			id, _ := pl.Choose(m.Game(), r)
			if _, err := m.Answer(p.Seat, id); err != nil {
				return res, m.Len(), fmt.Errorf("after %d answers: seat %d's player chose %q: %w", m.Len(), p.Seat, id, err)
			}
			continue
		}
		c := p.Choices[r.IntN(len(p.Choices))]
		if _, err := m.Answer(p.Seat, c.ID); err != nil {
			return res, m.Len(), fmt.Errorf("after %d answers: seat %d chose %q, which was offered: %w", m.Len(), p.Seat, c.ID, err)
		}
	}
}
