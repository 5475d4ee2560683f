package app

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// rulesText is a short reminder of each game, in our own words. It is a
// reminder for people who own the game, not a substitute for its rulebook.
var rulesText = map[string]string{
	"horrified": `Horrified is cooperative: everyone wins or loses together.

Classic movie monsters have come to a small village, and each player is a hero trying to drive them out. On your turn you spend your hero's actions: move to a neighbouring space, guide a frightened villager along, pick up the items lying where you stand, share items with a hero beside you, work on a monster's task, or use your hero's own special ability.

Items come in three colours and carry a strength. Each monster has its own task to finish before it can be faced, and its own kind of item it is weak to. Once a monster's task is done, spend the right items in its presence to defeat it.

After every hero turn comes the monster phase: a monster card is drawn. It places new items on the board, may set off an event, and names the monsters that move and strike. Dice decide whether each strike lands on a hero or a villager.

Lead villagers to their safe places to earn perk cards, which anyone may play in the hero phase. Each villager lost and each hero knocked out raises the terror level.

You win when every monster in play is defeated. You lose if terror reaches its end, or if the monster deck runs out first.`,
	"att": `Ancient Terrible Things is a push-your-luck dice race up a cursed jungle river. Each player is an explorer hunting Ancient Secrets; the one with the most at the end wins.

Every round the explorers leave the Riverboat one by one for a location on the river. A location gives its action (resources, a trade, a new hand of Feats, the Map) and may hold an encounter. Face it by rolling a pool of dice, re-rolling up to twice (Focus pays for a focused re-roll; Panic dice never re-roll), then spending combinations: a high die, pairs, blocks and runs. Beat the encounter's combination to take the card and its secrets; spend other dice on the Scenario card for resources. Fail, and you take the lowest Terrible Thing from the Expedition track.

Feat cards and Swag from the Trading Post help with the dice. Achievements go to whoever holds the most of one kind of encounter, and can be stolen.

The game ends when the last Terrible Thing is taken or the encounters run out. Secrets from encounters, Swag and Achievements count for you; Terrible Things count against you.

Alone, this is Forgotten Secrets: at the end of each round you must forget cards worth at least twice the Rumours pile, or lose.`,
}

// rulesPage shows one game's reminder in a scrollable viewport.
type rulesPage struct {
	def    rules.Definition
	vp     viewport.Model
	back   screen // where esc goes
	keys   rulesKeys
	source string
}

type rulesKeys struct{ up, down, pageUp, pageDown key.Binding }

func newRulesPage(c *common.Common, def rules.Definition, picked bool) rulesPage {
	vp := viewport.New(0, 0)
	vp.Style = c.R.NewStyle()
	vp.MouseWheelEnabled = false
	vp.KeyMap = viewport.KeyMap{}
	back := screenMenu
	if picked {
		back = screenPickGame
	}
	return rulesPage{
		def:    def,
		vp:     vp,
		back:   back,
		source: reminder(def),
		keys: rulesKeys{
			up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
			down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
			pageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "page up")),
			pageDown: key.NewBinding(key.WithKeys("pgdown", " "), key.WithHelp("pgdn", "page down")),
		},
	}
}

// reminder is a game's rules reminder with its player counts and options:
// the Rules page shows it, and so does the game screen while ? is held open.
func reminder(def rules.Definition) string {
	text, ok := rulesText[def.Name]
	if !ok {
		text = def.Summary
	}
	var b strings.Builder
	b.WriteString(text + "\n\n")
	if def.MinSeats == def.MaxSeats {
		fmt.Fprintf(&b, "Players: %d.\n", def.MinSeats)
	} else {
		fmt.Fprintf(&b, "Players: %d to %d.\n", def.MinSeats, def.MaxSeats)
	}
	for _, o := range def.Options {
		fmt.Fprintf(&b, "Option %s: %s", o.Name, o.Help)
		if len(o.Values) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(o.Values, ", "))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// setSize re-wraps the text for the room the screen leaves (a title line,
// a blank line, the text).
func (r *rulesPage) setSize(width, height int) {
	w := min(width, 80)
	if r.vp.Width == w && r.vp.Height == height-2 {
		return
	}
	r.vp.Width, r.vp.Height = w, max(height-2, 1)
	var lines []string
	for _, para := range strings.Split(r.source, "\n") {
		lines = append(lines, wrapText(para, w))
	}
	r.vp.SetContent(strings.Join(lines, "\n"))
}

// wrapText wraps at spaces without styling (the page is plain prose).
func wrapText(s string, width int) string {
	var out, line []string
	n := 0
	for _, w := range strings.Fields(s) {
		if n > 0 && n+1+len([]rune(w)) > width {
			out = append(out, strings.Join(line, " "))
			line, n = nil, 0
		}
		if n > 0 {
			n++
		}
		line = append(line, w)
		n += len([]rune(w))
	}
	if len(line) > 0 {
		out = append(out, strings.Join(line, " "))
	}
	return strings.Join(out, "\n")
}

func (r rulesPage) view(c *common.Common, width, height int) string {
	return c.Styles.Title.Render("Rules: "+r.def.Title) + "\n\n" + r.vp.View()
}

// ShortHelp implements help.KeyMap.
func (r rulesPage) ShortHelp() []key.Binding {
	return []key.Binding{r.keys.up, r.keys.down, r.keys.pageUp, r.keys.pageDown}
}

// FullHelp implements help.KeyMap.
func (r rulesPage) FullHelp() [][]key.Binding { return [][]key.Binding{r.ShortHelp()} }

func (m *Model) updateRules(msg tea.KeyMsg) tea.Cmd {
	r := &m.rules
	switch {
	case key.Matches(msg, m.keys.Quit):
		return m.quit()
	case key.Matches(msg, m.keys.Back):
		if r.back == screenPickGame {
			m.screen = screenPickGame
		} else {
			m.openMenu()
		}
	case key.Matches(msg, r.keys.up):
		r.vp.ScrollUp(1)
	case key.Matches(msg, r.keys.down):
		r.vp.ScrollDown(1)
	case key.Matches(msg, r.keys.pageUp):
		r.vp.PageUp()
	case key.Matches(msg, r.keys.pageDown):
		r.vp.PageDown()
	}
	return nil
}
