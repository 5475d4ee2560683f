package horrified

import (
	"reflect"
	"slices"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// The monster phase: draw a card and resolve its three parts from top to
// bottom (items, event, strikes), the strikes one monster at a time. The
// view shows the card in play and how far it has got; the log announces the
// card and then each strike, in both table mode and digital play.

// twoStrikes is a card with 2 items, a villager event (Lucy at the Abbey)
// and two strikes: the Invisible Man, then the frenzied monster.
var twoStrikes = bh.MonsterCard{ID: "two", Name: "Two Strikes", Copies: 1, Items: 2, Event: "place_villager",
	Villager: "lucy", Space: "abbey", EventText: "Lucy turns up at the Abbey.",
	Strikes: []string{"invisible_man", "frenzy"}, Move: 1, Dice: 1}

func twoStrikesContent() *bh.Content {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{twoStrikes, calm("calm", "maria", "barn")}
	return c
}

// cardSteps plays the monster phase of twoStrikes and returns the card in
// the view at each question: the two items, then Dracula's die.
func cardSteps(p *play) []*CardView {
	p.T.Helper()
	var seen []*CardView
	look := func() { seen = append(seen, p.view().Card) }
	look() // hero phase
	p.Do("end", "card two")
	look() // first item
	p.Do("item rapier")
	look() // second item
	p.Do("item rapier")
	look() // Dracula's die: the Invisible Man found nobody
	p.Do("die blank")
	look() // the next hero phase
	return seen
}

// The card lies face up from its draw, played out ("done") through the
// next hero phase, until the next card is drawn.
func TestMonsterCardInTheViewFromItsDrawToTheNextDraw(t *testing.T) {
	p := start(t, twoStrikesContent(), "dracula,invisible_man", "mayor")
	seen := cardSteps(p)
	if seen[0] != nil {
		t.Fatalf("a card before any was drawn: %+v", seen[0])
	}
	if seen[4] == nil || seen[4].Step != "done" || seen[4].Name != "Two Strikes" {
		t.Fatalf("the next hero phase: card %+v, want Two Strikes, done", seen[4])
	}
	want := CardView{Name: "Two Strikes", Items: 2, Event: "Two Strikes: Lucy turns up at the Abbey.",
		Strikes: []string{"the Invisible Man", "the frenzied Dracula"}, StrikeIDs: []string{"invisible_man", "dracula"},
		Move: 1, Dice: 1, Step: "drawing items"}
	for i, step := range []string{"drawing items", "drawing items", "strike 2 of 2: the frenzied Dracula"} {
		want.Step = step
		if got := seen[i+1]; got == nil || !reflect.DeepEqual(*got, want) {
			t.Fatalf("question %d: card %+v, want %+v", i+1, got, want)
		}
	}
}

// The log of the phase: the card, its items, its event, then each strike:
// where the monster goes and why, whom it attacks and why, the dice and
// what they did.
func TestMonsterPhaseLogReadsCardItemsEventThenEachStrike(t *testing.T) {
	p := start(t, twoStrikesContent(), "dracula,invisible_man", "mayor")
	p.Events = nil
	cardSteps(p)
	var kinds, texts []string
	for _, e := range p.Events {
		switch e.Kind {
		case "monster-card", "item", "event", "villager", "strike", "move", "attack", "roll":
			kinds = append(kinds, e.Kind)
			texts = append(texts, e.Text)
		}
	}
	wantKinds := []string{"monster-card", "item", "item", "event", "villager",
		"strike", "move", "attack", "strike", "move", "attack", "roll"}
	wantTexts := []string{
		"Monster card: Two Strikes · 2 items, then the Invisible Man and the frenzied Dracula strike in turn (move 1, 1 die). 1 card left.",
		"Item drawn: Rapier, placed at Theatre.",
		"Item drawn: Rapier, placed at Theatre.",
		"Event: Two Strikes. Lucy turns up at the Abbey.",
		"Lucy appears at Abbey.",
		"Strike 1 of 2: the Invisible Man at Inn moves up to 1 space toward the closest person.",
		"The Invisible Man moves Inn → Fountain Square, heading for the Mayor at Theatre.",
		"Nobody is at Fountain Square: the Invisible Man does not attack.",
		"Strike 2 of 2: the frenzied Dracula at Crypt moves up to 1 space toward the closest person.",
		"Dracula moves Crypt → Abbey and stops at Lucy.",
		"Dracula attacks Lucy with 1 die (nobody else is there).",
		"Dracula rolls no hit and no power: the attack does nothing.",
	}
	if !slices.Equal(kinds, wantKinds) || !slices.Equal(texts, wantTexts) {
		t.Fatalf("the phase logged\n%q\n%q\nwant\n%q\n%q", kinds, texts, wantKinds, wantTexts)
	}
}

// Table mode and digital play show the same card at every step, and the
// same steps in the log: table mode words them as the referee's moves.
func TestMonsterCardIsTheSameInTableModeAndDigitalPlay(t *testing.T) {
	digital := start(t, twoStrikesContent(), "dracula,invisible_man", "mayor")
	table := &play{rulestest.NewPlayer(t, Definition(twoStrikesContent()), rules.Setup{Game: "horrified", Seats: rulestest.Seats(1),
		Mode: rules.Table, Options: map[string]string{"monsters": "dracula,invisible_man", "heroes": "mayor"}})}
	a, b := cardSteps(digital), cardSteps(table)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("digital %+v\ntable %+v", a, b)
	}
	if !table.Saw("Monster card: Two Strikes. Draw 2 items from the bag, read the event, then the Invisible Man and the frenzied Dracula strike in turn (move 1, roll 1 die). 1 card left.") ||
		!table.Saw("Dracula attacks Lucy (nobody else is there): roll 1 die.") {
		t.Fatalf("table log %v", table.events())
	}
	kinds := func(p *play) (k []string) {
		for _, e := range p.Events {
			k = append(k, e.Kind)
		}
		return k
	}
	if !slices.Equal(kinds(digital), kinds(table)) {
		t.Fatalf("digital kinds %v\ntable kinds %v", kinds(digital), kinds(table))
	}
}

