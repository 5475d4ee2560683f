package att

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// touchFaults lists what touch t of choice ch names that view v does not
// hold: a place not on the board, a seat not in the game, a die not in the
// tray, a card the content does not know.
func touchFaults(g *game, v View, ch rules.Choice, t rules.Touch) []string {
	var out []string
	known := map[string]bool{PlaceMap: v.MapHolder >= 0, PlaceRumours: len(v.Rumours) > 0, PlaceOldStock: v.TradingPost.OldTop != nil}
	for _, l := range v.Locations {
		known[l.ID] = true
	}
	for i := range v.TradingPost.Slots {
		known[PostPlace(i)] = true
	}
	for _, p := range t.Places {
		if !known[p] {
			out = append(out, fmt.Sprintf("place %q", p))
		}
	}
	for _, s := range t.Seats {
		if s < 0 || int(s) >= len(v.Seats) {
			out = append(out, fmt.Sprintf("seat %d", s))
		}
	}
	for _, d := range t.Dice {
		if v.Tray == nil || d < 0 || d >= len(v.Tray.Dice) {
			out = append(out, fmt.Sprintf("die %d", d))
		}
	}
	c := g.w.c
	cards := map[string]bool{}
	for _, x := range c.Feats {
		cards[x.ID] = true
	}
	for _, x := range c.Swag {
		cards[x.ID] = true
	}
	for _, x := range c.Encounters {
		cards[x.ID] = true
	}
	for _, x := range c.Achievements {
		cards[x.ID] = true
	}
	for _, x := range c.Characters {
		cards[x.ID] = true
	}
	for _, x := range t.Cards {
		if !cards[x] {
			out = append(out, fmt.Sprintf("card %q", x))
		}
	}
	return out
}

// grammarFaults checks a touch against the choice grammar the board used
// to read from IDs, so no highlight the board showed is lost: "go chasm"
// touches the Chasm, "buy 2" the second slot, "mark 3" the third die, a
// combination as many dice as it spends, showing its faces.
func grammarFaults(v View, ch rules.Choice, t rules.Touch) []string {
	fs := strings.Fields(ch.ID)
	num := -1
	if len(fs) > 1 {
		if n, err := strconv.Atoi(fs[1]); err == nil {
			num = n
		}
	}
	want := func(ok bool, what string) []string {
		if ok {
			return nil
		}
		return []string{"should touch " + what}
	}
	switch {
	case v.Tray != nil && slices.ContainsFunc(v.Tray.Combos, func(c ComboView) bool { return c.ID == ch.ID }):
		i := slices.IndexFunc(v.Tray.Combos, func(c ComboView) bool { return c.ID == ch.ID })
		c := v.Tray.Combos[i]
		var faces []int
		for _, d := range t.Dice {
			if d < 0 || d >= len(v.Tray.Dice) || v.Tray.Dice[d].Used {
				return []string{fmt.Sprintf("combination %q touches die %d", ch.ID, d)}
			}
			faces = append(faces, v.Tray.Dice[d].Face)
		}
		slices.Sort(faces)
		var wantFaces []int
		for k := range c.Size {
			if c.Kind == ba.Run {
				wantFaces = append(wantFaces, c.Face+k)
			} else {
				wantFaces = append(wantFaces, c.Face)
			}
		}
		return want(slices.Equal(faces, wantFaces), fmt.Sprintf("dice showing %v (it touches faces %v)", wantFaces, faces))
	case len(fs) == 2 && (fs[0] == "go" || (fs[0] == "chasm" && fs[1] != "rumours")):
		return want(slices.Equal(t.Places, fs[1:2]), "location "+fs[1])
	case ch.ID == "chasm rumours":
		return want(slices.Equal(t.Places, []string{PlaceRumours}), "the Rumours pile")
	case ch.ID == "buy old":
		return want(slices.Equal(t.Places, []string{PlaceOldStock}), "the Old Stock")
	case (fs[0] == "buy" || fs[0] == "discard" || fs[0] == "pick") && num >= 1:
		return want(slices.Equal(t.Places, []string{PostPlace(num - 1)}), "slot "+fs[1])
	case (fs[0] == "mark" || fs[0] == "unmark" || fs[0] == "bump" || fs[0] == "die") && num >= 1:
		return want(slices.Equal(t.Dice, []int{num - 1}), "die "+fs[1])
	case (fs[0] == "give" && len(fs) == 2 && num >= 0) || fs[0] == "to" || (fs[0] == "take" && num >= 0):
		return want(slices.Contains(t.Seats, rules.Seat(num)), "seat "+fs[1])
	case ch.ID == "keep" || ch.ID == "spend map":
		return want(slices.Equal(t.Places, []string{PlaceMap}), "the Map")
	case ch.ID == "reroll all":
		var dice []int
		for i, d := range v.Tray.Dice {
			if !d.Used && d.Rerollable {
				dice = append(dice, i)
			}
		}
		return want(slices.Equal(t.Dice, dice), fmt.Sprint("dice ", dice))
	case v.Tray != nil && v.Tray.Rolled && ch.ID == "roll":
		var dice []int
		for i, d := range v.Tray.Dice {
			if d.Marked {
				dice = append(dice, i)
			}
		}
		return want(slices.Equal(t.Dice, dice), fmt.Sprint("the marked dice ", dice))
	case fs[0] == "feat" || fs[0] == "equip" || fs[0] == "forget" || (fs[0] == "discard" && num < 0) ||
		((fs[0] == "give" || fs[0] == "ask") && len(fs) == 3):
		return want(slices.Equal(t.Cards, fs[len(fs)-1:]), "card "+fs[len(fs)-1])
	}
	return nil
}

