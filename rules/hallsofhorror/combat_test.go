package hallsofhorror

import (
	"slices"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Combat rule tests (rulebook 5.2.3, 6.3, 6.4, appendix B). Each builds a
// room where the combat takes place, gives each fighter its Combat Action
// card, pushes the room's combat and answers its prompts: weapons, then the
// dice (counted as successes), then Resolve, then escapes.

// arena is a table of n seats whose first len(acts) seats stand together in
// the Room Filled with Tombs (r2c2), each having played acts[s] (actAttack
// or actEscape); the other seats stand in a starting room far away. The
// rooms around the combat lie face down.
func arena(t *testing.T, n int, acts ...int) *game {
	t.Helper()
	g := table(t, n)
	g.lay(t, g.cell(3, 3), "start-2a")
	for s := range n {
		if s < len(acts) {
			g.put(s, g.arenaCell())
			g.action[s] = int8(acts[s])
		} else {
			g.put(s, g.cell(3, 3))
		}
	}
	g.lay(t, g.arenaCell(), "3a")
	return g
}

func (g *game) arenaCell() int { return g.cell(1, 1) }

// withKiller stands the active Killer in the combat, at rage index rage.
func (g *game) withKiller(rage int) *game {
	g.killer, g.active, g.rage = int8(g.arenaCell()), true, int8(rage)
	return g
}

// give hands seat s items (by id).
func (g *game) give(s int, ids ...string) {
	for _, id := range ids {
		g.items[s] |= 1 << g.itemIndex(id)
	}
}

// fightIn starts the combat of the arena.
func fightIn(t *testing.T, g *game) *rulestest.Player {
	t.Helper()
	return run(t, g, fightStep(g.arenaCell()))
}

// roll answers the dice of the parties in order, as numbers of successes.
func roll(p *rulestest.Player, succ ...int) {
	p.T.Helper()
	for _, k := range succ {
		if pr := p.Prompt(); !pr.IsChance() {
			p.T.Fatalf("want a roll, the game asks %q of seat %d: %v", pr.Text, pr.Seat, p.IDs())
		}
		act(p, "successes "+itoa(k))
	}
}

// done fails unless the game asks nothing more.
func done(t *testing.T, p *rulestest.Player) {
	t.Helper()
	if pr := p.Prompt(); len(pr.Choices) > 0 {
		t.Fatalf("the game still asks %q of seat %d: %v", pr.Text, pr.Seat, p.IDs())
	}
}

// asked fails unless seat s is asked now, and returns the choice ids.
func asked(t *testing.T, p *rulestest.Player, s rules.Seat) []string {
	t.Helper()
	if pr := p.Prompt(); pr.Seat != s {
		t.Fatalf("seat %d should be asked; the game asks %q of seat %d: %v", s, pr.Text, pr.Seat, p.IDs())
	}
	return p.IDs()
}

// hp is seat s's health, as the view shows it.
func hp(p *rulestest.Player, s int) int { return view(p).Seats[s].Health }

// wantHP checks every seat's health.
func wantHP(t *testing.T, p *rulestest.Player, want ...int) {
	t.Helper()
	for s, h := range want {
		if got := hp(p, s); got != h {
			t.Fatalf("seat %d has %d HP, want %d (all: %v)", s, got, h, healths(p))
		}
	}
}

func healths(p *rulestest.Player) []int {
	var out []int
	for _, s := range view(p).Seats {
		out = append(out, s.Health)
	}
	return out
}

// Two participants.

func TestAttackBeatsAttackDealsFullDamage(t *testing.T) {
	p := fightIn(t, arena(t, 2, actAttack, actAttack))
	roll(p, 3, 1)
	wantHP(t, p, 10, 8)
	if v := view(p); v.Seats[1].Resolve != 2 || v.Seats[0].Resolve != 0 {
		t.Fatalf("resolve %d and %d; want 0 for the winner, 2 for the 2 damage taken", v.Seats[0].Resolve, v.Seats[1].Resolve)
	}
	done(t, p)
}

// A tied attack deals its own damage -1, each attacker's counted
// separately: a pistol (4) deals 3, bare hands (2) deal 1.
func TestAttacksTiedEachDealOneLess(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.give(0, "pistol")
	g.bullets[0] = 2
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 2, 2)
	wantHP(t, p, 9, 7)
	done(t, p)
}

