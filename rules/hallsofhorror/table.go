package hallsofhorror

import (
	"fmt"
	"strconv"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Table mode. The real room and MC cards may not be the house deck's, so a
// room turned up and an MC card played can also be typed by what they show
// (a free answer), and the typed card is this game's alone: kept in the
// state, never written into the content.
//
//	room Wine Cellar: search 3; rewards melee knife once, ammo bullet 1, damage 2, panic
//	room Iron Maiden: puzzle 4 locks; rewards key once draw 5, ammo shell 1 once draw 6, blank, damage 2
//	room Gallows: puzzle 3 fail exhausts; rewards key exhausts, damage 2
//	room Gun Safe: guaranteed; needs pistol; spend bullet 1; rewards utility kevlar-vest exhausts
//	room Blood Altar: pay 3; rewards key exhausts
//	mc Dark Bargain: symbols 2; lock rooms 1
//
// A room is its name, a colon, then parts split by ";": "search <n>",
// "puzzle <n>" (with "locks", or "fail exhausts" or "fail damages"),
// "guaranteed", "pay <hp>", "damage grants <slot>", "needs <item>",
// "spend <bullet|shell|key> <n>", and "rewards" with the row left to
// right: a symbol, then its item or ammo, its number, its outline (once,
// exhausts; none is unlimited) and, in a puzzle that locks, "draw <n>".
// An MC card is its title, a colon, "symbols <n>" and its effect in words
// ("lock rooms 1", "stun killer"; none for no text).

// typedCards is the cards typed at the table in this game. A state shares
// it with its copies: adding a card makes a new one.
type typedCards struct {
	rooms []hh.Room
	mc    []hh.MCCard
}

const (
	roomHint = `the card's ID, or what it shows: "Wine Cellar: search 3; rewards melee knife once, ammo bullet 1, damage 2, panic"`
	mcHint   = `the card's ID, or what it shows: "Dark Bargain: symbols 2; lock rooms 1"`
)

// roomCard is room card i: the content's, or one typed at the table.
func (g *game) roomCard(i int) *hh.Room {
	if i >= len(g.c.Rooms) {
		return &g.typed.rooms[i-len(g.c.Rooms)]
	}
	return &g.c.Rooms[i]
}

// mcOf is MC card i: the content's, or one typed at the table.
func (g *game) mcOf(i int) *hh.MCCard {
	if i >= len(g.c.MC) {
		return &g.typed.mc[i-len(g.c.MC)]
	}
	return &g.c.MC[i]
}

// offerFree lets the table type the card of a prompt with prefix.
func (g *game) offerFree(a *engine.Ask, prefix, hint string) {
	if g.table {
		a.Free = &rules.Free{Prefix: prefix, Hint: hint}
	}
}

// freeRoom is the Free of the prompts that turn up a room.
func freeRoom(g *game, _ engine.Step, id string) (int, error) {
	_, text, _ := strings.Cut(id, " ")
	if _, err := g.parseRoom(text); err != nil {
		return 0, err
	}
	n := len(g.c.Rooms)
	if g.typed != nil {
		n += len(g.typed.rooms)
	}
	return n, nil
}

// freeMC is the Free of the prompts that name an MC card.
func freeMC(g *game, _ engine.Step, id string) (int, error) {
	_, text, _ := strings.Cut(id, " ")
	if _, err := g.parseMC(text); err != nil {
		return 0, err
	}
	n := len(g.c.MC)
	if g.typed != nil {
		n += len(g.typed.mc)
	}
	return n, nil
}

// keepTyped keeps the card of answer c when it was typed (its Arg is past
// the content's cards).
func (g *game) keepTyped(c engine.Choice, mc bool) {
	if (mc && c.Arg < len(g.c.MC)) || (!mc && c.Arg < len(g.c.Rooms)) {
		return
	}
	_, text, _ := strings.Cut(c.ID, " ")
	t := &typedCards{}
	if g.typed != nil {
		t.rooms = append(t.rooms, g.typed.rooms...)
		t.mc = append(t.mc, g.typed.mc...)
	}
	if mc {
		m, _ := g.parseMC(text)
		t.mc = append(t.mc, *m)
	} else {
		r, _ := g.parseRoom(text)
		t.rooms = append(t.rooms, *r)
	}
	g.typed = t
}

// parseRoom reads a room card typed at the table.
func (g *game) parseRoom(text string) (*hh.Room, error) {
	name, rest, ok := strings.Cut(text, ":")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return nil, fmt.Errorf("write the room's name, a colon, then what it shows")
	}
	r := &hh.Room{ID: "typed", Deck: hh.DeckMain, Variant: hh.VariantA, Name: name, Text: "typed at the table", Source: hh.House}
	for _, part := range strings.Split(rest, ";") {
		f := strings.Fields(strings.ToLower(part))
		if len(f) == 0 {
			continue
		}
		bad := func(why string) error { return fmt.Errorf("%q: %s", strings.TrimSpace(part), why) }
		switch f[0] {
		case "search", "puzzle":
			if len(f) < 2 {
				return nil, bad("write " + f[0] + " <n>")
			}
			n, err := strconv.Atoi(f[1])
			if err != nil {
				return nil, bad("the number of cards drawn is a number")
			}
			r.Search, r.Puzzle = n, f[0] == "puzzle"
			switch strings.Join(f[2:], " ") {
			case "":
			case "locks":
				r.Locks = true
			case "fail exhausts":
				r.Rule = &hh.Effect{Kind: hh.RuleFailExhaust}
			case "fail damages":
				r.Rule = &hh.Effect{Kind: hh.RuleFailDamage}
			default:
				return nil, bad(`after the number: "locks", "fail exhausts" or "fail damages"`)
			}
		case "guaranteed":
			r.Rule = &hh.Effect{Kind: hh.RuleGuaranteed}
		case "pay", "damage":
			n, err := strconv.Atoi(f[len(f)-1])
			if err != nil || (f[0] == "damage" && (len(f) != 3 || f[1] != "grants")) || (f[0] == "pay" && len(f) != 2) {
				return nil, bad(`write "pay <hp>" or "damage grants <reward number>"`)
			}
			kind := hh.RulePayHealth
			if f[0] == "damage" {
				kind = hh.RuleDamageGrant
			}
			r.Rule = &hh.Effect{Kind: kind, N: n}
		case "needs":
			if len(f) != 2 {
				return nil, bad("write needs <item>")
			}
			if r.Requires == nil {
				r.Requires = &hh.Requirement{}
			}
			r.Requires.Item = f[1]
		case "spend":
			n, err := 0, error(nil)
			if len(f) == 3 {
				n, err = strconv.Atoi(f[2])
			}
			if len(f) != 3 || err != nil {
				return nil, bad("write spend <bullet, shell or key> <n>")
			}
			if r.Requires == nil {
				r.Requires = &hh.Requirement{}
			}
			r.Requires.Spend, r.Requires.N = f[1], n
		case "rewards":
			for _, s := range strings.Split(strings.Join(f[1:], " "), ",") {
				sl, err := parseSlot(strings.Fields(s))
				if err != nil {
					return nil, bad(err.Error())
				}
				r.Rewards = append(r.Rewards, sl)
			}
		default:
			return nil, bad(`start each part with search, puzzle, guaranteed, pay, damage grants, needs, spend or rewards`)
		}
	}
	if r.Search == 0 && r.Rule == nil {
		return nil, fmt.Errorf("say how the room is searched: search <n>, puzzle <n>, guaranteed or pay <hp>")
	}
	if err := hh.CheckRoom(g.c, r); err != nil {
		return nil, err
	}
	return r, nil
}

