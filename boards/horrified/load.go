package horrified

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
)

//go:embed data/*.json
var embedded embed.FS

// The data files, in the order they are read. A player's folder may hold any
// of these names; each replaces the embedded file of that name whole.
const (
	VillageFile      = "village.json"
	HeroesFile       = "heroes.json"
	VillagersFile    = "villagers.json"
	ItemsFile        = "items.json"
	MonsterCardsFile = "monster_cards.json"
	PerksFile        = "perks.json"
	MonstersFile     = "monsters.json"
	GameFile         = "game.json"
)

// Files lists the data file names a player's folder may override.
func Files() []string {
	return []string{VillageFile, HeroesFile, VillagersFile, ItemsFile,
		MonsterCardsFile, PerksFile, MonstersFile, GameFile}
}

// EmbeddedFile returns the shipped text of one data file, so a player can
// start an override from it.
func EmbeddedFile(name string) ([]byte, error) {
	if !isDataFile(name) {
		return nil, unknownFileError(name)
	}
	return embedded.ReadFile("data/" + name)
}

// The shape of each file: one JSON object whose keys are Content's keys.
type villageFile struct {
	Spaces     []Space    `json:"spaces"`
	LitPaths   [][]string `json:"lit_paths"` // checked to be pairs
	WaterPaths [][]string `json:"water_paths"`
	Hospital   string     `json:"hospital"`
}

type heroesFile struct {
	Heroes []Hero `json:"heroes"`
}

type villagersFile struct {
	Villagers []Villager `json:"villagers"`
}

type itemsFile struct {
	Items []ItemType `json:"items"`
}

type monsterCardsFile struct {
	MonsterCards []MonsterCard `json:"monster_cards"`
}

type perksFile struct {
	Perks []Perk `json:"perks"`
}

type monstersFile struct {
	Monsters []Monster `json:"monsters"`
}

type gameFile struct {
	Die    Die        `json:"die"`
	Terror Terror     `json:"terror"`
	Setup  SetupRules `json:"setup"`
}

// Default returns the embedded content. It panics only if the embedded data
// is broken, which the package tests guard against. Each call returns a fresh
// value the caller may change.
func Default() *Content {
	c, err := Load(nil)
	if err != nil {
		panic("horrified: embedded content does not load: " + err.Error())
	}
	return c
}

// Load reads the embedded content, with any file of the same name in
// overrides (the player's folder for this game; nil for none) replacing the
// embedded one whole. Dotfiles and README files in overrides are ignored; any
// other name is an error. Every file is decoded strictly (unknown fields are
// errors) and the result is validated; errors name the file, the entry and the
// problem.
func Load(overrides fs.FS) (*Content, error) {
	srcs := map[string][]byte{}
	for _, name := range Files() {
		b, err := embedded.ReadFile("data/" + name)
		if err != nil {
			return nil, fmt.Errorf("%s: embedded file missing: %w", name, err)
		}
		srcs[name] = b
	}
	var errs []error
	if overrides != nil {
		if err := readOverrides(overrides, srcs); err != nil {
			errs = append(errs, err)
		}
	}

	var c Content
	decode := func(name string, v any) {
		if err := decodeStrict(srcs[name], v); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
	}
	var (
		village   villageFile
		heroes    heroesFile
		villagers villagersFile
		items     itemsFile
		cards     monsterCardsFile
		perks     perksFile
		monsters  monstersFile
		game      gameFile
	)
	decode(VillageFile, &village)
	decode(HeroesFile, &heroes)
	decode(VillagersFile, &villagers)
	decode(ItemsFile, &items)
	decode(MonsterCardsFile, &cards)
	decode(PerksFile, &perks)
	decode(MonstersFile, &monsters)
	decode(GameFile, &game)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	c.Spaces, c.Hospital = village.Spaces, village.Hospital
	c.LitPaths = pairs(VillageFile, "lit path", village.LitPaths, &errs)
	c.WaterPaths = pairs(VillageFile, "water path", village.WaterPaths, &errs)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	c.Heroes = heroes.Heroes
	c.Villagers = villagers.Villagers
	c.Items = items.Items
	c.MonsterCards = cards.MonsterCards
	c.Perks = perks.Perks
	c.Monsters = monsters.Monsters
	c.Die, c.Terror, c.Setup = game.Die, game.Terror, game.Setup

	if err := Validate(&c); err != nil {
		return nil, err
	}
	return &c, nil
}

