package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// takeoverChannel is where servers hear that a player's games were taken.
const takeoverChannel = "haunt_takeover"

// notice is a takeover notice's payload.
type notice struct {
	Player string `json:"player"`
	Token  int64  `json:"token"`
	Server string `json:"server"`
}

// Hold takes a player's games for a new session on this server and
// returns the store the session writes through, and release, to call when
// the session is over.
//
// Taking the games always succeeds: the newest session of a player is the
// one that plays, as on a single server. Holding is a token in the
// haunt_holds row, raised by each new session; every write checks the
// token in its own transaction, so once a newer session holds the games an
// older one can no longer write, wherever it runs and however slow its
// server is to notice. The server of the older session hears of it (Watch)
// and closes it. A server that dies holds nothing: its sessions' tokens
// are simply raised by the next connection.
func (db *DB) Hold(ctx context.Context, player string) (*Store, func(), error) {
	ctx, cancel := context.WithTimeout(ctx, opTimeout)
	defer cancel()
	var token int64
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		// The row lock waits for any write under the old token to finish.
		err := tx.QueryRow(ctx, `INSERT INTO haunt_holds AS h (player, server, token, since) VALUES ($1, $2, 1, now())
			ON CONFLICT (player) DO UPDATE SET server = excluded.server, token = h.token + 1, since = now()
			RETURNING token`, player, db.server).Scan(&token)
		if err != nil {
			return err
		}
		payload, err := json.Marshal(notice{Player: player, Token: token, Server: db.server})
		if err != nil {
			return err
		}
		// Delivered when the transaction commits.
		_, err = tx.Exec(ctx, "SELECT pg_notify($1, $2)", takeoverChannel, string(payload))
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("cannot take the games of this player in PostgreSQL: %w", err)
	}
	db.mu.Lock()
	db.holds[player] = token
	db.mu.Unlock()
	release := func() {
		db.mu.Lock()
		if db.holds[player] == token {
			delete(db.holds, player)
		}
		db.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
		defer cancel()
		// Only our own token: a newer session's hold stays.
		_, _ = db.pool.Exec(ctx, "DELETE FROM haunt_holds WHERE player = $1 AND token = $2", player, token)
	}
	return &Store{db: db, player: player, token: token}, release, nil
}

// Watch listens for other servers taking this server's players' games,
// and calls lost with each such player, whose session here must close
// (its writes already fail). It returns when ctx ends. When the connection
// to the database drops it connects again; meanwhile the writes' tokens
// still keep two sessions from writing one game, and onError hears why.
func (db *DB) Watch(ctx context.Context, lost func(player string), onError func(error)) {
	for ctx.Err() == nil {
		err := db.listen(ctx, lost)
		if ctx.Err() != nil {
			return
		}
		if onError != nil {
			onError(err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

func (db *DB) listen(ctx context.Context, lost func(player string)) error {
	conn, err := db.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	// A listening connection never goes back to the pool.
	c := conn.Hijack()
	defer c.Close(context.Background())
	if _, err := c.Exec(ctx, "LISTEN "+takeoverChannel); err != nil {
		return err
	}
	for {
		n, err := c.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		var nt notice
		if json.Unmarshal([]byte(n.Payload), &nt) != nil || nt.Server == db.server {
			continue
		}
		db.mu.Lock()
		mine, ok := db.holds[nt.Player]
		taken := ok && mine < nt.Token
		if taken {
			delete(db.holds, nt.Player)
		}
		db.mu.Unlock()
		if taken {
			lost(nt.Player)
		}
	}
}
