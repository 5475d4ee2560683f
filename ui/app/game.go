package app

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
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
	// die; adjust, when open, lists the corrections by hand; notes are the
	// corrections said in the log ("Corrected: took back ..."), each after
	// the answer it followed, kept while the screen is open.
	dice   diceentry.Model
	adjust *promptlist.Model
	notes  []note

	// shown is the seat whose view the screen draws in hot-seat play: the
	// one the last curtain was lifted for, rules.Nobody (the public view)
	// until a player claims the keyboard. Changing it may bring the curtain
	// down first (handover.Needed).
	shown   rules.Seat
	curtain *handover.Model

	// layout, set by layout()
	width, height int
	sideW, bodyH  int
	logH          int
	// stacked puts the prompt and the log side by side under a board as wide
	// as the screen: below stackBelow columns a board beside the panel would
	// be too narrow to read.
	stacked bool
	detailH int // lines under the list for the selected choice's whole label
}

// detailHeight is the room the whole label of a choice needs when some
// label is too long for its line in the list (perk cards, long moves): the
// list cuts it with "…" and the detail under it shows the one selected.
func (g *gameScreen) detailHeight(width int) int {
	wrap := g.c.R.NewStyle().Width(width)
	h := 0
	for _, ch := range g.s.Match.Prompt().Choices {
		if lipgloss.Width(ch.Label)+2 > width {
			h = max(h, lipgloss.Height(wrap.Render(ch.Label)))
		}
	}
	return min(h, 4)
}

