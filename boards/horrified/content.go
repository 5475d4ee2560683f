// Package horrified holds the Horrified content as embedded data: the village,
// heroes, villagers, items, monster cards, perks, dice, the terror track and
// the monster mats. Values the public sources could not confirm stay data
// (with their confidence tag) so a player who owns the game can correct them
// from their config folder without a new build.
package horrified

// Confidence tags follow ../shared/content/horrified.md: "A" confirmed, "B"
// one primary source, "C" one secondary source, "?" conflicting or inferred.
type Confidence string

// Content is everything the Horrified rules need to know about the box.
type Content struct {
	Spaces       []Space       `json:"spaces"`
	LitPaths     [][2]string   `json:"lit_paths"`
	WaterPaths   [][2]string   `json:"water_paths"`
	Hospital     string        `json:"hospital"`
	Heroes       []Hero        `json:"heroes"`
	Villagers    []Villager    `json:"villagers"`
	Items        []ItemType    `json:"items"`
	MonsterCards []MonsterCard `json:"monster_cards"`
	Perks        []Perk        `json:"perks"`
	Die          Die           `json:"die"`
	Terror       Terror        `json:"terror"`
	Monsters     []Monster     `json:"monsters"`
	Setup        SetupRules    `json:"setup"`
}

// Space is one place on the village board. X and Y place it on the drawn map
// (columns and rows of a 100x30 grid the screen scales).
type Space struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Water bool   `json:"water,omitempty"`
	X     int    `json:"x"`
	Y     int    `json:"y"`

	Confidence Confidence `json:"confidence,omitempty"`
}

// Hero is one hero badge. Special names the hero's special action or ability
// as a stable kind the rules switch on:
//
//	"" (none), "pickup_adjacent" (Archaeologist), "jump_to_hero" (Courier),
//	"item_bonus" (Scientist, passive), "move_anywhere" (Explorer),
//	"jump_to_monster" (Inspector), "move_other_hero" (Professor).
type Hero struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	Actions     int        `json:"actions"`
	Start       string     `json:"start"`
	Special     string     `json:"special,omitempty"`
	SpecialText string     `json:"special_text,omitempty"`
	NotInSolo   bool       `json:"not_in_solo,omitempty"`
	Confidence  Confidence `json:"confidence"`
}

// Villager is one villager standee and the safe space they want to reach.
type Villager struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Safe string `json:"safe"`

	Confidence Confidence `json:"confidence,omitempty"`
}

// Item colors.
const (
	Red    = "red"
	Yellow = "yellow"
	Blue   = "blue"
)

// ItemType is one kind of item token; Copies of it are in the bag.
type ItemType struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Color      string     `json:"color"`
	Strength   int        `json:"strength"`
	Space      string     `json:"space"`
	Copies     int        `json:"copies"`
	Confidence Confidence `json:"confidence"`

	// CopiesConfidence rates Copies alone when it is less sure than the
	// rest of the entry (the real count per token type is unknown).
	CopiesConfidence Confidence `json:"copies_confidence,omitempty"`
}

// MonsterCard is one kind of card in the monster deck. Event is a stable
// kind the rules switch on; EventMonster is the monster the event is about
// ("" for villager events). Strikes lists monster IDs in order, with
// "frenzy" for the frenzy symbol.
//
// Event kinds: "place_villager" (Villager at Space), "place_monster"
// (EventMonster at Space; "current_hero" as Space means the current player's
// hero's space), "hypnotic_gaze", "thief", "on_the_move", "hunt",
// "reincarnated_soul", "meeting".
type MonsterCard struct {
	ID           string     `json:"id"`
	Name         string     `json:"name"`
	Copies       int        `json:"copies"`
	Items        int        `json:"items"`
	Event        string     `json:"event"`
	EventMonster string     `json:"event_monster,omitempty"`
	Villager     string     `json:"villager,omitempty"`
	Space        string     `json:"space,omitempty"`
	Steps        int        `json:"steps,omitempty"` // how far an event moves someone
	EventText    string     `json:"event_text"`
	Strikes      []string   `json:"strikes"`
	Move         int        `json:"move"`
	Dice         int        `json:"dice"`
	Confidence   Confidence `json:"confidence"`

	// StrikesConfidence rates the strike symbols alone when they are less
	// sure than the card's numbers and event.
	StrikesConfidence Confidence `json:"strikes_confidence,omitempty"`
}

