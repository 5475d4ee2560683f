package ssh

import (
	"runtime/debug"
	"sync"
	"time"
)

// scavengeAfter is how long after a session ends the server hands freed
// memory back to the system, if nobody else ended since.
const scavengeAfter = 3 * time.Second

// scavenger gives the memory of ended sessions back to the system once
// sessions stop ending. Go returns freed pages on its own only slowly (the
// load test saw a server of 300 players still at 90 MB 30 s after they all
// left, its live heap 3 MB above where it started); a class leaving at
// once should not keep the machine's memory. One collection a few seconds
// after the last departure costs milliseconds, never once per session.
type scavenger struct {
	mu    sync.Mutex
	timer *time.Timer
	after time.Duration // scavengeAfter; tests wait less
	free  func()        // debug.FreeOSMemory; tests count calls
}

func newScavenger() *scavenger { return &scavenger{after: scavengeAfter, free: debug.FreeOSMemory} }

// ended notes that a session ended: the scavenge waits s.after more.
func (s *scavenger) ended() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer == nil {
		s.timer = time.AfterFunc(s.after, s.free)
		return
	}
	s.timer.Reset(s.after)
}

// stop cancels a pending scavenge (the server is shutting down).
func (s *scavenger) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
	}
}
