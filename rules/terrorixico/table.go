package terrorixico

import (
	"errors"
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
// free answer). A typed card may name a card still in the pile (its ID or
// name; an Event/Boss card its printed number too), which leaves the pile
// as the listed choice would, and its typed values stand for it for the
// rest of the game. A card with a title the pile does not know, or with
// no title at all, is a card not yet seen: it takes the place of a card
// still in the pile (the last one), with the title typed and every value
// typed. Typed cards are this game's alone: kept in the state, never
// written into the content.
//
//	monster aluxe: magical; range 2, melee 3, shield 1, codex 0; first 4, second 2
//	event 002: range x3, melee +1, shield +2, codex x2; trauma 1; vp 2
//	event Spooky Fog: melee +1, shield +2; trauma 1; vp 1
//	event melee +1, shield +2; trauma 1; vp 1
//
// A card is its ID, name or number (either case, "#" allowed before a
// number), a colon, then its values split by ";" or ",". A monster: its
// type alone, "<frontline> <n>" for the relics it takes (a frontline left
// out takes none), "first <n>" and "second <n>". An event: "<frontline>
// +<n>" or "<frontline> x<n>" (a frontline left out has no modifier),
// "trauma <n>", "vp <n>" (none: 0) and its instructions in words: "add
// monster <n>", "add event <n>", "hand limit <n>", "monster track <n>",
// "trauma all <n>", "eliminate trauma <n>". The ID or name alone is the
// card with the content's values; the values alone are a card not yet
// seen, untitled.

// typedCards is the cards typed at the table in this game, by their index
// in the content; nil where a card is the content's. A state shares it
// with its copies: typing a card makes a new one.
type typedCards struct {
	mons [maxCards]*tx.Monster
	evs  [maxCards]*tx.Event
	// freshMons and freshEvs are the cards that stand for cards not yet
	// seen, a bit each: their content ID, name and number no longer name
	// them, their typed title does.
	freshMons, freshEvs uint32
}

// untitled is the title of a card typed by its values alone.
const untitled = "Untitled"

// typedArg is added to the index of a card typed with its values, so that
// the Answer knows to keep them (a card named alone answers its index).
const typedArg = maxCards

// typedMonster is monster m as the table types it, the way parseMonster
// reads it: the hints show a card of the content this way, so a hint is
// never a card that is not there.
func typedMonster(m *tx.Monster) string {
	var b strings.Builder
	b.WriteString(m.ID + ": " + m.Type + "; ")
	for l, line := range lineIDs {
		if l > 0 {
			b.WriteString(", ")
		}
		b.WriteString(line + " " + itoa(m.Relics.Get(line)))
	}
	b.WriteString("; first " + itoa(m.First) + ", second " + itoa(m.Second))
	return b.String()
}

// typedEvent is Event/Boss card e as the table types it (parseEvent).
func typedEvent(e *tx.Event) string {
	var parts []string
	var mods []string
	for _, line := range lineIDs {
		switch m := e.Mods.Get(line); {
		case m == nil:
		case m.Op == tx.OpTimes:
			mods = append(mods, line+" x"+itoa(m.N))
		default:
			mods = append(mods, line+" +"+itoa(m.N))
		}
	}
	if len(mods) > 0 {
		parts = append(parts, strings.Join(mods, ", "))
	}
	parts = append(parts, "trauma "+itoa(e.Trauma), "vp "+itoa(e.VP))
	for _, x := range e.Effects {
		parts = append(parts, strings.ReplaceAll(x.Kind, "_", " ")+" "+itoa(x.N))
	}
	return e.ID + ": " + strings.Join(parts, "; ")
}

// example is the card a hint shows: the rulebook's own example (the Aluxe,
// Event/Boss #002) where the content has it, or its first card.
func example(n int, id func(i int) string, want string) int {
	for i := range n {
		if id(i) == want {
			return i
		}
	}
	return 0
}

// hints makes the table's hints from the content's own cards.
func (cs *cards) hints() {
	c := cs.c
	m := &c.Monsters[example(len(c.Monsters), func(i int) string { return c.Monsters[i].ID }, "aluxe")]
	e := &c.Events[example(len(c.Events), func(i int) string { return c.Events[i].ID }, "002")]
	cs.monsterHint = `the card's name, or its name (any, or none) and what it shows: "` + typedMonster(m) + `"`
	cs.eventHint = `the card's number or title, or either (or none) and what it shows: "` + typedEvent(e) + `"`
}

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
	i, m, _, err := g.parseMonster(text)
	if m != nil {
		i += typedArg
	}
	return i, err
}

// freeEvent is the Free of the Event/Boss prompt.
func freeEvent(g *game, _ engine.Step, id string) (int, error) {
	_, text, _ := strings.Cut(id, " ")
	i, e, _, err := g.parseEvent(text)
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
	var fresh bool
	if event {
		_, t.evs[i], fresh, _ = g.parseEvent(text)
		if fresh {
			t.freshEvs |= 1 << i
		}
	} else {
		_, t.mons[i], fresh, _ = g.parseMonster(text)
		if fresh {
			t.freshMons |= 1 << i
		}
	}
	g.typed = t
	return i
}

