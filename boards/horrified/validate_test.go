package horrified

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

func find[T any](list []T, id func(T) string, want string) int {
	for i, v := range list {
		if id(v) == want {
			return i
		}
	}
	panic("no entry " + want)
}

func item(c *Content, id string) *ItemType {
	return &c.Items[find(c.Items, func(v ItemType) string { return v.ID }, id)]
}
func card(c *Content, id string) *MonsterCard {
	return &c.MonsterCards[find(c.MonsterCards, func(v MonsterCard) string { return v.ID }, id)]
}
func perk(c *Content, id string) *Perk {
	return &c.Perks[find(c.Perks, func(v Perk) string { return v.ID }, id)]
}
func monster(c *Content, id string) *Monster {
	return &c.Monsters[find(c.Monsters, func(v Monster) string { return v.ID }, id)]
}
func hero(c *Content, id string) *Hero {
	return &c.Heroes[find(c.Heroes, func(v Hero) string { return v.ID }, id)]
}
func space(c *Content, id string) *Space {
	return &c.Spaces[find(c.Spaces, func(v Space) string { return v.ID }, id)]
}

func TestValidationProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(c *Content)
		want   string
	}{
		// village.json
		{"duplicate space", func(c *Content) { c.Spaces[1].ID = c.Spaces[0].ID },
			`village.json: space "cave": id is used twice`},
		{"space off the map", func(c *Content) { space(c, "inn").X = 100 },
			`village.json: space "inn": x,y = 100,3 is off the 100x30 map`},
		{"lit path to unknown space", func(c *Content) { c.LitPaths[0][1] = "cmap" },
			`village.json: lit path 1 ["cave" "cmap"]: space "cmap" is not a space in village.json`},
		{"lit path onto water", func(c *Content) { c.LitPaths[0][1] = "lagoon" },
			`village.json: lit path 1 ["cave" "lagoon"]: a lit path must join two land spaces`},
		{"water path between land", func(c *Content) { c.WaterPaths[0][0] = "camp" },
			`village.json: water path 1 ["camp" "cave"]: a water path must join a water space to a land space`},
		{"water path between water", func(c *Content) { c.WaterPaths[0] = [2]string{"lagoon", "river"} },
			`village.json: water path 1 ["lagoon" "river"]: a water path must join a water space to a land space`},
		{"duplicate path", func(c *Content) { c.LitPaths[1] = [2]string{"camp", "cave"} },
			`village.json: lit path 2 ["camp" "cave"]: the same path is listed twice`},
		{"disconnected", func(c *Content) { c.LitPaths = c.LitPaths[:len(c.LitPaths)-1] }, // abbey-crypt
			`village.json: the board is not connected over lit paths: cannot reach "crypt"`},
		{"dry water space", func(c *Content) { c.WaterPaths = c.WaterPaths[:3] },
			`village.json: space "river": water space has no water path`},
		{"hospital missing", func(c *Content) { c.Hospital = "hospitol" },
			`village.json: hospital "hospitol" is not a space in village.json`},
		{"hospital on water", func(c *Content) { c.Hospital = "river" },
			`village.json: hospital "river" is a water space`},

		// heroes.json
		{"hero start", func(c *Content) { hero(c, "mayor").Start = "theater" },
			`heroes.json: hero "mayor": start "theater" is not a space in village.json`},
		{"hero actions", func(c *Content) { hero(c, "mayor").Actions = 0 },
			`heroes.json: hero "mayor": actions must be at least 1, not 0`},
		{"hero special", func(c *Content) { hero(c, "courier").Special = "teleport" },
			`heroes.json: hero "courier": special "teleport" is not one of`},
		{"hero confidence missing", func(c *Content) { hero(c, "mayor").Confidence = "" },
			`heroes.json: hero "mayor": confidence is missing`},
		{"hero confidence", func(c *Content) { hero(c, "mayor").Confidence = "D" },
			`heroes.json: hero "mayor": confidence "D" is not one of "A", "B", "C", "?"`},
		{"hero missing id", func(c *Content) { c.Heroes[2].ID = "" },
			`heroes.json: hero #3: id is missing`},

		// villagers.json
		{"villager safe", func(c *Content) { c.Villagers[0].Safe = "waterfront" },
			`villagers.json: villager "cranley": safe "waterfront" is a water space`},
		{"villager duplicate", func(c *Content) { c.Villagers[1].ID = "cranley" },
			`villagers.json: villager "cranley": id is used twice`},

		// items.json
		{"item space", func(c *Content) { item(c, "garlic").Space = "innn" },
			`items.json: item "garlic": space "innn" is not a space in village.json`},
		{"item color", func(c *Content) { item(c, "garlic").Color = "green" },
			`items.json: item "garlic": color "green" is not one of "red", "yellow", "blue"`},
		{"item strength", func(c *Content) { item(c, "dart").Strength = -2 },
			`items.json: item "dart": strength must be at least 1, not -2`},
		{"item copies zero", func(c *Content) { item(c, "dart").Copies = 0 },
			`items.json: item "dart": copies must be at least 1, not 0`},
		{"item copies sum", func(c *Content) { item(c, "dart").Copies = 3 },
			`items.json: item copies add up to 61; the bag holds 60 tokens`},
		{"setup items over bag", func(c *Content) { c.Setup.Items = 61 },
			`game.json: setup: items 61 is more than the 60 item tokens in items.json`},

		// monster_cards.json
		{"strike unknown", func(c *Content) { card(c, "thief").Strikes[1] = "creacher" },
			`monster_cards.json: card "thief": strike "creacher" is not a monster in monsters.json`},
		{"bride without frankenstein", func(c *Content) {
			c.Monsters = c.Monsters[:2]
			card(c, "the_meeting").EventMonster = "dracula"
			c.Setup.Monsters = map[string]int{"novice": 2}
			c.Setup.Presets = map[string][]string{}
			for i := range c.Perks {
				c.Perks[i].Monsters = nil
				c.Perks[i].Effect = "taxi"
			}
		}, `monster_cards.json: card "form_of_the_bat": strike "bride" needs the monster "frankenstein" in monsters.json`},
		{"event monster", func(c *Content) { card(c, "sunrise").EventMonster = "vampire" },
			`monster_cards.json: card "sunrise": event_monster "vampire" is not a monster in monsters.json`},
		{"event monster missing", func(c *Content) { card(c, "thief").EventMonster = "" },
			`monster_cards.json: card "thief": event_monster is missing`},
		{"card villager", func(c *Content) { card(c, "fortune_teller").Villager = "malevo" },
			`monster_cards.json: card "fortune_teller": villager "malevo" is not a villager in villagers.json`},
		{"card space", func(c *Content) { card(c, "sunrise").Space = "krypt" },
			`monster_cards.json: card "sunrise": space "krypt" is not a space in village.json`},
		{"villager on water", func(c *Content) { card(c, "the_delivery").Space = "river" },
			`monster_cards.json: card "the_delivery": space "river" is a water space`},
		{"dracula on water", func(c *Content) { card(c, "sunrise").Space = "river" },
			`monster_cards.json: card "sunrise": space "river" is a water space`},
		{"card event", func(c *Content) { card(c, "sunrise").Event = "dawn" },
			`monster_cards.json: card "sunrise": event "dawn" is not one of`},
		{"card dice", func(c *Content) { card(c, "sunrise").Dice = 0 },
			`monster_cards.json: card "sunrise": dice must be at least 1, not 0`},
		{"card move", func(c *Content) { card(c, "sunrise").Move = -1 },
			`monster_cards.json: card "sunrise": move must be at least 1, not -1`},
		{"card copies", func(c *Content) { card(c, "thief").Copies = 0 },
			`monster_cards.json: card "thief": copies must be at least 1, not 0`},
		{"card items negative", func(c *Content) { card(c, "thief").Items = -1 },
			`monster_cards.json: card "thief": items must not be negative, not -1`},
		{"card steps", func(c *Content) { card(c, "hypnotic_gaze").Steps = 0 },
			`monster_cards.json: card "hypnotic_gaze": steps must be at least 1, not 0`},
		{"card no strikes", func(c *Content) { card(c, "on_the_move").Strikes = nil },
			`monster_cards.json: card "on_the_move": strikes is empty`},

		// perks.json
		{"perk monster", func(c *Content) { perk(c, "mob_justice").Monsters[1] = "bridee" },
			`perks.json: perk "mob_justice": monster "bridee" is not a monster in monsters.json`},
		{"perk effect", func(c *Content) { perk(c, "rush").Effect = "run" },
			`perks.json: perk "rush": effect "run" is not one of`},
		{"perk steps", func(c *Content) { perk(c, "rush").Steps = 0 },
			`perks.json: perk "rush": steps must be at least 1, not 0`},
		{"perk actions", func(c *Content) { perk(c, "late_into_the_night").Actions = 0 },
			`perks.json: perk "late_into_the_night": actions must be at least 1, not 0`},
		{"perk without monsters", func(c *Content) { perk(c, "show_of_force").Monsters = nil },
			`perks.json: perk "show_of_force": a place_or_move_monster perk needs monsters`},
		{"perk duplicate", func(c *Content) { c.Perks[1].ID = c.Perks[0].ID },
			`perks.json: perk "hurry": id is used twice`},

		// monsters.json
		{"monster start", func(c *Content) { monster(c, "dracula").Start = "krypt" },
			`monsters.json: monster "dracula": start "krypt" is not a space in village.json`},
		{"monster on water", func(c *Content) { monster(c, "dracula").Start = "lagoon" },
			`monsters.json: monster "dracula": start "lagoon" is a water space`},
		{"coffin", func(c *Content) { monster(c, "dracula").Coffins[0] = "cavern" },
			`monsters.json: monster "dracula": coffin "cavern" is not a space in village.json`},
		{"evidence", func(c *Content) { monster(c, "invisible_man").Evidence[4] = "institue" },
			`monsters.json: monster "invisible_man": evidence "institue" is not a space in village.json`},
		{"bride start", func(c *Content) { monster(c, "frankenstein").BrideStart = "" },
			`monsters.json: monster "frankenstein": bride_start is missing`},
		{"bride start unknown", func(c *Content) { monster(c, "frankenstein").BrideStart = "dungoen" },
			`monsters.json: monster "frankenstein": bride_start "dungoen" is not a space in village.json`},
		{"task space", func(c *Content) { monster(c, "wolf_man").TaskSpace = "lab" },
			`monsters.json: monster "wolf_man": task_space "lab" is not a space in village.json`},
		{"defeat color", func(c *Content) { monster(c, "mummy").DefeatColor = "purple" },
			`monsters.json: monster "mummy": defeat_color "purple" is not one of`},
		{"boat color", func(c *Content) { monster(c, "creature").BoatTrack[3] = "green" },
			`monsters.json: monster "creature": boat_track "green" is not one of`},
		{"defeat strength", func(c *Content) { monster(c, "invisible_man").DefeatStrength = 0 },
			`monsters.json: monster "invisible_man": defeat_strength must be at least 1, not 0`},
		{"frenzy", func(c *Content) { monster(c, "mummy").Frenzy = 0 },
			`monsters.json: monster "mummy": frenzy must be at least 1, not 0`},
		{"scarabs", func(c *Content) { monster(c, "mummy").ScarabStart = []int{1, 1, 2, 3, 4, 5, 0} },
			`monsters.json: monster "mummy": scarab_start must hold the numbers 0-6 once each`},
		{"scarab centre", func(c *Content) { monster(c, "mummy").ScarabStart = []int{4, 5, 6, 1, 2, 0, 3} },
			`monsters.json: monster "mummy": scarab_start must leave the centre (the 7th spot) empty, not 3`},
		{"unknown monster kind", func(c *Content) { c.Monsters[0].ID = "vampire" },
			`monsters.json: monster "vampire": id is not one of`},
		{"humanity", func(c *Content) { monster(c, "frankenstein").HumanityMax = 0 },
			`monsters.json: monster "frankenstein": humanity_max must be at least 1, not 0`},

		// game.json
		{"die face", func(c *Content) { c.Die.Faces[2] = "crit" },
			`game.json: die: face 3 "crit" is not one of "hit", "power", "blank"`},
		{"die empty", func(c *Content) { c.Die.Faces = nil },
			`game.json: die: faces is empty`},
		{"solo start", func(c *Content) { c.Terror.SoloStart = 7 },
			`game.json: terror: solo_start 7 must be at least 0 and below max 7`},
		{"terror max", func(c *Content) { c.Terror.Max = 0 },
			`game.json: terror: max must be at least 1, not 0`},
		{"preset monster", func(c *Content) { c.Setup.Presets["first"][1] = "drakula" },
			`game.json: preset "first": monster "drakula" is not a monster in monsters.json`},
		{"preset bride", func(c *Content) { c.Setup.Presets["first"][1] = "bride" },
			`game.json: preset "first": monster "bride" is not a monster in monsters.json`},
		{"difficulty count", func(c *Content) { c.Setup.Monsters["challenging"] = 7 },
			`game.json: difficulty "challenging": 7 monsters is not between 1 and the 6 in monsters.json`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Default()
			tc.mutate(c)
			err := Validate(c)
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error:\n%v\nwant it to contain:\n%s", err, tc.want)
			}
		})
	}
}

