package horrified

import (
	"slices"
	"strconv"
	"strings"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/ui/common"
)

// Reference teaches the game in view from the screen: the monsters in
// play with their mats, the heroes with their abilities and perks, the
// item colours and what each is for in this game, the terror track, the
// deck and the dice, the villagers and every place with its paths. Lines
// are at most width cells; words are wrapped, never cut.
func (b *Board) Reference(c *common.Common, view any, width int) string {
	v, ok := asView(view)
	if !ok {
		return notAView(view)
	}
	f := b.frame(v, common.Selection{})
	t := &text{w: max(width, 20)}
	b.refMonsters(t, f)
	b.refHeroes(t, f)
	b.refItems(t, f)
	b.refTerror(t, f)
	b.refDeck(t, f)
	b.refVillagers(t, f)
	b.refPlaces(t, f)
	return t.String(b.looks.For(c))
}

// mats are the monster mats in play, each once (Frankenstein and the Bride
// share one), with the letters of their figures.
func (b *Board) mats(f *frame) (mats []*bh.Monster, figs [][]int) {
	for i, m := range f.v.Monsters {
		mm := b.mat(m.ID)
		if mm == nil {
			continue
		}
		k := slices.Index(mats, mm)
		if k < 0 {
			mats, figs = append(mats, mm), append(figs, nil)
			k = len(mats) - 1
		}
		figs[k] = append(figs[k], i)
	}
	return mats, figs
}

func (b *Board) refMonsters(t *text, f *frame) {
	t.head("MONSTERS")
	t.para("", "", "Each monster has a task: finish it, then spend the right items on the monster's space to defeat it. "+
		"The frenzied monster (marked !) also strikes on every frenzy symbol; when the marker moves on, it goes to the mat "+
		"with the next higher frenzy order, and from the highest back to the lowest.")
	mats, figs := b.mats(f)
	for k, mm := range mats {
		var g []line
		for _, i := range figs[k] {
			m := f.v.Monsters[i]
			tag, look := "☠"+f.monL[i], cMon
			if f.frenzied(i) {
				tag, look = tag+"!", cFrenzy
			}
			l := line{{tag + " ", look}, {m.Name, cHero}}
			if m.Defeated {
				l = append(l, seg{" ✓ defeated", cGood})
			}
			g = append(g, l)
		}
		g = append(g, line{{"frenzy order " + strconv.Itoa(mm.Frenzy), cSubtle}})
		t.lines = append(t.lines, nil)
		t.groups("", g...)
		start := b.name(mm.Start)
		if mm.BrideStart != "" {
			start += "; the Bride at " + b.name(mm.BrideStart)
		}
		t.para("  ", "starts at:", start)
		t.para("  ", "task:", mm.TaskText)
		t.para("  ", "defeat:", mm.DefeatText)
		t.para("  ", "power:", mm.PowerText)
		if w := weakness(mm); w != "" {
			t.para("  ", "weak to:", w)
		}
		for _, s := range b.matDetails(mm) {
			t.para("  ", s[0], s[1])
		}
		if s := unsure(mm.Confidence); s != "" {
			t.para("  ", "note:", "this mat is "+s+".")
		}
	}
}

// weakness is what a monster's defeat costs, from the mat's numbers.
func weakness(mm *bh.Monster) string {
	switch {
	case len(mm.DefeatColors) > 0:
		cs := make([]string, len(mm.DefeatColors))
		for i, c := range mm.DefeatColors {
			cs[i] = colorWord(c)
		}
		return "one item of each of " + joinWords(cs) + ", any strength"
	case mm.DefeatColor != "":
		return colorWord(mm.DefeatColor) + " items worth " + strconv.Itoa(mm.DefeatStrength) + " or more together"
	}
	return ""
}

// matDetails are the mat's own pieces, as label and words.
func (b *Board) matDetails(mm *bh.Monster) [][2]string {
	var out [][2]string
	if len(mm.Coffins) > 0 {
		out = append(out, [2]string{"coffins:", joinWords(b.nameList(mm.Coffins)) + "; each needs " +
			colorWord(mm.CoffinColor) + " items worth " + strconv.Itoa(mm.CoffinStrength) + " or more"})
	}
	if len(mm.Evidence) > 0 {
		out = append(out, [2]string{"evidence spots:", joinWords(b.nameList(mm.Evidence)) + " (an item printed with that place fills it)"})
	}
	if len(mm.BoatTrack) > 0 {
		marks := make([]string, len(mm.BoatTrack))
		for i, c := range mm.BoatTrack {
			marks[i] = itemLetter(c)
		}
		out = append(out, [2]string{"boat track:", strings.Join(marks, " ") + " (" + strconv.Itoa(len(marks)) + " marks after the start; the last is the lair)"})
	}
	if len(mm.CureSlots) > 0 {
		s := make([]string, len(mm.CureSlots))
		for i, n := range mm.CureSlots {
			s[i] = strconv.Itoa(n)
		}
		out = append(out, [2]string{"cure slots:", colorWord(mm.CureColor) + " of strength " + strings.Join(s, ", ")})
	}
	if len(mm.ScarabStart) > 0 {
		out = append(out, [2]string{"scarabs at the start:", describeScarabs(mm.ScarabStart) + "; each move costs 1 of a " +
			colorWord(mm.ScarabColor) + " item's strength"})
	}
	if mm.HumanityMax > 0 {
		out = append(out, [2]string{"humanity:", "Frankenstein up to " + strconv.Itoa(mm.HumanityMax) + " with " + colorWord(mm.HumanityColor) +
			" items, the Bride up to " + strconv.Itoa(mm.BrideHumanityMax) + " with " + colorWord(mm.BrideColor) + " items"})
	}
	return out
}

