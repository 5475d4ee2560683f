package att

import (
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// soloPanel is the Forgotten Secrets goal: what is still to forget this
// round end, and the Rumours (a spot: At) that set it.
func (f *frame) soloPanel(w, rows int) []line {
	v := f.v
	out := []line{title("FORGOTTEN SECRETS", w)}
	rum := pileSecrets(v.Rumours)
	if v.ForgetNeed > 0 {
		out = append(out, line{{"forget ", cSubtle}, {canvas.Bar(v.Forgotten, v.ForgetNeed), cSecret},
			{" " + itoa(v.Forgotten) + " of " + itoa(v.ForgetNeed) + " forgotten", cNone}})
	} else {
		out = append(out, line{canvas.Spot(mRumours), {"Rumours ✦" + itoa(rum), cNone}, canvas.Spot(mEnd), {" → forget ≥ ✦" + itoa(2*rum) + " at round end", cSubtle}})
	}
	if len(v.Rumours) > 0 {
		g := []line{{{"Rumours:", cSubtle}}}
		for _, c := range v.Rumours {
			g = append(g, line{{"[" + tierLetter(c.Tier) + "]", tierLook(c.Tier)}, {c.Name + " ", cNone}, {"✦" + itoa(c.Secrets), cSecret}})
		}
		for _, l := range wrapSegs(g, "", "  ", " ", w) {
			out = append(out, append(line{canvas.Spot(mRumours)}, l...))
		}
	}
	out = append(out, line{{"goal: empty Rumours, score > 0, a TT left on the track", cSubtle}})
	return out
}
