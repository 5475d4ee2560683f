package terrorixico

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Corrections by hand (engine.Adjustable), for table mode: when the real
// table drifted from the app (a card put in the wrong line, a hand or a
// draw pile miscounted, points or the track moved by mistake), the
// referee sets it right. Each correction is checked like an answer (one
// not offered now changes nothing), logged as "Adjusted: …", saved and
// undone like an answer. A correction moves cards between piles, never
// makes or loses one, so every card stays somewhere exactly once; and the
// Reshuffle still holds after it. A card put in a frontline by hand does
// not act: it is where the table has it.

// Kinds of correction.
const (
	adReturn    = iota // a card of a frontline back to its owner's hand
	adDiscard          // a card of a frontline to its owner's discard pile
	adPlace            // a card of a player's hand face up into a frontline
	adHand             // a player's hand count, against the draw pile
	adToDraw           // a card of a discard pile back into the draw pile
	adToDiscard        // a card of a draw pile onto the discard pile
	adSupply           // the trauma cards left on the scoreboard
	adVP               // a player's points
	adTrack            // a player's place on the monster track
)

// adjustment is one correction offered: its ID and label, and what it does.
type adjustment struct {
	id, label string
	op        uint8
	seat      int
	a, b      int // a board card (by placing order), a kind, a count; a line
}

// adjOpts lists the corrections possible now.
func (g *game) adjOpts() []adjustment {
	var out []adjustment
	add := func(id, label string, op uint8, seat, a, b int) {
		out = append(out, adjustment{"adjust " + id, label, op, seat, a, b})
	}
	// The cards in the frontlines.
	for _, c := range g.board {
		s, l := int(c.owner), int(c.line)
		who, line := g.seatID[s], lineIDs[l]
		name, kid := "face-down card", "down"
		if c.kind != unnamed {
			name, kid = g.kinds[c.kind].name, g.kinds[c.kind].id
			if c.down {
				name = "face-down " + name
			}
		}
		where := g.person(s).Mid().Possessive() + " " + name + " in the " + lineNames[l] + " line"
		add("return "+who+" "+kid+" "+line, "Put "+where+" back in "+g.person(s).Mid().Possessive()+" hand", adReturn, s, int(c.seq), l)
		if c.kind != unnamed {
			add("discard "+who+" "+kid+" "+line, "Put "+where+" on "+g.person(s).Mid().Possessive()+" discard pile", adDiscard, s, int(c.seq), l)
		}
	}
	for s := range g.n {
		if g.nMons == 0 {
			break // no fight yet: the frontlines are not on the table
		}
		who, p := g.seatID[s], g.person(s)
		for k, ki := range g.kinds {
			if ki.trauma || !g.holds(s, k) {
				continue
			}
			for l := range nLines {
				if ki.relic && l != ki.line {
					continue
				}
				add("place "+who+" "+ki.id+" "+lineIDs[l], "Put "+p.Mid().Possessive()+" "+ki.name+" from the hand face up in the "+lineNames[l]+" line",
					adPlace, s, k, l)
			}
		}
	}
	// The piles.
	for s := range g.n {
		who, p := g.seatID[s], g.person(s)
		if g.table {
			// At the table the hand is a count: a miscount is set right
			// against the draw pile, whose cards it was drawn from.
			hand, draw := g.handCount(s), g.drawCount(s)
			for n := 0; n <= hand+draw; n++ {
				if n != hand {
					add("hand "+who+" "+itoa(n), p.Does("holds")+" "+count(n, "card")+" in hand (now "+itoa(hand)+"; the draw pile "+itoa(hand+draw-n)+")",
						adHand, s, n, 0)
				}
			}
		}
		from := pDraw
		if g.table {
			from = pUnknown
		}
		for k, ki := range g.kinds {
			if g.pile[s][pDisc][k] > 0 {
				add("todraw "+who+" "+ki.id, "Shuffle "+ki.name+" from "+p.Mid().Possessive()+" discard pile back into the draw pile", adToDraw, s, k, 0)
			}
			if g.pile[s][from][k] > 0 && g.drawCount(s) > 0 {
				add("todiscard "+who+" "+ki.id, "Put "+ki.name+" from "+p.Mid().Possessive()+" draw pile on the discard pile", adToDiscard, s, k, 0)
			}
		}
	}
	// The scoreboard.
	undrawn := 0
	for k := range g.kinds {
		undrawn += int(g.supply[k])
	}
	for n := 0; n <= undrawn; n++ {
		if n != g.traumaLeft {
			add("supply "+itoa(n), itoa(n)+" trauma cards left on the scoreboard (now "+itoa(g.traumaLeft)+")", adSupply, 0, n, 0)
		}
	}
	for s := range g.n {
		who, p := g.seatID[s], g.person(s)
		vp := int(g.vp[s])
		for n := 0; n <= max(g.c.Scoreboard.VPEnd, vp)+9; n++ {
			if n != vp {
				add("vp "+who+" "+itoa(n), p.Does("has")+" "+itoa(n)+" V.P. (now "+itoa(vp)+")", adVP, s, n, 0)
			}
		}
		track := int(g.track[s])
		for n := 0; n <= g.row.TrackEnd; n++ {
			if n != track {
				add("track "+who+" "+itoa(n), p.Possessive()+" cube on space "+itoa(n)+" of the monster track (now "+itoa(track)+")", adTrack, s, n, 0)
			}
		}
	}
	return out
}

