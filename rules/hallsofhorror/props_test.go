package hallsofhorror

import (
	"math/rand/v2"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"pgregory.net/rapid"
)

// Property tests over random legal games.

var propContent = hh.Default()
var propDef = Definition(propContent)

var bothModes = []rules.Mode{rules.Digital, rules.Table}

func randomSetup(t *rapid.T) rules.Setup {
	n := rapid.IntRange(2, 4).Draw(t, "seats")
	opts := map[string]string{optVariant: rapid.SampledFrom([]string{hh.VariantA, hh.VariantB, variantMix}).Draw(t, "rooms"),
		optSide: rapid.SampledFrom([]string{sideBasic, sideAdv}).Draw(t, "side")}
	mode := rapid.SampledFrom([]rules.Mode{rules.Digital, rules.Table}).Draw(t, "mode")
	opts[optEdition] = rapid.SampledFrom([]string{edition2, edition1}).Draw(t, "edition")
	return rules.Setup{Game: "hallsofhorror", Seats: rulestest.Seats(n), Options: opts, Seed: rapid.Uint64().Draw(t, "seed"), Mode: mode}
}

// checkState asserts the invariants every state keeps.
func checkState(t *rapid.T, g rules.Game, setup rules.Setup) {
	v := g.View(rules.Chance).(View)
	su := propContent.Setup(len(setup.Seats))
	cells := map[string]bool{}
	for _, r := range v.Grid {
		cells[r.Cell] = true
	}
	// every participant dealt is on the grid exactly once, and no two
	// players hold the same one
	dealt := map[string]bool{}
	for _, s := range v.Seats {
		if s.Participant == "" {
			continue
		}
		if dealt[s.Participant] {
			t.Fatalf("%s dealt twice", s.Participant)
		}
		dealt[s.Participant] = true
		if s.Cell != "" && !cells[s.Cell] {
			t.Fatalf("%s stands off the grid, in %q", s.Participant, s.Cell)
		}
		if v.Turn > 0 && s.Cell == "" {
			t.Fatalf("%s is not on the grid in turn %d", s.Participant, v.Turn)
		}
		if s.Cell != "" && v.Grid[cellIndex(v, s.Cell)].FaceDown {
			t.Fatalf("%s stands in a face-down room", s.Participant)
		}
		if s.Health < 0 || s.Health > 12 || s.Dead != (s.Health == 0 && s.Participant != "") {
			t.Fatalf("%s has %d HP, dead %v", s.Participant, s.Health, s.Dead)
		}
	}
	// the room deck is conserved: the rooms face down and the deck's cards
	// turned up make the set-up's rooms and exits, no card is turned up
	// twice, no room number shows twice, no removed number shows at all
	seenCard, seenNumber := map[string]bool{}, map[int]bool{}
	dealtRooms, exits := 0, 0
	for _, r := range v.Grid {
		if r.FaceDown || r.Start {
			continue
		}
		dealtRooms++
		if seenCard[r.ID] {
			t.Fatalf("room card %s turned up twice", r.ID)
		}
		seenCard[r.ID] = true
		room := propContent.Room(r.ID)
		if r.Exit {
			exits++
			continue
		}
		if seenNumber[room.Number] {
			t.Fatalf("room number %d turned up twice", room.Number)
		}
		seenNumber[room.Number] = true
		for _, k := range su.RemoveRooms {
			if room.Number == k {
				t.Fatalf("room %s is out of the %d-player deck", r.ID, len(setup.Seats))
			}
		}
		if setup.Options[optVariant] != variantMix && room.Variant != setup.Options[optVariant] {
			t.Fatalf("room %s is not of variant %s", r.ID, setup.Options[optVariant])
		}
	}
	if v.Turn > 0 && dealtRooms+v.FaceDown != su.Rooms+su.Exits || exits > su.Exits {
		t.Fatalf("%d rooms turned up (%d exits) and %d face down, of %d", dealtRooms, exits, v.FaceDown, su.Rooms+su.Exits)
	}
	// reward cards: the deck and the cards drawn are in the box, once
	if v.RewardDeck+len(v.Drawn) > len(propContent.Rewards) || v.RewardDeck == 0 {
		t.Fatalf("%d reward cards in the deck and %d drawn", v.RewardDeck, len(v.Drawn))
	}
	// no view shows another seat's action card before the reveal, and the
	// public view shows none
	for viewer := -1; viewer < len(v.Seats); viewer++ {
		who := rules.Seat(viewer)
		if viewer < 0 {
			who = rules.Nobody
		}
		sv := g.View(who).(View)
		for s, x := range sv.Seats {
			if x.Picked != v.Seats[s].Picked {
				t.Fatalf("seat %d is told seat %d picked %v", viewer, s, x.Picked)
			}
			if !v.Revealed && !v.Over && s != viewer && x.Action != "" {
				t.Fatalf("seat %d sees seat %d's action card before the reveal", viewer, s)
			}
			if s == viewer && x.Action != v.Seats[s].Action {
				t.Fatalf("seat %d does not see its own action card", viewer)
			}
		}
	}
	checkPieces(t, g, v)
	rulestest.CheckPrompt(t, g)
}

