package engine

import "github.com/hauntgames/haunt/rules"

// Seats is a set of seats, a bit each (seats 0 to 15): who still has to
// pick in a secret round, who has passed in a window.
type Seats uint16

// AllSeats is the set of seats 0..n-1.
func AllSeats(n int) Seats { return Seats(1<<n - 1) }

// Has reports whether s holds seat x.
func (s Seats) Has(x rules.Seat) bool { return x >= 0 && x < 16 && s&(1<<x) != 0 }

// With is s and seat x.
func (s Seats) With(x rules.Seat) Seats { return s | 1<<x }

// Without is s less seat x.
func (s Seats) Without(x rules.Seat) Seats { return s &^ (1 << x) }

// First is the lowest seat in s, or -1 when s is empty.
func (s Seats) First() rules.Seat {
	for x := rules.Seat(0); x < 16; x++ {
		if s.Has(x) {
			return x
		}
	}
	return -1
}

// Owner is what the ready-made rules need of a state: an embedded Core.
type Owner interface{ core() *Core }

// SecretRound is the rule of a simultaneous secret choice: every seat of a
// set picks in secret, one after another at the same keyboard, and nothing
// is shown until the last pick is in; then reveal turns them all face up in
// one Reveal event. The game keeps each pick in its own state and shows it
// in that seat's view alone until the reveal: the hot-seat curtain and the
// privacy checks rest on that.
//
// ask offers seat's picks (at least one); pick records the one taken;
// reveal applies the picks and says what they were. Start a round with
// RoundStep.
func SecretRound[G Owner](name string, ask func(g G, seat rules.Seat, a *Ask), pick func(g G, seat rules.Seat, c Choice), reveal func(g G) rules.Event) Rule[G] {
	return Rule[G]{
		Name: name,
		Ask: func(g G, s Step, a *Ask) {
			seat := Seats(s.Set).First()
			if seat < 0 {
				return // nobody left to pick: done
			}
			a.Seat, a.Secret = seat, true
			ask(g, seat, a)
		},
		Answer: func(g G, s Step, c Choice) {
			seat := c.Seat
			pick(g, seat, c)
			if rest := Seats(s.Set).Without(seat); rest != 0 {
				g.core().Push(RoundStep(s.Kind, rest))
				return
			}
			ev := reveal(g)
			ev.Reveal = true
			g.core().Emit(ev)
		},
	}
}

// RoundStep starts the secret round of rule kind for the seats who pick.
func RoundStep(kind uint8, pickers Seats) Step { return Step{Kind: kind, Set: uint32(pickers)} }

// Pass is the ID of the answer that lets a window go by.
const Pass = "pass"

// Window is the rule of an interrupt window: a moment when any seat may act
// before the game goes on (play a card, a perk, a cancel). Seats are asked
// in turn from the window's first seat, and each may act or pass. An act
// opens the window again for everyone, since the others may want to answer
// it; the window closes once every seat that could act has passed since the
// last act. So the game never stalls (a seat with nothing to play is not
// asked at all) and never skips a chance to react (nobody is passed over
// while they hold something that fits).
//
// acts offers what seat may do now, and the prompt's text; a seat it
// offers nothing is not asked. act does the one chosen. seats is how many
// seats play. Open a window with WindowStep; Open says who may still act,
// for a view to show. The step's Set is the seats that have passed, A the
// seat asked first.
func Window[G Owner](name string, seats func(g G) int, acts func(g G, seat rules.Seat, a *Ask), act func(g G, seat rules.Seat, c Choice)) Rule[G] {
	// next is the first seat from first on, in turn, that has not passed
	// and may act now, with its offers in a.
	next := func(g G, s Step, a *Ask) rules.Seat {
		n := seats(g)
		for i := range n {
			seat := rules.Seat((int(s.A) + i) % n)
			if Seats(s.Set).Has(seat) {
				continue
			}
			*a = Ask{Prompt: rules.Prompt{Seat: seat}}
			acts(g, seat, a)
			if len(a.Choices) > 0 {
				return seat
			}
		}
		*a = Ask{}
		return -1
	}
	return Rule[G]{
		Name: name,
		Ask: func(g G, s Step, a *Ask) {
			if next(g, s, a) >= 0 {
				a.Add(Pass, "Pass: let it go by", 0)
			}
		},
		Answer: func(g G, s Step, c Choice) {
			seat := c.Seat
			if c.ID == Pass {
				g.core().Push(Step{Kind: s.Kind, Set: uint32(Seats(s.Set).With(seat)), A: s.A})
				return
			}
			act(g, seat, c)
			// Everyone may answer the act, the next seat first.
			after := (int(seat) + 1) % seats(g)
			g.core().Push(Step{Kind: s.Kind, A: int16(after)})
		},
	}
}

// WindowStep opens the window of rule kind, asking seat first first.
func WindowStep(kind uint8, first rules.Seat) Step { return Step{Kind: kind, A: int16(first)} }
