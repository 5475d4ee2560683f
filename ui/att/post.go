package att

import (
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// postPanel is the Trading Post: its slots one a line, then the Old Stock
// and the Swag deck; each slot and the Old Stock's top card a spot (At).
func (f *frame) postPanel(w, rows int) []line {
	tp := f.v.TradingPost
	var extra []seg
	if len(tp.Pawns) > 0 {
		extra = append(extra, seg{"pawns ", cSubtle})
		extra = append(extra, f.pawns(tp.Pawns)...)
	}
	out := []line{title("TRADING POST", w, extra...)}
	slot := func(label string, s *ra.SwagView, sel bool) line {
		if s == nil {
			return line{{label + " — empty —", cSubtle}}
		}
		var l line
		if label != "" {
			l = line{{label + " ", cSubtle}}
		}
		l = append(l, seg{s.Name, cNone}, seg{" " + itoa(s.Cost) + "Tr", cTreasure})
		if s.Secrets > 0 {
			l = append(l, seg{" ✦" + itoa(s.Secrets), cSecret})
		}
		if s.Exhausts {
			l = append(l, seg{" ↯", cFeat})
		}
		if s.CountsAs != "" {
			l = append(l, seg{" =" + s.CountsAs, resLook(typeRes(s.CountsAs))})
		}
		if sel {
			l = line{{"▶" + l.Text() + "◀", cSel}}
		}
		if s.Text != "" {
			l = append(l, seg{" · " + s.Text, cSubtle})
		}
		return l
	}
	for i, s := range tp.Slots {
		out = append(out, append(line{postSpot(i)}, slot(itoa(i+1), s, f.sel.slot(i))...))
	}
	old := line{{"Old Stock " + itoa(tp.OldStock), cNone}}
	if tp.OldTop != nil {
		old = line{canvas.Spot(mOld), old[0], {" top: ", cSubtle}}
		old = append(old, slot("", tp.OldTop, f.sel.old)...)
	}
	old = append(old, canvas.Spot(mEnd), seg{" · Swag deck " + itoa(f.v.SwagDeck), cSubtle})
	return append(out, old)
}
