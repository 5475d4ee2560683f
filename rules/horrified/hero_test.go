package horrified

import (
	"slices"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
)

// calm is a monster card that only places a villager: no items, no strikes.
func calm(id, villager, space string) bh.MonsterCard { return card(id, villager, space, 0, 0) }

func TestMoveAlongLitPathsNeverIntoWater(t *testing.T) {
	p := start(t, quiet(), "dracula", "archaeologist")
	// the Docks touch the Waterfront only by a water path
	if got := p.view().Reach; !slices.Equal(got, []string{"tower"}) {
		t.Fatalf("reach from the docks %v", got)
	}
	p.MustNot("move waterfront")
	p.walk("tower", "theatre", "bridge_e")
	want := []string{"theatre", "shop"}
	if got := p.view().Reach; !slices.Equal(got, want) {
		t.Fatalf("reach from the east bridge %v, want %v", got, want)
	}
	p.MustNot("move river")
	if h := p.hero("archaeologist"); h.Space != "bridge_e" || h.ActionsLeft != 1 {
		t.Fatalf("hero %+v", h)
	}
}

func TestTakeUpToTheActionsOnYourBadge(t *testing.T) {
	p := start(t, quiet(), "dracula", "mayor")
	if h := p.hero("mayor"); h.Actions != 5 || h.ActionsLeft != 5 {
		t.Fatalf("mayor actions %d/%d", h.ActionsLeft, h.Actions)
	}
	p.walk("fountain", "theatre", "fountain", "theatre", "fountain")
	if !slices.Equal(p.IDs(), []string{"end"}) {
		t.Fatalf("after 5 actions: %v", p.IDs())
	}
}

func TestMoveTakesVillagersAlong(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("maria", "maria", "theatre"), calm("lucy", "lucy", "theatre")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card maria", "end", "card lucy")
	p.Do("move fountain")
	if !slices.Equal(p.IDs(), []string{"bring maria", "bring lucy", "go"}) {
		t.Fatalf("bring prompt %v", p.IDs())
	}
	p.Do("bring lucy", "go")
	lucy, _ := p.villager("lucy")
	maria, _ := p.villager("maria")
	if lucy.Space != "fountain" || maria.Space != "theatre" || p.hero("mayor").Space != "fountain" {
		t.Fatalf("lucy %v maria %v", lucy, maria)
	}
	if !p.Saw("with Lucy") {
		t.Fatalf("events %v", p.events())
	}
}

func TestGuideOneVillagerToOrFromAnAdjacentSpace(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("maria", "maria", "barn"), calm("lucy", "lucy", "theatre")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card maria", "end", "card lucy")
	// Maria is next door at the Barn, Lucy here at the Theatre
	p.Must("guide maria theatre")
	p.MustNot("guide maria fountain")
	p.Must("guide lucy tower")
	p.Do("guide maria theatre", "guide lucy fountain")
	lucy, _ := p.villager("lucy")
	maria, _ := p.villager("maria")
	if lucy.Space != "fountain" || maria.Space != "theatre" || p.hero("mayor").ActionsLeft != 3 {
		t.Fatalf("lucy %v maria %v actions %d", lucy, maria, p.hero("mayor").ActionsLeft)
	}
}

func TestVillagerReachingSafetyDrawsPerk(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("maria", "maria", "bridge_w")}
	p := start(t, c, "dracula", "explorer")
	p.Do("end", "card maria")
	p.Do("guide maria camp")
	if _, on := p.villager("maria"); on {
		t.Fatal("Maria still on the board at her safe space")
	}
	pr := p.Prompt()
	if !pr.IsChance() || !p.Can("perk hurry") {
		t.Fatalf("no perk draw: %q %v", pr.Text, p.IDs())
	}
	p.Do("perk hurry")
	if h := p.hero("explorer"); len(h.Perks) != 1 || h.Perks[0].ID != "hurry" {
		t.Fatalf("perks %+v", h.Perks)
	}
	if !p.Saw("is safe") || p.view().PerkDeck != 19 {
		t.Fatalf("events %v deck %d", p.events(), p.view().PerkDeck)
	}
}

func TestPickUpAnyNumberOfItemsForOneAction(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier", "item torch")
	p.Do("pickup")
	if !slices.Equal(p.IDs(), []string{"take rapier-1", "take rapier-2", "take all", "done"}) {
		t.Fatalf("take prompt %v", p.IDs())
	}
	p.Do("take rapier-2", "done")
	h := p.hero("mayor")
	if !slices.Equal(itemIDs(h.Items), []string{"rapier-2"}) || h.ActionsLeft != 4 {
		t.Fatalf("hero items %v actions %d", itemIDs(h.Items), h.ActionsLeft)
	}
	p.Do("pickup", "take rapier-1")
	if got := itemIDs(p.hero("mayor").Items); len(got) != 2 || len(p.view().Items["theatre"]) != 0 || len(p.view().Items["barn"]) != 1 {
		t.Fatalf("items %v", got)
	}
	p.MustNot("pickup")
}

