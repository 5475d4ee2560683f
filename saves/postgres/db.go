// Package postgres keeps haunt's saves in PostgreSQL, so that several
// `haunt serve` processes behind one balancer share every player's games:
// any server can continue any game, and a game is written by one session at
// a time (see Hold).
//
// A save is a header row and a row per answer. Saving an answer is one
// transaction that adds the new rows, so what a player has seen answered
// is on disk; a save whose rows no longer read is reported like a damaged
// file and never overwritten.
package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// schema holds the migrations, NNN_what.sql, applied in order.
//
//go:embed schema/*.sql
var schema embed.FS

// migrationLock is the advisory lock that lets one server at a time set up
// or upgrade the schema when several start at once.
const migrationLock = 0x6861756e74 // "haunt"

// DB is a PostgreSQL database of saves, as one server uses it.
type DB struct {
	pool   *pgxpool.Pool
	server string // this server, in holds and takeover notices

	mu    sync.Mutex
	holds map[string]int64 // player → the token a session here holds
}

// Open connects to the database at url (postgres://… or key=value
// settings, as libpq takes them), and creates or upgrades haunt's tables.
// server names this server to the others (host and process make a good
// name); it must differ between servers sharing the database.
func Open(ctx context.Context, url, server string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// pgx masks the password in its message.
		return nil, fmt.Errorf("the PostgreSQL address is not usable: %w (want postgres://USER@HOST/DATABASE)", err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("cannot use PostgreSQL at %s: %w", where(cfg), err)
	}
	db := &DB{pool: pool, server: server, holds: map[string]int64{}}
	if err := db.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("PostgreSQL at %s: %w", where(cfg), err)
	}
	return db, nil
}

// where names a database for messages, without its password.
func where(cfg *pgxpool.Config) string {
	c := cfg.ConnConfig
	host := c.Host
	if !strings.HasPrefix(host, "/") {
		host += ":" + strconv.Itoa(int(c.Port))
	}
	return fmt.Sprintf("%s (database %s, user %s)", host, c.Database, c.User)
}

// Close lets the connections go.
func (db *DB) Close() { db.pool.Close() }

// Server is the name this server goes by among the others.
func (db *DB) Server() string { return db.server }

// migrate applies the migrations the database has not had yet, under an
// advisory lock, each with the version table in one transaction.
func (db *DB) migrate(ctx context.Context) error {
	files, err := fs.Glob(schema, "schema/*.sql")
	if err != nil {
		return err
	}
	slices.Sort(files)
	tx, err := db.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("cannot connect: %w", err)
	}
	defer tx.Rollback(context.Background())
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(migrationLock)); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS haunt_schema (
		version integer PRIMARY KEY,
		applied timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("cannot create the schema's version table: %w", err)
	}
	var have int
	if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM haunt_schema").Scan(&have); err != nil {
		return err
	}
	if have > len(files) {
		return fmt.Errorf("its haunt tables were made by a newer haunt (schema version %d; this build knows %d): run the newer haunt", have, len(files))
	}
	for i, f := range files {
		version := i + 1
		if version <= have {
			continue
		}
		if want := fmt.Sprintf("schema/%03d_", version); !strings.HasPrefix(f, want) {
			return fmt.Errorf("migration %s is out of order (want %s…)", f, want)
		}
		sql, err := schema.ReadFile(f)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, string(sql)); err != nil {
			return fmt.Errorf("migration %s failed: %w", f, err)
		}
		if _, err := tx.Exec(ctx, "INSERT INTO haunt_schema (version) VALUES ($1)", version); err != nil {
			return err
		}
	}
	return tx.Commit(ctx)
}

// Version is the schema version the database is at.
func (db *DB) Version(ctx context.Context) (int, error) {
	var v int
	err := db.pool.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM haunt_schema").Scan(&v)
	return v, err
}

// opTimeout bounds one store call: a player waits for a save, and a
// database that does not answer must become an error they can read.
const opTimeout = 10 * time.Second

// inTx runs f in a transaction, committed when f returns nil.
func (db *DB) inTx(f func(ctx context.Context, tx pgx.Tx) error) error {
	return db.tx(pgx.TxOptions{}, f)
}

// reading runs f in a read-only transaction that sees one snapshot, so a
// save's header and answers read together even while a write commits
// between the two queries.
func (db *DB) reading(f func(ctx context.Context, tx pgx.Tx) error) error {
	return db.tx(pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, f)
}

func (db *DB) tx(opts pgx.TxOptions, f func(ctx context.Context, tx pgx.Tx) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	return pgx.BeginTxFunc(ctx, db.pool, opts, func(tx pgx.Tx) error { return f(ctx, tx) })
}
