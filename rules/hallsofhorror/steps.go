package hallsofhorror

import "github.com/hauntgames/haunt/rules/engine"

// The game runs on the shared step engine (rules/engine): the work still to
// do is a stack of steps, and each kind of step is one rule in hhRules. A
// step that asks nothing does its work (Do) and may push more; a step that
// waits (Ask, Answer) stops the game until a seat, or chance, answers it.
//
// The rules live by concept: setup.go (the starting rooms, the
// participants, the Killer), deck.go (the room deck: a face-down room
// turned up), turn.go (the secret choice of actions, their resolution in
// initiative order, moves, the end of a turn), search.go (the reward deck,
// the Search of a room, a puzzle or an exit), gifts.go (gift tokens and
// bodies), combat.go (dice, Resolve, results, escapes), locks.go (locking
// rooms) and mc.go (the Master of the Ceremony phase and the Killer).

// The kinds of step; each has its rule in hhRules and a constructor below.
const (
	// Set-up.
	kStartRoom uint8 = iota // which starting room card, and which face, lies in a corner
	kDeal                   // which participant a seat is dealt
	kPlace                  // a seat puts its participant on a free starting room
	kKiller                 // the Killer's first room: placed, or asked of a seat
	kKillerAt               // a seat picks the Killer's first room

	// A turn.
	kTurn       // the next turn
	kActions    // the secret round of action cards
	kResolve    // the action of the seat at a place of the initiative order, then the next
	kMove       // a participant moves one room
	kReveal     // the room card under a face-down room entered (or turned up by an MC card)
	kResolved   // the action resolution phase ends: escapes win, puzzle rooms lock their entrants in
	kEndTurn    // the First Player card (and the MC card) pass
	kSearch     // a Search: what it can do
	kSearchHow  // which Search, when several are possible
	kDraw       // one reward card of a Search
	kMore       // Resolve spent on a Search's cards
	kFound      // what the cards drawn give
	kGift       // the gift token picked up
	kFight      // the combat of a room
	kWeapon     // an attacker declares a weapon
	kRoll       // a party's dice
	kRerolls    // who decides on Resolve next
	kDecide     // a party spends Resolve or accepts
	kReroll     // failed dice re-rolled
	kAcrobatic  // Zoe's escape dice
	kForced     // a success re-rolled (Panic, Quarterback)
	kOutcome    // the combat's result dealt out
	kFightDone  // the combat tray cleared
	kStun       // a Killer left alone is stunned
	kEscape     // an escaper picks a room
	kMCPhase    // the Master of the Ceremony phase
	kLocks      // a seat's rooms to lock
	kLockAt     // a room locked
	kMCDraw     // the MC cards drawn
	kMCCard     // one MC card drawn: from under the deck, or by chance
	kMCCardAsk  // one MC card drawn from the shuffled deck
	kMCPick     // the MC plays one
	kMCPlay     // the card's text, then its symbols
	kMCDone     // the card discarded
	kSymbols    // a Killer symbol spent
	kGiftAt     // a gift token placed
	kCharge     // the Killer charges
	kPassage    // the Killer comes out of a secret passage
	kRefill     // a room refilled
	kLoseAmmo   // ammo discarded
	kLoseAmmoAt // which ammo discarded
	kRevealPick // a face-down room turned up by an MC card

	nKinds
)

