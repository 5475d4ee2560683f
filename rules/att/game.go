package att

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// Where an encounter card is (besides eUnseen: in the deck or the box).
const (
	eUnseen  = 0
	eLoc     = 100 // + location: the encounter lying there
	eEvent   = 200 // + location: an event laid over its action
	eRumours = 300
	eScore   = 400 // + seat
	eGone    = 500 // out of the game
	eOut     = 600 // not used in this game
)

// Pawn places besides a location index.
const (
	atBoat = -1
	atPost = -2
)

// Achievement holders besides a seat.
const (
	achNone = -1
	achGone = -2
	achOut  = -3 // not used in this game
)

type die struct {
	kind    int8
	face    int8
	marked  bool
	used    bool
	pending bool // waiting for its roll
}

type owned struct {
	swag int16
	exh  bool
}

type offer struct {
	from, to          int8
	give, ask         [nRes]int16
	giveCard, askCard []int16
	giveSwag, askSwag []int16
}

type game struct {
	engine.Core
	w     *world
	names []string
	n     int
	solo  bool
	// table: the people at the table enter draws and rolls (rules.Table).
	// Feat cards drawn into a hand are then never named: hidden[s] counts
	// the unknown cards in seat s's hand, still counted in block 0 of
	// featCnt (the cards not seen anywhere). A card typed by its values
	// (not in the content) takes the place of an unseen one: featGhost and
	// swagGhost count the content cards that are not on the table for it.
	table     bool
	hidden    [5]int8
	featGhost int16
	swagGhost int16
	lc        bool
	obsOn     bool
	length    string
	side      string
	rows      []ba.ScenarioRow

	phase  string
	over   bool
	result rules.Result
	round  int
	cur    int
	first  int
	turnNo int
	mapH   int // Map holder, -1 nobody

	encAt    []int16
	deckLeft [3]int
	rumours  []int16
	locEnc   [6]int16 // -1 none
	locEvent [6]int16
	locTok   [6][nRes]int16
	pawn     [5]int8
	// fore[s]: seat s's pawn stands on an encounter foreshadowed for s. A
	// player has one pawn, so one foreshadowed encounter at most: the pawn
	// marks it, and moving the pawn (setPawn) ends it.
	fore   [5]bool
	res    [5][nRes]int16
	supply [nRes]int16 // the box's worth not held elsewhere, as world.supply: bank says what it pays

	track   []int8 // values still on the track, ascending: track[0] goes next
	ttSize  int
	ttHeld  [5][10]int8
	ttBox   [10]int8 // in the box: never drawn or discarded
	featCnt []int8   // (2+seat) blocks of len(feats): deck, discard, hands
	featTop int16
	swagCnt []int8 // Swag deck counts
	slots   []int16
	old     []int16
	own     [5][]owned
	ach     []int8
	obs     [5]int16
	char    [5]int8
	rerolls [5]int8

	// the turn in progress
	at         int // location of the current seat's pawn this turn, -1
	took       [nRes]int16
	overcome   bool
	rescued    bool
	tray       []die
	rolled     bool
	spending   bool
	swapped    bool // the Trading Post's free swap is used
	bought     bool
	picked     uint8 // Trading Post slots picked for a paid refresh
	chGive     int   // Sinister Chateau: the type given
	offer      *offer
	forgetNeed int
	forgot     int

	// ties holds a bit for each Achievement a tie is being settled for
	// (kAchCheck, kAchTie), so it is asked once.
	ties uint64
	// adjusted is set on the state an adjustment made, whose waiting step
	// is asked as it stands even if it would otherwise be done (see Adjust).
	adjusted bool
}

// Clone is a deep copy that an answer may change (engine.State).
func (g *game) Clone() *game {
	h := *g
	h.Core = g.CloneCore()
	h.adjusted = false
	// The small slices share two buffers (and the Swag held a third), each
	// slice capped to its part, so a copy costs few allocations and an
	// append never writes into a neighbour.
	b8 := make([]int8, len(g.track)+len(g.featCnt)+len(g.swagCnt)+len(g.ach))
	b8, h.track = carve(b8, g.track)
	b8, h.featCnt = carve(b8, g.featCnt)
	b8, h.swagCnt = carve(b8, g.swagCnt)
	_, h.ach = carve(b8, g.ach)
	b16 := make([]int16, len(g.encAt)+len(g.rumours)+len(g.slots)+len(g.old))
	b16, h.encAt = carve(b16, g.encAt)
	b16, h.rumours = carve(b16, g.rumours)
	b16, h.slots = carve(b16, g.slots)
	_, h.old = carve(b16, g.old)
	n := 0
	for i := range g.n {
		n += len(g.own[i])
	}
	var bo []owned
	if n > 0 {
		bo = make([]owned, n)
	}
	for i := range g.n {
		bo, h.own[i] = carve(bo, g.own[i])
	}
	h.tray = slices.Clone(g.tray)
	if g.offer != nil {
		o := *g.offer
		o.giveCard, o.askCard = slices.Clone(o.giveCard), slices.Clone(o.askCard)
		o.giveSwag, o.askSwag = slices.Clone(o.giveSwag), slices.Clone(o.askSwag)
		h.offer = &o
	}
	return &h
}

