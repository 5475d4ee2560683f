package cli_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/saves"
	"github.com/hauntgames/haunt/ui/games"
)

// TestPlayHorrifiedScriptEndToEnd plays the real game through the command
// line: it answers each prompt as it comes, then quits, and the save must
// hold every answer and resume.
func TestPlayHorrifiedScriptEndToEnd(t *testing.T) {
	if _, ok := games.Lookup(games.All(), "horrified"); !ok {
		t.Skip("horrified is not registered yet")
	}
	e := newEnv(t)
	e.Games = nil // the built-in games, as haunt runs them
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e.Stdin, e.Stdout = inR, outW
	done := make(chan int, 1)
	go func() {
		code := e.Run([]string{"play", "horrified", "--script", "--solo", "--seed", "1", "--name", "e2e"})
		outW.Close()
		done <- code
	}()

	answers, saved, over := 0, "", false
	sc := bufio.NewScanner(outR)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m struct {
			Type    string
			Name    string
			Chance  bool
			Choices []struct{ ID string }
		}
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		switch m.Type {
		case "prompt":
			if m.Chance {
				t.Errorf("a chance prompt in digital play: %s", sc.Text())
			}
			line := ":quit"
			if answers < 20 {
				// Walk the choices so the hero does more than the first thing.
				line = m.Choices[(answers*7)%len(m.Choices)].ID
				answers++
			}
			fmt.Fprintln(inW, line)
		case "error":
			t.Errorf("error after %d answers: %s", answers, sc.Text())
		case "over":
			over = true
		case "saved":
			saved = m.Name
		}
	}
	inW.Close()
	if code := <-done; code != 0 {
		t.Fatalf("exit %d: %s", code, e.stderr.String())
	}
	if saved != "e2e" {
		t.Fatalf("saved as %q, want e2e", saved)
	}
	sv, err := saves.NewFileStore(e.DataDir).Load("e2e")
	if err != nil {
		t.Fatal(err)
	}
	players := 0
	for _, a := range sv.Log {
		if a.Seat >= 0 {
			players++
		}
	}
	if players != answers {
		t.Errorf("the save holds %d player answers, %d were given", players, answers)
	}
	e.Stdout = &e.stdout
	if code := e.run("", "saves"); code != 0 || !strings.Contains(e.stdout.String(), "e2e") || !strings.Contains(e.stdout.String(), "Horrified") {
		t.Errorf("saves: exit %d\n%s", code, e.stdout.String())
	}
	t.Logf("%d answers, over: %v", answers, over)
	if over {
		return
	}
	if code := e.run(":state\n", "resume", "--script"); code != 0 || !strings.Contains(e.stdout.String(), `"type":"state","state":{`) {
		t.Errorf("resume: exit %d, stderr %s", code, e.stderr.String())
	}
}

// haunt saves says how a game stands in the board's own words (turn,
// terror), or, while the board says nothing, how many answers it holds.
func TestSavesShowTheBoardSummary(t *testing.T) {
	defs := games.All()
	def, ok := games.Lookup(defs, "horrified")
	if !ok {
		t.Skip("horrified is not registered yet")
	}
	e := newEnv(t)
	e.Games = nil
	if code := e.run("end\n:quit\n", "play", "horrified", "--script", "--solo", "--seed", "3", "--name", "summary"); code != 0 {
		t.Fatalf("play: exit %d, %s", code, e.stderr.String())
	}
	sv, err := saves.NewFileStore(e.DataDir).Load("summary")
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.Replay(def, sv.Header.Setup, sv.Log)
	if err != nil {
		t.Fatal(err)
	}
	want := games.For(def).Summary(m.Game().View(rules.Chance))
	if want == "" {
		want = fmt.Sprintf("in progress, %d answers", m.Len())
	}
	if code := e.run("", "saves"); code != 0 {
		t.Fatalf("saves: exit %d, %s", code, e.stderr.String())
	}
	if line := regexpLine(e.stdout.String(), "summary"); !strings.HasSuffix(line, "  "+want) {
		t.Errorf("the save's line %q does not end with %q", line, want)
	}
}
