package horrified

import (
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
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
		if err == nil {
			t.Fatalf("%v accepted", tc.opts)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%v: error %q does not mention %q", tc.opts, err, w)
			}
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
	pr := p.prompt()
	if !pr.IsChance() || len(pr.Choices) != 6 {
		t.Fatalf("first prompt %q %v, want a draw among 6 monsters", pr.Text, p.ids())
	}
	p.do("monster mummy")
	p.mustNot("monster mummy")
	p.do("monster invisible_man")
	if len(p.view().Monsters) != 2 {
		t.Fatalf("monsters %v", p.view().Monsters)
	}
	// the Mummy's scarabs are shuffled next
	if !p.prompt().IsChance() || !p.can("scarab 1") {
		t.Fatalf("expected the scarab shuffle, got %v", p.ids())
	}
	// the first game preset names its monsters: no draw
	p = start(t, quiet(), "first", "mayor")
	if p.prompt().IsChance() {
		t.Fatalf("first game should need no draw: %v", p.ids())
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
	g, err := Definition(c).New(rules.Setup{Seats: []string{"Ann", "Bob"}, Options: map[string]string{"monsters": "dracula"}})
	if err != nil {
		t.Fatal(err)
	}
	p := &play{t: t, g: g}
	if !p.prompt().IsChance() || len(p.prompt().Choices) != 7 {
		t.Fatalf("hero deal %v", p.ids())
	}
	p.do("hero courier")
	p.mustNot("hero courier")
	p.do("hero professor")
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
	p.mustNot("hero courier")
	if len(p.prompt().Choices) != 6 {
		t.Fatalf("solo deal offers %v", p.ids())
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
	p.must("perk special_delivery")
	p.do("perk special_delivery")
	if !p.sawEvent("set aside, drawing again") {
		t.Fatalf("events %v", p.events())
	}
	p.mustNot("perk special_delivery")
	p.do("perk conduct_an_investigation")
	p.mustNot("perk conduct_an_investigation")
	p.do("perk rush")
	if h := p.hero("mayor"); len(h.Perks) != 1 || h.Perks[0].ID != "rush" {
		t.Fatalf("perks %+v", h.Perks)
	}
}

func TestEachPlayerGetsAPerk(t *testing.T) {
	c := quiet()
	c.Setup.Perks = 1
	p := start(t, c, "dracula", "mayor,scientist")
	if pr := p.prompt(); !pr.IsChance() {
		t.Fatal("no perk draw")
	}
	c0, _ := p.prompt().Find("perk rush")
	if c0.Weight != 2 {
		t.Fatalf("rush weight %d, want its 2 copies", c0.Weight)
	}
	p.do("perk rush")
	if c1, _ := p.prompt().Find("perk rush"); c1.Weight != 1 {
		t.Fatalf("rush weight %d after one is drawn", c1.Weight)
	}
	p.do("perk rush")
	if a, b := p.hero("mayor").Perks, p.hero("scientist").Perks; len(a) != 1 || len(b) != 1 {
		t.Fatalf("perks %v %v", a, b)
	}
}

func TestSetupItemsPlacedOnTheirPrintedSpace(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	p := start(t, c, "dracula", "mayor")
	ch, _ := p.prompt().Find("item garlic")
	if ch.Weight != 2 {
		t.Fatalf("garlic weight %d", ch.Weight)
	}
	p.do("item garlic", "item garlic")
	p.mustNot("item garlic")
	p.do("item pistol")
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
	if !slices.Equal(p.ids(), []string{"scarab 1", "scarab 2", "scarab 3"}) {
		t.Fatalf("spot 4 draw %v", p.ids())
	}
	p.do("scarab 2", "scarab 3")
	if !slices.Equal(p.ids(), []string{"scarab 4", "scarab 5", "scarab 6"}) {
		t.Fatalf("spot 1 draw %v", p.ids())
	}
	p.do("scarab 6", "scarab 4")
	got := p.monster("mummy").Scarabs
	if !slices.Equal(got, []int{6, 4, 5, 2, 3, 1, 0}) {
		t.Fatalf("scarabs %v", got)
	}
}

func TestMonsterDeckDrawsOnlyCardsLeft(t *testing.T) {
	c := quiet()
	p := start(t, c, "dracula", "mayor")
	p.do("end")
	ch, _ := p.prompt().Find("card thief")
	if ch.Weight != 3 {
		t.Fatalf("thief weight %d, want 3 copies", ch.Weight)
	}
	if v := p.view(); v.DeckLeft != 30 || v.DeckSize != 30 {
		t.Fatalf("deck %d/%d", v.DeckLeft, v.DeckSize)
	}
	p.do("card sunrise")
	for p.prompt().IsChance() {
		p.do(p.ids()[0])
	}
	p.do("end")
	p.mustNot("card sunrise")
	if v := p.view(); v.DeckLeft != 29 || v.LastCard != "Sunrise" {
		t.Fatalf("deck left %d last %q", v.DeckLeft, v.LastCard)
	}
}

func TestDiceFacesWeightedByDie(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "maria", "crypt", 1, 2, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.do("end", "card strike")
	want := map[string]int{"die hit": 2, "die power": 1, "die blank": 3}
	for _, ch := range p.prompt().Choices {
		if want[ch.ID] != ch.Weight {
			t.Fatalf("die choice %s weight %d", ch.ID, ch.Weight)
		}
	}
	if len(p.prompt().Choices) != 3 {
		t.Fatalf("die faces %v", p.ids())
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
