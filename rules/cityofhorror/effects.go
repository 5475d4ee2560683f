package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// What cards and powers do, by the kind of their effect: the targets each
// needs, what it does, and how a log line names them. A card's targets are
// chosen as it is played, before anyone may cancel it; its effect comes
// after.

// targetsNeeded is how many targets play p takes.
func (g *game) targetsNeeded(p play) int {
	switch g.effect(p).Kind {
	case coh.EffAddZombies, coh.EffKillHalf, coh.EffRest, coh.EffLeaderAny, coh.EffKill, coh.EffHide,
		coh.EffKitten, coh.EffStealAction, coh.EffExtraVotes, coh.EffMoveZombieFrom:
		return 1
	case coh.EffMoveZombie, effGive:
		return 2
	case coh.EffTakeDiscard:
		if p.ch >= 0 {
			return 2 // the card to discard, then the card to take
		}
		return 1
	}
	return 0
}

// hasTargets reports whether play p has what it needs: a target for each
// it takes, or, for one that takes none, something to do.
func (g *game) hasTargets(s int, p play) bool {
	k := g.effect(p)
	switch k.Kind {
	case coh.EffPeekInvasion:
		return g.nextHour() <= 4 && !g.peeked[g.nextHour()].Has(seat(s))
	case coh.EffDrawAction:
		return g.deck > 0
	case coh.EffTakeFirstPlayer:
		return g.first != s
	case coh.EffKillHere:
		return g.zombies[g.at[p.ch]] > 0
	case coh.EffVoteThisRound, coh.EffMoveThisRound:
		return !g.lifted.has(int(p.ch))
	case coh.EffUntouchable:
		return !g.safe.has(int(p.ch))
	case coh.EffScore, coh.EffGiveBirth, coh.EffStopAttracting:
		return true
	}
	if g.targetsNeeded(p) == 0 {
		return false
	}
	o := offer{}
	g.targets(p, 0, &o)
	return o.found
}

