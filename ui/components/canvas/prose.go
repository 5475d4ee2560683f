package canvas

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Prose is teaching text, a reference's and an explanation's: lines at
// most W cells wide, wrapped between words and never cut, each word in the
// look of its run, so a glyph keeps its colour beside the word that says
// what it means. Its section titles take the look title.
type Prose struct {
	W     int
	Lines []Line
	title Look
}

// NewProse starts teaching text width cells wide.
func NewProse(width int, title Look) *Prose { return &Prose{W: max(width, 8), title: title} }

// Head starts a section: a blank line after what came before, then the
// title.
func (t *Prose) Head(title string) {
	if len(t.Lines) > 0 {
		t.Lines = append(t.Lines, nil)
	}
	t.Lines = append(t.Lines, t.flow(Line{{title, t.title}}, "", "")...)
}

// Para is a paragraph.
func (t *Prose) Para(runs ...Seg) { t.Lines = append(t.Lines, t.flow(runs, "", "")...) }

// Item is an entry of a list: "• " before its first line, its other lines
// under its first word.
func (t *Prose) Item(runs ...Seg) { t.Lines = append(t.Lines, t.flow(runs, "• ", "  ")...) }

// Sub is an entry under an item, one step further in.
func (t *Prose) Sub(runs ...Seg) { t.Lines = append(t.Lines, t.flow(runs, "  – ", "    ")...) }

// flow wraps runs into lines of t.W cells, the first after first and the
// rest after rest. A run glued to the one before (no space between) stays
// on its line; a word wider than a whole line is broken, never cut.
func (t *Prose) flow(runs []Seg, first, rest string) []Line {
	room := t.W - max(Width(first), Width(rest))
	var words []Line
	glue := false // the next piece joins the word before
	for _, r := range runs {
		s := r.Text
		for s != "" {
			if s[0] == ' ' {
				glue, s = false, s[1:]
				continue
			}
			word := s
			if i := strings.IndexByte(s, ' '); i >= 0 {
				word = s[:i]
			}
			s = s[len(word):]
			if glue && len(words) > 0 {
				words[len(words)-1] = append(words[len(words)-1], Seg{word, r.Look})
			} else {
				words = append(words, Line{{word, r.Look}})
			}
			glue = true
		}
	}
	for i := 0; i < len(words); i++ {
		if words[i].Width() > room {
			words = append(words[:i], append(breakWord(words[i], room), words[i+1:]...)...)
		}
	}
	return Flow(words, first, rest, Seg{" ", Plain}, t.W)
}

// breakWord breaks a word wider than room into pieces of room cells.
func breakWord(word Line, room int) []Line {
	var out []Line
	var cur Line
	left := room
	for _, s := range word {
		txt := s.Text
		for txt != "" {
			if left == 0 {
				out, cur, left = append(out, cur), nil, room
			}
			piece := ansi.Truncate(txt, left, "")
			if piece == "" { // a rune wider than the room
				piece = string([]rune(txt)[:1])
			}
			cur = append(cur, Seg{piece, s.Look})
			left -= min(Width(piece), left)
			txt = txt[len(piece):]
		}
	}
	return append(out, cur)
}

// Draw is the text in p's looks, without trailing blanks.
func (t *Prose) Draw(p *Palette) string {
	var sb strings.Builder
	for i, l := range t.Lines {
		if i > 0 {
			sb.WriteByte('\n')
		}
		var row strings.Builder
		l.Write(&row, min(l.Width(), t.W), p) // no padding to trim: a wide reference costs nothing
		sb.WriteString(strings.TrimRight(row.String(), " "))
	}
	return sb.String()
}
