package app

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/charmbracelet/lipgloss"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/games"
)

// TestHotSeatPrivacy plays random hot-seat games of every registered game
// (and the toy, whose secret picks sit in its views, and the séance, with
// the engine's secret round and window) through the real screen at 80x24
// and 160x50, and fails when a frame does not fit the terminal, or when a
// frame shown to one player holds another seat's secret. A game registered
// in ui/games is checked without a line here.
func TestHotSeatPrivacy(t *testing.T) {
	defs := append(games.All(), toyDef, rulestest.Seance)
	for _, def := range defs {
		seats := min(def.MaxSeats, 3)
		if seats < 2 {
			continue // no hot-seat: one player sees everything
		}
		for _, size := range [][2]int{{80, 24}, {160, 50}} {
			t.Run(fmt.Sprintf("%s-%dx%d", def.Name, size[0], size[1]), func(t *testing.T) {
				checkHotSeatPrivacy(t, def, seats, rulestest.Size(400, 800), size[0], size[1])
			})
		}
	}
}

// checkHotSeatPrivacy plays one hot-seat game of def with random keys and
// checks every frame against what the player at the keyboard may see.
//
// The player at the keyboard is whoever the last hand-over curtain named
// and lifted for; before any curtain it is nobody. A seat's private
// strings are those of its View that the public view (rules.Nobody) lacks:
// its hand, its secret pick before the reveal. A frame leaks when it holds
// a private string of another seat that the viewer cannot legitimately
// see: not in the viewer's own view, the prompt in front of them, or the
// public log.
func checkHotSeatPrivacy(t *testing.T, def rules.Definition, nSeats, steps, w, h int) {
	t.Helper()
	names := []string{"Ann", "Bob", "Cat", "Dee", "Eve", "Fay"}[:nSeats]
	s, o := startMatch(t, def, rules.Setup{Game: def.Name, Seats: names, Seed: uint64(w*h + nSeats), Mode: rules.Digital}, "")
	hs := newHarness(t, o, w, h)
	curtain := regexp.MustCompile(`Pass the keyboard to (\S+)\.`)
	r := rand.New(rand.NewPCG(uint64(w), uint64(h)))
	// Mostly answers; now and then an undo, which may hand the game back.
	pool := []string{"enter", "enter", "enter", "enter", "enter", "enter", "down", "down", "up", "u", "?", "esc", "pgdown", "tab", "3", "i", " "}
	viewer, pending := rules.Nobody, rules.Nobody
	curtains := 0
	var seen shown
	for step := range steps {
		frame := hs.view()
		if !on[*gameScreen](hs.m) {
			break // the game ended and enter went back to the menu
		}
		// Every frame of every game fits the terminal it is drawn for.
		if n := strings.Count(frame, "\n") + 1; n > h {
			t.Fatalf("step %d: %d rows on a %d-row terminal:\n%s", step, n, h, frame)
		}
		for i, line := range strings.Split(frame, "\n") {
			if lw := lipgloss.Width(line); lw > w {
				t.Fatalf("step %d: row %d is %d wide on a %d-column terminal:\n%s", step, i, lw, w, frame)
			}
		}
		if m := curtain.FindStringSubmatch(frame); m != nil {
			pending = rules.Seat(indexOf(names, m[1]))
			viewer = rules.Nobody
			curtains++
			if leak := leakIn(frame, s.Match, &seen, rules.Nobody, names); leak != "" {
				t.Fatalf("step %d: the curtain for %s shows %s:\n%s", step, m[1], leak, frame)
			}
		} else if over, _ := s.Match.Over(); over {
			viewer, pending = rules.Nobody, rules.Nobody // the end shows every hand; a curtain follows it
		} else {
			if pending != rules.Nobody {
				viewer, pending = pending, rules.Nobody
			}
			if leak := leakIn(frame, s.Match, &seen, viewer, names); leak != "" {
				who := "nobody (no curtain lifted yet)"
				if viewer >= 0 {
					who = names[viewer]
				}
				t.Fatalf("step %d: the screen shown to %s holds %s:\n%s", step, who, leak, frame)
			}
		}
		hs.keys(pool[r.IntN(len(pool))])
	}
	over, _ := s.Match.Over()
	t.Logf("%d answers, %d curtain frames, over %v", s.Match.Len(), curtains, over)
	if s.Match.Len() < 10 && !over && !strings.Contains(hs.view(), "too small") {
		t.Fatalf("only %d answers reached the game", s.Match.Len())
	}
}

