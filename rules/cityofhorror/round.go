package cityofhorror

import (
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// A round: every seat with a living character picks a movement card in
// secret and they are shown together; the hour's invasion card comes; each
// seat, from the first player clockwise, moves one character to the
// location of its card; the locations are resolved in order 1 to 6.

var roundRule = engine.Rule[*game]{
	Name: "round",
	Do: func(g *game, _ engine.Step) {
		if g.hour >= 4 {
			g.Push(endStep())
			return
		}
		g.hour++
		g.invCard = -1
		g.revealed = false
		g.shown = 0
		g.late = 0
		for s := range g.pick {
			g.pick[s] = -1
		}
		// What lasts a round is over.
		g.hidden, g.safe, g.lifted = 0, 0, 0
		g.replicas = [maxLocs][maxSeats]int8{}
		g.used = [maxLocs]engine.Seats{}
		g.resolved = 0
		g.phase = PhaseMovement
		g.log("hour", "It is "+g.hourName()+".", nil)
		// The Water Tower's side A: whoever is there sees the coming
		// invasion card.
		var peek engine.Seats
		for ch := range g.c.Characters {
			if g.at[ch] >= 0 && g.sideOf(int(g.at[ch])).Effect.Kind == coh.EffPeekInvasion {
				peek = peek.With(seat(int(g.owner[ch])))
			}
		}
		g.Push(roundStep(), resolveStep(0), blondeStep(), windowStep(wBlonde, 0), movesStep(), windowStep(wMoves, 0), invasionStep(), picksStep())
		g.Push(windowStep(wStart, 0))
		g.peek(peek)
	},
}

// picksRule starts the secret round of movement cards, once the window
// before it has closed (a character may die there): every seat with a
// living character picks; on the Water Tower's side B, those with a
// character there pick after the others are shown.
var picksRule = engine.Rule[*game]{
	Name: "picks",
	Do: func(g *game, _ engine.Step) {
		g.late = 0
		for ch := range g.c.Characters {
			if g.at[ch] >= 0 && g.sideOf(int(g.at[ch])).Effect.Kind == coh.EffChooseLast {
				g.late = g.late.With(seat(int(g.owner[ch])))
			}
		}
		alive := g.alive()
		g.late &= alive
		if g.late != 0 {
			g.Push(engine.RoundStep(kPick, g.late))
		}
		if early := alive &^ g.late; early != 0 {
			g.Push(engine.RoundStep(kPick, early))
		}
	},
}

// canPick reports whether seat s may play movement card i: some living
// character of its is elsewhere, since the one it moves may not already
// stand there.
func (g *game) canPick(s, i int) bool {
	for ch := range g.c.Characters {
		if int(g.owner[ch]) == s && g.at[ch] >= 0 && int(g.at[ch]) != g.cards[i] {
			return true
		}
	}
	return false
}

var pickRule = touching(engine.SecretRound("movement",
	func(g *game, s rules.Seat, a *engine.Ask) {
		a.Text = g.person(int(s)).Possessive() + " movement card for " + coh.Hours()[g.hour] + ", in secret: where does a character of yours go?"
		if h := g.nextHour(); h <= 4 && g.pack[h] != -1 && g.peeked[h].Has(s) {
			// What the seat looked at, where it decides with it.
			a.Text += " " + g.person(int(s)).Start().String() + " looked at the coming " + coh.Hours()[h] + " invasion card: " +
				g.cardWords(g.invasion(h, int(g.pack[h]))) + "."
		}
		for i, l := range g.cards {
			if g.canPick(int(s), i) {
				label := "The " + g.locName(l)
				if g.full(l) {
					label += " (full now)"
				}
				a.Add("card "+g.locID(l), label, i)
			}
		}
	},
	func(g *game, s rules.Seat, c engine.Choice) { g.pick[s] = int8(c.Arg) },
	func(g *game) rules.Event {
		g.revealed = true
		var shown []string
		var places []string
		for s := range g.n {
			if g.pick[s] >= 0 && !g.shown.Has(seat(s)) {
				g.shown = g.shown.With(seat(s))
				l := g.cards[g.pick[s]]
				shown = append(shown, g.person(s).Mid().Does("plays")+" the "+g.locName(l))
				places = append(places, g.locID(l))
			}
		}
		text := "Movement cards: " + strings.Join(shown, ", ") + "."
		if g.late != 0 && g.late&^g.shown != 0 {
			text += " " + g.lateNames() + ", having seen them."
		}
		return rules.Event{Kind: "movement cards", Text: text, Places: places}
	}),
	// A movement card touches its location.
	func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.locTouch(g.cards[c.Arg]) })

