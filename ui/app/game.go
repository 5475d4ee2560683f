package app

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/grammar"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/diceentry"
	"github.com/hauntgames/haunt/ui/components/eventlog"
	"github.com/hauntgames/haunt/ui/components/handover"
	"github.com/hauntgames/haunt/ui/components/helpbar"
	"github.com/hauntgames/haunt/ui/components/promptlist"
	"github.com/hauntgames/haunt/ui/games"
)

// gameScreen is one match being played: the board, the prompt and its
// choices, the log. Every answer goes through the session, which saves it
// before the screen shows its effect.
type gameScreen struct {
	e     *env
	c     *common.Common
	s     *saves.Session
	board common.Board
	list  promptlist.Model
	log   eventlog.Model

	// Table mode: dice takes a whole roll at once when the game asks for a
	// die (it is made for such a prompt only: most games, and all played
	// over SSH, never ask, and a server holds a screen per player); adjust,
	// when open, lists the corrections by hand; notes are the corrections
	// said in the log ("Corrected: took back ..."), each after the answer
	// it followed, kept while the screen is open.
	dice   *diceentry.Model
	adjust *promptlist.Model
	notes  []note

	// shown is the seat whose view the screen draws in hot-seat play: the
	// one the last curtain was lifted for, rules.Nobody (the public view)
	// until a player claims the keyboard. Changing it may bring the curtain
	// down first (handover.Needed).
	shown   rules.Seat
	curtain *handover.Model

	// tab is the pane on show (an index into panes()); explain, when set,
	// shows what the choice under the cursor means in its place.
	tab     int
	explain bool
	ref     reference
	odds    odds
	// helpRows is how many rows the full help takes beyond the one-line
	// help, which the panes are laid out for; rulesTop is the first line
	// of the rules reminder shown beside it.
	helpRows, rulesTop int
	// status is the header's line of the public tracks, of the game it
	// was worked out for.
	status struct {
		of   rules.Game
		text string
	}
	// suggestion is the strong player's suggestion shown last (s).
	suggestion suggestMsg

	// geo is where everything goes at width x height, set by layout():
	// drawing and the mouse read it.
	width, height int
	geo           geometry

	// play, when set, is a run of chance answers being shown step by step
	// (a monster phase); playID numbers them, for their timer.
	play   *playout
	playID int
}

// newGameScreen shows a session's game, its log rebuilt from the saved
// answers; the error says the log could not be rebuilt whole.
func newGameScreen(e *env, s *saves.Session) (*gameScreen, error) {
	g := &gameScreen{
		e:     e,
		c:     e.c,
		s:     s,
		board: games.For(s.Match.Definition()),
		list:  promptlist.New(e.c),
		log:   eventlog.New(e.c),
		shown: rules.Nobody,
	}
	err := g.replayLog()
	g.sync()
	return g, err
}

func (g *gameScreen) session() *saves.Session { return g.s }

// MinSize is what the board needs.
func (g *gameScreen) MinSize() (int, int) { return g.board.MinSize() }

func (g *gameScreen) SetSize(width, height int) { g.layout(width, height) }

func (g *gameScreen) View() string {
	return g.view(g.width, g.height-g.helpRows, g.e.bar.Full())
}

func (g *gameScreen) Help() []help.KeyMap { return g.helpKeys(g.e.keys()) }

// Update takes a key, or what the choice list's commands bring back (it
// filters in a command).
func (g *gameScreen) Update(msg tea.Msg) tea.Cmd {
	cmd := g.update(msg)
	// Whatever changed the game or the pane, the Odds pane may want its
	// forecast worked out.
	if odds := g.foresee(); odds != nil {
		return tea.Batch(cmd, odds)
	}
	return cmd
}

func (g *gameScreen) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case oddsMsg:
		return g.gotOdds(msg)
	case tea.KeyMsg:
		return g.updateKey(msg)
	case tea.MouseMsg:
		return g.mouse(msg)
	case playTickMsg:
		return g.tick(msg)
	case suggestMsg:
		return g.showSuggestion(msg)
	}
	var cmd tea.Cmd
	if g.adjust != nil {
		cmd = g.adjust.Update(msg)
	} else {
		cmd = g.list.Update(msg)
	}
	return cmd
}

