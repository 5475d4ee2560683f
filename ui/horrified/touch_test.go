package horrified

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
)

var (
	selMu    sync.Mutex
	selCache = map[string]common.Selection{}
)

// selection is what the app hands the board for the choice id under the
// cursor (ui/app fills it the same way): the ID and what a real game says
// it touches. It plays seeded random games of the shipped content until one
// offers id.
func selection(t testing.TB, id string) common.Selection {
	t.Helper()
	if id == "" {
		return common.Selection{}
	}
	return offered(t, id, func(c string) bool { return c == id })
}

// offered is the selection of the first choice a seeded random game offers
// that is wanted, cached under key.
func offered(t testing.TB, key string, want func(id string) bool) common.Selection {
	t.Helper()
	selMu.Lock()
	defer selMu.Unlock()
	if s, ok := selCache[key]; ok {
		return s
	}
	def := rh.Definition(bh.Default())
	for seed := 0; seed < 400; seed++ {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		g, err := def.New(rules.Setup{Seats: []string{"Ann", "Bob", "Cy", "Di", "Ed"}[:1+seed%5], Seed: uint64(seed),
			Options: map[string]string{"monsters": []string{"first", "novice", "standard", "challenging"}[seed%4]}})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 2000; step++ {
			if over, _ := g.Result(); over {
				break
			}
			p := g.Prompt()
			for _, c := range p.Choices {
				if want(c.ID) {
					s := common.Selection{ID: c.ID, Touch: g.(rules.Toucher).Touch(c.ID)}
					selCache[key] = s
					return s
				}
			}
			if len(p.Choices) == 0 {
				break
			}
			c := p.Choices[r.IntN(len(p.Choices))]
			if g, _, err = g.Apply(p.Seat, c.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no random game offers %q", key)
	return common.Selection{}
}

// The board marks the spaces a selection touches, from its Touch alone:
// the choice's ID is not read.
func TestSelectionTouchMarksItsSpace(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	none := b.Render(plain(), v, common.Selection{}, 0, 120, 40)
	out := b.Render(plain(), v, common.Selection{ID: "x", Touch: rules.Touch{Places: []string{"tower"}}}, 0, 120, 40)
	if !strings.Contains(out, "▶Tower◀") || strings.Count(out, "▶") != strings.Count(none, "▶")+1 {
		t.Errorf("a touch of the Tower does not mark the Tower alone:\n%s", out)
	}
	// Two places, seats and items: both spaces are marked.
	two := rules.Touch{Places: []string{"docks", "church"}, Seats: []rules.Seat{1}, Cards: []string{"knife-1"}}
	if out := b.Render(plain(), v, common.Selection{ID: "x", Touch: two}, 0, 120, 40); !strings.Contains(out, "▶Docks◀") || !strings.Contains(out, "▶Church◀") {
		t.Errorf("a touch of the Docks and the Church does not mark both:\n%s", out)
	}
	// An ID that names a space, with no touch, marks nothing; an unknown
	// place is no crash and marks nothing.
	for _, sel := range []common.Selection{{ID: "move docks"}, {ID: "move docks", Touch: rules.Touch{Places: []string{"nowhere"}}}} {
		if out := b.Render(plain(), v, sel, 0, 120, 40); out != none {
			t.Errorf("%+v changed the drawing:\n%s", sel, out)
		}
	}
	// A way a mover goes, as a real game offers it, marks its space.
	sel := offered(t, "path", func(id string) bool { return strings.HasPrefix(id, "path ") })
	if len(sel.Touch.Places) != 1 {
		t.Fatalf("%q touches %+v", sel.ID, sel.Touch)
	}
	if out := b.Render(plain(), v, sel, 0, 120, 40); !strings.Contains(out, "▶"+b.name(sel.Touch.Places[0])+"◀") {
		t.Errorf("%q does not mark %s:\n%s", sel.ID, sel.Touch.Places[0], out)
	}
}
