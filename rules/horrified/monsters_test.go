package horrified

import (
	"slices"
	"strings"
	"testing"

	bh "github.com/hauntgames/haunt/boards/horrified"
)

// Each monster's task, defeat and power, as its mat describes them.

func TestDraculaSmashTheCoffins(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	findHero(c, "inspector").Actions = 10
	p := start(t, c, "dracula", "inspector")
	p.Do("item rapier", "item dart")
	p.walk("fountain", "theatre")
	p.Do("pickup", "take rapier-1")
	p.walk("fountain", "inn")
	p.Do("pickup", "take dart-1", "special crypt")
	left := p.hero("inspector").ActionsLeft
	p.Do("advance dracula", "use rapier-1")
	p.MustNot("done") // 5 of 6
	p.Do("cancel")
	if h := p.hero("inspector"); h.ActionsLeft != left || len(h.Items) != 2 {
		t.Fatalf("cancel cost something: %+v", h)
	}
	p.Do("advance dracula", "use rapier-1", "use dart-1", "done")
	m := p.monster("dracula")
	if m.Progress != 1 || m.Goal != 4 || m.Task != "1 of 4 coffins smashed" || m.TaskDone {
		t.Fatalf("dracula %+v", m)
	}
	if slices.Contains(p.view().Coffins, "crypt") || len(p.view().Coffins) != 3 {
		t.Fatalf("coffins %v", p.view().Coffins)
	}
	if h := p.hero("inspector"); h.ActionsLeft != left-1 || len(h.Items) != 0 || p.view().Discard != 2 {
		t.Fatalf("hero %+v discard %d", h, p.view().Discard)
	}
	p.MustNot("advance dracula") // this coffin is smashed
}

func TestScientistItemsCountOneStronger(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	findMonster(c, "dracula").Coffins = []string{"institute"}
	findItem(c, "dart").Space = "institute"
	findItem(c, "fire_poker").Space = "institute"
	p := start(t, c, "dracula", "scientist")
	p.Do("item dart", "item fire_poker")
	p.Do("pickup", "take all")
	// 2 + 3 is only 5, but each is 1 stronger in the Scientist's hands
	p.Do("advance dracula", "use dart-1", "use fire_poker-1", "done")
	if p.monster("dracula").Progress != 1 {
		t.Fatal("coffin not smashed")
	}
}

func TestDraculaDarkCharm(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "abbey", 1, 1, "dracula")}
	p := start(t, c, "dracula", "mayor,inspector")
	p.Do("end", "card strike", "die power")
	// Dracula went to Lucy at the Abbey; the current player's hero joins him
	p.wantSpace("mayor", p.hero("mayor").Space, "abbey")
	p.wantSpace("inspector", p.hero("inspector").Space, "precinct")
	if _, on := p.villager("lucy"); !on {
		t.Fatal("a power face hit Lucy")
	}
}

func TestFrenzyPassesWhenFrenziedMonsterDefeated(t *testing.T) {
	p := inspectorAtDraculaWithHisItems(t, "dracula,creature")
	p.Do("use garlic-1", "done")
	if over, _ := p.Over(); over {
		t.Fatal("the Creature is still in the game")
	}
	if p.view().Frenzied != "creature" || !p.monster("dracula").Defeated {
		t.Fatalf("frenzied %q", p.view().Frenzied)
	}
	p.MustNot("special crypt") // Dracula is gone from the board
}

func TestInvisibleManSupplyEvidence(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	findHero(c, "inspector").Actions = 10
	p := start(t, c, "invisible_man", "inspector")
	p.Do("item pistol", "item dart", "item dart")
	p.Do("pickup", "take pistol-1")
	p.walk("fountain", "inn")
	p.Do("pickup", "take all")
	p.walk("fountain", "precinct")
	p.Do("advance invisible_man")
	// the pistol's printed space (the Precinct) has no evidence spot
	if !slices.Equal(p.IDs(), []string{"use dart-1", "use dart-2", "cancel"}) {
		t.Fatalf("evidence choices %v", p.IDs())
	}
	p.Do("use dart-2")
	m := p.monster("invisible_man")
	if got := itemIDs(m.Items); !slices.Equal(got, []string{"dart-2"}) || m.Progress != 1 || m.Goal != 5 {
		t.Fatalf("mat %v progress %d/%d", got, m.Progress, m.Goal)
	}
	// the Inn spot is filled: the other dart cannot go there
	p.MustNot("advance invisible_man")
}

