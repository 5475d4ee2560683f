package postgres_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/saves/postgres"
	"github.com/hauntgames/haunt/saves/postgres/pgtest"
	"github.com/hauntgames/haunt/saves/storetest"
)

func open(t *testing.T, url, server string) *postgres.DB {
	t.Helper()
	db, err := postgres.Open(context.Background(), url, server)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return db
}

// TestPostgresStoreKeepsTheContract runs the suite every store passes, on
// a real PostgreSQL.
func TestPostgresStoreKeepsTheContract(t *testing.T) {
	pg := pgtest.Shared(t)
	urls := map[saves.Store]string{}
	storetest.Run(t, storetest.Kit{
		Open: func(t *testing.T) saves.Store {
			url := pg.NewDatabase(t)
			st := open(t, url, "test").Store("player")
			urls[st] = url
			return st
		},
		Damage: func(t *testing.T, st saves.Store, name string) {
			pgtest.Exec(t, urls[st], `UPDATE haunt_saves SET header = '{"format": 1' WHERE name = $1`, name)
		},
	})
}

func sample(name string, answers int) saves.Save {
	s := storetest.Sample(name, storetest.T0)
	for i := range answers {
		s.Log = append(s.Log, rules.Answer{Seat: 0, Choice: "move " + string(rune('a'+i)), Source: rules.FromPlayer})
	}
	return s
}

func TestEachPlayerHasTheirOwnSaves(t *testing.T) {
	db := open(t, pgtest.Shared(t).NewDatabase(t), "test")
	ann, bo := db.Store("ann"), db.Store("bo")
	if err := ann.Write(sample("game", 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := bo.Load("game"); !errors.Is(err, saves.ErrNotFound) {
		t.Fatalf("bo reads ann's save: %v", err)
	}
	if l, _ := bo.List(); len(l) != 0 {
		t.Fatalf("bo lists %+v", l)
	}
	if err := bo.Write(sample("game", 3)); err != nil {
		t.Fatal(err)
	}
	if s, _ := ann.Load("game"); len(s.Log) != 4 {
		t.Fatalf("bo's save changed ann's: %d answers", len(s.Log))
	}
}

// TestAWriteAddsOnlyTheNewAnswers: saving an answer adds its row and
// leaves the rows before it alone (shown by changing one under the store).
func TestAWriteAddsOnlyTheNewAnswers(t *testing.T) {
	url := pgtest.Shared(t).NewDatabase(t)
	st := open(t, url, "test").Store("ann")
	s := sample("game", 2)
	if err := st.Write(s); err != nil {
		t.Fatal(err)
	}
	pgtest.Exec(t, url, `UPDATE haunt_answers SET answer = '{"seat":0,"choice":"touched","source":"player"}' WHERE n = 1`)
	s.Log = append(s.Log, rules.Answer{Seat: 0, Choice: "rest", Source: rules.FromPlayer})
	if err := st.Write(s); err != nil {
		t.Fatal(err)
	}
	got, err := st.Load("game")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Log) != 6 || got.Log[1].Choice != "touched" || got.Log[5].Choice != "rest" {
		t.Fatalf("log after an added answer: %+v", got.Log)
	}
}

// TestDamagedRowsAreNamed: each way a save's rows can stop agreeing is
// reported in words, and the save is left as it is.
func TestDamagedRowsAreNamed(t *testing.T) {
	pg := pgtest.Shared(t)
	for _, c := range []struct{ name, sql, want string }{
		{"bad-answer", `UPDATE haunt_answers SET answer = '{"seat":' WHERE n = 1`, "its answer 2 is not valid JSON"},
		{"gap", `DELETE FROM haunt_answers WHERE n = 1`, "its answer 2 is missing"},
		{"short", `DELETE FROM haunt_answers WHERE n = 4`, "it should hold 5 answers but holds 4"},
		{"bad-header", `UPDATE haunt_saves SET header = '[]'`, "is not a haunt save"},
		{"bad-seat", `UPDATE haunt_answers SET answer = '{"seat":7,"choice":"x","source":"player"}' WHERE n = 3`, "answer 4 is by seat 7"},
		{"newer", `UPDATE haunt_saves SET header = replace(header, '"format":1', '"format":9')`, "newer haunt"},
	} {
		t.Run(c.name, func(t *testing.T) {
			url := pg.NewDatabase(t)
			st := open(t, url, "test").Store("ann")
			if err := st.Write(sample(c.name, 2)); err != nil {
				t.Fatal(err)
			}
			pgtest.Exec(t, url, c.sql)
			_, err := st.Load(c.name)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), `save "`+c.name+`" in PostgreSQL`) {
				t.Fatalf("Load = %v; want it to name the save and say %q", err, c.want)
			}
			again := sample(c.name, 1)
			again.Log[0].Choice = "card calm" // another history: the store must read the old one to replace it
			if werr := st.Write(again); werr == nil || !strings.Contains(werr.Error(), "untouched") {
				t.Fatalf("Write over it = %v", werr)
			}
			if _, err2 := st.Load(c.name); err2 == nil || err2.Error() != err.Error() {
				t.Fatalf("the save changed: %v", err2)
			}
		})
	}
}