// invasionRule reveals the hour's invasion card: drawn now, unless it was
// drawn face down already for someone to look at (kPack).
var invasionRule = engine.Rule[*game]{
	Name: "invasion",
	Do: func(g *game, s engine.Step) {
		g.phase = PhaseInvasion
		h := g.hour
		if g.pack[h] == -1 {
			g.Push(s, packStep(h))
			return
		}
		g.invCard = int(g.pack[h])
		card := g.invasion(h, g.invCard)
		if card.ID == "typed" {
			g.log("invasion", "The "+g.hourName()+" invasion card, as typed at the table: "+g.cardWords(card)+".", nil)
		} else {
			g.log("invasion", "The "+g.hourName()+" invasion card is "+card.ID+".", nil)
		}
		g.invade(card)
	},
}

// invade plays an invasion card: its zombie moves (from 2:00), then its
// zombies, airdropped action cards and antidotes, then the zombie leader.
// No location ever holds more zombies than the cap: zombies that would go
// over it stay where they were (a move) or in the reserve (a placement).
// Supplies never drop on a location that takes no airdrops.
func (g *game) invade(card *coh.InvasionCard) {
	locs := map[string]int{}
	for i, l := range g.c.Locations {
		locs[l.ID] = i
	}
	cap := g.c.ZombieCap
	if g.hour >= 2 {
		for _, m := range card.Moves {
			from, to := locs[m.From], locs[m.To]
			k := max(min(m.N, g.zombies[from], cap-g.zombies[to]), 0)
			g.zombies[from] -= k
			g.zombies[to] += k
			text := count(k, "zombie") + " " + isAre(k, "moves", "move") + " from the " + g.locName(from) + " to the " + g.locName(to) + "."
			switch {
			case k == 0:
				text = "No zombie moves from the " + g.locName(from) + " to the " + g.locName(to) + ": " + g.overWhy(to, from) + "."
			case k < m.N:
				text += " " + count(m.N-k, "zombie") + " of the card stay put: " + g.overWhy(to, from) + "."
			}
			g.log("zombies move", text, []string{g.locID(from), g.locID(to)})
		}
	}
	for _, z := range card.Zombies {
		l := locs[z.Location]
		k := max(min(z.N, cap-g.zombies[l], g.horde), 0)
		g.zombies[l] += k
		g.horde -= k
		text := count(k, "zombie") + " arrive at the " + g.locName(l) + "."
		if k == 1 {
			text = "1 zombie arrives at the " + g.locName(l) + "."
		}
		if k < z.N {
			text += " " + count(z.N-k, "zombie") + " of the card stay in the reserve: " + g.overWhy(l, -1) + "."
		}
		g.log("zombies", text, []string{g.locID(l)})
	}
	for _, d := range card.Actions {
		l := locs[d.Location]
		if !g.c.Locations[l].Airdrops {
			continue
		}
		k := min(d.N, g.deck)
		g.deck -= k
		g.dropCards[l] += k
		if k > 0 {
			g.log("airdrop", count(k, "action card")+" dropped face down at the "+g.locName(l)+".", []string{g.locID(l)})
		}
	}
	for _, d := range card.Antidotes {
		l := locs[d.Location]
		if !g.c.Locations[l].Airdrops {
			continue
		}
		k := min(d.N, g.reserve)
		g.reserve -= k
		g.dropAnti[l] += k
		if k > 0 {
			g.log("airdrop", count(k, "antidote")+" dropped at the "+g.locName(l)+".", []string{g.locID(l)})
		}
	}
	if card.Leader > 0 {
		for range card.Leader {
			g.leader = (g.leader + 1) % g.n
		}
		g.log("leader", "The zombie leader turns to "+g.color(g.leader)+" ("+g.person(g.leader).Object()+").", nil, g.leader)
	}
}

// overWhy says why zombies could not all go to loc (from: where they
// would have come from, -1 the reserve).
func (g *game) overWhy(loc, from int) string {
	switch {
	case g.zombies[loc] >= g.c.ZombieCap:
		return "the " + g.locName(loc) + " holds " + itoa(g.c.ZombieCap) + ", the most a location can"
	case from >= 0:
		return "no more were there"
	default:
		return "the reserve is empty"
	}
}

var movesRule = engine.Rule[*game]{
	Name: "moves",
	Do: func(g *game, _ engine.Step) {
		g.phase = PhaseMoves
		// In turn order from the first player: the last pushed runs first.
		for i := g.n - 1; i >= 0; i-- {
			if s := (g.first + i) % g.n; g.pick[s] >= 0 {
				g.Push(moveStep(s))
			}
		}
	},
}

