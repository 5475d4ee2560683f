package att

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
)

// The room the game screen gives the board, from 80x24 to 200x60
// terminals, and the sizes around each threshold of pagesFor.
var roomSizes = func() [][2]int {
	var out [][2]int
	for _, w := range []int{76, 79, 80, 88, 95, 96, 100, 108, 120, 149, 150, 160, 200} {
		for _, h := range []int{16, 19, 23, 24, 25, 27, 29, 30, 34, 43, 44, 50, 60} {
			out = append(out, [2]int{w, h})
		}
	}
	return out
}()

func TestPagesByRoom(t *testing.T) {
	b := NewBoard()
	for _, c := range []struct {
		w, h int
		want string
	}{
		{80, 19, "River Dice Players Cards"},
		{76, 16, "River Dice Players Cards"},
		{100, 25, "Table Players Cards"},
		{80, 27, "Table Players Cards"},
		{108, 34, "Table Players"},
		{160, 50, "Table"},
		{200, 60, "Table"},
		{40, 10, "Table"},
	} {
		if got := strings.Join(b.Pages(c.w, c.h), " "); got != c.want {
			t.Errorf("%dx%d: pages %q, want %q", c.w, c.h, got, c.want)
		}
	}
	if w, h := b.MinSize(); w != 80 || h != 24 {
		t.Errorf("MinSize %dx%d, want 80x24", w, h)
	}
	// A page out of range draws the nearest one.
	v := seenBy(midGame(), 1)
	if b.Render(plain(), v, common.Selection{}, 9, 80, 19) != b.Render(plain(), v, common.Selection{}, 3, 80, 19) ||
		b.Render(plain(), v, common.Selection{}, -1, 80, 19) != b.Render(plain(), v, common.Selection{}, 0, 80, 19) {
		t.Error("a page out of range does not draw the nearest page")
	}
}

// essentials are words each view must show on some page, whatever the
// room: every location and encounter, every seat with its score and
// holdings, the viewer's hand, every track, pile and card on offer.
func essentials(v ra.View) []string {
	out := []string{"EXPEDITION", "Rumours " + itoa(len(v.Rumours)), "Encounters " + itoa(v.EncounterDeck), "Feats " + itoa(v.FeatDeck), "Bank Fo"}
	if e := v.Expedition; len(e) > 0 {
		tt := "TT [" + itoa(e[0]) + "]"
		for _, x := range e[1:] {
			tt += " " + itoa(x)
		}
		out = append(out, tt)
	}
	for _, l := range v.Locations {
		out = append(out, itoa(l.Slot)+" "+l.Name)
		if l.Encounter != nil {
			out = append(out, l.Encounter.Name)
		}
	}
	for _, s := range v.Seats {
		out = append(out, s.Player, "score "+itoa(s.Score))
		if handShut(s) {
			out = append(out, "hand: "+plural(s.HandCount, "card"))
		}
		for _, c := range s.Hand {
			out = append(out, c.Name+" "+itoa(c.Cost)+"Ft")
		}
		for _, sw := range s.Swag {
			out = append(out, sw.Name)
		}
		for _, a := range s.Achievements {
			out = append(out, "♦"+a)
		}
		if s.Obsession != nil {
			out = append(out, s.Obsession.Name)
		}
	}
	for _, sl := range v.TradingPost.Slots {
		if sl != nil {
			out = append(out, sl.Name+" "+itoa(sl.Cost)+"Tr")
		}
	}
	if sl := v.TradingPost.OldTop; sl != nil {
		out = append(out, "top: "+sl.Name)
	}
	for _, a := range v.Achievements {
		out = append(out, a.Name+" ✦")
	}
	for _, r := range v.Scenario {
		out = append(out, r.Combo)
	}
	if tr := v.Tray; tr != nil {
		out = append(out, "DICE", "re-rolls "+pips(tr.RerollsLeft, 2))
	}
	if o := v.Offer; o != nil {
		out = append(out, "TRADE OFFER", "asks "+orNothing(o.Take))
	}
	if v.Solo {
		out = append(out, "FORGOTTEN SECRETS", itoa(v.Forgotten)+" of "+itoa(v.ForgetNeed)+" forgotten")
	}
	for i, s := range v.Scores {
		out = append(out, itoa(i+1)+". "+s.Player+" "+itoa(s.Total))
	}
	return out
}

