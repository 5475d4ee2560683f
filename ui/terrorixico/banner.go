package terrorixico

import "github.com/hauntgames/haunt/ui/components/canvas"

// Banner is the top line: the round, whose turn it is, who has passed, the
// trauma supply, and on the right the content's label ("house deck").
func (f *frame) Banner(w int) line {
	v := f.v
	var right line
	if v.Label != "" {
		right = line{{" [" + v.Label + "]", cBadge}}
	}
	var l line
	switch {
	case v.Over:
		l = line{{" GAME OVER ", cBanner}}
	case v.Round == 0:
		l = line{{" SETUP ", cBanner}}
	default:
		l = line{{" ROUND " + itoa(v.Round) + " ", cBanner}}
	}
	if right.Width() > w-l.Width() {
		right = nil
	}
	room := w - right.Width()
	l = l.Fit(room)
	add := func(g line) {
		if l.Width()+g.Width() <= room {
			l = append(l, g...)
		}
	}
	switch {
	case v.Over:
		for _, s := range v.Winners {
			if f.seatOK(s) {
				add(line{{" " + gWinner, cGood}, f.who(s), {" " + f.name(s), seatLookOf(s)}})
			}
		}
	case f.seatOK(v.Turn):
		add(line{{" " + gTurn, cCur}, f.who(v.Turn), {" " + f.name(v.Turn), seatLookOf(v.Turn)}})
	}
	if !v.Over {
		var passed line
		for s, sv := range v.Seats {
			if sv.Passed {
				passed = append(passed, f.who(s))
			}
		}
		if len(passed) > 0 {
			add(append(line{{" " + gPassed, cBad}}, passed...))
		}
	}
	add(line{{" " + gTrauma + " " + itoa(v.TraumaLeft) + " left", cBad}})
	if pad := w - l.Width() - right.Width(); pad > 0 {
		l = append(l, seg{canvas.Spaces(pad), cNone})
	}
	return append(l, right...)
}
