package horrified

import (
	"math/rand/v2"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// Random legal games from the rules engine draw every page without a panic
// and inside the room at every step, with the choice under the cursor
// highlighted; what the choice means, the reference and the summary are
// said in their width, and a click anywhere finds a space or nothing.
func TestRandomGamesDraw(t *testing.T) {
	c := bh.Default()
	def := rh.Definition(c)
	b := NewBoard(c)
	cm := plain()
	games := rulestest.Size(3, 12)
	sizes := append([][2]int{{76, 16}, {160, 50}}, paneSizes...)
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
				for page := range b.Pages(sz[0], sz[1]) {
					out := b.Render(cm, view, sel, page, sz[0], sz[1])
					if err := canvastest.Fits(out, sz[0], sz[1]); err != nil {
						t.Fatalf("game %d step %d page %d: %v:\n%s", i, step, page, err, out)
					}
					if strings.Contains(out, "cannot draw") || strings.Contains(out, "more lines") {
						t.Fatalf("game %d step %d page %d: %s", i, step, page, out)
					}
				}
				if id := b.At(view, 0, sz[0], sz[1], r.IntN(sz[0]), r.IntN(sz[1])); id != "" && b.name(id) == id {
					t.Fatalf("game %d step %d: At found %q, not a space", i, step, id)
				}
				for _, text := range []string{b.Explain(cm, view, sel, 40), b.Reference(cm, view, 40)} {
					for _, l := range strings.Split(text, "\n") {
						if canvas.Width(l) > 40 {
							t.Fatalf("game %d step %d: %q is wider than 40", i, step, l)
						}
					}
				}
				if s := b.Summary(view); s == "" || strings.Contains(s, "\n") {
					t.Fatalf("game %d step %d: summary %q", i, step, s)
				}
				if d := b.Describe(view); strings.Contains(d, "\x1b") || !strings.Contains(d, "Terror ") {
					t.Fatalf("game %d step %d: Describe: %s", i, step, d)
				}
			}
		})
	}
}
