package att

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// The green house encounters the tests deal (see boards/att/data):
// sucking-mire high 5 (1 secret, pitfall), whispering-fog high 5 (1, horror),
// rotten-rope-bridge pair 3 (2), crawling-swarm pair 3 (2), tarnished-amulet
// high 6 (2), river-bandit high 6 (2), cracked-idol run of 3 from 1 (1).
var greens = []string{"sucking-mire", "whispering-fog", "rotten-rope-bridge", "crawling-swarm", "tarnished-amulet", "river-bandit"}

func comboIDs(cs []combo) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.id())
	}
	return out
}

func counts(faces ...int) [7]int {
	var n [7]int
	for _, f := range faces {
		n[f]++
	}
	return n
}

func TestCombinationRunsAndBlocksOfAnyLength(t *testing.T) {
	got := comboIDs(combosFor(counts(2, 3, 4, 5, 6), ba.Combo{Kind: ba.Run, Min: 1}))
	want := []string{"run 2-4", "run 2-5", "run 2-6", "run 3-5", "run 3-6", "run 4-6"}
	if !slices.Equal(got, want) {
		t.Errorf("runs: got %v, want %v", got, want)
	}
	got = comboIDs(combosFor(counts(4, 4, 4, 4, 1), ba.Combo{Kind: ba.Block, Min: 2}))
	if want := []string{"block 4x3", "block 4x4"}; !slices.Equal(got, want) {
		t.Errorf("blocks: got %v, want %v", got, want)
	}
	got = comboIDs(combosFor(counts(1, 2, 3, 4, 5), ba.Combo{Kind: ba.Run, Min: 1, Size: 5}))
	if want := []string{"run 1-5"}; !slices.Equal(got, want) {
		t.Errorf("a run of 5 or more: got %v, want %v", got, want)
	}
}

func TestCombinationMinimums(t *testing.T) {
	n := counts(3, 3, 5, 5, 2)
	if got := comboIDs(combosFor(n, ba.Combo{Kind: ba.Pair, Min: 4})); !slices.Equal(got, []string{"pair 5"}) {
		t.Errorf("pairs of 4 or more: %v", got)
	}
	if got := comboIDs(combosFor(n, ba.Combo{Kind: ba.High, Min: 6})); len(got) != 0 {
		t.Errorf("a 6 or more from no 6: %v", got)
	}
	if got := comboIDs(combosFor(counts(2, 3, 4, 5), ba.Combo{Kind: ba.Run, Min: 3})); !slices.Equal(got, []string{"run 3-5"}) {
		t.Errorf("runs starting at 3 or more: %v", got)
	}
	if got := comboIDs(combosFor(counts(3, 3, 3, 4, 4, 4, 4), ba.Combo{Kind: ba.Block, Min: 1, Size: 4})); !slices.Equal(got, []string{"block 4x4"}) {
		t.Errorf("blocks of 4 or more: %v", got)
	}
}