func TestInvisibleManTrapHim(t *testing.T) {
	c := quiet()
	c.Setup.Items = 4
	findMonster(c, "invisible_man").Evidence = []string{"inn"}
	findHero(c, "inspector").Actions = 20
	p := start(t, c, "invisible_man", "inspector")
	p.Do("item pistol", "item dart", "item dart", "item rapier")
	p.Do("pickup", "take pistol-1")
	p.walk("fountain", "inn")
	p.Do("pickup", "take all")
	p.MustNot("defeat invisible_man") // no evidence yet
	p.walk("fountain", "theatre")
	p.Do("pickup", "take rapier-1")
	p.walk("fountain", "precinct")
	p.Do("advance invisible_man", "use dart-1")
	if !p.monster("invisible_man").TaskDone {
		t.Fatal("task not done")
	}
	p.MustNot("defeat invisible_man") // not on his space
	p.walk("fountain", "inn")
	p.Do("defeat invisible_man", "use pistol-1", "use dart-2")
	p.MustNot("done") // 8 of 9
	p.Do("use rapier-1", "done")
	if over, r := p.Over(); !over || r.Outcome != "win" {
		t.Fatalf("over %v %+v", over, r)
	}
	// the evidence on his mat went to the discard pile with the spent items
	if v := p.view(); v.Discard != 4 {
		t.Fatalf("discard %d", v.Discard)
	}
}

func TestInvisibleManStalkUnseenAfterHits(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "maria", "precinct", 1, 2, "invisible_man"), calm("calm", "lucy", "barn")}
	p := start(t, c, "invisible_man", "inspector,mayor")
	p.walk("fountain", "inn")
	p.Do("end", "card strike", "die power", "die hit")
	p.wantSpace("invisible man", p.monster("invisible_man").Space, "precinct")
	var order []string
	for _, e := range p.Events {
		if e.Kind == "defeated" || (e.Kind == "move" && strings.Contains(e.Text, "Invisible Man moves")) {
			order = append(order, e.Kind)
		}
	}
	if !slices.Equal(order, []string{"defeated", "move"}) {
		t.Fatalf("the stalk should come after the hit: %v", p.events())
	}
	// he does not attack Maria now
	if _, on := p.villager("maria"); !on || p.Prompt().IsChance() {
		t.Fatal("Maria attacked")
	}
}

func TestCreatureFindTheHiddenLairAndDriveHimAway(t *testing.T) {
	c := quiet()
	c.Setup.Items = 5
	findMonster(c, "creature").BoatTrack = []string{"red", "yellow", "blue"}
	findItem(c, "knife").Space = "camp"
	findItem(c, "analysis").Space = "camp"
	findHero(c, "explorer").Actions = 10
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "barn", 2, 1, "creature"), calm("calm", "maria", "barn")}
	p := start(t, c, "creature", "explorer")
	p.Do("item tarot_deck", "item wolfsbane", "item fossil", "item knife", "item analysis")
	p.Do("pickup", "take all")
	p.Do("advance creature")
	if len(p.IDs()) != 6 { // five items, each with a mark ahead, and cancel
		t.Fatalf("choices %v", p.IDs())
	}
	p.Do("use tarot_deck-1")
	if m := p.monster("creature"); m.Progress != 2 {
		t.Fatalf("boat %d", m.Progress)
	}
	p.Do("advance creature")
	// no red or yellow mark is left ahead: only blue reaches the lair
	if !slices.Equal(p.IDs(), []string{"use analysis-1", "use fossil-1", "cancel"}) {
		t.Fatalf("choices %v", p.IDs())
	}
	p.Do("use fossil-1")
	if m := p.monster("creature"); !m.TaskDone || m.Task != "the boat is at the lair" {
		t.Fatalf("creature %+v", m)
	}
	p.Do("end", "card strike", "die blank")
	p.wantSpace("creature", p.monster("creature").Space, "camp")
	p.Do("defeat creature", "use knife-1", "use wolfsbane-1")
	p.MustNot("done")
	p.MustNot("use knife-1")
	p.Do("use analysis-1", "done")
	if over, r := p.Over(); !over || r.Outcome != "win" {
		t.Fatalf("over %v %+v", over, r)
	}
}