// Every size from 76x16 to 200x60 draws every page inside its room, and
// what the table holds is on some page: nothing is hidden for want of room.
func TestNothingHiddenOnSomePage(t *testing.T) {
	b := NewBoard()
	overBusy := busy()
	overBusy.Over, overBusy.Phase, overBusy.Tray, overBusy.Offer = true, "over", nil, nil
	overBusy.Scores = over().Scores
	views := map[string]ra.View{"busy": busy(), "mid-game": seenBy(midGame(), 1), "solo": solo(), "over": overBusy}
	for name, v := range views {
		// The achievements' IDs stand for their names in the seats.
		want := essentials(v)
		for i, w := range want {
			if id, ok := strings.CutPrefix(w, "♦"); ok {
				n, _ := (&frame{v: &v}).achName(id)
				want[i] = "♦" + n
			}
		}
		for _, sz := range roomSizes {
			all := ""
			for i, out := range pages(b, plain(), v, common.Selection{}, sz[0], sz[1]) {
				checkRoom(t, fmt.Sprintf("%s %dx%d page %d", name, sz[0], sz[1], i), out, sz[0], sz[1])
				all += out + "\n"
			}
			for _, w := range want {
				if !strings.Contains(all, w) {
					t.Errorf("%s %dx%d: %q is on no page:\n%s", name, sz[0], sz[1], w, all)
					break
				}
			}
		}
	}
}

// At finds the place drawn under a cell: each location's heading and box,
// each Trading Post slot, the Old Stock, the Rumours pile and the Map, on
// every page and in every room, and nothing elsewhere.
func TestAtFindsWhatIsDrawn(t *testing.T) {
	b := NewBoard()
	for name, v := range map[string]ra.View{"mid-game": seenBy(midGame(), 1), "busy": busy(), "solo": solo()} {
		places := map[string]string{} // drawn words -> place
		for _, l := range v.Locations {
			places[itoa(l.Slot)+" "+l.Name] = l.ID
		}
		for i, s := range v.TradingPost.Slots {
			if s != nil {
				places[itoa(i+1)+" "+s.Name] = ra.PostPlace(i)
			}
		}
		if v.TradingPost.OldTop != nil {
			places["Old Stock"] = ra.PlaceOldStock
		}
		places["Rumours "] = ra.PlaceRumours
		places["⚐Map"] = ra.PlaceMap
		found := map[string]bool{}
		for _, sz := range [][2]int{{80, 19}, {100, 25}, {80, 27}, {108, 34}, {160, 50}, {200, 60}} {
			for pg := range b.Pages(sz[0], sz[1]) {
				out := b.Render(plain(), v, common.Selection{}, pg, sz[0], sz[1])
				for y, row := range strings.Split(out, "\n") {
					for words, id := range places {
						for from := 0; ; {
							i := strings.Index(row[from:], words)
							if i < 0 {
								break
							}
							x := ansi.StringWidth(row[:from+i])
							for _, dx := range []int{0, ansi.StringWidth(words) - 1} {
								if got := b.At(v, pg, sz[0], sz[1], x+dx, y); got != id {
									t.Errorf("%s %dx%d page %d: At(%d, %d) on %q is %q, want %q:\n%s", name, sz[0], sz[1], pg, x+dx, y, words, got, id, out)
								}
							}
							found[id] = true
							from += i + len(words)
						}
					}
				}
				// The turn line's start and the cell past the room are
				// no place.
				if got := b.At(v, pg, sz[0], sz[1], 1, 0); got != "" {
					t.Errorf("%s %dx%d page %d: At(1, 0) is %q", name, sz[0], sz[1], pg, got)
				}
				if got := b.At(v, pg, sz[0], sz[1], sz[0], 1); got != "" {
					t.Errorf("%s %dx%d page %d: At past the right edge is %q", name, sz[0], sz[1], pg, got)
				}
			}
		}
		for _, id := range places {
			if !found[id] {
				t.Errorf("%s: %q is drawn nowhere At could find it", name, id)
			}
		}
	}
	// A whole location box is its place, not only its heading.
	v := seenBy(midGame(), 1)
	out := strings.Split(b.Render(plain(), v, common.Selection{}, 0, 80, 19), "\n")
	y := 1 + 2 // inside the first box of the left bank
	if !strings.HasPrefix(out[y], "│") {
		t.Fatalf("row %d is not inside a box: %q", y, out[y])
	}
	if got := b.At(v, 0, 80, 19, 5, y); got != "shrine" {
		t.Errorf("inside the Accursed Shrine's box: At is %q", got)
	}
	if got := b.At("not a view", 0, 80, 19, 5, y); got != "" {
		t.Errorf("At on another value: %q", got)
	}
}
