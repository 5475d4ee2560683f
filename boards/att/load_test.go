package att

import (
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
