// Package horrified is the rules engine of Horrified: the heroes against the
// Universal Monsters, for 1 to 5 players. It is pure: content comes in as a
// *bh.Content, randomness only as answers to chance prompts.
//
// Definition(content) is what the match driver starts games from. The
// options are "monsters" (a difficulty from the content's presets, or a
// comma list of monster IDs) and "heroes" ("random", or a comma list with one
// hero ID per seat).
//
// # Choice IDs
//
// Chance prompts (answered by the match's generator or by the table):
//
//	monster <monster>   a monster drawn for a difficulty preset
//	hero <hero>         a hero badge dealt
//	scarab <n>          the Mummy's scarab lying on the spot asked about
//	perk <perk>         a perk card drawn (weight: copies left in the deck)
//	item <item-type>    an item drawn from the bag (weight: copies in the bag)
//	card <card>         a monster card drawn (weight: copies left)
//	die hit|power|blank an attack die (weight: faces of that kind); the
//	                    prompt's Dice says how many dice of the roll are left
//
// In table mode (rules.Table) a referee answers them with what the real
// table showed. Labels say what helps find the outcome ("Thief (2 of 3 left)
// · 2 items, move 1, 3 dice", "Garlic (yellow 2, Inn) · 1 of 2 in the bag"),
// an answer that cannot be true says why ("Thief: all 3 copies have been
// drawn"), and the monster phase speaks as instructions ("Dracula attacks
// the Mayor (nobody else is there): roll 2 dice.").
//
// # The monster phase in the log
//
// Table mode and digital play log the same steps, in this order (event
// kinds): "monster-card" (the card, and what it makes happen: items, an
// event ignored, who strikes), "item" for each item drawn ("items" when the
// bag is refilled), "event" and what the event does ("villager", "place",
// "thief", "move", "hunt", "soul", "frenzy", ...), then for each monster
// that strikes: "strike" ("Strike 2 of 3: ..."), "move" (where it goes and
// whom it heads for, or why it stays), "attack" (whom and why, or that
// nobody is there), "roll", and what the hits and powers did ("discard",
// "defeated", "killed", "power", "terror"). View.Card shows the card in
// play and its step until the next hero phase begins.
//
// Corrections by hand (rules.Adjuster, table mode only; they place things
// without triggering any rule, and every item token stays somewhere once):
//
//	adjust move <hero|monster|villager> <space>  put a figure on a space
//	adjust remove <hero|villager>                take a figure off the board
//	adjust terror <n>                            set the terror level
//	adjust bag <token>                           an item back into the bag
//	adjust discard <token>                       an item onto the discard pile
//	adjust place <item-type>                     an item from the bag to its space
//	adjust deck <card>                           a drawn card back into the deck
//	adjust draw <card>                           a card out of the deck unresolved
//	adjust frenzy <monster>                      move the frenzy marker
//
// The hero phase menu (the current seat). Every answer starts with the
// action's word, so a front-end can keep the cursor on the kind of action
// answered last:
//
//	move <space>               then "bring <villager>"... "go" if villagers are there
//	guide <villager> <space>   one villager to or from an adjacent space
//	pickup <item>              pick up one item; while nothing else is done,
//	                           "pickup <item>" again is the same action
//	pickup all                 every item here, one action
//	share                      then "give <item> <hero>", "give cure <hero>"... "done"
//	advance <monster> <item>   a task paid with one item
//	advance <monster>          Dracula's coffins: then "use <item>"... until
//	                           "pay <item>" completes the cost; "cancel"
//	defeat <monster>           the same
//	special <space>            Archaeologist, Courier, Explorer, Inspector
//	special <hero> <space>     Professor
//	perk <perk>                play one of your perks (no action)
//	interrupt <seat>           another seat plays a perk: its prompt lists
//	                           "perk <perk>"... and "back"
//	end                        end the hero phase; the monster phase runs
//
// Items are named by token ("garlic-2"). After a Mummy advance: "slide
// <n>", "flip <n>", "done". After teaching Frankenstein or the Bride: "step
// <space>"... "done".
//
// Older saves answered "pickup" then "take <item>"... "take all", "done";
// "advance <monster>" then "use <item>" for any task; and "use <item>"...
// "done" once paid. Those answers are still taken (rules.Prompt.Unlisted,
// or listed where they are still the way), so the saves replay.
//
// Perk follow-ups: "step <space>" / "stop" (Hurry, Rush, Repel and moving a
// monster), "hero <hero>" (Rush, Taxi Ride), "space <space>" (Taxi Ride,
// Conduct an Investigation, placing a monster), "place <monster>" / "move
// <monster>" (the monster perks), "gather <hero>" / "done", "from <hero>",
// "to <hero>", "give <item>" / "done" (Special Delivery).
//
// Monster phase decisions (ties the current player settles, hits a hero's
// player answers): "target <hero|villager>" (closest person, attack target,
// Hypnotic Gaze), "path <space>" (several shortest paths), "space <space>"
// (the Thief's tie), "discard <item>" / "defeated" (a hero is hit).
package horrified
