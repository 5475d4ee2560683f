package diceentry

import (
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

func die(n int) rules.Prompt {
	return rules.Prompt{Seat: rules.Chance, Text: "Roll", Dice: n, Choices: []rules.Choice{
		{ID: "die hit", Label: "Hit", Weight: 1},
		{ID: "die power", Label: "Power", Weight: 1},
		{ID: "die blank", Label: "Blank", Weight: 4},
	}}
}

func ids(r []rules.Choice) string {
	var s []string
	for _, c := range r {
		s = append(s, strings.TrimPrefix(c.ID, "die "))
	}
	return strings.Join(s, " ")
}

func TestParseReadsEveryWayOfTypingARoll(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"hit power blank", "hit power blank"},
		{"h p b", "hit power blank"},
		{"hpb", "hit power blank"},
		{"HPB", "hit power blank"},
		{"2h b", "hit hit blank"},
		{"2 hit, 1 blank", "hit hit blank"},
		{"2xhit blank", "hit hit blank"},
		{"2×h + p", "hit hit power"},
		{"3 blank", "blank blank blank"},
		{"pow bl hit", "power blank hit"},
		{"die hit Power b", "hit power blank"},
	} {
		got, err := Parse(die(3), tc.in)
		if err != nil || ids(got) != tc.want {
			t.Errorf("Parse(%q) = %q, %v; want %q", tc.in, ids(got), err, tc.want)
		}
	}
}

func TestParseRejectsWhatIsNoRoll(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "type the faces rolled: hit, power or blank"},
		{"hit skull blank", `"skull" is no face of the die: it shows hit, power or blank`},
		{"hit power", "that is 2 dice; the roll has 3"},
		{"4h", "that is 4 dice; the roll has 3"},
		{"2", "2 of what?"},
		{"2 3 hit", "say which face after a count"},
		{"0h", "a count is a number from 1 to 99"},
		{"2hp", `"hp" is no face`},
	} {
		_, err := Parse(die(3), tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error %v; want it to say %q", tc.in, err, tc.want)
		}
	}
	if _, err := Parse(rules.Prompt{}, "hit"); err == nil {
		t.Error("a prompt without faces took a roll")
	}
}

func plainCommon() *common.Common {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return common.New(r)
}

func typeIn(m Model, keys ...string) Model {
	for _, k := range keys {
		var msg tea.KeyMsg
		switch k {
		case "up":
			msg = tea.KeyMsg{Type: tea.KeyUp}
		case "down":
			msg = tea.KeyMsg{Type: tea.KeyDown}
		case "esc":
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		case "backspace":
			msg = tea.KeyMsg{Type: tea.KeyBackspace}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		m, _ = m.Update(msg)
	}
	return m
}

func TestEntryShowsTheRollBackBeforeApplyingIt(t *testing.T) {
	m := New(plainCommon())
	m.SetPrompt(die(3))
	m.SetWidth(40)
	if m.Typing() {
		t.Fatal("a fresh entry claims the keys")
	}
	m = typeIn(m, "h", "p")
	if v := m.View(); !strings.Contains(v, "! 2 of 3 dice") {
		t.Fatalf("an incomplete roll is not flagged:\n%s", v)
	}
	if _, apply, err := m.Enter(); apply || err == nil {
		t.Fatalf("enter on 2 of 3 dice: apply %v, err %v", apply, err)
	}
	m = typeIn(m, "b")
	if v := m.View(); !strings.Contains(v, "3 of 3 dice · enter to check") || !strings.Contains(v, "Hit      1 ●") {
		t.Fatalf("a whole roll:\n%s", v)
	}
	if _, apply, err := m.Enter(); apply || err != nil {
		t.Fatalf("the first enter must only check: apply %v, err %v", apply, err)
	}
	if v := m.View(); !strings.Contains(v, "Roll: hit, power, blank") || !strings.Contains(v, "enter applies it · esc changes it") {
		t.Fatalf("the roll is not shown back:\n%s", v)
	}
	m = typeIn(m, "esc") // change it
	if m.Confirming() || m.Value() != "hpb" {
		t.Fatalf("esc on the roll shown back: confirming %v, text %q", m.Confirming(), m.Value())
	}
	m = typeIn(m, "backspace", "h")
	m.Enter()
	roll, apply, err := m.Enter()
	if !apply || err != nil || ids(roll) != "hit power hit" {
		t.Fatalf("second enter: %q apply %v err %v", ids(roll), apply, err)
	}
}

func TestEntryCountsFacesWithPlusAndMinus(t *testing.T) {
	m := New(plainCommon())
	m.SetPrompt(die(3))
	m.SetWidth(40)
	m = typeIn(m, "+", "+", "down", "down", "+", "+", "-")
	if m.Value() != "2 hit 1 blank" {
		t.Fatalf("counts typed %q, want 2 hit 1 blank", m.Value())
	}
	m = typeIn(m, "up", "+") // the power face
	if m.Value() != "2 hit 1 power 1 blank" {
		t.Fatalf("counts typed %q", m.Value())
	}
	if _, _, err := m.Enter(); err == nil {
		t.Fatal("4 dice for a roll of 3 were taken")
	}
	m = typeIn(m, "esc")
	if m.Value() != "" || m.Typing() {
		t.Fatalf("esc did not clear: %q", m.Value())
	}
}
