package terrorixico

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hauntgames/haunt/boards/datafile"
)

// The counts of the rulebook's component list.
func TestEmbeddedContentLoads(t *testing.T) {
	c, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(c.Monsters); n != 13 {
		t.Errorf("%d monsters, want 13", n)
	}
	types := map[string]int{}
	for _, m := range c.Monsters {
		types[m.Type]++
	}
	if len(types) != 4 {
		t.Errorf("monster types %v, want all four", types)
	}
	if n := len(c.Events); n != 20 {
		t.Errorf("%d Event/Boss cards, want 20", n)
	}
	for i, e := range c.Events {
		if e.Number != i+1 {
			t.Errorf("event #%d is number %d", i+1, e.Number)
		}
	}
	if n := c.DeckSize(); n != 50 {
		t.Errorf("a deck of %d cards, want 50", n)
	}
	per := map[string]int{}
	for _, r := range c.Deck.Relics {
		per[r.Kind] += r.Count
	}
	for _, f := range Frontlines() {
		if per[f] != 10 {
			t.Errorf("%d %s relics, want 10", per[f], f)
		}
	}
	var names []string
	specials := 0
	for _, s := range c.Deck.Specials {
		names = append(names, s.Name)
		specials += s.Copies
	}
	want := []string{"Fury", "Take Advantage", "Good Omens", "Last Chance", "Trickery", "Friendly Fire", "Berserker", "Equality", "Strength", "Mimic"}
	if !slices.Equal(names, want) || specials != 10 {
		t.Errorf("specials %q (%d cards), want %q (10)", names, specials, want)
	}
	if n := c.TraumaCards(); n != 20 {
		t.Errorf("%d trauma cards, want 20", n)
	}
	var values []int
	for _, tr := range c.Trauma {
		values = append(values, tr.Value)
	}
	if !slices.Equal(values, []int{0, -1, -2, -3}) {
		t.Errorf("trauma values %v, want 0 to -3", values)
	}
}

// The numbers the rulebook states.
func TestRulebookValues(t *testing.T) {
	c := Default()
	b := c.Box
	if b.Monsters != 13 || b.Events != 20 || b.DeckCards != 50 || b.RelicsPerKind != 10 || b.Specials != 10 || b.Trauma != 20 || b.Cubes != 8 ||
		!slices.Equal(b.Colors, []string{"red", "green", "blue", "yellow"}) {
		t.Errorf("box %+v", b)
	}
	for p, want := range map[int]PlayerRow{
		2: {Players: 2, Trauma: 12, TrackEnd: 5, Source: Confirmed},
		3: {Players: 3, Trauma: 16, TrackEnd: 4, Source: Confirmed},
		4: {Players: 4, Trauma: 20, TrackEnd: 4, Source: Confirmed},
	} {
		if got := c.PlayerRow(p); got == nil || *got != want {
			t.Errorf("%d players: %+v, want %+v", p, got, want)
		}
	}
	if c.PlayerRow(5) != nil {
		t.Error("a row for 5 players")
	}
	if s := c.Setup; s.Draw != 8 || s.Keep != 5 {
		t.Errorf("set-up %+v: draw 8, keep 5", s)
	}
	tr := c.Turn
	if tr.Hand != 5 || tr.Plays != 2 || tr.FaceDown != 1 || tr.FaceDownPerLine != 2 || tr.ReshuffleAt != 5 ||
		tr.Refill != (Refill{Draw: 3, Discard: 1}) || tr.Refresh != (Refill{Eliminate: 1, Draw: 4, Discard: 1}) {
		t.Errorf("turn %+v", tr)
	}
	if c.Scoreboard.VPEnd != 40 || !slices.Equal(c.Scoreboard.Sets, []Set{{2, 2}, {3, 5}, {4, 9}}) {
		t.Errorf("scoreboard %+v", c.Scoreboard)
	}
	for n, vp := range map[int]int{0: 0, 1: 0, 2: 2, 3: 5, 4: 9, 5: 9} {
		if got := c.SetPoints(n); got != vp {
			t.Errorf("%d monsters of a type: %d V.P., want %d", n, got, vp)
		}
	}
	for score, name := range map[int]string{-15: "Baby", -10: "Baby", 5: "Baby", 6: "Apprentice", 10: "Apprentice", 11: "Cleric",
		15: "Cleric", 16: "Mythbuster", 21: "Mythbuster", 22: "Slayer", 28: "Slayer", 29: "Knight", 35: "Knight", 36: "Sacred Hunter", 80: "Sacred Hunter"} {
		if got := c.Level(score); got == nil || got.Name != name {
			t.Errorf("a score of %d: %+v, want %s", score, got, name)
		}
	}
	for _, s := range c.Deck.Specials {
		want := FaceDownOnReveal
		if slices.Contains([]string{"fury", "good-omens", "last-chance", "berserker"}, s.ID) {
			want = FaceDownNoEffect
		}
		if s.FaceDown != want {
			t.Errorf("%s face down: %s, want %s", s.Name, s.FaceDown, want)
		}
	}
	for id, want := range map[string]Special{
		"fury":           {Effect: Effect{SpFury, 3}},
		"take-advantage": {Effect: Effect{SpTakeAdvantage, 1}},
		"good-omens":     {Effect: Effect{SpGoodOmens, 3}},
		"last-chance":    {Effect: Effect{SpLastChance, 3}, Relics: 1},
		"trickery":       {Effect: Effect{SpTrickery, 0}, Relics: 2},
		"friendly-fire":  {Effect: Effect{SpFriendlyFire, 1}},
		"berserker":      {Effect: Effect{SpBerserker, 2}},
		"equality":       {Effect: Effect{SpEquality, 0}, NotEmpty: true},
		"strength":       {Effect: Effect{SpStrength, 2}, NotEmpty: true},
		"mimic":          {Effect: Effect{SpMimic, 0}, NotEmpty: true},
	} {
		s := c.Special(id)
		if s == nil || s.Effect != want.Effect || s.Relics != want.Relics || s.NotEmpty != want.NotEmpty || s.Copies != 1 {
			t.Errorf("%s: %+v, want %+v", id, s, want)
		}
	}
}

