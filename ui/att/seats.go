package att

import (
	"strings"

	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// seatsPanel is every seat's stash in one panel, the richest form that
// fits in rows, down to a line a seat; nil when even that does not fit. It
// fills a page's spare room: the page that holds the players draws each
// seat whole (seatPanel).
func (f *frame) seatsPanel(w, rows int) []line {
	if len(f.v.Seats)+1 > rows {
		return nil
	}
	for _, form := range []int{formFull, formMedium, formCompact, formTiny} {
		out := []line{title("PLAYERS", w)}
		for i := range f.v.Seats {
			out = append(out, f.seatLines(i, w, form)...)
		}
		if len(out) <= rows {
			return out
		}
	}
	return nil
}

// seatPanel is seat i alone in form, under the PLAYERS heading when head
// is set: the seats of a page that holds the players share its columns.
// On the Players page the tab names them, and the room goes to the seats.
func (f *frame) seatPanel(i, form int, head bool) func(w, rows int) []line {
	return func(w, rows int) []line {
		ls := f.seatLines(i, w, form)
		if head {
			ls = append([]line{title("PLAYERS", w)}, ls...)
		}
		return ls
	}
}

// Seat forms, richest first. All but formTiny show everything a seat
// holds that the view may see.
const (
	formFull    = iota // the hand a card a line, with its text
	formMedium         // the hand in one wrapped list
	formCompact        // the stash in one wrapped list
	formTiny           // one line: tokens and score
)

// resLine is a stash's resources: "Fo2 Tr3 Co1 Ft1".
func resLine(res map[string]int) line {
	var l line
	for i, r := range resOrder {
		if i > 0 {
			l = append(l, seg{" ", cNone})
		}
		l = append(l, seg{resAbbr(r) + itoa(res[r]), resLook(r)})
	}
	return l
}

// ttWords is the Terrible Things held: "TT 2+1=3" or "TT none".
func ttWords(tt []int) seg {
	if len(tt) == 0 {
		return seg{"TT none", cSubtle}
	}
	sum := 0
	parts := make([]string, len(tt))
	for i, x := range tt {
		sum += x
		parts[i] = itoa(x)
	}
	s := "☠TT " + strings.Join(parts, "+")
	if len(tt) > 1 {
		s += "=" + itoa(sum)
	}
	return seg{s, cBad}
}

func pileSecrets(cs []ra.CardView) int {
	n := 0
	for _, c := range cs {
		n += c.Secrets
	}
	return n
}

func (f *frame) achName(id string) (string, int) {
	for _, a := range f.v.Achievements {
		if a.ID == id {
			return a.Name, a.Secrets
		}
	}
	return id, 0
}

// seatLines is seat i in w cells in form: a head (its letter, name,
// character and place, the Map, its score), its stash, its hand.
func (f *frame) seatLines(i, w, form int) []line {
	v := f.v
	s := v.Seats[i]
	cur := s.Seat == v.Current && !v.Over
	mark := seg{" " + f.letter[i], seatLook(i)}
	if cur {
		mark = seg{"▸" + f.letter[i], cCur}
	}
	if f.sel.seat(s.Seat) {
		mark = seg{"▶" + f.letter[i], cSel}
	}
	nameLook := cLoc
	if cur {
		nameLook = cCur
	}
	score := seg{"score " + itoa(s.Score), cSecret}
	if form == formTiny {
		l := line{mark, {" " + f.name(s.Seat) + " ", nameLook}}
		l = append(l, resLine(s.Resources)...)
		l = append(l, seg{" ", cNone}, score)
		if s.HasMap {
			l = append(l, seg{" ", cNone}, canvas.Spot(mMap), f.mapToken(""), canvas.Spot(mEnd))
		}
		return []line{l}
	}

	head := line{mark, {" " + f.name(s.Seat), nameLook}}
	if s.CharacterName != "" {
		head = append(head, seg{" · " + s.CharacterName, cNone})
	}
	var right line
	if s.HasMap {
		right = line{canvas.Spot(mMap), f.mapToken(""), canvas.Spot(mEnd), {" ", cNone}}
	}
	right = append(right, score)
	if at := (seg{" @ " + f.place(s.Pawn), cSubtle}); head.Width()+canvas.Width(at.Text)+right.Width()+1 <= w {
		head = append(head, at)
	}
	out := []line{rightAlign(head, right, w)}

	const ind = "   "
	tokens := []line{resLine(s.Resources), {ttWords(s.TT)}}
	if form != formCompact || s.Rerolls != rerollsFull {
		// Compact, a full Re-roll track goes unsaid: a seat's track is
		// full except in its own turn.
		tokens = append(tokens, line{{"re-rolls " + pips(s.Rerolls, rerollsFull), cSubtle}})
	}
	held := []line{{{"pile " + itoa(len(s.ScorePile)) + " ", cNone}, {"✦" + itoa(pileSecrets(s.ScorePile)), cSecret}}}
	for _, a := range s.Achievements {
		n, sec := f.achName(a)
		held = append(held, line{{"♦" + n + " ", cNone}, {"✦" + itoa(sec), cSecret}})
	}
	for _, sw := range s.Swag {
		held = append(held, f.swagGroup(sw))
	}
	if o := s.Obsession; o != nil {
		held = append(held, line{{"obsession " + o.Name + " ", cEvent}, {"☠" + itoa(o.TT), cBad}})
	}
	if form != formCompact {
		out = append(out, wrapSegs(tokens, ind, ind, " · ", w)...)
		out = append(out, wrapSegs(held, ind, ind, " · ", w)...)
		return append(out, f.handLines(s, ind, w, form)...)
	}
	// Compact: one list, the hand in it too, an empty pile left unsaid.
	all := tokens
	if len(s.ScorePile) > 0 {
		all = append(all, held[0])
	}
	all = append(all, held[1:]...)
	switch {
	case handShut(s) || len(s.Hand) == 0:
		all = append(all, line{{"hand: " + plural(s.HandCount, "card"), cSubtle}})
	default:
		for i, c := range s.Hand {
			g := f.featGroup(c)
			if i == 0 {
				g = append(line{{"hand: ", cSubtle}}, g...)
			}
			all = append(all, g)
		}
	}
	return append(out, wrapSegs(all, ind, ind, " · ", w)...)
}

// rerollsFull is the Re-roll track's length; the rules reset it at every
// Refresh.
const rerollsFull = 2

// handLines is a seat's hand: its count when the view may not see it (or,
// in table mode, the app never saw it), else its cards: in formFull a card
// a line with its text wrapped under it, else in one wrapped list: "hand:
// Fury 1Ft · …".
func (f *frame) handLines(s ra.SeatView, ind string, w, form int) []line {
	switch {
	case !s.HandHidden && s.HandUnseen > 0:
		return []line{{{ind + "hand: " + plural(s.HandCount, "card") + " (in hand at the table)", cSubtle}}}
	case handShut(s):
		return []line{{{ind + "hand: " + plural(s.HandCount, "card") + " (hidden)", cSubtle}}}
	case len(s.Hand) == 0:
		return []line{{{ind + "hand: empty", cSubtle}}}
	case form == formFull:
		out := []line{{{ind + "hand (" + itoa(len(s.Hand)) + "):", cSubtle}}}
		for _, c := range s.Hand {
			out = append(out, wrapSegs(append([]line{f.featGroup(c)}, canvas.Words(c.Text, cSubtle)...), ind+" ", ind+"   ", " ", w)...)
		}
		return out
	}
	hg := make([]line, len(s.Hand))
	for i, c := range s.Hand {
		hg[i] = f.featGroup(c)
	}
	ls := wrapSegs(hg, ind+"hand: ", ind+"      ", " · ", w)
	ls[0][0].Look = cSubtle
	return ls
}

// handShut: the hand shows as a count, hidden from this viewer or (table
// mode) never seen by the app.
func handShut(s ra.SeatView) bool { return s.HandHidden || s.Hand == nil || s.HandUnseen > 0 }

// featGroup is a Feat card in a hand: its name and cost in Feat tokens.
func (f *frame) featGroup(c ra.FeatView) line {
	s := c.Name + " " + itoa(c.Cost) + "Ft"
	if c.PvP {
		s += " ⚔"
	}
	if f.sel.card(c.ID) {
		return line{{"▶" + s + "◀", cSel}}
	}
	return line{{c.Name + " ", cNone}, {s[len(c.Name)+1:], cFeat}}
}

// swagGroup is a Swag card held: "Compass ✦1 ↯" (↯ exhausts when used),
// "(exhausted)" when turned face down.
func (f *frame) swagGroup(s ra.SwagView) line {
	name := s.Name
	if f.sel.card(s.ID) {
		return line{{"▶" + name + "◀", cSel}}
	}
	l := line{{name, cNone}}
	if s.Secrets > 0 {
		l = append(l, seg{" ✦" + itoa(s.Secrets), cSecret})
	}
	if s.Exhausted {
		l = append(l, seg{" (exhausted)", cSubtle})
	} else if s.Exhausts {
		l = append(l, seg{" ↯", cFeat})
	}
	return l
}