func TestCreatureRockTheBoat(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "barn", 2, 1, "creature"), card("again", "maria", "barn", 2, 2, "creature")}
	p := start(t, c, "creature", "explorer")
	p.Do("item fossil", "pickup", "take fossil-1", "advance creature", "use fossil-1")
	if p.monster("creature").Progress != 3 {
		t.Fatalf("boat %d", p.monster("creature").Progress)
	}
	p.Do("end", "card strike", "die power")
	if p.monster("creature").Progress != 2 {
		t.Fatalf("boat %d after one power", p.monster("creature").Progress)
	}
	p.Do("end", "card again", "die power", "die power")
	if p.monster("creature").Progress != 0 {
		t.Fatalf("boat %d after two more", p.monster("creature").Progress)
	}
}

func TestWolfManDiscoverTheCureAndCureHim(t *testing.T) {
	c := quiet()
	c.Setup.Items = 5
	findMonster(c, "wolf_man").CureSlots = []int{1, 2}
	findHero(c, "scientist").Actions = 20
	p := start(t, c, "wolf_man", "scientist")
	p.Do("item anatomy_text", "item analysis", "item analysis", "item speargun", "item speargun")
	p.Do("pickup", "take all", "move laboratory", "advance wolf_man")
	if !slices.Equal(p.IDs(), []string{"use anatomy_text-1", "use analysis-1", "use analysis-2", "cancel"}) {
		t.Fatalf("cure choices %v", p.IDs())
	}
	p.Do("use analysis-1", "advance wolf_man")
	// the strength-2 slot is full: only the strength-1 item fits now
	if !slices.Equal(p.IDs(), []string{"use anatomy_text-1", "cancel"}) {
		t.Fatalf("cure choices %v", p.IDs())
	}
	p.Do("use anatomy_text-1")
	if toks := p.hero("scientist").Tokens; !slices.Equal(toks, []string{"Cure"}) {
		t.Fatalf("tokens %v", toks)
	}
	if m := p.monster("wolf_man"); !m.TaskDone || len(m.Items) != 2 {
		t.Fatalf("wolf man %+v", m)
	}
	p.MustNot("advance wolf_man")
	p.walk("shop", "lamp", "mansion")
	p.Do("defeat wolf_man", "use speargun-1")
	p.MustNot("done") // 4+1 of 6
	p.Do("use speargun-2", "done")
	if over, r := p.Over(); !over || r.Outcome != "win" {
		t.Fatalf("over %v %+v", over, r)
	}
	if len(p.hero("scientist").Tokens) != 0 {
		t.Fatal("the Cure was not spent")
	}
}

func TestCureSharedButNeverDiscarded(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	findMonster(c, "wolf_man").CureSlots = []int{1}
	findHero(c, "professor").Actions = 10
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "barn", 1, 1, "wolf_man"), calm("calm", "maria", "barn")}
	p := start(t, c, "wolf_man", "scientist,professor")
	p.Do("item anatomy_text", "pickup", "take anatomy_text-1", "move laboratory", "advance wolf_man", "use anatomy_text-1")
	p.Do("move shop", "end", "card calm")
	// the Professor comes to the Shop and takes the Cure
	p.walk("church", "lamp", "shop")
	p.Do("share")
	if !slices.Equal(p.IDs(), []string{"give cure professor", "done"}) {
		t.Fatalf("share %v", p.IDs())
	}
	p.Do("give cure professor", "done")
	if toks := p.hero("professor").Tokens; !slices.Equal(toks, []string{"Cure"}) {
		t.Fatalf("tokens %v", toks)
	}
	p.walk("lamp", "mansion")
	p.Do("end", "card strike", "die hit")
	// only the Cure in hand: it cannot be discarded, so the Professor falls
	if p.hero("professor").Space != "" || p.view().Terror != 1 {
		t.Fatalf("professor %+v", p.hero("professor"))
	}
}

func TestWolfManViciousBite(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "elizabeth", "mansion", 1, 1, "wolf_man"), calm("calm", "maria", "barn")}
	p := start(t, c, "wolf_man", "mayor,scientist")
	p.walk("fountain", "bridge_w", "mansion")
	p.Do("end", "card strike", "die power")
	// the Mayor is the target; the bite hits him and Elizabeth too
	if _, on := p.villager("elizabeth"); on {
		t.Fatal("Elizabeth survived the bite")
	}
	if p.hero("mayor").Space != "" || p.view().Terror != 2 {
		t.Fatalf("mayor at %q terror %d", p.hero("mayor").Space, p.view().Terror)
	}
}

// solvedScarabs answers the scarab shuffle so that two scarabs are swapped:
// spots hold 2,1,3,4,5,6 with the centre empty.
func nearlySolved(c *bh.Content) {
	findMonster(c, "mummy").ScarabStart = []int{1, 2, 3, 4, 5, 6, 0}
}

