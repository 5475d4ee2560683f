package ssh

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	gssh "github.com/charmbracelet/ssh"

	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/app"
)

// endReason is why the server ended a session; endNone means the player
// left by themselves.
type endReason int32

const (
	endNone endReason = iota
	endStopping
	endIdle
	endReplaced
	endCrashed
)

func (r endReason) String() string {
	return [...]string{"left", "server stopping", "idle", "replaced", "crashed"}[r]
}

// session is one player's connected game: the program, what it was asked
// to do from outside, and when the player last typed.
type session struct {
	id     uint64
	player string // PlayerID
	sess   gssh.Session
	start  time.Time
	store  saves.Store // the player's saves, held for this session

	lastInput atomic.Int64 // unix nanoseconds of the last byte typed
	reason    atomic.Int32 // endReason; the first to be set wins, a crash overrides

	mu   sync.Mutex
	prog *tea.Program // nil until the program is made
	m    *model       // the app's wrapper, for the save name and seed

	idle *time.Timer
	done chan struct{} // closed when the session is over and unregistered
}

func (ss *session) ending() endReason { return endReason(ss.reason.Load()) }

// end asks the session to close for r: the program quits at its next
// message, and the session says why. Safe from any goroutine, any number of
// times.
func (ss *session) end(r endReason) {
	if !ss.reason.CompareAndSwap(int32(endNone), int32(r)) {
		return
	}
	ss.mu.Lock()
	p := ss.prog
	ss.mu.Unlock()
	if p != nil {
		// Send waits for the program's loop; never hold up the caller
		// (the shutdown walks every session) on one slow program.
		go p.Send(endMsg{})
	}
}

// setProgram records the program; false means the session was ended while
// it was being made, and the program must not run.
func (ss *session) setProgram(p *tea.Program, m *model) bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	ss.prog, ss.m = p, m
	return ss.ending() == endNone
}

func (ss *session) model() *model {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.m
}

// game is the save open on the app's screen, or nil. Only after the program
// has stopped (or from inside it) is this safe.
func (ss *session) game() *saves.Session {
	m := ss.model()
	if m == nil {
		return nil
	}
	return playing(m.inner)
}

// playing is the game open in the app a, looking through wrappers that
// say what they wrap (tests plant bugs in one).
func playing(a tea.Model) *saves.Session { return app.Playing(unwrap(a)) }

func unwrap(a tea.Model) tea.Model {
	for {
		w, ok := a.(interface{ Unwrap() tea.Model })
		if !ok {
			return a
		}
		a = w.Unwrap()
	}
}

// watchIdle ends the session when nothing has been typed for d. It uses a
// timer, not a goroutine, so an idle player costs nothing while waiting.
func (ss *session) watchIdle(d time.Duration) {
	if d <= 0 {
		return
	}
	ss.lastInput.Store(time.Now().UnixNano())
	var check func()
	check = func() {
		quiet := time.Since(time.Unix(0, ss.lastInput.Load()))
		if quiet < d {
			ss.mu.Lock()
			if ss.idle != nil {
				ss.idle.Reset(d - quiet)
			}
			ss.mu.Unlock()
			return
		}
		ss.end(endIdle)
	}
	ss.mu.Lock()
	ss.idle = time.AfterFunc(d, check)
	ss.mu.Unlock()
}

func (ss *session) stopIdle() {
	ss.mu.Lock()
	if ss.idle != nil {
		ss.idle.Stop()
		ss.idle = nil
	}
	ss.mu.Unlock()
}

// typed passes the player's keys to the program and notes when they came,
// for the idle timeout.
type typed struct {
	r    io.Reader
	last *atomic.Int64
}

func (t typed) Read(p []byte) (int, error) {
	n, err := t.r.Read(p)
	if n > 0 {
		t.last.Store(time.Now().UnixNano())
	}
	return n, err
}

// endMsg tells the model to quit because the server ended the session.
type endMsg struct{}

// crashMsg carries a panic out of a command's goroutine into the model.
type crashMsg struct {
	value any
	stack []byte
}

// model wraps the app for one connection. It adds only what a shared
// server needs: a way to be told to quit from outside, and a wall around
// panics, so a bug met by one player closes that player's session (their
// game is saved up to the last answer) and nobody else's.
type model struct {
	inner  tea.Model
	ss     *session
	screen *screen
	crash  func(ss *session, inner tea.Model, v any, stack []byte)
	closed bool
}

func (m *model) Init() tea.Cmd {
	var cmd tea.Cmd
	if p := onDeepStack(func() { cmd = m.inner.Init() }); p != nil {
		m.fail(p.value, p.stack)
		return tea.Quit
	}
	return guard(cmd)
}

