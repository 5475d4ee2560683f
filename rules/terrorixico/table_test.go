package terrorixico

import (
	"errors"
	"os"
	"strings"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// revealing is a table game of two at the reveal of a round's monster,
// then its event; already (content IDs) are in the fight from an earlier
// reveal.
func revealing(t *testing.T, already ...string) *rulestest.Player {
	return fixture(t, 2, rules.Table, already, nil, func(g *game) { g.Push(eventStep(), monsterStep()) })
}

func monsterIndex(t *testing.T, id string) int {
	return indexOf(t, len(testContent.Monsters), func(i int) bool { return testContent.Monsters[i].ID == id })
}

func eventIndex(t *testing.T, id string) int {
	return indexOf(t, len(testContent.Events), func(i int) bool { return testContent.Events[i].ID == id })
}

func TestTypedMonsterRelicsSetTheFrontlineNeeds(t *testing.T) {
	p := revealing(t)
	p.Do("monster Aluxe: magical; range 1, melee 0, shield 4, codex 2; first 6, second 3", "event 001")
	// Event #001 adds 1 to every frontline.
	if g := st(p); g.need != [nLines]int16{2, 1, 5, 3} {
		t.Fatalf("need %v, want the typed relics and #001's additions: [2 1 5 3]", g.need)
	}
	if !p.Saw("Aluxe joins the fight: 1 Range, 0 Melee, 4 Shield, 2 Codex.") {
		t.Fatalf("the log does not read the typed relics: %v", p.Events)
	}
	v := p.Game.View(rules.Chance).(View)
	typed, ok := v.TypedMonsters["aluxe"]
	if len(v.Monsters) != 1 || v.Monsters[0].Name != "Aluxe" || !ok || typed.Relics.Get("shield") != 4 || len(v.TypedEvents) != 0 {
		t.Fatalf("the view's cards %+v %+v, typed %+v %+v", v.Monsters, v.Events, v.TypedMonsters, v.TypedEvents)
	}
}

// A typed type counts in the monster-type sets at the end: the Aluxe typed
// undead makes three undead with La Momia and El Jinete.
func TestTypedMonsterTypeCountsInItsSet(t *testing.T) {
	p := revealing(t)
	p.Do("monster aluxe: undead; range 2, melee 3, shield 1; first 4, second 2", "event 001")
	g := st(p).Clone()
	g.kept[0] = 1<<monsterIndex(t, "aluxe") | 1<<monsterIndex(t, "momia") | 1<<monsterIndex(t, "jinete")
	if got, want := g.setPoints(0), testContent.SetPoints(3); got != want {
		t.Fatalf("three undead score %d, want %d", got, want)
	}
}

func TestTypedEventModifiersTraumaAndInstructionsApply(t *testing.T) {
	p := revealing(t)
	p.Do("monster aluxe", "event 001: range x2, codex +3; trauma 2; vp 4; hand limit 4; add monster 1")
	if p.Prompt().Text != "Reveal the next monster card." {
		t.Fatalf("the typed add monster asks no monster: %q", p.Prompt().Text)
	}
	p.Do("monster nahual")
	g := st(p)
	// Aluxe 2/3/1/0 and Nahual 2/1/3/1: Range (2+2)x2, Melee 4, Shield 4,
	// Codex 1+3; nothing typed on Melee and Shield, so #001's +1 is gone.
	if g.need != [nLines]int16{8, 4, 4, 4} {
		t.Fatalf("need %v, want [8 4 4 4]", g.need)
	}
	if g.limit != 4 || g.eventTrauma() != 2 {
		t.Fatalf("hand limit %d, a pass costs %d trauma", g.limit, g.eventTrauma())
	}
	if !p.Saw("Event/Boss #001 Nightfall: range x2, codex +3; trauma 2; vp 4; hand limit 4; add monster 1") {
		t.Fatalf("the log does not read the typed card: %v", p.Events)
	}
	// Nobody placed a relic: both tie for first place and score the
	// monsters' first-place points and the typed V.P.
	h := g.Clone()
	h.scoreRound()
	if want := testContent.Monster("aluxe").First + testContent.Monster("nahual").First + 4; int(h.vp[0]) != want {
		t.Fatalf("first place scores %d, want %d", h.vp[0], want)
	}
}

// Every instruction an Event/Boss card can carry can be typed, in the
// words of its kind.
func TestTypedEventTakesEveryInstruction(t *testing.T) {
	p := revealing(t)
	p.Do("monster aluxe")
	for _, kind := range tx.EventKinds() {
		id := "event 001: trauma 1; " + strings.ReplaceAll(kind, "_", " ") + " 2"
		next, _, err := p.Game.Apply(rules.Chance, id)
		if err != nil {
			t.Fatalf("%q: %v", id, err)
		}
		if x := stateOf(next).event(eventIndex(t, "001")).Has(kind); x == nil || x.N != 2 {
			t.Fatalf("%q gives the card %+v", id, stateOf(next).event(eventIndex(t, "001")).Effects)
		}
	}
	p.Do("event 001: trauma 1; trauma all 1")
	if pr := p.Prompt(); !strings.HasPrefix(pr.Text, "Draw a trauma card") {
		t.Fatalf("the typed trauma all hands out nothing: %q", pr.Text)
	}
}

func TestTypedCardLeavesThePile(t *testing.T) {
	p := revealing(t)
	p.Do("monster aluxe: magical; range 2, melee 3, shield 1, codex 0; first 5, second 2", "event 007")
	if st(p).monLeft&(1<<monsterIndex(t, "aluxe")) != 0 {
		t.Fatal("the typed Aluxe is still in the pile")
	}
	p.MustNot("monster aluxe")
	_, _, err := p.Game.Apply(rules.Chance, "monster Aluxe: magical; range 1; first 5, second 2")
	if err == nil || !strings.Contains(err.Error(), "Aluxe is already revealed: the monster cards left are nahual, lechuza") {
		t.Fatalf("the Aluxe typed again: %v", err)
	}
}

// A card named alone, by ID or name, is the content's card.
func TestCardNamedAloneKeepsTheContentsValues(t *testing.T) {
	p := revealing(t)
	p.Do("monster la lechuza", "event #002")
	g := st(p)
	if g.typed != nil || g.mons[0] != int8(monsterIndex(t, "lechuza")) || g.evs[0] != int8(eventIndex(t, "002")) {
		t.Fatalf("typed %v, monster %d, event %d", g.typed, g.mons[0], g.evs[0])
	}
	content := strength(func(i int) *tx.Monster { return &testContent.Monsters[i] }, func(i int) *tx.Event { return &testContent.Events[i] },
		g.mons[:1], g.evs[:1])
	if g.need != content {
		t.Fatalf("need %v, the content's cards need %v", g.need, content)
	}
}

func TestBadTypedCardIsRefusedAndChangesNothing(t *testing.T) {
	p := revealing(t, "aluxe")
	refuse := func(id, why string) {
		t.Helper()
		before := rulestest.Snap(p.Game)
		_, _, err := p.Game.Apply(rules.Chance, id)
		var ill *rules.IllegalError
		if !errors.As(err, &ill) || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want an illegal answer saying %q", id, err, why)
		}
		before.CheckUnchanged(t, p.Game)
	}
	refuse("monster nahual magical; range 2, melee 1, shield 3, codex 1; first 5, second 2",
		`no monster card is called "nahual magical; range 2, melee 1, shield 3, codex 1; first 5, second 2" (write its ID or name, then a colon and what it shows)`)
	refuse("monster chupacabra: creature; range 2; first 5", `no monster card is called "chupacabra"`)
	refuse("monster chupacabra: creature; range 2; first 5", "the monster cards left are nahual, lechuza, llorona")
	refuse("monster aluxe: magical; range 2; first 5", "Aluxe is already revealed")
	refuse("monster aluxe", "Aluxe is already revealed")
	refuse("monster nahual: magical; range two; first 5", `"range two": end with a number`)
	refuse("monster nahual: beast; range 2; first 5", `"beast": start with the type (undead, spirit, creature, magical)`)
	refuse("monster nahual: magical 2; range 2; first 5", `"magical 2": write the type alone`)
	refuse("monster nahual: magical; range 12; first 5", `the typed card: monster "nahual": relics range is 12`)
	refuse("monster nahual: magical; range 2", `the typed card: monster "nahual": first 0 and second 0`)
	p.Do("monster nahual")
	refuse("event 002: range y3; trauma 1", `"range y3": a frontline's modifier is +<n> or x<n>`)
	refuse("event 002: trauma one", `"trauma one": end with a number`)
	refuse("event 002: trauma 1; add monster", `"add monster": end with a number`)
	refuse("event 002: trauma 1; skip turn 1",
		`"skip turn 1": start with a frontline, trauma, vp or an instruction (add monster, add event, hand limit, monster track, trauma all, eliminate trauma)`)
	refuse("event 002: range x3", `the typed card: event "002": trauma is 0`)
	refuse("event 099: trauma 1", `no Event/Boss card is called "099"`)
}

