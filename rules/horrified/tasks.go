package horrified

import (
	"strconv"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Each monster's task (advance), defeat and the puzzles behind them.

// Cost kinds.
const (
	costSum    = iota // any number of items of one color, strengths adding up
	costOne           // exactly one item that fits
	costColors        // one item of each listed color
)

func orColor(c int8, def int8) int8 {
	if c < 0 {
		return def
	}
	return c
}

func (g *game) mat(f int8) *matInfo { return &g.w.mats[g.w.figs[f].mat] }

// cost says how an advance (p=0) or defeat (p=1) against figure f is paid.
func (g *game) cost(p int16, f int8) (kind int, color int8, need int) {
	mi := g.mat(f)
	m := mi.m
	if p == 1 {
		if len(mi.defColors) > 0 {
			return costColors, -1, len(mi.defColors)
		}
		return costSum, mi.defColor, m.DefeatStrength
	}
	switch mi.kind {
	case mkDracula:
		return costSum, orColor(mi.coffColor, red), m.CoffinStrength
	case mkWolf:
		return costOne, orColor(mi.cureColor, blue), 0
	case mkMummy:
		return costOne, orColor(mi.scarabColor, yellow), 0
	case mkFrank:
		if g.w.figs[f].primary {
			return costOne, orColor(mi.humColor[0], yellow), 0
		}
		return costOne, orColor(mi.humColor[1], blue), 0
	}
	return costOne, -1, 0
}

// usable reports whether token t, held by seat s, can pay toward the cost.
func (g *game) usable(p int16, f int8, t int) bool {
	w := g.w
	it := &w.toks[t].item
	ti := &w.itypes[w.toks[t].typ]
	kind, color, _ := g.cost(p, f)
	switch kind {
	case costSum:
		return ti.color == color
	case costColors:
		mi := g.mat(f)
		for _, c := range mi.defColors {
			if c == ti.color && !g.colorCovered(c) {
				return true
			}
		}
		return false
	}
	mi := g.mat(f)
	switch mi.kind {
	case mkInvisible:
		full := g.evidenceFilled()
		for i, s := range mi.evidence {
			if s == ti.space && full&(1<<i) == 0 {
				return true
			}
		}
		return false
	case mkCreature:
		return g.nextMark(ti.color) > 0
	case mkWolf:
		if ti.color != color {
			return false
		}
		full := g.cureFilled()
		for i, v := range mi.cure {
			if int(v) == it.Strength && full&(1<<i) == 0 {
				return true
			}
		}
		return false
	}
	return ti.color == color
}

func (g *game) colorCovered(c int8) bool {
	for i := range g.w.toks {
		if g.isSel(i) && g.w.itypes[g.w.toks[i].typ].color == c {
			return true
		}
	}
	return false
}

// evidenceFilled has bit i set when evidence spot i holds an item.
func (g *game) evidenceFilled() uint32 {
	var m uint32
	for i := range g.w.toks {
		if l := g.tok(i); l >= locEvidence && l < locEvidence+100 {
			m |= 1 << (l - locEvidence)
		}
	}
	return m
}

func (g *game) cureFilled() uint32 {
	var m uint32
	for i := range g.w.toks {
		if l := g.tok(i); l >= locCure && l < locCure+100 {
			m |= 1 << (l - locCure)
		}
	}
	return m
}

// nextMark is the boat track position of the next mark of color c, 0 if none.
func (g *game) nextMark(c int8) int8 {
	track := g.w.mats[g.w.kindMat[mkCreature]].boat
	for k := int(g.boat); k < len(track); k++ {
		if track[k] == c {
			return int8(k + 1)
		}
	}
	return 0
}

// taskSpace is where the task of figure f is advanced.
func (g *game) taskSpace(f int8) int8 {
	if t := g.mat(f).task; t >= 0 {
		return t
	}
	return g.fig[f]
}

func (g *game) coffinAt(sp int8) int {
	for i, c := range g.w.mats[g.w.kindMat[mkDracula]].coffins {
		if c == sp && g.coffins&(1<<i) == 0 {
			return i
		}
	}
	return -1
}

// canAdvance reports whether seat s can take the advance action against f now.
func (g *game) canAdvance(s int8, f int8) bool {
	mi := g.mat(f)
	sp := g.heroes[s].space
	if !g.w.figs[f].primary && mi.kind != mkFrank {
		return false
	}
	switch mi.kind {
	case mkDracula:
		if g.coffinAt(sp) < 0 {
			return false
		}
	case mkFrank:
		if sp != g.fig[f] {
			return false
		}
	case mkInvisible:
		if sp != g.taskSpace(f) || g.evidenceFilled() == 1<<len(mi.evidence)-1 {
			return false
		}
	case mkCreature:
		if sp != g.taskSpace(f) || int(g.boat) >= len(mi.boat) {
			return false
		}
	case mkWolf:
		if sp != g.taskSpace(f) || g.cure != tkNone {
			return false
		}
	case mkMummy:
		if sp != g.taskSpace(f) || g.mummySolved() {
			return false
		}
	}
	return g.affordable(s, 0, f)
}

// taskDone reports whether a mat's task is complete.
func (g *game) taskDone(m int8) bool {
	mi := &g.w.mats[m]
	switch mi.kind {
	case mkDracula:
		return g.coffins == 1<<len(mi.coffins)-1
	case mkInvisible:
		return g.evidenceFilled() == 1<<len(mi.evidence)-1
	case mkCreature:
		return int(g.boat) >= len(mi.boat)
	case mkWolf:
		return g.cure != tkNone
	case mkMummy:
		return g.mummySolved()
	case mkFrank:
		return g.hum[0] >= int8(mi.m.HumanityMax) && g.hum[1] >= int8(mi.m.BrideHumanityMax)
	}
	return false
}

func (g *game) canDefeat(s int8, f int8) bool {
	mi := g.mat(f)
	if mi.kind == mkFrank || !g.w.figs[f].primary {
		return false
	}
	if g.heroes[s].space != g.fig[f] || !g.taskDone(g.w.figs[f].mat) {
		return false
	}
	if mi.kind == mkWolf && g.cure != s {
		return false
	}
	return g.affordable(s, 1, f)
}

// affordable reports whether the items of seat s can pay the cost.
func (g *game) affordable(s int8, p int16, f int8) bool {
	kind, color, need := g.cost(p, f)
	loc := locHero + int16(s)
	switch kind {
	case costSum:
		sum := 0
		for i := range g.w.toks {
			if g.tok(i) == loc && g.w.itypes[g.w.toks[i].typ].color == color {
				sum += g.tokStr(i, s)
			}
		}
		return sum >= need
	case costColors:
		var have [3]bool
		for i := range g.w.toks {
			if g.tok(i) == loc {
				have[g.w.itypes[g.w.toks[i].typ].color] = true
			}
		}
		for _, c := range g.mat(f).defColors {
			if !have[c] {
				return false
			}
		}
		return true
	}
	for i := range g.w.toks {
		if g.tok(i) == loc && g.usable(p, f, i) {
			return true
		}
	}
	return false
}

func (g *game) selSum(s int8) int {
	sum := 0
	for i := range g.w.toks {
		if g.isSel(i) {
			sum += g.tokStr(i, s)
		}
	}
	return sum
}

// useStep asks seat which items pay for an advance (or, defeat, a defeat)
// against monster figure fig; the items chosen so far are in g.sel.
func useStep(seat int8, defeat bool, fig int8) engine.Step {
	return engine.Step{Kind: kUse, Seat: seat, A: int16(b2i(defeat)), B: int16(fig)}
}

// usePurpose is 1 for a defeat, 0 for an advance (cost's p).
func usePurpose(s engine.Step) int16 { return s.A }
func useFig(s engine.Step) int8      { return int8(s.B) }

var useRule = engine.Rule[*game]{Name: "use",
	Touch: func(g *game, _ engine.Step, c engine.Choice) rules.Touch {
		if o := answerOf(c); o.op == opUse {
			return g.itemTouch(o.a)
		}
		return rules.Touch{}
	},
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		s, p, fg := by(f), usePurpose(f), useFig(f)
		asks(a, f)
		kind, color, need := g.cost(p, fg)
		met := g.paid(s, p, fg)
		a.Text = g.useText(s, p, fg)
		loc := locHero + int16(s)
		for i := range w.toks {
			if g.tok(i) != loc || g.isSel(i) || !g.usable(p, fg, i) {
				continue
			}
			t := &w.toks[i]
			switch {
			case kind == costOne:
				add(a, t.useID, "Use the "+t.label, answer{op: opUse, a: int16(i)})
			case met:
				// more than the cost asks: "done" beats it, yet saves
				// that overpaid still replay
				a.Beaten(t.useID, "Use the "+t.label+" as well", answer{op: opUse, a: int16(i)}.arg())
			case g.completes(s, p, fg, i):
				// the item that completes the cost finishes the action:
				// one answer, where "use" then "done" took two
				add(a, t.payID, "Use the "+t.label+": "+g.payWords(s, p, fg, i)+", "+g.finishWords(p, fg), answer{op: opPay, a: int16(i)})
				a.Beaten(t.useID, "Use the "+t.label, answer{op: opUse, a: int16(i)}.arg())
			default:
				label := "Use the " + t.label
				if kind == costSum {
					label += ": " + strconv.Itoa(g.selSum(s)+g.tokStr(i, s)) + " of " + strconv.Itoa(need) + " " + colorWord(color) + " so far"
				}
				add(a, t.useID, label, answer{op: opUse, a: int16(i)})
			}
		}
		if met {
			label := "Advance with " + g.selNames()
			if p == 1 {
				label = "Defeat " + w.figs[fg].name + " with " + g.selNames()
			}
			add(a, "done", label, answer{op: opDone})
		}
		add(a, "cancel", "Take back this action", answer{op: opCancel})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		p, fg := usePurpose(f), useFig(f)
		kind, _, _ := g.cost(p, fg)
		switch o.op {
		case opCancel:
			g.clearSel()
			return
		case opUse:
			g.setSel(int(o.a))
			if kind != costOne {
				g.push(f)
				return
			}
		case opPay:
			g.setSel(int(o.a))
		}
		s := by(f)
		g.heroes[s].left--
		if p == 1 {
			g.defeatBy(s, fg)
		} else {
			g.advanceBy(s, fg)
		}
		g.clearSel()
	}}

