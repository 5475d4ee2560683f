package cityofhorror

import (
	"strconv"
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
)

// What the smart player plays in a window, on which target, and what it
// pays for a location. A play is weighed by what it changes in a copy of
// the scene: the zombies it kills or brings, the votes, who hides, the
// zombie leader; the locations still to resolve count for more the sooner
// they come. A card costs a little (it could pay for an antidote); a power
// costs what exhausting its character takes off the score.

// moment is the window open now, as the view says it (View.Window).
func (b *board) moment() int {
	w := b.v.Window
	switch {
	case b.v.Phase == PhaseHelicopter || strings.HasPrefix(w, "Dawn"):
		return wEnd
	case strings.HasPrefix(w, "Before the zombies"):
		return wAttack
	case strings.HasPrefix(w, "Before the vote"):
		return wShare
	case strings.HasSuffix(w, "before the Blonde draws a zombie"):
		return wBlonde
	case strings.HasSuffix(w, "before the moves"):
		return wMoves
	}
	return wStart
}

// weigh is how much the locations count in window m: the attack about to
// happen in full, the locations after it in the round a little less, every
// location somewhat before the moves, none at dawn.
func (b *board) weigh(m int) func(l int) float64 {
	at := b.resolving()
	return func(l int) float64 {
		switch {
		case m == wEnd || b.locs[l].resolved:
			return 0
		case at < 0 && m == wBlonde:
			return 0.8
		case at < 0:
			return 0.5
		case l == at && m == wAttack:
			return 1
		case l > at:
			return 0.6
		}
		return 0
	}
}

// worth is how good scene sc is in window m: the projected score less the
// threat still to come, plus the share of the items about to be shared.
func (b *board) worth(sc *scene, m int) float64 {
	t := *sc
	if m == wBlonde {
		for i := range b.chars {
			if l := int(t.at[i]); l >= 0 && b.chars[i].trait == coh.TraitAttractsZombies && t.tired&(1<<i) == 0 && t.z[l] < b.p.c.ZombieCap {
				t.z[l]++
			}
		}
	}
	x := b.project(&t, b.me) - b.threat(&t, b.weigh(m))
	if at := b.resolving(); m == wShare && at >= 0 {
		x += b.shareGain(&t, at)
	}
	return x
}

// target is what a card or a power acts on.
type target struct {
	loc, to, seat, ch int
}

var noTarget = target{-1, -1, -1, -1}

// effectOf is what playing item id does ("play gun", "power geek"), and
// the character whose power it is (-1 for a card).
func (b *board) effectOf(verb, id string) (coh.Effect, int, bool) {
	if verb == "power" {
		i := b.charOf(id)
		if i < 0 {
			return coh.Effect{}, -1, false
		}
		return b.chars[i].c.Power, i, true
	}
	k, ok := b.p.cardIdx[id]
	if !ok {
		return coh.Effect{}, -1, false
	}
	return b.p.c.Actions[k].Effect, -1, true
}

// candidates is every target the seat could give effect e.
func (b *board) candidates(e coh.Effect, ch int) []target {
	var out []target
	switch e.Kind {
	case coh.EffAddZombies, coh.EffKill, coh.EffKillHalf, coh.EffKitten, coh.EffExtraVotes, coh.EffMoveZombieFrom:
		for l := range b.locs {
			out = append(out, target{l, -1, -1, ch})
		}
	case coh.EffMoveZombie:
		for l := range b.locs {
			for m := range b.locs {
				if l != m {
					out = append(out, target{l, m, -1, ch})
				}
			}
		}
	case coh.EffLeaderAny, coh.EffStealAction:
		for s := range b.n {
			if s != b.me && b.v.Seats[s].Living > 0 {
				out = append(out, target{-1, -1, s, ch})
			}
		}
	case coh.EffRest, coh.EffHide:
		for i := range b.chars {
			if b.chars[i].seat == b.me && b.sc.at[i] >= 0 {
				out = append(out, target{-1, -1, -1, i})
			}
		}
	default:
		out = append(out, target{-1, -1, -1, ch})
	}
	return out
}

