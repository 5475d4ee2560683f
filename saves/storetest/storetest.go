// Package storetest is the contract every saves.Store keeps, as one suite
// of tests that each store's own tests run: the file store, the memory
// store and the PostgreSQL store must behave alike, so the app and the
// server never need to know which one they were given.
package storetest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// Kit is what the suite needs of a store.
type Kit struct {
	// Open returns a new, empty store.
	Open func(t *testing.T) saves.Store
	// Damage spoils the stored save of that name the way a crash or a
	// careless hand would, so that it no longer reads. Nil when the store
	// cannot be damaged from outside (the memory store).
	Damage func(t *testing.T, st saves.Store, name string)
}

// T0 is the suite's clock.
var T0 = time.Date(2026, 11, 21, 22, 38, 0, 0, time.UTC)

// Sample is a small save of a race that has begun, updated at the given
// time.
func Sample(name string, updated time.Time) saves.Save {
	return saves.Save{
		Header: saves.Header{
			Format: saves.Format, App: "test", Name: name,
			Setup:   rules.Setup{Game: "race", Seats: []string{"ann", "bo"}, Options: map[string]string{"goal": "12"}, Seed: 7, Mode: rules.Digital},
			Created: T0, Updated: updated,
		},
		Log: []rules.Answer{
			{Seat: rules.Chance, Choice: "card gust", Source: rules.FromRNG},
			{Seat: 0, Choice: "roll", Source: rules.FromPlayer},
			{Seat: rules.Chance, Choice: "die 3", Source: rules.FromRNG},
		},
	}
}

// Run runs the whole contract.
func Run(t *testing.T, k Kit) {
	t.Run("RoundTrip", func(t *testing.T) { roundTrip(t, k) })
	t.Run("RewriteLongerShorterOrChanged", func(t *testing.T) { rewrite(t, k) })
	t.Run("CreateNeverTakesATakenName", func(t *testing.T) { create(t, k) })
	t.Run("ListNewestFirst", func(t *testing.T) { list(t, k) })
	t.Run("DeleteAndNotFound", func(t *testing.T) { deleteAndNotFound(t, k) })
	t.Run("BadNamesAreRefused", func(t *testing.T) { badNames(t, k) })
	t.Run("CallersShareNothingWithTheStore", func(t *testing.T) { shareNothing(t, k) })
	t.Run("ADamagedSaveIsReportedAndNeverOverwritten", func(t *testing.T) { damaged(t, k) })
	t.Run("WritersOfDifferentSavesDoNotMeet", func(t *testing.T) { concurrent(t, k) })
	t.Run("AReaderNeverSeesAHalfWrittenSave", func(t *testing.T) { readWhileWriting(t, k) })
}

func mustWrite(t *testing.T, st saves.Store, s saves.Save) {
	t.Helper()
	if err := st.Write(s); err != nil {
		t.Fatal(err)
	}
}

func mustLoad(t *testing.T, st saves.Store, name string) saves.Save {
	t.Helper()
	s, err := st.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func same(t *testing.T, what string, got, want saves.Save) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s:\n got  %+v\n want %+v", what, got, want)
	}
}

func roundTrip(t *testing.T, k Kit) {
	st := k.Open(t)
	want := Sample("round-trip", T0.Add(time.Hour))
	mustWrite(t, st, want)
	same(t, "round trip", mustLoad(t, st, "round-trip"), want)

	empty := Sample("empty", T0)
	empty.Log = nil
	mustWrite(t, st, empty)
	if got := mustLoad(t, st, "empty"); len(got.Log) != 0 {
		t.Errorf("an empty log came back as %+v", got.Log)
	}
	// Write stamps the format this build writes.
	old := Sample("stamped", T0)
	old.Header.Format = 0
	mustWrite(t, st, old)
	if got := mustLoad(t, st, "stamped"); got.Header.Format != saves.Format {
		t.Errorf("format %d, want %d", got.Header.Format, saves.Format)
	}
	// A save that could not be read back is never written.
	bad := Sample("no-seats", T0)
	bad.Header.Setup.Seats = nil
	if err := st.Write(bad); !errors.Is(err, saves.ErrDamaged) {
		t.Errorf("a save with no seats was written: %v", err)
	}
	if _, err := st.Load("no-seats"); !errors.Is(err, saves.ErrNotFound) {
		t.Errorf("after a refused write, Load = %v", err)
	}
}

