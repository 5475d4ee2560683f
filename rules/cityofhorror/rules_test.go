package cityofhorror

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// Rule tests: each builds the table a rule needs (a state with no steps
// yet, characters and zombies put by hand), pushes the step under test and
// drives it through the contract.

var testContent = coh.Default()

// table is a state of n seats in the middle of hour 1 with nothing on the
// board yet.
func table(t *testing.T, n int) *game {
	t.Helper()
	return tableSide(t, n, coh.SideA)
}

func (g *game) locIndex(t *testing.T, id string) int {
	t.Helper()
	for i, l := range g.c.Locations {
		if l.ID == id {
			return i
		}
	}
	t.Fatalf("no location %s", id)
	return -1
}

func (g *game) charIndex(t *testing.T, id string) int {
	t.Helper()
	for i, c := range g.c.Characters {
		if c.ID == id {
			return i
		}
	}
	t.Fatalf("no character %s", id)
	return -1
}

// put gives character id to seat s and stands it at location loc.
func (g *game) put(t *testing.T, id string, s int, loc string) {
	t.Helper()
	ch := g.charIndex(t, id)
	g.owner[ch], g.at[ch] = int8(s), int8(g.locIndex(t, loc))
}

// zombiesAt sets the zombies at loc, from the reserve.
func (g *game) zombiesAt(t *testing.T, loc string, k int) {
	t.Helper()
	l := g.locIndex(t, loc)
	g.horde -= k - g.zombies[l]
	g.zombies[l] = k
}

// run starts state g with steps pushed (the last runs first).
func run(t *testing.T, g *game, steps ...engine.Step) *rulestest.Player {
	t.Helper()
	g.Push(steps...)
	game, err := start(g)
	if err != nil {
		t.Fatal(err)
	}
	p := &rulestest.Player{T: t, Game: game}
	onward(p)
	return p
}

// onward lets every open window go by, so a test of another rule reaches
// its own question.
func onward(p *rulestest.Player) {
	for p.Prompt().Seat == rules.Nobody && p.Can(goOn) {
		p.Do(goOn)
	}
}

// act gives each answer in turn, letting the windows between go by.
func act(p *rulestest.Player, ids ...string) {
	for _, id := range ids {
		onward(p)
		p.Do(id)
	}
	onward(p)
}

func state(p *rulestest.Player) *game { return p.Game.(engine.Game[*game]).State() }

func where(p *rulestest.Player, id string) string {
	for _, c := range p.Game.View(rules.Chance).(View).Characters {
		if c.ID == id {
			if c.Dead {
				return "dead"
			}
			return c.Location
		}
	}
	return ""
}

func zombies(p *rulestest.Player, loc string) int {
	for _, l := range p.Game.View(rules.Chance).(View).Locations {
		if l.ID == loc {
			return l.Zombies
		}
	}
	return -1
}

func TestSetupDealsByPlayerCount(t *testing.T) {
	def := Definition(testContent)
	for n := 3; n <= 6; n++ {
		g, err := def.Start(rules.Setup{Seats: seatNames(n)})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(n), 3))
		for !strings.Contains(g.Prompt().Text, "movement card for 1:00") {
			p := g.Prompt()
			if strings.HasPrefix(p.Text, "Deal ") && strings.Contains(p.Text, "character card") && p.Choices[0].Weight != 1 {
				t.Fatalf("a character card weighs %d", p.Choices[0].Weight)
			}
			id := rulestest.RandomAnswer(p, r).ID
			if p.Seat == rules.Nobody {
				id = goOn
			}
			if g, _, err = g.Apply(p.Seat, id); err != nil {
				t.Fatal(err)
			}
		}
		v := g.View(rules.Chance).(View)
		row := testContent.Players[n-3]
		for s, sv := range v.Seats {
			if sv.Living != row.Characters || sv.Hand != row.Actions {
				t.Fatalf("%d players: seat %d has %d characters and %d cards, want %d and %d", n, s, sv.Living, sv.Hand, row.Characters, row.Actions)
			}
		}
		if v.Deck != testContent.Box.ActionCards-n*row.Actions {
			t.Fatalf("%d players: deck %d", n, v.Deck)
		}
		if v.SetupCard == nil || v.First != 0 || v.Leader != 0 {
			t.Fatalf("%d players: 00:00 card %v, first %d, leader %d", n, v.SetupCard, v.First, v.Leader)
		}
		placed := v.Horde
		for _, l := range v.Locations {
			placed += l.Zombies
		}
		if v.Horde == testContent.Box.Zombies || placed != testContent.Box.Zombies {
			t.Fatalf("%d players: the 00:00 card placed no zombies (%d in the reserve)", n, v.Horde)
		}
	}
}

