package canvas

import (
	"strings"
	"sync"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/hauntgames/haunt/ui/common"
)

// wrap is the escape text that opens and closes one look.
type wrap struct{ pre, suf string }

// Palette is the escape codes of a game's looks for one terminal. The zero
// Palette draws every look as plain text.
type Palette struct {
	w []wrap
}

// NewPalette turns styles, indexed by Look, into escape pairs. Rendering a
// one-letter sample and splitting around it keeps lipgloss the only thing
// that knows escape codes and color profiles. styles[Plain] is ignored.
func NewPalette(styles []lipgloss.Style) *Palette {
	p := &Palette{w: make([]wrap, len(styles))}
	for i := 1; i < len(styles); i++ {
		out := styles[i].Render("X")
		if j := strings.Index(out, "X"); j >= 0 {
			p.w[i] = wrap{out[:j], out[j+1:]}
		}
	}
	return p
}

func (p *Palette) wrap(l Look) wrap {
	if int(l) < len(p.w) {
		return p.w[l]
	}
	return wrap{}
}

// Wrap is the escape text that opens and closes l, for boards that write
// runs of their own (a map row of cells).
func (p *Palette) Wrap(l Look) (pre, suf string) {
	k := p.wrap(l)
	return k.pre, k.suf
}

// plain is the Palette of a screen without a renderer.
var plain = &Palette{}

// Palettes makes a game's Palette once per kind of terminal and keeps it.
// Styles come from each connection's renderer (an SSH server has one per
// connection, each with its own color profile), but a palette is escape
// codes alone, fixed by the color profile and the background: so terminals
// alike share one, and a server of 300 players keeps a handful of palettes,
// not one per player, nor the renderers of players long gone. It is safe
// for concurrent use: one board, and so one Palettes, serves every
// connection of a server.
type Palettes struct {
	looks func(c *common.Common) []lipgloss.Style

	mu sync.Mutex
	m  map[paletteKey]*Palette
}

// paletteKey names a kind of terminal's escape codes: its color profile
// and whether its background is dark (the palette's colours are adaptive).
type paletteKey struct {
	p    termenv.Profile
	dark bool
}

// NewPalettes keeps the palettes of looks, which builds a game's styles,
// indexed by Look, from one terminal's renderer (c.R) and shared styles.
func NewPalettes(looks func(c *common.Common) []lipgloss.Style) *Palettes {
	return &Palettes{looks: looks, m: map[paletteKey]*Palette{}}
}

// For returns the palette for c's terminal; plain text when c has no
// renderer.
func (ps *Palettes) For(c *common.Common) *Palette {
	if c == nil || c.R == nil {
		return plain
	}
	p := c.R.ColorProfile()
	k := paletteKey{p, p != termenv.Ascii && c.R.HasDarkBackground()}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if pal, ok := ps.m[k]; ok {
		return pal
	}
	pal := NewPalette(ps.looks(c))
	ps.m[k] = pal
	return pal
}