// rewrite is how a game grows, is taken back, or is replaced: each write
// replaces the whole save, whatever the store keeps underneath.
func rewrite(t *testing.T, k Kit) {
	st := k.Open(t)
	s := Sample("grows", T0)
	mustWrite(t, st, s)
	for i := range 5 {
		s.Log = append(s.Log, rules.Answer{Seat: rules.Seat(i % 2), Choice: fmt.Sprintf("move %d", i), Source: rules.FromPlayer})
		s.Header.Updated = T0.Add(time.Duration(i+1) * time.Minute)
		mustWrite(t, st, s)
		same(t, fmt.Sprintf("after answer %d", i+1), mustLoad(t, st, "grows"), s)
	}
	// Taken back: shorter.
	s.Log = s.Log[:4]
	mustWrite(t, st, s)
	same(t, "after an undo", mustLoad(t, st, "grows"), s)
	// The same length, another history.
	s.Log = append([]rules.Answer(nil), s.Log...)
	s.Log[1].Choice = "rest"
	mustWrite(t, st, s)
	same(t, "after a changed answer", mustLoad(t, st, "grows"), s)
	// A longer log whose beginning changed.
	s.Log[0].Choice = "card calm"
	s.Log = append(s.Log, rules.Answer{Seat: 1, Choice: "roll", Source: rules.FromPlayer})
	mustWrite(t, st, s)
	same(t, "after a longer, changed log", mustLoad(t, st, "grows"), s)
	// Nothing at all.
	s.Log = nil
	mustWrite(t, st, s)
	if got := mustLoad(t, st, "grows"); len(got.Log) != 0 {
		t.Errorf("emptied log came back as %+v", got.Log)
	}
}

func create(t *testing.T, k Kit) {
	st := k.Open(t)
	c, ok := st.(saves.Creator)
	if !ok {
		t.Skip("the store has no Create")
	}
	if err := c.Create(Sample("c", T0)); err != nil {
		t.Fatal(err)
	}
	if err := c.Create(Sample("c", T0.Add(time.Hour))); !errors.Is(err, saves.ErrExists) {
		t.Errorf("Create of a taken name = %v", err)
	}
	if s := mustLoad(t, st, "c"); !s.Header.Updated.Equal(T0) {
		t.Error("a refused Create changed the save")
	}
	// Many at once: exactly one wins.
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := c.Create(Sample("race-for-it", T0.Add(time.Duration(i)*time.Second)))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				won++
			case !errors.Is(err, saves.ErrExists):
				t.Errorf("Create: %v", err)
			}
		}()
	}
	wg.Wait()
	if won != 1 {
		t.Errorf("%d creates of one name succeeded, want 1", won)
	}
}

func list(t *testing.T, k Kit) {
	st := k.Open(t)
	if l, err := st.List(); err != nil || len(l) != 0 {
		t.Fatalf("a new store lists %v, %v", l, err)
	}
	for name, upd := range map[string]time.Time{"old": T0, "new": T0.Add(2 * time.Hour), "mid": T0.Add(time.Hour), "mid2": T0.Add(time.Hour)} {
		mustWrite(t, st, Sample(name, upd))
	}
	l, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range l {
		names = append(names, e.Name)
		if e.Err != nil {
			t.Errorf("%s: %v", e.Name, e.Err)
		}
		if e.Header.Name != e.Name || e.Header.Setup.Game != "race" {
			t.Errorf("%s lists with the header %+v", e.Name, e.Header)
		}
	}
	if want := []string{"new", "mid", "mid2", "old"}; !slices.Equal(names, want) {
		t.Errorf("List order %v, want %v", names, want)
	}
}

func deleteAndNotFound(t *testing.T, k Kit) {
	st := k.Open(t)
	if _, err := st.Load("nobody"); !errors.Is(err, saves.ErrNotFound) || !strings.Contains(err.Error(), "nobody") {
		t.Errorf("Load of a missing save = %v", err)
	}
	mustWrite(t, st, Sample("a", T0))
	mustWrite(t, st, Sample("b", T0))
	if err := st.Delete("a"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load("a"); !errors.Is(err, saves.ErrNotFound) {
		t.Errorf("Load after Delete = %v", err)
	}
	if err := st.Delete("a"); !errors.Is(err, saves.ErrNotFound) {
		t.Errorf("Delete twice = %v", err)
	}
	if l, _ := st.List(); len(l) != 1 || l[0].Name != "b" {
		t.Errorf("after Delete the list is %+v", l)
	}
	// The name is free again, and a new save there starts from nothing.
	fresh := Sample("a", T0.Add(time.Hour))
	fresh.Log = fresh.Log[:1]
	mustWrite(t, st, fresh)
	same(t, "a save written after a delete", mustLoad(t, st, "a"), fresh)
}

func badNames(t *testing.T, k Kit) {
	st := k.Open(t)
	for _, name := range []string{"", "../x", "A", "a b", strings.Repeat("x", saves.MaxName+1)} {
		if err := st.Write(Sample(name, T0)); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Write %q = %v", name, err)
		}
		if _, err := st.Load(name); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Load %q = %v", name, err)
		}
		if err := st.Delete(name); !errors.Is(err, saves.ErrBadName) {
			t.Errorf("Delete %q = %v", name, err)
		}
	}
}

