package hallsofhorror

import (
	"os"
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
	for _, v := range []string{VariantA, VariantB} {
		rooms := c.Deck(DeckMain, v)
		if len(rooms) != 24 {
			t.Errorf("%d rooms in variant %s, want 24", len(rooms), v)
		}
		for i, r := range rooms {
			if r.Number != i+1 {
				t.Errorf("variant %s: room #%d is number %d", v, i+1, r.Number)
			}
		}
	}
	starts := map[int]int{}
	for _, r := range c.Deck(DeckStart, "") {
		starts[r.Number]++
	}
	if len(starts) != 4 {
		t.Errorf("%d starting rooms, want 4", len(starts))
	}
	for n, faces := range starts {
		if faces != 2 {
			t.Errorf("starting room %d has %d faces, want 2", n, faces)
		}
	}
	if n := len(c.Deck(DeckExit, "")); n != 2 {
		t.Errorf("%d exits, want 2", n)
	}
	if n := len(c.Rooms); n != 54+4 {
		t.Errorf("%d room entries, want 58: 54 cards, the 4 starting rooms with both faces", n)
	}
	if n := len(c.Rewards); n != 21 {
		t.Errorf("%d reward cards, want 21", n)
	}
	for _, r := range c.Rewards {
		if len(r.Symbols) < 1 || len(r.Symbols) > 2 {
			t.Errorf("reward card %s shows %d symbols", r.ID, len(r.Symbols))
		}
	}
	if n := c.MCDeckSize(); n != 43 {
		t.Errorf("%d MC cards, want 43", n)
	}
	if n := len(c.Gifts); n != 12 {
		t.Errorf("%d gifts, want 12", n)
	}
	items := 0
	for _, it := range c.Items {
		items += it.Copies
	}
	if items != 24 || len(c.Items) != 6 {
		t.Errorf("%d item cards over %d kinds, want 24 over 6", items, len(c.Items))
	}
	var names []string
	for _, p := range c.Participants {
		names = append(names, p.Name)
		if len(p.Basic.Powers) != 0 || len(p.Advanced.Powers) != 2 {
			t.Errorf("%s: %d basic and %d advanced powers, want 0 and 2", p.Name, len(p.Basic.Powers), len(p.Advanced.Powers))
		}
	}
	if want := []string{"Ben", "Mia", "Ian", "Zoe"}; !slices.Equal(names, want) {
		t.Errorf("participants %q, want %q", names, want)
	}
}

// The values the rulebook states.
func TestRulebookValues(t *testing.T) {
	c := Default()
	if b := c.Combat; b.Dice != 4 || !slices.Equal(b.Attack.Success, []int{5, 6}) || b.Attack.Damage != 2 || !slices.Equal(b.Escape.Success, []int{4, 5, 6}) {
		t.Errorf("basic combat %+v", b)
	}
	k := c.Killer
	if k.Health != 10 || k.MaxHealth != 12 || k.Costs != (SymbolCosts{Heal: 1, Activate: 2, Enrage: 1, Move: 1}) {
		t.Errorf("killer %+v", k)
	}
	if first, last := k.Rage[0], k.Rage[len(k.Rage)-1]; first != (RageStep{3, 2}) || last != (RageStep{5, 4}) {
		t.Errorf("rage from %+v to %+v, want 3 dice 2 damage to 5 dice 4 damage", first, last)
	}
	if p := c.Item("pistol"); p.Ammo != Bullet || p.Loaded != 2 || p.Damage != 4 {
		t.Errorf("pistol %+v", p)
	}
	if s := c.Item("shotgun"); s.Ammo != Shell || s.Loaded != 1 {
		t.Errorf("shotgun %+v", s)
	}
	if a := c.Item("fireaxe"); a.Damage != 4 || a.Category != CatMelee {
		t.Errorf("fireaxe %+v", a)
	}
	if f := c.Item("first-aid-kit"); *f.Use != (Effect{Kind: UseHeal, N: 3}) {
		t.Errorf("first aid kit %+v", f.Use)
	}
	if v := c.Item("kevlar-vest"); v.Use.Kind != UseAbsorb {
		t.Errorf("kevlar vest %+v", v.Use)
	}
	for _, e := range c.Deck(DeckExit, "") {
		if e.Keys != 2 || !e.Puzzle {
			t.Errorf("exit %s: %d keys, puzzle %v", e.ID, e.Keys, e.Puzzle)
		}
	}
	for _, p := range c.Participants {
		want := 1
		if p.ID == "ian" {
			want = 3
		}
		if p.Basic.Health != 10 || p.Basic.Resolve != 1 || p.Advanced.Health != 10 || p.Advanced.Resolve != want {
			t.Errorf("%s starts %+v / %+v", p.ID, p.Basic, p.Advanced)
		}
	}

	four, three, two := c.Setup(4), c.Setup(3), c.Setup(2)
	if four == nil || three == nil || two == nil {
		t.Fatal("a set-up is missing")
	}
	if four.Rows*four.Cols != 20 || four.StartingRooms != 4 || four.Rooms != 14 || four.Exits != 2 || four.Killer != KillerCentreFirst || four.Label != "" {
		t.Errorf("4 players: %+v", four)
	}
	if three.Rows*three.Cols != 16 || three.StartingRooms != 3 || !slices.Equal(three.RemoveRooms, []int{10}) || three.Killer != KillerEmptyCorner || three.Label != "" {
		t.Errorf("3 players: %+v", three)
	}
	if two.Rows*two.Cols != 16 || two.StartingRooms != 2 || !slices.Equal(two.RemoveRooms, []int{10}) || two.Killer != KillerCentreSecond {
		t.Errorf("2 players: %+v", two)
	}
	if !strings.Contains(two.Label, "work in progress") {
		t.Errorf("the 2-player set-up is not labelled as the rulebook's work in progress: %q", two.Label)
	}
	var removed []string
	for _, id := range two.RemoveMC {
		m := c.MC[find(c.MC, func(v MCCard) string { return v.ID }, id)]
		removed = append(removed, m.Title)
	}
	if want := []string{"A Gift from the MC", "Charge", "Self-Mutilation", "Even the Odds", "Secret Passages"}; !slices.Equal(removed, want) {
		t.Errorf("2 players remove %q, want %q", removed, want)
	}
}

