package horrified

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

func TestDefaultCounts(t *testing.T) {
	c, err := Load(nil)
	if err != nil {
		t.Fatalf("embedded content does not load:\n%v", err)
	}
	water := 0
	for _, s := range c.Spaces {
		if s.Water {
			water++
		}
	}
	items, cards, perks := 0, 0, 0
	for _, it := range c.Items {
		items += it.Copies
	}
	for _, mc := range c.MonsterCards {
		cards += mc.Copies
	}
	for _, p := range c.Perks {
		perks += p.Copies
	}
	for _, tc := range []struct {
		what      string
		got, want int
	}{
		{"spaces", len(c.Spaces), 26},
		{"water spaces", water, 3},
		{"lit paths", len(c.LitPaths), 23},
		{"water paths", len(c.WaterPaths), 8},
		{"heroes", len(c.Heroes), 7},
		{"villagers", len(c.Villagers), 10},
		{"item types", len(c.Items), 35},
		{"item tokens", items, 60},
		{"monster card kinds", len(c.MonsterCards), 21},
		{"monster cards", cards, 30},
		{"perk cards", perks, 20},
		{"monsters", len(c.Monsters), 6},
		{"terror max (skull)", c.Terror.Max, 7},
		{"solo terror start", c.Terror.SoloStart, 3},
		{"setup items", c.Setup.Items, 12},
		{"setup perks", c.Setup.Perks, 1},
		{"novice monsters", c.Setup.Monsters["novice"], 2},
		{"standard monsters", c.Setup.Monsters["standard"], 3},
		{"challenging monsters", c.Setup.Monsters["challenging"], 4},
		{"die faces", len(c.Die.Faces), 6},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %d, want %d", tc.what, tc.got, tc.want)
		}
	}
	if c.Hospital != "hospital" {
		t.Errorf("hospital = %q", c.Hospital)
	}
	if got := strings.Join(c.Setup.Presets["first"], ","); got != "creature,dracula" {
		t.Errorf("first-game preset = %s", got)
	}
	var order []string
	for _, m := range c.Monsters {
		order = append(order, m.ID)
	}
	if got := strings.Join(order, ","); got != "dracula,mummy,frankenstein,creature,wolf_man,invisible_man" {
		t.Errorf("monster order = %s", got)
	}
}

// The solo restrictions from the rules: no Courier, no Special Delivery and no
// Conduct an Investigation.
func TestSoloRestrictions(t *testing.T) {
	c := Default()
	var heroes, perks []string
	for _, h := range c.Heroes {
		if h.NotInSolo {
			heroes = append(heroes, h.ID)
		}
	}
	for _, p := range c.Perks {
		if p.NotInSolo {
			perks = append(perks, p.ID)
		}
	}
	if got := strings.Join(heroes, ","); got != "courier" {
		t.Errorf("heroes not in solo = %s", got)
	}
	if got := strings.Join(perks, ","); got != "conduct_an_investigation,special_delivery" {
		t.Errorf("perks not in solo = %s", got)
	}
}

// Every entry carries a confidence tag, so a player knows what to check.
func TestEveryEntryIsTagged(t *testing.T) {
	c := Default()
	for _, s := range c.Spaces {
		if s.Confidence == "" {
			t.Errorf("space %s has no confidence", s.ID)
		}
	}
	for _, v := range c.Villagers {
		if v.Confidence == "" {
			t.Errorf("villager %s has no confidence", v.ID)
		}
	}
	for _, it := range c.Items {
		if it.CopiesConfidence != "?" {
			t.Errorf("item %s: copies are an estimate and must be tagged \"?\", got %q", it.ID, it.CopiesConfidence)
		}
	}
}

