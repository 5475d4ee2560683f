package att

import (
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Reference teaches the game in view from the screen: how to win and how a
// turn goes (the phase under way marked), then everything in play with what
// it does: the characters and their obsessions, the locations with the
// encounters and events lying there, the dice and their combinations, the
// Scenario card, the resources, the Trading Post's cards, the cards the
// view may see in hands and stashes, the Achievements, the Terrible
// Things, the Map, and the key to the board's glyphs. Every fact comes from
// the view or the content; no hidden hand is ever named. Lines are at most
// width cells wide, wrapped, never cut.
func (b *Board) Reference(c *common.Common, view any, width int) string {
	v, ok := asView(view)
	if !ok {
		return notAView(view)
	}
	t := canvas.NewProse(width, cTitle)
	f := newFrame(v, common.Selection{})
	r := teacher{b: b, f: f, t: t}
	r.goal()
	r.turn()
	r.characters()
	r.river()
	r.encounters()
	r.dice()
	r.scenario()
	r.resources()
	r.post()
	r.held()
	r.achievements()
	r.terribleThings()
	r.theMap()
	r.key()
	return t.Draw(b.looks.For(c))
}

// A teacher writes one view's reference, or one explanation.
type teacher struct {
	b *Board
	f *frame
	t *canvas.Prose
}

func (r teacher) goal() {
	v, t, set := r.f.v, r.t, r.b.c.Setup
	game := "Ancient Terrible Things"
	switch {
	case v.Solo:
		game += ", solo: Forgotten Secrets"
	case v.LostCharter:
		game += " with The Lost Charter"
	}
	t.Head(strings.ToUpper(game))
	if v.DeckLabel != "" {
		t.Para(seg{"Cards: " + v.DeckLabel + ".", cSubtle})
	}
	t.Head("HOW TO WIN")
	if v.Solo {
		t.Para(seg{"You play alone against the river. End every round with the Rumours silenced, a score above 0 and at least one Terrible Thing still on the Expedition track.", cNone})
		t.Para(seg{"At the end of each round you must forget cards worth at least twice the Ancient Secrets of the Rumours pile: encounters from your score pile, Swag and Achievements, each worth its secrets. Then the Rumours leave the game. You lose when you cannot forget enough, when your score is not above 0 at the end of a round, or when the last Terrible Thing leaves the track. You win when a round ends with the encounter deck empty.", cNone})
		return
	}
	obs := ""
	for _, s := range v.Seats {
		if s.Obsession != nil {
			obs = ", and the value of an obsession you still hold"
		}
	}
	t.Para(seg{"Collect the most Ancient Secrets ", cNone}, seg{"✦", cSecret}, seg{". Your score is the secrets of the encounters in your score pile, of your Swag and of your Achievements, plus " + itoa(set.MapSecrets) + " for the Map, minus the value of every Terrible Thing ", cNone}, seg{"☠", cBad}, seg{" you hold" + obs + ".", cNone})
	t.Para(seg{"The game ends at once when the last Terrible Thing leaves the Expedition track, or when a round ends with the encounter deck empty. The highest score wins; a tie goes to whoever holds fewer Terrible Things, then to whoever has more Courage.", cNone})
}

// turn is a round's steps, each with the View.Phase values it covers: the
// one under way is marked.
func (r teacher) turn() {
	v, t, c := r.f.v, r.t, r.b.c
	t.Head("A ROUND")
	if v.Solo {
		t.Para(seg{"Each round you take turns until no location holds an encounter.", cNone})
	} else {
		t.Para(seg{"Every pawn starts the round on the Riverboat. Each player takes one whole turn, the Map holder first, then round the table.", cNone})
	}
	steps := []struct {
		phases []string
		text   string
	}{
		{[]string{"map"}, "Map: the Map holder keeps the Map or gives it to another player, who then goes first."},
		{[]string{"riverboat"}, "Riverboat: when no location holds an encounter, the deck deals one to each location in slot order, and each brings a token of every type it shows."},
		{[]string{"explore", "location"}, "Explore: move your pawn to a location with an encounter and take the tokens lying there. You may use the location's action, or resolve the event lying over it."},
		{[]string{"desperation"}, "Desperation: you may pay Courage equal to the encounter's secrets, a desperate act, to overcome it at once."},
		{[]string{"encounter"}, "Encounter: roll " + itoa(c.Setup.BasicDice) + " basic dice and any your cards add, re-roll up to " + plural(c.Setup.Rerolls, "time") + ", then spend combinations: the encounter's to overcome it (it goes to your score pile), the Scenario card's for tokens."},
		{[]string{"terrible thing"}, "Terrible Thing: an encounter you did not overcome goes to the Rumours pile, and you take the next Terrible Thing from the Expedition track."},
		{[]string{"trading post"}, "Trading Post: your pawn moves here. You may move one card on offer to the Old Stock for a new one, buy Swag with Treasure (the Old Stock's top card too), or pay " + itoa(c.TradingPost.RefreshCost) + " Treasure to replace up to " + itoa(c.TradingPost.RefreshCards) + " cards on offer."},
		{[]string{"refresh"}, "Refresh: draw Feat cards until you hold " + itoa(c.Setup.HandSize) + ", and turn your exhausted Swag face up."},
	}
	if v.Solo {
		steps = append(steps[1:], struct {
			phases []string
			text   string
		}{[]string{"forget"}, "Round end: forget cards worth twice the Rumours (see How to win)."})
	}
	for _, s := range steps {
		mark := seg{"  ", cNone}
		for _, p := range s.phases {
			if p == v.Phase && !v.Over {
				mark = seg{"▸ now: ", cCur}
			}
		}
		t.Item(mark, seg{s.text, cNone})
	}
}

// character is the content's character for a seat: by ID, and only when
// its name is the one the view gives, so that content the game was not
// loaded with never speaks.
func (b *Board) character(id, name string) (ba.Character, bool) {
	for _, ch := range b.c.Characters {
		if ch.ID == id && ch.Name == name {
			return ch, true
		}
	}
	return ba.Character{}, false
}

func (r teacher) characters() {
	v, t := r.f.v, r.t
	chosen := false
	for _, s := range v.Seats {
		chosen = chosen || s.Character != ""
	}
	t.Head("CHARACTERS")
	if !chosen {
		for _, ch := range r.b.c.Characters {
			if !ch.LostCharter || v.LostCharter {
				t.Item(seg{ch.Name + ": ", cLoc}, seg{ch.Text, cNone})
			}
		}
		return
	}
	for _, s := range v.Seats {
		if s.Character == "" {
			continue
		}
		runs := []seg{r.f.who(s.Seat), {" " + r.f.person(s.Seat).Does("plays") + " ", cNone}, {"the " + s.CharacterName, cLoc}}
		if ch, ok := r.b.character(s.Character, s.CharacterName); ok && ch.Text != "" {
			runs = append(runs, seg{": " + ch.Text, cNone})
		} else {
			runs = append(runs, seg{".", cNone})
		}
		t.Item(runs...)
		if o := s.Obsession; o != nil {
			t.Sub(seg{"obsession " + o.Name, cEvent}, seg{" (", cNone}, seg{"☠" + itoa(o.TT), cBad}, seg{" if still held at the end): " + o.Text, cNone})
		}
	}
}

func (r teacher) river() {
	v, t := r.f.v, r.t
	t.Head("THE RIVER")
	t.Para(seg{"Six locations, three on each bank. A location with an encounter is active: only those can be explored.", cNone})
	for _, l := range v.Locations {
		r.location(l)
	}
}

// location says a location: its action, the event over it, the encounter
// lying there, its tokens, who is there and who it is foreshadowed for.
func (r teacher) location(l ra.LocationView) {
	t := r.t
	runs := []seg{{itoa(l.Slot) + " " + l.Name, cLoc}}
	if l.Bank != "" {
		runs = append(runs, seg{" (" + l.Bank + " bank)", cSubtle})
	}
	t.Item(append(runs, seg{": " + l.Action, cNone})...)
	if ev := l.Event; ev != nil {
		t.Sub(seg{"⚑ " + ev.Name, cEvent}, seg{" lies over the action: " + ev.Text + " Whoever explores here resolves it instead of the action, and it leaves the board.", cNone})
	}
	if e := l.Encounter; e != nil {
		t.Sub(r.encounterRuns(*e)...)
	} else {
		t.Sub(seg{"no encounter: not active", cSubtle})
	}
	if len(l.Tokens) > 0 {
		t.Sub(seg{"◆ lying here, for whoever explores it: " + resWords(l.Tokens), cNone})
	}
	if len(l.Pawns) > 0 {
		t.Sub(seg{"here: " + r.f.names(l.Pawns), cNone})
	}
	if x := l.Foreshadowed; r.f.seatIndex(x) >= 0 {
		whose := r.f.person(x).Mid().Possessive()
		t.Sub(seg{"⌖ foreshadowed for " + r.f.person(x).Object() + ": it waits for " + whose + " next turn. Whoever explores it first sends " + whose + " pawn back to the Riverboat and takes one of " + whose + " Terrible Things at random.", cEvent})
	}
}

// encounterRuns says an encounter card: "[O] Moaning Lighthouse, orange,
// horror and villain, ✦4; needs a run of 3+ from 3+; a desperate act costs
// 4 Courage".
func (r teacher) encounterRuns(e ra.CardView) []seg {
	runs := []seg{{"[" + tierLetter(e.Tier) + "]", tierLook(e.Tier)}, {" " + e.Name, cLoc}, {", " + e.Tier, cNone}}
	if len(e.Types) > 0 {
		runs = append(runs, seg{", " + strings.Join(e.Types, " and "), cNone})
	}
	switch e.Kind {
	case ba.Revelation:
		runs = append(runs, seg{", ✧revelation", cDieR})
	case ba.Warning:
		runs = append(runs, seg{", ⚠warning", cOrange})
	}
	runs = append(runs, seg{", worth ", cNone}, seg{"✦" + itoa(e.Secrets), cSecret})
	if e.Combo != "" {
		runs = append(runs, seg{"; needs " + e.Combo, cNone})
	}
	return append(runs, seg{"; a desperate act costs " + itoa(e.Secrets+r.b.courageTax(r.f.v)) + " Courage", cNone})
}

// courageTax is what the events lying face up add to every desperate act
// (their ongoing effect, from the content).
func (b *Board) courageTax(v *ra.View) int {
	n := 0
	for _, l := range v.Locations {
		if l.Event == nil {
			continue
		}
		for _, e := range b.c.Encounters {
			if e.ID == l.Event.ID && e.Ongoing != nil && e.Ongoing.Kind == ba.EffCourageTax {
				n += e.Ongoing.N
			}
		}
	}
	return n
}

// resName is a resource as the rules capitalise it: "Focus".
func resName(r string) string {
	if r == "" {
		return r
	}
	return strings.ToUpper(r[:1]) + r[1:]
}

func (r teacher) encounters() {
	v, t, c := r.f.v, r.t, r.b.c
	t.Head("ENCOUNTERS")
	t.Item(seg{"[G]", cGreen}, seg{" green, ", cNone}, seg{"[O]", cOrange}, seg{" orange, ", cNone}, seg{"[R]", cRed},
		seg{" red: the tiers, easy to hard. The deck deals all its green cards first, then orange, then red.", cNone})
	var brings []string
	for _, res := range c.Resources {
		if res.Encounter != "" {
			brings = append(brings, res.Encounter+" a "+res.Name+" token")
		}
	}
	if len(brings) > 0 {
		t.Item(seg{"Types: when dealt, each type an encounter shows brings its location a token: " + strings.Join(brings, ", ") + ".", cNone})
	}
	t.Item(seg{"✦", cSecret}, seg{" is what it scores once overcome. Overcome it by spending its combination, or by a desperate act: pay Courage equal to its secrets.", cNone})
	if v.LostCharter {
		t.Item(seg{"✧revelation", cDieR}, seg{": facing it adds a Revelation die to your pool.", cNone})
		t.Item(seg{"⚠warning", cOrange}, seg{": failing it still takes a Terrible Thing off the track, into the box instead of your stash; it is worth fewer secrets for its combination.", cNone})
		t.Item(seg{"⚑event", cEvent}, seg{": dealt over a location's action, with an ordinary encounter dealt there too. Some act while face up; whoever explores there resolves it, and it leaves the board.", cNone})
	}
	if n := len(v.Rumours); n > 0 {
		t.Item(seg{"Rumours pile: " + plural(n, "card") + " worth ", cNone}, seg{"✦" + itoa(pileSecrets(v.Rumours)), cSecret}, seg{", the encounters not overcome; on top, " + v.Rumours[n-1].Name + ".", cNone})
	}
}

func (r teacher) dice() {
	v, t, c := r.f.v, r.t, r.b.c
	t.Head("DICE")
	for _, d := range c.Dice {
		if d.LostCharter && !v.LostCharter {
			continue
		}
		t.Item(seg{ba.DieLetter(d.ID), dieLook(d.ID)}, seg{" " + d.Name, cLoc}, seg{" (" + d.Color + ", " + itoa(d.Count) + " in the box): " + dieRule(d), cNone})
	}
	t.Para(seg{"Before you spend anything you may re-roll up to " + plural(c.Setup.Rerolls, "time") + ": a focused re-roll takes the dice you mark, paying Focus as above; an unfocused one re-rolls every die that may be re-rolled, for free. Either uses a re-roll. Once you spend a combination, the dice stay as they are.", cNone})
	t.Head("COMBINATIONS")
	t.Para(seg{"Cards name a combination by the least it takes (\"a pair of 4+\"); the dice tray names what the dice show (\"pair of 5s\").", cNone})
	t.Item(seg{"a die of N+ (high N): one die showing N or more.", cNone})
	t.Item(seg{"a pair of N+ (pair of Ns): two dice showing the same face, N or more.", cNone})
	t.Item(seg{"a block of 3+ of N+ (block N×3): three or more dice showing the same face, N or more.", cNone})
	t.Item(seg{"a run of 3+ from N+ (run N-M): three or more dice in a row, the lowest N or more.", cNone})
	t.Para(seg{"Each die counts in one combination only; faces are never added or split. A card's number is the least it takes: a higher face, a bigger block or a longer run also meets it.", cNone})
	if tr := v.Tray; tr != nil && tr.Rolled && len(tr.Combos) > 0 {
		t.Para(seg{"The dice now make:", cNone})
		for _, cb := range tr.Combos {
			t.Item(r.comboRuns(cb)...)
		}
	}
}

// dieRule says how re-rolls treat a kind of die, from the content.
func dieRule(d ba.DieKind) string {
	var parts []string
	switch {
	case !d.Rerollable:
		parts = append(parts, "never re-rolled")
	case d.FocusReroll && d.FocusCost == 0:
		parts = append(parts, "re-rolled free in a focused re-roll")
	case d.FocusReroll:
		parts = append(parts, "costs "+plural(d.FocusCost, "Focus")+" to re-roll in a focused re-roll")
	default:
		parts = append(parts, "a focused re-roll cannot take it, an unfocused one can")
	}
	if d.Bump {
		parts = append(parts, "a Feat token raises it by 1")
	}
	if d.EncounterOnly {
		parts = append(parts, "counts only toward the encounter, never for tokens")
	}
	return strings.Join(parts, "; ") + "."
}

// comboRuns says a combination on offer and what spending it does.
func (r teacher) comboRuns(cb ra.ComboView) []seg {
	if cb.For == "encounter" {
		runs := []seg{{"★ " + comboShort(cb), cGood}, {": overcomes the encounter", cNone}}
		if e := r.f.rolledFor(); e != nil {
			runs[1].Text = ": overcomes " + e.Name + ", worth "
			runs = append(runs, seg{"✦" + itoa(e.Secrets), cSecret})
		}
		return runs
	}
	return []seg{{resAbbr(cb.For) + " " + comboShort(cb), resLook(cb.For)}, {": the Scenario card pays " + itoa(cb.Size) + " " + resName(cb.For) + ", one a die", cNone}}
}

// rolledFor is the encounter the dice are rolled against.
func (f *frame) rolledFor() *ra.CardView {
	if t := f.v.Tray; t != nil {
		return f.encounterAt(t.Seat)
	}
	return nil
}

func (r teacher) scenario() {
	v, t := r.f.v, r.t
	if len(v.Scenario) == 0 {
		return
	}
	t.Head("SCENARIO CARD, " + strings.ToUpper(v.Side) + " SIDE")
	t.Para(seg{"After the roll, each combination on it pays one token of its resource for every die it uses: a pair pays 2.", cNone})
	for _, row := range v.Scenario {
		t.Item(seg{resAbbr(row.Resource), resLook(row.Resource)}, seg{" " + row.Combo + ": " + resName(row.Resource), cNone})
	}
}

func (r teacher) resources() {
	t := r.t
	t.Head("RESOURCES")
	for _, res := range r.b.c.Resources {
		runs := []seg{{resAbbr(res.ID), resLook(res.ID)}, {" " + res.Name, cLoc}}
		if res.Encounter != "" {
			runs = append(runs, seg{" (from " + res.Encounter + " encounters)", cSubtle})
		}
		t.Item(append(runs, seg{": " + res.Use, cNone})...)
	}
}

func (r teacher) post() {
	v, t, c := r.f.v, r.t, r.b.c
	tp := v.TradingPost
	t.Head("TRADING POST")
	t.Para(seg{"Swag is bought with Treasure and kept. ", cNone}, seg{"↯", cFeat}, seg{" marks a card used by exhausting it: turned face down until your Refresh. A card marked = counts as that encounter type for Achievements. " + itoa(c.TradingPost.RefreshCost) + " Treasure replaces up to " + itoa(c.TradingPost.RefreshCards) + " cards on offer.", cNone})
	for i, s := range tp.Slots {
		if s == nil {
			t.Item(seg{itoa(i+1) + " empty", cSubtle})
		} else {
			t.Item(append([]seg{{itoa(i+1) + " ", cSubtle}}, swagRuns(*s)...)...)
		}
	}
	if tp.OldTop != nil {
		t.Item(append([]seg{{"Old Stock (" + plural(tp.OldStock, "card") + "), on top: ", cSubtle}}, swagRuns(*tp.OldTop)...)...)
	}
}

// swagRuns says a Swag card: "Brass Sextant: 3 Treasure, ✦1, exhausts:
// one more re-roll this turn."
func swagRuns(s ra.SwagView) []seg {
	runs := []seg{{s.Name, cLoc}, {": " + itoa(s.Cost) + " Treasure", cNone}}
	if s.Secrets > 0 {
		runs = append(runs, seg{", ", cNone}, seg{"✦" + itoa(s.Secrets), cSecret})
	}
	if s.Exhausts {
		runs = append(runs, seg{", ", cNone}, seg{"↯exhausts", cFeat})
	}
	if s.Exhausted {
		runs = append(runs, seg{" (exhausted now)", cSubtle})
	}
	if s.CountsAs != "" {
		runs = append(runs, seg{", counts as " + s.CountsAs, cNone})
	}
	if s.Text != "" {
		runs = append(runs, seg{": " + s.Text, cNone})
	}
	return runs
}

// held is what the view shows in the players' hands and stashes: the Feat
// hands it may see, and every Swag card held.
func (r teacher) held() {
	v, t := r.f.v, r.t
	for _, s := range v.Seats {
		if handShut(s) || len(s.Hand) == 0 {
			continue
		}
		t.Head("FEAT CARDS IN " + strings.ToUpper(r.f.person(s.Seat).Possessive()) + " HAND")
		t.Para(seg{"Played by paying their cost in Feat tokens; ", cNone}, seg{"⚔", cFeat}, seg{" marks a card played against another player.", cNone})
		for _, fc := range s.Hand {
			runs := []seg{{fc.Name, cLoc}, {" (" + plural(fc.Cost, "Feat token"), cNone}}
			if fc.PvP {
				runs = append(runs, seg{", ⚔", cFeat})
			}
			t.Item(append(runs, seg{"): " + fc.Text, cNone})...)
		}
	}
	first := true
	for _, s := range v.Seats {
		for _, sw := range s.Swag {
			if first {
				t.Head("SWAG HELD")
				first = false
			}
			t.Item(append([]seg{r.f.who(s.Seat), {" " + r.f.name(s.Seat) + ": ", cNone}}, swagRuns(sw)...)...)
		}
	}
}

func (r teacher) achievements() {
	v, t := r.f.v, r.t
	if len(v.Achievements) == 0 {
		return
	}
	t.Head("ACHIEVEMENTS")
	t.Para(seg{"An Achievement goes to the first player to meet it, and moves to anyone who then does better than its holder.", cNone})
	for _, a := range v.Achievements {
		runs := []seg{{a.Name + " ", cLoc}, {"✦" + itoa(a.Secrets), cSecret}, {": " + a.Text, cNone}}
		switch {
		case a.Gone:
			runs = append(runs, seg{" Forgotten: out of the game.", cSubtle})
		case r.f.seatIndex(a.Holder) >= 0:
			runs = append(runs, seg{" Held by " + r.f.person(a.Holder).Object() + ".", cSubtle})
		default:
			runs = append(runs, seg{" Nobody holds it yet.", cSubtle})
		}
		t.Item(runs...)
	}
}

func (r teacher) terribleThings() {
	v, t := r.f.v, r.t
	t.Head("TERRIBLE THINGS")
	vals := make([]string, len(v.Expedition))
	for i, x := range v.Expedition {
		vals[i] = itoa(x)
	}
	track := "The Expedition track holds " + itoa(len(v.Expedition)) + " of its " + itoa(v.ExpeditionSize) + " tokens"
	if len(vals) > 0 {
		track += ", lowest first: " + strings.Join(vals, ", ")
	}
	t.Para(seg{"☠", cBad}, seg{" " + track + ". Each encounter failed takes the lowest one off the track; each one you hold costs its value at the end. When the last one leaves the track the game ends.", cNone})
}

func (r teacher) theMap() {
	v, t := r.f.v, r.t
	t.Head("THE MAP")
	if v.Solo {
		t.Para(seg{"⚐", cTreasure}, seg{" When you fail an encounter you may discard the Map: the encounter stays on the river with fresh tokens, and you take no Terrible Thing. An effect that gives the Map, such as the Crumbling Ruin's action, gives it back.", cNone})
		return
	}
	t.Para(seg{"⚐", cTreasure}, seg{" Worth " + plural(r.b.c.Setup.MapSecrets, "secret") + " at the end. Its holder goes first and, at the start of each round, may give it to another player.", cNone})
}

// key is the board's glyphs in words, the same as its KEY panel and more.
func (r teacher) key() {
	t := r.t
	t.Head("KEY TO THE BOARD")
	for _, k := range []struct {
		g    seg
		text string
	}{
		{seg{"[G] [O] [R]", cOrange}, "an encounter's tier: green, orange, red"},
		{seg{"✦", cSecret}, "Ancient Secrets: points"},
		{seg{"☠ TT", cBad}, "Terrible Things: points lost"},
		{seg{"Fo Tr Co Ft", cFocus}, "Focus, Treasure, Courage and Feat tokens"},
		{seg{"◆", cSubtle}, "tokens lying at a location"},
		{seg{"B L F P R", cDieB}, "basic, Luck, Feat, Panic and Revelation dice"},
		{seg{"↻", cCur}, "a die marked for a focused re-roll"},
		{seg{"✗", cUsed}, "a die already spent"},
		{seg{"★", cGood}, "a combination that overcomes the encounter"},
		{seg{"↯", cFeat}, "a Swag card used by exhausting it"},
		{seg{"⚔", cFeat}, "a Feat card played against another player"},
		{seg{"♦", cNone}, "an Achievement held"},
		{seg{"⚐Map", cTreasure}, "the Map token and its holder"},
		{seg{"▸", cCur}, "whose turn it is"},
		{seg{"⌖", cEvent}, "an encounter foreshadowed for a player"},
		{seg{"⚑", cEvent}, "an event lying over a location's action"},
		{seg{"▶ ◀ ╔═╗", cSel}, "what the choice under the cursor concerns"},
	} {
		t.Item(k.g, seg{" " + k.text, cNone})
	}
}
