package att

import (
	ba "github.com/hauntgames/haunt/boards/att"
)

// What things are worth to the smart player, in Ancient Secrets: the
// scale every decision compares on. A resource token is worth what it
// buys (Courage a secret for a desperate act, Treasure most of one in
// Swag), less as the turns left to use it run out.

// look is what the smart player sees from one seat for one answer: the
// seat's view and the content, with the figures it reads often worked
// out once.
type look struct {
	v    View
	c    *ba.Content
	w    *world
	me   int
	sv   *SeatView
	res  [nRes]int
	val  [nRes]float64 // a token's worth now
	left float64       // turns the seat may still play, roughly
	// types counts each seat's encounters (and Swag) of each type.
	types [][4]int
	idx   *index
}

// baseWorth is a token's worth with the game still young.
var baseWorth = [nRes]float64{rFocus: 0.35, rTreasure: 0.5, rCourage: 0.85, rFeat: 0.45}

func newLook(w *world, ix *index, v View, me int) *look {
	l := &look{v: v, c: w.c, w: w, me: me, sv: &v.Seats[me], idx: ix}
	for r := range nRes {
		l.res[r] = l.sv.Resources[resIDs[r]]
	}
	active := 0
	for _, loc := range v.Locations {
		if loc.Encounter != nil {
			active++
		}
	}
	l.left = max(1, float64(v.EncounterDeck+active)/float64(len(v.Seats)))
	if n := len(v.Expedition); !v.Solo && float64(n) < l.left {
		// Failures end the game too; with few Terrible Things left the
		// end is near whatever the deck says.
		l.left = max(1, (l.left+float64(n))/2)
	}
	for r := range nRes {
		l.val[r] = baseWorth[r] * min(1, l.left/3)
	}
	l.val[rTreasure] = baseWorth[rTreasure] * min(1, (l.left+1)/3)
	l.val[rCourage] = 0.05 + baseWorth[rCourage]*min(1, (l.left+1)/3)
	for _, s := range v.Seats {
		var n [4]int
		for _, e := range s.ScorePile {
			for _, t := range e.Types {
				n[typeIndex(t)]++
			}
		}
		for _, x := range s.Swag {
			if x.CountsAs != "" {
				n[typeIndex(x.CountsAs)]++
			}
		}
		l.types = append(l.types, n)
	}
	return l
}

// index finds content cards by ID.
type index struct {
	enc, feat, swag, ach map[string]int
}

func newIndex(c *ba.Content) *index {
	ix := &index{enc: map[string]int{}, feat: map[string]int{}, swag: map[string]int{}, ach: map[string]int{}}
	for i, e := range c.Encounters {
		ix.enc[e.ID] = i
	}
	for i, f := range c.Feats {
		ix.feat[f.ID] = i
	}
	for i, s := range c.Swag {
		ix.swag[s.ID] = i
	}
	for i, a := range c.Achievements {
		ix.ach[a.ID] = i
	}
	return ix
}

// achGain is what the Achievements give the seat for adding cards of the
// given types (types) and Swag cards (swag): a card claimed or taken
// whole (taking one from a rival counts half again, since they lose it),
// and a little for coming closer.
func (l *look) achGain(types []string, swag int) float64 {
	mine := l.types[l.me]
	next := mine
	for _, t := range types {
		next[typeIndex(t)]++
	}
	gain := 0.0
	for _, av := range l.v.Achievements {
		if av.Gone || int(av.Holder) == l.me {
			continue
		}
		a := l.c.Achievements[l.idx.ach[av.ID]]
		before, after := l.achCount(a, mine, len(l.sv.Swag)), l.achCount(a, next, len(l.sv.Swag)+swag)
		if after <= before {
			continue
		}
		held := 0
		if av.Holder >= 0 {
			h := l.v.Seats[av.Holder]
			held = l.achCount(a, l.types[av.Holder], len(h.Swag))
		}
		switch {
		case after >= a.Min && after > held && av.Holder >= 0:
			gain += 1.5 * float64(a.Secrets)
		case after >= a.Min && after > held:
			gain += float64(a.Secrets)
		default:
			gain += 0.15 * float64(a.Secrets) * float64(after) / float64(max(a.Min, held+1))
		}
	}
	return gain
}

// achCount is a seat's count toward Achievement a, with n its types and
// swag its Swag cards.
func (l *look) achCount(a ba.Achievement, n [4]int, swag int) int {
	switch a.Kind {
	case "most_swag":
		return swag
	case "most_sets":
		return min(n[0], n[1], n[2], n[3])
	}
	return n[typeIndex(a.Type)]
}

// encWorth is what overcoming encounter e brings: its secrets and the
// Achievements it moves.
func (l *look) encWorth(e *ba.Encounter) float64 {
	return float64(e.Secrets) + l.achGain(e.Types, 0)
}

