package app

import (
	"fmt"
	"math/rand/v2"
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/hauntgames/haunt/rules"
)

// A suggestion is what a strong player (the game's rules.Player) would
// answer to the prompt on show, and why: s asks, the cursor goes to that
// choice and the status line gives the reason. Nothing is answered: the
// player still presses enter, or picks something else. The look-ahead can
// take a moment, so it runs as a command, on the game as it stood when
// asked; an answer given meanwhile makes it stale, and it is dropped.

// suggestMsg brings a suggestion back.
type suggestMsg struct {
	// log is the answers that led to the game it was worked out for: the
	// same answers lead to the same game (Apply is pure), and any answer,
	// undo or correction since changes them.
	log        []rules.Answer
	id, reason string
	err        error
}

// canSuggest reports whether s suggests now: the game has a strong player,
// suggestions are on, and a player is asked (not the table's dice and
// cards).
func (g *gameScreen) canSuggest() bool {
	p := g.list.Prompt()
	return g.s.Match.Definition().Smart != nil && !g.e.noHints && !p.IsChance() && p.Seat != rules.Referee &&
		len(p.Choices) > 1 && g.adjust == nil
}

// suggest works out a suggestion for the game on show. Its generator is
// seeded by the game's seed and the answers so far, so asking twice at one
// moment suggests the same.
func (g *gameScreen) suggest() tea.Cmd {
	if !g.canSuggest() {
		return nil
	}
	m := g.s.Match
	game, seed, log := m.Game(), m.Setup().Seed, m.Log()
	player := m.Definition().Smart()
	work := func() (msg tea.Msg) {
		defer func() {
			if p := recover(); p != nil {
				msg = suggestMsg{log: log, err: fmt.Errorf("the strong player broke: %v", p)}
			}
		}()
		id, reason := player.Choose(game, rand.New(rand.NewPCG(seed, uint64(len(log)))))
		return suggestMsg{log: log, id: id, reason: reason}
	}
	// No "thinking" line first: a program runs a batch's commands at once,
	// so it could arrive after the suggestion and hide it. The players
	// answer in milliseconds.
	return g.e.o.Background(work)
}

// showSuggestion puts the cursor on a suggestion and says why, unless the
// game moved on while it was worked out.
func (g *gameScreen) showSuggestion(msg suggestMsg) tea.Cmd {
	if !slices.Equal(msg.log, g.s.Match.Log()) || g.mode() != modeChoose {
		return clearStatus()
	}
	if msg.err != nil {
		return showError(msg.err)
	}
	if !g.list.Select(msg.id) {
		// Hidden by the filter, or not a choice at all: say so, never pick
		// something else.
		if ch, ok := g.list.Prompt().Find(msg.id); ok && g.list.Filtered() {
			return status("Suggested: "+ch.Label+" (hidden by the filter; esc clears it)", false)
		}
		return status(fmt.Sprintf("! the strong player suggested %q, which is not a choice here", msg.id), true)
	}
	g.suggestion = msg
	// The reason names the answer and what decided it; the cursor shows
	// which choice it is, and i shows the whole reason.
	text := msg.reason
	if text == "" {
		ch, _ := g.list.Selected()
		text = ch.Label
	}
	return status("Suggested: "+text, false)
}

// suggested is the reason of the suggestion shown for choice id, while the
// game is still the one it was worked out for.
func (g *gameScreen) suggested(id string) (string, bool) {
	m := g.suggestion
	if m.id != id || m.reason == "" || !slices.Equal(m.log, g.s.Match.Log()) {
		return "", false
	}
	return m.reason, true
}
