package hallsofhorror

import (
	"slices"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
)

// Combat for the smart player (rulebook 5.2.3, as combat.go deals it out):
// the card to play, the weapon, and Resolve on the dice.

// rivalAttacks is the chance the smart player gives a participant in its
// room of playing Attack: their card is secret until both are revealed.
const rivalAttacks = 0.5

// fight picks Attack or Escape by their expected worth: what each deals
// and risks against the Killer in the room or the strongest rival, the
// escape counting the room it reaches.
func (b *board) fight(cs []rules.Choice) (int, string) {
	me := b.me
	at := b.who[me].at
	dice := b.p.c.Combat.Dice
	pe := faceOdds(lowest(b.p.c.Combat.Escape.Success))
	arm := b.armed(me)
	pa, dmg := b.attackOdds(me, arm)
	away := b.bestStep(me)
	var esc, atk float64
	var why string
	if b.killer == at && b.v.Killer.Active && b.v.Killer.Health > 0 {
		kd, pk, kdmg := b.v.Killer.Dice, faceOdds(lowest(b.p.c.Killer.Success)), b.v.Killer.Damage
		winE, _ := beats(dice, pe, kd, pk) // the Killer wins ties
		winA, _ := beats(dice, pa, kd, pk)
		esc = winE*away - (1-winE)*b.hitCost(me, kdmg)
		if b.company(me, at) == 0 {
			esc += (1 - winE) * away // alone with him, a beaten escape still gets out
		}
		atk = winA*b.killerHit(me, dmg) - (1-winA)*b.hitCost(me, kdmg)
		why = "against the Killer's " + count(kd, "die") + " for " + itoa(kdmg) + " damage: "
		if atk > esc {
			return slices.IndexFunc(cs, isID("attack")), "attack " + why + pct(winA) + " to deal " + itoa(dmg)
		}
		return slices.IndexFunc(cs, isID("escape")), "escape " + why + pct(winE) + " to get away unhurt"
	}
	r := b.strongestRival(me)
	if r < 0 {
		return slices.IndexFunc(cs, isID("escape")), "escape: nobody here attacks"
	}
	pr, rdmg := b.attackOdds(r, b.armed(r))
	// Against a rival who escapes: an escape costs nothing, an attack
	// hits only a beaten or tied escape (a tie takes 1).
	winA, tieA := beats(dice, pa, dice, pe)
	atk = (1 - rivalAttacks) * (winA*b.playerHit(me, r, dmg) + tieA*b.playerHit(me, r, 1))
	esc = (1 - rivalAttacks) * away
	// Against a rival who attacks: the higher roll hits; a tie hits both
	// a point less, or stops an escape for 1.
	win, tie := beats(dice, pa, dice, pr)
	atk += rivalAttacks * (win*b.playerHit(me, r, dmg) + tie*(b.playerHit(me, r, max(dmg-1, 1))-b.hitCost(me, max(rdmg-1, 1))) -
		(1-win-tie)*b.hitCost(me, rdmg))
	winE, tieE := beats(dice, pe, dice, pr)
	esc += rivalAttacks * (winE*away - tieE*b.hitCost(me, 1) + (1-winE-tieE)*(away-b.hitCost(me, rdmg)))
	why = " against " + b.v.Seats[r].Player + " (" + itoa(b.who[r].health) + " HP, hits for " + itoa(rdmg) + ")"
	if atk > esc {
		return slices.IndexFunc(cs, isID("attack")), "attack" + why + ": " + pct(win) + " to win the roll for " + itoa(dmg)
	}
	return slices.IndexFunc(cs, isID("escape")), "escape" + why + ": getting away is worth more than the fight"
}

func isID(id string) func(rules.Choice) bool { return func(c rules.Choice) bool { return c.ID == id } }

// attackOdds is seat s's chance a die and damage attacking with weapon i
// (-1 bare hands).
func (b *board) attackOdds(s, i int) (float64, int) {
	if i < 0 {
		low := lowest(b.p.c.Combat.Attack.Success)
		if n := b.power(s, hh.PowUnarmedFaces); n > 0 {
			low = min(low, n)
		}
		return faceOdds(low), b.p.c.Combat.Attack.Damage
	}
	x := &b.p.c.Items[i]
	return faceOdds(lowest(x.Success)), x.Damage
}