func TestSetupPlacementCounterClockwiseFromRightOfFirst(t *testing.T) {
	g, err := Definition(testContent).Start(rules.Setup{Seats: seatNames(4)})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 1))
	var order []rules.Seat
	for !strings.Contains(g.Prompt().Text, "movement card for 1:00") {
		p := g.Prompt()
		if strings.Contains(p.Text, "drawn card shows") && (len(order) == 0 || order[len(order)-1] != p.Seat) {
			order = append(order, p.Seat)
		}
		id := rulestest.RandomAnswer(p, r).ID
		if p.Seat == rules.Nobody {
			id = goOn
		}
		if g, _, err = g.Apply(p.Seat, id); err != nil {
			t.Fatal(err)
		}
	}
	want := []rules.Seat{3, 2, 1, 0}
	if len(order) != 4 || order[0] != want[0] || order[1] != want[1] || order[2] != want[2] || order[3] != want[3] {
		t.Fatalf("placement order %v, want %v", order, want)
	}
}

func TestZombieCapEightPerLocation(t *testing.T) {
	g := table(t, 3)
	g.hour = 2
	// 2-b: 2 zombies move bank -> crossroads, then 1 to the water tower,
	// 2 to the church and 1 to the crossroads.
	g.zombiesAt(t, "church", 7)
	g.zombiesAt(t, "crossroads", 7)
	g.zombiesAt(t, "bank", 3)
	horde := g.horde
	p := run(t, g, invasionStep())
	act(p, "invasion 2-b")
	if zombies(p, "church") != 8 || zombies(p, "crossroads") != 8 || zombies(p, "bank") != 2 || zombies(p, "water-tower") != 1 {
		t.Fatalf("church %d, crossroads %d, bank %d, water tower %d", zombies(p, "church"), zombies(p, "crossroads"), zombies(p, "bank"), zombies(p, "water-tower"))
	}
	// only the zombies that fitted left the reserve: 1 of 2 at the
	// church, 0 of 1 at the crossroads, 1 at the water tower
	if got := state(p).horde; got != horde-2 {
		t.Fatalf("reserve %d, want %d", got, horde-2)
	}
	if !p.Saw("stay in the reserve") || !p.Saw("stay put") {
		t.Fatal("the log does not say which zombies did not come")
	}
}

func TestAirdropsNeverOnTheWaterTowerOrCrossroads(t *testing.T) {
	g := table(t, 3)
	p := run(t, g, invasionStep())
	act(p, "invasion 1-d")
	v := p.Game.View(rules.Chance).(View)
	for _, l := range v.Locations {
		switch l.ID {
		case "bank", "church":
			if l.Cards != 1 {
				t.Fatalf("%s holds %d airdropped cards", l.ID, l.Cards)
			}
		case "armory":
			if l.Antidotes != 1 {
				t.Fatalf("armory holds %d antidotes", l.Antidotes)
			}
		case "water-tower", "crossroads":
			if l.Cards+l.Antidotes != 0 {
				t.Fatalf("airdrop at %s", l.ID)
			}
		}
	}
}

func TestFullLocationSendsCharacterToCrossroads(t *testing.T) {
	g := table(t, 3)
	// The Water Tower has 3 spaces on side a.
	g.put(t, "geek", 1, "water-tower")
	g.put(t, "rasta", 1, "water-tower")
	g.put(t, "punk", 2, "water-tower")
	g.put(t, "blonde", 0, "bank")
	g.put(t, "thief", 0, "crossroads")
	g.pick[0] = 0 // the water tower
	p := run(t, g, moveStep(0), moveStep(0))
	p.MustNot("move geek")
	act(p, "move blonde")
	if w := where(p, "blonde"); w != "crossroads" {
		t.Fatalf("the Blonde is at %s", w)
	}
	// a character at the Crossroads may try a full location and stay
	p.Must("move thief")
	act(p, "move thief")
	if w := where(p, "thief"); w != "crossroads" {
		t.Fatalf("the Thief is at %s", w)
	}
}

