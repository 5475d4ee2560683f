package ssh

import (
	"sync/atomic"
	"testing"
	"time"
)

// Sessions ending one after another give their memory back once, after the
// last of them, not once each.
func TestScavengeOnceAfterTheLastDeparture(t *testing.T) {
	var n atomic.Int32
	const after = 100 * time.Millisecond
	s := &scavenger{after: after, free: func() { n.Add(1) }}
	for range 50 {
		s.ended()
	}
	if n.Load() != 0 {
		t.Fatal("memory handed back while sessions were still ending")
	}
	deadline := time.Now().Add(after + 5*time.Second)
	for n.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	if got := n.Load(); got != 1 {
		t.Fatalf("handed back %d times, want once", got)
	}
	s.ended()
	s.stop()
	time.Sleep(after + 200*time.Millisecond)
	if got := n.Load(); got != 1 {
		t.Fatalf("a stopped scavenger still ran (%d)", got)
	}
}
