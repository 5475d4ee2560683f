package hallsofhorror

import (
	"slices"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Search rule tests (rulebook 5.2.2, 6.1, 6.2, appendix A and B): puzzles,
// the special rooms, Resolve spent on a search, gifts, bodies, the First Aid
// Kit and Panic.

// searcher is a table of two seats, seat 0 alone in room id (r2c2), seat 1
// far away; nothing is run yet.
func searcher(t *testing.T, id string) *game {
	t.Helper()
	g := table(t, 2)
	g.lay(t, g.cell(1, 1), id)
	g.put(0, g.cell(1, 1))
	g.lay(t, g.cell(3, 3), "start-1a")
	g.put(1, g.cell(3, 3))
	return g
}

// shutIn is seat 0 locked in the puzzle room id.
func shutIn(t *testing.T, id string) *game {
	g := searcher(t, id)
	g.shut |= 1 << g.cell(1, 1)
	return g
}

// draw answers exactly len(ids) reward draws, and fails if the search
// draws more.
func draw(t *testing.T, p *rulestest.Player, ids ...string) {
	t.Helper()
	for _, id := range ids {
		act(p, "reward "+id)
	}
	if isDraw(p) {
		t.Fatalf("the search draws more than %d cards", len(ids))
	}
}

func isDraw(p *rulestest.Player) bool {
	return strings.HasPrefix(p.Prompt().Text, "Draw a reward card")
}

// again runs another Search by seat s on what p's game has come to.
func again(t *testing.T, p *rulestest.Player, s int) *rulestest.Player {
	t.Helper()
	return run(t, state(p).Clone(), searchStep(s))
}

const here = 5 // r2c2 on the 4x4 grid of two players

// Puzzles (5.2.2.2). The Clockwork Cell (6A) draws 4; its row is a shell
// (5 under it), a bullet (6), a key (7), a blank space and 2 damage.

func TestPuzzleFailCoversTheLeftMostRewardAndTheNextAttemptDrawsTheNumberUnderIt(t *testing.T) {
	p := run(t, shutIn(t, "6a"), searchStep(0))
	draw(t, p, "r01", "r02", "r03", "r04") // four symbols, no pair
	v := view(p)
	if r := v.Grid[here]; !slices.Equal(r.Covered, []int{0}) || !r.Shut || !v.Seats[0].ShutIn {
		t.Fatalf("after a failure: room %+v", r)
	}
	if v.Seats[0].Shells != 0 || v.Seats[0].Health != 10 {
		t.Fatalf("a failure gave %+v", v.Seats[0])
	}
	p = again(t, p, 0)
	// five cards, the number under the shell; firearm twice solves it
	draw(t, p, "r06", "r07", "r08", "r09", "r10")
	v = view(p)
	if r := v.Grid[here]; r.Shut || v.Seats[0].ShutIn || !slices.Equal(r.Covered, []int{0, 1}) {
		t.Fatalf("after solving: room %+v", r)
	}
	if v.Seats[0].Bullets != 1 || v.Seats[0].Shells != 0 {
		t.Fatalf("solving gave %d bullets and %d shells; want the left-most reward left, a bullet", v.Seats[0].Bullets, v.Seats[0].Shells)
	}
}

func TestPuzzleSolvedAtOnceGivesTheLeftMostReward(t *testing.T) {
	p := run(t, shutIn(t, "6a"), searchStep(0))
	draw(t, p, "r04", "r11", "r01", "r02") // ammo twice
	v := view(p)
	if v.Seats[0].Shells != 1 || v.Grid[here].Shut || !p.Saw("opens") {
		t.Fatalf("solved: shells %d, room %+v", v.Seats[0].Shells, v.Grid[here])
	}
}

// Every reward covered: the final attempt draws the number under the last
// one; solved, it opens the room and gives nothing.
func TestPuzzleFinalAttemptSolvedGivesNothingButOpens(t *testing.T) {
	g := shutIn(t, "6a")
	g.covered[here] = 0b111
	p := run(t, g, searchStep(0))
	draw(t, p, "r01", "r02", "r03", "r04", "r05", "r06", "r08") // melee twice
	v := view(p)
	s := v.Seats[0]
	if v.Grid[here].Shut || s.Keys != 0 || s.Bullets+s.Shells != 0 || s.Health != 10 || s.Resolve != 0 {
		t.Fatalf("final attempt solved: room %+v, seat %+v", v.Grid[here], s)
	}
}

// Failed, the final attempt deals the penalty (the right-most space) and
// opens the room.
func TestPuzzleFinalAttemptFailedDealsThePenaltyAndOpens(t *testing.T) {
	g := shutIn(t, "6a")
	g.covered[here] = 0b111
	p := run(t, g, searchStep(0))
	draw(t, p, "r01", "r02", "r03", "r04", "r05", "r06", "r07")
	v := view(p)
	if v.Grid[here].Shut || v.Seats[0].Health != 8 || v.Seats[0].Resolve != 2 {
		t.Fatalf("final attempt failed: room %+v, seat %+v", v.Grid[here], v.Seats[0])
	}
}

// A puzzle room that locks shuts behind a participant who turned it up and
// is alone in it at the end of the turn; shut in, they can only Search.
func TestLockingPuzzleRoomLocksALoneEntrantAtTheEndOfTheTurn(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(3, 3), "start-2a")
	g.put(1, g.cell(3, 3))
	p := run(t, g, resolvedStep(), moveStep(0, actRight))
	act(p, "room 6a")
	v := view(p)
	if !v.Grid[1].Shut || !v.Seats[0].ShutIn {
		t.Fatalf("the lone entrant is not shut in: %+v", v.Grid[1])
	}
	p = run(t, state(p).Clone(), actionsStep(engine.AllSeats(2)))
	if ids := asked(t, p, 0); !slices.Equal(ids, []string{"search"}) {
		t.Fatalf("shut in a puzzle room, the options are %v", ids)
	}
}

