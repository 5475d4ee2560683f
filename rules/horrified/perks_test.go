package horrified

import (
	"slices"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
)

// dealt starts a game where each seat is dealt the given perk.
func dealt(t *testing.T, c *bh.Content, monsters, heroes string, perks ...string) *play {
	t.Helper()
	c.Setup.Perks = 1
	p := start(t, c, monsters, heroes)
	for _, k := range perks {
		p.Do("perk " + k)
	}
	return p
}

func TestHurryMovesEveryHero(t *testing.T) {
	p := dealt(t, quiet(), "dracula", "mayor,scientist", "hurry", "rush")
	p.Do("perk hurry")
	if p.seat() != 0 || !p.Can("step fountain") || !p.Can("stop") {
		t.Fatalf("hurry prompt %v", p.IDs())
	}
	p.Do("step fountain", "step inn")
	// now the Scientist, moved by the same player
	if p.seat() != 0 || !slices.Equal(p.IDs(), []string{"step laboratory", "stop"}) {
		t.Fatalf("second hero %v", p.IDs())
	}
	p.Do("step laboratory", "stop")
	p.wantSpace("mayor", p.hero("mayor").Space, "inn")
	p.wantSpace("scientist", p.hero("scientist").Space, "laboratory")
	if p.hero("mayor").ActionsLeft != 5 {
		t.Fatal("a perk cost an action")
	}
}

func TestRushMovesOneHeroUpToFour(t *testing.T) {
	p := dealt(t, quiet(), "dracula", "mayor,scientist", "rush", "hurry")
	p.Do("perk rush")
	if !slices.Equal(p.IDs(), []string{"hero mayor", "hero scientist"}) {
		t.Fatalf("rush prompt %v", p.IDs())
	}
	p.Do("hero scientist", "step laboratory", "step shop", "step lamp", "step museum")
	p.wantSpace("scientist", p.hero("scientist").Space, "museum")
	if p.seat() != 0 || !p.Can("end") {
		t.Fatalf("after four steps %v", p.IDs())
	}
}

func TestRepelMovesEachMonster(t *testing.T) {
	p := dealt(t, quiet(), "dracula,creature", "mayor", "repel")
	p.Do("perk repel", "step abbey", "step mansion")
	// the Creature swims
	if !slices.Equal(p.IDs(), []string{"step cave", "step abbey", "step bridge_w", "stop"}) {
		t.Fatalf("creature steps %v", p.IDs())
	}
	p.Do("step bridge_w", "step river")
	p.wantSpace("dracula", p.monster("dracula").Space, "mansion")
	p.wantSpace("creature", p.monster("creature").Space, "river")
}

func TestBreakOfDawnSkipsNextMonsterPhase(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("a", "maria", "barn"), calm("b", "lucy", "barn")}
	p := dealt(t, c, "dracula", "mayor,scientist", "break_of_dawn", "rush")
	p.Do("perk break_of_dawn", "item garlic", "item pistol")
	if !p.view().SkipNext || len(p.view().Items["inn"]) != 1 {
		t.Fatalf("view %+v", p.view())
	}
	p.Do("end")
	v := p.view()
	if v.Current != 1 || v.DeckLeft != 2 || v.SkipNext || v.Phase != "hero" {
		t.Fatalf("after the skipped phase: current %d deck %d", v.Current, v.DeckLeft)
	}
	p.Do("end")
	if !p.Can("card a") {
		t.Fatalf("the next monster phase should happen: %v", p.IDs())
	}
}

func TestOverstockEachPlayerPlacesAnItem(t *testing.T) {
	p := dealt(t, quiet(), "dracula", "mayor,scientist,explorer", "overstock", "rush", "rush")
	p.Do("perk overstock", "item garlic", "item dart", "item pistol")
	if p.Prompt().IsChance() {
		t.Fatal("a fourth item")
	}
	if v := p.view(); len(v.Items["inn"]) != 2 || len(v.Items["precinct"]) != 1 || v.Bag != 57 {
		t.Fatalf("items %v", v.Items)
	}
}