// effectValue is what effect e of character ch (-1 for a card) on
// target t is worth in window m, before its price.
func (b *board) effectValue(e coh.Effect, ch int, t target, m int) float64 {
	sc := b.sc
	now := b.worth(&sc, m)
	cap := b.p.c.ZombieCap
	flat := 0.0
	switch e.Kind {
	case coh.EffKill, coh.EffKillHalf, coh.EffAddZombies, coh.EffKitten, coh.EffExtraVotes, coh.EffMoveZombie, coh.EffMoveZombieFrom:
		if t.loc < 0 || e.Kind == coh.EffMoveZombie && t.to < 0 {
			return -1
		}
	case coh.EffHide, coh.EffRest:
		if t.ch < 0 {
			return -1
		}
	case coh.EffLeaderAny, coh.EffStealAction:
		if t.seat < 0 {
			return -1
		}
	}
	switch e.Kind {
	case coh.EffKill:
		sc.z[t.loc] -= min(e.N, sc.z[t.loc])
	case coh.EffKillHalf:
		sc.z[t.loc] -= sc.z[t.loc] / 2
	case coh.EffKillHere:
		if l := int(sc.at[ch]); l >= 0 {
			sc.z[l] -= min(e.N, sc.z[l])
		}
	case coh.EffAddZombies:
		sc.z[t.loc] += max(min(e.N, cap-sc.z[t.loc], sc.horde), 0)
	case coh.EffMoveZombie, coh.EffMoveZombieFrom:
		from, to := t.loc, t.to
		if e.Kind == coh.EffMoveZombieFrom {
			from, to = int(sc.at[ch]), t.loc
		}
		if from < 0 || from == to || sc.z[from] == 0 || sc.z[to] >= cap {
			return -1
		}
		sc.z[from]--
		sc.z[to]++
	case coh.EffKitten:
		return b.kittenValue(t.loc, m) - now
	case coh.EffExtraVotes:
		sc.votes[t.loc] += e.N
	case coh.EffHide:
		sc.gone |= 1 << t.ch
	case coh.EffUntouchable:
		sc.gone |= 1 << ch
	case coh.EffLeaderAny:
		sc.leader = t.seat
	case coh.EffRest:
		sc.tired &^= 1 << t.ch
	case coh.EffVoteThisRound:
		if l := int(sc.at[ch]); l >= 0 {
			sc.votes[l]++
		}
	case coh.EffScore:
		flat = float64(e.N)
	case coh.EffStealAction:
		flat = 0.6 + 0.05*float64(b.v.Seats[t.seat].Hand)
	case coh.EffDrawAction:
		flat = 0.8
	case coh.EffPeekInvasion:
		flat = 0.05
		if m == wStart {
			flat = 0.4
		}
	case coh.EffTakeFirstPlayer, coh.EffGiveBirth:
		flat = 0.3
	}
	if ch >= 0 && e.Kind != coh.EffRest {
		sc.tired |= 1 << ch
	}
	return b.worth(&sc, m) - now + flat
}

// kittenValue is the mean worth of the scenes the kitten may leave: the
// zombies of l follow one of the movement cards, drawn at random.
func (b *board) kittenValue(l, m int) float64 {
	cards := b.p.c.Movement.Cards
	x := 0.0
	for _, id := range cards {
		sc := b.sc
		if d := b.locIndex(id); d >= 0 && d != l {
			k := max(min(sc.z[l], b.p.c.ZombieCap-sc.z[d]), 0)
			sc.z[l] -= k
			sc.z[d] += k
		}
		x += b.worth(&sc, m)
	}
	return x / float64(max(len(cards), 1))
}

// price is what playing item id costs beyond its effect: a card's cost
// while cards still buy something (not at dawn), an explosion's marker.
func (b *board) price(verb, id string, m int) float64 {
	if verb != "play" {
		return 0
	}
	p := 0.0
	if m != wEnd {
		p = b.p.cardCost(id)
	}
	if k, ok := b.p.cardIdx[id]; ok && b.p.c.Actions[k].Explosion {
		best := -1e9
		for l := range b.v.Locations {
			if b.v.Locations[l].MarkersAt > 0 {
				best = max(best, b.markerValue(l))
			}
		}
		if best > -1e9 {
			p -= best
		}
	}
	return p
}

