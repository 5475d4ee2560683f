package ssh

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	xssh "golang.org/x/crypto/ssh"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/rulestest"
	"github.com/hauntgames/haunt/saves/postgres"
	"github.com/hauntgames/haunt/saves/postgres/pgtest"
	"github.com/hauntgames/haunt/ui/games"
)

// The end-to-end test of several servers: real `haunt serve` processes
// (this module, built), a real PostgreSQL and a real HAProxy in front, all
// on loopback. HAProxy comes from Debian's haproxy package; without it the
// test is skipped, unless HAUNT_NEED_HAPROXY is set (CI sets it).

// haproxyBin finds HAProxy, or skips.
func haproxyBin(t testing.TB) string {
	t.Helper()
	for _, p := range []string{"haproxy", "/usr/sbin/haproxy"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("HAUNT_NEED_HAPROXY") != "" {
		t.Fatal("HAProxy is not installed: apt-get install haproxy")
	}
	t.Skip("HAProxy is not installed (apt-get install haproxy); set HAUNT_NEED_HAPROXY=1 to make this a failure")
	return ""
}

// buildHaunt builds the haunt command into the test's folder.
func buildHaunt(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "haunt")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/hauntgames/haunt")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// hauntProc is a running `haunt serve`.
type hauntProc struct {
	cmd  *exec.Cmd
	addr string
	logs *syncBuffer
}

var servingAddr = regexp.MustCompile(`serving addr=(\S+)`)

// startHaunt runs `haunt serve` with args after --listen 127.0.0.1:0, and
// waits until it serves. It is stopped (SIGTERM) when the test ends, if
// still running.
func startHaunt(t testing.TB, bin string, args ...string) *hauntProc {
	t.Helper()
	home := t.TempDir()
	cmd := exec.Command(bin, append([]string{"serve", "--listen", "127.0.0.1:0"}, args...)...)
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_DATA_HOME="+filepath.Join(home, "data"), "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	p := &hauntProc{cmd: cmd, logs: &syncBuffer{}}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			p.logs.Write([]byte(line + "\n"))
			if m := servingAddr.FindStringSubmatch(line); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
	}()
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("haunt serve %d:\n%s", cmd.Process.Pid, p.logs.String())
		}
	})
	select {
	case p.addr = <-found:
	case <-exited:
		t.Fatalf("haunt serve ended:\n%s", p.logs.String())
	case <-time.After(60 * time.Second):
		t.Fatalf("haunt serve did not start:\n%s", p.logs.String())
	}
	return p
}

// readmeHAProxy is the HAProxy configuration the README gives, which the
// tests run as it is written, on their own ports: the README's 2222 is the
// balancer's address, 2223, 2224 … the servers'.
func readmeHAProxy(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "```haproxy\n")
	cfg, _, closed := strings.Cut(rest, "```")
	if !ok || !closed {
		t.Fatal("the README has no ```haproxy block")
	}
	return cfg
}

