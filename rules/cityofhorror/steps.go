package cityofhorror

import "github.com/hauntgames/haunt/rules/engine"

// The game runs on the shared step engine (rules/engine): the work still to
// do is a stack of steps, and each kind of step is one rule in cohRules. A
// step that asks nothing does its work (Do) and may push more; a step that
// waits (Ask, Answer) stops the game until a seat, or chance, answers it.
//
// The rules live by concept: setup.go (the deal and the first placement),
// round.go (movement cards, the invasion card, moving characters),
// resolve.go (the locations in order: zombie attacks, votes, sharing,
// death), end.go (the helicopter and the score). Action cards and
// character powers come later as windows opened between these steps
// (before a vote, before a move); the steps here never need to change for
// them, only gain windows in front of them.

// The kinds of step; each has its rule in cohRules and a constructor below.
const (
	// Set-up.
	kDealChar      uint8 = iota // deal one character card to a seat
	kDealActions                // deal the hands of action cards
	kDraft                      // a turn of the draft of action cards
	kSetupDraw                  // a seat draws a movement card to place a character by
	kSetupPlace                 // a seat places a character on a drawn location
	kSetupInvasion              // the 00:00 invasion card

	// A round.
	kRound    // the next hour, or the end
	kPicks    // who picks a movement card, and when
	kPick     // the secret round of movement cards
	kInvasion // the hour's invasion card
	kMoves    // every seat moves a character, in turn order
	kMove     // one seat moves a character

	// Location resolution.
	kResolve    // resolve a location, then the next
	kAttack     // a zombie attack, if its condition holds
	kVote       // the secret round of a vote
	kTie        // the first player splits a tie
	kVictim     // the loser picks which character of theirs dies
	kShareCheck // a vote for who shares the airdropped items
	kShare      // the winner hands out one item

	// Cards, powers and locations.
	kDraw        // the title of a card drawn into a hand (digital play)
	kLook        // the title of a face-down card a sharer looks at (digital play)
	kSteal       // the title of a card taken at random from a hand (digital play)
	kWindow      // anyone may play a card or a power
	kClaim       // who plays, once someone does
	kAct         // the seat that claimed a window says what it plays
	kTarget      // the targets of a card or power
	kCancel      // anyone may cancel the card just played
	kCancelWho   // who cancels
	kCancelBy    // the seat that cancels says how
	kResolvePlay // the card on top of the plays acts
	kActivate    // the seats at a location may use it, in turn order
	kUse         // a seat uses a location's effect, or not
	kPay         // what the seat gives up for it, in private
	kMarker      // where an explosion marker goes
	kFood        // a food token
	kPack        // an invasion card drawn face down (digital play)
	kKitten      // the movement card a Kitten draws
	kPriest      // anyone with a rested Priest may cancel the move just made
	kBlonde      // each rested Blonde draws a zombie

	// The end.
	kEnd     // the helicopter comes
	kHeli    // a seat pays an antidote for each living character
	kHeliDie // a seat short of antidotes says who dies
	kScore   // the score

	nKinds
)

// cohRules is every rule of the game, indexed by kind.
var cohRules = func() []engine.Rule[*game] {
	r := make([]engine.Rule[*game], nKinds)
	for k, x := range map[uint8]engine.Rule[*game]{
		kDealChar: dealCharRule, kDealActions: dealActionsRule, kDraft: draftRule, kSetupDraw: setupDrawRule,
		kSetupPlace: setupPlaceRule, kSetupInvasion: setupInvasionRule,
		kRound: roundRule, kPicks: picksRule, kPick: pickRule, kInvasion: invasionRule, kMoves: movesRule, kMove: moveRule,
		kResolve: resolveRule, kAttack: attackRule, kVote: voteRule, kTie: tieRule, kVictim: victimRule,
		kShareCheck: shareCheckRule, kShare: shareRule,
		kEnd: endRule, kHeli: heliRule, kHeliDie: heliDieRule, kScore: scoreRule,
		kDraw: drawRule, kLook: lookRule, kSteal: stealRule, kWindow: windowRule, kClaim: claimRule, kAct: actRule,
		kTarget: targetRule, kCancel: cancelRule, kCancelWho: cancelWhoRule, kCancelBy: cancelByRule, kResolvePlay: resolvePlayRule,
		kActivate: activateRule, kUse: useRule, kPay: payRule, kMarker: markerRule, kFood: foodRule, kPack: packRule,
		kKitten: kittenRule, kPriest: priestRule, kBlonde: blondeRule,
	} {
		r[k] = x
	}
	return r
}()

