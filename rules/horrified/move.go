package horrified

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Movement of a monster, hero or villager toward a space along a shortest
// path, a step at a time; where several shortest ways part and the mover
// cannot reach the end this turn, the current player picks the way.

// walk is one movement under way.
type walk struct {
	kind  int16 // mvFig, mvHero or mvVil
	who   int16 // the figure, seat or villager
	to    int8  // the target space
	steps int16 // steps left
	flags int16 // mfStarted, mfStopAtPerson
}

func moveStep(m walk) engine.Step {
	return engine.Step{Kind: kMove, A: m.kind, B: m.who, C: int16(m.to), D: m.steps, E: m.flags}
}

func walkOf(s engine.Step) walk {
	return walk{kind: s.A, who: s.B, to: int8(s.C), steps: s.D, flags: s.E}
}

// pathStep asks seat which way walk m goes.
func pathStep(seat int8, m walk) engine.Step {
	s := moveStep(m)
	s.Kind, s.Seat = kPath, seat
	return s
}

func (g *game) moverPos(m *walk) int8 {
	switch m.kind {
	case mvFig:
		return g.fig[m.who]
	case mvHero:
		return g.heroes[m.who].space
	}
	return g.vil(int(m.who))
}

func (g *game) setMoverPos(m *walk, sp int8) {
	switch m.kind {
	case mvFig:
		g.fig[m.who] = sp
	case mvHero:
		g.heroes[m.who].space = sp
	default:
		g.setVil(int(m.who), sp)
	}
}

func (g *game) moverGraph(m *walk) int {
	if m.kind == mvFig {
		return g.figGraph(int8(m.who))
	}
	return 0
}

func (g *game) moverName(m *walk) string {
	switch m.kind {
	case mvFig:
		return g.w.figs[m.who].name
	case mvHero:
		return g.heroName(int8(m.who))
	}
	return g.w.vils[m.who].name
}

// nextSteps lists the neighbours one step closer to the target.
func (g *game) nextSteps(m *walk) (first int8, n int, dist int) {
	cur := g.moverPos(m)
	gr := g.moverGraph(m)
	dist = g.w.d(gr, cur, m.to)
	first = -1
	if dist == 0 || dist >= unreachable {
		return
	}
	for _, nb := range g.w.graph(gr)[cur] {
		if g.w.d(gr, nb, m.to) == dist-1 {
			if first < 0 {
				first = nb
			}
			n++
		}
	}
	return
}

var moveRule = engine.Rule[*game]{Name: "move", Do: func(g *game, s engine.Step) {
	m := walkOf(s)
	if g.moverPos(&m) < 0 {
		return
	}
	if m.flags&mfStarted == 0 {
		m.flags |= mfStarted
		g.path[0] = g.moverPos(&m)
		g.pathN = 1
	}
	for m.steps > 0 {
		first, n, dist := g.nextSteps(&m)
		if n == 0 {
			break
		}
		if n > 1 && int(m.steps) < dist {
			g.push(pathStep(g.cur, m))
			return
		}
		if g.stepMover(&m, first) {
			return
		}
	}
	g.finishMove(&m)
}}

var pathRule = engine.Rule[*game]{Name: "path", Touch: touchAt,
	Ask: func(g *game, s engine.Step, a *engine.Ask) {
		m := walkOf(s)
		asks(a, s)
		a.Text = "Several shortest paths: which way " + does(g.moverPlural(&m)) + " " + g.moverName(&m) + " go?"
		cur := g.moverPos(&m)
		gr := g.moverGraph(&m)
		dist := g.w.d(gr, cur, m.to)
		for _, nb := range g.w.graph(gr)[cur] {
			if g.w.d(gr, nb, m.to) == dist-1 {
				add(a, g.w.pathID[nb], agree(upper(g.moverName(&m)), g.moverPlural(&m), "goes")+" by "+g.w.sname(nb), on(int16(nb)))
			}
		}
	},
	Answer: func(g *game, s engine.Step, c engine.Choice) {
		m := walkOf(s)
		if g.stepMover(&m, int8(answerOf(c).a)) {
			return
		}
		g.push(moveStep(m))
	}}

// stepMover takes one step; it reports whether the movement is over and
// already finished (a villager reaching safety).
func (g *game) stepMover(m *walk, to int8) bool {
	g.setMoverPos(m, to)
	if int(g.pathN) < len(g.path) {
		g.path[g.pathN] = to
		g.pathN++
	}
	m.steps--
	if m.kind == mvVil && g.w.vils[m.who].safe == to {
		g.finishMove(m)
		g.arrive(int(m.who))
		return true
	}
	if m.kind == mvFig && g.mat(int8(m.who)).kind == mkFrank && g.together() {
		// Frankenstein and the Bride meet the moment they share a space
		g.finishMove(m)
		return true
	}
	if m.flags&mfStopAtPerson != 0 && g.personsAt(to) {
		m.steps = 0
	}
	return false
}

func (g *game) finishMove(m *walk) {
	strike := m.kind == mvFig && m.flags&mfStopAtPerson != 0
	if g.pathN > 1 && g.Telling() {
		var b strings.Builder
		b.WriteString(agree(upper(g.moverName(m)), g.moverPlural(m), "moves"))
		b.WriteString(" ")
		places := make([]string, 0, g.pathN)
		for i := int8(0); i < g.pathN; i++ {
			if i > 0 {
				b.WriteString(" → ")
			}
			b.WriteString(g.w.sname(g.path[i]))
			places = append(places, g.w.sid(g.path[i]))
		}
		end := g.path[g.pathN-1]
		if m.kind == mvFig {
			if who, _ := g.peopleAt(end, false); who != "" {
				b.WriteString(" and stops at ")
				b.WriteString(who)
			} else if strike && m.to >= 0 && m.to != end {
				if who, _ := g.peopleAt(m.to, false); who != "" {
					b.WriteString(", heading for ")
					b.WriteString(who)
					b.WriteString(" at ")
					b.WriteString(g.w.sname(m.to))
				}
			}
		}
		b.WriteString(".")
		g.emitEv(rules.Event{Kind: "move", Text: b.String(), Places: places})
	}
	if m.kind == mvFig && g.mat(int8(m.who)).kind == mkFrank {
		g.meet()
	}
}

// peopleAt names the people on space sp, heroes first ("the Mayor and
// Maria"), or only the villagers, and says whether they are more than one.
func (g *game) peopleAt(sp int8, villagers bool) (string, bool) {
	var who []string
	plural := false
	for s := int8(0); s < g.nSeats && !villagers; s++ {
		if g.heroes[s].space == sp {
			who = append(who, g.heroName(s))
		}
	}
	for v := range g.w.vils {
		if g.vil(v) == sp {
			who = append(who, g.w.vils[v].name)
			plural = plural || g.w.vils[v].plural
		}
	}
	return joinNames(who), plural || len(who) > 1
}