func TestLockingPuzzleRoomStaysOpenWithCompany(t *testing.T) {
	g := table(t, 2)
	g.lay(t, g.cell(0, 0), "start-1a")
	g.put(0, g.cell(0, 0))
	g.lay(t, g.cell(0, 2), "5a")
	g.put(1, g.cell(0, 2))
	p := run(t, g, resolvedStep(), moveStep(1, actLeft), moveStep(0, actRight))
	act(p, "room 6a")
	v := view(p)
	if v.Grid[1].Shut || v.Seats[0].ShutIn || v.Seats[1].Cell != "r1c2" {
		t.Fatalf("with company the room shut: %+v, seat 1 in %s", v.Grid[1], v.Seats[1].Cell)
	}
}

// 10A Potential Exit: a failure deals damage and exhausts the room.
func TestPotentialExitFailingDamagesAndExhausts(t *testing.T) {
	p := run(t, searcher(t, "10a"), searchStep(0))
	draw(t, p, "r01", "r02", "r03")
	v := view(p)
	if v.Seats[0].Health != 8 || !v.Grid[here].Exhausted || v.Seats[0].Keys != 0 {
		t.Fatalf("failed Potential Exit: seat %+v, room %+v", v.Seats[0], v.Grid[here])
	}
}

func TestPotentialExitSolvedGivesTheKeyAndExhausts(t *testing.T) {
	p := run(t, searcher(t, "10a"), searchStep(0))
	draw(t, p, "r05", "r11", "r01")
	v := view(p)
	if v.Seats[0].Keys != 1 || v.Seats[0].LocksOwed != 1 || !v.Grid[here].Exhausted {
		t.Fatalf("solved Potential Exit: seat %+v, room %+v", v.Seats[0], v.Grid[here])
	}
}

// 20A Puzzle Obelisk: a failure deals damage but does not exhaust.
func TestPuzzleObeliskFailingDamagesButStays(t *testing.T) {
	p := run(t, searcher(t, "20a"), searchStep(0))
	draw(t, p, "r01", "r02", "r03")
	v := view(p)
	if v.Seats[0].Health != 8 || v.Grid[here].Exhausted || len(v.Grid[here].Covered) != 0 {
		t.Fatalf("failed Obelisk: seat %+v, room %+v", v.Seats[0], v.Grid[here])
	}
}

// Problem Solver: Ian draws one card more in a puzzle.
func TestProblemSolverDrawsOneMoreInPuzzles(t *testing.T) {
	g := shutIn(t, "6a")
	g.side = sideAdv
	g.part[0], g.part[1] = 2, 0 // Ian
	p := run(t, g, searchStep(0))
	draw(t, p, "r01", "r02", "r03", "r04", "r05")
}

// Rooms with no search number (appendix A).

