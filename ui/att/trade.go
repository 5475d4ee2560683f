package att

import (
	"strings"
)

func (f *frame) offerPanel(w, rows int) []line {
	o := f.v.Offer
	if o == nil {
		return nil
	}
	out := []line{title("TRADE OFFER", w)}
	l := line{f.who(o.From), {" " + f.name(o.From) + " → ", cNone}, f.who(o.To), {" " + f.name(o.To), cNone}}
	out = append(out, l)
	out = append(out, line{{"gives ", cSubtle}, {orNothing(o.Give), cNone}, {" · asks ", cSubtle}, {orNothing(o.Take), cNone}})
	return out
}

func orNothing(s []string) string {
	if len(s) == 0 {
		return "nothing"
	}
	return strings.Join(s, ", ")
}
