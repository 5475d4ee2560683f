package att

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// prose is teaching text, the reference's and the explanations': lines at
// most w cells wide, wrapped between words and never cut, each word in the
// look of its run, so a glyph keeps its colour beside the word that says
// what it means.
type prose struct {
	w     int
	lines []line
}

func newProse(width int) *prose { return &prose{w: max(width, 8)} }

// head starts a section: a blank line after what came before, then the
// title.
func (t *prose) head(title string) {
	if len(t.lines) > 0 {
		t.lines = append(t.lines, nil)
	}
	t.lines = append(t.lines, t.flow(line{{title, cTitle}}, "", "")...)
}

// para is a paragraph.
func (t *prose) para(runs ...seg) { t.lines = append(t.lines, t.flow(runs, "", "")...) }

// item is an entry of a list: "• " before its first line, its other lines
// under its first word.
func (t *prose) item(runs ...seg) { t.lines = append(t.lines, t.flow(runs, "• ", "  ")...) }

// sub is an entry under an item, one step further in.
func (t *prose) sub(runs ...seg) { t.lines = append(t.lines, t.flow(runs, "  – ", "    ")...) }

// flow wraps runs into lines of t.w cells, the first after first and the
// rest after rest. A run glued to the one before (no space between) stays
// on its line; a word wider than a whole line is broken, never cut.
func (t *prose) flow(runs []seg, first, rest string) []line {
	room := t.w - max(canvas.Width(first), canvas.Width(rest))
	var words []line
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
				words[len(words)-1] = append(words[len(words)-1], seg{word, r.Look})
			} else {
				words = append(words, line{{word, r.Look}})
			}
			glue = true
		}
	}
	for i := 0; i < len(words); i++ {
		if words[i].Width() > room {
			words = append(words[:i], append(breakWord(words[i], room), words[i+1:]...)...)
		}
	}
	return canvas.Flow(words, first, rest, seg{" ", cNone}, t.w)
}

// breakWord breaks a word wider than room into pieces of room cells.
func breakWord(word line, room int) []line {
	var out []line
	var cur line
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
			cur = append(cur, seg{piece, s.Look})
			left -= min(canvas.Width(piece), left)
			txt = txt[len(piece):]
		}
	}
	return append(out, cur)
}

// draw is the text in p's looks, without trailing blanks.
func (t *prose) draw(p *canvas.Palette) string {
	var sb strings.Builder
	for i, l := range t.lines {
		if i > 0 {
			sb.WriteByte('\n')
		}
		var row strings.Builder
		l.Write(&row, t.w, p)
		sb.WriteString(strings.TrimRight(row.String(), " "))
	}
	return sb.String()
}
