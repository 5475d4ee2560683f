package terrorixico

import (
	"fmt"
	"strings"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Stable words the data may use.
var (
	sources      = []string{string(Confirmed), string(Secondary), string(Inferred), string(House)}
	ops          = []string{OpAdd, OpTimes}
	eventKinds   = EventKinds()
	specialKinds = []string{SpFury, SpTakeAdvantage, SpGoodOmens, SpLastChance, SpTrickery, SpFriendlyFire, SpBerserker, SpEquality, SpStrength, SpMimic}
	faceDowns    = []string{FaceDownNoEffect, FaceDownOnReveal}
	// needsN gives the range of n for the effect kinds that take one; every
	// other kind takes none.
	needsN = map[string][2]int{
		EvAddMonster: {1, 3}, EvAddEvent: {1, 3}, EvHandLimit: {1, 20}, EvMonsterTrack: {1, 3},
		EvTraumaAll: {1, 3}, EvEliminateTrauma: {1, 5},
		SpFury: {1, 9}, SpTakeAdvantage: {1, 3}, SpGoodOmens: {1, 9}, SpLastChance: {1, 9},
		SpFriendlyFire: {1, 3}, SpBerserker: {1, 9}, SpStrength: {2, 4},
	}
	// countsAs lists the special kinds that count as relics by themselves.
	countsAs = []string{SpLastChance, SpTrickery}
	// modRange gives the range of n for each modifier operation.
	modRange = map[string][2]int{OpAdd: {0, 9}, OpTimes: {2, 4}}
)

// The largest value a relic card may show.
const maxRelic = 3

type checker struct {
	datafile.Problems
	c *Content
}

// source checks an entry's source tag.
func (k *checker) source(file, e, field string, s Source) {
	k.Source(file, e, field, string(s), sources)
}

// effect checks an effect against the kinds allowed where it is used and
// the number its kind needs.
func (k *checker) effect(file, e string, f Effect, allowed []string) bool {
	if f.Kind == "" {
		k.Add(file, e, "the effect has no kind (one of %s)", datafile.QuoteList(allowed))
		return false
	}
	if !k.OneOf(file, e, "effect kind", f.Kind, allowed) {
		return false
	}
	r, ok := needsN[f.Kind]
	switch {
	case ok && (f.N < r[0] || f.N > r[1]):
		k.Add(file, e, "effect %s needs an n from %d to %d, not %d", f.Kind, r[0], r[1], f.N)
	case !ok && f.N != 0:
		k.Add(file, e, "effect %s takes no n: remove it", f.Kind)
	}
	return true
}

// Validate checks content for the mistakes a hand-made file can have and
// returns them all, each naming its file and entry and what to do.
func Validate(c *Content) error {
	k := &checker{c: c}
	k.Max = 40
	k.game()
	k.monsters()
	k.events()
	k.deck()
	k.trauma()
	return k.Err()
}

func (k *checker) game() {
	c, f := k.c, GameFile
	b := c.Box
	for _, n := range []struct {
		name string
		v    int
	}{
		{"monsters", b.Monsters}, {"events", b.Events}, {"deck_cards", b.DeckCards},
		{"relics_per_kind", b.RelicsPerKind}, {"specials", b.Specials}, {"trauma", b.Trauma}, {"cubes", b.Cubes},
	} {
		if n.v < 1 || n.v > 99 {
			k.Add(f, "box", "%s is %d; the box holds 1 to 99", n.name, n.v)
		}
	}
	if n := 4*b.RelicsPerKind + b.Specials; n != b.DeckCards {
		k.Add(f, "box", "a deck of 4 x %d relics and %d specials makes %d cards, not deck_cards %d: make them agree", b.RelicsPerKind, b.Specials, n, b.DeckCards)
	}
	if len(b.Colors) < 2 || len(b.Colors) > 8 {
		k.Add(f, "box", "colors lists %d colours; the game is for 2 or more players, one colour each (at most 8)", len(b.Colors))
	}
	seen := map[string]bool{}
	for i, col := range b.Colors {
		switch {
		case col == "" || strings.ContainsAny(col, " \t\n"):
			k.Add(f, "box", "colour #%d %q is empty or holds spaces: use one word", i+1, col)
		case seen[col]:
			k.Add(f, "box", "colour %q is listed twice", col)
		}
		seen[col] = true
	}
	if b.Cubes != 2*len(b.Colors) {
		k.Add(f, "box", "cubes is %d, but %d colours take two each (the monster track and the V.P. track): %d", b.Cubes, len(b.Colors), 2*len(b.Colors))
	}
	k.source(f, "box", "source", b.Source)

	rows := map[int]bool{}
	for i, p := range c.Players {
		e := fmt.Sprintf("players row #%d (%d players)", i+1, p.Players)
		switch {
		case p.Players < 2 || p.Players > len(b.Colors):
			k.Add(f, e, "the game is for 2 to %d players (one colour each)", len(b.Colors))
		case rows[p.Players]:
			k.Add(f, e, "listed twice: keep one row for each player count")
		}
		rows[p.Players] = true
		if p.Trauma < 1 || p.Trauma > b.Trauma {
			k.Add(f, e, "trauma is %d; the supply is 1 to the box's %d trauma cards", p.Trauma, b.Trauma)
		}
		if p.TrackEnd < 1 || p.TrackEnd > b.Monsters {
			k.Add(f, e, "track_end is %d; the monster track ends at 1 to the box's %d monsters", p.TrackEnd, b.Monsters)
		}
		k.source(f, e, "source", p.Source)
	}
	for p := 2; p <= min(len(b.Colors), 8); p++ {
		if !rows[p] {
			k.Add(f, "players", "no row for %d players: add one", p)
		}
	}

	t := c.Turn
	s := c.Setup
	if s.Keep < 1 || s.Keep > s.Draw || s.Draw > b.DeckCards {
		k.Add(f, "setup", "draw %d, keep %d: keep 1 or more of the cards drawn, and draw no more than a deck's %d", s.Draw, s.Keep, b.DeckCards)
	}
	if s.Keep != t.Hand {
		k.Add(f, "setup", "keep is %d, but turn's hand is %d: the opening hand is the hand a turn starts with", s.Keep, t.Hand)
	}
	k.source(f, "setup", "source", s.Source)

	if t.Hand < 1 || t.Hand > 20 {
		k.Add(f, "turn", "hand is %d; a hand holds 1 to 20 cards", t.Hand)
	}
	if t.Plays < 1 || t.Plays > max(t.Hand, 1) {
		k.Add(f, "turn", "plays is %d; a turn plays 1 or more cards, no more than the hand's %d", t.Plays, t.Hand)
	}
	if t.FaceDown < 0 || t.FaceDown > t.Plays {
		k.Add(f, "turn", "face_down is %d; 0 to the %d cards played may go face down", t.FaceDown, t.Plays)
	}
	if t.FaceDownPerLine < 0 || t.FaceDownPerLine > 9 {
		k.Add(f, "turn", "face_down_per_line is %d; a frontline holds 0 to 9 face-down cards", t.FaceDownPerLine)
	}
	for _, r := range []struct {
		name string
		r    Refill
	}{{"refill", t.Refill}, {"refresh", t.Refresh}} {
		e := "turn " + r.name
		if r.r.Draw < 1 || r.r.Draw > 20 || r.r.Discard < 0 || r.r.Discard > r.r.Draw || r.r.Eliminate < 0 || r.r.Eliminate > 9 {
			k.Add(f, e, "eliminate %d, draw %d, discard %d: draw 1 to 20, discard 0 to the cards drawn, eliminate 0 to 9", r.r.Eliminate, r.r.Draw, r.r.Discard)
		} else if n := t.Hand - t.Plays - r.r.Eliminate + r.r.Draw - r.r.Discard; n != t.Hand {
			k.Add(f, e, "a hand of %d less %d played, %d eliminated, %d drawn and %d discarded holds %d, not the %d a turn starts with: make them agree", t.Hand, t.Plays, r.r.Eliminate, r.r.Draw, r.r.Discard, n, t.Hand)
		}
	}
	if t.Refresh.Eliminate < 1 {
		k.Add(f, "turn refresh", "eliminates %d cards; the refresh is the way to end a turn that eliminates one or more", t.Refresh.Eliminate)
	}
	if t.ReshuffleAt < 0 || t.ReshuffleAt > b.DeckCards {
		k.Add(f, "turn", "reshuffle_at is %d; it is 0 to a deck's %d cards", t.ReshuffleAt, b.DeckCards)
	}
	k.source(f, "turn", "source", t.Source)

	sb := c.Scoreboard
	if sb.VPEnd < 1 || sb.VPEnd > 999 {
		k.Add(f, "scoreboard", "vp_end is %d; the V.P. track ends at 1 to 999", sb.VPEnd)
	}
	if len(sb.Sets) == 0 {
		k.Add(f, "scoreboard", "sets lists nothing: give the points for 2, 3 and more monsters of one type")
	}
	last := Set{Monsters: 1}
	for i, st := range sb.Sets {
		e := fmt.Sprintf("scoreboard set #%d", i+1)
		if st.Monsters <= last.Monsters || st.Monsters > b.Monsters || st.VP < last.VP || st.VP > 99 {
			k.Add(f, e, "%d monsters for %d V.P.: list the sets from 2 monsters up, no more than the box's %d, each bigger set worth as much or more (at most 99)", st.Monsters, st.VP, b.Monsters)
		}
		last = st
	}
	k.source(f, "scoreboard", "source", sb.Source)

	if len(c.Levels) == 0 {
		k.Add(f, "levels", "lists nothing: give the adventure levels from the lowest score up")
	}
	for i, l := range c.Levels {
		e := fmt.Sprintf("level #%d (%s)", i+1, l.Name)
		if l.Name == "" {
			k.Add(f, e, "has no name")
		}
		if l.From < -999 || l.From > 999 || (i > 0 && l.From <= c.Levels[i-1].From) {
			k.Add(f, e, "from is %d; list the levels from the lowest score up, each starting higher than the last (-999 to 999)", l.From)
		}
		k.source(f, e, "source", l.Source)
	}
}

func (k *checker) monsters() {
	c, f := k.c, MonstersFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	if len(c.Monsters) != c.Box.Monsters {
		k.Add(f, "", "holds %d monsters, but game.json's box has %d monster cards", len(c.Monsters), c.Box.Monsters)
	}
	var ids []string
	perType := map[string]int{}
	for i := range c.Monsters {
		m := &c.Monsters[i]
		ids = append(ids, m.ID)
		if k.monster(f, datafile.Entry("monster", m.ID, i), m) {
			perType[m.Type]++
		}
	}
	k.IDs(f, "monster", ids)
	if sets := c.Scoreboard.Sets; len(sets) > 0 && len(c.Monsters) > 0 {
		top, most := sets[len(sets)-1].Monsters, 0
		for _, n := range perType {
			most = max(most, n)
		}
		if most < top {
			k.Add(f, "", "no type has %d monsters, so game.json's set of %d can never score: give one type %d or more", top, top, top)
		}
	}
}

// monster checks one monster card, of the file or typed at the table, and
// reports whether its type is one of the four.
func (k *checker) monster(f, e string, m *Monster) bool {
	if m.Name == "" {
		k.Add(f, e, "has no name")
	}
	typed := k.OneOf(f, e, "type", m.Type, Types())
	for _, line := range Frontlines() {
		if n := m.Relics.Get(line); n < 0 || n > 9 {
			k.Add(f, e, "relics %s is %d; a monster takes 0 to 9 relics in a frontline", line, n)
		}
	}
	if m.Relics.Total() < 1 {
		k.Add(f, e, "takes no relic in any frontline: give it 1 or more somewhere")
	}
	if m.First < 1 || m.First > 99 || m.Second < 0 || m.Second > m.First {
		k.Add(f, e, "first %d and second %d: first place earns 1 to 99 V.P., second 0 to first place's", m.First, m.Second)
	}
	if m.Text == "" {
		k.Add(f, e, "has no text: tell its legend in a sentence")
	}
	k.source(f, e, "relics_source", m.RelicsSource)
	k.source(f, e, "source", m.Source)
	return typed
}

func (k *checker) events() {
	c, f := k.c, EventsFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	if len(c.Events) != c.Box.Events {
		k.Add(f, "", "holds %d cards, but game.json's box has %d Event/Boss cards", len(c.Events), c.Box.Events)
	}
	var ids []string
	numbers := map[int]bool{}
	for i := range c.Events {
		ev := &c.Events[i]
		e := datafile.Entry("event", ev.ID, i)
		ids = append(ids, ev.ID)
		switch {
		case ev.Number < 1 || ev.Number > c.Box.Events:
			k.Add(f, e, "number %d is not 1 to %d, the Event/Boss cards' numbers", ev.Number, c.Box.Events)
		case numbers[ev.Number]:
			k.Add(f, e, "number %d is used twice: each card has its own", ev.Number)
		}
		numbers[ev.Number] = true
		k.event(f, e, ev)
	}
	k.IDs(f, "event", ids)
	if len(c.Events) > 0 {
		adders := 0
		for i := range c.Events {
			if c.Events[i].Has(EvAddEvent) != nil {
				adders++
			}
		}
		if adders == len(c.Events) {
			k.Add(f, "", "every card adds another Event/Boss card, so revealing one would empty the pile: leave some without add_event")
		}
	}
}

// event checks one Event/Boss card, of the file or typed at the table: all
// but its number, which only the whole file can check.
func (k *checker) event(f, e string, ev *Event) {
	if ev.Title == "" {
		k.Add(f, e, "has no title")
	}
	for _, line := range Frontlines() {
		m := ev.Mods.Get(line)
		if m == nil {
			continue
		}
		me := e + " " + line
		if !k.OneOf(f, me, "op", m.Op, ops) {
			continue
		}
		if r := modRange[m.Op]; m.N < r[0] || m.N > r[1] {
			if f == typedFile { // typed, the frontline is simply not typed
				k.Add(f, me, "%s needs an n from %d to %d, not %d", m.Op, r[0], r[1], m.N)
			} else {
				k.Add(f, me, "%s needs an n from %d to %d, not %d (leave the frontline out for a card that prints nothing there)", m.Op, r[0], r[1], m.N)
			}
		}
	}
	if ev.Trauma < 1 || ev.Trauma > 5 {
		k.Add(f, e, "trauma is %d; a player who passes takes 1 to 5 trauma cards", ev.Trauma)
	}
	if ev.VP < 0 || ev.VP > 99 {
		k.Add(f, e, "vp is %d; a card adds 0 to 99 V.P.", ev.VP)
	}
	kinds := map[string]bool{}
	for j, x := range ev.Effects {
		xe := fmt.Sprintf("%s effect #%d", e, j+1)
		if !k.effect(f, xe, x, eventKinds) {
			continue
		}
		if kinds[x.Kind] {
			k.Add(f, xe, "%s is listed twice: give it once, with the whole number", x.Kind)
		}
		kinds[x.Kind] = true
		if x.Kind == EvAddMonster && x.N >= k.c.Box.Monsters {
			k.Add(f, xe, "adds %d monsters, but the box has %d: one is already in the fight", x.N, k.c.Box.Monsters)
		}
		if x.Kind == EvAddEvent && x.N >= k.c.Box.Events {
			k.Add(f, xe, "adds %d cards, but the box has %d: this one is already in the fight", x.N, k.c.Box.Events)
		}
	}
	if ev.Text == "" {
		k.Add(f, e, "has no text: say what the narrator reads")
	}
	k.source(f, e, "mods_source", ev.ModsSource)
	k.source(f, e, "source", ev.Source)
}

func (k *checker) deck() {
	c, f := k.c, DeckFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	type relic struct {
		kind  string
		value int
	}
	seen := map[relic]bool{}
	perKind := map[string]int{}
	for i, r := range c.Deck.Relics {
		e := fmt.Sprintf("relic row #%d (%s %d)", i+1, r.Kind, r.Value)
		kindOK := k.OneOf(f, e, "kind", r.Kind, Frontlines())
		if r.Value < 1 || r.Value > maxRelic {
			k.Add(f, e, "value is %d; a relic card is worth 1 to %d", r.Value, maxRelic)
		}
		if r.Count < 1 || r.Count > 99 {
			k.Add(f, e, "count is %d; a row holds 1 or more cards", r.Count)
		} else if kindOK {
			perKind[r.Kind] += r.Count
		}
		if seen[relic{r.Kind, r.Value}] {
			k.Add(f, e, "%s relics worth %d are listed twice: keep one row and add up the counts", r.Kind, r.Value)
		}
		seen[relic{r.Kind, r.Value}] = true
		k.source(f, e, "source", r.Source)
	}
	for _, line := range Frontlines() {
		if perKind[line] != c.Box.RelicsPerKind {
			k.Add(f, "", "the %s relics add up to %d cards, but game.json's box has %d of each kind", line, perKind[line], c.Box.RelicsPerKind)
		}
	}

	var ids []string
	kinds := map[string]bool{}
	total := 0
	for i := range c.Deck.Specials {
		s := &c.Deck.Specials[i]
		e := datafile.Entry("special", s.ID, i)
		ids = append(ids, s.ID)
		if s.Name == "" {
			k.Add(f, e, "has no name")
		}
		if s.Copies < 1 || s.Copies > 99 {
			k.Add(f, e, "copies is %d; a title has 1 or more copies", s.Copies)
		} else {
			total += s.Copies
		}
		if k.effect(f, e, s.Effect, specialKinds) {
			if kinds[s.Effect.Kind] {
				k.Add(f, e, "a second title with effect %s: each effect is one title, give it more copies instead", s.Effect.Kind)
			}
			kinds[s.Effect.Kind] = true
			counts := false
			for _, kind := range countsAs {
				counts = counts || kind == s.Effect.Kind
			}
			switch {
			case counts && (s.Relics < 1 || s.Relics > maxRelic):
				k.Add(f, e, "%s counts as relics: relics is 1 to %d, not %d", s.Effect.Kind, maxRelic, s.Relics)
			case !counts && s.Relics != 0:
				k.Add(f, e, "%s counts as no relic by itself: remove relics", s.Effect.Kind)
			}
		}
		k.OneOf(f, e, "face_down", s.FaceDown, faceDowns)
		if s.Text == "" {
			k.Add(f, e, "has no text: say what the card does")
		}
		k.source(f, e, "source", s.Source)
	}
	k.IDs(f, "special", ids)
	if total != c.Box.Specials {
		k.Add(f, "", "the specials' copies add up to %d cards, but game.json's box has %d special cards a deck", total, c.Box.Specials)
	}
}

func (k *checker) trauma() {
	c, f := k.c, TraumaFile
	k.Label(f, k.c.Labels[f], HouseLabel, "cards")
	seen := map[int]bool{}
	total := 0
	for i, t := range c.Trauma {
		e := fmt.Sprintf("trauma row #%d (%d)", i+1, t.Value)
		if t.Value > 0 || t.Value < -maxRelic {
			k.Add(f, e, "value is %d; a trauma card is worth 0 to -%d (write the minus)", t.Value, maxRelic)
		} else if seen[t.Value] {
			k.Add(f, e, "value %d is listed twice: keep one row and add up the counts", t.Value)
		}
		seen[t.Value] = true
		if t.Count < 1 || t.Count > 99 {
			k.Add(f, e, "count is %d; a row holds 1 or more cards", t.Count)
		} else {
			total += t.Count
		}
		if t.Value < 0 && t.Value >= -maxRelic {
			found := false
			for _, r := range c.Deck.Relics {
				found = found || r.Value == -t.Value
			}
			if !found {
				k.Add(f, e, "no relic in %s is worth %d, so a %d trauma card could never be played face up", DeckFile, -t.Value, t.Value)
			}
		}
		k.source(f, e, "source", t.Source)
	}
	if total != c.Box.Trauma {
		k.Add(f, "", "the counts add up to %d cards, but game.json's box has %d trauma cards", total, c.Box.Trauma)
	}
}

// typedFile names a card typed at the table in the problems it has.
const typedFile = "the typed card"

// CheckMonster checks a monster card typed at the table (the values one
// card of the content shows on the real table) with the checks a file's
// card gets: the error says what is wrong with it.
func CheckMonster(c *Content, m *Monster) error {
	k := &checker{c: c}
	k.monster(typedFile, datafile.Entry("monster", m.ID, 0), m)
	return k.Err()
}

// CheckEvent checks an Event/Boss card typed at the table, as CheckMonster
// does a monster.
func CheckEvent(c *Content, e *Event) error {
	k := &checker{c: c}
	k.event(typedFile, datafile.Entry("event", e.ID, 0), e)
	return k.Err()
}
