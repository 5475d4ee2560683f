package horrified

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/hauntgames/haunt/ui/common"
)

// cls names a look. The map is a grid of (rune, cls) cells and the panels are
// runs of (text, cls); both turn into text only at the end, so a frame costs
// one escape pair per run instead of one lipgloss render per cell.
type cls uint8

const (
	cNone       cls = iota
	cLit            // lit path
	cWater          // water path
	cLabel          // land space name
	cWaterLabel     // water space name
	cReach          // a space the current hero can move to
	cSel            // the space the selected choice names
	cLast           // the latest movement
	cHero           // a hero letter
	cCur            // the current hero
	cMon            // a monster
	cFrenzy         // the frenzied monster
	cVill           // villagers
	cItem           // items lying on a space
	cCoffin         // an unsmashed coffin
	cTitle          // panel titles
	cSubtle         // secondary words
	cRed            // red items
	cYellow         // yellow items
	cBlue           // blue items
	cGood           // done, safe
	cBad            // defeated, terror
	cBanner         // the turn line
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
		cLit:        color("#8A7F5A"),
		cWater:      color("#4E9DF2"),
		cLabel:      color("#E8E3D3"),
		cWaterLabel: color("#4E9DF2").Bold(true),
		cReach:      color("#46A758").Bold(true).Underline(true),
		cSel:        color("#F2C14E").Bold(true).Reverse(true),
		cLast:       color("#C678DD").Bold(true),
		cHero:       color("#E8E3D3").Bold(true),
		cCur:        color("#F2C14E").Bold(true).Reverse(true),
		cMon:        color("#E5484D").Bold(true),
		cFrenzy:     color("#FF8A3D").Bold(true).Reverse(true),
		cVill:       color("#7FD1B9"),
		cItem:       color("#F2C14E"),
		cCoffin:     color("#A0A0A0").Bold(true),
		cTitle:      st.Title,
		cSubtle:     st.Subtle,
		cRed:        st.Red,
		cYellow:     st.Yellow,
		cBlue:       st.Blue,
		cGood:       st.Good,
		cBad:        st.Bad.Bold(true),
		cBanner:     color("#E8E3D3").Bold(true).Reverse(true),
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
	for ; n < w; n++ {
		b.WriteByte(' ')
	}
}

// itemLook is the look of an item color.
func itemLook(color string) cls {
	switch color {
	case "red":
		return cRed
	case "yellow":
		return cYellow
	case "blue":
		return cBlue
	}
	return cItem
}

// itemLetter is the letter that says an item's color without color.
func itemLetter(color string) string {
	switch color {
	case "red":
		return "R"
	case "yellow":
		return "Y"
	case "blue":
		return "B"
	}
	return "?"
}