// targets offers the targets of play p at stage (0 the first, 1 the
// second; p.a holds the first by then).
func (g *game) targets(p play, stage int, o *offer) {
	s := int(p.seat)
	kind := g.effect(p).Kind
	locs := func(ok func(l int) bool, label func(l int) string) {
		for _, l := range g.order {
			if ok(l) {
				if o.want() {
					o.a.Add(g.atIDs[l], label(l), l)
				}
				if o.enough() {
					return
				}
			}
		}
	}
	zombiesAt := func(l int) string { return "The " + g.locName(l) + " (" + count(g.zombies[l], "zombie") + ")" }
	switch kind {
	case coh.EffAddZombies:
		locs(func(l int) bool { return g.horde > 0 && g.zombies[l] < g.c.ZombieCap }, zombiesAt)
	case coh.EffKill:
		locs(func(l int) bool { return g.zombies[l] > 0 }, zombiesAt)
	case coh.EffKillHalf:
		locs(func(l int) bool { return g.zombies[l] >= 2 }, zombiesAt)
	case coh.EffKitten:
		locs(func(l int) bool { return g.zombies[l] > 0 }, zombiesAt)
	case coh.EffMoveZombie:
		if stage == 0 {
			locs(func(l int) bool { return g.zombies[l] > 0 && g.roomElsewhere(l) }, zombiesAt)
		} else {
			locs(func(l int) bool { return l != int(p.a) && g.zombies[l] < g.c.ZombieCap }, zombiesAt)
		}
	case coh.EffMoveZombieFrom:
		from := int(g.at[p.ch])
		if g.zombies[from] == 0 {
			return
		}
		locs(func(l int) bool { return l != from && g.zombies[l] < g.c.ZombieCap }, zombiesAt)
	case coh.EffExtraVotes:
		// Anywhere, even where the player has nobody yet: its votes count
		// once they have someone there (votes).
		locs(g.voteToCome, func(l int) string { return "The " + g.locName(l) })
	case coh.EffLeaderAny:
		for t := range g.n {
			if t != g.leader && o.want() {
				o.a.Add("leader "+g.color(t), "Turn the zombie leader to "+g.color(t)+" ("+g.names[t]+")", t)
			}
		}
	case coh.EffRest:
		for ch, c := range g.c.Characters {
			mine := p.card >= 0 || int(g.owner[ch]) == s // Energy Drink: anyone's; a location: yours
			if g.owner[ch] >= 0 && g.at[ch] >= 0 && g.tired.has(ch) && !g.born.has(ch) && !g.safe.has(ch) && mine && o.want() {
				o.a.Add("rest "+c.ID, "The "+c.Name+" ("+g.names[g.owner[ch]]+"), worth "+itoa(c.Rested)+" again", ch)
			}
		}
	case coh.EffHide:
		for ch, c := range g.c.Characters {
			if int(g.owner[ch]) == s && g.at[ch] >= 0 && !g.hidden.has(ch) && !g.safe.has(ch) && o.want() {
				o.a.Add("hide "+c.ID, "The "+c.Name+" at the "+g.locName(int(g.at[ch])), ch)
			}
		}
	case coh.EffStealAction:
		for t := range g.n {
			if t != s && g.living(t) > 0 && g.handSize(t) > 0 && o.want() {
				o.a.Add("from "+g.color(t), "From "+g.names[t]+" ("+count(g.handSize(t), "card")+")", t)
			}
		}
	case effGive:
		if stage == 1 {
			for t := range g.n {
				if t != s && g.living(t) > 0 && o.want() {
					o.a.Add("to "+g.color(t), "To "+g.names[t], t)
				}
			}
			return
		}
		if g.living(s) == 0 || g.alive().Without(seat(s)) == 0 {
			return // nobody else to give to
		}
		if g.antidotes[s] > 0 && o.want() {
			o.a.Add("antidote", "An antidote (you have "+itoa(g.antidotes[s])+")", itemAntidote)
		}
		if g.unseen[s] > 0 && o.want() {
			o.a.Add("card", "An action card", itemUnseen)
		}
		for t, c := range g.c.Actions {
			if g.known[handPile(s)][t] > 0 && o.want() {
				o.a.Add("card "+c.ID, c.Title, t)
			}
		}
	case coh.EffTakeDiscard:
		if p.ch >= 0 && stage == 0 {
			// The Businessman's cost: a card from the hand.
			for t, c := range g.c.Actions {
				if g.holds(s, t) && (g.known[pileDiscard][t] > 0 || g.discardSize() > 0) && o.want() {
					o.a.Add("discard "+c.ID, "Discard "+c.Title, t)
				}
			}
			return
		}
		for t, c := range g.c.Actions {
			k := g.known[pileDiscard][t]
			if p.ch >= 0 && int(p.a) == t {
				k++ // the card just given up is on the pile by then
			}
			if k > 0 && o.want() {
				o.a.Add("take "+c.ID, "Take "+c.Title+": "+g.cardPhrase(t), t)
			}
		}
	}
}

// voteToCome reports whether a vote may still be held at l this round, so
// that a Weapon Replica played there may count: not after dawn, not where
// resolution is over, and not at the location of the zombie leader's
// wheel when nothing is airdropped there (its victim is never voted on,
// and there is never anything to share).
func (g *game) voteToCome(l int) bool {
	if g.ending || l == g.wheel && !g.c.Locations[l].Airdrops {
		return false
	}
	if g.phase == PhaseResolution {
		for i, m := range g.order {
			if m == l {
				return i >= g.resolved
			}
		}
	}
	return true
}

// roomElsewhere reports whether some location but l has room for a zombie.
func (g *game) roomElsewhere(l int) bool {
	for m := range g.c.Locations {
		if m != l && g.zombies[m] < g.c.ZombieCap {
			return true
		}
	}
	return false
}

// discardSize is how many cards lie on the discard pile.
func (g *game) discardSize() int {
	k := 0
	for t := range g.c.Actions {
		k += int(g.known[pileDiscard][t])
	}
	return k
}

