package canvas

import (
	"slices"
	"testing"
)

// Each name gets a distinct glyph: its initial, the next free letter of it,
// or, when every name starts with the same words (the default "Player 1",
// "Player 2"), what tells them apart.
func TestLettersAreDistinctAndReadable(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  []string
	}{
		{[]string{"Ann", "Bob", "Cat"}, []string{"A", "B", "C"}},
		{[]string{"blue", "black", "brown"}, []string{"B", "L", "R"}},
		{[]string{"Player 1", "Player 2", "Player 3"}, []string{"1", "2", "3"}},
		{[]string{"Ann Lee", "Ann Roe"}, []string{"L", "R"}},
		{[]string{"Solo"}, []string{"S"}},
		{[]string{"Al", "Al"}, []string{"A", "L"}},
		{[]string{"Jo", "Jo", "Jo"}, []string{"J", "O", "3"}},
	} {
		if got := Letters(c.names); !slices.Equal(got, c.want) {
			t.Errorf("Letters(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}
