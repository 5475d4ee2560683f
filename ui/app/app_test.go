package app

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

func TestEnterChoosesTheChoiceUnderTheCursor(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy()
	h.keys("down", "enter") // Witch
	if got := h.answers(); len(got) < 1 || got[0] != "card witch" {
		t.Fatalf("answers %v, want card witch first", got)
	}
	// Solo digital: the omen was drawn by the session; the walk is next.
	contains(t, h.view(), "Where to?")
}

func TestUndoErrorShowsInTheStatusLine(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy("tab", "Ann")
	h.keys("enter") // the pick reveals, then the omen is drawn: both barriers
	n := len(h.answers())
	h.keys("u")
	if len(h.answers()) != n {
		t.Fatalf("undo went through a draw: %v", h.answers())
	}
	contains(t, h.view(), "! cannot undo past a card draw")
	// A plain answer can be taken back.
	h.keys("enter")
	if over, _ := h.session().Match.Over(); !over {
		t.Fatal("the walk should end the one-round toy")
	}
	h.keys("u")
	contains(t, h.view(), "Took back Ann's answer “Docks”.")
	contains(t, h.view(), "Where to?")
}

func TestQuitSaysWhereTheGameIsSaved(t *testing.T) {
	for _, k := range []string{"q", "ctrl+c"} {
		t.Run(k, func(t *testing.T) {
			store := saves.NewMemStore()
			h := newHarness(t, testOptions(store), 120, 40)
			h.startToy()
			h.keys("enter")
			name := h.session().Name
			h.keys(k)
			if !h.quit {
				t.Fatal("the program did not quit")
			}
			want := fmt.Sprintf("Game saved as %s. Resume with: haunt resume %s", name, name)
			if Farewell(h.m) != want {
				t.Fatalf("farewell %q, want %q", Farewell(h.m), want)
			}
			contains(t, h.view(), want)
			sv, err := store.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			if len(sv.Log) == 0 || sv.Log[0].Choice != "card ghost" {
				t.Fatalf("saved log %v", sv.Log)
			}
		})
	}
}

func TestTypingFiltersTheChoices(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy()
	h.keys("thi") // letters alone are no filter: / opens it
	if g := h.game(); g.list.Filtering() || g.list.FilterValue() != "" {
		t.Fatalf("letters started a filter %q", g.list.FilterValue())
	}
	h.keys("/thi")
	g := h.game()
	if !g.list.Filtering() || g.list.FilterValue() != "thi" {
		t.Fatalf("filter %q (filtering %v), want thi", g.list.FilterValue(), g.list.Filtering())
	}
	if c, _ := g.list.Selected(); c.ID != "card thief" || g.list.Visible() != 1 {
		t.Fatalf("selected %q of %d, want only the Thief", c.ID, g.list.Visible())
	}
	h.keys("enter")
	if got := h.answers(); got[0] != "card thief" {
		t.Fatalf("answers %v", got)
	}
}

func TestWhileFilteringLettersAreNotShortcuts(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy()
	h.keys("/", "qu?")
	if h.quit || h.m.bar.Full() {
		t.Fatal("q or ? acted while typing a filter")
	}
	if v := h.game().list.FilterValue(); v != "qu?" {
		t.Fatalf("filter %q", v)
	}
	contains(t, h.view(), "! nothing matches")
	h.keys("enter")
	contains(t, h.view(), "! nothing matches the filter")
	if len(h.answers()) != 0 {
		t.Fatal("enter with no match answered")
	}
	h.keys("esc")
	if h.game().list.Filtering() {
		t.Fatal("esc did not cancel the filter")
	}
	h.keys("q")
	if !h.quit {
		t.Fatal("q after the filter should quit")
	}
}

func TestSetupErrorStaysInTheForm(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.keys("enter") // New game
	h.keys("tab", "Ann", "tab", "tab", "backspace", "backspace", "backspace", "backspace", "angry", "enter")
	if !on[*setupForm](h.m) {
		t.Fatalf("screen %T, want the form kept", h.m.screen)
	}
	v := h.view()
	contains(t, v, `! mood "angry": the toy only plays when calm`)
	contains(t, v, "Ann")
	if st := h.form().setup(); st.Seats[0] != "Ann" || st.Options["mood"] != "angry" {
		t.Fatalf("form lost what was typed: %+v", st)
	}
}