// replayLog rebuilds the event log by replaying the match's answers on a
// fresh game. Apply is pure, so this changes nothing and needs no store.
func (g *gameScreen) replayLog() error {
	m := g.s.Match
	game, err := m.Definition().New(m.Setup())
	if err != nil {
		return err
	}
	log := m.Log()
	var all []rules.Event
	notes := func(after int) {
		for _, n := range g.notes {
			if min(n.after, len(log)) == after {
				all = append(all, n.ev)
			}
		}
	}
	notes(0)
	for i, a := range log {
		var ev []rules.Event
		game, ev, err = rules.Step(game, a)
		if err != nil {
			g.log.Reset(all)
			return fmt.Errorf("rebuilding the log at answer %d: %w", i+1, err)
		}
		all = append(all, ev...)
		notes(i + 1)
	}
	g.log.Reset(all)
	return nil
}

// note is a line the screen adds to the log: a correction, said after the
// answer it followed (its place in the log of answers).
type note struct {
	after int
	ev    rules.Event
}

// mode is what the game screen is doing. It is one of these at a time,
// decided in one place (gameScreen.mode), so the keys, the help and the
// drawing always agree on it.
type mode int

const (
	modeCurtain mode = iota // the hand-over curtain is up
	modePlayout             // the dice and deck's answers are shown step by step
	modeOver                // the game has ended
	modeAdjust              // the referee picks a correction by hand
	modeRoll                // the table types a roll of dice for the list
	modeChoose              // someone picks from the prompt's list
)

func (g *gameScreen) mode() mode {
	switch {
	case g.curtain != nil:
		return modeCurtain
	case g.play != nil:
		return modePlayout
	case g.isOver():
		return modeOver
	case g.adjust != nil:
		return modeAdjust
	}
	if g.rolls(g.s.Match.Prompt()) {
		return modeRoll
	}
	return modeChoose
}

// rolls reports whether the table types a roll of dice for prompt p.
func (g *gameScreen) rolls(p rules.Prompt) bool {
	return g.tableMode() && p.IsChance() && p.Dice > 0 && len(p.Choices) > 0
}

func (g *gameScreen) isOver() bool { over, _ := g.over(); return over }

// hotSeat reports whether several players share this keyboard and each may
// see only their own view. Table mode is one referee for everyone.
func (g *gameScreen) hotSeat() bool {
	st := g.s.Match.Setup()
	return len(st.Seats) > 1 && st.Mode != rules.Table
}

func (g *gameScreen) tableMode() bool { return g.s.Match.Setup().Mode == rules.Table }

func (g *gameScreen) over() (bool, rules.Result) { return g.s.Match.Over() }

func (g *gameScreen) seatName(s rules.Seat) string {
	switch s {
	case rules.Chance:
		return "The table"
	case rules.Referee:
		return "Referee: adjust by hand"
	case rules.Nobody:
		return "Anyone"
	}
	seats := g.s.Match.Setup().Seats
	if int(s) >= 0 && int(s) < len(seats) {
		return seats[s]
	}
	return fmt.Sprintf("seat %d", s)
}

// viewSeat is whose view the board draws: the full view in solo and table
// mode and once the game is over; in hot-seat the view of the seat shown.
func (g *gameScreen) viewSeat() rules.Seat {
	if over, _ := g.over(); over || !g.hotSeat() {
		return rules.Chance
	}
	return g.shown
}

// sync shows the match's current prompt and decides on the curtain. It runs
// after every change to the match.
func (g *gameScreen) sync() {
	p := g.s.Match.Prompt()
	g.list.SetPrompt(p)
	g.dice = nil
	if g.rolls(p) {
		d := diceentry.New(g.c)
		d.SetPrompt(p)
		g.dice = &d
	}
	g.curtain = nil
	if over, _ := g.over(); over || !g.hotSeat() {
		// The end shows everything; whoever looks next is named first.
		g.shown = rules.Nobody
		return
	}
	next := handover.Next(p, g.shown)
	if handover.Needed(g.s.Match.Game(), p, g.shown, next) {
		c := handover.New(g.c, next, g.seatName(next))
		g.curtain = &c
		return
	}
	g.shown = next
}

func (g *gameScreen) lift() {
	g.shown = g.curtain.Seat
	g.curtain = nil
}

// typing reports whether keys are going into a text: the choice filter,
// the adjustments' filter or a roll of dice.
func (g *gameScreen) typing() bool {
	switch g.mode() {
	case modeAdjust:
		return g.adjust.Filtering()
	case modeRoll:
		return g.dice.Typing()
	case modeChoose:
		return g.list.Filtering()
	}
	return false
}