// A failed attack deals nothing, still spends its ammo, and takes the
// winner's full damage.
func TestFailedAttackTakesFullDamageAndStillSpendsAmmo(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.give(0, "pistol")
	g.bullets[0] = 2
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 0, 1)
	wantHP(t, p, 8, 10)
	if b := view(p).Seats[0].Bullets; b != 1 {
		t.Fatalf("%d bullets left, want 1: a failed attack still spends its ammo", b)
	}
}

func TestAttackBeatsEscapeDamagesThenEscapes(t *testing.T) {
	p := fightIn(t, arena(t, 2, actAttack, actEscape))
	roll(p, 2, 1)
	wantHP(t, p, 10, 8)
	if ids := asked(t, p, 1); !slices.Contains(ids, "escape up") {
		t.Fatalf("the beaten escaper is offered %v, want an escape", ids)
	}
	act(p, "escape right", "room 5a")
	if c := view(p).Seats[1].Cell; c != "r2c3" {
		t.Fatalf("the escaper is in %s, want r2c3", c)
	}
}

// A tied Attack against an Escape deals a flat 1, whatever the weapon,
// stops the escape and still spends the ammo.
func TestAttackTiedWithEscapeDealsFlatOneAndStopsTheEscape(t *testing.T) {
	g := arena(t, 2, actEscape, actAttack)
	g.give(1, "pistol")
	g.bullets[1] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 3, 3)
	wantHP(t, p, 9, 10)
	v := view(p)
	if v.Seats[0].Cell != "r2c2" || v.Seats[1].Bullets != 0 {
		t.Fatalf("escaper in %s, attacker's bullets %d; want the escape stopped and the bullet spent", v.Seats[0].Cell, v.Seats[1].Bullets)
	}
	done(t, p)
}

func TestEscapeBeatsAttackEscapesUnhurt(t *testing.T) {
	g := arena(t, 2, actAttack, actEscape)
	g.give(0, "pistol")
	g.bullets[0] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 1, 2)
	wantHP(t, p, 10, 10)
	if b := view(p).Seats[0].Bullets; b != 0 {
		t.Fatalf("%d bullets, want the bullet spent", b)
	}
	asked(t, p, 1)
	act(p, "escape down", "room 5a")
	if c := view(p).Seats[1].Cell; c != "r3c2" {
		t.Fatalf("escaper in %s", c)
	}
}

// Escape against Escape: no dice; both escape, choosing in initiative
// order, and a face-down room escaped into is turned up.
func TestEscapeAgainstEscapeRollsNoDiceAndEscapesInInitiativeOrder(t *testing.T) {
	g := arena(t, 2, actEscape, actEscape)
	g.first = 1
	p := fightIn(t, g)
	if ids := asked(t, p, 1); !slices.Equal(ids, []string{"escape up", "escape down", "escape left", "escape right"}) {
		t.Fatalf("the first escaper is offered %v", ids)
	}
	act(p, "escape up")
	if pr := p.Prompt(); !pr.IsChance() || !p.Can("room 5a") {
		t.Fatalf("escaping into a face-down room asks %q, not which room lies there", pr.Text)
	}
	act(p, "room 5a")
	asked(t, p, 0)
	act(p, "escape up")
	v := view(p)
	if v.Seats[0].Cell != "r1c2" || v.Seats[1].Cell != "r1c2" || v.Grid[g.cell(0, 1)].ID != "5a" {
		t.Fatalf("seats in %s and %s, room %+v", v.Seats[0].Cell, v.Seats[1].Cell, v.Grid[g.cell(0, 1)])
	}
	if p.Saw("success") {
		t.Fatal("dice were rolled with nobody attacking")
	}
	if v.Combat != nil {
		t.Fatalf("the combat is over but its tray is still out: %+v", v.Combat)
	}
	done(t, p)
}

// The Killer.

func TestKillerWinsTiesAgainstAnAttacker(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(0)
	p := fightIn(t, g)
	roll(p, 2, 2)
	wantHP(t, p, 8)
	if k := view(p).Killer; k.Health != 10 {
		t.Fatalf("the Killer lost a tie yet has %d HP", k.Health)
	}
}