func TestTypedCardsOnlyAtTheTable(t *testing.T) {
	d := fixture(t, 2, rules.Digital, nil, nil, func(g *game) { g.Push(eventStep(), monsterStep()) })
	if pr := d.Prompt(); pr.Free != nil {
		t.Fatalf("digital play takes a typed card: %+v", pr.Free)
	}
	if _, _, err := d.Game.Apply(rules.Chance, "monster aluxe: magical; range 2; first 5, second 2"); err == nil {
		t.Fatal("digital play took a typed monster")
	}
	p := revealing(t)
	if f := p.Prompt().Free; f == nil || f.Prefix != "monster" {
		t.Fatalf("the table's monster prompt takes %+v", f)
	}
	p.Do("monster aluxe")
	if f := p.Prompt().Free; f == nil || f.Prefix != "event" {
		t.Fatalf("the table's event prompt takes %+v", f)
	}
}

// The log of a match with typed cards replays to the same game: the typed
// values are read again from the answers.
func TestReplayOfTypedCardsRebuildsTheGame(t *testing.T) {
	def := Definition(testContent)
	m, err := rules.NewMatch(def, rules.Setup{Seats: rulestest.Seats(3), Mode: rules.Table})
	if err != nil {
		t.Fatal(err)
	}
	answer := func(id string) {
		t.Helper()
		if _, err := m.Answer(m.Prompt().Seat, id); err != nil {
			t.Fatalf("%q: %v", id, err)
		}
	}
	for m.Prompt().Text != "Reveal the next monster card." {
		answer(m.Prompt().Choices[0].ID)
	}
	answer("monster llorona: spirit; range 1, melee 1, shield 1, codex 1; first 3, second 1")
	answer("event 003: melee x2; trauma 2; vp 1; add event 1")
	answer("event 009: shield +4; trauma 1; monster track 2")
	for range 300 {
		if over, _ := m.Over(); over {
			break
		}
		answer(m.Prompt().Choices[0].ID)
	}
	if g := stateOf(m.Game()); g.typed == nil || g.typed.mons[monsterIndex(t, "llorona")] == nil || g.typed.evs[eventIndex(t, "009")] == nil {
		t.Fatal("the typed cards are not kept")
	}
	rulestest.CheckReplay(t, def, m)
}

// The README's typed examples are taken as they stand.
func TestReadmeTypedExamplesAreTaken(t *testing.T) {
	b, err := os.ReadFile("../../boards/terrorixico/README.md")
	if err != nil {
		t.Fatal(err)
	}
	var typed []string
	for _, block := range strings.Split(string(b), "```text\n")[1:] {
		typed = append(typed, strings.TrimSpace(block[:strings.Index(block, "```")]))
	}
	if len(typed) != 2 || !strings.HasPrefix(typed[0], "monster ") || !strings.HasPrefix(typed[1], "event ") {
		t.Fatalf("the README types %q, want a monster and an event", typed)
	}
	p := revealing(t)
	p.Do(typed...)
	if v := p.Game.View(rules.Chance).(View); len(v.TypedMonsters) != 1 || len(v.TypedEvents) != 1 {
		t.Fatalf("the README's cards are not typed: %+v %+v", v.Monsters, v.Events)
	}
}
