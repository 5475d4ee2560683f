// Package cityofhorror is the rules of City of Horror for 3 to 6 players:
// the deal and the first placement, four rounds of secret movement cards,
// invasion cards, moves, zombie attacks settled by votes or by the zombie
// leader's wheel, the sharing of airdropped items, and the helicopter and
// the score at the end.
//
// Action cards and character powers are played in windows (window.go):
// moments when the game asks the table whether anyone acts, so a seat with
// nothing to play is never asked and nobody misses a chance to react.
package cityofhorror

import (
	"fmt"
	"strconv"
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// Fixed sizes, so a state copies as one value.
const (
	maxSeats  = 6
	maxLocs   = 6
	maxChars  = 32
	maxCards  = 8  // movement cards a player holds
	maxTitles = 20 // action card titles
	maxFood   = 8  // food token values
	maxPlays  = 8  // cards played and not resolved yet
	nPiles    = 1 + 3*maxSeats + maxLocs
)

// Piles of known action cards, by title: the discard pile, each hand, and
// the cards lying on each location once someone has looked at them.
const pileDiscard = 0

func handPile(s int) int { return 1 + s }
func dropPile(l int) int { return 1 + maxSeats + l }

// scorePile is the Canned Food seat s has played: a point each at the end.
func scorePile(s int) int { return 1 + maxSeats + maxLocs + s }

// keptPile is the cards seat s has kept so far in a draft; handPile is
// then the packet in front of it.
func keptPile(s int) int { return 1 + 2*maxSeats + maxLocs + s }

// Where a character is, besides a location index.
const (
	atNone = -1 // not dealt, or dealt and not placed yet
	atDead = -2 // dead: back in the box
)

// Why a vote is held.
const (
	forAttack = 0
	forShare  = 1
)

const noSeat = -1

// static is what a game knows from its setup and never changes: every
// state of a game shares one, so a copy of the state stays small.
type static struct {
	c     *coh.Content
	names []string
	n     int
	table bool
	side  string
	draft bool // the hands of action cards are drafted
	// edition1 plays the first edition of these rules, for games saved
	// before the edition option (optEdition): an explosion whose first
	// victim is put out leaves the token with the last one killed, and a
	// typed 1:00 invasion card may carry moves, which do nothing.
	edition1 bool

	// Indexed content.
	order  []int    // location indices in resolution order
	cross  int      // the overflow location (the Crossroads)
	wheel  int      // the location with the zombie leader's wheel, -1 none
	cards  []int    // each movement card's location
	byHour [5][]int // invasion cards of each hour
	spaces [maxLocs]int
	attack [maxLocs]coh.Attack
	deal   coh.PlayerRow
	// Answers used over and over, built once: "card gun", "at bank", and
	// each seat's claim of a window ("act red", "Ann plays a card or a
	// power") and of a cancellation.
	cardIDs, playIDs, playLabels []string
	powerIDs, powerLabels, atIDs []string
	actIDs, actLabels            []string
	cancelIDs, cancelLabels      []string
}

type game struct {
	// Everything that holds a pointer comes first: the garbage collector
	// and the copy of a state on each answer then go over a few words of
	// the state, not all of it.
	engine.Core
	*static
	phase  string
	window string // the moment of the window open, for the view
	// Invasion cards typed at the table, by hour (argTyped in setupCard,
	// invCard or pack): never changed once typed, so states share them.
	typed  [5]*coh.InvasionCard
	result rules.Result
	// known is the action cards known by title (see unseen below). Most
	// answers leave them alone, so states share one set of piles until an
	// answer changes a card: ownCards copies them first.
	known    *piles
	ownKnown bool

	hour   int // 0 during set-up, 1 to 4 for the rounds
	first  int // the first player token
	leader int // the zombie leader's wedge: the seat of that colour

	owner [maxChars]int8 // seat, or noSeat when not dealt
	at    [maxChars]int8 // location, atNone or atDead
	tired charSet        // exhausted: its power used
	// For this round only: hidden (Hideout), safe (the Little Boy's or
	// Girl's power), its trait lifted by its power (the Grandpa votes, the
	// Granny moves). extra: on a temporary space (Back Door, Mama) until it
	// leaves. born: the Pregnant Woman has given birth.
	hidden, safe, lifted, extra, born charSet

	zombies [maxLocs]int
	horde   int // zombies in the reserve
	deck    int // action cards in the deck
	reserve int // antidotes on the ambulance
	// Airdropped items lying on each location, to share.
	dropCards [maxLocs]int
	dropAnti  [maxLocs]int

	// Action cards. Titles a card is known by live in known; a card whose
	// title nobody has told the app is counted where it lies: the deck,
	// the face-down airdrops (dropCards) and, in table mode, the hands
	// (unseen). In digital play a card's title is drawn the moment it
	// comes into a hand or a sharer looks at it.
	unseen    [maxSeats]int
	looked    [maxLocs]engine.Seats // who has looked at the cards lying there
	plays     [maxPlays]play        // cards and powers played, not resolved yet
	nplays    int
	antidotes [maxSeats]int

	// Food tokens, by value index: face down on the truck, face up at the
	// Crossroads (side B), held, and given up (back in the box).
	foodBox  [maxFood]int8
	foodUp   [3]int8 // a value index, -1 none
	foodHeld [maxSeats][maxFood]int8
	foodGone int

	// Explosion markers and what they did.
	markers                 [maxLocs]int
	exploded, burnt, sealed [maxLocs]bool
	replicas                [maxLocs][maxSeats]int8 // Weapon Replicas played this round
	used                    [maxLocs]engine.Seats   // seats that used the location this round
	resolved                int                     // locations resolved this round (in order)

	// The invasion card of each hour once drawn (-1 not yet), and who has
	// looked at it before it is revealed.
	pack   [5]int8
	peeked [5]engine.Seats
	// The move just made, for the Priest: the character and where it was.
	lastMove struct {
		ch, from int
		extra    bool
	}

	drawn     uint8 // set-up: the movement cards the seat placing has drawn, a bit each
	setupCard int   // the 00:00 invasion card, -1 before it is drawn
	invCard   int   // this round's invasion card, -1 before it is drawn

	// The movement cards of the round: a card index, or -1 not picked.
	pick     [maxSeats]int8
	kept     [maxSeats]int8 // the card each seat keeps in this turn of the draft
	late     engine.Seats   // pick after the reveal (the Water Tower's side B)
	shown    engine.Seats   // whose movement card is face up
	revealed bool

	// The vote under way or the last one.
	vote struct {
		loc, why int
		target   [maxSeats]int8 // seat voted for, -1 no vote
		revealed bool
		tied     engine.Seats
		targets  engine.Seats // the seats it may choose
		held     bool         // a vote has been held this game
	}

	ending bool
	scores [maxSeats]int
	over   bool
}

// charSet is a set of characters, a bit each.
type charSet uint32

func (c charSet) has(ch int) bool { return c&(1<<ch) != 0 }

func (c *charSet) set(ch int, on bool) {
	if on {
		*c |= 1 << ch
	} else {
		*c &^= 1 << ch
	}
}

// piles is the known action cards: each pile's count of each title.
type piles [nPiles][maxTitles]int8

// Clone is a copy an answer may change (engine.State): every part that
// changes is held by value, but for the card piles, shared until the copy
// changes them (ownCards).
func (g *game) Clone() *game {
	h := *g
	h.Core = g.CloneCore()
	h.ownKnown = false
	return &h
}

// ownCards gives this state piles of its own before it changes a card.
func (g *game) ownCards() {
	if !g.ownKnown {
		k := *g.known
		g.known, g.ownKnown = &k, true
	}
}

// Result reports the end of the game: how it ended, each seat's score
// (nothing for a seat with no living character, and for all when every
// character died before dawn) and tallies worth averaging over many games.
func (g *game) Result() (bool, rules.Result) {
	if !g.over {
		return false, g.result
	}
	r := g.result
	r.Scores = make([]int, g.n)
	copy(r.Scores, g.scores[:g.n])
	living, dealt, top := 0, 0, 0
	for ch := range g.c.Characters {
		if g.owner[ch] != noSeat {
			dealt++
			if g.at[ch] >= 0 {
				living++
			}
		}
	}
	for _, s := range r.Scores {
		top = max(top, s)
	}
	exploded := 0
	for l := range g.c.Locations {
		if g.exploded[l] {
			exploded++
		}
	}
	r.Tallies = map[string]int{"survivors": living, "dead": dealt - living, "top score": top, "explosions": exploded, "zombies on the board": g.c.Box.Zombies - g.horde}
	return true, r
}

func seat(s int) rules.Seat { return rules.Seat(s) }

func itoa(i int) string { return strconv.Itoa(i) }

// person is seat s's player as a sentence names them (grammar.Person).
func (g *game) person(s int) grammar.Person { return grammar.Person(g.names[s]) }

// color is seat s's colour: the wheel's colour at its index, which is also
// how answers name a seat ("vote red").
func (g *game) color(s int) string { return g.c.Wheel.Colors[s] }

func (g *game) locName(l int) string { return g.c.Locations[l].Name }
func (g *game) locID(l int) string   { return g.c.Locations[l].ID }
func (g *game) charName(ch int) string {
	return g.c.Characters[ch].Name
}

func (g *game) log(kind, text string, places []string, seats ...int) {
	e := rules.Event{Kind: kind, Text: text, Places: places}
	for _, s := range seats {
		e.Seats = append(e.Seats, seat(s))
	}
	g.Emit(e)
}

// Definition describes City of Horror played with content c.
func Definition(c *coh.Content) rules.Definition {
	var cerr error
	if c == nil {
		cerr = fmt.Errorf("no content")
	} else {
		cerr = coh.Validate(c)
	}
	label := coh.HouseLabel
	if c != nil {
		label = c.Label()
	}
	var smart func() rules.Player
	if cerr == nil {
		smart = func() rules.Player { return newSmart(c) }
	}
	return rules.Definition{
		Name:     "cityofhorror",
		Title:    "City of Horror",
		Summary:  "Survive four hours in a town overrun by zombies: secret moves, invasions and votes on who gets eaten. Boards and cards: " + label + ".",
		Reminder: coh.Reminder,
		MinSeats: 3,
		MaxSeats: 6,
		Options: []rules.Option{
			{Name: "side", Default: coh.SideA, Values: []string{coh.SideA, coh.SideB},
				Help: "the side of the location boards: their effects, character spaces and attack conditions"},
			{Name: "actions", Default: dealt, Values: []string{dealt, drafted},
				Help: "how the hands of action cards are made: dealt at random, or drafted (each keeps one card of a packet and passes the rest left)"},
			{Name: optEdition, Default: edition2, Before: edition1, Values: []string{edition2, edition1},
				Help: "rules edition: 2 gives the first player token on an explosion to its first victim, or clockwise on when they are out, and refuses a typed 1:00 card with moves; 1, the first, as games saved before it played"},
		},
		Content: c,
		Smart:   smart,
		New: func(s rules.Setup) (rules.Game, error) {
			if cerr != nil {
				return nil, fmt.Errorf("the City of Horror content is broken: %w", cerr)
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

// The rules editions (the edition option): 2 is today's; 1 is how games
// saved before the option played, kept so that their logs replay.
const (
	optEdition = "edition"
	edition1   = "1"
	edition2   = "2"
)

// newState is a game of c for setup s with everything in the box and no
// step to run yet: newGame pushes the set-up, tests push what they test.
func newState(c *coh.Content, s rules.Setup) (*game, error) {
	n := len(s.Seats)
	if len(c.Locations) > maxLocs || len(c.Characters) > maxChars || len(c.Movement.Cards) > maxCards || len(c.Actions) > maxTitles || len(c.Food.Tokens) > maxFood || len(c.Wheel.Colors) < n {
		return nil, fmt.Errorf("the City of Horror content does not fit these rules")
	}
	side := s.Options["side"]
	if side == "" {
		side = coh.SideA
	}
	g := &game{static: &static{c: c, n: n, table: s.Mode == rules.Table, side: side, cross: -1, wheel: -1,
		draft: s.Options["actions"] == drafted, edition1: s.Options[optEdition] == edition1}, setupCard: -1, invCard: -1, known: &piles{}, ownKnown: true}
	for t, a := range c.Actions {
		g.cardIDs = append(g.cardIDs, "card "+a.ID)
		g.playIDs = append(g.playIDs, "play "+a.ID)
		g.playLabels = append(g.playLabels, "Play "+a.Title+": "+g.cardPhrase(t))
	}
	for _, ch := range c.Characters {
		g.powerIDs = append(g.powerIDs, "power "+ch.ID)
		g.powerLabels = append(g.powerLabels, "Exhaust the "+ch.Name+": "+phrase(ch.Power))
	}
	for _, l := range c.Locations {
		g.atIDs = append(g.atIDs, "at "+l.ID)
	}
	for i, name := range s.Seats {
		if strings.TrimSpace(name) == "" {
			name = "Player " + itoa(i+1)
		}
		g.names = append(g.names, name)
	}
	for t := range g.n {
		g.actIDs = append(g.actIDs, "act "+g.color(t))
		g.actLabels = append(g.actLabels, g.person(t).Does("plays")+" a card or a power")
		g.cancelIDs = append(g.cancelIDs, "cancel "+g.color(t))
		g.cancelLabels = append(g.cancelLabels, g.person(t).Does("cancels")+" it")
	}
	loc := map[string]int{}
	for i, l := range c.Locations {
		loc[l.ID] = i
		if l.Overflow {
			g.cross = i
		}
		if l.LeaderWheel {
			g.wheel = i
		}
		p := c.Printed(l.ID)
		g.spaces[i] = p.Side(side).Spaces
		g.attack[i] = p.Side(side).Attack
	}
	for _, id := range c.Order() {
		g.order = append(g.order, loc[id])
	}
	for _, id := range c.Movement.Cards {
		g.cards = append(g.cards, loc[id])
	}
	for i, card := range c.Invasion {
		for h, name := range coh.Hours() {
			if card.Hour == name {
				g.byHour[h] = append(g.byHour[h], i)
			}
		}
	}
	for _, r := range c.Players {
		if r.Players == n {
			g.deal = r
		}
	}
	if g.deal.Players != n {
		return nil, fmt.Errorf("the City of Horror content has no set-up row for %d players", n)
	}
	for i := range g.owner {
		g.owner[i], g.at[i] = noSeat, atNone
	}
	for i := range g.pick {
		g.pick[i] = -1
	}
	g.horde = c.Box.Zombies
	g.deck = c.Box.ActionCards
	g.reserve = c.Antidotes.Count
	for i, f := range c.Food.Tokens {
		g.foodBox[i] = int8(f.Count)
	}
	g.foodUp = [3]int8{-1, -1, -1}
	for i := range g.pack {
		g.pack[i] = -1
	}
	g.phase = PhaseSetup
	return g, nil
}

// start runs state g up to its first question: the game the world plays.
func start(g *game) (rules.Game, error) {
	e, _, err := engine.Start(g, cohRules)
	if err != nil {
		return nil, err
	}
	return e, nil
}

// Counting.

// here is how many characters of seat s are at loc (any seat: s < 0).
func (g *game) here(s, loc int) int {
	k := 0
	for ch := range g.c.Characters {
		if int(g.at[ch]) == loc && (s < 0 || int(g.owner[ch]) == s) {
			k++
		}
	}
	return k
}

// living is how many characters of seat s are alive and on the board.
func (g *game) living(s int) int {
	k := 0
	for ch := range g.c.Characters {
		if int(g.owner[ch]) == s && g.at[ch] >= 0 {
			k++
		}
	}
	return k
}

// alive is the seats with a living character.
func (g *game) alive() engine.Seats {
	var p engine.Seats
	for ch := range g.c.Characters {
		if g.owner[ch] >= 0 && g.at[ch] >= 0 {
			p = p.With(seat(int(g.owner[ch])))
		}
	}
	return p
}

// full reports whether every character space of loc is taken: the
// temporary spaces of the Back Door and Mama are not counted.
func (g *game) full(loc int) bool {
	if g.spaces[loc] == 0 {
		return false
	}
	k := 0
	for ch := range g.c.Characters {
		if int(g.at[ch]) == loc && !g.extra.has(ch) {
			k++
		}
	}
	return k >= g.spaces[loc]
}

// value is what character ch is worth now: its rested or exhausted side.
func (g *game) value(ch int) int {
	if g.tired.has(ch) {
		return g.c.Characters[ch].Exhausted
	}
	return g.c.Characters[ch].Rested
}

// count says "1 zombie", "3 zombies".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}
