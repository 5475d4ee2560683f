package hallsofhorror

import (
	"slices"
	"strings"

	hh "github.com/hauntgames/haunt/boards/hallsofhorror"
	"github.com/hauntgames/haunt/rules/grammar"
	rh "github.com/hauntgames/haunt/rules/hallsofhorror"
	"github.com/hauntgames/haunt/ui/components/canvas"
)

// person is seat s's player as a sentence names them.
func (f *frame) person(s int) grammar.Person { return grammar.Person(f.name(s)) }

// seatWordsMid is the player and their participant inside a sentence:
// "Ann (Ben)", "you (Ben)" for You.
func (f *frame) seatWordsMid(s int) string {
	if !f.seatOK(s) {
		return "nobody"
	}
	w := f.person(s).Mid().String()
	if n := f.v.Seats[s].Name; n != "" {
		w += " (" + n + ")"
	}
	return w
}

// Describe is the frame's view in words (Board.Describe). A secret
// (another seat's action card, the MC's hand) is only ever counted, as the
// view holds it.
func (f *frame) Describe() string {
	v := f.v
	var d canvas.Sentences
	ln := d.Ln
	game := canvas.Labelled("Halls of Horror", v.Label)
	var set []string
	if v.Rooms != "" {
		set = append(set, "rooms: "+roomsWord(v.Rooms))
	}
	if v.Side != "" {
		set = append(set, "participant sheets on the "+v.Side+" side")
	}
	if len(set) > 0 {
		game += ", " + strings.Join(set, ", ")
	}
	ln(game, ".")
	if v.Variant != "" {
		ln("This set-up is ", strings.TrimRight(v.Variant, "."), ".")
	}
	switch {
	case v.Over:
		ln(f.resultWords())
	case v.Turn == 0 || v.Phase == "setup":
		ln("Setting up.")
	default:
		t := "Turn " + itoa(v.Turn)
		if v.Phase != "" {
			t += ", " + v.Phase + " phase"
		}
		ln(t, ".")
	}
	if f.seatOK(v.First) && !v.Over {
		ln(f.person(v.First).Does("holds"), " the First Player card.")
	}
	if f.seatOK(v.MC) {
		ln(f.person(v.MC).Does("is"), " the Master of the Ceremony.")
	} else if !v.Over {
		ln("Nobody is the Master of the Ceremony yet: the First Player draws the MC card.")
	}
	ln(f.killerWords())
	if f.rows > 0 && f.cols > 0 {
		ln("The house: ", plural(f.rows, "row"), " of ", plural(f.cols, "room"), ", row 1 at the top; Up moves to the row above.")
	}
	for i := range v.Grid {
		ln(f.roomWords(i))
	}
	if c := v.Combat; c != nil {
		var ps []string
		for _, p := range c.Parties {
			ps = append(ps, f.partyWords(p))
		}
		ln("Combat in ", f.place(c.Cell), ", in initiative order: ", strings.Join(ps, "; "), ".")
	}
	if len(v.Drawn) > 0 || v.Dropped != "" || v.Spent > 0 {
		var cs []string
		for _, id := range v.Drawn {
			cs = append(cs, f.cardWords(id))
		}
		t := "A Search is under way: "
		if f.seatOK(v.Searcher) {
			t = f.person(v.Searcher).Possessive() + " Search is under way: "
		}
		if len(cs) > 0 {
			t += "reward cards drawn: " + strings.Join(cs, "; ")
		} else {
			t += "no reward card drawn yet"
		}
		if v.Dropped != "" {
			t += "; dropped: " + f.cardWords(v.Dropped)
		}
		if v.Spent > 0 {
			t += "; " + itoa(v.Spent) + " Resolve spent"
		}
		ln(t, ".")
	}
	if v.MCCard != "" {
		t := "MC card being played: " + f.b.mcTitle(v.MCCard)
		if m := f.b.mcCard(v.MCCard); m != nil && m.Text != "" {
			t += ": " + strings.TrimRight(m.Text, ".")
		} else if m == nil && v.MCText != "" {
			t = "MC card being played: " + strings.TrimRight(v.MCText, ".") // typed at the table
		}
		ln(t, ". ", plural(v.Symbols, "Killer symbol"), " left to spend.")
	}
	if len(v.MCHand) > 0 {
		var ts []string
		for _, id := range v.MCHand {
			ts = append(ts, f.b.mcTitle(id))
		}
		ln("The MC's hand, secret: ", strings.Join(ts, ", "), ".")
	} else if v.MCDrawn > 0 {
		ln("The MC drew ", plural(v.MCDrawn, "card"), " to choose from, unseen.")
	}
	for s := range v.Seats {
		ln(f.seatSentence(s))
	}
	ln("Rooms face down: ", itoa(v.FaceDown), ". Reward deck: ", plural(v.RewardDeck, "card"), ". Gift tokens in the bag: ",
		itoa(v.GiftBag), ". MC deck: ", plural(v.MCDeck, "card"), ".")
	return d.String()
}

