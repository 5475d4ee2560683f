package horrified

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/hauntgames/haunt/boards/datafile"
)

// Grid is the size of the map the spaces' X and Y are placed on.
const (
	GridWidth  = 100
	GridHeight = 30
)

// BagSize is the number of item tokens in the box (rulebook component list).
const BagSize = 60

// Reserved strike symbols and event targets that are not monster mat IDs.
const (
	Bride       = "bride"        // the Bride, on Frankenstein's mat
	Frenzy      = "frenzy"       // the frenzy symbol on a strike line
	CurrentHero = "current_hero" // a card Space meaning the current player's hero's space
)

// Stable kinds the rules switch on; the data may use only these.
var (
	monsterKinds = []string{"dracula", "mummy", "frankenstein", "creature", "wolf_man", "invisible_man"}
	heroSpecials = []string{"", "pickup_adjacent", "jump_to_hero", "item_bonus", "move_anywhere", "jump_to_monster", "move_other_hero"}
	cardEvents   = []string{"place_villager", "place_monster", "hypnotic_gaze", "thief", "on_the_move", "hunt", "reincarnated_soul", "meeting"}
	perkEffects  = []string{"hurry", "rush", "late_night", "repel", "break_of_dawn", "overstock", "place_or_move_monster", "taxi", "investigation", "special_delivery"}
	dieFaces     = []string{"hit", "power", "blank"}
	colors       = []string{Red, Yellow, Blue}
	confidences  = []string{"A", "B", "C", "?"}
)

// Limits of the rules: rules/horrified numbers spaces, heroes, villagers,
// items and perk cards in bytes and bit sets, so content past these cannot
// be played.
const (
	maxSpaces    = 100
	maxHeroes    = 100
	maxActions   = 20
	maxVillagers = 30
	maxStrength  = 50
	maxCoffins   = 8
	maxEvidence  = 30
	maxBoatTrack = 100
	maxCureSlots = 30
	maxDice      = 20
	maxPerks     = 100
	maxPerkCards = 120
	maxTerror    = 100
)

// reservedItemIDs are item IDs the rules' choices use for something else
// ("give cure mayor", "take all").
var reservedItemIDs = []string{"cure", "all"}

// checker collects problems so one error can report several.
type checker struct {
	datafile.Problems
	c *Content
	// sound: only what the rules need (Sound), not what the box says.
	sound bool

	spaces   map[string]Space
	monsters map[string]Monster
	villager map[string]bool
}

// Validate checks content for the problems a hand-edited file can have: IDs
// that repeat, references to spaces, villagers or monsters that do not exist,
// inconsistent water flags, a board that falls apart, impossible numbers. The
// error names the file, the entry and the problem, one line per problem.
func Validate(c *Content) error { return check(c, false) }

// Sound checks only what the rules need to index content: every reference
// resolves, every kind is one the rules know, every number fits the rules'
// counters. It leaves out what the box says but the rules do without: the
// confidence tags, the number of item tokens in the bag, a card's event
// text and strikes, and its move and dice and the setup's items being at
// least 1 (a card that moves nobody still plays). Validate is Sound and
// those. rules/horrified checks with it the content it is given, and then
// only indexes it.
func Sound(c *Content) error { return check(c, true) }

func check(c *Content, sound bool) error {
	k := &checker{Problems: datafile.Problems{Max: maxProblems}, c: c, sound: sound, spaces: map[string]Space{}, monsters: map[string]Monster{}, villager: map[string]bool{}}
	k.village()
	k.monsterMats() // before the cards and perks, which refer to monsters
	k.heroes()
	k.villagers()
	k.items()
	k.cards()
	k.perks()
	k.game()
	return k.Err()
}

// maxProblems caps the list, so one broken reference does not bury the rest.
const maxProblems = 25

func (k *checker) confidence(file, ent, field string, v Confidence, required bool) {
	if k.sound {
		return
	}
	if v == "" {
		if required {
			k.Add(file, ent, "%s is missing", field)
		}
		return
	}
	k.OneOf(file, ent, field, string(v), confidences)
}

