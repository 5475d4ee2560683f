package cityofhorror

import (
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
)

// Where the smart player sends its characters: the movement card, then
// the character that goes. Each is weighed by the standing it leaves: the
// projected score, less what the zombies are likely to take this round,
// plus what the locations the seat stands at give it (an antidote at the
// Hospital, the items it would share out).

// pick plays the movement card whose best move leaves the best standing,
// over the invasion cards the hour may bring (the one the seat has seen,
// if it peeked).
func (b *board) pick(pr *rules.Prompt) (string, string) {
	scenes := b.invasions()
	best, bx, bch := pr.Choices[0].ID, -1e18, -1
	for _, c := range pr.Choices {
		l := b.locIndex(strings.TrimPrefix(c.ID, "card "))
		if l < 0 {
			continue
		}
		x, who := 0.0, -1
		for k := range scenes {
			y, ch := b.bestMove(&scenes[k], l)
			x += y
			if k == 0 {
				who = ch
			}
		}
		if x > bx {
			best, bx, bch = c.ID, x, who
		}
	}
	l := b.locIndex(strings.TrimPrefix(best, "card "))
	why := "the " + b.v.Locations[l].Name
	if bch >= 0 {
		why += " for the " + b.chars[bch].c.Name
	}
	return best, why + ": the safest, most useful place this hour"
}

// bestMove is the best standing after moving one of the seat's
// characters to l in scene sc, and which character.
func (b *board) bestMove(sc *scene, l int) (float64, int) {
	bx, bch := -1e18, -1
	for i := range b.chars {
		if !b.canMove(sc, i, l) {
			continue
		}
		t := b.moved(sc, i, l, false)
		if x := b.standing(&t); x > bx {
			bx, bch = x, i
		}
	}
	return bx, bch
}

// canMove reports whether character i of the seat may go to l: alive,
// elsewhere, not behind a blocked door; the Granny only rested (she is
// exhausted to move).
func (b *board) canMove(sc *scene, i, l int) bool {
	c := &b.chars[i]
	from := int(sc.at[i])
	if c.seat != b.me || from < 0 || from == l || b.locs[from].sealed {
		return false
	}
	return c.trait != coh.TraitCannotMove || sc.tired&(1<<i) == 0
}

// moved is sc with character i moved toward l: into it, or to the
// Crossroads when l takes nobody (squeeze: onto a space of its own). The
// Granny is exhausted to move; Mama to squeeze in.
func (b *board) moved(sc *scene, i, l int, squeeze bool) scene {
	t := *sc
	c := &b.chars[i]
	if c.trait == coh.TraitCannotMove && b.v.Characters[i].Rested {
		t.tired |= 1 << i
	}
	to := l
	if b.locs[l].blocked && !squeeze && b.cross >= 0 {
		to = b.cross
	}
	t.at[i] = int8(to)
	return t
}

// standing is how good scene sc is for the seat once the moves are made:
// each rested Blonde draws her zombie, then the projected score, less the
// threat at the locations still to resolve, plus what they give.
func (b *board) standing(sc *scene) float64 {
	t := *sc
	for i := range b.chars {
		if l := int(t.at[i]); l >= 0 && b.chars[i].trait == coh.TraitAttractsZombies && t.tired&(1<<i) == 0 && t.horde > 0 && t.z[l] < b.p.c.ZombieCap {
			t.z[l]++
			t.horde--
		}
	}
	x := b.project(&t, b.me) - b.threat(&t, func(l int) float64 {
		if b.locs[l].resolved {
			return 0
		}
		return 1
	})
	for l := range b.locs {
		if !b.locs[l].resolved && b.present(&t, l) {
			x += b.gain(&t, l) + b.shareGain(&t, l)
		}
	}
	return x
}

// present reports whether the seat has a character at l in sc.
func (b *board) present(sc *scene, l int) bool {
	for i := range b.chars {
		if b.chars[i].seat == b.me && int(sc.at[i]) == l {
			return true
		}
	}
	return false
}

