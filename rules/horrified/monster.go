package horrified

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/rules"
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

func (g *game) event(c int) {
	w := g.w
	cd := &w.cards[c]
	g.evMat = -1
	if cd.evMat >= 0 && !g.matOn(cd.evMat) {
		g.emit("event", "Event "+cd.name+" is ignored: "+w.mats[cd.evMat].m.Name+" is not in the game.")
		return
	}
	g.evMat = cd.evMat
	g.emit("event", "Event: "+cd.name+". "+cd.text)
	steps := cd.steps
	switch cd.event {
	case evPlaceVillager:
		v := int(cd.vil)
		g.setVil(v, cd.space)
		g.emitAt("villager", w.vils[v].name+" appears at "+w.sname(cd.space)+".", cd.space)
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
			g.push(frame{k: wGaze, s: g.cur, a: int16(f), b: int16(steps)})
			return
		}
		g.gazeMove(frame{a: int16(f), b: int16(steps)}, int(ps.p[0]))
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
			g.push(frame{k: wThief, s: g.cur})
			return
		}
		g.thiefAt(at)
	case evOnTheMove:
		if steps == 0 {
			steps = 1
		}
		g.passFrenzy()
		g.push(frame{k: xVillagers, a: 0, b: int16(steps)})
	case evHunt:
		if steps == 0 {
			steps = 3
		}
		if g.hunted == tkNone {
			g.hunted = g.cur
			g.emit("hunt", upper(g.heroName(g.cur))+" takes the Hunted emblem.")
		}
		if g.hunted < 0 || g.heroes[g.hunted].space < 0 {
			g.emit("hunt", "The hunted hero is not on the board: nothing happens.")
			return
		}
		f := w.mats[cd.evMat].figs[0]
		g.push(frame{k: xMove, a: mvFig, b: int16(f), c: int16(g.heroes[g.hunted].space), d: int16(steps)})
	case evSoul:
		if steps == 0 {
			steps = 3
		}
		if g.soul == tkNone {
			g.soul = g.cur
			g.emit("soul", upper(g.heroName(g.cur))+" takes the Soul sign.")
		}
		if g.soul < 0 || g.heroes[g.soul].space < 0 {
			g.emit("soul", "The hero with the Soul sign is not on the board: nothing happens.")
			return
		}
		f := w.mats[cd.evMat].figs[0]
		g.push(frame{k: xMove, a: mvHero, b: int16(g.soul), c: int16(g.fig[f]), d: int16(steps)})
	case evMeeting:
		if steps == 0 {
			steps = 2
		}
		figs := w.mats[cd.evMat].figs
		if len(figs) < 2 {
			return
		}
		g.push(frame{k: xMove, a: mvFig, b: int16(figs[1]), c: int16(g.fig[figs[0]]), d: int16(steps)})
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

func (g *game) gazeOptions(f *frame) []opt {
	ps, _ := g.closest(g.fig[f.a], 0, false, false)
	o := make([]opt, ps.n)
	for i := 0; i < ps.n; i++ {
		p := ps.p[i]
		o[i] = opt{id: g.personID(p), label: "Draw " + g.personName(p) + " toward " + g.w.figs[f.a].name, a: p}
	}
	return o
}

func (g *game) gazeMove(f frame, p int) {
	mv := int16(mvHero)
	idx := int16(p)
	if p >= pVil {
		mv, idx = mvVil, int16(p-pVil)
	}
	g.push(frame{k: xMove, a: mv, b: idx, c: int16(g.fig[f.a]), d: f.b})
}

func (g *game) thiefOptions() []opt {
	best := 0
	for s := range g.w.spaces {
		best = max(best, g.itemsAt(int8(s)))
	}
	var o []opt
	for s := range g.w.spaces {
		if k := g.itemsAt(int8(s)); k == best {
			o = append(o, opt{id: g.w.spcID[s], label: "Send the thief to " + g.w.sname(int8(s)) + " (" + strconv.Itoa(k) + " items)", a: int16(s)})
		}
	}
	return o
}

func (g *game) thiefAt(sp int8) {
	f := g.kindFig(mkInvisible)
	g.fig[f] = sp
	var n []string
	for i := range g.w.toks {
		if g.tok(i) == int16(sp) {
			g.discardTok(i)
			n = append(n, g.w.toks[i].item.Name)
		}
	}
	g.emitAt("thief", upper(g.w.figs[f].name)+" appears at "+g.w.sname(sp)+" and the "+joinNames(n)+" there vanish.", sp)
}