func TestMovementCardMustSendACharacterElsewhere(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "bank")
	g.put(t, "rasta", 0, "bank")
	g.put(t, "punk", 1, "church")
	g.put(t, "thief", 2, "church")
	p := run(t, g, engine.RoundStep(kPick, engine.AllSeats(3)))
	p.MustNot("card bank")
	p.Must("card church")
	act(p, "card church")
	// Seat 0's card is hidden from seat 1 and the public until the reveal.
	for _, viewer := range []rules.Seat{1, rules.Nobody} {
		if v := p.Game.View(viewer).(View); v.Seats[0].Pick != "" || !v.Seats[0].Picked {
			t.Fatalf("seat %d sees %+v", viewer, v.Seats[0])
		}
	}
	if v := p.Game.View(0).(View); v.Seats[0].Pick != "church" {
		t.Fatal("seat 0 does not see its own card")
	}
	p.MustNot("card church")
	act(p, "card bank", "card hospital")
	if v := p.Game.View(rules.Nobody).(View); !v.Revealed || v.Seats[0].Pick != "church" || v.Seats[2].Pick != "hospital" {
		t.Fatalf("after the reveal the public view shows %+v", v.Seats)
	}
}

func TestCrossroadsWheelPicksTheVictim(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "crossroads")
	g.put(t, "rasta", 2, "crossroads")
	g.put(t, "punk", 2, "crossroads")
	g.put(t, "thief", 1, "bank")
	g.zombiesAt(t, "crossroads", 1)
	g.leader = 1 // yellow: Bob has nobody there, so the leader turns on to Cat
	p := run(t, g, attackStep(g.cross))
	if p.Prompt().Seat != 2 {
		t.Fatalf("seat %d loses a character, want 2 (%q)", p.Prompt().Seat, p.Prompt().Text)
	}
	act(p, "lose punk")
	s := state(p)
	if where(p, "punk") != "dead" || s.leader != 0 || s.first != 2 {
		t.Fatalf("punk %s, leader %d (want 0), first %d (want 2)", where(p, "punk"), s.leader, s.first)
	}
	if s.vote.held {
		t.Fatal("the Crossroads held a vote")
	}
}

func TestVoteTieSplitByFirstPlayer(t *testing.T) {
	g := table(t, 4)
	g.put(t, "geek", 0, "church")
	g.put(t, "rasta", 1, "church")
	g.put(t, "punk", 2, "bank")
	g.put(t, "thief", 3, "bank")
	g.zombiesAt(t, "church", 2) // as many zombies as characters: they attack
	g.first = 2
	p := run(t, g, attackStep(g.locIndex(t, "church")))
	if p.Prompt().Seat != 0 || !p.Prompt().Secret {
		t.Fatalf("the vote asks seat %d (secret %v)", p.Prompt().Seat, p.Prompt().Secret)
	}
	p.MustNot("vote green") // Cat has nobody at the church
	act(p, "vote yellow")
	if v := p.Game.View(1).(View); v.Vote.Votes[0] != -1 {
		t.Fatal("seat 1 sees seat 0's vote before the reveal")
	}
	act(p, "vote red")
	if p.Prompt().Seat != 2 {
		t.Fatalf("seat %d splits the tie, want the first player, 2", p.Prompt().Seat)
	}
	act(p, "split red")
	if p.Prompt().Seat != 0 {
		t.Fatalf("seat %d loses a character, want 0", p.Prompt().Seat)
	}
	act(p, "lose geek")
	if where(p, "geek") != "dead" || zombies(p, "church") != 2 {
		t.Fatalf("geek %s, %d zombies", where(p, "geek"), zombies(p, "church"))
	}
	// Ann lost her last character: she is out, and the token goes on to Bob.
	if s := state(p); s.first != 1 {
		t.Fatalf("first player %d, want 1", s.first)
	}
}

func TestNoAttackBelowTheCondition(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "church")
	g.put(t, "rasta", 1, "church")
	g.zombiesAt(t, "church", 1)
	p := run(t, g, attackStep(g.locIndex(t, "church")))
	if over, _ := p.Over(); over || len(p.Prompt().Choices) != 0 || where(p, "geek") != "church" {
		t.Fatalf("zombies attacked: %q", p.Prompt().Text)
	}
}

