package terrorixico

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Table mode. Most monster and Event/Boss values shipped are a house deck,
// so a card turned up at the table can also be typed by what it shows (a
// free answer). The names are the real ones: a typed card names a card
// still in the pile, which leaves the pile as the listed choice would, and
// its typed values stand for it for the rest of the game. They are this
// game's alone: kept in the state, never written into the content.
//
//	monster aluxe: magical; range 2, melee 3, shield 1, codex 0; first 5, second 2
//	event 002: range x3, melee +1, shield +2, codex x2; trauma 1; vp 1; add monster 1
//
// A card is its ID or name (either case), a colon, then its values split
// by ";" or ",". A monster: its type alone, "<frontline> <n>" for the
// relics it takes (a frontline left out takes none), "first <n>" and
// "second <n>". An event: "<frontline> +<n>" or "<frontline> x<n>" (a
// frontline left out has no modifier), "trauma <n>", "vp <n>" (none: 0)
// and its instructions in words: "add monster <n>", "add event <n>",
// "hand limit <n>", "monster track <n>", "trauma all <n>", "eliminate
// trauma <n>". The ID or name alone is the card with the content's values.

// typedCards is the cards typed at the table in this game, by their index
// in the content; nil where a card is the content's. A state shares it
// with its copies: typing a card makes a new one.
type typedCards struct {
	mons [maxCards]*tx.Monster
	evs  [maxCards]*tx.Event
}

// typedArg is added to the index of a card typed with its values, so that
// the Answer knows to keep them (a card named alone answers its index).
const typedArg = maxCards

const (
	monsterHint = `the card's ID or name, or what it shows: "aluxe: magical; range 2, melee 3, shield 1, codex 0; first 5, second 2"`
	eventHint   = `the card's ID or title, or what it shows: "002: range x3, melee +1, shield +2, codex x2; trauma 1; vp 1; add monster 1"`
)

// monster is monster card i: the content's, or the one typed at the table.
func (g *game) monster(i int) *tx.Monster {
	if g.typed != nil && g.typed.mons[i] != nil {
		return g.typed.mons[i]
	}
	return &g.c.Monsters[i]
}

// event is Event/Boss card i: the content's, or the one typed at the table.
func (g *game) event(i int) *tx.Event {
	if g.typed != nil && g.typed.evs[i] != nil {
		return g.typed.evs[i]
	}
	return &g.c.Events[i]
}

// views are the typed cards by ID, for the view (t may be nil).
func (t *typedCards) views() (map[string]tx.Monster, map[string]tx.Event) {
	if t == nil {
		return nil, nil
	}
	mons, evs := map[string]tx.Monster{}, map[string]tx.Event{}
	for _, m := range t.mons {
		if m != nil {
			mons[m.ID] = *m
		}
	}
	for _, e := range t.evs {
		if e != nil {
			evs[e.ID] = *e
		}
	}
	return mons, evs
}

// offerFree lets the table type the card of a prompt with prefix.
func (g *game) offerFree(a *engine.Ask, prefix, hint string) {
	if g.table {
		a.Free = &rules.Free{Prefix: prefix, Hint: hint}
	}
}

// freeMonster is the Free of the monster prompt.
func freeMonster(g *game, _ engine.Step, id string) (int, error) {
	_, text, _ := strings.Cut(id, " ")
	i, m, err := g.parseMonster(text)
	if m != nil {
		i += typedArg
	}
	return i, err
}

// freeEvent is the Free of the Event/Boss prompt.
func freeEvent(g *game, _ engine.Step, id string) (int, error) {
	_, text, _ := strings.Cut(id, " ")
	i, e, err := g.parseEvent(text)
	if e != nil {
		i += typedArg
	}
	return i, err
}

// keepTyped keeps the card of answer c when it was typed with its values,
// and returns the card's index in the content.
func (g *game) keepTyped(c engine.Choice, event bool) int {
	if c.Arg < typedArg {
		return c.Arg
	}
	i := c.Arg - typedArg
	_, text, _ := strings.Cut(c.ID, " ")
	t := &typedCards{}
	if g.typed != nil {
		*t = *g.typed
	}
	if event {
		_, t.evs[i], _ = g.parseEvent(text)
	} else {
		_, t.mons[i], _ = g.parseMonster(text)
	}
	g.typed = t
	return i
}

// parseMonster reads a monster typed at the table: its index, and its card
// when values follow the name.
func (g *game) parseMonster(text string) (int, *tx.Monster, error) {
	name, rest, values := strings.Cut(text, ":")
	i, err := pick("monster", name, len(g.c.Monsters), g.monLeft, func(i int) (string, string) {
		return g.c.Monsters[i].ID, g.c.Monsters[i].Name
	})
	if err != nil || !values {
		return i, nil, err
	}
	m := g.c.Monsters[i] // its name and legend; every value is typed
	m.Type, m.First, m.Second = "", 0, 0
	var relics [nLines]int
	types := tx.Types()
	for _, f := range parts(rest) {
		key, value, ok := split(f, func(k string) bool {
			return slices.Contains(types, k) || slices.Contains(lineIDs[:], k) || k == "first" || k == "second"
		})
		n, err := strconv.Atoi(value)
		switch {
		case !ok:
			return 0, nil, fmt.Errorf("%q: start with the type (%s), a frontline, first or second", strings.Join(f, " "), strings.Join(types, ", "))
		case slices.Contains(types, key) && value != "":
			return 0, nil, fmt.Errorf("%q: write the type alone", strings.Join(f, " "))
		case slices.Contains(types, key):
			m.Type = key
		case err != nil:
			return 0, nil, fmt.Errorf("%q: end with a number", strings.Join(f, " "))
		case key == "first":
			m.First = n
		case key == "second":
			m.Second = n
		default:
			relics[slices.Index(lineIDs[:], key)] = n
		}
	}
	m.Relics = tx.Relics{Range: relics[0], Melee: relics[1], Shield: relics[2], Codex: relics[3]}
	if err := tx.CheckMonster(g.c, &m); err != nil {
		return 0, nil, err
	}
	return i, &m, nil
}

