package plain_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/sim/toy"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
	"github.com/hauntgames/haunt/ui/plain"
)

func start(t *testing.T, mode rules.Mode, opts map[string]string, seats ...string) *saves.Session {
	t.Helper()
	if len(seats) == 0 {
		seats = []string{"You"}
	}
	setup := rules.Setup{Game: "toy", Seats: seats, Seed: 1, Mode: mode, Options: opts}
	s, _, err := saves.Start(saves.NewMemStore(), toy.Definition(), setup, "test", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func run(t *testing.T, s *saves.Session, input string) string {
	t.Helper()
	return runWidth(t, s, input, 0)
}

// runWidth plays input at a terminal width cells wide (0: the default, 80),
// and checks every line fits.
func runWidth(t *testing.T, s *saves.Session, input string, width int) string {
	t.Helper()
	var out bytes.Buffer
	if err := plain.Run(s, nil, strings.NewReader(input), &out, width, 0); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if strings.ContainsAny(out.String(), "\x1b\x07\r") {
		t.Errorf("output has control characters:\n%q", out.String())
	}
	if width <= 0 {
		width = plain.DefaultWidth
	}
	for _, l := range strings.Split(out.String(), "\n") {
		if w := ansi.StringWidth(l); w > width {
			t.Errorf("a line is %d cells wide, more than %d:\n%s", w, width, l)
		}
		if why := decorative(l); why != "" {
			t.Errorf("a line has %s, which a screen reader reads aloud:\n%s", why, l)
		}
	}
	return out.String()
}

// decorative says what in line is there for the eye only, or "".
func decorative(line string) string {
	t := strings.TrimSpace(line)
	switch {
	case strings.HasPrefix(t, "- "), strings.HasPrefix(t, "* "):
		return "a bullet"
	case len(t) >= 3 && strings.Trim(t, "-=_*~#") == "":
		return "a rule"
	case strings.ContainsFunc(t, func(r rune) bool { return r >= 0x2500 && r <= 0x259f }):
		return "box drawing"
	case strings.ContainsAny(t, "\u2192\u00b7\u2022\u203a"):
		return "a symbol (arrow, dot or bullet)"
	}
	return ""
}

func TestPromptBoardAndNumberedChoices(t *testing.T) {
	out := run(t, start(t, rules.Digital, nil), "")
	for _, want := range []string{
		`"positions": [`, // the toy's view, described by the generic board
		"You, how far do you go?\n",
		"  1. Walk one step  [step 1]\n",
		"  2. Run two steps  [step 2]\n",
		"  3. Rest (the ghost does not roll)  [rest]\n",
		"  3. Rest (the ghost does not roll)  [rest]\nGame saved as test.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestAnswersByNumberIDAndPrefix(t *testing.T) {
	s := start(t, rules.Digital, nil, "Ann", "Bob")
	// The toy's views name their viewer, so every change of seat is a
	// hand-over, passed with an empty line.
	out := run(t, s, "\n3\n\nREST\n\nr\nquit\n")
	log := s.Match.Log()
	if len(log) != 3 || log[0].Choice != "rest" || log[1].Choice != "rest" || log[2].Choice != "rest" {
		t.Fatalf("log %v, want three rests", log)
	}
	for _, want := range []string{"\nAnn, how far do you go?", "Ann rests.\nPass the keyboard to Bob", "\nBob, how far do you go?", "Game saved as test.\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestBadInputSaysWhatIsRightAndAsksAgain(t *testing.T) {
	s := start(t, rules.Digital, nil)
	out := run(t, s, "st\n9\n0\nfly\n\nundo\n")
	if s.Match.Len() != 0 {
		t.Fatalf("bad input changed the match: %v", s.Match.Log())
	}
	for _, want := range []string{
		`"st" could be step 1, step 2; type more of it.`,
		"There is no choice 9; pick 1 to 3.",
		"There is no choice 0; pick 1 to 3.",
		`"fly" is not a choice; type a number from 1 to 3, a choice in brackets, or help.`,
		"Type a number from 1 to 3, a choice in brackets, or help.",
		"Cannot undo: nothing to undo.",
	} {
		if !strings.Contains(out, want+"\nYou, how far do you go?\n") {
			t.Errorf("output lacks %q followed by the prompt:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "  1. Walk one step"); n != 7 {
		t.Errorf("the prompt shows %d times, want 7 (once, then after each of six errors)", n)
	}
}

func TestCommands(t *testing.T) {
	s := start(t, rules.Digital, nil)
	out := run(t, s, "help\nrest\nundo\nstate\nquit\nrest\n")
	if !strings.Contains(out, plain.Help) {
		t.Errorf("help missing:\n%s", out)
	}
	if !strings.Contains(out, "You rests.\n") || !strings.Contains(out, `Took back "rest" (You).`) {
		t.Errorf("rest then undo not shown:\n%s", out)
	}
	if s.Match.Len() != 0 {
		t.Errorf("quit should stop before the last rest; log %v", s.Match.Log())
	}
	// The board prints at the start and again for state; rest and undo
	// leave the toy's board as it was, so it is not repeated for them.
	if n := strings.Count(out, `"positions"`); n != 2 {
		t.Errorf("board printed %d times, want 2:\n%s", n, out)
	}
}

func TestPlayToTheEnd(t *testing.T) {
	s := start(t, rules.Digital, nil)
	out := run(t, s, strings.Repeat("2\n", 20))
	over, res := s.Match.Over()
	if !over {
		t.Fatalf("not over after 20 runs:\n%s", out)
	}
	if !strings.Contains(out, "Game over: "+res.Text+" ("+res.Outcome+", "+res.Reason+")\nGame saved as test.\n") {
		t.Errorf("no game over line:\n%s", out)
	}
	if !strings.Contains(out, "The ghost") {
		t.Errorf("the ghost's draws are not shown:\n%s", out)
	}
}

func TestTableModeAsksForChance(t *testing.T) {
	s := start(t, rules.Table, nil)
	out := run(t, s, "1\nghost m\nundo\n")
	for _, want := range []string{
		"Table: Roll the ghost die. (enter what the cards or dice showed)\n",
		"  1. The ghost stays put  [ghost stays]  (weight 2)\n",
		"  2. The ghost moves one closer  [ghost moves]  (weight 3)\n",
		"The ghost draws closer (1 of 3).",
		`Corrected: took back "ghost moves" (the table).`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if s.Match.Len() != 1 {
		t.Errorf("log %v, want the step only", s.Match.Log())
	}
}

func TestHotSeatSecretPromptsHandOver(t *testing.T) {
	s := start(t, rules.Digital, map[string]string{"secret": "yes"}, "Ann", "Bob")
	out := run(t, s, "\nrest\n\n1\n")
	i := strings.Index(out, "Pass the keyboard to Ann, then press Enter when only Ann can see the screen.")
	j := strings.Index(out, "Pass the keyboard to Bob")
	if i < 0 || j < i || strings.Index(out, "\nAnn, how far") < i || strings.Index(out, "\nBob, how far") < j {
		t.Errorf("hand-over screens missing or out of order:\n%s", out)
	}
	if l := s.Match.Log(); len(l) < 2 || l[0].Choice != "rest" || l[1].Choice != "step 1" {
		t.Errorf("log %v", l)
	}
}

func TestResolve(t *testing.T) {
	p := rules.Prompt{Choices: []rules.Choice{{ID: "move docks"}, {ID: "move church"}, {ID: "2"}, {ID: "guard"}}}
	for line, want := range map[string]string{
		"1": "move docks", "2": "2", "3": "2", "4": "guard", "g": "guard", "move c": "move church", " Move Docks ": "move docks",
	} {
		c, err := plain.Resolve(p, line)
		if err != nil || c.ID != want {
			t.Errorf("Resolve(%q) = %q, %v; want %q", line, c.ID, err, want)
		}
	}
	for _, line := range []string{"move", "5", "-1", "x", ""} {
		if c, err := plain.Resolve(p, line); err == nil {
			t.Errorf("Resolve(%q) = %q, want an error", line, c.ID)
		}
	}
}

func TestCleanStripsEscapes(t *testing.T) {
	for in, want := range map[string]string{
		"plain\ttext\n":                "plain\ttext\n",
		"\x1b[31mred\x1b[0m":           "red",
		"\x1b]0;title\x07after":        "after",
		"\x1b]8;;http://x\x1b\\link":   "link",
		"bell\x07 and \u009b c1 \r":    "bell and  c1 ",
		"raw \x9b byte":                "raw \ufffd byte",
		"\x1bcreset":                   "reset",
		"trailing escape \x1b":         "trailing escape ",
		"caf\u00e9 \u2014 \u2620 fine": "caf\u00e9 \u2014 \u2620 fine",
	} {
		if got := plain.Clean(in); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}

// quiet is the toy with prompts that do not name the player.
type quiet struct{ rules.Game }

func (q quiet) Prompt() rules.Prompt {
	p := q.Game.Prompt()
	p.Text = "How far?"
	return p
}

func (q quiet) Apply(seat rules.Seat, c string) (rules.Game, []rules.Event, error) {
	g, ev, err := q.Game.Apply(seat, c)
	return quiet{g}, ev, err
}

func TestHotSeatNamesTheSeatWhenThePromptDoesNot(t *testing.T) {
	def := toy.Definition()
	def.New = func(s rules.Setup) (rules.Game, error) {
		g, err := toy.New(s)
		return quiet{g}, err
	}
	s, _, err := saves.Start(saves.NewMemStore(), def, rules.Setup{Game: "toy", Seats: []string{"Ann", "Bob"}, Seed: 1}, "t", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, s, "\nrest\n\n")
	if !strings.Contains(out, "\nAnn: How far?\n") || !strings.Contains(out, "\nBob: How far?\n") {
		t.Errorf("hot-seat prompts do not name the seat:\n%s", out)
	}
}

// After an answer come its events, then the next question: the board is
// not said again until asked for.
func TestEventsThenQuestionBoardOnlyOnState(t *testing.T) {
	s := start(t, rules.Digital, nil)
	out := run(t, s, "rest\nstep 1\nstate\nrest\n")
	if n := strings.Count(out, `"positions"`); n != 2 {
		t.Errorf("the board is said %d times, want 2 (at the start and on state):\n%s", n, out)
	}
	prompt := "You, how far do you go?\n"
	// The start: the board, the hint about state and help, the question.
	board := strings.Index(out, `"positions"`)
	hint := strings.Index(out, "Type state for the whole board again, or help for the commands.\n"+prompt)
	if board < 0 || hint < board {
		t.Errorf("the start is not board, hint, question:\n%s", out)
	}
	if strings.Count(out, "Type state for") != 1 {
		t.Errorf("the hint is said more than once:\n%s", out)
	}
	// Each answer: what it did, then straight to the question.
	for _, ev := range []string{"You rests.\n", "You moves 1 to space 1.\n"} {
		i := strings.Index(out, ev)
		if i < 0 {
			t.Errorf("event %q missing:\n%s", ev, out)
			continue
		}
		after := out[i+len(ev):]
		// A ghost roll may follow in the same answer's events; then comes
		// the question, with no board between.
		q := strings.Index(after, prompt)
		if q < 0 || strings.Contains(after[:q], `"positions"`) || strings.Contains(after[:q], "  1. ") {
			t.Errorf("after %q the question does not follow the events:\n%s", ev, out)
		}
	}
	// state: the board, then the question again.
	st := strings.LastIndex(out, "{\n")
	if st < 0 || !strings.Contains(out[st:], "}\n"+prompt) {
		t.Errorf("state does not say the board, then the question:\n%s", out)
	}
	if s.Match.Len() < 3 {
		t.Errorf("answers after state were lost: %v", s.Match.Log())
	}
}

// In hot-seat play the board is said once, to the first player after the
// first hand-over, and state says it as the seat at the keyboard sees it.
func TestHotSeatBoardOnceThenOnStateForTheSeatShown(t *testing.T) {
	s := start(t, rules.Digital, map[string]string{"secret": "yes"}, "Ann", "Bob")
	out := run(t, s, "\nrest\n\nstate\n")
	if n := strings.Count(out, `"positions"`); n != 2 {
		t.Errorf("the board is said %d times, want 2:\n%s", n, out)
	}
	first := strings.Index(out, `"viewer": 0`)
	pass := strings.Index(out, "Pass the keyboard to Bob")
	bob := strings.Index(out, `"viewer": 1`)
	if first < 0 || pass < first || bob < pass || strings.Contains(out[pass:], `"viewer": 0`) {
		t.Errorf("want Ann's board at the start and Bob's on state after the hand-over:\n%s", out)
	}
}

func TestWrapKeepsEveryWordWithinTheWidth(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  []string
	}{
		{"short line", 20, []string{"short line"}},
		{"The Mayor moves from the Theatre to the Tower.", 20, []string{"The Mayor moves from", "  the Theatre to the", "  Tower."}},
		{"  12. Play Late into the Night  [perk\u00a0late]", 22, []string{"  12. Play Late into", "      the Night", "      [perk late]"}},
		{"  Mayor (You) is at Theatre", 16, []string{"  Mayor (You) is", "    at Theatre"}},
		{"a  b", 20, []string{"a  b"}},
		{"tail   ", 20, []string{"tail"}},
		{"abcdefghijklmnopqrstuvwxyz", 10, []string{"abcdefghij", "  klmnopqr", "  stuvwxyz"}},
		{"one\ntwo", 20, []string{"one", "two"}},
	} {
		got := plain.Wrap(c.in, c.width)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("Wrap(%q, %d) = %q, want %q", c.in, c.width, got, c.want)
		}
	}
}

func TestSpeakable(t *testing.T) {
	for in, want := range map[string]string{
		"The Mayor moves Theatre \u2192 Tower.":  "The Mayor moves Theatre to Tower.",
		"Thief (1 of 3 left) \u00b7 2 items":     "Thief (1 of 3 left); 2 items",
		"Heroes:\n- Mayor (You)\n  - nested, -1": "Heroes:\n  Mayor (You)\n    nested, -1",
		"-1 terror; a - b":                       "-1 terror; a - b",
	} {
		if got := plain.Speakable(in); got != want {
			t.Errorf("Speakable(%q) = %q, want %q", in, got, want)
		}
	}
}

// The real board, said in a narrow terminal: every line fits, no word is
// cut and nothing is decoration (runWidth checks each line).
func TestHorrifiedFitsNarrowTerminals(t *testing.T) {
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Skip("no Horrified in this build")
	}
	for _, width := range []int{80, 60, 40} {
		s, _, err := saves.Start(saves.NewMemStore(), def, rules.Setup{Game: "horrified", Seats: []string{"You"}, Seed: 3, Mode: rules.Digital}, "narrow", "test", time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		out := runWidth(t, s, "1\n2\nhelp\nstate\n", width)
		board := games.For(def).Describe(s.Match.Game().View(rules.Chance))
		if !strings.Contains(words(out), words(plain.Speakable(board))) {
			t.Errorf("at width %d the board on state is not said whole:\n%s", width, out)
		}
		if n := strings.Count(words(out), words(strings.Split(board, "\n")[0])); n != 2 {
			t.Errorf("at width %d the board is said %d times, want 2:\n%s", width, n, out)
		}
	}
}

// A line mode cannot take back what it printed: before the keyboard goes
// to the next player, the last player's question and choices are pushed a
// screen's height up, and only the public log follows them.
func TestAHandOverPushesTheLastPlayersLinesOffTheScreen(t *testing.T) {
	s := start(t, rules.Digital, map[string]string{"secret": "yes"}, "Ann", "Bob")
	out := run(t, s, "\nrest\n\n1\n")
	ask := strings.Index(out, "\nAnn, how far do you go?")
	pass := strings.Index(out, "Pass the keyboard to Bob")
	if ask < 0 || pass < ask {
		t.Fatalf("no hand-over to Bob after Ann's question:\n%s", out)
	}
	between := strings.Split(out[ask+1:pass], "\n")
	blank := 0
	for _, l := range between {
		if l == "" {
			blank++
		}
	}
	if blank < plain.DefaultHeight {
		t.Fatalf("%d blank lines between Ann's question and Bob's hand-over, want a screen's %d", blank, plain.DefaultHeight)
	}
	if after := out[strings.LastIndex(out[:pass], "\n\n")+2 : pass]; strings.Contains(after, "how far") || strings.Contains(after, "Walk") {
		t.Errorf("Ann's question shows after the blank lines:\n%s", after)
	}
	// The first hand-over, before anyone has looked, pushes nothing.
	if first := strings.Index(out, "Pass the keyboard to Ann"); first < 0 || strings.Count(out[:first], "\n") > 5 {
		t.Errorf("blank lines before the first hand-over:\n%q", out[:max(first, 0)])
	}
}
