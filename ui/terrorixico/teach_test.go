package terrorixico

import (
	"regexp"
	"strings"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

// The reference teaches every monster and event in the fight with its
// requirement and points, every special card, the trauma cards, the
// scoring and the end, and marks the house estimates.
func TestReferenceTeachesWhatIsInPlay(t *testing.T) {
	b := NewBoard(tx.Default())
	c := tx.Default()
	for _, w := range []int{40, 60, 100} {
		ref := b.Reference(plain(), busy(), w)
		canvastest.CheckWrapped(t, "reference", ref, w)
		r := canvastest.Squash(ref)
		for _, want := range []string{
			"Nahual (magical): needs Range 2, Melee 1, Shield 3 and Codex 1; 5 V.P. for first place, 2 for second.",
			"Aluxe (magical): needs Range 2, Melee 3, Shield 1 and Codex 0",
			"#7 The Pack Gathers", "#2 Blood Moon: Range ×3, Melee +1, Shield +2 and Codex ×2",
			"THE END", "Adventure levels: Baby from -10", "Sacred Hunter from 36", "2 give 2, 3 give 5, 4 give 9",
			"SLAYING THE MONSTER", "First place (most relics)", "PASSING AND TRAUMA", "5 cards of 0, 5 cards of -1",
			"house deck", "now the lines need: Range 15, Melee 12, Shield 9 and Codex 8", "this fight pays 13 V.P.",
			"A Ann, the red deck", "D Dan, the yellow deck",
		} {
			if !strings.Contains(r, want) {
				t.Errorf("width %d: the reference lacks %q:\n%s", w, want, ref)
			}
		}
		for _, sp := range c.Deck.Specials {
			if !strings.Contains(r, sp.Name+": "+canvastest.Squash(sp.Text)) {
				t.Errorf("width %d: the reference does not teach %s", w, sp.Name)
			}
		}
	}
	if got := b.Reference(plain(), "nope", 60); !strings.Contains(got, "cannot") {
		t.Errorf("a non-view: %q", got)
	}
}

// Explain says what the choice under the cursor does, and teaches the card,
// the line and the player it names.
func TestExplainSaysWhatAChoiceTouches(t *testing.T) {
	b := NewBoard(tx.Default())
	cases := map[string][]string{
		"play melee1":               {"face up", "Melee 1: a relic worth 1 in the Melee line.", "Melee line: needs 12, holds 7, 5 to go."},
		"hide takeadvantage codex":  {"face down", "Take Advantage: Hand one trauma card", "Codex line: needs 8, holds 2, 6 to go."},
		"play trauma2 on p2 melee3": {"the relic goes back to its owner's discard pile", "Trauma -2: a trauma card, -2 points", "Bob: 19 V.P."},
		"pass":                      {"shuffle 2 trauma cards into your draw pile"},
		"show trauma0":              {"waste zone"},
		"give trauma1 to p3":        {"Hand a trauma card", "Cat: 6 V.P."},
	}
	for id, wants := range cases {
		got := canvastest.Squash(b.Explain(plain(), busy(), sel(id), 50))
		canvastest.CheckWrapped(t, id, b.Explain(plain(), busy(), sel(id), 50), 50)
		for _, want := range wants {
			if !strings.Contains(got, want) {
				t.Errorf("%q: the explanation lacks %q:\n%s", id, want, got)
			}
		}
	}
	if got := b.Explain(plain(), busy(), common.Selection{}, 50); got != "" {
		t.Errorf("no choice explained as %q", got)
	}
}

// Describe says in words what Render shows: the fight, each line with its
// cards and what it lacks, the hand, every player's piles and points, the
// supply, whose turn and who passed; at the end every final score and
// level.
func TestDescribeSaysWhatRenderShows(t *testing.T) {
	b := NewBoard(tx.Default())
	d := b.Describe(busy())
	if strings.Contains(d, "\x1b") {
		t.Fatal("escape codes in the description")
	}
	for _, want := range []string{
		"TerroriXico (house deck), round 6.", "It is Bob's turn (B, green deck).", "Passed this round: Dan.",
		"Monster: Nahual (magical), needing Range 2, Melee 1, Shield 3 and Codex 1", "Event: #2 Blood Moon: Range times 3",
		"First place scores 13 V.P.", "a pass costs 2 trauma cards",
		"Range line: needs 15, holds 15, full", "Melee line: needs 12, holds 7, 5 to go", "Ann's face-down Melee 2",
		"Dan's face-down card", "Cat's Mimic copying Melee 3", "Cat's Trickery counting 2", "Codex line: needs 8, holds 2, 6 to go; no cards yet.",
		"Ann's hand: Codex 2, Take Advantage, Trauma -2, Melee 1, Good Omens.",
		"Bob (B, green deck): 5 cards in hand, 18 to draw, 2 discarded, 0 in the waste zone; monster track 2 of 4, 19 V.P.",
		"monsters returned: La Llorona and El Cadejo", "Trauma supply: 11 cards left", "hand limit 5",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe lacks %q:\n%s", want, d)
		}
	}
	// Every number Render draws in the frontlines' walls is in the words.
	for _, m := range regexp.MustCompile(`needs (\d+) · holds (\d+)`).FindAllStringSubmatch(canvastest.RenderAll(b, busy(), common.Selection{}, 160, 50), -1) {
		if !strings.Contains(d, "needs "+m[1]+", holds "+m[2]) {
			t.Errorf("Render shows %q, Describe does not", m[0])
		}
	}
	end := b.Describe(over())
	for _, want := range []string{"the game is over", "Final: Bob 21 points (19 V.P., minus 0 trauma, plus 2 for sets), adventure level Mythbuster.", "Bob wins."} {
		if !strings.Contains(end, want) {
			t.Errorf("the end's description lacks %q:\n%s", want, end)
		}
	}
}

// Sentences read right for "You" as well as for a name.
func TestWordsReadRightForYou(t *testing.T) {
	b := NewBoard(tx.Default())
	v := busy()
	v.Seats[1].Player = "You"
	d := b.Describe(v)
	for _, want := range []string{"It is your turn", "You (Y, green deck): 5 cards"} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe lacks %q:\n%s", want, d)
		}
	}
	v.Seats[0].Player = "You"
	v.Seats[1].Player = "Bob"
	if d := b.Describe(v); !strings.Contains(d, "Your hand:") || strings.Contains(d, "You's") {
		t.Errorf("the hand reads wrong for You:\n%s", d)
	}
	if out := canvastest.RenderAll(b, v, common.Selection{}, 80, 19); !strings.Contains(out, "Your hand") || strings.Contains(out, "You's") {
		t.Errorf("the board reads wrong for You:\n%s", out)
	}
}

func TestSummary(t *testing.T) {
	b := NewBoard(tx.Default())
	if got := b.Summary(busy()); got != "round 6, track 1/2/0/1 of 4, V.P. 14/19/6/9" {
		t.Errorf("summary %q", got)
	}
	if got := b.Summary(over()); got != "over: Bob won, final 11/21/3/6" {
		t.Errorf("summary at the end %q", got)
	}
	if got := b.Summary(3); !strings.Contains(got, "cannot") {
		t.Errorf("summary of a non-view %q", got)
	}
}
