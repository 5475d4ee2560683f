package horrified

import (
	"slices"
	"strconv"
	"strings"
)

// The monster card in play, from its draw until the next hero phase
// begins. The log announces the card with what it makes happen (event kind
// "monster-card"), then each strike as it starts ("strike"), so a screen can
// step through the phase a strike at a time; View.Card shows the card as it
// lies on the table and how far it has got. Table mode and digital play say
// the same things, table mode as instructions to the referee.

// Stages of the card in play.
const (
	cpNone    uint8 = iota // no card drawn yet
	cpItems                // its items come out of the bag
	cpEvent                // its event
	cpStrikes              // its strikes; cardPlay.at is the one under way
	cpDone                 // played out, face up until the next is drawn
)

// maxStrikes is how many strike symbols of a card the play remembers; a
// card with more (none is printed so) has the rest worked out as they come.
const maxStrikes = 8

// cardPlay is how far the card in play (state.lastCard) has got.
type cardPlay struct {
	stage uint8
	at    int8  // the strike symbol under way
	done  uint8 // bit per strike symbol already resolved
	// who is 1 + the figure that struck for a resolved symbol, 0 when none
	// did, so the list of strikes stays as it happened.
	who [maxStrikes]int8
}

// beginCard puts card c in play: its event's monster is known from now on.
func (g *game) beginCard(c int) {
	cd := &g.w.cards[c]
	g.play = cardPlay{stage: cpItems}
	g.evMat = -1
	if cd.evMat >= 0 && g.matOn(cd.evMat) {
		g.evMat = cd.evMat
	}
}

// eventApplies reports whether card c's event is played: a monster's event
// is ignored when that monster is not in the game.
func (g *game) eventApplies(c int) bool {
	m := g.w.cards[c].evMat
	return m < 0 || g.matOn(m)
}

// strikeFrenzy is the mat that will hold the frenzy marker when card c's
// strikes come: the event of On the Move passes it on first.
func (g *game) strikeFrenzy(c int) int8 {
	if g.play.stage < cpEvent && g.w.cards[c].event == evOnTheMove && g.eventApplies(c) {
		return g.nextFrenzy()
	}
	return g.frenzy
}

// striker is the figure that strikes for strike symbol i of card c while
// the frenzy marker lies on mat fz, or -1 when none does: the frenzy
// symbol moves the frenzied monster (Frankenstein, not the Bride); a monster
// out of the game does not strike, nor does the event's monster unless it
// is frenzied.
func (g *game) striker(c, i int, fz int8) int8 {
	w := g.w
	fi := w.cards[c].strikes[i]
	if fi < 0 {
		if fz < 0 || !g.matOn(fz) {
			return -1
		}
		fi = w.mats[fz].figs[0]
	}
	if !g.figOn(fi) {
		return -1
	}
	if m := w.figs[fi].mat; m == g.evMat && !(fz == m && w.figs[fi].primary) {
		return -1
	}
	return fi
}

// strikeRef is one strike of the card in play: its symbol and its figure.
type strikeRef struct {
	sym int
	fig int8
}

// strikeRefs lists the strikes of card c in order: those that struck, the
// one under way and those still to come as things stand.
func (g *game) strikeRefs(c int) []strikeRef {
	cd := &g.w.cards[c]
	fz := g.strikeFrenzy(c)
	refs := make([]strikeRef, 0, len(cd.strikes))
	for i := range cd.strikes {
		var fi int8
		if i < maxStrikes && g.play.done&(1<<i) != 0 {
			fi = g.play.who[i] - 1
		} else {
			fi = g.striker(c, i, fz)
		}
		if fi >= 0 {
			refs = append(refs, strikeRef{sym: i, fig: fi})
		}
	}
	return refs
}

// strikeName names strike k of refs: the monster, or for the frenzy symbol
// "the frenzied Mummy" ("the frenzied Mummy again" when it struck already).
func (g *game) strikeName(c int, refs []strikeRef, k int) string {
	r := refs[k]
	f := &g.w.figs[r.fig]
	if g.w.cards[c].strikes[r.sym] >= 0 {
		return f.name
	}
	for _, q := range refs[:k] {
		if q.fig == r.fig {
			return "the frenzied " + f.bare + " again"
		}
	}
	return "the frenzied " + f.bare
}

