package horrified

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	bh "github.com/hauntgames/haunt/boards/horrified"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// Table mode: a referee beside the real board enters every draw and roll;
// the app never draws or rolls on its own. These tests drive a rules.Match
// (and a saves.Session) in table mode, as the front-ends do.

var tableSetup = rules.Setup{Game: "horrified", Seats: []string{"Ann"}, Mode: rules.Table,
	Options: map[string]string{"monsters": "first", "heroes": "mayor"}}

// opening is the written record of the setup: the perk dealt and the 12
// items drawn from the bag.
var opening = []string{
	"perk hurry",
	"item rapier", "item rapier", "item fossil", "item kite", "item garlic", "item dart",
	"item shovel", "item torch", "item stake", "item stake", "item flower", "item flower",
}

// record is three turns of a game as a referee wrote them down: the
// player's answers, and the cards and dice the table showed.
var record = []string{
	// Turn 1: the Mayor takes both rapiers, walks to the Camp and searches
	// the Lagoon with a red item: the boat goes to mark 1.
	"pickup", "take all", "move fountain", "move bridge_w", "move camp", "advance creature", "use rapier-1", "end",
	// Monster phase 1: Thief. The Invisible Man is not in this game; the
	// Creature moves 1 toward the Mayor, two ways tie and Ann picks the Cave.
	"card thief", "item knife", "item knife", "path cave",
	// Turn 2: the Fossil (blue) takes the boat on to the next blue mark, 3.
	"pickup", "take fossil-1", "advance creature", "use fossil-1", "end",
	// Monster phase 2: Thief again. The Creature comes to the Camp and
	// rolls 3 dice: a hit (the Mayor discards the last rapier) and a power
	// (Rock the Boat: back to mark 2).
	"card thief", "item pistol", "item rifle", "die hit", "die power", "die blank", "discard rapier-2",
	// Turn 3, monster phase 3: the last Thief. The Creature stays with the
	// Mayor and rolls 2 hits; with no item left the Mayor is defeated.
	"end", "card thief", "item torch", "item kite", "die hit", "die blank", "die hit",
}

var chanceWords = []string{"card ", "item ", "die ", "perk ", "hero ", "monster ", "scarab "}

// referee plays recorded answers on m: draws and rolls as the table (and
// they must be asked of the table), the rest as the prompt's seat.
func referee(t *testing.T, m *rules.Match, lines ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, id := range lines {
		p := m.Prompt()
		chance := false
		for _, w := range chanceWords {
			chance = chance || strings.HasPrefix(id, w)
		}
		if chance != p.IsChance() {
			t.Fatalf("%q: the prompt %q is chance=%v", id, p.Text, p.IsChance())
		}
		ev, err := m.Answer(p.Seat, id)
		if err != nil {
			var ids []string
			for _, c := range p.Choices {
				ids = append(ids, c.ID)
			}
			t.Fatalf("%q to %q: %v\nchoices %v", id, p.Text, err, ids)
		}
		all = append(all, ev...)
	}
	return all
}

func tableMatch(t *testing.T) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(Definition(bh.Default()), tableSetup)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func viewOf(m *rules.Match) View { return m.Game().View(rules.Chance).(View) }

func monsterIn(v View, id string) MonsterView {
	for _, mv := range v.Monsters {
		if mv.ID == id {
			return mv
		}
	}
	return MonsterView{}
}

func texts(ev []rules.Event) string {
	var t []string
	for _, e := range ev {
		t = append(t, e.Text)
	}
	return strings.Join(t, "\n")
}

// countItems counts every item token wherever it is: each must be somewhere
// exactly once, whatever the referee did.
func countItems(v View) int {
	n := v.Bag + v.Discard
	for _, it := range v.Items {
		n += len(it)
	}
	for _, h := range v.Heroes {
		n += len(h.Items)
	}
	for _, mv := range v.Monsters {
		n += len(mv.Items)
	}
	return n
}

