package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Corrections by hand (engine.Adjustable), for table mode: when the real
// table drifted from the app (a zombie knocked over, a character moved by
// mistake, a marker forgotten), the referee sets it right. Only what could
// stand on the real table is offered: a correction is checked as an answer
// is, and one not offered is refused and changes nothing. Each correction
// is logged as "Adjusted: …", saved and undone like an answer.

// Kinds of correction.
const (
	adZombies    = iota // the zombies at a location
	adMove              // a character to another location
	adTire              // a character turned to its other side
	adAntidotes         // a player's antidotes
	adLeader            // the zombie leader's wedge
	adFirst             // the first player token
	adMarkers           // the explosion markers on a location
	adState             // a location exploded, burnt or sealed, or intact again
	adLyingCards        // the action cards lying on a location, to share
	adLyingAnti         // the antidotes lying on a location, to share
	adFood              // a player's food tokens of one value
	adFoodUp            // the face-up food tokens of one value (the Crossroads' side B)
	adDead              // a character dead
	adAlive             // a dead character alive again, at a location
	adFlag              // a character's flag for the round, or the birth
)

// A character's flags (adFlag's b): what lasts a round, and the birth.
const (
	flHidden = iota // Hideout
	flSafe          // the Little Boy's or Girl's power
	flLifted        // the Grandpa votes, the Granny moves (their power)
	flExtra         // on a temporary space (Back Door, Mama)
	flBorn          // the Pregnant Woman has given birth
)

// flagWords is each flag's word in an ID ("adjust hidden geek", "adjust
// not-hidden geek").
var flagWords = [...]string{"hidden", "safe", "lifted", "extra", "born"}

// flags is the set flag f names.
func (g *game) flags(f int) *charSet {
	switch f {
	case flHidden:
		return &g.hidden
	case flSafe:
		return &g.safe
	case flLifted:
		return &g.lifted
	case flExtra:
		return &g.extra
	}
	return &g.born
}

// adjustment is one correction offered: its ID and label, and what it does.
type adjustment struct {
	id, label string
	op        uint8
	a, b, c   int
}

// adjOpts lists the corrections possible now.
func (g *game) adjOpts() []adjustment {
	var out []adjustment
	add := func(id, label string, op uint8, a, b, c int) {
		out = append(out, adjustment{"adjust " + id, label, op, a, b, c})
	}
	for _, l := range g.order {
		room := g.zombies[l] + min(g.horde, g.c.ZombieCap-g.zombies[l])
		for n := 0; n <= room; n++ {
			if n != g.zombies[l] {
				add("zombies "+g.locID(l)+" "+itoa(n), "Zombies at the "+g.locName(l)+": "+itoa(n)+" (now "+itoa(g.zombies[l])+")", adZombies, l, n, 0)
			}
		}
	}
	for ch, c := range g.c.Characters {
		if g.owner[ch] < 0 || g.at[ch] < 0 {
			continue
		}
		for _, l := range g.order {
			if l != int(g.at[ch]) && !g.blocked(l) {
				add("move "+c.ID+" "+g.locID(l), "Put the "+c.Name+" at the "+g.locName(l)+" (now at the "+g.locName(int(g.at[ch]))+")", adMove, ch, l, 0)
			}
		}
		side := "exhausted"
		if g.tired.has(ch) {
			side = "rested"
		}
		if side == "exhausted" || !g.born.has(ch) { // she never rests again
			add(side+" "+c.ID, "Turn the "+c.Name+" to "+side, adTire, ch, 0, 0)
		}
	}
	for s := range g.n {
		for n := 0; n <= g.antidotes[s]+g.reserve; n++ {
			if n != g.antidotes[s] {
				add("antidotes "+g.color(s)+" "+itoa(n), g.person(s).Does("holds")+" "+count(n, "antidote")+" (now "+itoa(g.antidotes[s])+")", adAntidotes, s, n, 0)
			}
		}
		if s != g.leader {
			add("leader "+g.color(s), "The zombie leader points at "+g.color(s), adLeader, s, 0, 0)
		}
		if s != g.first && g.living(s) > 0 {
			add("first "+g.color(s), g.person(s).Does("holds")+" the first player token", adFirst, s, 0, 0)
		}
	}
	g.adjLocations(add)
	g.adjCharacters(add)
	g.adjFood(add)
	return out
}

