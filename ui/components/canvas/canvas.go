// Package canvas is the text machinery the game boards draw with: runs of
// text in a look (Seg), rows of runs (Line) that are measured, cut with "…"
// and padded to an exact width, and the escape codes of each look for one
// terminal (Palette), kept per renderer by Palettes.
//
// A board builds a frame as Lines of (text, Look) and turns them into escape
// codes only when writing, so a frame costs one escape pair per run instead
// of one lipgloss render per piece. Each game keeps its own palette: a Look
// is just an index into the styles the game hands to NewPalettes, and what
// each index means is the game's business. Two indexes are shared: Plain
// (0, never styled) and Subtle (1, the look of the "…" that ends a cut run).
package canvas

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Look names one style of a game's palette.
type Look uint8

const (
	// Plain is text without escape codes.
	Plain Look = 0
	// Subtle is the look of secondary words; a cut Line ends in "…" in it,
	// so every game's palette puts its subtle style at this index.
	Subtle Look = 1
)

// Seg is a run of text in one look.
//
// It is an alias of an unnamed struct so that boards can spell runs as the
// short literals {"text", look} all over their panels: go vet asks for keyed
// fields in literals of a named struct from another package.
type Seg = struct {
	Text string
	Look Look
}

// Line is one row of a frame.
type Line []Seg

// Width is the cells s takes. Plain ASCII, most of a frame, is counted
// without the grapheme walk.
func Width(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return ansi.StringWidth(s)
		}
	}
	return len(s)
}

// Width is the cells l takes.
func (l Line) Width() int {
	n := 0
	for _, s := range l {
		n += Width(s.Text)
	}
	return n
}

// Fit cuts l to w cells, ending in a Subtle "…" when cut.
func (l Line) Fit(w int) Line {
	if w <= 0 {
		return nil
	}
	if l.Width() <= w {
		return l
	}
	out := make(Line, 0, len(l))
	left := w - 1
	for _, s := range l {
		sw := Width(s.Text)
		if sw <= left {
			out = append(out, s)
			left -= sw
			continue
		}
		if left > 0 {
			out = append(out, Seg{ansi.Truncate(s.Text, left, ""), s.Look})
		}
		break
	}
	return append(out, Seg{"…", Subtle})
}

// Pad cuts or pads l to exactly w cells. It never writes into l's array.
func (l Line) Pad(w int) Line {
	l = l.Fit(w)
	if n := l.Width(); n < w {
		l = append(l[:len(l):len(l)], Seg{Spaces(w - n), Plain})
	}
	return l
}

// Text is the line without looks.
func (l Line) Text() string {
	var sb strings.Builder
	for _, s := range l {
		sb.WriteString(s.Text)
	}
	return sb.String()
}

// Write puts l into b in p's escape codes, cut or padded to exactly w cells.
func (l Line) Write(b *strings.Builder, w int, p *Palette) {
	l = l.Fit(w)
	n := 0
	for _, s := range l {
		if s.Text == "" {
			continue
		}
		k := p.wrap(s.Look)
		b.WriteString(k.pre)
		b.WriteString(s.Text)
		b.WriteString(k.suf)
		n += Width(s.Text)
	}
	b.WriteString(Spaces(w - n))
}

// Draw writes rows one per line, each cut or padded to w cells.
func Draw(rows []Line, w int, p *Palette) string {
	var sb strings.Builder
	sb.Grow(w * len(rows) * 2)
	for i, r := range rows {
		if i > 0 {
			sb.WriteByte('\n')
		}
		r.Write(&sb, w, p)
	}
	return sb.String()
}

// AppendText adds text's lines to rows as Plain runs until there are h rows:
// the words a board draws instead when the room is too small for a picture.
func AppendText(rows []Line, text string, h int) []Line {
	for _, s := range strings.Split(text, "\n") {
		if len(rows) >= h {
			break
		}
		rows = append(rows, Line{{s, Plain}})
	}
	return rows
}

// Spaces returns n blanks, without allocating for the usual widths.
func Spaces(n int) string {
	const blank = "                                                                                                                                                                "
	if n <= 0 {
		return ""
	}
	if n <= len(blank) {
		return blank[:n]
	}
	return strings.Repeat(" ", n)
}

// Flow lays groups of runs into lines of width w, the first line starting
// after first and the others after rest, with sep between groups on a line.
// A group is never split unless it alone is too wide (then the line is cut
// when written).
func Flow(groups []Line, first, rest string, sep Seg, w int) []Line {
	var out []Line
	cur := Line{{first, Plain}}
	cw := Width(first)
	empty := true
	sw := Width(sep.Text)
	for _, g := range groups {
		gw := g.Width()
		if !empty && cw+sw+gw > w {
			out = append(out, cur)
			cur = Line{{rest, Plain}}
			cw = Width(rest)
			empty = true
		}
		if !empty {
			cur = append(cur, sep)
			cw += sw
		}
		cur = append(cur, g...)
		cw += gw
		empty = false
	}
	if !empty {
		out = append(out, cur)
	}
	return out
}