// act answers a window the seat claimed: the play worth most, even when
// every play costs more than it gives (the seat must play one).
func (b *board) act(pr *rules.Prompt) (string, string) {
	m := b.moment()
	best, bx := pr.Choices[0].ID, -1e18
	for _, c := range pr.Choices {
		verb, id, _ := strings.Cut(c.ID, " ")
		x := -10.0 // a gift: never worth it here
		if e, ch, ok := b.effectOf(verb, id); ok {
			x = -1e9
			for _, t := range b.candidates(e, ch) {
				x = max(x, b.effectValue(e, ch, t, m))
			}
			x -= b.price(verb, id, m)
		}
		if x > bx {
			best, bx = c.ID, x
		}
	}
	verb, id, _ := strings.Cut(best, " ")
	what := b.cardTitle(id)
	if verb == "power" {
		what = "the " + b.charName(id) + "'s power"
	}
	if bx <= 0 {
		return best, "play " + what + ": the play that costs you least"
	}
	return best, "play " + what + ": " + b.gainText(bx)
}

// gainText says what a play gains, for a reason.
func (b *board) gainText(x float64) string {
	return "worth about " + strconv.FormatFloat(x, 'f', 1, 64) + " points to you"
}

// target answers a target prompt: the card or power is the one the
// question names; each target listed is weighed as act weighs them.
func (b *board) target(pr *rules.Prompt) (string, string) {
	verb, _, _ := strings.Cut(pr.Choices[0].ID, " ")
	switch verb {
	case "discard", "take", "card", "antidote":
		return b.cardTarget(pr)
	case "to":
		id, t := b.chooseSeat(pr, "to ", false)
		return id, "give it to " + b.v.Seats[t].Player
	}
	e, ch := b.named(pr.Text)
	m := b.moment()
	first := -1
	if e.Kind == coh.EffMoveZombie {
		first = b.firstTarget(pr.Text)
	}
	best, bx := pr.Choices[0].ID, -1e18
	for _, c := range pr.Choices {
		t := b.parseTarget(c.ID, ch)
		x := -1e18
		switch {
		case e.Kind != coh.EffMoveZombie:
			x = b.effectValue(e, ch, t, m)
		case first >= 0:
			t.loc, t.to = first, t.loc
			x = b.effectValue(e, ch, t, m)
		default:
			// Where the zombie comes from: weighed at its best way out.
			for to := range b.locs {
				t.to = to
				x = max(x, b.effectValue(e, ch, t, m))
			}
		}
		if x > bx {
			best, bx = c.ID, x
		}
	}
	return best, "target " + b.targetName(best) + ": " + b.gainText(bx)
}

// named is the effect a target question asks about, by the name it
// starts with ("Gun: on which location?", "Use of the Bank: ..."), and
// the character whose power it is (-1 none). An unknown name kills, so
// the answer still reads the zombies.
func (b *board) named(text string) (coh.Effect, int) {
	what, _, _ := strings.Cut(text, ":")
	for _, a := range b.p.c.Actions {
		if a.Title == what {
			return a.Effect, -1
		}
	}
	for i := range b.chars {
		if b.chars[i].c.Name == what {
			return b.chars[i].c.Power, i
		}
	}
	for l := range b.locs {
		if what == "Use of the "+b.v.Locations[l].Name {
			return b.locs[l].side.Effect, -1
		}
	}
	return coh.Effect{Kind: coh.EffKill, N: 1}, -1
}

// firstTarget is the location a second-stage question names ("where does
// the zombie from the Bank go?"), -1 none.
func (b *board) firstTarget(text string) int {
	_, from, ok := strings.Cut(text, "from the ")
	if !ok {
		return -1
	}
	for l := range b.v.Locations {
		if strings.HasPrefix(from, b.v.Locations[l].Name+" go") {
			return l
		}
	}
	return -1
}

