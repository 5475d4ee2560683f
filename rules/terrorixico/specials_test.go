package terrorixico

import (
	"reflect"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// special002 is a 3-player round against the Aluxe and event #002 (6
// Range, 4 Melee, 3 Shield, 0 Codex) with Ann to play the hand given.
func special002(t *testing.T, annHand []string, prep func(g *game)) *rulestest.Player {
	return fixture(t, 3, rules.Digital, []string{"aluxe"}, []string{"002"}, func(g *game) {
		if prep != nil {
			prep(g)
		}
		hand(t, g, 0, annHand...)
	})
}

var filler4 = []string{"shield1", "shield2", "codex1", "codex2"}

func with(card string) []string { return append([]string{card}, filler4...) }

func TestTrickeryCountsTwoRelicsOfItsLine(t *testing.T) {
	p := special002(t, with("trickery"), nil)
	p.Do("play trickery melee")
	if v := st(p).lineValue(1); v != 2 {
		t.Fatalf("melee holds %d", v)
	}
}

func TestStrengthDoublesItsLineNotIntoAnEmptyLine(t *testing.T) {
	p := special002(t, with("strength"), func(g *game) { put(t, g, 1, "melee1", "melee", false) })
	p.MustNot("play strength shield")
	p.Do("play strength melee")
	g := st(p)
	if g.lineValue(1) != 2 || g.contribution(1) != 2 {
		t.Fatalf("melee %d, Bob %d", g.lineValue(1), g.contribution(1))
	}
}

func TestEqualityCountsTheOtherRelicCards(t *testing.T) {
	p := special002(t, with("equality"), func(g *game) {
		put(t, g, 1, "melee1", "melee", false)
		put(t, g, 2, "melee2", "melee", false)
	})
	p.MustNot("play equality range")
	p.Do("play equality melee")
	if g := st(p); g.lineValue(1) != 5 || !g.complete(1) {
		t.Fatalf("melee %d", g.lineValue(1))
	}
}

func TestEqualityDiscardedWithTheLinesLastRelic(t *testing.T) {
	p := special002(t, []string{"equality", "trauma1", "shield1", "shield2", "codex1"}, func(g *game) {
		put(t, g, 1, "melee1", "melee", false)
	})
	p.Do("play equality melee", "play trauma1 on p2 melee1")
	g := st(p)
	if len(g.board) != 0 || pileOf(g, 0, pDisc, "equality") != 1 {
		t.Fatalf("Equality stands on a line without relics: %+v", g.board)
	}
}

func TestMimicCopiesAnotherPlayersCard(t *testing.T) {
	p := special002(t, with("mimic"), func(g *game) { put(t, g, 1, "range3", "range", false) })
	p.MustNot("play mimic melee")
	p.Do("play mimic range")
	p.Do("copy range3")
	if g := st(p); g.lineValue(0) != 6 || g.contribution(0) != 3 {
		t.Fatalf("range %d, Ann %d", g.lineValue(0), g.contribution(0))
	}
}

func TestFriendlyFireEliminatesAnotherPlayersCard(t *testing.T) {
	p := special002(t, with("friendlyfire"), func(g *game) { put(t, g, 1, "range3", "range", false) })
	p.Do("play friendlyfire melee", "eliminate p2 range3 range")
	g := st(p)
	if pileOf(g, 1, pWaste, "range3") != 1 || pileOf(g, 0, pDisc, "friendlyfire") != 1 || len(g.board) != 0 {
		t.Fatal("Friendly Fire did not eliminate the card and go to the discard pile")
	}
}

func TestInvalidSpecialCostsTheEventsTrauma(t *testing.T) {
	p := special002(t, with("friendlyfire"), nil)
	p.Do("play friendlyfire melee")
	pr := p.Prompt()
	if !pr.IsChance() {
		t.Fatalf("no trauma drawn: %q", pr.Text)
	}
	before := st(p).traumaLeft
	p.Do(pr.Choices[0].ID)
	if st(p).traumaLeft != before-1 || !p.Saw("nothing to act on") {
		t.Fatal("an invalid special cost no trauma")
	}
}

func TestLastChanceDiscardsThreeOfTheDrawPileAndCountsOne(t *testing.T) {
	p := special002(t, with("lastchance"), nil)
	p.Do("play lastchance melee")
	for range 3 {
		pr := p.Prompt()
		if !pr.IsChance() {
			t.Fatalf("not a draw pile card: %q", pr.Text)
		}
		p.Do(pr.Choices[0].ID)
	}
	g := st(p)
	if g.sum(0, pDisc) != 3 || g.lineValue(1) != 1 {
		t.Fatalf("discarded %d, melee %d", g.sum(0, pDisc), g.lineValue(1))
	}
}

func TestFuryEveryoneDrawsThreeThenDiscardsToTheLimit(t *testing.T) {
	p := special002(t, with("fury"), nil)
	p.Do("play fury melee")
	for range 9 {
		p.Do(p.Prompt().Choices[0].ID) // three draws each
	}
	g := st(p)
	if g.handCount(0) != 7 || g.handCount(1) != 8 {
		t.Fatalf("hands %d %d", g.handCount(0), g.handCount(1))
	}
	auto(p) // discards
	if g := st(p); g.handCount(1) != 5 || g.handCount(2) != 5 || g.handCount(0) != 5 {
		t.Fatalf("hands after Fury %d %d %d", g.handCount(0), g.handCount(1), g.handCount(2))
	}
}

func TestBerserkerDrawsTwoDiscardsOne(t *testing.T) {
	p := special002(t, with("berserker"), nil)
	p.Do("play berserker melee")
	p.Do(p.Prompt().Choices[0].ID, p.Prompt().Choices[0].ID)
	if g := st(p); g.handCount(0) != 6 {
		t.Fatalf("hand %d", g.handCount(0))
	}
	p.Do(p.Prompt().Choices[0].ID)
	if g := st(p); g.handCount(0) != 5 || g.sum(0, pDisc) != 1 {
		t.Fatalf("hand %d", g.handCount(0))
	}
}

func TestGoodOmensEliminatesThreeDiscardsTheRestDrawsAHand(t *testing.T) {
	p := special002(t, with("goodomens"), nil)
	p.Do("play goodomens melee")
	for range 3 {
		p.Do(p.Prompt().Choices[0].ID)
	}
	for range 5 {
		p.Do(p.Prompt().Choices[0].ID) // the new hand
	}
	g := st(p)
	if g.sum(0, pWaste) != 3 || g.sum(0, pDisc) != 1 || g.handCount(0) != 5 {
		t.Fatalf("waste %d discard %d hand %d", g.sum(0, pWaste), g.sum(0, pDisc), g.handCount(0))
	}
}

func TestTakeAdvantageGivesATraumaCard(t *testing.T) {
	p := special002(t, []string{"takeadvantage", "trauma2", "shield1", "shield2", "codex1"}, nil)
	p.Do("play takeadvantage melee", "give trauma2 to p3")
	g := st(p)
	if pileOf(g, 2, pDraw, "trauma2") != 1 || pileOf(g, 0, pHand, "trauma2") != 0 {
		t.Fatal("the trauma card did not change hands")
	}
}

// Face down: scenario A (only Range lacks relics) with Ann's face-down
// card already in the Melee line, then Ann completes Range.

func revealA(t *testing.T, card string) *rulestest.Player {
	p := scenarioA(t, []string{"range1", "range3", "shield1", "melee1", "shield2"}, func(g *game) {
		put(t, g, 0, card, "melee", true)
	})
	p.Do("play range1")
	return p
}

func TestFaceDownEqualityCountsEveryCardOfItsLine(t *testing.T) {
	p := revealA(t, "equality")
	auto(p)
	// Ann: 1 (range) + 2 (Bob's melee3 and Cat's melee1) = 3.
	if !p.Saw("Ann scores 3 V.P. for second place (3 relics)") {
		t.Fatal("face-down Equality did not count the cards of its line")
	}
}

func TestFaceDownFuryDoesNothing(t *testing.T) {
	p := revealA(t, "fury")
	auto(p)
	// Bob drew nothing: his 50 cards less 3 placed and 5 in hand.
	if g := st(p); !p.Saw("face-down card in the Melee line is Fury") || g.round != 2 || g.drawCount(1) != 42 {
		t.Fatalf("Fury face down acted: Bob's draw pile holds %d", g.drawCount(1))
	}
}

func TestFaceDownFriendlyFireActsWhenTurnedUp(t *testing.T) {
	p := revealA(t, "friendlyfire")
	auto(p)
	p.Do("eliminate p2 melee3 melee")
	auto(p)
	g := st(p)
	if pileOf(g, 1, pWaste, "melee3") != 1 {
		t.Fatal("Bob's Melee 3 not eliminated")
	}
}

func TestFaceDownMimicOwnerPicksACardOfItsLine(t *testing.T) {
	p := revealA(t, "mimic")
	auto(p)
	p.Do("copy melee3")
	auto(p)
	// Ann: 1 + 3 = 4; Cat 3; Bob 6.
	if !p.Saw("Ann scores 3 V.P. for second place (4 relics)") {
		t.Fatal("face-down Mimic did not copy Melee 3")
	}
}

func TestFaceDownTrickeryCountsWhenTurnedUp(t *testing.T) {
	p := revealA(t, "trickery")
	auto(p)
	if !p.Saw("Ann scores 3 V.P. for second place (3 relics)") {
		t.Fatal("face-down Trickery did not count 2")
	}
}

func TestFaceDownLastChanceCountsNothing(t *testing.T) {
	p := revealA(t, "lastchance")
	auto(p)
	if !p.Saw("Ann scores 3 V.P. for second place (1 relic)") {
		t.Fatal("face-down Last Chance counted")
	}
}

// At the table the app does not know the hands: a card is named as it is
// played, from what the player could hold; a face-down card is named when
// turned up.
func TestTableNamesCardsWhenPlayed(t *testing.T) {
	p := fixture(t, 2, rules.Table, []string{"aluxe"}, []string{"002"}, func(g *game) {})
	p.Must("play range3")
	p.Must("pass")
	p.Do("hide melee", "play range3")
	g := st(p)
	if g.handN[0] != 3 || g.board[0].kind != unnamed {
		t.Fatalf("hand %d, face-down %d", g.handN[0], g.board[0].kind)
	}
}

func TestTableNamesAFaceDownCardWhenTurnedUp(t *testing.T) {
	p := fixture(t, 3, rules.Table, []string{"aluxe"}, []string{"001"}, func(g *game) {
		put(t, g, 1, "range2", "range", false)
		put(t, g, 1, "melee3", "melee", false)
		put(t, g, 1, "codex1", "codex", false)
		put(t, g, 2, "melee1", "melee", false)
		put(t, g, 2, "shield2", "shield", false)
	})
	p.Do("hide range", "play range3", "draw")
	for p.Prompt().Seat == 0 { // discards at the table: named from what Ann may hold
		p.Do(p.IDs()[0])
	}
	pr := p.Prompt()
	if !pr.IsChance() || pr.Text != "Which card does Ann turn up in the Range line?" {
		t.Fatalf("the face-down card is not named: %q", pr.Text)
	}
	want := rules.Touch{Places: []string{"range"}, Seats: []rules.Seat{0}, Cards: []string{"fury"}}
	if got := p.Game.(rules.Toucher).Touch("card fury"); !reflect.DeepEqual(got, want) {
		t.Errorf("naming the card touches %+v, want %+v", got, want)
	}
	p.Do("card fury")
	if !p.Saw("Ann's face-down card in the Range line is Fury") {
		t.Fatal("no reveal")
	}
}

func TestFaceDownStrengthDoublesWhenTurnedUp(t *testing.T) {
	p := revealA(t, "strength")
	auto(p)
	// Melee doubled: Bob 2 + 6 + 1 = 9, Cat 2 + 2 = 4.
	if !p.Saw("Cat scores 3 V.P. for second place (4 relics)") || !p.Saw("Bob takes first place with 9 relics") {
		t.Fatal("face-down Strength did not double its line")
	}
}

func TestFaceDownTakeAdvantageActsWhenTurnedUp(t *testing.T) {
	p := revealA(t, "takeadvantage")
	auto(p)
	p.Do("give supply to p2")
	left := st(p).traumaLeft
	auto(p)
	if st(p).traumaLeft != left-1 || !p.Saw("Ann gives Bob a trauma card of the supply") {
		t.Fatal("face-down Take Advantage did not act")
	}
}

func TestFaceDownGoodOmensAndBerserkerDoNothing(t *testing.T) {
	for _, card := range []string{"goodomens", "berserker"} {
		p := revealA(t, card)
		auto(p)
		if st(p).round != 2 || st(p).sum(0, pWaste) != 0 {
			t.Fatalf("%s face down acted", card)
		}
	}
}
