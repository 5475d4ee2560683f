package canvas

import "strings"

// Letters gives each name a distinct capital letter, for a board that
// marks whose piece is whose with a glyph as well as a colour: the name's
// initial, or the next letter of it that is still free; a digit when none
// is.
func Letters(names []string) []string {
	out := make([]string, len(names))
	used := map[rune]bool{}
	for i, n := range names {
		pick := rune(0)
		for _, r := range strings.ToUpper(n) {
			if r >= 'A' && r <= 'Z' && !used[r] {
				pick = r
				break
			}
		}
		if pick == 0 {
			pick = rune('1' + i%9)
		}
		used[pick] = true
		out[i] = string(pick)
	}
	return out
}
