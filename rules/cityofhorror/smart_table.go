package cityofhorror

import (
	"math/rand/v2"
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
)

// The table's questions (asked of rules.Nobody): whether anyone plays in a
// window, who, whether anyone cancels a card, whether a seat uses a
// location. The smart player answers them for the whole table from the
// public view, favouring no seat: a window opens when some seat has
// something public at stake (characters about to be attacked, cards to
// play at dawn) and goes to the seat with the most at stake. A seat named
// must play if it can, and a seat with nothing to play leaves the table
// where it was, so the table opens a window only half the times it could:
// a run of windows always ends.

// table answers a question asked of Nobody.
func (b *board) table(pr *rules.Prompt, r *rand.Rand) (string, string) {
	first, _, _ := strings.Cut(pr.Choices[0].ID, " ")
	second, _, _ := strings.Cut(pr.Choices[1].ID, " ")
	switch {
	case first == "act":
		return b.claim(pr)
	case first == "cancel":
		return b.canceller(pr)
	case pr.Choices[0].ID == "skip":
		return b.use(pr)
	case second == "act":
		return b.window(r)
	case second == "cancel":
		return b.cancel(r)
	}
	return goOn, "let it go by: nobody gains enough to spend a character's power on it"
}

// stake is how much seat s has riding on the window open now: its
// expected loss at the attack about to happen, or its hand at dawn. A
// seat with no card and no rested character has nothing to play.
func (b *board) stake(s int) float64 {
	sv := &b.v.Seats[s]
	if sv.Living == 0 {
		return 0
	}
	m := b.moment()
	if m == wEnd {
		return float64(sv.Hand)
	}
	at := b.resolving()
	if m != wAttack || at < 0 || !b.attacks(&b.sc, at) {
		return 0
	}
	rested := false
	for i := range b.chars {
		rested = rested || b.chars[i].seat == s && b.sc.at[i] >= 0 && b.sc.tired&(1<<i) == 0
	}
	if sv.Hand == 0 && !rested {
		return 0
	}
	return b.danger(&b.sc, s, at)
}

// window opens a window half the times some seat has something at stake.
func (b *board) window(r *rand.Rand) (string, string) {
	for s := range b.n {
		if b.stake(s) > 0 && r.IntN(2) == 0 {
			return "act", "someone has a reason to play: " + b.v.Seats[s].Player + " has something at stake"
		}
	}
	return goOn, "go on: nobody has anything at stake worth a card"
}

// claim names the seat with the most at stake.
func (b *board) claim(pr *rules.Prompt) (string, string) {
	best, bs, bx := pr.Choices[0].ID, -1, -1.0
	for _, c := range pr.Choices {
		s := b.seatOf(strings.TrimPrefix(c.ID, "act "))
		if s < 0 {
			continue
		}
		if x := b.stake(s); x > bx {
			best, bs, bx = c.ID, s, x
		}
	}
	if bs < 0 {
		return best, "the first who may play"
	}
	return best, b.v.Seats[bs].Player + " plays: the most at stake"
}

// victims is the seats with characters at the location the card last
// played brings zombies to, -1 for none.
func (b *board) victims() int {
	if len(b.v.Played) == 0 {
		return -1
	}
	pv := b.v.Played[len(b.v.Played)-1]
	for _, a := range b.p.c.Actions {
		if a.Title != pv.Card || a.Effect.Kind != coh.EffAddZombies || pv.Power {
			continue
		}
		for l := range b.v.Locations {
			if pv.Target == " at the "+b.v.Locations[l].Name {
				return l
			}
		}
	}
	return -1
}

// cancel lets the table cancel, half the times, a card that brings
// zombies onto someone else's characters.
func (b *board) cancel(r *rand.Rand) (string, string) {
	if l := b.victims(); l >= 0 {
		for i := range b.chars {
			if int(b.sc.at[i]) == l && b.chars[i].seat != b.v.Played[len(b.v.Played)-1].Seat && r.IntN(2) == 0 {
				return "cancel", "someone may cancel it: it brings zombies onto " + b.v.Seats[b.chars[i].seat].Player + "'s characters"
			}
		}
	}
	return goOn, "let it act: it threatens nobody else"
}

// canceller names the seat with the most characters where the card brings
// zombies.
func (b *board) canceller(pr *rules.Prompt) (string, string) {
	l := b.victims()
	best, bs, bx := pr.Choices[0].ID, -1, -1
	for _, c := range pr.Choices {
		s := b.seatOf(strings.TrimPrefix(c.ID, "cancel "))
		x := 0
		for i := range b.chars {
			if b.chars[i].seat == s && l >= 0 && int(b.sc.at[i]) == l {
				x++
			}
		}
		if s >= 0 && x > bx {
			best, bs, bx = c.ID, s, x
		}
	}
	if bs < 0 {
		return best, "the first who may cancel it"
	}
	return best, b.v.Seats[bs].Player + " cancels: the most characters in its way"
}

// use answers whether a seat uses the location being resolved: a seat
// that pays in private says itself (use, then it may still skip);
// exhausting a character for an antidote is worth it to a seat short of
// antidotes; a free turn of the zombie leader is let go, since the table
// cannot tell whose it is.
func (b *board) use(pr *rules.Prompt) (string, string) {
	best, bx := "skip", 0.0
	for _, c := range pr.Choices {
		id, ok := strings.CutPrefix(c.ID, "use ")
		if !ok {
			if c.ID == "use" && b.privateCost() {
				return "use", "the seat says itself what it gives up, in private"
			}
			continue
		}
		i := b.charOf(id)
		if i < 0 {
			continue
		}
		s := b.chars[i].seat
		if x := b.antidoteGain(&b.sc, s) - b.loss(&b.sc, s, i, true); x > bx {
			best, bx = c.ID, x
		}
	}
	if best == "skip" {
		return best, "not this time: it is worth less than it costs"
	}
	return best, "exhaust the " + b.charName(strings.TrimPrefix(best, "use ")) + ": an antidote is worth more to its player"
}

// privateCost reports whether the location being resolved costs a card
// or a food token, which its user gives up in private.
func (b *board) privateCost() bool {
	l := b.resolving()
	if l < 0 {
		return false
	}
	c := b.locs[l].side.Effect.Cost
	return c == coh.CostDiscardAction || c == coh.CostDiscardFood
}
