package hallsofhorror

import (
	"slices"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// fight is the combat under way in one room (rulebook 5.2.3): its parties
// in initiative order, the Killer last.
type fight struct {
	cell    int8
	n       int8
	parties [maxParties]party
}

// party is one side of a combat: a participant's seat, or -1 for the
// Killer.
type party struct {
	seat      int8
	act       int8 // actAttack or actEscape; the Killer always attacks
	weapon    int8 // item index of the weapon declared, -1 the basic attack
	low       int8 // a die succeeds from this face up
	dice      int8
	damage    int8 // full damage of the attack
	succ      int8
	rolled    bool
	passed    bool // has accepted the result as it stands
	noMore    bool // Panic took a success: no more Resolve this round
	panicked  bool // Panic's forced re-roll is done
	firstUsed bool // the first Resolve token (any failed dice) is spent
	acroUsed  bool
}

// Combat (rulebook 5.2.3). When the first participant of a room where
// combat was chosen comes up in the initiative order, the whole combat of
// that room resolves: the attackers declare their weapons (a firearm's
// ammo is spent then), everyone rolls, Resolve is spent, Panic takes its
// success, and the results are dealt out together; then the escapers move
// out in initiative order and a Killer left alone is stunned.
//
// Dice are counted, not listed: what matters of a die is whether it
// succeeds, so a roll is one chance answer, the number of successes among
// the dice with its exact odds, and a re-roll of failed dice is another.
// A re-roll of a failed die can only help, so spending Resolve re-rolls
// every failed die (the first token) or one failed die (each later one).
//
// Results, for two parties and for more (5.2.3.1 to 5.2.3.3): the card or
// cards with the most successes act, the Killer alone when he ties. An
// attack at the top deals its damage to every other party: one less for
// each target beyond the first and one less when another card tied it,
// never less than 1; an escape tied with an attack is stopped and takes a
// flat 1 from each tied attacker (and is not counted as a target). An
// escape at the top, with no attack tied, escapes. The cards below the top
// are ignored, except in a combat of two, where a beaten escape still
// escapes after taking its damage. Damage is dealt in initiative order of
// its sources, the Killer last, so a Kevlar Vest stops the first hit and
// the Killer's key goes to the hit that brings him to 0.

var fightRule = engine.Rule[*game]{
	Name: "combat",
	Do: func(g *game, s engine.Step) {
		cell := cellOf(s)
		if g.fought&(1<<cell) != 0 {
			return
		}
		g.fought |= 1 << cell
		f := &g.fight
		*f = fight{cell: int8(cell)}
		attack := false
		for i := range g.n {
			who := (g.first + i) % g.n
			if !g.inPlay(who) || int(g.at[who]) != cell || g.action[who] < actAttack {
				continue
			}
			p := party{seat: int8(who), act: g.action[who], weapon: -1, dice: int8(g.c.Combat.Dice)}
			if p.act == actEscape {
				p.low = int8(lowest(g.c.Combat.Escape.Success))
			} else {
				attack = true
				g.arm(who, &p, -1)
			}
			f.parties[f.n] = p
			f.n++
		}
		if g.active && int(g.killer) == cell && f.n > 0 {
			st := g.c.Killer.Rage[g.rage]
			f.parties[f.n] = party{seat: -1, act: actAttack, weapon: -1, low: int8(lowest(g.c.Killer.Success)),
				dice: int8(st.Dice), damage: int8(st.Damage)}
			f.n++
			attack = true
		}
		places := g.places(cell)
		switch {
		case f.n == 0:
			return
		case !attack || f.n == 1:
			// Nobody attacks (or nobody is left to fight): every escape
			// is made without a roll.
			g.log("combat", "Nobody attacks in "+g.where(cell)+": no dice are rolled.", places)
			g.Push(stunStep(cell), fightDoneStep())
			for i := int(f.n) - 1; i >= 0; i-- {
				if p := f.parties[i]; p.act == actEscape {
					g.Push(escapeStep(int(p.seat)))
				}
			}
			return
		}
		g.log("combat", "Combat in "+g.where(cell)+": "+g.sides()+".", places)
		g.Push(stunStep(cell), outcomeStep(), rerollsStep())
		for i := int(f.n) - 1; i >= 0; i-- {
			g.Push(rollStep(i))
		}
		for i := int(f.n) - 1; i >= 0; i-- {
			if p := f.parties[i]; p.seat >= 0 && p.act == actAttack {
				g.Push(weaponStep(i))
			}
		}
	},
}

// lowest is the lowest face of a list of success faces.
func lowest(faces []int) int {
	low := 7
	for _, x := range faces {
		low = min(low, x)
	}
	return low
}

// arm sets an attacking party's faces and damage for weapon it (an item
// index, -1 for the basic attack).
func (g *game) arm(s int, p *party, it int) {
	p.weapon = int8(it)
	if it < 0 {
		p.low, p.damage = int8(lowest(g.c.Combat.Attack.Success)), int8(g.c.Combat.Attack.Damage)
		if n := g.power(s, hh.PowUnarmedFaces); n > 0 {
			p.low = int8(min(int(p.low), n))
		}
		return
	}
	x := &g.c.Items[it]
	p.low, p.damage = int8(lowest(x.Success)), int8(x.Damage)
}

// sides says who fights: "you attack, Bob escapes, the Killer attacks".
func (g *game) sides() string {
	var out []string
	for i, p := range g.fight.parties[:g.fight.n] {
		var who grammar.Person = "the Killer"
		if p.seat >= 0 {
			who = g.person(int(p.seat))
		}
		if i > 0 {
			who = who.Mid()
		}
		out = append(out, who.Does(strings.ToLower(actNames[p.act])+"s"))
	}
	return strings.Join(out, ", ")
}

// partyName names party i for a sentence's start.
func (g *game) partyName(i int) grammar.Person {
	if p := g.fight.parties[i]; p.seat >= 0 {
		return g.person(int(p.seat))
	}
	return "The Killer"
}

// weaponRule: an attacker who owns a weapon it can use declares which it
// fights with, before the dice; a firearm's ammo token is spent now.
var weaponRule = engine.Rule[*game]{
	Name: "weapon",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		i := partyOf(s)
		who := int(g.fight.parties[i].seat)
		a.Seat = seat(who)
		a.Text = "Which weapon does " + g.person(who).Mid().String() + " attack with? A firearm spends its ammo now, hit or miss."
		for it := range g.c.Items {
			x := &g.c.Items[it]
			if g.items[who]&(1<<it) == 0 || (x.Category != hh.CatMelee && x.Category != hh.CatFirearm) {
				continue
			}
			if x.Ammo != "" && *g.tokens(who, x.Ammo) == 0 {
				continue
			}
			if len(a.Choices) == 0 {
				c := g.c.Combat.Attack
				a.Add("weapon none", "Bare hands (success on "+itoa(lowest(c.Success))+"+, damage "+itoa(c.Damage)+")", -1)
			}
			label := x.Name + " (success on " + itoa(lowest(x.Success)) + "+, damage " + itoa(x.Damage)
			if x.Ammo != "" {
				label += ", spends 1 " + x.Ammo
			}
			a.Add("weapon "+x.ID, label+")", it)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := partyOf(s)
		p := &g.fight.parties[i]
		who := int(p.seat)
		g.arm(who, p, c.Arg)
		if c.Arg < 0 {
			g.log("weapon", g.person(who).Does("fights")+" bare-handed.", nil, who)
			return
		}
		x := &g.c.Items[c.Arg]
		text := g.person(who).Does("attacks") + " with the " + x.Name
		if x.Ammo != "" {
			*g.tokens(who, x.Ammo)--
			text += ", spending 1 " + x.Ammo
		}
		g.log("weapon", text+".", nil, who)
	},
}

// rollRule rolls a party's dice: how many succeed? The Killer's dice are
// rolled by whoever rolls for him (killerRoller); at the table the prompt
// names them, in digital play it is chance.
var rollRule = engine.Rule[*game]{
	Name: "roll",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		i := partyOf(s)
		p := g.fight.parties[i]
		who := g.partyName(i)
		if p.seat < 0 {
			r := g.killerRoller()
			name := g.person(r).Mid()
			rolls := name.Does("rolls")
			if r == g.mc {
				rolls = name.String() + ", the Master of the Ceremony," + strings.TrimPrefix(rolls, name.String())
			}
			a.Text = "Roll the Killer's " + itoa(int(p.dice)) + " dice (" + rolls + "): how many show " + itoa(int(p.low)) + " or more?"
		} else {
			a.Text = who.Possessive() + " " + itoa(int(p.dice)) + " dice: how many show " + itoa(int(p.low)) + " or more?"
		}
		successOutcomes(a, int(p.dice), 7-int(p.low), 6)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := partyOf(s)
		p := &g.fight.parties[i]
		p.succ, p.rolled = int8(c.Arg), true
		g.log("roll", g.partyName(i).Does("rolls")+" "+count(c.Arg, "success")+" on "+count(int(p.dice), "die")+".", nil, int(p.seat))
	},
}

