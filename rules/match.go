package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Source says who gave an answer.
type Source string

const (
	FromPlayer Source = "player" // a seat chose
	FromRNG    Source = "rng"    // the match's generator drew or rolled
	FromTable  Source = "table"  // the referee entered what the real cards or dice showed
	FromAdjust Source = "adjust" // the referee corrected the state by hand (seat Referee, table mode)
)

// Answer is one entry of a match's log.
type Answer struct {
	Seat   Seat   `json:"seat"`
	Choice string `json:"choice"`
	Source Source `json:"source"`
}

// Match holds one game in progress: how it was set up, the log of answers and
// the state they lead to. Replaying the log from the setup always rebuilds
// the same state, which is what saves, undo and table corrections rely on.
type Match struct {
	def   Definition
	setup Setup
	game  Game
	log   []Answer
	// barrier[i] is true when answer i drew, rolled or revealed something:
	// digital play cannot undo past it.
	barrier []bool
	// chances counts the chance answers of log, so a draw need not scan it.
	chances uint64
	// src and rng draw: src is reseeded with (seed, chances) before each
	// draw, so neither needs saving, and both are made once per match.
	src *rand.PCG
	rng *rand.Rand
}

// NewMatch starts a game from its setup, checked against the definition
// and with every option filled in (Definition.CheckSetup).
func NewMatch(def Definition, setup Setup) (*Match, error) {
	setup, err := def.CheckSetup(setup) // a copy: the caller's slices and maps stay the caller's
	if err != nil {
		return nil, err
	}
	if setup.Mode == "" {
		setup.Mode = Digital
	}
	if setup.Mode != Digital && setup.Mode != Table {
		return nil, fmt.Errorf("unknown mode %q: use %q or %q", setup.Mode, Digital, Table)
	}
	g, err := def.New(setup)
	if err != nil {
		return nil, err
	}
	return &Match{def: def, setup: setup, game: g}, nil
}

// Replay rebuilds a match from its setup and log. An answer the game rejects
// is reported with its position, so a damaged save can say where it broke.
//
// A save made before one of the definition's options existed has no value
// for it; the option's Before, when it has one, stands in for it.
func Replay(def Definition, setup Setup, log []Answer) (*Match, error) {
	for _, o := range def.Options {
		if _, ok := setup.Options[o.Name]; !ok && o.Before != "" {
			setup = setup.clone()
			if setup.Options == nil {
				setup.Options = map[string]string{}
			}
			setup.Options[o.Name] = o.Before
		}
	}
	m, err := NewMatch(def, setup)
	if err != nil {
		return nil, err
	}
	for i, a := range log {
		if _, err := m.apply(a); err != nil {
			return nil, fmt.Errorf("answer %d (%q by seat %d): %w", i+1, a.Choice, a.Seat, err)
		}
	}
	return m, nil
}

// Definition is the game this match plays.
func (m *Match) Definition() Definition { return m.def }

// Setup is how the match was started: a copy, so a caller that edits its
// seats or options never changes the match behind its back.
func (m *Match) Setup() Setup { return m.setup.clone() }

// Game is the current state.
func (m *Match) Game() Game { return m.game }

// Prompt is what the game waits for now.
func (m *Match) Prompt() Prompt { return m.game.Prompt() }

// Log returns a copy of the answers so far.
func (m *Match) Log() []Answer { return append([]Answer(nil), m.log...) }

// Len is the number of answers so far.
func (m *Match) Len() int { return len(m.log) }

// Over reports whether the game has ended.
func (m *Match) Over() (bool, Result) { return m.game.Result() }

// Answer gives a seat's answer, or in table mode the table's answer to a
// chance prompt. In digital play chance prompts belong to the generator.
func (m *Match) Answer(seat Seat, choice string) ([]Event, error) {
	src := FromPlayer
	if seat == Chance {
		if m.setup.Mode != Table {
			return nil, errors.New("draws and rolls come from the game's dice and decks in digital play; only table mode enters them by hand")
		}
		src = FromTable
	}
	return m.apply(Answer{Seat: seat, Choice: choice, Source: src})
}

func (m *Match) apply(a Answer) ([]Event, error) {
	if a.Source == FromAdjust || a.Seat == Referee {
		if err := m.canAdjust(a); err != nil {
			return nil, err
		}
	}
	next, events, err := Step(m.game, a)
	if err != nil {
		return nil, err
	}
	barrier := a.Seat == Chance
	for _, e := range events {
		barrier = barrier || e.Reveal
	}
	m.game = next
	m.log = append(m.log, a)
	if a.Seat == Chance {
		m.chances++
	}
	m.barrier = append(m.barrier, barrier)
	return events, nil
}

// ErrNoAdjust is returned by Adjust outside table mode, and for a game that
// offers no adjustments.
var ErrNoAdjust = errors.New("adjustments by hand are for table mode, where the real table may drift from the app")

