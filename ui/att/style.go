package att

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/ui/common"
)

// cls names a look. Panels are runs of (text, cls) that turn into escape
// codes only when written, so a frame costs one escape pair per run instead
// of one lipgloss render per piece.
type cls uint8

const (
	cNone     cls = iota
	cTitle        // panel titles
	cSubtle       // secondary words
	cBanner       // the turn line
	cCur          // the seat whose turn it is
	cSel          // what the choice under the cursor touches
	cGood         // done, overcome
	cBad          // terrible things, penalties
	cBadge        // [house deck], [solo]
	cWater        // the river
	cLoc          // a location's name
	cSecret       // Ancient Secrets (✦)
	cGreen        // green tier
	cOrange       // orange tier
	cRed          // red tier
	cFocus        // resources and the encounter types that bring them
	cTreasure     //
	cCourage      //
	cFeat         //
	cDieB         // basic die (green)
	cDieL         // luck die (yellow)
	cDieF         // feat die (blue)
	cDieP         // panic die (red)
	cDieR         // revelation die (purple)
	cUsed         // a spent die
	cEvent        // an event overlay
	cSeat0        // seat letters, one look each
	cSeat1        //
	cSeat2        //
	cSeat3        //
	cSeat4        //
	nCls
)

// wrap is the escape text that opens and closes one look.
type wrap struct{ pre, suf string }

// looks builds the escape pairs of every look from the terminal's renderer.
// Rendering a one-letter sample and splitting around it keeps lipgloss the
// only thing that knows escape codes and color profiles.
func looks(c *common.Common) [nCls]wrap {
	r := c.R
	st := c.Styles
	color := func(s string) lipgloss.Style { return r.NewStyle().Foreground(lipgloss.Color(s)) }
	all := [nCls]lipgloss.Style{
		cTitle:    st.Title,
		cSubtle:   st.Subtle,
		cBanner:   color("#E8E3D3").Bold(true).Reverse(true),
		cCur:      color("#F2C14E").Bold(true),
		cSel:      color("#F2C14E").Bold(true).Reverse(true),
		cGood:     st.Good,
		cBad:      st.Bad.Bold(true),
		cBadge:    st.Badge,
		cWater:    color("#3B7EA1"),
		cLoc:      color("#E8E3D3").Bold(true),
		cSecret:   color("#D4AF37").Bold(true),
		cGreen:    color("#46A758").Bold(true),
		cOrange:   color("#FF8A3D").Bold(true),
		cRed:      color("#E5484D").Bold(true),
		cFocus:    color("#46A758"),
		cTreasure: color("#F2C14E"),
		cCourage:  color("#B48EE0"),
		cFeat:     color("#4E9DF2"),
		cDieB:     color("#46A758").Bold(true),
		cDieL:     color("#F2C14E").Bold(true),
		cDieF:     color("#4E9DF2").Bold(true),
		cDieP:     color("#E5484D").Bold(true),
		cDieR:     color("#B48EE0").Bold(true),
		cUsed:     color("240").Faint(true),
		cEvent:    color("#C678DD").Bold(true),
		cSeat0:    color("#7FD1B9").Bold(true),
		cSeat1:    color("#F2A0C4").Bold(true),
		cSeat2:    color("#9CC3F5").Bold(true),
		cSeat3:    color("#E6C07B").Bold(true),
		cSeat4:    color("#C3E88D").Bold(true),
	}
	var w [nCls]wrap
	for i := cls(1); i < nCls; i++ {
		out := all[i].Render("X")
		if j := strings.Index(out, "X"); j >= 0 {
			w[i] = wrap{out[:j], out[j+1:]}
		}
	}
	return w
}

// seg is a run of text in one look.
type seg struct {
	s string
	c cls
}

// line is one row of a panel.
type line []seg

func (l line) width() int {
	n := 0
	for _, s := range l {
		n += width(s.s)
	}
	return n
}

// width is the cells s takes; plain ASCII, most of a frame, is counted
// without the grapheme walk.
func width(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return ansi.StringWidth(s)
		}
	}
	return len(s)
}

// fit cuts l to w cells (ending in "…" when cut).
func (l line) fit(w int) line {
	if w <= 0 {
		return nil
	}
	if l.width() <= w {
		return l
	}
	out := make(line, 0, len(l))
	left := w - 1
	for _, s := range l {
		sw := width(s.s)
		if sw <= left {
			out = append(out, s)
			left -= sw
			continue
		}
		if left > 0 {
			out = append(out, seg{ansi.Truncate(s.s, left, ""), s.c})
		}
		break
	}
	return append(out, seg{"…", cSubtle})
}

