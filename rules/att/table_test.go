package att

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/saves"
)

// Table mode: the referee enters draws and rolls; hands stay secret until a
// card is played; cards missing from the content are typed.

func newTablePlay(t *testing.T, c *ba.Content, seats int) *play {
	t.Helper()
	return &play{rulestest.NewPlayer(t, Definition(c), rules.Setup{Game: "att", Seats: rulestest.Seats(seats), Mode: rules.Table})}
}

// refuse answers id and wants it refused with a reason holding why.
func (p *play) refuse(id, why string) {
	p.T.Helper()
	pr := p.Prompt()
	_, _, err := p.Game.Apply(pr.Seat, id)
	var ill *rules.IllegalError
	if !errors.As(err, &ill) || !strings.Contains(err.Error(), why) {
		p.T.Fatalf("%q to %q: %v, want it refused with %q", id, pr.Text, err, why)
	}
}

func totalFeats(v View) int {
	n := v.FeatDeck + v.FeatDiscard
	for _, s := range v.Seats {
		n += s.HandCount
	}
	return n
}

// tablePool plays a 3-seat table game to the first player's dice pool:
// Ann (the Captain) keeps the Map, the river is dealt green, Ann goes to
// the Accursed Shrine.
func tablePool(t *testing.T) *play {
	t.Helper()
	p := newTablePlay(t, quiet(), 3)
	p.Do("character captain", "character heiress", "character journalist")
	p.auto()
	p.Do("keep")
	p.dealRiver(greens...)
	p.Do("go shrine", "skip")
	if p.Can("desperate") {
		p.Do("roll")
	}
	return p
}

func TestTableFeatDrawsIntoHandsAreNeverAsked(t *testing.T) {
	p := newTablePlay(t, quiet(), 3)
	p.Do("character captain", "character heiress", "character journalist")
	asked := 0
	for p.Prompt().IsChance() {
		if strings.HasPrefix(p.Prompt().Text, "Draw a Feat card") {
			t.Fatalf("table mode asks for a card drawn into a hand: %q", p.Prompt().Text)
		}
		p.Do(p.Prompt().Choices[0].ID)
		asked++
	}
	v := p.view()
	for _, s := range v.Seats {
		if s.HandCount != 3 || s.HandUnseen != 3 || len(s.Hand) != 0 {
			t.Errorf("%s: hand %d cards, %d unseen, listed %v; want 3 unseen", s.Player, s.HandCount, s.HandUnseen, s.Hand)
		}
	}
	if want := featCopies(v) - 9 - 1; v.FeatDeck != want || totalFeats(v) != featCopies(v) || !v.Table {
		t.Errorf("Feat deck %d, want %d; %d cards in all, want %d", v.FeatDeck, want, totalFeats(v), featCopies(v))
	}
	// Digital play still draws every card by name.
	d := newPlay(t, quiet(), 3, nil)
	d.Do("character captain", "character heiress", "character journalist")
	drew := false
	for d.Prompt().IsChance() {
		drew = drew || strings.HasPrefix(d.Prompt().Text, "Draw a Feat card")
		if d.Prompt().Free != nil {
			t.Fatalf("digital play takes free answers at %q", d.Prompt().Text)
		}
		d.Do(d.Prompt().Choices[0].ID)
	}
	if !drew || d.view().Table || d.seat(0).HandUnseen != 0 || len(d.seat(0).Hand) != 3 {
		t.Errorf("digital hands: %+v", d.seat(0))
	}
}

