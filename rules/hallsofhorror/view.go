package hallsofhorror

import (
	"math/bits"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
)

// View is what one seat may see. Almost everything is public: the rooms
// turned up and what is left to find in them, the locks, the gift tokens
// (face down: a count), the bodies, the participants with all they carry,
// the Killer, the reward cards drawn face up, the combat under way with its
// dice. A face-down room is unknown to everyone (it is the room deck, drawn
// when entered). The secrets are each seat's action card until the reveal
// (a seat sees its own, the others only that it has picked) and the Master
// of the Ceremony cards drawn before one is played (only the MC sees them).
// View(rules.Chance) is the full view; View(rules.Nobody) the public one.
type View struct {
	Label string `json:"label"` // "house deck" while estimates are in play
	// Variant is the set-up's label, set for one the rulebook calls
	// unfinished (2 players).
	Variant string `json:"variant,omitempty"`
	Rooms   string `json:"rooms"` // a, b or mixed
	Side    string `json:"side"`  // basic or advanced
	Phase   string `json:"phase"`
	Turn    int    `json:"turn"`
	First   int    `json:"first"` // the seat holding the First Player card
	MC      int    `json:"mc"`    // the seat holding the Master of the Ceremony card, -1 none
	RowsN   int    `json:"rows"`
	ColsN   int    `json:"cols"`
	// Grid is every room, row by row from the top.
	Grid       []RoomView `json:"grid"`
	Killer     KillerView `json:"killer"`
	Seats      []SeatView `json:"seats"`
	FaceDown   int        `json:"face_down"`       // rooms still face down: the room deck
	RewardDeck int        `json:"reward_deck"`     // reward cards in the deck
	Drawn      []string   `json:"drawn,omitempty"` // the reward cards of the Search under way, face up
	Dropped    string     `json:"dropped,omitempty"`
	Spent      int        `json:"spent,omitempty"` // Resolve spent on the Search under way
	Searcher   int        `json:"searcher"`        // the seat whose Search is under way (in their room), -1 none
	GiftBag    int        `json:"gift_bag"`        // gift tokens not yet placed
	MCDeck     int        `json:"mc_deck"`         // MC cards left to draw
	// MCHand is the MC cards drawn this turn, for the MC's eyes only (and
	// the full view); MCDrawn counts them for everyone.
	MCHand  []string `json:"mc_hand,omitempty"`
	MCDrawn int      `json:"mc_drawn,omitempty"`
	// MCCard is the MC card being resolved, face up; Symbols its Killer
	// symbols still to spend.
	MCCard   string      `json:"mc_card,omitempty"`
	MCText   string      `json:"mc_text,omitempty"` // its title and text (a card typed at the table has no ID in the content)
	Symbols  int         `json:"symbols,omitempty"`
	Combat   *CombatView `json:"combat,omitempty"` // the combat under way
	Revealed bool        `json:"revealed"`         // this turn's action cards are face up
	Over     bool        `json:"over"`
	Winners  []int       `json:"winners,omitempty"`
}

// KillerView is the Killer's sheet and figure.
type KillerView struct {
	Cell      string `json:"cell,omitempty"` // once placed
	Active    bool   `json:"active"`         // standing; false: stunned (on his side)
	Health    int    `json:"health"`
	MaxHealth int    `json:"max_health"`
	Rage      int    `json:"rage"` // the index on the track, 0 the left-most
	Dice      int    `json:"dice"` // what his rage gives now
	Damage    int    `json:"damage"`
	KeyTaken  bool   `json:"key_taken"` // the first kill's key is given
}

