// Package hallsofhorror is the rules of Halls of Horror for 2 to 4 players
// (rulebook v0.5): the set-up by player count, the house of face-down rooms
// turned up as they are entered, the turn's actions chosen in secret and
// revealed together, moves (with the shared-doorway rule), Searches of
// rooms, puzzles, exits, gift tokens and bodies, combat with dice and
// Resolve, the Master of the Ceremony phase with its locks, its cards and
// the Killer's symbols, and the two ends: participants who escape through
// an exit, or every participant dead and the Masters of the Ceremony
// sharing the win.
//
// Where the rulebook leaves a point open, the reading taken is said where
// the rule lives and in the rules reminder (boards/hallsofhorror).
package hallsofhorror

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// Fixed sizes, so a state copies as one value.
const (
	maxSeats   = 4
	maxCells   = 24 // rooms of the grid (the largest set-up has 20)
	maxRewards = 32 // reward cards: a bit each
	maxSlots   = 8  // rewards of a room's row: a bit each
	maxItems   = 8  // kinds of item: a bit each
	maxMC      = 48 // titles of MC card
	maxMCHand  = 5  // MC cards drawn at once: dead participants + 1
	maxParties = maxSeats + 1
)

// Options.
const (
	optVariant = "rooms"
	optSide    = "side"
	optEdition = "edition"
	variantMix = "mixed"
	sideBasic  = "basic"
	sideAdv    = "advanced"
	// The editions of these rules that change how a log plays: 1 left the
	// rooms a death by an MC card owes to the next MC phase, 2 (today)
	// locks them in the same one. Games saved before the option play 1.
	edition1 = "1"
	edition2 = "2"
)

// The actions of the turn, by index: the Action cards and the Combat
// Action cards.
const (
	actUp = iota
	actDown
	actLeft
	actRight
	actSearch
	actAttack
	actEscape
	nActs
)

var actIDs = [nActs]string{"up", "down", "left", "right", "search", "attack", "escape"}
var actNames = [nActs]string{"Up", "Down", "Left", "Right", "Search", "Attack", "Escape"}

// dRow and dCol are where a move card goes on the grid: up is the row
// above, as the screen draws it.
var dRow = [4]int{-1, 1, 0, 0}
var dCol = [4]int{0, 0, -1, 1}

const noCell = -1

// Phases, for View.Phase.
const (
	PhaseSetup   = "setup"
	PhaseActions = "action selection"
	PhaseResolve = "action resolution"
	PhaseMC      = "master of the ceremony"
	PhaseOver    = "over"
)

// static is what a game knows from its setup and never changes: every
// state of a game shares one, so a copy of the state stays small.
type static struct {
	c       *hh.Content
	names   []string
	n       int
	table   bool
	variant string // a, b or mixed
	side    string // basic or advanced
	setup   *hh.Setup
	// lateLocks is edition 1: the rooms owed for a death by the MC card
	// wait for the next MC phase.
	lateLocks bool

	rows, cols int
	corners    []int // cells that hold a starting room, in set-up order
	killerAt   []int // cells the Killer may start on (one: no question)
	killerBy   int   // the seat that places the Killer
	removed    map[int]bool
	starts     []int // content indices of the starting-room faces
	exits      []int // content indices of the exits
	itemIDs    []string
	// Prompt texts made once: answer IDs and labels of the chance prompts
	// that offer every card of a deck.
	rewardIDs, rewardLabels []string
	mcIDs                   []string
	roomIDs, roomLabels     []string

	cellPlaces [][]string // each cell as a list of places (places)
	// drawTexts and drawnTexts start each seat's reward draw question and
	// its log line, the most frequent of a game.
	drawTexts, drawnTexts []string
	actionTexts           [][3]string // each seat's questions of the action round
	moreTexts             []string    // each seat's question before a Search is settled
	// moveDown is the label of each move card from each cell to a
	// face-down room: most moves early in a game, made once.
	moveDown [][4]string
	// killerToDown is the same for the Killer's moves.
	killerToDown [][4]string
	numbers      []int // the room numbers the set-up deals (mainNumbers)
	vest, kit    int   // the item indices of the Kevlar Vest (absorbs a hit) and the First Aid Kit (heals), -1 none
	cellIDs      []string
}