func (g *game) strike(f frame) {
	w := g.w
	cd := &w.cards[f.a]
	if int(f.b) >= len(cd.strikes) {
		return
	}
	g.push(frame{k: xStrike, a: f.a, b: f.b + 1})
	g.strikeEv = 0
	fi := cd.strikes[f.b]
	if fi < 0 {
		if g.frenzy < 0 || !g.matOn(g.frenzy) {
			return
		}
		fi = w.mats[g.frenzy].figs[0]
	}
	if !g.figOn(fi) {
		return
	}
	m := w.figs[fi].mat
	if m == g.evMat && !(g.frenzy == m && w.figs[fi].primary) {
		g.emit("strike", upper(w.figs[fi].name)+" does not strike: the event was about them.")
		return
	}
	g.push(frame{k: xAttack, a: int16(fi), b: int16(cd.dice)})
	g.push(frame{k: xSeek, a: int16(fi), b: int16(cd.move), c: seekPerson})
}

func (g *game) seek(f frame) {
	fi := int8(f.a)
	if !g.figOn(fi) || f.b <= 0 {
		return
	}
	ps, d := g.closest(g.fig[fi], g.figGraph(fi), f.c == seekVillager, true)
	if ps.n == 0 {
		if f.c == seekVillager {
			g.emit("move", "There is no villager for "+g.w.figs[fi].name+" to stalk.")
		} else {
			g.emit("move", "Nobody is in reach of "+g.w.figs[fi].name+".")
		}
		return
	}
	if d == 0 {
		return
	}
	if ps.spaces(g) > 1 {
		g.push(frame{k: wTarget, s: g.cur, a: f.a, b: f.b, c: f.c})
		return
	}
	g.seekTo(f, ps.p[0])
}

func (g *game) seekTo(f frame, p int16) {
	flags := int16(0)
	if f.c == seekPerson {
		flags = mfStopAtPerson
	}
	g.push(frame{k: xMove, a: mvFig, b: f.a, c: int16(g.personSpace(p)), d: f.b, e: flags})
}

func (g *game) targetOptions(f *frame) []opt {
	ps, _ := g.closest(g.fig[f.a], g.figGraph(int8(f.a)), f.c == seekVillager, true)
	o := make([]opt, ps.n)
	for i := 0; i < ps.n; i++ {
		p := ps.p[i]
		o[i] = opt{id: g.personID(p), label: upper(g.w.figs[f.a].name) + " goes after " + g.personName(p) + " at " + g.w.sname(g.personSpace(p)), a: p}
	}
	return o
}

func (g *game) answerTarget(f frame, o opt) { g.seekTo(f, o.a) }

// Movement of a monster, hero or villager toward a space along a shortest
// path: frame a = mover kind, b = mover, c = target space, d = steps left,
// e = flags.
func (g *game) moverPos(f *frame) int8 {
	switch f.a {
	case mvFig:
		return g.fig[f.b]
	case mvHero:
		return g.heroes[f.b].space
	}
	return g.vil(int(f.b))
}

func (g *game) setMoverPos(f *frame, sp int8) {
	switch f.a {
	case mvFig:
		g.fig[f.b] = sp
	case mvHero:
		g.heroes[f.b].space = sp
	default:
		g.setVil(int(f.b), sp)
	}
}

func (g *game) moverGraph(f *frame) int {
	if f.a == mvFig {
		return g.figGraph(int8(f.b))
	}
	return 0
}

func (g *game) moverName(f *frame) string {
	switch f.a {
	case mvFig:
		return g.w.figs[f.b].name
	case mvHero:
		return g.heroName(int8(f.b))
	}
	return g.w.vils[f.b].name
}

// nextSteps lists the neighbours one step closer to the target.
func (g *game) nextSteps(f *frame) (first int8, n int, dist int) {
	cur := g.moverPos(f)
	gr := g.moverGraph(f)
	dist = g.w.d(gr, cur, int8(f.c))
	first = -1
	if dist == 0 || dist >= unreachable {
		return
	}
	for _, nb := range g.w.graph(gr)[cur] {
		if g.w.d(gr, nb, int8(f.c)) == dist-1 {
			if first < 0 {
				first = nb
			}
			n++
		}
	}
	return
}

func (g *game) move(f frame) {
	if g.moverPos(&f) < 0 {
		return
	}
	if f.e&mfStarted == 0 {
		f.e |= mfStarted
		g.path[0] = g.moverPos(&f)
		g.pathN = 1
	}
	for f.d > 0 {
		first, n, dist := g.nextSteps(&f)
		if n == 0 {
			break
		}
		if n > 1 && int(f.d) < dist {
			f.k, f.s = wPath, g.cur
			g.push(f)
			return
		}
		if g.stepMover(&f, first) {
			return
		}
	}
	g.finishMove(&f)
}

