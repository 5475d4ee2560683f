package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/games"
)

// standardSizes are the terminals the screen standard names: the default
// desktop terminal up to a big window.
var standardSizes = [][2]int{{80, 24}, {100, 30}, {120, 40}, {160, 50}}

// TestEveryFrameFitsAndShowsWholeChoices plays random games of every
// registered game at each standard size through the real screen, in every
// pane, and checks each frame: it fits the terminal, and every choice the
// list shows is there whole, so the words that tell two choices apart are
// never the part cut.
func TestEveryFrameFitsAndShowsWholeChoices(t *testing.T) {
	pool := []string{"enter", "enter", "enter", "enter", "down", "down", "up", "tab", "tab", "shift+tab", "1", "2", "i", "esc", "pgup", " ", "right"}
	steps := rulestest.Size(160, 400) // keys a game; the long suite presses more
	for _, def := range games.All() {
		// One seat, two, and three (City of Horror takes 3 at least).
		for _, seats := range [][]string{{"You"}, {"Ann", "Bob"}, {"Ann", "Bob", "Cat"}} {
			if len(seats) < def.MinSeats || len(seats) > def.MaxSeats {
				continue
			}
			for _, sz := range standardSizes {
				name := def.Name + "/" + strings.Join(seats, "+") + "/" + sizeName(sz)
				t.Run(name, func(t *testing.T) {
					w, h := sz[0], sz[1]
					_, o := startMatch(t, def, rules.Setup{Game: def.Name, Seats: seats, Seed: uint64(w * h)}, "")
					hs := newHarness(t, o, w, h)
					r := rand.New(rand.NewPCG(uint64(w), uint64(len(seats))))
					frames := 0
					for step := 0; step < steps && on[*gameScreen](hs.m); step++ {
						checkFrame(t, hs, w, h, step)
						frames++
						hs.keys(pool[r.IntN(len(pool))])
					}
					if frames < 100 {
						t.Fatalf("only %d frames drawn", frames)
					}
				})
			}
		}
	}
}

func sizeName(sz [2]int) string { return fmt.Sprintf("%dx%d", sz[0], sz[1]) }

// checkFrame fails when the frame overflows w x h, or when a choice the
// list shows is not drawn whole inside the list's own cells.
func checkFrame(t *testing.T, hs *harness, w, h, step int) {
	t.Helper()
	frame := hs.view()
	lines := strings.Split(frame, "\n")
	if len(lines) > h {
		t.Fatalf("step %d: %d rows on a %d-row terminal:\n%s", step, len(lines), h, frame)
	}
	for i, l := range lines {
		if lw := lipgloss.Width(l); lw > w {
			t.Fatalf("step %d: row %d is %d wide on a %d-column terminal:\n%s", step, i, lw, w, frame)
		}
	}
	if nw, nh := hs.m.need(); nw > w || nh > h {
		return // the too-small screen
	}
	g := hs.game()
	if g.mode() != modeChoose || !g.showsList() || hs.m.bar.Full() {
		return
	}
	r := g.geo.list
	var text []string
	for y := r.y; y < r.y+r.h && y < len(lines); y++ {
		text = append(text, ansi.Cut(lines[y], r.x, r.x+r.w))
	}
	drawn := squash(strings.Join(text, " "))
	for _, c := range g.list.OnPage() {
		if !strings.Contains(drawn, squash(c.Label)) {
			t.Fatalf("step %d: the choice %q is not drawn whole in the list's cells:\n%s", step, c.Label, frame)
		}
	}
}

// fitsIn fails unless frame fits a w x h terminal.
func fitsIn(t *testing.T, frame string, w, h int) {
	t.Helper()
	lines := strings.Split(frame, "\n")
	if len(lines) > h {
		t.Fatalf("%d rows on a %d-row terminal:\n%s", len(lines), h, frame)
	}
	for i, l := range lines {
		if lw := lipgloss.Width(l); lw > w {
			t.Fatalf("row %d is %d wide on a %d-column terminal:\n%s", i, lw, w, frame)
		}
	}
}

