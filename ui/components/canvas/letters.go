package canvas

import "strings"

// Letters gives each name a distinct capital letter or digit, for a board
// that marks whose piece is whose with a glyph as well as a colour. What
// all the names begin with is skipped ("Player 1", "Player 2" are 1 and 2):
// then the name's first letter or digit, or the next of it still free; a
// digit when none is.
func Letters(names []string) []string {
	skip := commonPrefix(names)
	out := make([]string, len(names))
	used := map[rune]bool{}
	for i, n := range names {
		pick := rune(0)
		for _, r := range strings.ToUpper(n[skip:]) {
			if (r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') && !used[r] {
				pick = r
				break
			}
		}
		for d := 0; pick == 0 || used[pick]; d++ {
			pick = rune('1' + (i+d)%9)
		}
		used[pick] = true
		out[i] = string(pick)
	}
	return out
}

// commonPrefix is how many bytes of whole words (up to a space) every name
// begins with alike, when there are two names or more.
func commonPrefix(names []string) int {
	if len(names) < 2 {
		return 0
	}
	n := len(names[0])
	for _, s := range names[1:] {
		n = min(n, len(s))
		for i := range n {
			if s[i] != names[0][i] {
				n = i
				break
			}
		}
	}
	return strings.LastIndexByte(names[0][:n], ' ') + 1
}
