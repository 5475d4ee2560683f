package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
)

// The participant's answers: the action card, the kind of Search, Resolve
// on the cards drawn, and where to escape to. Combat is in smart_fight.go.

// action picks the turn's action card: a combat card when not alone,
// otherwise the move or Search worth most, each weighed by the danger of
// where it leaves the participant.
func (b *board) action(cs []rules.Choice) (int, string) {
	if cs[0].ID == "attack" {
		return b.fight(cs)
	}
	me := b.me
	at := b.who[me].at
	g := b.goals(me)
	scores := make([]float64, len(cs))
	goalOf := make([]int, len(cs))
	for i, c := range cs {
		if c.ID == "search" {
			scores[i] = best(b.ways(me, at, true)).worth - b.danger(me, at)
			goalOf[i] = at
			continue
		}
		to := b.step(at, actOfWord(c.ID))
		pot, goal := b.potential(&g, to)
		scores[i], goalOf[i] = gamma*pot-b.danger(me, to), goal
	}
	i := top(scores)
	if cs[i].ID == "search" {
		return i, b.searchWhy(best(b.ways(me, at, true)).kind)
	}
	return i, "move " + cs[i].ID + " toward " + b.roomName(goalOf[i]) + ", " + itoa(b.far(at, goalOf[i])) + " away: " + b.goalWhy(goalOf[i], &g)
}

// goalWhy says what makes cell c worth going to.
func (b *board) goalWhy(c int, g *[maxCells]float64) string {
	me := b.me
	if g[c] <= 0 {
		return "nothing better within reach, and further from danger"
	}
	if b.cells[c].room == nil {
		if b.who[me].keys >= b.p.exitKeys && b.exitsDown > 0 {
			return "holding " + count(b.who[me].keys, "key") + ", and " + itoa(b.exitsDown) + " of the " + itoa(b.faceDown) + " face-down rooms are exits"
		}
		return "a room to turn up and search"
	}
	return b.wayWhy(best(b.ways(me, c, false)).kind, c)
}

// searchWhy says why the participant searches where it stands.
func (b *board) searchWhy(kind int) string {
	at := b.who[b.me].at
	if kind < 0 {
		return "search: no move is safer or worth more"
	}
	return "search " + b.roomName(at) + ": " + b.wayWhy(kind, at)
}

// wayWhy says what a kind of Search on cell c offers.
func (b *board) wayWhy(kind, c int) string {
	me := b.me
	switch {
	case kind == sGift:
		return "a gift token to pick up"
	case kind == sKit:
		return "the First Aid Kit heals, with " + itoa(b.who[me].health) + " HP left"
	case kind == sPanic:
		return "shake off Panic"
	case kind >= sBody:
		return b.v.Seats[kind-sBody].Player + "'s body holds " + count(b.who[kind-sBody].keys+1, "key")
	}
	r := b.cells[c].room
	if r.Deck == hh.DeckExit {
		return "holding " + count(b.who[me].keys, "key") + ", a pair of cards (" + pct(b.p.odds.pair(b.draws(me, r.Search+b.power(me, hh.PowPuzzleDraw)))) + ") opens the exit"
	}
	j, p := b.likeliest(c)
	if j < 0 {
		return "its puzzle or price pays"
	}
	return pct(p) + " to find " + b.slotText(r.Rewards[j])
}

// likeliest is the slot of the room on cell c that weighs most in its
// Search for the answering seat, and its chance.
func (b *board) likeliest(c int) (int, float64) {
	cl := &b.cells[c]
	r := cl.room
	if r.Puzzle || r.Search == 0 {
		j := b.firstSlot(c, max(len(r.Rewards)-1, 1))
		if r.Search == 0 {
			return j, 1
		}
		return j, b.p.odds.pair(b.draws(b.me, b.puzzleDraws(c)+b.power(b.me, hh.PowPuzzleDraw)))
	}
	p := b.p.odds.slots(r.Rewards, cl.covered, b.draws(b.me, r.Search))
	bestJ, bestW := -1, 0.0
	for j := range r.Rewards {
		if w := p[j] * b.slotWorth(b.me, c, j); w > bestW {
			bestJ, bestW = j, w
		}
	}
	if bestJ < 0 {
		return -1, 0
	}
	return bestJ, p[bestJ]
}

// slotText names a reward of a row: "a key", "a Pistol", "2 bullets".
func (b *board) slotText(sl hh.Slot) string {
	switch sl.Symbol {
	case hh.Melee, hh.Firearm, hh.Utility:
		if x := b.p.c.Item(sl.Item); x != nil {
			return "a " + x.Name
		}
	case hh.Ammo:
		return count(max(sl.N, 1), sl.Ammo)
	case hh.Key:
		return "a key"
	}
	return sl.Symbol
}

// searchHow picks the Search worth most of those offered.
func (b *board) searchHow(cs []rules.Choice) (int, string) {
	me := b.me
	at := b.who[me].at
	ws := b.ways(me, at, true)
	scores := make([]float64, len(cs))
	kinds := make([]int, len(cs))
	for i, c := range cs {
		kinds[i] = wayOfID(c.ID)
		scores[i] = -deathCost
		for _, w := range ws {
			if w.kind == kinds[i] {
				scores[i] = w.worth
			}
		}
	}
	i := top(scores)
	return i, b.searchWhy(kinds[i])
}

// wayOfID reads the kind of Search of an answer of searchHowRule.
func wayOfID(id string) int {
	switch id {
	case "search room":
		return sRoom
	case "search gift":
		return sGift
	case "search kit":
		return sKit
	case "search panic":
		return sPanic
	}
	return sBody + atoiOr(id[len("search body "):])
}

