package ssh

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/x/ansi"
	xssh "golang.org/x/crypto/ssh"
)

// The load test runs the server in a child process (this test binary, told
// so by loadChild) so that its resident memory is the server's alone, and
// drives it with scripted players over loopback.
//
//	go test -run TestLoad ./ui/ssh -v                         50 players, a few seconds (CI)
//	HAUNT_LOAD=500 go test -run TestLoad ./ui/ssh -v -timeout 20m   the budget's 500
//
// HAUNT_LOAD_SECONDS sets how long the players type (default 2), and
// HAUNT_LOAD_KEYS how many keys per second each types (default 2). To see
// where the memory goes, HAUNT_LOAD_PROFILE=FILE writes the server's heap
// profile with everyone in a game (go tool pprof FILE), and
// HAUNT_LOAD_DEBUG=1 prints the server's heap and stack figures.
//
// The players' clients run in this process, on the same CPUs as the
// server; the report says how much CPU each side used.
const loadChild = "HAUNT_LOAD_CHILD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(loadChild); dir != "" {
		os.Exit(loadServer(dir))
	}
	os.Exit(m.Run())
}

// loadServer is the child: a server on loopback that prints its address
// and runs until its stdin closes.
func loadServer(dir string) int {
	if os.Getenv("HAUNT_LOAD_PROFILE") != "" {
		runtime.MemProfileRate = 512
	}
	cfg := testConfig(dir, os.Stderr, log.WarnLevel)
	cfg.MaxSessions = 100000
	cfg.Burst = 1 << 20
	srv, err := New(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("addr %s\n", ln.Addr())
	go srv.Serve(ln)
	// Each line in asks for the live heap: a collection, then the numbers.
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		if path, ok := strings.CutPrefix(sc.Text(), "profile "); ok {
			if f, err := os.Create(path); err == nil {
				runtime.GC()
				_ = pprof.WriteHeapProfile(f)
				f.Close()
			}
		}
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Printf("heap %d goroutines %d\n", ms.HeapAlloc, runtime.NumGoroutine())
		if os.Getenv("HAUNT_LOAD_DEBUG") != "" {
			fmt.Fprintf(os.Stderr, "child: heapalloc %dK heapinuse %dK idle-unreleased %dK stack %dK nextgc %dK sys %dK numgc %d\n",
				ms.HeapAlloc>>10, ms.HeapInuse>>10, (ms.HeapIdle-ms.HeapReleased)>>10, ms.StackInuse>>10, ms.NextGC>>10, ms.Sys>>10, ms.NumGC)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(ctx)
	return 0
}

func envInt(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q is not a positive whole number", name, v)
	}
	return n
}

// TestLoad connects N scripted players, each into a new game, and reports
// the server's resident memory per connected session and the time from a
// key to the first byte of the screen's answer (median and p99).
func TestLoad(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the server's memory from /proc")
	}
	if testing.Short() && os.Getenv("HAUNT_LOAD") == "" {
		t.Skip("a few seconds of load; run without -short")
	}
	n := envInt(t, "HAUNT_LOAD", 50)
	seconds := envInt(t, "HAUNT_LOAD_SECONDS", 2)
	keys := envInt(t, "HAUNT_LOAD_KEYS", 2)

	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), loadChild+"="+t.TempDir())
	child.Stderr = os.Stderr
	stdin, err := child.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- child.Wait() }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			child.Process.Kill()
			t.Error("the server did not stop")
		}
	}()
	lines := bufio.NewReader(stdout)
	line, err := lines.ReadString('\n')
	if err != nil {
		t.Fatalf("the server did not start: %v", err)
	}
	// live asks the child for its live heap (after a collection) and its
	// goroutines.
	live := func() (heap int64, goroutines int) {
		t.Helper()
		if _, err := io.WriteString(stdin, "stats\n"); err != nil {
			t.Fatal(err)
		}
		l, err := lines.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		if _, err := fmt.Sscanf(l, "heap %d goroutines %d", &heap, &goroutines); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		return heap, goroutines
	}
	addr := strings.TrimSpace(strings.TrimPrefix(line, "addr "))
	pid := child.Process.Pid

	time.Sleep(500 * time.Millisecond)
	rss0 := rss(t, pid)
	heap0, g0 := live()

	// Connect everyone, a few at a time (a real crowd arrives over minutes).
	players := make([]*loadPlayer, n)
	start := time.Now()
	var wg sync.WaitGroup
	gate := make(chan struct{}, 16)
	var mu sync.Mutex
	var errs []error
	for i := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			gate <- struct{}{}
			defer func() { <-gate }()
			p, err := joinGame(addr)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, fmt.Errorf("player %d: %w", i, err))
				return
			}
			players[i] = p
		}()
	}
	wg.Wait()
	defer func() {
		for _, p := range players {
			if p != nil {
				p.client.Close()
			}
		}
	}()
	if len(errs) > 0 {
		t.Fatalf("%d of %d players did not get into a game; first: %v", len(errs), n, errs[0])
	}
	joined := time.Since(start)
	time.Sleep(time.Second)
	rss1 := rss(t, pid)
	heap1, g1 := live()
	if p := os.Getenv("HAUNT_LOAD_PROFILE"); p != "" {
		fmt.Fprintf(stdin, "profile %s\n", p)
		live()
	}

	// Everyone types: j and k move the cursor in the choice list, which
	// redraws the list and the board's highlight.
	idle0, resting := cpuTime(t, pid), time.Now()
	time.Sleep(time.Second)
	idle := float64(cpuTime(t, pid)-idle0) / float64(time.Since(resting))

	cpu0, typing, mine0 := cpuTime(t, pid), time.Now(), cpuTime(t, os.Getpid())
	until := time.Now().Add(time.Duration(seconds) * time.Second)
	lat := make([][]time.Duration, n)
	var lost sync.Map
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(i), 1))
			gap := time.Second / time.Duration(keys)
			for k := 0; time.Now().Before(until); k++ {
				time.Sleep(time.Duration(r.Int64N(int64(2 * gap))))
				d, err := p.key("jk"[k%2 : k%2+1])
				if err != nil {
					lost.Store(i, err)
					return
				}
				lat[i] = append(lat[i], d)
			}
		}()
	}
	wg.Wait()
	busy := float64(cpuTime(t, pid)-cpu0) / float64(time.Since(typing))
	clients := float64(cpuTime(t, os.Getpid())-mine0) / float64(time.Since(typing))
	rss2 := rss(t, pid)
	heap2, _ := live()
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	lost.Range(func(k, v any) bool {
		t.Errorf("player %v: %v", k, v)
		return true
	})
	if len(all) == 0 {
		t.Fatal("no keystrokes measured")
	}
	slices.Sort(all)
	q := func(f float64) time.Duration { return all[min(int(f*float64(len(all))), len(all)-1)] }
	mb := func(b int64) float64 { return float64(b) / (1 << 20) }
	report := fmt.Sprintf("haunt serve load: %d players on %d CPUs (clients in the same machine)\n"+
		"  server RSS: %.1f MB before, %.1f MB with everyone in a game, %.1f MB after typing\n"+
		"  memory per connected session: %.3f MB in a game, %.3f MB after typing (budget 0.5 MB at 500)\n"+
		"  live heap per session (after a collection): %.3f MB in a game, %.3f MB after typing; %.1f goroutines per session\n"+
		"  key to screen: median %s, p99 %s, max %s over %d keys at %d keys/s/player for %ds (budget p99 < 50ms at 500)\n"+
		"  the server used %.0f%% of one CPU while they typed (the players' clients %.0f%%), %.0f%% while nobody typed\n"+
		"  everyone joined in %s",
		n, runtime.NumCPU(), mb(rss0), mb(rss1), mb(rss2),
		mb(rss1-rss0)/float64(n), mb(rss2-rss0)/float64(n),
		mb(heap1-heap0)/float64(n), mb(heap2-heap0)/float64(n), float64(g1-g0)/float64(n),
		q(0.5).Round(10*time.Microsecond), q(0.99).Round(10*time.Microsecond), all[len(all)-1].Round(10*time.Microsecond),
		len(all), keys, seconds, 100*busy, 100*clients, 100*idle, joined.Round(time.Millisecond))
	t.Log(report)
	if os.Getenv("HAUNT_LOAD") != "" {
		fmt.Println(report)
	}
}

