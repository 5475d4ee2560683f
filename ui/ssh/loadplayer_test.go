package ssh

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	xssh "golang.org/x/crypto/ssh"
)

// quiet is how long the load test's players wait without output before
// they take a screen as drawn: long enough for every frame of one answer
// (the renderer and a command's second message), short enough for CI.
const quiet = 250 * time.Millisecond

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
// needs, counts every byte the server writes to its channel, and notes
// when each chunk of output arrives.
type loadPlayer struct {
	client *xssh.Client
	in     io.Writer
	chunks chan time.Time
	got    atomic.Int64 // bytes received

	// first is the bytes that drew the game screen, from the key that
	// opened the game until the screen was quiet.
	first int64

	mu   sync.Mutex
	vt   *vt
	text []byte // the vt's transcript, until it is long enough
	done bool
}

// The screens on the way into a new Horrified game, each left with enter:
// on the test's server, which offers Horrified alone, and on haunt serve,
// which asks which game first (Horrified is the first).
var (
	testServerSteps  = []string{"New game", "New game: Horrified"}
	hauntServerSteps = []string{"New game", "Which game?", "New game: Horrified"}
)

// joinGame logs in with a new key and goes through steps into a new game.
func joinGame(addr string, steps []string) (*loadPlayer, error) {
	signer, err := newSigner()
	if err != nil {
		return nil, err
	}
	p, err := dialPlayer(addr, clientConfig(xssh.PublicKeys(signer)))
	if err != nil {
		return nil, err
	}
	var opened int64
	for i, want := range append(steps, "leave (saved)") {
		if err := p.waitFor(want); err != nil {
			p.client.Close()
			return nil, err
		}
		if i < len(steps) {
			p.mu.Lock()
			p.text = p.text[:0]
			p.mu.Unlock()
			opened = p.got.Load()
			if _, err := p.in.Write([]byte("\r")); err != nil {
				p.client.Close()
				return nil, err
			}
		}
	}
	if err := p.settle(); err != nil {
		p.client.Close()
		return nil, err
	}
	p.first = p.got.Load() - opened
	return p, nil
}

// dialPlayer logs in and opens a 120x40 xterm with a shell.
func dialPlayer(addr string, cfg *xssh.ClientConfig) (*loadPlayer, error) {
	c, err := xssh.Dial("tcp", addr, cfg)
	if err != nil {
		return nil, err
	}
	p := &loadPlayer{client: c, chunks: make(chan time.Time, 256), vt: newVT(120, 40)}
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
	return p, nil
}

func (p *loadPlayer) read(r io.Reader) {
	readChunks(r, func(chunk []byte) {
		now := time.Now()
		p.got.Add(int64(len(chunk)))
		p.mu.Lock()
		if len(p.text) < 1<<20 {
			p.text = append(p.text, p.vt.write(chunk)...)
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
		found := strings.Contains(string(p.text), s)
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

// settle waits until the server has written nothing for quiet.
func (p *loadPlayer) settle() error {
	for {
		select {
		case _, ok := <-p.chunks:
			if !ok {
				return errors.New("the session ended")
			}
		case <-time.After(quiet):
			return nil
		}
	}
}

// drain forgets the output that arrived so far.
func (p *loadPlayer) drain() error {
	for {
		select {
		case _, ok := <-p.chunks:
			if !ok {
				return errors.New("the session ended")
			}
		default:
			return nil
		}
	}
}

// key types k and returns the time until the first output after it.
func (p *loadPlayer) key(k string) (time.Duration, error) {
	if err := p.drain(); err != nil {
		return 0, err
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

// bytesFor types k and returns the bytes the server wrote in answer, until
// the screen was quiet.
func (p *loadPlayer) bytesFor(k string) (int64, error) {
	if err := p.settle(); err != nil {
		return 0, err
	}
	before := p.got.Load()
	if _, err := p.key(k); err != nil {
		return 0, err
	}
	if err := p.settle(); err != nil {
		return 0, err
	}
	return p.got.Load() - before, nil
}
