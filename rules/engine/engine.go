// Package engine is the step machine a haunt game runs on, so that a rule
// reads the same way in every game and a new game writes only its rules.
//
// A game's state keeps a stack of steps: the work still to do. A step is
// one thing the game does (deal, move a monster) or asks (which die to
// re-roll, who goes first). Each kind of step is one Rule: its prompt, its
// legal answers, what an answer does and what runs next live together in
// it, instead of in a switch per phase of the work. Steps are small values
// of a fixed size, so pushing one allocates nothing and a random game stays
// light.
//
// The engine runs steps that ask nothing until one asks something; that
// one's prompt is the game's Prompt. Apply answers it on a copy of the
// state and runs on. Two rules every game needs come ready-made: a secret
// round (SecretRound) and an interrupt window (Window).
package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hauntgames/haunt/rules"
)

// Step is one thing a game does or asks: its kind (an index into the
// game's rules), the seat it concerns, up to five small arguments and a set
// (seats, dice, items: a bit each). A game never writes a Step literal:
// each kind has a constructor that names its arguments
// (moveStep(mover, to, steps)), and its rule reads them back through the
// same names, so reading a step tells the rule it implements.
type Step struct {
	Kind          uint8
	Seat          int8
	A, B, C, D, E int16
	Set           uint32
}

// Rule is everything about one kind of step. A rule that asks nothing
// has Do; a rule that waits for an answer has Ask and Answer.
type Rule[G any] struct {
	// Name says what the step does, for errors and tests: "move", "bid".
	Name string
	// Do does a step that asks nothing. It may push more steps: the last
	// one pushed runs first.
	Do func(g G, s Step)
	// Ask builds the prompt of a step that waits: who answers, the
	// question, every legal answer. A step that offers nothing is done: it
	// is taken off and the game runs on (a window nobody can act in).
	Ask func(g G, s Step, a *Ask)
	// Text, when set, is the prompt's question, built only when someone
	// reads the prompt: never in a quiet game (rules.Quieter), whose
	// drivers play many prompts and read none. Ask then leaves Text alone.
	Text func(g G, s Step) string
	// Answer does what answer c says. The step is already off the stack:
	// push it again to ask again.
	Answer func(g G, s Step, c Choice)
	// Free, for a prompt that takes free answers (rules.Prompt.Free: a
	// card typed by name in table mode), says whether the game knows the
	// text, and the argument Answer gets for it. It must not change g.
	Free func(g G, s Step, id string) (arg int, err error)
	// Touch, when set, says what answer c of the step's prompt touches on
	// the board (rules.Toucher), from its Arg: never from its ID.
	Touch func(g G, s Step, c Choice) rules.Touch
	// Explain, when set, says why an answer the prompt does not list is
	// not legal now ("the Thief is not in the deck any more"), for a
	// clearer error than "not one of the choices".
	Explain func(g G, s Step, id string) string
}

// Choice is an answer given: what the world saw (ID, label, weight), who
// gave it, and what the rule needs to act on it (Arg, as the Ask offered
// it), so a game never reads its own IDs back.
type Choice struct {
	rules.Choice
	Seat rules.Seat
	Arg  int
}

// Ask is a prompt being built.
type Ask struct {
	rules.Prompt
	args, unlistedArgs []int // Arg of each choice and unlisted answer
}

// minChoices is the room a prompt's lists start with when the rule did
// not say how many answers it offers: most prompts offer a handful.
const minChoices = 8

// Grow makes room for n more answers, for a rule that knows how many it
// will offer: the lists then grow once instead of answer by answer.
func (a *Ask) Grow(n int) {
	a.Choices = slices.Grow(a.Choices, n)
	a.args = slices.Grow(a.args, n)
}

// Add offers an answer: its typeable ID, its label for people and the
// argument the rule's Answer gets back.
func (a *Ask) Add(id, label string, arg int) {
	if cap(a.Choices) == 0 {
		a.Grow(minChoices) // one allocation for a short list, not one a doubling
	}
	a.Choices = append(a.Choices, rules.Choice{ID: id, Label: label})
	a.args = append(a.args, arg)
}

// Outcome offers a chance outcome with its weight; an outcome that cannot
// happen (weight 0) is left out.
func (a *Ask) Outcome(id, label string, weight, arg int) {
	if weight > 0 {
		if cap(a.Choices) == 0 {
			a.Grow(minChoices)
		}
		a.Choices = append(a.Choices, rules.Choice{ID: id, Label: label, Weight: weight})
		a.args = append(a.args, arg)
	}
}

