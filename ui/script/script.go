// Package script is haunt's front-end for programs: JSON lines in and out.
//
// Each output line is one object with a "type":
//
//	{"type":"prompt","seat":0,"chance":false,"secret":false,"text":"...","choices":[{"id":"...","label":"..."}]}
//	{"type":"event","text":"...","kind":"...","seats":[0],"places":["docks"]}
//	{"type":"state","state":{...}}
//	{"type":"error","error":"..."}
//	{"type":"over","result":{"outcome":"win","reason":"...","text":"...","scores":[...]},"state":{...}}
//	{"type":"saved","name":"..."}
//
// Each input line is a choice ID for the prompt (the prompt's seat answers),
// or a command: ":undo", ":state", ":save NAME" (keep a copy under NAME),
// ":adjust ID" (table mode: correct the state by hand), ":adjustments"
// (list them) or ":quit". Every input line is answered by zero or more lines ending with the
// next prompt; a bad line gets an error and the same prompt again, and
// changes nothing. A prompt's seat is the seat that answers: 0 for the
// first player, -1 for a draw or a roll (table mode), -3 (rules.Nobody)
// for a public question that anyone at the table answers.
//
// The game ends with an "over" line: the result, with each seat's score
// in games that score, and the final view, everything face up, which holds
// each seat's breakdown (points, trauma, sets...). The run then goes on
// until ":quit" or the end of the input: ":state" shows the end again,
// ":undo" takes the last answer back and plays on, ":save NAME" keeps a
// copy. Every run ends with a "saved" line naming the save, so a later run
// can resume it.
//
// In digital play chance prompts are answered by the match's dice and decks
// and show up as events of kind "chance" ("drew: card thief"). In table mode
// they are prompts with "chance":true and "seat":-1, whose choices carry a
// "weight"; the caller answers them with what the real table showed, so a
// whole physical game replays from a written record of its draws and rolls.
// A die of a roll carries "dice": how many dice of the roll are still to be
// entered, this one included; each die is one line. An answer the game
// cannot take (a card already drawn) gets an error that says why.
//
// A prompt with "free":{"prefix":"play","hint":"..."} also takes a line
// "play TEXT" that is not among its choices: a card from a hand the app has
// never seen; the game says whether it knows it.
//
// In table mode the referee corrects the state where the real table drifted
// from the app: ":adjustments" writes {"type":"adjustments","choices":[...]}
// and ":adjust ID" makes one (the "adjust " at the start of the ID may be
// left out); its events start "Adjusted:". ":undo" takes back any answer or
// adjustment and writes an event of kind "undo" saying "Corrected: took back
// ...".
package script

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// Prompt is a "prompt" line.
type Prompt struct {
	Type    string     `json:"type"`
	Seat    rules.Seat `json:"seat"`
	Chance  bool       `json:"chance"`
	Secret  bool       `json:"secret"`
	Text    string     `json:"text"`
	Choices []Choice   `json:"choices"`
	// Dice: a die of a roll, and how many dice of it are left (this one
	// included).
	Dice int `json:"dice,omitempty"`
	// Free: the prompt also takes "PREFIX TEXT" for something the app has
	// not seen.
	Free *rules.Free `json:"free,omitempty"`
}

// Adjustments is an "adjustments" line: the corrections the referee may
// make now, in table mode.
type Adjustments struct {
	Type    string   `json:"type"`
	Choices []Choice `json:"choices"`
}

// Choice is one choice of a prompt; Weight only for chance in table mode.
type Choice struct {
	ID     string `json:"id"`
	Label  string `json:"label"`
	Weight int    `json:"weight,omitempty"`
}

// Event is an "event" line: the game's event with its type.
type Event struct {
	Type   string       `json:"type"`
	Text   string       `json:"text"`
	Kind   string       `json:"kind"`
	Seats  []rules.Seat `json:"seats,omitempty"`
	Places []string     `json:"places,omitempty"`
	Reveal bool         `json:"reveal,omitempty"`
}

// State is a "state" line: the view the answering seat may see.
type State struct {
	Type  string `json:"type"`
	State any    `json:"state"`
}

// Error is an "error" line.
type Error struct {
	Type  string `json:"type"`
	Error string `json:"error"`
}

// Over is an "over" line: how the game ended, and the final view, in
// which every seat's hand and score show.
type Over struct {
	Type   string       `json:"type"`
	Result rules.Result `json:"result"`
	State  any          `json:"state"`
}

// Saved is a "saved" line.
type Saved struct {
	Type string `json:"type"`
	Name string `json:"name"`
}

// Run plays s with JSON lines, reading from in and writing to out, until
// ":quit" or the end of in. opening holds the events of the
// game's start (from saves.Start), written before the first prompt. The
// returned error is for reading and writing only; bad lines are answered
// with "error" lines.
func Run(s *saves.Session, opening []rules.Event, in io.Reader, out io.Writer) error {
	r := &runner{s: s, in: bufio.NewReader(in), enc: json.NewEncoder(out)}
	r.enc.SetEscapeHTML(false)
	return r.run(opening)
}