// escapeTo picks the room to escape to, as a move is picked.
func (b *board) escapeTo(cs []rules.Choice) (int, string) {
	me := b.me
	at := b.who[me].at
	g := b.goals(me)
	scores := make([]float64, len(cs))
	goals := make([]int, len(cs))
	for i, c := range cs {
		to := b.step(at, actOfWord(c.ID[len("escape "):]))
		pot, goal := b.potential(&g, to)
		scores[i], goals[i] = gamma*pot-b.danger(me, to), goal
	}
	i := top(scores)
	return i, "escape toward " + b.roomName(goals[i]) + ": " + b.goalWhy(goals[i], &g)
}

// moreCards decides on Resolve before a Search's cards are settled: accept
// what they give, drop the card that spoils them, or pay for more cards
// when their mean gain beats the Resolve.
func (b *board) moreCards(cs []rules.Choice) (int, string) {
	drawn := b.drawnCards()
	now := b.handWorth(drawn)
	scores := make([]float64, len(cs))
	for i, c := range cs {
		switch {
		case c.ID == "accept":
			scores[i] = now
		case c.ID == "draw more":
			scores[i] = b.moreWorth(drawn) - resolveWorth
		default:
			scores[i] = b.handWorth(without(drawn, b.p.rewardIndex(c.ID[len("drop "):])))
		}
	}
	i := top(scores)
	switch {
	case cs[i].ID == "accept":
		return i, "accept the cards: " + b.handWhy(drawn)
	case cs[i].ID == "draw more":
		return i, "spend Resolve on more cards: they are worth more than the token (now " + b.handWhy(drawn) + ")"
	}
	return i, "drop a card that spoils the draw: then " + b.handWhy(without(drawn, b.p.rewardIndex(cs[i].ID[len("drop "):])))
}

// drawnCards is the reward cards of the Search under way, by index.
func (b *board) drawnCards() []int {
	var out []int
	for _, id := range b.v.Drawn {
		if i := b.p.rewardIndex(id); i >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// without is cards less card i, in a new slice.
func without(cards []int, i int) []int {
	out := make([]int, 0, len(cards))
	for _, c := range cards {
		if c != i {
			out = append(out, c)
		}
	}
	return out
}

// symbolsOf is the cards' symbols, as choose and pair read them, in a
// slice the next call reuses: the weighing of more cards makes thousands.
func (b *board) symbolsOf(cards []int) [][]string {
	b.hand = b.hand[:0]
	for _, i := range cards {
		b.hand = append(b.hand, b.p.c.Rewards[i].Symbols)
	}
	return b.hand
}

// handWorth is what the cards would give the searcher in its room now.
func (b *board) handWorth(cards []int) float64 {
	me := b.me
	c := b.who[me].at
	r := b.cells[c].room
	syms := b.symbolsOf(cards)
	switch {
	case r.Deck == hh.DeckExit:
		if pair(syms) {
			return escapeWorth
		}
		return 0
	case r.Puzzle:
		win, lose := b.puzzleStakes(me, c)
		if pair(syms) {
			return win
		}
		return lose
	}
	j := choose(r.Rewards, b.cells[c].covered, syms)
	if j < 0 {
		return resolveWorth
	}
	return b.slotWorth(me, c, j)
}

// handWhy says what the cards would give now.
func (b *board) handWhy(cards []int) string {
	c := b.who[b.me].at
	r := b.cells[c].room
	syms := b.symbolsOf(cards)
	if r.Puzzle || r.Deck == hh.DeckExit {
		if pair(syms) {
			return "they hold a pair"
		}
		return "they hold no pair"
	}
	if j := choose(r.Rewards, b.cells[c].covered, syms); j >= 0 {
		return "they find " + b.slotText(r.Rewards[j])
	}
	return "they find nothing (a Resolve)"
}

// moreWorth is the mean worth of the hand after one more Resolve: two
// cards for the first token, one for each later, then the best drop while
// none has been made.
func (b *board) moreWorth(cards []int) float64 {
	k := 1
	if b.v.Spent == 0 {
		k = 2
	}
	var rest []int
	for i := range b.p.c.Rewards {
		if !contains(cards, i) && b.p.c.Rewards[i].ID != b.v.Dropped {
			rest = append(rest, i)
		}
	}
	if len(rest) < k {
		return b.handWorth(cards)
	}
	canDrop := b.v.Dropped == ""
	hand := make([]int, len(cards), len(cards)+k)
	copy(hand, cards)
	less := make([]int, 0, len(cards)+k)
	sum, n := 0.0, 0
	deal := func(extra ...int) {
		h := append(hand, extra...)
		w := b.handWorth(h)
		for d := 0; canDrop && d < len(h); d++ {
			less = append(append(less[:0], h[:d]...), h[d+1:]...)
			w = max(w, b.handWorth(less))
		}
		sum += w
		n++
	}
	for x := range rest {
		if k == 1 {
			deal(rest[x])
			continue
		}
		for _, y := range rest[x+1:] {
			deal(rest[x], y)
		}
	}
	return sum / float64(n)
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// puzzleStakes is what solving and failing an attempt at the puzzle on
// cell c give seat s (puzzleWorth weighs them by the odds).
func (b *board) puzzleStakes(s, c int) (win, lose float64) {
	r := b.cells[c].room
	last := len(r.Rewards) - 1
	win = b.firstWorth(s, c, max(last, 0))
	if last >= 0 {
		lose = b.slotWorth(s, c, last)
	}
	if r.Locks && b.firstSlot(c, max(last, 0)) >= 0 {
		lose = 0.3
	}
	return win, lose
}
