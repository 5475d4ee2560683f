package terrorixico

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules"
	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

func ptr[T any](x T) *T { return &x }

// The goldens, colours off: the hand-built busy table seen by Ann (it does
// not move with the rules) at 80x24, 120x40 and 160x50 and in the board
// pane of an 80x24 terminal (80x19); the end of that game at 80x24; and a
// real game of the rules at its fourth round at 80x24, 120x40 and 160x50.
// When the rules change, the played goldens change with them: go test
// -update rewrites them.
func TestGolden(t *testing.T) {
	b := NewBoard(tx.Default())
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}, {80, 19}} {
		canvastest.GoldenPages(t, b, "busy", busy(), sz[0], sz[1])
	}
	canvastest.GoldenPages(t, b, "over", over(), 80, 24)
	p := played(t)
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {160, 50}} {
		canvastest.GoldenPages(t, b, "played", p, sz[0], sz[1])
	}
}

// The screen standard: the busiest table takes several pages at 80x24,
// fewer at 120x40 and one at 160x50.
func TestPagesShrinkAsTheRoomGrows(t *testing.T) {
	b := NewBoard(nil)
	small, mid, big := len(b.Pages(80, 19)), len(b.Pages(120, 40)), len(b.Pages(160, 50))
	if small < 2 || mid > small || big != 1 {
		t.Errorf("pages: %d at 80x19, %d at 120x40, %d at 160x50", small, mid, big)
	}
	if got := b.Pages(40, 10); len(got) != 1 {
		t.Errorf("a tiny room should draw the words on one page, got %v", got)
	}
}

// Every page of every view fits its room, the smallest ones included.
func TestFitsTheRoom(t *testing.T) {
	sels := []common.Selection{{}, sel("play melee2"), sel("hide trickery codex"), sel("give trauma1 to p2")}
	canvastest.FitsTheRoom(t, NewBoard(tx.Default()), allViews(t), sels, busy())
}

// The same holds with colours on: escape codes must not count as room.
func TestFitsTheRoomInColor(t *testing.T) {
	canvastest.FitsTheRoomInColor(t, NewBoard(tx.Default()), allViews(t), sel("play melee2"))
}

func TestViewForms(t *testing.T) {
	canvastest.ViewForms(t, NewBoard(tx.Default()), busy(), 80, 19)
}

// One board serves every connection of a server at once.
func TestConcurrentRenders(t *testing.T) {
	canvastest.RendersConcurrently(t, NewBoard(tx.Default()), busy())
}

// No word is cut on any page of any fixture, at any size from the board
// pane of an 80x24 terminal up, and every page shows something.
func TestNothingIsCut(t *testing.T) {
	sels := []common.Selection{{}, sel("play trauma2 on p2 melee3")}
	canvastest.NothingIsCut(t, NewBoard(tx.Default()), allViews(t), sels)
}

// Everything the issue asks of the screen is on some page at 80x19: the
// fight and what the lines need, each line's cards and what it lacks, the
// hand, every player's piles, track, points and trauma, the supply, whose
// turn and who passed.
func TestTheScreenShowsTheTable(t *testing.T) {
	b := NewBoard(tx.Default())
	out := canvastest.RenderAll(b, busy(), common.Selection{}, 80, 19)
	for _, want := range []string{
		"Nahual", "Aluxe", "The Pack Gathers", "Blood Moon", "needs in all: R15 M12 S9 C8", "1st 13 V.P.",
		"RANGE  needs 15 · holds 15 ✓ full", "MELEE  needs 12 · holds 7 · 5 to go", "CODEX  needs 8 · holds 2 · 6 to go",
		"C Mimic=Melee 3", "A ▒Melee 2", "D ▒", "C Trickery=2",
		"YOUR HAND", "Take Advantage", "Good Omens", "Trauma -2",
		"hand 5 · draw 21 · discard 3", "waste 1", "▲ track 2/4", "★ 19/40 V.P.", "✚ 1 trauma card (-3 seen)", "La Llorona, El Cadejo",
		"11 trauma cards on the scoreboard", "▶B Bob", "⊘ passed: D Dan", "[house deck]",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("80x19 lacks %q:\n%s", want, out)
		}
	}
	end := canvastest.RenderAll(b, over(), common.Selection{}, 80, 19)
	for _, want := range []string{"GAME OVER", "♛B Bob", "FINAL SCORES", "21 points", "Mythbuster", "Cleric", "♛ wins", "− 3 trauma", "+ 2 sets"} {
		if !strings.Contains(end, want) {
			t.Errorf("the end lacks %q:\n%s", want, end)
		}
	}
}