// killerRoller is the seat who performs the Killer's roll (rulebook 5.2.3.2,
// 6.3): the Master of the Ceremony once there is one (the MC card changes
// hands the moment a participant dies, so a death earlier in the turn
// counts); before that the First Player, or the player to their right
// (counter-clockwise: the cards pass to the left) when the Killer fights
// the First Player. The MC's participant is dead and never fights. The
// rulebook names nobody after the player to the right, so they roll even
// when they fight him too.
func (g *game) killerRoller() int {
	if g.mc >= 0 {
		return g.mc
	}
	if g.fights(g.first) {
		return (g.first + g.n - 1) % g.n
	}
	return g.first
}

// fights reports whether seat s is a party of the combat under way.
func (g *game) fights(s int) bool {
	for _, p := range g.fight.parties[:g.fight.n] {
		if int(p.seat) == s {
			return true
		}
	}
	return false
}

// successOutcomes offers the number of successes among n dice, each
// succeeding on good of its sides faces, with their exact odds.
func successOutcomes(a *engine.Ask, n, good, sides int) {
	a.Grow(n + 1)
	for j := 0; j <= n; j++ {
		w := binom(n, j) * pow(good, j) * pow(sides-good, n-j)
		if j < len(successIDs) {
			a.Outcome(successIDs[j], successLabels[j], w, j)
		} else {
			a.Outcome("successes "+itoa(j), count(j, "success"), w, j)
		}
	}
}

