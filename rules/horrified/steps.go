package horrified

import (
	"github.com/hauntgames/haunt/rules"
	"github.com/hauntgames/haunt/rules/engine"
)

// The kinds of step. Each has its rule in horrifiedRules (the rule itself
// lives in the file of its concept: setup.go, draws.go, hero.go, tasks.go,
// monster.go, move.go, perks.go) and a constructor that names its arguments.
const (
	kSetupMonsters uint8 = iota // put the chosen monsters on the board
	kDealHeroes                 // deal hero badges from a seat on
	kDealPerks                  // deal starting perks from a seat on
	kStartTurn                  // a hero's turn begins
	kMonsterPhase               // the monster phase begins
	kResolveCard                // items, event and strikes of a card
	kItems                      // draw items from the bag, one at a time
	kEvent                      // a card's event
	kStrike                     // a card's strikes, one at a time
	kSeek                       // a monster seeks the closest person
	kMove                       // a mover walks toward a space
	kAttack                     // a monster attacks where it stands
	kResolve                    // a rolled attack's hits and powers
	kPower                      // a monster's power
	kHits                       // a person takes hits
	kNextTurn                   // the next seat's turn
	kPerkDraw                   // a seat draws a perk, if the deck has any
	kHurry                      // Hurry: each hero may walk
	kBite                       // Vicious Bite: everyone on the space takes hits
	kVillagers                  // On the Move: villagers step toward safety
	kMonsterPick                // chance: a monster joins the game
	kHeroDeal                   // chance: a hero badge for a seat
	kScarab                     // chance: the scarab on a spot
	kItem                       // chance: an item out of the bag
	kCard                       // chance: a monster card
	kDie                        // chance: one die of an attack
	kPerkCard                   // chance: the perk card drawn
	kHero                       // a hero's actions
	kInterrupt                  // another seat plays a perk
	kBring                      // which villagers come along
	kTake                       // which items a hero picks up
	kShare                      // which items change hands
	kUse                        // which items pay for an advance or defeat
	kScarabMoves                // the Mummy's puzzle
	kHumanity                   // lead Frankenstein or the Bride
	kTarget                     // whom a seeking monster goes after
	kAttackTarget               // whom a monster attacks
	kPath                       // which shortest way a mover goes
	kHit                        // discard an item per hit, or be defeated
	kThief                      // where the thief strikes
	kGaze                       // who is drawn toward a monster
	kHeroSteps                  // a perk walks a hero
	kMonSteps                   // a perk walks a monster
	kPickHero                   // a perk picks a hero
	kPickSpace                  // a perk picks a space
	kPlaceOrMove                // a perk places or moves a monster
	kGather                     // Investigation: heroes gather
	kDeliver                    // Delivery: items change hands
	nSteps
)

// horrifiedRules is the rule of every kind of step.
var horrifiedRules []engine.Rule[*game]

func init() {
	horrifiedRules = make([]engine.Rule[*game], nSteps)
	for k, r := range map[uint8]engine.Rule[*game]{
		kSetupMonsters: setupMonstersRule, kDealHeroes: dealHeroesRule, kDealPerks: dealPerksRule,
		kStartTurn: startTurnRule, kMonsterPhase: monsterPhaseRule, kResolveCard: resolveCardRule,
		kItems: itemsRule, kEvent: eventRule, kStrike: strikeRule, kSeek: seekRule, kMove: moveRule,
		kAttack: attackRule, kResolve: resolveRule, kPower: powerRule, kHits: hitsRule,
		kNextTurn: nextTurnRule, kPerkDraw: perkDrawRule, kHurry: hurryRule, kBite: biteRule,
		kVillagers: villagersRule, kMonsterPick: monsterPickRule, kHeroDeal: heroDealRule,
		kScarab: scarabRule, kItem: itemRule, kCard: cardRule, kDie: dieRule, kPerkCard: perkCardRule,
		kHero: heroRule, kInterrupt: interruptRule, kBring: bringRule, kTake: takeRule, kShare: shareRule,
		kUse: useRule, kScarabMoves: scarabMovesRule, kHumanity: humanityRule, kTarget: targetRule,
		kAttackTarget: attackTargetRule, kPath: pathRule, kHit: hitRule, kThief: thiefRule, kGaze: gazeRule,
		kHeroSteps: heroStepsRule, kMonSteps: monStepsRule, kPickHero: pickHeroRule,
		kPickSpace: pickSpaceRule, kPlaceOrMove: placeOrMoveRule, kGather: gatherRule, kDeliver: deliverRule,
	} {
		if ask := r.Ask; ask != nil {
			// The list of answers is made once.
			r.Ask = func(g *game, s engine.Step, a *engine.Ask) {
				a.Grow(g.choicesHint(s.Kind))
				ask(g, s, a)
			}
		}
		horrifiedRules[k] = r
	}
}

