package terrorixico

import (
	"slices"
	"testing"
)

// line is one frontline of a stack the way the rulebook writes it: the
// relics added up, left to right (the monsters' from the left-most, then the
// events' additions), the multipliers applied after, and the result.
type line struct {
	adds  []int
	times []int
	total int
}

// stack works out one frontline of monsters and events in the order they
// lie: every monster's relics and every event's addition summed first, then
// every event's multiplier applied. A frontline an event prints nothing on
// adds no term.
func stack(c *Content, monsters, events []string, frontline string) line {
	var l line
	for _, id := range monsters {
		l.adds = append(l.adds, c.Monster(id).Relics.Get(frontline))
	}
	for _, id := range events {
		if m := c.Event(id).Mods.Get(frontline); m != nil {
			switch m.Op {
			case OpAdd:
				l.adds = append(l.adds, m.N)
			case OpTimes:
				l.times = append(l.times, m.N)
			}
		}
	}
	for _, n := range l.adds {
		l.total += n
	}
	for _, n := range l.times {
		l.total *= n
	}
	return l
}

// The rulebook's three strength examples, reproduced term by term by the
// shipped cards: the Aluxe with Event #002; the Nahual added to the left of
// the Aluxe by an event; and a second event added to the right of the
// first.
func TestRulebookStrengthExamples(t *testing.T) {
	c := Default()
	for _, ex := range []struct {
		name     string
		monsters []string // left to right
		events   []string // left to right
		want     map[string]line
	}{
		{"Aluxe with Event #002", []string{"aluxe"}, []string{"002"}, map[string]line{
			Range:  {[]int{2}, []int{3}, 6}, // 2x3
			Melee:  {[]int{3, 1}, nil, 4},   // 3+1
			Shield: {[]int{1, 2}, nil, 3},   // 1+2
			Codex:  {[]int{0}, []int{2}, 0}, // 0x2
		}},
		{"Nahual to the left of the Aluxe", []string{"nahual", "aluxe"}, []string{"007"}, map[string]line{
			Range:  {[]int{2, 2, 1}, nil, 5}, // 2+2+1
			Melee:  {[]int{1, 3, 2}, nil, 6}, // 1+3+2
			Shield: {[]int{3, 1, 1}, nil, 5}, // 3+1+1
			Codex:  {[]int{1, 0, 2}, nil, 3}, // 1+0+2
		}},
		{"a second event to the right", []string{"aluxe"}, []string{"007", "013"}, map[string]line{
			Range:  {[]int{2, 1}, []int{2}, 6},  // (2+1) x2
			Melee:  {[]int{3, 2}, []int{2}, 10}, // (3+2) x2
			Shield: {[]int{1, 1}, nil, 2},       // (1+1)
			Codex:  {[]int{0, 2, 0}, nil, 2},    // (0+2+0)
		}},
	} {
		t.Run(ex.name, func(t *testing.T) {
			for _, f := range Frontlines() {
				got, want := stack(c, ex.monsters, ex.events, f), ex.want[f]
				if !slices.Equal(got.adds, want.adds) || !slices.Equal(got.times, want.times) || got.total != want.total {
					t.Errorf("%s: %v then x%v = %d, want %v then x%v = %d", f, got.adds, got.times, got.total, want.adds, want.times, want.total)
				}
			}
		})
	}
}

// The cards of the examples carry the sources the research notes give
// them, and the event that brings the Nahual in adds a monster.
func TestRulebookExampleCards(t *testing.T) {
	c := Default()
	if m := c.Monster("aluxe"); m.Name != "Aluxe" || m.Relics != (Relics{2, 3, 1, 0}) || m.RelicsSource != Confirmed {
		t.Errorf("Aluxe %+v", m)
	}
	if m := c.Monster("nahual"); m.Name != "Nahual" || m.Relics != (Relics{2, 1, 3, 1}) || m.RelicsSource != Inferred {
		t.Errorf("Nahual %+v", m)
	}
	if e := c.Event("002"); e.Number != 2 || e.ModsSource != Confirmed {
		t.Errorf("Event #002 %+v", e)
	}
	for _, id := range []string{"007", "013"} {
		if e := c.Event(id); e.ModsSource != Inferred {
			t.Errorf("event %s: modifiers %q, want inferred from the examples", id, e.ModsSource)
		}
	}
	if x := c.Event("007").Has(EvAddMonster); x == nil || x.N != 1 {
		t.Errorf("event 007 does not add the monster of the second example: %+v", c.Event("007").Effects)
	}
	// the second event prints nothing on Shield and +0 on Codex: the
	// example writes (1+1) for one and (0+2+0) for the other
	if e := c.Event("013"); e.Mods.Shield != nil || e.Mods.Codex == nil || *e.Mods.Codex != (Mod{OpAdd, 0}) {
		t.Errorf("event 013 %+v", e.Mods)
	}
	// the special cards' examples: Strength doubles its line, (2+2+3)x2 = 14
	if s := c.Special("strength"); s.Effect != (Effect{SpStrength, 2}) || !s.NotEmpty {
		t.Errorf("Strength %+v", s)
	}
	for _, id := range []string{"equality", "mimic"} {
		if s := c.Special(id); !s.NotEmpty || s.FaceDown != FaceDownOnReveal {
			t.Errorf("%s %+v", id, s)
		}
	}
}
