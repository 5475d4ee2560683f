package horrified

import (
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

// TestRecordPreport writes the saves; run it only with the old rules:
// HAUNT_RECORD_PREPORT=1 go test -run TestRecordPreport ./rules/horrified/
func TestRecordPreport(t *testing.T) {
	if os.Getenv("HAUNT_RECORD_PREPORT") == "" {
		t.Skip("set HAUNT_RECORD_PREPORT=1 to record the saves")
	}
	var saves []rulestest.RecordedSave
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
		s := rulestest.Record(t, m, true)
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

// TestRehashPreport keeps the saves' answers and hashes again what they
// show, after a change of words (a prompt, a label, an event) or a view
// field added: run it only when the games themselves are unchanged, once
// checked that each save still replays through the same states:
// HAUNT_REHASH_PREPORT=1 go test -run TestRehashPreport ./rules/horrified/
func TestRehashPreport(t *testing.T) {
	if os.Getenv("HAUNT_REHASH_PREPORT") == "" {
		t.Skip("set HAUNT_REHASH_PREPORT=1 to hash the saves again")
	}
	b, err := os.ReadFile(preportFile)
	if err != nil {
		t.Fatal(err)
	}
	var saves []rulestest.RecordedSave
	if err := json.Unmarshal(b, &saves); err != nil {
		t.Fatal(err)
	}
	for i, s := range saves {
		m, err := rules.Replay(propDef, s.Setup, s.Log)
		if err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
		saves[i].View = rulestest.ViewHash(m.Game())
		if s.Trace != "" {
			saves[i].Trace = rulestest.TraceHash(t, propDef, s.Setup, s.Log)
		}
	}
	if b, err = json.Marshal(saves); err != nil {
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
	rulestest.CheckRecordedSaves(t, propDef, b, 20)
}
