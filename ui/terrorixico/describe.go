package terrorixico

import (
	"strings"

	rt "github.com/hauntgames/haunt/rules/terrorixico"
	"github.com/hauntgames/haunt/ui/components/canvas"

	tx "github.com/hauntgames/haunt/boards/terrorixico"
	"github.com/hauntgames/haunt/rules/grammar"
)

// person is seat s's player as a sentence names them.
func (f *frame) person(s int) grammar.Person { return grammar.Person(f.name(s)) }

// Describe is the frame's view in words (Board.Describe). A secret
// (another seat's hand, their face-down cards) is only ever counted, as the
// view holds it.
func (f *frame) Describe() string {
	v := f.v
	var d canvas.Sentences
	ln := d.Ln
	game := canvas.Labelled("TerroriXico", v.Label)
	switch {
	case v.Over:
		ln(game, ": the game is over after round ", itoa(v.Round), ".")
	case v.Round == 0:
		ln(game, ": setting up.")
	default:
		ln(game, ", round ", itoa(v.Round), ".")
	}
	if !v.Over && v.Round > 0 && f.seatOK(v.First) {
		ln(f.person(v.First).Does("starts"), " this round.")
	}
	if !v.Over && f.seatOK(v.Turn) {
		ln("It is ", f.person(v.Turn).Mid().Possessive(), " turn (", f.letter[v.Turn], ", ", deckOf(v.Turn), " deck).")
	}
	if !v.Over {
		var passed []string
		for s, sv := range v.Seats {
			if sv.Passed {
				passed = append(passed, f.person(s).Mid().String())
			}
		}
		if len(passed) > 0 {
			ln("Passed this round: ", canvas.ListWords(passed), ".")
		} else {
			ln("Nobody has passed this round.")
		}
	}
	// The fight.
	for _, m := range v.Monsters {
		s := "Monster: " + f.monsterName(m.ID)
		if mo := f.monster(m.ID); mo != nil {
			s += " (" + mo.Type + "), needing"
			var parts []string
			for _, l := range tx.Frontlines() {
				parts = append(parts, lineName(l)+" "+itoa(mo.Relics.Get(l)))
			}
			s += " " + canvas.ListWords(parts) + "; first place " + itoa(mo.First) + " V.P., second " + itoa(mo.Second)
		}
		ln(s, ".")
	}
	for _, e := range v.Events {
		name := e.Name
		s := "Event: "
		if ev := f.event(e.ID); ev != nil {
			if name == "" {
				name = ev.Title
			}
			if ev.Number > 0 { // a card typed at the table may have none
				s += "#" + itoa(ev.Number) + " "
			}
			s += name
			var parts []string
			for _, l := range tx.Frontlines() {
				m := modWord(ev.Mods.Get(l))
				if m == "" {
					m = "+0"
				}
				parts = append(parts, lineName(l)+" "+strings.ReplaceAll(m, "×", "times "))
			}
			s += ": " + canvas.ListWords(parts) + "; " + itoa(ev.VP) + " more V.P. for everyone who scores; a pass costs " + plural(ev.Trauma, "trauma card")
		} else {
			s += name
		}
		ln(s, ".")
	}
	if len(v.Monsters) > 0 || len(v.Events) > 0 {
		first, second := f.prizes()
		ln("First place scores ", itoa(first), " V.P., every other player who did not pass ", itoa(second), "; a pass costs ", plural(f.passTrauma(), "trauma card"), ".")
	}
	// The frontlines.
	for _, lv := range v.Lines {
		s := lineName(lv.Line) + " line: needs " + itoa(lv.Need) + ", holds " + itoa(lv.Has)
		if lv.Complete {
			s += ", full"
		} else {
			s += ", " + itoa(max(lv.Need-lv.Has, 0)) + " to go"
		}
		var cards []string
		for _, p := range lv.Cards {
			cards = append(cards, f.placedWords(p))
		}
		if len(cards) == 0 {
			s += "; no cards yet"
		} else {
			s += "; " + strings.Join(cards, "; ")
		}
		ln(s, ".")
	}
	// The hands this view shows.
	for _, s := range f.hands {
		var names []string
		for _, id := range v.Seats[s].Hand {
			names = append(names, f.b.cardName(id))
		}
		ln(f.person(s).Possessive(), " hand: ", strings.Join(names, ", "), ".")
	}
	// The players.
	for s, sv := range v.Seats {
		p := f.person(s)
		line := p.Start().String() + " (" + f.letter[s] + ", " + deckOf(s) + " deck): " + plural(sv.HandCount, "card") + " in hand, " +
			itoa(sv.Draw) + " to draw, " + itoa(len(sv.Discard)) + " discarded, " + itoa(len(sv.Waste)) + " in the waste zone; monster track " +
			itoa(sv.Track)
		if v.TrackEnd > 0 {
			line += " of " + itoa(v.TrackEnd)
		}
		line += ", " + itoa(sv.VP) + " V.P."
		if sv.TraumaCards > 0 {
			line += "; " + plural(sv.TraumaCards, "trauma card")
			if n, pts := f.seenTrauma(s); n > 0 {
				line += ", " + itoa(n) + " of them in sight for " + itoa(pts) + " points"
			}
		}
		if len(sv.Monsters) > 0 {
			var ms []string
			for _, id := range sv.Monsters {
				ms = append(ms, f.monsterName(id))
			}
			line += "; monsters returned: " + canvas.ListWords(ms) + " (" + f.monsterTypes(s) + ")"
		}
		if sv.Passed && !v.Over {
			line += "; passed"
		}
		ln(line, ".")
	}
	ln("Trauma supply: ", plural(v.TraumaLeft, "card"), " left on the scoreboard", handLimitWords(v.HandLimit), ".")
	if v.Over {
		for s, sv := range v.Seats {
			ln("Final: ", f.person(s).Start().String(), " ", itoa(sv.Final), " points (", itoa(sv.VP), " V.P., minus ", itoa(sv.Trauma),
				" trauma, plus ", itoa(sv.Sets), " for sets), adventure level ", canvasOrDash(sv.Level), ".")
		}
		var win []string
		for _, s := range v.Winners {
			if f.seatOK(s) {
				win = append(win, f.person(s).Mid().String())
			}
		}
		switch {
		case len(win) == 1:
			ln(f.person(v.Winners[0]).Does("wins"), ".")
		case len(win) > 1:
			ln(strings.ToUpper(canvas.ListWords(win)[:1]), canvas.ListWords(win)[1:], " share the win.")
		}
	}
	return d.String()
}

