package cityofhorror

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hauntgames/haunt/boards/datafile"
)

func TestEmbeddedContentLoads(t *testing.T) {
	c, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Actions) != 18 {
		t.Errorf("%d action titles, want 18", len(c.Actions))
	}
	cards := 0
	var bombs []string
	for _, a := range c.Actions {
		cards += a.Copies
		if a.Explosion {
			bombs = append(bombs, a.ID)
		}
	}
	if cards != 40 {
		t.Errorf("%d action cards, want 40", cards)
	}
	if want := []string{"makeshift-bomb", "molotov-cocktail", "rescue-flare"}; !slices.Equal(bombs, want) {
		t.Errorf("explosion cards %q, want %q", bombs, want)
	}
	if len(c.Characters) != 21 {
		t.Errorf("%d characters, want 21", len(c.Characters))
	}
	if len(c.Locations) != 6 {
		t.Errorf("%d locations, want 6", len(c.Locations))
	}
	for _, l := range c.Locations {
		for _, s := range []string{SideA, SideB} {
			if l.Side(s).Effect.Kind == "" || l.Side(s).Text == "" {
				t.Errorf("location %s side %s has no effect or text", l.ID, s)
			}
		}
	}
	for i, b := range c.Board {
		if b.Number != i+1 {
			t.Errorf("board %d is %s numbered %d: the board is not in resolution order", i, b.Location, b.Number)
		}
	}
	if got := c.Order(); len(got) != 6 || got[5] != "crossroads" {
		t.Errorf("resolution order %q", got)
	}
	if len(c.Movement.Cards) != 6 {
		t.Errorf("%d movement cards a player, want 6", len(c.Movement.Cards))
	}
	hours := map[string]int{}
	for _, v := range c.Invasion {
		hours[v.Hour]++
	}
	for _, h := range Hours() {
		if hours[h] != 4 {
			t.Errorf("%d invasion cards for %s, want 4 (20 in five packs)", hours[h], h)
		}
	}
	food := 0
	for _, f := range c.Food.Tokens {
		food += f.Count
	}
	if food != 12 || c.Antidotes.Count != 16 {
		t.Errorf("%d food tokens and %d antidotes, want 12 and 16", food, c.Antidotes.Count)
	}
	if c.ZombieCap != 8 {
		t.Errorf("zombie cap %d, want 8", c.ZombieCap)
	}
}

// The thresholds the rules summary gives, side by side.
func TestExplosionThresholds(t *testing.T) {
	c := Default()
	for _, tc := range []struct {
		loc, side string
		at        int
		result    string
	}{
		{"water-tower", SideA, 3, Explode},
		{"water-tower", SideB, 3, Explode},
		{"armory", SideA, 3, Burn},
		{"armory", SideB, 2, Seal},
	} {
		x := c.Location(tc.loc).Side(tc.side).Explosions
		if x == nil || x.At != tc.at || x.Result != tc.result {
			t.Errorf("%s side %s: explosions %+v, want %d %s", tc.loc, tc.side, x, tc.at, tc.result)
		}
	}
	if c.Location("water-tower").Exploded == nil {
		t.Error("the Water Tower has no exploded side")
	}
	x := c.Location("crossroads")
	if !x.Overflow || !x.LeaderWheel || x.Airdrops || c.Location("water-tower").Airdrops {
		t.Errorf("the Crossroads takes the overflow and the wheel, and neither it nor the tower gets airdrops: %+v", x)
	}
	if p := c.Printed("crossroads").A; p.Spaces != 0 || p.Attack != (Attack{Kind: AtLeast, N: 1}) || p.Source != Confirmed {
		t.Errorf("the Crossroads: %+v, want no space limit and an attack at 1 zombie, confirmed", p)
	}
}

