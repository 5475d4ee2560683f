package att

import (
	"slices"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The encounter: a desperate act, or the dice (the pool, cards before the
// roll, the roll, re-rolls, cards after it, spending combinations); then,
// for a failed encounter, rescues, the solo Map and the Terrible Thing.

// kDesperation: a player who can pay for a desperate act is asked.
var desperationRule = engine.Rule[*game]{
	Name: "desperation",
	Do: func(g *game, _ engine.Step) {
		g.phase = "desperation"
		if g.at < 0 || !g.active(g.at) {
			return
		}
		if int(g.res[g.cur][rCourage]) >= g.desperateCost(g.locEnc[g.at]) {
			g.Push(desperateStep())
		}
	},
}

// kDesperate: pay Courage and overcome the encounter, or face the dice.
var desperateRule = engine.Rule[*game]{
	Name: "desperate",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		e := g.enc(g.locEnc[g.at])
		cost := plural(g.desperateCost(g.locEnc[g.at]), "Courage")
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": a desperate act overcomes " + e.Name + " for " + cost + "."
		a.Add("desperate", "Pay "+cost+" and overcome it", 1)
		a.Add("roll", "Face it with the dice", 0)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		if c.Arg == 1 {
			g.pay(g.cur, rCourage, g.desperateCost(g.locEnc[g.at]))
			g.overcome = true
			g.overcomeAt(g.at, g.cur, "with a desperate act")
		}
	},
}

// kEncounter: the dice pool: the basic dice, Swag and obsession dice, the
// Revelation die.
var encounterRule = engine.Rule[*game]{
	Name: "encounter",
	Do: func(g *game, _ engine.Step) {
		c := g.w.c
		if g.at < 0 || (!g.active(g.at) && !g.overcome) {
			return
		}
		g.phase = "encounter"
		g.tray = g.tray[:0]
		g.rolled, g.spending = false, false
		for range c.Setup.BasicDice {
			g.addDie(g.w.basic)
		}
		for _, o := range g.own[g.cur] {
			if e := c.Swag[o.swag].Effect; e.Kind == ba.EffPoolDie {
				if k := g.w.dieIdx[e.Die]; g.diceFree(k) {
					g.addDie(k)
				}
			}
		}
		if o := g.obs[g.cur]; o >= 0 {
			if e := c.Obsessions[o].Effect; e.Kind == ba.EffEncounterDie {
				if k := g.w.dieIdx[e.Die]; g.diceFree(k) {
					g.addDie(k)
				}
			}
		}
		if !g.overcome && g.enc(g.locEnc[g.at]).Kind == ba.Revelation {
			if k, ok := g.w.dieIdx["revelation"]; ok && g.diceFree(k) {
				g.addDie(k)
			}
		}
		g.Push(encounterEndStep(), poolStep())
	},
}

// kEncounterEnd: the dice go back.
var encounterEndRule = engine.Rule[*game]{
	Name: "encounter end",
	Do: func(g *game, _ engine.Step) {
		g.spending = false
		g.tray = g.tray[:0]
		g.rolled = false
	},
}

// What a dice answer does (kPool's and kTray's Arg: opArg(op, value)).
const (
	opDone      = iota
	opRoll      // roll the pool
	opReroll    // a focused re-roll: mark the dice
	opRerollAll // an unfocused re-roll
	opFeat      // play Feat card value (or argTyped)
	opEquip     // exhaust Swag card value
	opBump      // a Feat token raises die value
	opSpend     // spend the combination packed in value (packSpend)
)

// playFree takes a Feat card typed as played from the hand (table mode).
var playFree = func() func(*game, engine.Step, string) (int, error) {
	free := freeCard(playFeatOf)
	return func(g *game, s engine.Step, id string) (int, error) {
		f, err := free(g, s, id)
		return opArg(opFeat, f), err
	}
}()

// kPool: a secret prompt: play cards that change the pool, then roll.
var poolRule = engine.Rule[*game]{
	Name: "pool",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat, a.Secret = seat(me), true
		a.Text = g.person(me).String() + ": your dice pool is " + g.poolWords() + ". Play cards that change it, then roll."
		g.cardChoices(a)
		a.Add("roll", "Roll the dice", opArg(opRoll, 0))
		if g.hidden[me] > 0 {
			a.Free = &rules.Free{Prefix: "feat", Hint: featHint}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		if argOp(c.Arg) == opRoll {
			g.Push(trayStep())
			g.rolled = true
			for i := range g.tray {
				g.tray[i].pending = true
			}
			g.Push(rollStep())
			return
		}
		g.Push(s)
		g.useCard(c)
	},
	// The card played; rolling touches nothing yet.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch { return g.cardTouch(c.Arg) },
	Free:  playFree,
}

// kRoll: one die of a roll, until none is left to roll.
var rollRule = engine.Rule[*game]{
	Name: "roll",
	Text: func(g *game, _ engine.Step) string {
		i := g.pendingDie()
		return "Roll die " + itoa(i+1) + " (" + g.w.dice[g.tray[i].kind].Name + ")."
	},
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		i := g.pendingDie()
		if i < 0 {
			return
		}
		k := g.w.dice[g.tray[i].kind]
		for _, d := range g.tray {
			if d.pending {
				a.Dice++
			}
		}
		var n [7]int
		for _, f := range k.Faces {
			n[f]++
		}
		a.Grow(6)
		for f := 1; f <= 6; f++ {
			a.Outcome(faceIDs[f], faceLabels[f], n[f], f)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.Push(s)
		i := g.pendingDie()
		g.tray[i].face = int8(c.Arg)
		g.tray[i].pending = false
		if g.pendingDie() < 0 {
			if g.Telling() {
				g.log("roll", g.person(g.cur).Does("rolls")+" "+g.trayWords()+".", g.cur)
			}
		}
	},
	// The die being rolled.
	Touch: func(g *game, _ engine.Step, _ engine.Choice) rules.Touch { return diceTouch(g.pendingDie()) },
}

// The IDs and labels of a die's faces, built once.
var faceIDs, faceLabels = func() (ids, labels [7]string) {
	for f := 1; f <= 6; f++ {
		ids[f], labels[f] = "face "+itoa(f), "shows "+itoa(f)
	}
	return
}()

func (g *game) pendingDie() int {
	for i, d := range g.tray {
		if d.pending {
			return i
		}
	}
	return -1
}

// kTray: a secret prompt: the dice rolled. Re-roll, play cards, spend
// combinations, or finish; once spending has begun, only spends, until
// none is left.
var trayRule = engine.Rule[*game]{
	Name: "tray",
	Text: func(g *game, _ engine.Step) string {
		me := g.cur
		if g.spending {
			return g.person(me).String() + ": spend another combination, or finish."
		}
		return g.person(me).String() + ": the dice show " + g.trayWords() + ". Re-roll (" + plural(int(g.rerolls[me]), "re-roll") + " left), play cards, or spend combinations."
	},
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		offered, beaten, enc, warn := g.spendOptions()
		if g.spending && len(offered) == 0 && !g.adjusted {
			return
		}
		a.Seat, a.Secret = seat(me), true
		if !g.spending {
			if g.rerolls[me] > 0 {
				if g.canFocusReroll() {
					a.Add("reroll", "Focused re-roll: choose the dice, 1 Focus each (Luck dice free)", opArg(opReroll, 0))
				}
				if g.canRerollAll() {
					a.Add("reroll all", "Unfocused re-roll: every die but Panic dice, free", opArg(opRerollAll, 0))
				}
			}
			g.cardChoices(a)
			if g.hidden[me] > 0 {
				a.Free = &rules.Free{Prefix: "feat", Hint: featHint}
			}
			if g.res[me][rFeat] > 0 {
				for i, d := range g.tray {
					if !d.used && g.w.dice[d.kind].Bump && d.face < 6 {
						a.Add("bump "+itoa(i+1), "Pay 1 Feat token: die "+itoa(i+1)+" goes from "+itoa(int(d.face))+" to "+itoa(int(d.face)+1), opArg(opBump, i))
					}
				}
			}
		}
		for _, x := range offered {
			v := g.comboView(x, enc, warn)
			a.Add(v.ID, v.Label, opArg(opSpend, packSpend(x)))
		}
		for _, x := range beaten {
			v := g.comboView(x, enc, warn)
			a.Beaten(v.ID, v.Label, opArg(opSpend, packSpend(x)))
		}
		a.Add("done", "Finish the encounter", opArg(opDone, 0))
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		me := g.cur
		x := argVal(c.Arg)
		switch argOp(c.Arg) {
		case opDone:
			return
		case opReroll:
			g.Push(s, markStep())
		case opRerollAll:
			g.Push(s)
			g.rerolls[me]--
			for i, d := range g.tray {
				if !d.used && g.w.dice[d.kind].Rerollable {
					g.tray[i].pending = true
				}
			}
			g.Push(rollStep())
		case opBump:
			g.Push(s)
			g.pay(me, rFeat, 1)
			g.tray[x].face++
		case opSpend:
			g.Push(s)
			g.spend(unpackSpend(x))
		default:
			g.Push(s)
			g.useCard(c)
		}
	},
	// The dice an unfocused re-roll rolls, the die a Feat token raises, the
	// dice a combination spends (as spend picks them), the card played.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		x := argVal(c.Arg)
		switch argOp(c.Arg) {
		case opRerollAll:
			return g.diceWhere(func(d die) bool { return !d.used && g.w.dice[d.kind].Rerollable })
		case opBump:
			return diceTouch(x)
		case opSpend:
			return diceSet(g.spendDice(unpackSpend(x)))
		case opFeat, opEquip:
			return g.cardTouch(c.Arg)
		}
		return rules.Touch{}
	},
	Free: playFree,
}