func TestSharingOneItemPerPlayer(t *testing.T) {
	g := table(t, 3)
	g.table = true // the cards lying there stay unseen
	h := g.locIndex(t, "hospital")
	g.put(t, "geek", 0, "hospital")
	g.put(t, "rasta", 1, "hospital")
	g.put(t, "punk", 1, "hospital")
	g.put(t, "thief", 2, "bank")
	g.dropAnti[h], g.dropCards[h] = 3, 1
	g.reserve -= 3
	g.deck--
	p := run(t, g, shareCheckStep(h))
	act(p, "vote red", "vote red")
	if p.Prompt().Seat != 0 {
		t.Fatalf("seat %d shares, want 0", p.Prompt().Seat)
	}
	act(p, "antidote red")
	p.MustNot("antidote red")
	p.MustNot("card red")
	act(p, "card green") // a player who is not there may be given an item
	act(p, "antidote yellow")
	s := state(p)
	if s.dropAnti[h] != 1 || s.dropCards[h] != 0 || s.antidotes[0] != 1 || s.antidotes[1] != 1 || s.handSize(2) != 1 {
		t.Fatalf("left %d antidotes and %d cards; antidotes %v, hands %v", s.dropAnti[h], s.dropCards[h], s.antidotes, s.unseen)
	}
	if len(p.Prompt().Choices) != 0 {
		t.Fatalf("sharing goes on: %q", p.Prompt().Text)
	}
}

func TestHelicopterNeedsAnAntidoteEach(t *testing.T) {
	g := table(t, 3)
	g.hour = 4
	g.put(t, "geek", 0, "bank")
	g.put(t, "rasta", 0, "bank")
	g.put(t, "blonde", 0, "church")
	g.antidotes[0] = 2
	g.put(t, "punk", 1, "bank")
	g.put(t, "thief", 1, "bank")
	g.put(t, "granny", 2, "hospital")
	g.antidotes[2] = 3
	g.reserve -= 5
	p := run(t, g, roundStep())
	if p.Prompt().Seat != 0 || !p.Can("lose blonde") {
		t.Fatalf("seat %d asked %q", p.Prompt().Seat, p.Prompt().Text)
	}
	act(p, "lose rasta")
	over, res := p.Over()
	if !over {
		t.Fatalf("not over: %q", p.Prompt().Text)
	}
	if where(p, "rasta") != "dead" || where(p, "punk") != "dead" || where(p, "thief") != "dead" || where(p, "geek") != "bank" {
		t.Fatal("the wrong characters died")
	}
	s := state(p)
	// Ann: Geek 4 + Blonde 5; Bob: nobody; Cat: Granny 5 + 2 antidotes.
	if s.scores != [maxSeats]int{9, 0, 7} || len(res.Winners) != 1 || res.Winners[0] != 0 {
		t.Fatalf("scores %v, result %+v", s.scores, res)
	}
}

func TestScoringTiebreaks(t *testing.T) {
	// Equal points: the most living characters wins.
	g := table(t, 3)
	g.hour = 4
	g.put(t, "blonde", 0, "bank") // 5 + 1 antidote left = 6
	g.antidotes[0] = 2
	g.put(t, "businessman", 1, "bank") // 3 + 3 = 6, two characters
	g.put(t, "businesswoman", 1, "church")
	g.antidotes[1] = 2
	g.antidotes[2] = 5 // Cat has no character: she scores nothing
	g.reserve -= 9
	p := run(t, g, roundStep())
	over, res := p.Over()
	if !over || res.Reason != "score" || len(res.Winners) != 1 || res.Winners[0] != 1 {
		t.Fatalf("result %+v, scores %v", res, state(p).scores)
	}
	if state(p).scores[2] != 0 {
		t.Fatal("a player with no living character scored")
	}

	// Equal points and characters: a shared win.
	g = table(t, 3)
	g.hour = 4
	g.put(t, "geek", 0, "bank")
	g.put(t, "rasta", 1, "church")
	g.put(t, "student", 2, "church")
	g.antidotes = [maxSeats]int{1, 1, 1}
	g.reserve -= 3
	p = run(t, g, roundStep())
	over, res = p.Over()
	if !over || res.Reason != "shared" || len(res.Winners) != 2 || res.Winners[0] != 0 || res.Winners[1] != 1 {
		t.Fatalf("result %+v", res)
	}
}

func TestDefinition(t *testing.T) {
	def := Definition(testContent)
	if def.Name != "cityofhorror" || def.Title != "City of Horror" || def.MinSeats != 3 || def.MaxSeats != 6 || def.Reminder != coh.Reminder || def.Reminder == "" {
		t.Fatalf("definition %+v", def)
	}
	if _, err := def.Start(rules.Setup{Seats: seatNames(2)}); err == nil {
		t.Fatal("two players started a game")
	}
}

