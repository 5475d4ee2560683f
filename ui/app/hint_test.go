package app

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// lastPicker is a strong player for tests: it always suggests the last
// choice, and says so.
type lastPicker struct{}

func (lastPicker) Choose(g rules.Game, _ *rand.Rand) (string, string) {
	p := g.Prompt()
	c := p.Choices[len(p.Choices)-1]
	return c.ID, c.Label + ": the last is the best here."
}

// withSmartToy is the test options with a toy game that has a strong player.
func withSmartToy() Options {
	o := testOptions(saves.NewMemStore())
	o.Background = runWork
	def := toyDef
	def.Smart = func() rules.Player { return lastPicker{} }
	o.Games = []rules.Definition{def}
	return o
}

// s puts the cursor on the strong player's choice and the reason on the
// status line; it answers nothing, and enter then answers it.
func TestSuggestPutsTheCursorOnAStrongAnswerAndSaysWhy(t *testing.T) {
	h := newHarness(t, withSmartToy(), 100, 30)
	h.startToy()
	g := h.game()
	p := g.list.Prompt()
	if !strings.Contains(h.view(), "s suggest") {
		t.Fatalf("the help does not offer s:\n%s", h.view())
	}
	before := g.s.Match.Len()
	h.keys("s")
	want := p.Choices[len(p.Choices)-1]
	if ch, _ := g.list.Selected(); ch.ID != want.ID {
		t.Fatalf("cursor on %q, want the suggestion %q", ch.ID, want.ID)
	}
	if g.s.Match.Len() != before {
		t.Fatal("a suggestion answered the prompt")
	}
	if v := h.view(); !strings.Contains(v, "Suggested: "+want.Label+": the last is the best here.") {
		t.Fatalf("the status line does not say why:\n%s", v)
	}
	// i explains the choice, with the whole reason the status line may cut.
	h.keys("i")
	if v := h.view(); !strings.Contains(v, "A strong player would choose it.") || !strings.Contains(v, "the last is the best here.") {
		t.Fatalf("the explanation of the suggested choice lacks the reason:\n%s", v)
	}
	h.keys("i")
	h.keys("enter")
	if a := h.answers(); len(a) == 0 || a[before] != want.ID {
		t.Fatalf("enter after s answered %v, want %q", a, want.ID)
	}
}

// A suggestion worked out for a game that has moved on since is dropped:
// the cursor stays where the player put it.
func TestAStaleSuggestionIsDropped(t *testing.T) {
	h := newHarness(t, withSmartToy(), 100, 30)
	h.startToy()
	g := h.game()
	old := g.s.Match.Log()
	h.keys("enter")
	cur, _ := g.list.Selected()
	last := g.list.Prompt().Choices[len(g.list.Prompt().Choices)-1]
	if cur.ID == last.ID {
		t.Skip("the cursor already rests on the last choice")
	}
	h.send(suggestMsg{log: old, id: last.ID, reason: "stale"})
	if now, _ := g.list.Selected(); now.ID != cur.ID || strings.Contains(h.view(), "stale") {
		t.Fatalf("a stale suggestion moved the cursor to %q or was shown:\n%s", now.ID, h.view())
	}
}

// The title menu turns suggestions off: s then does nothing and the help
// no longer offers it; a game without a strong player never offers it.
func TestSuggestionsCanBeTurnedOff(t *testing.T) {
	h := newHarness(t, withSmartToy(), 100, 30)
	for h.menuAction() != actHints {
		h.keys("down")
	}
	h.keys("enter")
	if !strings.Contains(h.view(), "Suggestions: off") {
		t.Fatalf("the menu does not say suggestions are off:\n%s", h.view())
	}
	for h.menuAction() != actNew {
		h.keys("up")
	}
	h.startToy()
	g := h.game()
	cur, _ := g.list.Selected()
	h.keys("s")
	if now, _ := g.list.Selected(); now.ID != cur.ID || strings.Contains(h.view(), "s suggest") || strings.Contains(h.view(), "Suggested") {
		t.Fatalf("suggestions are off, yet s moved the cursor or is offered:\n%s", h.view())
	}

	plain := newHarness(t, testOptions(saves.NewMemStore()), 100, 30)
	plain.startToy()
	if strings.Contains(plain.view(), "s suggest") {
		t.Fatalf("a game without a strong player offers s:\n%s", plain.view())
	}
}
