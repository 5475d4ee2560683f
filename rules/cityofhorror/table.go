package cityofhorror

import (
	"fmt"
	"strconv"
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Table mode. The real invasion cards may not be the house set's: each
// invasion prompt takes the card from the hour's pack by its ID, or typed
// by what it shows (a free answer):
//
//	invasion church 2; hospital 1; cards bank 1; antidotes hospital 2; move bank crossroads 2; leader 1
//
// "<location> <n>" puts n zombies there; "move <from> <to> <n>" moves n
// zombies (from 2:00); "cards <location> <n>" and "antidotes <location>
// <n>" airdrop supplies; "leader <n>" turns the zombie leader n wedges.
// A location is named by its ID or its name. The typed card is this game's
// alone: it is kept in the state, never written into the content.

// invasionHint says what a free invasion answer takes, for people.
const invasionHint = `the card's ID, or what it shows: "church 2; hospital 1; cards bank 1; antidotes hospital 2; move bank crossroads 2; leader 1"`

// argTyped is the Arg of an invasion card typed at the table.
const argTyped = -2

// invasion is invasion card i of hour h: one of the content's, or the card
// typed for that hour.
func (g *game) invasion(h, i int) *coh.InvasionCard {
	if i == argTyped {
		return g.typed[h]
	}
	return &g.c.Invasion[i]
}

// invasionFree offers a typed card on an invasion prompt at the table.
func (g *game) invasionFree(a *engine.Ask) {
	if g.table {
		a.Free = &rules.Free{Prefix: "invasion", Hint: invasionHint}
	}
}

// freeInvasion is the Free of the invasion prompts: the text must read as
// a card (see parseInvasion).
func freeInvasion(h func(g *game, s engine.Step) int) func(g *game, s engine.Step, id string) (int, error) {
	return func(g *game, s engine.Step, id string) (int, error) {
		_, text, _ := strings.Cut(id, " ")
		if _, err := g.parseInvasion(h(g, s), text); err != nil {
			return 0, err
		}
		return argTyped, nil
	}
}

// typedInvasion keeps the card answer c typed for hour h, when it is one,
// and returns the card's index for the state (argTyped then).
func (g *game) typedInvasion(h int, c engine.Choice) int {
	if c.Arg != argTyped {
		return c.Arg
	}
	_, text, _ := strings.Cut(c.ID, " ")
	g.typed[h], _ = g.parseInvasion(h, text)
	return argTyped
}

// parseInvasion reads an invasion card of hour h typed at the table.
func (g *game) parseInvasion(h int, text string) (*coh.InvasionCard, error) {
	card := &coh.InvasionCard{ID: "typed", Hour: coh.Hours()[h], Source: coh.House}
	for _, part := range strings.Split(text, ";") {
		f := strings.Fields(strings.ToLower(part))
		if len(f) == 0 {
			continue
		}
		n, err := strconv.Atoi(f[len(f)-1])
		if err != nil || n < 1 || n > g.c.ZombieCap {
			return nil, fmt.Errorf("%q: end each part with a number from 1 to %d", strings.TrimSpace(part), g.c.ZombieCap)
		}
		words := f[:len(f)-1]
		switch {
		case len(words) > 0 && words[0] == "leader":
			if len(words) != 1 {
				return nil, fmt.Errorf("%q: write leader <n>", strings.TrimSpace(part))
			}
			card.Leader += n
		case len(words) > 0 && words[0] == "move":
			from, to, err := g.twoPlaces(words[1:])
			if err != nil {
				return nil, fmt.Errorf("%q: %v", strings.TrimSpace(part), err)
			}
			card.Moves = append(card.Moves, coh.Move{From: g.locID(from), To: g.locID(to), N: n})
		case len(words) > 0 && (words[0] == "cards" || words[0] == "antidotes"):
			l, err := g.place(strings.Join(words[1:], " "))
			if err != nil {
				return nil, fmt.Errorf("%q: %v", strings.TrimSpace(part), err)
			}
			if !g.c.Locations[l].Airdrops {
				return nil, fmt.Errorf("%q: nothing is ever airdropped on the %s", strings.TrimSpace(part), g.locName(l))
			}
			x := coh.Count{Location: g.locID(l), N: n}
			if words[0] == "cards" {
				card.Actions = append(card.Actions, x)
			} else {
				card.Antidotes = append(card.Antidotes, x)
			}
		default:
			l, err := g.place(strings.Join(words, " "))
			if err != nil {
				return nil, fmt.Errorf("%q: %v", strings.TrimSpace(part), err)
			}
			card.Zombies = append(card.Zombies, coh.Count{Location: g.locID(l), N: n})
		}
	}
	if len(card.Moves)+len(card.Zombies)+len(card.Actions)+len(card.Antidotes) == 0 && card.Leader == 0 {
		return nil, fmt.Errorf("no card reads %q: %s", text, invasionHint)
	}
	return card, nil
}

// place is the location a text names, by ID or name.
func (g *game) place(text string) (int, error) {
	text = strings.TrimSpace(text)
	for l, loc := range g.c.Locations {
		if text == loc.ID || strings.EqualFold(text, loc.Name) || strings.EqualFold(strings.ReplaceAll(text, " ", "-"), loc.ID) {
			return l, nil
		}
	}
	var ids []string
	for _, loc := range g.c.Locations {
		ids = append(ids, loc.ID)
	}
	return -1, fmt.Errorf("no location %q (one of %s)", text, strings.Join(ids, ", "))
}

// twoPlaces reads "<from> <to>", each a location ID (IDs have no spaces).
func (g *game) twoPlaces(words []string) (int, int, error) {
	if len(words) != 2 {
		return 0, 0, fmt.Errorf("write move <from> <to> <n> with location IDs")
	}
	from, err := g.place(words[0])
	if err != nil {
		return 0, 0, err
	}
	to, err := g.place(words[1])
	if err != nil {
		return 0, 0, err
	}
	if from == to {
		return 0, 0, fmt.Errorf("zombies move from one location to another")
	}
	return from, to, nil
}
