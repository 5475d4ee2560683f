package att

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	ba "github.com/hauntgames/haunt/boards/att"
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// Table mode (rules.Table): the referee beside the real game enters what
// the cards and dice showed. Three things differ from digital play.
//
// Secret hands stay secret: a Feat card drawn into a hand is never named.
// The hand holds unknown cards (game.hidden); when its owner plays one, the
// prompt offers every Feat card that may still be in it (the copies not
// seen anywhere else) and takes a free answer for the rest.
//
// A card may be missing from the content (the house deck, or a mistake in a
// transcribed file): every draw prompt takes a free answer naming a card by
// its name or typing its values (see the package doc for the formats). A
// typed card joins this game's content under an ID "typed-…" and takes the
// place of one unseen card of the content, so the totals stay those of the
// box.
//
// The referee corrects drift by hand through rules.Adjuster.

// freeHint says what a free answer takes, for people.
const (
	featHint = "a Feat card by name, or its values: <cost> <effect> (\"1 gain courage 2\", \"0 add_die luck\")"
	swagHint = "a Swag card by name, or its values: <cost> <secrets> <effect> [as <type>] [pay <resource> <n>] (\"3 1 none as horror\")"
	encHint  = "an encounter by name, or its values: <tier> <secrets> <combo> <type>[+<type>] [revelation|warning] (\"green 2 pair3 horror\")"
)

// A resolver finds the card a free answer's text names (a card by its
// name or ID, or typed by its values), or says why it cannot be. A typed
// card joins the game's content: a resolver changes the game it is given
// only for that.
type resolver func(g *game, text string) (int, error)

// freeCard is the Free of a prompt that takes a card typed at the table:
// it finds the card on a scratch copy of the game, so g is not changed.
// The answer's argument is the card, or argTyped for a card typed by its
// values that is not in the content yet: the answer reads the text again
// (card) to add it to the game.
func freeCard(resolve resolver) func(g *game, s engine.Step, id string) (int, error) {
	return func(g *game, _ engine.Step, id string) (int, error) {
		_, text, _ := strings.Cut(id, " ")
		h := g.Clone()
		i, err := resolve(h, text)
		switch {
		case err != nil:
			return 0, err
		case h.w != g.w:
			return argTyped, nil
		}
		return i, nil
	}
}

// typedCard is the card an answer names: its argument, or the card typed
// at the table, added to the game now.
func (g *game) typedCard(c engine.Choice, resolve resolver) int {
	return g.card(c.Arg, c.ID, resolve)
}

// card is card x, or when x is argTyped the card the answer id types.
func (g *game) card(x int, id string, resolve resolver) int {
	if x != argTyped {
		return x
	}
	_, text, _ := strings.Cut(id, " ")
	i, _ := resolve(g, text)
	return i
}

// handFeatOf is the Feat card named or typed as discarded from the current
// seat's hand (the Ghastly Gorge).
func handFeatOf(g *game, text string) (int, error) { return g.handFeat(g.cur, text) }

// playFeatOf is the Feat card named or typed as played from the current
// seat's hand: one it can pay for, and that may be played now.
func playFeatOf(g *game, text string) (int, error) {
	f, err := g.handFeat(g.cur, text)
	if err != nil {
		return 0, err
	}
	x := g.w.c.Feats[f]
	switch {
	case int(g.res[g.cur][rFeat]) < x.Cost:
		return 0, errf("%s costs %s; %s %d", x.Name, plural(x.Cost, "Feat token"), g.person(g.cur).Mid().Does("has"), g.res[g.cur][rFeat])
	case g.swapTooLate(x.Effect):
		return 0, errf("%s swaps a die of the pool, which no card may do after the roll", x.Name)
	}
	return f, nil
}

// deckEncounterIdx is deckEncounter as a resolver.
func (g *game) deckEncounterIdx(text string) (int, error) {
	e, err := g.deckEncounter(text)
	return int(e), err
}

type freeError string

func (e freeError) Error() string { return string(e) }

func errf(format string, a ...any) error { return freeError(fmt.Sprintf(format, a...)) }

