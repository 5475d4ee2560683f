// Package terrorixico draws a TerroriXico game: the monsters and Event/Boss
// cards in the fight with what each frontline needs in all; the four
// frontlines (Range, Melee, Shield, Codex) with every card placed in them,
// whose it is, face up or as its back (its owner sees their own face-down
// cards as the view gives them), what the line holds counting face-up cards
// and what it still lacks; the hand of the seat whose view it is; every
// player's draw, discard and waste piles, trauma, monster track and V.P.;
// the trauma supply, who passed this round and whose turn it is; and at the
// end the final scores and adventure levels. The frontlines are the map of
// the shared page layout (pageflow): on one page when the room holds it,
// else over pages one key apart (pages.go). It teaches the game from the
// screen (Reference, Explain), says the same state in plain words for the
// line mode and screen readers (Describe), and sums it up in a line for
// lists of saves (Summary).
//
// Colour is never the only signal: every seat has a letter (its player's
// initial) beside everything of theirs, drawn in its deck's colour (red,
// green, blue, yellow); a card's back is ▒, a full line ✓, whose turn ▶, a
// pass ⊘, and a line or card the choice under the cursor touches is drawn
// reversed between ▶ ◀.
package terrorixico

import (
	"strconv"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// Board draws TerroriXico views. The drawing comes from the View; the
// reference and the explanations also teach what the content says of the
// monsters, events and cards. It is safe for use by several screens at
// once (an SSH server shares it between connections).
type Board struct {
	pageflow.Board[rt.View, block]
	c     *tx.Content
	kinds map[string]kind // every card of a deck and every trauma card, by the rules' ID
}

var _ common.Board = (*Board)(nil)

// kind is one kind of card as the rules name it ("range2", "goodomens",
// "trauma1").
type kind struct {
	id     string
	name   string // "Range 2", "Good Omens", "Trauma -1"
	short  string // "R2", "Good Omens", "T-1"
	line   string // a relic's frontline
	value  int    // a relic's value, a trauma card's (0 to -3)
	relic  bool
	sp     *tx.Special
	trauma bool
}

// NewBoard makes the drawing for content c (the embedded content when nil).
func NewBoard(c *tx.Content) *Board {
	if c == nil {
		c = tx.Default()
	}
	b := &Board{c: c, kinds: map[string]kind{}}
	for _, r := range c.Deck.Relics {
		id := r.Kind + itoa(r.Value)
		b.kinds[id] = kind{id: id, name: lineName(r.Kind) + " " + itoa(r.Value), short: lineLetter(r.Kind) + itoa(r.Value),
			line: r.Kind, value: r.Value, relic: true}
	}
	for i := range c.Deck.Specials {
		sp := &c.Deck.Specials[i]
		id := strings.ReplaceAll(sp.ID, "-", "")
		b.kinds[id] = kind{id: id, name: sp.Name, short: sp.Name, sp: sp}
	}
	for _, t := range c.Trauma {
		id := "trauma" + itoa(-t.Value)
		b.kinds[id] = kind{id: id, name: "Trauma " + traumaValue(t.Value), short: "T" + traumaValue(t.Value), value: t.Value, trauma: true}
	}
	b.Board = pageflow.Board[rt.View, block]{
		Game: "terrorixico", Want: "a TerroriXico View", Bad: cBad, Title: cTitle,
		Looks: canvas.NewPalettes(looks), Busiest: busiest(c),
		Table: func(v *rt.View, sel common.Selection) pageflow.Table[block] { return b.frame(v, sel) },
		// The frontlines are the map; every row of a text column ends the
		// line before it (spots.go).
		Forms: forms, End: mEnd, Spots: mLine, Place: lineID,
	}
	return b
}

// frame is one view being drawn: the lookups every part of the drawing
// shares, made once per Render.
type frame struct {
	b      *Board
	v      *rt.View
	sel    selection
	letter []string // each seat's letter: its player's initial
	// hands are the seats whose hand this view shows (one in a seat's own
	// view, every one in the full view, none in the public one).
	hands []int
}

func (b *Board) frame(v *rt.View, sel common.Selection) *frame {
	f := &frame{b: b, v: v}
	names := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		names[i] = s.Player
	}
	f.letter = canvas.Letters(names)
	for s, sv := range v.Seats {
		if len(sv.Hand) > 0 {
			f.hands = append(f.hands, s)
		}
	}
	f.sel = canvas.TouchedBy(sel)
	return f
}

// seatOK reports whether s is a seat of the view.
func (f *frame) seatOK(s int) bool { return s >= 0 && s < len(f.v.Seats) }

// who is seat s's letter in its deck's colour ("?" for no seat), in ▶ ◀
// when the choice under the cursor touches the seat.
func (f *frame) who(s int) seg {
	if !f.seatOK(s) {
		return seg{"?", cSubtle}
	}
	if f.sel.Seat(s) {
		return seg{"▶" + f.letter[s] + "◀", cSel}
	}
	return seg{f.letter[s], seatLookOf(s)}
}

