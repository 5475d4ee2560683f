package horrified

import (
	"strconv"
	"sync/atomic"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/grammar"
)

// The game is a small stack machine. Work still to do is a stack of frames;
// an "exec" frame does its work and may push more frames, a "wait" frame
// stops the machine until a seat (or chance) answers it. Apply pops the wait
// frame on top, handles the answer, and runs the machine until the next wait.
// Every state is a value: Apply copies the receiver before touching anything.

// Frame kinds. Those from wFirst on wait for an answer.
const (
	xSetupMonsters = iota
	xStartTurn
	xMonsterPhase
	xResolveCard
	xItems
	xEvent
	xStrike
	xSeek
	xMove
	xAttack
	xResolve
	xPower
	xHits
	xNextTurn
	xPerkDraw
	xHurry
	xBite
	xVillagers
	xDealHeroes
	xDealPerks

	wMonsterPick // from here on, frames wait for an answer
	wHeroDeal
	wScarab
	wItem
	wCard
	wDie
	wPerkDraw
	wHero
	wInterrupt
	wBring
	wTake
	wShare
	wUse
	wScarabMoves
	wHumanity
	wTarget
	wAttackTarget
	wPath
	wHit
	wThief
	wGaze
	wHeroSteps
	wMonSteps
	wPickHero
	wPickSpace
	wPlaceOrMove
	wGather
	wDeliver
)

func isWait(k uint8) bool { return k >= wMonsterPick }

type frame struct {
	k             uint8
	s             int8 // the seat that answers a wait frame
	a, b, c, d, e int16
	m             uint32
}

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

// game is one state. The options of its prompt are computed at most once
// and kept beside the state: Prompt and Apply both need them.
type game struct {
	state
	memo atomic.Pointer[[]opt]
}

func (g *game) opts() []opt {
	if o := g.memo.Load(); o != nil {
		return *o
	}
	var o []opt
	if g.over == goOn && g.sp > 0 {
		o = g.options(g.top())
	}
	g.memo.Store(&o)
	return o
}

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
	evMat    int8 // mat whose event the current card resolved, -1 none

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
	stk   [16]frame
	sp    int8

	v  []int16 // tokens, perk cards, cards left, villagers
	ev []rules.Event
	// strikeEv is 1 + the index in ev of the move event of the strike
	// under way, so the attack that follows can finish its sentence; 0 none.
	strikeEv int16
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
func (g *game) heroName(s int8) string { return "the " + g.hero(s).name }
func (g *game) kindOn(k int) bool      { m := g.w.kindMat[k]; return m >= 0 && g.matOn(m) }
func (g *game) kindFig(k int) int8     { return g.w.mats[g.w.kindMat[k]].figs[0] }
func (g *game) player(s int8) string   { return g.names[s] }

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
	return grammar.Person(upper(g.heroName(s)))
}
func (g *game) bonus(s int8) int { return b2i(g.hero(s).special == spBonus) }
func (g *game) top() *frame      { return &g.stk[g.sp-1] }
func (g *game) pop() frame       { g.sp--; return g.stk[g.sp] }
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
func (g *game) tokStr(t int, s int8) int { return int(g.w.toks[t].item.Strength) + g.bonus(s) }

func (g *game) push(f frame) {
	if int(g.sp) == len(g.stk) {
		panic("horrified: the rules stack overflowed") // a rules bug, caught by the property tests
	}
	g.stk[g.sp] = f
	g.sp++
}

func (g *game) emit(kind, text string) {
	g.ev = append(g.ev, rules.Event{Kind: kind, Text: text})
}

func (g *game) emitAt(kind, text string, places ...int8) {
	e := rules.Event{Kind: kind, Text: text}
	for _, p := range places {
		if p >= 0 {
			e.Places = append(e.Places, g.w.sid(p))
		}
	}
	g.ev = append(g.ev, e)
}

