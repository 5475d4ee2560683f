package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
)

// What things are worth to a participant, in points: a key still missing
// for the exit is 10, getting out is 100, and the rest is weighed against
// them. A later turn counts gamma times less.
const (
	escapeWorth  = 100.0
	keyWorth     = 10.0
	spareKey     = 1.5 // a key beyond those an exit asks: a room to lock
	resolveWorth = 0.6
	deathCost    = 30.0
	panicCost    = 2.5
	gamma        = 0.7
)

// hurt is what n damage from one source costs seat s: more the less health
// is left, everything at death; earn counts the Resolve it gives back.
func (b *board) hurt(s, n int, earn bool) float64 {
	n = max(n-b.power(s, hh.PowReduceDamage), 0)
	w := &b.who[s]
	switch {
	case n == 0:
		return 0
	case n >= w.health:
		return deathCost
	}
	c := float64(n) * (0.6 + 6/float64(w.health))
	if earn {
		c -= float64(n) * resolveWorth * 0.8
	}
	return c
}

// keyWorthTo is what one more key is worth to seat s.
func (b *board) keyWorthTo(s int) float64 {
	if b.who[s].keys < b.p.exitKeys {
		return keyWorth
	}
	return spareKey
}

// strength is a weapon's expected damage a die: its chance times its
// damage (i < 0: bare hands).
func (b *board) strength(s, i int) float64 {
	if i < 0 {
		low := lowest(b.p.c.Combat.Attack.Success)
		if n := b.power(s, hh.PowUnarmedFaces); n > 0 {
			low = min(low, n)
		}
		return faceOdds(low) * float64(b.p.c.Combat.Attack.Damage)
	}
	x := &b.p.c.Items[i]
	return faceOdds(lowest(x.Success)) * float64(x.Damage)
}

// armed is seat s's best weapon it can fight with now (-1 bare hands).
func (b *board) armed(s int) int {
	best, bestS := -1, b.strength(s, -1)
	for i := range b.p.c.Items {
		x := &b.p.c.Items[i]
		if !b.owns(s, i) || (x.Category != hh.CatMelee && x.Category != hh.CatFirearm) || b.ammo(s, x.Ammo) == 0 {
			continue
		}
		if st := b.strength(s, i); st > bestS {
			best, bestS = i, st
		}
	}
	return best
}

// ammo is how many tokens of kind seat s holds; a weapon without ammo has
// all it needs.
func (b *board) ammo(s int, kind string) int {
	switch kind {
	case "":
		return 1
	case hh.Bullet:
		return b.who[s].bullets
	case hh.Shell:
		return b.who[s].shells
	}
	return b.who[s].keys
}

// itemWorth is what item i is worth to seat s; an item held already is
// worth the Resolve a Search gives for it when consolation says so.
func (b *board) itemWorth(s, i int, consolation bool) float64 {
	if i < 0 {
		return 0
	}
	if b.owns(s, i) {
		if consolation {
			return resolveWorth
		}
		return 0
	}
	x := &b.p.c.Items[i]
	w := 0.0
	switch {
	case x.Category == hh.CatMelee || x.Category == hh.CatFirearm:
		now := b.strength(s, b.armed(s))
		w = 1 + 2*max(b.strength(s, i)-now, 0)
	case x.Use != nil && x.Use.Kind == hh.UseHeal:
		w = 1.5 + float64(b.who[s].maxHealth-b.who[s].health)/3
	default:
		w = 2.5
	}
	return w + b.opens(s, x.ID)
}

// opens is what owning item id would open for seat s: a room turned up
// that needs it and still has a key to find.
func (b *board) opens(s int, id string) float64 {
	for c := range b.cells {
		r := b.cells[c].room
		if r != nil && r.Requires != nil && r.Requires.Item == id && b.keyLeft(c) {
			return b.keyWorthTo(s) / 3
		}
	}
	return 0
}