// What a mark answer does (kMark's Arg: opArg(op, die)).
const (
	markBack = iota
	markRoll
	markDie
	unmarkDie
)

// kMark: the dice of a focused re-roll, 1 Focus each (Luck dice free).
var markRule = engine.Rule[*game]{
	Name: "mark",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		me := g.cur
		cost := g.markCost()
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": mark the dice to re-roll (" + plural(cost, "Focus") + " so far, you have " + itoa(int(g.res[me][rFocus])) + ")."
		for i, d := range g.tray {
			k := g.w.dice[d.kind]
			if d.used || !k.FocusReroll {
				continue
			}
			if d.marked {
				a.Add("unmark "+itoa(i+1), "Keep die "+itoa(i+1)+" ("+k.Name+", "+itoa(int(d.face))+")", opArg(unmarkDie, i))
			} else if cost+k.FocusCost <= int(g.res[me][rFocus]) {
				a.Add("mark "+itoa(i+1), "Re-roll die "+itoa(i+1)+" ("+k.Name+", "+itoa(int(d.face))+")", opArg(markDie, i))
			}
		}
		if cost >= 0 && g.anyMarked() {
			a.Add("roll", "Re-roll the marked dice for "+plural(cost, "Focus"), opArg(markRoll, 0))
		}
		a.Add("back", "Do not re-roll now", opArg(markBack, 0))
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		me := g.cur
		switch argOp(c.Arg) {
		case markDie, unmarkDie:
			g.Push(s)
			g.tray[argVal(c.Arg)].marked = argOp(c.Arg) == markDie
		case markBack:
			for i := range g.tray {
				g.tray[i].marked = false
			}
		case markRoll:
			g.pay(me, rFocus, g.markCost())
			g.rerolls[me]--
			for i, d := range g.tray {
				if d.marked {
					g.tray[i].marked = false
					g.tray[i].pending = true
				}
			}
			g.Push(rollStep())
		}
	},
	// The die marked or kept, or the marked dice re-rolled.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		switch argOp(c.Arg) {
		case markDie, unmarkDie:
			return diceTouch(argVal(c.Arg))
		case markRoll:
			return g.diceWhere(func(d die) bool { return d.marked })
		}
		return rules.Touch{}
	},
}