// stepMover takes one step; it reports whether the movement is over and
// already finished (a villager reaching safety).
func (g *game) stepMover(f *frame, to int8) bool {
	g.setMoverPos(f, to)
	if int(g.pathN) < len(g.path) {
		g.path[g.pathN] = to
		g.pathN++
	}
	f.d--
	if f.a == mvVil && g.w.vils[f.b].safe == to {
		g.finishMove(f)
		g.arrive(int(f.b))
		return true
	}
	if f.a == mvFig && g.mat(int8(f.b)).kind == mkFrank && g.together() {
		// Frankenstein and the Bride meet the moment they share a space
		g.finishMove(f)
		return true
	}
	if f.e&mfStopAtPerson != 0 && g.personsAt(to) {
		f.d = 0
	}
	return false
}

func (g *game) finishMove(f *frame) {
	if g.pathN > 1 {
		var b strings.Builder
		b.WriteString(upper(g.moverName(f)))
		b.WriteString(" moves ")
		places := make([]string, 0, g.pathN)
		for i := int8(0); i < g.pathN; i++ {
			if i > 0 {
				b.WriteString(" → ")
			}
			b.WriteString(g.w.sname(g.path[i]))
			places = append(places, g.w.sid(g.path[i]))
		}
		end := g.path[g.pathN-1]
		if f.a == mvFig {
			var who []string
			for s := int8(0); s < g.nSeats; s++ {
				if g.heroes[s].space == end {
					who = append(who, g.heroName(s))
				}
			}
			for v := range g.w.vils {
				if g.vil(v) == end {
					who = append(who, g.w.vils[v].name)
				}
			}
			if len(who) > 0 {
				b.WriteString(" and stops at ")
				b.WriteString(joinNames(who))
			}
		}
		b.WriteString(".")
		g.ev = append(g.ev, rules.Event{Kind: "move", Text: b.String(), Places: places})
		if f.a == mvFig && f.e&mfStopAtPerson != 0 {
			g.strikeEv = int16(len(g.ev)) // the attack finishes this sentence
		}
	}
	if f.a == mvFig && g.mat(int8(f.b)).kind == mkFrank {
		g.meet()
	}
}

func (g *game) pathOptions(f *frame) []opt {
	cur := g.moverPos(f)
	gr := g.moverGraph(f)
	dist := g.w.d(gr, cur, int8(f.c))
	var o []opt
	for _, nb := range g.w.graph(gr)[cur] {
		if g.w.d(gr, nb, int8(f.c)) == dist-1 {
			o = append(o, opt{id: g.w.pathID[nb], label: upper(g.moverName(f)) + " goes by " + g.w.sname(nb), a: int16(nb)})
		}
	}
	return o
}

func (g *game) answerPath(f frame, o opt) {
	f.k, f.s = xMove, 0
	if g.stepMover(&f, int8(o.a)) {
		return
	}
	g.push(f)
}

func (g *game) attack(f frame) {
	fi := int8(f.a)
	if !g.figOn(fi) || f.b <= 0 {
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
		if !g.amendStrike(fi, "; nobody is there to attack.") {
			g.emitAt("attack", "Nobody is at "+g.w.sname(sp)+": "+g.w.figs[fi].name+" does not attack.", sp)
		}
	case 1:
		g.beginRoll(fi, ps.p[0], int(f.b))
	default:
		g.push(frame{k: wAttackTarget, s: g.cur, a: f.a, b: f.b})
	}
}

// amendStrike finishes the sentence of the strike's movement ("Dracula
// moves Crypt → Abbey and stops at the Mayor") with tail ("; roll 2 dice."),
// when that movement is the last thing said about figure fi. It reports
// whether it did; otherwise the caller says tail in a sentence of its own.
func (g *game) amendStrike(fi int8, tail string) bool {
	i := int(g.strikeEv) - 1
	g.strikeEv = 0
	if i < 0 || i != len(g.ev)-1 || g.ev[i].Kind != "move" || !strings.HasPrefix(g.ev[i].Text, upper(g.w.figs[fi].name)+" moves ") {
		return false
	}
	g.ev[i].Text = strings.TrimSuffix(g.ev[i].Text, ".") + tail
	return true
}