func (g *gameScreen) updateKey(msg tea.KeyMsg) tea.Cmd {
	k := g.c.Keys
	switch g.mode() {
	case modeCurtain:
		switch {
		case g.curtain.Lifts(msg):
			g.lift()
			return clearStatus()
		case key.Matches(msg, k.Quit):
			return quit()
		}
		return nil
	case modePlayout:
		return g.updatePlayout(msg)
	case modeOver:
		switch {
		case g.paneKey(msg, true):
			return nil
		case key.Matches(msg, k.Choose):
			return openMenu(g.e)
		case key.Matches(msg, k.Undo):
			return g.undo()
		case key.Matches(msg, k.Quit):
			return quit()
		default:
			g.scroll(msg)
		}
		return nil
	case modeAdjust:
		return g.updateAdjust(msg)
	case modeRoll:
		// The dice entry takes every key but undo, leave, adjust, the
		// panes and the log's scrolling, which go on to the common keys
		// below. Digits are dice here, not panes.
		if !g.dice.Typing() && g.paneKey(msg, false) {
			return nil
		}
		if g.dice.Typing() || !key.Matches(msg, k.Undo, k.Quit, k.Adjust) && !g.log.Handles(msg) {
			if key.Matches(msg, k.Choose) {
				return g.enterRoll()
			}
			var cmd tea.Cmd
			*g.dice, cmd = g.dice.Update(msg)
			return cmd
		}
	}
	if g.list.Filtering() {
		if key.Matches(msg, k.Choose) {
			return g.answer()
		}
		var cmd tea.Cmd
		cmd = g.list.Update(msg)
		return cmd
	}
	switch {
	case g.paneKey(msg, true):
		return nil
	case key.Matches(msg, k.Explain):
		g.explain = !g.explain
		return nil
	case g.explain && key.Matches(msg, k.Back):
		g.explain = false
		return nil
	case key.Matches(msg, k.Choose):
		return g.answer()
	case key.Matches(msg, k.Undo):
		return g.undo()
	case key.Matches(msg, k.Quit):
		return quit()
	case key.Matches(msg, k.Adjust) && g.tableMode():
		return g.openAdjust()
	case key.Matches(msg, k.Suggest) && g.canSuggest():
		return g.suggest()
	case g.log.Handles(msg):
		g.scroll(msg)
	default:
		var cmd tea.Cmd
		cmd = g.list.Update(msg)
		return cmd
	}
	return nil
}

// paneKey goes to another pane on tab, shift+tab or (with numbers set) a
// pane's number, and reports whether msg was one of those.
func (g *gameScreen) paneKey(msg tea.KeyMsg, numbers bool) bool {
	k := g.c.Keys
	n := len(g.geo.panes)
	if n == 0 {
		return false
	}
	switch {
	case key.Matches(msg, k.Pane):
		g.showPane((g.tab + 1) % n)
	case key.Matches(msg, k.PanePrev):
		g.showPane((g.tab + n - 1) % n)
	case numbers && key.Matches(msg, k.Jump):
		i := int(msg.String()[0] - '1')
		if i >= n {
			return true // no such pane: nothing to do, nothing to type
		}
		g.showPane(i)
	default:
		return false
	}
	return true
}

func (g *gameScreen) showPane(i int) {
	g.tab = i
	g.explain = false
	g.layout(g.width, g.height)
}

// scroll pages the rules reminder while the full help shows it, else the
// reference when it is on show, else the log.
func (g *gameScreen) scroll(msg tea.KeyMsg) {
	if g.e.bar.Full() {
		n := max(g.geo.pane.h-g.helpRows-4, 1)
		if key.Matches(msg, g.c.Keys.PageUp) {
			n = -n
		}
		g.rulesTop = max(g.rulesTop+n, 0) // howToPlay stops it at the end
		return
	}
	if len(g.geo.panes) > 0 && g.current().kind == paneReference {
		n := g.geo.pane.h - 1
		if key.Matches(msg, g.c.Keys.PageUp) {
			n = -n
		}
		g.ref.scroll(n)
		return
	}
	g.log.Update(msg)
}

// answer gives the choice under the cursor, as the prompt's own seat (the
// table's, rules.Chance, for a draw entered in table mode).
func (g *gameScreen) answer() tea.Cmd {
	ch, ok := g.list.Selected()
	if !ok {
		id, free := g.list.FreeText()
		if !free {
			return status("! nothing matches the filter; esc clears it", true)
		}
		ch = rules.Choice{ID: id} // a card the app has never seen, by name
	}
	p := g.list.Prompt()
	before, from := g.s.Match.Len(), g.s.Match.Game()
	g.list.Answered(ch.ID)
	g.explain = false
	events, err := g.s.Answer(p.Seat, ch.ID)
	cmd := clearStatus()
	if err != nil {
		cmd = showError(err)
	}
	if g.s.Match.Len()-before > 1 {
		// The dice and the deck moved on: the next question is a new turn's,
		// not a second of the same kind.
		g.list.Answered("")
	}
	if g.s.Match.Len() != before && g.startPlayout(from, before) {
		return cmd // its steps bring the events, and then the next prompt
	}
	g.log.Append(events...)
	if g.s.Match.Len() != before {
		g.sync()
	}
	return cmd
}

