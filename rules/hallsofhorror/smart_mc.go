package hallsofhorror

import (
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules"
)

// The smart player's answers that work against the participants: the
// Master of the Ceremony's cards, the Killer's symbols and moves, locks,
// and the placements of the set-up and the MC cards. A player still in the
// house (the first player drawing while nobody has died) turns them on its
// rivals and away from itself; one whose participant died wins only if no
// participant gets out, so it turns them on everyone left.

// prey is how much the answering seat wants the Killer near seat t: most
// a rival about to get out, or one he can finish; nothing for itself.
func (b *board) prey(t int) float64 {
	w := &b.who[t]
	if !w.inPlay() || t == b.me {
		return 0
	}
	v := 1 + 0.6*float64(w.keys)
	if w.keys >= b.p.exitKeys {
		v += 1.5
	}
	if w.health <= b.v.Killer.Damage {
		v++
	}
	return v
}

// nearness is how much a Killer d rooms away threatens, by d.
var nearness = [...]float64{3, 1.5, 0.7, 0.3}

func near(d int) float64 {
	if d < len(nearness) {
		return nearness[d]
	}
	return 0.1
}

// killerSpot is how much the answering seat likes the Killer on cell c.
func (b *board) killerSpot(c int) float64 {
	v := 0.0
	for t := range b.who {
		if p := b.prey(t); p > 0 {
			v += p * near(b.far(c, b.who[t].at))
		}
	}
	if b.alive() {
		v -= 3 * near(b.far(c, b.mine().at))
	}
	return v
}

// hunted names whom the Killer is sent after, for a reason.
func (b *board) hunted() string {
	best, bestP := -1, 0.0
	for t := range b.who {
		if p := b.prey(t); p > bestP {
			best, bestP = t, p
		}
	}
	if best < 0 {
		return "nobody"
	}
	return b.v.Seats[best].Player + " (" + count(b.who[best].keys, "key") + ", " + itoa(b.who[best].health) + " HP)"
}

// symbols spends a Killer symbol: a move that brings him closer to the
// prey, rage while he is close to it, or nothing.
func (b *board) symbols(cs []rules.Choice) (int, string) {
	here := b.killerSpot(b.killer)
	scores := make([]float64, len(cs))
	for i, c := range cs {
		head, tail, _ := strings.Cut(c.ID, " ")
		switch head {
		case "killer":
			scores[i] = b.killerSpot(b.step(b.killer, actOfWord(tail))) - here
		case "enrage":
			scores[i] = 0.3 * here
		case "heal": // a Killer low on health falls sooner
			scores[i] = 0.05 * here
			if b.v.Killer.Health <= 4 {
				scores[i] = 0.2 * here
			}
		}
		if head != "stop" {
			scores[i] -= 0.01 // a symbol spent for nothing is better kept
		}
	}
	i := top(scores)
	switch head, _, _ := strings.Cut(cs[i].ID, " "); head {
	case "killer":
		return i, cs[i].Label + ": closer to " + b.hunted()
	case "stop":
		return i, "leave the symbols unspent: the Killer is better where he is"
	}
	return i, cs[i].Label + ": the Killer is where he threatens " + b.hunted()
}

// sendKiller picks where the Killer starts, or where a charge or a secret
// passage takes him.
func (b *board) sendKiller(cs []rules.Choice) (int, string) {
	scores := make([]float64, len(cs))
	for i, c := range cs {
		scores[i] = b.killerSpot(b.choiceCell(c))
	}
	i := top(scores)
	return i, "send the Killer to " + b.roomName(b.choiceCell(cs[i])) + ", after " + b.hunted()
}

// choiceCell is the cell an answer names: at the end of its ID, or for a
// charge at the end of its label ("... (r2c3)").
func (b *board) choiceCell(c rules.Choice) int {
	if strings.HasPrefix(c.ID, "charge ") {
		l := strings.TrimSuffix(c.Label, ")")
		return parseCell(l[strings.LastIndexByte(l, '(')+1:], b.rows, b.cols)
	}
	return b.cellOfID(c.ID)
}

// start picks the starting room: a good first Search, far from where the
// Killer starts and from the others.
func (b *board) start(cs []rules.Choice) (int, string) {
	lair := b.lairs()
	scores := make([]float64, len(cs))
	for i, c := range cs {
		cell := b.cellOfID(c.ID)
		w, _ := b.roomWorth(b.me, cell)
		d := 9
		for _, k := range lair {
			d = min(d, b.far(cell, k))
		}
		scores[i] = w + 0.8*float64(d)
	}
	i := top(scores)
	return i, "start in " + b.roomName(b.cellOfID(cs[i].ID)) + ": a good first Search, far from where the Killer starts"
}

// lairs is where the Killer is or may start: his cell once placed,
// otherwise the rooms the set-up lets him start in (layout).
func (b *board) lairs() []int {
	if b.killer != noCell {
		return []int{b.killer}
	}
	su := b.p.c.Setup(len(b.who))
	if su != nil && su.Killer == hh.KillerEmptyCorner {
		return []int{b.rows*b.cols - 1}
	}
	var out []int
	for c := range b.cells {
		if middle(c/b.cols, b.rows) && middle(c%b.cols, b.cols) {
			out = append(out, c)
		}
	}
	return out
}