// dieChoices offers the dice a card may change: any unused die, or those
// below 6 for a card that raises one.
func (g *game) dieChoices(a *engine.Ask, below6 bool) {
	me := g.cur
	a.Seat = seat(me)
	a.Text = g.person(me).String() + ": which die?"
	for i, d := range g.tray {
		if !d.used && (!below6 || d.face < 6) {
			a.Add("die "+itoa(i+1), "Die "+itoa(i+1)+" ("+g.w.dice[d.kind].Name+", "+itoa(int(d.face))+")", i)
		}
	}
}

// kSetDie: a set_die card: the die, then its face.
var setDieRule = engine.Rule[*game]{
	Name: "set die",
	Ask:  func(g *game, _ engine.Step, a *engine.Ask) { g.dieChoices(a, false) },
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		g.Push(pickFaceStep(c.Arg))
	},
	Touch: dieTouch,
}

// kBumpDie: a bump_die card raises a die.
var bumpDieRule = engine.Rule[*game]{
	Name: "bump die",
	Ask:  func(g *game, _ engine.Step, a *engine.Ask) { g.dieChoices(a, true) },
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.tray[c.Arg].face = int8(min(6, int(g.tray[c.Arg].face)+bumpBy(s)))
	},
	Touch: dieTouch,
}