// keyLeft reports whether the room on cell c still has a key to find.
func (b *board) keyLeft(c int) bool {
	cl := &b.cells[c]
	if cl.room == nil || cl.exhausted {
		return false
	}
	for j, sl := range cl.room.Rewards {
		if sl.Symbol == hh.Key && cl.covered&(1<<j) == 0 {
			return true
		}
	}
	return false
}

// ammoWorth is what n tokens of kind are worth to seat s: much while it
// holds the firearm that spends them and has few, little otherwise.
func (b *board) ammoWorth(s int, kind string, n int) float64 {
	n += b.power(s, hh.PowExtraAmmo)
	gun := false
	for i := range b.p.c.Items {
		if b.owns(s, i) && b.p.c.Items[i].Ammo == kind {
			gun = true
		}
	}
	w, have := 0.0, b.ammo(s, kind)
	for k := range n {
		switch {
		case gun && have+k < 3:
			w += 0.8
		case gun:
			w += 0.2
		default:
			w += 0.25
		}
	}
	return w
}

// panicWorth is what becoming Panicked is worth to seat s (a Resolve for
// one already Panicked).
func (b *board) panicWorth(s int) float64 {
	if b.who[s].panicked {
		return resolveWorth
	}
	return -panicCost
}

// slotWorth is what slot j of the room on cell c is worth to seat s.
func (b *board) slotWorth(s, c, j int) float64 {
	r := b.cells[c].room
	sl := r.Rewards[j]
	switch sl.Symbol {
	case hh.Melee, hh.Firearm, hh.Utility:
		w := b.itemWorth(s, b.p.itemIndex(sl.Item), true)
		if x := b.p.c.Item(sl.Item); x != nil && x.Ammo != "" && !b.owns(s, b.p.itemIndex(sl.Item)) {
			w += b.ammoWorth(s, x.Ammo, x.Loaded+sl.Extra)
		}
		return w
	case hh.Ammo:
		return b.ammoWorth(s, sl.Ammo, max(sl.N, 1))
	case hh.Key:
		return b.keyWorthTo(s)
	case hh.Damage:
		w := -b.hurt(s, max(sl.N, 1), true)
		if x := r.Rule; x != nil && x.Kind == hh.RuleDamageGrant && x.N-1 != j && x.N-1 < len(r.Rewards) &&
			b.cells[c].covered&(1<<(x.N-1)) == 0 && w > -deathCost {
			w += b.slotWorth(s, c, x.N-1)
		}
		return w
	case hh.Panic:
		return b.panicWorth(s)
	}
	return 0
}

// draws is the cards a Search of n draws for seat s: one fewer while
// Panicked.
func (b *board) draws(s, n int) int {
	if b.who[s].panicked {
		n--
	}
	return max(n, 1)
}

// roomWorth is what a Search of the room on cell c is worth to seat s
// standing in it, and false when the room cannot be searched.
func (b *board) roomWorth(s, c int) (float64, bool) {
	cl := &b.cells[c]
	r, w := cl.room, &b.who[s]
	if r == nil {
		return 0, false
	}
	if r.Deck == hh.DeckExit {
		if w.keys < r.Keys {
			return 0, false
		}
		return b.p.odds.pair(b.draws(s, r.Search+b.power(s, hh.PowPuzzleDraw))) * escapeWorth, true
	}
	if cl.exhausted || (r.Search == 0 && r.Rule == nil) {
		return 0, false
	}
	cost := 0.0
	if q := r.Requires; q != nil {
		if (q.Item != "" && !b.owns(s, b.p.itemIndex(q.Item))) || b.ammo(s, q.Spend) < q.N {
			return 0, false
		}
		if q.N > 0 {
			cost += b.spendCost(s, q.Spend, q.N)
		}
	}
	rule := ""
	if r.Rule != nil {
		rule = r.Rule.Kind
	}
	switch {
	case r.Puzzle:
		return b.puzzleWorth(s, c) - cost, true
	case rule == hh.RulePayHealth:
		if w.health <= r.Rule.N {
			return 0, false
		}
		cost += b.hurt(s, r.Rule.N, false)
		return b.firstWorth(s, c, len(r.Rewards)) - cost, true
	case r.Search == 0:
		return b.firstWorth(s, c, len(r.Rewards)) - cost, true
	}
	p := b.p.odds.slots(r.Rewards, cl.covered, b.draws(s, r.Search))
	v := p[len(r.Rewards)] * resolveWorth
	for j := range r.Rewards {
		if p[j] > 0 {
			v += p[j] * b.slotWorth(s, c, j)
		}
	}
	return v - cost, true
}

