package canvas

import "strings"

// Sentences builds a board's description in plain words (Describe), for the
// line mode and screen readers, a line at a time. The zero value is ready.
type Sentences struct{ sb strings.Builder }

// Ln writes parts as one line.
func (s *Sentences) Ln(parts ...string) {
	for _, p := range parts {
		s.sb.WriteString(p)
	}
	s.sb.WriteByte('\n')
}

// String is the lines written, without the last line break.
func (s *Sentences) String() string { return strings.TrimRight(s.sb.String(), "\n") }

// Labelled is a game's name with the label of its content, when it has
// one: "City of Horror (house set)".
func Labelled(game, label string) string {
	if label != "" {
		return game + " (" + label + ")"
	}
	return game
}

// ListWords joins words with commas and "and": "a, b and c".
func ListWords(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