// RoomView is one room of the grid.
type RoomView struct {
	Cell      string   `json:"cell"` // "r1c1": row and column from the top left
	FaceDown  bool     `json:"face_down"`
	ID        string   `json:"id,omitempty"` // the room card, once turned up
	Name      string   `json:"name,omitempty"`
	Search    int      `json:"search,omitempty"`
	Puzzle    bool     `json:"puzzle,omitempty"`
	Exit      bool     `json:"exit,omitempty"`
	Start     bool     `json:"start,omitempty"`
	Rewards   []string `json:"rewards,omitempty"` // the row's symbols, left to right
	Covered   []int    `json:"covered,omitempty"` // indices of Rewards covered
	Exhausted bool     `json:"exhausted,omitempty"`
	Locked    bool     `json:"locked,omitempty"` // locked for good: nobody enters
	// Shut is a puzzle room locked with its participant inside, until the
	// puzzle is solved.
	Shut   bool  `json:"shut,omitempty"`
	Gifts  int   `json:"gifts,omitempty"`  // face-down gift tokens
	Bodies []int `json:"bodies,omitempty"` // seats whose body lies here, not yet searched
}

// SeatView is one player and their participant.
type SeatView struct {
	Player      string   `json:"player"`
	Participant string   `json:"participant,omitempty"` // id, once dealt
	Name        string   `json:"name,omitempty"`
	Cell        string   `json:"cell,omitempty"`
	Health      int      `json:"health"`
	MaxHealth   int      `json:"max_health"`
	Resolve     int      `json:"resolve"`
	Keys        int      `json:"keys"`
	Bullets     int      `json:"bullets"`
	Shells      int      `json:"shells"`
	Items       []string `json:"items,omitempty"`
	Panicked    bool     `json:"panicked,omitempty"`
	Dead        bool     `json:"dead,omitempty"`
	Escaped     bool     `json:"escaped,omitempty"`
	ShutIn      bool     `json:"shut_in,omitempty"` // locked in a puzzle room
	Picked      bool     `json:"picked"`            // has chosen this turn's action card
	Action      string   `json:"action,omitempty"`  // which, when this view may see it
	LocksOwed   int      `json:"locks_owed,omitempty"`
}

// CombatView is the combat under way in one room: the dice tray.
type CombatView struct {
	Cell    string      `json:"cell"`
	Parties []PartyView `json:"parties"` // in initiative order, the Killer last
}

// PartyView is one side of a combat.
type PartyView struct {
	Seat      int    `json:"seat"` // -1 the Killer
	Card      string `json:"card"` // attack or escape
	Weapon    string `json:"weapon,omitempty"`
	Faces     int    `json:"faces"` // a die succeeds from this face up
	Dice      int    `json:"dice"`
	Rolled    bool   `json:"rolled"`
	Successes int    `json:"successes"`
	Damage    int    `json:"damage,omitempty"` // full damage of the attack
	Accepted  bool   `json:"accepted,omitempty"`
}

