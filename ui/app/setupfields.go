package app

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/textfield"
)

// playMode is how a new game is played: who sits at the keyboard and where
// chance comes from (DESIGN.md, "Three ways people use it").
type playMode int

const (
	modeSolo    playMode = iota // one player; the app deals and rolls
	modeHotSeat                 // several players take turns at one keyboard
	modeTable                   // the real box on the table; the app asks what came up
)

func (m playMode) String() string {
	return [...]string{"solo", "hot-seat", "table"}[m]
}

// note says what the mode means, beside it on the form.
func (m playMode) note() string {
	return [...]string{
		"you alone; the app deals and rolls",
		"players take turns at this keyboard",
		"you play the real box and enter what the cards and dice show",
	}[m]
}

// defaultName is a seat's name when nothing is typed: "You" alone,
// "Player 1", "Player 2"... otherwise, as on the command line (haunt play
// --names).
func defaultName(seat, seats int) string {
	if seats == 1 {
		return "You"
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// optionField is one rules.Option on the form: one of its Values, free
// text, or, for a list option (one with Parts), one of its presets or the
// parts picked one by one ("choose").
type optionField struct {
	opt rules.Option
	// value indexes opt.Values; for a list option, len(opt.Values) is
	// "choose": the parts picked below.
	value int
	input textinput.Model // free text: an option with neither Values nor Parts
	// picked says which parts a list option picks (not PerSeat).
	picked []bool
	// seat is the part each seat picks, for a PerSeat option: an index into
	// opt.Parts, one for every name field.
	seat []int
}

// chooseLabel is the value of a list option whose parts are picked one by
// one.
const chooseLabel = "choose"

func newOptionField(c *common.Common, opt rules.Option, nameFields int) optionField {
	o := optionField{opt: opt, value: -1}
	if i := slices.Index(opt.Values, opt.Default); i >= 0 {
		o.value = i
	}
	if !o.list() {
		if len(opt.Values) == 0 {
			o.input = textfield.New(c)
			o.input.Prompt = ""
			o.input.SetValue(opt.Default)
		}
		o.value = max(o.value, 0)
		return o
	}
	// The picks start from what the default picks: its preset's parts,
	// or the parts of a default that is a list itself.
	o.picked = make([]bool, len(opt.Parts))
	first := opt.Presets[opt.Default].Parts
	if o.value < 0 {
		first = rules.SplitList(opt.Default)
		o.value = len(opt.Values) // choose
	}
	var idx []int
	for _, id := range first {
		if i := o.partIndex(id); i >= 0 {
			o.picked[i] = true
			idx = append(idx, i)
		}
	}
	// A seat with no part of the default's gets the next part nobody has.
	for s := range nameFields {
		if s < len(idx) {
			o.seat = append(o.seat, idx[s])
			continue
		}
		next := 0
		if s > 0 {
			next = (o.seat[s-1] + 1) % len(opt.Parts)
		}
		o.seat = append(o.seat, next)
	}
	return o
}

func (o *optionField) partIndex(id string) int {
	return slices.IndexFunc(o.opt.Parts, func(p rules.Part) bool { return p.ID == id })
}

// list reports whether the option is a list of parts a form can pick.
func (o *optionField) list() bool { return len(o.opt.Parts) > 0 }

// cycles reports whether the option's line changes with left and right.
func (o *optionField) cycles() bool { return len(o.opt.Values) > 0 || o.list() }

// choices is how many values the line cycles through.
func (o *optionField) choices() int {
	n := len(o.opt.Values)
	if o.list() {
		n++
	}
	return n
}

// choosing reports whether the parts are picked one by one.
func (o *optionField) choosing() bool { return o.list() && o.value == len(o.opt.Values) }

// label is the value shown on the option's line.
func (o *optionField) label() string {
	if o.choosing() {
		return chooseLabel
	}
	return o.opt.Values[o.value]
}

// picks are the IDs of the parts picked one by one, in seat order for a
// PerSeat option, in the order of Parts otherwise.
func (o *optionField) picks(seats int) []string {
	var ids []string
	if o.opt.PerSeat {
		for _, p := range o.seat[:min(seats, len(o.seat))] {
			ids = append(ids, o.opt.Parts[p].ID)
		}
		return ids
	}
	for i, on := range o.picked {
		if on {
			ids = append(ids, o.opt.Parts[i].ID)
		}
	}
	return ids
}

// value is what the setup gets for the option.
func (o *optionField) String(seats int) string {
	switch {
	case o.choosing():
		return strings.Join(o.picks(seats), ",")
	case o.cycles():
		return o.opt.Values[o.value]
	}
	return strings.TrimSpace(o.input.Value())
}

// cycle moves the option's value by d, round.
func (o *optionField) cycle(d int) {
	n := o.choices()
	o.value = ((o.value+d)%n + n) % n
}

// cyclePart moves seat's part by d, round.
func (o *optionField) cyclePart(seat, d int) {
	n := len(o.opt.Parts)
	o.seat[seat] = ((o.seat[seat]+d)%n + n) % n
}

// note is what the option's line says beside its value: what a preset
// picks ("Dracula, Creature from the Black Lagoon"; "2 at random"), how
// many to choose below, or the option's help.
func (o *optionField) note(seats int) string {
	if !o.list() {
		return o.opt.Help
	}
	if o.choosing() {
		lo, hi := o.opt.Bounds(seats)
		switch {
		case o.opt.PerSeat && seats == 1:
			return "pick one below"
		case o.opt.PerSeat:
			return "pick one for each player below"
		case lo == hi:
			return fmt.Sprintf("pick %d below", lo)
		default:
			return fmt.Sprintf("pick %d to %d below", lo, hi)
		}
	}
	p, ok := o.opt.Presets[o.label()]
	if !ok {
		return ""
	}
	var words []string
	// The parts in the order of Parts, so a preset reads like the list
	// below it.
	for _, part := range o.opt.Parts {
		if slices.Contains(p.Parts, part.ID) {
			words = append(words, part.Label)
		}
	}
	switch {
	case p.Random > 0 && o.opt.PerSeat && seats == 1:
		words = append(words, "dealt at random")
	case p.Random > 0 && o.opt.PerSeat:
		words = append(words, fmt.Sprintf("%d each, dealt at random", p.Random))
	case p.Random >= len(o.opt.Parts) && len(p.Parts) == 0:
		words = append(words, fmt.Sprintf("all %d", len(o.opt.Parts)))
	case p.Random > 0 && len(p.Parts) > 0:
		words = append(words, fmt.Sprintf("and %d more at random", p.Random))
	case p.Random > 0:
		words = append(words, fmt.Sprintf("%d at random", p.Random))
	}
	return strings.Join(words, ", ")
}
