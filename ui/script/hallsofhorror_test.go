package script_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
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

// At the table the referee corrects Halls of Horror by hand through
// --script --table: :adjustments lists the corrections, :adjust makes one
// (logged as "Adjusted: …"), a value the table could not show is refused
// and changes nothing, and :undo takes one back.
func TestHallsOfHorrorCorrectionsThroughTheScript(t *testing.T) {
	setup := rules.Setup{Game: "hallsofhorror", Seats: []string{"Ann", "Bob", "Cat"}, Mode: rules.Table}
	start := sessions(t, setup)
	s := start("record")
	var record []string
	for p := s.Match.Prompt(); !p.Secret; p = s.Match.Prompt() { // the set-up, up to the first action card
		id := p.Choices[0].ID
		record = append(record, id)
		if _, err := s.Answer(p.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
	v := s.Match.Game().View(rules.Chance).(rh.View)
	ben, start1 := v.Seats[0].Participant, v.Seats[0].Cell
	record = append(record,
		":adjustments",
		":adjust health "+ben+" 6",
		":adjust adjust resolve "+ben+" 4", // the "adjust " of the ID may be there or not
		":adjust give "+ben+" knife",
		":adjust panicked "+ben,
		":adjust killer rage 2",
		":adjust killer stunned",
		":adjust exhaust "+start1,
		":adjust gifts "+v.Grid[1].Cell+" 1", // r1c2, face down: refused
		":adjust health "+ben+" 0",           // a death is the rules' business: refused
		":adjust killer health 12",
		":undo",
		":state",
		":quit")
	lines, objs := run(t, start("replay"), strings.Join(record, "\n")+"\n")
	var errs []string
	var last map[string]any
	adjusted := 0
	listed := false
	for _, o := range objs {
		switch o["type"] {
		case "error":
			errs = append(errs, o["error"].(string))
		case "adjustments":
			for _, c := range o["choices"].([]any) {
				if c.(map[string]any)["id"] == "adjust health "+ben+" 6" {
					listed = true
				}
			}
		case "event":
			if o["kind"] == "adjust" {
				adjusted++
			}
		case "state":
			last = o["state"].(map[string]any)
		}
	}
	out := strings.Join(lines, "\n")
	if !listed {
		t.Errorf(":adjustments does not list %q:\n%s", "adjust health "+ben+" 6", out)
	}
	if len(errs) != 2 || !strings.Contains(errs[0], "cannot adjust") || !strings.Contains(errs[1], "cannot adjust") {
		t.Errorf("errors %q", errs)
	}
	if adjusted != 8 {
		t.Errorf("%d adjustments logged, want 8:\n%s", adjusted, out)
	}
	for _, want := range []string{
		`"text":"Adjusted: Ann's ` + v.Seats[0].Name + ` has 6 HP (was 10).","kind":"adjust"`,
		`"text":"Adjusted: the Killer's rage is 2 (was 0).","kind":"adjust"`,
		`"text":"Corrected: took back \"adjust killer health 12\"","kind":"undo"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s", want)
		}
	}
	seat := last["seats"].([]any)[0].(map[string]any)
	killer := last["killer"].(map[string]any)
	var room map[string]any
	for _, r := range last["grid"].([]any) {
		if r.(map[string]any)["cell"] == start1 {
			room = r.(map[string]any)
		}
	}
	if seat["health"].(float64) != 6 || seat["resolve"].(float64) != 4 || seat["panicked"] != true || len(seat["items"].([]any)) != 1 ||
		killer["rage"].(float64) != 2 || killer["active"] != false || killer["health"].(float64) != 10 || room["exhausted"] != true {
		t.Errorf("the state after the corrections: seat %v, killer %v, room %v", seat, killer, room)
	}
}
