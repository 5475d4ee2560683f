package terrorixico

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// kSlay: the round ends, the monster slain (or, every player having
// passed, beating them all): the face-down cards are turned up first.
var slayRule = engine.Rule[*game]{
	Name: "slay",
	Do: func(g *game, s engine.Step) {
		if g.beaten {
			g.log("beaten", "Nobody can play: the monsters beat every player this round.")
		} else {
			g.log("slain", "Every frontline holds its relics: the monsters are slain and go back to the Book.")
		}
		g.Push(scoreStep(), flipStep(0))
	},
}

// kFlip: the first face-down card still down is turned up and, when it
// acts face down, acts (Take Advantage, Friendly Fire, Mimic; Equality,
// Trickery and Strength count as they are). In a round the monsters won,
// nothing acts. At the table an unnamed card is named first.
var flipRule = engine.Rule[*game]{
	Name: "flip",
	Do: func(g *game, s engine.Step) {
		i := slices.IndexFunc(g.board, func(p placed) bool { return p.down })
		if i < 0 {
			return
		}
		if g.board[i].kind == unnamed {
			g.Push(nameStep(i))
			return
		}
		g.ownBoard()
		g.board[i].down = false
		p := g.board[i]
		ki := &g.kinds[p.kind]
		g.log("reveal", g.person(int(p.owner)).Possessive()+" face-down card in the "+lineNames[p.line]+" line is "+ki.name+".", int(p.owner))
		g.Push(flipStep(0))
		if g.beaten || !ki.onReveal {
			return
		}
		switch ki.sp {
		case spAdvantage:
			if g.canGive(int(p.owner)) {
				g.Push(advantStep(int(p.owner)))
			}
		case spFriendly:
			g.Push(fireStep(int(p.owner), p.seq))
		case spMimic:
			g.Push(mimicStep(int(p.owner), int(p.seq)))
		}
	},
}

// kName: at the table, what a face-down card turned up is, from the kinds
// its owner's unknown cards hold and the card could be: not Equality,
// Strength or Mimic where they could not go face down.
var nameRule = engine.Rule[*game]{
	Name: "name",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		if cardOf(s) >= len(g.board) || g.board[cardOf(s)].kind != unnamed {
			return // a correction took the card away
		}
		p := g.board[cardOf(s)]
		a.Text = "Which card does " + g.person(int(p.owner)).Mid().String() + " turn up in the " + lineNames[p.line] + " line?"
		barred := p.barred
		if g.unbarred(int(p.owner), barred) == 0 {
			barred = 0 // the cards left could only be these: the table knows best
		}
		for k := range g.kinds {
			if barred&(1<<k) == 0 {
				a.Outcome(g.cardIDs[k], g.kinds[k].name, int(g.pile[p.owner][pUnknown][k]), k)
			}
		}
	},
	Touch: func(g *game, s engine.Step, c engine.Choice) rules.Touch {
		t := g.boardTouch(cardOf(s))
		t.Cards = g.cardTouch(c.Arg).Cards
		return t
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.ownBoard()
		p := &g.board[cardOf(s)]
		p.kind = int8(c.Arg)
		g.own(int(p.owner))[pUnknown][c.Arg]--
		g.Push(flipStep(0))
	},
}

// unbarred counts seat s's unknown cards of a kind not in barred.
func (g *game) unbarred(s int, barred uint32) int {
	n := 0
	for k := range g.kinds {
		if barred&(1<<k) == 0 {
			n += int(g.pile[s][pUnknown][k])
		}
	}
	return n
}