func (g *game) clone() *game {
	n := &game{state: g.state}
	n.v = make([]int16, len(g.v))
	copy(n.v, g.v)
	n.ev = nil
	n.strikeEv = 0
	return n
}

// opt is one legal answer with what it means to the rules.
type opt struct {
	id, label string
	w         int
	op        uint8
	a, b      int16
}

// Prompt is what the game waits for.
func (g *game) Prompt() rules.Prompt {
	if g.over != goOn || g.sp == 0 {
		return rules.Prompt{Seat: rules.Chance, Text: "The game is over."}
	}
	f := g.top()
	opts := g.opts()
	p := rules.Prompt{Seat: rules.Seat(f.s), Text: g.promptText(f), Choices: make([]rules.Choice, len(opts))}
	if f.k == wDie {
		p.Dice = int(f.e)
	}
	for i, o := range opts {
		p.Choices[i] = rules.Choice{ID: o.id, Label: o.label, Weight: o.w}
	}
	return p
}

// Apply answers the current prompt; the receiver is never changed.
func (g *game) Apply(seat rules.Seat, choice string) (rules.Game, []rules.Event, error) {
	if g.over != goOn || g.sp == 0 {
		return g, nil, &rules.IllegalError{Seat: seat, Choice: choice, Why: "the game is over"}
	}
	f := g.top()
	opts := g.opts()
	k := -1
	for i := range opts {
		if opts[i].id == choice {
			k = i
			break
		}
	}
	if k < 0 || seat != rules.Seat(f.s) {
		_, err := rules.Check(g.Prompt(), seat, choice)
		if err == nil {
			err = &rules.IllegalError{Seat: seat, Choice: choice, Why: "not legal now"}
		}
		if why := g.explain(f, choice); why != "" && seat == rules.Seat(f.s) {
			err = &rules.IllegalError{Seat: seat, Choice: choice, Why: why}
		}
		return g, nil, err
	}
	n := g.clone()
	fr := n.pop()
	n.answer(fr, opts[k])
	n.run()
	ev := n.ev
	n.ev = nil
	return n, ev, nil
}

// Result reports how the game ended.
func (g *game) Result() (bool, rules.Result) {
	switch g.over {
	case goWin:
		return true, rules.Result{Outcome: "win", Reason: "monsters defeated", Text: "Every monster is defeated: the village is saved."}
	case goTerror:
		return true, rules.Result{Outcome: "loss", Reason: "terror", Text: "The terror level reached the skull: the village is lost."}
	case goTime:
		return true, rules.Result{Outcome: "loss", Reason: "out of time", Text: "A monster card was needed but the deck was empty: the heroes ran out of time."}
	}
	return false, rules.Result{}
}

// run executes frames until one waits for an answer or the game ends.
func (g *game) run() {
	for g.over == goOn && g.sp > 0 {
		if isWait(g.top().k) {
			return
		}
		g.exec(g.pop())
	}
}

