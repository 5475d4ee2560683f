// Package cityofhorror holds the City of Horror content as embedded data: the
// box and the set-up table, the six double-sided locations, the numbers
// printed on their boards, the 21 characters, the 40 action cards over 18
// titles, the invasion cards by hour, and the food and antidote tokens.
//
// The rules summary gives the locations' effects, the characters, the action
// cards and the explosion thresholds, so those files hold the real game. The
// numbers printed on the boards (resolution number, character spaces, attack
// condition), the invasion cards, the food values and the antidote count are
// not public: the shipped ones are a house set, our best estimates, and each
// of those files carries a label ("house set") the setup and game screens
// show. A player who owns the game can copy their boards, cards and tokens
// into files of the same names in their config folder; Load validates them
// and names every mistake.
package cityofhorror

import "github.com/hauntgames/haunt/boards/datafile"

// Source says where a value comes from, following
// ../shared/content/city-halls-terrorixico.md: "C" confirmed by the rules
// summary, "S" one secondary source (a review, a shop's list of contents),
// "I" inferred from confirmed facts, "house" our own estimate.
type Source string

// The sources a file may name.
const (
	Confirmed = Source("C")
	Secondary = Source("S")
	Inferred  = Source("I")
	House     = Source("house")
)

// HouseLabel is the label of the shipped files that hold estimates.
const HouseLabel = "house set"

// Hours: the set-up card's hour, then the four rounds, in order.
const (
	Hour0 = "00:00"
	Hour1 = "1:00"
	Hour2 = "2:00"
	Hour3 = "3:00"
	Hour4 = "4:00"
)

// Hours lists the hours of the invasion packs in the order they are played.
func Hours() []string { return []string{Hour0, Hour1, Hour2, Hour3, Hour4} }

// Sides of a location board.
const (
	SideA = "a"
	SideB = "b"
)

// Content is everything the rules need to know about the box.
type Content struct {
	// Labels is each labelled file's label ("house set" for the shipped
	// ones), by file name: see LabelledFiles.
	Labels     datafile.Labels `json:"labels"`
	Box        Box             `json:"box"`
	Players    []PlayerRow     `json:"players"`
	ZombieCap  int             `json:"zombie_cap"`
	Movement   Movement        `json:"movement"`
	Locations  []Location      `json:"locations"`
	Board      []BoardEntry    `json:"board"` // sorted by Number: the resolution order
	Wheel      Wheel           `json:"wheel"`
	Characters []Character     `json:"characters"`
	Actions    []ActionCard    `json:"actions"`
	Invasion   []InvasionCard  `json:"invasion"`
	Food       Food            `json:"food"`
	Antidotes  Antidotes       `json:"antidotes"`
}

// Label sums up the labelled files in play for the setup and game screens:
// the house label when every one is the shipped file, otherwise the
// distinct labels joined with "; ".
func (c *Content) Label() string { return c.Labels.Summary(LabelledFiles(), HouseLabel) }

// HouseSet reports whether any house estimate is in play: whether some
// labelled file still carries the house label. The screens then show the
// label, so nobody takes an estimate for a printed value.
func (c *Content) HouseSet() bool {
	return len(c.HouseFiles()) > 0
}

// HouseFiles lists the labelled files that still carry the house label.
func (c *Content) HouseFiles() []string { return c.Labels.Carrying(LabelledFiles(), HouseLabel) }

// Location returns the location with that id, or nil.
func (c *Content) Location(id string) *Location {
	for i := range c.Locations {
		if c.Locations[i].ID == id {
			return &c.Locations[i]
		}
	}
	return nil
}

// Printed returns the printed numbers of the location with that id, or nil.
func (c *Content) Printed(id string) *BoardEntry {
	for i := range c.Board {
		if c.Board[i].Location == id {
			return &c.Board[i]
		}
	}
	return nil
}

// Order lists the location ids in resolution order, 1 to 6.
func (c *Content) Order() []string {
	out := make([]string, len(c.Board))
	for i, b := range c.Board {
		out[i] = b.Location
	}
	return out
}

// Box counts the components that the rules count on.
type Box struct {
	Locations        int    `json:"locations"`         // location boards
	Characters       int    `json:"characters"`        // character cards
	ActionCards      int    `json:"action_cards"`      // the action deck
	Zombies          int    `json:"zombies"`           // zombie standees: the horde's supply
	ExplosionMarkers int    `json:"explosion_markers"` //
	FireMarkers      int    `json:"fire_markers"`      // cover the Armory's spaces when it burns
	FoodTokens       int    `json:"food_tokens"`       //
	InvasionCards    int    `json:"invasion_cards"`    // in all five hour packs
	Colors           int    `json:"colors"`            // player colours: sets of stands and movement cards
	Source           Source `json:"source"`
}

