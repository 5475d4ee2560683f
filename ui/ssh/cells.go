package ssh

import (
	"strconv"

	"github.com/charmbracelet/x/ansi"
)

// A pen is how a cell is drawn: its attributes and colors, decoded from the
// SGR sequences Lip Gloss writes, so that a cell can be compared with the
// one the terminal shows and drawn with only the sequences that differ from
// the cell before it.
type pen struct {
	attrs  uint16 // 1 << SGR code, for the codes 1 to 9
	fg, bg color
}

// A color is 0 for the terminal's default, else its kind in the top byte
// and its value below, so it is written back the way it was given.
type color uint32

const (
	basicColor  color = 1 << 24 // 30-37 and 90-97 (40-47, 100-107): the value is 0-15
	indexColor  color = 2 << 24 // 38;5;N
	directColor color = 3 << 24 // 38;2;R;G;B: the value is 0xRRGGBB
)

// Attributes that show on a blank cell. A space drawn with any other pen
// looks like a plain one, so it is stored as one: it then matches the
// terminal's blank cells and costs no pen changes.
const shownOnBlank = 1<<4 | 1<<5 | 1<<6 | 1<<7 | 1<<9 // underline, blink, reverse, strike

func (p pen) blankLooksPlain() bool { return p.bg == 0 && p.attrs&shownOnBlank == 0 }

// A cell is one column of a line: its grapheme, or "" for the right half
// of a wide one.
type cell struct {
	text  string
	width int8
	pen   pen
}

var blankCell = cell{text: " ", width: 1}

func (c cell) blank() bool { return c.text == " " && c.pen == pen{} }

// cellsOf splits a line of a View into width cells, padded with blanks and
// cut at width. It reports false when the line holds anything other than
// text and the SGR sequences it understands (a cursor move, a hyperlink, a
// control character): such a line is then drawn as it is.
func cellsOf(line string, width int, into []cell) ([]cell, bool) {
	cells := into[:0]
	var p pen
	var state byte
	for len(line) > 0 {
		seq, w, n, next := ansi.DecodeSequence(line, state, nil)
		state, line = next, line[n:]
		switch {
		case len(seq) > 0 && seq[0] == ansi.ESC:
			var ok bool
			if p, ok = applySGR(p, seq); !ok {
				return nil, false
			}
		case w > 0:
			if len(cells)+w > width {
				line = ""
				continue
			}
			c := cell{text: seq, width: int8(w), pen: p}
			if seq == " " && p.blankLooksPlain() {
				c.pen = pen{}
			}
			cells = append(cells, c)
			for range w - 1 {
				cells = append(cells, cell{pen: p})
			}
		case seq[0] < 0x20 || seq[0] == 0x7f:
			return nil, false
		default: // a zero-width grapheme joins the one before
			for i := len(cells) - 1; i >= 0; i-- {
				if cells[i].text != "" {
					cells[i].text += seq
					break
				}
			}
		}
	}
	for len(cells) < width {
		cells = append(cells, blankCell)
	}
	return cells, true
}

// applySGR is p after the sequence seq, or false when seq is not an SGR
// sequence or holds a parameter the pen does not know.
func applySGR(p pen, seq string) (pen, bool) {
	if len(seq) < 3 || seq[1] != '[' || seq[len(seq)-1] != 'm' {
		return p, false
	}
	params := seq[2 : len(seq)-1]
	if params == "" {
		return pen{}, true
	}
	var nums [32]int
	ps := nums[:0]
	for len(params) > 0 && len(ps) < len(nums) {
		var f string
		f, params, _ = cut(params, ';')
		n, err := strconv.Atoi(f)
		if f == "" {
			n, err = 0, nil
		}
		if err != nil {
			return p, false // a sub-parameter (4:3), or garbage
		}
		ps = append(ps, n)
	}
	if len(params) > 0 {
		return p, false
	}
	for i := 0; i < len(ps); i++ {
		switch n := ps[i]; {
		case n == 0:
			p = pen{}
		case n >= 1 && n <= 9:
			p.attrs |= 1 << n
		case n == 22:
			p.attrs &^= 1<<1 | 1<<2
		case n >= 23 && n <= 29 && n != 26:
			p.attrs &^= 1 << (n - 20)
			if n == 25 {
				p.attrs &^= 1 << 6
			}
		case n >= 30 && n <= 37:
			p.fg = basicColor | color(n-30)
		case n >= 90 && n <= 97:
			p.fg = basicColor | color(n-90+8)
		case n >= 40 && n <= 47:
			p.bg = basicColor | color(n-40)
		case n >= 100 && n <= 107:
			p.bg = basicColor | color(n-100+8)
		case n == 39:
			p.fg = 0
		case n == 49:
			p.bg = 0
		case n == 38 || n == 48:
			c, used, ok := extendedColor(ps[i+1:])
			if !ok {
				return p, false
			}
			if n == 38 {
				p.fg = c
			} else {
				p.bg = c
			}
			i += used
		default:
			return p, false
		}
	}
	return p, true
}

