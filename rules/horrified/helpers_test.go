package horrified

import (
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
)

// The test harness drives a game only through the rules contract: Prompt,
// Apply, View and Result. Scenarios shape the content (fewer setup items, a
// hand-made monster card) instead of reaching into the state.

type play struct {
	t  *testing.T
	g  rules.Game
	ev []rules.Event
}

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
	seats := []string{"Ann", "Bob", "Cat", "Dan", "Eve"}[:n]
	g, err := Definition(c).New(rules.Setup{Game: "horrified", Seats: seats, Options: map[string]string{"monsters": monsters, "heroes": heroes}})
	if err != nil {
		t.Fatalf("new game: %v", err)
	}
	return &play{t: t, g: g}
}

func (p *play) prompt() rules.Prompt { return p.g.Prompt() }

func (p *play) ids() []string {
	var ids []string
	for _, c := range p.prompt().Choices {
		ids = append(ids, c.ID)
	}
	return ids
}

func (p *play) can(id string) bool {
	_, ok := p.prompt().Find(id)
	return ok
}

// do answers the current prompt (whoever it belongs to) with id.
func (p *play) do(ids ...string) {
	p.t.Helper()
	for _, id := range ids {
		pr := p.prompt()
		next, ev, err := p.g.Apply(pr.Seat, id)
		if err != nil {
			p.t.Fatalf("answer %q to %q (seat %d): %v\nchoices: %v", id, pr.Text, pr.Seat, err, p.ids())
		}
		p.g = next
		p.ev = append(p.ev, ev...)
	}
}

// mustNot checks that id is not offered now.
func (p *play) mustNot(id string) {
	p.t.Helper()
	if p.can(id) {
		p.t.Fatalf("%q is offered but should not be; choices: %v", id, p.ids())
	}
}

func (p *play) must(id string) {
	p.t.Helper()
	if !p.can(id) {
		p.t.Fatalf("%q is not offered; prompt %q choices: %v", id, p.prompt().Text, p.ids())
	}
}

func (p *play) seat() rules.Seat { return p.prompt().Seat }

func (p *play) view() View { return p.g.View(rules.Chance).(View) }

func (p *play) hero(id string) HeroView {
	p.t.Helper()
	for _, h := range p.view().Heroes {
		if h.ID == id {
			return h
		}
	}
	p.t.Fatalf("no hero %q", id)
	return HeroView{}
}

func (p *play) monster(id string) MonsterView {
	p.t.Helper()
	for _, m := range p.view().Monsters {
		if m.ID == id {
			return m
		}
	}
	p.t.Fatalf("no monster %q", id)
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
	p.t.Helper()
	for _, s := range spaces {
		p.do("move " + s)
		if p.can("go") {
			p.do("go")
		}
	}
}

// events returns the texts of the events so far, and forgets them.
func (p *play) events() []string {
	var t []string
	for _, e := range p.ev {
		t = append(t, e.Text)
	}
	p.ev = nil
	return t
}

func (p *play) sawEvent(part string) bool {
	for _, e := range p.ev {
		if strings.Contains(e.Text, part) {
			return true
		}
	}
	return false
}

func (p *play) over() (bool, rules.Result) { return p.g.Result() }

func (p *play) wantSpace(what, got, want string) {
	p.t.Helper()
	if got != want {
		p.t.Fatalf("%s is at %q, want %q", what, got, want)
	}
}

func contains(list []string, s string) bool { return slices.Contains(list, s) }
