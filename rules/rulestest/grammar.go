package rulestest

// Sentences that name a player must read right for a name and for "You",
// the seat of solo play (issue 10). Games say them through rules/grammar;
// the check here plays random games and reads every text they show, so a
// sentence written for a name alone ("You draws", "You's turn") is found
// wherever it hides, in every game, by one call.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/grammar"
)

// grammarAnswers bounds one game of CheckYouGrammar. Whether a game ends is
// another check's business; texts seen until then are read all the same.
const grammarAnswers = 100000

// CheckYouGrammar plays games random games of def, game i from setup(i),
// answered by answer (RandomAnswer when nil) with a PCG seeded (i, 10), and
// reads every text they show: prompts, choice labels (chance outcomes
// included), events, the result, and every eighth state the adjustments of
// a rules.Adjuster. It fails listing each fault GrammarFaults finds in them
// for the seats' names, once, with the first text and game that showed it
// and how many other texts did.
//
// Call it with setups of each kind a game's texts differ for: solo with the
// seat named "You" (grammar.You), several named seats (Seats), and a "You"
// among named seats, where others' sentences have "you" as their object.
func CheckYouGrammar(t TB, def rules.Definition, setup func(game int) rules.Setup, games int, answer Answerer) {
	t.Helper()
	if answer == nil {
		answer = RandomAnswer
	}
	// A fault is listed once, with the first text that showed it and how
	// many texts did: "You rolls" comes with every roll of the dice.
	type bad struct {
		fault, text string
		game, texts int
	}
	var found []*bad
	byFault := map[string]*bad{}
	bads := 0
	seen := map[string]bool{}
	for i := range games {
		s := setup(i)
		read := func(text string) {
			if text == "" || seen[text] {
				return
			}
			seen[text] = true
			faults := GrammarFaults(text, s.Seats)
			if faults != nil {
				bads++
			}
			for _, f := range faults {
				if b := byFault[f]; b != nil {
					b.texts++
					continue
				}
				b := &bad{fault: f, text: text, game: i, texts: 1}
				byFault[f] = b
				found = append(found, b)
			}
		}
		g, err := def.Start(s)
		if err != nil {
			t.Fatalf("game %d: setup %+v: %v", i, s, err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 10))
		for n := 0; n < grammarAnswers; n++ {
			if over, res := g.Result(); over {
				read(res.Text)
				break
			}
			p := g.Prompt()
			read(p.Text)
			for _, c := range p.Choices {
				read(c.Label)
			}
			if a, ok := g.(rules.Adjuster); ok && n%8 == 0 {
				for _, c := range a.Adjustments() {
					read(c.Label)
				}
			}
			if len(p.Choices) == 0 {
				break
			}
			id := answer(p, r).ID
			next, ev, err := g.Apply(p.Seat, id)
			if err != nil {
				t.Fatalf("game %d: %q to %q: %v", i, id, p.Text, err)
			}
			for _, e := range ev {
				read(e.Text)
			}
			g = next
		}
	}
	if len(found) == 0 {
		return
	}
	var b strings.Builder
	verb := "read"
	if bads == 1 {
		verb = "reads"
	}
	fmt.Fprintf(&b, "%s %s wrong, %s:", plural(bads, "text"), verb, plural(len(found), "fault"))
	for k, f := range found {
		if k == 30 {
			fmt.Fprintf(&b, "\n... and %d more", len(found)-k)
			break
		}
		fmt.Fprintf(&b, "\n%s\n    in %q (game %d, seats %v)", f.fault, f.text, f.game, setup(f.game).Seats)
		if f.texts > 1 {
			fmt.Fprintf(&b, " and %d more", f.texts-1)
		}
	}
	t.Fatalf("%s", b.String())
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// GrammarFaults lists what reads wrong in text for seats named names, one
// line per fault, or nil. It is no grammar of English, only a detector of
// the mistakes a sentence makes when it was written for a name and the name
// is "You", or written for "You" and the name is Ann:
//
//   - "You's": the possessive of You is "Your";
//   - "You" followed by a verb in the third person ("You draws", "You
//     (Mayor) plays"), and so "you" where it is a subject: at a sentence's
//     start, after ":", ";" or a conjunction ("… and you draws"), or before
//     "is", "was", "has", "does", "goes" anywhere. A lower-case word after
//     it that grammar.Base changes is taken for such a verb, unless it is
//     one of the few other words ending in s that may follow ("always",
//     "plus"); a word after "you" elsewhere may be a noun ("hands you
//     tokens") and passes;
//   - "You" or "Your" capitalised inside a sentence (after a letter, a
//     digit, a comma or a semicolon, but not after a capitalised word: a
//     title such as "Grit Your Teeth"), and "you" or "your" starting one;
//     after a colon or a bracket either case passes;
//   - a name (from names, but "You") followed by a form only "you" takes:
//     "Ann are", "Ann were", "Ann don't", "Ann haven't", and "Ann have",
//     "Ann do" unless a helping verb comes before the name in its sentence
//     ("What does Ann do?").
func GrammarFaults(text string, names []string) []string {
	var faults []string
	fault := func(format string, args ...any) { faults = append(faults, fmt.Sprintf(format, args...)) }
	ws := words(text)
	for i, w := range ws {
		prev := before(text, w.start)
		start := prev == 0 || strings.ContainsRune(".!?\n", prev)
		inside := unicode.IsLetter(prev) || unicode.IsDigit(prev) || prev == ',' || prev == ';'
		switch {
		case strings.EqualFold(w.s, "you's") || strings.EqualFold(w.s, "you’s"):
			fault("%q: the possessive of You is \"Your\", or \"your\" inside a sentence", w.s)
		case strings.EqualFold(w.s, "you") || strings.EqualFold(w.s, "your"):
			lower := w.s[0] == 'y'
			if lower && start {
				fault("%q starts a sentence: write %q", w.s, "Y"+w.s[1:])
			}
			title := i > 0 && unicode.IsUpper(firstRune(ws[i-1].s)) && text[ws[i-1].end:w.start] == " "
			if !lower && inside && !title {
				fault("%q inside a sentence: write %q", w.s, "y"+w.s[1:])
			}
			if !strings.EqualFold(w.s, "you") {
				break
			}
			nx := wordAfter(text, w.end, true)
			if nx == "" || !thirdPerson(nx) {
				break
			}
			subject := !lower || start || prev == ':' || prev == ';' || alwaysThird[nx] ||
				(i > 0 && conjunctions[strings.ToLower(ws[i-1].s)] && text[ws[i-1].end:w.start] == " ")
			if subject {
				fault("%q: after You the verb is %q", w.s+" "+nx, grammar.Base(nx))
			}
		}
	}
	for _, name := range names {
		if name == "" || grammar.Person(name).IsYou() {
			continue
		}
		for at := 0; ; {
			k := strings.Index(text[at:], name)
			if k < 0 {
				break
			}
			k += at
			at = k + len(name)
			if isWordRune(runeBefore(text, k)) || isWordRune(runeAt(text, at)) {
				continue
			}
			nx := wordAfter(text, at, false)
			switch {
			case youOnly[nx]:
			case (nx == "have" || nx == "do") && !helperBefore(text, k):
			default:
				continue
			}
			fault("%q: %q is the verb's form for You; a name takes the third person", name+" "+nx, nx)
		}
	}
	return faults
}

// alwaysThird are the verbs that after "you" can only be wrong, wherever
// "you" stands.
var alwaysThird = map[string]bool{
	"is": true, "was": true, "has": true, "does": true, "goes": true,
	"isn't": true, "wasn't": true, "hasn't": true, "doesn't": true,
}

// notVerbs are words ending in a lone s that may follow "You" without
// being a verb.
var notVerbs = map[string]bool{
	"always": true, "perhaps": true, "plus": true, "thus": true, "sometimes": true,
	"besides": true, "nevertheless": true, "nonetheless": true, "afterwards": true,
	"unless": true, "whereas": true, "towards": true, "yes": true,
}

// conjunctions start a clause, so a "you" right after one is its subject.
var conjunctions = map[string]bool{
	"and": true, "but": true, "or": true, "so": true, "then": true, "while": true, "until": true,
	"when": true, "if": true, "unless": true, "because": true, "since": true, "once": true,
}

// youOnly are the verb forms only "you" takes, never a name.
var youOnly = map[string]bool{"are": true, "were": true, "aren't": true, "weren't": true, "don't": true, "haven't": true}

// helpers are words that put a verb's base form after a name: "does Ann
// have", "to Ann do", "lets Ann draw".
var helpers = map[string]bool{
	"do": true, "does": true, "did": true, "can": true, "could": true, "will": true, "would": true,
	"shall": true, "should": true, "may": true, "might": true, "must": true, "let": true, "lets": true,
	"make": true, "makes": true, "help": true, "helps": true, "to": true,
}

// thirdPerson reports whether w, the word after "you", is a verb in the
// third person singular.
func thirdPerson(w string) bool {
	if alwaysThird[w] {
		return true
	}
	return len(w) > 2 && w[0] >= 'a' && w[0] <= 'z' && !notVerbs[w] && grammar.Base(w) != w
}

// helperBefore reports whether a helping verb comes before position k in
// its sentence.
func helperBefore(text string, k int) bool {
	s := text[:k]
	if j := strings.LastIndexAny(s, ".!?:"); j >= 0 {
		s = s[j+1:]
	}
	for _, w := range words(s) {
		if helpers[strings.ToLower(w.s)] {
			return true
		}
	}
	return false
}

type word struct {
	s          string
	start, end int
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’'
}

// words splits text into runs of letters, digits and apostrophes.
func words(text string) []word {
	var ws []word
	start := -1
	for i, r := range text {
		switch {
		case isWordRune(r) && start < 0:
			start = i
		case !isWordRune(r) && start >= 0:
			ws = append(ws, word{text[start:i], start, i})
			start = -1
		}
	}
	if start >= 0 {
		ws = append(ws, word{text[start:], start, len(text)})
	}
	return ws
}

// wordAfter is the word after position at, when one space separates them,
// else "". With paren, a bracketed aside right after at is skipped: "You
// (Mayor) plays" gives "plays".
func wordAfter(text string, at int, paren bool) string {
	rest := text[at:]
	if paren && strings.HasPrefix(rest, " (") {
		if k := strings.IndexByte(rest, ')'); k >= 0 {
			rest = rest[k+1:]
		}
	}
	rest, ok := strings.CutPrefix(rest, " ")
	if !ok {
		return ""
	}
	end := strings.IndexFunc(rest, func(r rune) bool { return !isWordRune(r) })
	if end < 0 {
		end = len(rest)
	}
	return rest[:end]
}

// before is the last rune before position at other than spaces and tabs,
// 0 at the start of text.
func before(text string, at int) rune {
	s := strings.TrimRight(text[:at], " \t")
	r, _ := utf8.DecodeLastRuneInString(s)
	if r == utf8.RuneError {
		return 0
	}
	return r
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

func runeBefore(text string, at int) rune {
	r, _ := utf8.DecodeLastRuneInString(text[:at])
	return r
}

func runeAt(text string, at int) rune {
	r, _ := utf8.DecodeRuneInString(text[at:])
	return r
}
