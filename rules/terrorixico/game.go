// Package terrorixico is the rules of TerroriXico for 2 to 4 players: the
// set-up by player count, monsters and Event/Boss cards stacked into the
// relics each frontline needs, turns of exactly two cards (one of them at
// most face down), trauma handed out for passing and played against
// relics, the ten special cards face up and face down, the monster slain
// and scored, and the three ends with the final score, its tiebreaks and
// the adventure levels.
//
// Where the rulebook leaves a point open, the reading taken is said in a
// doc comment where the rule lives; readings.go lists them all.
package terrorixico

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// Fixed sizes, so a state copies as one value.
const (
	maxSeats  = 4
	maxKinds  = 28 // kinds of card in a deck, trauma values included
	maxCards  = 32 // monster and event cards: a bit each
	maxStack  = 8  // monsters (or events) in one fight
	nLines    = 4
	maxTurns  = 600 // the stalled hunt: random games end in 200 turns at most
	noSeat    = -1
	unnamed   = -1 // a face-down card the table has not named yet
	noCopy    = -1
	lastPiles = 5
)

// The piles of a player's cards. In digital play the app knows every
// card: the draw pile and the hand by kind. At the table the draw pile
// and the hand are unknown: pUnknown holds what they and the player's
// unnamed face-down cards are made of, and drawN and handN count them.
const (
	pDraw = iota
	pHand
	pDisc
	pWaste
	pUnknown
)

// The special cards' effects, by the content's effect kinds.
const (
	spNone = iota
	spFury
	spAdvantage
	spOmens
	spLastChance
	spTrickery
	spFriendly
	spBerserker
	spEquality
	spStrength
	spMimic
)

var spByKind = map[string]int{
	tx.SpFury: spFury, tx.SpTakeAdvantage: spAdvantage, tx.SpGoodOmens: spOmens, tx.SpLastChance: spLastChance,
	tx.SpTrickery: spTrickery, tx.SpFriendlyFire: spFriendly, tx.SpBerserker: spBerserker, tx.SpEquality: spEquality,
	tx.SpStrength: spStrength, tx.SpMimic: spMimic,
}

var lineIDs = [nLines]string{tx.Range, tx.Melee, tx.Shield, tx.Codex}
var lineNames = [nLines]string{"Range", "Melee", "Shield", "Codex"}

// kindInfo is one kind of card a player may hold: a relic of a line and a
// value, a special card, or a trauma card of a value.
type kindInfo struct {
	id, name string
	line     int // a relic's frontline, -1 for the others
	value    int // a relic's value; a trauma card's (0 to -3)
	relic    bool
	trauma   bool
	sp       int // spNone, or the special's effect
	n        int // the special's number (cards drawn, the multiplier)
	relics   int // what a special counts as in its line (Trickery 2, Last Chance 1)
	notEmpty bool
	onReveal bool // played face down, it acts when turned up
}

// static is what a game knows from its setup and never changes: every
// state of a game shares one.
type static struct {
	*cards
	n      int
	table  bool
	ed1    bool // the first edition of these rules (edition.go), as saves made before the second play
	names  []string
	row    *tx.PlayerRow
	seatID []string // "p1", "p2": a seat as a choice ID names it

	playTexts [][2]string // each seat's play questions
	drawTexts []string    // each seat's draw question
}

// cards is what the content makes of the cards, the same for every game
// of it: Definition makes it once.
type cards struct {
	c      *tx.Content
	kinds  []kindInfo
	deck   [maxKinds]uint8 // one player's deck, by kind
	box    [maxKinds]uint8 // the trauma cards in the box, by kind
	trauma [4]int          // the kind of trauma of value 0, -1, -2, -3; -1 none

	// Choice IDs and labels made once, by kind (and line).
	cardIDs                       []string
	playIDs, playLabels           [][nLines]string
	hideIDs, hideLabels           [][nLines]string
	discardIDs, discardLabels     []string
	eliminateIDs, eliminateLabels []string
	refreshLabels                 []string
	monsterHint, eventHint        string // what the table may type (table.go)
}

// placed is a card in a frontline.
type placed struct {
	kind   int8 // unnamed: face down at the table, not yet named
	owner  int8
	line   int8
	down   bool   // face down now
	hidden bool   // played face down: its face-down behaviour applies
	as     int8   // a Mimic's copied kind, noCopy none
	seq    int16  // placing order
	barred uint32 // unnamed at the table: the kinds it cannot be, a bit each (downAllowed)
}

