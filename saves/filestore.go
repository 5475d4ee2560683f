package saves

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"

	"github.com/adrg/xdg"
)

// Ext ends every save file's name.
const Ext = ".haunt.json"

// maxFile is the largest file Load reads: a long Horrified game is a few
// hundred kilobytes, so anything this big is not a save.
const maxFile = 32 << 20

// DefaultDir is where saves live locally: $XDG_DATA_HOME/haunt/saves
// (~/.local/share/haunt/saves on Linux). The folder is made on first write.
func DefaultDir() (string, error) {
	home := xdg.DataHome // read from the environment when the program started
	if home == "" || !filepath.IsAbs(home) {
		return "", errors.New("cannot tell where to keep saves: set XDG_DATA_HOME or HOME to an absolute path")
	}
	return filepath.Join(home, "haunt", "saves"), nil
}

// FileStore keeps each save in its own file, <dir>/<name>.haunt.json.
// Writes go to a temporary file in the same folder, are synced, and renamed
// over the old file, so a crash leaves either the old save or the new one,
// whole. It is safe for concurrent use.
type FileStore struct {
	dir string

	mu sync.Mutex
	// known remembers, by name, the file this store last wrote or read
	// whole, so that Write need not read a file again to know it is a good
	// save before replacing it.
	known map[string]os.FileInfo
}

// NewFileStore returns a store that keeps saves in dir. Nothing is created
// until the first write.
func NewFileStore(dir string) *FileStore {
	return &FileStore{dir: dir, known: map[string]os.FileInfo{}}
}

// Dir is the folder the store keeps its saves in.
func (f *FileStore) Dir() string { return f.dir }

// Path is the file a save of that name lives in. The name must be valid.
func (f *FileStore) Path(name string) string { return filepath.Join(f.dir, name+Ext) }

// Load reads one save. The error names the file and the problem and wraps
// ErrNotFound, ErrBadName, ErrDamaged, ErrForeign or ErrNewer.
func (f *FileStore) Load(name string) (Save, error) {
	if err := ValidName(name); err != nil {
		return Save{}, err
	}
	s, info, err := f.load(name)
	f.remember(name, info)
	return s, err
}

// load reads a save and, when it is whole, the file's identity.
func (f *FileStore) load(name string) (Save, os.FileInfo, error) {
	path := f.Path(name)
	fail := func(kind error, problem string) (Save, os.FileInfo, error) {
		return Save{}, nil, &Error{Where: path, Problem: problem, Kind: kind}
	}
	file, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return fail(ErrNotFound, fmt.Sprintf("does not exist: there is no save named %q", name))
	}
	if err != nil {
		return fail(ErrDamaged, "cannot be opened: "+unwrapPath(err))
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return fail(ErrDamaged, "cannot be read: "+unwrapPath(err))
	}
	if !info.Mode().IsRegular() {
		return fail(ErrForeign, "is not a haunt save: it is not a regular file")
	}
	data, err := io.ReadAll(io.LimitReader(file, maxFile+1))
	if err != nil {
		return fail(ErrDamaged, "cannot be read: "+unwrapPath(err))
	}
	if len(data) > maxFile {
		return fail(ErrForeign, fmt.Sprintf("is not a haunt save: it is larger than %d MB", maxFile>>20))
	}
	s, kind, problem := decode(data)
	if kind != nil {
		return fail(kind, problem)
	}
	// The file's name is the save's name: a copied file is its own save.
	s.Header.Name = name
	return s, info, nil
}

// unwrapPath drops the path from an *fs.PathError: our messages name the
// file already.
func unwrapPath(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func (f *FileStore) remember(name string, info os.FileInfo) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if info == nil {
		delete(f.known, name)
	} else {
		f.known[name] = info
	}
}

// unchanged reports whether the file now at name is the one the store last
// wrote or read whole.
func (f *FileStore) unchanged(name string, now os.FileInfo) bool {
	f.mu.Lock()
	old, ok := f.known[name]
	f.mu.Unlock()
	return ok && os.SameFile(old, now) && old.Size() == now.Size() && old.ModTime().Equal(now.ModTime())
}

// Write replaces the save named s.Header.Name atomically. It refuses to
// replace a file that is not a readable haunt save (damaged, foreign, or from
// a newer haunt): the error names the file and says it was left untouched.
func (f *FileStore) Write(s Save) error { return f.write(s, false) }

// Create writes a save whose name must still be free; otherwise the error
// wraps ErrExists. Two processes creating the same name cannot both succeed.
func (f *FileStore) Create(s Save) error { return f.write(s, true) }

