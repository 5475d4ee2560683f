package horrified

import (
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/horrified"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// flat is text as one line of words, so wrapped sentences can be found.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// checkWidth fails when a line of s is wider than w or cut with "…".
func checkWidth(t *testing.T, what, s string, w int) {
	t.Helper()
	for i, l := range strings.Split(s, "\n") {
		if n := canvas.Width(l); n > w {
			t.Errorf("%s: line %d is %d wide, more than %d: %q", what, i, n, w, l)
		}
	}
	if strings.Contains(s, "…") {
		t.Errorf("%s: cut text:\n%s", what, s)
	}
}

// The reference teaches every monster in play from its mat, every hero
// from their badge and perks, what each item colour is for in this game,
// and the terror track: whole sentences from the content, never cut.
func TestReferenceTeachesWhatIsInPlay(t *testing.T) {
	c := bh.Default()
	b := NewBoard(c)
	for _, v := range []rh.View{midGame(), busyGame()} {
		for _, w := range []int{30, 60, 100} {
			ref := b.Reference(plain(), v, w)
			checkWidth(t, "reference", ref, w)
			words := flat(ref)
			var want []string
			for _, m := range v.Monsters {
				mm := b.mat(m.ID)
				want = append(want, m.Name, mm.TaskText, mm.DefeatText, mm.PowerText)
			}
			for _, h := range v.Heroes {
				if ht := b.heroType(h.ID); ht.SpecialText != "" {
					want = append(want, ht.SpecialText)
				}
				for _, p := range h.Perks {
					want = append(want, p.Name+": "+b.perk(p.ID).Text)
				}
			}
			want = append(want, "red (R):", "yellow (Y):", "blue (B):", "Any item can be discarded to ignore one hit.",
				"TERROR", "It rises by 1 each time a hero or a villager is defeated")
			for _, s := range want {
				if !strings.Contains(words, flat(s)) {
					t.Errorf("%d wide: the reference lacks %q", w, s)
				}
			}
		}
	}
	// The Bride shares Frankenstein's mat: it is taught once.
	ref := flat(b.Reference(plain(), busyGame(), 80))
	if n := strings.Count(ref, "Once both are fully human"); n != 1 {
		t.Errorf("Frankenstein's mat taught %d times", n)
	}
	// Item colours say what they are for with the monsters in play.
	for _, s := range []string{"smashing Dracula's coffins", "defeating Dracula", "the cure against The Wolf Man", "sailing Creature from the Black Lagoon's boat"} {
		if !strings.Contains(flat(b.Reference(plain(), midGame(), 80)), s) {
			t.Errorf("the item colours do not mention %q", s)
		}
	}
	if got := b.Reference(plain(), "not a view", 40); !strings.Contains(got, "cannot") {
		t.Errorf("reference of a non-view: %q", got)
	}
}

// Explain says what the choice under the cursor means, in lines that fit.
func TestExplainSaysWhatAChoiceMeans(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	dracula := b.mat("dracula")
	sel := func(id string, places ...string) common.Selection {
		return common.Selection{ID: id, Touch: rules.Touch{Places: places}}
	}
	for _, tc := range []struct {
		sel  common.Selection
		want []string
	}{
		{sel("move docks", "docks"), []string{"Docks:", "A Archaeologist", "Maria (safe at Camp,", "Renfield (safe at Hospital,", "paths to: Tower; by water Waterfront"}},
		{sel("guide maria tower", "tower"), []string{"Guiding moves one villager", "Tower:", "nobody, nothing"}},
		{sel("advance dracula", "church"), []string{"☠D! Dracula", "now: 2 of 4 coffins smashed", dracula.TaskText, "you hold: R5 Torch", "yours make 5"}},
		{sel("defeat dracula", "church"), []string{dracula.DefeatText, "you hold: Y2 Garlic", "worth 6 or more together"}},
		{sel("perk hurry"), []string{"✦ Hurry: Every hero may move up to 2 spaces.", "costs no action"}},
		{common.Selection{ID: "take torch-1", Touch: rules.Touch{Cards: []string{"torch-1"}}}, []string{"Torch (red 5, printed Barn)"}},
		{sel("end"), []string{"a monster card is drawn"}},
		{sel("card thief"), []string{"Thief:", "2 items", "The Invisible Man goes where the most items lie"}},
		{sel("interrupt 1"), []string{"A Archaeologist", "✦ Repel: Each monster may be pushed up to 2 spaces."}},
		{sel("target maria", "docks"), []string{"a villager is defeated by one hit", "Docks:"}},
		{sel("item garlic"), []string{"Garlic:", "yellow (Y) 2, goes to Inn when drawn."}},
		{sel("move dracula", "church"), []string{"☠D! Dracula", "power: Dark Charm", "Church:"}},
	} {
		for _, w := range []int{30, 72} {
			got := b.Explain(plain(), v, tc.sel, w)
			checkWidth(t, tc.sel.ID, got, w)
			for _, want := range tc.want {
				if !strings.Contains(flat(got), flat(want)) {
					t.Errorf("%d wide: Explain(%q) lacks %q:\n%s", w, tc.sel.ID, want, got)
				}
			}
		}
	}
	for _, s := range []common.Selection{{}, {ID: "done"}, {ID: "go"}} {
		if got := b.Explain(plain(), v, s, 60); got != "" {
			t.Errorf("Explain(%q) = %q, want nothing", s.ID, got)
		}
	}
	if got := b.Explain(plain(), 42, sel("move docks", "docks"), 60); got != "" {
		t.Errorf("Explain of a non-view: %q", got)
	}
}

func TestSummary(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	over := func(terror int, defeated bool) rh.View {
		o := midGame()
		o.Over, o.Terror, o.Turn = true, terror, 9
		for i := range o.Monsters {
			o.Monsters[i].Defeated = defeated
		}
		return o
	}
	for _, tc := range []struct {
		v    any
		want string
	}{
		{v, "turn 3, hero phase, terror 3 of 7, 22 monster cards left"},
		{&v, "turn 3, hero phase, terror 3 of 7, 22 monster cards left"},
		{busyGame(), "turn 7, monster phase, terror 5 of 7, 12 monster cards left"},
		{over(3, true), "won on turn 9"},
		{over(7, false), "lost on turn 9: terror reached the skull"},
		{over(4, false), "lost on turn 9: the monster deck ran out"},
		{rh.View{}, "setting up"},
		{"not a view", ""},
	} {
		if got := b.Summary(tc.v); got != tc.want {
			t.Errorf("Summary = %q, want %q", got, tc.want)
		}
	}
}

// The card played out stays face up until the next is drawn; the words say
// it is the last one played, not one in play.
func TestDescribeTellsACardPlayedFromOneInPlay(t *testing.T) {
	b := NewBoard(bh.Default())
	v := midGame()
	v.Card = &rh.CardView{Name: "Thief", Items: 2, Strikes: []string{"Dracula"}, StrikeIDs: []string{"dracula"}, Move: 1, Dice: 2, Step: "done"}
	d := b.Describe(v)
	if !strings.Contains(d, "Monster card played last: Thief") || strings.Contains(d, "now: done") {
		t.Fatalf("a played-out card described as:\n%s", d)
	}
	v.Card.Step = "strike 1 of 1: Dracula"
	if d := b.Describe(v); !strings.Contains(d, "Monster card in play: Thief") || !strings.Contains(d, "now: strike 1 of 1") {
		t.Fatalf("a card in play described as:\n%s", d)
	}
}
