package cityofhorror

import (
	"strings"

	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

var selectionNone = common.Selection{}

// Banner is the top line: the hour and the phase, the location being
// resolved, the first player, and on the right the content's label and
// the side of the boards.
func (f *frame) Banner(w int) line {
	v := f.v
	var right line
	if v.Label != "" {
		right = append(right, seg{" [" + v.Label + "]", cBadge})
	}
	if v.Side != "" {
		right = append(right, seg{" side " + strings.ToUpper(v.Side), cSubtle})
	}
	if right.Width() > w/2 {
		right = right[:1]
	}
	if right.Width() > w/2 {
		right = nil
	}
	var l line
	switch {
	case v.Over:
		l = line{{" GAME OVER ", cBanner}}
	case v.Hour == "" || v.Phase == rc.PhaseSetup:
		l = line{{" SETUP ", cBanner}}
	default:
		t := " " + v.Hour
		if v.Phase != "" {
			t += " · " + strings.ToUpper(v.Phase)
		}
		l = line{{t + " ", cBanner}}
	}
	room := w - right.Width()
	l = l.Fit(room)
	add := func(g line) {
		if l.Width()+g.Width() <= room {
			l = append(l, g...)
		}
	}
	if !v.Over && v.Resolving != "" {
		if i, ok := f.loc[v.Resolving]; ok {
			add(line{{" " + gResolving, cCur}, locSpot(i), {itoa(v.Locations[i].Number) + " " + v.Locations[i].Name, cCur}, canvas.Spot(mEnd)})
		}
	}
	if f.seatOK(v.First) {
		add(line{{" " + gFirst, cCur}, f.who(v.First), {" " + f.name(v.First), f.seatLook(v.First)}})
	}
	living, dealt := f.alive()
	if dealt > 0 {
		add(line{{" · " + itoa(living) + " of " + itoa(dealt) + " alive", cSubtle}})
	}
	if pad := w - l.Width() - right.Width(); pad > 0 {
		l = append(l, seg{canvas.Spaces(pad), cNone})
	}
	return append(l, right...)
}