func TestMummyBreakTheCurseAndEntombHim(t *testing.T) {
	c := quiet()
	c.Setup.Items = 3
	nearlySolved(c)
	findItem(c, "pistol").Space = "museum"
	findItem(c, "rifle").Space = "museum"
	findHero(c, "professor").Actions = 10
	p := start(t, c, "mummy", "professor")
	p.Do("scarab 4", "scarab 5", "scarab 2", "scarab 1")
	if got := p.monster("mummy").Scarabs; !slices.Equal(got, []int{2, 1, 3, 4, 5, 6, 0}) {
		t.Fatalf("scarabs %v", got)
	}
	p.Do("item tablet", "item pistol", "item rifle")
	p.walk("church", "lamp", "museum")
	p.Do("pickup", "take all")
	p.MustNot("defeat mummy")
	p.Do("advance mummy", "use tablet-1")
	// every scarab on the ring touches the empty centre
	if len(p.IDs()) != 7 || !p.Can("slide 1") || !p.Can("done") {
		t.Fatalf("scarab moves %v", p.IDs())
	}
	p.Do("slide 1")
	if !slices.Equal(p.IDs(), []string{"slide 2", "slide 3", "slide 1", "done"}) {
		t.Fatalf("after one slide %v", p.IDs())
	}
	p.Do("slide 2", "slide 1")
	m := p.monster("mummy")
	if !slices.Equal(m.Scarabs, []int{1, 2, 3, 4, 5, 6, 0}) || !m.TaskDone {
		t.Fatalf("mummy %+v", m)
	}
	p.Do("defeat mummy", "use pistol-1")
	p.MustNot("done")
	p.Do("use rifle-1", "done")
	if over, r := p.Over(); !over || r.Outcome != "win" {
		t.Fatalf("over %v %+v", over, r)
	}
}

func TestMummyFortifyTheCurse(t *testing.T) {
	c := quiet()
	c.Setup.Items = 1
	nearlySolved(c)
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "museum", 1, 2, "mummy"), calm("calm", "maria", "barn")}
	findHero(c, "professor").Actions = 10
	p := start(t, c, "mummy", "professor")
	p.Do("scarab 4", "scarab 5", "scarab 1", "scarab 2")
	p.Do("item tablet")
	p.Do("end", "card strike", "die power", "die power")
	// Lucy is attacked at the Museum; scarabs 1 and 2 turn face down
	if got := p.monster("mummy").Scarabs; !slices.Equal(got, []int{-1, -2, 3, 4, 5, 6, 0}) {
		t.Fatalf("scarabs %v", got)
	}
	if p.monster("mummy").TaskDone {
		t.Fatal("face-down scarabs count as done")
	}
	p.walk("church", "lamp", "museum")
	p.Do("pickup", "take tablet-1", "advance mummy", "use tablet-1")
	// face-down scarabs cannot slide; turning one up is a move
	if !slices.Equal(p.IDs(), []string{"flip 1", "flip 2", "slide 3", "slide 4", "slide 5", "slide 6", "done"}) {
		t.Fatalf("moves %v", p.IDs())
	}
	p.Do("flip 2", "flip 1")
	if !p.monster("mummy").TaskDone {
		t.Fatalf("scarabs %v", p.monster("mummy").Scarabs)
	}
}

func TestTeachTheMonstersHumanity(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	findHero(c, "explorer").Actions = 10
	p := start(t, c, "frankenstein", "explorer")
	p.Do("item tarot_deck", "item fossil", "pickup", "take all", "special graveyard")
	p.MustNot("advance bride")
	p.Do("advance frankenstein")
	// Frankenstein learns from yellow items only
	if !slices.Equal(p.IDs(), []string{"use tarot_deck-1", "cancel"}) {
		t.Fatalf("choices %v", p.IDs())
	}
	p.Do("use tarot_deck-1")
	if m := p.monster("frankenstein"); m.Progress != 3 || m.Goal != 11 {
		t.Fatalf("humanity %d/%d", m.Progress, m.Goal)
	}
	p.Do("step church", "step lamp", "done")
	p.wantSpace("frankenstein", p.monster("frankenstein").Space, "lamp")
	if p.Prompt().Seat != 0 || !p.Can("end") {
		t.Fatalf("back to the hero phase? %v", p.IDs())
	}
}