// kScore: the round scored. The players who contributed the most relics
// share first place: each scores the first-place points of the monsters
// and the events; the one of them who placed the last card keeps the
// cards and moves on the monster track (1 space, or what an event says).
// Every other player who did not pass scores the second-place points.
// Then the face-down trauma cards go to the player with the fewest relics
// this round (a tie for last eliminates them), the other cards go back to
// their owners' discard piles, and the player left of the keeper starts
// the next round; in a round the monsters won, the first to pass starts
// and the monster and event cards leave the game.
var scoreRule = engine.Rule[*game]{
	Name: "score",
	Do: func(g *game, s engine.Step) {
		starter := int(g.firstPass)
		if !g.beaten {
			starter = g.scoreRound()
		} else {
			if starter < 0 {
				starter = int(g.cur)
			}
			g.log("beaten", "The monster and event cards leave the game; "+g.person(starter).Mid().Does("starts")+" the next round.", starter)
		}
		g.clearBoard()
		for p := range g.n {
			g.settle(p)
		}
		g.cur = int8(starter)
		if g.ended() {
			return
		}
		g.Push(roundStep())
	},
}

// scoreRound scores a slain monster and returns the next round's first
// player.
func (g *game) scoreRound() int {
	var got [maxSeats]int
	best, low := -1, 1<<30
	for p := range g.n {
		got[p] = g.contribution(p)
		best = max(best, got[p])
		low = min(low, got[p])
	}
	var firsts, lows engine.Seats
	for p := range g.n {
		if got[p] == best {
			firsts = firsts.With(seat(p))
		}
		if got[p] == low {
			lows = lows.With(seat(p))
		}
	}
	keeper, last := int(g.cur), int16(-1)
	for _, c := range g.board {
		if firsts.Has(seat(int(c.owner))) && c.seq > last {
			keeper, last = int(c.owner), c.seq
		}
	}
	first, second := 0, 0
	for i := range g.nMons {
		m := g.monster(int(g.mons[i]))
		first += m.First
		second += m.Second
	}
	for i := range g.nEvs {
		vp := g.event(int(g.evs[i])).VP
		first += vp
		second += vp
	}
	for p := range g.n {
		switch {
		case firsts.Has(seat(p)):
			g.vp[p] += int16(first)
			g.log("score", g.person(p).Does("takes")+" first place with "+count(got[p], "relic")+" and "+g.person(p).Mid().Verb("scores")+" "+itoa(first)+" V.P.", p)
		case g.passed.Has(seat(p)):
			g.log("score", g.person(p).Does("scores")+" nothing: "+g.person(p).Mid().String()+" passed this round.", p)
		default:
			g.vp[p] += int16(second)
			g.log("score", g.person(p).Does("scores")+" "+itoa(second)+" V.P. for second place ("+count(got[p], "relic")+").", p)
		}
	}
	move := g.trackMove()
	g.track[keeper] += int16(move)
	for i := range g.nMons {
		g.kept[keeper] |= 1 << g.mons[i]
	}
	for i := range g.nEvs {
		g.keptEv[keeper] |= 1 << g.evs[i]
	}
	g.log("keep", g.person(keeper).Does("keeps")+" the monster and event cards and "+g.person(keeper).Mid().Verb("moves")+" "+
		count(move, "space")+" on the monster track.", keeper)
	// Face-down trauma: to the fewest relics, or out for good on a tie.
	for i := len(g.board) - 1; i >= 0; i-- {
		c := g.board[i]
		if !c.hidden || !g.kinds[c.kind].trauma {
			continue
		}
		g.ownBoard()
		g.board = append(g.board[:i], g.board[i+1:]...)
		if bits.OnesCount16(uint16(lows)) == 1 {
			to := int(lows.First())
			g.own(to)[pDisc][c.kind]++
			g.log("trauma", "The face-down "+g.kinds[c.kind].name+" goes to "+g.person(to).Mid().Possessive()+" discard pile: the fewest relics this round.", to)
		} else {
			g.own(int(c.owner))[pWaste][c.kind]++
			g.log("trauma", "The face-down "+g.kinds[c.kind].name+" is eliminated: several players tie for the fewest relics.")
		}
	}
	return (keeper + 1) % g.n
}