func (g *gameScreen) detail(width int) string {
	ch, ok := g.list.Selected()
	if !ok || lipgloss.Width(ch.Label)+2 <= width {
		return "" // the list shows it whole
	}
	return g.c.Styles.Selected.Width(width).Render(ch.Label)
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
		dice:  diceentry.New(e.c),
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

func (g *gameScreen) View() string { return g.view(g.width, g.height, g.e.bar.Full()) }

func (g *gameScreen) Help() []help.KeyMap { return g.helpKeys(g.e.keys()) }

// Update takes a key, or what the choice list's commands bring back (it
// filters in a command).
func (g *gameScreen) Update(msg tea.Msg) tea.Cmd {
	if km, ok := msg.(tea.KeyMsg); ok {
		return g.updateKey(km)
	}
	var cmd tea.Cmd
	if g.adjust != nil {
		*g.adjust, cmd = g.adjust.Update(msg)
	} else {
		g.list, cmd = g.list.Update(msg)
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
	modeOver                // the game has ended
	modeAdjust              // the referee picks a correction by hand
	modeRoll                // the table types a roll of dice for the list
	modeChoose              // someone picks from the prompt's list
)

func (g *gameScreen) mode() mode {
	switch {
	case g.curtain != nil:
		return modeCurtain
	case g.isOver():
		return modeOver
	case g.adjust != nil:
		return modeAdjust
	}
	if p := g.s.Match.Prompt(); g.tableMode() && p.IsChance() && p.Dice > 0 && len(p.Choices) > 0 {
		return modeRoll
	}
	return modeChoose
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
	g.dice.SetPrompt(p)
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
	case modeOver:
		switch {
		case key.Matches(msg, k.Choose):
			return openMenu(g.e)
		case key.Matches(msg, k.Undo):
			return g.undo()
		case key.Matches(msg, k.Quit):
			return quit()
		default:
			g.log, _ = g.log.Update(msg)
		}
		return nil
	case modeAdjust:
		return g.updateAdjust(msg)
	case modeRoll:
		// The dice entry takes every key but undo, leave, adjust and the
		// log's scrolling, which go on to the common keys below.
		if g.dice.Typing() || !key.Matches(msg, k.Undo, k.Quit, k.Adjust) && !g.log.Handles(msg) {
			if key.Matches(msg, k.Choose) {
				return g.enterRoll()
			}
			var cmd tea.Cmd
			g.dice, cmd = g.dice.Update(msg)
			return cmd
		}
	}
	if g.list.Filtering() {
		if key.Matches(msg, k.Choose) {
			return g.answer()
		}
		var cmd tea.Cmd
		g.list, cmd = g.list.Update(msg)
		return cmd
	}
	switch {
	case key.Matches(msg, k.Choose):
		return g.answer()
	case key.Matches(msg, k.Undo):
		return g.undo()
	case key.Matches(msg, k.Quit):
		return quit()
	case key.Matches(msg, k.Adjust) && g.tableMode():
		return g.openAdjust()
	case g.log.Handles(msg):
		g.log, _ = g.log.Update(msg)
	default:
		var cmd tea.Cmd
		g.list, cmd = g.list.Update(msg)
		return cmd
	}
	return nil
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
	before := g.s.Match.Len()
	events, err := g.s.Answer(p.Seat, ch.ID)
	g.log.Append(events...)
	cmd := clearStatus()
	if err != nil {
		cmd = showError(err)
	}
	if g.s.Match.Len() != before {
		g.sync()
	}
	return cmd
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
	who := g.seatName(a.Seat)
	if a.Seat == rules.Chance {
		who = "the table"
	}
	if g.hotSeat() && p.Secret {
		return status(fmt.Sprintf("Took back a secret answer of %s.", who), false)
	}
	label := a.Choice
	if ch, ok := p.Find(a.Choice); ok {
		label = ch.Label
	}
	news := fmt.Sprintf("Took back %s's answer “%s”.", who, label)
	if a.Source == rules.FromAdjust {
		news = fmt.Sprintf("Took back the adjustment “%s”.", a.Choice)
	}
	if g.tableMode() {
		// The referee fixed a mistake: the log says what was corrected.
		text := fmt.Sprintf("Corrected: took back %s's “%s”.", who, shortLabel(label))
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
	*g.adjust, cmd = g.adjust.Update(msg)
	return cmd
}

func (g *gameScreen) helpKeys(k common.KeyMap) []help.KeyMap {
	quit := common.WithHelp(k.Quit, "leave (saved)")
	switch g.mode() {
	case modeCurtain:
		return []help.KeyMap{g.curtain, helpbar.Keys{Short: []key.Binding{quit, k.Help}}}
	case modeOver:
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "menu"), k.Undo}}, g.log, helpbar.Keys{Short: []key.Binding{quit, k.Help}}}
	case modeAdjust:
		if g.adjust.Filtering() {
			return []help.KeyMap{helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "adjust")}}, *g.adjust, helpbar.Keys{Short: []key.Binding{k.Leave}}}
		}
		back := k.Back
		if !g.adjust.Filtered() {
			back = common.WithHelp(k.Back, "no adjustment")
		}
		return []help.KeyMap{*g.adjust, helpbar.Keys{Short: []key.Binding{common.WithHelp(k.Choose, "adjust"), back, k.Help}}}
	case modeRoll:
		if g.dice.Typing() {
			return []help.KeyMap{g.dice, helpbar.Keys{Short: []key.Binding{k.Leave}}}
		}
		return []help.KeyMap{g.dice, helpbar.Keys{Short: []key.Binding{k.Undo, k.Adjust}}, g.log, helpbar.Keys{
			Short: []key.Binding{quit, k.Help},
			Full:  [][]key.Binding{{k.Undo, k.Adjust}, {k.Help, quit, k.Leave}},
		}}
	}
	if g.list.Filtering() {
		return []help.KeyMap{helpbar.Keys{Short: []key.Binding{k.Choose}}, g.list, helpbar.Keys{Short: []key.Binding{k.Leave}}}
	}
	if g.tableMode() {
		return []help.KeyMap{g.list, helpbar.Keys{Short: []key.Binding{k.Choose, k.Undo, k.Adjust}}, g.log, helpbar.Keys{
			Short: []key.Binding{quit, k.Help},
			Full:  [][]key.Binding{{k.Choose, k.Undo, k.Adjust}, {k.Help, quit, k.Leave}},
		}}
	}
	return []help.KeyMap{g.list, helpbar.Keys{Short: []key.Binding{k.Choose, k.Undo}}, g.log, helpbar.Keys{
		Short: []key.Binding{quit, k.Help},
		Full:  [][]key.Binding{{k.Choose, k.Undo}, {k.Help, quit, k.Leave}},
	}}
}

