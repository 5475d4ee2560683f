package terrorixico

import (
	"math"
	"math/rand/v2"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
)

// The smart player (rules.Player) reads only the prompt and its seat's
// View, and the content every player knows: the hands and face-down cards
// of the others stay backs to it. It weighs each play on its picture of
// the fight (smart_round.go): the chance of first place, which pays the
// monsters' first-place points and keeps the monster, against the second
// place everyone else who did not pass scores; and its trauma, which costs
// its points wherever it lies but the waste zone, so it plays trauma face
// down to send it to the fewest relics, strikes rivals' relics with it
// and eliminates it whenever a card allows. A turn's two cards are
// planned together: a face-down relic before the card that slays the
// monsters counts for first place. It never samples, so the same position
// gets the same answer.

// smart is the player: the content's card kinds and their IDs and names.
type smart struct {
	*cards
	byID, byName map[string]int
}

// smartPlayer makes the Definition's Smart for the cards cs.
func smartPlayer(cs *cards) func() rules.Player {
	p := &smart{cards: cs, byID: map[string]int{}, byName: map[string]int{}}
	for k, ki := range cs.kinds {
		p.byID[ki.id], p.byName[ki.name] = k, k
	}
	return func() rules.Player { return p } // it keeps nothing between answers
}

// Choose answers the prompt of g for the seat it asks.
func (p *smart) Choose(g rules.Game, _ *rand.Rand) (string, string) {
	pr := g.Prompt()
	switch {
	case len(pr.Choices) == 0:
		return "", "nothing to answer"
	case len(pr.Choices) == 1:
		return pr.Choices[0].ID, "the only answer"
	}
	v, ok := g.View(pr.Seat).(View)
	if !ok || pr.Seat < 0 || int(pr.Seat) >= len(v.Seats) {
		return pr.Choices[0].ID, "not a player's question: the first answer"
	}
	f := p.read(v, int(pr.Seat))
	first := strings.Fields(pr.Choices[0].ID)[0]
	switch {
	case first == "play" || first == "hide" || first == "show" || first == "pass":
		return f.turn(pr)
	case first == "draw":
		return f.refill(pr)
	case first == "discard":
		return f.discard(pr)
	case first == "give":
		return f.advantage(pr, v)
	case first == "copy":
		return f.mimic(pr)
	case first == "eliminate" && len(strings.Fields(pr.Choices[0].ID)) == 4:
		return f.friendlyFire(pr)
	case first == "eliminate":
		return f.eliminate(pr)
	}
	return pr.Choices[0].ID, "a question the smart player does not know: the first answer"
}

// read makes the seat's picture of the fight from its view.
func (p *smart) read(v View, me int) *fight {
	f := &fight{smart: p, me: me, n: len(v.Seats), supply: v.TraumaLeft}
	f.dumpGain = 1 + 1/float64(f.n-1)
	for l, lv := range v.Lines {
		f.need[l] = lv.Need
		for _, c := range lv.Cards {
			s := seen{owner: c.Owner, line: l, kind: unnamed, as: noCopy, down: c.FaceDown}
			if k, ok := p.byID[c.Card]; ok {
				s.kind = k
			}
			if k, ok := p.byName[c.Copies]; ok {
				s.as = k
			}
			f.board = append(f.board, s)
		}
	}
	for s, sv := range v.Seats {
		f.passed[s], f.vp[s] = sv.Passed, sv.VP
	}
	for _, id := range v.Seats[me].Hand {
		f.hand[p.byID[id]]++
	}
	f.handN = v.Seats[me].HandCount
	f.gap = p.firstWorth(v, f)
	return f
}

// firstWorth is what first place is worth to seat f.me over not being
// first, in V.P. against the average rival: the first-place points and the
// kept monster for the seat, against a rival's first place and the
// second-place points of those who did not pass. It also sets the trauma
// a pass costs.
func (p *smart) firstWorth(v View, f *fight) float64 {
	first, second, move := 0, 0, 1
	types := map[string]int{}
	for _, id := range v.Seats[f.me].Monsters {
		if m := p.monsterOf(v, id); m != nil {
			types[m.Type]++
		}
	}
	before := p.sets(types)
	for _, c := range v.Monsters {
		if m := p.monsterOf(v, c.ID); m != nil {
			first, second = first+m.First, second+m.Second
			types[m.Type]++
		}
	}
	for _, c := range v.Events {
		e, ok := v.TypedEvents[c.ID]
		if !ok && p.c.Event(c.ID) != nil {
			e = *p.c.Event(c.ID)
		}
		first, second, f.passTrauma = first+e.VP, second+e.VP, f.passTrauma+e.Trauma
		if x := e.Has(tx.EvMonsterTrack); x != nil {
			move = max(move, x.N)
		}
	}
	keep := float64(move) + float64(p.sets(types)-before)
	rivals := float64(f.n - 1)
	others := 0 // rivals still able to score second place
	for s := range f.n {
		if s != f.me && !f.passed[s] {
			others++
		}
	}
	mine := float64(second)
	if f.passed[f.me] {
		mine = 0
	}
	ifFirst := float64(first) + keep - float64(others*second)/rivals
	ifNot := mine - (float64(first)+1+float64(max(others-1, 0)*second))/rivals
	return ifFirst - ifNot
}