// Beaten takes an answer the rules allow but another answer of the same
// prompt beats outright: it is not offered, yet it is taken
// (rules.Prompt.Unlisted).
func (a *Ask) Beaten(id, label string, arg int) {
	a.Unlisted = append(a.Unlisted, rules.Choice{ID: id, Label: label})
	a.unlistedArgs = append(a.unlistedArgs, arg)
}

// offered returns the listed answer id when seat may give it: the common
// case, found in one pass. A is nil when nothing is asked (the game over).
func (a *Ask) offered(seat rules.Seat, id string) (Choice, bool) {
	if a == nil || seat != a.Seat {
		return Choice{}, false
	}
	for i := range a.Choices {
		if a.Choices[i].ID == id {
			return Choice{Choice: a.Choices[i], Seat: a.Seat, Arg: a.args[i]}, true
		}
	}
	return Choice{}, false
}

// find returns the answer with the given ID, offered or beaten; a free
// answer (rules.Prompt.Free) comes back with its ID alone.
func (a *Ask) find(id string) Choice {
	for i, c := range a.Choices {
		if c.ID == id {
			return Choice{Choice: c, Seat: a.Seat, Arg: a.args[i]}
		}
	}
	for i, c := range a.Unlisted {
		if c.ID == id {
			return Choice{Choice: c, Seat: a.Seat, Arg: a.unlistedArgs[i]}
		}
	}
	return Choice{Choice: rules.Choice{ID: id}, Seat: a.Seat}
}

// Core is the engine's part of a game state: the steps still to run, the
// events of the answer under way and the prompt of the step waiting. A
// game's state embeds it, and so has Push and Emit.
type Core struct {
	stack  []Step
	events []rules.Event
	ask    *Ask // the prompt of the step on top, once built
	rules  any  // the game's []Rule[G], set by Start
	// quiet: nobody reads this game's texts (rules.Quieter), so events
	// are dropped and rules may skip building texts (Telling).
	quiet bool
}

// core is how the engine finds the Core in a state that embeds it.
func (c *Core) core() *Core { return c }

// Push puts steps on the stack: the last one runs first.
func (c *Core) Push(s ...Step) { c.stack = append(c.stack, s...) }

// Emit adds an event to the log of the answer under way; a quiet game
// keeps none.
func (c *Core) Emit(e rules.Event) {
	if !c.quiet {
		c.events = append(c.events, e)
	}
}

// Telling reports whether anyone reads the game's texts: false in a quiet
// game (rules.Quieter), where a rule may skip building an event it would
// only Emit, or a prompt's question.
func (c *Core) Telling() bool { return !c.quiet }

// Waiting reports whether any step is left: false once the game is over.
func (c *Core) Waiting() bool { return len(c.stack) > 0 }

// Clear drops every step left: the game is over.
func (c *Core) Clear() { c.stack = c.stack[:0] }

// Top is the step on top of the stack: the one waiting for an answer, once
// the engine has run. ok is false when none is left.
func (c *Core) Top() (s Step, ok bool) {
	if len(c.stack) == 0 {
		return Step{}, false
	}
	return c.stack[len(c.stack)-1], true
}

// CloneCore is the engine's part of a copy of a state: the same steps in a
// stack of its own, no events yet, no prompt yet.
func (c *Core) CloneCore() Core {
	return Core{stack: append(make([]Step, 0, len(c.stack)+4), c.stack...), rules: c.rules, quiet: c.quiet}
}

// State is what a game's state gives the engine.
type State[G any] interface {
	// core is the state's engine part: a state gets it by embedding Core.
	core() *Core
	// Clone is a deep copy, its Core made with CloneCore, that Apply
	// may change without touching the original.
	Clone() G
	// View and Result are the game's own, as rules.Game has them.
	View(seat rules.Seat) any
	Result() (over bool, r rules.Result)
}

// Game is a state run by the engine under its rules: it is the rules.Game
// the world plays. It holds the state alone (the rules ride in its Core),
// so handing it out as a rules.Game allocates nothing.
type Game[G State[G]] struct {
	state G
}

func (g Game[G]) rules() []Rule[G] { return g.state.core().rules.([]Rule[G]) }

