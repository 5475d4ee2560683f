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
		for s := range g.pick {
			g.pick[s] = -1
		}
		g.log("hour", "It is "+coh.Hours()[g.hour]+".", nil)
		g.Push(roundStep(), resolveStep(0), movesStep(), invasionStep(), engine.RoundStep(kPick, g.alive()))
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
			if g.pick[s] >= 0 {
				l := g.cards[g.pick[s]]
				shown = append(shown, g.person(s).Mid().Does("plays")+" the "+g.locName(l))
				places = append(places, g.locID(l))
			}
		}
		text := "Movement cards: " + strings.Join(shown, ", ") + "."
		return rules.Event{Kind: "movement cards", Text: text, Places: places}
	}),
	// A movement card touches its location.
	func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.locTouch(g.cards[c.Arg]) })

var invasionRule = engine.Rule[*game]{
	Name: "invasion",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		h := coh.Hours()[g.hour]
		a.Text = "Reveal the " + h + " invasion card."
		for _, i := range g.byHour[g.hour] {
			a.Outcome("invasion "+g.c.Invasion[i].ID, h+" card "+g.c.Invasion[i].ID, 1, i)
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		g.invCard = c.Arg
		g.log("invasion", "The "+coh.Hours()[g.hour]+" invasion card is "+g.c.Invasion[c.Arg].ID+".", nil)
		g.invade(&g.c.Invasion[c.Arg])
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
			text := count(k, "zombie") + " move from the " + g.locName(from) + " to the " + g.locName(to) + "."
			if k == 1 {
				text = "1 zombie moves from the " + g.locName(from) + " to the " + g.locName(to) + "."
			}
			if k < m.N {
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
		// In turn order from the first player: the last pushed runs first.
		for i := g.n - 1; i >= 0; i-- {
			if s := (g.first + i) % g.n; g.pick[s] >= 0 {
				g.Push(moveStep(s))
			}
		}
	},
}

var moveRule = engine.Rule[*game]{
	Name: "move",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		if g.pick[who] < 0 {
			return
		}
		dest := g.cards[g.pick[who]]
		a.Seat = seat(who)
		a.Text = g.person(who).Does("moves") + " a character to the " + g.locName(dest) + ": which one?"
		if g.full(dest) {
			a.Text += " It is full, so that character ends at the " + g.locName(g.cross) + "."
		}
		for ch, c := range g.c.Characters {
			if int(g.owner[ch]) == who && g.at[ch] >= 0 && int(g.at[ch]) != dest {
				a.Add("move "+c.ID, "The "+c.Name+" (at the "+g.locName(int(g.at[ch]))+")", ch)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.enter(c.Arg, g.cards[g.pick[who]], "move", g.person(who).Does("moves")+" the "+g.charName(c.Arg))
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		t := g.locTouch(int(g.at[c.Arg]))
		t.Places = append(t.Places, g.locID(g.cards[g.pick[stepSeat(s)]]))
		t.Cards = []string{g.c.Characters[c.Arg].ID}
		return t
	},
}
