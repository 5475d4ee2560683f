// Package games lists every game haunt can play, so the command line, the
// title menu, saves and the SSH server look games up in one place.
package games

import (
	"errors"
	"io/fs"

	ba "github.com/hauntgames/haunt/boards/att"
	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/rules/horrified"
)

// Load returns the definitions of every playable game, in menu order. cfg,
// when not nil, is the player's content folder ($XDG_CONFIG_HOME/haunt/boards):
// a game reads the files under cfg/<game>/ over its embedded content, and an
// error names the file and entry that is wrong.
func Load(cfg fs.FS) ([]rules.Definition, error) {
	var defs []rules.Definition
	hc, err := bh.Load(sub(cfg, "horrified"))
	if err != nil {
		return nil, err
	}
	defs = append(defs, horrified.Definition(hc))
	ac, err := ba.Load(sub(cfg, "att"))
	if err != nil {
		return nil, err
	}
	defs = append(defs, att.Definition(ac))
	return defs, nil
}

// sub is the folder of one game inside cfg, or nil when there is none.
func sub(cfg fs.FS, game string) fs.FS {
	if cfg == nil {
		return nil
	}
	if _, err := fs.Stat(cfg, game); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	s, err := fs.Sub(cfg, game)
	if err != nil {
		return nil
	}
	return s
}

// All returns the definitions with the embedded content only.
func All() []rules.Definition {
	d, err := Load(nil)
	if err != nil {
		panic("embedded content does not load: " + err.Error()) // a build defect, caught by tests
	}
	return d
}

// Lookup finds a game by its command-line name in defs.
func Lookup(defs []rules.Definition, name string) (rules.Definition, bool) {
	for _, d := range defs {
		if d.Name == name {
			return d, true
		}
	}
	return rules.Definition{}, false
}

// Names lists the command-line names, for error messages.
func Names(defs []rules.Definition) []string {
	var n []string
	for _, d := range defs {
		n = append(n, d.Name)
	}
	return n
}
