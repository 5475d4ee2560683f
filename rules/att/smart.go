package att

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The smart player (rules.Player): a heuristic over what its seat sees,
// View(seat) and the prompt, weighing every answer in Ancient Secrets
// (smart_value.go) with exact dice odds (smart_dice.go). It never looks at
// another seat's hand nor at the decks' order, so it plays the same
// alone and at a table of rivals, and it never samples: its answer is a
// function of the position.
//
// Besides the view it reads only what every player at the table knows:
// the content's cards, which question is asked (the step waiting, and
// the die a card turns) and the trade offer on the table.

// smart is the player; its odds are scratch space it keeps between
// answers.
type smart struct {
	odds odds
	ix   *index
	ixOf *ba.Content
}

// newSmart makes a smart player (Definition's Smart).
func newSmart() rules.Player { return &smart{} }

// Choose answers the prompt of g for its seat.
func (p *smart) Choose(g rules.Game, _ *rand.Rand) (string, string) {
	pr := g.Prompt()
	if len(pr.Choices) == 0 {
		return "", "nothing to answer"
	}
	if len(pr.Choices) == 1 {
		return pr.Choices[0].ID, "the only answer"
	}
	eg, ok := g.(engine.Game[*game])
	if !ok || pr.Seat < 0 {
		return pr.Choices[0].ID, "a question the smart player does not know; the first answer"
	}
	st := eg.State()
	step, _ := st.Top()
	if p.ixOf != st.w.c {
		p.ix, p.ixOf = newIndex(st.w.c), st.w.c
	}
	l := newLook(st.w, p.ix, g.View(pr.Seat).(View), int(pr.Seat))
	a := answer{p: p, l: l, pr: pr, st: st, step: step}
	id, why := a.choose()
	if _, ok := pr.Find(id); !ok {
		// A rule the player misreads must not cost an illegal answer.
		return pr.Choices[0].ID, "the first answer"
	}
	return id, why
}

// answer is one answer being worked out.
type answer struct {
	p    *smart
	l    *look
	pr   rules.Prompt
	st   *game
	step engine.Step
}

// has reports whether the prompt offers id.
func (a *answer) has(id string) bool {
	for _, c := range a.pr.Choices {
		if c.ID == id {
			return true
		}
	}
	return false
}

// withPrefix lists the rest of the IDs of the choices that start with
// prefix and a space.
func (a *answer) withPrefix(prefix string) []string {
	var out []string
	for _, c := range a.pr.Choices {
		if rest, ok := strings.CutPrefix(c.ID, prefix+" "); ok {
			out = append(out, rest)
		}
	}
	return out
}

func (a *answer) choose() (string, string) {
	switch a.step.Kind {
	case kChar:
		return a.character()
	case kMap:
		return "keep", "keep the Map: it is worth a secret and the first pick of the river"
	case kExplore:
		return a.explore()
	case kAction:
		return a.action()
	case kGorge:
		return a.gorge()
	case kChateauTake, kSteal:
		return a.take()
	case kBankReturn:
		return a.giveBack()
	case kDesperate:
		return a.desperate()
	case kPool:
		return a.pool()
	case kTray:
		return a.tray()
	case kMark:
		return a.mark()
	case kSetDie, kBumpDie:
		return a.pickDie()
	case kPickFace:
		return a.pickFace()
	case kRescue:
		return a.rescue()
	case kMapSave:
		return "spend map", "spend the Map: the encounter stays and no Terrible Thing comes"
	case kAchTie:
		return a.award()
	case kPost:
		return a.post()
	case kRefreshPick:
		if a.has("go") {
			return "go", "refresh the cards picked"
		}
	case kForget:
		return a.forget()
	case kOfferTo, kOffer:
		return "cancel", "make no offer: a trade helps the rival as much as us"
	case kAnswerOffer:
		return a.answerOffer()
	}
	return a.pr.Choices[0].ID, "the first answer"
}

// character picks a character: the extra Courage buys a desperate act.
func (a *answer) character() (string, string) {
	for _, id := range []string{"heiress", "cartographer", "journalist", "prospector", "captain"} {
		if a.has("character " + id) {
			return "character " + id, "the " + id + "'s extra token is the most useful left"
		}
	}
	return a.pr.Choices[0].ID, "the first character"
}

