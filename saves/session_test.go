package saves_test

import (
	"errors"
	"fmt"
	"github.com/hauntgames/haunt/rules/rulestest"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

func games(name string) (rules.Definition, bool) {
	if name == rulestest.Race.Name {
		return rulestest.Race, true
	}
	return rules.Definition{}, false
}

func raceSetup(n int, mode rules.Mode, seed uint64) rules.Setup {
	s := rules.Setup{Game: "race", Seed: seed, Mode: mode, Options: map[string]string{"goal": "20"}}
	for i := 0; i < n; i++ {
		s.Seats = append(s.Seats, fmt.Sprintf("p%d", i+1))
	}
	return s
}

// clock is a fake clock that ticks a minute each time it is read.
func clock(start time.Time) func() time.Time {
	t := start
	return func() time.Time {
		t = t.Add(time.Minute)
		return t
	}
}

// state is everything observable about a session's match.
type state struct {
	Views  []any
	Prompt rules.Prompt
	Log    []rules.Answer
	Over   bool
}

func stateOf(m *rules.Match) state {
	s := state{Prompt: m.Prompt(), Log: m.Log()}
	s.Views = append(s.Views, m.Game().View(rules.Chance))
	for i := range m.Setup().Seats {
		s.Views = append(s.Views, m.Game().View(rules.Seat(i)))
	}
	s.Over, _ = m.Over()
	return s
}

func TestStartNamesTheSave(t *testing.T) {
	for _, kind := range []string{"file", "mem"} {
		t.Run(kind, func(t *testing.T) {
			var st saves.Store = saves.NewMemStore()
			if kind == "file" {
				st = saves.NewFileStore(t.TempDir())
			}
			var names []string
			for i := 0; i < 3; i++ {
				s, ev, err := saves.Start(st, rulestest.Race, raceSetup(2, rules.Digital, 1), "", "v0.1", t0)
				if err != nil {
					t.Fatal(err)
				}
				names = append(names, s.Name)
				if len(ev) != 1 || ev[0].Kind != "draw" {
					t.Errorf("opening events %+v, want the opening draw", ev)
				}
				if p := s.Match.Prompt(); p.IsChance() {
					t.Error("Start left a chance prompt in digital play")
				}
				saved, err := st.Load(s.Name)
				if err != nil {
					t.Fatal(err)
				}
				want := saves.Header{Format: saves.Format, App: "v0.1", Name: s.Name,
					Setup: raceSetup(2, rules.Digital, 1), Created: t0, Updated: t0}
				if !reflect.DeepEqual(saved.Header, want) || !reflect.DeepEqual(s.Header(), want) {
					t.Errorf("saved header\n %+v\nsession header\n %+v\nwant\n %+v", saved.Header, s.Header(), want)
				}
				if !reflect.DeepEqual(saved.Log, s.Match.Log()) || len(saved.Log) != 1 {
					t.Errorf("saved log %+v, live %+v", saved.Log, s.Match.Log())
				}
				if !reflect.DeepEqual(s.Save(), saved) {
					t.Errorf("Session.Save() = %+v, stored %+v", s.Save(), saved)
				}
			}
			want := []string{"race-20261121-2238", "race-20261121-2238-2", "race-20261121-2238-3"}
			if !reflect.DeepEqual(names, want) {
				t.Errorf("names %v, want %v", names, want)
			}
		})
	}
}

func TestStartWithAName(t *testing.T) {
	st := saves.NewFileStore(t.TempDir())
	s, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Table, 1), "friday", "v", t0)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "friday" {
		t.Errorf("name %q", s.Name)
	}
	if got, err := st.Load("friday"); err != nil || len(got.Log) != 0 {
		t.Errorf("table mode save: %+v, %v; want an empty log (the table draws)", got, err)
	}
	if _, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Table, 1), "friday", "v", t0); !errors.Is(err, saves.ErrExists) {
		t.Errorf("Start with a taken name = %v, want ErrExists", err)
	}
	if _, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Table, 1), "../friday", "v", t0); !errors.Is(err, saves.ErrBadName) {
		t.Errorf("Start with a bad name = %v, want ErrBadName", err)
	}
	if _, _, err := saves.Start(st, rulestest.Race, raceSetup(4, rules.Table, 1), "", "v", t0); err == nil || !strings.Contains(err.Error(), "not 4") {
		t.Errorf("Start with 4 seats = %v", err)
	}
	// A damaged file holds its name too.
	if err := os.WriteFile(st.Path("broken"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Table, 1), "broken", "v", t0); !errors.Is(err, saves.ErrExists) {
		t.Errorf("Start over a damaged file = %v, want ErrExists", err)
	}
	if b, _ := os.ReadFile(st.Path("broken")); string(b) != "{" {
		t.Error("the damaged file changed")
	}
}

