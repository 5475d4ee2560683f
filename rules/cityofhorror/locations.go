package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Locations: the side in force, their effects used in turn order when
// they are resolved, explosion markers and what they set off, and the
// food tokens of the Crossroads.

// sideOf is the side of location l in force: the side played, or the
// exploded side once it has exploded.
func (g *game) sideOf(l int) coh.Side {
	loc := &g.c.Locations[l]
	if g.exploded[l] && loc.Exploded != nil {
		return *loc.Exploded
	}
	return loc.Side(g.side)
}

// blocked reports whether no character may enter l now: it is full, burnt
// down (fire on its spaces) or sealed.
func (g *game) blocked(l int) bool { return g.burnt[l] || g.sealed[l] || g.full(l) }

// kActivate: the seats with a character at loc may use its effect, each
// once, in turn order from the first player.
var activateRule = engine.Rule[*game]{
	Name: "activate",
	Do: func(g *game, s engine.Step) {
		loc := locOf(s)
		for i := g.n - 1; i >= 0; i-- {
			if t := (g.first + i) % g.n; g.here(t, loc) > 0 {
				g.Push(useStep(t, loc))
			}
		}
	},
}

// Costs a use answer pays, by its Arg: a card's title below argFood, a
// food token's value index from argFood, a character from argExhaust;
// argFree for a use that costs nothing, argSkip not to use it.
const (
	argFood    = 100
	argExhaust = 200
	argFree    = -1
	argSkip    = -2
)

// useful reports whether seat s would get anything from loc's effect now.
func (g *game) useful(s, loc int) bool {
	e := g.sideOf(loc).Effect
	switch e.Kind {
	case coh.EffDrawAction:
		return g.deck > 0
	case coh.EffTakeDiscard:
		return g.discardSize() > 0
	case coh.EffLeaderAny:
		return g.n > 1
	case coh.EffLeaderStep:
		return true
	case coh.EffRest:
		o := offer{}
		g.targets(g.item(s, itemLoc+loc), 0, &o)
		return o.found
	case coh.EffTakeAntidote:
		return g.reserve > 0
	case coh.EffDrawFood:
		return g.foodLeft() > 0
	case coh.EffDrawFoodChoice:
		return g.foodLeft() > 0 || g.foodUp != [3]int8{-1, -1, -1}
	}
	return false // the Water Tower's effects act at their own moments
}

// privateCost reports whether paying for loc's effect takes something
// only its owner sees (a card, a food token's value): then the table is
// asked whether the seat uses it, and the seat alone says with what.
func (g *game) privateCost(loc int) bool {
	c := g.sideOf(loc).Effect.Cost
	return c == coh.CostDiscardAction || c == coh.CostDiscardFood
}

// argPay is the answer "use it", to pay in private next.
const argPay = -3

// kUse: the table is asked whether a seat uses the location, and how when
// everyone may see it (exhausting a character, a free effect).
var useRule = engine.Rule[*game]{
	Name: "use",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who, loc := stepSeat(s), locOf(s)
		if g.living(who) == 0 || g.here(who, loc) == 0 || !g.useful(who, loc) || !g.canPay(who, loc) {
			return
		}
		side := g.sideOf(loc)
		a.Seat = rules.Nobody
		a.Text = capital(g.person(who).Mid().Does("may") + " use the " + g.locName(loc) + " once this round: " + side.Text)
		a.Add("skip", "Not this time", argSkip) // first: enter lets it go by
		switch {
		case g.privateCost(loc):
			a.Add("use", g.person(who).Does("uses")+" it", argPay)
		case side.Effect.Cost == coh.CostExhaustPresent:
			for ch, c := range g.c.Characters {
				if int(g.owner[ch]) == who && int(g.at[ch]) == loc && !g.tired.has(ch) && c.Power.Kind != coh.EffGiveBirth {
					a.Add("use "+c.ID, "Exhaust the "+c.Name+" to use the "+g.locName(loc), argExhaust+ch)
				}
			}
		default:
			label := "Use the " + g.locName(loc)
			if side.Effect.Kind == coh.EffLeaderStep {
				label = "Turn the zombie leader on to " + g.color((g.leader+1)%g.n)
			}
			a.Add("use", label, argFree)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		switch c.Arg {
		case argSkip:
		case argPay:
			g.Push(payStep(stepSeat(s), locOf(s)))
		default:
			g.useLoc(stepSeat(s), locOf(s), c.Arg)
		}
	},
	Touch: useTouch,
}