// space reports whether id names a space; land requires a land space.
func (k *checker) space(file, ent, field, id string, land bool) {
	s, ok := k.spaces[id]
	switch {
	case id == "":
		k.Add(file, ent, "%s is missing", field)
	case !ok:
		k.Add(file, ent, "%s %q is not a space in %s", field, id, VillageFile)
	case land && s.Water:
		k.Add(file, ent, "%s %q is a water space; only land spaces are allowed here", field, id)
	}
}

func (k *checker) color(file, ent, field, v string) {
	k.OneOf(file, ent, field, v, colors)
}

func (k *checker) positive(file, ent, field string, v int) {
	if v <= 0 {
		k.Add(file, ent, "%s must be at least 1, not %d", field, v)
	}
}

// boxCount is a number the box has at 1 or more that the rules also take
// at 0 (Sound).
func (k *checker) boxCount(file, ent, field string, v int) {
	if !k.sound {
		k.positive(file, ent, field, v)
	} else if v < 0 {
		k.Add(file, ent, "%s must not be negative, not %d", field, v)
	}
}

// atMost reports a number past a limit of the rules.
func (k *checker) atMost(file, ent, field string, v, limit int) {
	if v > limit {
		k.Add(file, ent, "%s must be at most %d, not %d", field, limit, v)
	}
}

func (k *checker) nonEmpty(file, ent, field, v string) {
	if strings.TrimSpace(v) == "" {
		k.Add(file, ent, "%s is missing", field)
	}
}

// unique reports repeated or missing IDs in one list.
func (k *checker) unique(file, kind string, ids []string) {
	seen := map[string]bool{}
	for i, id := range ids {
		if id == "" {
			k.Add(file, datafile.Entry(kind, id, i), "id is missing")
			continue
		}
		if seen[id] {
			k.Add(file, datafile.Entry(kind, id, i), "id is used twice")
		}
		seen[id] = true
	}
}

func (k *checker) village() {
	const f = VillageFile
	c := k.c
	if len(c.Spaces) == 0 {
		k.Add(f, "", "no spaces")
		return
	}
	k.atMost(f, "", "the number of spaces", len(c.Spaces), maxSpaces)
	ids := make([]string, len(c.Spaces))
	for i, s := range c.Spaces {
		ids[i] = s.ID
		e := datafile.Entry("space", s.ID, i)
		k.nonEmpty(f, e, "name", s.Name)
		if s.X < 0 || s.X >= GridWidth || s.Y < 0 || s.Y >= GridHeight {
			k.Add(f, e, "x,y = %d,%d is off the %dx%d map", s.X, s.Y, GridWidth, GridHeight)
		}
		k.confidence(f, e, "confidence", s.Confidence, false)
		if s.ID != "" {
			k.spaces[s.ID] = s
		}
	}
	k.unique(f, "space", ids)

	lit := map[string][]string{}
	wet := map[string]bool{}
	check := func(kind string, paths [][2]string, water bool) {
		seen := map[[2]string]bool{}
		for i, p := range paths {
			e := fmt.Sprintf("%s %d %q", kind, i+1, p[:])
			a, okA := k.spaces[p[0]]
			b, okB := k.spaces[p[1]]
			for _, id := range p {
				if _, ok := k.spaces[id]; !ok {
					k.Add(f, e, "space %q is not a space in %s", id, f)
				}
			}
			if !okA || !okB {
				continue
			}
			key := p
			if key[0] > key[1] {
				key[0], key[1] = key[1], key[0]
			}
			switch {
			case p[0] == p[1]:
				k.Add(f, e, "a path must join two different spaces")
			case seen[key]:
				k.Add(f, e, "the same path is listed twice")
			case water && a.Water == b.Water:
				k.Add(f, e, "a water path must join a water space to a land space")
			case !water && (a.Water || b.Water):
				k.Add(f, e, "a lit path must join two land spaces")
			}
			seen[key] = true
			if water {
				wet[p[0]], wet[p[1]] = true, true
			} else {
				lit[p[0]] = append(lit[p[0]], p[1])
				lit[p[1]] = append(lit[p[1]], p[0])
			}
		}
	}
	check("lit path", c.LitPaths, false)
	check("water path", c.WaterPaths, true)
	k.space(f, "", "hospital", c.Hospital, true)

	// Every land space is reachable from every other over lit paths, and
	// every water space touches a water path.
	var start string
	for _, s := range c.Spaces {
		if !s.Water && s.ID != "" {
			start = s.ID
			break
		}
	}
	if start == "" {
		k.Add(f, "", "there is no land space")
		return
	}
	reached := map[string]bool{start: true}
	queue := []string{start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, n := range lit[s] {
			if !reached[n] {
				reached[n] = true
				queue = append(queue, n)
			}
		}
	}
	var cut []string
	for _, s := range c.Spaces {
		if s.ID == "" {
			continue
		}
		if s.Water && !wet[s.ID] {
			k.Add(f, datafile.Entry("space", s.ID, 0), "water space has no water path")
		}
		if !s.Water && !reached[s.ID] {
			cut = append(cut, s.ID)
		}
	}
	if len(cut) > 0 {
		k.Add(f, "", "the board is not connected over lit paths: cannot reach %s from %q", datafile.QuoteList(cut), start)
	}
}

