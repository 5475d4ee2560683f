package plain_test

import (
	"strings"
	"testing"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// The Killer starts with 0 Rage, the left-most space of his track, and
// before he is placed he is neither active nor stunned: the line mode says
// so (rulebook 3.0, 6.3).
func TestHallsOfHorrorKillerStartsAtRageZeroAndUnplaced(t *testing.T) {
	def, ok := games.Lookup(games.All(), "hallsofhorror")
	if !ok {
		t.Skip("no Halls of Horror in this build")
	}
	setup := rules.Setup{Game: "hallsofhorror", Seats: []string{"Ann", "Bob", "Cat"}, Mode: rules.Table}
	s, _, err := saves.Start(saves.NewMemStore(), def, setup, "killer", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	out := words(run(t, s, "state\n"))
	if want := "The Killer is not placed yet, with 10 of 12 HP; rage 0 of 4 on his track: 3 dice, damage 2."; !strings.Contains(out, want) {
		t.Errorf("the line mode lacks %q:\n%s", want, out)
	}
	for _, bad := range []string{"rage 1 of", "Killer is stunned", "stunned and not placed"} {
		if strings.Contains(out, bad) {
			t.Errorf("the line mode says %q before the Killer is placed:\n%s", bad, out)
		}
	}
}
