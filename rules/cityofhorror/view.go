package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
)

// View is what one seat may see. Everything on the table is public: the
// characters, the zombies, the explosion markers, the items lying on the
// locations, the discard pile, how many cards each hand holds, each
// player's antidotes and food tokens. The secrets are a seat's own action
// cards (Seats[i].Cards), the values of its food tokens, the invasion card
// it peeked at (Peek), and the movement cards and votes until they are
// revealed: a seat sees its own pick and vote, the others only that they
// have picked (Picked, Voted). In table mode the app never knows a hand:
// Cards stays empty and HandHidden is set for every seat.
// View(rules.Chance) is the full view; View(rules.Nobody) the public one.
type View struct {
	Label      string          `json:"label"` // "house set" while estimates are in play
	Side       string          `json:"side"`
	Hour       string          `json:"hour"`  // "" during set-up
	Phase      string          `json:"phase"` // see the Phase constants
	First      int             `json:"first"`
	Leader     int             `json:"leader"` // the seat whose colour the zombie leader points at
	Seats      []SeatView      `json:"seats"`
	Locations  []LocationView  `json:"locations"` // in resolution order
	Resolving  string          `json:"resolving,omitempty"`
	Characters []CharacterView `json:"characters"`
	Horde      int             `json:"horde"`   // zombies in the reserve
	Deck       int             `json:"deck"`    // action cards in the deck
	Discard    []CardCount     `json:"discard"` // the discard pile, face up
	Reserve    int             `json:"reserve"` // antidotes on the ambulance
	FoodLeft   int             `json:"food_left"`
	FoodUp     []int           `json:"food_up,omitempty"` // face-up food tokens at the Crossroads (side B)
	SetupCard  *InvasionView   `json:"setup_card,omitempty"`
	Invasion   *InvasionView   `json:"invasion,omitempty"` // this round's card, once revealed
	// Peek is the coming invasion card, for a seat that looked at it (the
	// Water Tower's side A, the Rasta, Night Vision Goggles); Peeked says
	// which seats know it, for everyone.
	Peek     *InvasionView `json:"peek,omitempty"`
	Peeked   []int         `json:"peeked,omitempty"`
	Revealed bool          `json:"revealed"` // the movement cards are face up
	Vote     *VoteView     `json:"vote,omitempty"`
	// Played is the cards and powers played and not yet resolved, oldest
	// first: the last one may still be cancelled.
	Played []PlayView `json:"played,omitempty"`
	// Window is the moment when anyone may play a card or a power, while
	// it is open.
	Window  string `json:"window,omitempty"`
	Over    bool   `json:"over"`
	Winners []int  `json:"winners,omitempty"`
}

// Phases of a round, for View.Phase.
const (
	PhaseSetup      = "setup"
	PhaseMovement   = "movement cards"
	PhaseInvasion   = "invasion"
	PhaseMoves      = "moves"
	PhaseResolution = "resolution"
	PhaseHelicopter = "helicopter"
	PhaseOver       = "over"
)

// SeatView is one player.
type SeatView struct {
	Player     string      `json:"player"`
	Color      string      `json:"color"`
	Hand       int         `json:"hand"`                  // action cards held
	Cards      []CardCount `json:"cards,omitempty"`       // their titles, for a view that may see them
	Kept       []CardCount `json:"kept,omitempty"`        // during a draft: the cards kept so far (Cards is the packet)
	HandHidden bool        `json:"hand_hidden,omitempty"` // Hand holds cards this view cannot see
	Antidotes  int         `json:"antidotes"`
	FoodTokens int         `json:"food_tokens"`
	Food       int         `json:"food"`        // points of the food tokens, for a view that may see them
	FoodHidden bool        `json:"food_hidden"` // Food is not shown to this view
	Canned     int         `json:"canned"`      // Canned Food played, a point each at the end
	Living     int         `json:"living"`
	Eliminated bool        `json:"eliminated"`
	Picked     bool        `json:"picked"`         // has played a movement card this round
	Pick       string      `json:"pick,omitempty"` // its location, when this view may see it
	Late       bool        `json:"late,omitempty"` // picks after the reveal (the Water Tower's side B)
	Score      int         `json:"score"`          // once the game is over
}

// CardCount is N copies of one action card title.
type CardCount struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	N     int    `json:"n"`
}

