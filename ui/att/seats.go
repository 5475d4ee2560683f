package att

import (
	"strings"

	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// seatsPanel is every seat's stash: the richest form that fits in rows.
func (f *frame) seatsPanel(w, rows int) []line {
	head := title("PLAYERS", w)
	for _, form := range []int{formFull, formMedium, formCompact, formTiny} {
		var out []line
		out = append(out, head)
		for i := range f.v.Seats {
			out = append(out, f.seatLines(i, w, form)...)
		}
		if len(out) <= rows || form == formTiny {
			if len(out) > rows && rows > 0 {
				more := len(out) - rows + 1
				out = append(out[:rows-1], line{{"… " + itoa(more) + " more lines", cSubtle}})
			}
			return out
		}
	}
	return nil
}

const (
	formFull = iota
	formMedium
	formCompact
	formTiny
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
	head := line{mark, {" " + f.name(s.Seat), nameLook}}
	if s.CharacterName != "" {
		head = append(head, seg{" · " + s.CharacterName, cNone})
	}
	var right line
	if s.HasMap {
		look := cTreasure
		if f.sel.mapTok {
			look = cSel
		}
		right = append(right, seg{"⚐Map ", look})
	}
	right = append(right, seg{"score " + itoa(s.Score), cSecret})
	if at := (seg{" @ " + f.place(s.Pawn), cSubtle}); form != formTiny && head.Width()+canvas.Width(at.Text)+right.Width()+1 <= w {
		head = append(head, at)
	}
	head = head.Fit(max(w-right.Width()-1, 1))
	if pad := w - head.Width() - right.Width(); pad > 0 {
		head = append(head, seg{canvas.Spaces(pad), cNone})
	} else {
		head = append(head, seg{" ", cNone})
	}
	head = append(head, right...)

	res := resLine(s.Resources)
	tt := ttWords(s.TT)
	pile := line{{"pile " + itoa(len(s.ScorePile)) + " ", cNone}, {"✦" + itoa(pileSecrets(s.ScorePile)), cSecret}}
	rr := line{{"re-rolls " + pips(s.Rerolls, 2), cSubtle}}
	hand := f.handLine(s, form)

	ind := "   "
	switch form {
	case formTiny:
		l := line{mark, {" " + f.name(s.Seat) + " ", nameLook}}
		l = append(l, res...)
		l = append(l, seg{" ", cNone}, seg{"score " + itoa(s.Score), cSecret})
		if s.HasMap {
			l = append(l, seg{" ⚐", cTreasure})
		}
		return []line{l}
	case formCompact:
		out := append([]line{head}, wrapSegs([]line{res, {tt}, pile}, ind, ind, " · ", w)...)
		if handShut(s) {
			return append(out, append(line{{ind, cNone}}, hand...))
		}
		return append(out, f.handLines(s.Hand, ind, w)...)
	}

	l2 := line{{ind, cNone}}
	l2 = append(l2, res...)
	l2 = append(l2, seg{" · ", cSubtle}, tt, seg{" · ", cSubtle})
	l2 = append(l2, rr...)
	out := []line{head, l2}

	// The score pile, achievements, Swag and obsession.
	var g []line
	g = append(g, pile)
	for _, a := range s.Achievements {
		n, sec := f.achName(a)
		g = append(g, line{{"♦" + n + " ", cNone}, {"✦" + itoa(sec), cSecret}})
	}
	for _, sw := range s.Swag {
		g = append(g, f.swagGroup(sw))
	}
	if o := s.Obsession; o != nil {
		g = append(g, line{{"obsession " + o.Name + " ", cEvent}, {"☠" + itoa(o.TT), cBad}})
	}
	out = append(out, wrapSegs(g, ind, ind, " · ", w)...)

	// The hand: its count when hidden, its cards when this seat may see it.
	if handShut(s) {
		out = append(out, append(line{{ind, cNone}}, hand...))
		return out
	}
	if form == formFull && w >= 56 {
		out = append(out, line{{ind + "hand (" + itoa(len(s.Hand)) + "):", cSubtle}})
		for _, c := range s.Hand {
			out = append(out, f.featLine(c, ind+" "))
		}
		if len(s.Hand) == 0 {
			out[len(out)-1] = line{{ind + "hand: empty", cSubtle}}
		}
		return out
	}
	return append(out, f.handLines(s.Hand, ind, w)...)
}

// handLines is a hand the viewer may see, wrapped: "hand: Fury 1Ft · …".
func (f *frame) handLines(hand []ra.FeatView, ind string, w int) []line {
	if len(hand) == 0 {
		return []line{{{ind + "hand: empty", cSubtle}}}
	}
	hg := make([]line, len(hand))
	for i, c := range hand {
		hg[i] = f.featGroup(c)
	}
	ls := wrapSegs(hg, ind+"hand: ", ind+"      ", " · ", w)
	ls[0][0].Look = cSubtle
	return ls
}

// handShut: the hand shows as a count, hidden from this viewer or (table
// mode) never seen by the app.
func handShut(s ra.SeatView) bool { return s.HandHidden || s.Hand == nil || s.HandUnseen > 0 }

// handLine is the short word on a hand: "hand 3 (hidden)" or its count.
func (f *frame) handLine(s ra.SeatView, form int) line {
	if !s.HandHidden && s.HandUnseen > 0 {
		return line{{"hand: " + plural(s.HandCount, "card") + " (in hand at the table)", cSubtle}}
	}
	if handShut(s) {
		n := s.HandCount
		if n == 1 {
			return line{{"hand: 1 card (hidden)", cSubtle}}
		}
		return line{{"hand: " + itoa(n) + " cards (hidden)", cSubtle}}
	}
	if form == formCompact {
		names := make([]string, len(s.Hand))
		for i, c := range s.Hand {
			names[i] = c.Name
		}
		return line{{"hand: " + strings.Join(names, ", "), cNone}}
	}
	return line{{"hand " + itoa(len(s.Hand)), cNone}}
}

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

func (f *frame) featLine(c ra.FeatView, ind string) line {
	l := line{{ind, cNone}}
	l = append(l, f.featGroup(c)...)
	if c.Text != "" {
		l = append(l, seg{" " + c.Text, cSubtle})
	}
	return l
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

// --- the market, the tracks, the cards ---------------------------------------
