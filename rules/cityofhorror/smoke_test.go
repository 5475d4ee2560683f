package cityofhorror

import (
	"math/rand/v2"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func TestRandomGamesEnd(t *testing.T) {
	def := Definition(coh.Default())
	outcomes := map[string]int{}
	for i := range rulestest.Size(40, 200) {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		res, _, err := rulestest.PlayRandom(def, rules.Setup{Seats: seatNames(3 + i%4)}, rulestest.RandomAnswer, r, maxAnswers)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		outcomes[res.Outcome+" "+res.Reason]++
	}
	t.Log(outcomes)
}

// TestConform plays each mode and side at every seat count in the long
// suite; the short one plays half of those games, each mode and each side
// still at every seat count, and each mode with each side.
func TestConform(t *testing.T) {
	def := Definition(coh.Default())
	for i, mode := range []rules.Mode{rules.Digital, rules.Table, rules.Digital, rules.Table} {
		for n := 3; n <= 6; n++ {
			if !rulestest.Long && (n+i+i/2)%2 == 1 {
				continue
			}
			setup := rules.Setup{Game: "cityofhorror", Seats: seatNames(n), Seed: uint64(10*i + n), Mode: mode,
				Options: map[string]string{"side": []string{"a", "b"}[i/2]}}
			rulestest.Conform(t, def, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(uint64(i), uint64(n))), maxAnswers, nil)
		}
	}
}

func TestYouGrammar(t *testing.T) {
	def := Definition(coh.Default())
	rulestest.CheckYouGrammar(t, def, func(game int) rules.Setup {
		seats := seatNames(3 + game%4)
		seats[game%len(seats)] = "You"
		return rules.Setup{Seats: seats, Seed: uint64(game)}
	}, 20, rulestest.RandomAnswer)
}
