package horrified

import (
	"slices"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
)

func TestMonsterMovesTowardClosestPersonHeroesFirst(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("hunt", "elizabeth", "abbey", 1, 0, "wolf_man"), calm("calm", "maria", "barn")}
	p := start(t, c, "wolf_man", "mayor")
	p.walk("bridge_e", "shop", "lamp")
	// the Mayor at the Lamp and Elizabeth at the Abbey are both one step away
	p.Do("end", "card hunt")
	p.wantSpace("wolf man", p.monster("wolf_man").Space, "lamp")
	if !p.Saw("moves Mansion → Lamp-post Square and stops at the Mayor") {
		t.Fatalf("events %v", p.events())
	}
}

func TestMonsterMovesTowardCloserVillager(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("hunt", "elizabeth", "abbey", 2, 0, "wolf_man")}
	p := start(t, c, "wolf_man", "mayor")
	p.walk("bridge_e", "shop")
	p.Do("end", "card hunt")
	// the Mayor at the Shop is two steps away, Elizabeth one: he stops at her
	p.wantSpace("wolf man", p.monster("wolf_man").Space, "abbey")
}

func TestMonsterWithPersonDoesNotMove(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 3, 1, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.walk("fountain", "bridge_w", "mansion", "abbey", "crypt")
	p.Do("end", "card strike")
	p.wantSpace("dracula", p.monster("dracula").Space, "crypt")
	if !p.Prompt().IsChance() || !p.Can("die hit") {
		t.Fatalf("expected an attack roll, got %v", p.IDs())
	}
	if !p.Saw("Dracula stays at Crypt: the Mayor is there.") || !p.Saw("Dracula attacks the Mayor with 1 die (nobody else is there).") {
		t.Fatalf("events %v", p.events())
	}
}

func TestNoPersonReachableNoMove(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 3, 1, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card strike")
	// Lucy appears at the Abbey: Dracula goes to her, stops and attacks
	p.wantSpace("dracula", p.monster("dracula").Space, "abbey")
	p.Do("die blank")
	if lucy, on := p.villager("lucy"); !on || lucy.Space != "abbey" {
		t.Fatal("Lucy hurt by a blank")
	}
}

func TestOnlyCreatureUsesWater(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "renfield", "cave", 2, 0, "dracula", "creature")}
	p := start(t, c, "dracula,creature", "mayor")
	p.Do("end", "card strike")
	// Renfield at the Cave: through the Lagoon he is 3 from the Crypt, by
	// lit paths 5. Dracula keeps to lit paths; the Creature swims.
	p.wantSpace("dracula", p.monster("dracula").Space, "mansion")
	p.wantSpace("creature", p.monster("creature").Space, "cave")
	if !p.Saw("Crypt → Abbey → Mansion") {
		t.Fatalf("events %v", p.events())
	}
}

func TestShortestPathTieIsCurrentPlayersChoice(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "renfield", "docks", 1, 0, "creature")}
	// the Explorer at the Camp is two swims from the Lagoon, by the Cave or by the west bridge
	p := start(t, c, "creature", "explorer")
	p.Do("end", "card strike")
	if p.seat() != 0 || !slices.Equal(p.IDs(), []string{"path cave", "path bridge_w"}) {
		t.Fatalf("path prompt seat %d %v", p.seat(), p.IDs())
	}
	p.Do("path bridge_w")
	p.wantSpace("creature", p.monster("creature").Space, "bridge_w")
}

func TestClosestPersonTieIsCurrentPlayersChoice(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("first", "lucy", "lamp"), card("strike", "elizabeth", "abbey", 1, 0, "wolf_man")}
	p := start(t, c, "wolf_man", "mayor")
	p.Do("end", "card first", "end", "card strike")
	if !slices.Equal(p.IDs(), []string{"target elizabeth", "target lucy"}) {
		t.Fatalf("target prompt %v", p.IDs())
	}
	p.Do("target elizabeth")
	p.wantSpace("wolf man", p.monster("wolf_man").Space, "abbey")
}

func TestAttackHeroRatherThanVillager(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 1, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.walk("fountain", "bridge_w", "mansion", "abbey")
	p.Do("end", "card strike", "die hit")
	if p.view().Terror != 4 || !p.Saw("Mayor is defeated by Dracula") || !p.Saw("Dracula attacks the Mayor with 1 die (a hero before a villager).") {
		t.Fatalf("terror %d events %v", p.view().Terror, p.events())
	}
	if _, on := p.villager("lucy"); !on {
		t.Fatal("Lucy was attacked instead of the Mayor")
	}
}

