package handover

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

func TestNeeded(t *testing.T) {
	secret := rules.Prompt{Seat: 1, Secret: true, Choices: []rules.Choice{{ID: "a"}}}
	open := secret
	open.Secret = false
	chance := rules.Prompt{Seat: rules.Chance, Secret: true, Choices: []rules.Choice{{ID: "a"}}}
	for _, tc := range []struct {
		name    string
		hotSeat bool
		p       rules.Prompt
		last    rules.Seat
		want    bool
	}{
		{"secret prompt, other seat had the screen", true, secret, 0, true},
		{"secret prompt, nobody had the screen yet", true, secret, Nobody, true},
		{"secret prompt, same seat keeps the screen", true, secret, 1, false},
		{"open prompt: no curtain (Horrified)", true, open, 0, false},
		{"solo or table mode: everyone sees all", false, secret, 0, false},
		{"chance is nobody's secret", true, chance, 0, false},
		{"game over: no choices", true, rules.Prompt{Seat: 1, Secret: true}, 0, false},
	} {
		if got := Needed(tc.hotSeat, tc.p, tc.last); got != tc.want {
			t.Errorf("%s: Needed = %v", tc.name, got)
		}
	}
}

func TestViewNamesOnlyTheNextPlayer(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	v := New(1, "Bob").View(common.New(r), 80, 24)
	for _, want := range []string{"Pass the keyboard to Bob.", "Press enter when only Bob can see the screen."} {
		if !strings.Contains(v, want) {
			t.Errorf("want %q in\n%s", want, v)
		}
	}
	if h := lipgloss.Height(v); h != 24 {
		t.Errorf("the curtain is %d lines, want the whole 24", h)
	}
}
