package hallsofhorror

import (
	"math/rand/v2"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// plain is a Common whose renderer draws no colours, so goldens are text;
// color draws in true colour; sel is a selection touching what the rules
// would say.
var (
	plain = canvastest.Plain
	color = canvastest.Color
	sel   = canvastest.Select
)

// room is a content room turned up in a cell, as a view shows it.
func room(cell, id string) rh.RoomView {
	r := hh.Default().Room(id)
	rv := rh.RoomView{Cell: cell, ID: r.ID, Name: r.Name, Search: r.Search, Puzzle: r.Puzzle,
		Exit: r.Deck == hh.DeckExit, Start: r.Deck == hh.DeckStart}
	for _, s := range r.Rewards {
		rv.Rewards = append(rv.Rewards, s.Symbol)
	}
	return rv
}

func faceDown(cell string) rh.RoomView { return rh.RoomView{Cell: cell, FaceDown: true} }

// locked is a room locked for good: flipped face down, the rules still
// knowing which it was.
func locked(cell, id string) rh.RoomView {
	r := room(cell, id)
	r.FaceDown, r.Locked = true, true
	return r
}

// busy is a hand-built four-player game in turn 9, seen by Ann (seat 0),
// so that the goldens do not follow the rules as they change: Ben (Ann)
// and Mia (Bob) fight the Killer in the Trophy Room, where a gift lies;
// Ian (Cat) is shut in the Clockwork Cell; Zoe (Dan) died in the Altar
// Surrounded by Traps, where her body and two gifts lie, and Dan is the
// Master of the Ceremony; two rooms are locked for good.
func busy() rh.View {
	grid := []rh.RoomView{
		room("r1c1", "start-2a"), room("r1c2", "2a"), faceDown("r1c3"), locked("r1c4", "9a"), room("r1c5", "start-1a"),
		room("r2c1", "13a"), room("r2c2", "16a"), room("r2c3", "exit-1"), room("r2c4", "6a"), faceDown("r2c5"),
		faceDown("r3c1"), room("r3c2", "1a"), faceDown("r3c3"), locked("r3c4", "11a"), room("r3c5", "4a"),
		room("r4c1", "start-3a"), faceDown("r4c2"), room("r4c3", "20a"), faceDown("r4c4"), room("r4c5", "start-4b"),
	}
	grid[1].Covered = []int{0}
	grid[5].Exhausted = true
	grid[6].Gifts = 1
	grid[8].Shut, grid[8].Covered = true, []int{0}
	grid[11].Bodies, grid[11].Gifts = []int{3}, 2
	grid[14].Covered = []int{0, 1}
	return rh.View{
		Label: hh.HouseLabel, Rooms: "a", Side: "advanced", Phase: "action resolution", Turn: 9, First: 1, MC: 3,
		RowsN: 4, ColsN: 5, Grid: grid, FaceDown: 6, RewardDeck: 13, GiftBag: 8, MCDeck: 31, MCDrawn: 0, Revealed: true, Searcher: -1,
		Killer: rh.KillerView{Cell: "r2c2", Active: true, Health: 6, MaxHealth: 12, Rage: 2, Dice: 4, Damage: 3, KeyTaken: true},
		Seats: []rh.SeatView{
			{Player: "Ann", Participant: "ben", Name: "Ben", Cell: "r2c2", Health: 6, MaxHealth: 10, Resolve: 2, Keys: 1, Bullets: 1,
				Items: []string{"pistol", "knife"}, Picked: true, Action: "attack"},
			{Player: "Bob", Participant: "mia", Name: "Mia", Cell: "r2c2", Health: 4, MaxHealth: 10, Resolve: 3, Shells: 2,
				Items: []string{"kevlar-vest"}, Panicked: true, Picked: true, Action: "escape"},
			{Player: "Cat", Participant: "ian", Name: "Ian", Cell: "r2c4", Health: 9, MaxHealth: 10, Resolve: 4, Keys: 1,
				ShutIn: true, Picked: true, Action: "search", LocksOwed: 1},
			{Player: "Dan", Participant: "zoe", Name: "Zoe", Cell: "r3c2", Health: 0, MaxHealth: 10, Keys: 2, Bullets: 3,
				Items: []string{"fireaxe"}, Dead: true},
		},
		Combat: &rh.CombatView{Cell: "r2c2", Parties: []rh.PartyView{
			{Seat: 1, Card: "escape", Faces: 4, Dice: 4, Rolled: true, Successes: 2},
			{Seat: 0, Card: "attack", Weapon: "pistol", Faces: 4, Dice: 4, Rolled: true, Successes: 3, Damage: 4, Accepted: true},
			{Seat: -1, Card: "attack", Faces: 5, Dice: 4, Rolled: true, Successes: 2, Damage: 3},
		}},
	}
}

// searching is busy a moment later, seen by Cat: the combat is over and
// Ian searches the Clockwork Cell he is shut in, with a Resolve spent.
func searching() rh.View {
	v := busy()
	v.Combat = nil
	v.Drawn = []string{"r05", "r11", "r04", "r16"}
	v.Dropped = "r07"
	v.Spent = 1
	v.Searcher = 2
	return v
}

// mcTurn is busy at the Master of the Ceremony phase, seen by Dan, the
// MC: he drew two cards and plays Locked Doors, one Killer symbol left.
func mcTurn() rh.View {
	v := busy()
	v.Combat, v.Phase, v.Revealed = nil, "master of the ceremony", false
	seats := append([]rh.SeatView(nil), v.Seats...)
	for s := range seats {
		seats[s].Picked, seats[s].Action = false, ""
	}
	v.Seats = seats
	v.MCHand, v.MCDrawn = []string{"footsteps-above"}, 2
	v.MCCard, v.Symbols = "locked-doors", 1
	v.Killer.Active = false
	return v
}

// twoPlayer is the 2-player set-up the rulebook calls unfinished, on a
// 4x4 house, at its first turn.
func twoPlayer() rh.View {
	var grid []rh.RoomView
	for r := 1; r <= 4; r++ {
		for c := 1; c <= 4; c++ {
			grid = append(grid, faceDown("r"+itoa(r)+"c"+itoa(c)))
		}
	}
	grid[0] = room("r1c1", "start-4a")
	grid[15] = room("r4c4", "start-2b")
	return rh.View{Label: hh.HouseLabel, Variant: "work in progress (rulebook v0.5)", Rooms: "b", Side: "basic", Phase: "action selection",
		Turn: 1, First: 0, MC: -1, RowsN: 4, ColsN: 4, Grid: grid, FaceDown: 14, RewardDeck: 21, GiftBag: 12, MCDeck: 37,
		Killer: rh.KillerView{Cell: "r2c3", Active: true, Health: 10, MaxHealth: 12, Dice: 3, Damage: 2},
		Seats: []rh.SeatView{
			{Player: "You", Participant: "zoe", Name: "Zoe", Cell: "r1c1", Health: 10, MaxHealth: 10, Resolve: 1, Picked: true, Action: "right"},
			{Player: "Bo", Participant: "ian", Name: "Ian", Cell: "r4c4", Health: 10, MaxHealth: 10, Resolve: 1},
		}}
}

// over is busy at its end: Mia got out through the exit.
func over() rh.View {
	v := busy()
	v.Combat, v.Over, v.Phase, v.Winners = nil, true, "over", []int{1}
	seats := append([]rh.SeatView(nil), v.Seats...)
	seats[1].Escaped, seats[1].Keys = true, 2
	v.Seats = seats
	return v
}

// played is a real game of the rules, four players on the advanced side,
// played by a seeded random player to its tenth turn, or as far as it
// gets, and seen by whoever the game waits for.
func played(t testing.TB) rh.View {
	def := rh.Definition(hh.Default())
	g, err := def.Start(rules.Setup{Game: def.Name, Seats: rulestest.Seats(4), Seed: 7,
		Options: map[string]string{"rooms": "a", "side": "advanced"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 14))
	for range 2000 {
		if over, _ := g.Result(); over {
			break
		}
		p := g.Prompt()
		if v, ok := g.View(rules.Chance).(rh.View); ok && v.Turn >= 10 && !p.IsChance() {
			break
		}
		if g, _, err = g.Apply(p.Seat, rulestest.RandomAnswer(p, r).ID); err != nil {
			t.Fatal(err)
		}
	}
	seat := g.Prompt().Seat
	if seat < 0 {
		seat = 0
	}
	v, ok := g.View(seat).(rh.View)
	if !ok {
		t.Fatalf("the rules' view is a %T", g.View(seat))
	}
	return v
}

// allViews are the fixtures and the odd values a board must survive.
func allViews(t testing.TB) map[string]any {
	b := busy()
	return map[string]any{
		"busy":       busy(),
		"busy ptr":   &b,
		"searching":  searching(),
		"mc":         mcTurn(),
		"two":        twoPlayer(),
		"over":       over(),
		"played":     played(t),
		"busiest":    *NewBoard(nil).Busiest,
		"empty":      rh.View{},
		"not a view": "not a view",
	}
}
