package ssh

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/hauntgames/haunt/saves/postgres/pgtest"
)

// TestLoadBehindHAProxy puts the same crowd on one `haunt serve` keeping
// files and then on two `haunt serve` sharing PostgreSQL behind HAProxy,
// in one run, and reports key-to-screen times and memory per session side
// by side. It runs only when asked, with the number of players:
//
//	HAUNT_LOAD_BALANCED=500 go test -run TestLoadBehindHAProxy ./ui/ssh -v -timeout 30m
//
// HAUNT_LOAD_SECONDS is as for TestLoad (default 10), and
// HAUNT_LOAD_EVERY_MS the time between a player's answers (default 2000, a
// brisk player). Every key a player types is enter, an answer: each one is
// a write to the store and a new screen, the heaviest kind of key. (The
// cursor keys of TestLoad draw nothing when the list has one choice, which
// answers leave behind.)
func TestLoadBehindHAProxy(t *testing.T) {
	v := os.Getenv("HAUNT_LOAD_BALANCED")
	if v == "" {
		t.Skip("set HAUNT_LOAD_BALANCED=N to run N players")
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 2 {
		t.Fatalf("HAUNT_LOAD_BALANCED=%q is not a number of players above 1", v)
	}
	haproxyBin(t)
	seconds := envInt(t, "HAUNT_LOAD_SECONDS", 10)
	every := time.Duration(envInt(t, "HAUNT_LOAD_EVERY_MS", 2000)) * time.Millisecond
	bin := buildHaunt(t)
	keyFile := filepath.Join(t.TempDir(), "host_key")
	if _, _, err := HostKey(keyFile); err != nil {
		t.Fatal(err)
	}
	common := []string{"--host-key", keyFile, "--rate", "10000", "--burst", "10000", "--idle-timeout", "0", "--max-sessions", "100000"}

	type result struct {
		name             string
		perSession       float64 // MB
		median, p99, max time.Duration
		keys             int
		joined           time.Duration
		servers, clients float64 // shares of one CPU while they typed
	}
	run := func(name, addr string, procs ...*hauntProc) result {
		var rss0 int64
		for _, p := range procs {
			rss0 += rss(t, p.cmd.Process.Pid)
		}
		players, joined := joinAll(t, addr, n, hauntServerSteps)
		defer func() {
			for _, p := range players {
				p.client.Close()
			}
		}()
		time.Sleep(time.Second)
		var rss1 int64
		for _, p := range procs {
			rss1 += rss(t, p.cmd.Process.Pid)
		}
		cpu := func() (d time.Duration) {
			for _, p := range procs {
				d += cpuTime(t, p.cmd.Process.Pid)
			}
			return d
		}
		srv0, mine0, t0 := cpu(), cpuTime(t, os.Getpid()), time.Now()
		lat := typeAway(t, players, seconds, every, "\r")
		took := float64(time.Since(t0))
		servers, clients := float64(cpu()-srv0)/took, float64(cpuTime(t, os.Getpid())-mine0)/took
		slices.Sort(lat)
		q := func(f float64) time.Duration { return lat[min(int(f*float64(len(lat))), len(lat)-1)] }
		return result{name: name, perSession: float64(rss1-rss0) / (1 << 20) / float64(n),
			median: q(0.5), p99: q(0.99), max: lat[len(lat)-1], keys: len(lat), joined: joined,
			servers: servers, clients: clients}
	}

	one := startHaunt(t, bin, append([]string{"--data", t.TempDir()}, common...)...)
	files := run("one server, files", one.addr, one)

	// Durable: PostgreSQL syncs each answer to disk, as the files do.
	url := pgtest.Start(t, pgtest.Durable).NewDatabase(t)
	shared := append([]string{"--store", url, "--proxy-from", "127.0.0.1"}, common...)
	a := startHaunt(t, bin, append([]string{"--data", t.TempDir()}, shared...)...)
	b := startHaunt(t, bin, append([]string{"--data", t.TempDir()}, shared...)...)
	lb := startHAProxy(t, a.addr, b.addr)
	pg := run("two servers, PostgreSQL, HAProxy", lb, a, b)

	r10 := func(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }
	report := fmt.Sprintf("haunt serve, %d players on %d CPUs (clients, HAProxy and PostgreSQL on the same machine), 120x40, an answer every %s on average for %ds\n",
		n, runtime.NumCPU(), every, seconds)
	report += fmt.Sprintf("  %-34s %10s %9s %9s %9s %6s %8s %8s %8s\n", "", "MB/session", "median", "p99", "max", "keys", "joined", "haunt", "clients")
	for _, r := range []result{files, pg} {
		report += fmt.Sprintf("  %-34s %10.3f %9s %9s %9s %6d %8s %7.0f%% %7.0f%%\n", r.name, r.perSession, r10(r.median), r10(r.p99), r10(r.max), r.keys,
			r.joined.Round(time.Millisecond), 100*r.servers, 100*r.clients)
	}
	t.Log(report)
	fmt.Println(report)
}