// killerWords is the Killer in one sentence.
func (f *frame) killerWords() string {
	k := f.v.Killer
	t := "The Killer is "
	switch {
	case k.Cell == "":
		t += "not placed yet" // neither standing nor on his side
	case k.Active:
		t += "active in " + f.place(k.Cell)
	default:
		t += "stunned in " + f.place(k.Cell)
	}
	// Rage counts from 0, the left-most space of the track (6.3).
	t += ", with " + itoa(k.Health) + " of " + itoa(k.MaxHealth) + " HP; rage " + itoa(k.Rage) + " of " + itoa(max(len(f.b.c.Killer.Rage)-1, 0)) +
		" on his track: " + plural(k.Dice, "die") + ", damage " + itoa(k.Damage) + "."
	if k.KeyTaken {
		t += " The key for killing him is taken."
	} else {
		t += " The first to bring him to 0 HP wins a key."
	}
	return t
}

// rewardWords is reward k of a room's row in words: "a Shotgun (firearm,
// once)", "2 damage", "taken".
func (b *Board) rewardWords(card *hh.Room, r *rh.RoomView, k int) string {
	s := r.Rewards[k]
	var slot *hh.Slot
	if card != nil && k < len(card.Rewards) {
		slot = &card.Rewards[k]
	}
	t := symbolWord(s)
	if slot != nil {
		switch {
		case slot.Item != "":
			t = b.itemName(slot.Item) + " (" + symbolWord(s) + ")"
		case s == hh.Ammo && slot.Ammo != "":
			t = plural(max(slot.N, 1), slot.Ammo)
		case s == hh.Damage:
			t = itoa(max(slot.N, 1)) + " damage"
		}
		switch slot.Outline {
		case hh.Once:
			t += ", once"
		case hh.Exhausts:
			t += ", once and the room is exhausted"
		}
		if slot.Draw > 0 {
			t += ", then draw " + itoa(slot.Draw)
		}
	}
	if slices.Contains(r.Covered, k) {
		t += ", taken"
	}
	return t
}

// roomWords is room i in one sentence: what it is, what it offers and
// who and what is there.
func (f *frame) roomWords(i int) string {
	v := f.v
	r := &v.Grid[i]
	var parts []string
	switch {
	case r.Locked:
		parts = append(parts, "locked for good")
	case r.FaceDown || r.Name == "":
		parts = append(parts, "face down")
	default:
		card := f.b.roomCard(r.ID)
		kind := ""
		switch {
		case r.Start:
			kind = ", a starting room"
		case r.Exit:
			kind = ", an exit"
		}
		head := r.Name + kind
		switch {
		case r.Exhausted:
			head += ", exhausted"
		case r.Puzzle:
			head += ", puzzle: a pair in " + plural(r.Search, "card")
		case r.Search > 0:
			head += ", search " + itoa(r.Search)
		default:
			head += ", no draw: its own rule"
		}
		if r.Exit && card != nil && card.Keys > 0 {
			head += ", needs " + plural(card.Keys, "key")
		}
		parts = append(parts, head)
		if !r.Exhausted && len(r.Rewards) > 0 {
			var rw []string
			for k := range r.Rewards {
				rw = append(rw, f.b.rewardWords(card, r, k))
			}
			parts = append(parts, "rewards left to right: "+strings.Join(rw, "; "))
		}
		if r.Shut {
			parts = append(parts, "shut until its puzzle is solved")
		}
	}
	var here []string
	if f.combatAt() == i {
		here = append(here, "a combat under way")
	}
	for _, s := range f.at[i] {
		w := f.seatWordsMid(s)
		if v.Seats[s].ShutIn {
			w += ", shut in"
		}
		here = append(here, w)
	}
	if f.killerAt() == i {
		if v.Killer.Active {
			here = append(here, "the Killer, active")
		} else {
			here = append(here, "the Killer, stunned")
		}
	}
	for _, s := range r.Bodies {
		here = append(here, f.bodyWords(s))
	}
	if r.Gifts > 0 {
		here = append(here, plural(r.Gifts, "gift token")+" face down")
	}
	if len(here) > 0 {
		parts = append(parts, "here: "+strings.Join(here, ", "))
	}
	return r.Cell + ": " + strings.Join(parts, "; ") + "."
}

// bodyWords is "the body of Ben (Ann)": a dead participant not yet
// searched.
func (f *frame) bodyWords(s int) string {
	if !f.seatOK(s) {
		return "a body"
	}
	if n := f.v.Seats[s].Name; n != "" {
		return "the body of " + n + " (" + f.person(s).Mid().String() + ")"
	}
	return "the body of " + f.person(s).Mid().Possessive() + " participant"
}

// cardWords is a reward card's symbols in words: "key and utility item".
func (f *frame) cardWords(id string) string {
	var ws []string
	for _, s := range f.b.cardSymbols(id) {
		ws = append(ws, symbolWord(s))
	}
	return canvas.ListWords(ws)
}