func (b *Board) refHeroes(t *text, f *frame) {
	t.head("HEROES")
	t.para("", "", "On a turn a hero takes up to their number of actions. Perks are played by any player during a hero phase and cost no action.")
	for i, h := range f.v.Heroes {
		mark := f.heroL[i]
		if i == f.cur {
			mark = "▸" + mark
		}
		name := h.Name
		if h.Player != "" {
			name += " (" + h.Player + ")"
		}
		t.lines = append(t.lines, nil)
		t.groups("", line{{mark + " ", cCur}, {name, cHero}}, line{{strconv.Itoa(h.Actions) + " actions a turn", cSubtle}})
		ht := b.heroType(h.ID)
		ability := h.Special
		if ht != nil {
			ability = ht.SpecialText
			t.para("  ", "starts at:", b.name(ht.Start))
		}
		if ability == "" {
			ability = "none"
		}
		t.para("  ", "ability:", ability)
		for _, p := range h.Perks {
			txt := p.Text
			if pk := b.perk(p.ID); pk != nil && txt == "" {
				txt = pk.Text
			}
			t.para("  ", "✦ "+p.Name+":", txt)
		}
		for _, tok := range h.Tokens {
			t.para("  ", "◆ "+tok+":", b.tokenWords(tok))
		}
		if ht != nil {
			if s := unsure(ht.Confidence); s != "" {
				t.para("  ", "note:", "this badge is "+s+".")
			}
		}
	}
}

// tokenWords says what a token a hero holds is about: the card event that
// reads it, or for the Cure the monster it defeats.
func (b *Board) tokenWords(tok string) string {
	event := map[string]string{"Hunted": "hunt", "Soul": "reincarnated_soul"}[tok]
	for _, c := range b.c.MonsterCards {
		if event != "" && c.Event == event {
			return "the card " + c.Name + " reads it: " + c.EventText
		}
	}
	if tok == "Cure" {
		for _, m := range b.c.Monsters {
			if len(m.CureSlots) > 0 {
				return "needed to defeat " + m.Name + ": " + m.DefeatText
			}
		}
	}
	return ""
}

func (b *Board) refItems(t *text, f *frame) {
	t.head("ITEMS")
	t.para("", "", "An item has a colour, shown by its letter too (R red, Y yellow, B blue), and a strength, the number after the letter (R4 is red 4). "+
		"Drawn from the bag, an item goes to the place printed on it. Where a total is asked for, items of the colour add up. "+
		"Any item can be discarded to ignore one hit.")
	mats, _ := b.mats(f)
	for _, color := range []string{bh.Red, bh.Yellow, bh.Blue} {
		n, lo, hi := 0, 0, 0
		for _, it := range b.c.Items {
			if it.Color != color {
				continue
			}
			if n == 0 || it.Strength < lo {
				lo = it.Strength
			}
			hi = max(hi, it.Strength)
			n += it.Copies
		}
		s := strconv.Itoa(n) + " in the bag, strength " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + "."
		if uses := b.colorUses(mats, color); len(uses) > 0 {
			s += " In this game: " + joinWords(uses) + "."
		}
		t.para("  ", colorWord(color)+":", s)
	}
}

// colorUses says what the monsters in play need items of color for.
func (b *Board) colorUses(mats []*bh.Monster, color string) []string {
	var out []string
	for _, mm := range mats {
		switch {
		case mm.CoffinColor == color:
			out = append(out, "smashing "+mm.Name+"'s coffins")
		case len(mm.BoatTrack) > 0:
			out = append(out, "sailing "+mm.Name+"'s boat to its next "+color+" mark")
		case len(mm.Evidence) > 0:
			out = append(out, "evidence against "+mm.Name)
		case mm.CureColor == color:
			out = append(out, "the cure against "+mm.Name)
		case mm.ScarabColor == color:
			out = append(out, "moving "+mm.Name+"'s scarabs")
		case mm.HumanityColor == color:
			out = append(out, "teaching Frankenstein")
		case mm.BrideColor == color:
			out = append(out, "teaching the Bride")
		}
		if mm.DefeatColor == color || slices.Contains(mm.DefeatColors, color) {
			out = append(out, "defeating "+mm.Name)
		}
	}
	return out
}