func TestAttackTargetTieIsCurrentPlayersChoice(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("first", "maria", "crypt"), card("strike", "elizabeth", "crypt", 1, 1, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card first", "end", "card strike")
	if !slices.Equal(p.IDs(), []string{"target maria", "target elizabeth"}) {
		t.Fatalf("attack target prompt %v", p.IDs())
	}
	p.Do("target elizabeth", "die hit")
	if !p.Saw("Dracula attacks Elizabeth with 1 die (Ann chose among the villagers there).") {
		t.Fatalf("events %v", p.events())
	}
	if _, on := p.villager("elizabeth"); on {
		t.Fatal("Elizabeth survived a hit")
	}
	if _, on := p.villager("maria"); !on {
		t.Fatal("Maria died instead")
	}
	if p.view().Terror != 4 {
		t.Fatalf("terror %d, want solo 3 + 1", p.view().Terror)
	}
}

func TestHeroDiscardsOneItemPerHit(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 2, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier", "item torch")
	p.Do("pickup", "take all")
	p.walk("fountain", "bridge_w", "mansion", "abbey")
	p.Do("end", "card strike", "die hit", "die hit")
	if p.seat() != 0 || !slices.Equal(p.IDs(), []string{"discard rapier-1", "discard rapier-2", "defeated"}) {
		t.Fatalf("hit prompt %v", p.IDs())
	}
	p.Do("discard rapier-2", "discard rapier-1")
	h := p.hero("mayor")
	if h.Space != "abbey" || len(h.Items) != 0 || p.view().Terror != 3 || p.view().Discard != 2 {
		t.Fatalf("mayor %+v discard %d", h, p.view().Discard)
	}
}

func TestHeroWithTooFewItemsIsDefeated(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 2, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "pickup", "take rapier-1")
	p.walk("fountain", "bridge_w", "mansion", "abbey")
	p.Do("end", "card strike", "die hit", "die hit")
	// solo: the Mayor's next turn starts at once, at the Hospital, items kept
	if p.hero("mayor").Space != "hospital" || p.view().Terror != 4 || len(p.hero("mayor").Items) != 1 {
		t.Fatalf("mayor %+v", p.hero("mayor"))
	}
	if !p.Saw("The Mayor is defeated by Dracula and leaves the board (1 item, too few to ignore 2 hits).") {
		t.Fatalf("events %v", p.events())
	}
}

func TestDefeatedHeroIsNotAttackedAgainThisTurn(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "renfield", "docks", 1, 1, "dracula", "dracula"), calm("calm", "lucy", "barn")}
	p := start(t, c, "dracula", "mayor")
	p.walk("fountain", "bridge_w", "mansion", "abbey")
	p.Do("end", "card strike", "die hit")
	// the second strike finds nobody near: no second roll
	if p.Prompt().IsChance() || p.view().Terror != 4 || p.view().Phase != "hero" {
		t.Fatalf("after the defeat: %q %v terror %d phase %q", p.Prompt().Text, p.IDs(), p.view().Terror, p.view().Phase)
	}
	p.wantSpace("mayor", p.hero("mayor").Space, "hospital")
}

func TestVillagerHitIsDefeatedAndTerrorRises(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 1, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card strike", "die hit")
	if _, on := p.villager("lucy"); on || p.view().Terror != 4 {
		t.Fatalf("lucy on board %v terror %d", on, p.view().Terror)
	}
}

