package app

import (
	"slices"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// odds is the Odds pane: the board's forecast (common.Forecaster) of the
// game on show. A forecast plays a phase out hundreds of times, so the
// pane keeps the one it drew until an answer, an undo or a correction
// changes the game (its log) or the pane's width changes.
type odds struct {
	log   []rules.Answer
	width int
	text  string
}

func (o *odds) view(g *gameScreen, width int) string {
	f, ok := g.board.(common.Forecaster)
	if !ok {
		return ""
	}
	log := g.s.Match.Log()
	if o.text == "" || o.width != width || !slices.Equal(o.log, log) {
		o.text, _ = f.Forecast(g.c, g.game(), width)
		o.log, o.width = log, width
	}
	return o.text
}