type game struct {
	engine.Core
	*static
	board      []placed // copy on write: see ownBoard
	boardOwned bool
	result     *rules.Result
	typed      *typedCards // cards typed at the table (table.go), nil none

	pile         [maxSeats]*seatPiles // copy on write: see own
	pileOwned    uint8                // the seats whose piles this state owns, a bit each
	drawN, handN [maxSeats]int16      // at the table

	supply     [maxKinds]uint8 // trauma cards not yet drawn, by kind
	traumaLeft int             // trauma cards left on the scoreboard

	monLeft, evLeft uint32 // monster and event cards not yet revealed
	mons, evs       [maxStack]int8
	nMons, nEvs     int8
	need            [nLines]int16
	limit           int8 // the hand limit of this round

	track, vp      [maxSeats]int16
	kept           [maxSeats]uint32 // monsters each player keeps, a bit each
	keptEv         [maxSeats]uint32
	passed         engine.Seats
	firstPass      int8
	streak         int8 // passes in a row
	cur            int8 // whose turn
	starter        int8 // the first player of the round
	played, hidden int8 // cards played this turn, face down among them
	seq            int16
	turns          int
	round          int
	beaten         bool // every player passed in a row: the monster beat them all
	dry            bool // the trauma supply is empty
}

// Clone is a copy an answer may change (engine.State).
func (g *game) Clone() *game {
	h := *g
	h.Core = g.CloneCore()
	h.boardOwned, h.pileOwned = false, 0
	return &h
}

// seatPiles is one player's cards, by pile and kind.
type seatPiles [lastPiles][maxKinds]uint8

// own is seat s's piles, made this state's own before they change: an
// answer changes one or two players' cards, so a state copies those alone.
// Every change to a pile goes through it.
func (g *game) own(s int) *seatPiles {
	if g.pileOwned&(1<<s) == 0 {
		c := *g.pile[s]
		g.pile[s] = &c
		g.pileOwned |= 1 << s
	}
	return g.pile[s]
}

// ownBoard makes the board this state's own before it changes.
func (g *game) ownBoard() {
	if !g.boardOwned {
		g.board = append(make([]placed, 0, len(g.board)+4), g.board...)
		g.boardOwned = true
	}
}

// Result reports the end of the game, with each seat's final score and
// the figures worth averaging over many games (sim): the rounds played,
// the monsters slain, the trauma cards left on the scoreboard and the
// trauma points the players end with, all together.
func (g *game) Result() (bool, rules.Result) {
	if g.result == nil {
		return false, rules.Result{}
	}
	r := *g.result
	r.Scores = make([]int, g.n)
	trauma, slain := 0, 0
	for s := range g.n {
		r.Scores[s] = g.final(s)
		trauma += g.traumaPoints(s)
		slain += bits.OnesCount32(g.kept[s])
	}
	r.Tallies = map[string]int{"rounds": g.round, "monsters slain": slain, "trauma left": g.traumaLeft, "trauma points": trauma}
	return true, r
}

func itoa(i int) string { return strconv.Itoa(i) }

func (g *game) person(s int) grammar.Person { return grammar.Person(g.names[s]) }

var seatLists = [maxSeats][]rules.Seat{{0}, {1}, {2}, {3}}

func (g *game) log(kind, text string, seats ...int) {
	e := rules.Event{Kind: kind, Text: text}
	if len(seats) == 1 && seats[0] >= 0 && seats[0] < maxSeats {
		e.Seats = seatLists[seats[0]]
	} else {
		for _, s := range seats {
			e.Seats = append(e.Seats, rules.Seat(s))
		}
	}
	g.Emit(e)
}

// Definition describes TerroriXico played with content c. The content is
// validated once here and only indexed by each game.
func Definition(c *tx.Content) rules.Definition {
	var cerr error
	if c == nil {
		cerr = fmt.Errorf("no content")
	} else if cerr = tx.Validate(c); cerr == nil {
		cerr = fits(c)
	}
	label := tx.HouseLabel
	var cs *cards
	var smart func() rules.Player
	if c != nil {
		label = c.Label()
	}
	if cerr == nil {
		cs = newCards(c)
		smart = smartPlayer(cs)
	}
	return rules.Definition{
		Name:     "terrorixico",
		Title:    "TerroriXico",
		Summary:  "Hunt monsters of Mexican legend together with relic cards, score the most relics, and keep your trauma low. Cards: " + label + ".",
		Reminder: tx.Reminder,
		MinSeats: 2,
		MaxSeats: 4,
		Options:  []rules.Option{editionOption},
		Content:  c,
		Smart:    smart,
		New: func(s rules.Setup) (rules.Game, error) {
			if cerr != nil {
				return nil, fmt.Errorf("the TerroriXico content is broken: %w", cerr)
			}
			g, err := newGame(cs, s)
			if err != nil {
				return nil, err
			}
			g.Push(roundStep(), setupStep())
			return start(g)
		},
	}
}

