package hallsofhorror

import (
	"math/bits"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The Master of the Ceremony phase (rulebook 5.3, 6.3 to 6.6). First the
// rooms owed are locked, in initiative order: one for each key found this
// turn, two for a participant who died. Then a card of the MC deck is
// played: while every participant lives the first player draws the top
// card and plays it; once one has died, the player holding the Master of
// the Ceremony card (the most recent to lose their participant; with
// several dead it passes clockwise among them each turn) draws one card
// more than there are dead participants, plays one in secret and puts the
// others at the bottom of the deck. The card's text acts first, then its
// Killer symbols are spent: Heal first while the Killer is at 0 HP,
// Activate first while he is stunned and two symbols are left, otherwise
// Heal, Enrage, or Move an active Killer who is not in combat, stopping
// when he meets a participant. A participant the card kills owes two rooms
// like any death, locked in this same phase once the card is resolved: the
// rulebook has the locks of a death made in the MC phase of its turn,
// before the cards are drawn, which a death by the card can only follow
// (locks also follow the cards that lock rooms). The played card is
// discarded; when the deck (and the cards put under it) runs out, the
// discards are shuffled into a new one (the rulebook does not say; a game
// rarely gets there).
//
// At the table nobody but the MC sees the cards drawn, so the app asks
// only which card is played, among those not played yet since the last
// shuffle.

var mcPhaseRule = engine.Rule[*game]{
	Name: "master of the ceremony",
	Do: func(g *game, _ engine.Step) {
		g.phase = PhaseMC
		g.Push(mcDrawStep())
		for i := g.n - 1; i >= 0; i-- {
			g.Push(locksStep((g.first + i) % g.n))
		}
	},
}

// drawer is the seat who plays the MC card this turn.
func (g *game) drawer() int {
	if g.mc >= 0 {
		return g.mc
	}
	return g.first
}

var mcDrawRule = engine.Rule[*game]{
	Name: "draw mc cards",
	Do: func(g *game, _ engine.Step) {
		who := g.drawer()
		k := 1
		if g.mc >= 0 {
			k = min(bits.OnesCount16(uint16(g.dead))+1, maxMCHand, g.mcDeckSize())
		}
		g.Push(mcPlayStep(who))
		if g.table && k > 1 {
			g.Push(mcPickStep(who))
			return
		}
		if k > 1 {
			g.Push(mcPickStep(who))
			g.log("mc", g.person(who).Does("draws")+" "+count(k, "MC card")+" as the Master of the Ceremony.", nil, who)
		}
		g.Push(mcCardStep(who, k))
	},
}

// mcCardRule draws an MC card into the hand: from the shuffled deck by
// chance (mcCardAskRule), or once that is empty the next of the cards put
// under it, in order. Those were seen when they went under, so that draw
// asks nothing.
var mcCardRule = engine.Rule[*game]{
	Name: "mc card",
	Do: func(g *game, s engine.Step) {
		if g.mcShuffled() > 0 || g.mcBottomN == 0 {
			g.Push(mcCardAskStep(stepSeat(s), leftOf(s)))
			return
		}
		i := int(g.mcBottom[0])
		copy(g.mcBottom[:], g.mcBottom[1:g.mcBottomN])
		g.mcBottomN--
		g.drawMC(s, i)
	},
}

var mcCardAskRule = engine.Rule[*game]{
	Name: "mc card drawn",
	Free: freeMC,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		a.Text = mcDrawTexts[min(leftOf(s), maxMCHand)]
		a.Grow(len(g.c.MC))
		g.offerFree(a, "mc", mcHint)
		for i, k := range g.mcDeck {
			if k > 0 {
				a.Outcome(g.mcIDs[i], g.c.MC[i].Title, int(k), i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.keepTyped(c, true)
		if c.Arg < len(g.c.MC) { // else typed at the table
			g.mcDeck[c.Arg]--
		}
		g.drawMC(s, c.Arg)
	},
}

// mcShuffled counts the MC cards in the shuffled part of the deck.
func (g *game) mcShuffled() int {
	n := 0
	for _, k := range g.mcDeck {
		n += int(k)
	}
	return n
}

// drawMC puts MC card i in the hand of the draw step s, and draws on.
func (g *game) drawMC(s engine.Step, i int) {
	for k := range g.mcHand {
		if g.mcHand[k] < 0 {
			g.mcHand[k] = int8(i)
			break
		}
	}
	g.refillMC()
	if leftOf(s) > 1 {
		g.Push(mcCardStep(stepSeat(s), leftOf(s)-1))
	}
}

// mcDrawTexts is the MC draw's question by the cards left to draw: the
// most asked question of a long game, made once.
var mcDrawTexts = func() (t [maxMCHand + 1]string) {
	for k := range t {
		t[k] = "Draw a Master of the Ceremony card (" + count(k, "card") + " to draw)."
	}
	return t
}()

// refillMC shuffles the played MC cards into a new deck once the deck and
// the cards under it are gone.
func (g *game) refillMC() {
	if g.mcDeckSize() > 0 {
		return
	}
	for i, m := range g.c.MC {
		if g.removedMC(i) {
			continue
		}
		k := m.Copies
		for _, h := range g.mcHand {
			if int(h) == i {
				k--
			}
		}
		if int(g.mcCard) == i {
			k--
		}
		g.mcDeck[i] = uint8(max(k, 0))
	}
	g.log("mc", "The Master of the Ceremony deck is spent: the played cards are shuffled into a new one.", nil)
}

// removedMC reports whether MC card i is out of this set-up's deck.
func (g *game) removedMC(i int) bool {
	for _, id := range g.setup.RemoveMC {
		if id == g.c.MC[i].ID {
			return true
		}
	}
	return false
}

// mcPickRule: the Master of the Ceremony plays one of the cards drawn, in
// secret until it is played; the others go under the deck. At the table
// the app names the card played, from those not played yet.
var mcPickRule = engine.Rule[*game]{
	Name: "mc pick",
	Free: freeMC,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Which card does " + g.person(who).Mid().String() + ", the Master of the Ceremony, play? The others go under the deck."
		if g.table {
			a.Text = "Which card does " + g.person(who).Mid().String() + ", the Master of the Ceremony, play?"
			g.offerFree(a, "mc", mcHint)
			for i, k := range g.mcDeck {
				if k > 0 {
					a.Add("mc "+g.c.MC[i].ID, mcLabel(&g.c.MC[i]), i)
				}
			}
			return
		}
		a.Secret = true
		for k, i := range g.mcHand {
			if i >= 0 && !handHas(g.mcHand[:k], i) {
				a.Add("mc "+g.c.MC[i].ID, mcLabel(&g.c.MC[i]), int(i))
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		g.mcCard = int8(c.Arg)
		if g.table {
			g.keepTyped(c, true)
			if c.Arg < len(g.c.MC) {
				g.mcDeck[c.Arg]--
				g.refillMC()
			}
			return
		}
		kept := false
		under := 0
		for k, i := range g.mcHand {
			g.mcHand[k] = -1
			switch {
			case i < 0:
			case int(i) == c.Arg && !kept:
				kept = true
			default:
				g.mcBottom[g.mcBottomN] = i
				g.mcBottomN++
				under++
			}
		}
		g.log("mc", g.person(who).Does("puts")+" "+count(under, "card")+" under the deck.", nil, who)
	},
}

func handHas(hand []int8, i int8) bool {
	for _, h := range hand {
		if h == i {
			return true
		}
	}
	return false
}

// mcLabel says an MC card: its title, its text and its symbols.
func mcLabel(m *hh.MCCard) string {
	return m.Title + ": " + m.Text + " (" + count(m.Symbols, "Killer symbol") + ")"
}

// mcPlayRule plays the MC card: its text, then its symbols.
var mcPlayRule = engine.Rule[*game]{
	Name: "mc play",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		if g.mcCard < 0 {
			for k, i := range g.mcHand {
				if i >= 0 {
					g.mcCard, g.mcHand[k] = i, -1
					break
				}
			}
		}
		if g.mcCard < 0 {
			return
		}
		m := g.mcOf(int(g.mcCard))
		g.symbols = int8(m.Symbols)
		g.log("mc", g.person(who).Does("plays")+" the MC card "+m.Title+": "+m.Text, nil, who)
		if !g.lateLocks {
			// A death the card deals owes its two rooms this MC phase,
			// once the card is resolved (the locks before the card are
			// past): they are locked then, in initiative order.
			for i := g.n - 1; i >= 0; i-- {
				g.Push(locksStep((g.first + i) % g.n))
			}
		}
		g.Push(mcDoneStep(), symbolsStep(who))
		g.mcText(who, m.Effect)
	},
}

var mcDoneRule = engine.Rule[*game]{
	Name: "mc done",
	Do:   func(g *game, _ engine.Step) { g.mcCard, g.symbols = -1, 0 },
}

// mcText does an MC card's text, played by seat who.
func (g *game) mcText(who int, e hh.Effect) {
	n := max(e.N, 1)
	switch e.Kind {
	case hh.MCPlaceGifts:
		for range min(n, len(g.c.Gifts)-bits.OnesCount16(g.giftsUsed)-g.giftsOut()) {
			g.Push(giftAtStep(who))
		}
	case hh.MCLockRooms:
		g.lockOwed[who] += int8(n)
		g.Push(locksStep(who))
	case hh.MCStunKiller:
		g.stun("by the MC card")
	case hh.MCKillerCharge:
		if g.killerFree() {
			g.Push(chargeStep(who, n))
		}
	case hh.MCKillerPass:
		if g.killerFree() { // a Killer in combat, stunned or dead never moves (5.3)
			g.Push(passageStep(who))
		}
	case hh.MCKillerWound:
		g.kHealth = int8(max(int(g.kHealth)-n, 0))
		g.log("killer", "The Killer loses "+itoa(n)+" HP.", nil)
		if g.kHealth == 0 {
			g.killerDown(-1)
		} else {
			g.enrage(n)
		}
	case hh.MCHealKiller:
		g.heal(n)
	case hh.MCEnrageKiller:
		g.enrage(n)
	case hh.MCEvenOdds, hh.MCPanicLeader:
		least, most := 127, 0
		for s := range g.n {
			if g.inPlay(s) {
				least, most = min(least, int(g.keys[s])), max(most, int(g.keys[s]))
			}
		}
		for s := range g.n {
			switch {
			case !g.inPlay(s):
			case e.Kind == hh.MCEvenOdds && int(g.keys[s]) == least:
				g.resolve[s] += int8(n)
				g.log("resolve", g.person(s).Does("gains")+" "+itoa(n)+" Resolve.", nil, s)
			case e.Kind == hh.MCPanicLeader && most > 0 && int(g.keys[s]) == most:
				g.gainPanic(s)
			}
		}
	case hh.MCDamageAll:
		for s := range g.n {
			if g.inPlay(s) {
				g.damage(s, n, false)
			}
		}
	case hh.MCResolveAll, hh.MCLoseResolve:
		for s := range g.n {
			if !g.inPlay(s) {
				continue
			}
			if e.Kind == hh.MCResolveAll {
				g.resolve[s] += int8(n)
				g.log("resolve", g.person(s).Does("gains")+" "+itoa(n)+" Resolve.", nil, s)
			} else if k := min(int(g.resolve[s]), n); k > 0 {
				g.resolve[s] -= int8(k)
				g.log("resolve", g.person(s).Does("loses")+" "+itoa(k)+" Resolve.", nil, s)
			}
		}
	case hh.MCRefillRoom:
		g.Push(refillStep(who))
	case hh.MCLoseAmmo:
		for i := g.n - 1; i >= 0; i-- {
			if s := (g.first + i) % g.n; g.inPlay(s) {
				g.Push(loseAmmoStep(s, n))
			}
		}
	case hh.MCRevealRoom:
		for range n {
			g.Push(revealPickStep(who))
		}
	}
}

// killerFree reports whether the Killer may move: active, alive and not in
// combat (no participant in play in his room).
func (g *game) killerFree() bool {
	if !g.active || g.kHealth == 0 || g.killer == noCell {
		return false
	}
	return !g.met(int(g.killer))
}

// met reports whether a participant in play stands on cell.
func (g *game) met(cell int) bool {
	for s := range g.n {
		if g.inPlay(s) && int(g.at[s]) == cell {
			return true
		}
	}
	return false
}

// heal gives the Killer n HP, up to his most.
func (g *game) heal(n int) {
	n = min(n, g.c.Killer.MaxHealth-int(g.kHealth))
	if n <= 0 {
		return
	}
	g.kHealth += int8(n)
	g.log("killer", "The Killer heals "+itoa(n)+" HP, to "+itoa(int(g.kHealth))+".", nil)
}

// enrage raises the Killer's rage n steps, up to the end of the track; a
// Killer at 0 HP cannot rage.
func (g *game) enrage(n int) {
	if g.kHealth == 0 {
		return
	}
	n = min(n, len(g.c.Killer.Rage)-1-int(g.rage))
	if n <= 0 {
		return
	}
	g.rage += int8(n)
	st := g.c.Killer.Rage[g.rage]
	g.log("killer", "The Killer's rage rises to "+itoa(int(g.rage))+": "+count(st.Dice, "die")+", "+itoa(st.Damage)+" damage.", nil)
}

// moveKiller puts the Killer on cell.
func (g *game) moveKiller(cell int) {
	g.killer = int8(cell)
	g.log("killer", "The Killer moves to "+g.where(cell)+" ("+g.cellID(cell)+").", g.places(cell))
}

// killerIDs are the answers that move the Killer, by move card.
var killerIDs = [4]string{"killer up", "killer down", "killer left", "killer right"}

// The uses of a Killer symbol, by Arg (a move adds its cell).
const (
	symHeal = iota
	symActivate
	symEnrage
	symStop
	symMove
)

// symbolsRule spends the MC card's Killer symbols one at a time, in the
// order the priorities force.
var symbolsRule = engine.Rule[*game]{
	Name: "killer symbols",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		k := g.c.Killer
		if g.symbols <= 0 || g.killer == noCell {
			return
		}
		a.Seat = seat(who)
		a.Text = "Spend the Killer symbols (" + itoa(int(g.symbols)) + " left)."
		switch {
		case g.kHealth == 0:
			a.Text += " The Killer is at 0 HP: he must be healed first."
			a.Add("heal", "Heal the Killer 1 HP", symHeal)
			return
		case !g.active && int(g.symbols) >= k.Costs.Activate:
			a.Text += " The Killer is stunned: he must be activated first."
			a.Add("activate", "Activate the Killer ("+count(k.Costs.Activate, "symbol")+")", symActivate)
			return
		}
		if g.killerFree() {
			from := int(g.killer)
			for act := actUp; act <= actRight; act++ {
				to := g.neighbour(from, act)
				switch {
				case to == noCell || !g.open(to):
				case g.room[to] < 0:
					a.Add(killerIDs[act], g.killerToDown[from][act], symMove+to)
				default:
					a.Add(killerIDs[act], "Move the Killer "+actIDs[act]+" to "+g.where(to)+" ("+g.cellID(to)+")", symMove+to)
				}
			}
		}
		if int(g.kHealth) < k.MaxHealth {
			a.Add("heal", "Heal the Killer 1 HP (now "+itoa(int(g.kHealth))+")", symHeal)
		}
		if int(g.rage) < len(k.Rage)-1 {
			a.Add("enrage", "Enrage the Killer (rage "+itoa(int(g.rage)+1)+")", symEnrage)
		}
		if len(a.Choices) > 0 {
			a.Add("stop", "Leave the rest unspent", symStop)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		k := g.c.Killer
		switch {
		case c.Arg == symStop:
			g.symbols = 0
			return
		case c.Arg == symHeal:
			g.symbols -= int8(max(k.Costs.Heal, 1))
			g.heal(1)
		case c.Arg == symActivate:
			g.symbols -= int8(k.Costs.Activate)
			g.active = true
			g.log("killer", "The Killer gets up: he is active.", g.places(int(g.killer)))
		case c.Arg == symEnrage:
			g.symbols -= int8(max(k.Costs.Enrage, 1))
			g.enrage(1)
		default:
			g.symbols -= int8(max(k.Costs.Move, 1))
			g.moveKiller(c.Arg - symMove)
		}
		if g.symbols > 0 {
			g.Push(symbolsStep(who))
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if c.Arg >= symMove {
			return rules.Touch{Places: g.places(c.Arg - symMove)}
		}
		if g.killer != noCell {
			return rules.Touch{Places: g.places(int(g.killer))}
		}
		return rules.Touch{}
	},
}

// giftAtRule: the MC card's player puts a gift token face down in a room
// turned up and open.
var giftAtRule = engine.Rule[*game]{
	Name: "place gift",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Where does " + g.person(who).Mid().String() + " put the gift token, face down?"
		for cell := range g.rows * g.cols {
			if r := g.roomOf(cell); r != nil && g.open(cell) {
				a.Add("gift "+g.cellID(cell), "The "+r.Name+" ("+g.cellID(cell)+")", cell)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.gifts[c.Arg]++
		g.log("gift", g.person(stepSeat(s)).Does("puts")+" a gift token face down in the "+g.roomOf(c.Arg).Name+".", g.places(c.Arg), stepSeat(s))
	},
	Touch: cellTouch,
}

// chargeRule: an active Killer runs up to n rooms in a straight line of
// the player's choice, stopping at a wall, a locked room or a participant.
var chargeRule = engine.Rule[*game]{
	Name: "charge",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Which way does the Killer charge (up to " + count(runOf(s), "room") + ")?"
		for act := actUp; act <= actRight; act++ {
			if to := g.chargeTo(act, runOf(s)); to != int(g.killer) {
				a.Add("charge "+actIDs[act], "Charge "+actIDs[act]+" to "+g.where(to)+" ("+g.cellID(to)+")", to)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.moveKiller(c.Arg) },
	Touch:  cellTouch,
}

// chargeTo is where a charge of up to n rooms by move card act ends.
func (g *game) chargeTo(act, n int) int {
	at := int(g.killer)
	for range n {
		to := g.neighbour(at, act)
		if to == noCell || !g.open(to) {
			break
		}
		at = to
		if g.met(at) {
			break
		}
	}
	return at
}

// passageRule: the Killer goes to any room turned up and open.
var passageRule = engine.Rule[*game]{
	Name: "secret passage",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Where does the Killer come out of the secret passages?"
		for cell := range g.rows * g.cols {
			if r := g.roomOf(cell); r != nil && g.open(cell) && cell != int(g.killer) {
				a.Add("passage "+g.cellID(cell), "The "+r.Name+" ("+g.cellID(cell)+")", cell)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.moveKiller(c.Arg) },
	Touch:  cellTouch,
}

// refillRule: a room turned up and open loses its Exhausted tokens.
var refillRule = engine.Rule[*game]{
	Name: "refill room",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Which room does " + g.person(who).Mid().String() + " refill (its Exhausted tokens come off)?"
		for cell := range g.rows * g.cols {
			if r := g.roomOf(cell); r != nil && g.open(cell) && (g.covered[cell] != 0 || g.exhausted&(1<<cell) != 0) {
				a.Add("refill "+g.cellID(cell), "The "+r.Name+" ("+g.cellID(cell)+")", cell)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.covered[c.Arg] = 0
		g.exhausted &^= 1 << c.Arg
		g.log("refill", "The "+g.roomOf(c.Arg).Name+" is full again.", g.places(c.Arg), stepSeat(s))
	},
	Touch: cellTouch,
}

// loseAmmoAskRule: seat discards one of its n ammo tokens, choosing the
// kind while it holds both.
var loseAmmoAskRule = engine.Rule[*game]{
	Name: "lose ammo",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		if runOf(s) <= 0 || g.bullets[who] == 0 || g.shells[who] == 0 {
			return
		}
		a.Seat = seat(who)
		a.Text = "Which ammo token does " + g.person(who).Mid().String() + " discard (" + itoa(runOf(s)) + " to discard)?"
		a.Add("discard bullet", "A bullet (of "+itoa(int(g.bullets[who]))+")", 0)
		a.Add("discard shell", "A shell (of "+itoa(int(g.shells[who]))+")", 1)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		kind := hh.Bullet
		if c.Arg == 1 {
			kind = hh.Shell
		}
		*g.tokens(who, kind)--
		g.log("ammo", g.person(who).Does("discards")+" a "+kind+".", nil, who)
		g.Push(loseAmmoStep(who, runOf(s)-1))
	},
}

// loseAmmoRule discards seat's n ammo tokens; what needs no choice: with one kind left, the
// tokens go from it.
var loseAmmoRule = engine.Rule[*game]{
	Name: "lose ammo rest",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		n := runOf(s)
		if n <= 0 {
			return
		}
		if g.bullets[who] > 0 && g.shells[who] > 0 {
			g.Push(loseAmmoAskStep(who, n))
			return
		}
		for _, kind := range []string{hh.Bullet, hh.Shell} {
			if k := min(int(*g.tokens(who, kind)), n); k > 0 {
				*g.tokens(who, kind) -= int8(k)
				g.log("ammo", g.person(who).Does("discards")+" "+count(k, kind)+".", nil, who)
			}
		}
	},
}

// revealPickRule: the MC card's player turns up a face-down room of their
// choice (which card lies there is chance, as when a room is entered).
var revealPickRule = engine.Rule[*game]{
	Name: "reveal pick",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = "Which face-down room does " + g.person(who).Mid().String() + " turn up?"
		for cell := range g.rows * g.cols {
			if g.room[cell] < 0 && g.open(cell) {
				a.Add("turn "+g.cellID(cell), "Room "+g.cellID(cell), cell)
			}
		}
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) { g.Push(revealStep(-1, c.Arg)) },
	Touch:  cellTouch,
}