// successIDs and successLabels are the answers of a roll, made once.
var successIDs, successLabels = func() (ids, labels [9]string) {
	for j := range ids {
		ids[j], labels[j] = "successes "+itoa(j), count(j, "success")
	}
	return ids, labels
}()

func binom(n, k int) int {
	r := 1
	for i := range k {
		r = r * (n - i) / (i + 1)
	}
	return r
}

func pow(b, e int) int {
	r := 1
	for range e {
		r *= b
	}
	return r
}

// Spending Resolve in combat (5.2.3.1, 6.2, appendix B). The party with
// the fewest successes decides first (a tie goes by initiative): spend a
// token to re-roll, or accept. A change in the dice opens the question
// again to everyone else who can still spend. A Panicked participant, on
// accepting, re-rolls one success; if it is lost, they spend no more this
// round. The Killer never spends.

var rerollsRule = engine.Rule[*game]{
	Name: "resolve in combat",
	Do: func(g *game, _ engine.Step) {
		f := &g.fight
		best := -1
		for i, p := range f.parties[:f.n] {
			if p.passed || p.noMore || p.seat < 0 || !g.inPlay(int(p.seat)) {
				continue
			}
			if !g.canSpend(i) {
				continue
			}
			if best < 0 || p.succ < f.parties[best].succ {
				best = i
			}
		}
		if best >= 0 {
			g.Push(rerollsStep(), decideStep(best))
			return
		}
		for i := range f.parties[:f.n] {
			p := &f.parties[i]
			if p.seat >= 0 && !p.panicked && p.succ > 0 && g.panic.Has(seat(int(p.seat))) {
				p.panicked, p.passed = true, true
				g.Push(rerollsStep(), forcedStep(i, -1))
				return
			}
		}
	},
}

// canSpend reports whether party i has a use for a Resolve token.
func (g *game) canSpend(i int) bool {
	f := &g.fight
	p := f.parties[i]
	who := int(p.seat)
	if g.resolve[who] == 0 {
		return false
	}
	if p.succ < p.dice {
		return true
	}
	if g.power(who, hh.PowForceReroll) > 0 {
		for j, q := range f.parties[:f.n] {
			if j != i && q.succ > 0 {
				return true
			}
		}
	}
	return false
}

