package cityofhorror

import (
	"slices"
	"strings"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Named rule tests of action cards, powers, locations, movement and views.
// Each builds the board its rule needs by hand (as rules_test.go does),
// pushes the steps under test and then drives them through the contract:
// answers by ID, the state read back through the View or state(p).
//
// Unlike run, beginAt does not let the first windows go by: most of these
// tests answer a window themselves ("act red"). Windows, cancel prompts
// and Priest prompts are all asked of rules.Nobody with "go on", so these
// tests answer them one by one with p.Do, never with act or onward, unless
// every public question left should go by.

// tableSide is table(t, n) with the location boards on side.
func tableSide(t *testing.T, n int, side string) *game {
	t.Helper()
	g, err := newState(testContent, rules.Setup{Seats: seatNames(n), Options: map[string]string{"side": side}})
	if err != nil {
		t.Fatal(err)
	}
	g.hour = 1
	return g
}

// title is the index of the action card titled id.
func cardIdx(t *testing.T, id string) int {
	t.Helper()
	for i, c := range testContent.Actions {
		if c.ID == id {
			return i
		}
	}
	t.Fatalf("no action card %s", id)
	return -1
}

// giveCards deals seat s a card of title id from the deck: known in digital
// play, unseen at the table (set g.table first).
func (g *game) giveCards(t *testing.T, s int, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if g.table {
			g.unseen[s]++
		} else {
			g.known[handPile(s)][cardIdx(t, id)]++
		}
		g.deck--
	}
}

// begin starts state g with steps pushed (the last runs first) and stops
// at the very first question, window or not.
func beginAt(t *testing.T, g *game, steps ...engine.Step) *rulestest.Player {
	t.Helper()
	g.Push(steps...)
	game, err := start(g)
	if err != nil {
		t.Fatal(err)
	}
	return &rulestest.Player{T: t, Game: game}
}

// again goes on from the state of p, which has nothing left to do, with
// more steps: change lets a test set the next thing up (a movement card).
func goAgain(t *testing.T, p *rulestest.Player, change func(g *game), steps ...engine.Step) *rulestest.Player {
	t.Helper()
	if len(p.Prompt().Choices) != 0 {
		t.Fatalf("the game still asks %q: %v", p.Prompt().Text, p.IDs())
	}
	g := state(p).Clone()
	if change != nil {
		change(g)
	}
	q := beginAt(t, g, steps...)
	q.Events = p.Events
	return q
}

func viewOf(p *rulestest.Player, s rules.Seat) View { return p.Game.View(s).(View) }

// discarded is how many cards of title id lie on the discard pile.
func discardedN(p *rulestest.Player, id string) int {
	for _, c := range viewOf(p, rules.Chance).Discard {
		if c.ID == id {
			return c.N
		}
	}
	return 0
}

func locView(p *rulestest.Player, id string) LocationView {
	for _, l := range viewOf(p, rules.Chance).Locations {
		if l.ID == id {
			return l
		}
	}
	p.T.Fatalf("no location %s in the view", id)
	return LocationView{}
}

func charView(p *rulestest.Player, id string) CharacterView {
	for _, c := range viewOf(p, rules.Chance).Characters {
		if c.ID == id {
			return c
		}
	}
	p.T.Fatalf("no character %s in the view", id)
	return CharacterView{}
}

// label is the label of choice id now offered.
func choiceLabel(p *rulestest.Player, id string) string {
	p.T.Helper()
	c, ok := p.Prompt().Find(id)
	if !ok {
		p.T.Fatalf("%q is not offered; prompt %q choices: %v", id, p.Prompt().Text, p.IDs())
	}
	return c.Label
}

// asked fails unless seat s is asked now.
func mustAsk(p *rulestest.Player, s rules.Seat) {
	p.T.Helper()
	if pr := p.Prompt(); pr.Seat != s {
		p.T.Fatalf("seat %d is asked %q (%v), want seat %d", pr.Seat, pr.Text, p.IDs(), s)
	}
}

// mustUse checks that the table is asked whether the player named uses
// the location being resolved.
func mustUse(t *testing.T, p *rulestest.Player, name string) {
	t.Helper()
	if pr := p.Prompt(); pr.Seat != rules.Nobody || !strings.HasPrefix(pr.Text, name+" may use the ") {
		t.Fatalf("seat %d is asked %q, want the table asked whether %s uses it", pr.Seat, pr.Text, name)
	}
}

// done fails unless nothing is asked any more.
func mustBeDone(p *rulestest.Player) {
	p.T.Helper()
	if len(p.Prompt().Choices) != 0 {
		p.T.Fatalf("still asked %q (seat %d): %v", p.Prompt().Text, p.Prompt().Seat, p.IDs())
	}
}

// 1. A card played may be cancelled before it acts: the cancellation comes
// first, and a card cancelled does nothing; a cancellation may itself be
// cancelled. The Punk cancels as Pepper Spray does and is exhausted.
func TestCancellationBeforeTheEffect(t *testing.T) {
	setup := func() *game {
		g := table(t, 3)
		g.put(t, "geek", 0, "church") // no zombies at the church: no power to play
		g.put(t, "rocker", 1, "church")
		g.put(t, "teen", 2, "hospital")
		g.zombiesAt(t, "bank", 3)
		g.giveCards(t, 0, "shotgun")
		return g
	}

	// Pepper Spray cancels the Shotgun: no zombie dies.
	g := setup()
	g.giveCards(t, 1, "pepper-spray")
	p := beginAt(t, g, windowStep(wMoves, 0))
	p.Do("act", "act red", "play shotgun", "at bank")
	mustAsk(p, rules.Nobody)
	// The card is on the discard pile and waits: it has not acted yet.
	if zombies(p, "bank") != 3 || discardedN(p, "shotgun") != 1 || len(viewOf(p, rules.Nobody).Played) != 1 {
		t.Fatalf("before the cancel: %d zombies at the bank, %d shotguns discarded, played %+v", zombies(p, "bank"), discardedN(p, "shotgun"), viewOf(p, rules.Nobody).Played)
	}
	// Who may cancel: only Bob holds cards now.
	p.Do("cancel")
	p.Must("cancel yellow")
	p.MustNot("cancel red")
	p.MustNot("cancel green")
	p.Do("cancel yellow")
	mustAsk(p, 1)
	p.Do("play pepper-spray")
	mustBeDone(p)
	if zombies(p, "bank") != 3 {
		t.Fatalf("the cancelled Shotgun killed: %d zombies at the bank", zombies(p, "bank"))
	}
	if discardedN(p, "shotgun") != 1 || discardedN(p, "pepper-spray") != 1 {
		t.Fatalf("discard pile %+v", viewOf(p, rules.Chance).Discard)
	}
	if s := state(p); s.handSize(0) != 0 || s.handSize(1) != 0 || s.nplays != 0 {
		t.Fatalf("hands %d and %d, %d plays left", s.handSize(0), s.handSize(1), s.nplays)
	}
	if !p.Saw("is cancelled") {
		t.Fatal("the log does not say the Shotgun was cancelled")
	}

	// A second Pepper Spray cancels the first: the Shotgun acts.
	g = setup()
	g.giveCards(t, 1, "pepper-spray")
	g.giveCards(t, 2, "pepper-spray")
	p = beginAt(t, g, windowStep(wMoves, 0))
	p.Do("act", "act red", "play shotgun", "at bank", "cancel", "cancel yellow", "play pepper-spray")
	// Now the Pepper Spray may be cancelled, and only Cat still can.
	mustAsk(p, rules.Nobody)
	p.Do("cancel")
	p.Must("cancel green")
	p.MustNot("cancel yellow")
	p.Do("cancel green", "play pepper-spray")
	mustBeDone(p)
	if zombies(p, "bank") != 1 {
		t.Fatalf("the Shotgun did not act once its cancellation was cancelled: %d zombies at the bank", zombies(p, "bank"))
	}
	if discardedN(p, "shotgun") != 1 || discardedN(p, "pepper-spray") != 2 {
		t.Fatalf("discard pile %+v", viewOf(p, rules.Chance).Discard)
	}

	// The Punk cancels a card, and is exhausted for it.
	g = table(t, 3)
	g.put(t, "geek", 0, "church")
	g.put(t, "punk", 1, "church")
	g.put(t, "teen", 2, "hospital")
	g.zombiesAt(t, "bank", 3)
	g.giveCards(t, 0, "shotgun")
	p = beginAt(t, g, windowStep(wMoves, 0))
	p.Do("act", "act red", "play shotgun", "at bank", "cancel", "cancel yellow")
	mustAsk(p, 1)
	p.Must("power punk")
	p.Do("power punk")
	mustBeDone(p)
	if zombies(p, "bank") != 3 || discardedN(p, "shotgun") != 1 {
		t.Fatalf("after the Punk: %d zombies at the bank, %d shotguns discarded", zombies(p, "bank"), discardedN(p, "shotgun"))
	}
	if c := charView(p, "punk"); c.Rested || c.Value != 3 {
		t.Fatalf("the Punk after cancelling: %+v", c)
	}
}

