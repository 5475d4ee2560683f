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
func Start(t testing.TB, opts ...Option) *Server {
	t.Helper()
	bin := bindir()
	if bin == "" {
		if os.Getenv("HAUNT_NEED_POSTGRES") != "" {
			t.Fatal("PostgreSQL is not installed (no pg_ctl on PATH or in /usr/lib/postgresql/*/bin): apt-get install postgresql")
		}
		t.Skip("PostgreSQL is not installed (apt-get install postgresql); set HAUNT_NEED_POSTGRES=1 to make this a failure")
	}
	// A short folder: a Unix socket's path must fit in 107 bytes.
	dir, err := os.MkdirTemp("", "haunt-pg-")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{dir: dir, bin: bin}
	// PostgreSQL refuses to run as root: as root, run it as the postgres
	// user the package makes.
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			t.Fatalf("running as root, and there is no postgres user to run PostgreSQL as: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		s.as = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		_ = s.run("pg_ctl", "-D", s.data(), "-m", "immediate", "-w", "stop")
		os.RemoveAll(dir)
	})
	if err := s.run("initdb", "-D", s.data(), "-U", "haunt", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"); err != nil {
		t.Fatal(err)
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
		t.Fatalf("%v\n%s", err, log)
	}
	return s
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
