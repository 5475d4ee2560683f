package hallsofhorror

import (
	"strings"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Banner is the top line: the turn and the phase, the First Player, the
// Master of the Ceremony, the Killer's health and the keys, and on the
// right the content's label and the set-up's variant label (the 2-player
// game the rulebook calls unfinished).
func (f *frame) Banner(w int) line {
	v := f.v
	var right line
	if v.Label != "" {
		right = append(right, seg{" [" + v.Label + "]", cBadge})
	}
	if v.Variant != "" {
		right = append(right, seg{" [" + v.Variant + "]", cBadge})
	}
	var l line
	switch {
	case v.Over:
		l = line{{" GAME OVER ", cBanner}}
	case v.Turn == 0 || v.Phase == "setup":
		l = line{{" SETUP ", cBanner}}
	default:
		t := " TURN " + itoa(v.Turn)
		if v.Phase != "" {
			t += " · " + strings.ToUpper(v.Phase)
		}
		l = line{{t + " ", cBanner}}
	}
	// The labels come before the rest: the variant says the rules are
	// unfinished. The label alone goes first when both do not fit.
	for len(right) > 0 && right.Width() > w-l.Width() {
		right = right[:len(right)-1]
	}
	room := w - right.Width()
	l = l.Fit(room)
	add := func(g line) {
		if l.Width()+g.Width() <= room {
			l = append(l, g...)
		}
	}
	if f.seatOK(v.First) && !v.Over {
		add(line{{" " + gFirst, cCur}, f.who(v.First), {" " + f.figure(v.First), seatLookOf(v.First)}})
	}
	if f.seatOK(v.MC) {
		add(line{{" " + gMC, cKiller}, f.who(v.MC)})
	}
	if k := v.Killer; k.MaxHealth > 0 {
		mark := gKiller + gStunned
		switch {
		case k.Cell == "":
			mark = gKiller // not placed yet: neither standing nor stunned
		case k.Active:
			mark = gKiller + gActive
		}
		add(line{{" " + mark + " " + itoa(k.Health) + "/" + itoa(k.MaxHealth), cKiller}})
	}
	if pad := w - l.Width() - right.Width(); pad > 0 {
		l = append(l, seg{canvas.Spaces(pad), cNone})
	}
	return append(l, right...)
}
