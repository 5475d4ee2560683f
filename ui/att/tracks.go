package att

import (
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// trackPanel is the Expedition track, the Rumours pile (a spot: At) and
// the decks, the most pressing first: cut to the room, it still says how
// close the end is.
func (f *frame) trackPanel(w, rows int) []line {
	v := f.v
	out := []line{title("EXPEDITION", w, seg{itoa(len(v.Expedition)) + " of " + itoa(v.ExpeditionSize) + " left", cNone})}
	tt := line{{"TT ", cSubtle}}
	if len(v.Expedition) == 0 {
		tt = append(tt, seg{"none left: the Unspeakable Event", cBad})
	}
	for i, x := range v.Expedition {
		if i == 0 {
			tt = append(tt, seg{"[" + itoa(x) + "]", cBad})
		} else {
			tt = append(tt, seg{" " + itoa(x), cBad})
		}
	}
	if len(v.Expedition) > 0 {
		tt = append(tt, seg{"  [next]", cSubtle})
	}
	out = append(out, tt)

	rl := line{canvas.Spot(mRumours), {"Rumours " + itoa(len(v.Rumours)), cNone}}
	if n := len(v.Rumours); n > 0 {
		top := v.Rumours[n-1]
		rl = append(rl, seg{" ✦" + itoa(pileSecrets(v.Rumours)), cSecret}, seg{" top ", cSubtle}, seg{top.Name, cNone})
	}
	if f.sel.rumours {
		rl = line{canvas.Spot(mRumours), {"▶" + rl.Text() + "◀", cSel}}
	}
	out = append(out, rl)

	var g []line
	deck := line{{"Encounters " + itoa(v.EncounterDeck), cNone}}
	if len(v.DeckTiers) > 0 {
		deck = append(deck, seg{":", cSubtle})
		for _, t := range v.DeckTiers {
			deck = append(deck, seg{" " + tierLetter(t.Tier) + itoa(t.Left), tierLook(t.Tier)})
		}
	}
	g = append(g, deck)
	feats := line{{"Feats " + itoa(v.FeatDeck), cNone}, {", discard " + itoa(v.FeatDiscard), cSubtle}}
	if v.FeatTop != "" {
		feats = append(feats, seg{" top " + v.FeatTop, cSubtle})
	}
	g = append(g, feats, line{{"TT box " + itoa(v.TTBox), cSubtle}})
	if len(v.Bank) > 0 {
		g = append(g, append(line{{"Bank ", cSubtle}}, resLine(v.Bank)...))
	}
	return append(out, wrapSegs(g, "", "", " · ", w)...)
}

func (f *frame) scenarioPanel(w, rows int) []line {
	v := f.v
	if len(v.Scenario) == 0 {
		return nil
	}
	out := []line{title("SCENARIO", w, seg{canvas.OrDash(v.Side), cSubtle}, seg{" · 1 token a die", cSubtle})}
	g := make([]line, len(v.Scenario))
	for i, r := range v.Scenario {
		g[i] = line{{resAbbr(r.Resource), resLook(r.Resource)}, {" " + r.Combo, cNone}}
	}
	return append(out, wrapSegs(g, "", "", " · ", w)...)
}

func (f *frame) achievementsPanel(w, rows int) []line {
	v := f.v
	if len(v.Achievements) == 0 {
		return nil
	}
	out := []line{title("ACHIEVEMENTS", w)}
	g := make([]line, len(v.Achievements))
	for i, a := range v.Achievements {
		l := line{{a.Name + " ", cNone}, {"✦" + itoa(a.Secrets), cSecret}}
		switch {
		case a.Gone:
			l = append(l, seg{" ✗forgotten", cSubtle})
		case f.seatIndex(a.Holder) >= 0:
			l = append(l, seg{" →", cSubtle}, f.who(a.Holder))
		default:
			l = append(l, seg{" —", cSubtle})
		}
		if f.sel.card(a.ID) {
			l = line{{"▶" + l.Text() + "◀", cSel}}
		}
		g[i] = l
	}
	return append(out, wrapSegs(g, "", "", " · ", w)...)
}