// kPickFace: the face the die is turned to.
var pickFaceRule = engine.Rule[*game]{
	Name: "pick face",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		me := g.cur
		a.Seat = seat(me)
		a.Text = g.person(me).String() + ": die " + itoa(dieOf(s)+1) + " shows which face?"
		faces := slices.Clone(g.w.dice[g.tray[dieOf(s)].kind].Faces)
		slices.Sort(faces)
		for _, f := range slices.Compact(faces) {
			a.Add(faceIDs[f], "Show "+itoa(f), f)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.tray[dieOf(s)].face = int8(c.Arg)
		g.log("die", g.person(g.cur).Does("turns")+" die "+itoa(dieOf(s)+1)+" to "+itoa(c.Arg)+".", g.cur)
	},
	// The die turned.
	Touch: func(_ *game, s engine.Step, _ engine.Choice) rules.Touch { return diceTouch(dieOf(s)) },
}

// useCard plays a Feat card (opFeat) or exhausts a Swag card (opEquip)
// for its effect; a Feat card whose action cannot be taken is spent for
// nothing.
func (g *game) useCard(ch engine.Choice) {
	me := g.cur
	var e ba.Effect
	var name string
	var works bool // as the label said, before the card is paid for
	if argOp(ch.Arg) == opFeat {
		f := g.card(argVal(ch.Arg), ch.ID, playFeatOf) // first: a typed card joins the content
		c := g.w.c
		e, name = c.Feats[f].Effect, c.Feats[f].Name
		works = g.canUse(e)
		g.pay(me, rFeat, c.Feats[f].Cost)
		g.fromHand(me, f)
		g.addFc(1, f, 1)
		g.featTop = int16(f)
		g.log("feat", g.person(me).Does("performs")+" a Feat: "+name+".", me)
	} else {
		c := g.w.c
		s := int16(argVal(ch.Arg))
		e, name = c.Swag[s].Effect, c.Swag[s].Name
		works = g.canUse(e)
		i := slices.IndexFunc(g.own[me], func(o owned) bool { return o.swag == s && !o.exh })
		g.own[me][i].exh = true
		for r, n := range c.Swag[s].UseCost {
			g.pay(me, resIndex(r), n)
		}
		g.log("equip", g.person(me).Does("uses")+" "+name+".", me)
	}
	if !works {
		g.log("feat", name+" has no effect now.", me)
		return
	}
	switch e.Kind {
	case ba.EffSwapDie:
		i := slices.IndexFunc(g.tray, func(d die) bool { return int(d.kind) == g.w.basic })
		g.tray[i].kind = int8(g.w.dieIdx[e.Die])
	case ba.EffAddDie:
		g.addDie(g.w.dieIdx[e.Die])
		if g.rolled {
			g.Push(rollStep())
		}
	case ba.EffExtraReroll:
		g.rerolls[me] += int8(e.N)
	case ba.EffSetDie:
		g.Push(setDieStep())
	case ba.EffBumpDie:
		g.Push(bumpDieStep(e.N))
	case ba.EffGain:
		g.gain(me, resIndex(e.Resource), e.N)
	case ba.EffSteal:
		g.Push(stealStep())
	case ba.EffTrade:
		g.Push(offerToStep())
	}
}

// comboKinds numbers the kinds of combination for packSpend.
var comboKinds = [4]string{ba.High, ba.Pair, ba.Block, ba.Run}

// packSpend packs a spend into an answer's value: kind, face, size and
// resource (-1, the encounter) in 12 bits.
func packSpend(x spend) int {
	return slices.Index(comboKinds[:], x.kind)<<9 | x.face<<6 | x.size<<3 | (x.res + 1)
}