// paid reports whether the items chosen so far pay for an advance (p=0)
// or a defeat (p=1) against figure f by seat s's hero.
func (g *game) paid(s int8, p int16, f int8) bool {
	kind, _, need := g.cost(p, f)
	switch kind {
	case costSum:
		return g.selSum(s) >= need
	case costColors:
		for _, c := range g.mat(f).defColors {
			if !g.colorCovered(c) {
				return false
			}
		}
		return true
	}
	return false
}

// completes reports whether token t, added to the items chosen so far,
// pays the whole cost.
func (g *game) completes(s int8, p int16, f int8, t int) bool {
	kind, _, need := g.cost(p, f)
	switch kind {
	case costSum:
		return g.selSum(s)+g.tokStr(t, s) >= need
	case costColors:
		tc := g.w.itypes[g.w.toks[t].typ].color
		for _, c := range g.mat(f).defColors {
			if c != tc && !g.colorCovered(c) {
				return false
			}
		}
		return true
	}
	return true
}

// useText asks for the items of a payment, with the running total
// against what is needed: "3 of 6 red so far".
func (g *game) useText(s int8, p int16, f int8) string {
	w := g.w
	kind, color, need := g.cost(p, f)
	q := "Which item advances the task against " + w.figs[f].name + "?"
	if p == 1 {
		q = "Which items defeat " + w.figs[f].name + "?"
	} else if kind != costOne {
		q = "Which items advance the task against " + w.figs[f].name + "?"
	}
	switch kind {
	case costSum:
		q += " " + strconv.Itoa(g.selSum(s)) + " of " + strconv.Itoa(need) + " " + colorWord(color) + " so far"
		if g.bonus(s) > 0 {
			q += " (each item counts 1 more for " + g.heroName(s) + ")"
		}
		q += "."
	case costColors:
		var have, lack []string
		for _, c := range g.mat(f).defColors {
			if g.colorCovered(c) {
				have = append(have, colorWord(c))
			} else {
				lack = append(lack, colorWord(c))
			}
		}
		q += " One item of each colour: "
		if len(have) > 0 {
			q += joinNames(have) + " given, "
		}
		if len(lack) > 0 {
			q += joinNames(lack) + " still needed."
		} else {
			q += "nothing more needed."
		}
	}
	return q
}