// carve copies s to the front of buf and returns the rest of buf and the
// copy, capped to its length.
func carve[T any](buf, s []T) (rest, c []T) {
	n := copy(buf, s)
	return buf[n:], buf[:n:n]
}

// Feat card counts: block 0 the deck, 1 the discard pile, 2+s seat s's hand.
func (g *game) fc(block, card int) int8 { return g.featCnt[block*len(g.w.c.Feats)+card] }
func (g *game) addFc(block, card int, d int8) {
	g.featCnt[block*len(g.w.c.Feats)+card] += d
}
func (g *game) handSize(s int) int {
	n := int(g.hidden[s])
	for i := range g.w.c.Feats {
		n += int(g.fc(2+s, i))
	}
	return n
}

// featDeck is how many Feat cards are in the deck on the table.
func (g *game) featDeck() int {
	n := g.blockSize(0) - int(g.featGhost)
	for s := range g.n {
		n -= int(g.hidden[s])
	}
	return n
}

func (g *game) blockSize(b int) int {
	n := 0
	for i := range g.w.c.Feats {
		n += int(g.fc(b, i))
	}
	return n
}

func (g *game) log(kind, text string, seats ...int) {
	e := rules.Event{Kind: kind, Text: text}
	for _, s := range seats {
		e.Seats = append(e.Seats, rules.Seat(s))
	}
	g.Emit(e)
}

// person is seat s's player as a sentence names them, so that it agrees
// with the name: "Ann draws", "Your turn.", "for you" for the solo seat
// named "You" (issue 10). Every text that names a player goes through it;
// views carry the raw name (g.names[s]).
func (g *game) person(s int) grammar.Person { return grammar.Person(g.names[s]) }

// Result reports the end of the game, with each seat's final score and,
// alone, the figures worth averaging over many games (rules.Result
// Tallies): the score, the Terrible Things left on the track and held,
// and the round the game ended in.
func (g *game) Result() (bool, rules.Result) {
	if !g.over {
		return false, g.result
	}
	r := g.result
	r.Scores = make([]int, g.n)
	for s := range g.n {
		r.Scores[s] = g.scoreOf(s).Total
	}
	if g.solo {
		held, _ := g.ttValue(0)
		r.Tallies = map[string]int{"score": r.Scores[0], "track": len(g.track), "terrible things held": held, "round": g.round}
	}
	return true, r
}

// Definition describes Ancient Terrible Things played with content c.
func Definition(c *ba.Content) rules.Definition {
	w, werr := newWorld(c)
	var first *world // the house deck's first edition, when the content has it
	if werr == nil && c.First != nil {
		first, werr = newWorld(c.First)
	}
	return rules.Definition{
		Name:     "att",
		Title:    "Ancient Terrible Things",
		Summary:  "Competitive pulp-horror dice game on a jungle river; alone it is the Forgotten Secrets solo mode. 1 to 5 players. Cards: " + cardsLabel(c) + ".",
		Reminder: ba.Reminder,
		MinSeats: 1,
		MaxSeats: 5,
		Options: []rules.Option{
			{Name: "length", Default: "normal", Values: []string{"normal", "long"},
				Help: "game length: how many encounters and Terrible Things (not used alone)"},
			{Name: "side", Default: "easy", Values: []string{"easy", "difficult"},
				Help: "the Scenario card side: what dice combinations pay in resources"},
			{Name: "lost_charter", Default: "on", Values: []string{"on", "off"},
				Help: "play with The Lost Charter cards and rules (needed for 5 players and for solo)"},
			{Name: "obsessions", Default: "off", Values: []string{"on", "off"},
				Help: "each character starts with their Lost Charter obsession (not alone)"},
			{Name: "edition", Default: "2", Before: "1", Values: []string{"2", "1"},
				Help: "house deck edition: 2 makes Forgotten Secrets a fair fight; 1, the first, is far easier"},
		},
		New: func(s rules.Setup) (rules.Game, error) {
			if werr != nil {
				return nil, fmt.Errorf("the Ancient Terrible Things content is broken: %w", werr)
			}
			if s.Options["edition"] == "1" {
				if first == nil {
					return nil, fmt.Errorf("the house deck's first edition is not loaded")
				}
				return newGame(first, s)
			}
			return newGame(w, s)
		},
		Smart: newSmart,
	}
}

