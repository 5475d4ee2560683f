package att

import (
	"embed"
	"fmt"
	"io/fs"

	"github.com/hauntgames/haunt/boards/datafile"
)

// embedded holds the shipped files, and in data/first the house deck's
// first edition of those the second changed (the Encounter, Scenario and
// Swag files, before Forgotten Secrets was made harder), for games begun
// with it.
//
//go:embed data/*.json data/first/*.json
var embedded embed.FS

// The data files. A player's folder may hold any of these names; each
// replaces the embedded file of that name whole.
const (
	GameFile         = "game.json"
	ScenarioFile     = "scenario.json"
	CharactersFile   = "characters.json"
	EncountersFile   = "encounters.json"
	FeatsFile        = "feats.json"
	SwagFile         = "swag.json"
	AchievementsFile = "achievements.json"
	ObsessionsFile   = "obsessions.json"
)

// Files lists the data file names a player's folder may override.
func Files() []string {
	return []string{GameFile, ScenarioFile, CharactersFile, EncountersFile, FeatsFile, SwagFile, AchievementsFile, ObsessionsFile}
}

// CardFiles lists the files that carry a label: the card lists a player
// may transcribe from their own box.
func CardFiles() []string {
	return []string{EncountersFile, FeatsFile, SwagFile, AchievementsFile, ObsessionsFile, ScenarioFile}
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
	Kind:     "an Ancient Terrible Things data file",
}

type gameFile struct {
	Resources   []Resource  `json:"resources"`
	Multipliers Multipliers `json:"multipliers"`
	Dice        []DieKind   `json:"dice"`
	Locations   []Location  `json:"locations"`
	TradingPost TradingPost `json:"trading_post"`
	TTTokens    []TTToken   `json:"tt_tokens"`
	Setup       Setup       `json:"setup"`
}

type scenarioFile struct {
	Scenario Scenario `json:"scenario"`
}

type charactersFile struct {
	Characters []Character `json:"characters"`
}

type encountersFile struct {
	Label      string      `json:"label"`
	Encounters []Encounter `json:"encounters"`
}

type featsFile struct {
	Label string     `json:"label"`
	Feats []FeatCard `json:"feats"`
}

type swagFile struct {
	Label string `json:"label"`
	Swag  []Swag `json:"swag"`
}

type achievementsFile struct {
	Label        string        `json:"label"`
	Achievements []Achievement `json:"achievements"`
}

type obsessionsFile struct {
	Label      string      `json:"label"`
	Obsessions []Obsession `json:"obsessions"`
}

// Default returns the embedded content. It panics only if the embedded data
// is broken, which the package tests guard against. Each call returns a fresh
// value the caller may change.
func Default() *Content {
	c, err := Load(nil)
	if err != nil {
		panic("att: embedded content does not load: " + err.Error())
	}
	return c
}

// Load reads the embedded content with the files in overrides (the player's
// folder for this game; nil for none) replacing those of the same name, as
// [datafile.Set.Read] describes, decodes every file strictly and validates the
// result. Errors name the file, the entry and the problem. The content's
// First is the same with the house deck's first edition under the player's
// files.
func Load(overrides fs.FS) (*Content, error) {
	c, err := load(overrides)
	if err != nil {
		return nil, err
	}
	first, err := fs.Sub(embedded, "data/first")
	if err != nil {
		return nil, err
	}
	if c.First, err = load(layered{top: overrides, under: first}); err != nil {
		return nil, fmt.Errorf("the first edition of the house deck: %w", err)
	}
	return c, nil
}

// load is Load without the first edition.
func load(overrides fs.FS) (*Content, error) {
	var (
		game  gameFile
		scen  scenarioFile
		chars charactersFile
		encs  encountersFile
		feats featsFile
		swag  swagFile
		achs  achievementsFile
		obs   obsessionsFile
	)
	err := dataFiles.Decode(overrides, map[string]any{
		GameFile:         &game,
		ScenarioFile:     &scen,
		CharactersFile:   &chars,
		EncountersFile:   &encs,
		FeatsFile:        &feats,
		SwagFile:         &swag,
		AchievementsFile: &achs,
		ObsessionsFile:   &obs,
	})
	if err != nil {
		return nil, err
	}
	c := &Content{
		Labels: map[string]string{
			EncountersFile:   encs.Label,
			FeatsFile:        feats.Label,
			SwagFile:         swag.Label,
			AchievementsFile: achs.Label,
			ObsessionsFile:   obs.Label,
			ScenarioFile:     scen.Scenario.Label,
		},
		Resources:    game.Resources,
		Multipliers:  game.Multipliers,
		Dice:         game.Dice,
		Locations:    game.Locations,
		TradingPost:  game.TradingPost,
		TTTokens:     game.TTTokens,
		Setup:        game.Setup,
		Scenario:     scen.Scenario,
		Characters:   chars.Characters,
		Encounters:   encs.Encounters,
		Feats:        feats.Feats,
		Swag:         swag.Swag,
		Achievements: achs.Achievements,
		Obsessions:   obs.Obsessions,
	}
	if err := Validate(c); err != nil {
		return nil, err
	}
	return c, nil
}