// Adjustments lists the corrections the referee may make now: none outside
// table mode, for a finished game, or for a game that is no Adjuster.
func (m *Match) Adjustments() []Choice {
	ad, ok := m.game.(Adjuster)
	if !ok || m.setup.Mode != Table {
		return nil
	}
	if over, _ := m.game.Result(); over {
		return nil
	}
	return ad.Adjustments()
}

// Adjust corrects the state by hand in table mode. It is logged like an
// answer (seat Referee, source FromAdjust), so it is saved, replayed and
// undone like one.
func (m *Match) Adjust(id string) ([]Event, error) {
	return m.apply(Answer{Seat: Referee, Choice: id, Source: FromAdjust})
}

// canAdjust says why the match cannot take adjustment a, or nil.
func (m *Match) canAdjust(a Answer) error {
	if a.Seat != Referee || a.Source != FromAdjust {
		return fmt.Errorf("an adjustment is made by the referee (seat %d, source %q), not seat %d with source %q", Referee, FromAdjust, a.Seat, a.Source)
	}
	if _, ok := m.game.(Adjuster); !ok || m.setup.Mode != Table {
		return ErrNoAdjust
	}
	if over, _ := m.game.Result(); over {
		return errors.New("the game is over: there is nothing left to adjust")
	}
	return nil
}

// Step plays one logged answer on g: Apply for an answer, Adjust for an
// adjustment by hand. Front-ends that replay a log to rebuild its events
// use it, so adjustments replay like everything else.
func Step(g Game, a Answer) (Game, []Event, error) {
	if a.Source != FromAdjust {
		return g.Apply(a.Seat, a.Choice)
	}
	ad, ok := g.(Adjuster)
	if !ok {
		return nil, nil, ErrNoAdjust
	}
	return ad.Adjust(a.Choice)
}

// chanceCount is how many chance answers the log holds: the k-th draw of a
// match always comes from the generator seeded with (seed, k), so replay and
// undo never need the generator's hidden state.
func (m *Match) chanceCount() uint64 { return m.chances }

// Draw answers the current chance prompt from the match's generator,
// weighted by the choices' weights.
func (m *Match) Draw() ([]Event, error) { return m.draw(m.game.Prompt()) }

// draw answers chance prompt p, the game's prompt now.
func (m *Match) draw(p Prompt) ([]Event, error) {
	if !p.IsChance() {
		return nil, errors.New("nothing to draw or roll: the game waits for a player")
	}
	if m.setup.Mode == Table {
		return nil, errors.New("in table mode the table enters draws and rolls")
	}
	if m.rng == nil {
		m.src = new(rand.PCG)
		m.rng = rand.New(m.src)
	}
	m.src.Seed(m.setup.Seed, m.chanceCount())
	c, err := Pick(p.Choices, m.rng)
	if err != nil {
		return nil, err
	}
	return m.apply(Answer{Seat: Chance, Choice: c.ID, Source: FromRNG})
}

// Settle answers chance prompts from the generator until a seat must answer
// or the game ends. In table mode it does nothing.
func (m *Match) Settle() ([]Event, error) {
	var all []Event
	for m.setup.Mode != Table {
		// A finished game has no choices, whatever seat its last prompt
		// names; stop there rather than report an empty draw.
		p := m.game.Prompt()
		if !p.IsChance() || len(p.Choices) == 0 {
			break
		}
		ev, err := m.draw(p)
		if err != nil {
			return all, err
		}
		all = append(all, ev...)
	}
	return all, nil
}

// Pick chooses one choice at random in proportion to its weight; a choice
// without weight counts once.
func Pick(choices []Choice, r *rand.Rand) (Choice, error) {
	total := 0
	for _, c := range choices {
		total += max(c.Weight, 1)
	}
	if total == 0 {
		return Choice{}, errors.New("a chance prompt with no outcomes")
	}
	n := r.IntN(total)
	for _, c := range choices {
		n -= max(c.Weight, 1)
		if n < 0 {
			return c, nil
		}
	}
	return choices[len(choices)-1], nil
}

// ErrNothingToUndo is returned by Undo at the start of a match.
var ErrNothingToUndo = errors.New("nothing to undo")

// ErrUndoBarrier is returned when digital play would undo a draw, a roll or
// a reveal: undo must never become a way to re-roll.
var ErrUndoBarrier = errors.New("cannot undo past a card draw, a dice roll or a reveal")

// CanUndo reports whether Undo would succeed.
func (m *Match) CanUndo() error {
	n := len(m.log)
	if n == 0 {
		return ErrNothingToUndo
	}
	if m.setup.Mode != Table && m.barrier[n-1] {
		return ErrUndoBarrier
	}
	return nil
}

// Undo takes back the last answer. Table mode can take back anything,
// because the referee corrects typos; digital play stops at draws, rolls and
// reveals. The state is rebuilt by replaying the shortened log.
func (m *Match) Undo() (Answer, error) {
	if err := m.CanUndo(); err != nil {
		return Answer{}, err
	}
	last := m.log[len(m.log)-1]
	r, err := Replay(m.def, m.setup, m.log[:len(m.log)-1])
	if err != nil {
		return Answer{}, fmt.Errorf("undo: %w", err)
	}
	*m = *r
	return last, nil
}
