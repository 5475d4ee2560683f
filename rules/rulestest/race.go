// Package rulestest holds small games written for testing the match driver,
// the saves and the front-ends through the rules contract alone, the way
// net/http/httptest serves the tests of HTTP code.
package rulestest

// Race is a tiny dice race. It has every kind of prompt a real game has: a
// card draw without replacement (a weighted chance prompt), a player choice,
// a die roll, and a simultaneous secret bid that ends with a Reveal event.
import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hauntgames/haunt/rules"
)

// raceCards are the kinds of card in the race deck, in a fixed order, and how
// many of each a full deck holds. A gust pushes the current runner forward 2,
// mud pulls them back 1, a blank does nothing.
var raceCards = []struct {
	kind  string
	count int
	move  int
}{
	{"gust", 3, 2},
	{"mud", 2, -1},
	{"blank", 1, 0},
}

// Race is the definition a match is started from.
var Race = rules.Definition{
	Name:     "race",
	Title:    "Dice Race",
	Summary:  "Draw, roll or rest, and bid in secret; first to the goal wins.",
	MinSeats: 1,
	MaxSeats: 3,
	Options: []rules.Option{
		{Name: "goal", Help: "spaces to the finish, 1 to 1000", Default: "12"},
	},
	New: newRace,
}

func newRace(s rules.Setup) (rules.Game, error) {
	goal := 12
	if v, ok := s.Options["goal"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1000 {
			return nil, fmt.Errorf("goal %q: use a number from 1 to 1000", v)
		}
		goal = n
	}
	g := race{
		seats:  len(s.Seats),
		goal:   goal,
		pos:    make([]int, len(s.Seats)),
		bids:   make([]int, len(s.Seats)),
		phase:  "draw",
		round:  1,
		winner: -1,
	}
	for i := range g.bids {
		g.bids[i] = -1
	}
	for i, c := range raceCards {
		g.deck[i] = c.count
	}
	return g, nil
}

// race is a value: Apply clones the slices before changing anything.
type race struct {
	seats    int
	goal     int
	pos      []int
	deck     [3]int // cards left of each kind in raceCards
	turn     rules.Seat
	phase    string // "draw", "act", "roll", "bid", "over"
	bids     []int  // -1 while a seat has not bid
	revealed bool   // the bids of this round are face up
	round    int
	last     string // last card drawn
	winner   rules.Seat
}

// RaceView is what one seat sees. Bids of other seats read -1 until revealed.
type RaceView struct {
	Round    int
	Turn     rules.Seat
	Phase    string
	Pos      []int
	DeckLeft int
	LastCard string
	Bids     []int
	Winner   rules.Seat
}

func (g race) Prompt() rules.Prompt {
	switch g.phase {
	case "draw":
		p := rules.Prompt{Seat: rules.Chance, Text: "Draw a card"}
		for i, c := range raceCards {
			if g.deck[i] > 0 {
				p.Choices = append(p.Choices, rules.Choice{ID: "card " + c.kind, Label: c.kind, Weight: g.deck[i]})
			}
		}
		return p
	case "act":
		return rules.Prompt{Seat: g.turn, Text: "Roll the die or rest (+1)", Choices: []rules.Choice{
			{ID: "roll", Label: "Roll the die"},
			{ID: "rest", Label: "Rest and move 1"},
		}}
	case "roll":
		p := rules.Prompt{Seat: rules.Chance, Text: "Roll the die"}
		for f := 1; f <= 6; f++ {
			p.Choices = append(p.Choices, rules.Choice{ID: fmt.Sprintf("die %d", f), Label: strconv.Itoa(f), Weight: 1})
		}
		return p
	case "bid":
		return rules.Prompt{Seat: g.turn, Text: "Bid in secret", Secret: true, Choices: []rules.Choice{
			{ID: "bid 0", Label: "Bid nothing"},
			{ID: "bid 1", Label: "Bid 1"},
			{ID: "bid 2", Label: "Bid 2"},
		}}
	}
	return rules.Prompt{Text: "The race is over"}
}

