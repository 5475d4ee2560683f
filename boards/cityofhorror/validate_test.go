package cityofhorror

import (
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

func loc(c *Content, id string) *Location { return c.Location(id) }
func board(c *Content, id string) *BoardEntry {
	return c.Printed(id)
}
func char(c *Content, id string) *Character {
	return &c.Characters[find(c.Characters, func(v Character) string { return v.ID }, id)]
}
func action(c *Content, id string) *ActionCard {
	return &c.Actions[find(c.Actions, func(v ActionCard) string { return v.ID }, id)]
}
func inv(c *Content, id string) *InvasionCard {
	return &c.Invasion[find(c.Invasion, func(v InvasionCard) string { return v.ID }, id)]
}

func TestValidationProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(c *Content)
		want   string
	}{
		// game.json
		{"player count", func(c *Content) { c.Players[0].Players = 2 },
			`game.json: players row #1 (2 players): the game is for 3 to 6 players`},
		{"player row twice", func(c *Content) { c.Players[1].Players = 3 },
			`game.json: players row #2 (3 players): listed twice: keep one row for each player count`},
		{"player row missing", func(c *Content) { c.Players = c.Players[:3] },
			`game.json: players: no row for 6 players: add one`},
		{"too many characters dealt", func(c *Content) { c.Players[3].Characters = 4 },
			`game.json: players row #4 (6 players): deals 4 characters a player, 24 in all, but the box has 21`},
		{"too many actions dealt", func(c *Content) { c.Players[0].Actions = 14 },
			`game.json: players row #1 (3 players): deals 14 action cards a player, 42 in all, but the deck has 40`},
		{"zombie cap", func(c *Content) { c.ZombieCap = 0 },
			`game.json: zombie_cap: is 0; it must be 1 or more and no more than the box's 40 zombies`},
		{"movement unknown", func(c *Content) { c.Movement.Cards[2] = "mall" },
			`game.json: movement card #3: location "mall" is not a location in locations.json`},
		{"movement twice", func(c *Content) { c.Movement.Cards[2] = "armory" },
			`game.json: movement card #3: "armory" is listed twice: a player's set has one card for each location`},
		{"movement missing", func(c *Content) { c.Movement.Cards = c.Movement.Cards[:5] },
			`game.json: movement: no card for "crossroads": a player's set has one card for each location`},
		{"box source", func(c *Content) { c.Box.Source = "" },
			`game.json: box: source is missing: say where the values come from`},

		// locations.json
		{"five locations", func(c *Content) { c.Box.Locations = 5 },
			`locations.json: holds 6 locations, but game.json's box has 5 location boards`},
		{"duplicate location", func(c *Content) { c.Locations[1].ID = "water-tower" },
			`locations.json: location "water-tower": the id is used twice: give each entry its own`},
		{"location id with a space", func(c *Content) { loc(c, "bank").ID = "the bank" },
			`locations.json: location "the bank": an id may not hold spaces`},
		{"location effect", func(c *Content) { loc(c, "church").A.Effect.Kind = "pray" },
			`locations.json: location "church" side a: effect kind "pray" is not one of`},
		{"location effect cost", func(c *Content) { loc(c, "church").B.Effect.Cost = "discard_zombie" },
			`locations.json: location "church" side b: effect cost "discard_zombie" is not one of`},
		{"effect needs n", func(c *Content) { loc(c, "bank").B.Effect.N = 0 },
			`locations.json: location "bank" side b: effect leader_step needs an n from 1 to 9, not 0`},
		{"effect takes no n", func(c *Content) { loc(c, "hospital").A.Effect.N = 2 },
			`locations.json: location "hospital" side a: effect take_antidote takes no n: remove it`},
		{"explosion result", func(c *Content) { loc(c, "armory").B.Explosions.Result = "melt" },
			`locations.json: location "armory" side b: explosion result "melt" is not one of "explode", "burn", "seal"`},
		{"no exploded side", func(c *Content) { loc(c, "water-tower").Exploded = nil },
			`locations.json: location "water-tower": explodes but has no exploded side: add "exploded"`},
		{"two overflows", func(c *Content) { loc(c, "bank").Overflow = true },
			`locations.json: 2 locations are marked overflow; exactly one takes the characters turned away from full locations`},
		{"markers", func(c *Content) { loc(c, "armory").A.Explosions.At = 4 },
			`locations.json: the explosion thresholds need up to 7 markers at once, but game.json's box has 6`},

		// board.json
		{"board label", func(c *Content) { c.Labels[BoardFile] = "" },
			`board.json: has no label: name the set`},
		{"board unknown location", func(c *Content) { c.Board[0].Location = "mall" },
			`board.json: board "mall": location "mall" is not a location in locations.json`},
		{"board missing location", func(c *Content) { c.Board = c.Board[1:] },
			`board.json: no entry for location "water-tower": add its number, spaces and attack`},
		{"board twice", func(c *Content) { c.Board[1].Location = "water-tower" },
			`board.json: board "water-tower": the location is listed twice`},
		{"number out of range", func(c *Content) { board(c, "bank").Number = 7 },
			`board.json: board "bank": number 7 is not 1 to 6: the boards are numbered in the order they are resolved`},
		{"number used twice", func(c *Content) { board(c, "bank").Number = 1 },
			`board.json: board "bank": number 1 is already "water-tower": each number 1 to 6 is used once`},
		{"spaces", func(c *Content) { board(c, "church").B.Spaces = 0 },
			`board.json: board "church" side b: spaces is 0; a board has 1 to 10 character spaces`},
		{"overflow spaces", func(c *Content) { board(c, "crossroads").A.Spaces = 5 },
			`board.json: board "crossroads" side a: spaces is 5, but crossroads takes everyone turned away from full locations: use 0 (no limit)`},
		{"fire markers", func(c *Content) { board(c, "armory").A.Spaces = 5 },
			`board.json: board "armory" side a: has 5 spaces, but when it burns game.json's 4 fire markers must cover them`},
		{"attack kind", func(c *Content) { board(c, "bank").A.Attack.Kind = "more" },
			`board.json: board "bank" side a: attack kind "more" is not one of "at_least", "characters_plus"`},
		{"attack beyond cap", func(c *Content) { board(c, "crossroads").B.Attack.N = 9 },
			`board.json: board "crossroads" side b: attack at_least needs an n from 1 to the zombie cap of 8, not 9`},
		{"printed source", func(c *Content) { board(c, "bank").A.Source = "guess" },
			`board.json: board "bank" side a: source "guess" is not one of "C", "S", "I", "house"`},
		{"wheel colours", func(c *Content) { c.Wheel.Colors = c.Wheel.Colors[:5] },
			`board.json: wheel: has 5 colours, but game.json's box has 6 player colours`},
		{"wheel colour twice", func(c *Content) { c.Wheel.Colors[1] = "red" },
			`board.json: wheel: colour "red" is listed twice`},

		// characters.json
		{"21 characters", func(c *Content) { c.Characters = c.Characters[1:] },
			`characters.json: holds 20 characters, but game.json's box has 21 character cards`},
		{"duplicate character", func(c *Content) { char(c, "rocker").ID = "geek" },
			`characters.json: character "geek": the id is used twice`},
		{"character values", func(c *Content) { char(c, "punk").Exhausted = 5 },
			`characters.json: character "punk": is worth 4 rested and 5 exhausted`},
		{"character power", func(c *Content) { char(c, "punk").Power.Kind = "shout" },
			`characters.json: character "punk": effect kind "shout" is not one of`},
		{"action-only effect as power", func(c *Content) { char(c, "punk").Power = Effect{Kind: EffKillHalf} },
			`characters.json: character "punk": effect kind "kill_half" is not one of`},
		{"trait without its power", func(c *Content) { char(c, "grandpa").Power.Kind = EffDrawAction },
			`characters.json: character "grandpa": trait "cannot_vote" goes with power "vote_this_round"`},
		{"character without text", func(c *Content) { char(c, "thief").Text = "" },
			`characters.json: character "thief": has no text: say what the power does`},

		// actions.json
		{"40 action cards", func(c *Content) { action(c, "shotgun").Copies = 3 },
			`actions.json: the copies add up to 39 cards, but game.json's box has 40 action cards`},
		{"no copies", func(c *Content) { action(c, "gun").Copies = 0 },
			`actions.json: action "gun": copies is 0; a title has 1 or more copies`},
		{"duplicate action", func(c *Content) { action(c, "gun").ID = "shotgun" },
			`actions.json: action "shotgun": the id is used twice`},
		{"action without id", func(c *Content) { c.Actions[2].ID = "" },
			`actions.json: action #3: has no id`},
		{"action effect", func(c *Content) { action(c, "kitten").Effect.Kind = "" },
			`actions.json: action "kitten": the effect has no kind`},
		{"explosion with nowhere to go", func(c *Content) {
			loc(c, "water-tower").A.Explosions, loc(c, "water-tower").B.Explosions = nil, nil
			loc(c, "water-tower").Exploded = nil
			loc(c, "armory").A.Explosions, loc(c, "armory").B.Explosions = nil, nil
		}, `actions.json: action "rescue-flare": carries the explosion symbol, but no location in locations.json takes explosion markers`},

		// invasion.json
		{"invasion hour", func(c *Content) { inv(c, "2-a").Hour = "5:00" },
			`invasion.json: invasion card "2-a": hour "5:00" is not one of "00:00", "1:00", "2:00", "3:00", "4:00"`},
		{"empty pack", func(c *Content) {
			for i := range c.Invasion {
				if c.Invasion[i].Hour == Hour4 {
					c.Invasion[i].Hour = Hour3
				}
			}
		}, `invasion.json: no card for 4:00: each hour's pack needs at least one`},
		{"20 invasion cards", func(c *Content) { c.Invasion = c.Invasion[:19] },
			`invasion.json: holds 19 cards, but game.json's box has 20 invasion cards`},
		{"duplicate invasion card", func(c *Content) { inv(c, "1-b").ID = "1-a" },
			`invasion.json: invasion card "1-a": the id is used twice`},
		{"zombie cap on a card", func(c *Content) { inv(c, "0-b").Zombies[0].N = 9 },
			`invasion.json: invasion card "0-b": puts 9 zombies on "armory", but a location holds at most 8`},
		{"unknown location on a card", func(c *Content) { inv(c, "3-c").Zombies[0].Location = "mall" },
			`invasion.json: invasion card "3-c": zombies location "mall" is not a location in locations.json`},
		{"location twice on a card", func(c *Content) { inv(c, "3-c").Zombies[1].Location = "bank" },
			`invasion.json: invasion card "3-c": zombies names "bank" twice`},
		{"airdrop on the tower", func(c *Content) { inv(c, "1-a").Actions[0].Location = "water-tower" },
			`invasion.json: invasion card "1-a": actions dropped on "water-tower", which never gets airdrops`},
		{"zero count", func(c *Content) { inv(c, "1-a").Antidotes[0].N = 0 },
			`invasion.json: invasion card "1-a": antidotes on "hospital" is 0: a count is 1 or more`},
		{"move at 1:00", func(c *Content) { inv(c, "1-c").Moves = []Move{{From: "bank", To: "church", N: 1}} },
			`invasion.json: invasion card "1-c": zombies start moving at 2:00: a 1:00 card has no moves`},
		{"airdrop at 00:00", func(c *Content) { inv(c, "0-c").Leader = 1 },
			`invasion.json: invasion card "0-c": a 00:00 card only places the first zombies: remove its moves, airdrops and leader`},
		{"move to itself", func(c *Content) { inv(c, "2-a").Moves[0].To = "crossroads" },
			`invasion.json: invasion card "2-a" move #1: moves zombies from "crossroads" to itself`},
		{"move unknown", func(c *Content) { inv(c, "2-a").Moves[0].From = "mall" },
			`invasion.json: invasion card "2-a" move #1: from "mall" is not a location in locations.json`},
		{"too many airdrops", func(c *Content) { inv(c, "4-c").Actions = []Count{{Location: "bank", N: 10}} },
			`invasion.json: the cards can airdrop up to 16 action cards, but after dealing up to 25 the deck of 40 has only 15 left`},
		{"too many antidotes", func(c *Content) { c.Antidotes.Count = 6 },
			`invasion.json: the cards can airdrop up to 7 antidotes, but tokens.json has 6`},

		// tokens.json
		{"food count", func(c *Content) { c.Food.Tokens[0].Count = 3 },
			`tokens.json: food: the rows add up to 11 tokens, but game.json's box has 12 food tokens`},
		{"food value twice", func(c *Content) { c.Food.Tokens[1].Value = 1 },
			`tokens.json: food token #2 (worth 1): value 1 is not 0 to 9 or is listed twice`},
		{"antidotes", func(c *Content) { c.Antidotes.Count = 0 },
			`tokens.json: antidotes: count is 0; the reserve holds 1 or more`},
		{"tokens source", func(c *Content) { c.Antidotes.Source = "" },
			`tokens.json: antidotes: source is missing`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Default()
			tc.mutate(c)
			err := Validate(c)
			if err == nil {
				t.Fatalf("accepted; want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("the error does not say\n%s\ngot\n%s", tc.want, err)
			}
		})
	}
}

