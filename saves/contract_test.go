package saves_test

import (
	"os"
	"testing"

	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/saves/storetest"
)

// TestFileStoreKeepsTheContract runs the suite every store passes.
func TestFileStoreKeepsTheContract(t *testing.T) {
	storetest.Run(t, storetest.Kit{
		Open: func(t *testing.T) saves.Store { return saves.NewFileStore(t.TempDir()) },
		Damage: func(t *testing.T, st saves.Store, name string) {
			if err := os.WriteFile(st.(*saves.FileStore).Path(name), []byte(`{"header": {"format": 1`), 0o600); err != nil {
				t.Fatal(err)
			}
		},
	})
}

// TestMemStoreKeepsTheContract runs the suite every store passes.
func TestMemStoreKeepsTheContract(t *testing.T) {
	storetest.Run(t, storetest.Kit{Open: func(*testing.T) saves.Store { return saves.NewMemStore() }})
}