// noCreate hides a store's Create, to test Start on stores without it.
type noCreate struct{ saves.Store }

func TestStartOnAStoreWithoutCreate(t *testing.T) {
	st := noCreate{saves.NewMemStore()}
	a, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Digital, 1), "", "v", t0)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Digital, 1), "", "v", t0)
	if err != nil {
		t.Fatal(err)
	}
	if a.Name == b.Name || b.Name != a.Name+"-2" {
		t.Errorf("names %q and %q", a.Name, b.Name)
	}
}

func TestBaseNameFromAnOddGameName(t *testing.T) {
	def := rulestest.Race
	def.Name = "Halls of Horror!"
	s, _, err := saves.Start(saves.NewMemStore(), def, raceSetup(1, rules.Digital, 1), "", "v", t0)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "halls-of-horror-20261121-2238" {
		t.Errorf("name %q", s.Name)
	}
	def.Name = strings.Repeat("long", 30)
	s, _, err = saves.Start(saves.NewMemStore(), def, raceSetup(1, rules.Digital, 1), "", "v", t0)
	if err != nil || saves.ValidName(s.Name+"-999") != nil {
		t.Errorf("a long game name gives %q, %v", s.Name, err)
	}
}

// TestSessionPersistsEveryAnswer plays whole races through a session and,
// after every answer and every undo, resumes the save in a fresh session
// from the files alone: the resumed match equals the live one.
func TestSessionPersistsEveryAnswer(t *testing.T) {
	for _, mode := range []rules.Mode{rules.Digital, rules.Table} {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/seed%d", mode, seed), func(t *testing.T) {
				dir := t.TempDir()
				s, _, err := saves.Start(saves.NewFileStore(dir), rulestest.Race, raceSetup(int(seed), mode, seed), "", "v1", t0)
				if err != nil {
					t.Fatal(err)
				}
				s.Now = clock(t0)
				r := rand.New(rand.NewPCG(seed, 0))
				check := func(what string) {
					t.Helper()
					// A new store: nothing cached, only the file.
					back, err := saves.Resume(saves.NewFileStore(dir), s.Name, "v2", games, clock(t0))
					if err != nil {
						t.Fatalf("%s: resume: %v", what, err)
					}
					if !reflect.DeepEqual(stateOf(back.Match), stateOf(s.Match)) {
						t.Fatalf("%s: resumed match differs from the live one", what)
					}
					if got := back.Header(); !reflect.DeepEqual(got, s.Header()) || got.App != "v1" || !got.Updated.Equal(s.Header().Updated) {
						t.Fatalf("%s: resumed header %+v, live %+v", what, got, s.Header())
					}
				}
				for i := 0; i < 300; i++ {
					if over, _ := s.Match.Over(); over {
						break
					}
					p := s.Match.Prompt()
					if p.IsChance() && mode == rules.Digital {
						t.Fatal("a session waits on the generator")
					}
					c, _ := rules.Pick(p.Choices, r)
					before := s.Header().Updated
					if _, err := s.Answer(p.Seat, c.ID); err != nil {
						t.Fatal(err)
					}
					if !s.Header().Updated.After(before) {
						t.Fatal("Answer did not stamp Updated from the session's clock")
					}
					check(fmt.Sprintf("after answer %d", s.Match.Len()))
					if r.IntN(4) == 0 {
						if _, err := s.Undo(); err == nil {
							check("after undo")
							if _, err := s.Answer(p.Seat, c.ID); err != nil {
								t.Fatal(err)
							}
						} else if !errors.Is(err, rules.ErrUndoBarrier) {
							t.Fatal(err)
						}
					}
				}
				if over, _ := s.Match.Over(); !over {
					t.Fatal("the race did not end")
				}
			})
		}
	}
}

