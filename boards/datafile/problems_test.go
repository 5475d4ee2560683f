package datafile

import (
	"strings"
	"testing"
)

func TestIDsNamesEveryBadID(t *testing.T) {
	var p Problems
	p.IDs("x.json", "card", []string{"a", "", "b c", "a"})
	err := p.Err()
	if err == nil {
		t.Fatal("bad ids passed")
	}
	for _, want := range []string{`x.json: card #2: has no id`, `x.json: card "b c": an id may not hold spaces`, `x.json: card "a": the id is used twice`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q missing from:\n%v", want, err)
		}
	}
	var q Problems
	q.IDs("x.json", "card", []string{"a", "b"})
	if q.Err() != nil {
		t.Fatalf("good ids refused: %v", q.Err())
	}
}

func TestLabelIsRequired(t *testing.T) {
	var p Problems
	p.Label("x.json", "house deck", "house deck", "cards")
	if p.Err() != nil {
		t.Fatalf("a labelled file refused: %v", p.Err())
	}
	p.Label("y.json", "", "house deck", "cards")
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), `y.json: has no label: name the set ("house deck", or your own words for cards from your box)`) {
		t.Fatalf("an unlabelled file: %v", err)
	}
}
