package att

import (
	"strings"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// banner is the turn line: the round and phase, whose turn and where, the
// Map holder, and on the right the deck label and the mode.
func (f *frame) banner(w int) line {
	v := f.v
	right := line{{" [" + canvas.OrDash(v.DeckLabel) + "]", cBadge}}
	if v.Solo {
		right = append(line{{" [solo: Forgotten Secrets]", cBadge}}, right...)
	}
	if right.Width() > w/2 {
		right = right[len(right)-1:]
	}
	if right.Width() > w/2 {
		right = nil
	}
	var l line
	switch {
	case v.Over:
		txt := " GAME OVER"
		if v.Result != "" {
			txt += " · " + v.Result
		}
		l = line{{txt + " ", cBanner}}
	case v.Round <= 0 || v.Phase == "setup":
		l = line{{" SETUP ", cBanner}}
	default:
		ph := strings.ToUpper(canvas.OrDash(v.Phase))
		if !strings.Contains(ph, "PHASE") {
			ph += " PHASE"
		}
		l = line{{" ROUND " + itoa(v.Round) + " · " + ph + " ", cBanner}}
	}
	// Then what fits of: who, where, their character, the Map holder.
	room := w - right.Width()
	l = l.Fit(room)
	add := func(g line) {
		if l.Width()+g.Width() <= room {
			l = append(l, g...)
		}
	}
	if i := f.seatIndex(v.Current); i >= 0 && !v.Over {
		s := v.Seats[i]
		add(line{{" ▸" + f.letter[i] + " " + f.name(s.Seat), cCur}})
		if v.Phase == "map" {
			// The Map holder answers: who goes first this round.
			add(line{{" " + f.person(s.Seat).Verb("decides") + " who goes first", cNone}})
		} else {
			if s.CharacterName != "" {
				add(line{{" (" + s.CharacterName + ")", cCur}})
			}
			add(line{{" @ " + f.place(s.Pawn), cNone}})
		}
	}
	if i := f.seatIndex(v.MapHolder); i >= 0 {
		add(line{{" · ", cSubtle}, canvas.Spot(mMap), f.mapToken(" " + f.name(v.MapHolder)), canvas.Spot(mEnd)})
	}
	if pad := w - l.Width() - right.Width(); pad > 0 {
		l = append(l, seg{canvas.Spaces(pad), cNone})
	}
	return append(l, right...)
}

// mapToken is the Map token with words after it ("⚐Map Ann"), in "▶ ◀"
// when the choice under the cursor concerns it.
func (f *frame) mapToken(after string) seg {
	if f.sel.mapTok {
		return seg{"▶⚐Map" + after + "◀", cSel}
	}
	return seg{"⚐Map" + after, cTreasure}
}

// pips shows left of total as filled dots, the rest hollow.
func pips(left, total int) string { return canvas.Pips(left, total, 9) }

// --- the river -------------------------------------------------------------
