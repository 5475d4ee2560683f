package att

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Saves recorded with the rules as they were before the port onto the
// shared step engine (issue 11): each one's setup, its log, and a hash of
// the full view it ends in. Replaying them must rebuild the same state.

const preportFile = "testdata/preport.json"

// typedAnswers are free answers the table may type, tried now and then in
// table mode so the saves hold typed cards.
var typedAnswers = map[string][]string{
	"feat":      {"1 gain courage 2", "0 extra_reroll 1", "2 set_die", "Lucky Charm"},
	"discard":   {"1 gain courage 2"},
	"swag":      {"3 1 none as horror", "2 0 gain focus 1 pay courage 1"},
	"encounter": {"green 2 pair3 horror", "orange 3 run3 villain+pitfall", "red 4 block4 artifact"},
}

// playPreport plays game i through a Match: the random player of the
// benchmark, the match's draws in digital play, and in table mode the table
// answering chance, typing a card now and then and adjusting by hand.
func playPreport(t *testing.T, def rules.Definition, i int) *rules.Match {
	seats := []int{1, 3, 4, 5, 2}[i%5]
	mode := rules.Digital
	if i%2 == 1 {
		mode = rules.Table
	}
	opts := map[string]string{"lost_charter": "on", "side": []string{"easy", "difficult"}[i/3%2], "obsessions": []string{"off", "on"}[i/4%2]}
	if seats > 1 && i%3 == 2 && seats < 5 {
		opts["lost_charter"] = "off"
	}
	setup := rules.Setup{Game: "att", Seats: rulestest.Seats(seats), Options: opts, Seed: uint64(1000 + i), Mode: mode}
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatalf("game %d: %v", i, err)
	}
	r := rand.New(rand.NewPCG(uint64(i), 42))
	for step := 0; ; step++ {
		if over, _ := m.Over(); over {
			return m
		}
		if step > maxAnswers {
			t.Fatalf("game %d does not end", i)
		}
		p := m.Prompt()
		if p.IsChance() && mode == rules.Digital {
			if _, err := m.Draw(); err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			continue
		}
		if mode == rules.Table && r.IntN(40) == 0 {
			if adj := m.Adjustments(); len(adj) > 0 {
				_, _ = m.Adjust(adj[r.IntN(len(adj))].ID) // a refusal changes nothing
				continue
			}
		}
		if p.Free != nil && r.IntN(4) == 0 {
			texts := typedAnswers[p.Free.Prefix]
			if _, err := m.Answer(p.Seat, p.Free.Prefix+" "+texts[r.IntN(len(texts))]); err == nil {
				continue
			}
		}
		if _, err := m.Answer(p.Seat, randomAnswer(p, r).ID); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
}

// TestRecordPreportSaves writes the saves; run it only with the rules as
// they were before the port (HAUNT_RECORD_PREPORT=1).
func TestRecordPreportSaves(t *testing.T) {
	if os.Getenv("HAUNT_RECORD_PREPORT") == "" {
		t.Skip("set HAUNT_RECORD_PREPORT=1 to record the saves")
	}
	def := Definition(ba.Default())
	var saves []rulestest.RecordedSave
	for i := range 20 {
		saves = append(saves, rulestest.Record(t, playPreport(t, def, i), false))
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
	t.Logf("%d saves, %d bytes", len(saves), len(b))
}

func TestSavesFromBeforeThePortReplay(t *testing.T) {
	b, err := os.ReadFile(preportFile)
	if err != nil {
		t.Fatal(err)
	}
	rulestest.CheckRecordedSaves(t, Definition(ba.Default()), b, 20)
}
