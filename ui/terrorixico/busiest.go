package terrorixico

import (
	"slices"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	rt "github.com/hauntgames/haunt/rules/terrorixico"
)

// busiest is the crowded table a plan is chosen to hold, made from the
// content: four players; three monsters and three events with the longest
// names; every frontline holding nine cards, the longest special names and
// face-down cards among them; a hand of seven of the longest cards for the
// viewer; every player with long piles, monsters returned of every type
// and passed. A busier table flows on to the next page.
func busiest(c *tx.Content) *rt.View {
	const seats = 4
	v := &rt.View{Label: c.Label(), Round: 12, Turn: 1, TraumaLeft: 20, HandLimit: c.Turn.Hand + 3, VPEnd: c.Scoreboard.VPEnd}
	if row := c.PlayerRow(seats); row != nil {
		v.TrackEnd, v.TraumaLeft = row.TrackEnd, row.Trauma
	}
	mons := slices.Clone(c.Monsters)
	slices.SortStableFunc(mons, func(a, b tx.Monster) int { return len(b.Name) + len(b.Type) - len(a.Name) - len(a.Type) })
	for _, m := range mons[:min(3, len(mons))] {
		v.Monsters = append(v.Monsters, rt.CardView{ID: m.ID, Name: m.Name, Type: m.Type})
	}
	evs := slices.Clone(c.Events)
	slices.SortStableFunc(evs, func(a, b tx.Event) int { return len(b.Title) - len(a.Title) })
	for _, e := range evs[:min(3, len(evs))] {
		v.Events = append(v.Events, rt.CardView{ID: e.ID, Name: e.Title})
	}
	// The longest names of each kind of card.
	var specials []string
	sp := slices.Clone(c.Deck.Specials)
	slices.SortStableFunc(sp, func(a, b tx.Special) int { return len(b.Name) - len(a.Name) })
	for _, s := range sp {
		specials = append(specials, strings.ReplaceAll(s.ID, "-", ""))
	}
	trauma := ""
	for _, t := range c.Trauma {
		if t.Value < 0 {
			trauma = "trauma" + itoa(-t.Value)
		}
	}
	for l, id := range tx.Frontlines() {
		lv := rt.LineView{Line: id, Need: 27, Has: 19}
		for k := range 9 {
			p := rt.PlacedView{Owner: (k + l) % seats, Card: id + "3", Value: 3}
			switch {
			case k%4 == 1 && len(specials) > 0:
				p.Card, p.Copies = specials[k%len(specials)], "Range 3"
			case k == 2 || k == 6:
				p.FaceDown, p.Card, p.Value = true, "", 0
			case k == 7:
				p.Owner, p.FaceDown = 0, true // the viewer's own, seen
			}
			lv.Cards = append(lv.Cards, p)
		}
		v.Lines = append(v.Lines, lv)
	}
	var hand []string
	for k := range 7 {
		switch {
		case k < len(specials) && k < 4:
			hand = append(hand, specials[k])
		case k == 4 && trauma != "":
			hand = append(hand, trauma)
		default:
			hand = append(hand, "shield3")
		}
	}
	var discard []string
	for range 30 {
		discard = append(discard, "codex1")
	}
	if trauma != "" {
		discard = append(discard, trauma, trauma)
	}
	var kept []string
	for _, m := range c.Monsters {
		kept = append(kept, m.ID)
	}
	for s := range seats {
		sv := rt.SeatView{Player: "Player " + itoa(s+1), HandCount: len(hand), Draw: 44, Discard: discard, Waste: discard[:12],
			Track: 3, VP: 39, Passed: s != 1, Monsters: kept[:min(len(kept), 6)], TraumaCards: 12}
		if s == 0 {
			sv.Hand = hand
		}
		v.Seats = append(v.Seats, sv)
	}
	return v
}
