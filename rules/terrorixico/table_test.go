package terrorixico

import (
	"errors"
	"os"
	"reflect"
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
	if err == nil || !strings.Contains(err.Error(), "Aluxe is already revealed") {
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
		`no monster "nahual magical; range 2, melee 1, shield 3, codex 1; first 5, second 2" is left: add a colon and what it shows`)
	refuse("monster chupacabra", `no monster "chupacabra" is left`)
	refuse("monster aluxe: magical; range 2; first 5", "Aluxe is already revealed")
	refuse("monster aluxe", "Aluxe is already revealed")
	refuse("monster nahual: magical; range two; first 5", `"range two": end with a number`)
	refuse("monster nahual: beast; range 2; first 5", `"beast": start with a type, a frontline, first or second`)
	refuse("monster nahual: range 2; first 5", `no type: write one of undead, spirit, creature, magical`)
	refuse("monster nahual: magical 2; range 2; first 5", `"magical 2": write the type alone`)
	refuse("monster nahual: magical; range 12; first 5", `relics range is 12; a monster takes 0 to 9`)
	refuse("monster nahual: magical; range 2", `no first place: write first <n> and second <n>`)
	p.Do("monster nahual")
	refuse("event 002: range y3; trauma 1", `"range y3": a frontline's modifier is +<n> or x<n>`)
	refuse("event 002: trauma one", `"trauma one": end with a number`)
	refuse("event 002: trauma 1; add monster", `"add monster": end with a number`)
	refuse("event 002: trauma 1; skip turn 1", `"skip turn 1": start with a frontline, trauma, vp or an instruction`)
	refuse("event 002: range x3", `trauma is 0; a player who passes takes 1 to 5`)
	refuse("event 099: trauma 1", `no Event/Boss card is numbered 99: the box's are 1 to 20`)
	refuse("event Spooky Fog", `no Event/Boss card "Spooky Fog" is left`)
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

// The README's typed examples are taken as they stand, and each is a
// shipped card exactly, as the hints are: an owner copying one is never
// misled about the shipped values.
func TestReadmeTypedExamplesAreTheShippedCards(t *testing.T) {
	b, err := os.ReadFile("../../boards/terrorixico/README.md")
	if err != nil {
		t.Fatal(err)
	}
	var typed []string
	for _, block := range strings.Split(string(b), "```text\n")[1:] {
		typed = append(typed, strings.Split(strings.TrimSpace(block[:strings.Index(block, "```")]), "\n")...)
	}
	if len(typed) < 2 {
		t.Fatalf("the README types %q, want monsters and events", typed)
	}
	var mons, evs int
	for _, line := range typed {
		p := revealing(t)
		kind, text, _ := strings.Cut(line, " ")
		id, _, _ := strings.Cut(text, ":")
		switch kind {
		case "monster":
			mons++
			m := testContent.Monster(id)
			if m == nil || line != "monster "+typedMonster(m) {
				t.Errorf("the README types %q, the shipped card is %q", line, "monster "+typedMonster(m))
				continue
			}
			p.Do(line, "event 001")
			if got := st(p).monster(monsterIndex(t, id)); !reflect.DeepEqual(*got, *m) {
				t.Errorf("typed %q gives %+v, shipped %+v", line, *got, *m)
			}
		case "event":
			evs++
			e := testContent.Event(id)
			if e == nil || line != "event "+typedEvent(e) {
				t.Errorf("the README types %q, the shipped card is %q", line, "event "+typedEvent(e))
				continue
			}
			p.Do("monster momia", line)
			got := *st(p).event(eventIndex(t, id))
			got.Text = e.Text // a typed card's text is what was typed
			if !reflect.DeepEqual(got, *e) {
				t.Errorf("typed %q gives %+v, shipped %+v", line, got, *e)
			}
		default:
			t.Errorf("the README types %q", line)
		}
	}
	if mons == 0 || evs == 0 {
		t.Fatalf("the README types %d monsters and %d events", mons, evs)
	}
	// The table's hints show the shipped Aluxe and #002.
	p := revealing(t)
	if h := p.Prompt().Free; h == nil || !strings.Contains(h.Hint, `"`+typedMonster(testContent.Monster("aluxe"))+`"`) {
		t.Fatalf("the monster hint %+v", h)
	}
	p.Do("monster aluxe")
	if h := p.Prompt().Free; h == nil || !strings.Contains(h.Hint, `"`+typedEvent(testContent.Event("002"))+`"`) {
		t.Fatalf("the event hint %+v", h)
	}
}

// A referee with the real box types a card by its printed number: the
// Event/Boss card of that number, with the values typed.
func TestTypedCardByItsPrintedNumber(t *testing.T) {
	p := revealing(t)
	p.Do("monster aluxe", "event #4: range +2, melee +1, codex +1; trauma 2; vp 3; hand limit 4")
	g := st(p)
	if g.evs[0] != int8(eventIndex(t, "004")) || g.evLeft&(1<<eventIndex(t, "004")) != 0 || g.fresh(true, int(g.evs[0])) {
		t.Fatalf("#4 is card %d", g.evs[0])
	}
	if e := g.event(int(g.evs[0])); e.Trauma != 2 || e.VP != 3 || e.Title != "Sleepless Night" || g.limit != 4 {
		t.Fatalf("#4 typed as %+v", e)
	}
	q := revealing(t)
	q.Do("monster aluxe", "event 2") // the number alone: the content's card
	if g := st(q); g.evs[0] != int8(eventIndex(t, "002")) || g.typed != nil {
		t.Fatalf("event 2 is card %d, typed %v", g.evs[0], g.typed)
	}
}

// A card the house deck does not know, by its own title or by what it
// shows alone, is taken as a card not yet seen: it takes the place of the
// last card of the pile, with its title and every value typed.
func TestTypedCardNotYetSeenByWhatItShows(t *testing.T) {
	p := revealing(t)
	p.Do("monster El Sombrerón: spirit; range 2, melee 2, shield 1, codex 1; first 5, second 2",
		"event Spooky Fog: melee +1, shield +2; trauma 1; vp 1")
	g := st(p)
	mi, ei := int(g.mons[0]), int(g.evs[0])
	if mi != len(testContent.Monsters)-1 || ei != len(testContent.Events)-1 || !g.fresh(false, mi) || !g.fresh(true, ei) {
		t.Fatalf("the cards not yet seen are %d and %d", mi, ei)
	}
	if g.need != [nLines]int16{2, 3, 3, 1} {
		t.Fatalf("need %v, want the typed cards' [2 3 3 1]", g.need)
	}
	if m := g.monster(mi); m.Name != "El Sombrerón" || m.Type != "spirit" || m.First != 5 {
		t.Fatalf("the typed monster %+v", m)
	}
	if e := g.event(ei); e.Title != "Spooky Fog" || e.Number != 0 || e.Trauma != 1 || e.VP != 1 {
		t.Fatalf("the typed event %+v", e)
	}
	if !p.Saw("El Sombrerón joins the fight: 2 Range, 2 Melee, 1 Shield, 1 Codex.") || !p.Saw("Event/Boss Spooky Fog: melee +1") {
		t.Fatalf("the log %v", p.Events)
	}
	v := p.Game.View(rules.Chance).(View)
	if v.Monsters[0].Name != "El Sombrerón" || v.Events[0].Name != "Spooky Fog" {
		t.Fatalf("the view names %+v %+v", v.Monsters, v.Events)
	}
	// Its title now names it: typed again, it is already revealed.
	a := revealing(t)
	a.Do("monster El Sombrerón: spirit; range 2; first 5, second 2", "event 007") // #007 adds a monster
	if _, _, err := a.Game.Apply(rules.Chance, "monster El Sombrerón: spirit; range 1; first 5, second 2"); err == nil ||
		!strings.Contains(err.Error(), "El Sombrerón is already revealed") {
		t.Fatalf("the card not yet seen typed again: %v", err)
	}

	// No title at all: the values alone.
	q := revealing(t)
	q.Do("monster magical; range 1, melee 1, shield 1, codex 1; first 3, second 1", "event melee +1, shield +2; trauma 1; vp 1")
	g = st(q)
	if m, e := g.monster(int(g.mons[0])), g.event(int(g.evs[0])); m.Name != untitled || e.Title != untitled || g.need != [nLines]int16{1, 2, 3, 1} {
		t.Fatalf("the untitled cards %+v %+v need %v", m, e, g.need)
	}
	// A printed number the pile has lost to a card not yet seen is a card
	// not yet seen too, with that number.
	r := revealing(t)
	r.Do("monster aluxe", "event trauma 1; vp 1; add event 1", "event #20: melee +1; trauma 1")
	g = st(r)
	if e := g.event(int(g.evs[1])); g.nEvs != 2 || e.Number != 20 || e.Title != untitled || g.evs[1] != int8(len(testContent.Events)-2) {
		t.Fatalf("the second event %+v (card %d)", e, g.evs[1])
	}
}

// Every explanation of a refused typed card (the why of the illegal
// answer) fits on one 80-column line, with the "! " the status line puts
// before it.
func TestTypedCardRefusalsFitEightyColumns(t *testing.T) {
	p := revealing(t, "aluxe")
	why := func(id string) {
		t.Helper()
		_, _, err := p.Game.Apply(rules.Chance, id)
		var ill *rules.IllegalError
		if !errors.As(err, &ill) {
			t.Fatalf("%q: %v", id, err)
		}
		if n := len([]rune(ill.Why)) + 2; n > 80 {
			t.Errorf("%q: %d columns: %s", id, n, ill.Why)
		}
	}
	for _, id := range []string{
		"monster El Sombrerón", "monster aluxe", "monster nahual: magical; range two; first 5",
		"monster nahual: beast; range 2", "monster nahual: magical 2; range 2", "monster nahual: range 2; first 5",
		"monster Ghost: spirit; range 12; first 5", "monster Ghost: spirit; range 2", "monster Ghost: spirit; first 5",
	} {
		why(id)
	}
	p.Do("monster nahual")
	for _, id := range []string{
		"event Spooky Fog", "event 99: trauma 1", "event Fog: range y3; trauma 1", "event Fog: trauma one",
		"event Fog: trauma 1; skip turn 1", "event Fog: range x3", "event Fog: range x7; trauma 1", "event Fog: trauma 1; add monster 20",
	} {
		why(id)
	}
}

// The project README's typed TerroriXico cards that name a shipped card
// show its shipped values.
func TestProjectReadmeTypedCardsAreTheShippedCards(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	at := strings.Index(text, "**TerroriXico.**")
	if at < 0 {
		t.Fatal("no TerroriXico paragraph")
	}
	para, _, _ := strings.Cut(text[at:], "\n\n")
	para = strings.ReplaceAll(para, "\n", " ")
	checked := 0
	for i, span := range strings.Split(para, "`") {
		if i%2 == 0 {
			continue
		}
		kind, rest, _ := strings.Cut(span, " ")
		name, values, ok := strings.Cut(rest, ":")
		if !ok || kind != "monster" && kind != "event" {
			continue
		}
		g := st(revealing(t))
		if kind == "monster" {
			if m := testContent.Monster(name); m != nil {
				checked++
				if _, want, _ := strings.Cut(typedMonster(m), ":"); values != want {
					t.Errorf("the README types %q, the shipped card is %q", span, typedMonster(m))
				}
			}
			continue
		}
		i, found, err := g.named("Event/Boss", name, len(g.c.Events), g.evLeft, func(i int) (string, string, int) {
			return g.c.Events[i].ID, g.c.Events[i].Title, g.c.Events[i].Number
		})
		if err == nil && found {
			checked++
			if _, want, _ := strings.Cut(typedEvent(&g.c.Events[i]), ":"); values != want {
				t.Errorf("the README types %q, the shipped card is %q", span, typedEvent(&g.c.Events[i]))
			}
		}
	}
	if checked < 2 {
		t.Fatalf("%d typed shipped cards checked", checked)
	}
}
