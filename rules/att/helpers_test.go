package att

import (
	"slices"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
)

// The harness drives a game only through the rules contract. Chance is
// answered by hand: the test names the card dealt or the face rolled.

type play struct {
	t  *testing.T
	g  rules.Game
	ev []rules.Event
}

func newPlay(t *testing.T, c *ba.Content, seats int, opts map[string]string) *play {
	t.Helper()
	names := []string{"Ann", "Bob", "Cat", "Dan", "Eve"}[:seats]
	g, err := Definition(c).New(rules.Setup{Game: "att", Seats: names, Options: opts})
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

// do answers the current prompt, whoever it belongs to.
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

// auto answers chance prompts with their first choice until a seat must
// answer.
func (p *play) auto() {
	p.t.Helper()
	for {
		pr := p.prompt()
		if !pr.IsChance() || len(pr.Choices) == 0 {
			return
		}
		p.do(pr.Choices[0].ID)
	}
}

func (p *play) view() View { return p.g.View(rules.Chance).(View) }

func (p *play) seat(s int) SeatView { return p.view().Seats[s] }

func (p *play) over() (bool, rules.Result) { return p.g.Result() }

func (p *play) logHas(sub string) bool {
	for _, e := range p.ev {
		if strings.Contains(e.Text, sub) {
			return true
		}
	}
	return false
}

// dealRiver answers the Riverboat's deals with the given encounters in
// slot order (the rest with the first choice).
func (p *play) dealRiver(ids ...string) {
	p.t.Helper()
	for _, id := range ids {
		if !strings.HasPrefix(p.prompt().Text, "Deal an encounter") {
			p.t.Fatalf("expected a deal, got %q", p.prompt().Text)
		}
		p.do("encounter " + id)
	}
	for strings.HasPrefix(p.prompt().Text, "Deal an encounter") {
		p.do(p.prompt().Choices[0].ID)
	}
}

// roll answers the dice prompts with the faces given.
func (p *play) roll(faces ...int) {
	p.t.Helper()
	for _, f := range faces {
		if !strings.HasPrefix(p.prompt().Text, "Roll die") {
			p.t.Fatalf("expected a die roll, got %q (%v)", p.prompt().Text, p.ids())
		}
		p.do("face " + itoa(f))
	}
	if strings.HasPrefix(p.prompt().Text, "Roll die") {
		p.t.Fatalf("more dice to roll than faces given")
	}
}

// soloToRiver starts a solo game as the given character with the track
// filled with the given values and stops at the first deal.
func soloToRiver(t *testing.T, c *ba.Content, char string, tt []int, hand ...string) *play {
	t.Helper()
	p := newPlay(t, c, 1, nil)
	p.do("character " + char)
	for _, v := range tt {
		p.do("tt " + itoa(v))
	}
	p.do(p.prompt().Choices[0].ID) // the Feat discard
	for range 3 {
		p.do(p.prompt().Choices[0].ID) // the Trading Post
	}
	for _, f := range hand {
		p.do("feat " + f)
	}
	p.auto0UntilDeal()
	return p
}

// toTray goes to location loc, skips its action and any desperate act,
// plays the given cards before the roll, and rolls faces.
func (p *play) toTray(loc string, cards []string, faces ...int) {
	p.t.Helper()
	p.do("go " + loc)
	for p.can("skip") || p.can("done") && !p.can("roll") {
		if p.can("skip") {
			p.do("skip")
		} else {
			p.do("done")
		}
	}
	if p.can("desperate") {
		p.do("roll")
	}
	for _, c := range cards {
		p.do(c)
	}
	p.do("roll")
	p.roll(faces...)
}

// endTurn leaves the tray, takes the Terrible Thing if asked, leaves the
// Trading Post and draws, stopping at the next seat's decision.
func (p *play) endTurn() {
	p.t.Helper()
	if p.can("done") && p.prompt().Secret {
		p.do("done")
	}
	if p.can("take tt") {
		p.do("take tt")
	}
	if p.can("done") && strings.Contains(p.prompt().Text, "Trading Post") {
		p.do("done")
	}
	p.auto0UntilDeal()
}

// auto0UntilDeal answers chance prompts with the first choice until the
// Riverboat deals (or a seat must answer).
func (p *play) auto0UntilDeal() {
	p.t.Helper()
	for {
		pr := p.prompt()
		if !pr.IsChance() || len(pr.Choices) == 0 || strings.HasPrefix(pr.Text, "Deal an encounter") {
			return
		}
		p.do(pr.Choices[0].ID)
	}
}

// quiet is the shipped content with the Scenario card paying nothing
// useful (a block of five 6s), so the tests control every token, and
// six green encounters on top of every deck.
func quiet() *ba.Content {
	c := ba.Default()
	c.Scenario.Easy = []ba.ScenarioRow{{Combo: ba.Combo{Kind: ba.Block, Min: 6, Size: 5}, Resource: ba.Treasure}}
	// six green encounters on top, so a whole river can be dealt green
	c.Setup.Solo.Green = 6
	for i := range c.Setup.Rows {
		c.Setup.Rows[i].Cards = max(c.Setup.Rows[i].Cards, 6)
	}
	return c
}

func has(list []string, id string) bool { return slices.Contains(list, id) }