// payWords is the running total once token t is added: "6 of 6 red".
func (g *game) payWords(s int8, p int16, f int8, t int) string {
	kind, color, need := g.cost(p, f)
	if kind == costSum {
		return strconv.Itoa(g.selSum(s)+g.tokStr(t, s)) + " of " + strconv.Itoa(need) + " " + colorWord(color)
	}
	return "every colour given"
}

// finishWords says what a completed payment does.
func (g *game) finishWords(p int16, f int8) string {
	if p == 1 {
		return "defeat " + g.w.figs[f].name
	}
	if g.mat(f).kind == mkDracula {
		return "smash the coffin"
	}
	return "advance the task"
}

func (g *game) selected() int {
	for i := range g.w.toks {
		if g.isSel(i) {
			return i
		}
	}
	return -1
}

func (g *game) discardSel() {
	for i := range g.w.toks {
		if g.isSel(i) {
			g.discardTok(i)
		}
	}
}

func (g *game) advanceBy(s int8, f int8) {
	w := g.w
	mi := g.mat(f)
	hn := g.heroCap(s)
	used := g.selNames()
	switch mi.kind {
	case mkDracula:
		c := g.coffinAt(g.heroes[s].space)
		g.discardSel()
		g.coffins |= 1 << c
		n := 0
		for i := range mi.coffins {
			n += b2i(g.coffins&(1<<i) != 0)
		}
		g.emitAt("advance", hn+" smashes the coffin at "+w.sname(mi.coffins[c])+" with "+used+" ("+strconv.Itoa(n)+" of "+strconv.Itoa(len(mi.coffins))+").", mi.coffins[c])
	case mkInvisible:
		t := g.selected()
		sp := w.itypes[w.toks[t].typ].space
		full := g.evidenceFilled()
		for i, e := range mi.evidence {
			if e == sp && full&(1<<i) == 0 {
				g.setTok(t, locEvidence+int16(i))
				break
			}
		}
		g.emit("advance", hn+" supplies the "+used+" as evidence from "+w.sname(sp)+".")
	case mkCreature:
		t := g.selected()
		c := w.itypes[w.toks[t].typ].color
		g.boat = g.nextMark(c)
		g.discardSel()
		text := hn + " searches the lagoon with the " + used + ": the boat moves to mark " + strconv.Itoa(int(g.boat)) + " of " + strconv.Itoa(len(mi.boat))
		if int(g.boat) == len(mi.boat) {
			text += ", the hidden lair"
		}
		g.emit("advance", text+".")
	case mkWolf:
		t := g.selected()
		full := g.cureFilled()
		for i, v := range mi.cure {
			if int(v) == w.toks[t].item.Strength && full&(1<<i) == 0 {
				g.setTok(t, locCure+int16(i))
				break
			}
		}
		g.emit("advance", hn+" tests the "+used+" as an ingredient of the cure.")
		if g.cureFilled() == 1<<len(mi.cure)-1 {
			g.cure = g.cur
			g.emit("advance", "The cure is complete: "+g.heroName(g.cur)+" takes the Cure.")
		}
	case mkMummy:
		t := g.selected()
		moves := g.tokStr(t, s)
		g.discardSel()
		g.emit("advance", hn+" studies the curse with the "+used+": "+strconv.Itoa(moves)+" scarab moves.")
		g.push(scarabMovesStep(s, moves))
	case mkFrank:
		t := g.selected()
		k := b2i(!w.figs[f].primary)
		str := g.tokStr(t, s)
		g.discardSel()
		max := mi.m.HumanityMax
		if k == 1 {
			max = mi.m.BrideHumanityMax
		}
		was := g.hum[k]
		g.hum[k] = int8(min(int(g.hum[k])+str, max))
		text := hn + " teaches " + w.figs[f].name + " with the " + used + ": humanity " + strconv.Itoa(int(g.hum[k])) + " of " + strconv.Itoa(max)
		if was < int8(max) && g.hum[k] == int8(max) {
			text += "; the dial flips"
		}
		g.emit("advance", text+".")
		g.push(humanityStep(s, f, str))
	}
}