func TestTableRecordOfDrawsAndRollsReproducesTheGame(t *testing.T) {
	m := tableMatch(t)
	referee(t, m, opening...)
	v := viewOf(m)
	if v.Terror != 3 || len(v.Items["theatre"]) != 2 || v.Bag != 48 || v.Heroes[0].Space != "theatre" {
		t.Fatalf("after the setup: terror %d, theatre %v, bag %d, mayor at %q", v.Terror, v.Items["theatre"], v.Bag, v.Heroes[0].Space)
	}
	ev := referee(t, m, record...)
	v = viewOf(m)
	creature := monsterIn(v, "creature")
	switch {
	case v.Terror != 4:
		t.Errorf("terror %d, want 4 (solo start 3, the Mayor defeated once)", v.Terror)
	case creature.Space != "camp" || monsterIn(v, "dracula").Space != "crypt":
		t.Errorf("the Creature is at %q and Dracula at %q, want camp and crypt", creature.Space, monsterIn(v, "dracula").Space)
	case creature.Progress != 2 || creature.Task != "the boat is at mark 2 of 19":
		t.Errorf("the Creature's task: %q (%d), want the boat at mark 2", creature.Task, creature.Progress)
	case v.Heroes[0].Space != "hospital" || len(v.Heroes[0].Items) != 0:
		t.Errorf("the Mayor is at %q with %v, want back at the hospital with nothing", v.Heroes[0].Space, v.Heroes[0].Items)
	case v.DeckLeft != v.DeckSize-3 || v.Discard != 3 || v.Bag != 42:
		t.Errorf("deck %d of %d, discard %d, bag %d", v.DeckLeft, v.DeckSize, v.Discard, v.Bag)
	case len(v.Items["docks"]) != 4 || len(v.Items["precinct"]) != 1:
		t.Errorf("docks %v, precinct %v", v.Items["docks"], v.Items["precinct"])
	}
	if countItems(v) != 60 {
		t.Errorf("%d item tokens, want 60", countItems(v))
	}
	// Nothing came from a generator: every chance answer is the table's.
	for i, a := range m.Log() {
		if a.Source == rules.FromRNG {
			t.Fatalf("answer %d was drawn by the app: %+v", i+1, a)
		}
	}
	// The monster phases read as the referee's instructions.
	for _, want := range []string{
		"Monster card: Thief. Draw 2 items from the bag, skip the event (the Invisible Man is not in the game), then the Creature strikes (move 1, roll 3 dice). 29 cards left.",
		"Item drawn: Knife (red 3): place it at Docks.",
		"Event Thief is ignored: the Invisible Man is not in the game.",
		"Strike 1 of 1: the Creature at Lagoon moves up to 1 space toward the closest person.",
		"The Creature moves Lagoon → Cave, heading for the Mayor at Camp.",
		"Nobody is at Cave: the Creature does not attack.",
		"The Creature moves Cave → Camp and stops at the Mayor.",
		"The Creature attacks the Mayor (nobody else is there): roll 3 dice.",
		"The Creature rolls 1 hit and 1 power.",
		"The Mayor discards the Rapier to ignore a hit.",
		"Rock the Boat: the boat drifts back to mark 2.",
		"The Creature stays at Camp: the Mayor is there.",
		"The Mayor is defeated by the Creature and leaves the board (no item to discard for 2 hits).",
		"Terror rises to 4.",
	} {
		if !strings.Contains(texts(ev), want) {
			t.Errorf("the log lacks %q:\n%s", want, texts(ev))
		}
	}
	// The same record, replayed, is the same game.
	r, err := rules.Replay(m.Definition(), m.Setup(), m.Log())
	if err != nil || !reflect.DeepEqual(viewOf(r), v) {
		t.Fatalf("replay: %v", err)
	}
}

