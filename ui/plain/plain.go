// Package plain is haunt's line mode: the board in words, the events as
// lines, and numbered choices, with no escape codes at all. It is for screen
// readers, slow links and anyone who would rather type than steer a cursor.
//
// A player answers with a choice's number, its ID, or the start of its ID
// when only one choice starts that way, or with one of the commands undo,
// state, help and quit. Every answer is saved as it is given, so the end of
// the input (or quit) simply leaves; the game resumes later where it was.
//
// It is written to be heard. After each answer it says what happened, then
// asks the next question with its numbered choices; the whole board is said
// once at the start and again only on the state command. No line is wider
// than the terminal (words wrap, nothing is cut), and nothing is only
// decoration: no boxes, rules or bullets that a screen reader would read
// aloud as symbols.
package plain

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/diceentry"
	"github.com/hauntgames/haunt/ui/components/handover"
	"github.com/hauntgames/haunt/ui/games"
)

// Help is what the help command prints.
const Help = `Answer with the number of a choice, its name in brackets, or the start of
that name when no other choice starts the same way. A roll of several dice
may be typed at once: "hit power blank", "2h b" or "hpb". Commands:
  undo        take back the last answer (in table mode, any answer: a
              card or a die entered by mistake)
  adjust      table mode: list the corrections by hand ("adjust dracula"
              lists those that mention Dracula)
  adjust ID   table mode: make one ("adjust move dracula crypt")
  state       say the whole board again (board does the same)
  help        show this help
  quit        leave; the game is saved as you play (end of input does the same)`

// hint is said once, before the first question.
const hint = "Type state for the whole board again, or help for the commands."

// DefaultWidth is the width of the lines when the terminal's is not known.
const DefaultWidth = 80

// DefaultHeight is the terminal's height when it is not known: how many
// blank lines a hand-over prints to push the last player's lines off the
// screen.
const DefaultHeight = 60

// minWidth is the narrowest the lines get, however narrow the terminal says
// it is: a word or two per line would be no help to anyone.
const minWidth = 20

// Run plays s in the line mode, reading answers from in and writing to out,
// until the game ends, the player quits or in ends. opening holds the events
// of the game's start (from saves.Start), said before the board and the
// first question. width is the terminal's width: no line is wider (0 or
// less: DefaultWidth); height its height (0 or less: DefaultHeight).
func Run(s *saves.Session, opening []rules.Event, in io.Reader, out io.Writer, width, height int) error {
	if width <= 0 {
		width = DefaultWidth
	}
	if height <= 0 {
		height = DefaultHeight
	}
	p := &player{
		s:      s,
		in:     bufio.NewReader(in),
		out:    out,
		width:  max(width, minWidth),
		height: height,
		board:  games.For(s.Match.Definition()),
		shown:  rules.Nobody,
	}
	return p.run(opening)
}

type player struct {
	s      *saves.Session
	in     *bufio.Reader
	out    io.Writer
	width  int
	height int
	board  common.Board
	// shown is the seat whose view hot-seat play prints: the one that last
	// confirmed it has the keyboard, rules.Nobody (the public view) before.
	shown rules.Seat
}

// println says text: cleaned of escape codes, with symbols put in words,
// and wrapped to the width.
func (p *player) println(a ...any) {
	for _, l := range Wrap(Speakable(Clean(fmt.Sprint(a...))), p.width) {
		fmt.Fprintln(p.out, l)
	}
}

// hotSeat reports whether several people share the keyboard and each sees
// only their own view.
func (p *player) hotSeat() bool {
	st := p.s.Match.Setup()
	return st.Mode != rules.Table && len(st.Seats) > 1
}

// viewer is whose view the board shows: everything in solo and table mode
// and at the end, the seat at the keyboard in hot-seat play.
func (p *player) viewer() rules.Seat {
	if over, _ := p.s.Match.Over(); over || !p.hotSeat() {
		return rules.Chance
	}
	return p.shown
}

// showBoard says the whole board as the viewer may see it.
func (p *player) showBoard() {
	p.println(p.board.Describe(p.s.Match.Game().View(p.viewer())))
}

func (p *player) seatName(seat rules.Seat) string {
	if seat == rules.Nobody {
		return "Anyone"
	}
	seats := p.s.Match.Setup().Seats
	if seat >= 0 && int(seat) < len(seats) {
		return seats[seat]
	}
	return fmt.Sprintf("seat %d", seat)
}