// Tied with an escaper, the Killer deals full damage and the escaper still
// escapes: he never stops an escape.
func TestKillerWinsTiesAgainstAnEscaperWhoStillEscapes(t *testing.T) {
	g := arena(t, 2, actEscape).withKiller(2) // 4 dice, 3 damage
	p := fightIn(t, g)
	if !strings.Contains(p.Prompt().Text, "4 dice") {
		// the participant rolls 4; the Killer at rage 2 too
		t.Fatalf("prompt %q", p.Prompt().Text)
	}
	roll(p, 3)
	if !strings.Contains(p.Prompt().Text, "Killer's 4 dice") {
		t.Fatalf("the Killer at rage 2 should roll 4 dice: %q", p.Prompt().Text)
	}
	roll(p, 3)
	wantHP(t, p, 7)
	asked(t, p, 0)
	act(p, "escape left", "room 5a")
	if c := view(p).Seats[0].Cell; c != "r2c1" {
		t.Fatalf("escaper in %s", c)
	}
}

func TestBeatingTheKillerTakesMoreSuccesses(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(0)
	p := fightIn(t, g)
	roll(p, 3, 2)
	wantHP(t, p, 10)
	if k := view(p).Killer; k.Health != 8 {
		t.Fatalf("the Killer has %d HP, want 8", k.Health)
	}
}

// More than two parties.

// Kat (Pistol) and Dan (bare hands) tie at 3; Tim escapes with 2. Kat deals
// 2 to each, Dan 1 to each; Tim's card is ignored.
func TestThreeWayDamageExampleFromTheRulebook(t *testing.T) {
	g := arena(t, 3, actAttack, actAttack, actEscape)
	g.give(0, "pistol")
	g.bullets[0] = 2
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 3, 3, 2)
	wantHP(t, p, 9, 8, 7)
	v := view(p)
	if v.Seats[0].Bullets != 1 || v.Seats[2].Cell != "r2c2" {
		t.Fatalf("Kat has %d bullets, Tim is in %s; want 1 spent and Tim still there", v.Seats[0].Bullets, v.Seats[2].Cell)
	}
	done(t, p)
}

// Kat escapes with 3, Dan attacks with a pistol with 3, the Killer rolls 2:
// Kat takes 1 and stays, the Killer takes 3.
func TestKillerExampleTiedPistolStopsTheEscape(t *testing.T) {
	g := arena(t, 3, actEscape, actAttack).withKiller(0)
	g.give(1, "pistol")
	g.bullets[1] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 3, 3, 2)
	wantHP(t, p, 9, 10)
	v := view(p)
	if v.Killer.Health != 7 || v.Seats[0].Cell != "r2c2" || v.Seats[1].Bullets != 0 {
		t.Fatalf("Killer %d HP, Kat in %s, Dan %d bullets; want 7, r2c2, 0", v.Killer.Health, v.Seats[0].Cell, v.Seats[1].Bullets)
	}
	done(t, p)
}

// The Killer rolls 4, Kat escapes with 1, Dan (pistol) has 3: both take the
// Killer's damage -1 and stay; Dan's bullet is spent.
func TestKillerExampleOnTopHitsBothForOneLess(t *testing.T) {
	g := arena(t, 3, actEscape, actAttack).withKiller(2) // 4 dice, 3 damage
	g.give(1, "pistol")
	g.bullets[1] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 1, 3, 4)
	wantHP(t, p, 8, 8)
	v := view(p)
	if v.Killer.Health != 10 || v.Seats[0].Cell != "r2c2" || v.Seats[1].Cell != "r2c2" || v.Seats[1].Bullets != 0 {
		t.Fatalf("after the Killer's win: %+v", v.Seats)
	}
	done(t, p)
}

// Kat's Fireaxe (4) against three others deals 2 to each.
func TestFireaxeAgainstThreeDealsTwoEach(t *testing.T) {
	g := arena(t, 4, actAttack, actAttack, actEscape, actAttack)
	g.give(0, "fireaxe")
	p := fightIn(t, g)
	act(p, "weapon fireaxe")
	roll(p, 4, 1, 2, 0)
	wantHP(t, p, 10, 8, 8, 8)
}

