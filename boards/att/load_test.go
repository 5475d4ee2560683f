package att

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

func TestEmbeddedContentLoads(t *testing.T) {
	c, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Label() != HouseLabel {
		t.Errorf("label %q, want %q", c.Label(), HouseLabel)
	}
	per := map[string]int{}
	for _, e := range c.Encounters {
		if !e.LostCharter {
			per[e.Tier]++
		}
	}
	for _, tier := range []string{Green, Orange, Red} {
		if per[tier] != 12 {
			t.Errorf("%d base %s encounters, want 12 (36 in three tiers)", per[tier], tier)
		}
	}
	feats, swag := 0, 0
	for _, f := range c.Feats {
		if !f.LostCharter {
			feats += f.Copies
		}
	}
	for _, s := range c.Swag {
		if !s.LostCharter {
			swag += s.Copies
		}
	}
	if feats != 32 || swag != 24 {
		t.Errorf("base deck: %d Feat and %d Swag cards, want 32 and 24 (second edition)", feats, swag)
	}
	tt := 0
	for _, x := range c.TTTokens {
		tt += x.Count
	}
	if tt != 16 {
		t.Errorf("%d Terrible Things, want 16", tt)
	}
	if m := c.Multipliers; m.Count != 6 || m.Worth != 5 {
		t.Errorf("%d grey tokens worth %d, want 6 worth 5 (second edition)", m.Count, m.Worth)
	}
}

func TestBrokenFileNamesFileEntryAndProblem(t *testing.T) {
	broken := `{
  "label": "my own box",
  "encounters": [
    {"id": "dup", "name": "A", "tier": "green", "types": ["pitfall"], "secrets": 1, "combo": {"kind": "pair", "min": 3}, "confidence": "C"},
    {"id": "dup", "name": "B", "tier": "purple", "types": ["pitfall"], "secrets": 1, "combo": {"kind": "run", "min": 5}, "confidence": "C"},
    {"id": "c", "name": "C", "tier": "red", "types": ["goblin"], "secrets": 1, "combo": {"kind": "straight", "min": 1}, "confidence": "C"}
  ]
}`
	_, err := Load(fstest.MapFS{"encounters.json": {Data: []byte(broken)}})
	if err == nil {
		t.Fatal("a broken encounters file loaded")
	}
	msg := err.Error()
	for _, want := range []string{
		`encounters.json: encounter "dup": the id is used twice`,
		`encounters.json: encounter "dup": tier "purple" is not one of`,
		`encounters.json: encounter "dup": a run of 3 from 5 would need a die showing 7`,
		`encounters.json: encounter "c": type "goblin" is not one of`,
		`encounters.json: encounter "c": combination kind "straight" is not one of`,
		`game.json: setup row #1 (2 players, normal): needs 4 green encounters but encounters.json has 1`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error does not say %q:\n%s", want, msg)
		}
	}
}

func TestSyntaxAndUnknownFieldErrorsGiveTheLine(t *testing.T) {
	_, err := Load(fstest.MapFS{"feats.json": {Data: []byte("{\n \"label\": \"x\",\n \"feats\": [\n {\"id\": \"a\", \"colour\": 1}\n ]\n}")}})
	if err == nil || !strings.Contains(err.Error(), "feats.json") || !strings.Contains(err.Error(), "colour") {
		t.Fatalf("want an unknown field error naming feats.json, got %v", err)
	}
	_, err = Load(fstest.MapFS{"swag.json": {Data: []byte("{\n \"label\": \"x\",\n \"swag\": [\n {\"id\": \"a\",, }\n ]\n}")}})
	if err == nil || !strings.Contains(err.Error(), "swag.json: line 4") {
		t.Fatalf("want a syntax error at swag.json line 4, got %v", err)
	}
	_, err = Load(fstest.MapFS{"cards.json": {Data: []byte("{}")}, "README.md": {Data: []byte("notes")}})
	if err == nil || !strings.Contains(err.Error(), "cards.json: not an Ancient Terrible Things data file") {
		t.Fatalf("want an unknown file error, got %v", err)
	}
}

