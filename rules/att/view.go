package att

import "github.com/hauntgames/haunt/rules"

// View is what one seat sees of an Ancient Terrible Things game. The screen,
// the line mode and scripts all draw from it. Field names are stable: new
// fields may be added, none are renamed or removed.
//
// Hands of Feat cards are the only secret: View(seat) lists the hand of that
// seat alone; every other seat shows HandCount with Hand nil and HandHidden
// set. View(rules.Chance) is the full view (solo and table mode).
type View struct {
	// DeckLabel names the card lists in play: "house deck" for the shipped
	// invented cards, or the label a player's own content file gives.
	DeckLabel   string `json:"deck_label"`
	Solo        bool   `json:"solo"`         // Forgotten Secrets
	LostCharter bool   `json:"lost_charter"` // The Lost Charter cards and rules
	Length      string `json:"length"`       // "normal" or "long" ("solo" in solo)
	Side        string `json:"side"`         // the Scenario card side: "easy" or "difficult"
	// Table is set in table mode: Feat cards drawn into hands are not
	// known to the app (SeatView.HandUnseen) until they are played.
	Table bool `json:"table,omitempty"`

	Round int `json:"round"` // 1 for the first round, 0 during setup
	// Phase: "setup", "map", "riverboat", "explore", "location", "desperation",
	// "encounter", "terrible thing", "trading post", "refresh", "forget", "over".
	Phase string `json:"phase"`
	// Current is whose turn it is (-1 during setup); during the Map phase
	// it is the Map holder, who decides who goes first.
	Current rules.Seat `json:"current"`
	First   rules.Seat `json:"first"` // who took the first turn of this round
	// MapHolder holds the Map token; -1 when nobody does (solo, after the
	// Map was spent).
	MapHolder rules.Seat `json:"map_holder"`

	Locations   []LocationView  `json:"locations"` // the six fateful locations, in river order
	Riverboat   []rules.Seat    `json:"riverboat"` // pawns on the Riverboat
	TradingPost TradingPostView `json:"trading_post"`

	// Expedition is the Terrible Thing tokens still on the track, lowest
	// (the next one taken) first; ExpeditionSize is how many it started with.
	Expedition     []int `json:"expedition"`
	ExpeditionSize int   `json:"expedition_size"`

	// Bank is how many tokens of each resource the supply can still pay
	// out, the grey 5x tokens no pile needs counted in; TTBox the Terrible
	// Thing tokens in the box (never drawn, or discarded from the track).
	Bank  map[string]int `json:"bank"`
	TTBox int            `json:"tt_box"`

	EncounterDeck int         `json:"encounter_deck"` // cards left in the encounter deck
	DeckTiers     []TierCount `json:"deck_tiers"`     // cards left per tier, top of the deck first
	Rumours       []CardView  `json:"rumours"`        // the Rumours pile, bottom first (the last is on top)

	FeatDeck     int               `json:"feat_deck"`          // Feat cards left to draw
	FeatDiscard  int               `json:"feat_discard"`       // Feat cards in the discard pile
	FeatTop      string            `json:"feat_top,omitempty"` // name of the face-up top Feat discard
	SwagDeck     int               `json:"swag_deck"`          // Swag cards left to draw
	Scenario     []ScenarioRow     `json:"scenario"`           // the side in play
	Achievements []AchievementView `json:"achievements"`

	Seats []SeatView `json:"seats"`

	// Tray is the dice of the encounter in progress; nil outside the
	// encounter phase.
	Tray *TrayView `json:"tray,omitempty"`

	// Offer is the trade offer waiting for an answer (Lost Charter); nil
	// when there is none.
	Offer *OfferView `json:"offer,omitempty"`

	// Forgotten Secrets: ForgetNeed is the value still to forget this round
	// end, Forgotten the value forgotten so far in it.
	ForgetNeed int `json:"forget_need,omitempty"`
	Forgotten  int `json:"forgotten,omitempty"`

	Over   bool        `json:"over"`
	Result string      `json:"result,omitempty"`
	Scores []ScoreView `json:"scores,omitempty"` // final scores, best first, once over
}

