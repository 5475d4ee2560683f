package cli

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	xssh "golang.org/x/crypto/ssh"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/ui/games"
	hssh "github.com/hauntgames/haunt/ui/ssh"
)

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func serveEnv(t *testing.T) (Env, *lockedBuffer, *lockedBuffer) {
	t.Helper()
	def, ok := games.Lookup(games.All(), "horrified")
	if !ok {
		t.Fatal("no horrified")
	}
	out, errs := &lockedBuffer{}, &lockedBuffer{}
	return Env{
		Games:     []rules.Definition{def},
		Stdout:    out,
		Stderr:    errs,
		ConfigDir: t.TempDir(),
		Seed:      func() uint64 { return 7 },
	}, out, errs
}

func TestServeUsageMistakes(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "now"}, `serve takes no arguments, not "now"`},
		{[]string{"serve", "--max-sessions", "0"}, "--max-sessions must be at least 1"},
		{[]string{"serve", "--idle-timeout", "-1m"}, "--idle-timeout must not be negative"},
		{[]string{"serve", "--idle-timeout", "soon"}, "--idle-timeout"},
		{[]string{"serve", "--listen", "2222"}, "--listen wants host:port"},
		{[]string{"serve", "--rate", "0"}, "--rate must be a number of sessions a second above 0"},
		{[]string{"serve", "--rate", "-2"}, "--rate must be a number of sessions a second above 0"},
		{[]string{"serve", "--rate", "NaN"}, "--rate must be a number of sessions a second above 0"},
		{[]string{"serve", "--rate", "lots"}, "--rate"},
		{[]string{"serve", "--burst", "0"}, "--burst must be at least 1"},
		{[]string{"serve", "--port", "2222"}, "unknown flag --port for haunt serve"},
	} {
		e, out, errs := serveEnv(t)
		if code := e.Run(c.args); code != 2 {
			t.Errorf("%v: exit %d, want 2", c.args, code)
		}
		if got := errs.String(); strings.Count(got, "\n") != 1 || !strings.Contains(got, c.want) {
			t.Errorf("%v: stderr %q, want one line with %q", c.args, got, c.want)
		}
		if out.String() != "" {
			t.Errorf("%v: stdout %q", c.args, out.String())
		}
	}
}

func TestServeHelp(t *testing.T) {
	for _, args := range [][]string{{"serve", "--help"}, {"help", "serve"}} {
		e, out, _ := serveEnv(t)
		if code := e.Run(args); code != 0 {
			t.Fatalf("%v: exit %d", args, code)
		}
		for _, want := range []string{"Usage: haunt serve", "--listen ADDR", "--host-key FILE", "--data DIR", "--store URL", "HAUNT_DATABASE_URL", "--proxy-from LIST", "--allow FILE", "--max-sessions N", "--idle-timeout D", "--rate R", "--burst N", "SIGTERM"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%v: the help lacks %q:\n%s", args, want, out.String())
			}
		}
	}
	e, out, _ := serveEnv(t)
	e.Run([]string{"--help"})
	if !strings.Contains(out.String(), "haunt serve [flags]") {
		t.Errorf("the root help does not list serve:\n%s", out.String())
	}
}

// TestServeRefusesBadFiles: a host key or an allow list that cannot be used
// stops the server before it listens, with the reason.
func TestServeRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage")
	if err := os.WriteFile(garbage, []byte("not a key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--host-key", garbage}, "is not a private key haunt can use"},
		{[]string{"--host-key", dir}, "cannot read the host key " + dir + ": is a directory"},
		{[]string{"--allow", garbage}, "line 1, is not a public key"},
		{[]string{"--allow", filepath.Join(dir, "missing")}, "cannot read the --allow file"},
		{[]string{"--store", "postgres://haunt:secret@[::1"}, "the PostgreSQL address is not usable"},
		{[]string{"--proxy-from", "10.0.0.1,balancer"}, `the balancer "balancer" is not an address or a range like 10.0.0.0/24`},
		{[]string{"--store", "postgres://haunt@/haunt?host=" + filepath.Join(dir, "nowhere")}, "cannot keep the saves in PostgreSQL: PostgreSQL at " + filepath.Join(dir, "nowhere") + " (database haunt, user haunt): cannot connect"},
	} {
		e, _, errs := serveEnv(t)
		args := append([]string{"serve", "--listen", "127.0.0.1:0", "--data", t.TempDir()}, c.args...)
		if code := e.Run(args); code != 1 {
			t.Errorf("%v: exit %d, want 1", c.args, code)
		}
		if got := errs.String(); !strings.Contains(got, c.want) || strings.Contains(got, "secret") {
			t.Errorf("%v: stderr %q lacks %q (or shows the password)", c.args, got, c.want)
		}
	}
	// The address may come from the environment instead.
	e, _, errs := serveEnv(t)
	e.Getenv = func(k string) string {
		if k == "HAUNT_DATABASE_URL" {
			return "postgres://haunt@/haunt?host=" + filepath.Join(dir, "nowhere")
		}
		return ""
	}
	if code := e.Run([]string{"serve", "--listen", "127.0.0.1:0", "--data", t.TempDir()}); code != 1 || !strings.Contains(errs.String(), "cannot keep the saves in PostgreSQL") {
		t.Errorf("HAUNT_DATABASE_URL: exit %d, %q", code, errs.String())
	}
	if b, err := os.ReadFile(garbage); err != nil || string(b) != "not a key\n" {
		t.Fatal("the unusable host key was touched")
	}
}

