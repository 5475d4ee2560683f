package engine_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
	"github.com/hauntgames/haunt/rules/rulestest"
)

// The séance, written on the engine, keeps every promise of the contract
// with one to four seats, in digital play and at the table.
func TestSeanceConforms(t *testing.T) {
	for i := range 40 {
		mode := []rules.Mode{rules.Digital, rules.Table}[i%2]
		setup := rules.Setup{Seats: rulestest.Seats(1 + i%4), Seed: uint64(i), Mode: mode}
		rulestest.Conform(t, rulestest.Seance, setup, rulestest.RandomAnswer, rand.New(rand.NewPCG(uint64(i), 9)), 2000, nil)
	}
}

// A quiet game is asked the same questions with the same choices, and
// tells nothing: no events, and no question where its rule builds the
// question only for someone who reads it (Rule.Text).
func TestQuietGameAsksAlikeAndTellsNothing(t *testing.T) {
	loud := seance(t, 2)
	quiet := &rulestest.Player{T: t, Game: loud.Game.(rules.Quieter).Quiet()}
	for _, id := range []string{"light 3", "light 1", "ghost 5"} {
		if l, q := loud.IDs(), quiet.IDs(); !slices.Equal(l, q) {
			t.Fatalf("before %q the quiet game offers %v, the loud one %v", id, q, l)
		}
		if id == "ghost 5" {
			if l, q := loud.Prompt().Text, quiet.Prompt().Text; l != "Roll the ghost die." || q != "" {
				t.Fatalf("the ghost die's question: loud %q, quiet %q", l, q)
			}
			if again := loud.Prompt().Text; again != "Roll the ghost die." {
				t.Fatalf("read twice, the question is %q", again)
			}
		}
		loud.Do(id)
		quiet.Do(id)
	}
	if len(loud.Events) == 0 || len(quiet.Events) != 0 {
		t.Fatalf("the loud game told %d events, the quiet one %v", len(loud.Events), quiet.Events)
	}
}

// A quiet game is its driver's alone: an answer changes the state it is
// given, but an illegal one changes nothing, and the game it was made from
// is never touched.
func TestQuietGameAppliesInPlaceButRefusesCleanly(t *testing.T) {
	loud := seance(t, 2)
	before := rulestest.Snap(loud.Game)
	quiet := loud.Game.(rules.Quieter).Quiet()
	still := rulestest.Snap(quiet)
	if _, _, err := quiet.Apply(0, "light 9"); err == nil {
		t.Fatal("the quiet game took an answer it does not offer")
	}
	still.CheckUnchanged(t, quiet)
	next, _, err := quiet.Apply(0, "light 3")
	if err != nil {
		t.Fatal(err)
	}
	if next.Prompt().Seat != 1 {
		t.Fatalf("after Ann's pick the quiet game asks seat %d", next.Prompt().Seat)
	}
	before.CheckUnchanged(t, loud.Game)
}

func seance(t *testing.T, seats int) *rulestest.Player {
	return rulestest.NewPlayer(t, rulestest.Seance, rules.Setup{Seats: rulestest.Seats(seats)})
}

func view(p *rulestest.Player, s rules.Seat) rulestest.SeanceView {
	return p.Game.View(s).(rulestest.SeanceView)
}

// Secret round: every seat picks in secret, one after another; a pick shows
// in its own seat's view alone, and nothing is revealed until the last one
// is in, then in a single Reveal event.
func TestSecretRoundRevealsOnlyAfterTheLastPick(t *testing.T) {
	p := seance(t, 3)
	for seat := range rules.Seat(3) {
		pr := p.Prompt()
		if pr.Seat != seat || !pr.Secret {
			t.Fatalf("pick %d: prompt for seat %d, secret %v", seat, pr.Seat, pr.Secret)
		}
		if seat > 0 {
			if v := view(p, seat); v.Candles[0] != 0 || !v.Secret[0] {
				t.Errorf("seat %d sees Ann's candles as %d before the reveal", seat, v.Candles[0])
			}
			if got := view(p, 0).Candles[0]; got != 3 {
				t.Errorf("Ann sees her own candles as %d", got)
			}
			if slices.ContainsFunc(p.Events, func(e rules.Event) bool { return e.Reveal }) {
				t.Fatalf("a reveal before the last pick: %v", p.Events)
			}
		}
		p.Do([]string{"light 3", "light 2", "light 1"}[seat])
	}
	var reveals []rules.Event
	for _, e := range p.Events {
		if e.Reveal {
			reveals = append(reveals, e)
		}
	}
	if len(reveals) != 1 || reveals[0].Text != "Candles: Ann 3, Bob 2, Cat 1. Ann moves to 3." {
		t.Fatalf("reveals %v, want one with every pick", reveals)
	}
	if got := view(p, 1).Candles[0]; got != 3 {
		t.Errorf("after the reveal Bob sees %d of Ann's candles", got)
	}
}