// The prompt panel moves below the board on terminals narrower than
// stackBelow, when they are at least stackMinHeight tall: shorter ones keep
// it beside the board, or the board would have too few rows to draw a map.
const (
	stackBelow     = 140
	stackMinHeight = 36
)

// layout splits width x height: a header line; the board with the prompt
// panel beside it; the log across the bottom. The board gets what the panel
// and log leave, so a bigger terminal means a bigger board. On narrower
// terminals the board takes the whole width and the prompt panel and the log
// share the rows below it.
func (g *gameScreen) layout(width, height int) {
	g.width, g.height = width, height
	g.stacked = width < stackBelow && height >= stackMinHeight
	g.logH = min(max(height/5, 4), 12)
	g.bodyH = max(height-1-g.logH, 3)
	g.sideW = min(max(width*3/10, 30), 56)
	panelH := g.bodyH
	logW := width
	if g.stacked {
		g.logH = min(max(height*2/5, 8), 16)
		g.bodyH = max(height-1-g.logH, 3)
		g.sideW = min(max(width/2, 30), 60)
		panelH = g.logH
		logW = width - g.sideW
	}
	inner := g.sideW - 4 // frame and padding
	top := g.sideTop(inner)
	g.detailH = g.detailHeight(inner)
	room := panelH - 2 - lipgloss.Height(top) - 1
	if g.detailH > 0 && room-g.detailH-1 < 3 {
		g.detailH = 0 // a short terminal keeps the list rather than the detail
	}
	if g.detailH > 0 {
		room -= g.detailH + 1
	}
	g.list.SetSize(inner, max(room, 2))
	if g.adjust != nil {
		g.adjust.SetSize(inner, max(room+g.detailH, 2))
	}
	g.dice.SetWidth(inner)
	g.log.SetSize(logW-4, max(g.logH-2, 1))
}

// sideTop is the head of the prompt panel: whose answer it is, and the
// question; or, at the end, how the game ended.
func (g *gameScreen) sideTop(width int) string {
	c := g.c
	wrap := c.R.NewStyle().Width(width)
	if over, r := g.over(); over {
		glyph := "■"
		switch r.Outcome {
		case "win":
			glyph = "✔"
		case "loss":
			glyph = "✘"
		}
		head := c.Styles.Title.Render(fmt.Sprintf("%s Game over: %s", glyph, r.Outcome))
		if r.Outcome == "win" {
			head = c.Styles.Good.Render(fmt.Sprintf("%s Game over: %s", glyph, r.Outcome))
		} else if r.Outcome == "loss" {
			head = c.Styles.Bad.Render(fmt.Sprintf("%s Game over: %s", glyph, r.Outcome))
		}
		text := r.Text
		if text == "" {
			text = r.Reason
		}
		return head + "\n" + wrap.Render(text) + "\n\n" + c.Styles.Selected.Render("press enter for the menu")
	}
	p := g.list.Prompt()
	if g.adjust != nil {
		p = g.adjust.Prompt()
	}
	turn := c.Styles.Turn.Render("▶ " + g.seatName(p.Seat))
	if p.Secret {
		turn += " " + c.Styles.Subtle.Render("(secret)")
	}
	text := p.Text
	if p.IsChance() {
		text = "The table: " + text
	}
	if p.Free != nil && g.adjust == nil {
		text += "\n" + c.Styles.Subtle.Render("Or type "+p.Free.Hint+" and press enter.")
	}
	return ansi.Truncate(turn, width, "…") + "\n" + wrap.Render(text)
}