func TestFrankensteinAndBrideDefeatedWhenTheyMeetHuman(t *testing.T) {
	c := quiet()
	c.Setup.Items = 2
	fb := findMonster(c, "frankenstein")
	fb.HumanityMax, fb.BrideHumanityMax, fb.BrideStart = 3, 1, "church"
	findHero(c, "explorer").Actions = 10
	p := start(t, c, "frankenstein", "explorer")
	p.Do("item tarot_deck", "item fossil", "pickup", "take all", "special church")
	p.Do("advance bride", "use fossil-1", "done")
	if m := p.monster("bride"); m.Progress != 1 || m.Goal != 1 || m.TaskDone {
		t.Fatalf("bride %+v", m)
	}
	p.Do("special graveyard", "advance frankenstein", "use tarot_deck-1")
	if !p.monster("frankenstein").TaskDone {
		t.Fatal("both dials are full")
	}
	p.MustNot("defeat frankenstein")
	p.Do("step church")
	if over, r := p.Over(); !over || r.Outcome != "win" {
		t.Fatalf("over %v %+v", over, r)
	}
}

func TestFrankensteinAndBrideMeetTooEarly(t *testing.T) {
	c := quiet()
	meeting := c.MonsterCards[17]
	if meeting.ID != "the_meeting" {
		t.Fatal(meeting.ID)
	}
	meeting.Items, meeting.Strikes = 0, nil
	c.MonsterCards = []bh.MonsterCard{meeting}
	findMonster(c, "frankenstein").BrideStart = "lamp"
	p := start(t, c, "frankenstein", "mayor,scientist")
	p.Do("end", "card the_meeting")
	if p.view().Terror != 1 {
		t.Fatalf("terror %d", p.view().Terror)
	}
	p.wantSpace("frankenstein", p.monster("frankenstein").Space, "graveyard")
	p.wantSpace("bride", p.monster("bride").Space, "lamp")
	if !p.Saw("meet too early") {
		t.Fatalf("events %v", p.events())
	}
}

func TestHereComesTheBrideAfterHits(t *testing.T) {
	c := quiet()
	c.MonsterCards = []bh.MonsterCard{card("strike", "maria", "dungeon", 1, 2, "bride")}
	p := start(t, c, "frankenstein", "mayor")
	p.Do("end", "card strike", "die power", "die hit")
	if _, on := p.villager("maria"); on {
		t.Fatal("Maria survived")
	}
	p.wantSpace("bride", p.monster("bride").Space, "tower")
	var kinds []string
	for _, e := range p.Events {
		if e.Kind == "killed" || e.Kind == "power" {
			kinds = append(kinds, e.Kind)
		}
	}
	if !slices.Equal(kinds, []string{"killed", "power"}) {
		t.Fatalf("order %v", kinds)
	}
}

func TestFrankensteinMeetsTheBrideOnTheWay(t *testing.T) {
	c := quiet()
	findMonster(c, "frankenstein").BrideStart = "church"
	c.MonsterCards = []bh.MonsterCard{card("strike", "lucy", "lamp", 2, 1, "frankenstein"), calm("calm", "maria", "barn")}
	p := start(t, c, "frankenstein", "mayor,scientist")
	p.Do("end", "card strike")
	// walking from the Graveyard toward Lucy at the Lamp, he steps onto the
	// Bride at the Church: they meet too early and go back to their starts
	if p.view().Terror != 1 || p.Prompt().IsChance() {
		t.Fatalf("terror %d prompt %v", p.view().Terror, p.IDs())
	}
	p.wantSpace("frankenstein", p.monster("frankenstein").Space, "graveyard")
	p.wantSpace("bride", p.monster("bride").Space, "church")
}

// inspectorAtDraculaWithHisItems plays the Inspector (12 actions, one coffin
// at the Crypt) through gathering a Pistol, Garlic and a Charm, smashing the
// coffin and starting the defeat with the Charm: the way to Dracula's defeat
// the tests of winning and of frenzy passing share.
func inspectorAtDraculaWithHisItems(t *testing.T, monsters string) *play {
	t.Helper()
	c := quiet()
	c.Setup.Items = 3
	findMonster(c, "dracula").Coffins = []string{"crypt"}
	findHero(c, "inspector").Actions = 12
	p := start(t, c, monsters, "inspector")
	p.Do("item pistol", "item charm", "item garlic")
	p.Do("pickup", "take pistol-1")
	p.walk("fountain", "inn")
	p.Do("pickup", "take garlic-1")
	p.walk("fountain", "bridge_w", "camp")
	p.Do("pickup", "take charm-1", "special crypt")
	p.Do("advance dracula", "use pistol-1", "done")
	p.Do("defeat dracula", "use charm-1")
	return p
}