// kPay: the seat using a location says, in private, what it pays with.
var payRule = engine.Rule[*game]{
	Name: "pay",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who, loc := stepSeat(s), locOf(s)
		a.Seat = seat(who)
		a.Text = g.person(who).Does("uses") + " the " + g.locName(loc) + ": what do you give up?"
		if g.sideOf(loc).Effect.Cost == coh.CostDiscardFood {
			for f, fv := range g.c.Food.Tokens {
				if g.foodHeld[who][f] > 0 {
					a.Add("use food "+itoa(fv.Value), "A food token worth "+itoa(fv.Value), argFood+f)
				}
			}
		} else {
			for t, c := range g.c.Actions {
				if g.holds(who, t) {
					a.Add("use "+c.ID, c.Title, t)
				}
			}
		}
		a.Add("skip", "Nothing: do not use it after all", argSkip)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		if c.Arg != argSkip {
			g.useLoc(stepSeat(s), locOf(s), c.Arg)
		}
	},
	Touch: useTouch,
}

// useLoc has seat who use loc, paying with what arg says (see argFood).
func (g *game) useLoc(who, loc, arg int) {
	g.used[loc] = g.used[loc].With(seat(who))
	paid := ""
	switch {
	case arg >= argExhaust:
		g.tired.set(arg-argExhaust, true)
		paid = ", exhausting the " + g.charName(arg-argExhaust)
	case arg >= argFood:
		g.foodHeld[who][arg-argFood]--
		g.foodGone++
		paid = ", giving up a food token worth " + itoa(g.c.Food.Tokens[arg-argFood].Value)
	case arg >= 0:
		g.discard(who, arg)
		paid = ", discarding " + g.c.Actions[arg].Title
	}
	g.log("use", g.person(who).Does("uses")+" the "+g.locName(loc)+paid+".", []string{g.locID(loc)}, who)
	p := g.item(who, itemLoc+loc)
	if g.sideOf(loc).Effect.Kind == coh.EffLeaderStep {
		p.a = 1
	}
	if g.targetsNeeded(p) > 0 {
		g.Push(targetStep(who, itemLoc+loc, 0, 0))
		return
	}
	g.resolve(p)
}

// useTouch is what a use answer touches: the location, and the character
// exhausted for it.
func useTouch(g *game, s engine.Step, c engine.Choice) rules.Touch {
	t := g.locTouch(locOf(s))
	if c.Arg >= argExhaust {
		t.Cards = []string{g.c.Characters[c.Arg-argExhaust].ID}
	}
	return t
}

// capital starts text with a capital letter.
func capital(text string) string {
	if text != "" && text[0] >= 'a' && text[0] <= 'z' {
		return string(text[0]-'a'+'A') + text[1:]
	}
	return text
}

// canPay reports whether seat s has what using loc costs.
func (g *game) canPay(s, loc int) bool {
	switch g.sideOf(loc).Effect.Cost {
	case coh.CostDiscardAction:
		return g.handSize(s) > 0
	case coh.CostDiscardFood:
		return g.foodTokens(s) > 0
	case coh.CostExhaustPresent:
		for ch, c := range g.c.Characters {
			if int(g.owner[ch]) == s && int(g.at[ch]) == loc && !g.tired.has(ch) && c.Power.Kind != coh.EffGiveBirth {
				return true
			}
		}
		return false
	}
	return true
}

// Explosions.

// boom is what explosion markers do at l now, or nil when l takes none
// (any more).
func (g *game) boom(l int) *coh.Explosions {
	if g.exploded[l] || g.burnt[l] || g.sealed[l] {
		return nil
	}
	x := g.sideOf(l).Explosions
	if x == nil || g.markers[l] >= x.At {
		return nil
	}
	return x
}

// explosion adds the marker of a card played for its effect by seat s: to
// the one location that takes it, or where s chooses.
func (g *game) explosion(s int) {
	var ls []int
	for _, l := range g.order {
		if g.boom(l) != nil {
			ls = append(ls, l)
		}
	}
	switch len(ls) {
	case 0:
		g.log("explosion", "No location takes the explosion marker any more.", nil)
	case 1:
		g.addMarker(ls[0])
	default:
		g.Push(markerStep(s))
	}
}

