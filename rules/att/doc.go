// Package att is the rules engine of Ancient Terrible Things with The Lost
// Charter: 2 to 5 players race to collect Ancient Secrets on a cursed river,
// and one player alone plays the Forgotten Secrets solo mode. It is pure:
// content comes in as a *ba.Content, randomness only as answers to chance
// prompts.
//
// Definition(content) is what the match driver starts games from. Options:
// "length" (normal, long), "side" (the Scenario card: easy, difficult),
// "lost_charter" (on, off; needed for 5 players and solo) and "obsessions"
// (on, off; the Lost Charter's character obsessions, never in solo).
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
//	feat <id>             a Feat card drawn (weight: copies left in the deck)
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
//	                              die <n> then face <n>; bump asks die <n>
//	bump <die>                    a Feat token raises a Feat die by 1
//	overcome <combo>              spend dice on the encounter
//	gain <resource> <combo>       spend dice on the Scenario card
//	done                          finish the encounter
//	spend map | take tt           solo: the Map saves a failed encounter
//	discard <slot> | buy <slot> | buy old | refresh | done   Trading Post;
//	                              refresh asks pick <slot> ... go
//	forget card|swag|achievement <id>   solo round end
//
// Combinations: "high 5" (one 5), "pair 4" (two 4s), "block 4x3" (three
// 4s), "run 2-5" (2, 3, 4, 5). Every legal combination of the dice left is
// offered, runs and blocks of every length; no die is used twice.
//
// Lost Charter interrupts: "steal" cards ask "take <seat> <resource>"; a
// trade offer asks "to <seat>", then "give|ask <resource>", "give|ask card
// <encounter>", "give|ask swag <id>" ... "offer" or "cancel", and the other
// seat answers "accept" or "refuse"; a rescue asks each other seat holding a
// rescue card "rescue" or "pass" (a secret prompt).
//
// Prompts that list a Feat hand (the dice pool, the tray, the Ghastly Gorge,
// a rescue) are Secret, so hot-seat play shows a hand-over screen first;
// View(seat) shows other seats' hands as a count only.
package att
