// Package helpbar is the line of key help at the bottom of every screen and
// the key map it describes. Components report their own keys (soft-serve's
// habit) and the bar merges them, so a component's help can never drift from
// what it actually handles.
package helpbar

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/ui/common"
)

// Bar wraps bubbles/help with styles from the terminal's own renderer
// (help.New would take them from the process-wide one).
type Bar struct {
	help help.Model
	// last is the help drawn last, short and full: the app draws the same
	// help at every frame, and measures it first (shared by the Bar's
	// copies).
	last *[2]drawn
}

// drawn is a help drawn: full or one line, its width, the key and words of
// each binding in it (an empty one between the full help's columns), and
// what it drew.
type drawn struct {
	full  bool
	width int
	keys  []key.Help
	out   string
}

// New makes a help bar for one terminal.
func New(c *common.Common) Bar {
	h := help.New()
	key := c.R.NewStyle().Bold(true)
	desc := c.Styles.Subtle
	sep := c.Styles.Subtle
	h.Styles = help.Styles{
		Ellipsis:       sep,
		ShortKey:       key,
		ShortDesc:      desc,
		ShortSeparator: sep,
		FullKey:        key,
		FullDesc:       desc,
		FullSeparator:  sep,
	}
	return Bar{help: h, last: &[2]drawn{{width: -1}, {full: true, width: -1}}}
}

// ToggleFull switches between the one-line and the full help (the ? key).
func (b *Bar) ToggleFull() { b.help.ShowAll = !b.help.ShowAll }

// Full reports whether the full help is showing.
func (b Bar) Full() bool { return b.help.ShowAll }

// Short is the bar with the one-line help, whichever shows: the game
// screen lays its panes out for it, so that ? never changes them.
func (b Bar) Short() Bar {
	b.help.ShowAll = false
	return b
}

// View draws the help of maps, merged in order, width cells wide.
func (b Bar) View(width int, maps ...help.KeyMap) string {
	b.help.Width = width
	var cols [][]key.Binding
	if b.help.ShowAll {
		cols = mergeFull(maps)
	} else {
		cols = [][]key.Binding{mergeShort(maps)}
	}
	if b.last == nil { // a Bar New did not make
		return b.draw(width, cols)
	}
	last := &b.last[0]
	if b.help.ShowAll {
		last = &b.last[1]
	}
	if last.is(b.help.ShowAll, width, cols) {
		return last.out
	}
	out := b.draw(width, cols)
	last.full, last.width, last.out = b.help.ShowAll, width, out
	last.keys = last.keys[:0]
	for i, col := range cols {
		if i > 0 {
			last.keys = append(last.keys, key.Help{})
		}
		for _, kb := range col {
			last.keys = append(last.keys, kb.Help())
		}
	}
	return out
}

// draw draws cols, the one line of the short help or the columns of the
// full help, width cells wide.
func (b Bar) draw(width int, cols [][]key.Binding) string {
	if !b.help.ShowAll {
		// bubbles/help adds an item that does not fit when its "…" would
		// not fit either: cut what it gives.
		return ansi.Truncate(b.help.View(Keys{Short: cols[0]}), width, "…")
	}
	// bubbles/help lays every column of the full help side by side,
	// however wide: the columns that do not fit go on rows of their own.
	// Measured without its own width, which would cut the row with "…"
	// rather than say it is too wide.
	free := b.help
	free.Width = 0
	var rows []string
	for len(cols) > 0 {
		n := 1
		for n < len(cols) && lipgloss.Width(free.FullHelpView(cols[:n+1])) <= width {
			n++
		}
		for _, l := range strings.Split(free.FullHelpView(cols[:n]), "\n") {
			rows = append(rows, ansi.Truncate(l, width, "…")) // a column wider than the terminal
		}
		cols = cols[n:]
	}
	return strings.Join(rows, "\n")
}

// is reports whether v is the help of cols at width, full or not.
func (v *drawn) is(full bool, width int, cols [][]key.Binding) bool {
	if v.full != full || v.width != width {
		return false
	}
	i := 0
	for c, col := range cols {
		if c > 0 {
			if i >= len(v.keys) || v.keys[i] != (key.Help{}) {
				return false
			}
			i++
		}
		for _, kb := range col {
			if i >= len(v.keys) || kb.Help() != v.keys[i] {
				return false
			}
			i++
		}
	}
	return i == len(v.keys)
}

// Merge joins several components' key help into one: short help in order,
// full help column after column. Disabled and duplicate keys drop out.
func Merge(maps ...help.KeyMap) help.KeyMap {
	return Keys{Short: mergeShort(maps), Full: mergeFull(maps)}
}

// mergeShort is the short help of Merge alone: what the one-line bar, drawn
// at every frame, needs.
func mergeShort(maps []help.KeyMap) []key.Binding {
	var out []key.Binding
	for _, m := range maps {
		if m != nil {
			out = appendNew(out, out, m.ShortHelp())
		}
	}
	return out
}

// mergeFull is the full help of Merge.
func mergeFull(maps []help.KeyMap) [][]key.Binding {
	var full [][]key.Binding
	var seen []key.Binding
	for _, m := range maps {
		if m == nil {
			continue
		}
		for _, col := range m.FullHelp() {
			if out := appendNew(nil, seen, col); len(out) > 0 {
				full = append(full, out)
				seen = append(seen, out...)
			}
		}
	}
	return full
}

// appendNew appends to out the bindings of bs that are enabled, have help,
// and whose key is neither in seen nor earlier in bs. A bar holds a dozen
// keys: a scan beats a map.
func appendNew(out, seen, bs []key.Binding) []key.Binding {
	has := func(list []key.Binding, k string) bool {
		for _, b := range list {
			if b.Help().Key == k {
				return true
			}
		}
		return false
	}
	start := len(out)
	for _, b := range bs {
		k := b.Help().Key
		if b.Enabled() && k != "" && !has(seen, k) && !has(out[start:], k) {
			out = append(out, b)
		}
	}
	return out
}
