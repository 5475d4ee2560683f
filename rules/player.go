package rules

import "math/rand/v2"

// Player answers a game's prompts for its players as a strong player would:
// the simulator's smart seats, measuring how hard a setup is, and the hint
// a person asks for ("what would a strong player do here?").
//
// A Player plays fair. It answers for the seat the prompt asks (a player's
// seat, or Nobody for a question anyone at the table answers; never
// Chance), and it knows what that seat knows: the prompt and
// g.View(seat). It may look ahead by playing on a copy of g (Quieter's
// Quiet, never g itself, which may belong to a quiet driver) only where g
// keeps nothing from that seat: chance still to come is drawn from the
// prompts' weights as it is met, never read from g's future. A game with
// secret hands looks ahead on views, or not at all.
//
// The same game and the same generator state give the same answer.
type Player interface {
	// Choose picks one of the prompt's choices (an ID it lists) and says
	// why in one line for people, naming the rule or the figure that
	// decided it ("pick up the Flower: Dracula's defeat needs 6 yellow and
	// you hold 2").
	Choose(g Game, r *rand.Rand) (id, reason string)
}