func (g *game) defeatBy(s int8, f int8) {
	mi := g.mat(f)
	used := g.selNames()
	g.discardSel()
	text := g.heroCap(s) + " uses " + used
	if mi.kind == mkWolf {
		g.cure = tkBox
		text += " and the Cure"
	}
	g.emit("defeat", text+" against "+g.w.figs[f].name+".")
	g.defeatMat(g.w.figs[f].mat)
}

// defeatMat takes a monster out of the game with its tokens.
func (g *game) defeatMat(m int8) {
	w := g.w
	mi := &w.mats[m]
	g.matDead |= 1 << m
	for _, f := range mi.figs {
		g.fig[f] = -1
	}
	g.emit("defeated", mi.m.Name+" is defeated!")
	switch mi.kind {
	case mkInvisible, mkWolf:
		lo, hi := int16(locEvidence), int16(locEvidence+100)
		if mi.kind == mkWolf {
			lo, hi = locCure, locCure+100
			g.cure = tkBox
			g.hunted = tkBox
		}
		for i := range w.toks {
			if l := g.tok(i); l >= lo && l < hi {
				g.discardTok(i)
			}
		}
	case mkMummy:
		g.soul = tkBox
	}
	if g.frenzy == m {
		g.passFrenzy()
	}
	g.checkWin()
}

