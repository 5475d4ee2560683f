package hallsofhorror

import (
	"math/bits"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules/engine"
)

// Searching (rulebook 5.2.2). A Search action does one of: search the
// room (an ordinary room, a puzzle, an exit), pick up a gift token, search
// a body, use a First Aid Kit, or shake off Panic; the player says which
// when the action resolves, if more than one is possible. A participant
// shut in a puzzle room can only work on the puzzle.
//
// The reward cards are drawn face up, one chance prompt a card over the
// cards still in the deck; a deck that runs out takes the discard pile
// back, shuffled. Before the cards are settled the searcher may spend
// Resolve: the first token draws two more cards, each later one one more,
// and once any was spent one card drawn may be dropped.
//
// In an ordinary room the cards showing no reward still available on the
// room's row are dropped; each card left counts for every available reward
// of the row it shows (a card with two symbols may count for both: the
// rulebook does not say, and this is the reading that drops nothing it
// keeps); the reward with the most cards is found, the left-most on the
// row on a tie; nothing left, or an item or Panic already held, gives one
// Resolve instead. A found reward with a square outline is covered, one
// with an octagon exhausts the room, and a room with only Damage and Panic
// left is exhausted too. A room with no search number gives its reward
// without cards, once its price is paid (a bullet, a key, or health).
//
// A puzzle, and an exit to a participant holding its keys, asks for a pair:
// two cards showing the same symbol (the shipped reward cards are all
// different, so "two identical cards" could never happen).

// The kinds of Search, by Arg of the question that picks one.
const (
	sRoom = iota
	sGift
	sKit
	sPanic
	sBody // + the seat whose body
)

var searchRule = engine.Rule[*game]{
	Name: "search",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		ways, why := g.searches(who)
		switch len(ways) {
		case 0:
			g.log("search", g.person(who).Does("searches")+" "+g.where(int(g.at[who]))+" but "+why+".", g.places(int(g.at[who])), who)
		case 1:
			g.searchBy(who, ways[0])
		default:
			g.Push(searchHowStep(who))
		}
	},
}

// searches lists the kinds of Search seat s may make now, and says why the
// room itself cannot be searched when it cannot.
func (g *game) searches(s int) (ways []int, why string) {
	cell := int(g.at[s])
	why = g.roomBlocked(s)
	if why == "" {
		ways = append(ways, sRoom)
	}
	if g.shut&(1<<cell) != 0 {
		return ways, why
	}
	if g.gifts[cell] > 0 {
		ways = append(ways, sGift)
	}
	for t := range g.n {
		if g.body.Has(seat(t)) && int(g.at[t]) == cell {
			ways = append(ways, sBody+t)
		}
	}
	if g.kit >= 0 && g.items[s]&(1<<g.kit) != 0 {
		ways = append(ways, sKit)
	}
	if g.panic.Has(seat(s)) {
		ways = append(ways, sPanic)
	}
	return ways, why
}

// roomBlocked says why seat s cannot search its room, or "".
func (g *game) roomBlocked(s int) string {
	cell := int(g.at[s])
	r := g.roomOf(cell)
	who := g.person(s).Mid()
	switch {
	case r.Deck == hh.DeckExit && int(g.keys[s]) < r.Keys:
		return who.Does("holds") + " " + count(int(g.keys[s]), "key") + " of the " + itoa(r.Keys) + " needed to get out"
	case r.Deck == hh.DeckExit:
		return ""
	case g.exhausted&(1<<cell) != 0:
		return "it is exhausted: nothing is left to find"
	case r.Search == 0 && r.Rule == nil:
		return "it has nothing to search"
	}
	if q := r.Requires; q != nil {
		if why := g.lacks(s, q); why != "" {
			return why
		}
	}
	if x := r.Rule; x != nil && x.Kind == hh.RulePayHealth && int(g.health[s]) <= x.N {
		return who.Does("has") + " too little health to pay " + itoa(x.N)
	}
	return ""
}

