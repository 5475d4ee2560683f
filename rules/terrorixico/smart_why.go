package terrorixico

import "math"

// why says in one line what decided the play of plan pl, with the figures
// that did: the seat's relics at the end and its best (or lowest) rival's.
func (f *fight) why(pl plan) string {
	o := pl.after.outlook()
	score := " (you " + relics(o.mine) + ", best rival " + relics(o.best) + ")"
	m := pl.m
	switch m.mode {
	case mPass:
		return "pass: no card can go into a frontline"
	case mStop:
		return "no second card: none helps"
	case mShow:
		return "show " + f.kinds[m.kind].name + ": out of your deck for good, and nothing else helps more"
	case mStrike:
		return f.kinds[m.kind].name + " on a rival's " + f.kinds[m.target].name + ": " + itoa(f.kinds[m.target].value) + " relics off them" + score
	}
	if m.mode == mDown && m.kind >= 0 && f.kinds[m.kind].trauma {
		return f.phrase(m) + ": it goes to the fewest relics at the end, and that is not likely you (you " + relics(o.mine) + ", lowest rival " + relics(o.low) + ")"
	}
	if pl.after.slain() {
		if o.first >= 0.5 {
			return f.phrase(m) + " slays the monsters with you first" + score
		}
		return f.phrase(m) + " slays the monsters: no card of yours takes first place" + score
	}
	if pl.next.mode >= 0 {
		if a2, _ := pl.after.play(pl.next); a2.slain() && a2.outlook().first >= 0.5 {
			o2 := a2.outlook()
			return f.phrase(m) + ", then " + f.phrase(pl.next) + " to slay the monsters with you first (you " + relics(o2.mine) + ", best rival " + relics(o2.best) + ")"
		}
	}
	if m.mode == mUp && m.kind >= 0 {
		switch f.kinds[m.kind].sp {
		case spOmens:
			return f.phrase(m) + ": the trauma of your hand out of the game for good"
		case spAdvantage:
			return f.phrase(m) + ": a trauma card onto a rival"
		case spFriendly:
			return f.phrase(m) + ": a rival's card out of the fight" + score
		case spFury, spBerserker:
			return f.phrase(m) + ": fresh cards, as no relic helps more now"
		}
	}
	if m.mode == mDown && m.kind >= 0 && !f.kinds[m.kind].relic {
		switch ki := &f.kinds[m.kind]; {
		case ki.sp == spAdvantage || ki.sp == spFriendly:
			return f.phrase(m) + ": it acts when turned up, out of a rival's reach till then" + score
		case !ki.onReveal:
			return f.phrase(m) + ": face down it does nothing, and the hand spares it best" + score
		}
	}
	if m.mode == mDown {
		return f.phrase(m) + ": it counts at the end, unseen, while the fight goes on" + score
	}
	return f.phrase(m) + ": the best chance of first place" + score
}

// phrase names a play: "Melee 3 face up", "Trickery face down in the
// Codex line".
func (f *fight) phrase(m move) string {
	name := "a card"
	if m.kind >= 0 {
		name = f.kinds[m.kind].name
	}
	way := " face up"
	if m.mode == mDown {
		way = " face down"
	}
	if m.kind < 0 || !f.kinds[m.kind].relic {
		way += " in the " + lineNames[m.line] + " line"
	}
	return name + way
}

// relics says a count of relics at the end, a guess rounded.
func relics(v float64) string { return itoa(int(math.Round(v))) }