// 15A Sacrificial Altar: pay 3 HP, take the key, no cards.
func TestSacrificialAltarPaysHealthForItsReward(t *testing.T) {
	p := run(t, searcher(t, "15a"), searchStep(0))
	done(t, p)
	v := view(p)
	if v.Seats[0].Health != 7 || v.Seats[0].Keys != 1 || v.Seats[0].LocksOwed != 1 || !v.Grid[here].Exhausted {
		t.Fatalf("altar: seat %+v, room %+v", v.Seats[0], v.Grid[here])
	}
}

// 19A Strongbox: spend a key for a shotgun with two shells more than its
// own one.
func TestStrongboxSpendsAKeyForALoadedShotgun(t *testing.T) {
	g := searcher(t, "19a")
	g.keys[0] = 1
	p := run(t, g, searchStep(0))
	done(t, p)
	v := view(p)
	if v.Seats[0].Keys != 0 || !slices.Contains(v.Seats[0].Items, "shotgun") || v.Seats[0].Shells != 3 || !v.Grid[here].Exhausted {
		t.Fatalf("strongbox: %+v", v.Seats[0])
	}
	p = run(t, searcher(t, "19a"), searchStep(0))
	if v := view(p); len(v.Seats[0].Items) != 0 || !p.Saw("fewer than 1 key") {
		t.Fatalf("without a key the strongbox gave %v", v.Seats[0].Items)
	}
}

// 8A Fake Hostage: own a pistol and spend a bullet for the First Aid Kit.
func TestFakeHostageNeedsAPistolAndABullet(t *testing.T) {
	g := searcher(t, "8a")
	g.give(0, "pistol")
	g.bullets[0] = 1
	p := run(t, g, searchStep(0))
	done(t, p)
	v := view(p)
	if v.Seats[0].Bullets != 0 || !slices.Contains(v.Seats[0].Items, "first-aid-kit") || !v.Grid[here].Exhausted {
		t.Fatalf("hostage: %+v", v.Seats[0])
	}
	for _, tc := range []struct {
		pistol  bool
		bullets int
	}{{false, 2}, {true, 0}} {
		g := searcher(t, "8a")
		if tc.pistol {
			g.give(0, "pistol")
		}
		g.bullets[0] = int8(tc.bullets)
		p := run(t, g, searchStep(0))
		if v := view(p); slices.Contains(v.Seats[0].Items, "first-aid-kit") || v.Seats[0].Bullets != tc.bullets {
			t.Fatalf("pistol %v, %d bullets: got %+v", tc.pistol, tc.bullets, v.Seats[0])
		}
	}
}

// Panic and Resolve while searching.

func TestPanickedDrawsOneCardFewer(t *testing.T) {
	g := searcher(t, "3a") // draws 5
	g.panic = g.panic.With(0)
	p := run(t, g, searchStep(0))
	act(p, "search room") // or shake off Panic
	draw(t, p, "r01", "r02", "r05", "r07")
	g = shutIn(t, "6a") // a puzzle draws 4
	g.panic = g.panic.With(0)
	p = run(t, g, searchStep(0))
	draw(t, p, "r01", "r02", "r03")
}

// The first Resolve token draws two more cards, each later one one more.
func TestResolveDrawsTwoMoreThenOneMore(t *testing.T) {
	g := searcher(t, "3a")
	g.resolve[0] = 2
	p := run(t, g, searchStep(0))
	for _, id := range []string{"r01", "r02", "r05", "r07", "r19"} {
		act(p, "reward "+id)
	}
	if ids := asked(t, p, 0); !slices.Equal(ids, []string{"accept", "draw more"}) {
		t.Fatalf("before any Resolve is spent: %v", ids)
	}
	act(p, "draw more")
	draw(t, p, "r21", "r09")
	asked(t, p, 0)
	act(p, "draw more")
	draw(t, p, "r13")
	if ids := asked(t, p, 0); slices.Contains(ids, "draw more") || !slices.Contains(ids, "drop r13") {
		t.Fatalf("with no Resolve left: %v", ids)
	}
	act(p, "accept")
	// melee 1, utility 1 (r09), damage 1 (r13): the knife, left-most
	if v := view(p); v.Seats[0].Resolve != 0 || !slices.Equal(v.Seats[0].Items, []string{"knife"}) {
		t.Fatalf("seat %+v", v.Seats[0])
	}
}

