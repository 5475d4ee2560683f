package terrorixico

import "github.com/hauntgames/haunt/rules"

// The rules' editions. The second follows the rulebook where the first
// did not: the Reshuffle holds whenever a discard pile grows (the first
// checked it only after a draw or a discard from the hand, so a draw pile
// at 0 never took back a Friendly Fire or an Equality knocked out); every
// hand is set to the round's limit at the start of each turn (the first
// set it only at the refill); and Equality, Strength and Mimic stay out
// of an empty frontline face down too (the first kept them out face up
// only). Saves made before the option existed play the first, so that
// every answer they hold stays legal and they replay as they were played.
const optEdition = "edition"

var editionOption = rules.Option{
	Name: optEdition, Default: "2", Before: "1", Values: []string{"2", "1"},
	Help: "rules edition: 2 follows the rulebook on reshuffles, hand size and empty lines; 1, the first, is how older saves play",
}
