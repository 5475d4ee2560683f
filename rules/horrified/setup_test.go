package horrified

import (
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func findHero(c *bh.Content, id string) *bh.Hero {
	for i := range c.Heroes {
		if c.Heroes[i].ID == id {
			return &c.Heroes[i]
		}
	}
	panic("no hero " + id)
}

func findMonster(c *bh.Content, id string) *bh.Monster {
	for i := range c.Monsters {
		if c.Monsters[i].ID == id {
			return &c.Monsters[i]
		}
	}
	panic("no monster " + id)
}

func findItem(c *bh.Content, id string) *bh.ItemType {
	for i := range c.Items {
		if c.Items[i].ID == id {
			return &c.Items[i]
		}
	}
	panic("no item " + id)
}

func TestDefinition(t *testing.T) {
	d := Definition(bh.Default())
	if d.Name != "horrified" || d.Title != "Horrified" || d.MinSeats != 1 || d.MaxSeats != 5 {
		t.Fatalf("definition %+v", d)
	}
	var names []string
	for _, o := range d.Options {
		names = append(names, o.Name+"="+o.Default)
	}
	if !slices.Equal(names, []string{"monsters=first", "heroes=random"}) {
		t.Fatalf("options %v", names)
	}
	if _, err := rules.NewMatch(d, rules.Setup{Game: "horrified", Seats: make([]string, 6)}); err == nil {
		t.Fatal("six seats accepted")
	}
}

func TestUnknownOptionValuesSayWhatIsAllowed(t *testing.T) {
	d := Definition(bh.Default())
	for _, tc := range []struct {
		opts map[string]string
		want []string
	}{
		{map[string]string{"monsters": "zombies"}, []string{"first", "novice", "challenging", "dracula", "invisible_man"}},
		{map[string]string{"monsters": "dracula,dracula"}, []string{"twice"}},
		{map[string]string{"heroes": "batman,mayor"}, []string{"mayor", "scientist", "random"}},
		{map[string]string{"heroes": "mayor"}, []string{"one per seat"}},
		{map[string]string{"colour": "red"}, []string{"monsters", "heroes"}},
	} {
		_, err := d.New(rules.Setup{Seats: []string{"a", "b"}, Options: tc.opts})
		errorSays(t, tc.opts, err, tc.want)
	}
	// One seat asks for one hero, in the singular.
	_, err := d.New(rules.Setup{Seats: []string{"You"}, Options: map[string]string{"heroes": "mayor,scientist"}})
	errorSays(t, "one seat, two heroes", err, []string{"one hero ID from"})
}

// errorSays fails unless err is an error that mentions every word of want.
func errorSays(t *testing.T, what any, err error, want []string) {
	t.Helper()
	if err == nil {
		t.Fatalf("%v accepted", what)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%v: error %q does not mention %q", what, err, w)
		}
	}
}

func TestMonsterMatsInFrenzyOrderWithMarkerOnLowest(t *testing.T) {
	p := start(t, quiet(), "wolf_man,creature,dracula", "mayor")
	var order []string
	for _, m := range p.view().Monsters {
		order = append(order, m.ID)
	}
	if !slices.Equal(order, []string{"dracula", "creature", "wolf_man"}) {
		t.Fatalf("mats in order %v", order)
	}
	if f := p.view().Frenzied; f != "dracula" {
		t.Fatalf("frenzied %q, want dracula", f)
	}
	p = start(t, quiet(), "wolf_man,creature", "mayor")
	if f := p.view().Frenzied; f != "creature" {
		t.Fatalf("frenzied %q, want creature", f)
	}
}

func TestMonstersStartOnTheirSpaces(t *testing.T) {
	p := start(t, quiet(), "dracula,frankenstein,creature,wolf_man,invisible_man", "mayor")
	for id, want := range map[string]string{"dracula": "crypt", "frankenstein": "graveyard", "bride": "dungeon",
		"creature": "lagoon", "wolf_man": "mansion", "invisible_man": "inn"} {
		p.wantSpace(id, p.monster(id).Space, want)
	}
}

