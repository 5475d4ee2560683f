package ssh

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/log"
	xssh "golang.org/x/crypto/ssh"
	"golang.org/x/time/rate"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/app"
)

// TestPlayDropReconnectContinue is the promise of the issue: play a few
// answers, lose the connection without a goodbye, come back with the same
// key, take "Continue" from the top of the menu, and go on from the same
// state.
func TestPlayDropReconnectContinue(t *testing.T) {
	ts := startServer(t, nil)
	key := newKey(t)

	tm := connect(t, ts.addr, key, 120, 40)
	tm.waitFor("New game")
	if strings.Contains(tm.all(), "Continue") {
		t.Fatal("a new player was offered Continue")
	}
	name := startGame(t, tm, ts.data, key)
	_, sv := saveOf(t, ts.data, key)
	for range 3 {
		tm.send("\r") // the first choice, whatever it is
		sv = waitLog(t, ts.data, key, len(sv.Log))
	}
	played := sv.Log

	tm.client.Close() // the connection drops: no q, no goodbye

	tm2 := connect(t, ts.addr, key, 120, 40)
	tm2.waitFor("Continue " + name)
	if first := menuLines(tm2.all()); len(first) == 0 || !strings.Contains(first[0], "Continue "+name) {
		t.Fatalf("Continue is not the first line of the menu: %q", first)
	}
	tm2.send("\r")
	// The game screen's keys: its header holds the name too, but so does
	// the menu's line, which the screen may redraw on the way.
	tm2.waitFor("leave (saved)")
	_, again := saveOf(t, ts.data, key)
	if !slices.Equal(again.Log, played) {
		t.Fatalf("resuming changed the save:\nbefore %v\nafter  %v", played, again.Log)
	}
	tm2.send("\r")
	after := waitLog(t, ts.data, key, len(played))
	if !slices.Equal(after.Log[:len(played)], played) {
		t.Fatalf("the game did not go on from where it was:\nbefore %v\nafter  %v", played, after.Log)
	}
	tm2.send("q")
	tm2.waitFor("Game saved as " + name + ". Connect again to continue it.")
	if code := tm2.waitEnd(); code != 0 {
		t.Fatalf("exit status %d after q", code)
	}
	if strings.Contains(tm2.all(), "haunt resume") {
		t.Fatal("the player was told a local command")
	}
}

// menuLines are the title menu's lines, from the last drawing of the menu.
func menuLines(screen string) []string {
	var lines []string
	for _, l := range strings.Split(screen, "\n") {
		l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "›"))
		for _, item := range []string{"Continue ", "New game", "Resume", "Rules", "Quit"} {
			if strings.HasPrefix(l, item) {
				lines = append(lines, l)
			}
		}
	}
	return lines
}

// TestPlayersNeverSeeEachOthersSaves: two keys, two folders, and neither
// menu offers the other's game.
func TestPlayersNeverSeeEachOthersSaves(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob := newKey(t), newKey(t)

	a := connect(t, ts.addr, alice, 120, 40)
	name := startGame(t, a, ts.data, alice)
	a.send("q")
	a.waitEnd()

	b := connect(t, ts.addr, bob, 120, 40)
	b.waitFor("New game")
	if strings.Contains(b.all(), "Continue") || strings.Contains(b.all(), name) {
		t.Fatalf("bob's menu offers alice's game:\n%s", b.all())
	}
	b.send("j\r") // Resume
	b.waitFor("No saved games yet.")
	b.send("q")
	b.waitEnd()

	players, err := os.ReadDir(filepath.Join(ts.data, "players"))
	if err != nil {
		t.Fatal(err)
	}
	hex := regexp.MustCompile(`^[0-9a-f]{64}$`)
	var ids []string
	for _, p := range players {
		if !hex.MatchString(p.Name()) {
			t.Errorf("player folder %q is not a fingerprint", p.Name())
		}
		ids = append(ids, p.Name())
	}
	if !slices.Contains(ids, PlayerID(alice.PublicKey())) {
		t.Errorf("no folder for alice among %v", ids)
	}
	if exists(filepath.Join(SaveDir(ts.data, PlayerID(bob.PublicKey())), name+".haunt.json")) {
		t.Error("alice's save is in bob's folder")
	}

	// Alice still finds it.
	a2 := connect(t, ts.addr, alice, 120, 40)
	a2.waitFor("Continue " + name)
}