func TestCombinationsUseNoDieTwice(t *testing.T) {
	c := quiet()
	c.Scenario.Easy = []ba.ScenarioRow{{Combo: ba.Combo{Kind: ba.Pair, Min: 1}, Resource: ba.Focus}}
	p := soloToRiver(t, c, "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("rotten-rope-bridge")
	p.toTray("shrine", nil, 3, 3, 3, 5, 6)
	if !p.Can("overcome pair 3") || !p.Can("gain focus pair 3") {
		t.Fatalf("three 3s make a pair for the encounter and for Focus: %v", p.IDs())
	}
	focus := p.seat(0).Resources["focus"]
	p.Do("gain focus pair 3")
	if got := p.seat(0).Resources["focus"]; got != focus+2 {
		t.Errorf("a pair pays 2 Focus: %d -> %d", focus, got)
	}
	if p.Can("overcome pair 3") || p.Can("gain focus pair 3") {
		t.Errorf("one 3 is left, yet a pair of 3s is still offered: %v", p.IDs())
	}
	if p.Can("reroll") || p.Can("reroll all") {
		t.Errorf("re-rolls offered after spending: %v", p.IDs())
	}
}

// spendState is the dice left in an encounter being spent, for
// TestSpendsLeftOutAreNeverBetter: res[f] dice showing f count toward
// resources, rev[f] (Revelation dice) toward the encounter only.
type spendState struct {
	res, rev [7]int
	bank     [nRes]int
	overcome bool
}

// spendEnds lists what a player can end the spending with from st: the
// encounter (0 or 1) and the tokens of each resource, taking any spend
// (all) or only those offered (worthTaking).
func spendEnds(st spendState, enc ba.Combo, rows []ba.ScenarioRow, all bool, memo map[spendState][][5]int) [][5]int {
	if e, ok := memo[st]; ok {
		return e
	}
	var req *ba.Combo
	if !st.overcome {
		req = &enc
	}
	var both [7]int
	for f := range both {
		both[f] = st.res[f] + st.rev[f]
	}
	opts := spends(both, st.res, req, rows, st.bank)
	if !all {
		opts, _ = worthTaking(opts, st.res)
	}
	ends := [][5]int{{}}
	for _, x := range opts {
		next, got := st, [5]int{}
		if x.res < 0 {
			next.overcome, got[0] = true, 1
			for _, f := range x.faces() {
				if next.rev[f] > 0 { // the Revelation dice go first, as spend does
					next.rev[f]--
				} else {
					next.res[f]--
				}
			}
		} else {
			for _, f := range x.faces() {
				next.res[f]--
			}
			next.bank[x.res] -= x.pay
			got[1+x.res] = x.pay
		}
		for _, e := range spendEnds(next, enc, rows, all, memo) {
			for i := range e {
				e[i] += got[i]
			}
			if !slices.Contains(ends, e) {
				ends = append(ends, e)
			}
		}
	}
	memo[st] = ends
	return ends
}

// TestSpendsLeftOutAreNeverBetter checks worthTaking on random dice, banks
// and Scenario cards: whatever a player could end the spending with if
// every spend were offered, the spends offered reach as much or more of
// everything. TestSpendsBeatenByAnotherAreNotOffered shows it in a game.
func TestSpendsLeftOutAreNeverBetter(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	combo := func() ba.Combo {
		c := ba.Combo{Kind: []string{ba.High, ba.Pair, ba.Block, ba.Run}[r.IntN(4)], Min: 1 + r.IntN(6)}
		if c.Kind == ba.Run {
			c.Min = min(c.Min, 4)
		}
		if c.Kind == ba.Block || c.Kind == ba.Run {
			c.Size = 3 + r.IntN(2)
			c.Min = min(c.Min, 7-c.Size)
		}
		return c
	}
	for n := range rulestest.Size(1000, 3000) {
		var rows []ba.ScenarioRow
		for range 1 + r.IntN(5) {
			rows = append(rows, ba.ScenarioRow{Combo: combo(), Resource: resIDs[r.IntN(nRes)]})
		}
		enc := combo()
		var st spendState
		for range 4 + r.IntN(5) {
			st.res[1+r.IntN(6)]++
		}
		for range r.IntN(3) {
			st.rev[1+r.IntN(6)]++
		}
		for i := range st.bank {
			st.bank[i] = []int{0, 1, 2, 3, 30}[r.IntN(5)]
		}
		st.overcome = r.IntN(4) == 0
		every := spendEnds(st, enc, rows, true, map[spendState][][5]int{})
		offered := spendEnds(st, enc, rows, false, map[spendState][][5]int{})
		for _, a := range every {
			if !slices.ContainsFunc(offered, func(b [5]int) bool {
				return b[0] >= a[0] && b[1] >= a[1] && b[2] >= a[2] && b[3] >= a[3] && b[4] >= a[4]
			}) {
				t.Fatalf("case %d: dice %v (Revelation %v), bank %v, encounter %+v (overcome %v), rows %+v: %v can be had, but not with the spends offered",
					n, st.res, st.rev, st.bank, enc, st.overcome, rows, a)
			}
		}
	}
}

func TestRerollsAtMostTwoPerTurn(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("tarnished-amulet")
	p.toTray("shrine", nil, 1, 1, 2, 2, 3)
	for i := range 2 {
		if !p.Can("reroll all") {
			t.Fatalf("re-roll %d not offered: %v", i+1, p.IDs())
		}
		p.Do("reroll all")
		p.roll(1, 1, 2, 2, 3)
	}
	if p.Can("reroll all") || p.Can("reroll") {
		t.Errorf("a third re-roll is offered: %v", p.IDs())
	}
	if got := p.view().Tray.RerollsLeft; got != 0 {
		t.Errorf("re-roll track at %d, want 0", got)
	}
}

func TestFocusedRerollCostsOneFocusPerDieAndLuckDiceAreFree(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3}, "lucky-charm", "second-wind", "second-wind")
	p.dealRiver("tarnished-amulet")
	p.toTray("shrine", []string{"feat lucky-charm"}, 1, 2, 3, 4, 5)
	v := p.view()
	if v.Tray.Dice[0].Kind != "luck" {
		t.Fatalf("Lucky Charm swapped a basic die for a Luck die: %+v", v.Tray.Dice)
	}
	p.Do("reroll")
	p.Do("mark 1") // the Luck die: free
	if got := p.view().Tray.FocusCost; got != 0 {
		t.Errorf("a Luck die costs %d Focus to re-roll, want 0", got)
	}
	p.Do("mark 2") // a basic die: 1 Focus, the captain's only one
	if p.Can("mark 3") {
		t.Errorf("a second basic die is offered with no Focus left to pay: %v", p.IDs())
	}
	p.Do("roll")
	p.roll(6, 6)
	if got := p.seat(0).Resources["focus"]; got != 0 {
		t.Errorf("Focus after re-rolling one basic and one Luck die: %d, want 0", got)
	}
	if got := p.view().Tray.RerollsLeft; got != 1 {
		t.Errorf("re-rolls left %d, want 1", got)
	}
}

func TestPanicDiceAreNeverRerolled(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3}, "adrenaline", "second-wind", "second-wind")
	p.dealRiver("tarnished-amulet")
	p.toTray("shrine", []string{"feat adrenaline"}, 1, 1, 1, 1, 1, 2)
	v := p.view()
	if k := v.Tray.Dice[5].Kind; k != "panic" || v.Tray.Dice[5].Rerollable {
		t.Fatalf("die 6 is %s (rerollable %v), want a Panic die that cannot be re-rolled", k, v.Tray.Dice[5].Rerollable)
	}
	p.Do("reroll")
	if p.Can("mark 6") {
		t.Errorf("a focused re-roll offers the Panic die")
	}
	p.Do("back")
	p.Do("reroll all")
	p.roll(3, 3, 3, 3, 3) // five dice: the Panic die stays
	if got := p.view().Tray.Dice[5].Face; got != 2 {
		t.Errorf("the Panic die changed to %d on an unfocused re-roll", got)
	}
}

func TestDesperateActCostsCourageEqualToSecrets(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("sucking-mire", "rotten-rope-bridge")
	p.Do("go gorge") // rotten-rope-bridge: 2 secrets, the captain has 1 Courage
	if p.Can("done") {
		p.Do("done")
	}
	if p.Can("desperate") {
		t.Fatalf("a desperate act for 2 Courage offered with 1: %v", p.IDs())
	}
	p.Do("roll")
	p.roll(1, 1, 2, 4, 5)
	p.endTurn()
	p.Do("go shrine") // sucking-mire: 1 secret
	p.Do("skip")
	if !p.Can("desperate") {
		t.Fatalf("no desperate act for 1 Courage: %v", p.IDs())
	}
	p.Do("desperate")
	s := p.seat(0)
	if s.Resources["courage"] != 0 || len(s.ScorePile) != 1 || s.ScorePile[0].ID != "sucking-mire" {
		t.Errorf("after the desperate act: courage %d, score pile %v", s.Resources["courage"], s.ScorePile)
	}
	// The dice still roll, for resources only.
	if !p.Can("roll") {
		t.Fatalf("the encounter phase is skipped after a desperate act: %v", p.IDs())
	}
	p.Do("roll")
	p.roll(5, 5, 5, 5, 5)
	for _, id := range p.IDs() {
		if strings.HasPrefix(id, "overcome") {
			t.Errorf("overcoming offered again: %s", id)
		}
	}
}