func (k *checker) heroes() {
	const f = HeroesFile
	if len(k.c.Heroes) == 0 {
		k.Add(f, "", "no heroes")
	}
	k.atMost(f, "", "the number of heroes", len(k.c.Heroes), maxHeroes)
	ids := make([]string, len(k.c.Heroes))
	for i, h := range k.c.Heroes {
		ids[i] = h.ID
		e := datafile.Entry("hero", h.ID, i)
		k.nonEmpty(f, e, "name", h.Name)
		k.positive(f, e, "actions", h.Actions)
		k.atMost(f, e, "actions", h.Actions, maxActions)
		k.space(f, e, "start", h.Start, true)
		k.OneOf(f, e, "special", h.Special, heroSpecials)
		k.confidence(f, e, "confidence", h.Confidence, true)
	}
	k.unique(f, "hero", ids)
}

func (k *checker) villagers() {
	const f = VillagersFile
	if len(k.c.Villagers) == 0 {
		k.Add(f, "", "no villagers")
	}
	k.atMost(f, "", "the number of villagers", len(k.c.Villagers), maxVillagers)
	heroIDs := map[string]bool{}
	for _, h := range k.c.Heroes {
		heroIDs[h.ID] = true
	}
	ids := make([]string, len(k.c.Villagers))
	for i, v := range k.c.Villagers {
		ids[i] = v.ID
		e := datafile.Entry("villager", v.ID, i)
		k.nonEmpty(f, e, "name", v.Name)
		k.space(f, e, "safe", v.Safe, true)
		if v.ID != "" && heroIDs[v.ID] {
			// Choices name both ("target mayor").
			k.Add(f, e, "id is also a hero's in %s", HeroesFile)
		}
		k.confidence(f, e, "confidence", v.Confidence, false)
		if v.ID != "" {
			k.villager[v.ID] = true
		}
	}
	k.unique(f, "villager", ids)
}

func (k *checker) items() {
	const f = ItemsFile
	ids := make([]string, len(k.c.Items))
	total := 0
	for i, it := range k.c.Items {
		ids[i] = it.ID
		e := datafile.Entry("item", it.ID, i)
		k.nonEmpty(f, e, "name", it.Name)
		k.color(f, e, "color", it.Color)
		k.positive(f, e, "strength", it.Strength)
		k.atMost(f, e, "strength", it.Strength, maxStrength)
		if slices.Contains(reservedItemIDs, it.ID) {
			k.Add(f, e, "id %q is reserved: the rules' choices use it", it.ID)
		}
		k.positive(f, e, "copies", it.Copies)
		k.space(f, e, "space", it.Space, true)
		k.confidence(f, e, "confidence", it.Confidence, true)
		k.confidence(f, e, "copies_confidence", it.CopiesConfidence, false)
		if it.Copies > 0 && it.Copies <= BagSize {
			total += it.Copies
		} else if it.Copies > BagSize {
			total += BagSize + 1 // keep the sum from overflowing; it is wrong anyway
		}
	}
	k.unique(f, "item", ids)
	if total != BagSize && !k.sound {
		k.Add(f, "", "item copies add up to %d; the bag holds %d tokens", total, BagSize)
	}
	if k.c.Setup.Items > total {
		k.Add(GameFile, "setup", "items %d is more than the %d item tokens in %s", k.c.Setup.Items, total, f)
	}
}

