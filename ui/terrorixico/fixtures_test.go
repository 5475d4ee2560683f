package terrorixico

import (
	"math/rand/v2"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// plain is a Common whose renderer draws no colours, so goldens are text;
// color draws in true colour.
var (
	plain = canvastest.Plain
	color = canvastest.Color
)

// busy is a hand-built four-player game in round 6, seen by Ann (seat 0),
// so that the goldens do not follow the rules as they change: the Nahual
// and the Aluxe with two events in the fight; Bob to play; Dan has passed;
// Range and Shield full, Melee and Codex still short; Ann sees her own
// face-down Melee 2, the others' face-down cards are backs.
func busy() rt.View {
	return rt.View{
		Label: tx.HouseLabel, Round: 6, Turn: 1, TraumaLeft: 11, HandLimit: 5, TrackEnd: 4, VPEnd: 40,
		Monsters: []rt.CardView{{ID: "nahual", Name: "Nahual", Type: "magical"}, {ID: "aluxe", Name: "Aluxe", Type: "magical"}},
		Events:   []rt.CardView{{ID: "007", Name: "The Pack Gathers"}, {ID: "002", Name: "Blood Moon"}},
		Lines: []rt.LineView{
			{Line: "range", Need: 15, Has: 15, Complete: true, Cards: []rt.PlacedView{
				{Owner: 0, Card: "range3", Name: "Range 3", Value: 3}, {Owner: 1, Card: "range3", Name: "Range 3", Value: 3},
				{Owner: 2, Card: "trickery", Name: "Trickery", Value: 2}, {Owner: 3, Card: "range2", Name: "Range 2", Value: 2},
				{Owner: 1, Card: "range3", Name: "Range 3", Value: 3}, {Owner: 0, Card: "range2", Name: "Range 2", Value: 2}}},
			{Line: "melee", Need: 12, Has: 7, Cards: []rt.PlacedView{
				{Owner: 1, Card: "melee3", Name: "Melee 3", Value: 3}, {Owner: 0, FaceDown: true, Card: "melee2", Name: "Melee 2", Value: 2},
				{Owner: 2, Card: "mimic", Name: "Mimic", Copies: "Melee 3", Value: 3}, {Owner: 3, FaceDown: true},
				{Owner: 3, Card: "melee1", Name: "Melee 1", Value: 1}}},
			{Line: "shield", Need: 9, Has: 10, Complete: true, Cards: []rt.PlacedView{
				{Owner: 2, Card: "shield3", Name: "Shield 3", Value: 3}, {Owner: 0, Card: "shield2", Name: "Shield 2", Value: 2},
				{Owner: 1, Card: "strength", Name: "Strength"}, {Owner: 2, FaceDown: true}}},
			{Line: "codex", Need: 8, Has: 2},
		},
		Seats: []rt.SeatView{
			{Player: "Ann", Hand: []string{"codex2", "takeadvantage", "trauma2", "melee1", "goodomens"}, HandCount: 5, Draw: 21,
				Discard: []string{"range1", "trauma1", "codex1"}, Waste: []string{"trauma0"}, Track: 1, VP: 14, Monsters: []string{"lechuza"}, TraumaCards: 3},
			{Player: "Bob", HandCount: 5, Draw: 18, Discard: []string{"melee2", "shield1"}, Track: 2, VP: 19, Monsters: []string{"llorona", "cadejo"}, TraumaCards: 1},
			{Player: "Cat", HandCount: 5, Draw: 25, Discard: []string{"trauma3"}, Waste: []string{"codex1", "range1"}, Track: 0, VP: 6, TraumaCards: 1},
			{Player: "Dan", HandCount: 5, Draw: 16, Discard: []string{"range2", "trauma1", "trauma2"}, Track: 1, VP: 9, Passed: true,
				Monsters: []string{"chupacabras"}, TraumaCards: 4},
		},
	}
}

// over is the busy table's game at its end.
func over() rt.View {
	v := busy()
	v.Over, v.Winners = true, []int{1}
	for s := range v.Seats {
		v.Seats[s].Hand = nil
	}
	v.Seats[0].Final, v.Seats[0].Trauma, v.Seats[0].Sets, v.Seats[0].Level = 11, 3, 0, "Cleric"
	v.Seats[1].Final, v.Seats[1].Trauma, v.Seats[1].Sets, v.Seats[1].Level = 21, 0, 2, "Mythbuster"
	v.Seats[2].Final, v.Seats[2].Trauma, v.Seats[2].Level = 3, 3, "Baby"
	v.Seats[3].Final, v.Seats[3].Trauma, v.Seats[3].Level = 6, 3, "Apprentice"
	return v
}

// played is a real game of the rules, four players, played by a seeded
// random player into its fourth round, six cards in the frontlines, or as
// far as it gets, and seen by
// whoever the game waits for.
func played(t testing.TB) rt.View {
	g := playTo(t, 4, 7, 4)
	seat := g.Prompt().Seat
	if seat < 0 {
		seat = 0
	}
	v, ok := g.View(seat).(rt.View)
	if !ok {
		t.Fatalf("the rules' view is a %T", g.View(seat))
	}
	return v
}

// playTo plays a seeded random game of n players to round round, or as far
// as it gets.
func playTo(t testing.TB, n int, seed uint64, round int) rules.Game {
	def := rt.Definition(tx.Default())
	g, err := def.Start(rules.Setup{Game: def.Name, Seats: rulestest.Seats(n), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 14))
	for range 5000 {
		if over, _ := g.Result(); over {
			break
		}
		p := g.Prompt()
		if v, ok := g.View(rules.Chance).(rt.View); ok && v.Round >= round && placed(v) >= 6 && !p.IsChance() {
			break
		}
		if g, _, err = g.Apply(p.Seat, rulestest.RandomAnswer(p, r).ID); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// placed counts the cards in the frontlines.
func placed(v rt.View) int {
	n := 0
	for _, lv := range v.Lines {
		n += len(lv.Cards)
	}
	return n
}

// allViews are the fixtures and the odd values a board must survive.
func allViews(t testing.TB) map[string]any {
	b := busy()
	return map[string]any{
		"busy":       busy(),
		"busy ptr":   &b,
		"over":       over(),
		"played":     played(t),
		"busiest":    *NewBoard(nil).Busiest,
		"empty":      rt.View{},
		"not a view": "not a view",
	}
}

// sel is a selection as the game screen hands it: the choice's ID.
// sel is the choice id under the cursor with what the rules say it
// touches (rules/terrorixico's Touch: a play names its line and card, a
// trauma on a relic that relic's line, owner and kind too).
func sel(id string) common.Selection {
	touches := map[string]rules.Touch{
		"play melee1":               {Places: []string{"melee"}, Cards: []string{"melee1"}},
		"play melee2":               {Places: []string{"melee"}, Cards: []string{"melee2"}},
		"play melee3":               {Places: []string{"melee"}, Cards: []string{"melee3"}},
		"hide trickery codex":       {Places: []string{"codex"}, Cards: []string{"trickery"}},
		"hide takeadvantage codex":  {Places: []string{"codex"}, Cards: []string{"takeadvantage"}},
		"give trauma1 to p2":        {Seats: []rules.Seat{1}, Cards: []string{"trauma1"}},
		"give trauma1 to p3":        {Seats: []rules.Seat{2}, Cards: []string{"trauma1"}},
		"play trauma2 on p2 melee3": {Places: []string{"melee"}, Seats: []rules.Seat{1}, Cards: []string{"trauma2", "melee3"}},
		"show trauma0":              {Cards: []string{"trauma0"}},
	}
	return common.Selection{ID: id, Touch: touches[id]}
}
