// Package hallsofhorror holds the Halls of Horror content as embedded data:
// the box's counts and the set-up by player count, the room deck (24 rooms in
// an A and a B variant, 4 double-sided starting rooms and 2 exits), the 21
// reward cards, the 43 Master of the Ceremony cards, the 12 MC gift tokens,
// the 24 item cards, the Killer's sheet and the four participants.
//
// The rulebook (v0.5) gives the rules, the counts, the set-up, the basic
// combat values, the participants' powers and the special rooms of its
// appendix A, so those values are the real game. Almost no card is public:
// the room cards' search values and reward rows, the reward deck, the MC
// cards, the gifts, some item numbers and the Killer's rage steps are a
// house deck, our estimates following the real structure and counts, and
// each file holding them carries a label ("house deck") the setup and game
// screens show. A player who owns the game can copy their cards into files
// of the same names in their config folder; Load validates them and names
// every mistake.
package hallsofhorror

import (
	"slices"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Source says where a value comes from, following
// ../shared/content/city-halls-terrorixico.md: "C" confirmed by the
// rulebook, "S" one secondary source, "I" inferred from confirmed facts,
// "house" our own estimate.
type Source string

// The sources a file may name.
const (
	Confirmed = Source("C")
	Secondary = Source("S")
	Inferred  = Source("I")
	House     = Source("house")
)

// HouseLabel is the label of the shipped files that hold estimates.
const HouseLabel = "house deck"

// Room decks: which pile a room card belongs to.
const (
	DeckMain  = "main"  // the numbered rooms, 1 to 24, each in variants a and b
	DeckStart = "start" // the double-sided starting rooms: number 1 to 4, faces a and b
	DeckExit  = "exit"  // the exits, number 1 and 2
)

// Variants of a numbered room, and the two faces of a starting room.
const (
	VariantA = "a"
	VariantB = "b"
)

// Reward symbols, on reward cards, room rows and in the search rules. Blank
// is a space of a puzzle row with no reward, only a draw number.
const (
	Melee   = "melee"
	Firearm = "firearm"
	Utility = "utility"
	Ammo    = "ammo"
	Key     = "key"
	Damage  = "damage"
	Panic   = "panic"
	Blank   = "blank"
)

// Symbols lists the reward symbols a reward card may show, in order.
func Symbols() []string { return []string{Melee, Firearm, Utility, Ammo, Key, Damage, Panic} }

// Positive reports whether a symbol is a reward worth having: a room whose
// row holds only the others left is exhausted.
func Positive(symbol string) bool {
	return slices.Contains([]string{Melee, Firearm, Utility, Ammo, Key}, symbol)
}

// Outlines of a reward in a room's row.
const (
	Unlimited = "unlimited" // no outline: found any number of times
	Once      = "once"      // square: covered once found
	Exhausts  = "exhausts"  // octagon: found once, and the room is exhausted
)

// Item categories.
const (
	CatMelee   = "melee"
	CatFirearm = "firearm"
	CatUtility = "utility"
)

// Ammunition and the other tokens a room may ask to spend.
const (
	Bullet   = "bullet"
	Shell    = "shell"
	KeyToken = "key"
)

// Where the Killer starts, by set-up.
const (
	KillerCentreFirst  = "centre_first_player"  // one of the central rooms, the first player's choice
	KillerEmptyCorner  = "empty_corner"         // the corner left without a starting room
	KillerCentreSecond = "centre_second_player" // one of the central rooms, chosen by the player who goes second
)

// Effect kinds. Room rules (special rooms, appendix A):
const (
	RuleGuaranteed  = "guaranteed"         // no search number: a Search (after paying) gives the left-most reward left
	RulePayHealth   = "pay_health"         // pay n HP, then the reward comes without drawing
	RuleDamageGrant = "damage_also_grants" // taking the Damage reward also gives the reward in slot n (from 1)
	RuleFailExhaust = "fail_exhausts"      // a puzzle: failing deals its penalty and exhausts the room
	RuleFailDamage  = "fail_damages"       // a puzzle: failing deals its penalty; the room stays
)

// Participant powers:
const (
	PowReduceDamage = "reduce_damage"   // each separate source of damage is n lower
	PowForceReroll  = "force_reroll"    // an opponent re-rolls n of their successes
	PowStartResolve = "start_resolve"   // start with n Resolve (the side's resolve says the same)
	PowPuzzleDraw   = "puzzle_draw"     // n more cards on every room with the puzzle symbol
	PowRerollAny    = "reroll_any"      // every Resolve spent in combat re-rolls any number of dice
	PowExtraAmmo    = "extra_ammo"      // n more ammo tokens whenever ammo is gained
	PowUnarmedFaces = "unarmed_success" // unarmed attacks succeed from face n up
	PowEscapeFaces  = "escape_success"  // an escape's dice succeed from face n up, after seeing the roll
)

// Master of the Ceremony card effects (the text, resolved before the Killer
// symbols):
const (
	MCNone         = "none"
	MCPlaceGifts   = "place_gifts"    // n gift tokens face down in rooms of the drawer's choice
	MCLockRooms    = "lock_rooms"     // lock n rooms by the locking rules
	MCStunKiller   = "stun_killer"    // the Killer is stunned (rage down one)
	MCKillerCharge = "killer_charge"  // an active Killer runs up to n rooms in a straight line, stopping at a participant
	MCKillerPass   = "killer_passage" // the Killer goes to any revealed, unlocked room
	MCKillerWound  = "killer_wound"   // the Killer loses n HP and gains n rage
	MCEvenOdds     = "even_the_odds"  // the participants holding the fewest keys gain n Resolve
	MCDamageAll    = "damage_all"     // every participant loses n HP
	MCPanicLeader  = "panic_leader"   // the participants holding the most keys become Panicked
	MCResolveAll   = "resolve_all"    // every participant gains n Resolve
	MCLoseResolve  = "lose_resolve"   // every participant loses n Resolve
	MCHealKiller   = "heal_killer"    // the Killer heals n HP
	MCEnrageKiller = "enrage_killer"  // the Killer's rage rises n
	MCRefillRoom   = "refill_room"    // one revealed room loses its exhausted tokens
	MCLoseAmmo     = "lose_ammo"      // every participant discards n ammo tokens of their choice
	MCRevealRoom   = "reveal_room"    // n face-down rooms of the player's choice are turned up
)

// Item uses (utility items):
const (
	UseHeal   = "heal"       // a Search action heals n HP; then the item is discarded
	UseAbsorb = "absorb_hit" // ignores the first hit of a combat; then the item is discarded
)

// Gift kinds:
const (
	GiftItem   = "item"   // the items named
	GiftAmmo   = "ammo"   // n tokens of ammo
	GiftPanic  = "panic"  // the Panicked! status
	GiftDamage = "damage" // n damage
)

// Effect is what a room rule, a participant power, an MC card or a
// utility item does: a kind, the number the kind needs and, for powers, the
// Resolve it costs.
type Effect struct {
	Kind string `json:"kind"`
	N    int    `json:"n,omitempty"`
	Cost int    `json:"cost,omitempty"` // Resolve tokens spent
}

// Content is everything the rules need to know about the box.
type Content struct {
	// Labels is each labelled file's label ("house deck" for the shipped
	// ones), by file name: see LabelledFiles.
	Labels       datafile.Labels `json:"labels"`
	Box          Box             `json:"box"`
	Combat       Combat          `json:"combat"`
	Setups       []Setup         `json:"setups"`
	Rooms        []Room          `json:"rooms"`
	Rewards      []RewardCard    `json:"rewards"`
	MC           []MCCard        `json:"mc"`
	Gifts        []Gift          `json:"gifts"`
	Items        []Item          `json:"items"`
	Killer       Killer          `json:"killer"`
	Participants []Participant   `json:"participants"`
}

// Label sums up the labelled files in play for the setup and game screens:
// the house label when every one is the shipped file, otherwise the
// distinct labels joined with "; ".
func (c *Content) Label() string { return c.Labels.Summary(LabelledFiles(), HouseLabel) }

// HouseSet reports whether any house estimate is in play: whether some
// labelled file still carries the house label.
func (c *Content) HouseSet() bool { return len(c.HouseFiles()) > 0 }

// HouseFiles lists the labelled files that still carry the house label.
func (c *Content) HouseFiles() []string { return c.Labels.Carrying(LabelledFiles(), HouseLabel) }

// Room returns the room card with that id, or nil.
func (c *Content) Room(id string) *Room {
	for i := range c.Rooms {
		if c.Rooms[i].ID == id {
			return &c.Rooms[i]
		}
	}
	return nil
}

// Deck lists the room cards of one deck in file order; for the main deck,
// variant picks a or b ("" for both).
func (c *Content) Deck(deck, variant string) []*Room {
	var out []*Room
	for i := range c.Rooms {
		r := &c.Rooms[i]
		if r.Deck == deck && (variant == "" || deck != DeckMain || r.Variant == variant) {
			out = append(out, r)
		}
	}
	return out
}

// Item returns the item with that id, or nil.
func (c *Content) Item(id string) *Item {
	for i := range c.Items {
		if c.Items[i].ID == id {
			return &c.Items[i]
		}
	}
	return nil
}

// Setup returns the set-up for that many players, or nil.
func (c *Content) Setup(players int) *Setup {
	for i := range c.Setups {
		if c.Setups[i].Players == players {
			return &c.Setups[i]
		}
	}
	return nil
}

// Participant returns the participant with that id, or nil.
func (c *Content) Participant(id string) *Participant {
	for i := range c.Participants {
		if c.Participants[i].ID == id {
			return &c.Participants[i]
		}
	}
	return nil
}

// MCDeckSize is the number of MC cards, copies counted.
func (c *Content) MCDeckSize() int {
	n := 0
	for _, m := range c.MC {
		n += m.Copies
	}
	return n
}

// Box counts the components that the rules count on.
type Box struct {
	RoomNumbers     int    `json:"room_numbers"`   // numbered rooms, each in variants a and b
	StartingRooms   int    `json:"starting_rooms"` // double-sided
	Exits           int    `json:"exits"`
	MCCards         int    `json:"mc_cards"`
	RewardCards     int    `json:"reward_cards"`
	Items           int    `json:"items"`
	Gifts           int    `json:"gifts"`
	Participants    int    `json:"participants"`
	PanickedCards   int    `json:"panicked_cards"`
	LockedTokens    int    `json:"locked_tokens"`
	ResolveTokens   int    `json:"resolve_tokens"`
	Bullets         int    `json:"bullets"`
	Shells          int    `json:"shells"`
	ExhaustedTokens int    `json:"exhausted_tokens"` // double-sided: reward / room
	Keys            int    `json:"keys"`
	Dice            int    `json:"dice"`
	Source          Source `json:"source"`
}

// Combat is the basic combat values: each participant's dice and the two
// combat action cards.
type Combat struct {
	Dice   int        `json:"dice"`   // rolled by each participant
	Attack CombatCard `json:"attack"` // the basic attack, without a weapon
	Escape CombatCard `json:"escape"`
	Source Source     `json:"source"`
}

// CombatCard is a combat action's success faces and damage (none for
// Escape).
type CombatCard struct {
	Success []int `json:"success"`
	Damage  int   `json:"damage,omitempty"`
}

// Setup is the set-up for one player count: a Rows x Cols grid with the
// starting rooms in the corners (two means opposite corners), Rooms random
// main-deck rooms and the exits face down in the rest, and where the Killer
// starts. RemoveRooms are room numbers taken out before shuffling and
// RemoveMC the MC cards (every copy) taken out of the deck. A non-empty
// Label marks a set-up the rulebook calls unfinished; the screens show it.
type Setup struct {
	Players       int      `json:"players"`
	Rows          int      `json:"rows"`
	Cols          int      `json:"cols"`
	StartingRooms int      `json:"starting_rooms"`
	Rooms         int      `json:"rooms"`
	Exits         int      `json:"exits"`
	Killer        string   `json:"killer"`
	RemoveRooms   []int    `json:"remove_rooms,omitempty"`
	RemoveMC      []string `json:"remove_mc,omitempty"`
	Label         string   `json:"label,omitempty"`
	Source        Source   `json:"source"`
}

// Room is one room card, or one face of a starting room. Search is the
// number of reward cards a Search draws (0: none printed, see Rule); Puzzle
// says the puzzle symbol stands in place of the magnifying glass, so a
// Search looks for a pair. Locks: entering it alone for the first time
// locks the participant in until the puzzle is solved. Keys: an exit's keys
// needed. Requires: what a Search needs first. Rewards: the row, left to
// right; a puzzle's right-most is its penalty.
type Room struct {
	ID       string       `json:"id"`
	Deck     string       `json:"deck"`
	Number   int          `json:"number"`
	Variant  string       `json:"variant,omitempty"`
	Name     string       `json:"name"`
	Search   int          `json:"search"`
	Puzzle   bool         `json:"puzzle,omitempty"`
	Locks    bool         `json:"locks,omitempty"`
	Keys     int          `json:"keys,omitempty"`
	Requires *Requirement `json:"requires,omitempty"`
	Rewards  []Slot       `json:"rewards"`
	Rule     *Effect      `json:"rule,omitempty"`
	Text     string       `json:"text,omitempty"`
	Source   Source       `json:"source"`
}

// Requirement is what a Search of a room needs: an item owned (kept) and
// tokens spent.
type Requirement struct {
	Item  string `json:"item,omitempty"`
	Spend string `json:"spend,omitempty"` // bullet, shell or key
	N     int    `json:"n,omitempty"`     // how many are spent
}

// Slot is one reward of a room's row. N is how many icons (damage points or
// ammo tokens); Item the item the icon stands for; Ammo the kind of token;
// Extra the ammo that comes with a firearm beyond the card's own; Draw, on
// a puzzle that locks, the cards drawn once this space is covered.
type Slot struct {
	Symbol  string `json:"symbol"`
	Outline string `json:"outline,omitempty"`
	N       int    `json:"n,omitempty"`
	Item    string `json:"item,omitempty"`
	Ammo    string `json:"ammo,omitempty"`
	Extra   int    `json:"extra,omitempty"`
	Draw    int    `json:"draw,omitempty"`
}

// RewardCard is one card of the reward deck: one or two symbols.
type RewardCard struct {
	ID      string   `json:"id"`
	Symbols []string `json:"symbols"`
	Source  Source   `json:"source"`
}

// MCCard is one title of Master of the Ceremony card; Copies of it are in
// the deck. Effect is its text, resolved first; Symbols its Killer symbols.
type MCCard struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Copies  int    `json:"copies"`
	Effect  Effect `json:"effect"`
	Symbols int    `json:"symbols"`
	Text    string `json:"text"`
	Source  Source `json:"source"`
}

