package terrorixico

import (
	"math/rand/v2"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// maxAnswers bounds a random game: a stalled hunt stops every game after
// maxTurns turns, each of a few dozen answers at most.
const maxAnswers = 200000

func TestRandomGamesEnd(t *testing.T) {
	def := Definition(tx.Default())
	outcomes := map[string]int{}
	games := rulestest.Size(60, 200) // each seat count in each mode ten times, or more
	for i := range games {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		mode := []rules.Mode{rules.Digital, rules.Table}[i/3%2]
		setup := rules.Setup{Seats: rulestest.Seats(2 + i%3), Mode: mode}
		res, _, err := rulestest.PlayRandom(def, setup, rulestest.RandomAnswer, r, maxAnswers)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		outcomes[res.Reason]++
	}
	if outcomes["stalled"]*100 > games { // 3 of 200, or 1 of 60
		t.Fatalf("more than 1%% of random games stalled: %v", outcomes)
	}
	t.Log(outcomes)
}

// TestConform plays each mode twice at every seat count in the long suite;
// the short one plays half of those games, each mode still at every seat
// count.
func TestConform(t *testing.T) {
	def := Definition(tx.Default())
	for i, mode := range []rules.Mode{rules.Digital, rules.Table, rules.Digital, rules.Table} {
		for n := 2; n <= 4; n++ {
			if !rulestest.Long && (n+i+i/2)%2 == 1 {
				continue
			}
			setup := rules.Setup{Game: "terrorixico", Seats: rulestest.Seats(n), Seed: uint64(10*i + n), Mode: mode}
			rulestest.Conform(t, def, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(uint64(i), uint64(n))), maxAnswers, nil)
		}
	}
}

func TestYouGrammar(t *testing.T) {
	def := Definition(tx.Default())
	rulestest.CheckYouGrammar(t, def, func(game int) rules.Setup {
		seats := rulestest.Seats(2 + game%3)
		seats[game%len(seats)] = "You"
		return rules.Setup{Seats: seats, Seed: uint64(game), Mode: []rules.Mode{rules.Digital, rules.Table}[game/3%2]}
	}, 12, rulestest.RandomAnswer)
}

func TestSetupIsCheckedOnce(t *testing.T) {
	def := Definition(tx.Default())
	for _, s := range []rules.Setup{{Seats: rulestest.Seats(1)}, {Seats: rulestest.Seats(5)}, {Seats: rulestest.Seats(3), Options: map[string]string{"x": "y"}}} {
		if _, err := def.Start(s); err == nil {
			t.Fatalf("setup %+v was taken", s)
		}
	}
	if _, err := Definition(nil).Start(rules.Setup{Seats: rulestest.Seats(3)}); err == nil {
		t.Fatal("a game started without content")
	}
	if def.Name != "terrorixico" || def.Title != "TerroriXico" || def.MinSeats != 2 || def.MaxSeats != 4 || def.Reminder == "" {
		t.Fatalf("definition %+v", def)
	}
}

func BenchmarkRandomGame(b *testing.B) {
	rulestest.BenchRandomGames(b, Definition(tx.Default()), func(i int) rules.Setup {
		return rules.Setup{Seats: rulestest.Seats(2 + i%3)}
	}, rulestest.RandomAnswer, maxAnswers)
}