// 2. The third explosion marker on the Water Tower blows it up once: every
// character and zombie there dies, the first player token goes to the
// first victim in turn order from the first player, and later markers can
// only go to the Armory. A cancelled card adds no marker.
func TestWaterTowerExplodesOnce(t *testing.T) {
	// tower: Ann's Teen and Bob's Mama on the Water Tower with 2 zombies,
	// and a character each elsewhere; Ann holds the explosive cards.
	tower := func(t *testing.T, first int) (*game, int) {
		g := table(t, 3)
		g.first = first
		g.put(t, "teen", 0, "water-tower")
		g.put(t, "priest", 0, "hospital")
		g.put(t, "mama", 1, "water-tower")
		g.put(t, "rocker", 1, "hospital")
		g.put(t, "geek", 2, "church")
		g.zombiesAt(t, "water-tower", 2)
		g.zombiesAt(t, "bank", 5)
		g.giveCards(t, 0, "molotov-cocktail", "makeshift-bomb", "rescue-flare", "molotov-cocktail")
		return g, g.horde
	}
	// threeMarkers plays the Molotov Cocktail, the Makeshift Bomb and the
	// Rescue Flare for their effects, each marker on the tower.
	threeMarkers := func(t *testing.T, p *rulestest.Player) {
		t.Helper()
		p.Do("act", "act red", "play molotov-cocktail", "at bank", "go on")
		mustAsk(p, 0)
		p.Must("marker water-tower")
		p.Must("marker armory")
		p.Do("marker water-tower")
		p.Do("act", "act red", "play makeshift-bomb", "at bank", "go on", "marker water-tower")
		if l := locView(p, "water-tower"); l.Markers != 2 || l.State != "" || where(p, "teen") != "water-tower" {
			t.Fatalf("after two markers: %+v, teen at %s", l, where(p, "teen"))
		}
		p.Do("act", "act red", "play rescue-flare", "at bank", "at church", "go on", "marker water-tower")
	}
	exploded := func(t *testing.T, p *rulestest.Player, horde int) {
		t.Helper()
		if where(p, "teen") != "dead" || where(p, "mama") != "dead" {
			t.Fatalf("after the explosion the Teen is %s and Mama %s: every character there dies", where(p, "teen"), where(p, "mama"))
		}
		if where(p, "priest") != "hospital" || where(p, "rocker") != "hospital" || where(p, "geek") != "church" {
			t.Fatal("a character away from the tower died")
		}
		l := locView(p, "water-tower")
		if l.Zombies != 0 || l.State != "exploded" || l.Markers != 0 || l.MarkersAt != 0 {
			t.Fatalf("the tower after the explosion: %+v", l)
		}
		// 1 (Molotov) + 2 (Makeshift Bomb) killed at the bank, the 2 at
		// the tower died: 5 back in the reserve.
		if s := state(p); s.horde != horde+5 {
			t.Fatalf("reserve %d, want %d", s.horde, horde+5)
		}
	}

	t.Run("three markers blow it up, once", func(t *testing.T) {
		g, horde := tower(t, 0)
		p := beginAt(t, g, windowStep(wMoves, 0))
		threeMarkers(t, p)
		exploded(t, p, horde)
		// Ann and Bob lost a character: Ann, first in turn order from
		// herself, takes the token (not Bob, the last one killed).
		if s := state(p); s.first != 0 {
			t.Fatalf("first player %d after the explosion, want 0", s.first)
		}
		// The tower explodes once: the next marker goes to the Armory,
		// with no question.
		p.Do("act", "act red", "play molotov-cocktail", "at church")
		if strings.Contains(p.Prompt().Text, "explosion marker") || slices.ContainsFunc(p.IDs(), func(id string) bool { return strings.HasPrefix(id, "marker ") }) {
			t.Fatalf("a marker is asked for when only the Armory takes one: %q %v", p.Prompt().Text, p.IDs())
		}
		if locView(p, "armory").Markers != 1 || locView(p, "water-tower").Markers != 0 {
			t.Fatalf("armory %d markers, water tower %d", locView(p, "armory").Markers, locView(p, "water-tower").Markers)
		}
	})

	t.Run("everyone there dies and the first victim from the first player takes the token", func(t *testing.T) {
		g, horde := tower(t, 2) // turn order from Cat: Cat, Ann, Bob
		p := beginAt(t, g, windowStep(wMoves, 0))
		threeMarkers(t, p)
		exploded(t, p, horde)
		if s := state(p); s.first != 0 {
			t.Fatalf("first player %d after the explosion, want 0 (Ann, the first victim from Cat)", s.first)
		}
	})

	t.Run("a cancelled card adds no marker", func(t *testing.T) {
		g := table(t, 3)
		g.put(t, "priest", 0, "hospital")
		g.put(t, "rocker", 1, "hospital")
		g.put(t, "geek", 2, "church")
		g.zombiesAt(t, "bank", 5)
		g.giveCards(t, 0, "makeshift-bomb")
		g.giveCards(t, 1, "pepper-spray")
		p := beginAt(t, g, windowStep(wMoves, 0))
		p.Do("act", "act red", "play makeshift-bomb", "at bank", "cancel", "cancel yellow", "play pepper-spray")
		if slices.ContainsFunc(p.IDs(), func(id string) bool { return strings.HasPrefix(id, "marker ") }) {
			t.Fatalf("a cancelled Makeshift Bomb asks for its marker: %v", p.IDs())
		}
		mustBeDone(p)
		if locView(p, "water-tower").Markers != 0 || locView(p, "armory").Markers != 0 || zombies(p, "bank") != 5 {
			t.Fatalf("a cancelled card placed a marker or killed: tower %d, armory %d, bank %d zombies",
				locView(p, "water-tower").Markers, locView(p, "armory").Markers, zombies(p, "bank"))
		}
	})
}