func TestHouseSetIsLabelled(t *testing.T) {
	c := Default()
	if !c.HouseSet() || c.Label() != HouseLabel {
		t.Errorf("shipped content: house %v, label %q", c.HouseSet(), c.Label())
	}
	if got := c.HouseFiles(); !slices.Equal(got, LabelledFiles()) {
		t.Errorf("house files %q, want %q", got, LabelledFiles())
	}
	// every house value sits in a labelled file
	for _, b := range c.Board {
		for _, s := range []PrintedSide{b.A, b.B} {
			if s.Source == House && c.Labels[BoardFile] != HouseLabel {
				t.Errorf("board %s: a house value in a file not labelled", b.Location)
			}
		}
	}
	for _, l := range c.Locations {
		if l.Source == House {
			t.Errorf("locations.json: %s is a house estimate, but the file carries no label", l.ID)
		}
	}
	for _, ch := range c.Characters {
		if ch.Source != Confirmed {
			t.Errorf("characters.json: %s is %q, want confirmed", ch.ID, ch.Source)
		}
	}
	for _, a := range c.Actions {
		if a.Source != Confirmed {
			t.Errorf("actions.json: %s is %q, want confirmed", a.ID, a.Source)
		}
	}
}

func TestOverrideReplacesFile(t *testing.T) {
	own := `{"label": "my box",
  "food": {"tokens": [{"value": 2, "count": 6}, {"value": 3, "count": 6}], "source": "C"},
  "antidotes": {"count": 20, "source": "C"}}`
	c, err := Load(fstest.MapFS{TokensFile: {Data: []byte(own)}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Antidotes.Count != 20 || len(c.Food.Tokens) != 2 || c.Food.Tokens[0].Value != 2 {
		t.Errorf("the override was not read whole: %+v %+v", c.Antidotes, c.Food)
	}
	if len(c.Characters) != 21 || c.Labels[BoardFile] != HouseLabel {
		t.Error("the other files are no longer the shipped ones")
	}
	if got := c.Label(); got != "house set; my box" {
		t.Errorf("label %q", got)
	}
	if got := c.HouseFiles(); !slices.Equal(got, []string{BoardFile, InvasionFile}) {
		t.Errorf("house files %q", got)
	}

	board, _ := EmbeddedFile(BoardFile)
	inv, _ := EmbeddedFile(InvasionFile)
	mine := func(b []byte) []byte {
		return []byte(strings.Replace(string(b), `"label": "house set"`, `"label": "my box"`, 1))
	}
	c, err = Load(fstest.MapFS{TokensFile: {Data: []byte(own)}, BoardFile: {Data: mine(board)}, InvasionFile: {Data: mine(inv)}})
	if err != nil {
		t.Fatal(err)
	}
	if c.HouseSet() || c.Label() != "my box" {
		t.Errorf("every labelled file replaced: house %v, label %q", c.HouseSet(), c.Label())
	}
}

func TestOverrideReordersTheBoard(t *testing.T) {
	b, _ := EmbeddedFile(BoardFile)
	s := strings.Replace(string(b), `"water-tower", "number": 1`, `"water-tower", "number": 6`, 1)
	s = strings.Replace(s, `"crossroads", "number": 6`, `"crossroads", "number": 1`, 1)
	c, err := Load(fstest.MapFS{BoardFile: {Data: []byte(s)}})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Order(); got[0] != "crossroads" || got[5] != "water-tower" {
		t.Errorf("order %q", got)
	}
}

func TestDefaultIsFresh(t *testing.T) {
	a := Default()
	a.Characters[0].Rested = 99
	a.Board[0].A.Spaces = 99
	if b := Default(); b.Characters[0].Rested == 99 || b.Board[0].A.Spaces == 99 {
		t.Error("Default shares its values between calls")
	}
}

func TestFileErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		fs   fstest.MapFS
		want string
	}{
		{"unknown name", fstest.MapFS{"cards.json": {Data: []byte("{}")}, "README.md": {Data: []byte("notes")}},
			"cards.json: not a City of Horror data file (valid names: actions.json, board.json"},
		{"syntax", fstest.MapFS{ActionsFile: {Data: []byte("{\n \"actions\": [\n {\"id\": \"gun\",, }\n ]\n}")}},
			"actions.json: line 3"},
		{"unknown field", fstest.MapFS{CharactersFile: {Data: []byte(`{"characters": [{"id": "x", "colour": 1}]}`)}},
			`characters.json: unknown field "colour"`},
		{"wrong type", fstest.MapFS{TokensFile: {Data: []byte(`{"label": "x", "antidotes": {"count": "16"}}`)}},
			"tokens.json: line 1: field antidotes.count holds a JSON string where a whole number is needed"},
		{"empty", fstest.MapFS{InvasionFile: {Data: []byte(" ")}}, "invasion.json: file is empty"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(tc.fs)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
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

// Names and texts are what a player reads in play: how sure we are of a
// value belongs in its source and the README, never in them.
func TestTextsHoldNoDataNotes(t *testing.T) {
	c := Default()
	note := regexp.MustCompile(`(?i)\b(guess\w*|estimat\w*|invent\w*|unknown|confirm\w*|sources?|house|placeholder)\b`)
	check := func(file, id, s string) {
		if m := note.FindString(s); m != "" {
			t.Errorf("%s: %s holds a note about the data (%q): %q", file, id, m, s)
		}
	}
	for _, l := range c.Locations {
		check(LocationsFile, l.ID, l.Name+" "+l.Text+" "+l.A.Text+" "+l.B.Text)
	}
	for _, ch := range c.Characters {
		check(CharactersFile, ch.ID, ch.Name+" "+ch.Text)
	}
	for _, a := range c.Actions {
		check(ActionsFile, a.ID, a.Title+" "+a.Text)
	}
}

func TestReminder(t *testing.T) {
	if len(Reminder) < 200 || !strings.Contains(Reminder, "antidote") {
		t.Errorf("reminder %q", Reminder)
	}
}

// FuzzLoad feeds random bytes as the override of one data file: Load must
// return content or an error naming a file, never panic.
func FuzzLoad(f *testing.F) {
	for i, name := range Files() {
		b, err := EmbeddedFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), b)
	}
	f.Add(uint8(0), []byte(`{"box": {"characters": 9223372036854775807, "action_cards": -1}, "players": [{"players": 6, "characters": 9223372036854775807}]}`))
	f.Add(uint8(1), []byte(`{"locations": [{"id": "x", "a": {"explosions": {"at": -1}}, "exploded": {}}]}`))
	f.Add(uint8(2), []byte(`{"label": "x", "board": [{"location": "bank", "number": 99}], "wheel": {"colors": ["", ""]}}`))
	f.Add(uint8(5), []byte(`{"label": "x", "invasion": [{"id": "a", "hour": "2:00", "moves": [{"from": "bank", "to": "bank", "n": 9}], "zombies": [{"location": "bank", "n": -9223372036854775808}]}]}`))
	f.Add(uint8(6), []byte(`{"label": "x", "food": {"tokens": [{"value": 1, "count": 9223372036854775807}, {"value": 2, "count": 9223372036854775807}]}}`))
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

// The README's examples are complete: each decodes strictly into its kind,
// in the order the README gives them.
func TestReadmeExamplesDecode(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	for _, part := range strings.Split(string(b), "```json\n")[1:] {
		blocks = append(blocks, part[:strings.Index(part, "```")])
	}
	targets := []any{&gameFile{}, &Location{}, &boardFile{}, &Character{}, &ActionCard{}, &InvasionCard{}, &tokensFile{}}
	if len(blocks) != len(targets) {
		t.Fatalf("%d examples in the README, want %d", len(blocks), len(targets))
	}
	for i, block := range blocks {
		if err := datafile.Unmarshal([]byte(block), targets[i]); err != nil {
			t.Errorf("example %d (%T): %v", i+1, targets[i], err)
		}
	}
	// the whole-file examples load in place of the shipped files
	if _, err := Load(fstest.MapFS{GameFile: {Data: []byte(blocks[0])}, TokensFile: {Data: []byte(blocks[6])}}); err != nil {
		t.Errorf("the README's game.json and tokens.json do not load: %v", err)
	}
}
