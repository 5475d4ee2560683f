package terrorixico

import (
	"strings"
	"testing"
	"testing/fstest"
)

func monster(c *Content, id string) *Monster { return c.Monster(id) }
func event(c *Content, id string) *Event     { return c.Event(id) }
func special(c *Content, id string) *Special { return c.Special(id) }

func TestValidationProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(c *Content)
		want   string
	}{
		// game.json: the box
		{"box count", func(c *Content) { c.Box.Events = 0 },
			`game.json: box: events is 0; the box holds 1 to 99`},
		{"deck size", func(c *Content) { c.Box.DeckCards = 48 },
			`game.json: box: a deck of 4 x 10 relics and 10 specials makes 50 cards, not deck_cards 48: make them agree`},
		{"too few colours", func(c *Content) { c.Box.Colors = c.Box.Colors[:1]; c.Box.Cubes = 2 },
			`game.json: box: colors lists 1 colours; the game is for 2 or more players`},
		{"colour twice", func(c *Content) { c.Box.Colors[3] = "red" },
			`game.json: box: colour "red" is listed twice`},
		{"colour with a space", func(c *Content) { c.Box.Colors[3] = "sky blue" },
			`game.json: box: colour #4 "sky blue" is empty or holds spaces: use one word`},
		{"cubes", func(c *Content) { c.Box.Cubes = 4 },
			`game.json: box: cubes is 4, but 4 colours take two each (the monster track and the V.P. track): 8`},
		{"box source", func(c *Content) { c.Box.Source = "" },
			`game.json: box: source is missing: say where the values come from`},
		// game.json: players
		{"player count", func(c *Content) { c.Players[2].Players = 5 },
			`game.json: players row #3 (5 players): the game is for 2 to 4 players (one colour each)`},
		{"player row twice", func(c *Content) { c.Players[1].Players = 2 },
			`game.json: players row #2 (2 players): listed twice: keep one row for each player count`},
		{"player row missing", func(c *Content) { c.Players = c.Players[1:] },
			`game.json: players: no row for 2 players: add one`},
		{"trauma supply", func(c *Content) { c.Players[2].Trauma = 21 },
			`game.json: players row #3 (4 players): trauma is 21; the supply is 1 to the box's 20 trauma cards`},
		{"track end", func(c *Content) { c.Players[0].TrackEnd = 0 },
			`game.json: players row #1 (2 players): track_end is 0; the monster track ends at 1 to the box's 13 monsters`},
		{"player row source", func(c *Content) { c.Players[0].Source = "rulebook" },
			`game.json: players row #1 (2 players): source "rulebook" is not one of "C", "S", "I", "house"`},
		// game.json: set-up and turn
		{"keep more than drawn", func(c *Content) { c.Setup.Keep = 9 },
			`game.json: setup: draw 8, keep 9: keep 1 or more of the cards drawn`},
		{"keep is the hand", func(c *Content) { c.Setup.Keep = 4 },
			`game.json: setup: keep is 4, but turn's hand is 5: the opening hand is the hand a turn starts with`},
		{"hand", func(c *Content) { c.Turn.Hand = 0 },
			`game.json: turn: hand is 0; a hand holds 1 to 20 cards`},
		{"plays", func(c *Content) { c.Turn.Plays = 0 },
			`game.json: turn: plays is 0; a turn plays 1 or more cards, no more than the hand's 5`},
		{"face down a turn", func(c *Content) { c.Turn.FaceDown = 3 },
			`game.json: turn: face_down is 3; 0 to the 2 cards played may go face down`},
		{"face down a line", func(c *Content) { c.Turn.FaceDownPerLine = -1 },
			`game.json: turn: face_down_per_line is -1; a frontline holds 0 to 9 face-down cards`},
		{"refill adds up", func(c *Content) { c.Turn.Refill.Draw = 4 },
			`game.json: turn refill: a hand of 5 less 2 played, 0 eliminated, 4 drawn and 1 discarded holds 6, not the 5 a turn starts with: make them agree`},
		{"refresh adds up", func(c *Content) { c.Turn.Refresh.Discard = 0 },
			`game.json: turn refresh: a hand of 5 less 2 played, 1 eliminated, 4 drawn and 0 discarded holds 6`},
		{"refill range", func(c *Content) { c.Turn.Refill.Discard = 5 },
			`game.json: turn refill: eliminate 0, draw 3, discard 5: draw 1 to 20, discard 0 to the cards drawn`},
		{"refresh eliminates", func(c *Content) { c.Turn.Refresh = Refill{Draw: 3, Discard: 1} },
			`game.json: turn refresh: eliminates 0 cards; the refresh is the way to end a turn that eliminates one or more`},
		{"reshuffle", func(c *Content) { c.Turn.ReshuffleAt = 51 },
			`game.json: turn: reshuffle_at is 51; it is 0 to a deck's 50 cards`},
		// game.json: scoreboard and levels
		{"vp end", func(c *Content) { c.Scoreboard.VPEnd = 0 },
			`game.json: scoreboard: vp_end is 0; the V.P. track ends at 1 to 999`},
		{"no sets", func(c *Content) { c.Scoreboard.Sets = nil },
			`game.json: scoreboard: sets lists nothing`},
		{"sets out of order", func(c *Content) { c.Scoreboard.Sets[2].Monsters = 3 },
			`game.json: scoreboard set #3: 3 monsters for 9 V.P.: list the sets from 2 monsters up`},
		{"bigger set worth less", func(c *Content) { c.Scoreboard.Sets[1].VP = 1 },
			`game.json: scoreboard set #2: 3 monsters for 1 V.P.`},
		{"no levels", func(c *Content) { c.Levels = nil },
			`game.json: levels: lists nothing`},
		{"level order", func(c *Content) { c.Levels[3].From = 11 },
			`game.json: level #4 (Mythbuster): from is 11; list the levels from the lowest score up`},
		{"level name", func(c *Content) { c.Levels[0].Name = "" },
			`game.json: level #1 (): has no name`},

		// monsters.json
		{"monsters label", func(c *Content) { c.Labels[MonstersFile] = "" },
			`monsters.json: has no label: name the set ("house deck", or your own words for cards from your box)`},
		{"13 monsters", func(c *Content) { c.Monsters = c.Monsters[:12] },
			`monsters.json: holds 12 monsters, but game.json's box has 13 monster cards`},
		{"monster id twice", func(c *Content) { monster(c, "nahual").ID = "aluxe" },
			`monsters.json: monster "aluxe": the id is used twice: give each entry its own`},
		{"monster id with a space", func(c *Content) { monster(c, "llorona").ID = "la llorona" },
			`monsters.json: monster "la llorona": an id may not hold spaces`},
		{"monster without id", func(c *Content) { c.Monsters[2].ID = "" },
			`monsters.json: monster #3: has no id`},
		{"monster name", func(c *Content) { monster(c, "cadejo").Name = "" },
			`monsters.json: monster "cadejo": has no name`},
		{"monster type", func(c *Content) { monster(c, "cadejo").Type = "beast" },
			`monsters.json: monster "cadejo": type "beast" is not one of "undead", "spirit", "creature", "magical"`},
		{"monster relics", func(c *Content) { monster(c, "aluxe").Relics.Codex = 10 },
			`monsters.json: monster "aluxe": relics codex is 10; a monster takes 0 to 9 relics in a frontline`},
		{"monster takes nothing", func(c *Content) { monster(c, "aluxe").Relics = Relics{} },
			`monsters.json: monster "aluxe": takes no relic in any frontline`},
		{"second above first", func(c *Content) { monster(c, "calaca").Second = 7 },
			`monsters.json: monster "calaca": first 6 and second 7: first place earns 1 to 99 V.P., second 0 to first place's`},
		{"monster text", func(c *Content) { monster(c, "calaca").Text = "" },
			`monsters.json: monster "calaca": has no text`},
		{"monster relics source", func(c *Content) { monster(c, "aluxe").RelicsSource = "" },
			`monsters.json: monster "aluxe": relics_source is missing`},
		{"monster source", func(c *Content) { monster(c, "aluxe").Source = "c" },
			`monsters.json: monster "aluxe": source "c" is not one of`},
		{"largest set out of reach", func(c *Content) {
			for i := range c.Monsters {
				c.Monsters[i].Type = Types()[i%4]
			}
			c.Scoreboard.Sets = append(c.Scoreboard.Sets, Set{Monsters: 5, VP: 14})
		}, `monsters.json: no type has 5 monsters, so game.json's set of 5 can never score: give one type 5 or more`},

		// events.json
		{"events label", func(c *Content) { c.Labels[EventsFile] = "" },
			`events.json: has no label`},
		{"20 events", func(c *Content) { c.Events = c.Events[1:] },
			`events.json: holds 19 cards, but game.json's box has 20 Event/Boss cards`},
		{"event number", func(c *Content) { event(c, "005").Number = 21 },
			`events.json: event "005": number 21 is not 1 to 20, the Event/Boss cards' numbers`},
		{"event number twice", func(c *Content) { event(c, "005").Number = 4 },
			`events.json: event "005": number 4 is used twice: each card has its own`},
		{"event id twice", func(c *Content) { event(c, "005").ID = "004" },
			`events.json: event "004": the id is used twice`},
		{"event title", func(c *Content) { event(c, "005").Title = "" },
			`events.json: event "005": has no title`},
		{"modifier op", func(c *Content) { event(c, "002").Mods.Range.Op = "x" },
			`events.json: event "002" range: op "x" is not one of "add", "times"`},
		{"multiplier", func(c *Content) { event(c, "002").Mods.Codex.N = 1 },
			`events.json: event "002" codex: times needs an n from 2 to 4, not 1 (leave the frontline out for a card that prints nothing there)`},
		{"negative addition", func(c *Content) { event(c, "002").Mods.Melee.N = -1 },
			`events.json: event "002" melee: add needs an n from 0 to 9, not -1`},
		{"event trauma", func(c *Content) { event(c, "002").Trauma = 0 },
			`events.json: event "002": trauma is 0; a player who passes takes 1 to 5 trauma cards`},
		{"event vp", func(c *Content) { event(c, "002").VP = -1 },
			`events.json: event "002": vp is -1; a card adds 0 to 99 V.P.`},
		{"event effect kind", func(c *Content) { event(c, "004").Effects[0].Kind = "skip_turn" },
			`events.json: event "004" effect #1: effect kind "skip_turn" is not one of "add_monster", "add_event", "hand_limit", "monster_track", "trauma_all", "eliminate_trauma"`},
		{"event effect without kind", func(c *Content) { event(c, "004").Effects[0].Kind = "" },
			`events.json: event "004" effect #1: the effect has no kind`},
		{"event effect n", func(c *Content) { event(c, "009").Effects[0].N = 0 },
			`events.json: event "009" effect #1: effect monster_track needs an n from 1 to 3, not 0`},
		{"event effect twice", func(c *Content) {
			e := event(c, "007")
			e.Effects = append(e.Effects, e.Effects[0])
		}, `events.json: event "007" effect #2: add_monster is listed twice: give it once, with the whole number`},
		{"every event adds one", func(c *Content) {
			for i := range c.Events {
				c.Events[i].Effects = []Effect{{Kind: EvAddEvent, N: 1}}
			}
		}, `events.json: every card adds another Event/Boss card, so revealing one would empty the pile`},
		{"event text", func(c *Content) { event(c, "010").Text = "" },
			`events.json: event "010": has no text: say what the narrator reads`},
		{"event mods source", func(c *Content) { event(c, "010").ModsSource = "" },
			`events.json: event "010": mods_source is missing`},

		// deck.json: relics
		{"deck label", func(c *Content) { c.Labels[DeckFile] = "" },
			`deck.json: has no label`},
		{"relic kind", func(c *Content) { c.Deck.Relics[0].Kind = "magic" },
			`deck.json: relic row #1 (magic 1): kind "magic" is not one of "range", "melee", "shield", "codex"`},
		{"relic value", func(c *Content) { c.Deck.Relics[2].Value = 4 },
			`deck.json: relic row #3 (range 4): value is 4; a relic card is worth 1 to 3`},
		{"relic count", func(c *Content) { c.Deck.Relics[2].Count = 0 },
			`deck.json: relic row #3 (range 3): count is 0; a row holds 1 or more cards`},
		{"relic row twice", func(c *Content) { c.Deck.Relics[2].Value = 2 },
			`deck.json: relic row #3 (range 2): range relics worth 2 are listed twice: keep one row and add up the counts`},
		{"relics a kind", func(c *Content) { c.Deck.Relics[4].Count = 4 },
			`deck.json: the melee relics add up to 11 cards, but game.json's box has 10 of each kind`},
		{"relic source", func(c *Content) { c.Deck.Relics[0].Source = "" },
			`deck.json: relic row #1 (range 1): source is missing`},
		// deck.json: specials
		{"special id twice", func(c *Content) { special(c, "mimic").ID = "fury" },
			`deck.json: special "fury": the id is used twice`},
		{"special name", func(c *Content) { special(c, "mimic").Name = "" },
			`deck.json: special "mimic": has no name`},
		{"special copies", func(c *Content) { special(c, "mimic").Copies = 0 },
			`deck.json: special "mimic": copies is 0; a title has 1 or more copies`},
		{"specials a deck", func(c *Content) { special(c, "mimic").Copies = 2 },
			`deck.json: the specials' copies add up to 11 cards, but game.json's box has 10 special cards a deck`},
		{"special kind", func(c *Content) { special(c, "mimic").Effect.Kind = "copy" },
			`deck.json: special "mimic": effect kind "copy" is not one of "fury", "take_advantage"`},
		{"special kind twice", func(c *Content) { special(c, "mimic").Effect = Effect{Kind: SpFury, N: 3} },
			`deck.json: special "mimic": a second title with effect fury: each effect is one title, give it more copies instead`},
		{"special n", func(c *Content) { special(c, "strength").Effect.N = 1 },
			`deck.json: special "strength": effect strength needs an n from 2 to 4, not 1`},
		{"special takes no n", func(c *Content) { special(c, "mimic").Effect.N = 1 },
			`deck.json: special "mimic": effect mimic takes no n: remove it`},
		{"special counts as relics", func(c *Content) { special(c, "trickery").Relics = 0 },
			`deck.json: special "trickery": trickery counts as relics: relics is 1 to 3, not 0`},
		{"special counts as no relic", func(c *Content) { special(c, "fury").Relics = 1 },
			`deck.json: special "fury": fury counts as no relic by itself: remove relics`},
		{"special face down", func(c *Content) { special(c, "fury").FaceDown = "" },
			`deck.json: special "fury": face_down "" is not one of "no_effect", "on_reveal"`},
		{"special text", func(c *Content) { special(c, "fury").Text = "" },
			`deck.json: special "fury": has no text: say what the card does`},
		{"special source", func(c *Content) { special(c, "fury").Source = "" },
			`deck.json: special "fury": source is missing`},

		// trauma.json
		{"trauma label", func(c *Content) { c.Labels[TraumaFile] = "" },
			`trauma.json: has no label`},
		{"trauma value", func(c *Content) { c.Trauma[3].Value = 3 },
			`trauma.json: trauma row #4 (3): value is 3; a trauma card is worth 0 to -3 (write the minus)`},
		{"trauma value twice", func(c *Content) { c.Trauma[3].Value = -2 },
			`trauma.json: trauma row #4 (-2): value -2 is listed twice: keep one row and add up the counts`},
		{"trauma count", func(c *Content) { c.Trauma[0].Count = 0 },
			`trauma.json: trauma row #1 (0): count is 0; a row holds 1 or more cards`},
		{"trauma total", func(c *Content) { c.Trauma[0].Count = 6 },
			`trauma.json: the counts add up to 21 cards, but game.json's box has 20 trauma cards`},
		{"trauma without a relic", func(c *Content) {
			var keep []RelicRow
			for _, r := range c.Deck.Relics {
				if r.Value == 3 {
					continue
				}
				if r.Value == 2 {
					r.Count += 3
				}
				keep = append(keep, r)
			}
			c.Deck.Relics = keep
		}, `trauma.json: trauma row #4 (-3): no relic in deck.json is worth 3, so a -3 trauma card could never be played face up`},
		{"trauma source", func(c *Content) { c.Trauma[0].Source = "I?" },
			`trauma.json: trauma row #1 (0): source "I?" is not one of`},
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
  "label": "my monsters",
  "monsters": [
    {"id": "aluxe", "name": "Aluxe", "type": "magical", "relics": {"range": 2, "melee": 3, "shield": 1, "codex": 0},
     "relics_source": "C", "first": 5, "second": 2, "text": "A trickster.", "source": "C"},
    {"id": "aluxe", "name": "Nahual", "type": "shapeshifter", "relics": {"range": 2, "melee": 1, "shield": 3, "codex": 1},
     "relics_source": "C", "first": 2, "second": 3, "text": "A sorcerer.", "source": "maybe"}
  ]
}`
	_, err := Load(fstest.MapFS{MonstersFile: {Data: []byte(broken)}})
	if err == nil {
		t.Fatal("a broken monsters file loaded")
	}
	for _, want := range []string{
		`monsters.json: holds 2 monsters, but game.json's box has 13 monster cards`,
		`monsters.json: monster "aluxe": type "shapeshifter" is not one of`,
		`monsters.json: monster "aluxe": first 2 and second 3`,
		`monsters.json: monster "aluxe": source "maybe" is not one of "C", "S", "I", "house"`,
		`monsters.json: monster "aluxe": the id is used twice`,
		`monsters.json: no type has 4 monsters, so game.json's set of 4 can never score`,
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

