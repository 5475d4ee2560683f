package att

import (
	"strconv"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

func itoa(i int) string { return strconv.Itoa(i) }

func (g *game) enc(i int16) *ba.Encounter { return &g.w.c.Encounters[i] }

// bank is how many tokens of resource r the bank can pay out now. The grey
// 5x tokens are change for every resource: a pile holding more than its
// resource's single tokens uses as many greys as its excess needs, and the
// bank of r is its supply less the worth of the greys the other resources
// use.
func (g *game) bank(r int) int {
	w := g.w
	n := int(g.supply[r])
	if w.greys == 0 {
		return n
	}
	all := int(w.greys * w.greyWorth)
	for o := range nRes {
		if o != r {
			if over := all - int(g.supply[o]); over > 0 {
				n -= (over + int(w.greyWorth) - 1) / int(w.greyWorth) * int(w.greyWorth)
			}
		}
	}
	return n
}

// gain moves n tokens of resource r from the bank to seat s, or as many as
// the bank holds, and returns how many moved. A gain cut short is logged:
// players must see the bank run dry.
func (g *game) gain(s, r, n int) int {
	got := max(0, min(n, g.bank(r)))
	g.supply[r] -= int16(got)
	g.res[s][r] += int16(got)
	if got < n {
		g.log("bank", "The bank is out of "+resName(r)+": "+g.person(s).Mid().Does("gains")+" "+itoa(got)+" of "+itoa(n)+".", s)
	}
	return got
}

// pay moves n tokens of r from seat s back to the bank (as many as s has).
func (g *game) pay(s, r, n int) int {
	n = min(n, int(g.res[s][r]))
	g.res[s][r] -= int16(n)
	g.supply[r] += int16(n)
	return n
}

// plural counts a word; resource names and words ending in s do not take
// an s ("2 Focus", "3 treasure").
func plural(n int, word string) string {
	if n == 1 || strings.HasSuffix(word, "s") || resIndex(strings.ToLower(word)) >= 0 {
		return itoa(n) + " " + word
	}
	return itoa(n) + " " + word + "s"
}

func resName(r int) string { return resIDs[r] }

// setPawn puts seat s's pawn at p (a location, atBoat or atPost). Whatever
// encounter the pawn foreshadowed is no longer foreshadowed: the pawn was
// its only mark.
func (g *game) setPawn(s int, p int8) {
	g.pawn[s] = p
	g.fore[s] = false
}

// foreOf is the seat the encounter at location l is foreshadowed for, -1
// none.
func (g *game) foreOf(l int) int {
	for s := range g.n {
		if g.fore[s] && int(g.pawn[s]) == l {
			return s
		}
	}
	return -1
}

// active reports whether location l has an encounter.
func (g *game) active(l int) bool { return g.locEnc[l] >= 0 }

func (g *game) anyActive() bool {
	for l := range g.w.c.Locations {
		if g.active(l) {
			return true
		}
	}
	return false
}

func (g *game) deckTotal() int { return g.deckLeft[0] + g.deckLeft[1] + g.deckLeft[2] }

// topTier is the tier the next encounter comes from.
func (g *game) topTier() int {
	for t, n := range g.deckLeft {
		if n > 0 {
			return t
		}
	}
	return -1
}

// tax is the extra Courage every desperate act costs (event cards face up).
func (g *game) tax() int {
	t := 0
	for l := range g.w.c.Locations {
		if e := g.locEvent[l]; e >= 0 {
			if on := g.enc(e).Ongoing; on != nil && on.Kind == ba.EffCourageTax {
				t += on.N
			}
		}
	}
	return t
}

// desperateCost is the Courage a desperate act against encounter e costs.
func (g *game) desperateCost(e int16) int { return g.enc(e).Secrets + g.tax() }

// placeTokens puts the tokens an encounter's types bring on location l.
func (g *game) placeTokens(l int, e int16) {
	for _, t := range g.w.encTypes[e] {
		r := g.w.typeRes[t]
		if g.bank(r) > 0 {
			g.supply[r]--
			g.locTok[l][r]++
		}
	}
}

// clearTokens returns the tokens on location l to the bank.
func (g *game) clearTokens(l int) {
	for r := range nRes {
		g.supply[r] += g.locTok[l][r]
		g.locTok[l][r] = 0
	}
}

// diceOut counts the dice of kind k in the tray.
func (g *game) diceOut(k int) int {
	n := 0
	for _, d := range g.tray {
		if int(d.kind) == k {
			n++
		}
	}
	return n
}

func (g *game) diceFree(k int) bool { return g.diceOut(k) < g.w.dice[k].Count }

// addDie puts a die of kind k in the tray, to be rolled at once when the
// first roll is already made.
func (g *game) addDie(k int) {
	g.tray = append(g.tray, die{kind: int8(k), pending: g.rolled})
}

// ttValue is the sum of the Terrible Thing tokens seat s holds.
func (g *game) ttValue(s int) (sum, count int) {
	for v, n := range g.ttHeld[s] {
		sum += v * int(n)
		count += int(n)
	}
	return
}

// typeCounts counts the encounters of each type in seat s's score pile,
// Swag that counts as a type included.
func (g *game) typeCounts(s int) [4]int {
	var c [4]int
	for i, at := range g.encAt {
		if at == eScore+int16(s) {
			for _, t := range g.w.encTypes[i] {
				c[t]++
			}
		}
	}
	for _, o := range g.own[s] {
		if ca := g.w.c.Swag[o.swag].CountsAs; ca != "" {
			c[typeIndex(ca)]++
		}
	}
	return c
}

func (g *game) achCount(a int, s int) int {
	ach := g.w.c.Achievements[a]
	switch ach.Kind {
	case "most_swag":
		return len(g.own[s])
	case "most_sets":
		c := g.typeCounts(s)
		return min(c[0], c[1], c[2], c[3])
	}
	return g.typeCounts(s)[typeIndex(ach.Type)]
}

// achCandidates lists the seats that take Achievement a now: those with at
// least its minimum and more than its holder (a tie with the holder does
// not steal), and the best count among them; clockwise from the current
// seat. More than one is a tie the current player settles (kAchTie).
func (g *game) achCandidates(a int) []int {
	h := g.ach[a]
	if h == achGone || h == achOut {
		return nil
	}
	ach := g.w.c.Achievements[a]
	hn := 0
	if h >= 0 {
		hn = g.achCount(a, int(h))
	}
	var best []int
	bestN := 0
	for k := range g.n {
		s := (max(g.cur, 0) + k) % g.n
		if s == int(h) {
			continue
		}
		c := g.achCount(a, s)
		switch {
		case c < ach.Min || c <= hn || c < bestN:
		case c > bestN:
			best, bestN = []int{s}, c
		default:
			best = append(best, s)
		}
	}
	return best
}

// checkAchievements hands each Achievement card to the player who
// qualifies and outdoes its holder; when several outdo it equally, the
// current player is asked who takes it (once: a tie being settled is not
// asked again).
func (g *game) checkAchievements() {
	for a := range g.ach {
		switch cs := g.achCandidates(a); {
		case len(cs) == 1:
			g.award(a, cs[0])
		case len(cs) > 1 && g.ties&(1<<a) == 0:
			g.ties |= 1 << a
			g.Push(achCheckStep(a))
		}
	}
}

// kAchCheck: when the tie comes up, it may be settled already: one seat
// takes the card, or nobody outdoes its holder any more.
var achCheckRule = engine.Rule[*game]{
	Name: "achievement check",
	Do: func(g *game, s engine.Step) {
		a := achOf(s)
		switch cs := g.achCandidates(a); len(cs) {
		case 0:
			g.ties &^= 1 << a
		case 1:
			g.ties &^= 1 << a
			g.award(a, cs[0])
		default:
			g.Push(achTieStep(a))
		}
	},
}

// kAchTie: the current player says who takes the Achievement.
var achTieRule = engine.Rule[*game]{
	Name: "achievement tie",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		x := g.w.c.Achievements[achOf(s)]
		a.Seat = seat(g.cur)
		a.Text = g.person(g.cur).String() + ": " + g.achTieWords(achOf(s)) + " tie for " + x.Name + ". Who takes it?"
		for _, c := range g.achCandidates(achOf(s)) {
			a.Add("award "+itoa(c), "Give "+x.Name+" to "+g.person(c).Object(), c)
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.ties &^= 1 << achOf(s)
		g.award(achOf(s), c.Arg)
	},
	// The seat given the Achievement, and the Achievement card.
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		return rules.Touch{Seats: []rules.Seat{seat(c.Arg)}, Cards: []string{g.w.c.Achievements[achOf(s)].ID}}
	},
}

