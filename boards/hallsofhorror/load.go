package hallsofhorror

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
	GameFile         = "game.json"
	RoomsFile        = "rooms.json"
	RewardsFile      = "rewards.json"
	MCFile           = "mc.json"
	GiftsFile        = "gifts.json"
	ItemsFile        = "items.json"
	KillerFile       = "killer.json"
	ParticipantsFile = "participants.json"
)

// Files lists the data file names a player's folder may override, in the
// order they are read.
func Files() []string {
	return []string{GameFile, ItemsFile, RoomsFile, RewardsFile, MCFile, GiftsFile, KillerFile, ParticipantsFile}
}

// LabelledFiles lists the files that carry a label: those whose shipped
// values are, at least in part, house estimates, which a player may copy
// from their own box.
func LabelledFiles() []string {
	return []string{ItemsFile, RoomsFile, RewardsFile, MCFile, GiftsFile, KillerFile, ParticipantsFile}
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
	Kind:     "a Halls of Horror data file",
}

type gameFile struct {
	Box    Box     `json:"box"`
	Combat Combat  `json:"combat"`
	Setups []Setup `json:"setups"`
}

type itemsFile struct {
	Label string `json:"label"`
	Items []Item `json:"items"`
}

type roomsFile struct {
	Label string `json:"label"`
	Rooms []Room `json:"rooms"`
}

type rewardsFile struct {
	Label   string       `json:"label"`
	Rewards []RewardCard `json:"rewards"`
}

type mcFile struct {
	Label string   `json:"label"`
	MC    []MCCard `json:"mc"`
}

type giftsFile struct {
	Label string `json:"label"`
	Gifts []Gift `json:"gifts"`
}

type killerFile struct {
	Label  string `json:"label"`
	Killer Killer `json:"killer"`
}

type participantsFile struct {
	Label        string        `json:"label"`
	Participants []Participant `json:"participants"`
}

// Default returns the embedded content. It panics only if the embedded data
// is broken, which the package tests guard against. Each call returns a fresh
// value the caller may change.
func Default() *Content {
	c, err := Load(nil)
	if err != nil {
		panic("hallsofhorror: embedded content does not load: " + err.Error())
	}
	return c
}

// Load reads the embedded content with the files in overrides (the player's
// folder for this game, $XDG_CONFIG_HOME/haunt/boards/hallsofhorror/; nil
// for none) replacing those of the same name, as [datafile.Set.Read]
// describes, decodes every file strictly and validates the result. Errors
// name the file, the entry and the problem.
func Load(overrides fs.FS) (*Content, error) {
	var (
		game  gameFile
		items itemsFile
		rooms roomsFile
		rews  rewardsFile
		mc    mcFile
		gifts giftsFile
		kill  killerFile
		parts participantsFile
	)
	err := dataFiles.Decode(overrides, map[string]any{
		GameFile:         &game,
		ItemsFile:        &items,
		RoomsFile:        &rooms,
		RewardsFile:      &rews,
		MCFile:           &mc,
		GiftsFile:        &gifts,
		KillerFile:       &kill,
		ParticipantsFile: &parts,
	})
	if err != nil {
		return nil, err
	}
	c := &Content{
		Labels: map[string]string{
			ItemsFile:        items.Label,
			RoomsFile:        rooms.Label,
			RewardsFile:      rews.Label,
			MCFile:           mc.Label,
			GiftsFile:        gifts.Label,
			KillerFile:       kill.Label,
			ParticipantsFile: parts.Label,
		},
		Box:          game.Box,
		Combat:       game.Combat,
		Setups:       game.Setups,
		Rooms:        rooms.Rooms,
		Rewards:      rews.Rewards,
		MC:           mc.MC,
		Gifts:        gifts.Gifts,
		Items:        items.Items,
		Killer:       kill.Killer,
		Participants: parts.Participants,
	}
	if err := Validate(c); err != nil {
		return nil, err
	}
	return c, nil
}