// The choice under the cursor stands out: the line it plays into and the
// card it plays, between ▶ ◀ or reversed.
func TestSelectedStandsOut(t *testing.T) {
	b := NewBoard(tx.Default())
	out := b.Render(plain(), busy(), sel("hide trickery codex"), 0, 160, 50)
	if !strings.Contains(out, "▶CODEX◀") {
		t.Errorf("the codex line is not marked:\n%s", out)
	}
	if out := b.Render(plain(), busy(), sel("give trauma1 to p2"), 0, 160, 50); !strings.Contains(out, "▶B◀") {
		t.Errorf("Bob is not marked:\n%s", out)
	}
	if b.Render(color(), busy(), sel("play melee3"), 0, 160, 50) == b.Render(color(), busy(), common.Selection{}, 0, 160, 50) {
		t.Error("a selected card draws as any other")
	}
}

// A click on a frontline's box finds that line, and nothing is found off
// the boxes.
func TestAtFindsEveryLine(t *testing.T) {
	b := NewBoard(tx.Default())
	v := busy()
	for _, sz := range [][2]int{{160, 50}, {80, 19}} {
		out := strings.Split(b.Render(plain(), v, common.Selection{}, 0, sz[0], sz[1]), "\n")
		found := map[string]bool{}
		for y, row := range out {
			for _, lv := range v.Lines {
				x := strings.Index(row, strings.ToUpper(lv.Line))
				if x < 0 {
					continue
				}
				x = len([]rune(row[:x]))
				if got := b.At(v, 0, sz[0], sz[1], x, y); got != lv.Line {
					t.Errorf("%dx%d: At(%d,%d) on %s is %q", sz[0], sz[1], x, y, lv.Line, got)
				}
				if got := b.At(v, 0, sz[0], sz[1], x, y+1); got != lv.Line {
					t.Errorf("%dx%d: At(%d,%d) in %s's box is %q", sz[0], sz[1], x, y+1, lv.Line, got)
				}
				found[lv.Line] = true
			}
		}
		if len(found) != len(v.Lines) {
			t.Errorf("%dx%d: found lines %v", sz[0], sz[1], found)
		}
		if got := b.At(v, 0, sz[0], sz[1], 3, 0); got != "" {
			t.Errorf("the banner is %q", got)
		}
	}
	canvastest.AtFindsNothingOff(t, b, v, 80, 19)
}

// A seat's view shows only that seat's hand and own face-down cards: Bob's
// view of the busy table (what the rules give Bob) names none of Ann's
// hand nor her face-down Melee 2, and draws her card as a back.
func TestNoSecretInAViewThatLacksIt(t *testing.T) {
	b := NewBoard(tx.Default())
	v := busy()
	v.Seats[0].Hand = nil
	v.Lines[1].Cards[1].Card, v.Lines[1].Cards[1].Name = "", ""
	v.Seats[1].Hand = []string{"fury", "range1"}
	for _, sz := range [][2]int{{80, 19}, {120, 40}, {160, 50}} {
		out := canvastest.RenderAll(b, v, common.Selection{}, sz[0], sz[1])
		for _, secret := range []string{"Take Advantage", "Good Omens", "Trauma -2", "▒Melee 2", "Ann's hand"} {
			if strings.Contains(out, secret) {
				t.Errorf("%dx%d: Bob's view shows %q", sz[0], sz[1], secret)
			}
		}
		if !strings.Contains(out, "A ▒") || !strings.Contains(out, "Bob's hand") || !strings.Contains(out, "Fury") {
			t.Errorf("%dx%d: Bob's view lacks his own hand or Ann's card back:\n%s", sz[0], sz[1], out)
		}
	}
	d := b.Describe(v)
	if strings.Contains(d, "Take Advantage") || strings.Contains(d, "face-down Melee 2") || !strings.Contains(d, "Ann's face-down card") {
		t.Errorf("Describe leaks or hides wrongly:\n%s", d)
	}
}

