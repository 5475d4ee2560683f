package hallsofhorror

import (
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules/engine"
)

// Searching (rulebook 5.2.2.1 and 7.1). A Search draws reward cards from
// the reward deck, face up, one chance prompt a card over the cards still
// in the deck; a deck that runs out takes the discard pile back, shuffled.
//
// In an ordinary room the cards showing no reward still available on the
// room's row are dropped; each card left counts for every available reward
// of the row it shows (a card with two symbols may count for both: the
// rulebook does not say, and this is the reading that drops nothing it
// keeps); the reward with the most cards is found, the left-most on the
// row on a tie; nothing left, or an item or Panic already held, gives one
// Resolve instead. A found reward with a square outline is covered, one
// with an octagon exhausts the room, and a room with only Damage and Panic
// left is exhausted too.
//
// At an exit a participant holding its keys draws its number of cards and
// escapes on a pair: two cards showing the same symbol (the shipped reward
// cards are all different, so "two identical cards" could never happen).
//
// Spending Resolve to draw more, puzzles, the special rooms that draw no
// card (a guaranteed reward, paying HP), gifts, bodies and the First Aid
// Kit are not in these rules yet.

var searchRule = engine.Rule[*game]{
	Name: "search",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		cell := int(g.at[who])
		r := g.roomOf(cell)
		name := g.person(who).Does("searches") + " the " + r.Name
		places := []string{g.cellID(cell)}
		switch {
		case r.Deck == hh.DeckExit && int(g.keys[who]) < r.Keys:
			g.log("search", name+" but "+g.person(who).Mid().Does("holds")+" "+count(int(g.keys[who]), "key")+" of the "+itoa(r.Keys)+" needed to get out.", places, who)
			return
		case r.Deck == hh.DeckExit:
			g.log("search", name+", holding "+count(int(g.keys[who]), "key")+": a pair opens it.", places, who)
			g.searchDraw(who, r.Search+g.power(who, hh.PowPuzzleDraw))
			return
		case g.exhausted&(1<<cell) != 0:
			g.log("search", name+", but it is exhausted: nothing is left to find.", places, who)
			return
		case r.Puzzle:
			g.log("search", name+": puzzles are not in these rules yet, so nothing happens.", places, who)
			return
		case r.Search == 0:
			g.log("search", name+": its special rule is not in these rules yet, so nothing happens.", places, who)
			return
		}
		if q := r.Requires; q != nil {
			if why := g.lacks(who, q); why != "" {
				g.log("search", name+" but cannot: "+why+".", places, who)
				return
			}
			if q.N > 0 {
				*g.tokens(who, q.Spend) -= int8(q.N)
				g.log("spend", g.person(who).Does("spends")+" "+count(q.N, q.Spend)+" to search the "+r.Name+".", places, who)
			}
		}
		g.log("search", name+".", places, who)
		g.searchDraw(who, r.Search)
	},
}

// searchDraw pushes the draws of a Search of n cards and what they give:
// one card fewer while Panicked, never fewer than one.
func (g *game) searchDraw(who, n int) {
	if g.panic.Has(seat(who)) {
		n--
	}
	n = min(max(n, 1), len(g.c.Rewards))
	g.Push(foundStep(who), drawStep(who, n))
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
		a.Text = "Draw a reward card for " + g.person(who).Mid().Possessive() + " Search (" + itoa(leftOf(s)) + " to draw)."
		a.Grow(len(g.c.Rewards))
		for i, r := range g.c.Rewards {
			if g.deck&(1<<i) != 0 {
				a.Outcome("reward "+r.ID, symbolsLabel(r.Symbols), 1, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.deck &^= 1 << c.Arg
		g.drawn |= 1 << c.Arg
		g.log("draw", g.person(who).Does("draws")+" a reward card: "+symbolsLabel(g.c.Rewards[c.Arg].Symbols)+".", nil, who)
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
		var cards [][]string
		for i, x := range g.c.Rewards {
			if g.drawn&(1<<i) != 0 {
				cards = append(cards, x.Symbols)
			}
		}
		g.drawn = 0
		if r.Deck == hh.DeckExit {
			if pair(cards) {
				g.escaped = g.escaped.With(seat(who))
				g.log("escape", g.person(who).Does("finds")+" a pair at the "+r.Name+" and escapes!", []string{g.cellID(cell)}, who)
			} else {
				g.log("search", g.person(who).Does("finds")+" no pair: the "+r.Name+" stays shut.", []string{g.cellID(cell)}, who)
			}
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

// pair reports whether two of the cards show the same symbol.
func pair(cards [][]string) bool {
	seen := map[string]bool{}
	for _, c := range cards {
		for _, x := range c {
			if seen[x] {
				return true
			}
		}
		for _, x := range c {
			seen[x] = true
		}
	}
	return false
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
	r := g.roomOf(cell)
	sl := r.Rewards[j]
	who := g.person(s)
	switch sl.Symbol {
	case hh.Melee, hh.Firearm, hh.Utility:
		it := g.c.Item(sl.Item)
		i := g.itemIndex(sl.Item)
		if it == nil || i < 0 {
			g.gainResolve(s, "the reward names no item")
			break
		}
		if g.items[s]&(1<<i) != 0 {
			g.gainResolve(s, who.Mid().Does("owns")+" a "+it.Name+" already")
			break
		}
		g.items[s] |= 1 << i
		g.log("find", who.Does("finds")+" a "+it.Name+".", []string{g.cellID(cell)}, s)
		if it.Ammo != "" && it.Loaded+sl.Extra > 0 {
			g.gainAmmo(s, it.Ammo, it.Loaded+sl.Extra)
		}
	case hh.Ammo:
		g.gainAmmo(s, sl.Ammo, max(sl.N, 1))
	case hh.Key:
		g.keys[s]++
		g.log("find", who.Does("finds")+" a key.", []string{g.cellID(cell)}, s)
	case hh.Damage:
		n := max(max(sl.N, 1)-g.power(s, hh.PowReduceDamage), 0)
		g.health[s] = int8(max(int(g.health[s])-n, 0))
		g.resolve[s] += int8(n)
		g.log("damage", who.Does("takes")+" "+itoa(n)+" damage and "+who.Mid().Verb("gains")+" "+itoa(n)+" Resolve for it.", []string{g.cellID(cell)}, s)
		if g.health[s] == 0 {
			g.die(s)
		}
	case hh.Panic:
		if g.panic.Has(seat(s)) {
			g.gainResolve(s, who.Mid().Does("is")+" Panicked already")
			break
		}
		g.panic = g.panic.With(seat(s))
		g.log("panic", who.Does("is")+" Panicked!", []string{g.cellID(cell)}, s)
	}
	switch sl.Outline {
	case hh.Once:
		g.covered[cell] |= 1 << j
	case hh.Exhausts:
		g.exhaust(cell)
	}
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
	g.log("exhausted", "The "+g.roomOf(cell).Name+" is exhausted.", []string{g.cellID(cell)})
}
