package horrified

import (
	"strconv"
	"strings"

	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

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

// wrapSegs lays groups of runs into lines of width w, the first line
// starting after first and the others after rest, two blanks between groups.
func wrapSegs(groups []line, first, rest string, w int) []line {
	return canvas.Flow(groups, first, rest, seg{"  ", cNone}, w)
}

// itemGroups are a hero's items: a color letter and strength, then the
// name, colored too ("R4 Torch").
func itemGroups(items []rh.Item) []line {
	g := make([]line, 0, len(items))
	for _, it := range items {
		c := itemLook(it.Color)
		g = append(g, line{{itemLetter(it.Color) + strconv.Itoa(it.Strength) + " " + it.Name, c}})
	}
	return g
}

// side is the right column: tracks, deck, and every hero's hand. When the
// full version does not fit in rows, heroes fold to two lines each; what
// still does not fit is cut with a note (Describe says everything).
func (f *frame) side(w, rows int) []line {
	out := f.sideLines(w, false)
	if len(out) > rows {
		out = f.sideLines(w, true)
	}
	if len(out) > rows && rows > 0 {
		more := len(out) - rows + 1
		out = append(out[:rows-1], line{{"… " + strconv.Itoa(more) + " more lines", cSubtle}})
	}
	return out
}

func (f *frame) sideLines(w int, compact bool) []line {
	v := f.v
	var out []line
	out = append(out, terrorTrack(v.Terror, v.TerrorMax))
	deck := line{{"DECK ", cTitle}, {strconv.Itoa(v.DeckLeft) + "/" + strconv.Itoa(v.DeckSize) + " left", cNone}}
	if v.LastCard != "" {
		deck = append(deck, seg{" · last: ", cSubtle}, seg{v.LastCard, cNone})
	}
	out = append(out, deck)
	fr := line{{"FRENZY ", cTitle}}
	if i := f.monsterIndex(v.Frenzied); i >= 0 {
		fr = append(fr, seg{"☠" + f.monL[i] + "! " + v.Monsters[i].Name, cFrenzy})
	} else {
		fr = append(fr, seg{canvas.OrDash(v.Frenzied), cNone})
	}
	out = append(out, fr)
	out = append(out, line{{"BAG ", cTitle}, {strconv.Itoa(v.Bag), cNone}, {" · DISCARD ", cTitle},
		{strconv.Itoa(v.Discard), cNone}, {" · PERKS ", cTitle}, {strconv.Itoa(v.PerkDeck), cNone}})
	if v.Solo {
		out = append(out, line{{"solo game", cSubtle}})
	}

	out = append(out, title("HEROES", w))
	for i, h := range v.Heroes {
		mark, look := " "+f.heroL[i], cHero
		if i == f.cur {
			mark, look = "▸"+f.heroL[i], cCur
		}
		name := " " + h.Name
		if h.Player != "" {
			name += " (" + h.Player + ")"
		}
		dots := pips(h.ActionsLeft, h.Actions)
		head := line{{mark, look}, {name, cHero}}
		if pad := w - head.Width() - canvas.Width(dots); pad > 0 {
			head = append(head, seg{strings.Repeat(" ", pad), cNone})
		} else {
			head = append(head, seg{" ", cNone})
		}
		head = append(head, seg{dots, cNone})
		out = append(out, head)

		where := line{{"   @ ", cSubtle}, {f.b.name(h.Space), cNone}}
		if h.Space == "" {
			where = line{{"   ✗ DEFEATED", cBad}, {" (off board)", cSubtle}}
		}
		if compact {
			groups := append([]line{where[1:]}, itemGroups(h.Items)...)
			if h.Space == "" {
				groups[0] = line{{"✗ DEFEATED", cBad}}
			}
			for _, p := range h.Perks {
				groups = append(groups, line{{"✦" + p.Name, cSubtle}})
			}
			for _, t := range h.Tokens {
				groups = append(groups, line{{"◆" + t, cNone}})
			}
			l := wrapSegs(groups, "   ", "   ", 1<<20)
			if len(l) > 0 {
				out = append(out, l[0])
			}
			continue
		}
		out = append(out, where)
		if len(h.Items) == 0 {
			out = append(out, line{{"   no items", cSubtle}})
		} else {
			out = append(out, wrapSegs(itemGroups(h.Items), "   ", "   ", w)...)
		}
		if len(h.Perks) > 0 {
			g := make([]line, len(h.Perks))
			for j, p := range h.Perks {
				g[j] = line{{"✦ " + p.Name, cNone}}
			}
			out = append(out, wrapSegs(g, "   ", "   ", w)...)
		}
		if len(h.Tokens) > 0 {
			g := make([]line, len(h.Tokens))
			for j, t := range h.Tokens {
				g[j] = line{{"◆ " + t, cNone}}
			}
			out = append(out, wrapSegs(g, "   ", "   ", w)...)
		}
	}
	return out
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

// under is what goes beneath the map: each monster with its task and its
// defeat, the villagers with where they are safe, the heroes off the board,
// and a legend. compact gives each monster one line; villagers is false
// when the side column has room for them.
func (f *frame) under(w int, compact, legend, villagers bool) []line {
	v := f.v
	var out []line
	out = append(out, title("MONSTERS", w))
	for i, m := range v.Monsters {
		frenzied := m.Frenzied || (v.Frenzied != "" && v.Frenzied == m.ID)
		tag, look := "☠"+f.monL[i]+" ", cMon
		if frenzied {
			tag, look = "☠"+f.monL[i]+"!", cFrenzy
		}
		l := line{{tag, look}, {" " + m.Name, cHero}}
		if m.Defeated {
			out = append(out, append(l, seg{"  ✓ DEFEATED", cGood}))
			continue
		}
		l = append(l, seg{" @ ", cSubtle}, seg{f.b.name(m.Space), cNone})
		if frenzied {
			l = append(l, seg{" · FRENZIED", cFrenzy})
		}
		task := line{{"  task ", cSubtle}}
		if b := bar(m.Progress, m.Goal); b != "" {
			task = append(task, seg{b + " ", cGood})
		}
		if m.TaskDone {
			task = append(task, seg{"✓ done ", cGood})
		}
		task = append(task, seg{m.Task, cNone})
		if compact {
			l = append(l, task...)
			if m.Defeat != "" {
				l = append(l, seg{" · defeat: ", cSubtle}, seg{m.Defeat, cNone})
			}
			out = append(out, l)
			continue
		}
		if l.Width()+task.Width() <= w {
			out = append(out, append(l, task...))
		} else {
			out = append(out, l, append(line{{"  ", cNone}}, task...))
		}
		if m.Defeat != "" {
			out = append(out, line{{"    defeat: ", cSubtle}, {m.Defeat, cNone}})
		}
	}

	if villagers && len(v.Villagers) > 0 {
		g := make([]line, 0, len(v.Villagers)+1)
		g = append(g, line{{"VILLAGERS", cTitle}})
		for _, vl := range v.Villagers {
			g = append(g, line{{vl.Name, cVill}, {" @" + f.b.name(vl.Space) + "→" + f.b.name(vl.Safe), cNone}})
		}
		vs := wrapSegs(g, "", "  ", w)
		if compact && len(vs) > 2 {
			vs = vs[:2]
		}
		out = append(out, vs...)
	}

	var off []line
	for i, h := range v.Heroes {
		if h.Space == "" {
			off = append(off, line{{f.heroL[i] + " " + h.Name, cBad}, {" (defeated)", cSubtle}})
		}
	}
	if len(off) > 0 {
		off = append([]line{{{"OFF BOARD", cTitle}}}, off...)
		out = append(out, wrapSegs(off, "", "  ", w)...)
	}
	if legend {
		g := []line{
			{{"[land]", cLabel}}, {{"≈water≈", cWaterLabel}}, {{"─ lit path", cLit}}, {{"~ water path", cWater}},
			{{"• last move", cLast}}, {{"»reach«", cReach}}, {{"▶selected◀", cSel}}, {{"▸ current", cCur}},
			{{"☠ monster", cMon}}, {{"! frenzied", cFrenzy}}, {{"⚰ coffin", cCoffin}}, {{"v villagers", cVill}},
			{{"i items", cItem}},
		}
		out = append(out, wrapSegs(g, "", "", w)...)
	}
	return out
}

// villagerLines list the villagers for the side column, one a line.
func (f *frame) villagerLines(w int) []line {
	v := f.v
	if len(v.Villagers) == 0 {
		return nil
	}
	out := []line{title("VILLAGERS", w)}
	for _, vl := range v.Villagers {
		out = append(out, line{{vl.Name, cVill}, {" @ ", cSubtle}, {f.b.name(vl.Space), cNone},
			{" → safe ", cSubtle}, {f.b.name(vl.Safe), cNone}})
	}
	return out
}

// itemLines list the items lying on the board by space, in map order.
func (f *frame) itemLines(w int) []line {
	v := f.v
	var out []line
	for _, s := range f.b.c.Spaces {
		items := v.Items[s.ID]
		if len(items) == 0 {
			continue
		}
		if out == nil {
			out = []line{title("ITEMS ON THE BOARD", w)}
		}
		g := append([]line{{{s.Name + ":", cNone}}}, itemGroups(items)...)
		out = append(out, wrapSegs(g, "", "  ", w)...)
	}
	return out
}
