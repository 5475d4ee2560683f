package app

import (
	"testing"

	"github.com/hauntgames/haunt/rules"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/ui/games"
)

// The a key opens Halls of Horror's corrections by hand at the table, as
// it does Horrified's: the referee filters, picks one, and it is logged.
func TestTableAdjustKeyOffersHallsOfHorrorCorrections(t *testing.T) {
	def, ok := games.Lookup(games.All(), "hallsofhorror")
	if !ok {
		t.Skip("no Halls of Horror in this build")
	}
	s, o := startMatch(t, def, rules.Setup{Game: "hallsofhorror", Seats: []string{"Ann", "Bob", "Cat"}, Mode: rules.Table}, "halls")
	for p := s.Match.Prompt(); !p.Secret; p = s.Match.Prompt() { // the set-up, to the first action card
		if _, err := s.Answer(p.Seat, p.Choices[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	v := s.Match.Game().View(rules.Chance).(rh.View)
	id, name := v.Seats[0].Participant, v.Seats[0].Name
	h := newHarness(t, o, 100, 40)
	n := h.session().Match.Len()
	h.keys("a")
	contains(t, h.view(), "▶ Referee: adjust by hand")
	h.keys("/" + id + " has 6")
	contains(t, h.view(), "› Ann's "+name+" has 6 HP (now 10)")
	h.keys("enter")
	a := lastAnswers(h, 1)[0]
	if a != (rules.Answer{Seat: rules.Referee, Choice: "adjust health " + id + " 6", Source: rules.FromAdjust}) || h.session().Match.Len() != n+1 {
		t.Fatalf("last answer %+v", a)
	}
	contains(t, h.view(), "Adjusted: Ann's "+name+" has 6 HP (was 10).")
	h.keys("a", "/killer rage 3")
	contains(t, h.view(), "› The Killer's rage is 3 of 4 (now 0)")
	h.keys("enter")
	contains(t, h.view(), "Adjusted: the Killer's rage is 3 (was 0).")
}
