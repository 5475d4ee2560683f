// Package att holds the Ancient Terrible Things content (base game, The Lost
// Charter and its Forgotten Secrets solo mode) as embedded data: the river's
// locations, the dice, resources and Terrible Thing tokens, the set-up table,
// the Scenario card, the characters, and the encounter, Feat, Swag,
// Achievement and Obsession cards.
//
// The real card lists are not public, so the shipped cards are a house deck
// that follows the real structure (tiers and counts, encounter types,
// combination kinds, secrets ranges, the effect kinds the rules mention). Each
// card file carries a label ("house deck") the setup screen shows. A player
// who owns the game can transcribe their cards into files of the same names
// in their config folder; Load validates them and names every mistake.
package att

import (
	"strings"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Confidence tags follow ../shared/content/ancient-terrible-things.md:
// "C" confirmed, "S" single source, "I" inferred, "B" from the rules summary
// only, "?" unknown (a house value), "H" invented for the house deck.
type Confidence string

// HouseLabel is the label of the shipped, invented card lists.
const HouseLabel = "house deck"

// Resources, tiers, encounter types: the stable words the data uses.
const (
	Focus    = "focus"
	Treasure = "treasure"
	Courage  = "courage"
	Feat     = "feat"

	Green  = "green"
	Orange = "orange"
	Red    = "red"

	Pitfall  = "pitfall"
	Artifact = "artifact"
	Horror   = "horror"
	Villain  = "villain"
)

// Content is everything the rules need to know about the box.
type Content struct {
	// Labels is each card file's label ("house deck" for the shipped ones),
	// by file name.
	Labels       datafile.Labels `json:"labels"`
	Resources    []Resource      `json:"resources"`
	Dice         []DieKind       `json:"dice"`
	Locations    []Location      `json:"locations"`
	Multipliers  Multipliers     `json:"multipliers"`
	TradingPost  TradingPost     `json:"trading_post"`
	TTTokens     []TTToken       `json:"tt_tokens"`
	Setup        Setup           `json:"setup"`
	Scenario     Scenario        `json:"scenario"`
	Characters   []Character     `json:"characters"`
	Encounters   []Encounter     `json:"encounters"`
	Feats        []FeatCard      `json:"feats"`
	Swag         []Swag          `json:"swag"`
	Achievements []Achievement   `json:"achievements"`
	Obsessions   []Obsession     `json:"obsessions"`
	// First is this content with the house deck's first edition (the
	// Encounter, Swag and Scenario files before Forgotten Secrets was made
	// harder) in place of the shipped files the player has not replaced:
	// saves begun with it go on with it. Nil in First itself.
	First *Content `json:"-"`
}

// Label sums up the card lists in play for the setup screen and the game
// screen: "house deck" when every card file is the shipped one, otherwise
// the distinct labels joined with "; ".
func (c *Content) Label() string { return c.Labels.Summary(CardFiles(), HouseLabel) }

// Resource is one kind of resource token. Supply is how many single tokens
// of it the box holds; the grey 5x tokens (Multipliers) come on top.
type Resource struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Color      string     `json:"color"`
	Supply     int        `json:"supply"`
	Use        string     `json:"use"`
	Encounter  string     `json:"encounter"` // the encounter type whose card brings this token
	Confidence Confidence `json:"confidence"`
}

// Multipliers are the grey 5x tokens: Count of them in the box, each
// standing for Worth tokens of whatever resource pile it lies on. They are
// change for every resource at once, so the bank of one resource is its
// single tokens left plus the worth of the grey tokens no other pile needs:
// with them the supply runs out only in games far from any real one.
type Multipliers struct {
	Count      int        `json:"count"`
	Worth      int        `json:"worth"`
	Confidence Confidence `json:"confidence"`
}

// DieLetter is the one letter that names a kind of die wherever dice are
// written short, in the log as on the board: B basic, L luck, F feat,
// P panic, R revelation. One legend, so "6B" means the same everywhere.
func DieLetter(kind string) string {
	if kind == "" {
		return "?"
	}
	return strings.ToUpper(kind[:1])
}

// DieKind is one kind of die and how re-rolls treat it.
type DieKind struct {
	ID    string `json:"id"` // "basic", "luck", "feat", "panic", "revelation"
	Name  string `json:"name"`
	Color string `json:"color"`
	Count int    `json:"count"` // dice of this kind in the box
	Faces []int  `json:"faces"` // one entry per face
	// Rerollable is false for dice whose value is fixed once rolled.
	Rerollable bool `json:"rerollable"`
	// FocusReroll says a focused re-roll can take the die; FocusCost is the
	// Focus tokens it costs there (0: free).
	FocusReroll bool `json:"focus_reroll"`
	FocusCost   int  `json:"focus_cost"`
	// Bump: a Feat token raises the die by 1.
	Bump bool `json:"bump,omitempty"`
	// EncounterOnly dice count only toward an encounter's combination, never
	// toward resources.
	EncounterOnly bool       `json:"encounter_only,omitempty"`
	LostCharter   bool       `json:"lost_charter,omitempty"`
	Confidence    Confidence `json:"confidence"`
}

