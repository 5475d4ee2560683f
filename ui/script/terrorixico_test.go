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