// TestServeStartsAndStops runs "haunt serve" as a new user would, plays
// the title menu over SSH, and stops it with SIGTERM: the player is told,
// and the command returns 0 within a few seconds.
func TestServeStartsAndStops(t *testing.T) {
	sigs := make(chan chan<- os.Signal, 1)
	addrs := make(chan net.Addr, 1)
	oldSignals, oldListening := serveSignals, serveListening
	t.Cleanup(func() { serveSignals, serveListening = oldSignals, oldListening })
	serveSignals = func(c chan<- os.Signal) func() { sigs <- c; return func() {} }
	serveListening = func(a net.Addr) { addrs <- a }

	e, _, errs := serveEnv(t)
	data := t.TempDir()
	exit := make(chan int, 1)
	go func() { exit <- e.Run([]string{"serve", "--listen", "127.0.0.1:0", "--data", data}) }()
	var addr net.Addr
	select {
	case addr = <-addrs:
	case code := <-exit:
		t.Fatalf("serve exited with %d: %s", code, errs.String())
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not start")
	}

	key := filepath.Join(data, hssh.HostKeyFile)
	if st, err := os.Stat(key); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("host key %s: %v %v", key, st, err)
	}
	screen := play(t, addr.String())
	screen.waitFor(t, "New game")

	(<-sigs) <- syscall.SIGTERM
	screen.waitFor(t, "The server is stopping. Goodbye.")
	select {
	case code := <-exit:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	for _, want := range []string{"serving", "connect with: ssh -p", "connect ", "stopped"} {
		if !strings.Contains(errs.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, errs.String())
		}
	}

	// The second start reuses the key.
	before, _ := os.ReadFile(key)
	e2, _, errs2 := serveEnv(t)
	go func() { exit <- e2.Run([]string{"serve", "--listen", "127.0.0.1:0", "--data", data}) }()
	<-addrs
	(<-sigs) <- syscall.SIGINT
	if code := <-exit; code != 0 {
		t.Fatalf("second start: exit %d: %s", code, errs2.String())
	}
	if after, _ := os.ReadFile(key); !bytes.Equal(before, after) || strings.Contains(errs2.String(), "made a new host key") {
		t.Fatal("the host key changed on the second start")
	}
}

// screenText is what a player's terminal received, escapes stripped.
type screenText struct {
	mu  sync.Mutex
	out []byte
}

func (s *screenText) waitFor(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		got := ansi.Strip(string(s.out))
		s.mu.Unlock()
		if strings.Contains(got, want) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t.Fatalf("no %q on the screen:\n%s", want, ansi.Strip(string(s.out)))
}

// play connects with a new key and a 120x40 terminal, like "ssh -p PORT
// localhost".
func play(t *testing.T, addr string) *screenText {
	t.Helper()
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	signer, err := xssh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	c, err := xssh.Dial("tcp", addr, &xssh.ClientConfig{
		User: "you", Auth: []xssh.AuthMethod{xssh.PublicKeys(signer)},
		HostKeyCallback: xssh.InsecureIgnoreHostKey(), Timeout: 20 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", 40, 120, xssh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, _ := sess.StdoutPipe()
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	s := &screenText{}
	go func() {
		buf := make([]byte, 32<<10)
		for {
			n, err := out.Read(buf)
			s.mu.Lock()
			s.out = append(s.out, buf[:n]...)
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return s
}
