package horrified

import (
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

func BenchmarkRandomGame(b *testing.B) {
	presets := []string{"first", "novice", "standard", "challenging"}
	rulestest.BenchRandomGames(b, Definition(bh.Default()), func(i int) rules.Setup {
		seats := []string{"A", "B", "C", "D", "E"}[:1+i%5]
		return rules.Setup{Seats: seats, Options: map[string]string{"monsters": presets[i%4]}}
	}, randomAnswer, maxAnswers)
}

// maxAnswers bounds a random game: Horrified games end in a few hundred
// answers.
const maxAnswers = 50000

// randomAnswer answers a prompt at random: chance by weight, players
// uniformly but rarely taking an action back, so random games make progress.
var randomAnswer = rulestest.Progress{Back: []string{"cancel", "back"}, Keep: 8}.Answer
