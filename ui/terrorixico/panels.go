package terrorixico

import (
	tx "github.com/hauntgames/haunt/boards/terrorixico"
	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// The text beside and under the frontlines, in blocks (pages.go flows them
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

// nowUnits is the round: whose turn it is and who has passed; at the end,
// every player's final score and adventure level.
func (f *frame) nowUnits(w int) []unit {
	v := f.v
	if v.Over {
		return f.resultUnits(w)
	}
	u := unit{title("ROUND "+itoa(v.Round), w)}
	if v.Round > 0 && f.seatOK(v.First) {
		u = append(u, flow([]line{{{"started by:", cSubtle}}, {f.who(v.First), {" " + f.name(v.First), seatLookOf(v.First)}}}, "", "  ", " ", w)...)
	}
	if f.seatOK(v.Turn) {
		u = append(u, flow([]line{{{gTurn + " turn:", cCur}}, {f.who(v.Turn), {" " + f.name(v.Turn), seatLookOf(v.Turn)}}}, "", "  ", " ", w)...)
	}
	g := []line{{{gPassed + " passed:", cBad}}}
	for s, sv := range v.Seats {
		if sv.Passed {
			g = append(g, line{f.who(s), {" " + f.name(s), seatLookOf(s)}})
		}
	}
	if len(g) == 1 {
		g = append(g, line{{"nobody yet", cSubtle}})
	}
	u = append(u, flow(g, "", "  ", " ", w)...)
	if v.HandLimit > 0 {
		u = append(u, line{{"hand limit " + itoa(v.HandLimit) + " this round", cSubtle}})
	}
	return []unit{u}
}

// resultUnits are the final scores, best first as the rules rank the
// winners, with how each is made and the adventure level.
func (f *frame) resultUnits(w int) []unit {
	v := f.v
	out := []unit{{title("FINAL SCORES", w)}}
	for s, sv := range v.Seats {
		won := false
		for _, x := range v.Winners {
			won = won || x == s
		}
		head := []line{{f.who(s), {" " + f.name(s), seatLookOf(s)}}, {{itoa(sv.Final) + " points", cPoints}}}
		if sv.Level != "" {
			head = append(head, line{{sv.Level, cCur}})
		}
		if won {
			head = append(head, line{{gWinner + " wins", cGood}})
		}
		u := unit(flow(head, "", "  ", " · ", w))
		u = append(u, flow([]line{{{gVP + " " + itoa(sv.VP) + " V.P.", cPoints}}, {{"− " + itoa(sv.Trauma) + " trauma", cBad}},
			{{"+ " + itoa(sv.Sets) + " sets", cGood}}, {{gMonster + " " + itoa(sv.Track) + " monsters", cMonster}}}, "  ", "  ", " ", w)...)
		if s == 0 {
			u = append(out[0], u...)
			out = out[:0]
		}
		out = append(out, u)
	}
	return out
}

// fightUnits are the monsters and events in the fight, a unit each with
// what it adds to each frontline, then what the lines need in all and what
// the fight pays.
func (f *frame) fightUnits(w int) []unit {
	v := f.v
	head := unit{title("FIGHT", w)}
	var out []unit
	for _, m := range v.Monsters {
		out = append(out, f.monsterUnit(m, w))
	}
	for _, e := range v.Events {
		out = append(out, f.eventUnit(e, w))
	}
	var need []line
	need = append(need, line{{"needs in all:", cSubtle}})
	for _, lv := range v.Lines {
		look := cNone
		if lv.Complete {
			look = cGood
		}
		need = append(need, line{{lineLetter(lv.Line) + itoa(lv.Need), look}})
	}
	first, second := f.prizes()
	tail := unit(flow(need, "", "  ", " ", w))
	tail = append(tail, flow([]line{{{"1st " + itoa(first) + " V.P.", cPoints}}, {{"others " + itoa(second) + " V.P.", cPoints}},
		{{"a pass: " + gTrauma + itoa(f.passTrauma()), cBad}}}, "", "  ", " · ", w)...)
	out = append(out, tail)
	if len(v.Monsters) == 0 && len(v.Events) == 0 {
		out = append([]unit{{line{{"no monster in the fight yet", cSubtle}}}}, out...)
	}
	out[0] = append(head, out[0]...) // the title stays with what it heads
	return out
}

// relicsRun is a monster's requirement: "R2 M3 S1 C0".
func relicsRun(r tx.Relics) []line {
	var g []line
	for _, l := range tx.Frontlines() {
		g = append(g, line{{lineLetter(l) + itoa(r.Get(l)), cNone}})
	}
	return g
}

// monsterUnit is one monster: its name and type, its relics per line and
// its points for first and second place.
func (f *frame) monsterUnit(m rt.CardView, w int) unit {
	mo := f.monster(m.ID)
	name := m.Name
	if name == "" {
		name = f.monsterName(m.ID)
	}
	g := append([]line{{{gMonster, cMonster}}}, canvas.Words(name, cMonster)...)
	typ := m.Type
	if typ == "" && mo != nil {
		typ = mo.Type
	}
	if typ != "" {
		g = append(g, line{{"(" + typ + ")", cSubtle}})
	}
	if f.typed(m.ID) {
		g = append(g, line{{"· typed", cSubtle}})
	}
	u := unit(flow(g, "", "  ", " ", w))
	if mo != nil {
		r := relicsRun(mo.Relics)
		r = append(r, line{{"· 1st " + itoa(mo.First), cPoints}}, line{{"2nd " + itoa(mo.Second), cPoints}})
		u = append(u, flow(r, "  ", "  ", " ", w)...)
	}
	return u
}

// eventUnit is one Event/Boss card: its number and title, its modifiers,
// its V.P. and the trauma of a pass.
func (f *frame) eventUnit(e rt.CardView, w int) unit {
	ev := f.event(e.ID)
	name := e.Name
	if name == "" && ev != nil {
		name = ev.Title
	}
	if name == "" {
		name = e.ID
	}
	lead := "▣"
	if ev != nil && ev.Number > 0 { // a card typed at the table may have none
		lead = "▣ #" + itoa(ev.Number)
	}
	g := append([]line{{{lead, cEvent}}}, canvas.Words(name, cEvent)...)
	if f.typed(e.ID) {
		g = append(g, line{{"· typed", cSubtle}})
	}
	u := unit(flow(g, "", "  ", " ", w))
	if ev != nil {
		var r []line
		for _, l := range tx.Frontlines() {
			m := modWord(ev.Mods.Get(l))
			if m == "" {
				m = "+0"
			}
			r = append(r, line{{lineLetter(l) + m, cNone}})
		}
		r = append(r, line{{"· +" + itoa(ev.VP) + " V.P.", cPoints}}, line{{"· " + gTrauma + itoa(ev.Trauma) + " a pass", cBad}})
		u = append(u, flow(r, "  ", "  ", " ", w)...)
	}
	return u
}

// handUnits are the hands this view shows: the viewer's own (the full view
// shows every one).
func (f *frame) handUnits(w int) []unit {
	v := f.v
	var out []unit
	for k, s := range f.hands {
		sv := &v.Seats[s]
		var g []line
		for _, id := range sv.Hand {
			look := f.b.cardLook(id)
			if f.sel.Card(id) {
				look = cSel
			}
			g = append(g, line{{f.b.cardName(id), look}})
		}
		u := unit{line{f.who(s), {" " + f.person(s).Possessive() + " hand, " + plural(len(sv.Hand), "card") + ":", seatLookOf(s)}}}
		u = append(u, flow(g, "  ", "  ", " · ", w)...)
		if k == 0 {
			t := "YOUR HAND"
			if len(f.hands) > 1 {
				t = "HANDS"
			}
			u = append(unit{title(t, w)}, u...)
		}
		out = append(out, u)
	}
	return out
}

// seatUnits is one unit a player: letter, name and deck, whose turn and
// who passed, the piles, the track, the points and the trauma seen,
// and the monsters returned.
func (f *frame) seatUnits(w int) []unit {
	var out []unit
	for s := range f.v.Seats {
		u := f.seatUnit(s, w)
		if s == 0 {
			u = append(unit{title("PLAYERS", w)}, u...)
		}
		out = append(out, u)
	}
	return out
}

func (f *frame) seatUnit(s, w int) unit {
	v := f.v
	sv := &v.Seats[s]
	head := []line{{f.who(s), {" " + f.name(s), seatLookOf(s)}, {" (" + deckOf(s) + ")", cSubtle}}}
	if s == v.Turn && !v.Over {
		head = append(head, line{{gTurn + " turn", cCur}})
	}
	if sv.Passed && !v.Over {
		head = append(head, line{{gPassed + " passed", cBad}})
	}
	out := unit(flow(head, "", "  ", " · ", w))
	piles := []line{{{"hand " + itoa(sv.HandCount), cNone}}, {{"draw " + itoa(sv.Draw), cNone}},
		{{"discard " + itoa(len(sv.Discard)), cNone}}, {{"waste " + itoa(len(sv.Waste)), cNone}}}
	out = append(out, flow(piles, "  ", "  ", " · ", w)...)
	track := line{{gTrack + " track " + itoa(sv.Track), cMonster}}
	if v.TrackEnd > 0 {
		track = line{{gTrack + " track " + itoa(sv.Track) + "/" + itoa(v.TrackEnd), cMonster}}
	}
	vp := line{{gVP + " " + itoa(sv.VP), cPoints}}
	if v.VPEnd > 0 {
		vp = line{{gVP + " " + itoa(sv.VP) + "/" + itoa(v.VPEnd) + " V.P.", cPoints}}
	} else {
		vp = line{{gVP + " " + itoa(sv.VP) + " V.P.", cPoints}}
	}
	stats := []line{track, vp}
	if sv.TraumaCards > 0 {
		t := gTrauma + " " + plural(sv.TraumaCards, "trauma card")
		if n, pts := f.seenTrauma(s); n > 0 {
			t += " (" + itoa(pts) + " seen)"
		}
		stats = append(stats, line{{t, cBad}})
	}
	out = append(out, flow(stats, "  ", "  ", " · ", w)...)
	if len(sv.Monsters) > 0 {
		g := []line{{{gMonster, cMonster}}}
		for k, id := range sv.Monsters {
			ws := canvas.Words(f.monsterName(id), cMonster)
			if k < len(sv.Monsters)-1 {
				ws[len(ws)-1] = append(ws[len(ws)-1], seg{",", cSubtle})
			}
			g = append(g, ws...)
		}
		g = append(g, canvas.Words("("+f.monsterTypes(s)+")", cSubtle)...)
		out = append(out, flow(g, "  ", "    ", " ", w)...)
	}
	if v.Over {
		fin := []line{{{"final " + itoa(sv.Final), cPoints}}}
		if sv.Level != "" {
			fin = append(fin, line{{sv.Level, cCur}})
		}
		out = append(out, flow(fin, "  ", "  ", " · ", w)...)
	}
	return out
}

// supplyUnits is the rest of the table: the trauma supply and how the game
// ends.
func (f *frame) supplyUnits(w int) []unit {
	v := f.v
	u := unit{title("SUPPLY", w)}
	supply := gTrauma + " " + plural(v.TraumaLeft, "trauma card") + " on the scoreboard"
	if len([]rune(supply)) > w {
		// too narrow for it whole: its words wrap, never cut
		u = append(u, sentence(nil, supply, cBad, w)...)
		if v.HandLimit > 0 {
			u = append(u, line{{"hand limit " + itoa(v.HandLimit), cNone}})
		}
	} else {
		g := []line{{{supply, cBad}}}
		if v.HandLimit > 0 {
			g = append(g, line{{"hand limit " + itoa(v.HandLimit), cNone}})
		}
		u = append(u, flow(g, "", "", " · ", w)...)
	}
	var end []string
	if v.TrackEnd > 0 {
		end = append(end, gTrack+itoa(v.TrackEnd)+" on the monster track")
	}
	if v.VPEnd > 0 {
		end = append(end, gVP+itoa(v.VPEnd)+" V.P.")
	}
	end = append(end, "no trauma card left to draw")
	u = append(u, sentence(line{{"the game ends at", cSubtle}}, orWords(end)+".", cNone, w)...)
	if v.Table {
		u = append(u, sentence(nil, "Table mode: hands are not known to the app; a face-down card is named when it is turned up.", cSubtle, w)...)
	}
	return []unit{u}
}

// keyUnits say what the letters and glyphs mean.
func (f *frame) keyUnits(w int) []unit {
	out := unit{title("KEY", w)}
	out = append(out, f.SeatKey(w)...)
	g := []line{
		{{"R M S C", cNone}, {" Range Melee Shield Codex", cSubtle}},
		{{gBack, cSubtle}, {" face down", cSubtle}},
		{{gBack + "R2", cNone}, {" yours, face down", cSubtle}},
		{{"=3", cCard}, {" counts as", cSubtle}},
		{{"T-1", cBad}, {" trauma card", cSubtle}},
		{{gFull, cGood}, {" line full", cSubtle}},
		{{gTurn, cCur}, {" turn", cSubtle}},
		{{gPassed, cBad}, {" passed", cSubtle}},
		{{gMonster, cMonster}, {" monster", cSubtle}},
		{{"▣", cEvent}, {" event", cSubtle}},
		{{gTrack, cMonster}, {" monster track", cSubtle}},
		{{gVP, cPoints}, {" V.P.", cSubtle}},
		{{gTrauma, cBad}, {" trauma", cSubtle}},
		{{gWinner, cGood}, {" winner", cSubtle}},
		{{"▶◀", cSel}, {" selected", cSubtle}},
	}
	return []unit{out, flow(g, "", "", "  ", w)}
}
