package rulestest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/hauntgames/haunt/rules"
)

// RecordedSave is one game as an earlier version of a game's rules played
// it: its setup, its answers, and hashes of what it showed. Players' saves
// must keep replaying whatever the rules' code becomes, so a game's tests
// keep files of these (recorded once, with the old code) and replay them
// with CheckRecordedSaves.
type RecordedSave struct {
	Setup rules.Setup    `json:"setup"`
	Log   []rules.Answer `json:"log"`
	// View is the ViewHash of the game at the end.
	View string `json:"view"`
	// Trace, when recorded, is the TraceHash of the way there.
	Trace string `json:"trace,omitempty"`
}

// Record is the recorded save of a match played to its end (or as far as it
// went), with its trace when trace is set.
func Record(t TB, m *rules.Match, trace bool) RecordedSave {
	t.Helper()
	s := RecordedSave{Setup: m.Setup(), Log: m.Log(), View: ViewHash(m.Game())}
	if trace {
		s.Trace = TraceHash(t, m.Definition(), s.Setup, s.Log)
	}
	return s
}

// ViewHash is the sha256 of a game's full view as JSON.
func ViewHash(g rules.Game) string { return hashJSON(g.View(rules.Chance)) }

func hashJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "unhashable: " + err.Error()
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// TraceHash replays log from setup and hashes everything the world saw on
// the way: every prompt (seat, text, choices with their labels and
// weights), the events of every answer, and in table mode the adjustments
// offered every seventh answer.
func TraceHash(t TB, def rules.Definition, setup rules.Setup, log []rules.Answer) string {
	t.Helper()
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatalf("setup %+v: %v", setup, err)
	}
	g := m.Game()
	sum := sha256.New()
	write := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("trace: %v", err)
		}
		sum.Write(b)
	}
	for i, a := range log {
		write(g.Prompt())
		if ad, ok := g.(rules.Adjuster); ok && setup.Mode == rules.Table && i%7 == 0 {
			write(ad.Adjustments())
		}
		next, ev, err := rules.Step(g, a)
		if err != nil {
			t.Fatalf("trace: answer %d %q: %v", i+1, a.Choice, err)
		}
		write(ev)
		g = next
	}
	return hex.EncodeToString(sum.Sum(nil))
}

// CheckRecordedSaves replays every save of data (a JSON list of
// RecordedSave, at least `least` of them) with rules.Replay, and fails when
// one does not replay, ends in another state, or (when its trace was
// recorded) showed anything else on the way.
func CheckRecordedSaves(t TB, def rules.Definition, data []byte, least int) {
	t.Helper()
	var saves []RecordedSave
	if err := json.Unmarshal(data, &saves); err != nil {
		t.Fatalf("recorded saves: %v", err)
	}
	if len(saves) < least {
		t.Fatalf("%d recorded saves, want %d", len(saves), least)
	}
	for i, s := range saves {
		m, err := rules.Replay(def, s.Setup, s.Log)
		if err != nil {
			t.Fatalf("save %d (%d seats, %s, %v): %v", i, len(s.Setup.Seats), s.Setup.Mode, s.Setup.Options, err)
		}
		if ViewHash(m.Game()) != s.View {
			t.Fatalf("save %d (%d seats, %s, %v): the replayed game ends in another state", i, len(s.Setup.Seats), s.Setup.Mode, s.Setup.Options)
		}
		if s.Trace != "" && TraceHash(t, def, s.Setup, s.Log) != s.Trace {
			t.Fatalf("save %d (%d seats, %s, %v): the prompts and events on the way differ", i, len(s.Setup.Seats), s.Setup.Mode, s.Setup.Options)
		}
	}
}
