package att

import (
	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// plain is a Common whose renderer draws no colors, so goldens are text;
// color draws in true color.
var (
	plain = canvastest.Plain
	color = canvastest.Color
)

// Card names that live only in hidden hands: none may ever be drawn or
// said for a seat that is not the viewer.
var secretNames = []string{"Zephyr Gambit", "Quokka Oath", "Velvet Dagger", "Xylo Rite"}

func locations() []ra.LocationView {
	return []ra.LocationView{
		{ID: "shrine", Name: "Accursed Shrine", Slot: 1, Bank: "left", Action: "Gain a Focus or a Feat token.", Foreshadowed: -1},
		{ID: "gorge", Name: "Ghastly Gorge", Slot: 2, Bank: "left", Action: "Swap Feat cards for new ones.", Foreshadowed: -1},
		{ID: "chateau", Name: "Sinister Chateau", Slot: 3, Bank: "left", Action: "Swap a token with another player.", Foreshadowed: -1},
		{ID: "chasm", Name: "Yawning Chasm", Slot: 4, Bank: "right", Action: "Pay Courage to overcome an encounter elsewhere.", Foreshadowed: -1},
		{ID: "gunsloop", Name: "Rusted Gunsloop", Slot: 5, Bank: "right", Action: "Gain a Courage or a Treasure token.", Foreshadowed: -1},
		{ID: "ruin", Name: "Crumbling Ruin", Slot: 6, Bank: "right", Action: "Take the Map token.", Foreshadowed: -1},
	}
}

func enc(id, name, tier string, secrets int, combo string, types ...string) *ra.CardView {
	return &ra.CardView{ID: id, Name: name, Tier: tier, Types: types, Secrets: secrets, Combo: combo}
}

func scenario() []ra.ScenarioRow {
	return []ra.ScenarioRow{
		{Combo: "a die of 5+", Resource: "treasure"},
		{Combo: "a pair of 2+", Resource: "focus"},
		{Combo: "a pair of 4+", Resource: "courage"},
		{Combo: "a block of 3+ of 1+", Resource: "feat"},
		{Combo: "a run of 3+ from 1+", Resource: "treasure"},
	}
}

func achievements(holders ...rules.Seat) []ra.AchievementView {
	a := []ra.AchievementView{
		{ID: "eel-tamer", Name: "Eel Tamer", Secrets: 3, Text: "Most villains, at least 3.", Holder: -1},
		{ID: "lamp-bearer", Name: "Lamp Bearer", Secrets: 3, Text: "Most horrors, at least 3.", Holder: -1},
		{ID: "curio-keeper", Name: "Curio Keeper", Secrets: 3, Text: "Most artifacts, at least 3.", Holder: -1},
		{ID: "sure-foot", Name: "Sure Foot", Secrets: 3, Text: "Most pitfalls, at least 3.", Holder: -1},
	}
	for i, h := range holders {
		a[i].Holder = h
	}
	return a
}

// midGame is a hand-built three-player game in round 2, seen by nobody in
// particular (every hand in it): Bea faces the Moaning Lighthouse at the
// Ghastly Gorge and has rolled once; Ann and Cy wait at the Trading Post
// and on the Riverboat.
func midGame() ra.View {
	locs := locations()
	locs[0].Encounter = enc("bog-lantern", "Bog Lantern", "green", 1, "a die of 5+", "pitfall")
	locs[0].Tokens = map[string]int{"focus": 1}
	locs[1].Encounter = enc("moaning-lighthouse", "Moaning Lighthouse", "orange", 4, "a run of 3+ from 3+", "horror", "villain")
	locs[1].Pawns = []rules.Seat{1}
	locs[2].Encounter = enc("gilded-skull", "Gilded Skull", "orange", 3, "a pair of 5+", "artifact")
	locs[2].Tokens = map[string]int{"treasure": 1}
	locs[2].Event = &ra.CardView{ID: "black-tide", Name: "Black Tide", Tier: "orange", Kind: "event", Text: "Desperate acts cost 1 more Courage."}
	locs[3].Encounter = nil
	locs[4].Encounter = enc("drowned-choir", "Drowned Choir", "red", 5, "a block of 3+ of 4+", "horror")
	locs[4].Encounter.Kind = "revelation"
	locs[4].Tokens = map[string]int{"courage": 1}
	locs[4].Foreshadowed = 2
	locs[5].Encounter = enc("sunken-bell", "Sunken Bell", "green", 2, "a pair of 3+", "artifact", "pitfall")
	locs[5].Encounter.Kind = "warning"
	locs[5].Tokens = map[string]int{"treasure": 1, "focus": 1}

	return ra.View{
		DeckLabel: "house deck", LostCharter: true, Length: "normal", Side: "easy",
		Round: 2, Phase: "encounter", Current: 1, First: 0, MapHolder: 0,
		Locations: locs,
		Riverboat: []rules.Seat{2},
		TradingPost: ra.TradingPostView{
			Slots: []*ra.SwagView{
				{ID: "brass-sextant", Name: "Brass Sextant", Cost: 3, Secrets: 1, Exhausts: true, Text: "Exhaust: one more re-roll this turn."},
				nil,
				{ID: "ship-in-a-bottle", Name: "Ship in a Bottle", Cost: 5, Secrets: 3, CountsAs: "artifact", Text: "Worth 3 secrets."},
			},
			OldStock: 2,
			OldTop:   &ra.SwagView{ID: "rusty-hook", Name: "Rusty Hook", Cost: 2, Exhausts: true, Text: "Exhaust: raise a die by 1."},
			Pawns:    []rules.Seat{0},
		},
		Expedition: []int{0, 1, 1, 2, 3}, ExpeditionSize: 7,
		Bank:          map[string]int{"focus": 19, "treasure": 17, "courage": 26, "feat": 24},
		TTBox:         9,
		EncounterDeck: 7,
		DeckTiers:     []ra.TierCount{{Tier: "green", Left: 0}, {Tier: "orange", Left: 2}, {Tier: "red", Left: 5}},
		Rumours: []ra.CardView{
			*enc("weeping-idol", "Weeping Idol", "green", 2, "a pair of 3+", "artifact"),
			*enc("mad-hermit", "Mad Hermit", "green", 1, "a die of 6+", "villain"),
		},
		FeatDeck: 14, FeatDiscard: 4, FeatTop: "Deep Breath", SwagDeck: 11,
		Scenario:     scenario(),
		Achievements: achievements(0, -1, 2, -1),
		Seats: []ra.SeatView{
			{Seat: 0, Player: "Ann", Character: "prospector", CharacterName: "Prospector", Pawn: "trading post",
				Resources: map[string]int{"focus": 2, "treasure": 1, "courage": 3, "feat": 1},
				TT:        []int{2}, ScorePile: []ra.CardView{*enc("eel-king", "Eel King", "green", 3, "a pair of 4+", "villain")},
				Swag:         []ra.SwagView{{ID: "brass-sextant", Name: "Brass Sextant", Cost: 3, Secrets: 1, Exhausts: true, Exhausted: true}},
				Achievements: []string{"eel-tamer"}, HasMap: true, Rerolls: 2,
				Obsession: &ra.ObsessionView{ID: "gold-fever", Name: "Gold Fever", TT: 2, Text: "Gain a Treasure at the Gunsloop."},
				Hand:      []ra.FeatView{{ID: "zephyr", Name: secretNames[0], Cost: 1}, {ID: "quokka", Name: secretNames[1], Cost: 2}},
				HandCount: 2, Score: 5},
			{Seat: 1, Player: "Bea", Character: "journalist", CharacterName: "Journalist", Pawn: "gorge",
				Resources: map[string]int{"focus": 3, "treasure": 2, "courage": 0, "feat": 2},
				TT:        []int{}, ScorePile: []ra.CardView{*enc("pale-ferryman", "Pale Ferryman", "green", 2, "a die of 5+", "horror")},
				Swag: []ra.SwagView{}, Achievements: []string{}, Rerolls: 1,
				Hand: []ra.FeatView{
					{ID: "steady-hand", Name: "Steady Hand", Cost: 1, Text: "Set one die to the face you choose."},
					{ID: "lucky-coin", Name: "Lucky Coin", Cost: 0, Text: "Add a Luck die to your pool."},
					{ID: "sharp-elbows", Name: "Sharp Elbows", Cost: 2, PvP: true, Text: "Take a token from another player."},
				},
				HandCount: 3, Score: 2},
			{Seat: 2, Player: "Cy", Character: "heiress", CharacterName: "Heiress", Pawn: "riverboat",
				Resources: map[string]int{"focus": 0, "treasure": 4, "courage": 1, "feat": 0},
				TT:        []int{1, 0}, ScorePile: []ra.CardView{
					*enc("salt-witch", "Salt Witch", "green", 3, "a run of 3+ from 1+", "artifact", "horror"),
					*enc("tin-idol", "Tin Idol", "green", 1, "a die of 5+", "artifact"),
				},
				Swag:         []ra.SwagView{{ID: "oilskin-map", Name: "Oilskin Map", Cost: 4, Secrets: 2}},
				Achievements: []string{"curio-keeper"}, Rerolls: 2,
				Hand:      []ra.FeatView{{ID: "velvet", Name: secretNames[2], Cost: 1}, {ID: "xylo", Name: secretNames[3], Cost: 3}},
				HandCount: 2, Score: 8},
		},
		Tray: &ra.TrayView{
			Seat: 1, Rolled: true, RerollsLeft: 1, FocusCost: 1,
			Dice: []ra.DieView{
				{Kind: "basic", Color: "green", Face: 3, Rerollable: true},
				{Kind: "basic", Color: "green", Face: 4, Rerollable: true, Marked: true},
				{Kind: "basic", Color: "green", Face: 5, Rerollable: true},
				{Kind: "basic", Color: "green", Face: 5, Rerollable: true},
				{Kind: "basic", Color: "green", Face: 1, Rerollable: true, Used: true},
				{Kind: "luck", Color: "yellow", Face: 6, Rerollable: true},
				{Kind: "panic", Color: "red", Face: 2},
			},
			Combos: []ra.ComboView{
				{ID: "overcome run 3-5", Kind: "run", Face: 3, Size: 3, For: "encounter", Label: "Spend a run 3 to 5 to overcome Moaning Lighthouse"},
				{ID: "overcome run 3-6", Kind: "run", Face: 3, Size: 4, For: "encounter", Label: "Spend a run 3 to 6 to overcome Moaning Lighthouse"},
				{ID: "overcome run 4-6", Kind: "run", Face: 4, Size: 3, For: "encounter", Label: "Spend a run 4 to 6 to overcome Moaning Lighthouse"},
				{ID: "gain treasure high 5", Kind: "high", Face: 5, Size: 1, For: "treasure", Label: "Spend a 5 for 1 treasure"},
				{ID: "gain treasure high 6", Kind: "high", Face: 6, Size: 1, For: "treasure", Label: "Spend a 6 for 1 treasure"},
				{ID: "gain focus pair 5", Kind: "pair", Face: 5, Size: 2, For: "focus", Label: "Spend a pair of 5s for 2 focus"},
				{ID: "gain courage pair 5", Kind: "pair", Face: 5, Size: 2, For: "courage", Label: "Spend a pair of 5s for 2 courage"},
				{ID: "gain treasure run 2-6", Kind: "run", Face: 2, Size: 5, For: "treasure", Label: "Spend a run 2 to 6 for 5 treasure"},
			},
		},
	}
}

// seenBy strips v the way View(seat) does: every other seat's hand becomes
// a count.
func seenBy(v ra.View, s rules.Seat) ra.View {
	seats := make([]ra.SeatView, len(v.Seats))
	copy(seats, v.Seats)
	for i := range seats {
		if seats[i].Seat != s {
			seats[i].HandCount = len(seats[i].Hand)
			seats[i].Hand = nil
			seats[i].HandHidden = true
		}
	}
	v.Seats = seats
	return v
}

// solo is a hand-built Forgotten Secrets game at its first round end: Dee
// must forget cards worth 6, has forgotten 2.
func solo() ra.View {
	locs := locations()
	locs[2].Action = "Take a token from the bank, give one back."
	locs[3].Action = "Pay Courage to remove the top Rumour."
	locs[1].Encounter = enc("grinning-mask", "Grinning Mask", "orange", 3, "a pair of 5+", "villain")
	locs[1].Tokens = map[string]int{"feat": 1}
	return ra.View{
		DeckLabel: "house deck", Solo: true, LostCharter: true, Length: "solo", Side: "difficult",
		Round: 1, Phase: "forget", Current: 0, First: 0, MapHolder: 0,
		Locations:  locs,
		Riverboat:  []rules.Seat{},
		Expedition: []int{1, 2, 3}, ExpeditionSize: 5,
		Bank:          map[string]int{"focus": 22, "treasure": 20, "courage": 28, "feat": 25},
		TTBox:         11,
		EncounterDeck: 12,
		DeckTiers:     []ra.TierCount{{Tier: "green", Left: 0}, {Tier: "orange", Left: 4}, {Tier: "red", Left: 8}},
		Rumours: []ra.CardView{
			*enc("weeping-idol", "Weeping Idol", "green", 2, "a pair of 3+", "artifact"),
			*enc("mad-hermit", "Mad Hermit", "green", 1, "a die of 6+", "villain"),
		},
		FeatDeck: 18, FeatDiscard: 2, SwagDeck: 12,
		TradingPost: ra.TradingPostView{
			Slots: []*ra.SwagView{
				{ID: "brass-sextant", Name: "Brass Sextant", Cost: 3, Secrets: 1, Exhausts: true, Text: "Exhaust: one more re-roll this turn."},
				{ID: "rusty-hook", Name: "Rusty Hook", Cost: 2, Exhausts: true, Text: "Exhaust: raise a die by 1."},
				{ID: "ship-in-a-bottle", Name: "Ship in a Bottle", Cost: 5, Secrets: 3, CountsAs: "artifact", Text: "Worth 3 secrets."},
			},
			Pawns: []rules.Seat{0},
		},
		Scenario:     scenario(),
		Achievements: achievements(-1, 0),
		Seats: []ra.SeatView{
			{Seat: 0, Player: "Dee", Character: "captain", CharacterName: "Captain", Pawn: "trading post",
				Resources: map[string]int{"focus": 1, "treasure": 2, "courage": 2, "feat": 1},
				TT:        []int{0}, ScorePile: []ra.CardView{
					*enc("eel-king", "Eel King", "green", 3, "a pair of 4+", "villain"),
					*enc("tin-idol", "Tin Idol", "green", 1, "a die of 5+", "artifact"),
				},
				Swag: []ra.SwagView{}, Achievements: []string{"lamp-bearer"}, HasMap: true, Rerolls: 2,
				Hand:      []ra.FeatView{{ID: "steady-hand", Name: "Steady Hand", Cost: 1, Text: "Set one die to the face you choose."}},
				HandCount: 1, Score: 7},
		},
		ForgetNeed: 6, Forgotten: 2,
	}
}

// fixtureTouch is what each choice the tests put under the cursor touches
// in the mid-game fixture, as rules/att's Touch says it (the dice a
// combination spends are those its spend picks: for each face the first
// unused die showing it).
var fixtureTouch = map[string]rules.Touch{
	"":                      {},
	"overcome run 3-5":      {Dice: []int{0, 1, 2}},
	"overcome run 3-6":      {Dice: []int{0, 1, 2, 5}},
	"overcome run 4-6":      {Dice: []int{1, 2, 5}},
	"gain treasure high 5":  {Dice: []int{2}},
	"gain treasure high 6":  {Dice: []int{5}},
	"gain focus pair 5":     {Dice: []int{2, 3}},
	"gain courage pair 5":   {Dice: []int{2, 3}},
	"gain treasure run 2-6": {Dice: []int{0, 1, 2, 5, 6}},
	"mark 2":                {Dice: []int{1}},
	"unmark 2":              {Dice: []int{1}},
	"bump 7":                {Dice: []int{6}},
	"reroll all":            {Dice: []int{0, 1, 2, 3, 5}}, // unused and re-rollable
	"roll":                  {Dice: []int{1}},             // the marked dice
	"go ruin":               {Places: []string{"ruin"}},
	"chasm gorge":           {Places: []string{"gorge"}},
	"buy 1":                 {Places: []string{ra.PostPlace(0)}},
	"buy 3":                 {Places: []string{ra.PostPlace(2)}},
	"spend map":             {Places: []string{ra.PlaceMap}},
	"take 2 treasure":       {Seats: []rules.Seat{2}},
	"feat steady-hand":      {Cards: []string{"steady-hand"}},
	"feat zephyr":           {Cards: []string{"zephyr"}},
	"feat velvet":           {Cards: []string{"velvet"}},
	"forget card nobody":    {Cards: []string{"nobody"}},
	"gain focus":            {}, // the Accursed Shrine's action
}

// selOf is choice id under the cursor with what it touches in the
// fixtures; an id the table lacks is a mistake in the test.
func selOf(id string) common.Selection {
	t, ok := fixtureTouch[id]
	if !ok {
		panic("fixtureTouch has no touch for " + id)
	}
	return common.Selection{ID: id, Touch: t}
}

// busy is the busiest table the pages must hold: the mid-game fixture with
// five players, every Lost Charter Achievement, a trade offer waiting and
// long stashes, seen by Bea (whose hand of four shows).
func busy() ra.View {
	v := seenBy(midGame(), 1)
	v.Seats = append(v.Seats,
		ra.SeatView{Seat: 3, Player: "Dov", Character: "captain", CharacterName: "Captain", Pawn: "trading post",
			Resources: map[string]int{"focus": 12, "treasure": 10, "courage": 11, "feat": 10},
			TT:        []int{3, 2, 1}, ScorePile: []ra.CardView{*enc("eel-king", "Eel King", "green", 3, "a pair of 4+", "villain")},
			Swag: []ra.SwagView{{ID: "ship-in-a-bottle", Name: "Ship in a Bottle", Secrets: 3, CountsAs: "artifact"},
				{ID: "rusty-hook", Name: "Rusty Hook", Exhausts: true}, {ID: "oilskin-map", Name: "Oilskin Map", Secrets: 2}},
			Achievements: []string{"outfitter", "scholar"}, Rerolls: 2,
			Obsession: &ra.ObsessionView{ID: "white-whale", Name: "The White Whale", TT: 3, Text: "Face every red encounter."},
			HandCount: 3, HandHidden: true, Score: 11},
		ra.SeatView{Seat: 4, Player: "Eve", Character: "cartographer", CharacterName: "Cartographer", Pawn: "riverboat",
			Resources: map[string]int{"focus": 1, "treasure": 1, "courage": 1, "feat": 1},
			TT:        []int{}, ScorePile: []ra.CardView{}, Swag: []ra.SwagView{}, Achievements: []string{},
			Obsession: &ra.ObsessionView{ID: "blank-spaces", Name: "Blank Spaces", TT: 2, Text: "Explore every location."},
			Rerolls:   2, HandCount: 3, HandHidden: true, Score: -2},
	)
	v.Riverboat = append(v.Riverboat, 4)
	v.TradingPost.Pawns = append(v.TradingPost.Pawns, 3)
	v.Seats[1].Hand = append(v.Seats[1].Hand, ra.FeatView{ID: "second-wind", Name: "Second Wind", Cost: 1, Text: "One more re-roll this turn."})
	v.Seats[1].HandCount = 4
	v.Achievements = append(v.Achievements,
		ra.AchievementView{ID: "outfitter", Name: "Outfitter", Secrets: 2, Text: "Most Swag cards, at least 3.", Holder: 3},
		ra.AchievementView{ID: "scholar", Name: "Scholar", Secrets: 3, Text: "Most sets of one encounter of each type, at least 1.", Holder: 3},
		ra.AchievementView{ID: "river-legend", Name: "River Legend", Secrets: 5, Text: "Most sets of one encounter of each type, at least 2.", Holder: -1},
		ra.AchievementView{ID: "trophy-room", Name: "Trophy Room", Secrets: 4, Text: "Most Swag cards, at least 5.", Holder: -1},
	)
	v.Offer = &ra.OfferView{From: 3, To: 1, Give: []string{"2 focus", "Eel King"}, Take: []string{"Steady Hand"}}
	return v
}