func TestDraftKeepsOneCardAndPassesTheRestLeft(t *testing.T) {
	g, err := newState(testContent, rules.Setup{Seats: seatNames(3), Options: map[string]string{"actions": drafted}})
	if err != nil {
		t.Fatal(err)
	}
	title := func(id string) int { return cardIdx(t, id) }
	// Each packet is 7 cards; give the draft known packets.
	packets := [][]string{
		{"gun", "shotgun", "alarm", "hideout", "kitten", "flashlight", "chainsaw"},
		{"pickpocket", "gun", "shotgun", "alarm", "hideout", "kitten", "flashlight"},
		{"canned-food", "pickpocket", "gun", "shotgun", "alarm", "hideout", "kitten"},
	}
	for s, p := range packets {
		for _, id := range p {
			g.known[handPile(s)][title(id)]++
			g.deck--
		}
	}
	p := run(t, g, engine.RoundStep(kDraft, engine.AllSeats(3)))
	if !p.Prompt().Secret || p.Prompt().Seat != 0 || !p.Can("keep chainsaw") || p.Can("keep pickpocket") {
		t.Fatalf("seat %d asked %q: %v", p.Prompt().Seat, p.Prompt().Text, p.IDs())
	}
	act(p, "keep chainsaw", "keep pickpocket", "keep canned-food")
	s := state(p)
	// Ann now holds Cat's packet less the Canned Food; Bob Ann's less the
	// Chainsaw.
	if s.known[keptPile(0)][title("chainsaw")] != 1 || s.known[handPile(0)][title("canned-food")] != 0 ||
		s.known[handPile(0)][title("kitten")] != 1 || s.known[handPile(1)][title("chainsaw")] != 0 || s.known[handPile(1)][title("gun")] != 1 {
		t.Fatalf("after one turn: kept %v, packets %v", s.known[keptPile(0)], s.known[handPile(0)])
	}
	if p.Prompt().Seat != 0 || !p.Can("keep kitten") || p.Can("keep canned-food") {
		t.Fatalf("second turn: seat %d, %v", p.Prompt().Seat, p.IDs())
	}
	for range 5 * 3 { // five more turns of three picks
		p.Do(p.IDs()[0])
	}
	s = state(p)
	for seat := range 3 {
		if s.handSize(seat) != 7 || s.keptSize(seat) != 0 {
			t.Fatalf("seat %d holds %d cards, %d still kept apart", seat, s.handSize(seat), s.keptSize(seat))
		}
	}
	if s.known[handPile(0)][title("chainsaw")] != 1 || s.known[handPile(1)][title("pickpocket")] < 1 {
		t.Fatal("a card kept in the draft is not in its keeper's hand")
	}
}

func TestTradesAreGiftsOfCardsAndAntidotes(t *testing.T) {
	g := table(t, 3)
	g.put(t, "geek", 0, "bank")
	g.put(t, "rasta", 1, "church")
	g.put(t, "thief", 2, "church")
	g.tired.set(g.charIndex(t, "geek"), true)
	g.tired.set(g.charIndex(t, "rasta"), true)
	g.tired.set(g.charIndex(t, "thief"), true)
	g.antidotes[0] = 1
	g.reserve--
	gun := cardIdx(t, "gun")
	g.giveCards(t, 1, "gun")
	p := beginAt(t, g, windowStep(wStart, 0))
	// Ann and Bob may give; Cat has nothing to give.
	p.Do("act") // someone plays: who?
	p.Must("act red")
	p.MustNot("act green")
	p.Do("act yellow", "give", "card gun", "to red")
	s := state(p)
	if s.known[handPile(0)][gun] != 1 || s.known[handPile(1)][gun] != 0 {
		t.Fatal("the Gun did not change hands")
	}
	if !p.Saw("Bob gives an action card to Ann.") {
		t.Fatal("the gift was not logged, or named its card")
	}
	p.Do("act", "act red", "give", "antidote", "to green")
	if s := state(p); s.antidotes[0] != 0 || s.antidotes[2] != 1 {
		t.Fatalf("antidotes %v", s.antidotes)
	}
}

