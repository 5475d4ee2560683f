package grammar

import (
	"fmt"
	"testing"
)

func TestBaseFollowsEachVerbRule(t *testing.T) {
	for _, c := range []struct{ rule, in, want string }{
		{"irregular is", "is", "are"},
		{"irregular was", "was", "were"},
		{"irregular has", "has", "have"},
		{"negative isn't", "isn't", "aren't"},
		{"negative wasn't", "wasn't", "weren't"},
		{"negative hasn't", "hasn't", "haven't"},
		{"negative doesn't", "doesn't", "don't"},
		{"does drops es", "does", "do"},
		{"…does drops es", "undoes", "undo"},
		{"goes drops es", "goes", "go"},
		{"…goes drops es", "undergoes", "undergo"},
		{"echoes drops es", "echoes", "echo"},
		{"vetoes drops es", "vetoes", "veto"},
		{"dies keeps its e", "dies", "die"},
		{"lies keeps its e", "lies", "lie"},
		{"ties keeps its e", "ties", "tie"},
		{"aches keeps its e", "aches", "ache"},
		{"…ies to y", "carries", "carry"},
		{"…ies to y", "tries", "try"},
		{"…sses drops es", "passes", "pass"},
		{"…shes drops es", "pushes", "push"},
		{"…ches drops es", "catches", "catch"},
		{"…ches drops es", "reaches", "reach"},
		{"…xes drops es", "fixes", "fix"},
		{"…zzes drops es", "buzzes", "buzz"},
		{"…zes drops s", "freezes", "freeze"},
		{"…ses drops s", "uses", "use"},
		{"…ses drops s", "chooses", "choose"},
		{"…ys drops s", "plays", "play"},
		{"…ees drops s", "sees", "see"},
		{"plain s", "draws", "draw"},
		{"plain s", "takes", "take"},
		{"plain s", "fails", "fail"},
		{"past tense unchanged", "drew", "drew"},
		{"modal unchanged", "must", "must"},
		{"modal unchanged", "can", "can"},
		{"double s unchanged", "miss", "miss"},
		{"contraction unchanged", "it's", "it's"},
		{"short word unchanged", "as", "as"},
		{"empty unchanged", "", ""},
	} {
		if got := Base(c.in); got != c.want {
			t.Errorf("%s: Base(%q) = %q, want %q", c.rule, c.in, got, c.want)
		}
	}
}

func TestIsYouIsTheWholeNameInAnyCase(t *testing.T) {
	for _, c := range []struct {
		name Person
		you  bool
	}{
		{"You", true}, {"you", true}, {"YOU", true}, {"yOu", true},
		{"Ann", false}, {"Youssef", false}, {"Yo", false}, {"Your", false},
		{" You", false}, {"", false}, {"Player 1", false}, {"Lou", false},
	} {
		if got := c.name.IsYou(); got != c.you {
			t.Errorf("Person(%q).IsYou() = %v", c.name, got)
		}
	}
}

// Each form, for a name, for You at a sentence's start and inside one.
func TestFormsForANameAndForYou(t *testing.T) {
	type forms struct {
		subject, object, possessive, verb, does, phrase string
	}
	for _, c := range []struct {
		p    Person
		want forms
	}{
		{"Ann", forms{"Ann", "Ann", "Ann's", "draws", "Ann draws", "Ann is free of"}},
		{"Chris", forms{"Chris", "Chris", "Chris's", "draws", "Chris draws", "Chris is free of"}},
		{"Player 2", forms{"Player 2", "Player 2", "Player 2's", "draws", "Player 2 draws", "Player 2 is free of"}},
		{"Youssef", forms{"Youssef", "Youssef", "Youssef's", "draws", "Youssef draws", "Youssef is free of"}},
		{You, forms{"You", "you", "Your", "draw", "You draw", "You are free of"}},
		{"YOU", forms{"You", "you", "Your", "draw", "You draw", "You are free of"}},
		{You.Mid(), forms{"you", "you", "your", "draw", "you draw", "you are free of"}},
		{"you", forms{"you", "you", "your", "draw", "you draw", "you are free of"}},
		{"Ann", forms{"Ann", "Ann", "Ann's", "draws", "Ann draws", "Ann is free of"}},
	} {
		got := forms{c.p.String(), c.p.Object(), c.p.Possessive(), c.p.Verb("draws"), c.p.Does("draws"), c.p.Does("is free of")}
		if got != c.want {
			t.Errorf("Person(%q):\n got %+v\nwant %+v", string(c.p), got, c.want)
		}
	}
}

