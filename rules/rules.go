// Package rules is the contract every haunt game implements, and the match
// driver that plays one.
//
// A game is a state machine that always knows what it waits for: Prompt says
// which seat answers (or Chance, for a card draw or a die roll) and lists every
// legal answer. Apply is pure: it returns the next state and the events, and an
// illegal answer is an error that changes nothing. Randomness never happens
// inside a game; a chance prompt lists the outcomes still possible with their
// weights and the Match answers it from a seeded generator, or the table does.
package rules

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Seat is a player's place at the table, 0..n-1.
type Seat int

// Chance is the seat that answers draws and rolls: nobody at the table.
const Chance Seat = -1

// Referee is the seat of a correction made by hand in table mode (see
// Adjuster): not a player, not a draw, but the person keeping the app in
// step with the real table.
const Referee Seat = -2

// Nobody is a seat no player holds. Its View is the public view: what a
// spectator may see, with every hand and unrevealed secret choice stripped.
// Hot-seat front-ends show it while the keyboard has not been claimed. A
// prompt asked of Nobody is a public question that anyone at the table
// answers (a window: "does anyone play a card?"): front-ends show the
// public view while it waits, and its answers never hold a secret.
const Nobody Seat = -3

// Choice is one legal answer to a prompt.
type Choice struct {
	// ID is stable and typeable ("move docks", "card thief"): the same list
	// drives the menu, the line mode, scripts and tests.
	ID string `json:"id"`
	// Label is for people: "Move to the Docks (2 villagers follow)".
	Label string `json:"label"`
	// Weight is how likely a chance outcome is (cards of this kind left, die
	// faces of this kind). Zero for player choices. Front-ends do not show
	// it: in table mode the label is what the referee reads, so a chance
	// label says what helps find the outcome on the table ("Thief (2 of 3
	// left)").
	Weight int `json:"weight,omitempty"`
}

// Prompt is what a game waits for next.
type Prompt struct {
	// Seat answers: a player's seat, Chance (a draw or a roll) or Nobody
	// (anyone at the table).
	Seat    Seat     `json:"seat"`
	Text    string   `json:"text"`
	Choices []Choice `json:"choices"`
	// Secret marks an answer other seats must not see until it is revealed.
	// Front-ends put a hand-over screen before a secret prompt in hot-seat play.
	Secret bool `json:"secret,omitempty"`
	// Dice is set on a chance prompt that asks for one die of a roll: how
	// many dice of that roll are still to be entered, this one included.
	// The choices are the die's faces. A game asks for a roll one die at a
	// time; a front-end may take the whole roll at once ("hit power blank")
	// and give the answers one by one.
	Dice int `json:"dice,omitempty"`
	// Free, when set, also takes answers that are not among Choices: text
	// typed after a prefix, such as a card from a hand the app has never
	// seen ("play Garlic Soup"). Check lets them through; the game's Apply
	// decides whether it knows the text, and a front-end can ask it before
	// sending (Apply is pure).
	Free *Free `json:"free,omitempty"`
	// Unlisted are legal answers the game does not offer, because another
	// choice of the same prompt beats each of them outright (a spend that
	// pays less for the same dice). Front-ends never show them; Check
	// accepts them, so a save made when they were still offered replays, and
	// a player who types one gets what the rules allow.
	Unlisted []Choice `json:"-"`
}

// Free describes the free answers a prompt takes besides its choices.
type Free struct {
	// Prefix starts every free answer: the answer is Prefix, one space,
	// then the text ("play Garlic Soup").
	Prefix string `json:"prefix"`
	// Hint says what to type, for people: "the name of the card played".
	Hint string `json:"hint"`
}

// FreeAnswer returns the answer a front-end sends for text typed into a
// free prompt: the prefix and the text, unless the text already starts with
// the prefix. ok is false when the prompt takes no free answers or the text
// is empty.
func (p Prompt) FreeAnswer(text string) (id string, ok bool) {
	if p.Free == nil {
		return "", false
	}
	text = strings.TrimSpace(text)
	if t, found := strings.CutPrefix(text, p.Free.Prefix+" "); found {
		text = strings.TrimSpace(t)
	}
	if text == "" {
		return "", false
	}
	return p.Free.Prefix + " " + text, true
}