var decideRule = engine.Rule[*game]{
	Name: "spend resolve",
	Text: func(g *game, s engine.Step) string {
		p := g.fight.parties[partyOf(s)]
		who := int(p.seat)
		return g.person(who).Possessive() + " dice show " + count(int(p.succ), "success") + " (" + g.standing() + "). Spend Resolve (" + itoa(int(g.resolve[who])) + " left)?"
	},
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		f := &g.fight
		i := partyOf(s)
		p := f.parties[i]
		who := int(p.seat)
		a.Seat = seat(who)
		a.Add("accept", "Accept the dice as they are", decAccept)
		if failed := int(p.dice - p.succ); failed > 0 {
			if !p.firstUsed || g.power(who, hh.PowRerollAny) > 0 {
				a.Add("reroll", "Spend 1 Resolve: re-roll the "+count(failed, "failed die"), decRerollAll)
			} else {
				a.Add("reroll one", "Spend 1 Resolve: re-roll one failed die", decRerollOne)
			}
			if p.act == actEscape && !p.acroUsed && p.low > 2 && g.power(who, hh.PowEscapeFaces) > 0 {
				a.Add("acrobatic", "Acrobatic, 1 Resolve: every failed die but a 1 succeeds", decAcrobatic)
			}
		}
		if g.power(who, hh.PowForceReroll) > 0 {
			for j, q := range f.parties[:f.n] {
				if j != i && q.succ > 0 {
					a.Add("quarterback "+itoa(j), "Quarterback, 1 Resolve: "+g.partyName(j).Mid().String()+" re-rolls a success", decForce+j)
				}
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		f := &g.fight
		i := partyOf(s)
		p := &f.parties[i]
		who := int(p.seat)
		if c.Arg == decAccept {
			p.passed = true
			return
		}
		g.resolve[who]--
		switch {
		case c.Arg == decRerollAll:
			p.firstUsed = true
			g.log("resolve", g.person(who).Does("spends")+" 1 Resolve to re-roll "+count(int(p.dice-p.succ), "failed die")+".", nil, who)
			g.Push(rerollStep(i, int(p.dice-p.succ)))
		case c.Arg == decRerollOne:
			g.log("resolve", g.person(who).Does("spends")+" 1 Resolve to re-roll one die.", nil, who)
			g.Push(rerollStep(i, 1))
		case c.Arg == decAcrobatic:
			p.acroUsed = true
			g.log("resolve", g.person(who).Does("spends")+" 1 Resolve: Acrobatic.", nil, who)
			g.Push(acrobaticStep(i))
		default:
			j := c.Arg - decForce
			g.log("resolve", g.person(who).Does("spends")+" 1 Resolve: Quarterback makes "+g.partyName(j).Mid().String()+" re-roll a success.", nil, who)
			g.Push(forcedStep(j, i))
		}
	},
}

// The answers of a Resolve decision, by Arg.
const (
	decAccept = iota
	decRerollAll
	decRerollOne
	decAcrobatic
	decForce // + the party forced
)

// standing says every party's successes: "you 2, Bob 3, the Killer 1".
func (g *game) standing() string {
	var out []string
	for i, p := range g.fight.parties[:g.fight.n] {
		out = append(out, g.partyName(i).Mid().String()+" "+itoa(int(p.succ)))
	}
	return strings.Join(out, ", ")
}

// changed reopens the Resolve question to every party but i, whose dice
// just changed.
func (g *game) changed(i int) {
	for j := range g.fight.parties[:g.fight.n] {
		if j != i {
			g.fight.parties[j].passed = false
		}
	}
}

// rerollRule re-rolls k failed dice of party i.
var rerollRule = engine.Rule[*game]{
	Name: "re-roll",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		i := partyOf(s)
		p := g.fight.parties[i]
		a.Text = g.partyName(i).Possessive() + " re-roll of " + count(diceOf(s), "die") + ": how many show " + itoa(int(p.low)) + " or more?"
		successOutcomes(a, diceOf(s), 7-int(p.low), 6)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := partyOf(s)
		p := &g.fight.parties[i]
		p.succ += int8(c.Arg)
		g.log("roll", g.partyName(i).Does("re-rolls")+" "+count(diceOf(s), "die")+": "+count(c.Arg, "new success")+".", nil, int(p.seat))
		if c.Arg > 0 {
			g.changed(i)
		}
	},
}

