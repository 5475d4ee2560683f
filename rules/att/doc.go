// Package att is the rules engine of Ancient Terrible Things with The Lost
// Charter: 2 to 5 players race to collect Ancient Secrets on a cursed river,
// and one player alone plays the Forgotten Secrets solo mode. It is pure:
// content comes in as a *ba.Content, randomness only as answers to chance
// prompts.
//
// Definition(content) is what the match driver starts games from. Options:
// "length" (normal, long), "side" (the Scenario card: easy, difficult),
// "lost_charter" (on, off; needed for 5 players and solo), "obsessions"
// (on, off; the Lost Charter's character obsessions, never in solo) and
// "edition" (2, 1: the house deck's calibrated edition or its first, which
// saves from before the option keep).
//
// # Choice IDs
//
// Seats are numbers (0 for the first seat); dice and Trading Post slots
// count from 1; cards, locations and resources are named by their content
// IDs ("go chasm", "feat second-wind", "gain focus").
//
// Chance prompts (answered by the match's generator or by the table; the
// choices are only what is still possible):
//
//	tt <value>            a Terrible Thing token drawn for the track, or the
//	                      random one a foreshadowed player hands over
//	encounter <id>        the next encounter of the deck's top tier
//	feat <id>             a Feat card drawn (weight: copies left in the deck);
//	                      in table mode only the one turned face up on the
//	                      discard pile: cards drawn into hands are not asked
//	swag <id>             a Swag card dealt to the Trading Post
//	face <n>              one die of a roll (Prompt.Dice: dice still to enter)
//
// Set-up and round start:
//
//	character <id>        each seat in turn picks a character
//	keep | give <seat>    the Map holder keeps the Map or passes it
//
// A turn:
//
//	go <location>                 Explore an active location
//	gain <resource> | skip        Accursed Shrine, Rusted Gunsloop
//	discard <feat> ... done       Ghastly Gorge (a secret prompt)
//	give <resource>, then take <seat> <resource>   Sinister Chateau
//	take <resource>, then return <resource>        solo Sinister Chateau
//	chasm <location>              Yawning Chasm: a desperate act elsewhere
//	chasm rumours                 solo Yawning Chasm: remove the top Rumour
//	desperate | roll              the Desperation phase
//	feat <id> | equip <id> ... roll          the dice pool, before the roll
//	reroll                        a focused re-roll: then mark <die> /
//	                              unmark <die> ... roll, or back
//	reroll all                    an unfocused re-roll (every die but Panic)
//	feat <id> | equip <id>        cards after the roll; set_die asks
//	                              die <n> then face <n>; bump asks die <n>.
//	                              A Feat card that cannot act now is still
//	                              offered ("no effect now"), but a swap_die
//	                              card only before the roll
//	bump <die>                    a Feat token raises a Feat die by 1
//	overcome <combo>              spend dice on the encounter
//	gain <resource> <combo>       spend dice on the Scenario card
//	done                          finish the encounter
//	award <seat>                  several players outdo an Achievement's
//	                              holder equally: the current player says
//	                              who takes it
//	spend map | take tt           solo: the Map saves a failed encounter
//	discard <slot> | buy <slot> | buy old | refresh | done   Trading Post;
//	                              refresh asks pick <slot> ... go
//	forget card|swag|achievement <id>   solo round end
//
// Combinations: "high 5" (one 5), "pair 4" (two 4s), "block 4x3" (three
// 4s), "run 2-5" (2, 3, 4, 5). The combinations of the dice left are
// offered, runs and blocks of any length, but not one another of the same
// kind beats (a longer run than the encounter needs; a part of a run when
// the whole pays more and the rest could pay nothing else), nor a gain the
// bank cannot pay at all; no die is used twice.
//
// Lost Charter interrupts: "steal" cards ask "take <seat> <resource>"; a
// trade offer asks "to <seat>", then "give|ask <resource>", "give|ask card
// <encounter>", "give|ask swag <id>" ... "offer" or "cancel", and the other
// seat answers "accept" or "refuse"; a rescue asks each other seat holding a
// rescue card "rescue" or "pass" (a secret prompt), or "rescue <feat>" for
// each when rescue cards that differ may be played.
//
// View(seat) shows other seats' hands as a count only, so in hot-seat play
// every change of seat brings the hand-over screen first. Prompts that list
// a Feat hand (the dice pool, the tray, the Ghastly Gorge, a rescue) are
// also Secret: their answers are the seat's own.
//
// # Table mode
//
// With rules.Table the referee enters every draw and roll, and a secret
// hand stays secret: a Feat card drawn into a hand is recorded as an unseen
// card (SeatView.HandUnseen; the counts stay those of the box). When its
// owner plays (or discards at the Ghastly Gorge, or rescues with) a card,
// the prompt lists every Feat that may still be in the hand, the copies not
// seen anywhere else. Prompts that name a card from the table also take
// free answers (rules.Prompt.Free), a card by its name or ID ("feat Lucky
// Charm"), or by its values when it is not in the content:
//
//	feat <cost> <effect>                  play or draw: "feat 1 gain courage 2"
//	discard <cost> <effect>               the Ghastly Gorge
//	swag <cost> <secrets> <effect> [as <type>] [pay <resource> <n>]
//	                                      "swag 3 1 none as horror",
//	                                      "swag 2 0 gain focus 1 pay courage 1"
//	encounter <tier> <secrets> <combo> <type>[+<type>...] [revelation|warning]
//	                                      "encounter green 2 pair3 horror+villain"
//
// Effects: none, set_die, steal, trade, rescue, swap_die <die>, add_die
// <die>, pool_die <die> (Swag only: always on), extra_reroll <n>, bump_die
// <n>, gain <resource> <n>; a Swag card with an effect other than none and
// pool_die is used by exhausting it. A combination requirement is
// high<min>, pair<min>, block<min>[x<size>] or run<min>[x<size>] (size 3 when
// left out: "run4x3" is a run of 3 or more from 4 or more). The tier must be
// the deck's top tier. A typed card joins that game's content with an ID
// "typed-feat-<n>", "typed-swag-<n>" or "typed-enc-<n>" (the same Feat or
// Swag values typed again are the same card) and takes the place of an
// unseen card of the content. An unknown name, a card whose copies are all
// seen, or values that do not parse are refused with the reason.
//
// Adjustments (rules.Adjuster, table mode only) correct the app by hand
// without triggering any rule; every token and card stays once somewhere:
//
//	adjust res <seat> <resource> <n>         set a stash (the bank makes up the difference)
//	adjust pawn <seat> riverboat|post|<location>
//	adjust tt <value> <seat> track|box       return a held Terrible Thing
//	adjust tt <value> track box              take one off the track (never the last)
//	adjust tt <value> box track              put one from the box on the track
//	adjust encounter <id> <location>         put a card from the Rumours, a score
//	                                         pile or out of the game back on an
//	                                         empty location
//	adjust achievement <id> <seat>|none      give an Achievement card
package att