// For random states of random games, every choice offered touches only
// what the view holds, and all that its ID names.
func TestTouchNamesWhatTheViewHolds(t *testing.T) {
	def := Definition(ba.Default())
	games := rulestest.Size(10, 40)
	touched := map[string]int{}
	for i := range games {
		r := rand.New(rand.NewPCG(uint64(i), 11))
		opts := map[string]string{
			"side":       []string{"easy", "difficult"}[i%2],
			"obsessions": []string{"off", "on"}[i/2%2],
			"length":     []string{"normal", "long"}[i/4%2],
		}
		n := 1 + i%5
		if i%7 == 3 && n > 1 && n < 5 {
			opts["lost_charter"] = "off"
		}
		mode := []rules.Mode{rules.Digital, rules.Table}[i/3%2]
		gm, err := def.Start(rules.Setup{Seats: rulestest.Seats(n), Options: opts, Seed: uint64(i), Mode: mode})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < maxAnswers; step++ {
			if over, _ := gm.Result(); over {
				break
			}
			p := gm.Prompt()
			g := stateOf(gm)
			v := gm.View(rules.Chance).(View)
			tg := gm.(rules.Toucher)
			for _, ch := range p.Choices {
				tc := tg.Touch(ch.ID)
				f := touchFaults(g, v, ch, tc)
				f = append(f, grammarFaults(v, ch, tc)...)
				if len(f) > 0 {
					t.Fatalf("game %d step %d: %q (%s) touches %+v: %v", i, step, ch.ID, p.Text, tc, f)
				}
				if len(tc.Places)+len(tc.Seats)+len(tc.Dice)+len(tc.Cards) > 0 {
					touched[strings.Fields(ch.ID)[0]]++
				}
			}
			if tc := tg.Touch("no such choice"); len(tc.Places)+len(tc.Seats)+len(tc.Dice)+len(tc.Cards) > 0 {
				t.Fatalf("an unknown choice touches %+v", tc)
			}
			gm, _, err = gm.Apply(p.Seat, randomAnswer(p, r).ID)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, verb := range []string{"go", "buy", "feat", "mark", "die", "overcome", "gain", "reroll", "give", "keep", "encounter", "swag"} {
		if touched[verb] == 0 {
			t.Errorf("no %q choice touched anything in %d games", verb, games)
		}
	}
	t.Logf("choices that touch something, by first word: %v", touched)
}

// A combination spends the dice spend picks: the first unused die of each
// face, leaving out dice that count only toward encounters when gaining a
// resource, and taking those first for the encounter.
func TestSpendDice(t *testing.T) {
	gm, err := Definition(ba.Default()).Start(rules.Setup{Seats: rulestest.Seats(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := stateOf(gm)
	basic, rev := int8(g.w.basic), int8(g.w.dieIdx["revelation"])
	g.tray = []die{
		{kind: rev, face: 4}, {kind: basic, face: 4}, {kind: basic, face: 4, used: true},
		{kind: basic, face: 5}, {kind: rev, face: 5}, {kind: basic, face: 6},
	}
	for _, c := range []struct {
		x    spend
		want []int
	}{
		{spend{combo: combo{kind: ba.Pair, face: 4, size: 2}, res: -1}, []int{0, 1}},
		{spend{combo: combo{kind: ba.High, face: 4, size: 1}, res: rFocus}, []int{1}},
		{spend{combo: combo{kind: ba.Run, face: 4, size: 3}, res: -1}, []int{0, 4, 5}},
		{spend{combo: combo{kind: ba.Run, face: 4, size: 3}, res: rTreasure}, []int{1, 3, 5}},
	} {
		if got := diceSet(g.spendDice(c.x)).Dice; !slices.Equal(got, c.want) {
			t.Errorf("%+v: dice %v, want %v", c.x, got, c.want)
		}
	}
}