func (g *gameScreen) header(width int) string {
	c := g.c
	left := c.Styles.Title.Render("haunt") + " · " + g.s.Match.Definition().Title + " · " + g.s.Name
	if g.tableMode() {
		left += " " + c.Styles.Badge.Render("[table mode]")
	}
	var right string
	if over, _ := g.over(); over {
		right = c.Styles.Subtle.Render("game over")
	} else {
		right = c.Styles.Turn.Render("▶ " + g.seatName(g.s.Match.Prompt().Seat) + " to play")
	}
	room := width - lipgloss.Width(right) - 1
	left = ansi.Truncate(left, max(room, 0), "…")
	gap := max(width-lipgloss.Width(left)-lipgloss.Width(right), 1)
	return ansi.Truncate(left+fmt.Sprintf("%*s", gap, "")+right, width, "")
}

// box draws content in a rounded frame of exactly w x h cells, one space of
// padding inside, clipping what does not fit.
func (g *gameScreen) box(content string, w, h int) string {
	return frame(g.c, content, w, h)
}

// view draws the screen; with rules set (the full help is open) the board's
// place holds the game's rules reminder, so a new player can see what to do
// beside the keys that do it.
func (g *gameScreen) view(width, height int, rules bool) string {
	c := g.c
	header := g.header(width)
	md := g.mode()
	if md == modeCurtain {
		// Nothing of the game but the next player's name: the curtain
		// stands between two players' secrets.
		return header + "\n" + fit(g.curtain.View(c, width, height-1), width, height-1)
	}
	boardW := width - g.sideW
	if g.stacked {
		boardW = width
	}
	view := g.s.Match.Game().View(g.viewSeat())
	board := g.board.Render(c, view, g.selection(md), 0, boardW-4, g.bodyH-2)
	if rules {
		board = g.howToPlay(boardW - 4)
	}

	side := g.sideTop(g.sideW - 4)
	switch md {
	case modeAdjust:
		side += "\n\n" + g.adjust.View()
	case modeRoll:
		side += "\n\n" + g.dice.View()
	case modeChoose:
		side += "\n\n" + g.list.View()
		if g.detailH > 0 {
			side += "\n\n" + g.detail(g.sideW-4)
		}
	}
	// Every part is exactly as wide as the screen already: plain joins.
	if g.stacked {
		return fit(header, width, 1) + "\n" + g.box(board, width, g.bodyH) + "\n" +
			beside(g.box(side, g.sideW, g.logH), g.box(g.log.View(), width-g.sideW, g.logH))
	}
	return fit(header, width, 1) + "\n" +
		beside(g.box(board, boardW, g.bodyH), g.box(side, g.sideW, g.bodyH)) + "\n" +
		g.box(g.log.View(), width, g.logH)
}

// selection is the choice under the cursor, with what the game says it
// touches on the board. An adjustment touches nothing the game can say.
func (g *gameScreen) selection(md mode) common.Selection {
	if md == modeAdjust {
		return common.Selection{ID: g.adjust.SelectedID()}
	}
	sel := common.Selection{ID: g.list.SelectedID()}
	if t, ok := g.s.Match.Game().(rules.Toucher); ok && sel.ID != "" {
		sel.Touch = t.Touch(sel.ID)
	}
	return sel
}

// howToPlay is the rules reminder drawn where the board goes, wrapped to
// width, under a title saying how to get the board back.
func (g *gameScreen) howToPlay(width int) string {
	def := g.s.Match.Definition()
	var lines []string
	for _, para := range strings.Split(reminder(def), "\n") {
		lines = append(lines, wrapText(para, width))
	}
	title := g.c.Styles.Title.Render("How to play "+def.Title) + g.c.Styles.Subtle.Render(" · ? shows the board again")
	return title + "\n\n" + strings.Join(lines, "\n")
}