func TestSetupBuildsTheSetup(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.keys("enter")
	h.keys("left")                  // solo, round to table mode
	h.keys("tab", "right", "right") // 3 players, the most
	h.keys("tab", "Ann", "tab", "Bob", "tab", "tab", "right")
	st := h.form().setup()
	want := rules.Setup{Game: "toy", Seats: []string{"Ann", "Bob", "Player 3"},
		Options: map[string]string{"rounds": "2", "mood": "calm"}, Seed: 42, Mode: rules.Table}
	if fmt.Sprint(st) != fmt.Sprint(want) {
		t.Fatalf("setup\n %+v\nwant\n %+v", st, want)
	}
	h.keys("enter")
	if !on[*gameScreen](h.m) || h.session().Match.Setup().Mode != rules.Table {
		t.Fatal("did not start a table-mode game")
	}
	contains(t, h.view(), "[table mode]")
}

func TestSoloOnlyHidesSeatsAndTableMode(t *testing.T) {
	o := testOptions(saves.NewMemStore())
	o.SoloOnly, o.Table = true, true
	h := newHarness(t, o, 120, 40)
	h.keys("enter")
	v := h.view()
	lacks(t, v, "Table mode")
	lacks(t, v, "Players")
	if st := h.form().setup(); len(st.Seats) != 1 || st.Mode != rules.Digital {
		t.Fatalf("solo-only setup %+v", st)
	}
}

func TestTableModeAsksTheTableForChance(t *testing.T) {
	o := testOptions(saves.NewMemStore())
	o.Table = true
	h := newHarness(t, o, 120, 40)
	h.startToy()
	h.keys("enter") // pick: now the omen waits for the table
	v := h.view()
	contains(t, v, "▶ The table")
	contains(t, v, "The table: Draw an omen.")
	contains(t, v, "› Moon")
	h.keys("down", "enter") // the Sun came up
	log := h.session().Match.Log()
	last := log[len(log)-1]
	if last.Seat != rules.Chance || last.Choice != "omen sun" || last.Source != rules.FromTable {
		t.Fatalf("last answer %+v, want the table's omen sun", last)
	}
	// The referee fixes typos: table mode undoes a draw.
	h.keys("u")
	contains(t, h.view(), "Took back the table's answer “Sun”.")
}

func TestHandOverBetweenSeatsBeforeASecret(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.keys("enter", "right", "tab", "tab", "Ann", "tab", "Bob", "enter")
	v := h.view()
	contains(t, v, "Pass the keyboard to Ann.")
	contains(t, v, "Press enter when only Ann can see the screen.")
	lacks(t, v, "Pick a card")
	h.keys("q")
	if h.quit {
		// q on the curtain leaves too; start again for the rest.
		t.Log("q on the curtain quits")
	}
	h = newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.keys("enter", "right", "tab", "tab", "Ann", "tab", "Bob", "enter", "enter")
	contains(t, h.view(), "▶ Ann")
	h.keys("/thi", "enter") // Ann picks the Thief in secret
	v = h.view()
	contains(t, v, "Pass the keyboard to Bob.")
	lacks(t, v, "thief")
	lacks(t, v, "Ann picked") // not even the log shows on the curtain
	h.keys("enter")
	v = h.view()
	contains(t, v, "▶ Bob")
	contains(t, v, `"Ann": "(hidden)"`)
	lacks(t, v, `"Ann": "Thief"`)
	h.keys("enter") // Bob: Ghost; the picks are revealed and the omen drawn
	v = h.view()
	lacks(t, v, "Pass the keyboard") // "Where to?" is not secret
	contains(t, v, "Ann showed Thief, Bob showed")
	contains(t, v, "▶ Ann")
}

func TestUndoInHotSeatDoesNotNameASecretAnswer(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.keys("enter", "right", "tab", "tab", "Ann", "tab", "Bob", "enter", "enter")
	h.keys("thi", "enter", "enter") // Ann picks; Bob takes the keyboard
	h.keys("u")
	v := h.view()
	lacks(t, v, "thief")
	contains(t, v, "Pass the keyboard to Ann.") // the keyboard goes back
	contains(t, v, "Took back a secret answer of Ann.")
}

