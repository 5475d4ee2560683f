// Package games lists every game haunt can play, so the command line, the
// title menu, saves and the SSH server look games up in one place.
package games

import "github.com/hauntgames/haunt/rules"

// All returns the definitions of every playable game, in menu order.
func All() []rules.Definition {
	return []rules.Definition{}
}

// Lookup finds a game by its command-line name.
func Lookup(name string) (rules.Definition, bool) {
	for _, d := range All() {
		if d.Name == name {
			return d, true
		}
	}
	return rules.Definition{}, false
}

// Names lists the command-line names, for error messages.
func Names() []string {
	var n []string
	for _, d := range All() {
		n = append(n, d.Name)
	}
	return n
}