// pad cuts or pads l to exactly w cells.
func (l line) pad(w int) line {
	l = l.fit(w)
	if n := l.width(); n < w {
		l = append(l[:len(l):len(l)], seg{spaces(w - n), cNone})
	}
	return l
}

// spaces returns n blanks without allocating for the usual widths.
func spaces(n int) string {
	const blank = "                                                                                                                                                                "
	if n <= 0 {
		return ""
	}
	if n <= len(blank) {
		return blank[:n]
	}
	return strings.Repeat(" ", n)
}

// write puts l into b, cut or padded to exactly w cells.
func (l line) write(b *strings.Builder, w int, lk *[nCls]wrap) {
	l = l.fit(w)
	n := 0
	for _, s := range l {
		if s.s == "" {
			continue
		}
		k := lk[s.c]
		b.WriteString(k.pre)
		b.WriteString(s.s)
		b.WriteString(k.suf)
		n += width(s.s)
	}
	b.WriteString(spaces(w - n))
}

// text is the line without looks.
func (l line) text() string {
	var sb strings.Builder
	for _, s := range l {
		sb.WriteString(s.s)
	}
	return sb.String()
}

// title is a panel heading: "── DICE ──────", with extra runs after the
// name.
func title(s string, w int, extra ...seg) line {
	l := line{{"── " + s, cTitle}}
	if len(extra) > 0 {
		l = append(l, seg{" ", cNone})
		l = append(l, extra...)
	}
	if n := l.width(); n+1 < w {
		l = append(l, seg{" " + strings.Repeat("─", w-n-1), cTitle})
	}
	return l
}

// wrapSegs lays groups of runs into lines of width w, the first line
// starting after first and the others after rest; a group is never split
// unless it alone is too wide (then the line is cut when drawn).
func wrapSegs(groups []line, first, rest string, sep string, w int) []line {
	var out []line
	cur := line{{first, cNone}}
	cw := width(first)
	empty := true
	sw := width(sep)
	for _, g := range groups {
		gw := g.width()
		if !empty && cw+sw+gw > w {
			out = append(out, cur)
			cur = line{{rest, cNone}}
			cw = width(rest)
			empty = true
		}
		if !empty {
			cur = append(cur, seg{sep, cSubtle})
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

// Resources, in the order the game lists them, with the two letters that
// name each without color (Focus and Feat share an initial).
var resOrder = [4]string{"focus", "treasure", "courage", "feat"}

func resAbbr(r string) string {
	switch r {
	case "focus":
		return "Fo"
	case "treasure":
		return "Tr"
	case "courage":
		return "Co"
	case "feat":
		return "Ft"
	}
	if r == "" {
		return "?"
	}
	return strings.ToUpper(r[:1]) + r[1:min(2, len(r))]
}

func resLook(r string) cls {
	switch r {
	case "focus":
		return cFocus
	case "treasure":
		return cTreasure
	case "courage":
		return cCourage
	case "feat":
		return cFeat
	}
	return cNone
}

// typeRes is the resource an encounter type brings to its location.
func typeRes(t string) string {
	switch t {
	case "pitfall":
		return "focus"
	case "artifact":
		return "treasure"
	case "horror":
		return "courage"
	case "villain":
		return "feat"
	}
	return ""
}

// tierLetter and tierLook say an encounter's tier by letter and color.
func tierLetter(t string) string {
	switch t {
	case "green":
		return "G"
	case "orange":
		return "O"
	case "red":
		return "R"
	}
	return "?"
}

func tierLook(t string) cls {
	switch t {
	case "green":
		return cGreen
	case "orange":
		return cOrange
	case "red":
		return cRed
	}
	return cNone
}

// dieLetter and dieLook say a die's kind: B basic, L luck, F feat, P panic,
// R revelation.
func dieLetter(kind string) string {
	switch kind {
	case "basic":
		return "B"
	case "luck":
		return "L"
	case "feat":
		return "F"
	case "panic":
		return "P"
	case "revelation":
		return "R"
	}
	if kind == "" {
		return "?"
	}
	return strings.ToUpper(kind[:1])
}

func dieLook(kind string) cls {
	switch kind {
	case "basic":
		return cDieB
	case "luck":
		return cDieL
	case "feat":
		return cDieF
	case "panic":
		return cDieP
	case "revelation":
		return cDieR
	}
	return cNone
}

// faceGlyph is a die face as a pip glyph; 0 (not rolled) is "·".
func faceGlyph(f int) string {
	if f >= 1 && f <= 6 {
		return [6]string{"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"}[f-1]
	}
	return "·"
}

func seatLook(i int) cls {
	if i < 0 {
		return cNone
	}
	return cSeat0 + cls(i%5)
}
