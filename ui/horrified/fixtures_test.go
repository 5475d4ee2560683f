package horrified

import rh "github.com/hauntgames/haunt/rules/horrified"

func item(id, name, color string, strength int, space string) rh.Item {
	return rh.Item{ID: id, Name: name, Color: color, Strength: strength, Space: space}
}

// midGame is a hand-built game in its third turn: the Mayor is moving, the
// Archaeologist waits at the Docks, the Explorer is defeated; Dracula is
// frenzied with two coffins smashed, the Creature just swam to the River.
func midGame() rh.View {
	return rh.View{
		Phase: "hero", Current: 0, Turn: 3,
		Terror: 3, TerrorMax: 7,
		DeckLeft: 22, DeckSize: 30, LastCard: "Thief",
		Frenzied: "dracula",
		Bag:      41, Discard: 6, PerkDeck: 15,
		Heroes: []rh.HeroView{
			{Seat: 0, Player: "Ann", ID: "mayor", Name: "Mayor", Space: "theatre", Actions: 5, ActionsLeft: 3,
				Items: []rh.Item{item("torch-1", "Torch", "red", 5, "barn"), item("garlic-1", "Garlic", "yellow", 2, "inn"), item("kite-1", "Kite", "blue", 1, "tower")},
				Perks: []rh.PerkView{{ID: "hurry", Name: "Hurry", Text: "Every hero may move up to 2 spaces."}}},
			{Seat: 1, Player: "Bob", ID: "archaeologist", Name: "Archaeologist", Space: "docks", Actions: 4,
				Items: []rh.Item{item("knife-1", "Knife", "red", 3, "docks"), item("stake-1", "Stake", "yellow", 3, "abbey")},
				Perks: []rh.PerkView{{ID: "repel", Name: "Repel", Text: "Each monster may be pushed up to 2 spaces."},
					{ID: "taxi_ride", Name: "Taxi Ride", Text: "Put one hero who is on the board on any land space."}},
				Tokens: []string{"Hunted"}},
			{Seat: 2, Player: "Cy", ID: "explorer", Name: "Explorer", Space: "", Actions: 3},
		},
		Monsters: []rh.MonsterView{
			{ID: "dracula", Name: "Dracula", Space: "church", Frenzied: true, Task: "2 of 4 coffins smashed", Progress: 2, Goal: 4,
				Defeat: "red items of strength 6 at Dracula's space, after all coffins"},
			{ID: "creature", Name: "Creature from the Black Lagoon", Space: "river", Task: "boat at 1 of 6 spaces", Progress: 1, Goal: 6,
				Defeat: "one red, one yellow and one blue item, boat at the Lair"},
			{ID: "wolf_man", Name: "The Wolf Man", Space: "mansion", Task: "cure 1 of 2 slots filled", Progress: 1, Goal: 2,
				Defeat: "yellow items of strength 6 at his space"},
		},
		Villagers: []rh.VillagerView{
			{ID: "maria", Name: "Maria", Space: "docks", Safe: "camp"},
			{ID: "fritz", Name: "Fritz", Space: "shop", Safe: "institute"},
			{ID: "lucy", Name: "Lucy", Space: "abbey", Safe: "mansion"},
			{ID: "renfield", Name: "Renfield", Space: "docks", Safe: "hospital"},
		},
		Items: map[string][]rh.Item{
			"barn":       {item("rifle-1", "Rifle", "red", 6, "barn"), item("pitchfork-1", "Pitchfork", "red", 4, "barn")},
			"camp":       {item("charm-1", "Charm", "yellow", 4, "camp")},
			"laboratory": {item("centrifuge-1", "Centrifuge", "blue", 1, "laboratory"), item("experiment-1", "Experiment", "blue", 2, "laboratory"), item("centrifuge-2", "Centrifuge", "blue", 1, "laboratory")},
			"museum":     {item("tablet-1", "Tablet", "yellow", 3, "museum")},
		},
		Coffins:  []string{"cave", "dungeon"},
		Reach:    []string{"fountain", "barn", "tower", "bridge_e"},
		LastPath: []string{"lagoon", "bridge_w", "river"},
	}
}

