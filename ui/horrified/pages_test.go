package horrified

import (
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
)

// sweep is board sizes from 76x16 to 200x60, one in eight in the long
// suite and a sparser sample in the short one, with the pane sizes always
// among them.
func sweep(t *testing.T) [][2]int {
	step := rulestest.Size(5, 2)
	out := append([][2]int{}, paneSizes...)
	for w := 76; w <= 200; w += 2 * step {
		for h := 16; h <= 60; h += step {
			out = append(out, [2]int{w, h})
		}
	}
	return out
}

// allPages is every page of v at w x h, one after the other.
func allPages(b *Board, v any, w, h int) string {
	var sb strings.Builder
	for p := range b.Pages(w, h) {
		sb.WriteString(b.Render(plain(), v, common.Selection{}, p, w, h))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// The screen standard: at every size from the pane of an 80x24 terminal
// up, the pages together show the whole busy table, and no word is cut.
func TestBusyTableFitsEveryPlan(t *testing.T) {
	b := NewBoard(bh.Default())
	v := busyGame()
	var want []string
	for _, h := range v.Heroes {
		want = append(want, h.Name+" ("+h.Player+")")
		if h.Space != "" {
			want = append(want, "@ "+b.name(h.Space))
		}
		for _, it := range h.Items {
			want = append(want, itemTag(it)+" "+it.Name)
		}
		for _, p := range h.Perks {
			want = append(want, "✦ "+p.Name)
		}
		for _, tok := range h.Tokens {
			want = append(want, "◆ "+tok)
		}
	}
	for _, m := range v.Monsters {
		want = append(want, m.Name, "@ "+b.name(m.Space), m.Task)
		for _, it := range m.Items {
			want = append(want, itemTag(it)+" "+it.Name)
		}
	}
	for _, vl := range v.Villagers {
		want = append(want, vl.Name+" @"+b.name(vl.Space)+" →"+b.name(vl.Safe))
	}
	for sp, items := range v.Items {
		want = append(want, b.name(sp)+":")
		for _, it := range items {
			want = append(want, itemTag(it)+" "+it.Name)
		}
	}
	want = append(want, "TERROR 0 1 2 3 4[5]6 ☠", "DECK 12/30", "BAG 41", "DISCARD 6", "PERKS 15", "FRENZY ☠M! The Mummy",
		"MONSTER CARD: Thief", "▶ now: strike 2 of 3", "scarabs 1 2 (6) 4 · 5 centre 3")
	f := b.frame(&v, common.Selection{})
	for _, sz := range sweep(t) {
		out := allPages(b, v, sz[0], sz[1])
		if strings.Contains(out, "more lines") {
			t.Errorf("%dx%d %v: the pages do not hold the busy table:\n%s", sz[0], sz[1], b.Pages(sz[0], sz[1]), out)
			continue
		}
		// Words are wrapped, never cut: the only "…" is the map key's
		// pointer to the next page.
		if n := strings.Count(out, "…") - strings.Count(out, "… more on the next pages"); n > 0 {
			t.Errorf("%dx%d: %d runs cut:\n%s", sz[0], sz[1], n, out)
		}
		// Read column by column, as the eye does.
		var cols []string
		for _, pg := range f.flow(b.plan(sz[0], sz[1])) {
			for _, c := range pg {
				var sb strings.Builder
				for _, l := range c.lines {
					sb.WriteString(l.Text() + " ")
				}
				cols = append(cols, strings.Join(strings.Fields(sb.String()), " "))
			}
		}
		text := strings.Join(cols, " | ")
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%dx%d %v: %q is in no column:\n%s", sz[0], sz[1], b.Pages(sz[0], sz[1]), w, strings.Join(cols, "\n"))
			}
		}
	}
}

