//go:build long

package rulestest

// Long is true: this is the long suite, built with -tags long (see long.go).
const Long = true
