package cityofhorror

import (
	"math/rand/v2"
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
)

// The smart player (rules.Player). It reads the seat's View and the
// prompt, nothing else, and weighs each answer by the score the seat would
// have if the helicopter came now (board.project): living characters
// count when an antidote covers them, so antidotes, the votes that decide
// who the zombies eat and the moves that keep characters out of reach are
// what it plays for. Hidden hands and secret picks of other seats never
// reach it: a View does not hold them.
//
// Prompts are told apart by the IDs of their choices ("vote red", "move
// geek"); the few that IDs leave open are told by what the view shows
// (the moment of a window) or by the question (which card's target).

// smart is the player; it keeps nothing between answers.
type smart struct {
	c        *coh.Content
	charIdx  map[string]int
	cardIdx  map[string]int
	meanFood float64 // the mean value of a food token on the truck
}

// newSmart is a smart player for content c.
func newSmart(c *coh.Content) *smart {
	p := &smart{c: c, charIdx: map[string]int{}, cardIdx: map[string]int{}}
	for i, ch := range c.Characters {
		p.charIdx[ch.ID] = i
	}
	for i, a := range c.Actions {
		p.cardIdx[a.ID] = i
	}
	tokens, sum := 0, 0
	for _, f := range c.Food.Tokens {
		tokens += f.Count
		sum += f.Count * f.Value
	}
	if tokens > 0 {
		p.meanFood = float64(sum) / float64(tokens)
	}
	return p
}

// Choose answers the prompt of g for the seat it asks (rules.Player).
func (p *smart) Choose(g rules.Game, r *rand.Rand) (string, string) {
	pr := g.Prompt()
	switch {
	case len(pr.Choices) == 0:
		return "", ""
	case len(pr.Choices) == 1:
		return pr.Choices[0].ID, "the only answer there is"
	}
	v, ok := g.View(pr.Seat).(View)
	if !ok {
		return pr.Choices[0].ID, "no view to weigh the answers by"
	}
	me := int(pr.Seat)
	if pr.Seat == rules.Nobody {
		me = -1
	}
	b := p.newBoard(&v, me)
	if me < 0 {
		return b.table(&pr, r)
	}
	verb, rest, _ := strings.Cut(pr.Choices[0].ID, " ")
	switch verb {
	case "keep":
		return b.draft(&pr)
	case "place":
		return b.place(&pr)
	case "move", "squeeze", "door", "shoes", "teen":
		return b.move(&pr)
	case "vote":
		return b.vote(&pr)
	case "split":
		return b.split(&pr)
	case "lose":
		return b.lose(&pr)
	case "play", "power", "give", "nothing":
		if _, ok := pr.Find("nothing"); ok {
			return b.cancelBy(&pr)
		}
		return b.act(&pr)
	case "use":
		return b.pay(&pr)
	case "marker":
		return b.marker(&pr)
	case "food":
		return b.foodPick(&pr)
	case "card", "antidote":
		if pr.Secret {
			return b.pick(&pr)
		}
		if b.seatOf(lastWord(rest)) >= 0 {
			return b.share(&pr)
		}
	}
	return b.target(&pr)
}

// lastWord is the last word of s.
func lastWord(s string) string {
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		return s[i+1:]
	}
	return s
}

// cardWorth is what holding action card id is worth: what its effect can
// do, and as the price of a location's effect.
func (p *smart) cardWorth(id string) float64 {
	i, ok := p.cardIdx[id]
	if !ok {
		return 1
	}
	a := &p.c.Actions[i]
	w := 1.0
	switch a.Effect.Kind {
	case coh.EffKill:
		w = 1 + 0.7*float64(a.Effect.N)
	case coh.EffKillHalf, coh.EffRest, coh.EffHide:
		w = 2.2
	case coh.EffScore:
		w = 1 + float64(a.Effect.N)
	case coh.EffExtraVotes, coh.EffCancelAction, coh.EffLeaderAny, coh.EffKitten, coh.EffAddZombies:
		w = 1.5
	case coh.EffPeekInvasion:
		w = 0.7
	}
	if a.Explosion {
		w -= 0.3
	}
	return w
}

