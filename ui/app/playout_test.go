package app

import (
	"slices"
	"strconv"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/hauntgames/haunt/rules"
)

// stormGame is a storm of three dice after the player's "go": each die is
// a beat (rules.Event.Beat), as each strike of a monster card is.
type stormGame struct{ rolled int }

func (s stormGame) Prompt() rules.Prompt {
	switch {
	case s.rolled < 0:
		return rules.Prompt{Seat: 0, Text: "Again?", Choices: []rules.Choice{{ID: "go", Label: "Go"}}}
	case s.rolled == 0:
		return rules.Prompt{Seat: 0, Text: "Ready?", Choices: []rules.Choice{{ID: "go", Label: "Go"}}}
	case s.rolled <= 3:
		return rules.Prompt{Seat: rules.Chance, Text: "Roll.", Choices: []rules.Choice{{ID: "die", Label: "Die", Weight: 1}}}
	}
	return rules.Prompt{Seat: 0, Text: "Again?", Choices: []rules.Choice{{ID: "go", Label: "Go"}}}
}

func (s stormGame) Apply(seat rules.Seat, id string) (rules.Game, []rules.Event, error) {
	if _, err := rules.Check(s.Prompt(), seat, id); err != nil {
		return s, nil, err
	}
	if seat == rules.Chance {
		s.rolled++
		return s, []rules.Event{{Kind: "die", Text: "Die " + strconv.Itoa(s.rolled-1) + " falls.", Beat: true}}, nil
	}
	if s.rolled > 3 {
		return stormGame{rolled: -1}, []rules.Event{{Kind: "rest", Text: "Calm."}}, nil
	}
	s.rolled = 1
	return s, []rules.Event{{Kind: "go", Text: "The storm begins."}}, nil
}

func (s stormGame) View(rules.Seat) any          { return s }
func (s stormGame) Result() (bool, rules.Result) { return false, rules.Result{} }

var stormDef = rules.Definition{Name: "storm", Title: "Storm", MinSeats: 1, MaxSeats: 1,
	New: func(rules.Setup) (rules.Game, error) { return stormGame{}, nil }}

func stormHarness(t *testing.T, mode rules.Mode) *harness {
	t.Helper()
	_, o := startMatch(t, stormDef, rules.Setup{Game: "storm", Seats: []string{"You"}, Seed: 1, Mode: mode}, "storm")
	return newHarness(t, o, 100, 30)
}

// The dice and the deck's answers after a player's answer are shown one
// beat at a time: the board and the log as they stood after each step, enter
// for the next, esc for the rest, and only then the next question.
func TestThePhaseTheDicePlayIsShownStepByStep(t *testing.T) {
	h := stormHarness(t, rules.Digital)
	h.keys("enter")
	g := h.game()
	if g.mode() != modePlayout {
		t.Fatalf("mode %v after the storm began, want the playout", g.mode())
	}
	// The player's own answer opens the first step, with the first beat.
	v := h.view()
	contains(t, v, "Step 1 of 3")
	contains(t, v, "The storm begins.")
	contains(t, v, "Die 1 falls.")
	lacks(t, v, "Die 2 falls.")
	if got := g.game().(stormGame).rolled; got != 2 {
		t.Fatalf("the board shows %d dice rolled, want the state after the first step (2)", got)
	}
	h.keys("enter")
	v = h.view()
	contains(t, v, "Step 2 of 3")
	contains(t, v, "Die 2 falls.")
	lacks(t, v, "Die 3 falls.")
	h.keys("u") // no undo in the middle of a playout: the answers are given
	if g.mode() != modePlayout || len(h.answers()) != 4 {
		t.Fatalf("u during a playout: mode %v, %d answers", g.mode(), len(h.answers()))
	}
	h.keys("esc")
	v = h.view()
	if g.mode() != modeChoose {
		t.Fatalf("esc: mode %v, want the next question", g.mode())
	}
	contains(t, v, "Die 3 falls.")
	contains(t, v, "Again?")
}

// space lets a playout run on a timer; each tick shows one step, and a
// tick of an older playout does nothing.
func TestAPlayoutRunsOnATimer(t *testing.T) {
	h := stormHarness(t, rules.Digital)
	var beats []time.Duration // the timers asked for
	h.e().o.Tick = func(d time.Duration, _ func(time.Time) tea.Msg) tea.Cmd { beats = append(beats, d); return nil }
	h.keys("enter")
	g := h.game()
	g.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{' '}})
	if !slices.Equal(beats, []time.Duration{playBeat}) || !g.play.running {
		t.Fatalf("space did not start the run on a beat of %v: timers %v", playBeat, beats)
	}
	g.Update(playTickMsg{id: g.play.id - 1})
	if g.play.at != 0 {
		t.Fatal("an old tick moved the playout on")
	}
	for range 2 {
		g.Update(playTickMsg{id: g.play.id})
	}
	if g.play == nil || g.play.at != 2 {
		t.Fatal("two ticks should show the last of three steps, and leave it on show a beat")
	}
	g.Update(playTickMsg{id: g.play.id})
	if g.play != nil {
		t.Fatalf("the tick after the last step did not end the playout: step %d", g.play.at)
	}
}

// Table mode has no playout: the table enters every die itself.
func TestTableModeHasNoPlayout(t *testing.T) {
	h := stormHarness(t, rules.Table)
	h.keys("enter")
	if g := h.game(); g.mode() == modePlayout {
		t.Fatal("table mode played the dice out")
	}
}
