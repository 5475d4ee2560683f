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
		g.phase = PhaseResolution
		g.resolved = idx
		if idx+1 < len(g.order) {
			g.Push(resolveStep(idx + 1))
		}
		g.Push(shareCheckStep(loc), windowStep(wShare, loc), attackStep(loc), windowStep(wAttack, loc), activateStep(loc))
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
			if w < 0 {
				g.log("attack", "Every character here is out of reach: nobody is eaten, and the zombie leader stays.", []string{g.locID(loc)})
				return
			}
			if w != g.leader {
				g.leader = w
				g.log("leader", "The zombie leader turns on to "+g.color(w)+", the first colour with a character here.", []string{g.locID(loc)}, w)
			}
			g.Push(victimStep(w, loc, true))
			return
		}
		g.startVote(loc, forAttack, g.targetsAt(loc, forAttack))
	},
}

// wheelVictim is the seat the zombie leader eats from at loc: the colour it
// points at, or the next one clockwise with a character there the zombies
// can take (caches are not on the wheel: it holds the seats' colours
// only); -1 when every character there is hidden or safe.
func (g *game) wheelVictim(loc int) int {
	for i := range g.n {
		if t := (g.leader + i) % g.n; g.targetsAt(loc, forAttack).Has(seat(t)) {
			return t
		}
	}
	return -1
}

// eatable reports whether the zombies may take character ch: neither
// hidden nor safe.
func (g *game) eatable(ch int) bool { return !g.hidden.has(ch) && !g.safe.has(ch) }

// targetsAt is the seats a vote at loc may choose: for an attack, those
// with a character there the zombies may take; for a sharing, those with
// a character there that may be chosen (not the Little Boy or Girl after
// their power).
func (g *game) targetsAt(loc, why int) engine.Seats {
	var t engine.Seats
	for ch := range g.c.Characters {
		if int(g.at[ch]) != loc || g.safe.has(ch) || why == forAttack && g.hidden.has(ch) {
			continue
		}
		t = t.With(seat(int(g.owner[ch])))
	}
	return t
}

// charVotes is how many votes character ch gives where it stands.
func (g *game) charVotes(ch int) int {
	c := &g.c.Characters[ch]
	switch {
	case g.at[ch] < 0 || g.hidden.has(ch) || g.safe.has(ch):
		return 0
	case c.Trait == coh.TraitCannotVote && !g.lifted.has(ch):
		return 0
	case g.born.has(ch):
		return c.Power.N
	}
	return 1
}

// votes is seat s's votes at loc: a vote per character that votes there,
// and a Weapon Replica's votes while it has a character there (the card
// may be played anywhere, before anyone of theirs comes).
func (g *game) votes(s, loc int) int {
	k := 0
	for ch := range g.c.Characters {
		if int(g.owner[ch]) == s && int(g.at[ch]) == loc {
			k += g.charVotes(ch)
		}
	}
	if g.here(s, loc) > 0 {
		k += int(g.replicas[loc][s])
	}
	return k
}

// startVote holds a vote at loc on targets: with one target there is
// nothing to vote on; with no seat that may vote, the first player splits
// it as a tie.
func (g *game) startVote(loc, why int, targets engine.Seats) {
	if targets == 0 {
		if why == forAttack {
			g.log("attack", "Every character here is out of reach: nobody is eaten.", []string{g.locID(loc)})
		}
		return
	}
	g.vote.loc, g.vote.why, g.vote.revealed, g.vote.tied, g.vote.held = loc, why, false, 0, true
	g.vote.targets = targets
	for s := range g.vote.target {
		g.vote.target[s] = -1
	}
	if only := targets.First(); targets.Without(only) == 0 {
		g.outcome(int(only))
		return
	}
	var voters engine.Seats
	for s := range g.n {
		if g.votes(s, loc) > 0 {
			voters = voters.With(seat(s))
		}
	}
	if voters == 0 {
		g.vote.tied = targets
		g.log("vote", "Nobody at the "+g.locName(loc)+" may vote: the first player chooses.", []string{g.locID(loc)})
		g.Push(tieStep())
		return
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
		a.Text = g.person(int(s)).Possessive() + " secret vote at the " + g.locName(loc) + " (" + count(g.votes(int(s), loc), "vote") + "): " + g.voteWhat() + "?"
		p := g.vote.targets
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
				v := g.votes(s, loc)
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
		g.look(w, g.vote.loc)
	}
}