// PlayerRow is one line of the set-up table: what each player is dealt.
type PlayerRow struct {
	Players    int    `json:"players"`
	Characters int    `json:"characters"` // character cards a player
	Actions    int    `json:"actions"`    // action cards a player
	Source     Source `json:"source"`
}

// Movement is each player's set of movement cards: one card per entry,
// naming the location it sends a character to.
type Movement struct {
	Cards  []string `json:"cards"`
	Source Source   `json:"source"`
}

// Effect kinds, for location sides, character powers and action cards.
// N is the number the kind needs (see needsN); Cost what a location or a
// power asks first.
const (
	EffNone              = "none"
	EffPeekInvasion      = "peek_invasion"        // look at the next invasion card
	EffChooseLast        = "choose_movement_last" // pick the movement card after the others are shown
	EffRest              = "rest_character"       // flip a character of yours to rested
	EffDrawAction        = "draw_action"          // draw the top action card
	EffTakeDiscard       = "take_discard"         // take any action card from the discard pile
	EffLeaderAny         = "leader_any"           // the zombie leader goes to any coloured wedge
	EffLeaderStep        = "leader_step"          // the zombie leader moves up to N wedges clockwise (or stays)
	EffTakeAntidote      = "take_antidote"        // take an antidote from the reserve
	EffDrawFood          = "draw_food"            // draw a face-down food token
	EffDrawFoodChoice    = "draw_food_choice"     // take one of N face-up food tokens or a face-down one
	EffStopAttracting    = "stop_attracting"      // the Blonde no longer draws zombies
	EffMoveZombieFrom    = "move_zombie_from_here"
	EffVoteThisRound     = "vote_this_round"
	EffMoveThisRound     = "move_this_round"
	EffKillHere          = "kill_here" // kill N zombies where the character is
	EffEnterFull         = "enter_full"
	EffTakeFirstPlayer   = "take_first_player"
	EffUntouchable       = "untouchable" // no vote, never chosen (nor eaten) for the rest of the round
	EffGiveBirth         = "give_birth"  // N votes for the rest of the game; never rested again
	EffCancelMovement    = "cancel_movement"
	EffCancelAction      = "cancel_action"
	EffChangeMovement    = "change_movement"
	EffStealAction       = "steal_action"
	EffAddZombies        = "add_zombies" // N zombies from the reserve to a chosen location
	EffScore             = "score"       // worth N points at the end
	EffKillHalf          = "kill_half"   // half the zombies of a location, rounded down
	EffKill              = "kill"        // N zombies at any one location
	EffHide              = "hide"
	EffKitten            = "kitten"      // a location's zombies follow a random movement card
	EffMoveZombie        = "move_zombie" // N zombies from one location to another
	EffExtraVotes        = "extra_votes" // N more votes at one location for the rest of the round
	CostDiscardAction    = "discard_action"
	CostDiscardFood      = "discard_food"
	CostExhaustPresent   = "exhaust_present" // flip a character of yours present there to exhausted
	TraitCannotVote      = "cannot_vote"
	TraitCannotMove      = "cannot_move"
	TraitAttractsZombies = "attracts_zombie"
)

// Effect is what a location side, a power or an action card does.
type Effect struct {
	Kind string `json:"kind"`
	N    int    `json:"n,omitempty"`
	Cost string `json:"cost,omitempty"`
}

// Explosion results at a side's threshold.
const (
	Explode = "explode" // the Water Tower: all there die, the board turns to its exploded side, once a game
	Burn    = "burn"    // Armory A: characters to the overflow location, fire on the spaces, zombies stay
	Seal    = "seal"    // Armory B: nobody enters or leaves again; zombies still attack
)

// Explosions is what a side does with explosion markers: At markers bring
// Result.
type Explosions struct {
	At     int    `json:"at"`
	Result string `json:"result"`
}

