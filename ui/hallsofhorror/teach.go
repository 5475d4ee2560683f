package hallsofhorror

import (
	"slices"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// Reference teaches the game in view from the screen: how to win, how a
// turn goes (the phase under way marked), searching, combat, the Killer
// and his symbols (Heal, Activate, Enrage, Move), locking rooms; then
// everything in play with what it does: every room turned up with its
// search value, reward row and rule, every item, every MC card with its
// copies, symbols and text, the gift tokens, the participants dealt with
// their side's powers, and the key to the board's glyphs. Values that are
// house estimates say so. Every fact comes from the view or the content;
// no secret is ever named. Lines are at most width cells wide, wrapped,
// never cut.
func (b *Board) Reference(c *common.Common, view any, width int) string {
	return b.Teach(c, view, width, func(v *rh.View, t *canvas.Prose) {
		r := teacher{b: b, f: b.frame(v, selectionNone), t: t}
		r.goal()
		r.turn()
		r.searching()
		r.combat()
		r.killer()
		r.locking()
		r.rooms()
		r.items()
		r.mcCards()
		r.gifts()
		r.participants()
		r.key()
	})
}

// A teacher writes one view's reference, or one explanation.
type teacher struct {
	b *Board
	f *frame
	t *canvas.Prose
}

// houseMark is " (house deck)" for a value from file that is a house
// estimate: the file still carries the house label and the entry says so.
func (r teacher) houseMark(file string, src hh.Source) string {
	if r.b.c.Labels[file] == hh.HouseLabel && src == hh.House {
		return " (" + hh.HouseLabel + ")"
	}
	return ""
}

func (r teacher) goal() {
	t, c, v := r.t, r.b.c, r.f.v
	t.Head("HALLS OF HORROR")
	if c.HouseSet() {
		t.Para(seg{"Cards: " + c.Label() + ". Values marked (" + hh.HouseLabel + ") are our estimates, not the printed ones: copy your own box's cards into your config folder to replace them.", cBadge})
	}
	if v.Variant != "" {
		t.Para(seg{"This set-up is " + strings.TrimRight(v.Variant, ".") + ": the rulebook has not finished it.", cBadge})
	}
	t.Head("HOW TO WIN")
	t.Para(seg{"Find two keys ", cNone}, seg{gKey, cKey}, seg{" and solve an exit: Search it holding them and draw a pair of reward cards. The first out wins; two out in the same turn share the win.", cNone})
	t.Para(seg{"A participant who dies lies where they fell ", cNone}, seg{gBody, cBad},
		seg{" and their player becomes the Master of the Ceremony ", cNone}, seg{gMC, cKiller},
		seg{", playing against the living. If every participant dies, the players who held the MC card share the win.", cNone})
}

// turn is a turn's phases: the one under way is marked.
func (r teacher) turn() {
	v, t := r.f.v, r.t
	t.Head("A TURN")
	steps := []struct{ phase, text string }{
		{"action selection", "Action selection: everyone in play picks a card in secret, shown together. Alone in a room: Up, Down, Left, Right (a move of one room, up being up on the screen) or Search. With another participant or an active Killer: Attack or Escape. Shut in a puzzle: Search."},
		{"action resolution", "Action resolution: from the First Player on, each action in full; a face-down room entered is turned up. Two moving through the same doorway: the one nearer the First Player goes, the other stays."},
		{"master of the ceremony", "Master of the Ceremony: the rooms owed are locked (one for each key found, two for each death), then the MC card is drawn: its text first, then its Killer symbols. The First Player card passes on."},
	}
	for _, s := range steps {
		mark := seg{"", cNone}
		if strings.EqualFold(s.phase, v.Phase) && !v.Over {
			mark = seg{"▸ now: ", cCur}
		}
		t.Item(mark, seg{s.text, cNone})
	}
}

func (r teacher) searching() {
	t := r.t
	t.Head("SEARCHING")
	t.Para(seg{"Search ", cNone}, seg{gSearch + "3", cNone}, seg{" draws that many reward cards (one fewer when panicked ", cNone}, seg{gPanic, cBad},
		seg{"). Drop the cards whose symbols are not in the room's row; the symbol on the most cards is the reward, the left-most on a tie. Nothing, or an item already owned: 1 Resolve ", cNone},
		seg{gResolve, cResolve}, seg{" instead. Each point of damage taken while searching also gives 1 Resolve.", cNone})
	t.Para(seg{"Resolve: the first token spent draws 2 more cards, each further one 1 more, and lets you drop one card before taking the reward.", cNone})
	t.Para(seg{"Reward row, left to right: ", cNone}, seg{"M", cItem}, seg{" melee weapon, ", cNone}, seg{"F", cItem}, seg{" firearm, ", cNone},
		seg{"U", cItem}, seg{" utility item, ", cNone}, seg{"A", cAmmo}, seg{" ammunition, ", cNone}, seg{"K", cKey}, seg{" key, ", cNone},
		seg{"D", cBad}, seg{" damage, ", cNone}, seg{"P", cBad}, seg{" panic. A reward found once is covered ", cNone}, seg{gCovered, cSubtle},
		seg{"; a room with only damage and panic left is exhausted ", cNone}, seg{gExhaust, cBad}, seg{" and cannot be searched.", cNone})
	t.Para(seg{"Puzzle ", cNone}, seg{gPuzzle + "3", cNone}, seg{": the draw must hold two cards with the same symbol. Some puzzle rooms shut ", cNone}, seg{gShut, cBad},
		seg{" behind whoever enters them alone first, until solved; each failed try covers the left-most reward and draws more next time.", cNone})
	t.Para(seg{"A Search may instead pick up a gift token ", cNone}, seg{gGift, cGift}, seg{", search a body ", cNone}, seg{gBody, cBad},
		seg{" (all it held, and always one more key), use a First Aid Kit, or shake off panic.", cNone})
}

func (r teacher) combat() {
	t, c := r.t, r.b.c
	t.Head("COMBAT")
	cb := c.Combat
	t.Para(seg{"Everyone in the room rolls " + plural(cb.Dice, "die") + ". Attack succeeds on " + facesWords(cb.Attack.Success) + " and deals " +
		itoa(cb.Attack.Damage) + " damage; Escape succeeds on " + facesWords(cb.Escape.Success) + " and moves you to a neighbouring room. A weapon uses its own faces and damage; a firearm spends a bullet or shell a round.", cNone})
	t.Para(seg{"Most successes wins: a winning Attack deals its full damage; a tie hurts both, 1 less. With more than two, damage drops by 1 for each target beyond the first (never below 1).", cNone})
	t.Para(seg{"Resolve re-rolls: the first token any failed dice, each further token one die. Each point of damage taken gives 1 Resolve. A Kevlar Vest stops the first hit of a combat.", cNone})
	t.Para(seg{"The dice tray: ", cNone}, seg{gHit, cNone}, seg{" a success, ", cNone}, seg{gMiss, cNone}, seg{" a miss, ", cNone},
		seg{gUnrolled, cNone}, seg{" a die still to roll; 4+ is the face a die succeeds from.", cNone})
}

// facesWords is "5 and 6", "4, 5 and 6".
func facesWords(fs []int) string {
	var ws []string
	for _, x := range fs {
		ws = append(ws, itoa(x))
	}
	return canvas.ListWords(ws)
}

func (r teacher) killer() {
	t, k, v := r.t, r.b.c.Killer, r.f.v
	t.Head("THE KILLER")
	t.Para(seg{gKiller + gActive, cKiller}, seg{" active: he fights anyone in his room, rolling dice by his rage, succeeding on " + facesWords(k.Success) +
		", and he wins ties. He always attacks and cannot re-roll. ", cNone}, seg{gKiller + gStunned, cKiller},
		seg{" stunned: he lies on his side, as if absent, and his rage drops one. Left alone after a combat he is stunned.", cNone})
	t.Para(seg{"He starts at " + itoa(k.Health) + " HP and heals up to " + itoa(k.MaxHealth) + ". At 0 HP he is stunned and his rage falls to the start; the first to bring him down takes a key, once a game.", cNone})
	var steps []string
	for i, s := range k.Rage {
		st := itoa(s.Dice) + " dice, damage " + itoa(s.Damage)
		if i == v.Killer.Rage {
			st = "▸" + st
		}
		steps = append(steps, st)
	}
	if len(steps) > 0 {
		t.Para(seg{"Rage track, left to right" + r.houseMark(hh.KillerFile, k.RageSource) + ": " + strings.Join(steps, "; ") + ".", cNone})
	}
	t.Para(seg{"Killer symbols on an MC card are spent by whoever draws it, in this order of duty:", cNone})
	t.Item(seg{"Heal", cKiller}, seg{": " + plural(k.Costs.Heal, "symbol") + " a HP. At 0 HP he must be healed first.", cNone})
	t.Item(seg{"Activate", cKiller}, seg{": " + plural(k.Costs.Activate, "symbol") + " to stand him up when stunned; when the symbols allow, it comes before anything but a needed Heal.", cNone})
	t.Item(seg{"Enrage", cKiller}, seg{": " + plural(k.Costs.Enrage, "symbol") + " a step up the rage track.", cNone})
	t.Item(seg{"Move", cKiller}, seg{": " + plural(k.Costs.Move, "symbol") + " a room, only while active and not fighting; he stops at the first participant and never enters a locked room.", cNone})
}

func (r teacher) locking() {
	t := r.t
	t.Head("LOCKING ROOMS")
	t.Para(seg{"Locked ", cNone}, seg{gLocked, cLocked}, seg{" rooms are out of the game: nobody enters them, not even the Killer. Lock an empty room (no participant, Killer, body or gift) that is exhausted or a starting room; failing that, any empty room without a key to find. Never lock a face-down room, nor one that would cut anyone off from an exit or a body.", cNone})
}

// rooms teaches each room turned up in the house, once each, with its
// reward row and rule.
func (r teacher) rooms() {
	t, v := r.t, r.f.v
	t.Head("ROOMS IN PLAY")
	seen := map[string]bool{}
	n := 0
	for i := range v.Grid {
		rv := &v.Grid[i]
		if rv.ID == "" || seen[rv.ID] || rv.FaceDown && !rv.Locked {
			continue
		}
		seen[rv.ID] = true
		n++
		r.room(i)
	}
	if n == 0 {
		t.Para(seg{"None turned up yet.", cSubtle})
	}
	if v.FaceDown > 0 {
		t.Para(seg{gFaceDown + " " + plural(v.FaceDown, "room") + " still face down: nobody knows which until entered.", cSubtle})
	}
}

// room teaches room i of the grid.
func (r teacher) room(i int) {
	t, f := r.t, r.f
	rv := &f.v.Grid[i]
	card := r.b.roomCard(rv.ID)
	runs := []seg{{rv.Name, cRoom}, {" (" + rv.Cell + ")", cSubtle}}
	switch {
	case rv.Puzzle:
		runs = append(runs, seg{": " + gPuzzle + " puzzle, a pair in " + plural(rv.Search, "card"), cNone})
	case rv.Search > 0:
		runs = append(runs, seg{": " + gSearch + " search " + itoa(rv.Search), cNone})
	default:
		runs = append(runs, seg{": " + gSpecial + " no draw", cNone})
	}
	if card != nil {
		runs = append(runs, seg{r.houseMark(hh.RoomsFile, card.Source), cBadge})
	}
	t.Item(runs...)
	var rw []string
	for k := range rv.Rewards {
		rw = append(rw, r.b.rewardWords(card, rv, k))
	}
	if len(rw) > 0 {
		t.Sub(seg{"rewards, left to right: " + strings.Join(rw, "; "), cNone})
	}
	if card != nil {
		if q := card.Requires; q != nil {
			var need []string
			if q.Item != "" {
				need = append(need, "own a "+r.b.itemName(q.Item))
			}
			if q.Spend != "" {
				need = append(need, "spend "+plural(max(q.N, 1), q.Spend))
			}
			t.Sub(seg{"to search: " + canvas.ListWords(need), cNone})
		}
		if card.Keys > 0 {
			t.Sub(seg{"an exit: hold " + plural(card.Keys, "key") + " and find a pair to get out", cKey})
		}
		if card.Locks {
			t.Sub(seg{gShut + " entered alone for the first time, it shuts until its puzzle is solved", cNone})
		}
		if card.Text != "" {
			t.Sub(seg{card.Text, cSubtle})
		}
	}
	var state []string
	if rv.Start {
		state = append(state, "a starting room")
	}
	if rv.Exhausted {
		state = append(state, "exhausted")
	}
	if rv.Locked {
		state = append(state, "locked for good")
	}
	if rv.Shut {
		state = append(state, "shut on the participant inside")
	}
	if len(state) > 0 {
		t.Sub(seg{strings.Join(state, ", "), cSubtle})
	}
}

func (r teacher) items() {
	t, c := r.t, r.b.c
	t.Head("ITEMS")
	t.Para(seg{"Each participant holds at most one of each item; ammunition has no limit.", cNone})
	for i := range c.Items {
		r.item(&c.Items[i])
	}
}

// item teaches one item.
func (r teacher) item(it *hh.Item) {
	runs := []seg{{it.Name, cItem}, {" ×" + itoa(it.Copies) + " " + it.Category, cSubtle}}
	if len(it.Success) > 0 {
		runs = append(runs, seg{", succeeds on " + facesWords(it.Success), cNone})
	}
	if it.Damage > 0 {
		runs = append(runs, seg{", damage " + itoa(it.Damage), cNone})
	}
	if it.Ammo != "" {
		runs = append(runs, seg{", uses a " + it.Ammo + ", comes with " + itoa(it.Loaded), cAmmo})
	}
	runs = append(runs, seg{r.houseMark(hh.ItemsFile, it.Source), cBadge})
	if it.Text != "" {
		runs = append(runs, seg{": " + it.Text, cNone})
	}
	r.t.Item(runs...)
}

func (r teacher) mcCards() {
	t, c, v := r.t, r.b.c, r.f.v
	t.Head("MASTER OF THE CEREMONY CARDS")
	t.Para(seg{"Until someone dies, the First Player draws one card a turn; then the MC draws one more than the dead and plays one, the rest going under the deck. Each card's text comes first, then its Killer symbols " + gKiller + ".", cNone})
	var removed []string
	if su := c.Setup(len(v.Seats)); su != nil {
		removed = su.RemoveMC
	}
	for i := range c.MC {
		m := &c.MC[i]
		runs := []seg{{m.Title, cItem}, {" ×" + itoa(m.Copies), cSubtle}, {" " + strings.Repeat(gKiller, m.Symbols), cKiller}}
		if m.Symbols == 0 {
			runs[2] = seg{" no symbol", cSubtle}
		}
		runs = append(runs, seg{r.houseMark(hh.MCFile, m.Source), cBadge})
		if m.Text != "" {
			runs = append(runs, seg{": " + m.Text, cNone})
		}
		if slices.Contains(removed, m.ID) {
			runs = append(runs, seg{" (out of the deck with " + plural(len(v.Seats), "player") + ")", cSubtle})
		}
		t.Item(runs...)
	}
}

func (r teacher) gifts() {
	t, c := r.t, r.b.c
	t.Head("GIFT TOKENS")
	kinds := map[string]int{}
	var src hh.Source
	for _, g := range c.Gifts {
		kinds[g.Kind]++
		if g.Source == hh.House {
			src = hh.House
		}
	}
	var ws []string
	for _, k := range []string{hh.GiftItem, hh.GiftAmmo, hh.GiftPanic, hh.GiftDamage} {
		if n := kinds[k]; n > 0 {
			ws = append(ws, itoa(n)+" "+map[string]string{hh.GiftItem: "with items", hh.GiftAmmo: "with ammunition", hh.GiftPanic: "with panic", hh.GiftDamage: "with damage"}[k])
		}
	}
	t.Para(seg{gGift, cGift}, seg{" The MC's gifts lie face down until picked up with a Search: " + canvas.ListWords(ws) + r.houseMark(hh.GiftsFile, src) + ". An item already owned gives 1 Resolve instead.", cNone})
}

// participants teaches the participants dealt, on the side in play.
func (r teacher) participants() {
	t, f := r.t, r.f
	t.Head("PARTICIPANTS")
	n := 0
	for s := range f.v.Seats {
		if p := r.b.participant(f.v.Seats[s].Participant); p != nil {
			r.participant(s, p)
			n++
		}
	}
	if n == 0 {
		t.Para(seg{"None dealt yet. There are " + plural(len(r.b.c.Participants), "participant") + " in the box.", cSubtle})
	}
}

// participant teaches seat s's participant: lore, health and Resolve, and
// the powers of the side in play.
func (r teacher) participant(s int, p *hh.Participant) {
	t, f := r.t, r.f
	side, name := p.Basic, "basic"
	if f.v.Side == "advanced" {
		side, name = p.Advanced, "advanced"
	}
	t.Item(f.who(s), seg{" " + p.Name, seatLookOf(s)}, seg{" (" + f.person(s).Mid().Possessive() + ")", cSubtle},
		seg{": " + itoa(side.Health) + " HP, " + itoa(side.Resolve) + " Resolve to start, " + name + " side. " + p.Lore, cNone})
	if len(side.Powers) == 0 {
		t.Sub(seg{"no powers on this side", cSubtle})
	}
	for _, pw := range side.Powers {
		t.Sub(seg{pw.Name, cCur}, seg{r.houseMark(hh.ParticipantsFile, pw.Source), cBadge}, seg{": " + pw.Text, cNone})
	}
}

func (r teacher) key() {
	t := r.t
	t.Head("KEY TO THE BOARD")
	pageflow.Untitled(t, r.f.keyUnits(t.W))
}

// Explain says what the choice under the cursor means and what it touches,
// as the game says (rules.Touch): a room's card and who and what is in it;
// a participant's holdings; an item's, MC card's or reward card's text.
// "" when there is nothing to add to its label.
func (b *Board) Explain(c *common.Common, view any, sel common.Selection, width int) string {
	return b.Teach(c, view, width, func(v *rh.View, t *canvas.Prose) {
		teacher{b: b, f: b.frame(v, sel), t: t}.explain(sel)
	})
}

// actionTexts say what each action card does.
var actionTexts = map[string]string{
	"up":     "Move one room up the screen; a face-down room is turned up as you enter it.",
	"down":   "Move one room down the screen; a face-down room is turned up as you enter it.",
	"left":   "Move one room left; a face-down room is turned up as you enter it.",
	"right":  "Move one room right; a face-down room is turned up as you enter it.",
	"search": "Search: the room, a puzzle you are shut in, a gift token, a body, a First Aid Kit, or shake off panic; one of them a Search.",
	"attack": "Attack everyone else in the room: the most successes wins; a tie hurts both.",
	"escape": "Escape to a neighbouring room if you roll more successes than every attacker (the Killer wins ties).",
}

func (r teacher) explain(sel common.Selection) {
	f, t := r.f, r.t
	fields := strings.Fields(sel.ID)
	if len(fields) > 0 {
		if a, ok := actionTexts[fields[0]]; ok {
			t.Para(seg{a, cNone})
		}
	}
	named := map[string]bool{}
	for _, id := range append(append([]string{}, fields...), sel.Touch.Cards...) {
		if named[id] {
			continue
		}
		named[id] = true
		if it := r.b.item(id); it != nil {
			r.item(it)
		}
		if m := r.b.mcCard(id); m != nil {
			t.Item(seg{m.Title, cItem}, seg{" " + strings.Repeat(gKiller, m.Symbols), cKiller}, seg{": " + m.Text, cNone})
		}
		if rc := r.b.reward(id); rc != nil {
			t.Item(seg{"reward card: ", cSubtle}, seg{f.cardWords(id), cNone})
		}
		if p := r.b.participant(id); p != nil {
			for s := range f.v.Seats {
				if f.v.Seats[s].Participant == id {
					r.participant(s, p)
				}
			}
		}
	}
	for _, p := range sel.Touch.Places {
		if i, ok := f.cell[p]; ok {
			r.place(i)
		}
	}
	for _, s := range sel.Touch.Seats {
		if f.seatOK(int(s)) {
			t.Item(seg{f.seatSentence(int(s)), cNone})
		}
	}
}

// place explains room i: the card, when turned up, and who and what is
// there.
func (r teacher) place(i int) {
	f, t := r.f, r.t
	rv := &f.v.Grid[i]
	if rv.ID != "" && !rv.FaceDown {
		r.room(i)
	} else {
		t.Item(seg{rv.Cell, cRoom}, seg{": " + strings.TrimPrefix(f.roomWords(i), rv.Cell+": "), cNone})
		if rv.FaceDown && !rv.Locked {
			t.Sub(seg{"unknown until someone enters it: it is drawn from the room deck then.", cSubtle})
		}
		return
	}
	w := f.roomWords(i)
	if k := strings.Index(w, "here: "); k >= 0 {
		t.Sub(seg{strings.TrimSuffix(w[k:], "."), cNone})
	} else {
		t.Sub(seg{"nobody here", cSubtle})
	}
}
