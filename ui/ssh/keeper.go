package ssh

import (
	"context"

	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/saves/postgres"
)

// Keeper keeps the players' saves: in files under the server's data folder
// (the default), or in a database that several servers share.
type Keeper interface {
	// Hold gives a new session of a player the store it plays through,
	// and release, called when the session is over. A keeper shared by
	// several servers takes the player's games from a session on another
	// server, whose writes then fail.
	Hold(ctx context.Context, player string) (store saves.Store, release func(), err error)
}

// watcher is a Keeper that tells this server when another server has
// taken one of its players' games, so that the session here closes.
type watcher interface {
	Watch(ctx context.Context, lost func(player string), onError func(error))
}

// files keeps each player's saves in their own folder, DATA/players/ID/saves.
type files struct{ dir string }

func (f files) Hold(_ context.Context, player string) (saves.Store, func(), error) {
	return saves.NewFileStore(SaveDir(f.dir, player)), func() {}, nil
}

// Postgres keeps the players' saves in PostgreSQL, shared by every server
// that uses the same database: any of them can continue any game, and a
// player's newest session, wherever it is, is the one that writes.
func Postgres(db *postgres.DB) Keeper { return pgKeeper{db} }

type pgKeeper struct{ *postgres.DB }

func (k pgKeeper) Hold(ctx context.Context, player string) (saves.Store, func(), error) {
	st, release, err := k.DB.Hold(ctx, player)
	if err != nil {
		return nil, nil, err
	}
	return st, release, nil
}
