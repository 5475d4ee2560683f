package hallsofhorror

import (
	"math/rand/v2"
	"slices"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
)

// smart is a computer player for Halls of Horror (rules.Player): the
// simulator's smart seats and the hint a person asks for.
//
// The game hides the action cards of the turn until they are revealed and
// the Master of the Ceremony's hand, and the face-down rooms and the decks
// are unknown to everyone, so the player does not look ahead: it reads the
// prompt and View(seat), nothing else, and weighs each answer by the
// rulebook's trade-offs. A participant wants two keys and an exit: it goes
// for the nearest worthwhile Search (a key, a body, an exit it can open, a
// face-down room that may be one), kept away from the Killer by what he
// would deal, and in combat it weighs attacking and escaping by the dice.
// A player whose participant died wins only if every other dies too, so as
// the Master of the Ceremony it sends the Killer and the cards after the
// living; a first player still alive sends him after its rivals instead.
type smart struct {
	c         *hh.Content
	rooms     map[string]*hh.Room // the printed room cards, by ID
	item      map[string]int      // item indices, by ID
	reward    map[string]int      // reward card indices, by ID
	mc        map[string]*hh.MCCard
	kit, vest int // the items that heal and that stop a hit, -1 none
	exitKeys  int // keys an exit asks for
	odds      *odds
}

// newSmart is a smart player for content c, with odds o of its reward
// deck (newOdds).
func newSmart(c *hh.Content, o *odds) rules.Player {
	if c == nil {
		c = &hh.Content{} // no game starts without content: nothing to answer
	}
	p := &smart{c: c, rooms: map[string]*hh.Room{}, item: map[string]int{}, reward: map[string]int{}, mc: map[string]*hh.MCCard{},
		kit: -1, vest: -1, odds: o}
	for i, r := range c.Rewards {
		p.reward[r.ID] = i
	}
	for i := range c.MC {
		p.mc[c.MC[i].ID] = &c.MC[i]
	}
	for i := range c.Rooms {
		r := &c.Rooms[i]
		p.rooms[r.ID] = r
		if r.Deck == hh.DeckExit {
			p.exitKeys = max(p.exitKeys, r.Keys)
		}
	}
	for i, it := range c.Items {
		p.item[it.ID] = i
		switch {
		case it.Use != nil && it.Use.Kind == hh.UseHeal:
			p.kit = i
		case it.Use != nil && it.Use.Kind == hh.UseAbsorb:
			p.vest = i
		}
	}
	return p
}

// itemIndex is the index of item id, -1 for none.
func (p *smart) itemIndex(id string) int {
	if i, ok := p.item[id]; ok {
		return i
	}
	return -1
}

// rewardIndex is the index of reward card id, -1 for none.
func (p *smart) rewardIndex(id string) int {
	if i, ok := p.reward[id]; ok {
		return i
	}
	return -1
}

// mcCard is the MC card id, nil for one typed at the table.
func (p *smart) mcCard(id string) *hh.MCCard { return p.mc[id] }

// Choose answers the prompt from the seat's view alone (see smart). r is
// not needed: every answer follows from the position.
func (p *smart) Choose(g rules.Game, _ *rand.Rand) (string, string) {
	pr := g.Prompt()
	switch {
	case len(pr.Choices) == 0:
		return "", "the game is over"
	case len(pr.Choices) == 1:
		return pr.Choices[0].ID, "the only answer offered"
	case pr.IsChance():
		return pr.Choices[0].ID, "chance answers this, not a player"
	}
	v, ok := g.View(pr.Seat).(View)
	if !ok {
		return pr.Choices[0].ID, "not a Halls of Horror view: the first answer"
	}
	b := p.read(&v, int(pr.Seat))
	i, why := b.answer(pr)
	return pr.Choices[i].ID, why
}

// answer picks one of the prompt's choices by what kind of question it is,
// told by the first choice's ID, and says why.
func (b *board) answer(pr rules.Prompt) (int, string) {
	if b.me < 0 {
		return 0, "the game asks the whole table nothing it weighs: the first answer" // no rule asks Nobody
	}
	head, tail, _ := strings.Cut(pr.Choices[0].ID, " ")
	switch head {
	case "up", "down", "left", "right", "attack":
		return b.action(pr.Choices)
	case "search":
		if tail == "" {
			return b.action(pr.Choices)
		}
		return b.searchHow(pr.Choices)
	case "accept":
		// A Search's cards offer more cards or a drop; combat dice never
		// do. (The view's combat tray is no guide: a combat without a
		// roll leaves it up until the next one.)
		if slices.ContainsFunc(pr.Choices, func(c rules.Choice) bool {
			return c.ID == "draw more" || strings.HasPrefix(c.ID, "drop ")
		}) {
			return b.moreCards(pr.Choices)
		}
		return b.spendInCombat(pr.Choices)
	case "weapon":
		return b.weapon(pr.Choices)
	case "escape":
		return b.escapeTo(pr.Choices)
	case "heal", "enrage", "activate", "stop":
		return b.symbols(pr.Choices)
	case "killer":
		if actOfWord(tail) >= 0 {
			return b.symbols(pr.Choices)
		}
		return b.sendKiller(pr.Choices) // where he starts
	case "start":
		return b.start(pr.Choices)
	case "lock":
		return b.lock(pr.Choices)
	case "mc":
		return b.mcCard(pr.Choices)
	case "gift", "refill", "turn":
		return b.placeFor(head, pr.Choices)
	case "charge", "passage":
		return b.sendKiller(pr.Choices)
	case "discard":
		return b.discard(pr.Choices)
	}
	return 0, "a question the smart player does not know: the first answer"
}

// top is the index of the highest score, the first on a tie.
func top(scores []float64) int {
	best := 0
	for i, s := range scores {
		if s > scores[best] {
			best = i
		}
	}
	return best
}

// roomName names the room on cell c for a reason.
func (b *board) roomName(c int) string {
	if c == noCell {
		return "nowhere"
	}
	if r := b.cells[c].room; r != nil {
		return "the " + r.Name + " (" + b.v.Grid[c].Cell + ")"
	}
	return "the face-down room " + b.v.Grid[c].Cell
}

// tenths says a worth to one decimal: "-1.4".
func tenths(x float64) string {
	sign := ""
	if x < 0 {
		sign, x = "-", -x
	}
	t := int(x*10 + 0.5)
	return sign + itoa(t/10) + "." + itoa(t%10)
}

// pct says a chance as a whole percentage.
func pct(p float64) string { return itoa(int(p*100+0.5)) + "%" }