// 2b. Character death and the first player token: whoever loses a
// character takes the token, on an explosion the first victim in turn
// order; a player who loses their last character is out and the token
// goes on clockwise to the next player still in. Six players, the Water
// Tower holding all three of Bob's characters and characters of Dan and
// Eve, later in turn order, who have others elsewhere: Bob is out and the
// token goes to Cat, next clockwise from him, not to Eve, the last victim.
func TestFirstPlayerTokenAfterTheWaterTowerExplodes(t *testing.T) {
	// blowUp puts the third marker on the Water Tower: Ann plays a Molotov
	// Cocktail at the Bank and puts its marker there.
	blowUp := func(t *testing.T, g *game) *rulestest.Player {
		t.Helper()
		g.zombiesAt(t, "bank", 3)
		g.zombiesAt(t, "water-tower", 2)
		g.markers[g.locIndex(t, "water-tower")] = 2
		g.giveCards(t, 0, "molotov-cocktail")
		p := beginAt(t, g, windowStep(wMoves, 0))
		p.Do("act", "act red", "play molotov-cocktail", "at bank")
		if p.Can(goOn) && strings.Contains(p.Prompt().Text, "cancel") {
			p.Do(goOn)
		}
		p.Do("marker water-tower")
		if l := locView(p, "water-tower"); l.State != "exploded" {
			t.Fatalf("the tower did not explode: %+v", l)
		}
		return p
	}
	// six: Ann's Rocker away from the tower; Bob's three characters on it;
	// Cat and Fay elsewhere; Dan and Eve with one character on the tower
	// and one elsewhere.
	six := func(t *testing.T, first int) *game {
		g := table(t, 6)
		g.first = first
		g.put(t, "rocker", 0, "hospital")
		g.put(t, "geek", 1, "water-tower")
		g.put(t, "thief", 1, "water-tower")
		g.put(t, "teen", 1, "water-tower")
		g.put(t, "housewife", 2, "church")
		g.put(t, "mama", 3, "water-tower")
		g.put(t, "sushi-chef", 3, "bank")
		g.put(t, "rasta", 4, "water-tower")
		g.put(t, "secret-agent", 4, "hospital")
		g.put(t, "student", 5, "church")
		return g
	}
	dead := func(t *testing.T, p *rulestest.Player, ids ...string) {
		t.Helper()
		for _, id := range ids {
			if where(p, id) != "dead" {
				t.Fatalf("the %s is at %s after the explosion", id, where(p, id))
			}
		}
	}
	first := func(t *testing.T, p *rulestest.Player, want int, why string) {
		t.Helper()
		if f := viewOf(p, rules.Chance).First; f != want {
			t.Fatalf("the first player token is with seat %d, want %d (%s)", f, want, why)
		}
	}

	t.Run("the first victim is out: the token goes on clockwise to the next player still in", func(t *testing.T) {
		p := blowUp(t, six(t, 0))
		dead(t, p, "geek", "thief", "teen", "mama", "rasta")
		if v := viewOf(p, rules.Chance); !v.Seats[1].Eliminated || v.Seats[3].Eliminated || v.Seats[4].Eliminated {
			t.Fatalf("eliminated: Bob %v, Dan %v, Eve %v; want Bob only", v.Seats[1].Eliminated, v.Seats[3].Eliminated, v.Seats[4].Eliminated)
		}
		first(t, p, 2, "Bob, the first victim from Ann, is out: Cat is next clockwise, not Eve, the last victim")
	})

	t.Run("the first victim survives: the token is theirs", func(t *testing.T) {
		g := six(t, 0)
		g.put(t, "grandpa", 1, "church")
		p := blowUp(t, g)
		dead(t, p, "geek", "thief", "teen", "mama", "rasta")
		first(t, p, 1, "Bob, the first victim from Ann, still has the Grandpa")
	})

	t.Run("the next player clockwise is out too: the token skips them", func(t *testing.T) {
		g := six(t, 0)
		g.put(t, "housewife", 2, "water-tower") // Cat's only character
		p := blowUp(t, g)
		dead(t, p, "geek", "thief", "teen", "housewife", "mama", "rasta")
		first(t, p, 3, "Bob and Cat are out: Dan is the next player still in")
	})

	t.Run("turn order counts from the token: the first victim from Fay", func(t *testing.T) {
		p := blowUp(t, six(t, 5)) // from Fay: Fay, Ann, Bob, ...
		first(t, p, 2, "Bob, the first victim from Fay, is out: Cat is next")
	})

	t.Run("the first victim from Dan survives", func(t *testing.T) {
		p := blowUp(t, six(t, 3)) // from Dan: Dan, Eve, Fay, Ann, Bob
		first(t, p, 3, "Dan, the first victim from himself, keeps the Sushi Chef")
	})

	t.Run("edition 1, for games saved before the fix, played on as they were", func(t *testing.T) {
		g := six(t, 0)
		g.edition1 = true
		first(t, blowUp(t, g), 4, "edition 1 left the token with Eve, the last one killed")
	})
}

// Games saved before the edition option play edition 1, new ones edition 2.
func TestOldSavesPlayTheFirstEdition(t *testing.T) {
	def := Definition(testContent)
	setup := rules.Setup{Game: "cityofhorror", Seats: seatNames(3), Seed: 1}
	old, err := rules.Replay(def, setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := rules.NewMatch(def, setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m    *rules.Match
		want string
	}{{old, edition1}, {fresh, edition2}} {
		e1 := c.m.Game().(interface{ State() *game }).State().edition1
		if got := c.m.Setup().Options[optEdition]; got != c.want || e1 != (c.want == edition1) {
			t.Errorf("edition %q (edition 1 rules %v), want %q", got, e1, c.want)
		}
	}
}

// 3. The Armory's side A burns down at the third marker: its characters go
// to the Crossroads and nobody enters it again. Its side B is sealed at
// the second: nobody leaves or enters, but its zombies still attack.
func TestArmoryBurnsOrIsSealed(t *testing.T) {
	// Side A: burnt.
	g := table(t, 3)
	g.put(t, "rocker", 0, "church")
	g.put(t, "mama", 1, "armory")
	g.put(t, "housewife", 1, "hospital")
	g.put(t, "teen", 2, "armory")
	g.zombiesAt(t, "armory", 3)
	g.zombiesAt(t, "bank", 4)
	g.markers[g.locIndex(t, "armory")] = 2
	g.giveCards(t, 0, "molotov-cocktail", "molotov-cocktail")
	g.pick[1] = 1 // the Armory
	if g.c.Movement.Cards[1] != "armory" {
		t.Fatal("movement card 1 is not the Armory")
	}
	p := beginAt(t, g, moveStep(1), windowStep(wMoves, 0))
	p.Do("act", "act red", "play molotov-cocktail", "at bank", "go on", "marker armory")
	if where(p, "mama") != "crossroads" || where(p, "teen") != "crossroads" {
		t.Fatalf("after the fire Mama is at %s and the Teen at %s", where(p, "mama"), where(p, "teen"))
	}
	if l := locView(p, "armory"); l.State != "burnt" || l.Zombies != 3 || !l.Full {
		t.Fatalf("the burnt Armory: %+v", l)
	}
	// Once the Armory takes no more markers, they go to the Water Tower
	// without a question.
	p.Do("act", "act red", "play molotov-cocktail", "at bank")
	if slices.ContainsFunc(p.IDs(), func(id string) bool { return strings.HasPrefix(id, "marker ") }) {
		t.Fatalf("a marker is asked for when only the Water Tower takes one: %v", p.IDs())
	}
	if locView(p, "water-tower").Markers != 1 {
		t.Fatalf("water tower %d markers", locView(p, "water-tower").Markers)
	}
	// Bob's move to the burnt Armory ends at the Crossroads.
	onward(p)
	mustAsk(p, 1)
	p.MustNot("squeeze mama")
	if !strings.Contains(choiceLabel(p, "move housewife"), "ending at the Crossroads") {
		t.Fatalf("the move says %q", choiceLabel(p, "move housewife"))
	}
	act(p, "move housewife")
	if where(p, "housewife") != "crossroads" {
		t.Fatalf("the Housewife went to %s", where(p, "housewife"))
	}

	// Side B: sealed.
	g = tableSide(t, 3, coh.SideB)
	g.put(t, "rocker", 0, "church")
	g.put(t, "mama", 1, "armory")
	g.put(t, "geek", 1, "hospital")
	g.put(t, "teen", 2, "armory")
	g.zombiesAt(t, "armory", 2)
	g.zombiesAt(t, "bank", 4)
	g.markers[g.locIndex(t, "armory")] = 1
	g.giveCards(t, 0, "molotov-cocktail")
	g.pick[0] = 1 // the Armory
	g.pick[1] = 2 // the Bank
	armory := g.locIndex(t, "armory")
	p = beginAt(t, g, attackStep(armory), moveStep(0), moveStep(1), windowStep(wMoves, 0))
	p.Do("act", "act red", "play molotov-cocktail", "at bank")
	p.Must("marker armory")
	p.Do("marker armory")
	if l := locView(p, "armory"); l.State != "sealed" || where(p, "mama") != "armory" || where(p, "teen") != "armory" {
		t.Fatalf("the sealed Armory: %+v; Mama at %s, the Teen at %s", l, where(p, "mama"), where(p, "teen"))
	}
	// Bob cannot take Mama out of the sealed Armory.
	onward(p)
	mustAsk(p, 1)
	p.MustNot("move mama")
	p.MustNot("squeeze mama")
	p.Must("move geek")
	act(p, "move geek")
	// Ann's move into the sealed Armory ends at the Crossroads.
	mustAsk(p, 0)
	act(p, "move rocker")
	if where(p, "rocker") != "crossroads" || where(p, "mama") != "armory" {
		t.Fatalf("the Rocker went to %s, Mama is at %s", where(p, "rocker"), where(p, "mama"))
	}
	// The zombies still attack inside: 2 zombies, 2 characters.
	mustAsk(p, 1)
	if !p.Prompt().Secret || !strings.Contains(p.Prompt().Text, "Armory") {
		t.Fatalf("no vote at the sealed Armory: %q", p.Prompt().Text)
	}
	act(p, "vote green", "vote green")
	mustAsk(p, 2)
	act(p, "lose teen")
	if where(p, "teen") != "dead" {
		t.Fatalf("the Teen is %s", where(p, "teen"))
	}
}

// 4. The zombie leader's wheel at the Crossroads passes over colours
// whose characters there are all hidden (Hideout) or safe (the Little Boy
// or Girl); with every character there out of reach nobody is eaten and
// the leader stays.
func TestCrossroadsWheelSkipsHiddenAndSafe(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "crossroads")
	g.put(t, "little-boy", 1, "crossroads")
	g.put(t, "teen", 2, "crossroads")
	g.zombiesAt(t, "crossroads", 1)
	g.giveCards(t, 0, "hideout")
	g.leader = 0
	cross := g.locIndex(t, "crossroads")
	p := beginAt(t, g, attackStep(cross), windowStep(wAttack, cross))
	p.Do("act", "act red", "play hideout", "hide geek")
	p.Do("act", "act yellow", "power little-boy")
	if !charView(p, "geek").Hidden || !charView(p, "little-boy").Safe {
		t.Fatal("the Geek is not hidden or the Little Boy not safe")
	}
	onward(p)
	// Red and yellow are passed over: green's Teen is eaten.
	mustAsk(p, 2)
	if s := state(p); s.leader != 2 {
		t.Fatalf("the leader points at %d, want 2", s.leader)
	}
	p.MustNot("lose geek")
	act(p, "lose teen")
	if where(p, "teen") != "dead" || where(p, "geek") != "crossroads" || where(p, "little-boy") != "crossroads" {
		t.Fatalf("teen %s, geek %s, little boy %s", where(p, "teen"), where(p, "geek"), where(p, "little-boy"))
	}
	if s := state(p); s.leader != 0 {
		t.Fatalf("after the meal the leader points at %d, want 0 (one wedge on)", s.leader)
	}

	// Every character there hidden: nobody is eaten, the leader stays.
	g = table(t, 3)
	g.put(t, "geek", 0, "crossroads")
	g.put(t, "rocker", 1, "crossroads")
	g.put(t, "teen", 2, "church")
	g.zombiesAt(t, "crossroads", 3)
	g.giveCards(t, 0, "hideout")
	g.giveCards(t, 1, "hideout")
	g.leader = 1
	p = beginAt(t, g, attackStep(cross), windowStep(wAttack, cross))
	p.Do("act", "act red", "play hideout", "hide geek", "go on")
	p.Do("act", "act yellow", "play hideout", "hide rocker")
	onward(p)
	mustBeDone(p)
	if where(p, "geek") != "crossroads" || where(p, "rocker") != "crossroads" {
		t.Fatal("a hidden character was eaten")
	}
	if s := state(p); s.leader != 1 || s.vote.held {
		t.Fatalf("the leader moved to %d (want 1), or a vote was held (%v)", s.leader, s.vote.held)
	}
	if !p.Saw("out of reach") {
		t.Fatal("the log does not say nobody could be eaten")
	}
}

