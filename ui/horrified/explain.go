package horrified

import (
	"slices"
	"strconv"
	"strings"

	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
)

// Explain says what the choice under the cursor means: for a move, who and
// what waits at the destination and which villagers may come along; for a
// task or a defeat, the monster's mat, its progress and the acting hero's
// items that count; for a perk or a card, its text; for items, their
// colour and strength; for a person, where they stand and what they hold.
//
// It reads the choice's ID by the grammar the rules document (rules/
// horrified doc.go: the verb, then the content IDs it names) and what the
// game says it touches; "" when there is nothing to add to the label.
func (b *Board) Explain(c *common.Common, view any, sel common.Selection, width int) string {
	v, ok := asView(view)
	if !ok || sel.ID == "" {
		return ""
	}
	f := b.frame(v, sel)
	t := &text{w: max(width, 20)}
	words := strings.Fields(sel.ID)
	arg := func(i int) string {
		if i < len(words) {
			return words[i]
		}
		return ""
	}
	places := true
	verb := words[0]
	if _, space := b.names[arg(1)]; verb == "move" && !space {
		verb = "place" // "move <monster>", a perk's follow-up
	}
	switch verb {
	case "move":
		if f.cur >= 0 {
			var with []string
			for _, vl := range v.Villagers {
				if vl.Space == v.Heroes[f.cur].Space {
					with = append(with, vl.Name)
				}
			}
			if len(with) > 0 {
				t.para("", "", joinWords(with)+" may come along: villagers on your space move with you if you wish.")
			}
		}
	case "guide":
		t.para("", "", "Guiding moves one villager between your space and a space next to it.")
	case "advance", "defeat":
		if i := slices.IndexFunc(v.Monsters, func(m rh.MonsterView) bool { return m.ID == arg(1) }); i >= 0 {
			b.explainMonster(t, f, i, verb)
		}
		places = false
	case "special":
		if f.cur >= 0 {
			if ht := b.heroType(v.Heroes[f.cur].ID); ht != nil && ht.SpecialText != "" {
				t.para("", v.Heroes[f.cur].Name+"'s ability:", ht.SpecialText)
			}
		}
	case "perk":
		if p := b.perk(arg(1)); p != nil {
			t.para("", "✦ "+p.Name+":", p.Text)
			t.para("", "", "Any player may play a perk during a hero phase; it costs no action.")
		}
	case "interrupt":
		if n, err := strconv.Atoi(arg(1)); err == nil {
			for i, h := range v.Heroes {
				if int(h.Seat) == n {
					b.explainHero(t, f, i, true)
				}
			}
		}
	case "pickup":
		if f.cur >= 0 {
			if items := v.Items[v.Heroes[f.cur].Space]; len(items) > 0 {
				t.groups("", append([]line{{{"lying here:", cSubtle}}}, itemGroups(items)...)...)
			}
		}
		places = false
	case "share":
		if f.cur >= 0 {
			for i, h := range v.Heroes {
				if h.Space == v.Heroes[f.cur].Space {
					b.explainHero(t, f, i, false)
				}
			}
		}
		places = false
	case "end":
		switch {
		case v.Phase == "final hero phase":
			t.para("", "", "This is the final hero phase: ending it ends the game.")
		case v.SkipNext:
			t.para("", "", "Ends the hero phase; the next monster phase is skipped, so the next player's hero phase follows.")
		default:
			t.para("", "", "Ends the hero phase: a monster card is drawn and the monster phase plays it out.")
		}
	case "card":
		if mc := b.card(arg(1)); mc != nil {
			s := plural(mc.Items, "item") + "; " + mc.EventText
			strikes := make([]string, len(mc.Strikes))
			for i, id := range mc.Strikes {
				strikes[i] = b.figure(v, id)
			}
			if len(strikes) > 0 {
				s += " Strikes: " + joinWords(strikes) + ", each moving " + strconv.Itoa(mc.Move) + " and rolling " + plural(mc.Dice, "die") + "."
			}
			t.para("", mc.Name+":", s)
		}
	case "item":
		if it := b.itemType(arg(1)); it != nil {
			t.para("", it.Name+":", colorWord(it.Color)+" "+strconv.Itoa(it.Strength)+", goes to "+b.name(it.Space)+" when drawn.")
		}
	case "hero", "gather", "from", "to":
		if i := slices.IndexFunc(v.Heroes, func(h rh.HeroView) bool { return h.ID == arg(1) }); i >= 0 {
			b.explainHero(t, f, i, false)
		} else if ht := b.heroType(arg(1)); ht != nil {
			ability := ht.SpecialText
			if ability == "" {
				ability = "none"
			}
			t.para("", ht.Name+":", strconv.Itoa(ht.Actions)+" actions a turn; starts at "+b.name(ht.Start)+"; ability: "+ability)
		}
	case "monster", "place":
		if i := slices.IndexFunc(v.Monsters, func(m rh.MonsterView) bool { return m.ID == arg(1) }); i >= 0 {
			b.explainMonster(t, f, i, "")
		} else if mm := b.mat(arg(1)); mm != nil {
			t.para("", mm.Name+", task:", mm.TaskText)
			t.para("", "defeat:", mm.DefeatText)
			t.para("", "power:", mm.PowerText)
		}
	case "target":
		t.para("", "", "A hero hit may discard one item per hit to ignore it; a villager is defeated by one hit.")
	case "discard":
		if len(words) > 1 {
			t.para("", "", "Discarding one item ignores one hit.")
		}
	case "defeated":
		t.para("", "", "The hero is defeated: terror rises by 1 and the hero leaves the board, to come back at "+
			b.name(b.c.Hospital)+" at the start of their player's next turn. They keep their items and perks.")
	case "die":
		t.para("", "", map[string]string{
			"hit":   "A hit: a villager is defeated; a hero discards an item or is defeated.",
			"power": "A power: the striking monster's power goes off.",
			"blank": "A blank: nothing happens.",
		}[arg(1)])
	case "slide", "flip", "scarab":
		if i := slices.IndexFunc(v.Monsters, func(m rh.MonsterView) bool { return len(m.Scarabs) > 0 }); i >= 0 {
			b.explainMonster(t, f, i, "advance")
		}
	}
	for _, id := range sel.Touch.Cards {
		if it, ok := f.item(id); ok {
			t.para("", "", b.itemWords(it))
		}
	}
	if places {
		for _, p := range sel.Touch.Places {
			b.explainPlace(t, f, p)
		}
	}
	for _, s := range sel.Touch.Seats {
		for i, h := range v.Heroes {
			if h.Seat == s && words[0] != "interrupt" {
				b.explainHero(t, f, i, false)
			}
		}
	}
	if len(t.lines) == 0 {
		return ""
	}
	return t.String(b.looks.For(c))
}