// explore picks the location worth most: its tokens, its action or
// event, and the encounter (overcome by the dice or a desperate act).
func (a *answer) explore() (string, string) {
	l := a.l
	best, bestV, bestWhy := "", -1e9, ""
	for _, id := range a.withPrefix("go") {
		i := l.location(id)
		v, why := a.locationWorth(i)
		if v > bestV {
			best, bestV, bestWhy = id, v, why
		}
	}
	return "go " + best, "go to " + l.c.Locations[l.location(best)].Name + ": " + bestWhy
}

// locationWorth is what exploring location i is worth, and why.
func (a *answer) locationWorth(i int) (float64, string) {
	l := a.l
	lv := l.v.Locations[i]
	res := l.res
	v := 0.0
	for r := range nRes {
		n := lv.Tokens[resIDs[r]]
		res[r] += n
		v += float64(n) * l.val[r]
	}
	if lv.Event != nil {
		v += a.eventWorth(&l.c.Encounters[l.idx.enc[lv.Event.ID]])
	} else {
		v += a.actionWorth(i, res)
	}
	if ob := l.sv.Obsession; ob != nil {
		for _, o := range l.c.Obsessions {
			if o.ID == ob.ID && o.Effect.Kind == ba.EffVisitGain && o.Effect.Location == l.c.Locations[i].ID {
				v += float64(o.Effect.N) * l.val[resIndex(o.Effect.Resource)]
			}
		}
	}
	if f := lv.Foreshadowed; f >= 0 && int(f) != l.me {
		// Their pawn goes back and a random Terrible Thing of theirs
		// comes to us.
		if tt := l.v.Seats[f].TT; len(tt) > 0 {
			sum := 0
			for _, x := range tt {
				sum += x
			}
			v -= float64(sum) / float64(len(tt))
		}
	}
	e := l.encounterAt(i)
	ev, why := a.encounterPlan(e, i, res)
	return v + ev, why
}

// encounterPlan is what facing encounter e at location i is worth with
// the resources res: the better of the dice and a desperate act.
func (a *answer) encounterPlan(e *ba.Encounter, i int, res [nRes]int) (float64, string) {
	l := a.l
	win, lose := l.encWorth(e), l.failCost(e, l.action(i) == ba.ActTakeMap)
	p := a.odds(e, res)
	roll := p*win - (1-p)*lose
	why := fmt.Sprintf("%s (%s) is made %.0f%% of the time, worth %.1f", e.Name, comboWords(*e.Combo), 100*p, win)
	if cost := e.Secrets + l.tax(); res[rCourage] >= cost {
		if d := win - float64(cost)*l.val[rCourage]; d > roll {
			return d, fmt.Sprintf("a desperate act overcomes %s for %d Courage (the dice make it %.0f%% of the time)", e.Name, cost, 100*p)
		}
	}
	return roll, why
}

// eventWorth is what resolving event e brings.
func (a *answer) eventWorth(e *ba.Encounter) float64 {
	l := a.l
	v := 0.0
	if e.Ongoing != nil {
		v += 0.2 // the tax it lifts
	}
	f := e.Effect
	if f == nil {
		return v
	}
	switch f.Kind {
	case ba.EffGain:
		v += float64(f.N) * l.val[resIndex(f.Resource)]
	case ba.EffLose:
		r := resIndex(f.Resource)
		v -= float64(min(f.N, l.res[r])) * l.val[r]
	case ba.EffDrawFeats:
		v += 0.4 * float64(f.N)
	}
	return v
}

