package handover

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// hands is a game whose only secret is a hand per seat, unless open: then
// every seat sees the same.
type hands struct {
	rules.Game
	open bool
}

func (h hands) View(s rules.Seat) any {
	if h.open {
		return "the board"
	}
	return fmt.Sprint("the board and the hand of ", s)
}

func TestNeeded(t *testing.T) {
	ask := func(s rules.Seat, secret bool) rules.Prompt {
		return rules.Prompt{Seat: s, Secret: secret, Choices: []rules.Choice{{ID: "a"}}}
	}
	secretive, open := hands{}, hands{open: true}
	for _, tc := range []struct {
		name     string
		g        rules.Game
		p        rules.Prompt
		from, to rules.Seat
		want     bool
	}{
		{"another seat's hand would show", secretive, ask(1, false), 0, 1, true},
		{"on start, resume or after the end: the first to look is named", secretive, ask(0, false), rules.Nobody, 0, true},
		{"same seat keeps the screen", secretive, ask(1, true), 1, 1, false},
		{"nothing secret in any view (Horrified)", open, ask(1, false), 0, 1, false},
		{"nothing secret, and nobody looked yet", open, ask(0, false), rules.Nobody, 0, false},
		{"a secret answer by another seat, even with the same views", open, ask(1, true), 0, 1, true},
		{"a secret answer on start", open, ask(1, true), rules.Nobody, 1, true},
	} {
		if got := Needed(tc.g, tc.p, tc.from, tc.to); got != tc.want {
			t.Errorf("%s: Needed = %v", tc.name, got)
		}
	}
}

func TestNextKeepsTheScreenForChance(t *testing.T) {
	chance := rules.Prompt{Seat: rules.Chance, Choices: []rules.Choice{{ID: "a"}}}
	if got := Next(chance, 2); got != 2 {
		t.Errorf("a draw moved the screen to seat %d", got)
	}
	if got := Next(rules.Prompt{Seat: 1}, 2); got != 2 {
		t.Errorf("the end of the game moved the screen to seat %d", got)
	}
	if got := Next(rules.Prompt{Seat: 1, Choices: []rules.Choice{{ID: "a"}}}, 2); got != 1 {
		t.Errorf("a question for seat 1 shows seat %d", got)
	}
}

func TestViewNamesOnlyTheNextPlayer(t *testing.T) {
	c := common.New(lipgloss.NewRenderer(io.Discard))
	v := New(c, 1, "Bob").View(c, 80, 24)
	for _, want := range []string{"Pass the keyboard to Bob.", "Press enter when only Bob can see the screen."} {
		if !strings.Contains(v, want) {
			t.Errorf("want %q in\n%s", want, v)
		}
	}
	if h := lipgloss.Height(v); h != 24 {
		t.Errorf("the curtain is %d lines, want the whole 24", h)
	}
}