// The house deck follows the real structure: every relic value and every
// trauma value there is, every instruction the rulebook names on some
// event, and monsters and events that are neither trivial nor out of reach.
func TestHouseDeckShape(t *testing.T) {
	c := Default()
	for _, f := range Frontlines() {
		var vals []int
		for _, r := range c.Deck.Relics {
			if r.Kind == f {
				vals = append(vals, r.Value)
			}
		}
		if !slices.Equal(vals, []int{1, 2, 3}) {
			t.Errorf("%s relics worth %v, want 1, 2 and 3", f, vals)
		}
	}
	for _, kind := range eventKinds {
		found := false
		for i := range c.Events {
			found = found || c.Events[i].Has(kind) != nil
		}
		if !found {
			t.Errorf("no event has %s", kind)
		}
	}
	for _, m := range c.Monsters {
		if n := m.Relics.Total(); n < 5 || n > 9 {
			t.Errorf("%s takes %d relics in all", m.ID, n)
		}
	}
	// no one event with one monster asks more than two players' decks can
	// give in a frontline (10 relics worth 19)
	for _, m := range c.Monsters {
		for _, e := range c.Events {
			for _, f := range Frontlines() {
				if l := stack(c, []string{m.ID}, []string{e.ID}, f); l.total > 19 {
					t.Errorf("%s with event %s needs %d %s relics", m.ID, e.ID, l.total, f)
				}
			}
		}
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
	// game.json carries no label, so it holds no estimate
	sources := []Source{c.Box.Source, c.Setup.Source, c.Turn.Source, c.Scoreboard.Source}
	for _, p := range c.Players {
		sources = append(sources, p.Source)
	}
	for _, l := range c.Levels {
		sources = append(sources, l.Source)
	}
	if slices.Contains(sources, House) {
		t.Error("game.json holds a house value but carries no label")
	}
	// every monster, event, relic row and trauma row holds a house value
	for _, m := range c.Monsters {
		if m.Source != House {
			t.Errorf("monster %s is %q, want house (its type and points are estimates)", m.ID, m.Source)
		}
	}
	for _, e := range c.Events {
		if e.Source != House {
			t.Errorf("event %s is %q, want house (its trauma and points are estimates)", e.ID, e.Source)
		}
	}
	for _, r := range c.Deck.Relics {
		if r.Source != House {
			t.Errorf("%s %d relics are %q, want house", r.Kind, r.Value, r.Source)
		}
	}
	for _, r := range c.Trauma {
		if r.Source != House {
			t.Errorf("trauma %d is %q, want house", r.Value, r.Source)
		}
	}
}

func TestOverrideReplacesFile(t *testing.T) {
	own := `{"label": "my box", "trauma": [
  {"value": 0, "count": 4, "source": "C"}, {"value": -1, "count": 8, "source": "C"},
  {"value": -2, "count": 6, "source": "C"}, {"value": -3, "count": 2, "source": "C"}]}`
	c, err := Load(fstest.MapFS{TraumaFile: {Data: []byte(own)}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Trauma[1] != (TraumaRow{-1, 8, Confirmed}) || c.TraumaCards() != 20 {
		t.Errorf("the override was not read whole: %+v", c.Trauma)
	}
	if len(c.Monsters) != 13 || c.Labels[MonstersFile] != HouseLabel {
		t.Error("the other files are no longer the shipped ones")
	}
	if got := c.Label(); got != "house deck; my box" {
		t.Errorf("label %q", got)
	}
	if got := c.HouseFiles(); slices.Contains(got, TraumaFile) || len(got) != len(LabelledFiles())-1 {
		t.Errorf("house files %q", got)
	}

	mine := fstest.MapFS{}
	for _, f := range LabelledFiles() {
		b, _ := EmbeddedFile(f)
		mine[f] = &fstest.MapFile{Data: []byte(strings.Replace(string(b), `"label": "house deck"`, `"label": "my box"`, 1))}
	}
	c, err = Load(mine)
	if err != nil {
		t.Fatal(err)
	}
	if c.HouseSet() || c.Label() != "my box" {
		t.Errorf("every labelled file replaced: house %v, label %q", c.HouseSet(), c.Label())
	}
}

// A player's own monster replaces the shipped list whole, and a monster
// card of theirs may change what the examples' cards hold.
func TestOverrideMonsters(t *testing.T) {
	b, _ := EmbeddedFile(MonstersFile)
	own := strings.Replace(string(b), `"label": "house deck"`, `"label": "printed monsters"`, 1)
	own = strings.Replace(own, `"first": 4, "second": 2`, `"first": 7, "second": 1`, 1)
	c, err := Load(fstest.MapFS{MonstersFile: {Data: []byte(own)}, "README.txt": {Data: []byte("notes")}})
	if err != nil {
		t.Fatal(err)
	}
	if a := c.Monster("aluxe"); a.First != 7 || a.Second != 1 {
		t.Errorf("aluxe %+v", a)
	}
	if got := c.Label(); got != "printed monsters; house deck" {
		t.Errorf("label %q", got)
	}
}

func TestDefaultIsFresh(t *testing.T) {
	a := Default()
	a.Monsters[0].First = 99
	a.Events[0].Mods.Range.N = 99
	a.Deck.Specials[0].Copies = 99
	b := Default()
	if b.Monsters[0].First == 99 || b.Events[0].Mods.Range.N == 99 || b.Deck.Specials[0].Copies == 99 {
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
			"cards.json: not a TerroriXico data file (valid names: deck.json, events.json, game.json, monsters.json, trauma.json)"},
		{"syntax", fstest.MapFS{EventsFile: {Data: []byte("{\n \"events\": [\n {\"id\": \"x\",, }\n ]\n}")}},
			"events.json: line 3"},
		{"unknown field", fstest.MapFS{MonstersFile: {Data: []byte(`{"monsters": [{"id": "x", "colour": 1}]}`)}},
			`monsters.json: unknown field "colour"`},
		{"wrong type", fstest.MapFS{DeckFile: {Data: []byte(`{"label": "x", "relics": [{"kind": "range", "value": "2"}]}`)}},
			"deck.json: line 1: field relics.value holds a JSON string where a whole number is needed"},
		{"modifier as a string", fstest.MapFS{EventsFile: {Data: []byte(`{"label": "x", "events": [{"id": "1", "mods": {"range": "x3"}}]}`)}},
			"events.json: line 1: field events.mods.range holds a JSON string where an object is needed"},
		{"empty", fstest.MapFS{TraumaFile: {Data: []byte(" ")}}, "trauma.json: file is empty"},
		{"folder", fstest.MapFS{"old/monsters.json": {Data: []byte("{}")}}, "old: not a TerroriXico data file"},
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
	note := regexp.MustCompile(`(?i)\b(guess\w*|estimat\w*|invent\w*|unknown|confirm\w*|house|placeholder|rulebook|inferred)\b`)
	check := func(file, id, s string) {
		if m := note.FindString(s); m != "" {
			t.Errorf("%s: %s holds a note about the data (%q): %q", file, id, m, s)
		}
	}
	for _, m := range c.Monsters {
		check(MonstersFile, m.ID, m.Name+" "+m.Text)
	}
	for _, e := range c.Events {
		check(EventsFile, e.ID, e.Title+" "+e.Text)
	}
	for _, s := range c.Deck.Specials {
		check(DeckFile, s.ID, s.Name+" "+s.Text)
	}
	for _, l := range c.Levels {
		check(GameFile, l.Name, l.Name)
	}
}

func TestReminder(t *testing.T) {
	lines := strings.Split(strings.TrimRight(Reminder, "\n"), "\n")
	if len(lines) < 10 || len(lines) > 30 || !strings.Contains(Reminder, "frontline") {
		t.Errorf("reminder of %d lines: %q", len(lines), Reminder)
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > 78 {
			t.Errorf("reminder line %d is %d columns wide", i+1, n)
		}
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
	f.Add(uint8(0), []byte(`{"box": {"monsters": 9223372036854775807, "colors": []}, "players": [{"players": -1}], "turn": {"hand": -9223372036854775808, "plays": 9223372036854775807}, "scoreboard": {"sets": [{"monsters": -1}]}}`))
	f.Add(uint8(0), []byte(`{"box": {"relics_per_kind": 4611686018427387904, "specials": 4611686018427387904}, "levels": [{"from": 5}, {"from": 5}]}`))
	f.Add(uint8(1), []byte(`{"label": "x", "monsters": [{"id": "a", "type": "spirit", "relics": {"range": -9223372036854775808}}]}`))
	f.Add(uint8(2), []byte(`{"label": "x", "events": [{"id": "a", "number": -1, "mods": {"codex": {"op": "times", "n": 0}}, "effects": [{"kind": "add_event", "n": 1}]}]}`))
	f.Add(uint8(3), []byte(`{"label": "x", "relics": [{"kind": "codex", "value": 9223372036854775807, "count": 9223372036854775807}], "specials": [{"id": "s", "copies": -3, "effect": {"kind": "trickery"}, "relics": -1}]}`))
	f.Add(uint8(4), []byte(`{"label": "x", "trauma": [{"value": -9223372036854775808, "count": 1}]}`))
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
	targets := []any{&gameFile{}, &Monster{}, &Event{}, &RelicRow{}, &Special{}, &traumaFile{}}
	if len(blocks) != len(targets) {
		t.Fatalf("%d examples in the README, want %d", len(blocks), len(targets))
	}
	for i, block := range blocks {
		if err := datafile.Unmarshal([]byte(block), targets[i]); err != nil {
			t.Errorf("example %d (%T): %v", i+1, targets[i], err)
		}
	}
	// the whole-file examples load in place of the shipped files
	if _, err := Load(fstest.MapFS{GameFile: {Data: []byte(blocks[0])}, TraumaFile: {Data: []byte(blocks[5])}}); err != nil {
		t.Errorf("the README's game.json and trauma.json do not load: %v", err)
	}
	// each entry example passes the checks in place of the shipped entry
	c := Default()
	m := *targets[1].(*Monster)
	*c.Monster(m.ID) = m
	e := *targets[2].(*Event)
	*c.Event(e.ID) = e
	r := *targets[3].(*RelicRow)
	for i := range c.Deck.Relics {
		if c.Deck.Relics[i].Kind == r.Kind && c.Deck.Relics[i].Value == r.Value {
			c.Deck.Relics[i] = r
		}
	}
	s := *targets[4].(*Special)
	*c.Special(s.ID) = s
	if err := Validate(c); err != nil {
		t.Errorf("the README's entries do not validate in the shipped deck: %v", err)
	}
}

// The README's examples are the shipped entries and files exactly, so an
// owner who copies one is never misled about what the app plays with.
func TestReadmeExamplesAreTheShippedCards(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	for _, part := range strings.Split(string(b), "```json\n")[1:] {
		blocks = append(blocks, part[:strings.Index(part, "```")])
	}
	if len(blocks) != 6 {
		t.Fatalf("%d examples in the README, want 6", len(blocks))
	}
	decode := func(text []byte, into any) {
		t.Helper()
		if err := datafile.Unmarshal(text, into); err != nil {
			t.Fatal(err)
		}
	}
	shipped := func(name string) []byte {
		t.Helper()
		b, err := EmbeddedFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	// the whole files
	for _, f := range []struct {
		block int
		name  string
		into  func() any
	}{{0, GameFile, func() any { return &gameFile{} }}, {5, TraumaFile, func() any { return &traumaFile{} }}} {
		got, want := f.into(), f.into()
		decode([]byte(blocks[f.block]), got)
		decode(shipped(f.name), want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("the README's %s is not the shipped file:\n%+v\nwant\n%+v", f.name, got, want)
		}
	}
	// the entries
	c := Default()
	var m Monster
	decode([]byte(blocks[1]), &m)
	if want := c.Monster(m.ID); want == nil || !reflect.DeepEqual(m, *want) {
		t.Errorf("the README's monster %+v is not the shipped %+v", m, want)
	}
	var e Event
	decode([]byte(blocks[2]), &e)
	if want := c.Event(e.ID); want == nil || !reflect.DeepEqual(e, *want) {
		t.Errorf("the README's event %+v is not the shipped %+v", e, want)
	}
	var r RelicRow
	decode([]byte(blocks[3]), &r)
	if !slices.Contains(c.Deck.Relics, r) {
		t.Errorf("the README's relic row %+v is not shipped", r)
	}
	var sp Special
	decode([]byte(blocks[4]), &sp)
	if want := c.Special(sp.ID); want == nil || !reflect.DeepEqual(sp, *want) {
		t.Errorf("the README's special %+v is not the shipped %+v", sp, want)
	}
}