// acrobaticRule: Zoe's failed escape dice count unless they show a 1. Of
// the failed dice, each shows a 1 with chance 1 in (low-1).
var acrobaticRule = engine.Rule[*game]{
	Name: "acrobatic",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		i := partyOf(s)
		p := g.fight.parties[i]
		failed := int(p.dice - p.succ)
		a.Text = "Of " + g.partyName(i).Mid().Possessive() + " " + count(failed, "failed die") + ", how many do not show a 1?"
		successOutcomes(a, failed, int(p.low)-2, int(p.low)-1)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := partyOf(s)
		p := &g.fight.parties[i]
		p.succ += int8(c.Arg)
		p.low = 2
		g.log("roll", g.partyName(i).Possessive()+" Acrobatic turns "+count(c.Arg, "failed die")+" into successes.", nil, int(p.seat))
		if c.Arg > 0 {
			g.changed(i)
		}
	},
}

// forcedRule re-rolls one success of party i: Panic's (by -1) or an
// opponent's Quarterback (by their party index).
var forcedRule = engine.Rule[*game]{
	Name: "forced re-roll",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		i := partyOf(s)
		p := g.fight.parties[i]
		why := "Panic"
		if by := byOf(s); by >= 0 {
			why = "Quarterback"
		}
		a.Text = g.partyName(i).Does("re-rolls") + " one success (" + why + "): does it still show " + itoa(int(p.low)) + " or more?"
		successOutcomes(a, 1, 7-int(p.low), 6)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		i := partyOf(s)
		p := &g.fight.parties[i]
		if c.Arg == 1 {
			g.log("roll", g.partyName(i).Possessive()+" success holds.", nil, int(p.seat))
			return
		}
		p.succ--
		g.log("roll", g.partyName(i).Does("loses")+" a success.", nil, int(p.seat))
		if byOf(s) < 0 {
			p.noMore = true
		} else {
			p.passed = false
		}
		g.changed(i)
		if byOf(s) < 0 {
			p.passed = true
		}
	},
}

// outcomeRule deals out a combat's result once every party has accepted
// its dice.
var outcomeRule = engine.Rule[*game]{
	Name: "combat result",
	Do: func(g *game, s engine.Step) {
		f := &g.fight
		ps := f.parties[:f.n]
		top := int8(-1)
		killer := -1
		for i, p := range ps {
			top = max(top, p.succ)
			if p.seat < 0 {
				killer = i
			}
		}
		var tops []int
		if killer >= 0 && ps[killer].succ == top {
			tops = []int{killer} // the Killer wins every tie
		} else {
			for i, p := range ps {
				if p.succ == top {
					tops = append(tops, i)
				}
			}
		}
		isTop := func(i int) bool { return slices.Contains(tops, i) }
		attackAtTop := false
		for _, i := range tops {
			if ps[i].act == actAttack {
				attackAtTop = true
			}
		}
		tied := len(tops) > 1
		// hits[i][j] is the damage party i deals party j.
		var hits [maxParties][maxParties]int
		for _, i := range tops {
			if ps[i].act != actAttack {
				continue
			}
			targets := 0
			for j := range ps {
				if j != i && !(isTop(j) && ps[j].act == actEscape) {
					targets++
				}
			}
			dmg := int(ps[i].damage) - (targets - 1)
			if tied {
				dmg--
			}
			dmg = max(dmg, 1)
			for j := range ps {
				switch {
				case j == i:
				case isTop(j) && ps[j].act == actEscape:
					hits[i][j] = 1
				default:
					hits[i][j] = dmg
				}
			}
		}
		g.log("combat", "The "+count(int(top), "success")+" at the top: "+g.topNames(tops)+".", g.places(int(f.cell)))
		// Who escapes: an escape at the top with no attack tied; in a
		// combat of two, a beaten escape too.
		var escapes []int
		for i, p := range ps {
			if p.act != actEscape {
				continue
			}
			if (isTop(i) && !attackAtTop) || (!isTop(i) && len(ps) == 2) {
				escapes = append(escapes, i)
			}
		}
		for i := range ps {
			for j := range ps {
				if hits[i][j] > 0 {
					g.hit(i, j, hits[i][j])
				}
			}
		}
		g.Push(fightDoneStep())
		for k := len(escapes) - 1; k >= 0; k-- {
			if who := int(ps[escapes[k]].seat); g.inPlay(who) {
				g.Push(escapeStep(who))
			}
		}
	},
}

