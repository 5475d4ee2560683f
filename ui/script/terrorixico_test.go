package script_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// A whole hot-seat game of TerroriXico plays through the script, and at
// each hand-over (before a player's turn) the state shown to the seat about
// to play holds their own hand but no other seat's hand, nor the name of a
// card another seat played face down.
func TestTerroriXicoWholeGameThroughTheScript(t *testing.T) {
	setup := rules.Setup{Game: "terrorixico", Seats: []string{"Ann", "Bob", "Cat"}, Seed: 5}
	start := sessions(t, setup)
	s := start("record")
	r := rand.New(rand.NewPCG(5, 6))
	var record []string
	var turns []int // for each ":state": the seat about to play
	checked := false
	for over, _ := s.Match.Over(); !over; over, _ = s.Match.Over() {
		p := s.Match.Prompt()
		if p.Seat >= 0 && strings.Contains(p.Text, "turn: play") {
			record = append(record, ":state")
			turns = append(turns, int(p.Seat))
			// The check itself catches a leak: the full view must not pass
			// it, nor the full view with only the player's own hand left
			// (another seat's face-down card still named).
			if !checked {
				full := jsonOf(t, s.Match.Game().View(rules.Chance))
				if downByOther(full, int(p.Seat)) {
					checked = true
					if txLeak(t, full, int(p.Seat)) == "" {
						t.Fatal("the full view passes the check for a leak")
					}
					for i, sv := range full["seats"].([]any) {
						if i != int(p.Seat) {
							delete(sv.(map[string]any), "hand")
						}
					}
					if leak := txLeak(t, full, int(p.Seat)); !strings.Contains(leak, "face-down") {
						t.Fatalf("named face-down cards of other seats pass the check (%q)", leak)
					}
				}
			}
		}
		id := rulestest.RandomAnswer(p, r).ID
		record = append(record, id)
		if _, err := s.Answer(p.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
	if len(turns) == 0 {
		t.Fatal("no player's turn was ever played")
	}
	if !checked {
		t.Fatal("no player ever played while another's card lay face down")
	}
	_, objs := run(t, start("replay"), strings.Join(record, "\n")+"\n")
	states, over, hidden := 0, false, 0
	for _, o := range objs {
		switch o["type"] {
		case "error":
			t.Fatalf("the script refused an answer: %v", o)
		case "over":
			over = true
			// The final view holds every seat's breakdown, and every hand.
			st := o["state"].(map[string]any)
			finals := 0
			for i, sv := range st["seats"].([]any) {
				seat := sv.(map[string]any)
				if _, ok := seat["vp"]; !ok || seat["hand_count"] != float64(len(asList(seat["hand"]))) {
					t.Fatalf("the over line's seat %d lacks its points or its hand: %v", i, seat)
				}
				if _, ok := seat["final"]; ok {
					finals++
				}
			}
			if st["over"] != true || finals == 0 {
				t.Fatalf("the over line's state is not the final view: %v", st)
			}
		case "state":
			if states >= len(turns) {
				t.Fatalf("more states than the %d turns", len(turns))
			}
			seat := turns[states]
			states++
			st := o["state"].(map[string]any)
			if leak := txLeak(t, st, seat); leak != "" {
				t.Fatalf("state %d, shown to seat %d: %s", states, seat, leak)
			}
			mine := st["seats"].([]any)[seat].(map[string]any)
			if h, _ := mine["hand"].([]any); len(h) == 0 || float64(len(h)) != mine["hand_count"] {
				t.Fatalf("state %d: seat %d is about to play but sees the hand %v (of %v cards)", states, seat, mine["hand"], mine["hand_count"])
			}
			if downByOther(st, seat) {
				hidden++
			}
		}
	}
	if states != len(turns) {
		t.Fatalf("%d states for %d turns", states, len(turns))
	}
	if hidden == 0 {
		t.Fatal("no state showed another seat's face-down card: the check of them checked nothing")
	}
	if !over {
		t.Fatal("the script never reached the end of the game")
	}
}

// txLeak says what a TerroriXico view (as the script writes it) shows seat
// that is not seat's to see, or "" if nothing.
func txLeak(t *testing.T, st map[string]any, seat int) string {
	t.Helper()
	for i, sv := range st["seats"].([]any) {
		if h, ok := sv.(map[string]any)["hand"]; ok && i != seat {
			return fmt.Sprintf("seat %d's hand %v shows", i, h)
		}
	}
	for _, lv := range st["lines"].([]any) {
		l := lv.(map[string]any)
		cards, _ := l["cards"].([]any)
		for _, cv := range cards {
			c := cv.(map[string]any)
			if c["face_down"] != true || c["owner"] == float64(seat) {
				continue
			}
			for _, k := range []string{"card", "name", "copies"} {
				if v, ok := c[k]; ok {
					return fmt.Sprintf("seat %v's face-down card in the %v line shows its %s %v", c["owner"], l["line"], k, v)
				}
			}
		}
	}
	return ""
}

// downByOther reports whether a card of a seat other than seat lies face
// down in the view st.
func downByOther(st map[string]any, seat int) bool {
	for _, lv := range st["lines"].([]any) {
		cards, _ := lv.(map[string]any)["cards"].([]any)
		for _, cv := range cards {
			c := cv.(map[string]any)
			if c["face_down"] == true && c["owner"] != float64(seat) {
				return true
			}
		}
	}
	return false
}

// jsonOf is v as the script writes it: through JSON.
func jsonOf(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// asList is a JSON list, or none.
func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

// At the table, through --script --table: the referee types the real
// box's cards by their printed number or by what they show alone, and
// corrects the table by hand; a refused correction changes nothing, and
// the record replays.
func TestTerroriXicoTableTypedCardsAndCorrections(t *testing.T) {
	setup := rules.Setup{Game: "terrorixico", Seats: []string{"Ann", "Bob"}, Mode: rules.Table}
	start := sessions(t, setup)
	s := start("record")
	var record []string
	for range 6 { // the opening hands: 3 cards of each to the discard pile
		record = append(record, "discard codex1")
	}
	record = append(record,
		"monster El Sombrerón: spirit; range 2, melee 2, shield 1, codex 1; first 5, second 2",
		"event Spooky Fog: melee +1, shield +2; trauma 1; vp 1",
		"event #4", // not asked: refused, a round holds one event
		"play range2",
		":adjust place p2 melee3 melee",
		":adjust return p1 range2 range",
		":adjust hand p1 4",
		":adjust todiscard p2 shield2",
		":adjust supply 7",
		":adjust vp p2 12",
		":adjust track p1 1",
		":adjust vp p2 -3", // refused
		":adjustments",
		":state",
	)
	lines, objs := run(t, s, strings.Join(record, "\n")+"\n")
	var errs []string
	var last map[string]any
	for _, o := range objs {
		switch o["type"] {
		case "error":
			errs = append(errs, o["error"].(string))
		case "state":
			last = o["state"].(map[string]any)
		}
	}
	if len(errs) != 2 || !strings.Contains(errs[1], "adjust vp p2 -3") {
		t.Fatalf("errors %q", errs)
	}
	out := strings.Join(lines, "\n")
	for _, want := range []string{
		`"text":"El Sombrerón joins the fight: 2 Range, 2 Melee, 1 Shield, 1 Codex."`,
		`"text":"Event/Boss Spooky Fog: melee +1, shield +2; trauma 1; vp 1"`,
		`"text":"Adjusted: Bob's Melee 3 is put face up in the Melee line."`,
		`"text":"Adjusted: Ann's Range 2 goes back from the Range line to the hand."`,
		`"text":"Adjusted: Ann holds 4 cards in hand (was 5)."`,
		`"text":"Adjusted: Bob's Shield 2 goes from the draw pile onto the discard pile."`,
		`"text":"Adjusted: 7 trauma cards left on the scoreboard (was 12)."`,
		`"text":"Adjusted: Bob has 12 V.P. (was 0)."`,
		`"text":"Adjusted: Ann's cube is on space 1 of the monster track (was 0)."`,
		`{"type":"adjustments","choices":[{"id":"adjust return p2 melee3 melee"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s", want)
		}
	}
	if last == nil {
		t.Fatal("no state")
	}
	seats := last["seats"].([]any)
	ann, bob := seats[0].(map[string]any), seats[1].(map[string]any)
	if last["trauma_left"].(float64) != 7 || bob["vp"].(float64) != 12 || ann["track"].(float64) != 1 || ann["hand_count"].(float64) != 4 {
		t.Fatalf("state after the corrections: %v", last)
	}
	if ev := last["events"].([]any); ev[0].(map[string]any)["name"] != "Spooky Fog" {
		t.Fatalf("the event %v", ev)
	}
	// The record, corrections and all, replays to the same game.
	again := start("replay")
	run(t, again, strings.Join(record, "\n")+"\n")
	if a, b := jsonOf(t, again.Match.Game().View(rules.Chance)), jsonOf(t, s.Match.Game().View(rules.Chance)); fmt.Sprint(a) != fmt.Sprint(b) {
		t.Fatalf("the replay differs:\n%v\n%v", a, b)
	}
}
