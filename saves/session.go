package saves

import (
	"time"

	"github.com/hauntgames/haunt/rules"
)

// Session is a match tied to a store: every answer is saved as it happens.
// All three front-ends (the TUI, the line mode, scripts) play through one.
type Session struct {
	Match *rules.Match
	Store Store
	Name  string
	// ... unexported fields as needed
}

// Start begins a new match, saves it under a fresh name derived from the
// game and the time (or name, when not empty and free), and answers any
// opening chance prompts in digital mode.
func Start(store Store, def rules.Definition, setup rules.Setup, name, app string, now time.Time) (*Session, []rules.Event, error) {
	panic("saves.Start: not written yet")
}

// Resume replays a saved match. games looks a definition up by name.
func Resume(store Store, name, app string, games func(string) (rules.Definition, bool), now func() time.Time) (*Session, error) {
	panic("saves.Resume: not written yet")
}

// Answer applies one answer, then (in digital mode) lets the match's
// generator answer the chance prompts that follow, and saves. If saving
// fails the answer is still applied in memory and the error says so.
func (s *Session) Answer(seat rules.Seat, choice string) ([]rules.Event, error) {
	panic("saves.Session.Answer: not written yet")
}

// Undo takes back the last answer (within the match's undo rules) and saves.
func (s *Session) Undo() (rules.Answer, error) {
	panic("saves.Session.Undo: not written yet")
}