// squash is s with every run of spaces one space, and the cursor glyph
// gone: a label wrapped over lines (at spaces or hyphens) reads as the
// label.
func squash(s string) string {
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "›", " ")), " ")
	return strings.ReplaceAll(s, "- ", "-") // a word wrapped at its hyphen
}

// A terminal grown from the compact layout to the wide one sizes the prompt
// box for its choices at the new width, where long labels wrap: every
// choice shows, on one page.
func TestThePromptBoxFitsItsChoicesAfterAResize(t *testing.T) {
	h := horrifiedHarness(t, 80, 24)
	h.send(sizeMsg(160, 50))
	g := h.game()
	if n, all := len(g.list.OnPage()), len(g.list.Prompt().Choices); n != all {
		t.Fatalf("%d of %d choices on the first page at 160x50:\n%s", n, all, h.view())
	}
}

// The vital public tracks (the board's summary of the public view) are on
// the header of every pane at 80x24: the terror need not be looked for on
// the map.
func TestTheTracksShowOnEveryPane(t *testing.T) {
	h := horrifiedHarness(t, 80, 24)
	g := h.game()
	want := "terror 3 of 7, 30 monster cards left"
	for i := range g.geo.panes {
		h.keys(strconv.Itoa(i + 1))
		if top, _, _ := strings.Cut(h.view(), "\n"); !strings.Contains(top, want) {
			t.Errorf("pane %s: the header %q lacks %q", g.geo.panes[i].name, top, want)
		}
	}
}

// A long message on the status line (an error explaining a typed card, a
// suggestion's reason) wraps over up to three lines rather than being cut,
// and the screen makes room for it.
func TestALongStatusWrapsInsteadOfBeingCut(t *testing.T) {
	h := horrifiedHarness(t, 80, 24)
	long := "! the card typed is not one the house deck knows: give its printed number, or what it shows (its strength, its shield, its reward), and the app takes it as a card not yet seen"
	h.send(statusMsg{text: long, err: true})
	frame := h.view()
	fitsIn(t, frame, 80, 24)
	if !strings.Contains(squash(frame), squash(long)) {
		t.Fatalf("the message is not whole on the screen:\n%s", frame)
	}
}

// ? at 80x24 keeps the panes as they were and shows the rules reminder
// beside the full help, a page at a time: pgdn reaches its last line, pgup
// its first, and every frame fits.
func TestTheFullHelpKeepsThePanesAndScrollsTheRules(t *testing.T) {
	h := horrifiedHarness(t, 80, 24)
	g := h.game()
	names := func() []string {
		var out []string
		for _, p := range g.geo.panes {
			out = append(out, p.name)
		}
		return out
	}
	fits := func(frame string) { t.Helper(); fitsIn(t, frame, 80, 24) }
	before := names()
	h.keys("?")
	if after := names(); !slices.Equal(before, after) {
		t.Fatalf("the panes were %v, with the full help %v", before, after)
	}
	def := g.s.Match.Definition()
	paras := strings.Split(strings.TrimSpace(reminder(def)), "\n")
	first, last := strings.Fields(paras[0]), strings.Fields(paras[len(paras)-1])
	v := h.view()
	fits(v)
	if !strings.Contains(v, strings.Join(first[:3], " ")) || !strings.Contains(v, "pgup/pgdn scroll") {
		t.Fatalf("the reminder does not start, or does not say it scrolls:\n%s", v)
	}
	tail := strings.Join(last[len(last)-2:], " ")
	for i := 0; i < 40 && !strings.Contains(squash(h.view()), tail); i++ {
		h.keys("pgdown")
		fits(h.view())
	}
	if !strings.Contains(squash(h.view()), tail) {
		t.Fatalf("pgdn never reached the reminder's last words %q", tail)
	}
	for i := 0; i < 40; i++ {
		h.keys("pgup")
	}
	if !strings.Contains(h.view(), strings.Join(first[:3], " ")) {
		t.Fatalf("pgup did not come back to the start:\n%s", h.view())
	}
	h.keys("?")
	if !slices.Equal(before, names()) || strings.Contains(h.view(), "How to play") {
		t.Fatal("? again did not bring the board back as it was")
	}
}
