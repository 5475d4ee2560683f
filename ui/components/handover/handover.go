// Package handover is the curtain that stands between two players sharing one
// keyboard. In hot-seat play each seat sees only its own view; before a
// secret prompt the screen goes blank and asks for the keyboard to change
// hands, so the next player never glimpses the last one's secret and the
// last one never sees the next one's.
package handover

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// Nobody is the seat that saw the screen before anyone did.
const Nobody rules.Seat = -2

// Needed reports whether the curtain must come down before p. Only hot-seat
// play needs it (solo and table mode show the full view to everyone at the
// table), only for secret prompts, and only when the keyboard changes hands:
// a player answering two secret prompts in a row keeps the screen.
func Needed(hotSeat bool, p rules.Prompt, lastSeen rules.Seat) bool {
	return hotSeat && p.Secret && !p.IsChance() && len(p.Choices) > 0 && p.Seat != lastSeen
}

// Model is a curtain for one seat. It holds nothing of the game but the
// seat's name, so whatever is drawn while it is up cannot leak a secret.
type Model struct {
	Seat rules.Seat
	Name string
	// Ready is the key that lifts the curtain.
	Ready key.Binding
}

// New makes the curtain for a seat.
func New(seat rules.Seat, name string) Model {
	return Model{
		Seat:  seat,
		Name:  name,
		Ready: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "I am "+name)),
	}
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
