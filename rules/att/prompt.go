package att

import (
	"slices"
	"strconv"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
)

type chooser struct{ cs []rules.Choice }

func (c *chooser) add(id, label string) { c.cs = append(c.cs, rules.Choice{ID: id, Label: label}) }
func (c *chooser) w(id, label string, weight int) {
	if weight > 0 {
		c.cs = append(c.cs, rules.Choice{ID: id, Label: label, Weight: weight})
	}
}

func (g *game) prompt(t task) rules.Prompt {
	c := g.w.c
	p := rules.Prompt{Seat: seat(g.cur)}
	var ch chooser
	me := g.cur
	switch t.k {
	case wChar:
		p.Seat = seat(int(t.a))
		p.Text = g.person(int(t.a)).String() + ": choose your character."
		for i, x := range c.Characters {
			if (x.LostCharter && !g.lc) || slices.Contains(g.char[:g.n], int8(i)) {
				continue
			}
			ch.add("character "+x.ID, x.Name+": "+x.Text)
		}
	case wTT:
		p.Seat = rules.Chance
		p.Text = "Draw a Terrible Thing token for the Expedition track (" + itoa(len(g.track)+1) + " of " + itoa(g.ttSize) + ")."
		for _, v := range g.w.ttVals {
			ch.w("tt "+itoa(v), "a Terrible Thing worth "+itoa(v), int(g.ttBox[v]))
		}
	case wFeatTop, wFeatDraw:
		p.Seat = rules.Chance
		if t.k == wFeatTop {
			p.Text = "Turn the top Feat card face up on the discard pile."
		} else {
			p.Text = "Draw a Feat card for " + g.person(int(t.a)).Object() + "."
		}
		for i, f := range c.Feats {
			ch.w("feat "+f.ID, f.Name, int(g.fc(0, i)))
		}
		if g.table {
			p.Free = &rules.Free{Prefix: "feat", Hint: featHint}
		}
	case wSwagSlot:
		p.Seat = rules.Chance
		p.Text = "Deal a Swag card to Trading Post slot " + itoa(int(t.a)+1) + "."
		for i, s := range c.Swag {
			ch.w("swag "+s.ID, s.Name, int(g.swagCnt[i]))
		}
		if g.table {
			p.Free = &rules.Free{Prefix: "swag", Hint: swagHint}
		}
	case wMap:
		p.Seat = seat(g.mapH)
		p.Text = g.person(g.mapH).String() + ": keep the Map and go first, or give it to another player?"
		ch.add("keep", "Keep the Map")
		for s := range g.n {
			if s != g.mapH {
				ch.add("give "+itoa(s), "Give the Map to "+g.person(s).Object())
			}
		}
	case wDeal:
		p.Seat = rules.Chance
		tier := g.topTier()
		p.Text = "Deal an encounter (" + tierIDs[tier] + ") to " + c.Locations[t.a].Name + "."
		for i, e := range c.Encounters {
			if g.encAt[i] == eUnseen && int(g.w.encTier[i]) == tier {
				ch.w("encounter "+e.ID, e.Name, 1)
			}
		}
		if g.table {
			p.Free = &rules.Free{Prefix: "encounter", Hint: encHint}
		}
	case wExplore:
		p.Text = g.person(me).String() + ": explore which location?"
		for l, loc := range c.Locations {
			if g.active(l) {
				e := g.enc(g.locEnc[l])
				lab := loc.Name + ": " + e.Name + " (" + comboWords(*e.Combo) + ", " + plural(e.Secrets, "secret") + ")"
				if f := g.foreOf(l); f >= 0 {
					lab += ", foreshadowed for " + g.person(f).Object()
				}
				ch.add("go "+loc.ID, lab)
			}
		}
	case wAction:
		p.Text = g.person(me).String() + ": take the action of " + c.Locations[t.a].Name + "?"
		ch.cs = g.actionChoices(int(t.a))
	case wGorge:
		p.Secret = true
		p.Text = g.person(me).String() + ": discard Feat cards to draw as many new ones (" + itoa(int(t.b)) + " so far)."
		for i, f := range c.Feats {
			if g.mayHold(me, i) {
				ch.add("discard "+f.ID, "Discard "+f.Name)
			}
		}
		if g.hidden[me] > 0 {
			p.Free = &rules.Free{Prefix: "discard", Hint: featHint}
		}
		ch.add("done", "Done")
	case wChateauTake:
		p.Text = g.person(me).String() + ": take which token in exchange for your " + resName(g.chGive) + "?"
		for s := range g.n {
			for r := range nRes {
				if s != me && r != g.chGive && g.res[s][r] > 0 {
					ch.add("take "+itoa(s)+" "+resName(r), "Take "+g.person(s).Mid().Possessive()+" "+resName(r))
				}
			}
		}
	case wBankReturn:
		p.Text = g.person(me).String() + ": give the bank which token?"
		for r := range nRes {
			if r != int(t.a) && g.res[me][r] > 0 {
				ch.add("return "+resName(r), "Return a "+resName(r)+" token")
			}
		}
	case wDesperate:
		e := g.enc(g.locEnc[g.at])
		p.Text = g.person(me).String() + ": a desperate act overcomes " + e.Name + " for " + plural(g.desperateCost(g.locEnc[g.at]), "Courage") + "."
		ch.add("desperate", "Pay "+plural(g.desperateCost(g.locEnc[g.at]), "Courage")+" and overcome it")
		ch.add("roll", "Face it with the dice")
	case wPool:
		p.Secret = true
		p.Text = g.person(me).String() + ": your dice pool is " + g.poolWords() + ". Play cards that change it, then roll."
		g.cardChoices(&ch)
		ch.add("roll", "Roll the dice")
		if g.hidden[me] > 0 {
			p.Free = &rules.Free{Prefix: "feat", Hint: featHint}
		}
	case wRoll:
		p.Seat = rules.Chance
		i := g.pendingDie()
		k := g.w.dice[g.tray[i].kind]
		p.Text = "Roll die " + itoa(i+1) + " (" + k.Name + ")."
		for _, d := range g.tray {
			if d.pending {
				p.Dice++
			}
		}
		var n [7]int
		for _, f := range k.Faces {
			n[f]++
		}
		for f := 1; f <= 6; f++ {
			ch.w("face "+itoa(f), "shows "+itoa(f), n[f])
		}
	case wTray:
		p.Secret = true
		if g.spending {
			p.Text = g.person(me).String() + ": spend another combination, or finish."
		} else {
			p.Text = g.person(me).String() + ": the dice show " + g.trayWords() + ". Re-roll (" + plural(int(g.rerolls[me]), "re-roll") + " left), play cards, or spend combinations."
			if g.rerolls[me] > 0 {
				if g.canFocusReroll() {
					ch.add("reroll", "Focused re-roll: choose the dice, 1 Focus each (Luck dice free)")
				}
				if g.canRerollAll() {
					ch.add("reroll all", "Unfocused re-roll: every die but Panic dice, free")
				}
			}
			g.cardChoices(&ch)
			if g.hidden[me] > 0 {
				p.Free = &rules.Free{Prefix: "feat", Hint: featHint}
			}
			if g.res[me][rFeat] > 0 {
				for i, d := range g.tray {
					if !d.used && g.w.dice[d.kind].Bump && d.face < 6 {
						ch.add("bump "+itoa(i+1), "Pay 1 Feat token: die "+itoa(i+1)+" goes from "+itoa(int(d.face))+" to "+itoa(int(d.face)+1))
					}
				}
			}
		}
		g.spendChoices(&ch, &p)
		ch.add("done", "Finish the encounter")
	case wMark:
		cost := g.markCost()
		p.Text = g.person(me).String() + ": mark the dice to re-roll (" + plural(cost, "Focus") + " so far, you have " + itoa(int(g.res[me][rFocus])) + ")."
		for i, d := range g.tray {
			k := g.w.dice[d.kind]
			if d.used || !k.FocusReroll {
				continue
			}
			if d.marked {
				ch.add("unmark "+itoa(i+1), "Keep die "+itoa(i+1)+" ("+k.Name+", "+itoa(int(d.face))+")")
			} else if cost+k.FocusCost <= int(g.res[me][rFocus]) {
				ch.add("mark "+itoa(i+1), "Re-roll die "+itoa(i+1)+" ("+k.Name+", "+itoa(int(d.face))+")")
			}
		}
		if cost >= 0 && g.anyMarked() {
			ch.add("roll", "Re-roll the marked dice for "+plural(cost, "Focus"))
		}
		ch.add("back", "Do not re-roll now")
	case wPickDie:
		p.Text = g.person(me).String() + ": which die?"
		for i, d := range g.tray {
			if !d.used && (t.a == 0 || d.face < 6) {
				ch.add("die "+itoa(i+1), "Die "+itoa(i+1)+" ("+g.w.dice[d.kind].Name+", "+itoa(int(d.face))+")")
			}
		}
	case wPickFace:
		p.Text = g.person(me).String() + ": die " + itoa(int(t.a)+1) + " shows which face?"
		faces := slices.Clone(g.w.dice[g.tray[t.a].kind].Faces)
		slices.Sort(faces)
		for _, f := range slices.Compact(faces) {
			ch.add("face "+itoa(f), "Show "+itoa(f))
		}
	case wSteal:
		p.Text = g.person(me).String() + ": take which token from whom?"
		for s := range g.n {
			for r := range nRes {
				if s != me && g.res[s][r] > 0 {
					ch.add("take "+itoa(s)+" "+resName(r), "Take a "+resName(r)+" from "+g.person(s).Object())
				}
			}
		}
	case wOfferTo:
		p.Text = g.person(me).String() + ": make a trade offer to whom?"
		for s := range g.n {
			if g.canOffer(s) {
				ch.add("to "+itoa(s), "Offer a trade to "+g.person(s).Object())
			}
		}
		ch.add("cancel", "Make no offer")
	case wOffer:
		o := g.offer
		p.Text = g.person(me).String() + ": build your offer to " + g.person(int(o.to)).Object() + ": " + g.offerWords() + "."
		g.offerChoices(&ch)
	case wAnswer:
		o := g.offer
		p.Seat = seat(int(o.to))
		p.Text = g.person(int(o.to)).String() + ": " + g.person(int(o.from)).Mid().Does("offers") + " " + g.offerWords() + ". Accept?"
		ch.add("accept", "Accept the trade")
		ch.add("refuse", "Refuse it")
	case wRescue:
		p.Seat = seat(int(t.a))
		p.Secret = true
		them := "them"
		if g.person(me).IsYou() {
			them = "you"
		}
		p.Text = g.person(int(t.a)).String() + ": " + g.person(me).Mid().Does("fails") + " " + g.enc(g.locEnc[g.at]).Name + ". Step in to rescue " + them + "?"
		what := ": they take no Terrible Thing and the encounter is foreshadowed for you"
		if s := int(t.a); g.fore[s] {
			// One pawn: the encounter it waits on now is free again.
			what += " instead of " + g.enc(g.locEnc[g.pawn[s]]).Name
		}
		if r := g.rescueCards(int(t.a)); len(r) == 1 {
			ch.add("rescue", "Play "+c.Feats[r[0]].Name+what)
		} else {
			// Rescue cards that differ: the rescuer says which one.
			for _, f := range r {
				ch.add("rescue "+c.Feats[f].ID, "Play "+c.Feats[f].Name+" ("+plural(c.Feats[f].Cost, "Feat token")+")"+what)
			}
		}
		ch.add("pass", "Let them face it")
	case wTTGive:
		p.Seat = rules.Chance
		p.Text = "Which of " + g.person(int(t.a)).Mid().Possessive() + " Terrible Things goes to " + g.person(int(t.b)).Object() + "?"
		for v, n := range g.ttHeld[t.a] {
			ch.w("tt "+itoa(v), "the one worth "+itoa(v), int(n))
		}
	case wMapSave:
		p.Text = g.person(me).String() + ": spend the Map? The encounter stays and you take no Terrible Thing."
		ch.add("spend map", "Discard the Map: the encounter stays, with fresh tokens")
		ch.add("take tt", "Keep the Map and unleash the Terrible Thing")
	case wPost:
		p.Text = g.person(me).String() + " at the Trading Post (" + plural(int(g.res[me][rTreasure]), "Treasure") + ")."
		g.postChoices(&ch)
	case wRefreshPick:
		p.Text = g.person(me).String() + ": pick up to " + itoa(c.TradingPost.RefreshCards) + " cards to refresh."
		n := 0
		for i, s := range g.slots {
			if g.picked&(1<<i) != 0 {
				n++
			} else if s >= 0 {
				ch.add("pick "+itoa(i+1), "Refresh slot "+itoa(i+1)+" ("+c.Swag[s].Name+")")
			}
		}
		if n >= c.TradingPost.RefreshCards {
			ch.cs = ch.cs[:0]
		}
		if n > 0 {
			ch.add("go", "Pay "+plural(c.TradingPost.RefreshCost, "Treasure")+" and refresh them")
		}
	case wAchTie:
		x := c.Achievements[t.a]
		p.Text = g.person(me).String() + ": " + g.achTieWords(int(t.a)) + " tie for " + x.Name + ". Who takes it?"
		for _, s := range g.achCandidates(int(t.a)) {
			ch.add("award "+itoa(s), "Give "+x.Name+" to "+g.person(s).Object())
		}
	case wForget:
		p.Text = g.person(me).String() + ": forget cards worth at least " + itoa(g.forgetNeed) + " (" + itoa(g.forgot) + " so far)."
		for i, e := range c.Encounters {
			if g.encAt[i] == eScore {
				ch.add("forget card "+e.ID, "Forget "+e.Name+" ("+itoa(e.Secrets)+")")
			}
		}
		seen := map[int16]bool{}
		for _, o := range g.own[0] {
			if s := c.Swag[o.swag]; s.Secrets > 0 && !seen[o.swag] {
				seen[o.swag] = true
				ch.add("forget swag "+s.ID, "Forget "+s.Name+" ("+itoa(s.Secrets)+")")
			}
		}
		for a, h := range g.ach {
			if h == 0 {
				x := c.Achievements[a]
				ch.add("forget achievement "+x.ID, "Forget "+x.Name+" ("+itoa(x.Secrets)+")")
			}
		}
	}
	p.Choices = ch.cs
	return p
}