// passFrenzy moves the frenzy marker to the next higher frenzy order,
// wrapping to the lowest; alone, it stays.
func (g *game) passFrenzy() {
	if m := g.nextFrenzy(); m >= 0 && m != g.frenzy {
		g.frenzy = m
		g.emit("frenzy", upper(g.w.figs[g.w.mats[m].figs[0]].name)+" is now frenzied.")
	}
}

// nextFrenzy is the mat the frenzy marker passes to: the next higher
// frenzy order in the game, wrapping to the lowest; -1 when none is left.
func (g *game) nextFrenzy() int8 {
	order := g.w.order
	at := 0
	for i, m := range order {
		if m == g.frenzy {
			at = i
		}
	}
	for k := 1; k <= len(order); k++ {
		if m := order[(at+k)%len(order)]; g.matOn(m) {
			return m
		}
	}
	return -1
}

// Scarab puzzle: spots 1..6 on a ring (indexes 0..5), the centre is index 6.
func scarabAdj(a, b int) bool {
	if a == 6 || b == 6 {
		return a != b
	}
	d := (a - b + 6) % 6
	return d == 1 || d == 5
}

func (g *game) mummySolved() bool {
	if g.scarabDown != 0 || g.scarab[6] != 0 {
		return false
	}
	for i := 0; i < 6; i++ {
		if g.scarab[i] != int8(i+1) {
			return false
		}
	}
	return true
}

func spotName(i int) string {
	if i == 6 {
		return "the centre"
	}
	return "spot " + strconv.Itoa(i+1)
}

// scarabMovesStep asks seat for the next of moves on the scarab puzzle.
func scarabMovesStep(seat int8, moves int) engine.Step {
	return engine.Step{Kind: kScarabMoves, Seat: seat, A: int16(moves)}
}

func scarabMoves(s engine.Step) int { return int(s.A) }

