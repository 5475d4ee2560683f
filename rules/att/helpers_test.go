package att

import (
	"slices"
	"strings"
	"testing"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// The harness drives a game only through the rules contract. Chance is
// answered by hand: the test names the card dealt or the face rolled.

// play is a rulestest.Player with this game's views and steps.
type play struct{ *rulestest.Player }

func newPlay(t *testing.T, c *ba.Content, seats int, opts map[string]string) *play {
	t.Helper()
	return &play{rulestest.NewPlayer(t, Definition(c), rules.Setup{Game: "att", Seats: rulestest.Seats(seats), Options: opts})}
}

// auto answers chance prompts with their first choice until a seat must
// answer.
func (p *play) auto() {
	p.T.Helper()
	for {
		pr := p.Prompt()
		if !pr.IsChance() || len(pr.Choices) == 0 {
			return
		}
		p.Do(pr.Choices[0].ID)
	}
}

func (p *play) view() View { return p.Game.View(rules.Chance).(View) }

func (p *play) seat(s int) SeatView { return p.view().Seats[s] }

// dealRiver answers the Riverboat's deals with the given encounters in
// slot order (the rest with the first choice).
func (p *play) dealRiver(ids ...string) {
	p.T.Helper()
	for _, id := range ids {
		if !strings.HasPrefix(p.Prompt().Text, "Deal an encounter") {
			p.T.Fatalf("expected a deal, got %q", p.Prompt().Text)
		}
		p.Do("encounter " + id)
	}
	for strings.HasPrefix(p.Prompt().Text, "Deal an encounter") {
		p.Do(p.Prompt().Choices[0].ID)
	}
}

// roll answers the dice prompts with the faces given.
func (p *play) roll(faces ...int) {
	p.T.Helper()
	for _, f := range faces {
		if !strings.HasPrefix(p.Prompt().Text, "Roll die") {
			p.T.Fatalf("expected a die roll, got %q (%v)", p.Prompt().Text, p.IDs())
		}
		p.Do("face " + itoa(f))
	}
	if strings.HasPrefix(p.Prompt().Text, "Roll die") {
		p.T.Fatalf("more dice to roll than faces given")
	}
}

// soloToRiver starts a solo game as the given character with the track
// filled with the given values and stops at the first deal.
func soloToRiver(t *testing.T, c *ba.Content, char string, tt []int, hand ...string) *play {
	t.Helper()
	p := newPlay(t, c, 1, nil)
	p.Do("character " + char)
	for _, v := range tt {
		p.Do("tt " + itoa(v))
	}
	p.Do(p.Prompt().Choices[0].ID) // the Feat discard
	for range 3 {
		p.Do(p.Prompt().Choices[0].ID) // the Trading Post
	}
	for _, f := range hand {
		p.Do("feat " + f)
	}
	p.auto0UntilDeal()
	return p
}

// toTray goes to location loc, skips its action and any desperate act,
// plays the given cards before the roll, and rolls faces.
func (p *play) toTray(loc string, cards []string, faces ...int) {
	p.T.Helper()
	p.Do("go " + loc)
	for p.Can("skip") || p.Can("done") && !p.Can("roll") {
		if p.Can("skip") {
			p.Do("skip")
		} else {
			p.Do("done")
		}
	}
	if p.Can("desperate") {
		p.Do("roll")
	}
	for _, c := range cards {
		p.Do(c)
	}
	p.Do("roll")
	p.roll(faces...)
}

// endTurn leaves the tray, takes the Terrible Thing if asked, leaves the
// Trading Post and draws, stopping at the next seat's decision.
func (p *play) endTurn() {
	p.T.Helper()
	if p.Can("done") && p.Prompt().Secret {
		p.Do("done")
	}
	if p.Can("take tt") {
		p.Do("take tt")
	}
	if p.Can("done") && strings.Contains(p.Prompt().Text, "Trading Post") {
		p.Do("done")
	}
	p.auto0UntilDeal()
}

// auto0UntilDeal answers chance prompts with the first choice until the
// Riverboat deals (or a seat must answer).
func (p *play) auto0UntilDeal() {
	p.T.Helper()
	for {
		pr := p.Prompt()
		if !pr.IsChance() || len(pr.Choices) == 0 || strings.HasPrefix(pr.Text, "Deal an encounter") {
			return
		}
		p.Do(pr.Choices[0].ID)
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

// stateOf is the state of a game under way, for tests that look inside.
func stateOf(g rules.Game) *game { return g.(engine.Game[*game]).State() }

// resume runs a state a test changed by hand up to its next question.
func resume(g *game) rules.Game {
	r, err := start(g)
	if err != nil {
		panic(err)
	}
	return r
}

func (g *game) featIdx(id string) int {
	return slices.IndexFunc(g.w.c.Feats, func(f ba.FeatCard) bool { return f.ID == id })
}

func (g *game) swagIdx(id string) int {
	return slices.IndexFunc(g.w.c.Swag, func(s ba.Swag) bool { return s.ID == id })
}
