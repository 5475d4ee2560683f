package att

import (
	"slices"
	"strings"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/ui/common"
)

// Summary is the state in one short line for lists of saves: the round,
// who leads (the scores as they would stand if the game ended now) and the
// Terrible Things still on the Expedition track, which count down to the
// end; once over, who won with what.
func (b *Board) Summary(view any) string {
	v, ok := asView(view)
	if !ok {
		return notAView(view)
	}
	f := newFrame(v, common.Selection{})
	if v.Over {
		return f.resultWords()
	}
	if v.Round <= 0 || v.Phase == "setup" {
		if v.Solo {
			return "solo, setting up"
		}
		return "setting up, " + plural(len(v.Seats), "player")
	}
	parts := []string{"round " + itoa(v.Round)}
	if v.Solo {
		parts[0] = "solo round " + itoa(v.Round)
		if len(v.Seats) > 0 {
			parts = append(parts, "score "+itoa(v.Seats[0].Score))
		}
	} else if lead := f.leadWords(); lead != "" {
		parts = append(parts, lead)
	}
	parts = append(parts, itoa(len(v.Expedition))+" of "+itoa(v.ExpeditionSize)+" Terrible Things left")
	return strings.Join(parts, " · ")
}

// leadWords says who leads and by what: "Cy leads 8 to 5", "Ann and you
// tie at 8".
func (f *frame) leadWords() string {
	seats := f.v.Seats
	if len(seats) < 2 {
		return ""
	}
	order := make([]int, len(seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return seats[b].Score - seats[a].Score })
	top := seats[order[0]].Score
	var tied []rules.Seat
	for _, i := range order {
		if seats[i].Score == top {
			tied = append(tied, seats[i].Seat)
		}
	}
	if len(tied) > 1 {
		return f.subjects(tied) + " tie at " + itoa(top)
	}
	return f.person(seats[order[0]].Seat).Does("leads") + " " + itoa(top) + " to " + itoa(seats[order[1]].Score)
}

// resultWords is the end of the game in a few words: "Cy won with 8, Ann
// 4, Bea 2"; alone, "solo: won with 12" or "solo: lost".
func (f *frame) resultWords() string {
	v := f.v
	if len(v.Scores) == 0 {
		return "game over"
	}
	if v.Solo {
		if v.Scores[0].Winner {
			return "solo: won with " + itoa(v.Scores[0].Total)
		}
		return "solo: lost"
	}
	var won []rules.Seat
	var rest []string
	for _, s := range v.Scores {
		if s.Winner {
			won = append(won, s.Seat)
		} else {
			rest = append(rest, f.person(s.Seat).Object()+" "+itoa(s.Total))
		}
	}
	out := "game over"
	switch {
	case len(won) == 1:
		out = f.subjects(won) + " won with " + itoa(winnerTotal(v.Scores))
	case len(won) > 1:
		out = f.subjects(won) + " tied with " + itoa(winnerTotal(v.Scores))
	}
	if len(rest) > 0 {
		out += ", " + strings.Join(rest, ", ")
	}
	return out
}

func winnerTotal(scores []ra.ScoreView) int {
	for _, s := range scores {
		if s.Winner {
			return s.Total
		}
	}
	return 0
}

// subjects names seats as the subject of a sentence: "Ann and you", "You
// and Bea".
func (f *frame) subjects(ss []rules.Seat) string {
	out := ""
	for i, s := range ss {
		switch {
		case i == 0:
			out = f.person(s).String()
		case i == len(ss)-1:
			out += " and " + f.person(s).Object()
		default:
			out += ", " + f.person(s).Object()
		}
	}
	return out
}