func (m *model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case endMsg:
		m.closed = true
		return m, tea.Quit
	case crashMsg:
		if !m.closed {
			m.fail(msg.value, msg.stack)
		}
		return m, tea.Quit
	case tea.WindowSizeMsg:
		m.screen.resize(msg.Width, msg.Height)
	}
	if m.closed {
		return m, nil
	}
	var inner tea.Model
	var c tea.Cmd
	if p := onDeepStack(func() { inner, c = m.inner.Update(msg) }); p != nil {
		m.fail(p.value, p.stack)
		return m, tea.Quit
	}
	m.inner = inner
	return m, guard(c)
}

// View draws the app's view on the session's screen, which sends what
// changed; Bubble Tea's own renderer is off and gets nothing.
func (m *model) View() string {
	m.screen.draw(m.view())
	return ""
}

func (m *model) view() (v string) {
	if m.closed || app.Farewell(unwrap(m.inner)) != "" {
		// Ended, or the app is leaving: its own farewell names a local
		// command; the session says goodbye in its own words instead.
		return ""
	}
	if p := onDeepStack(func() { v = m.inner.View() }); p != nil {
		m.fail(p.value, p.stack)
		m.ss.mu.Lock()
		prog := m.ss.prog
		m.ss.mu.Unlock()
		if prog != nil {
			go prog.Send(endMsg{}) // View cannot quit; the next message does
		}
		return ""
	}
	return v
}

// onDeepStack runs f on one of a few goroutines kept for it, or on a new
// one when they are all busy, waits for it, and returns the panic f met, if
// any.
//
// The app's Update and View need deep stacks (several hundred KB: its
// components are large values, copied on the stack). Run on the program's
// own goroutine, that stack stays grown between keys until collections
// shrink it, so every player who typed lately holds one (0.74 MB of memory
// per session with 500 players typing, TestLoad). A new goroutine per call
// gives the stack back at once but grows one every time: copying stacks was
// a tenth of the server's work while players typed. The workers' stacks
// stay grown and every session shares them; a call never waits for a
// worker (a save may hold one up), it takes a new goroutine instead.
func onDeepStack(f func()) *crashMsg {
	deep.once.Do(startDeep)
	done := make(chan *crashMsg, 1)
	select {
	case deep.jobs <- job{f, done}:
	default:
		go func() { done <- call(f) }()
	}
	return <-done
}

// job is one call for a worker: f, and where to say how it ended.
type job struct {
	f    func()
	done chan<- *crashMsg
}

// deep is where onDeepStack finds an idle worker.
var deep = struct {
	once sync.Once
	jobs chan job
}{jobs: make(chan job)}

// startDeep starts the workers: twice as many as can run at once.
func startDeep() {
	for range 2 * runtime.GOMAXPROCS(0) {
		go func() {
			for j := range deep.jobs {
				j.done <- call(j.f)
			}
		}()
	}
}

// call calls f and returns the panic it met, if any.
func call(f func()) (crash *crashMsg) {
	defer func() {
		if r := recover(); r != nil {
			crash = &crashMsg{value: r, stack: debug.Stack()}
		}
	}()
	f()
	return nil
}

func (m *model) fail(v any, stack []byte) {
	m.closed = true
	m.ss.reason.Store(int32(endCrashed))
	if m.crash != nil {
		m.crash(m.ss, m.inner, v, stack)
	}
}

// guard wraps a command so that a panic in it (commands run on their own
// goroutines) comes back as a crashMsg instead of taking the program down.
func guard(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() (msg tea.Msg) {
		defer func() {
			if r := recover(); r != nil {
				msg = crashMsg{value: r, stack: debug.Stack()}
			}
		}()
		msg = cmd()
		if batch, ok := msg.(tea.BatchMsg); ok {
			out := make(tea.BatchMsg, len(batch))
			for i, c := range batch {
				out[i] = guard(c)
			}
			return out
		}
		return msg
	}
}

// noSuspend drops ctrl+z and suspend requests. Suspending a program means
// stopping the process, and over SSH the process is the whole server.
func noSuspend(_ tea.Model, msg tea.Msg) tea.Msg {
	switch msg := msg.(type) {
	case tea.SuspendMsg:
		return nil
	case tea.KeyMsg:
		if msg.Type == tea.KeyCtrlZ {
			return nil
		}
	}
	return msg
}

// seedOf describes the seed of the game open in an app, for the log.
func seedOf(a tea.Model) string {
	if a == nil {
		return "none"
	}
	g := playing(a)
	if g == nil {
		return "none (no game open)"
	}
	return fmt.Sprint(g.Match.Setup().Seed)
}
