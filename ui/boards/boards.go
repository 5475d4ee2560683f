// Package boards picks the board drawing for each game, so the TUI, the line
// mode and the SSH server draw a game the same way.
package boards

import (
	"encoding/json"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/ui/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/horrified"
)

// For returns the board drawing for a game; games without one of their own
// get a plain listing of their view.
func For(game string) common.Board {
	switch game {
	case "horrified":
		return horrified.NewBoard(bh.Default())
	case "att":
		return att.NewBoard()
	default:
		return generic{}
	}
}

// generic shows a view as indented JSON: honest, if not pretty.
type generic struct{}

func (generic) Render(c *common.Common, view any, selected string, width, height int) string {
	return generic{}.Describe(view)
}

func (generic) Describe(view any) string {
	b, err := json.MarshalIndent(view, "", "  ")
	if err != nil {
		return err.Error()
	}
	return string(b)
}

func (generic) MinSize() (int, int) { return 60, 20 }