// strongestRival is the participant in seat s's room who hits hardest, -1
// none.
func (b *board) strongestRival(s int) int {
	best, bestS := -1, -1.0
	for t := range b.who {
		if t != s && b.who[t].inPlay() && b.who[t].at == b.who[s].at {
			if st := b.strength(t, b.armed(t)); st > bestS {
				best, bestS = t, st
			}
		}
	}
	return best
}

// bestStep is the worth of the best room next to seat s's, as a move
// weighs it: where an escape goes.
func (b *board) bestStep(s int) float64 {
	g := b.goals(s)
	top := -deathCost
	for act := actUp; act <= actRight; act++ {
		if to := b.step(b.who[s].at, act); to != noCell && !b.cells[to].closed {
			pot, _ := b.potential(&g, to)
			top = max(top, gamma*pot-b.danger(s, to))
		}
	}
	return top
}

// hitCost is what a hit of n costs seat s, a Kevlar Vest taking the
// first one.
func (b *board) hitCost(s, n int) float64 {
	if i := b.p.vest; b.owns(s, i) {
		return min(b.hurt(s, n, true), b.itemWorth(s, i, false)+1)
	}
	return b.hurt(s, n, true)
}

// killerHit is what dealing the Killer n is worth to seat s: the key of
// the first kill when it brings him down.
func (b *board) killerHit(s, n int) float64 {
	if n >= b.v.Killer.Health {
		if !b.v.Killer.KeyTaken {
			return b.keyWorthTo(s) + 2
		}
		return 2
	}
	return 0.3 * float64(n)
}

// playerHit is what dealing seat t n damage is worth to seat s: a rival
// slowed, or at 0 HP a body with its keys to search.
func (b *board) playerHit(s, t, n int) float64 {
	if n >= b.who[t].health {
		return 3 + 0.7*b.bodyWorth(s, t)
	}
	return 0.3 * float64(n)
}

// side is one party of the combat under way, as the view shows it.
type side struct {
	seat, act, low, dice, succ, damage int
}

// sides reads the combat tray.
func (b *board) sides() []side {
	var out []side
	for _, p := range b.v.Combat.Parties {
		act := actAttack
		if p.Card == actIDs[actEscape] {
			act = actEscape
		}
		out = append(out, side{p.Seat, act, p.Faces, p.Dice, p.Successes, p.Damage})
	}
	return out
}

// settle works out the combat's result from the dice as they stand, as
// outcomeRule does: hits[i][j] is the damage party i deals party j, and
// away says who escapes.
func settle(ps []side) (hits [maxParties][maxParties]int, away [maxParties]bool) {
	topN, killer := -1, -1
	for i, p := range ps {
		topN = max(topN, p.succ)
		if p.seat < 0 {
			killer = i
		}
	}
	var isTop [maxParties]bool
	tops := 0
	if killer >= 0 && ps[killer].succ == topN {
		isTop[killer], tops = true, 1
	} else {
		for i, p := range ps {
			if p.succ == topN {
				isTop[i] = true
				tops++
			}
		}
	}
	attackAtTop := false
	for i, p := range ps {
		if isTop[i] && p.act == actAttack {
			attackAtTop = true
		}
	}
	for i, p := range ps {
		if !isTop[i] || p.act != actAttack {
			continue
		}
		targets := 0
		for j := range ps {
			if j != i && !(isTop[j] && ps[j].act == actEscape) {
				targets++
			}
		}
		dmg := p.damage - (targets - 1)
		if tops > 1 {
			dmg--
		}
		dmg = max(dmg, 1)
		for j := range ps {
			switch {
			case j == i:
			case isTop[j] && ps[j].act == actEscape:
				hits[i][j] = 1
			default:
				hits[i][j] = dmg
			}
		}
	}
	for i, p := range ps {
		away[i] = p.act == actEscape && ((isTop[i] && !attackAtTop) || (!isTop[i] && len(ps) == 2))
	}
	return hits, away
}

