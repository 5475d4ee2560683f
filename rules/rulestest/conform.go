package rulestest

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"

	"github.com/hauntgames/haunt/rules"
)

// Conform plays one game of def from setup through a Match, the way a
// front-end does, and checks everything the rules contract promises, so a
// game's tests get all of it in one call:
//
//   - every prompt is answerable until the end, with distinct IDs and
//     possible chance outcomes (CheckPrompt);
//   - an illegal answer is refused with a rules.IllegalError and changes
//     nothing (CheckApplyRejects, every seventh state);
//   - Apply never changes its receiver;
//   - views nest: whatever the public view (rules.Nobody) shows, every seat
//     sees, and whatever a seat sees, the full view (rules.Chance) holds;
//   - the log replays to the same game (CheckReplay), and a quiet game
//     plays it alike (CheckQuiet);
//   - the game ends within maxSteps moves.
//
// check, when not nil, sees every state for the game's own invariants
// (tokens conserved, tracks in bounds). answer picks player answers, and
// the table's in table mode; in digital play the match draws. It returns
// the finished match.
func Conform(t TB, def rules.Definition, setup rules.Setup, answer Answerer, r *rand.Rand, maxSteps int, check func(rules.Game)) *rules.Match {
	t.Helper()
	seats := len(setup.Seats)
	m := RunMatch(t, def, setup, maxSteps, func(g rules.Game) {
		CheckPrompt(t, g)
		if check != nil {
			check(g)
		}
	}, func(m *rules.Match, step int) {
		g := m.Game()
		p := g.Prompt()
		before := Snap(g)
		if step%7 == 0 {
			CheckApplyRejects(t, g)
			CheckViewsNest(t, g, seats)
		}
		var err error
		if p.IsChance() && m.Setup().Mode != rules.Table {
			_, err = m.Draw()
		} else { // a player, or the table saying what came up
			_, err = m.Answer(p.Seat, answer(p, r).ID)
		}
		if err != nil {
			t.Fatalf("a listed answer was refused at %q: %v", p.Text, err)
		}
		before.CheckUnchanged(t, g)
	})
	CheckQuiet(t, def, m)
	return m
}

// CheckQuiet plays the log of a live match again on a quiet game
// (rules.Quieter) and checks that only the texts differ: at every step the
// same seat is asked for the same choices (IDs, labels, weights), the full
// view and the result are the same, and no answer returns an event. A
// rule that skips work when nobody reads its texts must skip nothing else.
// A game that cannot be quiet passes.
func CheckQuiet(t TB, def rules.Definition, live *rules.Match) {
	t.Helper()
	loud, err := def.New(live.Setup())
	if err != nil {
		t.Fatalf("new game: %v", err)
	}
	q, ok := loud.(rules.Quieter)
	if !ok {
		return
	}
	quiet := q.Quiet()
	for i, a := range live.Log() {
		alike(t, i, loud, quiet)
		if loud, _, err = rules.Step(loud, a); err != nil {
			t.Fatalf("answer %d (%q): %v", i+1, a.Choice, err)
		}
		var ev []rules.Event
		if quiet, ev, err = rules.Step(quiet, a); err != nil {
			t.Fatalf("the quiet game refused answer %d (%q): %v", i+1, a.Choice, err)
		}
		if len(ev) > 0 {
			t.Fatalf("the quiet game told %q after answer %d (%q)", ev[0].Text, i+1, a.Choice)
		}
	}
	alike(t, len(live.Log()), loud, quiet)
}

// alike fails unless the loud and the quiet game differ only in texts.
func alike(t TB, i int, loud, quiet rules.Game) {
	t.Helper()
	lp, qp := loud.Prompt(), quiet.Prompt()
	lp.Text, qp.Text = "", ""
	if !reflect.DeepEqual(lp, qp) {
		t.Fatalf("after %d answers the quiet game asks %+v, the loud one %+v", i, qp, lp)
	}
	if !reflect.DeepEqual(loud.View(rules.Chance), quiet.View(rules.Chance)) {
		t.Fatalf("after %d answers the quiet game's view differs from the loud one's", i)
	}
	lo, lr := loud.Result()
	qo, qr := quiet.Result()
	if lo != qo || !reflect.DeepEqual(lr, qr) {
		t.Fatalf("after %d answers the quiet game's result %v %+v, the loud one's %v %+v", i, qo, qr, lo, lr)
	}
}

// CheckViewsNest checks that views only ever take away: every string the
// public view (rules.Nobody) shows, each seat's view shows too, and every
// string a seat's view shows, the full view (rules.Chance) holds. A view
// that shows a seat something the full view lacks has invented it; a
// public string a seat cannot see is a view that forgot to share. So a
// view marks what it hides with a flag or a count (HandHidden, HandCount),
// never with placeholder text.
func CheckViewsNest(t TB, g rules.Game, seats int) {
	t.Helper()
	full := ViewStrings(g.View(rules.Chance))
	public := ViewStrings(g.View(rules.Nobody))
	for s := range seats {
		mine := ViewStrings(g.View(rules.Seat(s)))
		for x := range public {
			if !mine[x] {
				t.Fatalf("seat %d does not see %q, which the public view shows", s, x)
			}
		}
		for x := range mine {
			if !full[x] {
				t.Fatalf("seat %d sees %q, which the full view lacks", s, x)
			}
		}
	}
}

// ViewStrings is the set of strings in a view, as its JSON shows them:
// names and texts a screen could draw. Front-end tests use it to tell one
// seat's secrets (what its view shows and the public view does not).
func ViewStrings(v any) map[string]bool {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var x any
	if err := json.Unmarshal(b, &x); err != nil {
		return nil
	}
	out := map[string]bool{}
	var walk func(any)
	walk = func(x any) {
		switch x := x.(type) {
		case string:
			out[x] = true
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(x)
	return out
}