func TestTablePromptsSayWhatIsLeftAndHowManyDice(t *testing.T) {
	m := tableMatch(t)
	p := m.Prompt()
	if c, _ := p.Find("perk rush"); c.Label != "Rush (2 of 2 left)" || c.Weight != 2 {
		t.Errorf("perk choice %+v", c)
	}
	referee(t, m, "perk hurry")
	p = m.Prompt()
	if p.Text != "Which item comes out of the bag? (item 1 of 12)" {
		t.Errorf("item prompt %q", p.Text)
	}
	if c, _ := p.Find("item garlic"); c.Label != "Garlic (yellow 2, Inn) · 2 of 2 in the bag" {
		t.Errorf("item choice %+v", c)
	}
	referee(t, m, opening[1:]...)
	referee(t, m, record[:8]...)
	p = m.Prompt()
	if c, _ := p.Find("card thief"); c.Label != "Thief (3 of 3 left) · 2 items, move 1, 3 dice" {
		t.Errorf("card choice %+v", c)
	}
	referee(t, m, record[8:20]...) // to the second Thief's dice
	p = m.Prompt()
	if p.Dice != 3 || p.Text != "The Creature attacks the Mayor with 3 dice: what does die 1 show?" {
		t.Fatalf("die prompt %q, dice %d", p.Text, p.Dice)
	}
	referee(t, m, "die hit")
	if p = m.Prompt(); p.Dice != 2 || !strings.Contains(p.Text, "what does die 2 show?") {
		t.Fatalf("second die prompt %q, dice %d", p.Text, p.Dice)
	}
	if c, _ := m.Prompt().Find("card thief"); c.ID != "" {
		t.Fatal("a card is offered for a die")
	}
	if v := viewOf(m); !reflect.DeepEqual(v.LastPath, []string{"cave", "camp"}) {
		t.Errorf("the map shows the path %v, want the Creature's cave → camp", v.LastPath)
	}
}

func TestTableRejectsACardAlreadyDrawnAndSaysWhy(t *testing.T) {
	m := tableMatch(t)
	referee(t, m, opening...)
	referee(t, m, record...)
	referee(t, m, "end") // turn 4: the monster deck has no Thief left
	n := m.Len()
	before := viewOf(m)
	for id, why := range map[string]string{
		"card thief":      "Thief: all 3 copies have been drawn",
		"card sunrise2":   `no monster card is called "sunrise2"`,
		"item knife":      `the table is asked: Which monster card is drawn? (27 in the deck) Answer with "card …"`,
		"card form_of_th": `no monster card is called "form_of_th"`,
	} {
		_, err := m.Answer(rules.Chance, id)
		var ill *rules.IllegalError
		if !errors.As(err, &ill) || ill.Why != why {
			t.Errorf("%q: %v, want the reason %q", id, err, why)
		}
	}
	if m.Len() != n || !reflect.DeepEqual(viewOf(m), before) {
		t.Fatal("a rejected card changed the game")
	}
	// Items and perks say so too.
	m2 := tableMatch(t)
	referee(t, m2, "perk hurry", "item pistol")
	for id, why := range map[string]string{
		"item pistol": "the only Pistol is out of the bag (at Precinct)",
	} {
		if _, err := m2.Answer(rules.Chance, id); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want %q", id, err, why)
		}
	}
	referee(t, m2, "item rapier", "item rapier")
	if _, err := m2.Answer(rules.Chance, "item rapier"); err == nil || !strings.Contains(err.Error(), "all 2 Rapier tokens are out of the bag") {
		t.Errorf("a third rapier: %v", err)
	}
}

func TestTableUndoOfAMistypedCardRestoresTheStateExactly(t *testing.T) {
	m := tableMatch(t)
	referee(t, m, opening...)
	referee(t, m, record[:8]...) // the hero phase ends: the table draws a card
	before, prompt := viewOf(m), m.Prompt()
	ev := referee(t, m, "card sunrise") // oops: it was the Thief
	if reflect.DeepEqual(viewOf(m), before) || !strings.Contains(texts(ev), "Dracula moves Crypt → Abbey") {
		t.Fatalf("the wrong card changed nothing:\n%s", texts(ev))
	}
	if a, err := m.Undo(); err != nil || a != (rules.Answer{Seat: rules.Chance, Choice: "card sunrise", Source: rules.FromTable}) {
		t.Fatalf("table mode undoes a card: %+v %v", a, err)
	}
	if !reflect.DeepEqual(viewOf(m), before) || !reflect.DeepEqual(m.Prompt(), prompt) {
		t.Fatalf("after the undo the state differs:\n%+v\nwant\n%+v", viewOf(m), before)
	}
	referee(t, m, record[8:]...) // the right record plays on
	if v := viewOf(m); v.Terror != 4 || v.DeckLeft != v.DeckSize-3 {
		t.Fatalf("terror %d, deck %d", v.Terror, v.DeckLeft)
	}
}

