package app

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/components/helpbar"
)

// rulesPage shows one game's reminder in a scrollable viewport.
type rulesPage struct {
	e      *env
	def    rules.Definition
	vp     viewport.Model
	back   *pickScreen // where esc goes: the picker, or the menu when nil
	keys   rulesKeys
	source string

	width, height int
}

type rulesKeys struct{ up, down, pageUp, pageDown key.Binding }

func newRulesPage(e *env, def rules.Definition, back *pickScreen) *rulesPage {
	c := e.c
	vp := viewport.New(0, 0)
	vp.Style = c.R.NewStyle()
	vp.MouseWheelEnabled = false
	vp.KeyMap = viewport.KeyMap{}
	return &rulesPage{
		e:      e,
		def:    def,
		vp:     vp,
		back:   back,
		source: reminder(def),
		keys:   rulesKeys{up: c.Keys.Up, down: c.Keys.Down, pageUp: c.Keys.PageUp, pageDown: c.Keys.PageDown},
	}
}

// reminder is a game's rules reminder with its player counts and options:
// the Rules page shows it, and so does the game screen while ? is held open.
func reminder(def rules.Definition) string {
	text := def.Reminder
	if text == "" {
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

// SetSize re-wraps the text for the room the screen leaves (a title line,
// a blank line, the text).
func (r *rulesPage) SetSize(width, height int) {
	r.width, r.height = width, height
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

func (r *rulesPage) View() string {
	return fit(r.e.c.Styles.Title.Render("Rules: "+r.def.Title)+"\n\n"+r.vp.View(), r.width, r.height)
}

// ShortHelp implements help.KeyMap.
func (r *rulesPage) ShortHelp() []key.Binding {
	return []key.Binding{r.keys.up, r.keys.down, r.keys.pageUp, r.keys.pageDown}
}

// FullHelp implements help.KeyMap.
func (r *rulesPage) FullHelp() [][]key.Binding { return [][]key.Binding{r.ShortHelp()} }

func (r *rulesPage) Help() []help.KeyMap {
	k := r.e.keys()
	return []help.KeyMap{r, helpbar.Keys{Short: []key.Binding{k.Back, k.Quit, k.Help}}}
}

func (r *rulesPage) Update(msg tea.Msg) tea.Cmd {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	switch {
	case key.Matches(km, r.e.c.Keys.Quit):
		return quit()
	case key.Matches(km, r.e.c.Keys.Back):
		if r.back != nil {
			return open(r.back, nil)
		}
		return openMenu(r.e)
	case key.Matches(km, r.keys.up):
		r.vp.ScrollUp(1)
	case key.Matches(km, r.keys.down):
		r.vp.ScrollDown(1)
	case key.Matches(km, r.keys.pageUp):
		r.vp.PageUp()
	case key.Matches(km, r.keys.pageDown):
		r.vp.PageDown()
	}
	return nil
}