// cpuTime is the CPU time a process has used, user and system.
func cpuTime(t *testing.T, pid int) time.Duration {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Fatal(err)
	}
	// The fields after the command's name, which is in parentheses.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // USER_HZ
}

// rss is a process's resident memory in bytes.
func rss(t *testing.T, pid int) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmRSS")
	return 0
}

// loadPlayer is a lean scripted player: it keeps only the screen text it
// needs and notes when each chunk of output arrives.
type loadPlayer struct {
	client *xssh.Client
	in     io.Writer
	chunks chan time.Time

	mu   sync.Mutex
	text []byte
	done bool
}

func joinGame(addr string) (*loadPlayer, error) {
	signer, err := newSigner()
	if err != nil {
		return nil, err
	}
	c, err := xssh.Dial("tcp", addr, clientConfig(xssh.PublicKeys(signer)))
	if err != nil {
		return nil, err
	}
	p := &loadPlayer{client: c, chunks: make(chan time.Time, 256)}
	sess, err := c.NewSession()
	if err != nil {
		c.Close()
		return nil, err
	}
	if err := sess.RequestPty("xterm-256color", 40, 120, xssh.TerminalModes{}); err != nil {
		c.Close()
		return nil, err
	}
	in, err := sess.StdinPipe()
	if err != nil {
		c.Close()
		return nil, err
	}
	p.in = in
	out, err := sess.StdoutPipe()
	if err != nil {
		c.Close()
		return nil, err
	}
	if err := sess.Shell(); err != nil {
		c.Close()
		return nil, err
	}
	go p.read(out)
	for _, step := range []struct{ want, send string }{
		{"New game", "\r"},
		{"New game: Horrified", "\r"},
		{"leave (saved)", ""},
	} {
		if err := p.waitFor(step.want); err != nil {
			c.Close()
			return nil, err
		}
		if step.send != "" {
			p.mu.Lock()
			p.text = p.text[:0]
			p.mu.Unlock()
			if _, err := in.Write([]byte(step.send)); err != nil {
				c.Close()
				return nil, err
			}
		}
	}
	return p, nil
}