func TestTableAdjustmentsKeepTheItemsAndAreSavedAndReplayed(t *testing.T) {
	store := saves.NewMemStore()
	def := Definition(bh.Default())
	s, _, err := saves.Start(store, def, tableSetup, "table", "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if s.Match.Len() != 0 {
		t.Fatal("table mode drew something by itself at the start")
	}
	for _, id := range opening {
		if _, err := s.Answer(rules.Chance, id); err != nil {
			t.Fatal(err)
		}
	}
	list := s.Match.Adjustments()
	for _, want := range []string{"adjust move dracula abbey", "adjust move mayor camp", "adjust terror 5", "adjust bag rapier-1", "adjust discard garlic-1", "adjust place pistol", "adjust draw thief", "adjust frenzy creature", "adjust move maleva camp"} {
		if !offered(list, want) {
			t.Errorf("adjustment %q is not offered", want)
		}
	}
	for _, not := range []string{"adjust move dracula lagoon", "adjust terror 3", "adjust terror 7", "adjust deck thief", "adjust bag pistol-1", "adjust remove maleva"} {
		if offered(list, not) {
			t.Errorf("adjustment %q is offered", not)
		}
	}
	var said []string
	for _, id := range []string{"adjust move dracula abbey", "adjust terror 5", "adjust bag rapier-1", "adjust place pistol", "adjust move maleva camp", "adjust draw thief"} {
		ev, err := s.Adjust(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		said = append(said, texts(ev))
	}
	for _, want := range []string{
		"Adjusted: Dracula is put at Abbey (was at Crypt).",
		"Adjusted: the terror level is set to 5 (was 3).",
		"Adjusted: the Rapier (red 5) at Theatre goes back into the bag.",
		"Adjusted: a Pistol (red 6) comes out of the bag onto Precinct.",
		"Adjusted: Maleva is put at Camp (was off the board).",
		"Adjusted: a Thief card is taken out of the monster deck unresolved (29 cards left).",
	} {
		if !strings.Contains(strings.Join(said, "\n"), want) {
			t.Errorf("no %q in\n%s", want, strings.Join(said, "\n"))
		}
	}
	v := viewOf(s.Match)
	if monsterIn(v, "dracula").Space != "abbey" || v.Terror != 5 || len(v.Items["theatre"]) != 1 || len(v.Items["precinct"]) != 1 || countItems(v) != 60 {
		t.Fatalf("after the adjustments: %+v", v)
	}
	if _, err := s.Adjust("adjust terror 5"); err == nil {
		t.Fatal("an adjustment not offered was made")
	}
	log := s.Match.Log()
	if a := log[len(log)-1]; a.Seat != rules.Referee || a.Source != rules.FromAdjust || a.Choice != "adjust draw thief" {
		t.Fatalf("the last logged answer %+v", a)
	}
	// The save holds the adjustments; resuming replays them.
	r, err := saves.Resume(store, "table", "test", func(string) (rules.Definition, bool) { return def, true }, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(viewOf(r.Match), v) || !reflect.DeepEqual(r.Match.Log(), log) {
		t.Fatal("the resumed game differs from the adjusted one")
	}
	// An adjustment is undone like any answer.
	if a, err := r.Undo(); err != nil || a.Choice != "adjust draw thief" || viewOf(r.Match).DeckLeft != v.DeckLeft+1 {
		t.Fatalf("undo of an adjustment: %+v %v", a, err)
	}
}

func TestTableAdjustmentNeverStrandsTheQuestionAsked(t *testing.T) {
	m := tableMatch(t)
	referee(t, m, opening...)
	referee(t, m, record[:11]...) // the Creature's two ways to the Camp tie
	if p := m.Prompt(); !strings.HasPrefix(p.Text, "Several shortest paths") {
		t.Fatalf("prompt %q", p.Text)
	}
	before := viewOf(m)
	_, err := m.Adjust("adjust move creature camp")
	if err == nil || !strings.Contains(err.Error(), "answer it first") {
		t.Fatalf("moving the Creature onto its goal mid-path: %v", err)
	}
	if !reflect.DeepEqual(viewOf(m), before) {
		t.Fatal("a refused adjustment changed the game")
	}
	if _, err := m.Adjust("adjust terror 6"); err != nil {
		t.Fatalf("the terror track is free to fix: %v", err)
	}
}

func offered(list []rules.Choice, id string) bool {
	for _, c := range list {
		if c.ID == id {
			return true
		}
	}
	return false
}