func TestContinueOpensTheLatestUnfinishedSave(t *testing.T) {
	store := saves.NewMemStore()
	h := newHarness(t, testOptions(store), 120, 40)
	h.startToy()
	h.keys("enter", "q")
	name := h.session().Name

	h = newHarness(t, testOptions(store), 120, 40)
	contains(t, h.view(), "› Continue "+name+" (Toy Duel)")
	h.keys("enter")
	if !on[*gameScreen](h.m) || h.session().Name != name {
		t.Fatal("Continue did not open the save")
	}
	v := h.view()
	contains(t, v, "Where to?")
	contains(t, v, "You picked a card.") // the log is rebuilt
}

// brokenStore lists one damaged save next to the good ones.
type brokenStore struct{ saves.Store }

func (b brokenStore) List() ([]saves.Entry, error) {
	es, err := b.Store.List()
	return append(es, saves.Entry{Name: "broken", Err: errors.New("broken.json ends early — the file is incomplete")}), err
}

func TestResumeListsDamagedSavesWithoutOpeningThem(t *testing.T) {
	store := saves.NewMemStore()
	h := newHarness(t, testOptions(store), 120, 40)
	h.startToy()
	h.keys("enter", "enter") // play to the end
	name := h.session().Name
	h.keys("enter") // back to the menu
	if !on[*menuScreen](h.m) {
		t.Fatal("enter after the end did not go to the menu")
	}

	h = newHarness(t, testOptions(brokenStore{store}), 120, 40)
	lacks(t, h.view(), "Continue") // the only good save is over
	h.keys("down", "enter")        // Resume
	v := h.view()
	contains(t, v, "! broken — broken.json ends early")
	if !strings.Contains(v, name) || !strings.Contains(v, "over") {
		t.Fatalf("want %s listed as over:\n%s", name, v)
	}
	h.keys("down", "enter")
	contains(t, h.view(), "! broken cannot be opened")
	if !on[*resumeScreen](h.m) {
		t.Fatal("a damaged save opened")
	}
	h.keys("up", "enter")
	if !on[*gameScreen](h.m) {
		t.Fatal("a finished save should still open, to look at")
	}
}

func TestTooSmallTerminal(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 79, 24)
	contains(t, h.view(), "! terminal too small (need 80x24, have 79x24)")
	h.keys("enter") // unseen, so ignored
	if !on[*menuScreen](h.m) {
		t.Fatal("a key acted on the hidden menu")
	}
	h.send(sizeMsg(80, 24))
	lacks(t, h.view(), "too small")
}

func TestGameOverOffersTheMenu(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy()
	h.keys("enter", "enter")
	v := h.view()
	contains(t, v, "✔ Game over: win")
	contains(t, v, "The ghosts are appeased.")
	contains(t, v, "press enter for the menu")
	h.keys("enter")
	if !on[*menuScreen](h.m) {
		t.Fatal("not back on the menu")
	}
}

func TestStartOpensStraightIntoTheGame(t *testing.T) {
	store := saves.NewMemStore()
	s, _, err := saves.Start(store, toyDef, rules.Setup{Game: "toy", Seats: []string{"Solo"}, Seed: 7}, "night", "test", fixedNow)
	if err != nil {
		t.Fatal(err)
	}
	o := testOptions(store)
	o.Start = s
	h := newHarness(t, o, 120, 40)
	if !on[*gameScreen](h.m) {
		t.Fatal("not on the game screen")
	}
	contains(t, h.view(), "haunt · Toy Duel · night")
	h.keys("enter")
	if sv, _ := store.Load("night"); len(sv.Log) == 0 {
		t.Fatal("the answer was not saved")
	}
}

func TestQuestionMarkShowsAllKeys(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.startToy()
	lacks(t, h.view(), "pane by number")
	h.keys("?")
	contains(t, h.view(), "pane by number")
	h.keys("?")
	lacks(t, h.view(), "pane by number")
}

func TestLogScrollsWithPageKeys(t *testing.T) {
	// Horrified's setup alone logs more lines than the wide layout's log
	// box holds.
	h := horrifiedHarness(t, 120, 40)
	const tail = "Hero phase: you with the"
	contains(t, h.view(), tail)
	h.keys("pgup")
	lacks(t, h.view(), tail)
	h.keys("pgdown")
	contains(t, h.view(), tail)
}

