package rulestest

import (
	"flag"
	"strconv"
	"testing"

	"pgregory.net/rapid"

	"github.com/hauntgames/haunt/rules"
)

// The two suites. `go test ./...` is the short one, sized for the
// edit-test loop; `go test -tags long ./...` (which .ci/run runs) is the
// long one: load tests, the several-servers end-to-end runs, and property
// tests and random games at their full sizes. Long is a constant set by the
// build tag (long_on.go, long_off.go), so the switch needs no environment
// and the rules packages read nothing from outside.

// Size is short in the short suite and long in the long one: the number of
// random games, keys or players a test plays.
func Size(short, long int) int {
	if Long {
		return long
	}
	return short
}

// SkipShort skips a test that only the long suite runs, saying how to run
// it.
func SkipShort(t testing.TB) {
	t.Helper()
	if !Long {
		t.Skip("a long test: go test -tags long runs it")
	}
}

// ShortChecks is how many random cases a property test tries in the short
// suite; the long one tries rapid's own number (100, or -rapid.checks).
const ShortChecks = 12

// shortSeed is the seed of rapid's cases in the short suite, so that the
// short suite tries the same cases on every machine; the long suite draws a
// new seed each run (rapid prints it when a case fails).
const shortSeed = 20261202

// Check is rapid.Check at the suite's size: in the short suite
// ShortChecks cases from a fixed seed, unless -rapid.checks or -rapid.seed
// (or RAPID_CHECKS, RAPID_SEED) say otherwise. It reports whether the
// suite's own size was used: no flag or variable chose another, and not
// -short, under which rapid tries a fifth of the cases.
func Check(t *testing.T, prop func(*rapid.T)) (sized bool) {
	t.Helper()
	checks, seed := !flagGiven("rapid.checks", "100"), !flagGiven("rapid.seed", "0")
	if !Long && checks {
		defer setFlag("rapid.checks", strconv.Itoa(ShortChecks))()
	}
	if !Long && seed {
		defer setFlag("rapid.seed", strconv.Itoa(shortSeed))()
	}
	rapid.Check(t, prop)
	return checks && seed && !testing.Short()
}

// flagGiven reports whether rapid's flag name was set on the command line,
// or its environment variable changed its default from builtin.
func flagGiven(name, builtin string) bool {
	f := flag.Lookup(name)
	set := f == nil || f.DefValue != builtin
	flag.Visit(func(g *flag.Flag) { set = set || g.Name == name })
	return set
}

// setFlag gives rapid's flag name a value and returns what puts it back.
// It sets the flag's value, not the flag, so flagGiven still sees only what
// the command line set; the property tests that use it are never parallel.
func setFlag(name, value string) func() {
	f := flag.Lookup(name)
	old := f.Value.String()
	if err := f.Value.Set(value); err != nil {
		panic(err) // a constant above that is not a number
	}
	return func() { _ = f.Value.Set(old) }
}

// DrawSeats draws the fewest seats, the most or a count between, each
// about as likely as the others, so that even the short suite's few cases
// play both ends (CheckSetups asks that they do).
func DrawSeats(t *rapid.T, fewest, most int) int {
	return rapid.OneOf(rapid.Just(fewest), rapid.IntRange(fewest+1, most-1), rapid.Just(most)).Draw(t, "seats")
}

// CheckSetups is Check over random setups: draw makes a case's setup and
// play plays it. When the cases are done at the suite's own size, it fails
// unless they played every mode of modes and both the fewest and the most
// seats of seats, so that the smaller short suite still covers what the
// long one does.
func CheckSetups(t *testing.T, modes []rules.Mode, seats [2]int, draw func(*rapid.T) rules.Setup, play func(*rapid.T, rules.Setup)) {
	t.Helper()
	seen := map[rules.Mode]bool{}
	fewest, most := false, false
	sized := Check(t, func(rt *rapid.T) {
		s := draw(rt)
		seen[s.Mode] = true
		fewest = fewest || len(s.Seats) == seats[0]
		most = most || len(s.Seats) == seats[1]
		play(rt, s)
	})
	if t.Failed() || !sized {
		return
	}
	for _, m := range modes {
		if !seen[m] {
			t.Errorf("no case played %s mode: draw more cases or change the seed", m)
		}
	}
	if !fewest || !most {
		t.Errorf("the cases did not play both %d and %d seats: draw more cases or change the seed", seats[0], seats[1])
	}
}
