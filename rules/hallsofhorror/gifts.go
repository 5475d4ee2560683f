package hallsofhorror

import (
	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules/engine"
)

// Gift tokens and bodies (rulebook 5.2.2.3 and 5.2.2.4).
//
// A gift token lies face down until a Search picks it up, so nobody knows
// which one lies where: the tokens on the board and in the bag are all
// unseen, and the one picked up is drawn then, a chance prompt over every
// token not yet used. It gives what it shows (items, ammo, Panic, damage),
// with a Resolve for an item or Panic already held, and leaves the game.
//
// A body is searched once: the searcher takes every item the dead
// participant carried that they do not own already (the rest is
// discarded, with no Resolve for it), all the ammo, every key, and one key
// more that a body always holds.

var giftRule = engine.Rule[*game]{
	Name: "gift",
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		who := stepSeat(s)
		a.Text = "Which gift token does " + g.person(who).Mid().String() + " pick up?"
		for i, x := range g.c.Gifts {
			if g.giftsUsed&(1<<i) == 0 {
				a.Outcome("gift "+x.ID, giftLabel(g, x), 1, i)
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		who := stepSeat(s)
		cell := int(g.at[who])
		x := g.c.Gifts[c.Arg]
		g.giftsUsed |= 1 << c.Arg
		g.gifts[cell]--
		g.log("gift", g.person(who).Does("picks")+" up a gift token: "+giftLabel(g, x)+".", g.places(cell), who)
		switch x.Kind {
		case hh.GiftItem:
			// A token is one reward: a single Resolve when nothing on it
			// is new (5.2.2.3).
			all := true
			for _, id := range x.Items {
				all = g.gainItem(who, g.itemIndex(id), 0, false) && all
			}
			if all {
				g.gainResolve(who, g.person(who).Mid().Does("owns")+" all of it already")
			}
		case hh.GiftAmmo:
			g.gainAmmo(who, x.Ammo, max(x.N, 1))
		case hh.GiftPanic:
			g.gainPanic(who)
		case hh.GiftDamage:
			g.damage(who, max(x.N, 1), true)
		}
	},
}

// giftLabel says what a gift token gives: "Knife and First Aid Kit", "2
// bullets", "Panic", "1 damage".
func giftLabel(g *game, x hh.Gift) string {
	switch x.Kind {
	case hh.GiftItem:
		var names []string
		for _, id := range x.Items {
			if it := g.c.Item(id); it != nil {
				names = append(names, it.Name)
			}
		}
		return joinAnd(names)
	case hh.GiftAmmo:
		return count(max(x.N, 1), x.Ammo)
	case hh.GiftPanic:
		return "Panic"
	}
	return itoa(max(x.N, 1)) + " damage"
}

// searchBody: seat s searches the body of seat dead.
func (g *game) searchBody(s, dead int) {
	cell := int(g.at[s])
	g.body = g.body.Without(seat(dead))
	g.log("body", g.person(s).Does("searches")+" "+g.person(dead).Mid().Possessive()+" body.", g.places(cell), s)
	for i := range g.itemIDs {
		if g.items[dead]&(1<<i) != 0 {
			g.gainItem(s, i, -g.c.Items[i].Loaded, false)
		}
	}
	g.items[dead] = 0
	if n := int(g.bullets[dead]); n > 0 {
		g.bullets[dead] = 0
		g.gainAmmo(s, hh.Bullet, n)
	}
	if n := int(g.shells[dead]); n > 0 {
		g.shells[dead] = 0
		g.gainAmmo(s, hh.Shell, n)
	}
	n := int(g.keys[dead]) + 1
	g.keys[dead] = 0
	g.gainKeys(s, n)
}