// Adjustments lists the corrections possible now (engine.Adjustable).
func (g *game) Adjustments() []rules.Choice {
	if g.result != nil {
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
	if g.result != nil || !g.Waiting() {
		return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "the game is over"}
	}
	o, err := engine.FindCorrection(g.adjOpts(), id, "return, discard, place, hand, todraw, todiscard, supply, vp, track", "adjust vp p1 12")
	if err != nil {
		return err
	}
	g.adjust(o)
	return nil
}

func (g *game) adjust(o adjustment) {
	s := o.seat
	p := g.person(s).Mid() // after "Adjusted: "
	say := func(text string) { g.log("adjust", "Adjusted: "+text+".", s) }
	switch o.op {
	case adReturn, adDiscard:
		i := g.find(int16(o.a))
		c := g.board[i]
		name := "a face-down card"
		if c.kind != unnamed {
			name = g.kinds[c.kind].name
		}
		g.remove(i)
		switch {
		case o.op == adDiscard:
			say(p.Possessive() + " " + name + " leaves the " + lineNames[o.b] + " line for the discard pile")
			g.toDiscard(s, int(c.kind))
		case c.kind == unnamed:
			g.handN[s]++ // its card is among the unknown ones still
			say(p.Possessive() + " " + name + " goes back from the " + lineNames[o.b] + " line to the hand")
		default:
			if g.table {
				g.own(s)[pUnknown][c.kind]++
				g.handN[s]++
			} else {
				g.own(s)[pHand][c.kind]++
			}
			say(p.Possessive() + " " + name + " goes back from the " + lineNames[o.b] + " line to the hand")
		}
	case adPlace:
		g.fromHand(s, o.a)
		g.place(s, o.a, o.b, false)
		say(p.Possessive() + " " + g.kinds[o.a].name + " is put face up in the " + lineNames[o.b] + " line")
	case adHand:
		was := int(g.handN[s])
		g.drawN[s] += int16(was - o.a)
		g.handN[s] = int16(o.a)
		say(p.Does("holds") + " " + count(o.a, "card") + " in hand (was " + itoa(was) + ")")
		g.settle(s)
	case adToDraw:
		g.own(s)[pDisc][o.a]--
		g.toDraw(s, o.a)
		say(p.Possessive() + " " + g.kinds[o.a].name + " goes from the discard pile back into the draw pile")
	case adToDiscard:
		if g.table {
			g.own(s)[pUnknown][o.a]--
			g.drawN[s]--
		} else {
			g.own(s)[pDraw][o.a]--
		}
		say(p.Possessive() + " " + g.kinds[o.a].name + " goes from the draw pile onto the discard pile")
		g.toDiscard(s, o.a)
	case adSupply:
		was := g.traumaLeft
		g.traumaLeft = o.a
		g.dry = g.traumaLeft == 0
		g.log("adjust", "Adjusted: "+count(o.a, "trauma card")+" left on the scoreboard (was "+itoa(was)+").")
	case adVP:
		was := g.vp[s]
		g.vp[s] = int16(o.a)
		say(p.Does("has") + " " + itoa(o.a) + " V.P. (was " + itoa(int(was)) + ")")
	case adTrack:
		was := g.track[s]
		g.track[s] = int16(o.a)
		say(p.Possessive() + " cube is on space " + itoa(o.a) + " of the monster track (was " + itoa(int(was)) + ")")
	}
}
