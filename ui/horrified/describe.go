package horrified

import (
	"sort"
	"strconv"
	"strings"

	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Describe says the view in plain sentences, one subject per line, for the
// line mode and screen readers: no escape codes, no glyphs that need seeing.
func (b *Board) Describe(view any) string {
	v, ok := asView(view)
	if !ok {
		return notAView(view)
	}
	var sb strings.Builder
	ln := func(parts ...string) {
		for _, p := range parts {
			sb.WriteString(p)
		}
		sb.WriteByte('\n')
	}
	cur := currentHero(v)

	if v.Over {
		ln("The game is over. ", canvas.OrDash(v.Result))
	}
	phase := v.Phase
	if !strings.Contains(phase, "phase") {
		phase += " phase"
	}
	turn := "Turn " + strconv.Itoa(v.Turn) + ", " + phase + "."
	if cur >= 0 {
		h := v.Heroes[cur]
		turn += " The " + h.Name + " (" + canvas.OrDash(h.Player) + ") is to play."
	}
	ln(turn)
	ln("Terror ", strconv.Itoa(v.Terror), " of ", strconv.Itoa(v.TerrorMax), " (the game is lost at ", strconv.Itoa(v.TerrorMax), ").")
	deck := "Monster deck: " + strconv.Itoa(v.DeckLeft) + " of " + strconv.Itoa(v.DeckSize) + " cards left"
	if v.LastCard != "" {
		deck += "; last card drawn: " + v.LastCard
	}
	ln(deck, ".")
	if c := v.Card; c != nil {
		head := "Monster card in play: "
		if c.Step == "done" {
			head = "Monster card played last: "
		}
		s := head + c.Name + ": " + plural(c.Items, "item")
		if c.Event != "" {
			s += "; event: " + strings.TrimRight(c.Event, ".")
		}
		if len(c.Strikes) > 0 {
			s += "; strikes: " + strings.Join(c.Strikes, ", ") + ", each moving " + strconv.Itoa(c.Move) + " and rolling " + plural(c.Dice, "die")
		} else {
			s += "; no monster strikes"
		}
		if c.Step != "" && c.Step != "done" {
			s += "; now: " + c.Step
		}
		ln(s, ".")
	}
	if v.Frenzied != "" {
		name := v.Frenzied
		for _, m := range v.Monsters {
			if m.ID == v.Frenzied {
				name = m.Name
			}
		}
		ln("Frenzy marker: ", name, ".")
	}
	ln("Item bag: ", strconv.Itoa(v.Bag), " tokens; discard pile: ", strconv.Itoa(v.Discard), "; perk deck: ", strconv.Itoa(v.PerkDeck), " cards.")
	if v.SkipNext {
		ln("The next monster phase is skipped.")
	}

	ln("Heroes:")
	for i, h := range v.Heroes {
		s := "- " + h.Name
		if h.Player != "" {
			s += " (" + h.Player + ")"
		}
		if i == cur {
			s += ", whose turn it is,"
		}
		if h.Space == "" {
			s += " is defeated, off the board; "
		} else {
			s += " is at " + b.name(h.Space) + "; "
		}
		s += strconv.Itoa(h.ActionsLeft) + " of " + strconv.Itoa(h.Actions) + " actions left"
		s += "; items: " + describeItems(h.Items)
		if h.Special != "" {
			s += "; special: " + strings.TrimRight(h.Special, ".")
		}
		if len(h.Perks) > 0 {
			names := make([]string, len(h.Perks))
			for j, p := range h.Perks {
				names[j] = p.Name
			}
			s += "; perks: " + strings.Join(names, ", ")
		} else {
			s += "; no perks"
		}
		if len(h.Tokens) > 0 {
			s += "; tokens: " + strings.Join(h.Tokens, ", ")
		}
		ln(s, ".")
	}

	ln("Monsters:")
	for _, m := range v.Monsters {
		if m.Defeated {
			ln("- ", m.Name, " is defeated.")
			continue
		}
		s := "- " + m.Name + " is at " + b.name(m.Space)
		if m.Frenzied || m.ID == v.Frenzied {
			s += ", frenzied"
		}
		s += "; task: " + canvas.OrDash(strings.TrimRight(m.Task, "."))
		if of := strconv.Itoa(m.Progress) + " of " + strconv.Itoa(m.Goal); m.Goal > 0 && !strings.Contains(m.Task, of) {
			s += " (" + of + ")"
		}
		if m.TaskDone {
			s += ", done"
		}
		if len(m.Items) > 0 {
			s += "; on the mat: " + describeItems(m.Items)
		}
		if len(m.Scarabs) > 0 {
			s += "; scarabs " + describeScarabs(m.Scarabs)
		}
		if m.Defeat != "" {
			s += "; to defeat: " + strings.TrimRight(m.Defeat, ".")
		}
		ln(s, ".")
	}

	if len(v.Villagers) == 0 {
		ln("No villagers on the board.")
	} else {
		ln("Villagers:")
		for _, vl := range v.Villagers {
			ln("- ", vl.Name, " is at ", b.name(vl.Space), ", safe at ", b.name(vl.Safe), ".")
		}
	}

	spaces := make([]string, 0, len(v.Items))
	for s, it := range v.Items {
		if len(it) > 0 {
			spaces = append(spaces, s)
		}
	}
	if len(spaces) == 0 {
		ln("No items on the board.")
	} else {
		sort.Slice(spaces, func(i, j int) bool { return b.name(spaces[i]) < b.name(spaces[j]) })
		ln("Items on the board:")
		for _, s := range spaces {
			ln("- ", b.name(s), ": ", describeItems(v.Items[s]), ".")
		}
	}
	if len(v.Coffins) > 0 {
		ln("Coffins at: ", b.joinNames(v.Coffins), ".")
	}
	if len(v.Reach) > 0 {
		ln("The current hero can move to: ", b.joinNames(v.Reach), ".")
	}
	if len(v.LastPath) > 1 {
		ln("Last movement: ", strings.Join(b.nameList(v.LastPath), " to "), ".")
	}
	return strings.TrimRight(sb.String(), "\n")
}

func (b *Board) nameList(ids []string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = b.name(id)
	}
	return out
}

