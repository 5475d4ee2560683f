package datafile

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Problems collects what is wrong with a game's content, so that one error
// reports every problem, each on its own line naming the file and the entry.
// A game's validator embeds it and adds its own checks.
type Problems struct {
	// Max is the most problems Err lists before "... and N more problems",
	// so one broken reference does not bury the rest; 0 lists them all.
	Max  int
	errs []error
}

// Add records a problem as "file: entry: message" ("file: message" when
// entry is "").
func (p *Problems) Add(file, entry, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if entry != "" {
		msg = entry + ": " + msg
	}
	p.errs = append(p.errs, errors.New(file+": "+msg))
}

// OneOf reports whether v is in set, and records a problem naming field and
// the allowed words when it is not.
func (p *Problems) OneOf(file, entry, field, v string, set []string) bool {
	if slices.Contains(set, v) {
		return true
	}
	p.Add(file, entry, "%s %q is not one of %s", field, v, QuoteList(set))
	return false
}

// Err returns the problems joined, one a line, or nil when there are none.
func (p *Problems) Err() error {
	errs := p.errs
	if p.Max > 0 && len(errs) > p.Max {
		errs = append(errs[:p.Max:p.Max], fmt.Errorf("... and %d more problems", len(errs)-p.Max))
	}
	return errors.Join(errs...)
}

// Entry names the i-th (from 0) entry of a list by its ID, or by its place
// when it has none: `hero "mayor"`, `hero #3`.
func Entry(kind, id string, i int) string {
	if id == "" {
		return fmt.Sprintf("%s #%d", kind, i+1)
	}
	return fmt.Sprintf("%s %q", kind, id)
}

// QuoteList quotes each word and joins them with commas: "a", "b".
func QuoteList(set []string) string {
	q := make([]string, len(set))
	for i, s := range set {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}

// Source checks an entry's source tag: present, and one of sources (say
// where its values come from: confirmed, a secondary source, inferred, a
// house estimate).
func (p *Problems) Source(file, entry, field, s string, sources []string) {
	if s == "" {
		p.Add(file, entry, "%s is missing: say where the values come from (one of %s)", field, QuoteList(sources))
		return
	}
	p.OneOf(file, entry, field, s, sources)
}

// IDs checks that every entry of a list has an id, none with spaces (ids
// are typed in choices), and none used twice.
func (p *Problems) IDs(file, kind string, ids []string) {
	seen := map[string]bool{}
	for i, id := range ids {
		switch {
		case id == "":
			p.Add(file, Entry(kind, "", i), "has no id")
		case strings.ContainsAny(id, " \t\n"):
			p.Add(file, Entry(kind, id, i), "an id may not hold spaces (it is typed in choices): use dashes")
		case seen[id]:
			p.Add(file, Entry(kind, id, i), "the id is used twice: give each entry its own")
		}
		seen[id] = true
	}
}

// Label checks that a labelled file carries a label: the house label for
// the shipped estimates, or the player's own words for what they copied
// from their box (what names it: "cards", "values").
func (p *Problems) Label(file, label, house, what string) {
	if label == "" {
		p.Add(file, "", "has no label: name the set (%q, or your own words for %s from your box)", house, what)
	}
}