// monsterOf is the monster card id as the fight counts it (typed at the
// table, or the content's).
func (p *smart) monsterOf(v View, id string) *tx.Monster {
	if m, ok := v.TypedMonsters[id]; ok {
		return &m
	}
	return p.c.Monster(id)
}

// sets is the end-of-game points for monsters kept, by type.
func (p *smart) sets(types map[string]int) int {
	vp := 0
	for _, n := range types {
		vp += p.c.SetPoints(n)
	}
	return vp
}

// worth is what holding card k is worth to the seat, in V.P.: a relic by
// its value, more if its line still lacks relics; a trauma card by what
// playing it face down may move off the seat; a special by what it does.
func (f *fight) worth(k int) float64 {
	ki := &f.kinds[k]
	switch {
	case ki.relic:
		v := 0.4 * float64(ki.value)
		if f.open(ki.line) {
			v += 0.3
		}
		return v
	case ki.trauma && ki.value == 0:
		return 0.1
	case ki.trauma:
		return float64(-ki.value)
	}
	switch ki.sp {
	case spStrength:
		return 1.2
	case spTrickery:
		return 1.1
	case spMimic, spFriendly:
		return 0.9
	case spAdvantage:
		return 0.6 + 0.3*f.traumaIn()
	case spEquality:
		return 0.7
	case spOmens:
		return 0.3 + f.traumaIn()
	case spLastChance:
		return 0.5
	case spBerserker:
		return 0.4
	}
	return 0.2
}

// traumaIn is the costliest trauma card of the hand, as points (0 none).
func (f *fight) traumaIn() float64 {
	if t := f.worstTrauma(); t >= 0 {
		return float64(-f.kinds[t].value)
	}
	return 0
}

// spend is what playing card k costs the seat's hand: a share of what
// holding it is worth (trauma is better out of the hand).
func (f *fight) spend(k int) float64 {
	if k < 0 || f.kinds[k].trauma {
		return 0
	}
	return 0.25 * f.worth(k)
}

// plan is a turn's play worked out: the play, the one planned after it
// (mode -1: none), what the fight is worth then, and the fight after the
// play.
type plan struct {
	m, next move
	score   float64
	after   *fight
}

// turn picks the card to play: each play offered, followed (on the first
// card of the turn, unless it slays the monsters) by the best second card
// the hand allows.
func (f *fight) turn(pr rules.Prompt) (string, string) {
	second := strings.Contains(pr.Text, "second")
	best, at := plan{score: math.Inf(-1)}, 0
	for i, c := range pr.Choices {
		m, ok := f.readMove(c.ID)
		if !ok {
			continue
		}
		after, x := f.play(m)
		pl := plan{m: m, next: move{mode: -1}, after: after, score: after.value() + x - f.spend(m.kind)}
		if !second && !after.slain() && m.mode != mPass && m.mode != mStop {
			pl.score = math.Inf(-1)
			for _, m2 := range after.moves(f.c.Turn.FaceDown, f.c.Turn.FaceDownPerLine) {
				a2, x2 := after.play(m2)
				if s := a2.value() + x + x2 - f.spend(m.kind) - f.spend(m2.kind); s > pl.score {
					pl.score, pl.next = s, m2
				}
			}
			if pl.next.mode < 0 {
				pl.score = after.value() + x - f.spend(m.kind)
			}
		}
		if pl.score > best.score {
			best, at = pl, i
		}
	}
	return pr.Choices[at].ID, f.why(best)
}

// least is the choice naming the card kind that score rates lowest, among
// those whose ID is prefix and a kind ("discard range1"); ok is false when
// none is.
func (f *fight) least(pr rules.Prompt, prefix string, score func(k int) float64) (at, kind int, ok bool) {
	low := math.Inf(1)
	for i, c := range pr.Choices {
		id, found := strings.CutPrefix(c.ID, prefix)
		if k, known := f.byID[id]; found && known && score(k) < low {
			at, kind, ok, low = i, k, true, score(k)
		}
	}
	return at, kind, ok
}

// refill eliminates the card of the hand worth least whenever it may,
// drawing 4 instead of 3: a deck thinned of its weakest cards draws its
// strong ones more often, and wins more (measured against drawing 3).
func (f *fight) refill(pr rules.Prompt) (string, string) {
	at, k, ok := f.least(pr, "eliminate ", f.worth)
	if !ok {
		return "draw", "draw 3: no card may be eliminated"
	}
	return pr.Choices[at].ID, "eliminate " + f.kinds[k].name + " and draw 4: the weakest card leaves the deck for good"
}

