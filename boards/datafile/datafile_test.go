package datafile

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

var testSet = Set{
	Embedded: fstest.MapFS{
		"data/b.json": {Data: []byte(`{"n": 1}`)},
		"data/a.json": {Data: []byte(`{"n": 2}`)},
		"other.go":    {Data: []byte("package x")},
	},
	Dir:   "data",
	Names: []string{"b.json", "a.json"},
	Kind:  "a Test data file",
}

type file struct {
	N    int      `json:"n"`
	Name string   `json:"name"`
	On   bool     `json:"on"`
	List []string `json:"list"`
}

func TestEmbeddedFile(t *testing.T) {
	if b, err := testSet.EmbeddedFile("a.json"); err != nil || string(b) != `{"n": 2}` {
		t.Errorf("a.json = %q, %v", b, err)
	}
	_, err := testSet.EmbeddedFile("../other.go")
	if err == nil || err.Error() != "../other.go: not a Test data file (valid names: a.json, b.json)" {
		t.Errorf("reading outside the set: %v", err)
	}
}

func TestReadOverrides(t *testing.T) {
	srcs, err := testSet.Read(fstest.MapFS{
		"a.json":     {Data: []byte(`{"n": 9}`)},
		".DS_Store":  {Data: []byte{0, 1}},
		"README.md":  {Data: []byte("notes")},
		"readme.txt": {Data: []byte("notes")},
		".git/x":     {Data: []byte("x")},
	})
	if err != nil {
		t.Fatal(err)
	}
	if string(srcs["a.json"]) != `{"n": 9}` || string(srcs["b.json"]) != `{"n": 1}` {
		t.Errorf("override not applied file by file: %q", srcs)
	}

	srcs, err = testSet.Read(fstest.MapFS{
		"c.json":      {Data: []byte("{}")},
		"notes/x.txt": {Data: []byte("x")},
		"a.json":      {Data: []byte(`{"n": 9}`)},
	})
	for _, want := range []string{
		"c.json: not a Test data file (valid names: a.json, b.json)",
		"notes: not a Test data file",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not say %q", err, want)
		}
	}
	if string(srcs["a.json"]) != `{"n": 9}` || string(srcs["b.json"]) != `{"n": 1}` {
		t.Errorf("the map must stay complete beside override errors: %q", srcs)
	}

	for what, dir := range map[string]fs.FS{"nil": nil, "empty": fstest.MapFS{}, "missing": missingDir(t)} {
		if srcs, err := testSet.Read(dir); err != nil || len(srcs) != 2 {
			t.Errorf("%s override folder: %q, %v", what, srcs, err)
		}
	}

	broken := testSet
	broken.Names = []string{"a.json", "gone.json"}
	if srcs, err := broken.Read(nil); srcs != nil || err == nil || !strings.Contains(err.Error(), "gone.json: embedded file missing") {
		t.Errorf("a missing shipped file: %q, %v", srcs, err)
	}
}

func missingDir(t *testing.T) fs.FS {
	sub, err := fs.Sub(fstest.MapFS{"other/a.json": {Data: []byte("{")}}, "mine")
	if err != nil {
		t.Fatal(err)
	}
	return sub
}

func TestDecodeReportsEveryFile(t *testing.T) {
	var a, b file
	err := testSet.Decode(fstest.MapFS{
		"a.json": {Data: []byte(`{"n": "x"}`)},
		"b.json": {Data: []byte(`{"m": 1}`)},
		"z.json": {Data: []byte(`{}`)},
	}, map[string]any{"a.json": &a, "b.json": &b})
	if err == nil {
		t.Fatal("accepted")
	}
	got := strings.Split(err.Error(), "\n")
	want := []string{
		"z.json: not a Test data file (valid names: a.json, b.json)",
		`b.json: unknown field "m"`,
		"a.json: line 1: field n holds a JSON string where a whole number is needed",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", err, strings.Join(want, "\n"))
	}

	if err := testSet.Decode(nil, map[string]any{"a.json": &a, "b.json": &b}); err != nil || a.N != 2 || b.N != 1 {
		t.Errorf("shipped files: %+v %+v %v", a, b, err)
	}
}

func TestUnmarshalErrors(t *testing.T) {
	for _, tc := range []struct{ name, data, want string }{
		{"empty", " \n\t", "file is empty"},
		{"unknown field", `{"n": 1, "nn": 2}`, `unknown field "nn"`},
		{"syntax", "{\n\"n\": 1,,\n}", "line 2: invalid character ',' looking for beginning of object key string"},
		{"int", "{\n\n\"n\": true}", "line 3: field n holds a JSON bool where a whole number is needed"},
		{"string", `{"name": 3}`, "line 1: field name holds a JSON number where a string is needed"},
		{"bool", `{"on": "yes"}`, "line 1: field on holds a JSON string where true or false is needed"},
		{"list", `{"list": {}}`, "line 1: field list holds a JSON object where a list is needed"},
		{"top level", `[1]`, "line 1: the top level holds a JSON array where an object is needed"},
		{"truncated", `{"n": [`, "the JSON ends too early (a missing bracket or brace?)"},
		{"trailing", "{\"n\": 1}\n{}", "line 2: unexpected data after the JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var v file
			err := Unmarshal([]byte(tc.data), &v)
			if err == nil || err.Error() != tc.want {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
	var v file
	if err := Unmarshal([]byte("\xef\xbb\xbf{\"n\": 4}\n"), &v); err != nil || v.N != 4 {
		t.Errorf("a byte order mark is not ignored: %+v %v", v, err)
	}
}

func TestProblems(t *testing.T) {
	var p Problems
	if p.Err() != nil {
		t.Fatal("no problems, yet an error")
	}
	p.Add("x.json", "", "no %s", "things")
	p.Add("x.json", Entry("thing", "a", 0), "is odd")
	p.Add("x.json", Entry("thing", "", 2), "has no id")
	if !p.OneOf("x.json", "setup", "color", "red", []string{"red"}) {
		t.Error("red is one of red")
	}
	if p.OneOf("x.json", "setup", "color", "teal", []string{"red", "blue"}) {
		t.Error("teal is one of red, blue")
	}
	want := `x.json: no things
x.json: thing "a": is odd
x.json: thing #3: has no id
x.json: setup: color "teal" is not one of "red", "blue"`
	if got := p.Err().Error(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	p.Max = 2
	want = "x.json: no things\nx.json: thing \"a\": is odd\n... and 2 more problems"
	if got := p.Err().Error(); got != want {
		t.Errorf("capped: got\n%s\nwant\n%s", got, want)
	}
	p.Max = 0
	if n := len(strings.Split(p.Err().Error(), "\n")); n != 4 {
		t.Errorf("capping must not lose problems: %d lines after uncapping", n)
	}
	if !errors.Is(p.Err(), p.errs[0]) {
		t.Error("Err does not wrap the problems")
	}
}
