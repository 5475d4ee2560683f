package horrified

import "github.com/hauntgames/haunt/rules"

// View is what a seat sees of a Horrified game. Horrified hides nothing (perks
// lie face up), so every seat gets the same view; the screen, the line mode
// and scripts all draw from it.
type View struct {
	Phase     string     `json:"phase"`   // "setup", "hero", "monster", "final hero phase", "over"
	Current   rules.Seat `json:"current"` // the seat whose turn it is
	Turn      int        `json:"turn"`    // 1 for the first hero phase
	Solo      bool       `json:"solo"`
	Terror    int        `json:"terror"`
	TerrorMax int        `json:"terror_max"`
	DeckLeft  int        `json:"deck_left"`
	DeckSize  int        `json:"deck_size"`
	LastCard  string     `json:"last_card,omitempty"` // name of the monster card last drawn
	// Card is the monster card being played, or once played out (Step
	// "done") the last one, face up until the next is drawn: the screen
	// shows it as the table would see it, and the hero phase after a
	// monster phase the dice and deck played alone still shows its card.
	Card      *CardView         `json:"card,omitempty"`
	Frenzied  string            `json:"frenzied"` // monster ID holding the frenzy marker
	Bag       int               `json:"bag"`      // item tokens in the bag
	Discard   int               `json:"discard"`  // item tokens in the discard pile
	PerkDeck  int               `json:"perk_deck"`
	SkipNext  bool              `json:"skip_next,omitempty"` // Break of Dawn: the next monster phase is skipped
	Heroes    []HeroView        `json:"heroes"`
	Monsters  []MonsterView     `json:"monsters"`
	Villagers []VillagerView    `json:"villagers"`         // villagers on the board
	Items     map[string][]Item `json:"items"`             // space ID -> items lying there
	Coffins   []string          `json:"coffins,omitempty"` // spaces with an unsmashed coffin
	// Reach lists the spaces the current hero can reach with one move action,
	// so the screen can highlight them.
	Reach []string `json:"reach,omitempty"`
	// LastPath is the path of the latest monster or person movement
	// (first space to last), for drawing on the map.
	LastPath []string `json:"last_path,omitempty"`
	Over     bool     `json:"over"`
	Result   string   `json:"result,omitempty"`
}

// CardView is a monster card as it lies on the table: what it makes happen,
// in the order it happens, and how far that has got.
type CardView struct {
	Name  string `json:"name"`
	Items int    `json:"items"`           // item tokens drawn from the bag
	Event string `json:"event,omitempty"` // the event's name and text, "" when none
	// Strikes names the monsters that move and attack, in order: those
	// that struck, the one striking, those still to come as things stand
	// ("Dracula", "the frenzied Mummy", "the frenzied Mummy again"). A
	// monster out of the game is left out, and so is the monster the event
	// was about unless it is frenzied.
	Strikes []string `json:"strikes,omitempty"`
	// StrikeIDs is the monster of each strike, as MonsterView.ID has it
	// ("dracula", "bride"), in the order of Strikes.
	StrikeIDs []string `json:"strike_ids,omitempty"`
	Move      int      `json:"move"` // spaces each striking monster moves
	Dice      int      `json:"dice"` // dice each striking monster rolls
	// Step is what is being done now, in words ("drawing items", "the
	// event", "strike 2 of 3: Dracula"); "done" once nothing more comes of
	// it, which a view shows when the game ends on the card (otherwise the
	// next hero phase begins at once and puts the card away).
	Step string `json:"step,omitempty"`
}

// Item is one item token, with an ID unique in the game ("garlic-2").
type Item struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Color    string `json:"color"` // "red", "yellow", "blue"
	Strength int    `json:"strength"`
	Space    string `json:"space"` // the space printed on the token
}

// HeroView is one hero and their player's seat.
type HeroView struct {
	Seat   rules.Seat `json:"seat"`
	Player string     `json:"player"`
	ID     string     `json:"id"`
	Name   string     `json:"name"`
	Space  string     `json:"space"` // "" while defeated (off the board)
	// Actions is how many actions the hero has in a turn: the badge's
	// number, and during the hero's own turn any a perk added (Late into
	// the Night), so ActionsLeft never exceeds it.
	Actions     int        `json:"actions"`
	ActionsLeft int        `json:"actions_left"`
	Special     string     `json:"special,omitempty"` // the badge's special, in words
	Items       []Item     `json:"items"`
	Perks       []PerkView `json:"perks"`
	Tokens      []string   `json:"tokens,omitempty"` // "Hunted", "Soul", "Cure"
}

// PerkView is a perk card in a hero's hand.
type PerkView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text"`
}

// MonsterView is one monster in the game (Frankenstein and the Bride are two).
type MonsterView struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Space    string `json:"space"` // "" once defeated
	Defeated bool   `json:"defeated"`
	Frenzied bool   `json:"frenzied"`
	Task     string `json:"task"`     // progress in words: "2 of 4 coffins smashed"
	Progress int    `json:"progress"` // steps of the task done
	Goal     int    `json:"goal"`     // steps needed
	TaskDone bool   `json:"task_done"`
	Defeat   string `json:"defeat"` // what defeating them costs, in words
	// Items lying on the mat (the Invisible Man's evidence, the Wolf Man's
	// cure ingredients).
	Items []Item `json:"items,omitempty"`
	// Scarabs is the Mummy's puzzle: spots 1 to 6 then the centre, each the
	// scarab number lying there (negative when face down, 0 when empty).
	Scarabs []int `json:"scarabs,omitempty"`
}

// VillagerView is a villager on the board.
type VillagerView struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Space string `json:"space"`
	Safe  string `json:"safe"`
}