// award gives Achievement a to seat s.
func (g *game) award(a, s int) {
	ach := g.w.c.Achievements[a]
	if h := g.ach[a]; h >= 0 {
		g.log("achievement", g.person(s).Does("steals")+" "+ach.Name+" from "+g.person(int(h)).Object()+".", s, int(h))
	} else {
		g.log("achievement", g.person(s).Does("claims")+" "+ach.Name+".", s)
	}
	g.ach[a] = int8(s)
}

// achTieWords names the seats tied for Achievement a.
func (g *game) achTieWords(a int) string { return joinNames(g, g.achCandidates(a)) }

// scoreOf is the score seat s would have if the game ended now.
func (g *game) scoreOf(s int) ScoreView {
	v := ScoreView{Seat: seat(s), Player: g.names[s]}
	for i, at := range g.encAt {
		if at == eScore+int16(s) {
			v.Encounters += g.w.c.Encounters[i].Secrets
		}
	}
	for _, o := range g.own[s] {
		v.Swag += g.w.c.Swag[o.swag].Secrets
	}
	for a, h := range g.ach {
		if int(h) == s {
			v.Achievements += g.w.c.Achievements[a].Secrets
		}
	}
	if g.mapH == s {
		v.Map = g.w.c.Setup.MapSecrets
	}
	tt, cnt := g.ttValue(s)
	v.Penalties = tt
	if o := g.obs[s]; o >= 0 {
		v.Penalties += g.w.c.Obsessions[o].TT
	}
	v.TTCount = cnt
	v.Courage = int(g.res[s][rCourage])
	v.Total = v.Encounters + v.Swag + v.Achievements + v.Map - v.Penalties
	return v
}

