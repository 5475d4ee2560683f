package rulestest

import (
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/grammar"
)

func TestGrammarFaultsPassesWhatReadsRight(t *testing.T) {
	names := []string{"You", "Ann", "Player 1"}
	for _, text := range []string{
		"You draw a card.",
		"Your turn.",
		"Ann's turn.",
		"Bob gives the Map to you.",
		"The deck is empty: you draw nothing.",
		"Hero phase: You with the Mayor.",
		"Hero phase: you with the Mayor.",
		"Ann: which perk do you play?",
		"Ann hands you tokens.",
		"You always draw first.",
		"You (Mayor) play a perk",
		"You drew 2 cards. You must face it.",
		"Dracula attacks you with 2 dice: roll them.",
		"Which perk does Ann have?",
		"What does Ann do?",
		"Anne are here.",
		"Ann draws; Player 1 draws.",
		"You are free of the Obsession, and you were lucky.",
		"(you draw)",
		"Ann plays Grit Your Teeth.",
		"Thank You Notes",
		"",
	} {
		if f := GrammarFaults(text, names); f != nil {
			t.Errorf("%q: %q", text, f)
		}
	}
}

func TestGrammarFaultsFindsWhatReadsWrong(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // part of the fault
	}{
		{"You's turn.", `"You's": the possessive of You is "Your"`},
		{"It is you's.", `"you's"`},
		{"You draws a card.", `"You draws": after You the verb is "draw"`},
		{"You goes to the Docks.", `"You goes": after You the verb is "go"`},
		{"You has 2 actions.", `"You has"`},
		{"You is free.", `"You is": after You the verb is "are"`},
		{"You was drawn.", `"You was": after You the verb is "were"`},
		{"You fails the warning.", `"You fails"`},
		{"You takes a token.", `"You takes"`},
		{"You carries it.", `after You the verb is "carry"`},
		{"You (Mayor) plays a perk", `"You plays"`},
		{"The deck is empty: you draws nothing.", `"you draws"`},
		{"Ann rescues Bob and you takes the Map.", `"you takes"`},
		{"It seems you has a perk.", `"you has"`},
		{"Which hero badge is dealt to You?", `"You" inside a sentence: write "you"`},
		{"Bob takes Your gold.", `"Your" inside a sentence`},
		{"you draw a card.", `"you" starts a sentence: write "You"`},
		{"Ann draws. your turn.", `"your" starts a sentence`},
		{"Ann are free.", `"Ann are": "are" is the verb's form for You`},
		{"Ann have 2 actions.", `"Ann have"`},
		{"Then Player 1 were drawn.", `"Player 1 were"`},
		{"Bob rescues Ann: Ann don't care.", `"Ann don't"`},
	} {
		f := GrammarFaults(c.text, []string{"You", "Ann", "Player 1"})
		if len(f) != 1 || !strings.Contains(f[0], c.want) {
			t.Errorf("%q: faults %q, want one with %q", c.text, f, c.want)
		}
	}
	if f := GrammarFaults("You's turn. You draws.", nil); len(f) != 2 {
		t.Errorf("two faults in one text: %q", f)
	}
}

// talker is a race whose prompts name the seat whose turn it is, in the
// words say gives.
type talker struct {
	race
	names []string
	say   func(name string) string
}

func (g talker) Prompt() rules.Prompt {
	p := g.race.Prompt()
	if p.Seat >= 0 {
		p.Text = g.say(g.names[p.Seat])
	}
	return p
}

func (g talker) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	next, ev, err := g.race.Apply(seat, choice)
	if err != nil {
		return nil, nil, err
	}
	return talker{next.(race), g.names, g.say}, ev, nil
}

func talk(say func(string) string) rules.Definition {
	d := Race
	d.New = func(s rules.Setup) (rules.Game, error) {
		g, err := newRace(s)
		if err != nil {
			return nil, err
		}
		return talker{g.(race), s.Seats, say}, nil
	}
	return d
}

func TestCheckYouGrammarReadsEveryPrompt(t *testing.T) {
	setups := func(i int) rules.Setup {
		return rules.Setup{Game: "race", Seats: [][]string{{"You"}, Seats(3), {"Ann", "You"}}[i%3]}
	}
	forName := talk(func(n string) string { return n + "'s turn: " + n + " rolls or rests." })
	msg := failure(func(t TB) { CheckYouGrammar(t, forName, setups, 6, nil) })
	for _, want := range []string{"1 text reads wrong, 2 faults:", `in "You's turn: You rolls or rests." (game 0, seats [You])`, `"You's"`, `"You rolls"`} {
		if !strings.Contains(msg, want) {
			t.Errorf("the check of a game written for names says %q, want %q in it", msg, want)
		}
	}
	forBoth := talk(func(n string) string {
		p := grammar.Person(n)
		return p.Possessive() + " turn: " + p.Mid().Does("rolls") + " or " + p.Verb("rests") + "."
	})
	CheckYouGrammar(t, forBoth, setups, 6, Progress{Keep: 1}.Answer)
}