func (g *game) exec(f frame) {
	switch f.k {
	case xSetupMonsters:
		g.setupMonsters()
	case xStartTurn:
		g.startTurn()
	case xMonsterPhase:
		g.monsterPhase()
	case xResolveCard:
		c := &g.w.cards[f.a]
		g.push(frame{k: xNextTurn})
		g.push(frame{k: xStrike, a: f.a, b: 0})
		g.push(frame{k: xEvent, a: f.a})
		g.push(frame{k: xItems, a: int16(c.items)})
	case xItems:
		g.itemsExec(f)
	case xEvent:
		g.event(int(f.a))
	case xStrike:
		g.strike(f)
	case xSeek:
		g.seek(f)
	case xMove:
		g.move(f)
	case xAttack:
		g.attack(f)
	case xResolve:
		g.resolveAttack(f)
	case xPower:
		g.power(f)
	case xHits:
		g.hits(f)
	case xNextTurn:
		g.cur = (g.cur + 1) % g.nSeats
		g.turn++
		g.push(frame{k: xStartTurn})
	case xPerkDraw:
		if g.perkDeckCount() == 0 {
			g.emit("perk", "The perk deck is empty: "+g.heroName(int8(f.a))+" draws nothing.")
			return
		}
		g.push(frame{k: wPerkDraw, s: int8(rules.Chance), a: f.a})
	case xDealHeroes:
		g.dealHeroes(f)
	case xDealPerks:
		g.dealPerks(f)
	case xBite:
		g.bite(f)
	case xVillagers:
		g.stepVillagers(f)
	case xHurry:
		// every hero on the board, in seat order, may move up to Steps
		for s := int8(f.b); s < g.nSeats; s++ {
			if g.heroes[s].space >= 0 {
				g.push(frame{k: xHurry, s: f.s, a: f.a, b: int16(s + 1)})
				g.push(frame{k: wHeroSteps, s: f.s, a: int16(s), b: f.a})
				return
			}
		}
	}
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
		g.over = goTerror
		g.emit("over", "The terror level reaches the skull. The heroes have lost.")
	}
}

func (g *game) checkWin() {
	if g.matIn&^g.matDead == 0 {
		g.over = goWin
		g.emit("over", "Every monster is defeated. The heroes triumph!")
	}
}

// answer handles a chosen option for the popped wait frame f.
func (g *game) answer(f frame, o opt) {
	switch f.k {
	case wMonsterPick, wHeroDeal, wScarab, wItem, wCard, wDie, wPerkDraw:
		g.answerChance(f, o)
	case wHero:
		g.answerHero(f, o)
	case wInterrupt:
		if o.op == opPerk {
			g.playPerk(f.s, int(o.a))
		}
	case wBring:
		g.answerBring(f, o)
	case wTake:
		g.answerTake(f, o)
	case wShare:
		g.answerShare(f, o)
	case wUse:
		g.answerUse(f, o)
	case wScarabMoves:
		g.answerScarab(f, o)
	case wHumanity:
		g.answerHumanity(f, o)
	case wTarget:
		g.answerTarget(f, o)
	case wAttackTarget:
		g.beginRoll(int8(f.a), o.a, int(f.b))
	case wPath:
		g.answerPath(f, o)
	case wHit:
		g.answerHit(f, o)
	case wThief:
		g.thiefAt(int8(o.a))
	case wGaze:
		g.gazeMove(f, int(o.a))
	case wHeroSteps, wMonSteps, wPickHero, wPickSpace, wPlaceOrMove, wGather, wDeliver:
		g.answerPerk(f, o)
	}
}

// options lists the legal answers of wait frame f.
func (g *game) options(f *frame) []opt {
	switch f.k {
	case wMonsterPick, wHeroDeal, wScarab, wItem, wCard, wDie, wPerkDraw:
		return g.chanceOptions(f)
	case wHero:
		return g.heroOptions(f)
	case wInterrupt:
		o := g.perkOptions(f.s)
		return append(o, opt{id: "back", label: "Play no perk now"})
	case wBring:
		return g.bringOptions(f)
	case wTake:
		return g.takeOptions(f)
	case wShare:
		return g.shareOptions(f)
	case wUse:
		return g.useOptions(f)
	case wScarabMoves:
		return g.scarabOptions(f)
	case wHumanity:
		return g.humanityOptions(f)
	case wTarget:
		return g.targetOptions(f)
	case wAttackTarget:
		return g.attackTargetOptions(f)
	case wPath:
		return g.pathOptions(f)
	case wHit:
		return g.hitOptions(f)
	case wThief:
		return g.thiefOptions()
	case wGaze:
		return g.gazeOptions(f)
	case wHeroSteps, wMonSteps, wPickHero, wPickSpace, wPlaceOrMove, wGather, wDeliver:
		return g.perkStepOptions(f)
	}
	return nil
}
