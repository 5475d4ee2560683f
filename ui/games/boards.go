package games

import (
	"encoding/json"
	"sync"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// shared holds one drawing per game and content: boards cache their static
// layers and are safe for concurrent use, so every screen of a server draws
// from the same one instead of each building its own.
var shared struct {
	sync.Mutex
	m map[key]common.Board
}

type key struct {
	game    string
	content any
}

// For returns the board drawing for a game, drawn from the content the
// definition was loaded with (so a player's own map file shows); games
// without a drawing of their own get a plain listing of their view.
func For(def rules.Definition) common.Board {
	k := key{def.Name, def.Content}
	shared.Lock()
	defer shared.Unlock()
	if b, ok := shared.m[k]; ok {
		return b
	}
	b := build(def)
	if shared.m == nil {
		shared.m = map[key]common.Board{}
	}
	shared.m[k] = b
	return b
}

// build is the drawing the game's entry makes; a definition no entry
// knows (a test's toy) gets a plain listing of its view.
func build(def rules.Definition) common.Board {
	for _, e := range registered {
		if e.name == def.Name {
			return e.board(def)
		}
	}
	return generic{}
}

// generic shows a view as indented JSON: honest, if not pretty.
type generic struct{}

func (generic) Pages(int, int) []string { return []string{"Board"} }

func (generic) Render(c *common.Common, view any, _ common.Selection, _, width, height int) string {
	return generic{}.Describe(view)
}

func (generic) At(any, int, int, int, int, int) string { return "" }

// Reference is the view itself: a game without a drawing has nothing to
// teach beyond it.
func (generic) Reference(_ *common.Common, view any, _ int) string { return generic{}.Describe(view) }

func (generic) Explain(*common.Common, any, common.Selection, int) string { return "" }

func (generic) Summary(any) string { return "" }

func (generic) Describe(view any) string {
	b, err := json.MarshalIndent(view, "", "  ")
	if err != nil {
		return err.Error()
	}
	return string(b)
}

func (generic) MinSize() (int, int) { return 60, 20 }