// discard lets go of the card worth least to the seat.
func (f *fight) discard(pr rules.Prompt) (string, string) {
	at, k, _ := f.least(pr, "discard ", f.worth)
	why := "the card worth least in hand"
	if f.kinds[k].relic && f.need[f.kinds[k].line] > 0 && !f.open(f.kinds[k].line) {
		why = "its frontline needs no more relics"
	}
	return pr.Choices[at].ID, "discard " + f.kinds[k].name + ": " + why
}

// deckWorth is what keeping card k in the deck is worth: trauma costs its
// points, the others are worth what holding them is.
func (f *fight) deckWorth(k int) float64 {
	if ki := &f.kinds[k]; ki.trauma {
		return float64(ki.value) - 0.3
	}
	return f.worth(k)
}

// eliminate (Good Omens, or an event's purge) puts the card the deck is
// best without in the waste zone: trauma first, the costliest first. A
// purge may keep its trauma, and never does.
func (f *fight) eliminate(pr rules.Prompt) (string, string) {
	at, k, ok := f.least(pr, "eliminate ", f.deckWorth)
	switch {
	case !ok:
		return pr.Choices[0].ID, "no card to eliminate"
	case f.kinds[k].trauma:
		return pr.Choices[at].ID, "eliminate " + f.kinds[k].name + ": trauma in the waste zone costs no points"
	}
	return pr.Choices[at].ID, "eliminate " + f.kinds[k].name + ": the card the deck misses least"
}

// advantage gives a trauma card where it gains most: the costliest of the
// hand (off the seat's score and onto a rival's), or one of the supply,
// to the rival with the most V.P.
func (f *fight) advantage(pr rules.Prompt, v View) (string, string) {
	at, best := 0, math.Inf(-1)
	for i, c := range pr.Choices {
		w := strings.Fields(c.ID) // give <trauma|supply> to pN
		if len(w) != 4 {
			continue
		}
		to := int(w[3][1] - '1')
		g := f.hurt(to)
		gain := meanTrauma * g
		if k, ok := f.byID[w[1]]; ok {
			gain = float64(-f.kinds[k].value) * (1 + g)
		}
		if gain > best {
			at, best = i, gain
		}
	}
	w := strings.Fields(pr.Choices[at].ID)
	to := v.Seats[int(w[3][1]-'1')].Player
	if w[1] == "supply" {
		return pr.Choices[at].ID, "a trauma card of the supply to " + to + ", the rival with the most V.P."
	}
	return pr.Choices[at].ID, "hand " + f.kinds[f.byID[w[1]]].name + " to " + to + ": off your score and onto the rival with the most V.P."
}

// hurt is what a point off rival s is worth to the seat: more for the
// rival with the most V.P.
func (f *fight) hurt(s int) float64 {
	top := 0
	for o := range f.n {
		if o != f.me {
			top = max(top, f.vp[o])
		}
	}
	h := 1 / float64(f.n-1)
	if f.vp[s] == top {
		h += 0.3
	}
	return h
}

// friendlyFire eliminates the rival's card whose loss helps the seat most
// in the fight.
func (f *fight) friendlyFire(pr rules.Prompt) (string, string) {
	at, best, worth := 0, math.Inf(-1), 0.0
	_, now := f.tally(false)
	for i, c := range pr.Choices {
		w := strings.Fields(c.ID) // eliminate pN kind line
		owner, k, l := int(w[1][1]-'1'), f.byID[w[2]], lineOf(w[3])
		for j, s := range f.board {
			if s.owner == owner && s.kind == k && s.line == l && !s.down {
				g := f.without(j)
				if v := g.value(); v > best {
					_, then := g.tally(false)
					at, best, worth = i, v, now[owner]-then[owner]
				}
				break
			}
		}
	}
	w := strings.Fields(pr.Choices[at].ID)
	return pr.Choices[at].ID, "Friendly Fire on " + f.kinds[f.byID[w[2]]].name + ": " + itoa(int(worth)) + " relics off a rival, the loss that helps you most"
}

// mimic copies the card that makes the fight worth most to the seat.
func (f *fight) mimic(pr rules.Prompt) (string, string) {
	i := -1
	for j, c := range f.board {
		if c.owner == f.me && !c.down && c.kind >= 0 && f.kinds[c.kind].sp == spMimic && c.as == noCopy {
			i = j
		}
	}
	at, best := 0, math.Inf(-1)
	for n, c := range pr.Choices {
		k, ok := f.byID[strings.TrimPrefix(c.ID, "copy ")]
		if !ok || i < 0 {
			continue
		}
		if g, x := f.copying(i, k); g.value()+x > best {
			at, best = n, g.value()+x
		}
	}
	k := f.byID[strings.TrimPrefix(pr.Choices[at].ID, "copy ")]
	return pr.Choices[at].ID, "copy " + f.kinds[k].name + ": the copy worth most in this line"
}