func TestTablePlayOffersTheFeatsStillPossibleAndTakesANameTyped(t *testing.T) {
	p := tablePool(t)
	pr := p.Prompt()
	if !pr.Secret || pr.Free == nil || pr.Free.Prefix != "feat" {
		t.Fatalf("the dice pool takes a free Feat answer: %+v", pr)
	}
	if !p.Can("feat lucky-charm") || p.Can("feat steady-hands") {
		t.Fatalf("the Feats that may be in the hand and can be played (1 Feat token): %v", p.IDs())
	}
	before := p.view()
	p.Do("feat Lucky Charm") // by name, as printed
	v := p.view()
	ann := v.Seats[0]
	if ann.HandCount != 2 || ann.HandUnseen != 2 || v.FeatDiscard != before.FeatDiscard+1 || v.FeatTop != "Lucky Charm" {
		t.Fatalf("after the play: hand %d (%d unseen), discard %d, top %q", ann.HandCount, ann.HandUnseen, v.FeatDiscard, v.FeatTop)
	}
	if v.FeatDeck != before.FeatDeck || totalFeats(v) != featCopies(v) {
		t.Errorf("the deck changed (%d -> %d) or cards were lost (%d)", before.FeatDeck, v.FeatDeck, totalFeats(v))
	}
	if k := v.Tray.Dice[0].Kind; k != "luck" {
		t.Errorf("Lucky Charm swaps a basic die for a luck die: %v", v.Tray.Dice)
	}
	// Unknown names are refused with what to type instead.
	p.refuse("feat Garlic Soup", `no Feat card is called "Garlic Soup"; type its values`)
	p.refuse("feat Steady Hands", "costs 2 Feat tokens")
}

func TestTableFeatWhoseCopiesAreAllSeenIsRefused(t *testing.T) {
	c := quiet()
	for i := range c.Feats {
		if c.Feats[i].ID == "beginners-luck" {
			c.Feats[i].Copies = 1
		}
	}
	p := newTablePlay(t, c, 3)
	p.Do("character captain", "character heiress", "character journalist")
	p.auto()
	for p.Prompt().IsChance() {
		p.Do(p.Prompt().Choices[0].ID)
	}
	// Turn the only Beginner's Luck face up by hand: a fresh game.
	p = newTablePlay(t, c, 3)
	p.Do("character captain", "character heiress", "character journalist")
	for !strings.HasPrefix(p.Prompt().Text, "Turn the top Feat") {
		p.Do(p.Prompt().Choices[0].ID)
	}
	p.Do("feat Beginner's Luck")
	p.auto()
	p.Do("keep")
	p.dealRiver(greens...)
	p.Do("go shrine", "skip")
	if p.Can("desperate") {
		p.Do("roll")
	}
	if p.Can("feat beginners-luck") {
		t.Fatal("a card whose every copy is on the discard pile is offered")
	}
	p.refuse("feat beginners-luck", "every copy of Beginner's Luck is already seen elsewhere")
}

func TestTableFeatTypedByItsValues(t *testing.T) {
	p := tablePool(t)
	courage := p.seat(0).Resources["courage"]
	p.refuse("feat 0 gain glory 2", `gain needs a resource`)
	p.refuse("feat 0 fly", `"fly" is not an effect`)
	p.refuse("feat 0 gain courage 2 now", "too much")
	p.Do("feat 0 gain courage 2")
	v := p.view()
	if got := v.Seats[0].Resources["courage"]; got != courage+2 {
		t.Errorf("a typed gain of 2 Courage: %d -> %d", courage, got)
	}
	if v.FeatTop != "Feat (gain 2 courage) #1" || v.Seats[0].HandUnseen != 2 || totalFeats(v) != featCopies(v) || v.FeatDeck < 0 {
		t.Errorf("top %q, unseen %d, %d cards in all (want %d), deck %d", v.FeatTop, v.Seats[0].HandUnseen, totalFeats(v), featCopies(v), v.FeatDeck)
	}
	// The same values again are the same card; it stays in this game.
	p.Do("feat 0 gain courage 2", "feat 0 gain courage 2")
	if v := p.view(); v.FeatTop != "Feat (gain 2 courage) #1" || totalFeats(v) != featCopies(v) || v.Seats[0].HandCount != 0 {
		t.Errorf("typed twice: top %q, %d cards", v.FeatTop, totalFeats(v))
	}
	if p.Prompt().Free != nil {
		t.Error("a hand with no unseen card still takes free Feat answers")
	}
	p.refuse("feat 0 gain courage 2", "not one of the")
}