// TierCount is how many cards of one tier ("green", "orange", "red") are left.
type TierCount struct {
	Tier string `json:"tier"`
	Left int    `json:"left"`
}

// LocationView is one fateful location on the river.
type LocationView struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Slot   int    `json:"slot"`   // the numbered slot: the order encounters are dealt in
	Bank   string `json:"bank"`   // "left" or "right"
	Action string `json:"action"` // the location action in words (the solo variant in solo)
	// Encounter is the encounter lying here; nil when the location is not
	// active.
	Encounter *CardView `json:"encounter,omitempty"`
	// Event is a Lost Charter event encounter laid over the location's
	// action; nil when there is none.
	Event  *CardView      `json:"event,omitempty"`
	Tokens map[string]int `json:"tokens,omitempty"` // resource tokens lying here
	Pawns  []rules.Seat   `json:"pawns,omitempty"`
	// Foreshadowed is the seat this encounter is foreshadowed for, -1 none.
	Foreshadowed rules.Seat `json:"foreshadowed"`
}

// CardView is an encounter card (or any card worth Ancient Secrets that a
// list shows: a Rumours card, a card in a score pile).
type CardView struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Tier    string   `json:"tier,omitempty"`  // "green", "orange", "red"
	Types   []string `json:"types,omitempty"` // "pitfall", "artifact", "horror", "villain"
	Kind    string   `json:"kind,omitempty"`  // "" ordinary, "revelation", "warning", "event"
	Secrets int      `json:"secrets"`         // Ancient Secrets value
	Combo   string   `json:"combo,omitempty"` // the combination in words: "run of 3 from 4"
	Text    string   `json:"text,omitempty"`  // an event's effect, in words
}

// TradingPostView is the market: three face-up slots, the Old Stock pile.
type TradingPostView struct {
	Slots    []*SwagView  `json:"slots"` // nil for an empty slot
	OldStock int          `json:"old_stock"`
	OldTop   *SwagView    `json:"old_top,omitempty"` // the buyable top of the Old Stock
	Pawns    []rules.Seat `json:"pawns,omitempty"`
}

// SwagView is one Swag card.
type SwagView struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Cost      int    `json:"cost"`    // Treasure to buy it
	Secrets   int    `json:"secrets"` // Ancient Secrets at game end
	Exhausts  bool   `json:"exhausts"`
	Exhausted bool   `json:"exhausted"`
	CountsAs  string `json:"counts_as,omitempty"` // an encounter type for achievements
	Text      string `json:"text"`
}

// FeatView is one Feat card in a hand.
type FeatView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Cost int    `json:"cost"` // Feat tokens to play it
	PvP  bool   `json:"pvp,omitempty"`
	Text string `json:"text"`
}

// ScenarioRow is one line of the Scenario card: a combination that pays one
// Resource per die used.
type ScenarioRow struct {
	Combo    string `json:"combo"`    // in words
	Resource string `json:"resource"` // "focus", "treasure", "courage", "feat"
}

// AchievementView is one Achievement card and who holds it.
type AchievementView struct {
	ID      string     `json:"id"`
	Name    string     `json:"name"`
	Secrets int        `json:"secrets"`
	Text    string     `json:"text"`
	Holder  rules.Seat `json:"holder"`         // -1 nobody
	Gone    bool       `json:"gone,omitempty"` // forgotten in solo: out of the game
}

// ObsessionView is a character's Lost Charter obsession.
type ObsessionView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	TT   int    `json:"tt"` // penalty if still held at game end
	Text string `json:"text"`
}