// hhRules is every rule of the game, indexed by kind.
var hhRules = func() []engine.Rule[*game] {
	r := make([]engine.Rule[*game], nKinds)
	for k, x := range map[uint8]engine.Rule[*game]{
		kStartRoom: startRoomRule, kDeal: dealRule, kPlace: placeRule, kKiller: killerRule, kKillerAt: killerAtRule,
		kTurn: turnRule, kActions: actionsRule, kResolve: resolveRule, kMove: moveRule, kReveal: revealRule,
		kResolved: resolvedRule, kEndTurn: endTurnRule,
		kSearch: searchRule, kSearchHow: searchHowRule, kDraw: drawRule, kMore: moreRule, kFound: foundRule, kGift: giftRule,
		kFight: fightRule, kWeapon: weaponRule, kRoll: rollRule, kRerolls: rerollsRule, kDecide: decideRule,
		kReroll: rerollRule, kAcrobatic: acrobaticRule, kForced: forcedRule, kOutcome: outcomeRule,
		kFightDone: fightDoneRule, kStun: stunRule, kEscape: escapeRule,
		kMCPhase: mcPhaseRule, kLocks: locksRule, kLockAt: lockAtRule, kMCDraw: mcDrawRule, kMCCard: mcCardRule, kMCCardAsk: mcCardAskRule,
		kMCPick: mcPickRule, kMCPlay: mcPlayRule, kMCDone: mcDoneRule, kSymbols: symbolsRule, kGiftAt: giftAtRule,
		kCharge: chargeRule, kPassage: passageRule, kRefill: refillRule, kLoseAmmo: loseAmmoRule,
		kLoseAmmoAt: loseAmmoAskRule, kRevealPick: revealPickRule,
	} {
		r[k] = x
	}
	return r
}()

// Step constructors of the steps with no arguments.

func killerStep() engine.Step    { return engine.Step{Kind: kKiller} }
func killerAtStep() engine.Step  { return engine.Step{Kind: kKillerAt} }
func turnStep() engine.Step      { return engine.Step{Kind: kTurn} }
func resolvedStep() engine.Step  { return engine.Step{Kind: kResolved} }
func endTurnStep() engine.Step   { return engine.Step{Kind: kEndTurn} }
func rerollsStep() engine.Step   { return engine.Step{Kind: kRerolls} }
func outcomeStep() engine.Step   { return engine.Step{Kind: kOutcome} }
func fightDoneStep() engine.Step { return engine.Step{Kind: kFightDone} }
func mcPhaseStep() engine.Step   { return engine.Step{Kind: kMCPhase} }
func mcDrawStep() engine.Step    { return engine.Step{Kind: kMCDraw} }
func mcDoneStep() engine.Step    { return engine.Step{Kind: kMCDone} }

// Step constructors of the steps with arguments, which they name.

// startRoomStep turns up the starting room of corner number corner (an
// index of static.corners).
func startRoomStep(corner int) engine.Step { return engine.Step{Kind: kStartRoom, A: int16(corner)} }

func dealStep(seat int) engine.Step  { return engine.Step{Kind: kDeal, Seat: int8(seat)} }
func placeStep(seat int) engine.Step { return engine.Step{Kind: kPlace, Seat: int8(seat)} }

// actionsStep starts the secret round of action cards for the seats who
// pick.
func actionsStep(pickers engine.Seats) engine.Step { return engine.RoundStep(kActions, pickers) }

// resolveStep resolves the action at place idx of this turn's initiative
// order (0 for the first player).
func resolveStep(idx int) engine.Step { return engine.Step{Kind: kResolve, A: int16(idx)} }

// moveStep moves seat's participant by move card act (actUp...).
func moveStep(seat, act int) engine.Step {
	return engine.Step{Kind: kMove, Seat: int8(seat), A: int16(act)}
}

// revealStep turns up the face-down room at cell, which seat's
// participant enters (-1: nobody enters, an MC card turns it up).
func revealStep(seat, cell int) engine.Step {
	return engine.Step{Kind: kReveal, Seat: int8(seat), A: int16(cell)}
}

func searchStep(seat int) engine.Step    { return engine.Step{Kind: kSearch, Seat: int8(seat)} }
func searchHowStep(seat int) engine.Step { return engine.Step{Kind: kSearchHow, Seat: int8(seat)} }
func moreStep(seat int) engine.Step      { return engine.Step{Kind: kMore, Seat: int8(seat)} }
func foundStep(seat int) engine.Step     { return engine.Step{Kind: kFound, Seat: int8(seat)} }
func giftStep(seat int) engine.Step      { return engine.Step{Kind: kGift, Seat: int8(seat)} }

// drawStep draws one reward card for seat's Search; left counts the cards
// still to draw, this one included.
func drawStep(seat, left int) engine.Step {
	return engine.Step{Kind: kDraw, Seat: int8(seat), A: int16(left)}
}

// fightStep resolves the combat of the room at cell.
func fightStep(cell int) engine.Step { return engine.Step{Kind: kFight, A: int16(cell)} }

