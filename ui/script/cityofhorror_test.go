package script_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/saves"
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

// City of Horror's corrections by hand go through --script --table as
// ":adjust ID" lines: explosion markers, a location exploded and intact
// again, items lying on a location, food, a death and a life, and the
// hidden, safe, lifted, temporary-space and birth flags. Each is logged
// as "Adjusted: …", a refused one is an error that changes nothing, and
// the game the script ends in is the game the corrections made.
func TestCityOfHorrorCorrectionsThroughTheScript(t *testing.T) {
	setup := rules.Setup{Game: "cityofhorror", Seats: []string{"Ann", "Bob", "Cat", "Dee", "Eve"}, Seed: 1, Mode: rules.Table}
	start := sessions(t, setup)
	// A table game played at random up to the first move of 1:00, dealt
	// so that a Little Boy or Girl, a Grandpa or Granny and the Pregnant
	// Woman are in play.
	var s *saves.Session
	var record []string
	for seed := uint64(1); s == nil; seed++ {
		if seed > 50 {
			t.Fatal("no deal of 50 puts every flagged character in play")
		}
		s, record = start("record"), nil
		r := rand.New(rand.NewPCG(seed, 3))
		for s.Match.Game().View(rules.Chance).(cityofhorror.View).Phase != cityofhorror.PhaseMoves {
			p := s.Match.Prompt()
			id := rulestest.RandomAnswer(p, r).ID
			record = append(record, id)
			if _, err := s.Answer(p.Seat, id); err != nil {
				t.Fatal(err)
			}
		}
		dealt := map[string]bool{}
		for _, c := range s.Match.Game().View(rules.Chance).(cityofhorror.View).Characters {
			if c.Location != "" {
				dealt[c.ID] = true
			}
		}
		if !(dealt["little-boy"] || dealt["little-girl"]) || !(dealt["grandpa"] || dealt["granny"]) || !dealt["pregnant-woman"] {
			s = nil
		}
	}
	// One correction of each kind, made on the record as the script will.
	var made []string
	adjust := func(prefix string) string {
		t.Helper()
		for _, c := range s.Match.Game().(rules.Adjuster).Adjustments() {
			if strings.HasPrefix(c.ID, prefix) {
				if _, err := s.Adjust(c.ID); err == nil {
					made = append(made, c.ID)
					return c.ID
				}
			}
		}
		t.Fatalf("no correction %q* is taken", prefix)
		return ""
	}
	adjust("adjust markers water-tower ")
	adjust("adjust exploded water-tower")
	adjust("adjust intact water-tower")
	adjust("adjust lying cards ")
	adjust("adjust lying antidotes ")
	adjust("adjust food ")
	dead := strings.TrimPrefix(adjust("adjust dead "), "adjust dead ")
	adjust("adjust alive " + dead + " ")
	adjust("adjust hidden ")
	adjust("adjust not-hidden ")
	adjust("adjust safe ")
	adjust("adjust lifted ")
	adjust("adjust extra ")
	adjust("adjust born ")

	lines := append([]string{}, record...)
	for i, id := range made {
		if i%2 == 1 {
			id = strings.TrimPrefix(id, "adjust ") // the script takes either
		}
		lines = append(lines, ":adjust "+id)
	}
	lines = append(lines, ":adjust markers water-tower 9", ":adjustments", ":state")
	replay := start("replay")
	_, objs := run(t, replay, strings.Join(lines, "\n")+"\n")
	var adjusted, errs []string
	listed := false
	for _, o := range objs {
		switch o["type"] {
		case "event":
			if o["kind"] == "adjust" {
				adjusted = append(adjusted, o["text"].(string))
			}
		case "error":
			errs = append(errs, o["error"].(string))
		case "adjustments":
			listed = len(o["choices"].([]any)) > 0
		}
	}
	if len(errs) != 1 || !strings.Contains(errs[0], "no such adjustment now") {
		t.Fatalf("errors %q, want the one refusal of 9 markers", errs)
	}
	if len(adjusted) != len(made) || !listed {
		t.Fatalf("%d corrections logged for %d made (%q), adjustments listed %v", len(adjusted), len(made), adjusted, listed)
	}
	for _, text := range adjusted {
		if !strings.HasPrefix(text, "Adjusted: ") {
			t.Fatalf("a correction logged %q", text)
		}
	}
	if rulestest.ViewHash(replay.Match.Game()) != rulestest.ViewHash(s.Match.Game()) {
		t.Fatal("the script's corrections made another game than the record's")
	}
}
