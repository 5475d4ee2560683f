package horrified

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"

	"github.com/hauntgames/haunt/boards/datafile"
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
	return dataFiles.EmbeddedFile(name)
}

var dataFiles = datafile.Set{
	Embedded: embedded,
	Dir:      "data",
	Names:    Files(),
	Kind:     "a Horrified data file",
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

// Load reads the embedded content with the files in overrides (the player's
// folder for this game; nil for none) replacing those of the same name, as
// [datafile.Set.Read] describes, decodes every file strictly and validates the
// result. Errors name the file, the entry and the problem.
func Load(overrides fs.FS) (*Content, error) {
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
	err := dataFiles.Decode(overrides, map[string]any{
		VillageFile:      &village,
		HeroesFile:       &heroes,
		VillagersFile:    &villagers,
		ItemsFile:        &items,
		MonsterCardsFile: &cards,
		PerksFile:        &perks,
		MonstersFile:     &monsters,
		GameFile:         &game,
	})
	if err != nil {
		return nil, err
	}

	var c Content
	var errs []error
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