func TestTableCorrectionsByHand(t *testing.T) {
	g := table(t, 3)
	g.table = true
	g.put(t, "geek", 0, "bank")
	g.put(t, "rasta", 1, "church")
	g.put(t, "thief", 2, "church")
	g.zombiesAt(t, "bank", 2)
	g.pick[0] = 3 // Ann sends a character to the Church
	p := run(t, g, moveStep(0))
	adj := p.Game.(rules.Adjuster)
	horde := state(p).horde
	for _, id := range []string{"adjust zombies bank 5", "adjust move rasta hospital", "adjust antidotes yellow 2", "adjust exhausted geek", "adjust leader green", "adjust first yellow"} {
		next, ev, err := adj.Adjust(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if len(ev) != 1 || !strings.HasPrefix(ev[0].Text, "Adjusted: ") {
			t.Fatalf("%s logged %v", id, ev)
		}
		adj = next.(rules.Adjuster)
	}
	s := adj.(engine.Game[*game]).State()
	if s.zombies[s.locIndex(t, "bank")] != 5 || s.horde != horde-3 || s.at[s.charIndex(t, "rasta")] != int8(s.locIndex(t, "hospital")) ||
		s.antidotes[1] != 2 || !s.tired.has(s.charIndex(t, "geek")) || s.leader != 2 || s.first != 1 {
		t.Fatalf("the corrections did not all hold: %+v", s.zombies)
	}
	if _, _, err := adj.Adjust("adjust zombies bank 99"); err == nil {
		t.Fatal("more zombies than the cap were set")
	}
	// The question asked stays answerable: Ann still moves her Geek.
	if !slices.ContainsFunc(adj.(rules.Game).Prompt().Choices, func(c rules.Choice) bool { return c.ID == "move geek" }) {
		t.Fatalf("the move question lost its answer: %v", adj.(rules.Game).Prompt())
	}
}

func TestEveryEffectHasAPhrase(t *testing.T) {
	for _, c := range testContent.Actions {
		if phrase(c.Effect) == "no effect" {
			t.Errorf("%s: %q has no phrase", c.ID, c.Effect.Kind)
		}
	}
	for _, c := range testContent.Characters {
		if phrase(c.Power) == "no effect" {
			t.Errorf("%s: %q has no phrase", c.ID, c.Power.Kind)
		}
	}
	for _, l := range testContent.Locations {
		for _, side := range []coh.Side{l.A, l.B} {
			if k := side.Effect.Kind; k != coh.EffNone && k != coh.EffChooseLast && phrase(side.Effect) == "no effect" {
				t.Errorf("%s: %q has no phrase", l.ID, k)
			}
		}
	}
}

func TestBlondeMayBeExhaustedAfterTheMovesBeforeHerPull(t *testing.T) {
	g := table(t, 3)
	g.put(t, "blonde", 0, "church")
	g.put(t, "geek", 1, "bank")
	g.put(t, "thief", 2, "bank")
	p := beginAt(t, g, blondeStep(), windowStep(wBlonde, 0))
	if !strings.Contains(p.Prompt().Text, "before the Blonde draws a zombie") {
		t.Fatalf("no window before the Blonde's pull: %q", p.Prompt().Text)
	}
	p.Do("act", "act red", "power blonde") // the window closes: no Blonde draws now
	if zombies(p, "church") != 0 || len(p.Prompt().Choices) != 0 {
		t.Fatalf("the exhausted Blonde drew a zombie: %d at the church", zombies(p, "church"))
	}
}

func TestMovementCardsPickedByWhoeverLivesAfterTheWindow(t *testing.T) {
	g := table(t, 3)
	g.hour = 0
	g.put(t, "teen", 0, "water-tower") // Ann's only character
	g.put(t, "geek", 1, "bank")
	g.put(t, "thief", 2, "church")
	g.markers[g.locIndex(t, "water-tower")] = 2
	g.markers[g.locIndex(t, "armory")] = 3 // full: the marker must go to the tower
	g.zombiesAt(t, "bank", 2)
	g.giveCards(t, 0, "molotov-cocktail")
	p := beginAt(t, g, roundStep())
	for strings.Contains(p.Prompt().Text, "invasion card") || p.Prompt().IsChance() {
		p.Do(p.IDs()[0]) // the peek at the coming card
	}
	// Ann blows up the tower under her own Teen before the movement cards.
	p.Do("act", "act red", "play molotov-cocktail", "at bank")
	if where(p, "teen") != "dead" {
		t.Fatalf("the Teen is at %s", where(p, "teen"))
	}
	onward(p)
	// Bob and Cat still pick, in secret; Ann, out of the game, does not.
	for _, s := range []rules.Seat{1, 2} {
		if pr := p.Prompt(); pr.Seat != s || !pr.Secret || !strings.Contains(pr.Text, "movement card") {
			t.Fatalf("seat %d is asked %q, want seat %d's movement card", pr.Seat, pr.Text, s)
		}
		p.Do(p.IDs()[0])
	}
	if !state(p).revealed {
		t.Fatal("the movement cards were never shown")
	}
}
