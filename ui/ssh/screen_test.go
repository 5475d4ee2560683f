package ssh

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
)

// TestScreenDrawsEveryFrame: after each frame of a random sequence (styled
// words, blanks with and without a background, wide characters, rows that
// stay, change a little or change whole, a resize), a terminal that
// followed what the screen sent shows exactly that frame, cell by cell,
// colors and all.
func TestScreenDrawsEveryFrame(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var out bytes.Buffer
	w, h := 60, 12
	s := newScreen(&out, w, h)
	v := newVT(w, h)
	v.write([]byte(openSeq)) // as if already open: the terminal switches now
	s.opened = true
	rows := make([]string, h)
	for i := range rows {
		rows[i] = randomLine(r, w)
	}
	for frame := range 300 {
		if frame == 150 {
			w, h = 50, 10
			s.resize(w, h)
			v = newVT(w, h)
			v.write([]byte(openSeq))
			rows = rows[:h]
		}
		for i := range rows {
			switch r.IntN(4) {
			case 0:
				rows[i] = randomLine(r, w)
			case 1:
				rows[i] = tweak(r, rows[i], w)
			}
		}
		out.Reset()
		drawn := rows[:r.IntN(h)+1]
		s.draw(strings.Join(drawn, "\n"))
		v.write(out.Bytes())
		checkScreen(t, frame, v, drawn, w, h)
	}
}

// checkScreen compares the terminal with the rows the screen last drew
// on a w x h screen.
func checkScreen(t *testing.T, frame int, v *vt, rows []string, w, h int) {
	t.Helper()
	for y := range h {
		want, ok := cellsOf(rowOf(rows, y), w, nil)
		if !ok { // drawn as it is
			if got, want := strings.TrimRight(strings.Join(v.rows[y], ""), " "), strings.TrimRight(ansi.Strip(ansi.Truncate(rows[y], w, "")), " "); got != want {
				t.Fatalf("frame %d, row %d: %q, want %q", frame, y, got, want)
			}
			continue
		}
		for x, c := range want {
			if c.text == "" {
				continue
			}
			if got, gp := v.rows[y][x], v.pens[y][x]; got != c.text || gp != c.pen {
				t.Fatalf("frame %d, row %d, column %d: %q %+v, want %q %+v\nscreen:\n%s\nframe:\n%s",
					frame, y, x, got, gp, c.text, c.pen, v, strings.Join(rows, "\n"))
			}
		}
	}
}

var testStyles = func() []lipgloss.Style {
	r := lipgloss.NewRenderer(&bytes.Buffer{}, termenv.WithProfile(termenv.ANSI256))
	return []lipgloss.Style{
		r.NewStyle(),
		r.NewStyle().Foreground(lipgloss.Color("102")),
		r.NewStyle().Foreground(lipgloss.Color("74")).Bold(true),
		r.NewStyle().Reverse(true),
		r.NewStyle().Background(lipgloss.Color("52")),
		r.NewStyle().Underline(true).Foreground(lipgloss.Color("71")),
		r.NewStyle().Faint(true).Italic(true),
		r.NewStyle().Foreground(lipgloss.Color("#ff8800")).Strikethrough(true),
	}
}()

var testWords = []string{"Move", "to", "Barn", "╭──╮", "│", "漢字", "~", "   ", "          ", "·", "»Tower«", "☠C", "e\u0301t\u00e9"}

// randomLine is up to w cells of styled words and blanks.
func randomLine(r *rand.Rand, w int) string {
	var b strings.Builder
	for width := 0; ; {
		word := testWords[r.IntN(len(testWords))]
		if r.IntN(3) == 0 {
			word = strings.Repeat(" ", r.IntN(15)+1)
		}
		styled := testStyles[r.IntN(len(testStyles))].Render(word)
		if r.IntN(100) == 0 { // a hyperlink: a sequence the screen does not follow
			styled = "\x1b]8;;https://example.com\x07link\x1b]8;;\x07"
		}
		if width+lipgloss.Width(styled) > w+r.IntN(4) { // sometimes too wide: cut
			break
		}
		b.WriteString(styled)
		width += lipgloss.Width(styled)
	}
	return b.String()
}

// tweak changes a little of a line: a word in the middle, in a new style.
func tweak(r *rand.Rand, line string, w int) string {
	cells, ok := cellsOf(line, w, nil)
	if !ok {
		return randomLine(r, w)
	}
	at := r.IntN(len(cells))
	var b strings.Builder
	for x := 0; x < at; x++ {
		if cells[x].text == "" {
			continue
		}
		b.WriteString(fmt.Sprintf("\x1b[%sm%s\x1b[m", penParams(cells[x].pen), cells[x].text))
	}
	b.WriteString(testStyles[r.IntN(len(testStyles))].Render(testWords[r.IntN(len(testWords))]))
	return b.String()
}

func penParams(p pen) string { return string(appendPenParams(nil, p)) }

// TestSGRRoundTrip: the shorter way from any pen to any other lands on it.
func TestSGRRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	colors := []color{0, basicColor | 3, basicColor | 12, indexColor | 102, directColor | 0xff8800}
	random := func() pen {
		return pen{attrs: uint16(r.IntN(1<<10)) &^ 1, fg: colors[r.IntN(len(colors))], bg: colors[r.IntN(len(colors))]}
	}
	for range 5000 {
		from, to := random(), random()
		seq := string(appendSGR(nil, from, to))
		if from == to {
			if seq != "" {
				t.Fatalf("%+v to itself: %q", from, seq)
			}
			continue
		}
		got, ok := applySGR(from, seq)
		if !ok || got != to {
			t.Fatalf("%+v by %q: %+v, want %+v", from, seq, got, to)
		}
	}
}