// cardCost is what giving up card id costs: the least card still buys a
// location's effect, so the cost grows slowly with the card's worth.
func (p *smart) cardCost(id string) float64 { return 0.3 + 0.3*p.cardWorth(id) }

// draft keeps the card worth most.
func (b *board) draft(pr *rules.Prompt) (string, string) {
	best, bw := "", -1.0
	for _, c := range pr.Choices {
		if w := b.p.cardWorth(strings.TrimPrefix(c.ID, "keep ")); w > bw {
			best, bw = c.ID, w
		}
	}
	return best, "keep " + b.cardTitle(strings.TrimPrefix(best, "keep ")) + ": the most useful card of the packet"
}

// cardTitle is the title of action card id.
func (b *board) cardTitle(id string) string {
	if i, ok := b.p.cardIdx[id]; ok {
		return b.p.c.Actions[i].Title
	}
	return id
}

// charName is the name of character id.
func (b *board) charName(id string) string {
	if i, ok := b.p.charIdx[id]; ok {
		return b.p.c.Characters[i].Name
	}
	return id
}

// vote: on an attack, against the opponent with the best score in sight,
// so the zombies take one of theirs; on a sharing, for the seat itself,
// else for the weakest opponent.
func (b *board) vote(pr *rules.Prompt) (string, string) {
	attack := b.v.Vote == nil || b.v.Vote.For == "attack"
	id, t := b.chooseSeat(pr, "vote ", !attack)
	name := b.v.Seats[t].Player
	switch {
	case attack && t == b.me:
		return id, "vote for yourself: you are the only one the zombies can take here"
	case attack:
		return id, "vote for " + name + ": the leading opponent in sight loses a character, not you"
	case t == b.me:
		return id, "vote for yourself: you share out the items and keep the best"
	}
	return id, "vote for " + name + ": the weakest opponent shares out the items"
}

// split breaks a tie as vote does.
func (b *board) split(pr *rules.Prompt) (string, string) {
	share := b.v.Vote != nil && b.v.Vote.For == "share"
	id, t := b.chooseSeat(pr, "split ", share)
	name := b.v.Seats[t].Player
	switch {
	case share && t == b.me:
		return id, "split the tie for yourself: you share out the items"
	case !share && t != b.me:
		return id, "split the tie against " + name + ": better them than you"
	}
	return id, "split the tie for " + name + ": the least harmful choice left"
}

// chooseSeat picks among choices prefix+colour: the seat itself when
// self, else the opponent with the best projected score; for a sharing
// (self), the weakest opponent when the seat is not listed.
func (b *board) chooseSeat(pr *rules.Prompt, prefix string, self bool) (string, int) {
	best, bt, bx := pr.Choices[0].ID, -1, 0.0
	for _, c := range pr.Choices {
		t := b.seatOf(strings.TrimPrefix(c.ID, prefix))
		if t < 0 {
			continue
		}
		x := b.project(&b.sc, t)
		switch {
		case t == b.me && self:
			x = 1e9
		case t == b.me:
			x = -1e9
		case self:
			x = -x
		}
		if bt < 0 || x > bx {
			best, bt, bx = c.ID, t, x
		}
	}
	if bt < 0 {
		bt = 0
	}
	return best, bt
}

// lose gives up the character whose loss costs the projected score least
// (an eaten one, or one left behind by the helicopter); an exhausted one
// goes first, its power spent.
func (b *board) lose(pr *rules.Prompt) (string, string) {
	best, bx := pr.Choices[0].ID, 0.0
	for k, c := range pr.Choices {
		i := b.charOf(strings.TrimPrefix(c.ID, "lose "))
		if i < 0 {
			continue
		}
		x := b.loss(&b.sc, b.me, i, false)
		if b.sc.tired&(1<<i) == 0 {
			x += 0.2
		}
		if k == 0 || x < bx {
			best, bx = c.ID, x
		}
	}
	return best, "lose the " + b.charName(strings.TrimPrefix(best, "lose ")) + ": the character your score misses least"
}

