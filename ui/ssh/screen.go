package ssh

import (
	"hash/maphash"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/charmbracelet/x/ansi"
)

// screen draws one session's frames on the player's terminal, sending only
// the cells that changed since the frame before. It takes the place of
// Bubble Tea's standard renderer, for two reasons measured with TestLoad:
//
//   - Bytes. The standard renderer rewrites every line that changed, whole,
//     with every style sequence Lip Gloss wrote. The game screen's lines
//     each hold a piece of the board and a piece of the side pane, so a
//     move rewrote nearly all of them: 9.5 KB for a move and 11 KB for the
//     first frame at 120x40, where the budget is 2 KB and 4 KB.
//   - Idle CPU. The standard renderer wakes up 60 times a second per
//     session to look for a new frame, so 50 players sitting still cost 5%
//     of a core. This one draws when the program has a new view (Bubble Tea
//     asks for one after every message) and sleeps otherwise.
//
// charmbracelet/x/cellbuf's Screen does the same diffing, but holds two
// grids of full cells per session (colours as interfaces, links), which
// the memory budget per player cannot pay; this one keeps the last frame
// as short strings (its cells in the fewest bytes) and parses two rows at a
// time, in shared scratch space.
//
// It writes what the standard renderer wrote around the frames too: the
// alternate screen, a hidden cursor, bracketed paste and mouse clicks on
// opening, and their undoing on closing.
type screen struct {
	mu            sync.Mutex
	w             io.Writer
	width, height int
	opened        bool
	closed        bool

	// lines are the rows the terminal shows, each as its cells in the
	// fewest bytes (the View's own rows hold every style sequence Lip Gloss
	// wrote: at 120x40 the game screen's frame is 12 KB, its cells 5 KB),
	// or as given when cellsOf cannot read it; sums are the View's rows
	// hashed, to pass over the rows that did not change. Nil lines: the
	// terminal is to be cleared and drawn whole.
	lines []string
	sums  []uint64

	// Where the terminal's cursor is (x < 0: not known, after a write in
	// the last column) and the pen it draws with (penKnown false: not known).
	x, y     int
	pen      pen
	penKnown bool
}

const (
	openSeq  = "\x1b[?1049h\x1b[?25l\x1b[?2004h\x1b[?1002h\x1b[?1006h"
	closeSeq = "\x1b[m\x1b[?2004l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?25h\x1b[?1049l"
	// blankRun is the shortest run of blanks erased (ECH) and skipped
	// (CUF) rather than written: about the bytes of the two sequences.
	blankRun = 9
	// spanGap is the most unchanged cells a span of changes runs over
	// rather than moving the cursor past them.
	spanGap = 5
	// maxWrite is the most bytes written at once. The SSH connection keeps
	// a packet buffer and a cipher buffer as large as the largest write
	// for as long as it lives; a first frame written whole (6.5 KB at
	// 120x40) made both that large, for every session. A move fits in one.
	maxWrite = 2 << 10
)

func newScreen(w io.Writer, width, height int) *screen {
	return &screen{w: w, width: width, height: height, x: -1}
}

// resize takes the terminal's new size; the next frame is drawn whole.
func (s *screen) resize(width, height int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if width == s.width && height == s.height {
		return
	}
	s.width, s.height, s.lines = width, height, nil
}

// close gives the terminal back as it was (once, and only if it was
// taken); nothing is drawn after.
func (s *screen) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.opened && !s.closed {
		_, _ = io.WriteString(s.w, closeSeq)
	}
	s.closed = true
}

// bufs holds the scratch space of a draw, shared by every session so that
// an idle one holds none.
var bufs = sync.Pool{New: func() any { return new(drawBuf) }}

type drawBuf struct {
	out      []byte
	old, new []cell
}

// draw shows frame, a View: its last height lines, cut at the width.
func (s *screen) draw(frame string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.width <= 0 || s.height <= 0 {
		return
	}
	b := bufs.Get().(*drawBuf)
	defer bufs.Put(b)
	out := b.out[:0]
	if !s.opened {
		out = append(out, openSeq...)
		s.opened = true
	}
	rows := strings.Split(frame, "\n")
	if len(rows) > s.height {
		rows = rows[len(rows)-s.height:]
	}
	if s.lines == nil {
		out = append(out, "\x1b[m\x1b[H\x1b[2J"...)
		s.x, s.y, s.pen, s.penKnown = 0, 0, pen{}, true
		s.lines, s.sums = make([]string, s.height), make([]uint64, s.height)
		for y := range s.sums {
			s.sums[y] = maphash.String(rowSeed, "")
		}
	}
	for y := range s.height {
		now := rowOf(rows, y)
		sum := maphash.String(rowSeed, now)
		if sum == s.sums[y] {
			continue
		}
		s.sums[y] = sum
		var okOld, okNew bool
		b.old, okOld = cellsOf(s.lines[y], s.width, b.old)
		b.new, okNew = cellsOf(now, s.width, b.new)
		if !okNew {
			out = s.rawRow(out, y, now)
			s.lines[y] = now
			continue
		}
		s.lines[y] = compact(b.new)
		if !okOld {
			b.old = b.old[:0] // unknown: every cell differs
		}
		if changed(b.old, b.new) > s.width/2 {
			// Mostly new: erase the row, then only its text is drawn
			// and the cursor jumps over its blanks.
			out = s.moveTo(out, 0, y)
			out = s.plainPen(out)
			out = append(out, "\x1b[2K"...)
			b.old = b.old[:0]
			for range s.width {
				b.old = append(b.old, blankCell)
			}
		}
		out = s.row(out, y, b.old, b.new)
	}
	b.out = out
	for len(out) > 0 {
		n := min(len(out), maxWrite)
		if _, err := s.w.Write(out[:n]); err != nil {
			return
		}
		out = out[n:]
	}
}

