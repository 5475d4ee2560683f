package ssh

import (
	"bufio"
	"context"
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

	"github.com/hauntgames/haunt/rules/rulestest"
)

// The load test runs the server in a child process (this test binary, told
// so by loadChild) so that its resident memory is the server's alone, and
// drives it with scripted players over loopback, each with its own key and
// a 120x40 pty, on the game screen of a new Horrified game.
//
//	go test -run TestLoad ./ui/ssh -v                         50 players, a few seconds (CI)
//	HAUNT_LOAD=500 go test -run TestLoad ./ui/ssh -v -timeout 20m   the budget's 500
//
// HAUNT_LOAD_SECONDS sets how long the players type (default 2),
// HAUNT_LOAD_KEYS how many keys per second each types (default 2),
// HAUNT_LOAD_IDLE how long they sit still before (default 2), and
// HAUNT_LOAD_SETTLE how long after everyone has left at once the server's
// memory is measured again (default 2; the measure is 30). To see
// where the memory goes, HAUNT_LOAD_PROFILE=FILE writes the server's heap
// profile with everyone in a game (go tool pprof FILE), before they came
// to FILE.before and after they left to FILE.after (go tool pprof
// -diff_base FILE.before FILE.after: what the sessions left behind), and
// HAUNT_LOAD_DEBUG=1 prints the server's heap and stack figures;
// HAUNT_LOAD_CPUPROFILE=FILE writes its CPU profile while everyone sits
// still to FILE.idle and while they type to FILE.typing.
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
// and runs until its stdin closes. Each line in is a request, answered by
// one line out:
//
//	stats          a collection, then "heap BYTES goroutines N"
//	count          "goroutines N", without a collection (it would free memory)
//	profile PATH   a heap profile into PATH, then as stats
//	cpu PATH       start a CPU profile into PATH; "cpu" stops it; "ok"
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
	var cpu *os.File
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		cmd, arg, _ := strings.Cut(sc.Text(), " ")
		switch cmd {
		case "count":
			fmt.Printf("goroutines %d\n", runtime.NumGoroutine())
			continue
		case "cpu":
			if cpu != nil {
				pprof.StopCPUProfile()
				cpu.Close()
				cpu = nil
			}
			if arg != "" {
				if f, err := os.Create(arg); err == nil && pprof.StartCPUProfile(f) == nil {
					cpu = f
				}
			}
			fmt.Println("ok")
			continue
		case "profile":
			if f, err := os.Create(arg); err == nil {
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
			fmt.Fprintf(os.Stderr, "child: heapalloc %dK heapinuse %dK idle-unreleased %dK stack %dK nextgc %dK sys %dK numgc %d mspan %dK gc %dK other %dK\n",
				ms.HeapAlloc>>10, ms.HeapInuse>>10, (ms.HeapIdle-ms.HeapReleased)>>10, ms.StackInuse>>10, ms.NextGC>>10, ms.Sys>>10, ms.NumGC, ms.MSpanInuse>>10, ms.GCSys>>10, ms.OtherSys>>10)
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

// loadServerProc is the child process serving the load, and the pipe to
// ask it things.
type loadServerProc struct {
	t     *testing.T
	addr  string
	pid   int
	stdin io.Writer
	lines *bufio.Reader
}

func startLoadServer(t *testing.T) *loadServerProc {
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
	t.Cleanup(func() {
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- child.Wait() }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			child.Process.Kill()
			t.Error("the server did not stop")
		}
	})
	s := &loadServerProc{t: t, pid: child.Process.Pid, stdin: stdin, lines: bufio.NewReader(stdout)}
	line, err := s.lines.ReadString('\n')
	if err != nil {
		t.Fatalf("the server did not start: %v", err)
	}
	s.addr = strings.TrimSpace(strings.TrimPrefix(line, "addr "))
	return s
}

// ask sends the child a request and returns its answer.
func (s *loadServerProc) ask(req string) string {
	s.t.Helper()
	if _, err := io.WriteString(s.stdin, req+"\n"); err != nil {
		s.t.Fatal(err)
	}
	l, err := s.lines.ReadString('\n')
	if err != nil {
		s.t.Fatal(err)
	}
	return l
}

// live is the child's live heap (after a collection) and goroutines.
func (s *loadServerProc) live() (heap int64, goroutines int) {
	s.t.Helper()
	l := s.ask("stats")
	if _, err := fmt.Sscanf(l, "heap %d goroutines %d", &heap, &goroutines); err != nil {
		s.t.Fatalf("%q: %v", l, err)
	}
	return heap, goroutines
}