// gain is what using l's effect is worth to the seat, its price paid.
func (b *board) gain(sc *scene, l int) float64 {
	e := b.locs[l].side.Effect
	price := 0.0
	switch e.Cost {
	case coh.CostDiscardAction:
		_, cost := b.cheapestCard()
		if cost < 0 {
			return 0
		}
		price = cost
	case coh.CostDiscardFood:
		if b.v.Seats[b.me].FoodTokens == 0 {
			return 0
		}
		price = b.p.meanFood
	case coh.CostExhaustPresent:
		price = -1
		for i := range b.chars {
			if b.chars[i].seat == b.me && int(sc.at[i]) == l && sc.tired&(1<<i) == 0 && b.chars[i].c.Power.Kind != coh.EffGiveBirth {
				if x := b.loss(sc, b.me, i, true); price < 0 || x < price {
					price = x
				}
			}
		}
		if price < 0 {
			return 0
		}
	}
	worth := 0.1
	switch e.Kind {
	case coh.EffTakeAntidote:
		if b.v.Reserve > 0 {
			worth = b.antidoteGain(sc, b.me)
		}
	case coh.EffDrawFood:
		worth = b.p.meanFood
	case coh.EffDrawFoodChoice:
		worth = b.p.meanFood
		for _, f := range b.v.FoodUp {
			worth = max(worth, float64(f))
		}
	case coh.EffRest:
		worth = b.bestRest(sc)
	case coh.EffLeaderAny:
		worth = 0.3
	}
	return max(worth-price, 0)
}

// bestRest is the most a character of the seat gains by turning back to
// rested (never the Pregnant Woman, who cannot).
func (b *board) bestRest(sc *scene) float64 {
	best := 0.0
	for i := range b.chars {
		if b.chars[i].seat == b.me && sc.at[i] >= 0 && sc.tired&(1<<i) != 0 && b.chars[i].c.Power.Kind != coh.EffGiveBirth {
			t := *sc
			t.tired &^= 1 << i
			best = max(best, b.project(&t, b.me)-b.project(sc, b.me))
		}
	}
	return best
}

// shareGain is what the seat expects from the items lying at l: the best
// of them when it wins the vote on who shares them out.
func (b *board) shareGain(sc *scene, l int) float64 {
	if sc.drops[l] == 0 {
		return 0
	}
	mine, others := b.votes(sc, b.me, l), 0
	for t := range b.n {
		if t != b.me {
			others += b.votes(sc, t, l)
		}
	}
	win := 0.0
	switch {
	case others == 0 || mine > others:
		win = 1
	case mine > 0:
		win = 0.7 * float64(mine) / float64(mine+others)
	}
	item := 1.0
	if sc.dropA[l] > 0 {
		item = max(item, b.antidoteGain(sc, b.me))
	}
	return win * item
}

// invasions is the scenes the coming invasion card may leave, equally
// likely: the card the seat peeked at, or each card of the hour's pack.
// Once this hour's card is revealed the board already shows it.
func (b *board) invasions() []scene {
	if b.v.Invasion != nil || b.hour < 1 || b.hour > 4 {
		return []scene{b.sc}
	}
	if b.v.Peek != nil {
		for i := range b.p.c.Invasion {
			if c := &b.p.c.Invasion[i]; c.ID == b.v.Peek.ID {
				return []scene{b.invaded(c)}
			}
		}
	}
	var out []scene
	for i := range b.p.c.Invasion {
		if c := &b.p.c.Invasion[i]; c.Hour == b.v.Hour {
			out = append(out, b.invaded(c))
		}
	}
	if len(out) == 0 {
		out = append(out, b.sc)
	}
	return out
}

// invaded is the board's scene once invasion card c has come, as the
// rules play it (invade): the moves from 2:00, the zombies as the cap and
// the reserve allow, the airdrops, the zombie leader.
func (b *board) invaded(c *coh.InvasionCard) scene {
	t := b.sc
	cap := b.p.c.ZombieCap
	if b.hour >= 2 {
		for _, m := range c.Moves {
			from, to := b.locIndex(m.From), b.locIndex(m.To)
			if from < 0 || to < 0 {
				continue
			}
			k := max(min(m.N, t.z[from], cap-t.z[to]), 0)
			t.z[from] -= k
			t.z[to] += k
		}
	}
	for _, d := range c.Zombies {
		if l := b.locIndex(d.Location); l >= 0 {
			k := max(min(d.N, cap-t.z[l], t.horde), 0)
			t.z[l] += k
			t.horde -= k
		}
	}
	for _, d := range c.Actions {
		if l := b.locIndex(d.Location); l >= 0 && b.locs[l].airdrops {
			t.drops[l] += min(d.N, b.v.Deck)
		}
	}
	for _, d := range c.Antidotes {
		if l := b.locIndex(d.Location); l >= 0 && b.locs[l].airdrops {
			k := min(d.N, b.v.Reserve)
			t.drops[l] += k
			t.dropA[l] += k
		}
	}
	if b.n > 0 {
		t.leader = (t.leader + c.Leader) % b.n
	}
	return t
}