func TestYawningChasmOvercomesAnEncounterElsewhere(t *testing.T) {
	p := newPlay(t, quiet(), 2, nil)
	p.Do("character captain", "character heiress") // the heiress starts with 2 Courage
	p.auto()
	p.Do("give 1") // the captain hands the Map to the heiress, who goes first
	p.dealRiver("whispering-fog", "sucking-mire", "rotten-rope-bridge", "cracked-idol")
	bank := p.view().Bank["focus"]
	p.Do("go chasm")
	if !p.Can("chasm shrine") || !p.Can("chasm chateau") || p.Can("chasm chasm") {
		t.Fatalf("the Chasm offers the other locations within 2 Courage: %v", p.IDs())
	}
	p.Do("chasm gorge") // sucking-mire, 1 secret, a Focus token lying on it
	v := p.view()
	if v.Locations[1].Encounter != nil || len(v.Locations[1].Tokens) != 0 {
		t.Errorf("the Gorge still holds %v and tokens %v", v.Locations[1].Encounter, v.Locations[1].Tokens)
	}
	if v.Bank["focus"] != bank+1 {
		t.Errorf("the Gorge's Focus token did not go back to the bank: %d -> %d", bank, v.Bank["focus"])
	}
	if s := v.Seats[1]; s.Resources["courage"] != 1 || len(s.ScorePile) != 1 {
		t.Errorf("the heiress has %d Courage and %v", s.Resources["courage"], s.ScorePile)
	}
	if !p.Can("desperate") {
		t.Errorf("a desperate act at the Chasm itself is still allowed: %v", p.IDs())
	}
}

func TestSoloYawningChasmRemovesTheTopRumour(t *testing.T) {
	p := soloToRiver(t, quiet(), "heiress", []int{0, 1, 1, 2, 3})
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 1, 1, 2, 2, 3) // fail sucking-mire
	p.endTurn()
	if got := len(p.view().Rumours); got != 1 {
		t.Fatalf("%d Rumours", got)
	}
	p.Do("go chasm")
	p.Do("chasm rumours")
	if got := len(p.view().Rumours); got != 0 {
		t.Errorf("the Rumour is still there")
	}
	if got := p.seat(0).Resources["courage"]; got != 2 {
		t.Errorf("courage %d after taking the Chasm's token and paying 1 of 3", got)
	}
}

func TestFailingTakesTheLowestTerribleThingAndTheLastEndsTheGame(t *testing.T) {
	p := newPlay(t, quiet(), 2, nil)
	p.Do("character captain", "character heiress")
	p.Do("tt 3", "tt 0", "tt 2", "tt 1", "tt 1")
	if got := p.view().Expedition; !slices.Equal(got, []int{0, 1, 1, 2, 3}) {
		t.Fatalf("the track is laid lowest first: %v", got)
	}
	p.auto()
	p.Do("keep")
	p.dealRiver(greens...)
	for i := range 5 {
		p.toTray([]string{"shrine", "gorge", "chateau", "chasm", "gunsloop"}[i], nil, 1, 1, 2, 2, 3)
		p.endTurn()
		if i < 4 {
			if p.Can("keep") {
				p.Do("keep")
			}
			if over, _ := p.Over(); over {
				t.Fatalf("the game ended after %d failures", i+1)
			}
		}
	}
	over, res := p.Over()
	if !over || res.Reason != "expedition" {
		t.Fatalf("the last Terrible Thing did not end the game: %v %+v", over, res)
	}
	v := p.view()
	if !slices.Equal(v.Seats[0].TT, []int{0, 1, 3}) || !slices.Equal(v.Seats[1].TT, []int{1, 2}) {
		t.Errorf("Terrible Things taken in order: %v and %v", v.Seats[0].TT, v.Seats[1].TT)
	}
}

func TestWarningFailureDiscardsATerribleThingWithoutPenalty(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("distant-drums") // a warning: pair of 3+
	p.toTray("shrine", nil, 1, 2, 4, 5, 6)
	p.Do("done")
	p.Do("take tt")
	v := p.view()
	if len(v.Seats[0].TT) != 0 || !slices.Equal(v.Expedition, []int{1, 1, 2, 3}) || v.TTBox != 12 {
		t.Errorf("after failing a warning: held %v, track %v, box %d", v.Seats[0].TT, v.Expedition, v.TTBox)
	}
}

func TestSoloMapKeepsAFailedEncounterOnTheRiver(t *testing.T) {
	p := soloToRiver(t, quiet(), "heiress", []int{0, 1, 1, 2, 3})
	if got := p.view().MapHolder; got != 0 {
		t.Fatalf("the solo player starts with the Map, holder %d", got)
	}
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 1, 1, 2, 2, 3)
	p.Do("done")
	p.Do("spend map")
	v := p.view()
	if v.MapHolder != -1 || len(v.Seats[0].TT) != 0 || v.Locations[0].Encounter == nil || v.Locations[0].Tokens["focus"] != 1 {
		t.Errorf("after spending the Map: holder %d, TT %v, encounter %v, tokens %v", v.MapHolder, v.Seats[0].TT, v.Locations[0].Encounter, v.Locations[0].Tokens)
	}
	p.endTurn()
	p.Do("go ruin") // the Crumbling Ruin gives the Map back
	if got := p.view().MapHolder; got != 0 {
		t.Errorf("the Crumbling Ruin did not return the Map: %d", got)
	}
	if p.Can("desperate") {
		p.Do("roll")
	}
	p.Do("roll")
	p.roll(1, 1, 2, 2, 3)
	p.Do("done")
	if p.Can("spend map") {
		t.Errorf("the Map is offered at the Crumbling Ruin")
	}
}

