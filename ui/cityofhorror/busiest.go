package cityofhorror

import (
	"slices"
	"strconv"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
)

// busiest is the crowded table a plan is chosen to hold, made from the
// content: six players (as many as the wheel has colours), three
// characters each with the longest names, the most crowded location of
// each row of the town holding five of them with every mark; zombies,
// explosion markers, items, replicas and uses everywhere; a vote with
// five voters and a tie; three cards played and a window open; the
// wordiest invasion card and a peek; a hand of seven and a discard pile of
// ten titles. A busier table flows on to the next page.
func busiest(c *coh.Content) *rc.View {
	seats := min(len(c.Wheel.Colors), 6)
	v := &rc.View{Label: c.Label(), Side: coh.SideA, Hour: coh.Hour3, Phase: rc.PhaseResolution,
		Horde: 17, Deck: 22, Reserve: 9, FoodLeft: 8, FoodUp: []int{3, 2, 1}}
	for _, id := range c.Order() {
		l := c.Location(id)
		p := c.Printed(id)
		if l == nil || p == nil {
			continue
		}
		lv := rc.LocationView{ID: id, Name: l.Name, Number: p.Number, Spaces: p.A.Spaces, Attack: "as many zombies as characters, plus 2",
			Zombies: 5, Effect: l.A.Text}
		if l.Airdrops {
			lv.Cards, lv.Antidotes = 2, 1
		}
		if x := l.A.Explosions; x != nil {
			lv.MarkersAt, lv.Markers = x.At, min(2, x.At)
		}
		v.Locations = append(v.Locations, lv)
	}
	if len(v.Locations) == 0 || seats == 0 {
		return v
	}
	for s := range seats {
		sv := rc.SeatView{Player: "Player " + strconv.Itoa(s+1), Color: c.Wheel.Colors[s], Hand: 7, Antidotes: 3, FoodTokens: 4, Food: 11,
			Canned: 1, Living: 3, Picked: true, Pick: c.Order()[s%len(c.Order())]}
		v.Seats = append(v.Seats, sv)
	}
	v.First, v.Leader, v.Revealed = 1, 2, true
	for i := range v.Locations {
		l := &v.Locations[i]
		if i <= 2 {
			l.Used = []int{0, 2, 4}
		}
		l.Attacks = i%2 == 0
		l.Resolved = i < 2
	}
	v.Resolving = v.Locations[min(2, len(v.Locations)-1)].ID

	// The characters with the longest names, three a seat, five on the
	// most crowded location of each row of the town.
	chars := slices.Clone(c.Characters)
	slices.SortStableFunc(chars, func(a, b coh.Character) int { return len(b.Name) - len(a.Name) })
	chars = chars[:min(len(chars), 3*seats)]
	f := &frame{v: v, b: &Board{c: c}}
	f.loc = map[string]int{}
	for i, l := range v.Locations {
		f.loc[l.ID] = i
	}
	var spots []int // a location a character, busiest first
	for _, row := range f.grid() {
		for k, i := range row {
			n := 2
			if k == len(row)/2 {
				n = 5
			}
			for range n {
				spots = append(spots, i)
			}
		}
	}
	for k, ch := range chars {
		cv := rc.CharacterView{ID: ch.ID, Name: ch.Name, Seat: k % seats, Rested: k%3 != 1, Value: ch.Rested, Votes: 1, Power: ch.Text}
		if !cv.Rested {
			cv.Value = ch.Exhausted
		}
		if k < len(spots) {
			cv.Location = v.Locations[spots[k]].ID
		} else {
			cv.Dead = true
		}
		cv.Hidden, cv.Safe, cv.Extra = k%4 == 0, k%5 == 0, k%6 == 0
		v.Characters = append(v.Characters, cv)
	}
	// The vote at the most crowded location of the first row, every seat
	// there voting.
	crowded := spots[len(spots)-1]
	voteAt := spots[0]
	for _, i := range spots {
		if len(f.grid()) > 0 && slices.Contains(f.grid()[0], i) {
			voteAt = i
		}
	}
	v.Locations[crowded].Replicas = []int{1}
	v.Locations[voteAt].Replicas = []int{3}
	v.Vote = &rc.VoteView{Location: v.Locations[voteAt].ID, For: "attack", Votes: make([]int, seats), Weight: make([]int, seats), Voted: make([]bool, seats)}
	for _, ch := range v.Characters {
		if ch.Location == v.Vote.Location {
			v.Vote.Weight[ch.Seat]++
		}
	}
	for s := range seats {
		v.Vote.Votes[s] = -1
		v.Vote.Voted[s] = s%2 == 0 && v.Vote.Weight[s] > 0
	}
	if w := v.Vote.Weight; len(w) > 3 {
		w[3] += 2 // a weapon replica
		v.Vote.Tied = []int{1, 3}
	}

	// The wordiest invasion cards of the content.
	var best, next *coh.InvasionCard
	size := func(ic *coh.InvasionCard) int {
		return len(ic.Moves)*3 + len(ic.Zombies) + len(ic.Actions) + len(ic.Antidotes) + ic.Leader
	}
	for i := range c.Invasion {
		if ic := &c.Invasion[i]; ic.Hour != coh.Hour0 && (best == nil || size(ic) > size(best)) {
			best = ic
		}
	}
	for i := range c.Invasion {
		if ic := &c.Invasion[i]; best != nil && ic.Hour != coh.Hour0 && ic.Hour != best.Hour && (next == nil || size(ic) > size(next)) {
			next = ic
		}
	}
	if best != nil {
		v.Invasion = invasionView(best)
		v.Hour = best.Hour
	}
	if next != nil {
		v.Peek = invasionView(next)
		v.Peeked = []int{0, 3, 5 % seats}
	}

	// Cards: the longest titles in the hand, ten in the discard pile.
	acts := slices.Clone(c.Actions)
	slices.SortStableFunc(acts, func(a, b coh.ActionCard) int { return len(b.Title) - len(a.Title) })
	for k, a := range acts {
		cc := rc.CardCount{ID: a.ID, Title: a.Title, N: 1 + k%2}
		if k < 7 {
			v.Seats[0].Cards = append(v.Seats[0].Cards, cc)
		}
		if k < 10 {
			v.Discard = append(v.Discard, cc)
		}
	}
	if len(acts) > 2 {
		v.Played = []rc.PlayView{
			{Seat: 1, Card: acts[0].Title, Target: ", a zombie from the " + v.Locations[0].Name + " to the " + v.Locations[1].Name},
			{Seat: 2, Card: chars[0].Name, Power: true, Target: " on the " + acts[0].Title, Cancelled: true},
			{Seat: 3, Card: acts[1].Title, Target: ", the zombie leader to " + v.Seats[0].Color},
		}
	}
	v.Window = "Before the zombies attack at the " + v.Locations[voteAt].Name + ", anyone may play an action card or a character's power."
	return v
}
