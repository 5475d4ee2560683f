package horrified

import (
	"math/bits"
	"strconv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/grammar"
)

// The game runs on the shared step engine (rules/engine): the work still to
// do is a stack of steps, each kind of step one rule (steps.go lists them).
// Every state is a value: Apply answers on a clone.

// Phases.
const (
	phSetup = iota
	phHero
	phMonster
	phFinal
)

// Game end.
const (
	goOn = iota
	goWin
	goTerror
	goTime
)

// Item token locations (besides a board space 0..n-1).
const (
	locBag      = -1
	locDiscard  = -2
	locHero     = 1000 // + seat
	locEvidence = 2000 // + evidence slot
	locCure     = 3000 // + cure slot
)

// Perk card locations (besides a seat 0..4).
const (
	pkDeck    = -1
	pkDiscard = -2
	pkAside   = -3
)

// Token holders (Cure, Hunted emblem, Soul sign): a seat, or one of these.
const (
	tkNone = -1 // on its mat or beside the board, nobody holds it
	tkBox  = -2 // back in the box
)

// People as a number: a hero's seat, or pVil + villager.
const pVil = 100

// Movers.
const (
	mvFig = iota
	mvHero
	mvVil
)

type heroSt struct {
	typ   int8
	space int8 // -1 off the board (defeated, or not yet dealt)
	left  int8 // actions left this turn
}

// game is one state, run by the engine.
type game struct {
	engine.Core
	state
	// vbuf holds v when it fits, so a clone is one allocation less.
	vbuf [vInline]int16
}

const vInline = 192

type state struct {
	w      *world
	names  []string
	nSeats int8
	solo   bool
	// table: a referee plays beside the real board (rules.Table), so the
	// monster phase speaks as instructions ("roll 2 dice").
	table bool

	phase    uint8
	over     uint8
	cur      int8
	turn     int16
	terror   int8
	frenzy   int8 // mat holding the frenzy marker, -1 none
	skipNext bool
	lastCard int16
	evMat    int8 // mat whose event the current card resolves, -1 none
	// play is how far the monster card drawn has got, until the next hero
	// phase begins (View.Card).
	play cardPlay
	// turnActs is how many actions the current hero has this turn: the
	// badge's, and any a perk added (Late into the Night).
	turnActs int8
	// pickAt is 1 + the space where the current hero's pick-up action is
	// under way, 0 when none is: taking one more item from that space is
	// part of the same action, until the hero does anything else.
	pickAt int8

	matIn, matDead uint8 // bit per mat: chosen for this game, defeated
	monstersLeft   int8  // monster picks still to draw at setup
	fig            [8]int8
	heroes         [5]heroSt

	coffins    uint8 // bit per coffin: smashed
	boat       int8  // 0 start, k = k-th mark of the boat track
	hum        [2]int8
	scarab     [7]int8 // spots 1..6 then the centre: scarab number, 0 empty
	scarabDown uint8   // bit n-1: scarab n lies face down
	cure       int8
	hunted     int8
	soul       int8

	sel   [4]uint64 // items chosen for the action being paid for
	path  [24]int8
	pathN int8
	// perkLbl is the label of "interrupt <seat>", once the seat has a hero.
	perkLbl [5]string

	v []int16 // tokens, perk cards, cards left, villagers
}

func (g *game) tok(i int) int16        { return g.v[i] }
func (g *game) setTok(i int, l int16)  { g.v[i] = l }
func (g *game) perk(i int) int16       { return g.v[g.w.offPerk+i] }
func (g *game) setPerk(i int, l int16) { g.v[g.w.offPerk+i] = l }
func (g *game) left(c int) int16       { return g.v[g.w.offCard+c] }
func (g *game) vil(v int) int8         { return int8(g.v[g.w.offVil+v]) }
func (g *game) setVil(v int, s int8)   { g.v[g.w.offVil+v] = int16(s) }
func (g *game) isSel(t int) bool       { return g.sel[t>>6]&(1<<(t&63)) != 0 }
func (g *game) setSel(t int)           { g.sel[t>>6] |= 1 << (t & 63) }
func (g *game) clearSel()              { g.sel = [4]uint64{} }
func (g *game) matOn(m int8) bool      { return g.matIn&(1<<m) != 0 && g.matDead&(1<<m) == 0 }
func (g *game) figOn(f int8) bool      { return g.matOn(g.w.figs[f].mat) && g.fig[f] >= 0 }
func (g *game) hero(s int8) *heroInfo  { return &g.w.heroes[g.heroes[s].typ] }
func (g *game) heroName(s int8) string { return g.hero(s).the }

