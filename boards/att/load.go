package att

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
	if !isDataFile(name) {
		return nil, unknownFileError(name)
	}
	return embedded.ReadFile("data/" + name)
}

type gameFile struct {
	Resources   []Resource  `json:"resources"`
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

// Load reads the embedded content, with any file of the same name in
// overrides (the player's folder for this game; nil for none) replacing the
// embedded one whole. Dotfiles and README files in overrides are ignored; any
// other name is an error. Every file is decoded strictly (unknown fields are
// errors) and the result is validated; errors name the file, the entry and
// the problem.
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
	decode := func(name string, v any) {
		if err := decodeStrict(srcs[name], v); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
	}
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
	decode(GameFile, &game)
	decode(ScenarioFile, &scen)
	decode(CharactersFile, &chars)
	decode(EncountersFile, &encs)
	decode(FeatsFile, &feats)
	decode(SwagFile, &swag)
	decode(AchievementsFile, &achs)
	decode(ObsessionsFile, &obs)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
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
		if strings.HasPrefix(name, ".") || strings.HasPrefix(strings.ToUpper(name), "README") {
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
	return fmt.Errorf("%s: not an Ancient Terrible Things data file (valid names: %s)", name, strings.Join(valid, ", "))
}

// decodeStrict decodes exactly one JSON object into v, rejecting unknown
// fields and trailing data, with line numbers in syntax and type errors.
func decodeStrict(b []byte, v any) error {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
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
	return errors.New(strings.TrimPrefix(err.Error(), "json: "))
}

func goTypeWord(t string) string {
	switch {
	case t == "int":
		return "a whole number"
	case t == "string", t == "att.Confidence":
		return "a string"
	case t == "bool":
		return "true or false"
	case strings.HasPrefix(t, "[]"):
		return "a list"
	}
	return "an object"
}

func lineOf(b []byte, off int64) int {
	off = max(0, min(off, int64(len(b))))
	return 1 + bytes.Count(b[:off], []byte("\n"))
}