func TestSessionRejectsIllegalAnswersWithoutWriting(t *testing.T) {
	st := saves.NewFileStore(t.TempDir())
	s, _, err := saves.Start(st, rulestest.Race, raceSetup(2, rules.Digital, 1), "", "v", t0)
	if err != nil {
		t.Fatal(err)
	}
	s.Now = clock(t0.Add(time.Hour))
	before, _ := os.ReadFile(st.Path(s.Name))
	if _, err := s.Answer(1, "roll"); err == nil {
		t.Error("seat 1 answered seat 0's prompt")
	}
	if _, err := s.Answer(rules.Chance, "card gust"); err == nil {
		t.Error("a hand-entered draw in digital play was accepted")
	}
	if _, err := s.Undo(); !errors.Is(err, rules.ErrUndoBarrier) {
		t.Errorf("Undo of the opening draw = %v", err)
	}
	if after, _ := os.ReadFile(st.Path(s.Name)); string(after) != string(before) {
		t.Error("a refused answer or undo rewrote the save")
	}
}

// failing is a store whose writes fail after Start.
type failing struct {
	saves.Store
	fail bool
}

func (f *failing) Write(s saves.Save) error {
	if f.fail {
		return errors.New("disk full")
	}
	return f.Store.Write(s)
}

func TestAnswerKeptWhenSavingFails(t *testing.T) {
	st := &failing{Store: saves.NewMemStore()}
	s, _, err := saves.Start(st, rulestest.Race, raceSetup(1, rules.Digital, 1), "x", "v", t0)
	if err != nil {
		t.Fatal(err)
	}
	st.fail = true
	ev, err := s.Answer(0, "rest")
	if err == nil || !strings.Contains(err.Error(), "played but not saved") || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Answer with a failing store = %v", err)
	}
	if len(ev) == 0 || s.Match.Len() != 2 { // the opening draw, rest
		t.Errorf("the answer was not kept: %d answers, events %+v", s.Match.Len(), ev)
	}
	a, err := s.Undo()
	if err == nil || !strings.Contains(err.Error(), "taken back but not saved") || a.Choice != "rest" {
		t.Errorf("Undo with a failing store = %+v, %v", a, err)
	}
	if s.Match.Len() != 1 {
		t.Errorf("the undo was not kept: %d answers", s.Match.Len())
	}
	st.fail = false
	if _, err := s.Answer(0, "rest"); err != nil {
		t.Fatal(err)
	}
	if saved, _ := st.Load("x"); !reflect.DeepEqual(saved.Log, s.Match.Log()) {
		t.Errorf("the next good write saved %+v, live %+v", saved.Log, s.Match.Log())
	}
}

