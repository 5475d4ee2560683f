package saves

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hauntgames/haunt/rules"
)

// Session is a match tied to a store: every answer is saved as it happens.
// All three front-ends (the TUI, the line mode, scripts) play through one.
// A Session is not safe for concurrent use.
type Session struct {
	Match *rules.Match
	Store Store
	Name  string
	// Now is the clock stamped on every write after Start as
	// Header.Updated. Start sets it to time.Now and Resume to the clock it
	// is given; tests replace it.
	Now func() time.Time

	app    string // stamped on every write
	header Header // as last written or loaded
}

// maxTries bounds the search for a free name: "horrified-20261121-2238-999"
// is plenty of games for one minute.
const maxTries = 999

// Start begins a new match, saves it under a fresh name derived from the
// game and the time (or name, when not empty and free), and answers any
// opening chance prompts in digital mode.
//
// A fresh name looks like "horrified-20261121-2238", with -2, -3 … added
// when that is taken. A given name must be valid and free; otherwise the
// error wraps ErrBadName or ErrExists. now is the creation time; later
// writes use Session.Now.
func Start(store Store, def rules.Definition, setup rules.Setup, name, app string, now time.Time) (*Session, []rules.Event, error) {
	m, err := rules.NewMatch(def, setup)
	if err != nil {
		return nil, nil, err
	}
	if name != "" {
		if err := ValidName(name); err != nil {
			return nil, nil, err
		}
	}
	s := &Session{Match: m, Store: store, Now: time.Now, app: app}
	s.header = Header{Format: Format, App: app, Setup: m.Setup(), Created: now, Updated: now}
	if name != "" {
		s.setName(name)
		if err := create(store, s.Save()); err != nil {
			return nil, nil, err
		}
	} else {
		base := baseName(def.Name, now)
		for i := 1; ; i++ {
			s.setName(base)
			if i > 1 {
				s.setName(fmt.Sprintf("%s-%d", base, i))
			}
			err := create(store, s.Save())
			if err == nil {
				break
			}
			if !errors.Is(err, ErrExists) || i == maxTries {
				return nil, nil, err
			}
		}
	}
	ev, err := m.Settle()
	if err != nil {
		return nil, nil, fmt.Errorf("save %q: %w", s.Name, err)
	}
	if m.Len() > 0 {
		if err := s.write(now); err != nil {
			return nil, nil, err
		}
	}
	return s, ev, nil
}

// create writes a save whose name must be free, in one step when the store
// can, else by looking first.
func create(store Store, sv Save) error {
	if c, ok := store.(Creator); ok {
		return c.Create(sv)
	}
	_, err := store.Load(sv.Header.Name)
	if err == nil || !errors.Is(err, ErrNotFound) {
		// A save, or a file that is not one, already has the name.
		return &Error{Where: fmt.Sprintf("save %q", sv.Header.Name), Problem: "already exists: choose another name, or resume that save", Kind: ErrExists}
	}
	return store.Write(sv)
}

// baseName is the game's name and the minute, as a save name.
func baseName(game string, now time.Time) string {
	var b strings.Builder
	for _, r := range strings.ToLower(game) {
		if !nameRune(r) {
			r = '-'
		}
		b.WriteRune(r)
	}
	g := strings.Trim(b.String(), "-_")
	if g == "" {
		g = "game"
	}
	stamp := now.Format("20060102-1504")
	if room := MaxName - len(stamp) - 1 - 4; len(g) > room { // 4: "-999"
		g = g[:room]
	}
	return g + "-" + stamp
}

// Resume replays a saved match. games looks a definition up by name. now is
// the clock for later writes; nil means time.Now. A save that stopped before
// the generator answered (a crash in the middle of an answer) is settled and
// saved.
func Resume(store Store, name, app string, games func(string) (rules.Definition, bool), now func() time.Time) (*Session, error) {
	if now == nil {
		now = time.Now
	}
	sv, err := store.Load(name)
	if err != nil {
		return nil, err
	}
	where := fmt.Sprintf("save %q", name)
	if p, ok := store.(interface{ Path(string) string }); ok {
		where = p.Path(name)
	}
	game := sv.Header.Setup.Game
	def, ok := games(game)
	if !ok {
		return nil, fmt.Errorf("%s is a game of %q, which this haunt cannot play", where, game)
	}
	m, err := rules.Replay(def, sv.Header.Setup, sv.Log)
	if err != nil {
		return nil, fmt.Errorf("%s does not replay: %w", where, err)
	}
	s := &Session{Match: m, Store: store, Name: name, Now: now, app: app, header: sv.Header}
	before := m.Len()
	if _, err := m.Settle(); err != nil {
		return nil, fmt.Errorf("%s: %w", where, err)
	}
	if m.Len() != before {
		if err := s.write(now()); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (s *Session) setName(name string) {
	s.Name = name
	s.header.Name = name
}

// Header is the save's header as last written (or as loaded, for a resumed
// session before its first write): App says which haunt wrote it, Updated
// when.
func (s *Session) Header() Header {
	h := s.header
	h.Name = s.Name
	h.Setup = s.Match.Setup()
	return h
}

// Save is the match as the session keeps it: Header and the whole log. It
// is what the next write stores, apart from Header.App and Header.Updated.
func (s *Session) Save() Save {
	return Save{Header: s.Header(), Log: s.Match.Log()}
}

// write saves the match, stamped with this haunt's version and time t.
func (s *Session) write(t time.Time) error {
	sv := s.Save()
	sv.Header.Format = Format
	sv.Header.App = s.app
	sv.Header.Updated = t
	if err := s.Store.Write(sv); err != nil {
		return err
	}
	s.header = sv.Header
	return nil
}

// Answer applies one answer, then (in digital mode) lets the match's
// generator answer the chance prompts that follow, and saves. If saving
// fails the answer is still applied in memory and the error says so.
func (s *Session) Answer(seat rules.Seat, choice string) ([]rules.Event, error) {
	ev, err := s.Match.Answer(seat, choice)
	if err != nil {
		return nil, err
	}
	more, serr := s.Match.Settle()
	ev = append(ev, more...)
	if err := s.write(s.Now()); err != nil {
		return ev, fmt.Errorf("the answer was played but not saved: %w", err)
	}
	return ev, serr
}

// Undo takes back the last answer (within the match's undo rules) and saves.
// If saving fails the answer is still taken back in memory and the error
// says so.
func (s *Session) Undo() (rules.Answer, error) {
	a, err := s.Match.Undo()
	if err != nil {
		return a, err
	}
	if err := s.write(s.Now()); err != nil {
		return a, fmt.Errorf("the answer was taken back but not saved: %w", err)
	}
	return a, nil
}

// Adjust makes one correction by hand (table mode only; see
// rules.Adjuster) and saves it like an answer. If saving fails the
// adjustment is still made in memory and the error says so.
func (s *Session) Adjust(id string) ([]rules.Event, error) {
	ev, err := s.Match.Adjust(id)
	if err != nil {
		return nil, err
	}
	if err := s.write(s.Now()); err != nil {
		return ev, fmt.Errorf("the adjustment was made but not saved: %w", err)
	}
	return ev, nil
}