// TestNoTerminalSaysSshT: without a pty the player is told to use ssh -t,
// and the session ends with status 1.
func TestNoTerminalSaysSshT(t *testing.T) {
	ts := startServer(t, nil)
	c, err := dial(ts.addr, newKey(t))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tm := openTerm(t, c, 0, 0, false)
	tm.waitFor("ssh -t")
	if code := tm.waitEnd(); code != 1 {
		t.Fatalf("exit status %d, want 1", code)
	}
}

// TestAllowList: with --allow, a listed key plays, another key is refused
// at login and told the server is private, a client without a key is told
// how to make one, and passwords are never taken.
func TestAllowList(t *testing.T) {
	alice, mallory := newKey(t), newKey(t)
	allow := filepath.Join(t.TempDir(), "authorized_keys")
	if err := os.WriteFile(allow, append([]byte("# friends\n\n"), xssh.MarshalAuthorizedKey(alice.PublicKey())...), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, func(c *Config) { c.Allow = allow })

	connect(t, ts.addr, alice, 120, 40).waitFor("New game")

	var told []string
	kbd := xssh.KeyboardInteractive(func(name, instruction string, questions []string, echos []bool) ([]string, error) {
		told = append(told, instruction)
		return make([]string, len(questions)), nil
	})
	if _, err := xssh.Dial("tcp", ts.addr, clientConfig(xssh.PublicKeys(mallory), kbd)); err == nil || !strings.Contains(err.Error(), "unable to authenticate") {
		t.Fatalf("a key outside --allow got in (err %v)", err)
	}
	if len(told) != 1 || !strings.Contains(told[0], "private") {
		t.Fatalf("the refused key was told %q", told)
	}

	told = nil
	if _, err := xssh.Dial("tcp", ts.addr, clientConfig(kbd)); err == nil {
		t.Fatal("a client without a key got in")
	}
	if len(told) != 1 || !strings.Contains(told[0], "ssh-keygen -t ed25519") {
		t.Fatalf("the keyless client was told %q", told)
	}

	asked := false
	pw := xssh.PasswordCallback(func() (string, error) { asked = true; return "hunter2", nil })
	if _, err := xssh.Dial("tcp", ts.addr, clientConfig(pw)); err == nil {
		t.Fatal("a password login got in")
	}
	if asked {
		t.Fatal("the server asked for a password")
	}
}

// TestNoKeyWithoutAllowList: an open server takes any key, and tells a
// client with none how to make one.
func TestNoKeyWithoutAllowList(t *testing.T) {
	ts := startServer(t, nil)
	connect(t, ts.addr, newKey(t), 120, 40).waitFor("New game")
	var told []string
	kbd := xssh.KeyboardInteractive(func(name, instruction string, questions []string, echos []bool) ([]string, error) {
		told = append(told, instruction)
		return nil, nil
	})
	if _, err := xssh.Dial("tcp", ts.addr, clientConfig(kbd)); err == nil {
		t.Fatal("a client without a key got in")
	}
	port := ts.addr[strings.LastIndex(ts.addr, ":")+1:]
	if len(told) != 1 || !strings.Contains(told[0], "ssh-keygen") || !strings.Contains(told[0], "ssh -p "+port) {
		t.Fatalf("told %q", told)
	}
}

// TestTooSmallThenResize: a small terminal gets the "too small" screen; the
// menu appears when the window grows.
func TestTooSmallThenResize(t *testing.T) {
	ts := startServer(t, nil)
	tm := connect(t, ts.addr, newKey(t), 60, 20)
	tm.waitFor("terminal too small (need 80x24, have 60x20)")
	tm.send("") // move the mark
	if err := tm.sess.WindowChange(40, 120); err != nil {
		t.Fatal(err)
	}
	tm.waitFor("New game")
}

