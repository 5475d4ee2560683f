package hallsofhorror

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Corrections by hand at the table: a participant's health, Resolve,
// items, keys, status and room; the Killer's room, health, rage and state;
// a room's exhausted, locked and gift state. Each is logged, and one the
// table could not show is refused and changes nothing.
func TestTableCorrectionsByHand(t *testing.T) {
	g := mansion(t, 3) // Ann plays Ben in r1c1, Bob Mia and Cat Ian in r4c4, the Killer in r2c2
	g.static.table = true
	g.lay(t, g.cell(2, 0), "6a") // r3c1: the Clockwork Cell, a puzzle room that locks
	p := run(t, g, mcPhaseStep())
	asked := p.Prompt().Text
	adj := p.Game.(rules.Adjuster)
	ids := func() []string {
		var out []string
		for _, c := range adj.Adjustments() {
			out = append(out, c.ID)
		}
		return out
	}
	offered := ids()
	for _, id := range []string{"adjust health ben 1", "adjust health ben 9", "adjust killer rage 4", "adjust move ian r3c1", "adjust gifts r2c4 12"} {
		if !slices.Contains(offered, id) {
			t.Errorf("%q is not offered", id)
		}
	}
	for _, id := range []string{"adjust health ben 0", "adjust health ben 11", "adjust health ben 10", "adjust killer rage 5",
		"adjust killer health 0", "adjust killer active", "adjust lock r1c1", "adjust lock r1c4", "adjust gifts r2c4 13"} {
		if slices.Contains(offered, id) {
			t.Errorf("%q is offered", id)
		}
	}
	for _, id := range []string{
		"adjust health ben 6", "adjust resolve ben 3", "adjust keys mia 1", "adjust bullets ben 2", "adjust shells ben 1",
		"adjust give ben knife", "adjust give ben kevlar-vest", "adjust discard ben kevlar-vest", "adjust panicked mia",
		"adjust move ian r3c1", "adjust shut r3c1",
		"adjust move killer r4c2", "adjust killer health 5", "adjust killer rage 3", "adjust killer stunned",
		"adjust exhaust r1c2", "adjust cover r1c3 1", "adjust lock r2c3", "adjust gifts r2c4 2",
	} {
		next, ev, err := adj.Adjust(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if len(ev) != 1 || !strings.HasPrefix(ev[0].Text, "Adjusted: ") || ev[0].Kind != "adjust" {
			t.Fatalf("%s logged %+v", id, ev)
		}
		adj = next.(rules.Adjuster)
	}
	s := adj.(engine.Game[*game]).State()
	switch {
	case s.health[0] != 6 || s.resolve[0] != 3 || s.keys[1] != 1 || s.bullets[0] != 2 || s.shells[0] != 1:
		t.Fatalf("health %v resolve %v keys %v bullets %v shells %v", s.health, s.resolve, s.keys, s.bullets, s.shells)
	case s.items[0] != 1<<s.itemIndex("knife") || !s.panic.Has(1):
		t.Fatalf("items %b, panicked %v", s.items[0], s.panic)
	case int(s.at[2]) != s.cell(2, 0) || s.shut&(1<<s.cell(2, 0)) == 0:
		t.Fatalf("Ian in %d, shut %b", s.at[2], s.shut)
	case int(s.killer) != s.cell(3, 1) || s.kHealth != 5 || s.rage != 3 || s.active:
		t.Fatalf("the Killer in %d, %d HP, rage %d, active %v", s.killer, s.kHealth, s.rage, s.active)
	case s.exhausted&(1<<s.cell(0, 1)) == 0 || s.covered[s.cell(0, 2)] != 1 || s.locked&(1<<s.cell(1, 2)) == 0 || s.gifts[s.cell(1, 3)] != 2:
		t.Fatalf("exhausted %b covered %v locked %b gifts %v", s.exhausted, s.covered, s.locked, s.gifts)
	}
	if v := view(&rulestest.Player{T: t, Game: adj.(rules.Game)}); v.Seats[1].Keys != 1 || v.Seats[1].LocksOwed != 0 || v.Killer.Cell != "r4c2" {
		t.Fatalf("the view after the corrections: %+v, the Killer %+v", v.Seats[1], v.Killer)
	}
	// Refused: each changes nothing.
	hash := rulestest.ViewHash(adj.(rules.Game))
	for _, id := range []string{
		"adjust health ben 0",     // a death comes from the rules
		"adjust health ben 11",    // more than the sheet's
		"adjust killer rage 5",    // off the track
		"adjust killer health 0",  // at 0 HP he has no rage: set it first
		"adjust move ben r2c3",    // locked
		"adjust move ben r3c1",    // shut on Ian
		"adjust lock r1c1",        // Ben stands there
		"adjust lock r1c4",        // an exit
		"adjust give ben knife",   // he holds one
		"adjust cover r1c2 1",     // exhausted: no reward tokens
		"adjust gifts r2c4 13",    // more than the box's 12
		"health ben 6",            // not an adjustment
		"adjust killer sleepy",    // no such correction
		"adjust resolve ben 41",   // more than the box's 40
		"adjust uncover r1c3 9",   // no such reward
		"adjust move killer r2c3", // locked
	} {
		next, ev, err := adj.Adjust(id)
		if err == nil || next != adj.(rules.Game) || ev != nil || rulestest.ViewHash(next) != hash {
			t.Errorf("%q was taken (%v)", id, err)
		}
		if err != nil && !strings.Contains(err.Error(), "adjust") {
			t.Errorf("%q is refused without saying how: %v", id, err)
		}
	}
	// The question asked is still asked.
	if pr := adj.(rules.Game).Prompt(); pr.Text != asked || !pr.IsChance() {
		t.Fatalf("after the corrections the game asks %q, not %q", pr.Text, asked)
	}
	// Ian put out of the puzzle room that held him: it opens.
	next, ev, err := adj.Adjust("adjust move ian r4c3")
	if err != nil || !strings.Contains(ev[0].Text, "opens") {
		t.Fatalf("moving Ian out: %v %+v", err, ev)
	}
	if s := next.(engine.Game[*game]).State(); s.shut != 0 {
		t.Fatalf("the Clockwork Cell stays shut with nobody in: %b", s.shut)
	}
	// At 0 HP the Killer lies stunned with no rage: he can be set there
	// once his rage is 0, and no longer stood up.
	for _, id := range []string{"adjust killer rage 0", "adjust killer health 0"} {
		if next, _, err = next.(rules.Adjuster).Adjust(id); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	for _, c := range next.(rules.Adjuster).Adjustments() {
		if c.ID == "adjust killer active" || strings.HasPrefix(c.ID, "adjust killer rage ") {
			t.Fatalf("at 0 HP the Killer is offered %q", c.ID)
		}
	}
}

// A correction that leaves the question asked without an answer is
// refused: Ben declaring his weapon cannot lose the only one he holds.
func TestTableCorrectionKeepsTheQuestionAnswerable(t *testing.T) {
	g := arena(t, 2, actAttack).withKiller(0)
	g.static.table = true
	g.give(0, "knife")
	p := fightIn(t, g)
	if ids := p.IDs(); !slices.Equal(ids, []string{"weapon none", "weapon knife"}) {
		t.Fatalf("the weapon question offers %v", ids)
	}
	_, _, err := p.Game.(rules.Adjuster).Adjust("adjust discard ben knife")
	if err == nil || !strings.Contains(err.Error(), "without an answer") {
		t.Fatalf("the weapon question lost its answers: %v", err)
	}
	// During the combat nobody in it is moved by hand.
	for _, c := range p.Game.(rules.Adjuster).Adjustments() {
		if strings.HasPrefix(c.ID, "adjust move ") || c.ID == "adjust killer stunned" {
			t.Fatalf("during the combat %q is offered", c.ID)
		}
	}
}

// Random table games with random corrections keep every invariant, stay
// answerable and replay from their logs, corrections included.
func TestRandomCorrectionsKeepTheGameWhole(t *testing.T) {
	for i := range rulestest.Size(6, 40) {
		setup := rules.Setup{Game: "hallsofhorror", Seats: rulestest.Seats(2 + i%3), Mode: rules.Table, Seed: uint64(i),
			Options: map[string]string{optSide: []string{sideBasic, sideAdv}[i%2]}}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		made := 0
		rulestest.RunMatch(t, propDef, setup, maxAnswers, func(g rules.Game) { rulestest.CheckPrompt(t, g) }, func(m *rules.Match, step int) {
			if step%5 == 4 && step < 3000 {
				if list := m.Adjustments(); len(list) > 0 {
					id := list[r.IntN(len(list))].ID
					if _, err := m.Adjust(id); err == nil {
						made++
						return
					} else if !strings.Contains(err.Error(), "without an answer") {
						t.Fatalf("game %d step %d: an offered %q is refused: %v", i, step, id, err)
					}
				}
			}
			p := m.Prompt()
			if _, err := m.Answer(p.Seat, rulestest.RandomAnswer(p, r).ID); err != nil {
				t.Fatal(err)
			}
		})
		if made == 0 {
			t.Fatalf("game %d made no correction", i)
		}
	}
}