// parseEvent reads an Event/Boss card typed at the table: its index, and
// its card when values follow the name.
func (g *game) parseEvent(text string) (int, *tx.Event, error) {
	name, rest, values := strings.Cut(text, ":")
	i, err := pick("Event/Boss", name, len(g.c.Events), g.evLeft, func(i int) (string, string) {
		return g.c.Events[i].ID, g.c.Events[i].Title
	})
	if err != nil || !values {
		return i, nil, err
	}
	e := g.c.Events[i] // its number and title; every value is typed
	e.Trauma, e.VP, e.Effects, e.Text = 0, 0, nil, strings.TrimSpace(rest)
	var mods [nLines]*tx.Mod
	kinds := tx.EventKinds()
	for _, f := range parts(rest) {
		key, value, ok := split(f, func(k string) bool {
			return slices.Contains(lineIDs[:], k) || k == "trauma" || k == "vp" || slices.Contains(kinds, strings.ReplaceAll(k, " ", "_"))
		})
		if !ok {
			return 0, nil, fmt.Errorf("%q: start with a frontline, trauma, vp or an instruction (%s)", strings.Join(f, " "), instructions(kinds))
		}
		if l := slices.Index(lineIDs[:], key); l >= 0 {
			op, num := tx.OpAdd, strings.TrimPrefix(value, "+")
			if x, ok := strings.CutPrefix(value, "x"); ok {
				op, num = tx.OpTimes, x
			}
			n, err := strconv.Atoi(num)
			if err != nil {
				return 0, nil, fmt.Errorf("%q: a frontline's modifier is +<n> or x<n>", strings.Join(f, " "))
			}
			mods[l] = &tx.Mod{Op: op, N: n}
			continue
		}
		n, err := strconv.Atoi(value)
		switch {
		case err != nil:
			return 0, nil, fmt.Errorf("%q: end with a number", strings.Join(f, " "))
		case key == "trauma":
			e.Trauma = n
		case key == "vp":
			e.VP = n
		default:
			e.Effects = append(e.Effects, tx.Effect{Kind: strings.ReplaceAll(key, " ", "_"), N: n})
		}
	}
	e.Mods = tx.Mods{Range: mods[0], Melee: mods[1], Shield: mods[2], Codex: mods[3]}
	if err := tx.CheckEvent(g.c, &e); err != nil {
		return 0, nil, err
	}
	return i, &e, nil
}

// instructions lists the Event/Boss instructions as they are typed.
func instructions(kinds []string) string {
	w := make([]string, len(kinds))
	for i, k := range kinds {
		w[i] = strings.ReplaceAll(k, "_", " ")
	}
	return strings.Join(w, ", ")
}

// parts splits the values of a typed card at each ";" and ",", each part
// into its words in lower case.
func parts(text string) [][]string {
	var out [][]string
	for _, p := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r == ';' || r == ',' }) {
		if f := strings.Fields(p); len(f) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// split reads a typed part as a key and its value: the longest run of its
// first words that known takes ("trauma all" before "trauma"), and the
// words after it run together ("x 3" is "x3"). ok is false when no run
// is known.
func split(f []string, known func(key string) bool) (key, value string, ok bool) {
	for j := len(f); j > 0; j-- {
		if k := strings.Join(f[:j], " "); known(k) {
			return k, strings.Join(f[j:], ""), true
		}
	}
	return "", "", false
}

// pick finds the card a typed name names among the n cards of a pile (by
// ID or name, either case; "#" before it as the Event/Boss cards print
// their number), and checks it is still in the pile, left.
func pick(pile, name string, n int, left uint32, names func(i int) (id, title string)) (int, error) {
	name = strings.TrimPrefix(strings.TrimSpace(name), "#")
	var ids []string
	for i := range n {
		if id, _ := names(i); left&(1<<i) != 0 {
			ids = append(ids, id)
		}
	}
	rest := "the " + pile + " cards left are " + strings.Join(ids, ", ")
	for i := range n {
		if id, full := names(i); strings.EqualFold(name, id) || strings.EqualFold(name, full) {
			if left&(1<<i) == 0 {
				return 0, fmt.Errorf("%s is already revealed: %s", full, rest)
			}
			return i, nil
		}
	}
	return 0, fmt.Errorf("no %s card is called %q (write its ID or name, then a colon and what it shows): %s", pile, name, rest)
}
