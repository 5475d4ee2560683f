package hallsofhorror

import (
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The text beside and under the house, in blocks (pages.go flows them
// into columns). Each block is units: lines kept together in one column
// when they fit.

// sentence lays text out after lead, wrapped at w.
func sentence(lead line, text string, l cls, w int) []line {
	g := []line{}
	if len(lead) > 0 {
		g = append(g, lead)
	}
	return flow(append(g, canvas.Words(text, l)...), "", "  ", " ", w)
}

// nowUnits is the turn under way: who has picked an action card (and,
// once they are shown or for the viewer's own, which), the rooms each
// player must lock, and at the end who won.
func (f *frame) nowUnits(w int) []unit {
	v := f.v
	var body []line
	add := func(ls ...line) { body = append(body, ls...) }
	switch {
	case v.Over:
		add(f.resultLines(w)...)
	case v.Turn == 0 || v.Phase == "setup":
		add(sentence(nil, "Setting up: the starting rooms are turned up, the participants dealt and placed, and the Killer put in the house.", cNone, w)...)
	default:
		if pl := f.pickLines(w); pl != nil {
			add(pl...)
		}
	}
	var owed []line
	for s, sv := range v.Seats {
		if sv.LocksOwed > 0 {
			owed = append(owed, line{f.who(s), {" " + plural(sv.LocksOwed, "room"), cLocked}})
		}
	}
	if len(owed) > 0 {
		add(flow(append([]line{{{gLocked + " to lock:", cLocked}}}, owed...), "", "  ", " ", w)...)
	}
	if len(body) == 0 {
		return nil
	}
	return []unit{append(unit{title("NOW", w)}, body...)}
}

// actionWord is an action card's ID as people say it: "Up", "Search".
func actionWord(id string) string {
	if id == "" {
		return ""
	}
	return strings.ToUpper(id[:1]) + id[1:]
}

// pickLines say who has picked this turn's action card and who has not:
// "action cards: B✓ M◌ I Search"; a card shows when the view may see it.
func (f *frame) pickLines(w int) []line {
	v := f.v
	g := []line{{{"action cards:", cSubtle}}}
	any := false
	for s, sv := range v.Seats {
		if !f.inPlay(s) {
			continue
		}
		switch {
		case sv.Action != "":
			g = append(g, line{f.who(s), {" " + actionWord(sv.Action), cCur}})
			any = true
		case sv.Picked:
			g = append(g, line{f.who(s), {gPicked, cGood}})
			any = true
		default:
			g = append(g, line{f.who(s), {gWaiting, cSubtle}})
		}
	}
	if !any && v.Revealed {
		return nil
	}
	if len(g) == 1 {
		return nil
	}
	return flow(g, "", "  ", " ", w)
}

// resultLines say who won.
func (f *frame) resultLines(w int) []line {
	v := f.v
	if len(v.Winners) == 0 {
		return []line{{{"■ game over: nobody won", cBanner}}}
	}
	g := []line{{{"■ game over:", cBanner}}}
	for k, s := range v.Winners {
		if k > 0 {
			g = append(g, line{{"and", cNone}})
		}
		g = append(g, line{f.who(s), {" " + f.name(s), seatLookOf(s)}})
	}
	g = append(g, line{{"won", cGood}})
	return flow(g, "", "  ", " ", w)
}

// trayUnits are the dice tray of the combat under way, a unit a party in
// initiative order, and the reward cards of the Search under way.
func (f *frame) trayUnits(w int) []unit {
	v := f.v
	var out []unit
	if c := v.Combat; c != nil {
		head := unit{title("COMBAT", w)}
		head = append(head, flow(f.locGroups(c.Cell, line{{gCombat + " in", cCur}}, nil), "", "  ", " ", w)...)
		for k, p := range c.Parties {
			u := f.partyUnit(p, w)
			if k == 0 {
				u = append(head, u...) // the title stays with what it heads
			}
			out = append(out, u)
		}
		if len(c.Parties) == 0 {
			out = append(out, head)
		}
	}
	if len(v.Drawn) > 0 || v.Dropped != "" || v.Spent > 0 {
		u := unit{title("SEARCH", w)}
		if f.seatOK(v.Searcher) {
			u = append(u, line{f.who(v.Searcher), {" searches", cSubtle}})
		}
		var g []line
		for _, id := range v.Drawn {
			g = append(g, f.cardRun(id))
		}
		if len(g) == 0 {
			g = append(g, line{{"none yet", cSubtle}})
		}
		ls := flow(append([]line{{{"drawn:", cSubtle}}}, g...), "", "  ", " ", w)
		u = append(u, ls...)
		if v.Dropped != "" {
			u = append(u, append(line{{"dropped: ", cSubtle}}, f.cardRun(v.Dropped)...))
		}
		if v.Spent > 0 {
			u = append(u, line{{gResolve + " " + itoa(v.Spent) + " Resolve spent", cResolve}})
		}
		out = append(out, u)
	}
	return out
}

// cardRun is a reward card as its symbols in brackets: "[K U]".
func (f *frame) cardRun(id string) line {
	l := line{{"[", cSubtle}}
	for k, s := range f.b.cardSymbols(id) {
		if k > 0 {
			l = append(l, seg{" ", cNone})
		}
		l = append(l, seg{symbolLetter(s), symbolLook(s)})
	}
	return append(l, seg{"]", cSubtle})
}

// partyUnit is one side of the combat: who, the card played and the
// weapon, the face a die succeeds from, the dice (● a success, ○ a miss,
// □ not rolled), the successes, the damage and whether the result is
// accepted.
func (f *frame) partyUnit(p rh.PartyView, w int) unit {
	var head []line
	if p.Seat < 0 {
		head = append(head, line{{gKiller + " Killer", cKiller}})
	} else {
		head = append(head, line{f.who(p.Seat), {" " + f.figure(p.Seat), seatLookOf(p.Seat)}})
	}
	head = append(head, line{{actionWord(p.Card), cCur}})
	if p.Weapon != "" {
		head = append(head, line{{"with", cSubtle}}, line{{f.b.itemName(p.Weapon), cItem}})
	}
	out := unit(flow(head, "", "  ", " ", w))
	var g []line
	dice := ""
	switch {
	case p.Rolled:
		dice = strings.Repeat(gHit, min(p.Successes, p.Dice)) + strings.Repeat(gMiss, max(p.Dice-p.Successes, 0))
	default:
		dice = strings.Repeat(gUnrolled, p.Dice)
	}
	g = append(g, line{{dice, cNone}})
	if p.Faces > 0 {
		g = append(g, line{{itoa(p.Faces) + "+", cSubtle}})
	}
	if p.Rolled {
		g = append(g, line{{plural(p.Successes, "success"), cGood}})
	} else {
		g = append(g, line{{plural(p.Dice, "die") + " to roll", cSubtle}})
	}
	if p.Damage > 0 {
		g = append(g, line{{"damage " + itoa(p.Damage), cBad}})
	}
	if p.Accepted {
		g = append(g, line{{gPicked + " accepted", cGood}})
	}
	return append(out, flow(g, "  ", "  ", " ", w)...)
}

// mcUnits is the Master of the Ceremony: who holds the card, the MC card
// being played with its Killer symbols left, and the MC's hand (to the MC
// alone; the others see how many were drawn).
func (f *frame) mcUnits(w int) []unit {
	v := f.v
	u := unit{title("MASTER OF THE CEREMONY", w)}
	if f.seatOK(v.MC) {
		u = append(u, flow([]line{{{gMC, cKiller}, f.who(v.MC), {" " + f.name(v.MC) + " plays the MC", seatLookOf(v.MC)}}}, "", "  ", " ", w)...)
	} else {
		u = append(u, sentence(line{{gMC, cKiller}}, "nobody yet: the First Player draws the MC card", cSubtle, w)...)
	}
	out := []unit{u}
	if v.MCCard != "" {
		c := unit{}
		title := f.b.mcTitle(v.MCCard)
		m := f.b.mcCard(v.MCCard)
		if m == nil && v.MCText != "" {
			title = v.MCText // typed at the table: its title and text
		}
		c = append(c, flow(append([]line{{{"▸ playing:", cCur}}}, canvas.Words(title, cRoom)...), "", "  ", " ", w)...)
		if m != nil && m.Text != "" {
			c = append(c, sentence(nil, m.Text, cNone, w)...)
		}
		c = append(c, line{{gKiller + " " + plural(v.Symbols, "Killer symbol") + " left", cKiller}})
		out = append(out, c)
	}
	if len(v.MCHand) > 0 {
		h := unit{{{"the MC's hand (secret):", cSubtle}}}
		for _, id := range v.MCHand {
			sym := 0
			if m := f.b.mcCard(id); m != nil {
				sym = m.Symbols
			}
			h = append(h, flow(append(canvas.Words(f.b.mcTitle(id), cItem), line{{strings.Repeat(gKiller, sym), cKiller}}), "• ", "  ", " ", w)...)
		}
		out = append(out, h)
	} else if v.MCDrawn > 0 {
		out = append(out, unit(sentence(nil, "The MC drew "+plural(v.MCDrawn, "card")+" to choose from, unseen.", cSubtle, w)))
	}
	return out
}

// killerUnits is the Killer's sheet: active or stunned and where, his
// health of his most, his rage on the track with the dice and damage it
// gives, and whether the first kill's key is taken.
func (f *frame) killerUnits(w int) []unit {
	k := f.v.Killer
	u := unit{title("KILLER", w)}
	state := line{{gKiller + gStunned + " stunned", cKiller}}
	if k.Active {
		state = line{{gKiller + gActive + " active", cKiller}}
	}
	if k.Cell != "" {
		u = append(u, flow(f.locGroups(k.Cell, append(state, seg{" in", cSubtle}), nil), "", "  ", " ", w)...)
	} else {
		u = append(u, line{{gKiller, cKiller}, {" not placed yet", cSubtle}}) // neither standing nor stunned
	}
	hp := line{{gHealth + " " + itoa(k.Health) + " of " + itoa(k.MaxHealth) + " HP", cBad}}
	if b := canvas.Bar(k.Health, k.MaxHealth); b != "" {
		hp = append(hp, seg{" " + b, cBad})
	}
	u = append(u, hp)
	track := f.b.c.Killer.Rage
	steps := len(track)
	rage := line{{"rage ", cSubtle}, {strings.Repeat(gMiss, max(min(k.Rage, steps), 0)) + gHit + strings.Repeat(gMiss, max(steps-k.Rage-1, 0)), cKiller},
		{" " + plural(k.Dice, "die") + ", damage " + itoa(k.Damage), cNone}}
	u = append(u, flow([]line{rage}, "", "  ", " ", w)...)
	if steps > 0 {
		g := []line{{{"track (dice/damage):", cSubtle}}}
		for i, s := range track {
			t := itoa(s.Dice) + "/" + itoa(s.Damage)
			if i == k.Rage {
				g = append(g, line{{"▸" + t, cKiller}})
			} else {
				g = append(g, line{{t, cSubtle}})
			}
		}
		u = append(u, flow(g, "", "  ", " ", w)...)
	}
	if k.KeyTaken {
		u = append(u, line{{gKey + " first-kill key taken", cSubtle}})
	} else {
		u = append(u, sentence(line{{gKey, cKey}}, "the first to bring him to 0 HP wins a key", cNone, w)...)
	}
	return []unit{u}
}

// locGroups is a room for people as word groups, each with a spot for
// the mouse, so that flow wraps a long name between its words: before
// glued to the first group, after to the last.
func (f *frame) locGroups(id string, before, after line) []line {
	look := cRoom
	if f.sel.Place(id) {
		look = cSel
	}
	i, ok := f.cell[id]
	ws := strings.Fields(f.place(id))
	var out []line
	if len(before) > 0 {
		out = append(out, before)
	}
	for _, w := range ws {
		var g line
		if ok {
			g = append(g, cellSpot(i))
		}
		out = append(out, append(g, seg{w, look}, canvas.Spot(mEnd)))
	}
	if len(after) > 0 && len(out) > 0 {
		out[len(out)-1] = append(out[len(out)-1], after...)
	}
	return out
}

// seatUnits is one unit a seat: its letter, participant and player, its
// marks, what its participant carries, where it stands and its action
// card.
func (f *frame) seatUnits(w int) []unit {
	var out []unit
	for s := range f.v.Seats {
		u := f.seatUnit(s, w)
		if s == 0 {
			u = append(unit{title("PARTICIPANTS", w)}, u...) // the title stays with what it heads
		}
		out = append(out, u)
	}
	return out
}

func (f *frame) seatUnit(s, w int) unit {
	v := f.v
	sv := &v.Seats[s]
	head := line{f.who(s), {" " + f.figure(s), seatLookOf(s)}}
	if sv.Name != "" {
		head = append(head, seg{" (" + f.name(s) + ")", cSubtle})
	}
	g := []line{head}
	if s == v.First {
		g = append(g, line{{gFirst + " first", cCur}})
	}
	if s == v.MC {
		g = append(g, line{{gMC + " MC", cKiller}})
	}
	switch {
	case sv.Dead:
		g = append(g, line{{gBody + " dead", cBad}})
	case sv.Escaped:
		g = append(g, line{{gEscaped + " escaped", cGood}})
	}
	if sv.Panicked {
		g = append(g, line{{gPanic + " panicked", cBad}})
	}
	if sv.ShutIn {
		g = append(g, line{{gShut + " shut in", cBad}})
	}
	out := unit(flow(g, "", "  ", " · ", w))
	if sv.Dead && v.Over {
		return out
	}
	var stats []line
	if !sv.Dead { // a body holds only things
		stats = append(stats, line{{gHealth + " " + itoa(sv.Health) + "/" + itoa(sv.MaxHealth), cBad}},
			line{{gResolve + " " + itoa(sv.Resolve), cResolve}})
	}
	stats = append(stats, line{{gKey + " " + itoa(sv.Keys), cKey}})
	if sv.Bullets > 0 {
		stats = append(stats, line{{plural(sv.Bullets, "bullet"), cAmmo}})
	}
	if sv.Shells > 0 {
		stats = append(stats, line{{plural(sv.Shells, "shell"), cAmmo}})
	}
	out = append(out, flow(stats, "  ", "  ", "  ", w)...)
	var items []line
	for _, id := range sv.Items {
		look := cItem
		if f.sel.Card(id) {
			look = cSel
		}
		items = append(items, line{{f.b.itemName(id), look}})
	}
	if len(items) == 0 {
		items = append(items, line{{"no items", cSubtle}})
	}
	out = append(out, flow(items, "  ", "  ", " · ", w)...)
	var where [][]line // each a group of words, " ·" between
	if f.inPlay(s) && v.Turn > 0 && !v.Over {
		switch {
		case sv.Action != "":
			where = append(where, []line{{{"action:", cSubtle}}, {{actionWord(sv.Action), cCur}}})
		case sv.Picked:
			where = append(where, []line{{{"action " + gPicked, cGood}}})
		case !v.Revealed:
			where = append(where, []line{{{"action " + gWaiting, cSubtle}}})
		}
	}
	if sv.LocksOwed > 0 {
		where = append(where, []line{{{gLocked + " locks " + plural(sv.LocksOwed, "room"), cLocked}}})
	}
	if sv.Cell != "" && !sv.Escaped {
		what := "in"
		if sv.Dead {
			what = "body in"
		}
		where = append(where, f.locGroups(sv.Cell, line{{what, cSubtle}}, nil))
	}
	var ws []line
	for k, g := range where {
		if k > 0 {
			ws[len(ws)-1] = append(ws[len(ws)-1], seg{" ·", cSubtle})
		}
		ws = append(ws, g...)
	}
	where2 := ws
	if len(where2) > 0 {
		out = append(out, flow(where2, "  ", "  ", " ", w)...)
	}
	return out
}

// supplyUnits is the rest of the table: the room deck face down, the
// reward deck, the gift bag, the MC deck, and the set-up.
func (f *frame) supplyUnits(w int) []unit {
	v := f.v
	out := unit{title("SUPPLY", w)}
	g := []line{
		{{gFaceDown + " " + plural(v.FaceDown, "room") + " face down", cSubtle}},
		{{"reward deck " + itoa(v.RewardDeck), cNone}},
		{{gGift + " gift bag " + itoa(v.GiftBag), cGift}},
		{{"MC deck " + itoa(v.MCDeck), cKiller}},
	}
	out = append(out, flow(g, "", "", " · ", w)...)
	var set []line
	if v.Rooms != "" {
		set = append(set, line{{"rooms: " + roomsWord(v.Rooms), cSubtle}})
	}
	if v.Side != "" {
		set = append(set, line{{"sheets: " + v.Side + " side", cSubtle}})
	}
	if len(set) > 0 {
		out = append(out, flow(set, "", "", " · ", w)...)
	}
	if v.Variant != "" {
		out = append(out, sentence(line{{"set-up:", cBadge}}, v.Variant, cBadge, w)...)
	}
	return []unit{out}
}

// roomsWord is the room deck option in words.
func roomsWord(r string) string {
	switch r {
	case hh.VariantA, hh.VariantB:
		return strings.ToUpper(r) + " deck"
	}
	return r
}

// keyUnits say what the glyphs mean, and who each letter is.
func (f *frame) keyUnits(w int) []unit {
	out := unit{title("KEY", w)}
	out = append(out, f.SeatKey(w)...)
	g := []line{
		{{gSearch + "3", cNone}, {" search: draw 3", cSubtle}},
		{{gPuzzle + "3", cNone}, {" puzzle: a pair in 3", cSubtle}},
		{{gSpecial, cNone}, {" room rule, no draw", cSubtle}},
		{{"M", cItem}, {" melee", cSubtle}},
		{{"F", cItem}, {" firearm", cSubtle}},
		{{"U", cItem}, {" utility", cSubtle}},
		{{"A", cAmmo}, {" ammo", cSubtle}},
		{{"K", cKey}, {" key", cSubtle}},
		{{"D", cBad}, {" damage", cSubtle}},
		{{"P", cBad}, {" panic", cSubtle}},
		{{"·", cSubtle}, {" blank", cSubtle}},
		{{gCovered, cSubtle}, {" reward taken", cSubtle}},
		{{gExhaust, cBad}, {" exhausted", cSubtle}},
		{{gStart, cSubtle}, {" starting room", cSubtle}},
		{{gFaceDown, cSubtle}, {" face down", cSubtle}},
		{{gLocked, cLocked}, {" locked", cSubtle}},
		{{gShut, cBad}, {" shut in a puzzle", cSubtle}},
		{{gKiller + gActive, cKiller}, {" Killer active", cSubtle}},
		{{gKiller + gStunned, cKiller}, {" stunned", cSubtle}},
		{{gBody, cBad}, {" body", cSubtle}},
		{{gGift, cGift}, {" gift tokens", cSubtle}},
		{{gCombat, cCur}, {" combat", cSubtle}},
		{{gHealth, cBad}, {" health", cSubtle}},
		{{gResolve, cResolve}, {" Resolve", cSubtle}},
		{{gKey, cKey}, {" keys", cSubtle}},
		{{gPanic, cBad}, {" panicked", cSubtle}},
		{{gFirst, cCur}, {" first player", cSubtle}},
		{{gMC, cKiller}, {" MC", cSubtle}},
		{{gEscaped, cGood}, {" escaped", cSubtle}},
		{{gPicked, cGood}, {" picked", cSubtle}},
		{{gWaiting, cSubtle}, {" not yet", cSubtle}},
		{{gHit + gMiss + gUnrolled, cNone}, {" hit, miss, to roll", cSubtle}},
		{{"═", cCur}, {" selected", cSubtle}},
	}
	return []unit{out, flow(g, "", "", "  ", w)}
}
