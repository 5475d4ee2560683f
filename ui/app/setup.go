package app

import (
	"fmt"
	"slices"
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
	"github.com/hauntgames/haunt/ui/components/toosmall"
	"github.com/hauntgames/haunt/ui/games"
)

// maxNameFields bounds the name fields for games with no real seat limit.
const maxNameFields = 12

// labelWidth is the width of the form's left column.
const labelWidth = 14

type fieldKind int

const (
	fieldMode   fieldKind = iota // solo, hot-seat or table
	fieldSeats                   // how many players
	fieldName                    // a seat's name
	fieldOption                  // a game option
	fieldPart                    // one part of a list option picked one by one
	fieldStart
)

// field is one line of the form.
type field struct {
	kind  fieldKind
	index int // which name or option
	part  int // fieldPart: the part (a toggle) or, for a PerSeat option, the seat
}

// setupForm is built from a rules.Definition, so a new game needs no form
// code of its own: how it is played (solo, hot-seat, table), how many
// players, a name per seat, then the game's options, a list option's parts
// picked one by one. What is wrong with the setup shows under the form as
// it is made, from what the game itself says (CheckSetup and New), and
// enter starts nothing, and saves nothing, while something is wrong or the
// terminal is too small for the game. Nothing typed is lost on a refusal.
type setupForm struct {
	e     *env
	c     *common.Common
	def   rules.Definition
	o     *Options
	modes []playMode // the modes this game and this app offer
	mode  playMode
	seats int
	names []textinput.Model
	opts  []optionField
	seed  uint64
	focus int
	// err is what the game says is wrong with the setup now; startErr
	// what went wrong saving it, until the next key.
	err, startErr error
	// need is the terminal the game's screen needs (its board's MinSize).
	need func() (int, int)
	// offset is the first line of the fields shown, when they do not all
	// fit.
	offset int

	width, height int
}

func newSetupForm(e *env, def rules.Definition) *setupForm {
	c, o := e.c, e.o
	f := &setupForm{e: e, c: c, def: def, o: o, seed: o.Seed()}
	f.need = func() (int, int) { return games.For(def).MinSize() }
	switch {
	case o.SoloOnly:
		f.modes = []playMode{modeSolo}
	default:
		if def.MinSeats <= 1 {
			f.modes = append(f.modes, modeSolo)
		}
		if def.MaxSeats >= 2 {
			f.modes = append(f.modes, modeHotSeat)
		}
		f.modes = append(f.modes, modeTable)
	}
	f.mode = f.modes[0]
	if o.Table && slices.Contains(f.modes, modeTable) {
		f.mode = modeTable
	}
	f.seats = 1
	f.setMode(f.mode)
	n := min(max(def.MaxSeats, 1), maxNameFields)
	for range n {
		t := textfield.New(c)
		t.Prompt = ""
		t.CharLimit = 24
		f.names = append(f.names, t)
	}
	for _, opt := range def.Options {
		f.opts = append(f.opts, newOptionField(c, opt, n))
	}
	f.changed()
	return f
}

// seatRange is how many players the mode takes.
func (f *setupForm) seatRange(m playMode) (lo, hi int) {
	hi = min(max(f.def.MaxSeats, 1), maxNameFields)
	switch m {
	case modeSolo:
		return 1, 1
	case modeHotSeat:
		return min(max(f.def.MinSeats, 2), hi), hi
	}
	return min(max(f.def.MinSeats, 1), hi), hi
}

func (f *setupForm) setMode(m playMode) {
	f.mode = m
	lo, hi := f.seatRange(m)
	f.seats = min(max(f.seats, lo), hi)
}