// targetQuestion asks for play p's target at stage.
func (g *game) targetQuestion(p play, stage int) string {
	what := g.titled(p)
	switch g.effect(p).Kind {
	case coh.EffMoveZombie:
		if stage == 0 {
			return what + ": from which location does a zombie go?"
		}
		return what + ": where does the zombie from the " + g.locName(int(p.a)) + " go?"
	case coh.EffMoveZombieFrom:
		return what + ": where does a zombie from the " + g.locName(int(g.at[p.ch])) + " go?"
	case coh.EffLeaderAny:
		return what + ": which colour does the zombie leader turn to?"
	case coh.EffRest:
		return what + ": which character turns back to rested?"
	case coh.EffHide:
		return what + ": which character hides?"
	case coh.EffStealAction:
		return what + ": from whom?"
	case coh.EffTakeDiscard:
		if p.ch >= 0 && stage == 0 {
			return what + ": which card of yours goes to the discard pile?"
		}
		return what + ": which card of the discard pile do you take?"
	case coh.EffKitten:
		return what + ": which location's zombies does the kitten lead away?"
	case coh.EffExtraVotes:
		return what + ": at which location do you get the extra votes?"
	case effGive:
		if stage == 0 {
			return "A gift to another player: what do you give?"
		}
		return "A gift to another player: to whom?"
	}
	return what + ": on which location?"
}

// targetText names play p's targets for the log: " on the Bank".
func (g *game) targetText(p play) string {
	switch g.effect(p).Kind {
	case coh.EffAddZombies, coh.EffKill, coh.EffKillHalf, coh.EffExtraVotes:
		return " at the " + g.locName(int(p.a))
	case coh.EffKitten:
		return " on the zombies of the " + g.locName(int(p.a))
	case coh.EffMoveZombie:
		return ", a zombie from the " + g.locName(int(p.a)) + " to the " + g.locName(int(p.b))
	case coh.EffMoveZombieFrom:
		return ", a zombie from the " + g.locName(int(g.at[p.ch])) + " to the " + g.locName(int(p.a))
	case coh.EffKillHere:
		return " at the " + g.locName(int(g.at[p.ch]))
	case coh.EffLeaderAny:
		return ", the zombie leader to " + g.color(int(p.a))
	case coh.EffRest:
		return " on the " + g.charName(int(p.a))
	case coh.EffHide:
		return ": the " + g.charName(int(p.a)) + " hides"
	case coh.EffStealAction:
		return " on " + g.person(int(p.a)).Object()
	case coh.EffCancelAction:
		return " on " + g.what(g.plays[p.a])
	case coh.EffTakeDiscard:
		if p.ch >= 0 {
			return ", giving up " + g.c.Actions[p.a].Title + " for " + g.c.Actions[p.b].Title
		}
		return " for " + g.c.Actions[p.a].Title
	case coh.EffChangeMovement:
		return ": the movement card becomes the " + g.locName(g.cards[p.a])
	case coh.EffEnterFull:
		return ": the " + g.charName(int(p.a)) + " goes into the full " + g.locName(int(p.b))
	}
	return ""
}

// targetPlaces is the locations play p names, for the log.
func (g *game) targetPlaces(p play) []string {
	switch g.effect(p).Kind {
	case coh.EffAddZombies, coh.EffKill, coh.EffKillHalf, coh.EffExtraVotes, coh.EffKitten, coh.EffMoveZombieFrom:
		return []string{g.locID(int(p.a))}
	case coh.EffMoveZombie:
		return []string{g.locID(int(p.a)), g.locID(int(p.b))}
	case coh.EffEnterFull:
		return []string{g.locID(int(p.b))}
	}
	return nil
}

// targetTouch is what a target answer touches.
func (g *game) targetTouch(kind string, stage, arg int) rules.Touch {
	switch kind {
	case coh.EffLeaderAny, coh.EffStealAction:
		return seatsTouch(arg)
	case coh.EffRest, coh.EffHide:
		return cardsTouch(g.c.Characters[arg].ID)
	case coh.EffTakeDiscard:
		return rules.Touch{}
	case effGive:
		if stage == 1 {
			return seatsTouch(arg)
		}
		return rules.Touch{}
	}
	return g.locTouch(arg)
}