// mcCard picks the Master of the Ceremony card that does the living most
// harm.
func (b *board) mcCard(cs []rules.Choice) (int, string) {
	scores := make([]float64, len(cs))
	for i, c := range cs {
		if m := b.p.mcCard(c.ID[len("mc "):]); m != nil {
			scores[i] = b.cardWorth(m)
		}
	}
	i := top(scores)
	return i, "play " + cs[i].Label + ": it does the most harm to " + b.hunted()
}

// cardWorth is what an MC card is worth to the answering seat: its text,
// then its Killer symbols, worth more while he can hunt.
func (b *board) cardWorth(m *hh.MCCard) float64 {
	n := max(m.Effect.N, 1)
	sym := 0.5
	if b.v.Killer.Active && b.v.Killer.Health > 0 {
		sym = 1
	}
	v := sym * float64(m.Symbols)
	harm := 0.0 // the harm to the others in the house, less the answering seat's own
	for t := range b.who {
		w := &b.who[t]
		if !w.inPlay() {
			continue
		}
		sign := 1.0
		if t == b.me {
			sign = -1.5
		}
		switch m.Effect.Kind {
		case hh.MCDamageAll:
			harm += sign * b.hurt(t, n, false) / 2
		case hh.MCLoseResolve:
			harm += sign * 0.3 * float64(min(w.resolve, n))
		case hh.MCLoseAmmo:
			harm += sign * 0.3 * float64(min(w.bullets+w.shells, n))
		case hh.MCResolveAll:
			harm -= sign * 0.5 * float64(n)
		}
	}
	v += harm
	active := b.v.Killer.Active && b.v.Killer.Health > 0
	switch m.Effect.Kind {
	case hh.MCPlaceGifts, hh.MCEvenOdds:
		v -= 1.5
	case hh.MCRefillRoom, hh.MCRevealRoom:
		v -= 0.5
	case hh.MCLockRooms:
		v += 0.8 * float64(n)
	case hh.MCStunKiller:
		if active {
			v -= 2
		}
	case hh.MCKillerCharge:
		if active {
			v += 1.5
		}
	case hh.MCKillerPass:
		if active {
			v += 3
		}
	case hh.MCKillerWound:
		if b.v.Killer.Health <= n {
			v -= 3
		} else {
			v += 0.5
		}
	case hh.MCPanicLeader:
		v++
	case hh.MCEnrageKiller, hh.MCHealKiller:
		v += 0.5
	}
	return v
}

// lock picks the room to lock that lengthens the others' ways to an exit
// most, and the answering seat's least.
func (b *board) lock(cs []rules.Choice) (int, string) {
	scores := make([]float64, len(cs))
	for i, c := range cs {
		cell := b.cellOfID(c.ID)
		for t := range b.who {
			if !b.who[t].inPlay() {
				continue
			}
			gain := float64(b.wayOut(t, cell) - b.wayOut(t, noCell))
			if t == b.me {
				w, _ := b.roomWorth(t, cell)
				scores[i] -= 1.5*gain + 0.3*max(w, 0)
			} else {
				scores[i] += gain * b.prey(t)
			}
		}
	}
	i := top(scores)
	return i, "lock " + b.roomName(b.cellOfID(cs[i].ID)) + ": it lengthens the way out for " + b.hunted() + " most"
}

// wayOut is the fewest moves from seat t's room to an exit turned up, or
// a face-down room while an exit is face down, with cell wall closed too.
func (b *board) wayOut(t, wall int) int {
	from := b.who[t].at
	var d [maxCells]int8
	for i := range d {
		d[i] = -1
	}
	d[from] = 0
	queue := [maxCells]int8{int8(from)}
	for head, tail := 0, 1; head < tail; head++ {
		c := int(queue[head])
		if r := b.cells[c].room; (r == nil && b.exitsDown > 0) || (r != nil && r.Deck == hh.DeckExit) {
			return int(d[c])
		}
		for act := actUp; act <= actRight; act++ {
			if to := b.step(c, act); to != noCell && to != wall && d[to] < 0 && !b.cells[to].closed {
				d[to] = d[c] + 1
				queue[tail] = int8(to)
				tail++
			}
		}
	}
	return 2 * len(b.cells)
}

// placeFor picks the room for a gift token, a refill or a room turned up:
// near the answering seat's participant while it lives, as far from the
// living as can be once it is dead.
func (b *board) placeFor(kind string, cs []rules.Choice) (int, string) {
	alive := b.alive()
	scores := make([]float64, len(cs))
	for i, c := range cs {
		cell := b.cellOfID(c.ID)
		if alive {
			scores[i] = -float64(b.far(b.mine().at, cell))
			continue
		}
		for t := range b.who {
			if b.who[t].inPlay() {
				scores[i] += float64(b.far(cell, b.who[t].at))
			}
		}
	}
	i := top(scores)
	what := map[string]string{"gift": "put the gift in ", "refill": "refill ", "turn": "turn up "}[kind]
	if alive {
		return i, what + b.roomName(b.cellOfID(cs[i].ID)) + ": the nearest to my participant"
	}
	return i, what + b.roomName(b.cellOfID(cs[i].ID)) + ": the furthest from the participants left"
}

// discard picks the ammo token that is worth least to keep.
func (b *board) discard(cs []rules.Choice) (int, string) {
	scores := make([]float64, len(cs))
	for i, c := range cs {
		kind := c.ID[len("discard "):]
		scores[i] = -b.ammoWorth(b.me, kind, 1) + 0.01*float64(b.ammo(b.me, kind))
	}
	i := top(scores)
	return i, cs[i].Label + ": the ammo worth least to keep"
}