func TestResumeErrors(t *testing.T) {
	st := saves.NewFileStore(t.TempDir())
	if _, err := saves.Resume(st, "none", "v", games, nil); !errors.Is(err, saves.ErrNotFound) {
		t.Errorf("Resume of a missing save = %v", err)
	}
	other := sample("other", t0)
	other.Header.Setup.Game = "chess"
	if err := st.Write(other); err != nil {
		t.Fatal(err)
	}
	if _, err := saves.Resume(st, "other", "v", games, nil); err == nil || !strings.Contains(err.Error(), `"chess"`) || !strings.Contains(err.Error(), st.Path("other")) {
		t.Errorf("Resume of an unknown game = %v", err)
	}
	bad := sample("bad", t0)
	bad.Log[2].Choice = "die 9"
	if err := st.Write(bad); err != nil {
		t.Fatal(err)
	}
	_, err := saves.Resume(st, "bad", "v", games, nil)
	if err == nil || !strings.Contains(err.Error(), st.Path("bad")) || !strings.Contains(err.Error(), "answer 3") {
		t.Errorf("Resume of a log that does not replay = %v; want the file and the answer number", err)
	}
	if err := os.WriteFile(st.Path("trunc"), []byte(`{"header": {`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := saves.Resume(st, "trunc", "v", games, nil); err == nil || !strings.Contains(err.Error(), "ends early") {
		t.Errorf("Resume of a truncated save = %v", err)
	}
}

func TestResumeSettlesAnUnsettledSave(t *testing.T) {
	// A crash after the first write of Start, before the opening draw was
	// saved: the save holds an empty log and the match waits on chance.
	st := saves.NewMemStore()
	s := sample("crashed", t0)
	s.Log = nil
	if err := st.Write(s); err != nil {
		t.Fatal(err)
	}
	later := t0.Add(time.Hour)
	r, err := saves.Resume(st, "crashed", "v9", games, func() time.Time { return later })
	if err != nil {
		t.Fatal(err)
	}
	if r.Match.Prompt().IsChance() || r.Match.Len() != 1 {
		t.Errorf("Resume left %d answers and prompt %+v", r.Match.Len(), r.Match.Prompt())
	}
	saved, _ := st.Load("crashed")
	if len(saved.Log) != 1 || !saved.Header.Updated.Equal(later) || saved.Header.App != "v9" {
		t.Errorf("the settled save: %+v", saved)
	}
	// A table save waits for the table: nothing to settle, nothing written.
	s.Header.Name = "table"
	s.Header.Setup.Mode = rules.Table
	if err := st.Write(s); err != nil {
		t.Fatal(err)
	}
	if r, err := saves.Resume(st, "table", "v9", games, nil); err != nil || !r.Match.Prompt().IsChance() {
		t.Errorf("Resume of a table save: %v", err)
	}
	if saved, _ := st.Load("table"); saved.Header.App != "test" {
		t.Error("resuming a table save rewrote it")
	}
}

// BenchmarkAppendAnswer measures Session.Answer on a file store with a
// 300-answer log: one answer, the generator's draws that follow, and the
// atomic write with its fsyncs. Budget: 1 ms plus fsync. "disk" runs in the
// test's temp folder, fsync and all; "tmpfs" runs in /dev/shm, where fsync
// costs next to nothing, so it shows the part the budget is about.
func BenchmarkAppendAnswer(b *testing.B) {
	b.Run("disk", func(b *testing.B) { benchAppend(b, b.TempDir()) })
	b.Run("tmpfs", func(b *testing.B) {
		dir, err := os.MkdirTemp("/dev/shm", "haunt-bench-")
		if err != nil {
			b.Skip("no /dev/shm:", err)
		}
		b.Cleanup(func() { os.RemoveAll(dir) })
		benchAppend(b, dir)
	})
}

func benchAppend(b *testing.B, dir string) {
	st := saves.NewFileStore(dir)
	setup := raceSetup(3, rules.Digital, 1)
	setup.Options["goal"] = "1000"
	s, _, err := saves.Start(st, rulestest.Race, setup, "bench", "bench", t0)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 1))
	play := func() {
		p := s.Match.Prompt()
		c, _ := rules.Pick(p.Choices, r)
		if _, err := s.Answer(p.Seat, c.ID); err != nil {
			b.Fatal(err)
		}
	}
	for s.Match.Len() < 300 {
		play()
	}
	start := s.Save()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Match.Len() > 340 { // keep the log near 300 answers
			b.StopTimer()
			if err := st.Write(start); err != nil {
				b.Fatal(err)
			}
			if s, err = saves.Resume(st, "bench", "bench", games, nil); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		play()
	}
}
