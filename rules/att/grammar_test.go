package att

import (
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Every prompt, label, event, result and table adjustment reads right for
// the solo seat named "You" (Forgotten Secrets), for named seats, and for
// "You" among named seats, where another player's sentences have "you" as
// their object (issue 10): in digital and table mode, with The Lost Charter
// on and off (solo always has it).
func TestSentencesReadRightForYouAndForNames(t *testing.T) {
	seats := [][]string{{"You"}, rulestest.Seats(2), {"You", "Bob"}, {"Ann", "You", "Cat"}, rulestest.Seats(5)}
	games := rulestest.Size(20, 80)
	onOff := []string{"on", "off"}
	rulestest.CheckYouGrammar(t, Definition(ba.Default()), func(i int) rules.Setup {
		s := seats[i%len(seats)]
		mode := rules.Digital
		if i/len(seats)%2 == 1 {
			mode = rules.Table
		}
		lc := onOff[i/10%2]
		if len(s) == 1 || len(s) == 5 {
			lc = "on" // solo and a fifth player need The Lost Charter
		}
		return rules.Setup{Game: "att", Seats: s, Mode: mode, Options: map[string]string{
			"lost_charter": lc,
			"obsessions":   onOff[i/20%2],
			"side":         []string{"easy", "difficult"}[i/40%2],
		}}
	}, games, randomAnswer)
}