func (f *FileStore) write(s Save, create bool) error {
	if err := Prepare(&s); err != nil {
		return err
	}
	name := s.Header.Name
	data, err := encode(&s)
	if err != nil {
		return fmt.Errorf("save %q: %w", name, err)
	}
	path := f.Path(name)
	if err := os.MkdirAll(f.dir, 0o700); err != nil {
		return fmt.Errorf("cannot make the save folder: %w", err)
	}
	if create {
		if _, err := os.Lstat(path); err == nil {
			return exists(path, name)
		}
	} else if err := f.replaceable(name, path); err != nil {
		return err
	}

	tmp, err := os.CreateTemp(f.dir, "."+name+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot save %q: %w", name, err)
	}
	tmpName := tmp.Name()
	committed := false
	defer func() {
		if !committed {
			os.Remove(tmpName)
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("cannot save %q: %w", name, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("cannot save %q: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("cannot save %q: %w", name, err)
	}

	if create {
		// A hard link fails if the name is taken, in one step; the rename
		// fallback is for file systems without links.
		switch err := os.Link(tmpName, path); {
		case errors.Is(err, fs.ErrExist):
			return exists(path, name)
		case err == nil:
			os.Remove(tmpName)
		default:
			if _, err := os.Lstat(path); err == nil {
				return exists(path, name)
			}
			if err := os.Rename(tmpName, path); err != nil {
				return fmt.Errorf("cannot save %q: %w", name, err)
			}
		}
	} else if err := os.Rename(tmpName, path); err != nil {
		return fmt.Errorf("cannot save %q: %w", name, err)
	}
	committed = true
	if err := syncDir(f.dir); err != nil {
		return fmt.Errorf("save %q was written, but the folder could not be synced: %w", name, err)
	}
	if info, err := os.Lstat(path); err == nil {
		f.remember(name, info)
	}
	return nil
}

func exists(path, name string) error {
	return &Error{Where: path, Problem: fmt.Sprintf("already exists: choose another name than %q, or resume that save", name), Kind: ErrExists}
}

// replaceable checks that whatever is at path may be replaced: nothing, or a
// haunt save this build can read.
func (f *FileStore) replaceable(name, path string) error {
	info, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cannot save %q: %w", name, err)
	}
	if !info.Mode().IsRegular() {
		return &Error{Where: path, Problem: "was left untouched: it is not a regular file, so it is not replaced by a save", Kind: ErrForeign}
	}
	if f.unchanged(name, info) {
		return nil
	}
	_, info, err = f.load(name)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			if errors.Is(e.Kind, ErrNotFound) { // gone since the Lstat
				return nil
			}
			return &Error{Where: path, Problem: "was left untouched, because it cannot be read: it " + e.Problem +
				"; move it away or save under another name", Kind: e.Kind}
		}
		return err
	}
	f.remember(name, info)
	return nil
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, errors.ErrUnsupported) && !isInvalid(err) {
		return err
	}
	return nil
}

func isInvalid(err error) bool { return errors.Is(err, syscall.EINVAL) }

// Delete removes a save. A damaged file can be deleted too: that is how a
// player gets rid of it.
func (f *FileStore) Delete(name string) error {
	if err := ValidName(name); err != nil {
		return err
	}
	path := f.Path(name)
	err := os.Remove(path)
	if errors.Is(err, fs.ErrNotExist) {
		return &Error{Where: path, Problem: fmt.Sprintf("does not exist: there is no save named %q", name), Kind: ErrNotFound}
	}
	if err != nil {
		return fmt.Errorf("cannot delete save %q: %w", name, err)
	}
	f.remember(name, nil)
	return syncDir(f.dir)
}

// List returns every *.haunt.json file in the folder, newest first. Files
// that cannot be read are listed with Err set; other files, hidden files and
// temporary files are ignored; a folder that does not exist yet lists empty.
func (f *FileStore) List() ([]Entry, error) {
	des, err := os.ReadDir(f.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot list the saves in %s: %w", f.dir, err)
	}
	var out []Entry
	for _, de := range des {
		file := de.Name()
		if !strings.HasSuffix(file, Ext) || strings.HasPrefix(file, ".") || de.IsDir() {
			continue
		}
		name := strings.TrimSuffix(file, Ext)
		e := Entry{Name: name, Path: filepath.Join(f.dir, file)}
		if info, err := de.Info(); err == nil {
			e.Modified = info.ModTime()
		} else if errors.Is(err, fs.ErrNotExist) {
			continue // deleted while we listed
		}
		if ValidName(name) != nil {
			e.Err = &Error{Where: e.Path, Problem: "has a name haunt cannot use: rename it and " + allowed, Kind: ErrBadName}
		} else {
			s, err := f.Load(name)
			e.Header, e.Err = s.Header, err
		}
		out = append(out, e)
	}
	slices.SortFunc(out, newestFirst)
	return out, nil
}