// cardsLabel names the card lists for the setup screen: "house deck" for the
// shipped, invented ones, or the labels of a player's own files.
func cardsLabel(c *ba.Content) string {
	if c == nil {
		return ba.HouseLabel
	}
	return c.Label()
}

func newGame(w *world, s rules.Setup) (rules.Game, error) {
	// The match checked the seats and options against the definition and
	// filled in the defaults (rules.Definition.CheckSetup).
	n := len(s.Seats)
	length, side, lcv, obv := s.Options["length"], s.Options["side"], s.Options["lost_charter"], s.Options["obsessions"]
	c := w.c
	g := &game{w: w, n: n, solo: n == 1, table: s.Mode == rules.Table, lc: lcv == "on", length: length, side: side, mapH: -1,
		featTop: -1, at: -1, cur: -1, first: -1, phase: "setup"}
	g.obsOn = g.lc && obv == "on" && !g.solo
	if g.solo && !g.lc {
		return nil, fmt.Errorf("the solo game, Forgotten Secrets, comes with The Lost Charter: set lost_charter to on")
	}
	if n == 5 && !g.lc {
		return nil, fmt.Errorf("a fifth player needs The Lost Charter's fifth character: set lost_charter to on")
	}
	if g.solo {
		g.length = "solo"
	}
	g.rows = c.Scenario.Easy
	if side == "difficult" {
		g.rows = c.Scenario.Difficult
	}
	for i, name := range s.Seats {
		if strings.TrimSpace(name) == "" {
			name = "Player " + strconv.Itoa(i+1)
		}
		g.names = append(g.names, name)
	}
	g.supply = w.supply
	for i := range g.locEnc {
		g.locEnc[i], g.locEvent[i] = -1, -1
	}
	for i := range g.pawn {
		g.pawn[i], g.obs[i], g.char[i] = atBoat, -1, -1
	}

	// The encounter deck: how many of each tier, and which cards may be in it.
	g.encAt = make([]int16, len(c.Encounters))
	for i, e := range c.Encounters {
		if e.LostCharter && !g.lc {
			g.encAt[i] = eOut
		}
	}
	if g.solo {
		so := c.Setup.Solo
		g.deckLeft = [3]int{so.Green, so.Orange, so.Red}
		g.ttSize = so.TT
	} else {
		for _, r := range c.Setup.Rows {
			if r.Players == n && r.Length == length {
				g.deckLeft = [3]int{r.Cards, r.Cards, r.Cards}
				g.ttSize = r.TT
			}
		}
	}
	for i, v := range w.ttVals {
		g.ttBox[v] = int8(w.ttCount[i])
	}
	nf := len(c.Feats)
	g.featCnt = make([]int8, (2+n)*nf)
	for i, f := range c.Feats {
		if (f.LostCharter && !g.lc) || (f.PvP && g.solo) {
			continue
		}
		g.featCnt[i] = int8(f.Copies)
	}
	g.swagCnt = make([]int8, len(c.Swag))
	for i, sw := range c.Swag {
		if (sw.LostCharter && !g.lc) || (sw.NotInSolo && g.solo) {
			continue
		}
		g.swagCnt[i] = int8(sw.Copies)
	}
	g.slots = make([]int16, c.TradingPost.Slots)
	for i := range g.slots {
		g.slots[i] = -1
	}
	g.ach = make([]int8, len(c.Achievements))
	for i, a := range c.Achievements {
		g.ach[i] = achNone
		if a.LostCharter && !g.lc {
			g.ach[i] = achOut
		}
	}

	// Set-up, in order: characters, the Expedition track, the Feat discard,
	// the Trading Post, the hands; then the first round.
	g.Push(roundStartStep())
	for s := n - 1; s >= 0; s-- {
		g.Push(featDrawStep(s, c.Setup.HandSize))
	}
	for i := len(g.slots) - 1; i >= 0; i-- {
		g.Push(swagSlotStep(i))
	}
	g.Push(featTopStep(), ttStep(), startGameStep())
	for s := n - 1; s >= 0; s-- {
		g.Push(charStep(s))
	}
	return start(g)
}

// start runs state g up to its first question: the game the world plays.
func start(g *game) (rules.Game, error) {
	e, _, err := engine.Start(g, attRules)
	if err != nil {
		return nil, err
	}
	return e, nil
}
