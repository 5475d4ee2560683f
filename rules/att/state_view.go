package att

import (
	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
)

// View is what seat s may see; rules.Chance sees everything. Another
// seat's Feat hand shows as a count only.
func (g *game) View(s rules.Seat) any {
	c := g.w.c
	v := View{
		DeckLabel: c.Label(), Solo: g.solo, LostCharter: g.lc, Length: g.length, Side: g.side,
		Round: g.round, Phase: g.phase, Current: rules.Seat(g.cur), First: rules.Seat(g.first), MapHolder: rules.Seat(g.mapH),
		ExpeditionSize: g.ttSize, EncounterDeck: g.deckTotal(),
		FeatDeck: g.featDeck(), FeatDiscard: g.blockSize(1), SwagDeck: g.swagLeft(),
		ForgetNeed: g.forgetNeed, Forgotten: g.forgot, Over: g.over,
		Riverboat: []rules.Seat{}, Expedition: []int{}, Rumours: []CardView{},
	}
	if g.cur < 0 {
		v.Current, v.First = -1, -1
	}
	if g.phase == "map" && !g.solo && g.mapH >= 0 {
		// The Map holder decides who goes first: theirs is the answer.
		v.Current = rules.Seat(g.mapH)
	}
	v.Table = g.table
	if g.over {
		v.Result = g.result.Text
	}
	if g.featTop >= 0 {
		v.FeatTop = c.Feats[g.featTop].Name
	}
	v.Bank = map[string]int{}
	for r := range nRes {
		v.Bank[resIDs[r]] = g.bank(r)
	}
	for _, n := range g.ttBox {
		v.TTBox += int(n)
	}
	for t := range tierIDs {
		v.DeckTiers = append(v.DeckTiers, TierCount{Tier: tierIDs[t], Left: g.deckLeft[t]})
	}
	for _, x := range g.track {
		v.Expedition = append(v.Expedition, int(x))
	}
	for _, e := range g.rumours {
		v.Rumours = append(v.Rumours, g.cardView(e))
	}
	for l, loc := range c.Locations {
		lv := LocationView{ID: loc.ID, Name: loc.Name, Slot: loc.Slot, Bank: loc.Bank, Action: loc.Text, Foreshadowed: rules.Seat(g.foreOf(l))}
		if g.solo && loc.SoloAction != "" {
			lv.Action = loc.SoloText
		}
		if e := g.locEnc[l]; e >= 0 {
			cv := g.cardView(e)
			lv.Encounter = &cv
		}
		if e := g.locEvent[l]; e >= 0 {
			cv := g.cardView(e)
			lv.Event = &cv
		}
		for r := range nRes {
			if n := g.locTok[l][r]; n > 0 {
				if lv.Tokens == nil {
					lv.Tokens = map[string]int{}
				}
				lv.Tokens[resIDs[r]] = int(n)
			}
		}
		for p := range g.n {
			if int(g.pawn[p]) == l {
				lv.Pawns = append(lv.Pawns, rules.Seat(p))
			}
		}
		v.Locations = append(v.Locations, lv)
	}
	for p := range g.n {
		switch g.pawn[p] {
		case atBoat:
			v.Riverboat = append(v.Riverboat, rules.Seat(p))
		case atPost:
			v.TradingPost.Pawns = append(v.TradingPost.Pawns, rules.Seat(p))
		}
	}
	for _, sl := range g.slots {
		if sl < 0 {
			v.TradingPost.Slots = append(v.TradingPost.Slots, nil)
		} else {
			sv := swagView(c.Swag[sl], false)
			v.TradingPost.Slots = append(v.TradingPost.Slots, &sv)
		}
	}
	v.TradingPost.OldStock = len(g.old)
	if n := len(g.old); n > 0 {
		sv := swagView(c.Swag[g.old[n-1]], false)
		v.TradingPost.OldTop = &sv
	}
	for _, r := range g.rows {
		v.Scenario = append(v.Scenario, ScenarioRow{Combo: comboWords(r.Combo), Resource: r.Resource})
	}
	for a, h := range g.ach {
		if h == achOut {
			continue
		}
		x := c.Achievements[a]
		av := AchievementView{ID: x.ID, Name: x.Name, Secrets: x.Secrets, Text: x.Text, Holder: rules.Seat(h), Gone: h == achGone}
		if h < 0 {
			av.Holder = -1
		}
		v.Achievements = append(v.Achievements, av)
	}
	for p := range g.n {
		v.Seats = append(v.Seats, g.seatView(p, s))
	}
	if g.tray != nil && len(g.tray) > 0 && g.phase == "encounter" {
		tv := &TrayView{Seat: rules.Seat(g.cur), Rolled: g.rolled, RerollsLeft: int(g.rerolls[g.cur]),
			Spending: g.spending, Overcome: g.overcome, FocusCost: g.markCost()}
		tv.Combos = g.combos()
		for _, d := range g.tray {
			k := g.w.dice[d.kind]
			tv.Dice = append(tv.Dice, DieView{Kind: k.ID, Color: k.Color, Face: int(d.face), Marked: d.marked, Used: d.used, Rerollable: k.Rerollable, EncounterOnly: k.EncounterOnly})
		}
		if tv.Combos == nil {
			tv.Combos = []ComboView{}
		}
		v.Tray = tv
	}
	if o := g.offer; o != nil {
		ov := &OfferView{From: rules.Seat(o.from), To: rules.Seat(o.to)}
		side := func(res [nRes]int16, cards, swag []int16) []string {
			out := []string{}
			for r := range nRes {
				if res[r] > 0 {
					out = append(out, itoa(int(res[r]))+" "+resIDs[r])
				}
			}
			for _, e := range cards {
				out = append(out, c.Encounters[e].Name)
			}
			for _, x := range swag {
				out = append(out, c.Swag[x].Name)
			}
			return out
		}
		ov.Give, ov.Take = side(o.give, o.giveCard, o.giveSwag), side(o.ask, o.askCard, o.askSwag)
		v.Offer = ov
	}
	if g.over && !g.solo {
		for p := range g.n {
			sv := g.scoreOf(p)
			for _, w := range g.result.Winners {
				sv.Winner = sv.Winner || int(w) == p
			}
			v.Scores = append(v.Scores, sv)
		}
		sortScores(v.Scores)
	} else if g.over {
		sv := g.scoreOf(0)
		sv.Winner = g.result.Outcome == "win"
		v.Scores = []ScoreView{sv}
	}
	return v
}