// failCost is what failing encounter e costs: the Terrible Thing taken
// and, alone, the Rumours to forget and the track running out (the last
// token lost loses the game). The Map, alone, may take the failure back.
func (l *look) failCost(e *ba.Encounter, atRuin bool) float64 {
	tt := 0.0
	if len(l.v.Expedition) > 0 && e.Kind != ba.Warning {
		tt = float64(l.v.Expedition[0])
	}
	if !l.v.Solo {
		return tt + 0.3
	}
	left := len(l.v.Expedition)
	danger := 40.0
	if left > 1 {
		danger = 8 / float64(left-1)
	}
	cost := tt + 1.4*float64(e.Secrets) + danger
	if l.sv.HasMap && !atRuin {
		cost = min(cost, 2.5)
	}
	return cost
}

// mapWorth is what holding the Map is worth: a secret at the end, and
// alone a failure taken back.
func (l *look) mapWorth() float64 {
	if l.v.Solo {
		return 2.5
	}
	return float64(l.c.Setup.MapSecrets) + 0.3
}

// swagWorth is what owning Swag card x is worth: its secrets, the
// Achievements it moves, and its effect over the turns left.
func (l *look) swagWorth(x *ba.Swag) float64 {
	v := float64(x.Secrets)
	var types []string
	if x.CountsAs != "" {
		types = []string{x.CountsAs}
	}
	v += l.achGain(types, 1)
	per := 0.0
	switch x.Effect.Kind {
	case ba.EffPoolDie:
		per = 0.35
	case ba.EffAddDie, ba.EffBumpDie:
		per = 0.25
	case ba.EffSetDie:
		per = 0.35
	case ba.EffExtraReroll:
		per = 0.15
	case ba.EffGain:
		per = 0.8 * float64(x.Effect.N) * l.val[resIndex(x.Effect.Resource)]
	case ba.EffSteal:
		per = 0.4
	}
	return v + per*min(l.left, 6)
}

// featWorth is what keeping Feat card f in hand is worth, roughly: what
// its effect does for a turn.
func (l *look) featWorth(f *ba.FeatCard) float64 {
	switch f.Effect.Kind {
	case ba.EffSetDie:
		return 1
	case ba.EffBumpDie:
		return 0.4 + 0.2*float64(f.Effect.N)
	case ba.EffAddDie, ba.EffExtraReroll, ba.EffGain:
		return 0.6
	case ba.EffSwapDie:
		return 0.45
	case ba.EffSteal:
		return 0.5
	}
	return 0.2
}

// featCost is what playing Feat card f costs: its tokens, and the card
// (a fresh one is drawn at the Refresh, so only what it is better than an
// average card).
func (l *look) featCost(f *ba.FeatCard) float64 {
	return float64(f.Cost)*l.val[rFeat] + 0.5*max(0, l.featWorth(f)-0.5)
}

// useCost is what exhausting Swag card x costs: the tokens it asks.
func (l *look) useCost(x *ba.Swag) float64 {
	c := 0.0
	for r, n := range x.UseCost {
		c += float64(n) * l.val[resIndex(r)]
	}
	return c
}

// inHand reports whether the seat's own hand holds Feat card id: in table
// mode a prompt also offers cards that may be among the unseen ones, and
// the smart player plays only those it knows.
func (l *look) inHand(id string) bool {
	for _, f := range l.sv.Hand {
		if f.ID == id {
			return true
		}
	}
	return false
}

// leader is the other seat with the best score now, -1 alone.
func (l *look) leader() int {
	best := -1
	for s, sv := range l.v.Seats {
		if s != l.me && (best < 0 || sv.Score > l.v.Seats[best].Score) {
			best = s
		}
	}
	return best
}

// location is the index of location id.
func (l *look) location(id string) int { return l.w.locIdx[id] }

// myLocation is the location of the seat's pawn, -1 elsewhere.
func (l *look) myLocation() int { return l.pawnAt(l.me) }

// pawnAt is the location of seat s's pawn, -1 elsewhere.
func (l *look) pawnAt(s int) int {
	if i, ok := l.w.locIdx[l.v.Seats[s].Pawn]; ok {
		return i
	}
	return -1
}

// encounterAt is the encounter lying at location i, nil none.
func (l *look) encounterAt(i int) *ba.Encounter {
	if i < 0 || l.v.Locations[i].Encounter == nil {
		return nil
	}
	return &l.c.Encounters[l.idx.enc[l.v.Locations[i].Encounter.ID]]
}

// action is location i's action as the game is played (alone or not).
func (l *look) action(i int) string {
	loc := l.c.Locations[i]
	if l.v.Solo && loc.SoloAction != "" {
		return loc.SoloAction
	}
	return loc.Action
}

// tax is the extra Courage desperate acts cost now.
func (l *look) tax() int {
	t := 0
	for _, loc := range l.v.Locations {
		if loc.Event != nil {
			if on := l.c.Encounters[l.idx.enc[loc.Event.ID]].Ongoing; on != nil && on.Kind == ba.EffCourageTax {
				t += on.N
			}
		}
	}
	return t
}