// freeText is the text of a free answer, or false when id is not one.
func (p Prompt) freeText(id string) (string, bool) {
	if p.Free == nil {
		return "", false
	}
	t, ok := strings.CutPrefix(id, p.Free.Prefix+" ")
	if !ok || strings.TrimSpace(t) == "" || strings.TrimSpace(t) != t {
		return "", false
	}
	return t, true
}

// IsChance reports whether the table or the generator answers this prompt.
func (p Prompt) IsChance() bool { return p.Seat == Chance }

// Find returns the choice with the given ID, listed or not (Unlisted).
func (p Prompt) Find(id string) (Choice, bool) {
	for _, c := range p.Choices {
		if c.ID == id {
			return c, true
		}
	}
	for _, c := range p.Unlisted {
		if c.ID == id {
			return c, true
		}
	}
	return Choice{}, false
}

// Touch is what a choice concerns on the board, as data: a front-end
// highlights it without reading the choice's ID. Every field is optional.
type Touch struct {
	// Places are IDs of places on the board: spaces, locations, slots
	// ("docks", "chasm", "post 2").
	Places []string `json:"places,omitempty"`
	// Seats are the seats the choice names (a hero, a trade partner).
	Seats []Seat `json:"seats,omitempty"`
	// Cards are IDs of cards, tokens or items the choice names.
	Cards []string `json:"cards,omitempty"`
	// Dice are the dice of the roll under way it uses, by index from 0.
	Dice []int `json:"dice,omitempty"`
}

// Toucher is a game that can say what a choice of its current prompt
// touches. It is asked for the one choice under the cursor, so building
// prompts (which simulations do millions of times) pays nothing for it.
type Toucher interface {
	Touch(choiceID string) Touch
}

// Event is one line of the game log: structured for programs, with a plain
// sentence for people.
type Event struct {
	Kind   string   `json:"kind"`
	Text   string   `json:"text"`
	Seats  []Seat   `json:"seats,omitempty"`
	Places []string `json:"places,omitempty"`
	// Reveal marks an event that shows hidden information (secret choices
	// turned face up). Digital play cannot undo past it.
	Reveal bool `json:"reveal,omitempty"`
	// Beat marks where a run of events the players did not choose (a
	// monster card played out by the dice and the deck) falls into steps a
	// person follows one at a time: the screen may pause before it.
	Beat bool `json:"beat,omitempty"`
}

// Result is how a finished game ended.
type Result struct {
	// Outcome is "win" or "loss" for cooperative games, "winner" or "draw"
	// for competitive ones.
	Outcome string `json:"outcome"`
	// Reason is a short stable word for statistics: "monsters defeated",
	// "terror", "out of time".
	Reason  string `json:"reason"`
	Winners []Seat `json:"winners,omitempty"`
	Text    string `json:"text"`
	// Scores is each seat's final score, by seat, in games that score.
	Scores []int `json:"scores,omitempty"`
	// Tallies are figures of the end worth averaging over many games, by
	// name: how high the terror stood, how many monsters fell.
	Tallies map[string]int `json:"tallies,omitempty"`
}

// Game is one game in progress. Implementations are values that Apply never
// mutates, so a caller may keep old states for undo and comparison.
type Game interface {
	// Prompt is what the game waits for. While the game goes on it always
	// has at least one choice; once it is over it has none.
	Prompt() Prompt
	// Apply answers the current prompt. It returns an error, and changes
	// nothing, when the seat is not the one asked or the choice is not listed.
	Apply(seat Seat, choice string) (Game, []Event, error)
	// View is what one seat may see; secret hands of other seats are
	// stripped. Pass Chance for the full view (solo and table mode).
	View(seat Seat) any
	// Result reports whether the game is over and how it ended.
	Result() (over bool, r Result)
}