// Interrupt window: seats are asked in turn and may act or pass; a seat
// with nothing to play is never asked; an act that settles the matter
// closes the window for everyone.
func TestWindowAsksWhoCanActAndClosesWhenNobodyCan(t *testing.T) {
	p := seance(t, 3)
	p.Do("light 3", "light 1", "light 1", "ghost 2")
	if pr := p.Prompt(); pr.Seat != 0 || !p.Can("ward") || !p.Can("pass") {
		t.Fatalf("the window opens with Ann: seat %d, %v", pr.Seat, p.IDs())
	}
	p.Do("pass")
	if pr := p.Prompt(); pr.Seat != 1 {
		t.Fatalf("after Ann passes, seat %d is asked", pr.Seat)
	}
	p.Do("ward") // Bob saves the leader
	if !p.Saw("Bob burns a ward") || p.Saw("scares") {
		t.Fatalf("events %v", p.Events)
	}
	// Nobody can act on a faded ghost: Cat is not asked, the next round
	// begins.
	if pr := p.Prompt(); pr.Seat != 0 || !pr.Secret {
		t.Fatalf("after the ward: %q for seat %d", pr.Text, pr.Seat)
	}
	// Next night: Bob has no ward left and is passed over.
	p.Do("light 1", "light 3", "light 1", "ghost 1")
	p.Do("pass")
	if pr := p.Prompt(); pr.Seat != 2 {
		t.Fatalf("Bob, wardless, was asked instead of Cat: seat %d", pr.Seat)
	}
	p.Do("pass")
	if !p.Saw("The ghost scares Ann back to 1.") {
		t.Fatalf("when everyone passes the ghost scares: %v", p.Events)
	}
}

// A window reopens after an act: everyone who has not passed since may
// answer it, starting after the one who acted.
func TestWindowReopensAfterAnAct(t *testing.T) {
	p := seance(t, 2)
	p.Do("light 3", "light 1", "ghost 1", "pass")
	pr := p.Prompt()
	if pr.Seat != 1 || !p.Can("ward") {
		t.Fatalf("Bob should be asked after Ann passes: seat %d %v", pr.Seat, p.IDs())
	}
	if _, _, err := p.Game.Apply(0, "ward"); err == nil {
		t.Fatal("Ann answered Bob's turn in the window")
	}
}

// oracle is a one-question game for the engine's free answers,
// explanations and adjustments.
type oracle struct {
	engine.Core
	said   int
	shift  int
	silent bool // the question has no answer left
}

func (o *oracle) Clone() *oracle               { n := *o; n.Core = o.CloneCore(); return &n }
func (o *oracle) View(rules.Seat) any          { return o.said + o.shift }
func (o *oracle) Result() (bool, rules.Result) { return o.said != 0, rules.Result{Outcome: "win"} }
func (o *oracle) Adjustments() []rules.Choice {
	return []rules.Choice{{ID: "adjust shift", Label: "Shift by 10"}}
}
func (o *oracle) Adjust(id string) error {
	switch id {
	case "adjust shift":
		o.shift += 10
	case "adjust silence":
		o.silent = true
	default:
		return errors.New("no such adjustment")
	}
	return nil
}

var oracleRules = []engine.Rule[*oracle]{{
	Name: "ask",
	Ask: func(o *oracle, _ engine.Step, a *engine.Ask) {
		if o.silent {
			return
		}
		a.Seat, a.Text, a.Free = 0, "Name a ghost.", &rules.Free{Prefix: "ghost", Hint: "a ghost's name"}
		a.Add("ghost casper", "Casper", 1)
	},
	Answer: func(o *oracle, _ engine.Step, c engine.Choice) { o.said = c.Arg },
	Touch: func(o *oracle, _ engine.Step, c engine.Choice) rules.Touch {
		return rules.Touch{Places: []string{"haunt " + strconv.Itoa(c.Arg)}}
	},
	Free: func(o *oracle, _ engine.Step, id string) (int, error) {
		if id == "ghost boo" {
			return 7, nil
		}
		return 0, errors.New("no ghost of that name")
	},
	Explain: func(o *oracle, _ engine.Step, id string) string {
		if id == "casper" {
			return "type it as ghost casper"
		}
		return ""
	},
}}

