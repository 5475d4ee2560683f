package hallsofhorror

import (
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
)

// board is what the smart player knows when it answers: one seat's View read
// into cells, participants and distances. It is built from View(seat) and
// the printed cards of the content alone, never from the state, so the
// player cannot peek at a hidden action card or the MC's hand.
type board struct {
	p          *smart
	v          *View
	me         int // the seat answering, -1 for a public question
	rows, cols int
	cells      []cell
	who        []participant
	killer     int // the Killer's cell, noCell before he is placed
	exitsDown  int // exits still face down
	faceDown   int
	dist       [maxCells][maxCells]int8 // moves between open cells, -1 none
	hand       [][]string               // symbolsOf's reused slice
}

// cell is one room of the grid as the seat sees it.
type cell struct {
	room      *hh.Room // nil while face down
	covered   uint8
	exhausted bool
	closed    bool // locked for good, or a puzzle shut on someone
	gifts     int
	bodies    []int
}

// participant is one seat's participant as the board shows it.
type participant struct {
	at                           int // noCell before placement
	health, maxHealth            int
	resolve, keys                int
	bullets, shells              int
	items                        uint8 // the content's items held, a bit each
	panicked, dead, escaped, out bool  // out: dead or escaped
	part                         *hh.Participant
}

func (w *participant) inPlay() bool { return w.at != noCell && !w.out }

// read builds the board of view v for seat me.
func (p *smart) read(v *View, me int) *board {
	b := &board{p: p, v: v, me: me, rows: v.RowsN, cols: v.ColsN, killer: parseCell(v.Killer.Cell, v.RowsN, v.ColsN), faceDown: v.FaceDown}
	exits := 0
	b.cells = make([]cell, len(v.Grid))
	for i := range v.Grid {
		rv := &v.Grid[i]
		c := &b.cells[i]
		c.exhausted, c.closed, c.gifts, c.bodies = rv.Exhausted, rv.Locked || rv.Shut, rv.Gifts, rv.Bodies
		for _, j := range rv.Covered {
			c.covered |= 1 << j
		}
		if !rv.FaceDown {
			c.room = p.roomOf(rv)
			if rv.Exit {
				exits++
			}
		}
	}
	if su := p.c.Setup(len(v.Seats)); su != nil {
		b.exitsDown = max(su.Exits-exits, 0)
	}
	b.who = make([]participant, len(v.Seats))
	for s := range v.Seats {
		sv := &v.Seats[s]
		w := &b.who[s]
		*w = participant{at: parseCell(sv.Cell, v.RowsN, v.ColsN), health: sv.Health, maxHealth: sv.MaxHealth, resolve: sv.Resolve, keys: sv.Keys,
			bullets: sv.Bullets, shells: sv.Shells, panicked: sv.Panicked, dead: sv.Dead, escaped: sv.Escaped,
			out: sv.Dead || sv.Escaped, part: p.c.Participant(sv.Participant)}
		for _, id := range sv.Items {
			if i, ok := p.item[id]; ok {
				w.items |= 1 << i
			}
		}
	}
	b.distances()
	return b
}

// roomOf is the printed card of a room turned up: the content's, or for a
// card typed at the table one made from what the view shows of it.
func (p *smart) roomOf(rv *RoomView) *hh.Room {
	if r, ok := p.rooms[rv.ID]; ok && r.Name == rv.Name {
		return r
	}
	r := &hh.Room{ID: rv.ID, Deck: hh.DeckMain, Name: rv.Name, Search: rv.Search, Puzzle: rv.Puzzle}
	switch {
	case rv.Exit:
		r.Deck, r.Keys = hh.DeckExit, 2
	case rv.Start:
		r.Deck = hh.DeckStart
	}
	for _, s := range rv.Rewards {
		r.Rewards = append(r.Rewards, hh.Slot{Symbol: s, Outline: hh.Unlimited, N: 1})
	}
	return r
}

// parseCell reads a cell ID ("r2c3") into its index, noCell for none.
func parseCell(id string, rows, cols int) int {
	rs, cs, ok := strings.Cut(strings.TrimPrefix(id, "r"), "c")
	if !ok {
		return noCell
	}
	r, c := atoiOr(rs), atoiOr(cs)
	if r < 1 || c < 1 || r > rows || c > cols {
		return noCell
	}
	return (r-1)*cols + c - 1
}

// atoiOr reads a small positive number, 0 for anything else.
func atoiOr(s string) int {
	n := 0
	for _, ch := range s {
		if ch < '0' || ch > '9' || n > 1000 {
			return 0
		}
		n = n*10 + int(ch-'0')
	}
	return n
}

// cellOfID is the cell an answer ends with ("lock r2c3" is r2c3).
func (b *board) cellOfID(id string) int {
	return parseCell(id[strings.LastIndexByte(id, ' ')+1:], b.rows, b.cols)
}

// step is the cell next to c in the direction of a move card, noCell off
// the grid.
func (b *board) step(c, act int) int {
	r, col := c/b.cols+dRow[act], c%b.cols+dCol[act]
	if r < 0 || r >= b.rows || col < 0 || col >= b.cols {
		return noCell
	}
	return r*b.cols + col
}

// actOfWord is the move card a direction word names, -1 for none.
func actOfWord(w string) int {
	for act := actUp; act <= actRight; act++ {
		if actIDs[act] == w {
			return act
		}
	}
	return -1
}

// distances fills dist: the fewest moves between two cells through rooms
// that can be entered (face-down ones too). A closed room can be left but
// not entered.
func (b *board) distances() {
	n := len(b.cells)
	for from := range n {
		d := &b.dist[from]
		for i := range d {
			d[i] = -1
		}
		d[from] = 0
		queue := [maxCells]int8{int8(from)}
		for head, tail := 0, 1; head < tail; head++ {
			c := int(queue[head])
			for act := actUp; act <= actRight; act++ {
				if to := b.step(c, act); to != noCell && d[to] < 0 && !b.cells[to].closed {
					d[to] = d[c] + 1
					queue[tail] = int8(to)
					tail++
				}
			}
		}
	}
}

// far is the distance between two cells, a long way when no path joins
// them.
func (b *board) far(from, to int) int {
	if from == noCell || to == noCell {
		return 9
	}
	if d := b.dist[from][to]; d >= 0 {
		return int(d)
	}
	return 9
}

// mine is the answering seat's participant, nil for a public question.
func (b *board) mine() *participant {
	if b.me < 0 || b.me >= len(b.who) {
		return nil
	}
	return &b.who[b.me]
}

// alive reports whether the answering seat's participant is still in the
// house: a player who lost theirs plays the Master of the Ceremony.
func (b *board) alive() bool {
	m := b.mine()
	return m != nil && m.inPlay()
}

// power is how much of power kind seat s's participant has, 0 without it.
func (b *board) power(s int, kind string) int {
	w := &b.who[s]
	if b.v.Side != sideAdv || w.part == nil {
		return 0
	}
	for _, pw := range w.part.Advanced.Powers {
		if pw.Effect.Kind == kind {
			return max(pw.Effect.N, 1)
		}
	}
	return 0
}

// owns reports whether seat s holds item i of the content.
func (b *board) owns(s, i int) bool { return i >= 0 && b.who[s].items&(1<<i) != 0 }

// company counts the participants in play on cell c besides seat s's.
func (b *board) company(s, c int) int {
	n := 0
	for t := range b.who {
		if t != s && b.who[t].inPlay() && b.who[t].at == c {
			n++
		}
	}
	return n
}