func (g race) clone() race {
	g.pos = slices.Clone(g.pos)
	g.bids = slices.Clone(g.bids)
	return g
}

func (g race) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	c, err := rules.Check(g.Prompt(), seat, choice)
	if err != nil {
		return nil, nil, err
	}
	n := g.clone()
	var ev []rules.Event
	switch g.phase {
	case "draw":
		kind := strings.TrimPrefix(c.ID, "card ")
		for i, rc := range raceCards {
			if rc.kind == kind {
				n.deck[i]--
				n.move(g.turn, rc.move)
			}
		}
		n.last = kind
		if n.deck == [3]int{} {
			for i, rc := range raceCards {
				n.deck[i] = rc.count
			}
		}
		ev = append(ev, rules.Event{Kind: "draw", Text: fmt.Sprintf("Seat %d drew %s.", g.turn, kind), Seats: []rules.Seat{g.turn}})
		n.phase = "act"
	case "act":
		if c.ID == "rest" {
			n.move(g.turn, 1)
			ev = append(ev, rules.Event{Kind: "rest", Text: fmt.Sprintf("Seat %d rested.", g.turn), Seats: []rules.Seat{g.turn}})
			n.endTurn()
		} else {
			n.phase = "roll"
		}
	case "roll":
		f, _ := strconv.Atoi(strings.TrimPrefix(c.ID, "die "))
		n.move(g.turn, f)
		ev = append(ev, rules.Event{Kind: "roll", Text: fmt.Sprintf("Seat %d rolled %d.", g.turn, f), Seats: []rules.Seat{g.turn}})
		n.endTurn()
	case "bid":
		b, _ := strconv.Atoi(strings.TrimPrefix(c.ID, "bid "))
		n.bids[g.turn] = b
		if int(g.turn) < g.seats-1 {
			n.turn++
			break
		}
		n.revealed = true
		ev = append(ev, rules.Event{Kind: "reveal", Text: fmt.Sprintf("Bids: %v.", n.bids), Reveal: true})
		best, who := -1, rules.Seat(-1)
		for s, b := range n.bids {
			switch {
			case b > best:
				best, who = b, rules.Seat(s)
			case b == best:
				who = -1
			}
		}
		if who >= 0 {
			n.move(who, best)
		}
		n.round++
		n.turn = 0
		n.phase = "draw"
	}
	if n.winner >= 0 {
		n.phase = "over"
		ev = append(ev, rules.Event{Kind: "win", Text: fmt.Sprintf("Seat %d wins.", n.winner), Seats: []rules.Seat{n.winner}})
	}
	return n, ev, nil
}

// move moves a runner; reaching the goal wins at once.
func (g *race) move(s rules.Seat, d int) {
	g.pos[s] = max(0, g.pos[s]+d)
	if g.pos[s] >= g.goal && g.winner < 0 {
		g.winner = s
	}
}

func (g *race) endTurn() {
	if int(g.turn) < g.seats-1 {
		g.turn++
		g.phase = "draw"
		return
	}
	g.turn = 0
	g.phase = "bid"
	g.revealed = false
	for i := range g.bids {
		g.bids[i] = -1
	}
}

func (g race) View(seat rules.Seat) any {
	v := RaceView{
		Round: g.round, Turn: g.turn, Phase: g.phase, Pos: slices.Clone(g.pos),
		LastCard: g.last, Bids: slices.Clone(g.bids), Winner: g.winner,
	}
	for _, n := range g.deck {
		v.DeckLeft += n
	}
	if !g.revealed && seat != rules.Chance {
		for s := range v.Bids {
			if rules.Seat(s) != seat {
				v.Bids[s] = -1
			}
		}
	}
	return v
}

func (g race) Result() (bool, rules.Result) {
	if g.winner < 0 {
		return false, rules.Result{}
	}
	return true, rules.Result{Outcome: "winner", Reason: "finish", Winners: []rules.Seat{g.winner},
		Text: fmt.Sprintf("Seat %d reached the finish first.", g.winner)}
}
