package datafile

import (
	"slices"
	"strings"
	"testing"
)

func TestLabelsSummaryAndCarrying(t *testing.T) {
	files := []string{"a.json", "b.json", "c.json"}
	l := Labels{"a.json": "house deck", "b.json": "my cards", "c.json": "house deck"}
	if got := l.Summary(files, "house deck"); got != "house deck; my cards" {
		t.Errorf("Summary = %q", got)
	}
	if got := (Labels{}).Summary(files, "house set"); got != "house set" {
		t.Errorf("Summary of no labels = %q", got)
	}
	if got := l.Carrying(files, "house deck"); !slices.Equal(got, []string{"a.json", "c.json"}) {
		t.Errorf("Carrying = %v", got)
	}
}

func TestSourceIsNamedAndKnown(t *testing.T) {
	var p Problems
	p.Source("f.json", "entry 1", "source", "", []string{"C", "house"})
	p.Source("f.json", "entry 2", "source", "guess", []string{"C", "house"})
	p.Source("f.json", "entry 3", "source", "C", []string{"C", "house"})
	err := p.Err()
	if err == nil {
		t.Fatal("a missing and an unknown source passed")
	}
	for _, want := range []string{"entry 1", "is missing", "entry 2", "guess"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "entry 3") {
		t.Errorf("a known source was refused: %v", err)
	}
}
