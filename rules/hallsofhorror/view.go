package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
)

// View is what one seat may see. Everything on the board is public: the
// rooms turned up and what is left to find in them, the participants, the
// Killer, the reward cards drawn face up. A face-down room is unknown to
// everyone (it is the room deck, drawn when entered). The one secret is
// each seat's action card until the reveal: a seat sees its own, the others
// only that it has picked (Picked). View(rules.Chance) is the full view;
// View(rules.Nobody) the public one.
type View struct {
	Label string `json:"label"` // "house deck" while estimates are in play
	// Variant is the set-up's label, set for one the rulebook calls
	// unfinished (2 players).
	Variant  string `json:"variant,omitempty"`
	Rooms    string `json:"rooms"` // a, b or mixed
	Side     string `json:"side"`  // basic or advanced
	Phase    string `json:"phase"`
	Turn     int    `json:"turn"`
	MaxTurns int    `json:"max_turns"` // the safety end of these rules
	First    int    `json:"first"`     // the seat holding the First Player card
	RowsN    int    `json:"rows"`
	ColsN    int    `json:"cols"`
	// Grid is every room, row by row from the top.
	Grid         []RoomView `json:"grid"`
	Killer       string     `json:"killer,omitempty"` // his cell, once placed
	KillerActive bool       `json:"killer_active"`
	Seats        []SeatView `json:"seats"`
	FaceDown     int        `json:"face_down"`       // rooms still face down: the room deck
	RewardDeck   int        `json:"reward_deck"`     // reward cards in the deck
	Drawn        []string   `json:"drawn,omitempty"` // the reward cards of the Search under way, face up
	Revealed     bool       `json:"revealed"`        // this turn's action cards are face up
	Over         bool       `json:"over"`
	Winners      []int      `json:"winners,omitempty"`
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
}

// SeatView is one player and their participant.
type SeatView struct {
	Player      string   `json:"player"`
	Participant string   `json:"participant,omitempty"` // id, once dealt
	Name        string   `json:"name,omitempty"`
	Cell        string   `json:"cell,omitempty"`
	Health      int      `json:"health"`
	Resolve     int      `json:"resolve"`
	Keys        int      `json:"keys"`
	Bullets     int      `json:"bullets"`
	Shells      int      `json:"shells"`
	Items       []string `json:"items,omitempty"`
	Panicked    bool     `json:"panicked,omitempty"`
	Dead        bool     `json:"dead,omitempty"`
	Escaped     bool     `json:"escaped,omitempty"`
	Picked      bool     `json:"picked"`           // has chosen this turn's action card
	Action      string   `json:"action,omitempty"` // which, when this view may see it
}

// View is what viewer may see (engine.State).
func (g *game) View(viewer rules.Seat) any {
	v := View{Label: g.c.Label(), Variant: g.setup.Label, Rooms: g.variant, Side: g.side, Phase: g.phase, Turn: g.turn,
		MaxTurns: maxTurns, First: g.first, RowsN: g.rows, ColsN: g.cols, KillerActive: g.active, Revealed: g.revealed, Over: g.over}
	if g.killer != noCell {
		v.Killer = g.cellID(int(g.killer))
	}
	for cell := range g.rows * g.cols {
		rv := RoomView{Cell: g.cellID(cell), FaceDown: g.room[cell] < 0, Exhausted: g.exhausted&(1<<cell) != 0}
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
	for s := range g.n {
		sv := SeatView{Player: g.names[s], Health: int(g.health[s]), Resolve: int(g.resolve[s]), Keys: int(g.keys[s]),
			Bullets: int(g.bullets[s]), Shells: int(g.shells[s]), Panicked: g.panic.Has(seat(s)), Dead: g.dead.Has(seat(s)),
			Escaped: g.escaped.Has(seat(s)), Picked: g.action[s] >= 0}
		if p := g.part[s]; p >= 0 {
			sv.Participant, sv.Name = g.c.Participants[p].ID, g.c.Participants[p].Name
		}
		if g.at[s] != noCell {
			sv.Cell = g.cellID(int(g.at[s]))
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
	if g.over {
		for _, w := range g.result.Winners {
			v.Winners = append(v.Winners, int(w))
		}
	}
	return v
}