// choicesHint is about how many choices a prompt of kind offers, so its
// list is made once.
func (g *game) choicesHint(kind uint8) int {
	switch kind {
	case kCard, kItem:
		return 0 // the rule counts them
	case kHero:
		return 16
	case kPerkCard:
		return len(g.w.perks)
	}
	return 6
}

// by is the seat that answers a step.
func by(s engine.Step) int8 { return s.Seat }

// asks sets the seat that answers prompt a: the one step s names.
func asks(a *engine.Ask, s engine.Step) { a.Seat = rules.Seat(by(s)) }

// chance is the seat of a chance step.
const chance = int8(rules.Chance)

// answer is what a choice means to the rules: what it does (op) and on
// what (a, b). It travels as a choice's Arg (arg and answerOf), so a rule
// never reads an ID back.
type answer struct {
	op   uint8
	a, b int16
}

func (o answer) arg() int { return int(o.op) | int(uint16(o.a))<<8 | int(uint16(o.b))<<24 }

func answerOf(c engine.Choice) answer {
	return answer{op: uint8(c.Arg), a: int16(uint16(c.Arg >> 8)), b: int16(uint16(c.Arg >> 24))}
}

// add offers a player's answer.
func add(a *engine.Ask, id, label string, o answer) { a.Add(id, label, o.arg()) }

// on is an answer that acts on one thing (a space, a token, a person).
func on(x int16) answer { return answer{a: x} }

// What a choice touches on the board (rules.Touch), built from its answer
// when the app asks for the choice under the cursor: never from its ID, and
// never while a prompt is built.

// at touches space sp, if it is one.
func (g *game) at(sp int8) rules.Touch {
	if sp < 0 || int(sp) >= g.w.n {
		return rules.Touch{}
	}
	return rules.Touch{Places: []string{g.w.sid(sp)}}
}

// atSeat touches space sp and seat s's hero.
func (g *game) atSeat(sp, s int8) rules.Touch {
	t := g.at(sp)
	t.Seats = []rules.Seat{rules.Seat(s)}
	return t
}

// person touches person p (a hero's seat, or pVil + villager) where they
// stand, and the seat of a hero.
func (g *game) personTouch(p int16) rules.Touch {
	if p >= pVil {
		return g.at(g.personSpace(p))
	}
	return g.atSeat(g.personSpace(p), int8(p))
}

// itemTouch touches item token i, and seats (a giver, a receiver).
func (g *game) itemTouch(i int16, seats ...int8) rules.Touch {
	var t rules.Touch
	if i >= 0 && int(i) < len(g.w.toks) {
		t.Cards = []string{g.w.toks[i].item.ID}
	}
	for _, s := range seats {
		t.Seats = append(t.Seats, rules.Seat(s))
	}
	return t
}

// touchAt is the Touch of a rule whose answers name a space (answer.a),
// others touching nothing.
func touchAt(g *game, _ engine.Step, c engine.Choice) rules.Touch {
	o := answerOf(c)
	if o.op != opNone && o.op != opStep {
		return rules.Touch{}
	}
	return g.at(int8(o.a))
}

// touchPerson is the Touch of a rule whose answers name a person (on).
func touchPerson(g *game, _ engine.Step, c engine.Choice) rules.Touch {
	return g.personTouch(answerOf(c).a)
}
