package canvas

import "strings"

// Heading is a panel heading w cells wide in look: "── KILLER ──────",
// with extra runs after the name.
func Heading(s string, w int, look Look, extra ...Seg) Line {
	l := Line{{"── " + s, look}}
	if len(extra) > 0 {
		l = append(l, Seg{" ", Plain})
		l = append(l, extra...)
	}
	if n := l.Width(); n+1 < w {
		l = append(l, Seg{" " + strings.Repeat("─", w-n-1), look})
	}
	return l
}

// Words splits text into one group a word, in look l, so that Flow wraps
// it between words.
func Words(text string, l Look) []Line {
	fs := strings.Fields(text)
	out := make([]Line, len(fs))
	for i, w := range fs {
		out[i] = Line{{w, l}}
	}
	return out
}
