package script_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/sim/toy"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/script"
)

func start(t testing.TB, mode rules.Mode, seats ...string) *saves.Session {
	t.Helper()
	if len(seats) == 0 {
		seats = []string{"You"}
	}
	setup := rules.Setup{Game: "toy", Seats: seats, Seed: 1, Mode: mode, Options: map[string]string{"length": "short"}}
	s, _, err := saves.Start(saves.NewMemStore(), toy.Definition(), setup, "test", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	s.Now = func() time.Time { return time.Unix(0, 0) }
	return s
}

// run feeds input to a session and returns the output lines, decoded.
func run(t testing.TB, s *saves.Session, input string) ([]string, []map[string]any) {
	t.Helper()
	var out bytes.Buffer
	if err := script.Run(s, nil, strings.NewReader(input), &out); err != nil {
		t.Fatalf("Run: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	var objs []map[string]any
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("output line %q is not JSON: %v", l, err)
		}
		objs = append(objs, m)
	}
	return lines, objs
}

func types(objs []map[string]any) []string {
	var ts []string
	for _, o := range objs {
		ts = append(ts, o["type"].(string))
	}
	return ts
}

func TestPromptLineIsExactlyTheDocumentedShape(t *testing.T) {
	lines, _ := run(t, start(t, rules.Digital), "")
	want := `{"type":"prompt","seat":0,"chance":false,"secret":false,"text":"You, how far do you go?","choices":[{"id":"step 1","label":"Walk one step"},{"id":"step 2","label":"Run two steps"},{"id":"rest","label":"Rest (the ghost does not roll)"}]}`
	if lines[0] != want {
		t.Errorf("first line\n got %s\nwant %s", lines[0], want)
	}
	if lines[1] != `{"type":"saved","name":"test"}` || len(lines) != 2 {
		t.Errorf("at the end of input want one saved line, got %q", lines[1:])
	}
}

func TestDigitalPlayRunsToTheEndWithChanceAsEvents(t *testing.T) {
	s := start(t, rules.Digital)
	_, objs := run(t, s, strings.Repeat("step 2\n", 20))
	ts := types(objs)
	if n := len(ts); n < 3 || ts[n-2] != "over" || ts[n-1] != "saved" {
		t.Fatalf("want the game to end with over and saved, got %v", ts)
	}
	over, res := s.Match.Over()
	if !over {
		t.Fatal("the session's match is not over")
	}
	got := objs[len(objs)-2]["result"].(map[string]any)
	if got["outcome"] != res.Outcome || got["reason"] != res.Reason {
		t.Errorf("over line %v, match result %+v", got, res)
	}
	var draws, moves int
	for i, o := range objs {
		if o["type"] == "prompt" && o["chance"] == true {
			t.Errorf("line %d: a chance prompt in digital play: %v", i, o)
		}
		if o["type"] == "event" && o["kind"] == "chance" {
			draws++
			if !strings.HasPrefix(o["text"].(string), "drew: ghost ") {
				t.Errorf("chance event %v", o)
			}
			// The game's own event for the draw comes right after it.
			if next := objs[i+1]; next["kind"] != "ghost" {
				t.Errorf("after the draw %v comes %v, want the ghost's event", o, next)
			}
		}
		if o["type"] == "event" && o["kind"] == "move" {
			moves++
			if seats := o["seats"].([]any); len(seats) != 1 || seats[0] != 0.0 {
				t.Errorf("move event seats %v", o["seats"])
			}
		}
	}
	if draws == 0 || moves == 0 {
		t.Errorf("%d draws and %d moves shown, want some of each: %v", draws, moves, ts)
	}
	saved, err := s.Store.Load("test")
	if err != nil || len(saved.Log) != s.Match.Len() {
		t.Errorf("store has %d answers (%v), match %d", len(saved.Log), err, s.Match.Len())
	}
}

func TestBadLinesGetAnErrorAndTheSamePromptAndChangeNothing(t *testing.T) {
	s := start(t, rules.Digital)
	bad := []string{"nope", "STEP 1", ":foo", ":undo", "", "   ", ":save", ":save Bad/Name", ":save test", ":state now", ":quit now", "\xff\xfe"}
	lines, objs := run(t, s, strings.Join(bad, "\n")+"\n")
	if s.Match.Len() != 0 {
		t.Errorf("bad lines changed the match: %v", s.Match.Log())
	}
	// A prompt, then for each bad line an error and the prompt again.
	if len(objs) != 2+2*len(bad) {
		t.Fatalf("got %d lines for %d bad ones:\n%s", len(objs), len(bad), strings.Join(lines, "\n"))
	}
	for i := range bad {
		e, p := objs[1+2*i], lines[2+2*i]
		if e["type"] != "error" || e["error"] == "" {
			t.Errorf("line %q: got %v, want an error", bad[i], e)
		}
		if p != lines[0] {
			t.Errorf("line %q: after the error got %s, want the prompt again", bad[i], p)
		}
	}
	if msg := objs[5]["error"].(string); !strings.Contains(msg, ":undo, :state, :save NAME, :quit") {
		t.Errorf("unknown command error %q does not list the commands", msg)
	}
}

func TestTableModeAsksChanceWithWeightsAndUndoesIt(t *testing.T) {
	s := start(t, rules.Table)
	lines, objs := run(t, s, "step 1\nghost moves\n:undo\n:undo\n:quit\n")
	ts := types(objs)
	want := []string{"prompt", "event", "prompt", "event", "prompt", "event", "prompt", "event", "prompt", "saved"}
	if !slices.Equal(ts, want) {
		t.Fatalf("types %v, want %v\n%s", ts, want, strings.Join(lines, "\n"))
	}
	if lines[2] != `{"type":"prompt","seat":-1,"chance":true,"secret":false,"text":"Roll the ghost die.","choices":[{"id":"ghost stays","label":"The ghost stays put","weight":2},{"id":"ghost moves","label":"The ghost moves one closer","weight":3}]}` {
		t.Errorf("chance prompt %s", lines[2])
	}
	if objs[5]["kind"] != "undo" || objs[7]["kind"] != "undo" || lines[8] != lines[0] {
		t.Errorf("undo twice should come back to the first prompt: %v", objs[5:])
	}
	if s.Match.Len() != 0 {
		t.Errorf("log after two undos: %v", s.Match.Log())
	}
}

func TestStateIsTheFullViewAloneAndTheSeatsViewInHotSeat(t *testing.T) {
	viewer := func(o map[string]any) any { return o["state"].(map[string]any)["viewer"] }
	_, objs := run(t, start(t, rules.Digital), ":state\n")
	if objs[1]["type"] != "state" || viewer(objs[1]) != -1.0 {
		t.Errorf("solo state %v, want the full view (viewer -1)", objs[1])
	}
	_, objs = run(t, start(t, rules.Table, "A", "B"), ":state\n")
	if viewer(objs[1]) != -1.0 {
		t.Errorf("table state %v, want the full view", objs[1])
	}
	_, objs = run(t, start(t, rules.Digital, "A", "B"), ":state\nrest\n:state\n")
	if viewer(objs[1]) != 0.0 || objs[5]["type"] != "state" || viewer(objs[5]) != 1.0 {
		t.Errorf("hot-seat states %v and %v, want seat 0's then seat 1's view", objs[1], objs[5])
	}
	if objs[4]["seat"] != 1.0 {
		t.Errorf("after A rests the prompt should be B's: %v", objs[4])
	}
}

func TestSaveKeepsACopy(t *testing.T) {
	s := start(t, rules.Digital)
	_, objs := run(t, s, "rest\n:save copy\n:save copy\n")
	ts := types(objs)
	if !slices.Equal(ts, []string{"prompt", "event", "prompt", "saved", "prompt", "error", "prompt", "saved"}) {
		t.Fatalf("types %v", ts)
	}
	if objs[3]["name"] != "copy" || objs[7]["name"] != "test" {
		t.Errorf("saved lines %v and %v", objs[3], objs[7])
	}
	c, err := s.Store.Load("copy")
	if err != nil || len(c.Log) != 1 || c.Log[0].Choice != "rest" || c.Header.Setup.Game != "toy" {
		t.Errorf("copy %+v, %v", c, err)
	}
}

func TestOpeningEventsComeFirst(t *testing.T) {
	var out bytes.Buffer
	err := script.Run(start(t, rules.Digital), []rules.Event{{Kind: "setup", Text: "The lanterns are lit."}}, strings.NewReader(""), &out)
	if err != nil || !strings.HasPrefix(out.String(), `{"type":"event","text":"The lanterns are lit.","kind":"setup"}`+"\n") {
		t.Errorf("output %q, %v", out.String(), err)
	}
}

// FuzzScriptInput feeds arbitrary lines to a table-mode game: no line may
// panic, every output line is a known kind of JSON object, and every line
// that is neither a listed choice nor a command is answered by exactly one
// error and the same prompt.
func FuzzScriptInput(f *testing.F) {
	f.Add("step 1\nghost moves\n:undo\n:state\n")
	f.Add("rest\n:save x\n:save x\n:quit\n")
	f.Add("\n\n:\n::undo\n step 1 \nstep 1\r\n\xff\n")
	f.Add(strings.Repeat("step 2\nghost moves\n", 8) + "step 1\n")
	f.Fuzz(func(t *testing.T, input string) {
		s := start(t, rules.Table, "A", "B")
		var out bytes.Buffer
		if err := script.Run(s, nil, strings.NewReader(input), &out); err != nil {
			t.Fatalf("Run: %v", err)
		}
		var objs []map[string]any
		var raw []string
		for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			var o map[string]any
			if err := json.Unmarshal([]byte(l), &o); err != nil {
				t.Fatalf("output line %q: %v", l, err)
			}
			switch o["type"] {
			case "prompt", "event", "state", "error", "over", "saved":
			default:
				t.Fatalf("output line of unknown type: %s", l)
			}
			objs = append(objs, o)
			raw = append(raw, l)
		}
		if objs[len(objs)-1]["type"] != "saved" {
			t.Fatalf("last line %s, want saved", raw[len(raw)-1])
		}
		// Walk the input lines against the output: after each prompt, the
		// next input line was read.
		in := strings.SplitAfter(input, "\n")
		li := 0
		for i := 0; i < len(objs); i++ {
			if objs[i]["type"] != "prompt" || li >= len(in) || in[li] == "" {
				continue
			}
			line := strings.TrimRight(in[li], "\r\n")
			li++
			if good(objs[i], line) {
				continue
			}
			if i+2 >= len(objs) || objs[i+1]["type"] != "error" || raw[i+2] != raw[i] {
				t.Fatalf("bad line %q after prompt %s: want an error then the same prompt, got %v", line, raw[i], raw[i+1:min(i+3, len(raw))])
			}
		}
	})
}