// soloRound plays one solo round on the six greens: the first four are
// overcome with their combinations, the rest failed.
func soloRound(t *testing.T, fail int) *play {
	p := soloToRiver(t, quiet(), "captain", []int{0, 0, 0, 1, 1})
	p.dealRiver(greens...)
	locs := []string{"shrine", "gorge", "chateau", "chasm", "gunsloop", "ruin"}
	wins := []string{"overcome high 5", "overcome high 5", "overcome pair 3", "overcome pair 3", "overcome high 6", "overcome high 6"}
	for i := range 6 {
		p.toTray(locs[i], nil, 3, 3, 5, 6, 1)
		if i < 6-fail {
			p.Do(wins[i])
		}
		p.endTurn()
		if over, _ := p.Over(); over {
			return p
		}
	}
	return p
}

func TestSoloForgetAtLeastDoubleTheRumours(t *testing.T) {
	p := soloRound(t, 1) // 1+1+2+2+2 overcome, river-bandit (2) failed
	if !strings.Contains(p.Prompt().Text, "forget cards worth at least 4") {
		t.Fatalf("want the forgetting prompt, got %q %v", p.Prompt().Text, p.IDs())
	}
	if p.Can("done") {
		t.Errorf("the round can end before forgetting enough")
	}
	p.Do("forget card sucking-mire", "forget card whispering-fog")
	if !strings.Contains(p.Prompt().Text, "(2 so far)") {
		t.Fatalf("want 2 forgotten so far, got %q", p.Prompt().Text)
	}
	p.Do("forget card crawling-swarm")
	v := p.view()
	if len(v.Rumours) != 0 || v.Round != 2 || len(v.Seats[0].ScorePile) != 2 {
		t.Errorf("after forgetting: rumours %v, round %d, score pile %v", v.Rumours, v.Round, v.Seats[0].ScorePile)
	}
}

func TestSoloLosesWhenItCannotForgetEnough(t *testing.T) {
	p := soloRound(t, 3) // 1+1+2 overcome, 2+2+2 failed: 12 to forget
	over, res := p.Over()
	if !over || res.Outcome != "loss" || res.Reason != "forgetting" {
		t.Errorf("want a loss by forgetting, got %v %+v", over, res)
	}
}

func TestSoloRoundEndsOnlyWhenTheRiverIsEmpty(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 0, 0, 1, 1})
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 5, 1, 1, 2, 3)
	p.Do("overcome high 5")
	p.endTurn()
	if v := p.view(); v.Round != 1 || p.Prompt().Text == "" || !p.Can("go gorge") {
		t.Errorf("the round ended with encounters on the river: round %d, %v", v.Round, p.IDs())
	}
}

// playSoloRiver plays one solo round on content c: the track holds tt, the
// river is dealt deal in slot order, and the encounter at slot i is
// overcome with win[i] ("" fails it, keeping the Map). The rolls are 3, 3,
// 5, 6, 1: a 5, a 6 and a pair of 3s, but no run of three.
func playSoloRiver(t *testing.T, c *ba.Content, tt []int, deal, win []string) *play {
	t.Helper()
	p := soloToRiver(t, c, "captain", tt)
	p.dealRiver(deal...)
	for i, loc := range []string{"shrine", "gorge", "chateau", "chasm", "gunsloop", "ruin"} {
		p.toTray(loc, nil, 3, 3, 5, 6, 1)
		if win[i] != "" {
			p.Do(win[i])
		}
		p.endTurn()
		if over, _ := p.Over(); over && i < 5 {
			t.Fatalf("the game ended in the middle of the round, at %s", loc)
		}
	}
	return p
}

// The round's end asks for a positive Ancient Secrets score once the
// Rumours are forgotten: what is left of the score pile, the Map and the
// Terrible Things held all count.
func TestSoloScoreMustStayPositiveAtTheRoundEnd(t *testing.T) {
	deal := []string{"sucking-mire", "whispering-fog", "rotten-rope-bridge", "crawling-swarm", "tarnished-amulet", "cracked-idol"}
	win := []string{"overcome high 5", "overcome high 5", "overcome pair 3", "overcome pair 3", "", ""}
	forgetAll := func(p *play) {
		t.Helper()
		// 1+1+2+2 overcome, 2+1 failed: all 6 secrets must go.
		if !strings.Contains(p.Prompt().Text, "forget cards worth at least 6") {
			t.Fatalf("want the forgetting prompt, got %q %v", p.Prompt().Text, p.IDs())
		}
		p.Do("forget card sucking-mire", "forget card whispering-fog", "forget card rotten-rope-bridge", "forget card crawling-swarm")
	}
	// Terrible Things worth 1 each: nothing left, the Map's 1 less 2.
	p := playSoloRiver(t, quiet(), []int{1, 1, 1, 1, 1}, deal, win)
	forgetAll(p)
	if over, res := p.Over(); !over || res.Outcome != "loss" || res.Reason != "score" {
		t.Errorf("a score of -1 after forgetting: want a loss by score, got %v %+v", over, res)
	}
	// Terrible Things worth 0: the Map alone keeps the score positive.
	p = playSoloRiver(t, quiet(), []int{0, 0, 0, 1, 1}, deal, win)
	forgetAll(p)
	if over, res := p.Over(); over {
		t.Errorf("a score of 1 after forgetting ended the game: %+v", res)
	}
	if v := p.view(); v.Round != 2 || len(v.Rumours) != 0 {
		t.Errorf("want round 2 with no Rumours, got round %d, rumours %v", v.Round, v.Rumours)
	}
}

// The final round ends like every other: the Rumours are forgotten first,
// and only a player who can forget enough and keeps a positive score wins.
func TestSoloFinalRoundIsForgottenBeforeTheWin(t *testing.T) {
	oneRound := func() *ba.Content {
		c := quiet()
		c.Setup.Solo.Orange, c.Setup.Solo.Red = 0, 0 // the first round is the last
		return c
	}
	deal := []string{"sucking-mire", "whispering-fog", "rotten-rope-bridge", "crawling-swarm", "tarnished-amulet", "river-bandit"}
	p := playSoloRiver(t, oneRound(), []int{0, 0, 0, 1, 1}, deal,
		[]string{"overcome high 5", "overcome high 5", "overcome pair 3", "overcome pair 3", "overcome high 6", ""})
	if over, _ := p.Over(); over || !p.Can("forget card sucking-mire") {
		t.Fatalf("the deck is empty but the Rumours are not forgotten yet: over %v, %q %v", over, p.Prompt().Text, p.IDs())
	}
	p.Do("forget card rotten-rope-bridge", "forget card crawling-swarm") // 4 for river-bandit's 2
	if over, res := p.Over(); !over || res.Outcome != "win" || res.Reason != "survived" {
		t.Errorf("want the win once the last Rumours are forgotten, got %v %+v", over, res)
	}
	p = playSoloRiver(t, oneRound(), []int{0, 0, 0, 1, 1}, deal,
		[]string{"overcome high 5", "overcome high 5", "overcome pair 3", "", "", ""})
	if over, res := p.Over(); !over || res.Outcome != "loss" || res.Reason != "forgetting" {
		t.Errorf("4 secrets against 12 to forget in the final round: want a loss by forgetting, got %v %+v", over, res)
	}
}