// A bare-handed attack (2) at the top of a combat of four would deal 0 to
// each of three targets: it deals 1.
func TestCombatDamageIsNeverLessThanOne(t *testing.T) {
	p := fightIn(t, arena(t, 4, actAttack, actAttack, actAttack, actAttack))
	roll(p, 1, 3, 0, 2)
	wantHP(t, p, 9, 10, 9, 9)
}

// A firearm's ammo token is spent once a round, however many it hits, and
// before the dice are rolled.
func TestOneAmmoSpentPerRoundBeforeRolling(t *testing.T) {
	g := arena(t, 3, actAttack, actAttack, actAttack)
	g.give(0, "shotgun")
	g.shells[0] = 3
	p := fightIn(t, g)
	act(p, "weapon shotgun")
	if v := view(p); v.Seats[0].Shells != 2 || !p.Prompt().IsChance() {
		t.Fatalf("at the roll: %d shells, want 2 (spent before rolling)", v.Seats[0].Shells)
	}
	roll(p, 4, 0, 0)
	// shotgun 5, two targets: 4 each
	wantHP(t, p, 10, 6, 6)
	if s := view(p).Seats[0].Shells; s != 2 {
		t.Fatalf("%d shells after hitting two, want 2", s)
	}
}

// An attacker who owns weapons declares one before the dice: bare hands,
// a melee weapon, or a firearm with ammo left. The weapon sets the faces
// that succeed and the damage.
func TestWeaponDeclaredBeforeTheRoll(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.give(0, "knife", "pistol", "shotgun")
	g.bullets[0] = 1
	p := fightIn(t, g)
	if ids := asked(t, p, 0); !slices.Equal(ids, []string{"weapon none", "weapon knife", "weapon pistol"}) {
		t.Fatalf("weapons offered %v; want bare hands, the knife and the loaded pistol, not the empty shotgun", ids)
	}
	act(p, "weapon knife")
	if pr := p.Prompt(); !pr.IsChance() || !strings.Contains(pr.Text, "5 or more") {
		t.Fatalf("after the knife, the roll asks %q", pr.Text)
	}
	roll(p, 2, 1)
	wantHP(t, p, 10, 7)
	if b := view(p).Seats[0].Bullets; b != 1 {
		t.Fatalf("the knife spent a bullet: %d left", b)
	}
}

func TestPistolSucceedsOnFours(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.give(0, "pistol")
	g.bullets[0] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	pr := p.Prompt()
	if !strings.Contains(pr.Text, "4 or more") {
		t.Fatalf("pistol roll: %q", pr.Text)
	}
	// 4 dice at 1/2 each: every number of successes weighs binom(4,k)
	w := weights(pr)
	if w["successes 0"] != w["successes 4"] || w["successes 2"] != 6*w["successes 0"] {
		t.Fatalf("odds %v", w)
	}
}

func weights(pr rules.Prompt) map[string]int {
	w := map[string]int{}
	for _, c := range pr.Choices {
		w[c.ID] = c.Weight
	}
	return w
}

// The Kevlar Vest stops the first hit of a combat, from one source only,
// the first in initiative order, and is discarded.
func TestKevlarVestStopsTheFirstHitThenIsGone(t *testing.T) {
	g := arena(t, 3, actAttack, actAttack, actAttack)
	g.give(0, "kevlar-vest")
	p := fightIn(t, g)
	roll(p, 0, 3, 3)
	wantHP(t, p, 9, 9, 9)
	v := view(p)
	if len(v.Seats[0].Items) != 0 || v.Seats[0].Resolve != 1 {
		t.Fatalf("after the vest: items %v, resolve %d; want no vest and 1 Resolve for the second hit", v.Seats[0].Items, v.Seats[0].Resolve)
	}
}

func TestKevlarVestStopsAHitHoweverHard(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.give(0, "shotgun")
	g.shells[0] = 1
	g.give(1, "kevlar-vest")
	p := fightIn(t, g)
	act(p, "weapon shotgun")
	roll(p, 3, 0)
	wantHP(t, p, 10, 10)
	if v := view(p); len(v.Seats[1].Items) != 0 || v.Seats[1].Resolve != 0 {
		t.Fatalf("vest kept %v, resolve %d", v.Seats[1].Items, v.Seats[1].Resolve)
	}
}