// Location action kinds.
const (
	ActGainFocusOrFeat       = "gain_focus_or_feat"       // Accursed Shrine
	ActRedrawFeats           = "redraw_feats"             // Ghastly Gorge
	ActExchangeWithPlayer    = "exchange_with_player"     // Sinister Chateau
	ActDesperateElsewhere    = "desperate_elsewhere"      // Yawning Chasm
	ActGainCourageOrTreasure = "gain_courage_or_treasure" // Rusted Gunsloop
	ActTakeMap               = "take_map"                 // Crumbling Ruin
	ActExchangeWithBank      = "exchange_with_bank"       // solo Sinister Chateau
	ActDiscardRumour         = "discard_rumour"           // solo Yawning Chasm
)

// Location is one of the six fateful locations. Slot is the number of its
// encounter slot: encounters are dealt from the lowest slot to the highest.
type Location struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Slot       int        `json:"slot"`
	Bank       string     `json:"bank"` // "left" or "right"
	Action     string     `json:"action"`
	Text       string     `json:"text"`
	SoloAction string     `json:"solo_action,omitempty"` // the Forgotten Secrets variant, if any
	SoloText   string     `json:"solo_text,omitempty"`
	Confidence Confidence `json:"confidence"`
	// SlotConfidence rates Slot alone: the printed numbers were not found.
	SlotConfidence Confidence `json:"slot_confidence,omitempty"`
}

// TradingPost: Slots face-up Swag cards; RefreshCost Treasure refreshes up
// to RefreshCards of them.
type TradingPost struct {
	Slots        int `json:"slots"`
	RefreshCost  int `json:"refresh_cost"`
	RefreshCards int `json:"refresh_cards"`
}

// TTToken is one value of Terrible Thing token and how many the box holds.
type TTToken struct {
	Value      int        `json:"value"`
	Count      int        `json:"count"`
	Confidence Confidence `json:"confidence"`
}

// Setup is the set-up table: encounter cards counted out of each tier's
// stack and Terrible Thing tokens on the track, by player count and length.
type Setup struct {
	Rows []SetupRow `json:"rows"`
	Solo SoloSetup  `json:"solo"`
	// BasicDice is the pool every encounter starts with; Rerolls the
	// Re-roll track; HandSize the Feat hand drawn up to; StartTokens of
	// each resource every player starts with; MapSecrets the Map's worth.
	BasicDice   int `json:"basic_dice"`
	Rerolls     int `json:"rerolls"`
	HandSize    int `json:"hand_size"`
	StartTokens int `json:"start_tokens"`
	MapSecrets  int `json:"map_secrets"`
}

// SetupRow is one cell of the set-up table.
type SetupRow struct {
	Players    int        `json:"players"`
	Length     string     `json:"length"` // "normal" or "long"
	Cards      int        `json:"cards"`  // from each of the green, orange and red stacks
	TT         int        `json:"tt"`
	Confidence Confidence `json:"confidence"`
}

// SoloSetup is the Forgotten Secrets deck and track.
type SoloSetup struct {
	Green      int        `json:"green"`
	Orange     int        `json:"orange"`
	Red        int        `json:"red"`
	TT         int        `json:"tt"`
	Confidence Confidence `json:"confidence"`
}

// Combination kinds.
const (
	High  = "high"
	Pair  = "pair"
	Block = "block"
	Run   = "run"
)

// Combo is a dice combination: Kind, the minimum face (the lowest face of a
// run) and, for blocks and runs, the fewest dice (3 when left out).
type Combo struct {
	Kind string `json:"kind"`
	Min  int    `json:"min"`
	Size int    `json:"size,omitempty"`
}

// Scenario is the Scenario card: each side lists combinations that pay one
// token of a resource per die used.
type Scenario struct {
	Label      string        `json:"label"`
	Easy       []ScenarioRow `json:"easy"`
	Difficult  []ScenarioRow `json:"difficult"`
	Confidence Confidence    `json:"confidence"`
}

// ScenarioRow is one line of the Scenario card.
type ScenarioRow struct {
	Combo    Combo  `json:"combo"`
	Resource string `json:"resource"`
}

// Character is one character mat. Extra is the resource of the extra
// starting token ("" none); the Captain starts with the Map.
type Character struct {
	ID            string     `json:"id"`
	Name          string     `json:"name"`
	Extra         string     `json:"extra,omitempty"`
	StartsWithMap bool       `json:"starts_with_map,omitempty"`
	LostCharter   bool       `json:"lost_charter,omitempty"`
	Text          string     `json:"text"`
	Confidence    Confidence `json:"confidence"`
}

// Encounter kinds (The Lost Charter adds all but the ordinary one).
const (
	Ordinary   = ""
	Revelation = "revelation"
	Warning    = "warning"
	EventKind  = "event"
)