// Several problems come back together, one per line.
func TestValidationCollectsProblems(t *testing.T) {
	c := Default()
	item(c, "garlic").Space = "innn"
	hero(c, "mayor").Actions = 0
	c.Terror.SoloStart = -1
	err := Validate(c)
	if err == nil {
		t.Fatal("no error")
	}
	if n := len(strings.Split(err.Error(), "\n")); n != 3 {
		t.Errorf("want 3 problems, got %d:\n%v", n, err)
	}
}

// A problem in a player's file comes back through Load naming that file.
func TestOverrideProblemNamesFile(t *testing.T) {
	b, err := EmbeddedFile(ItemsFile)
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(b), `"space": "inn"`, `"space": "innn"`, 1)
	_, err = Load(fstest.MapFS{ItemsFile: {Data: []byte(bad)}})
	if err == nil || !strings.Contains(err.Error(), `items.json: item "dart": space "innn" is not a space in village.json`) {
		t.Errorf("got %v", err)
	}
}

// The data survives a JSON round trip through the file shapes, so the
// fields the files use and the fields of Content agree.
func TestRoundTrip(t *testing.T) {
	c := Default()
	files := map[string]any{
		HeroesFile:       heroesFile{c.Heroes},
		VillagersFile:    villagersFile{c.Villagers},
		ItemsFile:        itemsFile{c.Items},
		MonsterCardsFile: monsterCardsFile{c.MonsterCards},
		PerksFile:        perksFile{c.Perks},
		MonstersFile:     monstersFile{c.Monsters},
		GameFile:         gameFile{c.Die, c.Terror, c.Setup},
	}
	m := fstest.MapFS{}
	for name, v := range files {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		m[name] = &fstest.MapFile{Data: b}
	}
	if _, err := Load(m); err != nil {
		t.Fatal(err)
	}
}

