package saves_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/adrg/xdg"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/saves/storetest"
)

// t0 and sample are the contract suite's clock and save.
var (
	t0     = storetest.T0
	sample = storetest.Sample
)

func encodeSample(t testing.TB, name string) []byte {
	t.Helper()
	dir := t.TempDir()
	if err := saves.NewFileStore(dir).Write(sample(name, t0)); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, name+".haunt.json"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var n []string
	for _, d := range des {
		n = append(n, d.Name())
	}
	return n
}

func TestValidName(t *testing.T) {
	for _, ok := range []string{"a", "horrified-20261121-2238", "my_game-2", strings.Repeat("x", 64), "0"} {
		if err := saves.ValidName(ok); err != nil {
			t.Errorf("ValidName(%q) = %v", ok, err)
		}
	}
	for _, bad := range []string{"", "..", ".", "../x", "a/b", `a\b`, "/etc/passwd", "My Game", "UPPER", "a.b",
		"é", "a b", "a\x00b", "~", strings.Repeat("x", 65), "x.haunt"} {
		err := saves.ValidName(bad)
		if !errors.Is(err, saves.ErrBadName) {
			t.Errorf("ValidName(%q) = %v, want ErrBadName", bad, err)
			continue
		}
		msg := err.Error()
		if len(bad) <= 64 && !strings.Contains(msg, "a-z, the digits 0-9, - and _") {
			t.Errorf("ValidName(%q) = %q: should say which characters are allowed", bad, msg)
		}
	}
	if err := saves.ValidName(strings.Repeat("x", 65)); !strings.Contains(err.Error(), "64") {
		t.Errorf("a long name: %v should give the limit", err)
	}
}

func TestFileStoreRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deep", "saves")
	fs := saves.NewFileStore(dir)
	want := sample("round-trip", t0.Add(time.Hour))
	if err := fs.Write(want); err != nil {
		t.Fatal(err)
	}
	got, err := fs.Load("round-trip")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("round trip:\n got  %+v\n want %+v", got, want)
	}
	path := filepath.Join(dir, "round-trip.haunt.json")
	if fs.Path("round-trip") != path {
		t.Errorf("Path = %q, want %q", fs.Path("round-trip"), path)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("save file mode %v, want 0600", st.Mode().Perm())
	}
	if st, err := os.Stat(dir); err != nil || st.Mode().Perm() != 0o700 {
		t.Errorf("save folder: %v, %v; want made with 0700", st.Mode().Perm(), err)
	}
	// The file is JSON {"header":…, "log":[…]}, one answer per line.
	b, _ := os.ReadFile(path)
	if !bytes.Contains(b, []byte("\n    {\"seat\":-1,\"choice\":\"card gust\",\"source\":\"rng\"},\n")) {
		t.Errorf("the log is not one answer per line:\n%s", b)
	}
	// A second write replaces the first.
	want.Log = append(want.Log, rules.Answer{Seat: 0, Choice: "rest", Source: rules.FromPlayer})
	if err := fs.Write(want); err != nil {
		t.Fatal(err)
	}
	if got, _ := fs.Load("round-trip"); !reflect.DeepEqual(got, want) {
		t.Errorf("after a rewrite: %+v", got)
	}
	// An empty log round-trips as empty, not as a missing log.
	empty := sample("empty", t0)
	empty.Log = nil
	if err := fs.Write(empty); err != nil {
		t.Fatal(err)
	}
	if got, err := fs.Load("empty"); err != nil || len(got.Log) != 0 {
		t.Errorf("empty log: %+v, %v", got.Log, err)
	}
}

