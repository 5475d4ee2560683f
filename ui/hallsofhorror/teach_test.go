package hallsofhorror

import (
	"strings"
	"testing"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The reference teaches what is in play: every room turned up with its
// rewards and rule, every item, the Killer's symbols, every MC card, the
// participants' powers on the side in play; house estimates are marked.
func TestReferenceTeachesWhatIsInPlay(t *testing.T) {
	c := hh.Default()
	b := NewBoard(c)
	v := busy()
	for _, w := range []int{24, 40, 60, 100} {
		canvastest.CheckWrapped(t, "Reference", b.Reference(plain(), v, w), w)
	}
	ref := canvastest.Squash(b.Reference(plain(), v, 100))
	want := []string{"HALLS OF HORROR", "HOW TO WIN", "A TURN", "▸ now: Action resolution", "SEARCHING", "COMBAT", "THE KILLER",
		"Heal:", "Activate: 2 symbols", "Enrage:", "Move:", "LOCKING ROOMS", "ROOMS IN PLAY", "ITEMS", "MASTER OF THE CEREMONY CARDS",
		"GIFT TOKENS", "PARTICIPANTS", "KEY TO THE BOARD", "(house deck)", "Rage track, left to right (house deck)",
		"Dusty Library (r1c2): ⌕ search 4 (house deck)", "rewards, left to right: key, once, taken; First Aid Kit (utility item), once; panic",
		"Altar Surrounded by Traps", c.Room("1a").Text, "6 rooms still face down"}
	for _, it := range c.Items {
		want = append(want, it.Name, it.Text)
	}
	for _, m := range c.MC {
		want = append(want, m.Title+" ×"+itoa(m.Copies), m.Text)
	}
	for _, p := range c.Participants {
		want = append(want, p.Name, p.Lore)
		for _, pw := range p.Advanced.Powers {
			want = append(want, pw.Name, pw.Text)
		}
	}
	for _, w := range want {
		if !strings.Contains(ref, w) {
			t.Errorf("the reference lacks %q:\n%s", w, ref)
		}
	}
	// The basic side has no powers; the 2-player set-up names its cards out.
	two := canvastest.Squash(b.Reference(plain(), twoPlayer(), 100))
	for _, w := range []string{"no powers on this side", "(out of the deck with 2 players)", "the rulebook has not finished it", "▸ now: Action selection"} {
		if !strings.Contains(two, w) {
			t.Errorf("the 2-player reference lacks %q:\n%s", w, two)
		}
	}
	if r := b.Reference(plain(), "not a view", 80); !strings.Contains(r, "cannot") {
		t.Errorf("Reference of another value: %q", r)
	}
	col := b.Reference(color(), v, 50)
	if !strings.Contains(col, "\x1b[") {
		t.Error("the reference draws no colour")
	}
	canvastest.CheckWrapped(t, "the coloured reference", col, 50)
}

// Explain says what the choice under the cursor touches: a room's card
// and who and what is there; a participant; an item or MC card named.
func TestExplainSaysWhatAChoiceTouches(t *testing.T) {
	b := NewBoard(hh.Default())
	v := busy()
	cases := []struct {
		id     string
		places []string
		seats  []int
		cards  []string
		want   []string
	}{
		{"attack", []string{"r2c2"}, nil, []string{"pistol"}, []string{"Attack everyone else", "Trophy Room (r2c2): ⌕ search 4",
			"here: a combat under way, Ann (Ben), Bob (Mia), the Killer, active, 1 gift token face down", "Pistol ×4 firearm"}},
		{"up", []string{"r1c3"}, nil, nil, []string{"Move one room up", "r1c3: face down", "unknown until someone enters it"}},
		{"search", []string{"r3c2"}, []int{3}, nil, []string{"the body of Zoe (Dan)", "Dan (letter Z) plays Zoe, Master of the Ceremony, dead"}},
		{"play locked-doors", nil, nil, []string{"locked-doors"}, []string{"Locked Doors ☠: Lock a room"}},
	}
	for _, tc := range cases {
		s := sel(tc.id, tc.places, tc.seats, tc.cards)
		for _, w := range []int{30, 80} {
			canvastest.CheckWrapped(t, "Explain "+tc.id, b.Explain(plain(), v, s, w), w)
		}
		got := canvastest.Squash(b.Explain(plain(), v, s, 80))
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("Explain %q lacks %q:\n%s", tc.id, w, got)
			}
		}
	}
	if got := b.Explain(plain(), v, sel("done", nil, nil, nil), 80); got != "" {
		t.Errorf("a choice touching nothing is explained as %q", got)
	}
}