// monsterRef checks a reference to a monster mat; bride allows "bride" too.
func (k *checker) monsterRef(file, ent, field, id string, bride bool) {
	if _, ok := k.monsters[id]; ok {
		return
	}
	if bride && id == Bride {
		if _, ok := k.monsters["frankenstein"]; ok {
			return
		}
		k.Add(file, ent, "%s %q needs the monster \"frankenstein\" in %s", field, id, MonstersFile)
		return
	}
	if id == "" {
		k.Add(file, ent, "%s is missing", field)
		return
	}
	k.Add(file, ent, "%s %q is not a monster in %s", field, id, MonstersFile)
}

func (k *checker) cards() {
	const f = MonsterCardsFile
	if len(k.c.MonsterCards) == 0 {
		k.Add(f, "", "no monster cards")
	}
	ids := make([]string, len(k.c.MonsterCards))
	for i, mc := range k.c.MonsterCards {
		ids[i] = mc.ID
		e := datafile.Entry("card", mc.ID, i)
		k.nonEmpty(f, e, "name", mc.Name)
		if !k.sound {
			k.nonEmpty(f, e, "event_text", mc.EventText)
		}
		k.positive(f, e, "copies", mc.Copies)
		if mc.Items < 0 {
			k.Add(f, e, "items must not be negative, not %d", mc.Items)
		}
		k.boxCount(f, e, "move", mc.Move)
		k.boxCount(f, e, "dice", mc.Dice)
		k.atMost(f, e, "dice", mc.Dice, maxDice)
		k.confidence(f, e, "confidence", mc.Confidence, true)
		k.confidence(f, e, "strikes_confidence", mc.StrikesConfidence, false)
		if len(mc.Strikes) == 0 && !k.sound {
			k.Add(f, e, "strikes is empty")
		}
		for _, s := range mc.Strikes {
			if s == Frenzy {
				continue
			}
			k.monsterRef(f, e, "strike", s, true)
		}
		if mc.Villager != "" && !k.villager[mc.Villager] {
			k.Add(f, e, "villager %q is not a villager in %s", mc.Villager, VillagersFile)
		}
		if mc.Steps < 0 {
			k.Add(f, e, "steps must not be negative, not %d", mc.Steps)
		}
		switch mc.Event {
		case "place_villager":
			if mc.Villager == "" {
				k.Add(f, e, "a place_villager event needs a villager")
			}
			k.space(f, e, "space", mc.Space, true)
		case "place_monster":
			k.monsterRef(f, e, "event_monster", mc.EventMonster, true)
			if mc.Space != CurrentHero {
				// Only the Creature may be put on water.
				k.space(f, e, "space", mc.Space, mc.EventMonster != "creature")
			}
		case "on_the_move":
			k.positive(f, e, "steps", mc.Steps)
		case "hypnotic_gaze", "hunt", "reincarnated_soul", "meeting":
			k.monsterRef(f, e, "event_monster", mc.EventMonster, true)
			k.positive(f, e, "steps", mc.Steps)
		case "thief":
			k.monsterRef(f, e, "event_monster", mc.EventMonster, true)
		default:
			k.Add(f, e, "event %q is not one of %s", mc.Event, datafile.QuoteList(cardEvents))
		}
		if mc.Event != "place_monster" && mc.Event != "place_villager" && mc.Space != "" {
			k.space(f, e, "space", mc.Space, false)
		}
	}
	k.unique(f, "card", ids)
}

