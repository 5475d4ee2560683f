package script_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// A whole hot-seat game of Halls of Horror plays through the script, and
// while a seat picks its action card in secret the state it is shown holds
// no other seat's card, nor the Master of the Ceremony's hand (the MC's
// own secret pick shows them their hand).
func TestHallsOfHorrorWholeGameThroughTheScript(t *testing.T) {
	setup := rules.Setup{Game: "hallsofhorror", Seats: []string{"Ann", "Bob", "Cat", "Dee"}, Seed: 3}
	start := sessions(t, setup)
	s := start("record")
	r := rand.New(rand.NewPCG(3, 4))
	var record []string
	secret := 0
	var picks []bool // for each secret prompt: is it an action card (not the MC's pick)?
	for over, _ := s.Match.Over(); !over; over, _ = s.Match.Over() {
		p := s.Match.Prompt()
		id := rulestest.RandomAnswer(p, r).ID
		if p.Secret {
			secret++
			record = append(record, ":state")
			picks = append(picks, strings.Contains(p.Text, "action card"))
		}
		record = append(record, id)
		if _, err := s.Answer(p.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
	if secret == 0 {
		t.Fatal("no action card was ever chosen in secret")
	}
	_, objs := run(t, start("replay"), strings.Join(record, "\n")+"\n")
	states, over := 0, false
	for _, o := range objs {
		switch o["type"] {
		case "error":
			t.Fatalf("the script refused an answer: %v", o)
		case "over":
			over = true
		case "state":
			states++
			if states > len(picks) || !picks[states-1] {
				continue // the MC's own pick: its hand is theirs to see
			}
			st := o["state"].(map[string]any)
			for _, sv := range st["seats"].([]any) {
				if a, ok := sv.(map[string]any)["action"]; ok {
					t.Fatalf("an action card (%v) shows while a seat picks in secret", a)
				}
			}
			if h, ok := st["mc_hand"]; ok {
				t.Fatalf("the MC's hand (%v) shows while a seat picks its action", h)
			}
		}
	}
	if states != secret {
		t.Fatalf("%d states for %d secret picks", states, secret)
	}
	if !over {
		t.Fatal("the script never reached the end of the game")
	}
}
