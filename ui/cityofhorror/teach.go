package cityofhorror

import (
	"strings"

	coh "github.com/hauntgames/haunt/boards/cityofhorror"
	rc "github.com/hauntgames/haunt/rules/cityofhorror"
	"github.com/hauntgames/haunt/ui/common"
	"github.com/hauntgames/haunt/ui/components/canvas"
	"github.com/hauntgames/haunt/ui/components/pageflow"
)

// Reference teaches the game in view from the screen: how to win, how a
// round goes (the phase under way marked), how votes and attacks work, then
// everything in play with what it does: each location's side in force with
// its spaces, attack condition and explosions, the zombies' cap, every
// character dealt with its values and power, every action card with its
// copies and text, the tokens, and the key to the board's glyphs. Values
// that are house estimates say so. Every fact comes from the view or the
// content; no hidden hand is ever named. Lines are at most width cells
// wide, wrapped, never cut.
func (b *Board) Reference(c *common.Common, view any, width int) string {
	return b.Teach(c, view, width, func(v *rc.View, t *canvas.Prose) {
		r := teacher{b: b, f: b.frame(v, selectionNone), t: t}
		r.goal()
		r.round()
		r.votes()
		r.locations()
		r.zombies()
		r.characters()
		r.actions()
		r.tokens()
		r.key()
	})
}

// A teacher writes one view's reference, or one explanation.
type teacher struct {
	b *Board
	f *frame
	t *canvas.Prose
}

// house reports whether a value from the labelled file is a house
// estimate: the file still carries the house label and the entry says so.
func (r teacher) house(file string, src coh.Source) bool {
	return r.b.c.Labels[file] == coh.HouseLabel && src == coh.House
}

// houseMark is " (house set)" for a house estimate, "" otherwise.
func (r teacher) houseMark(file string, src coh.Source) string {
	if r.house(file, src) {
		return " (" + coh.HouseLabel + ")"
	}
	return ""
}

func (r teacher) goal() {
	t, c := r.t, r.b.c
	t.Head("CITY OF HORROR")
	if c.HouseSet() {
		t.Para(seg{"Boards and cards: " + c.Label() + ". Values marked (" + coh.HouseLabel + ") are our estimates, not the printed ones: copy your own box's into your config folder to replace them.", cBadge})
	}
	t.Head("HOW TO WIN")
	t.Para(seg{"Keep your characters alive through the night. After the last hour the rescue helicopter comes: every player gives up one antidote ", cNone}, seg{gAntidote, cAnti},
		seg{" for each living character, and each character left without one dies.", cNone})
	t.Para(seg{"Then each living character scores its value (its rested ", cNone}, seg{gRested, cGood}, seg{" or exhausted ", cNone}, seg{gExhausted, cSubtle},
		seg{" side), each antidote left 1 point, each food token ", cNone}, seg{gFood, cFood}, seg{" its points, and each Canned Food played 1 point. A player with no living character scores nothing. Most points wins; a tie goes to whoever has more characters alive, and a further tie is shared.", cNone})
}

// round is a round's steps, each with the View.Phase it covers: the one
// under way is marked.
func (r teacher) round() {
	v, t := r.f.v, r.t
	t.Head("A ROUND")
	hours := coh.Hours()
	t.Para(seg{"The night runs from " + hours[1] + " to " + hours[len(hours)-1] + ", one round an hour.", cNone})
	steps := []struct {
		phase string
		text  string
	}{
		{rc.PhaseSetup, "Set-up: characters are dealt and placed where drawn movement cards say; the " + hours[0] + " invasion card puts the first zombies on the town."},
		{rc.PhaseMovement, "Movement cards: every player picks one in secret; all are shown at once."},
		{rc.PhaseInvasion, "Invasion: the hour's card moves zombies, adds zombies, drops action cards and antidotes, and may turn the zombie leader."},
		{rc.PhaseMoves, "Moves: from the first player clockwise, each moves one character to the location on their card. A character cannot stay where it is; one sent to a full location goes to the Crossroads instead."},
		{rc.PhaseResolution, "Resolution: locations 1 to 6 in order. At each, the players there may use its effect once; then everyone may play cards and powers before the zombies attack if they can; then the items lying there are shared."},
		{rc.PhaseHelicopter, "Helicopter: after the last hour, an antidote for every living character, then the score."},
	}
	for _, s := range steps {
		mark := seg{"", cNone}
		if s.phase == v.Phase && !v.Over {
			mark = seg{gResolving + " now: ", cCur}
		}
		t.Item(mark, seg{s.text, cNone})
	}
}

