package app

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// horrifiedOptions offers the real Horrified alone, so enter on the title
// menu opens its setup form.
func horrifiedOptions(t *testing.T, store saves.Store) Options {
	t.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Fatal("horrified is not registered")
	}
	o := testOptions(store)
	o.Games = []rules.Definition{def}
	return o
}

// openForm opens the setup form from the title menu. The game's screen is
// said to fit 80x24 (the boards' MinSize is the board's business; the size
// check has its own test).
func openForm(t *testing.T, o Options, w, h int) *harness {
	t.Helper()
	hs := newHarness(t, o, w, h)
	hs.keys("enter")
	hs.form().need = func() (int, int) { return 80, 24 }
	return hs
}

// focus tabs to the first line of the form that is.
func (h *harness) focus(is func(field) bool) {
	h.t.Helper()
	f := h.form()
	for range len(f.fields()) + 1 {
		if is(f.current()) {
			return
		}
		h.keys("tab")
	}
	h.t.Fatalf("no such line on the form:\n%s", h.view())
}

func optionLine(f *setupForm, name string) func(field) bool {
	return func(fl field) bool { return fl.kind == fieldOption && f.opts[fl.index].opt.Name == name }
}

func partLine(f *setupForm, name string, part int) func(field) bool {
	return func(fl field) bool {
		return fl.kind == fieldPart && f.opts[fl.index].opt.Name == name && fl.part == part
	}
}

// hasLine wants a line of v with the parts in this order.
func hasLine(t *testing.T, v string, parts ...string) {
	t.Helper()
	for _, l := range strings.Split(v, "\n") {
		rest, ok := l, true
		for _, p := range parts {
			_, after, found := strings.Cut(rest, p)
			if !found {
				ok = false
				break
			}
			rest = after
		}
		if ok {
			return
		}
	}
	t.Fatalf("want a line with %q in:\n%s", parts, v)
}

func saved(t *testing.T, store saves.Store) int {
	t.Helper()
	l, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	return len(l)
}

func TestSetupSaysWhatAPresetPicks(t *testing.T) {
	h := openForm(t, horrifiedOptions(t, saves.NewMemStore()), 120, 40)
	v := h.view()
	hasLine(t, v, "monsters", "first", "Dracula, Creature from the Black Lagoon")
	hasLine(t, v, "heroes", "random", "dealt at random")
	h.focus(optionLine(h.form(), "monsters"))
	h.keys("right")
	hasLine(t, h.view(), "› monsters", "‹ novice ›", "2 at random")
}

func TestSetupPicksMonstersOneByOne(t *testing.T) {
	store := saves.NewMemStore()
	h := openForm(t, horrifiedOptions(t, store), 120, 40)
	f := h.form()
	h.focus(optionLine(f, "monsters"))
	h.keys("left") // from the first preset round to "choose"
	v := h.view()
	hasLine(t, v, "‹ choose ›", "pick 1 to 6 below")
	// The picks start from what the preset picked.
	contains(t, v, "[x] Dracula")
	contains(t, v, "[x] Creature from the Black Lagoon")
	contains(t, v, "[ ] The Wolf Man")
	h.focus(partLine(f, "monsters", 3)) // the Creature
	h.keys(" ")
	h.focus(partLine(f, "monsters", 4)) // the Wolf Man
	h.keys("l")
	contains(t, h.view(), "[x] The Wolf Man")
	if got := f.setup().Options["monsters"]; got != "dracula,wolf_man" {
		t.Fatalf("monsters %q, want dracula,wolf_man", got)
	}
	h.keys("enter")
	if !on[*gameScreen](h.m) {
		t.Fatalf("did not start:\n%s", h.view())
	}
	if got := h.session().Match.Setup().Options["monsters"]; got != "dracula,wolf_man" {
		t.Fatalf("saved monsters %q", got)
	}
}

func TestSetupRefusesTooFewMonstersBeforeStarting(t *testing.T) {
	store := saves.NewMemStore()
	h := openForm(t, horrifiedOptions(t, store), 120, 40)
	f := h.form()
	h.focus(optionLine(f, "monsters"))
	h.keys("left")
	h.focus(partLine(f, "monsters", 0))
	h.keys(" ") // Dracula off
	contains(t, h.view(), "[ ] Dracula")
	h.focus(partLine(f, "monsters", 3))
	h.keys(" ") // the Creature off: none left
	contains(t, h.view(), "! monsters: pick at least 1, not 0")
	h.keys("enter")
	if !on[*setupForm](h.m) || saved(t, store) != 0 {
		t.Fatalf("started with no monsters: screen %T, %d saves", h.m.screen, saved(t, store))
	}
}

