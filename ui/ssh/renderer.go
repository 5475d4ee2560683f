package ssh

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	gssh "github.com/charmbracelet/ssh"
	"github.com/muesli/termenv"
)

// newRenderer makes the lipgloss renderer of one session: its color
// profile comes from the client's TERM (and COLORTERM or NO_COLOR when the
// client sends them), never from the server's own terminal.
//
// It is wish's bubbletea.MakeRenderer without the background-color query:
// over an emulated pty the query cannot time out, and with a terminal that
// does not answer it (script(1), some serial and web terminals) the session
// stayed blank until a key was pressed, and that key was lost. So the
// palette's adaptive colours take the client's COLORFGBG when it sends one,
// and the dark side otherwise.
func newRenderer(sess gssh.Session) *lipgloss.Renderer {
	pty, _, ok := sess.Pty()
	if !ok || pty.Term == "" || pty.Term == "dumb" {
		return lipgloss.NewRenderer(sess, termenv.WithProfile(termenv.Ascii))
	}
	env := environ(append(sess.Environ(), "TERM="+pty.Term))
	return lipgloss.NewRenderer(sess, termenv.WithEnvironment(env), termenv.WithUnsafe(), termenv.WithColorCache(true))
}

// environ is the client's environment as termenv reads it.
type environ []string

func (e environ) Environ() []string { return e }

func (e environ) Getenv(k string) string {
	v := ""
	for _, kv := range e { // the last one wins, as TERM is appended last
		if rest, ok := strings.CutPrefix(kv, k+"="); ok {
			v = rest
		}
	}
	return v
}
