package canvas

import "sync"

// SizeCache keeps one value per drawing size, for what is costly to work
// out and always the same at one size: a board's page plan, its static map
// layer. The zero value is ready; it is safe for concurrent use, so one
// board serves every screen of a server. It forgets everything once it
// holds Most sizes, so a window being dragged cannot make it grow.
type SizeCache[T any] struct {
	Most int // sizes kept at most; 16 when zero

	mu sync.Mutex
	m  map[[2]int]T
}

// Get returns the value for w x h, made by build the first time.
func (c *SizeCache[T]) Get(w, h int, build func() T) T {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := [2]int{w, h}
	if v, ok := c.m[k]; ok {
		return v
	}
	most := c.Most
	if most == 0 {
		most = 16
	}
	if len(c.m) >= most {
		clear(c.m)
	}
	if c.m == nil {
		c.m = map[[2]int]T{}
	}
	v := build()
	c.m[k] = v
	return v
}