func (r teacher) votes() {
	t := r.t
	t.Head("VOTES AND ATTACKS")
	t.Para(seg{"Zombies attack a location when its condition is met and at least one zombie and one character are there (hidden ones count). The players there vote in secret on whose character is eaten: one vote per character present, shown together; the first player ", cNone},
		seg{gFirst, cCur}, seg{" breaks a tie. The loser picks which of their characters dies, and takes the first player token.", cNone})
	t.Para(seg{"At the Crossroads nobody votes: the zombie leader ", cNone}, seg{"[ ]", cCur},
		seg{" points at a colour on the wheel; if that colour has nobody there it turns on to the next colour that has, a character of that colour is eaten, and then it turns one wedge on.", cNone})
	t.Para(seg{"Items airdropped on a location (action cards ", cNone}, seg{gCard, cItem}, seg{", antidotes ", cNone}, seg{gAntidote, cAnti},
		seg{") are shared after the attack: the players there vote, and the winner gives them out, one item a player at most; what is left stays for another round.", cNone})
	t.Para(seg{"Action cards and powers may be played at any moment, even far from your characters, but not to change a vote already cast.", cNone})
}

// locations are the six locations on the side in force, in resolution
// order.
func (r teacher) locations() {
	v, t, c := r.f.v, r.t, r.b.c
	side := v.Side
	if side == "" {
		side = coh.SideA
	}
	t.Head("THE LOCATIONS, SIDE " + strings.ToUpper(side))
	for _, l := range v.Locations {
		cl := c.Location(l.ID)
		runs := []seg{{itoa(l.Number) + " " + l.Name, cLoc}}
		text := l.Effect
		exploded := l.State == "exploded" && cl != nil && cl.Exploded != nil
		if cl != nil {
			if exploded {
				text = cl.Exploded.Text
			} else if text == "" {
				text = cl.Side(side).Text
			}
		}
		if text != "" {
			runs = append(runs, seg{": " + text, cNone})
		}
		t.Item(runs...)
		p := c.Printed(l.ID)
		var src coh.Source
		if p != nil {
			src = p.Side(side).Source
			if r.house(coh.BoardFile, p.NumberSource) {
				t.Sub(seg{"number " + itoa(l.Number) + r.houseMark(coh.BoardFile, p.NumberSource), cSubtle})
			}
		}
		mark := r.houseMark(coh.BoardFile, src)
		if l.Spaces > 0 {
			t.Sub(seg{"spaces: " + itoa(l.Spaces) + mark, cNone})
		} else {
			t.Sub(seg{"spaces: no limit; characters turned away from a full location come here" + mark, cNone})
		}
		if l.Attack != "" {
			t.Sub(seg{"attack condition: " + l.Attack + mark, cNone})
		}
		if cl != nil {
			if x := cl.Side(side).Explosions; x != nil && !exploded {
				t.Sub(seg{gMarker, cBlast}, seg{" at " + plural(x.At, "explosion marker") + ": " + explosionWords(x.Result), cNone})
			}
			if cl.Text != "" {
				t.Sub(seg{cl.Text, cSubtle})
			}
			if !cl.Airdrops {
				t.Sub(seg{"no airdrops land here", cSubtle})
			}
		}
		if cl != nil && cl.LeaderWheel && len(v.Seats) > 0 {
			t.Sub(append([]seg{{"the zombie leader's wheel, clockwise: ", cNone}}, r.f.wheel(true)[1:]...)...)
		}
	}
}

// explosionWords says what an explosion result does.
func explosionWords(result string) string {
	switch result {
	case coh.Explode:
		return "it explodes once the action is over: every character and zombie here dies, and the board turns to its exploded side (once a game)"
	case coh.Burn:
		return "it burns down: its characters go to the Crossroads, fire covers its spaces, the zombies stay"
	case coh.Seal:
		return "its door is blocked for good: nobody goes in or out, but the zombies still attack"
	}
	return result
}

