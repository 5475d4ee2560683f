// Package terrorixico holds the TerroriXico content as embedded data: the
// box's counts, the set-up and turn numbers, the scoreboard and the
// adventure levels, the 13 monster cards, the 20 Event/Boss cards, the
// composition of the four 50-card player decks (40 relics and the 10
// special cards) and the 20 trauma cards.
//
// The rulebook gives the rules, the counts, the set-up, the turn, the
// scoring and the ten special cards, so those values are the real game. It
// prints almost no card: only the relics of the Aluxe and the Nahual and the
// modifiers of three events can be read from its strength examples. The
// other monsters and events, every card's points and trauma, the relics'
// values and the trauma cards' values are a house deck, our estimates
// following the real structure and counts, built so that every example of
// the rulebook comes out exactly. Each file holding them carries a label
// ("house deck") the setup and game screens show. A player who owns the game
// can copy their cards into files of the same names in their config folder;
// Load validates them and names every mistake.
package terrorixico

import "github.com/hauntgames/haunt/boards/datafile"

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

// The four frontlines, which are also the four kinds of relic.
const (
	Range  = "range"
	Melee  = "melee"
	Shield = "shield"
	Codex  = "codex"
)

// Frontlines lists the frontlines in the order the cards print them.
func Frontlines() []string { return []string{Range, Melee, Shield, Codex} }

// Monster types, which score in sets at the end.
const (
	Undead   = "undead"
	Spirit   = "spirit"
	Creature = "creature"
	Magical  = "magical"
)

// Types lists the monster types.
func Types() []string { return []string{Undead, Spirit, Creature, Magical} }

// Modifier operations of an Event/Boss card on one frontline.
const (
	OpAdd   = "add"   // N more relics, added to the monsters' before any multiplying
	OpTimes = "times" // the line's sum of relics is multiplied by N
)

// Event/Boss instructions. N is the number the kind needs (see needsN).
const (
	EvAddMonster      = "add_monster"      // N more monsters join the fight, put to the left of the ones there
	EvAddEvent        = "add_event"        // N more Event/Boss cards join the fight, put to the right
	EvHandLimit       = "hand_limit"       // the hand limit is N this round instead of the usual
	EvMonsterTrack    = "monster_track"    // first place moves N spaces on the monster track instead of 1
	EvTraumaAll       = "trauma_all"       // as the card is read, every player takes N trauma cards
	EvEliminateTrauma = "eliminate_trauma" // as the card is read, every player may eliminate up to N trauma cards from their hand
)

// EventKinds lists the Event/Boss instructions.
func EventKinds() []string {
	return []string{EvAddMonster, EvAddEvent, EvHandLimit, EvMonsterTrack, EvTraumaAll, EvEliminateTrauma}
}

// Special card effects, one kind a title. N is the card's number where the
// kind needs one (see needsN).
const (
	SpFury          = "fury"           // every player draws N, then discards down to the round's hand limit
	SpTakeAdvantage = "take_advantage" // give N trauma cards from your hand or trauma pile to a player of your choice
	SpGoodOmens     = "good_omens"     // eliminate N cards of your hand, discard the rest, draw a hand to the limit
	SpLastChance    = "last_chance"    // discard N cards from your draw pile; counts as relics of a kind chosen on placing
	SpTrickery      = "trickery"       // counts as relics of a kind chosen on placing
	SpFriendlyFire  = "friendly_fire"  // eliminate N of another player's cards in the battle zone
	SpBerserker     = "berserker"      // draw N, then discard down to the round's hand limit
	SpEquality      = "equality"       // one relic for each other relic card in its frontline
	SpStrength      = "strength"       // multiplies its frontline's total by N
	SpMimic         = "mimic"          // copies another player's relic or special card in its frontline
)

// What a special card played face down does when it is turned up.
const (
	FaceDownNoEffect = "no_effect" // nothing: the card is wasted
	FaceDownOnReveal = "on_reveal" // its effect applies when it is turned up
)

// Content is everything the rules need to know about the box.
type Content struct {
	// Labels is each labelled file's label ("house deck" for the shipped
	// ones), by file name: see LabelledFiles.
	Labels     datafile.Labels `json:"labels"`
	Box        Box             `json:"box"`
	Players    []PlayerRow     `json:"players"`
	Setup      Setup           `json:"setup"`
	Turn       Turn            `json:"turn"`
	Scoreboard Scoreboard      `json:"scoreboard"`
	Levels     []Level         `json:"levels"` // from the lowest score up
	Monsters   []Monster       `json:"monsters"`
	Events     []Event         `json:"events"` // by number
	Deck       Deck            `json:"deck"`
	Trauma     []TraumaRow     `json:"trauma"`
}

// Label sums up the labelled files in play for the setup and game screens:
// the house label when every one is the shipped file, otherwise the
// distinct labels joined with "; ".
func (c *Content) Label() string { return c.Labels.Summary(LabelledFiles(), HouseLabel) }

