package app

import (
	"fmt"
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
)

// mouse takes a click or the wheel. The keyboard does everything the mouse
// does; the mouse is a shortcut: a click on a tab shows that pane, on a
// choice chooses it, on a place of the board chooses what the prompt offers
// there; the wheel scrolls the log (or the reference on show).
func (g *gameScreen) mouse(msg tea.MouseMsg) tea.Cmd {
	md := g.mode()
	if md == modeCurtain {
		return nil // the curtain lifts by the keys it names, for one player
	}
	geo := g.geo
	switch msg.Button {
	case tea.MouseButtonWheelUp, tea.MouseButtonWheelDown:
		lines := 3
		if msg.Button == tea.MouseButtonWheelUp {
			lines = -3
		}
		if g.current().kind == paneReference && geo.pane.has(msg.X, msg.Y) {
			g.ref.scroll(lines)
		} else {
			g.log.Scroll(lines)
		}
		return nil
	case tea.MouseButtonLeft:
	default:
		return nil
	}
	if msg.Action != tea.MouseActionPress {
		return nil
	}
	switch {
	case geo.tabs.has(msg.X, msg.Y):
		x := msg.X - geo.tabs.x
		for i := range len(geo.tabX) - 1 {
			if x >= geo.tabX[i] && x < geo.tabX[i+1] {
				g.showPane(i)
			}
		}
		return nil
	case md != modeChoose:
		return nil
	case g.showsList() && geo.list.has(msg.X, msg.Y):
		ch, ok := g.list.At(msg.Y - geo.list.y)
		if !ok {
			return nil
		}
		g.list.Select(ch.ID)
		return g.answer()
	case g.current().kind == paneBoard && !g.explain && geo.pane.has(msg.X, msg.Y):
		x, y := msg.X-geo.pane.x, msg.Y-geo.pane.y
		if y >= geo.boardH {
			return nil // the strip under the board
		}
		view := g.game().View(g.viewSeat())
		place := g.board.At(view, g.current().page, geo.boardW, geo.boardH, x, y)
		if place == "" {
			return nil
		}
		return g.choosePlace(place)
	}
	return nil
}

// showsList reports whether the choice list is on screen: always beside
// the board in the wide layout, on the Choices pane in the compact one.
func (g *gameScreen) showsList() bool {
	return !g.explain && (g.geo.wide || g.current().kind == paneChoices)
}

// choosePlace answers the one choice that concerns only place; when several
// do (move there, or guide someone there), the cursor goes to the first and
// the player picks.
func (g *gameScreen) choosePlace(place string) tea.Cmd {
	t, ok := g.s.Match.Game().(rules.Toucher)
	if !ok {
		return nil
	}
	var found []rules.Choice
	for _, ch := range g.list.OnPage() {
		if slices.Equal(t.Touch(ch.ID).Places, []string{place}) {
			found = append(found, ch)
		}
	}
	if len(found) == 0 {
		for _, ch := range g.list.Prompt().Choices {
			if slices.Equal(t.Touch(ch.ID).Places, []string{place}) {
				found = append(found, ch)
			}
		}
	}
	switch len(found) {
	case 0:
		return status("Nothing to choose there now.", false)
	case 1:
		g.list.Select(found[0].ID)
		return g.answer()
	}
	g.list.Select(found[0].ID)
	return status(fmt.Sprintf("%d choices concern that place: the cursor is on the first; enter chooses it.", len(found)), false)
}