func (b *Board) refTerror(t *text, f *frame) {
	v := f.v
	t.head("TERROR")
	s := "Terror is at " + strconv.Itoa(v.Terror) + " of " + strconv.Itoa(v.TerrorMax) + ". It rises by 1 each time a hero or a villager is defeated"
	mats, _ := b.mats(f)
	for _, mm := range mats {
		if mm.BrideStart != "" {
			s += ", and when Frankenstein and the Bride meet before both are fully human"
		}
	}
	s += ". At " + strconv.Itoa(v.TerrorMax) + ", the skull, the heroes lose at once."
	if b.c.Terror.SoloStart > 0 {
		s += " A solo game starts at " + strconv.Itoa(b.c.Terror.SoloStart) + "."
	}
	t.para("", "", s)
}

func (b *Board) refDeck(t *text, f *frame) {
	v := f.v
	t.head("MONSTER DECK AND DICE")
	t.para("", "", strconv.Itoa(v.DeckLeft)+" of "+strconv.Itoa(v.DeckSize)+" monster cards are left. "+
		"Each monster phase draws one: it places items, may set off an event, then names the monsters that move and attack. "+
		"A card needed when none is left loses the game; after the last card, one final hero phase is played.")
	if c := v.Card; c != nil {
		s := c.Name + ": " + plural(c.Items, "item")
		if c.Event != "" {
			s += "; " + strings.TrimRight(c.Event, ".")
		}
		if len(c.Strikes) > 0 {
			s += "; strikes " + joinWords(c.Strikes) + ", each moving " + strconv.Itoa(c.Move) + " and rolling " + plural(c.Dice, "die")
		}
		if c.Step != "" {
			s += "; now: " + c.Step
		}
		t.para("  ", "in play:", s)
	}
	counts := map[string]int{}
	for _, face := range b.c.Die.Faces {
		counts[face]++
	}
	var faces []string
	for _, face := range []string{"hit", "power", "blank"} {
		faces = append(faces, strconv.Itoa(counts[face])+" "+face)
	}
	s := "each die shows " + joinWords(faces) + " faces. A hit defeats a villager; a hero discards one item per hit or is defeated. " +
		"Each power sets off the striking monster's power."
	if u := unsure(b.c.Die.Confidence); u != "" {
		s += " The faces are " + u + "."
	}
	t.para("  ", "attack dice:", s)
}

func (b *Board) refVillagers(t *text, f *frame) {
	v := f.v
	if len(v.Villagers) == 0 {
		return
	}
	t.head("VILLAGERS")
	t.para("", "", "A villager who reaches their safe place leaves the board, and the current player draws a perk card.")
	for _, vl := range v.Villagers {
		s := "safe at " + b.name(vl.Safe)
		if n := b.steps(vl.Space, vl.Safe); n > 0 {
			s += ", " + plural(n, "step") + " away"
		}
		t.para("  ", vl.Name+" @ "+b.name(vl.Space)+":", s)
	}
}

func (b *Board) refPlaces(t *text, f *frame) {
	v := f.v
	t.head("PLACES")
	t.para("", "", "Lit paths (─) join the land spaces; heroes, villagers and monsters move along them. "+
		"Water spaces (≈) and water paths (~) are for the Creature alone.")
	mats, _ := b.mats(f)
	for _, s := range b.c.Spaces {
		lit, water := b.neighbours(s.ID)
		var parts []string
		if len(lit) > 0 {
			parts = append(parts, "to "+joinWords(lit))
		}
		if len(water) > 0 {
			parts = append(parts, "by water to "+joinWords(water))
		}
		if s.ID == b.c.Hospital {
			parts = append(parts, "defeated heroes come back here")
		}
		for _, mm := range mats {
			if len(mm.Coffins) > 0 && slices.Contains(v.Coffins, s.ID) {
				parts = append(parts, mm.Name+"'s coffin lies here")
			}
			if mm.TaskSpace == s.ID {
				parts = append(parts, mm.Name+"'s task is worked on here")
			}
		}
		for _, vl := range v.Villagers {
			if vl.Safe == s.ID {
				parts = append(parts, vl.Name+"'s safe place")
			}
		}
		name := s.Name
		if s.Water {
			name = "≈" + name + "≈"
		}
		t.para("  ", name+":", strings.Join(parts, "; "))
	}
}