func (g *game) attackTargetOptions(f *frame) []opt {
	sp := g.fig[f.a]
	var o []opt
	for s := int8(0); s < g.nSeats; s++ {
		if g.heroes[s].space == sp {
			o = append(o, opt{id: g.personID(int16(s)), label: upper(g.w.figs[f.a].name) + " attacks " + g.heroName(s), a: int16(s)})
		}
	}
	if len(o) > 0 {
		return o
	}
	for v := range g.w.vils {
		if g.vil(v) == sp {
			p := pVil + int16(v)
			o = append(o, opt{id: g.personID(p), label: upper(g.w.figs[f.a].name) + " attacks " + g.personName(p), a: p})
		}
	}
	return o
}

// beginRoll says who is attacked and how, then asks for the dice. In table
// mode it is the referee's instruction: "roll 2 dice".
func (g *game) beginRoll(fi int8, target int16, dice int) {
	name, whom := g.w.figs[fi].name, g.personName(target)
	sp := g.fig[fi]
	crowd := 0 // people on the space besides the target
	for s := int8(0); s < g.nSeats; s++ {
		crowd += b2i(g.heroes[s].space == sp && int16(s) != target)
	}
	for v := range g.w.vils {
		crowd += b2i(g.vil(v) == sp && pVil+int16(v) != target)
	}
	var tail string
	switch {
	case g.table && crowd == 0:
		tail = "; roll " + diceWord(dice) + "."
	case g.table:
		tail = "; roll " + diceWord(dice) + " against " + whom + "."
	case crowd == 0:
		tail = " and attacks with " + diceWord(dice) + "."
	default:
		tail = " and attacks " + whom + " with " + diceWord(dice) + "."
	}
	if !g.amendStrike(fi, tail) {
		if g.table {
			g.emitAt("attack", upper(name)+" attacks "+whom+" at "+g.w.sname(sp)+": roll "+diceWord(dice)+".", sp)
		} else {
			g.emitAt("attack", upper(name)+" attacks "+whom+" with "+diceWord(dice)+".", sp)
		}
	}
	g.push(frame{k: wDie, s: int8(rules.Chance), a: int16(fi), b: target, e: int16(dice), m: uint32(dice)})
}

// cardText announces a monster card; in table mode it also says what the
// referee does with it, in order.
func (g *game) cardText(c int) string {
	w := g.w
	cd := &w.cards[c]
	text := "Monster card: " + cd.name + " (" + strconv.Itoa(g.deckCount()) + " left)."
	if !g.table {
		return text
	}
	var steps []string
	if cd.items > 0 {
		steps = append(steps, "draw "+plural(cd.items, "item")+" from the bag")
	}
	if cd.evMat < 0 || g.matOn(cd.evMat) {
		steps = append(steps, "read the event")
	}
	var who []string
	for _, fi := range cd.strikes {
		switch {
		case fi < 0 && g.frenzy >= 0 && g.matOn(g.frenzy):
			name := w.figs[w.mats[g.frenzy].figs[0]].name
			if slices.Contains(who, name) {
				who = append(who, name+" again (frenzied)")
			} else {
				who = append(who, "the frenzied "+name)
			}
		case fi >= 0 && g.figOn(fi):
			who = append(who, w.figs[fi].name)
		}
	}
	if len(who) > 0 {
		verb := " strikes"
		if len(who) > 1 {
			verb = " strike in turn"
		}
		steps = append(steps, "then "+joinNames(who)+verb+" (move "+strconv.Itoa(cd.move)+", "+diceWord(cd.dice)+")")
	} else {
		steps = append(steps, "then nobody strikes")
	}
	return text + " " + upper(strings.Join(steps, ", ")) + "."
}

// resolveAttack: a = figure, b = target, c = hits, d = powers.
func (g *game) resolveAttack(f frame) {
	fi := int8(f.a)
	kind := g.mat(fi).kind
	if f.c == 0 && f.d == 0 {
		g.emit("roll", upper(g.w.figs[fi].name)+" rolls no hit and no power: the attack does nothing.")
	} else {
		g.emit("roll", upper(g.w.figs[fi].name)+" rolls "+plural(int(f.c), "hit")+" and "+plural(int(f.d), "power")+".")
	}
	after := kind == mkInvisible || kind == mkFrank
	pw := frame{k: xPower, a: f.a, b: f.d, c: f.b}
	ht := frame{k: xHits, a: f.b, b: f.c, c: f.a}
	if after {
		if f.d > 0 {
			g.push(pw)
		}
		if f.c > 0 {
			g.push(ht)
		}
	} else {
		if f.c > 0 {
			g.push(ht)
		}
		if f.d > 0 {
			g.push(pw)
		}
	}
}

func diceWord(n int) string {
	if n == 1 {
		return "1 die"
	}
	return strconv.Itoa(n) + " dice"
}