// partyWords is one side of the combat in words.
func (f *frame) partyWords(p rh.PartyView) string {
	var t string
	if p.Seat < 0 {
		t = "the Killer " + p.Card + "s"
	} else {
		t = f.seatWordsMid(p.Seat) + " " + p.Card + "s"
		if f.person(p.Seat).IsYou() {
			t = f.seatWordsMid(p.Seat) + " " + p.Card
		}
	}
	if p.Weapon != "" {
		t += " with the " + f.b.itemName(p.Weapon)
	}
	if p.Faces > 0 {
		t += ", succeeding on " + itoa(p.Faces) + " and up"
	}
	if p.Rolled {
		t += ", " + plural(p.Successes, "success") + " on " + plural(p.Dice, "die")
	} else {
		t += ", " + plural(p.Dice, "die") + " to roll"
	}
	if p.Damage > 0 {
		t += ", damage " + itoa(p.Damage)
	}
	if p.Accepted {
		t += ", result accepted"
	}
	return t
}

// seatSentence is one player in a sentence.
func (f *frame) seatSentence(s int) string {
	v := f.v
	sv := &v.Seats[s]
	t := f.person(s).String() + ", letter " + f.letter[s]
	if sv.Name != "" {
		t = f.person(s).String() + " (letter " + f.letter[s] + ") " + f.person(s).Verb("plays") + " " + sv.Name
	}
	var marks []string
	if s == v.First {
		marks = append(marks, "first player")
	}
	if s == v.MC {
		marks = append(marks, "Master of the Ceremony")
	}
	switch {
	case sv.Dead:
		marks = append(marks, "dead")
	case sv.Escaped:
		marks = append(marks, "escaped")
	}
	if sv.Panicked {
		marks = append(marks, "panicked")
	}
	if len(marks) > 0 {
		t += ", " + strings.Join(marks, ", ")
	}
	var parts []string
	if !sv.Dead {
		parts = append(parts, itoa(sv.Health)+" of "+itoa(sv.MaxHealth)+" HP", itoa(sv.Resolve)+" Resolve")
	}
	parts = append(parts, plural(sv.Keys, "key"), plural(sv.Bullets, "bullet"), plural(sv.Shells, "shell"))
	if len(sv.Items) > 0 {
		var its []string
		for _, id := range sv.Items {
			its = append(its, f.b.itemName(id))
		}
		parts = append(parts, "items: "+strings.Join(its, ", "))
	} else {
		parts = append(parts, "no items")
	}
	switch {
	case sv.Escaped:
	case sv.Dead && sv.Cell != "":
		parts = append(parts, "body in "+f.place(sv.Cell))
	case sv.Cell != "":
		w := "in " + f.place(sv.Cell)
		if sv.ShutIn {
			w += ", shut in until the puzzle is solved"
		}
		parts = append(parts, w)
	}
	if f.inPlay(s) && v.Turn > 0 && !v.Over {
		switch {
		case sv.Action != "":
			parts = append(parts, "action card: "+actionWord(sv.Action))
		case sv.Picked:
			parts = append(parts, "action card picked, face down")
		case !v.Revealed:
			parts = append(parts, "no action card picked yet")
		}
	}
	if sv.LocksOwed > 0 {
		parts = append(parts, "to lock "+plural(sv.LocksOwed, "room"))
	}
	return t + ": " + strings.Join(parts, "; ") + "."
}

// resultWords says how the game ended.
func (f *frame) resultWords() string {
	v := f.v
	t := "The game is over."
	switch len(v.Winners) {
	case 0:
		t += " Nobody won."
	case 1:
		t += " " + f.person(v.Winners[0]).Does("wins") + "."
	default:
		var who []string
		for k, s := range v.Winners {
			p := f.person(s)
			if k > 0 {
				p = p.Mid()
			}
			who = append(who, p.String())
		}
		t += " " + canvas.ListWords(who) + " win together."
	}
	return t
}

// Summary is the state in one short line for lists of saves: the turn,
// each seat's keys and the Killer's health; once over, who won.
func (b *Board) Summary(view any) string {
	v, ok := b.ViewOf(view)
	if !ok {
		return b.NotAView(view)
	}
	f := b.frame(v, selectionNone)
	switch {
	case v.Over:
		var who []string
		for _, s := range v.Winners {
			who = append(who, f.person(s).Mid().String())
		}
		if len(who) == 0 {
			return "game over, nobody won"
		}
		return "game over, won by " + canvas.ListWords(who)
	case v.Turn == 0 || v.Phase == "setup":
		return "setting up, " + plural(len(v.Seats), "player")
	}
	keys := make([]string, len(v.Seats))
	for s, sv := range v.Seats {
		keys[s] = itoa(sv.Keys)
	}
	return "turn " + itoa(v.Turn) + ", keys " + strings.Join(keys, "/") + ", killer " + itoa(v.Killer.Health) + " HP, rage " +
		itoa(v.Killer.Rage) + " of " + itoa(max(len(f.b.c.Killer.Rage)-1, 0))
}
