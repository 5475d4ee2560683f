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
// of padding on either side, in the colors of c.Styles.Border.
func frame(c *common.Common, s string, w, h int) string {
	iw, ih := max(w-4, 0), max(h-2, 0)
	b := lipgloss.RoundedBorder()
	paint := c.R.NewStyle().Foreground(c.Styles.Border.GetBorderTopForeground()).Render
	var sb strings.Builder
	sb.Grow((w + 8) * h * 2)
	sb.WriteString(paint(b.TopLeft + strings.Repeat(b.Top, iw+2) + b.TopRight))
	left, right := paint(b.Left)+" ", " "+paint(b.Right)
	for _, l := range fitLines(s, iw, ih) {
		sb.WriteByte('\n')
		sb.WriteString(left)
		sb.WriteString(l)
		sb.WriteString(right)
	}
	sb.WriteByte('\n')
	sb.WriteString(paint(b.BottomLeft + strings.Repeat(b.Bottom, iw+2) + b.BottomRight))
	return sb.String()
}

// beside puts two blocks of equal height side by side, line by line. Both
// come from frame, so they are exact already; lipgloss.JoinHorizontal would
// measure every line again.
func beside(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	var sb strings.Builder
	sb.Grow(len(a) + len(b) + len(al))
	for i := range max(len(al), len(bl)) {
		if i > 0 {
			sb.WriteByte('\n')
		}
		if i < len(al) {
			sb.WriteString(al[i])
		}
		if i < len(bl) {
			sb.WriteString(bl[i])
		}
	}
	return sb.String()
}