func TestEventMonsterDoesNotStrikeUnlessFrenzied(t *testing.T) {
	bat := bh.MonsterCard{ID: "bat", Name: "Bat", Copies: 1, Event: "place_monster", EventMonster: "dracula",
		Space: "current_hero", Strikes: []string{"dracula", "invisible_man"}, Move: 1, Dice: 1}
	// Dracula is not frenzied: the Invisible Man (frenzy 6) holds the marker
	c := quiet()
	findMonster(c, "dracula").Frenzy = 9
	c.MonsterCards = []bh.MonsterCard{bat}
	p := start(t, c, "dracula,invisible_man", "mayor")
	if p.view().Frenzied != "invisible_man" {
		t.Fatalf("frenzied %q", p.view().Frenzied)
	}
	p.Do("end", "card bat")
	p.wantSpace("dracula", p.monster("dracula").Space, "theatre")
	// Dracula stays put; the Invisible Man walks from the Inn toward the Mayor
	p.wantSpace("invisible man", p.monster("invisible_man").Space, "fountain")
	if p.Prompt().IsChance() {
		t.Fatalf("nobody should attack: %v", p.IDs())
	}
	if !p.Saw("Monster card: Bat · no items, then the Invisible Man strikes (move 1, 1 die); Dracula, the event's monster, does not strike.") {
		t.Fatalf("events %v", p.events())
	}

	// frenzied, he strikes: for his own symbol and the frenzy symbol too
	c = quiet()
	bat.Strikes = []string{"dracula", "frenzy"}
	c.MonsterCards = []bh.MonsterCard{bat}
	p = start(t, c, "dracula,invisible_man", "mayor")
	p.Do("end", "card bat")
	if !p.Can("die hit") {
		t.Fatalf("frenzied Dracula should attack: %v", p.IDs())
	}
	p.Do("die blank")
	if !p.Can("die hit") {
		t.Fatalf("the frenzy symbol should make him attack again: %v", p.IDs())
	}
	p.Do("die blank")
	if p.Prompt().IsChance() {
		t.Fatalf("a third attack: %v", p.IDs())
	}
}

func TestFrenzySymbolStrikesTheFrenziedMonster(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("frenzy", "lucy", "barn", 1, 0, "frenzy")}
	p := start(t, c, "frankenstein,creature", "mayor")
	if p.view().Frenzied != "frankenstein" || !p.monster("frankenstein").Frenzied || p.monster("bride").Frenzied {
		t.Fatalf("only Frankenstein is frenzied: %+v", p.view().Monsters)
	}
	p.Do("end", "card frenzy")
	p.wantSpace("frankenstein", p.monster("frankenstein").Space, "church")
	p.wantSpace("bride", p.monster("bride").Space, "dungeon")
	p.wantSpace("creature", p.monster("creature").Space, "lagoon")
}

func TestStrikeIgnoresMonstersNotInTheGame(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "museum", 1, 1, "mummy", "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card strike")
	p.wantSpace("dracula", p.monster("dracula").Space, "abbey")
	if p.Prompt().IsChance() {
		t.Fatalf("someone attacks: %v", p.IDs())
	}
}

func TestEventIgnoredWhenItsMonsterIsNotInTheGame(t *testing.T) {
	c := quiet()
	p := start(t, c, "creature", "explorer")
	p.Do("end", "card sunrise")
	if !p.Saw("is ignored") {
		t.Fatalf("events %v", p.events())
	}
	// the frenzy symbol still moves the Creature toward the Explorer
	p.MustNot("die hit")
	if !slices.Equal(p.IDs(), []string{"path cave", "path bridge_w"}) {
		t.Fatalf("after sunrise: %v", p.IDs())
	}
}

func TestFrenzyPassesToNextMonster(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{c.MonsterCards[4]} // On the Move, 2 copies
	if c.MonsterCards[0].ID != "on_the_move" {
		t.Fatalf("card %q", c.MonsterCards[0].ID)
	}
	c.MonsterCards[0].Items = 0
	p := start(t, c, "dracula,creature,wolf_man", "mayor")
	p.Do("end", "card on_the_move")
	if p.view().Frenzied != "creature" {
		t.Fatalf("frenzied %q, want creature", p.view().Frenzied)
	}
	for p.view().Phase != "hero" {
		p.Do(p.IDs()[0])
	}
	p.Do("end", "card on_the_move")
	if p.view().Frenzied != "wolf_man" {
		t.Fatalf("frenzied %q, want wolf_man", p.view().Frenzied)
	}
	// alone at the top of the order, the marker wraps to the lowest
	p = start(t, c, "dracula,wolf_man", "mayor")
	p.Do("end", "card on_the_move")
	for p.view().Phase != "hero" {
		p.Do(p.IDs()[0])
	}
	p.Do("end", "card on_the_move")
	if p.view().Frenzied != "dracula" {
		t.Fatalf("frenzied %q after wrapping", p.view().Frenzied)
	}
}