// The rulebook's example in 3A: Damage, Damage, Ammunition, Melee, Panic
// would give damage; a Resolve draws Ammunition and Panic, still damage (on
// the left); dropping a Damage card leaves two Ammunition, which win.
func TestResolveDropCardExampleFromTheRulebook(t *testing.T) {
	g := searcher(t, "3a")
	g.resolve[0] = 1
	p := run(t, g, searchStep(0))
	for _, id := range []string{"r06", "r12", "r04", "r01", "r07"} {
		act(p, "reward "+id)
	}
	if c, _ := p.Prompt().Find("accept"); !strings.Contains(c.Label, "2 damage") {
		t.Fatalf("the five cards would give %q", c.Label)
	}
	act(p, "draw more")
	act(p, "reward r11", "reward r21")
	if c, _ := p.Prompt().Find("accept"); !strings.Contains(c.Label, "2 damage") {
		t.Fatalf("the seven cards would give %q; damage lies left of ammunition", c.Label)
	}
	act(p, "drop r06")
	done(t, p)
	if s := view(p).Seats[0]; s.Shells != 1 || s.Health != 10 {
		t.Fatalf("after the drop: %+v; want a shell", s)
	}
}

// Powers on searches.

func TestToughReducesSearchDamage(t *testing.T) {
	g := searcher(t, "3a")
	g.side = sideAdv // Ben
	p := run(t, g, searchStep(0))
	draw(t, p, "r06", "r13", "r05", "r07", "r19")
	if s := view(p).Seats[0]; s.Health != 9 || s.Resolve != 1 {
		t.Fatalf("Ben took %d HP, resolve %d; want 1 and 1", 10-s.Health, s.Resolve)
	}
}

func TestEveryShotCountsGivesOneMoreAmmo(t *testing.T) {
	g := searcher(t, "4a")
	g.side = sideAdv
	g.part[0], g.part[1] = 1, 0 // Mia
	p := run(t, g, searchStep(0))
	draw(t, p, "r04", "r01", "r02")
	if s := view(p).Seats[0]; s.Bullets != 3 {
		t.Fatalf("Mia has %d bullets; want 2+1", s.Bullets)
	}
}

// Gifts, bodies, the First Aid Kit and Panic.

// A Search that could do several things asks which.
func TestSearchChoiceOfferedWhenSeveralArePossible(t *testing.T) {
	g := searcher(t, "3a")
	g.gifts[here] = 1
	g.give(0, "first-aid-kit")
	g.panic = g.panic.With(0)
	g.dead, g.body = g.dead.With(1), g.body.With(1)
	g.put(1, here)
	p := run(t, g, searchStep(0))
	want := []string{"search room", "search gift", "search body 1", "search kit", "search panic"}
	if ids := asked(t, p, 0); !slices.Equal(ids, want) {
		t.Fatalf("search choices %v, want %v", ids, want)
	}
}

func TestGiftPickUpGivesItsItems(t *testing.T) {
	g := searcher(t, "3a")
	g.exhausted |= 1 << here
	g.gifts[here] = 1
	p := run(t, g, searchStep(0))
	if pr := p.Prompt(); !pr.IsChance() || len(pr.Choices) != len(testContent.Gifts) {
		t.Fatalf("picking up a gift asks %q with %v", pr.Text, p.IDs())
	}
	act(p, "gift g05")
	v := view(p)
	if !slices.Equal(v.Seats[0].Items, []string{"knife", "first-aid-kit"}) || v.Grid[here].Gifts != 0 {
		t.Fatalf("after the gift: %v, %d gifts left in the room", v.Seats[0].Items, v.Grid[here].Gifts)
	}
	// the token is out of the game: the next one cannot be it
	h := state(p).Clone()
	h.gifts[here] = 1
	p = run(t, h, searchStep(0))
	act(p, "search gift") // or use the kit just found
	p.MustNot("gift g05")
	p.Must("gift g04")
}

// An item already owned, from a gift, gives 1 Resolve instead (and no
// second pistol's bullets).
func TestGiftItemAlreadyOwnedGivesOneResolve(t *testing.T) {
	g := searcher(t, "3a")
	g.exhausted |= 1 << here
	g.gifts[here] = 1
	g.give(0, "pistol")
	p := run(t, g, searchStep(0))
	act(p, "gift g04")
	if s := view(p).Seats[0]; s.Resolve != 1 || s.Bullets != 0 {
		t.Fatalf("a second pistol gave resolve %d, bullets %d", s.Resolve, s.Bullets)
	}
}