func (r teacher) zombies() {
	v, t, c := r.f.v, r.t, r.b.c
	t.Head("ZOMBIES")
	t.Para(seg{gZombie, cZombie}, seg{" A location holds at most " + plural(c.ZombieCap, "zombie") + "; zombies that would go past that stay where they were. The horde holds " + itoa(v.Horde) + " now. Explosion markers ", cNone},
		seg{gMarker, cBlast}, seg{" come from cards with the explosion symbol and go on the Water Tower or the Armory.", cNone})
}

// characters are the characters dealt, by player.
func (r teacher) characters() {
	v, t := r.f.v, r.t
	t.Head("CHARACTERS IN PLAY")
	if len(v.Characters) == 0 {
		t.Para(seg{"None dealt yet. There are " + plural(len(r.b.c.Characters), "character") + " in the box.", cSubtle})
		return
	}
	for s := range v.Seats {
		for ci := range v.Characters {
			ch := &v.Characters[ci]
			if ch.Seat == s {
				r.character(ch)
			}
		}
	}
}

// character teaches one character: its player, its values and side, its
// power and trait, where it is.
func (r teacher) character(ch *rc.CharacterView) {
	f, t := r.f, r.t
	cc := r.b.character(ch.ID)
	runs := []seg{f.who(ch.Seat), {" " + ch.Name, f.seatLook(ch.Seat)}}
	if cc != nil {
		runs = append(runs, seg{" " + itoa(cc.Rested) + gRested + "/" + itoa(cc.Exhausted) + gExhausted, cNone})
	}
	power := ch.Power
	if power == "" && cc != nil {
		power = cc.Text
	}
	runs = append(runs, seg{" (" + f.person(ch.Seat).Mid().Possessive() + ")", cSubtle})
	if power != "" {
		runs = append(runs, seg{": " + power, cNone})
	}
	t.Item(runs...)
	var state string
	switch {
	case ch.Dead:
		state = "dead"
	case ch.Location != "":
		state = "worth " + itoa(ch.Value) + ", " + sideWords(ch) + ", at the " + f.place(ch.Location)
	default:
		state = "worth " + itoa(ch.Value) + ", " + sideWords(ch) + ", not placed yet"
	}
	if ch.Hidden {
		state += ", hidden this round"
	}
	if ch.Safe {
		state += ", nothing can pick it this round"
	}
	if ch.Extra {
		state += ", on a temporary space"
	}
	t.Sub(seg{state, cSubtle})
	if ch.Unusable != "" && !ch.Dead {
		t.Sub(seg{"power not usable now: " + ch.Unusable, cSubtle})
	}
}

// actions are every action card title in the deck, with its copies.
func (r teacher) actions() {
	t, c := r.t, r.b.c
	t.Head("ACTION CARDS")
	t.Para(seg{"The deck holds " + plural(c.Box.ActionCards, "card") + ". A card marked ", cNone}, seg{gMarker, cBlast},
		seg{" adds an explosion marker when played for its effect. Played cards go face up on the discard pile.", cNone})
	for _, a := range c.Actions {
		runs := []seg{{a.Title, cItem}, {" ×" + itoa(a.Copies), cSubtle}}
		if a.Explosion {
			runs = append(runs, seg{" " + gMarker, cBlast})
		}
		runs = append(runs, seg{": " + a.Text, cNone})
		t.Item(runs...)
	}
}

func (r teacher) tokens() {
	t, c := r.t, r.b.c
	t.Head("TOKENS")
	var vals []string
	for _, fv := range c.Food.Tokens {
		vals = append(vals, itoa(fv.Count)+" worth "+itoa(fv.Value))
	}
	if len(vals) > 0 {
		t.Item(seg{gFood, cFood}, seg{" Food tokens, face down on the truck: " + strings.Join(vals, ", ") + r.houseMark(coh.TokensFile, c.Food.Source) + ". Only their holder sees their points.", cNone})
	}
	t.Item(seg{gAntidote, cAnti}, seg{" Antidotes on the ambulance: " + itoa(c.Antidotes.Count) + r.houseMark(coh.TokensFile, c.Antidotes.Source) + ".", cNone})
	if r.b.c.Labels[coh.InvasionFile] == coh.HouseLabel {
		t.Item(seg{"Invasion cards: " + plural(len(c.Invasion), "card") + ", " + coh.HouseLabel + ".", cSubtle})
	}
}