// 5a. A hidden character counts for the attack condition but neither votes
// nor can be eaten.
func TestHiddenCharactersCountButNeitherVoteNorAreEaten(t *testing.T) {
	setup := func(z int) (*game, int) {
		g := table(t, 3)
		g.put(t, "geek", 0, "church")
		g.put(t, "rasta", 0, "church")
		g.put(t, "teen", 1, "church")
		g.put(t, "mama", 2, "hospital")
		g.zombiesAt(t, "church", z)
		g.giveCards(t, 0, "hideout")
		return g, g.locIndex(t, "church")
	}
	// 2 zombies, 3 characters (one hidden): no attack.
	g, church := setup(2)
	p := beginAt(t, g, attackStep(church), windowStep(wAttack, church))
	p.Do("act", "act red", "play hideout", "hide geek")
	onward(p)
	mustBeDone(p)
	if state(p).vote.held || where(p, "teen") != "church" || where(p, "rasta") != "church" {
		t.Fatal("2 zombies attacked 3 characters: the hidden Geek was not counted")
	}

	// 3 zombies: they attack; Ann has one vote (the Rasta's), and if she
	// loses, only the Rasta may be eaten.
	g, church = setup(3)
	p = beginAt(t, g, attackStep(church), windowStep(wAttack, church))
	p.Do("act", "act red", "play hideout", "hide geek")
	onward(p)
	mustAsk(p, 0)
	if v := viewOf(p, rules.Chance); v.Vote == nil || v.Vote.Weight[0] != 1 || v.Vote.Weight[1] != 1 {
		t.Fatalf("vote %+v: Ann should have 1 vote (the Geek hides)", v.Vote)
	}
	if charView(p, "geek").Votes != 0 {
		t.Fatal("the hidden Geek has a vote")
	}
	act(p, "vote red", "vote red")
	mustAsk(p, 0)
	p.MustNot("lose geek")
	act(p, "lose rasta")
	if where(p, "geek") != "church" || where(p, "rasta") != "dead" {
		t.Fatalf("geek %s, rasta %s", where(p, "geek"), where(p, "rasta"))
	}

	// A seat whose only character there hides is not a target at all.
	g = table(t, 3)
	g.put(t, "geek", 0, "church")
	g.put(t, "teen", 1, "church")
	g.put(t, "mama", 2, "church")
	g.zombiesAt(t, "church", 3)
	g.giveCards(t, 0, "hideout")
	church = g.locIndex(t, "church")
	p = beginAt(t, g, attackStep(church), windowStep(wAttack, church))
	p.Do("act", "act red", "play hideout", "hide geek")
	onward(p)
	mustAsk(p, 1) // Ann has no vote: Bob votes first
	p.MustNot("vote red")
	p.Must("vote yellow")
	p.Must("vote green")
}

// 5b. The Little Boy (or Girl) after the power neither votes nor may be
// chosen.
func TestLittleBoyAfterHisPowerNeitherVotesNorIsChosen(t *testing.T) {
	g := table(t, 3)
	g.put(t, "little-boy", 0, "church")
	g.put(t, "teen", 1, "church")
	g.put(t, "mama", 2, "church")
	g.zombiesAt(t, "church", 3)
	church := g.locIndex(t, "church")
	p := beginAt(t, g, attackStep(church), windowStep(wAttack, church))
	p.Do("act", "act red", "power little-boy")
	onward(p)
	mustAsk(p, 1)
	p.MustNot("vote red")
	p.Must("vote yellow")
	if c := charView(p, "little-boy"); c.Votes != 0 || !c.Safe {
		t.Fatalf("the Little Boy: %+v", c)
	}
	act(p, "vote green", "vote yellow")
	// Bob and Cat tie at one vote each; the first player (Ann) splits it
	// between them only.
	mustAsk(p, 0)
	p.MustNot("split red")
	act(p, "split green")
	act(p, "lose mama")
	if where(p, "little-boy") != "church" || where(p, "mama") != "dead" {
		t.Fatalf("little boy %s, mama %s", where(p, "little-boy"), where(p, "mama"))
	}
}

// 5c. The Grandpa has no vote until his power gives him one for the round.
func TestGrandpaVotesOnlyAfterHisPower(t *testing.T) {
	setup := func() (*game, int) {
		g := table(t, 3)
		g.put(t, "grandpa", 0, "church")
		g.put(t, "teen", 1, "church")
		g.put(t, "mama", 2, "church")
		g.zombiesAt(t, "church", 3)
		return g, g.locIndex(t, "church")
	}
	g, church := setup()
	p := beginAt(t, g, attackStep(church))
	mustAsk(p, 1)      // Ann has no vote
	p.Must("vote red") // but the Grandpa may be eaten
	if charView(p, "grandpa").Votes != 0 || viewOf(p, rules.Chance).Vote.Weight[0] != 0 {
		t.Fatal("the Grandpa votes without his power")
	}

	g, church = setup()
	p = beginAt(t, g, attackStep(church), windowStep(wAttack, church))
	p.Do("act", "act red", "power grandpa")
	onward(p)
	mustAsk(p, 0)
	if !strings.Contains(p.Prompt().Text, "(1 vote)") {
		t.Fatalf("the Grandpa's vote: %q", p.Prompt().Text)
	}
	// Ann and Bob vote for Cat, Cat for Bob: Cat loses 2 to 1.
	act(p, "vote green", "vote green", "vote yellow")
	mustAsk(p, 2)
	act(p, "lose mama")
	if where(p, "mama") != "dead" {
		t.Fatalf("mama %s", where(p, "mama"))
	}
}