// horrifiedHarness opens a solo Horrified game straight on the game
// screen, past the setup form.
func horrifiedHarness(t *testing.T, w, h int) *harness {
	t.Helper()
	return horrifiedHarnessWith(t, w, h, nil)
}

// horrifiedHarnessWith is horrifiedHarness with background work run by
// background (nil: the tests' default, which drops it).
func horrifiedHarnessWith(t *testing.T, w, h int, background func(tea.Cmd) tea.Cmd) *harness {
	t.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Fatal("no horrified")
	}
	_, o := startMatch(t, def, rules.Setup{Game: "horrified", Seats: []string{"You"}, Seed: 3,
		Options: map[string]string{"monsters": "first", "heroes": "mayor"}}, "solo")
	if background != nil {
		o.Background = background
	}
	return newHarness(t, o, w, h)
}

func TestRulesPage(t *testing.T) {
	h := newHarness(t, testOptions(saves.NewMemStore()), 120, 40)
	h.keys("down", "down", "enter")
	v := h.view()
	contains(t, v, "Rules: Toy Duel")
	contains(t, v, "A test game: secret picks")
	contains(t, v, "Option rounds: how many rounds (1, 2)")
	h.keys("esc")
	if !on[*menuScreen](h.m) {
		t.Fatal("esc did not go back")
	}
}

func TestEveryRulesReminderIsShort(t *testing.T) {
	for _, def := range games.All() {
		n := 0
		for _, para := range strings.Split(strings.TrimSpace(def.Reminder), "\n") {
			n += strings.Count(wrapText(para, 80), "\n") + 1
		}
		if n < 10 || n > 30 { // 10-20 lines of prose, plus blank lines between paragraphs
			t.Errorf("the %s reminder is %d lines at 80 columns", def.Title, n)
		}
	}
}

// A game too big for the terminal says it is saved and how to play on at
// this size; the SSH server, which has no line mode, does not offer it.
func TestTooSmallForAGameSaysHowToPlayOn(t *testing.T) {
	defs := games.All()
	def, _ := games.Lookup(defs, "att")
	for _, remote := range []bool{false, true} {
		store := saves.NewMemStore()
		s, _, err := saves.Start(store, def, rules.Setup{Game: "att", Seats: []string{"You"}, Seed: 1}, "river", "test", fixedNow)
		if err != nil {
			t.Fatal(err)
		}
		o := testOptions(store)
		o.Games, o.Start, o.SoloOnly = defs, s, remote
		v := newHarness(t, o, 79, 24).view()
		contains(t, v, "! terminal too small")
		hint := "game saved as river; to play at this size: haunt resume river --plain"
		if remote {
			lacks(t, v, "--plain")
		} else {
			contains(t, v, hint)
		}
	}
}

// Letters that come in one read (fast typing, a paste, an SSH client's
// batching) are letters: a filter word that is also a key's name is typed,
// never pressed.
func TestWordsReadAtOnceAreTypedNotPressed(t *testing.T) {
	oneRead := func(word string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(word)} }
	for _, word := range []string{"end", "up", "down", "left", "right", "home", "tab", "enter", "esc", "pgdown"} {
		h := horrifiedHarness(t, 120, 40)
		g := h.game()
		before := g.s.Match.Len()
		h.keys("/")
		h.send(oneRead(word))
		if got := g.list.FilterValue(); got != word || !g.list.Filtering() {
			t.Errorf("%q read at once: the filter holds %q (filtering %v)", word, got, g.list.Filtering())
		}
		if g.s.Match.Len() != before {
			t.Errorf("%q read at once answered the prompt", word)
		}
	}
	// The case that was seen: /end then enter ends the hero phase.
	h := horrifiedHarness(t, 120, 40)
	before := h.session().Match.Len()
	h.keys("/")
	h.send(oneRead("end"))
	h.keys("enter")
	if a := h.answers(); len(a) <= before || a[before] != "end" {
		t.Fatalf("/end read at once, then enter, answered %v; want the hero phase ended", a[before:])
	}
}