// fits reports whether content c fits the fixed sizes of a state.
func fits(c *tx.Content) error {
	if len(c.Monsters) > maxCards || len(c.Events) > maxCards {
		return fmt.Errorf("more than %d monster or event cards", maxCards)
	}
	if len(c.Deck.Relics)+len(c.Deck.Specials)+len(c.Trauma) > maxKinds {
		return fmt.Errorf("more than %d kinds of card", maxKinds)
	}
	for _, r := range c.Deck.Relics {
		if r.Count > 200 {
			return fmt.Errorf("too many %s relics", r.Kind)
		}
	}
	for _, t := range c.Trauma {
		if t.Value > 0 || t.Value < -3 {
			return fmt.Errorf("a trauma card of value %d", t.Value)
		}
	}
	for _, sp := range c.Deck.Specials {
		if spByKind[sp.Effect.Kind] == spNone {
			return fmt.Errorf("special %s: unknown effect %q", sp.ID, sp.Effect.Kind)
		}
	}
	return nil
}

// newState is a game of c for setup s with nothing dealt and no step to
// run yet: Definition pushes the set-up, tests push what they test.
func newState(c *tx.Content, s rules.Setup) (*game, error) { return newGame(newCards(c), s) }

// newCards reads the kinds of card of content c and names their choices.
func newCards(c *tx.Content) *cards {
	cs := &cards{c: c, trauma: [4]int{-1, -1, -1, -1}}
	for _, r := range c.Deck.Relics {
		l := lineOf(r.Kind)
		cs.deck[len(cs.kinds)] = uint8(r.Count)
		cs.kinds = append(cs.kinds, kindInfo{id: r.Kind + itoa(r.Value), name: lineNames[l] + " " + itoa(r.Value),
			line: l, value: r.Value, relic: true})
	}
	for _, sp := range c.Deck.Specials {
		cs.deck[len(cs.kinds)] = uint8(sp.Copies)
		cs.kinds = append(cs.kinds, kindInfo{id: strings.ReplaceAll(sp.ID, "-", ""), name: sp.Name, line: -1,
			sp: spByKind[sp.Effect.Kind], n: sp.Effect.N, relics: sp.Relics, notEmpty: sp.NotEmpty,
			onReveal: sp.FaceDown == tx.FaceDownOnReveal})
	}
	for _, t := range c.Trauma {
		k := len(cs.kinds)
		cs.trauma[-t.Value] = k
		cs.kinds = append(cs.kinds, kindInfo{id: "trauma" + itoa(-t.Value), name: "Trauma " + traumaValue(t.Value),
			line: -1, value: t.Value, trauma: true})
		cs.box[k] = uint8(t.Count)
	}
	cs.texts()
	cs.hints()
	return cs
}

// newGame is newState for cards made once.
func newGame(cs *cards, s rules.Setup) (*game, error) {
	n := len(s.Seats)
	row := cs.c.PlayerRow(n)
	if row == nil {
		return nil, fmt.Errorf("the TerroriXico content has no set-up for %d players", n)
	}
	st := &static{cards: cs, n: n, table: s.Mode == rules.Table, row: row, ed1: s.Options[optEdition] == "1"}
	for i, name := range s.Seats {
		if strings.TrimSpace(name) == "" {
			name = "Player " + itoa(i+1)
		}
		st.names = append(st.names, name)
		st.seatID = append(st.seatID, "p"+itoa(i+1))
	}
	g := &game{static: st, firstPass: noSeat, limit: int8(cs.c.Turn.Hand), traumaLeft: row.Trauma, pileOwned: 1<<maxSeats - 1, supply: cs.box}
	for s := range g.pile {
		g.pile[s] = new(seatPiles)
	}
	st.seatTexts()
	g.monLeft = 1<<len(cs.c.Monsters) - 1
	g.evLeft = 1<<len(cs.c.Events) - 1
	return g, nil
}

func traumaValue(v int) string {
	if v == 0 {
		return "0"
	}
	return "-" + itoa(-v)
}

func lineOf(id string) int {
	for l, x := range lineIDs {
		if x == id {
			return l
		}
	}
	return 0
}

// start runs state g up to its first question.
func start(g *game) (rules.Game, error) {
	e, _, err := engine.Start(g, txRules)
	if err != nil {
		return nil, err
	}
	return e, nil
}

// count says "1 card", "3 cards".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}

// The piles.

func (g *game) sum(s, p int) int {
	n := 0
	for k := range g.kinds {
		n += int(g.pile[s][p][k])
	}
	return n
}

func (g *game) handCount(s int) int {
	if g.table {
		return int(g.handN[s])
	}
	return g.sum(s, pHand)
}

func (g *game) drawCount(s int) int {
	if g.table {
		return int(g.drawN[s])
	}
	return g.sum(s, pDraw)
}

// holds reports whether seat s may hold a card of kind k in hand: it does,
// or at the table its hand is not empty and such a card is among its
// unknown cards.
func (g *game) holds(s, k int) bool {
	if g.table {
		return g.handN[s] > 0 && g.pile[s][pUnknown][k] > 0
	}
	return g.pile[s][pHand][k] > 0
}

