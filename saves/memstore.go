package saves

import (
	"fmt"
	"slices"
	"sync"
)

// MemStore keeps saves in memory: for tests, and for servers that keep
// saves elsewhere and want a store to stand in. It is safe for concurrent
// use, and it copies saves in and out, so callers never share its data.
type MemStore struct {
	mu    sync.Mutex
	saves map[string]Save
}

// NewMemStore returns an empty memory store.
func NewMemStore() *MemStore { return &MemStore{saves: map[string]Save{}} }

func notFound(name string) error {
	return &Error{Where: fmt.Sprintf("save %q", name), Problem: "does not exist", Kind: ErrNotFound}
}

// List returns every save, newest first.
func (m *MemStore) List() ([]Entry, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Entry, 0, len(m.saves))
	for name, s := range m.saves {
		out = append(out, Entry{Name: name, Header: clone(s).Header})
	}
	slices.SortFunc(out, newestFirst)
	return out, nil
}

// Load returns a copy of one save.
func (m *MemStore) Load(name string) (Save, error) {
	if err := ValidName(name); err != nil {
		return Save{}, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.saves[name]
	if !ok {
		return Save{}, notFound(name)
	}
	return clone(s), nil
}

// Write stores a copy of s under s.Header.Name.
func (m *MemStore) Write(s Save) error {
	if err := Prepare(&s); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.saves[s.Header.Name] = clone(s)
	return nil
}

// Create stores s if its name is free.
func (m *MemStore) Create(s Save) error {
	if err := Prepare(&s); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.saves[s.Header.Name]; ok {
		return &Error{Where: fmt.Sprintf("save %q", s.Header.Name), Problem: "already exists: choose another name, or resume that save", Kind: ErrExists}
	}
	m.saves[s.Header.Name] = clone(s)
	return nil
}

// Delete removes a save.
func (m *MemStore) Delete(name string) error {
	if err := ValidName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.saves[name]; !ok {
		return notFound(name)
	}
	delete(m.saves, name)
	return nil
}