// parseTarget reads a target answer's ID.
func (b *board) parseTarget(id string, ch int) target {
	t := noTarget
	t.ch = ch
	verb, arg, _ := strings.Cut(id, " ")
	switch verb {
	case "at":
		t.loc = b.locIndex(arg)
	case "leader", "from":
		t.seat = b.seatOf(arg)
	case "rest", "hide":
		t.ch = b.charOf(arg)
	}
	return t
}

// targetName names a target answer for a reason.
func (b *board) targetName(id string) string {
	verb, arg, _ := strings.Cut(id, " ")
	switch verb {
	case "at":
		return "the " + b.v.Locations[b.locIndex(arg)].Name
	case "leader", "from":
		return b.v.Seats[b.seatOf(arg)].Player
	}
	return "the " + b.charName(arg)
}

// cardTarget answers the card of a card swap or a gift: the card the seat
// misses least to give up, the one worth most to take.
func (b *board) cardTarget(pr *rules.Prompt) (string, string) {
	best, bx := pr.Choices[0].ID, -1e18
	for _, c := range pr.Choices {
		verb, id, _ := strings.Cut(c.ID, " ")
		var x float64
		switch verb {
		case "take":
			x = b.p.cardWorth(id)
		case "antidote":
			x = -100
		default:
			x = -b.p.cardWorth(id)
		}
		if x > bx {
			best, bx = c.ID, x
		}
	}
	verb, id, _ := strings.Cut(best, " ")
	if verb == "take" {
		return best, "take " + b.cardTitle(id) + ": the most useful card of the pile"
	}
	return best, "give up " + b.cardTitle(id) + ": the card you miss least"
}

// pay answers what the seat gives up to use the location being resolved:
// the cheapest card or food token, when the effect is worth more.
func (b *board) pay(pr *rules.Prompt) (string, string) {
	l := b.resolving()
	best, cost := "skip", 1e9
	for _, c := range pr.Choices {
		id, food := strings.CutPrefix(c.ID, "use food ")
		var x float64
		switch {
		case c.ID == "skip":
			continue
		case food:
			x = float64(atoi(id))
		default:
			x = b.p.cardCost(strings.TrimPrefix(c.ID, "use "))
		}
		if x < cost {
			best, cost = c.ID, x
		}
	}
	if l < 0 || b.gain(&b.sc, l) <= 0 {
		return "skip", "keep your cards: the effect is not worth one"
	}
	return best, "give it up: the " + b.v.Locations[l].Name + "'s effect is worth more"
}

// atoi reads a small number, 0 for none.
func atoi(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			break
		}
		n = 10*n + int(r-'0')
	}
	return n
}

// cancelBy answers how the seat cancels the card just played, or that it
// does not after all: it cancels what hurts it more than the cancelling
// costs.
func (b *board) cancelBy(pr *rules.Prompt) (string, string) {
	harm := -b.lastPlayValue()
	best, cost := "nothing", 1e9
	for _, c := range pr.Choices {
		verb, id, _ := strings.Cut(c.ID, " ")
		x := 0.0
		switch verb {
		case "play":
			x = b.p.cardCost(id)
		case "power":
			if i := b.charOf(id); i >= 0 {
				x = b.loss(&b.sc, b.me, i, true)
			}
		default:
			continue
		}
		if x < cost {
			best, cost = c.ID, x
		}
	}
	if harm <= cost {
		return "nothing", "let it act: it does you no harm worth a card"
	}
	return best, "cancel it: it would cost you more than the cancelling"
}

// lastPlayValue is what the card last played does for the seat, read
// from its title and target as the view shows them (a card that brings
// or kills zombies at a location; anything else counts for nothing).
func (b *board) lastPlayValue() float64 {
	if len(b.v.Played) == 0 {
		return 0
	}
	pv := b.v.Played[len(b.v.Played)-1]
	if pv.Power || pv.Cancelled {
		return 0
	}
	for _, a := range b.p.c.Actions {
		if a.Title != pv.Card {
			continue
		}
		for l := range b.v.Locations {
			if pv.Target == " at the "+b.v.Locations[l].Name {
				return b.effectValue(a.Effect, -1, target{l, -1, -1, -1}, b.moment())
			}
		}
	}
	return 0
}