// item finds an item token anywhere the view shows one.
func (f *frame) item(id string) (rh.Item, bool) {
	v := f.v
	lists := [][]rh.Item{}
	for _, h := range v.Heroes {
		lists = append(lists, h.Items)
	}
	for _, l := range v.Items {
		lists = append(lists, l)
	}
	for _, m := range v.Monsters {
		lists = append(lists, m.Items)
	}
	for _, l := range lists {
		for _, it := range l {
			if it.ID == id {
				return it, true
			}
		}
	}
	return rh.Item{}, false
}

// explainPlace says who and what is on a space and where its paths lead.
func (b *Board) explainPlace(t *text, f *frame, id string) {
	v := f.v
	name := b.name(id)
	var g []line
	for i, h := range v.Heroes {
		if h.Space == id {
			g = append(g, line{{f.heroL[i] + " ", cHero}, {h.Name, cNone}})
		}
	}
	for i, m := range v.Monsters {
		if m.Space == id && !m.Defeated {
			tag, look := "☠"+f.monL[i], cMon
			if f.frenzied(i) {
				tag, look = tag+"!", cFrenzy
			}
			g = append(g, line{{tag + " ", look}, {m.Name, cNone}})
		}
	}
	for _, vl := range v.Villagers {
		if vl.Space == id {
			s := " (safe at " + b.name(vl.Safe)
			if n := b.steps(id, vl.Safe); n > 0 {
				s += ", " + plural(n, "step") + " away"
			}
			g = append(g, line{{vl.Name, cVill}, {s + ")", cSubtle}})
		}
		if vl.Safe == id && vl.Space != id {
			g = append(g, line{{vl.Name + "'s safe place", cVill}})
		}
	}
	g = append(g, itemGroups(v.Items[id])...)
	if slices.Contains(v.Coffins, id) {
		g = append(g, line{{"⚰ a coffin", cCoffin}})
	}
	if len(g) == 0 {
		g = append(g, line{{"nobody, nothing", cSubtle}})
	}
	t.groups("", append([]line{{{name + ":", cHero}}}, g...)...)
	if lit, water := b.neighbours(id); len(lit)+len(water) > 0 {
		s := joinWords(lit)
		if len(water) > 0 {
			if s != "" {
				s += "; "
			}
			s += "by water " + joinWords(water)
		}
		t.para("  ", "paths to:", s)
	}
}

