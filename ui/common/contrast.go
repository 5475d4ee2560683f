package common

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// MinContrast is the least contrast ratio text may have against what it is
// drawn on: WCAG 2's AA level for normal text, 4.5:1.
const MinContrast = 4.5

// Background is a terminal background the palette must read on.
type Background struct {
	Name string
	// Dark says which half of an adaptive colour the terminal draws.
	Dark bool
	// Bg is the background; Fg the terminal's default text on it, what a
	// reversed look without a colour of its own is drawn in.
	Bg, Fg string
}

// Backgrounds are the terminals every colour is measured on: a white light
// terminal, and a black and a typical grey-black (#1E1E1E) dark one.
var Backgrounds = []Background{
	{Name: "light", Dark: false, Bg: "#FFFFFF", Fg: "#000000"},
	{Name: "black", Dark: true, Bg: "#000000", Fg: "#FFFFFF"},
	{Name: "dark", Dark: true, Bg: "#1E1E1E", Fg: "#E8E3D3"},
}

// Contrast is the WCAG 2 contrast ratio of two "#RRGGBB" colours, from 1
// (the same) to 21 (black and white).
func Contrast(a, b string) (float64, error) {
	la, err := luminance(a)
	if err != nil {
		return 0, err
	}
	lb, err := luminance(b)
	if err != nil {
		return 0, err
	}
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05), nil
}

// luminance is the relative luminance of "#RRGGBB" (WCAG 2).
func luminance(hex string) (float64, error) {
	h, ok := strings.CutPrefix(hex, "#")
	if !ok || len(h) != 6 {
		return 0, fmt.Errorf("%q is not a #RRGGBB colour", hex)
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return 0, fmt.Errorf("%q is not a #RRGGBB colour", hex)
	}
	lin := func(c uint64) float64 {
		s := float64(c) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(v>>16&0xff) + 0.7152*lin(v>>8&0xff) + 0.0722*lin(v&0xff), nil
}

// CheckContrast says why text in s would not hold MinContrast on one of
// Backgrounds; nil when it does everywhere. Its colours must be adaptive
// (a fixed colour cannot suit both a dark and a light terminal) and it must
// not be faint (the terminal decides how faint, so nobody can measure it).
// A reversed look is measured as drawn: the terminal's background (or the
// style's) on the foreground colour. Borders are measured as text too.
func CheckContrast(s lipgloss.Style) error {
	var errs []error
	seen := map[string]bool{}
	add := func(err error) {
		if !seen[err.Error()] {
			seen[err.Error()] = true
			errs = append(errs, err)
		}
	}
	if s.GetFaint() {
		add(errors.New("faint: its contrast is up to the terminal"))
	}
	pairs := [][2]lipgloss.TerminalColor{{s.GetForeground(), s.GetBackground()}}
	for _, b := range []lipgloss.TerminalColor{s.GetBorderTopForeground(), s.GetBorderRightForeground(),
		s.GetBorderBottomForeground(), s.GetBorderLeftForeground()} {
		if _, none := b.(lipgloss.NoColor); !none && b != nil {
			pairs = append(pairs, [2]lipgloss.TerminalColor{b, s.GetBorderTopBackground()})
		}
	}
	for _, t := range Backgrounds {
		for _, p := range pairs {
			fg, fgSet, err := pick(p[0], t)
			if err != nil {
				add(err)
				continue
			}
			bg, bgSet, err := pick(p[1], t)
			if err != nil {
				add(err)
				continue
			}
			if !fgSet && !bgSet {
				continue // the terminal's own text on its own background
			}
			if fg == "" {
				fg = t.Fg
			}
			if bg == "" {
				bg = t.Bg
			}
			if s.GetReverse() {
				fg, bg = bg, fg
			}
			r, err := Contrast(fg, bg)
			switch {
			case err != nil:
				add(err)
			case r < MinContrast:
				add(fmt.Errorf("%s on %s is %.2f:1 on a %s terminal (%s), under %.1f:1",
					fg, bg, r, t.Name, t.Bg, MinContrast))
			}
		}
	}
	return errors.Join(errs...)
}

// pick is the "#RRGGBB" c draws on a terminal like t, "" and false when c
// leaves the terminal's own colour.
func pick(c lipgloss.TerminalColor, t Background) (string, bool, error) {
	switch c := c.(type) {
	case nil, lipgloss.NoColor:
		return "", false, nil
	case lipgloss.AdaptiveColor:
		if t.Dark {
			return c.Dark, true, nil
		}
		return c.Light, true, nil
	default:
		return "", false, fmt.Errorf("colour %v is not adaptive: it cannot suit both dark and light terminals", c)
	}
}