// The rules' own views, seat by seat through a real game: each seat's
// drawing shows its own hand and no other's, and a face-down card of
// another seat only as its back.
func TestRealViewsKeepSecrets(t *testing.T) {
	b := NewBoard(tx.Default())
	def := rt.Definition(tx.Default())
	g, err := def.Start(rules.Setup{Game: def.Name, Seats: []string{"Ann", "Bob", "Cat"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	canvastest.Play(t, g, rand.New(rand.NewPCG(5, 3)), 400, func(step int, g rules.Game, p rules.Prompt) {
		if step%13 != 0 {
			return
		}
		for s := range 3 {
			v, ok := g.View(rules.Seat(s)).(rt.View)
			if !ok {
				t.Fatalf("view is %T", g.View(rules.Seat(s)))
			}
			out := canvastest.RenderAll(b, v, common.Selection{}, 120, 40)
			for q, sv := range v.Seats {
				if q != s && strings.Contains(out, sv.Player+"'s hand") {
					t.Errorf("step %d: seat %d's view shows %s's hand", step, s, sv.Player)
				}
			}
			for _, lv := range v.Lines {
				for _, pc := range lv.Cards {
					if pc.FaceDown && pc.Owner != s && pc.Card != "" {
						t.Errorf("step %d: the rules gave seat %d a face-down card of seat %d", step, s, pc.Owner)
					}
				}
			}
			checked++
		}
	})
	if checked == 0 {
		t.Fatal("no view checked")
	}
}

// Random legal games of the real rules draw and fit at the standard pane
// sizes, whatever the phase, with the choice under the cursor touched.
func TestRandomGamesDrawAndFit(t *testing.T) {
	b := NewBoard(tx.Default())
	def := rt.Definition(tx.Default())
	for _, n := range []int{2, 3, 4} {
		setup := rules.Setup{Game: def.Name, Seats: []string{"Ann", "Bob", "Cy", "Dee"}[:n], Seed: uint64(n)}
		if n == 3 {
			setup.Mode = rules.Table
		}
		g, err := def.Start(setup)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(n), 9))
		canvastest.Play(t, g, r, 1500, func(step int, g rules.Game, p rules.Prompt) {
			if step%17 != 0 {
				if over, _ := g.Result(); !over {
					return
				}
			}
			var s common.Selection
			if len(p.Choices) > 0 {
				s = common.Selection{ID: p.Choices[step%len(p.Choices)].ID}
			}
			canvastest.DrawsTheTurn(t, b, fmt.Sprintf("%d seats step %d", n, step), g, p, s, [][2]int{{80, 19}, {120, 40}})
		})
	}
}

// The budget: a frame of the busiest table in well under a millisecond
// (go test -bench Render).
func BenchmarkRender(b *testing.B) {
	bd := NewBoard(tx.Default())
	canvastest.BenchmarkRender(b, bd, bd.Busiest, [][2]int{{80, 19}, {120, 40}, {160, 50}})
}

// A card typed at the table is drawn with its typed values, marked typed,
// and its type counts for the player who keeps it.
func TestTypedCardsShowTheirTypedValues(t *testing.T) {
	b := NewBoard(tx.Default())
	v := busy()
	v.Table = true
	v.TypedMonsters = map[string]tx.Monster{"aluxe": {ID: "aluxe", Name: "Aluxe", Type: "undead",
		Relics: tx.Relics{Range: 7, Melee: 0, Shield: 4, Codex: 1}, First: 9, Second: 1}}
	v.TypedEvents = map[string]tx.Event{"002": {ID: "002", Number: 2, Title: "Blood Moon", Trauma: 3, VP: 5}}
	v.Monsters[1].Type = "undead" // the rules name the typed type
	out := canvastest.Squash(b.Render(plain(), v, common.Selection{}, 0, 160, 50))
	for _, want := range []string{"Aluxe (undead) · typed", "R7 M0 S4 C1 · 1st 9 2nd 1", "Blood Moon · typed", "R+0 M+0 S+0 C+0 · +5 V.P.", "✚3 a pass"} {
		if !strings.Contains(out, want) {
			t.Errorf("the board lacks %q:\n%s", want, out)
		}
	}
	ref := canvastest.Squash(b.Reference(plain(), v, 200))
	for _, want := range []string{"Aluxe (undead; typed at the table): needs Range 7, Melee 0, Shield 4 and Codex 1; 9 V.P.", "Blood Moon (typed at the table): changes no line; +5 V.P."} {
		if !strings.Contains(ref, want) {
			t.Errorf("the reference lacks %q:\n%s", want, ref)
		}
	}
}
