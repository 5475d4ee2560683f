// Package saves keeps matches on disk (or in another Store): a header that
// says how the match was set up, and the log of answers. Every answer is
// written as it happens, atomically, so a crash or a dropped connection
// loses nothing; a damaged file is reported by name and never overwritten.
package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hauntgames/haunt/rules"
)

// Format is the save format version this build writes and reads.
const Format = 1

// Header describes a saved match.
type Header struct {
	Format  int         `json:"format"`
	App     string      `json:"app"` // version of haunt that last wrote it
	Name    string      `json:"name"`
	Setup   rules.Setup `json:"setup"`
	Created time.Time   `json:"created"`
	Updated time.Time   `json:"updated"`
}

// Save is a whole saved match.
type Save struct {
	Header Header         `json:"header"`
	Log    []rules.Answer `json:"log"`
}

// Entry is one line of a store's listing. A save that cannot be read still
// lists, with Err saying what is wrong with it, so one damaged file never
// hides the others.
type Entry struct {
	Name   string
	Path   string // where it lives, for messages ("" for stores without paths)
	Header Header
	Over   bool // the match has ended (filled in by callers that replay)
	Err    error
	// Modified is when the file was last changed, for stores that know; the
	// listing orders by Header.Updated and falls back to it.
	Modified time.Time
}

// Store keeps saves by name.
type Store interface {
	// List returns every save, newest first; unreadable ones carry Err.
	List() ([]Entry, error)
	// Load reads one save. The error names the save and the problem.
	Load(name string) (Save, error)
	// Write replaces a save atomically: after a crash either the old or the
	// new version is there, whole. It refuses to overwrite a file it could
	// not read, so a damaged save is never lost.
	Write(s Save) error
	// Delete removes a save.
	Delete(name string) error
}

// Creator is a Store that can write a save only if its name is still free,
// in one step. Start uses it, when the store has it, so two matches started
// in the same minute never take the same name.
type Creator interface {
	// Create writes s like Write, or fails with an error wrapping ErrExists
	// when a save (even an unreadable one) already has its name.
	Create(s Save) error
}

// The kinds of store error; test with errors.Is.
var (
	ErrNotFound = errors.New("no such save")
	ErrExists   = errors.New("a save by that name already exists")
	ErrBadName  = errors.New("not a usable save name")
	ErrDamaged  = errors.New("damaged save")
	ErrForeign  = errors.New("not a haunt save")
	ErrNewer    = errors.New("save from a newer haunt")
)

// Error is what stores return: which file (or save) and what is wrong with
// it, in words a player can act on. It wraps one of the Err kinds above.
type Error struct {
	Where   string // the file's path, or the save's name for stores without files
	Problem string // a predicate: "ends early — the file is incomplete"
	Kind    error
}

func (e *Error) Error() string { return e.Where + " " + e.Problem }

// Unwrap returns the kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// MaxName is the longest save name.
const MaxName = 64

// allowed says which characters a name may hold, in messages.
const allowed = "use only the letters a-z, the digits 0-9, - and _"

// ValidName reports whether name can name a save. Names are what players
// type, and for files they become file names: only a-z, 0-9, - and _, so no
// name ever reaches outside the save folder or means something to a shell.
func ValidName(name string) error {
	bad := func(problem string) error {
		return &Error{Where: fmt.Sprintf("save name %q", name), Problem: problem, Kind: ErrBadName}
	}
	if name == "" {
		return &Error{Where: "a save name", Problem: "cannot be empty: " + allowed, Kind: ErrBadName}
	}
	if len(name) > MaxName {
		return bad(fmt.Sprintf("is %d characters long; the most is %d", len(name), MaxName))
	}
	for _, r := range name {
		if !nameRune(r) {
			return bad(fmt.Sprintf("contains %q: %s", r, allowed))
		}
	}
	return nil
}

func nameRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_'
}