func TestOnTheMoveVillagersStepTowardSafety(t *testing.T) {
	c := quiet()
	move := c.MonsterCards[4]
	move.Items, move.Strikes = 0, nil
	c.MonsterCards = []bh.MonsterCard{calm("a", "maria", "fountain"), calm("b", "fritz", "lamp"), move}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card a", "end", "card b", "end", "card on_the_move")
	maria, _ := p.villager("maria")
	fritz, _ := p.villager("fritz")
	// Maria (safe at the Camp) steps to the west bridge; Fritz (the Institute) to the Shop
	if maria.Space != "bridge_w" || fritz.Space != "shop" {
		t.Fatalf("maria %q fritz %q", maria.Space, fritz.Space)
	}
}

func TestItemsDrawnBeforeEventAndBagRefilledFromDiscard(t *testing.T) {
	c := quiet()
	c.Items = []bh.ItemType{*findItem(c, "garlic")} // 2 garlic tokens in all
	thief := c.MonsterCards[3]
	thief.Strikes = nil
	thief.Copies = 1
	more := calm("more", "maria", "barn")
	more.Items = 1
	c.MonsterCards = []bh.MonsterCard{thief, more}
	p := start(t, c, "invisible_man", "mayor")
	p.Do("end", "card thief", "item garlic", "item garlic")
	// the thief goes where both garlics lie, the Inn, and they are discarded
	v := p.view()
	if v.Bag != 0 || v.Discard != 2 || len(v.Items["inn"]) != 0 {
		t.Fatalf("bag %d discard %d inn %v", v.Bag, v.Discard, v.Items["inn"])
	}
	p.wantSpace("invisible man", p.monster("invisible_man").Space, "inn")
	p.Do("end", "card more")
	if !p.Saw("go back in") {
		t.Fatalf("no refill: %v", p.events())
	}
	p.Do("item garlic")
	if v := p.view(); v.Bag != 1 || v.Discard != 0 || len(v.Items["inn"]) != 1 {
		t.Fatalf("after refill bag %d discard %d", v.Bag, v.Discard)
	}
}

func TestThiefTieIsCurrentPlayersChoiceAndHeroesKeepItems(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	thief := c.MonsterCards[3]
	thief.Strikes, thief.Copies = nil, 1
	c.MonsterCards = []bh.MonsterCard{thief}
	p := start(t, c, "invisible_man", "mayor")
	p.Do("item rapier", "item rapier", "item pistol")
	p.Do("pickup", "take rapier-1", "done", "end", "card thief")
	// the card's items come first: a torch to the Barn, a dart to the Inn
	p.Do("item torch", "item dart")
	want := []string{"space precinct", "space inn", "space barn", "space theatre"}
	if p.seat() != 0 || !slices.Equal(p.IDs(), want) {
		t.Fatalf("thief tie %v, want %v", p.IDs(), want)
	}
	p.Do("space theatre")
	p.wantSpace("invisible man", p.monster("invisible_man").Space, "theatre")
	v := p.view()
	if len(v.Items["theatre"]) != 0 || v.Discard != 1 || len(v.Items["inn"]) != 1 {
		t.Fatalf("theatre %v discard %d", v.Items["theatre"], v.Discard)
	}
	if got := itemIDs(p.hero("mayor").Items); !slices.Equal(got, []string{"rapier-1"}) {
		t.Fatalf("the Mayor lost his items: %v", got)
	}
}

func TestTerrorAtTheSkullLosesAtOnce(t *testing.T) {
	c := quiet()
	c.Terror.Max = 1
	c.Terror.SoloStart = 0
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 1, "dracula", "dracula")}
	p := start(t, c, "dracula", "mayor,scientist")
	p.Do("end", "card strike", "die hit")
	over, r := p.Over()
	if !over || r.Outcome != "loss" || r.Reason != "terror" {
		t.Fatalf("over %v %+v", over, r)
	}
	if len(p.Prompt().Choices) != 0 || p.view().Terror != 1 || p.view().Phase != "over" {
		t.Fatalf("prompt %v terror %d", p.IDs(), p.view().Terror)
	}
}

func TestFinalHeroPhaseAfterLastCard(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("last", "lucy", "barn")}
	p := start(t, c, "dracula", "mayor,scientist")
	p.Do("end", "card last")
	if v := p.view(); v.Phase != "final hero phase" || v.Current != 1 || v.DeckLeft != 0 {
		t.Fatalf("phase %q current %d", v.Phase, v.Current)
	}
	if over, _ := p.Over(); over {
		t.Fatal("the game ended before the final hero phase")
	}
	p.Do("move laboratory", "end")
	over, r := p.Over()
	if !over || r.Outcome != "loss" || r.Reason != "out of time" {
		t.Fatalf("over %v %+v", over, r)
	}
}