// 5d. The Pregnant Woman, once she has given birth, has 2 votes, and can
// never be rested again: neither the Energy Drink nor the Church offers
// her. Her card is never flipped to pay for an effect.
func TestPregnantWomanBirthAndHerCard(t *testing.T) {
	t.Run("two votes", func(t *testing.T) {
		g := table(t, 3)
		g.put(t, "pregnant-woman", 0, "church")
		g.put(t, "teen", 1, "church")
		g.put(t, "mama", 2, "hospital")
		g.zombiesAt(t, "church", 2)
		church := g.locIndex(t, "church")
		p := beginAt(t, g, attackStep(church), windowStep(wAttack, church))
		p.Do("act", "act red", "power pregnant-woman")
		onward(p)
		if c := charView(p, "pregnant-woman"); c.Votes != 2 || c.Rested {
			t.Fatalf("after the birth: %+v", c)
		}
		mustAsk(p, 0)
		// 2 votes to 1: Bob loses, no tie.
		act(p, "vote yellow", "vote red")
		mustAsk(p, 1)
		if !strings.HasPrefix(p.IDs()[0], "lose ") {
			t.Fatalf("Bob is not asked who dies: %q %v", p.Prompt().Text, p.IDs())
		}
		act(p, "lose teen")
	})

	t.Run("never rested again", func(t *testing.T) {
		g := table(t, 3)
		g.put(t, "pregnant-woman", 0, "church")
		g.put(t, "geek", 0, "church")
		g.put(t, "rasta", 0, "church")
		g.put(t, "mama", 1, "hospital")
		g.put(t, "teen", 2, "hospital")
		g.tired.set(g.charIndex(t, "geek"), true)
		g.tired.set(g.charIndex(t, "rasta"), true)
		g.giveCards(t, 0, "energy-drink", "gun")
		church := g.locIndex(t, "church")
		p := beginAt(t, g, activateStep(church), windowStep(wMoves, 0))
		p.Do("act", "act red", "power pregnant-woman", "act", "act red", "play energy-drink")
		p.MustNot("rest pregnant-woman")
		p.Must("rest geek")
		p.Do("rest geek")
		onward(p)
		// The Church's side A: discard a card to rest a character.
		mustUse(t, p, "Ann")
		p.Do("use", "use gun")
		p.MustNot("rest pregnant-woman")
		p.Must("rest rasta")
		p.Do("rest rasta")
		if c := charView(p, "pregnant-woman"); c.Rested || c.Votes != 2 {
			t.Fatalf("the Pregnant Woman: %+v", c)
		}
	})

	// "Her card can't be flipped to activate any effect (of a location or
	// action card)": the Hospital's side B may not exhaust her.
	t.Run("never flipped to pay for a location", func(t *testing.T) {
		g := tableSide(t, 3, coh.SideB)
		g.put(t, "pregnant-woman", 0, "hospital")
		g.put(t, "geek", 0, "hospital")
		g.put(t, "mama", 1, "bank")
		g.put(t, "teen", 2, "bank")
		p := beginAt(t, g, activateStep(g.locIndex(t, "hospital")))
		mustUse(t, p, "Ann")
		p.Must("use geek")
		p.MustNot("use pregnant-woman")
	})
}

// 5e. A Weapon Replica gives its player 2 more votes at its location: a
// vote lost 1 to 2 is won 3 to 2.
func TestWeaponReplicaGivesTwoExtraVotes(t *testing.T) {
	setup := func() (*game, int) {
		g := table(t, 3)
		g.put(t, "geek", 0, "church")
		g.put(t, "teen", 1, "church")
		g.put(t, "mama", 1, "church")
		g.put(t, "rasta", 2, "hospital")
		g.zombiesAt(t, "church", 3)
		g.giveCards(t, 0, "weapon-replica")
		return g, g.locIndex(t, "church")
	}
	// Without it: Bob's 2 votes eat Ann's Geek.
	g, church := setup()
	p := beginAt(t, g, attackStep(church))
	act(p, "vote yellow", "vote red")
	mustAsk(p, 0)
	act(p, "lose geek")
	if where(p, "geek") != "dead" {
		t.Fatal("Ann lost 1 to 2 and kept the Geek")
	}

	// With it: Ann's 3 votes beat Bob's 2.
	g, church = setup()
	p = beginAt(t, g, attackStep(church), windowStep(wAttack, church))
	p.Do("act", "act red", "play weapon-replica")
	p.Must("at hospital")      // Ann has nobody there, but may play it there
	p.MustNot("at crossroads") // the wheel picks its victim: no vote there
	p.Do("at church")
	onward(p)
	mustAsk(p, 0)
	if w := viewOf(p, rules.Nobody).Vote.Weight; w[0] != 3 || w[1] != 2 {
		t.Fatalf("vote weights %v, want Ann 3 and Bob 2", w)
	}
	if r := locView(p, "church").Replicas; len(r) != 1 || r[0] != 0 {
		t.Fatalf("replicas at the church: %v", r)
	}
	act(p, "vote yellow", "vote red")
	mustAsk(p, 1)
	act(p, "lose teen")
	if where(p, "geek") != "church" || where(p, "teen") != "dead" {
		t.Fatalf("geek %s, teen %s", where(p, "geek"), where(p, "teen"))
	}
}

// 5b. An action card can be played anywhere, even at a location where the
// player has no character: every card that takes a location or a
// character is offered where Ann has nobody. A Weapon Replica played at
// the Bank before she moves there gives her its 2 votes once she is there.
func TestAnActionCardCanBePlayedAnywhere(t *testing.T) {
	setup := func(t *testing.T) (*game, int) {
		g := table(t, 3)
		g.put(t, "geek", 0, "church")
		g.put(t, "teen", 1, "bank")
		g.put(t, "mama", 1, "bank")
		g.put(t, "rasta", 2, "hospital")
		g.tired.set(g.charIndex(t, "teen"), true)
		g.zombiesAt(t, "bank", 3)
		bank := g.locIndex(t, "bank")
		for i, l := range g.cards {
			if l == bank {
				g.pick[0] = int8(i) // Ann's movement card: the Bank
			}
		}
		return g, bank
	}
	for _, c := range testContent.Actions {
		want := ""
		switch c.Effect.Kind {
		case coh.EffAddZombies, coh.EffKill, coh.EffKillHalf, coh.EffKitten, coh.EffMoveZombie, coh.EffExtraVotes:
			want = "at bank"
		case coh.EffRest:
			want = "rest teen"
		default:
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			g, _ := setup(t)
			g.giveCards(t, 0, c.ID)
			p := beginAt(t, g, windowStep(wMoves, 0))
			p.Do("act", "act red", "play "+c.ID)
			p.Must(want)
		})
	}

	g, bank := setup(t)
	g.giveCards(t, 0, "weapon-replica")
	p := beginAt(t, g, attackStep(bank), windowStep(wAttack, bank), moveStep(0), windowStep(wMoves, 0))
	p.Do("act", "act red", "play weapon-replica", "at bank")
	if r := locView(p, "bank").Replicas; len(r) != 1 || r[0] != 0 {
		t.Fatalf("replicas at the bank: %v", r)
	}
	act(p, "move geek")
	if where(p, "geek") != "bank" {
		t.Fatalf("the Geek is at %s", where(p, "geek"))
	}
	if w := viewOf(p, rules.Nobody).Vote.Weight; w[0] != 3 || w[1] != 2 {
		t.Fatalf("vote weights at the bank %v, want Ann 3 (the Geek and the replica) and Bob 2", w)
	}
	act(p, "vote yellow", "vote red")
	mustAsk(p, 1)
	act(p, "lose teen")
	if where(p, "geek") != "bank" || where(p, "teen") != "dead" {
		t.Fatalf("geek %s, teen %s", where(p, "geek"), where(p, "teen"))
	}
}

// 6. A vote may only choose a player with a character there; with nobody
// there able to vote, the first player chooses as on a tie.
func TestVoteTargetsAndNobodyToVote(t *testing.T) {
	g := table(t, 3)
	h := g.locIndex(t, "hospital")
	g.put(t, "geek", 0, "hospital")
	g.put(t, "teen", 1, "hospital")
	g.put(t, "mama", 2, "bank")
	g.dropAnti[h] = 1
	g.reserve--
	p := beginAt(t, g, shareCheckStep(h))
	mustAsk(p, 0)
	p.Must("vote red")
	p.Must("vote yellow")
	p.MustNot("vote green") // Cat has nobody at the hospital

	// The Grandpa cannot vote and Bob's Teen hides: nobody votes, and
	// Cat, the first player, chooses between Ann and Bob.
	g = table(t, 3)
	g.first = 2
	g.put(t, "grandpa", 0, "hospital")
	g.put(t, "teen", 1, "hospital")
	g.put(t, "mama", 2, "bank")
	g.dropAnti[h] = 1
	g.reserve--
	g.giveCards(t, 1, "hideout")
	p = beginAt(t, g, shareCheckStep(h), windowStep(wShare, h))
	p.Do("act", "act yellow", "play hideout", "hide teen")
	onward(p)
	mustAsk(p, 2)
	if p.Prompt().Secret {
		t.Fatalf("a secret vote with nobody to vote: %q", p.Prompt().Text)
	}
	p.Must("split red")
	p.Must("split yellow")
	p.MustNot("split green")
	act(p, "split yellow")
	mustAsk(p, 1)
	act(p, "antidote yellow")
	if s := state(p); s.antidotes[1] != 1 || s.dropAnti[h] != 0 {
		t.Fatalf("antidotes %v, %d left at the hospital", s.antidotes, s.dropAnti[h])
	}
}