type game struct {
	engine.Core
	*static
	typed  *typedCards   // cards typed at the table (table.go), nil none
	result *rules.Result // set once the game is over
	over   bool
	phase  string

	turn  int // 0 during set-up
	first int // the seat holding the First Player card
	mc    int // the seat holding the Master of the Ceremony card, -1 while nobody has died

	room      [maxCells]int16 // content room index, -1 face down
	covered   [maxCells]uint8 // rewards covered by an Exhausted Reward token
	gifts     [maxCells]uint8 // face-down MC gift tokens lying in each room
	exhausted uint32          // rooms exhausted, a bit a cell
	locked    uint32          // rooms locked for good, a bit a cell
	shut      uint32          // puzzle rooms locked with their participant inside
	giftsUsed uint16          // gift tokens picked up (out of the game), a bit each

	killer     int8 // the Killer's cell, noCell before he is placed
	active     bool // the Killer is active (not stunned)
	kHealth    int8
	rage       int8 // the index of his rage track, 0 the left-most space
	killedOnce bool // the first kill's key is given

	part     [maxSeats]int8 // participant index, -1 not dealt
	at       [maxSeats]int8 // cell, noCell before placement
	health   [maxSeats]int8
	resolve  [maxSeats]int8
	keys     [maxSeats]int8
	bullets  [maxSeats]int8
	shells   [maxSeats]int8
	items    [maxSeats]uint8 // items held, a bit each
	panic    engine.Seats
	dead     engine.Seats
	body     engine.Seats // dead participants' bodies not yet searched
	escaped  engine.Seats
	lockOwed [maxSeats]int8 // rooms to lock this turn: one a key found, two a death, an MC card's
	lockIn   [maxSeats]int8 // a room that locks, turned up this turn by this participant; noCell none

	action   [maxSeats]int8 // the card chosen this turn, -1 none
	from     [maxSeats]int8 // where each participant began the turn
	moved    engine.Seats   // has resolved a move this turn
	revealed bool           // this turn's cards are face up
	fought   uint32         // rooms whose combat is resolved this turn

	deck     uint32 // reward cards in the deck, a bit each; the rest are discarded
	drawn    uint32 // reward cards drawn by the Search under way
	spent    int8   // Resolve spent on the Search under way
	searcher int8   // the seat whose Search is under way, -1 none
	dropped  int8   // the reward card dropped from it, -1 none

	fight fight // the combat under way

	mcDeck    [maxMC]uint8 // MC cards of each title in the shuffled part of the deck
	mcBottom  [maxMC]int8  // cards put at the bottom, in order, after the shuffled part
	mcBottomN int8
	mcHand    [maxMCHand]int8 // the cards the MC drew this turn, -1 none
	mcCard    int8            // the MC card being resolved, -1 none
	symbols   int8            // its Killer symbols not spent yet
}

// Clone is a copy an answer may change (engine.State): the state holds
// everything by value.
func (g *game) Clone() *game {
	h := *g
	h.Core = g.CloneCore()
	return &h
}

// Result reports the end of the game, with the figures a run of games
// averages: how long it lasted, how many died or got out, how far the
// house was locked and explored, and whether the Killer ever fell.
func (g *game) Result() (bool, rules.Result) {
	if g.result == nil {
		return false, rules.Result{}
	}
	r := *g.result
	faceDown := 0
	for cell := range g.rows * g.cols {
		if g.room[cell] < 0 {
			faceDown++
		}
	}
	felled := 0
	if g.killedOnce {
		felled = 1
	}
	r.Tallies = map[string]int{"turns": g.turn, "deaths": bits16(uint16(g.dead)), "escapes": bits16(uint16(g.escaped)),
		"rooms locked": bits.OnesCount32(g.locked), "rooms face down": faceDown, "killer felled": felled}
	return g.over, r
}

func seat(s int) rules.Seat { return rules.Seat(s) }

func itoa(i int) string { return strconv.Itoa(i) }

// person is seat s's player as a sentence names them (grammar.Person).
func (g *game) person(s int) grammar.Person { return grammar.Person(g.names[s]) }