// goroutines is the child's goroutine count, taken without a collection.
func (s *loadServerProc) goroutines() int {
	s.t.Helper()
	var n int
	l := s.ask("count")
	if _, err := fmt.Sscanf(l, "goroutines %d", &n); err != nil {
		s.t.Fatalf("%q: %v", l, err)
	}
	return n
}

// cpuOver runs f and returns the share of one CPU the server used meanwhile,
// with its CPU profile in profile when that is not empty.
func (s *loadServerProc) cpuOver(profile string, f func()) float64 {
	s.t.Helper()
	if profile != "" {
		s.ask("cpu " + profile)
		defer s.ask("cpu")
	}
	cpu0, t0 := cpuTime(s.t, s.pid), time.Now()
	f()
	return float64(cpuTime(s.t, s.pid)-cpu0) / float64(time.Since(t0))
}

// TestLoad connects N scripted players, each into a new game, and reports
// what the table asks: the server's memory per connected session,
// the bytes of the game screen's first frame and of one answer, the time
// from a key to the first byte of the screen's answer (median and p99), the
// server's CPU while everyone sits still and while they type, and its
// memory after everyone leaves at once.
func TestLoad(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the server's memory from /proc")
	}
	if os.Getenv("HAUNT_LOAD") == "" {
		rulestest.SkipShort(t) // ten seconds of load
	}
	n := envInt(t, "HAUNT_LOAD", 50)
	seconds := envInt(t, "HAUNT_LOAD_SECONDS", 2)
	keys := envInt(t, "HAUNT_LOAD_KEYS", 2)
	idleFor := time.Duration(envInt(t, "HAUNT_LOAD_IDLE", 2)) * time.Second
	settle := time.Duration(envInt(t, "HAUNT_LOAD_SETTLE", 2)) * time.Second
	cpuProfile := os.Getenv("HAUNT_LOAD_CPUPROFILE")
	profileAs := func(suffix string) string {
		if cpuProfile == "" {
			return ""
		}
		return cpuProfile + "." + suffix
	}

	srv := startLoadServer(t)
	time.Sleep(500 * time.Millisecond)
	rss0 := rss(t, srv.pid)
	heap0, g0 := srv.live()
	profile := os.Getenv("HAUNT_LOAD_PROFILE")
	if profile != "" {
		srv.ask("profile " + profile + ".before")
	}

	players, joined := joinAll(t, srv.addr, n, testServerSteps)
	defer func() {
		for _, p := range players {
			p.client.Close()
		}
	}()
	time.Sleep(time.Second)
	rss1 := rss(t, srv.pid)
	heap1, g1 := srv.live()
	if profile != "" {
		srv.ask("profile " + profile)
	}

	idle := srv.cpuOver(profileAs("idle"), func() { time.Sleep(idleFor) })

	// Everyone types: j and k move the cursor in the choice list, which
	// redraws the list and the board's highlight.
	var all []time.Duration
	mine0 := cpuTime(t, os.Getpid())
	typing := time.Now()
	busy := srv.cpuOver(profileAs("typing"), func() { all = typeAway(t, players, seconds, time.Second/time.Duration(keys), "jk") })
	clients := float64(cpuTime(t, os.Getpid())-mine0) / float64(time.Since(typing))
	rss2 := rss(t, srv.pid)
	heap2, _ := srv.live()
	slices.Sort(all)
	q := func(f float64) time.Duration { return all[min(int(f*float64(len(all))), len(all)-1)] }

	firsts, cursors, moves := moveOnce(t, players)

	// Everyone leaves at once.
	for _, p := range players {
		p.client.Close()
	}
	left := time.Now()
	for srv.goroutines() > g0 && time.Since(left) < 20*time.Second {
		time.Sleep(20 * time.Millisecond)
	}
	released := time.Since(left)
	rss3 := rss(t, srv.pid)
	time.Sleep(settle - min(settle, released))
	rss4 := rss(t, srv.pid)
	heap4, g4 := srv.live()
	if profile != "" {
		srv.ask("profile " + profile + ".after")
	}
	if g4 > g0 {
		t.Errorf("%d goroutines %s after everyone left, %d before they came", g4, released.Round(time.Millisecond), g0)
	}

	mb := func(b int64) float64 { return float64(b) / (1 << 20) }
	report := fmt.Sprintf("haunt serve load: %d players on %d CPUs (clients in the same machine), 120x40, on a game screen\n"+
		"  server RSS: %.1f MB before, %.1f MB with everyone in a game, %.1f MB after typing\n"+
		"  memory per connected session: %.3f MB in a game, %.3f MB after typing (budget 0.15 MB at 300)\n"+
		"  live heap per session (after a collection): %.3f MB in a game, %.3f MB after typing; %.1f goroutines per session\n"+
		"  bytes, median and max: game screen's first frame %s, a cursor key %s, a move %s (budget 4 KB and 2 KB)\n"+
		"  key to screen: median %s, p99 %s, max %s over %d keys at %d keys/s/player for %ds (budget p99 < 50ms at 500)\n"+
		"  the server used %.1f%% of one CPU while they typed (the players' clients %.0f%%), %.1f%% while they sat still for %s\n"+
		"  everyone left at once: goroutines back in %s; RSS %.1f MB then, %.1f MB after %s (%+.1f%% of %.1f MB before they came); live heap %+.3f MB\n"+
		"  everyone joined in %s",
		n, runtime.NumCPU(), mb(rss0), mb(rss1), mb(rss2),
		mb(rss1-rss0)/float64(n), mb(rss2-rss0)/float64(n),
		mb(heap1-heap0)/float64(n), mb(heap2-heap0)/float64(n), float64(g1-g0)/float64(n),
		spread(firsts), spread(cursors), spread(moves),
		q(0.5).Round(10*time.Microsecond), q(0.99).Round(10*time.Microsecond), all[len(all)-1].Round(10*time.Microsecond),
		len(all), keys, seconds, 100*busy, 100*clients, 100*idle, idleFor,
		released.Round(time.Millisecond), mb(rss3), mb(rss4), settle, 100*float64(rss4-rss0)/float64(rss0), mb(rss0), mb(heap4-heap0),
		joined.Round(time.Millisecond))
	t.Log(report)
	if os.Getenv("HAUNT_LOAD") != "" {
		fmt.Println(report)
	}
}

