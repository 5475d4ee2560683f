package cityofhorror

import (
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Location resolution: the locations in order, 1 to 6, each once a round.
// At each, zombies attack if its condition holds: the seats with a
// character there vote in secret (a vote for each character), the first
// player splits a tie, and the seat that loses picks which of its
// characters there dies; at the Crossroads the zombie leader's wheel picks
// the seat instead. Then airdropped items there are shared: the seats
// present vote for who hands them out, at most one to each player.

var resolveRule = engine.Rule[*game]{
	Name: "resolve",
	Do: func(g *game, s engine.Step) {
		idx := idxOf(s)
		loc := g.order[idx]
		if idx+1 < len(g.order) {
			g.Push(resolveStep(idx + 1))
		}
		g.Push(shareCheckStep(loc), attackStep(loc))
	},
}

// attacks reports whether zombies attack loc now: at least one zombie and
// one character there, and the printed condition holds.
func (g *game) attacks(loc int) bool {
	z, chars := g.zombies[loc], g.here(-1, loc)
	if z == 0 || chars == 0 {
		return false
	}
	a := g.attack[loc]
	switch a.Kind {
	case coh.AtLeast:
		return z >= a.N
	case coh.CharactersPlus:
		return z >= chars+a.N
	}
	return false
}

var attackRule = engine.Rule[*game]{
	Name: "attack",
	Do: func(g *game, s engine.Step) {
		loc := locOf(s)
		if !g.attacks(loc) {
			return
		}
		g.log("attack", "The zombies at the "+g.locName(loc)+" attack ("+count(g.zombies[loc], "zombie")+", "+count(g.here(-1, loc), "character")+").", []string{g.locID(loc)})
		if loc == g.wheel {
			w := g.wheelVictim(loc)
			if w != g.leader {
				g.leader = w
				g.log("leader", "The zombie leader turns on to "+g.color(w)+", the first colour with a character here.", []string{g.locID(loc)}, w)
			}
			g.Push(victimStep(w, loc, true))
			return
		}
		p := g.present(loc)
		if only := p.First(); p.Without(only) == 0 {
			g.Push(victimStep(int(only), loc, false))
			return
		}
		g.startVote(loc, forAttack, p)
	},
}

// wheelVictim is the seat the zombie leader eats from at loc: the colour it
// points at, or the next one clockwise with a character there.
func (g *game) wheelVictim(loc int) int {
	for i := range g.n {
		if t := (g.leader + i) % g.n; g.here(t, loc) > 0 {
			return t
		}
	}
	return g.leader
}

// startVote holds a vote at loc among the seats present.
func (g *game) startVote(loc, why int, voters engine.Seats) {
	g.vote.loc, g.vote.why, g.vote.revealed, g.vote.tied, g.vote.held = loc, why, false, 0, true
	for s := range g.vote.target {
		g.vote.target[s] = -1
	}
	g.Push(engine.RoundStep(kVote, voters))
}

// voteWhat is the question of the vote under way.
func (g *game) voteWhat() string {
	if g.vote.why == forAttack {
		return "whose character do the zombies eat"
	}
	return "who shares out the items"
}

var voteRule = touching(engine.SecretRound("vote",
	func(g *game, s rules.Seat, a *engine.Ask) {
		loc := g.vote.loc
		a.Text = g.person(int(s)).Possessive() + " secret vote at the " + g.locName(loc) + " (" + count(g.here(int(s), loc), "vote") + "): " + g.voteWhat() + "?"
		p := g.present(loc)
		for t := range g.n {
			if p.Has(seat(t)) {
				a.Add("vote "+g.color(t), g.names[t]+" ("+g.color(t)+", "+count(g.here(t, loc), "character")+" here)", t)
			}
		}
	},
	func(g *game, s rules.Seat, c engine.Choice) { g.vote.target[s] = int8(c.Arg) },
	func(g *game) rules.Event {
		g.vote.revealed = true
		loc := g.vote.loc
		var tally [maxSeats]int
		var shown []string
		for s := range g.n {
			if t := g.vote.target[s]; t >= 0 {
				v := g.here(s, loc)
				tally[t] += v
				shown = append(shown, g.person(s).Mid().Does("votes")+" for "+g.person(int(t)).Object()+" ("+count(v, "vote")+")")
			}
		}
		best := 0
		for _, v := range tally {
			best = max(best, v)
		}
		var top engine.Seats
		for t, v := range tally {
			if v == best && v > 0 {
				top = top.With(seat(t))
			}
		}
		text := "Votes at the " + g.locName(loc) + ": " + strings.Join(shown, ", ") + "."
		if w := top.First(); top.Without(w) == 0 {
			verb := "loses"
			if g.vote.why == forShare {
				verb = "wins"
			}
			text += " " + g.person(int(w)).Does(verb) + " the vote."
			g.outcome(int(w))
		} else {
			g.vote.tied = top
			text += " A tie: the first player splits it."
			g.Push(tieStep())
		}
		return rules.Event{Kind: "vote", Text: text, Places: []string{g.locID(loc)}}
	}),
	func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return seatsTouch(c.Arg) })

// outcome goes on with the vote won (or lost) by seat w.
func (g *game) outcome(w int) {
	if g.vote.why == forAttack {
		g.Push(victimStep(w, g.vote.loc, false))
	} else {
		g.Push(shareStep(w, g.vote.loc, 0))
	}
}