func (g *game) log(kind, text string, places []string, seats ...int) {
	e := rules.Event{Kind: kind, Text: text, Places: places}
	switch {
	case len(seats) == 1 && seats[0] >= 0 && seats[0] < maxSeats:
		e.Seats = seatLists[seats[0]] // shared, never changed: one allocation less per event
	case len(seats) > 1:
		for _, s := range seats {
			e.Seats = append(e.Seats, seat(s))
		}
	}
	g.Emit(e)
}

// seatLists is each seat alone, as an event names it.
var seatLists = [maxSeats][]rules.Seat{{0}, {1}, {2}, {3}}

// places is cell as an event or a touch names it: one list per cell, made
// at set-up and shared (nobody changes an event's places).
func (g *game) places(cell int) []string { return g.cellPlaces[cell] }

// Definition describes Halls of Horror played with content c. The content
// is validated once here and only indexed by each game.
func Definition(c *hh.Content) rules.Definition {
	var cerr error
	if c == nil {
		cerr = fmt.Errorf("no content")
	} else if cerr = hh.Validate(c); cerr == nil {
		cerr = fits(c)
	}
	// The smart players of this content share their worked-out odds.
	shared := sync.OnceValue(func() *odds { return newOdds(c) })
	label := hh.HouseLabel
	if c != nil {
		label = c.Label()
	}
	return rules.Definition{
		Name:     "hallsofhorror",
		Title:    "Halls of Horror",
		Summary:  "Search a killer's house of face-down rooms for two keys and an exit; 2 players is the rulebook's work-in-progress variant. Cards: " + label + ".",
		Reminder: hh.Reminder,
		MinSeats: 2,
		MaxSeats: 4,
		Options: []rules.Option{
			{Name: optVariant, Default: hh.VariantA, Values: []string{hh.VariantA, hh.VariantB, variantMix},
				Help: "the room deck: the A rooms, the B rooms, or mixed (each room number's side drawn at random)"},
			{Name: optSide, Default: sideBasic, Values: []string{sideBasic, sideAdv},
				Help: "the participants' side: basic (no powers, for a first game) or advanced (two powers each)"},
			{Name: optEdition, Default: edition2, Before: edition1, Values: []string{edition2, edition1},
				Help: "rules edition: 2 locks the rooms a death by an MC card owes in that MC phase, after the card; 1, the first, in the next turn's"},
		},
		Content: c,
		Smart:   func() rules.Player { return newSmart(c, shared()) },
		New: func(s rules.Setup) (rules.Game, error) {
			if cerr != nil {
				return nil, fmt.Errorf("the Halls of Horror content is broken: %w", cerr)
			}
			g, err := newState(c, s)
			if err != nil {
				return nil, err
			}
			g.pushSetup()
			return start(g)
		},
	}
}

// fits reports whether content c fits the fixed sizes of a state.
func fits(c *hh.Content) error {
	if len(c.Rewards) > maxRewards || len(c.Items) > maxItems || len(c.Participants) < maxSeats || len(c.MC) > maxMC ||
		c.MCDeckSize() > maxMC || len(c.Gifts) > 16 || len(c.Killer.Rage) == 0 {
		return fmt.Errorf("the Halls of Horror content does not fit these rules")
	}
	for _, r := range c.Rooms {
		if len(r.Rewards) > maxSlots {
			return fmt.Errorf("room %s has more than %d rewards", r.ID, maxSlots)
		}
	}
	for _, s := range c.Setups {
		if s.Rows*s.Cols > maxCells || s.Rows < 2 || s.Cols < 2 {
			return fmt.Errorf("the %d-player grid does not fit these rules", s.Players)
		}
		if s.StartingRooms+s.Rooms+s.Exits != s.Rows*s.Cols {
			return fmt.Errorf("the %d-player set-up does not fill its grid", s.Players)
		}
	}
	return nil
}