func TestVerbAgreesOnlyItsFirstWord(t *testing.T) {
	for _, c := range []struct{ in, ann, you string }{
		{"has 2 actions", "has 2 actions", "have 2 actions"},
		{"goes to the Docks", "goes to the Docks", "go to the Docks"},
		{"carries it across", "carries it across", "carry it across"},
		{"must face it", "must face it", "must face it"},
		{"was drawn to Dracula", "was drawn to Dracula", "were drawn to Dracula"},
		{"takes 2 hits", "takes 2 hits", "take 2 hits"},
	} {
		if got := Person("Ann").Verb(c.in); got != c.ann {
			t.Errorf("Ann: Verb(%q) = %q", c.in, got)
		}
		if got := You.Verb(c.in); got != c.you {
			t.Errorf("You: Verb(%q) = %q, want %q", c.in, got, c.you)
		}
	}
}

func TestMidAndStartSwapOnlyYou(t *testing.T) {
	if You.Mid() != "you" || You.Mid().Start() != You || Person("YOU").Start() != You {
		t.Errorf("You: Mid %q, Mid().Start %q", You.Mid(), You.Mid().Start())
	}
	if Person("Ann").Mid() != "Ann" || Person("Ann").Start() != "Ann" {
		t.Errorf("a name changed: %q %q", Person("Ann").Mid(), Person("Ann").Start())
	}
	if s := fmt.Sprintf("%s/%v", You, Person("YOU").Mid()); s != "You/you" {
		t.Errorf("fmt prints %q", s)
	}
}

// The simulator builds many texts: a verb allocates nothing unless it
// changes a phrase or ends in "ies", and a whole "subject verb" once.
func TestFormsAllocateAtMostOnce(t *testing.T) {
	ann, you, mid := Person("Ann"), You, You.Mid()
	for _, c := range []struct {
		name string
		f    func()
		max  float64
	}{
		{"IsYou", func() { _ = ann.IsYou() || you.IsYou() }, 0},
		{"Verb name", func() { _ = ann.Verb("draws a card") }, 0},
		{"Verb You", func() { _ = you.Verb("draws") }, 0},
		{"Verb You irregular", func() { _ = you.Verb("has") }, 0},
		{"Object", func() { _, _ = ann.Object(), you.Object() }, 0},
		{"Possessive You", func() { _, _ = you.Possessive(), mid.Possessive() }, 0},
		{"Does name", func() { _ = ann.Does("draws a card") }, 1},
		{"Does You", func() { _ = mid.Does("is free of") }, 1},
	} {
		if n := testing.AllocsPerRun(100, c.f); n > c.max {
			t.Errorf("%s: %v allocations, want at most %v", c.name, n, c.max)
		}
	}
}

func ExamplePerson() {
	for _, p := range []Person{"Ann", You} {
		fmt.Println(p.Possessive() + " turn.")
		fmt.Println(p.Does("goes") + " to the Docks.")
		fmt.Println("The deck is empty: " + p.Mid().Does("draws") + " nothing.")
		fmt.Println("Bob gives the Map to " + p.Object() + ", then takes " + p.Mid().Possessive() + " gold.")
	}
	// Output:
	// Ann's turn.
	// Ann goes to the Docks.
	// The deck is empty: Ann draws nothing.
	// Bob gives the Map to Ann, then takes Ann's gold.
	// Your turn.
	// You go to the Docks.
	// The deck is empty: you draw nothing.
	// Bob gives the Map to you, then takes your gold.
}
