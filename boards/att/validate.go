package att

import (
	"fmt"
	"slices"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Stable words the data may use.
var (
	resourceIDs  = []string{Focus, Treasure, Courage, Feat}
	tiers        = []string{Green, Orange, Red}
	types        = []string{Pitfall, Artifact, Horror, Villain}
	comboKinds   = []string{High, Pair, Block, Run}
	encKinds     = []string{Ordinary, Revelation, Warning, EventKind}
	lengths      = []string{"normal", "long"}
	banks        = []string{"left", "right"}
	actions      = []string{ActGainFocusOrFeat, ActRedrawFeats, ActExchangeWithPlayer, ActDesperateElsewhere, ActGainCourageOrTreasure, ActTakeMap}
	soloActions  = []string{"", ActExchangeWithBank, ActDiscardRumour}
	featEffects  = []string{EffSwapDie, EffAddDie, EffExtraReroll, EffSetDie, EffBumpDie, EffGain, EffSteal, EffTrade, EffRescue}
	swagEffects  = []string{EffNone, EffPoolDie, EffSwapDie, EffAddDie, EffExtraReroll, EffSetDie, EffBumpDie, EffGain, EffSteal}
	eventEffects = []string{EffGain, EffLose, EffDrawFeats, EffTrade}
	ongoings     = []string{EffCourageTax}
	obsEffects   = []string{EffVisitGain, EffEncounterDie, EffNone}
	discards     = []string{"overcome_type", "hold"}
	achKinds     = []string{"most_type", "most_swag", "most_sets"}
	dieIDs       = []string{"basic", "luck", "feat", "panic", "revelation"}
	confidences  = []string{"C", "S", "I", "B", "?", "H"}
)

type checker struct {
	datafile.Problems
	c    *Content
	dice map[string]DieKind
	locs map[string]bool
}

func (k *checker) conf(file, e string, c Confidence) {
	k.OneOf(file, e, "confidence", string(c), confidences)
}

// combo checks a dice combination.
func (k *checker) combo(file, e string, c Combo) {
	if !k.OneOf(file, e, "combination kind", c.Kind, comboKinds) {
		return
	}
	if c.Min < 1 || c.Min > 6 {
		k.Add(file, e, "the combination's minimum is %d; a die shows 1 to 6", c.Min)
	}
	switch c.Kind {
	case High, Pair:
		if c.Size != 0 {
			k.Add(file, e, "a %s has no size (it is always %d dice)", c.Kind, map[string]int{High: 1, Pair: 2}[c.Kind])
		}
	case Block:
		if c.Size != 0 && c.Size < 3 {
			k.Add(file, e, "a block is 3 or more dice, not %d", c.Size)
		}
	case Run:
		size := max(c.Size, 3)
		if c.Size != 0 && c.Size < 3 {
			k.Add(file, e, "a run is 3 or more dice, not %d", c.Size)
		}
		if c.Min+size-1 > 6 {
			k.Add(file, e, "a run of %d from %d would need a die showing %d", size, c.Min, c.Min+size-1)
		}
	}
}

// effect checks an effect against the kinds allowed where it is used.
func (k *checker) effect(file, e string, f Effect, allowed []string) {
	if !k.OneOf(file, e, "effect kind", f.Kind, allowed) {
		return
	}
	needDie := f.Kind == EffSwapDie || f.Kind == EffAddDie || f.Kind == EffPoolDie || f.Kind == EffEncounterDie
	needRes := f.Kind == EffGain || f.Kind == EffLose || f.Kind == EffVisitGain
	needN := needRes || f.Kind == EffExtraReroll || f.Kind == EffBumpDie || f.Kind == EffDrawFeats || f.Kind == EffCourageTax
	if needDie {
		if _, ok := k.dice[f.Die]; !ok {
			k.Add(file, e, "effect %s needs a die kind, one of %s, not %q", f.Kind, datafile.QuoteList(dieIDs), f.Die)
		} else if f.Kind == EffSwapDie && f.Die == "basic" {
			k.Add(file, e, "swap_die swaps a basic die for another kind, not for a basic die")
		}
	} else if f.Die != "" {
		k.Add(file, e, "effect %s takes no die", f.Kind)
	}
	if needRes {
		k.OneOf(file, e, "effect resource", f.Resource, resourceIDs)
	} else if f.Resource != "" {
		k.Add(file, e, "effect %s takes no resource", f.Kind)
	}
	if needN && (f.N < 1 || f.N > 10) {
		k.Add(file, e, "effect %s needs n from 1 to 10, not %d", f.Kind, f.N)
	} else if !needN && f.N != 0 {
		k.Add(file, e, "effect %s takes no n", f.Kind)
	}
	if f.Kind == EffVisitGain {
		if !k.locs[f.Location] {
			k.Add(file, e, "visit_gain names location %q, which is not in game.json", f.Location)
		}
	} else if f.Location != "" {
		k.Add(file, e, "effect %s takes no location", f.Kind)
	}
}

// Validate checks content for the mistakes a hand-made file can have and
// returns them all, each naming its file and entry.
func Validate(c *Content) error {
	k := &checker{c: c, dice: map[string]DieKind{}, locs: map[string]bool{}}
	k.game()
	k.scenario()
	k.characters()
	k.encounters()
	k.feats()
	k.swag()
	k.achievements()
	k.obsessions()
	return k.Err()
}

func (k *checker) game() {
	c, f := k.c, GameFile
	var rids []string
	for i, r := range c.Resources {
		e := datafile.Entry("resource", r.ID, i)
		rids = append(rids, r.ID)
		k.OneOf(f, e, "id", r.ID, resourceIDs)
		if r.Supply < 1 {
			k.Add(f, e, "the bank needs at least 1 token, not %d", r.Supply)
		}
		k.OneOf(f, e, "encounter", r.Encounter, types)
		k.conf(f, e, r.Confidence)
	}
	k.IDs(f, "resource", rids)
	for _, id := range resourceIDs {
		if !slices.Contains(rids, id) {
			k.Add(f, "", "resource %q is missing", id)
		}
	}
	if m := c.Multipliers; m.Count < 0 || m.Count > 0 && m.Worth < 2 {
		k.Add(f, "multipliers", "needs a count of 0 or more and, with a count, a worth of 2 or more")
	} else if m.Count > 0 {
		k.conf(f, "multipliers", m.Confidence)
	}
	var dids []string
	for i, d := range c.Dice {
		e := datafile.Entry("die", d.ID, i)
		dids = append(dids, d.ID)
		if k.OneOf(f, e, "id", d.ID, dieIDs) {
			k.dice[d.ID] = d
		}
		if d.Count < 1 {
			k.Add(f, e, "the box holds at least 1 such die, not %d", d.Count)
		}
		if len(d.Faces) == 0 {
			k.Add(f, e, "a die needs faces")
		}
		for _, v := range d.Faces {
			if v < 1 || v > 6 {
				k.Add(f, e, "face %d is not 1 to 6", v)
			}
		}
		if d.FocusReroll && !d.Rerollable {
			k.Add(f, e, "a die that is never re-rolled cannot be re-rolled with Focus")
		}
		if d.FocusCost < 0 || d.FocusCost > 3 {
			k.Add(f, e, "focus_cost %d is not 0 to 3", d.FocusCost)
		}
		k.conf(f, e, d.Confidence)
	}
	k.IDs(f, "die", dids)
	if d, ok := k.dice["basic"]; !ok {
		k.Add(f, "", "the basic die is missing")
	} else if d.Count < c.Setup.BasicDice {
		k.Add(f, "setup", "basic_dice is %d but the box has %d basic dice", c.Setup.BasicDice, d.Count)
	}
	if len(c.Locations) != 6 {
		k.Add(f, "", "the river has 6 fateful locations, not %d", len(c.Locations))
	}
	var lids []string
	slots := map[int]bool{}
	for i, l := range c.Locations {
		e := datafile.Entry("location", l.ID, i)
		lids = append(lids, l.ID)
		k.locs[l.ID] = true
		if l.Name == "" {
			k.Add(f, e, "has no name")
		}
		if l.Slot < 1 || slots[l.Slot] {
			k.Add(f, e, "slot %d is not a positive number used once", l.Slot)
		}
		slots[l.Slot] = true
		k.OneOf(f, e, "bank", l.Bank, banks)
		k.OneOf(f, e, "action", l.Action, actions)
		k.OneOf(f, e, "solo_action", l.SoloAction, soloActions)
		k.conf(f, e, l.Confidence)
	}
	k.IDs(f, "location", lids)
	if tp := c.TradingPost; tp.Slots < 1 || tp.RefreshCost < 0 || tp.RefreshCards < 1 {
		k.Add(f, "trading_post", "needs slots and refresh_cards of 1 or more and a refresh_cost of 0 or more")
	}
	tt, vals := 0, map[int]bool{}
	for i, t := range c.TTTokens {
		e := fmt.Sprintf("tt token #%d", i+1)
		if t.Value < 0 || t.Value > 9 || vals[t.Value] {
			k.Add(f, e, "value %d is not 0 to 9 or is listed twice", t.Value)
		}
		vals[t.Value] = true
		if t.Count < 1 {
			k.Add(f, e, "count %d is not 1 or more", t.Count)
		}
		tt += t.Count
		k.conf(f, e, t.Confidence)
	}
	s := c.Setup
	if s.Rerolls < 0 || s.HandSize < 0 || s.StartTokens < 0 || s.BasicDice < 1 || s.MapSecrets < 0 {
		k.Add(f, "setup", "basic_dice must be 1 or more and rerolls, hand_size, start_tokens and map_secrets 0 or more")
	}
	seen := map[string]bool{}
	for i, r := range s.Rows {
		e := fmt.Sprintf("setup row #%d (%d players, %s)", i+1, r.Players, r.Length)
		if r.Players < 2 || r.Players > 5 {
			k.Add(f, e, "players must be 2 to 5 (solo has its own entry)")
		}
		k.OneOf(f, e, "length", r.Length, lengths)
		key := fmt.Sprint(r.Players, r.Length)
		if seen[key] {
			k.Add(f, e, "listed twice")
		}
		seen[key] = true
		if r.Cards < 1 {
			k.Add(f, e, "cards must be 1 or more")
		}
		if r.TT < 1 || r.TT > tt {
			k.Add(f, e, "tt is %d but the box holds %d Terrible Things", r.TT, tt)
		}
		k.conf(f, e, r.Confidence)
		// enough cards: base for up to 4 players, with the Lost Charter for 5
		for _, tier := range tiers {
			if n := k.countTier(tier, r.Players == 5); n < r.Cards {
				k.Add(f, e, "needs %d %s encounters but encounters.json has %d that can be used", r.Cards, tier, n)
			}
		}
	}
	for p := 2; p <= 5; p++ {
		for _, l := range lengths {
			if !seen[fmt.Sprint(p, l)] {
				k.Add(f, "setup", "no row for %d players, %s game", p, l)
			}
		}
	}
	so := s.Solo
	if so.TT < 1 || so.TT > tt {
		k.Add(f, "setup solo", "tt is %d but the box holds %d Terrible Things", so.TT, tt)
	}
	for tier, n := range map[string]int{Green: so.Green, Orange: so.Orange, Red: so.Red} {
		if n < 0 {
			k.Add(f, "setup solo", "%s is negative", tier)
		} else if have := k.countTier(tier, true); have < n {
			k.Add(f, "setup solo", "needs %d %s encounters but encounters.json has %d", n, tier, have)
		}
	}
}

// countTier counts the encounter cards of a tier, Lost Charter ones only
// when lc.
func (k *checker) countTier(tier string, lc bool) int {
	n := 0
	for _, e := range k.c.Encounters {
		if e.Tier == tier && (lc || !e.LostCharter) {
			n++
		}
	}
	return n
}

func (k *checker) scenario() {
	f, s := ScenarioFile, k.c.Scenario
	k.conf(f, "scenario", s.Confidence)
	for side, rows := range map[string][]ScenarioRow{"easy": s.Easy, "difficult": s.Difficult} {
		if len(rows) == 0 {
			k.Add(f, "scenario "+side, "the side lists no combinations")
		}
		for i, r := range rows {
			e := fmt.Sprintf("scenario %s row #%d", side, i+1)
			k.combo(f, e, r.Combo)
			k.OneOf(f, e, "resource", r.Resource, resourceIDs)
		}
	}
}

func (k *checker) characters() {
	f := CharactersFile
	var ids []string
	base, maps := 0, 0
	for i, ch := range k.c.Characters {
		e := datafile.Entry("character", ch.ID, i)
		ids = append(ids, ch.ID)
		if ch.Name == "" {
			k.Add(f, e, "has no name")
		}
		if ch.Extra != "" {
			k.OneOf(f, e, "extra", ch.Extra, resourceIDs)
		}
		if !ch.LostCharter {
			base++
		}
		if ch.StartsWithMap {
			maps++
		}
		k.conf(f, e, ch.Confidence)
	}
	k.IDs(f, "character", ids)
	if base < 4 || len(k.c.Characters) < 5 {
		k.Add(f, "", "the game needs 4 base characters and 5 with the Lost Charter; the file has %d and %d", base, len(k.c.Characters))
	}
	if maps > 1 {
		k.Add(f, "", "only one character may start with the Map, not %d", maps)
	}
}

func (k *checker) encounters() {
	f := EncountersFile
	var ids []string
	for i, en := range k.c.Encounters {
		e := datafile.Entry("encounter", en.ID, i)
		ids = append(ids, en.ID)
		if en.Name == "" {
			k.Add(f, e, "has no name")
		}
		k.OneOf(f, e, "tier", en.Tier, tiers)
		k.conf(f, e, en.Confidence)
		if !k.OneOf(f, e, "kind", en.Kind, encKinds) {
			continue
		}
		if en.Kind != Ordinary && !en.LostCharter {
			k.Add(f, e, "%s encounters come with the Lost Charter: set lost_charter", en.Kind)
		}
		if en.Kind == EventKind {
			if en.Combo != nil || en.Secrets != 0 || len(en.Types) != 0 {
				k.Add(f, e, "an event has no combination, secrets or types")
			}
			if en.Effect == nil {
				k.Add(f, e, "an event needs an effect")
			} else {
				k.effect(f, e, *en.Effect, eventEffects)
			}
			if en.Ongoing != nil {
				k.effect(f, e, *en.Ongoing, ongoings)
			}
			continue
		}
		if en.Effect != nil || en.Ongoing != nil {
			k.Add(f, e, "only events have effects")
		}
		if en.Combo == nil {
			k.Add(f, e, "has no combination")
		} else {
			k.combo(f, e, *en.Combo)
		}
		if en.Secrets < 0 || en.Secrets > 20 {
			k.Add(f, e, "secrets %d is not 0 to 20", en.Secrets)
		}
		if len(en.Types) == 0 {
			k.Add(f, e, "shows no encounter type")
		}
		for _, t := range en.Types {
			k.OneOf(f, e, "type", t, types)
		}
	}
	k.IDs(f, "encounter", ids)
}

func (k *checker) feats() {
	f := FeatsFile
	var ids []string
	for i, c := range k.c.Feats {
		e := datafile.Entry("feat", c.ID, i)
		ids = append(ids, c.ID)
		if c.Name == "" {
			k.Add(f, e, "has no name")
		}
		if c.Copies < 1 || c.Cost < 0 {
			k.Add(f, e, "needs copies of 1 or more and a cost of 0 or more")
		}
		k.effect(f, e, c.Effect, featEffects)
		if (c.Effect.Kind == EffRescue || c.Effect.Kind == EffTrade) && !c.PvP {
			k.Add(f, e, "a %s card is played against other players: set pvp", c.Effect.Kind)
		}
		k.conf(f, e, c.Confidence)
	}
	k.IDs(f, "feat", ids)
}

func (k *checker) swag() {
	f := SwagFile
	var ids []string
	for i, s := range k.c.Swag {
		e := datafile.Entry("swag", s.ID, i)
		ids = append(ids, s.ID)
		if s.Name == "" {
			k.Add(f, e, "has no name")
		}
		if s.Copies < 1 || s.Cost < 0 || s.Secrets < 0 {
			k.Add(f, e, "needs copies of 1 or more and cost and secrets of 0 or more")
		}
		k.effect(f, e, s.Effect, swagEffects)
		passive := s.Effect.Kind == EffNone || s.Effect.Kind == EffPoolDie
		if s.Exhausts == passive {
			if passive {
				k.Add(f, e, "a %s card acts without being used, so it does not exhaust", s.Effect.Kind)
			} else {
				k.Add(f, e, "a %s card is used by exhausting it: set exhausts", s.Effect.Kind)
			}
		}
		for r, n := range s.UseCost {
			k.OneOf(f, e, "use_cost resource", r, resourceIDs)
			if n < 1 {
				k.Add(f, e, "use_cost %s is %d, not 1 or more", r, n)
			}
		}
		if s.CountsAs != "" {
			k.OneOf(f, e, "counts_as", s.CountsAs, types)
		}
		k.conf(f, e, s.Confidence)
	}
	k.IDs(f, "swag", ids)
}

func (k *checker) achievements() {
	f := AchievementsFile
	var ids []string
	for i, a := range k.c.Achievements {
		e := datafile.Entry("achievement", a.ID, i)
		ids = append(ids, a.ID)
		if a.Name == "" {
			k.Add(f, e, "has no name")
		}
		if k.OneOf(f, e, "kind", a.Kind, achKinds) {
			if a.Kind == "most_type" {
				k.OneOf(f, e, "type", a.Type, types)
			} else if a.Type != "" {
				k.Add(f, e, "kind %s takes no type", a.Kind)
			}
		}
		if a.Min < 1 || a.Secrets < 0 {
			k.Add(f, e, "needs min of 1 or more and secrets of 0 or more")
		}
		k.conf(f, e, a.Confidence)
	}
	k.IDs(f, "achievement", ids)
}

func (k *checker) obsessions() {
	f := ObsessionsFile
	var ids []string
	chars := map[string]bool{}
	for _, c := range k.c.Characters {
		chars[c.ID] = true
	}
	taken := map[string]bool{}
	for i, o := range k.c.Obsessions {
		e := datafile.Entry("obsession", o.ID, i)
		ids = append(ids, o.ID)
		if !chars[o.Character] {
			k.Add(f, e, "character %q is not in characters.json", o.Character)
		} else if taken[o.Character] {
			k.Add(f, e, "character %q already has an obsession", o.Character)
		}
		taken[o.Character] = true
		if o.TT < 0 {
			k.Add(f, e, "tt %d is negative", o.TT)
		}
		k.effect(f, e, o.Effect, obsEffects)
		if k.OneOf(f, e, "discard kind", o.Discard.Kind, discards) {
			switch o.Discard.Kind {
			case "overcome_type":
				k.OneOf(f, e, "discard type", o.Discard.Type, types)
			case "hold":
				k.OneOf(f, e, "discard resource", o.Discard.Resource, resourceIDs)
				if o.Discard.N < 1 {
					k.Add(f, e, "discard n must be 1 or more")
				}
			}
		}
		k.conf(f, e, o.Confidence)
	}
	k.IDs(f, "obsession", ids)
}