// A broken reference used everywhere is reported, but the list is capped.
func TestValidationCapsProblems(t *testing.T) {
	c := Default()
	c.Monsters = c.Monsters[:1]
	err := Validate(c)
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != maxProblems+1 || !strings.HasPrefix(lines[maxProblems], "... and ") {
		t.Errorf("want %d problems and a count of the rest, got:\n%v", maxProblems, err)
	}
}

// What the rules need beyond the box's own facts: names their choices use
// and numbers their counters hold. rules/horrified used to check these
// itself; both Validate and Sound report them, naming file, entry and
// problem.
func TestRulesLimitProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(c *Content)
		want   string
	}{
		{"too many spaces", func(c *Content) {
			for i := 0; len(c.Spaces) <= maxSpaces; i++ {
				c.Spaces = append(c.Spaces, Space{ID: fmt.Sprintf("extra_%d", i), Name: "Extra", Water: true})
			}
		}, `village.json: the number of spaces must be at most 100, not 101`},
		{"too many heroes", func(c *Content) {
			for i := 0; len(c.Heroes) <= maxHeroes; i++ {
				h := c.Heroes[0]
				h.ID = fmt.Sprintf("extra_%d", i)
				c.Heroes = append(c.Heroes, h)
			}
		}, `heroes.json: the number of heroes must be at most 100, not 101`},
		{"hero actions past the counter", func(c *Content) { hero(c, "mayor").Actions = 21 },
			`heroes.json: hero "mayor": actions must be at most 20, not 21`},
		{"too many villagers", func(c *Content) {
			for i := 0; len(c.Villagers) <= maxVillagers; i++ {
				v := c.Villagers[0]
				v.ID = fmt.Sprintf("extra_%d", i)
				c.Villagers = append(c.Villagers, v)
			}
		}, `villagers.json: the number of villagers must be at most 30, not 31`},
		{"villager named like a hero", func(c *Content) { c.Villagers[0].ID = "mayor" },
			`villagers.json: villager "mayor": id is also a hero's in heroes.json`},
		{"item id cure", func(c *Content) { item(c, "garlic").ID = "cure" },
			`items.json: item "cure": id "cure" is reserved: the rules' choices use it`},
		{"item id all", func(c *Content) { item(c, "garlic").ID = "all" },
			`items.json: item "all": id "all" is reserved: the rules' choices use it`},
		{"item strength past the counter", func(c *Content) { item(c, "garlic").Strength = 51 },
			`items.json: item "garlic": strength must be at most 50, not 51`},
		{"card dice past the counter", func(c *Content) { c.MonsterCards[0].Dice = 21 },
			`monster_cards.json: card "` + "%s" + `": dice must be at most 20, not 21`},
		{"too many perks", func(c *Content) {
			for i := 0; len(c.Perks) <= maxPerks; i++ {
				p := c.Perks[0]
				p.ID, p.Copies = fmt.Sprintf("extra_%d", i), 1
				c.Perks = append(c.Perks, p)
			}
		}, `perks.json: the number of perks must be at most 100, not 101`},
		{"too many perk cards", func(c *Content) { c.Perks[0].Copies += maxPerkCards },
			`perks.json: the number of perk cards must be at most 120, not`},
		{"too many coffins", func(c *Content) {
			m := monster(c, "dracula")
			for len(m.Coffins) <= maxCoffins {
				m.Coffins = append(m.Coffins, m.Coffins[0])
			}
		}, `monsters.json: monster "dracula": the number of coffins must be at most 8, not 9`},
		{"too many evidence spots", func(c *Content) {
			m := monster(c, "invisible_man")
			for len(m.Evidence) <= maxEvidence {
				m.Evidence = append(m.Evidence, m.Evidence[0])
			}
		}, `monsters.json: monster "invisible_man": the number of evidence spots must be at most 30, not 31`},
		{"boat track too long", func(c *Content) {
			m := monster(c, "creature")
			for len(m.BoatTrack) <= maxBoatTrack {
				m.BoatTrack = append(m.BoatTrack, Red)
			}
		}, `monsters.json: monster "creature": the length of boat_track must be at most 100, not 101`},
		{"too many cure slots", func(c *Content) {
			m := monster(c, "wolf_man")
			for len(m.CureSlots) <= maxCureSlots {
				m.CureSlots = append(m.CureSlots, 1)
			}
		}, `monsters.json: monster "wolf_man": the number of cure_slots must be at most 30, not 31`},
		{"terror past the counter", func(c *Content) { c.Terror.Max = 101 },
			`game.json: terror: max must be at most 100, not 101`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Default()
			tc.mutate(c)
			want := tc.want
			if strings.Contains(want, "%s") {
				want = fmt.Sprintf(want, c.MonsterCards[0].ID)
			}
			for name, check := range map[string]func(*Content) error{"Validate": Validate, "Sound": Sound} {
				err := check(c)
				if err == nil {
					t.Fatalf("%s: no error, want %q", name, want)
				}
				if !strings.Contains(err.Error(), want) {
					t.Errorf("%s: error:\n%v\nwant it to contain:\n%s", name, err, want)
				}
			}
		})
	}
}

