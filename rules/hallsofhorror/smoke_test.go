package hallsofhorror

import (
	"math/rand/v2"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func TestRandomGamesEnd(t *testing.T) {
	def := Definition(hh.Default())
	outcomes := map[string]int{}
	for i := range rulestest.Size(36, 300) { // each seat count with each variant and side twice, or more
		r := rand.New(rand.NewPCG(uint64(i), 7))
		setup := rules.Setup{Seats: rulestest.Seats(2 + i%3), Options: map[string]string{
			optVariant: []string{hh.VariantA, hh.VariantB, variantMix}[i/3%3], optSide: []string{sideBasic, sideAdv}[i/9%2]}}
		res, _, err := rulestest.PlayRandom(def, setup, rulestest.RandomAnswer, r, maxAnswers)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		outcomes[res.Outcome+" "+res.Reason]++
	}
	t.Log(outcomes)
}

// TestConform plays four setups at every seat count in the long suite;
// the short one plays half of those games: every setup, and each mode
// still at every seat count.
func TestConform(t *testing.T) {
	def := Definition(hh.Default())
	for i, mode := range []rules.Mode{rules.Digital, rules.Table, rules.Digital, rules.Table} {
		for n := 2; n <= 4; n++ {
			if !rulestest.Long && (n+i+i/2)%2 == 1 {
				continue
			}
			setup := rules.Setup{Game: "hallsofhorror", Seats: rulestest.Seats(n), Seed: uint64(10*i + n), Mode: mode,
				Options: map[string]string{optVariant: []string{hh.VariantA, hh.VariantB, variantMix, hh.VariantA}[i],
					optSide: []string{sideBasic, sideAdv}[i%2]}}
			rulestest.Conform(t, def, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(uint64(i), uint64(n))), maxAnswers, nil)
		}
	}
}

func TestYouGrammar(t *testing.T) {
	def := Definition(hh.Default())
	rulestest.CheckYouGrammar(t, def, func(game int) rules.Setup {
		seats := rulestest.Seats(2 + game%3)
		seats[game%len(seats)] = "You"
		return rules.Setup{Seats: seats, Seed: uint64(game), Options: map[string]string{optSide: []string{sideBasic, sideAdv}[game/3%2]}}
	}, 30, rulestest.RandomAnswer)
}

func TestSetupIsCheckedOnce(t *testing.T) {
	def := Definition(hh.Default())
	for _, s := range []rules.Setup{
		{Seats: rulestest.Seats(1)},
		{Seats: rulestest.Seats(5)},
		{Seats: rulestest.Seats(3), Options: map[string]string{optVariant: "c"}},
		{Seats: rulestest.Seats(3), Options: map[string]string{"killer": "x"}},
	} {
		if _, err := def.Start(s); err == nil {
			t.Fatalf("setup %+v was taken", s)
		}
	}
	if _, err := Definition(nil).Start(rules.Setup{Seats: rulestest.Seats(3)}); err == nil {
		t.Fatal("a game started without content")
	}
}
