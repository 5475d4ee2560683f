package att

import (
	"fmt"
	"slices"
	"strconv"

	ba "github.com/hauntgames/haunt/boards/att"
)

// Resources by index: the order of the stash.
const (
	rFocus = iota
	rTreasure
	rCourage
	rFeat
	nRes
)

var resIDs = [nRes]string{ba.Focus, ba.Treasure, ba.Courage, ba.Feat}

func resIndex(id string) int { return slices.Index(resIDs[:], id) }

var typeIDs = [4]string{ba.Pitfall, ba.Artifact, ba.Horror, ba.Villain}

func typeIndex(id string) int { return slices.Index(typeIDs[:], id) }

var tierIDs = [3]string{ba.Green, ba.Orange, ba.Red}

// world is the content compiled for fast lookups; games share it.
type world struct {
	c *ba.Content
	// supply is each resource's worth in the box: its single tokens and
	// every grey 5x token (greys of them, each worth greyWorth), as if
	// all the greys were that resource's. See game.bank.
	supply    [nRes]int16
	greys     int16
	greyWorth int16
	typeRes   [4]int // encounter type -> resource its card brings
	dice      []ba.DieKind
	dieIdx    map[string]int
	basic     int
	dealOrd   []int // location indices from the lowest slot to the highest
	locIdx    map[string]int
	encTier   []int8
	encTypes  [][]int8
	ttVals    []int // token values, ascending
	ttCount   []int
	charIdx   map[string]int
	obsOf     []int // character -> obsession, -1 none
	// typed maps a card typed at the table (table mode) to its index; a
	// game that meets one gets a world of its own (see game.extend).
	typed map[string]int
	// drawIDs are the IDs of the draws of each content card ("feat
	// garlic"), by kind of draw, made once: the draws are most of what a
	// game asks.
	drawIDs [nDraws][]string
}

// Kinds of card draw whose IDs drawID knows.
const (
	drawFeat = iota
	drawSwag
	drawEncounter
	nDraws
)

// drawPrefix starts the ID of each kind of draw.
var drawPrefix = [nDraws]string{"feat ", "swag ", "encounter "}

// drawID is the ID of the draw of card i, of the given kind, whose own ID
// is id: made once for the content's cards, on the spot for a card typed
// at the table.
func (w *world) drawID(kind, i int, id string) string {
	if ids := w.drawIDs[kind]; i < len(ids) {
		return ids[i]
	}
	return drawPrefix[kind] + id
}

func newWorld(c *ba.Content) (*world, error) {
	if c == nil {
		return nil, fmt.Errorf("no content")
	}
	if err := ba.Validate(c); err != nil {
		return nil, err
	}
	w := &world{c: c, dieIdx: map[string]int{}, locIdx: map[string]int{}, charIdx: map[string]int{}}
	w.greys, w.greyWorth = int16(c.Multipliers.Count), int16(c.Multipliers.Worth)
	for _, r := range c.Resources {
		i := resIndex(r.ID)
		w.supply[i] = int16(r.Supply) + w.greys*w.greyWorth
		w.typeRes[typeIndex(r.Encounter)] = i
	}
	w.dice = c.Dice
	for i, d := range c.Dice {
		w.dieIdx[d.ID] = i
	}
	w.basic = w.dieIdx["basic"]
	for _, f := range c.Feats {
		w.drawIDs[drawFeat] = append(w.drawIDs[drawFeat], drawPrefix[drawFeat]+f.ID)
	}
	for _, x := range c.Swag {
		w.drawIDs[drawSwag] = append(w.drawIDs[drawSwag], drawPrefix[drawSwag]+x.ID)
	}
	for _, e := range c.Encounters {
		w.drawIDs[drawEncounter] = append(w.drawIDs[drawEncounter], drawPrefix[drawEncounter]+e.ID)
	}
	for i, l := range c.Locations {
		w.locIdx[l.ID] = i
		w.dealOrd = append(w.dealOrd, i)
	}
	slices.SortFunc(w.dealOrd, func(a, b int) int { return c.Locations[a].Slot - c.Locations[b].Slot })
	for _, e := range c.Encounters {
		w.encTier = append(w.encTier, int8(slices.Index(tierIDs[:], e.Tier)))
		var ts []int8
		for _, t := range e.Types {
			ts = append(ts, int8(typeIndex(t)))
		}
		w.encTypes = append(w.encTypes, ts)
	}
	tt := slices.Clone(c.TTTokens)
	slices.SortFunc(tt, func(a, b ba.TTToken) int { return a.Value - b.Value })
	for _, t := range tt {
		w.ttVals = append(w.ttVals, t.Value)
		w.ttCount = append(w.ttCount, t.Count)
	}
	for i, ch := range c.Characters {
		w.charIdx[ch.ID] = i
		o := -1
		for j, ob := range c.Obsessions {
			if ob.Character == ch.ID {
				o = j
			}
		}
		w.obsOf = append(w.obsOf, o)
	}
	return w, nil
}

// comboWords says a combination requirement in words.
func comboWords(c ba.Combo) string {
	switch c.Kind {
	case ba.High:
		return "a die of " + strconv.Itoa(c.Min) + "+"
	case ba.Pair:
		return "a pair of " + strconv.Itoa(c.Min) + "+"
	case ba.Block:
		return "a block of " + strconv.Itoa(max(c.Size, 3)) + "+ of " + strconv.Itoa(c.Min) + "+"
	case ba.Run:
		return "a run of " + strconv.Itoa(max(c.Size, 3)) + "+ from " + strconv.Itoa(c.Min) + "+"
	}
	return c.Kind
}
