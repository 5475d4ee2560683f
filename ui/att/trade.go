package att

import (
	"strings"
)

// offerPanel is a trade offer waiting for its answer: who offers whom
// what, for what.
func (f *frame) offerPanel(w, rows int) []line {
	o := f.v.Offer
	if o == nil {
		return nil
	}
	out := []line{title("TRADE OFFER", w)}
	l := line{f.who(o.From), {" " + f.name(o.From) + " → ", cNone}, f.who(o.To), {" " + f.name(o.To), cNone}}
	out = append(out, l)
	give := line{{"gives ", cSubtle}, {orNothing(o.Give), cNone}}
	take := line{{"asks ", cSubtle}, {orNothing(o.Take), cNone}}
	return append(out, wrapSegs([]line{give, take}, "", "", " · ", w)...)
}

func orNothing(s []string) string {
	if len(s) == 0 {
		return "nothing"
	}
	return strings.Join(s, ", ")
}
