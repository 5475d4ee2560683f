package att

import (
	"strconv"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

var itoa = strconv.Itoa

// banner is the turn line: the round and phase, whose turn and where, the
// Map holder, and on the right the deck label and the mode.
func (f *frame) banner(w int) line {
	v := f.v
	right := line{{" [" + canvas.OrDash(v.DeckLabel) + "]", cBadge}}
	if v.Solo {
		right = append(line{{" [solo: Forgotten Secrets]", cBadge}}, right...)
	}
	if right.Width() > w/2 {
		right = right[len(right)-1:]
	}
	if right.Width() > w/2 {
		right = nil
	}
	var l line
	switch {
	case v.Over:
		txt := " GAME OVER"
		if v.Result != "" {
			txt += " · " + v.Result
		}
		l = line{{txt + " ", cBanner}}
	case v.Round <= 0 || v.Phase == "setup":
		l = line{{" SETUP ", cBanner}}
	default:
		ph := strings.ToUpper(canvas.OrDash(v.Phase))
		if !strings.Contains(ph, "PHASE") {
			ph += " PHASE"
		}
		l = line{{" ROUND " + itoa(v.Round) + " · " + ph + " ", cBanner}}
	}
	// Then what fits of: who, where, their character, the Map holder.
	room := w - right.Width()
	l = l.Fit(room)
	add := func(g line) {
		if l.Width()+g.Width() <= room {
			l = append(l, g...)
		}
	}
	if i := f.seatIndex(v.Current); i >= 0 && !v.Over {
		s := v.Seats[i]
		add(line{{" ▸" + f.letter[i] + " " + f.name(s.Seat), cCur}})
		if v.Phase == "map" {
			// The Map holder answers: who goes first this round.
			add(line{{" " + f.person(s.Seat).Verb("decides") + " who goes first", cNone}})
		} else {
			if s.CharacterName != "" {
				add(line{{" (" + s.CharacterName + ")", cCur}})
			}
			add(line{{" @ " + f.place(s.Pawn), cNone}})
		}
	}
	if i := f.seatIndex(v.MapHolder); i >= 0 {
		look := cSubtle
		if f.sel.mapTok {
			look = cSel
		}
		add(line{{" · ⚐Map " + f.name(v.MapHolder), look}})
	}
	if pad := w - l.Width() - right.Width(); pad > 0 {
		l = append(l, seg{canvas.Spaces(pad), cNone})
	}
	return append(l, right...)
}

// pips shows left of total as filled dots, the rest hollow.
func pips(left, total int) string { return canvas.Pips(left, total, 9) }

// --- the river -------------------------------------------------------------

// banks splits the locations into the two rows of the river: the left bank
// above, the right bank below (by slot order when the banks are uneven).
func (f *frame) banks() (top, bottom []int) {
	for i, l := range f.v.Locations {
		if l.Bank == "left" {
			top = append(top, i)
		} else {
			bottom = append(bottom, i)
		}
	}
	if len(top) == 0 || len(bottom) == 0 || len(top) > 4 || len(bottom) > 4 {
		top, bottom = top[:0], bottom[:0]
		n := len(f.v.Locations)
		for i := range n {
			if i < (n+1)/2 {
				top = append(top, i)
			} else {
				bottom = append(bottom, i)
			}
		}
	}
	return top, bottom
}

// river draws the six locations in two rows with the river between them:
// boxes of inner lines when inner >= 4, a heading and inner lines otherwise.
func (f *frame) river(w, inner int) []line {
	top, bottom := f.banks()
	var out []line
	out = append(out, f.locRow(top, w, inner)...)
	out = append(out, f.riverLine(w))
	out = append(out, f.locRow(bottom, w, inner)...)
	return out
}

// riverHeight is the rows river(w, inner) takes.
func (f *frame) riverHeight(inner int) int {
	top, bottom := f.banks()
	h := inner + 1
	if inner >= 4 {
		h = inner + 2
	}
	rows := 1
	for _, b := range [][]int{top, bottom} {
		if len(b) > 0 {
			rows += h
		}
	}
	return rows
}

func (f *frame) riverLine(w int) line {
	v := f.v
	l := line{{"≈≈ ", cWater}, {"RIVERBOAT ", cLoc}}
	if len(v.Riverboat) > 0 {
		l = append(l, f.pawns(v.Riverboat)...)
	} else {
		l = append(l, seg{"—", cSubtle})
	}
	l = append(l, seg{" ", cNone})
	r := line{{" ", cNone}, {"TRADING POST ", cLoc}}
	if len(v.TradingPost.Pawns) > 0 {
		r = append(r, f.pawns(v.TradingPost.Pawns)...)
	} else {
		r = append(r, seg{"—", cSubtle})
	}
	r = append(r, seg{" ≈≈", cWater})
	fill := w - l.Width() - r.Width()
	if fill < 3 {
		return l.Fit(w)
	}
	mid := strings.Repeat("≈", fill/2-1) + "»" + strings.Repeat("≈", fill-fill/2)
	return append(append(l, seg{mid, cWater}), r...)
}

// locRow draws one bank's locations side by side.
func (f *frame) locRow(idx []int, w, inner int) []line {
	n := len(idx)
	if n == 0 {
		return nil
	}
	gap := 1
	bw := (w - gap*(n-1)) / n
	boxed := inner >= 4
	h := inner + 1
	if boxed {
		h = inner + 2
	}
	rows := make([]line, h)
	for k, li := range idx {
		var cell []line
		if boxed {
			cell = f.locBox(li, bw, inner)
		} else {
			cell = f.locFlat(li, bw, inner)
		}
		for r := range h {
			if k > 0 {
				rows[r] = append(rows[r], seg{canvas.Spaces(gap), cNone})
			}
			var c line
			if r < len(cell) {
				c = cell[r]
			}
			rows[r] = append(rows[r], c.Pad(bw)...)
		}
	}
	return rows
}

func (f *frame) locSelected(l ra.LocationView) bool { return f.sel.loc == l.ID }

// locHead is a location's name with its slot: "1 Accursed Shrine", with
// "▶ ◀" round it when the choice under the cursor goes there and "⚑" when
// an event lies over its action.
func (f *frame) locHead(l ra.LocationView) line {
	name := itoa(l.Slot) + " " + l.Name
	var h line
	if f.locSelected(l) {
		h = line{{"▶" + name + "◀", cSel}}
	} else {
		h = line{{itoa(l.Slot) + " ", cSubtle}, {l.Name, cLoc}}
	}
	if l.Event != nil {
		h = append(h, seg{" ⚑", cEvent})
	}
	return h
}

// locBody is what lies at a location, most important first, in w cells.
func (f *frame) locBody(l ra.LocationView, w int) []line {
	var out []line
	tok := f.tokensPawns(l, w)
	if e := l.Encounter; e != nil {
		head := line{{"[" + tierLetter(e.Tier) + "] ", tierLook(e.Tier)}, {e.Name, cNone}}
		sec := seg{" ✦" + itoa(e.Secrets), cSecret}
		if pad := w - head.Width() - canvas.Width(sec.Text); pad > 0 {
			head = append(head, seg{canvas.Spaces(pad), cNone})
		}
		out = append(out, append(head.Fit(w-canvas.Width(sec.Text)), sec))
		var types line
		for i, t := range e.Types {
			if i > 0 {
				types = append(types, seg{" ", cNone})
			}
			types = append(types, seg{t, resLook(typeRes(t))})
		}
		switch e.Kind {
		case "revelation":
			types = append(types, seg{" ✧revelation", cDieR})
		case "warning":
			types = append(types, seg{" ⚠warning", cOrange})
		}
		if len(types) == 0 {
			types = line{{"no type", cSubtle}}
		}
		out = append(out, types)
		combo := line{{e.Combo, cNone}}
		if w >= 30 {
			combo = line{{"need ", cSubtle}, {e.Combo, cNone}}
		}
		out = append(out, combo, tok)
	} else {
		out = append(out, line{{"— no encounter —", cSubtle}})
		act := wrapSegs(words(l.Action, cSubtle), "↳ ", "  ", " ", w)
		for len(act) < 2 {
			act = append(act, nil)
		}
		out = append(out, act[0], act[1], tok)
	}
	if ev := l.Event; ev != nil {
		el := line{{"⚑ " + ev.Name, cEvent}}
		if ev.Text != "" {
			el = append(el, seg{": " + ev.Text, cSubtle})
		}
		out = append(out, el)
	} else if l.Encounter != nil {
		out = append(out, line{{"↳ " + l.Action, cSubtle}})
	}
	return out
}

// words splits s into one group per word, for wrapSegs.
func words(s string, c cls) []line {
	fs := strings.Fields(s)
	out := make([]line, len(fs))
	for i, w := range fs {
		out[i] = line{{w, c}}
	}
	return out
}

// tokensPawns is the tokens lying at a location on the left and its pawns
// (and who it is foreshadowed for) on the right.
func (f *frame) tokensPawns(l ra.LocationView, w int) line {
	var left line
	for _, r := range resOrder {
		if n := l.Tokens[r]; n > 0 {
			if len(left) == 0 {
				left = append(left, seg{"◆", cSubtle})
			} else {
				left = append(left, seg{" ", cNone})
			}
			left = append(left, seg{resAbbr(r) + itoa(n), resLook(r)})
		}
	}
	var right line
	if l.Foreshadowed >= 0 && f.seatIndex(l.Foreshadowed) >= 0 {
		right = append(right, seg{"⌖", cEvent}, f.who(l.Foreshadowed))
	}
	if len(l.Pawns) > 0 {
		if len(right) > 0 {
			right = append(right, seg{" ", cNone})
		}
		right = append(right, f.pawns(l.Pawns)...)
	}
	if len(right) == 0 {
		return left
	}
	left = left.Fit(max(w-right.Width()-1, 0))
	if pad := w - left.Width() - right.Width(); pad > 0 {
		left = append(left, seg{canvas.Spaces(pad), cNone})
	}
	return append(left, right...)
}

// locBox draws one location as a box bw wide with inner lines inside; a
// double frame marks the one the choice under the cursor goes to.
func (f *frame) locBox(li, bw, inner int) []line {
	l := f.v.Locations[li]
	tl, tr, bl, br, hz, vt := "╭", "╮", "╰", "╯", "─", "│"
	look := cSubtle
	if f.locSelected(l) {
		tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
		look = cCur
	}
	iw := max(bw-2, 1)
	head := f.locHead(l).Fit(max(iw-2, 1))
	top := line{{tl + hz, look}}
	top = append(top, head...)
	if fill := bw - 1 - top.Width(); fill > 0 {
		top = append(top, seg{strings.Repeat(hz, fill), look})
	}
	top = append(top, seg{tr, look})
	out := []line{top}
	body := f.locBody(l, iw)
	for r := range inner {
		var c line
		if r < len(body) {
			c = body[r]
		}
		row := line{{vt, look}}
		row = append(row, c.Pad(iw)...)
		out = append(out, append(row, seg{vt, look}))
	}
	return append(out, line{{bl + strings.Repeat(hz, max(bw-2, 0)) + br, look}})
}

// locFlat draws one location as a heading and inner lines: three lines
// (the encounter, its combination and types, tokens and pawns) or one.
func (f *frame) locFlat(li, bw, inner int) []line {
	l := f.v.Locations[li]
	head := f.locHead(l)
	if inner <= 1 {
		if len(l.Pawns) > 0 {
			head = append(head, seg{" ", cNone})
			head = append(head, f.pawns(l.Pawns)...)
		}
	}
	if fill := bw - head.Width() - 1; fill > 0 {
		look := cSubtle
		if f.locSelected(l) {
			look = cCur
		}
		head = append(head, seg{" " + strings.Repeat("─", fill), look})
	}
	out := []line{head}
	body := f.locBody(l, bw)
	if inner <= 1 {
		if e := l.Encounter; e != nil {
			name := line{{"[" + tierLetter(e.Tier) + "] ", tierLook(e.Tier)}, {e.Name, cNone}, {" ✦" + itoa(e.Secrets), cSecret}}
			out = append(out, append(name, seg{" · " + e.Combo, cSubtle}))
		} else {
			out = append(out, body[0])
		}
		return out
	}
	if e := l.Encounter; e != nil {
		// The combination, then the types.
		c2 := line{{e.Combo, cNone}, {" · ", cSubtle}}
		c2 = append(c2, body[1]...)
		out = append(out, body[0], c2, body[3])
	} else {
		out = append(out, body[0], body[1], body[3])
	}
	if l.Event != nil && inner > 3 {
		out = append(out, body[4])
	}
	return out[:min(len(out), inner+1)]
}

// --- the dice tray ---------------------------------------------------------

func (f *frame) trayPanel(w, rows int) []line {
	v := f.v
	t := v.Tray
	if t == nil {
		return nil
	}
	// The title names who rolls and what they face.
	extra := []seg{{f.name(t.Seat), cCur}}
	if i := f.seatIndex(t.Seat); i >= 0 {
		for _, l := range v.Locations {
			if l.ID == v.Seats[i].Pawn && l.Encounter != nil {
				e := l.Encounter
				extra = append(extra, seg{" vs ", cSubtle}, seg{e.Name, cNone}, seg{" · " + e.Combo, cSubtle})
			}
		}
	}
	out := []line{title("DICE", w, extra...)}

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

// seatsPanel is every seat's stash: the richest form that fits in rows.
func (f *frame) seatsPanel(w, rows int) []line {
	head := title("PLAYERS", w)
	for _, form := range []int{formFull, formMedium, formCompact, formTiny} {
		var out []line
		out = append(out, head)
		for i := range f.v.Seats {
			out = append(out, f.seatLines(i, w, form)...)
		}
		if len(out) <= rows || form == formTiny {
			if len(out) > rows && rows > 0 {
				more := len(out) - rows + 1
				out = append(out[:rows-1], line{{"… " + itoa(more) + " more lines", cSubtle}})
			}
			return out
		}
	}
	return nil
}

const (
	formFull = iota
	formMedium
	formCompact
	formTiny
)

// resLine is a stash's resources: "Fo2 Tr3 Co1 Ft1".
func resLine(res map[string]int) line {
	var l line
	for i, r := range resOrder {
		if i > 0 {
			l = append(l, seg{" ", cNone})
		}
		l = append(l, seg{resAbbr(r) + itoa(res[r]), resLook(r)})
	}
	return l
}

// ttWords is the Terrible Things held: "TT 2+1=3" or "TT none".
func ttWords(tt []int) seg {
	if len(tt) == 0 {
		return seg{"TT none", cSubtle}
	}
	sum := 0
	parts := make([]string, len(tt))
	for i, x := range tt {
		sum += x
		parts[i] = itoa(x)
	}
	s := "☠TT " + strings.Join(parts, "+")
	if len(tt) > 1 {
		s += "=" + itoa(sum)
	}
	return seg{s, cBad}
}

func pileSecrets(cs []ra.CardView) int {
	n := 0
	for _, c := range cs {
		n += c.Secrets
	}
	return n
}

func (f *frame) achName(id string) (string, int) {
	for _, a := range f.v.Achievements {
		if a.ID == id {
			return a.Name, a.Secrets
		}
	}
	return id, 0
}

func (f *frame) seatLines(i, w, form int) []line {
	v := f.v
	s := v.Seats[i]
	cur := s.Seat == v.Current && !v.Over
	mark := seg{" " + f.letter[i], seatLook(i)}
	if cur {
		mark = seg{"▸" + f.letter[i], cCur}
	}
	if f.sel.seat == s.Seat {
		mark = seg{"▶" + f.letter[i], cSel}
	}
	nameLook := cLoc
	if cur {
		nameLook = cCur
	}
	head := line{mark, {" " + f.name(s.Seat), nameLook}}
	if s.CharacterName != "" {
		head = append(head, seg{" · " + s.CharacterName, cNone})
	}
	var right line
	if s.HasMap {
		look := cTreasure
		if f.sel.mapTok {
			look = cSel
		}
		right = append(right, seg{"⚐Map ", look})
	}
	right = append(right, seg{"score " + itoa(s.Score), cSecret})
	if at := (seg{" @ " + f.place(s.Pawn), cSubtle}); form != formTiny && head.Width()+canvas.Width(at.Text)+right.Width()+1 <= w {
		head = append(head, at)
	}
	head = head.Fit(max(w-right.Width()-1, 1))
	if pad := w - head.Width() - right.Width(); pad > 0 {
		head = append(head, seg{canvas.Spaces(pad), cNone})
	} else {
		head = append(head, seg{" ", cNone})
	}
	head = append(head, right...)

	res := resLine(s.Resources)
	tt := ttWords(s.TT)
	pile := line{{"pile " + itoa(len(s.ScorePile)) + " ", cNone}, {"✦" + itoa(pileSecrets(s.ScorePile)), cSecret}}
	rr := line{{"re-rolls " + pips(s.Rerolls, 2), cSubtle}}
	hand := f.handLine(s, form)

	ind := "   "
	switch form {
	case formTiny:
		l := line{mark, {" " + f.name(s.Seat) + " ", nameLook}}
		l = append(l, res...)
		l = append(l, seg{" ", cNone}, seg{"score " + itoa(s.Score), cSecret})
		if s.HasMap {
			l = append(l, seg{" ⚐", cTreasure})
		}
		return []line{l}
	case formCompact:
		out := append([]line{head}, wrapSegs([]line{res, {tt}, pile}, ind, ind, " · ", w)...)
		if handShut(s) {
			return append(out, append(line{{ind, cNone}}, hand...))
		}
		return append(out, f.handLines(s.Hand, ind, w)...)
	}

	l2 := line{{ind, cNone}}
	l2 = append(l2, res...)
	l2 = append(l2, seg{" · ", cSubtle}, tt, seg{" · ", cSubtle})
	l2 = append(l2, rr...)
	out := []line{head, l2}

	// The score pile, achievements, Swag and obsession.
	var g []line
	g = append(g, pile)
	for _, a := range s.Achievements {
		n, sec := f.achName(a)
		g = append(g, line{{"♦" + n + " ", cNone}, {"✦" + itoa(sec), cSecret}})
	}
	for _, sw := range s.Swag {
		g = append(g, f.swagGroup(sw))
	}
	if o := s.Obsession; o != nil {
		g = append(g, line{{"obsession " + o.Name + " ", cEvent}, {"☠" + itoa(o.TT), cBad}})
	}
	out = append(out, wrapSegs(g, ind, ind, " · ", w)...)

	// The hand: its count when hidden, its cards when this seat may see it.
	if handShut(s) {
		out = append(out, append(line{{ind, cNone}}, hand...))
		return out
	}
	if form == formFull && w >= 56 {
		out = append(out, line{{ind + "hand (" + itoa(len(s.Hand)) + "):", cSubtle}})
		for _, c := range s.Hand {
			out = append(out, f.featLine(c, ind+" "))
		}
		if len(s.Hand) == 0 {
			out[len(out)-1] = line{{ind + "hand: empty", cSubtle}}
		}
		return out
	}
	return append(out, f.handLines(s.Hand, ind, w)...)
}

// handLines is a hand the viewer may see, wrapped: "hand: Fury 1Ft · …".
func (f *frame) handLines(hand []ra.FeatView, ind string, w int) []line {
	if len(hand) == 0 {
		return []line{{{ind + "hand: empty", cSubtle}}}
	}
	hg := make([]line, len(hand))
	for i, c := range hand {
		hg[i] = f.featGroup(c)
	}
	ls := wrapSegs(hg, ind+"hand: ", ind+"      ", " · ", w)
	ls[0][0].Look = cSubtle
	return ls
}

// handShut: the hand shows as a count, hidden from this viewer or (table
// mode) never seen by the app.
func handShut(s ra.SeatView) bool { return s.HandHidden || s.Hand == nil || s.HandUnseen > 0 }

// handLine is the short word on a hand: "hand 3 (hidden)" or its count.
func (f *frame) handLine(s ra.SeatView, form int) line {
	if !s.HandHidden && s.HandUnseen > 0 {
		return line{{"hand: " + plural(s.HandCount, "card") + " (in hand at the table)", cSubtle}}
	}
	if handShut(s) {
		n := s.HandCount
		if n == 1 {
			return line{{"hand: 1 card (hidden)", cSubtle}}
		}
		return line{{"hand: " + itoa(n) + " cards (hidden)", cSubtle}}
	}
	if form == formCompact {
		names := make([]string, len(s.Hand))
		for i, c := range s.Hand {
			names[i] = c.Name
		}
		return line{{"hand: " + strings.Join(names, ", "), cNone}}
	}
	return line{{"hand " + itoa(len(s.Hand)), cNone}}
}

// featGroup is a Feat card in a hand: its name and cost in Feat tokens.
func (f *frame) featGroup(c ra.FeatView) line {
	s := c.Name + " " + itoa(c.Cost) + "Ft"
	if c.PvP {
		s += " ⚔"
	}
	if f.sel.card != "" && f.sel.card == c.ID {
		return line{{"▶" + s + "◀", cSel}}
	}
	return line{{c.Name + " ", cNone}, {s[len(c.Name)+1:], cFeat}}
}

func (f *frame) featLine(c ra.FeatView, ind string) line {
	l := line{{ind, cNone}}
	l = append(l, f.featGroup(c)...)
	if c.Text != "" {
		l = append(l, seg{" " + c.Text, cSubtle})
	}
	return l
}

// swagGroup is a Swag card held: "Compass ✦1 ↯" (↯ exhausts when used),
// "(exhausted)" when turned face down.
func (f *frame) swagGroup(s ra.SwagView) line {
	name := s.Name
	if f.sel.card != "" && f.sel.card == s.ID {
		return line{{"▶" + name + "◀", cSel}}
	}
	l := line{{name, cNone}}
	if s.Secrets > 0 {
		l = append(l, seg{" ✦" + itoa(s.Secrets), cSecret})
	}
	if s.Exhausted {
		l = append(l, seg{" (exhausted)", cSubtle})
	} else if s.Exhausts {
		l = append(l, seg{" ↯", cFeat})
	}
	return l
}

// --- the market, the tracks, the cards ---------------------------------------

func (f *frame) postPanel(w, rows int) []line {
	tp := f.v.TradingPost
	var extra []seg
	if len(tp.Pawns) > 0 {
		extra = append(extra, seg{"pawns ", cSubtle})
		extra = append(extra, f.pawns(tp.Pawns)...)
	}
	out := []line{title("TRADING POST", w, extra...)}
	slot := func(label string, s *ra.SwagView, sel bool) line {
		if s == nil {
			return line{{label + " — empty —", cSubtle}}
		}
		l := line{{label + " ", cSubtle}, {s.Name, cNone}, {" " + itoa(s.Cost) + "Tr", cTreasure}}
		if s.Secrets > 0 {
			l = append(l, seg{" ✦" + itoa(s.Secrets), cSecret})
		}
		if s.Exhausts {
			l = append(l, seg{" ↯", cFeat})
		}
		if s.CountsAs != "" {
			l = append(l, seg{" =" + s.CountsAs, resLook(typeRes(s.CountsAs))})
		}
		if sel {
			l = line{{"▶" + l.Text() + "◀", cSel}}
		}
		if s.Text != "" {
			l = append(l, seg{" · " + s.Text, cSubtle})
		}
		return l
	}
	if rows-1 >= len(tp.Slots)+1 {
		for i, s := range tp.Slots {
			out = append(out, slot(itoa(i+1), s, f.sel.slot == i))
		}
	} else {
		g := make([]line, len(tp.Slots))
		for i, s := range tp.Slots {
			l := slot(itoa(i+1), s, f.sel.slot == i)
			g[i] = l[:min(len(l), 4)]
		}
		out = append(out, wrapSegs(g, "", "", " · ", w)...)
	}
	old := line{{"Old Stock " + itoa(tp.OldStock), cNone}}
	if tp.OldTop != nil {
		old = append(old, seg{" top: ", cSubtle})
		old = append(old, slot("", tp.OldTop, f.sel.old)[1:]...)
	}
	old = append(old, seg{" · Swag deck " + itoa(f.v.SwagDeck), cSubtle})
	return append(out, old)
}

func (f *frame) trackPanel(w, rows int) []line {
	v := f.v
	out := []line{title("EXPEDITION", w, seg{itoa(len(v.Expedition)) + " of " + itoa(v.ExpeditionSize) + " left", cNone})}
	tt := line{{"TT ", cSubtle}}
	if len(v.Expedition) == 0 {
		tt = append(tt, seg{"none left: the Unspeakable Event", cBad})
	}
	for i, x := range v.Expedition {
		if i == 0 {
			tt = append(tt, seg{"[" + itoa(x) + "]", cBad})
		} else {
			tt = append(tt, seg{" " + itoa(x), cBad})
		}
	}
	if len(v.Expedition) > 0 {
		tt = append(tt, seg{"  [next]", cSubtle})
	}
	out = append(out, tt)

	var g []line
	deck := line{{"Encounters " + itoa(v.EncounterDeck), cNone}}
	if len(v.DeckTiers) > 0 {
		deck = append(deck, seg{":", cSubtle})
		for _, t := range v.DeckTiers {
			deck = append(deck, seg{" " + tierLetter(t.Tier) + itoa(t.Left), tierLook(t.Tier)})
		}
	}
	g = append(g, deck)
	rl := line{{"Rumours " + itoa(len(v.Rumours)), cNone}}
	if n := len(v.Rumours); n > 0 {
		top := v.Rumours[n-1]
		rl = append(rl, seg{" ✦" + itoa(pileSecrets(v.Rumours)), cSecret}, seg{" top ", cSubtle}, seg{top.Name, cNone})
	}
	if f.sel.rumours {
		rl = line{{"▶" + rl.Text() + "◀", cSel}}
	}
	g = append(g, rl)
	feats := line{{"Feats " + itoa(v.FeatDeck), cNone}, {", discard " + itoa(v.FeatDiscard), cSubtle}}
	if v.FeatTop != "" {
		feats = append(feats, seg{" top " + v.FeatTop, cSubtle})
	}
	g = append(g, feats, line{{"TT box " + itoa(v.TTBox), cSubtle}})
	if len(v.Bank) > 0 {
		bank := line{{"Bank ", cSubtle}}
		for i, r := range resOrder {
			if i > 0 {
				bank = append(bank, seg{" ", cNone})
			}
			bank = append(bank, seg{resAbbr(r) + itoa(v.Bank[r]), resLook(r)})
		}
		g = append(g, bank)
	}
	out = append(out, wrapSegs(g, "", "", " · ", w)...)
	if len(out) > rows {
		out = out[:rows]
	}
	return out
}

func (f *frame) scenarioPanel(w, rows int) []line {
	v := f.v
	if len(v.Scenario) == 0 {
		return nil
	}
	out := []line{title("SCENARIO", w, seg{canvas.OrDash(v.Side), cSubtle}, seg{" · 1 token a die", cSubtle})}
	g := make([]line, len(v.Scenario))
	for i, r := range v.Scenario {
		g[i] = line{{resAbbr(r.Resource), resLook(r.Resource)}, {" " + r.Combo, cNone}}
	}
	if rows-1 >= len(g) && w < 60 {
		return append(out, g...)
	}
	return append(out, wrapSegs(g, "", "", " · ", w)...)
}

func (f *frame) achievementsPanel(w, rows int) []line {
	v := f.v
	if len(v.Achievements) == 0 {
		return nil
	}
	out := []line{title("ACHIEVEMENTS", w)}
	g := make([]line, len(v.Achievements))
	for i, a := range v.Achievements {
		l := line{{a.Name + " ", cNone}, {"✦" + itoa(a.Secrets), cSecret}}
		switch {
		case a.Gone:
			l = append(l, seg{" ✗forgotten", cSubtle})
		case f.seatIndex(a.Holder) >= 0:
			l = append(l, seg{" →", cSubtle}, f.who(a.Holder))
		default:
			l = append(l, seg{" —", cSubtle})
		}
		if f.sel.card == a.ID {
			l = line{{"▶" + l.Text() + "◀", cSel}}
		}
		g[i] = l
	}
	return append(out, wrapSegs(g, "", "", " · ", w)...)
}

func (f *frame) legendPanel(w, rows int) []line {
	g := []line{
		{{"[G]", cGreen}, {"[O]", cOrange}, {"[R]", cRed}, {" tier", cSubtle}},
		{{"✦", cSecret}, {" secrets", cSubtle}},
		{{"Fo", cFocus}, {" Tr", cTreasure}, {" Co", cCourage}, {" Ft", cFeat}, {" tokens", cSubtle}},
		{{"B", cDieB}, {"L", cDieL}, {"F", cDieF}, {"P", cDieP}, {"R", cDieR}, {" dice", cSubtle}},
		{{"↻", cCur}, {" marked", cSubtle}},
		{{"✗", cUsed}, {" spent", cSubtle}},
		{{"↯", cFeat}, {" exhausts", cSubtle}},
		{{"▸", cCur}, {" turn", cSubtle}},
		{{"⌖", cEvent}, {" foreshadowed", cSubtle}},
		{{"⚑", cEvent}, {" event", cSubtle}},
		{{"▶◀", cSel}, {" selected", cSubtle}},
	}
	out := []line{title("KEY", w)}
	return append(out, wrapSegs(g, "", "", "  ", w)...)
}

func (f *frame) scoresPanel(w, rows int) []line {
	out := []line{title("FINAL SCORES", w)}
	for i, s := range f.v.Scores {
		mark := "  "
		if s.Winner {
			mark = "★ "
		}
		l := line{{mark + itoa(i+1) + ". ", cSecret}, {canvas.OrDash(s.Player) + " ", cLoc}, {itoa(s.Total), cSecret},
			{" = " + itoa(s.Encounters) + " enc + " + itoa(s.Swag) + " swag + " + itoa(s.Achievements) + " ach + " +
				itoa(s.Map) + " map − " + itoa(s.Penalties) + " · TT " + itoa(s.TTCount) + " · Co" + itoa(s.Courage), cSubtle}}
		out = append(out, l)
	}
	return out
}

func (f *frame) offerPanel(w, rows int) []line {
	o := f.v.Offer
	if o == nil {
		return nil
	}
	out := []line{title("TRADE OFFER", w)}
	l := line{f.who(o.From), {" " + f.name(o.From) + " → ", cNone}, f.who(o.To), {" " + f.name(o.To), cNone}}
	out = append(out, l)
	out = append(out, line{{"gives ", cSubtle}, {orNothing(o.Give), cNone}, {" · asks ", cSubtle}, {orNothing(o.Take), cNone}})
	return out
}

func orNothing(s []string) string {
	if len(s) == 0 {
		return "nothing"
	}
	return strings.Join(s, ", ")
}

func (f *frame) soloPanel(w, rows int) []line {
	v := f.v
	out := []line{title("FORGOTTEN SECRETS", w)}
	rum := pileSecrets(v.Rumours)
	if v.ForgetNeed > 0 {
		out = append(out, line{{"forget ", cSubtle}, {canvas.Bar(v.Forgotten, v.ForgetNeed), cSecret},
			{" " + itoa(v.Forgotten) + " of " + itoa(v.ForgetNeed) + " forgotten", cNone}})
	} else {
		out = append(out, line{{"Rumours ✦" + itoa(rum), cNone}, {" → forget ≥ ✦" + itoa(2*rum) + " at round end", cSubtle}})
	}
	if len(v.Rumours) > 0 {
		g := []line{{{"Rumours:", cSubtle}}}
		for _, c := range v.Rumours {
			g = append(g, line{{"[" + tierLetter(c.Tier) + "]", tierLook(c.Tier)}, {c.Name + " ", cNone}, {"✦" + itoa(c.Secrets), cSecret}})
		}
		out = append(out, wrapSegs(g, "", "  ", " ", w)...)
	}
	out = append(out, line{{"goal: empty Rumours, score > 0, a TT left on the track", cSubtle}})
	return out
}