// clearBoard sends every card of the frontlines back to its owner's
// discard pile. A card the table never named (the game ended before it
// was turned up) stays among its owner's unknown cards, counted with the
// draw pile.
func (g *game) clearBoard() {
	for _, c := range g.board {
		if c.kind != unnamed {
			g.own(int(c.owner))[pDisc][c.kind]++
		} else {
			g.drawN[c.owner]++
		}
	}
	g.board, g.boardOwned = nil, true
}

// ended checks the ends of the game after a round: a player at the monster
// track's end (4 spaces, 5 with two players), a player at 40 V.P., or the
// trauma supply empty.
func (g *game) ended() bool {
	for p := range g.n {
		if int(g.track[p]) >= g.row.TrackEnd {
			g.finish("track", g.person(p).Does("reaches")+" "+itoa(int(g.track[p]))+" on the monster track.")
			return true
		}
	}
	for p := range g.n {
		if int(g.vp[p]) >= g.c.Scoreboard.VPEnd {
			g.finish("points", g.person(p).Does("has")+" "+itoa(int(g.vp[p]))+" V.P.")
			return true
		}
	}
	if g.dry {
		g.finish("trauma", "No trauma card is left to draw.")
		return true
	}
	return false
}

// Final scores.

// traumaPoints is what seat s's trauma cards cost: those in the hand, the
// draw pile and the discard pile (not the waste zone).
func (g *game) traumaPoints(s int) int {
	t := 0
	for k := range g.kinds {
		if g.kinds[k].trauma {
			n := int(g.pile[s][pDraw][k]) + int(g.pile[s][pHand][k]) + int(g.pile[s][pDisc][k]) + int(g.pile[s][pUnknown][k])
			t += n * -g.kinds[k].value
		}
	}
	return t
}

// setPoints is seat s's points for monsters of one type kept.
func (g *game) setPoints(s int) int {
	byType := map[string]int{}
	for i := range g.c.Monsters {
		if g.kept[s]&(1<<i) != 0 {
			byType[g.monster(i).Type]++
		}
	}
	v := 0
	for _, n := range byType {
		v += g.c.SetPoints(n)
	}
	return v
}

func (g *game) final(s int) int { return int(g.vp[s]) - g.traumaPoints(s) + g.setPoints(s) }

func (g *game) wasted(s int) int { return g.sum(s, pWaste) }

// beats reports whether seat a ranks above seat b: the higher final score;
// then the more monsters returned to the Book (the monster track); then
// the fewer trauma points; then the fewer eliminated cards.
func (g *game) beats(a, b int) bool {
	if x, y := g.final(a), g.final(b); x != y {
		return x > y
	}
	if g.track[a] != g.track[b] {
		return g.track[a] > g.track[b]
	}
	if x, y := g.traumaPoints(a), g.traumaPoints(b); x != y {
		return x < y
	}
	return g.wasted(a) < g.wasted(b)
}

// finish ends the game: the cards of the frontlines go back to their
// owners' discard piles, and the final scores decide.
func (g *game) finish(reason, why string) {
	g.clearBoard()
	var winners []rules.Seat
	for p := range g.n {
		top := true
		for q := range g.n {
			if q != p && g.beats(q, p) {
				top = false
			}
		}
		if top {
			winners = append(winners, seat(p))
		}
	}
	var b strings.Builder
	b.WriteString(why + " ")
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = g.person(int(w)).Mid().String()
		if i == 0 {
			names[i] = g.person(int(w)).String()
		}
	}
	if len(winners) == 1 {
		b.WriteString(g.person(int(winners[0])).Does("wins") + ".")
	} else {
		b.WriteString(strings.Join(names, " and ") + " share the win.")
	}
	for p := range g.n {
		b.WriteString(" " + g.person(p).Possessive() + " score: " + itoa(g.final(p)) + " (" + g.level(p) + ").")
	}
	g.result = &rules.Result{Outcome: "winner", Reason: reason, Winners: winners, Text: b.String()}
	g.log("end", b.String())
}

// level is seat s's adventure level by its final score.
func (g *game) level(s int) string {
	if l := g.c.Level(g.final(s)); l != nil {
		return l.Name
	}
	return ""
}