func (p *loadPlayer) read(r io.Reader) {
	readChunks(r, func(chunk []byte) {
		now := time.Now()
		p.mu.Lock()
		if len(p.text) < 1<<20 {
			p.text = append(p.text, chunk...)
		}
		p.mu.Unlock()
		select {
		case p.chunks <- now:
		default:
		}
	})
	p.mu.Lock()
	p.done = true
	p.mu.Unlock()
	close(p.chunks)
}

func (p *loadPlayer) waitFor(s string) error {
	deadline := time.After(60 * time.Second)
	for {
		p.mu.Lock()
		found := strings.Contains(ansi.Strip(string(p.text)), s)
		p.mu.Unlock()
		if found {
			return nil
		}
		select {
		case _, ok := <-p.chunks:
			if !ok {
				return fmt.Errorf("the session ended before %q", s)
			}
		case <-deadline:
			return fmt.Errorf("no %q within a minute", s)
		}
	}
}

// key types k and returns the time until the first output after it.
func (p *loadPlayer) key(k string) (time.Duration, error) {
	for drained := false; !drained; {
		select {
		case _, ok := <-p.chunks:
			if !ok {
				return 0, errors.New("the session ended")
			}
		default:
			drained = true
		}
	}
	sent := time.Now()
	if _, err := p.in.Write([]byte(k)); err != nil {
		return 0, err
	}
	select {
	case at, ok := <-p.chunks:
		if !ok {
			return 0, errors.New("the session ended")
		}
		return at.Sub(sent), nil
	case <-time.After(30 * time.Second):
		return 0, fmt.Errorf("no answer to %q within 30s", k)
	}
}
