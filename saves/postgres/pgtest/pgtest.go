// Package pgtest starts a throwaway PostgreSQL server for tests, from the
// PostgreSQL programs on this machine (Debian's postgresql package), in a
// temporary folder, on a Unix socket only, and stops it afterwards.
//
// Without PostgreSQL the tests that need it are skipped, unless
// HAUNT_NEED_POSTGRES is set (CI sets it), which makes that a failure.
package pgtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Server is a running PostgreSQL.
type Server struct {
	dir  string // data in dir/data, the socket in dir
	bin  string
	as   *syscall.Credential
	next atomic.Int64
}

// bindir finds the folder of pg_ctl, initdb and postgres.
func bindir() string {
	if p, err := exec.LookPath("pg_ctl"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Dir(real)
		}
		return filepath.Dir(p)
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	slices.SortFunc(found, func(a, b string) int { return version(b) - version(a) })
	if len(found) == 0 {
		return ""
	}
	return filepath.Dir(found[0])
}

func version(path string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(path))))
	return v
}

// Option changes how Start runs the server.
type Option int

// Durable makes the server sync its writes to disk, as a real one does; by
// default it does not, which is faster and enough for tests that never
// stop it uncleanly. Measurements use Durable.
const Durable Option = 1

// Start runs a new server for the test and stops it when the test ends.
// Most tests want Shared instead: a server of their own costs a second.
func Start(t testing.TB, opts ...Option) *Server {
	t.Helper()
	need(t)
	s, err := start(opts...)
	if s != nil {
		t.Cleanup(s.stop)
	}
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// shared is the server of Shared, started once per test binary.
var shared struct {
	sync.Mutex
	s   *Server
	err error
}

// Shared is one server for every test of a test binary that asks, started
// by the first: each test makes its own database on it (NewDatabase) and
// shares nothing else. The package's TestMain calls Main, which stops it
// after the tests.
func Shared(t testing.TB) *Server {
	t.Helper()
	need(t)
	shared.Lock()
	defer shared.Unlock()
	if shared.s == nil && shared.err == nil {
		shared.s, shared.err = start()
	}
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.s
}

// Main runs a package's tests (a TestMain's m) and then stops the server
// Shared started, and returns the tests' exit code.
func Main(m *testing.M) int {
	code := m.Run()
	shared.Lock()
	defer shared.Unlock()
	if shared.s != nil {
		shared.s.stop()
		shared.s = nil
	}
	return code
}

// need skips the test when this machine has no PostgreSQL, or fails it
// when HAUNT_NEED_POSTGRES says it must.
func need(t testing.TB) {
	t.Helper()
	if bindir() != "" {
		return
	}
	if os.Getenv("HAUNT_NEED_POSTGRES") != "" {
		t.Fatal("PostgreSQL is not installed (no pg_ctl on PATH or in /usr/lib/postgresql/*/bin): apt-get install postgresql")
	}
	t.Skip("PostgreSQL is not installed (apt-get install postgresql); set HAUNT_NEED_POSTGRES=1 to make this a failure")
}

// start runs a new server. When it returns a server, stop must follow,
// whether it started or not.
func start(opts ...Option) (*Server, error) {
	// A short folder: a Unix socket's path must fit in 107 bytes.
	dir, err := os.MkdirTemp("", "haunt-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir, bin: bindir()}
	// PostgreSQL refuses to run as root: as root, run it as the postgres
	// user the package makes.
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("running as root, and there is no postgres user to run PostgreSQL as: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		s.as = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	if err := s.run("initdb", "-D", s.data(), "-U", "haunt", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"); err != nil {
		return s, err
	}
	// No TCP, no fsync unless Durable (the tests kill servers, never
	// PostgreSQL), room for two servers' pools and the tests' own
	// connections.
	flags := fmt.Sprintf("-k %s -c listen_addresses='' -c max_connections=200", dir)
	if !slices.Contains(opts, Durable) {
		flags += " -F"
	}
	if err := s.run("pg_ctl", "-D", s.data(), "-l", filepath.Join(dir, "log"), "-w", "-t", "60", "-o", flags, "start"); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		return s, fmt.Errorf("%v\n%s", err, log)
	}
	return s, nil
}

// stop stops the server, if it runs, and removes its folder.
func (s *Server) stop() {
	_ = s.run("pg_ctl", "-D", s.data(), "-m", "immediate", "-w", "stop")
	os.RemoveAll(s.dir)
}

func (s *Server) data() string { return filepath.Join(s.dir, "data") }

func (s *Server) run(prog string, args ...string) error {
	cmd := exec.Command(filepath.Join(s.bin, prog), args...)
	cmd.Dir = s.dir
	if s.as != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.as}
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %v\n%s", prog, strings.Join(args, " "), err, out)
	}
	return nil
}

// URL is the address of one database on the server.
func (s *Server) URL(database string) string {
	return fmt.Sprintf("postgres://haunt@/%s?host=%s&sslmode=disable", database, s.dir)
}

// NewDatabase makes an empty database and returns its address.
func (s *Server) NewDatabase(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, s.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("haunt%d", s.next.Add(1))
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	return s.URL(name)
}

// Exec runs SQL on a database, for tests that reach under a store.
func Exec(t testing.TB, url, sql string, args ...any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}
