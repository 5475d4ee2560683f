package att

import (
	"math/rand/v2"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
)

func TestRandomGamesEnd(t *testing.T) {
	def := Definition(ba.Default())
	outcomes := map[string]int{}
	for i := range 300 {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		seats := []string{"A", "B", "C", "D", "E"}[:1+i%5]
		opts := map[string]string{"length": []string{"normal", "long"}[i/5%2], "obsessions": []string{"on", "off"}[i/10%2], "side": []string{"easy", "difficult"}[i/20%2]}
		g, err := def.New(rules.Setup{Seats: seats, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for ; n < 100000; n++ {
			if over, res := g.Result(); over {
				outcomes[res.Outcome+" "+res.Reason]++
				break
			}
			p := g.Prompt()
			if len(p.Choices) == 0 {
				t.Fatalf("game %d: no choices at %q", i, p.Text)
			}
			id := randomAnswer(p, r)
			g, _, err = g.Apply(p.Seat, id)
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
		}
		if n == 100000 {
			t.Fatalf("game %d does not end", i)
		}
	}
	t.Log(outcomes)
}
