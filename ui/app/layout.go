package app

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/common"
)

// The game screen has two layouts. A wide one (at least wideWidth x
// wideHeight) shows the board beside a column holding the prompt over the
// log. Anything smaller, down to 80x24, shows one pane at a time under a
// strip of tabs: the choices (with the log's latest lines under them), each
// page of the board, the whole log, the reference. Tab or a number moves
// between panes, and the arrow keys and enter work on the choices from
// every pane, so the player can watch the board light up what the choice
// under the cursor touches and choose it there.
const (
	wideWidth  = 120
	wideHeight = 26 // the screen's rows, without the status and help lines
)

// paneKind is what a pane shows.
type paneKind int

const (
	paneChoices   paneKind = iota // the prompt, its choices, the log's tail
	paneBoard                     // one page of the board
	paneLog                       // the whole log
	paneReference                 // the game taught: figures, cards, places
	paneOdds                      // what the next run of chance holds (common.Forecaster)
)

// pane is one tab of the screen.
type pane struct {
	kind paneKind
	page int // the board's page, for paneBoard
	name string
}

// rect is a block of cells on the screen.
type rect struct{ x, y, w, h int }

func (r rect) has(x, y int) bool { return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h }

// geometry is where layout put things, for drawing and for the mouse.
type geometry struct {
	wide  bool
	sideW int  // the prompt column's width, wide layout
	promH int  // the prompt box's height, wide layout
	tabs  rect // the tab strip
	tabX  []int
	// tightTabs drops the tabs' padding, when they would not fit with it.
	tightTabs bool
	pane      rect // the current pane's content: the board's cells on a board page
	list      rect // the choice list, its filter line first
	log       rect // the log's cells
	panes     []pane
	boardW    int // the room every board page gets
	boardH    int
}

// layout splits width x height for the pane on show; it runs after every
// update, since the prompt and the pane change what goes where.
func (g *gameScreen) layout(width, height int) {
	g.width, g.height = width, height
	geo := geometry{wide: width >= wideWidth && height >= wideHeight}
	inner := width - 2 // compact: one column of margin either side
	if geo.wide {
		geo.sideW = min(max(width*3/10, 36), 56)
		geo.boardW, geo.boardH = width-geo.sideW-4, height-4
		geo.pane = rect{2, 3, geo.boardW, geo.boardH}
		geo.tabs = rect{2, 2, geo.boardW, 1}
		inner = geo.sideW - 4
	} else {
		geo.tabs = rect{1, 1, width - 2, 1}
		geo.pane = rect{0, 2, width, max(height-2, 1)}
		// Under a board page, a line or two names the choice under the cursor.
		geo.boardW, geo.boardH = width, max(height-2-g.stripLines(width), 1)
	}
	geo.panes = g.panes(geo)
	g.tab = min(g.tab, len(geo.panes)-1)
	// The tabs, each padded to the width of its bracketed self; when they
	// do not fit, tight: no padding, one space between them.
	for _, tight := range []bool{false, true} {
		geo.tightTabs = tight
		geo.tabX = geo.tabX[:0]
		x := 0
		for i := range geo.panes {
			geo.tabX = append(geo.tabX, x)
			x += lipgloss.Width(tabLabel(geo.panes, i, g.tab, tight)) + 1
		}
		geo.tabX = append(geo.tabX, x)
		if x-1 <= geo.tabs.w {
			break
		}
	}
	cur := geo.panes[g.tab]

	// The prompt: whose turn, the question, the list sized to its choices,
	// which it measures at the width it will have (labels wrap).
	g.list.SetSize(inner, 2)
	if g.adjust != nil {
		g.adjust.SetSize(inner, 2)
	}
	top := lipgloss.Height(g.sideTop(inner))
	listRoom := 0
	switch {
	case geo.wide:
		// The prompt box takes what its choices need, at most two thirds of
		// the column; the log takes the rest.
		want := 2 + top + 1 + g.listHeight()
		geo.promH = min(max(want, 8), height-1-5)
		listRoom = geo.promH - 2 - top - 1
		geo.list = rect{width - geo.sideW + 2, 1 + 1 + top + 1, inner, listRoom}
		logH := height - 1 - geo.promH
		geo.log = rect{width - geo.sideW + 2, 1 + geo.promH + 1, inner, max(logH-2, 1)}
		if cur.kind == paneLog {
			geo.log = geo.pane
		}
	case cur.kind == paneChoices:
		// The list gets what it needs; the log's latest lines the rest,
		// under a rule, when at least three fit.
		room := geo.pane.h - top - 1
		listRoom = min(g.listHeight(), room)
		if room-listRoom < 4 {
			listRoom = room
		}
		geo.list = rect{1, 2 + top + 1, inner, listRoom}
		logTop := top + 1 + listRoom + 1 // under the rule
		geo.log = rect{1, 2 + logTop, inner, max(geo.pane.h-logTop, 0)}
	case cur.kind == paneLog:
		geo.log = rect{1, 2, inner, geo.pane.h}
	default:
		geo.log = rect{1, 2, inner, 0}
	}
	g.list.SetSize(inner, max(listRoom, 2))
	if g.adjust != nil {
		g.adjust.SetSize(inner, max(listRoom, 2))
	}
	if g.dice != nil {
		g.dice.SetWidth(inner)
	}
	g.log.SetSize(geo.log.w, max(geo.log.h, 1))
	g.geo = geo
	if cur.kind == paneReference {
		w := geo.pane.w - 2*g.margin()
		g.ref.size(w, geo.pane.h)
		answers := g.s.Match.Len()
		if g.play != nil {
			answers = -1 - g.play.at // each step is a state of its own
		}
		g.ref.fill(refKey{answers: answers, width: w, seat: g.viewSeat()}, func() string {
			return g.board.Reference(g.c, g.game().View(g.viewSeat()), w)
		})
	}
}

