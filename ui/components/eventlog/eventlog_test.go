package eventlog

import (
	"fmt"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

func events(n int) []rules.Event {
	var ev []rules.Event
	for i := range n {
		ev = append(ev, rules.Event{Text: fmt.Sprintf("event %d", i+1)})
	}
	return ev
}

func TestNewestAtTheBottomAndScrolls(t *testing.T) {
	m := New(common.New(lipgloss.NewRenderer(io.Discard)))
	m.SetSize(40, 3)
	m.Reset(events(10))
	if v := m.View(); !strings.Contains(v, "· event 10") || strings.Contains(v, "event 7") {
		t.Fatalf("want the last three:\n%s", v)
	}
	m.Update(tea.KeyMsg{Type: tea.KeyPgUp})
	if v := m.View(); !strings.Contains(v, "event 7") || strings.Contains(v, "event 10") {
		t.Fatalf("pgup:\n%s", v)
	}
	// Reading history: a new event does not yank the view to the bottom.
	m.Append(rules.Event{Text: "event 11", Reveal: true})
	if strings.Contains(m.View(), "event 11") {
		t.Fatal("the view jumped while scrolled back")
	}
	m.Update(tea.KeyMsg{Type: tea.KeyPgDown})
	m.Update(tea.KeyMsg{Type: tea.KeyPgDown})
	if v := m.View(); !strings.Contains(v, "◆ event 11") {
		t.Fatalf("a reveal carries its glyph:\n%s", v)
	}
}