// adjLocations offers the corrections of the locations: explosion markers,
// a location's state, the items lying there.
func (g *game) adjLocations(add func(id, label string, op uint8, a, b, c int)) {
	for _, l := range g.order {
		name, id := g.locName(l), g.locID(l)
		if x := g.boom(l); x != nil {
			for n := 0; n < x.At; n++ {
				if n != g.markers[l] {
					add("markers "+id+" "+itoa(n), "Explosion markers on the "+name+": "+itoa(n)+" of "+itoa(x.At)+" (now "+itoa(g.markers[l])+")", adMarkers, l, n, 0)
				}
			}
		}
		if x := g.c.Locations[l].Side(g.side).Explosions; x != nil {
			word, on := g.stateWord(l)
			switch {
			case on:
				add("intact "+id, "The "+name+" has not "+word+" after all ("+itoa(x.At-1)+" of "+itoa(x.At)+" markers on it)", adState, l, 0, 0)
			case x.Result == coh.Burn && g.here(-1, l) > 0:
				// Fire covers its spaces: its characters go elsewhere first.
			default:
				label := "The " + name + " has " + word
				if x.Result == coh.Explode {
					label += " (its markers back in the box)"
				}
				add(word+" "+id, label, adState, l, 1, 0)
			}
		}
		if !g.c.Locations[l].Airdrops {
			continue
		}
		known, now := g.dropKnown(l), g.dropCards[l]+g.dropKnown(l)
		for n := known; n <= now+g.deck; n++ {
			if n != now {
				add("lying cards "+id+" "+itoa(n), "Action cards lying at the "+name+", to share: "+itoa(n)+" (now "+itoa(now)+")", adLyingCards, l, n, 0)
			}
		}
		for n := 0; n <= g.dropAnti[l]+g.reserve; n++ {
			if n != g.dropAnti[l] {
				add("lying antidotes "+id+" "+itoa(n), "Antidotes lying at the "+name+", to share: "+itoa(n)+" (now "+itoa(g.dropAnti[l])+")", adLyingAnti, l, n, 0)
			}
		}
	}
}

// stateWord says what explosion markers do to l when they reach their
// threshold ("exploded", "burnt", "sealed"), and whether it has.
func (g *game) stateWord(l int) (string, bool) {
	switch g.c.Locations[l].Side(g.side).Explosions.Result {
	case coh.Explode:
		return "exploded", g.exploded[l]
	case coh.Burn:
		return "burnt", g.burnt[l]
	}
	return "sealed", g.sealed[l]
}

// adjCharacters offers the corrections of the characters' lives and
// flags: dead, alive again, and what lasts a round.
func (g *game) adjCharacters(add func(id, label string, op uint8, a, b, c int)) {
	alive := 0
	for ch := range g.c.Characters {
		if g.owner[ch] >= 0 && g.at[ch] >= 0 {
			alive++
		}
	}
	for ch, c := range g.c.Characters {
		s := int(g.owner[ch])
		if s < 0 {
			continue
		}
		whose := g.person(s).Possessive() + " " + c.Name
		if g.at[ch] == atDead {
			for _, l := range g.order {
				if !g.blocked(l) {
					add("alive "+c.ID+" "+g.locID(l), whose+" is alive again, at the "+g.locName(l), adAlive, ch, l, 0)
				}
			}
			continue
		}
		if g.at[ch] < 0 {
			continue // not placed yet
		}
		at := int(g.at[ch])
		if alive > 1 { // the last one alive would end the game: play it out
			add("dead "+c.ID, whose+" is dead (now at the "+g.locName(at)+")", adDead, ch, 0, 0)
		}
		for f, word := range flagWords {
			on := g.flags(f).has(ch)
			if !on && !g.mayFlag(ch, f) {
				continue
			}
			if on && f == flExtra && g.spaces[at] > 0 && g.here(-1, at)-g.extras(at) >= g.spaces[at] {
				continue // no space of the location left for it
			}
			id, label := word+" "+c.ID, g.flagText(ch, f, true)
			if on {
				id, label = "not-"+id, g.flagText(ch, f, false)
			}
			add(id, label, adFlag, ch, f, btoi(!on))
		}
	}
}

// mayFlag reports whether flag f may be set on living character ch.
func (g *game) mayFlag(ch, f int) bool {
	c := &g.c.Characters[ch]
	switch f {
	case flSafe:
		return c.Power.Kind == coh.EffUntouchable
	case flLifted:
		return c.Trait == coh.TraitCannotVote || c.Trait == coh.TraitCannotMove
	case flExtra:
		return g.spaces[g.at[ch]] > 0 // the Crossroads has no limit
	case flBorn:
		return c.Power.Kind == coh.EffGiveBirth
	}
	return true
}

// extras is how many characters at l stand on temporary spaces.
func (g *game) extras(l int) int {
	k := 0
	for ch := range g.c.Characters {
		if int(g.at[ch]) == l && g.extra.has(ch) {
			k++
		}
	}
	return k
}