// startHAProxy runs HAProxy with the README's configuration in front of
// the servers (at most as many as the README lists), and returns its
// address.
func startHAProxy(t testing.TB, servers ...string) string {
	t.Helper()
	bin := haproxyBin(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	text := readmeHAProxy(t)
	for i, s := range servers {
		was := fmt.Sprintf("127.0.0.1:%d ", 2223+i)
		if !strings.Contains(text, was) {
			t.Fatalf("the README's HAProxy configuration has no server at %s", was)
		}
		text = strings.Replace(text, was, s+" ", 1)
	}
	if !strings.Contains(text, "bind 127.0.0.1:2222\n") {
		t.Fatal("the README's HAProxy configuration does not bind 127.0.0.1:2222")
	}
	text = strings.Replace(text, "bind 127.0.0.1:2222\n", "bind "+addr+"\n", 1)
	cfg := filepath.Join(t.TempDir(), "haproxy.cfg")
	if err := os.WriteFile(cfg, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-db", "-f", cfg)
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("haproxy:\n%s", out.String())
		}
	})
	// Ready when a connection through it gets an SSH banner.
	deadline := time.Now().Add(30 * time.Second)
	for {
		if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
			c.SetReadDeadline(time.Now().Add(2 * time.Second))
			banner := make([]byte, 8)
			n, _ := c.Read(banner)
			c.Close()
			if bytes.HasPrefix(banner[:n], []byte("SSH-2.0-")) {
				return addr
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("HAProxy did not pass connections on:\n%s", out.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// seenKeys records every host key the players were shown.
type seenKeys struct {
	mu   sync.Mutex
	keys map[string]bool
}

func (s *seenKeys) config(signer xssh.Signer) *xssh.ClientConfig {
	cfg := clientConfig(xssh.PublicKeys(signer))
	cfg.HostKeyCallback = func(_ string, _ net.Addr, key xssh.PublicKey) error {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.keys == nil {
			s.keys = map[string]bool{}
		}
		s.keys[xssh.FingerprintSHA256(key)] = true
		return nil
	}
	return cfg
}

// e2ePlayer is one player of the end-to-end test.
type e2ePlayer struct {
	key     xssh.Signer
	id      string
	p       *loadPlayer
	dropped chan struct{} // closed when p's connection ends
	save    string
	answers int // the answers this player has seen saved
}

func (e *e2ePlayer) watch() {
	e.dropped = make(chan struct{})
	c := e.p.client
	go func() { _ = c.Wait(); close(e.dropped) }()
}

// ready skips to the end of the steps the screen may be showing after an
// answer (the monster phase, played step by step), where enter would show
// the next step instead of answering.
func (e *e2ePlayer) ready() error {
	for range 10 {
		if err := e.p.settle(); err != nil {
			return err
		}
		e.p.mu.Lock()
		stepping := strings.Contains(e.p.vt.String(), "skip to the end")
		e.p.mu.Unlock()
		if !stepping {
			return nil
		}
		if _, err := e.p.in.Write([]byte{0x1b}); err != nil {
			return err
		}
	}
	return fmt.Errorf("the screen still shows steps")
}

// answer presses enter on the game screen (its first choice) and waits
// until the answer is in the database.
func (e *e2ePlayer) answer(st *postgres.Store) error {
	if err := e.ready(); err != nil {
		return err
	}
	before, err := st.Load(e.save)
	if err != nil {
		return err
	}
	if _, err := e.p.in.Write([]byte("\r")); err != nil {
		return err
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		sv, err := st.Load(e.save)
		if err != nil {
			return err
		}
		if len(sv.Log) > len(before.Log) {
			e.answers++
			return e.p.settle()
		}
		time.Sleep(20 * time.Millisecond)
	}
	e.p.mu.Lock()
	screen := e.p.vt.String()
	e.p.mu.Unlock()
	return fmt.Errorf("the answer was not saved within 30s; the screen:\n%s", screen)
}

// TestTwoServersBehindHAProxySurviveOneDying is the promise of several
// servers: 50 players in games through HAProxy on two `haunt serve` with
// one PostgreSQL; one server is killed (SIGKILL); its players connect
// again through the same address, are put on the other server, continue
// their games, and not one saved answer is lost or written twice. Every
// connection sees the same host key.
func TestTwoServersBehindHAProxySurviveOneDying(t *testing.T) {
	rulestest.SkipShort(t) // PostgreSQL, HAProxy, two servers and 50 players: 20 s
	haproxyBin(t)
	n := 50
	if v := os.Getenv("HAUNT_E2E_PLAYERS"); v != "" {
		n, _ = strconv.Atoi(v)
	}
	url := pgtest.Start(t).NewDatabase(t)
	bin := buildHaunt(t)
	keyFile := filepath.Join(t.TempDir(), "host_key")
	if _, _, err := HostKey(keyFile); err != nil {
		t.Fatal(err)
	}
	args := func() []string {
		// As the README runs them, but all players share one address here.
		return []string{"--host-key", keyFile, "--data", t.TempDir(), "--store", url, "--proxy-from", "127.0.0.1",
			"--rate", "1000", "--burst", "1000", "--idle-timeout", "0"}
	}
	servers := []*hauntProc{startHaunt(t, bin, args()...), startHaunt(t, bin, args()...)}
	lb := startHAProxy(t, servers[0].addr, servers[1].addr)
	db, err := postgres.Open(context.Background(), url, "test")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var seen seenKeys

	// Everyone starts a game and answers three times.
	players := make([]*e2ePlayer, n)
	each := func(f func(i int, e *e2ePlayer) error) {
		t.Helper()
		var wg sync.WaitGroup
		errs := make([]error, n)
		gate := make(chan struct{}, 16)
		for i, e := range players {
			wg.Add(1)
			go func() {
				defer wg.Done()
				gate <- struct{}{}
				defer func() { <-gate }()
				errs[i] = f(i, e)
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("player %d: %v", i, err)
			}
		}
	}
	for i := range players {
		key, err := newSigner()
		if err != nil {
			t.Fatal(err)
		}
		players[i] = &e2ePlayer{key: key, id: PlayerID(key.PublicKey())}
	}
	each(func(_ int, e *e2ePlayer) error {
		p, err := dialPlayer(lb, seen.config(e.key))
		if err != nil {
			return err
		}
		e.p = p
		e.watch()
		// haunt serve offers both solo games: Horrified is the first.
		for _, step := range []string{"New game", "Which game?", "New game: Horrified"} {
			if err := p.waitFor(step); err != nil {
				return err
			}
			p.in.Write([]byte("\r"))
		}
		if err := p.waitFor("leave (saved)"); err != nil {
			return err
		}
		l, err := db.Store(e.id).List()
		if err != nil || len(l) != 1 {
			return fmt.Errorf("saves %v, %v", l, err)
		}
		e.save = l[0].Name
		for range 3 {
			if err := e.answer(db.Store(e.id)); err != nil {
				return err
			}
		}
		return nil
	})
	before := map[string][]rules.Answer{}
	for _, e := range players {
		sv, err := db.Store(e.id).Load(e.save)
		if err != nil {
			t.Fatal(err)
		}
		before[e.id] = sv.Log
	}

	// Which server holds whom: the hold names the server by its process.
	holder := holders(t, url)
	victim := servers[0]
	tag := "/" + strconv.Itoa(victim.cmd.Process.Pid)
	var onVictim []*e2ePlayer
	for _, e := range players {
		if strings.HasSuffix(holder[e.id], tag) {
			onVictim = append(onVictim, e)
		}
	}
	if len(onVictim) == 0 || len(onVictim) == n {
		t.Fatalf("%d of %d players on the first server: the balancer did not spread them", len(onVictim), n)
	}

	if err := victim.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for _, e := range onVictim {
		select {
		case <-e.dropped:
		case <-time.After(20 * time.Second):
			t.Fatal("a player of the killed server is still connected")
		}
	}
	// The killed server's players connect again to the same address.
	var mu sync.Mutex
	back := map[*e2ePlayer]bool{}
	for _, e := range onVictim {
		back[e] = true
	}
	each(func(_ int, e *e2ePlayer) error {
		mu.Lock()
		again := back[e]
		mu.Unlock()
		if again {
			p, err := dialPlayer(lb, seen.config(e.key))
			if err != nil {
				return fmt.Errorf("reconnecting: %w", err)
			}
			e.p = p
			e.watch()
			if err := p.waitFor("Continue " + e.save); err != nil {
				return err
			}
			p.in.Write([]byte("\r"))
			if err := p.waitFor("leave (saved)"); err != nil {
				return err
			}
		}
		for range 3 {
			if err := e.answer(db.Store(e.id)); err != nil {
				return err
			}
		}
		return nil
	})

	// Count: every answer seen saved is in the save, once, after the ones
	// from before the kill, and the game replays.
	def, _ := games.Lookup(games.All(), "horrified")
	given, saved := 0, 0
	for _, e := range players {
		sv, err := db.Store(e.id).Load(e.save)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(sv.Log[:len(before[e.id])], before[e.id]) {
			t.Errorf("player %s: the answers before the kill changed", short(e.id))
		}
		mine := 0
		for _, a := range sv.Log {
			if a.Source == rules.FromPlayer {
				mine++
			}
		}
		if mine != e.answers || e.answers != 6 {
			t.Errorf("player %s: %d answers saw themselves saved, the save holds %d", short(e.id), e.answers, mine)
		}
		if _, err := rules.Replay(def, sv.Header.Setup, sv.Log); err != nil {
			t.Errorf("player %s: the save does not replay: %v", short(e.id), err)
		}
		given += e.answers
		saved += mine
	}
	// Every hold is now the surviving server's, and no player has two
	// sessions there.
	survivor := "/" + strconv.Itoa(servers[1].cmd.Process.Pid)
	for id, s := range holders(t, url) {
		if !strings.HasSuffix(s, survivor) {
			t.Errorf("player %s is held by %s, not the surviving server", short(id), s)
		}
	}
	// Through the PROXY header, the servers logged each player's own
	// address (the client's port), not HAProxy's.
	var logs strings.Builder
	for _, s := range servers {
		logs.WriteString(s.logs.String())
	}
	for _, e := range players {
		if a := e.p.client.LocalAddr().String(); !strings.Contains(logs.String(), "addr="+a+" ") {
			t.Errorf("player %s connected from %s, which no server's log shows", short(e.id), a)
		}
	}
	if len(seen.keys) != 1 {
		t.Errorf("the players saw %d host keys, want 1", len(seen.keys))
	}
	t.Logf("%d players, %d on the killed server, all back; %d answers seen saved, %d in the saves; host keys seen: %d",
		n, len(onVictim), given, saved, len(seen.keys))
	for _, e := range players {
		e.p.client.Close()
	}
}

// holders reads which server holds each player's games.
func holders(t testing.TB, url string) map[string]string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, "SELECT player, server FROM haunt_holds")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	var player, server string
	if _, err := pgx.ForEachRow(rows, []any{&player, &server}, func() error {
		out[player] = server
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return out
}
