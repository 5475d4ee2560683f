package att

import (
	"strings"

	"github.com/hauntgames/haunt/rules"
	ra "github.com/hauntgames/haunt/rules/att"
	"github.com/hauntgames/haunt/rules/grammar"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// Describe says the view in plain sentences, one subject per line, for the
// line mode and screen readers: no escape codes, no glyphs that need
// seeing. Another seat's hand is only ever counted.
func (b *Board) Describe(view any) string {
	v, ok := asView(view)
	if !ok {
		return notAView(view)
	}
	return describe(v)
}

func describe(v *ra.View) string {
	f := newFrame(v, common.Selection{})
	var sb strings.Builder
	ln := func(parts ...string) {
		for _, p := range parts {
			sb.WriteString(p)
		}
		sb.WriteByte('\n')
	}

	game := "Ancient Terrible Things (" + canvas.OrDash(v.DeckLabel) + ")"
	if v.Solo {
		game += ", solo: Forgotten Secrets"
	} else if v.LostCharter {
		game += " with The Lost Charter"
	}
	if v.Length != "" {
		game += "; " + v.Length + " game"
	}
	if v.Side != "" {
		game += "; the " + v.Side + " side of the Scenario card"
	}
	ln(game, ".")

	if v.Over {
		ln("The game is over. ", strings.TrimRight(canvas.OrDash(v.Result), "."), ".")
	}
	turn := ""
	switch {
	case v.Round <= 0 || v.Phase == "setup":
		turn = "Setting up."
	case v.Over:
	default:
		ph := v.Phase
		if !strings.Contains(ph, "phase") {
			ph += " phase"
		}
		turn = "Round " + itoa(v.Round) + ", " + ph + "."
	}
	if i := f.seatIndex(v.Current); i >= 0 && !v.Over && v.Phase == "map" {
		// The Map holder answers: keep the Map and go first, or pass it.
		turn += " " + f.person(v.Current).Does("decides") + " who goes first."
	} else if i >= 0 && !v.Over {
		s := v.Seats[i]
		turn += " It is " + f.person(s.Seat).Mid().Possessive() + " turn"
		if s.CharacterName != "" {
			turn += " (" + s.CharacterName + ")"
		}
		turn += ", at " + f.place(s.Pawn) + "."
	}
	if i := f.seatIndex(v.MapHolder); i >= 0 {
		turn += " " + f.person(v.MapHolder).Does("holds") + " the Map."
	}
	if turn != "" {
		ln(strings.TrimSpace(turn))
	}

	// The encounter in progress comes first: it is what is being decided.
	if t := v.Tray; t != nil {
		describeTray(&sb, f, t)
	}
	if o := v.Offer; o != nil {
		ln("Trade offer from ", f.person(o.From).Object(), " to ", f.person(o.To).Object(), ": gives ", orNothing(o.Give), "; asks for ", orNothing(o.Take), ".")
	}

	exp := "Expedition track: " + itoa(len(v.Expedition)) + " of " + itoa(v.ExpeditionSize) + " Terrible Things left"
	if len(v.Expedition) > 0 {
		vals := make([]string, len(v.Expedition))
		for i, x := range v.Expedition {
			vals[i] = itoa(x)
		}
		exp += ", the next taken first: " + strings.Join(vals, ", ")
	}
	ln(exp, ".")
	deck := "Encounter deck: " + plural(v.EncounterDeck, "card")
	if len(v.DeckTiers) > 0 {
		parts := make([]string, len(v.DeckTiers))
		for i, t := range v.DeckTiers {
			parts[i] = t.Tier + " " + itoa(t.Left)
		}
		deck += " (" + strings.Join(parts, ", ") + ", top first)"
	}
	ln(deck, ".")
	if n := len(v.Rumours); n > 0 {
		names := make([]string, n)
		for i, c := range v.Rumours {
			names[n-1-i] = c.Name + " (" + plural(c.Secrets, "secret") + ")"
		}
		ln("Rumours: ", plural(n, "card"), " worth ", plural(pileSecrets(v.Rumours), "secret"), ", top first: ", strings.Join(names, ", "), ".")
	} else {
		ln("Rumours: none.")
	}
	feats := "Feat deck: " + plural(v.FeatDeck, "card") + "; discard pile: " + plural(v.FeatDiscard, "card")
	if v.FeatTop != "" {
		feats += ", top: " + v.FeatTop
	}
	feats += ". Swag deck: " + plural(v.SwagDeck, "card") + ". Terrible Things in the box: " + itoa(v.TTBox) + "."
	ln(feats)
	if len(v.Bank) > 0 {
		ln("Bank: ", resWords(v.Bank), ".")
	}

	ln("The river:")
	for _, l := range v.Locations {
		s := "- " + itoa(l.Slot) + " " + l.Name
		if l.Bank != "" {
			s += " (" + l.Bank + " bank)"
		}
		s += ": "
		if e := l.Encounter; e != nil {
			s += cardWords(*e)
		} else {
			s += "no encounter"
		}
		if len(l.Tokens) > 0 {
			s += "; tokens: " + resWords(l.Tokens)
		}
		if len(l.Pawns) > 0 {
			s += "; here: " + f.names(l.Pawns)
		}
		if f.seatIndex(l.Foreshadowed) >= 0 {
			s += "; foreshadowed for " + f.person(l.Foreshadowed).Object()
		}
		if ev := l.Event; ev != nil {
			s += "; event " + ev.Name
			if ev.Text != "" {
				s += ": " + strings.TrimRight(ev.Text, ".")
			}
		}
		if l.Action != "" {
			s += "; action: " + strings.TrimRight(l.Action, ".")
		}
		ln(s, ".")
	}
	ln("On the Riverboat: ", f.names(v.Riverboat), ". At the Trading Post: ", f.names(v.TradingPost.Pawns), ".")

	tp := v.TradingPost
	post := make([]string, 0, len(tp.Slots))
	for i, s := range tp.Slots {
		if s == nil {
			post = append(post, "slot "+itoa(i+1)+" empty")
		} else {
			post = append(post, "slot "+itoa(i+1)+" "+swagWords(*s))
		}
	}
	old := "Old Stock: " + plural(tp.OldStock, "card")
	if tp.OldTop != nil {
		old += ", top: " + swagWords(*tp.OldTop)
	}
	ln("Trading Post: ", strings.Join(post, "; "), ". ", old, ".")

	if len(v.Scenario) > 0 {
		rows := make([]string, len(v.Scenario))
		for i, r := range v.Scenario {
			rows[i] = r.Combo + " pays " + r.Resource
		}
		ln("Scenario card (", canvas.OrDash(v.Side), "), one token per die used: ", strings.Join(rows, "; "), ".")
	}
	if len(v.Achievements) > 0 {
		parts := make([]string, len(v.Achievements))
		for i, a := range v.Achievements {
			p := a.Name + " (" + plural(a.Secrets, "secret")
			if a.Text != "" {
				p += ", " + strings.TrimRight(a.Text, ".")
			}
			p += ")"
			switch {
			case a.Gone:
				p += " forgotten"
			case f.seatIndex(a.Holder) >= 0:
				p += " held by " + f.person(a.Holder).Object()
			default:
				p += " held by nobody"
			}
			parts[i] = p
		}
		ln("Achievements: ", strings.Join(parts, "; "), ".")
	}

	ln("Players:")
	for i := range v.Seats {
		ln(f.seatWords(i))
	}

	if v.Solo {
		rum := pileSecrets(v.Rumours)
		if v.ForgetNeed > 0 {
			ln("Forgotten Secrets: forget cards worth at least ", itoa(v.ForgetNeed), " this round end; ", itoa(v.Forgotten), " forgotten so far.")
		} else {
			ln("Forgotten Secrets: the Rumours are worth ", plural(rum, "secret"), "; at the round end forget at least ", itoa(2*rum), ".")
		}
		ln("Goal: end every round with no Rumours, a score above 0 and a Terrible Thing left on the track.")
	}
	if len(v.Scores) > 0 {
		ln("Final scores:")
		for i, s := range v.Scores {
			w := ""
			if s.Winner {
				w = ", the winner"
			}
			ln("- ", itoa(i+1), ". ", canvas.OrDash(s.Player), w, ": ", itoa(s.Total), " (encounters ", itoa(s.Encounters), ", swag ", itoa(s.Swag),
				", achievements ", itoa(s.Achievements), ", map ", itoa(s.Map), ", penalties ", itoa(s.Penalties),
				"; ", plural(s.TTCount, "Terrible Thing"), ", ", itoa(s.Courage), " courage).")
		}
	}
	return strings.TrimRight(sb.String(), "\n")
}

func describeTray(sb *strings.Builder, f *frame, t *ra.TrayView) {
	s := "Dice of " + f.person(t.Seat).Mid().Possessive() + " encounter"
	if !t.Rolled {
		s += ", not rolled yet"
	}
	s += "; " + plural(t.RerollsLeft, "re-roll") + " left"
	if t.Spending {
		s += "; spending combinations, no more re-rolls"
	}
	if t.Overcome {
		s += "; the encounter is overcome"
	}
	sb.WriteString(s + ":\n")
	for i, d := range t.Dice {
		k := d.Kind
		if k == "" {
			k = "unknown"
		}
		line := "- die " + itoa(i+1) + ", " + k + ", "
		if d.Face > 0 {
			line += "shows " + itoa(d.Face)
		} else {
			line += "not rolled"
		}
		if d.Marked {
			line += ", marked for a re-roll"
		}
		if d.Used {
			line += ", spent"
		}
		if !d.Rerollable && !d.Used {
			line += ", cannot be re-rolled"
		}
		sb.WriteString(line + ".\n")
	}
	if t.FocusCost > 0 {
		sb.WriteString("The marked dice cost " + itoa(t.FocusCost) + " Focus to re-roll.\n")
	}
	if t.Rolled {
		if len(t.Combos) == 0 {
			sb.WriteString("No combinations left to spend.\n")
			return
		}
		parts := make([]string, len(t.Combos))
		for i, c := range t.Combos {
			if c.For == "encounter" {
				parts[i] = comboShort(c) + " to overcome the encounter"
			} else {
				parts[i] = comboShort(c) + " for " + itoa(c.Size) + " " + c.For
			}
		}
		sb.WriteString("Combinations to spend: " + strings.Join(parts, "; ") + ".\n")
	}
}

func (f *frame) seatWords(i int) string {
	v := f.v
	s := v.Seats[i]
	who := f.person(s.Seat)
	out := "- " + who.String()
	if s.CharacterName != "" {
		out += " (" + s.CharacterName + ")"
	}
	if s.Seat == v.Current && !v.Over {
		if v.Phase == "map" {
			out += ", who decides who goes first,"
		} else {
			out += ", whose turn it is,"
		}
	}
	out += " " + who.Verb("is") + " at " + f.place(s.Pawn) + "; " + resWords(s.Resources)
	if len(s.TT) == 0 {
		out += "; no Terrible Things"
	} else {
		vals := make([]string, len(s.TT))
		sum := 0
		for j, x := range s.TT {
			vals[j] = itoa(x)
			sum += x
		}
		out += "; Terrible Things " + strings.Join(vals, ", ") + " (" + itoa(sum) + " penalty)"
	}
	if n := len(s.ScorePile); n > 0 {
		names := make([]string, n)
		for j, c := range s.ScorePile {
			names[j] = c.Name
		}
		out += "; score pile " + plural(n, "card") + " worth " + plural(pileSecrets(s.ScorePile), "secret") + ": " + strings.Join(names, ", ")
	} else {
		out += "; score pile empty"
	}
	if len(s.Swag) > 0 {
		parts := make([]string, len(s.Swag))
		for j, sw := range s.Swag {
			parts[j] = sw.Name
			if sw.Secrets > 0 {
				parts[j] += " (" + plural(sw.Secrets, "secret") + ")"
			}
			if sw.Exhausted {
				parts[j] += " exhausted"
			}
		}
		out += "; swag: " + strings.Join(parts, ", ")
	}
	if len(s.Achievements) > 0 {
		parts := make([]string, len(s.Achievements))
		for j, a := range s.Achievements {
			parts[j], _ = f.achName(a)
		}
		out += "; achievements: " + strings.Join(parts, ", ")
	}
	if o := s.Obsession; o != nil {
		out += "; obsession " + o.Name + " (" + itoa(o.TT) + " penalty if kept)"
	}
	if s.HasMap {
		out += "; " + who.Verb("holds") + " the Map"
	}
	out += "; " + plural(s.Rerolls, "re-roll") + " left; score " + itoa(s.Score)
	if !s.HandHidden && s.HandUnseen > 0 {
		out += "; hand: " + plural(s.HandCount, "card") + ", held at the table and not entered"
	} else if s.HandHidden || s.Hand == nil {
		out += "; hand: " + plural(s.HandCount, "card") + ", hidden"
	} else if len(s.Hand) == 0 {
		out += "; hand: empty"
	} else {
		parts := make([]string, len(s.Hand))
		for j, c := range s.Hand {
			parts[j] = c.Name + " (" + itoa(c.Cost) + " feat"
			if c.Text != "" {
				parts[j] += ": " + strings.TrimRight(c.Text, ".")
			}
			parts[j] += ")"
		}
		out += "; hand: " + strings.Join(parts, ", ")
	}
	return out + "."
}

// article is "an" before a vowel ("an orange encounter"), else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}

// cardWords says an encounter card: "Sucking Mire, a green pitfall
// encounter worth 2 secrets; needs a die of 5+".
func cardWords(c ra.CardView) string {
	s := c.Name + ", " + article(c.Tier) + " " + c.Tier
	if len(c.Types) > 0 {
		s += " " + strings.Join(c.Types, " and ")
	}
	if c.Kind != "" {
		s += " " + c.Kind
	}
	s += " encounter worth " + plural(c.Secrets, "secret")
	if c.Combo != "" {
		s += "; needs " + c.Combo
	}
	return s
}

func swagWords(s ra.SwagView) string {
	out := s.Name + " (" + itoa(s.Cost) + " treasure"
	if s.Secrets > 0 {
		out += ", " + plural(s.Secrets, "secret")
	}
	if s.Exhausts {
		out += ", exhausts when used"
	}
	if s.CountsAs != "" {
		out += ", counts as " + s.CountsAs
	}
	if s.Text != "" {
		out += ": " + strings.TrimRight(s.Text, ".")
	}
	return out + ")"
}

// resWords says tokens: "focus 2, treasure 3, courage 1, feat 1".
func resWords(m map[string]int) string {
	parts := make([]string, 0, 4)
	for _, r := range resOrder {
		if n, ok := m[r]; ok {
			parts = append(parts, r+" "+itoa(n))
		}
	}
	if len(parts) == 0 {
		return "no tokens"
	}
	return strings.Join(parts, ", ")
}

func (f *frame) names(ss []rules.Seat) string {
	if len(ss) == 0 {
		return "nobody"
	}
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = f.person(s).Object()
	}
	return strings.Join(parts, ", ")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return itoa(n) + " " + word + "s"
}

// person is seat s's player as a sentence names them, so that it agrees
// with the name: "Ann holds", "It is your turn", "foreshadowed for you" for
// the seat named "You" (issue 10).
func (f *frame) person(s rules.Seat) grammar.Person { return grammar.Person(f.name(s)) }
