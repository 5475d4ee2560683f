package terrorixico

import (
	"strings"

	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The frontlines are the map: one box a line, stacked, its wall naming the
// line with what it needs, what it holds counting face-up cards and what
// it still lacks, then the cards placed in it in the order placed, each
// after its owner's letter:
//
//	┌ RANGE  needs 6 · holds 4 · 2 to go ─────────────────────────────┐
//	│A Range 2  B ▒  C Range 1  A Trickery=1                          │
//	├ MELEE  needs 4 · holds 5 ✓ full ────────────────────────────────┤
//	│B Melee 3  A ▒Melee 2  C Mimic=Melee 2                           │
//	└─────────────────────────────────────────────────────────────────┘
//
// The rich form names each card; the compact one writes relics as a letter
// and a value (R2) and trauma as T-1.
const (
	formRich = iota
	formCompact
	forms
)

const mapMax = 84 // the widest the frontlines grow

// MapWidth is the width the frontlines take in w cells: all of a narrow
// board, and room for a text column beside them on a wide one.
func (f *frame) MapWidth(w int) int {
	if w >= mapMax+1+34 {
		return min(mapMax, w-35)
	}
	if w >= 60+1+34 {
		return w - 35
	}
	return w
}

// allRows is every frontline of the view.
func (f *frame) allRows() []int {
	out := make([]int, len(f.v.Lines))
	for i := range out {
		out[i] = i
	}
	return out
}

// Map draws the frontlines that rows names (nil: all) in form, MapWidth(w)
// cells wide, each box at most limit lines (0: no limit; a box cut ends in
// "…").
func (f *frame) Map(w, form int, rows []int, limit int) []line {
	if len(f.v.Lines) == 0 {
		return nil
	}
	if rows == nil {
		rows = f.allRows()
	}
	mw := f.MapWidth(w)
	iw := mw - 2
	var out []line
	for k, r := range rows {
		if r < 0 || r >= len(f.v.Lines) {
			continue
		}
		lv := &f.v.Lines[r]
		corner := "├"
		if k == 0 {
			corner = "┌"
		}
		out = append(out, f.wall(lv, r, corner, mw))
		body := f.lineBody(lv, iw, form)
		if limit > 0 && len(body) > limit {
			body = append(body[:limit-1:limit-1], line{{"…", cSubtle}})
		}
		for _, l := range body {
			row := line{{"│", cSubtle}, lineSpot(r)}
			row = append(row, l.Pad(iw)...)
			row = append(row, canvas.Spot(mEnd), seg{"│", cSubtle})
			out = append(out, row)
		}
	}
	return append(out, line{{"└" + strings.Repeat("─", max(mw-2, 0)) + "┘", cSubtle}})
}

// wall is the line's top wall: its name, need, holding and what it lacks.
func (f *frame) wall(lv *rt.LineView, r int, corner string, mw int) line {
	name := seg{" " + strings.ToUpper(lineName(lv.Line)) + " ", cTitle}
	if f.sel.Place(lv.Line) {
		name = seg{"▶" + strings.ToUpper(lineName(lv.Line)) + "◀", cSel}
	}
	l := line{{corner, cSubtle}, lineSpot(r), name, {" needs " + itoa(lv.Need) + " · holds " + itoa(lv.Has), cNone}}
	switch {
	case len(f.v.Monsters) == 0: // set-up: no monster asks anything yet
	case lv.Complete:
		l = append(l, seg{" " + gFull + " full", cGood})
	default:
		l = append(l, seg{" · " + itoa(max(lv.Need-lv.Has, 0)) + " to go", cBad})
	}
	l = append(l, seg{" ", cNone}, canvas.Spot(mEnd))
	rest := mw - 1 - l.Width()
	if rest < 0 {
		l = l.Fit(mw - 1)
		rest = mw - 1 - l.Width()
	}
	l = append(l, seg{strings.Repeat("─", rest), cSubtle})
	end := "┤"
	if corner == "┌" {
		end = "┐"
	}
	return append(l, seg{end, cSubtle})
}

// lineBody is the line's cards flowed in iw cells, or "no cards yet".
func (f *frame) lineBody(lv *rt.LineView, iw, form int) []line {
	if len(lv.Cards) == 0 {
		return []line{{{"no cards yet", cSubtle}}}
	}
	var g []line
	for _, p := range lv.Cards {
		g = append(g, f.placed(p, f.picked(lv.Line, p), form))
	}
	sep := "  "
	if form == formCompact {
		sep = " "
	}
	return flow(g, "", "", sep, iw)
}

// picked reports whether the choice under the cursor names card p of
// line: its kind, and its owner and line when the choice names those (a
// trauma played on Bob's Range 2 picks Bob's Range 2 cards, not Ann's).
func (f *frame) picked(line string, p rt.PlacedView) bool {
	s := f.sel
	return s.Card(p.Card) && (len(s.Seats) == 0 || s.Seat(p.Owner)) && (len(s.Places) == 0 || s.Place(line))
}

// placed is one card in a frontline: its owner's letter, then the card
// (its back ▒ when this view may not see it; ▒ and the card for its owner's
// own face-down card).
func (f *frame) placed(p rt.PlacedView, picked bool, form int) line {
	l := line{f.who(p.Owner)}
	if form == formRich {
		l = append(l, seg{" ", cNone})
	}
	if p.FaceDown {
		l = append(l, seg{gBack, cSubtle})
	}
	if p.Card == "" {
		if !p.FaceDown {
			l = append(l, seg{"?", cSubtle})
		}
		return l
	}
	name := f.b.cardName(p.Card)
	if form == formCompact {
		name = f.b.cardShort(p.Card)
	}
	look := f.b.cardLook(p.Card)
	if picked {
		look = cSel
	}
	l = append(l, seg{name, look})
	if p.Copies != "" {
		l = append(l, seg{"=" + p.Copies, cCard})
	} else if k, ok := f.b.kind(p.Card); ok && k.sp != nil && p.Value > 0 {
		l = append(l, seg{"=" + itoa(p.Value), cCard})
	}
	return l
}

// SeatKey says who each letter is: "A Ann (red) · B Bob (green)".
func (f *frame) SeatKey(w int) []line {
	var g []line
	for s := range f.v.Seats {
		l := line{f.who(s), {" " + f.name(s), seatLookOf(s)}, {" (" + deckOf(s) + ")", cSubtle}}
		if s == f.v.Turn && !f.v.Over {
			l = append(l, seg{" " + gTurn, cCur})
		}
		if f.v.Seats[s].Passed {
			l = append(l, seg{" " + gPassed, cBad})
		}
		g = append(g, l)
	}
	return flow(g, "", "", " · ", w)
}
