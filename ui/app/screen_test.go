package app

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
)

// TestBusiestScreensGolden pins every game's busiest screens (table mode,
// mid-game) at the standard sizes, colors off: the pane with the choices
// and the first page of the board. Run with -update after a deliberate
// change and read the diff.
func TestBusiestScreensGolden(t *testing.T) {
	for _, game := range busiest {
		for _, sz := range standardSizes {
			t.Run(game.name+"_"+sizeName(sz), func(t *testing.T) {
				hs := game.open(t, sz[0], sz[1])
				g := hs.game()
				// The choices: the first pane when panes take turns, else
				// beside the board.
				hs.keys("1")
				golden.RequireEqual(t, []byte(hs.view()))
				if !g.geo.wide {
					t.Run("board", func(t *testing.T) {
						hs.keys("2")
						if g.current().kind != paneBoard {
							t.Fatalf("pane 2 is %q, want the board's first page", g.current().name)
						}
						golden.RequireEqual(t, []byte(hs.view()))
					})
				}
			})
		}
	}
}

// click is a left click at column x, row y.
func click(x, y int) tea.MouseMsg {
	return tea.MouseMsg{X: x, Y: y, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}
}

// The mouse: a click on a tab shows that pane, on a place of the map
// chooses the move there, on a choice chooses it; the wheel scrolls the log.
func TestTheMouseChoosesWhatItClicks(t *testing.T) {
	h := horrifiedHarness(t, 80, 24)
	g := h.game()
	// The tab of the map: its label's first cell.
	h.send(click(g.geo.tabs.x+g.geo.tabX[1]+1, g.geo.tabs.y))
	if g.current().kind != paneBoard {
		t.Fatalf("a click on the second tab shows %q", g.current().name)
	}
	// A place the hero can move to, found on the map as drawn.
	view := g.game().View(g.viewSeat())
	target := ""
	for _, c := range g.list.Prompt().Choices {
		if c.ID == "move fountain" {
			target = "fountain"
		}
	}
	if target == "" {
		t.Fatalf("the test needs a move to Fountain Square: %v", g.list.Prompt().Choices)
	}
	x, y := -1, -1
	for row := 0; row < g.geo.boardH && x < 0; row++ {
		for col := 0; col < g.geo.boardW; col++ {
			if g.board.At(view, g.current().page, g.geo.boardW, g.geo.boardH, col, row) == target {
				x, y = col, row
				break
			}
		}
	}
	if x < 0 {
		t.Fatal("Fountain Square is nowhere on the map")
	}
	n := len(h.answers())
	h.send(click(g.geo.pane.x+x, g.geo.pane.y+y))
	if got := h.answers(); len(got) != n+1 || got[n] != "move fountain" {
		t.Fatalf("a click on Fountain Square answered %v", got[n:])
	}
	// A choice on the Choices pane: the line of its label.
	h.keys("1")
	page := g.list.OnPage()
	want := page[1].ID // a move, not under the cursor
	for row := 0; row < g.geo.list.h; row++ {
		if c, ok := g.list.At(row); ok && c.ID == want {
			h.send(click(g.geo.list.x+3, g.geo.list.y+row))
			break
		}
	}
	if got := h.answers(); got[len(got)-1] != want {
		t.Fatalf("a click on %q answered %q", want, got[len(got)-1])
	}
}

func TestTheWheelScrollsTheLog(t *testing.T) {
	h := horrifiedHarness(t, 120, 40)
	const tail = "Hero phase: you with the"
	contains(t, h.view(), tail)
	for range 5 {
		h.send(tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress, X: 100, Y: 30})
	}
	lacks(t, h.view(), tail)
	for range 20 {
		h.send(tea.MouseMsg{Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress, X: 100, Y: 30})
	}
	contains(t, h.view(), tail)
}