// LocationView is one location.
type LocationView struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Number    int    `json:"number"`
	Spaces    int    `json:"spaces"` // 0: no limit
	Attack    string `json:"attack"` // the condition, for people
	Attacks   bool   `json:"attacks"`
	Effect    string `json:"effect"` // the side in force, for people
	Zombies   int    `json:"zombies"`
	Cards     int    `json:"cards"` // airdropped action cards, face down
	Antidotes int    `json:"antidotes"`
	Full      bool   `json:"full"`
	// Explosion markers on it, and how many set it off (0: it takes none).
	Markers   int    `json:"markers"`
	MarkersAt int    `json:"markers_at"`
	State     string `json:"state,omitempty"` // "exploded", "burnt", "sealed"
	Used      []int  `json:"used,omitempty"`  // seats that used its effect this round
	Replicas  []int  `json:"replicas,omitempty"`
	Resolved  bool   `json:"resolved"` // resolved this round already
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
	Votes    int    `json:"votes"`              // votes it gives now
	Hidden   bool   `json:"hidden,omitempty"`   // Hideout: no vote, not eaten, this round
	Safe     bool   `json:"safe,omitempty"`     // Little Boy or Girl: not chosen for anything this round
	Extra    bool   `json:"extra,omitempty"`    // on a temporary space (Back Door, Mama)
	Power    string `json:"power"`              // what exhausting it does, for people
	Unusable string `json:"unusable,omitempty"` // why its power cannot be used now, if not
}

// InvasionView is an invasion card's contents.
type InvasionView struct {
	ID        string  `json:"id"`
	Hour      string  `json:"hour"`
	Moves     []Shift `json:"moves,omitempty"`
	Zombies   []Drop  `json:"zombies,omitempty"`
	Actions   []Drop  `json:"actions,omitempty"`
	Antidotes []Drop  `json:"antidotes,omitempty"`
	Leader    int     `json:"leader,omitempty"`
}

// Drop is N of something at a location.
type Drop struct {
	Location string `json:"location"`
	N        int    `json:"n"`
}

// Shift is N zombies going from one location to another.
type Shift struct {
	From string `json:"from"`
	To   string `json:"to"`
	N    int    `json:"n"`
}

// PlayView is a card or power played: who, what, on what.
type PlayView struct {
	Seat      int    `json:"seat"`
	Card      string `json:"card"`   // the action card's title, or the character's name for a power
	Power     bool   `json:"power"`  // a character's power
	Target    string `json:"target"` // what it acts on, for people
	Cancelled bool   `json:"cancelled"`
}

// VoteView is the vote under way, or the last one.
type VoteView struct {
	Location string `json:"location"`
	For      string `json:"for"` // "attack" or "share"
	Revealed bool   `json:"revealed"`
	Votes    []int  `json:"votes"`  // seat voted for, -1 none or not visible
	Weight   []int  `json:"weight"` // each seat's votes there
	Voted    []bool `json:"voted"`
	Tied     []int  `json:"tied,omitempty"`
}