// fromHand takes a card of kind k out of seat s's hand (holds is true).
func (g *game) fromHand(s, k int) {
	if g.table {
		g.handN[s]--
		g.own(s)[pUnknown][k]--
		return
	}
	g.own(s)[pHand][k]--
}

// toDraw shuffles a card of kind k into seat s's draw pile.
func (g *game) toDraw(s, k int) {
	if g.table {
		g.own(s)[pUnknown][k]++
		g.drawN[s]++
		return
	}
	g.own(s)[pDraw][k]++
}

// toDiscard puts a card of kind k on seat s's discard pile, and settles
// it: the Reshuffle holds whenever a card reaches a discard pile, in the
// middle of a round as well (Friendly Fire after use, an Equality or a
// Strength that no longer stands).
func (g *game) toDiscard(s, k int) {
	g.own(s)[pDisc][k]++
	if !g.ed1 {
		g.settle(s)
	}
}

// settle is the Reshuffle: a draw pile of 5 cards or fewer (the content's
// reshuffle_at) takes its owner's discard pile back in, shuffled. It is
// called whenever a draw pile shrinks or a discard pile grows.
func (g *game) settle(s int) {
	if g.drawCount(s) > g.c.Turn.ReshuffleAt || g.sum(s, pDisc) == 0 {
		return
	}
	n := g.sum(s, pDisc)
	to := pDraw
	if g.table {
		to = pUnknown
		g.drawN[s] += int16(n)
	}
	for k := range g.kinds {
		g.own(s)[to][k] += g.pile[s][pDisc][k]
		g.own(s)[pDisc][k] = 0
	}
	g.log("shuffle", g.person(s).Does("shuffles")+" "+count(n, "discarded card")+" into a draw pile of too few cards.", s)
}

// drawCards has seat s draw n cards: at the table they stay unknown; in
// digital play each one's kind is a chance (kDraw).
func (g *game) drawCards(s, n int) {
	if n <= 0 {
		return
	}
	if !g.ed1 {
		g.settle(s) // a discard pile that grew since: drawn from too
	}
	if !g.table {
		g.Push(drawStep(s, n))
		return
	}
	for range n {
		g.settle(s)
		if g.drawN[s] == 0 {
			return
		}
		g.drawN[s]--
		g.handN[s]++
	}
	g.settle(s)
}

// eventTrauma is the trauma cards a pass or an invalid special costs: the
// events in the fight, added up.
func (g *game) eventTrauma() int {
	t := 0
	for i := range g.nEvs {
		t += g.event(int(g.evs[i])).Trauma
	}
	return t
}

// texts makes the choice IDs and labels every game asks for again and
// again.
func (cs *cards) texts() {
	for _, ki := range cs.kinds {
		cs.cardIDs = append(cs.cardIDs, "card "+ki.id)
		cs.discardIDs = append(cs.discardIDs, "discard "+ki.id)
		cs.discardLabels = append(cs.discardLabels, "Discard "+ki.name)
		cs.eliminateIDs = append(cs.eliminateIDs, "eliminate "+ki.id)
		cs.eliminateLabels = append(cs.eliminateLabels, "Eliminate "+ki.name)
		cs.refreshLabels = append(cs.refreshLabels, "Eliminate "+ki.name+", draw "+itoa(cs.c.Turn.Refresh.Draw)+", then discard down to the hand limit")
		var pi, pl, hi, hl [nLines]string
		for l := range nLines {
			switch {
			case ki.relic:
				pi[l], pl[l] = "play "+ki.id, "Play "+ki.name+" face up"
				hi[l], hl[l] = "hide "+ki.id, "Play "+ki.name+" face down"
			default:
				pi[l], pl[l] = "play "+ki.id+" "+lineIDs[l], "Play "+ki.name+" face up in the "+lineNames[l]+" line"
				hi[l], hl[l] = "hide "+ki.id+" "+lineIDs[l], "Play "+ki.name+" face down in the "+lineNames[l]+" line"
			}
		}
		cs.playIDs, cs.playLabels = append(cs.playIDs, pi), append(cs.playLabels, pl)
		cs.hideIDs, cs.hideLabels = append(cs.hideIDs, hi), append(cs.hideLabels, hl)
	}
}

// seatTexts makes each seat's questions once.
func (st *static) seatTexts() {
	for s := range st.n {
		p := grammar.Person(st.names[s])
		st.drawTexts = append(st.drawTexts, "Draw a card for "+p.Object()+".")
		st.playTexts = append(st.playTexts, [2]string{p.Possessive() + " turn: play a card (1 of 2).", p.Possessive() + " turn: play a second card."})
	}
}