// Step constructors of the steps with no arguments.

func dealActionsStep() engine.Step   { return engine.Step{Kind: kDealActions} }
func setupInvasionStep() engine.Step { return engine.Step{Kind: kSetupInvasion} }
func roundStep() engine.Step         { return engine.Step{Kind: kRound} }
func picksStep() engine.Step         { return engine.Step{Kind: kPicks} }
func invasionStep() engine.Step      { return engine.Step{Kind: kInvasion} }
func movesStep() engine.Step         { return engine.Step{Kind: kMoves} }
func tieStep() engine.Step           { return engine.Step{Kind: kTie} }
func endStep() engine.Step           { return engine.Step{Kind: kEnd} }
func cancelStep() engine.Step        { return engine.Step{Kind: kCancel} }
func cancelWhoStep() engine.Step     { return engine.Step{Kind: kCancelWho} }
func resolvePlayStep() engine.Step   { return engine.Step{Kind: kResolvePlay} }
func priestStep() engine.Step        { return engine.Step{Kind: kPriest} }
func blondeStep() engine.Step        { return engine.Step{Kind: kBlonde} }
func scoreStep() engine.Step         { return engine.Step{Kind: kScore} }

// Step constructors of the steps with arguments, which they name.

// dealCharStep deals seat one character card; left counts the cards still
// to deal it, this one included.
func dealCharStep(seat, left int) engine.Step {
	return engine.Step{Kind: kDealChar, Seat: int8(seat), A: int16(left)}
}

// setupDrawStep draws seat one movement card of its own; left counts the
// cards still to draw, this one included.
func setupDrawStep(seat, left int) engine.Step {
	return engine.Step{Kind: kSetupDraw, Seat: int8(seat), A: int16(left)}
}

func setupPlaceStep(seat int) engine.Step { return engine.Step{Kind: kSetupPlace, Seat: int8(seat)} }
func moveStep(seat int) engine.Step       { return engine.Step{Kind: kMove, Seat: int8(seat)} }

// resolveStep resolves the location at place idx of the resolution order
// (0 for the board numbered 1).
func resolveStep(idx int) engine.Step { return engine.Step{Kind: kResolve, A: int16(idx)} }
func attackStep(loc int) engine.Step  { return engine.Step{Kind: kAttack, A: int16(loc)} }

// victimStep asks seat which of its characters at loc dies; wheel says the
// zombie leader chose the seat, and turns on one wedge after the meal.
func victimStep(seat, loc int, wheel bool) engine.Step {
	w := int16(0)
	if wheel {
		w = 1
	}
	return engine.Step{Kind: kVictim, Seat: int8(seat), A: int16(loc), B: w}
}
func shareCheckStep(loc int) engine.Step { return engine.Step{Kind: kShareCheck, A: int16(loc)} }

// shareStep asks seat, who won the sharing vote at loc, for the next item
// to hand out; given is the seats that already had one.
func shareStep(seat, loc int, given engine.Seats) engine.Step {
	return engine.Step{Kind: kShare, Seat: int8(seat), A: int16(loc), Set: uint32(given)}
}
func heliStep(seat int) engine.Step { return engine.Step{Kind: kHeli, Seat: int8(seat)} }

// heliDieStep asks seat which character dies for want of an antidote; need
// is how many must still die.
func heliDieStep(seat, need int) engine.Step {
	return engine.Step{Kind: kHeliDie, Seat: int8(seat), A: int16(need)}
}