// extendedColor reads 5;N or 2;R;G;B and says how many numbers it used.
func extendedColor(ps []int) (color, int, bool) {
	switch {
	case len(ps) >= 2 && ps[0] == 5 && ps[1] >= 0 && ps[1] <= 255:
		return indexColor | color(ps[1]), 2, true
	case len(ps) >= 4 && ps[0] == 2 && inByte(ps[1]) && inByte(ps[2]) && inByte(ps[3]):
		return directColor | color(ps[1]<<16|ps[2]<<8|ps[3]), 4, true
	}
	return 0, 0, false
}

func inByte(n int) bool { return n >= 0 && n <= 255 }

func cut(s string, sep byte) (before, after string, found bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// appendSGR appends the shorter of the two ways from pen from to pen to:
// resetting and setting all of to, or turning off and on what differs.
func appendSGR(b []byte, from, to pen) []byte {
	if from == to {
		return b
	}
	full := appendPenParams(nil, to)
	delta := appendDeltaParams(nil, from, to)
	b = append(b, "\x1b["...)
	if len(delta) < len(full) {
		b = append(b, delta...)
	} else {
		b = append(b, full...)
	}
	return append(b, 'm')
}

// appendPenParams appends the parameters that reset the pen and set p: a
// 0 and p's, or nothing for the reset pen itself.
func appendPenParams(b []byte, p pen) []byte {
	if p != (pen{}) {
		b = append(b, '0')
	}
	for n := 1; n <= 9; n++ {
		if p.attrs&(1<<n) != 0 {
			b = appendParam(b, strconv.Itoa(n))
		}
	}
	b = appendColor(b, p.fg, 30)
	return appendColor(b, p.bg, 40)
}

// appendDeltaParams appends the parameters from pen from to pen to without
// a reset: what goes off, then what comes on.
func appendDeltaParams(b []byte, from, to pen) []byte {
	off := from.attrs &^ to.attrs
	on := to.attrs &^ from.attrs
	if off&(1<<1|1<<2) != 0 {
		b = appendParam(b, "22") // bold and faint go off together
		on |= to.attrs & (1<<1 | 1<<2)
		off &^= 1<<1 | 1<<2
	}
	if off&(1<<5|1<<6) != 0 {
		b = appendParam(b, "25")
		on |= to.attrs & (1<<5 | 1<<6)
		off &^= 1<<5 | 1<<6
	}
	for n := 3; n <= 9; n++ {
		if off&(1<<n) != 0 {
			b = appendParam(b, strconv.Itoa(20+n))
		}
	}
	for n := 1; n <= 9; n++ {
		if on&(1<<n) != 0 {
			b = appendParam(b, strconv.Itoa(n))
		}
	}
	if from.fg != to.fg {
		if to.fg == 0 {
			b = appendParam(b, "39")
		}
		b = appendColor(b, to.fg, 30)
	}
	if from.bg != to.bg {
		if to.bg == 0 {
			b = appendParam(b, "49")
		}
		b = appendColor(b, to.bg, 40)
	}
	return b
}

// appendColor appends c as a foreground (base 30) or background (base 40).
func appendColor(b []byte, c color, base int) []byte {
	v := int(c & 0xffffff)
	switch c &^ 0xffffff {
	case basicColor:
		if v < 8 {
			return appendParam(b, strconv.Itoa(base+v))
		}
		return appendParam(b, strconv.Itoa(base+60+v-8))
	case indexColor:
		return appendParam(b, strconv.Itoa(base+8)+";5;"+strconv.Itoa(v))
	case directColor:
		return appendParam(b, strconv.Itoa(base+8)+";2;"+strconv.Itoa(v>>16)+";"+strconv.Itoa(v>>8&0xff)+";"+strconv.Itoa(v&0xff))
	}
	return b
}

func appendParam(b []byte, p string) []byte {
	if len(b) > 0 {
		b = append(b, ';')
	}
	return append(b, p...)
}