// The map layout keeps names apart: spaces on nearly the same row are at
// least 14 columns apart.
func TestLayoutSpacing(t *testing.T) {
	c := Default()
	for i, a := range c.Spaces {
		for _, b := range c.Spaces[i+1:] {
			dx, dy := abs(a.X-b.X), abs(a.Y-b.Y)
			if dy < 3 && dx < 14 {
				t.Errorf("%s (%d,%d) and %s (%d,%d) are too close for their names", a.ID, a.X, a.Y, b.ID, b.X, b.Y)
			}
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func TestDefaultIsFresh(t *testing.T) {
	a := Default()
	a.Heroes[0].Actions = 99
	a.Setup.Presets["first"][0] = "mummy"
	b := Default()
	if b.Heroes[0].Actions == 99 || b.Setup.Presets["first"][0] == "mummy" {
		t.Error("Default shares state between calls")
	}
}

func TestOverrideReplacesFile(t *testing.T) {
	b, err := EmbeddedFile(GameFile)
	if err != nil {
		t.Fatal(err)
	}
	var g map[string]any
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	g["terror"] = map[string]any{"max": 9, "solo_start": 4}
	g["die"] = map[string]any{"faces": []string{"hit", "power", "blank", "blank", "blank", "blank"}, "confidence": "A"}
	nb, _ := json.Marshal(g)

	heroes := `{"heroes": [{"id": "mayor", "name": "Mayor", "actions": 6, "start": "theatre", "confidence": "A"}]}`
	c, err := Load(fstest.MapFS{
		GameFile:      {Data: nb},
		HeroesFile:    {Data: []byte(heroes)},
		".DS_Store":   {Data: []byte{0, 1, 2}},
		"README.md":   {Data: []byte("my notes")},
		"readme.txt":  {Data: []byte("more notes")},
		".hidden/x":   {Data: []byte("x")},
		"notes/.keep": {Data: nil}, // a folder is not a data file
	})
	if err == nil || !strings.Contains(err.Error(), "notes: not a Horrified data file") {
		t.Fatalf("want an error about the folder notes, got %v", err)
	}

	c, err = Load(fstest.MapFS{
		GameFile:     {Data: nb},
		HeroesFile:   {Data: []byte(heroes)},
		".DS_Store":  {Data: []byte{0, 1, 2}},
		"README.md":  {Data: []byte("my notes")},
		"readme.txt": {Data: []byte("more notes")},
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Terror.Max != 9 || c.Terror.SoloStart != 4 || c.Die.Faces[0] != "hit" || c.Die.Faces[1] != "power" {
		t.Errorf("game.json override not applied: %+v %+v", c.Terror, c.Die)
	}
	if len(c.Heroes) != 1 || c.Heroes[0].Actions != 6 {
		t.Errorf("heroes.json is not replaced whole: %+v", c.Heroes)
	}
	if len(c.Items) != 35 || len(c.Spaces) != 26 {
		t.Error("files that were not overridden should stay embedded")
	}
}

func TestOverrideFolderMissing(t *testing.T) {
	sub, err := fs.Sub(fstest.MapFS{"other/heroes.json": {Data: []byte("{")}}, "horrified")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(sub); err != nil {
		t.Errorf("a missing folder should mean no overrides, got %v", err)
	}
	if _, err := Load(fstest.MapFS{}); err != nil {
		t.Errorf("an empty folder should mean no overrides, got %v", err)
	}
}

func TestUnknownFileName(t *testing.T) {
	_, err := Load(fstest.MapFS{
		"item.json":  {Data: []byte("{}")},
		"perks.yaml": {Data: []byte("{}")},
	})
	if err == nil {
		t.Fatal("unknown file names accepted")
	}
	msg := err.Error()
	for _, want := range []string{
		"item.json: not a Horrified data file",
		"perks.yaml: not a Horrified data file",
		"valid names: ",
		"items.json",
		"monster_cards.json",
		"village.json",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not mention %q", msg, want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tc := range []struct {
		name, file, data string
		want             []string
	}{
		{"unknown field", HeroesFile,
			`{"heroes": [{"id": "mayor", "name": "Mayor", "actoins": 5, "start": "theatre", "confidence": "A"}]}`,
			[]string{"heroes.json: ", `unknown field "actoins"`}},
		{"unknown top-level field", GameFile, `{"dice": {}}`,
			[]string{"game.json: ", `unknown field "dice"`}},
		{"syntax error with line", PerksFile, "{\n\"perks\": [\n  {\"id\": \"x\",,}\n]}",
			[]string{"perks.json: line 3: "}},
		{"wrong type", ItemsFile, "{\"items\": [\n{\"id\": \"dart\", \"strength\": \"two\"}]}",
			[]string{"items.json: line 2: field items.strength holds a JSON string where a whole number is needed"}},
		{"truncated", VillagersFile, `{"villagers": [`,
			[]string{"villagers.json: ", "ends too early"}},
		{"trailing data", MonstersFile, `{"monsters": []} {"monsters": []}`,
			[]string{"monsters.json: line 1: unexpected data after the JSON object"}},
		{"empty file", MonsterCardsFile, "  \n",
			[]string{"monster_cards.json: file is empty"}},
		{"path of three", VillageFile, `{"spaces": [], "lit_paths": [["cave", "camp", "inn"]], "water_paths": [], "hospital": ""}`,
			[]string{`village.json: lit path 1 ["cave" "camp" "inn"]: a path joins exactly 2 spaces, not 3`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(fstest.MapFS{tc.file: {Data: []byte(tc.data)}})
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestEmbeddedFile(t *testing.T) {
	for _, name := range Files() {
		if b, err := EmbeddedFile(name); err != nil || len(b) == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := EmbeddedFile("../content.go"); err == nil {
		t.Error("EmbeddedFile reads outside the data files")
	}
}

// FuzzLoad feeds random bytes as the override of one data file: Load must
// return content or an error, never panic.
func FuzzLoad(f *testing.F) {
	for i, name := range Files() {
		b, err := EmbeddedFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), b)
	}
	f.Add(uint8(0), []byte(`{"spaces": [{"id": "a"}], "lit_paths": [["a"]], "water_paths": [[]], "hospital": "a"}`))
	f.Add(uint8(6), []byte(`{"monsters": [{"id": "mummy", "scarab_start": [9, -1]}]}`))
	f.Add(uint8(3), []byte(`{"items": [{"id": "x", "copies": 9223372036854775807}, {"id": "y", "copies": 9223372036854775807}]}`))
	f.Add(uint8(7), []byte(`{"terror": {"max": -1}, "setup": {"presets": {"x": null}, "monsters": {"a": -3}}}`))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		files := Files()
		name := files[int(which)%len(files)]
		c, err := Load(fstest.MapFS{name: {Data: data}})
		if err == nil && c == nil {
			t.Fatal("no content and no error")
		}
		if err != nil && !strings.Contains(err.Error(), ".json") {
			t.Fatalf("error does not name a file: %v", err)
		}
	})
}
