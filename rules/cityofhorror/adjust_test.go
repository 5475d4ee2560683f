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

// corrector makes corrections by hand on a game, as the referee does.
type corrector struct {
	t *testing.T
	g rules.Game
}

// do makes correction id, which must be offered, and returns its one
// event's text.
func (c *corrector) do(id string) string {
	c.t.Helper()
	adj := c.g.(rules.Adjuster)
	if !slices.ContainsFunc(adj.Adjustments(), func(x rules.Choice) bool { return x.ID == id }) {
		c.t.Fatalf("%q is not offered", id)
	}
	next, ev, err := adj.Adjust(id)
	if err != nil {
		c.t.Fatalf("%s: %v", id, err)
	}
	if len(ev) != 1 || ev[0].Kind != "adjust" || !strings.HasPrefix(ev[0].Text, "Adjusted: ") {
		c.t.Fatalf("%s logged %v", id, ev)
	}
	c.g = next
	return ev[0].Text
}

// refuse fails unless correction id is refused, unlisted, and changes
// nothing.
func (c *corrector) refuse(id string) {
	c.t.Helper()
	adj := c.g.(rules.Adjuster)
	if slices.ContainsFunc(adj.Adjustments(), func(x rules.Choice) bool { return x.ID == id }) {
		c.t.Fatalf("%q is offered", id)
	}
	before := rulestest.ViewHash(c.g)
	next, ev, err := adj.Adjust(id)
	if err == nil || len(ev) != 0 || rulestest.ViewHash(next) != before {
		c.t.Fatalf("%q was taken: %v %v", id, err, ev)
	}
}

func (c *corrector) state() *game { return c.g.(engine.Game[*game]).State() }

// correcting is a table-mode game of 3 seats on side at Ann's move to the
// Church: Ann's Geek at the Bank and her Pregnant Woman at the Church,
// Bob's Grandpa at the Church and Little Boy at the Hospital, Cat's Rasta
// at the Hospital.
func correcting(t *testing.T, side string) *corrector {
	g := tableSide(t, 3, side)
	g.table = true
	g.put(t, "geek", 0, "bank")
	g.put(t, "pregnant-woman", 0, "church")
	g.put(t, "grandpa", 1, "church")
	g.put(t, "little-boy", 1, "hospital")
	g.put(t, "rasta", 2, "hospital")
	church := g.locIndex(t, "church")
	g.pick[0] = int8(slices.Index(g.cards, church))
	return &corrector{t: t, g: run(t, g, moveStep(0)).Game}
}

// Corrections by hand of the explosion markers and of a location's state:
// markers up to one short of the threshold (the last one is the state's
// own correction), exploded, burnt (once nobody stands there) and sealed,
// and intact again with one marker short.
func TestTableCorrectsExplosionMarkersAndLocationStates(t *testing.T) {
	c := correcting(t, coh.SideA)
	tower, armory := c.state().locIndex(t, "water-tower"), c.state().locIndex(t, "armory")
	c.do("adjust markers water-tower 2")
	if s := c.state(); s.markers[tower] != 2 {
		t.Fatalf("markers %d", s.markers[tower])
	}
	c.refuse("adjust markers water-tower 3")
	c.refuse("adjust markers bank 1") // the Bank takes no markers
	if text := c.do("adjust exploded water-tower"); !strings.Contains(text, "the Water Tower has exploded") {
		t.Fatalf("logged %q", text)
	}
	if s := c.state(); !s.exploded[tower] || s.markers[tower] != 0 {
		t.Fatalf("exploded %v, markers %d", s.exploded[tower], s.markers[tower])
	}
	c.refuse("adjust markers water-tower 1") // an exploded tower takes none
	c.do("adjust intact water-tower")
	if s := c.state(); s.exploded[tower] || s.markers[tower] != 2 {
		t.Fatalf("intact again: exploded %v, markers %d", s.exploded[tower], s.markers[tower])
	}
	// The Armory burns only with nobody there: fire covers its spaces.
	c.do("adjust move rasta armory")
	c.refuse("adjust burnt armory")
	c.refuse("adjust sealed armory") // side A burns
	c.do("adjust move rasta hospital")
	c.do("adjust burnt armory")
	if s := c.state(); !s.burnt[armory] || s.markers[armory] != 3 {
		t.Fatalf("burnt %v, markers %d", s.burnt[armory], s.markers[armory])
	}
	c.refuse("adjust move rasta armory")

	c = correcting(t, coh.SideB)
	c.refuse("adjust burnt armory")
	c.do("adjust move rasta armory")
	c.do("adjust sealed armory") // side B seals, with people inside
	if s := c.state(); !s.sealed[armory] || s.markers[armory] != 2 {
		t.Fatalf("sealed %v, markers %d", s.sealed[armory], s.markers[armory])
	}
	c.do("adjust intact armory")
	if s := c.state(); s.sealed[armory] || s.markers[armory] != 1 {
		t.Fatalf("unsealed: sealed %v, markers %d", s.sealed[armory], s.markers[armory])
	}
}