// flagText says flag f of character ch set (on) or cleared, for people.
func (g *game) flagText(ch, f int, on bool) string {
	c := &g.c.Characters[ch]
	the := "The " + c.Name
	switch f {
	case flHidden:
		if on {
			return the + " is hidden this round (Hideout: no vote, not eaten)"
		}
		return the + " is not hidden"
	case flSafe:
		if on {
			return the + " is out of every vote and meal this round (power used)"
		}
		return the + " may be chosen again this round"
	case flLifted:
		what := "votes"
		if c.Trait == coh.TraitCannotMove {
			what = "may move"
		}
		if on {
			return the + " " + what + " this round (power used)"
		}
		if c.Trait == coh.TraitCannotMove {
			return the + " may not move this round"
		}
		return the + " does not vote this round"
	case flExtra:
		where := g.locName(int(g.at[ch]))
		if on {
			return the + " stands on a temporary space of its own at the " + where + " (Back Door, Mama)"
		}
		return the + " takes one of the " + where + "'s own spaces"
	}
	if on {
		return the + " has given birth: " + count(max(c.Power.N, 1), "vote") + " from now on, exhausted for good"
	}
	return the + " has not given birth"
}

// adjFood offers the corrections of the food tokens: each player's, by
// value, and the face-up ones at the Crossroads (side B), from and to the
// truck.
func (g *game) adjFood(add func(id, label string, op uint8, a, b, c int)) {
	for s := range g.n {
		for f, fv := range g.c.Food.Tokens {
			held := int(g.foodHeld[s][f])
			for n := 0; n <= held+int(g.foodBox[f]); n++ {
				if n != held {
					add("food "+g.color(s)+" "+itoa(fv.Value)+" "+itoa(n), g.person(s).Does("holds")+" "+count(n, "food token")+" worth "+itoa(fv.Value)+" (now "+itoa(held)+")", adFood, s, f, n)
				}
			}
		}
	}
	if g.sideOf(g.cross).Effect.Kind != coh.EffDrawFoodChoice {
		return
	}
	up := 0
	var byValue [maxFood]int
	for _, f := range g.foodUp {
		if f >= 0 {
			up++
			byValue[f]++
		}
	}
	for f, fv := range g.c.Food.Tokens {
		for n := 0; n <= byValue[f]+min(int(g.foodBox[f]), len(g.foodUp)-up); n++ {
			if n != byValue[f] {
				add("food up "+itoa(fv.Value)+" "+itoa(n), "Face-up food tokens worth "+itoa(fv.Value)+" at the "+g.locName(g.cross)+": "+itoa(n)+" (now "+itoa(byValue[f])+")", adFoodUp, f, n, 0)
			}
		}
	}
}