// How a move answer moves, by its Arg: the kind times moveKinds plus a
// character (or, for a change of card, the new card).
const (
	mvPlain   = iota // the character goes (to the Crossroads if it is full)
	mvGranny         // the Granny, exhausting her to move
	mvMama           // Mama squeezes into the full location (her power)
	mvDoor           // Back Door: the character goes into the full location
	mvShoes          // Running Shoes: another movement card first
	mvTeen           // the Teen: another movement card first
	moveKinds = 64
)

// movers offers what seat s may do for its move to dest.
func (g *game) movers(s, dest int, a *engine.Ask) {
	full := g.full(dest) && !g.burnt[dest] && !g.sealed[dest]
	var door, shoes int = -1, -1
	for t, c := range g.c.Actions {
		switch c.Effect.Kind {
		case coh.EffEnterFull:
			if full && g.holds(s, t) {
				door = t
			}
		case coh.EffChangeMovement:
			if g.holds(s, t) {
				shoes = t
			}
		}
	}
	end := ""
	if g.blocked(dest) {
		end = ", ending at the " + g.locName(g.cross)
	}
	for ch, c := range g.c.Characters {
		if int(g.owner[ch]) != s || g.at[ch] < 0 || int(g.at[ch]) == dest || g.sealed[g.at[ch]] {
			continue
		}
		from := " (at the " + g.locName(int(g.at[ch])) + ")"
		if c.Trait == coh.TraitCannotMove && !g.lifted.has(ch) {
			if !g.tired.has(ch) {
				a.Add("move "+c.ID, "Exhaust the "+c.Name+" to move her"+from+end, mvGranny*moveKinds+ch)
			}
			continue
		}
		a.Add("move "+c.ID, "The "+c.Name+from+end, mvPlain*moveKinds+ch)
		if full && c.Power.Kind == coh.EffEnterFull && !g.tired.has(ch) {
			a.Add("squeeze "+c.ID, "Exhaust the "+c.Name+": she goes into the full "+g.locName(dest)+from, mvMama*moveKinds+ch)
		}
		if door >= 0 {
			a.Add("door "+c.ID, "Play "+g.c.Actions[door].Title+": the "+c.Name+" goes into the full "+g.locName(dest)+from, mvDoor*moveKinds+ch)
		}
	}
	teen := g.power(s, coh.EffChangeMovement)
	for i, l := range g.cards {
		if l == dest || !g.canPick(s, i) {
			continue
		}
		if shoes >= 0 {
			a.Add("shoes "+g.locID(l), "Play "+g.c.Actions[shoes].Title+": go to the "+g.locName(l)+" instead", mvShoes*moveKinds+i)
		}
		if teen >= 0 {
			a.Add("teen "+g.locID(l), "Exhaust the "+g.charName(teen)+": go to the "+g.locName(l)+" instead", mvTeen*moveKinds+i)
		}
	}
}

var moveRule = engine.Rule[*game]{
	Name: "move",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		if g.pick[who] < 0 || g.living(who) == 0 {
			return
		}
		dest := g.cards[g.pick[who]]
		a.Seat = seat(who)
		a.Text = g.person(who).Does("moves") + " a character to the " + g.locName(dest) + ": which one?"
		switch {
		case g.sealed[dest]:
			a.Text += " Its door is blocked, so that character ends at the " + g.locName(g.cross) + "."
		case g.burnt[dest]:
			a.Text += " It has burnt down, so that character ends at the " + g.locName(g.cross) + "."
		case g.full(dest):
			a.Text += " It is full, so that character ends at the " + g.locName(g.cross) + "."
		}
		g.movers(who, dest, a)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		dest := g.cards[g.pick[who]]
		kind, x := c.Arg/moveKinds, c.Arg%moveKinds
		switch kind {
		case mvGranny:
			g.tired.set(x, true)
			g.lifted.set(x, true)
			g.log("power", g.person(who).Does("exhausts")+" the "+g.charName(x)+" so she can move this round.", nil, who)
			g.moveTo(x, dest, false)
		case mvMama:
			g.tired.set(x, true)
			g.log("power", g.person(who).Does("exhausts")+" the "+g.charName(x)+" to squeeze into the full "+g.locName(dest)+".", nil, who)
			g.moveTo(x, dest, true)
		case mvDoor:
			for t, ac := range g.c.Actions {
				if ac.Effect.Kind == coh.EffEnterFull && g.holds(who, t) {
					g.playCard(who, t, x, dest)
					return
				}
			}
		case mvShoes, mvTeen:
			g.Push(s) // then move, with the card the change leaves
			if kind == mvTeen {
				g.usePower(g.power(who, coh.EffChangeMovement), x, 0)
				return
			}
			for t, ac := range g.c.Actions {
				if ac.Effect.Kind == coh.EffChangeMovement && g.holds(who, t) {
					g.playCard(who, t, x, 0)
					return
				}
			}
		default:
			g.moveTo(x, dest, false)
		}
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		kind, x := c.Arg/moveKinds, c.Arg%moveKinds
		if kind == mvShoes || kind == mvTeen {
			return g.locTouch(g.cards[x])
		}
		t := g.locTouch(int(g.at[x]))
		t.Places = append(t.Places, g.locID(g.cards[g.pick[stepSeat(s)]]))
		t.Cards = []string{g.c.Characters[x].ID}
		return t
	},
}

