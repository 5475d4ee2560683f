// Package att draws an Ancient Terrible Things game: the river with its six
// fateful locations and the encounters lying there, the Riverboat and the
// Trading Post, the Expedition track, the decks, the Scenario card and the
// achievements, every seat's stash, the hand the viewer may see, and the
// dice tray of the encounter in progress, in whatever room the game screen
// gives it. It also says the same state in plain words for the line mode and
// screen readers.
//
// Color is never the only signal: tiers carry a letter ([G] [O] [R]),
// resources two ("Fo2 Tr3 Co1 Ft1"), dice their kind (B basic, L luck, F
// feat, P panic, R revelation) and marks (↻ marked for a re-roll, ✗ spent),
// the current seat a "▸", Ancient Secrets a "✦", and what the choice under
// the cursor touches a double frame or "▶ ◀".
package att

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Board draws Ancient Terrible Things views. Everything it draws comes from
// the View, so it needs no content of its own. It is safe for use by several
// screens at once (an SSH server shares it between connections).
type Board struct {
	looks *canvas.Palettes
}

var _ common.Board = (*Board)(nil)

// NewBoard makes the drawing.
func NewBoard() *Board {
	return &Board{looks: canvas.NewPalettes(looks)}
}

// MinSize is the smallest terminal the board is drawn in with all its
// parts. Smaller rooms still get a cut-down drawing that never overflows.
func (b *Board) MinSize() (int, int) { return 100, 30 }

// asView accepts the view as a value or a pointer.
func asView(view any) (*ra.View, bool) { return canvas.ViewOf[ra.View](view) }

func notAView(view any) string {
	return canvas.CannotDraw("att", "an Ancient Terrible Things View", view)
}

// Render draws view in w x h cells: the turn line on top, the river under
// it, and below the river the dice, the market, the tracks and the seats.
func (b *Board) Render(c *common.Common, view any, sel common.Selection, page, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	p := b.looks.For(c)
	v, ok := asView(view)
	if !ok {
		return canvas.Message(notAView(view), cBad, w, p)
	}
	return canvas.Draw(newFrame(v, sel).layout(w, h), w, p)
}

// frame is one view being drawn: the lookups every part of the drawing
// shares, made once per Render.
type frame struct {
	v       *ra.View
	sel     selection
	letter  []string          // a letter per seat index
	locName map[string]string // location ID -> name
}

func newFrame(v *ra.View, selected common.Selection) *frame {
	f := &frame{v: v}
	names := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		names[i] = s.Player
	}
	f.letter = letters(names)
	f.locName = make(map[string]string, len(v.Locations))
	for _, l := range v.Locations {
		f.locName[l.ID] = l.Name
	}
	f.sel = newSelection(v, selected)
	return f
}

// letters gives each player a distinct capital letter: their initial, or
// the next letter of the name that is still free; a digit when none is.
func letters(names []string) []string {
	out := make([]string, len(names))
	used := map[rune]bool{}
	for i, n := range names {
		pick := rune(0)
		for _, r := range strings.ToUpper(n) {
			if r >= 'A' && r <= 'Z' && !used[r] {
				pick = r
				break
			}
		}
		if pick == 0 {
			pick = rune('1' + i%9)
		}
		used[pick] = true
		out[i] = string(pick)
	}
	return out
}

// seatIndex finds a seat in v.Seats; -1 when it is not there.
func (f *frame) seatIndex(s rules.Seat) int {
	if int(s) >= 0 && int(s) < len(f.v.Seats) && f.v.Seats[s].Seat == s {
		return int(s)
	}
	for i, sv := range f.v.Seats {
		if sv.Seat == s {
			return i
		}
	}
	return -1
}

// who is a seat's letter in its look, "▸" before it when it is the
// current seat.
func (f *frame) who(s rules.Seat) seg {
	i := f.seatIndex(s)
	if i < 0 {
		return seg{"?", cSubtle}
	}
	if s == f.v.Current && !f.v.Over {
		return seg{"▸" + f.letter[i], cCur}
	}
	return seg{f.letter[i], seatLook(i)}
}

// name is a seat's player name.
func (f *frame) name(s rules.Seat) string {
	if i := f.seatIndex(s); i >= 0 {
		if n := f.v.Seats[i].Player; n != "" {
			return n
		}
		return "player " + f.letter[i]
	}
	return "nobody"
}

// pawns is a list of seat letters: "▸B A".
func (f *frame) pawns(ss []rules.Seat) line {
	var l line
	for i, s := range ss {
		if i > 0 {
			l = append(l, seg{" ", cNone})
		}
		l = append(l, f.who(s))
	}
	return l
}

func (f *frame) place(id string) string {
	switch id {
	case "", "riverboat":
		return "the Riverboat"
	case "trading post":
		return "the Trading Post"
	}
	if n, ok := f.locName[id]; ok {
		return n
	}
	return id
}