// TestIdleTimeoutSaysGoodbye: a session nobody types in is closed with a
// goodbye that says where the game is.
func TestIdleTimeoutSaysGoodbye(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.IdleTimeout = 2 * time.Second })
	key := newKey(t)
	tm := connect(t, ts.addr, key, 120, 40)
	name := startGame(t, tm, ts.data, key)
	tm.waitFor("No key was pressed for 2 seconds, so haunt closed this session.")
	tm.waitFor("Your game is saved as " + name)
	if code := tm.waitEnd(); code != 0 {
		t.Fatalf("exit status %d", code)
	}
}

// TestServerFull: past --max-sessions a player is told to come back later.
func TestServerFull(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.MaxSessions = 1 })
	connect(t, ts.addr, newKey(t), 120, 40).waitFor("New game")
	tm := connect(t, ts.addr, newKey(t), 120, 40)
	tm.waitFor("server full, try again later")
	if code := tm.waitEnd(); code != 1 {
		t.Fatalf("exit status %d", code)
	}
}

// TestRateLimit: an address opening sessions too fast is refused.
func TestRateLimit(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Rate, c.Burst = rate.Every(time.Hour), 1 })
	connect(t, ts.addr, newKey(t), 120, 40).waitFor("New game")
	tm := connect(t, ts.addr, newKey(t), 120, 40)
	tm.waitFor("too many connections from your address")
	if code := tm.waitEnd(); code != 1 {
		t.Fatalf("exit status %d", code)
	}
}

// TestNewSessionTakesOver: the same key connecting again closes the old
// session (telling it why) so two sessions never write one save.
func TestNewSessionTakesOver(t *testing.T) {
	ts := startServer(t, nil)
	key := newKey(t)
	old := connect(t, ts.addr, key, 120, 40)
	name := startGame(t, old, ts.data, key)
	fresh := connect(t, ts.addr, key, 120, 40)
	old.waitFor("You connected again from elsewhere, so this session closed. Your game is saved as " + name + ".")
	old.waitEnd()
	fresh.waitFor("Continue " + name)
	if n := ts.Sessions(); n != 1 {
		t.Fatalf("%d sessions, want 1", n)
	}
}

// TestShutdownTellsEveryone: stopping the server tells each player where
// their game is saved, and is done within a few seconds.
func TestShutdownTellsEveryone(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob := newKey(t), newKey(t)
	a := connect(t, ts.addr, alice, 120, 40)
	name := startGame(t, a, ts.data, alice)
	_, sv := saveOf(t, ts.data, alice)
	a.send("\r")
	sv = waitLog(t, ts.data, alice, len(sv.Log))
	b := connect(t, ts.addr, bob, 120, 40)
	b.waitFor("New game")

	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := ts.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if took := time.Since(start); took > 4*time.Second {
		t.Errorf("shutdown took %s", took)
	}
	a.waitFor("The server is stopping; your game is saved as " + name + ".")
	b.waitFor("The server is stopping. Goodbye.")
	a.waitEnd()
	b.waitEnd()
	select {
	case err := <-ts.done:
		ts.done <- err // for the cleanup
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
	case <-time.After(wait):
		t.Fatal("Serve did not return")
	}
	if _, after := saveOf(t, ts.data, alice); !slices.Equal(after.Log, sv.Log) {
		t.Fatalf("the save changed on shutdown: %v, was %v", after.Log, sv.Log)
	}
	if _, err := dial(ts.addr, alice); err == nil {
		t.Fatal("the server still takes connections")
	}
}

// panicky is the app with three bugs planted: "!" panics in Update, "@"
// returns a command that panics, "%" makes the next View panic.
type panicky struct {
	tea.Model
	badView bool
}

func (p *panicky) Unwrap() tea.Model { return p.Model }

func (p *panicky) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "!":
			panic("planted bug")
		case "@":
			return p, func() tea.Msg { panic("planted bug in a command") }
		case "%":
			p.badView = true
			return p, nil
		}
	}
	var cmd tea.Cmd
	p.Model, cmd = p.Model.Update(msg)
	return p, cmd
}

