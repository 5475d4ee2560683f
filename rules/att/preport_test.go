package att

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Saves recorded with the rules as they were before the port onto the
// shared step engine (issue 11): each one's setup, its log, and a hash of
// the full view it ends in. Replaying them must rebuild the same state.

const preportFile = "testdata/preport.json"

// preportSave is one recorded game. Log entries are "<seat> <source>
// <choice>", short so the file stays small.
type preportSave struct {
	Setup rules.Setup `json:"setup"`
	Log   []string    `json:"log"`
	Hash  string      `json:"hash"`
}

func encodeAnswer(a rules.Answer) string {
	return strconv.Itoa(int(a.Seat)) + " " + string(a.Source) + " " + a.Choice
}

func decodeAnswer(s string) (rules.Answer, error) {
	f := strings.SplitN(s, " ", 3)
	if len(f) != 3 {
		return rules.Answer{}, fmt.Errorf("bad log entry %q", s)
	}
	seat, err := strconv.Atoi(f[0])
	if err != nil {
		return rules.Answer{}, fmt.Errorf("bad log entry %q", s)
	}
	return rules.Answer{Seat: rules.Seat(seat), Source: rules.Source(f[1]), Choice: f[2]}, nil
}

func viewHash(g rules.Game) string {
	b, err := json.Marshal(g.View(rules.Chance))
	if err != nil {
		panic(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

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
	var saves []preportSave
	for i := range 20 {
		m := playPreport(t, def, i)
		s := preportSave{Setup: m.Setup(), Hash: viewHash(m.Game())}
		for _, a := range m.Log() {
			s.Log = append(s.Log, encodeAnswer(a))
		}
		saves = append(saves, s)
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
	var saves []preportSave
	if err := json.Unmarshal(b, &saves); err != nil {
		t.Fatal(err)
	}
	if len(saves) == 0 {
		t.Fatal("no saves")
	}
	def := Definition(ba.Default())
	for i, s := range saves {
		var log []rules.Answer
		for _, e := range s.Log {
			a, err := decodeAnswer(e)
			if err != nil {
				t.Fatal(err)
			}
			log = append(log, a)
		}
		m, err := rules.Replay(def, s.Setup, log)
		if err != nil {
			t.Errorf("save %d (%d seats, %s): %v", i, len(s.Setup.Seats), s.Setup.Mode, err)
			continue
		}
		if h := viewHash(m.Game()); h != s.Hash {
			t.Errorf("save %d (%d seats, %s): the replayed game ends in another state", i, len(s.Setup.Seats), s.Setup.Mode)
		}
	}
}
