package cityofhorror

import (
	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
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

// Card titles that live only in the hidden hands of the fixtures: none may
// ever be drawn or said for a seat that is not the viewer.
var secretTitles = []string{"Zephyr Flask", "Quokka Charm"}

// locations are the six locations of the embedded content on side A, in
// resolution order, empty.
func locations() []rc.LocationView { return locationsOn(coh.SideA) }

// locationsOn are the locations on a side.
func locationsOn(side string) []rc.LocationView {
	c := coh.Default()
	var out []rc.LocationView
	for _, id := range c.Order() {
		l, p := c.Location(id), c.Printed(id)
		lv := rc.LocationView{ID: id, Name: l.Name, Number: p.Number, Spaces: p.Side(side).Spaces, Effect: l.Side(side).Text,
			Attack: "as many zombies as characters"}
		if p.Side(side).Attack.Kind == coh.AtLeast {
			lv.Attack = "at least 1 zombie"
		}
		if x := l.Side(side).Explosions; x != nil {
			lv.MarkersAt = x.At
		}
		out = append(out, lv)
	}
	return out
}

func char(id, name string, seat int, at string, rested bool, value int) rc.CharacterView {
	return rc.CharacterView{ID: id, Name: name, Seat: seat, Location: at, Rested: rested, Value: value, Votes: 1}
}

// midGame is a hand-built four-player game at 3:00, seen by Ann (seat 0):
// her hand shows, the others' are counted. The Bank is being resolved: a
// vote on who is eaten there is half cast, two cards were played (the
// first cancelled) and the window is open. Bob has looked at the coming
// invasion card; the view shows that he knows it, not what it holds.
func midGame() rc.View {
	ls := locations()
	set := func(id string, f func(l *rc.LocationView)) {
		for i := range ls {
			if ls[i].ID == id {
				f(&ls[i])
			}
		}
	}
	set("water-tower", func(l *rc.LocationView) { l.Zombies, l.Markers, l.Resolved, l.Used = 2, 1, true, []int{1} })
	set("armory", func(l *rc.LocationView) {
		l.Zombies, l.Markers, l.Cards, l.Resolved = 5, 2, 1, true
	})
	set("bank", func(l *rc.LocationView) {
		l.Zombies, l.Attacks, l.Antidotes, l.Replicas, l.Used = 4, true, 1, []int{2}, []int{0}
	})
	set("church", func(l *rc.LocationView) { l.Zombies, l.Cards = 1, 2 })
	set("hospital", func(l *rc.LocationView) { l.Zombies, l.Antidotes = 8, 2 })
	set("crossroads", func(l *rc.LocationView) { l.Zombies, l.Attacks = 3, true })
	v := rc.View{
		Label: coh.HouseLabel, Side: coh.SideA, Hour: coh.Hour3, Phase: rc.PhaseResolution,
		First: 1, Leader: 2, Locations: ls, Resolving: "bank", Revealed: true,
		Horde: 14, Deck: 19, Reserve: 11, FoodLeft: 7,
		Discard: []rc.CardCount{{ID: "gun", Title: "Gun", N: 2}, {ID: "chainsaw", Title: "Chainsaw", N: 1}},
		Seats: []rc.SeatView{
			{Player: "Ann", Color: "red", Hand: 3, Antidotes: 1, FoodTokens: 2, Food: 5, Living: 3, Picked: true, Pick: "bank",
				Cards: []rc.CardCount{{ID: "shotgun", Title: "Shotgun", N: 2}, {ID: "hideout", Title: "Hideout", N: 1}}},
			{Player: "Bob", Color: "yellow", Hand: 4, HandHidden: true, Antidotes: 2, FoodTokens: 1, FoodHidden: true, Canned: 1, Living: 4, Picked: true, Pick: "armory"},
			{Player: "Cy", Color: "green", Hand: 2, HandHidden: true, Living: 2, Picked: true, Pick: "hospital"},
			{Player: "Dee", Color: "blue", Hand: 0, Eliminated: true, Picked: false},
		},
		Characters: []rc.CharacterView{
			char("blonde", "Blonde", 0, "bank", true, 5),
			char("geek", "Geek", 0, "crossroads", false, 3),
			char("granny", "Granny", 0, "", true, 5),
			char("punk", "Punk", 1, "armory", true, 4),
			char("rasta", "Rasta", 1, "water-tower", true, 4),
			char("mama", "Mama", 1, "armory", false, 3),
			char("priest", "Priest", 1, "bank", true, 4),
			char("pregnant-woman", "Pregnant Woman", 2, "bank", false, 2),
			char("little-girl", "Little Girl", 2, "crossroads", true, 5),
			char("thief", "Thief", 3, "", true, 4),
			char("student", "Student", 3, "", true, 3),
		},
		Invasion: &rc.InvasionView{ID: "3-b", Hour: coh.Hour3,
			Moves:   []rc.Shift{{From: "church", To: "hospital", N: 2}},
			Zombies: []rc.Drop{{Location: "bank", N: 2}, {Location: "crossroads", N: 1}},
			Actions: []rc.Drop{{Location: "church", N: 1}}, Antidotes: []rc.Drop{{Location: "hospital", N: 1}}, Leader: 1},
		Peeked: []int{1},
		Vote: &rc.VoteView{Location: "bank", For: "attack", Votes: []int{2, -1, -1, -1}, Weight: []int{1, 1, 3, 0},
			Voted: []bool{true, false, true, false}},
		Played: []rc.PlayView{
			{Seat: 2, Card: "Gun", Target: " at the Bank", Cancelled: true},
			{Seat: 1, Card: "Punk", Power: true, Target: " on Cy's Gun"},
		},
		Window: "Anyone may play a card or a power before the zombies attack the Bank.",
	}
	// Granny, Thief and Student died; the Pregnant Woman gave birth.
	for i := range v.Characters {
		switch v.Characters[i].ID {
		case "granny", "thief", "student":
			v.Characters[i].Dead = true
		case "pregnant-woman":
			v.Characters[i].Votes = 2
		case "mama":
			v.Characters[i].Extra = true
		case "little-girl":
			v.Characters[i].Safe = true
		case "geek":
			v.Characters[i].Hidden = true
		}
	}
	return v
}

// peeking is midGame seen by Bob, who looked at the coming card: his
// hand shows, Ann's is counted, and the Peek holds the 4:00 card.
func peeking() rc.View {
	v := midGame()
	seats := append([]rc.SeatView(nil), v.Seats...)
	seats[0].Cards, seats[0].HandHidden = nil, true
	seats[1].Cards, seats[1].HandHidden = []rc.CardCount{{ID: "zephyr", Title: secretTitles[0], N: 1}, {ID: "quokka", Title: secretTitles[1], N: 3}}, false
	seats[1].FoodHidden, seats[1].Food = false, 3
	seats[0].FoodHidden, seats[0].Food = true, 0
	v.Seats = seats
	v.Vote = &rc.VoteView{Location: "bank", For: "attack", Votes: []int{-1, 2, -1, -1}, Weight: []int{1, 1, 3, 0}, Voted: []bool{true, true, true, false}}
	v.Peek = &rc.InvasionView{ID: "4-a", Hour: coh.Hour4, Zombies: []rc.Drop{{Location: "church", N: 3}}}
	return v
}

// tableView is midGame at the table (the full view): the app knows only
// the cards shown, Ann's two Shotguns taken from the discard pile and the
// Zephyr Flask Bob took.
func tableView() rc.View {
	v := midGame()
	seats := append([]rc.SeatView(nil), v.Seats...)
	seats[0].Cards, seats[0].HandHidden = []rc.CardCount{{ID: "shotgun", Title: "Shotgun", N: 2}}, true
	seats[1].Cards, seats[1].HandHidden = []rc.CardCount{{ID: "zephyr", Title: secretTitles[0], N: 1}}, true
	v.Seats = seats
	return v
}

// draftView is the set-up in a draft, seen by Ann: the packet in front of
// her and the card she kept.
func draftView() rc.View {
	v := setupGame()
	seats := append([]rc.SeatView(nil), v.Seats...)
	seats[0].Hand = 3
	seats[0].Cards = []rc.CardCount{{ID: "gun", Title: "Gun", N: 1}, {ID: "flashlight", Title: "Flashlight", N: 1}}
	seats[0].Kept = []rc.CardCount{{ID: "shotgun", Title: "Shotgun", N: 1}}
	seats[1].Hand, seats[1].HandHidden = 3, true
	v.Seats = seats
	return v
}

// lateGame is a three-player game on side B at 4:00, the helicopter
// coming: the Water Tower has exploded, the Armory is sealed, a share vote
// was shown with a tie, and face-up food lies at the Crossroads.
func lateGame() rc.View {
	ls := locationsOn(coh.SideB)
	for i := range ls {
		switch ls[i].ID {
		case "water-tower":
			ls[i].State, ls[i].MarkersAt = "exploded", 0
		case "armory":
			ls[i].State, ls[i].Markers, ls[i].MarkersAt, ls[i].Zombies = "sealed", 2, 2, 6
		case "church":
			ls[i].Antidotes, ls[i].Cards = 1, 1
		}
	}
	return rc.View{Label: "my own boards", Side: coh.SideB, Hour: coh.Hour4, Phase: rc.PhaseHelicopter, First: 0, Leader: 1,
		Locations: ls, Horde: 3, Deck: 4, Reserve: 0, FoodLeft: 2, FoodUp: []int{3, 1, 2}, Revealed: true,
		Seats: []rc.SeatView{
			{Player: "You", Color: "red", Hand: 1, Antidotes: 2, Living: 2, Picked: true, Pick: "church",
				Cards: []rc.CardCount{{ID: "canned-food", Title: "Canned Food", N: 1}}},
			{Player: "Bo", Color: "white", Hand: 2, HandHidden: true, Antidotes: 0, Living: 1, Picked: true, Pick: "crossroads"},
			{Player: "Cat", Color: "purple", Hand: 0, Antidotes: 1, Living: 1, Late: true},
		},
		Characters: []rc.CharacterView{
			char("housewife", "Housewife", 0, "church", true, 4),
			char("grandpa", "Grandpa", 0, "crossroads", false, 3),
			char("rocker", "Rocker", 1, "crossroads", true, 4),
			char("sushi-chef", "Sushi Chef", 2, "armory", true, 4),
		},
		Vote: &rc.VoteView{Location: "church", For: "share", Revealed: true, Votes: []int{0, 1, -1}, Weight: []int{1, 1, 0},
			Voted: []bool{true, true, false}, Tied: []int{0, 1}},
	}
}

// overGame is lateGame over: Bo and you won.
func overGame() rc.View {
	v := lateGame()
	v.Over, v.Phase, v.Winners = true, rc.PhaseOver, []int{1, 0}
	seats := append([]rc.SeatView(nil), v.Seats...)
	seats[0].Score, seats[1].Score, seats[2].Score = 9, 9, 4
	v.Seats = seats
	return v
}

// setupGame is the set-up, before anyone is placed.
func setupGame() rc.View {
	return rc.View{Label: coh.HouseLabel, Side: coh.SideA, Phase: rc.PhaseSetup, Locations: locations(), Horde: 40, Deck: 40, Reserve: 16, FoodLeft: 12,
		Seats: []rc.SeatView{{Player: "Ann", Color: "red"}, {Player: "Bob", Color: "yellow"}, {Player: "Cy", Color: "green"}},
		Characters: []rc.CharacterView{
			char("blonde", "Blonde", 0, "", true, 5),
			char("geek", "Geek", 1, "bank", true, 4),
		},
		SetupCard: &rc.InvasionView{ID: "0-a", Hour: coh.Hour0, Zombies: []rc.Drop{{Location: "bank", N: 1}, {Location: "church", N: 1}}},
	}
}

// allViews are the fixtures and the odd values a board must survive.
func allViews() map[string]any {
	c := coh.Default()
	busy := busiest(c)
	mid := midGame()
	return map[string]any{
		"mid":        midGame(),
		"mid ptr":    &mid,
		"peeking":    peeking(),
		"table":      tableView(),
		"draft":      draftView(),
		"late":       lateGame(),
		"over":       overGame(),
		"setup":      setupGame(),
		"busiest":    busy,
		"empty":      rc.View{},
		"not a view": "not a view",
	}
}
