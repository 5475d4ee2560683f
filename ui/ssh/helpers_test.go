package ssh

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/x/ansi"
	xssh "golang.org/x/crypto/ssh"
	"golang.org/x/time/rate"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// wait is how long a test waits for a screen: generous, because a loaded
// two-core CI box can be slow, and a passing test never waits it out.
const wait = 20 * time.Second

// testServer is a server on loopback with its own data folder and log.
type testServer struct {
	*Server
	addr string
	data string
	log  *syncBuffer
	done chan error
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testConfig is what the tests serve: Horrified alone, saves in data, the
// log at level into logs, every new game seeded 7, and no rate limit.
func testConfig(data string, logs io.Writer, level log.Level) Config {
	def, _ := games.Lookup(games.All(), "horrified")
	return Config{
		Games:   []rules.Definition{def},
		DataDir: data,
		Version: "test",
		Logger:  log.NewWithOptions(logs, log.Options{Level: level}),
		Seed:    func() uint64 { return 7 },
		Rate:    rate.Inf,
		Burst:   1000,
	}
}

// startServer serves on 127.0.0.1:0. edit adjusts the config, and tweak
// the server before it serves; the server is closed when the test ends.
func startServer(t testing.TB, edit func(*Config), tweak ...func(*Server)) *testServer {
	t.Helper()
	logs := &syncBuffer{}
	cfg := testConfig(t.TempDir(), logs, log.DebugLevel)
	if cfg.Games[0].New == nil {
		t.Fatal("no horrified")
	}
	if edit != nil {
		edit(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range tweak {
		f(srv)
	}
	return serveOn(t, srv, cfg.DataDir, logs)
}

func serveOn(t testing.TB, srv *Server, data string, logs *syncBuffer) *testServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{Server: srv, addr: ln.Addr().String(), data: data, log: logs, done: make(chan error, 1)}
	go func() { ts.done <- srv.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		<-ts.done
		if t.Failed() {
			t.Logf("server log:\n%s", logs.String())
		}
	})
	return ts
}

func newKey(t testing.TB) xssh.Signer {
	t.Helper()
	s, err := newSigner()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newSigner() (xssh.Signer, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	return xssh.NewSignerFromKey(priv)
}

func clientConfig(auth ...xssh.AuthMethod) *xssh.ClientConfig {
	return &xssh.ClientConfig{
		User:            "player",
		Auth:            auth,
		HostKeyCallback: xssh.InsecureIgnoreHostKey(),
		Timeout:         wait,
	}
}

func dial(addr string, key xssh.Signer) (*xssh.Client, error) {
	return xssh.Dial("tcp", addr, clientConfig(xssh.PublicKeys(key)))
}

// term is a player's terminal: a session with a pty whose output is kept.
// Like a dumb terminal it answers no queries: the server must not wait for
// any.
type term struct {
	t      testing.TB
	client *xssh.Client
	sess   *xssh.Session
	in     io.WriteCloser

	mu    sync.Mutex
	vt    *vt           // the terminal the session draws on
	raw   []byte        // every byte that came
	out   []byte        // the transcript: the vt's, and what came on stderr
	mark  int           // searches start here; send moves it to the end
	news  chan struct{} // a token after each chunk of output
	ended chan struct{}
	err   error // from Wait
}

// connect logs in with key and opens a w x h terminal with a shell.
func connect(t testing.TB, addr string, key xssh.Signer, w, h int) *term {
	t.Helper()
	c, err := dial(addr, key)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	tm := openTerm(t, c, w, h, true)
	t.Cleanup(func() { tm.client.Close() })
	return tm
}

func openTerm(t testing.TB, c *xssh.Client, w, h int, pty bool) *term {
	t.Helper()
	return openTermEnv(t, c, w, h, pty, "xterm-256color")
}

// openTermEnv opens a terminal of type termType; "KEY=VALUE" pairs after
// it are sent as the client's environment.
func openTermEnv(t testing.TB, c *xssh.Client, w, h int, pty bool, termType string, env ...string) *term {
	t.Helper()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatalf("session: %v", err)
	}
	tm := &term{t: t, client: c, sess: sess, vt: newVT(w, h), news: make(chan struct{}, 1), ended: make(chan struct{})}
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		if err := sess.Setenv(k, v); err != nil {
			t.Fatalf("env %s: %v", kv, err)
		}
	}
	if pty {
		if err := sess.RequestPty(termType, h, w, xssh.TerminalModes{}); err != nil {
			t.Fatalf("pty: %v", err)
		}
	}
	if tm.in, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	stdout, err := sess.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := sess.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatalf("shell: %v", err)
	}
	var readers sync.WaitGroup
	readers.Add(2)
	go func() { defer readers.Done(); tm.read(stdout, tm.vt) }()
	go func() { defer readers.Done(); tm.read(stderr, nil) }()
	go func() {
		readers.Wait()
		err := sess.Wait()
		tm.mu.Lock()
		tm.err = err
		tm.mu.Unlock()
		close(tm.ended)
	}()
	return tm
}