// spread is the median and the largest of byte counts, in KB.
func spread(b []int64) string {
	slices.Sort(b)
	return fmt.Sprintf("%.2f/%.2f KB", float64(b[len(b)/2])/1024, float64(b[len(b)-1])/1024)
}

// moveOnce has every player move the cursor once, then answer the prompt
// under it (a move), and returns the bytes of each player's first frame,
// cursor key and move. They all play at once: each counts its own channel.
func moveOnce(t *testing.T, players []*loadPlayer) (firsts, cursors, moves []int64) {
	firsts = make([]int64, len(players))
	cursors = make([]int64, len(players))
	moves = make([]int64, len(players))
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			firsts[i] = p.first
			var err error
			if cursors[i], err = p.bytesFor("j"); err == nil {
				moves[i], err = p.bytesFor("\r")
			}
			if err != nil {
				t.Errorf("player %d: %v", i, err)
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	return firsts, cursors, moves
}

// joinAll connects n players into games, a few at a time (a real crowd
// arrives over minutes), and returns them and how long it took.
func joinAll(t *testing.T, addr string, n int, steps []string) ([]*loadPlayer, time.Duration) {
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
			p, err := joinGame(addr, steps)
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
	if len(errs) > 0 {
		for _, p := range players {
			if p != nil {
				p.client.Close()
			}
		}
		t.Fatalf("%d of %d players did not get into a game; first: %v", len(errs), n, errs[0])
	}
	return players, time.Since(start)
}

// typeAway has every player type the keys of seq over and over, one every
// gap on average (at random gaps between none and twice that), for
// seconds, and returns the times from each key to its screen.
func typeAway(t *testing.T, players []*loadPlayer, seconds int, gap time.Duration, seq string) []time.Duration {
	until := time.Now().Add(time.Duration(seconds) * time.Second)
	lat := make([][]time.Duration, len(players))
	var lost sync.Map
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(i), 1))
			for k := 0; time.Now().Before(until); k++ {
				time.Sleep(time.Duration(r.Int64N(int64(2 * gap))))
				d, err := p.key(seq[k%len(seq) : k%len(seq)+1])
				if err != nil {
					lost.Store(i, err)
					return
				}
				lat[i] = append(lat[i], d)
			}
		}()
	}
	wg.Wait()
	lost.Range(func(k, v any) bool {
		t.Errorf("player %v: %v", k, v)
		return true
	})
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	if len(all) == 0 {
		t.Fatal("no keystrokes measured")
	}
	return all
}
