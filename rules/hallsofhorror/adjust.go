package hallsofhorror

import (
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Corrections by hand (engine.Adjustable), for table mode: when the real
// table drifted from the app (a roll entered wrong three turns ago, a token
// forgotten), the referee sets it right. Each correction is logged as
// "Adjusted: …", saved and undone like an answer. A correction only sets
// what it names, and never sets off a rule: a key given asks for no lock, a
// room exhausted or locked by hand does not open a puzzle. Each is offered
// only with values the table could show:
//
//   - a participant in play: health 1 to the sheet's (a death comes from
//     the rules, with its locks and the MC card: undo the roll instead),
//     Resolve, keys, bullets and shells up to what the box holds beside the
//     others', an item given or taken back, Panicked or not, and a room
//     turned up and open to stand in (not during a combat); a body not yet
//     searched: what it carries (items, keys, ammo);
//   - the Killer, once placed: any open room (not during a combat), health
//     0 to his most, rage along his track and active or stunned, kept as
//     the rules keep him: at 0 HP he is stunned with no rage;
//   - a room turned up: exhausted or not, each reward's Exhausted Reward
//     token, locked for good (an empty room other than an exit, never
//     cutting anyone off, as the lock rules ask) or unlocked, a puzzle room
//     that locks shut on its lone participant or opened, and the gift
//     tokens lying in it (from or back to the bag).

// Kinds of correction.
const (
	adHealth = iota
	adResolve
	adKeys
	adBullets
	adShells
	adGive
	adDiscard
	adPanic
	adCalm
	adMove
	adKillerMove
	adKillerHealth
	adKillerRage
	adKillerStun
	adKillerActive
	adExhaust
	adRestore
	adCover
	adUncover
	adLock
	adUnlock
	adShut
	adOpen
	adGifts
)

// adjustment is one correction offered: its ID and label, and what it does.
type adjustment struct {
	id, label string
	op        uint8
	a, b      int
}

// partName is seat s's participant as a correction names them: "Ann's
// Ben", "Your Ben" at a sentence's start, "your Ben" inside one.
func (g *game) partName(s int, mid bool) string {
	p := g.person(s)
	if mid {
		p = p.Mid()
	}
	return p.Possessive() + " " + g.c.Participants[g.part[s]].Name
}

// partID is seat s's participant's ID, which the corrections' IDs use.
func (g *game) partID(s int) string { return g.c.Participants[g.part[s]].ID }

// capital starts a sentence with s.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// roomWords names a turned-up room with its cell: "the Nursery (r2c1)".
func (g *game) roomWords(cell int) string {
	if r := g.roomOf(cell); r != nil {
		return "the " + r.Name + " (" + g.cellID(cell) + ")"
	}
	return "a face-down room (" + g.cellID(cell) + ")"
}

// boxLeft is how many of a kind of token the box still holds for seat s:
// the box's count less what the other seats hold, never less than what s
// holds now.
func (g *game) boxLeft(s, box int, held *[maxSeats]int8) int {
	left := box
	for t := range g.n {
		if t != s {
			left -= int(held[t])
		}
	}
	return max(left, int(held[s]))
}

// counts offers seat s's count of a token kind set to every other value
// from 0 to hi.
func (g *game) counts(out []adjustment, op uint8, s, cur, hi int, word, what string) []adjustment {
	for n := 0; n <= hi; n++ {
		if n != cur {
			out = append(out, adjustment{"adjust " + word + " " + g.partID(s) + " " + itoa(n),
				g.partName(s, false) + " holds " + count(n, what) + " (now " + itoa(cur) + ")", op, s, n})
		}
	}
	return out
}

// adjOpts lists the corrections possible now.
func (g *game) adjOpts() []adjustment {
	var out []adjustment
	fighting := g.fight.n > 0
	box := &g.c.Box
	for s := range g.n {
		if g.part[s] < 0 || g.at[s] == noCell {
			continue
		}
		alive, body := g.inPlay(s), g.body.Has(seat(s))
		if !alive && !body {
			continue
		}
		id, name := g.partID(s), g.partName(s, false)
		if alive {
			most := max(g.sideOf(int(g.part[s])).Health, int(g.health[s]))
			for n := 1; n <= most; n++ {
				if n != int(g.health[s]) {
					out = append(out, adjustment{"adjust health " + id + " " + itoa(n),
						name + " has " + itoa(n) + " HP (now " + itoa(int(g.health[s])) + ")", adHealth, s, n})
				}
			}
			out = g.counts(out, adResolve, s, int(g.resolve[s]), g.boxLeft(s, box.ResolveTokens, &g.resolve), "resolve", "Resolve token")
		}
		out = g.counts(out, adKeys, s, int(g.keys[s]), g.boxLeft(s, box.Keys, &g.keys), "keys", "key")
		out = g.counts(out, adBullets, s, int(g.bullets[s]), g.boxLeft(s, box.Bullets, &g.bullets), "bullets", hh.Bullet)
		out = g.counts(out, adShells, s, int(g.shells[s]), g.boxLeft(s, box.Shells, &g.shells), "shells", hh.Shell)
		for it, x := range g.c.Items {
			if g.items[s]&(1<<it) != 0 {
				out = append(out, adjustment{"adjust discard " + id + " " + x.ID, name + " no longer holds the " + x.Name, adDiscard, s, it})
			} else if g.copiesLeft(it) > 0 {
				out = append(out, adjustment{"adjust give " + id + " " + x.ID, name + " takes a " + x.Name, adGive, s, it})
			}
		}
		if !alive {
			continue
		}
		if g.panic.Has(seat(s)) {
			out = append(out, adjustment{"adjust calm " + id, name + " is no longer Panicked", adCalm, s, 0})
		} else {
			out = append(out, adjustment{"adjust panicked " + id, name + " is Panicked", adPanic, s, 0})
		}
		if fighting || int(g.searcher) == s {
			continue // the combat or the Search under way is where they are
		}
		for cell := range g.rows * g.cols {
			if cell != int(g.at[s]) && g.roomOf(cell) != nil && g.open(cell) {
				out = append(out, adjustment{"adjust move " + id + " " + g.cellID(cell),
					"Put " + g.partName(s, true) + " in " + g.roomWords(cell) + "; now in " + g.roomWords(int(g.at[s])), adMove, s, cell})
			}
		}
	}
	out = g.killerOpts(out, fighting)
	for cell := range g.rows * g.cols {
		out = g.roomOpts(out, cell)
	}
	return out
}

// copiesLeft is how many copies of item it no participant holds.
func (g *game) copiesLeft(it int) int {
	n := g.c.Items[it].Copies
	for s := range g.n {
		if g.items[s]&(1<<it) != 0 {
			n--
		}
	}
	return n
}

// killerOpts adds the Killer's corrections, once he is placed.
func (g *game) killerOpts(out []adjustment, fighting bool) []adjustment {
	if g.killer == noCell {
		return out
	}
	k := g.c.Killer
	at := int(g.killer)
	if !fighting {
		for cell := range g.rows * g.cols {
			if cell != at && g.open(cell) {
				out = append(out, adjustment{"adjust move killer " + g.cellID(cell),
					"Put the Killer in " + g.roomWords(cell) + "; now in " + g.roomWords(at), adKillerMove, cell, 0})
			}
		}
	}
	for n := 0; n <= max(k.MaxHealth, int(g.kHealth)); n++ {
		// At 0 HP he lies stunned with no rage (6.3): from there only.
		if n != int(g.kHealth) && (n > 0 || !g.active && g.rage == 0) {
			out = append(out, adjustment{"adjust killer health " + itoa(n),
				"The Killer has " + itoa(n) + " HP (now " + itoa(int(g.kHealth)) + ")", adKillerHealth, n, 0})
		}
	}
	for n := range k.Rage {
		if n != int(g.rage) && (n == 0 || g.kHealth > 0) {
			out = append(out, adjustment{"adjust killer rage " + itoa(n),
				"The Killer's rage is " + itoa(n) + " of " + itoa(len(k.Rage)-1) + " (now " + itoa(int(g.rage)) + ")", adKillerRage, n, 0})
		}
	}
	switch {
	case fighting:
	case g.active:
		out = append(out, adjustment{"adjust killer stunned", "The Killer is stunned (lying on his side)", adKillerStun, 0, 0})
	case g.kHealth > 0:
		out = append(out, adjustment{"adjust killer active", "The Killer is active (standing)", adKillerActive, 0, 0})
	}
	return out
}

// roomOpts adds the corrections of the room on cell, once turned up.
func (g *game) roomOpts(out []adjustment, cell int) []adjustment {
	r := g.roomOf(cell)
	if r == nil {
		return out
	}
	id, where := g.cellID(cell), g.roomWords(cell)
	bit := uint32(1) << cell
	if g.locked&bit != 0 {
		return append(out, adjustment{"adjust unlock " + id, "Unlock " + where, adUnlock, cell, 0})
	}
	if g.exhausted&bit != 0 {
		out = append(out, adjustment{"adjust restore " + id, capital(where) + " is no longer exhausted", adRestore, cell, 0})
	} else {
		out = append(out, adjustment{"adjust exhaust " + id, capital(where) + " is exhausted (its Exhausted Reward tokens come off)", adExhaust, cell, 0})
		for j, sl := range r.Rewards {
			what := "reward " + itoa(j+1) + " (" + sl.Symbol + ")"
			if g.covered[cell]&(1<<j) != 0 {
				out = append(out, adjustment{"adjust uncover " + id + " " + itoa(j+1), "Uncover " + what + " of " + where, adUncover, cell, j})
			} else {
				out = append(out, adjustment{"adjust cover " + id + " " + itoa(j+1), "Cover " + what + " of " + where + " with an Exhausted Reward token", adCover, cell, j})
			}
		}
	}
	switch {
	case g.shut&bit != 0:
		out = append(out, adjustment{"adjust open " + id, "Open " + where + " (its puzzle no longer holds anyone in)", adOpen, cell, 0})
	case r.Deck != hh.DeckExit && g.empty(cell) && g.safeLock(cell):
		out = append(out, adjustment{"adjust lock " + id, "Lock " + where + " for good", adLock, cell, 0})
	case r.Puzzle && r.Locks:
		if s := g.loneIn(cell); s >= 0 {
			out = append(out, adjustment{"adjust shut " + id, "Shut " + g.partName(s, true) + " in " + where + " until its puzzle is solved", adShut, cell, s})
		}
	}
	if g.open(cell) {
		cur := int(g.gifts[cell])
		bag := len(g.c.Gifts) - bits16(g.giftsUsed) - g.giftsOut()
		for n := 0; n <= cur+bag; n++ {
			if n != cur {
				out = append(out, adjustment{"adjust gifts " + id + " " + itoa(n),
					capital(where) + " holds " + count(n, "gift token") + " face down (now " + itoa(cur) + ")", adGifts, cell, n})
			}
		}
	}
	return out
}

// loneIn is the seat whose participant stands alone on cell (no other
// participant in play, no active Killer), or -1.
func (g *game) loneIn(cell int) int {
	who := -1
	for s := range g.n {
		if g.inPlay(s) && int(g.at[s]) == cell {
			if who >= 0 {
				return -1
			}
			who = s
		}
	}
	if who >= 0 && !g.alone(who) {
		return -1
	}
	return who
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
	o, err := engine.FindCorrection(g.adjOpts(), id, "health, resolve, keys, bullets, shells, give, discard, panicked, calm, move, "+
		"killer health, killer rage, killer stunned, killer active, exhaust, restore, cover, uncover, lock, unlock, shut, open, gifts", "adjust health ben 6")
	if err != nil {
		return err
	}
	g.adjust(o)
	return nil
}

func (g *game) adjust(o adjustment) {
	say := func(text string, places []string, seats ...int) {
		g.log("adjust", "Adjusted: "+text+".", places, seats...)
	}
	s := o.a
	switch o.op {
	case adHealth:
		was := g.health[s]
		g.health[s] = int8(o.b)
		say(g.partName(s, true)+" has "+itoa(o.b)+" HP (was "+itoa(int(was))+")", nil, s)
	case adResolve, adKeys, adBullets, adShells:
		p, what := &g.resolve[s], "Resolve token"
		switch o.op {
		case adKeys:
			p, what = &g.keys[s], "key"
		case adBullets:
			p, what = &g.bullets[s], hh.Bullet
		case adShells:
			p, what = &g.shells[s], hh.Shell
		}
		was := *p
		*p = int8(o.b)
		say(g.partName(s, true)+" holds "+count(o.b, what)+" (was "+itoa(int(was))+")", nil, s)
	case adGive:
		g.items[s] |= 1 << o.b
		say(g.partName(s, true)+" holds a "+g.c.Items[o.b].Name, nil, s)
	case adDiscard:
		g.items[s] &^= 1 << o.b
		say(g.partName(s, true)+" no longer holds the "+g.c.Items[o.b].Name, nil, s)
	case adPanic:
		g.panic = g.panic.With(seat(s))
		say(g.partName(s, true)+" is Panicked", nil, s)
	case adCalm:
		g.panic = g.panic.Without(seat(s))
		say(g.partName(s, true)+" is no longer Panicked", nil, s)
	case adMove:
		from := int(g.at[s])
		g.at[s] = int8(o.b)
		text := g.partName(s, true) + " is put in " + g.roomWords(o.b) + " (was in " + g.roomWords(from) + ")"
		if g.shut&(1<<from) != 0 {
			// The puzzle held its participant: with them gone it opens.
			g.shut &^= 1 << from
			text += "; the puzzle room they leave opens"
		}
		say(text, g.places(o.b), s)
	case adKillerMove:
		from := int(g.killer)
		g.killer = int8(o.a)
		say("the Killer is put in "+g.roomWords(o.a)+" (was in "+g.roomWords(from)+")", g.places(o.a))
	case adKillerHealth:
		was := g.kHealth
		g.kHealth = int8(o.a)
		say("the Killer has "+itoa(o.a)+" HP (was "+itoa(int(was))+")", nil)
	case adKillerRage:
		was := g.rage
		g.rage = int8(o.a)
		say("the Killer's rage is "+itoa(o.a)+" (was "+itoa(int(was))+")", nil)
	case adKillerStun:
		g.active = false
		say("the Killer is stunned", g.places(int(g.killer)))
	case adKillerActive:
		g.active = true
		say("the Killer is active", g.places(int(g.killer)))
	case adExhaust:
		g.exhausted |= 1 << o.a
		g.covered[o.a] = 0
		say(g.roomWords(o.a)+" is exhausted", g.places(o.a))
	case adRestore:
		g.exhausted &^= 1 << o.a
		say(g.roomWords(o.a)+" is no longer exhausted", g.places(o.a))
	case adCover:
		g.covered[o.a] |= 1 << o.b
		say("reward "+itoa(o.b+1)+" of "+g.roomWords(o.a)+" is covered", g.places(o.a))
	case adUncover:
		g.covered[o.a] &^= 1 << o.b
		say("reward "+itoa(o.b+1)+" of "+g.roomWords(o.a)+" is uncovered", g.places(o.a))
	case adLock:
		g.locked |= 1 << o.a
		say(g.roomWords(o.a)+" is locked for good", g.places(o.a))
	case adUnlock:
		g.locked &^= 1 << o.a
		say(g.roomWords(o.a)+" is unlocked", g.places(o.a))
	case adShut:
		g.shut |= 1 << o.a
		say(g.roomWords(o.a)+" is shut on "+g.partName(o.b, true), g.places(o.a), o.b)
	case adOpen:
		g.shut &^= 1 << o.a
		say(g.roomWords(o.a)+" is open", g.places(o.a))
	case adGifts:
		was := g.gifts[o.a]
		g.gifts[o.a] = uint8(o.b)
		say(g.roomWords(o.a)+" holds "+count(o.b, "gift token")+" face down (was "+itoa(int(was))+")", g.places(o.a))
	}
}
