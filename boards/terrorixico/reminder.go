package terrorixico

import _ "embed"

// Reminder is a short reminder of the rules in our own words, for people
// who own the game: what the rules page and the game screen's help show.
// It is content, beside the cards, so it changes with them and not with
// the screen.
//
//go:embed reminder.txt
var Reminder string