// kMarker: the seat that played an explosive card says where its marker
// goes.
var markerRule = engine.Rule[*game]{
	Name: "marker",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Where does the explosion marker of " + g.person(who).Mid().Possessive() + " card go?"
		for _, l := range g.order {
			if x := g.boom(l); x != nil {
				a.Add("marker "+g.locID(l), "The "+g.locName(l)+" ("+itoa(g.markers[l])+" of "+itoa(x.At)+", then it "+x.Result+"s)", l)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.addMarker(c.Arg) },
	Touch:  func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.locTouch(c.Arg) },
}

// addMarker puts an explosion marker on l, and sets off what its
// threshold brings once the action is over (the marker is the last thing
// a card does).
func (g *game) addMarker(l int) {
	x := g.boom(l)
	g.markers[l]++
	g.log("explosion", "An explosion marker goes on the "+g.locName(l)+" ("+itoa(g.markers[l])+" of "+itoa(x.At)+").", []string{g.locID(l)})
	if g.markers[l] < x.At {
		return
	}
	switch x.Result {
	case coh.Explode:
		g.explode(l)
	case coh.Burn:
		g.burnt[l] = true
		g.log("burn", "The "+g.locName(l)+" burns down: fire covers its spaces and nobody can go in again.", []string{g.locID(l)})
		for ch := range g.c.Characters {
			if int(g.at[ch]) == l {
				g.at[ch] = int8(g.cross)
				g.extra.set(ch, false)
				g.log("burn", "The "+g.charName(ch)+" flees to the "+g.locName(g.cross)+".", []string{g.locID(g.cross)}, int(g.owner[ch]))
			}
		}
	case coh.Seal:
		g.sealed[l] = true
		g.log("seal", "An explosion blocks the door of the "+g.locName(l)+" for good: nobody goes in or out, but the zombies still attack.", []string{g.locID(l)})
	}
}

// explode blows up location l: every character and zombie there dies,
// the markers go back in the box and the board turns to its exploded
// side. The first player token goes to the first victim in turn order
// (from the player who held it); when that player has lost their last
// character, it goes on clockwise from them to the next player still in,
// as it does for any player put out.
func (g *game) explode(l int) {
	g.exploded[l] = true
	g.markers[l] = 0
	g.horde += g.zombies[l]
	text := "The " + g.locName(l) + " explodes"
	switch k, z := g.here(-1, l), g.zombies[l]; {
	case k+z == 0:
		text += " with nobody there."
	case k == 0:
		text += ", and the " + count(z, "zombie") + " there " + isAre(z, "dies", "die") + "."
	default:
		text += ": every character there dies, and " + count(z, "zombie") + " with them."
	}
	g.log("explosion", text, []string{g.locID(l)})
	g.zombies[l] = 0
	first, from := -1, g.first // kill hands the token on: count from where it was
	for i := range g.n {
		t := (from + i) % g.n
		for ch := range g.c.Characters {
			if int(g.owner[ch]) == t && int(g.at[ch]) == l {
				if first < 0 {
					first = t
				}
				g.kill(ch, "killed in the explosion")
			}
		}
	}
	switch {
	case first < 0:
	case !g.edition1:
		g.passToken(first)
	case g.living(first) > 0:
		g.first = first // edition 1: else the last kill decided
	}
}

// Food.

// foodLeft is how many food tokens lie face down on the truck.
func (g *game) foodLeft() int {
	k := 0
	for _, n := range g.foodBox {
		k += int(n)
	}
	return k
}

