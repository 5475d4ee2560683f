package script_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// A whole hot-seat game of City of Horror plays through --script: the
// answers of a game played at random (windows asked of anyone at the
// table included) go in as lines, and the script reaches the helicopter
// with no error, each ":state" showing only the seat asked or, while the
// table is asked, the public view.
func TestCityOfHorrorWholeGameThroughTheScript(t *testing.T) {
	setup := rules.Setup{Game: "cityofhorror", Seats: []string{"Ann", "Bob", "Cat", "Dee"}, Seed: 1}
	start := sessions(t, setup)
	// The record: a game played at random through the same match.
	s := start("record")
	r := rand.New(rand.NewPCG(1, 2))
	var record []string
	nobody := 0
	for over, _ := s.Match.Over(); !over; over, _ = s.Match.Over() {
		p := s.Match.Prompt()
		id := rulestest.RandomAnswer(p, r).ID
		if p.Seat == rules.Nobody {
			nobody++
			record = append(record, ":state")
		}
		record = append(record, id)
		if _, err := s.Answer(p.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
	if nobody == 0 {
		t.Fatal("the table was never asked")
	}
	_, objs := run(t, start("replay"), strings.Join(record, "\n")+"\n")
	var states int
	for _, o := range objs {
		switch o["type"] {
		case "error":
			t.Fatalf("the script refused an answer: %v", o)
		case "state":
			states++
			// While the table is asked, nobody's hand shows.
			for _, sv := range o["state"].(map[string]any)["seats"].([]any) {
				if cards, ok := sv.(map[string]any)["cards"]; ok {
					t.Fatalf("a hand shows while the table is asked: %v", cards)
				}
			}
		}
	}
	if states != nobody {
		t.Fatalf("%d states for %d questions to the table", states, nobody)
	}
	over := false
	for _, o := range objs {
		over = over || o["type"] == "over"
	}
	if !over {
		t.Fatal("the script never reached the end of the game")
	}
}