func TestWriteStampsFormatAndChecksTheSave(t *testing.T) {
	fs := saves.NewFileStore(t.TempDir())
	s := sample("stamp", t0)
	s.Header.Format = 0
	if err := fs.Write(s); err != nil {
		t.Fatal(err)
	}
	if got, _ := fs.Load("stamp"); got.Header.Format != saves.Format {
		t.Errorf("format %d written", got.Header.Format)
	}
	bad := sample("bad", t0)
	bad.Header.Setup.Game = ""
	if err := fs.Write(bad); !errors.Is(err, saves.ErrDamaged) || !strings.Contains(err.Error(), "names no game") {
		t.Errorf("Write of a save with no game = %v", err)
	}
	bad = sample("bad", t0)
	bad.Log[1].Seat = 5
	if err := fs.Write(bad); err == nil || !strings.Contains(err.Error(), "answer 2 is by seat 5") {
		t.Errorf("Write of a save with a bad seat = %v", err)
	}
	if _, err := os.Stat(fs.Path("bad")); !os.IsNotExist(err) {
		t.Error("a refused save was written")
	}
	// A question put to anyone at the table (rules.Nobody) is answered by
	// nobody's seat in particular, and saved as such.
	open := sample("open", t0)
	open.Log[1].Seat = rules.Nobody
	if err := fs.Write(open); err != nil {
		t.Errorf("Write of an answer by anyone at the table = %v", err)
	}
	if got, err := fs.Load("open"); err != nil || got.Log[1].Seat != rules.Nobody {
		t.Errorf("Load = %v, %v", got.Log, err)
	}
}

func TestWriteIsAtomic(t *testing.T) {
	dir := t.TempDir()
	fs := saves.NewFileStore(dir)
	for i := 0; i < 5; i++ {
		if err := fs.Write(sample("a", t0.Add(time.Duration(i)*time.Minute))); err != nil {
			t.Fatal(err)
		}
	}
	if got := dirNames(t, dir); !slices.Equal(got, []string{"a.haunt.json"}) {
		t.Fatalf("after writes the folder holds %v; want only the save, no temp files", got)
	}
	// A crash between creating the temp file and the rename leaves a
	// half-written temp file behind: the save and the listing ignore it.
	good := encodeSample(t, "a")
	for _, leftover := range []string{".a.123456.tmp", ".b.99.tmp"} {
		if err := os.WriteFile(filepath.Join(dir, leftover), good[:len(good)/2], 0o600); err != nil {
			t.Fatal(err)
		}
	}
	list, err := fs.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Name != "a" || list[0].Err != nil {
		t.Fatalf("List with leftover temp files = %+v", list)
	}
	if _, err := fs.Load("a"); err != nil {
		t.Fatal(err)
	}
	if err := fs.Write(sample("a", t0.Add(time.Hour))); err != nil {
		t.Fatalf("Write beside leftover temp files: %v", err)
	}
	if s, _ := fs.Load("a"); !s.Header.Updated.Equal(t0.Add(time.Hour)) {
		t.Error("the save was not replaced")
	}
}