// actionWorth is what location i's action is worth with resources res.
func (a *answer) actionWorth(i int, res [nRes]int) float64 {
	l := a.l
	switch l.action(i) {
	case ba.ActGainFocusOrFeat:
		return max(l.val[rFocus], l.val[rFeat])
	case ba.ActGainCourageOrTreasure:
		return max(l.val[rCourage], l.val[rTreasure])
	case ba.ActTakeMap:
		if !l.sv.HasMap {
			return l.mapWorth()
		}
	case ba.ActRedrawFeats:
		return 0.1 * float64(len(l.sv.Hand))
	case ba.ActExchangeWithPlayer, ba.ActExchangeWithBank:
		return 0.15
	case ba.ActDesperateElsewhere:
		best := 0.0
		for j := range l.v.Locations {
			if e := l.encounterAt(j); e != nil && j != i {
				if cost := e.Secrets + l.tax(); res[rCourage] >= cost {
					best = max(best, l.encWorth(e)-float64(cost)*l.val[rCourage])
				}
			}
		}
		return 0.7 * best
	case ba.ActDiscardRumour:
		if n := len(l.v.Rumours); n > 0 && res[rCourage] >= l.v.Rumours[n-1].Secrets {
			s := float64(l.v.Rumours[n-1].Secrets)
			return max(0, 2*s-s*l.val[rCourage])
		}
	}
	return 0
}

// action takes the location's action when it pays.
func (a *answer) action() (string, string) {
	l := a.l
	best, bestV, why := "skip", 0.05, "skip the action: nothing here pays"
	for _, id := range a.pr.Choices {
		f := strings.Fields(id.ID)
		v, w := 0.0, ""
		switch {
		case f[0] == "gain":
			r := resIndex(f[1])
			v, w = l.val[r], "gain a "+f[1]+" token, the one worth most now"
		case f[0] == "give": // the Sinister Chateau: give the cheapest, take the best
			r := resIndex(f[1])
			v, w = a.bestTake(r)-l.val[r], "swap a "+f[1]+" token for a better one of a rival's"
		case f[0] == "take": // alone: take the best, give the cheapest back
			r := resIndex(f[1])
			v, w = l.val[r]-a.cheapest(r), "take a "+f[1]+" token for a cheaper one"
		case f[0] == "chasm" && f[1] == "rumours":
			s := float64(l.v.Rumours[len(l.v.Rumours)-1].Secrets)
			v, w = 2*s-s*l.val[rCourage], fmt.Sprintf("pay %.0f Courage to be spared forgetting %.0f secrets", s, 2*s)
		case f[0] == "chasm":
			j := l.location(f[1])
			e := l.encounterAt(j)
			cost := e.Secrets + l.tax()
			v = l.encWorth(e) - float64(cost)*l.val[rCourage]
			// The Courage may be wanted for the encounter here.
			if k := l.myLocation(); k >= 0 {
				if own := l.encounterAt(k); own != nil && l.res[rCourage]-cost < own.Secrets+l.tax() && a.odds(own, l.res) < 0.6 {
					v -= 1
				}
			}
			w = fmt.Sprintf("overcome %s from the Yawning Chasm for %d Courage", e.Name, cost)
		}
		if v > bestV {
			best, bestV, why = id.ID, v, w
		}
	}
	return best, why
}

// bestTake is the worth of the best token of another type a rival holds
// (the Sinister Chateau, a steal).
func (a *answer) bestTake(not int) float64 {
	l := a.l
	best := 0.0
	for s, sv := range l.v.Seats {
		for r := range nRes {
			if s != l.me && r != not && sv.Resources[resIDs[r]] > 0 {
				best = max(best, l.val[r])
			}
		}
	}
	return best
}

// cheapest is the worth of the cheapest token the seat holds besides
// resource not (and besides the one about to be taken).
func (a *answer) cheapest(not int) float64 {
	l := a.l
	c := 1e9
	for r := range nRes {
		if r != not && l.res[r] > 0 {
			c = min(c, l.val[r])
		}
	}
	return c
}

// take picks the token to take from a rival: the one worth most, from
// the leader when it is a tie.
func (a *answer) take() (string, string) {
	l := a.l
	lead := l.leader()
	best, bestV := a.pr.Choices[0].ID, -1.0
	for _, c := range a.pr.Choices {
		f := strings.Fields(c.ID)
		if len(f) != 3 {
			continue
		}
		s := 0
		fmt.Sscan(f[1], &s)
		v := l.val[resIndex(f[2])]
		if s == lead {
			v += 0.01
		}
		if v > bestV {
			best, bestV = c.ID, v
		}
	}
	f := strings.Fields(best)
	return best, "take a " + f[len(f)-1] + " token, the one worth most, from " + l.v.Seats[atoiOr(f[1])].Player
}