// good reports whether a line could be accepted at prompt p: one of its
// choices or a well-formed command.
func good(p map[string]any, line string) bool {
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, ":") {
		cmd, arg, _ := strings.Cut(t, " ")
		switch cmd {
		case ":quit", ":state", ":undo":
			return arg == ""
		case ":save":
			return saves.ValidName(strings.TrimSpace(arg)) == nil
		}
		return false
	}
	for _, c := range p["choices"].([]any) {
		if c.(map[string]any)["id"] == t {
			return true
		}
	}
	return false
}

func TestOpeningDrawsShowAsChanceEvents(t *testing.T) {
	// A game that opens with a draw: the toy after a step, started from a
	// setup whose first prompt is the ghost die.
	def := toy.Definition()
	def.New = func(s rules.Setup) (rules.Game, error) {
		g, err := toy.New(s)
		if err != nil {
			return nil, err
		}
		g, _, err = g.Apply(0, "step 1")
		return g, err
	}
	setup := rules.Setup{Game: "toy", Seats: []string{"You"}, Seed: 1, Mode: rules.Digital}
	s, opening, err := saves.Start(saves.NewMemStore(), def, setup, "test", "test", time.Unix(0, 0))
	if err != nil || len(opening) == 0 || s.Match.Len() != 1 {
		t.Fatalf("start: %v, %v, %d answers", err, opening, s.Match.Len())
	}
	var out bytes.Buffer
	if err := script.Run(s, opening, strings.NewReader(""), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	want := `{"type":"event","text":"drew: ` + s.Match.Log()[0].Choice + `","kind":"chance"}`
	if lines[0] != want || !strings.Contains(lines[1], `"kind":"ghost"`) {
		t.Errorf("opening lines %q, want %s then the ghost's event", lines[:2], want)
	}
}

// The end of a game is a line like a prompt: the run stays until :quit or
// the end of the input, the over line holds the final view, everything face
// up, :state shows it again, an answer is refused, and the referee's :undo
// plays on.
func TestTheEndWaitsForQuitWithTheFinalView(t *testing.T) {
	s := start(t, rules.Table, "A", "B")
	for i := 0; i < 1000; i++ {
		if over, _ := s.Match.Over(); over {
			break
		}
		p := s.Match.Prompt()
		if _, err := s.Answer(p.Seat, p.Choices[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	n := s.Match.Len()
	_, objs := run(t, s, "step 2\n:state\n:undo\n:quit\nrest\n")
	// The line after :quit is never read.
	if ts := types(objs); !slices.Equal(ts, []string{"over", "error", "over", "state", "over", "event", "prompt", "saved"}) {
		t.Fatalf("from the end: %v", ts)
	}
	if v, ok := objs[0]["state"].(map[string]any); !ok || v["viewer"] != -1.0 {
		t.Errorf("the over line's state %v, want the full view (viewer -1)", objs[0]["state"])
	}
	if e := objs[1]["error"].(string); !strings.Contains(e, "the game is over") || !strings.Contains(e, ":quit") {
		t.Errorf("an answer after the end got %q", e)
	}
	if v := objs[3]["state"].(map[string]any); v["viewer"] != -1.0 {
		t.Errorf(":state after the end shows %v, want the full view", v)
	}
	if over, _ := s.Match.Over(); over || objs[5]["kind"] != "undo" || s.Match.Len() != n-1 {
		t.Errorf(":undo after the end did not take the last answer back (over %v, %d answers of %d)", over, s.Match.Len(), n)
	}
}
