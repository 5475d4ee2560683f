package horrified

import (
	"math/rand/v2"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// Random legal games from the rules engine draw without a panic and inside
// the room at every step, with the choice under the cursor highlighted.
func TestRandomGamesDraw(t *testing.T) {
	c := bh.Default()
	def := rh.Definition(c)
	b := NewBoard(c)
	cm := plain()
	games := 12
	if testing.Short() {
		games = 3
	}
	sizes := [][2]int{{100, 30}, {120, 40}, {160, 50}}
	for i := 0; i < games; i++ {
		r := rand.New(rand.NewPCG(uint64(i), 42))
		seats := []string{"Ann", "Bob", "Cy", "Di", "Ed"}[:1+i%5]
		g, err := def.New(rules.Setup{Seats: seats, Options: map[string]string{"monsters": []string{"first", "novice", "standard", "challenging"}[i%4]}})
		if err != nil {
			t.Fatal(err)
		}
		canvastest.Play(t, g, r, 5000, func(step int, g rules.Game, p rules.Prompt) {
			if step%5 == 0 || p.Seat == rules.Chance && step%3 == 0 {
				view := g.View(p.Seat)
				if p.IsChance() {
					view = g.View(0)
				}
				var sel common.Selection
				if len(p.Choices) > 0 {
					sel.ID = p.Choices[r.IntN(len(p.Choices))].ID
					sel.Touch = g.(rules.Toucher).Touch(sel.ID)
				}
				sz := sizes[step%len(sizes)]
				out := b.Render(cm, view, sel, 0, sz[0], sz[1])
				if err := canvastest.Fits(out, sz[0], sz[1]); err != nil {
					t.Fatalf("game %d step %d: %v:\n%s", i, step, err, out)
				}
				if strings.Contains(out, "cannot draw") {
					t.Fatalf("game %d step %d: %s", i, step, out)
				}
				if d := b.Describe(view); strings.Contains(d, "\x1b") || !strings.Contains(d, "Terror ") {
					t.Fatalf("game %d step %d: Describe: %s", i, step, d)
				}
			}
		})
	}
}
