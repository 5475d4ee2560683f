package helpbar

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
)

func TestMergeKeepsOrderAndDropsDuplicatesAndDisabled(t *testing.T) {
	k := common.DefaultKeyMap()
	off := key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "off"), key.WithDisabled())
	m := Merge(Keys{Short: []key.Binding{k.Up, k.Choose}}, nil, Keys{Short: []key.Binding{k.Choose, off, k.Quit}})
	var got []string
	for _, b := range m.ShortHelp() {
		got = append(got, b.Help().Key)
	}
	if strings.Join(got, " ") != "↑/k enter q" {
		t.Fatalf("merged %v", got)
	}
}

func TestBarTogglesFullHelp(t *testing.T) {
	b := New(common.New(lipgloss.NewRenderer(io.Discard)))
	k := common.DefaultKeyMap()
	keys := Keys{Short: []key.Binding{k.Up, k.Help}, Full: [][]key.Binding{{k.Up, k.Down}, {k.Help, k.Quit}}}
	if v := b.View(80, keys); strings.Contains(v, "quit") || lipgloss.Height(v) != 1 {
		t.Fatalf("short help %q", v)
	}
	b.ToggleFull()
	if v := b.View(80, keys); !strings.Contains(v, "quit") || lipgloss.Height(v) != 2 {
		t.Fatalf("full help %q", v)
	}
}

// However many keys a screen reports, the bar is never wider than the
// terminal, short or full.
func TestBarFitsItsWidth(t *testing.T) {
	var keys []key.Binding
	for _, k := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"} {
		keys = append(keys, key.NewBinding(key.WithKeys(k), key.WithHelp(k, "does a thing")))
	}
	m := Keys{Short: keys, Full: [][]key.Binding{keys[:3], keys[3:6], keys[6:9], keys[9:]}}
	b := New(common.New(lipgloss.NewRenderer(io.Discard)))
	for _, w := range []int{40, 80, 99, 100, 101} {
		for _, full := range []bool{false, true} {
			if b.Full() != full {
				b.ToggleFull()
			}
			for _, l := range strings.Split(b.View(w, m), "\n") {
				if lipgloss.Width(l) > w {
					t.Errorf("width %d, full %v: line of %d: %q", w, full, lipgloss.Width(l), l)
				}
			}
		}
	}
}

// The bar keeps the line it drew last, but a key that changes its help,
// another width or another key draws anew.
func TestBarDrawsAnewWhenItsKeysChange(t *testing.T) {
	b := New(common.New(lipgloss.NewRenderer(io.Discard)))
	k := common.DefaultKeyMap()
	first := b.View(80, Keys{Short: []key.Binding{k.Up, k.Help}})
	if again := b.View(80, Keys{Short: []key.Binding{k.Up, k.Help}}); again != first {
		t.Fatalf("the same keys drew %q, then %q", first, again)
	}
	renamed := common.WithHelp(k.Help, "explain")
	if v := b.View(80, Keys{Short: []key.Binding{k.Up, renamed}}); !strings.Contains(v, "explain") {
		t.Fatalf("a key's new words are not drawn: %q", v)
	}
	if v := b.View(80, Keys{Short: []key.Binding{k.Up, k.Quit}}); !strings.Contains(v, "quit") || strings.Contains(v, "explain") {
		t.Fatalf("another key is not drawn: %q", v)
	}
	if v := b.View(8, Keys{Short: []key.Binding{k.Up, k.Quit}}); lipgloss.Width(v) > 8 {
		t.Fatalf("another width is not drawn: %q", v)
	}
}
