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
// initiative order, moves, the end of a turn), search.go (the reward deck
// and the Search of a room or an exit).

// The kinds of step; each has its rule in hhRules and a constructor below.
const (
	// Set-up.
	kStartRoom uint8 = iota // which starting room card, and which face, lies in a corner
	kDeal                   // which participant a seat is dealt
	kPlace                  // a seat puts its participant on a free starting room
	kKiller                 // the Killer's first room: placed, or asked of a seat
	kKillerAt               // a seat picks the Killer's first room

	// A turn.
	kTurn    // the next turn, or the safety end
	kActions // the secret round of action cards
	kResolve // the action of the seat at a place of the initiative order, then the next
	kMove    // a participant moves one room
	kReveal  // the room card under a face-down room entered
	kCombat  // an Attack or Escape (not in these rules yet)
	kSearch  // a Search: of the room, or of an exit
	kDraw    // one reward card of a Search
	kFound   // what the cards drawn give
	kEndTurn // escapes end the game; the First Player card passes

	nKinds
)

// hhRules is every rule of the game, indexed by kind.
var hhRules = func() []engine.Rule[*game] {
	r := make([]engine.Rule[*game], nKinds)
	for k, x := range map[uint8]engine.Rule[*game]{
		kStartRoom: startRoomRule, kDeal: dealRule, kPlace: placeRule, kKiller: killerRule, kKillerAt: killerAtRule,
		kTurn: turnRule, kActions: actionsRule, kResolve: resolveRule, kMove: moveRule, kReveal: revealRule,
		kCombat: combatRule, kSearch: searchRule, kDraw: drawRule, kFound: foundRule, kEndTurn: endTurnRule,
	} {
		r[k] = x
	}
	return r
}()

// Step constructors of the steps with no arguments.

func killerStep() engine.Step   { return engine.Step{Kind: kKiller} }
func killerAtStep() engine.Step { return engine.Step{Kind: kKillerAt} }
func turnStep() engine.Step     { return engine.Step{Kind: kTurn} }
func endTurnStep() engine.Step  { return engine.Step{Kind: kEndTurn} }

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
// participant enters.
func revealStep(seat, cell int) engine.Step {
	return engine.Step{Kind: kReveal, Seat: int8(seat), A: int16(cell)}
}

// combatStep is seat's combat card act (actAttack or actEscape).
func combatStep(seat, act int) engine.Step {
	return engine.Step{Kind: kCombat, Seat: int8(seat), A: int16(act)}
}

func searchStep(seat int) engine.Step { return engine.Step{Kind: kSearch, Seat: int8(seat)} }

// drawStep draws one reward card for seat's Search; left counts the cards
// still to draw, this one included.
func drawStep(seat, left int) engine.Step {
	return engine.Step{Kind: kDraw, Seat: int8(seat), A: int16(left)}
}

func foundStep(seat int) engine.Step { return engine.Step{Kind: kFound, Seat: int8(seat)} }

// Accessors: what a step's arguments are, by name.

func stepSeat(s engine.Step) int { return int(s.Seat) } // who is dealt, places, moves, searches
func cornerOf(s engine.Step) int { return int(s.A) }    // an index of static.corners
func idxOf(s engine.Step) int    { return int(s.A) }    // a place of the initiative order
func actOf(s engine.Step) int    { return int(s.A) }    // an action card
func cellOf(s engine.Step) int   { return int(s.A) }    // a cell of the grid
func leftOf(s engine.Step) int   { return int(s.A) }    // cards still to draw