func TestWriteReplacesAFileChangedBehindItsBack(t *testing.T) {
	// Another haunt (or the player) replaced the file with a good save: Write
	// still replaces it; with a damaged one: Write refuses.
	dir := t.TempDir()
	fs := saves.NewFileStore(dir)
	if err := fs.Write(sample("x", t0)); err != nil {
		t.Fatal(err)
	}
	if err := saves.NewFileStore(dir).Write(sample("x", t0.Add(time.Minute))); err != nil {
		t.Fatal(err)
	}
	if err := fs.Write(sample("x", t0.Add(2*time.Minute))); err != nil {
		t.Fatalf("replacing a good save written by someone else: %v", err)
	}
	path := fs.Path("x")
	if err := os.WriteFile(path, []byte(`{"header": {"format": 1,`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := fs.Write(sample("x", t0.Add(3*time.Minute))); err == nil || !strings.Contains(err.Error(), "left untouched") {
		t.Fatalf("Write over a file damaged since the last write = %v", err)
	}
}

// damaged are files a player might find in the save folder, with the kind
// of error and the words the message must hold.
func damaged(t *testing.T) []struct {
	name, content string
	kind          error
	want          string
} {
	good := string(encodeSample(t, "x"))
	return []struct {
		name, content string
		kind          error
		want          string
	}{
		{"truncated", good[:len(good)/2], saves.ErrDamaged, "ends early — the file is incomplete"},
		{"cut-in-header", good[:40], saves.ErrDamaged, "ends early — the file is incomplete"},
		{"empty", "", saves.ErrDamaged, "is empty"},
		{"garbage", "\x89PNG\r\n\x1a\n\x00\x00", saves.ErrForeign, "is not a haunt save: it is not JSON"},
		{"broken-json", `{"header": {"format": 1}, "log": [}`, saves.ErrDamaged, "is not valid JSON at byte"},
		{"foreign-json", `{"name": "my notes", "items": [1, 2]}`, saves.ErrForeign, "is not a haunt save: it has no header"},
		{"foreign-array", `[1, 2, 3]`, saves.ErrForeign, "is not a haunt save: it holds JSON, but not a save"},
		{"no-format", `{"header": {"name": "x"}, "log": []}`, saves.ErrForeign, "has no format version"},
		{"newer", strings.Replace(good, `"format": 1`, `"format": 2`, 1), saves.ErrNewer,
			"was written by a newer haunt (format 2); this build reads format 1"},
		{"no-game", strings.Replace(good, `"game": "race"`, `"game": ""`, 1), saves.ErrDamaged, "is damaged: its header names no game"},
		{"no-seats", strings.Replace(good, `"seats": [`, `"oldseats": [`, 1), saves.ErrDamaged, "is damaged: its header lists no seats"},
		{"no-log", strings.Replace(good, `"log"`, `"gol"`, 1), saves.ErrDamaged, "is damaged: it has no log of answers"},
		{"bad-mode", strings.Replace(good, `"mode": "digital"`, `"mode": "psychic"`, 1), saves.ErrDamaged, `unknown mode "psychic"`},
		{"wrong-type", strings.Replace(good, `"seed": 7`, `"seed": "seven"`, 1), saves.ErrDamaged, "header.setup.seed holds text where a number belongs"},
		{"bad-source", strings.Replace(good, `"source":"rng"`, `"source":"luck"`, 1), saves.ErrDamaged, `answer 1 has the unknown source "luck"`},
	}
}

func TestLoadDamagedFiles(t *testing.T) {
	for _, tc := range damaged(t) {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			fs := saves.NewFileStore(dir)
			path := filepath.Join(dir, tc.name+".haunt.json")
			if err := os.WriteFile(path, []byte(tc.content), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := fs.Load(tc.name)
			if err == nil {
				t.Fatal("a damaged file loaded")
			}
			if !errors.Is(err, tc.kind) {
				t.Errorf("error %v is not %v", err, tc.kind)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, path+" ") || !strings.Contains(msg, tc.want) {
				t.Errorf("error %q\nwant it to name %s and say %q", msg, path, tc.want)
			}

			// Write refuses to replace it and leaves the bytes alone.
			err = fs.Write(sample(tc.name, t0))
			if err == nil {
				t.Fatal("Write replaced a damaged file")
			}
			if msg := err.Error(); !strings.Contains(msg, path) || !strings.Contains(msg, "left untouched") || !strings.Contains(msg, tc.want) {
				t.Errorf("Write error %q should name the file, say it was left untouched and why", msg)
			}
			if !errors.Is(err, tc.kind) {
				t.Errorf("Write error %v is not %v", err, tc.kind)
			}
			if b, _ := os.ReadFile(path); string(b) != tc.content {
				t.Error("the damaged file's bytes changed")
			}
			if err := fs.Create(sample(tc.name, t0)); !errors.Is(err, saves.ErrExists) {
				t.Errorf("Create over a damaged file = %v, want ErrExists", err)
			}

			// The other saves still list, and the damaged one lists with Err.
			if err := fs.Write(sample("good", t0)); err != nil {
				t.Fatal(err)
			}
			list, err := fs.List()
			if err != nil {
				t.Fatal(err)
			}
			if len(list) != 2 {
				t.Fatalf("List = %+v, want the good save and the damaged one", list)
			}
			for _, e := range list {
				switch e.Name {
				case "good":
					if e.Err != nil || e.Header.Setup.Game != "race" {
						t.Errorf("good save lists as %+v", e)
					}
				case tc.name:
					if e.Err == nil || !strings.Contains(e.Err.Error(), tc.want) || e.Path != path {
						t.Errorf("damaged save lists as %+v", e)
					}
				default:
					t.Errorf("unexpected entry %+v", e)
				}
			}
			// A damaged save can be deleted, which is how a player clears it.
			if err := fs.Delete(tc.name); err != nil {
				t.Fatal(err)
			}
			if err := fs.Write(sample(tc.name, t0)); err != nil {
				t.Errorf("Write after deleting the damaged file: %v", err)
			}
		})
	}
}

func TestNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fs := saves.NewFileStore(dir)
	if err := os.Mkdir(filepath.Join(dir, "d.haunt.json"), 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := fs.Load("d"); err == nil {
		t.Error("a folder loaded as a save")
	}
	if err := fs.Write(sample("d", t0)); err == nil || !strings.Contains(err.Error(), "left untouched") {
		t.Errorf("Write over a folder = %v", err)
	}
	if list, _ := fs.List(); len(list) != 0 {
		t.Errorf("a folder is listed: %+v", list)
	}
}

func TestBadNamesNeverLeaveTheFolder(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "saves")
	fs := saves.NewFileStore(dir)
	for _, name := range []string{"../escape", "..", "a/b", "/tmp/x", "", "Name", strings.Repeat("a", 65)} {
		s := sample(name, t0)
		if err := fs.Write(s); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Write(%q) = %v, want ErrBadName", name, err)
		}
		if err := fs.Create(s); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Create(%q) = %v, want ErrBadName", name, err)
		}
		if _, err := fs.Load(name); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Load(%q) = %v, want ErrBadName", name, err)
		}
		if err := fs.Delete(name); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Delete(%q) = %v, want ErrBadName", name, err)
		}
	}
	if got := dirNames(t, root); len(got) != 0 {
		t.Errorf("bad names created %v", got)
	}
	// A file with a name haunt cannot use, copied in by hand, still lists.
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "My Game.haunt.json"), encodeSample(t, "x"), 0o600); err != nil {
		t.Fatal(err)
	}
	list, err := fs.List()
	if err != nil || len(list) != 1 || !errors.Is(list[0].Err, saves.ErrBadName) || !strings.Contains(list[0].Err.Error(), "rename it") {
		t.Errorf("List with a badly named file = %+v, %v", list, err)
	}
}