// clearRound clears what character ch had for this round: hidden, safe,
// its trait lifted, a temporary space. A birth stays.
func (g *game) clearRound(ch int) {
	for f := range flagWords {
		if f != flBorn {
			g.flags(f).set(ch, false)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Adjustments lists the corrections possible now (engine.Adjustable).
func (g *game) Adjustments() []rules.Choice {
	if g.over {
		return nil
	}
	return engine.Corrections(g.adjOpts())
}

// Choice is the correction as the referee is offered it (engine.Correction).
func (a adjustment) Choice() rules.Choice { return rules.Choice{ID: a.id, Label: a.label} }

// Adjust makes one correction by hand (engine.Adjustable: the engine has
// cloned g already, and refuses a correction that leaves the question
// asked without an answer).
func (g *game) Adjust(id string) error {
	if g.over {
		return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "the game is over"}
	}
	o, err := engine.FindCorrection(g.adjOpts(), id, "zombies, move, rested, exhausted, antidotes, leader, first, "+
		"markers, exploded, burnt, sealed, intact, lying cards, lying antidotes, food, food up, dead, alive, "+
		"hidden, safe, lifted, extra, born (not-hidden and so on clear a flag)", "adjust zombies bank 3")
	if err != nil {
		return err
	}
	g.adjust(o)
	return nil
}

func (g *game) adjust(o adjustment) {
	say := func(text string, places ...string) { g.log("adjust", "Adjusted: "+text+".", places) }
	switch o.op {
	case adZombies:
		g.horde -= o.b - g.zombies[o.a]
		g.zombies[o.a] = o.b
		say(count(o.b, "zombie")+" at the "+g.locName(o.a), g.locID(o.a))
	case adMove:
		from := int(g.at[o.a])
		g.at[o.a] = int8(o.b)
		g.extra.set(o.a, false)
		say("the "+g.charName(o.a)+" is put at the "+g.locName(o.b)+" (was at the "+g.locName(from)+")", g.locID(o.b))
	case adTire:
		g.tired.set(o.a, !g.tired.has(o.a))
		side := "rested"
		if g.tired.has(o.a) {
			side = "exhausted"
		}
		say("the " + g.charName(o.a) + " is " + side)
	case adAntidotes:
		g.reserve -= o.b - g.antidotes[o.a]
		g.antidotes[o.a] = o.b
		say(g.person(o.a).Mid().String() + " " + g.person(o.a).Verb("holds") + " " + count(o.b, "antidote"))
	case adLeader:
		g.leader = o.a
		say("the zombie leader points at " + g.color(o.a))
	case adFirst:
		g.first = o.a
		say(g.person(o.a).Mid().String() + " " + g.person(o.a).Verb("holds") + " the first player token")
	case adMarkers:
		was := g.markers[o.a]
		g.markers[o.a] = o.b
		say(count(o.b, "explosion marker")+" on the "+g.locName(o.a)+" (was "+itoa(was)+")", g.locID(o.a))
	case adState:
		x := g.c.Locations[o.a].Side(g.side).Explosions
		word, _ := g.stateWord(o.a)
		on := o.b == 1
		switch x.Result {
		case coh.Explode:
			g.exploded[o.a] = on
		case coh.Burn:
			g.burnt[o.a] = on
		default:
			g.sealed[o.a] = on
		}
		switch {
		case !on:
			g.markers[o.a] = x.At - 1
			say("the "+g.locName(o.a)+" has not "+word+" ("+itoa(x.At-1)+" of "+itoa(x.At)+" markers on it)", g.locID(o.a))
		case x.Result == coh.Explode:
			g.markers[o.a] = 0
			say("the "+g.locName(o.a)+" has exploded, and its markers are back in the box", g.locID(o.a))
		default:
			g.markers[o.a] = x.At
			say("the "+g.locName(o.a)+" has "+word, g.locID(o.a))
		}
	case adLyingCards:
		now := g.dropCards[o.a] + g.dropKnown(o.a)
		g.dropCards[o.a] += o.b - now
		g.deck -= o.b - now
		say(count(o.b, "action card")+" "+isAre(o.b, "lies", "lie")+" at the "+g.locName(o.a)+" (was "+itoa(now)+")", g.locID(o.a))
	case adLyingAnti:
		was := g.dropAnti[o.a]
		g.dropAnti[o.a] = o.b
		g.reserve -= o.b - was
		say(count(o.b, "antidote")+" "+isAre(o.b, "lies", "lie")+" at the "+g.locName(o.a)+" (was "+itoa(was)+")", g.locID(o.a))
	case adFood:
		was := int(g.foodHeld[o.a][o.b])
		g.foodHeld[o.a][o.b] = int8(o.c)
		g.foodBox[o.b] -= int8(o.c - was)
		say(g.person(o.a).Mid().String() + " " + g.person(o.a).Verb("holds") + " " + count(o.c, "food token") + " worth " + itoa(g.c.Food.Tokens[o.b].Value) + " (was " + itoa(was) + ")")
	case adFoodUp:
		was := 0
		for _, f := range g.foodUp {
			if int(f) == o.a {
				was++
			}
		}
		k := was
		for i, f := range g.foodUp { // back to the truck
			if k > o.b && int(f) == o.a {
				g.foodUp[i] = -1
				g.foodBox[o.a]++
				k--
			}
		}
		for i, f := range g.foodUp { // turned up from the truck
			if k < o.b && f < 0 {
				g.foodUp[i] = int8(o.a)
				g.foodBox[o.a]--
				k++
			}
		}
		say(count(o.b, "face-up food token")+" worth "+itoa(g.c.Food.Tokens[o.a].Value)+" at the "+g.locName(g.cross)+" (was "+itoa(was)+")", g.locID(g.cross))
	case adDead:
		s, from := int(g.owner[o.a]), int(g.at[o.a])
		g.at[o.a] = atDead
		g.clearRound(o.a)
		text := g.person(s).Mid().Possessive() + " " + g.charName(o.a) + " is dead (was at the " + g.locName(from) + ")"
		if g.living(s) == 0 {
			text += "; " + g.person(s).Mid().String() + " " + g.person(s).Verb("has") + " no character left and " + g.person(s).Verb("is") + " out"
			if g.first == s {
				g.passToken(s)
				text += ", and the first player token goes on to " + g.person(g.first).Object()
			}
		}
		say(text, g.locID(from))
	case adAlive:
		g.at[o.a] = int8(o.b)
		g.clearRound(o.a)
		say(g.person(int(g.owner[o.a])).Mid().Possessive()+" "+g.charName(o.a)+" is alive again, at the "+g.locName(o.b), g.locID(o.b))
	case adFlag:
		on := o.c == 1
		g.flags(o.b).set(o.a, on)
		if o.b == flBorn && on {
			g.tired.set(o.a, true)
		}
		say(lowerFirst(g.flagText(o.a, o.b, on)))
	}
}
