package cityofhorror

import (
	"strings"

	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The text beside and under the town, in blocks (pages.go flows them into
// columns). Each block is units: lines kept together in one column when
// they fit.

// nowUnits is what is under way: the phase, the location being resolved,
// the open window and the cards and powers played and not yet resolved;
// at the end, the scores.
func (f *frame) nowUnits(w int) []unit {
	v := f.v
	head := []line{title("NOW", w)}
	var body []line
	add := func(ls ...line) { body = append(body, ls...) }
	sentence := func(lead line, text string, l cls) {
		add(flow(append([]line{lead}, canvas.Words(text, l)...), "", "  ", " ", w)...)
	}
	switch {
	case v.Over:
		add(f.resultLines(w)...)
	case v.Phase == rc.PhaseSetup || v.Hour == "":
		add(flow(canvas.Words("Setting up: characters are dealt and placed.", cNone), "", "", " ", w)...)
	}
	if !v.Over {
		if v.Resolving != "" {
			if i, ok := f.loc[v.Resolving]; ok {
				add(line{{gResolving + " resolving ", cCur}, locSpot(i), {itoa(v.Locations[i].Number) + " " + v.Locations[i].Name, cLoc}, canvas.Spot(mEnd)})
			}
		}
		if pl := f.pickLine(w); pl != nil {
			add(pl...)
		}
	}
	if v.Window != "" {
		sentence(line{{"⏵ open:", cCur}}, v.Window, cNone)
	}
	var played []unit
	for k, p := range v.Played {
		g := []line{{f.who(p.Seat)}}
		what := p.Card
		if p.Power {
			what += " (power)"
		}
		g = append(g, canvas.Words(what+targetGlue(p.Target), cItem)...)
		switch {
		case p.Cancelled:
			g = append(g, line{{"✗ cancelled", cBad}})
		case k == len(v.Played)-1:
			g = append(g, line{{"(may be cancelled)", cSubtle}})
		}
		played = append(played, unit(flow(g, "• ", "  ", " ", w)))
	}
	if len(body) == 0 && len(played) == 0 {
		return nil // the banner says the hour and the phase
	}
	return append([]unit{append(head, body...)}, played...)
}

// targetGlue is what a play acts on, as it follows the card's name: the
// rules write it to be appended (" at the Bank", ", the zombie leader to
// blue").
func targetGlue(t string) string {
	if t == "" || strings.ContainsAny(t[:1], " ,:;") {
		return t
	}
	return " " + t
}

// pickLine says who has played a movement card this round and who has
// not, while the cards are being chosen: "movement cards: R✓ Y◌ G✓".
func (f *frame) pickLine(w int) []line {
	v := f.v
	if v.Revealed || v.Over || v.Hour == "" {
		return nil
	}
	any := false
	g := []line{{{"movement cards:", cSubtle}}}
	for s, sv := range v.Seats {
		if sv.Eliminated {
			continue
		}
		mark := seg{gWaiting, cSubtle}
		if sv.Picked {
			mark = seg{"✓", cGood}
			any = true
		}
		g = append(g, line{f.who(s), mark})
	}
	if !any && v.Phase != rc.PhaseMovement {
		return nil
	}
	return flow(g, "", "  ", " ", w)
}

// resultLines say who won, with every score.
func (f *frame) resultLines(w int) []line {
	v := f.v
	var g []line
	if len(v.Winners) > 0 {
		g = append(g, line{{"■ game over:", cBanner}})
		for k, s := range v.Winners {
			if k > 0 {
				g = append(g, line{{"and", cNone}})
			}
			g = append(g, line{f.who(s), {" " + f.name(s), f.seatLook(s)}})
		}
		g = append(g, line{{"won", cGood}})
	} else {
		g = append(g, line{{"■ game over", cBanner}})
	}
	out := flow(g, "", "  ", " ", w)
	var sc []line
	for s, sv := range v.Seats {
		sc = append(sc, line{f.who(s), {" " + itoa(sv.Score), cNone}})
	}
	return append(out, flow(append([]line{{{"scores:", cSubtle}}}, sc...), "", "  ", " ", w)...)
}

// voteUnits is the vote under way, or the last one: where and for what,
// each voter's weight and whether they have voted, the votes once shown,
// and a tie.
func (f *frame) voteUnits(w int) []unit {
	vt := f.v.Vote
	if vt == nil {
		return nil
	}
	what := "who is eaten"
	if vt.For == "share" {
		what = "who shares"
	}
	out := []line{title("VOTE", w)}
	head := []line{{{"at the", cSubtle}}, f.locRun(vt.Location, nil, line{{":", cNone}})}
	head = append(head, canvas.Words(what, cNone)...)
	if vt.Revealed {
		head = append(head, line{{"(shown)", cSubtle}})
	}
	out = append(out, flow(head, "", "  ", " ", w)...)
	tally := map[int]int{}
	var voters []line
	for _, s := range f.voters() {
		g := line{f.who(s), {" " + f.name(s) + " " + plural(f.weight(s), "vote"), cNone}}
		switch {
		case s < len(vt.Votes) && vt.Votes[s] >= 0:
			g = append(g, seg{" →", cSubtle}, f.who(vt.Votes[s]))
			if vt.Revealed {
				tally[vt.Votes[s]] += f.weight(s)
			}
		case s < len(vt.Voted) && vt.Voted[s]:
			g = append(g, seg{" ✓", cGood})
		default:
			g = append(g, seg{" " + gWaiting, cSubtle})
		}
		voters = append(voters, g)
	}
	out = append(out, flow(voters, "", "", "  ", w)...)
	if vt.Revealed && len(tally) > 0 {
		var g []line
		for s := range f.v.Seats {
			if n, ok := tally[s]; ok {
				g = append(g, line{f.who(s), {" " + f.name(s) + " " + plural(n, "vote"), cNone}})
			}
		}
		ls := flow(g, "result: ", "  ", " · ", w)
		ls[0][0].Look = cSubtle
		out = append(out, ls...)
	}
	if len(vt.Tied) > 0 {
		g := []line{{{"tie:", cSubtle}}}
		for k, s := range vt.Tied {
			g = append(g, line{f.who(s)})
			if k == len(vt.Tied)-1 {
				g[len(g)-1] = append(g[len(g)-1], seg{";", cSubtle})
			}
		}
		g = append(g, canvas.Words("the first player", cSubtle)...)
		g = append(g, line{{gFirst, cCur}, f.who(f.v.First)})
		g = append(g, line{{"decides", cSubtle}})
		out = append(out, flow(g, "", "  ", " ", w)...)
	}
	return []unit{out}
}

// voters are the seats with a vote in the vote under way: those with
// votes there, or when the view does not weigh them, those with a
// character there.
func (f *frame) voters() []int {
	vt := f.v.Vote
	var out []int
	for s := range f.v.Seats {
		if f.weight(s) > 0 || s < len(vt.Votes) && vt.Votes[s] >= 0 || s < len(vt.Voted) && vt.Voted[s] {
			out = append(out, s)
		}
	}
	return out
}

// weight is seat s's votes in the vote under way.
func (f *frame) weight(s int) int {
	vt := f.v.Vote
	if s < len(vt.Weight) {
		return vt.Weight[s]
	}
	n := 0
	if i, ok := f.loc[vt.Location]; ok {
		for _, ci := range f.at[i] {
			if ch := &f.v.Characters[ci]; ch.Seat == s && !ch.Hidden {
				n++
			}
		}
	}
	return n
}

// invasionUnits are the invasion cards the view shows: this round's, the
// coming one for a seat that looked at it (and who knows it), and before
// the first round the set-up card.
func (f *frame) invasionUnits(w int) []unit {
	v := f.v
	var out []unit
	if v.Invasion != nil {
		out = append(out, f.card("INVASION "+v.Invasion.Hour, v.Invasion, w))
	} else if v.SetupCard != nil && (v.Hour == "" || v.Phase == rc.PhaseSetup || v.Phase == rc.PhaseMovement && v.Hour == "1:00") {
		out = append(out, f.card("SET-UP CARD "+v.SetupCard.Hour, v.SetupCard, w))
	}
	if v.Peek != nil {
		out = append(out, f.card("NEXT CARD "+v.Peek.Hour+" (secret)", v.Peek, w))
	}
	if len(v.Peeked) > 0 {
		g := []line{{{"the next card is known to", cSubtle}}}
		for _, s := range v.Peeked {
			g = append(g, line{f.who(s)})
		}
		ls := flow(g, "", "  ", " ", w)
		if len(out) > 0 {
			out[len(out)-1] = append(out[len(out)-1], ls...)
		} else {
			out = append(out, ls)
		}
	}
	return out
}

// card is one invasion card's contents, in the order it acts.
func (f *frame) card(name string, c *rc.InvasionView, w int) unit {
	out := unit{title(name, w)}
	list := func(label string, gs []line) {
		if len(gs) > 0 {
			ls := flow(gs, label+" ", "  ", " · ", w)
			if len(ls) > 0 && len(ls[0]) > 0 {
				ls[0][0].Look = cSubtle
			}
			out = append(out, ls...)
		}
	}
	var g []line
	for _, m := range c.Moves {
		g = append(g, append(f.locRun(m.From, line{{gZombie + itoa(m.N) + " ", cZombie}}, line{{" → ", cSubtle}}), f.locRun(m.To, nil, nil)...))
	}
	list("moves:", g)
	g = nil
	for _, d := range c.Zombies {
		g = append(g, f.locRun(d.Location, nil, line{{" +" + itoa(d.N) + gZombie, cZombie}}))
	}
	list("zombies:", g)
	g = nil
	for _, d := range c.Actions {
		g = append(g, f.locRun(d.Location, nil, line{{" " + gCard + itoa(d.N), cItem}}))
	}
	for _, d := range c.Antidotes {
		g = append(g, f.locRun(d.Location, nil, line{{" " + gAntidote + itoa(d.N), cAnti}}))
	}
	list("airdrop:", g)
	if c.Leader > 0 {
		out = append(out, flow(canvas.Words("the zombie leader turns "+plural(c.Leader, "wedge")+" on", cNone), "", "  ", " ", w)...)
	}
	if len(out) == 1 {
		out = append(out, line{{"nothing happens", cSubtle}})
	}
	return out
}

// locRun is a location's name with a spot for the mouse, between before
// and after.
func (f *frame) locRun(id string, before, after line) line {
	l := append(line{}, before...)
	if i, ok := f.loc[id]; ok {
		l = append(l, locSpot(i))
	}
	l = append(l, seg{f.place(id), cLoc}, canvas.Spot(mEnd))
	return append(l, after...)
}

// seatUnits is one unit a seat: its letter, player and colour, the first
// player token, what it holds, its movement card and vote, and its
// characters with their value, side and place.
func (f *frame) seatUnits(w int) []unit {
	var out []unit
	if len(f.v.Seats) > 0 {
		out = append(out, unit{title("PLAYERS", w)})
	}
	for s := range f.v.Seats {
		out = append(out, f.seatUnit(s, w))
	}
	return out
}

func (f *frame) seatUnit(s, w int) unit {
	v := f.v
	sv := &v.Seats[s]
	head := line{f.who(s), {" " + f.name(s), f.seatLook(s)}}
	if sv.Color != "" {
		head = append(head, seg{" (" + sv.Color + ")", cSubtle})
	}
	if f.sel.Seat(s) {
		head = line{{"▶" + f.letter[s] + " " + f.name(s) + " (" + sv.Color + ")◀", cSel}}
	}
	g := []line{head}
	if s == v.First {
		g = append(g, line{{gFirst + " first", cCur}})
	}
	if sv.Eliminated {
		g = append(g, line{{gDead + " out", cBad}})
	}
	if v.Over {
		g = append(g, line{{"score " + itoa(sv.Score), cGood}})
	}
	if !sv.Eliminated && !v.Over && v.Hour != "" {
		switch {
		case sv.Pick != "":
			g = append(g, f.locRun(sv.Pick, line{{"move → ", cSubtle}}, nil))
		case sv.Picked:
			g = append(g, line{{"move ✓", cGood}})
		case sv.Late:
			g = append(g, line{{"moves after the reveal", cSubtle}})
		case !v.Revealed:
			g = append(g, line{{"move " + gWaiting, cSubtle}})
		}
	}
	if vt := v.Vote; vt != nil && !vt.Revealed && f.weight(s) > 0 {
		switch {
		case s < len(vt.Voted) && vt.Voted[s]:
			g = append(g, line{{"voted ✓", cGood}})
		default:
			g = append(g, line{{"vote " + gWaiting, cSubtle}})
		}
	}
	out := unit(flow(g, "", "  ", " · ", w))

	// What it holds, in words in a wide column, in glyphs (the key says
	// them) in a narrow one.
	wide := w >= placesWidth
	var info []line
	hand := itoa(sv.Hand)
	if wide {
		hand = plural(sv.Hand, "card")
	}
	switch n := f.unseen(s); {
	case n == 0:
	case n >= sv.Hand:
		hand += " (hidden)"
	default:
		hand += " (" + itoa(n) + " unseen)"
	}
	info = append(info, line{{gCard + " " + hand, cItem}})
	anti := itoa(sv.Antidotes)
	if wide {
		anti = plural(sv.Antidotes, "antidote")
	}
	info = append(info, line{{gAntidote + " " + anti, cAnti}})
	food := gFood + " " + itoa(sv.FoodTokens)
	if wide {
		food += " food"
	}
	if !sv.FoodHidden && sv.FoodTokens > 0 {
		food += " (" + plural(sv.Food, "pt") + ")"
	}
	info = append(info, line{{food, cFood}})
	if sv.Canned > 0 {
		info = append(info, line{{"canned " + itoa(sv.Canned), cFood}})
	}
	out = append(out, flow(info, "  ", "  ", " · ", w)...)

	var chars []line
	for ci := range v.Characters {
		if v.Characters[ci].Seat == s {
			chars = append(chars, f.charEntry(ci, w >= placesWidth))
		}
	}
	if len(chars) > 0 {
		out = append(out, flow(chars, "  ", "  ", " · ", w)...)
	}
	return out
}

// placesWidth is the narrowest column whose players' list says where each
// character is; a narrower one leaves that to the town.
const placesWidth = 48

// charEntry is a character in a seat's list: "Blonde 5◆", with its place
// when at: "Blonde 5◆ Bank"; "Geek ✝" when dead.
func (f *frame) charEntry(ci int, at bool) line {
	ch := &f.v.Characters[ci]
	if ch.Dead {
		return line{{ch.Name + " " + gDead, cSubtle}}
	}
	marks := f.charMarks(ch)
	if f.sel.Card(ch.ID) {
		t := "▶" + ch.Name + " " + itoa(ch.Value) + side(ch) + marks
		if ch.Location != "" && at {
			t += " " + f.place(ch.Location)
		}
		return line{{t + "◀", cSel}}
	}
	l := line{{ch.Name + " " + itoa(ch.Value), cNone}}
	if ch.Rested {
		l = append(l, seg{gRested, cGood})
	} else {
		l = append(l, seg{gExhausted, cSubtle})
	}
	if marks != "" {
		l = append(l, seg{marks, cCur})
	}
	switch {
	case ch.Location == "":
		l = append(l, seg{" unplaced", cSubtle})
	case at:
		l = append(l, seg{" ", cNone})
		l = append(l, f.locRun(ch.Location, nil, nil)...)
	}
	return l
}

// handUnits are the action cards the view may see: "your hand" for the
// one seat whose cards it holds, else each seat's by name.
func (f *frame) handUnits(w int) []unit {
	var out []unit
	own := f.handOwner()
	for s := range f.v.Seats {
		cards, kept := f.cards(s), f.v.Seats[s].Kept
		if len(cards)+len(kept) == 0 {
			continue
		}
		name := strings.ToUpper(f.person(s).Possessive()) + " HAND"
		if s == own {
			name = "YOUR HAND"
		}
		if len(kept) > 0 {
			name = strings.TrimSuffix(name, "HAND") + "DRAFT" // Cards is the packet on offer
		}
		u := unit{title(name+" ·", w, f.who(s), seg{" " + f.name(s), f.seatLook(s)})}
		list := func(label string, cs []rc.CardCount) {
			var g []line
			for _, c := range cs {
				g = append(g, line{{cardCount(c), cItem}})
			}
			if n := f.unseen(s); n > 0 && label == "" {
				g = append(g, line{{"+ " + itoa(n) + " unseen", cSubtle}})
			}
			rest := ""
			if label != "" {
				rest = "  "
			}
			ls := flow(g, label, rest, " · ", w)
			if len(ls) > 0 && label != "" {
				ls[0][0].Look = cSubtle
			}
			u = append(u, ls...)
		}
		if len(kept) > 0 {
			list("packet: ", cards)
			list("kept: ", kept)
		} else {
			list("", cards)
		}
		out = append(out, u)
	}
	return out
}

// supplyUnits is the rest of the table: the wheel and the first player,
// the decks and reserves, the food on the truck, and the discard pile.
func (f *frame) supplyUnits(w int) []unit {
	v := f.v
	out := unit{title("SUPPLY", w)}
	var g []line
	if len(v.Seats) > 0 {
		g = append(g, f.wheel(true))
		if f.seatOK(v.First) {
			g = append(g, line{{gFirst + " first ", cCur}, f.who(v.First), {" " + f.name(v.First), f.seatLook(v.First)}})
		}
	}
	out = append(out, flow(g, "", "", " · ", w)...)
	g = []line{
		{{gCard + " deck " + itoa(v.Deck), cItem}},
		{{gZombie + " horde " + itoa(v.Horde), cZombie}},
		{{gAntidote + " reserve " + itoa(v.Reserve), cAnti}},
		{{gFood + " food left " + itoa(v.FoodLeft), cFood}},
	}
	if len(v.FoodUp) > 0 {
		fu := make([]string, len(v.FoodUp))
		for k, x := range v.FoodUp {
			fu[k] = itoa(x)
		}
		g = append(g, line{{"face up " + strings.Join(fu, " "), cFood}})
	}
	out = append(out, flow(g, "", "", " · ", w)...)
	if len(v.Discard) > 0 {
		var d []line
		for _, c := range v.Discard {
			d = append(d, line{{cardCount(c), cItem}})
		}
		ls := flow(d, "discard: ", "  ", " · ", w)
		ls[0][0].Look = cSubtle
		return []unit{out, ls}
	}
	return []unit{append(out, line{{"discard: empty", cSubtle}})}
}

// keyUnits say what the glyphs mean, and who each letter is.
func (f *frame) keyUnits(w int) []unit {
	out := unit{title("KEY", w)}
	out = append(out, f.SeatKey(w)...)
	g := []line{
		{{gRested, cGood}, {" rested", cSubtle}},
		{{gExhausted, cSubtle}, {" exhausted", cSubtle}},
		{{gHidden, cCur}, {" hidden", cSubtle}},
		{{gSafe, cCur}, {" safe", cSubtle}},
		{{gExtra, cCur}, {" extra space", cSubtle}},
		{{gZombie, cZombie}, {" zombies", cSubtle}},
		{{gMarker, cBlast}, {" explosion", cSubtle}},
		{{gCard, cItem}, {" action card", cSubtle}},
		{{gAntidote, cAnti}, {" antidote", cSubtle}},
		{{gFood, cFood}, {" food", cSubtle}},
		{{gReplica, cNone}, {" weapon replica", cSubtle}},
		{{gFirst, cCur}, {" first player", cSubtle}},
		{{"[ ]", cCur}, {" zombie leader", cSubtle}},
		{{gResolving, cCur}, {" resolving", cSubtle}},
		{{gAttack, cBad}, {" attack", cSubtle}},
		{{gDead, cBad}, {" dead", cSubtle}},
		{{gResolved, cGood}, {" done", cSubtle}},
		{{gWaiting, cSubtle}, {" not yet", cSubtle}},
		{{"▶◀", cSel}, {" selected", cSubtle}},
	}
	return []unit{out, flow(g, "", "", "  ", w)}
}