// Describe says in words everything Render shows.
func TestDescribeSaysWhatRenderShows(t *testing.T) {
	b := NewBoard(hh.Default())
	d := b.Describe(busy())
	if strings.Contains(d, "\x1b") {
		t.Error("escape codes in the description")
	}
	for _, w := range []string{"Halls of Horror (house deck), rooms: A deck, participant sheets on the advanced side.",
		"Turn 9, action resolution phase.", "Bob holds the First Player card.", "Dan is the Master of the Ceremony.",
		"The Killer is active in Trophy Room (r2c2), with 6 of 12 HP; rage 2 of 4 on his track: 4 dice, damage 3. The key for killing him is taken.",
		"The house: 4 rows of 5 rooms, row 1 at the top", "r1c1: Foyer, a starting room, search 3;",
		"r1c2: Dusty Library, search 4; rewards left to right: key, once, taken;", "r1c3: face down.", "r1c4: locked for good.",
		"r2c1: Nursery, exhausted.", "r2c3: Exit, an exit, puzzle: a pair in 4 cards, needs 2 keys.",
		"r2c4: Clockwork Cell, puzzle: a pair in 4 cards;", "shut until its puzzle is solved; here: Cat (Ian), shut in.",
		"r3c2: Altar Surrounded by Traps", "here: the body of Zoe (Dan), 2 gift tokens face down.",
		"Combat in Trophy Room (r2c2), in initiative order: Bob (Mia) escapes, succeeding on 4 and up, 2 successes on 4 dice; Ann (Ben) attacks with the Pistol",
		"the Killer attacks, succeeding on 5 and up, 2 successes on 4 dice, damage 3.",
		"Ann (letter B) plays Ben: 6 of 10 HP; 2 Resolve; 1 key; 1 bullet; 0 shells; items: Pistol, Knife; in Trophy Room (r2c2); action card: Attack.",
		"Bob (letter M) plays Mia, first player, panicked", "to lock 1 room", "Dan (letter Z) plays Zoe, Master of the Ceremony, dead: 2 keys; 3 bullets; 0 shells; items: Fireaxe; body in Altar Surrounded by Traps (r3c2).",
		"Rooms face down: 6. Reward deck: 13 cards. Gift tokens in the bag: 8. MC deck: 31 cards."} {
		if !strings.Contains(d, w) {
			t.Errorf("Describe lacks %q:\n%s", w, d)
		}
	}
	s := b.Describe(searching())
	if !strings.Contains(s, "Cat's Search is under way: reward cards drawn: key; ammunition and key; ammunition; firearm and ammunition; dropped: panic; 1 Resolve spent.") {
		t.Errorf("Describe of the search:\n%s", s)
	}
	m := b.Describe(mcTurn())
	if !strings.Contains(m, "MC card being played: Locked Doors: Lock a room, following the locking rules. 1 Killer symbol left to spend.") ||
		!strings.Contains(m, "The MC's hand, secret: Footsteps Above.") {
		t.Errorf("Describe of the MC's turn:\n%s", m)
	}
	if o := b.Describe(over()); !strings.Contains(o, "The game is over. Bob wins.") {
		t.Errorf("Describe at the end:\n%s", o)
	}
	if tw := b.Describe(twoPlayer()); !strings.Contains(tw, "This set-up is work in progress (rulebook v0.5).") {
		t.Errorf("Describe of the 2-player set-up:\n%s", tw)
	}
}

// Its sentences read right for a seat named "You".
func TestWordsReadRightForYou(t *testing.T) {
	b := NewBoard(hh.Default())
	v := twoPlayer()
	v.Seats[0].Player = "You"
	names := []string{"You", "Bo"}
	for _, text := range []string{b.Describe(v), b.Reference(plain(), v, 10000), b.Summary(v),
		b.Explain(plain(), v, sel("right", []string{"r1c1"}, []int{0}, nil), 10000)} {
		for _, line := range strings.Split(text, "\n") {
			if f := rulestest.GrammarFaults(line, names); f != nil {
				t.Errorf("%q reads wrong: %v", line, f)
			}
		}
	}
	if d := b.Describe(v); !strings.Contains(d, "You hold the First Player card.") || !strings.Contains(d, "You (letter Z) play Zoe") {
		t.Errorf("Describe for You:\n%s", d)
	}
}

func TestSummary(t *testing.T) {
	b := NewBoard(hh.Default())
	for want, v := range map[string]rh.View{
		"turn 9, keys 1/0/1/2, killer 6 HP, rage 2 of 4": busy(),
		"turn 1, keys 0/0, killer 10 HP, rage 0 of 4":    twoPlayer(),
		"game over, won by Bob":                          over(),
		"setting up, 0 players":                          {},
	} {
		if got := b.Summary(v); got != want {
			t.Errorf("Summary = %q, want %q", got, want)
		}
	}
	if got := b.Summary(42); !strings.HasPrefix(got, "hallsofhorror board: cannot draw int") {
		t.Errorf("Summary(42) = %q", got)
	}
}

// The Killer starts with 0 Rage on the left-most space of his track, and
// before he is placed (the set-up) he is neither active nor stunned: the
// words, the banner and his sheet say so.
func TestKillerRageCountsFromZeroAndAnUnplacedKillerIsNotStunned(t *testing.T) {
	b := NewBoard(hh.Default())
	v := twoPlayer()
	v.Phase, v.Turn = "setup", 0
	v.Killer.Cell, v.Killer.Active = "", false
	d := b.Describe(v)
	if want := "The Killer is not placed yet, with 10 of 12 HP; rage 0 of 4 on his track: 3 dice, damage 2."; !strings.Contains(d, want) {
		t.Errorf("Describe lacks %q:\n%s", want, d)
	}
	if strings.Contains(d, "stunned") {
		t.Errorf("Describe calls the unplaced Killer stunned:\n%s", d)
	}
	sheet := false
	for _, page := range canvastest.Pages(b, plain(), v, sel("", nil, nil, nil), 80, 24) {
		if banner := strings.SplitN(page, "\n", 2)[0]; strings.Contains(banner, gKiller+gStunned) {
			t.Errorf("the banner shows the unplaced Killer stunned: %q", banner)
		}
		if strings.Contains(page, "☠ not placed yet") {
			sheet = true
		}
		if strings.Contains(page, "stunned not placed") {
			t.Errorf("the Killer's sheet calls him stunned before he is placed:\n%s", page)
		}
	}
	if !sheet {
		t.Error("no page says the Killer is not placed yet")
	}
}
