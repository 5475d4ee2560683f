package hallsofhorror

import (
	"strings"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// Pages follow the size alone: one page for a big room, more for the
// small ones.
func TestPages(t *testing.T) {
	b := NewBoard(hh.Default())
	for sz, want := range map[[2]int]string{
		{80, 19}:  "House|Players|Killer & tray|Supply & key",
		{80, 24}:  "House|Players|Killer & tray|Supply & key",
		{120, 40}: "House & killer|Players",
		{160, 50}: "Board",
		{200, 60}: "Board",
		{40, 10}:  "Board",
	} {
		if got := strings.Join(b.Pages(sz[0], sz[1]), "|"); got != want {
			t.Errorf("%dx%d: pages %q, want %q", sz[0], sz[1], got, want)
		}
	}
	for w := 76; w <= 200; w += 12 {
		for h := 16; h <= 60; h += 5 {
			if n := len(b.Pages(w, h)); n == 0 || n > 7 || w >= 80 && h >= 19 && n > 4 {
				t.Errorf("%dx%d: %d pages", w, h, n)
			}
		}
	}
}

// The screen standard: at every size from the pane of an 80x24 terminal
// up, the pages together show the whole busiest table, and no word is
// cut: every room, participant, item, party of the combat, reward card and
// MC card.
func TestBusiestTableFitsEveryPlan(t *testing.T) {
	b := NewBoard(hh.Default())
	v := b.Busiest
	var want []string
	for _, r := range v.Grid {
		if r.Name != "" && !r.FaceDown && !r.Locked {
			want = append(want, strings.Fields(r.Name)...)
		}
	}
	for _, s := range v.Seats {
		want = append(want, s.Name+" ("+s.Player+")")
	}
	for _, it := range hh.Default().Items {
		want = append(want, it.Name)
	}
	for _, id := range v.MCHand {
		want = append(want, b.mcTitle(id))
	}
	want = append(want, "COMBAT", "SEARCH", "KILLER", "PARTICIPANTS", "MASTER OF THE CEREMONY", "SUPPLY", "KEY", "dropped:", "☠ Killer Attack", "✓ accepted")
	for w := 80; w <= 200; w += 20 {
		for h := 19; h <= 60; h += 7 {
			out := canvastest.RenderAll(b, v, common.Selection{}, w, h)
			if strings.Contains(out, "more lines") {
				t.Errorf("%dx%d %v: the pages do not hold the busiest table:\n%s", w, h, b.Pages(w, h), out)
				continue
			}
			if n := strings.Count(out, "…"); n > 0 {
				t.Errorf("%dx%d %v: %d runs cut:\n%s", w, h, b.Pages(w, h), n, out)
			}
			text := strings.Join(strings.Fields(out), " ")
			for _, x := range want {
				if !strings.Contains(text, x) {
					t.Errorf("%dx%d %v: %q is on no page:\n%s", w, h, b.Pages(w, h), x, out)
				}
			}
		}
	}
}