// read adds what comes from r to the transcript: through the terminal
// v, or as it is with no v.
func (tm *term) read(r io.Reader, v *vt) {
	readChunks(r, func(chunk []byte) {
		tm.mu.Lock()
		tm.raw = append(tm.raw, chunk...)
		if v != nil {
			chunk = v.write(chunk)
		}
		tm.out = append(tm.out, chunk...)
		tm.mu.Unlock()
		select {
		case tm.news <- struct{}{}:
		default:
		}
	})
}

// readChunks hands each chunk read from r to got, until r fails (the
// session's end). The chunk is only good until got returns.
func readChunks(r io.Reader, got func(chunk []byte)) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			got(buf[:n])
		}
		if err != nil {
			return
		}
	}
}

// send types s, after moving the search mark to the end of the output.
func (tm *term) send(s string) {
	tm.t.Helper()
	tm.mu.Lock()
	tm.mark = len(tm.out)
	tm.mu.Unlock()
	if _, err := tm.in.Write([]byte(s)); err != nil {
		tm.t.Fatalf("typing %q: %v", s, err)
	}
}

// screen is the text since the mark, without escape codes.
func (tm *term) screen() string {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	return ansi.Strip(string(tm.out[tm.mark:]))
}

func (tm *term) all() string {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	return ansi.Strip(string(tm.out))
}

// waitFor waits until the output since the mark holds s.
func (tm *term) waitFor(s string) {
	tm.t.Helper()
	deadline := time.After(wait)
	for {
		if strings.Contains(tm.screen(), s) {
			return
		}
		select {
		case <-tm.news:
		case <-tm.ended:
			if strings.Contains(tm.screen(), s) {
				return
			}
			tm.t.Fatalf("the session ended without showing %q; it showed:\n%s", s, tm.all())
		case <-deadline:
			tm.t.Fatalf("waited %s for %q; the screen showed:\n%s", wait, s, tm.all())
		}
	}
}

// waitEnd waits for the session to end and returns its exit status.
func (tm *term) waitEnd() int {
	tm.t.Helper()
	select {
	case <-tm.ended:
	case <-time.After(wait):
		tm.t.Fatalf("the session did not end; it showed:\n%s", tm.all())
	}
	tm.mu.Lock()
	defer tm.mu.Unlock()
	var ee *xssh.ExitError
	switch {
	case tm.err == nil:
		return 0
	case errors.As(tm.err, &ee):
		return ee.ExitStatus()
	}
	return -1
}

// saveOf is the one save in a player's folder.
func saveOf(t testing.TB, data string, key xssh.Signer) (string, saves.Save) {
	t.Helper()
	dir := SaveDir(data, PlayerID(key.PublicKey()))
	var found []string
	deadline := time.Now().Add(wait)
	for time.Now().Before(deadline) {
		found, _ = filepath.Glob(filepath.Join(dir, "*"+saves.Ext))
		if len(found) > 0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if len(found) != 1 {
		t.Fatalf("want one save in %s, found %v", dir, found)
	}
	name := strings.TrimSuffix(filepath.Base(found[0]), saves.Ext)
	sv, err := saves.NewFileStore(dir).Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return name, sv
}

// waitLog waits until the save's log is longer than n answers.
func waitLog(t testing.TB, data string, key xssh.Signer, n int) saves.Save {
	t.Helper()
	deadline := time.Now().Add(wait)
	for {
		_, sv := saveOf(t, data, key)
		if len(sv.Log) > n {
			return sv
		}
		if time.Now().After(deadline) {
			t.Fatalf("the save still has %d answers, want more than %d", len(sv.Log), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// startGame goes from the title menu into a new solo game and returns the
// save's name.
func startGame(t testing.TB, tm *term, data string, key xssh.Signer) string {
	t.Helper()
	tm.waitFor("New game")
	tm.send("\r")
	tm.waitFor("New game: Horrified")
	tm.send("\r")
	name, _ := saveOf(t, data, key)
	tm.waitFor(name)
	return name
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