// check reports what is wrong with a save's contents ("its header names no
// game"), or "" when nothing is. Load and Write share it, so a store never
// writes what it could not read back.
func check(s *Save) string {
	h := &s.Header
	switch {
	case h.Setup.Game == "":
		return "its header names no game"
	case len(h.Setup.Seats) == 0:
		return "its header lists no seats"
	case h.Setup.Mode == "":
		return "its header has no mode"
	case h.Setup.Mode != rules.Digital && h.Setup.Mode != rules.Table:
		return fmt.Sprintf("its header has the unknown mode %q", h.Setup.Mode)
	}
	for i, a := range s.Log {
		n := i + 1
		if a.Source == rules.FromAdjust || a.Seat == rules.Referee {
			// The referee's corrections by hand, in table mode only.
			switch {
			case a.Choice == "":
				return fmt.Sprintf("answer %d has no choice", n)
			case a.Seat != rules.Referee || a.Source != rules.FromAdjust:
				return fmt.Sprintf("answer %d is by seat %d but marked %q", n, a.Seat, a.Source)
			case h.Setup.Mode != rules.Table:
				return fmt.Sprintf("answer %d is an adjustment by hand, which only table mode makes", n)
			}
			continue
		}
		switch {
		case a.Choice == "":
			return fmt.Sprintf("answer %d has no choice", n)
		case (a.Seat < rules.Chance && a.Seat != rules.Nobody) || int(a.Seat) >= len(h.Setup.Seats):
			return fmt.Sprintf("answer %d is by seat %d, but the match has %d seats", n, a.Seat, len(h.Setup.Seats))
		case a.Source != rules.FromPlayer && a.Source != rules.FromRNG && a.Source != rules.FromTable:
			return fmt.Sprintf("answer %d has the unknown source %q", n, a.Source)
		case (a.Seat == rules.Chance) != (a.Source != rules.FromPlayer):
			return fmt.Sprintf("answer %d is by seat %d but marked %q", n, a.Seat, a.Source)
		}
	}
	return ""
}

// Decode reads a save as a file holds it. where names the save in the
// error ("save \"x\" in PostgreSQL"), which says what is wrong like a
// damaged file's.
func Decode(where string, data []byte) (Save, error) {
	s, kind, problem := decode(data)
	if kind != nil {
		return Save{}, &Error{Where: where, Problem: problem, Kind: kind}
	}
	return s, nil
}

// decode reads a save file's bytes. On failure it returns the kind and a
// predicate for an Error naming the file.
func decode(data []byte) (Save, error, string) {
	var s Save
	body := bytes.TrimSpace(data)
	if len(body) == 0 {
		return s, ErrDamaged, "is empty — the file is incomplete"
	}
	if body[0] != '{' {
		if json.Valid(body) {
			return s, ErrForeign, "is not a haunt save: it holds JSON, but not a save"
		}
		return s, ErrForeign, "is not a haunt save: it is not JSON"
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return s, ErrDamaged, jsonProblem(err)
	}
	raw, ok := top["header"]
	if !ok || isNull(raw) {
		return s, ErrForeign, "is not a haunt save: it has no header"
	}
	var h struct {
		Format json.RawMessage `json:"format"`
	}
	if err := json.Unmarshal(raw, &h); err != nil {
		return s, ErrForeign, "is not a haunt save: its header is not an object"
	}
	if h.Format == nil || isNull(h.Format) {
		return s, ErrForeign, "is not a haunt save: its header has no format version"
	}
	var format int
	if err := json.Unmarshal(h.Format, &format); err != nil {
		return s, ErrDamaged, fmt.Sprintf("is damaged: its format version %s is not a whole number", short(h.Format))
	}
	switch {
	case format > Format:
		return s, ErrNewer, fmt.Sprintf("was written by a newer haunt (format %d); this build reads format %d", format, Format)
	case format < 1:
		return s, ErrDamaged, fmt.Sprintf("is damaged: its format version %d was never written by haunt", format)
	}
	if l, ok := top["log"]; !ok || isNull(l) {
		return s, ErrDamaged, "is damaged: it has no log of answers"
	}
	if err := json.Unmarshal(body, &s); err != nil {
		return Save{}, ErrDamaged, jsonProblem(err)
	}
	if p := check(&s); p != "" {
		return Save{}, ErrDamaged, "is damaged: " + p
	}
	return s, nil, ""
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }

