package terrorixico

import "github.com/hauntgames/haunt/rules/engine"

// The game runs on the shared step engine (rules/engine): the work still to
// do is a stack of steps, each kind of step one rule in txRules.
//
// The rules live by concept: setup.go (the decks, the opening hands, a
// round's monster and event), turn.go (a turn's two cards, passing, the
// refill, drawing and discarding), specials.go (the ten special cards and
// trauma handed out), round.go (the monster slain: the flip, the score,
// the next round, the end).

const (
	kSetup     uint8 = iota // the decks and the trauma supply
	kOpen                   // a player's opening hand
	kRound                  // a new round: its monster and event
	kMonster                // a monster card revealed
	kEvent                  // an Event/Boss card revealed
	kBegin                  // the round's strength, then the first turn
	kTurn                   // a player's turn
	kPlay                   // a card played
	kAfter                  // after a card: the next one, or the end of the turn
	kPass                   // a player passes
	kRefill                 // the end-of-turn refill: which way
	kTrim                   // discard down to the hand limit
	kDraw                   // a card drawn (digital play: its kind is a chance)
	kDiscard                // a card discarded from the hand
	kEliminate              // a card of the hand eliminated to the waste zone
	kTrauma                 // a trauma card from the supply into a draw pile
	kNext                   // the next player's turn
	kSlay                   // the monster slain
	kFlip                   // the face-down cards turned up, in the order placed
	kName                   // at the table: what a face-down card turned up is
	kScore                  // the round scored
	kAdvantage              // Take Advantage: which trauma to whom
	kFire                   // Friendly Fire: which card
	kMimic                  // Mimic: which card to copy
	kMill                   // Last Chance: a card of the draw pile discarded
	kOmens                  // Good Omens: the rest discarded, a new hand
	kOmensDraw              // Good Omens: the new hand
	kPurge                  // an event lets a player eliminate trauma from the hand
	kReady                  // a turn's hand set: play or pass
	nSteps
)

var txRules = func() []engine.Rule[*game] {
	r := make([]engine.Rule[*game], nSteps)
	for k, x := range map[uint8]engine.Rule[*game]{
		kSetup: setupRule, kOpen: openRule, kRound: roundRule, kMonster: monsterRule, kEvent: eventRule, kBegin: beginRule,
		kTurn: turnRule, kPlay: playRule, kAfter: afterRule, kPass: passRule, kRefill: refillRule, kTrim: trimRule,
		kDraw: drawRule, kDiscard: discardRule, kEliminate: eliminateRule, kTrauma: traumaRule, kNext: nextRule,
		kSlay: slayRule, kFlip: flipRule, kName: nameRule, kScore: scoreRule, kAdvantage: advantageRule,
		kFire: fireRule, kMimic: mimicRule, kMill: millRule, kOmens: omensRule, kOmensDraw: omensDrawRule,
		kPurge: purgeRule, kReady: readyRule,
	} {
		r[k] = x
	}
	return r
}()

func setupStep() engine.Step        { return engine.Step{Kind: kSetup} }
func roundStep() engine.Step        { return engine.Step{Kind: kRound} }
func monsterStep() engine.Step      { return engine.Step{Kind: kMonster} }
func eventStep() engine.Step        { return engine.Step{Kind: kEvent} }
func slayStep() engine.Step         { return engine.Step{Kind: kSlay} }
func scoreStep() engine.Step        { return engine.Step{Kind: kScore} }
func openStep(seat int) engine.Step { return engine.Step{Kind: kOpen, Seat: int8(seat)} }

// beginStep starts the round's turns with seat.
func beginStep(seat int) engine.Step  { return engine.Step{Kind: kBegin, Seat: int8(seat)} }
func turnStep(seat int) engine.Step   { return engine.Step{Kind: kTurn, Seat: int8(seat)} }
func readyStep(seat int) engine.Step  { return engine.Step{Kind: kReady, Seat: int8(seat)} }
func playStep(seat int) engine.Step   { return engine.Step{Kind: kPlay, Seat: int8(seat)} }
func afterStep(seat int) engine.Step  { return engine.Step{Kind: kAfter, Seat: int8(seat)} }
func passStep(seat int) engine.Step   { return engine.Step{Kind: kPass, Seat: int8(seat)} }
func refillStep(seat int) engine.Step { return engine.Step{Kind: kRefill, Seat: int8(seat)} }
func trimStep(seat int) engine.Step   { return engine.Step{Kind: kTrim, Seat: int8(seat)} }
func nextStep(seat int) engine.Step   { return engine.Step{Kind: kNext, Seat: int8(seat)} }

// fireStep has seat aim the Friendly Fire card placed as seq (-1: a
// Mimic's copy, which stays).
func fireStep(seat int, seq int16) engine.Step {
	return engine.Step{Kind: kFire, Seat: int8(seat), B: seq}
}
func omensStep(seat int) engine.Step  { return engine.Step{Kind: kOmens, Seat: int8(seat)} }
func omensDraw(seat int) engine.Step  { return engine.Step{Kind: kOmensDraw, Seat: int8(seat)} }
func advantStep(seat int) engine.Step { return engine.Step{Kind: kAdvantage, Seat: int8(seat)} }
func flipStep(from int) engine.Step   { return engine.Step{Kind: kFlip, A: int16(from)} }
func nameStep(card int) engine.Step   { return engine.Step{Kind: kName, A: int16(card)} }
func drawStep(seat, n int) engine.Step {
	return engine.Step{Kind: kDraw, Seat: int8(seat), A: int16(n)}
}

// discardStep has seat discard n cards of its hand.
func discardStep(seat, n int) engine.Step {
	return engine.Step{Kind: kDiscard, Seat: int8(seat), A: int16(n)}
}

// eliminateStep has seat eliminate n cards of its hand; anyCard lets a
// trauma card go too (Good Omens), otherwise none may (the refresh).
func eliminateStep(seat, n int, anyCard bool) engine.Step {
	s := engine.Step{Kind: kEliminate, Seat: int8(seat), A: int16(n)}
	if anyCard {
		s.B = 1
	}
	return s
}

// traumaStep shuffles n trauma cards of the supply into seat's draw pile.
func traumaStep(seat, n int) engine.Step {
	return engine.Step{Kind: kTrauma, Seat: int8(seat), A: int16(n)}
}

// mimicStep has seat pick what its Mimic, board card card, copies.
func mimicStep(seat, card int) engine.Step {
	return engine.Step{Kind: kMimic, Seat: int8(seat), A: int16(card)}
}

// millStep discards n cards of seat's draw pile (Last Chance).
func millStep(seat, n int) engine.Step {
	return engine.Step{Kind: kMill, Seat: int8(seat), A: int16(n)}
}

// purgeStep lets seat eliminate up to n trauma cards of its hand.
func purgeStep(seat, n int) engine.Step {
	return engine.Step{Kind: kPurge, Seat: int8(seat), A: int16(n)}
}

func stepSeat(s engine.Step) int { return int(s.Seat) }
func nOf(s engine.Step) int      { return int(s.A) } // cards still to draw, discard, eliminate
func cardOf(s engine.Step) int   { return int(s.A) } // a board card
func anyOf(s engine.Step) bool   { return s.B == 1 } // trauma may be eliminated too