// standing is what the combat's result as the dice stand is worth to the
// party mine: the hits it takes (a Kevlar Vest stops the first) and deals.
func (b *board) standing(ps []side, mine int) float64 {
	hits, away := settle(ps)
	me := b.me
	v := 0.0
	vest := b.owns(me, b.p.vest)
	for i := range ps {
		if n := hits[i][mine]; n > 0 {
			if vest {
				vest = false
				continue
			}
			v -= b.hurt(me, n, true)
		}
	}
	for j, p := range ps {
		n := hits[mine][j]
		switch {
		case n == 0:
		case p.seat < 0:
			v += b.killerHit(me, n)
		default:
			v += b.playerHit(me, p.seat, n)
		}
	}
	if away[mine] {
		v += 0.5
	}
	return v
}

// spendInCombat decides on Resolve once the dice are rolled: each
// offer's mean worth over its re-roll against accepting as they stand.
func (b *board) spendInCombat(cs []rules.Choice) (int, string) {
	ps := b.sides()
	mine := slices.IndexFunc(ps, func(p side) bool { return p.seat == b.me })
	if mine < 0 {
		return 0, "not in this combat: accept"
	}
	now := b.standing(ps, mine)
	me := ps[mine]
	failed := me.dice - me.succ
	scores := make([]float64, len(cs))
	for i, c := range cs {
		switch {
		case c.ID == "accept":
			scores[i] = now
		case c.ID == "reroll":
			scores[i] = b.rerolled(ps, mine, mine, binomial(failed, faceOdds(me.low)), 0) - resolveWorth
		case c.ID == "reroll one":
			scores[i] = b.rerolled(ps, mine, mine, binomial(1, faceOdds(me.low)), 0) - resolveWorth
		case c.ID == "acrobatic":
			scores[i] = b.rerolled(ps, mine, mine, binomial(failed, float64(me.low-2)/float64(me.low-1)), 0) - resolveWorth
		default: // quarterback j: party j keeps the success re-rolled with its odds
			j := atoiOr(c.ID[len("quarterback "):])
			if j < len(ps) {
				keep := faceOdds(ps[j].low)
				scores[i] = b.rerolled(ps, mine, j, []float64{1 - keep, keep}, -1) - resolveWorth
			}
		}
	}
	i := top(scores)
	if cs[i].ID == "accept" {
		return i, "accept the dice: no Resolve spent here changes the result enough (" + count(me.succ, "success") + ")"
	}
	return i, cs[i].Label + ": at " + count(me.succ, "success") + " the result is worth " + tenths(now) +
		", and the re-roll raises it to " + tenths(scores[i]+resolveWorth) + " on average"
}

// rerolled is the mean worth to party mine of party j's successes moving
// by offset+k with the chance p[k] of each k.
func (b *board) rerolled(ps []side, mine, j int, p []float64, offset int) float64 {
	q := slices.Clone(ps)
	sum := 0.0
	for k, pk := range p {
		q[j].succ = ps[j].succ + offset + k
		sum += pk * b.standing(q, mine)
	}
	return sum
}

// weapon picks the weapon with the best chance of winning the roll times
// what its hit is worth, a firearm's ammo counted.
func (b *board) weapon(cs []rules.Choice) (int, string) {
	me := b.me
	ps := b.sides()
	foe := -1
	for i, p := range ps {
		if p.seat != me && (foe < 0 || float64(p.dice)*faceOdds(p.low) > float64(ps[foe].dice)*faceOdds(ps[foe].low)) {
			foe = i
		}
	}
	if foe < 0 {
		return 0, "nobody to fight: bare hands"
	}
	f := ps[foe]
	scores := make([]float64, len(cs))
	for i, c := range cs {
		w := b.p.itemIndex(c.ID[len("weapon "):])
		pa, dmg := b.attackOdds(me, w)
		win, _ := beats(b.p.c.Combat.Dice, pa, f.dice, faceOdds(f.low))
		hit := b.killerHit(me, dmg)
		if f.seat >= 0 {
			hit = b.playerHit(me, f.seat, dmg)
		}
		scores[i] = win * hit
		if w >= 0 && b.p.c.Items[w].Ammo != "" {
			scores[i] -= 0.3
		}
	}
	i := top(scores)
	return i, "fight with " + cs[i].Label + ": the best chance of winning the roll times the hit"
}