// heroCap is seat s's hero at the start of a sentence: "The Mayor".
func (g *game) heroCap(s int8) string { return g.hero(s).The }
func (g *game) kindOn(k int) bool     { m := g.w.kindMat[k]; return m >= 0 && g.matOn(m) }
func (g *game) kindFig(k int) int8    { return g.w.mats[g.w.kindMat[k]].figs[0] }
func (g *game) player(s int8) string  { return g.names[s] }

// person is seat s's player named in a sentence, so that it agrees with
// the name: "Ann's", "you", "You play" for the solo seat named "You".
func (g *game) person(s int8) grammar.Person { return grammar.Person(g.names[s]) }

// who is seat s at the start of a sentence: its hero once dealt ("The
// Mayor"), else its player; grammar.Person agrees the verb with either
// ("The Mayor draws", "You draw").
func (g *game) who(s int8) grammar.Person {
	if g.heroes[s].typ < 0 {
		return g.person(s)
	}
	return grammar.Person(g.heroCap(s))
}
func (g *game) bonus(s int8) int { return b2i(g.hero(s).special == spBonus) }
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
func (g *game) tokStr(t int, s int8) int { return int(g.w.toks[t].item.Strength) + g.bonus(s) }

// push puts a step on the stack; once the game is over nothing more runs.
func (g *game) push(s engine.Step) {
	if g.over == goOn {
		g.Push(s)
	}
}

// end ends the game: no step left runs.
func (g *game) end(how uint8) {
	g.over = how
	g.Clear()
}

// emitEv says an event.
func (g *game) emitEv(e rules.Event) { g.Emit(e) }

func (g *game) emit(kind, text string) {
	g.emitEv(rules.Event{Kind: kind, Text: text})
}

func (g *game) emitAt(kind, text string, places ...int8) {
	if !g.Telling() {
		return
	}
	e := rules.Event{Kind: kind, Text: text}
	if len(places) > 0 {
		e.Places = make([]string, 0, len(places))
	}
	for _, p := range places {
		if p >= 0 {
			e.Places = append(e.Places, g.w.sid(p))
		}
	}
	g.emitEv(e)
}

// Clone is a copy Apply may change.
func (g *game) Clone() *game {
	n := &game{Core: g.CloneCore(), state: g.state}
	n.v = n.newV(len(g.v))
	copy(n.v, g.v)
	return n
}

// newV makes the state's v of size k, in vbuf when it fits.
func (g *game) newV(k int) []int16 {
	if k <= vInline {
		return g.vbuf[:k:k]
	}
	return make([]int16, k)
}

// Result reports how the game ended, with the figures worth averaging
// over many games (sim): the terror level and the monsters defeated.
func (g *game) Result() (bool, rules.Result) {
	var r rules.Result
	switch g.over {
	case goWin:
		r = rules.Result{Outcome: "win", Reason: "monsters defeated", Text: "Every monster is defeated: the village is saved."}
	case goTerror:
		r = rules.Result{Outcome: "loss", Reason: "terror", Text: "The terror level reached the skull: the village is lost."}
	case goTime:
		r = rules.Result{Outcome: "loss", Reason: "out of time", Text: "A monster card was needed but the deck was empty: the heroes ran out of time."}
	default:
		return false, r
	}
	r.Tallies = map[string]int{"terror": int(g.terror), "monsters defeated": bits.OnesCount8(g.matIn & g.matDead)}
	return true, r
}

// addTerror raises the terror level; reaching the skull ends the game.
func (g *game) addTerror(why string) {
	g.terror++
	max := int8(g.w.c.Terror.Max)
	text := "Terror rises to " + strconv.Itoa(int(g.terror)) + "."
	if why != "" {
		text = why + " " + text
	}
	g.emit("terror", text)
	if g.terror >= max {
		g.terror = max
		g.end(goTerror)
		g.emit("over", "The terror level reaches the skull. The heroes have lost.")
	}
}

func (g *game) checkWin() {
	if g.matIn&^g.matDead == 0 {
		g.end(goWin)
		g.emit("over", "Every monster is defeated. The heroes triumph!")
	}
}