// Quieter is a game that a driver playing many games fast can take over.
// Quiet returns a copy of the game as it stands, playing on quietly: its
// answers return no events and its prompts may have no question
// (Prompt.Text), while the choices (IDs, labels and weights), the views and
// the result stay exactly as they would be. And a quiet game is its driver's
// alone: Apply may change the state it is given and return it, and the
// prompt it was asked with, since the driver keeps only the newest state and
// reads a prompt only until it answers it (an illegal answer still changes
// nothing, and the game Quiet was called on is never touched). The
// simulator and a player's look-ahead, which read no texts and keep no old
// states, play faster on it.
type Quieter interface {
	Quiet() Game
}

// Mode is where chance comes from.
type Mode string

const (
	// Digital: the match answers chance prompts from its seeded generator.
	Digital Mode = "digital"
	// Table: the people at the table answer chance prompts with what the
	// real cards and dice showed.
	Table Mode = "table"
)

// Setup is everything needed to start a game again from nothing.
type Setup struct {
	Game    string            `json:"game"`
	Seats   []string          `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
	Seed    uint64            `json:"seed"`
	Mode    Mode              `json:"mode"`
}

// clone copies the setup's seats and options.
func (s Setup) clone() Setup {
	s.Seats = slices.Clone(s.Seats)
	s.Options = maps.Clone(s.Options)
	return s
}

// Option describes one game option a setup form or a flag can set.
//
// Most options are one of Values, or free text. A list option is also
// made of Parts (the monsters to face, the heroes of the seats): its value
// is one of Values, a preset that Presets says what it picks, or a comma
// list of part IDs ("dracula,wolf_man"). Parts, Min, Max, PerSeat and
// Presets only describe the list, so that a form can offer the parts one by
// one and say what a preset picks; they change nothing a flag takes. The
// game's New stays the judge of a list (such an option is Open), and a
// form can ask CheckPicks first for the mistakes any list can make.
type Option struct {
	Name    string   `json:"name"`
	Help    string   `json:"help"`
	Default string   `json:"default"`
	Values  []string `json:"values,omitempty"` // empty: free text
	// Open says Values are the usual picks, not the only ones: the game
	// also takes other text (a comma list of monsters) and says itself
	// what is wrong with it.
	Open bool `json:"open,omitempty"`
	// Before is the value a match saved before this option existed plays
	// with: Replay fills it in where a save has no value, so an old save
	// goes on as it began (the first edition of a house deck) while new
	// matches get Default. Empty: Default for old saves too.
	Before string `json:"before,omitempty"`
	// Parts are what a comma-list value is made of, in the order a form
	// lists them. Empty for an option that is not a list.
	Parts []Part `json:"parts,omitempty"`
	// Min and Max bound how many parts a list names; Max 0 is as many as
	// there are Parts. A PerSeat list ignores them.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// PerSeat says a list names exactly one part for each seat, in seat
	// order (the heroes), each part at most once.
	PerSeat bool `json:"per_seat,omitempty"`
	// Presets says what values of Values pick of the Parts, for a form to
	// show beside them ("first: Dracula, Creature"). A value it does not
	// name is shown as itself.
	Presets map[string]Preset `json:"presets,omitempty"`
}

// Part is one thing a list option is made of: a monster, a hero.
type Part struct {
	// ID is how a list names it: "wolf_man".
	ID string `json:"id"`
	// Label is for people: "The Wolf Man".
	Label string `json:"label"`
	// Note is a short remark a form shows beside it: "not in solo".
	Note string `json:"note,omitempty"`
}

// Preset is what one value of a list option picks.
type Preset struct {
	// Parts are the IDs of the parts it names.
	Parts []string `json:"parts,omitempty"`
	// Random is how many more parts the game draws at random; for a
	// PerSeat option, how many for each seat.
	Random int `json:"random,omitempty"`
}

// Part returns the part with the given ID.
func (o Option) Part(id string) (Part, bool) {
	for _, p := range o.Parts {
		if p.ID == id {
			return p, true
		}
	}
	return Part{}, false
}

// Bounds is how many parts a list of the option names for seats seats:
// exactly seats for a PerSeat option, Min to Max (Max 0: all) otherwise.
func (o Option) Bounds(seats int) (lo, hi int) {
	if o.PerSeat {
		return seats, seats
	}
	hi = o.Max
	if hi <= 0 {
		hi = len(o.Parts)
	}
	return max(o.Min, 0), hi
}

// SplitList is the part IDs of a comma-list option value ("dracula,
// wolf_man"), spaces and empty items dropped: the one reading of such a
// value for the game's New, the setup form and CheckPicks alike.
func SplitList(value string) []string {
	var out []string
	for _, p := range strings.Split(value, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// CheckPicks says what is wrong with a list of part IDs for seats seats,
// in the words a form shows: a part it does not know, a part picked twice,
// too many or too few. It knows only what the option says; the game's New
// may forbid more (a hero who does not play solo).
func (o Option) CheckPicks(ids []string, seats int) error {
	seen := map[string]bool{}
	for _, id := range ids {
		p, ok := o.Part(id)
		if !ok {
			var known []string
			for _, p := range o.Parts {
				known = append(known, p.ID)
			}
			return fmt.Errorf("%s: %q is not one of %s", o.Name, id, strings.Join(known, ", "))
		}
		if seen[id] {
			return fmt.Errorf("%s: %s is picked twice", o.Name, p.Label)
		}
		seen[id] = true
	}
	lo, hi := o.Bounds(seats)
	n := len(ids)
	switch {
	case o.PerSeat && n != lo && lo == 1:
		return fmt.Errorf("%s: pick one, not %d", o.Name, n)
	case o.PerSeat && n != lo:
		return fmt.Errorf("%s: pick one for each of the %d players, not %d", o.Name, lo, n)
	case n >= lo && n <= hi:
		return nil
	case lo == hi:
		return fmt.Errorf("%s: pick %d, not %d", o.Name, lo, n)
	case n < lo:
		return fmt.Errorf("%s: pick at least %d, not %d", o.Name, lo, n)
	default:
		return fmt.Errorf("%s: pick at most %d, not %d", o.Name, hi, n)
	}
}

// Definition describes a game a match can be started for.
type Definition struct {
	Name    string // command-line name: "horrified"
	Title   string // for people: "Horrified"
	Summary string
	// Reminder is a short reminder of the rules in our own words, for
	// people who own the game (content: boards/<game>/reminder.txt). The
	// rules page and the game screen's help show it.
	Reminder string
	MinSeats int
	MaxSeats int
	Options  []Option
	// New starts a game from a setup CheckSetup has passed: the seats fit,
	// every option is known, every value is allowed and every option has
	// one (its default when the setup left it out). It returns an error
	// only for what the definition cannot say: a free-text option that
	// names something the game does not know, a combination the rules
	// forbid.
	New func(Setup) (Game, error)
	// Content is the game's content as loaded, player overrides included,
	// for front-ends that draw it (the map's coordinates); nil for games
	// whose drawing needs none.
	Content any
	// Smart makes a strong Player for the game; nil while it has none.
	// Each call gives a player of its own (it may keep scratch space).
	Smart func() Player
}

// Quiet is the definition starting quiet games (Quieter), for drivers that
// read no texts; a game that cannot be quiet starts as usual.
func (d Definition) Quiet() Definition {
	loud := d.New
	d.New = func(s Setup) (Game, error) {
		g, err := loud(s)
		if q, ok := g.(Quieter); ok && err == nil {
			return q.Quiet(), nil
		}
		return g, err
	}
	return d
}

// WithOptions is the definition starting every game with opts set over the
// setup's options: the simulator's runs, whose setups leave every option
// to its default, play with the options chosen for the run.
func (d Definition) WithOptions(opts map[string]string) Definition {
	start := d.New
	d.New = func(s Setup) (Game, error) {
		s = s.clone()
		if s.Options == nil {
			s.Options = map[string]string{}
		}
		maps.Copy(s.Options, opts)
		return start(s)
	}
	return d
}

// CheckSeats reports whether n seats fit the definition.
func (d Definition) CheckSeats(n int) error {
	if n < d.MinSeats || n > d.MaxSeats {
		if d.MinSeats == d.MaxSeats {
			return fmt.Errorf("%s is played by %d players, not %d", d.Title, d.MinSeats, n)
		}
		return fmt.Errorf("%s is played by %d to %d players, not %d", d.Title, d.MinSeats, d.MaxSeats, n)
	}
	return nil
}

// CheckSetup checks a setup against the definition, once for every game:
// the number of seats, the option names and the values of options with a
// closed list of values. It returns the setup with every option filled in (the
// default where the setup left it out or empty), so a game reads its
// options without checking them again. The caller's maps and slices are
// not changed.
func (d Definition) CheckSetup(s Setup) (Setup, error) {
	s = s.clone()
	if err := d.CheckSeats(len(s.Seats)); err != nil {
		return s, err
	}
	for name := range s.Options {
		if !slices.ContainsFunc(d.Options, func(o Option) bool { return o.Name == name }) {
			return s, fmt.Errorf("unknown option %q: %s has %s", name, d.Title, d.optionNames())
		}
	}
	if len(d.Options) > 0 && s.Options == nil {
		s.Options = map[string]string{}
	}
	for _, o := range d.Options {
		v := strings.TrimSpace(s.Options[o.Name])
		if v == "" {
			v = o.Default
		}
		if len(o.Values) > 0 && !o.Open && !slices.Contains(o.Values, v) {
			return s, fmt.Errorf("option %s: %q is not one of %s", o.Name, v, strings.Join(o.Values, ", "))
		}
		s.Options[o.Name] = v
	}
	return s, nil
}

// Start starts a game from a setup the way a match does: checked and
// filled in by CheckSetup first. Tests and the simulator start games with
// it, so a game never sees a setup a match would have refused.
func (d Definition) Start(s Setup) (Game, error) {
	s, err := d.CheckSetup(s)
	if err != nil {
		return nil, err
	}
	return d.New(s)
}

// optionNames lists the option names for an error: "the options a, b and c".
func (d Definition) optionNames() string {
	if len(d.Options) == 0 {
		return "no options"
	}
	var names []string
	for _, o := range d.Options {
		names = append(names, o.Name)
	}
	if len(names) == 1 {
		return "the option " + names[0]
	}
	return "the options " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// IllegalError rejects an answer; Apply returns it and changes nothing.
type IllegalError struct {
	Seat   Seat
	Choice string
	Why    string
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("%q is not a legal answer: %s", e.Choice, e.Why)
}

// Check verifies that seat may give choice to prompt p. Games call it first
// in Apply so that every game rejects illegal answers the same way.
func Check(p Prompt, seat Seat, choice string) (Choice, error) {
	if len(p.Choices) == 0 {
		return Choice{}, &IllegalError{seat, choice, "the game is over"}
	}
	if seat != p.Seat {
		if p.Seat == Chance {
			return Choice{}, &IllegalError{seat, choice, "this is a draw or a roll, answered by chance"}
		}
		return Choice{}, &IllegalError{seat, choice, fmt.Sprintf("it is seat %d's answer, not seat %d's", p.Seat, seat)}
	}
	c, ok := p.Find(choice)
	if !ok {
		if t, free := p.freeText(choice); free {
			// The game knows whether it can take this text.
			return Choice{ID: choice, Label: t}, nil
		}
		return Choice{}, &IllegalError{seat, choice, "not one of the " + fmt.Sprint(len(p.Choices)) + " choices offered"}
	}
	return c, nil
}

// Adjuster is a game the referee can correct by hand in table mode, when
// the real table drifted from the app: a figure moved where the rules did
// not take it, a token back in the bag, the terror track set. Match.Adjust
// drives it and logs each adjustment like an answer (seat Referee, source
// FromAdjust), so saves, undo and replay carry it.
type Adjuster interface {
	// Adjustments lists the corrections possible now. IDs start with
	// "adjust " ("adjust move dracula crypt", "adjust terror 4"); labels
	// say what changes.
	Adjustments() []Choice
	// Adjust makes one correction. Like Apply it is pure and returns an
	// error, changing nothing, for an adjustment it does not offer now.
	// Its events say what was adjusted, for the log.
	Adjust(id string) (Game, []Event, error)
}