func (p *player) showPrompt(pr rules.Prompt) {
	switch {
	case pr.IsChance():
		p.println("Table: " + pr.Text + " (enter what the cards or dice showed)")
	case p.hotSeat() && !strings.HasPrefix(pr.Text, p.seatName(pr.Seat)):
		p.println(p.seatName(pr.Seat) + ": " + pr.Text)
	default:
		p.println(pr.Text)
	}
	for i, c := range pr.Choices {
		// The ID is typed as a whole, so it is never split over two lines.
		line := fmt.Sprintf("  %d. %s  [%s]", i+1, c.Label, strings.ReplaceAll(c.ID, " ", nbsp))
		if pr.IsChance() && c.Weight > 0 {
			line += fmt.Sprintf("  (weight%s%d)", nbsp, c.Weight)
		}
		p.println(line)
	}
	if pr.Dice > 1 {
		p.println(fmt.Sprintf("  (%d dice to enter: one at a time, or all at once like %q)", pr.Dice, strings.Repeat("h", pr.Dice)))
	}
	if pr.Free != nil {
		p.println(fmt.Sprintf("  or type: %s <%s>", pr.Free.Prefix, pr.Free.Hint))
	}
}

// readLine returns the next line without its line ending; ok is false at
// the end of the input.
func (p *player) readLine() (string, bool, error) {
	line, err := p.in.ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", false, err
	}
	if err != nil && line == "" {
		return "", false, nil
	}
	return strings.TrimSpace(line), true, nil
}

func (p *player) saved() {
	p.println("Game saved as " + p.s.Name + ".")
}

func (p *player) run(events []rules.Event) error {
	first := true // the board is said once, before the first question
	for {
		pr := p.s.Match.Prompt()
		over, res := p.s.Match.Over()
		next := handover.Next(pr, p.shown)
		handOver := !over && p.hotSeat() && handover.Needed(p.s.Match.Game(), pr, p.shown, next)
		if handOver && p.shown != rules.Nobody {
			// A line mode cannot take back what it printed: the last
			// player's hand and choices go up off the screen before the
			// next player comes to it.
			fmt.Fprint(p.out, strings.Repeat("\n", p.height))
		}
		// The log first: it is public, and the one who answered sees what
		// their answer did before passing the keyboard on.
		for _, e := range events {
			p.println(e.Text)
		}
		events = nil
		if !over && p.hotSeat() {
			// The same hand-over as the screen's: before another seat's
			// view or secret answer, the next player is named first.
			if handOver {
				p.println(fmt.Sprintf("Pass the keyboard to %s, then press Enter when only %s can see the screen.", p.seatName(next), p.seatName(next)))
				_, ok, err := p.readLine()
				if err != nil {
					return err
				}
				if !ok {
					p.saved()
					return nil
				}
			}
			p.shown = next
		}
		if first {
			p.showBoard()
			if !over {
				p.println(hint)
			}
			first = false
		}
		if over {
			p.println(fmt.Sprintf("Game over: %s (%s, %s)", res.Text, res.Outcome, res.Reason))
			p.saved()
			return nil
		}
		if pr.IsChance() && p.s.Match.Setup().Mode != rules.Table {
			return errors.New("the game waits for a draw or a roll in digital play; resume it to let the dice fall")
		}
		p.showPrompt(pr)
		for {
			line, ok, err := p.readLine()
			if err != nil {
				return err
			}
			if !ok {
				p.saved()
				return nil
			}
			ev, done, err := p.handle(pr, line)
			if err != nil {
				p.println(err.Error())
				p.showPrompt(pr)
				continue
			}
			if done {
				p.saved()
				return nil
			}
			events = ev
			break
		}
	}
}