func (p *panicky) View() string {
	if p.badView {
		panic("planted bug in View")
	}
	return p.Model.View()
}

// TestPanicEndsOnlyThatSession: a panic closes the session that met it,
// with a message, is logged with the session and the seed, and the other
// players go on.
func TestPanicEndsOnlyThatSession(t *testing.T) {
	// wish reports a program that died of a panic to the default logger:
	// the model's own wall must have caught it first.
	died := &syncBuffer{}
	defer log.SetDefault(log.Default())
	log.SetDefault(log.New(died))
	ts := startServer(t, nil, func(s *Server) {
		s.newApp = func(r *lipgloss.Renderer, o app.Options) tea.Model { return &panicky{Model: app.New(r, o)} }
	})
	bystander := connect(t, ts.addr, newKey(t), 120, 40)
	bystander.waitFor("New game")

	for _, bug := range []string{"!", "@", "%"} {
		key := newKey(t)
		tm := connect(t, ts.addr, key, 120, 40)
		name := startGame(t, tm, ts.data, key)
		tm.send(bug)
		tm.waitFor("Something went wrong on the server")
		tm.waitFor("Your game is saved as " + name + " up to your last answer")
		if code := tm.waitEnd(); code != 1 {
			t.Fatalf("exit status %d", code)
		}
		logs := ts.log.String()
		if !strings.Contains(logs, "session panicked") || !strings.Contains(logs, "seed=7") || !strings.Contains(logs, "save="+name) {
			t.Fatalf("the panic is not logged with its seed and save:\n%s", logs)
		}
	}

	if got := died.String(); got != "" {
		t.Fatalf("a panic got past the model: %s", got)
	}
	bystander.send("j")
	bystander.waitFor("› Resume")
	bystander.send("q")
	if code := bystander.waitEnd(); code != 0 {
		t.Fatalf("the bystander's exit status is %d", code)
	}
}

// TestCtrlZDoesNothing: ctrl+z over SSH never suspends (it would stop the
// whole server); the session goes on.
func TestCtrlZDoesNothing(t *testing.T) {
	ts := startServer(t, nil)
	tm := connect(t, ts.addr, newKey(t), 120, 40)
	tm.waitFor("New game")
	tm.send("\x1a")
	tm.send("j")
	tm.waitFor("› Resume")

	if noSuspend(nil, tea.SuspendMsg{}) != nil || noSuspend(nil, tea.KeyMsg{Type: tea.KeyCtrlZ}) != nil {
		t.Fatal("the filter lets a suspend through")
	}
	if noSuspend(nil, tea.KeyMsg{Type: tea.KeyEnter}) == nil {
		t.Fatal("the filter drops other keys")
	}
}

// TestAbruptDisconnectsDoNotLeak: after 100 connections dropped without a
// goodbye, at every stage, the server is back to its goroutines before.
func TestAbruptDisconnectsDoNotLeak(t *testing.T) {
	ts := startServer(t, nil)
	key := newKey(t)
	// One whole visit first, so lazily started parts are running.
	warm := connect(t, ts.addr, key, 120, 40)
	warm.waitFor("New game")
	warm.send("q")
	warm.waitEnd()
	warm.client.Close()
	base := settledGoroutines(t, 0, 2*time.Second)

	for i := range 100 {
		c, err := dial(ts.addr, newKey(t))
		if err != nil {
			t.Fatalf("dial %d: %v", i, err)
		}
		switch i % 4 {
		case 0: // before any session
		case 1: // session open, no shell yet
			if s, err := c.NewSession(); err == nil {
				_ = s.RequestPty("xterm", 40, 120, xssh.TerminalModes{})
			}
		case 2: // right after the shell starts
			openTerm(t, c, 120, 40, true)
		case 3: // in the menu, after a resize
			tm := openTerm(t, c, 120, 40, true)
			tm.waitFor("New game")
			_ = tm.sess.WindowChange(30, 100)
			_ = tm.sess.WindowChange(40, 120)
		}
		c.Close()
	}
	got := settledGoroutines(t, base, wait)
	if got > base {
		buf := make([]byte, 1<<20)
		n := runtime.Stack(buf, true)
		t.Fatalf("%d goroutines, %d before the disconnects:\n%s", got, base, buf[:n])
	}
	if n := ts.Sessions(); n != 0 {
		t.Fatalf("%d sessions still registered", n)
	}
}