// A monster typed at the table gets the checks a file's monster gets, and
// its problems name it.
func TestCheckMonsterTypedAtTheTable(t *testing.T) {
	c := Default()
	m := *c.Monster("aluxe")
	if err := CheckMonster(c, &m); err != nil {
		t.Fatalf("the shipped Aluxe is refused: %v", err)
	}
	m.Type, m.Relics.Codex, m.Second = "beast", 10, 9
	err := CheckMonster(c, &m)
	for _, want := range []string{
		`the typed card: monster "aluxe": type "beast" is not one of "undead", "spirit", "creature", "magical"`,
		`the typed card: monster "aluxe": relics codex is 10; a monster takes 0 to 9 relics in a frontline`,
		`the typed card: monster "aluxe": first 4 and second 9`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q:\n%v", want, err)
		}
	}
}

// An Event/Boss card typed at the table gets the checks a file's card
// gets, but for its number, which it keeps from the content.
func TestCheckEventTypedAtTheTable(t *testing.T) {
	c := Default()
	e := *c.Event("007")
	if err := CheckEvent(c, &e); err != nil {
		t.Fatalf("the shipped #007 is refused: %v", err)
	}
	e.Mods.Range = &Mod{Op: OpTimes, N: 7}
	e.Trauma = 0
	e.Effects = []Effect{{Kind: EvAddMonster, N: 1}, {Kind: "skip_turn", N: 1}, {Kind: EvAddMonster, N: 2}}
	err := CheckEvent(c, &e)
	for _, want := range []string{
		`the typed card: event "007" range: times needs an n from 2 to 4, not 7`,
		`the typed card: event "007": trauma is 0; a player who passes takes 1 to 5 trauma cards`,
		`the typed card: event "007" effect #2: effect kind "skip_turn" is not one of`,
		`the typed card: event "007" effect #3: add_monster is listed twice`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q:\n%v", want, err)
		}
	}
}