// fields lists the form's lines in order; hidden ones are left out.
func (f *setupForm) fields() []field {
	var fs []field
	if len(f.modes) > 1 {
		fs = append(fs, field{kind: fieldMode})
	}
	if lo, hi := f.seatRange(f.mode); lo < hi {
		fs = append(fs, field{kind: fieldSeats})
	}
	for i := range f.seats {
		fs = append(fs, field{kind: fieldName, index: i})
	}
	for i := range f.opts {
		o := &f.opts[i]
		fs = append(fs, field{kind: fieldOption, index: i})
		if !o.choosing() {
			continue
		}
		n := len(o.opt.Parts)
		if o.opt.PerSeat {
			n = f.seats
		}
		for p := range n {
			fs = append(fs, field{kind: fieldPart, index: i, part: p})
		}
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

// changed brings the form up to date after any change: the focus on its
// text field, the names' placeholders for this many seats, and what the
// game says of the setup.
func (f *setupForm) changed() {
	for i := range f.names {
		f.names[i].Blur()
		f.names[i].Placeholder = defaultName(i, f.seats)
	}
	for i := range f.opts {
		f.opts[i].input.Blur()
	}
	if in := f.input(); in != nil {
		in.Focus()
	}
	f.err = f.check()
}

// name is seat i's name, or its default when none is typed.
func (f *setupForm) name(i int) string {
	if n := strings.TrimSpace(f.names[i].Value()); n != "" {
		return n
	}
	return defaultName(i, f.seats)
}

// setup is what the form says.
func (f *setupForm) setup() rules.Setup {
	s := rules.Setup{Game: f.def.Name, Seed: f.seed, Mode: rules.Digital}
	for i := range f.seats {
		s.Seats = append(s.Seats, f.name(i))
	}
	if len(f.opts) > 0 {
		s.Options = map[string]string{}
		for i := range f.opts {
			s.Options[f.opts[i].opt.Name] = f.opts[i].String(f.seats)
		}
	}
	if f.mode == modeTable {
		s.Mode = rules.Table
	}
	return s
}

// check says what stops the game from starting with this setup: the parts
// picked (too many, too few, one twice), then whatever the definition and
// the game refuse. The game is made and thrown away; nothing is saved.
func (f *setupForm) check() error {
	for i := range f.opts {
		if o := &f.opts[i]; o.choosing() {
			if err := o.opt.CheckPicks(o.picks(f.seats), f.seats); err != nil {
				return err
			}
		}
	}
	s, err := f.def.CheckSetup(f.setup())
	if err != nil {
		return err
	}
	return tryNew(f.def, s)
}

// tryNew is the game's own verdict on a checked setup. A game that panics
// is left for the match to report when it starts for real.
func tryNew(def rules.Definition, s rules.Setup) (err error) {
	if def.New == nil {
		return nil
	}
	defer func() {
		if recover() != nil {
			err = nil
		}
	}()
	_, err = def.New(s)
	return err
}

// terminal is the size of the terminal, or the smallest one drawn in
// before the first size is known (as the root assumes).
func (f *setupForm) terminal() (int, int) {
	if f.c.Width <= 0 || f.c.Height <= 0 {
		return minWidth, minHeight
	}
	return f.c.Width, f.c.Height
}

// sizeProblem refuses a terminal smaller than the game's screen needs,
// saying how big it must be and, where there is a command line, that the
// line mode plays anywhere.
func (f *setupForm) sizeProblem() error {
	nw, nh := f.need()
	w, h := f.terminal()
	if toosmall.Fits(nw, nh, w, h) {
		return nil
	}
	msg := fmt.Sprintf("%s for %s: enlarge it to start", toosmall.Message(nw, nh, w, h), f.def.Title)
	if !f.o.SoloOnly {
		// The command on a line of its own, so it is never broken.
		msg += ", or play at any size with:\n" + playCommand(f.def, f.setup())
	}
	return fmt.Errorf("%s", msg)
}

// playFlags are haunt play's own flags: an option of the same name is set
// with --option NAME=VALUE instead (as ui/cli does).
var playFlags = []string{"solo", "players", "names", "table", "seed", "plain", "script", "data", "name", "option", "help", "h"}

// playCommand is the command line that plays setup s in the line mode:
// haunt play horrified --players 2 --monsters dracula,wolf_man --plain.
func playCommand(def rules.Definition, s rules.Setup) string {
	args := []string{"haunt", "play", def.Name}
	n := len(s.Seats)
	switch {
	case s.Mode == rules.Table:
		args = append(args, "--table")
		if n != def.MinSeats {
			args = append(args, fmt.Sprintf("--players %d", n))
		}
	case n == 1:
		args = append(args, "--solo")
	default:
		args = append(args, fmt.Sprintf("--players %d", n))
	}
	named := false
	for i, name := range s.Seats {
		named = named || name != defaultName(i, n)
	}
	if named {
		args = append(args, "--names "+shellQuote(strings.Join(s.Seats, ",")))
	}
	for _, o := range def.Options {
		v := s.Options[o.Name]
		if v == "" || v == o.Default {
			continue
		}
		if slices.Contains(playFlags, o.Name) {
			args = append(args, "--option "+shellQuote(o.Name+"="+v))
		} else {
			args = append(args, "--"+o.Name+" "+shellQuote(v))
		}
	}
	return strings.Join(append(args, "--plain"), " ")
}

// shellQuote quotes s for a shell when it holds more than plain words.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_,.=-") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// change moves the line under the cursor by d: the mode, the number of
// players, an option's value, a part picked or not, a seat's part.
func (f *setupForm) change(d int) {
	switch fl := f.current(); fl.kind {
	case fieldMode:
		i := slices.Index(f.modes, f.mode)
		n := len(f.modes)
		f.setMode(f.modes[((i+d)%n+n)%n])
	case fieldSeats:
		lo, hi := f.seatRange(f.mode)
		f.seats = min(max(f.seats+d, lo), hi)
	case fieldOption:
		if o := &f.opts[fl.index]; o.cycles() {
			o.cycle(d)
		}
	case fieldPart:
		o := &f.opts[fl.index]
		if o.opt.PerSeat {
			o.cyclePart(fl.part, d)
		} else {
			o.picked[fl.part] = !o.picked[fl.part]
		}
	}
}

// typing reports whether the line under the cursor takes text: then every
// letter types.
func (f *setupForm) typing() bool { return f.input() != nil }

func (f *setupForm) SetSize(width, height int) {
	f.width, f.height = width, height
	f.scroll()
}

// Update runs the form's keys: esc goes back, enter starts the game.
func (f *setupForm) Update(msg tea.Msg) tea.Cmd {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	f.startErr = nil
	defer f.scroll()
	k := f.c.Keys
	in := f.input()
	n := len(f.fields())
	switch {
	case key.Matches(km, k.Back):
		return openMenu(f.e)
	case key.Matches(km, k.Choose):
		return f.start()
	case key.Matches(km, k.Next):
		f.focus = (f.focus + 1) % n
		f.changed()
		return nil
	case key.Matches(km, k.Prev):
		f.focus = (f.focus - 1 + n) % n
		f.changed()
		return nil
	}
	if in != nil {
		// Every letter types here: no shortcut is looked at.
		var cmd tea.Cmd
		*in, cmd = in.Update(km)
		f.err = f.check()
		return cmd
	}
	switch {
	case key.Matches(km, k.Left):
		f.change(-1)
	case key.Matches(km, k.Right), km.String() == " ":
		f.change(1)
	case key.Matches(km, k.Up):
		f.focus = max(f.focus-1, 0)
	case key.Matches(km, k.Down):
		f.focus = min(f.focus+1, n-1)
	case key.Matches(km, k.Home):
		f.focus = 0
	case key.Matches(km, k.End):
		f.focus = n - 1
	default:
		// No q here: in a form, a stray q meant for a name field must not
		// end the program. esc goes back; ctrl+c leaves.
		return nil
	}
	f.changed()
	return nil
}

// start saves the new game and opens it. It refuses, before anything is
// saved, a setup the game would not start and a terminal the game does not
// fit; the reason shows under the form.
func (f *setupForm) start() tea.Cmd {
	if err := f.check(); err != nil {
		f.err = err
		return nil
	}
	if err := f.sizeProblem(); err != nil {
		return nil // it shows under the form already
	}
	s, _, err := saves.Start(f.o.Store, f.def, f.setup(), "", f.o.Version, f.o.Now())
	if err != nil {
		f.startErr = err
		return nil
	}
	s.Now = f.o.Now
	return open(newGameScreen(f.e, s))
}

func (f *setupForm) Help() []help.KeyMap {
	k := f.e.keys()
	next, prev := common.WithHelp(k.Next, "next"), common.WithHelp(k.Prev, "previous")
	start := common.WithHelp(k.Choose, "start")
	short := []key.Binding{next, prev}
	change := k.Right
	change.SetHelp("←/→", "change")
	switch fl := f.current(); {
	case f.input() != nil:
	case fl.kind == fieldPart && !f.opts[fl.index].opt.PerSeat:
		change.SetHelp("space", "pick or drop")
		short = append(short, change)
	case fl.kind != fieldStart:
		short = append(short, change)
	}
	short = append(short, start, k.Back)
	full := [][]key.Binding{{next, prev}, {common.WithHelp(k.Left, "previous value"), common.WithHelp(k.Right, "next value or pick")}, {start, k.Back, k.Leave}}
	return []help.KeyMap{helpbar.Keys{Short: short, Full: full}}
}

func (f *setupForm) View() string {
	header, body, footer, _, _ := f.lines(f.width)
	room := max(f.height-len(header)-len(footer), 0)
	if len(body) > room {
		off := min(max(f.offset, 0), len(body)-room)
		shown := slices.Clone(body[off : off+room])
		if off > 0 && room > 0 {
			shown[0] = f.c.Styles.Subtle.Render(fmt.Sprintf("  ↑ %d more", off+1))
		}
		if rest := len(body) - off - room; rest > 0 && room > 1 {
			shown[room-1] = f.c.Styles.Subtle.Render(fmt.Sprintf("  ↓ %d more", rest+1))
		}
		body = shown
	}
	return fit(strings.Join(slices.Concat(header, body, footer), "\n"), f.width, f.height)
}

// scroll keeps the line under the cursor in view when the fields do not
// all fit, moving as little as it can (and never onto the "more" lines).
func (f *setupForm) scroll() {
	if f.width <= 0 || f.height <= 0 {
		return
	}
	header, body, footer, top, bottom := f.lines(f.width)
	room := f.height - len(header) - len(footer)
	if len(body) <= room || room < 3 {
		f.offset = 0
		return
	}
	off := f.offset
	if top < off+1 {
		off = top - 1
	}
	if bottom > off+room-2 {
		off = bottom - room + 2
	}
	f.offset = min(max(off, 0), len(body)-room)
}

// lines draws the form: a header, the fields (body, which scrolls), and the
// footer; top and bottom are the first and last line of the field under the
// cursor in body.
func (f *setupForm) lines(width int) (header, body, footer []string, top, bottom int) {
	c := f.c
	header = append(header, c.Styles.Title.Render("New game: "+f.def.Title))
	if f.def.Summary != "" {
		for _, l := range strings.Split(wrapText(f.def.Summary, width), "\n") {
			header = append(header, c.Styles.Subtle.Render(l))
		}
	}
	header = append(header, "")

	cur := f.current()
	valueCol := 2 + labelWidth + 1
	row := func(fl field, label, value, note string) {
		focused := fl == cur
		prefix := "  "
		label = fmt.Sprintf("%-*s", labelWidth, ansi.Truncate(label, labelWidth, "…"))
		if focused {
			prefix = c.Styles.Selected.Render("›") + " "
			label = c.Styles.Selected.Render(label)
			top = len(body)
			defer func() { bottom = len(body) - 1 }()
		}
		line := prefix + label + " " + value
		if note == "" {
			body = append(body, ansi.Truncate(line, width, "…"))
			return
		}
		// The note under the cursor is never cut: what does not fit beside
		// the value goes on the lines below it.
		room := width - ansi.StringWidth(line) - 2
		if !focused || ansi.StringWidth(note) <= room || width-valueCol < 20 {
			body = append(body, ansi.Truncate(line+"  "+c.Styles.Subtle.Render(note), width, "…"))
			return
		}
		body = append(body, ansi.Truncate(line, width, "…"))
		for _, l := range strings.Split(wrapText(note, width-valueCol-2), "\n") {
			body = append(body, strings.Repeat(" ", valueCol+2)+c.Styles.Subtle.Render(l))
		}
	}
	// The values of the lines that cycle are padded to one width, so
	// their notes start in one column.
	valueWidth := 0
	pad := func(v string) { valueWidth = max(valueWidth, min(ansi.StringWidth(v), 14)) }
	if len(f.modes) > 1 {
		for _, m := range f.modes {
			pad(m.String())
		}
	}
	for i := range f.opts {
		if o := &f.opts[i]; o.cycles() {
			for _, v := range o.opt.Values {
				pad(v)
			}
			if o.list() {
				pad(chooseLabel)
			}
		}
	}
	cycle := func(fl field, v string) string {
		fill := strings.Repeat(" ", max(valueWidth-ansi.StringWidth(v), 0))
		if fl == cur {
			return "‹ " + v + " ›" + fill
		}
		return "  " + v + "  " + fill
	}
	for _, fl := range f.fields() {
		switch fl.kind {
		case fieldMode:
			row(fl, "Play", cycle(fl, f.mode.String()), f.mode.note())
		case fieldSeats:
			lo, hi := f.seatRange(f.mode)
			row(fl, "Players", cycle(fl, fmt.Sprint(f.seats)), fmt.Sprintf("%d to %d", lo, hi))
		case fieldName:
			label := fmt.Sprintf("Player %d", fl.index+1)
			if f.seats == 1 {
				label = "Your name"
			}
			row(fl, label, "  "+f.names[fl.index].View(), "")
		case fieldOption:
			o := &f.opts[fl.index]
			v := "  " + o.input.View()
			v += strings.Repeat(" ", max(valueWidth+4-ansi.StringWidth(v), 0))
			if o.cycles() {
				v = cycle(fl, o.label())
			}
			row(fl, o.opt.Name, v, o.note(f.seats))
		case fieldPart:
			o := &f.opts[fl.index]
			if o.opt.PerSeat {
				p := o.opt.Parts[o.seat[fl.part]]
				row(fl, "  "+f.name(fl.part), cycle(fl, p.Label), p.Note)
				continue
			}
			p := o.opt.Parts[fl.part]
			box := "[ ] "
			if o.picked[fl.part] {
				box = "[x] "
			}
			row(fl, "", "  "+box+p.Label, p.Note)
		case fieldStart:
			body = append(body, "")
			row(fl, "Start", "", "enter starts from any line")
		}
	}

	if f.mode != modeTable {
		// Table mode has no use for it: the table's cards and dice decide.
		footer = append(footer, c.Styles.Subtle.Render(fmt.Sprintf("  Seed %d", f.seed)))
	}
	for _, err := range []error{f.err, f.sizeProblem(), f.startErr} {
		if err == nil {
			continue
		}
		footer = append(footer, "")
		lead := "! "
		for _, para := range strings.Split(err.Error(), "\n") {
			for _, l := range strings.Split(wrapText(para, width-2), "\n") {
				footer = append(footer, c.Styles.Error.Render(lead+l))
				lead = "  "
			}
		}
		break // one problem at a time: the first stops the start
	}
	return header, body, footer, top, bottom
}
