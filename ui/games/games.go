// Package games is where a game is registered, once: how its content loads
// (with a player's own files over it), its definition (rules and rules
// reminder) and its board drawing. The command line, the title menu, the
// line mode, saves and the SSH server all look games up here.
package games

import (
	"errors"
	"io/fs"

	ba "github.com/hauntgames/haunt/boards/att"
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	bhh "github.com/hauntgames/haunt/boards/hallsofhorror"
	bh "github.com/hauntgames/haunt/boards/horrified"
	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/rules/terrorixico"
	ua "github.com/hauntgames/haunt/ui/att"
	uc "github.com/hauntgames/haunt/ui/cityofhorror"
	"github.com/hauntgames/haunt/ui/common"
	uhh "github.com/hauntgames/haunt/ui/hallsofhorror"
	uh "github.com/hauntgames/haunt/ui/horrified"
	ut "github.com/hauntgames/haunt/ui/terrorixico"
)

// entry is one game's registration.
type entry struct {
	name string
	// definition loads the game's content (the files under cfg over the
	// embedded ones; cfg may be nil) and makes its definition.
	definition func(cfg fs.FS) (rules.Definition, error)
	// board makes its drawing, from the content the definition holds.
	board func(def rules.Definition) common.Board
}

// registered is every game, in menu order.
var registered = []entry{
	{
		name: "horrified",
		definition: func(cfg fs.FS) (rules.Definition, error) {
			c, err := bh.Load(cfg)
			if err != nil {
				return rules.Definition{}, err
			}
			return horrified.Definition(c), nil
		},
		board: func(def rules.Definition) common.Board {
			c, ok := def.Content.(*bh.Content)
			if !ok {
				c = bh.Default()
			}
			return uh.NewBoard(c)
		},
	},
	{
		name: "att",
		definition: func(cfg fs.FS) (rules.Definition, error) {
			c, err := ba.Load(cfg)
			if err != nil {
				return rules.Definition{}, err
			}
			return att.Definition(c), nil
		},
		board: func(def rules.Definition) common.Board {
			c, ok := def.Content.(*ba.Content)
			if !ok {
				c = ba.Default()
			}
			return ua.NewBoardFor(c)
		},
	},
	{
		name: "cityofhorror",
		definition: func(cfg fs.FS) (rules.Definition, error) {
			c, err := coh.Load(cfg)
			if err != nil {
				return rules.Definition{}, err
			}
			return cityofhorror.Definition(c), nil
		},
		board: func(def rules.Definition) common.Board {
			c, ok := def.Content.(*coh.Content)
			if !ok {
				c = coh.Default()
			}
			return uc.NewBoard(c)
		},
	},
	{
		name: "hallsofhorror",
		definition: func(cfg fs.FS) (rules.Definition, error) {
			c, err := bhh.Load(cfg)
			if err != nil {
				return rules.Definition{}, err
			}
			return hallsofhorror.Definition(c), nil
		},
		board: func(def rules.Definition) common.Board {
			c, ok := def.Content.(*bhh.Content)
			if !ok {
				c = bhh.Default()
			}
			return uhh.NewBoard(c)
		},
	},
	{
		name: "terrorixico",
		definition: func(cfg fs.FS) (rules.Definition, error) {
			c, err := tx.Load(cfg)
			if err != nil {
				return rules.Definition{}, err
			}
			return terrorixico.Definition(c), nil
		},
		board: func(def rules.Definition) common.Board {
			c, ok := def.Content.(*tx.Content)
			if !ok {
				c = tx.Default()
			}
			return ut.NewBoard(c)
		},
	},
}

// Load returns the definitions of every playable game, in menu order. cfg,
// when not nil, is the player's content folder ($XDG_CONFIG_HOME/haunt/boards):
// a game reads the files under cfg/<game>/ over its embedded content, and an
// error names the file and entry that is wrong.
func Load(cfg fs.FS) ([]rules.Definition, error) {
	var defs []rules.Definition
	for _, e := range registered {
		d, err := e.definition(sub(cfg, e.name))
		if err != nil {
			return nil, err
		}
		defs = append(defs, d)
	}
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
