package app

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/helpbar"
	"github.com/hauntgames/haunt/ui/components/textfield"
)

// maxNameFields bounds the name fields for games with no real seat limit.
const maxNameFields = 12

type fieldKind int

const (
	fieldSeats fieldKind = iota
	fieldName
	fieldOption
	fieldTable
	fieldStart
)

type field struct {
	kind  fieldKind
	index int // which name or option
}

// optionField is one rules.Option: a choice among Values, or free text.
type optionField struct {
	opt   rules.Option
	value int // index into opt.Values
	input textinput.Model
}

func (o optionField) cycles() bool { return len(o.opt.Values) > 0 }

func (o optionField) String() string {
	if o.cycles() {
		return o.opt.Values[o.value]
	}
	return strings.TrimSpace(o.input.Value())
}

// setupForm is built from a rules.Definition, so a new game needs no form
// code of its own. Nothing typed is lost when the game refuses the setup:
// the error shows under the form and the fields stay as they were.
type setupForm struct {
	e     *env
	c     *common.Common
	def   rules.Definition
	o     *Options
	seats int
	names []textinput.Model
	opts  []optionField
	table bool
	seed  uint64
	focus int
	err   error

	width, height int
}

func newSetupForm(e *env, def rules.Definition) *setupForm {
	c, o := e.c, e.o
	f := &setupForm{e: e, c: c, def: def, o: o, seed: o.Seed(), table: o.Table && !o.SoloOnly}
	f.seats = max(def.MinSeats, 1)
	if o.SoloOnly {
		f.seats = 1
	}
	n := min(max(def.MaxSeats, f.seats), maxNameFields)
	for i := range n {
		t := textfield.New(c)
		t.Prompt = ""
		t.Placeholder = fmt.Sprintf("Player %d", i+1)
		t.CharLimit = 24
		f.names = append(f.names, t)
	}
	for _, opt := range def.Options {
		of := optionField{opt: opt}
		for i, v := range opt.Values {
			if v == opt.Default {
				of.value = i
			}
		}
		if !of.cycles() {
			of.input = textfield.New(c)
			of.input.Prompt = ""
			of.input.SetValue(opt.Default)
		}
		f.opts = append(f.opts, of)
	}
	f.refocus()
	return f
}

// fields lists the form's lines in order; hidden ones are left out.
func (f *setupForm) fields() []field {
	var fs []field
	if !f.o.SoloOnly && f.def.MinSeats != f.def.MaxSeats {
		fs = append(fs, field{kind: fieldSeats})
	}
	for i := range min(f.seats, len(f.names)) {
		fs = append(fs, field{kind: fieldName, index: i})
	}
	for i := range f.opts {
		fs = append(fs, field{kind: fieldOption, index: i})
	}
	if !f.o.SoloOnly {
		fs = append(fs, field{kind: fieldTable})
	}
	return append(fs, field{kind: fieldStart})
}

func (f *setupForm) current() field {
	fs := f.fields()
	f.focus = min(max(f.focus, 0), len(fs)-1)
	return fs[f.focus]
}

// input is the text input under the cursor, nil on other lines.
func (f *setupForm) input() *textinput.Model {
	switch fl := f.current(); fl.kind {
	case fieldName:
		return &f.names[fl.index]
	case fieldOption:
		if !f.opts[fl.index].cycles() {
			return &f.opts[fl.index].input
		}
	}
	return nil
}

func (f *setupForm) refocus() {
	for i := range f.names {
		f.names[i].Blur()
	}
	for i := range f.opts {
		f.opts[i].input.Blur()
	}
	if in := f.input(); in != nil {
		in.Focus()
	}
}

// setup is what the form says, with empty names filled by their placeholder.
func (f *setupForm) setup() rules.Setup {
	s := rules.Setup{Game: f.def.Name, Seed: f.seed, Mode: rules.Digital}
	for i := range min(f.seats, len(f.names)) {
		n := strings.TrimSpace(f.names[i].Value())
		if n == "" {
			n = f.names[i].Placeholder
		}
		s.Seats = append(s.Seats, n)
	}
	if len(f.opts) > 0 {
		s.Options = map[string]string{}
		for _, o := range f.opts {
			s.Options[o.opt.Name] = o.String()
		}
	}
	if f.table {
		s.Mode = rules.Table
	}
	return s
}

// change moves a cycling line (players, an option, table mode) by d.
func (f *setupForm) change(d int) {
	switch fl := f.current(); fl.kind {
	case fieldSeats:
		f.seats = min(max(f.seats+d, f.def.MinSeats, 1), max(f.def.MaxSeats, 1), len(f.names))
	case fieldOption:
		o := &f.opts[fl.index]
		if o.cycles() {
			n := len(o.opt.Values)
			o.value = ((o.value+d)%n + n) % n
		}
	case fieldTable:
		f.table = !f.table
	}
}