// sittingOut names the monsters of card c's strike symbols that do not
// strike because the event is about them.
func (g *game) sittingOut(c int) []string {
	cd := &g.w.cards[c]
	if g.evMat < 0 {
		return nil
	}
	fz := g.strikeFrenzy(c)
	var out []string
	for i, fi := range cd.strikes {
		if fi >= 0 && g.w.figs[fi].mat == g.evMat && g.figOn(fi) && g.striker(c, i, fz) < 0 {
			if name := g.w.figs[fi].name; !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// cardText announces card c as it is drawn: what it makes happen, in
// order. In table mode it says what the referee does with it.
func (g *game) cardText(c int) string {
	w := g.w
	cd := &w.cards[c]
	refs := g.strikeRefs(c)
	names := make([]string, len(refs))
	for k := range refs {
		names[k] = g.strikeName(c, refs, k)
	}
	how := " (move " + strconv.Itoa(cd.move) + ", " + diceWord(cd.dice) + ")"
	if g.table {
		how = " (move " + strconv.Itoa(cd.move) + ", roll " + diceWord(cd.dice) + ")"
	}
	var strikes string
	switch len(names) {
	case 0:
		strikes = "then nobody strikes"
	case 1:
		strikes = "then " + names[0] + " strikes" + how
	default:
		strikes = "then " + joinNames(names) + " strike in turn" + how
	}
	if out := g.sittingOut(c); len(out) > 0 {
		if len(out) == 1 {
			strikes += "; " + out[0] + ", the event's monster, does not strike"
		} else {
			strikes += "; " + joinNames(out) + ", the event's monsters, do not strike"
		}
	}
	var steps []string
	ignored := ""
	if !g.eventApplies(c) {
		ignored = "its event ignored (" + w.matName(cd.evMat) + " is not in the game)"
	}
	if g.table {
		if cd.items > 0 {
			steps = append(steps, "draw "+plural(cd.items, "item")+" from the bag")
		}
		if ignored == "" {
			steps = append(steps, "read the event")
		} else {
			steps = append(steps, "skip the event ("+w.matName(cd.evMat)+" is not in the game)")
		}
		steps = append(steps, strikes)
		return "Monster card: " + cd.name + ". " + upper(strings.Join(steps, ", ")) + ". " + g.deckLeftWords()
	}
	if cd.items > 0 {
		steps = append(steps, plural(cd.items, "item"))
	} else {
		steps = append(steps, "no items")
	}
	if ignored != "" {
		steps = append(steps, ignored)
	}
	steps = append(steps, strikes)
	return "Monster card: " + cd.name + " · " + strings.Join(steps, ", ") + ". " + g.deckLeftWords()
}

// deckLeftWords says how many monster cards are left.
func (g *game) deckLeftWords() string {
	switch n := g.deckCount(); n {
	case 0:
		return "It was the last card."
	case 1:
		return "1 card left."
	default:
		return strconv.Itoa(n) + " cards left."
	}
}

// strikeText announces the strike of figure fi for symbol sym of card c.
func (g *game) strikeText(c, sym int, fi int8) string {
	cd := &g.w.cards[c]
	refs := g.strikeRefs(c)
	k := 0
	for i, r := range refs {
		if r.sym == sym {
			k = i
		}
	}
	text := "Strike " + strconv.Itoa(k+1) + " of " + strconv.Itoa(len(refs)) + ": " + g.strikeName(c, refs, k)
	if sp := g.fig[fi]; sp >= 0 {
		text += " at " + g.w.sname(sp)
	}
	return text + " moves up to " + plural(cd.move, "space") + " toward the closest person."
}

// cardView is the card in play as the table sees it, or the last one
// played (Step "done"); nil before the first is drawn.
func (g *game) cardView() *CardView {
	if g.play.stage == cpNone || g.lastCard < 0 {
		return nil
	}
	w := g.w
	c := int(g.lastCard)
	cd := &w.cards[c]
	v := &CardView{Name: cd.name, Items: cd.items, Move: cd.move, Dice: cd.dice}
	switch {
	case !g.eventApplies(c):
		v.Event = cd.name + ": ignored, " + w.matName(cd.evMat) + " is not in the game"
	case cd.text != "":
		v.Event = cd.name + ": " + cd.text
	default:
		v.Event = cd.name
	}
	refs := g.strikeRefs(c)
	for k, r := range refs {
		v.Strikes = append(v.Strikes, g.strikeName(c, refs, k))
		v.StrikeIDs = append(v.StrikeIDs, w.figs[r.fig].id)
	}
	stage := g.play.stage
	if g.over != goOn {
		stage = cpDone // the game ended on this card: nothing more comes of it
	}
	switch stage {
	case cpItems:
		v.Step = "drawing items"
	case cpEvent:
		v.Step = "the event"
	case cpStrikes:
		v.Step = "the strikes"
		for k, r := range refs {
			if r.sym == int(g.play.at) {
				v.Step = "strike " + strconv.Itoa(k+1) + " of " + strconv.Itoa(len(refs)) + ": " + v.Strikes[k]
			}
		}
	default:
		v.Step = "done"
	}
	return v
}