func TestFreeAnswersExplanationsAndAdjustments(t *testing.T) {
	start := &oracle{}
	start.Push(engine.Step{})
	g, _, err := engine.Start(start, oracleRules)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Touch("ghost casper"); len(got.Places) != 1 || got.Places[0] != "haunt 1" {
		t.Errorf("what Casper touches, from his argument: %+v", got)
	}
	if got := g.Touch("ghost nobody"); got.Places != nil {
		t.Errorf("an unknown choice touches %+v", got)
	}
	next, _, err := g.Apply(0, "ghost boo")
	if err != nil || next.View(0) != 7 {
		t.Fatalf("a free answer the game knows: %v, view %v", err, next.View(0))
	}
	if _, _, err := g.Apply(0, "ghost xyz"); err == nil || !strings.Contains(err.Error(), "no ghost of that name") {
		t.Errorf("a free answer the game does not know: %v", err)
	}
	if _, _, err := g.Apply(0, "casper"); err == nil || !strings.Contains(err.Error(), "type it as ghost casper") {
		t.Errorf("an explained refusal: %v", err)
	}
	adj, _, err := g.Adjust("adjust shift")
	if err != nil || adj.View(0) != 10 || g.View(0) != 0 {
		t.Errorf("an adjustment: %v, views %v then %v", err, g.View(0), adj.View(0))
	}
	if _, _, err := g.Adjust("adjust nothing"); err == nil {
		t.Error("an unknown adjustment was made")
	}
	if _, _, err := g.Adjust("adjust silence"); err == nil || !strings.Contains(err.Error(), "leave the question now asked (Name a ghost.) without an answer") {
		t.Errorf("a correction that leaves the question unanswerable: %v", err)
	}
	end, _, _ := g.Apply(0, "ghost casper")
	if p := end.Prompt(); len(p.Choices) != 0 || p.Seat != rules.Chance || p.Text != "The game is over." {
		t.Errorf("the prompt at the end: %+v", p)
	}
}

// A step whose kind has no rule is an error, never a crash: the table of
// rules is checked as the steps run.
func TestAStepWithoutARuleIsAnError(t *testing.T) {
	for _, kind := range []uint8{1, 9} {
		o := &oracle{}
		o.Push(engine.Step{Kind: kind})
		if _, _, err := engine.Start(o, append(oracleRules, engine.Rule[*oracle]{Name: "empty"})); err == nil || !strings.Contains(err.Error(), "no rule for step kind") {
			t.Errorf("kind %d: %v", kind, err)
		}
	}
}

// fix is a correction as a game's own list holds one.
type fix struct{ id string }

func (f fix) Choice() rules.Choice { return rules.Choice{ID: f.id, Label: "Label of " + f.id} }

// Every game lists its corrections and refuses one it does not offer the
// same way: the list as choices, and a refusal that says what the
// corrections start with, or that they start with "adjust".
func TestCorrectionsAreListedAndFoundAlike(t *testing.T) {
	cs := []fix{{"adjust terror 4"}, {"adjust move dracula crypt"}}
	if got := engine.Corrections(cs); len(got) != 2 || got[1].ID != "adjust move dracula crypt" || got[1].Label != "Label of adjust move dracula crypt" {
		t.Fatalf("Corrections = %v", got)
	}
	if f, err := engine.FindCorrection(cs, "adjust terror 4", "terror, move", "adjust terror 4"); err != nil || f.id != "adjust terror 4" {
		t.Fatalf("FindCorrection = %v, %v", f, err)
	}
	var ill *rules.IllegalError
	_, err := engine.FindCorrection(cs, "adjust terror 9", "terror, move", "adjust terror 4")
	if !errors.As(err, &ill) || ill.Seat != rules.Referee || !strings.Contains(ill.Why, "they start with \"adjust\": terror, move") {
		t.Fatalf("an adjustment not offered: %v", err)
	}
	if _, err := engine.FindCorrection(cs, "terror 4", "terror, move", "adjust terror 4"); err == nil || !strings.Contains(err.Error(), `("adjust terror 4")`) {
		t.Fatalf("an ID without adjust: %v", err)
	}
}