// resolve does what play p does; it was not cancelled.
func (g *game) resolve(p play) {
	s := int(p.seat)
	e := g.effect(p)
	a, b := int(p.a), int(p.b)
	switch e.Kind {
	case coh.EffAddZombies:
		k := max(min(e.N, g.c.ZombieCap-g.zombies[a], g.horde), 0)
		g.zombies[a] += k
		g.horde -= k
		g.log("zombies", count(k, "zombie")+" from the reserve come to the "+g.locName(a)+".", []string{g.locID(a)})
	case coh.EffKill, coh.EffKillHalf, coh.EffKillHere:
		if e.Kind == coh.EffKillHere {
			a = int(g.at[p.ch])
		}
		k := min(e.N, g.zombies[a])
		if e.Kind == coh.EffKillHalf {
			k = g.zombies[a] / 2
		}
		g.zombies[a] -= k
		g.horde += k
		g.log("kill", count(k, "zombie")+" at the "+g.locName(a)+" "+isAre(k, "dies", "die")+" ("+itoa(g.zombies[a])+" left).", []string{g.locID(a)})
	case coh.EffMoveZombie, coh.EffMoveZombieFrom:
		from, to := a, b
		if e.Kind == coh.EffMoveZombieFrom {
			from, to = int(g.at[p.ch]), a
		}
		k := max(min(max(e.N, 1), g.zombies[from], g.c.ZombieCap-g.zombies[to]), 0)
		g.zombies[from] -= k
		g.zombies[to] += k
		g.log("zombies move", count(k, "zombie")+" "+isAre(k, "goes", "go")+" from the "+g.locName(from)+" to the "+g.locName(to)+".", []string{g.locID(from), g.locID(to)})
	case coh.EffRest:
		g.tired.set(a, false)
		g.log("rest", "The "+g.charName(a)+" is rested again.", nil, int(g.owner[a]))
	case coh.EffLeaderStep:
		g.leader = (g.leader + a) % g.n
		g.log("leader", "The zombie leader turns on to "+g.color(g.leader)+" ("+g.person(g.leader).Object()+").", nil, g.leader)
	case coh.EffTakeAntidote:
		g.reserve--
		g.antidotes[s]++
		g.log("antidote", g.person(s).Does("takes")+" an antidote from the reserve ("+itoa(g.reserve)+" left).", nil, s)
	case coh.EffDrawFood:
		g.Push(foodStep(s, -1))
	case coh.EffDrawFoodChoice:
		g.Push(foodStep(s, 0))
	case coh.EffLeaderAny:
		g.leader = a
		g.log("leader", "The zombie leader turns to "+g.color(a)+" ("+g.person(a).Object()+").", nil, a)
	case coh.EffHide:
		g.hidden.set(a, true)
	case coh.EffKitten:
		g.Push(kittenStep(s, a))
	case coh.EffPeekInvasion:
		g.peek(engine.Seats(0).With(seat(s)))
	case coh.EffStealAction:
		g.steal(s, a)
	case coh.EffScore:
		g.ownCards()
		g.known[pileDiscard][p.card]--
		g.known[scorePile(s)][p.card]++
		g.log("canned food", g.person(s).Does("keeps")+" the "+g.c.Actions[p.card].Title+" face up: "+count(e.N, "point")+" at the end.", nil, s)
	case coh.EffExtraVotes:
		g.replicas[a][s] += int8(e.N)
	case coh.EffDrawAction:
		g.log("draw", g.person(s).Does("draws")+" an action card.", nil, s)
		g.draw(s, 1)
	case coh.EffTakeDiscard:
		take := a
		if p.ch >= 0 {
			g.discard(s, a)
			take = b
		}
		g.ownCards()
		g.known[pileDiscard][take]--
		g.toHand(s, take)
	case coh.EffVoteThisRound, coh.EffMoveThisRound:
		g.lifted.set(int(p.ch), true)
	case coh.EffUntouchable:
		g.safe.set(int(p.ch), true)
	case coh.EffGiveBirth:
		g.born.set(int(p.ch), true)
		g.log("birth", "The "+g.charName(int(p.ch))+" gives birth: "+count(e.N, "vote")+" from now on.", nil, s)
	case coh.EffTakeFirstPlayer:
		g.first = s
		g.log("first player", g.person(s).Does("takes")+" the first player token.", nil, s)
	case coh.EffCancelAction:
		g.plays[a].cancelled = true
	case coh.EffChangeMovement:
		g.pick[s] = int8(a)
	case coh.EffEnterFull:
		g.moveTo(a, b, true)
	case effGive:
		what := "an action card"
		switch a {
		case itemAntidote:
			g.antidotes[s]--
			g.antidotes[b]++
			what = "an antidote"
		case itemUnseen:
			g.unseen[s]--
			g.unseen[b]++
		default:
			g.fromHand(s, a)
			g.toHand(b, a)
		}
		g.log("gift", g.person(s).Does("gives")+" "+what+" to "+g.person(b).Object()+".", nil, s, b)
	}
	if p.card >= 0 && g.c.Actions[p.card].Explosion {
		g.explosion(s)
	}
}