type runner struct {
	s   *saves.Session
	in  *bufio.Reader
	enc *json.Encoder
	err error // the first write error
}

func (r *runner) emit(v any) {
	if r.err == nil {
		r.err = r.enc.Encode(v)
	}
}

func (r *runner) fail(format string, a ...any) {
	r.emit(Error{Type: "error", Error: fmt.Sprintf(format, a...)})
}

func (r *runner) events(evs []rules.Event) {
	for _, e := range evs {
		r.emit(Event{Type: "event", Text: e.Text, Kind: e.Kind, Seats: e.Seats, Places: e.Places, Reveal: e.Reveal})
	}
}

func (r *runner) prompt() {
	p := r.s.Match.Prompt()
	table := r.s.Match.Setup().Mode == rules.Table
	out := Prompt{Type: "prompt", Seat: p.Seat, Chance: p.IsChance(), Secret: p.Secret, Text: p.Text, Choices: make([]Choice, len(p.Choices)), Dice: p.Dice, Free: p.Free}
	for i, c := range p.Choices {
		out.Choices[i] = Choice{ID: c.ID, Label: c.Label}
		if table && p.IsChance() {
			out.Choices[i].Weight = c.Weight
		}
	}
	r.emit(out)
}

// viewer is whose view ":state" shows: the full view in solo and table mode
// and once the game is over; in hot-seat play the prompt's seat, or the
// public view while a question is put to anyone at the table.
func (r *runner) viewer() rules.Seat {
	st := r.s.Match.Setup()
	p := r.s.Match.Prompt()
	if over, _ := r.s.Match.Over(); over || st.Mode == rules.Table || len(st.Seats) < 2 || p.Seat < 0 && p.Seat != rules.Nobody {
		return rules.Chance
	}
	return p.Seat
}

func (r *runner) run(opening []rules.Event) error {
	r.opening(opening)
	for r.err == nil {
		if over, res := r.s.Match.Over(); over {
			r.emit(Over{Type: "over", Result: res, State: r.s.Match.Game().View(rules.Chance)})
		} else {
			p := r.s.Match.Prompt()
			if p.IsChance() && r.s.Match.Setup().Mode != rules.Table {
				return errors.New("the game waits for a draw or a roll in digital play")
			}
			r.prompt()
		}
		line, err := r.in.ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return err
		}
		if err != nil && line == "" {
			break
		}
		if quit := r.handle(strings.TrimRight(line, "\r\n")); quit {
			break
		}
	}
	r.emit(Saved{Type: "saved", Name: r.s.Name})
	return r.err
}

// handle acts on one input line and reports whether the caller quits.
func (r *runner) handle(line string) bool {
	if !utf8.ValidString(line) {
		r.fail("the line is not valid UTF-8")
		return false
	}
	cmd, arg, _ := strings.Cut(strings.TrimSpace(line), " ")
	switch cmd {
	case ":quit":
		if arg != "" {
			r.fail(":quit takes nothing after it")
			return false
		}
		return true
	case ":state":
		if arg != "" {
			r.fail(":state takes nothing after it")
			return false
		}
		r.emit(State{Type: "state", State: r.s.Match.Game().View(r.viewer())})
		return false
	case ":undo":
		if arg != "" {
			r.fail(":undo takes nothing after it")
			return false
		}
		a, err := r.s.Undo()
		if err != nil {
			r.fail("cannot undo: %v", err)
			return false
		}
		if r.s.Match.Setup().Mode == rules.Table {
			r.emit(Event{Type: "event", Kind: "undo", Text: fmt.Sprintf("Corrected: took back %q", a.Choice), Seats: []rules.Seat{a.Seat}})
			return false
		}
		r.emit(Event{Type: "event", Kind: "undo", Text: fmt.Sprintf("took back %q", a.Choice), Seats: []rules.Seat{a.Seat}})
		return false
	case ":save":
		r.saveCopy(strings.TrimSpace(arg))
		return false
	case ":adjustments":
		if arg != "" {
			r.fail(":adjustments takes nothing after it")
			return false
		}
		if r.s.Match.Setup().Mode != rules.Table {
			r.fail("%v", rules.ErrNoAdjust)
			return false
		}
		out := Adjustments{Type: "adjustments", Choices: []Choice{}}
		for _, c := range r.s.Match.Adjustments() {
			out.Choices = append(out.Choices, Choice{ID: c.ID, Label: c.Label})
		}
		r.emit(out)
		return false
	case ":adjust":
		r.adjust(strings.TrimSpace(arg))
		return false
	}
	if strings.HasPrefix(line, ":") {
		r.fail("unknown command %q; commands: :undo, :state, :save NAME, :quit; in table mode also :adjust ID and :adjustments", clip(cmd))
		return false
	}
	if over, _ := r.s.Match.Over(); over {
		r.fail("the game is over: :state shows the end, :undo takes the last answer back, :quit leaves")
		return false
	}
	r.answer(line)
	return false
}