// listHeight is what the list of the mode needs to show every choice.
func (g *gameScreen) listHeight() int {
	switch g.mode() {
	case modeAdjust:
		return g.adjust.Height()
	case modeRoll:
		return 6
	case modePlayout:
		return 0
	}
	return g.list.Height()
}

// panes are the tabs at this size: the choices (compact only), each page of
// the board, the log and the reference.
func (g *gameScreen) panes(geo geometry) []pane {
	var ps []pane
	if !geo.wide {
		ps = append(ps, pane{kind: paneChoices, name: "Choices"})
	}
	for i, name := range g.board.Pages(geo.boardW, geo.boardH) {
		ps = append(ps, pane{kind: paneBoard, page: i, name: name})
	}
	if _, ok := g.board.(common.Forecaster); ok {
		ps = append(ps, pane{kind: paneOdds, name: "Odds"})
	}
	return append(ps, pane{kind: paneLog, name: "Log"}, pane{kind: paneReference, name: "Reference"})
}

// current is the pane on show.
func (g *gameScreen) current() pane {
	if len(g.geo.panes) == 0 {
		return pane{kind: paneBoard, name: "Board"} // not laid out yet
	}
	return g.geo.panes[min(g.tab, len(g.geo.panes)-1)]
}

// stripLines is the height of the line under a board page that says what
// the cursor is on: one, or two when the choice's label needs them.
func (g *gameScreen) stripLines(width int) int {
	return min(lipgloss.Height(g.strip(width)), 2)
}

// strip says, under a board page, whose answer it is and the choice under
// the cursor, wrapped rather than cut.
func (g *gameScreen) strip(width int) string {
	c := g.c
	p := g.list.Prompt()
	if g.play != nil {
		line := fmt.Sprintf("▶ Step %d of %d: enter next · space let it run · esc skip", g.play.at+1, len(g.play.steps))
		return c.Styles.Turn.Render(strings.Join(wrapLines(line, width, 2), "\n"))
	}
	if over, r := g.over(); over {
		return c.Styles.Turn.Render(ansi.Truncate("■ Game over: "+r.Outcome+" · enter for the menu", width, "…"))
	}
	head := "▶ " + g.seatName(p.Seat) + ": "
	ch, ok := g.list.Selected()
	var line string
	switch {
	case g.mode() != modeChoose:
		line = head + "answer on the Choices pane (1)"
	case ok:
		line = head + "› " + ch.Label + fmt.Sprintf("  (%d of %d; ↑↓ enter)", g.list.Index()+1, g.list.Visible())
	default:
		line = head + "nothing matches the filter"
	}
	return c.Styles.Turn.Render(strings.Join(wrapLines(line, width, 2), "\n"))
}

