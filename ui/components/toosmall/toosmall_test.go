package toosmall

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
)

func TestTooSmall(t *testing.T) {
	if !Fits(80, 24, 80, 24) || Fits(80, 24, 79, 24) || Fits(80, 24, 80, 23) {
		t.Fatal("Fits is wrong at the edge")
	}
	v := View(common.New(lipgloss.NewRenderer(io.Discard)), 100, 30, 60, 10, "")
	if !strings.Contains(v, "! terminal too small (need 100x30, have 60x10)") {
		t.Fatalf("view:\n%s", v)
	}
	if lipgloss.Width(v) > 60 || lipgloss.Height(v) > 10 {
		t.Fatalf("the warning itself does not fit: %dx%d", lipgloss.Width(v), lipgloss.Height(v))
	}
	hint := "game saved as terrorixico-20261124-0431; to play at this size: haunt play --plain"
	v = View(common.New(lipgloss.NewRenderer(io.Discard)), 80, 24, 40, 12, hint)
	if lipgloss.Width(v) > 40 || !strings.Contains(strings.Join(strings.Fields(v), " "), "haunt play --plain") {
		t.Fatalf("the hint is cut:\n%s", v)
	}
}