// Start runs a new state's first steps up to its first question and
// returns the game. rules are indexed by Step.Kind. The events of the
// first steps (a deal, a shuffle) are returned too.
func Start[G State[G]](state G, rules []Rule[G]) (Game[G], []rules.Event, error) {
	state.core().rules = rules
	g := Game[G]{state}
	if err := g.run(); err != nil {
		return g, nil, err
	}
	ev := state.core().events
	state.core().events = nil
	return g, ev, nil
}

// State is the state under way, for the game's own tests and views.
func (g Game[G]) State() G { return g.state }

// run does steps until one asks something, none is left or the game is
// over. It builds the prompt of the one that asks, so a state builds its
// prompt once.
func (g Game[G]) run() error {
	c := g.state.core()
	rs := g.rules()
	for len(c.stack) > 0 {
		s := c.stack[len(c.stack)-1]
		if int(s.Kind) >= len(rs) || rs[s.Kind].Do == nil && rs[s.Kind].Ask == nil {
			return fmt.Errorf("engine: no rule for step kind %d", s.Kind)
		}
		r := &rs[s.Kind]
		if r.Ask == nil {
			c.stack = c.stack[:len(c.stack)-1]
			r.Do(g.state, s)
			if over, _ := g.state.Result(); over {
				c.Clear()
			}
			continue
		}
		a := c.ask
		if a == nil || !c.quiet {
			a = &Ask{Prompt: rules.Prompt{Seat: rules.Chance}}
		} else {
			// Nobody reads a quiet game's old prompts: its lists are
			// used again.
			*a = Ask{Prompt: rules.Prompt{Seat: rules.Chance, Choices: a.Choices[:0]}, args: a.args[:0]}
		}
		r.Ask(g.state, s, a)
		if len(a.Choices) > 0 {
			c.ask = a
			return nil
		}
		c.stack = c.stack[:len(c.stack)-1] // nothing to ask: done
	}
	c.ask = nil
	return nil
}

// Prompt is the question of the step waiting. Once the game is over it has
// no choices, and its text says how the game ended.
func (g Game[G]) Prompt() rules.Prompt {
	if over, r := g.state.Result(); over {
		return rules.Prompt{Seat: rules.Chance, Text: strings.TrimSpace("The game is over. " + r.Text)}
	}
	c := g.state.core()
	if c.ask == nil {
		return rules.Prompt{}
	}
	p := c.ask.Prompt
	if s, ok := c.Top(); ok && !c.quiet && p.Text == "" {
		if r := &g.rules()[s.Kind]; r.Text != nil {
			p.Text = r.Text(g.state, s)
		}
	}
	return p
}

// Apply answers the step waiting on a copy of the state and runs on. An
// illegal answer is a rules.IllegalError and changes nothing.
func (g Game[G]) Apply(seat rules.Seat, id string) (rules.Game, []rules.Event, error) {
	core := g.state.core()
	choice, ok := core.ask.offered(seat, id)
	if !ok {
		// Not an answer the prompt lists for this seat: the contract's
		// checks say why, or take it as beaten or free.
		p := g.Prompt()
		if len(p.Choices) == 0 {
			_, err := rules.Check(p, seat, id)
			return g, nil, err
		}
		s := core.stack[len(core.stack)-1]
		r := &g.rules()[s.Kind]
		if _, err := rules.Check(p, seat, id); err != nil {
			if why := ""; r.Explain != nil && seat == p.Seat {
				if why = r.Explain(g.state, s, id); why != "" {
					return g, nil, &rules.IllegalError{Seat: seat, Choice: id, Why: why}
				}
			}
			return g, nil, err
		}
		choice = core.ask.find(id)
		_, ok = p.Find(id) // beaten (unlisted) answers are listed too
	}
	s := core.stack[len(core.stack)-1]
	r := &g.rules()[s.Kind]
	if !ok && r.Free != nil {
		arg, err := r.Free(g.state, s, id)
		if err != nil {
			return g, nil, &rules.IllegalError{Seat: seat, Choice: id, Why: err.Error()}
		}
		choice.Arg = arg
	}
	n := g // a quiet game's driver keeps only the newest state
	if !core.quiet {
		n = Game[G]{g.state.Clone()}
	}
	c := n.state.core()
	c.stack = c.stack[:len(c.stack)-1]
	r.Answer(n.state, s, choice)
	if over, _ := n.state.Result(); over {
		c.Clear()
	}
	if err := n.run(); err != nil {
		return g, nil, err
	}
	ev := c.events
	c.events = nil
	return n, ev, nil
}