// Perk is one kind of perk card. Effect is a stable kind the rules switch on:
// "hurry" (every hero up to Steps), "rush" (one hero up to Steps),
// "late_night" (Actions extra actions), "repel" (each monster up to Steps),
// "break_of_dawn" (skip the next monster phase, place Items items),
// "overstock" (each player places one item), "place_or_move_monster"
// (put Monsters[0..] anywhere, or move any monster Steps), "taxi" (one hero
// to any land space), "investigation" (gather heroes on one hero's space),
// "special_delivery" (one hero gives items to another anywhere).
type Perk struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Copies     int        `json:"copies"`
	Effect     string     `json:"effect"`
	Steps      int        `json:"steps,omitempty"`
	Actions    int        `json:"actions,omitempty"`
	Items      int        `json:"items,omitempty"`
	Monsters   []string   `json:"monsters,omitempty"`
	Text       string     `json:"text"`
	NotInSolo  bool       `json:"not_in_solo,omitempty"`
	Confidence Confidence `json:"confidence"`

	// CopiesConfidence rates Copies alone when it is less sure than the text.
	CopiesConfidence Confidence `json:"copies_confidence,omitempty"`
}

// Die faces: "hit", "power" or "blank", one entry per face.
type Die struct {
	Faces      []string   `json:"faces"`
	Confidence Confidence `json:"confidence"`
}

// Terror is the terror track: reaching Max (the skull) loses the game.
type Terror struct {
	Max       int `json:"max"`
	SoloStart int `json:"solo_start"`

	// SoloConfidence rates SoloStart (read off the board's "SOLO PLAY" label).
	SoloConfidence Confidence `json:"solo_confidence,omitempty"`
}

// Monster is one monster mat with the numbers its task, defeat and power use.
// Kind is a stable name the rules switch on: "dracula", "invisible_man",
// "creature", "wolf_man", "mummy", "frankenstein" (Frankenstein & the Bride
// share one mat; the Bride is the monster ID "bride" on the board).
type Monster struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Frenzy     int        `json:"frenzy"`
	Start      string     `json:"start"`
	TaskText   string     `json:"task_text"`
	DefeatText string     `json:"defeat_text"`
	PowerText  string     `json:"power_text"`
	Confidence Confidence `json:"confidence"`

	// Where the task is advanced ("" means in the monster's own space).
	TaskSpace string `json:"task_space,omitempty"`
	// Defeat cost: items of DefeatColor totalling DefeatStrength, or one item
	// of each of DefeatColors (the Creature).
	DefeatColor    string   `json:"defeat_color,omitempty"`
	DefeatStrength int      `json:"defeat_strength,omitempty"`
	DefeatColors   []string `json:"defeat_colors,omitempty"`

	// Dracula: coffin spaces and the red strength to smash one.
	Coffins        []string `json:"coffins,omitempty"`
	CoffinColor    string   `json:"coffin_color,omitempty"`
	CoffinStrength int      `json:"coffin_strength,omitempty"`
	// Invisible Man: evidence spots, one per item location.
	Evidence []string `json:"evidence,omitempty"`
	// Creature: the boat track colors after Start; the last is the Lair.
	BoatTrack []string `json:"boat_track,omitempty"`
	// Wolf Man: blue strengths of the cure slots.
	CureSlots []int  `json:"cure_slots,omitempty"`
	CureColor string `json:"cure_color,omitempty"`
	// Mummy: scarab puzzle start (spot -> scarab number, 0 empty) and the
	// color of the item that buys moves.
	ScarabStart []int  `json:"scarab_start,omitempty"`
	ScarabColor string `json:"scarab_color,omitempty"`
	// Frankenstein & the Bride: the Bride's start, humanity maxima and colors.
	BrideStart       string `json:"bride_start,omitempty"`
	HumanityMax      int    `json:"humanity_max,omitempty"`
	BrideHumanityMax int    `json:"bride_humanity_max,omitempty"`
	HumanityColor    string `json:"humanity_color,omitempty"`
	BrideColor       string `json:"bride_color,omitempty"`
}

// SetupRules are the setup numbers: items placed, perks dealt, and the
// monster presets by difficulty.
type SetupRules struct {
	Items    int                 `json:"items"`
	Perks    int                 `json:"perks"`
	Presets  map[string][]string `json:"presets"`  // "first": ["creature","dracula"]
	Monsters map[string]int      `json:"monsters"` // difficulty -> how many monsters
}