// 7. Each seat with a character at a location may use it once a round, in
// turn order from the first player; a seat with nobody there is not asked.
func TestLocationActivationInTurnOrder(t *testing.T) {
	// Hospital A: discard a card to take an antidote.
	g := table(t, 3)
	g.first = 2
	g.put(t, "geek", 0, "hospital")
	g.put(t, "rocker", 1, "bank")
	g.put(t, "teen", 2, "hospital")
	g.put(t, "mama", 2, "hospital")
	g.giveCards(t, 0, "gun")
	g.giveCards(t, 1, "alarm")
	g.giveCards(t, 2, "shotgun")
	reserve := g.reserve
	p := beginAt(t, g, activateStep(g.locIndex(t, "hospital")))
	mustUse(t, p, "Cat") // the first player first
	p.Must("skip")
	p.Do("use")
	mustAsk(p, 2) // what she gives up, in private
	p.Must("use shotgun")
	p.Do("use shotgun")
	mustUse(t, p, "Ann") // Cat once only, though she has two characters there; never Bob
	p.Do("skip")
	mustBeDone(p)
	if s := state(p); s.antidotes != [maxSeats]int{0, 0, 1} || s.reserve != reserve-1 || discardedN(p, "shotgun") != 1 || s.handSize(0) != 1 {
		t.Fatalf("antidotes %v, reserve %d (was %d), hand of Ann %d", s.antidotes, s.reserve, reserve, s.handSize(0))
	}
	if u := locView(p, "hospital").Used; len(u) != 1 || u[0] != 2 {
		t.Fatalf("used by %v", u)
	}

	// Bank B: the zombie leader one wedge on, or not.
	g = tableSide(t, 3, coh.SideB)
	g.put(t, "geek", 0, "bank")
	g.put(t, "teen", 1, "bank")
	g.put(t, "mama", 2, "church")
	p = beginAt(t, g, activateStep(g.locIndex(t, "bank")))
	mustUse(t, p, "Ann")
	if l := choiceLabel(p, "use"); !strings.Contains(l, "yellow") {
		t.Fatalf("the Bank's use says %q", l)
	}
	p.Do("use")
	if state(p).leader != 1 {
		t.Fatalf("leader %d after one step", state(p).leader)
	}
	mustUse(t, p, "Bob")
	p.Do("skip")
	mustBeDone(p)
	if state(p).leader != 1 {
		t.Fatalf("leader %d after a skip", state(p).leader)
	}

	// Church A: discard a card to rest a character.
	g = table(t, 3)
	g.put(t, "geek", 0, "church")
	g.put(t, "teen", 1, "bank")
	g.put(t, "mama", 2, "bank")
	g.tired.set(g.charIndex(t, "geek"), true)
	g.giveCards(t, 0, "gun")
	p = beginAt(t, g, activateStep(g.locIndex(t, "church")))
	mustUse(t, p, "Ann")
	p.Do("use", "use gun", "rest geek")
	mustBeDone(p)
	if !charView(p, "geek").Rested || discardedN(p, "gun") != 1 {
		t.Fatal("the Church did not rest the Geek for the Gun")
	}

	// Armory A: discard a card to draw one.
	g = table(t, 3)
	g.put(t, "geek", 0, "armory")
	g.put(t, "teen", 1, "bank")
	g.put(t, "mama", 2, "bank")
	g.giveCards(t, 0, "gun")
	deck := g.deck
	p = beginAt(t, g, activateStep(g.locIndex(t, "armory")))
	mustUse(t, p, "Ann")
	p.Do("use", "use gun")
	mustAsk(p, rules.Chance)
	p.Do("card shotgun")
	mustBeDone(p)
	if v := viewOf(p, 0); v.Deck != deck-1 || len(v.Seats[0].Cards) != 1 || v.Seats[0].Cards[0].ID != "shotgun" {
		t.Fatalf("deck %d (was %d), Ann's cards %+v", v.Deck, deck, v.Seats[0].Cards)
	}

	// Crossroads A: discard a card to draw a food token.
	g = table(t, 3)
	g.put(t, "geek", 0, "crossroads")
	g.put(t, "teen", 1, "bank")
	g.put(t, "mama", 2, "bank")
	g.giveCards(t, 0, "gun")
	p = beginAt(t, g, activateStep(g.locIndex(t, "crossroads")))
	mustUse(t, p, "Ann")
	p.Do("use", "use gun")
	mustAsk(p, rules.Chance)
	p.Do("food 3")
	mustBeDone(p)
	if v := viewOf(p, 0); v.Seats[0].FoodTokens != 1 || v.Seats[0].Food != 3 {
		t.Fatalf("Ann's food: %+v", v.Seats[0])
	}
}

// 8a. The Granny never moves unless exhausted to move, or her power was
// used this round.
func TestGrannyMovesOnlyExhaustedOrByHerPower(t *testing.T) {
	setup := func() *game {
		g := table(t, 3)
		g.put(t, "granny", 0, "bank")
		g.put(t, "geek", 0, "church")
		g.put(t, "teen", 1, "bank")
		g.put(t, "mama", 2, "bank")
		g.pick[0] = 4 // the Hospital
		return g
	}
	if testContent.Movement.Cards[4] != "hospital" {
		t.Fatal("movement card 4 is not the Hospital")
	}
	// Rested: moving her exhausts her.
	p := beginAt(t, setup(), moveStep(0))
	mustAsk(p, 0)
	if l := choiceLabel(p, "move granny"); !strings.Contains(l, "Exhaust") {
		t.Fatalf("the Granny's move says %q", l)
	}
	act(p, "move granny")
	if c := charView(p, "granny"); c.Location != "hospital" || c.Rested {
		t.Fatalf("the Granny after her move: %+v", c)
	}

	// Exhausted already: she cannot move.
	g := setup()
	g.tired.set(g.charIndex(t, "granny"), true)
	p = beginAt(t, g, moveStep(0))
	p.MustNot("move granny")
	p.Must("move geek")

	// Her power used in the window: she moves like anyone.
	p = beginAt(t, setup(), moveStep(0), windowStep(wMoves, 0))
	p.Do("act", "act red", "power granny")
	onward(p)
	mustAsk(p, 0)
	if l := choiceLabel(p, "move granny"); strings.Contains(l, "Exhaust") {
		t.Fatalf("the Granny's move after her power says %q", l)
	}
	act(p, "move granny")
	if where(p, "granny") != "hospital" {
		t.Fatalf("the Granny is at %s", where(p, "granny"))
	}
}

// 8b. Mama squeezes into a full location on a temporary space: the
// location stays full for the others, and the space goes when she leaves.
func TestMamaSqueezesIntoAFullLocation(t *testing.T) {
	g := table(t, 3)
	g.put(t, "mama", 0, "church")
	g.put(t, "teen", 1, "bank")
	g.put(t, "geek", 1, "bank")
	g.put(t, "rocker", 2, "bank") // the Bank's 3 spaces are taken
	g.put(t, "housewife", 2, "hospital")
	g.pick[0] = 2 // the Bank
	g.pick[2] = 2
	if testContent.Movement.Cards[2] != "bank" {
		t.Fatal("movement card 2 is not the Bank")
	}
	p := beginAt(t, g, moveStep(2), moveStep(0))
	mustAsk(p, 0)
	p.Must("squeeze mama")
	act(p, "squeeze mama")
	if c := charView(p, "mama"); c.Location != "bank" || !c.Extra || c.Rested {
		t.Fatalf("Mama after squeezing in: %+v", c)
	}
	if !locView(p, "bank").Full {
		t.Fatal("the Bank is not full with Mama on her own space")
	}
	// The Bank is still full for Cat: her Housewife ends at the Crossroads.
	mustAsk(p, 2)
	act(p, "move housewife")
	if where(p, "housewife") != "crossroads" {
		t.Fatalf("the Housewife went to %s", where(p, "housewife"))
	}

	// Mama leaves: her temporary space goes with her.
	p = goAgain(t, p, func(g *game) { g.pick[0] = 3 }, moveStep(0)) // the Church
	act(p, "move mama")
	if c := charView(p, "mama"); c.Location != "church" || c.Extra {
		t.Fatalf("Mama after leaving: %+v", c)
	}
	if s := state(p); s.here(-1, s.locIndex(t, "bank")) != 3 || !s.full(s.locIndex(t, "bank")) {
		t.Fatal("the Bank does not have its 3 characters, full, once Mama left")
	}
}

