// Package sim plays random legal games, headless, to find rule bugs and to
// measure how fast the rules run. It is pure: no clock, no files, no global
// random source. The caller times a run.
package sim

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/hauntgames/haunt/rules"
)

// MaxAnswers caps one game: a game still going after this many answers is
// reported as an error, since every haunt game ends long before.
const MaxAnswers = 100000

// Report sums up a run.
type Report struct {
	Game  string `json:"game"`
	Games int    `json:"games"`
	Seed  uint64 `json:"seed"`
	Seats int    `json:"seats"`
	// Outcomes counts the finished games by outcome and reason, most
	// frequent first.
	Outcomes []Outcome `json:"outcomes"`
	// Answers is the number of answers (players' and chance's) over the
	// finished games; MeanAnswers is its mean.
	Answers     int     `json:"answers"`
	MeanAnswers float64 `json:"mean_answers"`
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

// Run plays games random legal games of def with the given number of seats.
// Game i picks its answers from a PCG seeded (seed, i), and chance is drawn by
// the match in digital mode, so any game of the run can be played again alone
// with Play.
func Run(def rules.Definition, games int, seed uint64, seats int) Report {
	rep := Report{Game: def.Name, Games: games, Seed: seed, Seats: seats, Outcomes: []Outcome{}, Errors: []GameError{}}
	counts := map[[2]string]int{}
	finished := 0
	for i := range games {
		res, n, err := Play(def, seed, i, seats)
		if err != nil {
			rep.Errors = append(rep.Errors, GameError{GameIndex: i, Seed: seed, Err: err.Error()})
			continue
		}
		finished++
		rep.Answers += n
		counts[[2]string{res.Outcome, res.Reason}]++
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
	}
	return rep
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

// Play plays game index of a run seeded seed and returns how it ended and
// how many answers it took. A panic in the rules comes back as an error.
func Play(def rules.Definition, seed uint64, index, seats int) (res rules.Result, answers int, err error) {
	var m *rules.Match
	defer func() {
		if p := recover(); p != nil {
			if m != nil {
				answers = m.Len()
			}
			err = fmt.Errorf("panic after %d answers: %v", answers, p)
		}
	}()
	setup, r := Setup(def, seed, index, seats)
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
		c := p.Choices[r.IntN(len(p.Choices))]
		if _, err := m.Answer(p.Seat, c.ID); err != nil {
			return res, m.Len(), fmt.Errorf("after %d answers: seat %d chose %q, which was offered: %w", m.Len(), p.Seat, c.ID, err)
		}
	}
}