// fresh reports whether card i of a pile (events or monsters) stands for
// a card not yet seen.
func (g *game) fresh(event bool, i int) bool {
	if g.typed == nil {
		return false
	}
	if event {
		return g.typed.freshEvs&(1<<i) != 0
	}
	return g.typed.freshMons&(1<<i) != 0
}

// eventName is how the log names Event/Boss card i: "#002 Blood Moon".
func (g *game) eventName(i int) string {
	e := g.event(i)
	switch {
	case !g.fresh(true, i):
		return "#" + e.ID + " " + e.Title
	case e.Number > 0:
		return "#" + itoa(e.Number) + " " + e.Title
	}
	return e.Title
}

// lastLeft is the last card still in a pile of n: the one a card not yet
// seen stands for.
func lastLeft(n int, left uint32) int {
	for i := n - 1; i >= 0; i-- {
		if left&(1<<i) != 0 {
			return i
		}
	}
	return -1
}

// named finds the card a typed name names among the n cards of a pile:
// its ID, name or title, or an Event/Boss card's printed number (number
// gives it, 0 none), in either case and with "#" before it allowed. A
// card not yet seen answers to its typed title alone. found is false when
// no card has that name; a card already revealed is an error.
func (g *game) named(pile, name string, n int, left uint32, names func(i int) (id, title string, number int)) (i int, found bool, err error) {
	name = strings.TrimPrefix(strings.TrimSpace(name), "#")
	num, numErr := strconv.Atoi(name)
	for i := range n {
		id, title, number := names(i)
		if strings.EqualFold(name, id) || strings.EqualFold(name, title) || numErr == nil && number > 0 && num == number {
			if left&(1<<i) == 0 {
				return 0, false, fmt.Errorf("%s is already revealed; the %s cards left are listed", title, pile)
			}
			return i, true, nil
		}
	}
	return 0, false, nil
}

// parseMonster reads a monster typed at the table: its index, its card when
// values come with it, and whether it stands for a card not yet seen.
func (g *game) parseMonster(text string) (int, *tx.Monster, bool, error) {
	name, rest, values := strings.Cut(text, ":")
	i, found, err := g.named("monster", name, len(g.c.Monsters), g.monLeft, func(i int) (string, string, int) {
		if g.fresh(false, i) {
			return "", g.monster(i).Name, 0
		}
		return g.c.Monsters[i].ID, g.c.Monsters[i].Name, 0
	})
	switch {
	case err != nil:
		return 0, nil, false, err
	case found && !values:
		return i, nil, false, nil
	case !values:
		// no card of that name: the values alone, untitled?
		if _, err := g.monsterValues(tx.Monster{}, text); err != nil {
			return 0, nil, false, fmt.Errorf("no monster %q is left: add a colon and what it shows", strings.TrimSpace(name))
		}
		name, rest = "", text
	}
	fresh := !found
	m := g.c.Monsters[i] // its name and legend; every value is typed
	if fresh {
		if i = lastLeft(len(g.c.Monsters), g.monLeft); i < 0 {
			return 0, nil, false, fmt.Errorf("no monster card is left in the pile")
		}
		m = g.c.Monsters[i]
		m.Name, m.Text = strings.TrimSpace(name), "A monster card typed at the table."
		if m.Name == "" {
			m.Name = untitled
		}
	}
	typed, err := g.monsterValues(m, rest)
	switch {
	case err != nil:
	case typed.Type == "":
		err = fmt.Errorf("no type: write one of %s", strings.Join(tx.Types(), ", "))
	case typed.First == 0:
		err = fmt.Errorf("no first place: write first <n> and second <n>, the V.P. of each")
	}
	if err == nil {
		c := typed
		if fresh {
			c.ID = c.Name // the problems name it by its title, not the card it stands for
		}
		err = problem(tx.CheckMonster(g.c, &c))
	}
	if err != nil {
		return 0, nil, false, err
	}
	return i, &typed, fresh, nil
}

// problem is the first problem the checks find in a typed card, without
// the file and the entry a data file's problem names (whoever typed the
// card knows which it is), so that it reads whole on the status line.
func problem(err error) error {
	if err == nil {
		return nil
	}
	lines := strings.Split(err.Error(), "\n")
	l := lines[0]
	// `the typed card: monster "ID": why` or `... event "ID" range: why`
	if _, rest, ok := strings.Cut(l, ` "`); ok {
		if _, rest, ok = strings.Cut(rest, `"`); ok {
			l = strings.TrimPrefix(strings.TrimPrefix(rest, ":"), " ")
		}
	}
	if len(lines) > 1 {
		l += " (+" + itoa(len(lines)-1) + " more)"
	}
	return errors.New(l)
}

