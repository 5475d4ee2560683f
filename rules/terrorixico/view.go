package terrorixico

import (
	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
)

// View is what one seat may see. The monsters and events in the fight, the
// frontlines and the face-up cards in them, the discard piles and waste
// zones, the counts of every pile, the tracks and the trauma supply are
// public. A hand is seen by its owner alone, and so is a face-down card in
// a frontline until it is turned up: the others see its back (FaceDown,
// no Card). At the table the app does not know the hands, nor a face-down
// card before it is turned up. View(rules.Chance) is the full view;
// View(rules.Nobody) the public one.
type View struct {
	Label      string     `json:"label"`
	Table      bool       `json:"table"`
	Round      int        `json:"round"`
	Turn       int        `json:"turn"`  // whose turn
	First      int        `json:"first"` // the round's first player
	Monsters   []CardView `json:"monsters"`
	Events     []CardView `json:"events"`
	Lines      []LineView `json:"lines"`
	Seats      []SeatView `json:"seats"`
	TraumaLeft int        `json:"trauma_left"` // on the scoreboard
	HandLimit  int        `json:"hand_limit"`
	TrackEnd   int        `json:"track_end"`
	VPEnd      int        `json:"vp_end"`
	Over       bool       `json:"over"`
	Winners    []int      `json:"winners,omitempty"`
	// TypedMonsters and TypedEvents are the cards typed at the table, by
	// ID: their values are the real cards', not the content's.
	TypedMonsters map[string]tx.Monster `json:"typed_monsters,omitempty"`
	TypedEvents   map[string]tx.Event   `json:"typed_events,omitempty"`
}

// CardView is a monster or an Event/Boss card.
type CardView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Type string `json:"type,omitempty"` // a monster's
}

// LineView is one frontline: what it needs, what it holds (face-up
// cards), and its cards in the order placed.
type LineView struct {
	Line     string       `json:"line"`
	Need     int          `json:"need"`
	Has      int          `json:"has"`
	Complete bool         `json:"complete"`
	Cards    []PlacedView `json:"cards,omitempty"`
}

// PlacedView is a card in a frontline.
type PlacedView struct {
	Owner    int    `json:"owner"`
	FaceDown bool   `json:"face_down,omitempty"`
	Card     string `json:"card,omitempty"` // its kind, when this view may see it
	Name     string `json:"name,omitempty"`
	Copies   string `json:"copies,omitempty"` // a Mimic's copy
	Value    int    `json:"value"`            // relics it counts for now, before Strength
}

// SeatView is one player.
type SeatView struct {
	Player    string   `json:"player"`
	Hand      []string `json:"hand,omitempty"` // the owner's (and the full view's) only
	HandCount int      `json:"hand_count"`
	Draw      int      `json:"draw"`
	Discard   []string `json:"discard,omitempty"` // face up, by kind
	Waste     []string `json:"waste,omitempty"`
	Track     int      `json:"track"` // monsters returned to the Book
	VP        int      `json:"vp"`
	Passed    bool     `json:"passed,omitempty"` // this round
	Monsters  []string `json:"monsters,omitempty"`
	Final     int      `json:"final,omitempty"` // once the game is over
	// TraumaCards is how many trauma cards the player holds in all (draw
	// pile, hand, discard pile, and their own cards face down in the
	// battle zone, which may be trauma): public, since every trauma card
	// is taken, given and played in sight, though not every value is.
	TraumaCards int    `json:"trauma_cards"`
	Trauma      int    `json:"trauma,omitempty"`
	Sets        int    `json:"sets,omitempty"`
	Level       string `json:"level,omitempty"`
}

// View is what seat may see (rules.Chance: everything; rules.Nobody: the
// public part).
func (g *game) View(viewer rules.Seat) any {
	v := View{Label: g.c.Label(), Table: g.table, Round: g.round, Turn: int(g.cur), First: int(g.starter), TraumaLeft: g.traumaLeft,
		HandLimit: int(g.limit), TrackEnd: g.row.TrackEnd, VPEnd: g.c.Scoreboard.VPEnd, Over: g.result != nil}
	for _, i := range g.mons[:g.nMons] {
		m := g.monster(int(i))
		v.Monsters = append(v.Monsters, CardView{ID: m.ID, Name: m.Name, Type: m.Type})
	}
	for _, i := range g.evs[:g.nEvs] {
		e := g.event(int(i))
		v.Events = append(v.Events, CardView{ID: e.ID, Name: e.Title})
	}
	v.TypedMonsters, v.TypedEvents = g.typed.views()
	for l := range nLines {
		lv := LineView{Line: lineIDs[l], Need: int(g.need[l]), Has: g.lineValue(l), Complete: g.complete(l)}
		for i, p := range g.board {
			if int(p.line) != l {
				continue
			}
			pv := PlacedView{Owner: int(p.owner), FaceDown: p.down, Value: g.base(i)}
			if p.kind != unnamed && (!p.down || viewer == rules.Chance || viewer == rules.Seat(p.owner)) {
				pv.Card, pv.Name = g.kinds[p.kind].id, g.kinds[p.kind].name
				if p.as != noCopy {
					pv.Copies = g.kinds[p.as].name
				}
			}
			lv.Cards = append(lv.Cards, pv)
		}
		v.Lines = append(v.Lines, lv)
	}
	for p := range g.n {
		sv := SeatView{Player: g.names[p], HandCount: g.handCount(p), Draw: g.drawCount(p), Track: int(g.track[p]),
			VP: int(g.vp[p]), Passed: g.passed.Has(seat(p)), TraumaCards: g.traumaCards(p)}
		if !g.table && (viewer == rules.Chance || viewer == rules.Seat(p)) {
			sv.Hand = g.list(p, pHand)
		}
		sv.Discard = g.list(p, pDisc)
		sv.Waste = g.list(p, pWaste)
		for i := range g.c.Monsters {
			if g.kept[p]&(1<<i) != 0 {
				sv.Monsters = append(sv.Monsters, g.monster(i).ID)
			}
		}
		if g.result != nil {
			sv.Final, sv.Trauma, sv.Sets, sv.Level = g.final(p), g.traumaPoints(p), g.setPoints(p), g.level(p)
		}
		v.Seats = append(v.Seats, sv)
	}
	if g.result != nil {
		for _, w := range g.result.Winners {
			v.Winners = append(v.Winners, int(w))
		}
	}
	return v
}

// list is the kinds of the cards of a pile, one entry a card.
func (g *game) list(s, pile int) []string {
	var out []string
	for k := range g.kinds {
		for range g.pile[s][pile][k] {
			out = append(out, g.kinds[k].id)
		}
	}
	return out
}

// traumaCards is how many trauma cards seat s holds: in its piles (at the
// table the unknown cards hold its unnamed face-down ones) and face down
// in the battle zone.
func (g *game) traumaCards(s int) int {
	n := 0
	for k := range g.kinds {
		if g.kinds[k].trauma {
			for _, p := range [...]int{pDraw, pHand, pDisc, pUnknown} {
				n += int(g.pile[s][p][k])
			}
		}
	}
	for _, c := range g.board {
		if int(c.owner) == s && c.kind != unnamed && g.kinds[c.kind].trauma {
			n++
		}
	}
	return n
}