func TestResolveGainedPerPointOfCombatDamage(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.give(0, "pistol")
	g.bullets[0] = 1
	g.resolve[1] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 4, 0)
	act(p, "accept")
	if v := view(p); v.Seats[1].Health != 6 || v.Seats[1].Resolve != 5 {
		t.Fatalf("health %d resolve %d; want 6 and 1+4", v.Seats[1].Health, v.Seats[1].Resolve)
	}
}

// Resolve.

// The rulebook's example: Kat rolls 2 successes, Dan 1. Dan (fewer) decides
// first and re-rolls his three failed dice for two more; Kat spends her only
// token on her two failed dice and gets one; tied at 3, Dan spends his
// second token on a single die and wins 4 to 3.
func TestResolveOrderRulebookExample(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack) // Kat seat 0, Dan seat 1
	g.resolve[0], g.resolve[1] = 1, 2
	p := fightIn(t, g)
	roll(p, 2, 1)
	if ids := asked(t, p, 1); !slices.Equal(ids, []string{"accept", "reroll"}) {
		t.Fatalf("Dan, with fewer successes, is offered %v", ids)
	}
	act(p, "reroll")
	if pr := p.Prompt(); !pr.IsChance() || !strings.Contains(pr.Text, "re-roll of 3 ") || len(pr.Choices) != 4 {
		t.Fatalf("Dan's first token re-rolls his 3 failed dice; the game asks %q %v", pr.Text, p.IDs())
	}
	act(p, "successes 2")
	asked(t, p, 0) // Kat now has fewer: 2 to 3
	act(p, "reroll")
	act(p, "successes 1")
	// tied at 3; Kat has no Resolve left, Dan has one: a single die now
	if ids := asked(t, p, 1); !slices.Equal(ids, []string{"accept", "reroll one"}) {
		t.Fatalf("Dan's second token is offered as %v; want one die", ids)
	}
	act(p, "reroll one")
	if pr := p.Prompt(); len(pr.Choices) != 2 {
		t.Fatalf("one die re-rolled offers %v", p.IDs())
	}
	act(p, "successes 1")
	wantHP(t, p, 8, 10)
	done(t, p)
}

// Tied successes: the player with the initiative decides first.
func TestResolveTiedSuccessesDecideInInitiativeOrder(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.resolve[0], g.resolve[1] = 1, 1
	g.first = 1
	p := fightIn(t, g)
	roll(p, 2, 2) // seat 1 rolls first: it has the initiative
	asked(t, p, 1)
	act(p, "accept")
	asked(t, p, 0)
	act(p, "accept")
	wantHP(t, p, 9, 9)
}

// Calm Under Pressure: every token Mia spends re-rolls any failed dice.
func TestCalmUnderPressureRerollsAllFailedDiceEveryToken(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.side = sideAdv
	g.part[0], g.part[1] = 1, 2 // Mia, Ian
	g.resolve[0] = 2
	p := fightIn(t, g)
	roll(p, 0, 3)
	act(p, "reroll", "successes 1")
	if ids := asked(t, p, 0); !slices.Contains(ids, "reroll") || slices.Contains(ids, "reroll one") {
		t.Fatalf("Mia's second token offers %v", ids)
	}
	act(p, "reroll")
	if !strings.Contains(p.Prompt().Text, "re-roll of 3 ") {
		t.Fatalf("Mia's second re-roll: %q", p.Prompt().Text)
	}
}

// Panic: after accepting, a Panicked participant re-rolls one success; if
// it is lost, no more Resolve is spent this round.
func TestPanicForcesARerollAfterAcceptingAndALostSuccessEndsResolve(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.panic = g.panic.With(0)
	g.resolve[0] = 2
	p := fightIn(t, g)
	roll(p, 2, 1)
	asked(t, p, 0)
	act(p, "accept")
	pr := p.Prompt()
	if !pr.IsChance() || !strings.Contains(pr.Text, "Panic") {
		t.Fatalf("after accepting, a Panicked participant is asked %q", pr.Text)
	}
	act(p, "successes 0")
	// 1 to 1: a tie; Ann still holds 2 Resolve but may not spend it
	wantHP(t, p, 9, 9)
	if r := view(p).Seats[0].Resolve; r != 3 {
		t.Fatalf("resolve %d; want the 2 unspent and 1 for the damage", r)
	}
	done(t, p)
}

