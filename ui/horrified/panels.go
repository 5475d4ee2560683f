package horrified

import (
	"slices"
	"strconv"
	"strings"

	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Detail levels of the text, most first: a room that cannot hold a level
// gets the next. What goes is what Reference and Explain also say (the
// legend, a monster's defeat, where a defeated hero comes back), never the
// state of the game.
const (
	detailAll      = iota
	detailNoLegend // the legend goes
	detailNoDefeat // and each monster's defeat, and the Hospital reminder
	detailLevels
)

// units is block b as text for a column w cells wide: a unit per hero and
// per monster, so a column breaks between them; the card, the tracks, the
// villagers, the items and the legend are one unit each. A block's title
// travels with its first unit. The number of units never depends on w (a
// block that flows over columns of different widths keeps its place).
func (f *frame) units(b block, w, detail int) []unit {
	v := f.v
	var out []unit
	titled := func(t string, us []unit) []unit {
		if len(us) == 0 {
			return nil
		}
		us[0] = append(unit{title(t, w)}, us[0]...)
		return us
	}
	switch b {
	case bCard:
		if v.Card != nil {
			out = append(out, f.cardBox(w))
		}
	case bStatus:
		out = append(out, f.status(w))
	case bHeroes:
		for i := range v.Heroes {
			out = append(out, f.hero(i, w, detail))
		}
		out = titled("HEROES", out)
	case bMonKey, bMonsters:
		for i := range v.Monsters {
			out = append(out, f.monster(i, w, b == bMonsters, detail < detailNoDefeat))
		}
		out = titled("MONSTERS", out)
	case bVillagers:
		// Villagers flow several to a line, as one unit: a column breaks
		// inside it when it must.
		var g []line
		for _, vl := range v.Villagers {
			g = append(g, line{{vl.Name, cVill}, {" @" + f.b.name(vl.Space) + " →" + f.b.name(vl.Safe), cNone}})
		}
		if len(g) > 0 {
			out = titled("VILLAGERS @where →safe", []unit{unit(wrapSegs(g, "", "", w))})
		}
	case bItems:
		// Each space with its first item, then its other items one
		// blank apart: a line breaks between items, never inside one,
		// and never between a space and its first item.
		var ps []piece
		for _, s := range f.b.c.Spaces {
			if items := v.Items[s.ID]; len(items) > 0 {
				g := itemGroups(items)
				ps = append(ps, groups(append(line{{s.Name + ": ", cSubtle}}, g[0]...))...)
				ps = append(ps, glued(g[1:]...)...)
			}
		}
		if len(ps) > 0 {
			out = titled("ITEMS ON THE BOARD", []unit{unit(flow(ps, "", "", w))})
		}
	case bLegend:
		if detail < detailNoLegend {
			g := legend
			if slices.ContainsFunc(v.Monsters, func(m rh.MonsterView) bool { return len(m.Scarabs) > 0 }) {
				g = append(g[:len(g):len(g)], line{{"(6) face-down scarab", cSubtle}})
			}
			out = titled("KEY", []unit{unit(wrapSegs(g, "", "", w))})
		}
	}
	return out
}

// legend says what the map's glyphs mean.
var legend = []line{
	{{"[land]", cLabel}}, {{"≈water≈", cWaterLabel}}, {{"─ lit path", cLit}}, {{"~ water path", cWater}},
	{{"• last move", cLast}}, {{"»reach«", cReach}}, {{"▶selected◀", cSel}}, {{"▸ current hero", cCur}},
	{{"☠ monster", cMon}}, {{"! frenzied", cFrenzy}}, {{"⚰ coffin", cCoffin}}, {{"2v villagers", cVill}},
	{{"3i items", cItem}}, {{"under a name: who and what is there", cSubtle}},
}

// title is a panel heading: "── HEROES ──────".
func title(s string, w int) line {
	head := "── " + s + " "
	return line{{head + strings.Repeat("─", max(w-canvas.Width(head), 0)), cTitle}}
}

// terrorTrack shows 0..max with the skull at the end and the marker in
// brackets, which take the place of the spaces around it: "0 1 2[3]4 5 6 ☠".
func terrorTrack(t, tmax int) line {
	l := line{{"TERROR ", cTitle}}
	if tmax <= 0 {
		return append(l, seg{strconv.Itoa(t), cBad})
	}
	t = min(max(t, 0), tmax)
	for i := 0; i <= tmax; i++ {
		mark := strconv.Itoa(i)
		if i == tmax {
			mark = "☠"
		}
		switch {
		case i == t:
			l = append(l, seg{"[" + mark + "]", cBad})
		case i == 0 || i == t+1:
			l = append(l, seg{mark, cSubtle})
		case i < t:
			l = append(l, seg{" " + mark, cBad})
		default:
			l = append(l, seg{" " + mark, cSubtle})
		}
	}
	return append(l, seg{"  " + strconv.Itoa(t) + "/" + strconv.Itoa(tmax), cBad})
}

// piece is a run of a flow and the blanks before it when it is not the
// first on its line: two between groups, one between the words of a
// sentence or the items after a label.
type piece struct {
	l   line
	sep int
	w   int // the cells l takes
}

// groups are pieces two blanks apart; glued, one blank apart.
func groups(ls ...line) []piece { return sepd(2, ls) }
func glued(ls ...line) []piece  { return sepd(1, ls) }

func sepd(sep int, ls []line) []piece {
	ps := make([]piece, len(ls))
	for i, l := range ls {
		ps[i] = piece{l, sep, l.Width()}
	}
	return ps
}

// prose is text in one look as pieces, word by word.
func prose(text string, look cls) []piece { return glued(words(line{{text, look}}, 1<<20)...) }

// wrapSegs lays groups of runs into lines of width w, the first line
// starting after first and the others after rest, two blanks between
// groups.
func wrapSegs(gs []line, first, rest string, w int) []line {
	return flow(groups(gs...), first, rest, w)
}

// wrapWords lays groups, then prose (in look) word by word, so the prose
// starts on the same line as the groups and wraps like a sentence.
func wrapWords(gs []line, text string, look cls, first, rest string, w int) []line {
	ps := prose(text, look)
	if len(ps) > 0 && len(gs) > 0 {
		ps[0].sep = 2
	}
	return flow(append(groups(gs...), ps...), first, rest, w)
}

// flow lays pieces into lines of width w after first, then rest. A piece
// wider than a line is broken into words, one blank apart, and a word
// wider than a line into parts: nothing is ever cut.
func flow(ps []piece, first, rest string, w int) []line {
	room := max(w-max(canvas.Width(first), canvas.Width(rest)), 1)
	var out []line
	cur, cw, empty := line{{first, cNone}}, canvas.Width(first), true
	put := func(p piece) {
		pw := p.w
		if !empty && cw+p.sep+pw > w {
			out = append(out, cur)
			cur, cw, empty = line{{rest, cNone}}, canvas.Width(rest), true
		}
		if !empty {
			cur = append(cur, seg{canvas.Spaces(p.sep), cNone})
			cw += p.sep
		}
		cur = append(cur, p.l...)
		cw += pw
		empty = false
	}
	for _, p := range ps {
		if p.w <= room {
			put(p)
			continue
		}
		for k, wd := range words(p.l, room) {
			put(piece{wd, 1 + (p.sep-1)*b2i(k == 0), wd.Width()})
		}
	}
	if !empty {
		out = append(out, cur)
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// words breaks a group into one-word groups at its blanks (a word may
// span runs of several looks), and a word wider than w into parts of w.
func words(g line, w int) []line {
	var out []line
	var cur line
	n := 0 // cells in cur
	flush := func() {
		if len(cur) > 0 {
			out = append(out, cur)
		}
		cur, n = nil, 0
	}
	add := func(text string, look cls) {
		if k := len(cur) - 1; k >= 0 && cur[k].Look == look {
			cur[k].Text += text
		} else {
			cur = append(cur, seg{text, look})
		}
		n += canvas.Width(text)
	}
	for _, s := range g {
		text := s.Text
		for text != "" {
			if text[0] == ' ' {
				flush()
				text = text[1:]
				continue
			}
			j := strings.IndexByte(text, ' ')
			if j < 0 {
				j = len(text)
			}
			word := text[:j]
			text = text[j:]
			for n+canvas.Width(word) > w && w > 0 {
				// Too wide for a line: as much as fits, the rest after.
				if n >= w {
					flush()
					continue
				}
				r := []rune(word)
				k := min(w-n, len(r))
				add(string(r[:k]), s.Look)
				flush()
				word = string(r[k:])
			}
			if word != "" {
				add(word, s.Look)
			}
		}
	}
	flush()
	return out
}

// wrapText lays text into lines of width w in one look, the first line
// after first and the rest after rest.
func wrapText(text string, look cls, first, rest string, w int) []line {
	return wrapWords(nil, text, look, first, rest, w)
}

// itemGroups are items as groups: a color letter and strength, then the
// name, colored too ("R4 Torch"); copies of one kind are counted once
// ("2×R4 Torch").
func itemGroups(items []rh.Item) []line {
	type kind struct {
		text string
		n    int
		look cls
	}
	var kinds []kind
	for _, it := range items {
		s := itemTag(it) + " " + it.Name
		if k := slices.IndexFunc(kinds, func(k kind) bool { return k.text == s }); k >= 0 {
			kinds[k].n++
			continue
		}
		kinds = append(kinds, kind{s, 1, itemLook(it.Color)})
	}
	g := make([]line, len(kinds))
	for i, k := range kinds {
		if k.n > 1 {
			k.text = strconv.Itoa(k.n) + "×" + k.text
		}
		g[i] = line{{k.text, k.look}}
	}
	return g
}

// itemTag is an item's color letter and strength: "R4".
func itemTag(it rh.Item) string { return itemLetter(it.Color) + strconv.Itoa(it.Strength) }

// status is the tracks: terror, deck, frenzy, the bag and the piles.
func (f *frame) status(w int) unit {
	v := f.v
	u := unit{terrorTrack(v.Terror, v.TerrorMax)}
	deck := []line{{{"DECK ", cTitle}, {strconv.Itoa(v.DeckLeft) + "/" + strconv.Itoa(v.DeckSize) + " left", cNone}}}
	if v.LastCard != "" {
		deck = append(deck, line{{"last: ", cSubtle}, {v.LastCard, cNone}})
	}
	u = append(u, wrapSegs(deck, "", "  ", w)...)
	fr := line{{"FRENZY ", cTitle}}
	if i := f.monsterIndex(v.Frenzied); i >= 0 {
		fr = append(fr, seg{"☠" + f.monL[i] + "! " + v.Monsters[i].Name, cFrenzy})
	} else {
		fr = append(fr, seg{canvas.OrDash(v.Frenzied), cNone})
	}
	u = append(u, wrapSegs([]line{fr}, "", "  ", w)...)
	u = append(u, wrapSegs([]line{{{"BAG ", cTitle}, {strconv.Itoa(v.Bag), cNone}},
		{{"DISCARD ", cTitle}, {strconv.Itoa(v.Discard), cNone}},
		{{"PERKS ", cTitle}, {strconv.Itoa(v.PerkDeck), cNone}}}, "", "  ", w)...)
	var notes []line
	if v.Solo {
		notes = append(notes, line{{"solo game", cSubtle}})
	}
	if v.SkipNext {
		notes = append(notes, line{{"☼ next monster phase skipped", cGood}})
	}
	return append(u, wrapSegs(notes, "", "  ", w)...)
}

// hero is one hero: letter, name and player, actions, then where they
// stand, their items, perks and tokens.
func (f *frame) hero(i, w, detail int) unit {
	h := f.v.Heroes[i]
	mark, look := " "+f.heroL[i], cHero
	if i == f.cur {
		mark, look = "▸"+f.heroL[i], cCur
	}
	name := h.Name
	if h.Player != "" {
		name += " (" + h.Player + ")"
	}
	acts := strconv.Itoa(h.Actions) + " actions"
	if i == f.cur {
		acts = pips(h.ActionsLeft, h.Actions) + " " + strconv.Itoa(h.ActionsLeft) + "/" + strconv.Itoa(h.Actions)
	}
	head := line{{mark, look}, {" " + name, cHero}}
	var g []line
	if pad := w - head.Width() - canvas.Width(acts); pad >= 1 {
		head = append(head, seg{canvas.Spaces(pad), cNone}, seg{acts, cSubtle})
	} else {
		g = append(g, line{{acts, cSubtle}})
	}
	if h.Space == "" {
		g = append(g, line{{"✗ DEFEATED", cBad}})
		if detail < detailNoDefeat {
			g = append(g, line{{"back at " + f.b.name(f.b.c.Hospital) + " next turn", cSubtle}})
		}
	} else {
		g = append(g, line{{"@ ", cSubtle}, {f.b.name(h.Space), cNone}})
	}
	if len(h.Items) == 0 {
		g = append(g, line{{"no items", cSubtle}})
	}
	g = append(g, itemGroups(h.Items)...)
	for _, p := range h.Perks {
		g = append(g, line{{"✦ " + p.Name, cNone}})
	}
	for _, t := range h.Tokens {
		g = append(g, line{{"◆ " + t, cNone}})
	}
	return append(unit{head}, wrapSegs(g, "   ", "   ", w)...)
}

// monster is one monster: letter, name, where, frenzy; with full, its
// task's progress, what lies on its mat and (with defeat) what defeats it.
func (f *frame) monster(i, w int, full, defeat bool) unit {
	v := f.v
	m := v.Monsters[i]
	frenzied := f.frenzied(i)
	tag, look := "☠"+f.monL[i]+" ", cMon
	if frenzied {
		tag, look = "☠"+f.monL[i]+"!", cFrenzy
	}
	g := []line{{{tag, look}, {" " + m.Name, cHero}}}
	if m.Defeated {
		return unit(wrapSegs(append(g, line{{"✓ DEFEATED", cGood}}), "", "    ", w))
	}
	g = append(g, line{{"@ ", cSubtle}, {f.b.name(m.Space), cNone}})
	if frenzied {
		g = append(g, line{{"FRENZIED", cFrenzy}})
	}
	if !full {
		if m.Goal > 0 {
			g = append(g, line{{"task " + strconv.Itoa(m.Progress) + "/" + strconv.Itoa(m.Goal), cSubtle}})
		}
		if m.TaskDone {
			g = append(g, line{{"✓ task done", cGood}})
		}
		return unit(wrapSegs(g, "", "    ", w))
	}
	u := unit(wrapSegs(g, "", "    ", w))
	var task []line
	// The bar repeats the words; it is drawn where it costs no line.
	if bar := canvas.Bar(m.Progress, m.Goal); m.Goal > 0 && 4+canvas.Width(bar)+2+canvas.Width(m.Task) <= w {
		task = append(task, line{{bar, cGood}})
	}
	if m.TaskDone {
		task = append(task, line{{"✓ done", cGood}})
	}
	u = append(u, wrapWords(task, m.Task, cNone, "    ", "    ", w)...)
	if len(m.Items) > 0 {
		u = append(u, wrapSegs(append([]line{{{"on the mat:", cSubtle}}}, itemGroups(m.Items)...), "    ", "    ", w)...)
	}
	if len(m.Scarabs) > 0 {
		u = append(u, wrapSegs(scarabGroups(m.Scarabs), "    ", "    ", w)...)
	}
	// Frankenstein and the Bride share a mat and so a defeat: said once.
	if defeat && m.Defeat != "" && (i == 0 || v.Monsters[i-1].Defeat != m.Defeat) {
		u = append(u, wrapWords([]line{{{"defeat:", cSubtle}}}, m.Defeat, cNone, "    ", "    ", w)...)
	}
	return u
}

// scarabGroups show the Mummy's puzzle: the scarab on each spot from 1 to
// 6, in brackets when face down (the key says so), "·" when the spot is
// empty, then the centre.
func scarabGroups(s []int) []line {
	spot := func(n int) string {
		switch {
		case n == 0:
			return "·"
		case n < 0:
			return "(" + strconv.Itoa(-n) + ")"
		}
		return strconv.Itoa(n)
	}
	var b strings.Builder
	for i, n := range s[:min(len(s), 6)] {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(spot(n))
	}
	g := []line{{{"scarabs", cSubtle}, {" " + b.String(), cNone}}}
	if len(s) > 6 {
		g = append(g, line{{"centre", cSubtle}, {" " + spot(s[6]), cNone}})
	}
	return g
}

func (f *frame) frenzied(i int) bool {
	m := f.v.Monsters[i]
	return m.Frenzied || (f.v.Frenzied != "" && f.v.Frenzied == m.ID)
}

func (f *frame) monsterIndex(id string) int {
	if id == "" {
		return -1
	}
	for i, m := range f.v.Monsters {
		if m.ID == id {
			return i
		}
	}
	return -1
}

// strip is the map page's words under the map, in rows lines: the monster
// card in play or the deck and bag, then who each letter on the map is.
// What does not fit is left for the other pages, whole entries at a time.
func (f *frame) strip(w, rows int) []line {
	v := f.v
	var out []line
	if rows >= 2 {
		var ps []piece
		if v.Card != nil {
			ps = f.cardLine()
		} else {
			ps = groups(line{{"DECK ", cTitle}, {strconv.Itoa(v.DeckLeft) + "/" + strconv.Itoa(v.DeckSize), cNone}})
			if v.LastCard != "" {
				ps = append(ps, groups(line{{"last: ", cSubtle}, {v.LastCard, cNone}})...)
			}
			ps = append(ps, groups(line{{"BAG ", cTitle}, {strconv.Itoa(v.Bag), cNone}},
				line{{"DISCARD ", cTitle}, {strconv.Itoa(v.Discard), cNone}},
				line{{"PERKS ", cTitle}, {strconv.Itoa(v.PerkDeck), cNone}})...)
			if v.SkipNext {
				ps = append(ps, groups(line{{"☼ next monster phase skipped", cGood}})...)
			}
		}
		out = append(out, fitFlow(ps, nil, w, 1)...)
		rows--
	}
	var key []line
	for i, h := range v.Heroes {
		mark, look := f.heroL[i], cHero
		if i == f.cur {
			mark, look = "▸"+mark, cCur
		}
		k := line{{mark, look}, {" " + h.Name, cNone}}
		if h.Space == "" {
			k = append(k, seg{" ✗", cBad})
		}
		key = append(key, k)
	}
	for i, m := range v.Monsters {
		if m.Defeated {
			continue
		}
		tag, look := "☠"+f.monL[i], cMon
		if f.frenzied(i) {
			tag, look = tag+"!", cFrenzy
		}
		key = append(key, line{{tag, look}, {" " + m.Name, cNone}})
	}
	more := groups(line{{"… more on the next pages", cSubtle}})
	return append(out, fitFlow(groups(key...), &more[0], w, rows)...)
}

// fitFlow flows pieces into at most rows lines of w cells, leaving out
// whole pieces from the end (and saying so with more) when they do not
// all fit.
func fitFlow(ps []piece, more *piece, w, rows int) []line {
	for n := len(ps); n >= 0; n-- {
		try := ps[:n:n]
		if n < len(ps) && more != nil {
			try = append(try, *more)
		}
		if out := flow(try, "", "", w); len(out) <= rows {
			return out
		}
	}
	return nil
}