func TestTableEncounterAndSwagTypedOrNamedAtTheDraw(t *testing.T) {
	p := newTablePlay(t, quiet(), 2)
	p.Do("character captain", "character heiress")
	for !strings.HasPrefix(p.Prompt().Text, "Deal a Swag") {
		p.Do(p.Prompt().Choices[0].ID)
	}
	swagBefore := p.view().SwagDeck
	p.refuse("swag Golden Goose", `no Swag card is called "Golden Goose"`)
	p.refuse("swag 3 1 fly", `not an effect`)
	p.refuse("swag 3 1 none as dragon", `"as dragon" is not understood`)
	p.Do("swag 3 1 none as horror", "swag Lantern", "swag coin-purse")
	v := p.view()
	if s := v.TradingPost.Slots[0]; s == nil || s.Name != "Swag (1 secret, no effect) #1" || s.CountsAs != "horror" || s.Cost != 3 || s.Secrets != 1 {
		t.Fatalf("slot 1: %+v", s)
	}
	if v.SwagDeck != swagBefore-3 {
		t.Errorf("Swag deck %d -> %d: three cards dealt", swagBefore, v.SwagDeck)
	}
	p.auto()
	p.Do("keep")
	pr := p.Prompt()
	if pr.Free == nil || pr.Free.Prefix != "encounter" || !pr.IsChance() {
		t.Fatalf("the deal takes a free answer: %+v", pr)
	}
	p.refuse("encounter red 3 pair4 villain", "the deck's top tier is green, not red")
	p.refuse("encounter green 3 pear4 villain", "the combination is high<min>")
	p.refuse("encounter green 3 run5x3 villain", "a run of 3 from 5 would need a die showing 7")
	p.refuse("encounter green 3 pair4 dragon", "the types are")
	p.refuse("encounter The Big Fish", `no encounter is called "The Big Fish"`)
	p.refuse("encounter Whispering Fog now", `no encounter is called`)
	p.Do("encounter green 2 pair3 horror+villain", "encounter Whispering Fog")
	v = p.view()
	l := v.Locations[0]
	if l.Encounter == nil || l.Encounter.ID != "typed-enc-2" || l.Encounter.Combo != "a pair of 3+" || l.Encounter.Secrets != 2 || l.Tokens["courage"] != 1 || l.Tokens["feat"] != 1 {
		t.Fatalf("the typed encounter: %+v, tokens %v", l.Encounter, l.Tokens)
	}
	if e := v.Locations[1].Encounter; e == nil || e.ID != "whispering-fog" {
		t.Fatalf("the named encounter: %+v", e)
	}
	p.refuse("encounter Whispering Fog", "already out of the deck")
}

func TestAchievementTieIsAskedOfTheCurrentPlayer(t *testing.T) {
	p := newPlay(t, quiet(), 3, nil)
	p.Do("character captain", "character heiress", "character journalist")
	p.auto()
	p.Do("keep")
	p.dealRiver(greens...)
	// Bob and Cat each hold three villains; nobody holds Monster Hunter.
	g := stateOf(p.Game).Clone()
	var villains []int
	for i, e := range g.w.c.Encounters {
		if slices.Contains(e.Types, ba.Villain) && g.encAt[i] == eUnseen && len(villains) < 6 {
			villains = append(villains, i)
		}
	}
	for k, e := range villains {
		g.encAt[e] = eScore + int16(1+k%2)
	}
	g.checkAchievements()
	p.Game = resume(g)
	pr := p.Prompt()
	if pr.Seat != 0 || !strings.Contains(pr.Text, "Bob and Cat tie for Monster Hunter") || !slices.Equal(p.IDs(), []string{"award 1", "award 2"}) {
		t.Fatalf("the tie prompt: seat %d %q %v", pr.Seat, pr.Text, p.IDs())
	}
	p.Do("award 2")
	v := p.view()
	for _, a := range v.Achievements {
		if a.ID == "monster-hunter" && a.Holder != 2 {
			t.Errorf("Monster Hunter held by %d, want Cat", a.Holder)
		}
	}
	if !p.Saw("Cat claims Monster Hunter.") || !strings.Contains(p.Prompt().Text, "explore") {
		t.Errorf("after the tie: %q", p.Prompt().Text)
	}
}