// settledGoroutines waits up to d for the goroutine count to reach target
// (or, with target 0, to stop changing) and returns it.
func settledGoroutines(t *testing.T, target int, d time.Duration) int {
	t.Helper()
	deadline := time.Now().Add(d)
	last, stable := runtime.NumGoroutine(), 0
	for time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		n := runtime.NumGoroutine()
		if target > 0 && n <= target {
			return n
		}
		if n == last {
			stable++
		} else {
			stable = 0
		}
		if target == 0 && stable >= 10 {
			return n
		}
		last = n
	}
	return last
}

// TestSoloGames: the server offers every game one player can play and no
// other, so a new solo game appears by itself.
func TestSoloGames(t *testing.T) {
	defs := []rules.Definition{{Name: "a", MinSeats: 1, MaxSeats: 4}, {Name: "b", MinSeats: 2, MaxSeats: 4}, {Name: "c", MinSeats: 1, MaxSeats: 1}}
	var names []string
	for _, d := range SoloGames(defs) {
		names = append(names, d.Name)
	}
	if !slices.Equal(names, []string{"a", "c"}) {
		t.Fatalf("offered %v", names)
	}
	if _, err := New(Config{Games: defs[1:2], DataDir: t.TempDir()}); err == nil || !strings.Contains(err.Error(), "nothing to serve") {
		t.Fatalf("a server with no solo game: %v", err)
	}
}

// TestLogsNoKeys: the log tells connects and disconnects apart by a short
// player ID, and never holds a key.
func TestLogsNoKeys(t *testing.T) {
	ts := startServer(t, nil)
	key := newKey(t)
	tm := connect(t, ts.addr, key, 120, 40)
	tm.waitFor("New game")
	tm.send("q")
	tm.waitEnd()
	deadline := time.Now().Add(wait)
	for !strings.Contains(ts.log.String(), "disconnect") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	logs := ts.log.String()
	id := PlayerID(key.PublicKey())
	for _, want := range []string{"connect", "disconnect", "player=" + id[:12]} {
		if !strings.Contains(logs, want) {
			t.Errorf("the log lacks %q:\n%s", want, logs)
		}
	}
	authorized := strings.TrimSpace(string(xssh.MarshalAuthorizedKey(key.PublicKey())))
	for _, secret := range []string{id, authorized[strings.Index(authorized, " ")+1:], xssh.FingerprintSHA256(key.PublicKey())} {
		if strings.Contains(logs, secret) {
			t.Errorf("the log holds %q", secret)
		}
	}
}

// TestColorsPerConnection: each connection is drawn in its own terminal's
// colors, at the same time: 256 colors for xterm-256color, none for a dumb
// terminal or a client that sends NO_COLOR.
func TestColorsPerConnection(t *testing.T) {
	ts := startServer(t, nil)
	open := func(termType string, env ...string) *term {
		c, err := dial(ts.addr, newKey(t))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		tm := openTermEnv(t, c, 120, 40, true, termType, env...)
		tm.waitFor("New game")
		return tm
	}
	rich := open("xterm-256color")
	dumb := open("dumb")
	plain := open("xterm-256color", "NO_COLOR=1")
	raw := func(tm *term) string {
		tm.mu.Lock()
		defer tm.mu.Unlock()
		return string(tm.raw)
	}
	if !strings.Contains(raw(rich), "38;5;") {
		t.Error("xterm-256color got no 256-color styles")
	}
	for name, tm := range map[string]*term{"dumb": dumb, "NO_COLOR": plain} {
		if strings.Contains(raw(tm), "\x1b[38;") {
			t.Errorf("%s got colors", name)
		}
	}
}
