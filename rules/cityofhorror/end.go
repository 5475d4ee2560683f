package cityofhorror

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The end, after the 4:00 round: the helicopter takes one antidote for
// each living character, and a character left without one dies (its
// player says which when they are short). Then the score: each living
// character is worth its current side, each antidote left 1, each food
// token its value; a seat with no living character scores nothing. The
// most points win; a tie goes to the most living characters, and a tie
// there is a shared win.

var endRule = engine.Rule[*game]{
	Name: "end",
	Do: func(g *game, _ engine.Step) {
		g.ending = true
		g.phase = PhaseHelicopter
		g.log("helicopter", "Dawn: the rescue helicopter lands. Every living character needs an antidote.", nil)
		g.Push(scoreStep())
		for i := g.n - 1; i >= 0; i-- {
			g.Push(heliStep((g.first + i) % g.n))
		}
		g.Push(windowStep(wEnd, 0))
	},
}

var heliRule = engine.Rule[*game]{
	Name: "helicopter",
	Do: func(g *game, s engine.Step) {
		who := stepSeat(s)
		l, have := g.living(who), g.antidotes[who]
		if l == 0 {
			return
		}
		if have >= l {
			g.antidotes[who] -= l
			g.log("antidotes", g.person(who).Does("gives")+" up "+count(l, "antidote")+".", nil, who)
			return
		}
		g.antidotes[who] = 0
		if have > 0 {
			g.log("antidotes", g.person(who).Does("gives")+" up "+count(have, "antidote")+", "+itoa(l-have)+" short.", nil, who)
			g.Push(heliDieStep(who, l-have))
			return
		}
		for ch := range g.c.Characters {
			if int(g.owner[ch]) == who && g.at[ch] >= 0 {
				g.kill(ch, "left behind without an antidote")
			}
		}
	},
}

var heliDieRule = engine.Rule[*game]{
	Name: "helicopter death",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Seat = seat(who)
		a.Text = g.person(who).Does("is") + " " + count(needOf(s), "antidote") + " short: which character is left behind?"
		for ch, c := range g.c.Characters {
			if int(g.owner[ch]) == who && g.at[ch] >= 0 {
				a.Add("lose "+c.ID, "The "+c.Name+" (worth "+itoa(g.value(ch))+")", ch)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		g.kill(c.Arg, "left behind without an antidote")
		if needOf(s) > 1 {
			g.Push(heliDieStep(stepSeat(s), needOf(s)-1))
		}
	},
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		return cardsTouch(g.c.Characters[c.Arg].ID)
	},
}

// score is seat s's points at the end.
func (g *game) score(s int) int {
	if g.living(s) == 0 {
		return 0
	}
	p := g.antidotes[s] + g.foodPoints(s)
	for t, c := range g.c.Actions {
		p += int(g.known[scorePile(s)][t]) * c.Effect.N
	}
	for ch := range g.c.Characters {
		if int(g.owner[ch]) == s && g.at[ch] >= 0 {
			p += g.value(ch)
		}
	}
	return p
}

// foodPoints is what seat s's food tokens are worth.
func (g *game) foodPoints(s int) int {
	p := 0
	for f, fv := range g.c.Food.Tokens {
		p += int(g.foodHeld[s][f]) * fv.Value
	}
	return p
}

// foodTokens is how many food tokens seat s holds.
func (g *game) foodTokens(s int) int {
	k := 0
	for _, n := range g.foodHeld[s] {
		k += int(n)
	}
	return k
}

var scoreRule = engine.Rule[*game]{
	Name: "score",
	Do: func(g *game, _ engine.Step) {
		var parts []string
		best, most := -1, -1
		for s := range g.n {
			g.scores[s] = g.score(s)
			parts = append(parts, g.person(s).Mid().String()+" "+itoa(g.scores[s]))
		}
		g.over = true
		g.phase = PhaseOver
		if g.alive() == 0 {
			g.result = rules.Result{Outcome: "draw", Reason: "all dead", Text: "Nobody boards the helicopter: every character is dead."}
			return
		}
		for s := range g.n {
			if g.living(s) > 0 {
				best = max(best, g.scores[s])
			}
		}
		for s := range g.n {
			if g.living(s) > 0 && g.scores[s] == best {
				most = max(most, g.living(s))
			}
		}
		var winners []rules.Seat
		var names []string
		for s := range g.n {
			if g.living(s) > 0 && g.scores[s] == best && g.living(s) == most {
				winners = append(winners, seat(s))
				if len(names) == 0 {
					names = append(names, g.person(s).String())
				} else {
					names = append(names, g.person(s).Object())
				}
			}
		}
		text := "Scores: " + strings.Join(parts, ", ") + ". "
		reason := "score"
		switch {
		case len(winners) > 1:
			reason = "shared"
			text += strings.Join(names, " and ") + " share the win."
		default:
			text += g.person(int(winners[0])).Does("wins") + "."
		}
		g.result = rules.Result{Outcome: "winner", Reason: reason, Winners: winners, Text: text}
	},
}
