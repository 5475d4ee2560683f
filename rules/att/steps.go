package att

import "github.com/hauntgames/haunt/rules/engine"

// The game runs on the shared step engine (rules/engine): the work still to
// do is a stack of steps, and each kind of step is one rule in attRules. A
// step that asks nothing does its work (Do) and may push more; a step that
// waits (Ask, Answer) stops the game until a seat, or chance, answers it.
// A waiting step that has nothing to ask is done and dropped.
//
// The rules live by concept: setup.go (the set-up and the Map), turn.go (a
// turn, its locations and the round's end), encounter.go (the dice, the
// cards and failing), trading.go (the Trading Post, steals and trades),
// helpers.go (Achievements), table.go (typed answers and adjustments).
// A rule whose answers concern something on the board says what (Touch,
// built from the answer's Arg); touch.go names the places that are not
// locations.

// The kinds of step; each has its rule in attRules and a constructor below.
const (
	// Set-up and rounds.
	kChar       uint8 = iota // a seat picks a character
	kTT                      // draw the Expedition track's tokens
	kFeatTop                 // turn the top Feat card face up
	kSwagSlot                // refill a Trading Post slot, if it is empty
	kDealSwag                // deal a Swag card to a slot
	kFeatDraw                // a seat draws Feat cards
	kDrawFeat                // the Feat card drawn
	kStartGame               // tokens, the Map, obsessions
	kRoundStart              // a round begins
	kMap                     // the Map holder keeps it or passes it
	kTurnsStart              // the first turn of a round

	// A turn.
	kNextTurn     // the next seat's turn, or the round's end
	kRiverboat    // the Riverboat deals when the river is empty
	kDeal         // deal an encounter to a location
	kAfterDeal    // the game ends if nothing was dealt
	kExplorePhase // the foreshadowed encounter, or the choice of location
	kExplore      // explore which location
	kAction       // a location's action
	kGorge        // the Ghastly Gorge: discard to redraw
	kChateauTake  // the Sinister Chateau: the token taken
	kBankReturn   // the solo Chateau: the token returned
	kDesperation  // the desperate act, if affordable
	kDesperate    // take the desperate act or roll
	kEncounter    // the dice pool
	kPool         // cards before the roll
	kRoll         // one die of a roll
	kTray         // the dice rolled: re-roll, cards, spends
	kMark         // the dice of a focused re-roll
	kSetDie       // a card sets a die: which one
	kBumpDie      // a card raises a die: which one
	kPickFace     // the face the set die shows
	kEncounterEnd // the dice go back
	kTerrible     // a failed encounter: rescues or the Map
	kRescue       // a seat may rescue the current player
	kMapSave      // solo: spend the Map
	kFail         // the Terrible Thing is unleashed
	kTTGive       // a foreshadowed player hands over a Terrible Thing
	kEndTurn      // the next turn, or the solo round's end
	kRoundEnd     // the round's end
	kForget       // solo: forget secrets
	kSoloRoundEnd // solo: the Rumours leave, the score is checked
	kAchCheck     // an Achievement several seats outdo its holder for
	kAchTie       // the current player says who takes it

	// The Trading Post and the Lost Charter's interrupts.
	kPostPhase   // go to the Trading Post
	kPost        // buy, swap, refresh
	kRefreshPick // the slots a paid refresh replaces
	kRefill      // deal the empty slots
	kRefresh     // draw back up to a full hand
	kRefreshEnd  // Swag ready, re-rolls back, obsessions
	kSteal       // a steal card: which token
	kOfferTo     // a trade card: to whom
	kOffer       // build the offer
	kAnswerOffer // the other seat accepts or refuses

	nKinds
)