// Pages follow the size alone: one page for a big room, two or three for
// the small ones, and the smallest sizes named in the screen standard get
// the plans the package doc promises.
func TestPages(t *testing.T) {
	b := NewBoard(bh.Default())
	for sz, want := range map[[2]int]string{
		{80, 19}:  "Map|Heroes|Monsters|Village",
		{76, 16}:  "Map|Heroes|Monsters|Village",
		{100, 25}: "Map|Heroes|Monsters & village",
		{80, 27}:  "Map|Heroes|Monsters & village",
		{80, 40}:  "Map|Heroes & monsters",
		{108, 34}: "Map & heroes|Monsters & village",
		{200, 60}: "Board",
		{30, 8}:   "Board",
	} {
		if got := strings.Join(b.Pages(sz[0], sz[1]), "|"); got != want {
			t.Errorf("%dx%d: pages %q, want %q", sz[0], sz[1], got, want)
		}
	}
	// A page out of range draws the first.
	if b.Render(plain(), midGame(), common.Selection{}, 9, 80, 19) != b.Render(plain(), midGame(), common.Selection{}, 0, 80, 19) {
		t.Error("page 9 of 3 is not the first page")
	}
}

// namePos finds each space's name in the map part of a page: the row and
// column of its first letter, right after its opening bracket.
func namePos(t *testing.T, b *Board, out string, w, h int) map[string][2]int {
	t.Helper()
	pg := b.plan(w, h).pageOf(0)
	rows := strings.Split(out, "\n")
	pos := map[string][2]int{}
	for _, s := range b.c.Spaces {
		for y := pg.mapR.y; y < pg.mapR.y+pg.mapR.h && y < len(rows); y++ {
			r := []rune(rows[y])
			row := string(r[pg.mapR.x:min(pg.mapR.x+pg.mapR.w, len(r))])
			for _, open := range "[≈»▶" {
				if i := strings.Index(row, string(open)+s.Name); i >= 0 {
					pos[s.ID] = [2]int{pg.mapR.x + len([]rune(row[:i])) + 1, y}
				}
			}
		}
		if _, ok := pos[s.ID]; !ok {
			t.Errorf("%dx%d: no %s on the map:\n%s", w, h, s.Name, out)
		}
	}
	return pos
}

// The map's height never depends on text that changes between turns: two
// views whose words differ (a crowded monster phase with a card in play,
// a quiet hero phase) put every space on the same cells.
func TestSpacesStayPut(t *testing.T) {
	b := NewBoard(bh.Default())
	quiet := midGame()
	quiet.Villagers, quiet.Items, quiet.Heroes = nil, nil, quiet.Heroes[:1]
	for _, sz := range append(paneSizes, [2]int{120, 30}, [2]int{160, 50}, [2]int{200, 60}) {
		w, h := sz[0], sz[1]
		a := namePos(t, b, b.Render(plain(), busyGame(), common.Selection{}, 0, w, h), w, h)
		c := namePos(t, b, b.Render(plain(), quiet, common.Selection{}, 0, w, h), w, h)
		for id, p := range a {
			if c[id] != p {
				t.Errorf("%dx%d: %s moved from %v to %v", w, h, id, p, c[id])
			}
		}
	}
}