// updatePlayout takes the keys of a playout: the next step, let it run,
// skip to the end; the panes, the log and leaving work as ever.
func (g *gameScreen) updatePlayout(msg tea.KeyMsg) tea.Cmd {
	k := g.c.Keys
	switch {
	case key.Matches(msg, k.Choose):
		g.stepPlayout()
	case msg.String() == " ":
		if !g.play.running {
			g.play.running = true
			return g.playTick()
		}
	case key.Matches(msg, k.Back):
		g.endPlayout()
	case key.Matches(msg, k.Quit):
		return quit()
	case g.paneKey(msg, true):
	case g.log.Handles(msg):
		g.scroll(msg)
	}
	return nil
}

// undo takes back the last answer, or says why not ("cannot undo past a card
// draw ..."). In hot-seat a secret answer is not named: whoever pressed u may
// not be the one who gave it.
func (g *gameScreen) undo() tea.Cmd {
	a, err := g.s.Undo()
	if err != nil {
		return showError(err)
	}
	if err := g.replayLog(); err != nil {
		// The answer is taken back all the same; only the log is short.
		g.sync()
		return showError(fmt.Errorf("took back the last answer, but the log could not be rebuilt: %w", err))
	}
	g.sync()
	p := g.s.Match.Prompt()
	who := grammar.Person(g.seatName(a.Seat)).Mid()
	if a.Seat == rules.Chance {
		who = "the table"
	}
	if g.hotSeat() && p.Secret {
		return status(fmt.Sprintf("Took back a secret answer of %s.", who.Object()), false)
	}
	label := a.Choice
	if ch, ok := p.Find(a.Choice); ok {
		label = ch.Label
	}
	news := fmt.Sprintf("Took back %s answer “%s”.", who.Possessive(), label)
	if a.Source == rules.FromAdjust {
		news = fmt.Sprintf("Took back the adjustment “%s”.", a.Choice)
	}
	if g.tableMode() {
		// The referee fixed a mistake: the log says what was corrected.
		text := fmt.Sprintf("Corrected: took back %s “%s”.", who.Possessive(), shortLabel(label))
		if a.Source == rules.FromAdjust {
			text = fmt.Sprintf("Corrected: took back the adjustment “%s”.", strings.TrimPrefix(a.Choice, "adjust "))
		}
		g.notes = append(g.notes, note{after: g.s.Match.Len(), ev: rules.Event{Kind: "correction", Text: text}})
		g.log.Append(g.notes[len(g.notes)-1].ev)
	}
	return status(news, false)
}

// shortLabel is a label without its details in brackets or after a dot:
// "Thief (3 of 3 left) · 2 items" is the Thief.
func shortLabel(l string) string {
	for _, sep := range []string{" (", " · "} {
		if i := strings.Index(l, sep); i > 0 {
			l = l[:i]
		}
	}
	return l
}

// enterRoll checks the roll typed, and on the second enter gives its dice
// one by one, as the table's answers.
func (g *gameScreen) enterRoll() tea.Cmd {
	roll, apply, err := g.dice.Enter()
	if err != nil {
		return showError(err)
	}
	if !apply {
		return clearStatus()
	}
	p := g.dice.Prompt()
	words := diceentry.Words(p, roll)
	before := g.s.Match.Len()
	var cmd tea.Cmd
	for i, c := range roll {
		events, err := g.s.Answer(rules.Chance, c.ID)
		g.log.Append(events...)
		if err != nil {
			cmd = showError(fmt.Errorf("die %d of the roll: %w", i+1, err))
			break
		}
		cmd = status("Roll entered: "+words+".", false)
	}
	if g.s.Match.Len() != before {
		g.sync()
	}
	return cmd
}

// openAdjust shows the corrections by hand the game offers now.
func (g *gameScreen) openAdjust() tea.Cmd {
	list := g.s.Match.Adjustments()
	if len(list) == 0 {
		return status("! this game offers no adjustments by hand now", true)
	}
	l := promptlist.New(g.c)
	l.SetPrompt(rules.Prompt{Seat: rules.Referee, Text: "Fix the app where the table drifted: the change is logged as an adjustment, and u takes it back.", Choices: list})
	g.adjust = &l
	return clearStatus()
}