// Corrections by hand of the items lying on a location to share, from and
// to the deck and the reserve, only where airdrops land; and of food
// tokens, a player's by value and the face-up ones (the Crossroads' side
// B), from and to the truck.
func TestTableCorrectsItemsLyingAndFood(t *testing.T) {
	c := correcting(t, coh.SideA)
	bank := c.state().locIndex(t, "bank")
	deck, reserve := c.state().deck, c.state().reserve
	c.do("adjust lying cards bank 2")
	c.do("adjust lying antidotes bank 1")
	if s := c.state(); s.dropCards[bank] != 2 || s.deck != deck-2 || s.dropAnti[bank] != 1 || s.reserve != reserve-1 {
		t.Fatalf("lying at the bank: %d cards (deck %d), %d antidotes (reserve %d)", s.dropCards[bank], s.deck, s.dropAnti[bank], s.reserve)
	}
	c.refuse("adjust lying cards water-tower 1")
	c.refuse("adjust lying antidotes crossroads 1")
	c.do("adjust lying cards bank 0")
	if s := c.state(); s.dropCards[bank] != 0 || s.deck != deck {
		t.Fatalf("the cards did not go back to the deck: %d lying, deck %d", s.dropCards[bank], s.deck)
	}

	two := slices.IndexFunc(testContent.Food.Tokens, func(f coh.FoodValue) bool { return f.Value == 2 })
	box := c.state().foodBox[two]
	if text := c.do("adjust food yellow 2 1"); !strings.Contains(text, "Bob holds 1 food token worth 2") {
		t.Fatalf("logged %q", text)
	}
	if s := c.state(); s.foodHeld[1][two] != 1 || s.foodBox[two] != box-1 || s.foodTokens(1) != 1 {
		t.Fatalf("Bob's food %v, truck %d", s.foodHeld[1], s.foodBox[two])
	}
	c.refuse("adjust food yellow 2 " + itoa(int(box)+1))
	c.refuse("adjust food up 2 1") // side A: no face-up tokens

	c = correcting(t, coh.SideB)
	up := func() []int { return c.g.View(rules.Chance).(View).FoodUp }
	c.do("adjust food up 2 3")
	if u := up(); !slices.Equal(u, []int{2, 2, 2}) {
		t.Fatalf("face up %v", u)
	}
	c.refuse("adjust food up 3 1") // three face up at most
	c.do("adjust food up 2 1")
	c.do("adjust food up 3 2")
	if u := up(); len(u) != 3 || slices.Index(u, 2) < 0 {
		t.Fatalf("face up %v, want a 2 and two 3s", u)
	}
	food := 0
	s := c.state()
	for f := range testContent.Food.Tokens {
		food += int(s.foodBox[f])
	}
	if food+len(up()) != testContent.Box.FoodTokens {
		t.Fatalf("%d food tokens on the truck and %d face up of %d", food, len(up()), testContent.Box.FoodTokens)
	}
}

