//go:build !long

package rulestest

// Long is false: this is the short suite (see long.go).
const Long = false