// A click on a space's name, or on what stands under it, is a click on
// the space; a click elsewhere is none.
func TestAtFindsEverySpace(t *testing.T) {
	b := NewBoard(bh.Default())
	v := busyGame()
	for _, sz := range append(paneSizes, [2]int{160, 50}, [2]int{76, 16}) {
		w, h := sz[0], sz[1]
		out := b.Render(plain(), v, common.Selection{}, 0, w, h)
		for id, p := range namePos(t, b, out, w, h) {
			for k := range len([]rune(b.name(id))) {
				if got := b.At(v, 0, w, h, p[0]+k, p[1]); got != id {
					t.Errorf("%dx%d: At(%d,%d) on %q is %q", w, h, p[0]+k, p[1], b.name(id), got)
				}
			}
		}
		// The Archaeologist (▸A, the current hero) stands at the Docks.
		rows := strings.Split(out, "\n")
		found := false
		for y, r := range rows {
			if i := strings.Index(r, "▸A"); i >= 0 && y > 0 {
				x := len([]rune(r[:i]))
				if got := b.At(v, 0, w, h, x+1, y); got != "docks" {
					t.Errorf("%dx%d: At on the Archaeologist's letter is %q, want docks", w, h, got)
				}
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%dx%d: no ▸A on the map", w, h)
		}
		if got := b.At(v, 0, w, h, 0, 0); got != "" {
			t.Errorf("%dx%d: the banner is at %q", w, h, got)
		}
		if pages := b.Pages(w, h); len(pages) > 1 {
			if got := b.At(v, len(pages)-1, w, h, 10, 5); got != "" {
				t.Errorf("%dx%d: a text page has %q at 10,5", w, h, got)
			}
		}
	}
	if got := b.At("not a view", 0, 80, 19, 5, 5); got != "" {
		t.Errorf("At on a non-view: %q", got)
	}
}

// The monster card in play is drawn as a card, with every part and the
// step under way, at every width a column has; every page plan shows it,
// and the map page names it when it has a strip of words.
func TestCardInPlay(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	v.Phase = "monster"
	v.Card = &rh.CardView{Name: "Hypnotic Gaze", Items: 2, Event: "Hypnotic Gaze: whoever stands nearest to Dracula walks up to 3 spaces toward him.",
		Strikes: []string{"the frenzied Dracula", "the Creature"}, StrikeIDs: []string{v.Frenzied, "creature"}, Move: 2, Dice: 3, Step: "the event"}
	f := b.frame(&v, common.Selection{})
	for _, w := range []int{colMin, 40, 48, 80} {
		u := f.cardBox(w)
		var words []string
		for i, l := range u {
			if l.Width() > w {
				t.Errorf("%d wide: card line %d is %d wide", w, i, l.Width())
			}
			words = append(words, strings.Fields(strings.Trim(l.Text(), "│╭╮╰╯─ "))...)
		}
		flat := strings.Join(words, " ")
		for _, want := range []string{"MONSTER CARD: Hypnotic Gaze", "1 2 items from the bag", "2 Hypnotic Gaze: whoever stands nearest to Dracula walks up to 3 spaces toward him.",
			"3 strike: ☠D! the frenzied Dracula, ☠C the Creature move 2, 3 dice", "▶ now: the event"} {
			if !strings.Contains(flat, want) {
				t.Errorf("%d wide: the card lacks %q: %s", w, want, flat)
			}
		}
	}
	for _, sz := range append(paneSizes, [2]int{160, 50}) {
		out := allPages(b, v, sz[0], sz[1])
		if !strings.Contains(out, "╭─ MONSTER CARD: Hypnotic Gaze") || !strings.Contains(out, "▶ now: the event") {
			t.Errorf("%dx%d: no card:\n%s", sz[0], sz[1], out)
		}
		if pg := b.plan(sz[0], sz[1]).pages[0]; pg.strip.h >= 2 {
			if first := b.Render(plain(), v, common.Selection{}, 0, sz[0], sz[1]); !strings.Contains(first, "CARD Hypnotic Gaze  ▶ now: the event") {
				t.Errorf("%dx%d: the map page does not name the card:\n%s", sz[0], sz[1], first)
			}
		}
	}
	if out := allPages(b, midGame(), 80, 19); strings.Contains(out, "MONSTER CARD") {
		t.Error("a card is drawn with none in play")
	}
	if d := b.Describe(v); !strings.Contains(d, "Monster card in play: Hypnotic Gaze: 2 items; event: Hypnotic Gaze") {
		t.Errorf("Describe does not say the card:\n%s", d)
	}
}

// The turn line keeps what decides a turn in the narrowest room, and says
// how a game ended.
func TestBanner(t *testing.T) {
	b := NewBoard(bh.Default())
	for _, w := range []int{76, 80, 120} {
		out := strings.SplitN(b.Render(plain(), midGame(), common.Selection{}, 0, w, 24), "\n", 2)[0]
		for _, want := range []string{"TURN 3 · HERO PHASE", "▸M Ann — Mayor", "●●●○○ 3/5", "TERROR 3/7"} {
			if !strings.Contains(out, want) {
				t.Errorf("%d wide: the banner lacks %q: %q", w, want, out)
			}
		}
	}
	v := midGame()
	v.Over, v.Terror, v.Result = true, 7, "The terror level reached the skull: the village is lost."
	if out := b.Render(plain(), v, common.Selection{}, 0, 80, 19); !strings.HasPrefix(out, " GAME OVER · The terror level reached the skull: the village is lost.") {
		t.Errorf("game over banner: %q", strings.SplitN(out, "\n", 2)[0])
	}
	v.Terror, v.Result = 3, "A monster card was needed but the deck was empty: the heroes ran out of time."
	if out := b.Render(plain(), v, common.Selection{}, 0, 80, 19); !strings.HasPrefix(out, " GAME OVER · lost: the monster deck ran out") {
		t.Errorf("narrow game over banner: %q", strings.SplitN(out, "\n", 2)[0])
	}
}
