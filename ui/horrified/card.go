package horrified

import (
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The monster card in play is drawn as the table sees it, a card lying
// face up, from its draw until the next hero phase: what it brings in the
// order it happens, and the step under way marked ▶ (not by colour alone).

// cardWidest is the widest a card is drawn, so it reads as a card.
const cardWidest = 44

// cardBox is the card in a box at most w cells wide: its name on the
// frame, then its three parts numbered in the order they happen, and the
// step under way.
func (f *frame) cardBox(w int) unit {
	c := f.v.Card
	bw := min(w, cardWidest)
	in := bw - 4 // "│ " and " │"
	if in < 8 {
		return unit(flow(f.cardLine(), "", "  ", w))
	}
	var body []line
	add := func(ls []line) { body = append(body, ls...) }
	head := "╭─ MONSTER CARD: " + c.Name + " "
	if canvas.Width(head) > bw-1 {
		head = "╭─ MONSTER CARD "
		add(wrapText(c.Name, cHero, "", "", in))
	}
	items := "no items"
	if c.Items > 0 {
		items = plural(c.Items, "item") + " from the bag"
	}
	add(wrapText(items, cNone, "1 ", "  ", in))
	event := "no event"
	if c.Event != "" {
		event = c.Event
	}
	add(wrapText(event, cNone, "2 ", "  ", in))
	strike := f.strikes()
	if len(c.Strikes) > 0 {
		strike = append(strike, groups(line{{"move " + strconv.Itoa(c.Move) + ", " + plural(c.Dice, "die"), cNone}})...)
	}
	add(flow(strike, "3 ", "  ", in))
	if c.Step != "" {
		add(wrapText("▶ now: "+c.Step, cSel, "", "  ", in))
	}
	u := unit{{{head + strings.Repeat("─", max(bw-canvas.Width(head)-1, 0)) + "╮", cTitle}}}
	for _, l := range body {
		row := append(line{{"│ ", cTitle}}, l...)
		row = append(row, seg{canvas.Spaces(in - l.Width()), cNone}, seg{" │", cTitle})
		u = append(u, row)
	}
	return append(u, line{{"╰" + strings.Repeat("─", max(bw-2, 0)) + "╯", cTitle}})
}

// cardLine is the card as one flow, for the map page's strip.
func (f *frame) cardLine() []piece {
	c := f.v.Card
	ps := groups(line{{"CARD ", cTitle}, {c.Name, cHero}})
	if c.Step != "" {
		ps = append(ps, groups(line{{"▶ now: " + c.Step, cSel}})...)
	}
	ps = append(ps, groups(line{{plural(c.Items, "item"), cNone}})...)
	ps = append(ps, f.strikes()...)
	if len(c.Strikes) > 0 {
		ps = append(ps, groups(line{{"move " + strconv.Itoa(c.Move) + ", " + plural(c.Dice, "die"), cNone}})...)
	}
	return ps
}

// strikes name who strikes, in order, each with its monster's letter on
// the map (the card says which monster each strike is, StrikeIDs); the
// frenzied monster's letter carries its "!".
func (f *frame) strikes() []piece {
	c := f.v.Card
	if len(c.Strikes) == 0 {
		return groups(line{{"no monster strikes", cNone}})
	}
	ps := groups(line{{"strike:", cSubtle}})
	for k, s := range c.Strikes {
		comma := ""
		if k < len(c.Strikes)-1 {
			comma = ","
		}
		l := line{{s + comma, cNone}}
		if k < len(c.StrikeIDs) {
			if i := f.monsterIndex(c.StrikeIDs[k]); i >= 0 {
				mark, look := "☠"+f.monL[i]+" ", cMon
				if c.StrikeIDs[k] == f.v.Frenzied {
					mark, look = "☠"+f.monL[i]+"! ", cFrenzy
				}
				l = line{{mark, look}, {s + comma, cNone}}
			}
		}
		ps = append(ps, glued(l)...)
	}
	return ps
}

// plural is "1 item", "2 items"; "die" becomes "dice".
func plural(n int, one string) string {
	s := strconv.Itoa(n) + " " + one
	switch {
	case n == 1:
		return s
	case one == "die":
		return strconv.Itoa(n) + " dice"
	}
	return s + "s"
}
