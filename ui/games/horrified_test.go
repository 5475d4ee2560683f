package games_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/games"
)

func TestGamesLoadHorrified(t *testing.T) {
	defs, err := games.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, ok := games.Lookup(defs, "horrified")
	if !ok || d.Title != "Horrified" {
		t.Fatalf("horrified not listed: %v", games.Names(defs))
	}
	// a config folder without a horrified directory changes nothing
	if _, err := games.Load(fstest.MapFS{"other/x.json": {Data: []byte("{}")}}); err != nil {
		t.Fatalf("unrelated folder: %v", err)
	}
	// a player's override is read: two skulls instead of seven
	game := `{"die": {"faces": ["hit", "power", "blank"], "confidence": "?"},
	  "terror": {"max": 4, "solo_start": 3},
	  "setup": {"items": 12, "perks": 1, "presets": {"first": ["creature", "dracula"]},
	            "monsters": {"novice": 2, "standard": 3, "challenging": 4}}}`
	defs, err = games.Load(fstest.MapFS{"horrified/game.json": {Data: []byte(game)}})
	if err != nil {
		t.Fatalf("override: %v", err)
	}
	d, _ = games.Lookup(defs, "horrified")
	m, err := rules.NewMatch(d, rules.Setup{Seats: []string{"Ann"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Settle(); err != nil {
		t.Fatal(err)
	}
	if v := m.Game().View(rules.Chance); !strings.Contains(strings.ReplaceAll(fmtJSON(v), " ", ""), `"terror_max":4`) {
		t.Fatalf("override not used: %s", fmtJSON(v))
	}
	// a broken override is an error that names the file
	if _, err := games.Load(fstest.MapFS{"horrified/game.json": {Data: []byte("{")}}); err == nil || !strings.Contains(err.Error(), "game.json") {
		t.Fatalf("broken override: %v", err)
	}
}

// States are values: many goroutines may read one state and answer it.
func TestStatesAreSafeToShare(t *testing.T) {
	defs, _ := games.Load(nil)
	d, _ := games.Lookup(defs, "horrified")
	g, err := d.New(rules.Setup{Seats: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := g.Prompt()
			for _, c := range p.Choices {
				if _, _, err := g.Apply(p.Seat, c.ID); err != nil {
					t.Error(err)
				}
				g.View(rules.Chance)
			}
		}()
	}
	wg.Wait()
}

func fmtJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