func TestPlaceOrMoveMonsterPerk(t *testing.T) {
	p := dealt(t, quiet(), "dracula,creature", "mayor", "brandish_crucifix")
	p.Do("perk brandish_crucifix")
	if !slices.Equal(p.IDs(), []string{"place dracula", "move dracula", "move creature"}) {
		t.Fatalf("choices %v", p.IDs())
	}
	p.Do("place dracula")
	p.MustNot("space lagoon")
	p.Do("space hospital")
	p.wantSpace("dracula", p.monster("dracula").Space, "hospital")

	p = dealt(t, quiet(), "dracula,creature", "mayor", "show_of_force")
	p.Do("perk show_of_force", "place creature", "space waterfront")
	p.wantSpace("creature", p.monster("creature").Space, "waterfront")

	p = dealt(t, quiet(), "dracula,creature", "mayor", "show_of_force")
	p.Do("perk show_of_force", "move dracula", "step abbey", "step mansion", "step lamp")
	p.wantSpace("dracula", p.monster("dracula").Space, "lamp")
}

func TestTaxiRidePlacesAHeroOnTheBoard(t *testing.T) {
	p := dealt(t, quiet(), "dracula", "mayor,scientist", "taxi_ride", "rush")
	p.Do("perk taxi_ride", "hero scientist")
	p.MustNot("space river")
	p.Do("space crypt")
	p.wantSpace("scientist", p.hero("scientist").Space, "crypt")
}

func TestConductAnInvestigationGathersHeroes(t *testing.T) {
	p := dealt(t, quiet(), "dracula", "mayor,scientist,explorer", "conduct_an_investigation", "rush", "rush")
	p.Do("perk conduct_an_investigation")
	if !slices.Equal(p.IDs(), []string{"space theatre", "space institute", "space camp"}) {
		t.Fatalf("spaces %v", p.IDs())
	}
	p.Do("space camp", "gather mayor", "done")
	p.wantSpace("mayor", p.hero("mayor").Space, "camp")
	p.wantSpace("scientist", p.hero("scientist").Space, "institute")
}

func TestSpecialDeliveryBetweenAnyTwoHeroes(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	p := dealt(t, c, "dracula", "mayor,scientist", "special_delivery", "rush")
	p.Do("item rapier", "item rapier", "pickup", "take all")
	p.Do("perk special_delivery")
	if !slices.Equal(p.IDs(), []string{"from mayor"}) {
		t.Fatalf("from %v", p.IDs())
	}
	p.Do("from mayor", "to scientist", "give rapier-2", "done")
	if got := itemIDs(p.hero("scientist").Items); !slices.Equal(got, []string{"rapier-2"}) {
		t.Fatalf("scientist items %v", got)
	}
}

func TestArchaeologistPicksUpFromAdjacentSpace(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	p := start(t, c, "dracula", "archaeologist")
	p.Do("item kite")
	p.Do("special tower", "take kite-1")
	if got := itemIDs(p.hero("archaeologist").Items); !slices.Equal(got, []string{"kite-1"}) || p.hero("archaeologist").Space != "docks" {
		t.Fatalf("items %v", got)
	}
	p.MustNot("special tower")
}

func TestCourierJumpsToAnotherHero(t *testing.T) {
	p := start(t, quiet(), "dracula", "courier,professor")
	p.Do("special hospital")
	p.wantSpace("courier", p.hero("courier").Space, "hospital")
	if p.hero("courier").ActionsLeft != 3 {
		t.Fatal("the special is an action")
	}
}

func TestExplorerGoesToAnyLandSpace(t *testing.T) {
	p := start(t, quiet(), "dracula", "explorer")
	p.MustNot("special lagoon")
	p.MustNot("special camp")
	p.Do("special graveyard")
	p.wantSpace("explorer", p.hero("explorer").Space, "graveyard")
}

func TestInspectorGoesToAMonster(t *testing.T) {
	p := start(t, quiet(), "dracula,creature", "inspector")
	p.Must("special crypt")
	p.MustNot("special lagoon")
	p.MustNot("special graveyard")
}

func TestProfessorMovesAnotherHero(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("a", "maria", "theatre"), calm("b", "lucy", "barn")}
	p := start(t, c, "dracula", "professor,mayor")
	p.Do("end", "card a", "end", "card b")
	p.Do("special mayor fountain", "bring maria") // the last villager brought sets off at once
	p.wantSpace("mayor", p.hero("mayor").Space, "fountain")
	if maria, _ := p.villager("maria"); maria.Space != "fountain" {
		t.Fatalf("maria at %q", maria.Space)
	}
}
