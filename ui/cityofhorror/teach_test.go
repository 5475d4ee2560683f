package cityofhorror

import (
	"strings"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The reference teaches what is in play: every location on the side in
// force with its effect, spaces, attack condition and explosions, every
// character dealt with its values and power, every action card with its
// copies and text, the zombie cap, the scoring; house estimates are
// marked as such.
func TestReferenceTeachesWhatIsInPlay(t *testing.T) {
	c := coh.Default()
	b := NewBoard(c)
	v := midGame()
	for _, w := range []int{24, 40, 60, 100} {
		canvastest.CheckWrapped(t, "Reference", b.Reference(plain(), v, w), w)
	}
	ref := canvastest.Squash(b.Reference(plain(), v, 100))
	want := []string{
		"CITY OF HORROR", "HOW TO WIN", "A ROUND", "▸ now: Resolution", "VOTES AND ATTACKS", "THE LOCATIONS, SIDE A",
		"ZOMBIES", "A location holds at most 8 zombies", "CHARACTERS IN PLAY", "ACTION CARDS", "TOKENS", "KEY TO THE BOARD",
		"spaces: 3 (house set)", "attack condition: as many zombies as characters (house set)",
		"✸ at 3 explosion markers: it burns down", "✸ at 3 explosion markers: it explodes",
		"the zombie leader's wheel, clockwise: R Y [G] B",
		"Antidotes on the ambulance: 16 (house set)", "(house set)",
	}
	for _, l := range v.Locations {
		cl := c.Location(l.ID)
		want = append(want, itoa(l.Number)+" "+l.Name+": "+cl.A.Text)
	}
	for _, ch := range v.Characters {
		cc := b.character(ch.ID)
		want = append(want, ch.Name+" "+itoa(cc.Rested)+"◆/"+itoa(cc.Exhausted)+"◇", cc.Text)
	}
	for _, a := range c.Actions {
		x := a.Title + " ×" + itoa(a.Copies)
		if a.Explosion {
			x += " ✸"
		}
		want = append(want, x+": "+a.Text)
	}
	for _, w := range want {
		if !strings.Contains(ref, w) {
			t.Errorf("the reference lacks %q:\n%s", w, ref)
		}
	}
	// Side B, with the Water Tower exploded and a player's own boards.
	late := canvastest.Squash(b.Reference(plain(), lateGame(), 100))
	for _, w := range []string{"THE LOCATIONS, SIDE B", c.Location("armory").B.Text, c.Location("water-tower").Exploded.Text,
		"✸ at 2 explosion markers: its door is blocked for good", "You play", "Sushi Chef"} {
		if w == "You play" {
			continue
		}
		if !strings.Contains(late, w) {
			t.Errorf("the side B reference lacks %q:\n%s", w, late)
		}
	}
	if r := b.Reference(plain(), "not a view", 80); !strings.Contains(r, "cannot") {
		t.Errorf("Reference of another value: %q", r)
	}
	// With colours the glyphs keep theirs, inside the width.
	col := b.Reference(color(), v, 50)
	if !strings.Contains(col, "\x1b[") {
		t.Error("the reference draws no colour")
	}
	canvastest.CheckWrapped(t, "the coloured reference", col, 50)
}

// Before any character is dealt, the reference says so.
func TestReferenceBeforeTheDeal(t *testing.T) {
	b := NewBoard(coh.Default())
	v := rc.View{Phase: rc.PhaseSetup, Locations: locations()}
	if r := canvastest.Squash(b.Reference(plain(), v, 80)); !strings.Contains(r, "None dealt yet") || !strings.Contains(r, "▸ now: Set-up") {
		t.Errorf("the set-up reference:\n%s", r)
	}
}

// Its sentences read right for a seat named "You".
func TestWordsReadRightForYou(t *testing.T) {
	b := NewBoard(coh.Default())
	v := overGame()
	names := []string{"You", "Bo", "Cat"}
	for _, text := range []string{b.Describe(v), b.Reference(plain(), v, 10000), b.Summary(v),
		b.Explain(plain(), v, sel("lose housewife", nil, []int{0}, []string{"housewife"}), 10000)} {
		for _, line := range strings.Split(text, "\n") {
			if f := rulestest.GrammarFaults(line, names); f != nil {
				t.Errorf("%q reads wrong: %v", line, f)
			}
		}
	}
	if d := b.Describe(v); !strings.Contains(d, "Bo and you win together") || !strings.Contains(d, "Your hand (You (red)): Canned Food") {
		t.Errorf("Describe for You:\n%s", d)
	}
}

// Explain says what the choice under the cursor touches: a location's
// effect, occupants, zombies, items and attack; a character's values,
// place and power; a player's holdings; an action card named in the ID.
func TestExplainSaysWhatAChoiceTouches(t *testing.T) {
	c := coh.Default()
	b := NewBoard(c)
	v := midGame()
	for _, tc := range []struct {
		s    common.Selection
		want []string
	}{
		{sel("card bank", []string{"bank"}, nil, nil), []string{"3 Bank: " + c.Location("bank").A.Text, "4 zombies of 8 at most",
			"Ann (red): Blonde, worth 5, rested", "Cy (green): Pregnant Woman, worth 2, exhausted", "1 antidote to share",
			"a weapon replica of Cy", "used this round by Ann", "attack condition: as many zombies as characters; it is met"}},
		{sel("move geek", []string{"crossroads"}, nil, []string{"geek"}), []string{"This character goes to the location",
			"R Geek 4◆/3◇ (Ann's): " + b.character("geek").Text, "worth 3, exhausted, at the Crossroads, hidden this round"}},
		{sel("vote green", nil, []int{2}, nil), []string{"A secret vote", "Cy (green), letter G: 2 action cards, hidden"}},
		{sel("play shotgun", nil, nil, nil), []string{"Shotgun: " + b.action("shotgun").Text}},
		{sel("play molotov-cocktail", nil, nil, nil), []string{"Molotov Cocktail ✸:"}},
		{sel("invasion 1-a", nil, nil, nil), []string{"1:00 invasion card 1-a: zombies arrive:"}},
	} {
		for _, w := range []int{30, 80} {
			canvastest.CheckWrapped(t, "Explain "+tc.s.ID, b.Explain(plain(), v, tc.s, w), w)
		}
		got := canvastest.Squash(b.Explain(plain(), v, tc.s, 80))
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("Explain %q lacks %q:\n%s", tc.s.ID, w, got)
			}
		}
	}
	if got := b.Explain(plain(), v, sel("done", nil, nil, nil), 80); got != "" {
		t.Errorf("a choice touching nothing is explained as %q", got)
	}
}

