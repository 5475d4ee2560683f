// Package grammar makes a sentence agree with the player it names.
//
// Seats have names, and in solo play the one seat is named "You" (see
// You). A sentence written for a name reads wrong for "You": "Ann draws a
// card." becomes "You draws a card.", "Ann's turn." becomes "You's turn.".
// So every text that names a player, as the subject, the object or the
// owner of something, names them through a Person, which says it right for
// both: "You draw a card.", "Your turn.", "Bob gives the Map to you.".
//
// Verbs are written in the form a name takes, the third person singular
// ("draws", "has", "is free of"), so a sentence reads naturally in the code;
// Person derives the form "You" takes from it.
//
// "You" is capitalised at the start of a sentence and not inside one, and a
// name is the same everywhere, so the forms of the second person depend on
// where they stand. A Person made from "You" gives the sentence-start forms
// ("You draw", "Your turn"); Mid gives the same person inside a sentence
// ("… and you draw", "… for your gold"). Object is always the inside form:
// an object never starts an English sentence.
//
// The package is pure and cheap: a Person is a string, checking for "You"
// compares three bytes, and a form allocates only when it joins strings,
// once, because the simulator builds a great many texts.
package grammar

import "strings"

// Person is someone a sentence names: a seat's name as set up, or You.
// The zero value is a nameless person, named "".
type Person string

// You is the name of the seat in solo play. Any case ("you", "YOU") is the
// second person too: IsYou says so. Made from "you" in lower case, a Person
// gives the forms inside a sentence (see Mid).
const You Person = "You"

// IsYou reports whether p is the second person: named "You", in any case.
// Only the whole name counts: "Youssef" is a name like any other.
func (p Person) IsYou() bool {
	return len(p) == 3 && (p[0]|0x20) == 'y' && (p[1]|0x20) == 'o' && (p[2]|0x20) == 'u'
}

// inside reports whether p, being You, stands inside a sentence: made by
// Mid, or from "you" as written.
func (p Person) inside() bool { return p[0] == 'y' }

// Mid is p inside a sentence, after its first word: "you" for You, the name
// itself for anyone else. Its forms are "you", "your", "you draw".
func (p Person) Mid() Person {
	if p.IsYou() {
		return "you"
	}
	return p
}

// Start is p at the start of a sentence: You for "you", the name itself for
// anyone else. It undoes Mid.
func (p Person) Start() Person {
	if p.IsYou() {
		return You
	}
	return p
}

// String is p as the subject of a sentence: "Ann", or "You" (Start) and
// "you" (Mid). fmt's %s and %v print this form.
func (p Person) String() string {
	if p.IsYou() {
		if p.inside() {
			return "you"
		}
		return "You"
	}
	return string(p)
}

// Object is p as the object of a verb or a preposition: "Ann" or "you".
// An object stands inside a sentence, so it is never "You".
func (p Person) Object() string {
	if p.IsYou() {
		return "you"
	}
	return string(p)
}

// Possessive is p owning something: "Ann's", or "Your" (Start) and "your"
// (Mid). A name ending in s takes "'s" too ("Chris's"), as in most house
// styles.
func (p Person) Possessive() string {
	if p.IsYou() {
		if p.inside() {
			return "your"
		}
		return "Your"
	}
	return string(p) + "'s"
}

// Verb is verb agreed with p as its subject. verb is the third person
// singular, as for a name ("draws", "is free of"); only its first word
// agrees. For You it is the base form (see Base): "draw", "are free of";
// for anyone else verb itself.
func (p Person) Verb(verb string) string {
	if !p.IsYou() {
		return verb
	}
	head, rest := cut(verb)
	if b := Base(head); b != head {
		return b + rest
	}
	return verb
}

// Does is p as the subject followed by verb agreed with it: "Ann draws",
// "You draw", "you are free of" (Mid). verb is as for Verb. It allocates
// once.
func (p Person) Does(verb string) string {
	if !p.IsYou() {
		return string(p) + " " + verb
	}
	head, rest := cut(verb)
	return p.String() + " " + Base(head) + rest
}

// cut splits a verb phrase after its first word: "is free of" gives "is" and
// " free of".
func cut(verb string) (head, rest string) {
	if i := strings.IndexByte(verb, ' '); i >= 0 {
		return verb[:i], verb[i:]
	}
	return verb, ""
}

// Base is the form a verb takes after "you", given the form it takes after
// a name: one lower-case word in the third person singular. The rules, in
// the order they apply:
//
//   - irregular: "is" -> "are", "was" -> "were", "has" -> "have", and their
//     negatives "isn't", "wasn't", "hasn't"; "doesn't" -> "don't"
//   - "…does", "…goes", "echoes", "vetoes" drop "es": "do", "undergo"
//   - "dies", "lies", "ties", "vies", "aches" drop "s": their base ends in e
//   - "…ies" -> "…y": "carries" -> "carry"
//   - "…sses", "…shes", "…ches", "…xes", "…zzes" drop "es": "pass",
//     "push", "catch", "fix", "buzz"
//   - any other word ending in a lone s drops it: "draws" -> "draw",
//     "plays" -> "play", "uses" -> "use", "freezes" -> "freeze"
//
// A word not ending in a lone s is the same after "you" and after a name
// ("drew", "must", "can") and comes back unchanged, as do "miss" and "it's".
// Base allocates only for "…ies".
func Base(verb string) string {
	switch verb {
	case "is":
		return "are"
	case "was":
		return "were"
	case "has":
		return "have"
	case "isn't":
		return "aren't"
	case "wasn't":
		return "weren't"
	case "hasn't":
		return "haven't"
	case "doesn't":
		return "don't"
	case "dies", "lies", "ties", "vies", "aches":
		return verb[:len(verb)-1]
	case "echoes", "vetoes":
		return verb[:len(verb)-2]
	}
	n := len(verb)
	if n < 3 || verb[n-1] != 's' || verb[n-2] == 's' || verb[n-2] == '\'' {
		return verb // not a third person: "drew", "must", "miss", "it's"
	}
	switch {
	case strings.HasSuffix(verb, "does"), strings.HasSuffix(verb, "goes"):
		return verb[:n-2] // undoes, undergoes
	case strings.HasSuffix(verb, "ies"):
		return verb[:n-3] + "y" // carries
	case strings.HasSuffix(verb, "sses"), strings.HasSuffix(verb, "shes"), strings.HasSuffix(verb, "ches"),
		strings.HasSuffix(verb, "xes"), strings.HasSuffix(verb, "zzes"):
		return verb[:n-2] // passes, pushes, catches, fixes, buzzes
	}
	return verb[:n-1]
}