func indexOf(names []string, n string) int {
	for i, x := range names {
		if x == n {
			return i
		}
	}
	return int(rules.Nobody)
}

// leakIn names a private string of a seat other than viewer that frame
// shows, or returns "".
func leakIn(frame string, m *rules.Match, c *shown, viewer rules.Seat, names []string) string {
	c.update(m, viewer, len(names))
	for seat, private := range c.private {
		if rules.Seat(seat) == viewer {
			continue
		}
		for s := range private {
			if c.public[s] || strings.Contains(c.known, s) || !strings.Contains(frame, s) {
				continue
			}
			// The rules reminder and the reference of the public view are
			// everyone's: City of Horror's names every action card.
			if c.taught == "" {
				def := m.Definition()
				c.taught = def.Reminder + "\n" + games.For(def).Reference(nil, m.Game().View(rules.Nobody), 2000)
			}
			if !strings.Contains(c.taught, s) {
				return fmt.Sprintf("%q, private to %s", s, names[seat])
			}
		}
	}
	return ""
}

// shown is what a hot-seat game shows and hides at one position for one
// viewer, worked out once: most keys move a cursor or a pane and change
// neither.
type shown struct {
	log     publicLog
	at      []rules.Answer // the position the rest is of
	viewer  rules.Seat
	public  map[string]bool   // the strings of the public view
	private []map[string]bool // each seat's view strings
	// known is what the viewer may see besides the public view: their own
	// view, the prompt in front of them, and everything the log has said.
	known  string
	taught string // what the game teaches everyone, made when first needed
}

func (c *shown) update(m *rules.Match, viewer rules.Seat, seats int) {
	log := m.Log()
	if c.public != nil && c.viewer == viewer && slices.Equal(c.at, log) {
		return
	}
	g := m.Game()
	c.at, c.viewer, c.taught = log, viewer, ""
	c.public = viewStrings(g.View(rules.Nobody))
	c.private = make([]map[string]bool, seats)
	for seat := range seats {
		c.private[seat] = viewStrings(g.View(rules.Seat(seat)))
	}
	var legit strings.Builder
	if viewer != rules.Nobody {
		for s := range c.private[viewer] {
			legit.WriteString(s + "\n")
		}
		if p := m.Prompt(); p.Seat == viewer {
			legit.WriteString(p.Text + "\n")
			for _, ch := range p.Choices {
				legit.WriteString(ch.Label + "\n")
			}
		}
	}
	for s := range c.public {
		legit.WriteString(s + "\n")
	}
	for _, ev := range c.log.of(m) {
		legit.WriteString(ev.Text + "\n")
	}
	c.known = legit.String()
}

// publicLog is every event of a match so far, kept up to date by replaying
// only the answers added since the last look (all of them after an undo).
type publicLog struct {
	log    []rules.Answer
	g      rules.Game
	events []rules.Event
}

func (l *publicLog) of(m *rules.Match) []rules.Event {
	log := m.Log()
	if l.g == nil || len(log) < len(l.log) || !slices.Equal(log[:len(l.log)], l.log) {
		g, err := m.Definition().New(m.Setup())
		if err != nil {
			return nil
		}
		*l = publicLog{g: g}
	}
	for _, a := range log[len(l.log):] {
		g, ev, err := rules.Step(l.g, a)
		if err != nil {
			break
		}
		l.g, l.events, l.log = g, append(l.events, ev...), append(l.log, a)
	}
	return l.events
}

// viewStrings is the set of word-like strings in a view: names and texts a
// screen could draw. Numbers and short codes are left out: they are not
// anyone's secret by themselves and would match anywhere.
func viewStrings(v any) map[string]bool {
	out := rulestest.ViewStrings(v)
	for x := range out {
		if len(x) < 4 || strings.IndexFunc(x, unicode.IsLetter) < 0 {
			delete(out, x)
		}
	}
	return out
}
