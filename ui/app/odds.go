package app

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// odds is the Odds pane: the board's forecast (common.Forecaster) of the
// game on show. A forecast plays a phase out hundreds of times, a tenth of
// a second's work, so a command works it out on the game as it stood while
// the pane says so, and the screen answers keys meanwhile. An answer, an
// undo or a correction (a changed log) makes a forecast stale; the pane
// then asks for the next one.
type odds struct {
	log      []rules.Answer // the game the forecast is of
	have     bool
	forecast any
	asked    []rules.Answer // the game a command is working on
	asking   bool
	width    int    // the width text was drawn at
	text     string // the forecast, drawn
}

// oddsMsg brings a forecast back.
type oddsMsg struct {
	log      []rules.Answer
	forecast any
}

// foresee returns the command that works out the forecast, when the Odds
// pane is on show and has none for the game as it is, nor one coming.
func (g *gameScreen) foresee() tea.Cmd {
	f, ok := g.board.(common.Forecaster)
	if !ok || g.current().kind != paneOdds {
		return nil
	}
	log := g.s.Match.Log()
	if g.odds.have && slices.Equal(g.odds.log, log) || g.odds.asking && slices.Equal(g.odds.asked, log) {
		return nil
	}
	g.odds.asked, g.odds.asking = log, true
	game := g.game() // Apply is pure: this state never changes under the command
	return g.e.o.Background(func() tea.Msg { return oddsMsg{log: log, forecast: f.Foresee(game)} })
}

// gotOdds keeps a forecast that is still of the game on show, and asks
// again when it is not.
func (g *gameScreen) gotOdds(msg oddsMsg) tea.Cmd {
	if slices.Equal(msg.log, g.odds.asked) {
		g.odds.asking = false
	}
	if !slices.Equal(msg.log, g.s.Match.Log()) {
		return g.foresee()
	}
	g.odds.log, g.odds.forecast, g.odds.have, g.odds.text = msg.log, msg.forecast, true, ""
	return nil
}

func (o *odds) view(g *gameScreen, width int) string {
	f, ok := g.board.(common.Forecaster)
	if !ok {
		return ""
	}
	if !o.have || !slices.Equal(o.log, g.s.Match.Log()) {
		return g.c.Styles.Subtle.Render("Working out the odds…")
	}
	if o.text == "" || o.width != width {
		o.text, o.width = f.DrawForecast(g.c, o.forecast, width), width
	}
	return o.text
}
