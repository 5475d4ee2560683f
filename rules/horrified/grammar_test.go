package horrified

import (
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Every prompt, label, event and result reads right for the solo seat named
// "You", for named seats, and for "You" beside a named seat, where another
// player's sentences have "you" as their object (issue 10).
func TestSentencesReadRightForYouAndForNames(t *testing.T) {
	c := bh.Default()
	var all []string
	for _, m := range c.Monsters {
		all = append(all, m.ID)
	}
	monsters := []string{"first", "novice", "standard", "challenging", strings.Join(all, ",")}
	seats := [][]string{{"You"}, rulestest.Seats(2), {"You", "Bob"}}
	games := rulestest.Size(12, 60)
	rulestest.CheckYouGrammar(t, Definition(c), func(i int) rules.Setup {
		mode := rules.Digital
		if i%2 == 1 {
			mode = rules.Table
		}
		return rules.Setup{Game: "horrified", Seats: seats[i%3], Mode: mode,
			Options: map[string]string{"monsters": monsters[i/6%len(monsters)]}}
	}, games, randomAnswer)
}
