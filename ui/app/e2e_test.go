package app

import (
	"bytes"
	"io"
	"slices"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// TestEndToEnd runs the app in a real Bubble Tea program: from the title
// menu through the form into a two-player hot-seat game, a few answers, and
// out with q. What must hold afterwards is in the store: the save, with
// every answer in order and the omen drawn by the generator.
func TestEndToEnd(t *testing.T) {
	store := saves.NewMemStore()
	tm := teatest.NewTestModel(t, New(plainRenderer(), testOptions(store)), teatest.WithInitialTermSize(120, 40))

	wait := func(s string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(s)) },
			teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	}
	enter := func() { tm.Send(tea.KeyMsg{Type: tea.KeyEnter}) }

	wait("New game")
	enter()
	wait("New game: Toy Duel")
	tm.Send(tea.KeyMsg{Type: tea.KeyRight}) // hot-seat: two players
	tm.Send(tea.KeyMsg{Type: tea.KeyTab})   // the number of players
	tm.Send(tea.KeyMsg{Type: tea.KeyTab})
	tm.Type("Ann")
	tm.Send(tea.KeyMsg{Type: tea.KeyTab})
	tm.Type("Bob")
	wait("Bob")
	enter()
	wait("Pass the keyboard to Ann.")
	enter()
	wait("Pick a card in secret.")
	tm.Type("/thi")
	wait("/thi")
	enter()
	wait("Pass the keyboard to Bob.")
	enter()
	wait(`"Ann": "(hidden)"`) // Bob's view: Ann's pick stays face down
	tm.Send(tea.KeyMsg{Type: tea.KeyDown})
	enter() // Bob: Witch; the reveal and the omen follow
	wait("Where to?")
	tm.Type("q")

	fm := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*Model)
	if fm.session() == nil {
		t.Fatal("the final model has no game")
	}
	name := fm.session().Name
	out, err := io.ReadAll(tm.FinalOutput(t))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, []byte("Game saved as "+name+". Resume with: haunt resume "+name)) {
		t.Fatalf("no farewell in the final output:\n%s", out)
	}

	sv, err := store.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	if got := sv.Header.Setup.Seats; !slices.Equal(got, []string{"Ann", "Bob"}) {
		t.Fatalf("seats %v", got)
	}
	want := []rules.Answer{
		{Seat: 0, Choice: "card thief", Source: rules.FromPlayer},
		{Seat: 1, Choice: "card witch", Source: rules.FromPlayer},
	}
	if len(sv.Log) != 3 || !slices.Equal(sv.Log[:2], want) || sv.Log[2].Seat != rules.Chance || sv.Log[2].Source != rules.FromRNG {
		t.Fatalf("saved log %+v, want %+v then the generator's omen", sv.Log, want)
	}
}
