package datafile

import "strings"

// Labels is the label each labelled file of a game carries ("house deck"
// for a shipped file of estimates, a player's own words for theirs), by
// file name. The setup and game screens show it, so nobody takes an
// estimate for a printed value.
type Labels map[string]string

// Summary sums up files' labels for the screens: house when none says
// otherwise, else the distinct labels in file order joined with "; "
// ("house deck; my own Feat cards").
func (l Labels) Summary(files []string, house string) string {
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		if x := l[f]; x != "" && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	if len(out) == 0 {
		return house
	}
	return strings.Join(out, "; ")
}

// Carrying lists the files, of those given, whose label is label: the ones
// still holding the house estimates.
func (l Labels) Carrying(files []string, label string) []string {
	var out []string
	for _, f := range files {
		if l[f] == label {
			out = append(out, f)
		}
	}
	return out
}