// wrapLines wraps s at width into at most n lines, the last cut with "…".
func wrapLines(s string, width, n int) []string {
	lines := strings.Split(ansi.Wrap(s, max(width, 1), ""), "\n")
	if len(lines) > n {
		lines = lines[:n]
		lines[n-1] = ansi.Truncate(lines[n-1]+" …", width, "…")
	}
	return lines
}

// sideTop is the head of the prompt: whose answer it is, and the question;
// or, at the end, how the game ended.
func (g *gameScreen) sideTop(width int) string {
	c := g.c
	wrap := c.R.NewStyle().Width(width)
	if g.play != nil {
		return g.playoutTop(width)
	}
	if over, r := g.over(); over {
		glyph, style := "■", c.Styles.Title
		switch r.Outcome {
		case "win":
			glyph, style = "✔", c.Styles.Good
		case "loss":
			glyph, style = "✘", c.Styles.Bad
		}
		text := r.Text
		if text == "" {
			text = r.Reason
		}
		return style.Render(fmt.Sprintf("%s Game over: %s", glyph, r.Outcome)) + "\n" + wrap.Render(text) +
			"\n\n" + c.Styles.Selected.Render("press enter for the menu")
	}
	p := g.list.Prompt()
	if g.adjust != nil {
		p = g.adjust.Prompt()
	}
	turn := c.Styles.Turn.Render("▶ " + g.seatName(p.Seat))
	if p.Secret && g.hotSeat() {
		// Only hot-seat play hides anything: in solo and at the table
		// everyone sees every answer.
		turn += " " + c.Styles.Subtle.Render("(secret)")
	}
	text := p.Text
	if p.IsChance() {
		text = "The table: " + text
	}
	if p.Free != nil && g.adjust == nil {
		text += "\n" + c.Styles.Subtle.Render("Or press / and type "+p.Free.Hint+", then enter.")
	}
	return ansi.Truncate(turn, width, "…") + "\n" + wrap.Render(text)
}

// header is the line above every pane: the game, its public tracks (the
// board's Summary of the public view: the terror, the hour, the round), the
// save's name and whose turn it is. A narrow terminal drops what matters
// least first: "haunt", the save's name, "to play", the game's title, the
// table-mode badge.
func (g *gameScreen) header(width int) string {
	c := g.c
	turn := "game over"
	if over, _ := g.over(); !over {
		turn = "▶ " + g.seatName(g.s.Match.Prompt().Seat)
	}
	title, st := g.s.Match.Definition().Title, g.publicStatus()
	badge := ""
	if g.tableMode() {
		badge = " " + c.Styles.Badge.Render("[table mode]")
	}
	join := func(parts ...string) string {
		var out []string
		for _, p := range parts {
			if p != "" {
				out = append(out, p)
			}
		}
		return strings.Join(out, " · ")
	}
	full := c.Styles.Turn.Render(turn + " to play")
	short := c.Styles.Turn.Render(turn)
	if turn == "game over" {
		full = c.Styles.Subtle.Render(turn)
		short = full
	}
	tries := [][2]string{
		{join(c.Styles.Title.Render("haunt"), title, st, g.s.Name) + badge, full},
		{join(title, st, g.s.Name) + badge, full},
		{join(title, st) + badge, full},
		{join(title, st) + badge, short},
		{join(st) + badge, full},
		{join(st) + badge, short},
		{join(st), short},
	}
	left, right := tries[len(tries)-1][0], tries[len(tries)-1][1]
	for _, t := range tries {
		if lipgloss.Width(t[0])+1+lipgloss.Width(t[1]) <= width {
			left, right = t[0], t[1]
			break
		}
	}
	left = ansi.Truncate(left, max(width-lipgloss.Width(right)-1, 0), "…")
	gap := max(width-lipgloss.Width(left)-lipgloss.Width(right), 1)
	return ansi.Truncate(left+fmt.Sprintf("%*s", gap, "")+right, width, "")
}

