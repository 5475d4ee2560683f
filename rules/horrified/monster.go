package horrified

import (
	"strconv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The monster phase: card events, strikes, movement, attacks and powers.

// Seek modes.
const (
	seekPerson   = iota // strike: the closest hero or villager, heroes first
	seekVillager        // Stalk Unseen: the closest villager
)

// Move flags.
const (
	mfStarted = 1 << iota
	mfStopAtPerson
)

// people is a small list of persons (a seat, or pVil+villager).
type people struct {
	n int
	p [40]int16
}

func (ps *people) add(p int16) { ps.p[ps.n] = p; ps.n++ }

func (g *game) personSpace(p int16) int8 {
	if p >= pVil {
		return g.vil(int(p - pVil))
	}
	return g.heroes[p].space
}

func (g *game) personName(p int16) string {
	if p >= pVil {
		return g.w.vils[p-pVil].name
	}
	return g.heroName(int8(p))
}

func (g *game) personID(p int16) string {
	if p >= pVil {
		return g.w.targetVilID[p-pVil]
	}
	return g.w.targetHeroID[g.heroes[p].typ]
}

func (g *game) personsAt(sp int8) bool {
	for s := int8(0); s < g.nSeats; s++ {
		if g.heroes[s].space == sp {
			return true
		}
	}
	for v := range g.w.vils {
		if g.vil(v) == sp {
			return true
		}
	}
	return false
}

// closest lists the persons nearest to space from along graph gr. A monster
// moving toward people prefers heroes on equal distance (heroFirst); other
// ties are the current player's to settle.
func (g *game) closest(from int8, gr int, villagersOnly, heroFirst bool) (people, int) {
	var ps people
	best := unreachable
	consider := func(p int16, sp int8) {
		if sp < 0 {
			return
		}
		d := g.w.d(gr, from, sp)
		if d >= unreachable {
			return
		}
		if d < best {
			best = d
			ps.n = 0
		}
		if d == best {
			ps.add(p)
		}
	}
	if !villagersOnly {
		for s := int8(0); s < g.nSeats; s++ {
			consider(int16(s), g.heroes[s].space)
		}
	}
	for v := range g.w.vils {
		consider(pVil+int16(v), g.vil(v))
	}
	if heroFirst && ps.n > 1 && ps.p[0] < pVil {
		// a hero is among the closest: heroes beat villagers
		k := 0
		for i := 0; i < ps.n; i++ {
			if ps.p[i] < pVil {
				ps.p[k] = ps.p[i]
				k++
			}
		}
		ps.n = k
	}
	return ps, best
}

func (ps *people) spaces(g *game) int {
	var seen uint128
	n := 0
	for i := 0; i < ps.n; i++ {
		sp := g.personSpace(ps.p[i])
		if !seen.has(sp) {
			seen.set(sp)
			n++
		}
	}
	return n
}

func (g *game) figGraph(f int8) int { return b2i(g.w.figs[f].water) }

// eventStep resolves the event of card.
func eventStep(card int) engine.Step { return engine.Step{Kind: kEvent, A: int16(card)} }
func eventCard(s engine.Step) int    { return int(s.A) }

var eventRule = engine.Rule[*game]{Name: "event", Do: func(g *game, s engine.Step) { g.event(eventCard(s)) }}

func (g *game) event(c int) {
	w := g.w
	cd := &w.cards[c]
	g.play.stage = cpEvent
	g.evMat = -1
	if cd.evMat >= 0 && !g.matOn(cd.evMat) {
		g.emit("event", "Event "+cd.name+" is ignored: "+w.matName(cd.evMat)+" is not in the game.")
		return
	}
	g.evMat = cd.evMat
	g.emit("event", "Event: "+cd.name+". "+cd.text)
	steps := cd.steps
	switch cd.event {
	case evPlaceVillager:
		v := int(cd.vil)
		g.setVil(v, cd.space)
		g.emitAt("villager", w.vilDoes(v, "appears")+" at "+w.sname(cd.space)+".", cd.space)
		g.arrive(v)
	case evPlaceMonster:
		f := w.mats[cd.evMat].figs[0]
		sp := cd.space
		if sp == spaceCurrentHero {
			sp = g.heroes[g.cur].space
		}
		if sp < 0 || g.fig[f] < 0 {
			return
		}
		g.placeFig(f, sp)
	case evGaze:
		if steps == 0 {
			steps = 3
		}
		f := w.mats[cd.evMat].figs[0]
		ps, d := g.closest(g.fig[f], 0, false, false)
		if ps.n == 0 || d == 0 {
			g.emit("event", "Nobody is drawn to "+w.figs[f].name+".")
			return
		}
		if ps.n > 1 {
			g.push(gazeStep(g.cur, f, steps))
			return
		}
		g.gazeMove(f, steps, ps.p[0])
	case evThief:
		var best, n int
		var at int8 = -1
		for s := range w.spaces {
			k := g.itemsAt(int8(s))
			if k > best {
				best, n, at = k, 1, int8(s)
			} else if k == best && k > 0 {
				n++
			}
		}
		if best == 0 {
			g.emit("event", "There is nothing on the board to steal.")
			return
		}
		if n > 1 {
			g.push(thiefStep(g.cur))
			return
		}
		g.thiefAt(at)
	case evOnTheMove:
		if steps == 0 {
			steps = 1
		}
		g.passFrenzy()
		g.push(villagersStep(0, steps))
	case evHunt:
		if steps == 0 {
			steps = 3
		}
		if g.hunted == tkNone {
			g.hunted = g.cur
			g.emit("hunt", g.heroCap(g.cur)+" takes the Hunted emblem.")
		}
		if g.hunted < 0 || g.heroes[g.hunted].space < 0 {
			g.emit("hunt", "The hunted hero is not on the board: nothing happens.")
			return
		}
		f := w.mats[cd.evMat].figs[0]
		g.push(moveStep(walk{kind: mvFig, who: int16(f), to: g.heroes[g.hunted].space, steps: int16(steps)}))
	case evSoul:
		if steps == 0 {
			steps = 3
		}
		if g.soul == tkNone {
			g.soul = g.cur
			g.emit("soul", g.heroCap(g.cur)+" takes the Soul sign.")
		}
		if g.soul < 0 || g.heroes[g.soul].space < 0 {
			g.emit("soul", "The hero with the Soul sign is not on the board: nothing happens.")
			return
		}
		f := w.mats[cd.evMat].figs[0]
		g.push(moveStep(walk{kind: mvHero, who: int16(g.soul), to: g.fig[f], steps: int16(steps)}))
	case evMeeting:
		if steps == 0 {
			steps = 2
		}
		figs := w.mats[cd.evMat].figs
		if len(figs) < 2 {
			return
		}
		g.push(moveStep(walk{kind: mvFig, who: int16(figs[1]), to: g.fig[figs[0]], steps: int16(steps)}))
	}
}

// placeFig puts a monster on a space (no path needed).
func (g *game) placeFig(f, sp int8) {
	from := g.fig[f]
	g.fig[f] = sp
	g.setPath(from, sp)
	g.emitAt("place", upper(g.w.figs[f].name)+" is placed at "+g.w.sname(sp)+".", sp)
	if g.mat(f).kind == mkFrank {
		g.meet()
	}
}

// gazeStep asks seat who, of several equally close, is drawn steps toward
// monster figure fig.
func gazeStep(seat, fig int8, steps int) engine.Step {
	return engine.Step{Kind: kGaze, Seat: seat, A: int16(fig), B: int16(steps)}
}

func gazeFig(s engine.Step) int8  { return int8(s.A) }
func gazeSteps(s engine.Step) int { return int(s.B) }

var gazeRule = engine.Rule[*game]{Name: "gaze", Touch: touchPerson,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		fg := gazeFig(s)
		asks(a, s)
		a.Text = "Several people are equally close: who is drawn toward " + g.w.figs[fg].name + "?"
		ps, _ := g.closest(g.fig[fg], 0, false, false)
		for i := 0; i < ps.n; i++ {
			p := ps.p[i]
			add(a, g.personID(p), "Draw "+g.personName(p)+" toward "+g.w.figs[fg].name, on(p))
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) { g.gazeMove(gazeFig(s), gazeSteps(s), answerOf(c).a) }}

// gazeMove draws person p steps toward monster figure fig.
func (g *game) gazeMove(fig int8, steps int, p int16) {
	kind, who := int16(mvHero), p
	if p >= pVil {
		kind, who = mvVil, p-pVil
	}
	g.push(moveStep(walk{kind: kind, who: who, to: g.fig[fig], steps: int16(steps)}))
}

// thiefStep asks seat where the thief strikes, of the spaces holding the
// most items.
func thiefStep(seat int8) engine.Step { return engine.Step{Kind: kThief, Seat: seat} }

var thiefRule = engine.Rule[*game]{Name: "thief", Touch: touchAt,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		asks(a, s)
		a.Text = "Several spaces hold the most items: where does the thief strike?"
		best := 0
		for sp := range g.w.spaces {
			best = max(best, g.itemsAt(int8(sp)))
		}
		for sp := range g.w.spaces {
			if k := g.itemsAt(int8(sp)); k == best {
				add(a, g.w.spcID[sp], "Send the thief to "+g.w.sname(int8(sp))+" ("+strconv.Itoa(k)+" items)", on(int16(sp)))
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.thiefAt(int8(answerOf(c).a)) }}

func (g *game) thiefAt(sp int8) {
	f := g.kindFig(mkInvisible)
	g.fig[f] = sp
	var n []string
	for i := range g.w.toks {
		if g.tok(i) == int16(sp) {
			g.discardTok(i)
			n = append(n, "the "+g.w.toks[i].item.Name)
		}
	}
	g.emitAt("thief", upper(g.w.figs[f].name)+" appears at "+g.w.sname(sp)+" and "+agree(joinNames(n), len(n) > 1, "vanishes")+" from there.", sp)
}

// strikeStep makes the strikes of card from the next-th on, one at a time.
func strikeStep(card, next int) engine.Step {
	return engine.Step{Kind: kStrike, A: int16(card), B: int16(next)}
}

func strikeCard(s engine.Step) int { return int(s.A) }
func strikeNext(s engine.Step) int { return int(s.B) }

var strikeRule = engine.Rule[*game]{Name: "strike", Do: func(g *game, s engine.Step) { g.strike(strikeCard(s), strikeNext(s)) }}

func (g *game) strike(card, next int) {
	w := g.w
	cd := &w.cards[card]
	if next >= len(cd.strikes) {
		g.play.stage = cpDone
		return
	}
	g.push(strikeStep(card, next+1))
	fi := g.striker(card, next, g.frenzy)
	g.play.stage, g.play.at = cpStrikes, int8(next)
	if next < maxStrikes {
		g.play.done |= 1 << next
		g.play.who[next] = fi + 1
	}
	if fi < 0 {
		return // not in the game, or the event's monster (the card said so)
	}
	// each strike is a beat of its own
	if g.Telling() {
		g.emitEv(rules.Event{Kind: "strike", Text: g.strikeText(card, next, fi), Places: []string{w.sid(g.fig[fi])}, Beat: true})
	}
	g.push(attackStep(fi, cd.dice))
	g.push(seekStep(seek{fig: fi, steps: int16(cd.move), mode: seekPerson}))
}

// seek is a monster seeking the closest person (or villager) to walk
// steps toward.
type seek struct {
	fig   int8
	steps int16
	mode  int16 // seekPerson or seekVillager
}

func seekStep(k seek) engine.Step {
	return engine.Step{Kind: kSeek, A: int16(k.fig), B: k.steps, C: k.mode}
}

func seekOf(s engine.Step) seek { return seek{fig: int8(s.A), steps: s.B, mode: s.C} }

var seekRule = engine.Rule[*game]{Name: "seek", Do: func(g *game, s engine.Step) {
	k := seekOf(s)
	fi := k.fig
	if !g.figOn(fi) || k.steps <= 0 {
		return
	}
	ps, d := g.closest(g.fig[fi], g.figGraph(fi), k.mode == seekVillager, true)
	if ps.n == 0 {
		if k.mode == seekVillager {
			g.emit("move", "There is no villager for "+g.w.figs[fi].name+" to stalk.")
		} else {
			g.emit("move", "Nobody is in reach of "+g.w.figs[fi].name+".")
		}
		return
	}
	if d == 0 {
		// a monster that starts with someone does not move
		sp := g.fig[fi]
		who, plural := g.peopleAt(sp, k.mode == seekVillager)
		g.emitAt("move", upper(g.w.figs[fi].name)+" stays at "+g.w.sname(sp)+": "+agree(who, plural, "is")+" there.", sp)
		return
	}
	if ps.spaces(g) > 1 {
		g.push(targetStep(g.cur, k))
		return
	}
	g.seekTo(k, ps.p[0])
}}

func (g *game) seekTo(k seek, p int16) {
	var flags int16
	if k.mode == seekPerson {
		flags = mfStopAtPerson
	}
	g.push(moveStep(walk{kind: mvFig, who: int16(k.fig), to: g.personSpace(p), steps: k.steps, flags: flags}))
}

// targetStep asks seat whom a seeking monster goes after, of several
// equally close on different spaces.
func targetStep(seat int8, k seek) engine.Step {
	s := seekStep(k)
	s.Kind, s.Seat = kTarget, seat
	return s
}

var targetRule = engine.Rule[*game]{Name: "target", Touch: touchPerson,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		k := seekOf(s)
		name := g.w.figs[k.fig].name
		asks(a, s)
		a.Text = "Several people are equally close: whom does " + name + " go after?"
		ps, _ := g.closest(g.fig[k.fig], g.figGraph(k.fig), k.mode == seekVillager, true)
		for i := 0; i < ps.n; i++ {
			p := ps.p[i]
			add(a, g.personID(p), upper(name)+" goes after "+g.personName(p)+" at "+g.w.sname(g.personSpace(p)), on(p))
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) { g.seekTo(seekOf(s), answerOf(c).a) }}

// attackStep makes monster figure fig attack where it stands, with dice.
func attackStep(fig int8, dice int) engine.Step {
	return engine.Step{Kind: kAttack, A: int16(fig), B: int16(dice)}
}

func attackFig(s engine.Step) int8 { return int8(s.A) }
func attackDice(s engine.Step) int { return int(s.B) }

var attackRule = engine.Rule[*game]{Name: "attack", Do: func(g *game, s engine.Step) {
	g.attack(attackFig(s), attackDice(s))
}}

func (g *game) attack(fi int8, dice int) {
	if !g.figOn(fi) || dice <= 0 {
		return
	}
	sp := g.fig[fi]
	var heroes, vils people
	for s := int8(0); s < g.nSeats; s++ {
		if g.heroes[s].space == sp {
			heroes.add(int16(s))
		}
	}
	for v := range g.w.vils {
		if g.vil(v) == sp {
			vils.add(pVil + int16(v))
		}
	}
	ps := heroes
	if ps.n == 0 {
		ps = vils
	}
	switch ps.n {
	case 0:
		g.emitAt("attack", "Nobody is at "+g.w.sname(sp)+": "+g.w.figs[fi].name+" does not attack.", sp)
	case 1:
		why := "nobody else is there"
		if vils.n > 0 && ps.p[0] < pVil {
			why = "a hero before a villager"
		}
		g.beginRoll(fi, ps.p[0], dice, why)
	default:
		g.push(attackTargetStep(g.cur, fi, dice))
	}
}

// attackTargetStep asks seat whom monster figure fig attacks with dice,
// of several people on its space.
func attackTargetStep(seat, fig int8, dice int) engine.Step {
	s := attackStep(fig, dice)
	s.Kind, s.Seat = kAttackTarget, seat
	return s
}

var attackTargetRule = engine.Rule[*game]{Name: "attack target", Touch: touchPerson,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		fg := attackFig(s)
		name := g.w.figs[fg].name
		asks(a, s)
		a.Text = "Whom does " + name + " attack?"
		sp := g.fig[fg]
		for t := int8(0); t < g.nSeats; t++ {
			if g.heroes[t].space == sp {
				add(a, g.personID(int16(t)), upper(name)+" attacks "+g.heroName(t), on(int16(t)))
			}
		}
		if len(a.Choices) > 0 {
			return
		}
		for v := range g.w.vils {
			if g.vil(v) == sp {
				p := pVil + int16(v)
				add(a, g.personID(p), upper(name)+" attacks "+g.personName(p), on(p))
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		fi, target := attackFig(s), answerOf(c).a
		sp := g.fig[fi]
		vils := false
		for v := range g.w.vils {
			vils = vils || g.vil(v) == sp
		}
		chose := g.person(g.cur).Mid().Does("chose")
		why := chose + " among the villagers there"
		if target < pVil {
			why = chose + " among the heroes there"
			if vils {
				why = "heroes before villagers, and " + why
			}
		}
		g.beginRoll(fi, target, attackDice(s), why)
	}}

// beginRoll says whom monster figure fi attacks and why (the attack rule
// that picked them), then asks for the dice. In table mode it is the
// referee's instruction: "roll 2 dice".
func (g *game) beginRoll(fi int8, target int16, dice int, why string) {
	if g.Telling() {
		g.tellRoll(fi, target, dice, why)
	}
	g.push(dieStep(roll{fig: fi, target: target, left: int16(dice), total: dice}))
}

// tellRoll says that monster figure fi attacks target with dice dice.
func (g *game) tellRoll(fi int8, target int16, dice int, why string) {
	name, whom := upper(g.w.figs[fi].name), g.personName(target)
	e := rules.Event{Kind: "attack", Places: []string{g.w.sid(g.fig[fi])}}
	if target < pVil {
		e.Seats = []rules.Seat{rules.Seat(target)}
	}
	if g.table {
		e.Text = name + " attacks " + whom + " (" + why + "): roll " + diceWord(dice) + "."
	} else {
		e.Text = name + " attacks " + whom + " with " + diceWord(dice) + " (" + why + ")."
	}
	g.emitEv(e)
}

// resolveStep resolves the roll of monster figure fig against target: its
// hits and powers.
func resolveStep(fig int8, target int16, hits, powers int) engine.Step {
	return engine.Step{Kind: kResolve, A: int16(fig), B: target, C: int16(hits), D: int16(powers)}
}

func resolveFig(s engine.Step) int8     { return int8(s.A) }
func resolveTarget(s engine.Step) int16 { return s.B }
func resolveHits(s engine.Step) int     { return int(s.C) }
func resolvePowers(s engine.Step) int   { return int(s.D) }

var resolveRule = engine.Rule[*game]{Name: "resolve", Do: func(g *game, s engine.Step) {
	g.resolveAttack(resolveFig(s), resolveTarget(s), resolveHits(s), resolvePowers(s))
}}

func (g *game) resolveAttack(fi int8, target int16, hits, powers int) {
	kind := g.mat(fi).kind
	switch {
	case !g.Telling():
	case hits == 0 && powers == 0:
		g.emit("roll", upper(g.w.figs[fi].name)+" rolls no hit and no power: the attack does nothing.")
	default:
		g.emit("roll", upper(g.w.figs[fi].name)+" rolls "+plural(hits, "hit")+" and "+plural(powers, "power")+".")
	}
	after := kind == mkInvisible || kind == mkFrank
	pw := powerStep(fi, powers)
	ht := hitsStep(target, hits, fi)
	if after {
		if powers > 0 {
			g.push(pw)
		}
		if hits > 0 {
			g.push(ht)
		}
	} else {
		if hits > 0 {
			g.push(ht)
		}
		if powers > 0 {
			g.push(pw)
		}
	}
}

var diceWords = [...]string{"0 dice", "1 die", "2 dice", "3 dice", "4 dice", "5 dice", "6 dice", "7 dice", "8 dice", "9 dice"}

func diceWord(n int) string {
	if n >= 0 && n < len(diceWords) {
		return diceWords[n]
	}
	if n == 1 {
		return "1 die"
	}
	return strconv.Itoa(n) + " dice"
}

// plurals holds "0 hits" to "9 hits" for the words prompts count often.
var plurals = map[string]*[10]string{}

func init() {
	for _, w := range []string{"action", "step", "space", "hit", "power", "item"} {
		var t [10]string
		for n := range t {
			t[n] = strconv.Itoa(n) + " " + w + "s"
		}
		t[1] = "1 " + w
		plurals[w] = &t
	}
}

func plural(n int, w string) string {
	if n >= 0 && n < 10 {
		if t, ok := plurals[w]; ok {
			return t[n]
		}
	}
	if n == 1 {
		return "1 " + w
	}
	return strconv.Itoa(n) + " " + w + "s"
}

// powerStep uses the power of monster figure fig, powers times.
func powerStep(fig int8, powers int) engine.Step {
	return engine.Step{Kind: kPower, A: int16(fig), B: int16(powers)}
}

func powerFig(s engine.Step) int8  { return int8(s.A) }
func powerTimes(s engine.Step) int { return int(s.B) }

var powerRule = engine.Rule[*game]{Name: "power", Do: func(g *game, s engine.Step) { g.power(powerFig(s), powerTimes(s)) }}

func (g *game) power(fi int8, n int) {
	w := g.w
	mi := g.mat(fi)
	if !g.matOn(w.figs[fi].mat) {
		return
	}
	switch mi.kind {
	case mkDracula:
		s := g.cur
		if g.heroes[s].space < 0 || g.heroes[s].space == g.fig[fi] || g.fig[fi] < 0 {
			why := "."
			if g.heroes[s].space >= 0 && g.heroes[s].space == g.fig[fi] {
				why = ": " + g.heroName(s) + " is already with " + g.w.figs[fi].name + "."
			}
			g.emit("power", "Dark Charm has no effect"+why)
			return
		}
		from := g.heroes[s].space
		g.heroes[s].space = g.fig[fi]
		g.setPath(from, g.fig[fi])
		g.emitAt("power", "Dark Charm: "+g.heroName(s)+" is drawn from "+w.sname(from)+" to "+w.figs[fi].name+" at "+w.sname(g.fig[fi])+".", g.fig[fi])
	case mkInvisible:
		g.push(seekStep(seek{fig: fi, steps: int16(2 * n), mode: seekVillager}))
	case mkCreature:
		if g.boat == 0 {
			g.emit("power", "Rock the Boat has no effect: the boat is at the start.")
			return
		}
		g.boat = int8(max(0, int(g.boat)-n))
		g.emit("power", "Rock the Boat: the boat drifts back to mark "+strconv.Itoa(int(g.boat))+".")
	case mkWolf:
		g.emit("power", "Vicious Bite: everyone at "+w.sname(g.fig[fi])+" takes "+plural(n, "hit")+".")
		g.push(biteStep(fi, n, 0, g.fig[fi]))
	case mkMummy:
		for k := 0; k < n; k++ {
			low := int8(0)
			for x := int8(1); x <= 6; x++ {
				if g.scarabDown&(1<<(x-1)) == 0 {
					low = x
					break
				}
			}
			if low == 0 {
				g.emit("power", "Fortify the Curse has no effect: every scarab is face down.")
				return
			}
			g.scarabDown |= 1 << (low - 1)
			g.emit("power", "Fortify the Curse: scarab "+strconv.Itoa(int(low))+" is turned face down.")
		}
	case mkFrank:
		figs := mi.figs
		if g.fig[figs[0]] < 0 || g.fig[figs[1]] < 0 {
			return
		}
		g.emit("power", "Here Comes the Bride.")
		g.push(moveStep(walk{kind: mvFig, who: int16(figs[1]), to: g.fig[figs[0]], steps: int16(n)}))
	}
}

// biteStep hits every person who stood on space when the Wolf Man (fig)
// bit, one at a time, from person next on.
func biteStep(fig int8, hits int, next int16, space int8) engine.Step {
	return engine.Step{Kind: kBite, A: int16(fig), B: int16(hits), C: next, D: int16(space)}
}

func biteFig(s engine.Step) int8   { return int8(s.A) }
func biteHits(s engine.Step) int   { return int(s.B) }
func biteNext(s engine.Step) int16 { return s.C }
func biteSpace(s engine.Step) int8 { return int8(s.D) }

var biteRule = engine.Rule[*game]{Name: "bite", Do: func(g *game, s engine.Step) {
	fig, hits, sp := biteFig(s), biteHits(s), biteSpace(s)
	for p := biteNext(s); p < pVil+int16(len(g.w.vils)); p++ {
		if p < pVil && p >= int16(g.nSeats) {
			p = pVil - 1
			continue
		}
		if g.personSpace(p) == sp {
			g.push(biteStep(fig, hits, p+1, sp))
			g.push(hitsStep(p, hits, fig))
			return
		}
	}
}}

// villagersStep moves every villager on the board from villager next on
// steps toward safety (On the Move), one at a time.
func villagersStep(next, steps int) engine.Step {
	return engine.Step{Kind: kVillagers, A: int16(next), B: int16(steps)}
}

func villagersNext(s engine.Step) int  { return int(s.A) }
func villagersSteps(s engine.Step) int { return int(s.B) }

var villagersRule = engine.Rule[*game]{Name: "villagers", Do: func(g *game, s engine.Step) {
	steps := villagersSteps(s)
	for v := villagersNext(s); v < len(g.w.vils); v++ {
		if g.vil(v) >= 0 {
			g.push(villagersStep(v+1, steps))
			g.push(moveStep(walk{kind: mvVil, who: int16(v), to: g.w.vils[v].safe, steps: int16(steps)}))
			return
		}
	}
}}

// hitsStep gives person hits from monster figure by.
func hitsStep(person int16, hits int, by int8) engine.Step {
	return engine.Step{Kind: kHits, A: person, B: int16(hits), C: int16(by)}
}

func hitsPerson(s engine.Step) int16 { return s.A }
func hitsCount(s engine.Step) int    { return int(s.B) }
func hitsBy(s engine.Step) int8      { return int8(s.C) }

var hitsRule = engine.Rule[*game]{Name: "hits", Do: func(g *game, s engine.Step) {
	w := g.w
	person, hits, fig := hitsPerson(s), hitsCount(s), hitsBy(s)
	name := w.figs[fig].name
	if person >= pVil {
		v := int(person - pVil)
		if g.vil(v) < 0 {
			return
		}
		sp := g.vil(v)
		g.setVil(v, -1)
		g.emitEv(rules.Event{Kind: "killed", Text: w.vilDoes(v, "is killed") + " by " + name + " at " + w.sname(sp) + ".", Places: []string{w.sid(sp)}})
		g.addTerror("")
		return
	}
	seat := int8(person)
	if g.heroes[seat].space < 0 {
		return
	}
	if held := g.heldBy(seat); held >= hits {
		g.push(hitStep(seat, hits, fig))
		return
	} else if held == 0 {
		g.defeatHero(seat, name, "no item to discard for "+plural(hits, "hit"))
	} else {
		g.defeatHero(seat, name, plural(held, "item")+", too few to ignore "+plural(hits, "hit"))
	}
}}

// defeatHero takes seat s's hero off the board, defeated by monster by;
// why says why the hits were not ignored ("no item to discard for 1 hit").
func (g *game) defeatHero(s int8, by, why string) {
	sp := g.heroes[s].space
	g.heroes[s].space = -1
	g.emitEv(rules.Event{Kind: "defeated", Text: g.heroCap(s) + " is defeated by " + by + " and leaves the board (" + why + ").", Seats: []rules.Seat{rules.Seat(s)}, Places: []string{g.w.sid(sp)}})
	g.addTerror("")
}

// hitStep asks seat, whose hero takes hits from monster figure by, to
// discard an item per hit or be defeated.
func hitStep(seat int8, hits int, by int8) engine.Step {
	return engine.Step{Kind: kHit, Seat: seat, A: int16(seat), B: int16(hits), C: int16(by)}
}

func hitCount(s engine.Step) int { return int(s.B) }
func hitBy(s engine.Step) int8   { return int8(s.C) }

var hitRule = engine.Rule[*game]{Name: "hit",
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if o := answerOf(c); o.op == opDiscard {
			return g.itemTouch(o.a)
		}
		return rules.Touch{}
	},
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		s, hits := by(f), hitCount(f)
		asks(a, f)
		a.Text = g.player(s) + ": " + g.heroName(s) + " takes " + plural(hits, "hit") + ". Discard an item per hit, or be defeated."
		loc := locHero + int16(s)
		for i := range w.toks {
			if g.tok(i) == loc {
				add(a, w.toks[i].discardID, "Discard the "+w.toks[i].label+" ("+plural(hits, "hit")+" to ignore)", answer{op: opDiscard, a: int16(i)})
			}
		}
		add(a, "defeated", "Keep the items and be defeated", answer{op: opDefeated})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		s, hits, fig := by(f), hitCount(f), hitBy(f)
		if o.op == opDefeated {
			g.defeatHero(s, g.w.figs[fig].name, "keeping the items")
			return
		}
		g.discardTok(int(o.a))
		g.emit("discard", g.heroCap(s)+" discards the "+g.w.toks[o.a].item.Name+" to ignore a hit.")
		if hits > 1 {
			g.push(hitStep(s, hits-1, fig))
		}
	}}