// 8c. Back Door lets a character into a full location on a temporary
// space; if it is cancelled, the character goes to the Crossroads.
func TestBackDoorEntersAFullLocation(t *testing.T) {
	setup := func() *game {
		g := table(t, 3)
		g.put(t, "geek", 0, "church")
		g.put(t, "teen", 1, "bank")
		g.put(t, "mama", 1, "bank")
		g.put(t, "rocker", 2, "bank")
		g.giveCards(t, 0, "back-door")
		g.pick[0] = 2 // the Bank
		return g
	}
	p := beginAt(t, setup(), moveStep(0))
	mustAsk(p, 0)
	p.Must("door geek")
	act(p, "door geek")
	if c := charView(p, "geek"); c.Location != "bank" || !c.Extra {
		t.Fatalf("the Geek after the Back Door: %+v", c)
	}
	if discardedN(p, "back-door") != 1 {
		t.Fatal("the Back Door is not on the discard pile")
	}

	// Cancelled: the Geek still moves, and finds the Bank full.
	g := setup()
	g.giveCards(t, 1, "pepper-spray")
	p = beginAt(t, g, moveStep(0))
	p.Do("door geek")
	mustAsk(p, rules.Nobody)
	p.Do("cancel", "cancel yellow", "play pepper-spray")
	mustBeDone(p)
	if c := charView(p, "geek"); c.Location != "crossroads" || c.Extra {
		t.Fatalf("the Geek after a cancelled Back Door: %+v", c)
	}
	if discardedN(p, "back-door") != 1 || discardedN(p, "pepper-spray") != 1 {
		t.Fatalf("discard pile %+v", viewOf(p, rules.Chance).Discard)
	}
}

// 8d. Running Shoes and the Teen change the movement card before the move.
func TestRunningShoesAndTeenChangeTheMovementCard(t *testing.T) {
	setup := func() *game {
		g := table(t, 3)
		g.put(t, "geek", 0, "church")
		g.put(t, "teen", 0, "hospital")
		g.put(t, "mama", 1, "bank")
		g.put(t, "rocker", 2, "bank")
		g.giveCards(t, 0, "running-shoes")
		g.pick[0] = 2 // the Bank
		return g
	}
	p := beginAt(t, setup(), moveStep(0))
	mustAsk(p, 0)
	p.Must("shoes armory")
	p.Must("teen armory")
	p.MustNot("shoes bank") // the card played already
	p.Do("shoes armory")
	onward(p)
	mustAsk(p, 0)
	if !strings.Contains(p.Prompt().Text, "Armory") || p.Can("shoes church") {
		t.Fatalf("after the Running Shoes: %q %v", p.Prompt().Text, p.IDs())
	}
	act(p, "move geek")
	if where(p, "geek") != "armory" || discardedN(p, "running-shoes") != 1 {
		t.Fatalf("the Geek is at %s", where(p, "geek"))
	}

	p = beginAt(t, setup(), moveStep(0))
	p.Do("teen crossroads")
	mustAsk(p, 0)
	if !strings.Contains(p.Prompt().Text, "Crossroads") || p.Can("teen armory") {
		t.Fatalf("after the Teen: %q %v", p.Prompt().Text, p.IDs())
	}
	act(p, "move geek")
	if where(p, "geek") != "crossroads" || charView(p, "teen").Rested {
		t.Fatalf("the Geek is at %s; teen %+v", where(p, "geek"), charView(p, "teen"))
	}
}

// 8e. The Priest cancels the move just made: the character goes back.
func TestPriestCancelsTheMoveJustMade(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "church")
	g.put(t, "priest", 1, "hospital")
	g.put(t, "rocker", 2, "bank")
	g.pick[0] = 2 // the Bank
	p := beginAt(t, g, moveStep(0))
	p.Do("move geek")
	mustAsk(p, rules.Nobody)
	if where(p, "geek") != "bank" {
		t.Fatalf("the Geek is at %s before the Priest", where(p, "geek"))
	}
	p.Must("priest yellow")
	p.Do("priest yellow")
	mustBeDone(p)
	if where(p, "geek") != "church" || charView(p, "priest").Rested {
		t.Fatalf("the Geek is at %s, priest %+v", where(p, "geek"), charView(p, "priest"))
	}

	// A squeeze cancelled: Mama goes back, off any temporary space.
	g = table(t, 3)
	g.put(t, "mama", 0, "church")
	g.put(t, "teen", 1, "bank")
	g.put(t, "priest", 1, "hospital")
	g.put(t, "geek", 2, "bank")
	g.put(t, "rocker", 2, "bank")
	g.pick[0] = 2
	p = beginAt(t, g, moveStep(0))
	p.Do("squeeze mama", "priest yellow")
	mustBeDone(p)
	if c := charView(p, "mama"); c.Location != "church" || c.Extra {
		t.Fatalf("Mama after the Priest: %+v", c)
	}
}

// 9. A rested Blonde draws a zombie from the reserve to where she stands
// after the moves; exhausted, she does not.
func TestBlondeDrawsAZombieUnlessExhausted(t *testing.T) {
	setup := func() *game {
		g := table(t, 3)
		g.put(t, "blonde", 0, "church")
		g.put(t, "teen", 1, "bank")
		g.put(t, "mama", 2, "bank")
		g.pick[0] = 4 // the Hospital
		return g
	}
	g := setup()
	horde := g.horde
	p := beginAt(t, g, blondeStep(), moveStep(0), windowStep(wMoves, 0))
	onward(p)
	act(p, "move blonde")
	mustBeDone(p)
	if zombies(p, "hospital") != 1 || zombies(p, "church") != 0 || state(p).horde != horde-1 {
		t.Fatalf("hospital %d zombies, church %d, reserve %d (was %d)", zombies(p, "hospital"), zombies(p, "church"), state(p).horde, horde)
	}

	p = beginAt(t, setup(), blondeStep(), moveStep(0), windowStep(wMoves, 0))
	p.Do("act", "act red", "power blonde")
	onward(p)
	act(p, "move blonde")
	mustBeDone(p)
	if zombies(p, "hospital") != 0 || state(p).horde != horde {
		t.Fatalf("the exhausted Blonde drew a zombie: hospital %d", zombies(p, "hospital"))
	}
}

// 10. The Water Tower: on side A the seats there see the coming invasion
// card at the start of the round, and only they; Night Vision Goggles and
// the Rasta show it to one seat. On side B the seats there pick their
// movement card after the others are shown.
func TestWaterTowerPeekAndLatePick(t *testing.T) {
	g := table(t, 3)
	g.hour = 0
	g.put(t, "teen", 0, "water-tower")
	g.put(t, "mama", 1, "bank")
	g.put(t, "rocker", 2, "church")
	p := beginAt(t, g, roundStep())
	mustAsk(p, rules.Chance)
	p.Do("invasion 1-b")
	onward(p)
	if v := viewOf(p, 0); v.Peek == nil || v.Peek.ID != "1-b" {
		t.Fatalf("Ann on the tower sees %+v", v.Peek)
	}
	for _, s := range []rules.Seat{1, 2, rules.Nobody} {
		if v := viewOf(p, s); v.Peek != nil {
			t.Fatalf("view %d sees the coming card %+v", s, v.Peek)
		}
	}
	if v := viewOf(p, rules.Nobody); len(v.Peeked) != 1 || v.Peeked[0] != 0 {
		t.Fatalf("peeked %v, want [0]", v.Peeked)
	}
	// Ann is told what she saw where she picks her movement card; the
	// others are not.
	for _, id := range []string{"card bank", "card church", "card hospital"} {
		onward(p)
		pr := p.Prompt()
		if saw := strings.Contains(pr.Text, "looked at the coming 1:00 invasion card: "); saw != (pr.Seat == 0) {
			t.Fatalf("seat %d's movement question: %q", pr.Seat, pr.Text)
		}
		p.Do(id)
	}
	onward(p)
	// The card looked at is the one that comes.
	if v := viewOf(p, rules.Nobody); v.Invasion == nil || v.Invasion.ID != "1-b" {
		t.Fatalf("the 1:00 card is %+v", v.Invasion)
	}

	// Night Vision Goggles, then the Rasta.
	g = table(t, 3)
	g.put(t, "teen", 0, "church")
	g.put(t, "rasta", 1, "bank")
	g.put(t, "mama", 2, "church")
	g.giveCards(t, 0, "night-vision-goggles")
	p = beginAt(t, g, windowStep(wStart, 0))
	p.Do("act", "act red", "play night-vision-goggles")
	mustAsk(p, rules.Chance)
	p.Do("invasion 1-c")
	if v := viewOf(p, 0); v.Peek == nil || v.Peek.ID != "1-c" {
		t.Fatalf("Ann sees %+v after the goggles", v.Peek)
	}
	if viewOf(p, 1).Peek != nil || viewOf(p, 2).Peek != nil || viewOf(p, rules.Nobody).Peek != nil {
		t.Fatal("someone else sees the card Ann looked at")
	}
	p.Do("act", "act yellow", "power rasta")
	if v := viewOf(p, 1); v.Peek == nil || v.Peek.ID != "1-c" {
		t.Fatalf("Bob sees %+v after the Rasta", v.Peek)
	}
	if viewOf(p, 2).Peek != nil {
		t.Fatal("Cat sees the coming card")
	}

	// Side B: Bob, on the tower, picks after the others are shown.
	g = tableSide(t, 3, coh.SideB)
	g.hour = 0
	g.put(t, "mama", 0, "bank")
	g.put(t, "teen", 1, "water-tower")
	g.put(t, "rocker", 2, "church")
	p = beginAt(t, g, roundStep())
	onward(p)
	if v := viewOf(p, rules.Nobody); v.Peek != nil || len(v.Peeked) != 0 || !v.Seats[1].Late {
		t.Fatalf("side B: peek %+v, peeked %v, Bob late %v", v.Peek, v.Peeked, v.Seats[1].Late)
	}
	mustAsk(p, 0)
	p.Do("card church")
	mustAsk(p, 2)
	p.Do("card hospital")
	mustAsk(p, 1)
	if v := viewOf(p, 1); !v.Revealed || v.Seats[0].Pick != "church" || v.Seats[2].Pick != "hospital" {
		t.Fatalf("Bob picks without seeing the others' cards: %+v", v.Seats)
	}
	p.Do("card bank")
	if v := viewOf(p, rules.Nobody); v.Seats[1].Pick != "bank" {
		t.Fatalf("Bob's late card is not shown: %+v", v.Seats[1])
	}
}