// Encounter is one Ominous Encounter card. Types are the encounter types
// shown: each brings one token of its resource to the location. An event
// has no combination or secrets; it has Effect (resolved by the player who
// visits) and Ongoing (active while it lies face up).
type Encounter struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	Tier        string     `json:"tier"`
	Types       []string   `json:"types,omitempty"`
	Kind        string     `json:"kind,omitempty"`
	Secrets     int        `json:"secrets,omitempty"`
	Combo       *Combo     `json:"combo,omitempty"`
	Effect      *Effect    `json:"effect,omitempty"`
	Ongoing     *Effect    `json:"ongoing,omitempty"`
	Text        string     `json:"text,omitempty"`
	LostCharter bool       `json:"lost_charter,omitempty"`
	Confidence  Confidence `json:"confidence"`
}

// Effect kinds of Feat, Swag, event and obsession cards.
const (
	EffSwapDie      = "swap_die"      // before the roll: a basic die becomes a Die
	EffAddDie       = "add_die"       // add a Die to the pool (rolled at once after the roll)
	EffPoolDie      = "pool_die"      // Swag, always on: every encounter's pool has a Die more
	EffExtraReroll  = "extra_reroll"  // N more re-rolls this turn
	EffSetDie       = "set_die"       // one die shows the face you choose
	EffBumpDie      = "bump_die"      // one die shows N more (at most 6)
	EffGain         = "gain"          // gain N Resource from the bank
	EffLose         = "lose"          // return N Resource to the bank (events)
	EffDrawFeats    = "draw_feats"    // draw N Feat cards (events)
	EffSteal        = "steal"         // take one token from another player
	EffTrade        = "trade"         // make a trade offer (The Lost Charter)
	EffRescue       = "rescue"        // rescue a failing player (The Lost Charter)
	EffCourageTax   = "courage_tax"   // ongoing: desperate acts cost N more Courage
	EffVisitGain    = "visit_gain"    // obsession: visiting Location gains N Resource
	EffEncounterDie = "encounter_die" // obsession: every encounter's pool has a Die more
	EffNone         = "none"          // no effect (worth secrets only)
)

// Effect is what a card does.
type Effect struct {
	Kind     string `json:"kind"`
	Die      string `json:"die,omitempty"`
	Resource string `json:"resource,omitempty"`
	Location string `json:"location,omitempty"`
	N        int    `json:"n,omitempty"`
}

// FeatCard is one kind of Feat card; Copies of it are in the deck. PvP
// cards (purple header) leave the deck in solo play.
type FeatCard struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	Copies      int        `json:"copies"`
	Cost        int        `json:"cost"` // Feat tokens
	Effect      Effect     `json:"effect"`
	PvP         bool       `json:"pvp,omitempty"`
	Text        string     `json:"text"`
	LostCharter bool       `json:"lost_charter,omitempty"`
	Confidence  Confidence `json:"confidence"`
}

// Swag is one kind of Swag (equipment) card. A card that Exhausts is turned
// face down when used and paying UseCost; others act always (pool_die) or
// only score (none).
type Swag struct {
	ID          string         `json:"id"`
	Name        string         `json:"name"`
	Copies      int            `json:"copies"`
	Cost        int            `json:"cost"` // Treasure
	Secrets     int            `json:"secrets,omitempty"`
	Exhausts    bool           `json:"exhausts,omitempty"`
	UseCost     map[string]int `json:"use_cost,omitempty"`
	Effect      Effect         `json:"effect"`
	CountsAs    string         `json:"counts_as,omitempty"` // an encounter type, for achievements
	NotInSolo   bool           `json:"not_in_solo,omitempty"`
	Text        string         `json:"text"`
	LostCharter bool           `json:"lost_charter,omitempty"`
	Confidence  Confidence     `json:"confidence"`
}

// Achievement kinds: "most_type" (encounters of Type in the score pile, Swag
// counting as that type included), "most_swag" (Swag cards), "most_sets"
// (sets of one encounter of each type). A player claims the card with at
// least Min and more than its holder.
type Achievement struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	Kind        string     `json:"kind"`
	Type        string     `json:"type,omitempty"`
	Min         int        `json:"min"`
	Secrets     int        `json:"secrets"`
	Text        string     `json:"text"`
	LostCharter bool       `json:"lost_charter,omitempty"`
	Confidence  Confidence `json:"confidence"`
}

// Obsession is a character's Lost Charter obsession: Effect acts while it
// is held, Discard says when it goes, TT is its penalty if still held at
// the end. Discard kinds: "overcome_type" (overcome an encounter of Type),
// "hold" (end a turn with N or more Resource).
type Obsession struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Character  string     `json:"character"`
	TT         int        `json:"tt"`
	Effect     Effect     `json:"effect"`
	Discard    Discard    `json:"discard"`
	Text       string     `json:"text"`
	Confidence Confidence `json:"confidence"`
}

// Discard is the condition that removes an obsession.
type Discard struct {
	Kind     string `json:"kind"`
	Type     string `json:"type,omitempty"`
	Resource string `json:"resource,omitempty"`
	N        int    `json:"n,omitempty"`
}