// The event monster never attacks on that turn unless frenzied: the card
// says so as it is drawn, and its strike is not among the card's strikes.
func TestEventMonsterDoesNotStrikeAndTheCardSaysSo(t *testing.T) {
	bat := bh.MonsterCard{ID: "bat", Name: "Bat", Copies: 1, Event: "place_monster", EventMonster: "dracula",
		Space: "current_hero", Strikes: []string{"dracula", "invisible_man"}, Move: 2, Dice: 1}
	c := quiet()
	findMonster(c, "dracula").Frenzy = 9 // the Invisible Man holds the marker
	c.MonsterCards = []bh.MonsterCard{bat}
	p := start(t, c, "dracula,invisible_man", "mayor")
	p.Do("end", "card bat")
	// the Invisible Man reaches the Mayor at the Theatre and rolls
	card := p.view().Card
	if card == nil || !slices.Equal(card.Strikes, []string{"the Invisible Man"}) || card.Step != "strike 1 of 1: the Invisible Man" {
		t.Fatalf("card %+v", card)
	}
	if !p.Saw("then the Invisible Man strikes (move 2, 1 die); Dracula, the event's monster, does not strike.") {
		t.Fatalf("events %v", p.events())
	}
}

// On the Move passes the frenzy on before the strikes: the card names the
// monster frenzied when its strikes come.
func TestOnTheMoveNamesTheMonsterFrenziedForItsStrikes(t *testing.T) {
	c := quiet()
	move := bh.MonsterCard{ID: "move", Name: "On the Move", Copies: 1, Items: 1, Event: "on_the_move", Steps: 1,
		Strikes: []string{"frenzy"}, Move: 1, Dice: 1}
	c.MonsterCards = []bh.MonsterCard{move}
	p := start(t, c, "dracula,invisible_man", "mayor")
	p.Do("end", "card move")
	if card := p.view().Card; card == nil || !slices.Equal(card.Strikes, []string{"the frenzied Invisible Man"}) {
		t.Fatalf("card %+v", card)
	}
	if !p.Saw("then the frenzied Invisible Man strikes") {
		t.Fatalf("events %v", p.events())
	}
}

// A villager named for two ("Wilbur & Chick") takes a plural verb.
func TestVillagersNamedTogetherTakeAPluralVerb(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{calm("delivery", "wilbur_chick", "shop"), card("strike", "maria", "barn", 3, 1, "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card delivery")
	if !p.Saw("Wilbur & Chick appear at Shop.") {
		t.Fatalf("events %v", p.events())
	}
}

// The card and each strike are beats: a screen playing the phase out step
// by step pauses before each of them, and before nothing else.
func TestMonsterCardAndEachStrikeAreBeats(t *testing.T) {
	p := start(t, twoStrikesContent(), "dracula,invisible_man", "mayor")
	p.Events = nil
	cardSteps(p)
	var beats []string
	for _, e := range p.Events {
		if e.Beat {
			beats = append(beats, e.Kind)
		}
	}
	if !slices.Equal(beats, []string{"monster-card", "strike", "strike"}) {
		t.Fatalf("beats %v", beats)
	}
}

// Terror at the skull ends the game at once, even in the middle of a card:
// the card stays in the view, done.
func TestMonsterCardIsDoneWhenTheGameEndsOnIt(t *testing.T) {
	c := quiet()
	c.Terror.SoloStart = c.Terror.Max - 1
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 1, "dracula", "dracula")}
	p := start(t, c, "dracula", "mayor")
	p.Do("end", "card strike", "die hit")
	if over, _ := p.Over(); !over {
		t.Fatal("the game goes on")
	}
	if card := p.view().Card; card == nil || card.Step != "done" {
		t.Fatalf("card %+v", card)
	}
}