// HouseSet reports whether any house estimate is in play: whether some
// labelled file still carries the house label. The screens then show the
// label, so nobody takes an estimate for a printed value.
func (c *Content) HouseSet() bool { return len(c.HouseFiles()) > 0 }

// HouseFiles lists the labelled files that still carry the house label.
func (c *Content) HouseFiles() []string { return c.Labels.Carrying(LabelledFiles(), HouseLabel) }

// Monster returns the monster with that id, or nil.
func (c *Content) Monster(id string) *Monster {
	for i := range c.Monsters {
		if c.Monsters[i].ID == id {
			return &c.Monsters[i]
		}
	}
	return nil
}

// Event returns the Event/Boss card with that id, or nil.
func (c *Content) Event(id string) *Event {
	for i := range c.Events {
		if c.Events[i].ID == id {
			return &c.Events[i]
		}
	}
	return nil
}

// Special returns the special card with that id, or nil.
func (c *Content) Special(id string) *Special {
	for i := range c.Deck.Specials {
		if c.Deck.Specials[i].ID == id {
			return &c.Deck.Specials[i]
		}
	}
	return nil
}

// PlayerRow returns the row of the set-up table for that many players, or
// nil.
func (c *Content) PlayerRow(players int) *PlayerRow {
	for i := range c.Players {
		if c.Players[i].Players == players {
			return &c.Players[i]
		}
	}
	return nil
}

// Level returns the adventure level of a final score: the highest level
// whose From it reaches, or the lowest level for a score below them all.
func (c *Content) Level(score int) *Level {
	if len(c.Levels) == 0 {
		return nil
	}
	at := 0
	for i, l := range c.Levels {
		if score >= l.From {
			at = i
		}
	}
	return &c.Levels[at]
}

// SetPoints returns the end-of-game points for n monsters of one type: the
// points of the largest set n reaches, 0 below the smallest.
func (c *Content) SetPoints(n int) int {
	vp := 0
	for _, s := range c.Scoreboard.Sets {
		if n >= s.Monsters {
			vp = s.VP
		}
	}
	return vp
}

// DeckSize is the number of cards in one player's deck.
func (c *Content) DeckSize() int {
	n := 0
	for _, r := range c.Deck.Relics {
		n += r.Count
	}
	for _, s := range c.Deck.Specials {
		n += s.Copies
	}
	return n
}

// TraumaCards is the number of trauma cards, all values together.
func (c *Content) TraumaCards() int {
	n := 0
	for _, t := range c.Trauma {
		n += t.Count
	}
	return n
}

// Box counts the components that the rules count on.
type Box struct {
	Monsters      int      `json:"monsters"`        // monster cards
	Events        int      `json:"events"`          // Event/Boss cards
	Colors        []string `json:"colors"`          // player colours: one deck and two cubes each
	DeckCards     int      `json:"deck_cards"`      // cards in one player's deck
	RelicsPerKind int      `json:"relics_per_kind"` // relic cards of each kind in one deck
	Specials      int      `json:"specials"`        // special cards in one deck
	Trauma        int      `json:"trauma"`          // trauma cards
	Cubes         int      `json:"cubes"`           // two a colour: the monster track and the V.P. track
	Source        Source   `json:"source"`
}

// PlayerRow is one line of the set-up table: the trauma cards put on the
// scoreboard as the supply, and the monster track space that ends the game.
type PlayerRow struct {
	Players  int    `json:"players"`
	Trauma   int    `json:"trauma"`
	TrackEnd int    `json:"track_end"`
	Source   Source `json:"source"`
}

// Setup is each player's opening hand: draw Draw cards, keep Keep, put the
// rest on their own discard pile.
type Setup struct {
	Draw   int    `json:"draw"`
	Keep   int    `json:"keep"`
	Source Source `json:"source"`
}

// Turn is the numbers of a turn. Hand is the cards a player holds at the
// start of each turn (an event may change it for a round); Plays the cards
// played a turn, of which at most FaceDown face down; FaceDownPerLine the
// most face-down cards one frontline may hold. After playing, a player
// either Refills, or Refreshes (eliminating a card that is no trauma
// first). ReshuffleAt: a draw pile of this many cards or fewer takes the
// discard pile back in.
type Turn struct {
	Hand            int    `json:"hand"`
	Plays           int    `json:"plays"`
	FaceDown        int    `json:"face_down"`
	FaceDownPerLine int    `json:"face_down_per_line"`
	Refill          Refill `json:"refill"`
	Refresh         Refill `json:"refresh"`
	ReshuffleAt     int    `json:"reshuffle_at"`
	Source          Source `json:"source"`
}

// Refill is one way to end a turn: eliminate Eliminate cards of the hand
// that are no trauma, draw Draw, then discard Discard.
type Refill struct {
	Eliminate int `json:"eliminate,omitempty"`
	Draw      int `json:"draw"`
	Discard   int `json:"discard"`
}

// Scoreboard is the end of the V.P. track (a player reaching VPEnd ends the
// game) and the end-of-game points for monsters of one type, by set size.
type Scoreboard struct {
	VPEnd  int    `json:"vp_end"`
	Sets   []Set  `json:"sets"` // from the smallest set up
	Source Source `json:"source"`
}

