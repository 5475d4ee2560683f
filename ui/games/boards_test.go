package games

import (
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
)

// A player's own content (here a renamed space, as an override file would
// give) is what the board draws, and one drawing serves every screen.
func TestBoardDrawsTheContentTheGameWasLoadedWith(t *testing.T) {
	c := bh.Default()
	for i := range c.Spaces {
		if c.Spaces[i].ID == "inn" {
			c.Spaces[i].Name = "Tavern"
		}
	}
	def := rh.Definition(c)
	b := For(def)
	if For(def) != b {
		t.Fatal("the same definition should share one board")
	}
	view := rh.View{Phase: "hero", TerrorMax: 7}
	if got := b.Describe(view); got == "" {
		t.Fatal("empty description")
	}
	out := b.Render(nil, view, common.Selection{}, 0, 160, 50)
	if !strings.Contains(out, "Tavern") {
		t.Fatalf("the board ignores the loaded content: no Tavern in\n%s", out)
	}
	if strings.Contains(For(rh.Definition(bh.Default())).Render(nil, view, common.Selection{}, 0, 160, 50), "Tavern") {
		t.Fatal("the embedded content's board shows the override")
	}
}

func TestGamesWithoutADrawingGetTheirViewListed(t *testing.T) {
	b := For(rules.Definition{Name: "nosuch"})
	if got := b.Describe(map[string]int{"round": 3}); !strings.Contains(got, `"round": 3`) {
		t.Fatalf("generic description %q", got)
	}
}

// Every game the menu offers has a drawing of its own: a game registered in
// its entry without one fails this test, not a player.
func TestEveryRegisteredGameHasItsDrawing(t *testing.T) {
	for _, def := range All() {
		if _, generic := For(def).(generic); generic {
			t.Errorf("%s has no board drawing: give its entry in games.go one", def.Name)
		}
		if def.Reminder == "" {
			t.Errorf("%s has no rules reminder (boards/%s/reminder.txt)", def.Name, def.Name)
		}
	}
}
