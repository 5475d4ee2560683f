package att

import (
	"github.com/hauntgames/haunt/ui/components/canvas"
)

func (f *frame) scoresPanel(w, rows int) []line {
	out := []line{title("FINAL SCORES", w)}
	for i, s := range f.v.Scores {
		mark := "  "
		if s.Winner {
			mark = "★ "
		}
		l := line{{mark + itoa(i+1) + ". ", cSecret}, {canvas.OrDash(s.Player) + " ", cLoc}, {itoa(s.Total), cSecret},
			{" = " + itoa(s.Encounters) + " enc + " + itoa(s.Swag) + " swag + " + itoa(s.Achievements) + " ach + " +
				itoa(s.Map) + " map − " + itoa(s.Penalties) + " · TT " + itoa(s.TTCount) + " · Co" + itoa(s.Courage), cSubtle}}
		out = append(out, l)
	}
	return out
}
