package canvas

import (
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas/canvastest"
)

func TestFitPadWidth(t *testing.T) {
	l := Line{{"abc", 2}, {"✦de", 3}}
	if w := l.Width(); w != 6 {
		t.Errorf("width %d, want 6", w)
	}
	if got := l.Fit(6); len(got) != 2 {
		t.Errorf("a line that fits was cut: %v", got)
	}
	got := l.Fit(5)
	if got.Text() != "abc✦…" || got[len(got)-1].Look != Subtle {
		t.Errorf("Fit(5) = %q", got.Text())
	}
	if got := l.Fit(0); got != nil {
		t.Errorf("Fit(0) = %v", got)
	}
	if got := l[:1].Pad(5); got.Text() != "abc  " || got.Width() != 5 {
		t.Errorf("Pad(5) = %q", got.Text())
	}
	if Spaces(200) != strings.Repeat(" ", 200) || Spaces(-1) != "" {
		t.Error("Spaces")
	}
}

func TestWriteAndPalettes(t *testing.T) {
	looks := func(c *common.Common) []lipgloss.Style {
		return []lipgloss.Style{Subtle: c.Styles.Subtle, 2: c.R.NewStyle().Bold(true)}
	}
	ps := NewPalettes(looks)
	var sb strings.Builder
	Line{{"a", 2}, {"b", 9}}.Write(&sb, 4, ps.For(canvastest.Plain()))
	if sb.String() != "ab  " {
		t.Errorf("plain: %q", sb.String())
	}
	if got := Draw([]Line{{{"a", 2}}}, 2, ps.For(nil)); got != "a " {
		t.Errorf("no renderer: %q", got)
	}
	c := canvastest.Color()
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got := Draw([]Line{{{"a", 2}}}, 1, ps.For(c)); !strings.Contains(got, "\x1b[1m") {
				t.Errorf("color: %q", got)
			}
		}()
	}
	wg.Wait()
	if ps.For(c) != ps.For(c) {
		t.Error("a terminal's palette is built more than once")
	}
}

func TestFlow(t *testing.T) {
	groups := []Line{{{"aaa", 2}}, {{"bbb", 2}}, {{"ccc", 2}}}
	out := Flow(groups, "> ", "  ", Seg{", ", Subtle}, 10)
	var got []string
	for _, l := range out {
		got = append(got, l.Text())
	}
	if strings.Join(got, "|") != "> aaa, bbb|  ccc" {
		t.Errorf("Flow: %q", got)
	}
}

func TestViewOf(t *testing.T) {
	type view struct{ n int }
	v := view{3}
	if p, ok := ViewOf[view](v); !ok || p.n != 3 {
		t.Error("value")
	}
	if p, ok := ViewOf[view](&v); !ok || p != &v {
		t.Error("pointer")
	}
	if _, ok := ViewOf[view]((*view)(nil)); ok {
		t.Error("nil pointer")
	}
	if _, ok := ViewOf[view](42); ok {
		t.Error("int")
	}
	if got := Message(CannotDraw("x", "an X View", 42), 2, 200, &Palette{}); got != "x board: cannot draw int, want an X View" {
		t.Errorf("Message: %q", got)
	}
}

func TestGauges(t *testing.T) {
	if OrDash("") != "-" || OrDash("a") != "a" {
		t.Error("OrDash")
	}
	if got := Pips(2, 5, 3); got != "●●○" {
		t.Errorf("Pips: %q", got)
	}
	if got := Bar(1, 4); got != "▰▱▱▱" || Bar(1, 0) != "" {
		t.Errorf("Bar: %q", got)
	}
}

// The palette's colours are adaptive: a terminal whose background turns out
// light gets its own escape codes, not the dark ones kept for it before.
func TestPalettesFollowTheBackground(t *testing.T) {
	ps := NewPalettes(func(c *common.Common) []lipgloss.Style {
		return []lipgloss.Style{Subtle: c.Styles.Subtle, 2: c.R.NewStyle().Foreground(c.Palette.Text)}
	})
	c := canvastest.Color()
	c.R.SetHasDarkBackground(true)
	dark := Draw([]Line{{{"a", 2}}}, 1, ps.For(c))
	c.R.SetHasDarkBackground(false)
	light := Draw([]Line{{{"a", 2}}}, 1, ps.For(c))
	if dark == light {
		t.Errorf("dark and light backgrounds draw alike: %q", dark)
	}
	if ps.For(c) != ps.For(c) {
		t.Error("a terminal's palette is built more than once")
	}
	// Terminals alike (one renderer per SSH connection) share a palette;
	// a terminal of another profile gets its own.
	other := canvastest.Color()
	other.R.SetHasDarkBackground(false) // as c is now
	if other.R == c.R || ps.For(other) != ps.For(c) {
		t.Error("two connections of the same kind of terminal hold a palette each")
	}
	if ps.For(canvastest.Plain()) == ps.For(c) {
		t.Error("a plain terminal got the colour terminal's palette")
	}
}

func TestHeadingAndWords(t *testing.T) {
	if got := Heading("KEY", 10, 2).Text(); got != "── KEY ───" {
		t.Errorf("Heading: %q", got)
	}
	got := Heading("KEY", 12, 2, Seg{"3", 3})
	if got.Text() != "── KEY 3 ───" || got[2].Look != 3 || got[len(got)-1].Look != 2 {
		t.Errorf("Heading with extra runs: %q %v", got.Text(), got)
	}
	if got := Heading("A LONG TITLE", 5, 2).Text(); got != "── A LONG TITLE" {
		t.Errorf("a heading wider than its room is cut when written, not here: %q", got)
	}
	ws := Words(" two  words ", 4)
	if len(ws) != 2 || ws[0].Text() != "two" || ws[1][0].Look != 4 {
		t.Errorf("Words: %v", ws)
	}
}

// At reads the place off the spots of the drawn rows: the runs after a
// spot, up to the next spot or the end spot, are its place's.
func TestSpotAt(t *testing.T) {
	const end, first Look = 200, 201
	place := func(m Look) string { return string(rune('a' + m - first)) }
	rows := []Line{
		{{"xx", Plain}, IndexSpot(first, 0, end), {"aa", Plain}, Spot(end), {"-", Plain}, IndexSpot(first, 1, end), {"bbb", Plain}},
	}
	var got strings.Builder
	for x := range 9 {
		if p := SpotAt(rows, 9, x, 0, end, place); p != "" {
			got.WriteString(p)
		} else {
			got.WriteByte('.')
		}
	}
	if got.String() != "..aa.bbb." {
		t.Errorf("SpotAt along the row: %q", got.String())
	}
	if SpotAt(rows, 9, 3, 1, end, place) != "" || SpotAt(rows, 9, -1, 0, end, place) != "" || SpotAt(rows, 4, 5, 0, end, place) != "" {
		t.Error("off the drawing")
	}
	if IndexSpot(first, 54, end) != Spot(end) || IndexSpot(first, -1, end) != Spot(end) || IndexSpot(first, 53, end).Look != 254 {
		t.Error("IndexSpot bounds")
	}
}
