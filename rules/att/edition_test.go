package att

import (
	"bytes"
	"testing"
	"testing/fstest"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// TestTheHouseDecksFirstEditionStaysForItsSaves: a new game plays the
// calibrated house deck (edition 2); a save from before the edition option
// existed replays with the first edition it began with; either can be
// chosen; and a player's own card file is used in both.
func TestTheHouseDecksFirstEditionStaysForItsSaves(t *testing.T) {
	c := ba.Default()
	def := Definition(c)
	setup := rules.Setup{Game: "att", Seats: []string{"You"}, Seed: 3, Mode: rules.Digital}
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Setup().Options["edition"]; got != "2" {
		t.Fatalf("a new game has edition %q, want 2", got)
	}
	world := func(g rules.Game) *world { return g.(engine.Game[*game]).State().w }
	if w := world(m.Game()); w.c != c {
		t.Fatal("a new game does not play the shipped cards")
	}
	old := m.Setup()
	delete(old.Options, "edition") // as saved before the option existed
	r, err := rules.Replay(def, old, m.Log())
	if err != nil {
		t.Fatal(err)
	}
	if w := world(r.Game()); w.c != c.First || r.Setup().Options["edition"] != "1" {
		t.Fatal("an old save does not replay with the first edition")
	}
	// The editions differ where the calibration changed them: a red card
	// is worth more now.
	red := func(c *ba.Content) int {
		for _, e := range c.Encounters {
			if e.ID == "maze-of-bones" {
				return e.Secrets
			}
		}
		t.Fatal("no maze-of-bones")
		return 0
	}
	if red(c) <= red(c.First) {
		t.Errorf("maze-of-bones is worth %d now and %d in the first edition", red(c), red(c.First))
	}
	// Feats were not changed: both editions share the shipped file.
	if len(c.Feats) != len(c.First.Feats) || c.Feats[0].ID != c.First.Feats[0].ID {
		t.Error("the first edition's Feats differ from the shipped ones")
	}
	// A player's own encounter file is used by both editions.
	shipped, err := ba.EmbeddedFile(ba.EncountersFile)
	if err != nil {
		t.Fatal(err)
	}
	mine := bytes.Replace(shipped, []byte(`"label": "house deck"`), []byte(`"label": "my box"`), 1)
	own, err := ba.Load(fstest.MapFS{ba.EncountersFile: {Data: mine}})
	if err != nil {
		t.Fatal(err)
	}
	if own.Labels[ba.EncountersFile] != "my box" || own.First.Labels[ba.EncountersFile] != "my box" || red(own.First) != red(c) {
		t.Errorf("the player's encounters are not in both editions: labels %q, %q", own.Labels[ba.EncountersFile], own.First.Labels[ba.EncountersFile])
	}
	if own.First.Labels[ba.SwagFile] != ba.HouseLabel || own.First.Swag[0].Cost == c.Swag[0].Cost {
		t.Error("the first edition lost its own Swag under the player's encounters")
	}
}