func (b *Board) joinNames(ids []string) string { return strings.Join(b.nameList(ids), ", ") }

// describeScarabs says the Mummy's puzzle in words: "on spots 1 to 6: 4,
// 5, 6 face down, 1, 2, empty; centre: 3".
func describeScarabs(s []int) string {
	spot := func(n int) string {
		switch {
		case n == 0:
			return "empty"
		case n < 0:
			return strconv.Itoa(-n) + " face down"
		}
		return strconv.Itoa(n)
	}
	parts := make([]string, 0, 6)
	for _, n := range s[:min(len(s), 6)] {
		parts = append(parts, spot(n))
	}
	out := "on spots 1 to 6: " + strings.Join(parts, ", ")
	if len(s) > 6 {
		out += "; centre: " + spot(s[6])
	}
	return out
}

// describeItems lists items as "Torch (red 4), Garlic (yellow 2)".
func describeItems(items []rh.Item) string {
	if len(items) == 0 {
		return "none"
	}
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = it.Name + " (" + it.Color + " " + strconv.Itoa(it.Strength) + ")"
	}
	return strings.Join(parts, ", ")
}

// Summary is the state in one short line for lists of saves: "turn 3, hero
// phase, terror 2 of 7", or how the game ended.
func (b *Board) Summary(view any) string {
	v, ok := asView(view)
	if !ok {
		return ""
	}
	turn := "turn " + strconv.Itoa(v.Turn)
	if v.Over {
		word, why := outcome(v)
		if why != "" {
			return word + " on " + turn + ": " + why
		}
		return word + " on " + turn
	}
	if v.Turn == 0 {
		return "setting up"
	}
	phase := v.Phase
	if !strings.Contains(phase, "phase") {
		phase += " phase"
	}
	return turn + ", " + phase + ", terror " + strconv.Itoa(v.Terror) + " of " + strconv.Itoa(v.TerrorMax) +
		", " + strconv.Itoa(v.DeckLeft) + " monster cards left"
}