// pairs turns the decoded paths into pairs, reporting any that is not one.
func pairs(file, what string, in [][]string, errs *[]error) [][2]string {
	out := make([][2]string, 0, len(in))
	for i, p := range in {
		if len(p) != 2 {
			*errs = append(*errs, fmt.Errorf("%s: %s %d %q: a path joins exactly 2 spaces, not %d", file, what, i+1, p, len(p)))
			continue
		}
		out = append(out, [2]string{p[0], p[1]})
	}
	return out
}

// readOverrides replaces srcs entries with the files found at the root of
// overrides. A missing folder means no overrides.
func readOverrides(overrides fs.FS, srcs map[string][]byte) error {
	entries, err := fs.ReadDir(overrides, ".")
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("reading the override folder: %w", err)
	}
	var errs []error
	for _, e := range entries {
		name := e.Name()
		if ignoredName(name) {
			continue
		}
		if e.IsDir() || !isDataFile(name) {
			errs = append(errs, unknownFileError(name))
			continue
		}
		b, err := fs.ReadFile(overrides, name)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
			continue
		}
		srcs[name] = b
	}
	return errors.Join(errs...)
}

func ignoredName(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasPrefix(strings.ToUpper(name), "README")
}

func isDataFile(name string) bool {
	for _, f := range Files() {
		if f == name {
			return true
		}
	}
	return false
}

func unknownFileError(name string) error {
	valid := Files()
	sort.Strings(valid)
	return fmt.Errorf("%s: not a Horrified data file (valid names: %s)", name, strings.Join(valid, ", "))
}

// decodeStrict decodes exactly one JSON object into v, rejecting unknown
// fields and trailing data, with line numbers in syntax and type errors.
func decodeStrict(b []byte, v any) error {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf")) // editors on some systems add a BOM
	if len(bytes.TrimSpace(b)) == 0 {
		return errors.New("file is empty")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(b, err)
	}
	var extra json.RawMessage
	if err := dec.Decode(&extra); err != io.EOF {
		return fmt.Errorf("line %d: unexpected data after the JSON object", lineOf(b, dec.InputOffset()))
	}
	return nil
}

func jsonError(b []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("line %d: %s", lineOf(b, syn.Offset), syn.Error())
	case errors.As(err, &typ):
		where := typ.Field
		if where == "" {
			where = "the top level"
		} else {
			where = "field " + where
		}
		return fmt.Errorf("line %d: %s holds a JSON %s where %s is needed",
			lineOf(b, typ.Offset), where, typ.Value, goTypeWord(typ.Type.String()))
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return errors.New("the JSON ends too early (a missing bracket or brace?)")
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	return errors.New(msg)
}

// goTypeWord turns a Go type name into words a player can act on.
func goTypeWord(t string) string {
	switch {
	case t == "int":
		return "a whole number"
	case t == "string", t == "horrified.Confidence":
		return "a string"
	case t == "bool":
		return "true or false"
	case strings.HasPrefix(t, "[]"), strings.HasPrefix(t, "[2]"):
		return "a list"
	case strings.HasPrefix(t, "map["):
		return "an object"
	}
	return "an object"
}

func lineOf(b []byte, off int64) int {
	if off > int64(len(b)) {
		off = int64(len(b))
	}
	if off < 0 {
		off = 0
	}
	return 1 + bytes.Count(b[:off], []byte("\n"))
}