// drawStep draws seat left cards, in digital play.
func drawStep(seat, left int) engine.Step {
	return engine.Step{Kind: kDraw, Seat: int8(seat), A: int16(left)}
}

// lookStep turns up the face-down cards at loc for seat, the sharer.
func lookStep(seat, loc int) engine.Step {
	return engine.Step{Kind: kLook, Seat: int8(seat), A: int16(loc)}
}

// stealStep: thief takes a card at random from seat from.
func stealStep(thief, from int) engine.Step {
	return engine.Step{Kind: kSteal, Seat: int8(thief), B: int16(from)}
}

// windowStep opens the window of moment m (wStart...) at loc.
func windowStep(m, loc int) engine.Step {
	return engine.Step{Kind: kWindow, A: int16(loc), B: int16(m)}
}

// claimStep asks who plays in window m at loc.
func claimStep(m, loc int) engine.Step {
	return engine.Step{Kind: kClaim, A: int16(loc), B: int16(m)}
}

// actStep asks seat, who claimed window m at loc, what it plays.
func actStep(seat, m, loc int) engine.Step {
	return engine.Step{Kind: kAct, Seat: int8(seat), A: int16(loc), B: int16(m)}
}

// targetStep asks seat for target number stage of item (a card, a power
// or a location; see itemPower); first is the target chosen at stage 0.
func targetStep(seat, item, stage, first int) engine.Step {
	return engine.Step{Kind: kTarget, Seat: int8(seat), C: int16(item), D: int16(stage), E: int16(first)}
}

func cancelByStep(seat int) engine.Step { return engine.Step{Kind: kCancelBy, Seat: int8(seat)} }
func activateStep(loc int) engine.Step  { return engine.Step{Kind: kActivate, A: int16(loc)} }
func useStep(seat, loc int) engine.Step {
	return engine.Step{Kind: kUse, Seat: int8(seat), A: int16(loc)}
}
func payStep(seat, loc int) engine.Step {
	return engine.Step{Kind: kPay, Seat: int8(seat), A: int16(loc)}
}
func markerStep(seat int) engine.Step { return engine.Step{Kind: kMarker, Seat: int8(seat)} }

// foodStep gives seat a food token: slot -1 a face-down one, slot >= 0
// the seat's pick of the face-up ones (or the truck). Seat -1 turns a
// token up into the empty face-up slot.
func foodStep(seat, slot int) engine.Step {
	return engine.Step{Kind: kFood, Seat: int8(seat), B: int16(slot)}
}
func packStep(hour int) engine.Step { return engine.Step{Kind: kPack, A: int16(hour)} }
func kittenStep(seat, loc int) engine.Step {
	return engine.Step{Kind: kKitten, Seat: int8(seat), A: int16(loc)}
}

// Accessors: what a step's arguments are, by name.

func stepSeat(s engine.Step) int         { return int(s.Seat) } // who is dealt, draws, moves, loses or shares
func leftOf(s engine.Step) int           { return int(s.A) }    // cards still to deal or draw
func locOf(s engine.Step) int            { return int(s.A) }    // a location, by content index
func idxOf(s engine.Step) int            { return int(s.A) }    // a place in the resolution order
func byWheel(s engine.Step) bool         { return s.B != 0 }    // the zombie leader chose the victim
func givenOf(s engine.Step) engine.Seats { return engine.Seats(s.Set) }
func needOf(s engine.Step) int           { return int(s.A) } // characters still to die
func victimOf(s engine.Step) int         { return int(s.B) } // the seat stolen from
func momentOf(s engine.Step) int         { return int(s.B) } // a window's moment
func itemOf(s engine.Step) int           { return int(s.C) } // a card, power or location played
func stageOf(s engine.Step) int          { return int(s.D) } // which target is asked
func firstOf(s engine.Step) int          { return int(s.E) } // the first target, once chosen
func slotOf(s engine.Step) int           { return int(s.B) } // a food token's slot
func hourOf(s engine.Step) int           { return int(s.A) } // an invasion card's hour
