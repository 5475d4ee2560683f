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
// A location is named by its ID or its name. A typed card is checked as a
// card of invasion.json is (coh.CheckInvasion), so the table cannot slip
// in a card the data files would refuse: a 1:00 card with a move is
// refused, saying what to type instead. The typed card is this game's
// alone: it is kept in the state, never written into the content.

// invasionHint says what a free invasion answer of hour h takes, for
// people: a 00:00 card places zombies only, a 1:00 card moves none.
func invasionHint(h int) string {
	return "the card's ID, or what it shows: " + strconv.Quote(invasionExample(h))
}

// invasionExample is a card of hour h as it is typed.
func invasionExample(h int) string {
	switch h {
	case 0:
		return "church 2; hospital 1; bank 3"
	case 1:
		return "church 2; hospital 1; cards bank 1; antidotes hospital 2; leader 1"
	}
	return "church 2; hospital 1; cards bank 1; antidotes hospital 2; move bank crossroads 2; leader 1"
}

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

// invasionFree offers a typed card of hour h on an invasion prompt at the
// table.
func (g *game) invasionFree(a *engine.Ask, h int) {
	if g.table {
		a.Free = &rules.Free{Prefix: "invasion", Hint: invasionHint(h)}
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

// cardWords says what an invasion card holds, for the log: "2 zombies to
// the Church; 1 action card airdropped on the Bank; the leader turns 1".
func (g *game) cardWords(card *coh.InvasionCard) string {
	name := func(id string) string {
		if l := g.c.Location(id); l != nil {
			return "the " + l.Name
		}
		return id
	}
	plural := func(n int, what string) string {
		if n == 1 {
			return "1 " + what
		}
		return itoa(n) + " " + what + "s"
	}
	var parts []string
	for _, m := range card.Moves {
		parts = append(parts, plural(m.N, "zombie")+" from "+name(m.From)+" to "+name(m.To))
	}
	for _, z := range card.Zombies {
		parts = append(parts, plural(z.N, "zombie")+" to "+name(z.Location))
	}
	for _, a := range card.Actions {
		parts = append(parts, plural(a.N, "action card")+" airdropped on "+name(a.Location))
	}
	for _, a := range card.Antidotes {
		parts = append(parts, plural(a.N, "antidote")+" airdropped on "+name(a.Location))
	}
	if card.Leader > 0 {
		parts = append(parts, "the zombie leader turns "+itoa(card.Leader))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, "; ")
}

// typedPart is one part of a typed card: its text, and the list and entry
// of the card it became (coh.InvasionProblem's Part and Index).
type typedPart struct {
	text, list string
	index      int
}

// parseInvasion reads an invasion card of hour h typed at the table, then
// checks it as the data files' cards are checked (coh.CheckInvasion).
func (g *game) parseInvasion(h int, text string) (*coh.InvasionCard, error) {
	card := &coh.InvasionCard{ID: "typed", Hour: coh.Hours()[h], Source: coh.House}
	var parts []typedPart
	for _, part := range strings.Split(text, ";") {
		part = strings.TrimSpace(part)
		f := strings.Fields(strings.ToLower(part))
		if len(f) == 0 {
			continue
		}
		n, err := strconv.Atoi(f[len(f)-1])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q: end each part with a number, 1 or more (%s)", part, invasionHint(h))
		}
		words := f[:len(f)-1]
		tp := typedPart{text: part}
		switch {
		case len(words) > 0 && words[0] == "leader":
			if len(words) != 1 {
				return nil, fmt.Errorf("%q: write leader <n>", part)
			}
			card.Leader += n
			tp.list, tp.index = "leader", -1
		case len(words) > 0 && words[0] == "move":
			from, to, err := g.twoPlaces(words[1:])
			if err != nil {
				return nil, fmt.Errorf("%q: %v", part, err)
			}
			tp.list, tp.index = "moves", len(card.Moves)
			card.Moves = append(card.Moves, coh.Move{From: g.locID(from), To: g.locID(to), N: n})
		case len(words) > 0 && (words[0] == "cards" || words[0] == "antidotes"):
			l, err := g.place(strings.Join(words[1:], " "))
			if err != nil {
				return nil, fmt.Errorf("%q: %v", part, err)
			}
			x := coh.Count{Location: g.locID(l), N: n}
			if words[0] == "cards" {
				tp.list, tp.index = "actions", len(card.Actions)
				card.Actions = append(card.Actions, x)
			} else {
				tp.list, tp.index = "antidotes", len(card.Antidotes)
				card.Antidotes = append(card.Antidotes, x)
			}
		default:
			l, err := g.place(strings.Join(words, " "))
			if err != nil {
				return nil, fmt.Errorf("%q: %v", part, err)
			}
			tp.list, tp.index = "zombies", len(card.Zombies)
			card.Zombies = append(card.Zombies, coh.Count{Location: g.locID(l), N: n})
		}
		parts = append(parts, tp)
	}
	if len(parts) == 0 {
		return nil, fmt.Errorf("no card reads %q: %s", text, invasionHint(h))
	}
	for _, p := range coh.CheckInvasion(g.c, card) {
		if g.edition1 && h == 1 && p.Part == "moves" {
			continue // edition 1 took them, and they did nothing
		}
		return nil, g.refusal(h, parts, p)
	}
	return card, nil
}

// refusal says what is wrong with a typed card of hour h (problem p of
// coh.CheckInvasion, whose parts were typed as parts) and what to type
// instead.
func (g *game) refusal(h int, parts []typedPart, p coh.InvasionProblem) error {
	// bad reports whether a typed part is what p is about.
	bad := func(tp typedPart) bool {
		switch {
		case p.Part == "" && h == 0:
			return tp.list != "zombies" // a 00:00 card places zombies only
		case p.Part == "" || p.Index < 0 && p.Part == "zombies":
			return false
		case p.Index < 0:
			return tp.list == p.Part
		}
		return tp.list == p.Part && tp.index == p.Index
	}
	var quoted, rest []string
	for _, tp := range parts {
		if bad(tp) {
			quoted = append(quoted, strconv.Quote(tp.text))
		} else {
			rest = append(rest, tp.text)
		}
	}
	what := "the typed " + coh.Hours()[h] + " card"
	if len(quoted) > 0 {
		what = strings.Join(quoted, ", ")
	}
	fix := "type the card as it shows, as: invasion " + invasionExample(h)
	// A part that has no place on a card of this hour goes: the rest of
	// the card, as typed, is what to type.
	if p.Index < 0 && (p.Part == "moves" || p.Part == "" && h == 0) && len(quoted) > 0 {
		fix = "type the card without it"
		if len(quoted) > 1 {
			fix = "type the card without them"
		}
		if len(rest) > 0 {
			fix += ": invasion " + strings.Join(rest, "; ")
		} else {
			fix += ", as: invasion " + invasionExample(h)
		}
	}
	return fmt.Errorf("%s: %s; %s", what, p.Why, fix)
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
