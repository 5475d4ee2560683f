package hallsofhorror

import (
	"slices"
	"strings"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Rule tests: each builds the table a rule needs (a state with no steps
// yet, rooms and participants put by hand), pushes the step under test and
// drives it through the contract.

var testContent = hh.Default()

// table is a state of n seats in turn 1 of the A rooms, basic side, each
// seat dealt participant number s, nothing on the grid yet.
func table(t *testing.T, n int) *game {
	t.Helper()
	g, err := newState(testContent, rules.Setup{Seats: rulestest.Seats(n), Options: map[string]string{optVariant: hh.VariantA, optSide: sideBasic}})
	if err != nil {
		t.Fatal(err)
	}
	for s := range n {
		g.part[s] = int8(s)
		g.health[s] = 10 // and no Resolve, so a Search asks nothing more
	}
	g.turn = 1
	return g
}

// cell is the cell at row r and column c, from 0.
func (g *game) cell(r, c int) int { return r*g.cols + c }

// lay turns up room card id on cell.
func (g *game) lay(t *testing.T, cell int, id string) {
	t.Helper()
	for i, r := range g.c.Rooms {
		if r.ID == id {
			g.room[cell] = int16(i)
			return
		}
	}
	t.Fatalf("no room %s", id)
}

// put stands seat s's participant on cell.
func (g *game) put(s, cell int) { g.at[s], g.from[s] = int8(cell), int8(cell) }

// run starts state g with steps pushed (the last runs first).
func run(t *testing.T, g *game, steps ...engine.Step) *rulestest.Player {
	t.Helper()
	g.Push(steps...)
	game, ev, err := engine.Start(g, hhRules)
	if err != nil {
		t.Fatal(err)
	}
	return &rulestest.Player{T: t, Game: game, Events: ev}
}

// act gives each answer in turn.
func act(p *rulestest.Player, ids ...string) { p.Do(ids...) }

func state(p *rulestest.Player) *game { return p.Game.(engine.Game[*game]).State() }

func view(p *rulestest.Player) View { return p.Game.View(rules.Chance).(View) }

// searchIn is a table of one seat alone in room id, searching it.
func searchIn(t *testing.T, id string) *rulestest.Player {
	g := table(t, 2)
	g.lay(t, g.cell(1, 1), id)
	g.put(0, g.cell(1, 1))
	g.lay(t, g.cell(3, 3), "start-1a")
	g.put(1, g.cell(3, 3))
	return run(t, g, searchStep(0))
}

// The rulebook's example of 3A: Panic, Key, Firearm, Damage and Utility
// drawn; Panic, Key and Firearm are not on the room; Damage and Utility tie
// at one card each, and Utility (the First Aid Kit) lies left of Damage.
func TestSearchTieGoesToTheLeftMostReward(t *testing.T) {
	p := searchIn(t, "3a")
	act(p, "reward r07", "reward r05", "reward r02", "reward r06", "reward r03")
	v := view(p)
	if !slices.Contains(v.Seats[0].Items, "first-aid-kit") || v.Seats[0].Health != 10 {
		t.Fatalf("the tie gave %v, health %d; want the First Aid Kit, no damage", v.Seats[0].Items, v.Seats[0].Health)
	}
	// the First Aid Kit's square is covered
	if g := v.Grid[state(p).cell(1, 1)]; !slices.Equal(g.Covered, []int{1}) {
		t.Fatalf("covered %v, want [1]", g.Covered)
	}
}

// Cards whose symbols are not on the room's row count for nothing, however
// many: three cards showing a Key or Panic lose to one Damage card in 3A.
func TestSearchDropsUnrepresentedCards(t *testing.T) {
	p := searchIn(t, "3a")
	act(p, "reward r05", "reward r07", "reward r19", "reward r02", "reward r06")
	v := view(p)
	if v.Seats[0].Health != 8 || v.Seats[0].Keys != 0 || v.Seats[0].Panicked {
		t.Fatalf("health %d keys %d panicked %v; want 2 damage only", v.Seats[0].Health, v.Seats[0].Keys, v.Seats[0].Panicked)
	}
	if v.Seats[0].Resolve != 2 {
		t.Fatalf("resolve %d, want 2 for the damage taken while searching", v.Seats[0].Resolve)
	}
}

// The reward with the most cards wins, even right of another found.
func TestSearchMostCardsWins(t *testing.T) {
	p := searchIn(t, "3a")
	// Utility 1, Damage 2, Ammo 3 (two-symbol cards count for both).
	act(p, "reward r06", "reward r18", "reward r04", "reward r10", "reward r07")
	if v := view(p); v.Seats[0].Shells != 1 || v.Seats[0].Health != 10 || len(v.Seats[0].Items) != 0 {
		t.Fatalf("found %+v; want one shell", v.Seats[0])
	}
}

func TestSearchFindingNothingGivesResolve(t *testing.T) {
	p := searchIn(t, "3a")
	act(p, "reward r05", "reward r07", "reward r02", "reward r19", "reward r21")
	if v := view(p); v.Seats[0].Resolve != 1 || v.Seats[0].Health != 10 || len(v.Seats[0].Items) != 0 {
		t.Fatalf("found %+v; want 1 Resolve and nothing else", v.Seats[0])
	}
	if !p.Saw("1 Resolve") {
		t.Fatal("no event says why")
	}
}

func TestSearchDrawsOnlyCardsStillInTheDeck(t *testing.T) {
	p := searchIn(t, "3a")
	act(p, "reward r05")
	p.MustNot("reward r05")
	p.Must("reward r06")
}

func TestEnteringAFaceDownRoomRevealsIt(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	g.lay(t, g.cell(2, 2), "2a") // already on the board: not in the deck
	p := run(t, g, moveStep(0, actRight))
	if pr := p.Prompt(); !pr.IsChance() {
		t.Fatalf("entering a face-down room asks %q of seat %d, not chance", pr.Text, pr.Seat)
	}
	p.MustNot("room 2a")       // on the board already
	p.MustNot("room 3b")       // the other variant
	p.MustNot("room start-2b") // starting rooms are not in the deck
	p.Must("room exit")
	act(p, "room 5a")
	v := view(p)
	if r := v.Grid[1]; r.FaceDown || r.ID != "5a" || v.Seats[0].Cell != "r1c2" {
		t.Fatalf("room r1c2 is %+v, the participant in %s", r, v.Seats[0].Cell)
	}
}

// With the mixed deck, both variants of a number not seen are offered, and
// neither once one is on the board.
func TestMixedDeckOffersEachNumberOnce(t *testing.T) {
	g, err := newState(testContent, rules.Setup{Seats: rulestest.Seats(4), Options: map[string]string{optVariant: variantMix}})
	if err != nil {
		t.Fatal(err)
	}
	g.part[0], g.health[0] = 0, 10
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "2b")
	p := run(t, g, moveStep(0, actDown))
	p.Must("room 3a")
	p.Must("room 3b")
	p.MustNot("room 2a")
	p.MustNot("room 2b")
}

func TestImpossibleDirectionNotOffered(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	p := run(t, g, actionsStep(engine.AllSeats(2)))
	if ids := p.IDs(); !slices.Equal(ids, []string{"down", "right", "search"}) {
		t.Fatalf("in the top-left corner: %v", ids)
	}
	if !p.Prompt().Secret {
		t.Fatal("the action card is not chosen in secret")
	}
}

func TestNotAloneMeansAttackOrEscape(t *testing.T) {
	g := table(t, 3)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.put(1, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(2, g.cell(3, 3))
	g.killer, g.active = int8(g.cell(3, 3)), true
	p := run(t, g, resolveStep(0), actionsStep(engine.AllSeats(3)))
	for range 3 {
		if ids := p.IDs(); !slices.Equal(ids, []string{"attack", "escape"}) {
			t.Fatalf("seat %d in company is offered %v", p.Prompt().Seat, ids)
		}
		act(p, "attack")
	}
	if pr := p.Prompt(); !pr.IsChance() || !strings.Contains(pr.Text, "4 dice") {
		t.Fatalf("after three attacks the game asks %q, not the first roll", pr.Text)
	}
}

// Two participants swapping rooms would pass through the same doorway: the
// first in initiative order moves, the other stays, and they meet.
func TestSharedDoorwayFirstInOrderMoves(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.lay(t, g.cell(0, 1), "2a")
	g.put(0, g.cell(0, 0))
	g.put(1, g.cell(0, 1))
	g.first = 1
	p := run(t, g, resolveStep(0), actionsStep(engine.AllSeats(2)))
	act(p, "right", "left")
	v := view(p)
	if v.Seats[1].Cell != "r1c1" || v.Seats[0].Cell != "r1c1" {
		t.Fatalf("after the swap: seat 0 in %s, seat 1 in %s; want both in r1c1", v.Seats[0].Cell, v.Seats[1].Cell)
	}
	if state(p).alone(0) {
		t.Fatal("they met, yet seat 0 counts as alone: no combat next turn")
	}
}

func TestHiddenActionUntilTheReveal(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(0, g.cell(0, 0))
	g.put(1, g.cell(3, 3))
	p := run(t, g, turnStep())
	act(p, "search")
	if a := p.Game.View(1).(View).Seats[0]; !a.Picked || a.Action != "" {
		t.Fatalf("seat 1 sees seat 0's pick as %+v", a)
	}
	if a := p.Game.View(0).(View).Seats[0]; a.Action != "search" {
		t.Fatalf("seat 0 does not see its own pick: %+v", a)
	}
}

func TestExitWithTwoKeysAndAPairEscapes(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(1, 1), "exit-1")
	g.put(0, g.cell(1, 1))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	g.keys[0] = 2
	p := run(t, g, resolvedStep(), searchStep(0))
	act(p, "reward r01", "reward r03", "reward r05", "reward r08") // melee twice
	over, res := p.Over()
	if !over || !slices.Equal(res.Winners, []rules.Seat{0}) || res.Reason != "escaped" {
		t.Fatalf("over %v, result %+v", over, res)
	}
}

func TestExitWithoutTwoKeysStaysShut(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(1, 1), "exit-1")
	g.put(0, g.cell(1, 1))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	g.keys[0] = 1
	p := run(t, g, resolvedStep(), searchStep(0))
	if over, _ := p.Over(); over || !p.Saw("1 key of the 2 needed") {
		t.Fatalf("over %v, events %v", over, p.Events)
	}
}

