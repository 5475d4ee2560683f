package att

import (
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func BenchmarkRandomGame(b *testing.B) {
	rulestest.BenchRandomGames(b, Definition(ba.Default()), func(i int) rules.Setup {
		seats := []string{"A", "B", "C", "D", "E"}[:1+i%5]
		return rules.Setup{Seats: seats, Options: map[string]string{"length": []string{"normal", "long"}[i/5%2]}}
	}, randomAnswer, maxAnswers)
}

// maxAnswers bounds a random game: ATT games end in a few hundred answers.
const maxAnswers = 100000

// randomAnswer answers at random: chance by weight, players uniformly but
// rarely stepping back (nor taking back a die they marked), so random games
// make progress.
var randomAnswer = rulestest.Progress{Back: []string{"back", "cancel", "unmark"}, Keep: 4}.Answer
