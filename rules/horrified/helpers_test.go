package horrified

import (
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// The test harness drives a game only through the rules contract: Prompt,
// Apply, View and Result. Scenarios shape the content (fewer setup items, a
// hand-made monster card) instead of reaching into the state.

// play is a rulestest.Player with this game's views and steps.
type play struct{ *rulestest.Player }

// quiet is the shipped content with no items, perks or villagers coming in
// at setup, so a scenario starts from a known table.
func quiet() *bh.Content {
	c := bh.Default()
	c.Setup.Items = 0
	c.Setup.Perks = 0
	return c
}

// card is a hand-made monster card: no items, a villager event that puts
// villager at space, and the given strikes.
func card(id, villager, space string, move, dice int, strikes ...string) bh.MonsterCard {
	return bh.MonsterCard{ID: id, Name: id, Copies: 1, Event: "place_villager", Villager: villager, Space: space,
		Strikes: strikes, Move: move, Dice: dice, EventText: "test card"}
}

func start(t *testing.T, c *bh.Content, monsters, heroes string) *play {
	t.Helper()
	n := len(strings.Split(heroes, ","))
	if heroes == "random" {
		n = 1
	}
	return &play{rulestest.NewPlayer(t, Definition(c), rules.Setup{Game: "horrified", Seats: rulestest.Seats(n), Options: map[string]string{"monsters": monsters, "heroes": heroes}})}
}

func (p *play) seat() rules.Seat { return p.Prompt().Seat }

func (p *play) view() View { return p.Game.View(rules.Chance).(View) }

func (p *play) hero(id string) HeroView {
	p.T.Helper()
	for _, h := range p.view().Heroes {
		if h.ID == id {
			return h
		}
	}
	p.T.Fatalf("no hero %q", id)
	return HeroView{}
}

func (p *play) monster(id string) MonsterView {
	p.T.Helper()
	for _, m := range p.view().Monsters {
		if m.ID == id {
			return m
		}
	}
	p.T.Fatalf("no monster %q", id)
	return MonsterView{}
}

func (p *play) villager(id string) (VillagerView, bool) {
	for _, v := range p.view().Villagers {
		if v.ID == id {
			return v, true
		}
	}
	return VillagerView{}, false
}

// itemIDs lists item token IDs in a list.
func itemIDs(items []Item) []string {
	var ids []string
	for _, it := range items {
		ids = append(ids, it.ID)
	}
	return ids
}

// walk moves the current hero along the spaces given.
func (p *play) walk(spaces ...string) {
	p.T.Helper()
	for _, s := range spaces {
		p.Do("move " + s)
		if p.Can("go") {
			p.Do("go")
		}
	}
}

// events returns the texts of the events so far, and forgets them.
func (p *play) events() []string {
	var t []string
	for _, e := range p.Events {
		t = append(t, e.Text)
	}
	p.Events = nil
	return t
}

func (p *play) wantSpace(what, got, want string) {
	p.T.Helper()
	if got != want {
		p.T.Fatalf("%s is at %q, want %q", what, got, want)
	}
}