// kFood: a food token for a seat: face down from the truck (slot -1 in
// digital play or at the table, its value drawn) or, on the Crossroads'
// side B, one of the face-up tokens the seat picks, then a face-down one
// turned up in its place. Seat -1 turns up a token into an empty face-up
// slot.
var foodRule = engine.Rule[*game]{
	Name: "food",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who, slot := stepSeat(s), slotOf(s)
		if who >= 0 && slot >= 0 {
			// The seat picks among the face-up tokens and the truck.
			a.Seat = seat(who)
			a.Text = "Which food token does " + g.person(who).Mid().String() + " take?"
			for i, f := range g.foodUp {
				if f >= 0 {
					a.Add("food up "+itoa(i+1), "The face-up token worth "+itoa(g.c.Food.Tokens[f].Value), i)
				}
			}
			if g.foodLeft() > 0 {
				a.Add("food down", "A face-down token from the truck", -1)
			}
			return
		}
		if g.foodLeft() == 0 {
			return
		}
		if who >= 0 {
			a.Text = "Draw a face-down food token for " + g.person(who).Object() + "."
		} else {
			a.Text = "Turn up a food token at the " + g.locName(g.cross) + "."
		}
		for f, fv := range g.c.Food.Tokens {
			a.Outcome("food "+itoa(fv.Value), "A food token worth "+itoa(fv.Value), int(g.foodBox[f]), f)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who, slot := stepSeat(s), slotOf(s)
		switch {
		case who >= 0 && slot >= 0 && c.Arg >= 0:
			f := g.foodUp[c.Arg]
			g.foodUp[c.Arg] = -1
			g.foodHeld[who][f]++
			g.log("food", g.person(who).Does("takes")+" the face-up food token worth "+itoa(g.c.Food.Tokens[f].Value)+".", nil, who)
			g.Push(foodStep(-1, c.Arg))
		case who >= 0 && slot >= 0:
			g.Push(foodStep(who, -1))
		case who >= 0:
			g.foodBox[c.Arg]--
			g.foodHeld[who][c.Arg]++
			g.log("food", g.person(who).Does("draws")+" a food token.", nil, who)
		default:
			g.foodBox[c.Arg]--
			for i := range g.foodUp {
				if g.foodUp[i] < 0 {
					g.foodUp[i] = int8(c.Arg)
					break
				}
			}
			g.log("food", "A food token worth "+itoa(g.c.Food.Tokens[c.Arg].Value)+" is turned up at the "+g.locName(g.cross)+".", nil)
		}
	},
}

// Invasion cards known before they are revealed.

// nextHour is the hour whose invasion card comes next: this hour's until
// it is revealed, then the next one's (5: none).
func (g *game) nextHour() int {
	if g.hour == 0 || g.invCard != -1 {
		return g.hour + 1
	}
	return g.hour
}

func (g *game) hourName() string { return coh.Hours()[g.hour] }

// peek lets seats look at the coming invasion card: in digital play it is
// drawn now if it was not (kPack); at the table they look at the real one.
func (g *game) peek(seats engine.Seats) {
	h := g.nextHour()
	if h > 4 || seats == 0 {
		return
	}
	for t := range g.n {
		if seats.Has(seat(t)) && !g.peeked[h].Has(seat(t)) {
			g.log("peek", g.person(t).Does("looks")+" at the coming "+coh.Hours()[h]+" invasion card.", nil, t)
		}
	}
	g.peeked[h] |= seats
	if !g.table && g.pack[h] == -1 {
		g.Push(packStep(h))
	}
}

// kPack: in digital play, the invasion card of an hour drawn face down
// before it is revealed, for someone to look at.
var packRule = engine.Rule[*game]{
	Name: "pack",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		h := hourOf(s)
		if g.pack[h] != -1 {
			return
		}
		a.Text = "Draw the " + coh.Hours()[h] + " invasion card, face down."
		if g.table {
			a.Text = "Reveal the " + coh.Hours()[h] + " invasion card."
		}
		for _, i := range g.byHour[h] {
			a.Outcome("invasion "+g.c.Invasion[i].ID, coh.Hours()[h]+" card "+g.c.Invasion[i].ID, 1, i)
		}
		g.invasionFree(a, h)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.pack[hourOf(s)] = int8(g.typedInvasion(hourOf(s), c))
	},
	Free: freeInvasion(func(_ *game, s engine.Step) int { return hourOf(s) }),
}

// kKitten: the movement card drawn at random from the player's own for a
// Kitten: the zombies of the location chosen go there, as far as there
// is room.
var kittenRule = engine.Rule[*game]{
	Name: "kitten",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		a.Text = "Draw one of " + g.person(stepSeat(s)).Mid().Possessive() + " movement cards at random for the kitten."
		for i, l := range g.cards {
			a.Outcome("card "+g.locID(l), "The "+g.locName(l), 1, i)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		from, to := locOf(s), g.cards[c.Arg]
		k := 0
		if from != to {
			k = max(min(g.zombies[from], g.c.ZombieCap-g.zombies[to]), 0)
		}
		g.zombies[from] -= k
		g.zombies[to] += k
		text := "The kitten runs to the " + g.locName(to) + ": " + count(k, "zombie") + " " + isAre(k, "follows", "follow") + " it from the " + g.locName(from) + "."
		if from == to {
			text = "The kitten stays at the " + g.locName(to) + ": no zombie moves."
		}
		g.log("kitten", text, []string{g.locID(from), g.locID(to)})
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.locTouch(g.cards[c.Arg]) },
}
