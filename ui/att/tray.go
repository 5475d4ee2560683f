package att

import (
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// trayPanel is the dice of the encounter under way: who rolls against
// what, the dice, the re-rolls, and the combinations to spend. Away from
// the river (alone) it says in full what the encounter needs, on lines of
// their own when the title has no room for it; beside the river the
// encounter is in view, and the title names it as far as it fits.
func (f *frame) trayPanel(w, rows int, alone bool) []line {
	v := f.v
	t := v.Tray
	if t == nil {
		return nil
	}
	out := []line{title("DICE", w, seg{f.name(t.Seat), cCur})}
	if e := f.rolledFor(); e != nil {
		vs := line{{"vs", cSubtle}, {" " + e.Name, cNone}, {" · " + e.Combo, cSubtle}}
		if full := title("DICE", w, append(line{{f.name(t.Seat) + " ", cCur}}, vs...)...); full.Width() <= w || !alone {
			out[0] = full
		} else {
			groups := append(canvas.Words("vs "+e.Name+":", cNone), line{{"need " + e.Combo, cSubtle}})
			out = append(out, wrapSegs(groups, "", "  ", " ", w)...)
		}
	}

	// The dice as boxes when they fit, else one group each.
	if len(t.Dice)*5 <= w && rows >= 6 {
		out = append(out, f.diceBoxes(t)...)
	} else {
		g := make([]line, len(t.Dice))
		for i, d := range t.Dice {
			g[i] = f.dieGroup(i, d)
		}
		out = append(out, wrapSegs(g, "", "", " ", w)...)
	}

	// Re-rolls, the marked dice's cost, and the state of the encounter.
	st := []line{{{"re-rolls ", cSubtle}, {pips(t.RerollsLeft, 2) + " " + itoa(t.RerollsLeft) + " left", cNone}}}
	marked := 0
	for _, d := range t.Dice {
		if d.Marked {
			marked++
		}
	}
	if marked > 0 || t.FocusCost > 0 {
		g := line{{"↻" + itoa(marked) + " marked, cost ", cSubtle}, {"Fo" + itoa(t.FocusCost), cFocus}}
		if i := f.seatIndex(t.Seat); i >= 0 {
			g = append(g, seg{" of " + itoa(v.Seats[i].Resources["focus"]), cSubtle})
		}
		st = append(st, g)
	}
	switch {
	case !t.Rolled:
		st = append(st, line{{"not rolled yet", cSubtle}})
	case t.Spending:
		st = append(st, line{{"spending: no more re-rolls", cSubtle}})
	}
	if t.Overcome {
		st = append(st, line{{"✓ overcome", cGood}})
	}
	out = append(out, wrapSegs(st, "", "", " · ", w)...)

	left := rows - len(out)
	if left <= 0 || !t.Rolled {
		return out[:min(len(out), rows)]
	}
	if len(t.Combos) == 0 {
		return append(out, line{{"no combinations left to spend", cSubtle}})
	}
	// The combinations, one a line when they all fit, else side by side;
	// what does not fit is counted, the selected one always shows.
	n := len(t.Combos)
	if n <= left {
		for i, c := range t.Combos {
			out = append(out, f.comboLine(c, i == f.sel.combo))
		}
		return out
	}
	g := make([]line, n)
	for i, c := range t.Combos {
		g[i] = f.comboGroup(c, i == f.sel.combo)
	}
	ls := wrapSegs(g, "", "", "  ", w)
	if len(ls) <= left {
		return append(out, ls...)
	}
	// Too many even so: the selected one first, then the rest in order.
	if s := f.sel.combo; s > 0 {
		g = append(append([]line{g[s]}, g[:s]...), g[s+1:]...)
	}
	shown := 0
	for k := len(g); k > 0; k-- {
		ls = wrapSegs(append(g[:k:k], line{{"… " + itoa(n-k) + " more", cSubtle}}), "", "", "  ", w)
		if len(ls) <= left {
			shown = k
			break
		}
	}
	if shown == 0 {
		return out
	}
	return append(out, ls...)
}

// diceBoxes draws each die as a small box: its number on top, its face as
// pips and a digit with its mark inside, its kind letter below.
//
//	╭1──╮
//	│⚄5↻│
//	╰─B─╯
func (f *frame) diceBoxes(t *ra.TrayView) []line {
	out := make([]line, 3)
	for i, d := range t.Dice {
		tl, tr, bl, br, hz, vt := "╭", "╮", "╰", "╯", "─", "│"
		look := dieLook(d.Kind)
		if d.Used {
			look = cUsed
		}
		if f.sel.die(i) {
			tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
			look = cSel
		}
		num := itoa(i + 1)
		out[0] = append(out[0], seg{tl + num + strings.Repeat(hz, max(3-len(num), 0)) + tr, look})
		face := faceGlyph(d.Face) + "?"
		if d.Face > 0 {
			face = faceGlyph(d.Face) + itoa(d.Face)
		}
		mark, ml := dieMark(d)
		if d.Used {
			ml = cUsed
		}
		if f.sel.die(i) {
			ml = cSel
		}
		out[1] = append(out[1], seg{vt, look}, seg{face, look}, seg{mark, ml}, seg{vt, look})
		out[2] = append(out[2], seg{bl + hz, look}, seg{ba.DieLetter(d.Kind), look}, seg{hz + br, look})
	}
	return out
}

// dieMark is the glyph for a die's state: ↻ marked for a re-roll, ✗ spent,
// blank otherwise.
func dieMark(d ra.DieView) (string, cls) {
	switch {
	case d.Used:
		return "✗", cUsed
	case d.Marked:
		return "↻", cCur
	}
	return " ", cNone
}

// dieGroup is a die in one run: "1:⚄5B↻", in "▶ ◀" when selected.
func (f *frame) dieGroup(i int, d ra.DieView) line {
	face := "?"
	if d.Face > 0 {
		face = itoa(d.Face)
	}
	mark, _ := dieMark(d)
	s := itoa(i+1) + ":" + faceGlyph(d.Face) + face + ba.DieLetter(d.Kind) + strings.TrimSpace(mark)
	if f.sel.die(i) {
		return line{{"▶" + s + "◀", cSel}}
	}
	look := dieLook(d.Kind)
	if d.Used {
		look = cUsed
	}
	return line{{s, look}}
}

// comboShort says a combination in few cells: "high 5", "pair 4",
// "block 4×3", "run 3-5".
func comboShort(c ra.ComboView) string {
	switch c.Kind {
	case "high":
		return "high " + itoa(c.Face)
	case "pair":
		return "pair of " + itoa(c.Face) + "s"
	case "block":
		return "block " + itoa(c.Face) + "×" + itoa(c.Size)
	case "run":
		return "run " + itoa(c.Face) + "-" + itoa(c.Face+c.Size-1)
	}
	return c.Kind + " " + itoa(c.Face)
}

// comboGroup is a combination in few cells: "★run 3-5", "Co pair of 5s".
func (f *frame) comboGroup(c ra.ComboView, sel bool) line {
	var l line
	if c.For == "encounter" {
		l = line{{"★", cGood}, {comboShort(c), cNone}}
	} else {
		l = line{{resAbbr(c.For) + "+" + itoa(c.Size) + " ", resLook(c.For)}, {comboShort(c), cNone}}
	}
	if sel {
		return line{{"▶" + l.Text() + "◀", cSel}}
	}
	return l
}

func (f *frame) comboLine(c ra.ComboView, sel bool) line {
	var l line
	if c.For == "encounter" {
		l = line{{"★ ", cGood}, {comboShort(c), cNone}, {" → overcome", cGood}}
	} else {
		l = line{{resAbbr(c.For) + " ", resLook(c.For)}, {comboShort(c), cNone},
			{" → +" + itoa(c.Size) + " " + c.For, resLook(c.For)}}
	}
	if sel {
		return line{{"▶ " + l.Text() + " ◀", cSel}}
	}
	return append(line{{"  ", cNone}}, l...)
}

// --- the seats ---------------------------------------------------------------
