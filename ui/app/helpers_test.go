package app

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// fixedNow is the clock of every test, so save names and times are stable.
var fixedNow = time.Date(2025, 10, 31, 23, 45, 0, 0, time.UTC)

// plainRenderer draws without colors or attributes, as with NO_COLOR: what
// the golden files hold is exactly what a colorless terminal shows.
func plainRenderer() *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return r
}

// testOptions are the options of every test: a fixed clock and seed, no
// slow work in the background (a test of the odds or of suggestions sets
// Background to runWork) and no timers, so the harness waits for nothing
// and every run of a test is the same.
func testOptions(store saves.Store) Options {
	return Options{
		Games:      []rules.Definition{toyDef},
		Store:      store,
		Version:    "v0.0.0-test",
		Seed:       func() uint64 { return 42 },
		Now:        func() time.Time { return fixedNow },
		Background: func(tea.Cmd) tea.Cmd { return nil },
		Tick:       func(time.Duration, func(time.Time) tea.Msg) tea.Cmd { return nil },
	}
}

// runWork runs the background work as it is: the harness then does it at
// once, before the next key.
func runWork(work tea.Cmd) tea.Cmd { return work }

// harness drives the root model the way a tea.Program would, running the
// commands it returns and feeding their messages back, without a terminal.
type harness struct {
	t    *testing.T
	m    *Model
	quit bool
}

func newHarness(t *testing.T, o Options, w, h int) *harness {
	t.Helper()
	return newHarnessIn(t, plainRenderer(), o, w, h)
}

// newHarnessIn is newHarness drawing with r.
func newHarnessIn(t *testing.T, r *lipgloss.Renderer, o Options, w, h int) *harness {
	t.Helper()
	hs := &harness{t: t, m: New(r, o).(*Model)}
	hs.send(tea.WindowSizeMsg{Width: w, Height: h})
	return hs
}

func (h *harness) send(msg tea.Msg) {
	h.t.Helper()
	_, cmd := h.m.Update(msg)
	h.run(cmd)
}

// run runs cmd to its end and sends what it returns, as a program would but
// at once: testOptions leave no timer to wait for.
func (h *harness) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch msg := cmd().(type) {
	case nil:
	case tea.BatchMsg:
		for _, c := range msg {
			h.run(c)
		}
	case tea.QuitMsg:
		h.quit = true
	default:
		h.send(msg)
	}
}

// keys sends named keys ("enter", "esc", "up", ...) or, for anything else,
// each of the string's characters as a typed key.
func (h *harness) keys(keys ...string) {
	h.t.Helper()
	for _, k := range keys {
		if msg, ok := namedKey(k); ok {
			h.send(msg)
			continue
		}
		for _, r := range k {
			h.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		}
	}
}

func namedKey(k string) (tea.KeyMsg, bool) {
	t, ok := map[string]tea.KeyType{
		"enter": tea.KeyEnter, "esc": tea.KeyEscape, "up": tea.KeyUp, "down": tea.KeyDown,
		"left": tea.KeyLeft, "right": tea.KeyRight, "tab": tea.KeyTab, "shift+tab": tea.KeyShiftTab,
		"pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown, "ctrl+c": tea.KeyCtrlC, "backspace": tea.KeyBackspace,
	}[k]
	return tea.KeyMsg{Type: t}, ok
}

func (h *harness) view() string { return h.m.View() }

// e is what the screens share, the run's options among it.
func (h *harness) e() *env { return h.m.env }

// startToy goes from the title menu through the setup form into a game.
// prepare runs on the form before enter.
func (h *harness) startToy(prepare ...string) {
	h.t.Helper()
	if !on[*menuScreen](h.m) {
		h.t.Fatalf("not on the menu: screen %T", h.m.screen)
	}
	// The menu's first line is New game when there is nothing to continue.
	for h.menuAction() != actNew {
		h.keys("down")
	}
	h.keys("enter")
	if !on[*setupForm](h.m) {
		h.t.Fatalf("enter on New game: screen %T, want the setup form\n%s", h.m.screen, h.view())
	}
	h.keys(prepare...)
	h.keys("enter")
	if !on[*gameScreen](h.m) {
		h.t.Fatalf("enter on the form: screen %T, want the game\n%s", h.m.screen, h.view())
	}
}

// on reports whether the screen m shows is a T.
func on[T screen](m *Model) bool {
	_, ok := m.screen.(T)
	return ok
}

func (h *harness) game() *gameScreen {
	h.t.Helper()
	g, ok := h.m.screen.(*gameScreen)
	if !ok {
		h.t.Fatalf("no game on screen: screen %T", h.m.screen)
	}
	return g
}

func (h *harness) form() *setupForm {
	h.t.Helper()
	f, ok := h.m.screen.(*setupForm)
	if !ok {
		h.t.Fatalf("no setup form on screen: screen %T", h.m.screen)
	}
	return f
}

// menuAction is what the title menu's line under the cursor does.
func (h *harness) menuAction() menuAction {
	h.t.Helper()
	m, ok := h.m.screen.(*menuScreen)
	if !ok {
		h.t.Fatalf("not on the menu: screen %T", h.m.screen)
	}
	return m.actions[m.list.cursor]
}

func (h *harness) session() *saves.Session { return h.game().s }

func (h *harness) answers() []string {
	var ids []string
	for _, a := range h.session().Match.Log() {
		ids = append(ids, a.Choice)
	}
	return ids
}

func contains(t *testing.T, s, want string) {
	t.Helper()
	if !strings.Contains(s, want) {
		t.Fatalf("want %q in:\n%s", want, s)
	}
}

func lacks(t *testing.T, s, bad string) {
	t.Helper()
	if strings.Contains(strings.ToLower(s), strings.ToLower(bad)) {
		t.Fatalf("%q must not show in:\n%s", bad, s)
	}
}

func sizeMsg(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// pane shows the pane called name by its number, as a player would.
func (h *harness) pane(name string) {
	h.t.Helper()
	for i, p := range h.game().geo.panes {
		if p.name == name {
			h.keys(strconv.Itoa(i + 1))
			return
		}
	}
	h.t.Fatalf("no pane %q", name)
}

// startMatch saves a new match of def under name ("" names it from the
// game and the clock) and returns it with options that open it straight on
// the game screen, past the menu and the setup form.
func startMatch(tb testing.TB, def rules.Definition, setup rules.Setup, name string) (*saves.Session, Options) {
	tb.Helper()
	store := saves.NewMemStore()
	s, _, err := saves.Start(store, def, setup, name, "test", fixedNow)
	if err != nil {
		tb.Fatal(err)
	}
	o := testOptions(store)
	o.Games = []rules.Definition{def}
	o.Start = s
	return s, o
}

// asT is tb as newHarness takes it; a benchmark gets a T of its own.
func asT(tb testing.TB) *testing.T {
	if t, ok := tb.(*testing.T); ok {
		return t
	}
	return &testing.T{}
}