// jsonProblem turns a decoding error into words.
func jsonProblem(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn) && strings.Contains(syn.Error(), "unexpected end"):
		return "ends early — the file is incomplete"
	case errors.As(err, &syn):
		return fmt.Sprintf("is damaged: it is not valid JSON at byte %d (%s)", syn.Offset, strings.TrimPrefix(syn.Error(), "json: "))
	case errors.As(err, &typ) && typ.Field != "":
		return fmt.Sprintf("is damaged: %s holds %s where %s belongs", typ.Field, jsonWord(typ.Value), typeWord(typ.Type.Kind().String()))
	default:
		return "is damaged: " + strings.TrimPrefix(err.Error(), "json: ")
	}
}

// typeWord names a Go kind the way a player reads a save.
func typeWord(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "a number"
	case kind == "string":
		return "text"
	case kind == "slice", kind == "array":
		return "a list"
	case kind == "struct", kind == "map":
		return "an object"
	case kind == "bool":
		return "true or false"
	}
	return "a " + kind
}

// jsonWord names a JSON value's kind as the decoder reports it.
func jsonWord(v string) string {
	switch {
	case v == "string":
		return "text"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case v == "bool":
		return "true or false"
	case strings.HasPrefix(v, "number"):
		return v // "number", or "number 1e99" when it does not fit
	}
	return v
}

// short quotes at most a few dozen bytes of a raw value for a message.
func short(raw []byte) string {
	if len(raw) > 24 {
		return string(raw[:24]) + "…"
	}
	return string(raw)
}

// encode writes a save the way people can read it: the header indented, one
// answer per line.
func encode(s *Save) ([]byte, error) {
	h, err := json.MarshalIndent(s.Header, "  ", "  ")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Grow(len(h) + 48*len(s.Log) + 32)
	b.WriteString("{\n  \"header\": ")
	b.Write(h)
	b.WriteString(",\n  \"log\": [")
	for i, a := range s.Log {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		line, err := json.Marshal(a)
		if err != nil {
			return nil, err
		}
		b.Write(line)
	}
	if len(s.Log) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes(), nil
}

// Prepare checks a save before a store writes it and stamps the format.
// Every store calls it first, so none writes what it could not read back.
func Prepare(s *Save) error {
	if err := ValidName(s.Header.Name); err != nil {
		return err
	}
	s.Header.Format = Format
	if p := check(s); p != "" {
		return &Error{Where: fmt.Sprintf("save %q", s.Header.Name), Problem: "was not written: " + p, Kind: ErrDamaged}
	}
	return nil
}

// clone copies a save so that a store and its callers share nothing.
func clone(s Save) Save {
	s.Log = append([]rules.Answer{}, s.Log...)
	s.Header.Setup.Seats = append([]string(nil), s.Header.Setup.Seats...)
	if s.Header.Setup.Options != nil {
		o := make(map[string]string, len(s.Header.Setup.Options))
		for k, v := range s.Header.Setup.Options {
			o[k] = v
		}
		s.Header.Setup.Options = o
	}
	return s
}

// newestFirst orders a listing: by Header.Updated, or the file's time when
// the header has none, newest first; then by name.
func newestFirst(a, b Entry) int {
	ta, tb := a.Header.Updated, b.Header.Updated
	if ta.IsZero() {
		ta = a.Modified
	}
	if tb.IsZero() {
		tb = b.Modified
	}
	if c := tb.Compare(ta); c != 0 {
		return c
	}
	return strings.Compare(a.Name, b.Name)
}
