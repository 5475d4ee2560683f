package att

import (
	"slices"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Explain says what the choice under the cursor means: first what its
// kind of choice does (read from the first word of its ID, as rules/att
// documents them, for the choices whose meaning is not on the board: a
// desperate act, a re-roll, finishing the encounter...) and what a token
// it names is for (its last word), then what it touches, as the game says
// (rules.Touch): the combination it spends and what that does, the dice it
// takes, the location with its action and encounter, the card with its
// text, the seat it names. Only what the view holds is said: a card in a
// hand the view may not see is never named. "" when there is nothing to
// add to its label.
func (b *Board) Explain(c *common.Common, view any, sel common.Selection, width int) string {
	v, ok := asView(view)
	if !ok {
		return notAView(view)
	}
	r := teacher{b: b, f: newFrame(v, sel), t: canvas.NewProse(width, cTitle)}
	r.explain(sel)
	if len(r.t.Lines) == 0 {
		return ""
	}
	return r.t.Draw(b.looks.For(c))
}

func (r teacher) explain(sel common.Selection) {
	f, t := r.f, r.t
	v := f.v
	verb, _, _ := strings.Cut(sel.ID, " ")
	if f.sel.combo >= 0 {
		r.combo(v.Tray.Combos[f.sel.combo], sel.Touch.Dice)
		return
	}
	r.verb(verb, sel)
	// A token gained, given or taken: what it is for.
	if i := strings.LastIndexByte(sel.ID, ' '); i >= 0 {
		for _, res := range r.b.c.Resources {
			if res.ID == sel.ID[i+1:] {
				t.Item(seg{resAbbr(res.ID), resLook(res.ID)}, seg{" " + res.Name + ": " + res.Use, cNone})
			}
		}
	}
	if tr := v.Tray; tr != nil {
		switch ds := sel.Touch.Dice; {
		case len(ds) == 1:
			r.die(ds[0])
		case len(ds) > 1:
			t.Item(seg{"takes " + diceWords(tr, func(i int) bool { return slices.Contains(ds, i) }), cNone})
		}
	}
	for _, p := range sel.Touch.Places {
		r.place(p, verb)
	}
	for _, id := range sel.Touch.Cards {
		r.card(id)
	}
	for _, s := range sel.Touch.Seats {
		if i := f.seatIndex(s); i >= 0 {
			t.Item(seg{f.seatWords(i)[2:], cNone})
		}
	}
}

// verb says what a kind of choice does, for the kinds whose meaning the
// board does not show.
func (r teacher) verb(verb string, sel common.Selection) {
	f, t, c := r.f, r.t, r.b.c
	v := f.v
	tray := v.Tray
	switch verb {
	case "desperate":
		if e := f.encounterAt(v.Current); e != nil {
			t.Para(seg{"A desperate act: pay " + itoa(e.Secrets+r.b.courageTax(v)) + " Courage and overcome " + e.Name + " at once; it goes to the score pile, worth ", cNone},
				seg{"✦" + itoa(e.Secrets), cSecret}, seg{". The dice are still rolled, for tokens only.", cNone})
		}
	case "roll":
		switch {
		case tray != nil && tray.Rolled:
			t.Para(seg{"Re-roll the marked dice for " + itoa(tray.FocusCost) + " Focus; it uses one of the " + plural(tray.RerollsLeft, "re-roll") + " left.", cNone})
		default:
			t.Para(seg{"Roll the dice: " + itoa(c.Setup.BasicDice) + " basic dice, with any the cards played add or swap in. After the roll, cards can still add dice, but no longer swap them.", cNone})
		}
	case "reroll":
		if strings.HasSuffix(sel.ID, " all") {
			t.Para(seg{"An unfocused re-roll: every die that may be re-rolled rolls again, for free. It uses a re-roll.", cNone})
		} else {
			t.Para(seg{"A focused re-roll: mark the dice to re-roll, paying Focus for each as its kind says (see the Reference), then roll them. It uses a re-roll.", cNone})
		}
	case "mark", "unmark":
		if tray != nil {
			t.Para(seg{"The marked dice cost " + itoa(tray.FocusCost) + " Focus to re-roll so far.", cNone})
		}
	case "bump":
		t.Para(seg{"Pay a Feat token: the die shows one more.", cNone})
	case "done":
		r.done()
	case "keep":
		t.Para(seg{"Keep the Map: " + f.person(v.Current).Mid().Does("goes") + " first this round.", cNone})
	case "give":
		if len(sel.Touch.Places) > 0 {
			t.Para(seg{"Give the Map away: its new holder goes first this round, and it is worth " + plural(c.Setup.MapSecrets, "secret") + " to whoever holds it at the end.", cNone})
		}
	case "take":
		if sel.ID == "take tt" && len(v.Expedition) > 0 {
			t.Para(seg{"Keep the Map and take the next Terrible Thing, worth ", cNone}, seg{"☠" + itoa(v.Expedition[0]), cBad}, seg{".", cNone})
		}
	case "refresh":
		t.Para(seg{"Pay " + itoa(c.TradingPost.RefreshCost) + " Treasure, then pick up to " + itoa(c.TradingPost.RefreshCards) + " cards on offer: they go to the Old Stock and new ones from the Swag deck take their places.", cNone})
	case "discard":
		if len(sel.Touch.Places) > 0 {
			t.Para(seg{"Move this card to the Old Stock: a new one from the Swag deck takes its place. Once a turn, before buying.", cNone})
		}
	case "buy":
		if i := f.seatIndex(v.Current); i >= 0 {
			t.Para(seg{"Pay its cost in Treasure (" + f.person(v.Current).Mid().Does("has") + " " + itoa(v.Seats[i].Resources["treasure"]) + ") and keep it.", cNone})
		}
	case "chasm":
		if slices.Contains(sel.Touch.Places, ra.PlaceRumours) {
			t.Para(seg{"The Yawning Chasm: pay Courage equal to the top Rumour's secrets to remove it from the game.", cNone})
		} else {
			t.Para(seg{"The Yawning Chasm: a desperate act at another location; its tokens go back to the bank.", cNone})
		}
	case "forget":
		t.Para(seg{"Forget this card: it leaves the game and its secrets count toward the " + itoa(max(v.ForgetNeed-v.Forgotten, 0)) + " still to forget.", cNone})
	case "accept", "refuse":
		if o := v.Offer; o != nil {
			t.Para(seg{"The offer: " + f.person(o.From).Mid().Does("gives") + " " + orNothing(o.Give) + " and " + f.person(o.From).Mid().Verb("asks") + " for " + orNothing(o.Take) + ". An offer is never changed or taken back.", cNone})
		}
	case "skip":
		t.Para(seg{"Leave the location's action unused.", cNone})
	case "spend":
		t.Para(seg{"Discard the Map: the encounter stays on the river with fresh tokens, and no Terrible Thing is taken. An effect that gives the Map gives it back.", cNone})
	}
}

// done says what finishing the encounter means: the encounter overcome, or
// what failing it costs.
func (r teacher) done() {
	f, t := r.f, r.t
	v := f.v
	if v.Tray == nil {
		return
	}
	e := f.rolledFor()
	switch {
	case e == nil || v.Tray.Overcome:
		t.Para(seg{"Finish: the dice left unspent are lost.", cNone})
	case len(v.Expedition) == 0:
		t.Para(seg{"Finish without overcoming " + e.Name + ".", cNone})
	case e.Kind == "warning":
		t.Para(seg{"Finish without overcoming " + e.Name + ": a warning, so it goes to the Rumours and a Terrible Thing (", cNone}, seg{"☠" + itoa(v.Expedition[0]), cBad}, seg{") leaves the track for the box.", cNone})
	default:
		t.Para(seg{"Finish without overcoming " + e.Name + ": it goes to the Rumours and " + f.person(v.Tray.Seat).Mid().Does("takes") + " the next Terrible Thing, worth ", cNone}, seg{"☠" + itoa(v.Expedition[0]), cBad}, seg{".", cNone})
	}
	if len(v.Expedition) == 1 && !v.Tray.Overcome {
		t.Para(seg{"It is the last one on the track: the game would end.", cBad})
	}
}

// encounterAt is the encounter where seat s's pawn stands; nil when there
// is none.
func (f *frame) encounterAt(s rules.Seat) *ra.CardView {
	if i := f.seatIndex(s); i >= 0 {
		for _, l := range f.v.Locations {
			if l.ID == f.v.Seats[i].Pawn {
				return l.Encounter
			}
		}
	}
	return nil
}

// combo says what spending a combination does: the dice it takes, and
// the encounter overcome or the tokens the Scenario card pays.
func (r teacher) combo(cb ra.ComboView, dice []int) {
	f, t := r.f, r.t
	tray := f.v.Tray
	if cb.For == "encounter" {
		if e := f.rolledFor(); e != nil {
			t.Para(seg{"★ " + comboShort(cb), cGood}, seg{" meets " + e.Name + "'s need, " + e.Combo + ": the card goes to the score pile, worth ", cNone}, seg{"✦" + itoa(e.Secrets), cSecret}, seg{".", cNone})
		}
	} else {
		t.Para(seg{resAbbr(cb.For) + " " + comboShort(cb), resLook(cb.For)}, seg{": the Scenario card pays " + itoa(cb.Size) + " " + resName(cb.For) + ", one for each die.", cNone})
	}
	if len(dice) > 0 {
		t.Item(seg{"spends " + diceWords(tray, func(i int) bool { return slices.Contains(dice, i) }), cNone})
		t.Item(seg{"leaves " + diceWords(tray, func(i int) bool { return !slices.Contains(dice, i) && !tray.Dice[i].Used }), cNone})
	}
	if !tray.Spending && tray.RerollsLeft > 0 {
		t.Para(seg{"Once a combination is spent, no more re-rolls.", cSubtle})
	}
}

// diceWords lists the dice of the tray that pick picks, each with its
// face: "die 1 (3), die 2 (4)", a die's words never broken over lines;
// "no dice" for none.
func diceWords(tray *ra.TrayView, pick func(i int) bool) string {
	var ws []string
	for i, d := range tray.Dice {
		if pick(i) {
			ws = append(ws, "die\u00a0"+itoa(i+1)+"\u00a0("+itoa(d.Face)+")")
		}
	}
	if len(ws) == 0 {
		return "no dice"
	}
	return strings.Join(ws, ", ")
}

// die says one die of the tray and how its kind re-rolls.
func (r teacher) die(i int) {
	tray := r.f.v.Tray
	if i < 0 || i >= len(tray.Dice) {
		return
	}
	d := tray.Dice[i]
	w := "die " + itoa(i+1) + ", " + d.Kind
	if d.Face > 0 {
		w += ", shows " + itoa(d.Face)
	}
	if d.Marked {
		w += ", marked"
	}
	if d.Used {
		w += ", spent"
	}
	runs := []seg{{ba.DieLetter(d.Kind), dieLook(d.Kind)}, {" " + w, cNone}}
	for _, k := range r.b.c.Dice {
		if k.ID == d.Kind {
			runs = append(runs, seg{": " + dieRule(k), cNone})
		}
	}
	r.t.Item(runs...)
}

// place says a place a choice touches.
func (r teacher) place(id, verb string) {
	f, t := r.f, r.t
	v := f.v
	switch id {
	case ra.PlaceMap:
		if verb != "spend" && verb != "keep" && verb != "give" {
			r.theMap()
		}
		return
	case ra.PlaceRumours:
		if n := len(v.Rumours); n > 0 {
			top := v.Rumours[n-1]
			t.Item(seg{"Rumours pile, on top: ", cNone}, seg{top.Name, cLoc}, seg{", worth ", cNone}, seg{"✦" + itoa(top.Secrets), cSecret}, seg{" (" + itoa(top.Secrets) + " Courage to remove)", cNone})
		}
		return
	case ra.PlaceOldStock:
		if s := v.TradingPost.OldTop; s != nil {
			t.Item(append([]seg{{"Old Stock, on top: ", cSubtle}}, swagRuns(*s)...)...)
		}
		return
	}
	for i, s := range v.TradingPost.Slots {
		if id == ra.PostPlace(i) && s != nil {
			t.Item(append([]seg{{itoa(i+1) + " ", cSubtle}}, swagRuns(*s)...)...)
			return
		}
	}
	for _, l := range v.Locations {
		if l.ID == id {
			r.location(l)
			return
		}
	}
}

// card says a card a choice touches, found where the view shows it: a
// Feat card only in a hand the view may see (or face up on the discard
// pile by name), a Swag card, an Achievement, an encounter, a character,
// an obsession.
func (r teacher) card(id string) {
	f, t := r.f, r.t
	v := f.v
	for _, s := range v.Seats {
		if handShut(s) {
			continue
		}
		for _, fc := range s.Hand {
			if fc.ID == id {
				runs := []seg{{fc.Name, cLoc}, {" (" + plural(fc.Cost, "Feat token"), cNone}}
				if fc.PvP {
					runs = append(runs, seg{", ⚔ against another player", cFeat})
				}
				t.Item(append(runs, seg{"): " + fc.Text, cNone})...)
				return
			}
		}
	}
	swag := append(slices.Clone(v.TradingPost.Slots), v.TradingPost.OldTop)
	for _, s := range v.Seats {
		for i := range s.Swag {
			swag = append(swag, &s.Swag[i])
		}
	}
	for _, s := range swag {
		if s != nil && s.ID == id {
			t.Item(swagRuns(*s)...)
			return
		}
	}
	for _, a := range v.Achievements {
		if a.ID == id {
			t.Item(seg{a.Name + " ", cLoc}, seg{"✦" + itoa(a.Secrets), cSecret}, seg{": " + a.Text, cNone})
			return
		}
	}
	if e := f.encounterCard(id); e != nil {
		if e.Kind == "event" {
			t.Item(seg{"⚑ " + e.Name, cEvent}, seg{": " + e.Text, cNone})
		} else {
			t.Item(r.encounterRuns(*e)...)
		}
		return
	}
	for _, ch := range r.b.c.Characters {
		if ch.ID == id {
			t.Item(seg{ch.Name, cLoc}, seg{": " + ch.Text, cNone})
			return
		}
	}
	for _, s := range v.Seats {
		if o := s.Obsession; o != nil && o.ID == id {
			t.Item(seg{"obsession " + o.Name, cEvent}, seg{" (", cNone}, seg{"☠" + itoa(o.TT), cBad}, seg{" if still held at the end): " + o.Text, cNone})
			return
		}
	}
}

// encounterCard finds an encounter card the view shows: on the river, in
// the Rumours, in a score pile.
func (f *frame) encounterCard(id string) *ra.CardView {
	v := f.v
	for _, l := range v.Locations {
		for _, e := range []*ra.CardView{l.Encounter, l.Event} {
			if e != nil && e.ID == id {
				return e
			}
		}
	}
	piles := [][]ra.CardView{v.Rumours}
	for _, s := range v.Seats {
		piles = append(piles, s.ScorePile)
	}
	for _, p := range piles {
		for i := range p {
			if p[i].ID == id {
				return &p[i]
			}
		}
	}
	return nil
}