func TestSetupHeroesFromAListOnePerSeat(t *testing.T) {
	store := saves.NewMemStore()
	h := openForm(t, horrifiedOptions(t, store), 120, 40)
	f := h.form()
	h.keys("right") // hot-seat
	hasLine(t, h.view(), "› Play", "‹ hot-seat ›", "players take turns at this keyboard")
	h.focus(func(fl field) bool { return fl.kind == fieldName && fl.index == 0 })
	h.keys("Ann", "tab", "Bob")
	h.focus(optionLine(f, "heroes"))
	h.keys("right") // random -> choose
	v := h.view()
	hasLine(t, v, "‹ choose ›", "pick one for each player below")
	hasLine(t, v, "    Ann ", "Archaeologist")
	hasLine(t, v, "    Bob ", "Courier", "not in solo")

	// The same hero twice is said before starting, and nothing is saved.
	h.focus(partLine(f, "heroes", 1))
	h.keys("left") // Bob: Archaeologist too
	contains(t, h.view(), "! heroes: Archaeologist is picked twice")
	h.keys("enter")
	if !on[*setupForm](h.m) || saved(t, store) != 0 {
		t.Fatalf("started with a hero twice: screen %T, %d saves", h.m.screen, saved(t, store))
	}
	h.keys("right", "right") // Bob: the Mayor
	lacks(t, h.view(), "picked twice")
	h.keys("enter")
	if !on[*gameScreen](h.m) {
		t.Fatalf("did not start:\n%s", h.view())
	}
	st := h.session().Match.Setup()
	if st.Options["heroes"] != "archaeologist,mayor" || !slices.Equal(st.Seats, []string{"Ann", "Bob"}) {
		t.Fatalf("saved %+v", st)
	}
}

func TestSetupSaysWhatTheRulesForbidBeforeStarting(t *testing.T) {
	// The Courier does not play solo: only the game knows, and says so.
	store := saves.NewMemStore()
	h := openForm(t, horrifiedOptions(t, store), 120, 40)
	f := h.form()
	h.focus(optionLine(f, "heroes"))
	h.keys("right")
	h.focus(partLine(f, "heroes", 0))
	h.keys("right") // the Courier
	contains(t, h.view(), "Courier (not in solo)"[:7])
	contains(t, h.view(), "! the Courier does not play solo")
	h.keys("enter")
	if !on[*setupForm](h.m) || saved(t, store) != 0 {
		t.Fatalf("started a solo Courier: screen %T, %d saves", h.m.screen, saved(t, store))
	}
}

func TestSetupNamesDefaultLikeTheCommandLine(t *testing.T) {
	h := openForm(t, testOptions(saves.NewMemStore()), 120, 40)
	f := h.form()
	if got := f.setup().Seats; !slices.Equal(got, []string{"You"}) {
		t.Fatalf("solo seats %v, want You", got)
	}
	contains(t, h.view(), "Your name")
	h.keys("right") // hot-seat: two players
	if got := f.setup().Seats; !slices.Equal(got, []string{"Player 1", "Player 2"}) {
		t.Fatalf("hot-seat seats %v", got)
	}
	h.keys("tab", "right") // three
	if got := f.setup().Seats; !slices.Equal(got, []string{"Player 1", "Player 2", "Player 3"}) {
		t.Fatalf("three seats %v", got)
	}
	h.keys("tab", "tab", "Bob")
	if got := f.setup().Seats; !slices.Equal(got, []string{"Player 1", "Bob", "Player 3"}) {
		t.Fatalf("named seats %v", got)
	}
	// Table mode keeps the count; solo is one seat named You again.
	h.focus(func(fl field) bool { return fl.kind == fieldMode })
	h.keys("right")
	if st := f.setup(); st.Mode != rules.Table || len(st.Seats) != 3 {
		t.Fatalf("table setup %+v", st)
	}
	h.keys("right")
	if st := f.setup(); st.Mode != rules.Digital || !slices.Equal(st.Seats, []string{"You"}) {
		t.Fatalf("solo again %+v", st)
	}
}

func TestSetupLettersTypeInTextFields(t *testing.T) {
	h := openForm(t, testOptions(saves.NewMemStore()), 120, 40)
	h.focus(func(fl field) bool { return fl.kind == fieldName })
	h.keys("hjkl q?u a/ ")
	if h.quit || h.m.bar.Full() {
		t.Fatalf("a letter in a name acted as a key: quit %v, full help %v", h.quit, h.m.bar.Full())
	}
	if got := h.form().names[0].Value(); got != "hjkl q?u a/ " {
		t.Fatalf("typed %q", got)
	}
	if !h.form().typing() {
		t.Fatal("a name field is not typing")
	}
	// Off a text field the same letters are keys again: l changes a value.
	h.keys("tab")
	if h.form().typing() {
		t.Fatal("the rounds line is not a text field")
	}
	h.keys("l")
	if got := h.form().setup().Options["rounds"]; got != "2" {
		t.Fatalf("l on rounds: %q", got)
	}
}