func TestTheSchemaIsMadeOnceAndANewerOneIsRefused(t *testing.T) {
	url := pgtest.Shared(t).NewDatabase(t)
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := postgres.Open(context.Background(), url, "test")
			if err != nil {
				t.Error(err)
				return
			}
			db.Close()
		}()
	}
	wg.Wait()
	db := open(t, url, "test")
	if v, err := db.Version(context.Background()); err != nil || v != 1 {
		t.Fatalf("schema version %d, %v; want 1", v, err)
	}
	pgtest.Exec(t, url, "INSERT INTO haunt_schema (version) VALUES (99)")
	_, err := postgres.Open(context.Background(), url, "test")
	if err == nil || !strings.Contains(err.Error(), "newer haunt (schema version 99; this build knows 1)") {
		t.Fatalf("Open of a newer schema = %v", err)
	}
}

func TestABadAddressSaysWhatToGive(t *testing.T) {
	_, err := postgres.Open(context.Background(), "postgres://haunt:secret@[::1", "test")
	if err == nil || !strings.Contains(err.Error(), "want postgres://USER@HOST/DATABASE") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("Open = %v", err)
	}
}

// TestANewerSessionTakesTheGamesOver: the older session's writes fail at
// once, its server hears of it, and its release leaves the newer hold.
func TestANewerSessionTakesTheGamesOver(t *testing.T) {
	url := pgtest.Shared(t).NewDatabase(t)
	a, b := open(t, url, "a"), open(t, url, "b")
	ctx := context.Background()
	lost, _ := watch(t, a, url)

	old, releaseOld, err := a.Hold(ctx, "ann")
	if err != nil {
		t.Fatal(err)
	}
	if err := old.Write(sample("game", 1)); err != nil {
		t.Fatal(err)
	}
	fresh, releaseFresh, err := b.Hold(ctx, "ann")
	if err != nil {
		t.Fatal(err)
	}
	select {
	case p := <-lost:
		if p != "ann" {
			t.Fatalf("lost %q", p)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("server a was not told")
	}
	if err := old.Write(sample("game", 2)); !errors.Is(err, postgres.ErrTakenOver) {
		t.Fatalf("the older session still writes: %v", err)
	}
	if err := old.Delete("game"); !errors.Is(err, postgres.ErrTakenOver) {
		t.Fatalf("the older session still deletes: %v", err)
	}
	releaseOld()
	if err := fresh.Write(sample("game", 3)); err != nil {
		t.Fatalf("the older session's release took the newer's hold: %v", err)
	}
	if s, _ := fresh.Load("game"); len(s.Log) != 6 {
		t.Fatalf("%d answers", len(s.Log))
	}
	// b's own hold is not news to b, nor a release to anyone.
	releaseFresh()
	select {
	case p := <-lost:
		t.Fatalf("lost %q again", p)
	case <-time.After(300 * time.Millisecond):
	}
	// Other players are not touched.
	other, _, err := a.Hold(ctx, "bo")
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Write(sample("x", 0)); err != nil {
		t.Fatal(err)
	}
}

// TestTakeoversAreHeardAgainAfterTheConnectionDrops: when the database
// drops the connection a server listens on, the server listens again and
// still hears the next takeover.
func TestTakeoversAreHeardAgainAfterTheConnectionDrops(t *testing.T) {
	url := pgtest.Shared(t).NewDatabase(t)
	a, b := open(t, url, "a"), open(t, url, "b")
	ctx := context.Background()
	lost, dropped := watch(t, a, url)
	pgtest.Exec(t, url, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`)
	select {
	case <-dropped:
	case <-time.After(5 * time.Second):
		t.Fatal("the watcher did not notice its connection drop")
	}
	waitListening(t, url)
	if _, _, err := a.Hold(ctx, "ann"); err != nil {
		t.Fatal(err)
	}
	// The dropped connection may still be listed for a moment: take the
	// games over until the new one hears it.
	for deadline := time.Now().Add(15 * time.Second); ; {
		if _, _, err := b.Hold(ctx, "ann"); err != nil {
			t.Fatal(err)
		}
		select {
		case p := <-lost:
			if p != "ann" {
				t.Fatalf("lost %q", p)
			}
			return
		case <-time.After(300 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("no takeover after the drop was heard")
		}
	}
}

// watch has db watch for takeovers until the test ends, and waits until
// it listens. It returns the players it lost and the errors it met.
func watch(t *testing.T, db *postgres.DB, url string) (lost chan string, dropped chan error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	lost, dropped = make(chan string, 16), make(chan error, 16)
	go db.Watch(ctx, func(p string) { lost <- p }, func(err error) { dropped <- err })
	waitListening(t, url)
	return lost, dropped
}

// waitListening waits until a connection listens for takeovers.
func waitListening(t *testing.T, url string) {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		var n int
		if err := conn.QueryRow(context.Background(),
			"SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND state = 'idle'").Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			return
		}
	}
	t.Fatal("nobody listens for takeovers")
}
