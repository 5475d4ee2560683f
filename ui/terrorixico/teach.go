package terrorixico

import (
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Reference teaches the game in view from the screen: how to win, a turn,
// what a frontline needs, passing and trauma, slaying the monster and
// scoring, the end with the adventure levels; then everything in play:
// every monster and Event/Boss card in the fight with its requirement and
// points, every special card, the relics and the trauma cards of a deck,
// and the key to the board's glyphs. Values that are house estimates say
// so. Every fact comes from the view or the content; no secret is ever
// named. Lines are at most width cells wide, wrapped, never cut.
func (b *Board) Reference(c *common.Common, view any, width int) string {
	return b.Teach(c, view, width, func(v *rt.View, t *canvas.Prose) {
		r := teacher{b: b, f: b.frame(v, selectionNone), t: t}
		r.goal()
		r.turn()
		r.strength()
		r.passing()
		r.scoring()
		r.end()
		r.monsters()
		r.events()
		r.specials()
		r.deck()
		r.key()
	})
}

// A teacher writes one view's reference, or one explanation.
type teacher struct {
	b *Board
	f *frame
	t *canvas.Prose
}

// house is " (house deck)" while the file of that kind still holds the
// shipped estimates.
func (r teacher) house(file string) string {
	if r.b.c.Labels[file] == tx.HouseLabel {
		return " (" + tx.HouseLabel + ")"
	}
	return ""
}

func (r teacher) goal() {
	t, c := r.t, r.b.c
	t.Head("TERRORIXICO")
	if c.HouseSet() {
		t.Para(seg{"Cards: " + c.Label() + ". Most card values are our estimates, not the printed ones (marked " + tx.HouseLabel +
			"): copy your own box's cards into your config folder to replace them.", cBadge})
	}
	t.Head("HOW TO WIN")
	t.Para(seg{"Everyone fights the same monster, but only one scores best. Fill the four frontlines (Range, Melee, Shield and Codex) with relic cards from your own deck until each holds what the fight needs; the monster is then slain and whoever put in the most relics takes first place. Passing and some cards hand out trauma, which costs points at the end. The best final score wins.", cNone})
}

func (r teacher) turn() {
	t, c := r.t, r.b.c
	tn := c.Turn
	t.Head("YOUR TURN")
	t.Item(seg{"Play exactly " + itoa(tn.Plays) + " cards: both face up, or one face up and " + plural(tn.FaceDown, "card") +
		" face down. A card only goes into a frontline that still lacks relics, counting only the face-up cards there; a line holds at most " +
		itoa(tn.FaceDownPerLine) + " face-down cards.", cNone})
	t.Item(seg{"A relic goes into its own line (a Range relic into Range). A special card goes into the line you pick, some never into an empty one.", cNone})
	t.Item(seg{"Then refill: draw " + itoa(tn.Refill.Draw) + " and discard " + itoa(tn.Refill.Discard) + ", or first put a card that is not trauma into your waste zone, draw " +
		itoa(tn.Refresh.Draw) + " and discard " + itoa(tn.Refresh.Discard) + " (only while your draw and discard piles hold " + itoa(tn.Refresh.Draw) +
		" cards). You start each turn with " + itoa(tn.Hand) + " cards (an event may change the limit for a round).", cNone})
	t.Item(seg{"When your draw pile is down to " + itoa(tn.ReshuffleAt) + " cards or fewer, your discard pile is shuffled back into it.", cNone})
	if !r.f.v.Over && r.f.seatOK(r.f.v.Turn) {
		t.Para(seg{"▸ now: ", cCur}, seg{r.f.person(r.f.v.Turn).Possessive() + " turn.", cNone})
	}
}

func (r teacher) strength() {
	t, v := r.t, r.f.v
	t.Head("WHAT A FRONTLINE NEEDS")
	t.Para(seg{"Each monster card asks a number of relics in each line. An Event/Boss card changes those numbers: it adds to a line (+2) or multiplies it (×3). With several cards in the fight, extra monsters lie to the left and extra events to the right; every addition is made first, then the multiplying.", cNone})
	if len(v.Lines) > 0 {
		var parts []string
		for _, lv := range v.Lines {
			parts = append(parts, lineName(lv.Line)+" "+itoa(lv.Need))
		}
		t.Para(seg{"▸ now the lines need: ", cCur}, seg{canvas.ListWords(parts) + ".", cNone})
	}
	t.Para(seg{"A line is full when its face-up cards hold what it needs; it then takes no more cards, unless something takes a card out of it again.", cNone})
}

func (r teacher) passing() {
	t, c := r.t, r.b.c
	t.Head("PASSING AND TRAUMA")
	t.Para(seg{"If you cannot play, you pass for the rest of the round and shuffle trauma cards into your draw pile: as many as the events in the fight say (now " +
		plural(r.f.passTrauma(), "card") + "). A special card played where it has nothing to act on costs the same.", cNone})
	var rows []string
	for _, tr := range c.Trauma {
		rows = append(rows, plural(tr.Count, "card")+" of "+traumaValue(tr.Value))
	}
	t.Para(seg{"The trauma cards" + r.house("trauma.json") + ": " + canvas.ListWords(rows) + ". They come from the supply on the scoreboard; when it runs dry the game ends.", cNone})
	t.Item(seg{"Trauma 0: show it and put it in your waste zone; it counts as one of your plays.", cNone})
	t.Item(seg{"Trauma -1 to -3 face up: lay it on another player's relic of that value; the relic goes back to its owner's discard pile and the trauma card to yours.", cNone})
	t.Item(seg{"Played face down, a trauma card waits for the monster to fall, then goes to whoever put in the fewest relics this round; if several tie for last, it is eliminated instead.", cNone})
	t.Para(seg{"Every trauma card still in your deck at the end (draw pile, hand, discard pile) costs its points.", cNone})
}

func (r teacher) scoring() {
	t := r.t
	t.Head("SLAYING THE MONSTER")
	t.Para(seg{"When every line is full, the monster falls. The face-down cards are turned up and applied, then each player's relics are counted over all four lines.", cNone})
	t.Item(seg{"First place (most relics): one step on the monster track, the monsters' first-place V.P. plus the V.P. of every event, and the monster cards. Tied players all score it; the one who placed the last card keeps the cards.", cNone})
	t.Item(seg{"Every other player who did not pass: the second-place V.P. plus the events' V.P.", cNone})
	t.Item(seg{"The next round starts with the player left of the winner (with the first to pass when the monster beat everyone). Cards go back to their owners' discard piles; eliminated cards to the waste zones.", cNone})
	first, second := r.f.prizes()
	if len(r.f.v.Monsters) > 0 {
		t.Para(seg{"▸ this fight pays ", cCur}, seg{itoa(first) + " V.P. for first place and " + itoa(second) + " to the others.", cNone})
	}
}

func (r teacher) end() {
	t, c, v := r.t, r.b.c, r.f.v
	t.Head("THE END")
	var ends []string
	if v.TrackEnd > 0 {
		ends = append(ends, "someone reaches "+itoa(v.TrackEnd)+" on the monster track")
	} else {
		var te []string
		for _, p := range c.Players {
			te = append(te, itoa(p.TrackEnd)+" with "+itoa(p.Players))
		}
		ends = append(ends, "someone reaches the end of the monster track ("+strings.Join(te, ", ")+" players)")
	}
	ends = append(ends, "someone has "+itoa(c.Scoreboard.VPEnd)+" V.P.", "a trauma card should be drawn and none is left")
	t.Para(seg{"The game ends when " + canvas.ListWords(ends) + ".", cNone})
	var sets []string
	for _, s := range c.Scoreboard.Sets {
		sets = append(sets, itoa(s.Monsters)+" give "+itoa(s.VP))
	}
	t.Para(seg{"Final score: your V.P., minus your trauma, plus sets of monsters of one type (" + strings.Join(sets, ", ") + "). Ties go to the most monsters returned, then the least trauma, then the fewest eliminated cards.", cNone})
	var lv []string
	for _, l := range c.Levels {
		lv = append(lv, l.Name+" from "+itoa(l.From))
	}
	t.Para(seg{"Adventure levels: " + strings.Join(lv, ", ") + ".", cNone})
}

// monsters teaches every monster in the fight.
func (r teacher) monsters() {
	t, v := r.t, r.f.v
	t.Head("MONSTERS IN THE FIGHT" + strings.ToUpper(r.house("monsters.json")))
	if len(v.Monsters) == 0 {
		t.Para(seg{"None yet.", cSubtle})
	}
	for _, m := range v.Monsters {
		r.monster(m.ID)
	}
}

func (r teacher) monster(id string) {
	t := r.t
	mo := r.f.monster(id)
	if mo == nil {
		t.Item(seg{r.f.monsterName(id), cMonster})
		return
	}
	var req []string
	for _, l := range tx.Frontlines() {
		req = append(req, lineName(l)+" "+itoa(mo.Relics.Get(l)))
	}
	t.Item(seg{gMonster + " " + mo.Name, cMonster}, seg{" (" + mo.Type + r.typedNote(id, "; ", "") + "): needs " + canvas.ListWords(req) + "; " + itoa(mo.First) +
		" V.P. for first place, " + itoa(mo.Second) + " for second.", cNone})
	if mo.Text != "" {
		t.Sub(seg{mo.Text, cSubtle})
	}
}

// typedNote says that a card was typed at the table, so its values are the
// real card's whatever the heading says of the deck.
func (r teacher) typedNote(id, before, after string) string {
	if r.f.typed(id) {
		return before + "typed at the table" + after
	}
	return ""
}

// events teaches every Event/Boss card in the fight.
func (r teacher) events() {
	t, v := r.t, r.f.v
	t.Head("EVENTS IN THE FIGHT" + strings.ToUpper(r.house("events.json")))
	if len(v.Events) == 0 {
		t.Para(seg{"None yet.", cSubtle})
	}
	for _, e := range v.Events {
		r.event(e.ID, e.Name)
	}
}

func (r teacher) event(id, name string) {
	t := r.t
	ev := r.f.event(id)
	if ev == nil {
		t.Item(seg{"▣ " + name, cEvent})
		return
	}
	var mods []string
	for _, l := range tx.Frontlines() {
		if m := modWord(ev.Mods.Get(l)); m != "" {
			mods = append(mods, lineName(l)+" "+m)
		}
	}
	what := "changes no line"
	if len(mods) > 0 {
		what = canvas.ListWords(mods)
	}
	lead := "▣ "
	if ev.Number > 0 { // a card typed at the table may have none
		lead += "#" + itoa(ev.Number) + " "
	}
	t.Item(seg{lead + ev.Title, cEvent}, seg{r.typedNote(id, " (", ")") + ": " + what + "; +" + itoa(ev.VP) + " V.P. to everyone who scores; a pass costs " +
		plural(ev.Trauma, "trauma card") + ".", cNone})
	if ev.Text != "" {
		t.Sub(seg{ev.Text, cSubtle})
	}
}

// specials teaches every special card of a deck.
func (r teacher) specials() {
	t, c := r.t, r.b.c
	t.Head("SPECIAL CARDS")
	t.Para(seg{"Each deck holds one of each. Face down, a special either does nothing (it is wasted) or acts when it is turned up, as its text says.", cNone})
	for i := range c.Deck.Specials {
		r.special(&c.Deck.Specials[i])
	}
}

func (r teacher) special(sp *tx.Special) {
	r.t.Item(seg{sp.Name, cSpecial}, seg{": " + sp.Text, cNone})
}

// deck teaches the relics of a deck.
func (r teacher) deck() {
	t, c := r.t, r.b.c
	t.Head("YOUR DECK" + strings.ToUpper(r.house("deck.json")))
	byLine := map[string][]string{}
	for _, rr := range c.Deck.Relics {
		byLine[rr.Kind] = append(byLine[rr.Kind], itoa(rr.Count)+"×"+itoa(rr.Value))
	}
	var parts []string
	for _, l := range tx.Frontlines() {
		parts = append(parts, lineName(l)+" "+strings.Join(byLine[l], " "))
	}
	t.Para(seg{plural(c.DeckSize(), "card") + " a player, in their own colour (red, green, blue or yellow): relics by line and value, " +
		strings.Join(parts, "; ") + "; and the special cards.", cNone})
}

func (r teacher) key() {
	t := r.t
	t.Head("KEY")
	for s := range r.f.v.Seats {
		t.Item(r.f.who(s), seg{" " + r.f.name(s) + ", the " + deckOf(s) + " deck", seatLookOf(s)})
	}
	t.Item(seg{"R M S C", cNone}, seg{": Range, Melee, Shield, Codex; R2 is a Range relic worth 2.", cNone})
	t.Item(seg{gBack, cSubtle}, seg{": a face-down card; ", cNone}, seg{gBack + "R2", cNone}, seg{": your own face-down card, which only you see.", cNone})
	t.Item(seg{"=3", cCard}, seg{": a special counting as 3 relics, or the card a Mimic copies.", cNone})
	t.Item(seg{"T-1", cBad}, seg{": a trauma card worth -1 at the end.", cNone})
	t.Item(seg{gFull, cGood}, seg{": a full line; ", cNone}, seg{gTurn, cCur}, seg{": whose turn; ", cNone}, seg{gPassed, cBad}, seg{": passed this round.", cNone})
	t.Item(seg{gMonster, cMonster}, seg{": a monster; ", cNone}, seg{"▣", cEvent}, seg{": an Event/Boss card; ", cNone}, seg{gTrack, cMonster},
		seg{": the monster track; ", cNone}, seg{gVP, cPoints}, seg{": V.P.; ", cNone}, seg{gTrauma, cBad}, seg{": trauma; ", cNone}, seg{gWinner, cGood}, seg{": a winner.", cNone})
}

// Explain says what the choice under the cursor means and what it touches,
// in lines at most width cells wide; "" when there is nothing more to say
// than its label.
func (b *Board) Explain(c *common.Common, view any, sel common.Selection, width int) string {
	return b.Teach(c, view, width, func(v *rt.View, t *canvas.Prose) {
		teacher{b: b, f: b.frame(v, sel), t: t}.explain(sel)
	})
}

// explain teaches the choice: what its first word does, then every card,
// line and seat it names.
func (r teacher) explain(sel common.Selection) {
	t, f := r.t, r.f
	ws := strings.Fields(sel.ID)
	if len(ws) == 0 {
		return
	}
	switch ws[0] {
	case "play":
		if len(ws) > 2 && ws[2] == "on" {
			t.Para(seg{"Play this trauma card face up on that relic: the relic goes back to its owner's discard pile, the trauma card to yours.", cNone})
		} else {
			t.Para(seg{"Play the card face up: it counts at once in its line.", cNone})
		}
	case "hide":
		t.Para(seg{"Play the card face down: the others see only its back, and it does not count until the monster falls and it is turned up. A line holds at most " +
			itoa(r.b.c.Turn.FaceDownPerLine) + " face-down cards.", cNone})
	case "show":
		t.Para(seg{"Show this trauma 0 and put it in your waste zone; it counts as one of your plays.", cNone})
	case "pass":
		t.Para(seg{"Pass for the rest of this round: shuffle " + plural(f.passTrauma(), "trauma card") + " into your draw pile, and score no second place when the monster falls.", cNone})
	case "stop":
		t.Para(seg{"Play no second card this turn.", cNone})
	case "draw":
		t.Para(seg{"Draw " + itoa(r.b.c.Turn.Refill.Draw) + " cards, then discard down to the hand limit.", cNone})
	case "discard":
		t.Para(seg{"Put the card on your discard pile: it comes back when the pile is shuffled into your draw pile.", cNone})
	case "eliminate":
		t.Para(seg{"Put the card in the waste zone: it leaves the game for good. Fewer eliminated cards break a tie at the end.", cNone})
	case "give":
		t.Para(seg{"Hand a trauma card to that player.", cNone})
	case "copy":
		t.Para(seg{"The Mimic copies that card and does what it does.", cNone})
	case "card":
		t.Para(seg{"The card that came up.", cNone})
	}
	for _, id := range f.sel.Cards {
		r.card(id)
	}
	for _, l := range f.sel.Places {
		for _, lv := range f.v.Lines {
			if lv.Line != l {
				continue
			}
			s := lineName(l) + " line: needs " + itoa(lv.Need) + ", holds " + itoa(lv.Has)
			if lv.Complete {
				s += ", full."
			} else {
				s += ", " + itoa(max(lv.Need-lv.Has, 0)) + " to go."
			}
			t.Item(seg{s, cNone})
		}
	}
	for _, s := range f.sel.Seats {
		if f.seatOK(s) {
			sv := &f.v.Seats[s]
			t.Item(f.who(s), seg{" " + f.name(s) + ": " + itoa(sv.VP) + " V.P., monster track " + itoa(sv.Track) + ", " + plural(sv.HandCount, "card") + " in hand.", cNone})
		}
	}
}

// card teaches one card kind.
func (r teacher) card(id string) {
	t := r.t
	k, ok := r.b.kind(id)
	switch {
	case !ok:
		return
	case k.relic:
		t.Item(seg{k.name, cCard}, seg{": a relic worth " + itoa(k.value) + " in the " + lineName(k.line) + " line.", cNone})
	case k.trauma:
		t.Item(seg{k.name, cBad}, seg{": a trauma card, " + itoa(k.value) + " points at the end while it is in your deck.", cNone})
	case k.sp != nil:
		r.special(k.sp)
	}
}