// 11. At the end a Canned Food played is worth 1 point, a food token its
// value, and a card never played nothing.
func TestCannedFoodAndFoodTokensScore(t *testing.T) {
	g := table(t, 3)
	g.hour = 4
	g.put(t, "geek", 0, "bank")   // 4
	g.put(t, "rocker", 1, "bank") // 4
	g.put(t, "teen", 2, "church") // 4
	g.antidotes = [maxSeats]int{1, 1, 1}
	g.reserve -= 3
	g.giveCards(t, 0, "canned-food")
	g.giveCards(t, 1, "canned-food")
	g.foodBox[2]-- // a token worth 3
	g.foodHeld[2][2]++
	if testContent.Food.Tokens[2].Value != 3 {
		t.Fatal("food token 2 is not worth 3")
	}
	p := beginAt(t, g, roundStep())
	mustAsk(p, rules.Nobody)
	p.Do("act", "act red", "play canned-food", "go on")
	if v := viewOf(p, rules.Nobody); v.Seats[0].Canned != 1 || v.Seats[1].Canned != 0 {
		t.Fatalf("canned food played: %d and %d", v.Seats[0].Canned, v.Seats[1].Canned)
	}
	onward(p)
	over, _ := p.Over()
	if !over {
		t.Fatalf("not over: %q", p.Prompt().Text)
	}
	if s := state(p); s.scores != [maxSeats]int{5, 4, 7} {
		t.Fatalf("scores %v, want Ann 4+1 (Canned Food), Bob 4 (unplayed), Cat 4+3 (food)", s.scores)
	}
}

// 12. At the table the app never sees a hand: a card is named when it is
// played (any title with an unseen copy), and airdropped cards shared
// stay unseen.
func TestTableModeHandsAreUnseen(t *testing.T) {
	g := table(t, 3)
	g.table = true
	g.put(t, "teen", 0, "church")
	g.put(t, "mama", 1, "bank")
	g.put(t, "rocker", 2, "hospital")
	g.zombiesAt(t, "bank", 3)
	g.giveCards(t, 0, "gun", "shotgun", "chainsaw") // names the app never sees
	for _, s := range []rules.Seat{0, rules.Chance, rules.Nobody} {
		sv := g.View(s).(View).Seats[0]
		if sv.Hand != 3 || len(sv.Cards) != 0 || !sv.HandHidden {
			t.Fatalf("view %d of Ann's table hand: %+v", s, sv)
		}
	}
	p := beginAt(t, g, windowStep(wMoves, 0))
	p.Do("act", "act red")
	mustAsk(p, 0)
	for _, id := range []string{"alarm", "canned-food", "chainsaw", "flashlight", "gun", "hideout", "kitten",
		"makeshift-bomb", "molotov-cocktail", "night-vision-goggles", "rescue-flare", "shotgun", "weapon-replica"} {
		p.Must("play " + id)
	}
	// Not in a window: they have moments of their own.
	for _, id := range []string{"pepper-spray", "back-door", "running-shoes"} {
		p.MustNot("play " + id)
	}
	p.Do("play chainsaw", "at bank")
	// Ann's unseen cards may hold a Pepper Spray: she may cancel her own.
	mustAsk(p, rules.Nobody)
	p.Do("cancel")
	p.Must("cancel red")
	p.MustNot("cancel yellow")
	p.Do("cancel red", "nothing", "go on")
	if zombies(p, "bank") != 2 || discardedN(p, "chainsaw") != 1 || state(p).unseen[0] != 2 {
		t.Fatalf("after the Chainsaw: bank %d, unseen %d", zombies(p, "bank"), state(p).unseen[0])
	}
	// The only Chainsaw is on the discard pile: Ann cannot hold another.
	p.Do("act", "act red")
	p.MustNot("play chainsaw")
	p.Must("play gun")

	// Cards shared from an airdrop stay unseen.
	g = table(t, 3)
	g.table = true
	h := g.locIndex(t, "hospital")
	g.put(t, "teen", 0, "hospital")
	g.put(t, "mama", 1, "bank")
	g.put(t, "rocker", 2, "bank")
	g.dropCards[h] = 1
	g.deck--
	p = beginAt(t, g, shareCheckStep(h))
	mustAsk(p, 0)
	for _, id := range p.IDs() {
		if len(strings.Fields(id)) != 2 {
			t.Fatalf("a share names a card nobody has seen: %v", p.IDs())
		}
	}
	p.Do("card yellow")
	for _, s := range []rules.Seat{1, rules.Chance} {
		if sv := viewOf(p, s).Seats[1]; sv.Hand != 1 || len(sv.Cards) != 0 || !sv.HandHidden {
			t.Fatalf("view %d of Bob's hand: %+v", s, sv)
		}
	}
}

// 13. In digital hot-seat play a seat's view shows its own cards, and of
// the others only how many they hold.
func TestPrivacyOfHands(t *testing.T) {
	g := table(t, 3)
	g.put(t, "teen", 0, "church")
	g.put(t, "mama", 1, "bank")
	g.put(t, "rocker", 2, "hospital")
	g.giveCards(t, 0, "gun")
	g.giveCards(t, 1, "shotgun", "hideout")
	g.foodBox[1]--
	g.foodHeld[0][1]++ // a token worth 2
	p := beginAt(t, g, windowStep(wStart, 0))
	mustAsk(p, rules.Nobody)
	v := viewOf(p, 0)
	if len(v.Seats[0].Cards) != 1 || v.Seats[0].Cards[0].ID != "gun" || v.Seats[0].HandHidden || v.Seats[0].Food != 2 {
		t.Fatalf("Ann's own seat: %+v", v.Seats[0])
	}
	if sv := v.Seats[1]; len(sv.Cards) != 0 || sv.Hand != 2 || !sv.HandHidden {
		t.Fatalf("Ann sees Bob's hand: %+v", sv)
	}
	v = viewOf(p, 1)
	if len(v.Seats[1].Cards) != 2 || len(v.Seats[0].Cards) != 0 || v.Seats[0].Hand != 1 || !v.Seats[0].HandHidden {
		t.Fatalf("Bob's view: %+v", v.Seats[:2])
	}
	if sv := v.Seats[0]; sv.Food != 0 || !sv.FoodHidden || sv.FoodTokens != 1 {
		t.Fatalf("Bob sees Ann's food: %+v", sv)
	}
	v = viewOf(p, rules.Nobody)
	for s, sv := range v.Seats {
		if len(sv.Cards) != 0 || sv.Food != 0 {
			t.Fatalf("the public view shows seat %d's cards or food: %+v", s, sv)
		}
	}
	if v.Seats[0].Hand != 1 || v.Seats[1].Hand != 2 || v.Seats[2].Hand != 0 {
		t.Fatalf("hand counts %d %d %d", v.Seats[0].Hand, v.Seats[1].Hand, v.Seats[2].Hand)
	}
}