func (g *gameScreen) updateAdjust(msg tea.KeyMsg) tea.Cmd {
	k := g.c.Keys
	switch {
	case key.Matches(msg, k.Choose):
		ch, ok := g.adjust.Selected()
		if !ok {
			return status("! nothing matches the filter; esc clears it", true)
		}
		events, err := g.s.Adjust(ch.ID)
		g.log.Append(events...)
		if err != nil && len(events) == 0 {
			return showError(err)
		}
		cmd := clearStatus()
		if err != nil {
			cmd = showError(err)
		}
		g.adjust = nil
		g.sync()
		return cmd
	case key.Matches(msg, k.Back) && !g.adjust.Filtered():
		g.adjust = nil
		return nil
	}
	var cmd tea.Cmd
	cmd = g.adjust.Update(msg)
	return cmd
}

// scrollKeys is the help of pgup and pgdn: the log's, or while the full
// help shows the rules reminder, the reminder's (scroll).
func (g *gameScreen) scrollKeys() help.KeyMap {
	if !g.e.bar.Full() {
		return &g.log
	}
	k := g.c.Keys
	return helpbar.Keys{Short: []key.Binding{common.WithHelp(k.PageUp, "rules back"), common.WithHelp(k.PageDown, "rules on")}}
}

func (g *gameScreen) helpKeys(k common.KeyMap) []help.KeyMap {
	quit := common.WithHelp(k.Quit, "leave (saved)")
	switch g.mode() {
	case modeCurtain:
		return []help.KeyMap{g.curtain, helpbar.Keys{Short: []key.Binding{quit, k.Help}}}
	case modePlayout:
		run := key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "let it run"))
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "next step"), run, common.WithHelp(k.Back, "skip to the end")}},
			g.paneHelp(), g.scrollKeys(), helpbar.Keys{Short: []key.Binding{quit, k.Help}}}
	case modeOver:
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "menu"), k.Undo}}, g.paneHelp(), g.scrollKeys(), helpbar.Keys{Short: []key.Binding{quit, k.Help}}}
	case modeAdjust:
		if g.adjust.Filtering() {
			return []help.KeyMap{helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "adjust")}}, g.adjust, helpbar.Keys{Short: []key.Binding{k.Leave}}}
		}
		back := k.Back
		if !g.adjust.Filtered() {
			back = common.WithHelp(k.Back, "no adjustment")
		}
		return []help.KeyMap{g.adjust, helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "adjust"), back, k.Help}}}
	case modeRoll:
		if g.dice.Typing() {
			return []help.KeyMap{g.dice, helpbar.Keys{Short: []key.Binding{k.Leave}}}
		}
		return []help.KeyMap{g.dice, helpbar.Keys{Short: []key.Binding{k.Undo, k.Adjust}}, g.scrollKeys(), helpbar.Keys{
			Short: []key.Binding{quit, k.Help},
			Full:  [][]key.Binding{{k.Undo, k.Adjust}, {k.Help, quit, k.Leave}},
		}}
	}
	if g.list.Filtering() {
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Choose}}, &g.list, helpbar.Keys{Short: []key.Binding{k.Leave}}}
	}
	acts := []key.Binding{k.Choose, k.Undo}
	if g.tableMode() {
		acts = append(acts, k.Adjust)
	}
	if g.canSuggest() {
		acts = append(acts, k.Suggest)
	}
	// Leaving and the full help come before the panes and the log: on an
	// 80-column line the bar keeps what it has room for, and ? shows the
	// rest.
	return []help.KeyMap{&g.list, helpbar.Keys{
		Short: slices.Concat(acts, []key.Binding{quit, k.Help}),
		Full:  [][]key.Binding{acts, {k.Help, quit, k.Leave}},
	}, g.paneHelp(), g.scrollKeys()}
}

// paneHelp is the keys that go round the panes and explain.
func (g *gameScreen) paneHelp() helpbar.Keys {
	k := g.c.Keys
	ex := common.WithHelp(k.Explain, "explain")
	if g.explain {
		ex = common.WithHelp(k.Explain, "close")
	}
	return helpbar.Keys{
		Short: []key.Binding{common.WithHelp(k.Pane, "panes"), ex},
		Full:  [][]key.Binding{{k.Pane, k.PanePrev, k.Jump, ex}},
	}
}