func TestHypnoticGazeDrawsClosestPersonTowardDracula(t *testing.T) {
	c := quiet()
	gaze := c.MonsterCards[2]
	if gaze.ID != "hypnotic_gaze" {
		t.Fatal(gaze.ID)
	}
	gaze.Items = 0
	c.MonsterCards = []bh.MonsterCard{gaze}
	p := start(t, c, "dracula", "mayor")
	p.walk("fountain", "bridge_w")
	p.Do("end", "card hypnotic_gaze")
	p.wantSpace("mayor", p.hero("mayor").Space, "crypt")
	if !p.Saw("Mayor moves West bridge → Mansion → Abbey → Crypt") && !p.Saw("→ Crypt") {
		t.Fatalf("events %v", p.events())
	}
}

func TestTheHuntIsOnHuntedEmblem(t *testing.T) {
	c := quiet()
	hunt := c.MonsterCards[15]
	if hunt.ID != "the_hunt_is_on" {
		t.Fatal(hunt.ID)
	}
	hunt.Items, hunt.Strikes = 0, nil
	c.MonsterCards = []bh.MonsterCard{hunt}
	p := start(t, c, "wolf_man", "mayor,scientist")
	p.Do("end", "card the_hunt_is_on")
	if toks := p.hero("mayor").Tokens; !slices.Equal(toks, []string{"Hunted"}) {
		t.Fatalf("mayor tokens %v", toks)
	}
	// Mansion → west bridge → fountain → Theatre: three steps reach him
	p.wantSpace("wolf man", p.monster("wolf_man").Space, "theatre")
	// the emblem stays with the Mayor on the Scientist's turn
	p.Do("end", "card the_hunt_is_on")
	if len(p.hero("scientist").Tokens) != 0 || len(p.hero("mayor").Tokens) != 1 {
		t.Fatal("the emblem moved")
	}
}

func TestReincarnatedSoulDrawsSoulHolderTowardMummy(t *testing.T) {
	c := quiet()
	soul := c.MonsterCards[16]
	if soul.ID != "reincarnated_soul" {
		t.Fatal(soul.ID)
	}
	soul.Strikes = nil
	c.MonsterCards = []bh.MonsterCard{soul}
	p := start(t, c, "mummy", "mayor")
	p.Do("scarab 1", "scarab 2", "scarab 4", "scarab 5")
	p.Do("end", "card reincarnated_soul")
	if toks := p.hero("mayor").Tokens; !slices.Equal(toks, []string{"Soul"}) {
		t.Fatalf("tokens %v", toks)
	}
	// Theatre → east bridge → Shop → Lamp (the Museum is one further)
	p.wantSpace("mayor", p.hero("mayor").Space, "lamp")
}

func TestDraculaOvercomeHimAndHeroesTriumph(t *testing.T) {
	p := inspectorAtDraculaWithHisItems(t, "dracula")
	p.MustNot("done")
	p.Do("use garlic-1", "done")
	over, r := p.Over()
	if !over || r.Outcome != "win" || r.Reason != "monsters defeated" {
		t.Fatalf("over %v %+v", over, r)
	}
	if m := p.monster("dracula"); !m.Defeated || m.Space != "" {
		t.Fatalf("dracula %+v", m)
	}
}

func TestHypnoticGazeTieIsCurrentPlayersChoice(t *testing.T) {
	c := quiet()
	gaze := c.MonsterCards[2]
	gaze.Items = 0
	c.MonsterCards = []bh.MonsterCard{calm("first", "elizabeth", "mansion"), gaze}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card first")
	p.walk("fountain", "bridge_w", "mansion")
	p.Do("end", "card hypnotic_gaze")
	// the Mayor and Elizabeth stand equally close: not a monster's move, so
	// heroes have no priority and the current player chooses
	if p.seat() != 0 || !slices.Equal(p.IDs(), []string{"target mayor", "target elizabeth"}) {
		t.Fatalf("gaze tie %v", p.IDs())
	}
	p.Do("target elizabeth")
	if e, _ := p.villager("elizabeth"); e.Space != "crypt" {
		t.Fatalf("elizabeth at %q", e.Space)
	}
	p.wantSpace("mayor", p.hero("mayor").Space, "mansion")
}