// spendCost is what spending n tokens of kind costs seat s.
func (b *board) spendCost(s int, kind string, n int) float64 {
	if kind == hh.KeyToken {
		if b.who[s].keys-n < b.p.exitKeys {
			return keyWorth * float64(n)
		}
		return spareKey * float64(n)
	}
	return 0.8 * float64(n)
}

// firstWorth is the worth of the left-most slot left before slot end, a
// Resolve when none is.
func (b *board) firstWorth(s, c, end int) float64 {
	if j := b.firstSlot(c, end); j >= 0 {
		return b.slotWorth(s, c, j)
	}
	return resolveWorth
}

// firstSlot is the left-most slot before end still to find in the room on
// cell c, -1 none.
func (b *board) firstSlot(c, end int) int {
	cl := &b.cells[c]
	for j := range end {
		if cl.covered&(1<<j) == 0 && cl.room.Rewards[j].Symbol != hh.Blank {
			return j
		}
	}
	return -1
}

// puzzleWorth weighs an attempt at the puzzle on cell c (search.go's
// puzzle): a pair wins the left-most reward left; a failure deals the
// penalty, or in a puzzle that locks only makes progress while a reward is
// left.
func (b *board) puzzleWorth(s, c int) float64 {
	pair := b.p.odds.pair(b.draws(s, b.puzzleDraws(c)+b.power(s, hh.PowPuzzleDraw)))
	win, lose := b.puzzleStakes(s, c)
	return pair*win + (1-pair)*lose
}

// puzzleDraws is the cards an attempt at the puzzle on cell c draws, as
// the game's puzzleDraws counts them from the view.
func (b *board) puzzleDraws(c int) int {
	cl := &b.cells[c]
	n := cl.room.Search
	for j, sl := range cl.room.Rewards {
		if cl.covered&(1<<j) != 0 {
			if sl.Draw > 0 {
				n = sl.Draw
			} else {
				n++
			}
		}
	}
	return n
}

// giftWorth is the mean worth to seat s of a gift token picked up.
func (b *board) giftWorth(s int) float64 {
	sum := 0.0
	for _, x := range b.p.c.Gifts {
		switch x.Kind {
		case hh.GiftItem:
			w := 0.0
			for _, id := range x.Items {
				w += b.itemWorth(s, b.p.itemIndex(id), false)
			}
			sum += max(w, resolveWorth)
		case hh.GiftAmmo:
			sum += b.ammoWorth(s, x.Ammo, max(x.N, 1))
		case hh.GiftPanic:
			sum += b.panicWorth(s)
		case hh.GiftDamage:
			sum -= b.hurt(s, max(x.N, 1), true)
		}
	}
	return sum / float64(max(len(b.p.c.Gifts), 1))
}

// bodyWorth is what seat s takes from seat t's body: its items, its ammo
// and its keys, one more than it held.
func (b *board) bodyWorth(s, t int) float64 {
	d := &b.who[t]
	w := b.ammoWorth(s, hh.Bullet, d.bullets) + b.ammoWorth(s, hh.Shell, d.shells)
	for i := range b.p.c.Items {
		if d.items&(1<<i) != 0 {
			w += b.itemWorth(s, i, false)
		}
	}
	for k := range d.keys + 1 {
		if b.who[s].keys+k < b.p.exitKeys {
			w += keyWorth
		} else {
			w += spareKey
		}
	}
	return w
}

