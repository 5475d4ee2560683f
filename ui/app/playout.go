package app

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
)

// playout is a run of answers the game's dice and deck gave on their own
// after a player's answer (Horrified's monster phase), shown one step at a
// time as a table would play it: the board as it stood after each step,
// and the log growing with it. A step starts at each event the game marks
// as a beat (rules.Event.Beat): the card drawn, each monster's strike.
// Everything is already played and saved; the playout only shows it.
type playout struct {
	steps   []playStep
	at      int  // the step on show
	running bool // steps follow each other on a timer
	id      int  // tells this playout's ticks from an older one's
}

// playStep is the game after a step and the events the step brought.
type playStep struct {
	game   rules.Game
	events []rules.Event
}

// playTickMsg moves a running playout on by a step.
type playTickMsg struct{ id int }

// playBeat is how long a running playout shows each step.
const playBeat = 900 * time.Millisecond

// newPlayout splits what the answers in log after from brought into steps;
// nil when there are fewer than two (nothing to step through).
func newPlayout(from rules.Game, log []rules.Answer) *playout {
	var steps []playStep
	game := from
	for _, a := range log {
		next, events, err := rules.Step(game, a)
		if err != nil {
			return nil // cannot happen for a log the match accepted
		}
		// A beat starts a step, even inside one answer's events (a card
		// whose strikes roll no dice plays out in one answer): the board
		// shows where the answer left it, the log grows by the beat.
		for _, e := range events {
			if len(steps) == 0 || e.Beat && len(steps[len(steps)-1].events) > 0 {
				steps = append(steps, playStep{})
			}
			s := &steps[len(steps)-1]
			s.game = next
			s.events = append(s.events, e)
		}
		if len(events) == 0 && len(steps) > 0 {
			steps[len(steps)-1].game = next
		}
		game = next
	}
	// What came before the first beat (the player's own answer) opens the
	// first step: the first pause is on the first beat.
	if len(steps) > 1 && !steps[0].events[0].Beat {
		steps[1].events = append(steps[0].events, steps[1].events...)
		steps = steps[1:]
	}
	if len(steps) < 2 {
		return nil
	}
	return &playout{steps: steps}
}

// shown is the game as the step on show left it.
func (p *playout) shown() rules.Game { return p.steps[p.at].game }

// last reports whether the step on show is the last.
func (p *playout) last() bool { return p.at == len(p.steps)-1 }

// game is the game the screen draws: the match's, or during a playout the
// step on show.
func (g *gameScreen) game() rules.Game {
	if g.play != nil {
		return g.play.shown()
	}
	return g.s.Match.Game()
}

// startPlayout shows the answers after before step by step, when they fall
// into steps; the log then gets each step's events as it is shown.
// It reports whether it did.
func (g *gameScreen) startPlayout(from rules.Game, before int) bool {
	if g.tableMode() || g.s.Match.Len()-before < 2 {
		return false // the table plays every step itself
	}
	p := newPlayout(from, g.s.Match.Log()[before:])
	if p == nil {
		return false
	}
	p.id = g.playID + 1
	g.playID = p.id
	g.play = p
	g.log.Append(p.steps[0].events...)
	return true
}

// stepPlayout shows the next step, or ends the playout after the last.
func (g *gameScreen) stepPlayout() {
	p := g.play
	if p.last() {
		g.play = nil
		g.sync()
		return
	}
	p.at++
	g.log.Append(p.steps[p.at].events...)
}

// endPlayout shows every step left at once.
func (g *gameScreen) endPlayout() {
	for g.play != nil {
		g.stepPlayout()
	}
}

// tick runs a running playout on.
func (g *gameScreen) tick(msg playTickMsg) tea.Cmd {
	if g.play == nil || !g.play.running || msg.id != g.play.id {
		return nil
	}
	g.stepPlayout()
	if g.play == nil {
		return nil
	}
	return g.playTick()
}

// playTick is the running playout's next beat.
func (g *gameScreen) playTick() tea.Cmd {
	id := g.play.id
	return g.e.o.Tick(playBeat, func(time.Time) tea.Msg { return playTickMsg{id: id} })
}

// playoutTop is the prompt's head during a playout.
func (g *gameScreen) playoutTop(width int) string {
	c := g.c
	p := g.play
	head := c.Styles.Turn.Render(fmt.Sprintf("▶ Step %d of %d", p.at+1, len(p.steps)))
	text := "The dice and the deck play on; the log says what each step did."
	keys := "enter: next step · space: let it run · esc: skip to the end"
	if p.running {
		keys = "running… enter: next step now · esc: skip to the end"
	}
	wrap := c.R.NewStyle().Width(width)
	return head + "\n" + wrap.Render(text) + "\n\n" + c.Styles.Selected.Render(wrap.Render(keys))
}