// handle acts on one line. It returns the events to print, whether the
// player is leaving, or an error that changes nothing.
func (p *player) handle(pr rules.Prompt, line string) ([]rules.Event, bool, error) {
	switch strings.ToLower(line) {
	case "quit", "exit":
		return nil, true, nil
	case "help", "?":
		p.println(Help)
		return nil, false, nil
	case "state", "board":
		p.showBoard()
		return nil, false, nil
	case "undo":
		a, err := p.s.Undo()
		if err != nil {
			return nil, false, errors.New("Cannot undo: " + err.Error() + ".")
		}
		who := p.seatName(a.Seat)
		switch a.Seat {
		case rules.Chance:
			who = "the table"
		case rules.Referee:
			who = "an adjustment by hand"
		}
		text := fmt.Sprintf("Took back %q (%s).", a.Choice, who)
		if p.s.Match.Setup().Mode == rules.Table {
			text = "Corrected: t" + text[1:]
		}
		return []rules.Event{{Kind: "undo", Text: text}}, false, nil
	}
	if cmd, arg, _ := strings.Cut(line, " "); strings.EqualFold(cmd, "adjust") {
		ev, err := p.adjust(strings.TrimSpace(arg))
		return ev, false, err
	}
	c, err := Resolve(pr, line)
	if err != nil {
		if roll, ok := p.roll(pr, line); ok {
			return p.answerRoll(pr, roll)
		}
		if why := p.explain(pr, line); why != nil {
			return nil, false, why
		}
		return nil, false, err
	}
	n := p.s.Match.Len()
	ev, err := p.s.Answer(pr.Seat, c.ID)
	if err != nil {
		if p.s.Match.Len() == n {
			return nil, false, err
		}
		// The answer counts; only saving failed. Say so and go on.
		ev = append(ev, rules.Event{Kind: "error", Text: "Warning: " + err.Error()})
	}
	return ev, false, nil
}

// roll reads a line as several dice of the roll a die prompt asks for
// ("hit power blank", "2h b"): at most as many as are left.
func (p *player) roll(pr rules.Prompt, line string) ([]rules.Choice, bool) {
	if !pr.IsChance() || pr.Dice == 0 {
		return nil, false
	}
	loose := pr
	loose.Dice = 0 // fewer dice than are left are welcome: the rest comes next
	r, err := diceentry.Parse(loose, line)
	if err != nil || len(r) > pr.Dice {
		return nil, false
	}
	return r, true
}

// answerRoll gives the dice of a roll one by one, saying the roll first.
func (p *player) answerRoll(pr rules.Prompt, roll []rules.Choice) ([]rules.Event, bool, error) {
	all := []rules.Event{{Kind: "roll", Text: "Roll entered: " + diceentry.Words(pr, roll) + "."}}
	for _, c := range roll {
		n := p.s.Match.Len()
		ev, err := p.s.Answer(rules.Chance, c.ID)
		all = append(all, ev...)
		if err != nil {
			if p.s.Match.Len() == n {
				all = append(all, rules.Event{Kind: "error", Text: "Stopped: " + err.Error()})
				return all, false, nil
			}
			all = append(all, rules.Event{Kind: "error", Text: "Warning: " + err.Error()})
		}
	}
	return all, false, nil
}