func unpackSpend(v int) spend {
	return spend{combo: combo{kind: comboKinds[v>>9&3], face: v >> 6 & 7, size: v >> 3 & 7}, res: v&7 - 1}
}

// spend removes the dice of a combination: for the encounter (res -1) it
// takes the encounter, for a resource it pays a token per die.
func (g *game) spend(x spend) {
	me := g.cur
	g.spending = true
	res := x.res
	set := g.spendDice(x)
	for i := range g.tray {
		if set&(1<<i) != 0 {
			g.tray[i].used = true
		}
	}
	if res < 0 {
		g.overcome = true
		g.overcomeAt(g.at, me, "with "+x.words())
		return
	}
	n := g.gain(me, res, x.size)
	g.log("gain", g.person(me).Does("spends")+" "+x.words()+" for "+plural(n, resName(res))+".", me)
}

// spendDice picks the dice a spend takes, as a set of tray indexes (a bit
// each): for each face the first unused die showing it, leaving out dice
// that count only toward encounters when gaining a resource, and taking
// those first for the encounter.
func (g *game) spendDice(x spend) (set uint64) {
	for _, f := range x.faces() {
		best := -1
		for i, d := range g.tray {
			if d.used || set&(1<<i) != 0 || int(d.face) != f {
				continue
			}
			only := g.w.dice[d.kind].EncounterOnly
			if x.res >= 0 && only {
				continue
			}
			if best < 0 || (only && x.res < 0) {
				best = i
			}
		}
		if best >= 0 {
			set |= 1 << best
		}
	}
	return set
}

// poolWords is the dice pool before the roll.
func (g *game) poolWords() string {
	var n = map[string]int{}
	var order []string
	for _, d := range g.tray {
		k := g.w.dice[d.kind].Name
		if n[k] == 0 {
			order = append(order, k)
		}
		n[k]++
	}
	var parts []string
	for _, k := range order {
		parts = append(parts, k+" ×"+itoa(n[k]))
	}
	return strings.Join(parts, ", ")
}

func (g *game) trayWords() string {
	var parts []string
	for i, d := range g.tray {
		if d.used {
			continue
		}
		parts = append(parts, itoa(i+1)+":"+itoa(int(d.face))+ba.DieLetter(g.w.dice[d.kind].ID))
	}
	return strings.Join(parts, " ")
}

func (g *game) markCost() int {
	n := 0
	for _, d := range g.tray {
		if d.marked {
			n += g.w.dice[d.kind].FocusCost
		}
	}
	return n
}

func (g *game) anyMarked() bool {
	for _, d := range g.tray {
		if d.marked {
			return true
		}
	}
	return false
}

func (g *game) canFocusReroll() bool {
	for _, d := range g.tray {
		k := g.w.dice[d.kind]
		if !d.used && k.FocusReroll && k.FocusCost <= int(g.res[g.cur][rFocus]) {
			return true
		}
	}
	return false
}

// canReroll reports whether the current seat may re-roll now, focused or
// not.
func (g *game) canReroll() bool {
	return g.rerolls[g.cur] > 0 && (g.canFocusReroll() || g.canRerollAll())
}

func (g *game) canRerollAll() bool {
	for _, d := range g.tray {
		if !d.used && g.w.dice[d.kind].Rerollable {
			return true
		}
	}
	return false
}

// faceCounts counts the unused dice by face; resources leaves out dice that
// count only toward encounters.
func (g *game) faceCounts(resources bool) [7]int {
	var n [7]int
	for _, d := range g.tray {
		if !d.used && d.face > 0 && !(resources && g.w.dice[d.kind].EncounterOnly) {
			n[d.face]++
		}
	}
	return n
}

// spendOptions lists the combinations of the dice left that can be spent
// now: offered, those worth spending, and beaten, those another beats
// outright (see worthTaking); with the encounter they would overcome and
// the warning their labels carry: until the first spend, while a re-roll is
// still possible, spending ends the re-rolls.
func (g *game) spendOptions() (offered, beaten []spend, enc *ba.Encounter, warn string) {
	if !g.rolled || g.pendingDie() >= 0 {
		return nil, nil, nil, ""
	}
	var req *ba.Combo
	if !g.overcome && g.at >= 0 && g.active(g.at) {
		enc = g.enc(g.locEnc[g.at])
		req = enc.Combo
	}
	var bank [nRes]int
	for r := range nRes {
		bank[r] = g.bank(r)
	}
	if !g.spending && g.canReroll() {
		warn = " (ends your re-rolls)"
	}
	res := g.faceCounts(true)
	offered, beaten = worthTaking(spends(g.faceCounts(false), res, req, g.rows, bank), res)
	return offered, beaten, enc, warn
}