// newState is a game of c for setup s with nothing placed and no step to
// run yet: Definition pushes the set-up, tests push what they test.
func newState(c *hh.Content, s rules.Setup) (*game, error) {
	n := len(s.Seats)
	su := c.Setup(n)
	if su == nil {
		return nil, fmt.Errorf("the Halls of Horror content has no set-up for %d players", n)
	}
	st := &static{c: c, n: n, table: s.Mode == rules.Table, variant: s.Options[optVariant], side: s.Options[optSide],
		setup: su, rows: su.Rows, cols: su.Cols, removed: map[int]bool{}, lateLocks: s.Options[optEdition] == edition1}
	if st.variant == "" {
		st.variant = hh.VariantA
	}
	if st.side == "" {
		st.side = sideBasic
	}
	for i, name := range s.Seats {
		if strings.TrimSpace(name) == "" {
			name = "Player " + itoa(i+1)
		}
		st.names = append(st.names, name)
		p := grammar.Person(name)
		st.drawTexts = append(st.drawTexts, "Draw a reward card for "+p.Mid().Possessive()+" Search (")
		st.drawnTexts = append(st.drawnTexts, p.Does("draws")+" a reward card: ")
		st.actionTexts = append(st.actionTexts, actionTexts(p))
		st.moreTexts = append(st.moreTexts, "Spend Resolve on "+p.Mid().Possessive()+" Search before the cards are settled (")
	}
	for _, k := range su.RemoveRooms {
		st.removed[k] = true
	}
	for i, r := range c.Rooms {
		switch r.Deck {
		case hh.DeckStart:
			st.starts = append(st.starts, i)
		case hh.DeckExit:
			st.exits = append(st.exits, i)
		}
	}
	if len(st.exits) < su.Exits || len(st.startNumbers()) < su.StartingRooms {
		return nil, fmt.Errorf("the Halls of Horror content lacks the exits or starting rooms of its set-up")
	}
	for _, r := range c.Rewards {
		st.rewardIDs = append(st.rewardIDs, "reward "+r.ID)
		st.rewardLabels = append(st.rewardLabels, symbolsLabel(r.Symbols))
	}
	for _, m := range c.MC {
		st.mcIDs = append(st.mcIDs, "mc "+m.ID)
	}
	for _, r := range c.Rooms {
		st.roomIDs = append(st.roomIDs, "room "+r.ID)
		st.roomLabels = append(st.roomLabels, r.Name+" ("+r.ID+")")
	}
	st.vest, st.kit = -1, -1
	for i, it := range c.Items {
		st.itemIDs = append(st.itemIDs, it.ID)
		switch {
		case it.Use != nil && it.Use.Kind == hh.UseAbsorb:
			st.vest = i
		case it.Use != nil && it.Use.Kind == hh.UseHeal:
			st.kit = i
		}
	}
	for cell := range su.Rows * su.Cols {
		st.cellIDs = append(st.cellIDs, "r"+itoa(cell/su.Cols+1)+"c"+itoa(cell%su.Cols+1))
		st.cellPlaces = append(st.cellPlaces, []string{st.cellIDs[cell]})
	}
	for cell := range su.Rows * su.Cols {
		var labels, killer [4]string
		for act := actUp; act <= actRight; act++ {
			if to := st.neighbour(cell, act); to != noCell {
				labels[act] = "Move " + actIDs[act] + " to a face-down room (" + st.cellIDs[to] + ")"
				killer[act] = "Move the Killer " + actIDs[act] + " to a face-down room (" + st.cellIDs[to] + ")"
			}
		}
		st.moveDown = append(st.moveDown, labels)
		st.killerToDown = append(st.killerToDown, killer)
	}
	st.layout()
	st.numbers = st.mainNumbers()
	if len(st.numbers) < su.Rooms {
		return nil, fmt.Errorf("the Halls of Horror room deck is too small for %d players", n)
	}
	g := &game{static: st, killer: noCell, phase: PhaseSetup, deck: 1<<len(c.Rewards) - 1, mc: -1, mcCard: -1, dropped: -1, searcher: -1,
		kHealth: int8(c.Killer.Health)}
	for i := range g.room {
		g.room[i] = -1
	}
	for i := range maxSeats {
		g.part[i], g.at[i], g.action[i], g.from[i], g.lockIn[i] = -1, noCell, -1, noCell, noCell
	}
	for i := range g.mcHand {
		g.mcHand[i] = -1
	}
	for i, m := range c.MC {
		if !slices.Contains(su.RemoveMC, m.ID) {
			g.mcDeck[i] = uint8(m.Copies)
		}
	}
	return g, nil
}