// Sound leaves out what only the box says: content the rules play (a card
// that moves nobody, no confidence tags, a smaller bag) passes it, and
// Validate still reports each.
func TestSoundLeavesOutTheBoxFacts(t *testing.T) {
	c := Default()
	mc := &c.MonsterCards[0]
	mc.Move, mc.Dice, mc.Strikes, mc.EventText, mc.Confidence = 0, 0, nil, "", ""
	hero(c, "mayor").Confidence = ""
	c.Setup.Items = 0
	item(c, "garlic").Copies++
	if err := Sound(c); err != nil {
		t.Fatalf("Sound: %v", err)
	}
	err := Validate(c)
	if err == nil {
		t.Fatal("Validate: no error")
	}
	for _, want := range []string{
		`monster_cards.json: card "` + mc.ID + `": move must be at least 1, not 0`,
		`monster_cards.json: card "` + mc.ID + `": dice must be at least 1, not 0`,
		`monster_cards.json: card "` + mc.ID + `": strikes is empty`,
		`monster_cards.json: card "` + mc.ID + `": event_text is missing`,
		`heroes.json: hero "mayor": confidence is missing`,
		`game.json: setup: items must be at least 1, not 0`,
		`items.json: item copies add up to 61; the bag holds 60 tokens`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Validate lacks %q:\n%v", want, err)
		}
	}
	// Negative numbers are wrong for the rules too.
	c.Setup.Items = -1
	if err := Sound(c); err == nil || !strings.Contains(err.Error(), `game.json: setup: items must not be negative, not -1`) {
		t.Errorf("Sound: %v", err)
	}
}