// combos describes the combinations worth spending now, for the tray's
// view.
func (g *game) combos() []ComboView {
	offered, _, enc, warn := g.spendOptions()
	var out []ComboView
	for _, x := range offered {
		out = append(out, g.comboView(x, enc, warn))
	}
	return out
}

// comboView describes a spend for the tray and the choices.
func (g *game) comboView(x spend, enc *ba.Encounter, warn string) ComboView {
	v := ComboView{Kind: x.kind, Face: x.face, Size: x.size}
	if x.res < 0 {
		v.ID, v.For = "overcome "+x.id(), "encounter"
		v.Label = "Spend " + x.words() + " to overcome " + enc.Name + warn
	} else {
		r := resName(x.res)
		v.ID, v.For = "gain "+r+" "+x.id(), r
		v.Label = "Spend " + x.words() + " for " + plural(x.pay, r)
		if x.pay < x.size {
			v.Label += ", all the bank has"
		}
		v.Label += warn
	}
	return v
}

// cardChoices lists the Feat cards and Swag the current seat can use now.
// A Feat card whose action cannot be taken may still be played and has no
// effect (it leaves the hand, to be drawn again at the Refresh); its label
// says so. Swag is offered only when it does something: exhausting it for
// nothing gains nothing.
func (g *game) cardChoices(a *engine.Ask) {
	c := g.w.c
	me := g.cur
	for i, f := range c.Feats {
		if g.mayHold(me, i) && int(g.res[me][rFeat]) >= f.Cost && !g.swapTooLate(f.Effect) {
			cost := plural(f.Cost, "Feat token")
			if note := g.effectNote(f.Effect); note != "" {
				cost += ", " + note
			}
			a.Add("feat "+f.ID, "Play "+f.Name+" ("+cost+"): "+f.Text, opArg(opFeat, i))
		}
	}
	var seen []int16
	for _, o := range g.own[me] {
		s := c.Swag[o.swag]
		if o.exh || !s.Exhausts || slices.Contains(seen, o.swag) || !g.affords(s.UseCost) || !g.canUse(s.Effect) {
			continue
		}
		seen = append(seen, o.swag)
		name := s.Name
		if note := g.effectNote(s.Effect); note != "" {
			name += " (" + note + ")"
		}
		a.Add("equip "+s.ID, "Use "+name+": "+s.Text, opArg(opEquip, int(o.swag)))
	}
}

// swapTooLate reports an effect that swaps a die of the pool once the dice
// are rolled, when no card may do that any more.
func (g *game) swapTooLate(e ba.Effect) bool { return e.Kind == ba.EffSwapDie && g.rolled }

// effectNote is the warning a card's label carries when its effect does
// nothing now, or gains less than it says because the bank is short; ""
// when it works in full.
func (g *game) effectNote(e ba.Effect) string {
	switch {
	case !g.canUse(e):
		return "no effect now"
	case e.Kind == ba.EffGain && g.bank(resIndex(e.Resource)) < e.N:
		return "the bank has only " + itoa(g.bank(resIndex(e.Resource)))
	}
	return ""
}

func (g *game) affords(cost map[string]int) bool {
	for r, n := range cost {
		if int(g.res[g.cur][resIndex(r)]) < n {
			return false
		}
	}
	return true
}

