package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
)

// View is what one seat may see. Everything on the table is public: the
// characters, the zombies, the items lying on the locations, how many
// cards each hand holds and each player's antidotes. The secrets are the
// movement cards and the votes until they are revealed: a seat sees its
// own pick and vote, the others only that they have picked (Picked,
// Voted). Hands are counts: these rules never name an action card.
// View(rules.Chance) is the full view (table mode); View(rules.Nobody) the
// public one.
type View struct {
	Label      string          `json:"label"` // "house set" while estimates are in play
	Side       string          `json:"side"`
	Hour       string          `json:"hour"` // "" during set-up
	First      int             `json:"first"`
	Leader     int             `json:"leader"` // the seat whose colour the zombie leader points at
	Seats      []SeatView      `json:"seats"`
	Locations  []LocationView  `json:"locations"` // in resolution order
	Characters []CharacterView `json:"characters"`
	Horde      int             `json:"horde"`   // zombies in the reserve
	Deck       int             `json:"deck"`    // action cards in the deck
	Reserve    int             `json:"reserve"` // antidotes on the ambulance
	SetupCard  string          `json:"setup_card,omitempty"`
	Invasion   string          `json:"invasion,omitempty"` // this round's card, once revealed
	Revealed   bool            `json:"revealed"`           // the movement cards are face up
	Vote       *VoteView       `json:"vote,omitempty"`
	Over       bool            `json:"over"`
	Winners    []int           `json:"winners,omitempty"`
}

// SeatView is one player.
type SeatView struct {
	Player     string `json:"player"`
	Color      string `json:"color"`
	Hand       int    `json:"hand"` // action cards held
	Antidotes  int    `json:"antidotes"`
	Food       int    `json:"food"` // points of food held
	Living     int    `json:"living"`
	Eliminated bool   `json:"eliminated"`
	Picked     bool   `json:"picked"`         // has played a movement card this round
	Pick       string `json:"pick,omitempty"` // its location, when this view may see it
	Score      int    `json:"score"`          // once the game is over
}

// LocationView is one location.
type LocationView struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Number    int    `json:"number"`
	Spaces    int    `json:"spaces"` // 0: no limit
	Attack    string `json:"attack"` // the condition, for people
	Zombies   int    `json:"zombies"`
	Cards     int    `json:"cards"` // airdropped action cards, face down
	Antidotes int    `json:"antidotes"`
	Full      bool   `json:"full"`
}

// CharacterView is a character dealt to a player.
type CharacterView struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Seat     int    `json:"seat"`
	Location string `json:"location,omitempty"` // "" when dead or not placed yet
	Dead     bool   `json:"dead"`
	Rested   bool   `json:"rested"`
	Value    int    `json:"value"`
}

// VoteView is the vote under way, or the last one.
type VoteView struct {
	Location string `json:"location"`
	For      string `json:"for"` // "attack" or "share"
	Revealed bool   `json:"revealed"`
	Votes    []int  `json:"votes"` // seat voted for, -1 none or not visible
	Voted    []bool `json:"voted"`
	Tied     []int  `json:"tied,omitempty"`
}

// View is what seat may see (engine.State).
func (g *game) View(viewer rules.Seat) any {
	v := View{Label: g.c.Label(), Side: g.side, First: g.first, Leader: g.leader, Horde: g.horde, Deck: g.deck,
		Reserve: g.reserve, Revealed: g.revealed, Over: g.over}
	if g.hour > 0 {
		v.Hour = coh.Hours()[g.hour]
	}
	if g.setupCard >= 0 {
		v.SetupCard = g.c.Invasion[g.setupCard].ID
	}
	if g.invCard >= 0 {
		v.Invasion = g.c.Invasion[g.invCard].ID
	}
	sees := func(s int) bool { return viewer == rules.Chance || viewer == seat(s) }
	for s := range g.n {
		sv := SeatView{Player: g.names[s], Color: g.color(s), Hand: g.hand[s], Antidotes: g.antidotes[s], Food: g.food[s],
			Living: g.living(s), Picked: g.pick[s] >= 0, Score: g.scores[s]}
		sv.Eliminated = g.hour > 0 && sv.Living == 0
		if g.pick[s] >= 0 && (g.revealed || sees(s)) {
			sv.Pick = g.locID(g.cards[g.pick[s]])
		}
		v.Seats = append(v.Seats, sv)
	}
	for _, l := range g.order {
		p := g.c.Printed(g.locID(l))
		v.Locations = append(v.Locations, LocationView{ID: g.locID(l), Name: g.locName(l), Number: p.Number,
			Spaces: g.spaces[l], Attack: g.attackText(l), Zombies: g.zombies[l], Cards: g.dropCards[l],
			Antidotes: g.dropAnti[l], Full: g.full(l)})
	}
	for ch, c := range g.c.Characters {
		if g.owner[ch] == noSeat {
			continue
		}
		cv := CharacterView{ID: c.ID, Name: c.Name, Seat: int(g.owner[ch]), Dead: g.at[ch] == atDead, Rested: !g.tired[ch], Value: g.value(ch)}
		if g.at[ch] >= 0 {
			cv.Location = g.locID(int(g.at[ch]))
		}
		v.Characters = append(v.Characters, cv)
	}
	if g.vote.held {
		vv := &VoteView{Location: g.locID(g.vote.loc), For: "attack", Revealed: g.vote.revealed,
			Votes: make([]int, g.n), Voted: make([]bool, g.n)}
		if g.vote.why == forShare {
			vv.For = "share"
		}
		for s := range g.n {
			t := int(g.vote.target[s])
			vv.Voted[s] = t >= 0
			vv.Votes[s] = -1
			if t >= 0 && (g.vote.revealed || sees(s)) {
				vv.Votes[s] = t
			}
			if g.vote.tied.Has(seat(s)) {
				vv.Tied = append(vv.Tied, s)
			}
		}
		v.Vote = vv
	}
	if g.over {
		for _, w := range g.result.Winners {
			v.Winners = append(v.Winners, int(w))
		}
	}
	return v
}

// attackText says when zombies attack location l, for people.
func (g *game) attackText(l int) string {
	a := g.attack[l]
	switch {
	case a.Kind == coh.AtLeast:
		return "at least " + count(a.N, "zombie")
	case a.N == 0:
		return "as many zombies as characters"
	default:
		return "as many zombies as characters, plus " + itoa(a.N)
	}
}