// parseSlot reads one reward of a typed row: "melee knife once",
// "ammo bullet 2", "damage 2", "key once draw 5", "blank".
func parseSlot(f []string) (hh.Slot, error) {
	if len(f) == 0 {
		return hh.Slot{}, fmt.Errorf("a reward is empty")
	}
	sl := hh.Slot{Symbol: f[0]}
	if sl.Symbol != hh.Blank {
		sl.Outline = hh.Unlimited
	}
	for i := 1; i < len(f); i++ {
		w := f[i]
		switch {
		case w == hh.Once || w == hh.Exhausts || w == hh.Unlimited:
			sl.Outline = w
		case w == hh.Bullet || w == hh.Shell:
			sl.Ammo = w
		case w == "draw" && i+1 < len(f):
			n, err := strconv.Atoi(f[i+1])
			if err != nil {
				return sl, fmt.Errorf("draw takes a number")
			}
			sl.Draw = n
			i++
		default:
			if n, err := strconv.Atoi(w); err == nil {
				sl.N = n
			} else {
				sl.Item = w
			}
		}
	}
	if (sl.Symbol == hh.Damage || sl.Symbol == hh.Ammo) && sl.N == 0 {
		sl.N = 1
	}
	return sl, nil
}

// parseMC reads an MC card typed at the table.
func (g *game) parseMC(text string) (*hh.MCCard, error) {
	title, rest, ok := strings.Cut(text, ":")
	title = strings.TrimSpace(title)
	if !ok || title == "" {
		return nil, fmt.Errorf("write the card's title, a colon, then symbols <n> and its effect")
	}
	m := &hh.MCCard{ID: "typed", Title: title, Copies: 1, Effect: hh.Effect{Kind: hh.MCNone}, Text: strings.TrimSpace(rest), Source: hh.House}
	for _, part := range strings.Split(rest, ";") {
		f := strings.Fields(strings.ToLower(part))
		if len(f) == 0 {
			continue
		}
		if f[0] == "symbols" {
			n, err := 0, error(nil)
			if len(f) == 2 {
				n, err = strconv.Atoi(f[1])
			}
			if len(f) != 2 || err != nil {
				return nil, fmt.Errorf("%q: write symbols <n>", strings.TrimSpace(part))
			}
			m.Symbols = n
			continue
		}
		if n, err := strconv.Atoi(f[len(f)-1]); err == nil {
			m.Effect.N = n
			f = f[:len(f)-1]
		}
		m.Effect.Kind = strings.Join(f, "_")
	}
	if err := hh.CheckMC(g.c, m); err != nil {
		return nil, err
	}
	return m, nil
}
