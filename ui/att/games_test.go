package att

import (
	"math/rand/v2"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// Random legal games from the rules engine draw without a panic and inside
// the room at every step, as the seat to answer sees them, with the choice
// under the cursor highlighted and no other seat's hand in sight.
func TestRandomGamesDraw(t *testing.T) {
	def := ra.Definition(ba.Default())
	b := NewBoard()
	cm := plain()
	games := rulestest.Size(3, 10)
	sizes := [][2]int{{110, 34}, {82, 28}, {66, 21}, {156, 46}}
	drawn, trays := 0, 0
	for i := 0; i < games; i++ {
		r := rand.New(rand.NewPCG(uint64(i), 42))
		seats := []string{"Ann", "Bea", "Cy", "Dov", "Eve"}[:1+i%5]
		opts := map[string]string{"side": []string{"easy", "difficult"}[i%2], "obsessions": []string{"off", "on"}[i/2%2]}
		g, err := def.Start(rules.Setup{Seats: seats, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		canvastest.Play(t, g, r, 20000, func(step int, g rules.Game, p rules.Prompt) {
			over, _ := g.Result()
			if step%3 == 0 || over {
				viewer := p.Seat
				if over {
					viewer = rules.Chance
				}
				view := g.View(viewer)
				sel := ""
				var touch rules.Touch
				if len(p.Choices) > 0 {
					sel = p.Choices[r.IntN(len(p.Choices))].ID
					touch = g.(rules.Toucher).Touch(sel)
				}
				sz := sizes[step%len(sizes)]
				selection := common.Selection{ID: sel, Touch: touch}
				all := pages(b, cm, view, selection, sz[0], sz[1])
				out := all[0]
				drawn++
				for pg, o := range all {
					if err := canvastest.Fits(o, sz[0], sz[1]); err != nil {
						t.Fatalf("game %d step %d page %d: %v:\n%s", i, step, pg, err, o)
					}
					if strings.Contains(o, "cannot draw") {
						t.Fatalf("game %d step %d: %s", i, step, o)
					}
				}
				d := b.Describe(view)
				if strings.Contains(d, "\x1b") || !strings.Contains(d, "Ancient Terrible Things") {
					t.Fatalf("game %d step %d: Describe: %s", i, step, d)
				}
				// The teaching: what the choice means, the reference and the
				// save's line, inside their width.
				teach := []string{b.Explain(cm, view, selection, sz[0]), b.Summary(view)}
				if step%30 == 0 {
					teach = append(teach, b.Reference(cm, view, sz[0]))
				}
				for _, x := range teach {
					if err := canvastest.Fits(x, sz[0], strings.Count(x, "\n")+1); err != nil || strings.Contains(x, "board: cannot") {
						t.Fatalf("game %d step %d: %v:\n%s", i, step, err, x)
					}
				}
				d += "\n" + strings.Join(teach, "\n") + "\n" + strings.Join(all, "\n")
				v := view.(ra.View)
				// A combination the prompt offers is one the tray lists and
				// marks.
				if v.Tray != nil && sz[1] >= 28 {
					for _, c := range v.Tray.Combos {
						if c.ID == sel {
							trays++
							if !strings.Contains(out, "▶") {
								t.Fatalf("game %d step %d: combination %q is not marked:\n%s", i, step, sel, out)
							}
						}
					}
				}
				if !p.IsChance() && !over {
					checkNoLeak(t, g.View(rules.Chance).(ra.View), v, p.Seat, d)
				}
			}
		})
	}
	if trays == 0 {
		t.Error("no game reached a combination under the cursor")
	}
	t.Logf("%d frames drawn, %d with a combination selected", drawn, trays)
}

// What the game says a choice touches is what the board highlights: the
// location a choice goes to, the Trading Post slot it buys, the dice it
// marks or spends, in random games, as the seat to answer sees them.
func TestGameTouchHighlights(t *testing.T) {
	def := ra.Definition(ba.Default())
	b := NewBoard()
	cm := plain()
	seen := map[string]int{}
	for i := range 6 {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		g, err := def.Start(rules.Setup{Seats: []string{"Ann", "Bea", "Cy", "Dov"}[:1+i%4]})
		if err != nil {
			t.Fatal(err)
		}
		canvastest.Play(t, g, r, 20000, func(step int, g rules.Game, p rules.Prompt) {
			if p.IsChance() {
				return
			}
			v := g.View(p.Seat).(ra.View)
			for _, c := range p.Choices {
				touch := g.(rules.Toucher).Touch(c.ID)
				var want []string
				kind := ""
				for _, pl := range touch.Places {
					for _, l := range v.Locations {
						if l.ID == pl {
							want, kind = append(want, "▶"+itoa(l.Slot)+" "+l.Name[:min(len(l.Name), 6)]), "location"
						}
					}
					for k, s := range v.TradingPost.Slots {
						if s != nil && pl == ra.PostPlace(k) {
							want, kind = append(want, "▶"+itoa(k+1)+" "+s.Name[:min(len(s.Name), 6)]), "slot"
						}
					}
				}
				for _, d := range touch.Dice {
					if v.Tray != nil && !v.Tray.Dice[d].Used {
						want, kind = append(want, "╔"+itoa(d+1)), "die"
					}
				}
				if len(want) == 0 || seen[kind] > 40 {
					continue
				}
				seen[kind]++
				out := strings.Join(pages(b, cm, v, common.Selection{ID: c.ID, Touch: touch}, 110, 34), "\n")
				for _, w := range want {
					if !strings.Contains(out, w) {
						t.Fatalf("game %d step %d: %q touches %+v, but %q is not drawn:\n%s", i, step, c.ID, touch, w, out)
					}
				}
			}
		})
	}
	for _, kind := range []string{"location", "slot", "die"} {
		if seen[kind] == 0 {
			t.Errorf("no choice touched a %s", kind)
		}
	}
	t.Logf("highlights checked: %v", seen)
}

// checkNoLeak fails when a card in another seat's hand (and in no hand the
// viewer may see, nor face up on the discard pile) shows in out.
func checkNoLeak(t *testing.T, full, seen ra.View, viewer rules.Seat, out string) {
	t.Helper()
	open := map[string]bool{full.FeatTop: true}
	for _, s := range seen.Seats {
		for _, c := range s.Hand {
			open[c.Name] = true
		}
	}
	for _, s := range full.Seats {
		if s.Seat == viewer {
			continue
		}
		for _, c := range s.Hand {
			if !open[c.Name] && strings.Contains(out, c.Name) {
				t.Fatalf("seen by seat %d: %s's card %q shows:\n%s", viewer, s.Player, c.Name, out)
			}
		}
	}
}