// moveTo moves character ch toward dest: onto a temporary space of its
// own when squeeze (Back Door, Mama), otherwise to the Crossroads when
// dest is full. Then anyone with a rested Priest may cancel the move.
func (g *game) moveTo(ch, dest int, squeeze bool) {
	from := int(g.at[ch])
	g.lastMove.ch, g.lastMove.from, g.lastMove.extra = ch, from, g.extra.has(ch)
	g.extra.set(ch, false)
	what := g.person(int(g.owner[ch])).Does("moves") + " the " + g.charName(ch)
	if squeeze {
		g.at[ch] = int8(dest)
		g.extra.set(ch, true)
		g.log("move", what+" into the full "+g.locName(dest)+", on a space of its own.", []string{g.locID(dest)}, int(g.owner[ch]))
	} else {
		g.enter(ch, dest, "move", what)
	}
	for t := range g.n {
		if g.power(t, coh.EffCancelMovement) >= 0 {
			g.Push(priestStep())
			return
		}
	}
}

// kPriest: right after a move, anyone with a rested Priest may cancel it.
var priestRule = engine.Rule[*game]{
	Name: "priest",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		ch := g.lastMove.ch
		if g.at[ch] < 0 {
			return
		}
		a.Seat = rules.Nobody
		a.Text = "The " + g.charName(ch) + " has just moved to the " + g.locName(int(g.at[ch])) + ": does anyone cancel the move with a Priest?"
		a.Add(goOn, "Nobody: the move stands", -1)
		for t := range g.n {
			if p := g.power(t, coh.EffCancelMovement); p >= 0 {
				a.Add("priest "+g.color(t), g.person(t).Does("exhausts")+" the "+g.charName(p)+" to cancel it", t)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		if c.Arg < 0 {
			return
		}
		p := g.power(c.Arg, coh.EffCancelMovement)
		g.tired.set(p, true)
		ch := g.lastMove.ch
		g.at[ch] = int8(g.lastMove.from)
		g.extra.set(ch, g.lastMove.extra)
		g.log("power", g.person(c.Arg).Does("exhausts")+" the "+g.charName(p)+": the "+g.charName(ch)+" goes back to the "+g.locName(g.lastMove.from)+".", []string{g.locID(g.lastMove.from)}, c.Arg)
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if c.Arg < 0 {
			return rules.Touch{}
		}
		return seatsTouch(c.Arg)
	},
}

// blondeDraws reports whether a rested Blonde is about to draw a zombie.
func (g *game) blondeDraws() bool {
	for ch, c := range g.c.Characters {
		if c.Trait == coh.TraitAttractsZombies && g.at[ch] >= 0 && !g.tired.has(ch) {
			return true
		}
	}
	return false
}

// kBlonde: after the moves, each rested Blonde draws a zombie from the
// reserve to where she stands (as the cap allows).
var blondeRule = engine.Rule[*game]{
	Name: "blonde",
	Do: func(g *game, _ engine.Step) {
		for ch, c := range g.c.Characters {
			if c.Trait != coh.TraitAttractsZombies || g.at[ch] < 0 || g.tired.has(ch) {
				continue
			}
			l := int(g.at[ch])
			if g.horde == 0 || g.zombies[l] >= g.c.ZombieCap {
				continue
			}
			g.horde--
			g.zombies[l]++
			g.log("blonde", "The "+c.Name+" draws a zombie from the reserve to the "+g.locName(l)+".", []string{g.locID(l)}, int(g.owner[ch]))
		}
	},
}

// lateNames says who picks late: "Ann picks now", "Ann and Bob pick
// now".
func (g *game) lateNames() string {
	var names []string
	last := 0
	for t := range g.n {
		if g.late.Has(seat(t)) && !g.shown.Has(seat(t)) {
			names = append(names, g.person(t).String())
			last = t
		}
	}
	if len(names) == 1 {
		return g.person(last).Does("picks") + " now"
	}
	return strings.Join(names, " and ") + " pick now"
}
