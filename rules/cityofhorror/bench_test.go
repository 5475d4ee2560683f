package cityofhorror

import (
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func BenchmarkRandomGame(b *testing.B) {
	rulestest.BenchRandomGames(b, Definition(coh.Default()), func(i int) rules.Setup {
		return rules.Setup{Seats: seatNames(3 + i%4), Options: map[string]string{"side": []string{"a", "b"}[i/4%2]}}
	}, rulestest.RandomAnswer, maxAnswers)
}

// maxAnswers bounds a random game: City of Horror games end in a few
// hundred answers.
const maxAnswers = 5000

// seatNames returns n seat names, "Ann", "Bob", ... (up to six).
func seatNames(n int) []string { return []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}[:n] }