var tieRule = engine.Rule[*game]{
	Name: "tie",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		a.Seat = seat(g.first)
		a.Text = g.person(g.first).Does("holds") + " the first player token and splits the tie at the " + g.locName(g.vote.loc) + ": " + g.voteWhat() + "?"
		for t := range g.n {
			if g.vote.tied.Has(seat(t)) {
				a.Add("split "+g.color(t), g.names[t]+" ("+g.color(t)+")", t)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		g.log("tie", g.person(g.first).Does("splits")+" the tie: "+g.person(c.Arg).Object()+".", []string{g.locID(g.vote.loc)}, g.first, c.Arg)
		g.vote.tied = 0
		g.outcome(c.Arg)
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return seatsTouch(c.Arg) },
}

var victimRule = engine.Rule[*game]{
	Name: "victim",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who, loc := stepSeat(s), locOf(s)
		a.Seat = seat(who)
		a.Text = "The zombies at the " + g.locName(loc) + " eat one of " + g.person(who).Mid().Possessive() + " characters there: which one?"
		for ch, c := range g.c.Characters {
			if int(g.owner[ch]) == who && int(g.at[ch]) == loc {
				a.Add("lose "+c.ID, "The "+c.Name, ch)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.kill(c.Arg, "eaten at the "+g.locName(locOf(s)))
		if byWheel(s) {
			g.leader = (g.leader + 1) % g.n
			g.log("leader", "The zombie leader turns on to "+g.color(g.leader)+".", []string{g.locID(locOf(s))}, g.leader)
		}
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		t := g.locTouch(locOf(s))
		t.Cards = []string{g.c.Characters[c.Arg].ID}
		return t
	},
}

// kill takes character ch out of the game: its figure and card go back in
// the box, and its owner takes the first player token. A seat that loses
// its last character is out, and the token goes on clockwise to the next
// seat still in.
func (g *game) kill(ch int, how string) {
	s, loc := int(g.owner[ch]), int(g.at[ch])
	g.at[ch] = atDead
	g.log("death", g.person(s).Possessive()+" "+g.charName(ch)+" is "+how+".", []string{g.locID(loc)}, s)
	g.first = s
	if g.living(s) > 0 {
		return
	}
	g.log("eliminated", g.person(s).Does("has")+" no character left and is out of the game.", nil, s)
	for i := 1; i < g.n; i++ {
		if t := (s + i) % g.n; g.living(t) > 0 {
			g.first = t
			return
		}
	}
	if !g.ending {
		g.over = true
		g.result = rules.Result{Outcome: "draw", Reason: "all dead", Text: "Every character is dead: nobody lives to see the helicopter."}
	}
}

var shareCheckRule = engine.Rule[*game]{
	Name: "share check",
	Do: func(g *game, s engine.Step) {
		loc := locOf(s)
		if g.dropCards[loc]+g.dropAnti[loc] == 0 {
			return
		}
		p := g.present(loc)
		if p == 0 {
			return
		}
		if only := p.First(); p.Without(only) == 0 {
			g.Push(shareStep(int(only), loc, 0))
			return
		}
		g.startVote(loc, forShare, p)
	},
}

// Item kinds a share answer hands out.
const (
	itemCard     = 0
	itemAntidote = 1
)

var shareRule = engine.Rule[*game]{
	Name: "share",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who, loc, given := stepSeat(s), locOf(s), givenOf(s)
		a.Seat = seat(who)
		a.Text = g.person(who).Does("shares") + " the items at the " + g.locName(loc) + " (" + g.itemsAt(loc) + "), one to a player at most: what goes to whom?"
		for t := range g.n {
			if given.Has(seat(t)) || g.living(t) == 0 {
				continue
			}
			if g.dropCards[loc] > 0 {
				a.Add("card "+g.color(t), "An action card to "+g.person(t).Object(), t*2+itemCard)
			}
			if g.dropAnti[loc] > 0 {
				a.Add("antidote "+g.color(t), "An antidote to "+g.person(t).Object(), t*2+itemAntidote)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who, loc := stepSeat(s), locOf(s)
		t, item := c.Arg/2, c.Arg%2
		what := "an action card"
		if item == itemCard {
			g.dropCards[loc]--
			g.hand[t]++
		} else {
			g.dropAnti[loc]--
			g.antidotes[t]++
			what = "an antidote"
		}
		text := g.person(who).Does("gives") + " " + what + " to " + g.person(t).Object() + "."
		if t == who {
			text = g.person(who).Does("keeps") + " " + what + "."
		}
		g.log("share", text, []string{g.locID(loc)}, who, t)
		g.Push(shareStep(who, loc, givenOf(s).With(seat(t))))
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return seatsTouch(c.Arg / 2) },
}

// itemsAt says what lies at loc to share: "1 action card, 2 antidotes".
func (g *game) itemsAt(loc int) string {
	var parts []string
	if k := g.dropCards[loc]; k > 0 {
		parts = append(parts, count(k, "action card"))
	}
	if k := g.dropAnti[loc]; k > 0 {
		parts = append(parts, count(k, "antidote"))
	}
	return strings.Join(parts, ", ")
}
