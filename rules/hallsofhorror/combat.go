package hallsofhorror

// fight is the combat under way in one room (rulebook 5.2.3): its parties
// in initiative order, the Killer last.
type fight struct {
	cell    int8
	n       int8
	parties [maxParties]party
}

// party is one side of a combat: a participant's seat, or -1 for the
// Killer.
type party struct {
	seat      int8
	act       int8 // actAttack or actEscape; the Killer always attacks
	weapon    int8 // item index of the weapon declared, -1 the basic attack
	low       int8 // a die succeeds from this face up
	dice      int8
	damage    int8 // full damage of the attack
	succ      int8
	rolled    bool
	passed    bool // has accepted the result as it stands
	noMore    bool // Panic took a success: no more Resolve this round
	panicked  bool // Panic's forced re-roll is done
	firstUsed bool // the first Resolve token (any failed dice) is spent
	acroUsed  bool
}
