package horrified

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
)

// The odds pane plays the monster phase out by the rules: every outcome
// weighed while that takes at most forecastBudget answers, else
// forecastSamples phases. At 2,000 phases a share is within about two
// points (one standard error at most 1.1), and the pane is drawn in a
// tenth of a second.
const (
	forecastBudget  = 20000
	forecastSamples = 2000
)

// Foresee plays out the monster phase that follows if the hero phase ended
// now (a *rh.Forecast), or nil outside a hero phase.
func (b *Board) Foresee(g rules.Game) any {
	// One fixed generator: the same position always shows the same odds.
	f, err := rh.ForecastMonsterPhase(g, forecastBudget, forecastSamples, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		return nil
	}
	return &f
}

// DrawForecast draws the odds of that monster phase: who may be attacked,
// defeated or killed, and whether the terror rises or the game is lost. A
// referee beside the real board sees at a glance which hero is in danger.
func (b *Board) DrawForecast(c *common.Common, forecast any, width int) string {
	f, ok := forecast.(*rh.Forecast)
	if !ok || f == nil {
		return c.Styles.Subtle.Render("The odds of the next monster phase show during a hero phase, before it ends.")
	}
	var sb strings.Builder
	sb.WriteString(c.Styles.Title.Render("If the hero phase ended now"))
	how := fmt.Sprintf("the monster phase played out %d times by the rules", f.Samples)
	if f.Exact {
		how = fmt.Sprintf("every way the monster phase can go weighed (%d)", f.Leaves)
	}
	sb.WriteString("\n" + c.Styles.Subtle.Render(how))
	row := func(name string, shares ...float64) {
		line := fmt.Sprintf("  %-20s", name)
		for _, s := range shares {
			line += fmt.Sprintf(" %8s", pct(s))
		}
		sb.WriteString("\n" + line)
	}
	sb.WriteString("\n")
	row("Terror rises", f.TerrorRises)
	row("The game is lost", f.Lost)
	sb.WriteString("\n\n" + c.Styles.Title.Render(fmt.Sprintf("  %-20s %8s %8s", "Heroes", "attacked", "defeated")))
	for _, h := range f.Heroes {
		row(h.Name, h.Attacked, h.Defeated)
	}
	if len(f.Villagers) > 0 {
		sb.WriteString("\n\n" + c.Styles.Title.Render(fmt.Sprintf("  %-20s %8s", "Villagers", "killed")))
		for _, v := range f.Villagers {
			row(v.Name, v.Killed)
		}
	}
	sb.WriteString("\n\n" + c.Styles.Subtle.Render("Ties the players settle count as their first choice; a hit hero discards an item while holding one."))
	return c.R.NewStyle().Width(width).Render(sb.String())
}

// pct is a share as a percentage, "<1%" for a chance that is there but
// small, so that a real danger never reads as none.
func pct(s float64) string {
	switch {
	case s <= 0:
		return "0%"
	case s < 0.005:
		return "<1%"
	}
	return fmt.Sprintf("%.0f%%", 100*s)
}