// rowSeed hashes the rows of every screen; a row whose hash is the one
// drawn before is taken as unchanged (two rows of a View sharing a 64-bit
// hash by chance is not a worry).
var rowSeed = maphash.MakeSeed()

// compact is the shortest line cellsOf reads back as cells: their text,
// with only the changes of pen between them and no trailing blanks.
func compact(cells []cell) string {
	var b []byte
	var p pen
	for _, c := range cells[:len(cells)-blanksAtEnd(cells)] {
		switch {
		case c.text == "": // the right half of a wide character
			continue
		case c.blank() && p.blankLooksPlain():
		default:
			b = appendSGR(b, p, c.pen)
			p = c.pen
		}
		b = append(b, c.text...)
	}
	return string(b)
}

func blanksAtEnd(cells []cell) int {
	n := 0
	for n < len(cells) && cells[len(cells)-1-n].blank() {
		n++
	}
	return n
}

// changed is how many of the new cells differ from the old.
func changed(old, new []cell) int {
	n := 0
	for x := range new {
		if x >= len(old) || old[x] != new[x] {
			n++
		}
	}
	return n
}

func rowOf(rows []string, y int) string {
	if y < len(rows) {
		return rows[y]
	}
	return ""
}

// row appends what turns the old cells of row y into the new ones; no old
// cells means their content is not known.
func (s *screen) row(out []byte, y int, old, new []cell) []byte {
	same := func(x int) bool { return len(old) > x && old[x] == new[x] }
	last := len(new) - 1 - blanksAtEnd(new) // the last cell that is not blank
	for x := 0; x < len(new); {
		if same(x) {
			x++
			continue
		}
		// A span of changes, over short runs of unchanged cells, widened
		// so that no wide character is written or left by half.
		start, end := x, x+1
		for i := end; i < len(new) && i-end < spanGap; i++ {
			if !same(i) {
				end = i + 1
			}
		}
		for start > 0 && (new[start].text == "" || (len(old) > start && old[start].text == "")) {
			start--
		}
		for end < len(new) && (new[end].text == "" || (len(old) > end && old[end].text == "")) {
			end++
		}
		out = s.moveTo(out, start, y)
		for i := start; i < end; {
			if i > last { // blank to the end of the line
				out = s.plainPen(out)
				out = append(out, "\x1b[K"...)
				return out
			}
			if n := blanks(new[i:end]); n >= blankRun {
				out = s.plainPen(out)
				out = append(out, "\x1b["...)
				out = strconv.AppendInt(out, int64(n), 10)
				out = append(out, 'X')
				if i += n; i < end {
					out = s.moveTo(out, i, y)
				}
				continue
			}
			c := new[i]
			if c.blank() {
				out = s.plainPen(out)
			} else {
				out = s.setPen(out, c.pen)
			}
			out = append(out, c.text...)
			i += max(int(c.width), 1)
			s.x = i
		}
		if s.x >= s.width {
			s.x = -1 // past the last column: where the cursor is depends on the terminal
		}
		x = end
	}
	return out
}

func blanks(cells []cell) int {
	n := 0
	for n < len(cells) && cells[n].blank() {
		n++
	}
	return n
}

// rawRow draws a line that holds sequences the screen does not follow: as
// it is, from the row's start, then erased to the end.
func (s *screen) rawRow(out []byte, y int, line string) []byte {
	out = s.moveTo(out, 0, y)
	out = s.setPen(out, pen{})
	out = append(out, ansi.Truncate(line, s.width, "")...)
	out = append(out, "\x1b[m\x1b[K"...)
	s.x, s.pen, s.penKnown = -1, pen{}, true
	return out
}

// moveTo appends the shortest move of the cursor to column x of row y.
func (s *screen) moveTo(out []byte, x, y int) []byte {
	if s.x == x && s.y == y {
		return out
	}
	// Absolute: CUP, 1-based, the column left out when it is the first.
	move := append(make([]byte, 0, 16), "\x1b["...)
	move = strconv.AppendInt(move, int64(y+1), 10)
	if x > 0 {
		move = append(move, ';')
		move = strconv.AppendInt(move, int64(x+1), 10)
	}
	move = append(move, 'H')
	var rel []byte
	switch {
	case s.x < 0:
	case s.y == y && x == 0:
		rel = []byte("\r")
	case s.y == y && x > s.x:
		rel = forward(nil, x-s.x)
	case s.y+1 == y: // never from the last row: a line feed there scrolls
		rel = forward([]byte("\r\n"), x)
	}
	if rel != nil && len(rel) < len(move) {
		move = rel
	}
	s.x, s.y = x, y
	return append(out, move...)
}

// forward appends a move of the cursor n columns right (CUF).
func forward(b []byte, n int) []byte {
	switch n {
	case 0:
		return b
	case 1:
		return append(b, "\x1b[C"...)
	}
	b = append(b, "\x1b["...)
	b = strconv.AppendInt(b, int64(n), 10)
	return append(b, 'C')
}

// plainPen makes sure the pen draws and erases blanks plainly: it stays
// as it is if it does (a color of text does not show on a blank), which
// spares resetting it for the blanks between two words of one color.
func (s *screen) plainPen(out []byte) []byte {
	if s.penKnown && s.pen.blankLooksPlain() {
		return out
	}
	return s.setPen(out, pen{})
}

func (s *screen) setPen(out []byte, p pen) []byte {
	switch {
	case !s.penKnown:
		out = append(out, "\x1b["...)
		out = appendPenParams(out, p)
		out = append(out, 'm')
	case s.pen != p:
		out = appendSGR(out, s.pen, p)
	}
	s.pen, s.penKnown = p, true
	return out
}