// afterCancelled does what must happen anyway once play p is cancelled: a
// character that meant to slip in by the Back Door still moves.
func (g *game) afterCancelled(p play) {
	if g.effect(p).Kind == coh.EffEnterFull {
		g.moveTo(int(p.a), int(p.b), false)
	}
}

// isAre picks the verb for k things.
func isAre(k int, one, many string) string {
	if k == 1 {
		return one
	}
	return many
}

// phrase says in a few words what effect e does, for a choice's label:
// the card's or character's full text is the board's to explain, and a
// label stays short enough to read in a narrow column.
func phrase(e coh.Effect) string {
	n := itoa(max(e.N, 1))
	switch e.Kind {
	case coh.EffAddZombies:
		return n + " zombies from the reserve to a location"
	case coh.EffKill:
		if e.N == 1 {
			return "kill a zombie anywhere"
		}
		return "kill " + n + " zombies of a location"
	case coh.EffKillHalf:
		return "kill half the zombies of a location"
	case coh.EffKillHere:
		return "kill " + n + " zombies where they stand"
	case coh.EffRest:
		return "rest an exhausted character"
	case coh.EffLeaderAny:
		return "turn the zombie leader to any colour"
	case coh.EffLeaderStep:
		return "turn the zombie leader on a wedge, or not"
	case coh.EffHide:
		return "hide a character of yours this round"
	case coh.EffKitten:
		return "lead a location's zombies away at random"
	case coh.EffPeekInvasion:
		return "see the coming invasion card"
	case coh.EffStealAction:
		return "take a card at random from a player"
	case coh.EffScore:
		return n + " point at the end"
	case coh.EffMoveZombie:
		return "move a zombie between locations"
	case coh.EffMoveZombieFrom:
		return "move a zombie away from here"
	case coh.EffExtraVotes:
		return n + " more votes at a location this round"
	case coh.EffDrawAction:
		return "draw an action card"
	case coh.EffTakeDiscard:
		return "swap a card for one of the discard pile"
	case coh.EffVoteThisRound:
		return "vote this round"
	case coh.EffMoveThisRound:
		return "move this round"
	case coh.EffUntouchable:
		return "out of every vote and meal this round"
	case coh.EffGiveBirth:
		return "give birth: " + n + " votes from now on"
	case coh.EffStopAttracting:
		return "stop drawing zombies"
	case coh.EffTakeFirstPlayer:
		return "take the first player token"
	case coh.EffCancelAction:
		return "cancel the card just played"
	case coh.EffCancelMovement:
		return "cancel the move just made"
	case coh.EffChangeMovement:
		return "change your movement card"
	case coh.EffEnterFull:
		return "go into a full location"
	case coh.EffTakeAntidote:
		return "take an antidote"
	case coh.EffDrawFood, coh.EffDrawFoodChoice:
		return "take a food token"
	}
	return "no effect"
}

// cardPhrase is phrase for action card t, with its explosion marker.
func (g *game) cardPhrase(t int) string {
	c := &g.c.Actions[t]
	if c.Explosion {
		return phrase(c.Effect) + ", then an explosion marker"
	}
	return phrase(c.Effect)
}