// healWorth is what the First Aid Kit's Search is worth to seat s now.
func (b *board) healWorth(s int) float64 {
	w := &b.who[s]
	n := min(max(b.p.c.Items[b.p.kit].Use.N, 1), w.maxHealth-w.health)
	return float64(n) * (0.6 + 6/float64(w.health)) * 0.8
}

// The kinds of Search a participant may make, as search.go numbers them.
type way struct {
	kind  int // sRoom, sGift, sKit, sPanic, sBody+seat
	worth float64
}

// ways lists the Searches seat s may make on cell c, with their worth;
// here says it stands there now (a kit or Panic goes everywhere with it).
func (b *board) ways(s, c int, here bool) []way {
	var out []way
	if w, ok := b.roomWorth(s, c); ok {
		out = append(out, way{sRoom, w})
	}
	if here && b.who[s].at == c && b.cells[c].closed {
		return out // shut in a puzzle: only the puzzle
	}
	if b.cells[c].gifts > 0 {
		out = append(out, way{sGift, b.giftWorth(s)})
	}
	for _, t := range b.cells[c].bodies {
		out = append(out, way{sBody + t, b.bodyWorth(s, t)})
	}
	if !here {
		return out
	}
	if b.p.kit >= 0 && b.owns(s, b.p.kit) && b.who[s].health < b.who[s].maxHealth {
		out = append(out, way{sKit, b.healWorth(s)})
	}
	if b.who[s].panicked {
		out = append(out, way{sPanic, panicCost})
	}
	return out
}

// best is the most worth of ways, and its kind (-1 for none).
func best(ws []way) way {
	top := way{-1, 0}
	for _, w := range ws {
		if top.kind < 0 || w.worth > top.worth {
			top = w
		}
	}
	return top
}

// exploreWorth is what turning up a face-down room is worth to seat s: an
// exit with the chance e in k that it is one, otherwise a room to search.
func (b *board) exploreWorth(s int) float64 {
	if b.faceDown == 0 {
		return 0
	}
	w := &b.who[s]
	pExit := float64(b.exitsDown) / float64(b.faceDown)
	exit := 3 + 4*float64(w.keys)
	if w.keys >= b.p.exitKeys {
		exit = 0.9 * escapeWorth * b.p.odds.pair(b.draws(s, 4+b.power(s, hh.PowPuzzleDraw)))
	}
	room := 2.5
	if w.keys < b.p.exitKeys {
		room += 2.5
	}
	return pExit*exit + (1-pExit)*room
}

// goals is what each cell is worth to seat s as a place to Search next.
func (b *board) goals(s int) (g [maxCells]float64) {
	explore := b.exploreWorth(s)
	for c := range b.cells {
		switch {
		case b.cells[c].closed && b.who[s].at != c:
			g[c] = 0
		case b.cells[c].room == nil:
			g[c] = explore
		default:
			g[c] = max(best(b.ways(s, c, false)).worth, 0)
		}
	}
	return g
}

// potential is the best goal seen from cell c, each move on the way
// counting gamma: the worth and the goal's cell.
func (b *board) potential(g *[maxCells]float64, c int) (float64, int) {
	top, at := 0.0, c
	for t := range b.cells {
		d := b.dist[c][t]
		if d < 0 || g[t] <= 0 {
			continue
		}
		w := g[t]
		for range d {
			w *= gamma
		}
		if w > top {
			top, at = w, t
		}
	}
	return top, at
}

// danger is what standing on cell c at the end of the turn risks for seat
// s: the Killer close by (the Master of the Ceremony moves him), and other
// participants to fight.
func (b *board) danger(s, c int) float64 {
	v := 0.0
	if b.killer != noCell {
		d := b.far(b.killer, c)
		hit := 0.5*b.hurt(s, b.v.Killer.Damage, true) + 1
		near := [3]float64{1, 0.35, 0.12}
		if !b.v.Killer.Active || b.v.Killer.Health == 0 {
			near = [3]float64{0.3, 0.1, 0}
		}
		if d < len(near) {
			v += hit * near[d]
		}
	}
	return v + float64(b.company(s, c))
}