// findByName finds a card among n by ID or by name, ignoring case.
func findByName(n int, id, name func(int) string, text string) int {
	for i := range n {
		if id(i) == text || strings.EqualFold(name(i), text) {
			return i
		}
	}
	return -1
}

func (g *game) featByName(text string) int {
	fs := g.w.c.Feats
	return findByName(len(fs), func(i int) string { return fs[i].ID }, func(i int) string { return fs[i].Name }, text)
}

func (g *game) featUsed(f int) bool {
	x := g.w.c.Feats[f]
	return !((x.LostCharter && !g.lc) || (x.PvP && g.solo)) || strings.HasPrefix(x.ID, "typed-")
}

// deckFeat is the Feat card named or typed for a draw from the deck.
func (g *game) deckFeat(text string) (int, error) {
	if looksTyped(text) {
		x, err := g.typedFeat(text)
		if err != nil {
			return 0, err
		}
		return g.addFeat(x), nil
	}
	f := g.featByName(text)
	switch {
	case f < 0:
		return 0, errf("no Feat card is called %q; type its values instead: feat %s", text, featHint)
	case !g.featUsed(f):
		return 0, errf("%s is not in this game's Feat deck", g.w.c.Feats[f].Name)
	case g.fc(0, f) == 0:
		return 0, errf("every copy of %s is already seen elsewhere", g.w.c.Feats[f].Name)
	}
	return f, nil
}

// handFeat is the Feat card named or typed as played (or discarded) from
// seat s's hand.
func (g *game) handFeat(s int, text string) (int, error) {
	if looksTyped(text) {
		if g.hidden[s] == 0 {
			return 0, errf("%s no card the app has not seen", g.person(s).Does("holds"))
		}
		x, err := g.typedFeat(text)
		if err != nil {
			return 0, err
		}
		return g.addFeat(x), nil
	}
	f := g.featByName(text)
	switch {
	case f < 0:
		return 0, errf("no Feat card is called %q; type its values instead: %s", text, featHint)
	case g.fc(2+s, f) > 0:
	case g.hidden[s] == 0:
		return 0, errf("%s no %s", g.person(s).Does("holds"), g.w.c.Feats[f].Name)
	case !g.featUsed(f):
		return 0, errf("%s is not in this game's Feat deck", g.w.c.Feats[f].Name)
	case g.fc(0, f) == 0:
		return 0, errf("every copy of %s is already seen elsewhere", g.w.c.Feats[f].Name)
	}
	return f, nil
}

// mayHold reports whether seat s may hold Feat card f: known in the hand,
// or possibly among its unseen cards.
func (g *game) mayHold(s, f int) bool {
	return g.fc(2+s, f) > 0 || (g.hidden[s] > 0 && g.fc(0, f) > 0)
}

// fromHand takes Feat card f out of seat s's hand: a known card, or one of
// the unseen ones (which is then no longer unseen).
func (g *game) fromHand(s, f int) {
	if g.fc(2+s, f) > 0 {
		g.addFc(2+s, f, -1)
		return
	}
	g.hidden[s]--
	g.fromUnseen(f)
}

// fromUnseen takes Feat card f out of the cards not seen anywhere; a typed
// card that is not among them takes the place of one that is.
func (g *game) fromUnseen(f int) {
	if g.fc(0, f) > 0 {
		g.addFc(0, f, -1)
	} else {
		g.featGhost++
	}
}

func (g *game) deckSwag(text string) (int, error) {
	if looksTyped(text) {
		x, err := g.typedSwag(text)
		if err != nil {
			return 0, err
		}
		return g.addSwag(x), nil
	}
	ss := g.w.c.Swag
	s := findByName(len(ss), func(i int) string { return ss[i].ID }, func(i int) string { return ss[i].Name }, text)
	switch {
	case s < 0:
		return 0, errf("no Swag card is called %q; type its values instead: %s", text, swagHint)
	case g.swagCnt[s] == 0:
		return 0, errf("no copy of %s is left in the Swag deck", ss[s].Name)
	}
	return s, nil
}

