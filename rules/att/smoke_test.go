package att

import (
	"math/rand/v2"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Random games end. Each 40 games in a row play every seat count with
// every length, obsessions and side once: the short suite's 40 and the
// long one's 300.
func TestRandomGamesEnd(t *testing.T) {
	def := Definition(ba.Default())
	outcomes := map[string]int{}
	for i := range rulestest.Size(40, 300) {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		seats := []string{"A", "B", "C", "D", "E"}[:1+i%5]
		opts := map[string]string{"length": []string{"normal", "long"}[i/5%2], "obsessions": []string{"on", "off"}[i/10%2], "side": []string{"easy", "difficult"}[i/20%2]}
		res, _, err := rulestest.PlayRandom(def, rules.Setup{Seats: seats, Options: opts}, randomAnswer, r, maxAnswers)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		outcomes[res.Outcome+" "+res.Reason]++
	}
	t.Log(outcomes)
}