// explain asks the game why line cannot answer the prompt, when it can say
// more than "not a choice" (a card already drawn). Apply is pure: asking
// changes nothing.
func (p *player) explain(pr rules.Prompt, line string) error {
	id := strings.TrimSpace(line)
	for _, c := range pr.Choices {
		if strings.EqualFold(c.ID, id) {
			return nil
		}
	}
	_, _, err := p.s.Match.Game().Apply(pr.Seat, strings.ToLower(id))
	var ill *rules.IllegalError
	if err == nil || (errors.As(err, &ill) && strings.HasPrefix(ill.Why, "not one of the ")) {
		return nil
	}
	return fmt.Errorf("%s. Pick one of the %d choices.", upperFirst(err.Error()), len(pr.Choices))
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// adjust lists the corrections by hand that match words, or makes the one
// whose ID is given (with or without "adjust " in front).
func (p *player) adjust(words string) ([]rules.Event, error) {
	if p.s.Match.Setup().Mode != rules.Table {
		return nil, errors.New("Adjustments by hand are for table mode, where the real table may drift from the app.")
	}
	list := p.s.Match.Adjustments()
	if len(list) == 0 {
		return nil, errors.New("There is nothing to adjust now.")
	}
	id := strings.ToLower(strings.TrimSpace(words))
	if id != "" && !strings.HasPrefix(id, "adjust ") {
		id = "adjust " + id
	}
	for _, c := range list {
		if c.ID == id {
			n := p.s.Match.Len()
			ev, err := p.s.Adjust(c.ID)
			if err != nil && p.s.Match.Len() == n {
				return nil, errors.New("Cannot adjust: " + err.Error() + ".")
			}
			if err != nil {
				ev = append(ev, rules.Event{Kind: "error", Text: "Warning: " + err.Error()})
			}
			return ev, nil
		}
	}
	terms := strings.Fields(strings.ToLower(words))
	var shown int
	for _, c := range list {
		hay := strings.ToLower(c.ID + " " + c.Label)
		ok := true
		for _, t := range terms {
			ok = ok && strings.Contains(hay, t)
		}
		if ok {
			p.println(fmt.Sprintf("  %s  [%s]", c.Label, strings.ReplaceAll(c.ID, " ", nbsp)))
			shown++
		}
	}
	if shown == 0 {
		return nil, fmt.Errorf("No adjustment matches %q; type adjust alone to list them all.", short(words))
	}
	p.println("Type adjust and one of the names in brackets to make it.")
	return nil, nil
}

// Resolve finds the choice a typed line means: a choice ID (any case), a
// number from 1, the start of exactly one choice ID, or else of exactly one
// label ("thief" for "Thief (2 of 3 left)"); or, for a prompt
// that takes free answers, its prefix and any text. The error says what
// would be right.
func Resolve(pr rules.Prompt, line string) (rules.Choice, error) {
	line = strings.TrimSpace(line)
	n := len(pr.Choices)
	if line == "" {
		return rules.Choice{}, fmt.Errorf("Type a number from 1 to %d, a choice in brackets, or help.", n)
	}
	for _, c := range pr.Choices {
		if strings.EqualFold(c.ID, line) {
			return c, nil
		}
	}
	if pr.Free != nil && len(line) > len(pr.Free.Prefix) && strings.EqualFold(line[:len(pr.Free.Prefix)+1], pr.Free.Prefix+" ") {
		if id, ok := pr.FreeAnswer(line[len(pr.Free.Prefix)+1:]); ok {
			return rules.Choice{ID: id, Label: strings.TrimPrefix(id, pr.Free.Prefix+" ")}, nil
		}
	}
	if i, err := strconv.Atoi(line); err == nil {
		if i < 1 || i > n {
			return rules.Choice{}, fmt.Errorf("There is no choice %d; pick 1 to %d.", i, n)
		}
		return pr.Choices[i-1], nil
	}
	var match []rules.Choice
	for _, c := range pr.Choices {
		if len(c.ID) >= len(line) && strings.EqualFold(c.ID[:len(line)], line) {
			match = append(match, c)
		}
	}
	if len(match) == 0 {
		// The start of a label will do as well ("thief" for the card
		// listed as "Thief (2 of 3 left)"), when only one starts so.
		for _, c := range pr.Choices {
			if len(c.Label) >= len(line) && strings.EqualFold(c.Label[:len(line)], line) {
				match = append(match, c)
			}
		}
		if len(match) > 1 {
			match = nil // ambiguous labels: say what the IDs would be instead
		}
	}
	switch len(match) {
	case 1:
		return match[0], nil
	case 0:
		return rules.Choice{}, fmt.Errorf("%q is not a choice; type a number from 1 to %d, a choice in brackets, or help.", short(line), n)
	}
	var ids []string
	for i, c := range match {
		if i == 4 {
			ids = append(ids, fmt.Sprintf("and %d more", len(match)-4))
			break
		}
		ids = append(ids, c.ID)
	}
	return rules.Choice{}, fmt.Errorf("%q could be %s; type more of it.", short(line), strings.Join(ids, ", "))
}

func short(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

// nbsp joins the words of a choice ID, so that Wrap keeps them on one line;
// it is written out as a plain space.
const nbsp = "\u00a0"

// symbols are the signs the games' texts use that a screen reader reads
// aloud as their names ("right arrow", "middle dot"), in words.
var symbols = strings.NewReplacer(
	" \u2192 ", " to ", "\u2192", " to ", // →: "moves Theatre → Tower"
	" \u00b7 ", "; ", "\u00b7", ";", // ·: "Thief (1 of 3 left) · 2 items"
	"\u2022", "", // •
)

// Speakable puts the symbols of s in words and turns list bullets ("- "
// or "* " at the start of a line) into indentation.
func Speakable(s string) string {
	s = symbols.Replace(s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		rest := strings.TrimLeft(l, " ")
		if strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "* ") {
			lines[i] = l[:len(l)-len(rest)] + "  " + strings.TrimLeft(rest[2:], " ")
		}
	}
	return strings.Join(lines, "\n")
}

// Wrap breaks each line of s into lines at most width cells wide, at
// spaces. A line that runs over goes on indented: under the text of a
// numbered choice ("  12. "), else two spaces deeper than it began, so that
// only a new line starts at its own margin. Nothing is cut: a word wider
// than the room left is split where it must be. Trailing spaces go; a tab
// counts as two spaces.
func Wrap(s string, width int) []string {
	var out []string
	for _, line := range strings.Split(strings.ReplaceAll(s, "\t", "  "), "\n") {
		out = append(out, wrapLine(strings.TrimRight(line, " "), width)...)
	}
	return out
}

func wrapLine(line string, width int) []string {
	rest := strings.TrimLeft(line, " ")
	indent := len(line) - len(rest)
	hang := indent + 2
	if n := numbered(rest); n > 0 {
		hang = indent + n
	}
	// Leave at least half the width for words, however deep the indent.
	indent, hang = min(indent, width/2), min(hang, width/2)
	unbreak := func(s string) string { return strings.ReplaceAll(s, nbsp, " ") }
	if ansi.StringWidth(line) <= width {
		return []string{unbreak(line)}
	}
	var out []string
	cur := strings.Repeat(" ", indent)
	curW, empty := indent, true // empty: no word on cur yet
	flush := func() {
		out = append(out, unbreak(strings.TrimRight(cur, " ")))
		cur, curW, empty = strings.Repeat(" ", hang), hang, true
	}
	// Splitting at single spaces keeps runs of spaces inside a line as
	// empty words; at the start of a new line they are dropped.
	for _, w := range strings.Split(rest, " ") {
		ww := ansi.StringWidth(w)
		if !empty && curW+1+ww > width {
			flush()
		}
		if empty && w == "" {
			continue
		}
		if !empty {
			cur += " "
			curW++
		}
		for curW+ww > width { // a word wider than the line: split it
			head, hw := fitCells(w, width-curW)
			cur += head
			curW += hw
			w, ww = w[len(head):], ww-hw
			flush()
		}
		cur += w
		curW += ww
		empty = false
	}
	if !empty {
		out = append(out, unbreak(strings.TrimRight(cur, " ")))
	}
	return out
}

// numbered is the length of a choice's number ("12. ") at the start of s,
// 0 when s does not start with one.
func numbered(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || !strings.HasPrefix(s[i:], ". ") {
		return 0
	}
	return i + 2
}

// fitCells is the longest start of s at most cells wide (at least one
// character, so that wrapping always goes on) and its width.
func fitCells(s string, cells int) (string, int) {
	w := 0
	for i, r := range s {
		rw := ansi.StringWidth(string(r))
		if w+rw > cells && i > 0 {
			return s[:i], w
		}
		w += rw
	}
	return s, w
}

// Clean removes terminal escape sequences and other control characters
// (all but newline and tab) from text and replaces bytes that are not UTF-8,
// so that nothing from content files or a board's description can steer the
// reader's terminal.
func Clean(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if !strings.ContainsFunc(s, func(r rune) bool { return r != '\n' && r != '\t' && unicode.IsControl(r) }) {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == 0x1b && i+1 < len(rs) && rs[i+1] == '[': // CSI: parameters, then a final byte
			i += 2
			for i < len(rs) && (rs[i] < 0x40 || rs[i] > 0x7e) {
				i++
			}
		case r == 0x1b && i+1 < len(rs) && (rs[i+1] == ']' || rs[i+1] == 'P' || rs[i+1] == '_' || rs[i+1] == '^'):
			// OSC, DCS, APC, PM: up to BEL or ST (ESC \).
			i += 2
			for i < len(rs) && rs[i] != 0x07 && !(rs[i] == 0x1b && i+1 < len(rs) && rs[i+1] == '\\') {
				i++
			}
			if i < len(rs) && rs[i] == 0x1b {
				i++
			}
		case r == 0x1b && i+1 < len(rs): // a two-character escape
			i++
		case r == '\n' || r == '\t' || !unicode.IsControl(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
