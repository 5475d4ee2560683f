package hallsofhorror

import (
	"slices"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
)

// busiest is the crowded table a plan is chosen to hold, made from the
// content: four players on the biggest house of the set-ups, every room
// turned up with the longest names, covered rewards, two rooms locked and
// a puzzle shut; a combat of three participants and the Killer in one
// room, the fourth participant's body and gift tokens there too; a Search
// under way with its cards; the MC playing a card with the longest text
// and holding the longest titles; every participant carrying much. A
// busier table flows on to the next page.
func busiest(c *hh.Content) *rh.View {
	rows, cols, seats := 4, 5, 4
	for _, s := range c.Setups {
		if s.Rows*s.Cols > rows*cols {
			rows, cols = s.Rows, s.Cols
		}
		seats = max(seats, s.Players)
	}
	seats = min(seats, len(c.Participants))
	v := &rh.View{Label: c.Label(), Variant: "", Rooms: hh.VariantA, Side: "advanced", Phase: "action resolution", Turn: 12,
		First: 1, MC: 3, RowsN: rows, ColsN: cols, RewardDeck: 9, GiftBag: 7, MCDeck: 30, MCDrawn: 2, Revealed: true, Symbols: 3}
	for _, s := range c.Setups {
		if s.Label != "" && len(s.Label) > len(v.Variant) {
			v.Variant = s.Label // the labels show on every table
		}
	}
	// The rooms with the longest names, those of the rows' middles first.
	rooms := make([]*hh.Room, 0, len(c.Rooms))
	for i := range c.Rooms {
		if c.Rooms[i].Deck == hh.DeckMain {
			rooms = append(rooms, &c.Rooms[i])
		}
	}
	slices.SortStableFunc(rooms, func(a, b *hh.Room) int { return len(b.Name) - len(a.Name) })
	var starts, exits []*hh.Room
	for i := range c.Rooms {
		switch c.Rooms[i].Deck {
		case hh.DeckStart:
			starts = append(starts, &c.Rooms[i])
		case hh.DeckExit:
			exits = append(exits, &c.Rooms[i])
		}
	}
	slices.SortStableFunc(starts, func(a, b *hh.Room) int { return len(b.Name) - len(a.Name) })
	corner := func(cell int) bool {
		r, k := cell/cols, cell%cols
		return (r == 0 || r == rows-1) && (k == 0 || k == cols-1)
	}
	next := 0
	for cell := range rows * cols {
		rv := rh.RoomView{Cell: "r" + itoa(cell/cols+1) + "c" + itoa(cell%cols+1)}
		var r *hh.Room
		switch {
		case corner(cell) && len(starts) > 0:
			r = starts[cell%len(starts)]
		case cell == cols+2 && len(exits) > 0:
			r = exits[0]
		case len(rooms) > 0:
			r = rooms[next%len(rooms)]
			next++
		}
		if r != nil {
			rv.ID, rv.Name, rv.Search, rv.Puzzle = r.ID, r.Name, r.Search, r.Puzzle
			rv.Exit, rv.Start = r.Deck == hh.DeckExit, r.Deck == hh.DeckStart
			for _, s := range r.Rewards {
				rv.Rewards = append(rv.Rewards, s.Symbol)
			}
			if len(rv.Rewards) > 1 && cell%3 == 0 {
				rv.Covered = []int{0}
			}
		}
		rv.Exhausted = cell%7 == 3
		v.Grid = append(v.Grid, rv)
	}
	v.Grid[len(v.Grid)-2].Locked = true
	v.Grid[cols-2].Locked = true
	v.Grid[2*cols+1].Gifts = 2
	v.Grid[cols+3].Gifts = 1
	fight := cols + 1 // the busiest room: three participants, the Killer, a body, gifts
	v.Grid[fight].Gifts = 2
	v.Grid[fight].Bodies = []int{seats - 1}
	shut := 2*cols + 3
	v.Grid[shut].Shut, v.Grid[shut].Puzzle = true, true
	v.Killer = rh.KillerView{Cell: v.Grid[fight].Cell, Active: true, Health: 7, MaxHealth: c.Killer.MaxHealth, Rage: len(c.Killer.Rage) - 1,
		KeyTaken: false}
	if n := len(c.Killer.Rage); n > 0 {
		v.Killer.Dice, v.Killer.Damage = c.Killer.Rage[n-1].Dice, c.Killer.Rage[n-1].Damage
	}
	items := make([]string, 0, len(c.Items))
	for _, it := range c.Items {
		items = append(items, it.ID)
	}
	for s := range seats {
		p := c.Participants[s]
		sv := rh.SeatView{Player: "Player " + itoa(s+1), Participant: p.ID, Name: p.Name, Cell: v.Grid[fight].Cell,
			Health: 3, MaxHealth: p.Advanced.Health, Resolve: 12, Keys: 2, Bullets: 11, Shells: 10, Items: items,
			Panicked: true, Picked: true, Action: "attack", LocksOwed: 2}
		if s == seats-1 {
			sv.Dead, sv.Picked, sv.Action = true, false, ""
		}
		if s == 2 {
			sv.Cell, sv.ShutIn, sv.Action = v.Grid[shut].Cell, true, "search"
		}
		v.Seats = append(v.Seats, sv)
	}
	v.Combat = &rh.CombatView{Cell: v.Grid[fight].Cell}
	for s := range seats {
		if s == 2 || s == seats-1 {
			continue
		}
		v.Combat.Parties = append(v.Combat.Parties, rh.PartyView{Seat: s, Card: "attack", Weapon: items[(s+1)%len(items)], Faces: 4, Dice: 6,
			Rolled: true, Successes: 3, Damage: 5, Accepted: s == 0})
	}
	v.Combat.Parties = append(v.Combat.Parties, rh.PartyView{Seat: -1, Card: "attack", Faces: 5, Dice: v.Killer.Dice, Rolled: true,
		Successes: 2, Damage: v.Killer.Damage})
	// Cards: a long Search, the MC's card with the longest text and the
	// longest titles in the MC's hand.
	for k, r := range c.Rewards {
		if k < 9 {
			v.Drawn = append(v.Drawn, r.ID)
		}
	}
	if len(c.Rewards) > 0 {
		v.Dropped = c.Rewards[len(c.Rewards)-1].ID
	}
	v.Spent = 3
	v.Searcher = 2
	mc := slices.Clone(c.MC)
	slices.SortStableFunc(mc, func(a, b hh.MCCard) int { return len(b.Text) - len(a.Text) })
	if len(mc) > 0 {
		v.MCCard = mc[0].ID
	}
	slices.SortStableFunc(mc, func(a, b hh.MCCard) int { return len(b.Title) - len(a.Title) })
	for k := range min(len(mc), seats) {
		v.MCHand = append(v.MCHand, mc[k].ID)
	}
	v.FaceDown = 0
	return v
}