// Location is one location board, the effects of its two sides and its
// standing rules; its printed numbers are in the board file.
type Location struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	A    Side   `json:"a"`
	B    Side   `json:"b"`
	// Exploded is the side a board turns to when it explodes (the Water
	// Tower only).
	Exploded *Side `json:"exploded,omitempty"`
	// Airdrops: invasion cards may drop action cards and antidotes here.
	Airdrops bool `json:"airdrops"`
	// Overflow: a character whose location is full comes here instead.
	Overflow bool `json:"overflow,omitempty"`
	// LeaderWheel: an attack here takes the victim the zombie leader points
	// at, with no vote.
	LeaderWheel bool   `json:"leader_wheel,omitempty"`
	Text        string `json:"text,omitempty"` // the standing rule, for the reference pane
	Source      Source `json:"source"`
}

// Side returns side a or b.
func (l *Location) Side(s string) Side {
	if s == SideB {
		return l.B
	}
	return l.A
}

// Side is one face of a location board.
type Side struct {
	Effect     Effect      `json:"effect"`
	Text       string      `json:"text"`
	Explosions *Explosions `json:"explosions,omitempty"`
}

// Attack kinds: when zombies attack a location (always with at least one
// zombie and one character there, hidden ones counted).
const (
	AtLeast        = "at_least"        // N or more zombies
	CharactersPlus = "characters_plus" // at least as many zombies as characters there, plus N
)

// Attack is a printed attack condition.
type Attack struct {
	Kind string `json:"kind"`
	N    int    `json:"n"`
}

// BoardEntry is what one location board prints: its number in the
// resolution order and, for each side, its character spaces (0: no limit,
// the overflow location only) and its attack condition.
type BoardEntry struct {
	Location     string      `json:"location"`
	Number       int         `json:"number"`
	NumberSource Source      `json:"number_source"`
	A            PrintedSide `json:"a"`
	B            PrintedSide `json:"b"`
}

// Side returns side a or b.
func (b *BoardEntry) Side(s string) PrintedSide {
	if s == SideB {
		return b.B
	}
	return b.A
}

// PrintedSide is one side's printed numbers.
type PrintedSide struct {
	Spaces int    `json:"spaces"`
	Attack Attack `json:"attack"`
	Source Source `json:"source"`
}

// Wheel is the zombie leader's wheel on the overflow location: the player
// colours clockwise. Unused colours are covered and skipped.
type Wheel struct {
	Colors []string `json:"colors"`
	Source Source   `json:"source"`
}

// Character is one character card: its worth rested (blue side) and
// exhausted (red side), its power (used by exhausting it) and any standing
// trait the power lifts for a round.
type Character struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Rested    int    `json:"rested"`
	Exhausted int    `json:"exhausted"`
	Trait     string `json:"trait,omitempty"`
	Power     Effect `json:"power"`
	Text      string `json:"text"`
	Source    Source `json:"source"`
}

// ActionCard is one title of action card; Copies of it are in the deck.
// Explosion: played for its effect, it adds an explosion marker.
type ActionCard struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Copies    int    `json:"copies"`
	Explosion bool   `json:"explosion,omitempty"`
	Effect    Effect `json:"effect"`
	Text      string `json:"text"`
	Source    Source `json:"source"`
}

// InvasionCard is one invasion card of an hour's pack. It acts in this
// order: Moves, then Zombies, Actions (airdropped action cards, face down)
// and Antidotes, then the zombie leader steps Leader wedges clockwise.
type InvasionCard struct {
	ID        string  `json:"id"`
	Hour      string  `json:"hour"`
	Moves     []Move  `json:"moves,omitempty"`
	Zombies   []Count `json:"zombies,omitempty"`
	Actions   []Count `json:"actions,omitempty"`
	Antidotes []Count `json:"antidotes,omitempty"`
	Leader    int     `json:"leader,omitempty"`
	Source    Source  `json:"source"`
}

// Count is N of something at a location.
type Count struct {
	Location string `json:"location"`
	N        int    `json:"n"`
}

// Move is N zombies going from one location to another.
type Move struct {
	From string `json:"from"`
	To   string `json:"to"`
	N    int    `json:"n"`
}

// Food is the food tokens: Count tokens worth Value points each, per row.
type Food struct {
	Tokens []FoodValue `json:"tokens"`
	Source Source      `json:"source"`
}

// FoodValue is one value of food token and how many the box holds.
type FoodValue struct {
	Value int `json:"value"`
	Count int `json:"count"`
}

// Antidotes is the antidote reserve on the ambulance.
type Antidotes struct {
	Count  int    `json:"count"`
	Source Source `json:"source"`
}