func atoiOr(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

// giveBack returns the cheapest token to the bank (the solo Chateau).
func (a *answer) giveBack() (string, string) {
	l := a.l
	best, bestV := a.pr.Choices[0].ID, 1e9
	for _, r := range a.withPrefix("return") {
		if v := l.val[resIndex(r)]; v < bestV {
			best, bestV = "return "+r, v
		}
	}
	return best, "give back the token worth least now"
}

// gorge discards the weakest Feat card in hand, if it is weak.
func (a *answer) gorge() (string, string) {
	l := a.l
	worst, worstV := "", 0.45
	for _, id := range a.withPrefix("discard") {
		if !l.inHand(id) {
			continue
		}
		if v := l.featWorth(&l.c.Feats[l.idx.feat[id]]); v < worstV {
			worst, worstV = id, v
		}
	}
	if worst == "" {
		return "done", "keep the hand: every card in it is worth keeping"
	}
	return "discard " + worst, "discard " + l.c.Feats[l.idx.feat[worst]].Name + ": an average card is better"
}

// desperate pays for a desperate act when it beats the dice.
func (a *answer) desperate() (string, string) {
	l := a.l
	i := l.myLocation()
	e := l.encounterAt(i)
	if e == nil {
		return "roll", "face the dice"
	}
	cost := e.Secrets + l.tax()
	win, lose := l.encWorth(e), l.failCost(e, l.action(i) == ba.ActTakeMap)
	p := a.odds(e, l.res)
	if d := win - float64(cost)*l.val[rCourage]; d > p*win-(1-p)*lose {
		return "desperate", fmt.Sprintf("pay %d Courage: the dice make %s only %.0f%% of the time", cost, comboWords(*e.Combo), 100*p)
	}
	return "roll", fmt.Sprintf("face the dice: %.0f%% to make %s, and the Courage is worth keeping", 100*p, comboWords(*e.Combo))
}

// rescue steps in only for an encounter worth taking on next turn.
func (a *answer) rescue() (string, string) {
	l := a.l
	e := l.encounterAt(l.pawnAt(int(l.v.Current)))
	if e == nil {
		return "pass", "nothing to rescue"
	}
	p := a.odds(e, l.res)
	ev := p*l.encWorth(e) - (1-p)*l.failCost(e, false)
	if ev < 2 || l.sv.Pawn != "riverboat" && l.sv.Pawn != "trading post" {
		return "pass", "let them take the Terrible Thing"
	}
	best, bestC := "", 1e9
	for _, c := range a.pr.Choices {
		if c.ID == "pass" {
			continue
		}
		f := a.st.w.c.Feats[a.rescueCard(c.ID)]
		if cost := l.featCost(&f); cost < bestC {
			best, bestC = c.ID, cost
		}
	}
	return best, fmt.Sprintf("rescue: %s is worth %.1f to us next turn", e.Name, ev)
}

// rescueCard is the Feat card a rescue answer plays.
func (a *answer) rescueCard(id string) int {
	if f, ok := strings.CutPrefix(id, "rescue "); ok {
		return a.l.idx.feat[f]
	}
	for i, f := range a.l.c.Feats {
		if f.Effect.Kind == ba.EffRescue && a.l.inHand(f.ID) {
			return i
		}
	}
	return 0
}

// award gives a tied Achievement to ourselves, or else to the seat
// scoring least.
func (a *answer) award() (string, string) {
	l := a.l
	best, bestS := "", 1<<30
	for _, s := range a.withPrefix("award") {
		n := atoiOr(s)
		if n == l.me {
			return "award " + s, "take the Achievement ourselves"
		}
		if sc := l.v.Seats[n].Score; sc < bestS {
			best, bestS = s, sc
		}
	}
	return "award " + best, "give it to the rival scoring least"
}

// post buys the Swag worth most for its price, or swaps a card out to
// see another when nothing is worth buying.
func (a *answer) post() (string, string) {
	l := a.l
	best, bestV, why := "done", 0.2, "leave the Trading Post: nothing is worth its price"
	for _, c := range a.pr.Choices {
		f := strings.Fields(c.ID)
		if f[0] != "buy" {
			continue
		}
		x := a.slotSwag(f[1])
		if x == nil {
			continue
		}
		if v := l.swagWorth(x) - 0.8*float64(x.Cost)*l.val[rTreasure]; v > bestV {
			best, bestV = c.ID, v
			why = fmt.Sprintf("buy %s for %d Treasure: worth %.1f", x.Name, x.Cost, l.swagWorth(x))
		}
	}
	if best == "done" && l.res[rTreasure] >= 3 {
		worst, worstV := "", 1e9
		for _, s := range a.withPrefix("discard") {
			if x := a.slotSwag(s); x != nil && l.swagWorth(x) < worstV {
				worst, worstV = s, l.swagWorth(x)
			}
		}
		if worst != "" {
			return "discard " + worst, "swap " + a.slotSwag(worst).Name + " to the Old Stock: a fresh card may be worth buying"
		}
	}
	return best, why
}

// slotSwag is the Swag card in Trading Post slot s ("1".., or "old").
func (a *answer) slotSwag(s string) *ba.Swag {
	tp := a.l.v.TradingPost
	var sv *SwagView
	if s == "old" {
		sv = tp.OldTop
	} else if i := atoiOr(s) - 1; i >= 0 && i < len(tp.Slots) {
		sv = tp.Slots[i]
	}
	if sv == nil {
		return nil
	}
	return &a.l.c.Swag[a.l.idx.swag[sv.ID]]
}

// forget picks, alone at the round's end, the cards to forget that reach
// the value asked at the least loss: encounters first, Swag for its
// effect too, Achievements never to come back.
func (a *answer) forget() (string, string) {
	l := a.l
	needed := l.v.ForgetNeed - l.v.Forgotten
	type item struct {
		id     string
		value  int
		loss   float64
		secret int
	}
	var items []item
	for _, c := range a.pr.Choices {
		f := strings.Fields(c.ID)
		it := item{id: c.ID}
		switch f[1] {
		case "card":
			e := &l.c.Encounters[l.idx.enc[f[2]]]
			it.value, it.loss = e.Secrets, float64(e.Secrets)+0.1
		case "swag":
			x := &l.c.Swag[l.idx.swag[f[2]]]
			it.value, it.loss = x.Secrets, l.swagWorth(x)
		case "achievement":
			x := &l.c.Achievements[l.idx.ach[f[2]]]
			it.value, it.loss = x.Secrets, float64(x.Secrets)+0.5
		}
		items = append(items, it)
	}
	// The least loss for each value reached (capped at the need), a
	// knapsack over the few cards held.
	type cell struct {
		loss float64
		set  []int
	}
	best := make([]*cell, needed+1)
	best[0] = &cell{}
	for k, it := range items {
		for v := needed; v >= 0; v-- {
			if best[v] == nil {
				continue
			}
			to := min(needed, v+it.value)
			if c := best[v].loss + it.loss; best[to] == nil || c < best[to].loss-1e-9 {
				best[to] = &cell{c, append(slices.Clone(best[v].set), k)}
			}
		}
	}
	if best[needed] == nil || len(best[needed].set) == 0 {
		return a.pr.Choices[0].ID, "forget what there is"
	}
	pick := best[needed].set[0]
	for _, k := range best[needed].set {
		if items[k].value > items[pick].value {
			pick = k
		}
	}
	return items[pick].id, fmt.Sprintf("forget it: %d secrets still to forget, and these cards lose least", needed)
}

// answerOffer accepts a trade that gives more than it takes.
func (a *answer) answerOffer() (string, string) {
	l := a.l
	o := a.st.offer
	if o == nil {
		return "refuse", "no offer"
	}
	side := func(res [nRes]int16, cards, swag []int16) float64 {
		v := 0.0
		for r := range nRes {
			v += float64(res[r]) * l.val[r]
		}
		for _, e := range cards {
			v += float64(l.c.Encounters[e].Secrets)
		}
		for _, x := range swag {
			v += l.swagWorth(&l.c.Swag[x])
		}
		return v
	}
	get, give := side(o.give, o.giveCard, o.giveSwag), side(o.ask, o.askCard, o.askSwag)
	if get-give > 0.2 {
		return "accept", fmt.Sprintf("accept: it brings %.1f for %.1f", get, give)
	}
	return "refuse", fmt.Sprintf("refuse: it brings %.1f for %.1f", get, give)
}