// A gift token is one reward: when nothing on it is new, one Resolve, not
// one for each item (5.2.2.3).
func TestGiftOfTwoItemsBothOwnedGivesOneResolve(t *testing.T) {
	g := searcher(t, "3a")
	g.exhausted |= 1 << here
	g.gifts[here] = 1
	g.give(0, "knife", "first-aid-kit")
	p := run(t, g, searchStep(0))
	act(p, "search gift", "gift g05")
	if s := view(p).Seats[0]; s.Resolve != 1 || len(s.Items) != 2 {
		t.Fatalf("a gift of two owned items gave resolve %d, items %v", s.Resolve, s.Items)
	}
}

// A body gives all its items (none already owned, and no Resolve for those),
// its ammo, its keys and one key more; each key owes a lock.
func TestBodySearchGivesEverythingAndAKeyMore(t *testing.T) {
	g := searcher(t, "3a")
	g.exhausted |= 1 << here
	g.dead, g.body = g.dead.With(1), g.body.With(1)
	g.put(1, here)
	g.give(1, "pistol", "knife")
	g.bullets[1], g.shells[1], g.keys[1] = 3, 1, 1
	g.give(0, "knife")
	p := run(t, g, searchStep(0))
	done(t, p)
	v := view(p)
	s := v.Seats[0]
	if !slices.Equal(s.Items, []string{"knife", "pistol"}) || s.Bullets != 3 || s.Shells != 1 || s.Keys != 2 || s.LocksOwed != 2 || s.Resolve != 0 {
		t.Fatalf("after the body: %+v", s)
	}
	if len(v.Grid[here].Bodies) != 0 || len(v.Seats[1].Items) != 0 || v.Seats[1].Keys != 0 {
		t.Fatalf("the body still lies there or keeps %+v", v.Seats[1])
	}
}

func TestBodyWithoutKeysStillGivesOne(t *testing.T) {
	g := searcher(t, "3a")
	g.exhausted |= 1 << here
	g.dead, g.body = g.dead.With(1), g.body.With(1)
	g.put(1, here)
	p := run(t, g, searchStep(0))
	if s := view(p).Seats[0]; s.Keys != 1 || s.LocksOwed != 1 {
		t.Fatalf("an empty body gave %d keys", s.Keys)
	}
}

func TestFirstAidKitHealsThreeNotAboveMax(t *testing.T) {
	for _, tc := range []struct{ from, to int }{{5, 8}, {9, 10}} {
		g := searcher(t, "3a")
		g.exhausted |= 1 << here
		g.give(0, "first-aid-kit")
		g.health[0] = int8(tc.from)
		p := run(t, g, searchStep(0))
		if s := view(p).Seats[0]; s.Health != tc.to || len(s.Items) != 0 {
			t.Fatalf("kit at %d HP: %d HP, items %v; want %d and the kit used", tc.from, s.Health, s.Items, tc.to)
		}
	}
}

func TestSearchShakesOffPanic(t *testing.T) {
	g := searcher(t, "3a")
	g.panic = g.panic.With(0)
	p := run(t, g, searchStep(0))
	act(p, "search panic")
	done(t, p)
	if view(p).Seats[0].Panicked {
		t.Fatal("still Panicked")
	}
}

// A second Panic card is an owned reward: 1 Resolve.
func TestPanicAlreadyHeldGivesOneResolve(t *testing.T) {
	g := searcher(t, "2a")
	g.panic = g.panic.With(0)
	p := run(t, g, searchStep(0))
	act(p, "search room")
	draw(t, p, "r07", "r13", "r06")
	if s := view(p).Seats[0]; !s.Panicked || s.Resolve != 1 {
		t.Fatalf("%+v", s)
	}
}

// A participant who dies shut in a puzzle room leaves it open: the lock
// held its entrant only, and the body can be searched.
func TestDeathShutInAPuzzleOpensTheRoom(t *testing.T) {
	g := shutIn(t, "6a")
	g.covered[here] = 0b111
	g.health[0] = 2
	p := run(t, g, searchStep(0))
	draw(t, p, "r01", "r02", "r03", "r04", "r05", "r06", "r07")
	v := view(p)
	if v.Grid[here].Shut || !v.Seats[0].Dead || len(v.Grid[here].Bodies) != 1 {
		t.Fatalf("after dying shut in: room %+v, seat %+v", v.Grid[here], v.Seats[0])
	}
}
