package horrified

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// frame is one view being drawn: the lookups every part of the drawing
// shares, made once per Render.
type frame struct {
	b        *Board
	v        *rh.View
	sel      map[string]bool // spaces the selected choice touches
	reach    map[string]bool
	cur      int      // index of the current hero, -1 when none
	heroL    []string // a letter per hero
	monL     []string // a letter per monster
	villAt   map[string]int
	coffinAt map[string]bool
	built    map[[3]int][]unit // text units by block, width and detail (unitsAt)
}

// frame makes the lookups for drawing v with the choice sel under the
// cursor: the spaces it touches, as the game says (sel.Touch), stand out.
func (b *Board) frame(v *rh.View, sel common.Selection) *frame {
	f := &frame{b: b, v: v, cur: currentHero(v)}
	for _, sp := range sel.Touch.Places {
		if _, ok := b.names[sp]; ok {
			if f.sel == nil {
				f.sel = map[string]bool{}
			}
			f.sel[sp] = true
		}
	}
	if len(v.Reach) > 0 {
		f.reach = make(map[string]bool, len(v.Reach))
		for _, s := range v.Reach {
			f.reach[s] = true
		}
	}
	hn := make([]string, len(v.Heroes))
	for i, h := range v.Heroes {
		hn[i] = h.Name
	}
	f.heroL = letters(hn)
	mn := make([]string, len(v.Monsters))
	for i, m := range v.Monsters {
		mn[i] = m.Name
	}
	f.monL = letters(mn)
	f.villAt = map[string]int{}
	for _, vl := range v.Villagers {
		f.villAt[vl.Space]++
	}
	f.coffinAt = map[string]bool{}
	for _, s := range v.Coffins {
		f.coffinAt[s] = true
	}
	return f
}

// currentHero is the hero whose turn it is: the current seat's first hero
// on the board with actions left, else its first hero.
func currentHero(v *rh.View) int {
	first := -1
	for i, h := range v.Heroes {
		if h.Seat != v.Current {
			continue
		}
		if first < 0 {
			first = i
		}
		if h.Space != "" && h.ActionsLeft > 0 {
			return i
		}
	}
	return first
}

// letters gives each name a distinct capital letter: its initial, or the
// next letter of the name that is still free.
func letters(names []string) []string {
	out := make([]string, len(names))
	used := map[rune]bool{}
	for i, n := range names {
		if len(n) > 4 && strings.EqualFold(n[:4], "the ") {
			n = n[4:]
		}
		pick := rune(0)
		for _, r := range n {
			r = unicode.ToUpper(r)
			if unicode.IsLetter(r) && !used[r] {
				pick = r
				break
			}
		}
		if pick == 0 {
			pick = '?'
		}
		used[pick] = true
		out[i] = string(pick)
	}
	return out
}

// banner is the turn line, on every page: the turn and phase, whose turn
// it is with their actions, and the terror level. A narrow room drops the
// words that only repeat what the glyphs say.
func (f *frame) banner(w int) line {
	v := f.v
	if v.Over {
		if l := (line{{" GAME OVER · " + v.Result + " ", cBanner}}); v.Result != "" && l.Width() <= w {
			return l
		}
		word, why := outcome(v)
		if why != "" {
			word += ": " + why
		}
		return line{{" GAME OVER · " + word + " ", cBanner}}
	}
	head := " TURN " + strconv.Itoa(v.Turn) + " · " + strings.ToUpper(canvas.OrDash(v.Phase))
	if !strings.Contains(strings.ToLower(v.Phase), "phase") {
		head += " PHASE"
	}
	terror := line{{"TERROR " + strconv.Itoa(v.Terror) + "/" + strconv.Itoa(v.TerrorMax) + " ", cBad}}
	for drop := 0; drop < 5; drop++ {
		l := line{{head + " ", cBanner}}
		if f.cur >= 0 {
			h := v.Heroes[f.cur]
			who := " ▸" + f.heroL[f.cur] + " " + canvas.OrDash(h.Player) + " — " + h.Name
			if h.Space == "" {
				who += " (defeated)"
			} else if drop < 2 {
				who += " @ " + f.b.name(h.Space)
			}
			left := " " + strconv.Itoa(h.ActionsLeft) + "/" + strconv.Itoa(h.Actions)
			if drop < 1 {
				left += " actions left"
			} else {
				left += " left"
			}
			l = append(l, seg{who + "  ", cCur}, seg{pips(h.ActionsLeft, h.Actions), cHero}, seg{left, cSubtle})
		}
		if v.SkipNext && drop < 3 {
			l = append(l, seg{" · ☼ next monster phase skipped", cGood})
		}
		if drop < 4 {
			if pad := w - l.Width() - terror.Width(); pad >= 2 {
				return append(append(l, seg{canvas.Spaces(pad), cNone}), terror...)
			}
			continue
		}
		return l
	}
	return nil
}

// outcome is how a finished game ended: won when every monster is
// defeated, else lost, to terror or to the empty deck.
func outcome(v *rh.View) (word, why string) {
	won := len(v.Monsters) > 0
	for _, m := range v.Monsters {
		won = won && m.Defeated
	}
	switch {
	case won:
		return "won", ""
	case v.TerrorMax > 0 && v.Terror >= v.TerrorMax:
		return "lost", "terror reached the skull"
	}
	return "lost", "the monster deck ran out"
}

// pips shows actions left as filled dots, used ones as hollow.
func pips(left, total int) string { return canvas.Pips(left, total, 12) }