// Gift is one MC gift token: what it gives when picked up.
type Gift struct {
	ID     string   `json:"id"`
	Kind   string   `json:"kind"`
	Items  []string `json:"items,omitempty"`
	Ammo   string   `json:"ammo,omitempty"`
	N      int      `json:"n,omitempty"`
	Source Source   `json:"source"`
}

// Item is one kind of item card, Copies of it in the deck. Weapons have the
// faces that succeed and their damage; a firearm the ammo it uses and the
// tokens that come with the card; a utility item its use.
type Item struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	Category string  `json:"category"`
	Copies   int     `json:"copies"`
	Success  []int   `json:"success,omitempty"`
	Damage   int     `json:"damage,omitempty"`
	Ammo     string  `json:"ammo,omitempty"`
	Loaded   int     `json:"loaded,omitempty"`
	Use      *Effect `json:"use,omitempty"`
	Text     string  `json:"text"`
	Source   Source  `json:"source"`
}

// Killer is the Killer's sheet. Health is where his marker starts and
// MaxHealth the most Heal brings him to. Rage is the track from the
// left-most space (rage 0): the dice he rolls and his damage at each step.
// Costs is what the Killer symbols buy.
type Killer struct {
	Health     int         `json:"health"`
	MaxHealth  int         `json:"max_health"`
	Success    []int       `json:"success"`
	Rage       []RageStep  `json:"rage"`
	RageSource Source      `json:"rage_source"`
	Costs      SymbolCosts `json:"costs"`
	Source     Source      `json:"source"`
}

// RageStep is one space of the rage track.
type RageStep struct {
	Dice   int `json:"dice"`
	Damage int `json:"damage"`
}

// SymbolCosts is the Killer symbols each use takes: Heal and Enrage per
// point, Move per room.
type SymbolCosts struct {
	Heal     int `json:"heal"`
	Activate int `json:"activate"`
	Enrage   int `json:"enrage"`
	Move     int `json:"move"`
}

// Participant is one participant sheet: the basic (first-game) side and the
// advanced side with its two powers.
type Participant struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Lore     string `json:"lore"`
	Basic    Side   `json:"basic"`
	Advanced Side   `json:"advanced"`
	Source   Source `json:"source"`
}

// Side is one side of a participant sheet: the health and Resolve it
// starts with and its powers.
type Side struct {
	Health  int     `json:"health"`
	Resolve int     `json:"resolve"`
	Powers  []Power `json:"powers,omitempty"`
}

// Power is one power of an advanced side.
type Power struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Effect Effect `json:"effect"`
	Text   string `json:"text"`
	Source Source `json:"source"`
}