func (r teacher) key() {
	t := r.t
	t.Head("KEY TO THE BOARD")
	pageflow.Untitled(t, r.f.keyUnits(t.W))
}

// Explain says what the choice under the cursor means and what it touches,
// as the game says (rules.Touch): a location's occupants, zombies, items,
// effect and attack condition; a character's values, place and power; a
// player's holdings; and the action card or invasion card its ID names.
// "" when there is nothing to add to its label.
func (b *Board) Explain(c *common.Common, view any, sel common.Selection, width int) string {
	return b.Teach(c, view, width, func(v *rc.View, t *canvas.Prose) {
		teacher{b: b, f: b.frame(v, sel), t: t}.explain(sel)
	})
}

func (r teacher) explain(sel common.Selection) {
	f, t := r.f, r.t
	fields := strings.Fields(sel.ID)
	verb := ""
	if len(fields) > 0 {
		verb = fields[0]
	}
	switch verb {
	case "vote":
		t.Para(seg{"A secret vote: nobody sees it until every vote is in. You may vote for any player with a character here, yourself too.", cNone})
	case "lose":
		t.Para(seg{"This character dies: its card and stand leave the game, and its player takes the first player token.", cNone})
	case "move":
		t.Para(seg{"This character goes to the location on your movement card.", cNone})
	}
	for _, id := range fields[min(1, len(fields)):] {
		if a := r.b.action(id); a != nil {
			r.actionCard(a)
		}
		for i := range r.b.c.Invasion {
			if ic := &r.b.c.Invasion[i]; ic.ID == id {
				t.Item(seg{ic.Hour + " invasion card " + ic.ID + ": " + f.cardWords(invasionView(ic)), cNone})
			}
		}
	}
	for _, p := range sel.Touch.Places {
		r.place(p)
	}
	for _, id := range sel.Touch.Cards {
		for ci := range f.v.Characters {
			if f.v.Characters[ci].ID == id {
				r.character(&f.v.Characters[ci])
			}
		}
	}
	for _, s := range sel.Touch.Seats {
		if f.seatOK(int(s)) {
			t.Item(seg{f.seatSentence(int(s)), cNone})
		}
	}
}

// actionCard teaches one action card.
func (r teacher) actionCard(a *coh.ActionCard) {
	runs := []seg{{a.Title, cItem}}
	if a.Explosion {
		runs = append(runs, seg{" " + gMarker, cBlast})
	}
	r.t.Item(append(runs, seg{": " + a.Text, cNone})...)
}

// place explains a location: its effect, who and what is there, its
// attack condition and whether it is met.
func (r teacher) place(id string) {
	f, t := r.f, r.t
	i, ok := f.loc[id]
	if !ok {
		return
	}
	l := &f.v.Locations[i]
	side := f.v.Side
	if side == "" {
		side = coh.SideA
	}
	runs := []seg{{itoa(l.Number) + " " + l.Name, cLoc}}
	text := l.Effect
	if cl := r.b.c.Location(id); cl != nil && text == "" {
		text = cl.Side(side).Text
		if l.State == "exploded" && cl.Exploded != nil {
			text = cl.Exploded.Text
		}
	}
	if text != "" {
		runs = append(runs, seg{": " + text, cNone})
	}
	t.Item(runs...)
	t.Sub(seg{strings.TrimSuffix(strings.TrimPrefix(f.locWords(i), itoa(l.Number)+" "+l.Name+": "), "."), cNone})
	if l.Attack != "" {
		a := "attack condition: " + l.Attack
		if l.Attacks {
			a += "; it is met, the zombies attack"
		}
		t.Sub(seg{a, cNone})
	}
}

// invasionView is an invasion card of the content as a view shows it.
func invasionView(c *coh.InvasionCard) *rc.InvasionView {
	v := &rc.InvasionView{ID: c.ID, Hour: c.Hour, Leader: c.Leader}
	for _, m := range c.Moves {
		v.Moves = append(v.Moves, rc.Shift{From: m.From, To: m.To, N: m.N})
	}
	drops := func(cs []coh.Count) []rc.Drop {
		var out []rc.Drop
		for _, x := range cs {
			out = append(out, rc.Drop{Location: x.Location, N: x.N})
		}
		return out
	}
	v.Zombies, v.Actions, v.Antidotes = drops(c.Zombies), drops(c.Actions), drops(c.Antidotes)
	return v
}
