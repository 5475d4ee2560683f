package cityofhorror

import (
	"fmt"
	"slices"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Stable words the data may use.
var (
	sources       = []string{string(Confirmed), string(Secondary), string(Inferred), string(House)}
	locEffects    = []string{EffNone, EffPeekInvasion, EffChooseLast, EffRest, EffDrawAction, EffTakeDiscard, EffLeaderAny, EffLeaderStep, EffTakeAntidote, EffDrawFood, EffDrawFoodChoice}
	powers        = []string{EffStopAttracting, EffTakeDiscard, EffDrawAction, EffMoveZombieFrom, EffVoteThisRound, EffMoveThisRound, EffKillHere, EffEnterFull, EffTakeFirstPlayer, EffUntouchable, EffGiveBirth, EffCancelMovement, EffCancelAction, EffPeekInvasion, EffLeaderAny, EffChangeMovement, EffStealAction}
	actionEffects = []string{EffAddZombies, EffEnterFull, EffScore, EffKillHalf, EffRest, EffLeaderAny, EffKill, EffHide, EffKitten, EffPeekInvasion, EffCancelAction, EffStealAction, EffMoveZombie, EffChangeMovement, EffExtraVotes}
	costs         = []string{"", CostDiscardAction, CostDiscardFood, CostExhaustPresent}
	traits        = []string{"", TraitCannotVote, TraitCannotMove, TraitAttractsZombies}
	results       = []string{Explode, Burn, Seal}
	attackKinds   = []string{AtLeast, CharactersPlus}
	// needsN lists the effect kinds that take a number n of 1 or more.
	needsN = []string{EffLeaderStep, EffDrawFoodChoice, EffMoveZombieFrom, EffKillHere, EffGiveBirth, EffAddZombies, EffScore, EffKill, EffMoveZombie, EffExtraVotes}
	// traitPower pairs each trait with the power that lifts it.
	traitPower = map[string]string{TraitCannotVote: EffVoteThisRound, TraitCannotMove: EffMoveThisRound, TraitAttractsZombies: EffStopAttracting}
)

type checker struct {
	datafile.Problems
	c    *Content
	locs map[string]*Location
}

// source checks an entry's source tag.
func (k *checker) source(file, e, field string, s Source) {
	k.Source(file, e, field, string(s), sources)
}

// location checks that id names a location of locations.json.
func (k *checker) location(file, e, field, id string) bool {
	if k.locs[id] == nil {
		k.Add(file, e, "%s %q is not a location in %s (one of %s)", field, id, LocationsFile, datafile.QuoteList(k.locIDs()))
		return false
	}
	return true
}

func (k *checker) locIDs() []string {
	var out []string
	for _, l := range k.c.Locations {
		if l.ID != "" {
			out = append(out, l.ID)
		}
	}
	return out
}

// effect checks an effect against the kinds allowed where it is used.
func (k *checker) effect(file, e string, f Effect, allowed []string) {
	if f.Kind == "" {
		k.Add(file, e, "the effect has no kind (one of %s)", datafile.QuoteList(allowed))
		return
	}
	if !k.OneOf(file, e, "effect kind", f.Kind, allowed) {
		return
	}
	k.OneOf(file, e, "effect cost", f.Cost, costs)
	switch {
	case slices.Contains(needsN, f.Kind) && (f.N < 1 || f.N > 9):
		k.Add(file, e, "effect %s needs an n from 1 to 9, not %d", f.Kind, f.N)
	case !slices.Contains(needsN, f.Kind) && f.N != 0:
		k.Add(file, e, "effect %s takes no n: remove it", f.Kind)
	}
}

// Validate checks content for the mistakes a hand-made file can have and
// returns them all, each naming its file and entry and what to do.
func Validate(c *Content) error {
	k := &checker{c: c, locs: map[string]*Location{}}
	k.Max = 40
	k.locations() // first: the other files name locations
	k.game()
	k.board()
	k.characters()
	k.actions()
	k.invasion()
	k.tokens()
	return k.Err()
}

func (k *checker) game() {
	c, f := k.c, GameFile
	b := c.Box
	for _, n := range []struct {
		name string
		v    int
	}{
		{"locations", b.Locations}, {"characters", b.Characters}, {"action_cards", b.ActionCards},
		{"zombies", b.Zombies}, {"explosion_markers", b.ExplosionMarkers}, {"food_tokens", b.FoodTokens},
		{"invasion_cards", b.InvasionCards}, {"colors", b.Colors},
	} {
		if n.v < 1 {
			k.Add(f, "box", "%s is %d; the box holds at least 1", n.name, n.v)
		}
	}
	if b.FireMarkers < 0 {
		k.Add(f, "box", "fire_markers is %d; it cannot be negative", b.FireMarkers)
	}
	k.source(f, "box", "source", b.Source)
	if c.ZombieCap < 1 || c.ZombieCap > b.Zombies {
		k.Add(f, "zombie_cap", "is %d; it must be 1 or more and no more than the box's %d zombies", c.ZombieCap, b.Zombies)
	}

	seen := map[int]bool{}
	maxChars := 0
	for i, r := range c.Players {
		e := fmt.Sprintf("players row #%d (%d players)", i+1, r.Players)
		switch {
		case r.Players < 3 || r.Players > 6:
			k.Add(f, e, "the game is for 3 to 6 players")
		case seen[r.Players]:
			k.Add(f, e, "listed twice: keep one row for each player count")
		}
		seen[r.Players] = true
		if r.Characters < 1 || r.Players*r.Characters > b.Characters {
			k.Add(f, e, "deals %d characters a player, %d in all, but the box has %d", r.Characters, r.Players*r.Characters, b.Characters)
		}
		if r.Actions < 1 || r.Players*r.Actions > b.ActionCards {
			k.Add(f, e, "deals %d action cards a player, %d in all, but the deck has %d", r.Actions, r.Players*r.Actions, b.ActionCards)
		}
		if r.Players > b.Colors {
			k.Add(f, e, "needs %d player colours but the box has %d", r.Players, b.Colors)
		}
		maxChars = max(maxChars, r.Characters)
		k.source(f, e, "source", r.Source)
	}
	for p := 3; p <= 6; p++ {
		if !seen[p] {
			k.Add(f, "players", "no row for %d players: add one", p)
		}
	}

	m := c.Movement
	have := map[string]bool{}
	for i, id := range m.Cards {
		e := fmt.Sprintf("movement card #%d", i+1)
		if k.location(f, e, "location", id) && have[id] {
			k.Add(f, e, "%q is listed twice: a player's set has one card for each location", id)
		}
		have[id] = true
	}
	for _, l := range c.Locations {
		if l.ID != "" && !have[l.ID] {
			k.Add(f, "movement", "no card for %q: a player's set has one card for each location", l.ID)
		}
	}
	if len(m.Cards) < maxChars {
		k.Add(f, "movement", "a player draws up to %d movement cards at set-up (one a character) but a set has %d", maxChars, len(m.Cards))
	}
	k.source(f, "movement", "source", m.Source)
}

func (k *checker) locations() {
	c, f := k.c, LocationsFile
	if len(c.Locations) != c.Box.Locations {
		k.Add(f, "", "holds %d locations, but game.json's box has %d location boards", len(c.Locations), c.Box.Locations)
	}
	var ids []string
	overflow, wheel := 0, 0
	for i := range c.Locations {
		l := &c.Locations[i]
		e := datafile.Entry("location", l.ID, i)
		ids = append(ids, l.ID)
		if l.ID != "" && k.locs[l.ID] == nil {
			k.locs[l.ID] = l
		}
		if l.Name == "" {
			k.Add(f, e, "has no name")
		}
		explodes := false
		for _, s := range []struct {
			name string
			side Side
		}{{"side a", l.A}, {"side b", l.B}} {
			se := e + " " + s.name
			k.effect(f, se, s.side.Effect, locEffects)
			if s.side.Text == "" {
				k.Add(f, se, "has no text: say what the side does")
			}
			if x := s.side.Explosions; x != nil {
				if x.At < 1 {
					k.Add(f, se, "explosions at %d: a threshold is 1 marker or more", x.At)
				}
				if k.OneOf(f, se, "explosion result", x.Result, results) && x.Result == Explode {
					explodes = true
				}
			}
		}
		if explodes && l.Exploded == nil {
			k.Add(f, e, "explodes but has no exploded side: add \"exploded\"")
		}
		if l.Exploded != nil {
			if !explodes {
				k.Add(f, e, "has an exploded side but no side that explodes: remove \"exploded\" or give a side explosions with result %q", Explode)
			}
			k.effect(f, e+" exploded side", l.Exploded.Effect, locEffects)
			if l.Exploded.Explosions != nil {
				k.Add(f, e+" exploded side", "an exploded board takes no more explosion markers: remove its explosions")
			}
		}
		if l.Overflow {
			overflow++
		}
		if l.LeaderWheel {
			wheel++
		}
		k.source(f, e, "source", l.Source)
	}
	k.IDs(f, "location", ids)
	if overflow != 1 {
		k.Add(f, "", "%d locations are marked overflow; exactly one takes the characters turned away from full locations", overflow)
	}
	if wheel > 1 {
		k.Add(f, "", "%d locations use the zombie leader's wheel; the board has one wheel", wheel)
	}
	// markers: the thresholds of both marker locations, the larger side of each, fit in the box
	need := 0
	for _, l := range c.Locations {
		n := 0
		for _, s := range []Side{l.A, l.B} {
			if s.Explosions != nil {
				n = max(n, s.Explosions.At)
			}
		}
		need += n
	}
	if need > c.Box.ExplosionMarkers {
		k.Add(f, "", "the explosion thresholds need up to %d markers at once, but game.json's box has %d", need, c.Box.ExplosionMarkers)
	}
}

func (k *checker) board() {
	c, f := k.c, BoardFile
	k.Label(f, c.Labels[f], HouseLabel, "values")
	seen := map[string]bool{}
	numbers := map[int]string{}
	for i, b := range c.Board {
		e := datafile.Entry("board", b.Location, i)
		if !k.location(f, e, "location", b.Location) {
			continue
		}
		if seen[b.Location] {
			k.Add(f, e, "the location is listed twice: keep one entry for each board")
			continue
		}
		seen[b.Location] = true
		l := k.locs[b.Location]
		switch {
		case b.Number < 1 || b.Number > len(c.Locations):
			k.Add(f, e, "number %d is not 1 to %d: the boards are numbered in the order they are resolved", b.Number, len(c.Locations))
		case numbers[b.Number] != "":
			k.Add(f, e, "number %d is already %q: each number 1 to %d is used once", b.Number, numbers[b.Number], len(c.Locations))
		default:
			numbers[b.Number] = b.Location
		}
		k.source(f, e, "number_source", b.NumberSource)
		for _, s := range []struct {
			name    string
			printed PrintedSide
			side    Side
		}{{"side a", b.A, l.A}, {"side b", b.B, l.B}} {
			se := e + " " + s.name
			p := s.printed
			if l.Overflow {
				if p.Spaces != 0 {
					k.Add(f, se, "spaces is %d, but %s takes everyone turned away from full locations: use 0 (no limit)", p.Spaces, b.Location)
				}
			} else if p.Spaces < 1 || p.Spaces > 10 {
				k.Add(f, se, "spaces is %d; a board has 1 to 10 character spaces (0, no limit, is for the overflow location only)", p.Spaces)
			}
			if x := s.side.Explosions; x != nil && x.Result == Burn && p.Spaces > c.Box.FireMarkers {
				k.Add(f, se, "has %d spaces, but when it burns game.json's %d fire markers must cover them", p.Spaces, c.Box.FireMarkers)
			}
			if k.OneOf(f, se, "attack kind", p.Attack.Kind, attackKinds) {
				lo := map[string]int{AtLeast: 1, CharactersPlus: 0}[p.Attack.Kind]
				if p.Attack.N < lo || p.Attack.N > c.ZombieCap {
					k.Add(f, se, "attack %s needs an n from %d to the zombie cap of %d, not %d", p.Attack.Kind, lo, c.ZombieCap, p.Attack.N)
				}
			}
			k.source(f, se, "source", p.Source)
		}
	}
	for _, l := range c.Locations {
		if l.ID != "" && !seen[l.ID] {
			k.Add(f, "", "no entry for location %q: add its number, spaces and attack", l.ID)
		}
	}

	w := c.Wheel
	if len(w.Colors) != c.Box.Colors {
		k.Add(f, "wheel", "has %d colours, but game.json's box has %d player colours", len(w.Colors), c.Box.Colors)
	}
	cols := map[string]bool{}
	for i, col := range w.Colors {
		switch {
		case col == "":
			k.Add(f, "wheel", "colour #%d has no name", i+1)
		case cols[col]:
			k.Add(f, "wheel", "colour %q is listed twice", col)
		}
		cols[col] = true
	}
	k.source(f, "wheel", "source", w.Source)
}

func (k *checker) characters() {
	c, f := k.c, CharactersFile
	if len(c.Characters) != c.Box.Characters {
		k.Add(f, "", "holds %d characters, but game.json's box has %d character cards", len(c.Characters), c.Box.Characters)
	}
	var ids []string
	for i, ch := range c.Characters {
		e := datafile.Entry("character", ch.ID, i)
		ids = append(ids, ch.ID)
		if ch.Name == "" {
			k.Add(f, e, "has no name")
		}
		if ch.Rested < 1 || ch.Exhausted < 0 || ch.Exhausted > ch.Rested {
			k.Add(f, e, "is worth %d rested and %d exhausted; the rested (blue) side is worth 1 or more and at least the exhausted (red) side", ch.Rested, ch.Exhausted)
		}
		k.effect(f, e, ch.Power, powers)
		if k.OneOf(f, e, "trait", ch.Trait, traits) {
			for _, trait := range traits[1:] {
				power := traitPower[trait]
				if (ch.Trait == trait) != (ch.Power.Kind == power) {
					k.Add(f, e, "trait %q goes with power %q: a %s power lifts the %s trait for a round", trait, power, power, trait)
				}
			}
		}
		if ch.Text == "" {
			k.Add(f, e, "has no text: say what the power does")
		}
		k.source(f, e, "source", ch.Source)
	}
	k.IDs(f, "character", ids)
}

func (k *checker) actions() {
	c, f := k.c, ActionsFile
	markers := false
	for _, l := range c.Locations {
		markers = markers || l.A.Explosions != nil || l.B.Explosions != nil
	}
	var ids []string
	total := 0
	for i, a := range c.Actions {
		e := datafile.Entry("action", a.ID, i)
		ids = append(ids, a.ID)
		if a.Title == "" {
			k.Add(f, e, "has no title")
		}
		if a.Copies < 1 || a.Copies > c.Box.ActionCards {
			k.Add(f, e, "copies is %d; a title has 1 or more copies", a.Copies)
		} else {
			total += a.Copies
		}
		k.effect(f, e, a.Effect, actionEffects)
		if a.Explosion && !markers {
			k.Add(f, e, "carries the explosion symbol, but no location in %s takes explosion markers", LocationsFile)
		}
		if a.Text == "" {
			k.Add(f, e, "has no text: say what the card does")
		}
		k.source(f, e, "source", a.Source)
	}
	k.IDs(f, "action", ids)
	if total != c.Box.ActionCards {
		k.Add(f, "", "the copies add up to %d cards, but game.json's box has %d action cards", total, c.Box.ActionCards)
	}
}

// InvasionProblem is one thing wrong with an invasion card, as
// CheckInvasion finds it. Part is the list it is about: "moves",
// "zombies", "actions", "antidotes" or "leader", or "" for the card as a
// whole; Index is the entry of that list (from 0), or -1 when the problem
// is the list's or the card's as a whole. Why says what is wrong.
type InvasionProblem struct {
	Part  string
	Index int
	Why   string
}

// CheckInvasion returns what is wrong with invasion card v for content c,
// in the card's own order. It is the one check of an invasion card: of
// each card of invasion.json (Validate) and of a card typed at the table
// by what it shows (rules/cityofhorror), so neither takes a card the other
// refuses. The card's ID and source, and what the pack as a whole needs,
// are Validate's alone.
func CheckInvasion(c *Content, v *InvasionCard) []InvasionProblem {
	var out []InvasionProblem
	add := func(part string, i int, format string, args ...any) {
		out = append(out, InvasionProblem{Part: part, Index: i, Why: fmt.Sprintf(format, args...)})
	}
	if !slices.Contains(Hours(), v.Hour) {
		add("", -1, "hour %q is not one of %s", v.Hour, datafile.QuoteList(Hours()))
		return out
	}
	locs := map[string]*Location{}
	var ids []string
	for i := range c.Locations {
		if l := &c.Locations[i]; l.ID != "" && locs[l.ID] == nil {
			locs[l.ID] = l
			ids = append(ids, l.ID)
		}
	}
	known := func(part string, i int, field, id string) bool {
		if locs[id] == nil {
			add(part, i, "%s %q is not a location in %s (one of %s)", field, id, LocationsFile, datafile.QuoteList(ids))
			return false
		}
		return true
	}
	counts := func(what string, list []Count, airdrop bool) int {
		sum := 0
		seen := map[string]bool{}
		for i, n := range list {
			if !known(what, i, what+" location", n.Location) {
				continue
			}
			if seen[n.Location] {
				add(what, i, "%s names %q twice: give one count a location", what, n.Location)
			}
			seen[n.Location] = true
			if airdrop && !locs[n.Location].Airdrops {
				add(what, i, "%s dropped on %q, which never gets airdrops", what, n.Location)
			}
			if n.N < 1 {
				add(what, i, "%s on %q is %d: a count is 1 or more (leave the location out for none)", what, n.Location, n.N)
			} else if what == "zombies" && n.N > c.ZombieCap {
				add(what, i, "puts %d zombies on %q, but a location holds at most %d", n.N, n.Location, c.ZombieCap)
			}
			sum += max(n.N, 0)
		}
		return sum
	}
	zombies := counts("zombies", v.Zombies, false)
	counts("actions", v.Actions, true)
	counts("antidotes", v.Antidotes, true)
	if zombies > c.Box.Zombies {
		add("zombies", -1, "puts %d zombies out, but game.json's box has %d", zombies, c.Box.Zombies)
	}
	for j, m := range v.Moves {
		okFrom := known("moves", j, "from", m.From)
		okTo := known("moves", j, "to", m.To)
		if okFrom && okTo && m.From == m.To {
			add("moves", j, "moves zombies from %q to itself", m.From)
		}
		if m.N < 1 || m.N > c.ZombieCap {
			add("moves", j, "moves %d zombies; a move is 1 to the zombie cap of %d", m.N, c.ZombieCap)
		}
	}
	if v.Leader < 0 || v.Leader > len(c.Wheel.Colors) {
		add("leader", -1, "leader is %d; the zombie leader steps 0 to %d wedges", v.Leader, len(c.Wheel.Colors))
	}
	switch v.Hour {
	case Hour0:
		if len(v.Moves) > 0 || len(v.Actions) > 0 || len(v.Antidotes) > 0 || v.Leader != 0 {
			add("", -1, "a 00:00 card only places the first zombies: remove its moves, airdrops and leader")
		}
		if zombies == 0 {
			add("zombies", -1, "a 00:00 card places the first zombies, and this one places none")
		}
	case Hour1:
		if len(v.Moves) > 0 {
			add("moves", -1, "zombies start moving at 2:00: a 1:00 card has no moves")
		}
	}
	return out
}

// sum is the count of a list of counts.
func sum(list []Count) int {
	k := 0
	for _, n := range list {
		k += max(n.N, 0)
	}
	return k
}

func (k *checker) invasion() {
	c, f := k.c, InvasionFile
	k.Label(f, c.Labels[f], HouseLabel, "cards")
	var ids []string
	perHour := map[string]int{}
	mostActions, mostAntidotes := map[string]int{}, map[string]int{}
	for i := range c.Invasion {
		v := &c.Invasion[i]
		e := datafile.Entry("invasion card", v.ID, i)
		ids = append(ids, v.ID)
		for _, p := range CheckInvasion(c, v) {
			pe := e
			if p.Part == "moves" && p.Index >= 0 {
				pe = fmt.Sprintf("%s move #%d", e, p.Index+1)
			}
			k.Add(f, pe, "%s", p.Why)
		}
		if !slices.Contains(Hours(), v.Hour) {
			continue
		}
		perHour[v.Hour]++
		mostActions[v.Hour] = max(mostActions[v.Hour], sum(v.Actions))
		mostAntidotes[v.Hour] = max(mostAntidotes[v.Hour], sum(v.Antidotes))
		k.source(f, e, "source", v.Source)
	}
	k.IDs(f, "invasion card", ids)
	for _, h := range Hours() {
		if perHour[h] == 0 {
			k.Add(f, "", "no card for %s: each hour's pack needs at least one", h)
		}
	}
	if len(c.Invasion) != c.Box.InvasionCards {
		k.Add(f, "", "holds %d cards, but game.json's box has %d invasion cards", len(c.Invasion), c.Box.InvasionCards)
	}
	// the deck must hold every hand and the most the four cards can airdrop
	dealt := 0
	for _, r := range c.Players {
		dealt = max(dealt, r.Players*r.Actions)
	}
	drops, antis := 0, 0
	for _, h := range Hours() {
		drops += mostActions[h]
		antis += mostAntidotes[h]
	}
	if dealt+drops > c.Box.ActionCards {
		k.Add(f, "", "the cards can airdrop up to %d action cards, but after dealing up to %d the deck of %d has only %d left",
			drops, dealt, c.Box.ActionCards, c.Box.ActionCards-dealt)
	}
	if antis > c.Antidotes.Count {
		k.Add(f, "", "the cards can airdrop up to %d antidotes, but %s has %d", antis, TokensFile, c.Antidotes.Count)
	}
}

func (k *checker) tokens() {
	c, f := k.c, TokensFile
	k.Label(f, c.Labels[f], HouseLabel, "tokens")
	total := 0
	values := map[int]bool{}
	for i, t := range c.Food.Tokens {
		e := fmt.Sprintf("food token #%d (worth %d)", i+1, t.Value)
		if t.Value < 0 || t.Value > 9 || values[t.Value] {
			k.Add(f, e, "value %d is not 0 to 9 or is listed twice: give each value one row", t.Value)
		}
		values[t.Value] = true
		if t.Count < 1 {
			k.Add(f, e, "count %d: a row holds 1 or more tokens", t.Count)
		}
		total += max(t.Count, 0)
	}
	if total != c.Box.FoodTokens {
		k.Add(f, "food", "the rows add up to %d tokens, but game.json's box has %d food tokens", total, c.Box.FoodTokens)
	}
	k.source(f, "food", "source", c.Food.Source)
	if c.Antidotes.Count < 1 {
		k.Add(f, "antidotes", "count is %d; the reserve holds 1 or more", c.Antidotes.Count)
	}
	k.source(f, "antidotes", "source", c.Antidotes.Source)
}