// obsessionOvercome discards seat s's obsession when overcoming e meets it.
func (g *game) obsessionOvercome(s int, e int16) {
	o := g.obs[s]
	if o < 0 {
		return
	}
	ob := g.w.c.Obsessions[o]
	if ob.Discard.Kind != "overcome_type" {
		return
	}
	for _, t := range g.enc(e).Types {
		if t == ob.Discard.Type {
			g.obs[s] = -1
			g.log("obsession", g.person(s).Does("is free of")+" "+ob.Name+".", s)
			return
		}
	}
}

// overcome puts the encounter at l in seat s's score pile.
func (g *game) overcomeAt(l, s int, how string) {
	e := g.locEnc[l]
	g.encAt[e] = eScore + int16(s)
	g.locEnc[l] = -1
	if f := g.foreOf(l); f >= 0 && f != s {
		g.setPawn(f, atBoat)
	}
	g.log("overcome", g.person(s).Does("overcomes")+" "+g.enc(e).Name+" "+how+" ("+plural(g.enc(e).Secrets, "secret")+").", s)
	g.obsessionOvercome(s, e)
	g.checkAchievements()
}

// endGame ends the game: no step is left to run.
func (g *game) endGame(reason string) {
	g.Clear()
	g.over = true
	g.phase = "over"
	if g.solo {
		g.result = rules.Result{Outcome: "loss", Reason: reason}
		switch reason {
		case "survived":
			g.result.Outcome = "win"
			g.result.Winners = []rules.Seat{0}
			g.result.Text = "The river is quiet: you kept your secrets and a Terrible Thing still waits. You win with " + itoa(g.scoreOf(0).Total) + "."
		case "expedition":
			g.result.Text = "The last Terrible Thing left the Expedition track. You lose."
		case "forgetting":
			g.result.Text = "You could not forget enough to silence the Rumours. You lose."
		case "score":
			g.result.Text = "Your Ancient Secrets score is not positive at the end of the round. You lose."
		}
		g.log("end", g.result.Text)
		return
	}
	scores := make([]ScoreView, g.n)
	for s := range g.n {
		scores[s] = g.scoreOf(s)
	}
	best := []int{0}
	for s := 1; s < g.n; s++ {
		switch c := compareScores(scores[s], scores[best[0]]); {
		case c > 0:
			best = []int{s}
		case c == 0:
			best = append(best, s)
		}
	}
	g.result = rules.Result{Outcome: "winner", Reason: reason}
	for _, s := range best {
		g.result.Winners = append(g.result.Winners, seat(s))
	}
	why := "The last Terrible Thing was unleashed"
	if reason == "deck" {
		why = "The encounters ran out"
	}
	if len(best) > 1 {
		g.result.Outcome = "draw"
		g.result.Text = why + ": a tie between " + joinNames(g, best) + " with " + itoa(scores[best[0]].Total) + "."
	} else {
		g.result.Text = why + ": " + g.person(best[0]).Mid().Does("wins") + " with " + itoa(scores[best[0]].Total) + " and " + g.person(best[0]).Verb("is") + " the lone survivor."
	}
	g.log("end", g.result.Text)
}

// compareScores orders two final scores: the higher total, then fewer
// Terrible Thing tokens, then more Courage.
func compareScores(a, b ScoreView) int {
	switch {
	case a.Total != b.Total:
		return a.Total - b.Total
	case a.TTCount != b.TTCount:
		return b.TTCount - a.TTCount
	}
	return a.Courage - b.Courage
}

// joinNames lists seats as a sentence names them inside it: "Ann, Bob and
// you".
func joinNames(g *game, seats []int) string {
	s := ""
	for i, x := range seats {
		if i > 0 {
			if i == len(seats)-1 {
				s += " and "
			} else {
				s += ", "
			}
		}
		s += g.person(x).Object()
	}
	return s
}