// searchHowRule: a participant with several ways to use a Search picks
// one.
var searchHowRule = engine.Rule[*game]{
	Name: "search how",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "What does " + g.person(who).Mid().Possessive() + " Search do?"
		ways, _ := g.searches(who)
		for _, w := range ways {
			switch {
			case w == sRoom:
				a.Add("search room", "Search the "+g.roomOf(int(g.at[who])).Name, w)
			case w == sGift:
				a.Add("search gift", "Pick up a gift token", w)
			case w == sKit:
				a.Add("search kit", "Use the First Aid Kit", w)
			case w == sPanic:
				a.Add("search panic", "Shake off Panic", w)
			default:
				a.Add("search body "+itoa(w-sBody), "Search "+g.person(w-sBody).Mid().Possessive()+" body", w)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) { g.searchBy(stepSeat(s), c.Arg) },
}

// searchBy does seat s's Search of kind way.
func (g *game) searchBy(s, way int) {
	cell := int(g.at[s])
	places := g.places(cell)
	who := g.person(s)
	switch {
	case way == sRoom:
		g.searchRoom(s)
	case way == sGift:
		g.Push(giftStep(s))
	case way == sKit:
		x := &g.c.Items[g.kit]
		heal := min(max(x.Use.N, 1), g.sideOf(int(g.part[s])).Health-int(g.health[s]))
		g.health[s] += int8(heal)
		g.items[s] &^= 1 << g.kit
		g.log("heal", who.Does("uses")+" the "+x.Name+": "+itoa(heal)+" HP back.", places, s)
	case way == sPanic:
		g.panic = g.panic.Without(seat(s))
		g.log("panic", who.Does("shakes")+" off Panic.", places, s)
	default:
		g.searchBody(s, way-sBody)
	}
}

// searchRoom searches the room seat s stands in.
func (g *game) searchRoom(s int) {
	cell := int(g.at[s])
	r := g.roomOf(cell)
	places := g.places(cell)
	name := g.person(s).Does("searches") + " the " + r.Name
	if q := r.Requires; q != nil && q.N > 0 {
		*g.tokens(s, q.Spend) -= int8(q.N)
		g.log("spend", g.person(s).Does("spends")+" "+count(q.N, q.Spend)+" to search the "+r.Name+".", places, s)
	}
	switch {
	case r.Deck == hh.DeckExit:
		g.log("search", name+", holding "+count(int(g.keys[s]), "key")+": a pair opens it.", places, s)
		g.searchDraw(s, r.Search+g.power(s, hh.PowPuzzleDraw))
	case r.Puzzle:
		g.log("search", name+": a pair solves it.", places, s)
		g.searchDraw(s, g.puzzleDraws(cell)+g.power(s, hh.PowPuzzleDraw))
	case r.Rule != nil && r.Rule.Kind == hh.RulePayHealth:
		g.health[s] -= int8(r.Rule.N)
		g.log("search", name+", paying "+itoa(r.Rule.N)+" HP.", places, s)
		g.guaranteed(s, cell)
	case r.Search == 0:
		g.log("search", name+".", places, s)
		g.guaranteed(s, cell)
	default:
		g.log("search", name+".", places, s)
		g.searchDraw(s, r.Search)
	}
}

// guaranteed gives seat s the left-most reward left in the room on cell,
// no cards drawn.
func (g *game) guaranteed(s, cell int) {
	for j, sl := range g.roomOf(cell).Rewards {
		if g.available(cell, j) && sl.Symbol != hh.Blank {
			g.reward(s, cell, j)
			g.checkExhausted(cell)
			return
		}
	}
	g.gainResolve(s, "nothing is left to take")
}

// puzzleDraws is the cards a Search of the puzzle on cell draws: the
// room's number, or the number under the right-most progress token.
func (g *game) puzzleDraws(cell int) int {
	r := g.roomOf(cell)
	n := r.Search
	for j, sl := range r.Rewards {
		if g.covered[cell]&(1<<j) != 0 && g.exhausted&(1<<cell) == 0 {
			if sl.Draw > 0 {
				n = sl.Draw
			} else {
				n++
			}
		}
	}
	return n
}

// searchDraw pushes the draws of a Search of n cards, the chance to spend
// Resolve on it, and what they give: one card fewer while Panicked, never
// fewer than one.
func (g *game) searchDraw(who, n int) {
	if g.panic.Has(seat(who)) {
		n--
	}
	n = min(max(n, 1), len(g.c.Rewards))
	g.spent, g.dropped, g.searcher = 0, -1, int8(who)
	g.Push(foundStep(who), moreStep(who), drawStep(who, n))
}

// moreRule: before the cards are settled, spend Resolve to draw more, or
// drop a card once some was spent.
var moreRule = engine.Rule[*game]{
	Name: "search resolve",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		drop := g.spent > 0 && g.dropped < 0
		more := g.resolve[who] > 0 && bits.OnesCount32(g.drawn) < len(g.c.Rewards)
		if !drop && !more {
			return
		}
		a.Seat = seat(who)
		a.Text = g.moreTexts[who] + itoa(int(g.resolve[who])) + " left)?"
		a.Add("accept", "Accept: "+g.preview(who), -1)
		if more {
			n := 1
			if g.spent == 0 {
				n = 2
			}
			a.Add("draw more", "Spend 1 Resolve: draw "+count(n, "more card"), -2)
		}
		if drop {
			for i, r := range g.c.Rewards {
				if g.drawn&(1<<i) != 0 {
					a.Add("drop "+r.ID, "Drop the "+symbolsLabel(r.Symbols)+" card", i)
				}
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		switch {
		case c.Arg == -1:
		case c.Arg == -2:
			n := 1
			if g.spent == 0 {
				n = 2
			}
			g.resolve[who]--
			g.spent++
			g.log("resolve", g.person(who).Does("spends")+" 1 Resolve to draw "+count(n, "more card")+".", nil, who)
			g.Push(moreStep(who), drawStep(who, min(n, len(g.c.Rewards)-bits.OnesCount32(g.drawn))))
		default:
			g.drawn &^= 1 << c.Arg
			g.dropped = int8(c.Arg)
			g.log("drop", g.person(who).Does("drops")+" the "+symbolsLabel(g.c.Rewards[c.Arg].Symbols)+" card.", nil, who)
			g.Push(moreStep(who))
		}
	},
}

// drawnCards is the symbols of the cards of the Search under way.
func (g *game) drawnCards() [][]string {
	cards := make([][]string, 0, bits.OnesCount32(g.drawn))
	for i, x := range g.c.Rewards {
		if g.drawn&(1<<i) != 0 {
			cards = append(cards, x.Symbols)
		}
	}
	return cards
}

// preview says what the cards drawn would give seat s now.
func (g *game) preview(s int) string {
	cell := int(g.at[s])
	r := g.roomOf(cell)
	cards := g.drawnCards()
	if r.Puzzle || r.Deck == hh.DeckExit {
		if pair(cards) {
			return "a pair, solved"
		}
		return "no pair"
	}
	if j := choose(r.Rewards, g.covered[cell], cards); j >= 0 {
		return "the " + slotName(g, r.Rewards[j])
	}
	return "nothing matches (1 Resolve)"
}

// slotName says a reward of a row: "Knife", "2 damage", "1 bullet".
func slotName(g *game, sl hh.Slot) string {
	switch sl.Symbol {
	case hh.Melee, hh.Firearm, hh.Utility:
		if it := g.c.Item(sl.Item); it != nil {
			return it.Name
		}
	case hh.Ammo:
		return count(max(sl.N, 1), sl.Ammo)
	case hh.Damage:
		return itoa(max(sl.N, 1)) + " damage"
	}
	return sl.Symbol
}

// lacks says what seat s is missing to meet requirement q, or "".
func (g *game) lacks(s int, q *hh.Requirement) string {
	if q.Item != "" && !g.holds(s, q.Item) {
		return g.person(s).Mid().Does("does") + " not own a " + g.c.Item(q.Item).Name
	}
	if q.N > 0 && int(*g.tokens(s, q.Spend)) < q.N {
		return g.person(s).Mid().Does("has") + " fewer than " + count(q.N, q.Spend)
	}
	return ""
}

// tokens is seat s's count of a kind of token: bullet, shell or key.
func (g *game) tokens(s int, kind string) *int8 {
	switch kind {
	case hh.Bullet:
		return &g.bullets[s]
	case hh.Shell:
		return &g.shells[s]
	}
	return &g.keys[s]
}

func (g *game) itemIndex(id string) int {
	for i, x := range g.itemIDs {
		if x == id {
			return i
		}
	}
	return -1
}

// holds reports whether seat s owns item id.
func (g *game) holds(s int, id string) bool {
	i := g.itemIndex(id)
	return i >= 0 && g.items[s]&(1<<i) != 0
}

// drawRule draws one reward card for a Search: at the table, which card
// came up?
var drawRule = engine.Rule[*game]{
	Name: "draw reward",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Text = g.drawTexts[who] + itoa(leftOf(s)) + " to draw)."
		a.Grow(len(g.c.Rewards))
		for i := range g.c.Rewards {
			if g.deck&(1<<i) != 0 {
				a.Outcome(g.rewardIDs[i], g.rewardLabels[i], 1, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.deck &^= 1 << c.Arg
		g.drawn |= 1 << c.Arg
		g.log("draw", g.drawnTexts[who]+g.rewardLabels[c.Arg]+".", nil, who)
		if g.deck == 0 {
			g.deck = (1<<len(g.c.Rewards) - 1) &^ g.drawn
			g.log("reshuffle", "The reward deck is empty: the discard pile is shuffled into a new one.", nil)
		}
		if leftOf(s) > 1 {
			g.Push(drawStep(who, leftOf(s)-1))
		}
	},
}

// symbolsLabel says a reward card's symbols: "Melee", "Ammo and Key".
func symbolsLabel(symbols []string) string {
	var out []string
	for _, x := range symbols {
		out = append(out, strings.ToUpper(x[:1])+x[1:])
	}
	return strings.Join(out, " and ")
}

// foundRule settles a Search once its cards are drawn; they are then
// discarded.
var foundRule = engine.Rule[*game]{
	Name: "found",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		cell := int(g.at[who])
		r := g.roomOf(cell)
		cards := g.drawnCards()
		g.drawn, g.spent, g.dropped, g.searcher = 0, 0, -1, -1
		places := g.places(cell)
		switch {
		case r.Deck == hh.DeckExit:
			if pair(cards) {
				g.escaped = g.escaped.With(seat(who))
				g.log("escape", g.person(who).Does("finds")+" a pair at the "+r.Name+" and escapes!", places, who)
			} else {
				g.log("search", g.person(who).Does("finds")+" no pair: the "+r.Name+" stays shut.", places, who)
			}
			return
		case r.Puzzle:
			g.puzzle(who, cell, pair(cards))
			return
		}
		slot := choose(r.Rewards, g.covered[cell], cards)
		if slot < 0 {
			g.gainResolve(who, "nothing drawn is on the "+r.Name)
			return
		}
		g.reward(who, cell, slot)
		if x := r.Rule; x != nil && x.Kind == hh.RuleDamageGrant && r.Rewards[slot].Symbol == hh.Damage && g.available(cell, x.N-1) && g.inPlay(who) {
			g.reward(who, cell, x.N-1)
		}
		g.checkExhausted(cell)
	},
}

// puzzle settles an attempt at the puzzle on cell (5.2.2.2, appendix A).
//
// A puzzle that locks its entrant in has a row of rewards, then a blank
// space, then its penalty. Solved, it gives the left-most reward not
// covered and opens. Failed, a progress token covers the left-most reward
// left, and the next attempt draws the number under it. Once every reward
// is covered, the attempt left is the final one, on the blank space:
// solved, it opens with no reward; failed, it deals the penalty and opens.
// (So each sentence of the rulebook has its use: "all rewards covered"
// gives the penalty, and "solved on the final attempt" gives nothing.)
//
// The other puzzles (the Potential Exit, the Puzzle Obelisk) give their
// left-most reward left on a pair and deal their penalty, the right-most
// space, on a failure; the Potential Exit is then exhausted.
func (g *game) puzzle(s, cell int, solved bool) {
	r := g.roomOf(cell)
	who := g.person(s)
	places := g.places(cell)
	last := len(r.Rewards) - 1
	if !r.Locks {
		if solved {
			g.log("puzzle", who.Does("solves")+" the "+r.Name+".", places, s)
			for j := range last {
				if g.available(cell, j) && r.Rewards[j].Symbol != hh.Blank {
					g.reward(s, cell, j)
					g.checkExhausted(cell)
					return
				}
			}
			g.gainResolve(s, "nothing is left to win here")
			return
		}
		g.log("puzzle", who.Does("fails")+" the "+r.Name+".", places, s)
		if last >= 0 {
			g.reward(s, cell, last)
		}
		if x := r.Rule; x != nil && x.Kind == hh.RuleFailExhaust && g.exhausted&(1<<cell) == 0 {
			g.exhaust(cell)
		}
		g.checkExhausted(cell)
		return
	}
	next := -1
	for j := range last {
		if sl := r.Rewards[j]; sl.Symbol != hh.Blank && g.covered[cell]&(1<<j) == 0 {
			next = j
			break
		}
	}
	shut := g.shut&(1<<cell) != 0
	switch {
	case solved && next >= 0:
		g.log("puzzle", who.Does("solves")+" the "+r.Name+".", places, s)
		g.reward(s, cell, next)
		g.covered[cell] |= 1 << next
	case solved:
		g.log("puzzle", who.Does("solves")+" the "+r.Name+" on the final attempt: no reward, but the door opens.", places, s)
	case next >= 0:
		g.covered[cell] |= 1 << next
		g.log("puzzle", who.Does("finds")+" no pair, but "+who.Mid().Verb("makes")+" progress: the next attempt draws "+itoa(g.puzzleDraws(cell))+".", places, s)
		return
	default:
		g.log("puzzle", who.Does("fails")+" the final attempt at the "+r.Name+".", places, s)
		if last >= 0 {
			g.reward(s, cell, last)
		}
	}
	if shut {
		g.shut &^= 1 << cell
		g.log("open", "The "+r.Name+" opens.", places)
	}
	g.checkExhausted(cell)
}

// pair reports whether two of the cards show the same symbol.
func pair(cards [][]string) bool {
	var seen uint32
	for _, c := range cards {
		var mine uint32
		for _, x := range c {
			mine |= symbolBit(x)
		}
		if seen&mine != 0 {
			return true
		}
		seen |= mine
	}
	return false
}

var symbolList = hh.Symbols()

// symbolBit is a bit for each reward symbol.
func symbolBit(x string) uint32 {
	for i, y := range symbolList {
		if x == y {
			return 1 << i
		}
	}
	return 1 << 31
}

// choose is the slot of row a Search finds with the cards drawn, or -1 for
// none: the cards with no reward available on the row are dropped, each
// card left counts for every available reward it shows, the reward with
// the most cards wins and a tie goes to the left-most. covered is the
// slots covered, a bit each. The slot found is the left-most available
// one of the winning reward.
func choose(row []hh.Slot, covered uint8, cards [][]string) int {
	best, bestN := -1, 0
	for j, sl := range row {
		if covered&(1<<j) != 0 || sl.Symbol == hh.Blank || firstOf(row, covered, sl.Symbol) != j {
			continue
		}
		k := 0
		for _, c := range cards {
			for _, x := range c {
				if x == sl.Symbol {
					k++
					break
				}
			}
		}
		if k > bestN { // a later slot wins only with strictly more: ties go left
			best, bestN = j, k
		}
	}
	return best
}

// firstOf is the left-most available slot of row showing symbol, or -1.
func firstOf(row []hh.Slot, covered uint8, symbol string) int {
	for j, sl := range row {
		if covered&(1<<j) == 0 && sl.Symbol == symbol {
			return j
		}
	}
	return -1
}

// available reports whether slot j of the room on cell can still be found.
func (g *game) available(cell, j int) bool {
	r := g.roomOf(cell)
	return j >= 0 && j < len(r.Rewards) && g.covered[cell]&(1<<j) == 0 && g.exhausted&(1<<cell) == 0
}

// reward gives seat s slot j of the room on cell and marks it: covered if
// it is found once, the room exhausted if its outline says so.
func (g *game) reward(s, cell, j int) {
	sl := g.roomOf(cell).Rewards[j]
	switch sl.Symbol {
	case hh.Melee, hh.Firearm, hh.Utility:
		g.gainItem(s, g.itemIndex(sl.Item), sl.Extra, true)
	case hh.Ammo:
		g.gainAmmo(s, sl.Ammo, max(sl.N, 1))
	case hh.Key:
		g.gainKeys(s, 1)
	case hh.Damage:
		g.damage(s, max(sl.N, 1), true)
	case hh.Panic:
		g.gainPanic(s)
	}
	switch sl.Outline {
	case hh.Once:
		g.covered[cell] |= 1 << j
	case hh.Exhausts:
		g.exhaust(cell)
	}
}

// gainItem gives seat s item i, a firearm with its ammo (and extra more).
// Someone who owns one already gets 1 Resolve instead when consolation
// says so (a search; not a body); owned reports it.
func (g *game) gainItem(s, i, extra int, consolation bool) (owned bool) {
	who := g.person(s)
	if i < 0 {
		g.gainResolve(s, "the reward names no item")
		return false
	}
	it := &g.c.Items[i]
	if g.items[s]&(1<<i) != 0 {
		if consolation {
			g.gainResolve(s, who.Mid().Does("owns")+" a "+it.Name+" already")
		}
		return true
	}
	g.items[s] |= 1 << i
	g.log("find", who.Does("finds")+" a "+it.Name+".", nil, s)
	if it.Ammo != "" && it.Loaded+extra > 0 {
		g.gainAmmo(s, it.Ammo, it.Loaded+extra)
	}
	return false
}

// gainKeys gives seat s n keys; each is a room to lock this turn.
func (g *game) gainKeys(s, n int) {
	g.keys[s] += int8(n)
	g.lockOwed[s] += int8(n)
	g.log("find", g.person(s).Does("finds")+" "+count(n, "key")+".", nil, s)
}

// gainPanic makes seat s Panicked, or gives 1 Resolve to one who is.
func (g *game) gainPanic(s int) {
	who := g.person(s)
	if g.panic.Has(seat(s)) {
		g.gainResolve(s, who.Mid().Does("is")+" Panicked already")
		return
	}
	g.panic = g.panic.With(seat(s))
	g.log("panic", who.Does("is")+" Panicked!", nil, s)
}

// gainAmmo gives seat s n tokens of ammo, and any more its power adds.
func (g *game) gainAmmo(s int, kind string, n int) {
	n += g.power(s, hh.PowExtraAmmo)
	*g.tokens(s, kind) += int8(n)
	g.log("ammo", g.person(s).Does("gains")+" "+count(n, kind)+".", nil, s)
}

// gainResolve gives seat s one Resolve for a Search that found nothing it
// could take, and says why.
func (g *game) gainResolve(s int, why string) {
	g.resolve[s]++
	g.log("resolve", g.person(s).Does("gains")+" 1 Resolve: "+why+".", nil, s)
}

// checkExhausted exhausts the room on cell once only Damage and Panic are
// left to find there.
func (g *game) checkExhausted(cell int) {
	if g.exhausted&(1<<cell) != 0 {
		return
	}
	for j, sl := range g.roomOf(cell).Rewards {
		if g.covered[cell]&(1<<j) == 0 && hh.Positive(sl.Symbol) {
			return
		}
	}
	g.exhaust(cell)
}

// exhaust marks the room on cell exhausted; its Exhausted Reward tokens
// come off.
func (g *game) exhaust(cell int) {
	g.exhausted |= 1 << cell
	g.covered[cell] = 0
	g.log("exhausted", "The "+g.roomOf(cell).Name+" is exhausted.", g.places(cell))
}
