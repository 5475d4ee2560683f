package cityofhorror

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
)

// Corrections by hand (engine.Adjustable), for table mode: when the real
// table drifted from the app (a zombie knocked over, a character moved by
// mistake), the referee sets it right. Each correction is logged as
// "Adjusted: …", saved and undone like an answer.

// Kinds of correction.
const (
	adZombies   = iota // the zombies at a location
	adMove             // a character to another location
	adTire             // a character turned to its other side
	adAntidotes        // a player's antidotes
	adLeader           // the zombie leader's wedge
	adFirst            // the first player token
)

// adjustment is one correction offered: its ID and label, and what it does.
type adjustment struct {
	id, label string
	op        uint8
	a, b      int
}

// adjOpts lists the corrections possible now.
func (g *game) adjOpts() []adjustment {
	var out []adjustment
	for _, l := range g.order {
		room := g.zombies[l] + min(g.horde, g.c.ZombieCap-g.zombies[l])
		for n := 0; n <= room; n++ {
			if n != g.zombies[l] {
				out = append(out, adjustment{"adjust zombies " + g.locID(l) + " " + itoa(n),
					"Zombies at the " + g.locName(l) + ": " + itoa(n) + " (now " + itoa(g.zombies[l]) + ")", adZombies, l, n})
			}
		}
	}
	for ch, c := range g.c.Characters {
		if g.owner[ch] < 0 || g.at[ch] < 0 {
			continue
		}
		for _, l := range g.order {
			if l != int(g.at[ch]) && !g.blocked(l) {
				out = append(out, adjustment{"adjust move " + c.ID + " " + g.locID(l),
					"Put the " + c.Name + " at the " + g.locName(l) + " (now at the " + g.locName(int(g.at[ch])) + ")", adMove, ch, l})
			}
		}
		side := "exhausted"
		if g.tired.has(ch) {
			side = "rested"
		}
		out = append(out, adjustment{"adjust " + side + " " + c.ID, "Turn the " + c.Name + " to " + side, adTire, ch, 0})
	}
	for s := range g.n {
		for n := 0; n <= g.antidotes[s]+g.reserve; n++ {
			if n != g.antidotes[s] {
				out = append(out, adjustment{"adjust antidotes " + g.color(s) + " " + itoa(n),
					g.person(s).Does("holds") + " " + count(n, "antidote") + " (now " + itoa(g.antidotes[s]) + ")", adAntidotes, s, n})
			}
		}
		if s != g.leader {
			out = append(out, adjustment{"adjust leader " + g.color(s), "The zombie leader points at " + g.color(s), adLeader, s, 0})
		}
		if s != g.first && g.living(s) > 0 {
			out = append(out, adjustment{"adjust first " + g.color(s), g.person(s).Does("holds") + " the first player token", adFirst, s, 0})
		}
	}
	return out
}

// Adjustments lists the corrections possible now (engine.Adjustable).
func (g *game) Adjustments() []rules.Choice {
	if g.over {
		return nil
	}
	o := g.adjOpts()
	c := make([]rules.Choice, len(o))
	for i, x := range o {
		c[i] = rules.Choice{ID: x.id, Label: x.label}
	}
	return c
}

// Adjust makes one correction by hand (engine.Adjustable: the engine has
// cloned g already, and refuses a correction that leaves the question
// asked without an answer).
func (g *game) Adjust(id string) error {
	if g.over {
		return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "the game is over"}
	}
	for _, o := range g.adjOpts() {
		if o.id == id {
			g.adjust(o)
			return nil
		}
	}
	why := "no such adjustment now; they start with \"adjust\": zombies, move, rested, exhausted, antidotes, leader, first"
	if !strings.HasPrefix(id, "adjust ") {
		why = "adjustments start with \"adjust \" (\"adjust zombies bank 3\")"
	}
	return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: why}
}

func (g *game) adjust(o adjustment) {
	say := func(text string, places ...string) { g.log("adjust", "Adjusted: "+text+".", places) }
	switch o.op {
	case adZombies:
		g.horde -= o.b - g.zombies[o.a]
		g.zombies[o.a] = o.b
		say(count(o.b, "zombie")+" at the "+g.locName(o.a), g.locID(o.a))
	case adMove:
		from := int(g.at[o.a])
		g.at[o.a] = int8(o.b)
		g.extra.set(o.a, false)
		say("the "+g.charName(o.a)+" is put at the "+g.locName(o.b)+" (was at the "+g.locName(from)+")", g.locID(o.b))
	case adTire:
		g.tired.set(o.a, !g.tired.has(o.a))
		side := "rested"
		if g.tired.has(o.a) {
			side = "exhausted"
		}
		say("the " + g.charName(o.a) + " is " + side)
	case adAntidotes:
		g.reserve -= o.b - g.antidotes[o.a]
		g.antidotes[o.a] = o.b
		say(g.person(o.a).Mid().String() + " " + g.person(o.a).Verb("holds") + " " + count(o.b, "antidote"))
	case adLeader:
		g.leader = o.a
		say("the zombie leader points at " + g.color(o.a))
	case adFirst:
		g.first = o.a
		say(g.person(o.a).Mid().String() + " " + g.person(o.a).Verb("holds") + " the first player token")
	}
}