func (g *game) deckEncounter(text string) (int16, error) {
	tier := g.topTier()
	if f := strings.Fields(text); len(f) > 1 && slices.Contains(tierIDs[:], f[0]) && looksTyped(f[1]) {
		x, err := g.typedEncounter(text)
		if err != nil {
			return 0, err
		}
		return g.addEncounter(x), nil
	}
	es := g.w.c.Encounters
	e := findByName(len(es), func(i int) string { return es[i].ID }, func(i int) string { return es[i].Name }, text)
	switch {
	case e < 0:
		return 0, errf("no encounter is called %q; type its values instead: %s", text, encHint)
	case g.encAt[e] == eOut:
		return 0, errf("%s is not in this game", es[e].Name)
	case g.encAt[e] != eUnseen:
		return 0, errf("%s is already out of the deck", es[e].Name)
	case int(g.w.encTier[e]) != tier:
		return 0, errf("%s is %s; the deck's top tier is %s", es[e].Name, es[e].Tier, tierIDs[tier])
	}
	return int16(e), nil
}

// looksTyped: a typed card starts with a number (the cost or secrets).
func looksTyped(text string) bool {
	f := strings.Fields(text)
	if len(f) == 0 {
		return false
	}
	_, err := strconv.Atoi(f[0])
	return err == nil
}

// num1 reads a count from 0 to 20.
func num1(s, what string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 20 {
		return 0, errf("%s must be a number from 0 to 20, not %q", what, s)
	}
	return n, nil
}