func handLimitWords(n int) string {
	if n <= 0 {
		return ""
	}
	return "; hand limit " + itoa(n) + " this round"
}

func canvasOrDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// placedWords is a card in a frontline in words: "Ann's Range 2", "Bob's
// face-down card", "your face-down Melee 2".
func (f *frame) placedWords(p rt.PlacedView) string {
	who := f.person(p.Owner).Mid().Possessive()
	if !f.seatOK(p.Owner) {
		who = "someone's"
	}
	switch {
	case p.Card == "" && p.FaceDown:
		return who + " face-down card"
	case p.Card == "":
		return who + " unknown card"
	}
	s := who + " "
	if p.FaceDown {
		s += "face-down "
	}
	s += f.b.cardName(p.Card)
	if p.Copies != "" {
		s += " copying " + p.Copies
	}
	if k, ok := f.b.kind(p.Card); ok && !k.relic && p.Value > 0 {
		s += " counting " + itoa(p.Value)
	}
	return s
}

// Summary is the state in one line for lists of saves: "round 3, V.P.
// 12/9/4", "over: Ann won, 34/28/20".
func (b *Board) Summary(view any) string {
	v, ok := b.ViewOf(view)
	if !ok {
		return b.NotAView(view)
	}
	var pts []string
	for _, s := range v.Seats {
		if v.Over {
			pts = append(pts, itoa(s.Final))
		} else {
			pts = append(pts, itoa(s.VP))
		}
	}
	if v.Over {
		f := b.frame(v, selectionNone)
		var win []string
		for _, s := range v.Winners {
			win = append(win, f.name(s))
		}
		if len(win) == 0 {
			return "over, final " + strings.Join(pts, "/")
		}
		return "over: " + canvas.ListWords(win) + " won, final " + strings.Join(pts, "/")
	}
	track := make([]string, len(v.Seats))
	for i, s := range v.Seats {
		track[i] = itoa(s.Track)
	}
	end := ""
	if v.TrackEnd > 0 {
		end = " of " + itoa(v.TrackEnd)
	}
	return "round " + itoa(v.Round) + ", track " + strings.Join(track, "/") + end + ", V.P. " + strings.Join(pts, "/")
}