// View is what seat may see (engine.State).
func (g *game) View(viewer rules.Seat) any {
	v := View{Label: g.c.Label(), Side: g.side, Phase: g.phase, First: g.first, Leader: g.leader, Horde: g.horde, Deck: g.deck,
		Reserve: g.reserve, Revealed: g.revealed, Over: g.over, FoodLeft: g.foodLeft(), Window: g.window,
		Discard: g.heldTitles(pileDiscard)}
	if g.hour > 0 {
		v.Hour = g.hourName()
	}
	if g.setupCard != -1 {
		v.SetupCard = g.invasionView(g.invasion(0, g.setupCard))
	}
	if g.invCard != -1 {
		v.Invasion = g.invasionView(g.invasion(g.hour, g.invCard))
	}
	for _, f := range g.foodUp {
		if f >= 0 {
			v.FoodUp = append(v.FoodUp, g.c.Food.Tokens[f].Value)
		}
	}
	sees := func(s int) bool { return viewer == rules.Chance || viewer == seat(s) || g.over }
	if h := g.nextHour(); h <= 4 {
		for s := range g.n {
			if g.peeked[h].Has(seat(s)) {
				v.Peeked = append(v.Peeked, s)
			}
		}
		if g.pack[h] != -1 && (viewer == rules.Chance || viewer >= 0 && g.peeked[h].Has(viewer)) {
			v.Peek = g.invasionView(g.invasion(h, int(g.pack[h])))
		}
	}
	for s := range g.n {
		sv := SeatView{Player: g.names[s], Color: g.color(s), Hand: g.handSize(s), Antidotes: g.antidotes[s],
			FoodTokens: g.foodTokens(s), Living: g.living(s), Picked: g.pick[s] >= 0, Score: g.scores[s],
			Late: g.late.Has(seat(s)) && !g.shown.Has(seat(s))}
		for t, c := range g.c.Actions {
			sv.Canned += int(g.known[scorePile(s)][t]) * max(c.Effect.N, 1)
		}
		sv.Eliminated = g.hour > 0 && sv.Living == 0
		if sees(s) {
			sv.Cards = g.heldTitles(handPile(s))
			sv.Kept = g.heldTitles(keptPile(s))
			sv.Food = g.foodPoints(s)
		} else {
			sv.FoodHidden = sv.FoodTokens > 0
		}
		sv.HandHidden = sv.Hand > 0 && (g.unseen[s] > 0 || !sees(s))
		if g.pick[s] >= 0 && (g.shown.Has(seat(s)) || sees(s)) {
			sv.Pick = g.locID(g.cards[g.pick[s]])
		}
		v.Seats = append(v.Seats, sv)
	}
	if g.phase == PhaseResolution {
		v.Resolving = g.locID(g.order[g.resolved])
	}
	for i, l := range g.order {
		p := g.c.Printed(g.locID(l))
		lv := LocationView{ID: g.locID(l), Name: g.locName(l), Number: p.Number,
			Spaces: g.spaces[l], Attack: g.attackText(l), Attacks: g.attacks(l), Effect: g.sideOf(l).Text,
			Zombies: g.zombies[l], Cards: g.dropCards[l] + g.dropKnown(l), Antidotes: g.dropAnti[l], Full: g.blocked(l),
			Markers: g.markers[l], Resolved: g.phase == PhaseResolution && i < g.resolved}
		if x := g.sideOf(l).Explosions; x != nil && !g.exploded[l] {
			lv.MarkersAt = x.At
		}
		switch {
		case g.exploded[l]:
			lv.State = "exploded"
		case g.burnt[l]:
			lv.State = "burnt"
		case g.sealed[l]:
			lv.State = "sealed"
		}
		for s := range g.n {
			if g.used[l].Has(seat(s)) {
				lv.Used = append(lv.Used, s)
			}
			for range g.replicas[l][s] / 2 {
				lv.Replicas = append(lv.Replicas, s)
			}
		}
		v.Locations = append(v.Locations, lv)
	}
	for ch, c := range g.c.Characters {
		if g.owner[ch] == noSeat {
			continue
		}
		cv := CharacterView{ID: c.ID, Name: c.Name, Seat: int(g.owner[ch]), Dead: g.at[ch] == atDead, Rested: !g.tired.has(ch), Value: g.value(ch),
			Votes: g.charVotes(ch), Hidden: g.hidden.has(ch), Safe: g.safe.has(ch), Extra: g.extra.has(ch), Power: c.Text}
		if g.at[ch] >= 0 {
			cv.Location = g.locID(int(g.at[ch]))
		}
		if g.at[ch] >= 0 && g.tired.has(ch) {
			cv.Unusable = "exhausted"
		}
		v.Characters = append(v.Characters, cv)
	}
	for _, p := range g.plays[:g.nplays] {
		v.Played = append(v.Played, PlayView{Seat: int(p.seat), Card: g.titled(p), Power: p.ch >= 0,
			Target: g.targetText(p), Cancelled: p.cancelled})
	}
	if g.vote.held {
		vv := &VoteView{Location: g.locID(g.vote.loc), For: "attack", Revealed: g.vote.revealed,
			Votes: make([]int, g.n), Voted: make([]bool, g.n), Weight: make([]int, g.n)}
		if g.vote.why == forShare {
			vv.For = "share"
		}
		for s := range g.n {
			t := int(g.vote.target[s])
			vv.Voted[s] = t >= 0
			vv.Votes[s] = -1
			vv.Weight[s] = g.votes(s, g.vote.loc)
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

// invasionView is invasion card c as a view shows it.
func (g *game) invasionView(c *coh.InvasionCard) *InvasionView {
	v := &InvasionView{ID: c.ID, Hour: c.Hour, Leader: c.Leader}
	for _, m := range c.Moves {
		v.Moves = append(v.Moves, Shift{From: m.From, To: m.To, N: m.N})
	}
	drops := func(cs []coh.Count) []Drop {
		var out []Drop
		for _, x := range cs {
			out = append(out, Drop{Location: x.Location, N: x.N})
		}
		return out
	}
	v.Zombies, v.Actions, v.Antidotes = drops(c.Zombies), drops(c.Actions), drops(c.Antidotes)
	return v
}