// move answers the move of one character to the movement card's location:
// which character goes (by a Back Door or Mama into a full location), or
// whether another movement card is worth Running Shoes or the Teen. The
// seats still to move are taken to bring one character each to the
// location of their card.
func (b *board) move(pr *rules.Prompt) (string, string) {
	base := b.othersArrive()
	dest := b.locIndex(b.v.Seats[b.me].Pick)
	best, bx := pr.Choices[0].ID, -1e18
	for _, c := range pr.Choices {
		verb, arg, _ := strings.Cut(c.ID, " ")
		var x float64
		switch verb {
		case "shoes", "teen":
			l := b.locIndex(arg)
			if l < 0 {
				continue
			}
			x, _ = b.bestMove(&base, l)
			if verb == "shoes" {
				x -= b.cardCostOf(coh.EffChangeMovement)
			} else if i := b.powerOf(coh.EffChangeMovement); i >= 0 {
				x -= b.loss(&b.sc, b.me, i, true)
			}
		default:
			i := b.charOf(arg)
			if i < 0 || dest < 0 {
				continue
			}
			t := b.moved(&base, i, dest, verb != "move")
			if verb == "squeeze" {
				t.tired |= 1 << i
			}
			x = b.standing(&t)
			if verb == "door" {
				x -= b.cardCostOf(coh.EffEnterFull)
			}
		}
		if x > bx {
			best, bx = c.ID, x
		}
	}
	verb, arg, _ := strings.Cut(best, " ")
	switch verb {
	case "shoes", "teen":
		return best, "change the movement card to the " + b.v.Locations[b.locIndex(arg)].Name + ": a better place to be this hour"
	case "door", "squeeze":
		return best, "the " + b.charName(arg) + " slips into the full location: safer and more useful there"
	}
	return best, "move the " + b.charName(arg) + ": the move that leaves your characters safest"
}

// othersArrive is the scene once the seats still to move have moved one
// character each to their card's location (which one is theirs to say:
// the first that may).
func (b *board) othersArrive() scene {
	t := b.sc
	k := 0
	for i := range b.n {
		if (b.v.First+i)%b.n == b.me {
			k = i
		}
	}
	for i := k + 1; i < b.n; i++ {
		s := (b.v.First + i) % b.n
		l := b.locIndex(b.v.Seats[s].Pick)
		if l < 0 {
			continue
		}
		for ch := range b.chars {
			if from := int(t.at[ch]); b.chars[ch].seat == s && from >= 0 && from != l && !b.locs[from].sealed {
				t.at[ch] = int8(l)
				if b.locs[l].blocked && b.cross >= 0 {
					t.at[ch] = int8(b.cross)
				}
				break
			}
		}
	}
	return t
}

// powerOf is the seat's rested living character whose power is kind, -1
// none.
func (b *board) powerOf(kind string) int {
	for i := range b.chars {
		if b.chars[i].seat == b.me && b.sc.at[i] >= 0 && b.sc.tired&(1<<i) == 0 && b.chars[i].c.Power.Kind == kind {
			return i
		}
	}
	return -1
}

// cardCostOf is the cost of the seat's card of effect kind.
func (b *board) cardCostOf(kind string) float64 {
	for _, cc := range b.v.Seats[b.me].Cards {
		if i, ok := b.p.cardIdx[cc.ID]; ok && b.p.c.Actions[i].Effect.Kind == kind {
			return b.p.cardCost(cc.ID)
		}
	}
	return 1
}

// place puts a character on the location its set-up card drew: the
// Granny, who never moves on her own, where she can stay (the Hospital's
// antidotes); anyone else first everywhere else.
func (b *board) place(pr *rules.Prompt) (string, string) {
	hospital := false
	for l := range b.locs {
		if b.locs[l].side.Effect.Kind == coh.EffTakeAntidote && strings.Contains(pr.Text, b.v.Locations[l].Name) {
			hospital = true
		}
	}
	best := pr.Choices[0].ID
	for _, c := range pr.Choices {
		granny := b.p.c.Characters[b.p.charIdx[strings.TrimPrefix(c.ID, "place ")]].Trait == coh.TraitCannotMove
		if granny == hospital {
			best = c.ID
			break
		}
	}
	name := b.charName(strings.TrimPrefix(best, "place "))
	if hospital {
		return best, "the " + name + " goes to the antidotes"
	}
	return best, "the " + name + " goes: the one who can move on later"
}