// look lets seat s, the sharer, see the cards lying at loc: in digital
// play their titles are drawn now (kLook); at the table they look at the
// real ones.
func (g *game) look(s, loc int) {
	g.looked[loc] = g.looked[loc].With(seat(s))
	if !g.table && g.dropCards[loc] > 0 {
		g.Push(lookStep(s, loc))
	}
}

// dropKnown is how many cards lying at loc someone has looked at.
func (g *game) dropKnown(loc int) int {
	k := 0
	for t := range g.c.Actions {
		k += int(g.known[dropPile(loc)][t])
	}
	return k
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
			if int(g.owner[ch]) == who && int(g.at[ch]) == loc && g.eatable(ch) {
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
	if g.living(s) == 0 {
		g.log("eliminated", g.person(s).Does("has")+" no character left and is out of the game.", nil, s)
	}
	if !g.passToken(s) && !g.ending {
		g.over = true
		g.result = rules.Result{Outcome: "draw", Reason: "all dead", Text: "Every character is dead: nobody lives to see the helicopter."}
	}
}

// passToken gives the first player token to seat s, who has just lost a
// character; when s has none left, it goes on clockwise to the next
// player still in. It reports false when nobody is left.
func (g *game) passToken(s int) bool {
	for i := range g.n {
		if t := (s + i) % g.n; g.living(t) > 0 {
			g.first = t
			return true
		}
	}
	g.first = s
	return false
}

var shareCheckRule = engine.Rule[*game]{
	Name: "share check",
	Do: func(g *game, s engine.Step) {
		loc := locOf(s)
		if g.dropCards[loc]+g.dropAnti[loc]+g.dropKnown(loc) == 0 {
			return
		}
		g.startVote(loc, forShare, g.targetsAt(loc, forShare))
	},
}

// What a share answer hands out, by its Arg: the seat times shareKinds
// plus a card's title, an antidote or a card nobody has named.
const (
	itemAntidote = maxTitles
	itemUnseen   = maxTitles + 1
	shareKinds   = 64
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
			for x, c := range g.c.Actions {
				if g.known[dropPile(loc)][x] > 0 {
					a.Add("card "+c.ID+" "+g.color(t), c.Title+" to "+g.person(t).Object(), t*shareKinds+x)
				}
			}
			if g.dropCards[loc] > 0 {
				a.Add("card "+g.color(t), "An action card to "+g.person(t).Object(), t*shareKinds+itemUnseen)
			}
			if g.dropAnti[loc] > 0 {
				a.Add("antidote "+g.color(t), "An antidote to "+g.person(t).Object(), t*shareKinds+itemAntidote)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who, loc := stepSeat(s), locOf(s)
		t, item := c.Arg/shareKinds, c.Arg%shareKinds
		what := "an action card"
		switch item {
		case itemAntidote:
			g.dropAnti[loc]--
			g.antidotes[t]++
			what = "an antidote"
		case itemUnseen:
			g.dropCards[loc]--
			g.unseen[t]++
		default:
			g.ownCards()
			g.known[dropPile(loc)][item]--
			g.toHand(t, item)
		}
		text := g.person(who).Does("gives") + " " + what + " to " + g.person(t).Object() + "."
		if t == who {
			text = g.person(who).Does("keeps") + " " + what + "."
		}
		g.log("share", text, []string{g.locID(loc)}, who, t)
		g.Push(shareStep(who, loc, givenOf(s).With(seat(t))))
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return seatsTouch(c.Arg / shareKinds) },
}

// itemsAt says what lies at loc to share: "1 action card, 2 antidotes".
func (g *game) itemsAt(loc int) string {
	var parts []string
	if k := g.dropCards[loc] + g.dropKnown(loc); k > 0 {
		parts = append(parts, count(k, "action card"))
	}
	if k := g.dropAnti[loc]; k > 0 {
		parts = append(parts, count(k, "antidote"))
	}
	return strings.Join(parts, ", ")
}
