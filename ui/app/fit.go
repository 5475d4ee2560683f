package app

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/ui/common"
)

// fitLines cuts s to at most h lines of at most w cells and pads every line
// to exactly w cells. The game screen is redrawn on every key, and doing
// this in one pass costs a fraction of lipgloss's Width/Height/Max* styles,
// which wrap and measure each line several times (the View budget is 1 ms
// at 160x50).
func fitLines(s string, w, h int) []string {
	lines := strings.Split(s, "\n")
	out := make([]string, h)
	for i := range out {
		var l string
		if i < len(lines) {
			l = lines[i]
		}
		n := ansi.StringWidth(l)
		if n > w {
			l = ansi.Truncate(l, w, "")
			n = ansi.StringWidth(l)
		}
		out[i] = l + strings.Repeat(" ", max(w-n, 0))
	}
	return out
}

// fit is fitLines joined: s as a block of exactly w x h cells.
func fit(s string, w, h int) string {
	return strings.Join(fitLines(s, w, h), "\n")
}

// frame draws s in a rounded border of exactly w x h cells, with one space
// of padding on either side, in the colors of c.Styles.Border: its lines,
// for the screen to lay beside others without splitting them again.
func frame(c *common.Common, s string, w, h int) []string {
	iw, ih := max(w-4, 0), max(h-2, 0)
	b := lipgloss.RoundedBorder()
	paint := c.R.NewStyle().Foreground(c.Styles.Border.GetBorderTopForeground()).Render
	left, right := paint(b.Left)+" ", " "+paint(b.Right)
	lines := fitLines(s, iw, ih)
	out := make([]string, 0, len(lines)+2)
	out = append(out, paint(b.TopLeft+strings.Repeat(b.Top, iw+2)+b.TopRight))
	for _, l := range lines {
		out = append(out, left+l+right)
	}
	return append(out, paint(b.BottomLeft+strings.Repeat(b.Bottom, iw+2)+b.BottomRight))
}

// beside writes the lines of two blocks of equal height side by side, each
// line after a line break. Both come from frame, so they are exact already;
// lipgloss.JoinHorizontal would measure every line again.
func beside(sb *strings.Builder, a, b []string) {
	for i := range max(len(a), len(b)) {
		sb.WriteByte('\n')
		if i < len(a) {
			sb.WriteString(a[i])
		}
		if i < len(b) {
			sb.WriteString(b[i])
		}
	}
}
