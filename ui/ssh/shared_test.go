package ssh

import (
	"context"
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	xssh "golang.org/x/crypto/ssh"

	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/saves/postgres"
	"github.com/hauntgames/haunt/saves/postgres/pgtest"
)

// pgSave waits for the player's one save in the database and returns it
// once its log is longer than n answers.
func pgSave(t testing.TB, db *postgres.DB, key xssh.Signer, n int) saves.Save {
	t.Helper()
	st := db.Store(PlayerID(key.PublicKey()))
	deadline := time.Now().Add(wait)
	for {
		if l, err := st.List(); err == nil && len(l) == 1 {
			if sv, err := st.Load(l[0].Name); err == nil && len(sv.Log) > n {
				return sv
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no save with more than %d answers", n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestTwoServersShareOneDatabase: a game begun on one server continues on
// another, which takes it over; the first server closes its session with
// the usual words, and its writes would fail.
func TestTwoServersShareOneDatabase(t *testing.T) {
	url := pgtest.Start(t).NewDatabase(t)
	dbs := map[string]*postgres.DB{}
	for _, name := range []string{"a", "b"} {
		db, err := postgres.Open(context.Background(), url, name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(db.Close)
		dbs[name] = db
	}
	a := startServer(t, func(c *Config) { c.Saves = Postgres(dbs["a"]) })
	b := startServer(t, func(c *Config) { c.Saves = Postgres(dbs["b"]) })
	key := newKey(t)

	tm := connect(t, a.addr, key, 120, 40)
	tm.waitFor("New game")
	tm.send("\r")
	tm.waitFor("New game: Horrified")
	tm.send("\r")
	sv := pgSave(t, dbs["a"], key, -1)
	tm.waitFor(sv.Header.Name)
	for range 3 {
		tm.send("\r")
		sv = pgSave(t, dbs["a"], key, len(sv.Log))
	}
	played := sv.Log

	tm2 := connect(t, b.addr, key, 120, 40)
	tm.waitFor("You connected again from elsewhere, so this session closed. Your game is saved as " + sv.Header.Name + ".")
	tm.waitEnd()
	tm2.waitFor("Continue " + sv.Header.Name)
	tm2.send("\r")
	tm2.waitFor("leave (saved)")
	tm2.send("\r")
	after := pgSave(t, dbs["b"], key, len(played))
	if !slices.Equal(after.Log[:len(played)], played) {
		t.Fatalf("the game did not go on from where it was:\nbefore %v\nafter  %v", played, after.Log)
	}
	if n := a.Sessions(); n != 0 {
		t.Fatalf("server a still has %d sessions", n)
	}
}

// unreachable is a keeper whose database does not answer.
type unreachable struct{}

func (unreachable) Hold(context.Context, string) (saves.Store, func(), error) {
	return nil, nil, errors.New("connection refused")
}

// TestUnreachableSavesAreSaidSo: when the saves cannot be reached, the
// player is told so in words and the session ends, before any game could
// be played unsaved.
func TestUnreachableSavesAreSaidSo(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Saves = unreachable{} })
	tm := connect(t, ts.addr, newKey(t), 120, 40)
	tm.waitFor("haunt: your saved games cannot be reached just now; try again in a minute.")
	if code := tm.waitEnd(); code != 1 {
		t.Fatalf("exit status %d, want 1", code)
	}
	if !strings.Contains(ts.log.String(), "saves unreachable") || !strings.Contains(ts.log.String(), "connection refused") {
		t.Fatalf("the log does not say why:\n%s", ts.log.String())
	}
	if n := ts.Sessions(); n != 0 {
		t.Fatalf("%d sessions left", n)
	}
}

// TestABalancerGivesThePlayersAddress: behind a balancer that sends the
// PROXY protocol, the server knows each player by their own address, for
// the log and the limit per address.
func TestABalancerGivesThePlayersAddress(t *testing.T) {
	ts := startServer(t, func(c *Config) {
		c.ProxyFrom = []string{"127.0.0.1"}
		c.Rate, c.Burst = 0.0001, 1 // one session per address
	})
	through := func(from string) *term {
		conn, err := net.Dial("tcp", ts.addr)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "PROXY TCP4 %s 127.0.0.1 40000 22\r\n", from)
		c, chans, reqs, err := xssh.NewClientConn(conn, ts.addr, clientConfig(xssh.PublicKeys(newKey(t))))
		if err != nil {
			t.Fatal(err)
		}
		return openTerm(t, xssh.NewClient(c, chans, reqs), 120, 40, true)
	}
	through("203.0.113.7").waitFor("New game")
	if !strings.Contains(ts.log.String(), "addr=203.0.113.7:40000") {
		t.Fatalf("the log does not show the player's address:\n%s", ts.log.String())
	}
	// Another player, another address: the limit of one per address does
	// not count them together.
	through("198.51.100.9").waitFor("New game")
	// The same address again is limited.
	through("203.0.113.7").waitFor("too many connections from your address")
}