func (r *runner) answer(id string) {
	p := r.s.Match.Prompt()
	if _, ok := p.Find(id); !ok {
		if t := strings.TrimSpace(id); t != id {
			if _, ok := p.Find(t); ok {
				id = t
			}
		}
	}
	if _, ok := p.Find(id); !ok {
		if _, free := p.FreeAnswer(id); !free || !strings.HasPrefix(id, p.Free.Prefix+" ") {
			// The game may know why (a card already drawn): Apply is pure,
			// so asking it changes nothing.
			if _, _, err := r.s.Match.Game().Apply(p.Seat, id); err != nil && !isGeneric(err) {
				r.fail("%v", err)
				return
			}
			r.fail("%q is not one of the %d choices; answer with a choice's id", clip(id), len(p.Choices))
			return
		}
		id = strings.TrimSpace(id)
	}
	before, n := r.s.Match.Game(), r.s.Match.Len()
	evs, err := r.s.Answer(p.Seat, id)
	if r.s.Match.Len() == n {
		if err == nil {
			err = errors.New("the answer was not taken")
		}
		r.fail("%v", err)
		return
	}
	r.replay(before, r.s.Match.Log()[n:], evs)
	if err != nil {
		r.fail("the answer counts, but %v", err)
	}
}

// isGeneric reports whether err only says the answer is not listed, which
// the script says better itself.
func isGeneric(err error) bool {
	var ill *rules.IllegalError
	return errors.As(err, &ill) && strings.HasPrefix(ill.Why, "not one of the ")
}

// adjust makes one correction by hand (table mode).
func (r *runner) adjust(id string) {
	if id == "" {
		r.fail(":adjust needs an adjustment: :adjust move dracula crypt (:adjustments lists them)")
		return
	}
	if !strings.HasPrefix(id, "adjust ") {
		id = "adjust " + id
	}
	before, n := r.s.Match.Game(), r.s.Match.Len()
	evs, err := r.s.Adjust(id)
	if r.s.Match.Len() == n {
		r.fail("cannot adjust: %v", err)
		return
	}
	r.replay(before, r.s.Match.Log()[n:], evs)
	if err != nil {
		r.fail("the adjustment counts, but %v", err)
	}
}

// opening writes the events of the game's start. When the log holds only
// the generator's opening draws, they are played again from the setup so the
// draws show as "chance" events between the game's own, as they do later.
func (r *runner) opening(evs []rules.Event) {
	log := r.s.Match.Log()
	fresh := len(evs) > 0 && len(log) > 0
	for _, a := range log {
		fresh = fresh && a.Source == rules.FromRNG
	}
	if !fresh {
		r.events(evs)
		return
	}
	g, err := r.s.Match.Definition().New(r.s.Match.Setup())
	if err != nil {
		r.events(evs)
		return
	}
	r.replay(g, log, evs)
}

// replay writes the events of the answers in log, given from state g, with
// the generator's draws between them as "chance" events. Games are pure,
// so applying the answers again yields the very events the session saw, now
// in order; if that somehow fails, the session's events are written as they
// came.
func (r *runner) replay(g rules.Game, log []rules.Answer, fallback []rules.Event) {
	var out []Event
	for _, a := range log {
		if a.Source == rules.FromRNG {
			out = append(out, Event{Type: "event", Kind: "chance", Text: "drew: " + a.Choice})
		}
		next, evs, err := rules.Step(g, a)
		if err != nil {
			r.events(fallback)
			return
		}
		for _, e := range evs {
			out = append(out, Event{Type: "event", Text: e.Text, Kind: e.Kind, Seats: e.Seats, Places: e.Places, Reveal: e.Reveal})
		}
		g = next
	}
	for _, e := range out {
		r.emit(e)
	}
}

// saveCopy keeps a copy of the match as it is now under another name,
// which must be free.
func (r *runner) saveCopy(name string) {
	switch {
	case name == "":
		r.fail(":save needs a name: :save NAME")
		return
	case name == r.s.Name:
		r.fail("this game is already saved as %q after every answer", name)
		return
	}
	if err := saves.ValidName(name); err != nil {
		r.fail("%v", err)
		return
	}
	sv := r.s.Save()
	sv.Header.Name = name
	var err error
	if c, ok := r.s.Store.(saves.Creator); ok {
		err = c.Create(sv)
	} else if _, lerr := r.s.Store.Load(name); !errors.Is(lerr, saves.ErrNotFound) {
		err = fmt.Errorf("a save named %q already exists; pick another name", name)
	} else {
		err = r.s.Store.Write(sv)
	}
	if err != nil {
		r.fail("cannot save a copy: %v", err)
		return
	}
	r.emit(Saved{Type: "saved", Name: name})
}

func clip(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:60]) + "..."
	}
	return s
}
