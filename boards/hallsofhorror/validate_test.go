package hallsofhorror

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

func room(c *Content, id string) *Room { return c.Room(id) }
func item(c *Content, id string) *Item { return c.Item(id) }
func mc(c *Content, id string) *MCCard {
	return &c.MC[find(c.MC, func(v MCCard) string { return v.ID }, id)]
}
func gift(c *Content, id string) *Gift {
	return &c.Gifts[find(c.Gifts, func(v Gift) string { return v.ID }, id)]
}
func part(c *Content, id string) *Participant { return c.Participant(id) }

func TestValidationProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(c *Content)
		want   string
	}{
		// game.json: the box
		{"box count", func(c *Content) { c.Box.Keys = 0 },
			`game.json: box: keys is 0; the box holds 1 to 99`},
		{"box source", func(c *Content) { c.Box.Source = "" },
			`game.json: box: source is missing: say where the values come from`},
		// game.json: combat
		{"combat dice", func(c *Content) { c.Combat.Dice = 6 },
			`game.json: combat: dice is 6 a participant; it is 1 to 9 and the 4 participants together may not need more than the box's 22`},
		{"success faces", func(c *Content) { c.Combat.Attack.Success = []int{5, 7} },
			`game.json: combat attack: success face 7 is not 1 to 6 or is listed twice`},
		{"no success faces", func(c *Content) { c.Combat.Escape.Success = nil },
			`game.json: combat escape: success lists no faces`},
		{"attack damage", func(c *Content) { c.Combat.Attack.Damage = 0 },
			`game.json: combat attack: damage is 0; an attack deals 1 to 9`},
		{"escape damage", func(c *Content) { c.Combat.Escape.Damage = 1 },
			`game.json: combat escape: an escape deals no damage: remove its damage`},
		// game.json: set-ups
		{"player count", func(c *Content) { c.Setups[0].Players = 5 },
			`game.json: setups row #1 (5 players): the game is for 2 to 4 players (one participant each)`},
		{"set-up twice", func(c *Content) { c.Setups[1].Players = 4 },
			`game.json: setups row #2 (4 players): listed twice: keep one row for each player count`},
		{"set-up missing", func(c *Content) { c.Setups = c.Setups[:2] },
			`game.json: setups: no row for 2 players: add one`},
		{"grid size", func(c *Content) { c.Setups[0].Cols = 10 },
			`game.json: setups row #1 (4 players): the grid is 4x10; rows and cols are 2 to 9`},
		{"starting rooms", func(c *Content) { c.Setups[0].StartingRooms, c.Setups[0].Rooms = 3, 15 },
			`game.json: setups row #1 (4 players): starting_rooms is 3; each player starts in a corner of their own, so it is 4 to 4`},
		{"exits", func(c *Content) { c.Setups[0].Exits, c.Setups[0].Rooms = 3, 13 },
			`game.json: setups row #1 (4 players): exits is 3; the box has 2 exits`},
		{"grid filled", func(c *Content) { c.Setups[0].Rooms = 13 },
			`game.json: setups row #1 (4 players): 4 starting rooms, 13 rooms and 2 exits make 19 cards, but the 4x5 grid has 20 places`},
		{"removed room", func(c *Content) { c.Setups[1].RemoveRooms = []int{10, 25} },
			`game.json: setups row #2 (3 players): remove_rooms: room 25 is not 1 to 24 or is listed twice`},
		{"too few rooms left", func(c *Content) {
			s := &c.Setups[2]
			s.Rows, s.Cols, s.Rooms = 5, 5, 21
			s.RemoveRooms = []int{1, 2, 3, 4}
		}, `game.json: setups row #3 (2 players): rooms is 21; the deck has 20 rooms left to draw from`},
		{"removed MC card unknown", func(c *Content) { c.Setups[2].RemoveMC[1] = "stampede" },
			`game.json: setups row #3 (2 players): remove_mc: "stampede" is not a card in mc.json`},
		{"removed MC card twice", func(c *Content) { c.Setups[2].RemoveMC[1] = "even-the-odds" },
			`game.json: setups row #3 (2 players): remove_mc: "even-the-odds" is listed twice`},
		{"killer start word", func(c *Content) { c.Setups[0].Killer = "anywhere" },
			`game.json: setups row #1 (4 players): killer "anywhere" is not one of "centre_first_player", "empty_corner", "centre_second_player"`},
		{"no empty corner", func(c *Content) { c.Setups[0].Killer = KillerEmptyCorner },
			`game.json: setups row #1 (4 players): the Killer starts in the empty corner, but all four corners hold starting rooms`},
		{"set-up source", func(c *Content) { c.Setups[2].Source = "wip" },
			`game.json: setups row #3 (2 players): source "wip" is not one of "C", "S", "I", "house"`},

		// items.json
		{"items label", func(c *Content) { c.Labels[ItemsFile] = "" },
			`items.json: has no label: name the set`},
		{"item id twice", func(c *Content) { item(c, "knife").ID = "fireaxe" },
			`items.json: item "fireaxe": the id is used twice`},
		{"item name", func(c *Content) { item(c, "knife").Name = "" },
			`items.json: item "knife": has no name`},
		{"item category", func(c *Content) { item(c, "knife").Category = "blade" },
			`items.json: item "knife": category "blade" is not one of "melee", "firearm", "utility"`},
		{"item copies", func(c *Content) { item(c, "knife").Copies = 0 },
			`items.json: item "knife": copies is 0; an item has 1 or more copies`},
		{"24 items", func(c *Content) { item(c, "knife").Copies = 5 },
			`items.json: the copies add up to 25 cards, but game.json's box has 24 item cards`},
		{"weapon damage", func(c *Content) { item(c, "pistol").Damage = 0 },
			`items.json: item "pistol": damage is 0; a weapon deals 1 to 9`},
		{"utility as weapon", func(c *Content) { item(c, "kevlar-vest").Damage = 2 },
			`items.json: item "kevlar-vest": a utility item is no weapon: remove its success and damage`},
		{"utility without use", func(c *Content) { item(c, "first-aid-kit").Use = nil },
			`items.json: item "first-aid-kit": a utility item needs a use`},
		{"use needs n", func(c *Content) { item(c, "first-aid-kit").Use.N = 0 },
			`items.json: item "first-aid-kit": effect heal needs an n from 1 to 9, not 0`},
		{"weapon with use", func(c *Content) { item(c, "fireaxe").Use = &Effect{Kind: UseHeal, N: 1} },
			`items.json: item "fireaxe": a weapon has no use: remove it`},
		{"firearm ammo", func(c *Content) { item(c, "shotgun").Ammo = "arrow" },
			`items.json: item "shotgun": ammo "arrow" is not one of "bullet", "shell"`},
		{"loaded", func(c *Content) { item(c, "pistol").Loaded = -1 },
			`items.json: item "pistol": loaded is -1; a firearm comes with 0 to 9 ammo tokens`},
		{"ammo on a knife", func(c *Content) { item(c, "knife").Ammo = Bullet },
			`items.json: item "knife": only a firearm takes ammo: remove ammo and loaded`},
		{"item text", func(c *Content) { item(c, "knife").Text = "" },
			`items.json: item "knife": has no text`},

		// rooms.json: the deck
		{"rooms label", func(c *Content) { c.Labels[RoomsFile] = "" },
			`rooms.json: has no label: name the set`},
		{"room id with a space", func(c *Content) { room(c, "2a").ID = "2 a" },
			`rooms.json: room "2 a": an id may not hold spaces`},
		{"room deck", func(c *Content) { room(c, "2a").Deck = "attic" },
			`rooms.json: room "2a": deck "attic" is not one of "main", "start", "exit"`},
		{"room number", func(c *Content) { room(c, "2a").Number = 25 },
			`rooms.json: room "2a": number 25 is not 1 to 24, the main deck's numbers`},
		{"room variant", func(c *Content) { room(c, "2a").Variant = "c" },
			`rooms.json: room "2a": variant "c" is not one of "a", "b"`},
		{"exit variant", func(c *Content) { room(c, "exit-1").Variant = "a" },
			`rooms.json: room "exit-1": an exit has no variant: remove it`},
		{"room twice", func(c *Content) { room(c, "2b").Variant = VariantA },
			`rooms.json: room "2b": main room 2a is listed twice`},
		{"room missing", func(c *Content) { room(c, "2b").Number = 25 },
			`rooms.json: no main room 2b: the deck has every number in both variants`},
		{"starting face missing", func(c *Content) { room(c, "start-3b").Variant = VariantA },
			`rooms.json: no face b of starting room 3: each has two`},
		{"exit missing", func(c *Content) { room(c, "exit-2").Number = 1 },
			`rooms.json: no exit 2: game.json's box has 2`},
		{"room name", func(c *Content) { room(c, "2a").Name = "" },
			`rooms.json: room "2a": has no name`},
		{"search range", func(c *Content) { room(c, "2a").Search = 10 },
			`rooms.json: room "2a": search is 10; a room draws 0 to 9 cards`},
		{"search 0 without a rule", func(c *Content) { room(c, "2a").Search = 0 },
			`rooms.json: room "2a": search is 0, which needs a rule saying how the reward comes (one of "guaranteed", "pay_health")`},
		{"no-draw rule with a search", func(c *Content) { room(c, "8a").Search = 3 },
			`rooms.json: room "8a": rule guaranteed draws no cards: make search 0`},
		// rooms.json: the row
		{"reward symbol", func(c *Content) { room(c, "2a").Rewards[0].Symbol = "gold" },
			`rooms.json: room "2a" reward #1: symbol "gold" is not one of`},
		{"reward outline", func(c *Content) { room(c, "2a").Rewards[0].Outline = "" },
			`rooms.json: room "2a" reward #1: outline "" is not one of "unlimited", "once", "exhausts"`},
		{"damage needs n", func(c *Content) { room(c, "2b").Rewards[2].N = 0 },
			`rooms.json: room "2b" reward #3: damage needs an n from 1 to 9 (the icons shown), not 0`},
		{"key takes no n", func(c *Content) { room(c, "2a").Rewards[0].N = 2 },
			`rooms.json: room "2a" reward #1: key takes no n: remove it`},
		{"item reward names its item", func(c *Content) { room(c, "2a").Rewards[1].Item = "" },
			`rooms.json: room "2a" reward #2: a utility reward names its item`},
		{"unknown item", func(c *Content) { room(c, "2a").Rewards[1].Item = "chainsaw" },
			`rooms.json: room "2a" reward #2: item "chainsaw" is not an item in items.json`},
		{"item of another category", func(c *Content) { room(c, "2a").Rewards[1].Item = "knife" },
			`rooms.json: room "2a" reward #2: item "knife" is melee, not utility`},
		{"item on a key", func(c *Content) { room(c, "2a").Rewards[0].Item = "knife" },
			`rooms.json: room "2a" reward #1: a key reward names no item: remove it`},
		{"ammo reward's ammo", func(c *Content) { room(c, "3a").Rewards[3].Ammo = "" },
			`rooms.json: room "3a" reward #4: ammo "" is not one of "bullet", "shell"`},
		{"ammo on a key", func(c *Content) { room(c, "2a").Rewards[0].Ammo = Shell },
			`rooms.json: room "2a" reward #1: only an ammo reward names its ammo: remove it`},
		{"extra ammo", func(c *Content) { room(c, "2a").Rewards[1].Extra = 2 },
			`rooms.json: room "2a" reward #2: extra is 2; only a firearm reward comes with 1 to 9 extra ammo`},
		{"blank outside a puzzle", func(c *Content) { room(c, "2a").Rewards[2] = Slot{Symbol: Blank} },
			`rooms.json: room "2a" reward #3: a blank space belongs to a puzzle's row only`},
		{"blank with a reward", func(c *Content) { room(c, "6a").Rewards[3].Outline = Once },
			`rooms.json: room "6a" reward #4: a blank space holds no reward: keep only its draw`},
		{"nothing worth having", func(c *Content) { room(c, "13a").Rewards = room(c, "13a").Rewards[1:] },
			`rooms.json: room "13a": the row has no reward worth having, so the room would start exhausted: add one`},
		// rooms.json: puzzles
		{"puzzle penalty", func(c *Content) { r := room(c, "12b"); r.Rewards[2] = Slot{Symbol: Key, Outline: Once} },
			`rooms.json: room "12b": a puzzle's right-most reward is its penalty: end the row with damage or panic`},
		{"puzzle draw missing", func(c *Content) { room(c, "6a").Rewards[1].Draw = 0 },
			`rooms.json: room "6a" reward #2: draw is 0; in a puzzle that locks, each space but the last two shows the next try's draw, 1 to 12`},
		{"puzzle draw on the penalty", func(c *Content) { room(c, "6a").Rewards[4].Draw = 8 },
			`rooms.json: room "6a" reward #5: draw is only for the spaces of a puzzle that locks, bar the last two: remove it`},
		{"draw outside a puzzle", func(c *Content) { room(c, "2a").Rewards[0].Draw = 5 },
			`rooms.json: room "2a" reward #1: draw is for puzzles only: remove it`},
		{"locks outside a puzzle", func(c *Content) { room(c, "2a").Locks = true },
			`rooms.json: room "2a": only a puzzle room of the main deck locks on entry`},
		{"puzzle without a fail rule", func(c *Content) { room(c, "20a").Rule = nil },
			`rooms.json: room "20a": a puzzle that does not lock needs a rule saying what failing does (one of "fail_exhausts", "fail_damages")`},
		{"fail rule on a locking puzzle", func(c *Content) { room(c, "6b").Rule = &Effect{Kind: RuleFailDamage} },
			`rooms.json: room "6b" rule: fail_damages is for a puzzle room that does not lock`},
		{"starting room puzzle", func(c *Content) { room(c, "start-1a").Puzzle = true },
			`rooms.json: room "start-1a": a starting room is no puzzle: remove puzzle`},
		// rooms.json: rules, requirements, text, exits
		{"room rule kind", func(c *Content) { room(c, "15a").Rule.Kind = "bleed" },
			`rooms.json: room "15a" rule: effect kind "bleed" is not one of`},
		{"rule needs n", func(c *Content) { room(c, "15b").Rule.N = 0 },
			`rooms.json: room "15b" rule: effect pay_health needs an n from 1 to 9, not 0`},
		{"rule takes no n", func(c *Content) { room(c, "8a").Rule.N = 1 },
			`rooms.json: room "8a" rule: effect guaranteed takes no n: remove it`},
		{"damage grant without damage", func(c *Content) { room(c, "1a").Rewards[0] = Slot{Symbol: Panic, Outline: Unlimited} },
			`rooms.json: room "1a" rule: damage_also_grants needs a damage reward in the row`},
		{"damage grant of a missing slot", func(c *Content) { room(c, "1b").Rule.N = 3 },
			`rooms.json: room "1b" rule: reward #3 is not a reward worth having in the row`},
		{"requirement empty", func(c *Content) { room(c, "18a").Requires.Item = "" },
			`rooms.json: room "18a" requires: names nothing`},
		{"requirement item", func(c *Content) { room(c, "18a").Requires.Item = "machete" },
			`rooms.json: room "18a" requires: item "machete" is not an item in items.json`},
		{"requirement spend", func(c *Content) { room(c, "19a").Requires.Spend = "coin" },
			`rooms.json: room "19a" requires: spend "coin" is not one of "", "bullet", "shell", "key"`},
		{"requirement count", func(c *Content) { room(c, "8b").Requires.N = 0 },
			`rooms.json: room "8b" requires: spends 0 bullet; it is 1 to 9`},
		{"requirement count without spend", func(c *Content) { room(c, "18b").Requires.N = 1 },
			`rooms.json: room "18b" requires: n counts what is spent: remove it or add spend`},
		{"special room without text", func(c *Content) { room(c, "19b").Text = "" },
			`rooms.json: room "19b": has no text: say what the card tells the players`},
		{"exit keys", func(c *Content) { room(c, "exit-1").Keys = 0 },
			`rooms.json: room "exit-1": keys is 0; an exit needs 1 or more keys, no more than the box's 10`},
		{"exit puzzle", func(c *Content) { room(c, "exit-2").Puzzle = false },
			`rooms.json: room "exit-2": an exit is a puzzle`},
		{"exit rewards", func(c *Content) { room(c, "exit-1").Rewards = []Slot{{Symbol: Key, Outline: Once}} },
			`rooms.json: room "exit-1": an exit only needs keys and a pair: remove its rewards, rule, locks and requires`},
		{"keys outside an exit", func(c *Content) { room(c, "2a").Keys = 2 },
			`rooms.json: room "2a": only an exit needs keys: remove them`},
		{"room source", func(c *Content) { room(c, "2a").Source = "" },
			`rooms.json: room "2a": source is missing`},

		// rewards.json
		{"rewards label", func(c *Content) { c.Labels[RewardsFile] = "" },
			`rewards.json: has no label: name the set`},
		{"21 reward cards", func(c *Content) { c.Rewards = c.Rewards[1:] },
			`rewards.json: holds 20 cards, but game.json's box has 21 reward cards`},
		{"reward card symbols", func(c *Content) { c.Rewards[0].Symbols = nil },
			`rewards.json: reward card "r01": shows 0 symbols; a reward card shows one or two`},
		{"reward card symbol", func(c *Content) { c.Rewards[0].Symbols[0] = Blank },
			`rewards.json: reward card "r01": symbol "blank" is not one of`},
		{"reward card same symbol twice", func(c *Content) { c.Rewards[7].Symbols[1] = c.Rewards[7].Symbols[0] },
			`rewards.json: reward card "r08": shows "melee" twice`},
		{"reward card id twice", func(c *Content) { c.Rewards[1].ID = "r01" },
			`rewards.json: reward card "r01": the id is used twice`},
		{"symbol never drawn", func(c *Content) {
			for i := range c.Rewards {
				for j, s := range c.Rewards[i].Symbols {
					if s == Panic {
						c.Rewards[i].Symbols[j] = Key
					}
				}
				if len(c.Rewards[i].Symbols) == 2 && c.Rewards[i].Symbols[0] == c.Rewards[i].Symbols[1] {
					c.Rewards[i].Symbols = c.Rewards[i].Symbols[:1]
				}
			}
		}, `rewards.json: no card shows "panic", so the rooms' panic rewards can never be drawn`},

		// mc.json
		{"mc label", func(c *Content) { c.Labels[MCFile] = "" },
			`mc.json: has no label: name the set`},
		{"43 MC cards", func(c *Content) { mc(c, "charge").Copies = 2 },
			`mc.json: the copies add up to 44 cards, but game.json's box has 43 MC cards`},
		{"MC copies", func(c *Content) { mc(c, "charge").Copies = 0 },
			`mc.json: MC card "charge": copies is 0; a title has 1 or more copies`},
		{"MC title", func(c *Content) { mc(c, "charge").Title = "" },
			`mc.json: MC card "charge": has no title`},
		{"MC effect kind", func(c *Content) { mc(c, "charge").Effect.Kind = "" },
			`mc.json: MC card "charge": the effect has no kind`},
		{"MC effect n", func(c *Content) { mc(c, "locked-doors").Effect.N = 0 },
			`mc.json: MC card "locked-doors": effect lock_rooms needs an n from 1 to 9, not 0`},
		{"MC effect cost", func(c *Content) { mc(c, "lights-out").Effect.Cost = 1 },
			`mc.json: MC card "lights-out": effect stun_killer takes no cost here: remove it`},
		{"MC symbols", func(c *Content) { mc(c, "creeping-dread").Symbols = 7 },
			`mc.json: MC card "creeping-dread": shows 7 Killer symbols; a card shows 0 to 6`},
		{"MC text", func(c *Content) { mc(c, "whispers").Text = "" },
			`mc.json: MC card "whispers": has no text`},
		{"MC source", func(c *Content) { mc(c, "whispers").Source = "C?" },
			`mc.json: MC card "whispers": source "C?" is not one of`},

		// gifts.json
		{"gifts label", func(c *Content) { c.Labels[GiftsFile] = "" },
			`gifts.json: has no label: name the set`},
		{"12 gifts", func(c *Content) { c.Gifts = c.Gifts[:11] },
			`gifts.json: holds 11 tokens, but game.json's box has 12 MC gift tokens`},
		{"gift kind", func(c *Content) { gift(c, "g01").Kind = "cake" },
			`gifts.json: gift "g01": kind "cake" is not one of "item", "ammo", "panic", "damage"`},
		{"gift items", func(c *Content) { gift(c, "g09").Items = []string{"knife"} },
			`gifts.json: gift "g09": items go with kind "item" only, which needs one or two`},
		{"gift three items", func(c *Content) { gift(c, "g05").Items = []string{"knife", "pistol", "shotgun"} },
			`gifts.json: gift "g05": gives 3 items; a token shows one or two`},
		{"gift unknown item", func(c *Content) { gift(c, "g01").Items[0] = "torch" },
			`gifts.json: gift "g01": item "torch" is not an item in items.json`},
		{"gift ammo word", func(c *Content) { gift(c, "g06").Ammo = "dart" },
			`gifts.json: gift "g06": ammo "dart" is not one of "bullet", "shell"`},
		{"gift ammo on damage", func(c *Content) { gift(c, "g11").Ammo = Bullet },
			`gifts.json: gift "g11": ammo goes with kind "ammo" only: remove it`},
		{"gift needs n", func(c *Content) { gift(c, "g12").N = 0 },
			`gifts.json: gift "g12": a damage gift needs an n from 1 to 9, not 0`},
		{"gift takes no n", func(c *Content) { gift(c, "g10").N = 1 },
			`gifts.json: gift "g10": a panic gift takes no n: remove it`},

		// killer.json
		{"killer label", func(c *Content) { c.Labels[KillerFile] = "" },
			`killer.json: has no label: name the set`},
		{"killer health", func(c *Content) { c.Killer.Health = 13 },
			`killer.json: killer: health 13 and max_health 12: he starts with 1 or more and at most his maximum, up to 30`},
		{"killer faces", func(c *Content) { c.Killer.Success = []int{0} },
			`killer.json: killer: success face 0 is not 1 to 6 or is listed twice`},
		{"rage track length", func(c *Content) { c.Killer.Rage = c.Killer.Rage[:1] },
			`killer.json: killer rage: the track has 1 spaces; it has 2 to 12`},
		{"rage step values", func(c *Content) { c.Killer.Rage[4].Damage = 10 },
			`killer.json: killer rage space #5: 5 dice and 10 damage; each is 1 to 9`},
		{"rage step falls", func(c *Content) { c.Killer.Rage[2].Dice = 3 },
			`killer.json: killer rage space #3: each space raises the dice, the damage or both, and lowers neither`},
		{"symbol costs", func(c *Content) { c.Killer.Costs.Activate = 0 },
			`killer.json: killer costs: every use costs 1 or more Killer symbols`},
		{"rage source", func(c *Content) { c.Killer.RageSource = "" },
			`killer.json: killer: rage_source is missing`},

		// participants.json
		{"participants label", func(c *Content) { c.Labels[ParticipantsFile] = "" },
			`participants.json: has no label: name the set`},
		{"4 participants", func(c *Content) { c.Participants = c.Participants[:3] },
			`participants.json: holds 3 participants, but game.json's box has 4 participant sheets`},
		{"participant id twice", func(c *Content) { part(c, "mia").ID = "ben" },
			`participants.json: participant "ben": the id is used twice`},
		{"participant name", func(c *Content) { part(c, "mia").Name = "" },
			`participants.json: participant "mia": has no name`},
		{"participant lore", func(c *Content) { part(c, "mia").Lore = "" },
			`participants.json: participant "mia": has no lore`},
		{"side values", func(c *Content) { part(c, "zoe").Basic.Health = 0 },
			`participants.json: participant "zoe" basic side: health 0 and resolve 1: health is 1 to 30, resolve 0 to 9`},
		{"basic side powers", func(c *Content) { p := part(c, "zoe"); p.Basic.Powers = p.Advanced.Powers[:1] },
			`participants.json: participant "zoe" basic side: the first-game side has no powers`},
		{"two powers", func(c *Content) { p := part(c, "zoe"); p.Advanced.Powers = p.Advanced.Powers[:1] },
			`participants.json: participant "zoe" advanced side: has 1 powers; the advanced side has two`},
		{"power kind", func(c *Content) { part(c, "ben").Advanced.Powers[0].Effect.Kind = MCDamageAll },
			`participants.json: participant "ben" power "tough": effect kind "damage_all" is not one of`},
		{"power faces", func(c *Content) { part(c, "zoe").Advanced.Powers[1].Effect.N = 7 },
			`participants.json: participant "zoe" power "acrobatic": effect escape_success needs an n from 2 to 6, not 7`},
		{"power cost", func(c *Content) { part(c, "ben").Advanced.Powers[1].Effect.Cost = 10 },
			`participants.json: participant "ben" power "quarterback": effect force_reroll costs 10 Resolve; a cost is 0 to 9`},
		{"lucky agrees with the side", func(c *Content) { part(c, "ian").Advanced.Resolve = 1 },
			`participants.json: participant "ian" power "lucky": starts with 3 Resolve, but the advanced side's resolve is 1: make them agree`},
		{"power id twice", func(c *Content) { part(c, "ian").Advanced.Powers[1].ID = "lucky" },
			`participants.json: participant "ian" power "lucky": the id is used twice`},
		{"power text", func(c *Content) { part(c, "mia").Advanced.Powers[0].Text = "" },
			`participants.json: participant "mia" power "calm-under-pressure": has no text`},
		{"power source", func(c *Content) { part(c, "mia").Advanced.Powers[0].Source = "" },
			`participants.json: participant "mia" power "calm-under-pressure": source is missing`},
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
  "label": "my gifts",
  "gifts": [
    {"id": "g1", "kind": "item", "items": ["knife"], "source": "C"},
    {"id": "g1", "kind": "damage", "n": 12, "source": "C"},
    {"id": "g3", "kind": "cake", "source": "maybe"}
  ]
}`
	_, err := Load(fstest.MapFS{GiftsFile: {Data: []byte(broken)}})
	if err == nil {
		t.Fatal("a broken gifts file loaded")
	}
	for _, want := range []string{
		`gifts.json: gift "g1": the id is used twice`,
		`gifts.json: gift "g1": a damage gift needs an n from 1 to 9, not 12`,
		`gifts.json: gift "g3": kind "cake" is not one of`,
		`gifts.json: gift "g3": source "maybe" is not one of "C", "S", "I", "house"`,
		`gifts.json: holds 3 tokens, but game.json's box has 12 MC gift tokens`,
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
