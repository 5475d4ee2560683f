package app

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hauntgames/haunt/rules"
)

// toy is a test-only game small enough to read in one sitting, with what the
// app must handle: secret prompts, a reveal, a weighted chance prompt, a
// public prompt, an option, a setup error and an ending.
//
// Each round every seat picks a card in secret; the picks are revealed; an
// omen is drawn; seat 0 chooses where to go. Option "rounds" (1 or 2) sets
// the length; option "mood" is free text and must be "calm".
var toyDef = rules.Definition{
	Name:     "toy",
	Title:    "Toy Duel",
	Summary:  "A test game: secret picks, an omen, a walk.",
	MinSeats: 1,
	MaxSeats: 3,
	Options: []rules.Option{
		{Name: "rounds", Help: "how many rounds", Default: "1", Values: []string{"1", "2"}},
		{Name: "mood", Help: "must be calm", Default: "calm"},
	},
	New: newToy,
}

type toy struct {
	seats  []string
	rounds int
	round  int
	picks  []string // "" while not picked
	omen   string
	place  string
	stage  string // "pick", "omen", "go", "over"
}

func newToy(s rules.Setup) (rules.Game, error) {
	if m := s.Options["mood"]; m != "" && m != "calm" {
		return nil, fmt.Errorf("mood %q: the toy only plays when calm", m)
	}
	rounds := 1
	if s.Options["rounds"] == "2" {
		rounds = 2
	}
	return toy{seats: s.Seats, rounds: rounds, round: 1, picks: make([]string, len(s.Seats)), stage: "pick"}, nil
}

var cards = []rules.Choice{
	{ID: "card ghost", Label: "Ghost"},
	{ID: "card witch", Label: "Witch"},
	{ID: "card thief", Label: "Thief"},
}

func (t toy) nextPicker() int { return slices.Index(t.picks, "") }

func (t toy) Prompt() rules.Prompt {
	switch t.stage {
	case "pick":
		return rules.Prompt{Seat: rules.Seat(t.nextPicker()), Text: "Pick a card in secret.", Choices: cards, Secret: true}
	case "omen":
		return rules.Prompt{Seat: rules.Chance, Text: "Draw an omen.", Choices: []rules.Choice{
			{ID: "omen moon", Label: "Moon", Weight: 2},
			{ID: "omen sun", Label: "Sun", Weight: 1},
		}}
	case "go":
		return rules.Prompt{Seat: 0, Text: "Where to?", Choices: []rules.Choice{
			{ID: "go docks", Label: "Docks"},
			{ID: "go tower", Label: "Tower"},
		}}
	}
	return rules.Prompt{Seat: 0, Text: "The game is over."}
}

func (t toy) Apply(seat rules.Seat, id string) (rules.Game, []rules.Event, error) {
	c, err := rules.Check(t.Prompt(), seat, id)
	if err != nil {
		return nil, nil, err
	}
	n := t
	n.picks = slices.Clone(t.picks)
	var ev []rules.Event
	switch t.stage {
	case "pick":
		n.picks[seat] = c.Label
		ev = append(ev, rules.Event{Kind: "pick", Text: t.seats[seat] + " picked a card.", Seats: []rules.Seat{seat}})
		if n.nextPicker() < 0 {
			var shown []string
			for i, p := range n.picks {
				shown = append(shown, t.seats[i]+" showed "+p)
			}
			ev = append(ev, rules.Event{Kind: "reveal", Text: strings.Join(shown, ", ") + ".", Reveal: true})
			n.stage = "omen"
		}
	case "omen":
		n.omen = c.Label
		n.stage = "go"
		ev = append(ev, rules.Event{Kind: "omen", Text: "The omen is the " + c.Label + "."})
	case "go":
		n.place = c.Label
		ev = append(ev, rules.Event{Kind: "go", Text: t.seats[0] + " goes to the " + c.Label + "."})
		if t.round == t.rounds {
			n.stage = "over"
			ev = append(ev, rules.Event{Kind: "over", Text: "The ghosts are appeased."})
		} else {
			n.round++
			n.picks = make([]string, len(t.seats))
			n.stage = "pick"
		}
	default:
		return nil, nil, errors.New("over")
	}
	return n, ev, nil
}

// toyView is what a seat sees: its own pick, and the others' only once
// every pick is in.
type toyView struct {
	Round int               `json:"round"`
	Picks map[string]string `json:"picks"`
	Omen  string            `json:"omen,omitempty"`
	Place string            `json:"place,omitempty"`
}

func (t toy) View(seat rules.Seat) any {
	v := toyView{Round: t.round, Picks: map[string]string{}, Omen: t.omen, Place: t.place}
	revealed := t.nextPicker() < 0
	for i, p := range t.picks {
		switch {
		case p == "":
			v.Picks[t.seats[i]] = "(not yet)"
		case revealed || seat == rules.Chance || rules.Seat(i) == seat:
			v.Picks[t.seats[i]] = p
		default:
			v.Picks[t.seats[i]] = "(hidden)"
		}
	}
	return v
}

func (t toy) Result() (bool, rules.Result) {
	if t.stage != "over" {
		return false, rules.Result{}
	}
	return true, rules.Result{Outcome: "win", Reason: "appeased", Text: "The ghosts are appeased."}
}