// layout puts the starting rooms and the Killer's start on the grid. Four
// starting rooms take the four corners; three leave the bottom-right
// corner to a face-down room, where the Killer starts (the rulebook names
// no corner); two take opposite corners, top-left and bottom-right.
func (st *static) layout() {
	last := st.rows*st.cols - 1
	tl, tr, bl, br := 0, st.cols-1, last-st.cols+1, last
	switch st.setup.StartingRooms {
	case 2:
		st.corners = []int{tl, br}
	case 3:
		st.corners = []int{tl, tr, bl}
	default:
		st.corners = []int{tl, tr, bl, br}
	}
	switch st.setup.Killer {
	case hh.KillerEmptyCorner:
		st.killerAt = []int{br}
	default:
		// The middle of the board: the middle rows and columns (two of
		// each on an even side, one on an odd side).
		for r := range st.rows {
			for c := range st.cols {
				if middle(r, st.rows) && middle(c, st.cols) {
					st.killerAt = append(st.killerAt, r*st.cols+c)
				}
			}
		}
	}
	if st.setup.Killer == hh.KillerCentreSecond {
		st.killerBy = 1
	}
}

// middle reports whether index i of n is one of the middle ones.
func middle(i, n int) bool {
	if n%2 == 1 {
		return i == n/2
	}
	return i == n/2-1 || i == n/2
}

// start runs state g up to its first question: the game the world plays.
func start(g *game) (rules.Game, error) {
	e, _, err := engine.Start(g, hhRules)
	if err != nil {
		return nil, err
	}
	return e, nil
}

// The grid.

func (g *game) cellID(cell int) string { return g.cellIDs[cell] }

// neighbour is the cell a move card leads to from cell, or noCell off the
// grid.
func (st *static) neighbour(cell, act int) int {
	r, c := cell/st.cols+dRow[act], cell%st.cols+dCol[act]
	if r < 0 || r >= st.rows || c < 0 || c >= st.cols {
		return noCell
	}
	return r*st.cols + c
}

// roomOf is the card turned up on cell, or nil while it is face down.
func (g *game) roomOf(cell int) *hh.Room {
	if g.room[cell] < 0 {
		return nil
	}
	return g.roomCard(int(g.room[cell]))
}

// where names a cell for a sentence: the room's name, or "a face-down
// room".
func (g *game) where(cell int) string {
	if r := g.roomOf(cell); r != nil {
		return "the " + r.Name
	}
	return "a face-down room"
}

// inPlay reports whether seat s's participant is on the board: dealt,
// placed, alive and still in the house.
func (g *game) inPlay(s int) bool {
	return g.at[s] != noCell && !g.dead.Has(seat(s)) && !g.escaped.Has(seat(s))
}

// alone reports whether seat s's participant has no other participant in
// play and no active Killer in its room.
func (g *game) alone(s int) bool {
	cell := g.at[s]
	if g.active && g.killer == cell {
		return false
	}
	for t := range g.n {
		if t != s && g.inPlay(t) && g.at[t] == cell {
			return false
		}
	}
	return true
}

// power is the amount of power kind seat s's participant has on the side
// in play, 0 without it.
func (g *game) power(s int, kind string) int {
	if g.side != sideAdv || g.part[s] < 0 {
		return 0
	}
	for _, p := range g.c.Participants[g.part[s]].Advanced.Powers {
		if p.Effect.Kind == kind {
			return max(p.Effect.N, 1)
		}
	}
	return 0
}

// sideOf is the participant sheet's side in play for participant p.
func (g *game) sideOf(p int) hh.Side {
	if g.side == sideAdv {
		return g.c.Participants[p].Advanced
	}
	return g.c.Participants[p].Basic
}

// count says "1 card", "3 cards".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	switch {
	case strings.HasSuffix(what, "die"):
		return itoa(n) + " " + what[:len(what)-3] + "dice"
	case strings.HasSuffix(what, "ss"):
		return itoa(n) + " " + what + "es"
	}
	return itoa(n) + " " + what + "s"
}

// giftsOut counts the gift tokens lying face down in rooms.
func (g *game) giftsOut() int {
	n := 0
	for _, k := range g.gifts {
		n += int(k)
	}
	return n
}

// owed is the rooms seat s still has to lock this turn.
func (g *game) owed(s int) int { return int(g.lockOwed[s]) }

// mcDeckSize counts the MC cards left to draw.
func (g *game) mcDeckSize() int {
	n := int(g.mcBottomN)
	for _, k := range g.mcDeck {
		n += int(k)
	}
	return n
}