func plural(n int, w string) string {
	if n == 1 {
		return "1 " + w
	}
	return strconv.Itoa(n) + " " + w + "s"
}

// power: a = figure, b = power faces, c = the target of the attack.
func (g *game) power(f frame) {
	w := g.w
	fi := int8(f.a)
	mi := g.mat(fi)
	if !g.matOn(w.figs[fi].mat) {
		return
	}
	n := int(f.b)
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
		g.push(frame{k: xSeek, a: f.a, b: int16(2 * n), c: seekVillager})
	case mkCreature:
		if g.boat == 0 {
			g.emit("power", "Rock the Boat has no effect: the boat is at the start.")
			return
		}
		g.boat = int8(max(0, int(g.boat)-n))
		g.emit("power", "Rock the Boat: the boat drifts back to mark "+strconv.Itoa(int(g.boat))+".")
	case mkWolf:
		g.emit("power", "Vicious Bite: everyone at "+w.sname(g.fig[fi])+" takes "+plural(n, "hit")+".")
		g.push(frame{k: xBite, a: f.a, b: f.b, c: 0, d: int16(g.fig[fi])})
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
		g.push(frame{k: xMove, a: mvFig, b: int16(figs[1]), c: int16(g.fig[figs[0]]), d: int16(n)})
	}
}

// bite hits every person who stood on space d when the Wolf Man bit, one
// at a time: a = figure, b = hits, c = the next person to consider.
func (g *game) bite(f frame) {
	sp := int8(f.d)
	for p := f.c; p < pVil+int16(len(g.w.vils)); p++ {
		if p < pVil && p >= int16(g.nSeats) {
			p = pVil - 1
			continue
		}
		if g.personSpace(p) == sp {
			g.push(frame{k: xBite, a: f.a, b: f.b, c: p + 1, d: f.d})
			g.push(frame{k: xHits, a: p, b: f.b, c: f.a})
			return
		}
	}
}

// stepVillagers moves every villager on the board one step toward safety
// (On the Move), one at a time: a = the next villager, b = steps.
func (g *game) stepVillagers(f frame) {
	for v := int(f.a); v < len(g.w.vils); v++ {
		if g.vil(v) >= 0 {
			g.push(frame{k: xVillagers, a: int16(v + 1), b: f.b})
			g.push(frame{k: xMove, a: mvVil, b: int16(v), c: int16(g.w.vils[v].safe), d: f.b})
			return
		}
	}
}

// hits: a = person, b = hits, c = the attacking figure.
func (g *game) hits(f frame) {
	w := g.w
	by := w.figs[f.c].name
	if f.a >= pVil {
		v := int(f.a - pVil)
		if g.vil(v) < 0 {
			return
		}
		sp := g.vil(v)
		g.setVil(v, -1)
		g.ev = append(g.ev, rules.Event{Kind: "killed", Text: w.vils[v].name + " is killed by " + by + " at " + w.sname(sp) + ".", Places: []string{w.sid(sp)}})
		g.addTerror("")
		return
	}
	s := int8(f.a)
	if g.heroes[s].space < 0 {
		return
	}
	if g.heldBy(s) >= int(f.b) {
		g.push(frame{k: wHit, s: s, a: f.a, b: f.b, c: f.c})
		return
	}
	g.defeatHero(s, by)
}

func (g *game) defeatHero(s int8, by string) {
	sp := g.heroes[s].space
	g.heroes[s].space = -1
	g.ev = append(g.ev, rules.Event{Kind: "defeated", Text: upper(g.heroName(s)) + " is defeated by " + by + " and leaves the board.", Seats: []rules.Seat{rules.Seat(s)}, Places: []string{g.w.sid(sp)}})
	g.addTerror("")
}

func (g *game) hitOptions(f *frame) []opt {
	w := g.w
	loc := locHero + int16(f.a)
	var o []opt
	for i := range w.toks {
		if g.tok(i) == loc {
			o = append(o, opt{id: w.toks[i].discardID, label: "Discard the " + w.toks[i].label + " (" + plural(int(f.b), "hit") + " to ignore)", op: opDiscard, a: int16(i)})
		}
	}
	return append(o, opt{id: "defeated", label: "Keep the items and be defeated", op: opDefeated})
}

func (g *game) answerHit(f frame, o opt) {
	s := int8(f.a)
	if o.op == opDefeated {
		g.defeatHero(s, g.w.figs[f.c].name)
		return
	}
	g.discardTok(int(o.a))
	g.emit("discard", upper(g.heroName(s))+" discards the "+g.w.toks[o.a].item.Name+" to ignore a hit.")
	if f.b--; f.b > 0 {
		g.push(f)
	}
}
