package att

import (
	"math/rand/v2"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
)

func BenchmarkRandomGame(b *testing.B) {
	def := Definition(ba.Default())
	answers := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		r := rand.New(rand.NewPCG(uint64(i), 1))
		seats := []string{"A", "B", "C", "D", "E"}[:1+i%5]
		g, err := def.New(rules.Setup{Seats: seats, Options: map[string]string{"length": []string{"normal", "long"}[i/5%2]}})
		if err != nil {
			b.Fatal(err)
		}
		for {
			if over, _ := g.Result(); over {
				break
			}
			p := g.Prompt()
			g, _, err = g.Apply(p.Seat, randomAnswer(p, r))
			if err != nil {
				b.Fatal(err)
			}
			answers++
		}
	}
	b.ReportMetric(float64(answers)/float64(b.N), "answers/game")
}

// randomAnswer answers at random: chance by weight, players uniformly but
// rarely stepping back, so random games make progress.
func randomAnswer(p rules.Prompt, r *rand.Rand) string {
	if p.IsChance() {
		c, _ := rules.Pick(p.Choices, r)
		return c.ID
	}
	c := p.Choices[r.IntN(len(p.Choices))]
	if (c.ID == "back" || c.ID == "cancel" || c.ID == "unmark") && r.IntN(4) > 0 {
		c = p.Choices[r.IntN(len(p.Choices))]
	}
	return c.ID
}