// Touch says what choice id of the prompt now asked touches on the board
// (rules.Toucher); nothing for an unknown choice or a step without Touch.
func (g Game[G]) Touch(id string) rules.Touch {
	c := g.state.core()
	s, ok := c.Top()
	if !ok || c.ask == nil {
		return rules.Touch{}
	}
	r := &g.rules()[s.Kind]
	if r.Touch == nil {
		return rules.Touch{}
	}
	for i, ch := range c.ask.Choices {
		if ch.ID == id {
			return r.Touch(g.state, s, Choice{Choice: ch, Seat: c.ask.Seat, Arg: c.ask.args[i]})
		}
	}
	return rules.Touch{}
}

// Adjustable is a state the referee can correct by hand in table mode
// (rules.Adjuster): Adjust changes a copy of the state, and may push steps.
type Adjustable interface {
	Adjustments() []rules.Choice
	Adjust(id string) error
}

// Correction is one correction by hand a state offers now, as the
// state's own list of them holds it: Corrections and FindCorrection give
// every game's Adjustable the same list and the same refusal.
type Correction interface{ Choice() rules.Choice }

// Corrections is cs as Adjustable.Adjustments lists them.
func Corrections[C Correction](cs []C) []rules.Choice {
	out := make([]rules.Choice, len(cs))
	for i, c := range cs {
		out[i] = c.Choice()
	}
	return out
}

// FindCorrection is the correction of cs called id, or why there is none:
// kinds names the corrections the game has ("health, resolve, keys"), and
// example is one of them ("adjust health ben 6").
func FindCorrection[C Correction](cs []C, id, kinds, example string) (C, error) {
	for _, c := range cs {
		if c.Choice().ID == id {
			return c, nil
		}
	}
	why := "no such adjustment now (:adjustments lists them); they start with \"adjust\": " + kinds
	if !strings.HasPrefix(id, "adjust ") {
		why = "adjustments start with \"adjust \" (\"" + example + "\")"
	}
	var none C
	return none, &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: why}
}

// Adjustments lists the corrections the state offers now, if it takes any.
func (g Game[G]) Adjustments() []rules.Choice {
	if a, ok := any(g.state).(Adjustable); ok {
		return a.Adjustments()
	}
	return nil
}

// Adjust makes one correction on a copy of the state and runs on, as Apply
// does for an answer. It refuses a correction that would leave the
// question now asked without an answer.
func (g Game[G]) Adjust(id string) (rules.Game, []rules.Event, error) {
	if _, ok := any(g.state).(Adjustable); !ok {
		return g, nil, fmt.Errorf("%q: this game takes no adjustments", id)
	}
	before := g.Prompt()
	n := Game[G]{g.state.Clone()}
	if err := any(n.state).(Adjustable).Adjust(id); err != nil {
		return g, nil, err
	}
	if over, _ := n.state.Result(); over {
		n.state.core().Clear()
	} else if s, ok := n.state.core().Top(); ok && g.rules()[s.Kind].Ask != nil {
		// The question asked stays asked: a correction may not leave it
		// without an answer.
		a := &Ask{Prompt: rules.Prompt{Seat: rules.Chance}}
		g.rules()[s.Kind].Ask(n.state, s, a)
		if len(a.Choices) == 0 {
			return g, nil, &rules.IllegalError{Seat: rules.Referee, Choice: id,
				Why: "it would leave the question now asked (" + before.Text + ") without an answer; answer it first"}
		}
	}
	if err := n.run(); err != nil {
		return g, nil, err
	}
	c := n.state.core()
	ev := c.events
	c.events = nil
	return n, ev, nil
}

// Quiet is a copy of the game as it stands, playing on quietly
// (rules.Quieter): no events, prompts whose rules skip their question when
// nobody reads it, and answers applied to the state itself instead of a
// copy, which is most of what an answer costs.
func (g Game[G]) Quiet() rules.Game {
	n := Game[G]{g.state.Clone()}
	c := n.state.core()
	c.quiet = true
	if a := g.state.core().ask; a != nil {
		// The same prompt, the state has not moved, in lists of its own:
		// the quiet game writes its next prompts over them.
		q := *a
		q.Choices, q.args = slices.Clone(a.Choices), slices.Clone(a.args)
		c.ask = &q
	}
	return n
}

// View is the game's view for seat.
func (g Game[G]) View(seat rules.Seat) any { return g.state.View(seat) }

// Result is how the game ended, if it has.
func (g Game[G]) Result() (bool, rules.Result) { return g.state.Result() }