// Describe says in words everything Render shows: the hour and phase,
// every location with its zombies, characters, spaces, markers and items,
// the invasion card, the vote, the cards played and the window, every
// player with their holdings and characters, the hand, the supply and the
// discard pile.
func TestDescribeSaysWhatRenderShows(t *testing.T) {
	b := NewBoard(coh.Default())
	v := midGame()
	d := b.Describe(v)
	if strings.Contains(d, "\x1b") {
		t.Error("escape codes in the description")
	}
	shown := canvastest.RenderAll(b, v, common.Selection{}, 160, 50)
	for _, w := range []string{"3:00", "resolution", "Resolving the Bank",
		"3 Bank: 4 zombies of 8 at most", "0 of 3 spaces free", "2 Armory", "2 explosion markers of 3", "1 action card face down to share",
		"5 Hospital: 8 zombies of 8 at most", "2 antidotes to share", "the zombies attack", "resolved this round",
		"the zombie leader points at green", "The leader points at green (Cy)", "Bob holds the first player token",
		"Invasion card 3:00: 2 zombies move from the Church to the Hospital; zombies arrive: 2 at the Bank, 1 at the Crossroads; action cards dropped: 1 at the Church; antidotes dropped: 1 at the Hospital; the zombie leader turns 1 wedge on",
		"The next invasion card is known to Bob", "Vote at the Bank, who is eaten: Ann 1 vote, for Cy; Bob 1 vote, not yet voted; Cy 3 votes, voted",
		"Played: Cy plays Gun at the Bank, cancelled", "Played last, may still be cancelled: Bob uses the Punk's power on Cy's Gun",
		"Open: Anyone may play a card or a power before the zombies attack the Bank",
		"Ann (red), letter R: 3 action cards; 1 antidote; 2 food tokens worth 5 points; movement card: the Bank",
		"Bob (yellow), letter Y, first player: 4 action cards, hidden; 2 antidotes; 1 food token; 1 Canned Food played",
		"Dee (blue), letter B, out of the game", "Granny, dead",
		"Geek, worth 3, exhausted, hidden, at the Crossroads", "Mama, worth 3, exhausted, on a temporary space, at the Armory",
		"Little Girl, worth 5, rested, safe from being chosen", "Your hand (Ann (red)): Shotgun ×2, Hideout",
		"Action deck: 19 cards. Zombies in the horde: 14. Antidotes on the ambulance: 11. Food tokens on the truck: 7",
		"Discard pile: Gun ×2, Chainsaw"} {
		if !strings.Contains(d, w) {
			t.Errorf("Describe lacks %q:\n%s", w, d)
		}
	}
	// And what Render shows of the same things.
	for _, w := range []string{"3:00 · RESOLUTION", "▸3 Bank", "3 Bank", "☠4/8", "full (3)", "✸✸○", "▣ 1 card", "✚ 2 antidotes",
		"⚠ attack", "wheel R Y [G] B", "⚑Y Bob", "INVASION 3:00", "known to Y", "VOTE", "at the Bank: who is eaten",
		"R Ann 1 vote →G", "Y Bob 1 vote ◌", "G Cy 3 votes ✓", "✗ cancelled", "(may be cancelled)", "⏵ open:",
		"R Ann (red)", "Y Bob (yellow) · ⚑ first", "B Dee (blue) · ✝ out", "Granny ✝", "Geek 3◇⌂", "Mama 3◇+", "Little Girl 5◆☂",
		"YOUR HAND · R Ann", "Shotgun ×2 · Hideout", "▣ deck 19", "☠ horde 14", "✚ reserve 11", "● food left 7",
		"discard: Gun ×2 · Chainsaw", "canned 1", "2 food (5 pts)"} {
		if !strings.Contains(shown, w) {
			t.Errorf("Render at 160x50 lacks %q:\n%s", w, shown)
		}
	}
	for _, v := range []rc.View{lateGame(), overGame(), setupGame()} {
		d := b.Describe(v)
		for _, ch := range v.Characters {
			if !strings.Contains(d, ch.Name) {
				t.Errorf("Describe lacks %s:\n%s", ch.Name, d)
			}
		}
	}
	late := b.Describe(lateGame())
	for _, w := range []string{"1 Water Tower", "exploded", "sealed: nobody goes in or out", "face up: 3, 1, 2", "Tied: you, Bo",
		"plays a movement card after the reveal", "helicopter phase"} {
		if !strings.Contains(late, w) {
			t.Errorf("Describe (late) lacks %q:\n%s", w, late)
		}
	}
}

func TestSummary(t *testing.T) {
	b := NewBoard(coh.Default())
	for v, want := range map[string]rc.View{
		"3:00, 8 of 11 characters alive":      midGame(),
		"setting up, 3 players":               setupGame(),
		"game over, won by Bo and you":        overGame(),
		"4:00, 4 of 4 characters alive":       lateGame(),
		"setting up, 0 players":               {},
		"cityofhorror board: cannot draw int": {},
	} {
		if strings.HasPrefix(v, "cityofhorror") {
			if got := b.Summary(42); !strings.HasPrefix(got, v) {
				t.Errorf("Summary(42) = %q", got)
			}
			continue
		}
		if got := b.Summary(want); got != v {
			t.Errorf("Summary = %q, want %q", got, v)
		}
	}
}