// checkPieces asserts where the pieces may be: every body lies in one room
// and belongs to a dead participant; nobody and no Killer stands in a
// locked room; a shut puzzle room holds one participant in play; no item
// is held more often than the box has copies; the tracks stay in bounds;
// and no seat but the Master of the Ceremony sees the MC cards drawn.
func checkPieces(t *rapid.T, g rules.Game, v View) {
	held := map[string]int{}
	for s, x := range v.Seats {
		for _, it := range x.Items {
			held[it]++
		}
		if x.Participant != "" && (x.Health > x.MaxHealth || x.Resolve < 0 || x.Bullets < 0 || x.Shells < 0 || x.Keys < 0) {
			t.Fatalf("seat %d out of bounds: %+v", s, x)
		}
		if x.Cell != "" && !x.Dead && !x.Escaped && v.Grid[cellIndex(v, x.Cell)].Locked {
			t.Fatalf("seat %d stands in a locked room %s", s, x.Cell)
		}
	}
	for _, it := range propContent.Items {
		if held[it.ID] > it.Copies {
			t.Fatalf("%d %s held, the box has %d", held[it.ID], it.ID, it.Copies)
		}
	}
	bodies := map[int]int{}
	gifts := 0
	for _, r := range v.Grid {
		gifts += r.Gifts
		for _, b := range r.Bodies {
			bodies[b]++
			if !v.Seats[b].Dead || v.Seats[b].Cell != r.Cell {
				t.Fatalf("a body of seat %d lies in %s: %+v", b, r.Cell, v.Seats[b])
			}
		}
		if r.Locked && (r.Shut || r.FaceDown) {
			t.Fatalf("room %s is locked and shut or face down: %+v", r.Cell, r)
		}
		if r.Shut {
			in := 0
			for _, x := range v.Seats {
				if x.Cell == r.Cell && !x.Dead && !x.Escaped {
					in++
				}
			}
			if in != 1 {
				t.Fatalf("shut room %s holds %d participants", r.Cell, in)
			}
		}
	}
	for b, k := range bodies {
		if k != 1 {
			t.Fatalf("seat %d's body lies in %d rooms", b, k)
		}
	}
	if gifts+v.GiftBag > len(propContent.Gifts) || v.GiftBag < 0 {
		t.Fatalf("%d gifts on the board, %d in the bag", gifts, v.GiftBag)
	}
	k := v.Killer
	if k.Health < 0 || k.Health > k.MaxHealth || k.Rage < 0 || k.Rage >= len(propContent.Killer.Rage) || (k.Health == 0 && k.Active) {
		t.Fatalf("the Killer is out of bounds: %+v", k)
	}
	if k.Cell != "" && v.Grid[cellIndex(v, k.Cell)].Locked {
		t.Fatalf("the Killer stands in locked room %s", k.Cell)
	}
	for viewer := -1; viewer < len(v.Seats); viewer++ {
		who := rules.Seat(viewer)
		if viewer < 0 {
			who = rules.Nobody
		}
		sv := g.View(who).(View)
		if viewer != v.MC && len(sv.MCHand) > 0 {
			t.Fatalf("seat %d sees the MC's cards %v (the MC is seat %d)", viewer, sv.MCHand, v.MC)
		}
		if sv.MCDrawn != v.MCDrawn {
			t.Fatalf("seat %d is told %d MC cards are drawn, not %d", viewer, sv.MCDrawn, v.MCDrawn)
		}
	}
}

func cellIndex(v View, cell string) int {
	for i, r := range v.Grid {
		if r.Cell == cell {
			return i
		}
	}
	return -1
}

func TestPropertiesOfRandomGames(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{2, 4}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		r := rand.New(rand.NewPCG(setup.Seed, 1))
		// the match's log replays to the same game (RunMatch checks it)
		rulestest.RunMatch(t, propDef, setup, maxAnswers, func(g rules.Game) { checkState(t, g, setup) }, func(m *rules.Match, _ int) {
			p := m.Game().Prompt()
			if p.IsChance() && setup.Mode != rules.Table {
				if _, err := m.Draw(); err != nil {
					t.Fatal(err)
				}
				return
			}
			if _, err := m.Answer(p.Seat, rulestest.RandomAnswer(p, r).ID); err != nil {
				t.Fatal(err)
			}
		})
	})
}

// Every promise of the rules contract, over random setups (rulestest.Conform).
func TestConformsToTheContract(t *testing.T) {
	rulestest.CheckSetups(t, bothModes, [2]int{2, 4}, randomSetup, func(t *rapid.T, setup rules.Setup) {
		rulestest.Conform(t, propDef, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(setup.Seed, 2)), maxAnswers, nil)
	})
}