func TestPanicRerollsASuccessEvenWithoutResolve(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.panic = g.panic.With(1)
	p := fightIn(t, g)
	roll(p, 1, 2)
	if pr := p.Prompt(); !pr.IsChance() || !strings.Contains(pr.Text, "Panic") {
		t.Fatalf("no forced re-roll: %q", pr.Text)
	}
	act(p, "successes 1") // it holds
	wantHP(t, p, 8, 10)
}

// Quarterback: Ben spends 1 Resolve to make an opponent, the Killer too,
// re-roll a success.
func TestQuarterbackMakesTheKillerRerollASuccess(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(0)
	g.side = sideAdv // seat 0 is Ben
	g.resolve[0] = 1
	p := fightIn(t, g)
	roll(p, 2, 2)
	if ids := asked(t, p, 0); !slices.Contains(ids, "quarterback 1") {
		t.Fatalf("Ben is offered %v", ids)
	}
	act(p, "quarterback 1")
	if pr := p.Prompt(); !pr.IsChance() || !strings.Contains(pr.Text, "Quarterback") {
		t.Fatalf("after Quarterback: %q", pr.Text)
	}
	act(p, "successes 0")
	wantHP(t, p, 10)
	if k := view(p).Killer.Health; k != 8 {
		t.Fatalf("the Killer has %d HP; Ben won 2 to 1", k)
	}
}

// The opponent may spend Resolve to get back a success Quarterback took.
func TestQuarterbackOpponentMayWinTheSuccessBack(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.side = sideAdv // Ben and Mia
	g.resolve[0], g.resolve[1] = 1, 1
	p := fightIn(t, g)
	roll(p, 3, 2)
	asked(t, p, 1)
	act(p, "accept")
	asked(t, p, 0)
	act(p, "quarterback 1", "successes 0")
	asked(t, p, 1) // Mia lost one: she may spend again
	act(p, "reroll", "successes 2")
	wantHP(t, p, 10, 9) // 3 to 3: Mia's 1 is stopped by Ben's Tough
}

// Acrobatic: Zoe spends 1 Resolve after seeing her escape dice and every
// failed die but a 1 succeeds; tied with the Killer she still loses.
func TestAcrobaticTieWithTheKillerStillLoses(t *testing.T) {
	g := arena(t, 2, actEscape).withKiller(0)
	g.side = sideAdv
	g.part[0], g.part[1] = 3, 1 // Zoe
	g.resolve[0] = 1
	p := fightIn(t, g)
	roll(p, 1, 2)
	if ids := asked(t, p, 0); !slices.Contains(ids, "acrobatic") {
		t.Fatalf("Zoe escaping is offered %v", ids)
	}
	act(p, "acrobatic")
	// of the 3 failed dice (1 to 3), each is not a 1 with chance 2 in 3
	w := weights(p.Prompt())
	if w["successes 0"] != 1 || w["successes 1"] != 6 || w["successes 2"] != 12 || w["successes 3"] != 8 {
		t.Fatalf("Acrobatic odds %v", w)
	}
	act(p, "successes 1")
	wantHP(t, p, 8)
	asked(t, p, 0) // she escapes all the same
	act(p, "escape up", "room 5a")
}

// Grapple Master: Zoe's bare-handed attack succeeds on 4s too; with a
// weapon it does not.
func TestGrappleMasterCountsFoursBareHanded(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack)
	g.side = sideAdv
	g.part[0], g.part[1] = 3, 1
	p := fightIn(t, g)
	if pr := p.Prompt(); !strings.Contains(pr.Text, "4 or more") {
		t.Fatalf("Zoe bare-handed: %q", pr.Text)
	}
	if w := weights(p.Prompt()); w["successes 0"] != w["successes 4"] {
		t.Fatalf("odds %v; want a half per die", w)
	}
	g = arena(t, 2, actAttack, actAttack)
	g.side = sideAdv
	g.part[0], g.part[1] = 3, 1
	g.give(0, "knife")
	p = fightIn(t, g)
	act(p, "weapon knife")
	if pr := p.Prompt(); !strings.Contains(pr.Text, "5 or more") {
		t.Fatalf("Zoe with a knife: %q", pr.Text)
	}
}

