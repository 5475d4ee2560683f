package ssh

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// vt is a small terminal for the tests. It follows what a session writes
// (text, cursor moves, erasing; styles are dropped) and keeps a transcript
// of what was shown: text written outside the alternate screen as it came,
// and each row of the alternate screen, whole, after every write that
// touched it. The screen sends only the cells that changed, so a test
// looks for a player's text in the transcript, not in the bytes.
type vt struct {
	w, h    int
	rows    [][]string // a cell's grapheme; "" for the right half of a wide one
	pens    [][]pen    // how each cell was drawn, blanks as they look
	pen     pen
	x, y    int
	alt     bool
	touched []bool
	pending string // the start of a sequence cut by the end of a write
}

func newVT(w, h int) *vt {
	v := &vt{w: w, h: h, rows: make([][]string, h), pens: make([][]pen, h), touched: make([]bool, h)}
	v.erase(0, 0, w*h)
	clear(v.touched)
	return v
}

// write takes the next bytes from the session and returns the transcript
// they add.
func (v *vt) write(b []byte) []byte {
	var text []byte
	s := v.pending + string(b)
	v.pending = ""
	for len(s) > 0 {
		if s[0] >= utf8.RuneSelf && !utf8.FullRuneInString(s) {
			v.pending = s
			break
		}
		seq, w, n, state := ansi.DecodeSequence(s, ansi.NormalState, nil)
		if state != ansi.NormalState {
			v.pending = s
			break
		}
		s = s[n:]
		switch {
		case seq[0] == ansi.ESC:
			v.control(seq)
		case !v.alt:
			if w > 0 || seq == "\n" || seq == "\r" {
				text = append(text, seq...)
			}
		case seq == "\r":
			v.x = 0
		case seq == "\n":
			v.y = min(v.y+1, v.h-1)
		case w > 0:
			v.put(seq, w)
		case seq[0] >= 0x20 && v.x > 0: // a zero-width grapheme joins the one before
			v.rows[v.y][v.x-1] += seq
		}
	}
	for y, t := range v.touched {
		if t {
			text = append(text, strings.TrimRight(strings.Join(v.rows[y], ""), " ")...)
			text = append(text, '\n')
			v.touched[y] = false
		}
	}
	return text
}

func (v *vt) put(g string, w int) {
	if v.x+w > v.w { // autowrap
		v.x, v.y = 0, min(v.y+1, v.h-1)
	}
	p := v.pen
	if g == " " && p.blankLooksPlain() {
		p = pen{}
	}
	v.rows[v.y][v.x], v.pens[v.y][v.x] = g, p
	for i := 1; i < w; i++ {
		v.rows[v.y][v.x+i], v.pens[v.y][v.x+i] = "", p
	}
	v.touched[v.y] = true
	v.x += w
}

// erase blanks n cells from (x, y) on, across rows.
func (v *vt) erase(x, y, n int) {
	for ; n > 0 && y < v.h; n-- {
		if v.rows[y] == nil {
			v.rows[y], v.pens[y] = make([]string, v.w), make([]pen, v.w)
		}
		// Erased cells take the pen's background, which must not show.
		v.rows[y][x], v.pens[y][x] = " ", pen{bg: v.pen.bg, attrs: v.pen.attrs & (1 << 7)}
		v.touched[y] = true
		if x++; x == v.w {
			x, y = 0, y+1
		}
	}
}

func (v *vt) control(seq string) {
	if len(seq) < 3 || seq[1] != '[' {
		return // OSC and the like change nothing shown
	}
	if p, ok := applySGR(v.pen, seq); ok {
		v.pen = p
		return
	}
	params, final := seq[2:len(seq)-1], seq[len(seq)-1]
	if strings.HasPrefix(params, "?") {
		if params == "?1049" {
			v.alt = final == 'h'
			if v.alt {
				v.erase(0, 0, v.w*v.h)
				v.x, v.y = 0, 0
			}
		}
		return
	}
	arg := func(i, def int) int {
		f := strings.Split(params, ";")
		if i >= len(f) || f[i] == "" {
			return def
		}
		n, err := strconv.Atoi(f[i])
		if err != nil {
			return def
		}
		return n
	}
	if !v.alt {
		return
	}
	switch final {
	case 'H':
		v.y, v.x = min(arg(0, 1), v.h)-1, min(arg(1, 1), v.w)-1
	case 'C':
		v.x = min(v.x+arg(0, 1), v.w-1)
	case 'K':
		switch arg(0, 0) {
		case 0:
			v.erase(v.x, v.y, v.w-v.x)
		case 2:
			v.erase(0, v.y, v.w)
		}
	case 'J':
		switch arg(0, 0) {
		case 0:
			v.erase(v.x, v.y, (v.h-v.y)*v.w-v.x)
		case 2:
			v.erase(0, 0, v.w*v.h)
		}
	case 'X':
		v.erase(v.x, v.y, min(arg(0, 1), v.w-v.x))
	}
}

// String is the screen as it is, rows without trailing blanks.
func (v *vt) String() string {
	rows := make([]string, v.h)
	for y, r := range v.rows {
		rows[y] = strings.TrimRight(strings.Join(r, ""), " ")
	}
	return strings.Join(rows, "\n")
}