// share hands out the items of a sharing the seat won: the best one to
// itself first, then each to the weakest opponent left (an antidote first,
// since it keeps a character alive; a card the seat would miss least).
func (b *board) share(pr *rules.Prompt) (string, string) {
	best, bx := pr.Choices[0].ID, -1e9
	for _, c := range pr.Choices {
		words := strings.Fields(c.ID)
		t := b.seatOf(words[len(words)-1])
		if t < 0 {
			continue
		}
		var x float64
		if t == b.me {
			x = 1000 + b.itemWorth(words)
		} else {
			x = -b.project(&b.sc, t)*10 - b.itemWorth(words)
		}
		if x > bx {
			best, bx = c.ID, x
		}
	}
	words := strings.Fields(best)
	if t := b.seatOf(words[len(words)-1]); t != b.me {
		return best, "hand the next item to " + b.v.Seats[t].Player + ", the weakest opponent"
	}
	what := "an action card"
	if words[0] == "antidote" {
		what = "an antidote"
	} else if len(words) == 3 {
		what = b.cardTitle(words[1])
	}
	return best, "keep " + what + ": the item worth most to you"
}

// itemWorth is what an item of a sharing is worth to the seat: an antidote
// what it adds to the projected score, a card its worth.
func (b *board) itemWorth(words []string) float64 {
	switch {
	case words[0] == "antidote":
		return b.antidoteGain(&b.sc, b.me)
	case len(words) == 3:
		return b.p.cardWorth(words[1])
	}
	return 1.2
}

// antidoteGain is what one more antidote adds to seat s's projected score.
func (b *board) antidoteGain(sc *scene, s int) float64 {
	t := *sc
	t.anti[s]++
	return b.project(&t, s) - b.project(sc, s)
}

// foodPick takes the face-up food token worth most, or a face-down one
// when none beats the mean of the truck.
func (b *board) foodPick(pr *rules.Prompt) (string, string) {
	best, bx := "", -1.0
	up := 0
	for _, c := range pr.Choices {
		x := b.p.meanFood
		if strings.HasPrefix(c.ID, "food up ") && up < len(b.v.FoodUp) {
			x = float64(b.v.FoodUp[up])
			up++
		}
		if x > bx {
			best, bx = c.ID, x
		}
	}
	if best == "food down" {
		return best, "draw from the truck: no face-up token beats its mean"
	}
	return best, "take the face-up food token worth " + itoa(int(bx))
}

// marker puts an explosion marker where it hurts the opponents most and
// the seat least: a location it sets off only when more of the
// opponents' worth than of the seat's stands there.
func (b *board) marker(pr *rules.Prompt) (string, string) {
	best, bx := pr.Choices[0].ID, -1e9
	for _, c := range pr.Choices {
		l := b.locIndex(strings.TrimPrefix(c.ID, "marker "))
		if l < 0 {
			continue
		}
		x := b.markerValue(l)
		if x > bx {
			best, bx = c.ID, x
		}
	}
	return best, "the explosion marker goes on the " + b.v.Locations[b.locIndex(strings.TrimPrefix(best, "marker "))].Name + ": where it costs you least"
}

// markerValue is what a marker on l does for the seat: when it sets l
// off, the opponents' losses less its own; otherwise a little for being a
// step closer to going off where the seat is not.
func (b *board) markerValue(l int) float64 {
	lv := &b.v.Locations[l]
	mine := 0.0
	theirs := 0.0
	for i := range b.chars {
		if int(b.sc.at[i]) != l {
			continue
		}
		if s := b.chars[i].seat; s == b.me {
			mine += b.loss(&b.sc, s, i, false)
		} else {
			theirs += b.loss(&b.sc, s, i, false)
		}
	}
	if lv.MarkersAt > 0 && lv.Markers+1 >= lv.MarkersAt {
		if b.locs[l].side.Explosions != nil && b.locs[l].side.Explosions.Result == coh.Explode {
			return oppWeight*theirs - mine
		}
		return -0.5 * mine // burnt or sealed: the characters stay alive
	}
	return 0.1 * (oppWeight*theirs - mine)
}
