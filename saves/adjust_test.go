package saves_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
)

// An adjustment by hand (seat Referee, source "adjust") is a table-mode
// answer like any other for a save; anywhere else it marks a damaged file.
func TestSavesKeepAdjustmentsOfTableModeOnly(t *testing.T) {
	adj := rules.Answer{Seat: rules.Referee, Choice: "adjust terror 4", Source: rules.FromAdjust}
	save := func(mode rules.Mode, log ...rules.Answer) saves.Save {
		return saves.Save{Header: saves.Header{Name: "adj", Setup: raceSetup(1, mode, 1)}, Log: log}
	}
	for _, st := range []saves.Store{saves.NewMemStore(), saves.NewFileStore(t.TempDir())} {
		if err := st.Write(save(rules.Table, adj)); err != nil {
			t.Fatalf("a table-mode adjustment: %v", err)
		}
		got, err := st.Load("adj")
		if err != nil || len(got.Log) != 1 || got.Log[0] != adj {
			t.Fatalf("loaded %+v, %v", got.Log, err)
		}
		for _, bad := range []struct {
			s    saves.Save
			want string
		}{
			{save(rules.Digital, adj), "only table mode makes"},
			{save(rules.Table, rules.Answer{Seat: 0, Choice: "adjust terror 4", Source: rules.FromAdjust}), `is by seat 0 but marked "adjust"`},
			{save(rules.Table, rules.Answer{Seat: rules.Referee, Choice: "x", Source: rules.FromTable}), `is by seat -2 but marked "table"`},
			{save(rules.Table, rules.Answer{Seat: rules.Referee, Source: rules.FromAdjust}), "has no choice"},
		} {
			err := st.Write(bad.s)
			if !errors.Is(err, saves.ErrDamaged) || !strings.Contains(err.Error(), bad.want) {
				t.Errorf("%+v: %v, want %q", bad.s.Log, err, bad.want)
			}
		}
	}
}