// Tough: each source of damage deals Ben 1 less, separately.
func TestToughReducesEachSourceSeparately(t *testing.T) {
	g := arena(t, 3, actAttack, actAttack, actAttack)
	g.side = sideAdv // Ben, Mia, Ian
	g.give(1, "pistol")
	g.bullets[1] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 0, 3, 3)
	// Mia's pistol: 4-1-1 = 2, less 1; Ian's bare hands: 1, less 1. Mia
	// and Ian hit each other for 2 and 1.
	wantHP(t, p, 9, 9, 8)
}

// After the combat.

func TestKillerLeftAloneIsStunnedAndLosesRage(t *testing.T) {
	g := arena(t, 2, actEscape).withKiller(2)
	p := fightIn(t, g)
	roll(p, 3, 2)
	if k := view(p).Killer; !k.Active {
		t.Fatal("the Killer is stunned before the escaper has left")
	}
	act(p, "escape up", "room 5a")
	k := view(p).Killer
	if k.Active || k.Rage != 1 || k.Cell != "r2c2" {
		t.Fatalf("Killer %+v; want stunned in r2c2 at rage 1", k)
	}
}

func TestKillerNotStunnedWhileSomeoneStays(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(2)
	p := fightIn(t, g)
	roll(p, 3, 1)
	if k := view(p).Killer; !k.Active || k.Rage != 2 {
		t.Fatalf("Killer %+v", k)
	}
}

func TestKillerAtZeroIsStunnedRageResetAndFirstKillGivesAKey(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(3)
	g.kHealth = 3
	g.give(0, "pistol")
	g.bullets[0] = 1
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 3, 1)
	v := view(p)
	if k := v.Killer; k.Health != 0 || k.Active || k.Rage != 0 || !k.KeyTaken {
		t.Fatalf("Killer %+v", k)
	}
	if v.Seats[0].Keys != 1 || v.Seats[0].LocksOwed != 1 {
		t.Fatalf("keys %d, locks owed %d; want the first kill's key and its lock", v.Seats[0].Keys, v.Seats[0].LocksOwed)
	}
}

func TestSecondKillOfTheKillerGivesNoKey(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(1)
	g.kHealth = 2
	g.killedOnce = true
	p := fightIn(t, g)
	roll(p, 3, 1)
	v := view(p)
	if v.Killer.Health != 0 || v.Killer.Active || v.Killer.Rage != 0 || v.Seats[0].Keys != 0 || v.Seats[0].LocksOwed != 0 {
		t.Fatalf("second kill: Killer %+v, keys %d", v.Killer, v.Seats[0].Keys)
	}
}

// Two hits on the Killer: the key goes to the one that brings him to 0, in
// initiative order.
func TestKillerKeyGoesToTheHitThatBringsHimDown(t *testing.T) {
	g := arena(t, 2, actAttack, actAttack).withKiller(0)
	g.kHealth = 2
	p := fightIn(t, g)
	roll(p, 3, 3, 1)
	v := view(p)
	if v.Killer.Health != 0 || v.Seats[0].Keys != 0 || v.Seats[1].Keys != 1 {
		t.Fatalf("Killer %d HP, keys %d and %d; want the second hitter's key", v.Killer.Health, v.Seats[0].Keys, v.Seats[1].Keys)
	}
}

func TestDeathInCombatLeavesABodyAndMakesTheMC(t *testing.T) {
	g := arena(t, 3, actAttack, actAttack)
	g.give(0, "pistol")
	g.bullets[0] = 1
	g.health[1] = 3
	p := fightIn(t, g)
	act(p, "weapon pistol")
	roll(p, 3, 1)
	v := view(p)
	if !v.Seats[1].Dead || v.MC != 1 || v.Seats[1].LocksOwed != 2 {
		t.Fatalf("dead %v, MC %d, locks owed %d", v.Seats[1].Dead, v.MC, v.Seats[1].LocksOwed)
	}
	if r := v.Grid[g.arenaCell()]; !slices.Equal(r.Bodies, []int{1}) {
		t.Fatalf("bodies in the room: %v", r.Bodies)
	}
	if over, _ := p.Over(); over {
		t.Fatal("the game ended with two participants alive")
	}
}