func TestSetupRefusesATooSmallTerminalBeforeSaving(t *testing.T) {
	store := saves.NewMemStore()
	h := openForm(t, testOptions(store), 80, 24)
	h.form().need = func() (int, int) { return 100, 30 }
	h.keys("enter")
	if !on[*setupForm](h.m) || saved(t, store) != 0 {
		t.Fatalf("started in a terminal too small: screen %T, %d saves", h.m.screen, saved(t, store))
	}
	v := h.view()
	contains(t, v, "! terminal too small (need 100x30, have 80x24) for Toy Duel:")
	contains(t, v, "haunt play toy --solo --plain")
	// Bigger, it starts.
	h.send(sizeMsg(100, 30))
	h.keys("enter")
	if !on[*gameScreen](h.m) || saved(t, store) != 1 {
		t.Fatalf("did not start at 100x30: screen %T", h.m.screen)
	}
}

func TestSetupTooSmallHintCarriesTheSetup(t *testing.T) {
	def, _ := games.Lookup(games.All(), "horrified")
	s := rules.Setup{Seats: []string{"Ann", "Player 2"}, Mode: rules.Digital,
		Options: map[string]string{"monsters": "dracula,wolf_man", "heroes": "random"}}
	want := "haunt play horrified --players 2 --names 'Ann,Player 2' --monsters dracula,wolf_man --plain"
	if got := playCommand(def, s); got != want {
		t.Fatalf("command\n %s\nwant\n %s", got, want)
	}
	s = rules.Setup{Seats: []string{"You"}, Mode: rules.Table}
	if got := playCommand(def, s); got != "haunt play horrified --table --plain" {
		t.Fatalf("table command %s", got)
	}
}

func TestSetupSoloOnlyGivesNoLineModeHint(t *testing.T) {
	o := testOptions(saves.NewMemStore())
	o.SoloOnly = true
	h := openForm(t, o, 80, 24)
	h.form().need = func() (int, int) { return 100, 30 }
	v := h.view()
	contains(t, v, "! terminal too small (need 100x30, have 80x24)")
	lacks(t, v, "--plain")
}

func TestSetupScrollsToTheLineUnderTheCursor(t *testing.T) {
	o := horrifiedOptions(t, saves.NewMemStore())
	h := openForm(t, o, 80, 24)
	f := h.form()
	h.keys("right", "tab", "right", "right", "right") // hot-seat, five players
	h.focus(optionLine(f, "monsters"))
	h.keys("left")
	h.focus(optionLine(f, "heroes"))
	h.keys("left")
	h.focus(partLine(f, "heroes", 4))
	v := h.view()
	contains(t, v, "›   Player 5     ‹ Explorer ›")
	contains(t, v, "more")
	h.focus(func(fl field) bool { return fl.kind == fieldMode })
	contains(t, h.view(), "› Play")
}

// TestSetupRandomKeysFit presses random keys on every shipped game's form:
// no key may panic, and every frame fits the terminal, at 80x24 too.
func TestSetupRandomKeysFit(t *testing.T) {
	pool := []string{"tab", "tab", "shift+tab", "left", "right", "right", " ", "up", "down", "backspace", "x", "l", "h", "j", "k"}
	for _, def := range games.All() {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			o := testOptions(saves.NewMemStore())
			o.Games = []rules.Definition{def}
			// The board's own size: at 80x24 a refusal may fill the footer.
			h := newHarness(t, o, size[0], size[1])
			h.keys("enter")
			r := rand.New(rand.NewPCG(uint64(size[0]), 1))
			for step := range 400 {
				k := pool[r.IntN(len(pool))]
				h.keys(k)
				frame := h.view()
				lines := strings.Split(frame, "\n")
				if len(lines) != size[1] {
					t.Fatalf("%s %v step %d (%s): %d rows:\n%s", def.Name, size, step, k, len(lines), frame)
				}
				for _, l := range lines {
					if w := ansi.StringWidth(l); w > size[0] {
						t.Fatalf("%s %v step %d (%s): a line of %d cells:\n%s", def.Name, size, step, k, w, frame)
					}
				}
				if !strings.Contains(frame, "› ") {
					t.Fatalf("%s %v step %d (%s): the cursor is not in view:\n%s", def.Name, size, step, k, frame)
				}
			}
		}
	}
}
