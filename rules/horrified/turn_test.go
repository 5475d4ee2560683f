package horrified

import (
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// A hero's turn in as few answers as the rules allow (issue: playable at
// 80x24, table mode in fewer keys): every action's answer starts with the
// action's word, a pick-up or a single-item advance is one answer, the item
// that completes a cost finishes the action, and the answers of older saves
// still work.

// label is the label of choice id in the prompt now.
func (p *play) label(id string) string {
	p.T.Helper()
	c, ok := p.Prompt().Find(id)
	if !ok {
		p.T.Fatalf("no choice %q: %v", id, p.IDs())
	}
	return c.Label
}

// Pick up: one action takes any number of items from the hero's space.
// Taking one item is one answer; taking another before doing anything else
// is the same action.
func TestPickUpOneItemIsOneAnswerAndMoreAreTheSameAction(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier", "item torch")
	for _, id := range []string{"pickup all", "pickup rapier-1"} {
		p.Must(id)
	}
	p.MustNot("pickup rapier-2") // two Rapiers are one choice; the second token is still taken
	p.MustNot("pickup")          // the old two-step pick-up is still taken, not offered
	p.MustNot("pickup torch-1")
	p.Do("pickup rapier-2")
	if h := p.hero("mayor"); !slices.Equal(itemIDs(h.Items), []string{"rapier-2"}) || h.ActionsLeft != 4 {
		t.Fatalf("items %v, %d actions left", itemIDs(h.Items), h.ActionsLeft)
	}
	if l := p.label("pickup rapier-1"); !strings.Contains(l, "the same action") {
		t.Fatalf("the second item's label %q", l)
	}
	p.MustNot("pickup all") // one item left
	p.Do("pickup rapier-1")
	if h := p.hero("mayor"); len(h.Items) != 2 || h.ActionsLeft != 4 {
		t.Fatalf("items %v, %d actions left: the second item cost an action", itemIDs(h.Items), h.ActionsLeft)
	}
	if !p.Saw("The Mayor picks up the Rapier at Theatre.") {
		t.Fatalf("events %v", p.events())
	}
}

// Pick up everything here: one answer, one action.
func TestPickUpAllItemsHereIsOneAnswerForOneAction(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier")
	if l := p.label("pickup all"); l != "Pick up all 2 items here" {
		t.Fatalf("label %q", l)
	}
	p.Do("pickup all")
	if h := p.hero("mayor"); len(h.Items) != 2 || h.ActionsLeft != 4 || len(p.view().Items["theatre"]) != 0 {
		t.Fatalf("hero %+v", h)
	}
	if !p.Saw("picks up 2 Rapier tokens at Theatre") { // tokens of one kind counted
		t.Fatalf("events %v", p.events())
	}
}

// Another action ends the pick-up: taking an item after it is a new action.
func TestPickUpAfterAnotherActionIsANewAction(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier")
	p.Do("pickup rapier-1")
	p.walk("fountain", "theatre")
	if l := p.label("pickup rapier-2"); strings.Contains(l, "same action") {
		t.Fatalf("after moving, %q", l)
	}
	p.Do("pickup rapier-2")
	if h := p.hero("mayor"); h.ActionsLeft != 1 {
		t.Fatalf("%d actions left, want 5 - 4", h.ActionsLeft)
	}
}

// The action under way is finished even with no action left: the items
// taken with the last action may be as many as the hero likes.
func TestPickUpWithTheLastActionTakesAnyNumberOfItems(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier")
	p.walk("fountain", "theatre", "fountain", "theatre")
	p.Do("pickup rapier-1")
	if p.hero("mayor").ActionsLeft != 0 {
		t.Fatal("actions left")
	}
	p.Must("pickup rapier-2")
	p.Do("pickup rapier-2")
	if h := p.hero("mayor"); len(h.Items) != 2 {
		t.Fatalf("items %v", itemIDs(h.Items))
	}
	if !slices.Equal(p.IDs(), []string{"end"}) {
		t.Fatalf("choices %v", p.IDs())
	}
}

// The answers of saves made before the one-answer pick-up still play.
func TestPickUpAnswersOfOlderSavesStillPlay(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item rapier", "item torch")
	p.Do("pickup", "take rapier-2", "done")
	if h := p.hero("mayor"); len(h.Items) != 1 || h.ActionsLeft != 4 {
		t.Fatalf("hero %+v", h)
	}
	// "pickup" again is a second action, as it always was
	p.Do("pickup", "take rapier-1")
	if h := p.hero("mayor"); len(h.Items) != 2 || h.ActionsLeft != 3 {
		t.Fatalf("hero %+v", h)
	}
}

// Late into the Night: the current player takes 2 more actions this turn.
// The actions the hero has this turn grow with it, so the screen never
// shows more actions left than the hero has ("7/5").
func TestLateIntoTheNightGivesTwoMoreActionsThisTurn(t *testing.T) {
	c := quiet()
	c.Setup.Perks = 1
	c.MonsterCards = []bh.MonsterCard{calm("calm", "maria", "barn")}
	p := start(t, c, "dracula", "mayor")
	p.Do("perk late_into_the_night")
	p.walk("fountain")
	p.Do("perk late_into_the_night")
	if h := p.hero("mayor"); h.ActionsLeft != 6 || h.Actions != 7 {
		t.Fatalf("%d of %d actions left, want 6 of 7", h.ActionsLeft, h.Actions)
	}
	p.Do("end", "card calm")
	if h := p.hero("mayor"); h.ActionsLeft != 5 || h.Actions != 5 {
		t.Fatalf("next turn: %d of %d actions left, want 5 of 5", h.ActionsLeft, h.Actions)
	}
}

// Advance: a task paid with one item names the item with the action, one
// answer; "advance creature" then the item is still taken.
func TestAdvanceWithOneItemIsOneAnswer(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	p := start(t, c, "creature", "mayor")
	p.Do("item rapier", "item rapier", "pickup all")
	p.walk("fountain", "bridge_w", "camp")
	p.MustNot("advance creature")
	if l := p.label("advance creature rapier-1"); l != "Search the lagoon for the Creature with the Rapier (red 5)" {
		t.Fatalf("label %q", l)
	}
	p.Do("advance creature rapier-1")
	if m := p.monster("creature"); m.Progress != 1 || p.hero("mayor").ActionsLeft != 0 {
		t.Fatalf("creature %+v, %d actions left", m, p.hero("mayor").ActionsLeft)
	}
	// an older save's two answers
	c = quiet()
	c.Setup.Items = 2
	p = start(t, c, "creature", "mayor")
	p.Do("item rapier", "item rapier", "pickup all")
	p.walk("fountain", "bridge_w", "camp")
	p.Do("advance creature", "use rapier-2")
	if p.monster("creature").Progress != 1 {
		t.Fatal("the older answers did not advance the task")
	}
}

// Items that add up to a strength: the prompt keeps the running total
// against what is needed, and the item that completes it finishes the
// action at once ("pay"); "use" then "done" is still taken.
func TestSmashTheCoffinsShowsTheRunningTotalAndFinishesWhenPaid(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	findMonster(c, "dracula").Coffins = []string{"theatre", "cave", "dungeon", "graveyard"}
	findItem(c, "dart").Space = "theatre"
	p := start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item dart", "pickup all", "advance dracula")
	if want := "Which items advance the task against Dracula? 0 of 6 red so far."; p.Prompt().Text != want {
		t.Fatalf("prompt %q, want %q", p.Prompt().Text, want)
	}
	if l := p.label("use dart-1"); l != "Use the Dart (red 2): 2 of 6 red so far" {
		t.Fatalf("label %q", l)
	}
	p.Do("use dart-1")
	if want := "Which items advance the task against Dracula? 2 of 6 red so far."; p.Prompt().Text != want {
		t.Fatalf("prompt %q, want %q", p.Prompt().Text, want)
	}
	p.MustNot("use rapier-1") // it completes the cost: it is a "pay"
	if l := p.label("pay rapier-1"); l != "Use the Rapier (red 5): 7 of 6 red, smash the coffin" {
		t.Fatalf("label %q", l)
	}
	p.Do("pay rapier-1")
	if m := p.monster("dracula"); m.Progress != 1 || p.hero("mayor").ActionsLeft != 3 {
		t.Fatalf("dracula %+v, %d actions left", m, p.hero("mayor").ActionsLeft)
	}

	// an older save: "use" for every item, then "done"
	p = start(t, c, "dracula", "mayor")
	p.Do("item rapier", "item dart", "pickup all", "advance dracula", "use dart-1", "use rapier-1", "done")
	if p.monster("dracula").Progress != 1 {
		t.Fatal("the older answers did not smash the coffin")
	}
}

// The Creature's defeat: one red, one yellow and one blue item. The prompt
// says which colours are given and which are still needed, and the item
// that gives the last colour defeats him at once.
func TestDriveTheCreatureAwaySaysWhichColoursAreStillNeeded(t *testing.T) {
	c := quiet()
	c.Setup.Items = 4
	findHero(c, "mayor").Actions = 10
	cr := findMonster(c, "creature")
	cr.Start, cr.BoatTrack = "camp", []string{"blue"}
	findItem(c, "kite").Space = "theatre"
	findItem(c, "flower").Space = "theatre"
	p := start(t, c, "creature", "mayor")
	p.Do("item kite", "item kite", "item rapier", "item flower", "pickup all")
	p.walk("fountain", "bridge_w", "camp")
	p.Do("advance creature kite-1", "defeat creature")
	if want := "Which items defeat the Creature? One item of each colour: red, yellow and blue still needed."; p.Prompt().Text != want {
		t.Fatalf("prompt %q, want %q", p.Prompt().Text, want)
	}
	p.Do("use rapier-1", "use flower-1")
	if want := "Which items defeat the Creature? One item of each colour: red and yellow given, blue still needed."; p.Prompt().Text != want {
		t.Fatalf("prompt %q, want %q", p.Prompt().Text, want)
	}
	if l := p.label("pay kite-2"); l != "Use the Kite (blue 1): every colour given, defeat the Creature" {
		t.Fatalf("label %q", l)
	}
	p.Do("pay kite-2")
	if over, r := p.Over(); !over || r.Outcome != "win" {
		t.Fatalf("over %v %+v", over, r)
	}
}

// A typical table-mode turn of four actions (move, pick up two items, move,
// smash a coffin) and its end: 7 answers, where the answers older saves
// used took 9. Both still play.
func TestTableModeTurnOfFourActionsInSevenAnswers(t *testing.T) {
	turn := func(answers ...string) *play {
		c := quiet()
		c.Setup.Items = 2
		findHero(c, "mayor").Actions = 4
		findMonster(c, "dracula").Coffins = []string{"theatre", "cave", "dungeon", "graveyard"}
		findItem(c, "rapier").Space = "fountain"
		findItem(c, "dart").Space = "fountain"
		p := &play{rulestest.NewPlayer(t, Definition(c), rules.Setup{Game: "horrified", Seats: rulestest.Seats(1),
			Mode: rules.Table, Options: map[string]string{"monsters": "dracula", "heroes": "mayor"}})}
		p.Do("item rapier", "item dart")
		p.Do(answers...)
		if m := p.monster("dracula"); m.Progress != 1 || !p.Prompt().IsChance() {
			t.Fatalf("after %q: dracula %+v, prompt %q", answers, m, p.Prompt().Text)
		}
		return p
	}
	now := []string{"move fountain", "pickup all", "move theatre", "advance dracula", "use dart-1", "pay rapier-1", "end"}
	before := []string{"move fountain", "pickup", "take all", "move theatre", "advance dracula", "use dart-1", "use rapier-1", "done", "end"}
	turn(now...)
	turn(before...)
}