// Corrections by hand of deaths: a character dead (its player, left with
// none, is out, and the first player token they held goes on clockwise) or
// alive again at a location; never the last one alive.
func TestTableCorrectsDeaths(t *testing.T) {
	c := correcting(t, coh.SideA)
	c.do("adjust first green") // Cat
	text := c.do("adjust dead rasta")
	if where := c.state().at[c.state().charIndex(t, "rasta")]; where != atDead {
		t.Fatalf("the Rasta is at %d", where)
	}
	if !strings.Contains(text, "Cat's Rasta is dead (was at the Hospital); Cat has no character left and is out, and the first player token goes on to Ann") {
		t.Fatalf("logged %q", text)
	}
	if v := c.g.View(rules.Chance).(View); !v.Seats[2].Eliminated || v.First != 0 {
		t.Fatalf("Cat eliminated %v, first player %d", v.Seats[2].Eliminated, v.First)
	}
	c.refuse("adjust dead rasta")
	c.refuse("adjust alive geek bank")
	c.refuse("adjust alive rasta crossroads-9")
	c.do("adjust alive rasta bank")
	if v := c.g.View(rules.Chance).(View); v.Seats[2].Eliminated || v.Seats[2].Living != 1 {
		t.Fatalf("Cat is not back: %+v", v.Seats[2])
	}
	if where(&rulestest.Player{T: t, Game: c.g}, "rasta") != "bank" {
		t.Fatal("the Rasta is not at the Bank")
	}
	// Down to one character alive: that one cannot be made dead.
	for _, id := range []string{"rasta", "little-boy", "grandpa", "pregnant-woman"} {
		c.do("adjust dead " + id)
	}
	c.refuse("adjust dead geek")
	// The question asked stays answerable: Ann still moves her Geek.
	if !slices.ContainsFunc(c.g.Prompt().Choices, func(x rules.Choice) bool { return x.ID == "move geek" }) {
		t.Fatalf("the move question lost its answer: %v", c.g.Prompt())
	}
}

// Corrections by hand of the flags a character carries: hidden (Hideout),
// safe (the Little Boy's or Girl's power), its trait lifted (the Grandpa
// votes), on a temporary space (Back Door, Mama), and the Pregnant Woman's
// birth, which exhausts her for good. Each only on the characters it can
// be true of.
func TestTableCorrectsHiddenAndBirthFlags(t *testing.T) {
	c := correcting(t, coh.SideA)
	ch := func(id string) int { return c.state().charIndex(t, id) }
	c.do("adjust hidden geek")
	if !c.state().hidden.has(ch("geek")) {
		t.Fatal("the Geek is not hidden")
	}
	c.do("adjust not-hidden geek")
	c.do("adjust safe little-boy")
	c.refuse("adjust safe geek")
	c.do("adjust lifted grandpa")
	c.refuse("adjust lifted geek")
	if s := c.state(); !s.safe.has(ch("little-boy")) || s.hidden.has(ch("geek")) || s.charVotes(ch("grandpa")) != 1 {
		t.Fatalf("safe %v, hidden %v, the Grandpa's votes %d", s.safe.has(ch("little-boy")), s.hidden.has(ch("geek")), s.charVotes(ch("grandpa")))
	}
	c.do("adjust extra geek")
	if !c.state().extra.has(ch("geek")) {
		t.Fatal("the Geek is not on a temporary space")
	}
	c.do("adjust not-extra geek")
	c.refuse("adjust extra rasta-9")
	c.refuse("adjust born geek")
	if text := c.do("adjust born pregnant-woman"); !strings.Contains(text, "the Pregnant Woman has given birth") {
		t.Fatalf("logged %q", text)
	}
	if s := c.state(); !s.born.has(ch("pregnant-woman")) || !s.tired.has(ch("pregnant-woman")) || s.charVotes(ch("pregnant-woman")) != 2 {
		t.Fatalf("born %v, exhausted %v, votes %d", s.born.has(ch("pregnant-woman")), s.tired.has(ch("pregnant-woman")), s.charVotes(ch("pregnant-woman")))
	}
	c.refuse("adjust rested pregnant-woman") // she never rests again
	c.do("adjust not-born pregnant-woman")
	c.do("adjust rested pregnant-woman")
}
