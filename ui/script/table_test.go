package script_test

import (
	"strings"
	"testing"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// A whole physical game replays from a written record through --script
// --table: every draw and roll is a prompt with "chance":true.
func TestTableRecordReplaysThroughTheScript(t *testing.T) {
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Skip("no Horrified in this build")
	}
	setup := rules.Setup{Game: "horrified", Seats: []string{"Ann"}, Mode: rules.Table,
		Options: map[string]string{"monsters": "first", "heroes": "mayor"}}
	s, _, err := saves.Start(saves.NewMemStore(), def, setup, "record", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	record := []string{
		"perk hurry",
		"item rapier", "item rapier", "item fossil", "item kite", "item garlic", "item dart",
		"item shovel", "item torch", "item stake", "item stake", "item flower", "item flower",
		"pickup", "take all", "move fountain", "move bridge_w", "move camp", "advance creature", "use rapier-1", "end",
		"card thief", "item knife", "item knife", "path cave",
		"pickup", "take fossil-1", "advance creature", "use fossil-1", "end",
		"card thief", "item pistol", "item rifle", "die hit", "die power", "die blank", "discard rapier-2",
		"end", "card thief", "item torch", "item kite", "die hit", "die blank", "die hit",
		"end", "card thief", // all three are drawn: refused with the reason
		":adjust terror 6", ":adjust move creature cave", ":adjustments", ":undo", ":state",
	}
	lines, objs := run(t, s, strings.Join(record, "\n")+"\n")
	var chance, dice, errs int
	var last map[string]any
	for i, o := range objs {
		switch o["type"] {
		case "prompt":
			if o["chance"] == true {
				chance++
				if o["seat"].(float64) != -1 {
					t.Fatalf("a chance prompt for seat %v: %s", o["seat"], lines[i])
				}
			}
			if d, ok := o["dice"].(float64); ok && d > 0 {
				dice++
			}
		case "error":
			errs++
			if e := o["error"].(string); !strings.Contains(e, "Thief: all 3 copies have been drawn") {
				t.Errorf("error %q", e)
			}
		case "state":
			last = o["state"].(map[string]any)
		}
	}
	if errs != 1 || dice != 6 || chance < 31 {
		t.Errorf("%d errors, %d dice prompts, %d chance prompts", errs, dice, chance)
	}
	out := strings.Join(lines, "\n")
	for _, want := range []string{
		`"text":"The Creature attacks the Mayor with 3 dice: what does die 1 show?","choices":[{"id":"die hit","label":"Hit","weight":2},{"id":"die power","label":"Power","weight":1},{"id":"die blank","label":"Blank","weight":3}],"dice":3}`,
		`"text":"Adjusted: the terror level is set to 6 (was 4).","kind":"adjust"`,
		`"text":"Adjusted: the Creature is put at Cave (was at Camp).","kind":"adjust"`,
		`{"type":"adjustments","choices":[{"id":"adjust move mayor `,
		`"text":"Corrected: took back \"adjust move creature cave\"","kind":"undo"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s", want)
		}
	}
	if last["terror"].(float64) != 6 {
		t.Errorf("terror %v after the adjustment", last["terror"])
	}
	for _, a := range s.Match.Log() {
		if a.Source == rules.FromRNG {
			t.Fatalf("the app drew by itself: %+v", a)
		}
	}
}

func TestAdjustNeedsTableMode(t *testing.T) {
	_, objs := run(t, start(t, rules.Digital), ":adjust terror 1\n:adjustments\n:adjust\n")
	var errs []string
	for _, o := range objs {
		if o["type"] == "error" {
			errs = append(errs, o["error"].(string))
		}
	}
	if len(errs) != 3 || !strings.Contains(errs[0], "table mode") || !strings.Contains(errs[1], "table mode") || !strings.Contains(errs[2], ":adjust needs") {
		t.Fatalf("errors %q", errs)
	}
}

// hand is a toy of the later games: a card from a hand the app has never
// seen is named when it is played.
type hand struct{ played string }

func (h hand) Prompt() rules.Prompt {
	if h.played != "" {
		return rules.Prompt{Seat: 0, Text: "Over."}
	}
	return rules.Prompt{Seat: 0, Text: "Play a card.", Choices: []rules.Choice{{ID: "pass", Label: "Pass"}},
		Free: &rules.Free{Prefix: "play", Hint: "the name of the card played"}}
}

func (h hand) Apply(seat rules.Seat, id string) (rules.Game, []rules.Event, error) {
	c, err := rules.Check(h.Prompt(), seat, id)
	if err != nil {
		return h, nil, err
	}
	if c.ID != "pass" && c.Label != "Silver Bullet" {
		return h, nil, &rules.IllegalError{Seat: seat, Choice: id, Why: "no card is called " + c.Label}
	}
	return hand{played: c.Label}, []rules.Event{{Kind: "play", Text: "Played " + c.Label + "."}}, nil
}

func (h hand) View(rules.Seat) any          { return h }
func (h hand) Result() (bool, rules.Result) { return h.played != "", rules.Result{Outcome: "win"} }

func TestFreeAnswersReachTheGame(t *testing.T) {
	def := rules.Definition{Name: "hand", Title: "Hand", MinSeats: 1, MaxSeats: 1,
		New: func(rules.Setup) (rules.Game, error) { return hand{}, nil }}
	s, _, err := saves.Start(saves.NewMemStore(), def, rules.Setup{Game: "hand", Seats: []string{"Ann"}, Mode: rules.Table}, "hand", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	lines, objs := run(t, s, "play Wooden Stake\nplay Silver Bullet\n")
	if !strings.HasSuffix(lines[0], `"free":{"prefix":"play","hint":"the name of the card played"}}`) {
		t.Errorf("prompt %s", lines[0])
	}
	if objs[1]["type"] != "error" || !strings.Contains(objs[1]["error"].(string), "no card is called Wooden Stake") {
		t.Errorf("unknown card: %v", objs[1])
	}
	if l := s.Match.Log(); len(l) != 1 || l[0].Choice != "play Silver Bullet" {
		t.Errorf("log %v", l)
	}
}

// sessions opens new sessions of a registered game with setup, each in a
// store of its own: the record of a game and its replay through the
// script. The test skips when the build lacks the game.
func sessions(t *testing.T, setup rules.Setup) func(name string) *saves.Session {
	t.Helper()
	def, ok := games.Lookup(games.All(), setup.Game)
	if !ok {
		t.Skip("no " + setup.Game + " in this build")
	}
	return func(name string) *saves.Session {
		s, _, err := saves.Start(saves.NewMemStore(), def, setup, name, "test", time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}