func TestScoringCountsEverySourceAndPenalties(t *testing.T) {
	p := newPlay(t, quiet(), 2, nil)
	p.Do("character captain", "character heiress")
	p.auto()
	g := stateOf(p.Game)
	g.encAt[0], g.encAt[1] = eScore, eScore                          // sucking-mire 1, rotten-rope-bridge 2
	g.own[0] = []owned{{swag: int16(g.swagIdx("idol-of-the-deep"))}} // 4
	g.ach[0] = 0                                                     // Monster Hunter, 3
	g.mapH = 0                                                       // 1
	g.ttHeld[0][2], g.ttHeld[0][3] = 1, 1                            // -5
	g.obs[0] = 0                                                     // Gold Fever, -2
	s := g.scoreOf(0)
	if s.Encounters != 3 || s.Swag != 4 || s.Achievements != 3 || s.Map != 1 || s.Penalties != 7 || s.Total != 4 {
		t.Errorf("score %+v, want 3+4+3+1-7 = 4", s)
	}
}

func TestTiesBreakOnFewerTerribleThingsThenMoreCourage(t *testing.T) {
	a := ScoreView{Total: 5, TTCount: 2, Courage: 0}
	b := ScoreView{Total: 5, TTCount: 1, Courage: 0}
	c := ScoreView{Total: 5, TTCount: 1, Courage: 3}
	if compareScores(b, a) <= 0 || compareScores(c, b) <= 0 || compareScores(ScoreView{Total: 6, TTCount: 9}, c) <= 0 {
		t.Errorf("tie-breaks out of order")
	}
	p := newPlay(t, quiet(), 3, nil)
	p.Do("character captain", "character heiress", "character journalist")
	p.auto()
	g := stateOf(p.Game).Clone()
	g.mapH = -1
	g.res = [5][nRes]int16{{1, 1, 1, 1}, {1, 1, 3, 1}, {1, 1, 3, 1}}
	g.endGame("deck")
	if g.result.Outcome != "draw" || len(g.result.Winners) != 2 || g.result.Winners[0] != 1 {
		t.Errorf("equal scores, TT and Courage for seats 1 and 2: %+v", g.result)
	}
	g = stateOf(p.Game).Clone()
	g.mapH = -1
	g.res = [5][nRes]int16{{1, 1, 1, 1}, {1, 1, 3, 1}, {1, 1, 2, 1}}
	g.endGame("deck")
	if g.result.Outcome != "winner" || !slices.Equal(g.result.Winners, []rules.Seat{1}) {
		t.Errorf("the most Courage breaks the tie: %+v", g.result)
	}
}

func TestSetupByPlayerCountAndLength(t *testing.T) {
	c := ba.Default()
	for _, row := range c.Setup.Rows {
		p := newPlay(t, c, row.Players, map[string]string{"length": row.Length})
		for range row.Players {
			p.Do(p.Prompt().Choices[0].ID)
		}
		v := p.view()
		if v.EncounterDeck != 3*row.Cards || v.ExpeditionSize != row.TT {
			t.Errorf("%d players, %s: deck %d, track %d; want %d and %d", row.Players, row.Length, v.EncounterDeck, v.ExpeditionSize, 3*row.Cards, row.TT)
		}
		p.auto()
		v = p.view()
		for _, s := range v.Seats {
			if s.HandCount != 3 || s.Resources["focus"] < 1 || s.Resources["treasure"] < 1 || s.Resources["courage"] < 1 || s.Resources["feat"] < 1 {
				t.Errorf("%d players: %s starts with %d cards and %v", row.Players, s.Player, s.HandCount, s.Resources)
			}
		}
		if v.FeatTop == "" || len(v.TradingPost.Slots) != 3 || v.TradingPost.Slots[2] == nil {
			t.Errorf("the Feat discard and Trading Post are not laid out")
		}
	}
	p := newPlay(t, c, 1, nil)
	v := p.view()
	if v.EncounterDeck != 18 || v.ExpeditionSize != 5 {
		t.Errorf("solo: deck %d, track %d; want 18 and 5", v.EncounterDeck, v.ExpeditionSize)
	}
}

func TestDeckIsStackedGreenThenOrangeThenRed(t *testing.T) {
	p := newPlay(t, ba.Default(), 1, nil)
	p.Do("character captain")
	p.auto0UntilDeal()
	var tiers []string
	for strings.HasPrefix(p.Prompt().Text, "Deal an encounter") {
		tiers = append(tiers, strings.Fields(p.Prompt().Text)[3])
		p.Do(p.Prompt().Choices[0].ID)
	}
	if want := []string{"(green)", "(green)", "(green)", "(green)", "(orange)", "(orange)"}; !slices.Equal(tiers, want) {
		t.Errorf("solo deals %v, want %v (4 green on top of 6 orange)", tiers, want)
	}
}

