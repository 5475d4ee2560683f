package hallsofhorror

import (
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
)

// At the table a room card may be typed by what it shows when it is turned
// up; the typed room is searched like any other.
func TestTableTypedRoomCard(t *testing.T) {
	g := table(t, 2)
	g.static.table = true
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	p := run(t, g, searchStep(0), resolvedStep(), moveStep(0, actRight))
	pr := p.Prompt()
	if pr.Free == nil || pr.Free.Prefix != "room" {
		t.Fatalf("the room prompt takes no typed card: %+v", pr.Free)
	}
	for _, bad := range []string{
		"room Wine Cellar",                                 // no colon
		"room Wine Cellar: rewards melee knife once",       // no search
		"room Wine Cellar: search 3; rewards melee dagger", // no such item
		"room Wine Cellar: search 3; rewards panic",        // nothing worth having
	} {
		if _, _, err := p.Game.Apply(rules.Chance, bad); err == nil {
			t.Fatalf("%q was taken", bad)
		}
	}
	act(p, "room Wine Cellar: search 2; rewards melee knife once, ammo bullet 1, damage 2")
	v := view(p)
	if r := v.Grid[1]; r.Name != "Wine Cellar" || r.Search != 2 || len(r.Rewards) != 3 || v.Seats[0].Cell != "r1c2" {
		t.Fatalf("the typed room is %+v, the participant in %s", r, v.Seats[0].Cell)
	}
	// its search: two melee cards give the knife, which covers its square
	act(p, "reward r01", "reward r03")
	v = view(p)
	if len(v.Seats[0].Items) != 1 || v.Seats[0].Items[0] != "knife" || len(v.Grid[1].Covered) != 1 {
		t.Fatalf("the search of the typed room gave %v, covered %v", v.Seats[0].Items, v.Grid[1].Covered)
	}
}

// At the table an MC card may be typed: its symbols and its effect.
func TestTableTypedMCCard(t *testing.T) {
	g := table(t, 2)
	g.static.table = true
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	g.killer, g.active, g.kHealth = int8(g.cell(1, 1)), false, 5
	p := run(t, g, mcDrawStep())
	if _, _, err := p.Game.Apply(rules.Chance, "mc Dark Bargain: symbols 2; fly away"); err == nil || !strings.Contains(err.Error(), "fly_away") {
		t.Fatalf("an unknown effect was taken or not named: %v", err)
	}
	act(p, "mc Dark Bargain: symbols 2; heal killer 3")
	if v := view(p); v.Killer.Health != 8 || v.MCText != "Dark Bargain: symbols 2; heal killer 3" {
		t.Fatalf("after the typed card the Killer has %d HP, the card reads %q", v.Killer.Health, v.MCText)
	}
	// two symbols and a stunned Killer: he must be activated
	if ids := p.IDs(); len(ids) != 1 || ids[0] != "activate" {
		t.Fatalf("the symbols offer %v", ids)
	}
}
