package att

import (
	ra "github.com/hauntgames/haunt/rules/att"
)

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
	if rows-1 >= len(tp.Slots)+1 {
		for i, s := range tp.Slots {
			out = append(out, slot(itoa(i+1), s, f.sel.slot(i)))
		}
	} else {
		g := make([]line, len(tp.Slots))
		for i, s := range tp.Slots {
			l := slot(itoa(i+1), s, f.sel.slot(i))
			g[i] = l[:min(len(l), 4)]
		}
		out = append(out, wrapSegs(g, "", "", " · ", w)...)
	}
	old := line{{"Old Stock " + itoa(tp.OldStock), cNone}}
	if tp.OldTop != nil {
		old = append(old, seg{" top: ", cSubtle})
		old = append(old, slot("", tp.OldTop, f.sel.old)...)
	}
	old = append(old, seg{" · Swag deck " + itoa(f.v.SwagDeck), cSubtle})
	return append(out, old)
}
