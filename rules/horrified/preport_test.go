package horrified

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Saves recorded with the rules before they moved onto the shared step
// engine (issue 11): each replays to the same final view, and every prompt
// and event on the way reads the same (trace).

const preportFile = "testdata/preport.json"

type preportSave struct {
	Setup rules.Setup    `json:"setup"`
	Log   []rules.Answer `json:"log"`
	View  string         `json:"view"`  // sha256 of the final full view's JSON
	Trace string         `json:"trace"` // sha256 of every prompt and event on the way
}

// preportSetup is game i of the recording: 1 to 5 seats, presets and
// explicit monster lists, digital and table mode.
func preportSetup(i int) rules.Setup {
	monsters := []string{"first", "novice", "standard", "challenging", "mummy", "frankenstein,wolf_man", "invisible_man,creature", "dracula,mummy,wolf_man", "frankenstein"}
	opts := map[string]string{"monsters": monsters[i%len(monsters)]}
	mode := rules.Digital
	if i%3 == 2 {
		mode = rules.Table
	}
	return rules.Setup{Game: "horrified", Seats: rulestest.Seats(1 + i%5), Options: opts, Seed: uint64(1000 + i), Mode: mode}
}

// traceHash hashes what the world sees of a game on the way: every prompt
// (seat, text, choices with labels and weights) and every event.
type tracer struct{ h []byte }

func hashJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// traceOf replays log from setup step by step, hashing each prompt and the
// events of each answer.
func traceOf(t *testing.T, setup rules.Setup, log []rules.Answer) string {
	t.Helper()
	m, err := rules.NewMatch(propDef, setup)
	if err != nil {
		t.Fatal(err)
	}
	g := m.Game()
	sum := sha256.New()
	for i, a := range log {
		p := g.Prompt()
		b, _ := json.Marshal(p)
		sum.Write(b)
		if ad, ok := g.(rules.Adjuster); ok && setup.Mode == rules.Table && i%7 == 0 {
			b, _ = json.Marshal(ad.Adjustments())
			sum.Write(b)
		}
		next, ev, err := rules.Step(g, a)
		if err != nil {
			t.Fatalf("answer %d %q: %v", i, a.Choice, err)
		}
		b, _ = json.Marshal(ev)
		sum.Write(b)
		g = next
	}
	return hex.EncodeToString(sum.Sum(nil))
}

// TestRecordPreport writes the saves; run it only with the old rules:
// HAUNT_RECORD_PREPORT=1 go test -run TestRecordPreport ./rules/horrified/
func TestRecordPreport(t *testing.T) {
	if os.Getenv("HAUNT_RECORD_PREPORT") == "" {
		t.Skip("set HAUNT_RECORD_PREPORT=1 to record the saves")
	}
	var saves []preportSave
	for i := range 20 {
		setup := preportSetup(i)
		m, err := rules.NewMatch(propDef, setup)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for step := 0; step < 3000; step++ {
			if over, _ := m.Over(); over {
				break
			}
			p := m.Prompt()
			switch {
			case p.IsChance() && setup.Mode != rules.Table:
				_, err = m.Draw()
			case setup.Mode == rules.Table && step%11 == 5 && !p.IsChance():
				adj := m.Adjustments()
				before := m.Len()
				_, err = m.Adjust(adj[r.IntN(len(adj))].ID)
				if err != nil { // a refused adjustment is fine; answer instead
					err = nil
					if m.Len() != before {
						t.Fatal("a refused adjustment was logged")
					}
				}
			default:
				c := randomAnswer(p, r)
				_, err = m.Answer(p.Seat, c.ID)
			}
			if err != nil {
				t.Fatalf("game %d step %d: %v", i, step, err)
			}
		}
		s := preportSave{Setup: m.Setup(), Log: m.Log(), View: hashJSON(m.Game().View(rules.Chance))}
		s.Trace = traceOf(t, s.Setup, s.Log)
		saves = append(saves, s)
		t.Logf("game %d: %d answers, %s", i, len(s.Log), strconv.Quote(s.Setup.Options["monsters"]))
	}
	b, err := json.Marshal(saves)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(preportFile, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestSavesFromBeforeThePortReplay(t *testing.T) {
	b, err := os.ReadFile(preportFile)
	if err != nil {
		t.Fatal(err)
	}
	var saves []preportSave
	if err := json.Unmarshal(b, &saves); err != nil {
		t.Fatal(err)
	}
	if len(saves) < 20 {
		t.Fatalf("%d saves, want 20", len(saves))
	}
	for i, s := range saves {
		m, err := rules.Replay(propDef, s.Setup, s.Log)
		if err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
		if got := hashJSON(m.Game().View(rules.Chance)); got != s.View {
			t.Errorf("save %d (%v): the final view differs", i, s.Setup.Options)
		}
		if got := traceOf(t, s.Setup, s.Log); got != s.Trace {
			t.Errorf("save %d (%v): the prompts and events on the way differ", i, s.Setup.Options)
		}
	}
}
