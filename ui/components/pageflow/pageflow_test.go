package pageflow

import (
	"strconv"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// table is a made-up game: a map of rows, each two lines in its rich form
// and one in its bare form, and blocks of units of lines.
type table struct {
	rows  int
	units map[string][]int // block -> lines of each unit
}

func (t table) Candidates(w, h int) []Plan[string] {
	if w < 40 {
		return []Plan[string]{{Words: true}}
	}
	all := []int{}
	for i := range t.rows {
		all = append(all, i)
	}
	return []Plan[string]{
		{Pages: []Page[string]{{Name: "Board", Rows: all, Blocks: []string{"a", "b"}}}},
		{Pages: []Page[string]{{Name: "Map", Rows: all}, {Name: "Text", Blocks: []string{"a", "b"}}}},
	}
}

func (table) Banner(w int) canvas.Line { return canvas.Line{{"BANNER", canvas.Plain}} }
func (table) Describe() string         { return "in words\nline two" }
func (table) MapWidth(w int) int       { return 10 }

func (t table) Map(w, form int, rows []int, limit int) []canvas.Line {
	var out []canvas.Line
	for _, r := range rows {
		for k := range 2 - form {
			out = append(out, canvas.Line{{"row" + strconv.Itoa(r) + "." + strconv.Itoa(k), canvas.Plain}})
		}
	}
	return out
}

func (table) SeatKey(w int) []canvas.Line { return []canvas.Line{{{"KEY", canvas.Plain}}} }

func (t table) Units(b string, w int) []Unit {
	var out []Unit
	for i, n := range t.units[b] {
		var u Unit
		for k := range n {
			u = append(u, canvas.Line{{b + strconv.Itoa(i) + "." + strconv.Itoa(k), canvas.Plain}})
		}
		out = append(out, u)
	}
	return out
}

func (table) RunsOn(b string) bool { return b == "b" }

var lay = Layout[string]{Forms: 2, End: canvas.Spot(200)}

func texts(rows []canvas.Line) string {
	var out []string
	for _, r := range rows {
		out = append(out, strings.TrimRight(r.Text(), " "))
	}
	return strings.Join(out, "|")
}

func TestChooseAndNames(t *testing.T) {
	tb := table{rows: 2, units: map[string][]int{"a": {2}, "b": {3}}}
	if got := lay.Choose(tb, 80, 12).Names(); strings.Join(got, ",") != "Board" {
		t.Errorf("a big room: %v", got)
	}
	// 6 rows: the map's four rich lines leave no room beside or under it
	// for the text, which goes to a page of its own.
	if got := lay.Choose(tb, 40, 6).Names(); strings.Join(got, ",") != "Map,Text" {
		t.Errorf("a small room: %v", got)
	}
	if got := lay.Choose(tb, 30, 12).Names(); strings.Join(got, ",") != "Board" {
		t.Errorf("words: %v", got)
	}
}

func TestPage(t *testing.T) {
	tb := table{rows: 2, units: map[string][]int{"a": {2}, "b": {3}}}
	p := lay.Choose(tb, 80, 12)
	got := lay.Page(tb, p, 0, 80, 12)
	// The text stands beside the map, after its width and a blank, each
	// row of a column ending in the end spot.
	want := "BANNER|row0.0     a0.0|row0.1     a0.1|row1.0     b0.0|row1.1     b0.1|           b0.2"
	if texts(got) != want {
		t.Errorf("one page:\n%s\nwant\n%s", texts(got), want)
	}
	if r := got[1]; r[len(r)-1] != canvas.Spot(200) {
		t.Errorf("a column's row does not end in the end spot: %v", r)
	}
	if got := texts(lay.Page(tb, Plan[string]{Words: true}, 0, 30, 2)); got != "BANNER|in words" {
		t.Errorf("words: %q", got)
	}
	// A map page alone says who each letter is.
	two := lay.Choose(tb, 40, 8)
	if got := texts(lay.Page(tb, two, 0, 40, 8)); got != "BANNER|row0.0|row0.1|row1.0|row1.1||KEY" {
		t.Errorf("the map page: %q", got)
	}
	if got := texts(lay.Page(tb, two, 0, 40, 6)); got != "BANNER|row0.0|row0.1|row1.0|row1.1" {
		t.Errorf("the map page without room for the key: %q", got)
	}
}

// What no page holds ends the last column in a count of the lines left.
func TestMoreLines(t *testing.T) {
	tb := table{rows: 1, units: map[string][]int{"a": {3}, "b": {9}}}
	p := Plan[string]{Pages: []Page[string]{{Name: "Text", Blocks: []string{"a", "b"}}}}
	got := texts(lay.Page(tb, p, 0, 40, 5))
	if !strings.HasSuffix(got, "… 9 more lines (the line mode shows all)") {
		t.Errorf("no count of the lines left: %q", got)
	}
}