// The steps of a combat name a party by its index in fight.parties.
func weaponStep(party int) engine.Step    { return engine.Step{Kind: kWeapon, A: int16(party)} }
func rollStep(party int) engine.Step      { return engine.Step{Kind: kRoll, A: int16(party)} }
func decideStep(party int) engine.Step    { return engine.Step{Kind: kDecide, A: int16(party)} }
func acrobaticStep(party int) engine.Step { return engine.Step{Kind: kAcrobatic, A: int16(party)} }

// rerollStep re-rolls dice failed dice of party.
func rerollStep(party, dice int) engine.Step {
	return engine.Step{Kind: kReroll, A: int16(party), B: int16(dice)}
}

// forcedStep re-rolls one success of party: by Panic (by -1) or by the
// Quarterback of party by.
func forcedStep(party, by int) engine.Step {
	return engine.Step{Kind: kForced, A: int16(party), B: int16(by)}
}

func stunStep(cell int) engine.Step   { return engine.Step{Kind: kStun, A: int16(cell)} }
func escapeStep(seat int) engine.Step { return engine.Step{Kind: kEscape, Seat: int8(seat)} }

func locksStep(seat int) engine.Step   { return engine.Step{Kind: kLocks, Seat: int8(seat)} }
func lockAtStep(seat int) engine.Step  { return engine.Step{Kind: kLockAt, Seat: int8(seat)} }
func mcPickStep(seat int) engine.Step  { return engine.Step{Kind: kMCPick, Seat: int8(seat)} }
func mcPlayStep(seat int) engine.Step  { return engine.Step{Kind: kMCPlay, Seat: int8(seat)} }
func symbolsStep(seat int) engine.Step { return engine.Step{Kind: kSymbols, Seat: int8(seat)} }
func giftAtStep(seat int) engine.Step  { return engine.Step{Kind: kGiftAt, Seat: int8(seat)} }
func passageStep(seat int) engine.Step { return engine.Step{Kind: kPassage, Seat: int8(seat)} }
func refillStep(seat int) engine.Step  { return engine.Step{Kind: kRefill, Seat: int8(seat)} }
func revealPickStep(seat int) engine.Step {
	return engine.Step{Kind: kRevealPick, Seat: int8(seat)}
}

// mcCardStep draws one MC card for seat; left counts the cards still to
// draw, this one included.
func mcCardStep(seat, left int) engine.Step {
	return engine.Step{Kind: kMCCard, Seat: int8(seat), A: int16(left)}
}

func mcCardAskStep(seat, left int) engine.Step {
	return engine.Step{Kind: kMCCardAsk, Seat: int8(seat), A: int16(left)}
}

// chargeStep has seat charge the Killer up to run rooms.
func chargeStep(seat, run int) engine.Step {
	return engine.Step{Kind: kCharge, Seat: int8(seat), A: int16(run)}
}

// loseAmmoStep has seat discard run ammo tokens; loseAmmoAskStep asks
// which kind.
func loseAmmoStep(seat, run int) engine.Step {
	return engine.Step{Kind: kLoseAmmo, Seat: int8(seat), A: int16(run)}
}

func loseAmmoAskStep(seat, run int) engine.Step {
	return engine.Step{Kind: kLoseAmmoAt, Seat: int8(seat), A: int16(run)}
}

// Accessors: what a step's arguments are, by name.

func stepSeat(s engine.Step) int { return int(s.Seat) } // who is dealt, places, moves, searches
func cornerOf(s engine.Step) int { return int(s.A) }    // an index of static.corners
func idxOf(s engine.Step) int    { return int(s.A) }    // a place of the initiative order
func actOf(s engine.Step) int    { return int(s.A) }    // an action card
func cellOf(s engine.Step) int   { return int(s.A) }    // a cell of the grid
func leftOf(s engine.Step) int   { return int(s.A) }    // cards still to draw
func partyOf(s engine.Step) int  { return int(s.A) }    // a party of the combat
func diceOf(s engine.Step) int   { return int(s.B) }    // dice re-rolled
func byOf(s engine.Step) int     { return int(s.B) }    // the party forcing a re-roll, -1 Panic
func runOf(s engine.Step) int    { return int(s.A) }    // rooms to charge, tokens to discard