func TestViewCurrentIsTheMapHolderDuringTheMapPhase(t *testing.T) {
	p := newPlay(t, quiet(), 3, nil)
	p.Do("character heiress", "character captain", "character journalist")
	p.auto()
	v := p.view()
	if v.Phase != "map" || v.Current != 1 || p.Prompt().Seat != 1 {
		t.Fatalf("phase %q, current %d, prompt seat %d; want the Map holder, 1", v.Phase, v.Current, p.Prompt().Seat)
	}
	p.Do("give 2")
	p.dealRiver(greens...)
	if v := p.view(); v.Current != 2 {
		t.Errorf("after the Map phase the current seat is %d, want 2", v.Current)
	}
}

func TestRevelationDiceAreMarkedEncounterOnly(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3}, "glimpse-beyond", "second-wind", "fury")
	p.dealRiver(greens...)
	p.toTray("shrine", []string{"feat glimpse-beyond"}, 1, 2, 3, 4, 5, 6)
	for _, d := range p.view().Tray.Dice {
		if d.EncounterOnly != (d.Kind == "revelation") {
			t.Errorf("die %+v", d)
		}
	}
}

func offered(cs []rules.Choice, id string) bool {
	return slices.ContainsFunc(cs, func(c rules.Choice) bool { return c.ID == id })
}