// monsterValues is monster m with the values of text, as they are written;
// the caller checks them.
func (g *game) monsterValues(m tx.Monster, text string) (tx.Monster, error) {
	m.Type, m.First, m.Second = "", 0, 0
	var relics [nLines]int
	types := tx.Types()
	for _, f := range parts(text) {
		key, value, ok := split(f, func(k string) bool {
			return slices.Contains(types, k) || slices.Contains(lineIDs[:], k) || k == "first" || k == "second"
		})
		n, err := strconv.Atoi(value)
		switch {
		case !ok:
			return m, fmt.Errorf("%q: start with a type, a frontline, first or second", strings.Join(f, " "))
		case slices.Contains(types, key) && value != "":
			return m, fmt.Errorf("%q: write the type alone", strings.Join(f, " "))
		case slices.Contains(types, key):
			m.Type = key
		case err != nil:
			return m, fmt.Errorf("%q: end with a number", strings.Join(f, " "))
		case key == "first":
			m.First = n
		case key == "second":
			m.Second = n
		default:
			relics[slices.Index(lineIDs[:], key)] = n
		}
	}
	m.Relics = tx.Relics{Range: relics[0], Melee: relics[1], Shield: relics[2], Codex: relics[3]}
	return m, nil
}

// parseEvent reads an Event/Boss card typed at the table: its index, its
// card when values come with it, and whether it stands for a card not yet
// seen.
func (g *game) parseEvent(text string) (int, *tx.Event, bool, error) {
	name, rest, values := strings.Cut(text, ":")
	i, found, err := g.named("Event/Boss", name, len(g.c.Events), g.evLeft, func(i int) (string, string, int) {
		if g.fresh(true, i) {
			return "", g.event(i).Title, g.event(i).Number
		}
		e := &g.c.Events[i]
		return e.ID, e.Title, e.Number
	})
	switch {
	case err != nil:
		return 0, nil, false, err
	case found && !values:
		return i, nil, false, nil
	case !values:
		if _, err := g.eventValues(tx.Event{}, text); err != nil {
			return 0, nil, false, fmt.Errorf("no Event/Boss card %q is left: add a colon and what it shows", strings.TrimSpace(name))
		}
		name, rest = "", text
	}
	fresh := !found
	e := g.c.Events[i] // its number and title; every value is typed
	if fresh {
		if i = lastLeft(len(g.c.Events), g.evLeft); i < 0 {
			return 0, nil, false, fmt.Errorf("no Event/Boss card is left in the pile")
		}
		e = g.c.Events[i]
		title := strings.TrimSpace(name)
		e.Number, e.Title = 0, title
		if n, err := strconv.Atoi(strings.TrimPrefix(title, "#")); err == nil {
			if n < 1 || n > g.c.Box.Events {
				return 0, nil, false, fmt.Errorf("no Event/Boss card is numbered %d: the box's are 1 to %d", n, g.c.Box.Events)
			}
			e.Number, e.Title = n, ""
		}
		if e.Title == "" {
			e.Title = untitled
		}
	}
	typed, err := g.eventValues(e, rest)
	if err == nil {
		c := typed
		if fresh {
			c.ID = c.Title
		}
		err = problem(tx.CheckEvent(g.c, &c))
	}
	if err != nil {
		return 0, nil, false, err
	}
	return i, &typed, fresh, nil
}

// eventValues is Event/Boss card e with the values of text, as they are
// written; the caller checks them.
func (g *game) eventValues(e tx.Event, text string) (tx.Event, error) {
	e.Trauma, e.VP, e.Effects, e.Text = 0, 0, nil, strings.TrimSpace(text)
	var mods [nLines]*tx.Mod
	kinds := tx.EventKinds()
	for _, f := range parts(text) {
		key, value, ok := split(f, func(k string) bool {
			return slices.Contains(lineIDs[:], k) || k == "trauma" || k == "vp" || slices.Contains(kinds, strings.ReplaceAll(k, " ", "_"))
		})
		if !ok {
			return e, fmt.Errorf("%q: start with a frontline, trauma, vp or an instruction", strings.Join(f, " "))
		}
		if l := slices.Index(lineIDs[:], key); l >= 0 {
			op, num := tx.OpAdd, strings.TrimPrefix(value, "+")
			if x, ok := strings.CutPrefix(value, "x"); ok {
				op, num = tx.OpTimes, x
			}
			n, err := strconv.Atoi(num)
			if err != nil {
				return e, fmt.Errorf("%q: a frontline's modifier is +<n> or x<n>", strings.Join(f, " "))
			}
			mods[l] = &tx.Mod{Op: op, N: n}
			continue
		}
		n, err := strconv.Atoi(value)
		switch {
		case err != nil:
			return e, fmt.Errorf("%q: end with a number", strings.Join(f, " "))
		case key == "trauma":
			e.Trauma = n
		case key == "vp":
			e.VP = n
		default:
			e.Effects = append(e.Effects, tx.Effect{Kind: strings.ReplaceAll(key, " ", "_"), N: n})
		}
	}
	e.Mods = tx.Mods{Range: mods[0], Melee: mods[1], Shield: mods[2], Codex: mods[3]}
	return e, nil
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