func shareNothing(t *testing.T, k Kit) {
	st := k.Open(t)
	s := Sample("a", T0)
	mustWrite(t, st, s)
	s.Log[0].Choice = "changed"
	s.Header.Setup.Seats[0] = "changed"
	s.Header.Setup.Options["goal"] = "changed"
	got := mustLoad(t, st, "a")
	same(t, "after the caller changed its copy", got, Sample("a", T0))
	got.Log[0].Choice = "again"
	if again := mustLoad(t, st, "a"); again.Log[0].Choice != "card gust" {
		t.Error("Load shares data with the store")
	}
}

func damaged(t *testing.T, k Kit) {
	if k.Damage == nil {
		t.Skip("this store cannot be damaged from outside")
	}
	st := k.Open(t)
	mustWrite(t, st, Sample("good", T0))
	mustWrite(t, st, Sample("bad", T0.Add(time.Hour)))
	k.Damage(t, st, "bad")
	_, err := st.Load("bad")
	var e *saves.Error
	if !errors.As(err, &e) || !errors.Is(err, saves.ErrDamaged) || !strings.Contains(e.Where, "bad") {
		t.Fatalf("Load of a damaged save = %v; want an error naming it, wrapping ErrDamaged", err)
	}
	if err := st.Write(Sample("bad", T0.Add(2*time.Hour))); err == nil || !strings.Contains(err.Error(), "untouched") {
		t.Errorf("Write over a damaged save = %v; want a refusal that says it was left untouched", err)
	}
	if _, again := st.Load("bad"); again == nil || again.Error() != err.Error() {
		t.Errorf("the damaged save changed: now %v, was %v", again, err)
	}
	l, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, e := range l {
		if e.Name == "bad" {
			found = e.Err != nil
		} else if e.Err != nil {
			t.Errorf("%s: %v", e.Name, e.Err)
		}
	}
	if !found || len(l) != 2 {
		t.Errorf("List = %+v; want both saves, the damaged one with its error", l)
	}
	if err := st.Delete("bad"); err != nil {
		t.Errorf("a damaged save cannot be deleted: %v", err)
	}
	mustWrite(t, st, Sample("bad", T0))
}

func concurrent(t *testing.T, k Kit) {
	st := k.Open(t)
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := Sample(fmt.Sprintf("p%d", i), T0)
			for j := range 10 {
				s.Log = append(s.Log, rules.Answer{Seat: 0, Choice: fmt.Sprintf("move %d", j), Source: rules.FromPlayer})
				if err := st.Write(s); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	for i := range 6 {
		if got := mustLoad(t, st, fmt.Sprintf("p%d", i)); len(got.Log) != 13 {
			t.Errorf("p%d has %d answers, want 13", i, len(got.Log))
		}
	}
}

// readWhileWriting loads a save while it grows: every load is a whole save
// as some write left it, never a mix of two.
func readWhileWriting(t *testing.T, k Kit) {
	st := k.Open(t)
	s := Sample("growing", T0)
	mustWrite(t, st, s)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for j := range 40 {
			s.Log = append(s.Log, rules.Answer{Seat: 0, Choice: fmt.Sprintf("move %d", j), Source: rules.FromPlayer})
			s.Header.Updated = T0.Add(time.Duration(j) * time.Second)
			if err := st.Write(s); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	last := 0
	var problem string
	for reading := true; reading && problem == ""; {
		select {
		case <-done:
			reading = false
		default:
		}
		got, err := st.Load("growing")
		switch n := len(got.Log); {
		case err != nil:
			problem = fmt.Sprintf("a load during writes: %v", err)
		case n < last:
			problem = fmt.Sprintf("a load went back from %d answers to %d", last, n)
		case n > 3 && !got.Header.Updated.Equal(T0.Add(time.Duration(n-4)*time.Second)):
			problem = fmt.Sprintf("a load has %d answers but the header of another write (%v)", n, got.Header.Updated)
		default:
			last = n
		}
	}
	<-done // the writer must not outlive the test
	if problem != "" {
		t.Fatal(problem)
	}
}