func TestTableAdjustmentsKeepTheTotalsAndAreSavedAndReplayed(t *testing.T) {
	store := saves.NewMemStore()
	def := Definition(quiet())
	setup := rules.Setup{Game: "att", Seats: []string{"Ann", "Bob"}, Mode: rules.Table}
	s, _, err := saves.Start(store, def, setup, "att-table", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	answer := func(ids ...string) {
		t.Helper()
		for _, id := range ids {
			if _, err := s.Answer(s.Match.Prompt().Seat, id); err != nil {
				t.Fatalf("%s: %v", id, err)
			}
		}
	}
	answer("character captain", "character heiress")
	for s.Match.Prompt().IsChance() {
		answer(s.Match.Prompt().Choices[0].ID)
	}
	answer("keep")
	for _, e := range greens {
		answer("encounter " + e)
	}
	// Ann goes to the Shrine and fails: Sucking Mire goes to the Rumours
	// and she takes the lowest Terrible Thing.
	answer("go shrine", "skip", "roll", "roll", "face 1", "face 1", "face 2", "face 2", "face 3", "done")
	if _, ok := s.Match.Prompt().Find("rescue"); ok {
		answer("pass") // Bob may hold a rescue card; he lets Ann face it
	}
	for s.Match.Prompt().IsChance() || strings.Contains(s.Match.Prompt().Text, "Trading Post") {
		if s.Match.Prompt().IsChance() {
			answer(s.Match.Prompt().Choices[0].ID)
		} else {
			answer("done")
		}
	}
	v := s.Match.Game().View(rules.Chance).(View)
	if len(v.Rumours) != 1 || len(v.Seats[0].TT) != 1 {
		t.Fatalf("after the failure: rumours %v, Ann's TT %v", v.Rumours, v.Seats[0].TT)
	}
	tt := v.Seats[0].TT[0]
	list := s.Match.Adjustments()
	for _, want := range []string{"adjust res 1 courage 5", "adjust pawn 0 chasm", "adjust tt " + itoa(tt) + " 0 track", "adjust tt " + itoa(tt) + " 0 box",
		"adjust encounter sucking-mire shrine", "adjust achievement monster-hunter 1"} {
		if !offered(list, want) {
			t.Errorf("adjustment %q is not offered", want)
		}
	}
	for _, not := range []string{"adjust res 1 courage 2", "adjust encounter whispering-fog shrine", "adjust encounter sucking-mire gorge", "adjust pawn 0 " + v.Seats[0].Pawn} {
		if offered(list, not) {
			t.Errorf("adjustment %q is offered", not)
		}
	}
	var said []string
	for _, id := range []string{"adjust res 1 courage 5", "adjust pawn 0 chasm", "adjust tt " + itoa(tt) + " 0 track", "adjust encounter sucking-mire shrine", "adjust tt 3 box track"} {
		ev, err := s.Adjust(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		for _, e := range ev {
			said = append(said, e.Text)
		}
	}
	for _, want := range []string{
		"Adjusted: Bob's courage is set to 5 (was 2).",
		"Adjusted: Ann's pawn is put at Yawning Chasm (was at the Trading Post).",
		"Adjusted: Ann's Terrible Thing worth " + itoa(tt) + " goes back on the Expedition track.",
		"Adjusted: Sucking Mire is put back on Accursed Shrine (was in the Rumours).",
		"Adjusted: a Terrible Thing worth 3 comes out of the box onto the track.",
	} {
		if !slices.Contains(said, want) {
			t.Errorf("no %q in\n%s", want, strings.Join(said, "\n"))
		}
	}
	v = s.Match.Game().View(rules.Chance).(View)
	if v.Seats[1].Resources["courage"] != 5 || v.Seats[0].Pawn != "chasm" || len(v.Seats[0].TT) != 0 || len(v.Rumours) != 0 || v.Locations[0].Encounter == nil || v.Locations[0].Encounter.ID != "sucking-mire" {
		t.Fatalf("after the adjustments: %+v", v)
	}
	courage := v.Bank["courage"]
	for _, st := range v.Seats {
		courage += st.Resources["courage"]
	}
	for _, l := range v.Locations {
		courage += l.Tokens["courage"]
	}
	tts := len(v.Expedition) + v.TTBox + len(v.Seats[0].TT) + len(v.Seats[1].TT)
	// 32 single Courage tokens and six grey 5x tokens no other pile needs
	if courage != 32+6*5 || tts != 16 {
		t.Errorf("%d courage tokens (want 62), %d Terrible Things (want 16)", courage, tts)
	}
	if _, err := s.Adjust("adjust res 1 courage 5"); err == nil {
		t.Fatal("an adjustment not offered was made")
	}
	// The save holds the adjustments; resuming replays them.
	r, err := saves.Resume(store, "att-table", "test", func(string) (rules.Definition, bool) { return def, true }, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Match.Game().View(rules.Chance), v) || !reflect.DeepEqual(r.Match.Log(), s.Match.Log()) {
		t.Fatal("the resumed game differs from the adjusted one")
	}
	// An adjustment is undone like any answer.
	if a, err := r.Undo(); err != nil || a.Choice != "adjust tt 3 box track" || r.Match.Game().View(rules.Chance).(View).TTBox != v.TTBox+1 {
		t.Fatalf("undo of an adjustment: %+v %v", a, err)
	}
	// Digital play has none.
	d, err := rules.NewMatch(def, rules.Setup{Game: "att", Seats: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Adjustments()) != 0 {
		t.Error("digital play lists adjustments")
	}
}

func TestRescueCardsThatDifferAreChosenByTheRescuer(t *testing.T) {
	c := quiet()
	c.Feats = append(slices.Clip(c.Feats), ba.FeatCard{ID: "heroic-leap", Name: "Heroic Leap", Copies: 1, Cost: 0,
		Effect: ba.Effect{Kind: ba.EffRescue}, PvP: true, LostCharter: true, Text: "Rescue for free.", Confidence: "H"})
	p := newPlay(t, c, 2, nil)
	p.Do("character captain", "character heiress")
	bob := []string{"feat daring-rescue", "feat heroic-leap"}
	for p.Prompt().IsChance() {
		if strings.HasPrefix(p.Prompt().Text, "Draw a Feat card for Bob") && len(bob) > 0 {
			p.Do(bob[0])
			bob = bob[1:]
			continue
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
	p.Do("keep")
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 1, 1, 2, 2, 3)
	p.Do("done")
	if pr := p.Prompt(); pr.Seat != 1 || !slices.Equal(p.IDs(), []string{"rescue daring-rescue", "rescue heroic-leap", "pass"}) {
		t.Fatalf("the rescue prompt: seat %d %v", pr.Seat, p.IDs())
	}
	feat := p.seat(1).Resources["feat"]
	p.Do("rescue heroic-leap")
	if v := p.view(); v.FeatTop != "Heroic Leap" || v.Seats[1].Resources["feat"] != feat || len(v.Seats[0].TT) != 0 {
		t.Errorf("after the free rescue: top %q, Bob's feat %d (was %d), Ann's TT %v", v.FeatTop, v.Seats[1].Resources["feat"], feat, v.Seats[0].TT)
	}
}