// Once every participant is dead, the players who lost theirs in an earlier
// turn, the Masters of the Ceremony, share the win.
func TestAllDeadTheMastersOfTheCeremonyWin(t *testing.T) {
	g := table(t, 2)
	g.turn = 3
	g.dead = g.dead.With(1)
	g.lay(t, g.cell(1, 1), "3a")
	g.put(0, g.cell(1, 1))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	g.health[0] = 2
	p := run(t, g, resolvedStep(), searchStep(0))
	act(p, "reward r06", "reward r05", "reward r07", "reward r02", "reward r19")
	over, res := p.Over()
	if !over || !slices.Equal(res.Winners, []rules.Seat{1}) || res.Reason != "all dead" {
		t.Fatalf("over %v, result %+v", over, res)
	}
}

func TestSetupByPlayerCount(t *testing.T) {
	def := Definition(testContent)
	for _, tc := range []struct {
		n, cells, starts int
		corners          []string
		killer           []string // where he may start
		killerBy         rules.Seat
	}{
		{4, 20, 4, []string{"r1c1", "r1c5", "r4c1", "r4c5"}, []string{"r2c3", "r3c3"}, 0},
		{3, 16, 3, []string{"r1c1", "r1c4", "r4c1"}, []string{"r4c4"}, -1},
		{2, 16, 2, []string{"r1c1", "r4c4"}, []string{"r2c2", "r2c3", "r3c2", "r3c3"}, 1},
	} {
		p := rulestest.NewPlayer(t, def, rules.Setup{Seats: rulestest.Seats(tc.n)})
		for p.Prompt().Seat == rules.Chance || p.Prompt().Text[:5] == "Which" {
			p.Do(p.IDs()[0])
		}
		if tc.killerBy >= 0 {
			pr := p.Prompt()
			if pr.Seat != tc.killerBy || len(pr.Choices) != len(tc.killer) {
				t.Fatalf("%d players: %q asked of seat %d with %v", tc.n, pr.Text, pr.Seat, p.IDs())
			}
			p.Do(p.IDs()[0])
		}
		v := view(p)
		if len(v.Grid) != tc.cells || v.FaceDown != tc.cells-tc.starts {
			t.Fatalf("%d players: %d rooms, %d face down", tc.n, len(v.Grid), v.FaceDown)
		}
		for _, r := range v.Grid {
			if r.Start != slices.Contains(tc.corners, r.Cell) {
				t.Fatalf("%d players: room %s start %v", tc.n, r.Cell, r.Start)
			}
		}
		if !slices.Contains(tc.killer, v.Killer.Cell) || !v.Killer.Active {
			t.Fatalf("%d players: the Killer starts in %s", tc.n, v.Killer.Cell)
		}
		if (v.Variant != "") != (tc.n == 2) {
			t.Fatalf("%d players: variant label %q", tc.n, v.Variant)
		}
		for _, s := range v.Seats {
			if !slices.Contains(tc.corners, s.Cell) {
				t.Fatalf("%d players: %s starts in %s", tc.n, s.Player, s.Cell)
			}
		}
	}
}

// The Potential Exit is taken out of the deck for 3 players.
func TestThreePlayersRemoveThePotentialExit(t *testing.T) {
	g, err := newState(testContent, rules.Setup{Seats: rulestest.Seats(3)})
	if err != nil {
		t.Fatal(err)
	}
	g.part[0], g.health[0] = 0, 10
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	p := run(t, g, moveStep(0, actRight))
	p.MustNot("room 10a")
	p.Must("room 11a")
}