func TestShareWithHeroesOnYourSpace(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	p := start(t, c, "dracula", "inspector,mayor")
	p.Do("item pistol")
	p.MustNot("share")
	p.Do("pickup", "take pistol-1")
	p.walk("fountain", "theatre")
	p.Must("share")
	p.Do("share")
	if !slices.Equal(p.IDs(), []string{"give pistol-1 mayor", "done"}) {
		t.Fatalf("share prompt %v", p.IDs())
	}
	p.Do("give pistol-1 mayor")
	p.Do("give pistol-1 inspector", "give pistol-1 mayor", "done")
	if got := itemIDs(p.hero("mayor").Items); !slices.Equal(got, []string{"pistol-1"}) {
		t.Fatalf("mayor items %v", got)
	}
	if p.hero("inspector").ActionsLeft != 0 {
		t.Fatalf("sharing should cost one action: %d left", p.hero("inspector").ActionsLeft)
	}
}

func TestPerksPlayedByAnyPlayerWithoutAction(t *testing.T) {
	c := quiet()
	c.Setup.Perks = 1
	p := start(t, c, "dracula", "mayor,scientist")
	p.Do("perk rush", "perk late_into_the_night")
	if p.seat() != 0 {
		t.Fatalf("seat %d", p.seat())
	}
	p.Must("perk rush")
	p.MustNot("perk late_into_the_night")
	p.Must("interrupt 1")
	ch, _ := p.Prompt().Find("interrupt 1")
	if ch.Label != "Bob (Scientist) plays a perk" {
		t.Fatalf("label %q", ch.Label)
	}
	p.Do("interrupt 1")
	if p.seat() != 1 || !slices.Equal(p.IDs(), []string{"perk late_into_the_night", "back"}) {
		t.Fatalf("seat %d choices %v", p.seat(), p.IDs())
	}
	p.Do("perk late_into_the_night")
	if p.seat() != 0 {
		t.Fatalf("the prompt should return to seat 0, is %d", p.seat())
	}
	if h := p.hero("mayor"); h.ActionsLeft != 7 {
		t.Fatalf("mayor has %d actions, want 5+2", h.ActionsLeft)
	}
	if len(p.hero("scientist").Perks) != 0 {
		t.Fatal("perk still in hand")
	}
	p.MustNot("interrupt 1")
}

func TestDefeatedHeroReturnsAtHospital(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	c.Setup.Perks = 1
	c.MonsterCards = []bh.MonsterCard{card("bite", "lucy", "crypt", 1, 1, "dracula"), calm("calm", "maria", "barn")}
	findHero(c, "mayor").Actions = 12
	p := start(t, c, "dracula", "mayor,scientist")
	p.Do("perk rush", "perk hurry", "item rapier")
	p.Do("pickup", "take rapier-1")
	p.walk("fountain", "bridge_w", "mansion", "abbey", "crypt")
	p.Do("end", "card bite")
	// Dracula stays with the Mayor and attacks him, not Lucy
	p.Do("die hit")
	if p.seat() != 0 || !slices.Equal(p.IDs(), []string{"discard rapier-1", "defeated"}) {
		t.Fatalf("hit prompt seat %d %v", p.seat(), p.IDs())
	}
	p.Do("defeated")
	v := p.view()
	if v.Terror != 1 || p.hero("mayor").Space != "" {
		t.Fatalf("terror %d mayor at %q", v.Terror, p.hero("mayor").Space)
	}
	if lucy, on := p.villager("lucy"); !on || lucy.Space != "crypt" {
		t.Fatal("Lucy should be untouched")
	}
	// the Scientist's turn: the Mayor stays off the board
	if p.seat() != 1 || p.hero("mayor").Space != "" {
		t.Fatalf("seat %d", p.seat())
	}
	p.Do("end", "card calm")
	h := p.hero("mayor")
	if h.Space != "hospital" || h.ActionsLeft != 12 || len(h.Items) != 1 || len(h.Perks) != 1 {
		t.Fatalf("returned mayor %+v", h)
	}
}

func TestDefeatRequiresTaskFirst(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	findHero(c, "inspector").Actions = 10
	p := start(t, c, "dracula", "inspector")
	p.Do("item charm", "item wolfsbane")
	// yellow 8 in hand on Dracula's space, but no coffin smashed
	p.walk("fountain", "bridge_w", "camp")
	p.Do("pickup", "take all", "special crypt")
	p.wantSpace("inspector", p.hero("inspector").Space, "crypt")
	p.MustNot("defeat dracula")
	if p.monster("dracula").TaskDone {
		t.Fatal("task done")
	}
}