// explainHero says where a hero is and what they hold; with perks, each
// perk's text too.
func (b *Board) explainHero(t *text, f *frame, i int, perks bool) {
	h := f.v.Heroes[i]
	where := "defeated, off the board"
	if h.Space != "" {
		where = "@ " + b.name(h.Space)
	}
	g := []line{{{f.heroL[i] + " ", cHero}, {h.Name, cNone}}, {{where, cSubtle}}}
	g = append(g, itemGroups(h.Items)...)
	if len(h.Items) == 0 {
		g = append(g, line{{"no items", cSubtle}})
	}
	for _, tok := range h.Tokens {
		g = append(g, line{{"◆ " + tok, cNone}})
	}
	t.groups("", g...)
	for _, p := range h.Perks {
		if perks {
			t.para("  ", "✦ "+p.Name+":", p.Text)
		} else {
			t.groups("  ", line{{"✦ " + p.Name, cNone}})
		}
	}
}

// explainMonster says a monster's progress and, for an advance or a
// defeat, that part of its mat and the acting hero's items that count
// toward it; for anything else (a perk moving it), its power.
func (b *Board) explainMonster(t *text, f *frame, i int, verb string) {
	v := f.v
	m := v.Monsters[i]
	mm := b.mat(m.ID)
	tag, look := "☠"+f.monL[i], cMon
	if f.frenzied(i) {
		tag, look = tag+"!", cFrenzy
	}
	t.groups("", line{{tag + " ", look}, {m.Name, cHero}}, line{{"@ " + b.name(m.Space), cSubtle}})
	progress := m.Task
	if m.TaskDone {
		progress += " (done)"
	}
	t.para("  ", "now:", progress)
	if len(m.Items) > 0 {
		t.groups("  ", append([]line{{{"on the mat:", cSubtle}}}, itemGroups(m.Items)...)...)
	}
	if len(m.Scarabs) > 0 {
		t.groups("  ", scarabGroups(m.Scarabs)...)
	}
	if mm == nil {
		return
	}
	switch verb {
	case "advance":
		t.para("  ", "task:", mm.TaskText)
	case "defeat":
		t.para("  ", "defeat:", mm.DefeatText)
	default: // moved or placed: what it does where it lands
		t.para("  ", "power:", mm.PowerText)
		return
	}
	if f.cur < 0 {
		return
	}
	hero := v.Heroes[f.cur]
	var fit []rh.Item
	why := ""
	total := false // the items add up toward a number
	switch {
	case verb == "defeat" && len(mm.DefeatColors) > 0:
		for _, it := range hero.Items {
			if slices.Contains(mm.DefeatColors, it.Color) {
				fit = append(fit, it)
			}
		}
		why = "one of each colour is needed"
	case verb == "defeat":
		fit, why, total = ofColor(hero.Items, mm.DefeatColor), "worth "+strconv.Itoa(mm.DefeatStrength)+" or more together", true
	case len(mm.Coffins) > 0:
		fit, why, total = ofColor(hero.Items, mm.CoffinColor), "worth "+strconv.Itoa(mm.CoffinStrength)+" or more together per coffin", true
	case len(mm.Evidence) > 0:
		for _, it := range hero.Items {
			filled := slices.ContainsFunc(m.Items, func(e rh.Item) bool { return e.Space == it.Space })
			if slices.Contains(mm.Evidence, it.Space) && !filled {
				fit = append(fit, it)
			}
		}
		why = "printed with a place whose evidence spot is empty"
	case len(mm.CureSlots) > 0:
		empty := slices.Clone(mm.CureSlots)
		for _, it := range m.Items {
			if k := slices.Index(empty, it.Strength); k >= 0 {
				empty = slices.Delete(empty, k, k+1)
			}
		}
		for _, it := range ofColor(hero.Items, mm.CureColor) {
			if slices.Contains(empty, it.Strength) {
				fit = append(fit, it)
			}
		}
		why = "the strength of an empty cure slot"
	case len(mm.BoatTrack) > 0:
		for _, it := range hero.Items {
			if k := slices.Index(mm.BoatTrack[min(max(m.Progress, 0), len(mm.BoatTrack)):], it.Color); k >= 0 {
				fit = append(fit, it)
			}
		}
		why = "any colour: the boat sails to the next mark of that colour"
	case mm.ScarabColor != "":
		fit, why = ofColor(hero.Items, mm.ScarabColor), "one item, as many moves as its strength"
	case mm.HumanityColor != "":
		color := mm.HumanityColor
		if m.ID != mm.ID {
			color = mm.BrideColor
		}
		fit, why = ofColor(hero.Items, color), "humanity rises by its strength"
	}
	if len(fit) == 0 {
		t.para("  ", "you hold:", "nothing that counts here")
		return
	}
	if total {
		sum := 0
		for _, it := range fit {
			sum += it.Strength
		}
		why += "; yours make " + strconv.Itoa(sum)
	}
	t.groups("  ", append(append([]line{{{"you hold:", cSubtle}}}, itemGroups(fit)...), line{{"(" + why + ")", cSubtle}})...)
}

func ofColor(items []rh.Item, color string) []rh.Item {
	var out []rh.Item
	for _, it := range items {
		if it.Color == color {
			out = append(out, it)
		}
	}
	return out
}