func (g *game) actionChoices(l int) []rules.Choice {
	c := g.w.c
	var ch chooser
	me := g.cur
	act := c.Locations[l].Action
	if g.solo && c.Locations[l].SoloAction != "" {
		act = c.Locations[l].SoloAction
	}
	switch act {
	case ba.ActGainFocusOrFeat:
		for _, r := range []int{rFocus, rFeat} {
			if g.bank(r) > 0 {
				ch.add("gain "+resName(r), "Gain a "+resName(r)+" token")
			}
		}
	case ba.ActGainCourageOrTreasure:
		for _, r := range []int{rCourage, rTreasure} {
			if g.bank(r) > 0 {
				ch.add("gain "+resName(r), "Gain a "+resName(r)+" token")
			}
		}
	case ba.ActExchangeWithPlayer:
		for r := range nRes {
			if g.res[me][r] == 0 {
				continue
			}
			ok := false
			for s := range g.n {
				for r2 := range nRes {
					ok = ok || (s != me && r2 != r && g.res[s][r2] > 0)
				}
			}
			if ok {
				ch.add("give "+resName(r), "Give a "+resName(r)+" token in exchange")
			}
		}
	case ba.ActExchangeWithBank:
		for r := range nRes {
			other := false
			for r2 := range nRes {
				other = other || (r2 != r && g.res[me][r2] > 0)
			}
			if g.bank(r) > 0 && other {
				ch.add("take "+resName(r), "Take a "+resName(r)+" token from the bank")
			}
		}
	case ba.ActDesperateElsewhere:
		for l2, loc := range c.Locations {
			if l2 != l && g.active(l2) && int(g.res[me][rCourage]) >= g.desperateCost(g.locEnc[l2]) {
				e := g.enc(g.locEnc[l2])
				ch.add("chasm "+loc.ID, "Pay "+plural(g.desperateCost(g.locEnc[l2]), "Courage")+": overcome "+e.Name+" at "+loc.Name)
			}
		}
	case ba.ActDiscardRumour:
		if n := len(g.rumours); n > 0 {
			e := g.enc(g.rumours[n-1])
			if int(g.res[me][rCourage]) >= e.Secrets {
				ch.add("chasm rumours", "Pay "+plural(e.Secrets, "Courage")+": remove "+e.Name+" from the Rumours")
			}
		}
	}
	ch.add("skip", "Skip the action")
	return ch.cs
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

// spendChoices adds the combinations worth spending now to the choices
// (overcoming the encounter, gaining resources by the Scenario card), and
// those beaten by another to p's unlisted answers.
func (g *game) spendChoices(ch *chooser, p *rules.Prompt) {
	offered, beaten := g.combos()
	for _, x := range offered {
		ch.add(x.ID, x.Label)
	}
	for _, x := range beaten {
		p.Unlisted = append(p.Unlisted, rules.Choice{ID: x.ID, Label: x.Label})
	}
}

// combos lists the combinations of the dice left that can be spent now:
// offered, those worth spending, and beaten, those another beats outright
// (see worthTaking). Until the first spend, while a re-roll is still
// possible, each label warns that spending ends the re-rolls.
func (g *game) combos() (offered, beaten []ComboView) {
	if !g.rolled || g.pendingDie() >= 0 {
		return nil, nil
	}
	var enc *ba.Encounter
	var req *ba.Combo
	if !g.overcome && g.at >= 0 && g.active(g.at) {
		enc = g.enc(g.locEnc[g.at])
		req = enc.Combo
	}
	var bank [nRes]int
	for r := range nRes {
		bank[r] = g.bank(r)
	}
	warn := ""
	if !g.spending && g.canReroll() {
		warn = " (ends your re-rolls)"
	}
	res := g.faceCounts(true)
	keep, drop := worthTaking(spends(g.faceCounts(false), res, req, g.rows, bank), res)
	return g.comboViews(keep, enc, warn), g.comboViews(drop, enc, warn)
}

// comboViews describes spends for the tray and the choices.
func (g *game) comboViews(xs []spend, enc *ba.Encounter, warn string) []ComboView {
	var out []ComboView
	for _, x := range xs {
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
		out = append(out, v)
	}
	return out
}

// parseCombo reads "high 5", "pair 4", "block 4x3", "run 2-5".
func parseCombo(s string) (combo, bool) {
	kind, rest, _ := strings.Cut(s, " ")
	switch kind {
	case ba.High, ba.Pair:
		f, err := strconv.Atoi(rest)
		return combo{kind, f, map[string]int{ba.High: 1, ba.Pair: 2}[kind]}, err == nil
	case ba.Block:
		a, b, _ := strings.Cut(rest, "x")
		f, e1 := strconv.Atoi(a)
		n, e2 := strconv.Atoi(b)
		return combo{kind, f, n}, e1 == nil && e2 == nil
	case ba.Run:
		a, b, _ := strings.Cut(rest, "-")
		f, e1 := strconv.Atoi(a)
		t, e2 := strconv.Atoi(b)
		return combo{kind, f, t - f + 1}, e1 == nil && e2 == nil
	}
	return combo{}, false
}

// cardChoices lists the Feat cards and Swag the current seat can use now.
// A Feat card whose action cannot be taken may still be played and has no
// effect (it leaves the hand, to be drawn again at the Refresh); its label
// says so. Swag is offered only when it does something: exhausting it for
// nothing gains nothing.
func (g *game) cardChoices(ch *chooser) {
	c := g.w.c
	me := g.cur
	for i, f := range c.Feats {
		if g.mayHold(me, i) && int(g.res[me][rFeat]) >= f.Cost && !g.swapTooLate(f.Effect) {
			cost := plural(f.Cost, "Feat token")
			if note := g.effectNote(f.Effect); note != "" {
				cost += ", " + note
			}
			ch.add("feat "+f.ID, "Play "+f.Name+" ("+cost+"): "+f.Text)
		}
	}
	seen := map[int16]bool{}
	for _, o := range g.own[me] {
		s := c.Swag[o.swag]
		if o.exh || !s.Exhausts || seen[o.swag] || !g.affords(s.UseCost) || !g.canUse(s.Effect) {
			continue
		}
		seen[o.swag] = true
		name := s.Name
		if note := g.effectNote(s.Effect); note != "" {
			name += " (" + note + ")"
		}
		ch.add("equip "+s.ID, "Use "+name+": "+s.Text)
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

// canOffer reports whether the current seat could make seat s a trade
// offer: another seat, and something on either side to name.
func (g *game) canOffer(s int) bool {
	return s != g.cur && (g.tradable(g.cur) || g.tradable(s))
}

// tradable reports whether seat s has anything a trade offer may name:
// resource tokens, overcome encounters or Swag.
func (g *game) tradable(s int) bool {
	return g.res[s] != [nRes]int16{} || len(g.own[s]) > 0 || slices.Contains(g.encAt, eScore+int16(s))
}

func (g *game) postChoices(ch *chooser) {
	c := g.w.c
	me := g.cur
	tr := int(g.res[me][rTreasure])
	for i, s := range g.slots {
		if s >= 0 && !g.swapped && !g.bought && g.swagLeft()+len(g.old) > 0 {
			ch.add("discard "+itoa(i+1), "Move "+c.Swag[s].Name+" to the Old Stock and deal a new card")
		}
	}
	for i, s := range g.slots {
		if s >= 0 && tr >= c.Swag[s].Cost {
			ch.add("buy "+itoa(i+1), "Buy "+c.Swag[s].Name+" for "+plural(c.Swag[s].Cost, "Treasure")+": "+c.Swag[s].Text)
		}
	}
	if n := len(g.old); n > 0 {
		if s := c.Swag[g.old[n-1]]; tr >= s.Cost {
			ch.add("buy old", "Buy "+s.Name+" from the Old Stock for "+plural(s.Cost, "Treasure")+": "+s.Text)
		}
	}
	filled := false
	for _, s := range g.slots {
		filled = filled || s >= 0
	}
	if filled && tr >= c.TradingPost.RefreshCost && g.swagLeft()+len(g.old) > 0 {
		ch.add("refresh", "Pay "+plural(c.TradingPost.RefreshCost, "Treasure")+" to refresh up to "+itoa(c.TradingPost.RefreshCards)+" cards")
	}
	ch.add("done", "Leave the Trading Post")
}

// The trade offer under construction.
func (g *game) offerChoices(ch *chooser) {
	c := g.w.c
	o := g.offer
	from, to := int(o.from), int(o.to)
	for r := range nRes {
		if g.res[from][r] > o.give[r] {
			ch.add("give "+resName(r), "Offer a "+resName(r)+" token")
		}
	}
	for r := range nRes {
		if g.res[to][r] > o.ask[r] {
			ch.add("ask "+resName(r), "Ask for a "+resName(r)+" token")
		}
	}
	for i, e := range c.Encounters {
		if g.encAt[i] == eScore+int16(from) && !slices.Contains(o.giveCard, int16(i)) {
			ch.add("give card "+e.ID, "Offer "+e.Name)
		}
		if g.encAt[i] == eScore+int16(to) && !slices.Contains(o.askCard, int16(i)) {
			ch.add("ask card "+e.ID, "Ask for "+e.Name)
		}
	}
	swagLeft := func(s int, list []int16) map[int16]int {
		m := map[int16]int{}
		for _, x := range g.own[s] {
			m[x.swag]++
		}
		for _, x := range list {
			m[x]--
		}
		return m
	}
	gm, am := swagLeft(from, o.giveSwag), swagLeft(to, o.askSwag)
	for i, s := range c.Swag {
		if gm[int16(i)] > 0 {
			ch.add("give swag "+s.ID, "Offer "+s.Name)
		}
		if am[int16(i)] > 0 {
			ch.add("ask swag "+s.ID, "Ask for "+s.Name)
		}
	}
	if g.offerWords() != "nothing" {
		ch.add("offer", "Make the offer (it cannot be taken back)")
	}
	ch.add("cancel", "Make no offer")
}

func (g *game) offerWords() string {
	c := g.w.c
	o := g.offer
	side := func(res [nRes]int16, cards, swag []int16) []string {
		var out []string
		for r := range nRes {
			if res[r] > 0 {
				out = append(out, itoa(int(res[r]))+" "+resName(r))
			}
		}
		for _, e := range cards {
			out = append(out, c.Encounters[e].Name)
		}
		for _, s := range swag {
			out = append(out, c.Swag[s].Name)
		}
		return out
	}
	give, ask := side(o.give, o.giveCard, o.giveSwag), side(o.ask, o.askCard, o.askSwag)
	if len(give)+len(ask) == 0 {
		return "nothing"
	}
	s := "to give " + orNothing(give) + " for " + orNothing(ask)
	return s
}

func orNothing(parts []string) string {
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}