func sortScores(s []ScoreView) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && compareScores(s[j], s[j-1]) > 0; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func (g *game) cardView(e int16) CardView {
	x := g.enc(e)
	cv := CardView{ID: x.ID, Name: x.Name, Tier: x.Tier, Types: x.Types, Kind: x.Kind, Secrets: x.Secrets, Text: x.Text}
	if x.Combo != nil {
		cv.Combo = comboWords(*x.Combo)
	}
	return cv
}

func swagView(s ba.Swag, exh bool) SwagView {
	return SwagView{ID: s.ID, Name: s.Name, Cost: s.Cost, Secrets: s.Secrets, Exhausts: s.Exhausts, Exhausted: exh, CountsAs: s.CountsAs, Text: s.Text}
}

func (g *game) seatView(p int, viewer rules.Seat) SeatView {
	c := g.w.c
	sv := SeatView{Seat: rules.Seat(p), Player: g.names[p], Resources: map[string]int{}, TT: []int{},
		ScorePile: []CardView{}, Swag: []SwagView{}, Achievements: []string{},
		HasMap: g.mapH == p, Rerolls: int(g.rerolls[p]), HandCount: g.handSize(p), HandUnseen: int(g.hidden[p]), Score: g.scoreOf(p).Total}
	if ch := g.char[p]; ch >= 0 {
		sv.Character, sv.CharacterName = c.Characters[ch].ID, c.Characters[ch].Name
	}
	switch pw := g.pawn[p]; {
	case pw == atBoat:
		sv.Pawn = "riverboat"
	case pw == atPost:
		sv.Pawn = "trading post"
	default:
		sv.Pawn = c.Locations[pw].ID
	}
	for r := range nRes {
		sv.Resources[resIDs[r]] = int(g.res[p][r])
	}
	for val, n := range g.ttHeld[p] {
		for range n {
			sv.TT = append(sv.TT, val)
		}
	}
	for i, at := range g.encAt {
		if at == eScore+int16(p) {
			sv.ScorePile = append(sv.ScorePile, g.cardView(int16(i)))
		}
	}
	for _, o := range g.own[p] {
		sv.Swag = append(sv.Swag, swagView(c.Swag[o.swag], o.exh))
	}
	for a, h := range g.ach {
		if int(h) == p {
			sv.Achievements = append(sv.Achievements, c.Achievements[a].ID)
		}
	}
	if o := g.obs[p]; o >= 0 {
		x := c.Obsessions[o]
		sv.Obsession = &ObsessionView{ID: x.ID, Name: x.Name, TT: x.TT, Text: x.Text}
	}
	if viewer == rules.Chance || int(viewer) == p {
		sv.Hand = []FeatView{}
		for i, f := range c.Feats {
			for range g.fc(2+p, i) {
				sv.Hand = append(sv.Hand, FeatView{ID: f.ID, Name: f.Name, Cost: f.Cost, PvP: f.PvP, Text: f.Text})
			}
		}
	} else {
		sv.HandHidden = true
	}
	return sv
}