func (k *checker) perks() {
	const f = PerksFile
	if len(k.c.Perks) == 0 {
		k.Add(f, "", "no perks")
	}
	k.atMost(f, "", "the number of perks", len(k.c.Perks), maxPerks)
	cards := 0
	for _, p := range k.c.Perks {
		cards += max(p.Copies, 0)
	}
	k.atMost(f, "", "the number of perk cards", cards, maxPerkCards)
	ids := make([]string, len(k.c.Perks))
	for i, p := range k.c.Perks {
		ids[i] = p.ID
		e := datafile.Entry("perk", p.ID, i)
		k.nonEmpty(f, e, "name", p.Name)
		k.nonEmpty(f, e, "text", p.Text)
		k.positive(f, e, "copies", p.Copies)
		k.confidence(f, e, "confidence", p.Confidence, true)
		k.confidence(f, e, "copies_confidence", p.CopiesConfidence, false)
		for _, m := range p.Monsters {
			k.monsterRef(f, e, "monster", m, true)
		}
		switch p.Effect {
		case "hurry", "rush", "repel":
			k.positive(f, e, "steps", p.Steps)
		case "late_night":
			k.positive(f, e, "actions", p.Actions)
		case "break_of_dawn", "overstock":
			k.positive(f, e, "items", p.Items)
		case "place_or_move_monster":
			k.positive(f, e, "steps", p.Steps)
			if len(p.Monsters) == 0 {
				k.Add(f, e, "a place_or_move_monster perk needs monsters")
			}
		case "taxi", "investigation", "special_delivery":
		default:
			k.Add(f, e, "effect %q is not one of %s", p.Effect, datafile.QuoteList(perkEffects))
		}
	}
	k.unique(f, "perk", ids)
}

func (k *checker) monsterMats() {
	const f = MonstersFile
	if len(k.c.Monsters) == 0 {
		k.Add(f, "", "no monsters")
	}
	ids := make([]string, len(k.c.Monsters))
	for i, m := range k.c.Monsters {
		ids[i] = m.ID
		e := datafile.Entry("monster", m.ID, i)
		if m.ID != "" && !slices.Contains(monsterKinds, m.ID) {
			k.Add(f, e, "id is not one of %s", datafile.QuoteList(monsterKinds))
			continue
		}
		if m.ID != "" {
			k.monsters[m.ID] = m
		}
		k.nonEmpty(f, e, "name", m.Name)
		k.nonEmpty(f, e, "task_text", m.TaskText)
		k.nonEmpty(f, e, "defeat_text", m.DefeatText)
		k.nonEmpty(f, e, "power_text", m.PowerText)
		k.positive(f, e, "frenzy", m.Frenzy)
		k.space(f, e, "start", m.Start, m.ID != "creature")
		k.confidence(f, e, "confidence", m.Confidence, true)
		if m.TaskSpace != "" {
			k.space(f, e, "task_space", m.TaskSpace, true)
		}
		for _, s := range m.Coffins {
			k.space(f, e, "coffin", s, true)
		}
		for _, s := range m.Evidence {
			k.space(f, e, "evidence", s, true)
		}
		if m.BrideStart != "" && m.ID != "frankenstein" {
			k.space(f, e, "bride_start", m.BrideStart, true)
		}
		// Colors: required ones are checked per monster below; any other
		// that is set must still be a color.
		required := map[string][]string{
			"dracula":       {"coffin_color", "defeat_color"},
			"invisible_man": {"defeat_color"},
			"wolf_man":      {"cure_color", "defeat_color"},
			"mummy":         {"scarab_color", "defeat_color"},
			"frankenstein":  {"humanity_color", "bride_color"},
		}[m.ID]
		for _, fv := range [][2]string{{"defeat_color", m.DefeatColor}, {"coffin_color", m.CoffinColor},
			{"cure_color", m.CureColor}, {"scarab_color", m.ScarabColor},
			{"humanity_color", m.HumanityColor}, {"bride_color", m.BrideColor}} {
			if fv[1] != "" || slices.Contains(required, fv[0]) {
				k.color(f, e, fv[0], fv[1])
			}
		}
		for _, v := range m.DefeatColors {
			k.color(f, e, "defeat_colors", v)
		}
		for _, v := range m.BoatTrack {
			k.color(f, e, "boat_track", v)
		}
		for _, v := range m.CureSlots {
			k.positive(f, e, "cure_slots", v)
		}
		switch m.ID {
		case "dracula":
			if len(m.Coffins) == 0 {
				k.Add(f, e, "coffins is empty")
			}
			k.atMost(f, e, "the number of coffins", len(m.Coffins), maxCoffins)
			k.positive(f, e, "coffin_strength", m.CoffinStrength)
		case "invisible_man":
			if len(m.Evidence) == 0 {
				k.Add(f, e, "evidence is empty")
			}
			k.atMost(f, e, "the number of evidence spots", len(m.Evidence), maxEvidence)
		case "creature":
			if len(m.BoatTrack) == 0 {
				k.Add(f, e, "boat_track is empty")
			}
			k.atMost(f, e, "the length of boat_track", len(m.BoatTrack), maxBoatTrack)
			if len(m.DefeatColors) == 0 {
				k.Add(f, e, "defeat_colors is empty")
			}
		case "wolf_man":
			if len(m.CureSlots) == 0 {
				k.Add(f, e, "cure_slots is empty")
			}
			k.atMost(f, e, "the number of cure_slots", len(m.CureSlots), maxCureSlots)
		case "mummy":
			k.scarabs(e, m.ScarabStart)
		case "frankenstein":
			k.space(f, e, "bride_start", m.BrideStart, true)
			k.positive(f, e, "humanity_max", m.HumanityMax)
			k.positive(f, e, "bride_humanity_max", m.BrideHumanityMax)
		}
		switch m.ID {
		case "dracula", "invisible_man", "wolf_man", "mummy":
			k.positive(f, e, "defeat_strength", m.DefeatStrength)
		}
	}
	k.unique(f, "monster", ids)
}