// publicStatus is the board's one-line summary of the public view of the
// game on show, worked out once per state: the header draws it at every
// frame, the curtain's included, so it says nothing any seat may not see.
func (g *gameScreen) publicStatus() string {
	game := g.game()
	if st := &g.status; st.of == nil || !reflect.TypeOf(game).Comparable() || st.of != game {
		st.of, st.text = game, oneLine(g.board.Summary(game.View(rules.Nobody)))
	}
	return g.status.text
}

// oneLine is s on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// tabLabel is pane i's tab: its number and name, in brackets when it is
// the one on show (cur), so the strip says it without colour.
func tabLabel(panes []pane, i, cur int, tight bool) string {
	label := strconv.Itoa(i+1) + " " + panes[i].name
	switch {
	case i == cur:
		return "[" + label + "]"
	case tight:
		return label
	}
	return " " + label + " "
}

// tabStrip names the panes, the one on show in brackets (and colour), each
// with the number that jumps to it, at the places layout put them.
func (g *gameScreen) tabStrip(width int) string {
	c := g.c
	var sb strings.Builder
	for i := range g.geo.panes {
		label := tabLabel(g.geo.panes, i, g.tab, g.geo.tightTabs)
		if i == g.tab {
			sb.WriteString(c.Styles.Selected.Render(label))
		} else {
			sb.WriteString(c.Styles.Subtle.Render(label))
		}
		sb.WriteByte(' ')
	}
	x := g.geo.tabX[len(g.geo.tabX)-1]
	hint := c.Styles.Subtle.Render("tab/1-9 panes · i explains")
	if x+lipgloss.Width(hint) <= width {
		sb.WriteString(strings.Repeat(" ", width-x-lipgloss.Width(hint)) + hint)
	}
	return ansi.Truncate(sb.String(), width, "…")
}

// view draws the screen; with rules set (the full help is open) the
// board's place holds the game's rules reminder, so a new player can see
// what to do beside the keys that do it.
func (g *gameScreen) view(width, height int, rules bool) string {
	header := fit(g.header(width), width, 1)
	md := g.mode()
	if md == modeCurtain {
		// Nothing of the game but the next player's name: the curtain
		// stands between two players' secrets.
		return header + "\n" + fit(g.curtain.View(g.c, width, height-1), width, height-1)
	}
	geo := g.geo
	if geo.wide {
		left := frame(g.c, g.tabStrip(geo.pane.w)+"\n"+g.paneView(g.current(), geo.pane.w, min(geo.pane.h, height-4), rules), width-geo.sideW, height-1)
		var side []string
		// While the full help shows, height is smaller than the layout's:
		// the log gives up its rows first.
		promH := min(geo.promH, height-1)
		if g.current().kind == paneLog || height-1-promH < 3 {
			side = frame(g.c, g.prompt(md), geo.sideW, height-1)
		} else {
			side = append(frame(g.c, g.prompt(md), geo.sideW, promH),
				frame(g.c, g.log.View(), geo.sideW, height-1-promH)...)
		}
		// One buffer for the whole screen: it is drawn at every key.
		var sb strings.Builder
		n := len(header)
		for _, l := range left {
			n += len(l) + 1
		}
		for _, l := range side {
			n += len(l)
		}
		sb.Grow(n)
		sb.WriteString(header)
		beside(&sb, left, side)
		return sb.String()
	}
	tabs := " " + g.tabStrip(width-2)
	ph := max(min(geo.pane.h, height-2), 1) // fewer rows while the full help shows
	return header + "\n" + fit(tabs, width, 1) + "\n" + fit(g.paneView(g.current(), width, ph, rules), width, ph)
}

// prompt is the prompt as the mode shows it: the question over the list,
// the dice entry or the adjustments.
func (g *gameScreen) prompt(md mode) string {
	w := g.geo.list.w
	side := g.sideTop(w)
	switch md {
	case modeAdjust:
		side += "\n\n" + g.adjust.View()
	case modeRoll:
		side += "\n\n" + g.dice.View()
	case modeChoose:
		side += "\n\n" + g.list.View()
	}
	return side
}

// margin is the columns left blank either side of a pane: the compact
// layout has no frames, so text keeps off the terminal's edge.
func (g *gameScreen) margin() int {
	if g.geo.wide {
		return 0
	}
	return 1
}