func TestLoadMissing(t *testing.T) {
	fs := saves.NewFileStore(t.TempDir())
	_, err := fs.Load("nope")
	if !errors.Is(err, saves.ErrNotFound) || !strings.Contains(err.Error(), fs.Path("nope")) {
		t.Errorf("Load of a missing save = %v", err)
	}
	if err := fs.Delete("nope"); !errors.Is(err, saves.ErrNotFound) {
		t.Errorf("Delete of a missing save = %v", err)
	}
}

func TestLoadTakesTheNameFromTheFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "copy.haunt.json"), encodeSample(t, "original"), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := saves.NewFileStore(dir).Load("copy")
	if err != nil || s.Header.Name != "copy" {
		t.Errorf("a copied save loads as %q, %v; want its file's name", s.Header.Name, err)
	}
}

func TestListNewestFirst(t *testing.T) {
	missing := saves.NewFileStore(filepath.Join(t.TempDir(), "not-yet"))
	if list, err := missing.List(); err != nil || len(list) != 0 {
		t.Fatalf("List of a missing folder = %v, %v; want empty", list, err)
	}
	dir := t.TempDir()
	fs := saves.NewFileStore(dir)
	for name, upd := range map[string]time.Time{"old": t0, "new": t0.Add(2 * time.Hour), "mid": t0.Add(time.Hour)} {
		if err := fs.Write(sample(name, upd)); err != nil {
			t.Fatal(err)
		}
	}
	// No Updated in the header: the file's time counts, here between new and mid.
	zero := sample("untimed", time.Time{})
	if err := fs.Write(zero); err != nil {
		t.Fatal(err)
	}
	mt := t0.Add(90 * time.Minute)
	if err := os.Chtimes(fs.Path("untimed"), mt, mt); err != nil {
		t.Fatal(err)
	}
	// A damaged file with no header falls back to its file time too: the newest.
	if err := os.WriteFile(filepath.Join(dir, "broken.haunt.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(dir, "broken.haunt.json"), t0.Add(3*time.Hour), t0.Add(3*time.Hour)); err != nil {
		t.Fatal(err)
	}
	// Not saves: other extensions, backups, hidden files, temp files.
	for _, other := range []string{"notes.txt", "x.json", "x.haunt.json.bak", ".hidden.haunt.json", ".old.1.tmp", "haunt.json"} {
		if err := os.WriteFile(filepath.Join(dir, other), []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	list, err := fs.List()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
		if e.Path != filepath.Join(dir, e.Name+".haunt.json") {
			t.Errorf("entry %s has path %q", e.Name, e.Path)
		}
		if e.Modified.IsZero() {
			t.Errorf("entry %s has no file time", e.Name)
		}
	}
	if want := []string{"broken", "new", "untimed", "mid", "old"}; !slices.Equal(names, want) {
		t.Errorf("List order %v, want %v", names, want)
	}
	if list[0].Err == nil || list[1].Err != nil {
		t.Errorf("Err: %v, %v", list[0].Err, list[1].Err)
	}
}

func TestDefaultDir(t *testing.T) {
	old := xdg.DataHome
	t.Cleanup(func() { xdg.DataHome = old })
	xdg.DataHome = "/home/ann/.local/share"
	if d, err := saves.DefaultDir(); err != nil || d != "/home/ann/.local/share/haunt/saves" {
		t.Errorf("DefaultDir = %q, %v", d, err)
	}
	xdg.DataHome = ""
	if _, err := saves.DefaultDir(); err == nil {
		t.Error("DefaultDir without a data folder succeeded")
	}
}

// FuzzLoad feeds arbitrary bytes to Load as a save file: it never panics,
// and it returns either a save (that writes and reads back the same) or an
// error naming the file; a file that does not load is never overwritten.
func FuzzLoad(f *testing.F) {
	good := encodeSample(f, "f")
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte{})
	f.Add([]byte("null"))
	f.Add([]byte(`{"header":null,"log":null}`))
	f.Add([]byte(`{"header":{"format":1,"setup":{"game":"g","seats":["a"],"mode":"table"}},"log":[{"seat":0,"choice":"x","source":"player"}]}`))
	f.Add(bytes.Replace(good, []byte(`"format": 1`), []byte(`"format": 1e400`), 1))
	f.Add(bytes.Replace(good, []byte(`"created": "2026`), []byte(`"created": "99999`), 1))
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		fs := saves.NewFileStore(dir)
		path := fs.Path("f")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := fs.Load("f")
		if err != nil {
			var se *saves.Error
			if !errors.As(err, &se) || !strings.HasPrefix(err.Error(), path+" ") {
				t.Fatalf("error %q does not name the file %s", err, path)
			}
			if werr := fs.Write(sample("f", t0)); werr == nil {
				t.Fatal("Write replaced a file that does not load")
			}
			if b, _ := os.ReadFile(path); !bytes.Equal(b, data) {
				t.Fatal("a file that does not load changed")
			}
			return
		}
		if s.Header.Name != "f" {
			t.Fatalf("loaded name %q", s.Header.Name)
		}
		// What loads writes back and loads the same.
		fs2 := saves.NewFileStore(t.TempDir())
		if err := fs2.Write(s); err != nil {
			t.Fatalf("a loaded save does not write: %v", err)
		}
		back, err := fs2.Load("f")
		if err != nil {
			t.Fatalf("a rewritten save does not load: %v", err)
		}
		if !reflect.DeepEqual(utc(back), utc(s)) {
			t.Fatalf("round trip changed the save:\n%+v\n%+v", back, s)
		}
	})
}

// utc puts a save's times in UTC, for comparisons after parsing.
func utc(s saves.Save) saves.Save {
	s.Header.Created = s.Header.Created.UTC()
	s.Header.Updated = s.Header.Updated.UTC()
	if len(s.Log) == 0 {
		s.Log = nil
	}
	return s
}