// A panel is one part of the room under the river. build lays it out in w
// cells and at most rows lines (nil when it does not fit at all).
type panel struct {
	build func(w, rows int) []line
	min   int // fewest rows worth drawing
	most  int // most rows it may take; 0 for no limit
}

// layout lays the frame out in w x h cells, at most h lines.
func (f *frame) layout(w, h int) []line {
	v := f.v
	out := make([]line, 0, h)
	out = append(out, f.banner(w))
	if h == 1 {
		return out
	}
	body := h - 1
	if w < 56 || h < 14 {
		// Too small for the river: the words, cut to the room.
		return canvas.AppendText(out, describe(v), h)
	}

	// The river takes the richest form that leaves room for the rest: the
	// location actions when there is plenty, boxes when there is enough.
	inner := 1
	for _, form := range [][2]int{{5, 16}, {4, 12}, {3, 10}} {
		want := form[1]
		if form[0] == 5 && v.Tray != nil {
			want = 20
		}
		if body-f.riverHeight(form[0]) >= want {
			inner = form[0]
			break
		}
	}
	river := f.river(w, inner)
	if len(river) > body {
		river = river[:body]
	}
	out = append(out, river...)
	below := body - len(river)
	if below <= 0 {
		return out
	}

	ncol := 2
	if w >= 150 {
		ncol = 3
	}
	if w < 64 {
		ncol = 1
	}
	gap := 1
	widths := make([]int, ncol)
	for i := range widths {
		widths[i] = (w - gap*(ncol-1)) / ncol
	}
	widths[0] += w - gap*(ncol-1) - widths[0]*ncol
	cols := make([][]line, ncol)
	room := func(i int) int { return below - len(cols[i]) }
	put := func(p panel, order []int) {
		for _, i := range order {
			rows := room(i)
			if p.most > 0 {
				rows = min(rows, p.most)
			}
			if rows < p.min {
				continue
			}
			if ls := p.build(widths[i], rows); len(ls) > 0 && len(ls) <= rows {
				cols[i] = append(cols[i], ls...)
				return
			}
		}
	}
	seatCol := ncol - 1
	first := make([]int, 0, ncol)
	for i := range ncol {
		first = append(first, i)
	}
	// The seats take the last column; with one column they come after the
	// dice.
	if ncol == 1 {
		if v.Tray != nil {
			put(panel{build: f.trayPanel, min: 4, most: max(7, (below+1)/2)}, first)
		}
		put(panel{build: f.seatsPanel, min: 2}, first)
	} else {
		put(panel{build: f.seatsPanel, min: 2}, []int{seatCol})
		if v.Tray != nil {
			// The dice take half the room when it is short: the choices
			// list every combination too.
			put(panel{build: f.trayPanel, min: 4, most: max(8, (below+1)/2)}, first)
		}
	}
	for _, p := range f.panels() {
		// The seats' column comes last in every panel's search.
		put(p, first)
	}

	for r := 0; r < below; r++ {
		var l line
		for i := range ncol {
			if i > 0 {
				l = append(l, seg{canvas.Spaces(gap), cNone})
			}
			if r < len(cols[i]) {
				if i == ncol-1 {
					l = append(l, cols[i][r].Fit(widths[i])...)
				} else {
					l = append(l, cols[i][r].Pad(widths[i])...)
				}
			} else if i < ncol-1 {
				l = append(l, seg{canvas.Spaces(widths[i]), cNone})
			}
		}
		out = append(out, l)
	}
	// Trailing empty rows are left out.
	for len(out) > 1 && strings.TrimSpace(out[len(out)-1].Text()) == "" {
		out = out[:len(out)-1]
	}
	return out
}

// panels are the parts under the river besides the dice and the seats, the
// most pressing first: what the phase is about comes before the rest.
func (f *frame) panels() []panel {
	v := f.v
	var ps []panel
	if v.Over && len(v.Scores) > 0 {
		ps = append(ps, panel{build: f.scoresPanel, min: 2})
	}
	if v.Offer != nil {
		ps = append(ps, panel{build: f.offerPanel, min: 2})
	}
	if v.Solo {
		ps = append(ps, panel{build: f.soloPanel, min: 2})
	}
	post := panel{build: f.postPanel, min: 3}
	if v.Phase == "trading post" || f.sel.post {
		ps = append(ps, post)
	}
	ps = append(ps, panel{build: f.trackPanel, min: 2})
	if v.Phase != "trading post" && !f.sel.post {
		ps = append(ps, post)
	}
	ps = append(ps, panel{build: f.scenarioPanel, min: 2}, panel{build: f.achievementsPanel, min: 2}, panel{build: f.legendPanel, min: 2})
	return ps
}