// Set is the points for Monsters returned monsters of one type.
type Set struct {
	Monsters int `json:"monsters"`
	VP       int `json:"vp"`
}

// Level is one adventure level: the name for a final score of From or
// more, up to the next level's From.
type Level struct {
	From   int    `json:"from"`
	Name   string `json:"name"`
	Source Source `json:"source"`
}

// Relics is a number of relics for each frontline: a monster's
// requirement, or a line's strength.
type Relics struct {
	Range  int `json:"range"`
	Melee  int `json:"melee"`
	Shield int `json:"shield"`
	Codex  int `json:"codex"`
}

// Get returns the number for one frontline (0 for a word that is none).
func (r Relics) Get(line string) int {
	switch line {
	case Range:
		return r.Range
	case Melee:
		return r.Melee
	case Shield:
		return r.Shield
	case Codex:
		return r.Codex
	}
	return 0
}

// Total is the relics over all four frontlines.
func (r Relics) Total() int { return r.Range + r.Melee + r.Shield + r.Codex }

// Monster is one monster card: its type, the relics it takes in each
// frontline, and the points for first and second place. RelicsSource says
// where the relics come from when they are surer than the rest of the card.
type Monster struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Type         string `json:"type"`
	Relics       Relics `json:"relics"`
	RelicsSource Source `json:"relics_source"`
	First        int    `json:"first"`  // V.P. for first place
	Second       int    `json:"second"` // V.P. for every other player who did not pass
	Text         string `json:"text"`   // the legend, for the narrator and the reference pane
	Source       Source `json:"source"`
}

// Mod is what an Event/Boss card does to one frontline: add N relics, or
// multiply the line's sum by N.
type Mod struct {
	Op string `json:"op"`
	N  int    `json:"n"`
}

// Mods is an Event/Boss card's modifier on each frontline; nil where the
// card prints none (which counts as adding 0).
type Mods struct {
	Range  *Mod `json:"range,omitempty"`
	Melee  *Mod `json:"melee,omitempty"`
	Shield *Mod `json:"shield,omitempty"`
	Codex  *Mod `json:"codex,omitempty"`
}

// Get returns the modifier on one frontline, or nil.
func (m Mods) Get(line string) *Mod {
	switch line {
	case Range:
		return m.Range
	case Melee:
		return m.Melee
	case Shield:
		return m.Shield
	case Codex:
		return m.Codex
	}
	return nil
}

// Effect is one instruction of an Event/Boss card, or a special card's
// effect: a kind and the number it needs.
type Effect struct {
	Kind string `json:"kind"`
	N    int    `json:"n,omitempty"`
}

// Event is one Event/Boss card, by its printed number. Trauma is the trauma
// cards a player takes for passing or for an invalid special while it is in
// the fight; VP is added to both the first- and the second-place points;
// Effects are its instructions, applied as it is read (EvMonsterTrack when
// the monster is slain). ModsSource says where the modifiers come from when
// they are surer than the rest of the card.
type Event struct {
	ID         string   `json:"id"`
	Number     int      `json:"number"`
	Title      string   `json:"title"`
	Mods       Mods     `json:"mods"`
	ModsSource Source   `json:"mods_source"`
	Trauma     int      `json:"trauma"`
	VP         int      `json:"vp"`
	Effects    []Effect `json:"effects,omitempty"`
	Text       string   `json:"text"` // what the narrator reads
	Source     Source   `json:"source"`
}

// Has returns the instruction of that kind on the card, or nil.
func (e *Event) Has(kind string) *Effect {
	for i := range e.Effects {
		if e.Effects[i].Kind == kind {
			return &e.Effects[i]
		}
	}
	return nil
}

// Deck is the make-up of one player's deck; the four colours' decks are
// alike.
type Deck struct {
	Relics   []RelicRow `json:"relics"`
	Specials []Special  `json:"specials"`
}

// RelicRow is Count relic cards of one kind (a frontline) worth Value
// relics each.
type RelicRow struct {
	Kind   string `json:"kind"`
	Value  int    `json:"value"`
	Count  int    `json:"count"`
	Source Source `json:"source"`
}

// Special is one special card title, Copies of it in each deck. Relics is
// what it counts as in its frontline, of a kind its player chooses as they
// place it (0: it counts as no relic by itself). NotEmpty: it may not go
// into an empty frontline (nor, like every card, into a line already
// holding enough). FaceDown is what it does when played face down.
type Special struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Copies   int    `json:"copies"`
	Effect   Effect `json:"effect"`
	Relics   int    `json:"relics,omitempty"`
	NotEmpty bool   `json:"not_empty,omitempty"`
	FaceDown string `json:"face_down"`
	Text     string `json:"text"`
	Source   Source `json:"source"`
}

// TraumaRow is Count trauma cards of one value: 0, or -1 to -3 points at
// the end of the game.
type TraumaRow struct {
	Value  int    `json:"value"`
	Count  int    `json:"count"`
	Source Source `json:"source"`
}
