package postgres

import (
	"os"
	"testing"

	"github.com/hauntgames/haunt/saves/postgres/pgtest"
)

// The tests share one PostgreSQL, a database each (pgtest.Shared); it
// stops after them.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
