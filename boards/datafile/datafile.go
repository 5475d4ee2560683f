// Package datafile reads a game's content files: JSON files shipped inside
// the binary, any of which a player may replace whole with a file of the same
// name in their own folder. Every board package loads its content this way,
// so it lives here once: what an override folder may hold, how strictly a
// file is decoded, and how errors read (the file, the line, the entry and the
// problem, in words a player can act on). What each game checks in its own
// content stays in that game's package; Problems only collects the results.
//
// The package reads through io/fs only; the caller decides where the files
// come from.
package datafile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"reflect"
	"slices"
	"strings"
)

// Set is a game's data files: the shipped ones in Embedded under Dir, and
// the names a player's folder may use to replace them.
type Set struct {
	Embedded fs.FS    // the shipped files, usually an embed.FS
	Dir      string   // the folder in Embedded that holds them
	Names    []string // the file names, in the order they are read
	// Kind is what a file of this set is, with its article, for the error
	// about an unknown name: "a Horrified data file".
	Kind string
}

// EmbeddedFile returns the shipped text of one data file. A name outside the
// set is an error, so nothing else in Embedded can be read this way.
func (s Set) EmbeddedFile(name string) ([]byte, error) {
	if !slices.Contains(s.Names, name) {
		return nil, s.unknown(name)
	}
	return fs.ReadFile(s.Embedded, path.Join(s.Dir, name))
}

// Read returns the text of every file in the set by name: the shipped one,
// or the file of the same name at the root of overrides (nil for none),
// which replaces it whole. A missing override folder means no overrides.
// Dotfiles and README files in overrides are ignored; any other name that is
// not in the set, a folder included, is an error.
//
// Problems with overrides come back joined in the error alongside a complete
// map (those files stay the shipped ones), so the caller can decode the rest
// and report everything at once. Only a missing shipped file returns a nil
// map.
func (s Set) Read(overrides fs.FS) (map[string][]byte, error) {
	srcs := make(map[string][]byte, len(s.Names))
	for _, name := range s.Names {
		b, err := fs.ReadFile(s.Embedded, path.Join(s.Dir, name))
		if err != nil {
			return nil, fmt.Errorf("%s: embedded file missing: %w", name, err)
		}
		srcs[name] = b
	}
	if overrides == nil {
		return srcs, nil
	}
	entries, err := fs.ReadDir(overrides, ".")
	if errors.Is(err, fs.ErrNotExist) {
		return srcs, nil
	}
	if err != nil {
		return srcs, fmt.Errorf("reading the override folder: %w", err)
	}
	var errs []error
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") || strings.HasPrefix(strings.ToUpper(name), "README") {
			continue
		}
		if e.IsDir() || !slices.Contains(s.Names, name) {
			errs = append(errs, s.unknown(name))
			continue
		}
		b, err := fs.ReadFile(overrides, name)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
			continue
		}
		srcs[name] = b
	}
	return srcs, errors.Join(errs...)
}

// Decode reads the set as Read does and decodes each file strictly (see
// Unmarshal) into targets[name], a pointer, in the order of Names. The error
// joins every problem, each naming its file.
func (s Set) Decode(overrides fs.FS, targets map[string]any) error {
	srcs, err := s.Read(overrides)
	if srcs == nil {
		return err
	}
	errs := []error{err}
	for _, name := range s.Names {
		v, ok := targets[name]
		if !ok {
			continue
		}
		if err := Unmarshal(srcs[name], v); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
	}
	return errors.Join(errs...)
}

func (s Set) unknown(name string) error {
	valid := slices.Sorted(slices.Values(s.Names))
	return fmt.Errorf("%s: not %s (valid names: %s)", name, s.Kind, strings.Join(valid, ", "))
}

// Unmarshal decodes exactly one JSON object from b into v, rejecting unknown
// fields and trailing data. A leading byte order mark, which some editors
// add, is ignored. Syntax and type errors give the line and say what was
// found and what is needed.
func Unmarshal(b []byte, v any) error {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(b)) == 0 {
		return errors.New("file is empty")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(b, err)
	}
	var extra json.RawMessage
	if err := dec.Decode(&extra); err != io.EOF {
		return fmt.Errorf("line %d: unexpected data after the JSON object", lineOf(b, dec.InputOffset()))
	}
	return nil
}

func jsonError(b []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("line %d: %s", lineOf(b, syn.Offset), syn.Error())
	case errors.As(err, &typ):
		where := "the top level"
		if typ.Field != "" {
			where = "field " + typ.Field
		}
		return fmt.Errorf("line %d: %s holds a JSON %s where %s is needed",
			lineOf(b, typ.Offset), where, typ.Value, typeWord(typ.Type))
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return errors.New("the JSON ends too early (a missing bracket or brace?)")
	}
	return errors.New(strings.TrimPrefix(err.Error(), "json: "))
}

// typeWord says what JSON a Go type takes, in words a player can act on.
func typeWord(t reflect.Type) string {
	if t == nil {
		return "an object"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	}
	return "an object"
}

// lineOf is the 1-based line of byte offset off in b.
func lineOf(b []byte, off int64) int {
	off = max(0, min(off, int64(len(b))))
	return 1 + bytes.Count(b[:off], []byte("\n"))
}