// attRules is every rule of the game, indexed by kind.
var attRules = func() []engine.Rule[*game] {
	r := make([]engine.Rule[*game], nKinds)
	for k, x := range map[uint8]engine.Rule[*game]{
		kChar: charRule, kTT: ttRule, kFeatTop: featTopRule, kSwagSlot: swagSlotRule, kDealSwag: dealSwagRule,
		kFeatDraw: featDrawRule, kDrawFeat: drawFeatRule, kStartGame: startGameRule, kRoundStart: roundStartRule,
		kMap: mapRule, kTurnsStart: turnsStartRule,
		kNextTurn: nextTurnRule, kRiverboat: riverboatRule, kDeal: dealRule, kAfterDeal: afterDealRule,
		kExplorePhase: explorePhaseRule, kExplore: exploreRule, kAction: actionRule, kGorge: gorgeRule,
		kChateauTake: chateauTakeRule, kBankReturn: bankReturnRule, kDesperation: desperationRule, kDesperate: desperateRule,
		kEncounter: encounterRule, kPool: poolRule, kRoll: rollRule, kTray: trayRule, kMark: markRule,
		kSetDie: setDieRule, kBumpDie: bumpDieRule, kPickFace: pickFaceRule, kEncounterEnd: encounterEndRule,
		kTerrible: terribleRule, kRescue: rescueRule, kMapSave: mapSaveRule, kFail: failRule, kTTGive: ttGiveRule,
		kEndTurn: endTurnRule, kRoundEnd: roundEndRule, kForget: forgetRule, kSoloRoundEnd: soloRoundEndRule,
		kAchCheck: achCheckRule, kAchTie: achTieRule,
		kPostPhase: postPhaseRule, kPost: postRule, kRefreshPick: refreshPickRule, kRefill: refillRule,
		kRefresh: refreshRule, kRefreshEnd: refreshEndRule, kSteal: stealRule, kOfferTo: offerToRule,
		kOffer: offerRule, kAnswerOffer: answerOfferRule,
	} {
		r[k] = x
	}
	return r
}()

// Step constructors of the steps with no arguments.

func ttStep() engine.Step           { return engine.Step{Kind: kTT} }
func featTopStep() engine.Step      { return engine.Step{Kind: kFeatTop} }
func startGameStep() engine.Step    { return engine.Step{Kind: kStartGame} }
func roundStartStep() engine.Step   { return engine.Step{Kind: kRoundStart} }
func mapStep() engine.Step          { return engine.Step{Kind: kMap} }
func turnsStartStep() engine.Step   { return engine.Step{Kind: kTurnsStart} }
func nextTurnStep() engine.Step     { return engine.Step{Kind: kNextTurn} }
func riverboatStep() engine.Step    { return engine.Step{Kind: kRiverboat} }
func afterDealStep() engine.Step    { return engine.Step{Kind: kAfterDeal} }
func explorePhaseStep() engine.Step { return engine.Step{Kind: kExplorePhase} }
func exploreStep() engine.Step      { return engine.Step{Kind: kExplore} }
func chateauTakeStep() engine.Step  { return engine.Step{Kind: kChateauTake} }
func desperationStep() engine.Step  { return engine.Step{Kind: kDesperation} }
func desperateStep() engine.Step    { return engine.Step{Kind: kDesperate} }
func encounterStep() engine.Step    { return engine.Step{Kind: kEncounter} }
func poolStep() engine.Step         { return engine.Step{Kind: kPool} }
func rollStep() engine.Step         { return engine.Step{Kind: kRoll} }
func trayStep() engine.Step         { return engine.Step{Kind: kTray} }
func markStep() engine.Step         { return engine.Step{Kind: kMark} }
func setDieStep() engine.Step       { return engine.Step{Kind: kSetDie} }
func encounterEndStep() engine.Step { return engine.Step{Kind: kEncounterEnd} }
func terribleStep() engine.Step     { return engine.Step{Kind: kTerrible} }
func mapSaveStep() engine.Step      { return engine.Step{Kind: kMapSave} }
func failStep() engine.Step         { return engine.Step{Kind: kFail} }
func endTurnStep() engine.Step      { return engine.Step{Kind: kEndTurn} }
func roundEndStep() engine.Step     { return engine.Step{Kind: kRoundEnd} }
func forgetStep() engine.Step       { return engine.Step{Kind: kForget} }
func soloRoundEndStep() engine.Step { return engine.Step{Kind: kSoloRoundEnd} }
func postPhaseStep() engine.Step    { return engine.Step{Kind: kPostPhase} }
func postStep() engine.Step         { return engine.Step{Kind: kPost} }
func refreshPickStep() engine.Step  { return engine.Step{Kind: kRefreshPick} }
func refillStep() engine.Step       { return engine.Step{Kind: kRefill} }
func refreshStep() engine.Step      { return engine.Step{Kind: kRefresh} }
func refreshEndStep() engine.Step   { return engine.Step{Kind: kRefreshEnd} }
func stealStep() engine.Step        { return engine.Step{Kind: kSteal} }
func offerToStep() engine.Step      { return engine.Step{Kind: kOfferTo} }
func offerStep() engine.Step        { return engine.Step{Kind: kOffer} }
func answerOfferStep() engine.Step  { return engine.Step{Kind: kAnswerOffer} }

