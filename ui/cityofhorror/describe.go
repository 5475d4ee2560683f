package cityofhorror

import (
	"strings"

	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/rules/grammar"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// person is seat s's player as a sentence names them.
func (f *frame) person(s int) grammar.Person { return grammar.Person(f.name(s)) }

// seatWords is "Ann (red)".
func (f *frame) seatWords(s int) string {
	if !f.seatOK(s) {
		return "nobody"
	}
	if c := f.v.Seats[s].Color; c != "" {
		return f.person(s).String() + " (" + c + ")"
	}
	return f.person(s).String()
}

// seatWordsMid is seatWords inside a sentence: "you (red)" for You.
func (f *frame) seatWordsMid(s int) string {
	if !f.seatOK(s) {
		return "nobody"
	}
	w := f.person(s).Mid().String()
	if c := f.v.Seats[s].Color; c != "" {
		w += " (" + c + ")"
	}
	return w
}

// sideWords is a character's side in words.
func sideWords(ch *rc.CharacterView) string {
	if ch.Rested {
		return "rested"
	}
	return "exhausted"
}

// charWords is a character in words: "Blonde, worth 5, rested, hidden".
func charWords(ch *rc.CharacterView) string {
	parts := []string{ch.Name, "worth " + itoa(ch.Value), sideWords(ch)}
	if ch.Hidden {
		parts = append(parts, "hidden")
	}
	if ch.Safe {
		parts = append(parts, "safe from being chosen")
	}
	if ch.Extra {
		parts = append(parts, "on a temporary space")
	}
	return strings.Join(parts, ", ")
}

// Describe is the frame's view in words (Board.Describe). Another seat's
// hand is only ever counted.
func (f *frame) Describe() string {
	v := f.v
	var d canvas.Sentences
	ln := d.Ln
	game := canvas.Labelled("City of Horror", v.Label)
	if v.Side != "" {
		game += ", side " + strings.ToUpper(v.Side) + " of the boards"
	}
	ln(game, ".")
	switch {
	case v.Over:
		ln(strings.TrimSpace(f.resultWords()))
	case v.Hour == "" || v.Phase == rc.PhaseSetup:
		ln("Setting up: characters are dealt and placed.")
	default:
		t := "It is " + v.Hour
		if v.Phase != "" {
			t += ", " + v.Phase + " phase"
		}
		ln(t, ".")
	}
	if !v.Over && v.Resolving != "" {
		ln("Resolving the ", f.place(v.Resolving), ".")
	}
	if v.Window != "" {
		ln("Open: ", strings.TrimRight(v.Window, "."), ".")
	}
	for k, p := range v.Played {
		t := "Played"
		if k == len(v.Played)-1 && !p.Cancelled {
			t = "Played last, may still be cancelled"
		}
		what := p.Card
		verb := "plays"
		switch {
		case p.Power:
			what, verb = "the "+p.Card+"'s power", "uses"
		case strings.HasPrefix(what, "use of "):
			verb = "makes"
		}
		t += ": " + f.person(p.Seat).Does(verb) + " " + what + targetGlue(p.Target)
		if p.Cancelled {
			t += ", cancelled"
		}
		ln(t, ".")
	}
	if len(v.Seats) > 0 {
		var wheel []string
		for s, sv := range v.Seats {
			wheel = append(wheel, sv.Color+" "+f.letter[s])
		}
		t := "Zombie leader wheel, clockwise: " + strings.Join(wheel, ", ") + "."
		if f.seatOK(v.Leader) {
			t += " The leader points at " + v.Seats[v.Leader].Color + " (" + f.person(v.Leader).Mid().String() + ")."
		}
		ln(t)
	}
	if f.seatOK(v.First) {
		ln(f.person(v.First).Does("holds"), " the first player token.")
	}
	for i := range v.Locations {
		ln(f.locWords(i))
	}
	describeCard := func(what string, c *rc.InvasionView) {
		if c != nil {
			ln(what, " ", c.Hour, ": ", f.cardWords(c), ".")
		}
	}
	describeCard("Invasion card", v.Invasion)
	if v.Invasion == nil && (v.Hour == "" || v.Phase == rc.PhaseSetup) {
		describeCard("Set-up card", v.SetupCard)
	}
	describeCard("Next invasion card, secret", v.Peek)
	if len(v.Peeked) > 0 {
		var who []string
		for _, s := range v.Peeked {
			who = append(who, f.person(s).Mid().String())
		}
		ln("The next invasion card is known to ", strings.Join(who, ", "), ".")
	}
	if vt := v.Vote; vt != nil {
		describeVote(&d, f, vt)
	}
	for s := range v.Seats {
		ln(f.seatSentence(s))
	}
	own := f.handOwner()
	for s := range v.Seats {
		cards, kept := f.cards(s), v.Seats[s].Kept
		if len(cards)+len(kept) == 0 {
			continue
		}
		who := f.person(s).Possessive() + " hand"
		if s == own {
			who = "Your hand (" + f.seatWords(s) + ")"
		}
		t := cardsWords(cards, ", ")
		if len(kept) > 0 {
			who = strings.TrimSuffix(who, " hand") + " draft"
			if s == own {
				who = "Your draft (" + f.seatWords(s) + ")"
			}
			t = "the packet holds " + cardsWords(cards, ", ") + "; kept so far: " + cardsWords(kept, ", ")
		}
		if n := f.unseen(s); n > 0 {
			t += "; and " + itoa(n) + " unseen"
		}
		ln(strings.ToUpper(who[:1]), who[1:], ": ", t, ".")
	}
	sup := "Action deck: " + plural(v.Deck, "card") + ". Zombies in the horde: " + itoa(v.Horde) +
		". Antidotes on the ambulance: " + itoa(v.Reserve) + ". Food tokens on the truck: " + itoa(v.FoodLeft)
	if len(v.FoodUp) > 0 {
		fu := make([]string, len(v.FoodUp))
		for k, x := range v.FoodUp {
			fu[k] = itoa(x)
		}
		sup += ", face up: " + strings.Join(fu, ", ")
	}
	ln(sup, ".")
	if len(v.Discard) > 0 {
		ln("Discard pile: ", cardsWords(v.Discard, ", "), ".")
	} else {
		ln("Discard pile: empty.")
	}
	return d.String()
}

// locWords is location i in one sentence: its zombies, who is there, its
// spaces, its markers, what lies there, who used it, and whether it is
// attacked.
func (f *frame) locWords(i int) string {
	v := f.v
	l := &v.Locations[i]
	parts := []string{}
	z := plural(l.Zombies, "zombie")
	if c := f.b.c.ZombieCap; c > 0 {
		z += " of " + itoa(c) + " at most"
	}
	parts = append(parts, z)
	if len(f.at[i]) == 0 {
		parts = append(parts, "nobody here")
	} else {
		var cs []string
		for _, ci := range f.at[i] {
			ch := &v.Characters[ci]
			cs = append(cs, f.seatWordsMid(ch.Seat)+": "+charWords(ch))
		}
		parts = append(parts, strings.Join(cs, "; "))
	}
	switch l.State {
	case "exploded":
		parts = append(parts, "exploded")
	case "burnt":
		parts = append(parts, "burnt down")
	case "sealed":
		parts = append(parts, "sealed: nobody goes in or out")
	}
	if l.State != "exploded" && l.State != "burnt" {
		if l.Spaces > 0 {
			parts = append(parts, itoa(f.free(i))+" of "+itoa(l.Spaces)+" spaces free")
		} else if l.State == "" {
			parts = append(parts, "no limit of spaces")
		}
	}
	if l.MarkersAt > 0 || l.Markers > 0 {
		m := plural(l.Markers, "explosion marker")
		if l.MarkersAt > 0 {
			m += " of " + itoa(l.MarkersAt)
		}
		parts = append(parts, m)
	}
	var items []string
	if l.Cards > 0 {
		items = append(items, plural(l.Cards, "action card")+" face down")
	}
	if l.Antidotes > 0 {
		items = append(items, plural(l.Antidotes, "antidote"))
	}
	if len(items) > 0 {
		parts = append(parts, strings.Join(items, " and ")+" to share")
	}
	for _, s := range l.Replicas {
		parts = append(parts, "a weapon replica of "+f.person(s).Mid().String())
	}
	if len(l.Used) > 0 {
		var who []string
		for _, s := range l.Used {
			who = append(who, f.person(s).Mid().String())
		}
		parts = append(parts, "used this round by "+strings.Join(who, ", "))
	}
	if l.Attacks {
		parts = append(parts, "the zombies attack")
	}
	if l.Resolved {
		parts = append(parts, "resolved this round")
	}
	if f.wheelAt(i) && f.seatOK(v.Leader) {
		parts = append(parts, "the zombie leader points at "+v.Seats[v.Leader].Color)
	}
	return itoa(l.Number) + " " + l.Name + ": " + strings.Join(parts, "; ") + "."
}

// cardWords is an invasion card's contents in words.
func (f *frame) cardWords(c *rc.InvasionView) string {
	var parts []string
	for _, m := range c.Moves {
		verb := " move"
		if m.N == 1 {
			verb = " moves"
		}
		parts = append(parts, plural(m.N, "zombie")+verb+" from the "+f.place(m.From)+" to the "+f.place(m.To))
	}
	drops := func(what string, ds []rc.Drop) {
		if len(ds) == 0 {
			return
		}
		var xs []string
		for _, d := range ds {
			xs = append(xs, itoa(d.N)+" at the "+f.place(d.Location))
		}
		parts = append(parts, what+" "+strings.Join(xs, ", "))
	}
	drops("zombies arrive:", c.Zombies)
	drops("action cards dropped:", c.Actions)
	drops("antidotes dropped:", c.Antidotes)
	if c.Leader > 0 {
		parts = append(parts, "the zombie leader turns "+plural(c.Leader, "wedge")+" on")
	}
	if len(parts) == 0 {
		return "nothing happens"
	}
	return strings.Join(parts, "; ")
}

func describeVote(d *canvas.Sentences, f *frame, vt *rc.VoteView) {
	what := "who is eaten"
	if vt.For == "share" {
		what = "who shares out the items"
	}
	t := "Vote at the " + f.place(vt.Location) + ", " + what
	if vt.Revealed {
		t += ", shown"
	}
	var parts []string
	for _, s := range f.voters() {
		p := f.person(s).String() + " " + plural(f.weight(s), "vote")
		switch {
		case s < len(vt.Votes) && vt.Votes[s] >= 0:
			p += ", for " + f.person(vt.Votes[s]).Mid().String()
		case s < len(vt.Voted) && vt.Voted[s]:
			p += ", voted"
		default:
			p += ", not yet voted"
		}
		parts = append(parts, p)
	}
	if len(parts) > 0 {
		t += ": " + strings.Join(parts, "; ")
	}
	d.Ln(t, ".")
	if len(vt.Tied) > 0 {
		var who []string
		for _, s := range vt.Tied {
			who = append(who, f.person(s).Mid().String())
		}
		d.Ln("Tied: ", strings.Join(who, ", "), "; the first player decides.")
	}
}

// seatSentence is one player in a sentence.
func (f *frame) seatSentence(s int) string {
	v := f.v
	sv := &v.Seats[s]
	t := f.seatWords(s) + ", letter " + f.letter[s]
	if s == v.First {
		t += ", first player"
	}
	if sv.Eliminated {
		t += ", out of the game"
	}
	parts := []string{}
	hand := plural(sv.Hand, "action card")
	switch n := f.unseen(s); {
	case n == 0:
	case n >= sv.Hand:
		hand += ", hidden"
	default:
		hand += ", " + itoa(n) + " of them unseen"
	}
	parts = append(parts, hand, plural(sv.Antidotes, "antidote"))
	food := plural(sv.FoodTokens, "food token")
	if !sv.FoodHidden && sv.FoodTokens > 0 {
		food += " worth " + plural(sv.Food, "point")
	}
	parts = append(parts, food)
	if sv.Canned > 0 {
		parts = append(parts, itoa(sv.Canned)+" Canned Food played")
	}
	if v.Over {
		parts = append(parts, "score "+itoa(sv.Score))
	} else if !sv.Eliminated && v.Hour != "" {
		switch {
		case sv.Pick != "":
			parts = append(parts, "movement card: the "+f.place(sv.Pick))
		case sv.Picked:
			parts = append(parts, "movement card played, face down")
		case sv.Late:
			parts = append(parts, "plays a movement card after the reveal")
		case !v.Revealed:
			parts = append(parts, "no movement card yet")
		}
	}
	var cs []string
	for ci := range v.Characters {
		ch := &v.Characters[ci]
		if ch.Seat != s {
			continue
		}
		switch {
		case ch.Dead:
			cs = append(cs, ch.Name+", dead")
		case ch.Location != "":
			cs = append(cs, charWords(ch)+", at the "+f.place(ch.Location))
		default:
			cs = append(cs, charWords(ch)+", not placed yet")
		}
	}
	if len(cs) > 0 {
		parts = append(parts, "characters: "+strings.Join(cs, "; "))
	}
	return t + ": " + strings.Join(parts, "; ") + "."
}

// resultWords says how the game ended.
func (f *frame) resultWords() string {
	v := f.v
	var who []string
	for k, s := range v.Winners {
		p := f.person(s)
		if k > 0 {
			p = p.Mid()
		}
		who = append(who, p.String())
	}
	t := "The game is over."
	switch len(who) {
	case 0:
	case 1:
		t += " " + f.person(v.Winners[0]).Does("wins") + "."
	default:
		t += " " + strings.Join(who[:len(who)-1], ", ") + " and " + who[len(who)-1] + " win together."
	}
	var sc []string
	for s, sv := range v.Seats {
		sc = append(sc, f.person(s).Mid().String()+" "+itoa(sv.Score))
	}
	if len(sc) > 0 {
		t += " Scores: " + strings.Join(sc, ", ") + "."
	}
	return t
}

// Summary is the state in one short line for lists of saves: the hour and
// how many characters are alive; once over, who won.
func (b *Board) Summary(view any) string {
	v, ok := b.ViewOf(view)
	if !ok {
		return b.NotAView(view)
	}
	f := b.frame(v, selectionNone)
	living, dealt := f.alive()
	switch {
	case v.Over:
		var who []string
		for _, s := range v.Winners {
			who = append(who, f.person(s).Mid().String())
		}
		if len(who) == 0 {
			return "game over"
		}
		return "game over, won by " + strings.Join(who, " and ")
	case v.Hour == "" || v.Phase == rc.PhaseSetup:
		return "setting up, " + plural(len(v.Seats), "player")
	}
	return v.Hour + ", " + itoa(living) + " of " + itoa(dealt) + " characters alive"
}
