package cityofhorror

import (
	"embed"
	"io/fs"
	"slices"

	"github.com/hauntgames/haunt/boards/datafile"
)

//go:embed data/*.json
var embedded embed.FS

// The data files. A player's folder may hold any of these names; each
// replaces the embedded file of that name whole.
const (
	GameFile       = "game.json"
	LocationsFile  = "locations.json"
	BoardFile      = "board.json"
	CharactersFile = "characters.json"
	ActionsFile    = "actions.json"
	InvasionFile   = "invasion.json"
	TokensFile     = "tokens.json"
)

// Files lists the data file names a player's folder may override.
func Files() []string {
	return []string{GameFile, LocationsFile, BoardFile, CharactersFile, ActionsFile, InvasionFile, TokensFile}
}

// LabelledFiles lists the files that carry a label: those whose shipped
// values are house estimates, which a player may copy from their own box.
func LabelledFiles() []string {
	return []string{BoardFile, InvasionFile, TokensFile}
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
	Kind:     "a City of Horror data file",
}

type gameFile struct {
	Box       Box         `json:"box"`
	Players   []PlayerRow `json:"players"`
	ZombieCap int         `json:"zombie_cap"`
	Movement  Movement    `json:"movement"`
}

type locationsFile struct {
	Locations []Location `json:"locations"`
}

type boardFile struct {
	Label string       `json:"label"`
	Board []BoardEntry `json:"board"`
	Wheel Wheel        `json:"wheel"`
}

type charactersFile struct {
	Characters []Character `json:"characters"`
}

type actionsFile struct {
	Actions []ActionCard `json:"actions"`
}

type invasionFile struct {
	Label    string         `json:"label"`
	Invasion []InvasionCard `json:"invasion"`
}

type tokensFile struct {
	Label     string    `json:"label"`
	Food      Food      `json:"food"`
	Antidotes Antidotes `json:"antidotes"`
}

// Default returns the embedded content. It panics only if the embedded data
// is broken, which the package tests guard against. Each call returns a fresh
// value the caller may change.
func Default() *Content {
	c, err := Load(nil)
	if err != nil {
		panic("cityofhorror: embedded content does not load: " + err.Error())
	}
	return c
}

// Load reads the embedded content with the files in overrides (the player's
// folder for this game, $XDG_CONFIG_HOME/haunt/boards/cityofhorror/; nil for
// none) replacing those of the same name, as [datafile.Set.Read] describes,
// decodes every file strictly and validates the result. Errors name the
// file, the entry and the problem.
func Load(overrides fs.FS) (*Content, error) {
	var (
		game  gameFile
		locs  locationsFile
		board boardFile
		chars charactersFile
		acts  actionsFile
		inv   invasionFile
		toks  tokensFile
	)
	err := dataFiles.Decode(overrides, map[string]any{
		GameFile:       &game,
		LocationsFile:  &locs,
		BoardFile:      &board,
		CharactersFile: &chars,
		ActionsFile:    &acts,
		InvasionFile:   &inv,
		TokensFile:     &toks,
	})
	if err != nil {
		return nil, err
	}
	c := &Content{
		Labels: map[string]string{
			BoardFile:    board.Label,
			InvasionFile: inv.Label,
			TokensFile:   toks.Label,
		},
		Box:        game.Box,
		Players:    game.Players,
		ZombieCap:  game.ZombieCap,
		Movement:   game.Movement,
		Locations:  locs.Locations,
		Board:      board.Board,
		Wheel:      board.Wheel,
		Characters: chars.Characters,
		Actions:    acts.Actions,
		Invasion:   inv.Invasion,
		Food:       toks.Food,
		Antidotes:  toks.Antidotes,
	}
	if err := Validate(c); err != nil {
		return nil, err
	}
	slices.SortStableFunc(c.Board, func(a, b BoardEntry) int { return a.Number - b.Number })
	return c, nil
}