// parseEffect reads an effect from the front of toks: "none", "set_die",
// "steal", "trade", "rescue", "swap_die <die>", "add_die <die>",
// "pool_die <die>", "extra_reroll <n>", "bump_die <n>",
// "gain <resource> <n>". allowed lists the kinds the card may have.
func (g *game) parseEffect(toks []string, allowed []string) (ba.Effect, []string, error) {
	if len(toks) == 0 {
		return ba.Effect{}, nil, errf("the effect is missing: one of %s", strings.Join(allowed, ", "))
	}
	e := ba.Effect{Kind: toks[0]}
	if !slices.Contains(allowed, e.Kind) {
		return e, nil, errf("%q is not an effect this card can have: one of %s", toks[0], strings.Join(allowed, ", "))
	}
	rest := toks[1:]
	need := func(what string) (string, error) {
		if len(rest) == 0 {
			return "", errf("%s needs %s", e.Kind, what)
		}
		s := rest[0]
		rest = rest[1:]
		return s, nil
	}
	count := func() error {
		s, err := need("a number from 1 to 10")
		if err != nil {
			return err
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 10 {
			return errf("%s needs a number from 1 to 10, not %q", e.Kind, s)
		}
		e.N = n
		return nil
	}
	switch e.Kind {
	case ba.EffSwapDie, ba.EffAddDie, ba.EffPoolDie:
		d, err := need("a die kind")
		if err != nil {
			return e, nil, err
		}
		k, ok := g.w.dieIdx[d]
		if !ok || (e.Kind == ba.EffSwapDie && k == g.w.basic) || (g.w.dice[k].LostCharter && !g.lc) {
			var ids []string
			for i, x := range g.w.dice {
				if i != g.w.basic && (!x.LostCharter || g.lc) {
					ids = append(ids, x.ID)
				}
			}
			return e, nil, errf("%s needs a die kind, one of %s, not %q", e.Kind, strings.Join(ids, ", "), d)
		}
		e.Die = d
	case ba.EffExtraReroll, ba.EffBumpDie:
		if err := count(); err != nil {
			return e, nil, err
		}
	case ba.EffGain:
		r, err := need("a resource")
		if err != nil {
			return e, nil, err
		}
		if resIndex(r) < 0 {
			return e, nil, errf("gain needs a resource, one of %s, not %q", strings.Join(resIDs[:], ", "), r)
		}
		e.Resource = r
		if err := count(); err != nil {
			return e, nil, err
		}
	}
	return e, rest, nil
}

// typedFeat reads "<cost> <effect>".
func (g *game) typedFeat(text string) (ba.FeatCard, error) {
	toks := strings.Fields(text)
	cost, err := num1(toks[0], "the cost in Feat tokens")
	if err != nil {
		return ba.FeatCard{}, err
	}
	kinds := []string{ba.EffSwapDie, ba.EffAddDie, ba.EffExtraReroll, ba.EffSetDie, ba.EffBumpDie, ba.EffGain, ba.EffSteal, ba.EffTrade, ba.EffRescue, ba.EffNone}
	e, rest, err := g.parseEffect(toks[1:], kinds)
	if err != nil {
		return ba.FeatCard{}, err
	}
	if len(rest) > 0 {
		return ba.FeatCard{}, errf("%q is too much: a Feat card is <cost> <effect>", strings.Join(rest, " "))
	}
	pvp := e.Kind == ba.EffSteal || e.Kind == ba.EffTrade || e.Kind == ba.EffRescue
	if pvp && g.solo {
		return ba.FeatCard{}, errf("a %s card is played against other players and is not in the solo deck", e.Kind)
	}
	return ba.FeatCard{Name: "Feat (" + effectWords(e) + ")", Copies: 1, Cost: cost, Effect: e, PvP: pvp,
		Text: "Typed at the table: " + effectWords(e) + ".", Confidence: "H"}, nil
}

// typedSwag reads "<cost> <secrets> <effect> [as <type>] [pay <resource> <n>]".
func (g *game) typedSwag(text string) (ba.Swag, error) {
	toks := strings.Fields(text)
	if len(toks) < 3 {
		return ba.Swag{}, errf("a Swag card is %s", swagHint)
	}
	cost, err := num1(toks[0], "the cost in Treasure")
	if err != nil {
		return ba.Swag{}, err
	}
	sec, err := num1(toks[1], "the Ancient Secrets")
	if err != nil {
		return ba.Swag{}, err
	}
	kinds := []string{ba.EffNone, ba.EffPoolDie, ba.EffAddDie, ba.EffExtraReroll, ba.EffSetDie, ba.EffBumpDie, ba.EffGain, ba.EffSteal}
	e, rest, err := g.parseEffect(toks[2:], kinds)
	if err != nil {
		return ba.Swag{}, err
	}
	s := ba.Swag{Copies: 1, Cost: cost, Secrets: sec, Effect: e, Confidence: "H",
		Exhausts: e.Kind != ba.EffNone && e.Kind != ba.EffPoolDie}
	for len(rest) > 0 {
		switch {
		case rest[0] == "as" && len(rest) >= 2 && typeIndex(rest[1]) >= 0 && s.CountsAs == "":
			s.CountsAs = rest[1]
			rest = rest[2:]
		case rest[0] == "pay" && len(rest) >= 3 && resIndex(rest[1]) >= 0 && s.Exhausts:
			n, err := strconv.Atoi(rest[2])
			if err != nil || n < 1 || n > 10 {
				return ba.Swag{}, errf("pay needs a number from 1 to 10, not %q", rest[2])
			}
			if s.UseCost == nil {
				s.UseCost = map[string]int{}
			}
			s.UseCost[rest[1]] += n
			rest = rest[3:]
		default:
			return ba.Swag{}, errf("%q is not understood: after the effect come \"as <type>\" (%s) and, for a card used by exhausting it, \"pay <resource> <n>\"", strings.Join(rest, " "), strings.Join(typeIDs[:], ", "))
		}
	}
	s.Name = "Swag (" + plural(sec, "secret") + ", " + effectWords(e) + ")"
	s.Text = "Typed at the table: " + effectWords(e) + "."
	if s.CountsAs != "" {
		s.Text += " Counts as a " + s.CountsAs + "."
	}
	return s, nil
}

// typedEncounter reads "<tier> <secrets> <combo> <type>[+<type>...]
// [revelation|warning]"; combo is high<m>, pair<m>, block<m>[x<size>] or
// run<m>[x<size>] (size 3 when left out). The tier must be the deck's top
// tier, the one being dealt.
func (g *game) typedEncounter(text string) (ba.Encounter, error) {
	toks := strings.Fields(text)
	if len(toks) < 4 || len(toks) > 5 {
		return ba.Encounter{}, errf("an encounter is %s", encHint)
	}
	tier := slices.Index(tierIDs[:], toks[0])
	if tier < 0 {
		return ba.Encounter{}, errf("the tier is green, orange or red, not %q", toks[0])
	}
	if top := g.topTier(); tier != top {
		return ba.Encounter{}, errf("the deck's top tier is %s, not %s", tierIDs[top], toks[0])
	}
	sec, err := num1(toks[1], "the Ancient Secrets")
	if err != nil {
		return ba.Encounter{}, err
	}
	cb, err := parseReq(toks[2])
	if err != nil {
		return ba.Encounter{}, err
	}
	e := ba.Encounter{Tier: tierIDs[tier], Secrets: sec, Combo: &cb, Confidence: "H"}
	for _, t := range strings.Split(toks[3], "+") {
		if typeIndex(t) < 0 || slices.Contains(e.Types, t) {
			return ba.Encounter{}, errf("the types are %s joined with +, each once, not %q", strings.Join(typeIDs[:], ", "), toks[3])
		}
		e.Types = append(e.Types, t)
	}
	if len(toks) == 5 {
		if toks[4] != ba.Revelation && toks[4] != ba.Warning {
			return ba.Encounter{}, errf("the last word is revelation or warning, not %q", toks[4])
		}
		if !g.lc {
			return ba.Encounter{}, errf("%s encounters come with The Lost Charter, which is not in this game", toks[4])
		}
		e.Kind, e.LostCharter = toks[4], true
	}
	e.Name = "Encounter (" + e.Tier + " " + plural(sec, "secret") + ", " + comboWords(cb) + ")"
	return e, nil
}

// parseReq reads a combination requirement: "high5", "pair4", "block3x4"
// (4 or more dice showing 3 or more), "run2x3".
func parseReq(s string) (ba.Combo, error) {
	bad := errf("the combination is high<min>, pair<min>, block<min>[x<size>] or run<min>[x<size>] (\"run4x3\"), not %q", s)
	for _, k := range []string{ba.High, ba.Pair, ba.Block, ba.Run} {
		rest, ok := strings.CutPrefix(s, k)
		if !ok {
			continue
		}
		m, sz, hasSize := strings.Cut(rest, "x")
		c := ba.Combo{Kind: k}
		var err error
		if c.Min, err = strconv.Atoi(m); err != nil || c.Min < 1 || c.Min > 6 {
			return c, bad
		}
		if hasSize {
			if k == ba.High || k == ba.Pair {
				return c, bad
			}
			if c.Size, err = strconv.Atoi(sz); err != nil || c.Size < 3 || c.Size > 6 {
				return c, errf("a %s is 3 to 6 dice, not %q", k, sz)
			}
		}
		if k == ba.Run && c.Min+max(c.Size, 3)-1 > 6 {
			return c, errf("a run of %d from %d would need a die showing %d", max(c.Size, 3), c.Min, c.Min+max(c.Size, 3)-1)
		}
		return c, nil
	}
	return ba.Combo{}, bad
}

// effectWords says an effect in a few words, for a typed card's name.
func effectWords(e ba.Effect) string {
	switch e.Kind {
	case ba.EffSwapDie:
		return "swap a basic die for a " + e.Die + " die"
	case ba.EffAddDie:
		return "add a " + e.Die + " die"
	case ba.EffPoolDie:
		return "a " + e.Die + " die in every pool"
	case ba.EffExtraReroll:
		return plural(e.N, "more re-roll")
	case ba.EffSetDie:
		return "set a die"
	case ba.EffBumpDie:
		return "a die +" + itoa(e.N)
	case ba.EffGain:
		return "gain " + itoa(e.N) + " " + e.Resource
	case ba.EffNone:
		return "no effect"
	}
	return e.Kind
}

// extend gives the game its own world with one more card: the shared world
// is never changed. key names the typed card so the same values typed
// again are the same card.
func (g *game) extend(key string, add func(c *ba.Content, w *world) int) (int, bool) {
	if i, ok := g.w.typed[key]; ok {
		return i, false
	}
	w := *g.w
	c := *g.w.c
	w.c = &c
	w.typed = maps.Clone(g.w.typed)
	if w.typed == nil {
		w.typed = map[string]int{}
	}
	i := add(&c, &w)
	w.typed[key] = i
	g.w = &w
	return i, true
}

func (g *game) addFeat(x ba.FeatCard) int {
	key := "feat " + x.Name + " " + itoa(x.Cost)
	nf := len(g.w.c.Feats)
	i, added := g.extend(key, func(c *ba.Content, w *world) int {
		x.ID = "typed-feat-" + itoa(len(w.typed)+1)
		x.Name = x.Name + " #" + itoa(len(w.typed)+1)
		c.Feats = append(slices.Clip(c.Feats), x)
		return len(c.Feats) - 1
	})
	if added {
		// The counts grow by a column: one more card in every block.
		cnt := make([]int8, (2+g.n)*(nf+1))
		for b := range 2 + g.n {
			copy(cnt[b*(nf+1):], g.featCnt[b*nf:(b+1)*nf])
		}
		g.featCnt = cnt
		g.log("typed", "A Feat card not in the content is added to this game: "+g.w.c.Feats[i].Name+" ("+plural(x.Cost, "Feat token")+"), id "+g.w.c.Feats[i].ID+".")
	}
	return i
}

func (g *game) addSwag(x ba.Swag) int {
	key := "swag " + x.Name + " " + itoa(x.Cost) + " " + x.CountsAs + " " + useCostWords(x.UseCost)
	i, added := g.extend(key, func(c *ba.Content, w *world) int {
		x.ID = "typed-swag-" + itoa(len(w.typed)+1)
		x.Name = x.Name + " #" + itoa(len(w.typed)+1)
		c.Swag = append(slices.Clip(c.Swag), x)
		return len(c.Swag) - 1
	})
	if added {
		g.swagCnt = append(slices.Clip(g.swagCnt), 0)
		g.log("typed", "A Swag card not in the content is added to this game: "+g.w.c.Swag[i].Name+", id "+g.w.c.Swag[i].ID+".")
	}
	return i
}

func useCostWords(m map[string]int) string {
	var parts []string
	for _, r := range resIDs {
		if n := m[r]; n > 0 {
			parts = append(parts, itoa(n)+" "+r)
		}
	}
	return strings.Join(parts, " ")
}

// addEncounter adds a typed encounter; each one is a card of its own (an
// encounter is dealt once), so it is never reused.
func (g *game) addEncounter(x ba.Encounter) int16 {
	n := len(g.w.typed) + 1
	i, _ := g.extend("encounter "+itoa(n), func(c *ba.Content, w *world) int {
		x.ID = "typed-enc-" + itoa(n)
		x.Name = x.Name + " #" + itoa(n)
		c.Encounters = append(slices.Clip(c.Encounters), x)
		w.encTier = append(slices.Clip(w.encTier), int8(slices.Index(tierIDs[:], x.Tier)))
		var ts []int8
		for _, t := range x.Types {
			ts = append(ts, int8(typeIndex(t)))
		}
		w.encTypes = append(slices.Clip(w.encTypes), ts)
		return len(c.Encounters) - 1
	})
	g.encAt = append(slices.Clip(g.encAt), eUnseen)
	g.log("typed", "An encounter not in the content is added to this game: "+g.w.c.Encounters[i].Name+", id "+g.w.c.Encounters[i].ID+".")
	return int16(i)
}

// Adjustments (rules.Adjuster): the referee's corrections, table mode only.
// They put things where the table has them without triggering any rule (no
// achievement changes hands, no encounter is overcome), and every token
// and card stays exactly once somewhere.

type adj struct {
	id, label string
	op        uint8
	a, b, c   int
}

const (
	adRes = iota
	adPawn
	adTTSeat // a held token to the track (b=0) or the box (b=1)
	adTTTrack
	adTTBox
	adEncounter
	adAchievement
)

func (g *game) pawnWords(p int8) string {
	switch p {
	case atBoat:
		return "the Riverboat"
	case atPost:
		return "the Trading Post"
	}
	return g.w.c.Locations[p].Name
}

// encWhere says where encounter e is, in words.
func (g *game) encWhere(e int) string {
	at := g.encAt[e]
	switch {
	case at == eRumours:
		return "in the Rumours"
	case at >= eScore && at < eGone:
		return "in " + g.person(int(at-eScore)).Mid().Possessive() + " score pile"
	case at == eGone:
		return "out of the game"
	}
	return "in the deck"
}

func (g *game) adjOpts() []adj {
	c := g.w.c
	var o []adj
	for s := range g.n {
		for r := range nRes {
			have, bank := int(g.res[s][r]), g.bank(r)
			for v := range have + bank + 1 {
				if v != have {
					o = append(o, adj{id: "adjust res " + itoa(s) + " " + resName(r) + " " + itoa(v),
						label: "Set " + g.person(s).Mid().Possessive() + " " + resName(r) + " to " + itoa(v) + " (now " + itoa(have) + ", " + itoa(bank) + " in the bank)", op: adRes, a: s, b: r, c: v})
				}
			}
		}
	}
	for s := range g.n {
		places := []int8{atBoat, atPost}
		ids := []string{"riverboat", "post"}
		for l, loc := range c.Locations {
			places = append(places, int8(l))
			ids = append(ids, loc.ID)
		}
		for i, p := range places {
			if p != g.pawn[s] {
				o = append(o, adj{id: "adjust pawn " + itoa(s) + " " + ids[i], label: "Put " + g.person(s).Mid().Possessive() + " pawn at " + g.pawnWords(p) + " (now at " + g.pawnWords(g.pawn[s]) + ")", op: adPawn, a: s, b: int(p)})
			}
		}
	}
	for s := range g.n {
		for v, n := range g.ttHeld[s] {
			if n > 0 {
				o = append(o, adj{id: "adjust tt " + itoa(v) + " " + itoa(s) + " track", label: "Return " + g.person(s).Mid().Possessive() + " Terrible Thing worth " + itoa(v) + " to the Expedition track", op: adTTSeat, a: s, b: 0, c: v},
					adj{id: "adjust tt " + itoa(v) + " " + itoa(s) + " box", label: "Return " + g.person(s).Mid().Possessive() + " Terrible Thing worth " + itoa(v) + " to the box", op: adTTSeat, a: s, b: 1, c: v})
			}
		}
	}
	if len(g.track) > 1 { // the track never empties by hand: that ends the game
		for _, v := range slices.Compact(slices.Clone(g.track)) {
			o = append(o, adj{id: "adjust tt " + itoa(int(v)) + " track box", label: "Put a Terrible Thing worth " + itoa(int(v)) + " from the track back in the box", op: adTTTrack, c: int(v)})
		}
	}
	for v, n := range g.ttBox {
		if n > 0 {
			o = append(o, adj{id: "adjust tt " + itoa(v) + " box track", label: "Put a Terrible Thing worth " + itoa(v) + " from the box on the track (" + itoa(int(n)) + " in the box)", op: adTTBox, c: v})
		}
	}
	for e, at := range g.encAt {
		if at != eRumours && !(at >= eScore && at < eGone) && at != eGone || g.enc(int16(e)).Kind == ba.EventKind {
			continue
		}
		for l, loc := range c.Locations {
			if !g.active(l) {
				o = append(o, adj{id: "adjust encounter " + c.Encounters[e].ID + " " + loc.ID, label: "Put " + c.Encounters[e].Name + " back on " + loc.Name + " (now " + g.encWhere(e) + ")", op: adEncounter, a: e, b: l})
			}
		}
	}
	for a, h := range g.ach {
		if h == achOut || h == achGone {
			continue
		}
		for s := -1; s < g.n; s++ {
			if s == int(h) {
				continue
			}
			id, who := itoa(s), g.person(max(s, 0)).Object()
			if s < 0 {
				id, who = "none", "nobody"
			}
			o = append(o, adj{id: "adjust achievement " + c.Achievements[a].ID + " " + id, label: "Give " + c.Achievements[a].Name + " to " + who, op: adAchievement, a: a, b: s})
		}
	}
	return o
}

// Adjustments implements rules.Adjuster: none outside table mode.
func (g *game) Adjustments() []rules.Choice {
	if g.over || !g.table {
		return nil
	}
	o := g.adjOpts()
	cs := make([]rules.Choice, len(o))
	for i, x := range o {
		cs[i] = rules.Choice{ID: x.id, Label: x.label}
	}
	return cs
}

// Adjust makes one correction by hand on a copy of the game
// (engine.Adjustable), logged as "Adjusted: …". The engine refuses one that
// would leave the question now asked without an answer. The question stays
// as it is asked, even one the correction would have settled (a track
// filled by hand): the next answer runs on from it.
func (g *game) Adjust(id string) error {
	if g.over || !g.table {
		return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "adjustments are for table mode, while the game goes on"}
	}
	opts := g.adjOpts()
	i := slices.IndexFunc(opts, func(x adj) bool { return x.id == id })
	if i < 0 {
		return &rules.IllegalError{Seat: rules.Referee, Choice: id, Why: "no such adjustment now; they start with \"adjust\": res, pawn, tt, encounter, achievement"}
	}
	g.adjusted = true
	g.adjust(opts[i])
	return nil
}

