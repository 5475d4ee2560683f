package hallsofhorror

import (
	"fmt"
	"slices"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Stable words the data may use.
var (
	sources     = []string{string(Confirmed), string(Secondary), string(Inferred), string(House)}
	decks       = []string{DeckMain, DeckStart, DeckExit}
	variants    = []string{VariantA, VariantB}
	slotSymbols = append(Symbols(), Blank)
	outlines    = []string{Unlimited, Once, Exhausts}
	categories  = []string{CatMelee, CatFirearm, CatUtility}
	ammos       = []string{Bullet, Shell}
	spends      = []string{"", Bullet, Shell, KeyToken}
	killerStart = []string{KillerCentreFirst, KillerEmptyCorner, KillerCentreSecond}
	roomRules   = []string{RuleGuaranteed, RulePayHealth, RuleDamageGrant, RuleFailExhaust, RuleFailDamage}
	powerKinds  = []string{PowReduceDamage, PowForceReroll, PowStartResolve, PowPuzzleDraw, PowRerollAny, PowExtraAmmo, PowUnarmedFaces, PowEscapeFaces}
	mcKinds     = []string{MCNone, MCPlaceGifts, MCLockRooms, MCStunKiller, MCKillerCharge, MCKillerPass, MCKillerWound, MCEvenOdds, MCDamageAll, MCPanicLeader, MCResolveAll, MCLoseResolve, MCHealKiller, MCEnrageKiller, MCRefillRoom, MCLoseAmmo, MCRevealRoom}
	uses        = []string{UseHeal, UseAbsorb}
	giftKinds   = []string{GiftItem, GiftAmmo, GiftPanic, GiftDamage}
	// needsN gives the range of n for the effect kinds that take one; every
	// other kind takes none.
	needsN = map[string][2]int{
		RulePayHealth: {1, 9}, RuleDamageGrant: {1, 9},
		PowReduceDamage: {1, 9}, PowForceReroll: {1, 4}, PowStartResolve: {0, 9}, PowPuzzleDraw: {1, 9},
		PowExtraAmmo: {1, 9}, PowUnarmedFaces: {2, 6}, PowEscapeFaces: {2, 6},
		MCPlaceGifts: {1, 9}, MCLockRooms: {1, 9}, MCKillerCharge: {1, 9}, MCKillerWound: {1, 9},
		MCEvenOdds: {1, 9}, MCDamageAll: {1, 9}, MCResolveAll: {1, 9}, MCLoseResolve: {1, 9},
		MCHealKiller: {1, 9}, MCEnrageKiller: {1, 9}, MCLoseAmmo: {1, 9}, MCRevealRoom: {1, 9},
		UseHeal: {1, 9},
	}
	// noDraw lists the room rules for rooms with no search number.
	noDraw = []string{RuleGuaranteed, RulePayHealth}
	// failRules lists the rules of puzzles that do not lock: one try a Search.
	failRules = []string{RuleFailExhaust, RuleFailDamage}
	// itemSymbol pairs each item symbol with its category.
	itemSymbol = map[string]string{Melee: CatMelee, Firearm: CatFirearm, Utility: CatUtility}
)

type checker struct {
	datafile.Problems
	c     *Content
	items map[string]*Item
}

// source checks an entry's source tag.
func (k *checker) source(file, e, field string, s Source) {
	k.Source(file, e, field, string(s), sources)
}

// faces checks a list of die faces that succeed.
func (k *checker) faces(file, e, field string, faces []int) {
	if len(faces) == 0 {
		k.Add(file, e, "%s lists no faces: give the die faces that succeed, 1 to 6", field)
		return
	}
	seen := map[int]bool{}
	for _, f := range faces {
		if f < 1 || f > 6 || seen[f] {
			k.Add(file, e, "%s face %d is not 1 to 6 or is listed twice", field, f)
		}
		seen[f] = true
	}
}

// item checks that id names an item of items.json.
func (k *checker) item(file, e, field, id string) *Item {
	it := k.items[id]
	if it == nil {
		var ids []string
		for _, i := range k.c.Items {
			ids = append(ids, i.ID)
		}
		k.Add(file, e, "%s %q is not an item in %s (one of %s)", field, id, ItemsFile, datafile.QuoteList(ids))
	}
	return it
}

// effect checks an effect against the kinds allowed where it is used and
// the number its kind needs; cost says whether it may cost Resolve.
func (k *checker) effect(file, e string, f Effect, allowed []string, cost bool) {
	if f.Kind == "" {
		k.Add(file, e, "the effect has no kind (one of %s)", datafile.QuoteList(allowed))
		return
	}
	if !k.OneOf(file, e, "effect kind", f.Kind, allowed) {
		return
	}
	r, ok := needsN[f.Kind]
	switch {
	case ok && (f.N < r[0] || f.N > r[1]):
		k.Add(file, e, "effect %s needs an n from %d to %d, not %d", f.Kind, r[0], r[1], f.N)
	case !ok && f.N != 0:
		k.Add(file, e, "effect %s takes no n: remove it", f.Kind)
	}
	switch {
	case !cost && f.Cost != 0:
		k.Add(file, e, "effect %s takes no cost here: remove it", f.Kind)
	case f.Cost < 0 || f.Cost > 9:
		k.Add(file, e, "effect %s costs %d Resolve; a cost is 0 to 9", f.Kind, f.Cost)
	}
}

// Validate checks content for the mistakes a hand-made file can have and
// returns them all, each naming its file and entry and what to do.
func Validate(c *Content) error {
	k := &checker{c: c, items: map[string]*Item{}}
	k.Max = 40
	k.itemsFile() // first: the rooms and gifts name items
	k.game()
	k.rooms()
	k.rewards()
	k.mc()
	k.gifts()
	k.killer()
	k.participants()
	return k.Err()
}

func (k *checker) game() {
	c, f := k.c, GameFile
	b := c.Box
	for _, n := range []struct {
		name string
		v    int
	}{
		{"room_numbers", b.RoomNumbers}, {"starting_rooms", b.StartingRooms}, {"exits", b.Exits},
		{"mc_cards", b.MCCards}, {"reward_cards", b.RewardCards}, {"items", b.Items}, {"gifts", b.Gifts},
		{"participants", b.Participants}, {"panicked_cards", b.PanickedCards}, {"locked_tokens", b.LockedTokens},
		{"resolve_tokens", b.ResolveTokens}, {"bullets", b.Bullets}, {"shells", b.Shells},
		{"exhausted_tokens", b.ExhaustedTokens}, {"keys", b.Keys}, {"dice", b.Dice},
	} {
		if n.v < 1 || n.v > 99 {
			k.Add(f, "box", "%s is %d; the box holds 1 to 99", n.name, n.v)
		}
	}
	k.source(f, "box", "source", b.Source)

	cb := c.Combat
	if cb.Dice < 1 || cb.Dice > 9 || b.Participants*cb.Dice > b.Dice {
		k.Add(f, "combat", "dice is %d a participant; it is 1 to 9 and the %d participants together may not need more than the box's %d", cb.Dice, b.Participants, b.Dice)
	}
	k.faces(f, "combat attack", "success", cb.Attack.Success)
	if cb.Attack.Damage < 1 || cb.Attack.Damage > 9 {
		k.Add(f, "combat attack", "damage is %d; an attack deals 1 to 9", cb.Attack.Damage)
	}
	k.faces(f, "combat escape", "success", cb.Escape.Success)
	if cb.Escape.Damage != 0 {
		k.Add(f, "combat escape", "an escape deals no damage: remove its damage")
	}
	k.source(f, "combat", "source", cb.Source)

	mcIDs := map[string]bool{}
	for _, m := range c.MC {
		mcIDs[m.ID] = true
	}
	seen := map[int]bool{}
	for i, s := range c.Setups {
		e := fmt.Sprintf("setups row #%d (%d players)", i+1, s.Players)
		switch {
		case s.Players < 2 || s.Players > b.Participants:
			k.Add(f, e, "the game is for 2 to %d players (one participant each)", b.Participants)
		case seen[s.Players]:
			k.Add(f, e, "listed twice: keep one row for each player count")
		}
		seen[s.Players] = true
		if s.Rows < 2 || s.Rows > 9 || s.Cols < 2 || s.Cols > 9 {
			k.Add(f, e, "the grid is %dx%d; rows and cols are 2 to 9", s.Rows, s.Cols)
		}
		if s.StartingRooms < s.Players || s.StartingRooms > min(4, b.StartingRooms) {
			k.Add(f, e, "starting_rooms is %d; each player starts in a corner of their own, so it is %d to %d", s.StartingRooms, s.Players, min(4, b.StartingRooms))
		}
		if s.Exits < 1 || s.Exits > b.Exits {
			k.Add(f, e, "exits is %d; the box has %d exits", s.Exits, b.Exits)
		}
		if n := s.StartingRooms + s.Rooms + s.Exits; n != s.Rows*s.Cols {
			k.Add(f, e, "%d starting rooms, %d rooms and %d exits make %d cards, but the %dx%d grid has %d places", s.StartingRooms, s.Rooms, s.Exits, n, s.Rows, s.Cols, s.Rows*s.Cols)
		}
		removed := map[int]bool{}
		for _, n := range s.RemoveRooms {
			if n < 1 || n > b.RoomNumbers || removed[n] {
				k.Add(f, e, "remove_rooms: room %d is not 1 to %d or is listed twice", n, b.RoomNumbers)
			}
			removed[n] = true
		}
		if left := b.RoomNumbers - len(removed); s.Rooms < 1 || s.Rooms > left {
			k.Add(f, e, "rooms is %d; the deck has %d rooms left to draw from", s.Rooms, left)
		}
		gone := map[string]bool{}
		for _, id := range s.RemoveMC {
			switch {
			case !mcIDs[id]:
				k.Add(f, e, "remove_mc: %q is not a card in %s", id, MCFile)
			case gone[id]:
				k.Add(f, e, "remove_mc: %q is listed twice", id)
			}
			gone[id] = true
		}
		if k.OneOf(f, e, "killer", s.Killer, killerStart) && s.Killer == KillerEmptyCorner && s.StartingRooms >= 4 {
			k.Add(f, e, "the Killer starts in the empty corner, but all four corners hold starting rooms")
		}
		k.source(f, e, "source", s.Source)
	}
	for p := 2; p <= b.Participants; p++ {
		if !seen[p] {
			k.Add(f, "setups", "no row for %d players: add one", p)
		}
	}
}

func (k *checker) itemsFile() {
	c, f := k.c, ItemsFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	var ids []string
	total := 0
	for i := range c.Items {
		it := &c.Items[i]
		e := datafile.Entry("item", it.ID, i)
		ids = append(ids, it.ID)
		if it.ID != "" && k.items[it.ID] == nil {
			k.items[it.ID] = it
		}
		if it.Name == "" {
			k.Add(f, e, "has no name")
		}
		if it.Copies < 1 || it.Copies > 99 {
			k.Add(f, e, "copies is %d; an item has 1 or more copies", it.Copies)
		} else {
			total += it.Copies
		}
		if k.OneOf(f, e, "category", it.Category, categories) {
			if it.Category == CatUtility {
				if len(it.Success) > 0 || it.Damage != 0 {
					k.Add(f, e, "a utility item is no weapon: remove its success and damage")
				}
				if it.Use == nil {
					k.Add(f, e, "a utility item needs a use (one of %s)", datafile.QuoteList(uses))
				} else {
					k.effect(f, e, *it.Use, uses, false)
				}
			} else {
				k.faces(f, e, "success", it.Success)
				if it.Damage < 1 || it.Damage > 9 {
					k.Add(f, e, "damage is %d; a weapon deals 1 to 9", it.Damage)
				}
				if it.Use != nil {
					k.Add(f, e, "a weapon has no use: remove it")
				}
			}
			if it.Category == CatFirearm {
				k.OneOf(f, e, "ammo", it.Ammo, ammos)
				if it.Loaded < 0 || it.Loaded > 9 {
					k.Add(f, e, "loaded is %d; a firearm comes with 0 to 9 ammo tokens", it.Loaded)
				}
			} else if it.Ammo != "" || it.Loaded != 0 {
				k.Add(f, e, "only a firearm takes ammo: remove ammo and loaded")
			}
		}
		if it.Text == "" {
			k.Add(f, e, "has no text: say what the item does")
		}
		k.source(f, e, "source", it.Source)
	}
	k.IDs(f, "item", ids)
	if total != c.Box.Items {
		k.Add(f, "", "the copies add up to %d cards, but game.json's box has %d item cards", total, c.Box.Items)
	}
}

// slot checks one reward of a room's row.
func (k *checker) slot(f, e string, r *Room, s Slot) {
	if !k.OneOf(f, e, "symbol", s.Symbol, slotSymbols) {
		return
	}
	if s.Symbol == Blank {
		if !r.Puzzle {
			k.Add(f, e, "a blank space belongs to a puzzle's row only")
		}
		if s.Outline != "" || s.N != 0 || s.Item != "" || s.Ammo != "" || s.Extra != 0 {
			k.Add(f, e, "a blank space holds no reward: keep only its draw")
		}
		return
	}
	k.OneOf(f, e, "outline", s.Outline, outlines)
	switch s.Symbol {
	case Damage, Ammo:
		if s.N < 1 || s.N > 9 {
			k.Add(f, e, "%s needs an n from 1 to 9 (the icons shown), not %d", s.Symbol, s.N)
		}
	default:
		if s.N != 0 {
			k.Add(f, e, "%s takes no n: remove it", s.Symbol)
		}
	}
	if cat, ok := itemSymbol[s.Symbol]; ok {
		if s.Item == "" {
			k.Add(f, e, "a %s reward names its item", s.Symbol)
		} else if it := k.item(f, e, "item", s.Item); it != nil && it.Category != cat {
			k.Add(f, e, "item %q is %s, not %s", s.Item, it.Category, cat)
		}
	} else if s.Item != "" {
		k.Add(f, e, "a %s reward names no item: remove it", s.Symbol)
	}
	if s.Symbol == Ammo {
		k.OneOf(f, e, "ammo", s.Ammo, ammos)
	} else if s.Ammo != "" {
		k.Add(f, e, "only an ammo reward names its ammo: remove it")
	}
	if s.Extra != 0 && (s.Symbol != Firearm || s.Extra < 0 || s.Extra > 9) {
		k.Add(f, e, "extra is %d; only a firearm reward comes with 1 to 9 extra ammo", s.Extra)
	}
}

func (k *checker) rooms() {
	c, f := k.c, RoomsFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	var ids []string
	type place struct {
		deck    string
		number  int
		variant string
	}
	seen := map[place]bool{}
	top := map[string]int{DeckMain: c.Box.RoomNumbers, DeckStart: c.Box.StartingRooms, DeckExit: c.Box.Exits}
	for i := range c.Rooms {
		r := &c.Rooms[i]
		e := datafile.Entry("room", r.ID, i)
		ids = append(ids, r.ID)
		if r.Name == "" {
			k.Add(f, e, "has no name")
		}
		if k.OneOf(f, e, "deck", r.Deck, decks) {
			if r.Number < 1 || r.Number > top[r.Deck] {
				k.Add(f, e, "number %d is not 1 to %d, the %s deck's numbers", r.Number, top[r.Deck], r.Deck)
			}
			if r.Deck == DeckExit {
				if r.Variant != "" {
					k.Add(f, e, "an exit has no variant: remove it")
				}
			} else {
				k.OneOf(f, e, "variant", r.Variant, variants)
			}
			p := place{r.Deck, r.Number, r.Variant}
			if seen[p] {
				k.Add(f, e, "%s room %d%s is listed twice", r.Deck, r.Number, r.Variant)
			}
			seen[p] = true
		}
		k.room(f, e, r)
		k.source(f, e, "source", r.Source)
	}
	k.IDs(f, "room", ids)
	for n := 1; n <= min(c.Box.RoomNumbers, 99); n++ {
		for _, v := range variants {
			if !seen[place{DeckMain, n, v}] {
				k.Add(f, "", "no main room %d%s: the deck has every number in both variants", n, v)
			}
		}
	}
	for n := 1; n <= min(c.Box.StartingRooms, 99); n++ {
		for _, v := range variants {
			if !seen[place{DeckStart, n, v}] {
				k.Add(f, "", "no face %s of starting room %d: each has two", v, n)
			}
		}
	}
	for n := 1; n <= min(c.Box.Exits, 99); n++ {
		if !seen[place{DeckExit, n, ""}] {
			k.Add(f, "", "no exit %d: game.json's box has %d", n, c.Box.Exits)
		}
	}
}

// room checks one room's search, row, rule and requirement.
func (k *checker) room(f, e string, r *Room) {
	if r.Search < 0 || r.Search > 9 {
		k.Add(f, e, "search is %d; a room draws 0 to 9 cards", r.Search)
	}
	if r.Deck == DeckExit {
		if !r.Puzzle || r.Search < 1 {
			k.Add(f, e, "an exit is a puzzle: give it \"puzzle\": true and a search of 1 or more")
		}
		if r.Keys < 1 || r.Keys > k.c.Box.Keys {
			k.Add(f, e, "keys is %d; an exit needs 1 or more keys, no more than the box's %d", r.Keys, k.c.Box.Keys)
		}
		if len(r.Rewards) > 0 || r.Rule != nil || r.Locks || r.Requires != nil {
			k.Add(f, e, "an exit only needs keys and a pair: remove its rewards, rule, locks and requires")
		}
		if r.Text == "" {
			k.Add(f, e, "has no text: say what the card tells the players")
		}
		return
	}
	if r.Keys != 0 {
		k.Add(f, e, "only an exit needs keys: remove them")
	}
	if r.Locks && (!r.Puzzle || r.Deck != DeckMain) {
		k.Add(f, e, "only a puzzle room of the main deck locks on entry: remove locks or make it a puzzle")
	}
	if (r.Rule != nil || r.Requires != nil || r.Locks) && r.Text == "" {
		k.Add(f, e, "has no text: say what the card tells the players")
	}

	positive, damage := 0, false
	for j, s := range r.Rewards {
		k.slot(f, fmt.Sprintf("%s reward #%d", e, j+1), r, s)
		if Positive(s.Symbol) {
			positive++
		}
		damage = damage || s.Symbol == Damage
	}
	if positive == 0 {
		k.Add(f, e, "the row has no reward worth having, so the room would start exhausted: add one")
	}
	n := len(r.Rewards)
	if r.Puzzle {
		if n > 0 && Positive(r.Rewards[n-1].Symbol) {
			k.Add(f, e, "a puzzle's right-most reward is its penalty: end the row with damage or panic")
		}
		for j, s := range r.Rewards {
			se := fmt.Sprintf("%s reward #%d", e, j+1)
			switch {
			case r.Locks && j < n-2 && (s.Draw < 1 || s.Draw > 12):
				k.Add(f, se, "draw is %d; in a puzzle that locks, each space but the last two shows the next try's draw, 1 to 12", s.Draw)
			case (!r.Locks || j >= n-2) && s.Draw != 0:
				k.Add(f, se, "draw is only for the spaces of a puzzle that locks, bar the last two: remove it")
			}
		}
	} else {
		for j, s := range r.Rewards {
			if s.Draw != 0 {
				k.Add(f, fmt.Sprintf("%s reward #%d", e, j+1), "draw is for puzzles only: remove it")
			}
		}
	}

	rule := ""
	if r.Rule != nil {
		rule = r.Rule.Kind
		k.effect(f, e+" rule", *r.Rule, roomRules, false)
		switch {
		case slices.Contains(failRules, rule) && (!r.Puzzle || r.Locks || r.Deck != DeckMain):
			k.Add(f, e+" rule", "%s is for a puzzle room that does not lock", rule)
		case rule == RuleDamageGrant && r.Rule.N >= 1:
			if !damage {
				k.Add(f, e+" rule", "%s needs a damage reward in the row", rule)
			}
			if r.Rule.N > n || !Positive(r.Rewards[r.Rule.N-1].Symbol) {
				k.Add(f, e+" rule", "reward #%d is not a reward worth having in the row", r.Rule.N)
			}
		}
	}
	if r.Puzzle && r.Deck == DeckMain && !r.Locks && !slices.Contains(failRules, rule) {
		k.Add(f, e, "a puzzle that does not lock needs a rule saying what failing does (one of %s)", datafile.QuoteList(failRules))
	}
	if r.Puzzle && r.Deck != DeckMain {
		k.Add(f, e, "a starting room is no puzzle: remove puzzle")
	}
	if r.Search == 0 && !slices.Contains(noDraw, rule) {
		k.Add(f, e, "search is 0, which needs a rule saying how the reward comes (one of %s)", datafile.QuoteList(noDraw))
	}
	if r.Search != 0 && slices.Contains(noDraw, rule) {
		k.Add(f, e, "rule %s draws no cards: make search 0", rule)
	}

	if q := r.Requires; q != nil {
		if q.Item == "" && q.Spend == "" {
			k.Add(f, e+" requires", "names nothing: give an item to own or tokens to spend, or remove it")
		}
		if q.Item != "" {
			k.item(f, e+" requires", "item", q.Item)
		}
		if k.OneOf(f, e+" requires", "spend", q.Spend, spends) {
			switch {
			case q.Spend != "" && (q.N < 1 || q.N > 9):
				k.Add(f, e+" requires", "spends %d %s; it is 1 to 9", q.N, q.Spend)
			case q.Spend == "" && q.N != 0:
				k.Add(f, e+" requires", "n counts what is spent: remove it or add spend")
			}
		}
	}
}

func (k *checker) rewards() {
	c, f := k.c, RewardsFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	var ids []string
	shown := map[string]bool{}
	for i, r := range c.Rewards {
		e := datafile.Entry("reward card", r.ID, i)
		ids = append(ids, r.ID)
		if len(r.Symbols) < 1 || len(r.Symbols) > 2 {
			k.Add(f, e, "shows %d symbols; a reward card shows one or two", len(r.Symbols))
		}
		for _, s := range r.Symbols {
			if k.OneOf(f, e, "symbol", s, Symbols()) {
				shown[s] = true
			}
		}
		if len(r.Symbols) == 2 && r.Symbols[0] == r.Symbols[1] {
			k.Add(f, e, "shows %q twice: a card with two symbols shows two rewards", r.Symbols[0])
		}
		k.source(f, e, "source", r.Source)
	}
	k.IDs(f, "reward card", ids)
	if len(c.Rewards) != c.Box.RewardCards {
		k.Add(f, "", "holds %d cards, but game.json's box has %d reward cards", len(c.Rewards), c.Box.RewardCards)
	}
	var missing []string
	for _, r := range c.Rooms {
		for _, s := range r.Rewards {
			if s.Symbol != Blank && slices.Contains(Symbols(), s.Symbol) && !shown[s.Symbol] && !slices.Contains(missing, s.Symbol) {
				missing = append(missing, s.Symbol)
			}
		}
	}
	for _, s := range missing {
		k.Add(f, "", "no card shows %q, so the rooms' %s rewards can never be drawn", s, s)
	}
}

func (k *checker) mc() {
	c, f := k.c, MCFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	var ids []string
	total := 0
	for i, m := range c.MC {
		e := datafile.Entry("MC card", m.ID, i)
		ids = append(ids, m.ID)
		if m.Title == "" {
			k.Add(f, e, "has no title")
		}
		if m.Copies < 1 || m.Copies > 99 {
			k.Add(f, e, "copies is %d; a title has 1 or more copies", m.Copies)
		} else {
			total += m.Copies
		}
		k.effect(f, e, m.Effect, mcKinds, false)
		if m.Symbols < 0 || m.Symbols > 6 {
			k.Add(f, e, "shows %d Killer symbols; a card shows 0 to 6", m.Symbols)
		}
		if m.Text == "" {
			k.Add(f, e, "has no text: say what the card does")
		}
		k.source(f, e, "source", m.Source)
	}
	k.IDs(f, "MC card", ids)
	if total != c.Box.MCCards {
		k.Add(f, "", "the copies add up to %d cards, but game.json's box has %d MC cards", total, c.Box.MCCards)
	}
}

func (k *checker) gifts() {
	c, f := k.c, GiftsFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	var ids []string
	for i, g := range c.Gifts {
		e := datafile.Entry("gift", g.ID, i)
		ids = append(ids, g.ID)
		if k.OneOf(f, e, "kind", g.Kind, giftKinds) {
			if (g.Kind == GiftItem) != (len(g.Items) > 0) {
				k.Add(f, e, "items go with kind %q only, which needs one or two", GiftItem)
			}
			if len(g.Items) > 2 {
				k.Add(f, e, "gives %d items; a token shows one or two", len(g.Items))
			}
			for _, id := range g.Items {
				k.item(f, e, "item", id)
			}
			if g.Kind == GiftAmmo {
				k.OneOf(f, e, "ammo", g.Ammo, ammos)
			} else if g.Ammo != "" {
				k.Add(f, e, "ammo goes with kind %q only: remove it", GiftAmmo)
			}
			needN := g.Kind == GiftAmmo || g.Kind == GiftDamage
			switch {
			case needN && (g.N < 1 || g.N > 9):
				k.Add(f, e, "a %s gift needs an n from 1 to 9, not %d", g.Kind, g.N)
			case !needN && g.N != 0:
				k.Add(f, e, "a %s gift takes no n: remove it", g.Kind)
			}
		}
		k.source(f, e, "source", g.Source)
	}
	k.IDs(f, "gift", ids)
	if len(c.Gifts) != c.Box.Gifts {
		k.Add(f, "", "holds %d tokens, but game.json's box has %d MC gift tokens", len(c.Gifts), c.Box.Gifts)
	}
}

func (k *checker) killer() {
	f, x := KillerFile, k.c.Killer
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	if x.MaxHealth < 1 || x.MaxHealth > 30 || x.Health < 1 || x.Health > x.MaxHealth {
		k.Add(f, "killer", "health %d and max_health %d: he starts with 1 or more and at most his maximum, up to 30", x.Health, x.MaxHealth)
	}
	k.faces(f, "killer", "success", x.Success)
	if len(x.Rage) < 2 || len(x.Rage) > 12 {
		k.Add(f, "killer rage", "the track has %d spaces; it has 2 to 12", len(x.Rage))
	}
	for i, s := range x.Rage {
		e := fmt.Sprintf("killer rage space #%d", i+1)
		if s.Dice < 1 || s.Dice > 9 || s.Damage < 1 || s.Damage > 9 {
			k.Add(f, e, "%d dice and %d damage; each is 1 to 9", s.Dice, s.Damage)
		}
		if i > 0 {
			p := x.Rage[i-1]
			if s.Dice < p.Dice || s.Damage < p.Damage || s == p {
				k.Add(f, e, "each space raises the dice, the damage or both, and lowers neither")
			}
		}
	}
	co := x.Costs
	if co.Heal < 1 || co.Activate < 1 || co.Enrage < 1 || co.Move < 1 {
		k.Add(f, "killer costs", "every use costs 1 or more Killer symbols")
	}
	k.source(f, "killer", "source", x.Source)
	k.source(f, "killer", "rage_source", x.RageSource)
}

func (k *checker) participants() {
	c, f := k.c, ParticipantsFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	var ids []string
	for i, p := range c.Participants {
		e := datafile.Entry("participant", p.ID, i)
		ids = append(ids, p.ID)
		if p.Name == "" {
			k.Add(f, e, "has no name")
		}
		if p.Lore == "" {
			k.Add(f, e, "has no lore: say who they are")
		}
		for _, s := range []struct {
			name string
			side Side
		}{{"basic", p.Basic}, {"advanced", p.Advanced}} {
			se := e + " " + s.name + " side"
			if s.side.Health < 1 || s.side.Health > 30 || s.side.Resolve < 0 || s.side.Resolve > 9 {
				k.Add(f, se, "health %d and resolve %d: health is 1 to 30, resolve 0 to 9", s.side.Health, s.side.Resolve)
			}
		}
		if len(p.Basic.Powers) > 0 {
			k.Add(f, e+" basic side", "the first-game side has no powers: move them to the advanced side")
		}
		if len(p.Advanced.Powers) != 2 {
			k.Add(f, e+" advanced side", "has %d powers; the advanced side has two", len(p.Advanced.Powers))
		}
		var pids []string
		for j, w := range p.Advanced.Powers {
			we := e + " " + datafile.Entry("power", w.ID, j)
			pids = append(pids, w.ID)
			if w.Name == "" {
				k.Add(f, we, "has no name")
			}
			k.effect(f, we, w.Effect, powerKinds, true)
			if w.Effect.Kind == PowStartResolve && w.Effect.N != p.Advanced.Resolve {
				k.Add(f, we, "starts with %d Resolve, but the advanced side's resolve is %d: make them agree", w.Effect.N, p.Advanced.Resolve)
			}
			if w.Text == "" {
				k.Add(f, we, "has no text: say what the power does")
			}
			k.source(f, we, "source", w.Source)
		}
		k.IDs(f, e+" power", pids)
		k.source(f, e, "source", p.Source)
	}
	k.IDs(f, "participant", ids)
	if len(c.Participants) != c.Box.Participants {
		k.Add(f, "", "holds %d participants, but game.json's box has %d participant sheets", len(c.Participants), c.Box.Participants)
	}
}

// CheckRoom checks one room card typed at the table (a main-deck room of
// the game in play), with the same rules as a file's: the error says what
// is wrong with it.
func CheckRoom(c *Content, r *Room) error {
	k := &checker{c: c, items: map[string]*Item{}}
	for i := range c.Items {
		k.items[c.Items[i].ID] = &c.Items[i]
	}
	k.room("the typed room", "", r)
	return k.Err()
}

// CheckMC checks one MC card typed at the table.
func CheckMC(c *Content, m *MCCard) error {
	k := &checker{c: c}
	k.effect("the typed MC card", "", m.Effect, mcKinds, false)
	if m.Symbols < 0 || m.Symbols > 6 {
		k.Add("the typed MC card", "", "it shows %d Killer symbols; a card shows 0 to 6", m.Symbols)
	}
	return k.Err()
}
