package cityofhorror

import (
	"slices"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

func TestTouchNamesPlacesAndSeats(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "church")
	g.put(t, "rasta", 1, "church")
	g.put(t, "thief", 0, "church")
	g.put(t, "punk", 2, "bank")
	g.zombiesAt(t, "church", 2)
	p := run(t, g, attackStep(g.locIndex(t, "church")), moveStep(0), engine.RoundStep(kPick, engine.AllSeats(3)))
	touch := func(id string) rules.Touch { return p.Game.(rules.Toucher).Touch(id) }
	if got := touch("card hospital"); !slices.Equal(got.Places, []string{"hospital"}) {
		t.Fatalf("a movement card touches %+v", got)
	}
	p.Do("card hospital", "card hospital", "card hospital")
	if got := touch("move thief"); !slices.Equal(got.Places, []string{"church", "hospital"}) || !slices.Equal(got.Cards, []string{"thief"}) {
		t.Fatalf("a move touches %+v", got)
	}
	p.Do("move thief")
	if got := touch("vote yellow"); !slices.Equal(got.Seats, []rules.Seat{1}) {
		t.Fatalf("a vote touches %+v (prompt %q)", got, p.Prompt().Text)
	}
}