// overlay lays the game on a copy of the static map: the last movement,
// the reachable and selected spaces, and what stands on each space. When
// at is not nil it is filled with 1 + the node each piece's cell belongs to
// (At finds a click on a piece as a click on its space).
func (f *frame) overlay(m *mapLayer, at []int16, cells []cell) []cell {
	cells = append(cells[:0], m.base...)
	if m.w == 0 || m.h == 0 {
		return cells
	}
	v := f.v

	// The last movement: dots along each step, an arrow into the last space.
	var last pt
	var lastDir pt
	for i := 0; i+1 < len(v.LastPath); i++ {
		a, b := v.LastPath[i], v.LastPath[i+1]
		pts, ok := m.edges[mkEdge(a, b)]
		if ok && mkEdge(a, b).a != a {
			pts = slices.Clone(pts)
			slices.Reverse(pts)
		}
		if !ok {
			// A jump (a taxi ride, a monster placed) or a path not drawn:
			// straight across, between the boxes.
			ia, oka := m.index[a]
			ib, okb := m.index[b]
			if !oka || !okb {
				continue
			}
			na, nb := m.nodes[ia], m.nodes[ib]
			for _, q := range linePts(pt{na.ax, na.y}, pt{nb.ax, nb.y}) {
				if q.x >= 0 && q.y >= 0 && q.x < m.w && q.y < m.h && m.owner[q.y*m.w+q.x] == 0 {
					pts = append(pts, q)
				}
			}
		}
		for j, q := range pts {
			cells[q.y*m.w+q.x] = cell{'•', cLast}
			if j > 0 {
				lastDir = pt{q.x - pts[j-1].x, q.y - pts[j-1].y}
			}
			last = q
		}
	}
	if len(v.LastPath) > 1 && lastDir != (pt{}) {
		cells[last.y*m.w+last.x] = cell{arrow(lastDir), cLast}
	}

	// Name boxes that mean something now.
	for _, n := range m.nodes {
		s, r := f.sel[n.id], f.reach[n.id]
		if !s && !r {
			continue
		}
		look := cReach
		if s {
			look = cSel
		}
		open, shut := brackets(n.water, r, s)
		x := n.x
		put := func(ch rune) {
			if x >= 0 && x < m.w {
				cells[n.y*m.w+x] = cell{ch, look}
			}
			x++
		}
		put(open)
		for _, ch := range n.name {
			put(ch)
		}
		put(shut)
	}

	// What stands on each space, on the row under its name: centred, else
	// as near as it goes while still under the box, on cells no path
	// takes; in a crowded room over a path rather than not at all.
	taken := make([]bool, len(cells))
	var buf []cell
	for ni, n := range m.nodes {
		buf = f.pieces(buf[:0], n.id)
		if len(buf) == 0 {
			continue
		}
		y, k := n.y+1, len(buf)
		want := min(max(n.ax-k/2, 0), max(m.w-k, 0))
		x, placed := want, false
		for _, paths := range []bool{false, true} {
			for d := 0; d <= k+n.lw && !placed; d++ {
				for _, cand := range [2]int{want - d, want + d} {
					under := cand < n.x+n.lw && cand+k > n.x
					if under && m.fits(taken, cand, y, k, paths) {
						x, placed = cand, true
						break
					}
				}
			}
		}
		if !placed {
			continue
		}
		for i, c := range buf {
			j := y*m.w + x + i
			cells[j] = c
			taken[j] = true
			if at != nil {
				at[j] = int16(ni + 1)
			}
		}
	}
	return cells
}

// arrow points the way the last movement went.
func arrow(d pt) rune {
	switch {
	case d.x > 0 && d.y == 0:
		return '→'
	case d.x < 0 && d.y == 0:
		return '←'
	case d.x == 0 && d.y > 0:
		return '↓'
	case d.x == 0 && d.y < 0:
		return '↑'
	case d.x > 0 && d.y > 0:
		return '↘'
	case d.x > 0:
		return '↗'
	case d.y > 0:
		return '↙'
	}
	return '↖'
}

// pieces is what stands on a space, in cells: hero letters (▸ before the
// current hero), monsters (☠D, ☠D! when frenzied), villagers (2v), items
// (3i) and a coffin (⚰).
func (f *frame) pieces(buf []cell, space string) []cell {
	v := f.v
	add := func(s string, c cls) {
		for _, r := range s {
			buf = append(buf, cell{r, c})
		}
	}
	sep := func() {
		if len(buf) > 0 {
			buf = append(buf, cell{' ', cNone})
		}
	}
	for i, h := range v.Heroes {
		if h.Space != space {
			continue
		}
		if i == f.cur {
			add("▸"+f.heroL[i], cCur)
		} else {
			add(f.heroL[i], cHero)
		}
	}
	for i, mo := range v.Monsters {
		if mo.Space != space || mo.Defeated {
			continue
		}
		sep()
		if mo.Frenzied || (v.Frenzied != "" && v.Frenzied == mo.ID) {
			add("☠"+f.monL[i]+"!", cFrenzy)
		} else {
			add("☠"+f.monL[i], cMon)
		}
	}
	if n := f.villAt[space]; n > 0 {
		sep()
		add(strconv.Itoa(n)+"v", cVill)
	}
	if n := len(v.Items[space]); n > 0 {
		sep()
		add(strconv.Itoa(n)+"i", cItem)
	}
	if f.coffinAt[space] {
		sep()
		add("⚰", cCoffin)
	}
	return buf
}
