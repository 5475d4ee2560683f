// Package saves keeps matches on disk (or in another Store): a header that
// says how the match was set up, and the log of answers. Every answer is
// written as it happens, atomically, so a crash or a dropped connection
// loses nothing; a damaged file is reported by name and never overwritten.
package saves

import (
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
