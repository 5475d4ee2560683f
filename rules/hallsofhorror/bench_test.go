package hallsofhorror

import (
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func BenchmarkRandomGame(b *testing.B) {
	rulestest.BenchRandomGames(b, Definition(hh.Default()), func(i int) rules.Setup {
		return rules.Setup{Seats: rulestest.Seats(2 + i%3), Options: map[string]string{optVariant: []string{hh.VariantA, hh.VariantB}[i/3%2]}}
	}, rulestest.RandomAnswer, maxAnswers)
}

// maxAnswers bounds a random game: the safety end stops every game after
// maxTurns turns, each of a few dozen answers at most.
const maxAnswers = 20000