func TestDifficultyPresetDrawsMonstersAtRandom(t *testing.T) {
	p := start(t, quiet(), "novice", "mayor")
	pr := p.Prompt()
	if !pr.IsChance() || len(pr.Choices) != 6 {
		t.Fatalf("first prompt %q %v, want a draw among 6 monsters", pr.Text, p.IDs())
	}
	p.Do("monster mummy")
	p.MustNot("monster mummy")
	p.Do("monster invisible_man")
	if len(p.view().Monsters) != 2 {
		t.Fatalf("monsters %v", p.view().Monsters)
	}
	// the Mummy's scarabs are shuffled next
	if !p.Prompt().IsChance() || !p.Can("scarab 1") {
		t.Fatalf("expected the scarab shuffle, got %v", p.IDs())
	}
	// the first game preset names its monsters: no draw
	p = start(t, quiet(), "first", "mayor")
	if p.Prompt().IsChance() {
		t.Fatalf("first game should need no draw: %v", p.IDs())
	}
	var ids []string
	for _, m := range p.view().Monsters {
		ids = append(ids, m.ID)
	}
	if !slices.Equal(ids, []string{"dracula", "creature"}) {
		t.Fatalf("first game monsters %v", ids)
	}
}

func TestHeroBadgesDealtAtRandom(t *testing.T) {
	c := quiet()
	p := &play{rulestest.NewPlayer(t, Definition(c), rules.Setup{Seats: []string{"Ann", "Bob"}, Options: map[string]string{"monsters": "dracula"}})}
	if !p.Prompt().IsChance() || len(p.Prompt().Choices) != 7 {
		t.Fatalf("hero deal %v", p.IDs())
	}
	p.Do("hero courier")
	p.MustNot("hero courier")
	p.Do("hero professor")
	if h := p.view().Heroes; h[0].ID != "courier" || h[1].ID != "professor" || h[1].Space != "hospital" || h[0].Space != "shop" {
		t.Fatalf("heroes %+v", h)
	}
}

func TestSoloStartsAtTerrorThreeWithoutCourier(t *testing.T) {
	c := quiet()
	p := start(t, c, "dracula", "random")
	if v := p.view(); v.Terror != c.Terror.SoloStart || v.Terror != 3 || !v.Solo {
		t.Fatalf("solo terror %d solo %v", v.Terror, v.Solo)
	}
	p.MustNot("hero courier")
	if len(p.Prompt().Choices) != 6 {
		t.Fatalf("solo deal offers %v", p.IDs())
	}
	_, err := Definition(c).New(rules.Setup{Seats: []string{"Ann"}, Options: map[string]string{"heroes": "courier"}})
	if err == nil || !strings.Contains(err.Error(), "solo") {
		t.Fatalf("courier solo: %v", err)
	}
	// with two players the Courier may be dealt, and terror starts at 0
	p = start(t, c, "dracula", "courier,mayor")
	if p.view().Terror != 0 {
		t.Fatalf("terror %d with two players", p.view().Terror)
	}
}

func TestSoloSetsAsideSpecialDeliveryAndInvestigation(t *testing.T) {
	c := quiet()
	c.Setup.Perks = 1
	p := start(t, c, "dracula", "mayor")
	p.Must("perk special_delivery")
	p.Do("perk special_delivery")
	if !p.Saw("set aside, drawing again") {
		t.Fatalf("events %v", p.events())
	}
	p.MustNot("perk special_delivery")
	p.Do("perk conduct_an_investigation")
	p.MustNot("perk conduct_an_investigation")
	p.Do("perk rush")
	if h := p.hero("mayor"); len(h.Perks) != 1 || h.Perks[0].ID != "rush" {
		t.Fatalf("perks %+v", h.Perks)
	}
}

func TestEachPlayerGetsAPerk(t *testing.T) {
	c := quiet()
	c.Setup.Perks = 1
	p := start(t, c, "dracula", "mayor,scientist")
	if pr := p.Prompt(); !pr.IsChance() {
		t.Fatal("no perk draw")
	}
	c0, _ := p.Prompt().Find("perk rush")
	if c0.Weight != 2 {
		t.Fatalf("rush weight %d, want its 2 copies", c0.Weight)
	}
	p.Do("perk rush")
	if c1, _ := p.Prompt().Find("perk rush"); c1.Weight != 1 {
		t.Fatalf("rush weight %d after one is drawn", c1.Weight)
	}
	p.Do("perk rush")
	if a, b := p.hero("mayor").Perks, p.hero("scientist").Perks; len(a) != 1 || len(b) != 1 {
		t.Fatalf("perks %v %v", a, b)
	}
}