// scarabs checks the Mummy's puzzle start: 7 spots (1-6, then the centre),
// holding scarabs 1-6 once each and one empty spot (0).
func (k *checker) scarabs(e string, s []int) {
	if len(s) != 7 {
		k.Add(MonstersFile, e, "scarab_start must list 7 spots (1-6 and the centre), not %d", len(s))
		return
	}
	seen := map[int]bool{}
	for _, n := range s {
		if n < 0 || n > 6 || seen[n] {
			k.Add(MonstersFile, e, "scarab_start must hold the numbers 0-6 once each (0 = empty), not %v", s)
			return
		}
		seen[n] = true
	}
	if s[6] != 0 {
		k.Add(MonstersFile, e, "scarab_start must leave the centre (the 7th spot) empty, not %d", s[6])
	}
}

func (k *checker) game() {
	const f = GameFile
	c := k.c
	if len(c.Die.Faces) == 0 {
		k.Add(f, "die", "faces is empty")
	}
	for i, face := range c.Die.Faces {
		if !slices.Contains(dieFaces, face) {
			k.Add(f, "die", "face %d %q is not one of %s", i+1, face, datafile.QuoteList(dieFaces))
		}
	}
	k.confidence(f, "die", "confidence", c.Die.Confidence, true)

	k.positive(f, "terror", "max", c.Terror.Max)
	k.atMost(f, "terror", "max", c.Terror.Max, maxTerror)
	if c.Terror.SoloStart < 0 || c.Terror.SoloStart >= c.Terror.Max {
		k.Add(f, "terror", "solo_start %d must be at least 0 and below max %d", c.Terror.SoloStart, c.Terror.Max)
	}
	k.confidence(f, "terror", "solo_confidence", c.Terror.SoloConfidence, false)

	k.boxCount(f, "setup", "items", c.Setup.Items)
	if c.Setup.Perks < 0 {
		k.Add(f, "setup", "perks must not be negative, not %d", c.Setup.Perks)
	}
	for _, name := range sortedKeys(c.Setup.Presets) {
		e := fmt.Sprintf("preset %q", name)
		ms := c.Setup.Presets[name]
		if len(ms) == 0 {
			k.Add(f, e, "names no monsters")
		}
		seen := map[string]bool{}
		for _, m := range ms {
			if _, ok := k.monsters[m]; !ok {
				k.Add(f, e, "monster %q is not a monster in %s", m, MonstersFile)
			} else if seen[m] {
				k.Add(f, e, "monster %q is listed twice", m)
			}
			seen[m] = true
		}
	}
	if len(c.Setup.Monsters) == 0 {
		k.Add(f, "setup", "monsters (difficulty -> count) is empty")
	}
	for _, name := range sortedKeys(c.Setup.Monsters) {
		n := c.Setup.Monsters[name]
		if n <= 0 || n > len(c.Monsters) {
			k.Add(f, fmt.Sprintf("difficulty %q", name), "%d monsters is not between 1 and the %d in %s", n, len(c.Monsters), MonstersFile)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	return keys
}