// A participant killed while escaping lies in the room of the combat.
func TestEscaperKilledLiesInTheCombatRoom(t *testing.T) {
	g := arena(t, 2, actEscape).withKiller(0)
	g.health[0] = 2
	p := fightIn(t, g)
	roll(p, 1, 2)
	v := view(p)
	if !v.Seats[0].Dead || v.Seats[0].Cell != "r2c2" || !slices.Equal(v.Grid[g.arenaCell()].Bodies, []int{0}) {
		t.Fatalf("the escaper: %+v", v.Seats[0])
	}
	if k := v.Killer; k.Active {
		t.Fatal("the Killer, alone with a body, is not stunned")
	}
	done(t, p)
}

// An escaper who turns up a puzzle room that locks, alone in it at the end
// of the turn, is shut in (5.2.3.1 Escaping).
func TestEscapeIntoALockingPuzzleRoomShutsTheEscaper(t *testing.T) {
	g := arena(t, 2, actEscape, actEscape)
	p := run(t, g, resolvedStep(), fightStep(g.arenaCell()))
	act(p, "escape up", "room 6a", "escape down", "room 5a")
	v := view(p)
	if !v.Seats[0].ShutIn || v.Seats[1].ShutIn || !v.Grid[g.cell(0, 1)].Shut {
		t.Fatalf("after the escapes: %+v %+v", v.Seats[0], v.Seats[1])
	}
}

// The Killer's roll is performed by the First Player, or by the Master of
// the Ceremony once a participant has died, or by the player to the First
// Player's right when the Killer fights the First Player (6.3, 5.2.3.2): at
// the table the prompt names who rolls.
func TestKillersRollIsPerformedByTheFirstPlayerTheMCOrThePlayerToTheirRight(t *testing.T) {
	cases := []struct {
		name      string
		fighters  int // seats 0.. fight the Killer
		first, mc int
		dead      []int
		roller    string
	}{
		{"before an MC, the First Player away from the fight", 1, 2, -1, nil, "(Cat rolls)"},
		{"before an MC, the Killer fights the First Player: the player to their right", 1, 0, -1, nil, "(Dan rolls)"},
		{"before an MC, the player to the right fights too", 2, 1, -1, nil, "(Ann rolls)"},
		{"with an MC, the First Player away from the fight", 1, 1, 3, []int{3}, "(Dan, the Master of the Ceremony, rolls)"},
		{"with an MC, the Killer fights the First Player", 1, 0, 2, []int{2}, "(Cat, the Master of the Ceremony, rolls)"},
		{"with two dead, the MC card's holder", 1, 0, 2, []int{2, 3}, "(Cat, the Master of the Ceremony, rolls)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			acts := make([]int, tc.fighters)
			for i := range acts {
				acts[i] = actEscape
			}
			g := arena(t, 4, acts...).withKiller(0)
			g.first, g.mc = tc.first, tc.mc
			for _, s := range tc.dead {
				g.dead, g.body = g.dead.With(seat(s)), g.body.With(seat(s))
			}
			p := fightIn(t, g)
			roll(p, make([]int, tc.fighters)...)
			text := p.Prompt().Text
			if !strings.Contains(text, "Roll the Killer's 3 dice "+tc.roller) {
				t.Fatalf("the Killer's roll asks %q, want %s", text, tc.roller)
			}
		})
	}
	// A participant's death hands the MC card over at once: a later combat
	// with the Killer that turn is rolled by the new MC.
	g := arena(t, 3, actAttack).withKiller(0)
	g.first = 0
	g.health[0] = 1
	p := fightIn(t, g)
	roll(p, 0)
	if !strings.Contains(p.Prompt().Text, "Roll the Killer's 3 dice (Cat rolls)") {
		t.Fatalf("before the death the Killer's roll asks %q", p.Prompt().Text)
	}
	roll(p, 3)
	if s := state(p); s.mc != 0 {
		t.Fatalf("the MC is seat %d after Ann's death", s.mc)
	}
	g = state(p).Clone()
	g.put(1, g.arenaCell())
	g.action[1], g.fought = actEscape, 0
	g.killer, g.active = int8(g.arenaCell()), true
	p = fightIn(t, g)
	roll(p, 0)
	if text := p.Prompt().Text; !strings.Contains(text, "(Ann, the Master of the Ceremony, rolls)") {
		t.Fatalf("after Ann's death the Killer's roll asks %q", text)
	}
}
