package canvas

// Spots: what a board's At finds under the mouse. A spot is an empty run
// whose look, at or above the board's end look, names a place. It draws
// nothing and takes no room, so the runs after it, up to the next spot or
// the end of the row, show that place: the drawing carries its own map,
// whatever the layout did with the lines, and At reads it off the same
// layout Render draws. Each board picks its spot looks above its palette.

// Spot is the empty run that starts the place m names, or with the board's
// end look ends the place before it.
func Spot(m Look) Seg { return Seg{"", m} }

// IndexSpot starts place i of a list whose spots run from first up to the
// last look; the end spot when i has no look.
func IndexSpot(first Look, i int, end Look) Seg {
	if i < 0 || i >= 255-int(first) {
		return Spot(end)
	}
	return Spot(first + Look(i))
}

// SpotAt is the place drawn at column x, row y of rows cut to w cells:
// what place says of the last spot before x in the row (end and the looks
// below it are no spot; place is never asked about end), "" when there is
// none or x, y is off the drawing.
func SpotAt(rows []Line, w, x, y int, end Look, place func(Look) string) string {
	if x < 0 || y < 0 || y >= len(rows) || w <= 0 {
		return ""
	}
	at, cur := 0, ""
	for _, s := range rows[y].Fit(w) {
		if s.Text == "" && s.Look >= end {
			cur = ""
			if s.Look > end {
				cur = place(s.Look)
			}
			continue
		}
		n := Width(s.Text)
		if x < at+n {
			return cur
		}
		at += n
	}
	return ""
}
