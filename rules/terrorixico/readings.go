package terrorixico

// Readings: where the rulebook is silent or ambiguous, these rules take the
// reading that gives every sentence a use. The rules reminder should carry
// them.
//
//   - Setup: seat 0 is the first player (the table seats itself by the
//     rulebook's criteria). The trauma supply is 12/16/20 cards drawn at
//     random from the 20: each trauma card taken is a chance over the
//     values not yet taken.
//   - "Apply all effects or otherwise give 1 Trauma Card to each player":
//     an Event/Boss card's instructions are applied as it is read; an
//     instruction that cannot be carried out (a monster or event to add
//     when none is left) gives every player one trauma card instead. Cards
//     whose instruction is to hand out trauma say so (trauma_all).
//   - At the table a monster or Event/Boss card may be typed by what the
//     real card shows. It names a card still in the pile, by ID or name
//     (an Event/Boss card by its printed number too): that card leaves the
//     pile, and for the rest of the game the typed values are its values
//     (requirements, trauma, points, type, instructions), since the names
//     are real and the values a house deck. A card typed with a name the
//     pile does not know, or with its values alone, is a card not yet
//     seen: it takes the place of the last card still in the pile, under
//     the name typed ("Untitled" for none), and answers to that name.
//   - Several events in the fight: a pass or an invalid special costs the
//     sum of their trauma; first place moves on the monster track by the
//     largest move an event gives (1 by default).
//   - A relic goes only into its own kind's line, face up or face down. A
//     special goes into any line; Trickery and Last Chance take the kind of
//     the line they go into. A trauma card may go face down into any line
//     (it counts toward the two face-down cards of that line).
//   - Face-down cards count nothing until the monster is slain, so they
//     never complete a line. One card a turn at most goes face down.
//   - The monster is slain the moment every line holds its relics, even
//     if the turn's second card is not played yet; the player still
//     refills. A player who can play a first card but not a second ends
//     the turn without passing.
//   - Passing is for one turn: the player takes the events' trauma into
//     the draw pile, refills as after any turn, scores no second place this
//     round, and still plays later turns. When every player passes in a row
//     the monsters beat them all: nobody scores, the monster and event
//     cards leave the game, face-down cards are turned up without effect
//     and all cards go back to their owners, and the first player to pass
//     starts the next round.
//   - The refill: draw 3 (or eliminate a non-trauma card and draw 4), then
//     discard down to the round's hand limit: one card after a turn of two
//     cards, as the rulebook says, and the same rule after a pass, a single
//     card played, or a special that changed the hand.
//   - Reshuffle: whenever a draw pile holds 5 cards or fewer, its owner's
//     discard pile is shuffled into it: checked whenever a draw pile
//     shrinks or a discard pile grows (a card discarded from the hand, a
//     Friendly Fire after use, an Equality or a Strength that no longer
//     stands, the round's cards back from the frontlines), and before any
//     draw. The first edition checked only after a draw, a discard from
//     the hand and the end of a round.
//   - Hand Size: "must have 5 cards at the start of each turn, unless an
//     event says otherwise": each turn starts by drawing up to the
//     round's hand limit or discarding down to it (the player picks the
//     cards), whatever made the hand short or long (an event that lowers
//     the limit, a trauma eliminated at the round's start, a face-down
//     Take Advantage given from the hand). The first edition set hands
//     only at the refill.
//   - Contribution ("most relics", "least relics points") is the relics a
//     player's cards count for, each doubled by its line's Strength.
//   - First-place ties: every tied player scores first place; the tied
//     player whose card was placed last keeps the cards and moves on the
//     monster track, and the next round starts left of them.
//   - Face-down trauma goes to the player with the fewest relics this round
//     (any player, passed or not); a tie for fewest eliminates it from the
//     game (into the waste zone of the player who played it).
//   - A trauma card played face up on a relic goes to the discard pile of
//     the player who played it; the relic to its owner's.
//   - Invalid specials: a special played face up whose effect has nothing to
//     act on (Take Advantage with no trauma in hand and none on the
//     scoreboard; Friendly Fire with no other player's face-up card in the
//     battle zone; Good Omens with fewer than 3 other cards in hand) may be
//     played; it does nothing and its player takes the events' trauma.
//     Equality, Strength and Mimic are simply not offered where they cannot
//     go (an empty line, a line already complete, nothing to copy), face
//     down as well as face up: a line is empty when no card lies in it
//     face up (face-down cards count for nothing until turned up), and a
//     Mimic face down needs a face-up card its owner could copy. At the
//     table, a card played face down where they could not go is not named
//     as one of them when turned up. The first edition kept them out face
//     up only.
//   - Take Advantage gives one trauma card from the hand, or one from the
//     scoreboard (the "trauma pile"), to another player: into their draw
//     pile, as trauma always goes.
//   - Friendly Fire hits face-up cards only (nobody knows a face-down one).
//   - Equality face up counts the other relic cards of its line, as they
//     change; turned up from face down, every other face-up card of its
//     line. Strength and Trickery act when turned up (the rulebook does not
//     say otherwise). Several Strengths multiply.
//   - Mimic face up copies another player's face-up card in its line and
//     does what that card does at once (a special's effect included; a
//     copy that has nothing to act on does nothing, at no cost). Turned up
//     from face down, its owner picks any face-up card of its line, their
//     own included, and it counts as that card without acting.
//   - Berserker: draw 2, discard 1 (as printed), whatever the hand holds.
//   - Good Omens: eliminate 3 cards of the hand (trauma may go: it is a
//     card that allows it), discard the rest, draw up to the hand limit.
//   - The end: checked after each round (monster track at 4, or 5 with two
//     players; 40 V.P.). The last trauma card taken from the scoreboard
//     ends the game at the end of that turn or round; cards in the
//     frontlines then go back to their owners' discard piles unscored. The
//     game also ends when no monster or no event card is left to reveal,
//     and when the hunt has stalled: after 600 turns. Only players who
//     eliminated nearly every card reach it (one whose deck is all trauma
//     can knock every relic of the other's out, turn after turn, and
//     nobody ever passes); random games end within 200 turns otherwise.
//   - The refresh (eliminate a card, draw 4) is open only while the draw
//     and discard piles hold the 4 cards it draws, so that the player has
//     5 cards at the start of the next turn, as the rulebook requires.
//   - Final score: V.P. minus the trauma in hand, draw and discard piles
//     (not the waste zone) plus the monster-type sets. Ties: the monster
//     track, then fewer trauma points, then fewer cards in the waste zone;
//     players still tied share the win.
