package canvas

import "strings"

// OrDash is s, or "-" when s is empty, so a blank field still shows.
func OrDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// Pips shows left of total as filled dots, the rest hollow ("●●○"), at most
// most dots in all.
func Pips(left, total, most int) string {
	left = min(max(left, 0), most)
	total = min(max(total, left), most)
	return strings.Repeat("●", left) + strings.Repeat("○", total-left)
}

// Bar shows progress toward a goal in at most 10 cells ("▰▰▱▱"); "" when
// there is no goal.
func Bar(done, goal int) string {
	if goal <= 0 {
		return ""
	}
	cells := min(goal, 10)
	full := min(max(done, 0)*cells/goal, cells)
	return strings.Repeat("▰", full) + strings.Repeat("▱", cells-full)
}