// canUse reports whether an effect can do something now.
func (g *game) canUse(e ba.Effect) bool {
	me := g.cur
	switch e.Kind {
	case ba.EffSwapDie:
		return !g.rolled && g.diceOut(g.w.basic) > 0 && g.diceFree(g.w.dieIdx[e.Die])
	case ba.EffAddDie:
		return g.diceFree(g.w.dieIdx[e.Die])
	case ba.EffExtraReroll:
		return true
	case ba.EffSetDie, ba.EffBumpDie:
		if !g.rolled {
			return false
		}
		for _, d := range g.tray {
			if !d.used && (e.Kind == ba.EffSetDie || d.face < 6) {
				return true
			}
		}
		return false
	case ba.EffGain:
		return g.bank(resIndex(e.Resource)) > 0
	case ba.EffSteal:
		for s := range g.n {
			for r := range nRes {
				if s != me && g.res[s][r] > 0 {
					return true
				}
			}
		}
		return false
	case ba.EffTrade:
		for s := range g.n {
			if g.canOffer(s) {
				return true
			}
		}
	}
	return false
}

// kTerrible: a failed encounter: alone, the Map may save it; with the Lost
// Charter, the others may step in to rescue, in turn order.
var terribleRule = engine.Rule[*game]{
	Name: "terrible",
	Do: func(g *game, _ engine.Step) {
		g.phase = "terrible thing"
		if g.at < 0 || g.overcome || !g.active(g.at) {
			return
		}
		g.Push(failStep())
		if g.solo {
			if g.mapH == g.cur && g.w.c.Locations[g.at].Action != ba.ActTakeMap {
				g.Push(mapSaveStep())
			}
			return
		}
		if g.lc {
			for k := g.n - 1; k >= 1; k-- {
				s := (g.cur + k) % g.n
				if g.canRescue(s) {
					g.Push(rescueStep(s))
				}
			}
		}
	},
}

// kRescue: a secret prompt: a seat holding a rescue card may step in, until
// one has.
var rescueRule = engine.Rule[*game]{
	Name: "rescue",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		if g.rescued {
			return
		}
		c := g.w.c
		me, who := g.cur, stepSeat(s)
		a.Seat, a.Secret = seat(who), true
		them := "them"
		if g.person(me).IsYou() {
			them = "you"
		}
		a.Text = g.person(who).String() + ": " + g.person(me).Mid().Does("fails") + " " + g.enc(g.locEnc[g.at]).Name + ". Step in to rescue " + them + "?"
		what := ": they take no Terrible Thing and the encounter is foreshadowed for you"
		if g.fore[who] {
			// One pawn: the encounter it waits on now is free again.
			what += " instead of " + g.enc(g.locEnc[g.pawn[who]]).Name
		}
		if r := g.rescueCards(who); len(r) == 1 {
			a.Add("rescue", "Play "+c.Feats[r[0]].Name+what, r[0])
		} else {
			// Rescue cards that differ: the rescuer says which one.
			for _, f := range r {
				a.Add("rescue "+c.Feats[f].ID, "Play "+c.Feats[f].Name+" ("+plural(c.Feats[f].Cost, "Feat token")+")"+what, f)
			}
		}
		a.Add("pass", "Let them face it", argNone)
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		if c.Arg != argNone {
			g.rescue(stepSeat(s), c.Arg)
		}
	},
	// The rescue card played and the location whose encounter it
	// foreshadows for the rescuer.
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if c.Arg == argNone {
			return rules.Touch{}
		}
		t := g.locPlace(g.at)
		t.Cards = []string{g.featCard(c.Arg)}
		return t
	},
}

// rescueCards lists the rescue Feat cards seat s may play now (in table
// mode, those that may be among its unseen cards).
func (g *game) rescueCards(s int) []int {
	var out []int
	for i, f := range g.w.c.Feats {
		if f.Effect.Kind == ba.EffRescue && g.mayHold(s, i) && int(g.res[s][rFeat]) >= f.Cost {
			out = append(out, i)
		}
	}
	return out
}

func (g *game) canRescue(s int) bool { return len(g.rescueCards(s)) > 0 }