// View is what viewer may see (engine.State).
func (g *game) View(viewer rules.Seat) any {
	v := View{Label: g.c.Label(), Variant: g.setup.Label, Rooms: g.variant, Side: g.side, Phase: g.phase, Turn: g.turn,
		First: g.first, MC: g.mc, RowsN: g.rows, ColsN: g.cols, Revealed: g.revealed, Over: g.over, Spent: int(g.spent), Searcher: int(g.searcher)}
	k := g.c.Killer
	step := k.Rage[g.rage]
	v.Killer = KillerView{Active: g.active, Health: int(g.kHealth), MaxHealth: k.MaxHealth, Rage: int(g.rage),
		Dice: step.Dice, Damage: step.Damage, KeyTaken: g.killedOnce}
	if g.killer != noCell {
		v.Killer.Cell = g.cellID(int(g.killer))
	}
	for cell := range g.rows * g.cols {
		bit := uint32(1) << cell
		rv := RoomView{Cell: g.cellID(cell), FaceDown: g.room[cell] < 0, Exhausted: g.exhausted&bit != 0,
			Locked: g.locked&bit != 0, Shut: g.shut&bit != 0, Gifts: int(g.gifts[cell])}
		if r := g.roomOf(cell); r != nil {
			rv.ID, rv.Name, rv.Search, rv.Puzzle = r.ID, r.Name, r.Search, r.Puzzle
			rv.Exit, rv.Start = r.Deck == hh.DeckExit, r.Deck == hh.DeckStart
			for j, sl := range r.Rewards {
				rv.Rewards = append(rv.Rewards, sl.Symbol)
				if g.covered[cell]&(1<<j) != 0 {
					rv.Covered = append(rv.Covered, j)
				}
			}
		} else {
			v.FaceDown++
		}
		for s := range g.n {
			if g.body.Has(seat(s)) && int(g.at[s]) == cell {
				rv.Bodies = append(rv.Bodies, s)
			}
		}
		v.Grid = append(v.Grid, rv)
	}
	for i, r := range g.c.Rewards {
		if g.deck&(1<<i) != 0 {
			v.RewardDeck++
		}
		if g.drawn&(1<<i) != 0 {
			v.Drawn = append(v.Drawn, r.ID)
		}
	}
	if g.dropped >= 0 {
		v.Dropped = g.c.Rewards[g.dropped].ID
	}
	v.GiftBag = len(g.c.Gifts) - bits16(g.giftsUsed) - g.giftsOut()
	v.MCDeck = g.mcDeckSize()
	for _, c := range g.mcHand {
		if c < 0 {
			continue
		}
		v.MCDrawn++
		if viewer == rules.Chance || viewer == seat(g.mc) {
			v.MCHand = append(v.MCHand, g.c.MC[c].ID)
		}
	}
	if g.mcCard >= 0 {
		m := g.mcOf(int(g.mcCard))
		v.MCCard, v.MCText, v.Symbols = m.ID, m.Title+": "+m.Text, int(g.symbols)
	}
	for s := range g.n {
		sv := SeatView{Player: g.names[s], Health: int(g.health[s]), Resolve: int(g.resolve[s]), Keys: int(g.keys[s]),
			Bullets: int(g.bullets[s]), Shells: int(g.shells[s]), Panicked: g.panic.Has(seat(s)), Dead: g.dead.Has(seat(s)),
			Escaped: g.escaped.Has(seat(s)), Picked: g.action[s] >= 0, LocksOwed: g.owed(s)}
		if p := g.part[s]; p >= 0 {
			sv.Participant, sv.Name = g.c.Participants[p].ID, g.c.Participants[p].Name
			sv.MaxHealth = g.sideOf(int(p)).Health
		}
		if g.at[s] != noCell {
			sv.Cell = g.cellID(int(g.at[s]))
			sv.ShutIn = g.inPlay(s) && g.shut&(1<<g.at[s]) != 0
		}
		for i, id := range g.itemIDs {
			if g.items[s]&(1<<i) != 0 {
				sv.Items = append(sv.Items, id)
			}
		}
		if sv.Picked && (viewer == rules.Chance || viewer == seat(s) || g.revealed || g.over) {
			sv.Action = actIDs[g.action[s]]
		}
		v.Seats = append(v.Seats, sv)
	}
	if f := &g.fight; f.n > 0 {
		cv := &CombatView{Cell: g.cellID(int(f.cell))}
		for _, p := range f.parties[:f.n] {
			pv := PartyView{Seat: int(p.seat), Card: actIDs[p.act], Faces: int(p.low), Dice: int(p.dice), Rolled: p.rolled,
				Successes: int(p.succ), Damage: int(p.damage), Accepted: p.passed}
			if p.weapon >= 0 {
				pv.Weapon = g.itemIDs[p.weapon]
			}
			cv.Parties = append(cv.Parties, pv)
		}
		v.Combat = cv
	}
	if g.over && g.result != nil {
		for _, w := range g.result.Winners {
			v.Winners = append(v.Winners, int(w))
		}
	}
	return v
}

// bits16 counts the bits set in x.
func bits16(x uint16) int { return bits.OnesCount16(x) }