// SeatView is one player: their character, stash and cards.
type SeatView struct {
	Seat          rules.Seat `json:"seat"`
	Player        string     `json:"player"`
	Character     string     `json:"character"` // ID; "" before it is chosen
	CharacterName string     `json:"character_name"`
	// Pawn is where the pawn stands: "riverboat", "trading post", or a
	// location ID.
	Pawn      string         `json:"pawn"`
	Resources map[string]int `json:"resources"` // focus, treasure, courage, feat
	TT        []int          `json:"tt"`        // values of the Terrible Thing tokens in the stash
	ScorePile []CardView     `json:"score_pile"`
	Swag      []SwagView     `json:"swag"`
	// Achievements lists the IDs of the Achievement cards held.
	Achievements []string       `json:"achievements"`
	Obsession    *ObsessionView `json:"obsession,omitempty"`
	HasMap       bool           `json:"has_map"`
	Rerolls      int            `json:"rerolls"` // left on the Re-roll track
	// Hand is the Feat hand; nil with HandHidden set for another seat's view.
	Hand       []FeatView `json:"hand"`
	HandCount  int        `json:"hand_count"`
	HandHidden bool       `json:"hand_hidden"`
	// HandUnseen is how many cards of the hand the app has never seen
	// (table mode): they count in HandCount and are not listed in Hand.
	// It is no secret: everyone at the table sees how many cards a hand has.
	HandUnseen int `json:"hand_unseen,omitempty"`
	// Score is the score if the game ended now (secrets minus penalties).
	Score int `json:"score"`
}

// TrayView is the dice of the encounter in progress.
type TrayView struct {
	Seat        rules.Seat `json:"seat"`
	Dice        []DieView  `json:"dice"`
	Rolled      bool       `json:"rolled"`       // the first roll is done
	RerollsLeft int        `json:"rerolls_left"` // re-rolls left on the track
	Spending    bool       `json:"spending"`     // combinations are being spent: no more re-rolls
	Overcome    bool       `json:"overcome"`     // the encounter is already overcome
	FocusCost   int        `json:"focus_cost"`   // Focus the marked dice would cost to re-roll
	// Combos lists the combinations of the dice left worth spending now,
	// for the encounter and for the Scenario card: those the choices offer.
	Combos []ComboView `json:"combos"`
}

// DieView is one die in the tray.
type DieView struct {
	Kind   string `json:"kind"` // "basic", "luck", "feat", "panic", "revelation"
	Color  string `json:"color"`
	Face   int    `json:"face"`   // 1..6; 0 before it is rolled
	Marked bool   `json:"marked"` // chosen for a focused re-roll
	Used   bool   `json:"used"`   // spent in a combination
	// Rerollable is false for Panic dice (never) and dice a focused
	// re-roll cannot take.
	Rerollable bool `json:"rerollable"`
	// EncounterOnly dice (Revelation) count toward the encounter's
	// combination only, never toward resources on the Scenario card.
	EncounterOnly bool `json:"encounter_only,omitempty"`
}

// ComboView is one combination the dice can make now.
type ComboView struct {
	ID    string `json:"id"`    // the choice ID that spends it: "overcome run 3-5", "gain courage pair 4"
	Kind  string `json:"kind"`  // "high", "pair", "block", "run"
	Face  int    `json:"face"`  // the face (high, pair, block) or the lowest face of a run
	Size  int    `json:"size"`  // dice used
	For   string `json:"for"`   // "encounter" or a resource
	Label string `json:"label"` // in words
}

// OfferView is a Lost Charter trade offer.
type OfferView struct {
	From rules.Seat `json:"from"`
	To   rules.Seat `json:"to"`
	Give []string   `json:"give"` // in words: "2 focus", "The Occultist"
	Take []string   `json:"take"`
}

// ScoreView is one seat's final score and its parts.
type ScoreView struct {
	Seat         rules.Seat `json:"seat"`
	Player       string     `json:"player"`
	Encounters   int        `json:"encounters"`
	Swag         int        `json:"swag"`
	Achievements int        `json:"achievements"`
	Map          int        `json:"map"`
	Penalties    int        `json:"penalties"` // Terrible Things and obsessions
	Total        int        `json:"total"`
	TTCount      int        `json:"tt_count"`
	Courage      int        `json:"courage"`
	Winner       bool       `json:"winner"`
}