// busyGame is a crowded table in the middle of a monster phase: four
// heroes with full hands, four monsters (a challenging game) and so five
// figures (Frankenstein and the Bride, the Mummy's puzzle, the Invisible
// Man's evidence), seven
// villagers about, items on a dozen spaces and the Thief's card half played.
// Every plan must show all of it (TestBusyTableFitsEveryPlan).
func busyGame() rh.View {
	v := midGame()
	v.Phase, v.Turn, v.Current = "monster", 7, 1
	v.Terror, v.DeckLeft, v.LastCard = 5, 12, "Thief"
	v.Reach = nil
	v.Card = &rh.CardView{Name: "Thief", Items: 2,
		Event:   "Thief: the Invisible Man goes where the most items lie, and every item there is discarded.",
		Strikes: []string{"the frenzied Mummy", "the Creature", "Frankenstein"}, StrikeIDs: []string{"mummy", "creature", "frankenstein"}, Move: 1, Dice: 3,
		Step: "strike 2 of 3: Creature from the Black Lagoon"}
	v.Heroes = []rh.HeroView{
		{Seat: 0, Player: "Ann", ID: "mayor", Name: "Mayor", Space: "theatre", Actions: 5,
			Items: []rh.Item{item("torch-1", "Torch", "red", 5, "barn"), item("garlic-1", "Garlic", "yellow", 2, "inn"),
				item("kite-1", "Kite", "blue", 1, "tower"), item("dart-1", "Dart", "red", 2, "inn"), item("anubis-1", "Anubis Statuette", "yellow", 3, "museum")},
			Perks: []rh.PerkView{{ID: "hurry", Name: "Hurry", Text: "Every hero may move up to 2 spaces."},
				{ID: "late_into_the_night", Name: "Late into the Night", Text: "The current player takes 2 more actions this turn."}}},
		{Seat: 1, Player: "Bob", ID: "archaeologist", Name: "Archaeologist", Space: "docks", Actions: 4,
			Items: []rh.Item{item("knife-1", "Knife", "red", 3, "docks"), item("stake-1", "Stake", "yellow", 3, "abbey"),
				item("silver_cane-1", "Silver Cane", "red", 6, "shop"), item("flower-1", "Flower", "yellow", 2, "docks")},
			Perks:  []rh.PerkView{{ID: "repel", Name: "Repel", Text: "Each monster may be pushed up to 2 spaces."}, {ID: "taxi_ride", Name: "Taxi Ride", Text: "Put one hero who is on the board on any land space."}},
			Tokens: []string{"Hunted", "Cure"}},
		{Seat: 2, Player: "Cy", ID: "explorer", Name: "Explorer", Actions: 3,
			Items: []rh.Item{item("telescope-1", "Telescope", "blue", 2, "tower")}},
		{Seat: 3, Player: "Dee", ID: "scientist", Name: "Scientist", Space: "laboratory", Actions: 4,
			Items: []rh.Item{item("rotenone-1", "Rotenone", "blue", 3, "laboratory"), item("cosmic_ray-1", "Cosmic Ray Diffuser", "blue", 3, "institute"),
				item("mallet-1", "Mallet", "yellow", 3, "cave")},
			Perks:  []rh.PerkView{{ID: "rush", Name: "Rush", Text: "One hero may move up to 4 spaces."}},
			Tokens: []string{"Soul"}},
	}
	v.Monsters = []rh.MonsterView{
		{ID: "mummy", Name: "The Mummy", Space: "museum", Frenzied: true, Task: "2 of 6 scarabs home and face up", Progress: 2, Goal: 6,
			Scarabs: []int{1, 2, -6, 4, 0, 5, 3},
			Defeat:  "With the scarabs in order, spend red items worth 9 or more on the Mummy's space."},
		{ID: "frankenstein", Name: "Frankenstein", Space: "graveyard", Task: "humanity 7 of 11", Progress: 7, Goal: 11,
			Defeat: "Once both are fully human (11 and 8), they give up haunting the moment they share a space. If they meet sooner, terror rises by 1 and both go back to their starts."},
		{ID: "bride", Name: "the Bride", Space: "dungeon", Task: "humanity 5 of 8", Progress: 5, Goal: 8,
			Defeat: "Once both are fully human (11 and 8), they give up haunting the moment they share a space. If they meet sooner, terror rises by 1 and both go back to their starts."},
		{ID: "creature", Name: "Creature from the Black Lagoon", Space: "river", Task: "the boat is at mark 4 of 19", Progress: 4, Goal: 19,
			Defeat: "With the boat at the lair, spend 1 red, 1 yellow and 1 blue item on the Creature's space."},
		{ID: "invisible_man", Name: "The Invisible Man", Space: "inn", Task: "2 of 5 pieces of evidence", Progress: 2, Goal: 5,
			Items:  []rh.Item{item("pitchfork-2", "Pitchfork", "red", 4, "barn"), item("tablet-2", "Tablet", "yellow", 3, "institute")},
			Defeat: "With all 5 spots filled, spend red items worth 9 or more on the Invisible Man's space."},
	}
	v.Frenzied = "mummy"
	v.Villagers = append(v.Villagers,
		rh.VillagerView{ID: "dr_cranley", Name: "Dr. Cranley", Space: "precinct", Safe: "laboratory"},
		rh.VillagerView{ID: "wilbur_chick", Name: "Wilbur & Chick", Space: "barn", Safe: "dungeon"},
		rh.VillagerView{ID: "prof_pearson", Name: "Prof. Pearson", Space: "cave", Safe: "museum"})
	v.Items = map[string][]rh.Item{
		"barn":       {item("rifle-1", "Rifle", "red", 6, "barn"), item("pitchfork-1", "Pitchfork", "red", 4, "barn")},
		"camp":       {item("charm-1", "Charm", "yellow", 4, "camp")},
		"laboratory": {item("centrifuge-1", "Centrifuge", "blue", 1, "laboratory"), item("experiment-1", "Experiment", "blue", 2, "laboratory")},
		"museum":     {item("tablet-1", "Tablet", "yellow", 3, "museum")},
		"cave":       {item("torch-2", "Torch", "red", 5, "cave")},
		"precinct":   {item("bullets-1", "Bullets", "red", 2, "precinct")},
		"inn":        {item("garlic-2", "Garlic", "yellow", 2, "inn")},
		"tower":      {item("kite-2", "Kite", "blue", 1, "tower")},
		"shop":       {item("pistol-1", "Pistol", "red", 6, "shop")},
		"docks":      {item("crowbar-1", "Crowbar", "red", 3, "docks")},
		"abbey":      {item("cross-1", "Cross", "yellow", 4, "abbey")},
		"institute":  {item("radio-1", "Radio", "blue", 2, "institute")},
	}
	v.Coffins = nil
	v.LastPath = []string{"lagoon", "bridge_w", "river"}
	return v
}
