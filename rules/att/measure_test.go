package att

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// TestMeasureLargestChoiceList reports the longest list of choices a seat
// is offered in 1,000 random 3-player games and 1,000 random Forgotten
// Secrets games, and the most dice combinations one prompt offers to
// spend: a long list is hard to read at 80x24 and often hides choices no
// one should take. It only reports (HAUNT_MEASURE=1 go test -run Measure
// -v ./rules/att/), so CI does not pay for it.
func TestMeasureLargestChoiceList(t *testing.T) {
	if os.Getenv("HAUNT_MEASURE") == "" {
		t.Skip("set HAUNT_MEASURE=1 to measure")
	}
	def := Definition(ba.Default())
	for _, seats := range []int{3, 1} {
		var most, mostSpends rules.Prompt
		for i := range 1000 {
			opts := map[string]string{"lost_charter": "on", "side": []string{"easy", "difficult"}[i%2]}
			if seats > 1 {
				opts["length"] = []string{"normal", "long"}[i/2%2]
			}
			watch := func(p rules.Prompt, r *rand.Rand) rules.Choice {
				if !p.IsChance() {
					if len(p.Choices) > len(most.Choices) {
						most = p
					}
					if spendIDs(p) > spendIDs(mostSpends) {
						mostSpends = p
					}
				}
				return randomAnswer(p, r)
			}
			r := rand.New(rand.NewPCG(uint64(i), 11))
			if _, _, err := rulestest.PlayRandom(def, rules.Setup{Seats: rulestest.Seats(seats), Options: opts}, watch, r, maxAnswers); err != nil {
				t.Fatalf("%d seats, game %d: %v", seats, i, err)
			}
		}
		t.Logf("%d seats: the largest choice list has %d choices at %q:\n%q", seats, len(most.Choices), most.Text, choiceIDs(most))
		t.Logf("%d seats: the most combinations to spend are %d, at %q:\n%q", seats, spendIDs(mostSpends), mostSpends.Text, choiceIDs(mostSpends))
	}
}

func choiceIDs(p rules.Prompt) []string {
	ids := make([]string, len(p.Choices))
	for i, c := range p.Choices {
		ids[i] = c.ID
	}
	return ids
}

// spendIDs counts the choices of p that spend dice: "overcome <combo>" and
// "gain <resource> <combo>".
func spendIDs(p rules.Prompt) int {
	n := 0
	for _, c := range p.Choices {
		if f := strings.Fields(c.ID); f[0] == "overcome" || f[0] == "gain" && len(f) > 2 {
			n++
		}
	}
	return n
}
