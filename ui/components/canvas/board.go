package canvas

import (
	"fmt"
	"strings"
)

// ViewOf accepts a board's view as a value or a non-nil pointer: the game
// screen passes whatever the rules engine returned.
func ViewOf[V any](view any) (*V, bool) {
	switch v := view.(type) {
	case V:
		return &v, true
	case *V:
		if v != nil {
			return v, true
		}
	}
	return nil, false
}

// CannotDraw says that a board was handed a value that is not its view:
// "<board> board: cannot draw T, want <want>".
func CannotDraw(board, want string, view any) string {
	return fmt.Sprintf("%s board: cannot draw %T, want %s", board, view, want)
}

// Message draws msg alone in look, cut to w cells, without trailing blanks:
// the one line a board draws when it has nothing else to show.
func Message(msg string, look Look, w int, p *Palette) string {
	var sb strings.Builder
	Line{{msg, look}}.Write(&sb, w, p)
	return strings.TrimRight(sb.String(), " ")
}