// Step constructors of the steps with arguments, which they name.

func charStep(seat int) engine.Step     { return engine.Step{Kind: kChar, Seat: int8(seat)} }
func swagSlotStep(slot int) engine.Step { return engine.Step{Kind: kSwagSlot, A: int16(slot)} }
func dealSwagStep(slot int) engine.Step { return engine.Step{Kind: kDealSwag, A: int16(slot)} }

// featDrawStep draws n Feat cards for seat; drawFeatStep asks for the
// first of them.
func featDrawStep(seat, n int) engine.Step {
	return engine.Step{Kind: kFeatDraw, Seat: int8(seat), A: int16(n)}
}
func drawFeatStep(seat, n int) engine.Step {
	return engine.Step{Kind: kDrawFeat, Seat: int8(seat), A: int16(n)}
}
func dealStep(loc int) engine.Step   { return engine.Step{Kind: kDeal, A: int16(loc)} }
func actionStep(loc int) engine.Step { return engine.Step{Kind: kAction, A: int16(loc)} }
func gorgeStep(discarded int) engine.Step {
	return engine.Step{Kind: kGorge, A: int16(discarded)}
}
func bankReturnStep(took int) engine.Step { return engine.Step{Kind: kBankReturn, A: int16(took)} }
func bumpDieStep(by int) engine.Step      { return engine.Step{Kind: kBumpDie, A: int16(by)} }
func pickFaceStep(die int) engine.Step    { return engine.Step{Kind: kPickFace, A: int16(die)} }
func rescueStep(rescuer int) engine.Step  { return engine.Step{Kind: kRescue, Seat: int8(rescuer)} }
func ttGiveStep(from, to int) engine.Step {
	return engine.Step{Kind: kTTGive, Seat: int8(from), A: int16(to)}
}
func achCheckStep(ach int) engine.Step { return engine.Step{Kind: kAchCheck, A: int16(ach)} }
func achTieStep(ach int) engine.Step   { return engine.Step{Kind: kAchTie, A: int16(ach)} }

// Accessors: what a step's arguments are, by name.

func stepSeat(s engine.Step) int  { return int(s.Seat) } // who picks, draws, rescues or hands over
func slotOf(s engine.Step) int    { return int(s.A) }    // a Trading Post slot
func cardsLeft(s engine.Step) int { return int(s.A) }    // Feat cards still to draw
func locOf(s engine.Step) int     { return int(s.A) }    // a location
func discarded(s engine.Step) int { return int(s.A) }    // Feat cards discarded at the Gorge so far
func tookRes(s engine.Step) int   { return int(s.A) }    // the resource taken from the bank
func bumpBy(s engine.Step) int    { return int(s.A) }    // how much a die goes up
func dieOf(s engine.Step) int     { return int(s.A) }    // a die of the tray
func giveTo(s engine.Step) int    { return int(s.A) }    // who takes the Terrible Thing
func achOf(s engine.Step) int     { return int(s.A) }    // an Achievement

// Answer arguments: an answer passes what it needs through its Arg. Most
// are an index (a card, a seat, a die); those that pick among several
// things pack an operation and a value.

// argNone is the answer that takes nothing: "done", "skip", "keep", "pass".
const argNone = -1

// argTyped is a free answer naming a card typed by its values (table
// mode): the answer reads the text again to add the card to the game.
const argTyped = -2

func opArg(op, x int) int         { return op<<16 | (x & 0xffff) }
func argOp(arg int) int           { return arg >> 16 }
func argVal(arg int) int          { return int(int16(arg & 0xffff)) }
func seatRes(s, r int) int        { return s*nRes + r }
func argSeatRes(a int) (int, int) { return a / nRes, a % nRes }