func TestOwnDeckChangesTheLabel(t *testing.T) {
	b, err := EmbeddedFile(FeatsFile)
	if err != nil {
		t.Fatal(err)
	}
	own := strings.Replace(string(b), `"label": "house deck"`, `"label": "my own Feat cards"`, 1)
	c, err := Load(fstest.MapFS{FeatsFile: {Data: []byte(own)}})
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Label(); got != "house deck; my own Feat cards" {
		t.Errorf("label %q", got)
	}
}

// The Lost Charter house cards match the real expansion's size (about 50
// encounter, Feat, Swag and Achievement cards, one source) with the mix the
// README's house-deck section gives; obsessions, one per character, apart.
func TestLostCharterHouseDeckSizeAndMix(t *testing.T) {
	c := Default()
	kinds := map[string]map[string]int{}
	encs := 0
	for _, e := range c.Encounters {
		if !e.LostCharter {
			continue
		}
		encs++
		if kinds[e.Tier] == nil {
			kinds[e.Tier] = map[string]int{}
		}
		kinds[e.Tier][e.Kind]++
	}
	for _, tier := range []string{Green, Orange, Red} {
		want := map[string]int{Revelation: 3, Warning: 2, EventKind: 3}
		for k, n := range want {
			if kinds[tier][k] != n {
				t.Errorf("%s Lost Charter encounters: %d %s, want %d", tier, kinds[tier][k], k, n)
			}
		}
		if kinds[tier][Ordinary] != 0 {
			t.Errorf("%s: %d ordinary Lost Charter encounters, want none", tier, kinds[tier][Ordinary])
		}
	}
	feats, pvp, swag, achs := 0, 0, 0, 0
	for _, f := range c.Feats {
		if f.LostCharter {
			feats += f.Copies
			if f.PvP {
				pvp += f.Copies
			}
		}
	}
	for _, s := range c.Swag {
		if s.LostCharter {
			swag += s.Copies
		}
	}
	for _, a := range c.Achievements {
		if a.LostCharter {
			achs++
		}
	}
	if encs != 24 || feats != 13 || swag != 9 || achs != 4 || pvp != 7 {
		t.Errorf("Lost Charter: %d encounters, %d Feat (%d PvP), %d Swag, %d Achievements; want 24, 13 (7), 9, 4",
			encs, feats, pvp, swag, achs)
	}
	if all := encs + feats + swag + achs; all != 50 {
		t.Errorf("%d Lost Charter cards, want 50", all)
	}
	if len(c.Obsessions) != len(c.Characters) {
		t.Errorf("%d obsessions for %d characters, want one each", len(c.Obsessions), len(c.Characters))
	}
}

// Card names and texts are what a player reads in play: how sure we are of
// a card belongs in its confidence and the README, never in them.
func TestCardTextsHoldNoDataNotes(t *testing.T) {
	c := Default()
	note := regexp.MustCompile(`(?i)\b(guess\w*|invent\w*|real|unknown|not known|confiden\w*|sources?|house|transcrib\w*|placeholder)\b|\(the `)
	check := func(file, id, field, s string) {
		if m := note.FindString(s); m != "" {
			t.Errorf("%s: %s %s holds a note about the data (%q): %q", file, id, field, m, s)
		}
	}
	for _, e := range c.Encounters {
		check(EncountersFile, e.ID, "name", e.Name)
		check(EncountersFile, e.ID, "text", e.Text)
	}
	for _, f := range c.Feats {
		check(FeatsFile, f.ID, "name", f.Name)
		check(FeatsFile, f.ID, "text", f.Text)
	}
	for _, s := range c.Swag {
		check(SwagFile, s.ID, "name", s.Name)
		check(SwagFile, s.ID, "text", s.Text)
	}
	for _, a := range c.Achievements {
		check(AchievementsFile, a.ID, "name", a.Name)
		check(AchievementsFile, a.ID, "text", a.Text)
	}
	for _, o := range c.Obsessions {
		check(ObsessionsFile, o.ID, "name", o.Name)
		check(ObsessionsFile, o.ID, "text", o.Text)
	}
	for _, ch := range c.Characters {
		check(CharactersFile, ch.ID, "name", ch.Name)
		check(CharactersFile, ch.ID, "text", ch.Text)
	}
}