func TestSetupItemsPlacedOnTheirPrintedSpace(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	p := start(t, c, "dracula", "mayor")
	ch, _ := p.Prompt().Find("item garlic")
	if ch.Weight != 2 {
		t.Fatalf("garlic weight %d", ch.Weight)
	}
	p.Do("item garlic", "item garlic")
	p.MustNot("item garlic")
	p.Do("item pistol")
	v := p.view()
	if got := itemIDs(v.Items["inn"]); !slices.Equal(got, []string{"garlic-1", "garlic-2"}) {
		t.Fatalf("inn items %v", got)
	}
	if got := itemIDs(v.Items["precinct"]); !slices.Equal(got, []string{"pistol-1"}) {
		t.Fatalf("precinct items %v", got)
	}
	if v.Bag != 57 || v.Phase != "hero" {
		t.Fatalf("bag %d phase %q", v.Bag, v.Phase)
	}
}

func TestMummyScarabsShuffledOntoTheOtherHalf(t *testing.T) {
	p := start(t, quiet(), "mummy", "mayor")
	if !slices.Equal(p.IDs(), []string{"scarab 1", "scarab 2", "scarab 3"}) {
		t.Fatalf("spot 4 draw %v", p.IDs())
	}
	p.Do("scarab 2", "scarab 3")
	if !slices.Equal(p.IDs(), []string{"scarab 4", "scarab 5", "scarab 6"}) {
		t.Fatalf("spot 1 draw %v", p.IDs())
	}
	p.Do("scarab 6", "scarab 4")
	got := p.monster("mummy").Scarabs
	if !slices.Equal(got, []int{6, 4, 5, 2, 3, 1, 0}) {
		t.Fatalf("scarabs %v", got)
	}
}

func TestMonsterDeckDrawsOnlyCardsLeft(t *testing.T) {
	c := quiet()
	p := start(t, c, "dracula", "mayor")
	p.Do("end")
	ch, _ := p.Prompt().Find("card thief")
	if ch.Weight != 3 {
		t.Fatalf("thief weight %d, want 3 copies", ch.Weight)
	}
	if v := p.view(); v.DeckLeft != 30 || v.DeckSize != 30 {
		t.Fatalf("deck %d/%d", v.DeckLeft, v.DeckSize)
	}
	p.Do("card sunrise")
	for p.Prompt().IsChance() {
		p.Do(p.IDs()[0])
	}
	p.Do("end")
	p.MustNot("card sunrise")
	if v := p.view(); v.DeckLeft != 29 || v.LastCard != "Sunrise" {
		t.Fatalf("deck left %d last %q", v.DeckLeft, v.LastCard)
	}
}

func TestDiceFacesWeightedByDie(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "maria", "crypt", 1, 2, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card strike")
	want := map[string]int{"die hit": 2, "die power": 1, "die blank": 3}
	for _, ch := range p.Prompt().Choices {
		if want[ch.ID] != ch.Weight {
			t.Fatalf("die choice %s weight %d", ch.ID, ch.Weight)
		}
	}
	if len(p.Prompt().Choices) != 3 {
		t.Fatalf("die faces %v", p.IDs())
	}
}

func TestBrokenContentIsReportedByNew(t *testing.T) {
	c := quiet()
	c.MonsterCards[0].Strikes = []string{"zombie"}
	_, err := Definition(c).New(rules.Setup{Seats: []string{"Ann"}})
	if err == nil || !strings.Contains(err.Error(), "zombie") || !strings.Contains(err.Error(), "form_of_the_bat") {
		t.Fatalf("error %v", err)
	}
	if _, err := Definition(nil).New(rules.Setup{Seats: []string{"Ann"}}); err == nil {
		t.Fatal("no content accepted")
	}
}