var scarabMovesRule = engine.Rule[*game]{Name: "scarab moves",
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		asks(a, f)
		a.Text = "Scarab moves: " + strconv.Itoa(scarabMoves(f)) + " left."
		empty := -1
		for i, x := range g.scarab {
			if x == 0 {
				empty = i
			}
		}
		for i, x := range g.scarab {
			if x == 0 {
				continue
			}
			n := strconv.Itoa(int(x))
			if g.scarabDown&(1<<(x-1)) != 0 {
				add(a, "flip "+n, "Turn scarab "+n+" face up", answer{op: opFlip, a: int16(x)})
			} else if empty >= 0 && scarabAdj(i, empty) {
				add(a, "slide "+n, "Slide scarab "+n+" from "+spotName(i)+" to "+spotName(empty), answer{op: opSlide, a: int16(x)})
			}
		}
		add(a, "done", "Make no more scarab moves ("+strconv.Itoa(scarabMoves(f))+" left)", answer{op: opDone})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		x := int8(o.a)
		switch o.op {
		case opFlip:
			g.scarabDown &^= 1 << (x - 1)
			g.emit("scarab", "Scarab "+strconv.Itoa(int(x))+" is turned face up.")
		case opSlide:
			from, empty := -1, -1
			for i, y := range g.scarab {
				if y == x {
					from = i
				}
				if y == 0 {
					empty = i
				}
			}
			g.scarab[empty], g.scarab[from] = x, 0
			g.emit("scarab", "Scarab "+strconv.Itoa(int(x))+" slides from "+spotName(from)+" to "+spotName(empty)+".")
		default:
			return
		}
		if g.mummySolved() {
			g.emit("scarab", "Every scarab is home and face up: the Mummy's curse is broken.")
		}
		if left := scarabMoves(f) - 1; left > 0 {
			g.push(scarabMovesStep(by(f), left))
		}
	}}

// humanityStep asks seat whether to lead Frankenstein or the Bride (fig)
// a space further: steps left.
func humanityStep(seat, fig int8, steps int) engine.Step {
	return engine.Step{Kind: kHumanity, Seat: seat, A: int16(fig), B: int16(steps)}
}

func humanityFig(s engine.Step) int8  { return int8(s.A) }
func humanitySteps(s engine.Step) int { return int(s.B) }

var humanityRule = engine.Rule[*game]{Name: "humanity", Touch: touchAt,
	Ask: func(g *game, f engine.Step, a *engine.Ask) {
		w := g.w
		fg, steps := humanityFig(f), humanitySteps(f)
		asks(a, f)
		a.Text = "Move " + w.figs[fg].name + "? " + plural(steps, "space") + " left."
		if sp := g.fig[fg]; sp >= 0 {
			for _, n := range w.lit[sp] {
				add(a, w.stepID[n], "Move "+w.figs[fg].name+" to "+w.sname(n), answer{op: opStep, a: int16(n)})
			}
		}
		add(a, "done", "Leave "+w.figs[fg].name+" where they are", answer{op: opDone})
	},
	Answer: func(g *game, f engine.Step, c engine.Choice) {
		o := answerOf(c)
		if o.op != opStep {
			return
		}
		fg, steps := humanityFig(f), humanitySteps(f)
		from := g.fig[fg]
		g.fig[fg] = int8(o.a)
		g.setPath(from, int8(o.a))
		g.emitAt("move", upper(g.w.figs[fg].name)+" is led "+g.w.sname(from)+" → "+g.w.sname(int8(o.a))+".", from, int8(o.a))
		if g.meet() {
			return
		}
		if steps > 1 {
			g.push(humanityStep(by(f), fg, steps-1))
		}
	}}

// together reports whether Frankenstein and the Bride share a space.
func (g *game) together() bool {
	m := g.w.kindMat[mkFrank]
	if m < 0 || !g.matOn(m) {
		return false
	}
	figs := g.w.mats[m].figs
	return g.fig[figs[0]] >= 0 && g.fig[figs[0]] == g.fig[figs[1]]
}

// meet applies the rule for Frankenstein and the Bride sharing a space. It
// reports whether they met.
func (g *game) meet() bool {
	if !g.together() {
		return false
	}
	m := g.w.kindMat[mkFrank]
	figs := g.w.mats[m].figs
	fa, fb := figs[0], figs[1]
	if g.taskDone(m) {
		g.emit("meet", "Frankenstein and the Bride meet, both human at last, and leave the village in peace.")
		g.defeatMat(m)
		return true
	}
	g.fig[fa], g.fig[fb] = g.w.figs[fa].start, g.w.figs[fb].start
	g.emit("meet", "Frankenstein and the Bride meet too early: they return to "+g.w.sname(g.fig[fa])+" and "+g.w.sname(g.fig[fb])+".")
	g.addTerror("The village panics.")
	return true
}