// topNames names the parties at the top.
func (g *game) topNames(tops []int) string {
	var out []string
	for k, i := range tops {
		who := g.partyName(i)
		if k > 0 {
			who = who.Mid()
		}
		out = append(out, who.String()+" ("+actNames[g.fight.parties[i].act]+")")
	}
	return strings.Join(out, ", ")
}

// hit deals n damage from party i to party j.
func (g *game) hit(i, j, n int) {
	f := &g.fight
	src, dst := f.parties[i], f.parties[j]
	if dst.seat < 0 {
		by := int(src.seat)
		if g.kHealth == 0 {
			return
		}
		g.kHealth = int8(max(int(g.kHealth)-n, 0))
		g.log("damage", g.person(by).Does("deals")+" the Killer "+itoa(n)+" damage.", nil, by)
		if g.kHealth == 0 {
			g.killerDown(by)
		}
		return
	}
	who := int(dst.seat)
	if !g.inPlay(who) {
		return
	}
	if vest := g.vest; vest >= 0 && g.items[who]&(1<<vest) != 0 {
		g.items[who] &^= 1 << vest
		g.log("vest", g.person(who).Possessive()+" Kevlar Vest stops the hit from "+g.partyName(i).Mid().String()+", and is used up.", nil, who)
		return
	}
	g.damage(who, n, true)
}

// damage deals seat s n damage from one source: less by Tough, a Resolve
// for each point taken when earn says so (searches and combat), death at 0.
func (g *game) damage(s, n int, earn bool) {
	n = max(n-g.power(s, hh.PowReduceDamage), 0)
	g.health[s] = int8(max(int(g.health[s])-n, 0))
	who := g.person(s)
	text := who.Does("takes") + " " + itoa(n) + " damage"
	if earn && n > 0 {
		g.resolve[s] += int8(n)
		text += " and " + who.Mid().Verb("gains") + " " + itoa(n) + " Resolve for it"
	}
	g.log("damage", text+".", nil, s)
	if g.health[s] == 0 {
		g.die(s)
	}
}

// killerDown: the Killer at 0 HP is stunned and his rage goes back to the
// start; the first participant ever to bring him down takes a key.
func (g *game) killerDown(by int) {
	g.active, g.rage = false, 0
	g.log("killer", "The Killer falls: he is stunned and his rage drops to nothing.", g.places(int(g.killer)))
	if by >= 0 && !g.killedOnce {
		g.killedOnce = true
		g.keys[by]++
		g.lockOwed[by]++
		g.log("find", g.person(by).Does("takes")+" a key for the first kill.", nil, by)
	}
}

// stun lays the Killer on his side: his rage drops one.
func (g *game) stun(why string) {
	if !g.active {
		return
	}
	g.active = false
	g.rage = max(g.rage-1, 0)
	g.log("killer", "The Killer is stunned "+why+": his rage drops to "+itoa(int(g.rage))+".", g.places(int(g.killer)))
}

// fightDoneRule closes the combat's tray.
var fightDoneRule = engine.Rule[*game]{
	Name: "combat done",
	Do:   func(g *game, _ engine.Step) { g.fight.n = 0 },
}

// stunRule: a Killer left alone in the room of a combat is stunned.
var stunRule = engine.Rule[*game]{
	Name: "killer alone",
	Do: func(g *game, s engine.Step) {
		cell := cellOf(s)
		if !g.active || int(g.killer) != cell {
			return
		}
		for t := range g.n {
			if g.inPlay(t) && int(g.at[t]) == cell {
				return
			}
		}
		g.stun("alone after the combat")
	},
}

// escapeRule: an escaping participant moves to an adjacent room of their
// choice; a face-down one is turned up as they enter.
var escapeRule = engine.Rule[*game]{
	Name: "escape",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Where does " + g.person(who).Mid().String() + " escape to?"
		from := int(g.at[who])
		for act := actUp; act <= actRight; act++ {
			if to := g.neighbour(from, act); to != noCell && g.open(to) {
				a.Add("escape "+actIDs[act], "Escape "+actIDs[act]+" to "+g.where(to)+" ("+g.cellID(to)+")", to)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.enter(who, c.Arg, "escapes", "to")
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		return rules.Touch{Places: g.places(c.Arg)}
	},
}