// A broken override is reported through Load with every problem, each
// naming the file and the entry.
func TestBrokenOverrideNamesFileAndEntry(t *testing.T) {
	broken := `{
  "actions": [
    {"id": "gun", "title": "Gun", "copies": 2, "effect": {"kind": "kill", "n": 1}, "text": "One zombie dies.", "source": "C"},
    {"id": "gun", "title": "Big Gun", "copies": 2, "effect": {"kind": "kill", "n": 12}, "text": "Many die.", "source": "C"},
    {"id": "laser", "title": "Laser", "copies": 1, "effect": {"kind": "vaporise"}, "text": "Zap.", "source": "maybe"}
  ]
}`
	_, err := Load(fstest.MapFS{ActionsFile: {Data: []byte(broken)}})
	if err == nil {
		t.Fatal("a broken actions file loaded")
	}
	for _, want := range []string{
		`actions.json: action "gun": the id is used twice`,
		`actions.json: action "gun": effect kill needs an n from 1 to 9, not 12`,
		`actions.json: action "laser": effect kind "vaporise" is not one of`,
		`actions.json: action "laser": source "maybe" is not one of "C", "S", "I", "house"`,
		`actions.json: the copies add up to 5 cards, but game.json's box has 40 action cards`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q:\n%s", want, err)
		}
	}
}

func TestShippedContentValidates(t *testing.T) {
	if err := Validate(Default()); err != nil {
		t.Fatal(err)
	}
}
