// Package handover is the curtain that stands between two players sharing one
// keyboard. In hot-seat play the screen shows one seat's view at a time;
// when it would show another seat's, and that view holds anything the last
// one may not see, the screen goes blank and asks for the keyboard to change
// hands, so the next player never glimpses the last one's secret and the
// last one never sees the next one's.
package handover

import (
	"reflect"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// Next is the seat the hot-seat screen would show for prompt p, when shown
// has it now: the seat asked, or, for a draw or a roll, whoever has the
// screen already (chance is nobody's to look at).
func Next(p rules.Prompt, shown rules.Seat) rules.Seat {
	if p.IsChance() || len(p.Choices) == 0 {
		return shown
	}
	return p.Seat
}

// Needed reports whether the curtain must come down before the screen of
// hot-seat play goes from seat from to seat to, in game g, with prompt p
// waiting. It must when the keyboard changes hands and either the new
// seat's view differs from the old one's (a hand, a secret pick: anything
// one may see and the other may not), or the new seat is about to answer in
// secret. from is rules.Nobody on starting, resuming, and after the end of
// a game, so the first player to look is named before anything private
// shows. A game that keeps nothing secret (every seat's view alike, no
// secret prompts) never needs it.
func Needed(g rules.Game, p rules.Prompt, from, to rules.Seat) bool {
	if from == to || to == rules.Nobody {
		return false
	}
	return p.Secret && p.Seat == to || !reflect.DeepEqual(g.View(from), g.View(to))
}

// Model is a curtain for one seat. It holds nothing of the game but the
// seat's name, so whatever is drawn while it is up cannot leak a secret.
type Model struct {
	Seat rules.Seat
	Name string
	// Ready is the key that lifts the curtain.
	Ready key.Binding
}

// New makes the curtain for a seat: enter, said as "I am NAME", lifts it.
func New(c *common.Common, seat rules.Seat, name string) Model {
	return Model{Seat: seat, Name: name, Ready: common.WithHelp(c.Keys.Choose, "I am "+name)}
}

// Lifts reports whether msg lifts the curtain.
func (m Model) Lifts(msg tea.KeyMsg) bool { return key.Matches(msg, m.Ready) }

// ShortHelp is the one key that matters while the curtain is up.
func (m Model) ShortHelp() []key.Binding { return []key.Binding{m.Ready} }

// FullHelp is the same: nothing else may happen until the right player is
// at the keyboard.
func (m Model) FullHelp() [][]key.Binding { return [][]key.Binding{m.ShortHelp()} }

// View fills width x height with the request to pass the keyboard.
func (m Model) View(c *common.Common, width, height int) string {
	box := c.Styles.Border.Padding(1, 4).Render(
		c.Styles.Title.Render("Pass the keyboard to "+m.Name+".") + "\n\n" +
			"Press enter when only " + m.Name + " can see the screen.")
	return c.R.Place(width, height, lipgloss.Center, lipgloss.Center, box)
}
