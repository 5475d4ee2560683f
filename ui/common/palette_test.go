package common

import (
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// paletteColors is every colour of p by field name, Seats as Seats[i], so a
// colour added to Palette is measured without naming it here.
func paletteColors(p Palette) map[string]lipgloss.AdaptiveColor {
	out := map[string]lipgloss.AdaptiveColor{}
	v := reflect.ValueOf(p)
	for i := range v.NumField() {
		name, f := v.Type().Field(i).Name, v.Field(i)
		switch c := f.Interface().(type) {
		case lipgloss.AdaptiveColor:
			out[name] = c
		default:
			if f.Kind() != reflect.Array {
				panic("palette field " + name + " is neither a colour nor an array of them")
			}
			for j := range f.Len() {
				out[name+"["+string(rune('0'+j))+"]"] = f.Index(j).Interface().(lipgloss.AdaptiveColor)
			}
		}
	}
	return out
}

// The screen standard: colours hold 4.5:1 contrast on dark and light
// backgrounds. Light against white, Dark against black and #1E1E1E; a
// reversed look (selection, current) draws the background on the colour,
// measured as that pair.
func TestPaletteHoldsContrastOnDarkAndLight(t *testing.T) {
	colors := paletteColors(NewPalette())
	if len(colors) < 10 {
		t.Fatalf("only %d colours found in the palette", len(colors))
	}
	for name, c := range colors {
		for _, b := range Backgrounds {
			fg := c.Light
			if b.Dark {
				fg = c.Dark
			}
			for _, pair := range [][2]string{{fg, b.Bg}, {b.Bg, fg}} { // plain, reversed
				r, err := Contrast(pair[0], pair[1])
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if r < MinContrast {
					t.Errorf("%s: %s on %s is %.2f:1 on a %s terminal, under %.1f:1", name, pair[0], pair[1], r, b.Name, MinContrast)
				}
			}
		}
	}
}

// Every shared style meets the same rule, as drawn: adaptive colours only,
// nothing faint, borders included.
func TestStylesHoldContrastOnDarkAndLight(t *testing.T) {
	st := NewStyles(lipgloss.NewRenderer(io.Discard), NewPalette())
	v := reflect.ValueOf(st)
	for i := range v.NumField() {
		s, ok := v.Field(i).Interface().(lipgloss.Style)
		if !ok {
			t.Fatalf("Styles.%s is not a style", v.Type().Field(i).Name)
		}
		if err := CheckContrast(s); err != nil {
			t.Errorf("Styles.%s: %v", v.Type().Field(i).Name, err)
		}
	}
}

func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#FFFFFF", 21},
		{"#FFFFFF", "#000000", 21},
		{"#777777", "#777777", 1},
		{"#E8E3D3", "#FFFFFF", 1.28}, // the old labels on a light terminal
		{"#767676", "#FFFFFF", 4.54},
	} {
		got, err := Contrast(c.a, c.b)
		if err != nil || got < c.want-0.01 || got > c.want+0.01 {
			t.Errorf("Contrast(%s, %s) = %.3f, %v; want %.2f", c.a, c.b, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "FFFFFF", "#FFF", "#GGGGGG", "243"} {
		if _, err := Contrast(bad, "#000000"); err == nil {
			t.Errorf("Contrast(%q) took it for a colour", bad)
		}
	}
}

// CheckContrast catches what would not read somewhere.
func TestCheckContrastCatches(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	ok := lipgloss.AdaptiveColor{Light: "#2E2A24", Dark: "#E8E3D3"}
	for name, c := range map[string]struct {
		s    lipgloss.Style
		want string
	}{
		"fixed colour":          {r.NewStyle().Foreground(lipgloss.Color("#E8E3D3")), "not adaptive"},
		"ANSI colour":           {r.NewStyle().Foreground(lipgloss.Color("243")), "not adaptive"},
		"faint":                 {r.NewStyle().Foreground(ok).Faint(true), "faint"},
		"light on white":        {r.NewStyle().Foreground(lipgloss.AdaptiveColor{Light: "#E8E3D3", Dark: "#E8E3D3"}), "light terminal"},
		"dark grey on #1E1E1E":  {r.NewStyle().Foreground(lipgloss.AdaptiveColor{Light: "#666666", Dark: "#767676"}), "(#1E1E1E)"},
		"reversed, too light":   {r.NewStyle().Foreground(lipgloss.AdaptiveColor{Light: "#F2C14E", Dark: "#F2C14E"}).Reverse(true), "#FFFFFF on #F2C14E"},
		"border, fixed colour":  {r.NewStyle().Border(lipgloss.NormalBorder()).BorderForeground(lipgloss.Color("240")), "not adaptive"},
		"text on a background":  {r.NewStyle().Foreground(ok).Background(ok), "1.00:1"},
		"background, no colour": {r.NewStyle().Background(lipgloss.AdaptiveColor{Light: "#404040", Dark: "#202020"}), "#000000 on #404040"},
	} {
		err := CheckContrast(c.s)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want it to say %q", name, err, c.want)
		}
	}
	for name, s := range map[string]lipgloss.Style{
		"no colour":          r.NewStyle(),
		"reversed no colour": r.NewStyle().Reverse(true).Bold(true),
		"palette text":       r.NewStyle().Foreground(ok).Reverse(true),
	} {
		if err := CheckContrast(s); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// A Common draws the palette's Light half on a light terminal and its Dark
// half on a dark one, each renderer on its own; without colour, plain text.
func TestStylesFollowTheBackground(t *testing.T) {
	p := NewPalette()
	for _, dark := range []bool{false, true} {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.TrueColor)
		r.SetHasDarkBackground(dark)
		c := New(r)
		want := p.Text.Light
		if dark {
			want = p.Text.Dark
		}
		got := c.Styles.Title.Render("x")
		if seq := termenv.RGBColor(want).Sequence(false); !strings.Contains(got, seq) {
			t.Errorf("dark=%v: title %q lacks %s (%s)", dark, got, seq, want)
		}
	}
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	c := New(r)
	v := reflect.ValueOf(c.Styles)
	for i := range v.NumField() {
		s := v.Field(i).Interface().(lipgloss.Style)
		if out := s.Render("x"); strings.Contains(out, "\x1b") {
			t.Errorf("Styles.%s draws escape codes without colour: %q", v.Type().Field(i).Name, out)
		}
	}
}

// The shared styles take their colours converted once per terminal
// (drawnBy): each must draw exactly what the adaptive colour draws, in
// every colour profile, on dark and light backgrounds alike, and none may
// be left unconverted.
func TestPaletteDrawnByDrawsAsTheAdaptiveColours(t *testing.T) {
	for _, profile := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256, termenv.ANSI, termenv.Ascii} {
		for _, dark := range []bool{true, false} {
			r := lipgloss.NewRenderer(io.Discard)
			r.SetColorProfile(profile)
			r.SetHasDarkBackground(dark)
			p := NewPalette()
			drawn := paletteColors(p.drawnBy(r))
			for name, c := range paletteColors(p) {
				got := drawn[name]
				if got.Light != got.Dark {
					t.Errorf("profile %v, dark %v: %s left adaptive: %+v", profile, dark, name, got)
				}
				want := r.NewStyle().Foreground(c).Background(c).Render("x")
				if s := r.NewStyle().Foreground(got).Background(got).Render("x"); s != want {
					t.Errorf("profile %v, dark %v: %s draws %q, the palette %q", profile, dark, name, s, want)
				}
			}
		}
	}
}