func TestSoloRemovesPlayerVersusPlayerCards(t *testing.T) {
	p := newPlay(t, ba.Default(), 1, nil)
	p.Do("character captain")
	for !strings.HasPrefix(p.Prompt().Text, "Deal an encounter") {
		for _, ch := range p.Prompt().Choices {
			if ch.ID == "feat pickpocket" || ch.ID == "feat daring-rescue" || ch.ID == "swag skeleton-key" {
				t.Fatalf("%s can be drawn in solo", ch.ID)
			}
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
}

func TestHandsAreHiddenFromOtherSeats(t *testing.T) {
	p := newPlay(t, ba.Default(), 3, nil)
	p.Do("character captain", "character heiress", "character journalist")
	p.auto()
	v := p.Game.View(1).(View)
	for _, s := range v.Seats {
		mine := s.Seat == 1
		if mine && (s.HandHidden || len(s.Hand) != 3) {
			t.Errorf("seat 1 cannot see its own hand: %+v", s.Hand)
		}
		if !mine && (!s.HandHidden || s.Hand != nil || s.HandCount != 3) {
			t.Errorf("seat 1 sees seat %d's hand: %+v", s.Seat, s.Hand)
		}
	}
	p.Do("keep")
	p.dealRiver(greens...)
	p.Do("go shrine", "skip")
	if p.Can("desperate") {
		p.Do("roll")
	}
	if pr := p.Prompt(); !pr.Secret || !pr.IsChance() && !strings.Contains(pr.Text, "dice pool") {
		t.Errorf("the dice pool prompt lists the hand but is not secret: %+v", pr)
	}
}

func TestMapHolderMayPassTheMapAndTheHolderGoesFirst(t *testing.T) {
	p := newPlay(t, quiet(), 3, nil)
	p.Do("character heiress", "character captain", "character journalist")
	p.auto()
	if got := p.view().MapHolder; got != 1 {
		t.Fatalf("the Captain's player holds the Map: %d", got)
	}
	if p.Prompt().Seat != 1 {
		t.Fatalf("the Map holder is asked: %+v", p.Prompt())
	}
	p.Do("give 2")
	p.dealRiver(greens...)
	if got := p.Prompt().Seat; got != 2 {
		t.Errorf("seat %d explores first, want 2", got)
	}
}

func TestTradingPostRefreshCostsTwoTreasure(t *testing.T) {
	p := soloToRiver(t, quiet(), "prospector", []int{0, 1, 1, 2, 3}) // 2 Treasure
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 5, 1, 1, 2, 3)
	p.Do("overcome high 5") // nothing left to spend: on to the Trading Post
	before := p.view().TradingPost
	p.Do("discard 1") // the free swap
	p.auto()
	if p.Can("discard 2") {
		t.Errorf("a second free swap is offered")
	}
	p.Do("refresh", "pick 2", "pick 3", "go")
	p.auto()
	v := p.view()
	if v.Seats[0].Resources["treasure"] != 0 || v.TradingPost.OldStock != 3 || v.TradingPost.OldTop.ID != before.Slots[2].ID {
		t.Errorf("after a paid refresh: treasure %d, old stock %d", v.Seats[0].Resources["treasure"], v.TradingPost.OldStock)
	}
}

func TestRescuePreventsTheTerribleThingAndForeshadows(t *testing.T) {
	c := quiet()
	p := newPlay(t, c, 2, nil)
	p.Do("character captain", "character heiress")
	p.auto0UntilDeal()
	// re-deal hands: seat 1 holds Daring Rescue
	g := stateOf(p.Game)
	h := g.Clone()
	rescue := h.featIdx("daring-rescue")
	h.addFc(0, rescue, -1)
	h.addFc(3, rescue, 1)
	p.Game = resume(h)
	p.auto()
	p.Do("keep")
	p.dealRiver(greens...)
	p.toTray("shrine", nil, 1, 1, 2, 2, 3)
	p.Do("done")
	if pr := p.Prompt(); pr.Seat != 1 || !pr.Secret || !p.Can("rescue") {
		t.Fatalf("seat 1 is not offered the rescue: %+v", pr)
	}
	p.Do("rescue")
	v := p.view()
	if len(v.Seats[0].TT) != 0 || v.Locations[0].Encounter == nil || v.Locations[0].Foreshadowed != 1 || v.Seats[1].Pawn != "shrine" {
		t.Errorf("after the rescue: TT %v, encounter %v, foreshadowed %d, pawn %s", v.Seats[0].TT, v.Locations[0].Encounter, v.Locations[0].Foreshadowed, v.Seats[1].Pawn)
	}
	if v.Locations[0].Tokens["focus"] != 1 {
		t.Errorf("the rescued player's Focus token is not back on the encounter: %v", v.Locations[0].Tokens)
	}
}

func TestOnePawnForeshadowsOneEncounterAtMost(t *testing.T) {
	p := newPlay(t, quiet(), 3, nil)
	// Cat, the Cartographer, has two Feat tokens and draws two rescue cards.
	p.Do("character captain", "character heiress", "character cartographer")
	cat := []string{"feat daring-rescue", "feat daring-rescue"}
	for p.Prompt().IsChance() {
		if strings.HasPrefix(p.Prompt().Text, "Draw a Feat card for Cat") && len(cat) > 0 {
			p.Do(cat[0])
			cat = cat[1:]
			continue
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
	p.Do("keep")
	p.dealRiver(greens...)
	rescue := func(loc string) {
		t.Helper()
		p.toTray(loc, nil, 1, 1, 2, 2, 3)
		p.Do("done")
		for p.Prompt().Seat != 2 {
			p.Do("pass") // Bob may hold a rescue card too
		}
		if ch, _ := p.Prompt().Find("rescue"); loc == "gorge" && !strings.HasSuffix(ch.Label, "instead of Sucking Mire") {
			t.Errorf("the second rescue does not say the Shrine's encounter is given up: %q", ch.Label)
		}
		p.Do("rescue")
	}
	rescue("shrine") // Ann fails; Cat's pawn foreshadows the Shrine
	p.endTurn()
	rescue("gorge") // Bob fails; Cat's one pawn moves on to the Gorge
	v := p.view()
	if v.Locations[0].Foreshadowed != -1 || v.Locations[1].Foreshadowed != 2 || v.Seats[2].Pawn != "gorge" {
		t.Fatalf("after the second rescue: Shrine foreshadowed for %d, Gorge for %d, Cat's pawn at %s; want -1, 2, gorge",
			v.Locations[0].Foreshadowed, v.Locations[1].Foreshadowed, v.Seats[2].Pawn)
	}
	p.endTurn()
	if !p.Saw("Cat's pawn leaves Accursed Shrine") {
		t.Error("the log does not say the Shrine is no longer foreshadowed")
	}
	// Cat's turn starts at the Gorge; she fails it and takes a Terrible
	// Thing, which a visitor to the Shrine must not take from her.
	if !p.Saw("Cat must face the foreshadowed encounter at Ghastly Gorge") {
		t.Fatalf("Cat's turn does not start at the Gorge: %q %v", p.Prompt().Text, p.IDs())
	}
	p.Do("done") // nothing discarded at the Gorge
	if p.Can("desperate") {
		p.Do("roll")
	}
	p.Do("roll")
	p.roll(1, 1, 2, 2, 3)
	p.endTurn()
	if got := len(p.seat(2).TT); got != 1 {
		t.Fatalf("Cat holds %d Terrible Things after failing the Gorge", got)
	}
	p.Do("keep")
	p.Do("go shrine")
	if v := p.view(); p.Saw("foreshadowed for Cat, who returns") || len(v.Seats[2].TT) != 1 || len(v.Seats[0].TT) != 0 {
		t.Errorf("Ann's visit to the Shrine took from Cat: Cat's TT %v, Ann's %v", v.Seats[2].TT, v.Seats[0].TT)
	}
}

// spendsOffered lists the IDs of the choices that spend dice.
func (p *play) spendsOffered() []string {
	var out []string
	for _, id := range p.IDs() {
		if f := strings.Fields(id); f[0] == "overcome" || f[0] == "gain" && len(f) > 2 {
			out = append(out, id)
		}
	}
	return out
}

func TestSpendsBeatenByAnotherAreNotOffered(t *testing.T) {
	c := quiet()
	c.Scenario.Easy = []ba.ScenarioRow{
		{Combo: ba.Combo{Kind: ba.High, Min: 5}, Resource: ba.Treasure},
		{Combo: ba.Combo{Kind: ba.Pair, Min: 2}, Resource: ba.Focus},
		{Combo: ba.Combo{Kind: ba.Run, Min: 1}, Resource: ba.Treasure},
	}
	// Cracked Idol asks a run of 3 or more: a longer run only wastes dice.
	// The run 2-6 pays a Treasure for each die; a part of it, or a 5 or a
	// 6 alone, pays less, and the dice it leaves could pay nothing else.
	p := soloToRiver(t, c, "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("cracked-idol")
	p.toTray("shrine", nil, 2, 3, 4, 5, 6)
	want := []string{"overcome run 2-4", "overcome run 3-5", "overcome run 4-6", "gain treasure run 2-6"}
	if got := p.spendsOffered(); !slices.Equal(got, want) {
		t.Errorf("2 3 4 5 6: spends offered %v, want %v", got, want)
	}
	// With a second 5 a pair pays Focus: the run 2-4 is worth keeping beside
	// the run 2-5, and so is a 5 alone.
	p = soloToRiver(t, c, "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("cracked-idol")
	p.toTray("shrine", nil, 2, 3, 4, 5, 5)
	want = []string{"overcome run 2-4", "overcome run 3-5", "gain treasure high 5", "gain focus pair 5", "gain treasure run 2-4", "gain treasure run 2-5"}
	if got := p.spendsOffered(); !slices.Equal(got, want) {
		t.Errorf("2 3 4 5 5: spends offered %v, want %v", got, want)
	}
}

// A spend beaten by another is no longer offered, but it is still what the
// rules allow: a save made when it was offered replays, and a player who
// types it gets it.
func TestBeatenSpendsStayLegalAnswers(t *testing.T) {
	c := quiet()
	c.Scenario.Easy = []ba.ScenarioRow{{Combo: ba.Combo{Kind: ba.Run, Min: 1}, Resource: ba.Treasure}}
	p := soloToRiver(t, c, "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("cracked-idol")
	p.toTray("shrine", nil, 2, 3, 4, 5, 6)
	p.MustNot("gain treasure run 2-4")
	before := p.view().Seats[0].Resources["treasure"]
	p.Do("gain treasure run 2-4")
	if got := p.view().Seats[0].Resources["treasure"]; got != before+3 {
		t.Errorf("treasure %d after the run 2-4, want %d", got, before+3)
	}
	p.MustNot("gain treasure run 1-3") // never legal: no 1 among the dice
	if _, _, err := p.Game.Apply(0, "gain treasure run 1-3"); err == nil {
		t.Error("a spend the dice cannot make was taken")
	}
}

// focusTray is a solo Captain at the Shrine with the dice 2 2 3 3 1 rolled,
// on content c whose Scenario card pays Focus for pairs, and no Focus
// token on the river: the Captain's one Focus is all the bank has paid out.
func focusTray(t *testing.T, c *ba.Content) *play {
	t.Helper()
	c.Scenario.Easy = []ba.ScenarioRow{{Combo: ba.Combo{Kind: ba.Pair, Min: 1}, Resource: ba.Focus}}
	p := soloToRiver(t, c, "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("tarnished-amulet", "river-bandit", "whispering-fog", "crawling-swarm", "cracked-idol", "deranged-cultist")
	p.toTray("shrine", nil, 2, 2, 3, 3, 1)
	return p
}

// out counts the tokens of resource r in the stashes and on the river.
func (p *play) out(r string) int {
	v, n := p.view(), 0
	for _, s := range v.Seats {
		n += s.Resources[r]
	}
	for _, l := range v.Locations {
		n += l.Tokens[r]
	}
	return n
}

func TestGreyFiveTokensPayWhenTheSingleTokensRunOut(t *testing.T) {
	c := quiet()
	c.Resources[0].Supply = 2 // Focus: 2 single tokens, and one grey 5x token for any resource
	c.Multipliers = ba.Multipliers{Count: 1, Worth: 5, Confidence: "H"}
	p := focusTray(t, c)
	treasure := 26 - p.out("treasure")
	if v := p.view(); v.Bank["focus"] != 2+5-1 || v.Bank["treasure"] != treasure+5 {
		t.Fatalf("the bank pays %d focus and %d treasure; want 6 (2 singles and the grey, less the Captain's one) and %d",
			v.Bank["focus"], v.Bank["treasure"], treasure+5)
	}
	p.Do("gain focus pair 2", "gain focus pair 3")
	v := p.view()
	if got := v.Seats[0].Resources["focus"]; got != 5 {
		t.Errorf("the Captain has %d Focus after two pairs, want 5: the grey token makes the change", got)
	}
	if v.Bank["focus"] != 2 || v.Bank["treasure"] != treasure {
		t.Errorf("the bank pays %d focus and %d treasure; want 2 and %d (the grey stands for Focus now)", v.Bank["focus"], v.Bank["treasure"], treasure)
	}
}

func TestAGainTheBankCannotPayInFullSaysSoAndNothingIsSpentForNothing(t *testing.T) {
	c := quiet()
	c.Resources[0].Supply = 2 // Focus: 2 single tokens, no grey ones
	c.Multipliers = ba.Multipliers{}
	p := focusTray(t, c)
	if got := p.view().Bank["focus"]; got != 1 {
		t.Fatalf("the bank pays %d focus, want 1", got)
	}
	ch, _ := p.Prompt().Find("gain focus pair 2")
	if !strings.Contains(ch.Label, "for 1 focus, all the bank has") {
		t.Errorf("the label does not say the bank pays only 1: %q", ch.Label)
	}
	p.Do("gain focus pair 2")
	if got := p.seat(0).Resources["focus"]; got != 2 || !p.Saw("The bank is out of focus: Ann gains 1 of 2.") {
		t.Errorf("Focus %d after the pair, and the log does not say the gain was cut", got)
	}
	// The bank is empty: the pair of 3s would pay nothing, so nothing is
	// left to spend and the encounter is over.
	p.MustNot("gain focus pair 3")
	if p.Prompt().Secret {
		t.Errorf("the dice are still asked about: %q %v", p.Prompt().Text, p.IDs())
	}
}

func TestFirstSpendSaysItEndsTheRerolls(t *testing.T) {
	p := focusTray(t, quiet())
	if ch, _ := p.Prompt().Find("gain focus pair 2"); !strings.HasSuffix(ch.Label, "(ends your re-rolls)") {
		t.Errorf("with re-rolls left the label does not warn: %q", ch.Label)
	}
	p.Do("reroll all")
	p.roll(2, 2, 3, 3, 1)
	p.Do("reroll all")
	p.roll(2, 2, 3, 3, 1)
	if ch, _ := p.Prompt().Find("gain focus pair 2"); strings.Contains(ch.Label, "re-roll") {
		t.Errorf("with no re-roll left the label still warns: %q", ch.Label)
	}
}

func TestFeatCardThatCannotActIsOfferedForNoEffect(t *testing.T) {
	p := soloToRiver(t, quiet(), "captain", []int{0, 1, 1, 2, 3}, "push-through", "push-through", "second-wind")
	p.dealRiver(greens...)
	p.Do("go shrine", "skip", "roll") // no desperate act
	// Before the roll no die can be raised: Push Through does nothing yet.
	ch, ok := p.Prompt().Find("feat push-through")
	if !ok || !strings.Contains(ch.Label, "no effect now") {
		t.Fatalf("Push Through before the roll: offered %v, label %q", ok, ch.Label)
	}
	p.Do("feat push-through")
	v := p.view()
	if v.Seats[0].Resources["feat"] != 0 || v.FeatTop != "Push Through" || v.Seats[0].HandCount != 2 || !p.Saw("Push Through has no effect now.") {
		t.Errorf("after playing it: feat %d, top %q, hand %d", v.Seats[0].Resources["feat"], v.FeatTop, v.Seats[0].HandCount)
	}
	if !p.Can("roll") || p.Can("die 1") {
		t.Errorf("no effect, yet the dice pool is not asked again: %q %v", p.Prompt().Text, p.IDs())
	}
}

func TestSilverTongueWithNothingToTradeSaysSoBeforePaying(t *testing.T) {
	c := quiet()
	// Nobody starts with a token, and the bank has one of each for the
	// river: the Sinister Chateau and the Yawning Chasm get none.
	c.Setup.StartTokens = 0
	for i := range c.Characters {
		c.Characters[i].Extra = ""
	}
	for i := range c.Resources {
		c.Resources[i].Supply = 1
	}
	c.Multipliers = ba.Multipliers{}
	p := newPlay(t, c, 2, nil)
	p.Do("character captain", "character heiress")
	drawn := false
	for p.Prompt().IsChance() {
		if strings.HasPrefix(p.Prompt().Text, "Draw a Feat card for Ann") && !drawn {
			p.Do("feat silver-tongue")
			drawn = true
			continue
		}
		p.Do(p.Prompt().Choices[0].ID)
	}
	p.Do("keep")
	p.dealRiver(greens...)
	p.Do("go chateau") // no token there, and nothing to swap at the Chateau
	ch, ok := p.Prompt().Find("feat silver-tongue")
	if !ok || !strings.Contains(ch.Label, "no effect now") {
		t.Fatalf("Silver Tongue with nothing to trade: offered %v, label %q (%v)", ok, ch.Label, p.IDs())
	}
	p.Do("feat silver-tongue")
	if strings.Contains(p.Prompt().Text, "trade offer") || !p.Can("roll") {
		t.Errorf("an offer is asked for after all: %q %v", p.Prompt().Text, p.IDs())
	}
}

// Dice written short carry the same letter in the log as on the board and
// in its key (ba.DieLetter): B for a basic die, never its colour.
func TestDiceReadWithOneLegend(t *testing.T) {
	c := quiet()
	p := soloToRiver(t, c, "captain", []int{0, 1, 1, 2, 3})
	p.dealRiver("cracked-idol")
	p.toTray("shrine", nil, 2, 3, 4, 5, 6)
	if !p.Saw("rolls 1:2B 2:3B 3:4B 4:5B 5:6B") {
		t.Errorf("the roll is not written with the board's letters: %v", p.Events)
	}
	if !strings.Contains(p.Prompt().Text, "the dice show 1:2B") {
		t.Errorf("the tray prompt: %q", p.Prompt().Text)
	}
}