func (g *game) adjust(x adj) {
	c := g.w.c
	say := func(text string) { g.log("adjust", "Adjusted: "+text+".") }
	switch x.op {
	case adRes:
		was := g.res[x.a][x.b]
		g.supply[x.b] -= int16(x.c) - was
		g.res[x.a][x.b] = int16(x.c)
		say(g.person(x.a).Mid().Possessive() + " " + resName(x.b) + " is set to " + itoa(x.c) + " (was " + itoa(int(was)) + ")")
	case adPawn:
		was, fore := g.pawn[x.a], g.fore[x.a]
		g.setPawn(x.a, int8(x.b))
		text := g.person(x.a).Mid().Possessive() + " pawn is put at " + g.pawnWords(int8(x.b)) + " (was at " + g.pawnWords(was) + ")"
		if fore {
			text += "; the encounter it left is no longer foreshadowed"
		}
		say(text)
	case adTTSeat:
		g.ttHeld[x.a][x.c]--
		if x.b == 0 {
			g.trackAdd(x.c)
			say(g.person(x.a).Mid().Possessive() + " Terrible Thing worth " + itoa(x.c) + " goes back on the Expedition track")
		} else {
			g.ttBox[x.c]++
			say(g.person(x.a).Mid().Possessive() + " Terrible Thing worth " + itoa(x.c) + " goes back in the box")
		}
	case adTTTrack:
		i := slices.Index(g.track, int8(x.c))
		g.track = slices.Delete(g.track, i, i+1)
		g.ttBox[x.c]++
		say("a Terrible Thing worth " + itoa(x.c) + " leaves the track for the box")
	case adTTBox:
		g.ttBox[x.c]--
		g.trackAdd(x.c)
		say("a Terrible Thing worth " + itoa(x.c) + " comes out of the box onto the track")
	case adEncounter:
		e := int16(x.a)
		where := g.encWhere(x.a)
		if g.encAt[e] == eRumours {
			i := slices.Index(g.rumours, e)
			g.rumours = slices.Delete(g.rumours, i, i+1)
		}
		g.encAt[e] = eLoc + int16(x.b)
		g.locEnc[x.b] = e
		say(c.Encounters[e].Name + " is put back on " + c.Locations[x.b].Name + " (was " + where + ")")
	case adAchievement:
		g.ach[x.a] = int8(max(x.b, achNone))
		who := "nobody"
		if x.b >= 0 {
			who = g.person(x.b).Object()
		}
		say(c.Achievements[x.a].Name + " goes to " + who)
	}
}

// trackAdd puts a Terrible Thing worth v on the track, in order.
func (g *game) trackAdd(v int) {
	i, _ := slices.BinarySearch(g.track, int8(v))
	g.track = slices.Insert(g.track, i, int8(v))
}