// The rooms of the rulebook's appendix A and its worked examples.
func TestAppendixRooms(t *testing.T) {
	c := Default()
	names := map[int]string{1: "Altar Surrounded by Traps", 3: "Room Filled with Tombs", 4: "Ammunition Tree", 8: "Fake Hostage Room",
		10: "Potential Exit", 15: "Sacrificial Altar", 19: "Strongbox Room", 20: "Puzzle Obelisk"}
	for _, v := range []string{VariantA, VariantB} {
		for _, r := range c.Deck(DeckMain, v) {
			if n, ok := names[r.Number]; ok && r.Name != n {
				t.Errorf("room %s is %q, want %q", r.ID, r.Name, n)
			}
		}
	}
	// 1: the damage also gives the shotgun (A) or the fireaxe (B)
	for id, want := range map[string]string{"1a": "shotgun", "1b": "fireaxe"} {
		r := c.Room(id)
		if r.Rule == nil || r.Rule.Kind != RuleDamageGrant || r.Rewards[r.Rule.N-1].Item != want {
			t.Errorf("%s: rule %+v, want the damage to give the %s too", id, r.Rule, want)
		}
	}
	// 3A: search 5; utility left of damage, damage and melee left of ammo; no key, firearm or panic; 2 damage
	r := c.Room("3a")
	at := map[string]int{}
	for i, s := range r.Rewards {
		at[s.Symbol] = i + 1
		if s.Symbol == Damage && s.N != 2 {
			t.Errorf("3a: %d damage, want 2", s.N)
		}
	}
	if r.Search != 5 || at[Utility] == 0 || at[Utility] > at[Damage] || at[Damage] > at[Ammo] || at[Melee] > at[Ammo] || at[Key]+at[Firearm]+at[Panic] != 0 {
		t.Errorf("3a does not fit the rulebook's search examples: search %d, row %+v", r.Search, r.Rewards)
	}
	// 4: two finds of two, then one a search for good
	for id, ammo := range map[string]string{"4a": Bullet, "4b": Shell} {
		rw := c.Room(id).Rewards
		if rw[0] != (Slot{Symbol: Ammo, Outline: Once, N: 2, Ammo: ammo}) || rw[1] != rw[0] || rw[2] != (Slot{Symbol: Ammo, Outline: Unlimited, N: 1, Ammo: ammo}) {
			t.Errorf("%s: %+v", id, rw)
		}
	}
	// 8: own a pistol, spend a bullet, no draw
	for id, want := range map[string]string{"8a": "first-aid-kit", "8b": "kevlar-vest"} {
		r := c.Room(id)
		if r.Search != 0 || r.Rule.Kind != RuleGuaranteed || *r.Requires != (Requirement{Item: "pistol", Spend: Bullet, N: 1}) || r.Rewards[0].Item != want {
			t.Errorf("%s: %+v", id, r)
		}
	}
	// 10 and 20: puzzles; failing exhausts 10, not 20
	for id, want := range map[string]string{"10a": RuleFailExhaust, "10b": RuleFailExhaust, "20a": RuleFailDamage, "20b": RuleFailDamage} {
		r := c.Room(id)
		if !r.Puzzle || r.Rule.Kind != want || r.Rewards[len(r.Rewards)-1].Symbol != Damage {
			t.Errorf("%s: puzzle %v, rule %+v", id, r.Puzzle, r.Rule)
		}
	}
	// 15: pay 3 HP (A) or 2 (B), no draw
	for id, hp := range map[string]int{"15a": 3, "15b": 2} {
		r := c.Room(id)
		if r.Search != 0 || *r.Rule != (Effect{Kind: RulePayHealth, N: hp}) {
			t.Errorf("%s: %+v", id, r.Rule)
		}
	}
	// 19: spend a key: a shotgun and 2 more shells (A), a pistol and 3 more bullets (B)
	for id, want := range map[string]Slot{"19a": {Symbol: Firearm, Outline: Exhausts, Item: "shotgun", Extra: 2}, "19b": {Symbol: Firearm, Outline: Exhausts, Item: "pistol", Extra: 3}} {
		r := c.Room(id)
		if r.Search != 0 || r.Rule.Kind != RuleGuaranteed || *r.Requires != (Requirement{Spend: KeyToken, N: 1}) || r.Rewards[0] != want {
			t.Errorf("%s: %+v", id, r)
		}
	}
	// the puzzle of the rulebook's example: draw 4, the shell left-most with 5 under it, then a bullet
	p := c.Room("6a")
	if !p.Puzzle || !p.Locks || p.Search != 4 || p.Rewards[0].Ammo != Shell || p.Rewards[0].Draw != 5 || p.Rewards[1].Ammo != Bullet {
		t.Errorf("6a does not follow the rulebook's puzzle example: %+v", p)
	}
	// puzzles that lock exist, and only puzzles lock
	locks := 0
	for _, r := range c.Rooms {
		if r.Locks {
			locks++
		}
	}
	if locks == 0 {
		t.Error("no room locks on entry")
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
	for _, s := range append([]Source{c.Box.Source, c.Combat.Source}, func() (out []Source) {
		for _, s := range c.Setups {
			out = append(out, s.Source)
		}
		return
	}()...) {
		if s == House {
			t.Error("game.json holds a house value but carries no label")
		}
	}
	// the participants and the Killer's sheet are confirmed but for the noted numbers
	for _, p := range c.Participants {
		if p.Source != Confirmed {
			t.Errorf("participant %s is %q, want confirmed", p.ID, p.Source)
		}
		for _, w := range p.Advanced.Powers {
			house := w.ID == "tough" || w.ID == "problem-solver"
			if house != (w.Source == House) {
				t.Errorf("power %s is %q", w.ID, w.Source)
			}
		}
	}
	if c.Killer.Source != Confirmed || c.Killer.RageSource != House {
		t.Errorf("killer %q, rage %q", c.Killer.Source, c.Killer.RageSource)
	}
}

func TestOverrideReplacesFile(t *testing.T) {
	own := `{"label": "my box", "killer": {"health": 10, "max_health": 12, "success": [5, 6],
  "rage": [{"dice": 3, "damage": 2}, {"dice": 3, "damage": 3}, {"dice": 4, "damage": 3}, {"dice": 4, "damage": 4}, {"dice": 5, "damage": 4}],
  "rage_source": "C", "costs": {"heal": 1, "activate": 2, "enrage": 1, "move": 1}, "source": "C"}}`
	c, err := Load(fstest.MapFS{KillerFile: {Data: []byte(own)}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Killer.Rage[1] != (RageStep{3, 3}) || c.Killer.RageSource != Confirmed {
		t.Errorf("the override was not read whole: %+v", c.Killer)
	}
	if len(c.Rooms) != 58 || c.Labels[RoomsFile] != HouseLabel {
		t.Error("the other files are no longer the shipped ones")
	}
	if got := c.Label(); got != "house deck; my box" {
		t.Errorf("label %q", got)
	}
	if got := c.HouseFiles(); slices.Contains(got, KillerFile) || len(got) != len(LabelledFiles())-1 {
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

func TestDefaultIsFresh(t *testing.T) {
	a := Default()
	a.Rooms[0].Search = 99
	a.Killer.Rage[0].Dice = 99
	if b := Default(); b.Rooms[0].Search == 99 || b.Killer.Rage[0].Dice == 99 {
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
			"cards.json: not a Halls of Horror data file (valid names: game.json, gifts.json, items.json, killer.json, mc.json"},
		{"syntax", fstest.MapFS{MCFile: {Data: []byte("{\n \"mc\": [\n {\"id\": \"x\",, }\n ]\n}")}},
			"mc.json: line 3"},
		{"unknown field", fstest.MapFS{RoomsFile: {Data: []byte(`{"rooms": [{"id": "x", "colour": 1}]}`)}},
			`rooms.json: unknown field "colour"`},
		{"wrong type", fstest.MapFS{KillerFile: {Data: []byte(`{"label": "x", "killer": {"health": "10"}}`)}},
			"killer.json: line 1: field killer.health holds a JSON string where a whole number is needed"},
		{"empty", fstest.MapFS{RewardsFile: {Data: []byte(" ")}}, "rewards.json: file is empty"},
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
// value belongs in its source and the README, never in them. (The game is
// set in a house, and damage has sources, so those words alone are no note.)
func TestTextsHoldNoDataNotes(t *testing.T) {
	c := Default()
	note := regexp.MustCompile(`(?i)\b(guess\w*|estimat\w*|invent\w*|unknown|confirm\w*|house (deck|set|value)s?|placeholder|rulebook)\b`)
	check := func(file, id, s string) {
		if m := note.FindString(s); m != "" {
			t.Errorf("%s: %s holds a note about the data (%q): %q", file, id, m, s)
		}
	}
	for _, r := range c.Rooms {
		check(RoomsFile, r.ID, r.Name+" "+r.Text)
	}
	for _, m := range c.MC {
		check(MCFile, m.ID, m.Title+" "+m.Text)
	}
	for _, it := range c.Items {
		check(ItemsFile, it.ID, it.Name+" "+it.Text)
	}
	for _, p := range c.Participants {
		check(ParticipantsFile, p.ID, p.Name+" "+p.Lore)
		for _, w := range p.Advanced.Powers {
			check(ParticipantsFile, w.ID, w.Name+" "+w.Text)
		}
	}
}

func TestReminder(t *testing.T) {
	lines := strings.Split(strings.TrimRight(Reminder, "\n"), "\n")
	if len(lines) < 10 || len(lines) > 30 || !strings.Contains(Reminder, "key") {
		t.Errorf("reminder of %d lines: %q", len(lines), Reminder)
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > 80 {
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
	f.Add(uint8(0), []byte(`{"box": {"room_numbers": 9223372036854775807, "starting_rooms": -1}, "setups": [{"players": 4, "rows": 9223372036854775807, "cols": 2, "remove_rooms": [-5, 0]}]}`))
	f.Add(uint8(1), []byte(`{"label": "x", "items": [{"id": "a", "category": "firearm", "copies": 9223372036854775807, "success": [0, 9]}]}`))
	f.Add(uint8(2), []byte(`{"label": "x", "rooms": [{"id": "r", "deck": "main", "number": 1, "puzzle": true, "locks": true, "rewards": [{"symbol": "blank", "draw": -1}], "rule": {"kind": "damage_also_grants", "n": -9223372036854775808}}]}`))
	f.Add(uint8(2), []byte(`{"label": "x", "rooms": [{"id": "r", "deck": "main", "number": 1, "rewards": [{"symbol": "key"}], "rule": {"kind": "damage_also_grants", "n": 9}}]}`))
	f.Add(uint8(6), []byte(`{"label": "x", "killer": {"rage": [{"dice": 1, "damage": 1}]}}`))
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
	targets := []any{&gameFile{}, &Item{}, &Room{}, &Room{}, &Room{}, &Room{}, &Room{}, &RewardCard{}, &MCCard{}, &Gift{}, &killerFile{}, &Participant{}}
	if len(blocks) != len(targets) {
		t.Fatalf("%d examples in the README, want %d", len(blocks), len(targets))
	}
	for i, block := range blocks {
		if err := datafile.Unmarshal([]byte(block), targets[i]); err != nil {
			t.Errorf("example %d (%T): %v", i+1, targets[i], err)
		}
	}
	// the whole-file examples load in place of the shipped files
	if _, err := Load(fstest.MapFS{GameFile: {Data: []byte(blocks[0])}, KillerFile: {Data: []byte(blocks[10])}}); err != nil {
		t.Errorf("the README's game.json and killer.json do not load: %v", err)
	}
	// each room example passes the room checks inside the shipped deck
	for i := 2; i <= 6; i++ {
		c := Default()
		r := *targets[i].(*Room)
		*c.Room(r.ID) = r
		if err := Validate(c); err != nil {
			t.Errorf("room example %d (%s) does not validate: %v", i-1, r.ID, err)
		}
	}
}