// typing reports whether the line under the cursor takes text.
func (f *setupForm) typing() bool { return f.input() != nil }

func (f *setupForm) SetSize(width, height int) { f.width, f.height = width, height }

// Update runs the form's keys: esc goes back, enter starts the game.
func (f *setupForm) Update(msg tea.Msg) tea.Cmd {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	k := f.c.Keys
	in := f.input()
	switch {
	case key.Matches(km, k.Back):
		return openMenu(f.e)
	case key.Matches(km, k.Choose):
		return f.start()
	case km.Type == tea.KeyTab || km.Type == tea.KeyDown:
		f.focus = (f.focus + 1) % len(f.fields())
		f.refocus()
		return nil
	case km.Type == tea.KeyShiftTab || km.Type == tea.KeyUp:
		n := len(f.fields())
		f.focus = (f.focus - 1 + n) % n
		f.refocus()
		return nil
	}
	if in != nil {
		var cmd tea.Cmd
		*in, cmd = in.Update(km)
		return cmd
	}
	switch {
	case key.Matches(km, k.Left):
		f.change(-1)
	case key.Matches(km, k.Right), km.String() == " ":
		f.change(1)
	case key.Matches(km, k.Up):
		f.focus = max(f.focus-1, 0)
		f.refocus()
	case key.Matches(km, k.Down):
		f.focus = min(f.focus+1, len(f.fields())-1)
		f.refocus()
	}
	// No q here: in a form, a stray q meant for a name field must not end
	// the program. esc goes back; ctrl+c leaves.
	return nil
}

// start saves the new game and opens it; a refusal shows under the form.
func (f *setupForm) start() tea.Cmd {
	s, _, err := saves.Start(f.o.Store, f.def, f.setup(), "", f.o.Version, f.o.Now())
	if err != nil {
		f.err = err
		return nil
	}
	s.Now = f.o.Now
	return open(newGameScreen(f.e, s))
}

func (f *setupForm) Help() []help.KeyMap {
	k := f.e.keys()
	start := common.WithHelp(k.Choose, "start")
	if f.input() != nil {
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Next, k.Prev, start, k.Back, k.Leave}}}
	}
	return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Next, k.Prev, common.WithHelp(k.Left, "change"), common.WithHelp(k.Right, "change"), start, k.Back, k.Leave}}}
}

func (f *setupForm) View() string { return fit(f.view(f.width), f.width, f.height) }

func (f *setupForm) view(width int) string {
	c := f.c
	var b strings.Builder
	b.WriteString(c.Styles.Title.Render("New game: "+f.def.Title) + "\n")
	if f.def.Summary != "" {
		b.WriteString(c.Styles.Subtle.Render(wrapText(f.def.Summary, width)) + "\n")
	}
	b.WriteString("\n")
	cur := f.current()
	row := func(fl field, label, value, note string) {
		prefix := "  "
		if fl == cur {
			prefix = c.Styles.Selected.Render("›") + " "
			label = c.Styles.Selected.Render(fmt.Sprintf("%-14s", label))
		} else {
			label = fmt.Sprintf("%-14s", label)
		}
		line := prefix + label + " " + value
		if note != "" {
			line += "  " + c.Styles.Subtle.Render(note)
		}
		b.WriteString(ansi.Truncate(line, width, "…") + "\n")
	}
	cycle := func(fl field, v string) string {
		if fl == cur {
			return "‹ " + v + " ›"
		}
		return "  " + v
	}
	for _, fl := range f.fields() {
		switch fl.kind {
		case fieldSeats:
			v := fmt.Sprint(f.seats)
			if f.seats == 1 {
				v += " (solo)"
			}
			row(fl, "Players", cycle(fl, v), fmt.Sprintf("%d to %d", f.def.MinSeats, f.def.MaxSeats))
		case fieldName:
			label := fmt.Sprintf("Player %d", fl.index+1)
			if f.seats == 1 {
				label = "Player"
			}
			row(fl, label, "  "+f.names[fl.index].View(), "")
		case fieldOption:
			o := f.opts[fl.index]
			v := "  " + o.input.View()
			if o.cycles() {
				v = cycle(fl, o.String())
			}
			row(fl, o.opt.Name, v, o.opt.Help)
		case fieldTable:
			v := "[ ] off: the app deals and rolls"
			if f.table {
				v = "[x] on: you enter what the real cards and dice show"
			}
			row(fl, "Table mode", "  "+v, "")
		case fieldStart:
			b.WriteString("\n")
			row(fl, "Start", "", "enter starts from any line")
		}
	}
	b.WriteString(c.Styles.Subtle.Render(fmt.Sprintf("  Seed %d", f.seed)) + "\n")
	if f.err != nil {
		b.WriteString("\n" + c.Styles.Error.Render(ansi.Truncate("! "+f.err.Error(), width, "…")) + "\n")
	}
	return b.String()
}