// paneView draws one pane in w x h cells.
func (g *gameScreen) paneView(p pane, w, h int, rules bool) string {
	c := g.c
	margin := func(s string) string { return indent(s, g.margin()) }
	w -= 2 * g.margin()
	if rules {
		return margin(g.howToPlay(w, h))
	}
	if g.explain && p.kind != paneLog && p.kind != paneReference {
		return margin(g.explanation(w))
	}
	switch p.kind {
	case paneChoices:
		s := g.prompt(g.mode())
		if g.geo.log.h > 0 {
			rule := c.Styles.Subtle.Render("── log " + strings.Repeat("─", max(w-7, 0)))
			s = fit(s, w, g.geo.log.y-2-1) + "\n" + rule + "\n" + g.log.View()
		}
		return margin(s)
	case paneLog:
		return margin(g.log.View())
	case paneReference:
		return margin(g.ref.view())
	case paneOdds:
		return margin(g.odds.view(g, w))
	}
	md := g.mode()
	view := g.game().View(g.viewSeat())
	board := g.board.Render(c, view, g.selection(md), p.page, g.geo.boardW, g.geo.boardH)
	if g.geo.wide {
		return board
	}
	return fit(board, g.geo.boardW, g.geo.boardH) + "\n" + g.strip(g.geo.boardW)
}

// indent puts n spaces before every line of s.
func indent(s string, n int) string {
	pad := strings.Repeat(" ", n)
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

// explanation is what the choice under the cursor means, as the board
// explains it, under its whole label.
func (g *gameScreen) explanation(width int) string {
	c := g.c
	ch, ok := g.list.Selected()
	if !ok {
		return c.Styles.Subtle.Render("No choice under the cursor to explain. i or esc closes this.")
	}
	view := g.game().View(g.viewSeat())
	text := g.board.Explain(c, view, g.selection(g.mode()), width)
	if text == "" {
		text = "Nothing more to say about it than its name."
	}
	if why, ok := g.suggested(ch.ID); ok {
		// The whole reason, which the status line may have cut.
		text += "\n\n" + c.R.NewStyle().Width(width).Render("A strong player would choose it. "+why)
	}
	return c.Styles.Title.Render(strings.Join(wrapLines("About: "+ch.Label, width, 3), "\n")) + "\n\n" +
		text + "\n\n" + c.Styles.Subtle.Render("i or esc closes this; enter still chooses it.")
}

// selection is the choice under the cursor, with what the game says it
// touches on the board. An adjustment touches nothing the game can say.
func (g *gameScreen) selection(md mode) common.Selection {
	switch md {
	case modeAdjust:
		return common.Selection{ID: g.adjust.SelectedID()}
	case modePlayout:
		return common.Selection{} // the list holds the answer already given
	}
	sel := common.Selection{ID: g.list.SelectedID()}
	if t, ok := g.game().(rules.Toucher); ok && sel.ID != "" {
		sel.Touch = t.Touch(sel.ID)
	}
	return sel
}

// howToPlay is the rules reminder drawn where the board goes, wrapped to
// width, under a title saying how to get the board back: height lines
// from rulesTop, which pgup and pgdn move.
func (g *gameScreen) howToPlay(width, height int) string {
	def := g.s.Match.Definition()
	var lines []string
	for _, para := range strings.Split(reminder(def), "\n") {
		lines = append(lines, strings.Split(wrapText(para, width), "\n")...)
	}
	title := g.c.Styles.Title.Render("How to play "+def.Title) + g.c.Styles.Subtle.Render(" · ? shows the board again")
	room := max(height-3, 1) // the title, a blank line, and the line saying there is more
	if len(lines) <= room+1 {
		g.rulesTop = 0
		return title + "\n\n" + strings.Join(lines, "\n")
	}
	g.rulesTop = min(g.rulesTop, len(lines)-room)
	end := min(g.rulesTop+room, len(lines))
	more := fmt.Sprintf("lines %d–%d of %d · pgup/pgdn scroll", g.rulesTop+1, end, len(lines))
	return title + "\n\n" + strings.Join(lines[g.rulesTop:end], "\n") + "\n" + g.c.Styles.Subtle.Render(more)
}
