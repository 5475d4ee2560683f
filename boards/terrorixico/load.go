package terrorixico

import (
	"embed"
	"io/fs"

	"github.com/hauntgames/haunt/boards/datafile"
)

//go:embed data/*.json
var embedded embed.FS

// The data files. A player's folder may hold any of these names; each
// replaces the embedded file of that name whole.
const (
	GameFile     = "game.json"
	MonstersFile = "monsters.json"
	EventsFile   = "events.json"
	DeckFile     = "deck.json"
	TraumaFile   = "trauma.json"
)

// Files lists the data file names a player's folder may override, in the
// order they are read.
func Files() []string {
	return []string{GameFile, MonstersFile, EventsFile, DeckFile, TraumaFile}
}

// LabelledFiles lists the files that carry a label: those whose shipped
// values are, at least in part, house estimates, which a player may copy
// from their own box.
func LabelledFiles() []string {
	return []string{MonstersFile, EventsFile, DeckFile, TraumaFile}
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
	Kind:     "a TerroriXico data file",
}

type gameFile struct {
	Box        Box         `json:"box"`
	Players    []PlayerRow `json:"players"`
	Setup      Setup       `json:"setup"`
	Turn       Turn        `json:"turn"`
	Scoreboard Scoreboard  `json:"scoreboard"`
	Levels     []Level     `json:"levels"`
}

type monstersFile struct {
	Label    string    `json:"label"`
	Monsters []Monster `json:"monsters"`
}

type eventsFile struct {
	Label  string  `json:"label"`
	Events []Event `json:"events"`
}

type deckFile struct {
	Label    string     `json:"label"`
	Relics   []RelicRow `json:"relics"`
	Specials []Special  `json:"specials"`
}

type traumaFile struct {
	Label  string      `json:"label"`
	Trauma []TraumaRow `json:"trauma"`
}

// Default returns the embedded content. It panics only if the embedded data
// is broken, which the package tests guard against. Each call returns a fresh
// value the caller may change.
func Default() *Content {
	c, err := Load(nil)
	if err != nil {
		panic("terrorixico: embedded content does not load: " + err.Error())
	}
	return c
}

// Load reads the embedded content with the files in overrides (the player's
// folder for this game, $XDG_CONFIG_HOME/haunt/boards/terrorixico/; nil for
// none) replacing those of the same name, as [datafile.Set.Read] describes,
// decodes every file strictly and validates the result. Errors name the
// file, the entry and the problem.
func Load(overrides fs.FS) (*Content, error) {
	var (
		game     gameFile
		monsters monstersFile
		events   eventsFile
		deck     deckFile
		trauma   traumaFile
	)
	err := dataFiles.Decode(overrides, map[string]any{
		GameFile:     &game,
		MonstersFile: &monsters,
		EventsFile:   &events,
		DeckFile:     &deck,
		TraumaFile:   &trauma,
	})
	if err != nil {
		return nil, err
	}
	c := &Content{
		Labels: map[string]string{
			MonstersFile: monsters.Label,
			EventsFile:   events.Label,
			DeckFile:     deck.Label,
			TraumaFile:   trauma.Label,
		},
		Box:        game.Box,
		Players:    game.Players,
		Setup:      game.Setup,
		Turn:       game.Turn,
		Scoreboard: game.Scoreboard,
		Levels:     game.Levels,
		Monsters:   monsters.Monsters,
		Events:     events.Events,
		Deck:       Deck{Relics: deck.Relics, Specials: deck.Specials},
		Trauma:     trauma.Trauma,
	}
	if err := Validate(c); err != nil {
		return nil, err
	}
	return c, nil
}