// rescue: seat s steps in with Feat card f for the current player, who
// takes no Terrible Thing; the encounter stays, foreshadowed for s, with
// the tokens the rescued player took back on it where possible. The
// rescuer's pawn moves onto it, so an encounter it foreshadowed before is
// free again.
func (g *game) rescue(s, f int) {
	c := g.w.c
	me := g.cur
	g.pay(s, rFeat, c.Feats[f].Cost)
	g.fromHand(s, f)
	g.addFc(1, f, 1)
	g.featTop = int16(f)
	g.rescued = true
	for r := range nRes {
		back := min(g.took[r], g.res[me][r])
		g.res[me][r] -= back
		g.locTok[g.at][r] += back
	}
	if p := g.pawn[s]; g.fore[s] {
		g.log("foreshadow", g.person(s).Possessive()+" pawn leaves "+c.Locations[p].Name+": "+g.enc(g.locEnc[p]).Name+" is no longer foreshadowed for "+g.person(s).Object()+".", s)
	}
	g.setPawn(s, int8(g.at))
	g.fore[s] = true
	g.log("rescue", g.person(s).Does("rescues")+" "+g.person(me).Object()+": "+g.enc(g.locEnc[g.at]).Name+" is foreshadowed for "+g.person(s).Object()+".", s, me)
}

// kMapSave: alone, the Map may be spent to keep the encounter on the river.
var mapSaveRule = engine.Rule[*game]{
	Name: "map save",
	Ask: func(g *game, _ engine.Step, a *engine.Ask) {
		a.Seat = seat(g.cur)
		a.Text = g.person(g.cur).String() + ": spend the Map? The encounter stays and you take no Terrible Thing."
		a.Add("spend map", "Discard the Map: the encounter stays, with fresh tokens", 1)
		a.Add("take tt", "Keep the Map and unleash the Terrible Thing", 0)
	},
	Answer: func(g *game, _ engine.Step, c engine.Choice) {
		if c.Arg == 1 {
			g.mapH = -1
			g.rescued = true
			g.placeTokens(g.at, g.locEnc[g.at])
			g.log("map", g.person(g.cur).Does("spends")+" the Map: "+g.enc(g.locEnc[g.at]).Name+" stays on the river and no Terrible Thing is unleashed.", g.cur)
		}
	},
	// Spending the Map touches the Map token (PlaceMap).
	Touch: func(_ *game, _ engine.Step, c engine.Choice) rules.Touch {
		if c.Arg == 1 {
			return places(PlaceMap)
		}
		return rules.Touch{}
	},
}

// kFail: the encounter goes to the Rumours and the next Terrible Thing is
// unleashed (a warning only takes it off the track); the last one ends the
// game.
var failRule = engine.Rule[*game]{
	Name: "fail",
	Do: func(g *game, _ engine.Step) {
		if g.rescued || g.overcome || !g.active(g.at) {
			return
		}
		e := g.locEnc[g.at]
		g.locEnc[g.at] = -1
		g.encAt[e] = eRumours
		g.rumours = append(g.rumours, e)
		v := g.track[0]
		g.track = g.track[1:]
		if g.enc(e).Kind == ba.Warning {
			g.ttBox[v]++
			g.log("warning", g.person(g.cur).Does("fails")+" the warning "+g.enc(e).Name+": it goes to the Rumours and a Terrible Thing ("+itoa(int(v))+") leaves the track.", g.cur)
		} else {
			g.ttHeld[g.cur][v]++
			g.log("terrible", g.person(g.cur).Does("fails")+" "+g.enc(e).Name+": it goes to the Rumours and "+g.person(g.cur).Mid().Does("unleashes")+" a Terrible Thing worth "+itoa(int(v))+".", g.cur)
		}
		if len(g.track) == 0 {
			g.endGame("expedition")
		}
	},
}

// kTTGive: the random Terrible Thing a foreshadowed player hands over.
var ttGiveRule = engine.Rule[*game]{
	Name: "tt give",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		from, to := stepSeat(s), giveTo(s)
		if _, n := g.ttValue(from); n == 0 {
			return
		}
		a.Text = "Which of " + g.person(from).Mid().Possessive() + " Terrible Things goes to " + g.person(to).Object() + "?"
		for v, n := range g.ttHeld[from] {
			a.Outcome("tt "+itoa(v), "the one worth "+itoa(v), int(n), v)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		from, to := stepSeat(s), giveTo(s)
		g.ttHeld[from][c.Arg]--
		g.ttHeld[to][c.Arg]++
		g.log("terrible", g.person(from).Does("hands")+" "+g.person(to).Object()+" a Terrible Thing worth "+itoa(c.Arg)+".", from, to)
	},
	// The seat handing it over and the seat taking it.
	Touch: func(_ *game, s engine.Step, _ engine.Choice) rules.Touch {
		return seatsTouch(stepSeat(s), giveTo(s))
	},
}