// name is seat s's player name.
func (f *frame) name(s int) string {
	if !f.seatOK(s) {
		return "nobody"
	}
	if n := f.v.Seats[s].Player; n != "" {
		return n
	}
	return "player " + f.letter[s]
}

// kind is the card kind with the rules' ID, and whether the content has it.
func (b *Board) kind(id string) (kind, bool) {
	k, ok := b.kinds[id]
	return k, ok
}

// cardName is a card's name, its ID when the content lacks it.
func (b *Board) cardName(id string) string {
	if k, ok := b.kinds[id]; ok {
		return k.name
	}
	return id
}

// cardShort is a card as the compact frontlines write it: "R2", "T-1".
func (b *Board) cardShort(id string) string {
	if k, ok := b.kinds[id]; ok {
		return k.short
	}
	return id
}

// cardLook is the look of a card's name.
func (b *Board) cardLook(id string) cls {
	k, ok := b.kinds[id]
	switch {
	case !ok:
		return cCard
	case k.trauma:
		return cBad
	case k.sp != nil:
		return cSpecial
	}
	return cCard
}

// isTrauma reports whether the card is a trauma card, and its value.
func (b *Board) isTrauma(id string) (bool, int) {
	k, ok := b.kinds[id]
	return ok && k.trauma, k.value
}

// monster returns the content's monster with that ID, or nil.
func (b *Board) monster(id string) *tx.Monster { return b.c.Monster(id) }

// event returns the content's Event/Boss card with that ID, or nil.
func (b *Board) event(id string) *tx.Event { return b.c.Event(id) }

// lineName is a frontline for people: "Range".
func lineName(l string) string {
	if l == "" {
		return ""
	}
	return strings.ToUpper(l[:1]) + l[1:]
}

// lineLetter is a frontline's letter: R, M, S, C.
func lineLetter(l string) string {
	if l == "" {
		return "?"
	}
	return strings.ToUpper(l[:1])
}

func traumaValue(v int) string {
	if v == 0 {
		return "0"
	}
	return itoa(v)
}

func itoa(i int) string { return strconv.Itoa(i) }

// plural says "1 card", "3 cards".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}

// orWords joins words with commas and "or".
func orWords(xs []string) string {
	if len(xs) < 2 {
		return canvas.ListWords(xs)
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// modWord is an event's modifier on a line: "+2", "×3", "" for none.
func modWord(m *tx.Mod) string {
	if m == nil {
		return ""
	}
	if m.Op == tx.OpTimes {
		return "×" + itoa(m.N)
	}
	return "+" + itoa(m.N)
}

// passTrauma is the trauma cards a pass costs now: the events' in the
// fight.
func (f *frame) passTrauma() int {
	t := 0
	for _, e := range f.v.Events {
		if ev := f.event(e.ID); ev != nil {
			t += ev.Trauma
		}
	}
	return t
}

// prizes are the V.P. of first and second place now: the monsters' own,
// each plus every event's.
func (f *frame) prizes() (first, second int) {
	for _, m := range f.v.Monsters {
		if mo := f.monster(m.ID); mo != nil {
			first += mo.First
			second += mo.Second
		}
	}
	for _, e := range f.v.Events {
		if ev := f.event(e.ID); ev != nil {
			first += ev.VP
			second += ev.VP
		}
	}
	return first, second
}

// seen is seat s's trauma cards this view sees (hand, discard pile): how
// many, and their points.
func (f *frame) seenTrauma(s int) (n, points int) {
	sv := &f.v.Seats[s]
	for _, list := range [][]string{sv.Hand, sv.Discard} {
		for _, id := range list {
			if ok, v := f.b.isTrauma(id); ok {
				n++
				points += v
			}
		}
	}
	return n, points
}

// monsterTypes is seat s's monsters returned, by type: "magical 2, spirit 1".
func (f *frame) monsterTypes(s int) string {
	count := map[string]int{}
	var order []string
	for _, id := range f.v.Seats[s].Monsters {
		t := "?"
		if m := f.monster(id); m != nil {
			t = m.Type
		}
		if count[t] == 0 {
			order = append(order, t)
		}
		count[t]++
	}
	var out []string
	for _, t := range order {
		out = append(out, t+" "+itoa(count[t]))
	}
	return strings.Join(out, ", ")
}

// monster is the monster card with that ID as this game has it: typed at
// the table, or the content's; nil for neither.
func (f *frame) monster(id string) *tx.Monster {
	if m, ok := f.v.TypedMonsters[id]; ok {
		return &m
	}
	return f.b.monster(id)
}

// event is the Event/Boss card with that ID as this game has it.
func (f *frame) event(id string) *tx.Event {
	if e, ok := f.v.TypedEvents[id]; ok {
		return &e
	}
	return f.b.event(id)
}

// typed reports whether the card with that ID was typed at the table.
func (f *frame) typed(id string) bool {
	_, m := f.v.TypedMonsters[id]
	_, e := f.v.TypedEvents[id]
	return m || e
}

// monsterName is a monster's name, its ID when the content lacks it.
func (f *frame) monsterName(id string) string {
	if m := f.monster(id); m != nil {
		return m.Name
	}
	return id
}
