package textfield

import (
	"io"
	"testing"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
)

func TestNewDoesNotBlink(t *testing.T) {
	in := New(common.New(lipgloss.NewRenderer(io.Discard)))
	if in.Cursor.Mode() != cursor.CursorStatic {
		t.Fatal("a blinking cursor repaints the screen on a timer")
	}
	if cmd := in.Focus(); cmd != nil {
		t.Fatal("focusing a static cursor should start no timer")
	}
}
